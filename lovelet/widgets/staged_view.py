"""The staged-play control's ipywidgets view: :class:`StagedPlayView`.

The view lays a :class:`~lovelet.widgets.staged.StagedPlayController` out and forwards
clicks to it; it holds no rule and reads the controller's traits only (never its game:
the traits are what the reader's seat may see, and every widget's state reaches the
browser).  From top to bottom:

* the prompt and the board: the deck, the set-aside card (a back), the face-up cards,
  and a row per player with their hand (backs only, faces while the teacher switch is
  on), their discard pile, badges for protection, elimination and the player to move;
* the reader's hand, one button per card (a card the rules do not allow says why);
* the play panel: the target and the guess offered (only legal ones, the others with
  the engine's reason), then the play button; or the Chancellor's keep-and-order panel;
* the resolution: the turn in sentences, what changed (with the card a Priest showed,
  the Baron's two cards, a King's exchange, the Chancellor's choice: the reader's own
  knowledge), and at the end of a round the showdown, ties, the Spy bonus and favors;
* "Try again" and the teacher's "show every hand" switch.

The lesson's suggested play is preselected (card, target, guess, then the Chancellor's
choice), so that a reader who only clicks "Play" sees the lesson's example.

Stable CSS classes for browser tests: ``lovelet-staged`` (the whole control, with
``lovelet-scene-<name>`` for a scene), ``lovelet-staged-status``, ``-board``,
``-hand``, ``-slot``, ``-card-button``, ``-card-reason``, ``-play`` (the play panel),
``-target``, ``-guess``, ``-target-reasons``, ``-guess-reasons``, ``-play-button``,
``-chancellor``, ``-keep``, ``-order``, ``-confirm``, ``-error``, ``-result``,
``-buttons``, ``-reset``, ``-teacher``.

Every text drawn in an :class:`ipywidgets.HTML` goes through :func:`~lovelet.display.markup.escaped`;
buttons and dropdowns take plain text.
"""

import logging

import ipywidgets as widgets

from lovelet.display.blocks import ALERT_BOX, alert_html, bold_html, note_html
from lovelet.display.boards import board_html, seat_name
from lovelet.display.cards import backs, faces, face
from lovelet.display.staged_result import result_html
from lovelet.display.status_lines import progress_text, staged_status_html
from lovelet.text.i18n import card_with_article, say, with_colon
from lovelet.widgets.access import access_sheet
from lovelet.widgets.drawing import Dropdown, CardSlot, add_classes, set_options, show
from lovelet.widgets.guarded import GuardedView
from lovelet.widgets.table_layout import reasons_of

__all__ = ["StagedPlayView"]

_log = logging.getLogger("lovelet.widgets")


