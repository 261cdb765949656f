"""Whole games over the network: a real table service (uvicorn, in a process of its own)
and one real WebSocket client per student, each playing as a random agent.

At the end the teacher's save is downloaded and played again locally; then for each seat:
the actions the clients sent are the save's, in order; the observations each client
assembled are, one for one, the observations the local game gives that seat after every
action; and every frame a client received holds nothing but that seat's own export (the
frames put together by hand are exactly the local export document after every action),
while the status, welcome and answers name no card at all.
"""

import io
import random
import subprocess
import sys
import threading
import time
import zipfile

import pytest
import uvicorn

from lovelet import IllegalAction
from lovelet.table_service.app import make_app
from lovelet.table_service.client import SeatClient, TeacherClient, join, wait_for_service
from lovelet.table_service.service import TableService
from seat_players import (TIMEOUT, assembled_documents, distinct, free_port, local_documents, play, replayed,
                          seat_clients, wait_until)

QUICK = {"bot_seconds": 0, "idle_seconds": 0}
GAMES = [("revised", players) for players in range(2, 7)] + [("classic", players) for players in range(2, 5)]


@pytest.mark.parametrize(("edition", "players"), GAMES, ids=[f"{e}-{p}" for e, p in GAMES])
def test_a_whole_game_over_the_network_is_the_local_game_seat_by_seat(service, teacher, edition, players):
    settings = {"edition": edition, "seats": ["student"] * players, **QUICK}
    code, clients, recorders = seat_clients(service.address, teacher, settings)
    sent = []
    try:
        play(clients, random.Random(f"{edition}-{players}"), sent)
    finally:
        for client in clients.values():
            client.close()
    assert teacher.table(code)["state"] == "over"
    saved, points, actions = replayed(teacher.save_text(code))
    assert saved.is_over
    # (a) what the clients sent is the game, in order, each action by the seat that sent it
    assert sent == actions
    assert len(sent) >= 2 * players  # at least a round of more than one turn each
    for seat, client in clients.items():
        # (b) every observation the client assembled, in order, is the local game's at that point
        assert [number for number, _ in recorders[seat].observations] == [number for number, _ in distinct(points[seat])]
        assert distinct(recorders[seat].observations) == distinct(points[seat])
        # (c) every frame holds that seat's export and nothing more
        assert distinct(assembled_documents(client.frames)) == distinct(local_documents(points[seat]))
        assert client.refusals == []
        assert client.status["winners"] == list(saved.winners)
        assert client.observation == points[seat][-1][1]


def test_bots_play_between_students_and_every_student_sees_each_of_their_moves(service, teacher):
    settings = {"edition": "revised", "seats": ["student", "heuristic", "student", "random"], **QUICK}
    code, clients, recorders = seat_clients(service.address, teacher, settings)
    sent = []
    try:
        play(clients, random.Random("bots"), sent)
    finally:
        for client in clients.values():
            client.close()
    saved, points, actions = replayed(teacher.save_text(code))
    assert saved.is_over
    assert sent == [(seat, action) for seat, action in actions if seat in clients]
    assert {seat for seat, _ in actions} == {0, 1, 2, 3}
    for seat, client in clients.items():
        # The bots may have moved before the students' clients connected; from then on,
        # every move reached every client on its own, the bots' included.
        observed, local = distinct(recorders[seat].observations), distinct(points[seat])
        assert len(observed) > len(local) // 2
        assert observed == local[len(local) - len(observed):]
        documents = distinct(local_documents(points[seat]))
        assert distinct(assembled_documents(client.frames)) == documents[len(documents) - len(observed):]


def test_the_teacher_follows_every_table_live(service, teacher):
    seen = []
    follower = teacher.follow(seen.append)
    try:
        assert follower.wait(lambda follower: follower.tables is not None, TIMEOUT)
        before = len(seen)
        code = teacher.create_table({"edition": "revised", "seats": ["student", "heuristic"], **QUICK})
        assert follower.wait(lambda follower: any(table["code"] == code for table in follower.tables), TIMEOUT)
        token = join(service.address, code, "Ann")
        # the heuristic bot plays at once whenever it is its turn: the teacher sees the game move
        assert follower.wait(lambda follower: any(table["code"] == code and table["state"] == "playing"
                                                  for table in follower.tables), TIMEOUT)
        assert len(seen) > before
        view = teacher.table(code)
        assert view["names"][0] == "Ann" and view["seats"][1]["kind"] == "heuristic"
        with SeatClient(service.address, token) as ann:
            # her turn (after the bot's, if it started), or the round the bot ended at once
            assert ann.wait(lambda client: client.observation is not None and client.status is not None
                            and bool(client.observation.legal_actions() or client.status["round_over"]), TIMEOUT)
    finally:
        follower.stop()


