"""The compiled engine plays exactly as the interpreted one (issue 23).

The differential test plays :data:`ROUNDS` seeded rounds of each edition and player
count twice, in subprocesses: once with ``LOVELET_PURE=1`` (every lovelet module from
its .py source) and once with the compiled build, and compares, seed by seed, the
digest of everything each wrote (tests/compiled/play_log.py: every seat's observation
at every step, the events with their secrets, the legal actions, refused actions, the
results).  At the first seed whose digests differ it replays that seed in both builds
and shows the first line that differs.  It runs where the compiled build is the one
installed (``make test-compiled``) and is skipped elsewhere.

The tests of the harness itself run everywhere and take a second: the same seed
writes the same digest, another seed another digest, and a changed event changes it,
so the comparison cannot pass by comparing nothing.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import json
import os
import pathlib
import subprocess
import sys

import pytest

import lovelet
from lovelet import Card, Event, Observation

import play_log

#: Rounds played for each edition and player count, in each build.
ROUNDS = 20_000
CONFIGURATIONS = [("revised", players) for players in range(2, 7)] + [("classic", players) for players in range(2, 5)]
#: Two subprocesses at a time: the machines this runs on have two cores.
WORKERS = max(1, min(2, os.cpu_count() or 1))

_SCRIPT = pathlib.Path(play_log.__file__).resolve()
# The folder lovelet was imported from: the subprocesses import the same package.
_PACKAGE_ROOT = pathlib.Path(lovelet.__file__).resolve().parent.parent


# ---------------------------------------------------------------------- running the two builds

def side_environment(pure: bool) -> dict[str, str]:
    """The environment of a subprocess running the interpreted build (``pure``) or the
    compiled one, importing lovelet from where this process did."""
    env = dict(os.environ)
    env.pop("LOVELET_PURE", None)
    if pure:
        env["LOVELET_PURE"] = "1"
    env["PYTHONPATH"] = os.pathsep.join([str(_PACKAGE_ROOT)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    return env


def run_side(arguments: list[object], env: dict[str, str]) -> dict:
    """play_log.py's JSON answer for ``arguments``, run with ``env``."""
    done = subprocess.run([sys.executable, str(_SCRIPT), *map(str, arguments)], env=env,
                          capture_output=True, text=True)
    if done.returncode:
        raise AssertionError(f"play_log.py {' '.join(map(str, arguments))} failed "
                             f"(LOVELET_PURE={env.get('LOVELET_PURE')!r}):\n{done.stderr[-4000:]}")
    return json.loads(done.stdout)


def check_build(answer: dict, compiled: bool) -> None:
    """The subprocess ran the build it was meant to: a comparison of one build with
    itself would pass whatever the compiled engine does."""
    build = answer["build"]
    from_source = build["round_module"].endswith(".py")
    assert build["compiled"] is compiled and from_source is not compiled, (
        f"expected the {'compiled' if compiled else 'interpreted'} build, ran {build}")


def first_difference(pure: list[str], compiled: list[str]) -> str:
    """Where two units' lines first differ, said for a failure message."""
    for number, (mine, theirs) in enumerate(zip(pure, compiled)):
        if mine != theirs:
            at = next(index for index, (a, b) in enumerate(zip(mine + "\0", theirs + "\1")) if a != b)
            start = max(0, at - 150)
            return (f"line {number + 1} differs from character {at}:\n"
                    f"  before: {pure[number - 1][:300] if number else '(first line)'}\n"
                    f"  interpreted: ...{mine[start:at + 300]}\n"
                    f"  compiled:    ...{theirs[start:at + 300]}")
    if len(pure) != len(compiled):
        shorter = min(len(pure), len(compiled))
        longer = pure if len(pure) > shorter else compiled
        return (f"one build wrote {shorter} lines, the other {len(longer)}; the first extra line "
                f"({'interpreted' if longer is pure else 'compiled'}): {longer[shorter][:400]}")
    return "the lines are the same (a difference in the digests alone)"


def compare(edition: str, players: int, rounds: int, pure_env: dict[str, str],
            compiled_env: dict[str, str], digests: tuple[dict, dict] | None = None) -> None:
    """Fail at the first seed whose unit differs between the builds, showing its first
    differing line; ``digests`` are the two answers when already computed."""
    pure, compiled = digests or (run_side([edition, players, 0, rounds], pure_env),
                                 run_side([edition, players, 0, rounds], compiled_env))
    check_build(pure, compiled=False)
    check_build(compiled, compiled=True)
    units_pure, units_compiled = pure["units"], compiled["units"]
    assert sum(rounds for _, rounds, _ in units_pure) >= rounds
    for mine, theirs in zip(units_pure, units_compiled):
        if mine != theirs:
            seed = mine[0]
            lines_pure = run_side([edition, players, 0, "--show", seed], pure_env)["lines"]
            lines_compiled = run_side([edition, players, 0, "--show", seed], compiled_env)["lines"]
            pytest.fail(f"{edition}, {players} players: seed {seed} plays differently in the compiled build "
                        f"(replay it with tests/compiled/play_log.py {edition} {players} 0 --show {seed});\n"
                        + first_difference(lines_pure, lines_compiled), pytrace=False)
    assert len(units_pure) == len(units_compiled)


