"""Tournaments: many seat-rotated games between agents, on one core or many.

    >>> from lovelet.lab.tournament import play_tournament
    >>> result = play_tournament(["heuristic", "random"], games=20, seed=1, workers=1,
    ...                          progress=False)
    >>> sorted(result.win_rates()) == ["heuristic", "random"]
    True

* :func:`play_tournament` plays them (:mod:`lovelet.lab.tournament.runner`: reproducible
  whatever the workers, common deals, local processes or any
  ``concurrent.futures.Executor``, Dask included);
* :class:`TournamentResult` reads them (:mod:`lovelet.lab.tournament.results`: win rates
  and seat advantage with 95% intervals, rounds, eliminations, tidy rows, a pandas
  DataFrame);
* :class:`GameRecord`, :class:`RoundRecord` and :class:`Elimination` are what is kept
  of each game (:mod:`lovelet.lab.tournament.records`);
* :func:`agent_named` makes an agent from a word (:mod:`lovelet.lab.tournament.entrants`);
* ``play_tournament(..., isolate=True)`` plays each agent in a process of its own, where
  an agent that overruns, crashes or sends junk loses that game by forfeit
  (:mod:`lovelet.lab.isolation`, :mod:`lovelet.lab.tournament.isolated`).

Plots: :func:`lovelet.plots.tournament.plot_win_rates` and
:func:`~lovelet.plots.tournament.plot_seat_advantage`.  Nothing here imports pandas,
tqdm or Dask until it is used.
"""

from lovelet.lab.tournament.entrants import agent_named, agent_names, agent_words
from lovelet.lab.tournament.records import Elimination, GameRecord, RoundRecord
from lovelet.lab.tournament.results import TournamentResult, WinRate
from lovelet.lab.tournament.runner import MAX_GAMES, UNITS, AgentFailed, play_tournament

__all__ = ["play_tournament", "TournamentResult", "WinRate", "GameRecord", "RoundRecord",
           "Elimination", "agent_named", "agent_names", "agent_words", "UNITS", "MAX_GAMES",
           "AgentFailed"]
