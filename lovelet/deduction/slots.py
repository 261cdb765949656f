"""Evidence: the hidden cards of a round as one player can reason about them.

Both readings of an observation end here: the plain one and the one under an opponent
model that needs only the two cards of a decision (:mod:`~lovelet.deduction.evidence`),
and the one under a model that remembers what it saw (:mod:`~lovelet.deduction.histories`).
Each gives its slots (:class:`~lovelet.deduction.factors.Factors`) and
:func:`finished_evidence` checks that the replay came to the table the player sees and
makes the :class:`Evidence` the belief reads.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lovelet.engine.cards import Card
from lovelet.engine.observation import Observation
from lovelet.engine.replay import Replay, Token
from lovelet.deduction.factors import Factors, Inconsistent, Slot
from lovelet.deduction.opponent_model import OpponentModel

__all__ = ["Evidence", "finished_evidence"]


@dataclass(eq=False, repr=False)  # each reading is its own: compared and hashed by identity
class Evidence:
    """The hidden cards of a round as one player can reason about them.

    * ``factors``: the groups of slots and their weights.
    * ``hands``: seat -> the player's own cards (for ``player``) or the slots of an
      opponent's hand, oldest first.
    * ``bottom``: the slots of the cards returned under the deck, the next one to be
      drawn first.
    * ``unseen``: card -> copies the player cannot see (in slots or in the pool).
    * ``fresh``: how many never-drawn cards lie on top of the deck.
    * ``set_aside_held``: whether the face-down card is still set aside;
      ``set_aside_slot`` is its slot once the end of the round has shown it.
    * ``model``: the :class:`~lovelet.deduction.opponent_model.OpponentModel` the
      opponents' decisions were weighed with, or None.
    * ``exact``: False when the weights are themselves estimated (resampled histories,
      or a model whose chances come from drawn decisions); ``stderr`` is then the
      largest standard error of a probability (NaN when not measured).
    """

    observation: Observation
    factors: Factors
    hands: dict[int, list[Any]]
    bottom: list[Slot | None]
    unseen: dict[Card, int]
    fresh: int
    set_aside_held: bool
    set_aside_slot: Slot | None
    model: OpponentModel | None = None
    exact: bool = True
    # The largest standard error of a probability, when not exact (NaN: not measured).
    stderr: float = field(init=False)

    def __post_init__(self) -> None:
        self.stderr = 0.0 if self.exact else float("nan")

    def __reduce__(self) -> tuple[type[Evidence], tuple[object, ...], dict[str, float]]:
        """Made again from its fields: a belief carries it, pickled (to a worker process) and
        copied, and the compiled class has no __dict__ for pickle to save."""
        return (Evidence, (self.observation, self.factors, self.hands, self.bottom, self.unseen, self.fresh,
                           self.set_aside_held, self.set_aside_slot, self.model, self.exact),
                {"stderr": self.stderr})

    def __setstate__(self, state: dict[str, float]) -> None:
        self.stderr = state["stderr"]

    @property
    def pool_size(self) -> int:
        """How many unseen cards are in no slot: the fresh deck plus the set-aside card."""
        return self.fresh + (1 if self.set_aside_held and self.set_aside_slot is None else 0)


def finished_evidence(observation: Observation, replay: Replay, factors: Factors,
                      hand_slot: Callable[[int, int, Token], int | None],
                      bottom_slot: Callable[[int, Token], int | None], set_aside_slot: int | None,
                      model: OpponentModel | None, exact: bool = True) -> Evidence:
    """The :class:`Evidence` of ``observation`` once ``replay`` has read all its events.

    ``hand_slot(seat, number, token)`` is the slot of the card ``token`` an opponent holds
    (``number``: its place in the hand, oldest first), ``bottom_slot(number, token)`` that
    of a card under the deck.  Raises Inconsistent when the replay did not come to the
    hand and table the player sees, or the hidden cards do not add up.
    """
    if replay.hand != tuple(observation.hand):
        raise Inconsistent("the events do not lead to the hand the player holds")
    if replay.deck_size != observation.deck_size or replay.discards != tuple(observation.discards):
        raise Inconsistent("the events do not lead to the table shown")
    viewer = observation.player
    unseen = {card: replay.unseen[card] for card in observation.edition.cards}
    hands = {seat: (list(observation.hand) if seat == viewer else
                    [hand_slot(seat, number, token) for number, token in enumerate(tokens)])
             for seat, tokens in enumerate(replay.hands)}
    evidence = Evidence(
        observation=observation,
        factors=factors,
        hands=hands,
        bottom=[bottom_slot(number, token) for number, token in enumerate(replay.bottom)],
        unseen=unseen,
        fresh=replay.fresh,
        set_aside_held=bool(observation.set_aside_count),
        set_aside_slot=set_aside_slot,
        model=model,
        exact=exact,
    )
    if sum(unseen.values()) != len(factors.group_of) + evidence.pool_size:
        raise Inconsistent("the hidden cards do not add up: the observation is not a round's")
    return evidence
