"""Who deals: the random draws of a deal, from a seed's named streams or a caller's rng.

A deal draws a round's deck order and, when none is given, its starting player.  The
one seeding scheme of lovelet is :class:`DerivedDealer`: round k's deck comes from the
stream ("deal", k) of the seed and round 1's starter from ("first-player"), so
``Round.deal(edition, players, seed=s)`` deals exactly what ``Game(edition, names,
seed=s).round`` deals.  :class:`SequentialDealer` draws everything in order from one
``random.Random`` (a caller's ``rng``, or the generator of games saved by lovelet 0.1).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from lovelet.engine.arguments import shuffled_deck
from lovelet.engine.cards import Card, Edition
from lovelet.engine.streams import derived_choice, derived_shuffle, randrange_as_random_does
from lovelet.engine.compiling import mypyc_attr
from lovelet.engine.stream_random import generator_from_state

__all__ = ["DerivedDealer", "SequentialDealer"]


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # copied and pickled with its game, as any Python value
class DerivedDealer:
    """The game's random draws, each from a stream derived from the seed and the round."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def first_player(self, players: int) -> int:
        """The seat that starts round 1."""
        return derived_choice(range(players), self.seed, "first-player")

    def deck(self, edition: Edition, number: int) -> list[Card]:
        """The deck of round ``number`` (1 for the first round), top card first."""
        return derived_shuffle(list(edition.deck), self.seed, "deal", number)

    def tie_break(self, winners: Sequence[int], number: int) -> int:
        """The starter of round ``number`` among the tied ``winners`` of the round before."""
        return derived_choice(winners, self.seed, "tie-break", number)

    def copy(self) -> DerivedDealer:
        """The same dealer: it keeps no state, every draw is named."""
        return self


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # as DerivedDealer
class SequentialDealer:
    """Every draw from one generator, in order: the caller's ``rng``, or the seeded
    generator of games saved by lovelet 0.1 (format version 1), which still load."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def first_player(self, players: int) -> int:
        """The seat that starts round 1: the generator's next draw."""
        return randrange_as_random_does(players, self.rng)

    def deck(self, edition: Edition, number: int) -> list[Card]:
        """The next round's deck, top card first (``number`` plays no part)."""
        return shuffled_deck(edition, self.rng)

    def tie_break(self, winners: Sequence[int], number: int) -> int:
        """The next round's starter among the tied ``winners``."""
        return self.rng.choice(winners)

    def copy(self) -> SequentialDealer:
        """A dealer that will draw what this one draws, from a twin of its generator (a
        StreamRandom's twin for a StreamRandom, a ``random.Random`` for any other)."""
        return SequentialDealer(generator_from_state(self.rng.getstate()))
