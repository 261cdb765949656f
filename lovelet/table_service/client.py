"""The table service's clients, for a student's or the teacher's kernel (and the tests).

    token = join(None, "K7QXM4", "Cleo", "fr")     # the address from $LOVELET_TABLES
    seat = SeatClient(None, token, "fr", on_change=redraw)
    seat.wait(lambda client: client.observation is not None)
    refusal = seat.act(Play(Card.GUARD, target=1, guess=Card.PRIEST))   # None once accepted

:class:`SeatClient` holds one seat's socket in a thread of its own (websockets' threaded
client): it says hello with the seat's token, assembles the observation frames into the
seat's :class:`~lovelet.Observation` (nothing else of the table ever reaches it), keeps the
latest status, and calls its listeners from that thread after every frame.  When the
connection drops it reconnects by itself, waiting longer each time (up to
:data:`BACKOFF_MOST` seconds); the same token is the same seat, and the service sends the
round again from its start.  Only an unknown token (close code 4401) stops it.

:class:`TeacherClient` calls the teacher's routes (urllib) and follows every table
(:meth:`TeacherClient.follow`).  Refusals of the service are raised (or returned, by
``act``) as :class:`~lovelet.table_service.wire.ServiceRefusal`, an IllegalAction with the
service's code and key and its sentence in the language asked; a service that cannot be
reached raises :class:`OSError` (``ConnectionError``, ``urllib.error.URLError``).  The
address is ``http://host:port``, or the ``LOVELET_TABLES`` environment variable when none
is given (see :mod:`lovelet.table_service.wire`).
"""

from __future__ import annotations

import itertools
import json
import logging
import threading
from collections.abc import Callable
from typing import Any

from lovelet.engine.errors import IllegalAction
from lovelet.table_service.frames import ObservationAssembler, action_record
from lovelet.table_service.wire import (BACKOFF_MOST, ENVIRONMENT, TIMEOUT, ServiceRefusal, ServiceSocket, refusal_of,
                                 service_address, service_call, wait_for_service)

__all__ = ["SeatClient", "TeacherClient", "TeacherFollower", "ServiceRefusal", "join", "service_address",
           "wait_for_service", "ENVIRONMENT", "BACKOFF_MOST", "TIMEOUT"]

log = logging.getLogger("lovelet.table_service.client")


def join(address: str | None, code: str, name: str, language: str = "en", *,
         timeout: float = TIMEOUT) -> str:
    """Take a seat at table ``code`` under ``name``; the seat's token (keep it: it is the
    seat, and joining again with it is how a reloaded page gets its seat back).  Refusals
    (BAD_TABLE_CODE, TABLE_FULL, BAD_OPTION.tables_name, ...) are raised in ``language``."""
    url = f"{service_address(address)}/api/join"
    answer = json.loads(service_call("POST", url, {"code": code, "name": name, "language": language},
                                     timeout=timeout))
    token: str = answer["token"]
    return token


