"""One-player exports (lovelet.companion.exports; error codes BAD_SAVE, BAD_PATH, BAD_OBSERVATION).

``save_observation(obs, path)`` writes what one player may know of a round and nothing
else; ``load_observation(path)`` reads back an equal observation, with the same legal
actions, which the deduction tools accept.  Four kinds of test:

* round trips over random dealt rounds and staged positions of both editions, for
  every seat at many points (with and without reveal_drawn, a Chancellor choice
  pending, the round over, a game with favors);
* sealing: the files of two twin rounds, which differ only in cards hidden from the
  player, are identical bytes, and a fresh position's file names no card the player
  cannot see;
* refusals: corrupt, truncated, edited (digest kept or recomputed) and inconsistent
  exports are refused whole with BAD_SAVE, never another exception; a game save is
  not an export;
* paths: BAD_PATH, naming the path, and nothing written.
"""

import copy
import hashlib
import json
import os
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import lovelet
from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Game, IllegalAction, Observation, Round
from lovelet.deduction import belief, tracker
from lovelet.companion.exports import load_observation, observation_from_dict, observation_to_dict, save_observation
from lovelet.engine.saving import dumps as save_game_text

from conftest import random_position

SETUPS = [(REVISED, players) for players in range(2, 7)] + [(CLASSIC, players) for players in range(2, 5)]
SETUP_IDS = [f"{edition.name}-{players}" for edition, players in SETUPS]
FIELDS = ("hand", "discards", "face_up", "deck_size", "set_aside_count", "protected", "eliminated",
          "current_player", "pending_chancellor", "turn", "favors", "favors_needed", "is_over", "winners")


# ---------------------------------------------------------------------- helpers


def round_tripped(observation):
    """``observation`` exported to JSON text and read back."""
    return observation_from_dict(json.loads(json.dumps(observation_to_dict(observation))))


def assert_same_observation(loaded, original):
    assert isinstance(loaded, Observation)
    assert loaded == original
    assert loaded.legal_actions() == original.legal_actions()
    assert loaded.as_fields() == original.as_fields()
    assert loaded.events == original.events
    assert loaded.edition is original.edition
    assert loaded.options == original.options
    assert repr(loaded) == repr(original)
    for seat in range(original.players):
        assert loaded.hand_size(seat) == original.hand_size(seat)


def positions_of(rnd, rng, steps=200):
    """``rnd`` played on at random, yielded before every action and once it is over."""
    for _ in range(steps):
        yield rnd
        if rnd.is_over:
            return
        rnd.apply(rng.choice(rnd.legal_actions()))


def hidden_twin(position, player, rng):
    """``position`` with the cards hidden from ``player`` (the others' hands, the deck,
    the set-aside card) dealt again at random, every zone keeping its size."""
    hands = position["hands"]
    others = [seat for seat in range(len(hands)) if seat != player]
    hidden = [card for seat in others for card in hands[seat]]
    hidden += list(position["deck"]) + [position["set_aside"]]
    rng.shuffle(hidden)
    twin = dict(position)
    twin["hands"] = [[hidden.pop() for _ in hand] if seat in others else list(hand)
                     for seat, hand in enumerate(hands)]
    twin["deck"] = [hidden.pop() for _ in position["deck"]]
    twin["set_aside"] = hidden.pop()
    return twin


def card_names_in(value):
    """Every card name that appears as a value anywhere in a JSON document."""
    names = set(Card.__members__)
    found = Counter()
    if isinstance(value, dict):
        for item in value.values():
            found += card_names_in(item)
    elif isinstance(value, list):
        for item in value:
            found += card_names_in(item)
    elif isinstance(value, str) and value in names:
        found[value] += 1
    return found


