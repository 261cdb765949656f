"""Tournaments: reproducible whatever the workers, seat-rotated, on common deals, and
read back as win rates with intervals, seats, rounds and eliminations."""

import concurrent.futures
import math
import pathlib
import subprocess
import sys
from collections import Counter

import pytest

from lovelet import CLASSIC, REVISED, Card, Game, IllegalAction, Play
from lovelet.agents import HeuristicAgent, RandomAgent
from lovelet.lab.match import play_game
from lovelet.lab.tournament import (GameRecord, RoundRecord, TournamentResult, agent_named,
                                agent_names, agent_words, play_tournament)
from lovelet.lab.tournament.runner import default_chunk_size

ROOT = pathlib.Path(__file__).resolve().parents[2]


def quiet(agents, games, **settings):
    settings.setdefault("workers", 1)
    return play_tournament(agents, games, progress=False, **settings)


class Counting(RandomAgent):
    """Random, but keeps a count of its decisions and lets it steer its choice: an agent
    with memory, whose results depend on what it played before (within a chunk)."""

    name = "counting"

    def __init__(self):
        self.decisions = 0

    def choose(self, observation, rng):
        self.decisions += 1
        legal = observation.legal_actions()
        return legal[self.decisions % len(legal)] if self.decisions % 3 else rng.choice(legal)

    choose_legal = None


# ---------------------------------------------------------------------- reproducibility


def test_one_worker_two_workers_and_any_chunking_give_the_same_results():
    agents = [HeuristicAgent(), RandomAgent(), Counting()]
    here = quiet(agents, 30, seed=4)
    pooled = quiet(agents, 30, seed=4, workers=2)
    with concurrent.futures.ThreadPoolExecutor(max_workers=3) as threads:
        threaded = quiet(agents, 30, seed=4, workers=None, executor=threads)
    assert here == pooled == threaded
    assert here.records == pooled.records
    assert [record.number for record in here.records] == list(range(30))  # merged in game order
    other = quiet(agents, 30, seed=5)
    assert other != here


def test_every_chunk_plays_with_its_own_copy_of_the_agents():
    counting = Counting()
    quiet([counting, RandomAgent()], 12, seed=1, chunk_size=5)
    assert counting.decisions == 0  # the caller's agent is never played (nor changed)
    # An agent with memory remembers within its chunk: the same chunks give the same
    # games wherever they are played.
    assert quiet([Counting(), RandomAgent()], 12, seed=1, chunk_size=5) == \
        quiet([Counting(), RandomAgent()], 12, seed=1, chunk_size=5, workers=2)


def test_chunks_depend_on_the_games_alone():
    assert default_chunk_size(1) == 1
    assert default_chunk_size(10_000) == math.ceil(10_000 / 64)
    assert default_chunk_size(10**7) == 500


def test_a_record_replays_its_game_exactly():
    result = quiet(["heuristic", "random", "random"], 6, seed=9)
    for record in result.records:
        agents = [agent_named(result.kinds[entrant]) for entrant in record.seats]
        game = play_game(Game(REVISED, 3, seed=record.deal_seed, first_player=0), agents,
                         seed=record.agent_seed)
        assert game.winners == record.winners and game.favors == record.favors
        assert [rnd.turn for rnd in game.rounds] == [rnd.turns for rnd in record.rounds]


# ---------------------------------------------------------------------- seats and deals


@pytest.mark.parametrize(("edition", "players"), [(REVISED, 2), (REVISED, 3), (REVISED, 5),
                                                  (REVISED, 6), (CLASSIC, 2), (CLASSIC, 4)])
def test_the_line_up_rotates_so_every_entrant_sits_everywhere(edition, players):
    result = quiet(["heuristic"] + ["random"] * (players - 1), 2 * players, edition=edition, seed=3)
    sat = Counter((entrant, seat) for record in result.records for seat, entrant in enumerate(record.seats))
    assert set(sat.values()) == {2} and len(sat) == players * players
    assert all(sorted(record.seats) == list(range(players)) for record in result.records)


def test_the_games_of_one_deal_meet_the_same_cards_whoever_plays():
    random_only = quiet(["random"] * 3, 9, seed=12)
    thinking = quiet(["heuristic", "cautious", "random"], 9, seed=12)
    for first, second in zip(random_only.records, thinking.records):
        assert (first.deal, first.deal_seed) == (second.deal, second.deal_seed)
    by_deal = {}
    for record in thinking.records:
        by_deal.setdefault(record.deal, set()).add(record.deal_seed)
    assert sorted(by_deal) == [0, 1, 2] and all(len(seeds) == 1 for seeds in by_deal.values())
    assert len({record.deal_seed for record in thinking.records}) == 3
    # Round k of a deal is dealt the same cards, whatever happened before it.
    decks = {}
    for result in (thinking, random_only):
        for record in result.records:
            game = play_game(Game(REVISED, 3, seed=record.deal_seed, first_player=0),
                             [agent_named(result.kinds[e]) for e in record.seats], seed=record.agent_seed)
            for number, rnd in enumerate(game.rounds, 1):
                assert decks.setdefault((record.deal, number), rnd.dealt_deck) == rnd.dealt_deck


