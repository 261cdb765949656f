"""The benchmarks stand on the repository alone, and measure against the same stick.

* ``benchmarks/baseline_random_play.py`` is the repository's copy of the bare loop the
  engine benchmark divides by.  Where the original it replaces is at hand
  (``../shared/bench/baseline_random_play.py`` beside a working copy of the project), the
  two must make the same calls to their generator: playing many rounds from generators
  seeded alike leaves the two generators in the same state.  Any change to the rules
  subset or to the order of the random choices shows up there.
* ``benchmarks/engine.py`` runs, in a quick mode, from a copy of the repository with
  nothing beside it (as on a fresh clone).
"""

import ast
import importlib.util
import pathlib
import random
import re
import shutil
import subprocess
import sys

import pytest

import lovelet

ROOT = pathlib.Path(__file__).resolve().parent.parent
OWN_BASELINE = ROOT / "benchmarks" / "baseline_random_play.py"
ORIGINAL_BASELINE = ROOT.parent / "shared" / "bench" / "baseline_random_play.py"

needs_original = pytest.mark.skipif(
    not ORIGINAL_BASELINE.is_file(),
    reason="the original baseline (../shared/bench/baseline_random_play.py) is not beside "
    "this working copy, as on a fresh clone: nothing to compare with",
)


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@needs_original
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", [0, 1, 7, 2024])
def test_the_own_baseline_makes_the_same_random_calls_as_the_original(players, seed):
    own = load(OWN_BASELINE, "own_baseline").play_round
    original = load(ORIGINAL_BASELINE, "original_baseline").play_round
    rng_own, rng_original = random.Random(seed), random.Random(seed)
    for _ in range(300):
        own(players, rng_own)
        original(players, rng_original)
        # Compared after every round, so that a difference is caught where it starts.
        assert rng_own.getstate() == rng_original.getstate()


@needs_original
def test_the_own_baseline_differs_from_the_original_only_in_its_docstring():
    def code(path):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        body = tree.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]  # the module docstring
        return [ast.dump(node) for node in body]

    assert code(OWN_BASELINE) == code(ORIGINAL_BASELINE)


def test_the_engine_benchmark_runs_from_the_repository_alone(tmp_path):
    # A copy of what a clone holds for the benchmark, with no ../shared beside it.
    clone = tmp_path / "lovelet"
    # What a clone holds: no compiled extensions of a `make fast` (their shared library
    # sits outside these folders)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "*.pyd")
    for folder in ("benchmarks", "lovelet"):
        shutil.copytree(ROOT / folder, clone / folder, ignore=ignore)
    assert not (tmp_path / "shared").exists()
    finished = subprocess.run(
        [sys.executable, "benchmarks/engine.py", "--seconds", "0.2", "--warm-up", "0.1", "--players", "2"],
        cwd=clone, capture_output=True, text=True, timeout=60,
    )
    assert finished.returncode == 0, finished.stderr
    header, row = finished.stdout.strip().splitlines()
    assert header.split()[0] == "players" and header.split()[-1] == "ratio"
    players, baseline, round_rate, round_ratio, match_rate, match_ratio = row.split()
    assert players == "2"
    assert all(float(value) > 0 for value in (baseline, round_rate, round_ratio, match_rate, match_ratio))


def test_the_class_table_benchmark_plays_a_table_against_a_real_service():
    # One table of two students flat out for two seconds: every action reached every seat.
    finished = subprocess.run(
        [sys.executable, "benchmarks/class_table.py", "--tables", "1", "--seats", "2", "--seconds", "2",
         "--think", "0", "0"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert finished.returncode == 0, finished.stderr
    line = finished.stdout.strip()
    actions = int(re.search(r"(\d+) actions", line).group(1))
    median, p95 = (float(value) for value in re.search(r"median ([\d.]+) ms, 95th percentile ([\d.]+) ms", line).groups())
    assert actions > 5 and 0 < median <= p95


def test_the_engine_benchmark_sets_both_builds_side_by_side():
    # --builds measures each build in its own child process; without a compiled build
    # (a plain checkout) the compiled columns say so.
    finished = subprocess.run(
        [sys.executable, "benchmarks/engine.py", "--builds", "--seconds", "0.2", "--warm-up", "0.1", "--players", "2"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert finished.returncode == 0, finished.stderr
    header, row, _note = finished.stdout.strip().splitlines()
    assert "round, Python" in header and "match, compiled" in header
    cells = row.split()
    assert cells[0] == "2" and float(cells[1]) > 0
    if lovelet.COMPILED:
        assert "not built" not in row and all(float(cell) > 0 for cell in cells[1:5])
    else:
        assert row.count("(not built)") == 2


def test_the_debrief_benchmark_debriefs_every_round_of_its_games():
    # The speed of the teacher's debrief is measured there, not in a timed test: here, a
    # game of six, every round debriefed, every seat that decided counted.
    finished = subprocess.run([sys.executable, "benchmarks/debrief.py", "--games", "1", "--players", "6"],
                              cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert finished.stderr == ""
    _title, header, row = finished.stdout.strip().splitlines()
    assert header.split()[:5] == ["players", "rounds", "median", "95th", "worst"]
    cells = row.split()
    assert cells[0] == "6" and int(cells[1]) >= 1
    median, p95, worst = (float(cell) for cell in cells[2:5])
    assert 0 < median <= p95 <= worst
    estimated, seats = int(cells[5]), int(cells[7])
    assert cells[6] == "of" and 0 <= estimated <= seats
    assert seats >= 2 * int(cells[1])  # in a round of six, two seats at least decide (one play ends no such round)


def test_the_deduction_benchmark_sets_both_builds_side_by_side():
    # Beliefs and playouts, each build in its own child process; without a compiled build
    # the compiled columns say so.
    finished = subprocess.run(
        [sys.executable, "benchmarks/deduction_builds.py", "--positions", "3", "--playouts", "40"],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert finished.returncode == 0, finished.stderr
    lines = finished.stdout.strip().splitlines()
    rows = {line.split("|")[0].strip(): line for line in lines if line.count("|") == 2 and line.split("|")[0].strip()}
    assert set(rows) == {f"revised {players}" for players in range(2, 7)} | {f"classic {players}" for players in range(2, 5)}
    playouts = [line for line in lines if line.strip().startswith(("round only", "whole game"))]
    assert len(playouts) == 2
    for line in list(rows.values()) + playouts:
        numbers = [float(cell) for cell in re.findall(r"\d+(?:\.\d+)?", line.split("|", 1)[-1])]
        assert numbers and all(number > 0 for number in numbers)
    if lovelet.COMPILED:
        assert "not built" not in finished.stdout and "aim < 0.4 s compiled" in finished.stdout
    else:
        assert finished.stdout.count("not built") == 2 * 8 + 2 + 1
