"""Agents in their own process (issue 18): they see their seat's export only, change
nothing, and lose a game by forfeit when they overrun, crash or send junk."""

import json

import pytest

import isolation_agents as hostile
from lovelet import REVISED, Card, Game, IllegalAction
from lovelet.agents import HeuristicAgent, RandomAgent
from lovelet.lab.isolation import Forfeit, Forfeited, IsolatedAgent, action_from_data
from lovelet.lab.match import play_game
from lovelet.lab.tournament import play_tournament

QUICK = 0.5  # seconds per decision: enough for a small agent on a busy machine, short to wait for


def tournament(agents, games, **options):
    return play_tournament(agents, games=games, seed=11, workers=1, progress=False, **options)


def test_isolated_tournament_of_well_behaved_agents_equals_the_in_process_one():
    agents = [HeuristicAgent(), RandomAgent(), "cautious"]
    here = tournament(agents, 6)
    isolated = tournament(agents, 6, isolate=True)
    assert isolated == here and isolated.records == here.records
    assert all(record.forfeit is None for record in isolated.records)
    assert isolated.forfeits() == {label: 0 for label in here.entrants}


def test_each_chunk_plays_a_fresh_copy_of_an_isolated_agent_as_in_process():
    """The worker process is kept from chunk to chunk, the agent's copy is not."""
    agents = [hostile.Remembering(), "random"]
    here = tournament(agents, 6, chunk_size=2)
    assert tournament(agents, 6, chunk_size=2, isolate=True).records == here.records
    assert tournament(agents, 6, chunk_size=3).records != here.records  # the copies do matter


def test_isolated_play_game_equals_the_in_process_game():
    here = play_game(Game(REVISED, ["Ann", "Ben"], seed=4), [HeuristicAgent(), RandomAgent()], seed=9)
    there = play_game(Game(REVISED, ["Ann", "Ben"], seed=4), [HeuristicAgent(), RandomAgent()], seed=9,
                      isolate=True)
    assert [rnd.events for rnd in there.rounds] == [rnd.events for rnd in here.rounds]
    assert there.winners == here.winners and there.favors == here.favors


def test_an_agent_given_for_every_seat_is_one_agent_isolated_as_in_process():
    agent = hostile.Remembering()
    here = play_game(Game(REVISED, 3, seed=8), agent, seed=1)
    there = play_game(Game(REVISED, 3, seed=8), hostile.Remembering(), seed=1, isolate=True)
    assert [rnd.events for rnd in there.rounds] == [rnd.events for rnd in here.rounds]


def test_the_spy_in_process_finds_the_hidden_cards(tmp_path):
    """The attack works on a trusted agent: this is what isolation must prevent."""
    path = tmp_path / "found.jsonl"
    game = Game(REVISED, 2, seed=3)
    first = game.round.current_player
    hidden = [card.name for card in game.round.hand(1 - first)]
    spies = [hostile.First(), hostile.First()]
    spies[first] = hostile.Spy(str(path), meddle=False)
    play_game(game, spies, seed=2)
    found = json.loads(path.read_text().splitlines()[0])  # its first decision
    assert found["player"] == first
    assert any(rnd["hands"][str(1 - first)] == hidden for rnd in found["rounds"])


def test_the_isolated_spy_learns_no_hidden_card_and_changes_nothing(tmp_path):
    path = tmp_path / "found.jsonl"
    attacked = play_game(Game(REVISED, ["Ann", "Ben"], seed=3), [hostile.Spy(str(path)), hostile.Spy(str(path))],
                         seed=2, isolate=True)
    twin = play_game(Game(REVISED, ["Ann", "Ben"], seed=3), [hostile.First(), hostile.First()], seed=2)
    decisions = [json.loads(line) for line in path.read_text().splitlines()]
    assert decisions and all(decision["rounds"] == [] for decision in decisions)  # no Round in its process
    assert [rnd.events for rnd in attacked.rounds] == [rnd.events for rnd in twin.rounds]
    assert attacked.winners == twin.winners and REVISED.name == "revised"