def test_refusals_over_http_carry_the_code_and_the_sentence_in_the_language_asked(service, teacher):
    with pytest.raises(IllegalAction) as refusal:
        join(service.address, "ZZZZZZ", "Ann", "fr")
    assert refusal.value.code == "BAD_TABLE_CODE" and "ZZZZZZ" in str(refusal.value)
    assert "Aucune table" in str(refusal.value)
    code = teacher.create_table({"edition": "revised", "seats": ["student", "heuristic"], **QUICK})
    with pytest.raises(IllegalAction) as refusal:
        join(service.address, code, "", "de")
    assert refusal.value.code == "BAD_OPTION"
    join(service.address, code, "Ann")
    with pytest.raises(IllegalAction) as refusal:
        join(service.address, code, "Ben")
    assert refusal.value.code == "TABLE_CLOSED"  # the game started when its one student came
    intruder = type(teacher)(service.address, "not the teacher's token")
    with pytest.raises(IllegalAction) as refusal:
        intruder.tables()
    assert refusal.value.code == "BAD_TOKEN"
    with pytest.raises(IllegalAction) as refusal:
        teacher.replace_with_bot(code, 7)
    assert refusal.value.code == "BAD_OPTION"


def test_the_saves_of_every_table_come_in_one_zip(service, teacher):
    code = teacher.create_table({"edition": "classic", "seats": ["student", "random"], **QUICK})
    waiting = teacher.create_table({"edition": "classic", "seats": ["student", "random"], **QUICK})
    join(service.address, code, "Ann")
    # then nothing moves: the bot waits for Ann, at her turn or for the next round
    wait_until(lambda: teacher.table(code)["current_player"] == 0 or teacher.table(code)["round_over"],
               what="Ann's turn")
    with zipfile.ZipFile(io.BytesIO(teacher.saves_zip())) as archive:
        names = archive.namelist()
        assert f"lovelet-table-{code}.json" in names
        assert f"lovelet-table-{waiting}.json" not in names  # no game yet
        assert archive.read(f"lovelet-table-{code}.json").decode() == teacher.save_text(code)


def _to_ann_turn(ann):
    """Wait until it is Ann's (seat 0's) turn, saying she is ready whenever a round ends."""
    while True:
        assert ann.wait(lambda client: client.status is not None
                        and (client.status["current_player"] == 0 or client.status["round_over"]), TIMEOUT)
        if not ann.status["round_over"]:
            return
        version = ann.status["version"]
        assert ann.next_round() is None
        assert ann.wait(lambda client: client.status["version"] > version, TIMEOUT)


def test_bots_wait_their_seconds_and_an_idle_student_gets_a_stand_in_until_back(service, teacher):
    code = teacher.create_table({"edition": "revised", "seats": ["student", "heuristic"],
                                 "bot_seconds": 0.3, "idle_seconds": 0.8})
    with SeatClient(service.address, join(service.address, code, "Ann"), keep_frames=True) as ann:
        assert ann.wait(lambda client: client.status is not None and client.status["state"] == "playing", TIMEOUT)
        while True:  # Ann acts at once; the bot answers no sooner than its 0.3 s
            _to_ann_turn(ann)
            assert ann.act(ann.observation.legal_actions()[0]) is None
            moved = time.monotonic()
            if ann.status["current_player"] == 1:
                assert ann.wait(lambda client: client.status["current_player"] != 1, TIMEOUT)
                assert time.monotonic() - moved >= 0.25
                break
        # Ann now says nothing at her turn: after 0.8 s a stand-in plays for her
        _to_ann_turn(ann)
        played = len(replayed(teacher.save_text(code))[2])
        assert ann.wait(lambda client: client.status["seats"][0]["stand_in"], TIMEOUT)
        wait_until(lambda: any(seat == 0 for seat, _ in replayed(teacher.save_text(code))[2][played:]),
                   what="the stand-in's move for Ann")
        ann.ping()  # she is back: the stand-in stops
        assert ann.wait(lambda client: not client.status["seats"][0]["stand_in"], TIMEOUT)


