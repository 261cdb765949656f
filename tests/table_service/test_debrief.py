"""The teacher's debrief of a round (lovelet.table_service.debrief) and the hindsight it reads
(lovelet.deduction.hindsight): each seat's belief at its last decision, checked against
the belief computed independently from the engine's observation, the truth of the hands,
a staged round whose answers are known by hand, the Guard ratings, the three languages
and the refusals (the time it takes is benchmarks/debrief.py's)."""

import json
from fractions import Fraction

import pytest

from lovelet import Card, Game, IllegalAction, Play
from lovelet.agents import HeuristicAgent
from lovelet.deduction import belief
from lovelet.deduction.hindsight import belief_at, decisions, rated_guard
from lovelet.lab.match import play_game
from lovelet.table_service.debrief import debrief

C = Card
NAMES = ["Ann", "Ben", "<b>Cleo</b>", "Dan"]


def known_round():
    """Ann sees Ben's King with her Priest, Ben's Guard misses her, and her Guard names
    the King: every answer is known by hand."""
    rest = [C.GUARD, C.GUARD, C.GUARD, C.PRIEST, C.BARON, C.BARON, C.HANDMAID, C.HANDMAID, C.PRINCE, C.PRINCE,
            C.CHANCELLOR, C.CHANCELLOR, C.COUNTESS, C.PRINCESS]
    game = Game.from_position("revised", ["Ann", "Ben"], seed=5, hands=[[C.PRIEST, C.GUARD], [C.KING]],
                              deck=[C.GUARD, C.SPY, C.SPY] + rest[3:], set_aside=C.GUARD, face_up=rest[:3],
                              active=0)
    game.apply(Play(C.PRIEST, target=1))
    game.apply(Play(C.GUARD, target=0, guess=C.PRINCESS))
    game.apply(Play(C.GUARD, target=1, guess=C.KING))
    return game


def bot_game(seed, names=NAMES, rounds=None):
    game = Game("revised", names, seed=seed)
    play_game(game, HeuristicAgent(), seed=seed)
    return game


def test_a_known_round_is_debriefed_as_worked_out_by_hand():
    entries = debrief(known_round(), 0, "en")
    ann, ben = entries
    assert [entry["seat"] for entry in entries] == [0, 1]
    # Ann saw the King with her Priest: certain, and right.
    assert ann["opponents"] == [{"seat": 1, "name": "Ben", "card": "KING", "probability": 1.0, "certain": True,
                                 "held": "KING", "right": True}]
    assert ann["turn"] == 3 and ann["exact"]
    [guard] = ann["guards"]
    assert (guard["guess"], guard["probability"], guard["best"], guard["hit"]) == ("KING", 1.0, "KING", True)
    assert ann["sentence"] == "Last decision of Ann (turn 3): Ben held the King for certain."
    # Ben knew only that Ann kept a card beside a Priest: of the 29 pairs of the 16 cards
    # she could have held that include a Priest, 2 pair it with the Princess and 4 with a
    # Spy (the lowest of the cards a Guard may name with 4 pairs each).
    [ben_guard] = ben["guards"]
    assert ben_guard["guess"] == "PRINCESS" and ben_guard["held"] == "GUARD" and not ben_guard["hit"]
    assert ben_guard["probability"] == pytest.approx(2 / 29)
    assert (ben_guard["best"], ben_guard["best_probability"]) == ("SPY", pytest.approx(4 / 29))
    assert ben["opponents"] == [{"seat": 0, "name": "Ann", "card": "SPY", "probability": pytest.approx(4 / 29),
                                 "certain": False, "held": "GUARD", "right": False}]
    assert ben["sentence"] == ("Last decision of Ben (turn 2): Ann most likely held the Spy (14%), "
                               "but held the Guard.")


def test_every_figure_is_the_belief_of_the_observation_the_engine_gave_then():
    game = bot_game(11)
    for index, rnd in enumerate(game.rounds):
        steps = decisions(game, index)
        assert [step.action for step in steps] == list(rnd.actions)
        entries = debrief(game, index, "en", seconds=None)
        for entry in entries:
            mine = [step for step in steps if step.seat == entry["seat"]]
            assert entry["decided"] == bool(mine)
            if not mine:
                continue
            last = mine[-1]
            exact = belief(last.observation).as_fractions()
            for opponent in entry["opponents"]:
                odds = exact.hand(opponent["seat"])
                assert Fraction(opponent["probability"]).limit_denominator(10**9) == max(odds.values())
                assert odds[Card[opponent["card"]]] == max(odds.values())
                assert opponent["held"] == last.hands[opponent["seat"]][0].name
                assert opponent["right"] == (opponent["held"] == opponent["card"])
                if opponent["certain"]:
                    assert opponent["right"]
            assert {o["seat"] for o in entry["opponents"]} == set(last.observation.in_round) - {entry["seat"]}


