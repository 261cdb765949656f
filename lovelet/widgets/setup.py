"""The Setup's controller: choose a game, then start it at a :class:`TableController`.

:class:`SetupController` holds the choices of the Setup form as traits: the edition,
the number of players, each seat's kind (a person or a bot) and name, the language,
the seed and the options.  Every change is checked at once, by the engine wherever the
engine has a rule: an invalid choice sets ``error`` to the engine's sentence (and
``error_code`` to its code) and ``ready`` to False; nothing raises at a view.
:meth:`SetupController.start` returns the table, or None when a choice is invalid.

The input traits accept any value (a view may forward a text field as it is): the
checks, not the trait types, say what is wrong.  A seed may be a whole number, a text
of digits, or nothing (None or "") for a seed of 128 bits drawn from :mod:`secrets`; it is kept
in the game (``table.game.seed``) but put into no trait, since it would tell every
deck of the game (the table shows it once the game is over).
"""

from __future__ import annotations


import traitlets as t

from lovelet.engine.arguments import player_names
from lovelet.engine.cards import edition_named
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.engine.game import Game
from lovelet.engine.naming import seat_of
from lovelet.text.languages import language_of, session_language
from lovelet.engine.streams import checked_seed
from lovelet.widgets.edition_choices import EditionChoices, a_player_count, resized
from lovelet.widgets.seat_names import default_name, names_in
from lovelet.widgets.table import BOTS, KINDS, PERSON, TableController

__all__ = ["SetupController"]

_INPUTS = ("edition", "players", "seats", "names", "language", "seed", "tie_break", "thresholds",
           "reveal_drawn", "viewer", "teacher")


