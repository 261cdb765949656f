"""Agents that choose at random among legal actions."""

from fractions import Fraction

from lovelet.engine.actions import Play
from lovelet.engine.cards import Card
from lovelet.agents.base import Agent

__all__ = ["RandomAgent", "CautiousRandomAgent"]


class RandomAgent(Agent):
    """Every legal action equally likely."""

    name = "random"

    def policy(self, observation):
        actions = observation.legal_actions()
        return {action: 1 / len(actions) for action in actions}

    def exact_policy(self, observation):
        actions = observation.legal_actions()
        return {action: Fraction(1, len(actions)) for action in actions}

    def choose(self, observation, rng):
        return self.choose_legal(observation.legal_actions(), rng)

    def choose_legal(self, legal_actions, rng):
        """The same choice from the legal actions alone (see :class:`~lovelet.agents.Agent`)."""
        return rng.choice(legal_actions)


class CautiousRandomAgent(Agent):
    """Random among legal actions, except that it never plays the Princess.

    Playing the Princess is always a choice (there is only one, so the other card can
    always be played instead), and a poor one.  The simplest opponent model worth
    teaching: under it, a player who kept one card and played the other was not
    holding the Princess in the card played.
    """

    name = "cautious random"

    def policy(self, observation):
        chosen = _safe(observation.legal_actions())
        return {action: (1 / len(chosen) if action in chosen else 0.0)
                for action in observation.legal_actions()}

    def exact_policy(self, observation):
        chosen = _safe(observation.legal_actions())
        share = Fraction(1, len(chosen))
        return {action: (share if action in chosen else Fraction(0))
                for action in observation.legal_actions()}


def _safe(actions):
    """The actions that do not play the Princess (all of them if every one does)."""
    safe = [a for a in actions if not (isinstance(a, Play) and a.card is Card.PRINCESS)]
    return safe or list(actions)
