"""The refusals of rounds, games, positions, observations, replays and saving are made from
a key and values (lovelet/text/refusals_games.py), said in English as before and in French
and German with the same names, cards and counts."""

import random

import pytest

from lovelet import CLASSIC, REVISED, Card, Game, IllegalAction, Round
from lovelet.engine.replay import Replay
from lovelet.engine.saving import game_to_dict

LANGUAGES = ("en", "fr", "de")


def refusal(function, *args, **kwargs):
    with pytest.raises(IllegalAction) as caught:
        function(*args, **kwargs)
    error = caught.value
    assert error.key is not None and error.key.startswith(error.code)
    sentences = {language: error.sentence(language) for language in LANGUAGES}
    assert len(set(sentences.values())) == 3 and sentences["en"] == error.message
    return error, sentences


def tied_game():
    for seed in range(500):
        game = Game(REVISED, 4, seed=seed)
        rng = random.Random(seed)
        while not game.round.is_over:
            game.apply(rng.choice(game.round.legal_actions()))
        if len(game.round.winners) > 1 and not game.is_over:
            return game
    raise AssertionError("no shared win")


def test_the_next_round_is_started_by_a_winner_named_in_every_language():
    game = tied_game()
    loser = next(seat for seat in range(4) if seat not in game.round.winners)
    error, sentences = refusal(game.next_round, start_player=loser)
    assert error.code == "BAD_START_PLAYER"
    for language in LANGUAGES:
        assert all(game.names[seat] in sentences[language] for seat in game.round.winners)


@pytest.mark.parametrize("call, key", [
    (lambda: Round.deal(REVISED, 2, rng=7), "BAD_OPTION.rng"),
    (lambda: Round.deal(REVISED, 2, seed=1, rng=random.Random(1)), "BAD_OPTION.seed_or_rng"),
    (lambda: Game(REVISED, 2, seed=1, rng=random.Random(1)), "BAD_OPTION.seed_or_rng"),
    (lambda: Game.from_round("a round"), "BAD_OPTION.from_round"),
    (lambda: Game.after_round(REVISED, 2, [6, 0], [0]), "GAME_OVER.favors"),
    (lambda: Game.after_round(REVISED, 2, [1, 0], ["Nobody"]), "BAD_POSITION.winners"),
])
def test_a_game_or_round_refuses_with_a_key(call, key):
    error, _ = refusal(call)
    assert error.key == key


def test_a_position_refuses_with_a_key_naming_the_player():
    error, sentences = refusal(Round.from_position, CLASSIC, players=["Ann", "Ben", "Cleo"],
                               hands=[[Card.GUARD, Card.PRIEST], [Card.BARON], []], deck=[],
                               set_aside=Card.GUARD, eliminated=[2])
    assert error.code in ("BAD_POSITION", "BAD_DECK")
    error, sentences = refusal(Round.from_position, REVISED, hands=[[Card.GUARD], [Card.BARON]], deck=[],
                               set_aside=Card.SPY, turn=0)
    assert error.key == "BAD_POSITION.turn" and all("0" in sentence for sentence in sentences.values())


def test_a_replay_refuses_what_is_no_observation():
    error, _ = refusal(Replay, "not an observation")
    assert error.key == "BAD_OBSERVATION.replay_needs"


def test_saving_refuses_what_cannot_be_saved_with_a_key():
    error, _ = refusal(game_to_dict, "a game")
    assert error.key == "BAD_SAVE.not_a_game" and "str" in error.message
    game = Game.from_round(Round.deal(REVISED, 2, seed=1), seed=2)
    game.rounds[0].dealt_deck = None
    error, _ = refusal(game_to_dict, game)
    assert error.key == "BAD_SAVE.unrecorded"


def test_a_round_changed_by_hand_cannot_be_saved_and_says_why_in_its_language():
    game = Game(REVISED, 2, seed=5)
    game.round._turn += 3  # behind the game's back
    error, sentences = refusal(game_to_dict, game)
    assert error.key == "BAD_SAVE.unreproducible" and "round 1 replays" in error.message
