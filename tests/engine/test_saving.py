"""Saving and loading games (lovelet.engine.saving; error codes BAD_SAVE and BAD_PATH, docs/rules.md D).

Format version 2 records every round's dealt deck and starting player (round 1's as
``first_player``; a staged first round has its position instead of a deck), so a save
never depends on Python's ``random.shuffle``: loading replays the records, draws
nothing at random, and the loaded game is the original one, dealing its next rounds
from the same seed.  Saves of format 1 (lovelet 0.1: a seed, replayed with Python's
shuffle; the fixtures in tests/data/v1-*.json were written by it) still load.

Anything damaged, truncated or edited is refused whole with IllegalAction("BAD_SAVE"),
and nothing but IllegalAction escapes; a path that cannot be written is refused with
BAD_PATH, naming it, before anything is written.
"""

import copy
import functools
import hashlib
import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import lovelet
from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Game, IllegalAction, Round
from lovelet.engine.saving import dumps, game_from_dict, game_to_dict, load, loads, save
from lovelet.engine.streams import derived_generator

DATA = Path(__file__).parents[1] / "data"
V1_SAVES = sorted(DATA.glob("v1-*.json"))
V1_IDS = [path.stem for path in V1_SAVES]
SEEDED_V1_SAVES = [path for path in V1_SAVES if json.loads(path.read_text(encoding="utf-8"))["seed"] is not None]

SETUPS = [(REVISED, players) for players in range(2, 7)] + [(CLASSIC, players) for players in range(2, 5)]
OPTIONS = {
    "default": {},
    "reveal_drawn": {"reveal_drawn": True},
    "classic_aeg": {"tie_break": "discard_sum", "thresholds": "aeg", "reveal_drawn": True},
}


# ---------------------------------------------------------------------- helpers


def play_actions(game, rng, count):
    """Apply up to ``count`` random legal actions, starting new rounds as needed."""
    for _ in range(count):
        if game.is_over:
            return game
        if game.round.is_over:
            game.next_round()
        else:
            game.apply(rng.choice(game.round.legal_actions()))
    return game


def play_to_end(game, rng, explicit=False):
    """Play random legal actions until the game has a winner.

    With ``explicit``, every next round gets a start player (one of the winners) and a
    deck order chosen by ``rng``; otherwise the game's own seed chooses both.
    """
    while True:
        while not game.round.is_over:
            game.apply(rng.choice(game.round.legal_actions()))
        if game.is_over:
            return game
        if explicit:
            deck = list(game.edition.deck)
            rng.shuffle(deck)
            game.next_round(start_player=rng.choice(game.round.winners), deck=deck)
        else:
            game.next_round()


def assert_same_record(loaded, original):
    """``loaded`` holds the same rounds as ``original``: every state, event and action."""
    assert loaded is not original
    assert loaded.edition is original.edition
    assert loaded.names == original.names
    assert loaded.options == original.options
    assert len(loaded.rounds) == len(original.rounds)
    for mine, theirs in zip(loaded.rounds, original.rounds):
        assert mine.snapshot() == theirs.snapshot()
        assert mine.dealt_deck == theirs.dealt_deck
        assert mine.start_player == theirs.start_player
    assert loaded.round.events == original.round.events
    assert loaded.favors == original.favors
    assert loaded.winners == original.winners
    assert loaded.is_over == original.is_over
    assert loaded.round.legal_actions() == original.round.legal_actions()
    assert loaded.staged_position == original.staged_position


def assert_same_game(loaded, original):
    """``loaded`` is ``original``: the same record, the same seed, the same next deals."""
    assert_same_record(loaded, original)
    assert loaded.seed == original.seed
    assert loaded.snapshot() == original.snapshot()
    assert loaded == original
    assert_continues_alike(loaded, original)


def assert_continues_alike(first, second, choices=1):
    """Copies of both games, played on with the same choices, stay equal round by round:
    the same next decks and the same starters after a shared win."""
    first, second = first.clone(), second.clone()
    for game in (first, second):
        play_to_end(game, random.Random(choices))
    assert [rnd.dealt_deck for rnd in first.rounds] == [rnd.dealt_deck for rnd in second.rounds]
    assert [rnd.start_player for rnd in first.rounds] == [rnd.start_player for rnd in second.rounds]
    assert [rnd.snapshot() for rnd in first.rounds] == [rnd.snapshot() for rnd in second.rounds]


