"""The Table's move area: the hand, the choices of the card chosen, Play and what is
said beside it; a mixin of :class:`~lovelet.widgets.table_view.TableView`.

What the person has chosen so far is a :class:`~lovelet.widgets.table_move.MoveDraft`
(``view.draft``), so that of two identical cards the one clicked is the one chosen and
marked; Play (and the Chancellor's Confirm) is enabled only once the draft is complete,
and beside it the view writes what is missing or the refusal of the last try, said to
the person (the controller's ``error``).  A card the rules forbid stays clickable, drawn
faded: the click says why, beside Play.  Why a target, a guess or a card is not
offered is said on request, by a "why not?" toggle beside its list
(:class:`~lovelet.widgets.table_layout.WhyNot`).

The mixin expects the view's ``controller``, ``_acting()``, ``_syncing``, ``_name()``
and ``card_size``; :meth:`MoveArea._build_move_area` makes its widgets and returns the
row the view places at the top of the Table.
"""

import ipywidgets as widgets

from lovelet.text.i18n import say, with_colon
from lovelet.display.blocks import alert_html, bold_html, heading, note_html
from lovelet.display.cards import face
from lovelet.widgets.drawing import Dropdown, CardSlot, set_options, show
from lovelet.widgets.table_layout import WhyNot, reasons_of
from lovelet.widgets.table_move import MoveDraft

__all__ = ["MoveArea"]

#: The hint beside a disabled Play (or Confirm) button, by what the move still misses.
_MISSING_HINTS = {"card": "table_choose_card", "target": "table_choose_target", "guess": "table_choose_guess",
                  "keep": "table_choose_keep", "order": "table_choose_order"}


def _plays(choices):
    """The cards of a decision to play a card (none for the Chancellor's choice)."""
    return choices.get("cards", ()) if choices.get("kind") == "play" else ()