def test_a_tournament_of_rounds_plays_the_first_round_of_each_game():
    games = quiet(["heuristic", "random"], 8, seed=2)
    rounds = quiet(["heuristic", "random"], 8, seed=2, unit="round")
    for game, single in zip(games.records, rounds.records):
        assert single.rounds == game.rounds[:1]
        assert single.winners == game.rounds[0].winners
    assert rounds.round_counts() == {1: 8}


# ---------------------------------------------------------------------- reading results


def test_win_rates_count_every_winner_with_a_wilson_interval():
    result = quiet(["heuristic", "random", "random"], 24, seed=7)
    rows = result.rows("players")
    assert len(rows) == 24 * 3
    for label, rate in result.win_rates().items():
        wins = sum(row["won"] for row in rows if row["entrant"] == label)
        assert (rate.wins, rate.games) == (wins, 24)
        z, n, p = 1.959963984540054, 24, wins / 24
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        assert rate.low == pytest.approx(max(0, centre - half)) and rate.high == pytest.approx(min(1, centre + half))
        assert rate.low <= rate.p <= rate.high
    seats = result.seat_advantage()
    assert sum(rate.wins for rate in seats.values()) == sum(rate.wins for rate in result.win_rates().values())
    assert result.fair_share == pytest.approx(1 / 3)


def shared_result():
    """Two games: the first won by seats 0 and 1 together, the second by seat 1."""
    def game(index, seats, winners):
        rnd = RoundRecord(number=1, started=0, turns=4, reason="showdown", winners=winners,
                          gained=(1, 1), spy_bonus=None, eliminations=())
        return GameRecord(number=index, deal=0, seats=seats, winners=winners, favors=(1, 1),
                          rounds=(rnd,), deal_seed=0, agent_seed=0)

    return TournamentResult(edition="revised", players=2, unit="game", seed=0, options={},
                            entrants=("A", "B"), kinds=("a", "b"),
                            records=(game(0, (0, 1), (0, 1)), game(1, (1, 0), (0,))))


def test_a_shared_victory_is_a_win_for_each_winner_and_said_so():
    rates = shared_result().win_rates()
    assert (rates["A"].wins, rates["A"].shared) == (1, 1)
    assert (rates["B"].wins, rates["B"].shared) == (2, 1)
    assert sum(rate.p for rate in rates.values()) > 1
    seats = shared_result().seat_advantage()
    assert (seats[0].wins, seats[1].wins) == (2, 1)
    assert shared_result().seat_advantage("B")[0].wins == 1


def test_eliminations_name_the_card_that_knocked_each_player_out():
    result = quiet(["heuristic", "random", "random", "random"], 12, seed=5)
    cause_card = {"guard": Card.GUARD, "baron": Card.BARON, "prince": Card.PRINCE, "princess": Card.PRINCESS}
    total = 0
    for record in result.records:
        game = play_game(Game(REVISED, 4, seed=record.deal_seed, first_player=0),
                         [agent_named(result.kinds[e]) for e in record.seats], seed=record.agent_seed)
        for rnd, kept in zip(game.rounds, record.rounds):
            out = [event for event in rnd.events if event.kind == "eliminated"]
            assert [event.player for event in out] == [e.seat for e in kept.eliminations]
            for elimination in kept.eliminations:
                assert elimination.card is cause_card[elimination.cause]
                if elimination.card is Card.PRINCESS:
                    assert elimination.by_oneself
                if elimination.card is Card.GUARD:
                    assert not elimination.by_oneself
                played = rnd.discards(elimination.by)
                assert elimination.card in played
            total += len(out)
    assert sum(result.eliminations().values()) == total == len(result.rows("eliminations"))
    heuristic_out = sum(result.eliminations("heuristic").values())
    assert heuristic_out == sum(1 for row in result.rows("eliminations") if row["entrant"] == "heuristic")


def test_rounds_their_lengths_and_endings():
    result = quiet(["random"] * 3, 10, seed=1)
    rows = result.rows("rounds")
    assert sum(result.round_counts().values()) == 10
    assert sum(count * n for n, count in result.round_counts().items()) == len(rows)
    assert sum(result.round_lengths().values()) == len(rows)
    assert result.mean_turns() == pytest.approx(sum(row["turns"] for row in rows) / len(rows))
    assert set(result.end_reasons()) <= {"showdown", "sole_survivor"}
    assert sum(result.end_reasons().values()) == len(rows)


