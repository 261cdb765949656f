"""How strong lovelet's agents are, and how long the thinking ones take per decision.

Every line of the table is a seat-rotated tournament of whole games (classic: 7, 5 and
4 favors to win at 2, 3 and 4 players; revised: 6, 5, 4, 3, 3), played with
:func:`lovelet.lab.tournament.play_tournament` from one seed, so anyone gets the same
results from the same command, on any number of workers:

* heuristic against random players, 2 and 4 players, the figures TAG (a public game-AI
  framework) reports for its own agents beside them;
* deductive against heuristic: head to head at 2 players, and one deductive seat among
  three heuristic seats at 4 players, both editions;
* ISMCTS (its default budget) against heuristic: head to head at 2 players, and one
  ISMCTS seat among three heuristic seats at 4 players, both editions.

Each win rate comes with its 95% Wilson interval and the number of games.  Then the
time every decision of the thinking agents takes, at their default budgets (ISMCTS
50 ms, deductive 20 ms), over every decision with a choice to make of ``--games``
whole games per edition and player count against heuristic agents (seeds from
910000): median, 95th and 99.9th percentiles, the worst, the count over 100 ms and over
twice the budget, and how each decision's belief was weighed (exact under the model,
estimated, or plain: lovelet.deduction.budget).  Times depend on the machine and its
load; the win rates of a tournament do only where a time limit cut a decision short.

    python benchmarks/agents.py [--scale 1.0] [--workers 2] [--games 100] [--only time]

``--scale 0.2`` plays a fifth of the games, for a quick look.
"""

import argparse
import pathlib
import random
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lovelet import Game  # noqa: E402
from lovelet.agents import DeductiveAgent, HeuristicAgent, ISMCTSAgent, RandomAgent  # noqa: E402
from lovelet.lab.match import seat_generators  # noqa: E402
from lovelet.engine.observation import observation_of  # noqa: E402
from lovelet.lab.tournament import play_tournament  # noqa: E402

# (what is measured, edition, the agent measured, its opponents, games, TAG's figure)
MATCHES = [
    ("heuristic vs random", "classic", HeuristicAgent, [RandomAgent], 2000, "one-step lookahead 86%, MCTS 84%"),
    ("heuristic vs 3 random", "classic", HeuristicAgent, [RandomAgent] * 3, 2000, "one-step lookahead 62%, MCTS 61%"),
    ("deductive vs heuristic", "classic", DeductiveAgent, [HeuristicAgent], 1000, ""),
    ("deductive vs heuristic", "revised", DeductiveAgent, [HeuristicAgent], 1000, ""),
    ("deductive vs 3 heuristic", "classic", DeductiveAgent, [HeuristicAgent] * 3, 300, ""),
    ("deductive vs 3 heuristic", "revised", DeductiveAgent, [HeuristicAgent] * 3, 300, ""),
    ("ISMCTS vs heuristic", "classic", ISMCTSAgent, [HeuristicAgent], 500, ""),
    ("ISMCTS vs heuristic", "revised", ISMCTSAgent, [HeuristicAgent], 400, ""),
    ("ISMCTS vs 3 heuristic", "classic", ISMCTSAgent, [HeuristicAgent] * 3, 300, ""),
    ("ISMCTS vs 3 heuristic", "revised", ISMCTSAgent, [HeuristicAgent] * 3, 200, ""),
]


def strength(match, scale, workers, seed=2026):
    """One line of the table: (label, edition, games, win rate, low, high, TAG)."""
    label, edition, measured, opponents, games, tag = match
    games = max(20, int(games * scale))
    line_up = {"measured": measured()}
    for number, opponent in enumerate(opponents, 1):
        line_up[f"opponent {number}"] = opponent()
    result = play_tournament(line_up, games, edition=edition, seed=seed, workers=workers, progress=False)
    rate = result.win_rates()["measured"]
    return label, edition, games, rate.p, rate.low, rate.high, tag


def decision_times(make_agent, edition, players, games, seed=910000):
    """Every decision (with a choice to make) of the measured agent in ``games`` whole games
    against heuristic agents, the measured agent in seat 0: (milliseconds per decision,
    {belief method: decisions}, the slowest decision's (milliseconds, game seed))."""
    agent = make_agent()
    agents = [agent] + [HeuristicAgent() for _ in range(players - 1)]
    times = []
    slowest = (0.0, None)
    for game_number in range(games):
        game = Game(edition, players, seed=seed + game_number)
        generators = seat_generators(seed, players, game_number)
        while not game.is_over:
            rnd = game.round
            while not rnd.is_over:
                seat = rnd.current_player
                observation = observation_of(rnd, seat)
                if seat == 0 and len(set(observation.legal_actions())) > 1:
                    started = time.perf_counter()
                    action = agent.choose(observation, generators[0])
                    elapsed = (time.perf_counter() - started) * 1000
                    times.append(elapsed)
                    slowest = max(slowest, (elapsed, seed + game_number))
                else:
                    action = agents[seat].choose(observation, generators[seat])
                rnd.apply(action)
            if not game.is_over:
                game.next_round()
    return times, dict(agent.beliefs), slowest


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


# The thinking agents timed: (label, how to make one, its budget in milliseconds).
TIMED = [("ISMCTS", ISMCTSAgent, 50), ("deductive", DeductiveAgent, 20)]


def time_table(games, edition_names=("classic", "revised"), seats=(2, 4)):
    """The decision-time table, one line per agent, edition and player count."""
    print("| agent (budget) | edition | players | decisions | median | 95th | 99.9th | worst "
          "| over 100 ms | over twice the budget | belief: exact / estimated / plain |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for label, make_agent, budget in TIMED:
        for edition in edition_names:
            for players in seats:
                times, beliefs, slowest = decision_times(make_agent, edition, players, games)
                over = sum(1 for value in times if value > 100)
                twice = sum(1 for value in times if value > 2 * budget)
                methods = " / ".join(str(beliefs.get(method, 0)) for method in ("exact", "estimated", "plain"))
                print(f"| {label} ({budget} ms) | {edition} | {players} | {len(times)} "
                      f"| {statistics.median(times):.1f} ms | {percentile(times, 0.95):.1f} ms "
                      f"| {percentile(times, 0.999):.1f} ms | {max(times):.1f} ms | {over} | {twice} | {methods} |"
                      f" <!-- slowest in game seed {slowest[1]} -->", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=float, default=1.0, help="share of the games to play (default 1)")
    parser.add_argument("--workers", type=int, default=2, help="local processes (default 2)")
    parser.add_argument("--games", type=int, default=100, help="whole games timed per line of the time table")
    parser.add_argument("--only", choices=["strength", "time"], help="measure only one of the two")
    parser.add_argument("--matching", default="", help="play only the matches whose name contains this")
    arguments = parser.parse_args()
    random.seed(0)  # nothing here draws from it; set so that nothing could differ by chance
    if arguments.only != "time":
        print("| match | edition | games | win rate | 95% interval | TAG, same match |")
        print("|---|---|---:|---:|---|---|")
        for match in MATCHES:
            if arguments.matching.lower() not in match[0].lower():
                continue
            started = time.perf_counter()
            label, edition, games, p, low, high, tag = strength(match, arguments.scale, arguments.workers)
            print(f"| {label} | {edition} | {games} | {p:.1%} | {low:.1%} to {high:.1%} | {tag} |"
                  f" <!-- {time.perf_counter() - started:.0f} s -->", flush=True)
    if arguments.only != "strength":
        print()
        time_table(arguments.games)


if __name__ == "__main__":
    main()
