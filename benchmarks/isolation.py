"""Isolation's cost: a decision of an agent in its own process against one in this process.

Plays the same seat-rotated tournament twice on one core (``workers=1``), heuristic
agents at every seat, once in this process and once with every agent in its own process
(``isolate=True``), and reports the time per decision of each, the difference (what
isolation adds to a decision: the seat's export written and read back as JSON, two
pipe messages and the reply checked) and their ratio.  The worker processes' start (one
per agent per chunk) is counted in the isolated time.  Wall-clock times, median of
``--runs`` runs.

    python benchmarks/isolation.py [--games N] [--players P] [--runs R] [--quick]

``--quick`` plays 10 games once.
"""

import argparse
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lovelet.agents import HeuristicAgent  # noqa: E402
from lovelet.lab.tournament import play_tournament  # noqa: E402


class Counted(HeuristicAgent):
    """The heuristic agent, counting its decisions (in this process only)."""

    name = "heuristic"
    decisions = 0

    def choose(self, observation, rng):
        Counted.decisions += 1
        return super().choose(observation, rng)


def timed(games, players, isolate):
    started = time.perf_counter()
    result = play_tournament([HeuristicAgent() for _ in range(players)], games=games, seed=1, workers=1,
                             progress=False, isolate=isolate)
    return time.perf_counter() - started, result


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    games, runs = (10, 1) if args.quick else (args.games, args.runs)
    play_tournament([Counted() for _ in range(args.players)], games=games, seed=1, workers=1, progress=False)
    decisions = Counted.decisions
    here, there = [], []
    for _ in range(runs):
        seconds, plain = timed(games, args.players, False)
        here.append(seconds)
        seconds, isolated = timed(games, args.players, True)
        there.append(seconds)
        assert isolated == plain, "isolated agents must play the same games"
    here_ms, there_ms = (1000 * statistics.median(times) / decisions for times in (here, there))
    print(f"{games} games, {args.players} players, heuristic agents, {decisions} decisions, "
          f"median of {runs} run{'s' if runs != 1 else ''}")
    print(f"in this process:   {here_ms:.3f} ms a decision")
    print(f"in its own process: {there_ms:.3f} ms a decision")
    print(f"isolation adds {there_ms - here_ms:.3f} ms a decision: {there_ms / here_ms:.1f}x")


if __name__ == "__main__":
    main()
