"""What one player's observation says about the cards they cannot see.

:func:`read_evidence` follows the :class:`~lovelet.engine.replay.Replay` of an
:class:`~lovelet.Observation`, which moves the cards event by event as that player saw
them (each opponent's hand, the cards returned under the deck, the rest of the deck and
the face-down set-aside card), and weighs what each step tells.  The hidden cards whose
identity matters are *slots* in a :class:`~lovelet.deduction.factors.Factors`, kept on
the replay's tokens; every other unseen card (the rest of the deck and the set-aside
card) is part of an exchangeable *pool*, since nothing seen distinguishes one of them
from another.  Where a card goes is the replay's business; this module only infers.

The deck, as the player knows it, is the fresh cards on top (never seen, exchangeable)
followed by the cards returned by Chancellors, in order, whose places are known.

An opponent's play weighs the two cards it held by how likely that play was with
them: without a model, 1 when the rules allow it (the Countess rule) and 0 otherwise;
with an :class:`~lovelet.deduction.opponent_model.OpponentModel` of an agent deciding
from the public state, the probability the model's agent gives it.  An opponent's
Chancellor choice, unseen, is spread evenly over its options without a model, and by
the agent's probabilities with one.  A model that remembers what it saw in private
needs the whole history, not two cards: :func:`read_evidence` hands it to
:mod:`~lovelet.deduction.histories`, which gives the same kind of Evidence.

Nothing here reads a round's hidden state: only the observation.
"""

from __future__ import annotations

from contextlib import contextmanager
from itertools import product

from lovelet.engine.actions import Play
from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction
from lovelet.engine.legality import countess_forced
from lovelet.engine.observation import Observation, check_observation
from lovelet.engine.replay import Replay
from lovelet.deduction.factors import Factors, Inconsistent
from lovelet.deduction.histories import read_histories
from lovelet.deduction.opponent_model import OpponentModel, PublicHistory, whole
from lovelet.deduction.slots import Evidence, finished_evidence

__all__ = ["Evidence", "read_evidence", "Inconsistent"]


def read_evidence(observation: Observation, model: OpponentModel | None = None) -> Evidence:
    """The :class:`Evidence` of ``observation``; raises Inconsistent if it cannot happen.

    ``model`` is an :class:`~lovelet.deduction.opponent_model.OpponentModel` or None.
    """
    check_observation(observation, "Deduction")
    if model is not None and model.remembers:  # each opponent decides from what it saw
        return read_histories(observation, model)
    reader = _Reader(observation, model)
    try:
        evidence = reader.read()
        evidence.exact = evidence.exact and (model is None or model.exact)
        if not evidence.exact:
            evidence.stderr = float("nan")
        return evidence
    except Inconsistent as error:
        if model is None or str(error).startswith("Under the model"):
            raise
        raise Inconsistent(f"Under the model {model.agent!r}, no deal explains this "
                           f"observation ({error}).") from error
    except IllegalAction as error:  # the replay refuses a log that no round writes
        if error.code != "BAD_OBSERVATION":
            raise
        raise Inconsistent(error.message) from error


