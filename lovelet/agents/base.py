"""The small base every agent shares."""

from fractions import Fraction

__all__ = ["Agent"]


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

    def policy(self, observation):
        """The probability of each legal action, as a dict in legal-action order."""
        raise NotImplementedError

    def exact_policy(self, observation):
        """:meth:`policy` as exact :class:`~fractions.Fraction` probabilities.

        The deduction tools weigh hypotheses with it, so that a belief under an opponent
        model stays exact.  By default each float of :meth:`policy` is taken at its exact
        binary value; an agent whose probabilities are simple fractions (1/3) says so
        by overriding this.
        """
        return {action: Fraction(probability) for action, probability in self.policy(observation).items()}

    def choose(self, observation, rng):
        """One legal action, drawn from :meth:`policy` with ``rng`` (a ``random.Random``)."""
        policy = self.policy(observation)
        actions = list(policy)
        if len(actions) == 1:
            return actions[0]
        return rng.choices(actions, weights=[policy[action] for action in actions])[0]

    def __repr__(self):
        return f"{type(self).__name__}()"
