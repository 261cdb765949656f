"""The companion's controller: a game played with real cards, entered from one seat.

:class:`CompanionController` keeps a :class:`~lovelet.companion.Record` of a real game
of Love Letter, as one player at the table knows it, and puts in traits (traitlets)
what that player's screen shows:

* the start: the edition and its variants, the players' names in seating order, my
  seat, who starts, my dealt card and, with 2 players, the three face-up cards, checked
  as they change (:meth:`~CompanionController.start`: a new game under a fresh
  ``code``, never another's); or a game taken up again by its code
  (:meth:`~CompanionController.resume`, and at once when the controller is made with
  ``game=CODE``, the code of the page's address);
* the quick entry: the record says which entry it waits for
  (:meth:`~lovelet.companion.Record.expected`) and which values each of its fields may
  take (:meth:`~lovelet.companion.Record.options_for`), so ``buttons`` offers only legal
  values, one field at a time: a card, then its target, then the Guard's guess, then the
  result where there is one.  A field with one value the record derives (the player on
  turn, a target that is not chosen) is filled in by itself.  :meth:`choose` taps a
  button, :meth:`back` takes back the last tap, :meth:`undo` the last entry;
* what the seat may deduce, after every entry (:mod:`lovelet.widgets.companion_panel`):
  the remaining-card tracker, the next draw, the exact belief of each opponent's hand,
  the best Guard guess, the Baron odds, the showdown odds; the coach's advice at my own
  decision when the ``coach`` switch is on;
* the log of the entries in sentences, the round's end (cards shown, winners, favors,
  the Spy bonus) and the game's.

Every entry goes through the record, which saves it in the folder of the companion's
games (:mod:`lovelet.companion.games`), atomically, after every entry and every undo.
A page names no file: only a game's code, checked letter by letter, finds a saved
game, and Start always makes a new one.  A refusal sets ``error`` (its sentence in
the chosen language) and ``error_code`` and changes nothing else (a code refused sets
``code_error`` instead, for the box it was typed in); nothing raises
:class:`~lovelet.IllegalAction` at a view.

Hidden information: the companion is one seat's own screen, and every trait comes from
the record, which holds only what that seat saw.  Names are kept as typed (a view
escapes them), cards by their codes ("GUARD"), seats as ints.
"""

from __future__ import annotations

from typing import Any

import traitlets as t

from lovelet.engine.cards import edition_named
from lovelet.companion import Record, Setup
from lovelet.companion.games import current_game, resume_game, set_current_game, start_game
from lovelet.deduction.coach import coach as advise
from lovelet.engine.errors import IllegalAction, shown
from lovelet.text.i18n import card_name, say
from lovelet.text.languages import language_or_session, validated_language
from lovelet.text.refusals import refused
from lovelet.engine.streams import checked_seed
from lovelet.widgets.companion_address import DEFAULT_PAGE
from lovelet.widgets.companion_entry import CONFIRM, Draft, as_json
from lovelet.widgets.companion_panel import deductions, game_end, round_end
from lovelet.widgets.companion_form import FORM, CompanionForm
from lovelet.widgets.refusal_traits import ShowsRefusals
from lovelet.widgets.seat_names import default_name

__all__ = ["CompanionController", "CONFIRM", "DEFAULT_PAGE"]

