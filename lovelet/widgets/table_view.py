"""The Table's ipywidgets view: :class:`TableView` lays a :class:`TableController` out.

The view holds no rule and no game.  It reads the controller's traits only (never
``controller.game``: the traits are what the seat in view may see, and every widget's
state reaches the browser), re-renders when a trait changes, and forwards each click
to the controller (:meth:`~TableController.play`, :meth:`~TableController.chancellor`,
:meth:`~TableController.reveal`, ...).  A refusal is the controller's ``error``: the
engine's sentence, shown under the controls; nothing a person does raises, and an
unexpected failure shows a sentence too (it is kept in ``view.failures`` for tests).

Every text drawn in an :class:`ipywidgets.HTML` goes through :func:`html.escape`
(player names, the log, the engine's sentences); buttons, dropdowns and checkboxes
take plain text.  Cards are drawn by :func:`lovelet.svg.card_svg` (faces) and
:func:`lovelet.svg.card_back_svg` (backs, which are never given a card).  Widgets that
are not in use are emptied, not merely hidden: a hand hidden in hot seat is not in
any widget's state.

Bots move with a short visible pause: with an asyncio loop running (a Jupyter kernel,
Voilà), each bot decision is scheduled ``pause`` seconds after the last change; with
``pause=0`` (tests) or no running loop, bots move at once, synchronously.
"""

import functools
import html
import logging

import ipywidgets as widgets

from ..cards import Card
from ..errors import IllegalAction
from ..i18n import say
from ..narration import SENTENCES
from ..naming import LANGUAGES
from ..svg import SHIELD_SVG, card_back_svg, card_svg
from .loop import running_loop
from .coach_view import CoachView
from .guarded import GuardedView, stop_following
from .table_layout import WhyNot, alert_html, note_html, reasons_of, style_sheet
from .table_move import MoveDraft

__all__ = ["TableView", "DEFAULT_PAUSE"]

#: Seconds between two bot decisions when an asyncio loop is running.
DEFAULT_PAUSE = 0.8

_log = logging.getLogger("lovelet.widgets")

# Texts the i18n tables do not have yet (see the report: they belong in lovelet.i18n).
_FAILED = {"en": "Something went wrong in this widget; run its cell again to go on.",
           "fr": "Un problème est survenu dans ce widget ; exécute à nouveau sa cellule pour continuer.",
           "de": "In diesem Widget ist ein Fehler aufgetreten; führe seine Zelle erneut aus."}

_SMALL = 44  # the width of a card on the board, in pixels
_NOTE = "font-size:0.85em;color:#333;margin:2px 0"
_BADGE = ("display:inline-block;font-size:0.8em;padding:0 5px;margin-left:4px;border:1px solid #000;"
          "border-radius:4px;background:#fff")


def _esc(value):
    return html.escape(str(value), quote=True)


def joined(words, language):
    """["a", "b", "c"] as "a, b and c" in ``language``."""
    words = list(words)
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {SENTENCES[language]['and']} " + words[-1]


def show(widget, visible):
    """Show or hide ``widget`` (its content is the caller's business).  "" rather than
    None for shown: Pyodide cannot send None."""
    widget.layout.display = "" if visible else "none"


def set_options(dropdown, options, value=None):
    """Give ``dropdown`` these (label, value) options and select ``value`` (None: nothing),
    without touching an unchanged list (a person's selection then stays)."""
    options = tuple((str(label), choice) for label, choice in options)
    if tuple(dropdown.options) != options:
        dropdown.index = None
        dropdown.options = options
        dropdown.value = value if any(choice == value for _, choice in options) else None
    elif value is not None and dropdown.value != value:
        dropdown.value = value


@functools.lru_cache(maxsize=512)
def face(code, edition, language, size):
    """A face-up card (a code such as "GUARD") as inline SVG markup."""
    return (f'<span style="display:inline-block;margin:1px">'
            f"{card_svg(Card[code], edition, language, size=size)}</span>")


@functools.lru_cache(maxsize=32)
def back(language, size):
    """A face-down card: the same markup whichever card it hides."""
    return f'<span style="display:inline-block;margin:1px">{card_back_svg(language, size=size)}</span>'


