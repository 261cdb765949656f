"""The move a person is putting together at the Table, before pressing Play.

:class:`MoveDraft` holds, as traits, what the person has chosen so far for the decision
in the Table's ``choices`` (:class:`~lovelet.widgets.table.TableController`): the card
(by its place in the hand, so that one of two Guards is chosen, not both), its target
and its guess, or the Chancellor's card to keep and the order of the others.  It says
whether the move is complete (``complete``: the only time a view enables Play or
Confirm) and, when it is not, what is still ``missing``.  It holds no rule of its own:
what may be chosen is what ``choices`` offers, which the engine computed.

``refusal`` is the sentence a view shows beside the Play button (the controller's
``error`` after a click on a card that may not be played, or a Play the engine
refused); any new choice clears it.  Plain traits, no ipywidgets: tested without a
browser.
"""

import traitlets as t

__all__ = ["MoveDraft"]

#: What may still be missing from a move, in the order a person chooses it.
MISSING = ("card", "target", "guess", "keep", "order", "refused")


def decision_of(choices):
    """What makes ``choices`` one decision: everything but the sentences (the reasons),
    which change with the language."""
    if isinstance(choices, dict):
        return {key: decision_of(value) for key, value in choices.items() if key != "reason"}
    if isinstance(choices, (list, tuple)):
        return [decision_of(item) for item in choices]
    return choices