class SetupController(EditionChoices):
    """The choices that start a game; ``start()`` returns its :class:`TableController`.

    By default: the revised edition, 3 players, seat 0 a person and the other seats
    heuristic bots, named "Player 1", ... in the chosen language (a name nobody typed
    follows the language), the session's language (:func:`lovelet.widgets.set_language`;
    English unless chosen), a random seed, the standard options.
    """

    _INPUTS = _INPUTS  # followed by GameForm: each change is checked at once

    # ------------------------------------------------------------------ inputs
    edition = t.Any("revised", help="'revised' (2-6 players) or 'classic' (2-4 players).")
    players = t.Any(3, help="How many players; the seats and names follow it.")
    seats = t.Any(help="Each seat's kind: 'person', 'random', 'cautious' or 'heuristic'.")
    names = t.Any(help="Each seat's name (text, not escaped: a view escapes it).")
    language = t.Any("en", help="'en', 'fr' or 'de' (or English, français, Deutsch).")
    seed = t.Any(None, help="A whole number (or its digits as text); None or '' for a random one.")
    tie_break = t.Any("shared", help="'shared', or 'discard_sum' in the classic edition.")
    thresholds = t.Any("standard", help="'standard', or 'aeg' in the classic edition.")
    reveal_drawn = t.Any(False, help="Whether everyone sees if the card played was just drawn.")
    viewer = t.Any(0, help="The seat watched when every seat is a bot.")
    teacher = t.Any(False, help="Start the table with the teacher switch on.")

    # ------------------------------------------------------------------ what a view offers
    kinds = t.List(list(KINDS), help="The kinds a seat may be.")
    # (and EditionChoices': the editions, languages, range of players, tie breaks, thresholds)

    # ------------------------------------------------------------------ outcome of the checks
    ready = t.Bool(True, help="Every choice is valid: start() will start a game.")
    error = t.Unicode("", help="The engine's sentence for the first invalid choice, else ''.")
    error_code = t.Unicode("", help="The engine's code for the first invalid choice, else ''.")

    def __init__(self, **choices):
        super().__init__()
        self._language = "en"
        with self.hold_trait_notifications():
            self.seats = [PERSON] + ["heuristic"] * 2
            self.names = [default_name(seat, "en") for seat in range(3)]
        self._ready = True
        # Without a language of its own, the setup speaks the session's (set_language).
        choices = {"language": session_language(), **choices}
        for name, value in choices.items():
            if name not in _INPUTS:
                raise refused("BAD_OPTION.setup_unknown_choice", name=repr(name), choices=", ".join(_INPUTS))
            setattr(self, name, value)
        self._follow_edition()
        self._check()

    _ready = False

    # ------------------------------------------------------------------ for views

    def set_seat(self, seat: int, kind: str) -> None:
        """Make ``seat`` (a number) a person or a bot of ``kind``; the checks report a wrong one."""
        self._set_item("seats", seat, kind)

    def set_name(self, seat: int, name: str) -> None:
        """Name ``seat`` (a number) ``name``; the checks report a name the engine refuses."""
        self._set_item("names", seat, name)

    def _set_item(self, trait, seat, value):
        items = list(getattr(self, trait)) if isinstance(getattr(self, trait), (list, tuple)) else []
        try:
            seat = seat_of(seat, len(items) if items else 1, "seat")
        except IllegalAction as refusal:
            self._refused(refusal)
            return
        items[seat] = value
        setattr(self, trait, items)

    def start(self) -> TableController | None:
        """The :class:`TableController` of a new game with these choices, or None (then
        ``error`` holds the engine's sentence)."""
        try:
            edition, names, kinds, options, language, seed, viewer, teacher = self._arguments()
            game = Game(edition, list(names), seed=seed, **options)
            table = TableController(game, kinds, language=language, viewer=viewer, teacher=teacher)
        except IllegalAction as refusal:
            self._refused(refusal)
            return None
        self._refused(None)
        return table

    # ------------------------------------------------------------------ checks

    def _follow_edition(self):
        # Options of the other edition go back to the defaults; a wrong value stays, for the check to report.
        self._offer_edition(reset_unknown=False)

    def _resize(self):
        """Give the seats and names lists one entry per player (new seats: heuristic bots)."""
        count = self.players
        if not a_player_count(count):
            return  # the check refuses the count; the lists wait for a valid one
        seats = list(self.seats) if isinstance(self.seats, (list, tuple)) else []
        seats = (seats + ["heuristic"] * count)[:count]
        with self.hold_trait_notifications():
            self.seats, self.names = seats, resized(self.names, count, self._language)

    def _follow_language(self):
        """Names nobody typed follow the language."""
        try:
            language = language_of(self.language)
        except IllegalAction:
            return
        self._language = language
        if isinstance(self.names, (list, tuple)):
            self.names = names_in(self.names, language)

    def _check(self):
        try:
            self._arguments()
        except IllegalAction as refusal:
            self._refused(refusal)
        else:
            self._refused(None)

    def _refused(self, refusal):
        with self.hold_trait_notifications():
            self.error = "" if refusal is None else refusal.sentence(self._language)
            self.error_code = "" if refusal is None else refusal.code
            self.ready = refusal is None

    def _arguments(self):
        """Every choice in the engine's form, checked in the order of the form; raises
        the IllegalAction of the first invalid one."""
        edition = edition_named(self.edition)
        count = len(player_names(edition, self.players))  # the engine's sentence for a bad count
        seats, names = self.seats, self.names
        if not isinstance(seats, (list, tuple)) or len(seats) != count:
            raise refused("BAD_OPTION.setup_seats", count=count, bots=", ".join(BOTS), value=shown(seats))
        if not isinstance(names, (list, tuple)) or len(names) != count:
            raise refused("BAD_OPTION.setup_names", count=count, value=shown(names))
        names = player_names(edition, list(names))  # non-empty text, no name twice
        for seat, kind in enumerate(seats):
            if not isinstance(kind, str) or kind not in KINDS:
                raise refused("BAD_OPTION.seat_kind", number=seat, name=names[seat], bots=", ".join(BOTS),
                              value=shown(kind))
        options = {"tie_break": self.tie_break, "thresholds": self.thresholds,
                   "reveal_drawn": self.reveal_drawn}
        # A seed left empty is drawn here (nobody can guess it) and goes into no trait.
        seed = checked_seed(self.seed, typed=True)
        Game(edition, list(names), seed=seed, **options)  # the options, as the engine checks them
        language = language_of(self.language)
        viewer = None
        if PERSON not in seats:
            viewer = seat_of(self.viewer, names, "viewer")
        if not isinstance(self.teacher, bool):
            raise refused("BAD_OPTION.setup_teacher")
        return edition, names, list(seats), options, language, seed, viewer, self.teacher