def seat_label(name, language, *, out=False, protected=False, to_play=False, you=False):
    """A seat's name as the boards of the Table, the staged plays and the replay show it:
    struck out once out of the round, marked when it is that seat's turn, "(you)" for the
    seat in view, and badges for a Handmaid's protection and an elimination (in words, so
    that no colour or symbol carries the meaning alone).  ``name`` is escaped here."""
    who = f"<s>{_esc(name)}</s>" if out else _esc(name)
    if to_play:
        who = f"&#9654; <b>{who}</b>"
    if you:
        who += f" ({_esc(say('you', language))})"
    if protected:
        who += f'<span style="{_BADGE}">{SHIELD_SVG} {_esc(say("protected", language))}</span>'
    if out:
        who += f'<span style="{_BADGE}">&#10007; {_esc(say("out", language))}</span>'
    return who


#: The hint beside a disabled Play (or Confirm) button, by what the move still misses.
_MISSING_HINTS = {"card": "table_choose_card", "target": "table_choose_target", "guess": "table_choose_guess",
                  "keep": "table_choose_keep", "order": "table_choose_order"}


def _plays(choices):
    """The cards of a decision to play a card (none for the Chancellor's choice)."""
    return choices.get("cards", ()) if choices.get("kind") == "play" else ()


class CardSlot:
    """One card of the hand: its drawing, its button and the reason it may not be played.

    ``prefix`` starts its CSS classes (``lovelet-slot``, ``lovelet-card-button``, ...;
    the staged plays use ``lovelet-staged``), which the browser tests look for.
    """

    def __init__(self, on_click, prefix="lovelet"):
        self.picture = widgets.HTML()
        self.button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.reason = widgets.HTML()
        self.box = widgets.VBox([self.picture, self.button, self.reason],
                                layout=widgets.Layout(margin="0 8px 0 0", max_width="220px"))
        self.box.add_class(f"{prefix}-slot")
        self.button.add_class(f"{prefix}-card-button")
        self.reason.add_class(f"{prefix}-card-reason")
        self.code = None
        self.button.on_click(lambda _button: on_click(self))

    def clear(self):
        self.code = None
        self.picture.value = self.reason.value = ""
        self.button.description = self.button.tooltip = ""
        self.button.disabled = True
        self.button.button_style = ""
        self.box.remove_class("lovelet-card-refused")
        show(self.box, False)


