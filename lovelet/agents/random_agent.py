"""Agents that choose at random among legal actions.

:class:`RandomAgent` itself is defined with the deduction tools' player interface
(:mod:`lovelet.deduction.players`): it is the plain belief's idea of an opponent, and
the outcome playouts seat it where they are given no agent.
"""

from __future__ import annotations

from fractions import Fraction

from lovelet.engine.actions import Play
from lovelet.engine.cards import Card
from lovelet.engine.observation import Observation
from lovelet.deduction.opponent_model import PUBLIC, declare_decides_from
from lovelet.deduction.players import Action, RandomAgent
from lovelet.agents.base import Agent

__all__ = ["RandomAgent", "CautiousRandomAgent"]


class CautiousRandomAgent(Agent):
    """Random among legal actions, except that it never plays the Princess.

    Playing the Princess is always a choice (there is only one, so the other card can
    always be played instead), and a poor one.  The simplest opponent model worth
    teaching: under it, a player who kept one card and played the other was not
    holding the Princess in the card played.
    """

    name = "cautious random"

    def policy(self, observation: Observation) -> dict[Action, float]:
        chosen = _safe(observation.legal_actions())
        return {action: (1 / len(chosen) if action in chosen else 0.0)
                for action in observation.legal_actions()}

    def exact_policy(self, observation: Observation) -> dict[Action, Fraction]:
        chosen = _safe(observation.legal_actions())
        share = Fraction(1, len(chosen))
        return {action: (share if action in chosen else Fraction(0))
                for action in observation.legal_actions()}


def _safe(actions: list[Action]) -> list[Action]:
    """The actions that do not play the Princess (all of them if every one does)."""
    safe = [a for a in actions if not (isinstance(a, Play) and a.card is Card.PRINCESS)]
    return safe or list(actions)


# It reads only the legal actions of its hand.
declare_decides_from(CautiousRandomAgent, PUBLIC)