def canonical(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def reseal(document):
    """Recompute the document digest after an edit, as a deliberate forger would.

    This lets a test reach the checks behind the digest: structure, replay, fingerprint.
    """
    if not isinstance(document.get("check"), dict):
        return document  # nothing to reseal: the check itself is what was damaged
    unsealed = copy.deepcopy(document)
    unsealed["check"].pop("document", None)
    document["check"]["document"] = hashlib.sha256(canonical(unsealed).encode("ascii")).hexdigest()
    return document


def action_record(action):
    """An action as the save format promises it: cards by name, absent fields left out."""
    if isinstance(action, ChancellorReturn):
        return {"chancellor_return": {"keep": action.keep.name, "bottom": [card.name for card in action.bottom]}}
    record = {"play": action.card.name}
    if action.target is not None:
        record["target"] = action.target
    if action.guess is not None:
        record["guess"] = action.guess.name
    return record


def refusal(function, argument, code="BAD_SAVE"):
    """``function(argument)`` must raise exactly IllegalAction ``code`` with a sentence."""
    with pytest.raises(Exception) as caught:
        function(argument)
    error = caught.value
    assert type(error) is IllegalAction, f"{type(error).__name__}: {error}"
    assert error.code == code, f"{error.code}: {error.message}"
    text = error.message.strip()
    assert len(text) > 10 and " " in text and text[-1] in ".!", f"not a sentence: {text!r}"
    # A sentence starts with a capital, or with the quoted value it is about.
    assert text[0].isupper() or text[0] in "'\"" or text.startswith("b'"), \
        f"a sentence starts with a capital: {text!r}"
    return error.message


def refused_document(document):
    """The message of refusing ``document``, both as a dict and as JSON text."""
    message = refusal(game_from_dict, document)
    assert refusal(loads, json.dumps(document)) == message
    return message


def small_game(seed=3, actions=4, edition=REVISED, players=3, **options):
    return play_actions(Game(edition, players, seed=seed, **options), random.Random(seed), actions)


def rng_game(seed=5, actions=60, edition=REVISED, players=2):
    """A game drawing from the caller's own generator (no seed), played on a while."""
    return play_actions(Game(edition, players, rng=random.Random(seed)), random.Random(seed), actions)


def position_arguments(edition, hands, discards, set_aside, face_up=(), seed=5):
    """Keyword arguments of a staged round; the cards not named form a shuffled deck."""
    left = Counter(edition.deck)
    named = [card for hand in hands.values() for card in hand]
    named += [card for pile in discards.values() for card in pile] + [set_aside, *face_up]
    left.subtract(Counter(named))
    assert min(left.values()) >= 0, "the test names too many copies of a card"
    deck = list(left.elements())
    random.Random(seed).shuffle(deck)
    return {"hands": hands, "discards": discards, "set_aside": set_aside,
            "face_up": face_up, "deck": tuple(deck)}


def staged_game(seed=11):
    """A 3-player revised game staged with dicts and a bare seat, favors already won."""
    arguments = position_arguments(
        REVISED,
        hands={0: [Card.GUARD, Card.PRIEST], 1: [Card.BARON], 2: [Card.KING]},
        discards={1: [Card.HANDMAID]},
        set_aside=Card.SPY,
    )
    return Game.from_position(REVISED, ["Ann", "Ben", "Cleo"], favors=[1, 0, 2], seed=seed,
                              protected=1, active=0, **arguments)


def tied_game(players=4, edition=REVISED):
    """A game whose current round ended in a shared win, the game going on."""
    for seed in range(500):
        game = Game(edition, players, seed=seed)
        rng = random.Random(seed)
        while not game.round.is_over:
            game.apply(rng.choice(game.round.legal_actions()))
        if len(game.round.winners) > 1 and not game.is_over:
            return game
    raise AssertionError("no round ended in a shared win")


def round_over_game(edition, players):
    """A game past its first round, whose current round is over and the game not."""
    for seed in range(100):
        game = small_game(seed=seed, actions=30, edition=edition, players=players)
        while not game.round.is_over:
            game.apply(game.round.legal_actions()[0])
        if not game.is_over and len(game.rounds) > 1:
            return game
    raise AssertionError("every game was over")


def v1_document(path):
    return json.loads(path.read_text(encoding="utf-8"))


# ---------------------------------------------------------------------- round trips


WHOLE_GAMES = [(edition, players, name) for edition, players in SETUPS for name in OPTIONS
               if edition is CLASSIC or name != "classic_aeg"]


@pytest.mark.parametrize("edition, players, name", WHOLE_GAMES,
                         ids=[f"{e.name}-{n}-{name}" for e, n, name in WHOLE_GAMES])
def test_a_whole_game_replays_identically(edition, players, name):
    options = OPTIONS[name]
    seed = 100 * players + len(options)
    game = play_to_end(Game(edition, players, seed=seed, **options), random.Random(seed))
    assert len(game.rounds) > 1 and game.is_over
    loaded = loads(dumps(game))
    assert_same_game(loaded, game)
    assert loaded.options.as_dict() == {**Game(edition, players).options.as_dict(), **options}


@pytest.mark.parametrize("edition, players", [(REVISED, 2), (REVISED, 5), (CLASSIC, 3)])
def test_explicit_first_player_and_decks_are_saved_and_replayed(edition, players):
    rng = random.Random(players)
    first_deck = list(edition.deck)
    rng.shuffle(first_deck)
    game = Game(edition, ["Ann", "Ben", "Cleo", "Dan", "Eve"][:players], seed=8,
                first_player=players - 1, deck=first_deck)
    play_to_end(game, rng, explicit=True)
    document = json.loads(dumps(game))
    assert document["first_player"] == players - 1
    assert document["rounds"][0]["start_player"] is None  # round 1 is started by first_player
    assert document["rounds"][0]["deck"] == [card.name for card in first_deck]
    for saved, rnd in zip(document["rounds"], game.rounds):
        assert saved["deck"] == [card.name for card in rnd.dealt_deck]
    for saved, rnd in zip(document["rounds"][1:], game.rounds[1:]):
        assert saved["start_player"] == rnd.start_player
    assert_same_game(loads(json.dumps(document)), game)


@pytest.mark.parametrize("edition, players", [(REVISED, 2), (REVISED, 4), (CLASSIC, 3)])
def test_a_save_records_every_deck_and_starter(edition, players):
    """Even the rounds the seed dealt: the save alone rebuilds every round, with no seed."""
    game = play_to_end(Game(edition, players, seed=21), random.Random(21))
    assert len(game.rounds) > 2
    document = game_to_dict(game)
    assert document["version"] == 2 and document["check"]["random"] is None
    assert document["first_player"] == game.rounds[0].start_player
    assert document["rounds"][0]["start_player"] is None
    for saved, rnd in zip(document["rounds"], game.rounds):
        assert saved["deck"] == [card.name for card in rnd.dealt_deck]
    for saved, rnd in zip(document["rounds"][1:], game.rounds[1:]):
        assert saved["start_player"] == rnd.start_player
    # The records are the rounds: each one dealt again from its saved deck and starter
    # (no seed involved) and played with its saved actions is the round of the game.
    favors = (0,) * players
    for saved, rnd in zip(document["rounds"], game.rounds):
        start = document["first_player"] if saved is document["rounds"][0] else saved["start_player"]
        again = Round.deal(edition, list(game.names), deck=[Card[name] for name in saved["deck"]],
                           first_player=start, favors=favors)
        for action in rnd.actions:
            again.apply(action)
        assert again.snapshot() == rnd.snapshot()
        favors = again.favors


def test_a_save_records_the_starter_drawn_after_a_shared_win():
    game = tied_game()
    game.next_round()
    document = game_to_dict(game)
    assert document["rounds"][1]["start_player"] == game.round.start_player
    assert game.round.start_player in game.rounds[0].winners


def test_loading_a_format_2_save_never_shuffles(monkeypatch):
    """A format-2 save is replayed from its records: loading draws nothing with Python's
    shuffle, so a change to random.shuffle in a later Python cannot break old saves."""
    seeded = play_to_end(Game(REVISED, 4, seed=33), random.Random(33))
    texts = [dumps(seeded), dumps(staged_game()), dumps(rng_game()), dumps(tied_game())]
    legacy = (DATA / "v1-revised-4-seed7.json").read_text(encoding="utf-8")

    def forbidden(*args, **kwargs):
        raise AssertionError("random.shuffle was called while loading")

    monkeypatch.setattr(random.Random, "shuffle", forbidden)
    monkeypatch.setattr(random, "shuffle", forbidden)
    # The engine's own copy of Python's shuffle (arguments.shuffle_as_random_does) draws
    # with getrandbits, as Python's does: forbidden too.
    monkeypatch.setattr(random.Random, "getrandbits", forbidden)
    for text in texts:
        loaded = loads(text)
        assert loaded.round.dealt_deck is not None or loaded.staged_position is not None
    assert_same_record(loads(texts[0]), seeded)
    # The control: a format-1 save is replayed with Python's shuffle, which now fails.
    assert "random.shuffle was called" in refusal(loads, legacy)


def test_the_document_format():
    game = small_game(actions=30, players=4)
    text = dumps(game)
    document = json.loads(text)
    assert text == json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False)
    assert set(document) == {"format", "version", "saved_by", "edition", "players", "options", "seed",
                             "first_player", "position", "favors", "rounds", "generator", "check"}
    assert document["generator"] is None  # a seeded game derives every draw from its seed
    assert document["format"] == "lovelet-game" and document["version"] == 2
    assert document["saved_by"] == f"lovelet {lovelet.__version__}"
    assert document["edition"] == "revised" and document["players"] == list(game.names)
    assert document["seed"] == 3 and document["options"] == game.options.as_dict()
    assert document["position"] is None and document["favors"] is None
    assert document["first_player"] == game.rounds[0].start_player
    saved_actions = [action for entry in document["rounds"] for action in entry["actions"]]
    played = [action for rnd in game.rounds for action in rnd.actions]
    assert saved_actions == [action_record(action) for action in played]
    check = document["check"]
    assert set(check) == {"favors", "winners", "events", "rounds", "random", "document"}
    assert check["favors"] == list(game.favors)
    assert check["winners"] == list(game.winners)
    assert check["events"] == len(game.round.events)
    assert len(check["rounds"]) == len(game.rounds)
    assert check["random"] is None  # format 2 records every draw: no generator to check


def chancellor_pending_game(edition=REVISED, players=3):
    for seed in range(200):
        game = Game(edition, players, seed=seed)
        rng = random.Random(seed)
        while not game.round.is_over and not game.round.pending_chancellor:
            game.apply(rng.choice(game.round.legal_actions()))
        if game.round.pending_chancellor:
            return game
    raise AssertionError("no Chancellor was played")