class TableView(GuardedView, widgets.VBox):
    """The Table: ``TableView(table_controller)`` is a widget (display it).

    ``pause`` is the time between two bot decisions when an asyncio loop is running
    (0: bots move at once); ``show_teacher=False`` leaves out the teacher checkbox (a
    student's page); ``card_size`` is the width of a card of the hand in pixels.
    """

    _what = "lovelet table view"

    def __init__(self, table_controller, *, pause=DEFAULT_PAUSE, show_teacher=True, card_size=100):
        if not hasattr(table_controller, "choices") or not hasattr(table_controller, "observe"):
            raise IllegalAction("BAD_OPTION", "A TableView shows a TableController.")
        self.controller = table_controller
        self.pause = float(pause)
        self.card_size = card_size
        self.failures = []  # unexpected exceptions caught in handlers (tests check it is empty)
        self._fault = ""
        self._depth = 0
        self._syncing = False
        self._timer = None
        self._closed = False
        # What the person has chosen so far (a card by its place in the hand, its target...).
        self.draft = MoveDraft()
        self._said_beside = ""  # the controller's error, when it is said beside Play or Confirm
        self._stepping = False
        self._stuck = False
        self._last_choices = None
        self._last_state = None
        c = table_controller
        wide = {"description_width": "initial"}

        self.status = widgets.HTML()
        self.language = widgets.Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        # A widget's state reaches the browser once it exists: a student's page has no switch at all.
        self.teacher = widgets.Checkbox(indent=False, layout=widgets.Layout(width="auto")) \
            if show_teacher else None
        self.watch = widgets.Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        # The coach switch, for a person's seat (off by default; a toggle button, so that a
        # student's page has no checkbox that looks like the teacher's); its panel below.
        self.coach = widgets.ToggleButton(value=False, layout=widgets.Layout(width="auto"))
        self.coach_panel = CoachView(language=c.language)
        self.error = widgets.HTML()
        self.hidden_note = widgets.HTML()
        self.reveal_button = widgets.Button(button_style="warning")
        self.hot_seat = widgets.HBox([self.hidden_note, self.reveal_button],
                                     layout=widgets.Layout(align_items="center"))
        self.board = widgets.HTML()
        self.hand_title = widgets.HTML()
        # Three cards at most (the Chancellor's); made at once, so that the page's widgets
        # never tell how many cards someone once held.
        self._slots = [CardSlot(self._on_card) for _ in range(3)]
        self.hand = widgets.HBox([slot.box for slot in self._slots], layout=widgets.Layout(flex_flow="row wrap"))
        # Why a card may not be played: on request ("why not?"), under each such card.
        self.hand_why = WhyNot("hand", self._on_why_not, listed=False)
        # Playing a card: its target and guess; Play, with the refusal or the hint beside it.
        self.play_title = widgets.HTML()
        self.target = widgets.Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.target_why = WhyNot("target", self._on_why_not)
        self.target_reasons = self.target_why.reasons
        self.guess = widgets.Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.guess_why = WhyNot("guess", self._on_why_not)
        self.guess_reasons = self.guess_why.reasons
        self.no_target = widgets.HTML()
        self.play_button = widgets.Button(button_style="success", layout=widgets.Layout(width="auto"))
        self.play_note = widgets.HTML()
        self.play_panel = widgets.VBox([
            self.play_title,
            widgets.HBox([self.target, self.target_why.toggle], layout=widgets.Layout(align_items="center")),
            self.target_reasons,
            widgets.HBox([self.guess, self.guess_why.toggle], layout=widgets.Layout(align_items="center")),
            self.guess_reasons, self.no_target,
            widgets.HBox([self.play_button, self.play_note], layout=widgets.Layout(flex_flow="row wrap"))])
        # The Chancellor's choice.
        self.chancellor_help = widgets.HTML()
        self.keep = widgets.Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.order_hint = widgets.HTML()
        self.order = widgets.Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.confirm = widgets.Button(button_style="success", layout=widgets.Layout(width="auto"))
        self.confirm_note = widgets.HTML()
        self.chancellor_panel = widgets.VBox([
            self.chancellor_help, self.keep, self.order_hint, self.order,
            widgets.HBox([self.confirm, self.confirm_note], layout=widgets.Layout(flex_flow="row wrap"))])
        self.summary = widgets.HTML()
        self.next_round = widgets.Button(button_style="primary")
        self.events = widgets.HTML()

        controls = [self.language] + ([self.teacher] if self.teacher is not None else [])
        controls += [self.watch, self.coach]
        header = widgets.HBox([self.status, *controls],
                              layout=widgets.Layout(justify_content="space-between", flex_flow="row wrap",
                                                    align_items="center"))
        # The move first (the hand, then the choices with Play and its refusal beside it), so
        # that they are in view together at the top of the Table; the board under them.
        hand_column = widgets.VBox([self.hand_title, self.hand, self.hand_why.toggle],
                                   layout=widgets.Layout(align_items="flex-start"))
        choices = widgets.VBox([self.play_panel, self.chancellor_panel])
        self.move_row = widgets.HBox([hand_column, choices],
                                     layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        super().__init__([style_sheet(), header, self.error, self.hot_seat, self.move_row, self.coach_panel,
                          self.summary, self.next_round, self.board, self.events],
                         layout=widgets.Layout(max_width="1100px"))
        self.add_class("lovelet-table")
        self.move_row.add_class("lovelet-move-row")
        choices.add_class("lovelet-choices")
        self.play_button.add_class("lovelet-play-button")
        for widget, name in ((self.status, "status"), (self.language, "language"), (self.teacher, "teacher"),
                             (self.watch, "watch"), (self.error, "error"), (self.hot_seat, "hot-seat"),
                             (self.reveal_button, "reveal"), (self.board, "board-widget"), (self.hand, "hand"),
                             (self.play_panel, "play-panel"), (self.target, "target"), (self.guess, "guess"),
                             (self.target_reasons, "target-reasons"), (self.guess_reasons, "guess-reasons"),
                             (self.play_button, "play"), (self.chancellor_panel, "chancellor"),
                             (self.keep, "keep"), (self.order, "order"), (self.confirm, "confirm"),
                             (self.play_note, "play-note"), (self.confirm_note, "confirm-note"),
                             (self.summary, "summary-widget"), (self.next_round, "next-round"),
                             (self.coach, "coach-switch"),
                             (self.events, "log-widget")):
            if widget is not None:
                widget.add_class(f"lovelet-{name}")

        self.reveal_button.on_click(lambda _b: self._act(c.reveal))
        self.play_button.on_click(lambda _b: self._act(self._play))
        self.confirm.on_click(lambda _b: self._act(self._chancellor))
        self.next_round.on_click(lambda _b: self._act(c.next_round))
        self.language.observe(self._on_setting, names="value")
        if self.teacher is not None:
            self.teacher.observe(self._on_setting, names="value")
        self.watch.observe(self._on_setting, names="value")
        self.coach.observe(self._on_setting, names="value")
        for dropdown in (self.keep, self.order, self.target, self.guess):
            dropdown.observe(self._on_choice, names="value")
        c.observe(self._on_trait)
        with self._acting():
            pass  # the first rendering (and the first bots' moves)

    # ------------------------------------------------------------------ events

    def _failed(self, language):
        return _FAILED.get(language, _FAILED["en"])

    def _after_events(self):
        if not self._closed:
            self._render()
            self._schedule_bots()

    def _act(self, function, *arguments):
        with self._acting():
            function(*arguments)

    def _on_trait(self, _change):
        if self._depth == 0 and not self._closed:
            with self._acting():
                pass

    def _on_setting(self, change):
        if self._syncing:
            return
        c = self.controller
        with self._acting():
            if change["owner"] is self.language:
                c.language = change["new"]
            elif change["owner"] is self.teacher:
                c.teacher = bool(change["new"])
            elif change["owner"] is self.coach:
                c.coach = bool(change["new"])
            elif change["new"] is not None and change["new"] != c.viewer:
                c.watch(change["new"])

    def _on_card(self, slot):
        with self._acting():
            c = self.controller
            if slot.code is None:
                return
            draft = self.draft
            draft.follow(c.choices)
            if not c.choices:  # not this person's decision: the controller says why
                c.play(slot.code)
                return
            draft.select(self._slots.index(slot))  # this card, not another one like it
            if draft.missing == "refused":  # the rules forbid it: the engine's sentence, said to the person
                c.play(slot.code)
                self._refused_beside_button()

    def _on_choice(self, change):
        """A target, a guess, a card to keep or an order chosen in its dropdown."""
        if self._syncing:
            return
        with self._acting():
            draft, owner, value = self.draft, change["owner"], change["new"]
            if owner is self.target:
                draft.choose_target(value)
            elif owner is self.guess:
                draft.choose_guess(value)
            elif owner is self.keep:
                draft.choose_keep(value)
            else:
                draft.choose_order(value)

    def _on_why_not(self, _change):
        if not self._syncing:
            with self._acting():
                pass  # the rendering shows or hides the reasons

    def _play(self):
        c, draft = self.controller, self.draft
        # Play is enabled only once the move is complete; a click that comes anyway (from a
        # page that had not caught up) is the engine's to refuse, beside the button.
        move = draft.action()
        if move is None or move[0] != "play":
            c.play(draft.card, draft.target, draft.guess)
        else:
            c.play(*move[1:])
        self._refused_beside_button()

    def _chancellor(self):
        c, draft = self.controller, self.draft
        move = draft.action()
        if move is None or move[0] != "chancellor":
            c.chancellor(draft.card, list(draft.order or ()))
        else:
            c.chancellor(move[1], move[2])
        self._refused_beside_button()

    def _refused_beside_button(self):
        """After a try at the move: its refusal (if any) is said beside Play or Confirm when
        that button is shown, else at the top of the Table."""
        error = self.controller.error
        self.draft.refusal = error
        self._said_beside = error if error and self._refusal_beside_button(self.controller) else ""

    # ------------------------------------------------------------------ bots

    def _schedule_bots(self):
        c = self.controller
        if not c.bots_to_move:
            self._stuck = False
        if self._closed or self._timer is not None or self._stepping or self._stuck or not c.bots_to_move:
            return
        loop = running_loop() if self.pause > 0 else None
        if loop is None:
            self._stepping = True
            try:
                with self._acting():
                    while c.bots_to_move:
                        if not c.step_bots():  # a caller's own agent failed: its error is shown
                            self._stuck = True
                            break
            finally:
                self._stepping = False
            return
        self._timer = loop.call_later(self.pause, self._bot_moves)

    def _bot_moves(self):
        self._timer = None
        if not self._closed:
            self._act(self._bot_step)

    def _bot_step(self):
        if self.controller.bots_to_move and not self.controller.step_bots():
            self._stuck = True

    @property
    def waiting(self):
        """True while a bot's decision is scheduled."""
        return self._timer is not None

    def close(self):
        """Stop the bots' timer, stop following the controller and close every widget."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        stop_following(self)
        super().close()

    # ------------------------------------------------------------------ rendering

    def _render(self):
        c = self.controller
        state = {name: getattr(c, name) for name in c.trait_names()}
        if c.choices != self._last_choices:
            self._last_choices = c.choices
            if self.draft.follow(c.choices):  # a new decision: nothing chosen, no reason shown
                for why in (self.hand_why, self.target_why, self.guess_why):
                    self._syncing = True
                    try:
                        why.reset()
                    finally:
                        self._syncing = False
        drafted = {name: getattr(self.draft, name) for name in self.draft.trait_names()}
        opened = tuple(why.toggle.value for why in (self.hand_why, self.target_why, self.guess_why))
        key = (state, drafted, opened, self._fault)
        if key == self._last_state:
            return
        self._syncing = True
        try:
            language = c.language
            self._render_controls(c, language)
            self._render_status(c, language)
            self.board.value = self._board_html(c, language)
            self._render_hand(c, language)
            self._render_play(c, language)
            self._render_chancellor(c, language)
            self._render_coach(c, language)
            self.summary.value = self._summary_html(c, language)
            self.next_round.description = say("table_next_round", language)
            show(self.next_round, c.round_over and not c.game_over)
            self.events.value = self._log_html(c, language)
        finally:
            self._syncing = False
        self._last_state = key

    def _name(self, seat):
        names = self.controller.names
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat)

    def _render_controls(self, c, language):
        self.language.description = say("setup_language", language)
        set_options(self.language, [(say(f"language_{code}", language), code) for code in LANGUAGES],
                    language)
        if self.teacher is not None:
            self.teacher.description = say("teacher_view", language)
            self.teacher.tooltip = say("teacher_view_help", language)
            self.teacher.value = bool(c.teacher)
        watching = not c.persons
        show(self.watch, watching)
        self.watch.description = say("deduction_seat", language) if watching else ""
        set_options(self.watch, [(name, seat) for seat, name in enumerate(c.names)] if watching else [],
                    c.viewer if watching else None)
        if not c.error:
            self._said_beside = ""
        # A refusal said beside the Play (or Confirm) button pressed is not said again here.
        problem = (c.error if c.error != self._said_beside else "") or self._fault
        self.error.value = alert_html(say("table_refused", language, reason=problem)) if problem else ""
        showing = c.hidden and c.to_reveal is not None
        show(self.hot_seat, showing)
        self.hidden_note.value = (f"<b>{_esc(say('table_hidden_hand', language, name=self._name(c.to_reveal)))}"
                                  f"</b>" if showing else "")
        self.reveal_button.description = say("table_reveal", language) if showing else ""

    def _render_status(self, c, language):
        parts = [f"{_esc(say('round', language))} {c.round_number} &#183; {_esc(say('turn', language))} "
                 f"{c.turn} &#183; {_esc(say('needed', language, count=c.favors_needed))}"]
        current = c.current_player
        if c.game_over:
            line = say("game_over", language)
        elif c.round_over:
            line = say("round_over", language)
        elif c.bots_to_move:
            line = say("table_bot_thinking", language, name=self._name(current))
            if c.pending_chancellor:
                line += f" ({say('chancellor_pending', language)})"
        elif c.hidden:  # the hot-seat panel says whom to pass the screen to
            line = say("table_waiting", language, name=self._name(current))
        elif c.choices:
            line = say("table_your_turn", language)
            if c.hot_seat:
                line = f"{self._name(c.viewer)}: {line}"
        else:
            line = say("table_waiting", language, name=self._name(current))
        parts.append(f"<b>{_esc(line)}</b>")
        if c.teacher:
            parts.append(_esc(say("omniscient", language)))
        elif c.viewer is not None:
            parts.append(_esc(say("view_of", language, name=self._name(c.viewer))))
        self.status.value = "<div>" + " &#8212; ".join(parts) + "</div>"

    def _board_html(self, c, language):
        edition, size = c.edition, _SMALL
        middle = [f"<div>{back(language, size)}<br/>{_esc(say('table_deck_count', language, count=c.deck_size))}"
                  f"</div>"]
        middle.append(f"<div>{''.join(back(language, size) for _ in range(c.set_aside_count))}<br/>"
                      f"{_esc(say('set_aside', language))}: {c.set_aside_count}</div>")
        if c.face_up:
            middle.append(f"<div>{''.join(face(code, edition, language, size) for code in c.face_up)}<br/>"
                          f"{_esc(say('face_up', language))}</div>")
        head = "".join(f'<th style="text-align:left;padding:2px 8px">{_esc(say(key, language))}</th>'
                       for key in ("player", "hand", "discards", "favors"))
        rows = []
        for seat, name in enumerate(c.names):
            who = seat_label(name, language, out=seat in c.eliminated, protected=seat in c.protected,
                             to_play=seat == c.current_player and not c.round_over,
                             you=seat == c.viewer)
            if c.teacher and c.all_hands:
                held = "".join(face(code, edition, language, size) for code in c.all_hands[seat])
            else:
                held = "".join(back(language, size) for _ in range(c.hand_sizes[seat]))
            pile = "".join(face(code, edition, language, size) for code in c.discards[seat])
            favors = _esc(say("table_favors_of", language, name=name, count=c.favors[seat]))
            style = "background:#eef6fb;" if seat == c.current_player and not c.round_over else ""
            rows.append(f'<tr style="{style}border-top:1px solid #999">'
                        f'<td style="text-align:left;padding:2px 8px">{who}</td>'
                        f'<td style="text-align:left;padding:2px 8px">{held}</td>'
                        f'<td style="text-align:left;padding:2px 8px">{pile}</td>'
                        f'<td style="text-align:left;padding:2px 8px" title="{favors}">'
                        f"&#9829; {c.favors[seat]}</td></tr>")
        return (f'<div class="lovelet-board"><div style="display:flex;gap:18px;align-items:flex-end;'
                f'flex-wrap:wrap;text-align:center">{"".join(middle)}</div>'
                f'<table style="border-collapse:collapse;margin-top:6px"><tr>{head}</tr>{"".join(rows)}'
                f"</table></div>")

    def _refusal_beside_button(self, c):
        """Whether the draft's refusal is shown beside Play or Confirm (their panel is shown)."""
        kind = self.draft.kind
        return (kind == "play" and self.draft.choice is not None) or kind == "chancellor"

    def _render_hand(self, c, language):
        hand, choices, draft = list(c.hand), c.choices, self.draft
        self.hand_title.value = f"<b>{_esc(say('your_hand', language))}</b>" if hand else ""
        while len(self._slots) < len(hand):
            slot = CardSlot(self._on_card)
            self._slots.append(slot)
            self.hand.children = tuple(self.hand.children) + (slot.box,)
        chancellor = choices.get("kind") == "chancellor"
        plays = list(_plays(choices))
        refused = [item["reason"] for item in plays if not item["playable"] and item["reason"]]
        self.hand_why.render(refused, language, show)
        reasons_open = self.hand_why.opened
        for index, slot in enumerate(self._slots):
            if index >= len(hand):
                slot.clear()
                continue
            code = hand[index]
            name = c.card_names.get(code, code)
            slot.code = code
            slot.picture.value = face(code, c.edition, language, self.card_size)
            show(slot.box, True)
            choice = plays[index] if index < len(plays) else None
            barred = choice is not None and not choice["playable"]
            # A card the rules forbid stays clickable (the click says why, beside Play), drawn faded.
            (slot.box.add_class if barred else slot.box.remove_class)("lovelet-card-refused")
            if chancellor:
                slot.button.description = f"{say('table_keep', language)}: {name}"
                slot.button.disabled = False
                slot.button.button_style = "primary" if draft.keep == index else ""
                slot.reason.value = ""
            else:
                slot.button.description = f"{name} ({c.card_values.get(code, '?')})"
                slot.button.disabled = choice is None
                slot.button.button_style = "primary" if draft.slot == index and not barred else ""
                reason = choice["reason"] if barred else None
                slot.reason.value = note_html(say("table_not_allowed", language, reason=reason)) \
                    if reason and reasons_open else ""
            slot.button.tooltip = (choice["reason"] if barred else say("table_play_card", language, card=name)) \
                if choice else ""

    def _move_note(self, language):
        """Beside Play or Confirm: the refusal of the last try, else what the move still misses."""
        draft = self.draft
        if draft.refusal:
            return alert_html(say("table_refused", language, reason=draft.refusal))
        hint = _MISSING_HINTS.get(draft.missing)
        return note_html(say(hint, language)) if hint else ""

    def _render_play(self, c, language):
        draft = self.draft
        choice = draft.choice
        show(self.play_panel, choice is not None)
        if choice is None:
            for part in (self.play_title, self.no_target, self.play_note):
                part.value = ""
            for why in (self.target_why, self.guess_why):
                why.render([], language, show)
            set_options(self.target, [])
            set_options(self.guess, [])
            show(self.target, False)
            show(self.guess, False)
            self.target.description = self.guess.description = self.play_button.description = ""
            self.play_button.disabled = True
            return
        name = c.card_names.get(choice["card"], choice["card"])
        playable = choice["playable"]
        aimed = playable and choice["needs_target"]
        guessing = aimed and choice["card"] == "GUARD"
        self.play_title.value = f"<b>{_esc(name)}</b>"
        self.play_button.description = say("table_play_card", language, card=name)
        self.play_button.disabled = not draft.complete
        self.play_note.value = self._move_note(language)
        allowed = [(self._name(seat), seat) for seat in draft.targets]
        show(self.target, aimed)
        self.target.description = say("table_target", language) if aimed else ""
        set_options(self.target, allowed if aimed else [], draft.target)
        self.target_why.render(reasons_of(choice["targets"]) if aimed else [], language, show)
        show(self.guess, guessing)
        self.guess.description = say("table_guess", language) if guessing else ""
        guesses = [(f"{c.card_names.get(code, code)} ({c.card_values.get(code, '?')})", code)
                   for code in draft.guesses]
        set_options(self.guess, guesses if guessing else [], draft.guess)
        self.guess_why.render(reasons_of(choice["guesses"]) if guessing else [], language, show)
        nobody = playable and bool(choice["targets"]) and not aimed
        self.no_target.value = note_html(say("table_no_target", language)) if nobody else ""

    def _render_chancellor(self, c, language):
        draft = self.draft
        active = draft.kind == "chancellor"
        show(self.chancellor_panel, active)
        names = c.card_names
        set_options(self.keep, [(names.get(code, code), code) for code in draft.keeps] if active else [],
                    draft.card if active else None)
        set_options(self.order, [(" \u2192 ".join(names.get(code, code) for code in order), order)
                                 for order in draft.orders], draft.order)
        self.keep.description = say("table_keep", language) if active else ""
        self.order.description = ""
        self.chancellor_help.value = f"<b>{_esc(say('table_chancellor_help', language))}</b>" if active else ""
        self.order_hint.value = note_html(say("table_put_under", language)) if active else ""
        self.confirm.description = say("table_confirm", language) if active else ""
        self.confirm.disabled = not draft.complete
        self.confirm_note.value = self._move_note(language) if active else ""

    def _render_coach(self, c, language):
        """The coach's panel: its advice at the person's turn with the switch on (the
        controller computes it from that person's observation), else a word or nothing."""
        switch = bool(c.persons)
        show(self.coach, switch)
        self.coach.description = say("coach_switch", language) if switch else ""
        self.coach.tooltip = say("coach_switch_help", language) if switch else ""
        self.coach.value = bool(c.coach) and switch
        waiting = say("coach_wait", language) if c.coach and switch and not c.round_over else ""
        self.coach_panel.show(c.coach_advice or None, language, note=waiting)
        show(self.coach_panel, bool(c.coach and switch))

    def _summary_html(self, c, language):
        parts = []
        summary = c.summary
        edition = c.edition
        if summary:
            parts.append(f"<h4>{_esc(say('round_over', language))}: {_esc(say('round', language))} "
                         f"{summary['round']}</h4>")
            parts.append(f"<p>{_esc(summary['text'])}</p>")
            if summary["reason"] == "showdown":
                shown_cards = "".join(
                    f'<div style="text-align:center">{face(item["card"], edition, language, _SMALL)}<br/>'
                    f"{_esc(self._name(item['seat']))}</div>" for item in summary["showdown"])
                parts.append(f"<p><b>{_esc(say('table_showdown', language))}</b>: "
                             f"{_esc(say('table_showdown_help', language))}</p>"
                             f'<div style="display:flex;gap:10px">{shown_cards}</div>')
            if summary["tied"] and summary["shared"]:
                tied = joined([self._name(seat) for seat in summary["winners"]], language)
                parts.append(f"<p>{_esc(say('table_tie_shared', language, names=tied))}</p>")
            elif summary["tied"]:
                sums = ", ".join(f"{self._name(item['seat'])}: {item['total']}" for item in summary["discard_sums"])
                parts.append(f"<p>{_esc(say('table_tie_broken', language))} "
                             f"({_esc(say('discard_sums', language))}: {_esc(sums)})</p>")
            if summary["spy_bonus"] is not None:
                parts.append(f"<p>{_esc(say('table_spy_bonus_help', language, name=self._name(summary['spy_bonus'])))}"
                             f"</p>")
            elif edition == "revised":
                parts.append(f'<p style="{_NOTE}">{_esc(say("table_spy_bonus_none", language))}</p>')
            if summary["set_aside"]:
                parts.append(f"<p>{_esc(say('set_aside', language))}: "
                             f"{face(summary['set_aside'], edition, language, _SMALL)}</p>")
            gains = ", ".join(f"{self._name(seat)} +{gain}" for seat, gain in enumerate(summary["gains"]) if gain)
            parts.append(f"<p>{_esc(say('favors_gained', language))}: "
                         f"{_esc(gains or say('nobody', language))}</p>")
        if c.game_summary:
            result = c.game_summary
            parts.append(f"<h4>{_esc(say('game_over', language))}</h4><p><b>{_esc(result['text'])}</b></p>")
        earlier = [item for item in c.rounds if not summary or item["round"] != summary["round"]]
        for item in earlier:
            parts.append(f"<details><summary>{_esc(say('round', language))} {item['round']}</summary>"
                         f"<p>{_esc(item['text'])}</p></details>")
        return f'<div class="lovelet-summary">{"".join(parts)}</div>' if parts else ""

    def _log_html(self, c, language):
        items = "".join(f"<li>{_esc(sentence)}</li>" for sentence in c.log if sentence)
        return (f'<div class="lovelet-log"><b>{_esc(say("table_log", language))}</b>'
                f'<div style="display:flex;flex-direction:column-reverse;max-height:16em;overflow-y:auto;'
                f'border:1px solid #999;padding:2px 6px"><ol style="margin:0">{items}</ol></div></div>')
