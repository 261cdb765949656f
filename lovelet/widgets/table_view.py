"""The Table's ipywidgets view: :class:`TableView` lays a :class:`TableController` out.

The view holds no rule and no game.  It reads the controller's traits only (never
``controller.game``: the traits are what the seat in view may see, and every widget's
state reaches the browser), re-renders when a trait changes, and forwards each click
to the controller (:meth:`~TableController.play`, :meth:`~TableController.chancellor`,
:meth:`~TableController.reveal`, ...).  The move area (the hand, the choices, Play and
what is said beside it) is :class:`~lovelet.widgets.table_move_view.MoveArea`; the page's
layout (the move at the top, the board under it) is :mod:`~lovelet.widgets.table_layout`'s.
A refusal is the controller's ``error``: the engine's sentence, said beside the Play (or
Confirm) button when that was what the person pressed, else at the top of the Table;
nothing a person does raises, and an unexpected failure shows a sentence too (it is
kept in ``view.failures`` for tests).

Every text drawn in an :class:`ipywidgets.HTML` goes through :func:`~lovelet.display.markup.escaped`
(player names, the log, the engine's sentences); buttons, dropdowns and checkboxes
take plain text.  Cards are drawn by :func:`lovelet.display.svg.card_svg` (faces) and
:func:`lovelet.display.svg.card_back_svg` (backs, which are never given a card).  Widgets that
are not in use are emptied, not merely hidden: a hand hidden in hot seat is not in
any widget's state.

The keyboard's focus follows the game (:meth:`TableView.focus_where_to_act`): after Start,
each move and at each of the person's turns it is put on the hand, after a card pressed on
what the move misses next, at the round's end on Next round.  The status line and the log
are polite live regions, and the board says the seat in view's own cards as its hand.

Bots move with a short visible pause: with an asyncio loop running (a Jupyter kernel,
Voilà), each bot decision is scheduled ``pause`` seconds after the last change; with
``pause=0`` (tests) or no running loop, bots move at once, synchronously.
"""

from __future__ import annotations

import logging

import ipywidgets as widgets

from lovelet.display.blocks import alert_html
from lovelet.display.boards import board_html, own_hand_html, seat_name
from lovelet.display.cards import backs, faces
from lovelet.display.round_end import log_html, table_summary_html
from lovelet.display.rounds import known_cards_html
from lovelet.display.status_lines import progress_text, table_status_html
from lovelet.engine.cards import Card
from lovelet.engine.knowledge import KnownCard
from lovelet.text.languages import LANGUAGES
from lovelet.text.i18n import say
from lovelet.widgets.loop import running_loop
from lovelet.widgets.coach_view import CoachView
from lovelet.widgets.hot_seat_view import HotSeatPanel
from lovelet.widgets.guarded import GuardedView
from lovelet.widgets.drawing import Dropdown, add_classes, set_options, show
from lovelet.widgets.table_layout import style_sheet
from lovelet.widgets.table_focus import FocusFollows
from lovelet.widgets.table_move_view import MoveArea

__all__ = ["TableView", "DEFAULT_PAUSE"]

#: Seconds between two bot decisions when an asyncio loop is running.
DEFAULT_PAUSE = 0.8

_log = logging.getLogger("lovelet.widgets")

