"""The evidence under an opponent model within a budget: exact when it fits, and always saying how.

Weighing the opponents' histories under a model that remembers what it saw
(:mod:`~lovelet.deduction.histories`) is exact, and usually takes a few milliseconds;
but after Chancellors, whose hidden choices multiply the histories, it can take
seconds.  A bot that must answer in 50 ms cannot wait for that, so
:func:`modelled_evidence` climbs down a short ladder, and says which rung it stood on:

1. ``"exact"``: the exact tables, if they are read within the first part of the budget;
2. ``"estimated"``: tables thinned by sequential importance resampling
   (:func:`~lovelet.deduction.history_estimates.estimate_histories`, unbiased for every sum over
   the rows), if they are read within the rest of it;
3. ``"plain"``: the plain belief (every legal decision alike), which takes a few
   milliseconds whatever the history; the model is set aside for that decision only.

A budget is either a time (``seconds``: the answer depends on the machine's speed and
load) or an amount of work (``work``: the same answer on every machine, so that a game
played from a seed is played the same everywhere).  Both may be given; neither means
exact, however long it takes.  The agents count the rungs they stood on
(:attr:`~lovelet.agents.DeductiveAgent.beliefs`), and ``benchmarks/agents.py`` reports
them beside the decision times.
"""

from __future__ import annotations

import math
import random
import time

from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import whole_number_or_none
from lovelet.engine.observation import Observation
from lovelet.deduction.counting import OutOfTime
from lovelet.deduction.evidence import read_evidence
from lovelet.deduction.factors import Inconsistent
from lovelet.deduction.histories import read_histories
from lovelet.deduction.history_estimates import estimate_histories
from lovelet.deduction.opponent_model import OpponentModel
from lovelet.deduction.slots import Evidence

__all__ = ["EXACT", "ESTIMATED", "PLAIN", "METHODS", "WORK_PER_MILLISECOND", "modelled_evidence",
           "work_for", "checked_milliseconds", "checked_seconds"]

EXACT, ESTIMATED, PLAIN = "exact", "estimated", "plain"
#: The rungs of the ladder, best first.
METHODS = (EXACT, ESTIMATED, PLAIN)

#: Units of the histories' work (rows made; see :class:`~lovelet.deduction.clusters.Clusters`)
#: this machine does in a millisecond of the slowest positions, measured on 2 cores:
#: 200 to 1,100 depending on the position.  A work budget counts with the slow figure,
#: so that it stays within the time it stands for.
WORK_PER_MILLISECOND = 250

# Shares of a time budget: the exact tables get the first, the estimate the rest of the
# second; what is left is the caller's (the plain belief, then the agent's own thinking).
_EXACT_SHARE, _ESTIMATE_SHARE = 0.6, 0.8
# The estimate's tables: one reading of few rows, the most a budget of milliseconds affords.
_ROWS, _REPLICATES = 20, 1


def checked_milliseconds(milliseconds: object) -> float | None:
    """``milliseconds`` (a positive number, or None for no time limit) as given; anything
    else is refused with BAD_OPTION."""
    if milliseconds is not None and (isinstance(milliseconds, bool) or not isinstance(milliseconds, (int, float))
                                     or not milliseconds > 0 or math.isinf(milliseconds)):
        raise refused("BAD_OPTION.milliseconds", shown=shown(milliseconds))
    return milliseconds


def checked_seconds(budget: object) -> float | None:
    """A belief's ``budget`` as seconds (a whole number, a numpy integer among them, or
    a float, at least 0), or None for no time limit; anything else is refused
    (BAD_OPTION)."""
    if budget is None:
        return None
    whole = whole_number_or_none(budget)
    if whole is not None:
        budget = whole  # a numpy integer is a number of seconds too
    if isinstance(budget, bool) or not isinstance(budget, (int, float)) or not budget >= 0:
        raise refused("BAD_OPTION.belief_budget", shown=shown(budget))
    return budget


def work_for(milliseconds: float) -> int:
    """The work budget standing for ``milliseconds`` of the slowest positions."""
    return max(1, int(milliseconds * WORK_PER_MILLISECOND))


def modelled_evidence(observation: Observation, model: OpponentModel | None, seconds: float | None = None,
                      work: int | None = None, rng: random.Random | None = None, start: float | None = None,
                      estimate: bool = True, shares: tuple[float, float] = (_EXACT_SHARE, _ESTIMATE_SHARE)
                      ) -> tuple[Evidence, str]:
    """(evidence, method): the evidence of ``observation`` under ``model`` (an
    :class:`~lovelet.deduction.opponent_model.OpponentModel`, or None for the plain
    belief) within ``seconds`` counted from ``start`` (a ``time.perf_counter`` time, now
    by default) and ``work`` units (the exact reading; the estimate's readings share as
    much again), with ``method`` one of
    :data:`METHODS` (see the module's docstring).

    The estimate draws with ``rng`` (a ``random.Random``; a fixed one if omitted), so a
    work budget and a seeded ``rng`` give the same answer every time.  Raises
    Inconsistent, as the exact reading does, when the model cannot explain the
    observation at all (the caller then weighs every play alike, as before).
    ``estimate=False`` skips the second rung, for a caller who shows exact fractions;
    ``shares`` are the shares of ``seconds`` by which the exact reading and the estimate
    must be done.
    """
    if model is None or not model.remembers:  # one pass over the log: never slow
        return read_evidence(observation, model), EXACT
    if seconds is None and work is None:
        return read_histories(observation, model), EXACT
    start = time.perf_counter() if start is None else start
    exact_share, estimate_share = shares
    exact_by = None if seconds is None else start + seconds * exact_share
    try:
        return read_histories(observation, model, deadline=exact_by, work_limit=work), EXACT
    except OutOfTime:
        pass
    if not estimate:
        return read_evidence(observation), PLAIN
    estimate_by = None if seconds is None else start + seconds * estimate_share
    try:
        pooled, _parts = estimate_histories(observation, model, rng or random.Random(0), rows=_ROWS,
                                            replicates=_REPLICATES, deadline=estimate_by,
                                            work_limit=None if work is None else work // _REPLICATES)
        return pooled, ESTIMATED
    except (OutOfTime, Inconsistent):
        # No time left for the model, or every thinned reading lost the histories that fit
        # (the exact tables were too large to tell): the plain belief, said as such.
        return read_evidence(observation), PLAIN
