"""The companion's ipywidgets view: :class:`CompanionView` lays a
:class:`~lovelet.widgets.companion.CompanionController` out, for a phone or a laptop.

The view holds no rule and no record.  It reads the controller's traits only,
re-renders when one changes, and forwards every tap: the start form's fields and its
Start button, the box where a game's code is typed and its Resume button, the entry
buttons (:meth:`~CompanionController.choose`), Back, Undo, New game, the language and the coach switch.  A refusal is the
controller's ``error``, shown above the entry; nothing a person does raises, and an
unexpected failure shows a sentence too (kept in ``view.failures`` for the tests).

Made for a 390-pixel-wide phone as well as a laptop: one column no wider than
:data:`MAX_WIDTH`, rows that wrap (``flex_flow="row wrap"``), no fixed width over 370
pixels, and entry buttons at least :data:`BUTTON_HEIGHT` high, large enough for a
thumb.  The tables scroll sideways inside their own box when a big game needs it.

The form comes first; the instructions fold under a "How to use it" line (a
``<details>`` element) below it.  Once a game starts, its code and its address
(``companion.ipynb?game=CODE``) are shown at the top of the game; on a page served by
Voilà (:meth:`CompanionView.of_this_page`) the browser's address follows the game, so
that a reload, or a tab a browser reopens, takes the same game up again.

Every text drawn in an :class:`ipywidgets.HTML` goes through :func:`~lovelet.display.markup.escaped`:
player names, the log, the code typed, the sentences (the tables are drawn by
:mod:`lovelet.display.companion`).  Buttons, dropdowns and text fields take plain
text; an entry button for a card wears its palette colour (:mod:`lovelet.display.palette`)
beside its name and value.  Every part has a CSS class ``lovelet-companion-*`` for the
browser tests.
"""

import contextlib

import ipywidgets as widgets

from lovelet.display.blocks import bold_html
from lovelet.display.companion_page import (code_html, companion_alert_html, companion_note_html,
                                            companion_status_html, companion_title_html, draft_html, follow_html,
                                            form_title_html, how_html, question_html)
from lovelet.widgets.access import access_sheet
from lovelet.companion.games import ALPHABET, CODE_LENGTH, browser_keeps_games, in_browser
from lovelet.text.i18n import say
from lovelet.text.companion import COMPANION_HOW
from lovelet.text.languages import LANGUAGES
from lovelet.display.palette import style_of, tint
from lovelet.display.styles import BUTTON_COLOURS
from lovelet.widgets.companion import CompanionController
from lovelet.widgets.companion_address import this_page
from lovelet.widgets.companion_entry import CONFIRM
from lovelet.display.companion import belief_html, board_html, log_html, odds_html, summary_html, tracker_html
from lovelet.widgets.guarded import GuardedView
from lovelet.widgets.coach_view import CoachView
from lovelet.widgets.drawing import Dropdown, add_classes, offer, offer_editions, offer_rules, set_options, show

__all__ = ["CompanionView", "MAX_WIDTH", "BUTTON_HEIGHT"]

#: The column's widest: a laptop shows it as a phone would, only roomier.
MAX_WIDTH = "48em"
#: The entry buttons' height: a thumb's size (44 px is the usual least).
BUTTON_HEIGHT = "48px"
#: A button's own colour, ipywidgets' grey, set inline where a card's colour was.
PLAIN_BUTTON = "var(--jp-layout-color2)"

def _full():
    """A layout of its own (a layout shared by two widgets would hide both at once)."""
    return widgets.Layout(width="100%")


