"""The client side's wire to the table service: its address, its HTTP calls, its refusals,
and a WebSocket kept open by a thread of its own (what :mod:`lovelet.table_service.client`'s
seat and teacher clients are made of).

A refusal of the service arrives as JSON ``{"code", "key", "sentence"}`` (an HTTP
answer's body, or a ``refused`` frame) and is raised or returned as a
:class:`ServiceRefusal`: an :class:`~lovelet.IllegalAction` with that code and key, said
with the service's sentence.  No proxy is ever used: the service runs beside the kernels.
"""

from __future__ import annotations

import contextlib
import json
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

__all__ = ["ServiceSocket", "ServiceRefusal", "service_address", "service_call", "wait_for_service",
           "refusal_of", "ENVIRONMENT", "BACKOFF_FIRST", "BACKOFF_MOST", "TIMEOUT"]

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


def refusal_of(answer: dict[str, Any]) -> IllegalAction:
    """The service's refusal (its code, key and sentence) as an IllegalAction."""
    code = answer.get("code")
    if code not in CODES:  # a service newer than this client: still a refusal, said as it was
        code = "BAD_MESSAGE"
    key = answer.get("key") if isinstance(answer.get("key"), str) else code
    return ServiceRefusal(str(code), key, str(answer.get("sentence") or code))


def service_call(method: str, url: str, body: object = None, token: str | None = None,
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
        raise refusal_of(answer if isinstance(answer, dict) else {}) from None


def wait_for_service(address: str | None = None, timeout: float = 20.0) -> bool:
    """Whether the service answered ``/health`` within ``timeout`` seconds."""
    url = f"{service_address(address)}/health"
    deadline = time.monotonic() + timeout
    while True:
        try:
            json.loads(service_call("GET", url, timeout=1.0))
            return True
        except (OSError, ValueError):
            if time.monotonic() > deadline:
                return False
            time.sleep(0.1)


class ServiceSocket:
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
                                        name=f"lovelet tables {self.path}")

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
            if frame.get("type") == "refused" and frame.get("code") == "BAD_TOKEN" and frame.get("ref") is None:
                self.error = refusal_of(frame)  # the answer to hello: the service closes with 4401
            self._receive(frame, text if isinstance(text, str) else text.decode("utf-8", "replace"))
            self._condition.notify_all()
        self._changed()

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