def test_a_pending_chancellor_choice_survives_saving():
    game = chancellor_pending_game()
    loaded = loads(dumps(game))
    assert loaded.round.pending_chancellor
    assert all(isinstance(action, ChancellorReturn) for action in loaded.round.legal_actions())
    assert_same_game(loaded, game)


@pytest.mark.parametrize("actions", [0, 1, 7, 40, 90])
def test_a_loaded_game_continues_exactly_as_the_original(actions):
    """The next rounds are dealt from the same seed: the same decks, the same starters."""
    original = small_game(seed=actions, actions=actions, players=2)
    loaded = loads(dumps(original))
    assert_same_game(loaded, original)
    play_to_end(original, random.Random(1))
    play_to_end(loaded, random.Random(1))
    assert_same_game(loaded, original)


@pytest.mark.parametrize("edition, players", [(REVISED, 3), (CLASSIC, 4)])
def test_a_loaded_game_deals_the_same_next_deck(edition, players):
    game = round_over_game(edition, players)
    loaded = loads(dumps(game))
    assert loaded.next_round().dealt_deck == game.next_round().dealt_deck
    assert loaded.round.start_player == game.round.start_player
    assert_same_game(loaded, game)


def test_a_loaded_game_draws_the_same_starter_among_tied_winners():
    """After a shared win the next starter is drawn from the game's seed (docs/rules.md A15)."""
    game = tied_game()
    starters = set()
    for _ in range(2):
        loaded = loads(dumps(game))
        assert_same_game(loaded, game)
        starters.add(loaded.next_round().start_player)
    assert starters == {game.next_round().start_player}
    assert game.round.start_player in game.rounds[-2].winners
    # The starter and the deck are the same whatever the order they are asked for in.
    assert_same_game(loads(dumps(game)), game)


@pytest.mark.parametrize("edition, players", [(REVISED, 2), (REVISED, 4), (CLASSIC, 3)])
def test_a_game_played_with_a_callers_rng_replays_from_its_recorded_draws(edition, players):
    game = play_to_end(Game(edition, players, rng=random.Random(players)), random.Random(1))
    document = json.loads(dumps(game))
    assert document["seed"] is None and document["check"]["random"] is None
    assert document["first_player"] == game.rounds[0].start_player
    for saved, rnd in zip(document["rounds"], game.rounds):
        assert saved["deck"] == [card.name for card in rnd.dealt_deck]
    for saved, rnd in zip(document["rounds"][1:], game.rounds[1:]):
        assert saved["start_player"] == rnd.start_player
    loaded = loads(json.dumps(document))
    assert_same_record(loaded, game)


def test_a_loaded_game_without_a_seed_goes_on_and_saves_again():
    """The caller's generator is saved with the game (its state, in "generator"): the loaded
    game goes on drawing from it exactly as the original would, and saves again."""
    original = rng_game(seed=8, actions=50, players=3)
    loaded = loads(dumps(original))
    assert_same_record(loaded, original)
    assert loaded.seed is None and loaded.generator_state() == original.generator_state()
    assert_continues_alike(loaded, original)
    play_to_end(loaded, random.Random(2))
    again = loads(dumps(loaded))
    assert_same_game(again, loaded)


def stream_game(seed=5, actions=60, players=2):
    """A game dealt from one of lovelet's derived generators (a StreamRandom), played on."""
    return play_actions(Game(REVISED, players, rng=derived_generator(seed, "test deal")), random.Random(seed), actions)


def test_a_game_dealt_from_a_derived_generator_saves_its_state_and_goes_on_alike():
    original = stream_game()
    assert len(original.rounds) > 1
    record = game_to_dict(original)["generator"]
    assert record[0] == "lovelet stream 1" and bytes.fromhex(record[1]) == original.generator_state()[1]
    loaded = loads(dumps(original))
    assert_same_record(loaded, original)
    assert loaded.generator_state() == original.generator_state()
    assert_continues_alike(loaded, original)
    play_to_end(loaded, random.Random(2))
    assert_same_game(loads(dumps(loaded)), loaded)


class OwnStateRandom(random.Random):
    """A caller's generator with a state of its own making, which no save can hold."""

    def getstate(self):
        return {"draws": 0}


def test_a_game_drawing_from_a_generator_of_its_own_kind_is_refused_not_crashed():
    game = Game(REVISED, 2, rng=OwnStateRandom(3))
    for saving in (dumps, game_to_dict):
        error = refusal(saving, game)
        assert "cannot be saved" in error
    with pytest.raises(IllegalAction) as caught:
        dumps(game)
    assert caught.value.key == "BAD_SAVE.generator_kind"
    assert all(caught.value.sentence(language) != caught.value.sentence("en") for language in ("fr", "de"))


@pytest.mark.parametrize("damage", ["key", "short", "block", "offset", "pool", "left", "gauss", "tag"])
def test_a_damaged_stream_generator_is_refused(damage):
    document = game_to_dict(stream_game())
    state = document["generator"]
    if damage == "key":
        state[1] = "not hexadecimal"
    elif damage == "short":
        del state[-1]
    elif damage == "block":
        state[2] = -1
    elif damage == "offset":
        state[3] = 99
    elif damage == "pool":
        state[4] = 2**70
    elif damage == "left":
        state[5] = True
    elif damage == "gauss":
        state[6] = "normal"
    else:
        state[0] = "lovelet stream 9"
    assert "random generator" in refused_document(reseal(document))


@pytest.mark.parametrize("kind", ["seeded", "rng"])
@pytest.mark.parametrize("damage", ["first_player", "deck 1", "deck 2", "start_player 2", "random"])
def test_a_save_must_record_every_draw(kind, damage):
    game = small_game(seed=5, actions=60, players=2) if kind == "seeded" else rng_game()
    assert len(game.rounds) > 1
    document = game_to_dict(game)
    if damage == "first_player":
        document["first_player"] = None
    elif damage == "random":
        document["check"]["random"] = "0" * 64
    else:
        key, number = damage.split()
        document["rounds"][int(number) - 1][key] = None
    refused_document(reseal(document))


def test_save_and_load_through_a_file(tmp_path):
    game = small_game(actions=25)
    path = tmp_path / "game.json"
    save(game, path)
    assert path.read_text(encoding="utf-8").endswith("}\n")
    assert_same_game(load(path), game)
    assert_same_game(load(str(path)), game)
    save(small_game(actions=3), path)  # replaces the old save
    assert len(load(path).round.actions) == 3
    assert [entry.name for entry in tmp_path.iterdir()] == ["game.json"]  # no temporary left
    lovelet.save_game(game, tmp_path / "public.json")  # the names the package exports
    assert_same_game(lovelet.load_game(tmp_path / "public.json"), game)
    assert_same_game(lovelet.load_game_text(lovelet.save_game_text(game)), game)


def test_names_outside_ascii_round_trip(tmp_path):
    game = play_actions(Game(REVISED, ["Zoé", "Jürgen", "李", "😀"], seed=2), random.Random(2), 12)
    assert "Zoé" in dumps(game)
    save(game, tmp_path / "names.json")
    assert "Zoé" in (tmp_path / "names.json").read_text(encoding="utf-8")
    assert_same_game(load(tmp_path / "names.json"), game)


