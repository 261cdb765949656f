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

from collections.abc import Callable, Iterable, Mapping
from itertools import product

from fractions import Fraction
from typing import Any, Optional, cast
from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction
from lovelet.engine.events import Event
from lovelet.engine.legality import countess_forced
from lovelet.engine.observation import Observation, check_observation
from lovelet.engine.replay import Replay, Step, Token
from lovelet.deduction.factors import Factors, Inconsistent, Slot
from lovelet.deduction.histories import read_histories
from lovelet.deduction.opponent_model import OpponentModel, PublicHistory, whole
from lovelet.deduction.slots import Evidence, finished_evidence

__all__ = ["Evidence", "read_evidence", "Inconsistent"]

#: An opponent's play weighed by the model: {(older card, card drawn): whole weight}.
PlayChances = dict[tuple[Card, ...], int]
#: An opponent's Chancellor choice weighed by the model: {hand: [(cards kept then
#: returned, whole weight)]}.
ReturnChances = dict[tuple[Card, ...], list[tuple[tuple[Card, ...], int]]]


def read_evidence(observation: object, model: OpponentModel | None = None) -> Evidence:
    """The :class:`Evidence` of ``observation``; raises Inconsistent if it cannot happen.

    ``model`` is an :class:`~lovelet.deduction.opponent_model.OpponentModel` or None.
    Anything but an Observation is refused (BAD_OBSERVATION), in both builds: hence
    ``object``, which the compiled build does not check on the way in.
    """
    check_observation(observation, "Deduction")
    observation = cast(Observation, observation)
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
    # (its own name: the compiled build types a name by the first except that binds it)
    except IllegalAction as refusal:  # the replay refuses a log that no round writes
        if refusal.code != "BAD_OBSERVATION":
            raise
        raise Inconsistent(refusal.message) from refusal


