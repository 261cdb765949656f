"""A blend of two agents: one most of the time, the other now and then.

Its use is as an opponent model (``belief(observation, model=...)``): a model that
plays like a sensible player and still gives every legal play some chance never rules
a real play out, whoever made it, and still reads a kept card as more likely high.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction

from lovelet.engine.errors import refused, shown
from lovelet.engine.observation import Observation
from lovelet.deduction.opponent_model import EVERYTHING, PUBLIC, SIGHTINGS, decides_from
from lovelet.deduction.players import Action, PolicyPlayer, floats_at_exact_value
from lovelet.agents.base import Agent
from lovelet.agents.random_agent import RandomAgent

__all__ = ["Blend"]


class Blend(Agent):
    """Plays like ``usual`` with probability ``1 - share`` and like ``other`` (default a
    :class:`~lovelet.agents.RandomAgent`) with probability ``share``.

    The policy is the mixture of the two policies, exactly (``share`` is read as an
    exact fraction: 0.2 is 1/5).
    """

    name = "blend"

    def __init__(self, usual: PolicyPlayer, other: PolicyPlayer | None = None,
                 share: Fraction | float = Fraction(1, 5)) -> None:
        try:
            exact_share: Fraction | None = Fraction(share).limit_denominator(1000)
        except (TypeError, ValueError, OverflowError):
            exact_share = None
        if exact_share is None or not 0 <= exact_share <= 1:
            raise refused("BAD_OPTION.share")
        for agent in (usual, other):
            if agent is not None and not callable(getattr(agent, "policy", None)):
                raise refused("BAD_OPTION.blend_agent", shown=shown(agent))
        self.usual, self.other, self.share = usual, other or RandomAgent(), exact_share

    @property
    def decides_from(self) -> str:
        """What the blend reads: whatever either of its agents reads (see
        :func:`lovelet.deduction.opponent_model.decides_from`)."""
        order = (PUBLIC, SIGHTINGS, EVERYTHING)
        return max(decides_from(self.usual), decides_from(self.other), key=order.index)

    def exact_policy(self, observation: Observation) -> dict[Action, Fraction]:
        legal = observation.legal_actions()
        usual = _exact(self.usual, observation)
        keep = 1 - self.share
        if type(self.other) is RandomAgent:
            # The common case, kept cheap (it is asked at every decision of a belief):
            # each action's share of the random part is the same fraction.
            each = self.share / len(legal)
            return {action: (each + keep if chance == 1 else each if chance == 0 else each + keep * chance)
                    for action in legal for chance in (usual.get(action, 0),)}
        other = _exact(self.other, observation)
        return {action: keep * usual.get(action, 0) + self.share * other.get(action, 0) for action in legal}

    def policy(self, observation: Observation) -> dict[Action, float]:
        return {action: float(chance) for action, chance in self.exact_policy(observation).items()}

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        agent = self.other if rng.random() < self.share else self.usual
        choose = getattr(agent, "choose", None)
        return choose(observation, rng) if choose is not None else agent(observation, rng)

    def __repr__(self) -> str:
        return f"Blend({self.usual!r}, {self.other!r}, share={self.share})"


def _exact(agent: PolicyPlayer, observation: Observation) -> Mapping[Action, Fraction | int]:
    if floats_at_exact_value(agent):
        # Floats at their exact binary values; 0 and 1 (a deterministic agent) stay ints.
        return {action: (chance if chance in (0, 1) else Fraction(chance))
                for action, chance in agent.policy(observation).items()}
    exact = getattr(agent, "exact_policy", None)
    if callable(exact):
        return exact(observation)
    return {action: Fraction(chance) for action, chance in agent.policy(observation).items()}
