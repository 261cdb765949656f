"""Tournament speed: games per second on one core and on two, and what thinking costs.

For each edition and player count (revised 2-6, classic 2-4):

* **1 process / 2 workers**: seat-rotated games between random agents through
  :func:`lovelet.lab.tournament.play_tournament`, with ``workers=1`` (everything in this
  process: the games and their records read from the public log) and ``workers=2`` (a
  pool of 2 local processes: its start and the records' trip back included).  Target:
  2 workers at least 1.7 times the single process.  10,000 games by default, as a
  user running a real tournament would, so that the pool's start is amortised;
* **heuristic / random**: the time per whole game of heuristic agents at every seat
  divided by that of random agents, both in one process, in CPU time (target: at most
  3);
* **ISMCTS**: decisions per second at its default budget, once lovelet has the agent.

Every measurement is run ``--runs`` times and the median is quoted; each ratio is
the median of each run's own ratio, its two figures measured back to back (the order
alternating from run to run), because these machines drift by tens of percent over
seconds.  Both runs of a pair play the same games (same seed), and the results of 1
and 2 workers are checked equal.  Two workers can only be twice as fast on two idle
cores: the load average (1 minute) is printed after each line, so quote it with them.

    python benchmarks/tournament.py [--games 10000] [--heuristic-games 1000] [--runs 3]
                                    [--edition revised,classic] [--players 2,3,4,5,6]
                                    [--markdown]

All of it takes about 10 minutes on two idle cores; ``--games 2000 --runs 1`` is a
quick look (its two-worker figure then carries the pool's start).
"""

import argparse
import os
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lovelet.engine.cards import edition_named  # noqa: E402
from lovelet.lab.tournament import agent_named, agent_names, play_tournament  # noqa: E402
from lovelet.lab.tournament.runner import local_cores  # noqa: E402

SPEED_UP_TARGET = 1.7  # 2 workers against 1 process, at least
THINKING_TARGET = 3.0  # a heuristic game against a random game, at most


def seconds_per_game(agent, players, games, edition, workers, clock=time.perf_counter, seed=1):
    """(seconds per game by ``clock``, result) of one tournament of ``agent`` at every seat."""
    started = clock()
    result = play_tournament([agent_named(agent) for _ in range(players)], games, edition=edition,
                             seed=seed, workers=workers, progress=False)
    return (clock() - started) / games, result


def back_to_back(first, second, run):
    """The two measurements ``first()`` and ``second()``, taken one after the other,
    in this order on even runs and the other way round on odd ones."""
    if run % 2:
        later = second()
        return first(), later
    earlier = first()
    return earlier, second()


def measure(edition, players, games, heuristic_games, runs):
    """The medians of one edition and player count: a dict of figures."""
    single, double, speed_ups, random_times, heuristic_times, costs = [], [], [], [], [], []
    for run in range(runs):
        (one, by_one), (two, by_two) = back_to_back(
            lambda: seconds_per_game("random", players, games, edition, workers=1),
            lambda: seconds_per_game("random", players, games, edition, workers=2), run)
        assert by_one == by_two, "1 and 2 workers gave different results"
        single.append(1 / one)
        double.append(1 / two)
        speed_ups.append(one / two)
        # What a game costs is this process's CPU time: unlike the time on the wall, it
        # does not count the moments other work on the machine had the core.
        (plain, _), (thinking, _) = back_to_back(
            lambda: seconds_per_game("random", players, heuristic_games, edition, workers=1,
                                     clock=time.process_time),
            lambda: seconds_per_game("heuristic", players, heuristic_games, edition, workers=1,
                                     clock=time.process_time), run)
        random_times.append(plain)
        heuristic_times.append(thinking)
        costs.append(thinking / plain)
    median = statistics.median
    return {"edition": edition, "players": players, "single": median(single), "double": median(double),
            "speed_up": median(speed_ups), "random_ms": 1000 * median(random_times),
            "heuristic_ms": 1000 * median(heuristic_times), "cost": median(costs),
            "load": os.getloadavg()[0]}