def test_the_teachers_controls_reach_the_students(service, teacher):
    code = teacher.create_table({"edition": "revised", "seats": ["student", "student", "student"], **QUICK})
    ann_token = join(service.address, code, "Ann")
    assert teacher.start(code)["state"] == "playing"  # the two empty seats become bots
    with SeatClient(service.address, ann_token, "de") as ann:
        _to_ann_turn(ann)
        assert teacher.pause(code)["state"] == "paused"
        assert ann.wait(lambda client: client.status["state"] == "paused", TIMEOUT)
        kept = ann.observation
        refusal = ann.act(kept.legal_actions()[0])
        assert refusal.code == "TABLE_CLOSED" and refusal.key == "TABLE_CLOSED.paused"
        assert "angehalten" in str(refusal)  # in the language of her hello
        assert ann.observation == kept
        assert teacher.resume(code)["state"] == "playing"
        assert ann.act(kept.legal_actions()[0]) is None
        # her seat given to a bot: it plays her turns, and she may no longer
        view = teacher.replace_with_bot(code, 0, "random")
        assert view["seats"][0]["bot"] == "random"
        # (with no person left, the bots play the round to its end and wait for the teacher)
        assert ann.wait(lambda client: client.status["round_over"], TIMEOUT)
        refusal = ann.act(kept.legal_actions()[0])
        if refusal.code == "TABLE_CLOSED":  # that round ended the game (the table's deals are its own)
            assert refusal.key == "TABLE_CLOSED.over" and teacher.table(code)["state"] == "over"
        else:
            assert refusal.code in ("OUT_OF_TURN", "ROUND_OVER")
            assert teacher.end(code)["state"] == "over"
        assert ann.wait(lambda client: client.status["state"] == "over", TIMEOUT)
        assert ann.next_round().code == "TABLE_CLOSED"


#: Set by the debrief of debriefing_service when it starts, and by the test when that
#: debrief may finish: the test then knows the service answered while a debrief ran.
_DEBRIEF_STARTED, _DEBRIEF_MAY_FINISH = threading.Event(), threading.Event()


def _held_debrief(game, index, language):
    """A debrief that runs until the test lets it finish (as a round of six takes its time)."""
    _DEBRIEF_STARTED.set()
    _DEBRIEF_MAY_FINISH.wait(TIMEOUT)
    return [{"seat": seat, "sentence": f"round {index + 1} of {name} ({language})"}
            for seat, name in enumerate(game.names)]


@pytest.fixture
def debriefing_service():
    """An app whose debrief runs until the test lets it finish, served by uvicorn in a
    thread of this process."""
    _DEBRIEF_STARTED.clear()
    _DEBRIEF_MAY_FINISH.clear()
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(make_app(TableService(None), debrief=_held_debrief), host="127.0.0.1",
                                           port=port, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    address = f"http://127.0.0.1:{port}"
    assert wait_for_service(address, TIMEOUT)
    try:
        yield address, server.config.app.state.service.teacher_token
    finally:
        _DEBRIEF_MAY_FINISH.set()  # a debrief still running ends with the test
        server.should_exit = True
        thread.join(TIMEOUT)


def test_the_debrief_is_made_aside_and_reaches_the_teacher_when_ready(debriefing_service):
    address, token = debriefing_service
    teacher = TeacherClient(address, token, "fr")
    follower = teacher.follow(lambda tables: None)
    code = teacher.create_table({"edition": "revised", "seats": ["student", "student"], **QUICK})
    clients = {}
    for token in [join(address, code, name) for name in ("Ann", "Ben")]:
        client = SeatClient(address, token)
        assert client.wait(lambda client: client.status is not None and client.status["state"] == "playing", TIMEOUT)
        clients[client.seat] = client
    try:
        rng, sent = random.Random("debrief"), []
        play(clients, rng, sent, until=lambda sent: clients[0].status["round_over"])
        # the round is over: the teacher is told at once, the debrief not made yet
        assert follower.wait(lambda follower: any(table["round_over"] for table in follower.tables), TIMEOUT)
        assert next(table for table in follower.tables if table["code"] == code)["debrief"] is None
        # the debrief runs in a thread, held there until the test lets it finish: the
        # service answers meanwhile, the teacher's table among its answers
        assert _DEBRIEF_STARTED.wait(TIMEOUT)
        assert teacher.health()["ok"]
        assert teacher.table(code)["debrief"] is None
        assert not _DEBRIEF_MAY_FINISH.is_set()
        _DEBRIEF_MAY_FINISH.set()
        assert follower.wait(lambda follower: follower.tables[0]["debrief"] is not None, TIMEOUT)
        assert follower.tables[0]["debrief"][0]["sentence"] == "round 1 of Ann (fr)"
        assert teacher.table(code)["debrief"] == follower.tables[0]["debrief"]
    finally:
        follower.stop()
        for client in clients.values():
            client.close()


def test_lovelet_serve_prints_the_teachers_token_and_explains_its_options(service):
    def lovelet(*arguments):
        return subprocess.run([sys.executable, "-m", "lovelet", *arguments], cwd=service.root, env=service.environment,
                              capture_output=True, text=True, timeout=60)

    # the token the running service was started with, read again from its file, alone on its line
    printed = lovelet("serve", "--db", str(service.db), "--print-teacher-token")
    assert printed.returncode == 0 and printed.stdout == f"{service.teacher}\n"
    explained = lovelet("serve", "--help")
    assert explained.returncode == 0
    for option in ("--host", "--port", "--db", "--print-teacher-token"):
        assert option in explained.stdout
    assert "lovelet serve" in lovelet("--help").stdout
    wrong = lovelet("serve", "--port", "many")
    assert wrong.returncode == 2 and "--port" in wrong.stderr
