"""The two kinds of decision a player makes: play a card, or finish a Chancellor.

Actions are small immutable values: they compare equal field by field, hash, and
can be kept in sets, so checking a move against the legal ones is a set test.
"""

from typing import NamedTuple, Optional, Tuple

from .cards import Card

__all__ = ["Play", "ChancellorReturn", "Action"]


class Play(NamedTuple):
    """Play ``card`` from hand, aimed at seat ``target`` and, for a Guard, naming ``guess``."""

    card: Card
    target: Optional[int] = None
    guess: Optional[Card] = None

    def __repr__(self):
        parts = [repr(self.card)]
        if self.target is not None:
            parts.append(f"target={self.target!r}")
        if self.guess is not None:
            parts.append(f"guess={self.guess!r}")
        return f"Play({', '.join(parts)})"


class ChancellorReturn(NamedTuple):
    """Finish a Chancellor: keep one card, put the others under the deck in this order.

    ``bottom`` lists the returned cards; the last one ends up as the bottom card.
    """

    keep: Card
    bottom: Tuple[Card, ...] = ()

    def __repr__(self):
        return f"ChancellorReturn(keep={self.keep!r}, bottom={tuple(self.bottom)!r})"


Action = (Play, ChancellorReturn)
