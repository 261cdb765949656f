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

import logging

import ipywidgets as widgets

from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction
from lovelet.text.i18n import say, with_colon
from lovelet.display.markup import escaped
from lovelet.text.numbers import listed
from lovelet.text.languages import LANGUAGES
from lovelet.display.svg import SHIELD_SVG
from lovelet.display.rounds import known_cards_html
from lovelet.engine.knowledge import KnownCard
from lovelet.widgets.loop import running_loop
from lovelet.widgets.coach_view import CoachView
from lovelet.widgets.hot_seat_view import HotSeatPanel
from lovelet.widgets.guarded import GuardedView, stop_following
from lovelet.widgets.drawing import CardSlot, back, face, set_options, show  # noqa: F401 - re-exported for the other views
from lovelet.widgets.access import heading, screen_reader_only
from lovelet.widgets.table_layout import alert_html, style_sheet
from lovelet.widgets.table_focus import FocusFollows
from lovelet.widgets.table_move_view import MoveArea

__all__ = ["TableView", "DEFAULT_PAUSE"]

#: Seconds between two bot decisions when an asyncio loop is running.
DEFAULT_PAUSE = 0.8

_log = logging.getLogger("lovelet.widgets")

# Texts the i18n tables do not have yet (see the report: they belong in lovelet.text.i18n).
_FAILED = {"en": "Something went wrong in this widget; run its cell again to go on.",
           "fr": "Un problème est survenu dans ce widget ; exécute à nouveau sa cellule pour continuer.",
           "de": "In diesem Widget ist ein Fehler aufgetreten; führe seine Zelle erneut aus."}

_SMALL = 44  # the width of a card on the board, in pixels
_NOTE = "font-size:0.85em;color:#333;margin:2px 0"
_BADGE = ("display:inline-block;font-size:0.8em;padding:0 5px;margin-left:4px;border:1px solid #000;"
          "border-radius:4px;background:#fff")


def joined(words, language):
    """["a", "b", "c"] as "a, b, and c" in ``language``."""
    return listed(words, language)


def seat_label(name, language, *, out=False, protected=False, to_play=False, you=False):
    """A seat's name as the boards of the Table, the staged plays and the replay show it:
    struck out once out of the round, marked when it is that seat's turn, "(you)" for the
    seat in view, and badges for a Handmaid's protection and an elimination (in words, so
    that no colour or symbol carries the meaning alone).  ``name`` is escaped here."""
    who = f"<s>{escaped(name)}</s>" if out else escaped(name)
    if to_play:
        who = f"&#9654; <b>{who}</b>"
    if you:
        who += f" ({escaped(say('you', language))})"
    if protected:
        who += f'<span style="{_BADGE}">{SHIELD_SVG} {escaped(say("protected", language))}</span>'
    if out:
        who += f'<span style="{_BADGE}">&#10007; {escaped(say("out", language))}</span>'
    return who


