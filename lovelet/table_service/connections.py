"""The table service's open WebSockets: who is connected to which table, and what each
has been sent.

Every change of a table reaches every socket that follows it through
:meth:`Registry.changed`: a seat's socket gets the observation frames that bring it from
what it was sent to now (``ClassTable.observation_frames`` with the socket's own ``sent``)
and the public status when it differs from the last one it got; a teacher's socket gets
``{"type": "tables", ...}`` (each table's teacher view, its debrief made aside:
:class:`Debriefs`).  The frames are built at once, on the event loop, in the order
of the changes, and each socket's own writer task sends them in that order: a slow or
stalled browser delays nobody else, and one whose outbox overflows is closed (its client
reconnects and is sent everything again from the round's start).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable, Iterable
from typing import Any

import anyio.to_thread
from starlette.websockets import WebSocket

from lovelet.engine.errors import IllegalAction

__all__ = ["SeatConnection", "TeacherConnection", "Registry", "Debriefs", "refusal_frame", "status_frame",
           "OUTBOX_LIMIT", "CLOSE_OVERFLOW"]

log = logging.getLogger("lovelet.table_service")

#: Frames waiting for one socket beyond which it is closed rather than fed further: a
#: client that reads nothing must not make the service hold its frames forever.
OUTBOX_LIMIT = 2000
#: The close code of a socket whose outbox overflowed (RFC 6455 1013: try again later).
CLOSE_OVERFLOW = 1013


def _text(frame: dict[str, Any]) -> str:
    return json.dumps(frame, ensure_ascii=False, separators=(",", ":"))


def refusal_frame(refusal: IllegalAction, language: str, ref: object = None) -> dict[str, Any]:
    """``{"type": "refused", ...}``: the refusal's code and its sentence in ``language``,
    said to the seat that was refused (the engine's second person where it has one)."""
    return {"type": "refused", "ref": ref, "code": refusal.code, "key": refusal.key,
            "sentence": refusal.sentence(language, second_person=True)}


def status_frame(table: Any) -> dict[str, Any]:
    """``{"type": "status", ...}``: the table's public status (its ``version`` grows with
    every change of the table)."""
    return {"type": "status", **table.status()}


class _Socket:
    """One open WebSocket and its outbox, sent in order by :meth:`write`."""

    def __init__(self, websocket: WebSocket, language: str) -> None:
        self.websocket = websocket
        self.language = language
        self._outbox: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()
        self._closing = False

    def send(self, frame: dict[str, Any]) -> None:
        """Queue ``frame``; it leaves after every frame queued before it."""
        if self._closing:
            return
        if self._outbox.qsize() >= OUTBOX_LIMIT:
            log.warning("closing a socket that reads nothing (%d frames waiting)", OUTBOX_LIMIT)
            while not self._outbox.empty():  # what it will never read is let go at once
                self._outbox.get_nowait()
            self.close(CLOSE_OVERFLOW)
            return
        self._outbox.put_nowait(("text", _text(frame)))

    def close(self, code: int = 1000) -> None:
        """Close the socket once what is queued has been sent."""
        if not self._closing:
            self._closing = True
            self._outbox.put_nowait(("close", code))

    async def write(self) -> None:
        """Send the outbox until the socket is closed (the task of this socket's writer)."""
        while True:
            kind, value = await self._outbox.get()
            try:
                if kind == "close":
                    await self.websocket.close(code=value)
                    return
                await self.websocket.send_text(value)
            except Exception:  # the peer left: the reading side ends the connection
                return


class SeatConnection(_Socket):
    """A student's socket, once its hello named a seat: the seat and what it was sent."""

    def __init__(self, websocket: WebSocket, token: str, code: str, seat: int, language: str) -> None:
        super().__init__(websocket, language)
        self.token, self.code, self.seat = token, code, seat
        self.sent: Any = None  # ClassTable.observation_frames' own record of what was sent
        self._status: dict[str, Any] | None = None

    def push(self, table: Any) -> None:
        """Queue what changed at ``table`` since this socket was last pushed: its new
        observation frames first, then the status if it changed, so that a client told it is
        its turn already holds the observation to decide on."""
        frames, self.sent = table.observation_frames(self.seat, self.sent)
        for frame in frames:
            self.send(frame)
        status = status_frame(table)
        if status != self._status:
            self._status = status
            self.send(status)


class Debriefs:
    """The debriefs of the rounds that ended (``debrief(game, round index, language)``,
    :mod:`lovelet.table_service.debrief`), each made once, in a worker thread on a copy of the
    game: it takes up to a few hundred milliseconds, which the event loop must not wait
    for while students play.  Until it is ready a teacher's view says ``"debrief": null``;
    once it is, ``ready(code, language)`` is called (on the loop) to send the views again."""

    def __init__(self, debrief: Callable[..., Any] | None, ready: Callable[[str, str], None]) -> None:
        self._debrief, self._ready = debrief, ready
        self._made: dict[tuple[str, int, str], Any] = {}
        self._making: set[tuple[str, int, str]] = set()

    def of(self, table: Any, last_round: int | None, language: str) -> Any:
        """The debrief of ``table``'s round ``last_round`` (1-based) in ``language``, or
        None while it is being made (it is then started) or when there is none to make."""
        if self._debrief is None or last_round is None or table.game is None:
            return None
        key = (table.code, last_round - 1, language)
        if key in self._made:
            return self._made[key]
        if key not in self._making:
            self._making.add(key)
            asyncio.get_running_loop().create_task(self._make(key, table.game.clone()))
        return None

    async def _make(self, key: tuple[str, int, str], game: Any) -> None:
        code, index, language = key
        debrief = self._debrief
        assert debrief is not None  # of() starts none without it
        try:
            made = await anyio.to_thread.run_sync(debrief, game, index, language)
        except Exception:  # the teacher's page does without, the game goes on
            log.exception("could not make the debrief of round %d at table %s", index + 1, code)
            made = None
        self._made[key] = made
        self._making.discard(key)
        self._ready(code, language)


class TeacherConnection(_Socket):
    """The teacher's socket (``/ws/teacher``), sent every table's teacher view."""


class Registry:
    """Every open socket of the service, by table; one per service (see the module docstring)."""

    def __init__(self, service: Any, debrief: Callable[..., Any] | None = None) -> None:
        self.service = service
        self.debriefs = Debriefs(debrief, self._debriefed)
        self._seats: dict[str, set[SeatConnection]] = {}
        self._teachers: set[TeacherConnection] = set()
        self._views: dict[tuple[str, str], tuple[int, dict[str, Any]]] = {}  # (code, language) -> (version, view)

    # ------------------------------------------------------------------ seats

    def add_seat(self, connection: SeatConnection, now: float) -> None:
        """Follow ``connection``'s table; its seat shows as connected while a socket is open."""
        self._seats.setdefault(connection.code, set()).add(connection)
        self.service.connected(connection.token, True, now=now)

    def remove_seat(self, connection: SeatConnection, now: float) -> None:
        """Forget ``connection`` (the service counts each seat's open sockets)."""
        following = self._seats.get(connection.code, set())
        if connection not in following:
            return
        following.discard(connection)
        if not following:
            del self._seats[connection.code]
        self.service.connected(connection.token, False, now=now)

    def seat_connections(self, code: str) -> list[SeatConnection]:
        return list(self._seats.get(code, ()))

    # ------------------------------------------------------------------ teachers

    def add_teacher(self, connection: TeacherConnection) -> None:
        self._teachers.add(connection)
        self.push_teacher(connection)

    def remove_teacher(self, connection: TeacherConnection) -> None:
        self._teachers.discard(connection)

    def teacher_view(self, table: Any, language: str) -> dict[str, Any]:
        """``table``'s teacher view in ``language``, made again only when the table changed
        (the debrief is not free)."""
        key = (table.code, language)
        kept = self._views.get(key)
        if kept is None or kept[0] != table.version:
            view = table.teacher_view(language)
            view["debrief"] = self.debriefs.of(table, view.get("last_round"), language)
            kept = (table.version, view)
            self._views[key] = kept
        return kept[1]

    def _debriefed(self, code: str, language: str) -> None:
        """A debrief of table ``code`` is ready: its views are made again, and sent."""
        self._views.pop((code, language), None)
        for teacher in list(self._teachers):
            self.push_teacher(teacher)

    def teacher_views(self, language: str) -> list[dict[str, Any]]:
        """Every table's teacher view in ``language``, in creation order."""
        return [self.teacher_view(table, language) for table in self.service.tables()]

    def push_teacher(self, connection: TeacherConnection) -> None:
        connection.send({"type": "tables", "tables": self.teacher_views(connection.language)})

    # ------------------------------------------------------------------ changes

    def changed(self, tables: Iterable[Any]) -> None:
        """Push the changes of ``tables`` to every socket following them (and to the
        teachers).  A failure to build one socket's frames is logged and closes that socket
        alone: its client reconnects and starts again from a fresh ``sent``."""
        for table in tables:
            for connection in self.seat_connections(table.code):
                try:
                    connection.push(table)
                except Exception:
                    log.exception("could not build the frames of seat %s at table %s",
                                  connection.seat, table.code)
                    connection.close(1011)
        for teacher in list(self._teachers):
            try:
                self.push_teacher(teacher)
            except Exception:
                log.exception("could not build the teacher's view of the tables")
                teacher.close(1011)