class _Reader:
    """Weighs the hidden cards step by step of the :class:`~lovelet.engine.replay.Replay`.

    The replay moves the cards (its tokens); the reader keeps a slot of
    :class:`~lovelet.deduction.factors.Factors` in ``token.slot`` for every card in a
    hidden place that a weight may concern, and applies what each step tells of them.
    A token with no slot is a card the viewer sees (their own) or one of the
    exchangeable pool (the fresh deck, the set-aside card).  Its handlers, named after
    the event kinds, do inference only.
    """

    def __init__(self, observation: Observation, model: OpponentModel | None = None) -> None:
        self.observation = observation
        self.model = model
        self.viewer: int = observation.player
        self.values: Mapping[Card, int] = observation.edition.values
        self.replay = Replay(observation)
        # The copies of each card that may still be hidden: all but those the viewer
        # sees now (discards, face-up cards, own hand), as the replay counts them.
        self.caps: Mapping[Card, int] = self.replay.unseen
        # The public state before the decision being read: what the model is shown.
        self.history = None if model is None else PublicHistory(observation, self.replay)
        self.factors = Factors()
        self.set_aside_slot: Slot | None = None

    def read(self) -> Evidence:
        replay, viewer, model = self.replay, self.viewer, self.model
        advance, handlers = replay.advance, _HANDLERS
        for event in replay.events:
            # The model sees a decision as it was: weigh it before the replay moves on.
            chances: PlayChances | ReturnChances | None = None
            if model is not None and event.player != viewer:
                if event.kind == "play":
                    chances = self.chances_of_play(event)
                elif event.kind == "chancellor_return":
                    chances = self.chances_of_return(_seat(event))
            step = advance()
            handler = handlers.get(event.kind)
            if handler is not None:
                handler(self, step, chances)
        return self.finish()

    # ------------------------------------------------------------------ slots

    def fresh_slot(self) -> Slot:
        """A slot for a card drawn from the exchangeable pool: any card still hidden."""
        return self.factors.new({card: 1 for card, count in self.caps.items() if count > 0})

    def arrived(self, step: Step, chances: object = None) -> None:
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

    def received(self, step: Step, chances: object = None) -> None:
        """Cards came into the viewer's hand from hidden places: they are seen now."""
        self.reveal(step.received)

    def given(self, step: Step) -> None:
        """Cards left the viewer's hand for hidden places: known cards there."""
        for token in step.given:
            token.slot = self.factors.known(_card(token))

    def discarded(self, step: Step, chances: object = None) -> None:
        """Cards went face up onto a discard pile (a Prince, an elimination)."""
        self.reveal(step.discarded)

    def reveal(self, tokens: Iterable[Token]) -> None:
        """The viewer now sees the cards of ``tokens``: their slots leave the hidden cards."""
        for token in tokens:
            slot = _slot_of(token)
            if slot is not None:
                self.factors.reveal(slot, _card(token))
                token.slot = None

    def slot(self, seat: int) -> Slot:
        """The slot of the one card ``seat`` holds (the replay has checked it holds one)."""
        return _held_slot(self.replay.tokens(seat)[0])

    # ------------------------------------------------------------------ decisions

    def play(self, step: Step, chances: PlayChances | None) -> None:
        seat: int | None = step.event.player
        card: Card = step.event.details["card"]
        if seat == self.viewer:
            return  # the card stays seen: from the hand to the discard pile
        drawn: bool | None = step.event.details.get("drawn")  # public only with the reveal_drawn option

        def kernel(values: tuple[Card, ...]) -> tuple[Card, int] | None:
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

        try:
            _kept(step).slot = self.factors.combine([_held_slot(token) for token in step.held], kernel)
        except Inconsistent as error:
            if self.model is None:
                raise
            raise self.unexplained(_seat(step.event), card) from error

    def chances_of_play(self, event: Event) -> PlayChances | None:
        """{(older card, card drawn): whole weight} for the two cards the player of
        ``event`` holds: the model's probability that this hand plays that card so,
        now (none when the rules forbid it, as the Countess rule may), all times one
        common number."""
        seat, details = _seat(event), event.details
        action = Play(details["card"], details["target"], details["guess"])
        card, model, history, factors = action.card, self.model, self.history, self.factors
        assert model is not None and history is not None  # asked only under a model
        held = self.replay.tokens(seat)
        if len(held) != 2:
            return None  # the replay refuses the play next
        old, new = held
        chances: dict[tuple[Card, ...], Fraction] = {}
        for first in factors.possible(_held_slot(old)):
            for second in factors.possible(_held_slot(new)):
                if first is card or second is card:
                    chances[first, second] = model.chance_of(history, seat, (first, second), action)
        return whole(chances)

    def chances_of_return(self, seat: int) -> ReturnChances:
        """{hand: [(cards kept then returned, whole weight)]} for every hand ``seat`` may
        hold (the older card first, then those drawn): the model's chance of each way to
        keep one card and return the others."""
        model, history = self.model, self.history
        assert model is not None and history is not None  # asked only under a model
        outcomes: dict[tuple[tuple[Card, ...], tuple[Card, ...]], Fraction] = {}
        slots = [_held_slot(token) for token in self.replay.tokens(seat)]
        for values in product(*(self.factors.possible(slot) for slot in slots)):
            chances = model.chances(history.view(seat, values))
            for option, chance in chances.items():
                if chance:
                    choice = cast(ChancellorReturn, option)  # the legal actions of a Chancellor choice
                    outcomes[values, (choice.keep,) + tuple(choice.bottom)] = chance
        ways: ReturnChances = {}
        for (values, cards), weight in whole(outcomes).items():
            ways.setdefault(values, []).append((cards, weight))
        return ways

    def chancellor_return(self, step: Step, ways: ReturnChances | None) -> None:
        seat = _seat(step.event)
        if seat == self.viewer:
            self.given(step)
            return
        inputs = [_held_slot(token) for token in step.held]
        if ways is None:
            # The choice is unknown: each distinct outcome equally likely, which is each
            # order of the cards equally likely (the first one kept, the others returned).
            slots = self.factors.shuffle(inputs)
        else:
            choices = ways
            try:
                slots = self.factors.rearrange(inputs, lambda values: choices.get(values, ()))
            except Inconsistent as error:
                if self.model is None:
                    raise
                raise self.unexplained(seat) from error
        for token, slot in zip((_kept(step),) + step.returned, slots):
            token.slot = slot

    def unexplained(self, seat: int, card: Card | None = None) -> Inconsistent:
        """The failure to explain ``seat``'s decision under the model, in words: their
        play of ``card``, or their Chancellor choice (asked only under a model).  Each
        decision has its own try rather than a context manager: a play is read at every
        turn, and contextlib's cost shows in the belief's time."""
        name = self.observation.names[seat]
        what = "Chancellor choice" if card is None else f"play of the {card.label()}"
        return Inconsistent(f"Under the model {cast(OpponentModel, self.model).agent!r}, no hand {name} may "
                            f"have held explains their {what}.")

    # ------------------------------------------------------------------ what is shown

    def king(self, step: Step, chances: object) -> None:
        self.received(step)
        self.given(step)

    def guard(self, step: Step, chances: object) -> None:
        details = step.event.details
        target: int = details["target"]
        guess: Card = details["guess"]
        if target != self.viewer and not details["hit"]:
            self.factors.restrict(self.slot(target), lambda card: card is not guess)

    def learned(self, step: Step, chances: object) -> None:
        """A Priest look, a Baron comparison or the hands shown at the end: the viewer
        now knows cards that stay where they were."""
        for token in step.learned:
            slot = _slot_of(token)
            if slot is not None:
                seen = token.card
                self.factors.restrict(slot, lambda card: card is seen)

    def baron(self, step: Step, chances: object) -> None:
        if step.learned:  # the viewer took part: they saw the other card
            self.learned(step, chances)
            return
        actor, details, values = _seat(step.event), step.event.details, self.values
        target: int = details["target"]
        loser: int | None = details["loser"]
        if loser is None:
            self.factors.relate(self.slot(actor), self.slot(target),
                                lambda mine, its: values[mine] == values[its])
            return
        winner = target if loser == actor else actor
        # The loser's card is shown next (its elimination): relating from the loser's
        # side leaves one term per card it may be, and the reveal keeps just one.
        self.factors.relate(self.slot(loser), self.slot(winner),
                            lambda lost, won: values[lost] < values[won])

    def round_end(self, step: Step, chances: object) -> None:
        aside: Token | None = self.replay.set_aside
        for token in step.learned:
            slot = _slot_of(token)
            if token is aside:  # shown while still in the pool: a known slot of its own
                self.set_aside_slot = token.slot = self.factors.known(_card(token))
            elif slot is not None:
                seen = token.card
                self.factors.restrict(slot, lambda card: card is seen)

    # ------------------------------------------------------------------ the end

    def finish(self) -> Evidence:
        return finished_evidence(self.observation, self.replay, self.factors,
                                 lambda seat, number, token: _slot_of(token), lambda number, token: _slot_of(token),
                                 self.set_aside_slot, self.model)


# The reader keeps a slot (an int) or None in each token's ``slot``, a field the replay
# types ``object``: these read it back, and a token's card or an event's seat, where the
# replay has made sure they are known.

def _slot_of(token: Token) -> Slot | None:
    return cast(Optional[Slot], token.slot)


def _held_slot(token: Token) -> Slot:
    return cast(Slot, token.slot)


def _card(token: Token) -> Card:
    return cast(Card, token.card)


def _kept(step: Step) -> Token:
    return cast(Token, step.kept)


def _seat(event: Event) -> int:
    return cast(int, event.player)


_HANDLERS: dict[str, Callable[[_Reader, Step, Any], None]] = {
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
