"""The table service's core without a network: tables, seats, frames, the journal.

Whole games are played through :class:`TableService` by seats acting as random agents
and checked against a local :class:`~lovelet.Game` of the same seed and actions; every
frame each seat receives is compared with what the engine lets that seat know; a
service opened again on its SQLite file must hold every table exactly as it was.
"""

import json
import random

import pytest

import lovelet
from lovelet import Game, IllegalAction
from lovelet.companion.exports import observation_to_dict
from lovelet.engine.restoring import action_record
from lovelet.engine.streams import derived_seed
from lovelet.table_service.frames import ObservationAssembler
from lovelet.table_service.service import TableService
from lovelet.table_service.settings import TableSettings
from lovelet.table_service.tokens import CODE_ALPHABET, normal_code

QUICK = {"bot_seconds": 0, "idle_seconds": 0}


def _settings(edition="revised", seats=("student", "student"), **more):
    return {"edition": edition, "seats": list(seats), **QUICK, **more}


def _table_of_students(service, players, edition="revised", bots=0, now=0.0):
    seats = ["student"] * (players - bots) + ["heuristic"] * bots
    table = service.create_table(_settings(edition, seats), now=now)
    tokens = {}
    for number in range(players - bots):
        token, _, seat = service.join(table.code, f"Student {number + 1}", "en", now=now)
        tokens[seat] = token
    return table, tokens


def _play(service, table, tokens, seed, now=0.0, check=None):
    """Play the table to its end: every student seat a random agent drawing from
    ``seed``; ``check(now)`` after every change.  Returns the actions each seat sent."""
    rng = random.Random(seed)
    for token in tokens.values():
        service.connected(token, True, now)
    while table.state == "playing":
        now += 1.0
        changed = service.step(now)
        rnd = table.game.round
        if not changed:
            if rnd.is_over:
                for token in tokens.values():
                    if table.state == "playing" and table.game.round.is_over:
                        service.next_round(token, now)
            else:
                seat = rnd.current_player
                if seat in tokens:
                    legal = table.observation(seat).legal_actions()
                    service.act(tokens[seat], action_record(rng.choice(legal)), now)
        if check is not None:
            check(now)
    return now


@pytest.mark.parametrize("edition,players", [("revised", 2), ("revised", 4), ("revised", 6),
                                              ("classic", 2), ("classic", 4)])
