"""Agents: players that choose an action from what they may know (an Observation).

Every agent offers ``policy(observation)``, the probability of each legal action, and
``choose(observation, rng)``, one action drawn from it with the caller's seeded
``random.Random``.  The policy is what the deduction tools use to weigh hypotheses by
how likely an opponent's observed plays are; ``choose`` is what games and
tournaments call.
"""

from .base import Agent
from .heuristic import HeuristicAgent
from .random_agent import CautiousRandomAgent, RandomAgent

__all__ = ["Agent", "RandomAgent", "CautiousRandomAgent", "HeuristicAgent", "play_round"]


def play_round(rnd, agents, rng):
    """Play ``rnd`` to its end, each seat's decisions made by ``agents[seat]``.

    ``agents`` is a list (or dict) indexed by seat; ``rng`` a ``random.Random``.
    Returns the round, finished.
    """
    while not rnd.is_over:
        seat = rnd.current_player
        rnd.apply(agents[seat].choose(rnd.observation(seat), rng))
    return rnd
