"""The end of a round: who wins it, the Spy bonus, the favors, who wins the game.

:func:`score_round` is a pure function of the round's last state (docs/rules.md A11-A14,
B9): the hands still held, every discard pile, the favors before the round.  The
round calls it once, when its last turn ends.
"""

from typing import NamedTuple

from .cards import Card

__all__ = ["RoundScore", "score_round"]


class RoundScore(NamedTuple):
    """What a round's end decides; every field is a tuple or a plain value.

    ``shown`` and ``discard_sums`` are ((seat, value), ...) pairs: the hands revealed
    at a showdown and, when the classic discard tie-break was used, the totals compared.
    """

    winners: tuple
    gains: tuple
    spy_bonus: object
    game_winners: tuple
    shown: tuple
    discard_sums: tuple


def score_round(reason, survivors, hands, discards, values, tie_break, favors_before, needed):
    """Score a round that ended by ``reason`` ("sole_survivor" or "showdown").

    ``survivors`` are the seats still in the round, ``hands`` and ``discards`` every
    seat's cards, ``values`` the edition's card values, ``tie_break`` "shared" or
    "discard_sum", ``favors_before`` each seat's favors before the round and ``needed``
    the favors that win the game.
    """
    shown = {}
    discard_sums = {}
    if reason == "sole_survivor":
        winners = tuple(survivors)
    else:
        shown = {seat: hands[seat][0] for seat in survivors}
        best = max([values[card] for card in shown.values()])
        winners = tuple([seat for seat in survivors if values[shown[seat]] == best])
        if len(winners) > 1 and tie_break == "discard_sum":
            discard_sums = {seat: sum([values[card] for card in discards[seat]]) for seat in winners}
            top = max(discard_sums.values())
            winners = tuple([seat for seat in winners if discard_sums[seat] == top])
    gains = [0] * len(favors_before)
    for seat in winners:
        gains[seat] = 1
    # The Spy bonus: exactly one survivor with a Spy in their discards (A13).
    spies = [seat for seat in survivors if Card.SPY in discards[seat]]
    spy_bonus = spies[0] if len(spies) == 1 else None
    if spy_bonus is not None:
        gains[spy_bonus] += 1
    gains = tuple(gains)
    game_winners = tuple([seat for seat, before in enumerate(favors_before) if before + gains[seat] >= needed])
    return RoundScore(winners, gains, spy_bonus, game_winners, tuple(shown.items()),
                      tuple(discard_sums.items()))