def canonical(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def reseal(document):
    """Recompute an export's digest after an edit, as a deliberate forger would."""
    if not isinstance(document, dict) or not isinstance(document.get("check"), dict):
        return document
    unsealed = copy.deepcopy(document)
    unsealed["check"].pop("document", None)
    document["check"]["document"] = hashlib.sha256(canonical(unsealed).encode("ascii")).hexdigest()
    return document


def at(document, path):
    for step in path:
        document = document[step]
    return document


def leaf_paths(value, path=()):
    if isinstance(value, dict):
        return [p for key, item in value.items() for p in leaf_paths(item, path + (key,))] + [path]
    if isinstance(value, list):
        return [p for index, item in enumerate(value) for p in leaf_paths(item, path + (index,))] + [path]
    return [path]


def refusal(function, argument, code="BAD_SAVE"):
    """``function(argument)`` raises exactly IllegalAction ``code`` with a sentence."""
    with pytest.raises(Exception) as caught:
        function(argument)
    error = caught.value
    assert type(error) is IllegalAction, f"{type(error).__name__}: {error}"
    assert error.code == code, f"{error.code}: {error.message}"
    text = error.message.strip()
    assert len(text) > 10 and " " in text and text[-1] in ".!", f"not a sentence: {text!r}"
    return error.message


def refused_document(document):
    """The message of refusing ``document``, as a dict and as a file's text."""
    return refusal(observation_from_dict, document)


def played_round(edition=REVISED, players=3, seed=5, actions=6, **options):
    # Dealt by a generator drawn in order, as these rounds were dealt when the tests were
    # written (Round.deal(seed=) now deals as Game(seed=) does).
    rnd = Round.deal(edition, players, rng=random.Random(seed), **options)
    rng = random.Random(seed)
    for _ in range(actions):
        if rnd.is_over:
            break
        rnd.apply(rng.choice(rnd.legal_actions()))
    return rnd


def waiting_round(seed=9):
    """A 3-player round in progress, some way in, whose turn is not seat 1's."""
    for attempt in range(seed, seed + 200):
        rnd = played_round(players=3, actions=7, seed=attempt)
        if not rnd.is_over and rnd.current_player != 1:
            return rnd
    raise AssertionError("no such round")


def pending_chancellor_round(edition=REVISED, players=3, **options):
    for seed in range(300):
        rnd = Round.deal(edition, players, seed=seed, **options)
        rng = random.Random(seed)
        while not rnd.is_over and not rnd.pending_chancellor:
            rnd.apply(rng.choice(rnd.legal_actions()))
        if rnd.pending_chancellor:
            return rnd
    raise AssertionError("no Chancellor was played")


def finished_round(edition=REVISED, players=3, seed=1, **options):
    rnd = Round.deal(edition, players, seed=seed, **options)
    rng = random.Random(seed)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    return rnd


# ---------------------------------------------------------------------- round trips


@pytest.mark.parametrize(("edition", "players"), SETUPS, ids=SETUP_IDS)
def test_every_view_of_random_rounds_round_trips(edition, players):
    """Every seat, before every action and at the end, with and without reveal_drawn."""
    checked = Counter()
    for seed in range(2):
        reveal_drawn = bool(seed)
        rng = random.Random(1000 * players + seed)
        rnd = Round.deal(edition, players, seed=rng.randrange(2**32), reveal_drawn=reveal_drawn)
        for position in positions_of(rnd, rng):
            for seat in range(players):
                observation = position.observation(seat)
                assert_same_observation(round_tripped(observation), observation)
                checked["turn" if observation.is_my_turn else "waiting"] += 1
                checked["pending"] += observation.pending_chancellor
                checked["over"] += observation.is_over
    assert checked["turn"] and checked["waiting"] and checked["over"] == 2 * players


@pytest.mark.parametrize(("edition", "players"), SETUPS, ids=SETUP_IDS)
def test_every_view_of_staged_positions_round_trips(edition, players):
    for seed in range(3):
        rng = random.Random(seed * 7 + players)
        position = random_position(rng, edition, players)
        rnd = Round.from_position(edition, **position, reveal_drawn=rng.random() < 0.5,
                                  favors=[rng.randrange(2) for _ in range(players)])
        for step, current in enumerate(positions_of(rnd, rng, steps=8)):
            for seat in range(players):
                observation = current.observation(seat)
                assert_same_observation(round_tripped(observation), observation)


@pytest.mark.parametrize("reveal_drawn", [False, True])
@pytest.mark.parametrize("players", [2, 4])
def test_a_pending_chancellor_round_trips_for_every_seat(players, reveal_drawn):
    rnd = pending_chancellor_round(players=players, reveal_drawn=reveal_drawn)
    actor = rnd.current_player
    for seat in range(players):
        observation = rnd.observation(seat)
        loaded = round_tripped(observation)
        assert_same_observation(loaded, observation)
        assert loaded.pending_chancellor
    mine = round_tripped(rnd.observation(actor))
    assert mine.legal_actions() and all(isinstance(action, ChancellorReturn) for action in mine.legal_actions())
    assert len(mine.hand) in (2, 3)


def test_a_staged_pending_chancellor_round_trips():
    position = random_position(random.Random(3), REVISED, 3)
    hands = position["hands"]
    active = position["active"]
    # Give the active player a Chancellor: swap it in from wherever it is.
    zones = [hands[seat] for seat in range(3)] + [position["deck"]]
    for zone in zones:
        if Card.CHANCELLOR in zone:
            zone[zone.index(Card.CHANCELLOR)] = hands[active][0]
            break
    else:
        pytest.skip("both Chancellors are discarded or aside")
    hands[active][0] = Card.CHANCELLOR
    if len(position["deck"]) < 2:
        pytest.skip("the deck is too short for a Chancellor")
    rnd = Round.from_position(REVISED, **position)
    rnd.apply(lovelet.Play(Card.CHANCELLOR))
    assert rnd.pending_chancellor
    for seat in range(3):
        assert_same_observation(round_tripped(rnd.observation(seat)), rnd.observation(seat))


@pytest.mark.parametrize(("edition", "players"), [(REVISED, 2), (REVISED, 5), (CLASSIC, 3)])
def test_a_round_that_is_over_round_trips(edition, players):
    for seed in range(4):
        rnd = finished_round(edition, players, seed=seed, reveal_drawn=seed % 2 == 1)
        for seat in range(players):
            loaded = round_tripped(rnd.observation(seat))
            assert_same_observation(loaded, rnd.observation(seat))
            assert loaded.is_over and loaded.legal_actions() == () and loaded.current_player is None
            assert loaded.winners == rnd.winners and loaded.favors == rnd.favors


def test_a_classic_round_with_the_aeg_options_round_trips():
    rnd = finished_round(CLASSIC, 4, seed=8, tie_break="discard_sum", thresholds="aeg")
    for seat in range(4):
        assert_same_observation(round_tripped(rnd.observation(seat)), rnd.observation(seat))


def test_a_game_with_favors_round_trips():
    game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=4)
    rng = random.Random(4)
    while len(game.rounds) < 3 and not game.is_over:
        if game.round.is_over:
            game.next_round()
        else:
            game.apply(rng.choice(game.round.legal_actions()))
    assert any(game.favors)
    for _ in range(3):
        game.apply(rng.choice(game.round.legal_actions()))
    for seat in range(3):
        loaded = round_tripped(game.observation(seat))
        assert_same_observation(loaded, game.observation(seat))
        assert loaded.favors == game.favors