def test_a_name_with_a_lone_surrogate_round_trips(tmp_path):
    """Text UTF-8 cannot encode is written with JSON's escapes, and reads back the same."""
    game = play_actions(Game(REVISED, ["Ann", "B\ud800n"], seed=4), random.Random(4), 10)
    save(game, tmp_path / "odd.json")
    assert_same_game(load(tmp_path / "odd.json"), game)
    assert_same_game(loads(dumps(game)), game)


def test_a_staged_game_replays_identically():
    game = staged_game()
    document = game_to_dict(game)
    # The position is saved in one canonical form, whatever forms were passed.
    assert document["position"]["hands"] == [["GUARD", "PRIEST"], ["BARON"], ["KING"]]
    assert document["position"]["discards"] == [[], ["HANDMAID"], []]
    assert document["position"]["protected"] == [1] and document["position"]["eliminated"] == []
    assert document["position"]["active"] == 0 and document["position"]["set_aside"] == "SPY"
    assert document["position"]["turn"] == 1
    assert document["favors"] == [1, 0, 2] and document["first_player"] is None
    # A staged first round has a position and no deck; the rounds after it have both.
    assert document["rounds"][0]["deck"] is None and document["rounds"][0]["start_player"] is None
    assert_same_game(loads(dumps(game)), game)
    play_to_end(game, random.Random(4))
    assert len(game.rounds) > 1
    document = game_to_dict(game)
    for saved, rnd in zip(document["rounds"][1:], game.rounds[1:]):
        assert saved["deck"] == [card.name for card in rnd.dealt_deck]
        assert saved["start_player"] == rnd.start_player
    assert_same_game(loads(dumps(game)), game)


def test_a_staged_game_continues_exactly_as_the_original():
    game = play_actions(staged_game(seed=23), random.Random(3), 8)
    loaded = loads(dumps(game))
    assert_same_game(loaded, game)


def test_a_staged_classic_game_with_an_eliminated_player_replays():
    arguments = position_arguments(
        CLASSIC,
        hands={0: [Card.GUARD], 1: [Card.PRIEST, Card.BARON], 2: [Card.KING], 3: []},
        discards={3: [Card.GUARD, Card.PRINCE]},
        set_aside=Card.HANDMAID,
    )
    game = Game.from_position(CLASSIC, 4, seed=6, eliminated=3, active=1, thresholds="aeg",
                              tie_break="discard_sum", turn=7, **arguments)
    document = game_to_dict(game)
    assert document["position"]["eliminated"] == [3] and document["position"]["turn"] == 7
    assert_same_game(loads(dumps(game)), game)
    play_to_end(game, random.Random(6))
    assert_same_game(loads(dumps(game)), game)


def test_a_game_around_a_dealt_round_saves_and_loads():
    rnd = Round.deal(REVISED, 3, seed=9)
    game = Game.from_round(rnd, seed=4)
    play_actions(game, random.Random(9), 30)
    assert_same_game(loads(dumps(game)), game)


def test_a_game_around_a_round_it_cannot_record_is_refused():
    """A round staged by Round.from_position has neither a deck nor the game's position."""
    arguments = position_arguments(REVISED, hands={0: [Card.GUARD, Card.PRIEST], 1: [Card.BARON]},
                                   discards={}, set_aside=Card.SPY,
                                   face_up=(Card.SPY, Card.GUARD, Card.GUARD))
    game = Game.from_round(Round.from_position(REVISED, **arguments), seed=1)
    refusal(game_to_dict, game)
    refusal(dumps, game)


def test_the_same_seed_gives_the_same_game():
    for edition, players in SETUPS:
        first = play_to_end(Game(edition, players, seed=99), random.Random(5))
        second = play_to_end(Game(edition, players, seed=99), random.Random(5))
        assert [rnd.snapshot() for rnd in first.rounds] == [rnd.snapshot() for rnd in second.rounds]
        assert dumps(first) == dumps(second)
    assert Game(REVISED, 4, seed=1).round.dealt_deck != Game(REVISED, 4, seed=2).round.dealt_deck


def test_a_save_loads_in_another_python_process(tmp_path):
    """Digests and derived deals depend neither on hash seeds nor on object addresses:
    a game saved in another process loads here, and goes on here as it went on there."""
    middle, end = tmp_path / "middle.json", tmp_path / "end.json"
    script = (
        "import random, sys; from lovelet import Game, REVISED; from lovelet.engine.saving import save\n"
        "game = Game(REVISED, 4, seed=31); rng = random.Random(31)\n"
        "def step():\n"
        "    if game.round.is_over: game.next_round()\n"
        "    else: game.apply(rng.choice(game.round.legal_actions()))\n"
        "for _ in range(60): step()\n"
        "save(game, sys.argv[1])\n"
        "rng = random.Random(0)\n"
        "while not game.is_over: step()\n"
        "save(game, sys.argv[2])\n"
    )
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    environment = {**os.environ, "PYTHONHASHSEED": "12345", "PYTHONPATH": root}
    subprocess.run([sys.executable, "-c", script, str(middle), str(end)], check=True, env=environment)
    loaded = load(middle)
    here = Game(REVISED, 4, seed=31)
    for rnd in loaded.rounds:
        if rnd is not loaded.rounds[0]:
            here.next_round()
        for action in rnd.actions:
            here.apply(action)
    assert_same_game(loaded, here)
    rng = random.Random(0)
    while not loaded.is_over:
        if loaded.round.is_over:
            loaded.next_round()
        else:
            loaded.apply(rng.choice(loaded.round.legal_actions()))
    assert_same_game(loaded, load(end))


# ---------------------------------------------------------------------- format 1


@pytest.mark.parametrize("path", V1_SAVES, ids=V1_IDS)
def test_a_format_1_save_loads_and_replays_to_its_fingerprint(path):
    document = v1_document(path)
    assert document["version"] == 1 and document["saved_by"].startswith("lovelet 0.1")
    game = load(path)
    check = document["check"]
    assert list(game.favors) == check["favors"]
    assert list(game.winners) == check["winners"]
    assert len(game.round.events) == check["events"]
    assert len(game.rounds) == len(check["rounds"]) == len(document["rounds"])
    assert game.seed == document["seed"]
    assert [len(rnd.actions) for rnd in game.rounds] == [len(entry["actions"]) for entry in document["rounds"]]
    for entry, rnd in zip(document["rounds"], game.rounds):
        if entry["deck"] is not None:
            assert [card.name for card in rnd.dealt_deck] == entry["deck"]
    if document["first_player"] is not None:
        assert game.rounds[0].start_player == document["first_player"]
    assert_same_record(loads(path.read_text(encoding="utf-8")), game)


@pytest.mark.parametrize("path", V1_SAVES, ids=V1_IDS)
def test_a_format_1_fingerprint_is_checked(path):
    """Each digest of a format-1 save is compared with the replay, and a flipped one refused."""
    document = v1_document(path)
    for index in range(len(document["check"]["rounds"])):
        edited = copy.deepcopy(document)
        edited["check"]["rounds"][index] = flipped(edited["check"]["rounds"][index])
        assert f"round {index + 1} replays" in refused_document(reseal(edited))
    for key in ("favors", "winners", "events"):
        edited = copy.deepcopy(document)
        edited["check"][key] = [9] * len(document["players"]) if key != "events" else document["check"]["events"] + 1
        refused_document(reseal(edited))
    if document["check"]["random"] is not None:
        edited = copy.deepcopy(document)
        edited["check"]["random"] = flipped(edited["check"]["random"])
        assert "random generator" in refused_document(reseal(edited))
    unsealed = copy.deepcopy(document)
    unsealed["check"]["events"] += 1
    assert "changed after it was written" in refused_document(unsealed)