class SeatClient(ServiceSocket):
    """One seat's connection to the table service (see the module docstring).

    ``observation`` is the seat's observation of the round in progress (None before the
    first frame), ``finished`` those of the rounds that ended, ``status`` the latest public
    status frame, ``welcome`` the seat's welcome (its ``code``, ``seat``, ``name`` and
    ``help``), ``refusals`` the refusals that answered no request of this client.
    ``on_change(client)`` is called from the client's thread after every frame and when the
    connection opens or drops.  ``keep_frames=True`` keeps every frame's text in ``frames``.
    """

    def __init__(self, address: str | None, token: str, language: str = "en", *,
                 on_change: Callable[[SeatClient], None] | None = None, keep_frames: bool = False) -> None:
        super().__init__(address, token, language)
        self.welcome: dict[str, Any] | None = None
        self.status: dict[str, Any] | None = None
        self.refusals: list[IllegalAction] = []
        self.frames: list[str] | None = [] if keep_frames else None
        self._assembler = ObservationAssembler()
        self._incoming: ObservationAssembler | None = None  # a new connection's, until it caught up
        self._listeners = [on_change] if on_change is not None else []
        self._pending: dict[int, list[Any]] = {}  # ref -> [answered event, answer frame]
        self._refs = itertools.count(1)
        self._thread.start()

    # ------------------------------------------------------------------ what the seat knows

    @property
    def seat(self) -> int | None:
        return None if self.welcome is None else self.welcome["seat"]

    @property
    def observation(self) -> Any:
        return self._assembler.observation

    @property
    def round(self) -> int | None:
        return self._assembler.round

    @property
    def finished(self) -> dict[int, Any]:
        return dict(self._assembler.finished)

    def add_listener(self, on_change: Callable[[SeatClient], None]) -> None:
        self._listeners.append(on_change)

    # ------------------------------------------------------------------ requests

    def act(self, action: Any, timeout: float = TIMEOUT) -> IllegalAction | None:
        """Send ``action`` (a Play, a ChancellorReturn or the save format's record); None
        once the service accepted it (its frames have arrived by then), or its refusal.
        TimeoutError without an answer in time; ConnectionError if the connection is down."""
        record = action if isinstance(action, dict) else action_record(action)
        return self._request({"type": "act", "action": record}, timeout)

    def next_round(self, timeout: float = TIMEOUT) -> IllegalAction | None:
        """Say this seat is ready for the next round; None once accepted, or the refusal."""
        return self._request({"type": "next_round"}, timeout)

    def ping(self, timeout: float = TIMEOUT) -> None:
        """Say the seat is here (the service's stand-in for an idle student stops); returns
        once the service answered."""
        answer = self._request({"type": "ping"}, timeout, answers=("pong",))
        if answer is not None:
            raise answer

    def set_language(self, language: str) -> None:
        """Have the service say its refusals in ``language`` from now on (and after reconnecting)."""
        self.language = language
        try:
            self.send({"type": "language", "language": language})
        except ConnectionError:
            pass  # the hello of the next connection says it

    def _request(self, frame: dict[str, Any], timeout: float,
                 answers: tuple[str, ...] = ("accepted",)) -> IllegalAction | None:
        ref = next(self._refs)
        waiting: list[Any] = [threading.Event(), None]
        with self._condition:
            self._pending[ref] = waiting
        try:
            self.send({**frame, "ref": ref})
            if not waiting[0].wait(timeout):
                raise TimeoutError(f"the table service did not answer within {timeout:g} s")
        finally:
            with self._condition:
                self._pending.pop(ref, None)
        answer = waiting[1]
        if answer is None:
            raise ConnectionError("the connection to the table service dropped before it answered")
        return None if answer["type"] in answers else refusal_of(answer)

    # ------------------------------------------------------------------ frames

    def _receive(self, frame: dict[str, Any], text: str) -> None:
        if self.frames is not None:
            self.frames.append(text)
        kind = frame.get("type")
        if kind == "welcome":
            self.welcome = frame
        elif kind == "status":
            self.status = frame
        elif kind == "observation":
            # A new connection is sent every round again from the first: they are put
            # together apart, and shown once they have caught up with what was shown.
            assembler = self._incoming or self._assembler
            try:
                assembler.add(frame)
            except IllegalAction as refusal:  # a frame that does not fit: start again
                self.refusals.append(refusal)
                log.warning("an observation frame did not load (%s); connecting again", refusal)
                self.drop()
                return
            if assembler is self._incoming and (self._assembler.observation is None
                                                or assembler.round >= self._assembler.round):
                self._assembler, self._incoming = assembler, None
        elif kind in ("accepted", "refused", "pong"):
            waiting = self._pending.get(frame.get("ref"))  # type: ignore[arg-type]
            if waiting is not None:
                waiting[1] = frame
                waiting[0].set()
            elif kind == "refused":
                self.refusals.append(refusal_of(frame))

    def _opened(self) -> None:
        self._incoming = ObservationAssembler()

    def _dropped(self) -> None:
        for waiting in self._pending.values():  # answered by nobody now: act() says so
            waiting[0].set()

    def _changed(self) -> None:
        for listener in list(self._listeners):
            try:
                listener(self)
            except Exception:  # a page's drawing must not end the seat's connection
                log.exception("a listener of the seat's client failed")