@pytest.mark.parametrize("agent, reason", [
    (hostile.Crasher(), "crashed"),
    (hostile.Garbage(), "junk"),
    (hostile.LyingEquals(), "junk"),
    (hostile.Huge(), "junk"),
    (hostile.Illegal(), "illegal"),
    (hostile.Exiter(), "ended"),
])
def test_a_bad_isolated_agent_forfeits_with_a_one_line_reason(agent, reason):
    game = Game(REVISED, ["Ann", "Ben"], seed=1)
    before = game.round.events
    with pytest.raises(Forfeited) as forfeited:
        play_game(game, [agent, agent], seed=1, isolate=True, move_seconds=5)
    forfeit = forfeited.value.forfeit
    assert forfeit.seat == game.round.current_player and forfeit.reason == reason
    assert game.round.events == before  # the failed decision changed nothing
    for language in ("en", "fr", "de"):
        sentence = forfeit.sentence(language)
        assert sentence and "\n" not in sentence and "Traceback" not in sentence


@pytest.mark.parametrize("agent, reason", [(hostile.Forger(), "junk"), (hostile.HalfReply(), "overran")])
def test_a_reply_forged_into_the_channel_cannot_hold_the_game_up(agent, reason):
    with pytest.raises(Forfeited) as forfeited:
        play_game(Game(REVISED, 2, seed=1), [agent, agent], seed=1, isolate=True, move_seconds=QUICK)
    assert forfeited.value.forfeit.reason == reason


def test_an_overrunning_agent_forfeits_each_game_and_the_tournament_goes_on():
    result = tournament([hostile.Sleeper(), "random"], 2, isolate=True, move_seconds=QUICK)
    assert result.games == 2
    for record in result.records:
        assert record.forfeit.reason == "overran" and record.seats[record.forfeit.seat] == 0
        assert record.winners == (1 - record.forfeit.seat,)
    assert result.win_rates()["random"].wins == 2 and result.forfeits() == {"sleeper": 2, "random": 0}
    rows = result.rows("forfeits")
    assert [row["entrant"] for row in rows] == ["sleeper", "sleeper"]
    assert rows[0]["sentence"] == f"more than {QUICK:g} s to choose a move"
    frame = result.to_dataframe("players")
    assert frame[frame["entrant"] == "sleeper"]["forfeited"].all()
    assert json.loads(json.dumps(result.summary()))["forfeits"][0]["reason"] == "overran"


def test_a_crash_forfeits_one_game_and_the_other_games_are_played():
    """The crasher forfeits its games; the two random players play theirs out."""
    result = tournament([hostile.Crasher(), "random", "random"], 3, isolate=True, move_seconds=5)
    assert result.forfeits()["crasher"] == 3
    for record in result.records:
        assert set(record.winners) == {seat for seat in range(3) if seat != record.forfeit.seat}
        assert record.shared
    assert "Lost by forfeit" in result._repr_html_()


def test_a_forfeit_in_a_tournament_of_single_rounds():
    # Seed 12: the junk sender has a move to make in both rounds (in some deals it is
    # knocked out before its first turn, and then has nothing to forfeit).
    result = play_tournament([hostile.Garbage(), "random"], games=2, seed=12, workers=1, progress=False,
                             unit="round", isolate=True, move_seconds=5)
    assert [record.forfeit.reason for record in result.records] == ["junk", "junk"]
    assert all(record.rounds == () for record in result.records) and result.mean_turns() == 0.0
    assert result.win_rates()["random"].wins == 2


def test_without_isolation_a_failing_agent_still_stops_the_tournament():
    from lovelet.lab.tournament import AgentFailed

    with pytest.raises(AgentFailed):
        tournament([hostile.Crasher(), "random"], 2)


def test_replies_are_read_as_plain_data_and_junk_is_refused():
    assert action_from_data({"play": "GUARD", "target": 1, "guess": "PRIEST"}).guess is Card.PRIEST
    assert action_from_data({"keep": "KING", "bottom": ["GUARD", "SPY"]}).bottom == (Card.GUARD, Card.SPY)
    for junk in ("garbage", None, {"play": "GUARD"}, {"play": "JOKER", "target": None, "guess": None},
                 {"play": "GUARD", "target": True, "guess": None}, {"keep": "KING", "bottom": "GUARD"},
                 {"play": ["GUARD"], "target": 1, "guess": None}):
        with pytest.raises(IllegalAction):
            action_from_data(junk)


