"""Engine speed: random legal rounds through the public API, as a ratio of a bare baseline.

For 2, 4 and 6 players this plays random rounds of the revised edition with
``rng.choice(rnd.legal_actions())`` then ``rnd.apply``, the full rules, validation and
event log included, and compares with ``play_round`` from
``benchmarks/baseline_random_play.py`` (the measuring stick: a deliberately minimal
loop with no validation, no events) run in the same process.  The two alternate in
short slices (about 50 ms each), because these machines drift by tens of percent over
seconds; the figure to quote is the ratio, not the rounds per second.

    python benchmarks/engine.py [--seconds 6] [--warm-up 2] [--players 2 4 6] [--baseline PATH]
"""

import argparse
import importlib.util
import pathlib
import random
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lovelet import REVISED, Round  # noqa: E402

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


def rounds_in_slice(play, players, rng, seconds):
    """Play rounds for about ``seconds``; return rounds per second."""
    count, start = 0, time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(10):
            play(players, rng)
        count += 10
        now = time.perf_counter()
        if now >= deadline:
            return count / (now - start)


def compare(players, baseline, seconds, slice_seconds=0.05, warm_up=2.0):
    """Median engine/baseline ratio over alternating slices, and the two median rates.

    Both loops first run unmeasured for ``warm_up`` seconds: the engine builds each
    situation's legal actions once and reuses them, and the figure wanted is the speed
    of a long experiment, not of its first seconds.
    """
    rng_engine, rng_base = random.Random(1), random.Random(1)
    rounds_in_slice(baseline, players, rng_base, warm_up / 2)
    rounds_in_slice(engine_round, players, rng_engine, warm_up / 2)
    ratios, engine_rates, base_rates = [], [], []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        base = rounds_in_slice(baseline, players, rng_base, slice_seconds)
        engine = rounds_in_slice(engine_round, players, rng_engine, slice_seconds)
        ratios.append(engine / base)
        engine_rates.append(engine)
        base_rates.append(base)
    return statistics.median(ratios), statistics.median(engine_rates), statistics.median(base_rates)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0, help="measuring time per player count")
    parser.add_argument("--baseline", default=str(DEFAULT_BASELINE), help="path of baseline_random_play.py")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 4, 6])
    parser.add_argument("--warm-up", type=float, default=2.0, help="unmeasured seconds before measuring")
    args = parser.parse_args()
    baseline = load_baseline(args.baseline)
    print(f"{'players':>7} {'engine rounds/s':>16} {'baseline rounds/s':>18} {'ratio':>6}")
    for players in args.players:
        ratio, engine, base = compare(players, baseline, args.seconds, warm_up=args.warm_up)
        print(f"{players:>7} {engine:>16.0f} {base:>18.0f} {ratio:>6.2f}")


if __name__ == "__main__":
    main()
