"""Agents: players that choose an action from what they may know (an Observation).

Every agent offers ``policy(observation)``, the probability of each legal action, and
``choose(observation, rng)``, one action drawn from it with the agent's own seeded
``random.Random`` (the match layer, :mod:`lovelet.lab.match`, gives each seat its own).  The policy is what the deduction tools use to weigh hypotheses by
how likely an opponent's observed plays are; ``choose`` is what games and
tournaments call.
"""

import importlib

from lovelet.agents.base import Agent
from lovelet.agents.deductive import DeductiveAgent
from lovelet.agents.heuristic import HeuristicAgent
from lovelet.agents.ismcts import ISMCTSAgent
from lovelet.agents.random_agent import CautiousRandomAgent, RandomAgent

__all__ = ["Agent", "RandomAgent", "CautiousRandomAgent", "HeuristicAgent", "DeductiveAgent", "ISMCTSAgent", "play_round"]


def __getattr__(name: str) -> object:
    """``play_round``, loaded when first asked for (PEP 562).

    It is lovelet 0.1's way to play a round with agents, and plays through the match
    layer (:mod:`lovelet.lab.match`), which sits above the agents (it seats them):
    imported with them, it would close a circle of imports.
    """
    if name == "play_round":
        return importlib.import_module("lovelet.agents.legacy").play_round
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
