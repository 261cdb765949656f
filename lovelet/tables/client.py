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
(:meth:`TeacherClient.follow`).  Refusals of the service are raised as
:class:`~lovelet.IllegalAction` with its code and its sentence; a service that cannot be
reached raises :class:`OSError` (``ConnectionError``, ``urllib.error.URLError``).  The
address is ``http://host:port``, or the ``LOVELET_TABLES`` environment variable when none
is given.  No proxy is ever used: the service runs beside the kernels.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import logging
import os
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from socket import SHUT_RDWR
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import ClientConnection, connect

from lovelet.engine.errors import CODES, IllegalAction
from lovelet.tables.frames import ObservationAssembler, action_record

__all__ = ["SeatClient", "TeacherClient", "TeacherFollower", "ServiceRefusal", "join", "service_address",
           "wait_for_service", "ENVIRONMENT", "BACKOFF_MOST"]

log = logging.getLogger("lovelet.tables.client")

#: The environment variable that names the table service (``make app`` sets it for Voilà's kernels).
ENVIRONMENT = "LOVELET_TABLES"
#: The first and the longest wait before connecting again after a connection dropped, in seconds.
BACKOFF_FIRST, BACKOFF_MOST = 0.1, 5.0
#: How long a request (an action, an HTTP call) waits for the service's answer unless told.
TIMEOUT = 10.0
_CLOSE_BAD_TOKEN = 4401
# No proxy: the service is on this machine, and a proxy set for the internet must not see it.
_opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def service_address(address: str | None = None) -> str:
    """``address`` (``http://host:port``), or the ``LOVELET_TABLES`` environment variable's."""
    found = address or os.environ.get(ENVIRONMENT, "")
    if not found:
        raise ConnectionError(f"no table service: give its address, or set {ENVIRONMENT} "
                              "(make app sets it for the pages it serves)")
    return found.rstrip("/")


def _socket_address(address: str, path: str) -> str:
    scheme, _, rest = address.partition("://")
    return f"{'wss' if scheme == 'https' else 'ws'}://{rest}{path}"


class ServiceRefusal(IllegalAction):
    """A refusal of the table service as it said it: its ``code`` and ``key``, and its
    sentence in the language the seat or the teacher asked for (the service made it from
    the key and the refusal's values, which stay there)."""

    def __init__(self, code: str, key: str | None, said: str) -> None:
        super().__init__(code, key=key)
        self.said = said

    def sentence(self, language: str = "en", second_person: bool = False) -> str:
        return self.said

    def __reduce__(self) -> Any:
        return (ServiceRefusal, (self.code, self.key, self.said))


def _refusal(answer: dict[str, Any]) -> IllegalAction:
    """The service's refusal (its code, key and sentence) as an IllegalAction."""
    code = answer.get("code")
    if code not in CODES:  # a service newer than this client: still a refusal, said as it was
        code = "BAD_MESSAGE"
    key = answer.get("key") if isinstance(answer.get("key"), str) else code
    return ServiceRefusal(str(code), key, str(answer.get("sentence") or code))


def _http(method: str, url: str, body: object = None, token: str | None = None,
          timeout: float = TIMEOUT) -> bytes:
    """One HTTP request's answer; the service's refusal raised as an IllegalAction."""
    headers = {"Content-Type": "application/json"}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode("utf-8")
    request = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with _opener.open(request, timeout=timeout) as response:
            content: bytes = response.read()
            return content
    except urllib.error.HTTPError as error:
        try:
            answer = json.loads(error.read())
        except ValueError:
            raise error from None
        raise _refusal(answer if isinstance(answer, dict) else {}) from None


def join(address: str | None, code: str, name: str, language: str = "en", *,
         timeout: float = TIMEOUT) -> str:
    """Take a seat at table ``code`` under ``name``; the seat's token (keep it: it is the
    seat, and joining again with it is how a reloaded page gets its seat back).  Refusals
    (BAD_TABLE_CODE, TABLE_FULL, BAD_OPTION.tables_name, ...) are raised in ``language``."""
    url = f"{service_address(address)}/api/join"
    answer = json.loads(_http("POST", url, {"code": code, "name": name, "language": language},
                              timeout=timeout))
    token: str = answer["token"]
    return token


def wait_for_service(address: str | None = None, timeout: float = 20.0) -> bool:
    """Whether the service answered ``/health`` within ``timeout`` seconds."""
    url = f"{service_address(address)}/health"
    deadline = time.monotonic() + timeout
    while True:
        try:
            json.loads(_http("GET", url, timeout=1.0))
            return True
        except (OSError, ValueError):
            if time.monotonic() > deadline:
                return False
            time.sleep(0.1)