def test_names_outside_ascii_round_trip(tmp_path):
    rnd = played_round(players=["Zoé", "Jürgen", "李", "😀"], actions=9)
    path = tmp_path / "view.json"
    save_observation(rnd.observation("Zoé"), path)
    assert "Zoé" in path.read_text(encoding="utf-8")
    assert_same_observation(load_observation(path), rnd.observation(0))


def test_an_export_through_a_file(tmp_path):
    rnd = played_round(actions=8)
    path = tmp_path / "view.json"
    save_observation(rnd.observation(1), path)
    text = path.read_text(encoding="utf-8")
    assert text.endswith("}\n")
    assert_same_observation(load_observation(path), rnd.observation(1))
    assert_same_observation(load_observation(str(path)), rnd.observation(1))
    lovelet.save_observation(rnd.observation(2), path)  # replaces it
    assert_same_observation(lovelet.load_observation(path), rnd.observation(2))
    assert [entry.name for entry in tmp_path.iterdir()] == ["view.json"]  # no temporary left


def test_the_document_format():
    rnd = played_round(actions=8)
    observation = rnd.observation(1)
    document = observation_to_dict(observation)
    assert json.loads(json.dumps(document)) == document  # plain JSON values only
    assert set(document) == {"format", "version", "saved_by", "edition", "players", "player", "options",
                             "fields", "events", "check"}
    assert document["format"] == "lovelet-observation" and document["version"] == 1
    assert document["saved_by"] == f"lovelet {lovelet.__version__}"
    assert document["edition"] == "revised" and document["players"] == list(rnd.names)
    assert document["player"] == 1 and document["options"] == rnd.options.as_dict()
    assert set(document["fields"]) == set(FIELDS)
    assert document["fields"]["hand"] == [card.name for card in observation.hand]
    assert document["fields"]["deck_size"] == rnd.deck_size
    assert len(document["events"]) == len(observation.events)
    assert set(document["check"]) == {"document"}


def test_an_exported_observation_serves_the_deduction_tools():
    rnd = played_round(players=4, actions=10, seed=12)
    for seat in range(4):
        observation = rnd.observation(seat)
        loaded = round_tripped(observation)
        assert tracker(loaded) == tracker(observation)
        mine, theirs = belief(loaded), belief(observation)
        for other in range(4):
            assert mine.hand(other) == theirs.hand(other)
        assert mine.set_aside == theirs.set_aside and mine.next_draw == theirs.next_draw


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**32 - 1), actions=st.integers(0, 40),
       reveal_drawn=st.booleans(), staged=st.booleans())