def test_results_as_dataframes_and_a_json_ready_summary():
    import json

    result = quiet(["heuristic", "random"], 10, seed=3)
    for kind in ("entrants", "seats", "players", "rounds", "eliminations"):
        frame = result.to_dataframe(kind)
        assert len(frame) == len(result.rows(kind))
    players = result.to_dataframe("players")
    assert players.groupby("entrant")["won"].sum().to_dict() == \
        {label: rate.wins for label, rate in result.win_rates().items()}
    summary = json.loads(json.dumps(result.summary()))
    assert summary["games"] == 10 and [row["entrant"] for row in summary["entrants"]] == ["heuristic", "random"]
    with pytest.raises(IllegalAction) as refusal:
        result.rows("everything")
    assert refusal.value.code == "BAD_OPTION"


def test_the_html_of_a_result_escapes_labels():
    hostile = "<img src=x onerror=alert(1)>"
    result = quiet({hostile: RandomAgent(), "plain": RandomAgent()}, 4, seed=1)
    page = result._repr_html_()
    assert hostile not in page and "&lt;img src=x onerror=alert(1)&gt;" in page


# ---------------------------------------------------------------------- agents


def test_agents_by_word_function_or_dict():
    assert {"random", "cautious", "heuristic"} <= set(agent_names())
    assert "cautious" in agent_words() and "cautious-random" not in agent_words()
    assert isinstance(agent_named("Heuristic"), HeuristicAgent)

    def first_legal(observation, rng):
        return observation.legal_actions()[0]

    result = quiet(["random", first_legal, "random"], 3, seed=1)
    assert result.entrants == ("random 1", "first_legal", "random 2")
    assert result.kinds == ("random", "first_legal", "random")
    named = quiet({"me": first_legal, "you": RandomAgent()}, 2, seed=1)
    assert named.entrants == ("me", "you")
    everyone = quiet(RandomAgent(), 2, seed=1, players=3)
    assert everyone.players == 3
    imported = agent_named("lovelet.agents:CautiousRandomAgent")
    assert type(imported).__name__ == "CautiousRandomAgent"


def test_an_agent_written_in_place_travels_to_worker_processes():
    threshold = 2

    def low_card_first(observation, rng):  # a closure: plain pickle cannot send it
        legal = observation.legal_actions()
        return min(legal, key=lambda action: observation.edition.values[action.card] > threshold
                   if isinstance(action, Play) else 0)

    assert quiet([low_card_first, "random"], 6, seed=2, workers=2) == quiet([low_card_first, "random"], 6, seed=2)


class Locked(RandomAgent):
    """An agent that cannot be copied or sent anywhere: it holds a lock."""

    def __init__(self):
        import threading

        self.lock = threading.Lock()


def test_an_agent_that_cannot_travel_plays_here_and_is_refused_elsewhere():
    here = quiet([Locked(), "random"], 4, seed=1)
    assert here.games == 4
    with pytest.raises(IllegalAction) as refusal:
        quiet([Locked(), "random"], 4, seed=1, workers=2)
    assert refusal.value.code == "BAD_OPTION" and "workers=1" in str(refusal.value)


@pytest.mark.parametrize("workers", [1, 2])
def test_an_agents_illegal_move_raises_the_engines_refusal(workers):
    def cheat(observation, rng):
        return Play(Card.PRINCESS, target=1)

    with pytest.raises(IllegalAction):
        quiet([cheat, "random"], 4, seed=1, workers=workers)


@pytest.mark.parametrize("settings, code", [
    (dict(games=0), "BAD_OPTION"), (dict(games=2.5), "BAD_OPTION"), (dict(seed="x"), "BAD_OPTION"),
    (dict(seed=True), "BAD_OPTION"), (dict(unit="match"), "BAD_OPTION"), (dict(workers=0), "BAD_OPTION"),
    (dict(executor="pool"), "BAD_OPTION"), (dict(chunk_size=0), "BAD_OPTION"),
    (dict(progress="yes"), "BAD_OPTION"), (dict(edition="modern"), "BAD_OPTION"),
    (dict(tie_break="discard_sum"), "BAD_OPTION"), (dict(agents=["random"] * 7), "BAD_PLAYER_COUNT"),
    (dict(agents=["random"] * 5, edition="classic"), "BAD_PLAYER_COUNT"),
    (dict(agents=["random", "genius"]), "BAD_OPTION"), (dict(agents=["random", 3]), "BAD_OPTION"),
    (dict(agents=[RandomAgent, RandomAgent()]), "BAD_OPTION"), (dict(agents="random"), "BAD_OPTION"),
    (dict(agents=["random"] * 2, players=3), "BAD_OPTION"),
    (dict(agents={1: RandomAgent(), "1": RandomAgent()}), "BAD_OPTION"),
])
def test_bad_settings_are_refused_before_any_game(settings, code):
    calls = []
    settings = dict(dict(agents=["random", "random"], games=4, workers=1,
                         progress=lambda done, total: calls.append(done)), **settings)
    with pytest.raises(IllegalAction) as refusal:
        play_tournament(settings.pop("agents"), **settings)
    assert refusal.value.code == code
    assert calls == []


