"""One tournament of the strategy lab being played, step by step (see :mod:`lovelet.widgets.lab`).

:class:`LabRun` plays the runner's own games (:func:`lovelet.lab.tournament.runner.play_one`)
in the runner's chunks, each with its own fresh copy of the agents, and keeps the
isolated agents' processes (one per entrant) from chunk to chunk until the run is over,
stopped or closed.
"""

from __future__ import annotations

import copy
import time

from lovelet.lab.tournament.isolated import close_agents, isolated_agents, renew_agents
from lovelet.lab.tournament.results import TournamentResult
from lovelet.lab.tournament.runner import default_chunk_size, play_one

__all__ = ["LabRun"]


def _copied(plan):
    """A fresh copy of the agents for a chunk, as the runner makes (an agent that cannot
    be copied plays every chunk itself, there as here)."""
    try:
        return copy.deepcopy(plan)
    except Exception:  # whatever the agent's own copying raises
        return plan


class LabRun:
    """One tournament being played: the runner's plan, its chunks, the records so far.

    Chunk ``k`` is played with its own copy of the agents, taken when its first game
    starts; the games of a chunk may be spread over several steps.
    """

    def __init__(self, plan, entrants, kinds, options, games):
        self.plan = plan
        self.entrants = entrants
        self.kinds = kinds
        self.options = options
        self.games = games
        self.chunk_size = default_chunk_size(games)
        self.records = []
        self.chunk_plan = None
        self.isolated = None  # the isolated entrants' agents, one process each, kept from chunk to chunk
        self.seconds = 0.0  # time spent playing, pauses between steps left out

    @property
    def done(self) -> int:
        return len(self.records)

    @property
    def finished(self) -> bool:
        return self.done >= self.games

    def step(self, seconds: float) -> bool:
        """Play games for about ``seconds`` (one game at least, never past the end);
        returns True when a chunk was completed (its results are worth showing)."""
        started = time.perf_counter()
        completed = False
        while not self.finished:
            index = self.done
            if index % self.chunk_size == 0:
                self.chunk_plan = _copied(self.plan)
                self._renew()
            self.records.append(play_one(self.chunk_plan, index, self.isolated))
            if self.done % self.chunk_size == 0 or self.finished:
                completed = True
            if time.perf_counter() - started >= seconds:
                break
        self.seconds += time.perf_counter() - started
        if self.finished:
            self.close()
        return completed

    def _renew(self):
        """The isolated agents for a new chunk: its fresh copies, in the processes running."""
        if not self.plan.isolated:
            return
        if self.isolated is None:
            self.isolated = isolated_agents(self.chunk_plan)
        else:
            renew_agents(self.isolated, self.chunk_plan)

    def close(self) -> None:
        """End the isolated agents' processes (a chunk started later starts new ones)."""
        if self.isolated is not None:
            close_agents(self.isolated)
            self.isolated = None

    def result(self) -> TournamentResult:
        """The games played so far, as a :class:`~lovelet.lab.tournament.TournamentResult`."""
        plan = self.plan
        return TournamentResult(edition=plan.edition, players=plan.players, unit=plan.unit, seed=plan.seed,
                                options=self.options, entrants=self.entrants, kinds=self.kinds,
                                records=self.records, seconds=self.seconds)