def test_any_view_round_trips(setup, seed, actions, reveal_drawn, staged):
    edition, players = setup
    rng = random.Random(seed)
    if staged:
        rnd = Round.from_position(edition, **random_position(rng, edition, players), reveal_drawn=reveal_drawn)
    else:
        rnd = Round.deal(edition, players, seed=seed, reveal_drawn=reveal_drawn)
    for _ in range(actions):
        if rnd.is_over:
            break
        rnd.apply(rng.choice(rnd.legal_actions()))
    seat = rng.randrange(players)
    assert_same_observation(round_tripped(rnd.observation(seat)), rnd.observation(seat))


# ---------------------------------------------------------------------- sealing


def export_bytes(observation, path):
    save_observation(observation, path)
    return path.read_bytes()


@pytest.mark.parametrize(("edition", "players"), SETUPS, ids=SETUP_IDS)
def test_staged_twins_give_identical_files(edition, players, tmp_path):
    """Two positions that differ only in cards hidden from the player: the same bytes,
    also after the same moves, for as long as the player cannot tell them apart."""
    compared = 0
    for seed in range(4):
        rng = random.Random(seed + 31 * players)
        position = random_position(rng, edition, players)
        player = rng.randrange(players)
        twin_position = hidden_twin(position, player, rng)
        first = Round.from_position(edition, **position, reveal_drawn=seed % 2 == 1)
        second = Round.from_position(edition, **twin_position, reveal_drawn=seed % 2 == 1)
        for _ in range(6):
            if first.observation(player) != second.observation(player):
                break
            mine = export_bytes(first.observation(player), tmp_path / "first.json")
            theirs = export_bytes(second.observation(player), tmp_path / "second.json")
            assert mine == theirs
            compared += 1
            common = [action for action in first.legal_actions() if action in set(second.legal_actions())]
            if first.is_over or not common:
                break
            action = rng.choice(common)
            first.apply(action)
            second.apply(action)
    assert compared >= 4


def swapped_twin(rnd, player, rng, tries=40):
    """A round dealt from ``rnd``'s deck with two cards swapped and played with the same
    actions, which ``player`` cannot tell from ``rnd`` although it differs; or None."""
    deck = list(rnd.dealt_deck)
    for _ in range(tries):
        i, j = rng.sample(range(len(deck)), 2)
        if deck[i] is deck[j]:
            continue
        other = list(deck)
        other[i], other[j] = other[j], other[i]
        twin = Round.deal(rnd.edition, list(rnd.names), deck=other, first_player=rnd.start_player,
                          **rnd.options.as_dict())
        try:
            for action in rnd.actions:
                twin.apply(action)
        except IllegalAction:
            continue
        if twin.observation(player) == rnd.observation(player) and twin.snapshot() != rnd.snapshot():
            return twin
    return None


@pytest.mark.parametrize(("edition", "players"), SETUPS, ids=SETUP_IDS)
def test_dealt_twins_give_identical_files(edition, players, tmp_path):
    found = 0
    for seed in range(6):
        rng = random.Random(seed * 13 + players)
        rnd = Round.deal(edition, players, seed=seed, reveal_drawn=seed % 2 == 0)
        for _ in range(rng.randrange(0, 12)):
            if rnd.is_over:
                break
            rnd.apply(rng.choice(rnd.legal_actions()))
        player = rng.randrange(players)
        twin = swapped_twin(rnd, player, rng)
        if twin is None:
            continue
        found += 1
        assert twin.hand(player) == rnd.hand(player)
        assert (export_bytes(rnd.observation(player), tmp_path / "a.json")
                == export_bytes(twin.observation(player), tmp_path / "b.json"))
        assert observation_to_dict(rnd.observation(player)) == observation_to_dict(twin.observation(player))
    assert found >= 3


@pytest.mark.parametrize(("edition", "players"), SETUPS, ids=SETUP_IDS)
def test_a_fresh_position_names_only_the_cards_the_player_sees(edition, players):
    """At a staged position nothing has happened yet: the file may name the player's own
    hand, the discard piles and the face-up cards, and nothing else."""
    for seed in range(5):
        rng = random.Random(seed + 100 * players)
        position = random_position(rng, edition, players)
        rnd = Round.from_position(edition, **position)
        for player in range(players):
            visible = {card.name for card in rnd.hand(player)} | {card.name for card in position["face_up"]}
            visible |= {card.name for pile in position["discards"] for card in pile}
            named = card_names_in(observation_to_dict(rnd.observation(player)))
            assert set(named) <= visible, set(named) - visible


