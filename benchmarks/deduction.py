"""Deduction speed: exact beliefs over many positions, and outcome playouts.

Beliefs.  For each player count (2 to 6 revised, 2 to 4 classic) this deals random
rounds, plays them with random legal moves, and keeps positions early in the round
(turns 1 to 3), in the middle (the middle third of its turns) and late (its last three
turns), seen by a random seat.  Each position is timed twice for ``belief(obs)`` plus
``hand()`` of every seat, ``set_aside`` and ``next_draw``:

* "gc off": after ``gc.collect()``, with the garbage collector disabled during the
  call (the cost of the computation itself);
* "gc on": after ``gc.collect()`` too, with the collector running, as a user meets it.

``gc.collect()`` leaves the processor's caches cold, as a belief asked for after other
work finds them; ``--warm`` leaves it out, for beliefs asked one after another (an
agent's, a tournament's).

The two timings of a position alternate in order from one position to the next, so
that neither gains on average from caches the other warmed up.

Beliefs under an opponent model that remembers.  ``belief(obs, model=HeuristicAgent())``
plus every reading, from every seat still in at every turn of rounds the heuristic
agent plays at every seat (the issue's setting), timed with the collector off; also
counted: refusals (there should be none, every play really happened), opponents' true
hands given probability 0 (none), and estimates (none without a budget).  These are
timed in processor time, which other work on a shared machine does not inflate.

Playouts.  The time of 10,000 random-agent playouts of the round
(``outcome_probabilities(obs, n=10_000, game=False)``) from a 4-player observation, and
of 10,000 playouts of the rest of the game (``game=True``).

    python benchmarks/deduction.py [--positions N] [--modelled N] [--quick] [--warm]

``--positions`` is the number of positions per player count (default 240, a third per
stage); ``--modelled`` the number of modelled positions per player count (default 240);
``--quick`` times 60 of each per player count and 2,000 playouts (the playout figures
are then scaled to 10,000).
"""

import argparse
import gc
import pathlib
import random
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lovelet import CLASSIC, REVISED, IllegalAction, Round  # noqa: E402
from lovelet.agents import HeuristicAgent  # noqa: E402
from lovelet.deduction import belief, outcome_probabilities  # noqa: E402

STAGES = ("early", "middle", "late")
# Targets of the issue, in seconds: (median, worst) of a belief by player count.
BELIEF_TARGETS = {2: (0.005, 0.05), 3: (0.005, 0.05), 4: (0.005, 0.05), 5: (0.05, 0.5), 6: (0.05, 0.5)}
PLAYOUT_TARGET = 2.0


def positions(edition, players, per_stage, seed):
    """{stage: [observation, ...]} with ``per_stage`` positions of each stage."""
    rng = random.Random(seed)
    found = {stage: [] for stage in STAGES}
    while any(len(found[stage]) < per_stage for stage in STAGES):
        rnd = Round.deal(edition, players, rng=rng)
        moments = []
        while not rnd.is_over:
            moments.append(rnd.clone())
            rnd.apply(rng.choice(rnd.legal_actions()))
        last = moments[-1].turn
        middle = [m for m in moments if last / 3 <= m.turn <= 2 * last / 3]
        choices = {
            "early": [m for m in moments if m.turn <= 3],
            "middle": middle,
            "late": [m for m in moments if m.turn > last - 3],
        }
        for stage in STAGES:
            if choices[stage] and len(found[stage]) < per_stage:
                moment = rng.choice(choices[stage])
                found[stage].append(moment.observation(rng.randrange(players)))
    return found


def read_belief(observation):
    """Everything a lesson reads of a belief: every hand, the set-aside card, the next draw."""
    known = belief(observation)
    for seat in range(observation.players):
        known.hand(seat)
    known.set_aside
    known.next_draw
    return known


#: Whether each timing starts with gc.collect() (the default; --warm turns it off).
COLLECT_FIRST = True


def timed(function, argument, collector, clock=time.perf_counter):
    if COLLECT_FIRST:
        gc.collect()
    if collector:
        start = clock()
        function(argument)
        return clock() - start
    gc.disable()
    try:
        start = clock()
        function(argument)
        return clock() - start
    finally:
        gc.enable()


def summary(times):
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return statistics.median(ordered), p95, ordered[-1]


def milliseconds(seconds):
    return f"{1000 * seconds:9.2f}"


def bench_beliefs(per_stage):
    print(f"belief(obs) + hand() of every seat + set_aside + next_draw, "
          f"{3 * per_stage} positions per player count (times in ms)")
    print(f"{'edition':8} {'players':>7} {'stage':7} {'n':>4} | {'gc off: median':>14} {'p95':>9} "
          f"{'worst':>9} | {'gc on: median':>13} {'p95':>9} {'worst':>9} | target median / worst")
    verdicts = []
    for edition in (REVISED, CLASSIC):
        for players in range(2, edition.max_players + 1):
            found = positions(edition, players, per_stage, seed=players)
            every_off, every_on = [], []
            target_median, target_worst = BELIEF_TARGETS[players]
            for stage in STAGES + ("all",):
                if stage == "all":
                    off, on = every_off, every_on
                else:
                    off, on = [], []
                    for index, obs in enumerate(found[stage]):
                        if index % 2:
                            on.append(timed(read_belief, obs, collector=True))
                            off.append(timed(read_belief, obs, collector=False))
                        else:
                            off.append(timed(read_belief, obs, collector=False))
                            on.append(timed(read_belief, obs, collector=True))
                    every_off += off
                    every_on += on
                median_off, p95_off, worst_off = summary(off)
                median_on, p95_on, worst_on = summary(on)
                target = ""
                if stage == "all":
                    met = median_off < target_median and worst_off < target_worst
                    verdicts.append(met)
                    target = (f"{1000 * target_median:.0f} / {1000 * target_worst:.0f} ms "
                              f"{'met' if met else 'NOT MET'}")
                print(f"{edition.name:8} {players:7} {stage:7} {len(off):4} | {milliseconds(median_off):>14} "
                      f"{milliseconds(p95_off)} {milliseconds(worst_off)} | {milliseconds(median_on):>13} "
                      f"{milliseconds(p95_on)} {milliseconds(worst_on)} | {target}")
    return all(verdicts)


