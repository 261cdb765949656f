"""Students played by programs over the network, and the same game replayed locally.

Shared by the network tests of the table service (test_service_network, test_service_faults):
each student is a :class:`~lovelet.table_service.client.SeatClient` that keeps every frame's text
and every observation it assembled; :func:`play` makes them play as random agents (a
uniform choice among ``observation.legal_actions()`` from a seeded generator), one action
at a time, every client caught up before the next; :func:`replayed` plays the teacher's
save again locally and gives each seat's observation after every action.
"""

import json
import socket
import time

import lovelet
from lovelet import Card, Game
from lovelet.companion.exports import observation_to_dict
import pytest

from lovelet.table_service.client import SeatClient, join

TIMEOUT = 20.0
CARD_NAMES = frozenset(card.name for card in Card)


class Recorder:
    """A client's listener that keeps each observation it assembled, in order."""

    def __init__(self):
        self.observations = []  # (round number, Observation)

    def __call__(self, client):
        observation = client.observation
        if observation is not None and (not self.observations or self.observations[-1][1] is not observation):
            self.observations.append((client.round, observation))


def seat_clients(address, teacher, settings, names=None):
    """A table made with ``settings`` whose every student seat is joined by a client:
    (its code, the clients by seat, their recorders), every client holding its first
    observation and the game's status."""
    code = teacher.create_table(settings)
    students = settings["seats"].count("student")
    names = names or [f"Student {number + 1}" for number in range(students)]
    tokens = [join(address, code, name, "en") for name in names]
    clients, recorders = {}, {}
    for token in tokens:
        recorder = Recorder()
        client = SeatClient(address, token, "en", on_change=recorder, keep_frames=True)
        assert client.wait(lambda client: client.welcome is not None, TIMEOUT), client.error
        clients[client.seat], recorders[client.seat] = client, recorder
    for client in clients.values():
        assert client.wait(lambda client: client.observation is not None and client.status is not None
                           and client.status["state"] == "playing", TIMEOUT)
    return code, clients, recorders


def caught_up(clients, version):
    """Wait until every client has the status of ``version`` or a later one."""
    for client in clients.values():
        assert client.wait(lambda client: client.status["version"] >= version, TIMEOUT), client.status


def play(clients, rng, sent, until=lambda sent: False):
    """Play at the table until the game is over (or ``until(sent)``): the student whose
    turn it is acts at random (a bot's turn is waited for), and every client says it is
    ready for the next round.
    ``sent`` (a list) gets each accepted (seat, action) in order."""
    any_client = next(iter(clients.values()))
    while not until(sent):
        status = any_client.status
        caught_up(clients, status["version"])  # the others may be a frame behind this one
        if status["state"] == "over":
            return
        if status["round_over"]:
            for client in clients.values():
                assert client.next_round() is None
                caught_up(clients, client.status["version"])
            continue
        seat = status["current_player"]
        if seat not in clients:  # a bot's turn: the service plays it by itself
            version = status["version"]
            assert any_client.wait(lambda client: client.status["version"] > version, TIMEOUT), status
            caught_up(clients, any_client.status["version"])
            continue
        client = clients[seat]
        legal = client.observation.legal_actions()
        assert legal, (f"seat {seat} has the turn by the status but no legal action in its observation: "
                       f"{status}, {client.status}, {client.round}, {client.observation}")
        action = rng.choice(legal)
        refusal = client.act(action)
        assert refusal is None, refusal
        sent.append((seat, action))
        caught_up(clients, client.status["version"])


def replayed(save):
    """The save's game played again locally: (the loaded game, each seat's observations
    after the deal and after every action as (round number, Observation), the actions as
    (seat, action) in order)."""
    saved = lovelet.load_game_text(save)
    first = saved.rounds[0]
    local = Game(saved.edition, saved.names, first_player=first.start_player, deck=first.dealt_deck,
                 **saved.options.as_dict())
    points = {seat: [] for seat in range(len(saved.names))}
    actions = []

    def note():
        for seat, kept in points.items():
            kept.append((len(local.rounds), local.round.observation(seat)))

    for index, rnd in enumerate(saved.rounds):
        if index:
            local.next_round(start_player=rnd.start_player, deck=rnd.dealt_deck)
        note()
        for action in rnd.actions:
            actions.append((local.round.current_player, action))
            local.apply(action)
            note()
    return saved, points, actions


def distinct(sequence):
    """``sequence`` without its consecutive repeats."""
    kept = []
    for item in sequence:
        if not kept or kept[-1] != item:
            kept.append(item)
    return kept


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def assembled_documents(texts):
    """The observation frames among ``texts`` put together by hand, as (round, export
    document) after each; every other frame is checked to name no card at all."""
    documents, document, number = [], None, None
    for text in texts:
        frame = json.loads(text)
        kind = frame["type"]
        assert kind in ("welcome", "status", "observation", "accepted", "refused", "pong"), kind
        if kind != "observation":
            assert not CARD_NAMES & set(_strings(frame)), f"a {kind} frame names a card: {text}"
            continue
        expected = {"type", "round", "first", "events", "fields", "check"} | ({"header"} if frame["first"] == 0 else set())
        assert set(frame) == expected, text
        if frame["first"] == 0:
            document, number = {**frame["header"], "events": []}, frame["round"]
        else:
            assert (frame["round"], frame["first"]) == (number, len(document["events"])), text
        document = {**document, "events": document["events"] + frame["events"], "fields": frame["fields"],
                    "check": frame["check"]}
        documents.append((number, document))
    return documents


def local_documents(points):
    """Each of a seat's local observations as the export document the service sends."""
    return [(number, observation_to_dict(observation, verify=False)) for number, observation in points]


def free_port():
    """A localhost port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until(predicate, timeout=TIMEOUT, what="the condition"):
    """Poll ``predicate()`` until it holds; fail the test after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            pytest.fail(f"timed out waiting for {what}")
        time.sleep(0.02)
