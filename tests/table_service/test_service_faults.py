"""Faults against a real table service (uvicorn in a process of its own): a student's
connection dropping mid-turn, the service SIGKILLed mid-game and started again on its
SQLite file, and frames that are junk, too large, out of turn, for another seat or with a
token nobody holds.  Each is survived with nothing lost, and each refusal carries its code
and changes nothing.
"""

import asyncio
import json
import random

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from lovelet import Card, Play
from lovelet.table_service import connections
from lovelet.table_service.client import SeatClient, TeacherClient
from seat_players import TIMEOUT, caught_up, distinct, play, replayed, seat_clients, wait_until

QUICK = {"bot_seconds": 0, "idle_seconds": 0}


def _socket(service, path="/ws"):
    return connect(service.address.replace("http", "ws", 1) + path, proxy=None, max_size=None, open_timeout=TIMEOUT)


def _answer(socket, kinds=("refused",)):
    """The next frame of one of ``kinds``; any other frame in between fails the test
    (after a refusal nothing may have changed, so nothing else may come)."""
    frame = json.loads(socket.recv(timeout=TIMEOUT))
    assert frame["type"] in kinds, frame
    return frame


def _until_turn(clients, rng, sent, least):
    """Play until ``least`` actions were sent and a student is to act (not a bot, not
    between rounds): then nothing moves at the table until a student does."""
    status = lambda: next(iter(clients.values())).status  # noqa: E731
    play(clients, rng, sent, until=lambda sent: len(sent) >= least and status()["current_player"] in clients)
    # the status read last may be newer than what the other clients were sent so far
    # (a bot's move comes as several versions): wait until each of them holds it too
    caught_up(clients, status()["version"])


def _finish(clients, rng, sent):
    try:
        play(clients, rng, sent)
    finally:
        for client in clients.values():
            client.close()


def _welcomes(client):
    return sum(json.loads(text)["type"] == "welcome" for text in client.frames)


def _status_since_welcome(client, count):
    """Whether the client was sent a status after its ``count``-th welcome (the frames of
    a connection's first push, the whole rounds again, come before it)."""
    kinds = [json.loads(text)["type"] for text in client.frames]
    welcomes = [index for index, kind in enumerate(kinds) if kind == "welcome"]
    return len(welcomes) >= count and "status" in kinds[welcomes[count - 1]:]


def test_a_seat_that_reconnects_with_its_token_has_the_same_seat_and_state(service, teacher):
    settings = {"edition": "revised", "seats": ["student"] * 3, **QUICK}
    code, clients, _ = seat_clients(service.address, teacher, settings)
    rng, sent = random.Random("reconnect"), []
    _until_turn(clients, rng, sent, 5)
    seat = clients[0].status["current_player"]
    leaving = clients[seat]
    before = leaving.observation
    leaving.close()
    others = [client for number, client in clients.items() if number != seat]
    assert others[0].wait(lambda client: not client.status["seats"][seat]["connected"], TIMEOUT)
    # a new kernel (a reloaded page) with the seat's token
    again = SeatClient(service.address, leaving.token, keep_frames=True)
    assert again.wait(lambda client: _status_since_welcome(client, 1), TIMEOUT)
    assert (again.seat, again.welcome["name"]) == (seat, leaving.welcome["name"])
    assert again.observation == before and again.observation.legal_actions() == before.legal_actions()
    assert others[0].wait(lambda client: client.status["seats"][seat]["connected"], TIMEOUT)
    clients[seat] = again
    # the same client's connection cut as a network would cut it: it comes back by itself
    cut = clients[(seat + 1) % 3]
    kept = cut.observation
    cut.drop()
    assert cut.wait(lambda client: _status_since_welcome(client, 2), TIMEOUT)
    assert _welcomes(cut) == 2 and cut.observation == kept
    caught_up(clients, max(client.status["version"] for client in clients.values()))
    _finish(clients, rng, sent)
    assert teacher.table(code)["state"] == "over"
    assert sent == replayed(teacher.save_text(code))[2]


