"""Engine speed: two paths through the public API, as ratios of a bare baseline loop.

* **round**: random legal rounds of the revised edition, ``rng.choice(rnd.legal_actions())``
  then ``rnd.apply``, the full rules, validation and event log included;
* **match**: whole games through the match layer (:func:`lovelet.lab.match.play_game`), each
  game from its own seed, with a :class:`~lovelet.agents.RandomAgent` at every seat:
  every decision asks the seat's agent with the seat's own generator (derived from the
  seed; a RandomAgent reads only the legal actions, so no observation is built), every
  round is dealt by ``Game.next_round`` from the game's seed.  Counted in rounds.

Each is compared with ``play_round`` of ``benchmarks/baseline_random_play.py`` (the
measuring stick: a deliberately minimal loop with no validation, no events) run in the
same process.  The loops alternate in short slices (about 50 ms each), because these
machines drift by tens of percent over seconds; the figures to quote are the ratios,
not the rounds per second.

    python benchmarks/engine.py [--seconds 6] [--warm-up 2] [--players 2 4 6] [--baseline PATH]
    python benchmarks/engine.py --builds   # both builds side by side (after `make fast`)
    python benchmarks/engine.py --builds --agent heuristic   # the match path with heuristic agents

``--agent heuristic`` seats a :class:`~lovelet.agents.HeuristicAgent` at every seat of the
match path instead (the round path is unchanged): its ratio then measures the agent's
decisions as much as the engine.

With ``--builds`` each player count is measured twice, in two child processes started
one after the other: the pure-Python build (``LOVELET_PURE=1``) and the compiled one.
Each child divides by the bare loop of its own run, so the two builds' ratios are
comparable even though the machine's speed drifts between them.
"""

import argparse
import importlib.util
import os
import pathlib
import random
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import lovelet  # noqa: E402
from lovelet import REVISED, Game, Round  # noqa: E402
from lovelet.agents import HeuristicAgent, RandomAgent  # noqa: E402
from lovelet.lab.match import play_game  # noqa: E402

DEFAULT_BASELINE = ROOT / "benchmarks" / "baseline_random_play.py"


def load_baseline(path):
    spec = importlib.util.spec_from_file_location("baseline_random_play", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.play_round


def engine_round(players, rng):
    """One random legal round through lovelet's public API."""
    rnd = Round.deal(REVISED, players, rng=rng)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))


AGENTS = {"random": RandomAgent, "heuristic": HeuristicAgent}
_SEATED = [RandomAgent()]  # the agent of every seat of the match path (--agent)
_GAME_SEEDS = iter(range(10**12))


def match_rounds(players, rng):
    """One whole game through the match layer, from the next seed; returns its rounds."""
    seed = next(_GAME_SEEDS)
    return len(play_game(Game(REVISED, players, seed=seed), _SEATED[0], seed=seed).rounds)


def rounds_in_slice(play, players, rng, seconds):
    """Play for about ``seconds``; return rounds per second (``play`` returns how many
    rounds it played, or None for one)."""
    count, start = 0, time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(10):
            count += play(players, rng) or 1
        now = time.perf_counter()
        if now >= deadline:
            return count / (now - start)


def compare(players, baseline, seconds, slice_seconds=0.05, warm_up=2.0):
    """Median engine/baseline ratios over alternating slices, for both paths.

    Every loop first runs unmeasured for a share of ``warm_up`` seconds: the engine builds
    each situation's legal actions once and reuses them, and the figure wanted is the
    speed of a long experiment, not of its first seconds.  Returns
    {path: (median ratio, median rounds/s)} and the median baseline rounds/s.
    """
    rng_engine, rng_base = random.Random(1), random.Random(1)
    paths = {"round": engine_round, "match": match_rounds}
    rounds_in_slice(baseline, players, rng_base, warm_up / 3)
    for play in paths.values():
        rounds_in_slice(play, players, rng_engine, warm_up / 3)
    ratios = {name: [] for name in paths}
    rates = {name: [] for name in paths}
    base_rates = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        for name, play in paths.items():
            base = rounds_in_slice(baseline, players, rng_base, slice_seconds)
            engine = rounds_in_slice(play, players, rng_engine, slice_seconds)
            ratios[name].append(engine / base)
            rates[name].append(engine)
            base_rates.append(base)
    results = {name: (statistics.median(ratios[name]), statistics.median(rates[name])) for name in paths}
    return results, statistics.median(base_rates)


def build_row(players, seconds, warm_up, baseline, pure, agent="random"):
    """One player count measured in a child process of the chosen build: its ratios
    (round, match), or None when that build is not the one the child runs."""
    environment = {key: value for key, value in os.environ.items() if key != "LOVELET_PURE"}
    if pure:
        environment["LOVELET_PURE"] = "1"
    finished = subprocess.run(
        [sys.executable, __file__, "--players", str(players), "--seconds", str(seconds),
         "--warm-up", str(warm_up), "--baseline", baseline, "--agent", agent, "--row"],
        env=environment, capture_output=True, text=True, check=True)
    compiled, round_ratio, match_ratio = finished.stdout.split()
    if (compiled == "True") == pure:
        return None
    return float(round_ratio), float(match_ratio)


def both_builds(args):
    print(f"{'players':>7} {'round, Python':>14} {'round, compiled':>16} "
          f"{'match, Python':>14} {'match, compiled':>16}   (ratios to the bare loop)")
    for players in args.players:
        pure = build_row(players, args.seconds, args.warm_up, args.baseline, pure=True, agent=args.agent)
        fast = build_row(players, args.seconds, args.warm_up, args.baseline, pure=False, agent=args.agent)
        if fast is None:
            print(f"{players:>7} {pure[0]:>14.2f} {'(not built)':>16} {pure[1]:>14.2f} {'(not built)':>16}")
            continue
        print(f"{players:>7} {pure[0]:>14.2f} {fast[0]:>16.2f} {pure[1]:>14.2f} {fast[1]:>16.2f}")
    print("'not built': no compiled build here; `make fast` makes it")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0, help="measuring time per player count")
    parser.add_argument("--baseline", default=str(DEFAULT_BASELINE), help="path of baseline_random_play.py")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 4, 6])
    parser.add_argument("--warm-up", type=float, default=2.0, help="unmeasured seconds before measuring")
    parser.add_argument("--builds", action="store_true", help="the pure-Python and the compiled build side by side")
    parser.add_argument("--agent", choices=sorted(AGENTS), default="random",
                        help="the agent at every seat of the match path")
    parser.add_argument("--row", action="store_true", help=argparse.SUPPRESS)  # a child of --builds
    args = parser.parse_args()
    _SEATED[0] = AGENTS[args.agent]()
    if args.builds:
        both_builds(args)
        return
    baseline = load_baseline(args.baseline)
    if args.row:
        results, _ = compare(args.players[0], baseline, args.seconds, warm_up=args.warm_up)
        print(lovelet.COMPILED, results["round"][0], results["match"][0])
        return
    print(f"{'players':>7} {'baseline rounds/s':>18} {'round rounds/s':>15} {'ratio':>6} "
          f"{'match rounds/s':>15} {'ratio':>6}")
    for players in args.players:
        results, base = compare(players, baseline, args.seconds, warm_up=args.warm_up)
        (round_ratio, round_rate), (match_ratio, match_rate) = results["round"], results["match"]
        print(f"{players:>7} {base:>18.0f} {round_rate:>15.0f} {round_ratio:>6.2f} "
              f"{match_rate:>15.0f} {match_ratio:>6.2f}")


if __name__ == "__main__":
    main()
