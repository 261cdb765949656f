"""A table service and its seats' links, in one process, for the student page's tests.

:class:`ServiceEnd` is a real :class:`~lovelet.table_service.service.TableService` (in memory)
behind a thread that reads JSON frames from a queue, as the app reads a websocket, and
answers each seat with the design's frames (welcome, status, observation, accepted,
refused: ``docs/table-service.md``); it moves the bots at once (``bot_seconds`` 0).

:class:`FakeSeatClient` is a seat's side of that link, with the interface of
``lovelet.table_service.client.SeatClient`` that :class:`~lovelet.widgets.seat_table.SeatTableController`
uses: frames in and out as JSON text, the observation put back together by
:class:`~lovelet.table_service.frames.ObservationAssembler`, news told from the service's
thread.  It holds no reference to the service: only a queue of text, as a socket would.
"""

from __future__ import annotations

import itertools
import json
import queue
import threading

from lovelet.engine.errors import IllegalAction
from lovelet.table_service.frames import ObservationAssembler, action_from_record, action_record, read_client_frame
from lovelet.table_service.service import TableService

QUICK = {"bot_seconds": 0, "idle_seconds": 0}
WAIT = 10.0  # seconds a test waits for the service's answer at most


class FakeSeatClient:
    """One seat's link to a :class:`ServiceEnd` (see the module's docstring)."""

    def __init__(self, outbox: queue.Queue, token: str, language: str = "en") -> None:
        self.welcome = None
        self.status = None
        self.connected = False
        self._assembler = ObservationAssembler()
        self._callbacks = []
        self.received: list[str] = []  # every frame, as text (for the tests)
        self._outbox = outbox
        self._answers: dict = {}
        self._answered = threading.Condition()
        self._refs = itertools.count(1)
        self._token, self._language = token, language
        self.reconnect()

    def reconnect(self) -> None:
        """Say hello (again, after drop()): the service sends the rounds from their start."""
        self._assembler = ObservationAssembler()
        self._send({"type": "hello", "token": self._token, "language": self._language})
        refusal = self._wait(None)
        if refusal is not None:
            raise refusal

    # what SeatTableController reads
    @property
    def observation(self):
        return self._assembler.observation

    @property
    def finished(self):
        return self._assembler.finished

    @property
    def round(self):
        return self._assembler.round

    def add_listener(self, callback) -> None:
        self._callbacks.append(callback)

    def act(self, action):
        if not self.connected:
            raise ConnectionError("not connected to the table service")
        ref = next(self._refs)
        self._send({"type": "act", "ref": ref, "action": action_record(action)})
        return self._wait(ref)

    def next_round(self):
        if not self.connected:
            raise ConnectionError("not connected to the table service")
        ref = next(self._refs)
        self._send({"type": "next_round", "ref": ref})
        return self._wait(ref)

    def set_language(self, language: str) -> None:
        self._language = language
        self._send({"type": "language", "language": language})

    def drop(self) -> None:
        """The link breaks (the page's network, not the student): the service is told."""
        self._send({"type": "__closed__"})

    # the link
    def _send(self, frame) -> None:
        self._outbox.put((self, json.dumps(frame)))

    def _wait(self, ref):
        with self._answered:
            if not self._answered.wait_for(lambda: ref in self._answers, timeout=WAIT):
                raise TimeoutError(f"no answer to {ref}")
            return self._answers.pop(ref)

    def receive(self, text: str) -> None:
        """A frame from the service (called from the service's thread)."""
        self.received.append(text)
        frame = json.loads(text)
        kind = frame.pop("type")
        if kind in ("accepted", "refused"):
            answer = None if kind == "accepted" else IllegalAction(frame["code"], frame["sentence"])
            with self._answered:
                self._answers[frame.get("ref")] = answer
                self._answered.notify_all()
            return
        if kind == "welcome":
            self.welcome = frame
            self.connected = True
            with self._answered:
                self._answers[None] = None
                self._answered.notify_all()
        elif kind == "status":
            self.status = frame
        elif kind == "observation":
            self._assembler.add(frame)
        elif kind == "closed":
            self.connected = False
        for callback in list(self._callbacks):
            callback(self)


