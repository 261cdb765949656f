"""The table service's Starlette app: its HTTP routes and WebSockets (docs/table-service.md).

``make_app(service)`` serves one :class:`~lovelet.table_service.service.TableService`:

- ``GET /health``: ``{"ok": true, "tables": <count>}``, for whoever waits for the service.
- ``POST /api/join`` ``{"code", "name", "language"}``: a student takes a seat; its token.
- ``WS /ws``: a seat's socket.  The first frame must be ``hello`` with the seat's token
  (any other first frame: refused ``BAD_MESSAGE.hello_first``, the socket stays open; an
  unknown token: refused ``BAD_TOKEN``, then closed with code 4401).  Then ``welcome``,
  the seat's observation frames and the status, and after every change of the table what
  changed.  ``act`` and ``next_round`` are answered ``accepted`` once the service returned
  (it wrote the action to SQLite first), after the frames of the change, or ``refused``
  with the code and the sentence in the seat's language, to that seat alone, nothing
  changed.  Junk, frames over 16 KiB and frames of unknown types are refused the same way
  and the socket stays open (a frame over a mebibyte, serve.WS_MAX_SIZE, is uvicorn's to
  refuse: it closes that socket, 1009).  ``ping`` is answered ``{"type": "pong", "ref"}``;
  any frame tells the service the seat is there (its stand-in, if any, stops).
- ``/api/teacher/...`` with ``Authorization: Bearer <teacher token>``, and ``WS /ws/teacher``
  (hello with the teacher token, then ``{"type": "tables", ...}`` after every change).

Refusals over HTTP are JSON ``{"code", "key", "sentence"}`` with status 400 (401 for a
token, 404 for a table code, 409 for a full or closed table), in the language of the
request's ``language`` (its body's, or the query's ``?language=``).  Every call of the
service happens on the event loop: it is synchronous and fast, and one thread is what
keeps its SQLite connection and its tables consistent.  A background task (the app's
lifespan) sleeps until the service says a bot or a stand-in decision is due, makes it,
and pushes what changed; a round's debrief for the teacher is made in a worker thread
(:class:`~lovelet.table_service.connections.Debriefs`).
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
import time
import zipfile
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket

from lovelet.engine.errors import IllegalAction, refused
from lovelet.table_service.connections import (Registry, SeatConnection, TeacherConnection, refusal_frame,
                                        status_frame)
from lovelet.table_service.frames import MAX_FRAME, check_own_seat, read_client_frame
from lovelet.text.languages import language_of

__all__ = ["make_app", "MAX_FRAME", "CLOSE_BAD_TOKEN"]

log = logging.getLogger("lovelet.table_service")

#: The close code of a socket whose hello named no seat (or not the teacher).
CLOSE_BAD_TOKEN = 4401

# A request body Starlette refuses itself (413) before the app reads it; up to it, the app
# refuses bodies over MAX_FRAME with its own sentence (BAD_MESSAGE.too_large).
_MAX_BODY = 1024 * 1024
_HTTP_STATUS = {"BAD_TOKEN": 401, "BAD_TABLE_CODE": 404, "TABLE_FULL": 409, "TABLE_CLOSED": 409}


def make_app(service: Any, *, clock: Callable[[], float] = time.monotonic,
             debrief: Callable[..., Any] | None = None) -> Starlette:
    """The Starlette app serving ``service`` (a TableService); ``clock`` is the ``now`` the
    service is given (seconds, monotonic); ``debrief(game, round index, language)`` what
    the teacher's view of a finished round says each seat could have deduced (none if None)."""
    registry = Registry(service, debrief)
    wake = asyncio.Event()

    def changed(*tables: Any) -> None:
        registry.changed(tables)
        wake.set()  # a bot's or a stand-in's decision may be due sooner now

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        mover = asyncio.create_task(_move(service, registry, wake, clock))
        try:
            yield
        finally:
            mover.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await mover

    # ------------------------------------------------------------------ HTTP

    async def health(request: Request) -> Response:
        return JSONResponse({"ok": True, "tables": len(service.tables())})

    async def join(request: Request) -> Response:
        language = _language_in({}, request)
        try:
            body = await _json_body(request)
            language = _language_in(body, request)
            code, name = _field(body, "code", str), _field(body, "name", str)
            token, table, seat = service.join(code, name, language, now=clock())
        except IllegalAction as refusal:
            return _refusal_response(refusal, language)
        changed(table)
        return JSONResponse({"token": token, "seat": seat, "code": table.code})

    def teacher(handler: Callable[[Request, str], Awaitable[Any]]) -> Callable[[Request], Awaitable[Response]]:
        """A teacher's route: the bearer token checked, refusals said in the request's language."""

        async def route(request: Request) -> Response:
            language = _language_in({}, request)
            try:
                service.check_teacher(_bearer(request))
                answer = await handler(request, language)
            except IllegalAction as refusal:
                return _refusal_response(refusal, language)
            return answer if isinstance(answer, Response) else JSONResponse(answer)

        return route

    @teacher
    async def create_table(request: Request, language: str) -> Any:
        table = service.create_table(await _json_body(request, strict=True), now=clock())
        changed(table)
        return {"code": table.code}

    @teacher
    async def list_tables(request: Request, language: str) -> Any:
        return {"tables": registry.teacher_views(language)}

    @teacher
    async def one_table(request: Request, language: str) -> Any:
        return registry.teacher_view(service.table(request.path_params["code"]), language)

    @teacher
    async def teacher_action(request: Request, language: str) -> Any:
        table = service.teacher(request.path_params["code"], request.path_params["action"], now=clock())
        changed(table)
        return registry.teacher_view(table, language)

    @teacher
    async def seat_to_bot(request: Request, language: str) -> Any:
        body = await _json_body(request)
        code, seat = request.path_params["code"], request.path_params["seat"]
        kind = body.get("kind", "heuristic")
        table = service.replace_with_bot(code, seat, kind=kind, now=clock())
        changed(table)
        return registry.teacher_view(table, language)

    @teacher
    async def save(request: Request, language: str) -> Any:
        code = request.path_params["code"]
        text = service.save_text(code)
        return Response(text, media_type="application/json",
                        headers={"Content-Disposition": f'attachment; filename="lovelet-table-{code}.json"'})

    @teacher
    async def saves_zip(request: Request, language: str) -> Any:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            for table in service.tables():
                try:
                    text = service.save_text(table.code)
                except IllegalAction:  # a table still waiting has no game yet
                    continue
                archive.writestr(f"lovelet-table-{table.code}.json", text)
        return Response(buffer.getvalue(), media_type="application/zip",
                        headers={"Content-Disposition": 'attachment; filename="lovelet-tables.zip"'})

    # ------------------------------------------------------------------ WebSockets

    async def seat_socket(websocket: WebSocket) -> None:
        await websocket.accept()
        connection: SeatConnection | None = None
        writer: asyncio.Task[None] | None = None
        language = "en"
        try:
            async for text in _frames(websocket):
                try:
                    frame = _read(text)
                except IllegalAction as refusal:
                    await _answer(websocket, connection, refusal_frame(refusal, language, _ref_of(text)))
                    continue
                if frame["type"] in ("hello", "language"):
                    language = _spoken(frame.get("language"), language)
                if connection is None:
                    if frame["type"] != "hello":
                        await _send_now(websocket, refusal_frame(refused("BAD_MESSAGE.hello_first"), language,
                                                                 frame.get("ref")))
                        continue
                    try:
                        table, seat = service.seat_of(frame["token"])
                    except IllegalAction as refusal:
                        await _send_now(websocket, refusal_frame(refusal, language))
                        await websocket.close(code=CLOSE_BAD_TOKEN)
                        return
                    token = frame["token"]
                    connection = SeatConnection(websocket, token, table.code, seat,
                                                _seat_language(service, table, seat, token, frame.get("language")))
                    writer = asyncio.create_task(connection.write())
                    connection.send(_welcome(table, seat))
                    registry.add_seat(connection, clock())
                    changed(table)
                    continue
                _seat_frame(connection, frame)
        finally:
            if connection is not None:
                registry.remove_seat(connection, clock())
                with contextlib.suppress(IllegalAction):
                    changed(service.table(connection.code))
            if writer is not None:
                writer.cancel()

    def _seat_frame(connection: SeatConnection, frame: dict[str, Any]) -> None:
        """Answer one frame of a seat that said hello."""
        kind, ref = frame["type"], frame.get("ref")
        table = service.table(connection.code)
        version, now = table.version, clock()
        try:
            check_own_seat(frame, connection.seat, table.status()["names"])
            service.seen(connection.token, now=now)  # the seat's stand-in, if any, stops here
            if kind == "hello":  # said again: only its language may change, never the seat
                if frame["token"] != connection.token:
                    raise refused("BAD_TOKEN")
                if frame.get("language") is not None:
                    connection.language = service.set_language(connection.token, frame["language"])
                connection.send(_welcome(table, connection.seat))
            elif kind == "language":
                connection.language = service.set_language(connection.token, frame["language"])
            elif kind == "ping":
                connection.send({"type": "pong", "ref": ref})
            elif kind == "act":
                service.act(connection.token, frame["action"], now=now)
            elif kind == "next_round":
                service.next_round(connection.token, now=now)
        except IllegalAction as refusal:
            connection.send(refusal_frame(refusal, connection.language, ref))
        else:
            if kind in ("act", "next_round"):
                changed(table)  # the change's frames leave before "accepted"
                connection.send({"type": "accepted", "ref": ref})
                return
        if table.version != version:  # seen: a stand-in stopped
            changed(table)

    async def teacher_socket(websocket: WebSocket) -> None:
        await websocket.accept()
        connection: TeacherConnection | None = None
        writer: asyncio.Task[None] | None = None
        language = "en"
        try:
            async for text in _frames(websocket):
                try:
                    frame = _read(text)
                    if frame["type"] in ("hello", "language"):
                        language = _spoken(frame.get("language"), language)
                    if connection is None and frame["type"] != "hello":
                        raise refused("BAD_MESSAGE.hello_first")
                except IllegalAction as refusal:
                    await _answer(websocket, connection, refusal_frame(refusal, language, _ref_of(text)))
                    continue
                if connection is None:
                    try:
                        service.check_teacher(frame["token"])
                    except IllegalAction as refusal:
                        await _send_now(websocket, refusal_frame(refusal, language))
                        await websocket.close(code=CLOSE_BAD_TOKEN)
                        return
                    connection = TeacherConnection(websocket, language)
                    writer = asyncio.create_task(connection.write())
                    registry.add_teacher(connection)
                elif frame["type"] == "ping":
                    connection.send({"type": "pong", "ref": frame.get("ref")})
                elif frame["type"] in ("hello", "language"):
                    connection.language = language
                    registry.push_teacher(connection)
                else:
                    connection.send(refusal_frame(refused("BAD_MESSAGE.unknown_type", shown=repr(frame["type"])),
                                                  language, frame.get("ref")))
        finally:
            if connection is not None:
                registry.remove_teacher(connection)
            if writer is not None:
                writer.cancel()

    routes = [
        Route("/health", health),
        Route("/api/join", join, methods=["POST"]),
        Route("/api/teacher/tables", create_table, methods=["POST"]),
        Route("/api/teacher/tables", list_tables, methods=["GET"]),
        Route("/api/teacher/saves.zip", saves_zip, methods=["GET"]),
        Route("/api/teacher/tables/{code}", one_table, methods=["GET"]),
        Route("/api/teacher/tables/{code}/save", save, methods=["GET"]),
        Route("/api/teacher/tables/{code}/seats/{seat:int}/bot", seat_to_bot, methods=["POST"]),
        Route("/api/teacher/tables/{code}/{action}", teacher_action, methods=["POST"]),
        WebSocketRoute("/ws", seat_socket),
        WebSocketRoute("/ws/teacher", teacher_socket),
    ]
    app = Starlette(routes=routes, lifespan=lifespan, max_body_size=_MAX_BODY)
    app.state.service, app.state.registry = service, registry
    return app