def test_a_service_killed_mid_game_resumes_every_table_with_nothing_lost(service, teacher):
    tables = []
    for number, settings in enumerate([{"edition": "revised", "seats": ["student"] * 4, **QUICK},
                                       {"edition": "classic", "seats": ["student", "random", "student"], **QUICK}]):
        code, clients, _ = seat_clients(service.address, teacher, settings)
        rng, sent = random.Random(f"killed {number}"), []
        _until_turn(clients, rng, sent, 6)
        tables.append((code, clients, rng, sent))
    before = {code: {seat: client.observation for seat, client in clients.items()} for code, clients, _, _ in tables}
    service.kill()
    with pytest.raises(OSError):
        teacher.tables()
    service.start()
    for code, clients, rng, sent in tables:
        # every accepted action is in the save, and nothing else
        assert [(seat, action) for seat, action in replayed(teacher.save_text(code))[2] if seat in clients] == sent
        # each client connected again by itself and holds its seat's observation as it was
        for seat, client in clients.items():
            assert client.wait(lambda client: _status_since_welcome(client, 2), TIMEOUT)
            assert _welcomes(client) == 2 and client.observation == before[code][seat]
        for client in clients.values():
            assert client.wait(lambda client: all(held["connected"] for held in client.status["seats"]
                                                  if held["kind"] == "student"), TIMEOUT)
    for code, clients, rng, sent in tables:
        _finish(clients, rng, sent)
        saved, _, actions = replayed(teacher.save_text(code))
        assert saved.is_over and sent == [(seat, action) for seat, action in actions if seat in clients]


def test_frames_that_are_junk_too_large_out_of_turn_or_for_another_seat_are_refused_and_change_nothing(
        service, teacher):
    settings = {"edition": "revised", "seats": ["student", "student"], **QUICK}
    code, clients, _ = seat_clients(service.address, teacher, settings)
    turn = clients[0].status["current_player"]
    waiting = 1 - turn
    with _socket(service) as socket:
        # before hello: refused, and the socket stays open
        socket.send(json.dumps({"type": "act", "ref": 1, "action": {"play": "GUARD"}}))
        assert _answer(socket)["key"] == "BAD_MESSAGE.hello_first"
        socket.send("not json")
        assert _answer(socket)["key"] == "BAD_MESSAGE.not_json"
        socket.send(json.dumps({"type": "hello", "token": clients[waiting].token, "language": "fr"}))
        assert _answer(socket, ("welcome",))["seat"] == waiting
        while _answer(socket, ("observation", "status"))["type"] != "status":
            pass
        wait_until(lambda: teacher.table(code)["seats"][waiting]["connected"], what="the socket counted")
        caught_up(clients, teacher.table(code)["version"])
        version, save = teacher.table(code)["version"], teacher.save_text(code)
        observations = {seat: client.observation for seat, client in clients.items()}
        frames = {seat: len(client.frames) for seat, client in clients.items()}
        legal = clients[turn].observation.legal_actions()[0]
        record = {"play": legal.card.name, "target": legal.target,
                  "guess": None if legal.guess is None else legal.guess.name}
        bad = [
            ("not json", None, "BAD_MESSAGE.not_json"),
            ("[1, 2]", None, "BAD_MESSAGE.not_an_object"),
            (json.dumps({"type": "dance", "ref": 3}), 3, "BAD_MESSAGE.unknown_type"),
            (json.dumps({"type": "act", "ref": 4}), 4, "BAD_MESSAGE.field"),
            (json.dumps({"type": "ping", "ref": 5, "pad": "x" * (16 * 1024)}), 5, "BAD_MESSAGE.too_large"),
            (json.dumps({"type": "act", "ref": 6, "action": {"play": "DRAGON"}}), 6, "UNKNOWN_CARD"),
            (json.dumps({"type": "act", "ref": 7, "action": record}), 7, "OUT_OF_TURN"),
            (json.dumps({"type": "act", "ref": 8, "seat": turn, "action": record}), 8, "NOT_YOUR_SEAT"),
            (json.dumps({"type": "act", "ref": 9, "player": clients[turn].welcome["name"], "action": record}), 9,
             "NOT_YOUR_SEAT"),
            (json.dumps({"type": "next_round", "ref": 10}), 10, "ROUND_NOT_OVER"),
        ]
        for text, ref, key in bad:
            socket.send(text)
            refusal = _answer(socket)
            assert (refusal["ref"], refusal["code"]) == (ref, key.split(".")[0]), (text[:60], refusal)
            if "." in key:
                assert refusal["key"] == key
            assert refusal["sentence"] and refusal["sentence"] != refusal["code"]
        socket.send("not json")
        assert _answer(socket)["sentence"].startswith("Le service des tables")  # the language of its hello
        # the socket is still open and answers
        socket.send(json.dumps({"type": "ping", "ref": 11}))
        assert _answer(socket, ("pong",))["ref"] == 11
        # the seat whose turn it is, with a card it does not hold: refused to it alone
        held = {card for card in clients[turn].observation.hand}
        missing = next(card for card in Card if card not in held and card != Card.GUARD
                       and card in clients[turn].observation.edition.cards)
        refusal = clients[turn].act(Play(missing))
        assert refusal is not None and refusal.code == "CARD_NOT_IN_HAND"
        assert teacher.table(code)["version"] == version and teacher.save_text(code) == save
        assert {seat: client.observation for seat, client in clients.items()} == observations
        assert len(clients[waiting].frames) == frames[waiting]  # nobody else heard of the refusals
        assert clients[waiting].refusals == []
    for client in clients.values():
        client.close()


