"""Issue 18, item 8: the command line never explodes (lovelet.lab.cli, lovelet.lab.tournament.runner).

A number of games above the stated maximum is refused in one line with status 2, and
the tournament plans its chunks lazily (a billion games take no memory to plan); a bad
agent spec is one line and status 2; an agent that raises or cheats during a simulation
is one line naming it and the error's first line, with status 1.
"""

import inspect
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from lovelet import Card, IllegalAction, Play
from lovelet.lab.cli import main
from lovelet.lab.tournament import MAX_GAMES, AgentFailed, play_tournament
from lovelet.lab.tournament.runner import planned_chunks

ROOT = Path(__file__).resolve().parents[2]


def one_line(capsys, argv, status):
    with pytest.raises(SystemExit) as stop:
        code = main(argv)
        raise SystemExit(code)
    out = capsys.readouterr()
    assert stop.value.code == status, out.err
    assert out.out == ""
    assert len(out.err.strip().splitlines()) == 1 and out.err.startswith("lovelet"), out.err
    assert "Traceback" not in out.err
    return out.err


def test_a_trillion_games_is_refused_at_once(capsys):
    line = one_line(capsys, ["simulate", "--games", "1000000000000", "--workers", "1"], 2)
    assert f"{MAX_GAMES:,}" in line


def test_the_library_refuses_more_than_the_maximum_before_any_game():
    calls = []
    with pytest.raises(IllegalAction) as refusal:
        play_tournament(["random", "random"], games=MAX_GAMES + 1, workers=1,
                        progress=lambda done, total: calls.append(done))
    assert refusal.value.code == "BAD_OPTION" and f"{MAX_GAMES:,}" in refusal.value.message
    assert calls == []


def test_the_plan_is_lazy_and_the_same_as_the_whole_list():
    plan = planned_chunks(10**15, 500)
    assert inspect.isgenerator(plan)  # nothing is built until it is asked for
    assert next(plan) == (0, 500) and next(plan) == (500, 1000)
    for games, size in [(1, 1), (10, 3), (1000, 16), (999, 500)]:
        chunks = list(planned_chunks(games, size))
        assert chunks == [(start, min(games, start + size)) for start in range(0, games, size)]
        assert chunks[-1][1] == games


def test_the_results_do_not_depend_on_how_many_chunks_are_in_flight():
    one = play_tournament(["heuristic", "random"], games=24, seed=5, workers=1, chunk_size=5, progress=False)
    two = play_tournament(["heuristic", "random"], games=24, seed=5, workers=2, chunk_size=5, progress=False)
    assert one.records == two.records


@pytest.mark.parametrize("spec", ["os:getcwd", "os:sep", "os:", ":getcwd", "lovelet_no_such_module:X",
                                  "collections:OrderedDict", "json:nothing_here"])
def test_a_bad_agent_spec_is_one_line_and_status_2(capsys, spec):
    line = one_line(capsys, ["simulate", "--agents", f"random,{spec}", "--games", "2", "--workers", "1"], 2)
    assert "agent" in line


def write_module(folder, text):
    (folder / "hostile_agents.py").write_text(textwrap.dedent(text), encoding="utf-8")


def test_an_agent_that_raises_is_named_in_one_line_with_status_1(tmp_path):
    write_module(tmp_path, '''
        class Boom:
            name = "boomer"

            def choose(self, observation, rng):
                raise ZeroDivisionError("no move here\\nsecond line")
    ''')
    finished = subprocess.run(
        [sys.executable, "-m", "lovelet", "simulate", "--agents", "random,hostile_agents:Boom",
         "--games", "4", "--workers", "1"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={"PYTHONPATH": f"{ROOT}:{tmp_path}", "PATH": "/usr/bin:/bin"})
    assert finished.returncode == 1, finished.stderr
    assert finished.stdout == ""
    lines = finished.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in finished.stderr, finished.stderr
    assert "boomer" in lines[0] and "ZeroDivisionError: no move here" in lines[0]
    assert "second line" not in lines[0]


def test_an_agent_that_raises_in_a_worker_is_named_too(tmp_path):
    write_module(tmp_path, '''
        def broken(observation, rng):
            raise KeyError("lost")
    ''')
    finished = subprocess.run(
        [sys.executable, "-m", "lovelet", "simulate", "--agents", "hostile_agents:broken,random",
         "--games", "4", "--workers", "2", "--chunk-size", "1"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={"PYTHONPATH": f"{ROOT}:{tmp_path}", "PATH": "/usr/bin:/bin"})
    assert finished.returncode == 1, finished.stderr
    lines = finished.stderr.strip().splitlines()
    assert len(lines) == 1 and "broken" in lines[0] and "KeyError" in lines[0], finished.stderr


def test_an_agent_s_illegal_move_is_one_line_with_status_1(capsys, monkeypatch, tmp_path):
    write_module(tmp_path, '''
        from lovelet import Card, Play

        def cheat(observation, rng):
            return Play(Card.PRINCESS, target=1)
    ''')
    monkeypatch.syspath_prepend(str(tmp_path))
    line = one_line(capsys, ["simulate", "--agents", "hostile_agents:cheat,random", "--games", "2",
                             "--workers", "1"], 1)
    assert "cheat" in line and "game" in line


def test_the_library_names_the_agent_and_keeps_its_error_as_the_cause():
    class Boom:
        name = "boomer"

        def choose(self, observation, rng):
            raise RuntimeError("broken inside")

    with pytest.raises(AgentFailed) as caught:
        play_tournament(["random", Boom()], games=4, seed=1, workers=1, progress=False)
    assert caught.value.agent == "boomer" and "RuntimeError: broken inside" in str(caught.value)
    cause = caught.value.__cause__
    assert isinstance(cause, AgentFailed) and isinstance(cause.__cause__, RuntimeError)

    def cheat(observation, rng):
        return Play(Card.PRINCESS, target=1)

    with pytest.raises(IllegalAction) as refused:
        play_tournament([cheat, "random"], games=2, seed=1, workers=1, progress=False)
    assert "cheat" in refused.value.message