# ---------------------------------------------------------------------- the bots' task


async def _move(service: Any, registry: Registry, wake: asyncio.Event, clock: Callable[[], float]) -> None:
    """Make every bot and stand-in decision when it is due, and push what changed; sleep
    until the next is due or until a change (``wake``) may have brought one nearer."""
    while True:
        wake.clear()
        try:
            delay = service.due(clock())
            if delay is not None and delay <= 0:
                registry.changed(service.step(clock()))
                await asyncio.sleep(0)  # let the sockets' writers and readers in between decisions
                continue
        except Exception:  # a bug in one decision must not stop every table's bots
            log.exception("the bots' task failed; trying again in a second")
            delay = 1.0
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(wake.wait(), timeout=delay)


# ---------------------------------------------------------------------- reading


async def _frames(websocket: WebSocket) -> AsyncIterator[str]:
    """The socket's frames as text until it closes (binary frames decoded as UTF-8; junk
    bytes become text that no JSON reader accepts)."""
    while True:
        message = await websocket.receive()
        if message["type"] == "websocket.disconnect":
            return
        text = message.get("text")
        if text is None:
            text = (message.get("bytes") or b"").decode("utf-8", errors="replace")
        yield text


def _read(text: str) -> dict[str, Any]:
    """A client's frame read and checked (BAD_MESSAGE.*, at most MAX_FRAME bytes)."""
    frame: dict[str, Any] = read_client_frame(text)
    return frame


