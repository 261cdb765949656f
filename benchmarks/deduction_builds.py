"""The deduction in both builds, side by side: the exact belief and the outcome playouts.

    python benchmarks/deduction_builds.py            # after `make fast`
    python benchmarks/deduction_builds.py --quick    # 30 positions per player count, 2,000 playouts

For each build (pure Python with ``LOVELET_PURE=1``, then the compiled one) a child
process times, per edition and player count, ``read_belief`` of ``deduction.py`` (the
belief, every hand, the set-aside card and the next draw) at the same positions, each
timing with the garbage collector off during the call, two ways:

* **one after another**: the positions in turn, as an agent, a tournament or the coach
  asks for beliefs (``deduction.py --warm``);
* **after a collection**: each right after ``gc.collect()``, which walks every object
  of the process and leaves the processor's caches cold (``deduction.py``'s default).

It prints the medians in microseconds and the compiled build's speed-up (the pure
median over the compiled one), then the time of 10,000 outcome playouts (``game=False``
and ``game=True``) from ``deduction.py``'s 4-player observation, with the compiled
build's aim of issue 23: under 0.4 s for the round.  ``--rounds 2`` measures each build
twice, alternately, and prints the range of each figure: the machine's noise.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import time

from deduction import playout_observation, positions, read_belief

from lovelet import CLASSIC, REVISED
from lovelet.deduction import outcome_probabilities

#: The compiled build's aims (issue 23): beliefs at least twice as fast, and 10,000
#: playouts of the round under 0.4 s.
SPEED_UP_AIM = 2.0
PLAYOUT_AIM = 0.4


def belief_medians(count: int) -> dict[str, tuple[float, float]]:
    """{"revised 4": (median one after another, median after a collection)}, in µs."""
    medians = {}
    for edition in (REVISED, CLASSIC):
        for players in range(2, edition.max_players + 1):
            found = positions(edition, players, max(1, count // 3), seed=players)
            chosen = [observation for stage in found.values() for observation in stage]
            for observation in chosen:  # first readings fill the caches of the code
                read_belief(observation)
            warm, cold = [], []
            for observation in chosen:
                warm.append(_timed(observation))
            for observation in chosen:
                gc.collect()
                cold.append(_timed(observation))
            medians[f"{edition.name} {players}"] = (1e6 * statistics.median(warm), 1e6 * statistics.median(cold))
    return medians


def _timed(observation: object) -> float:
    gc.disable()
    try:
        start = time.perf_counter()
        read_belief(observation)
        return time.perf_counter() - start
    finally:
        gc.enable()


def playout_seconds(n: int) -> tuple[float, float]:
    """Seconds for 10,000 playouts (measured with ``n``, scaled): (round only, whole game)."""
    observation = playout_observation()
    outcome_probabilities(observation, n=100, seed=2)  # the first call's imports and caches
    seconds = []
    for game in (False, True):
        gc.collect()
        start = time.perf_counter()
        outcome_probabilities(observation, n=n, seed=1, game=game)
        seconds.append((time.perf_counter() - start) * 10_000 / n)
    return seconds[0], seconds[1]


def child(count: int, playouts: int) -> None:
    import lovelet
    print(json.dumps({"compiled": lovelet.COMPILED, "beliefs": belief_medians(count),
                      "playouts": playout_seconds(playouts)}))


def measured(pure: bool, count: int, playouts: int) -> dict | None:
    """One child's figures, or None when the compiled build was asked for and is not there
    (the child then runs pure Python, and says so)."""
    environment = {key: value for key, value in os.environ.items() if key != "LOVELET_PURE"}
    if pure:
        environment["LOVELET_PURE"] = "1"
    finished = subprocess.run([sys.executable, __file__, "--child", "--positions", str(count),
                               "--playouts", str(playouts)],
                              env=environment, capture_output=True, text=True, check=True)
    figures = json.loads(finished.stdout)
    return None if figures["compiled"] == pure else figures


def spread(values: list[float], digits: int) -> str:
    low, high = f"{min(values):.{digits}f}", f"{max(values):.{digits}f}"
    return low if low == high else f"{low}-{high}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=120, help="positions per player count")
    parser.add_argument("--playouts", type=int, default=10_000, help="playouts timed (scaled to 10,000)")
    parser.add_argument("--rounds", type=int, default=1, help="how many times each build is measured")
    parser.add_argument("--quick", action="store_true", help="30 positions and 2,000 playouts")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    count, playouts = (30, 2_000) if arguments.quick else (arguments.positions, arguments.playouts)
    if arguments.child:
        child(count, playouts)
        return
    runs: dict[bool, list[dict]] = {True: [], False: []}
    for _ in range(arguments.rounds):
        for pure in (True, False):
            figures = measured(pure, count, playouts)
            if figures is not None:
                runs[pure].append(figures)
    built = bool(runs[False])
    print(f"read_belief, {count} positions per player count: medians in µs, and the compiled build's speed-up")
    print(f"{'':10} | {'one after another':^32} | {'after a collection':^32}")
    print(f"{'':10} | {'Python':>9} {'compiled':>9} {'speed-up':>11} | {'Python':>9} {'compiled':>9} {'speed-up':>11}")
    for key in runs[True][0]["beliefs"]:
        cells = []
        for way in (0, 1):
            pure = [run["beliefs"][key][way] for run in runs[True]]
            if not built:
                cells.append(f"{spread(pure, 0):>9} {'not built':>9} {'':>11}")
                continue
            fast = [run["beliefs"][key][way] for run in runs[False]]
            ups = [p / f for p, f in zip(pure, fast)]
            cells.append(f"{spread(pure, 0):>9} {spread(fast, 0):>9} {spread(ups, 2):>11}")
        print(f"{key:10} | {cells[0]} | {cells[1]}")
    print(f"\n10,000 outcome playouts from a 4-player observation (measured with {playouts}), seconds")
    for way, label in ((0, "round only"), (1, "whole game")):
        pure = [run["playouts"][way] for run in runs[True]]
        if not built:
            print(f"  {label:10}  Python {spread(pure, 2):>9}  compiled {'not built':>9}")
            continue
        fast = [run["playouts"][way] for run in runs[False]]
        aim = ""
        if way == 0:
            aim = f"   aim < {PLAYOUT_AIM} s compiled: {'met' if max(fast) < PLAYOUT_AIM else 'NOT MET'}"
        print(f"  {label:10}  Python {spread(pure, 2):>9}  compiled {spread(fast, 2):>9}{aim}")
    if not built:
        print("'not built': no compiled build here; `make fast` makes it")

if __name__ == "__main__":
    main()