class TableView(FocusFollows, MoveArea, GuardedView, widgets.VBox):
    """The Table: ``TableView(table_controller)`` is a widget (display it).

    ``pause`` is the time between two bot decisions when an asyncio loop is running
    (0: bots move at once); ``show_teacher=False`` leaves out the teacher checkbox (a
    student's page); ``card_size`` is the width of a card of the hand in pixels.
    """

    _what = "lovelet table view"

    def __init__(self, table_controller, *, pause=DEFAULT_PAUSE, show_teacher=True, card_size=100):
        self._start_guard(table_controller, needs="choices", refusal="BAD_OPTION.table_view")
        self.pause = float(pause)
        self.card_size = card_size
        self._timer = self._last_choices = self._last_state = None
        self._stepping = self._stuck = False  # bots moving at once; a caller's own agent failed
        c = table_controller
        wide = {"description_width": "initial"}

        self.status = widgets.HTML()
        self.language = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        # A widget's state reaches the browser once it exists: a student's page has no switch at all.
        self.teacher = widgets.Checkbox(indent=False, layout=widgets.Layout(width="auto")) \
            if show_teacher else None
        self.watch = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        # The coach switch, for a person's seat (off by default); its panel below.  A checkbox:
        # the one ipywidgets control whose on or off a screen reader is told (a toggle
        # button shows it by colour alone; ipywidgets sets no aria-pressed).
        self.coach = widgets.Checkbox(value=False, indent=False, layout=widgets.Layout(width="auto"))
        self.coach_panel = CoachView(language=c.language)
        self.error = widgets.HTML()
        # Hot seat: the mover's result and "Done: pass the screen", then "Show Ben's hand".
        self.hot_seat_panel = HotSeatPanel(c, self._act_then_focus)
        self.hot_seat, self.hidden_note = self.hot_seat_panel.box, self.hot_seat_panel.note
        self.reveal_button, self.done_button = self.hot_seat_panel.reveal_button, self.hot_seat_panel.done_button
        self.confirm_reveal = self.hot_seat_panel.confirm_button
        self.board = widgets.HTML()
        # The hand, the choices, Play (table_move_view.MoveArea), at the top of the Table.
        move_row = self._build_move_area(wide)
        self.summary = widgets.HTML()
        self.next_round = widgets.Button(button_style="primary")
        self.events = widgets.HTML()
        # Where the keyboard goes next, once the page has drawn it (see focus_where_to_act).
        self._focus_pending = True

        controls = [self.language] + ([self.teacher] if self.teacher is not None else [])
        controls += [self.watch, self.coach]
        header = widgets.HBox([self.status, *controls],
                              layout=widgets.Layout(justify_content="space-between", flex_flow="row wrap",
                                                    align_items="center"))
        super().__init__([style_sheet(), header, self.error, self.hot_seat, move_row, self.coach_panel,
                          self.summary, self.next_round, self.board, self.events],
                         layout=widgets.Layout(max_width="1100px"))
        self.add_class("lovelet-table")
        add_classes("lovelet-", (
            (self.status, "status"), (self.language, "language"), (self.teacher, "teacher"), (self.watch, "watch"),
            (self.error, "error"), (self.hot_seat, "hot-seat"), (self.reveal_button, "reveal"),
            (self.board, "board-widget"), (self.hand, "hand"), (self.play_panel, "play-panel"),
            (self.target, "target"), (self.guess, "guess"), (self.target_reasons, "target-reasons"),
            (self.guess_reasons, "guess-reasons"), (self.play_button, "play"),
            (self.chancellor_panel, "chancellor"), (self.keep, "keep"), (self.order, "order"),
            (self.confirm, "confirm"), (self.play_note, "play-note"), (self.confirm_note, "confirm-note"),
            (self.summary, "summary-widget"), (self.next_round, "next-round"), (self.coach, "coach-switch"),
            (self.events, "log-widget")))

        self.play_button.on_click(self._focus_after(self._play))
        self.confirm.on_click(self._focus_after(self._chancellor))
        self.next_round.on_click(self._focus_after(c.next_round))
        self.language.observe(self._on_setting, names="value")
        if self.teacher is not None:
            self.teacher.observe(self._on_setting, names="value")
        self.watch.observe(self._on_setting, names="value")
        self.coach.observe(self._on_setting, names="value")
        self._follow()  # the first rendering (and the first bots' moves)

    # ------------------------------------------------------------------ events

    def _after_events(self):
        if not self._closed:
            self._render()
            self._schedule_bots()
            if self._focus_pending:
                self.focus_where_to_act()
            self._focus_on_choice()

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
    def waiting(self) -> bool:
        """True while a bot's decision is scheduled."""
        return self._timer is not None

    def close(self) -> None:
        """Stop the bots' timer, stop following the controller and close every widget."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        super().close()

    # ------------------------------------------------------------------ rendering

    def _render(self):
        c = self.controller
        state = {name: getattr(c, name) for name in c.trait_names()}
        if c.choices != self._last_choices:
            self._last_choices = c.choices
            self._follow_decision(c.choices)
        key = (state, self._move_state(), self._fault)
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
            self.summary.value = table_summary_html(c, language)
            self.next_round.description = say("table_next_round", language)
            show(self.next_round, c.round_over and not c.game_over)
            self.events.value = log_html(c.log, language)
        finally:
            self._syncing = False
        self._last_state = key

    def _name(self, seat):
        return seat_name(self.controller.names, seat)

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
        self.hot_seat_panel.render(c, language, self._name)

    def _render_status(self, c, language):
        current = c.current_player
        if c.game_over:
            line = say("game_over", language)
        elif c.round_over:
            line = say("round_over", language)
        elif c.bots_to_move:
            line = say("table_bot_thinking", language, name=self._name(current))
            if c.pending_chancellor:
                line += f" ({say('chancellor_pending', language)})"
        elif c.passing:  # the mover reads their move's result before pressing Done (hot_seat_view)
            line = say("table_read_result", language, name=self._name(c.viewer))
        elif c.hidden:  # the hot-seat panel says whom to pass the screen to
            line = say("table_waiting", language, name=self._name(current))
        elif c.choices:
            line = say("table_your_turn", language)
            if c.hot_seat:
                line = f"{self._name(c.viewer)}: {line}"
        else:
            line = say("table_waiting", language, name=self._name(current))
        if c.teacher:
            view = say("omniscient", language)
        else:
            view = say("view_of", language, name=self._name(c.viewer)) if c.viewer is not None else ""
        progress = progress_text(c.round_number, c.turn, c.favors_needed, language)
        self.status.value = table_status_html(progress, line, view)

    def _board_html(self, c, language):
        known = {}  # seat -> what the seat in view knows privately of its cards (lovelet.engine.knowledge)
        for note in c.known:
            known.setdefault(note["seat"], []).append(KnownCard(note["seat"], Card[note["card"]], note["how"],
                                                                note["learned_from"], note["turn"]))

        def held(seat):
            if c.teacher and c.all_hands:
                cards = faces(c.all_hands[seat], c.edition, language)
            elif seat == c.viewer and c.hand:  # the seat in view knows its own cards: said as such
                cards = own_hand_html(c.hand, [c.card_names.get(code, code) for code in c.hand], c.edition,
                                      language)
            else:
                cards = backs(c.hand_sizes[seat], language)
            return cards + known_cards_html(known.get(seat, ()), language)

        return board_html(c, language, viewer=c.viewer, held=held, titled=True)

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