class CompanionView(GuardedView, widgets.VBox):
    """The companion: ``CompanionView()`` is a widget (display it).

    ``controller`` is a :class:`CompanionController` (by default a new one, made with
    the keywords given: ``CompanionView(language="fr")``, ``CompanionView(save=False)``).
    ``follow_address`` (False) makes the browser's address follow the game's (a page
    served by Voilà: :meth:`of_this_page`).
    """

    _what = "lovelet companion view"

    @classmethod
    def of_this_page(cls, *, browser=None, **options):
        """The companion of the page this kernel draws: the game its address asks for
        (``?game=CODE``) taken up again, else the start form of a new game; its address
        built on the page's (:func:`lovelet.widgets.companion_address.this_page`).

        In a browser (the static site; ``browser`` defaults to
        :func:`lovelet.companion.games.in_browser`) the page has no address the kernel can
        read: the device's current game, kept in the browser's storage, is taken up
        instead (the controller's ``device`` mode), and "New game" starts another."""
        if in_browser() if browser is None else browser:
            return cls(CompanionController(device=True, **options))
        page = this_page()
        view = cls(CompanionController(game=page.game, page=page.address, **options), follow_address=page.served)
        if page.game and not view.controller.started:  # refused: the code is shown in its box, beside why
            view.code_box.value = page.game[:40]
        return view

    def __init__(self, controller=None, *, follow_address=False, **options):
        if controller is None:
            controller = CompanionController(**options)
        elif options:
            raise TypeError("give a controller or the options of a new one, not both")
        self._start_guard(controller)
        c = controller
        self._follow_address = bool(follow_address)
        self._followed = False  # the browser's address names a game of this view
        self._last = None
        wide = {"description_width": "initial"}

        # The header: title, language, coach switch.
        self.title = widgets.HTML()
        self.language = Dropdown(style=wide, layout=widgets.Layout(width="auto", max_width="100%"))
        self.coach = widgets.Checkbox(indent=False, layout=widgets.Layout(width="auto"))
        header = widgets.HBox([self.title, self.language, self.coach], layout=widgets.Layout(
            flex_flow="row wrap", justify_content="space-between", align_items="center", width="100%"))
        self.error = widgets.HTML(layout=_full())
        self.note = widgets.HTML(layout=_full())

        # The start form.
        def field(kind, **options):
            # The width less the widget's own margins (2 px each side): no overflow on a phone.
            return kind(style=wide, layout=widgets.Layout(width="calc(100% - 4px)", max_width="370px"), **options)

        self.form_title = widgets.HTML()
        self.edition = field(Dropdown)
        self.players = field(Dropdown)
        self.names = [field(widgets.Text, continuous_update=False) for _ in range(6)]
        self.seat = field(Dropdown)
        self.start_player = field(Dropdown)
        self.card = field(Dropdown)
        self.face_up = [field(Dropdown) for _ in range(3)]
        self.tie_break = field(Dropdown)
        self.thresholds = field(Dropdown)
        self.reveal_drawn = widgets.Checkbox(indent=False, layout=widgets.Layout(width="auto"))
        self.form_error = widgets.HTML(layout=_full())
        self.start = self._big_button("success")
        # A game's code, typed to take it up again: checked letter by letter, never a file name.
        self.code_help = widgets.HTML(layout=_full())
        self.code_box = widgets.Text(continuous_update=True, placeholder="7K3M9QXD2F", layout=widgets.Layout(
            width="17em", max_width="calc(100% - 4px)"))
        self.resume = self._big_button("")
        self.code_error = widgets.HTML(layout=_full())
        self.resuming = widgets.VBox([self.code_help, self._row([self.code_box, self.resume]), self.code_error],
                                     layout=widgets.Layout(width="100%", margin="10px 0 0 0"))
        self.form = widgets.VBox([
            self.form_title, self.edition, self.players, *self.names, self.seat, self.start_player, self.card,
            *self.face_up, self.tie_break, self.thresholds, self.reveal_drawn,
            self.form_error, self._row([self.start]), self.resuming], layout=_full())

        # The game: its code and address, where it stands, the entry, what can be deduced, the log.
        self.game_code = widgets.HTML(layout=_full())
        self.follow = widgets.HTML(layout=widgets.Layout(width="0px", height="0px", overflow="hidden"))
        self.status = widgets.HTML(layout=_full())
        self.board = widgets.HTML(layout=_full())
        self.prompt = widgets.HTML(layout=_full())
        self.draft = widgets.HTML()
        self.back = self._big_button("")
        self.entry = widgets.HBox([], layout=widgets.Layout(flex_flow="row wrap", width="100%"))
        self._entry_buttons = []
        self.coach_panel = CoachView()  # the coach's panel, shared with the Table
        self.coach_panel.layout.width, self.coach_panel.layout.overflow = "100%", "auto"
        self.tracker = widgets.HTML(layout=_full())
        self.belief = widgets.HTML(layout=_full())
        self.odds = widgets.HTML(layout=_full())
        self.summary = widgets.HTML(layout=_full())
        self.undo = self._big_button("warning")
        self.log_title = widgets.HTML()
        self.events = widgets.HTML(layout=_full())
        self.new_game = self._big_button("")
        self.game = widgets.VBox([
            self.game_code, self.status, self.board, self.prompt, self._row([self.draft, self.back]), self.entry,
            self.summary, self.coach_panel, self.tracker, self.belief, self.odds,
            self._row([self.log_title, self.undo]), self.events, self.new_game], layout=_full())

        self.how = widgets.HTML(layout=_full())  # "How to use it", folded, under the form or the game

        super().__init__([header, self.error, self.note, self.form, self.game, self.how, self.follow, access_sheet()],
                         layout=widgets.Layout(width="100%", max_width=MAX_WIDTH))
        self.add_class("lovelet-companion")
        add_classes("lovelet-companion-", (
            (self.title, "title"), (self.language, "language"), (self.coach, "coach"), (self.error, "error"),
            (self.note, "note"), (self.form, "form"), (self.edition, "edition"), (self.players, "players"),
            (self.seat, "seat"), (self.start_player, "start-player"), (self.card, "card"),
            (self.tie_break, "tie-break"), (self.thresholds, "thresholds"), (self.reveal_drawn, "reveal-drawn"),
            (self.code_box, "code-box"), (self.code_error, "code-error"), (self.code_help, "code-help"),
            (self.form_error, "form-error"), (self.start, "start"), (self.resume, "resume"), (self.game, "game"),
            (self.game_code, "game-code"), (self.how, "how"), (self.status, "status"), (self.board, "board"),
            (self.prompt, "prompt"), (self.draft, "draft"), (self.back, "back"), (self.entry, "entry"),
            (self.coach_panel, "coach-panel"), (self.tracker, "tracker"), (self.belief, "belief"),
            (self.odds, "odds"), (self.summary, "summary"), (self.undo, "undo"), (self.events, "log"),
            (self.new_game, "new-game")))
        for seat, name in enumerate(self.names):
            name.add_class("lovelet-companion-name")
            name.observe(self._forward(lambda value, seat=seat: c.set_name(seat, value)), names="value")
        for index, dropdown in enumerate(self.face_up):
            dropdown.add_class("lovelet-companion-face-up")
            dropdown.observe(self._forward(lambda value, index=index: c.set_face_up(index, value)), names="value")
        for widget, trait in ((self.edition, "edition"), (self.players, "players"), (self.seat, "seat"),
                              (self.start_player, "start_player"), (self.card, "card"),
                              (self.tie_break, "tie_break"), (self.thresholds, "thresholds"),
                              (self.reveal_drawn, "reveal_drawn"), (self.language, "language"),
                              (self.coach, "coach")):
            widget.observe(self._setter(trait), names="value")
        self.start.on_click(lambda _button: self._act(c.start))
        # Resume takes up the game of the code typed: a code, never a file name.
        self.resume.on_click(lambda _button: self._act(c.resume, self.code_box.value))
        self.back.on_click(lambda _button: self._act(c.back))
        self.undo.on_click(lambda _button: self._act(c.undo))
        self.new_game.on_click(lambda _button: self._act(c.new_game))
        self._follow()  # the first rendering

    @staticmethod
    def _big_button(style):
        button = widgets.Button(button_style=style, layout=widgets.Layout(
            height=BUTTON_HEIGHT, min_width="96px", width="auto", margin="3px"))
        button.style.font_size = "16px"
        return button

    @staticmethod
    def _row(children):
        return widgets.HBox(children, layout=widgets.Layout(flex_flow="row wrap", align_items="center",
                                                           width="100%"))

    # ------------------------------------------------------------------ events

    def _failed(self, language):
        return say("companion_failed", language if language in LANGUAGES else "en")

    def _after_events(self):
        if not self._closed:
            self._render()

    def _setter(self, trait):
        def forward(value):
            if value is None and trait not in ("card",):
                return  # a dropdown emptied while its options change
            setattr(self.controller, trait, value)
        return self._forward(forward)

    def _forward(self, function):
        def handler(change):
            if not self._syncing:
                with self._acting():
                    function(change["new"])
        return handler

    def _on_entry(self, index):
        with self._acting():
            self.controller.choose(index)

    # ------------------------------------------------------------------ rendering

    def _render(self):
        c = self.controller
        state = {name: getattr(c, name) for name in c.trait_names()}
        key = (state, self._fault)
        if key == self._last:
            return
        self._syncing = True
        try:
            with contextlib.ExitStack() as held:
                # Each widget sends what changed in one message, not one per trait: fewer
                # messages for the page to apply after a tap.
                for widget in self._widgets():
                    held.enter_context(widget.hold_sync())
                self._render_all(c)
        finally:
            self._syncing = False
        self._last = key

    def _widgets(self):
        """Every widget of the view, with its layout and style."""
        found, todo = [], [self]
        while todo:
            widget = todo.pop()
            found.append(widget)
            todo.extend(getattr(widget, "children", ()))
            todo.extend(part for part in (getattr(widget, "layout", None), getattr(widget, "style", None))
                        if isinstance(part, widgets.Widget))
        return found

    def _render_all(self, c):
        language = c.language
        self._render_header(c, language)
        show(self.form, not c.started)
        show(self.game, c.started)
        self._render_how(c, language)
        self._render_resuming(c, language)
        if not c.started:
            self.game_code.value = ""
            # After New game, a reload shows the form again, not the game left (still kept by its code).
            self.follow.value = follow_html("") if self._followed else ""
        if c.started:
            self._render_game(c, language)
        else:
            self._render_form(c, language)

    def _render_header(self, c, language):
        self.title.value = companion_title_html(say("companion_title", language))
        offer(self.language, say("setup_language", language),
              [(say(f"language_{code}", language), code) for code in LANGUAGES], language)
        self.coach.description = say("companion_coach", language)
        self.coach.value = bool(c.coach)
        problem = c.error or self._fault
        self.error.value = companion_alert_html(problem)
        self.note.value = companion_note_html(c.note)

    # ------------------------------------------------------------------ the start form

    def _render_form(self, c, language):
        self.form_title.value = form_title_html(say("companion_new_game", language))
        offer_editions(self.edition, c, language)
        offer(self.players, say("setup_players", language),
              [(str(count), count) for count in range(c.min_players, c.max_players + 1)], c.players)
        names = list(c.names) if isinstance(c.names, (list, tuple)) else []
        for seat, box in enumerate(self.names):
            used = seat < len(names)
            show(box, used)
            box.description = say("setup_seat", language, number=seat + 1) if used else ""
            value = names[seat] if used and isinstance(names[seat], str) else ""
            if box.value != value:
                box.value = value
        seats = [(str(name), seat) for seat, name in enumerate(names)]
        self.seat.description = say("companion_my_seat", language)
        set_options(self.seat, seats, c.seat)
        self.start_player.description = say("companion_start_player", language)
        set_options(self.start_player, seats, c.start_player)
        cards = [(f"{c.card_names[code]} ({c.card_values[code]})", code) for code in c.cards]
        self.card.description = say("companion_my_card", language)
        set_options(self.card, cards, c.card)
        self._clear_if_unchosen(self.card, c.card)
        face_up = list(c.face_up) if isinstance(c.face_up, (list, tuple)) else []
        for index, dropdown in enumerate(self.face_up):
            used = len(face_up) == 3
            show(dropdown, used)
            dropdown.description = say("companion_face_up_card", language, number=index + 1) if used else ""
            set_options(dropdown, cards if used else [], face_up[index] if used else None)
            self._clear_if_unchosen(dropdown, face_up[index] if used else None)
        offer_rules(self, c, language, lambda _name: "")  # the favors are the real game's to count
        self.form_error.value = companion_note_html(c.form_error, warning=True)
        self.start.description = say("companion_start", language)
        self.start.disabled = not c.ready
        for widget in (self.prompt, self.draft, self.board, self.status, self.tracker, self.belief, self.odds,
                       self.summary, self.events):
            widget.value = ""
        self._render_coach(c, language)
        self._render_buttons(c, language)

    @staticmethod
    def _clear_if_unchosen(dropdown, value):
        """A card not chosen (a new game's deal) shows as none, not as the last game's card."""
        if value is None and dropdown.index is not None:
            dropdown.index = None

    def _render_resuming(self, c, language):
        """The box where a game's code is typed, its Resume button and its refusal, beside it."""
        show(self.resuming, c.saving)
        self.code_help.value = companion_note_html(say("companion_code_help", language))
        self.code_box.description = say("companion_code", language)
        self.code_box.style.description_width = "initial"
        self.resume.description = say("companion_resume", language)
        self.code_error.value = companion_alert_html(c.code_error)

    def _render_how(self, c, language):
        """"How to use it": one line, the instructions folded under it (in a browser, the
        game is found again by the device, not by an address)."""
        keys = [f"{key}_browser" if key == "companion_how_code" and c.device else key for key in COMPANION_HOW]
        self.how.value = how_html(say("companion_how_title", language), [say(key, language) for key in keys])

    def _render_code(self, c, language):
        """The game's code and address at the top of the game; on a Voilà page, the browser's
        address follows the game (a reload takes it up again)."""
        code = c.code if len(c.code) == CODE_LENGTH and all(ch in ALPHABET for ch in c.code) else ""
        if not code:
            self.game_code.value = ""
            self.follow.value = ""
            return
        self.game_code.value = code_html(code, c.address, language, kept=not c.device or browser_keeps_games())
        if self._follow_address:  # the code is of ALPHABET only (checked above): safe in the script
            self._followed = True
            self.follow.value = follow_html(code)

    # ------------------------------------------------------------------ the game

    def _render_game(self, c, language):
        self._render_code(c, language)
        self.status.value = companion_status_html(c.round_number, c.deck_size, c.favors_needed, language)
        self.board.value = board_html(c, language)
        self.prompt.value = question_html(c.prompt, c.question)
        self.draft.value = draft_html(item["label"] for item in c.draft) if c.draft else ""
        self.back.description = say("companion_back", language)
        show(self.back, c.can_back)
        self._render_buttons(c, language)
        self.summary.value = summary_html(c, language)
        self._render_coach(c, language)
        self.tracker.value = tracker_html(c, language)
        self.belief.value = belief_html(c, language)
        self.odds.value = odds_html(c, language)
        self.log_title.value = bold_html(say("table_log", language))
        self.undo.description = say("companion_undo", language)
        self.undo.disabled = not c.can_undo
        self.events.value = log_html(c)
        self.new_game.description = say("companion_new_game", language)

    def _render_buttons(self, c, language):
        buttons = list(c.buttons) if c.started else []
        while len(self._entry_buttons) < len(buttons):
            index = len(self._entry_buttons)
            button = self._big_button("")
            button.add_class("lovelet-companion-choice")
            button.on_click(lambda _button, index=index: self._on_entry(index))
            self._entry_buttons.append(button)
            self.entry.children = tuple(self._entry_buttons)
        for index, button in enumerate(self._entry_buttons):
            used = index < len(buttons)
            show(button, used)
            item = buttons[index] if used else {}
            button.description = item.get("label", "")
            button.button_style = "primary" if used and c.field == CONFIRM else ""
            if used and item.get("card"):
                colour = tint(style_of(item["card"]).color, 0.45)
            else:  # the colour the button's style gives it: never None, which Pyodide cannot send
                colour = BUTTON_COLOURS["primary"] if button.button_style == "primary" else PLAIN_BUTTON
            button.style.button_color = colour
            button.disabled = not used

    def _render_coach(self, c, language):
        """The coach's advice at my decision (switch on), else its note, else nothing."""
        advice = c.advice if c.coach and c.started else {}
        note = c.coach_note if c.coach and c.started else ""
        self.coach_panel.show(advice, language, note)