class MoveDraft(t.HasTraits):
    """The person's choices for the decision ``choices`` (a TableController's), so far.

    Call :meth:`follow` with the controller's ``choices`` whenever they may have changed
    (a new decision starts a new draft), then :meth:`select`, :meth:`choose_target`,
    :meth:`choose_guess`, :meth:`choose_keep` and :meth:`choose_order` as the person
    clicks.  A choice the decision does not offer is ignored (left unchosen).
    """

    choices = t.Dict(help="The decision: the TableController's choices ({} when none).")
    slot = t.Int(None, allow_none=True, help="The place in the hand of the card chosen (a play).")
    target = t.Int(None, allow_none=True, help="The seat aimed at.")
    guess = t.Unicode(None, allow_none=True, help="The card code named by a Guard.")
    keep = t.Int(None, allow_none=True, help="The place in the hand of the card a Chancellor keeps.")
    order = t.Any(None, help="The codes put under the deck (a tuple), the last at the bottom; or None.")
    complete = t.Bool(False, help="The move is complete: Play (or Confirm) may be pressed.")
    missing = t.Unicode("", help="What is missing: one of MISSING, or '' (complete or no decision).")
    refusal = t.Unicode("", help="The sentence to show beside Play; '' after any new choice.")

    # ------------------------------------------------------------------ following the decision

    def follow(self, choices):
        """Start a new draft when ``choices`` is another decision; keep this one otherwise
        (the same decision said in another language keeps what was chosen).  Returns True
        when a new draft starts."""
        choices = dict(choices or {})
        if choices == self.choices:
            return False
        if decision_of(choices) == decision_of(self.choices):
            self.choices = choices  # the reasons in another language
            return False
        with self.hold_trait_notifications():
            self.choices = choices
            self.slot = self.target = self.guess = self.keep = self.order = None
            self.refusal = ""
            self._update()
        return True

    @property
    def kind(self):
        """"play", "chancellor", or None when there is no decision."""
        return self.choices.get("kind")

    @property
    def cards(self):
        """The codes of the hand, in order."""
        if self.kind == "chancellor":
            return list(self.choices["cards"])
        return [item["card"] for item in self.choices.get("cards", ())]

    @property
    def choice(self):
        """The chosen card's choice (playable or not, its targets and guesses), or None."""
        if self.kind != "play" or self.slot is None:
            return None
        return self.choices["cards"][self.slot]

    @property
    def card(self):
        """The code of the card chosen (to play, or to keep), or None."""
        place = self.keep if self.kind == "chancellor" else self.slot
        return None if place is None else self.cards[place]

    @property
    def targets(self):
        """The seats the chosen card may aim at (none: it aims at nobody)."""
        choice = self.choice
        if choice is None or not choice["playable"] or not choice["needs_target"]:
            return []
        return [item["seat"] for item in choice["targets"] if item["allowed"]]

    @property
    def guesses(self):
        """The cards a chosen Guard may name (none for any other card)."""
        choice = self.choice
        if choice is None or not self.targets or choice["card"] != "GUARD":
            return []
        return [item["card"] for item in choice["guesses"] if item["allowed"]]

    @property
    def keeps(self):
        """The cards a Chancellor may keep, each once, in the order of the hand."""
        found = []
        for option in self.choices.get("options", ()) if self.kind == "chancellor" else ():
            if option["keep"] not in found:
                found.append(option["keep"])
        return found

    @property
    def orders(self):
        """The orders the other cards may go under the deck in, once a card is kept."""
        kept = self.card if self.kind == "chancellor" else None
        found = []
        for option in self.choices.get("options", ()) if kept is not None else ():
            order = tuple(option["bottom"])
            if option["keep"] == kept and order not in found:
                found.append(order)
        return found

    def action(self):
        """The move as arguments: ("play", card, target, guess) or ("chancellor", keep,
        order); None while it is not complete."""
        if not self.complete:
            return None
        if self.kind == "chancellor":
            return ("chancellor", self.card, list(self.order))
        return ("play", self.card, self.target, self.guess)

    # ------------------------------------------------------------------ choosing

    def select(self, place):
        """Choose the card at ``place`` in the hand: the card to play (its target and
        guess start again when it is another card), or, for a Chancellor, to keep."""
        if not isinstance(place, int) or not 0 <= place < len(self.cards):
            return
        with self.hold_trait_notifications():
            self.refusal = ""
            if self.kind == "chancellor":
                if self.keep is None or self.cards[self.keep] != self.cards[place]:
                    self.order = None
                self.keep = place
                if self.order is None and self.orders:  # the order shown, chosen for the person
                    self.order = self._order_shown(place)
            else:
                if self.slot is None or self.cards[self.slot] != self.cards[place]:
                    self.target = self.guess = None
                self.slot = place
                if self.target is None and len(self.targets) == 1:  # the only target: chosen for them
                    self.target = self.targets[0]
            self._update()

    def _order_shown(self, kept):
        """The order the other cards are shown in (the hand's, without the card kept at
        ``kept``), when it is one the rules allow; else the first allowed."""
        shown = tuple(code for place, code in enumerate(self.cards) if place != kept)
        return shown if shown in self.orders else self.orders[0]

    def choose_target(self, seat):
        """Aim at ``seat`` (None: no target chosen yet)."""
        self._choose("target", seat if seat in self.targets else None)

    def choose_guess(self, code):
        """Name ``code`` with the Guard (None: no card named yet)."""
        self._choose("guess", code if code in self.guesses else None)

    def choose_keep(self, code):
        """Keep the first card ``code`` of the hand (the Chancellor's dropdown)."""
        if code in self.keeps:
            self.select(self.cards.index(code))
        elif code is None and self.keep is not None:
            with self.hold_trait_notifications():
                self.keep = self.order = None
                self.refusal = ""
                self._update()

    def choose_order(self, order):
        """Put the other cards under the deck in ``order`` (codes, the last at the bottom)."""
        order = tuple(order) if order is not None else None
        self._choose("order", order if order in self.orders else None)

    def _choose(self, name, value):
        with self.hold_trait_notifications():
            if getattr(self, name) != value:
                self.refusal = ""
            setattr(self, name, value)
            self._update()

    # ------------------------------------------------------------------ what is missing

    def _update(self):
        """Say what is missing."""
        self.missing = self._missing()
        self.complete = self.kind is not None and self.missing == ""

    def _missing(self):
        if self.kind == "chancellor":
            if self.card not in self.keeps:
                return "keep"
            return "" if self.order in self.orders else "order"
        if self.kind != "play":
            return ""
        choice = self.choice
        if choice is None:
            return "card"
        if not choice["playable"]:
            return "refused"
        if self.targets and self.target not in self.targets:
            return "target"
        if self.guesses and self.guess not in self.guesses:
            return "guess"
        return ""