def test_a_frame_over_a_mebibyte_closes_only_its_own_socket(service, teacher):
    settings = {"edition": "revised", "seats": ["student", "student"], **QUICK}
    code, clients, _ = seat_clients(service.address, teacher, settings)
    version = teacher.table(code)["version"]
    with _socket(service) as socket:
        socket.send(json.dumps({"type": "ping", "pad": "x" * (2 * 1024 * 1024)}))
        with pytest.raises(ConnectionClosed):
            socket.recv(timeout=TIMEOUT)
    assert service.address and teacher.table(code)["version"] == version
    turn = clients[0].status["current_player"]
    assert clients[turn].act(clients[turn].observation.legal_actions()[0]) is None
    for client in clients.values():
        client.close()


def test_an_unknown_token_is_refused_then_the_socket_is_closed(service, teacher):
    for path, hello in (("/ws", {"type": "hello", "token": "not-a-seat-token-at-all"}),
                        ("/ws/teacher", {"type": "hello", "token": "not the teacher's token"})):
        with _socket(service, path) as socket:
            socket.send(json.dumps(hello))
            assert _answer(socket)["code"] == "BAD_TOKEN"
            with pytest.raises(ConnectionClosed) as closed:
                socket.recv(timeout=TIMEOUT)
            assert closed.value.rcvd.code == 4401
    client = SeatClient(service.address, "not-a-seat-token-at-all")
    assert client.wait(lambda client: client.error is not None, TIMEOUT)
    assert client.error.code == "BAD_TOKEN" and client.welcome is None
    wait_until(lambda: client.stopped, what="the client to stop trying")
    follower = TeacherClient(service.address, "not the teacher's token").follow(lambda tables: None)
    assert follower.wait(lambda follower: follower.error is not None, TIMEOUT)
    wait_until(lambda: follower.stopped, what="the follower to stop trying")


def test_a_socket_that_reads_nothing_is_closed_rather_than_fed_forever(monkeypatch):
    monkeypatch.setattr(connections, "OUTBOX_LIMIT", 5)

    class Stalled:
        """A peer that never takes a frame: every send waits forever."""

        def __init__(self):
            self.sent, self.closed = [], None

        async def send_text(self, text):
            self.sent.append(text)
            await asyncio.Event().wait()

        async def close(self, code):
            self.closed = code

    async def scenario():
        peer = Stalled()
        socket = connections.TeacherConnection(peer, "en")
        writer = asyncio.create_task(socket.write())
        for number in range(8):
            socket.send({"type": "pong", "ref": number})
            await asyncio.sleep(0)
        # the first frame is stuck in the peer; four more waited; the sixth overflowed:
        # everything waiting was let go, and the socket is to be closed
        assert len(peer.sent) == 1 and socket._outbox.qsize() == 1
        writer.cancel()
        return socket._outbox.get_nowait()

    assert asyncio.run(scenario()) == ("close", connections.CLOSE_OVERFLOW)