def test_secrets_in_a_file_are_only_the_players_own():
    """Every event with a secret in the file lists the player among those who saw it; an
    event whose secret others saw carries no secret, only who saw it."""
    for seed in range(6):
        rnd = finished_round(REVISED, 4, seed=seed)
        for player in range(4):
            document = observation_to_dict(rnd.observation(player))
            for record in document["events"]:
                if record["secret"] is not None:
                    assert player in record["seen_by"], record
                if record["kind"] == "set_aside":
                    assert record["secret"] is None  # seen by nobody, the round's end shows it


def test_the_file_does_not_depend_on_the_other_players_hands():
    """Ann's file is the same whatever Ben and Cleo hold, at the deal of a round."""
    files = set()
    rng = random.Random(2)
    base = Round.deal(REVISED, 3, seed=2, first_player=1)
    labels = list(base.dealt_deck)
    for _ in range(10):
        deck = list(labels)
        # Keep Ann's card and shuffle everything else: the set-aside card (index 0),
        # Ben's and Cleo's cards (1, 2), the card Ben draws and the deck.
        keep = {3: deck[3]}
        rest = [card for index, card in enumerate(deck) if index not in keep]
        rng.shuffle(rest)
        order = []
        for index in range(len(deck)):
            order.append(keep[index] if index in keep else rest.pop())
        rnd = Round.deal(REVISED, 3, deck=order, first_player=1)
        files.add(json.dumps(observation_to_dict(rnd.observation(0)), sort_keys=True))
    assert len(files) == 1


# ---------------------------------------------------------------------- refusals


@pytest.fixture(scope="module")
def exported():
    """An export of the middle of a round, and the observation it holds."""
    rnd = waiting_round()
    observation = rnd.observation(1)
    return observation, observation_to_dict(observation)


@pytest.fixture(scope="module")
def exported_text(exported):
    observation, document = exported
    return observation, json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def load_text(text, path):
    path.write_text(text, encoding="utf-8")
    return load_observation(path)


def test_every_truncation_is_refused(exported_text, tmp_path):
    observation, text = exported_text
    path = tmp_path / "cut.json"
    for length in list(range(0, 200)) + list(range(200, len(text) - 2, 11)):
        refusal(lambda _: load_text(text[:length], path), None)
    assert_same_observation(load_text(text, path), observation)


@pytest.mark.parametrize("text", [
    "", "   \n", "{", "not json", "[1, 2", '{"format": }', "null", "[]", "42", '"lovelet-observation"',
    "{}", '{"format": "lovelet-observation"}', "[" * 100000, '{"a": NaN}',
])
def test_text_that_is_not_an_export_is_refused(text, tmp_path):
    refusal(lambda _: load_text(text, tmp_path / "x.json"), None)


@pytest.mark.parametrize("garbage", [b"\xff\xfe\x00\x01garbage", bytes(range(256)), b"\x00" * 50,
                                     b"\x89PNG\r\n\x1a\n"])
def test_bytes_garbage_is_refused(garbage, tmp_path):
    path = tmp_path / "garbage.json"
    path.write_bytes(garbage)
    refusal(load_observation, path)


def test_a_missing_file_or_a_folder_is_refused(tmp_path):
    refusal(load_observation, tmp_path / "missing.json")
    refusal(load_observation, tmp_path)
    refusal(load_observation, None)
    refusal(load_observation, 42)


@pytest.mark.parametrize("thing", [None, "{}", [], 42, {}, {"format": "lovelet-observation", "version": 1}])
def test_observation_from_dict_refuses_what_is_not_an_export(thing):
    refusal(observation_from_dict, thing)


def test_a_game_save_is_not_an_export(tmp_path):
    game = Game(REVISED, 3, seed=3)
    path = tmp_path / "game.json"
    lovelet.save_game(game, path)
    assert "not a lovelet observation export" in refusal(load_observation, path)
    refusal(observation_from_dict, json.loads(save_game_text(game)))


def test_only_an_observation_can_be_exported(tmp_path):
    rnd = played_round()
    for thing in (rnd, Game(REVISED, 3, seed=1), None, {}, observation_to_dict(rnd.observation(0))):
        refusal(observation_to_dict, thing, code="BAD_OBSERVATION")
        refusal(lambda where: save_observation(thing, where), tmp_path / "x.json", code="BAD_OBSERVATION")
    assert list(tmp_path.iterdir()) == []


