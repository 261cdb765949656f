"""lovelet 0.1's way to play a round with agents, kept for the lessons written before the
match layer: :func:`lovelet.lab.match.play_round` is the one to use.

It seats and plays the agents as the match layer does (:mod:`lovelet.deduction.playouts`,
which the match layer uses too), so the same seed gives the same round either way.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from lovelet.engine.round import Round
from lovelet.engine.streams import SEED_BITS, checked_seed
from lovelet.deduction.players import Decider
from lovelet.deduction.playouts import play_on, seat_generators, seated_players

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
    seed = checked_seed(seed)  # no seed: one nobody can guess is drawn
    return play_on(rnd, seated_players(agents, rnd.names), seat_generators(seed, rnd.players))
