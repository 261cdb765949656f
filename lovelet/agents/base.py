"""The small bases every agent shares.

:class:`Agent` (``policy``, ``exact_policy``, ``choose``) is the interface the deduction
tools define for a player (:mod:`lovelet.deduction.players`); it is re-exported here,
where agents are written.  :class:`DecidingAgent` is the base of the agents that
decide one action for sure (no randomness): they write :meth:`DecidingAgent.decide`.
"""

from __future__ import annotations

import random

from lovelet.engine.observation import Observation
from lovelet.deduction.players import Action, Agent

__all__ = ["Agent", "DecidingAgent"]


class DecidingAgent(Agent):
    """An agent whose choice is sure: :meth:`decide` gives it, :meth:`policy` puts all the
    probability on it, and :meth:`choose` needs no draw from its generator."""

    def decide(self, observation: Observation) -> Action:
        """The action this agent takes in ``observation``."""
        raise NotImplementedError

    def policy(self, observation: Observation) -> dict[Action, float]:
        choice = self.decide(observation)
        return {action: (1.0 if action == choice else 0.0) for action in observation.legal_actions()}

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        return self.decide(observation)
