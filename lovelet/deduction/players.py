"""What the deduction tools ask of a player, and the one player they need themselves.

The deduction tools never import the agents (:mod:`lovelet.agents` sits above them and
builds on them).  They ask a player only through the interface defined here:

* :class:`Chooser`: something with ``choose(observation, rng)`` that returns a legal
  action, or a plain function of ``(observation, rng)`` (:data:`Decider` is either);
  :func:`decision` asks either kind;
* :class:`PolicyPlayer`: something with ``policy(observation)``, the probability of each
  legal action (and, optionally, ``exact_policy`` as fractions): the opponent models of
  the belief and the exact outcome search read it;
* :class:`Scorer`: something with ``scores(observation)``, a number per legal action
  (higher is better): the coach names the best of them as its pick.

:class:`Agent` is the small base every lovelet agent shares (``policy``,
``exact_policy``, ``choose``).  :class:`RandomAgent`, every legal action alike, lives
here too: it is the plain belief's idea of an opponent and the player of every seat the
outcome playouts are not given an agent for.  :mod:`lovelet.agents` re-exports both.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Protocol, Union, runtime_checkable

from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.observation import Observation
from lovelet.engine.streams import choice_as_random_does

__all__ = ["Action", "Chooser", "PolicyPlayer", "Scorer", "Decider", "decision", "Agent", "RandomAgent",
           "floats_at_exact_value", "is_plain_random"]

#: A legal action: a play, or the cards returned after a Chancellor.
Action = Union[Play, ChancellorReturn]


@runtime_checkable
class Chooser(Protocol):
    """A player that picks one legal action of an observation, drawing from ``rng``."""

    def choose(self, observation: Observation, rng: random.Random) -> Action: ...


@runtime_checkable
class PolicyPlayer(Protocol):
    """A player that gives the probability of each legal action of an observation."""

    def policy(self, observation: Observation) -> Mapping[Action, float]: ...


@runtime_checkable
class Scorer(Protocol):
    """A player that scores each legal action of an observation (higher is better)."""

    def scores(self, observation: Observation) -> Mapping[Action, float]: ...


#: A chooser, or a plain function of (observation, rng) returning a legal action.
Decider = Union[Chooser, Callable[[Observation, random.Random], Action]]


def decision(player: Decider, observation: Observation, rng: random.Random) -> Action:
    """The action ``player`` takes in ``observation``, drawing from ``rng``: its
    ``choose`` when it has one, else the player called as a function."""
    choose = getattr(player, "choose", None)
    if choose is not None:
        chosen: Action = choose(observation, rng)
        return chosen
    assert callable(player)
    return player(observation, rng)


class Agent:
    """A player. Subclasses define :meth:`policy`; :meth:`choose` samples from it.

    An agent must decide from the observation alone: it never sees the round, so it
    cannot use hidden cards even by mistake.

    An agent whose decision depends on the legal actions alone (a random player) may
    also define ``choose_legal(legal_actions, rng)``, returning exactly what
    ``choose(observation, rng)`` would with the same generator; the match layer then
    hands it the legal actions instead of building an observation it would not read.
    """

    name = "agent"

    def policy(self, observation: Observation) -> dict[Action, float]:
        """The probability of each legal action, as a dict in legal-action order."""
        raise NotImplementedError

    def exact_policy(self, observation: Observation) -> dict[Action, Fraction]:
        """:meth:`policy` as exact :class:`~fractions.Fraction` probabilities.

        The deduction tools weigh hypotheses with it, so that a belief under an opponent
        model stays exact.  By default each float of :meth:`policy` is taken at its exact
        binary value; an agent whose probabilities are simple fractions (1/3) says so
        by overriding this.
        """
        return {action: Fraction(probability) for action, probability in self.policy(observation).items()}

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        """One legal action, drawn from :meth:`policy` with ``rng`` (a ``random.Random``)."""
        policy = self.policy(observation)
        actions = list(policy)
        if len(actions) == 1:
            return actions[0]
        return rng.choices(actions, weights=[policy[action] for action in actions])[0]

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def floats_at_exact_value(agent: object) -> bool:
    """True when ``agent``'s ``exact_policy`` is :class:`Agent`'s own: the floats of its
    policy at their exact binary values (read more cheaply from the policy itself)."""
    return getattr(type(agent), "exact_policy", None) is Agent.exact_policy


class RandomAgent(Agent):
    """Every legal action equally likely."""

    name = "random"

    def policy(self, observation: Observation) -> dict[Action, float]:
        actions = observation.legal_actions()
        return {action: 1 / len(actions) for action in actions}

    def exact_policy(self, observation: Observation) -> dict[Action, Fraction]:
        actions = observation.legal_actions()
        return {action: Fraction(1, len(actions)) for action in actions}

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        return self.choose_legal(observation.legal_actions(), rng)

    def choose_legal(self, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """The same choice from the legal actions alone (see :class:`Agent`): the
        action ``rng.choice`` picks, with ``rng`` left as it leaves it."""
        return choice_as_random_does(legal_actions, rng)


def is_plain_random(player: object) -> bool:
    """True for a :class:`RandomAgent` itself (not a subclass): its choice is uniform over
    the legal actions, which the exact outcome search uses."""
    return type(player) is RandomAgent