class CompanionController(ShowsRefusals, CompanionForm):
    """A real game of Love Letter from one seat; see the module's docstring.

    ``save`` (True) keeps every game in ``folder`` (default:
    :func:`lovelet.companion.games.games_folder`) under its code; ``game`` is the code
    of a game to take up at once (the page's address gives it: a code that is not one,
    that names no game or whose record is damaged is refused with ``code_error``, and
    the start form stays); ``page`` is the page's own address, on which the game's
    ``address`` is built (``companion.ipynb?game=CODE``).  ``device`` (False) says that the
    folder is one device's, as in a browser where the page has no address a kernel can
    read: the controller then takes the device's current game up when no ``game`` is
    given, every game started or taken up becomes the device's current one
    (:func:`lovelet.companion.games.current_game`), and a game has no address.  ``language`` is "en", "fr" or "de" (None: the session's,
    :func:`lovelet.widgets.set_language`); ``coach`` switches the coach's advice on;
    ``seed`` seeds the deals of an estimated showdown.  Any other keyword fills the
    start form (``edition``, ``players``, ``names``, ``seat``, ``start_player``,
    ``card``, ``face_up``, ``tie_break``, ``thresholds``, ``reveal_drawn``).
    """

    # ------------------------------------------------------------------ settings
    language = t.Any("en", help="'en', 'fr' or 'de'; an unknown language sets error.")
    coach = t.Bool(False, help="The coach switch: the coach's advice at my own decision.")

    cards = t.List(help="The edition's card codes, lowest value first.")
    card_names = t.Dict(help="Each card code -> its name in the chosen language.")
    card_values = t.Dict(help="Each card code -> its value.")
    ready = t.Bool(False, help="The form is complete and valid: start() will start the game.")
    form_error = t.Unicode("", help="Why the form cannot start a game yet, else ''.")
    saving = t.Bool(True, help="Games are kept under their codes (else nothing is saved).")
    code = t.Unicode("", help="The game's code once it is started or taken up again ('' before).")
    address = t.Unicode("", help="The page's address with the game's code: it takes the game up again.")
    code_error = t.Unicode("", help="Why the code given or typed takes no game up ('' else).")

    # ------------------------------------------------------------------ the game
    started = t.Bool(False, help="A game is entered (else the start form is shown).")
    round_number = t.Int(0)
    deck_size = t.Int(0)
    favors = t.List()
    favors_needed = t.Int(0)
    current_player = t.Int(None, allow_none=True, help="Whose turn it is; None once the round is over.")
    hand = t.List(help="My cards' codes (the card just drawn last).")
    discards = t.List(help="Every seat's discard pile, oldest first.")
    round_face_up = t.List(help="The face-up cards of this round (2 players).")
    eliminated = t.List()
    protected = t.List()
    expected = t.Unicode("", help="The kind of entry awaited ('played', 'drew', ... 'game_over').")
    prompt = t.Unicode("", help="What the record waits for, as a question.")
    question = t.Unicode("", help="The field asked now, as a question ('' when the prompt says it).")
    field = t.Unicode("", help="The field the buttons choose ('' when nothing is to be chosen).")
    buttons = t.List(help="The legal values of that field: label, value (JSON), card, seat.")
    draft = t.List(help="The fields chosen so far for this entry: field, label.")
    can_back = t.Bool(False)
    can_undo = t.Bool(False)
    log = t.List(help="Every entry in sentences, the setup first (names as typed).")
    round_over = t.Bool(False)
    game_over = t.Bool(False)
    round_summary = t.Dict(help="The round's end once it is over: text, winners, gains, Spy bonus...")
    game_summary = t.Dict(help="The game's end: text and winners; {} until then.")

    # ------------------------------------------------------------------ what the seat may deduce
    tracker = t.List(help="Per character: card, value, copies, seen, unseen, next (the next draw's chance).")
    belief_seats = t.List(help="The opponents with a hand, in seat order: seat, holds, protected.")
    belief_rows = t.List(help="Per character: card, value, cells (one chance per opponent).")
    guesses = t.List(help="The best Guard guess against each opponent: seat, card, p, fraction.")
    baron = t.Dict(help="A Baron comparison of my kept card: card, rows (seat, win, tie, lose).")
    showdown = t.List(help="If the round ended now: per card I could show, win, tie, lose.")
    advice = t.Dict(help="The coach's advice at my decision (coach switch on), else {}.")
    coach_note = t.Unicode("", help="Why the coach says nothing now ('' when it advises).")

    note = t.Unicode("", help="What just happened to the game: started under its code, taken up again.")
    error = t.Unicode("", help="The sentence of the last refusal; '' after a change.")
    error_code = t.Unicode("")

    _ready = False  # set at the end of __init__: changes then refresh the traits

    def __init__(self, *, save=True, folder=None, game=None, page=DEFAULT_PAGE, device=False, language=None,
                 coach=False, seed=1, **form):
        super().__init__()
        self._record = None
        self._draft = None  # the entry being made (lovelet.widgets.companion_entry)
        self._values = []  # the Python value of each button
        self._refusal = None
        self._code_refusal = None
        self._note = None  # (key, values) of the note, said again when the language changes
        self._panel = None  # (observation, the panel's traits): computed once per position
        self._language = language_or_session(language)
        self._seed = checked_seed(seed)
        self._folder = folder
        self._page = page if isinstance(page, str) and page else DEFAULT_PAGE
        self._device = bool(device) and bool(save)
        if self._device:
            self._page = ""  # no address takes a game up on this device: the folder does
        with self.hold_trait_notifications():
            self.language = self._language
            self.coach = bool(coach)
            self.saving = bool(save)
            self.names = [default_name(seat, self._language) for seat in range(3)]
            if isinstance(form.get("names"), (list, tuple)) and "players" not in form:
                form["players"] = len(form["names"])  # the names say how many play
            for name, value in form.items():
                if name not in FORM:
                    raise refused("BAD_OPTION.companion_bad_choice", name=name, choices=", ".join(FORM))
                setattr(self, name, value)
        self._ready = True
        self._follow_edition()
        self._resize()
        if game is not None and game != "":
            self.resume(game)
        elif self._device:
            mine = current_game(self._folder)
            if mine is not None:
                self.resume(mine)
        if not self.started:
            self._show()

    # ------------------------------------------------------------------ for Python, not views

    @property
    def device(self) -> bool:
        """Whether the folder is one device's (a browser's): its current game is taken up
        by the page, and a game has no address."""
        return self._device

    @property
    def record(self) -> Record | None:
        """The :class:`~lovelet.companion.Record` of the game (None before it starts)."""
        return self._record

    @property
    def seed(self) -> int:
        """The seed of an estimated showdown's deals (not a trait: it is no use to a page)."""
        return self._seed

    # ------------------------------------------------------------------ starting

    def start(self) -> bool:
        """Start the game of the form under a fresh code (saved at once, never over another
        game); True when started, else ``error`` says why."""
        try:
            edition, names, seat, start, card, face_up, options = self._form()
            setup = Setup(edition, names, seat, start, card, face_up, options)
            if self.saving:
                code, record = start_game(setup, self._folder)
            else:
                code, record = "", Record(setup)
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        # Under a code, the game's code and address say it all; else the note says nothing is kept.
        self._begin(record, code, None if code else ("companion_not_saved", {}))
        self._remember(code)
        return True

    def resume(self, code: str) -> bool:
        """Take up again the game saved under ``code`` (as typed: lower case, hyphens and
        spaces are read as Crockford's base 32 allows), saving to it from now on.  A code
        that is not one or names no game (BAD_GAME_CODE), or a record damaged or edited
        (BAD_SAVE), is refused in ``code_error`` and nothing changes.  True when resumed."""
        try:
            if not self.saving:
                raise refused("BAD_GAME_CODE.nowhere")
            code, record = resume_game(code, self._folder)
        except IllegalAction as refusal:
            self._code_refusal = refusal
            with self.hold_trait_notifications():
                self.code_error = refusal.sentence(self.language)
                self.error_code = refusal.code
            return False
        self._begin(record, code, ("companion_resumed", {"code": code, "round": record.round_number}))
        self._remember(code)
        return True

    def _remember(self, code):
        """On a device's folder, make ``code`` its current game (a reload takes it up)."""
        if self._device and code:
            try:
                set_current_game(code, self._folder)
            except IllegalAction as refusal:  # the game is saved; only the reload will not find it
                self._refused(refusal)

    def new_game(self) -> bool:
        """Back to the start form, filled in as the game was; the game stays saved under
        its code (its address still takes it up), and Start makes a new one."""
        record = self._record
        if record is None:
            return True
        with self.hold_trait_notifications():
            self._record = self._draft = None
            self.started = False
            self.code = self.address = ""
            self.edition = record.edition.name
            self.players = len(record.names)
            self.names = list(record.names)
            self.seat = record.seat
            self.card = None  # a new deal
            self.face_up = [None] * 3 if len(record.names) == 2 else []
            self._note = None
            self.note = ""
            self._changed()
        return True

    def _begin(self, record, code, note):
        setup = record.setup
        options = dict(setup.options or ())
        with self.hold_trait_notifications():
            self._record = record
            self._draft = Draft(record)
            self.started = True
            self.code = code
            self.address = f"{self._page}?game={code}" if code and self._page else ""
            self._code_refusal = None
            self.code_error = ""
            # The form says how this game began (a resumed game's too), for "New game".
            self.edition = record.edition.name
            self.players = len(record.names)
            self.names = list(record.names)
            self.seat, self.start_player = record.seat, setup.start_player
            self.card = setup.card.name
            self.face_up = [card.name for card in setup.face_up]
            for name in ("tie_break", "thresholds", "reveal_drawn"):
                setattr(self, name, options[name])
            self._note = note
            self.note = say(note[0], self.language, **note[1]) if note else ""
            self._changed()

    # ------------------------------------------------------------------ entering

    def choose(self, index: int) -> bool:
        """Tap button ``index`` of ``buttons``: choose that value for the field asked, and
        add the entry once it is complete.  True when the choice was taken."""
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(self._values):
            self._refused(refused("BAD_OPTION.companion_not_offered", value=shown(index)))
            return False
        field, value = self.field, self._values[index]
        if field == CONFIRM or self._draft.choose(field, value):
            if not self._submit(self._draft.entry()):
                if field != CONFIRM:
                    self._draft.back()
                self._show()
                return False
            return True
        self._changed()
        return True

    def choose_value(self, value: Any) -> bool:
        """Tap the button whose value is ``value`` (a card, a card's code, a seat, a bool,
        an order of cards, None or CONFIRM); a value not offered is refused."""
        wanted = as_json(value)
        for index, button in enumerate(self.buttons):
            if button["value"] == wanted:
                return self.choose(index)
        self._refused(refused("BAD_OPTION.companion_not_offered", value=shown(value)))
        return False

    def back(self) -> bool:
        """Take back the last button tapped for the entry being made."""
        if self._draft is None or not self._draft.back():
            return False
        self._changed()
        return True

    def undo(self) -> bool:
        """Take back the last entry (and the entry being made, if any); True when there
        was one (the file is saved again)."""
        record = self._record
        if record is None or not record.can_undo:
            self._refused(refused("BAD_OPTION.companion_nothing_to_undo"))
            return False
        try:
            record.undo()
        except IllegalAction as refusal:  # the file can no longer be written: the record kept it
            self._refused(refusal)
            return False
        self._draft.clear()
        self._changed()
        return True

    def enter(self, entry: Any) -> bool:
        """Add ``entry`` (an entry of :mod:`lovelet.companion.entries`) as it is, without the
        buttons; True when recorded, else ``error`` says why."""
        if self._record is None:
            self._refused(refused("ENTRY_NOT_EXPECTED.companion_not_started"))
            return False
        return self._submit(entry)

    def _submit(self, entry):
        """Add ``entry`` to the record; a refusal changes nothing."""
        try:
            self._record.add(entry)
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        self._draft.clear()
        self._changed()
        return True

    # ------------------------------------------------------------------ settings and form checks

    @t.validate("language")
    def _valid_language(self, proposal):
        return validated_language(proposal, self.language, self._refused)

    @t.observe("language", "coach")
    def _setting_changed(self, change):
        if not self._ready or change["old"] == change["new"]:
            return
        if change["name"] == "language":
            self._language = change["new"]
            self._follow_language()
            if self._refusal is not None:  # the refusal standing is said again
                self.error = self._refusal.sentence(self.language)
            if self._code_refusal is not None:
                self.code_error = self._code_refusal.sentence(self.language)
            if self._note is not None:
                self.note = say(self._note[0], self.language, **self._note[1])
        self._show()

    # ------------------------------------------------------------------ refusals and changes

    def _refused(self, refusal):
        self._refusal = refusal
        self._show_refusal(refusal.code, refusal.sentence(self.language))

    def _changed(self):
        """After an accepted change: no refusal stands any more (nor is it said again in
        another language); show the new state."""
        self._refusal = None
        super()._changed()

    # ------------------------------------------------------------------ what the screen shows

    def _show(self):
        language = self.language
        with self.hold_trait_notifications():
            self._show_cards(language)
            if self._record is None:
                self.ready, self.form_error = self._check_form()
                self._show_nothing()
                return
            self.ready, self.form_error = False, ""
            self._show_game(language)

    def _show_cards(self, language):
        record = self._record
        try:
            edition = record.edition if record is not None else edition_named(self.edition)
        except IllegalAction:
            edition = edition_named("revised")
        self.cards = [card.name for card in edition.cards]
        self.card_names = {card.name: card_name(card, language) for card in edition.cards}
        self.card_values = {card.name: value for card, value in edition.values.items()}

    def _show_nothing(self):
        """The form's state: no game, nothing to deduce."""
        self.started = False
        self.round_number = self.deck_size = self.favors_needed = 0
        self.favors = self.hand = self.discards = self.round_face_up = self.eliminated = self.protected = []
        self.current_player = None
        self.expected = self.prompt = self.question = self.field = ""
        self.buttons = self.draft = self.log = []
        self._values = []
        self.can_back = self.can_undo = self.round_over = self.game_over = False
        self.round_summary = self.game_summary = {}
        self._show_deductions(None)

    def _show_game(self, language):
        record = self._record
        observation = record.observation()
        expected = record.expected()
        self.started = True
        self.round_number = record.round_number
        self.deck_size = observation.deck_size
        self.favors = list(record.favors)
        self.favors_needed = record.favors_needed
        self.current_player = None if observation.is_over else observation.current_player
        self.hand = [card.name for card in observation.hand]
        self.discards = [[card.name for card in pile] for pile in observation.discards]
        self.round_face_up = [card.name for card in observation.face_up]
        self.eliminated = sorted(observation.eliminated)
        self.protected = sorted(observation.protected)
        self.expected = expected.kind
        self.prompt = record.prompt(language)
        self.round_over = record.round_over
        self.game_over = record.is_over
        self.round_summary = round_end(observation, record.round_number, language) if observation.is_over else {}
        self.game_summary = game_end(record.names, record.game_winners, record.favors, language) \
            if record.is_over else {}
        self.log = [sentence for _entry, sentence in record.log(language)]
        self.can_undo = record.can_undo
        self._show_step(language)
        self._show_deductions(observation)

    def _show_step(self, language):
        draft = self._draft
        step = draft.next_field()
        field, options = ("", ()) if step is None else step  # only the game's end asks nothing
        self.field = field
        self._values = list(options)
        self.buttons = [draft.button(field, value, language) for value in options]
        self.question = draft.question(field, language)
        self.draft = draft.shown(language)
        self.can_back = bool(draft.tapped)

    def _show_deductions(self, observation):
        if observation is None:
            panel = {"tracker": [], "belief_seats": [], "belief_rows": [], "guesses": [], "baron": {},
                     "showdown": []}
        elif self._panel is not None and self._panel[0] is observation:
            panel = self._panel[1]  # a tap that chose a field: the position is the same
        else:
            panel = deductions(observation, self._record.belief(), seed=self._seed,
                               position=len(self._record) + 1000 * self._record.round_number)
            self._panel = (observation, panel)
        for name, value in panel.items():
            setattr(self, name, value)
        self._show_coach(observation)

    def _show_coach(self, observation):
        """The coach's advice at my own decision, when the switch is on."""
        advice, note = {}, ""
        if self.coach and observation is not None:
            expected = self._record.expected()
            mine = expected.kind in ("played", "chancellor_returned") and expected.player == self._record.seat
            if not mine:
                note = say("companion_coach_waits", self.language)
            else:
                try:
                    advice = advise(observation).summary(self.language)
                except IllegalAction as refusal:
                    note = refusal.sentence(self.language)
        self.advice = advice
        self.coach_note = note