def test_options_are_checked_before_anything_starts():
    for bad in (0, -1, float("nan"), True, "2", 10_000):
        with pytest.raises(IllegalAction) as refusal:
            play_tournament(["random", "random"], games=1, isolate=True, move_seconds=bad, progress=False)
        assert refusal.value.code == "BAD_OPTION"
    with pytest.raises(IllegalAction):
        play_game(Game(REVISED, 2, seed=1), isolate="yes")
    with pytest.raises(IllegalAction) as refusal:
        IsolatedAgent(hostile.Unpicklable())
    assert refusal.value.code == "BAD_OPTION" and "own process" in refusal.value.message
    assert Forfeit(0, "overran", "2").sentence("fr") == "plus de 2 s pour choisir un coup"


# ---------------------------------------------------------------------- the command line


def simulate(capsys, *options):
    from lovelet.lab.cli import main

    try:
        status = main(["simulate", "--games", "2", "--workers", "1", "--seed", "1", "--no-progress", *options])
    except SystemExit as leaving:  # argparse's refusals leave this way
        status = leaving.code
    out = capsys.readouterr()
    return status, out.out, out.err


def test_simulate_isolate_counts_forfeits_and_goes_on(capsys):
    status, out, err = simulate(capsys, "--agents", "isolation_agents:Crasher,random", "--isolate",
                                "--move-seconds", "5")
    assert status == 0 and err == ""
    assert "lost by forfeit" in out and "crasher 2" in out
    assert "game 0: crasher: the agent raised ZeroDivisionError: division by zero" in out


def test_simulate_isolate_imports_an_agent_s_module_in_its_own_process_only(capsys, monkeypatch, tmp_path):
    import os

    marker = tmp_path / "imported_by"
    (tmp_path / "student_agent.py").write_text(
        "import os, pathlib\n"
        f"pathlib.Path({str(marker)!r}).write_text(str(os.getpid()))\n"
        "name = 'student'\n"
        "def first(observation, rng):\n"
        "    return observation.legal_actions()[0]\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    status, out, err = simulate(capsys, "--agents", "student_agent:first,random", "--isolate")
    assert status == 0, err
    assert marker.read_text() != str(os.getpid()) and "first" in out


@pytest.mark.parametrize("options", [
    ["--isolate", "--move-seconds", "0"], ["--isolate", "--move-seconds", "soon"],
    ["--isolate", "--move-seconds", "nan"], ["--isolate", "--move-seconds", "9999"],
    ["--isolate", "--agents", "lovelet_no_such_module:X,random"], ["--isolate", "--agents", "os:getcwd,random"]])
def test_simulate_isolate_refuses_bad_options_in_one_line_with_status_2(capsys, options):
    status, out, err = simulate(capsys, *options)
    assert status == 2 and out == "" and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_play_tournament_isolated_imports_an_agent_named_by_its_module_in_its_own_process(monkeypatch, tmp_path):
    import os

    marker = tmp_path / "imported_by"
    (tmp_path / "class_agent.py").write_text(
        "import os, pathlib\n"
        f"pathlib.Path({str(marker)!r}).write_text(str(os.getpid()))\n"
        "class Agent:\n"
        "    name = 'class agent'\n"
        "    def choose(self, observation, rng):\n"
        "        return observation.legal_actions()[0]\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    result = tournament(["class_agent:Agent", "random"], 2, isolate=True)
    assert result.entrants == ("class agent", "random") and "class_agent" not in __import__("sys").modules
    assert marker.read_text() != str(os.getpid())
    with pytest.raises(IllegalAction) as refusal:
        tournament(["class_agent:Nothing", "random"], 2, isolate=True)
    assert refusal.value.code == "BAD_OPTION" and "own process" in refusal.value.message


@pytest.mark.skipif(not __import__("pathlib").Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
def test_a_process_the_agent_starts_ends_with_its_worker():
    hostile.SPAWNED.unlink(missing_ok=True)
    game = Game(REVISED, 2, seed=1)
    with pytest.raises(Forfeited) as forfeited:  # 2 s: time enough to start its process, on a busy machine too
        play_game(game, [hostile.Spawner(), RandomAgent()], seed=1, isolate=True, move_seconds=2)
    assert forfeited.value.forfeit.reason == "overran"
    import pathlib
    import time

    stat = pathlib.Path(f"/proc/{int(hostile.SPAWNED.read_text())}/stat")
    for _ in range(50):  # the kill is sent at once; the process table may take a moment
        if not stat.exists() or stat.read_text().rsplit(")", 1)[1].split()[0] in "ZX":  # gone, or dead
            break
        time.sleep(0.05)
    else:
        pytest.fail("the agent's own process outlived its worker")