def test_the_hands_of_a_decision_are_the_rounds_and_its_observation_the_engines():
    game = bot_game(3)
    rnd = game.rounds[0]
    steps = decisions(game, 0)
    replay = Game("revised", NAMES, seed=3)
    for step in steps:
        assert replay.round.current_player == step.seat
        assert step.observation == replay.round.observation(step.seat)
        assert step.hands == tuple(replay.round.hand(seat) for seat in range(len(NAMES)))
        replay.apply(step.action)
    assert replay.round == rnd


def test_guards_are_rated_from_the_guessers_belief_and_the_truth():
    rated = 0
    for seed in range(6):
        game = bot_game(seed)
        for index in range(len(game.rounds)):
            for step in decisions(game, index):
                rating = rated_guard(step, belief_at(step, None))
                is_guard = isinstance(step.action, Play) and step.action.card is C.GUARD and step.action.guess
                assert (rating is not None) == bool(is_guard)
                if rating is None:
                    continue
                rated += 1
                odds = belief(step.observation).hand(rating.target)
                assert rating.chance == pytest.approx(float(odds[rating.guess]))
                assert rating.best is not C.GUARD and rating.best_chance >= rating.chance
                assert rating.best_chance == pytest.approx(max(p for card, p in odds.items() if card is not C.GUARD))
                assert rating.hit == (step.hands[rating.target][0] is rating.guess)
    assert rated > 10


def test_the_entries_are_json_and_said_in_every_language():
    game = bot_game(4)
    said = {}
    for language in ("en", "fr", "de"):
        entries = debrief(game, 0, language)
        assert json.loads(json.dumps(entries)) == entries
        said[language] = [entry["sentence"] for entry in entries]
        assert all(said[language])
    assert said["en"] != said["fr"] != said["de"]
    assert "Dernière décision" in " ".join(said["fr"]) and "Letzte Entscheidung" in " ".join(said["de"])
    # Names go in as typed: drawing them escapes them, the data does not.
    assert any("<b>Cleo</b>" in sentence for sentence in said["en"])


def test_a_seat_out_before_its_first_decision_made_none():
    for seed in range(40):
        game = bot_game(seed, names=["A", "B", "C", "D", "E", "F"])
        for index in range(len(game.rounds)):
            deciders = {step.seat for step in decisions(game, index)}
            for entry in debrief(game, index, "en"):
                if entry["seat"] not in deciders:
                    assert not entry["decided"] and entry["opponents"] == [] and entry["turn"] is None
                    assert entry["sentence"] == f"{entry['name']} made no decision this round."
                    return
    pytest.fail("no seat was out before deciding in 40 games of six")


def test_an_estimate_says_so():
    game = bot_game(7, names=["A", "B", "C", "D", "E", "F"])
    entries = debrief(game, 0, "en", seconds=0)
    estimated = [entry for entry in entries if entry["decided"] and not entry["exact"]]
    assert estimated, "a budget of 0 seconds leaves no time for an exact sum"
    assert all(entry["sentence"].endswith("(An estimate: the exact sum would have taken too long.)")
               for entry in estimated)


def test_the_classic_edition_is_debriefed_too():
    game = Game("classic", ["Ann", "Ben", "Cleo"], seed=9, tie_break="discard_sum")
    play_game(game, HeuristicAgent(), seed=9)
    for index in range(len(game.rounds)):
        entries = debrief(game, index, "fr")
        assert [entry["seat"] for entry in entries] == [0, 1, 2]
        assert all(guard["best"] != "GUARD" for entry in entries for guard in entry["guards"])


def test_six_players_are_each_debriefed_at_their_last_decision():
    # (how long it takes is measured by benchmarks/debrief.py)
    game = bot_game(3, names=["A", "B", "C", "D", "E", "F"])
    for index in range(len(game.rounds)):
        entries = debrief(game, index, "de")
        assert [entry["seat"] for entry in entries] == list(range(6))
        steps = decisions(game, index)
        for entry in entries:
            mine = [step for step in steps if step.seat == entry["seat"]]
            assert entry["decided"] == bool(mine)
            if mine:
                assert entry["turn"] == mine[-1].turn


@pytest.mark.parametrize("index", [-1, 99, "1", 1.5, None, True])
def test_a_round_that_is_not_one_is_refused(index):
    with pytest.raises(IllegalAction) as caught:
        debrief(known_round(), index, "en")
    assert caught.value.code == "BAD_OPTION" and caught.value.sentence("fr") != caught.value.sentence("en")


def test_a_round_in_progress_and_a_wrong_game_or_language_are_refused():
    game = Game("revised", NAMES, seed=1)
    with pytest.raises(IllegalAction) as caught:
        debrief(game, 0, "en")
    assert caught.value.code == "ROUND_NOT_OVER"
    with pytest.raises(IllegalAction) as caught:
        debrief("a game", 0, "en")
    assert caught.value.code == "BAD_OPTION"
    with pytest.raises(IllegalAction) as caught:
        debrief(known_round(), 0, "klingon")
    assert caught.value.code == "BAD_OPTION"
