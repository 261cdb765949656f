"""Tournament speed: games per second on one core and on two, and what thinking costs.

* **random, 1 process**: seat-rotated games between random agents through
  :func:`lovelet.tournament.play_tournament` with ``workers=1``: everything a
  tournament does (the games, their records read from the public log) in this process;
* **random, 2 workers**: the same games on a pool of 2 local processes (``workers=2``),
  the pool's start and the records' trip back included; the issue's target is at least
  1.7 times the single-process figure;
* **heuristic / random**: the time per game of a line-up of heuristic agents divided by
  that of random agents, both in one process (target: at most 3);
* **ISMCTS**: decisions per second at its default budget, when lovelet has such an agent
  (an agent named "ismcts" in :mod:`lovelet.agents`).

The measurements alternate (1 process, 2 workers, heuristic, again...) and the median
of the runs is quoted, because these machines drift by tens of percent over seconds;
the speed-up is the median of each run's own ratio (its two figures measured back to
back).  Two workers can only be twice as fast on two idle cores: run it alone.
Both runs of a pair play the same games (same seed), and results are checked equal.

    python benchmarks/tournament.py [--games 4000] [--players 4] [--runs 3] [--edition revised]
"""

import argparse
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lovelet.tournament import agent_named, agent_names, play_tournament  # noqa: E402
from lovelet.tournament.runner import local_cores  # noqa: E402


def games_per_second(agent, players, games, edition, workers, seed=1):
    """(games per second, result) of one tournament of ``agent`` at every seat."""
    started = time.perf_counter()
    result = play_tournament([agent_named(agent) for _ in range(players)], games, edition=edition,
                             seed=seed, workers=workers, progress=False)
    return games / (time.perf_counter() - started), result


def ismcts_decisions_per_second(players, edition, decisions=40):
    """Decisions per second of the ISMCTS agent at its default budget, or None."""
    if "ismcts" not in agent_names():
        return None
    from lovelet import Game
    from lovelet.match import decide, seat_generators

    agent = agent_named("ismcts")
    game = Game(edition, players, seed=7)
    generators = seat_generators(7, players)
    made, spent = 0, 0.0
    while made < decisions:
        rnd = game.round
        if rnd.is_over:
            if game.is_over:
                game = Game(edition, players, seed=7 + made)
            else:
                game.next_round()
            continue
        seat = rnd.current_player
        observation = rnd.observation(seat)
        started = time.perf_counter()
        action = decide(agent, observation, generators[seat])
        spent += time.perf_counter() - started
        rnd.apply(action)
        made += 1
    return made / spent


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=4000, help="random games per run (default 4000)")
    parser.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    parser.add_argument("--runs", type=int, default=3, help="runs of each measurement (default 3)")
    parser.add_argument("--edition", default="revised", help="revised or classic (default revised)")
    args = parser.parse_args(argv)

    heuristic_games = max(1, args.games // 4)  # a heuristic game costs several random ones
    single, double, speedups, ratios = [], [], [], []
    for _ in range(args.runs):
        rate_one, one = games_per_second("random", args.players, args.games, args.edition, workers=1)
        rate_two, two = games_per_second("random", args.players, args.games, args.edition, workers=2)
        assert one == two, "1 and 2 workers gave different results"
        heuristic_rate, _ = games_per_second("heuristic", args.players, heuristic_games, args.edition,
                                             workers=1)
        random_rate, _ = games_per_second("random", args.players, heuristic_games, args.edition, workers=1)
        single.append(rate_one)
        double.append(rate_two)
        speedups.append(rate_two / rate_one)  # measured back to back, under the same load
        ratios.append(random_rate / heuristic_rate)

    one, two = statistics.median(single), statistics.median(double)
    print(f"tournament benchmark: {args.edition} edition, {args.players} players, {args.games} random "
          f"games per run, median of {args.runs} runs, {local_cores()} cores available")
    print(f"random agents, 1 process:  {one:7.0f} games/s")
    print(f"random agents, 2 workers:  {two:7.0f} games/s  ({statistics.median(speedups):.2f}x; "
          "target at least 1.7x)")
    print(f"heuristic agents:          {statistics.median(ratios):7.2f}x the random agents' time per game "
          f"(target at most 3x; {heuristic_games} games per run)")
    ismcts = ismcts_decisions_per_second(args.players, args.edition)
    print("ISMCTS agent:              " + ("not in lovelet.agents yet" if ismcts is None
                                         else f"{ismcts:7.1f} decisions/s at its default budget"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
