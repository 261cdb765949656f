"""Deduction: what one player may know and believe about the cards they cannot see.

* :func:`tracker` counts, for each character, the copies the player has seen, where,
  and how many are still unseen.
* :func:`belief` gives exact probabilities for each opponent's hand, the set-aside
  card and the next draw, conditioned on everything the player observed.

Both read only an :class:`~lovelet.Observation`, never a round's hidden state.
"""

from .belief import Belief, belief
from .tracker import Tracker, tracker

__all__ = ["tracker", "belief", "Tracker", "Belief"]