# ---------------------------------------------------------------------- ISMCTS
# The ISMCTS agent's place: its decisions per second at its default budget.  It is
# measured once the agent is registered as "ismcts" (lovelet.lab.tournament.agent_names);
# the agent's own work may refine how (which positions, which budget), here.

def ismcts_decisions_per_second(edition, players, decisions=40):
    """Decisions per second of the ISMCTS agent at its default budget, or None."""
    if "ismcts" not in agent_names():
        return None
    from lovelet import Game
    from lovelet.lab.match import decide, seat_generators

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


# ---------------------------------------------------------------------- report

def _verdict(value, target, at_least):
    met = value >= target if at_least else value <= target
    return "ok" if met else "MISSED"


def print_text(rows):
    print(f"{'edition':8} {'players':>7} {'1 process':>15} {'2 workers':>15} {'speed-up':>15}  "
          f"{'random, CPU':>11} {'heuristic, CPU':>14} {'heuristic/random':>17} {'load':>5}")
    for row in rows:
        print(f"{row['edition']:8} {row['players']:7} {row['single']:>7,.0f} games/s "
              f"{row['double']:>7,.0f} games/s {row['speed_up']:8.2f}x "
              f"{_verdict(row['speed_up'], SPEED_UP_TARGET, True):>6}  "
              f"{row['random_ms']:8.2f} ms {row['heuristic_ms']:11.2f} ms {row['cost']:10.2f}x "
              f"{_verdict(row['cost'], THINKING_TARGET, False):>6} {row['load']:5.1f}")
    print(f"targets: 2 workers at least {SPEED_UP_TARGET}x the single process; a heuristic game "
          f"at most {THINKING_TARGET:.0f}x a random game's time")


def print_markdown(rows):
    print("| edition, players | 2 workers / 1 process (random agents) | heuristic / random, time per game "
          "| load average |")
    print("|---|---|---|---|")
    for row in rows:
        print(f"| {row['edition']}, {row['players']} | {row['speed_up']:.2f}x | {row['cost']:.2f}x "
              f"| {row['load']:.1f} |")
    print(f"| target | at least {SPEED_UP_TARGET}x | at most {THINKING_TARGET:.0f}x | |")


def _numbers(text):
    return [int(part) for part in text.split(",") if part.strip()]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10000,
                        help="random games per run, for 1 process against 2 workers (default 10000)")
    parser.add_argument("--heuristic-games", type=int, default=None,
                        help="games per run for the heuristic's cost (default a tenth of --games)")
    parser.add_argument("--runs", type=int, default=3, help="runs of each measurement (default 3)")
    parser.add_argument("--edition", default="revised,classic", help="editions (default revised,classic)")
    parser.add_argument("--players", type=_numbers, default=None,
                        help="player counts, such as 4 or 2,4 (default every count the edition seats)")
    parser.add_argument("--markdown", action="store_true", help="the ratios as a Markdown table too")
    args = parser.parse_args(argv)
    heuristic_games = args.heuristic_games or max(1, args.games // 10)

    loads = os.getloadavg()
    print(f"tournament benchmark: {args.games} random games per run for the workers, "
          f"{heuristic_games} per run for the heuristic's cost, median of {args.runs} runs, "
          f"{local_cores()} cores available; load average {loads[0]:.1f} before (the last "
          "column: after each line)", flush=True)
    rows = []
    for name in args.edition.split(","):
        edition = edition_named(name.strip())
        counts = args.players or range(2, edition.max_players + 1)
        for players in counts:
            if 2 <= players <= edition.max_players:
                rows.append(measure(edition.name, players, args.games, heuristic_games, args.runs))
    print_text(rows)
    if args.markdown:
        print_markdown(rows)
    if rows:  # at the first edition and player count measured
        edition, players = rows[0]["edition"], rows[0]["players"]
        ismcts = ismcts_decisions_per_second(edition, players)
        print("ISMCTS agent: " + ("not in lovelet.agents yet" if ismcts is None else
                                  f"{ismcts:.1f} decisions/s at its default budget ({edition}, "
                                  f"{players} players)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
