"""The deduction panel's playouts: each seat's chance to win the round, played in chunks.

:class:`Playouts` plays the outcome playouts of one position
(:func:`lovelet.deduction.outcome_probabilities`) a chunk at a time, so that the panel
(:class:`~lovelet.widgets.deduction.DeductionController`) shows the chances so far
while the rest is played; :func:`fraction` writes an exact chance as "p/q".
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import Any

from lovelet.deduction import outcome_probabilities
from lovelet.deduction.outcomes import wilson_interval
from lovelet.engine.observation import Observation
from lovelet.engine.streams import derived_seed

__all__ = ["Playouts", "fraction"]


def fraction(value: Any) -> str:
    """An exact probability as "p/q" ("0" and "1" for certainties)."""
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


@dataclasses.dataclass(eq=False)
class Playouts:
    """The outcome playouts of one position, played chunk by chunk.

    Chunk ``k`` plays its playouts with the seed derived from (``seed``, k), so the
    figures depend on the position, the agents, ``total``, ``chunk`` and ``seed`` only,
    never on when the chunks were played.  The first chunk tries the exact computation
    late in a round (``exact_below``): when it succeeds there is nothing left to play.
    ``agents`` (one per seat, or None for random players) play the playouts; ``model``
    is the opponent model the belief assumes (None: none).
    """

    observation: Observation
    agents: list | None
    model: Any
    total: int
    chunk: int
    seed: int
    exact_below: int | None
    chunks: int = 0  # chunks played so far
    done: int = 0  # playouts played so far
    wins: list[int] = dataclasses.field(init=False)  # rounds won by each seat so far
    shared_wins: int = 0  # rounds shared so far
    exact: tuple | None = None  # (round chances {seat: Fraction}, shared Fraction) once exact
    finished: bool = False

    def __post_init__(self):
        self.wins = [0] * self.observation.players

    def step(self):
        """Play the next chunk; True once the chances are final."""
        if self.finished:
            return True
        size = min(self.chunk, self.total - self.done)
        first = self.chunks == 0
        result = outcome_probabilities(
            self.observation, self.agents, n=size,
            seed=derived_seed(self.seed, "deduction panel", self.chunks),
            game=False, exact_below=self.exact_below if first else None, model=self.model)
        self.chunks += 1
        if result.exact_round:  # late in the round, or over: the chances are exact
            self.exact = ({seat: Fraction(estimate.p) for seat, estimate in result.round.items()},
                          Fraction(result.shared.p))
            self.finished = True
            return True
        # Each estimate is successes / n exactly: the counts add up over the chunks.
        for seat, estimate in result.round.items():
            self.wins[seat] += round(estimate.p * result.n)
        self.shared_wins += round(result.shared.p * result.n)
        self.done += result.n
        self.finished = self.done >= self.total
        return self.finished

    def rows(self):
        """The chances so far: one dict per seat (see ``DeductionController.outcomes``)."""
        rows = []
        for seat in range(self.observation.players):
            if self.exact is not None:
                chance = self.exact[0][seat]
                rows.append({"seat": seat, "p": float(chance), "low": float(chance), "high": float(chance),
                             "exact": True, "fraction": fraction(chance)})
            elif self.done:
                p, low, high = wilson_interval(self.wins[seat], self.done)
                rows.append({"seat": seat, "p": p, "low": low, "high": high, "exact": False,
                             "fraction": ""})
        return rows

    def shared(self):
        """The chance that the round is shared, as a row without a seat ({} before any playout)."""
        if self.exact is not None:
            chance = self.exact[1]
            return {"p": float(chance), "low": float(chance), "high": float(chance), "exact": True,
                    "fraction": fraction(chance)}
        if not self.done:
            return {}
        p, low, high = wilson_interval(self.shared_wins, self.done)
        return {"p": p, "low": low, "high": high, "exact": False, "fraction": ""}