class TableView(FocusFollows, MoveArea, GuardedView, widgets.VBox):
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

        self.play_button.on_click(self._focus_after(self._play))
        self.confirm.on_click(self._focus_after(self._chancellor))
        self.next_round.on_click(self._focus_after(c.next_round))
        self.language.observe(self._on_setting, names="value")
        if self.teacher is not None:
            self.teacher.observe(self._on_setting, names="value")
        self.watch.observe(self._on_setting, names="value")
        self.coach.observe(self._on_setting, names="value")
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
            if self._focus_pending:
                self.focus_where_to_act()
            self._focus_on_choice()

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
        self.hot_seat_panel.render(c, language, self._name)

    def _render_status(self, c, language):
        parts = [f"{escaped(say('round', language))} {c.round_number} &#183; {escaped(say('turn', language))} "
                 f"{c.turn} &#183; {escaped(say('needed', language, count=c.favors_needed))}"]
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
        parts.append(f"<b>{escaped(line)}</b>")
        if c.teacher:
            parts.append(escaped(say("omniscient", language)))
        elif c.viewer is not None:
            parts.append(escaped(say("view_of", language, name=self._name(c.viewer))))
        # A live region: a screen reader says each new status (whose turn, the round's end).
        self.status.value = '<div role="status" aria-live="polite">' + " &#8212; ".join(parts) + "</div>"

    def _board_html(self, c, language):
        edition, size = c.edition, _SMALL
        middle = [f"<div>{back(language, size)}<br/>{escaped(say('table_deck_count', language, count=c.deck_size))}"
                  f"</div>"]
        middle.append(f"<div>{''.join(back(language, size) for _ in range(c.set_aside_count))}<br/>"
                      f"{escaped(with_colon(say('set_aside', language), language))} {c.set_aside_count}</div>")
        if c.face_up:
            middle.append(f"<div>{''.join(face(code, edition, language, size) for code in c.face_up)}<br/>"
                          f"{escaped(say('face_up', language))}</div>")
        head = "".join(f'<th style="text-align:left;padding:2px 8px">{escaped(say(key, language))}</th>'
                       for key in ("player", "hand", "discards", "favors"))
        rows = []
        known = {}  # seat -> what the seat in view knows privately of its cards (lovelet.engine.knowledge)
        for note in c.known:
            known.setdefault(note["seat"], []).append(KnownCard(note["seat"], Card[note["card"]], note["how"],
                                                                note["learned_from"], note["turn"]))
        for seat, name in enumerate(c.names):
            who = seat_label(name, language, out=seat in c.eliminated, protected=seat in c.protected,
                             to_play=seat == c.current_player and not c.round_over,
                             you=seat == c.viewer)
            if c.teacher and c.all_hands:
                held = "".join(face(code, edition, language, size) for code in c.all_hands[seat])
            elif seat == c.viewer and c.hand:  # the seat in view knows its own cards: said as such
                held = self._own_hand_html(c, language, size)
            else:
                held = "".join(back(language, size) for _ in range(c.hand_sizes[seat]))
            held += known_cards_html(known.get(seat, ()), language)
            pile = "".join(face(code, edition, language, size) for code in c.discards[seat])
            favors = escaped(say("table_favors_of", language, name=name, count=c.favors[seat]))
            favors_said = screen_reader_only(say("a11y_favors", language, count=c.favors[seat]))
            style = "background:#eef6fb;" if seat == c.current_player and not c.round_over else ""
            rows.append(f'<tr style="{style}border-top:1px solid #999">'
                        f'<td style="text-align:left;padding:2px 8px">{who}</td>'
                        f'<td style="text-align:left;padding:2px 8px">{held}</td>'
                        f'<td style="text-align:left;padding:2px 8px">{pile}</td>'
                        f'<td style="text-align:left;padding:2px 8px" title="{favors}">'
                        f'<span aria-hidden="true">&#9829; {c.favors[seat]}</span>{favors_said}</td></tr>')
        return (f'<div class="lovelet-board">{heading(say("a11y_board", language))}'
                f'<div style="display:flex;gap:18px;align-items:flex-end;'
                f'flex-wrap:wrap;text-align:center">{"".join(middle)}</div>'
                f'<table style="border-collapse:collapse;margin-top:6px"><tr>{head}</tr>{"".join(rows)}'
                f"</table></div>")

    def _own_hand_html(self, c, language, size):
        """The cards of the seat in view, on its row of the board: drawn face up, and
        said as "your hand: Guard, Priest" (one picture for the whole hand)."""
        names = [c.card_names.get(code, code) for code in c.hand]
        said = escaped(say("a11y_your_hand", language, cards=", ".join(names)))
        drawn = "".join(face(code, c.edition, language, size) for code in c.hand)
        return f'<span role="img" aria-label="{said}">{drawn}</span>'

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
            parts.append(f"<h4>{escaped(with_colon(say('round_over', language), language))} {escaped(say('round', language))} "
                         f"{summary['round']}</h4>")
            parts.append(f"<p>{escaped(summary['text'])}</p>")
            if summary["reason"] == "showdown":
                shown_cards = "".join(
                    f'<div style="text-align:center">{face(item["card"], edition, language, _SMALL)}<br/>'
                    f"{escaped(self._name(item['seat']))}</div>" for item in summary["showdown"])
                parts.append(f"<p><b>{escaped(with_colon(say('table_showdown', language), language))}</b> "
                             f"{escaped(say('table_showdown_help', language))}</p>"
                             f'<div style="display:flex;gap:10px">{shown_cards}</div>')
            if summary["tied"] and summary["shared"]:
                tied = joined([self._name(seat) for seat in summary["winners"]], language)
                parts.append(f"<p>{escaped(say('table_tie_shared', language, names=tied))}</p>")
            elif summary["tied"]:
                sums = ", ".join(f"{self._name(item['seat'])}: {item['total']}" for item in summary["discard_sums"])
                parts.append(f"<p>{escaped(say('table_tie_broken', language))} "
                             f"({escaped(with_colon(say('discard_sums', language), language))} {escaped(sums)})</p>")
            if summary["spy_bonus"] is not None:
                parts.append(f"<p>{escaped(say('table_spy_bonus_help', language, name=self._name(summary['spy_bonus'])))}"
                             f"</p>")
            elif edition == "revised":
                parts.append(f'<p style="{_NOTE}">{escaped(say("table_spy_bonus_none", language))}</p>')
            if summary["set_aside"]:
                parts.append(f"<p>{escaped(with_colon(say('set_aside', language), language))} "
                             f"{face(summary['set_aside'], edition, language, _SMALL)}</p>")
            gains = ", ".join(f"{self._name(seat)} +{gain}" for seat, gain in enumerate(summary["gains"]) if gain)
            parts.append(f"<p>{escaped(with_colon(say('favors_gained', language), language))} "
                         f"{escaped(gains or say('nobody', language))}</p>")
        if c.game_summary:
            result = c.game_summary
            parts.append(f"<h4>{escaped(say('game_over', language))}</h4><p><b>{escaped(result['text'])}</b></p>")
            if result.get("seed") is not None:  # shown only now: during play it would tell every card
                parts.append(f'<p style="{_NOTE}">{escaped(say("table_replay_seed", language, seed=result["seed"]))}</p>')
        earlier = [item for item in c.rounds if not summary or item["round"] != summary["round"]]
        for item in earlier:
            parts.append(f"<details><summary>{escaped(say('round', language))} {item['round']}</summary>"
                         f"<p>{escaped(item['text'])}</p></details>")
        return f'<div class="lovelet-summary">{"".join(parts)}</div>' if parts else ""

    def _log_html(self, c, language):
        items = "".join(f"<li>{escaped(sentence)}</li>" for sentence in c.log if sentence)
        # A live region (role log: polite): a screen reader says each new sentence.
        return (f'<div class="lovelet-log">{heading(say("table_log", language))}'
                f'<div role="log" aria-live="polite" tabindex="0" aria-label="{escaped(say("table_log", language))}" '
                f'style="display:flex;flex-direction:column-reverse;max-height:16em;overflow-y:auto;'
                f'border:1px solid #999;padding:2px 6px"><ol style="margin:0">{items}</ol></div></div>')