@pytest.mark.parametrize("path", V1_SAVES, ids=V1_IDS)
def test_a_format_1_game_saves_again_as_format_2(path):
    game = load(path)
    document = game_to_dict(game)
    assert document["version"] == 2 and document["check"]["random"] is None
    assert document["seed"] == game.seed
    for saved, rnd in zip(document["rounds"], game.rounds):
        if rnd.dealt_deck is not None:
            assert saved["deck"] == [card.name for card in rnd.dealt_deck]
    for saved, rnd in zip(document["rounds"][1:], game.rounds[1:]):
        assert saved["start_player"] == rnd.start_player
    again = loads(json.dumps(document))
    assert_same_record(again, game)
    if game.seed is not None:
        assert again.seed == game.seed
    # Saved and loaded once more, the format-2 game stays itself.
    assert_same_game(loads(dumps(again)), again)


@pytest.mark.parametrize("path", SEEDED_V1_SAVES, ids=[path.stem for path in SEEDED_V1_SAVES])
def test_a_format_1_game_saved_as_format_2_goes_on_as_before(path):
    game = load(path)
    again = loads(dumps(game))
    assert again == game
    assert_continues_alike(again, game)


@pytest.mark.parametrize("path", SEEDED_V1_SAVES, ids=[path.stem for path in SEEDED_V1_SAVES])
def test_a_format_1_game_goes_on_the_same_every_time_it_is_loaded(path):
    """Its seed drives Python's shuffle, as in lovelet 0.1 (a save without a seed has none)."""
    first, second = load(path), load(path)
    assert first == second
    assert_continues_alike(first, second)


def test_a_changed_seed_in_a_format_1_save_is_refused():
    """Format 1 replays with Python's shuffle from the seed: another seed deals other cards
    (or, where every round was recorded, leaves the generator in another state)."""
    for path in V1_SAVES:
        document = v1_document(path)
        if document["seed"] is None:
            continue
        edited = copy.deepcopy(document)
        edited["seed"] += 1
        refused_document(edited)
        refused_document(reseal(edited))


@pytest.mark.parametrize("case", ["random nulled", "format 2 relabelled"])
def test_a_format_1_save_with_a_seed_must_check_its_generator(case):
    if case == "random nulled":
        document = v1_document(DATA / "v1-revised-4-seed7.json")
        document["check"]["random"] = None
    else:
        document = game_to_dict(small_game(seed=4, actions=40))
        document["version"] = 1
    refused_document(reseal(document))


# ---------------------------------------------------------------------- paths


BAD_PATHS = ["missing folder", "folder", "under a file", "empty", "blank", None, 42, b"bytes.json",
             ["game.json"]]


@pytest.mark.parametrize("bad", BAD_PATHS, ids=[str(bad) for bad in BAD_PATHS])
@pytest.mark.parametrize("writer", ["save", "save_game"])
def test_a_path_that_cannot_be_written_is_refused_and_nothing_is_written(tmp_path, bad, writer):
    game = small_game(actions=5)
    (tmp_path / "notes.txt").write_text("a file", encoding="utf-8")
    paths = {"missing folder": tmp_path / "missing" / "dir" / "x.json", "folder": tmp_path,
             "under a file": tmp_path / "notes.txt" / "x.json", "empty": "", "blank": "  "}
    path = paths.get(bad, bad) if isinstance(bad, str) else bad
    before = sorted(os.walk(tmp_path))
    function = save if writer == "save" else lovelet.save_game
    message = refusal(lambda where: function(game, where), path, code="BAD_PATH")
    if isinstance(path, (str, Path)):
        assert repr(str(path)) in message or str(path) in message, message
    elif isinstance(path, bytes):
        assert repr(path) in message
    else:
        assert type(path).__name__ in message
    assert sorted(os.walk(tmp_path)) == before  # no file, no temporary, no folder
    assert not (tmp_path / "missing").exists()


def test_the_missing_folder_of_the_issue_is_named(tmp_path):
    message = refusal(lambda where: lovelet.save_game(small_game(), where), "/missing/dir/x.json",
                      code="BAD_PATH")
    assert "/missing/dir/x.json" in message and "tmp" not in message.lower()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes anywhere")