class _Reader:
    """Weighs the hidden cards step by step of the :class:`~lovelet.engine.replay.Replay`.

    The replay moves the cards (its tokens); the reader keeps a slot of
    :class:`~lovelet.deduction.factors.Factors` in ``token.slot`` for every card in a
    hidden place that a weight may concern, and applies what each step tells of them.
    A token with no slot is a card the viewer sees (their own) or one of the
    exchangeable pool (the fresh deck, the set-aside card).  Its handlers, named after
    the event kinds, do inference only.
    """

    def __init__(self, observation, model=None):
        self.observation = observation
        self.model = model
        self.viewer = observation.player
        self.values = observation.edition.values
        self.replay = Replay(observation)
        # The copies of each card that may still be hidden: all but those the viewer
        # sees now (discards, face-up cards, own hand), as the replay counts them.
        self.caps = self.replay.unseen
        # The public state before the decision being read: what the model is shown.
        self.history = None if model is None else PublicHistory(observation, self.replay)
        self.factors = Factors()
        self.set_aside_slot = None

    def read(self):
        replay, viewer, model = self.replay, self.viewer, self.model
        advance, handlers = replay.advance, _HANDLERS
        for event in replay.events:
            # The model sees a decision as it was: weigh it before the replay moves on.
            chances = None
            if model is not None and event.player != viewer:
                if event.kind == "play":
                    chances = self.chances_of_play(event)
                elif event.kind == "chancellor_return":
                    chances = self.chances_of_return(event.player)
            step = advance()
            handler = handlers.get(event.kind)
            if handler is not None:
                handler(self, step, chances)
        return self.finish()

    # ------------------------------------------------------------------ slots

    def fresh_slot(self):
        """A slot for a card drawn from the exchangeable pool: any card still hidden."""
        return self.factors.new({card: 1 for card, count in self.caps.items() if count > 0})

    def arrived(self, step, chances=None):
        """Cards came into a hand: the viewer now sees theirs; an opponent's card from
        the pool (the fresh deck, the set-aside card) is a new slot, any card still
        hidden; one from the bottom of the deck keeps its slot."""
        if step.event.player == self.viewer:
            self.received(step)
            return
        for token in step.fresh:
            token.slot = self.fresh_slot()
        for token in step.from_set_aside:
            token.slot = self.fresh_slot()

    def received(self, step, chances=None):
        """Cards came into the viewer's hand from hidden places: they are seen now."""
        self.reveal(step.received)

    def given(self, step):
        """Cards left the viewer's hand for hidden places: known cards there."""
        for token in step.given:
            token.slot = self.factors.known(token.card)

    def discarded(self, step, chances=None):
        """Cards went face up onto a discard pile (a Prince, an elimination)."""
        self.reveal(step.discarded)

    def reveal(self, tokens):
        """The viewer now sees the cards of ``tokens``: their slots leave the hidden cards."""
        for token in tokens:
            if token.slot is not None:
                self.factors.reveal(token.slot, token.card)
                token.slot = None

    def slot(self, seat):
        """The slot of the one card ``seat`` holds (the replay has checked it holds one)."""
        return self.replay.tokens(seat)[0].slot

    # ------------------------------------------------------------------ decisions

    def play(self, step, chances):
        seat, card = step.event.player, step.event.details["card"]
        if seat == self.viewer:
            return  # the card stays seen: from the hand to the discard pile
        drawn = step.event.details.get("drawn")  # public only with the reveal_drawn option

        def kernel(values):
            old, new = values
            # The engine plays the card just drawn when both are the same character.
            if new is card:
                was_drawn, remaining = True, old
            elif old is card:
                was_drawn, remaining = False, new
            else:
                return None
            if drawn is not None and drawn != was_drawn:
                return None
            if chances is None:  # no model: the play must be allowed (the Countess rule)
                return None if countess_forced(old, new) and card is not Card.COUNTESS else (remaining, 1)
            weight = chances.get(values)
            return (remaining, weight) if weight else None

        with self.explained(seat, card):
            step.kept.slot = self.factors.combine([token.slot for token in step.held], kernel)

    def chances_of_play(self, event):
        """{(older card, card drawn): whole weight} for the two cards the player of
        ``event`` holds: the model's probability that this hand plays that card so,
        now (none when the rules forbid it, as the Countess rule may), all times one
        common number."""
        seat, details = event.player, event.details
        action = Play(details["card"], details["target"], details["guess"])
        card, model, history, factors = action.card, self.model, self.history, self.factors
        held = self.replay.tokens(seat)
        if len(held) != 2:
            return None  # the replay refuses the play next
        old, new = held
        chances = {}
        for first in factors.possible(old.slot):
            for second in factors.possible(new.slot):
                if first is card or second is card:
                    chances[first, second] = model.chance_of(history, seat, (first, second), action)
        return whole(chances)

    def chances_of_return(self, seat):
        """{hand: [(cards kept then returned, whole weight)]} for every hand ``seat`` may
        hold (the older card first, then those drawn): the model's chance of each way to
        keep one card and return the others."""
        outcomes = {}
        slots = [token.slot for token in self.replay.tokens(seat)]
        for values in product(*(self.factors.possible(slot) for slot in slots)):
            chances = self.model.chances(self.history.view(seat, values))
            for option, chance in chances.items():
                if chance:
                    outcomes[values, (option.keep,) + tuple(option.bottom)] = chance
        ways = {}
        for (values, cards), weight in whole(outcomes).items():
            ways.setdefault(values, []).append((cards, weight))
        return ways

    def chancellor_return(self, step, ways):
        seat = step.event.player
        if seat == self.viewer:
            self.given(step)
            return
        inputs = [token.slot for token in step.held]
        if ways is None:
            # The choice is unknown: each distinct outcome equally likely, which is each
            # order of the cards equally likely (the first one kept, the others returned).
            slots = self.factors.shuffle(inputs)
        else:
            with self.explained(seat):
                slots = self.factors.rearrange(inputs, lambda values: ways.get(values, ()))
        for token, slot in zip((step.kept,) + step.returned, slots):
            token.slot = slot

    @contextmanager
    def explained(self, seat, card=None):
        """Word a failure to explain ``seat``'s decision under the model: their play of
        ``card``, or their Chancellor choice."""
        try:
            yield
        except Inconsistent as error:
            if self.model is None:
                raise
            name = self.observation.names[seat]
            what = "Chancellor choice" if card is None else f"play of the {card.label()}"
            raise Inconsistent(f"Under the model {self.model.agent!r}, no hand {name} may "
                               f"have held explains their {what}.") from error

    # ------------------------------------------------------------------ what is shown

    def king(self, step, chances):
        self.received(step)
        self.given(step)

    def guard(self, step, chances):
        details = step.event.details
        target, guess = details["target"], details["guess"]
        if target != self.viewer and not details["hit"]:
            self.factors.restrict(self.slot(target), lambda card: card is not guess)

    def learned(self, step, chances):
        """A Priest look, a Baron comparison or the hands shown at the end: the viewer
        now knows cards that stay where they were."""
        for token in step.learned:
            if token.slot is not None:
                seen = token.card
                self.factors.restrict(token.slot, lambda card: card is seen)

    def baron(self, step, chances):
        if step.learned:  # the viewer took part: they saw the other card
            self.learned(step, chances)
            return
        actor, details, values = step.event.player, step.event.details, self.values
        target, loser = details["target"], details["loser"]
        if loser is None:
            self.factors.relate(self.slot(actor), self.slot(target),
                                lambda mine, its: values[mine] == values[its])
            return
        winner = target if loser == actor else actor
        # The loser's card is shown next (its elimination): relating from the loser's
        # side leaves one term per card it may be, and the reveal keeps just one.
        self.factors.relate(self.slot(loser), self.slot(winner),
                            lambda lost, won: values[lost] < values[won])

    def round_end(self, step, chances):
        aside = self.replay.set_aside
        for token in step.learned:
            if token is aside:  # shown while still in the pool: a known slot of its own
                self.set_aside_slot = token.slot = self.factors.known(token.card)
            elif token.slot is not None:
                seen = token.card
                self.factors.restrict(token.slot, lambda card: card is seen)

    # ------------------------------------------------------------------ the end

    def finish(self):
        return finished_evidence(self.observation, self.replay, self.factors,
                                 lambda seat, number, token: token.slot, lambda number, token: token.slot,
                                 self.set_aside_slot, self.model)


_HANDLERS = {
    "hand": _Reader.arrived,
    "deal": _Reader.arrived,
    "draw": _Reader.arrived,
    "chancellor_draw": _Reader.arrived,
    "play": _Reader.play,
    "chancellor_return": _Reader.chancellor_return,
    "king": _Reader.king,
    "prince": _Reader.discarded,
    "eliminated": _Reader.discarded,
    "guard": _Reader.guard,
    "priest": _Reader.learned,
    "baron": _Reader.baron,
    "round_end": _Reader.round_end,
}
