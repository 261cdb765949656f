"""Deduction: what one player may know and believe about the cards they cannot see.

* :func:`tracker` counts, for each character, the copies the player has seen, where,
  and how many are still unseen.
* :func:`belief` gives exact probabilities for each opponent's hand, the set-aside
  card and the next draw, conditioned on everything the player observed.
* :func:`sample_worlds` and :func:`enumerate_worlds` give complete deals of the hidden
  cards, drawn from (or listed with) those exact probabilities.
* :func:`outcome_probabilities` plays on from there: each player's chance of winning
  the round and the game, with 95% intervals.
* ``belief(observation, model=agent)`` weighs each opponent's observed plays by how
  likely that agent was to make them; :func:`sharpening` measures what that changed.
* :mod:`lovelet.deduction.odds` holds the closed-form odds of the lessons.
* :func:`coach` lists every legal move of the player to decide with its exact
  immediate chances, and names the deductive agent's pick with its reason.

All of them read only an :class:`~lovelet.Observation`, never a round's hidden state,
and ask a player (an opponent model, the agents of a playout, the coach's pick) only
through the interface of :mod:`lovelet.deduction.players`: the agents
(:mod:`lovelet.agents`) build on the deduction tools, never the other way round.
"""

from lovelet.deduction.belief import Belief, belief
from lovelet.deduction.coach import Advice, coach
from lovelet.deduction.compare import sharpening
from lovelet.deduction.outcomes import Outcomes, outcome_probabilities
from lovelet.deduction.tracker import Tracker, tracker
from lovelet.deduction.worlds import enumerate_worlds, sample_worlds

__all__ = ["tracker", "belief", "Tracker", "Belief", "outcome_probabilities", "Outcomes",
           "sample_worlds", "enumerate_worlds", "sharpening"]
__all__ += ["coach", "Advice"]  # the coach