def test_a_folder_that_cannot_be_written_to_is_refused(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        message = refusal(lambda where: save(small_game(), where), locked / "x.json", code="BAD_PATH")
        assert str(locked / "x.json") in message
        assert list(locked.iterdir()) == []
    finally:
        locked.chmod(0o700)


def test_a_refused_path_leaves_an_existing_save_alone(tmp_path):
    path = tmp_path / "game.json"
    save(small_game(actions=3), path)
    text = path.read_text(encoding="utf-8")
    refusal(lambda where: save(small_game(actions=9), where), tmp_path / "nowhere" / "game.json",
            code="BAD_PATH")
    assert path.read_text(encoding="utf-8") == text


# ---------------------------------------------------------------------- refusals


@pytest.mark.parametrize("text", [
    "", "   \n", "{", "not json", "[1, 2", '{"format": }', "null", "[]", "42", '"lovelet-game"',
    "{}", '{"format": "lovelet-game"}', "[" * 100000, '{"a": NaN}',
])
def test_text_that_is_not_a_save_is_refused(text):
    refusal(loads, text)
    refusal(loads, text.encode("utf-8"))


@pytest.mark.parametrize("garbage", [
    b"\xff\xfe\x00\x01garbage", bytes(range(256)), b"\x00" * 50, b"\x89PNG\r\n\x1a\n",
])
def test_bytes_garbage_is_refused(garbage, tmp_path):
    refusal(loads, garbage)
    path = tmp_path / "garbage.json"
    path.write_bytes(garbage)
    refusal(load, path)


@pytest.mark.parametrize("thing", [None, 42, 3.5, [], {}, object(), Game])
def test_things_that_are_not_text_are_refused(thing):
    refusal(loads, thing)


@pytest.mark.parametrize("thing", [None, "{}", [], 42, {"format": "lovelet-game", "version": 2}])
def test_game_from_dict_refuses_what_is_not_a_save(thing):
    refusal(game_from_dict, thing)


def test_an_observation_export_is_not_a_game_save(tmp_path):
    game = small_game(actions=12)
    path = tmp_path / "view.json"
    lovelet.save_observation(game.observation(1), path)
    assert "not a lovelet save" in refusal(load, path)
    refusal(loads, path.read_text(encoding="utf-8"))


def test_an_empty_or_missing_file_is_refused(tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    assert "empty" in refusal(load, empty)
    refusal(load, tmp_path / "missing.json")
    refusal(load, tmp_path)  # a folder


def test_every_truncation_of_a_save_is_refused(tmp_path):
    text = dumps(small_game(actions=3, players=2))
    for length in range(len(text)):
        refusal(loads, text[:length])
    path = tmp_path / "cut.json"
    for length in range(0, len(text), max(1, len(text) // 25)):
        path.write_text(text[:length], encoding="utf-8")
        refusal(load, path)


def test_every_truncation_of_a_staged_save_is_refused():
    text = dumps(staged_game())
    for length in range(0, len(text), 7):
        refusal(loads, text[:length])


def test_a_save_with_its_last_actions_cut_off_is_refused():
    document = game_to_dict(small_game(actions=30))
    del document["rounds"][-1]["actions"][-1]
    assert "changed after it was written" in refused_document(copy.deepcopy(document))
    assert "does not replay" in refused_document(reseal(document))


def test_an_illegal_action_is_refused_and_named():
    game = small_game(actions=6)
    document = game_to_dict(game)
    fresh = Game(REVISED, 3, seed=3)
    hand = fresh.round.hand(fresh.round.current_player)
    missing = next(card for card in REVISED.cards if card not in hand)
    document["rounds"][0]["actions"][0] = {"play": missing.name}
    message = refused_document(reseal(document))
    assert "Round 1, action 1" in message and str(missing) in message and "illegal" in message


def test_a_different_legal_action_is_caught_by_the_fingerprint():
    game = small_game(seed=4, actions=5, players=4)
    legal = game.round.legal_actions()
    assert len(legal) >= 2 and not game.round.is_over
    game.apply(legal[0])
    document = game_to_dict(game)
    actions = document["rounds"][-1]["actions"]
    assert actions[-1] == action_record(legal[0])
    actions[-1] = action_record(legal[1])
    assert "changed after it was written" in refused_document(copy.deepcopy(document))
    assert "does not replay" in refused_document(reseal(document))


def test_an_edited_early_action_is_refused():
    """An early change either makes a later action illegal or changes the final state."""
    game = small_game(seed=9, actions=60, players=3)
    document = game_to_dict(game)
    fresh = Game(REVISED, 3, seed=9)
    legal = fresh.round.legal_actions()
    played = game.rounds[0].actions[0]
    document["rounds"][0]["actions"][0] = action_record(next(a for a in legal if a != played))
    refused_document(reseal(document))


@pytest.mark.parametrize("edit", ["swap two cards", "reverse", "another shuffle"])
def test_an_edited_deck_is_refused(edit):
    """A deck is a record: any other order deals other cards, which the digests catch."""
    game = small_game(seed=6, actions=80, players=3)
    assert len(game.rounds) > 1
    for number in range(len(game.rounds)):
        document = game_to_dict(game)
        deck = document["rounds"][number]["deck"]
        if edit == "swap two cards":
            first = next(index for index in range(1, len(deck)) if deck[index] != deck[0])
            deck[0], deck[first] = deck[first], deck[0]
        elif edit == "reverse":
            deck.reverse()
        else:
            random.Random(number).shuffle(deck)
        assert deck != [card.name for card in game.rounds[number].dealt_deck]
        refused_document(copy.deepcopy(document))
        refused_document(reseal(document))


def test_an_edited_start_player_is_refused():
    game = small_game(seed=6, actions=80, players=3)
    document = game_to_dict(game)
    edited = copy.deepcopy(document)
    edited["first_player"] = (document["first_player"] + 1) % 3
    refused_document(reseal(edited))
    edited = copy.deepcopy(document)
    edited["rounds"][1]["start_player"] = (document["rounds"][1]["start_player"] + 1) % 3
    refused_document(reseal(edited))


@pytest.mark.parametrize("seed", [4, 5, 1000])
def test_a_changed_seed_without_a_new_digest_is_refused(seed):
    document = game_to_dict(small_game(seed=4, actions=40))
    document["seed"] = seed + 1
    assert "changed after it was written" in refused_document(document)


@pytest.mark.parametrize("seed", [5, None])
def test_a_changed_seed_with_a_new_digest_is_honoured(seed):
    """The digests catch damage and careless edits; they are not a signature.  A save
    edited consistently (another seed, the digest recomputed) is a save of another game:
    the same rounds, and the rounds to come dealt from the seed it now holds."""
    game = small_game(seed=4, actions=40)
    document = game_to_dict(game)
    document["seed"] = seed
    loaded = game_from_dict(reseal(document))
    assert [rnd.snapshot() for rnd in loaded.rounds] == [rnd.snapshot() for rnd in game.rounds]
    assert loaded.seed == seed or (seed is None and type(loaded.seed) is int)


@pytest.mark.parametrize("change", ["GAURD", "guard", "Guard", "", "CARDINAL", None, 1, ["GUARD"]])
def test_a_changed_card_name_is_refused(change):
    game = play_actions(Game(REVISED, 3, seed=2, deck=REVISED.deck), random.Random(2), 10)
    document = game_to_dict(game)
    document["rounds"][0]["actions"][0]["play"] = change
    refused_document(reseal(copy.deepcopy(document)))
    document["rounds"][0]["deck"][5] = change
    refused_document(reseal(document))


def test_a_card_of_the_other_edition_is_refused():
    game = small_game(actions=8, edition=CLASSIC)
    document = game_to_dict(game)
    document["rounds"][0]["actions"][0]["play"] = "SPY"  # no Spy in the classic edition
    assert "classic" in refused_document(reseal(copy.deepcopy(document)))
    document["rounds"][0]["deck"][0] = "SPY"
    assert "classic" in refused_document(reseal(document))


@pytest.mark.parametrize("late_damage", [("play", "SPY"), ("target", True), ("guess", "GUARD_")])
def test_the_structure_is_checked_before_anything_is_replayed(late_damage):
    """A bad value late in the file is reported even when an earlier action is illegal."""
    game = small_game(seed=1, actions=60, edition=CLASSIC)
    document = game_to_dict(game)
    actions = [action for entry in document["rounds"] for action in entry["actions"]]
    late = max(index for index, action in enumerate(actions) if "guess" in action)
    assert late > 1
    actions[0]["play"] = "PRINCESS" if actions[0]["play"] != "PRINCESS" else "GUARD"
    key, value = late_damage
    actions[late][key] = value
    message = refused_document(reseal(document))
    named = {"play": "card", "target": "target", "guess": "guess"}[key]
    assert f"{named} must" in message and repr(value) in message


@pytest.mark.skipif(lovelet.COMPILED, reason="a compiled class cannot be monkeypatched: this path is "
                    "tested in the pure-Python build")
def test_an_unexpected_error_while_loading_is_still_bad_save(monkeypatch):
    """Even a failure inside the engine during loading comes out as BAD_SAVE."""
    text = dumps(small_game(actions=6))

    def broken(self):
        raise RuntimeError("snapshot failed")

    monkeypatch.setattr(Round, "snapshot", broken)
    assert "snapshot failed" in refusal(loads, text)


def test_a_changed_player_name_or_edition_is_refused():
    document = game_to_dict(small_game(actions=8))
    renamed = copy.deepcopy(document)
    renamed["players"][1] = "Mallory"
    refused_document(reseal(renamed))
    for edition in ["classic", "deluxe", "REVISED", None]:
        other = copy.deepcopy(document)
        other["edition"] = edition
        refused_document(reseal(other))


def test_changed_options_are_refused():
    document = game_to_dict(small_game(actions=30, edition=CLASSIC))
    for key, value in [("tie_break", "discard_sum"), ("thresholds", "aeg"), ("reveal_drawn", True),
                       ("tie_break", "coin"), ("thresholds", None)]:
        other = copy.deepcopy(document)
        other["options"][key] = value
        refused_document(reseal(other))


def all_key_paths(document):
    """Paths to every key of every object in a save (lists entered at their first item)."""
    paths = []

    def visit(value, path):
        if isinstance(value, dict):
            for key, item in value.items():
                paths.append(path + (key,))
                visit(item, path + (key,))
        elif isinstance(value, list) and value:
            visit(value[0], path + (0,))

    visit(document, ())
    return paths


def at(document, path):
    for step in path:
        document = document[step]
    return document


def chancellor_game():
    for seed in range(300):
        game = small_game(seed=seed, actions=40, players=2)
        if any(isinstance(action, ChancellorReturn) for rnd in game.rounds for action in rnd.actions):
            return game
    raise AssertionError("no Chancellor was ever played")


def key_paths_to_damage(game):
    """Every key path of ``game``'s save, plus those inside its first Chancellor return."""
    document = game_to_dict(game)
    paths = all_key_paths(document)
    for number, entry in enumerate(document["rounds"]):
        for index, action in enumerate(entry["actions"]):
            if "chancellor_return" in action:
                where = ("rounds", number, "actions", index)
                paths += [where + ("chancellor_return",), where + ("chancellor_return", "keep"),
                          where + ("chancellor_return", "bottom")]
                return document, paths
    return document, paths


def games_with_every_key():
    """A dealt game with a Chancellor return, and a staged game with actions."""
    return chancellor_game(), play_actions(staged_game(), random.Random(1), 10)


def test_every_removed_key_is_refused():
    for game in games_with_every_key():
        document, paths = key_paths_to_damage(game)
        assert ("position", "hands") in paths or ("first_player",) in paths
        for path in paths:
            if path[-1] in ("target", "guess"):
                continue  # optional in a Play: removing one is a different action, tested below
            damaged = copy.deepcopy(document)
            del at(damaged, path[:-1])[path[-1]]
            if path != ("check", "document"):
                reseal(damaged)
            refused_document(damaged)


def test_a_removed_target_or_guess_is_refused():
    game = small_game(seed=1, actions=40)
    document = game_to_dict(game)
    actions = [(number, index, action)
               for number, entry in enumerate(document["rounds"])
               for index, action in enumerate(entry["actions"])]
    guard = next((n, i) for n, i, action in actions if "guess" in action)
    for key in ("guess", "target"):
        damaged = copy.deepcopy(document)
        del damaged["rounds"][guard[0]]["actions"][guard[1]][key]
        refused_document(reseal(damaged))


def test_every_unknown_key_is_refused():
    damaged_objects = set()
    for game in games_with_every_key():
        document, paths = key_paths_to_damage(game)
        objects = [()] + [path for path in paths if isinstance(at(document, path), dict)]
        objects += [("rounds", 0, "actions", index) for index in range(3)]
        damaged_objects.update(path[-1:] for path in objects)
        for path in objects:
            damaged = copy.deepcopy(document)
            at(damaged, path)["extra"] = 1
            reseal(damaged)
            assert "extra" in refused_document(damaged)
    assert {("position",), ("options",), ("check",), ("chancellor_return",)} <= damaged_objects


WRONG_TYPES = [
    (("seed",), "3"), (("seed",), 3.0), (("seed",), True), (("seed",), [3]),
    (("version",), "2"), (("version",), True), (("version",), 2.0),
    (("players",), "Ann"), (("players",), [1, 2, 3]), (("players",), []), (("players",), {"0": "Ann"}),
    (("players",), ["Ann", "Ann", "Ben"]),
    (("options",), []), (("options", "reveal_drawn"), 0), (("options", "tie_break"), 1),
    (("first_player",), "0"), (("first_player",), True), (("first_player",), 3), (("first_player",), -1),
    (("first_player",), None),
    (("rounds",), {}), (("rounds",), []), (("rounds", 0), []), (("rounds", 0, "actions"), None),
    (("rounds", 0, "actions", 0), "GUARD"), (("rounds", 0, "actions", 0), ["GUARD"]),
    (("rounds", 0, "start_player"), 0), (("rounds", 0, "deck"), "GUARD"),
    (("rounds", 0, "deck"), ["GUARD"]), (("rounds", 0, "deck"), None),
    (("rounds", 0, "deck"), [card.name for card in REVISED.deck][:-1]),
    (("rounds", 0, "deck"), [card.name for card in REVISED.deck] + ["GUARD"]),
    (("favors",), [0, 0, 0]), (("position",), {}), (("position",), []),
    (("check",), None), (("check", "favors"), "0"), (("check", "favors"), [0.0, 0, 0]),
    (("check", "winners"), [7]), (("check", "events"), -1), (("check", "events"), "9"),
    (("check", "rounds"), []), (("check", "rounds"), ["0" * 64, "0" * 64]),
    (("check", "random"), "xyz"), (("check", "random"), "0" * 64),
    (("check", "document"), None), (("check", "document"), "A" * 64),
    (("saved_by",), 7),
]


@pytest.mark.parametrize("path, value", WRONG_TYPES, ids=[f"{'.'.join(map(str, p))}={v!r}"[:40] for p, v in WRONG_TYPES])
def test_wrong_types_and_values_are_refused(path, value):
    document = game_to_dict(small_game(actions=6))
    at(document, path[:-1])[path[-1]] = value
    if path != ("check", "document"):
        reseal(document)
    refused_document(document)


@pytest.mark.parametrize("target", ["1", True, 1.0, -1, 3, 99, None, [1]])
def test_a_target_that_is_not_a_seat_is_refused(target):
    game = small_game(seed=1, actions=40)
    document = game_to_dict(game)
    entry = next(action for rnd in document["rounds"] for action in rnd["actions"] if "target" in action)
    entry["target"] = target
    refused_document(reseal(document))


@pytest.mark.parametrize("path, value", [
    (("position", "hands"), [["GUARD", "PRIEST"], ["BARON"]]),
    (("position", "hands", 1), ["BARON", "SPY"]),
    (("position", "hands", 1), ["KING"]),
    (("position", "protected"), [5]), (("position", "protected"), ["1"]),
    (("position", "active"), 1), (("position", "active"), None),
    (("position", "set_aside"), ["SPY"]), (("position", "set_aside"), "PRINCESS"),
    (("position", "face_up"), ["GUARD", "GUARD", "GUARD"]),
    (("position", "deck"), []), (("position", "turn"), 0), (("position", "turn"), True),
    (("favors",), [1, 0]), (("favors",), None),
    (("favors",), [1, 0, -2]), (("favors",), [5, 0, 0]), (("first_player",), 0),
    (("rounds", 0, "deck"), [card.name for card in REVISED.deck]),
    (("rounds", 0, "start_player"), 0),
])
def test_a_changed_position_is_refused(path, value):
    document = game_to_dict(staged_game())
    at(document, path[:-1])[path[-1]] = value
    refused_document(reseal(document))


@pytest.mark.parametrize("version", [0, 3, 99, -1, None, "one"])
def test_a_wrong_version_or_format_is_refused(version):
    document = game_to_dict(small_game(actions=6))
    document["version"] = version
    message = refused_document(reseal(copy.deepcopy(document)))
    if type(version) is int:
        assert str(version) in message
    document = game_to_dict(small_game(actions=6))
    document["format"] = "lovelet-round"
    assert "not a lovelet save" in refused_document(reseal(document))
    document["format"] = "lovelet-observation"
    assert "not a lovelet save" in refused_document(reseal(document))


def flipped(digest):
    return ("1" if digest[0] == "0" else "0") + digest[1:]


def test_a_changed_check_is_refused():
    game = play_to_end(Game(REVISED, 3, seed=12), random.Random(12))
    document = game_to_dict(game)
    # Unsealed: the document digest catches any edit, the digest itself included.
    edited = copy.deepcopy(document)
    edited["check"]["document"] = flipped(edited["check"]["document"])
    refused_document(edited)
    # Resealed: the replayed fingerprint catches it.
    for key, value in [("favors", [9, 9, 9]), ("favors", list(game.favors)[::-1]),
                       ("winners", []), ("winners", [0, 1, 2]),
                       ("events", document["check"]["events"] + 1),
                       ("events", document["check"]["events"] - 1),
                       ("random", "0" * 64)]:
        if value == document["check"][key]:
            continue
        edited = copy.deepcopy(document)
        edited["check"][key] = value
        refused_document(reseal(edited))
    for index in range(len(game.rounds)):
        edited = copy.deepcopy(document)
        edited["check"]["rounds"][index] = flipped(edited["check"]["rounds"][index])
        assert f"round {index + 1} replays" in refused_document(reseal(edited))


def test_an_extra_round_or_a_missing_round_is_refused():
    game = play_to_end(Game(REVISED, 2, seed=13), random.Random(13))
    document = game_to_dict(game)
    missing = copy.deepcopy(document)
    del missing["rounds"][-1]
    del missing["check"]["rounds"][-1]
    refused_document(reseal(missing))
    missing_digest = copy.deepcopy(document)  # a round without its digest
    del missing_digest["check"]["rounds"][-1]
    refused_document(reseal(missing_digest))
    last = document["rounds"][-1]
    for extra_round in ({"start_player": last["start_player"], "deck": last["deck"], "actions": []},
                        {"start_player": None, "deck": None, "actions": []}):
        extra = copy.deepcopy(document)
        extra["rounds"].append(extra_round)
        extra["check"]["rounds"].append(extra["check"]["rounds"][-1])
        assert "ound" in refused_document(reseal(extra))  # the game was over: no next round


def test_an_extra_round_in_a_game_that_goes_on_is_refused():
    game = round_over_game(REVISED, 3)
    document = game_to_dict(game)
    upcoming = game.clone().next_round()
    extra = copy.deepcopy(document)
    extra["rounds"].append({"start_player": upcoming.start_player,
                            "deck": [card.name for card in upcoming.dealt_deck], "actions": []})
    refused_document(reseal(extra))  # one digest short
    extra["check"]["rounds"].append(extra["check"]["rounds"][-1])
    refused_document(reseal(extra))  # a digest of another round


def test_duplicate_keys_are_refused():
    text = dumps(small_game(actions=6))
    assert '"seed": 3' in text
    refusal(loads, text.replace('"seed": 3', '"seed": 3, "seed": 3', 1))
    refusal(loads, text.replace('"seed": 3', '"seed": 4, "seed": 3', 1))
    assert '"first_player": ' in text
    refusal(loads, text.replace('"first_player": ', '"first_player": 0, "first_player": ', 1))


def test_trailing_data_is_refused():
    text = dumps(small_game(actions=6))
    refusal(loads, text + "{}")
    refusal(loads, text + text)


def test_only_a_game_can_be_saved():
    refusal(game_to_dict, small_game().round)
    refusal(game_to_dict, None)
    refusal(game_to_dict, small_game().observation(0))


# ---------------------------------------------------------------------- properties


editions_and_players = st.sampled_from(SETUPS)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=editions_and_players, seed=st.integers(0, 2**32 - 1), choices=st.integers(0, 10**6),
       actions=st.integers(0, 150), reveal_drawn=st.booleans(), classic_aeg=st.booleans(),
       own_rng=st.booleans())
def test_any_random_game_round_trips(setup, seed, choices, actions, reveal_drawn, classic_aeg, own_rng):
    edition, players = setup
    options = {"reveal_drawn": reveal_drawn}
    if classic_aeg and edition is CLASSIC:
        options.update(tie_break="discard_sum", thresholds="aeg")
    if own_rng:
        game = Game(edition, players, rng=random.Random(seed), **options)
    else:
        game = Game(edition, players, seed=seed, **options)
    play_actions(game, random.Random(choices), actions)
    loaded = loads(dumps(game))
    if own_rng:
        assert_same_record(loaded, game)
        assert game_to_dict(loaded)["rounds"] == game_to_dict(game)["rounds"]
    else:
        assert_same_game(loaded, game)
        assert dumps(loaded) == dumps(game)


@functools.cache
def fuzzed():
    """The save the fuzz tests damage: its text, its game and the paths to its values."""
    text = dumps(small_game(seed=7, actions=20, players=3))
    return text, loads(text), [path for path in leaf_paths(json.loads(text)) if path]


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_a_damaged_text_is_refused_or_loads_the_same_game(data):
    """Whatever the damage, load raises only BAD_SAVE, or gives exactly the saved game."""
    text, game, _ = fuzzed()
    for _ in range(data.draw(st.integers(1, 3))):
        start = data.draw(st.integers(0, len(text)))
        end = data.draw(st.integers(start, min(len(text), start + 8)))
        text = text[:start] + data.draw(st.text(max_size=4)) + text[end:]
    try:
        loaded = loads(text)
    except IllegalAction as error:
        assert error.code == "BAD_SAVE"
    else:
        assert_same_game(loaded, game)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.floats(allow_nan=False)
    | st.sampled_from([card.name for card in Card]) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)


def leaf_paths(value, path=()):
    if isinstance(value, dict):
        return [p for key, item in value.items() for p in leaf_paths(item, path + (key,))] + [path]
    if isinstance(value, list):
        return [p for index, item in enumerate(value) for p in leaf_paths(item, path + (index,))] + [path]
    return [path]


@settings(max_examples=150, deadline=None)
@given(data=st.data(), value=json_values)
def test_a_forged_value_is_refused_or_loads_the_same_game(data, value):
    """Even with the document digest recomputed, any replaced value is refused or harmless.

    Harmless: the same game, or a ``saved_by`` that says another version wrote it.  (A
    forged seed loads the same rounds with other deals to come: see
    test_a_changed_seed_with_a_new_digest_is_refused.)
    """
    text, game, paths = fuzzed()
    path = data.draw(st.sampled_from(paths))
    document = json.loads(text)
    at(document, path[:-1])[path[-1]] = value
    reseal(document)
    try:
        loaded = game_from_dict(document)
    except IllegalAction as error:
        assert error.code == "BAD_SAVE"
    else:
        if path == ("seed",):
            assert_same_record(loaded, game)
        else:
            assert_same_game(loaded, game)


@settings(max_examples=60, deadline=None)
@given(data=st.data(), value=json_values)
def test_a_forged_value_in_a_format_1_save_is_refused_or_harmless(data, value):
    path_to_fixture = data.draw(st.sampled_from(V1_SAVES))
    document = v1_document(path_to_fixture)
    game = load(path_to_fixture)
    path = data.draw(st.sampled_from([path for path in leaf_paths(document) if path]))
    at(document, path[:-1])[path[-1]] = value
    reseal(document)
    try:
        loaded = game_from_dict(document)
    except IllegalAction as error:
        assert error.code == "BAD_SAVE"
    else:
        assert_same_record(loaded, game)
        if document["seed"] is not None and path not in (("seed",), ("check", "random")):
            assert loaded == game  # the same generator for the rounds to come


# ---------------------------------------------------------------------- engine


def test_a_staged_game_saves_the_position_it_was_given_not_what_its_lists_became():
    hands = [[Card.GUARD, Card.PRIEST], [Card.BARON], [Card.KING]]
    arguments = position_arguments(REVISED, hands=dict(enumerate(hands)), discards={}, set_aside=Card.SPY)
    arguments["hands"] = hands
    game = Game.from_position(REVISED, 3, seed=2, **arguments)
    hands[1].append(Card.PRINCESS)  # the caller reuses their list for something else
    arguments["deck"] = ()
    assert_same_game(loads(dumps(game)), game)


def test_saving_does_not_change_the_game():
    game = small_game(seed=14, actions=50, players=4)
    before = game.snapshot()
    twin = game.clone()
    dumps(game)
    game_to_dict(game)
    assert game.snapshot() == before
    assert_continues_alike(game, twin)
