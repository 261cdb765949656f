"""The teacher's debrief: how long :func:`lovelet.table_service.debrief.debrief` takes per round.

For each player count it plays whole games with the heuristic agent at every seat
(``--games`` games from seeds 0, 1, ...), then debriefs every round of them in the
teacher's language, as the table service does when a round ends, and reports the
median, the 95th percentile and the worst of those debriefs, in processor time (which
other work on a shared machine does not inflate), with the share of seats whose belief
ran out of its budget (:data:`~lovelet.table_service.debrief.BELIEF_SECONDS`) and was
estimated instead.  The aim, from the debrief's module: a round of six debriefed within
a few hundred milliseconds (0.5 s at worst), whatever was played.

    python benchmarks/debrief.py [--games 5] [--players 2 3 4 5 6] [--language de]
"""

import argparse
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lovelet import Game  # noqa: E402
from lovelet.agents import HeuristicAgent  # noqa: E402
from lovelet.lab.match import play_game  # noqa: E402
from lovelet.table_service.debrief import debrief  # noqa: E402

#: The worst debrief of a round the benchmark accepts, in seconds.
WORST_TARGET = 0.5


def debrief_times(players, games, language):
    """(processor seconds of each round's debrief, seats debriefed, seats estimated)."""
    seconds, seats, estimated = [], 0, 0
    for seed in range(games):
        game = Game("revised", [f"P{seat + 1}" for seat in range(players)], seed=seed)
        play_game(game, HeuristicAgent(), seed=seed)
        for index in range(len(game.rounds)):
            start = time.process_time()
            entries = debrief(game, index, language)
            seconds.append(time.process_time() - start)
            decided = [entry for entry in entries if entry["decided"]]
            seats += len(decided)
            estimated += sum(1 for entry in decided if not entry["exact"])
    return seconds, seats, estimated


def main(arguments=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="games per player count")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5, 6])
    parser.add_argument("--language", default="de", help="the teacher's language (en, fr, de)")
    options = parser.parse_args(arguments)
    print(f"debrief of every round, {options.games} heuristic games per player count (processor time, ms)")
    print(f"{'players':>7} {'rounds':>6} {'median':>8} {'95th':>8} {'worst':>8} {'estimated':>10}  target worst")
    verdicts = []
    for players in options.players:
        seconds, seats, estimated = debrief_times(players, options.games, options.language)
        seconds.sort()
        p95 = seconds[min(len(seconds) - 1, int(0.95 * len(seconds)))]
        met = seconds[-1] < WORST_TARGET
        verdicts.append(met)
        print(f"{players:>7} {len(seconds):>6} {1000 * statistics.median(seconds):>8.1f} {1000 * p95:>8.1f} "
              f"{1000 * seconds[-1]:>8.1f} {estimated:>4} of {seats:<3}  {1000 * WORST_TARGET:.0f} ms "
              f"{'met' if met else 'NOT MET'}")
    return all(verdicts)


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