# ---------------------------------------------------------------------- the differential test

needs_compiled = pytest.mark.skipif(
    not lovelet.COMPILED,
    reason="the interpreted build is running: the differential test compares it with the compiled one "
           "(make test-compiled)")


@pytest.fixture(scope="module")
def answers() -> dict[tuple[str, int], tuple[dict, dict]]:
    """Every configuration played in both builds, two subprocesses at a time, the
    longest (most players) first."""
    jobs = [(edition, players, pure) for edition, players in CONFIGURATIONS for pure in (True, False)]
    jobs.sort(key=lambda job: -job[1])
    with concurrent.futures.ThreadPoolExecutor(WORKERS) as pool:
        running = {job: pool.submit(run_side, [job[0], job[1], 0, ROUNDS], side_environment(job[2]))
                   for job in jobs}
        done = {job: future.result() for job, future in running.items()}
    return {(edition, players): (done[edition, players, True], done[edition, players, False])
            for edition, players in CONFIGURATIONS}


@needs_compiled
@pytest.mark.parametrize("edition, players", CONFIGURATIONS)
def test_the_compiled_build_plays_every_seed_as_the_interpreted_one(answers, edition, players):
    compare(edition, players, ROUNDS, side_environment(True), side_environment(False),
            answers[edition, players])


# ---------------------------------------------------------------------- the harness itself

def test_a_seed_writes_the_same_digest_every_time_and_another_seed_another():
    first = play_log.unit_digest("revised", 4, 3)
    assert play_log.unit_digest("revised", 4, 3) == first
    assert play_log.unit_digest("revised", 4, 4) != first
    assert play_log.unit_digest("classic", 4, 3) != first
    game = play_log.unit_digest("classic", 2, 0)  # a seed that plays a whole game
    assert game[0] > 1 and play_log.unit_digest("classic", 2, 0) == game


def test_the_lines_hold_every_seat_the_refusals_and_the_result():
    lines = play_log.unit_lines("revised", 3, 1)
    assert {line.split()[1] for line in lines if line.startswith("obs ")} == {"0", "1", "2"}
    refusals = [line for line in lines if line.startswith("refused ")]
    assert refusals and all(line.endswith("unchanged=True") for line in refusals)
    assert sum(line.startswith("act ") for line in lines) >= 2
    assert lines[-3].startswith("events ") and lines[-2].startswith("result winners=")
    written = play_log.Writer()
    for line in lines:
        written(line)
    assert written.hash.hexdigest() == play_log.unit_digest("revised", 3, 1)[1]


def test_a_changed_event_detail_changes_the_digest(monkeypatch):
    before = play_log.unit_digest("revised", 2, 5)

    def altered(events):
        # The deck's size one larger in the first event that tells it: a change as small
        # as a build could make.
        return tuple(Event(event.kind, event.player, {**event.details, "size": event.details["size"] + 1})
                     if event.kind == "deck" else event for event in events)

    events, since = Observation.events, Observation.events_since
    monkeypatch.setattr(Observation, "events", property(lambda self: altered(events.fget(self))))
    monkeypatch.setattr(Observation, "events_since", lambda self, earlier: altered(since(self, earlier)))
    assert play_log.unit_digest("revised", 2, 5) != before


def test_a_changed_field_shows_as_the_first_differing_line(monkeypatch):
    pure = play_log.unit_lines("revised", 2, 7)
    deck_size = Observation.deck_size
    monkeypatch.setattr(Observation, "deck_size", property(lambda self: deck_size.fget(self) + self.is_over))
    changed = play_log.unit_lines("revised", 2, 7)
    said = first_difference(pure, changed)
    number = int(said.split()[1])
    assert pure[:number - 1] == changed[:number - 1] and pure[number - 1] != changed[number - 1]
    assert pure[number - 1].startswith("obs ") and "interpreted: ..." in said and "compiled:    ..." in said


def test_the_canonical_text_tells_values_apart_that_compare_equal():
    canon = play_log.canon
    assert canon((True, 0)) != canon((1, 0)) and canon(Card.GUARD) != canon("GUARD")
    assert canon((Card.SPY, Card.KING)) == "(SPY,KING)"
    assert canon(frozenset({3, 1})) == canon(frozenset({1, 3})) == "frozenset{1,3}"
    assert canon({"b": 1, "a": (Card.PRIEST,)}) == "dict{'a':(PRIEST),'b':1}"
    with pytest.raises(TypeError):
        canon(object())  # written by its address otherwise: never the same twice


def test_the_observation_fields_written_are_the_engines():
    names = {field.name for field in dataclasses.fields(Observation)}
    assert set(play_log._FIELDS) | {"events"} == names