def test_an_edit_without_a_new_digest_is_refused(exported):
    observation, document = exported
    paths = [path for path in leaf_paths(document) if path and path != ("check", "document")]
    for path in paths:
        edited = copy.deepcopy(document)
        value = at(edited, path)
        if isinstance(value, bool):
            replacement = not value
        elif isinstance(value, int):
            replacement = value + 1
        elif isinstance(value, str):
            replacement = value + "X"
        elif isinstance(value, list):
            replacement = value + [0]
        elif isinstance(value, dict):
            replacement = {**value, "extra": 1}
        else:
            replacement = 0
        at(edited, path[:-1])[path[-1]] = replacement
        message = refused_document(edited)
        if path not in (("format",), ("version",), ("check",)):  # read before the digest
            assert "changed after it was written" in message, path
    edited = copy.deepcopy(document)
    edited["check"]["document"] = ("1" if edited["check"]["document"][0] == "0" else "0") + \
        edited["check"]["document"][1:]
    assert "changed after it was written" in refused_document(edited)


def test_every_removed_or_unknown_key_is_refused(exported):
    observation, document = exported
    objects = [()] + [path for path in leaf_paths(document)
                      if path and isinstance(at(document, path), dict) and path[0] != "events"]
    objects += [("events", 0)]
    for path in objects:
        for key in list(at(document, path)):
            damaged = copy.deepcopy(document)
            del at(damaged, path)[key]
            refused_document(reseal(damaged) if (path, key) != (("check",), "document") else damaged)
        damaged = copy.deepcopy(document)
        at(damaged, path)["extra"] = 1
        refused_document(reseal(damaged))


def with_field(document, name, value):
    edited = copy.deepcopy(document)
    edited["fields"][name] = value
    return reseal(edited)


def inconsistent_edits(observation, document):
    """Field edits, each resealed, that the events contradict: all must be refused."""
    fields = document["fields"]
    players = observation.players
    other = next(card.name for card in observation.edition.cards if card.name not in fields["hand"])
    yield "hand", with_field(document, "hand", [other])
    yield "hand +1", with_field(document, "hand", fields["hand"] + [other])
    yield "hand empty", with_field(document, "hand", [])
    yield "deck_size +1", with_field(document, "deck_size", fields["deck_size"] + 1)
    yield "deck_size -1", with_field(document, "deck_size", fields["deck_size"] - 1)
    yield "set_aside_count", with_field(document, "set_aside_count", 1 - fields["set_aside_count"])
    yield "turn +1", with_field(document, "turn", fields["turn"] + 1)
    yield "current_player", with_field(document, "current_player",
                                       (fields["current_player"] + 1) % players)
    yield "current_player none", with_field(document, "current_player", None)
    yield "pending_chancellor", with_field(document, "pending_chancellor", not fields["pending_chancellor"])
    yield "is_over", with_field(document, "is_over", not fields["is_over"])
    yield "winners", with_field(document, "winners", [0])
    yield "favors_needed", with_field(document, "favors_needed", fields["favors_needed"] + 1)
    yield "favors short", with_field(document, "favors", fields["favors"][:-1])
    yield "protected", with_field(document, "protected",
                                  sorted(set(fields["protected"]) ^ {(fields["current_player"] + 1) % players}))
    yield "eliminated", with_field(document, "eliminated", sorted(set(fields["eliminated"]) | {0}))
    piles = copy.deepcopy(fields["discards"])
    piles[0] = piles[0] + [other]
    yield "discards +1", with_field(document, "discards", piles)
    piles = copy.deepcopy(fields["discards"])
    piles[2] = piles[2][::-1] if len(set(piles[2])) > 1 else piles[2] + ["GUARD"]
    yield "discards order", with_field(document, "discards", piles)
    yield "discards short", with_field(document, "discards", fields["discards"][:-1])
    yield "face_up", with_field(document, "face_up", ["GUARD", "GUARD", "GUARD"])
    edited = copy.deepcopy(document)
    edited["events"].pop()
    yield "last event dropped", reseal(edited)
    edited = copy.deepcopy(document)
    edited["events"].append(copy.deepcopy(edited["events"][-1]))
    yield "last event twice", reseal(edited)
    edited = copy.deepcopy(document)
    edited["player"] = (document["player"] + 1) % players
    yield "another player", reseal(edited)
    edited = copy.deepcopy(document)
    edited["edition"] = "classic" if document["edition"] == "revised" else "revised"
    yield "another edition", reseal(edited)
    edited = copy.deepcopy(document)
    edited["players"] = edited["players"][:-1]
    yield "one player fewer", reseal(edited)