class MoveArea:
    """The move area of the Table (a mixin: see the module's docstring)."""

    def _build_move_area(self, wide):
        """Make the move area's widgets; return its row (the hand, then the choices)."""
        # What the person has chosen so far (a card by its place in the hand, its target...).
        self.draft = MoveDraft()
        self._focus_choice = False  # a card was pressed: the focus goes to what the move misses next
        self._said_beside = ""  # the controller's error, when it is said beside Play or Confirm
        self.hand_title = widgets.HTML()
        # Three cards at most (the Chancellor's); made at once, so that the page's widgets
        # never tell how many cards someone once held.
        self._slots = [CardSlot(self._on_card) for _ in range(3)]
        self.hand = widgets.HBox([slot.box for slot in self._slots], layout=widgets.Layout(flex_flow="row wrap"))
        # Why a card may not be played: on request ("why not?"), under each such card.
        self.hand_why = WhyNot("hand", self._on_why_not, listed=False)
        # Playing a card: its target and guess; Play, with the refusal or the hint beside it.
        self.play_title = widgets.HTML()
        self.target = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.target_why = WhyNot("target", self._on_why_not)
        self.target_reasons = self.target_why.reasons
        self.guess = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
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
        self.keep = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.order_hint = widgets.HTML()
        self.order = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.confirm = widgets.Button(button_style="success", layout=widgets.Layout(width="auto"))
        self.confirm_note = widgets.HTML()
        self.chancellor_panel = widgets.VBox([
            self.chancellor_help, self.keep, self.order_hint, self.order,
            widgets.HBox([self.confirm, self.confirm_note], layout=widgets.Layout(flex_flow="row wrap"))])
        # The move first (the hand, then the choices with Play and its refusal beside it), so
        # that they are in view together at the top of the Table; the board under them.
        hand_column = widgets.VBox([self.hand_title, self.hand, self.hand_why.toggle],
                                   layout=widgets.Layout(align_items="flex-start"))
        choices = widgets.VBox([self.play_panel, self.chancellor_panel])
        self.move_row = widgets.HBox([hand_column, choices],
                                     layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        self.move_row.add_class("lovelet-move-row")
        choices.add_class("lovelet-choices")
        self.play_button.add_class("lovelet-play-button")
        for dropdown in (self.keep, self.order, self.target, self.guess):
            dropdown.observe(self._on_choice, names="value")
        return self.move_row

    def _follow_decision(self, choices):
        """A new decision: nothing chosen, no reason shown (the same one in another
        language keeps what was chosen)."""
        if self.draft.follow(choices):
            for why in (self.hand_why, self.target_why, self.guess_why):
                self._syncing = True
                try:
                    why.reset()
                finally:
                    self._syncing = False

    def _move_state(self):
        """What the move area draws besides the controller's traits (for the view's cache)."""
        drafted = {name: getattr(self.draft, name) for name in self.draft.trait_names()}
        opened = tuple(why.toggle.value for why in (self.hand_why, self.target_why, self.guess_why))
        return drafted, opened

    # ------------------------------------------------------------------ events

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
            self._focus_choice = True
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
        if move is None and draft.kind == "chancellor" and draft.missing in ("keep", "order"):
            # Not the engine's "keep one, return the others": what is missing, beside Confirm.
            draft.refusal = say(_MISSING_HINTS[draft.missing], c.language)
            self._said_beside = ""
            return
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

    # ------------------------------------------------------------------ the keyboard's focus

    def _first_card_button(self):
        """The button of the first card the person may play (or keep), else of the first card
        shown; None without a hand."""
        shown = [slot for slot in self._slots if slot.code is not None and not slot.button.disabled]
        allowed = [slot for slot in shown if "lovelet-card-refused" not in slot.box._dom_classes]
        first = (allowed or shown or [None])[0]
        return None if first is None else first.button

    def _next_choice_widget(self):
        """After a card was pressed: the control of what the move misses next (a target, a
        guess, an order), or Play (Confirm) once it is complete; None when the card is refused."""
        draft = self.draft
        missing = {"target": self.target, "guess": self.guess, "keep": self.keep, "order": self.order}
        if draft.missing in missing:
            return missing[draft.missing]
        if draft.missing == "":
            return self.confirm if draft.kind == "chancellor" else self.play_button
        return None

    def _focus_on_choice(self):
        """Move the focus on after a card was pressed (see :meth:`_next_choice_widget`)."""
        if self._focus_choice:
            self._focus_choice = False
            widget = self._next_choice_widget()
            if widget is not None:
                widget.focus()

    # ------------------------------------------------------------------ rendering

    def _refusal_beside_button(self, c):
        """Whether the draft's refusal is shown beside Play or Confirm (their panel is shown)."""
        kind = self.draft.kind
        return (kind == "play" and self.draft.choice is not None) or kind == "chancellor"

    def _render_hand(self, c, language):
        hand, choices, draft = list(c.hand), c.choices, self.draft
        self.hand_title.value = heading(say("your_hand", language)) if hand else ""
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
            # The card chosen is said in words too (ipywidgets sets no aria-pressed on a button).
            if chancellor:
                chosen = draft.keep == index
                label = f"{with_colon(say('table_keep', language), language)} {name}"
                slot.button.disabled = False
                slot.reason.value = ""
            else:
                chosen = draft.slot == index and not barred
                label = f"{name} ({c.card_values.get(code, '?')})"
                slot.button.disabled = choice is None
            slot.button.description = say("a11y_chosen", language, label=label) if chosen else label
            slot.button.button_style = "primary" if chosen else ""
            if not chancellor:
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
        self.play_title.value = heading(name, level=4)
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
        self.order.description = say("a11y_order", language) if active else ""
        self.chancellor_help.value = bold_html(say("table_chancellor_help", language)) if active else ""
        self.order_hint.value = note_html(say("table_put_under", language)) if active else ""
        self.confirm.description = say("table_confirm", language) if active else ""
        self.confirm.disabled = not draft.complete
        self.confirm_note.value = self._move_note(language) if active else ""
