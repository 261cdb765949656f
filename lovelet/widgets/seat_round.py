"""One seat's decision, read from that seat's observation alone, as the engine's checks read a round.

A student's kernel holds no round (:mod:`lovelet.widgets.seat_table`): the service does.
Yet the Table's choices (:func:`lovelet.widgets.table_choices.choices_of`) give, for each
choice that is not allowed, the engine's own code and sentence, which the engine finds by
reading a round (:class:`lovelet.engine.legality.RoundView`).  When the decision is the
seat's, everything those checks read is in the seat's observation: the players, whose
turn it is, the protections and eliminations (public), the seat's own hand and its legal
actions.  :class:`SeatDecision` reads them from there, so the refusals stay the
engine's, word for word, and nothing hidden from the seat is needed or held.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence, Set

from lovelet.engine.cards import Card, Edition
from lovelet.engine.legality import eligible_seats
from lovelet.engine.observation import Observation

__all__ = ["SeatDecision", "game_winners_of"]


def game_winners_of(observation: Observation) -> tuple[int, ...]:
    """The seats whose favors won the game at the end of ``observation``'s round (read
    from its last event, which every player sees); () while the round goes on or when
    the game goes on after it."""
    if not observation.is_over or not observation.events:
        return ()
    last = observation.events[-1]
    return tuple(last.details.get("game_winners", ())) if last.kind == "round_end" else ()


class SeatDecision:
    """The :class:`~lovelet.engine.legality.RoundView` of the decision of the seat whose
    ``observation`` this is: what :func:`~lovelet.engine.legality.legal_form_or_refusal`
    reads, taken from the observation.

    Only the seat's own hand is known: :meth:`hand` of another seat is refused with a
    ``LookupError`` (the engine's checks read the hand of the player to act, which is
    this seat whenever the decision is theirs: ``choices`` are computed only then).
    """

    __slots__ = ("_observation",)

    def __init__(self, observation: Observation) -> None:
        self._observation = observation

    @property
    def edition(self) -> Edition:
        return self._observation.edition

    @property
    def names(self) -> Sequence[str]:
        return self._observation.names

    @property
    def current_player(self) -> int | None:
        return self._observation.current_player

    @property
    def pending_chancellor(self) -> bool:
        return self._observation.pending_chancellor

    @property
    def eliminated(self) -> Set[int]:
        return self._observation.eliminated

    @property
    def protected(self) -> Set[int]:
        return self._observation.protected

    @property
    def is_over(self) -> bool:
        return self._observation.is_over

    @property
    def game_over(self) -> bool:
        return bool(game_winners_of(self._observation))

    def hand(self, player: int) -> Sequence[Card]:
        """The seat's own hand; any other seat's is not known here (LookupError)."""
        if player != self._observation.player:
            raise LookupError(f"seat {self._observation.player} does not know seat {player}'s hand")
        return self._observation.hand

    def eligible_opponents(self) -> Sequence[int]:
        """The opponents the player to act may choose: in the round, not protected (public)."""
        observation = self._observation
        current = observation.current_player
        if current is None:
            return ()
        blocked = 0
        for seat in observation.protected | observation.eliminated:
            blocked |= 1 << seat
        return eligible_seats(observation.players, current, blocked)

    def legal_actions(self) -> Collection[object]:
        """The seat's legal actions (none unless the decision is theirs)."""
        return self._observation.legal_actions()
