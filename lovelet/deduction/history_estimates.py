"""An estimate of the history tables, for positions whose exact tables are too large.

:func:`estimate_histories` reads the tables of :mod:`~lovelet.deduction.histories`
keeping at most a number of rows per cluster, drawn in proportion to their weights
whenever a cluster grows past them (sequential importance resampling, unbiased for
every sum over the rows), in a few independent replicates, and pools them.
"""

from __future__ import annotations

import random
from fractions import Fraction

from lovelet.engine.observation import Observation
from lovelet.deduction.factors import Inconsistent
from lovelet.deduction.histories import HistoryTables, evidence_of_tables
from lovelet.deduction.opponent_model import OpponentModel
from lovelet.deduction.slots import Evidence

__all__ = ["estimate_histories", "REPLICATES", "ROWS"]

#: An estimate's replicates, and the rows each keeps per cluster: enough that most tables
#: are kept whole, the largest only thinned.
REPLICATES, ROWS = 3, 200
# A replicate whose rows all die is read again this many times before giving up.
_ATTEMPTS = 3


def estimate_histories(observation: Observation, model: OpponentModel, rng: random.Random, rows: int = ROWS,
                       replicates: int = REPLICATES, deadline: float | None = None, work_limit: int | None = None
                       ) -> tuple[Evidence, list[Evidence]]:
    """An estimate of the evidence of ``observation`` under ``model``, for positions whose
    exact tables are too large: (pooled evidence, [evidence of each replicate]).

    Each of ``replicates`` independent readings keeps at most ``rows`` rows per cluster,
    drawn with ``rng`` (a ``random.Random``) whenever a cluster grows past them; the
    pooled evidence averages their tables, and the spread of the replicates measures its
    error.  A replicate whose rows all die (a later sighting none of them fits) is read
    again with other draws, a few times; then Inconsistent is raised.  ``deadline`` and
    ``work_limit`` (the latter for each reading) bound the work as for
    :func:`read_histories`: past them, OutOfTime.
    """
    cache = ({}, {})
    readings = []
    for _ in range(replicates):
        for attempt in range(_ATTEMPTS):
            try:
                readings.append(HistoryTables(observation, model, deadline, rows=rows,
                                              rng=random.Random(rng.getrandbits(64)), cache=cache,
                                              work_limit=work_limit))
                break
            except Inconsistent:
                if attempt == _ATTEMPTS - 1:
                    raise
    # Each replicate's tables carry factors of their own (common to their rows): each is
    # made to add up to one before they are averaged.
    pooled = {}
    for reading in readings:
        for places, table in reading.tables:
            into = pooled.setdefault(places, {})
            total = sum(table.values()) * replicates
            for cards, weight in table.items():
                into[cards] = into.get(cards, 0) + Fraction(weight) / total
    parts = [evidence_of_tables(reading) for reading in readings]
    return evidence_of_tables(readings[0], list(pooled.items()), exact=False), parts