def _spoken(value: object, otherwise: str) -> str:
    """``value`` as a language of lovelet ("français" is "fr"), or ``otherwise``."""
    try:
        return language_of(value) if value is not None else otherwise
    except IllegalAction:
        return otherwise


def _seat_language(service: Any, table: Any, seat: int, token: str, language: object) -> str:
    """The language a seat is refused in: its hello's, else the one it joined with."""
    if language is not None:
        try:
            return str(service.set_language(token, language))
        except IllegalAction:  # an unknown language at hello: the seat's own, not a refusal
            pass
    return str(table.seats[seat].language)


def _ref_of(text: str) -> object:
    """The ``ref`` of a frame that was refused before it was read, where one can be found,
    so that the client knows which of its requests was refused (even a frame too long to
    be read: uvicorn passes none over WS_MAX_SIZE, and reading one is a few milliseconds)."""
    try:
        frame = json.loads(text)
    except ValueError:
        return None
    ref = frame.get("ref") if isinstance(frame, dict) else None
    return ref if isinstance(ref, (int, str)) and not isinstance(ref, bool) else None


async def _answer(websocket: WebSocket, connection: SeatConnection | TeacherConnection | None,
                  frame: dict[str, Any]) -> None:
    """Queue ``frame`` behind what the connection was sent, or send it now before hello."""
    if connection is not None:
        connection.send(frame)
    else:
        await _send_now(websocket, frame)