def test_an_inconsistent_export_is_refused(exported):
    observation, document = exported
    assert not document["fields"]["is_over"] and document["fields"]["current_player"] != document["player"]
    for name, edited in inconsistent_edits(observation, document):
        message = refused_document(edited)
        assert message, name


def test_an_inconsistent_export_on_the_players_turn_is_refused():
    rnd = played_round(players=3, actions=6, seed=11)
    observation = rnd.observation(rnd.current_player)
    document = observation_to_dict(observation)
    for name, edited in inconsistent_edits(observation, document):
        refused_document(edited)


def test_an_inconsistent_export_of_a_finished_round_is_refused():
    rnd = finished_round(REVISED, 3, seed=2)
    observation = rnd.observation(0)
    document = observation_to_dict(observation)
    loser = next(seat for seat in range(3) if seat not in rnd.winners)
    refused_document(with_field(document, "winners", [loser]))
    refused_document(with_field(document, "is_over", False))
    refused_document(with_field(document, "current_player", 0))
    edited = copy.deepcopy(document)
    edited["events"].pop()  # the round_end event
    refused_document(reseal(edited))


def test_favors_that_already_win_the_game_are_refused(exported):
    observation, document = exported
    refused_document(with_field(document, "favors", [document["fields"]["favors_needed"], 0, 0]))


def test_a_flipped_reveal_drawn_option_is_refused(exported):
    observation, document = exported
    edited = copy.deepcopy(document)
    edited["options"]["reveal_drawn"] = not edited["options"]["reveal_drawn"]
    refused_document(reseal(edited))


def test_a_log_without_its_set_aside_event_is_refused(exported):
    observation, document = exported
    edited = copy.deepcopy(document)
    assert edited["events"][0]["kind"] == "set_aside"
    del edited["events"][0]
    refused_document(reseal(edited))


def event_index(document, kind):
    return next(index for index, record in enumerate(document["events"]) if record["kind"] == kind)


def forged_details():
    """Event details no round can hold, each resealed; (name, kind, edit)."""
    return [
        ("guard target out of range", "guard", lambda record: record["details"].update(target=99)),
        ("guard target a card", "guard", lambda record: record["details"].update(target="PRINCESS")),
        ("guard target a list", "guard", lambda record: record["details"].update(target=[[]])),
        ("guard details empty", "guard", lambda record: record["details"].clear()),
        ("baron loser a card", "baron", lambda record: record["details"].update(loser="SPY")),
        ("baron loser out of range", "baron", lambda record: record["details"].update(loser=99)),
    ]


@pytest.fixture(scope="module")
def export_with_every_kind():
    """An export (of its Baron's player) holding a guard and a baron event."""
    for seed in range(400):
        rnd = played_round(players=3, actions=14, seed=seed)
        events = [event for event in rnd.events]
        barons = [event for event in events if event.kind == "baron"]
        if barons and any(event.kind == "guard" for event in events):
            observation = rnd.observation(barons[0].player)
            return observation, observation_to_dict(observation)
    raise AssertionError("no round with a Guard and a Baron")


@pytest.mark.parametrize("name", [name for name, _, _ in forged_details()])
def test_forged_event_details_are_refused(export_with_every_kind, name):
    observation, document = export_with_every_kind
    _, kind, edit = next(entry for entry in forged_details() if entry[0] == name)
    edited = copy.deepcopy(document)
    edit(edited["events"][event_index(edited, kind)])
    refused_document(reseal(edited))


def test_duplicate_keys_are_refused_or_harmless(exported_text, tmp_path):
    observation, text = exported_text
    assert '"deck_size": ' in text
    for doubled in (text.replace('"deck_size": ', '"deck_size": 99, "deck_size": ', 1),
                    text.replace('"deck_size": ', '"deck_size": 0, "deck_size": ', 1)):
        try:
            loaded = load_text(doubled, tmp_path / "doubled.json")
        except IllegalAction as error:
            assert error.code == "BAD_SAVE"
        else:
            assert_same_observation(loaded, observation)


def test_trailing_data_is_refused(exported_text, tmp_path):
    observation, text = exported_text
    refusal(lambda _: load_text(text + "{}", tmp_path / "x.json"), None)
    refusal(lambda _: load_text(text + text, tmp_path / "x.json"), None)