def test_workers_and_an_executor_are_one_or_the_other():
    with concurrent.futures.ThreadPoolExecutor(1) as threads, pytest.raises(IllegalAction) as refusal:
        play_tournament(["random"] * 2, 2, workers=2, executor=threads, progress=False)
    assert refusal.value.code == "BAD_OPTION"


# ---------------------------------------------------------------------- progress, weight


def test_progress_reaches_every_game():
    seen = []
    play_tournament(["random"] * 2, 50, workers=1, chunk_size=7, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (50, 50) and [done for done, _ in seen] == sorted(done for done, _ in seen)
    assert len(seen) == math.ceil(50 / 7)


def test_the_progress_bar_is_tqdms(capsys):
    play_tournament(["random"] * 2, 5, workers=1)
    assert "Tournament" in capsys.readouterr().err


def test_the_garbage_collector_gets_every_record_back():
    import gc

    result = quiet(["random"] * 2, 20, chunk_size=3)
    assert gc.get_freeze_count() == 0 and gc.is_tracked(result.records)
    gc.freeze()  # a process that froze objects of its own keeps them frozen
    try:
        frozen = gc.get_freeze_count()
        quiet(["random"] * 2, 6, chunk_size=3)
        # nothing unfrozen and nothing more frozen (frozen objects that die leave the count)
        assert 0 < gc.get_freeze_count() <= frozen
    finally:
        gc.unfreeze()


def test_importing_tournaments_stays_light():
    code = ("import sys, lovelet, lovelet.lab.tournament, lovelet.lab.cli; "
            "print(sorted(m for m in ('pandas', 'tqdm', 'dask', 'distributed', 'numpy', 'matplotlib') "
            "if m in sys.modules))")
    finished = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert finished.returncode == 0, finished.stderr
    assert finished.stdout.strip() == "[]"


# ---------------------------------------------------------------------- plots


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_plots_of_win_rates_and_seats(language):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from lovelet.text.i18n import TEXTS
    from lovelet.plots.tournament import plot_seat_advantage, plot_win_rates

    result = quiet(["heuristic", "random", "random"], 12, seed=1)
    ax = plot_win_rates(result, language=language)
    assert len(ax.patches) == 3
    assert [tick.get_text() for tick in ax.get_xticklabels()] == list(result.entrants)
    assert ax.get_title() == TEXTS[language]["plot_win_rates_title"].format(count=12)
    assert ax.get_ylabel() == TEXTS[language]["plot_win_rate"]
    heights = [patch.get_height() for patch in ax.patches]
    assert heights == pytest.approx([rate.p for rate in result.win_rates().values()])
    fair = [line for line in ax.get_lines() if line.get_linestyle() == "--"]
    assert fair and fair[0].get_ydata()[0] == pytest.approx(1 / 3)
    seats = plot_seat_advantage(result, language=language)
    assert [tick.get_text() for tick in seats.get_xticklabels()] == ["1", "2", "3"]
    assert seats.get_xlabel() == TEXTS[language]["plot_seat_axis"]
    plt.close("all")


def test_plots_take_rates_themselves_and_refuse_anything_else():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from lovelet.plots.tournament import plot_win_rates

    ax = plot_win_rates({"mine": (0.6, 0.5, 0.7), "yours": (0.4, 0.3, 0.5)}, players=2)
    assert len(ax.patches) == 2
    for bad in ({"mine": (0.6, 0.7, 0.5)}, {"mine": "high"}, [0.5], {}):
        with pytest.raises(IllegalAction) as refusal:
            plot_win_rates(bad)
        assert refusal.value.code == "BAD_OPTION"
    plt.close("all")


def test_the_benchmark_runs_in_a_quick_mode():
    finished = subprocess.run([sys.executable, "benchmarks/tournament.py", "--games", "40", "--runs", "1",
                               "--players", "2"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert finished.returncode == 0, finished.stderr
    assert "games/s" in finished.stdout and "2 workers" in finished.stdout