def heuristic_positions(edition, players, count, seed):
    """(round at a moment, viewer): every seat still in at every turn of rounds the
    heuristic agent plays at every seat, shuffled; the first ``count``."""
    rng = random.Random(seed)
    agent = HeuristicAgent()
    found = []
    while len(found) < 3 * count:
        rnd = Round.deal(edition, players, rng=rng)
        while not rnd.is_over:
            found += [(rnd.clone(), seat) for seat in range(players) if seat not in rnd.eliminated]
            rnd.apply(agent.decide(rnd.observation(rnd.current_player)))
    rng.shuffle(found)
    return found[:count]


def read_modelled_belief(observation):
    """``read_belief`` under the heuristic model; None when it refuses."""
    try:
        known = belief(observation, model=HeuristicAgent())
    except IllegalAction:
        return None
    for seat in range(observation.players):
        known.hand(seat)
    known.set_aside
    known.next_draw
    return known


def bench_modelled_beliefs(count):
    print(f"\nbelief(obs, model=HeuristicAgent()) + every reading, {count} positions of heuristic-played "
          f"rounds per player count, gc off (processor times in ms)")
    print(f"{'edition':8} {'players':>7} | {'median':>9} {'p95':>9} {'p99':>9} {'worst':>9} | "
          f"refused  true hand at 0  estimates | target median / worst")
    verdicts = []
    for edition in (REVISED, CLASSIC):
        for players in range(2, edition.max_players + 1):
            times, refused, zero, estimates = [], 0, 0, 0
            for rnd, viewer in heuristic_positions(edition, players, count, seed=players):
                observation = rnd.observation(viewer)
                # Processor time, not the clock's: on a shared machine the clock counts
                # other people's work too (both are the same on a quiet one).
                times.append(timed(read_modelled_belief, observation, collector=False, clock=time.process_time))
                known = read_modelled_belief(observation)
                if known is None:
                    refused += 1
                    continue
                estimates += not known.exact
                zero += any(known.hand(seat)[card] == 0 for seat in range(players)
                            if seat != viewer and seat not in rnd.eliminated for card in rnd.hand(seat))
            median, p95, worst = summary(times)
            p99 = sorted(times)[min(len(times) - 1, int(round(0.99 * (len(times) - 1))))]
            target_median, target_worst = BELIEF_TARGETS[players]
            met = median < target_median and worst < target_worst and not refused and not zero
            verdicts.append(met)
            print(f"{edition.name:8} {players:7} | {milliseconds(median)} {milliseconds(p95)} "
                  f"{milliseconds(p99)} {milliseconds(worst)} | {refused:7} {zero:14} {estimates:10} | "
                  f"{1000 * target_median:.0f} / {1000 * target_worst:.0f} ms {'met' if met else 'NOT MET'}")
    return all(verdicts)


def playout_observation():
    """A 4-player observation early in a round: turn 4, seen by seat 0."""
    rng = random.Random(3)
    while True:
        rnd = Round.deal(REVISED, 4, rng=rng)
        for _ in range(3):
            rnd.apply(rng.choice(rnd.legal_actions()))
            if rnd.is_over:
                break
        else:
            return rnd.observation(0)


def bench_playouts(n):
    observation = playout_observation()
    print(f"\noutcome_probabilities from a 4-player observation ({observation!r}), random agents")
    results = {}
    for game in (False, True):
        gc.collect()
        start = time.perf_counter()
        outcome_probabilities(observation, n=n, seed=1, game=game)
        seconds = (time.perf_counter() - start) * 10_000 / n
        results[game] = seconds
        scaled = "" if n == 10_000 else f" (measured with {n}, scaled)"
        target = f"target < {PLAYOUT_TARGET:.0f} s: {'met' if seconds < PLAYOUT_TARGET else 'NOT MET'}" \
            if not game else "no target"
        print(f"  10,000 playouts, game={game!s:5}: {seconds:6.2f} s{scaled}   {target}")
    return results[False] < PLAYOUT_TARGET


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=240, help="positions per player count")
    parser.add_argument("--modelled", type=int, default=240, help="modelled positions per player count")
    parser.add_argument("--quick", action="store_true", help="fewer positions and playouts")
    parser.add_argument("--warm", action="store_true",
                        help="no gc.collect() before each timing: the processor's caches stay warm")
    arguments = parser.parse_args()
    global COLLECT_FIRST
    COLLECT_FIRST = not arguments.warm
    count = 60 if arguments.quick else arguments.positions
    per_stage = max(1, (count + 2) // 3)
    beliefs_met = bench_beliefs(per_stage)
    modelled_met = bench_modelled_beliefs(60 if arguments.quick else arguments.modelled)
    playouts_met = bench_playouts(2_000 if arguments.quick else 10_000)
    print(f"\nbelief targets {'met' if beliefs_met else 'NOT MET'}; "
          f"modelled belief targets {'met' if modelled_met else 'NOT MET'}; "
          f"playout target {'met' if playouts_met else 'NOT MET'}")


if __name__ == "__main__":
    main()
