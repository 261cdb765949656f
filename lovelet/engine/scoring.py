"""The end of a round: who wins it, the Spy bonus, the favors, who wins the game.

:func:`score_round` is a pure function of the round's last state (docs/rules.md A11-A14,
B9): the hands still held, every discard pile, the favors before the round.  The
round calls it once, when its last turn ends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from lovelet.engine.cards import Card

__all__ = ["score_round"]

#: (seat, value) pairs: the hands shown at a showdown, the discard sums of a tie.
SeatValues = tuple[tuple[int, Card], ...]
SeatSums = tuple[tuple[int, int], ...]


def score_round(reason: str, survivors: Sequence[int], hands: Sequence[Sequence[Card]],
                discards: Sequence[Sequence[Card]], values: Mapping[Card, int], tie_break: str,
                favors_before: Sequence[int], needed: int,
                ) -> tuple[tuple[int, ...], tuple[int, ...], int | None, tuple[int, ...], SeatValues, SeatSums]:
    """Score a round that ended by ``reason`` ("sole_survivor" or "showdown").

    ``survivors`` are the seats still in the round, ``hands`` and ``discards`` every
    seat's cards, ``values`` the edition's card values, ``tie_break`` "shared" or
    "discard_sum", ``favors_before`` each seat's favors before the round and ``needed``
    the favors that win the game.  Returns (winners, gains, Spy bonus seat or None,
    game winners, shown hands, discard sums); the last two are ((seat, value), ...).
    """
    shown: SeatValues = ()
    discard_sums: SeatSums = ()
    if reason == "sole_survivor":
        winners = tuple(survivors)
    else:
        shown = tuple([(seat, hands[seat][0]) for seat in survivors])
        best = max([values[card] for _seat, card in shown])
        winners = tuple([seat for seat, card in shown if values[card] == best])
        if len(winners) > 1 and tie_break == "discard_sum":
            discard_sums = tuple([(seat, sum([values[card] for card in discards[seat]])) for seat in winners])
            top = max([total for _seat, total in discard_sums])
            winners = tuple([seat for seat, total in discard_sums if total == top])
    gained = [0] * len(favors_before)
    for seat in winners:
        gained[seat] = 1
    # The Spy bonus: exactly one survivor with a Spy in their discards (A13).
    spy_bonus = None
    for seat in survivors:
        if Card.SPY in discards[seat]:
            if spy_bonus is not None:
                spy_bonus = None
                break
            spy_bonus = seat
    else:
        if spy_bonus is not None:
            gained[spy_bonus] += 1
    gains = tuple(gained)
    game_winners = tuple([seat for seat, before in enumerate(favors_before) if before + gains[seat] >= needed])
    return winners, gains, spy_bonus, game_winners, shown, discard_sums
