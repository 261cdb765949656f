"""Agents: players that choose an action from what they may know (an Observation).

Every agent offers ``policy(observation)``, the probability of each legal action, and
``choose(observation, rng)``, one action drawn from it with the agent's own seeded
``random.Random`` (the match layer, :mod:`lovelet.lab.match`, gives each seat its own).  The policy is what the deduction tools use to weigh hypotheses by
how likely an opponent's observed plays are; ``choose`` is what games and
tournaments call.
"""


from lovelet.agents.base import Agent
from lovelet.agents.deductive import DeductiveAgent
from lovelet.agents.heuristic import HeuristicAgent
from lovelet.agents.ismcts import ISMCTSAgent
from lovelet.agents.legacy import play_round
from lovelet.agents.random_agent import CautiousRandomAgent, RandomAgent

__all__ = ["Agent", "RandomAgent", "CautiousRandomAgent", "HeuristicAgent", "DeductiveAgent", "ISMCTSAgent", "play_round"]
