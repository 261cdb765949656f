"""The teacher's page's controller: every table of the class, followed live and steered.

:class:`TeacherController` talks to the table service through a
:class:`~lovelet.table_service.client.TeacherClient` (or any object with its methods: the tests
give one backed by an in-memory :class:`~lovelet.table_service.service.TableService`) and puts
in traits what the teacher's page shows:

* the connection: the teacher's token comes from the page's address
  (``teacher.ipynb?teacher=<token>``, as Voilà gives the kernel its query string) or is
  typed into a password field and given to :meth:`~TeacherController.connect`.  It is
  never a trait: nothing the browser holds shows it.  A token the service refuses, or a
  service that does not answer, is said in ``connection`` and ``message``;
* the form of a new table (:class:`~lovelet.widgets.teacher_form.TeacherForm`: edition,
  seats as students or bots, tie break, coach, deduction panel, idle seconds), and
  :meth:`~TeacherController.create_table`;
* ``tables``: every table's teacher view, as the service sends it (state, whose turn,
  favors, who is connected, the public log, after a round its hands and its debrief),
  refreshed by the teacher's websocket (:meth:`TeacherClient.follow`), with a polling
  timer as a fallback while that socket is down;
* each table's controls (:meth:`~TeacherController.act`: start, pause, resume, end,
  next round; :meth:`~TeacherController.replace_with_bot`), a table shown on the
  projector (``projected``), and every table's game to download (``downloads``: data:
  links, and files in a folder with :meth:`~TeacherController.download_saves`).

A refusal of the service is shown beside the control that was touched: ``refusals``
maps the control (``"connect"``, ``"create"``, ``"download"`` or a table's code) to its
sentence in the page's language.  Nothing raises at a view.  Names in ``tables`` are as
the students typed them: the views escape them (:mod:`lovelet.display.tables`).
"""

from __future__ import annotations

import asyncio
import base64
import logging
import os
import pathlib
import threading
import urllib.parse
from collections.abc import Callable
from typing import Any

import traitlets as t

from lovelet.engine.errors import IllegalAction
from lovelet.engine.saving import write_atomically
from lovelet.display.tables import DEFAULT_PAGES
from lovelet.text.i18n import say
from lovelet.text.languages import language_or_session, validated_language
from lovelet.table_service.client import TeacherClient
from lovelet.widgets.companion_address import _query_string
from lovelet.widgets.teacher_form import TeacherForm

__all__ = ["TeacherController", "CONNECTIONS", "ACTIONS", "POLL_SECONDS", "PAGES_ENVIRONMENT",
           "token_in_query", "pages_address"]

_log = logging.getLogger("lovelet.widgets")

#: What ``connection`` may say: no token yet, following the tables, the service does not
#: answer, the service refused the token.
CONNECTIONS = ("none", "connected", "unreachable", "refused")
#: The teacher's controls of a table (the service's routes of the same names).
ACTIONS = ("start", "pause", "resume", "end", "next_round")
#: How often the tables are asked for while the teacher's websocket is down, in seconds.
POLL_SECONDS = 5.0
#: The environment variable with the address of the pages (``make app`` sets it).
PAGES_ENVIRONMENT = "LOVELET_PAGES"


def token_in_query(query: str) -> str | None:
    """The teacher's token of a page's query string (``teacher=<token>``), or None."""
    values = urllib.parse.parse_qs(query or "").get("teacher")
    return values[0] if values and values[0] else None


def pages_address() -> str:
    """The address the pages are served from: ``LOVELET_PAGES``, or Voilà's by default."""
    return os.environ.get(PAGES_ENVIRONMENT, "") or DEFAULT_PAGES


def _said(refusal: IllegalAction, language: str) -> str:
    """A refusal's sentence in ``language``: the service's refusals come said already (in
    the language the client asked for), and one whose key the text layer cannot fill
    without its values keeps the service's sentence."""
    try:
        return refusal.sentence(language)
    except (KeyError, IndexError, ValueError):
        return refusal.message


#: A sentence to be said in whatever language the page is in (a refusal kept, a text of the catalog).
Sayer = Callable[[str], str]


def _refusal_sayer(refusal: IllegalAction) -> Sayer:
    return lambda language: _said(refusal, language)


def _text_sayer(key: str, **values: object) -> Sayer:
    return lambda language: say(key, language, **values)


def _data_link(name: str, content: bytes, kind: str) -> dict[str, str]:
    return {"name": name, "href": f"data:{kind};base64,{base64.b64encode(content).decode('ascii')}"}