class StagedPlayView(GuardedView, widgets.VBox):
    """The staged-play control: ``StagedPlayView(controller)`` is a widget (display it).

    ``card_size`` is the width of a card of the hand in pixels; ``show_teacher=False``
    leaves out the "show every hand" switch (a student's page: then no widget can put
    the hands in the page at all).  ``side_by_side=True`` puts the board on the left and
    the hand, the play panel and the resolution on the right (wrapping below on a narrow
    screen), so that a whole scene fits a laptop's screen.
    """

    _what = "lovelet staged play view"

    def __init__(self, controller, *, card_size=100, show_teacher=True, side_by_side=False):
        self._start_guard(controller, needs="resolution", refusal="BAD_OPTION.staged_view")
        self.card_size = card_size
        self._selected = None
        self._panel_card = None
        self._decision = None
        self._last_state = None
        c = controller
        wide = {"description_width": "initial"}

        self.status = widgets.HTML()
        self.board = widgets.HTML()
        self.hand_title = widgets.HTML()
        # Three cards at most (a Chancellor's), all made at once, so that the page's widgets
        # never tell how many cards someone once held.
        self._slots = [CardSlot(self._on_card, "lovelet-staged") for _ in range(3)]
        self.hand = widgets.HBox([slot.box for slot in self._slots],
                                 layout=widgets.Layout(flex_flow="row wrap"))
        self.play_title = widgets.HTML()
        self.target = Dropdown(style=wide)
        self.target_reasons = widgets.HTML()
        self.guess = Dropdown(style=wide)
        self.guess_reasons = widgets.HTML()
        self.no_target = widgets.HTML()
        self.play_button = widgets.Button(button_style="success", layout=widgets.Layout(width="auto"))
        self.play_panel = widgets.VBox([self.play_title, self.target, self.target_reasons, self.guess,
                                        self.guess_reasons, self.no_target, self.play_button])
        self.chancellor_help = widgets.HTML()
        self.keep = Dropdown(style=wide)
        self.order_hint = widgets.HTML()
        self.order = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.confirm = widgets.Button(button_style="success")
        self.chancellor_panel = widgets.VBox([self.chancellor_help, self.keep, self.order_hint, self.order,
                                              self.confirm])
        self.error = widgets.HTML()
        self.result = widgets.HTML()
        self.reset = widgets.Button(button_style="primary", icon="undo")
        # A widget's state reaches the browser once it exists: a student's page has no switch at all.
        self.teacher = widgets.ToggleButton(layout=widgets.Layout(width="auto")) if show_teacher else None
        self.buttons = widgets.HBox([self.reset] + ([self.teacher] if self.teacher is not None else []))
        acting = [self.hand_title, self.hand, self.play_panel, self.chancellor_panel, self.error, self.result,
                  self.buttons]
        if side_by_side:
            board = widgets.VBox([self.board], layout=widgets.Layout(flex="0 1 auto", margin="0 16px 0 0"))
            panel = widgets.VBox(acting, layout=widgets.Layout(flex="1 1 320px", min_width="300px"))
            columns = widgets.HBox([board, panel], layout=widgets.Layout(flex_flow="row wrap"))
            children = [self.status, columns]
        else:
            children = [self.status, self.board] + acting
        super().__init__([*children, access_sheet()],
                         layout=widgets.Layout(max_width="1000px", border="1px solid #999",
                                               padding="4px 8px", margin="4px 0"))
        self.add_class("lovelet-staged")
        if c.scene:
            self.add_class(f"lovelet-scene-{c.scene.replace('_', '-')}")
        add_classes("lovelet-staged-", (
            (self.status, "status"), (self.board, "board"), (self.hand, "hand"), (self.play_panel, "play"),
            (self.target, "target"), (self.guess, "guess"), (self.target_reasons, "target-reasons"),
            (self.guess_reasons, "guess-reasons"), (self.play_button, "play-button"),
            (self.chancellor_panel, "chancellor"), (self.keep, "keep"), (self.order, "order"),
            (self.confirm, "confirm"), (self.error, "error"), (self.result, "result"), (self.buttons, "buttons"),
            (self.reset, "reset"), (self.teacher, "teacher")))

        self.play_button.on_click(lambda _b: self._act(self._play))
        self.confirm.on_click(lambda _b: self._act(self._chancellor))
        self.reset.on_click(lambda _b: self._act(self._reset))
        if self.teacher is not None:
            self.teacher.observe(self._on_teacher, names="value")
        self.keep.observe(self._on_keep, names="value")
        self._follow()  # the first rendering

    def __repr__(self):
        c = self.controller
        seat = c.names[c.seat] if 0 <= c.seat < len(c.names) else c.seat
        return f"StagedPlayView(scene={c.scene!r}, seat={seat!r})"

    # ------------------------------------------------------------------ events

    def _on_teacher(self, change):
        if not self._syncing:
            with self._acting():
                self.controller.teacher = bool(change["new"])

    def _on_keep(self, change):
        if not self._syncing:
            with self._acting():
                pass  # the rendering offers the orders that go with this card

    def _on_card(self, slot):
        with self._acting():
            c = self.controller
            if slot.code is None:
                return
            if c.choices.get("kind") == "chancellor":
                self.keep.value = slot.code
                return
            choice = next((item for item in self._plays() if item["card"] == slot.code), None)
            if choice is None or not choice["playable"]:
                c.play(slot.code)  # refused: the engine's sentence (or "the scene is played")
            else:
                self._selected = slot.code

    def _play(self):
        c = self.controller
        code = self._selected
        choice = next((item for item in self._plays() if item["card"] == code), None)
        target = guess = None
        if choice is not None and choice["needs_target"]:
            target = self.target.value
            if code == "GUARD":
                guess = self.guess.value
        c.play(code, target, guess)

    def _reset(self):
        self._decision = None  # the lesson's suggestion preselected again
        self.keep.index = None
        self.controller.reset()

    def _chancellor(self):
        order = self.order.value
        self.controller.chancellor(self.keep.value, list(order) if order else [])

    # ------------------------------------------------------------------ rendering

    def _plays(self):
        choices = self.controller.choices
        return choices.get("cards", ()) if choices.get("kind") == "play" else ()

    def _name(self, seat):
        return seat_name(self.controller.names, seat)

    def _card(self, code):
        c = self.controller
        return c.card_names.get(code, str(code))

    def _render(self):
        c = self.controller
        state = {name: getattr(c, name) for name in c.trait_names()}
        key = (state, self._selected, self._fault, self.keep.value, self._decision is None)
        if key == self._last_state:  # a burst of trait changes ends in one drawing
            return
        decision = (c.choices, c.suggestion)
        if decision != self._decision:  # a new decision: the lesson's suggestion preselected
            self._decision = decision
            self._selected = c.suggestion.get("card")
            self._panel_card = None
        self._syncing = True
        try:
            language = c.language
            self._render_status(c, language)
            self.board.value = self._board_html(c, language)
            self._render_hand(c, language)
            self._render_play(c, language)
            self._render_chancellor(c, language)
            problem = c.error or self._fault
            self.error.value = alert_html(say("table_refused", language, reason=problem), ALERT_BOX) if problem else ""
            self.result.value = result_html(c, language)
            self.reset.description = say("staged_reset", language)
            # Nothing to take back before the first decision: "Try again" comes with the play.
            self.reset.layout.display = "" if c.resolved or c.pending_chancellor else "none"
            if self.teacher is not None:
                self.teacher.value = bool(c.teacher)
                self.teacher.description = say("staged_hide_hands" if c.teacher else "staged_show_hands",
                                               language)
                self.teacher.tooltip = say("teacher_view_help", language)
        finally:
            self._syncing = False
        self._last_state = ({name: getattr(c, name) for name in c.trait_names()}, self._selected, self._fault,
                            self.keep.value, False)

    def _render_status(self, c, language):
        progress = progress_text(c.round_number, c.turn, c.favors_needed, language)
        self.status.value = staged_status_html(say("staged_your_seat", language, name=self._name(c.seat)), progress,
                                               c.prompt)

    def _board_html(self, c, language):
        showing = bool(c.teacher and c.all_hands)

        def held(seat):
            return faces(c.all_hands[seat], c.edition, language) if showing else backs(c.hand_sizes[seat], language)

        return board_html(c, language, viewer=c.seat, held=held, css_class="lovelet-staged-table",
                          caption=say("staged_every_hand", language) if showing else "")

    def _render_hand(self, c, language):
        hand, choices = list(c.hand), c.choices
        if choices.get("kind") == "play":
            title = say("staged_choose_card", language)
        else:
            title = say("staged_hand_now" if c.resolved else "your_hand", language)
        self.hand_title.value = bold_html(title) if hand else ""
        while len(self._slots) < len(hand):  # more cards than a Chancellor's: never in the rules
            slot = CardSlot(self._on_card, "lovelet-staged")
            self._slots.append(slot)
            self.hand.children = tuple(self.hand.children) + (slot.box,)
        chancellor = choices.get("kind") == "chancellor"
        by_card = {item["card"]: item for item in self._plays()}
        for index, slot in enumerate(self._slots):
            if index >= len(hand):
                slot.clear()
                continue
            code = hand[index]
            name = self._card(code)
            slot.code = code
            slot.picture.value = face(code, c.edition, c.language, self.card_size)
            show(slot.box, True)
            choice = by_card.get(code)
            if chancellor:
                slot.button.description = f"{with_colon(say('table_keep', language), language)} {name}"
                slot.button.disabled = False
                slot.button.button_style = "primary" if self.keep.value == code else ""
                slot.reason.value = ""
                slot.button.tooltip = ""
                continue
            slot.button.description = f"{name} ({c.card_values.get(code, '?')})"
            slot.button.disabled = not (choice and choice["playable"])
            slot.button.button_style = "primary" if choice and code == self._selected else ""
            reason = choice["reason"] if choice and not choice["playable"] else None
            slot.reason.value = note_html(say("table_not_allowed", language, reason=reason)) if reason else ""
            slot.button.tooltip = self._play_label(code, language) if choice else ""

    def _render_play(self, c, language):
        choice = next((item for item in self._plays() if item["card"] == self._selected and item["playable"]),
                      None)
        show(self.play_panel, choice is not None)
        if choice is None:
            self._panel_card = None
            for part in (self.play_title, self.target_reasons, self.guess_reasons, self.no_target):
                part.value = ""
            set_options(self.target, [])
            set_options(self.guess, [])
            show(self.target, False)
            show(self.guess, False)
            self.target.description = self.guess.description = self.play_button.description = ""
            return
        code = choice["card"]
        fresh = self._panel_card != code
        self._panel_card = code
        suggested = c.suggestion if c.suggestion.get("card") == code else {}
        name = self._card(code)
        aimed = choice["needs_target"]
        guessing = aimed and code == "GUARD"
        self.play_title.value = bold_html(name)
        self.play_button.description = self._play_label(code, language)
        allowed = [(self._name(item["seat"]), item["seat"]) for item in choice["targets"] if item["allowed"]]
        show(self.target, aimed)
        self.target.description = say("table_target", language) if aimed else ""
        target = None
        if aimed and fresh:
            seats = [seat for _, seat in allowed]
            target = suggested.get("target") if suggested.get("target") in seats else \
                seats[0] if len(seats) == 1 else None
            self.target.index = None
        set_options(self.target, allowed if aimed else [], target)
        self.target_reasons.value = self._reasons(choice["targets"], language) if aimed else ""
        show(self.guess, guessing)
        self.guess.description = say("table_guess", language) if guessing else ""
        guesses = [(f"{self._card(item['card'])} ({c.card_values.get(item['card'], '?')})", item["card"])
                   for item in choice["guesses"] if item["allowed"]]
        guess = None
        if guessing and fresh:
            named = [value for _, value in guesses]
            guess = suggested.get("guess") if suggested.get("guess") in named else None
            self.guess.index = None
        set_options(self.guess, guesses if guessing else [], guess)
        self.guess_reasons.value = self._reasons(choice["guesses"], language) if guessing else ""
        nobody = bool(choice["targets"]) and not aimed
        self.no_target.value = note_html(say("table_no_target", language)) if nobody else ""

    @staticmethod
    def _play_label(code, language):
        """ "Play the Guard", "Jouer le Garde", "Die Wächterin spielen"."""
        words = say("staged_play_card", language, card=card_with_article(code, language, "acc"))
        return words[:1].upper() + words[1:]

    @staticmethod
    def _reasons(items, language):
        return "".join(note_html(say("table_not_allowed", language, reason=reason)) for reason in reasons_of(items))

    def _render_chancellor(self, c, language):
        choices = c.choices
        active = choices.get("kind") == "chancellor"
        show(self.chancellor_panel, active)
        keeps, orders = [], []
        if active:
            for option in choices["options"]:
                if option["keep"] not in keeps:
                    keeps.append(option["keep"])
        suggested = c.suggestion if active else {}
        keep = self.keep.value if self.keep.value in keeps else suggested.get("keep")
        set_options(self.keep, [(self._card(code), code) for code in keeps], keep if keep in keeps else None)
        if active and self.keep.value is not None:
            for option in choices["options"]:
                order = tuple(option["bottom"])
                if option["keep"] == self.keep.value and order not in orders:
                    orders.append(order)
        wanted = tuple(suggested.get("bottom", ())) if suggested.get("keep") == self.keep.value else None
        chosen = wanted if wanted in orders else orders[0] if len(orders) == 1 else None
        set_options(self.order, [(" \u2192 ".join(self._card(code) for code in order), order)
                                 for order in orders], chosen)
        self.keep.description = say("table_keep", language) if active else ""
        self.chancellor_help.value = bold_html(say("table_chancellor_help", language)) if active else ""
        self.order_hint.value = note_html(say("table_put_under", language)) if active else ""
        self.confirm.description = say("table_confirm", language) if active else ""
