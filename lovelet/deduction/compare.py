"""How much an opponent model changes a belief: entropy and total variation, place by place.

``sharpening(belief(obs), belief(obs, model=agent))`` compares two beliefs of the same
observation, one without a model and one with, at every hidden place: each opponent
still in the round, the set-aside card and the next draw.  Two numbers per place:

*Entropy*, in bits, measures how uncertain a distribution is: it is the number of
yes/no questions a clever questioner needs on average to find the hidden card.  A
card known for sure is 0 bits; a fair choice between two cards is 1 bit; between four,
2 bits; in general ``-sum p * log2(p)``.  A model *sharpens* a belief at a place when
the entropy there goes down.  It need not: a model may also make a card that seemed
unlikely more likely, and so leave the place less certain than before.

*Total variation distance* measures how far the belief moved, whichever way: it is the
largest difference between the probabilities the two beliefs give to the same event
("the opponent holds a card worth 5 or more", "the next draw is a Guard"), which is
half the sum of the differences card by card.  0 means the model changed nothing at
that place; 1 means the two beliefs have nothing in common.

For the opponent whose turn it is (two cards in hand) both are computed on the
distribution of the pair of cards.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown
from lovelet.display.deduction_tables import sharpening_html
from lovelet.deduction.belief import Belief, Probability
from lovelet.deduction.drawn import DrawnAsHtml

__all__ = ["sharpening", "Sharpening", "PlaceSharpening", "entropy", "total_variation"]


@dataclass(frozen=True)
class PlaceSharpening:
    """The change at one hidden place.

    ``place`` names it (an opponent's name, "set-aside card" or "next draw"); ``seat``
    is the opponent's seat or None.  Entropies are in bits (floats);
    ``total_variation`` is an exact Fraction when both beliefs are exact.
    """

    place: str
    seat: object
    entropy_before: float
    entropy_after: float
    total_variation: object

    @property
    def bits_gained(self) -> float:
        """How many bits of uncertainty the model removed (negative if it added some)."""
        return self.entropy_before - self.entropy_after


class Sharpening(DrawnAsHtml):
    """The :class:`PlaceSharpening` of every hidden place, in table order.

    Iterate over it, or index it by position or by place name.
    """

    draw_html = staticmethod(sharpening_html)

    def __init__(self, places: Iterable[PlaceSharpening]) -> None:
        self.places = tuple(places)

    def __iter__(self) -> Iterator[PlaceSharpening]:
        return iter(self.places)

    def __len__(self) -> int:
        return len(self.places)

    def __getitem__(self, key: int | str) -> PlaceSharpening:
        if isinstance(key, str):
            for place in self.places:
                if place.place == key:
                    return place
            raise KeyError(key)
        return self.places[key]

    def __repr__(self) -> str:
        rows = ", ".join(f"{p.place}: {p.entropy_before:.2f} -> {p.entropy_after:.2f} bits, "
                         f"TV {float(p.total_variation):.2f}" for p in self.places)
        return f"<Sharpening {rows or 'nothing hidden'}>"




def sharpening(plain: Belief, modelled: Belief) -> Sharpening:
    """Entropy before and after, and total variation distance, at every hidden place.

    ``plain`` and ``modelled`` are two :class:`~lovelet.deduction.belief.Belief` of the
    same observation (typically without and with an opponent model); anything else is
    refused (BAD_OPTION).
    """
    for what, given in (("first", plain), ("second", modelled)):
        if not isinstance(given, Belief):
            raise refused("BAD_OPTION.sharpening_belief", which=what, shown=shown(given))
    if plain._observation != modelled._observation:
        raise refused("BAD_OPTION.sharpening_same")
    places = []
    for seat in range(len(plain.names)):
        if seat == plain.player or not plain._evidence.hands[seat]:
            continue
        before = _exact(plain).joint([seat])
        after = _exact(modelled).joint([seat])
        places.append(_compare(plain.names[seat], seat, before, after))
    for label, name in (("set-aside card", "set_aside"), ("next draw", "next_draw")):
        before = getattr(_exact(plain), name)
        if before:
            places.append(_compare(label, None, before, getattr(_exact(modelled), name)))
    return Sharpening(places)


def entropy(distribution: Mapping[object, Probability]) -> float:
    """The entropy of {outcome: probability} in bits."""
    # A certain outcome gives -(1 * log2 1) = -0.0; adding 0.0 prints it as 0.
    return -sum(float(p) * math.log2(float(p)) for p in distribution.values() if p > 0) + 0.0


def total_variation(first: Mapping[object, Probability], second: Mapping[object, Probability]) -> Probability:
    """Half the sum of |p - q| over the outcomes of two distributions."""
    outcomes = set(first) | set(second)
    return sum(abs(first.get(key, 0) - second.get(key, 0)) for key in outcomes) / 2


def _exact(belief: Belief) -> Belief:
    return belief.as_fractions() if belief.exact else belief


def _compare(place: str, seat: int | None, before: Mapping[Card, Probability], after: Mapping[Card, Probability]
             ) -> PlaceSharpening:
    return PlaceSharpening(place=place, seat=seat, entropy_before=entropy(before),
                           entropy_after=entropy(after), total_variation=total_variation(before, after))