class TeacherController(TeacherForm):
    """The teacher's page; see the module's docstring.

    ``address`` is the service's (None: ``$LOVELET_TABLES``); ``token`` the teacher's
    (None: the page's query string, else wait for :meth:`connect`); ``client_factory``
    makes the client from ``(address, token, language)`` (:class:`TeacherClient` by
    default); ``pages`` is the address the join links start with (None:
    :func:`pages_address`); ``follow`` (True) follows the tables live; ``poll_seconds``
    is how often the tables are asked for while the live socket is down (on the page's
    asyncio loop: a kernel's, Voilà's; without one, nothing polls).
    """

    language = t.Any("en", help="'en', 'fr' or 'de'; an unknown language is refused beside the form.")
    connection = t.Unicode("none", help="One of CONNECTIONS.")
    message = t.Unicode("", help="What the connection says (why it is down), in the page's language; '' when up.")
    tables = t.List(help="Every table's teacher view, in creation order (JSON values, as the service sends them).")
    refusals = t.Dict(help="{control: sentence}: the last refusal beside each control ('connect', 'create', "
                           "'download' or a table's code).")
    projected = t.Unicode("", help="The code of the table shown on the projector, or ''.")
    downloads = t.List(help="Files to download: {name, href} with a data: address, once asked for.")
    pages = t.Unicode(help="The address the join links start with.")

    def __init__(self, address: str | None = None, token: str | None = None, *, language: str | None = None,
                 client_factory: Callable[[str | None, str, str], Any] = TeacherClient,
                 pages: str | None = None, follow: bool = True, poll_seconds: float = POLL_SECONDS) -> None:
        super().__init__()
        self.language = language_or_session(language)
        self.pages = pages or pages_address()
        self._address = address
        self._factory = client_factory
        self._follow_live = follow
        self._poll_seconds = poll_seconds
        self._client: Any = None
        self._follower: Any = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._lock = threading.Lock()
        self._closed = False
        # What stands beside each control and what the connection says, kept as functions of
        # the language so that a page switched to another language says them again in it.
        self._sayers: dict[str, Sayer] = {}
        self._message: Sayer | None = None
        token = token or token_in_query(_query_string())
        if token:
            self.connect(token)
        else:
            self.check_service()

    @t.validate("language")
    def _valid_language(self, proposal: Any) -> str:
        # An unknown language is said beside the form, in the language kept.
        return validated_language(proposal, self.language,  # type: ignore[no-any-return]
                                  lambda refusal: self._set_refusal("create", _refusal_sayer(refusal)))

    @t.observe("language")
    def _language_changed(self, change: Any) -> None:
        """Every sentence again in the new language; and the service says the log in the
        page's language: follow again in it."""
        if change["old"] == change["new"] or not hasattr(self, "_sayers"):
            return
        self._resay()
        client = self._client
        if client is None:
            return
        client.language = change["new"]
        self._stop_following()
        if self._follow_live:
            self._follower = client.follow(self._on_tables)
        self._schedule_poll()
        self.refresh()

    # ------------------------------------------------------------------ connecting

    def connect(self, token: str) -> bool:
        """Connect with the teacher's ``token``; whether the service took it.  A refused
        token or a service that does not answer is said in ``message``."""
        self._stop_following()
        token = (token or "").strip()
        if not token:
            self._set_refusal("connect", _text_sayer("teacher_token_missing"))
            return False
        try:
            client = self._factory(self._address, token, self.language)
            tables = client.tables()
        except IllegalAction as refusal:
            self._down("refused", _refusal_sayer(refusal))
            return False
        except OSError:
            self._down("unreachable", _text_sayer("teacher_unreachable"))
            return False
        self._client = client
        with self.hold_trait_notifications():
            self._up()
            self.tables = list(tables)
        try:
            self._loop = asyncio.get_running_loop()
        except RuntimeError:
            self._loop = None
        if self._follow_live:
            self._follower = client.follow(self._on_tables)
        self._schedule_poll()
        return True

    def check_service(self) -> bool:
        """Whether the service answers (before any token is typed): a page opened while it
        is away says so at once, rather than after the token."""
        try:
            self._factory(self._address, "", self.language).health()
        except OSError:
            self._down("unreachable", _text_sayer("teacher_unreachable"))
            return False
        return True

    def _down(self, connection: str, sentence: Sayer, forget: bool = True) -> None:
        """The connection is down (``connection``), for the reason ``sentence`` says; the
        client is forgotten unless the service is only away for a while (``forget``)."""
        if forget:
            self._client = None
        self._message = sentence
        with self.hold_trait_notifications():
            self.connection = connection
            self._set_refusal("connect", sentence)

    def _up(self) -> None:
        self._message = None
        with self.hold_trait_notifications():
            self.connection = "connected"
            self._set_refusal("connect", None)

    def _resay(self) -> None:
        """Say every refusal and the connection's sentence in the page's language."""
        with self.hold_trait_notifications():
            self.refusals = {where: sayer(self.language) for where, sayer in self._sayers.items()}
            self.message = "" if self._message is None else self._message(self.language)

    def _on_tables(self, tables: list[dict[str, Any]]) -> None:
        """From the follower's thread: the tables, handed to the page's loop when there is one."""
        if self._loop is not None and self._loop.is_running():
            self._loop.call_soon_threadsafe(self._take_tables, tables)
        else:
            self._take_tables(tables)

    def _take_tables(self, tables: list[dict[str, Any]]) -> None:
        if self._closed:
            return
        with self._lock:
            self.tables = list(tables)
            if self.projected and self.projected not in {table.get("code") for table in self.tables}:
                self.projected = ""

    def refresh(self) -> None:
        """Ask the service for every table now (the polling fallback does it by itself)."""
        if self._client is None:
            return
        try:
            self._take_tables(self._client.tables())
            if self.connection != "connected":
                self._up()
        except IllegalAction as refusal:
            self._down("refused", _refusal_sayer(refusal))
        except OSError:  # away for a while: the polling asks again, with the same client
            self._down("unreachable", _text_sayer("teacher_unreachable"), forget=False)

    def _schedule_poll(self) -> None:
        if self._loop is None or self._closed:
            return
        self._timer = self._loop.call_later(self._poll_seconds, self._poll)

    def _poll(self) -> None:
        """While the teacher's websocket is down (or never followed), ask for the tables."""
        if self._closed or self._client is None:
            return
        follower = self._follower
        if follower is None or not getattr(follower, "connected", False):
            self.refresh()
        self._schedule_poll()

    def _stop_following(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._follower is not None:
            follower, self._follower = self._follower, None
            try:
                follower.stop()
            except Exception:  # noqa: BLE001 - a socket already gone is stopped
                _log.exception("stopping the teacher's follower")

    def close(self) -> None:
        """Stop following the tables (the page is closed)."""
        self._closed = True
        self._stop_following()

    # ------------------------------------------------------------------ the teacher's requests

    def _set_refusal(self, where: str, sentence: Sayer | None) -> None:
        """Show ``sentence`` beside the control ``where`` (None: take back what stood there)."""
        if sentence is None:
            self._sayers.pop(where, None)
        else:
            self._sayers[where] = sentence
        self._resay()

    def _request(self, where: str, call: Callable[[], Any]) -> Any:
        """``call()`` to the service; its refusal or a service down is shown beside ``where``
        (None returned), else the refusal there is taken back and the tables refreshed."""
        if self._client is None:
            self._set_refusal(where, _text_sayer("teacher_not_connected"))
            return None
        try:
            answer = call()
        except IllegalAction as refusal:
            self._set_refusal(where, _refusal_sayer(refusal))
            return None
        except OSError:
            self._set_refusal(where, _text_sayer("teacher_unreachable"))
            return None
        self._set_refusal(where, None)
        self.refresh()
        return answer

    def create_table(self) -> str | None:
        """A new table with the form's settings; its code (None when refused, the
        sentence then beside the form)."""
        try:
            settings = self.settings()
        except IllegalAction as refusal:
            self._set_refusal("create", _refusal_sayer(refusal))
            return None
        client = self._client
        return self._request("create", lambda: client.create_table(settings))  # type: ignore[no-any-return]

    def act(self, code: str, what: str) -> bool:
        """The teacher's control ``what`` (one of :data:`ACTIONS`) on table ``code``;
        whether the service did it (else its refusal beside the table)."""
        if what not in ACTIONS:
            self._set_refusal(code, _text_sayer("teacher_unknown_action", action=what))
            return False
        client = self._client
        done = self._request(code, lambda: getattr(client, what)(code))
        return done is not None

    def replace_with_bot(self, code: str, seat: int, kind: str = "heuristic") -> bool:
        """Have a bot of ``kind`` play seat ``seat`` of table ``code`` from now on."""
        client = self._client
        return self._request(code, lambda: client.replace_with_bot(code, seat, kind)) is not None

    def project(self, code: str) -> None:
        """Show table ``code`` on the projector ('' to stop)."""
        codes = {table.get("code") for table in self.tables}
        self.projected = code if code in codes else ""

    def download_saves(self, folder: str | os.PathLike[str] | None = None) -> list[dict[str, str]]:
        """Every table's game as a lovelet save: ``downloads`` gets a link for each
        (``lovelet-table-<code>.json``) and one for all of them in a zip; with ``folder``,
        the files are written there too.  A table with no game yet has nothing to save."""
        client = self._client
        if client is None:
            self._set_refusal("download", _text_sayer("teacher_not_connected"))
            return []
        links = []
        try:
            for table in self.tables:
                code = str(table.get("code"))
                if table.get("state") == "waiting" or not table.get("round"):
                    continue
                content = client.save_text(code).encode("utf-8")
                links.append(_data_link(f"lovelet-table-{code}.json", content, "application/json"))
            if links:
                links.append(_data_link("lovelet-tables.zip", client.saves_zip(), "application/zip"))
            if folder is not None:
                where = pathlib.Path(folder)
                for link in links:
                    write_atomically_bytes(where / link["name"], link["href"])
        except IllegalAction as refusal:
            self._set_refusal("download", _refusal_sayer(refusal))
            return []
        except OSError:
            self._set_refusal("download", _text_sayer("teacher_unreachable"))
            return []
        self._set_refusal("download", None if links else _text_sayer("teacher_nothing_to_save"))
        self.downloads = links
        return links


def write_atomically_bytes(path: pathlib.Path, href: str) -> None:
    """Write the content of a data: link to ``path`` (a save as text, a zip as bytes)."""
    content = base64.b64decode(href.partition(",")[2])
    if path.suffix == ".json":
        write_atomically(content.decode("utf-8"), path)
    else:
        path.write_bytes(content)
