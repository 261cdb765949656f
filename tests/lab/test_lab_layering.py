"""The lab's layering (issue 20): the match layer seats and plays agents through
lovelet.deduction.playouts (below the lab), both ends of an
isolated agent's pipe frame their messages with lovelet.lab.framing, lab/ companion/
lessons/ rl/ hide no import of lovelet's in a function, and the lab's refusals are said
in English, French and German."""

import ast
import os
import pathlib
import random
import time

import pytest

import lovelet
from lovelet import REVISED, IllegalAction, Round
from lovelet.agents import HeuristicAgent, RandomAgent
from lovelet.deduction.players import decision as decide
from lovelet.deduction.players import is_plain_random
from lovelet.deduction.playouts import decider_of, seat_generators
from lovelet.deduction.playouts import play_on as play_seated
from lovelet.deduction.playouts import seated_players as seated_agents
from lovelet.lab.framing import framed, read_frame, write_all
from lovelet.lab.isolation import action_from_data, checked_move_seconds
from lovelet.lab.match import play_game, play_on, play_round
from lovelet.lab.tournament import agent_named, play_tournament

PACKAGE = pathlib.Path(lovelet.__file__).parent


def test_playing_seated_agents_is_the_match_without_its_checks():
    by_match = play_round(Round.deal(REVISED, ["Ann", "Ben", "Cleo"], seed=4), [HeuristicAgent(), RandomAgent(),
                                                                              RandomAgent()], seed=9)
    seated = [HeuristicAgent(), RandomAgent(), RandomAgent()]
    by_playing = play_seated(Round.deal(REVISED, ["Ann", "Ben", "Cleo"], seed=4), seated, seat_generators(9, 3))
    assert by_playing.events == by_match.events and by_playing.winners == by_match.winners


def test_a_whole_game_plays_on_alike():
    game = lovelet.Game(REVISED, ["Ann", "Ben"], seed=2)
    again = lovelet.Game(REVISED, ["Ann", "Ben"], seed=2)
    play_game(game, None, seed=3)
    play_seated(again, [RandomAgent(), RandomAgent()], seat_generators(3, 2))
    assert again.winners == game.winners and len(again.rounds) == len(game.rounds)


def test_deciders_hand_legal_actions_only_to_agents_that_promise_to_read_only_them():
    choose, legal_only = decider_of(RandomAgent())
    legal = Round.deal(REVISED, ["Ann", "Ben"], seed=1).legal_actions()
    assert legal_only and len(legal) > 1
    # asked for the legal actions, it picks as RandomAgent.choose_legal, seed for seed
    assert [choose(legal, random.Random(seed)) for seed in range(20)] == \
        [RandomAgent().choose_legal(legal, random.Random(seed)) for seed in range(20)]
    choose, legal_only = decider_of(lambda observation, rng: observation.legal_actions()[0])
    assert not legal_only


def test_decide_asks_an_object_or_a_function():
    observation = Round.deal(REVISED, ["Ann", "Ben"], seed=1).observation(0)
    rng = seat_generators(1, 2)[0]
    first = decide(lambda seen, _rng: seen.legal_actions()[0], observation, rng)
    assert first == observation.legal_actions()[0]


def test_seating_reads_none_a_list_a_dict_and_one_agent():
    names = ("Ann", "Ben", "Cleo")
    assert all(is_plain_random(agent) for agent in seated_agents(None, names))
    heuristic = HeuristicAgent()
    assert seated_agents({"Ben": heuristic}, names)[1] is heuristic
    assert seated_agents(heuristic, names) == [heuristic] * 3
    with pytest.raises(IllegalAction) as caught:
        seated_agents({"Dora": heuristic}, names)
    assert caught.value.code == "UNKNOWN_PLAYER"


def test_playing_refuses_what_is_not_a_round_or_a_game_in_three_languages():
    with pytest.raises(IllegalAction) as caught:
        play_on("a round", None, [])
    refusal = caught.value
    assert refusal.code == "BAD_OPTION" and refusal.message == "play_on plays a Round or a Game, not 'a round'."
    assert len({refusal.sentence(language) for language in ("en", "fr", "de")}) == 3


@pytest.mark.parametrize("call", [
    lambda: seated_agents([RandomAgent()], ("Ann", "Ben")),
    lambda: seated_agents(RandomAgent, ("Ann", "Ben")),
    lambda: play_tournament(["random", "random"], games=2, unit="set", workers=1, progress=False),
    lambda: play_tournament(["random", "random"], games=0, workers=1, progress=False),
    lambda: checked_move_seconds(0),
    lambda: action_from_data(3),
    lambda: action_from_data({"play": "NOBODY", "target": None, "guess": None}),
    lambda: agent_named("nobody"),
    lambda: agent_named("no_such_module_here:Agent"),
], ids=["agents count", "agent class", "unit", "games", "move seconds", "not an action", "card name",
        "unknown agent", "no module"])
def test_the_lab_s_refusals_are_said_in_three_languages(call):
    with pytest.raises(IllegalAction) as caught:
        call()
    refusal = caught.value
    assert refusal.key is not None and "." in refusal.key
    sentences = [refusal.sentence(language) for language in ("en", "fr", "de")]
    assert len(set(sentences)) == 3 and sentences[0] == refusal.message


def test_an_agent_s_illegal_move_names_the_agent_and_keeps_the_engine_s_code():
    def cheat(observation, rng):
        return lovelet.Play(lovelet.Card.PRINCESS, None, None)

    with pytest.raises(IllegalAction) as caught:
        play_tournament([cheat, "random"], games=2, seed=1, workers=1, progress=False)
    refusal = caught.value
    assert refusal.code != "BAD_OPTION" and refusal.message.startswith("The agent 'cheat' failed in game 0: ")
    assert "cheat" in refusal.sentence("fr") and "cheat" in refusal.sentence("de")


def test_a_framed_message_is_read_back_whole():
    reading, writing = os.pipe()
    try:
        write_all(writing, framed(b"seat 1 plays"))
        write_all(writing, framed(b""))
        assert read_frame(reading) == b"seat 1 plays"
        assert read_frame(reading, deadline=time.monotonic() + 5) == b""
        write_all(writing, framed(b"x" * 100))
        with pytest.raises(ValueError):
            read_frame(reading, most=10)
    finally:
        os.close(writing)
    with pytest.raises(EOFError):
        read_frame(reading)
    os.close(reading)


def test_a_silent_pipe_times_out():
    reading, writing = os.pipe()
    try:
        with pytest.raises(TimeoutError):
            read_frame(reading, deadline=time.monotonic() + 0.05)
    finally:
        os.close(reading)
        os.close(writing)


def _hidden_imports(folder):
    found = []
    for path in sorted((PACKAGE / folder).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) and not function.name.startswith("_repr_"):
                for node in ast.walk(function):
                    if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("lovelet") \
                            or isinstance(node, ast.Import) and any(a.name.startswith("lovelet") for a in node.names):
                        found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    return found


@pytest.mark.parametrize("folder", ["lab", "companion", "lessons", "rl"])
def test_no_import_of_lovelet_hides_in_a_function(folder):
    assert _hidden_imports(folder) == []


def test_the_playing_and_seating_layers_import_no_lab_and_no_companion():
    for module in ("deduction/playouts.py", "deduction/players.py", "lab/framing.py"):
        tree = ast.parse((PACKAGE / module).read_text(encoding="utf-8"))
        imported = [node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
        assert not [name for name in imported if name.startswith(("lovelet.lab", "lovelet.companion"))], module