class _Socket:
    """A socket to the service kept open by a thread of its own: hello first, then every
    frame read; connected again after a drop, waiting longer each time."""

    path = "/ws"

    def __init__(self, address: str | None, token: str, language: str) -> None:
        self.address = service_address(address)
        self.token, self.language = token, language
        self.connected = False
        self.error: IllegalAction | None = None  # the service's refusal of the token: the end
        self._condition = threading.Condition()
        self._socket: ClientConnection | None = None
        self._send_lock = threading.Lock()
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True,
                                        name=f"lovelet tables {self.path} {token[:6]}")

    def _hello(self) -> dict[str, Any]:
        return {"type": "hello", "token": self.token, "language": self.language}

    def _receive(self, frame: dict[str, Any], text: str) -> None:
        """Take in one frame, read from ``text`` (called with the condition held)."""

    def _changed(self) -> None:
        """Tell the listeners (called from the thread, the condition not held)."""

    def _opened(self) -> None:
        """A connection opened (called with the condition held)."""

    def _dropped(self) -> None:
        """The connection dropped (called with the condition held)."""

    def _run(self) -> None:
        delay = BACKOFF_FIRST
        url = _socket_address(self.address, self.path)
        while not self._stopping.is_set():
            try:
                with connect(url, proxy=None, open_timeout=TIMEOUT, max_size=None) as socket:
                    self._socket = socket
                    with self._condition:
                        self._opened()
                    socket.send(json.dumps(self._hello()))
                    with self._condition:
                        self.connected = True
                        self._condition.notify_all()
                    delay = BACKOFF_FIRST
                    for text in socket:
                        self._take(text)
            except ConnectionClosed as closed:
                if closed.rcvd is not None and closed.rcvd.code == _CLOSE_BAD_TOKEN:
                    self._stopping.set()
            except (OSError, InvalidHandshake, TimeoutError):
                pass  # the service is away: try again
            finally:
                self._socket = None
                with self._condition:
                    self.connected = False
                    self._dropped()
                    self._condition.notify_all()
                self._changed()
            if self._stopping.wait(delay):
                break
            delay = min(delay * 2, BACKOFF_MOST)

    def _take(self, text: str | bytes) -> None:
        try:
            frame = json.loads(text)
        except ValueError:
            return
        if not isinstance(frame, dict):
            return
        with self._condition:
            if frame.get("type") == "refused" and not self.connected_once():
                self.error = _refusal(frame)
            self._receive(frame, text if isinstance(text, str) else text.decode("utf-8", "replace"))
            self._condition.notify_all()
        self._changed()

    def connected_once(self) -> bool:
        return True

    def send(self, frame: dict[str, Any]) -> None:
        """Send ``frame`` now; ConnectionError if the socket is not open at this moment."""
        socket = self._socket
        if socket is None:
            raise ConnectionError("not connected to the table service (connecting again)")
        try:
            with self._send_lock:
                socket.send(json.dumps(frame, ensure_ascii=False))
        except ConnectionClosed:
            raise ConnectionError("the connection to the table service dropped") from None

    def wait(self, predicate: Callable[[Any], bool], timeout: float | None = TIMEOUT) -> bool:
        """Wait until ``predicate(self)`` holds (checked after every frame); whether it did
        within ``timeout`` seconds."""
        with self._condition:
            return self._condition.wait_for(lambda: predicate(self), timeout)

    @property
    def stopped(self) -> bool:
        """Whether the client has stopped for good (closed, or its token refused)."""
        return not self._thread.is_alive()

    def drop(self) -> None:
        """End the connection as a network failure would: the client connects again by itself."""
        socket = self._socket
        if socket is not None:
            with contextlib.suppress(OSError):
                socket.socket.shutdown(SHUT_RDWR)

    def close(self) -> None:
        """Close the socket for good and end the thread."""
        self._stopping.set()
        socket = self._socket
        if socket is not None:
            socket.close()
        if self._thread is not threading.current_thread():
            self._thread.join(timeout=TIMEOUT)

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class SeatClient(_Socket):
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
        return None if answer["type"] in answers else _refusal(answer)

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
                self.refusals.append(_refusal(frame))

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

    def connected_once(self) -> bool:
        return self.welcome is not None


class TeacherFollower(_Socket):
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

    def connected_once(self) -> bool:
        return self.tables is not None

    def stop(self) -> None:
        self.close()


class TeacherClient:
    """The teacher's routes of the table service, each a method (``token``: the teacher's)."""

    def __init__(self, address: str | None, token: str, language: str = "en", *, timeout: float = TIMEOUT) -> None:
        self.address, self.token = service_address(address), token
        self.language, self.timeout = language, timeout

    def _call(self, method: str, path: str, body: object = None) -> bytes:
        url = f"{self.address}{path}?language={self.language}"
        return _http(method, url, body, token=self.token, timeout=self.timeout)

    def _json(self, method: str, path: str, body: object = None) -> Any:
        return json.loads(self._call(method, path, body))

    def health(self) -> dict[str, Any]:
        return json.loads(_http("GET", f"{self.address}/health", timeout=self.timeout))  # type: ignore[no-any-return]

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
