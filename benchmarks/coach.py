"""Coach speed: the coach's options for positions of real rounds, against the 200 ms target.

For each edition (4 players by default, as the issue asks; ``--players`` adds others)
this plays rounds with the heuristic agent at every seat and keeps decisions at random
from the whole round (plays and Chancellor returns alike), then times, for each one,
what the Table does when the coach is on: ``coach(observation)`` (the exact belief,
every legal move's consequences, the deductive agent's scores) and the advice's
``summary(language)`` (its sentences and rows).  Times are wall-clock, with the garbage
collector running, as a person at the Table meets them; each position is timed once,
after a first call that warms the caches of the rules (legal moves), not those of the
coach.

    python benchmarks/coach.py [--positions N] [--players 2,4] [--seed S] [--quick]

``--positions`` is the number of positions per edition and player count (default 200);
``--quick`` times 30.
"""

import argparse
import pathlib
import random
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lovelet import CLASSIC, REVISED, Round  # noqa: E402
from lovelet.agents import HeuristicAgent  # noqa: E402
from lovelet.deduction import coach  # noqa: E402

TARGET_MS = 200  # issue 11, section 5: the coach's options for a 4-player position


def positions(edition, players, count, seed):
    """``count`` observations of the player to decide, from rounds the heuristic agent plays."""
    rng = random.Random(seed)
    agent = HeuristicAgent()
    found = []
    while len(found) < count:
        rnd = Round.deal(edition, players, seed=rng.getrandbits(32))
        decisions = []
        while not rnd.is_over:
            observation = rnd.observation(rnd.current_player)
            decisions.append(observation)
            rnd.apply(agent.choose(observation, rng))
        found.extend(rng.sample(decisions, min(3, len(decisions))))
    return found[:count]


def timed(observation, language):
    start = time.perf_counter()
    advice = coach(observation)
    advice.summary(language)
    return (time.perf_counter() - start) * 1000, len(advice.options)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--players", default="4", help="player counts, comma-separated (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true")
    options = parser.parse_args(argv)
    count = 30 if options.quick else options.positions
    counts = [int(part) for part in options.players.split(",")]
    languages = ("en", "fr", "de")
    print(f"{'edition':8} {'players':>7} {'positions':>9} {'options':>7} {'median ms':>9} "
          f"{'90% ms':>7} {'worst ms':>8} {'target ms':>9}")
    worst_of_all = 0.0
    for edition in (REVISED, CLASSIC):
        for players in counts:
            if not edition.min_players <= players <= edition.max_players:
                continue
            found = positions(edition, players, count, options.seed * 1000 + players)
            coach(found[0])  # warm the rules' caches once
            times, sizes = [], []
            for index, observation in enumerate(found):
                elapsed, size = timed(observation, languages[index % 3])
                times.append(elapsed)
                sizes.append(size)
            times.sort()
            ninety = times[min(len(times) - 1, int(0.9 * len(times)))]
            target = f"{TARGET_MS}" if players == 4 else ""
            print(f"{edition.name:8} {players:>7} {len(times):>9} {statistics.median(sizes):>7.0f} "
                  f"{statistics.median(times):>9.1f} {ninety:>7.1f} {times[-1]:>8.1f} {target:>9}")
            if players == 4:
                worst_of_all = max(worst_of_all, times[-1])
    if 4 in counts:
        verdict = "within" if worst_of_all < TARGET_MS else "OVER"
        print(f"\n4 players: worst {worst_of_all:.1f} ms, {verdict} the {TARGET_MS} ms target")


if __name__ == "__main__":
    main()