def test_a_whole_game_at_a_table_is_the_local_game_of_its_seed_and_actions(edition, players):
    service = TableService()
    table, tokens = _table_of_students(service, players, edition, bots=players // 3)
    assemblers = {seat: ObservationAssembler() for seat in range(players)}
    sent = dict.fromkeys(range(players))

    def check(now):
        for seat in range(players):
            frames, sent[seat] = table.observation_frames(seat, sent[seat])
            for frame in frames:
                assemblers[seat].add(json.loads(json.dumps(frame)))
            # each seat's kernel holds exactly its engine observation, nothing more
            assert assemblers[seat].observation == table.game.round.observation(seat)

    _play(service, table, tokens, seed=players, check=check)
    assert table.game.is_over and table.state == "over"
    local = Game(edition, table.status()["names"], seed=derived_seed(table.seed, "game"))
    for index, played in enumerate(table.game.rounds):
        if index:
            local.next_round()
        for action in played.actions:
            local.apply(action)
    assert local == table.game
    assert lovelet.load_game_text(service.save_text(table.code)) == table.game


def test_every_frame_a_seat_receives_is_its_own_export_and_names_no_card_hidden_from_it():
    service = TableService()
    table, tokens = _table_of_students(service, 4)
    sent = dict.fromkeys(range(4))
    leaks = []

    def check(now):
        rnd = table.game.round
        for seat in range(4):
            frames, sent[seat] = table.observation_frames(seat, sent[seat])
            export = observation_to_dict(rnd.observation(seat), verify=False)
            for frame in frames:
                if frame["round"] != len(table.game.rounds):
                    continue  # the end of an earlier round, checked when it was current
                assert frame["fields"] == export["fields"]
                assert frame["events"] == export["events"][frame["first"]:]
                for event in frame["events"]:
                    if event["secret"] is not None and seat not in (event["seen_by"] or ()):
                        leaks.append((seat, event))
                if not rnd.is_over:  # during play, no other hand and no deck card appears
                    others = [rnd.hand(other) for other in range(4) if other != seat]
                    assert frame["fields"]["hand"] == [card.name for card in rnd.hand(seat)]
                    assert "deck" not in json.dumps(frame["fields"]).replace("deck_size", "")
                    assert others  # (the fields hold only sizes of the other hands)

    _play(service, table, tokens, seed=9, check=check)
    assert leaks == []


def test_no_status_frame_or_teacher_view_holds_the_seed():
    service = TableService()
    table, tokens = _table_of_students(service, 3)
    _play(service, table, tokens, seed=1)
    text = json.dumps([table.status(), table.teacher_view("en"), table.observation_frames(0, None)[0]])
    assert str(table.seed) not in text and str(table.game.seed) not in text


def test_joining_seats_students_by_code_with_unique_names_and_starts_when_every_seat_is_taken():
    service = TableService()
    table = service.create_table(_settings(seats=["student", "heuristic", "student"]), now=0)
    assert table.state == "waiting" and set(table.code) <= set(CODE_ALPHABET)
    token, _, seat = service.join(f" {table.code[:3].lower()}-{table.code[3:]} ", "  Ann ", "fr", now=0)
    assert seat == 0 and table.seats[0].name == "Ann" and table.state == "waiting"
    _, _, second = service.join(table.code, "ann", "de", now=0)
    assert second == 2 and table.seats[2].name == "ann (2)"
    assert table.state == "playing" and table.game.names == ("Ann", "Bot 2", "ann (2)")
    with pytest.raises(IllegalAction) as full:
        service.join(table.code, "Cleo")
    assert full.value.code == "TABLE_CLOSED"
    assert service.seat_of(token) == (table, 0)


@pytest.mark.parametrize("name", ["", "   ", "x" * 25, "Ann\x00", "Ann\u202e", 12, None])
def test_a_name_that_cannot_be_one_is_refused_and_seats_nobody(name):
    service = TableService()
    table = service.create_table(_settings(), now=0)
    with pytest.raises(IllegalAction) as caught:
        service.join(table.code, name)
    assert caught.value.code == "BAD_OPTION" and table.version == 0
    assert all(seat.digest is None for seat in table.seats)


@pytest.mark.parametrize("code", ["", "ZZZZZZ", "ABC", None, 5, "A" * 100])
def test_an_unknown_table_code_is_refused(code):
    service = TableService()
    service.create_table(_settings(), now=0)
    with pytest.raises(IllegalAction) as caught:
        service.join(code, "Ann")
    assert caught.value.code == "BAD_TABLE_CODE"


def test_a_table_code_is_read_forgivingly_but_only_from_its_alphabet():
    assert normal_code("ab-cd 23") == "ABCD23"
    assert normal_code("ABCD10") is None and normal_code("ABCDO2") is None


@pytest.mark.parametrize("token", ["", "x" * 32, None, 42, "a" * 500])
def test_a_token_the_service_never_gave_holds_no_seat(token):
    service = TableService()
    table, tokens = _table_of_students(service, 2)
    before = (table.version, table.game.snapshot())
    with pytest.raises(IllegalAction) as caught:
        service.act(token, {"play": "GUARD"})
    assert caught.value.code == "BAD_TOKEN"
    assert (table.version, table.game.snapshot()) == before


def test_an_action_out_of_turn_or_illegal_changes_nothing_and_is_said_in_the_seat_language():
    service = TableService()
    table, tokens = _table_of_students(service, 2)
    current = table.game.round.current_player
    other = 1 - current
    before = (table.version, table.game.snapshot())
    with pytest.raises(IllegalAction) as caught:
        service.act(tokens[other], {"play": "GUARD", "target": current, "guess": "PRIEST"})
    assert caught.value.code == "OUT_OF_TURN"
    hand = table.game.round.hand(current)
    absent = next(card for card in table.game.edition.cards if card not in hand)
    with pytest.raises(IllegalAction) as caught:
        service.act(tokens[current], {"play": absent.name})
    assert caught.value.code == "CARD_NOT_IN_HAND"
    for junk in [{"play": 3}, {"play": "GUARD", "target": True}, {"chancellor_return": "KING"}, [], "GUARD",
                 {"play": "GUARD", "extra": 1}, {"play": "NOT_A_CARD"}]:
        with pytest.raises(IllegalAction) as caught:
            service.act(tokens[current], junk)
        assert caught.value.code in ("BAD_MESSAGE", "UNKNOWN_CARD"), junk
    assert (table.version, table.game.snapshot()) == before


def test_a_paused_table_refuses_play_and_moves_no_bot_until_resumed():
    service = TableService()
    table = service.create_table(_settings(seats=["heuristic", "student"]), now=0)
    token, _, seat = service.join(table.code, "Ann", now=0)
    service.teacher(table.code, "pause", now=0)
    assert table.state == "paused" and service.due(1) is None and service.step(5) == []
    with pytest.raises(IllegalAction) as caught:
        service.act(token, {"play": "GUARD"})
    assert caught.value.code == "TABLE_CLOSED" and "pause" in str(caught.value)
    service.teacher(table.code, "resume", now=10)
    if table.game.round.current_player == 0:
        assert service.step(10) == [table]


def test_the_teacher_starts_a_table_early_with_bots_and_can_give_a_seat_to_a_bot():
    service = TableService()
    table = service.create_table(_settings(seats=["student"] * 3), now=0)
    token, _, seat = service.join(table.code, "Ann", now=0)
    service.teacher(table.code, "start", now=0)
    assert table.state == "playing" and [s["bot"] for s in table.status()["seats"]] == [None, "heuristic", "heuristic"]
    service.replace_with_bot(table.code, 0, "random", now=1)
    assert table.status()["seats"][0] == {"seat": 0, "name": "Ann", "kind": "bot", "bot": "random", "joined": True,
                                          "connected": False, "stand_in": False}
    while table.state == "playing" and not table.game.round.is_over:
        assert service.step(100) == [table]  # every seat is a bot now
    with pytest.raises(IllegalAction) as caught:
        service.replace_with_bot(table.code, 7, "random")
    assert caught.value.code == "BAD_OPTION"
    with pytest.raises(IllegalAction) as caught:
        service.replace_with_bot(table.code, 1, "genius")
    assert caught.value.code == "BAD_OPTION"


def test_an_idle_student_is_played_by_a_bot_until_they_are_back():
    service = TableService()
    table = service.create_table(_settings(seats=["student", "student"], idle_seconds=30), now=0)
    tokens = [service.join(table.code, name, now=0)[0] for name in ("Ann", "Ben")]
    current = table.game.round.current_player
    assert service.due(now=0) == 30 and service.step(29) == []
    assert service.step(30) == [table] and table.seats[current].stand_in  # the stand-in takes the seat
    assert table.status()["seats"][current]["stand_in"]
    moves = len(table.game.round.actions)
    service.step(30)  # then plays at the bots' pace (bot_seconds 0)
    assert len(table.game.round.actions) == moves + 1 or table.game.round.is_over
    service.seen(tokens[current], now=31)
    assert not table.seats[current].stand_in


def test_the_next_round_starts_when_every_connected_student_is_ready():
    service = TableService()
    table, tokens = _table_of_students(service, 3)
    for token in tokens.values():
        service.connected(token, True, 0)
    rng = random.Random(4)
    while not table.game.round.is_over:
        seat = table.game.round.current_player
        service.act(tokens[seat], action_record(rng.choice(table.observation(seat).legal_actions())), 1)
    if table.state == "over":
        pytest.skip("the first round ended the game")
    service.connected(tokens[2], False, 2)  # Cleo closed her page: nobody waits for her
    service.next_round(tokens[0], 2)
    assert len(table.game.rounds) == 1 and table.status()["ready"] == [0]
    service.next_round(tokens[1], 3)
    assert len(table.game.rounds) == 2 and table.status()["ready"] == []


def test_a_service_opened_again_on_its_file_resumes_every_table_exactly(tmp_path):
    path = tmp_path / "class.sqlite"
    service = TableService(path)
    playing, tokens = _table_of_students(service, 4, bots=1)
    waiting = service.create_table(_settings(seats=["student", "student"]), now=0)
    first, _, _ = service.join(waiting.code, "Dora", now=0)
    paused, paused_tokens = _table_of_students(service, 2)
    service.teacher(paused.code, "pause", now=0)
    rng = random.Random(2)
    for _ in range(12):
        service.step(100)
        rnd = playing.game.round
        if rnd.is_over:
            break
        seat = rnd.current_player
        if seat in tokens:
            service.act(tokens[seat], action_record(rng.choice(playing.observation(seat).legal_actions())), 100)
    service.close()

    again = TableService(path)
    assert [table.code for table in again.tables()] == [playing.code, waiting.code, paused.code]
    assert again.teacher_token == service.teacher_token
    assert again.table(playing.code).game == playing.game
    assert again.table(playing.code).status() | {"version": 0} == playing.status() | {"version": 0}
    assert again.table(waiting.code).state == "waiting" and again.seat_of(first)[1] == 0
    assert again.table(paused.code).state == "paused"
    assert again.table(paused.code).game == paused.game
    assert again.seat_of(tokens[0])[0].code == playing.code
    assert again.table(playing.code).seed == playing.seed
    again.close()


def test_seat_tokens_are_kept_only_as_digests(tmp_path):
    path = tmp_path / "class.sqlite"
    service = TableService(path)
    table, tokens = _table_of_students(service, 2)
    service.close()
    stored = path.read_bytes() + (tmp_path / "class.sqlite-wal").read_bytes() if (tmp_path / "class.sqlite-wal").exists() else path.read_bytes()
    for token in tokens.values():
        assert token.encode() not in stored
        assert len(token) >= 32  # 192 bits, URL-safe


@pytest.mark.parametrize("settings,variant", [
    ({"edition": "modern", "seats": ["student"] * 2}, "BAD_OPTION"),
    ({"edition": "classic", "seats": ["student"] * 5}, "BAD_OPTION"),
    ({"edition": "revised", "seats": ["heuristic"] * 3}, "BAD_OPTION"),
    ({"edition": "revised", "seats": ["student", "wizard"]}, "BAD_OPTION"),
    ({"edition": "revised", "seats": ["student"] * 2, "idle_seconds": -1}, "BAD_OPTION"),
    ({"edition": "revised", "seats": ["student"] * 2, "bot_seconds": float("nan")}, "BAD_OPTION"),
    ({"edition": "revised", "seats": ["student"] * 2, "coach": "yes"}, "BAD_OPTION"),
    ({"edition": "revised", "seats": ["student"] * 2, "colour": "red"}, "BAD_OPTION"),
    ({"edition": "revised", "seats": ["student"] * 2, "options": {"tie_break": "discard_sum"}}, "BAD_OPTION"),
    ([], "BAD_OPTION"),
])
def test_settings_that_are_not_a_table_are_refused_and_create_nothing(settings, variant):
    service = TableService()
    with pytest.raises(IllegalAction) as caught:
        service.create_table(settings)
    assert caught.value.code == variant and service.tables() == []
    for language in ("en", "fr", "de"):
        assert caught.value.sentence(language)


def test_settings_read_back_from_their_json_are_the_same_and_frozen():
    settings = TableSettings.read(_settings("classic", ["student", "cautious"], options={"tie_break": "discard_sum"}))
    assert TableSettings.read(json.loads(json.dumps(settings.as_dict()))) == settings
    with pytest.raises(TypeError):
        settings.options["tie_break"] = "shared"


def test_the_teacher_token_is_checked_and_the_teacher_view_shows_hands_only_after_a_round():
    service = TableService()
    with pytest.raises(IllegalAction) as caught:
        service.check_teacher("guess")
    assert caught.value.code == "BAD_TOKEN"
    service.check_teacher(service.teacher_token)
    table, tokens = _table_of_students(service, 2)
    view = table.teacher_view("fr")
    assert view["hands"] == [] and view["last_round"] is None
    rng = random.Random(0)
    while not table.game.round.is_over:
        seat = table.game.round.current_player
        service.act(tokens[seat], action_record(rng.choice(table.observation(seat).legal_actions())), 1)
    view = table.teacher_view("fr")
    rnd = table.game.round
    assert view["last_round"] == 1 and view["hands"] == [[card.name for card in rnd.hand(s)] for s in range(2)]
    assert view["log"] and all(isinstance(line, str) for line in view["log"])
