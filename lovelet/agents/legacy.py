"""lovelet 0.1's way to play a round with agents, kept for the lessons written before the
match layer: :func:`lovelet.lab.match.play_round` is the one to use.

It is imported only when ``lovelet.agents.play_round`` is first asked for (see
:mod:`lovelet.agents`): the match layer it plays through sits above the agents.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from lovelet.engine.round import Round
from lovelet.engine.streams import SEED_BITS
from lovelet.deduction.players import Decider
from lovelet.lab.match import play_round as play

__all__ = ["play_round"]


def play_round(rnd: Round, agents: Decider | Sequence[Decider] | Mapping[object, Decider] | None,
               rng: random.Random | None = None, seed: int | None = None) -> Round:
    """Play ``rnd`` to its end with ``agents``; returns the round, finished.

    Each seat's agent draws from its own generator (:mod:`lovelet.lab.match`), derived from
    ``seed``, or from one number drawn from ``rng`` (a ``random.Random``) when only that
    is given: the agents never draw from ``rng`` itself, so they cannot rewind it.
    """
    if seed is None and rng is not None:
        seed = rng.getrandbits(SEED_BITS)
    return play(rnd, agents, seed=seed)  # no seed: one nobody can guess is drawn
