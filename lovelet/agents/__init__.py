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
from lovelet.agents.random_agent import CautiousRandomAgent, RandomAgent
from lovelet.engine.streams import SEED_BITS

__all__ = ["Agent", "RandomAgent", "CautiousRandomAgent", "HeuristicAgent", "DeductiveAgent", "ISMCTSAgent", "play_round"]


def play_round(rnd, agents, rng=None, seed=None):
    """Play ``rnd`` to its end with ``agents``; kept for lessons written before the
    match layer.  Prefer :func:`lovelet.lab.match.play_round`.

    Each seat's agent draws from its own generator (:mod:`lovelet.lab.match`), derived from
    ``seed``, or from one number drawn from ``rng`` (a ``random.Random``) when only that
    is given: the agents never draw from ``rng`` itself, so they cannot rewind it.
    Returns the round, finished.
    """
    from lovelet.lab.match import play_round as play

    if seed is None and rng is not None:
        seed = rng.getrandbits(SEED_BITS)
    return play(rnd, agents, seed=seed)  # no seed: one nobody can guess is drawn