class TeacherFollower(ServiceSocket):
    """The teacher's socket (``/ws/teacher``): ``on_tables(tables)`` with every table's
    teacher view, from its thread, after every change (see :meth:`TeacherClient.follow`)."""

    path = "/ws/teacher"

    def __init__(self, address: str, token: str, language: str,
                 on_tables: Callable[[list[dict[str, Any]]], None]) -> None:
        super().__init__(address, token, language)
        self.tables: list[dict[str, Any]] | None = None
        self._on_tables = on_tables
        self._fresh = False
        self._thread.start()

    def _receive(self, frame: dict[str, Any], text: str) -> None:
        if frame.get("type") == "tables":
            self.tables, self._fresh = frame["tables"], True

    def _changed(self) -> None:
        if self._fresh:
            self._fresh = False
            try:
                self._on_tables(self.tables or [])
            except Exception:
                log.exception("the teacher's listener failed")

    def stop(self) -> None:
        self.close()


class TeacherClient:
    """The teacher's routes of the table service, each a method (``token``: the teacher's)."""

    def __init__(self, address: str | None, token: str, language: str = "en", *, timeout: float = TIMEOUT) -> None:
        self.address, self.token = service_address(address), token
        self.language, self.timeout = language, timeout

    def _call(self, method: str, path: str, body: object = None) -> bytes:
        url = f"{self.address}{path}?language={self.language}"
        return service_call(method, url, body, token=self.token, timeout=self.timeout)

    def _json(self, method: str, path: str, body: object = None) -> Any:
        return json.loads(self._call(method, path, body))

    def health(self) -> dict[str, Any]:
        return json.loads(service_call("GET", f"{self.address}/health", timeout=self.timeout))  # type: ignore[no-any-return]

    def create_table(self, settings: dict[str, Any]) -> str:
        """A new table with ``settings`` (TableSettings as JSON); its code."""
        code: str = self._json("POST", "/api/teacher/tables", settings)["code"]
        return code

    def tables(self) -> list[dict[str, Any]]:
        """Every table's teacher view, in creation order."""
        return self._json("GET", "/api/teacher/tables")["tables"]  # type: ignore[no-any-return]

    def table(self, code: str) -> dict[str, Any]:
        return self._json("GET", f"/api/teacher/tables/{code}")  # type: ignore[no-any-return]

    def _action(self, code: str, action: str) -> dict[str, Any]:
        return self._json("POST", f"/api/teacher/tables/{code}/{action}")  # type: ignore[no-any-return]

    def start(self, code: str) -> dict[str, Any]:
        """Start the game now; empty student seats become heuristic bots."""
        return self._action(code, "start")

    def pause(self, code: str) -> dict[str, Any]:
        return self._action(code, "pause")

    def resume(self, code: str) -> dict[str, Any]:
        return self._action(code, "resume")

    def end(self, code: str) -> dict[str, Any]:
        return self._action(code, "end")

    def next_round(self, code: str) -> dict[str, Any]:
        """Start the next round without waiting for every student to be ready."""
        return self._action(code, "next_round")

    def replace_with_bot(self, code: str, seat: int, kind: str = "heuristic") -> dict[str, Any]:
        return self._json("POST", f"/api/teacher/tables/{code}/seats/{seat}/bot",  # type: ignore[no-any-return]
                          {"kind": kind})

    def save_text(self, code: str) -> str:
        """The table's game as a lovelet save (``lovelet.load_game_text`` reads it)."""
        return self._call("GET", f"/api/teacher/tables/{code}/save").decode("utf-8")

    def saves_zip(self) -> bytes:
        """Every table's save in one zip file (``lovelet-table-<code>.json`` each)."""
        return self._call("GET", "/api/teacher/saves.zip")

    def follow(self, on_tables: Callable[[list[dict[str, Any]]], None]) -> TeacherFollower:
        """Call ``on_tables(tables)`` from a thread after every change of any table, until
        the returned follower's ``stop()``."""
        return TeacherFollower(self.address, self.token, self.language, on_tables)