@settings(max_examples=120, deadline=None)
@given(data=st.data())
def test_a_damaged_file_is_refused_or_loads_the_same_observation(data, tmp_path_factory):
    """Whatever the damage to the text, loading raises only BAD_SAVE, or gives back
    exactly the exported observation."""
    observation, text = _exported_text()
    for _ in range(data.draw(st.integers(1, 3))):
        start = data.draw(st.integers(0, len(text)))
        end = data.draw(st.integers(start, min(len(text), start + 8)))
        text = text[:start] + data.draw(st.text(max_size=4)) + text[end:]
    path = tmp_path_factory.mktemp("damaged") / "view.json"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    try:
        loaded = load_observation(path)
    except IllegalAction as error:
        assert error.code == "BAD_SAVE"
    else:
        assert_same_observation(loaded, observation)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.floats(allow_nan=False)
    | st.sampled_from([card.name for card in Card]) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)

_CACHE = {}


def _exported_text():
    if "text" not in _CACHE:
        observation = waiting_round().observation(1)
        _CACHE["text"] = (observation, json.dumps(observation_to_dict(observation), indent=1,
                                                  sort_keys=True, ensure_ascii=False) + "\n")
    return _CACHE["text"]


def _forgeable():
    if "forgeable" not in _CACHE:
        documents = []
        for seed, players, actions in [(9, 3, 7), (4, 2, 30), (6, 4, 12)]:
            rnd = played_round(players=players, actions=actions, seed=seed, reveal_drawn=seed == 4)
            observation = rnd.observation(seed % players)
            document = observation_to_dict(observation)
            documents.append((observation, document, [path for path in leaf_paths(document) if path]))
        _CACHE["forgeable"] = documents
    return _CACHE["forgeable"]


@settings(max_examples=200, deadline=None)
@given(data=st.data(), value=json_values)
def test_a_forged_value_is_refused_or_loads_a_sound_observation(data, value):
    """With the digest recomputed, any replaced value is refused with BAD_SAVE (a
    damaged export) or BAD_EXPORT (one whose events no round plays), never another
    exception, or loads as an observation that exports and loads again unchanged, its
    fields following from its events."""
    observation, document, paths = data.draw(st.sampled_from(_forgeable()))
    path = data.draw(st.sampled_from(paths))
    document = copy.deepcopy(document)
    at(document, path[:-1])[path[-1]] = value
    reseal(document)
    try:
        loaded = observation_from_dict(document)
    except IllegalAction as error:
        assert error.code in ("BAD_SAVE", "BAD_EXPORT")
        return
    assert isinstance(loaded, Observation)
    assert_same_observation(round_tripped(loaded), loaded)
    for name in FIELDS:
        if path[:2] != ("fields", name) and path[0] not in ("events", "players", "options", "saved_by"):
            assert getattr(loaded, name) == getattr(observation, name)


# ---------------------------------------------------------------------- paths


BAD_PATHS = ["missing folder", "folder", "under a file", "empty", None, 42, b"view.json", ["view.json"]]


@pytest.mark.parametrize("bad", BAD_PATHS, ids=[str(bad) for bad in BAD_PATHS])
def test_a_path_that_cannot_be_written_is_refused_and_nothing_is_written(tmp_path, bad):
    observation = played_round(actions=5).observation(0)
    (tmp_path / "notes.txt").write_text("a file", encoding="utf-8")
    paths = {"missing folder": tmp_path / "missing" / "dir" / "x.json", "folder": tmp_path,
             "under a file": tmp_path / "notes.txt" / "x.json", "empty": ""}
    path = paths.get(bad, bad) if isinstance(bad, str) else bad
    before = sorted(os.walk(tmp_path))
    message = refusal(lambda where: save_observation(observation, where), path, code="BAD_PATH")
    if isinstance(path, (str, os.PathLike)):
        assert str(path) in message, message
    elif isinstance(path, bytes):
        assert repr(path) in message
    else:
        assert type(path).__name__ in message
    assert sorted(os.walk(tmp_path)) == before
    refusal(lambda where: lovelet.save_observation(observation, where), path, code="BAD_PATH")
    assert sorted(os.walk(tmp_path)) == before


def test_the_missing_folder_of_the_issue_is_named():
    observation = played_round().observation(0)
    message = refusal(lambda where: save_observation(observation, where), "/missing/dir/x.json",
                      code="BAD_PATH")
    assert "/missing/dir/x.json" in message
    assert not os.path.exists("/missing")