async def _send_now(websocket: WebSocket, frame: dict[str, Any]) -> None:
    with contextlib.suppress(Exception):  # the peer left
        await websocket.send_text(json.dumps(frame, ensure_ascii=False))


def _welcome(table: Any, seat: int) -> dict[str, Any]:
    status = status_frame(table)
    return {"type": "welcome", "code": table.code, "seat": seat, "name": status["names"][seat],
            "help": status.get("help", {})}


async def _json_body(request: Request, *, strict: bool = False) -> dict[str, Any]:
    """The request's JSON object body ({} for an empty body unless ``strict``)."""
    body = await request.body()
    if len(body) > MAX_FRAME:
        raise refused("BAD_MESSAGE.too_large", size=len(body), limit=MAX_FRAME)
    if not body and not strict:
        return {}
    try:
        value = json.loads(body)
    except ValueError:
        raise refused("BAD_MESSAGE.not_json") from None
    if not isinstance(value, dict):
        raise refused("BAD_MESSAGE.not_an_object")
    return value


def _field(body: dict[str, Any], name: str, kind: type) -> Any:
    value = body.get(name)
    if not isinstance(value, kind):
        raise refused("BAD_MESSAGE.field", field=name, shown=repr(value)[:40])
    return value


def _language_in(body: dict[str, Any], request: Request) -> str:
    """The language a request asks its answers in: its body's ``language``, else the
    query's, else English (a language lovelet does not speak is English too)."""
    return _spoken(body.get("language") or request.query_params.get("language"), "en")


def _bearer(request: Request) -> str:
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" else ""


def _refusal_response(refusal: IllegalAction, language: str) -> Response:
    return JSONResponse({"code": refusal.code, "key": refusal.key, "sentence": refusal.sentence(language)},
                        status_code=_HTTP_STATUS.get(refusal.code, 400))