class ServiceEnd:
    """A TableService serving FakeSeatClients from its own thread (see the module)."""

    def __init__(self) -> None:
        self.service = TableService(None)
        self.inbox: queue.Queue = queue.Queue()
        self._seats: dict = {}  # client -> [token, sent]
        self._now = 0.0
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    # for the tests
    def table(self, seats=("student", "student"), **settings):
        table = self.service.create_table({"edition": "revised", "seats": list(seats), **QUICK, **settings},
                                          now=self._now)
        return table.code

    def join(self, code, name, language="en"):
        """(token, seat) of a new student at table ``code`` (the HTTP join's answer)."""
        box: dict = {}
        self.call(lambda: box.update(zip(("token", "table", "seat"), self.service.join(code, name, language, now=self._now))))
        return box["token"], box["seat"]

    def teacher(self, code, what):
        """The teacher's ``what`` ("start", "pause", "resume", "end", "next_round") at table ``code``."""
        self.call(lambda: self.service.teacher(code, what, now=self._now))

    def seat(self, token, language="en") -> FakeSeatClient:
        return FakeSeatClient(self.inbox, token, language)

    def call(self, function):
        """Run ``function()`` on the service's thread, then tell every seat; wait for it."""
        done = threading.Event()
        failed: list = []

        def run():
            try:
                function()
            except Exception as failure:  # raised again in the caller's thread
                failed.append(failure)

        self.inbox.put((None, (run, done)))
        if not done.wait(WAIT):
            raise TimeoutError("the service did not answer")
        if failed:
            raise failed[0]

    def settle(self) -> None:
        """Wait until every frame sent so far is answered (bots included)."""
        self.call(lambda: None)

    def close(self) -> None:
        self.inbox.put(None)
        self._thread.join(WAIT)
        self.service.close()

    # the service's thread
    def _serve(self) -> None:
        while True:
            item = self.inbox.get()
            if item is None:
                return
            client, text = item
            if client is None:
                function, done = text
                try:
                    function()
                finally:
                    self._broadcast()
                    done.set()
                continue
            self._now += 1.0
            self._frame(client, text)
            self._broadcast()

    def _frame(self, client, text) -> None:
        service = self.service
        if json.loads(text).get("type") == "__closed__":
            token = self._seats.pop(client)[0]
            service.connected(token, False, self._now)
            client.receive(json.dumps({"type": "closed"}))
            return
        frame = None
        try:
            frame = read_client_frame(text)
            kind = frame["type"]
            if kind == "hello":
                table, seat = service.seat_of(frame["token"])
                if frame.get("language"):
                    service.set_language(frame["token"], frame["language"])
                service.connected(frame["token"], True, self._now)
                self._seats[client] = [frame["token"], None]
                client.receive(json.dumps({"type": "welcome", "code": table.code, "seat": seat,
                                           "name": table.seats[seat].name,
                                           "help": {"coach": table.settings.coach,
                                                    "deduction": table.settings.deduction}}))
                return
            token = self._seats[client][0]
            service.seen(token, self._now)
            if kind == "act":
                action_from_record(frame["action"])
                service.act(token, frame["action"], self._now)
            elif kind == "next_round":
                service.next_round(token, self._now)
            elif kind == "language":
                service.set_language(token, frame["language"])
                return
            else:
                return
            client.receive(json.dumps({"type": "accepted", "ref": frame.get("ref")}))
        except IllegalAction as refusal:
            language = "en"
            if client in self._seats:
                table, seat = service.seat_of(self._seats[client][0])
                language = table.seats[seat].language
            client.receive(json.dumps({"type": "refused", "ref": (frame or {}).get("ref"),
                                       "code": refusal.code, "sentence": refusal.sentence(language)}))

    def _broadcast(self) -> None:
        """Move the bots, then bring every connected seat up to date."""
        while self.service.step(self._now):
            self._now += 1.0
        for client, link in list(self._seats.items()):
            table, seat = self.service.seat_of(link[0])
            frames, link[1] = table.observation_frames(seat, link[1])
            for frame in frames:
                client.receive(json.dumps(frame))
            client.receive(json.dumps({"type": "status", **table.status()}))
