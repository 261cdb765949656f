"""The student's page of a class's table (``join.ipynb``): joining a table, then playing at it.

:class:`JoinController` holds the page's state in traits: the join form (the table's
code, the student's name, their language), the refusal of the last try and the field it
is about (``error_field``: "code", "name", "seat" or "service"), and once the student
has a seat its token (``token``: the seat itself), the address that takes the seat up
again (``seat_link``: ``join.ipynb?seat=<token>``) and the seat's Table
(:attr:`JoinController.table`, a :class:`~lovelet.widgets.seat_table.SeatTableController`).

The page's address says what to do (Voilà gives the kernel its query string):
``?seat=<token>`` takes that seat up again at once (a reload, a phone that slept),
``?code=<CODE>`` fills the code in.  The service's address is ``LOVELET_TABLES``
(``make app`` sets it), by default :data:`DEFAULT_ADDRESS`.

Nothing raises at the page: a code or a name the service would refuse is refused
here first, in the same words (``BAD_TABLE_CODE``, ``BAD_OPTION.tables_name``), the
service's own refusals (an unknown code, a full table, a seat it does not know) are
said in the chosen language, and a service that does not answer is said too
("the table service does not answer at ..."), beside the field it is about.

:func:`seat_notes` says, in sentences, what the student should know about the table
beyond the Table itself: that it waits for players (and who has joined), that the
teacher paused it, that the link is lost and reconnecting, who the next round waits for.
"""

from __future__ import annotations

import os
import re
import urllib.parse
from collections.abc import Callable
from typing import Any

import traitlets as t

from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.table_service.client import SeatClient
from lovelet.table_service.client import join as join_table
from lovelet.table_service.table import checked_name
from lovelet.table_service.tokens import normal_code
from lovelet.text.i18n import say
from lovelet.text.languages import language_or_session, validated_language
from lovelet.text.numbers import listed
from lovelet.widgets.companion_address import _query_string
from lovelet.widgets.refusal_traits import ShowsRefusals
from lovelet.widgets.seat_table import SeatTableController

__all__ = ["JoinController", "seat_notes", "page_query", "connect_seat", "DEFAULT_ADDRESS", "PAGE"]

#: The table service's address when ``LOVELET_TABLES`` names none (``lovelet serve``'s default).
DEFAULT_ADDRESS = "http://localhost:8867"
#: The page, as the seat's link names it (relative: the browser keeps its host).
PAGE = "join.ipynb"
#: How long joining waits for the service's welcome, in seconds.
CONNECT_TIMEOUT = 10.0
# A seat's token as the service makes them (secrets.token_urlsafe): anything else is no seat.
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,128}")
# What a refusal is about: the field of the form it is said beside.
_FIELDS = {"BAD_TABLE_CODE": "code", "TABLE_FULL": "code", "TABLE_CLOSED": "code", "BAD_TOKEN": "seat"}


def page_query(query: str | None = None) -> dict[str, str]:
    """``seat`` and ``code`` of the page's query string (``query``, or the one Voilà
    gave this kernel), the last of each winning; absent keys are left out."""
    text = _query_string() if query is None else query
    values = urllib.parse.parse_qs(str(text).lstrip("?"), keep_blank_values=True)
    return {key: values[key][-1] for key in ("seat", "code") if values.get(key)}


def connect_seat(address: str, token: str, language: str, timeout: float = CONNECT_TIMEOUT) -> SeatClient:
    """The seat ``token``'s link to the service at ``address``, once welcomed.

    Raises the service's refusal (``BAD_TOKEN``) as an IllegalAction, and
    ``ConnectionError`` when the service does not answer within ``timeout`` seconds."""
    client = SeatClient(address, token, language)
    if not client.wait(lambda link: link.welcome is not None or link.error is not None, timeout):
        client.close()
        raise ConnectionError(f"the table service at {address} does not answer")
    if client.error is not None:
        client.close()
        raise client.error
    return client


class JoinController(ShowsRefusals, t.HasTraits):
    """The student's page: the join form, then the seat's Table (see the module's docstring).

    ``query`` is the page's query string (None: Voilà's); ``address`` the service's
    (None: ``LOVELET_TABLES``, else :data:`DEFAULT_ADDRESS`); ``language`` the page's
    (None: the session's).  ``join(address, code, name, language) -> token`` and
    ``connect(address, token, language) -> connection`` reach the service (by default
    :func:`lovelet.table_service.client.join` and :func:`connect_seat`; a test gives its own).
    """

    code = t.Unicode("", help="The table's code, as typed.")
    name = t.Unicode("", help="The student's name, as typed (not escaped: a view escapes it).")
    language = t.Any("en", help="'en', 'fr' or 'de': the page's and the seat's language.")
    seated = t.Bool(False, help="Whether the student has a seat: the page shows the Table.")
    token = t.Unicode("", help="The seat's token once seated: the seat itself (it is in seat_link).")
    seat_link = t.Unicode("", help="The page's address that takes the seat up again: join.ipynb?seat=<token>.")
    error = t.Unicode("", help="The sentence of the last refusal in the page's language; '' after a change.")
    error_code = t.Unicode("", help="The last refusal's code ('' for a service that does not answer).")
    error_field = t.Unicode("", help="What the refusal is about: 'code', 'name', 'seat', 'service' or ''.")

    def __init__(self, query: str | None = None, *, address: str | None = None, language: str | None = None,
                 join: Callable[[str, str, str, str], str] = join_table,
                 connect: Callable[[str, str, str], Any] = connect_seat) -> None:
        super().__init__()
        self.address = address or os.environ.get("LOVELET_TABLES") or DEFAULT_ADDRESS
        self._join, self._connect = join, connect
        self.table: SeatTableController | None = None
        self.connection: Any = None
        self.language = language_or_session(language)
        asked = page_query(query)
        self.code = asked.get("code", "")[:40]
        if "seat" in asked:
            self.rejoin(asked["seat"])

    @t.validate("language")
    def _valid_language(self, proposal):
        return validated_language(proposal, self.language, self._refused)

    @t.observe("language")
    def _language_changed(self, change):
        if self.table is not None:
            self.table.language = change["new"]

    def _table_language(self, change):
        self.language = change["new"]

    # ------------------------------------------------------------------ joining

    def join(self, code: str | None = None, name: str | None = None) -> bool:
        """Take a seat at table ``code`` under ``name`` (by default the form's); True once
        seated.  A refusal sets ``error``, ``error_code`` and ``error_field``."""
        with self.hold_trait_notifications():
            if code is not None:
                self.code = str(code)
            if name is not None:
                self.name = str(name)
        try:
            table_code = normal_code(self.code)
            if table_code is None:
                raise refused("BAD_TABLE_CODE", shown=shown(self.code.strip()))
            typed = checked_name(self.name)
            token = self._join(self.address, table_code, typed, self.language)
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        except OSError:
            self._unreachable()
            return False
        return self.rejoin(token)

    def rejoin(self, token: str) -> bool:
        """Take up the seat ``token`` (a seat's link, or the token a join gave); True once
        the service welcomed it."""
        try:
            if not isinstance(token, str) or not _TOKEN.fullmatch(token):
                raise refused("BAD_TOKEN")
            connection = self._connect(self.address, token, self.language)
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        except OSError:
            self._unreachable()
            self.token = token if isinstance(token, str) and _TOKEN.fullmatch(token) else ""
            return False
        self.close()
        self.connection = connection
        self.table = SeatTableController(connection, language=self.language)
        # The Table's language is the page's: chosen on the Table, it is the page's too.
        self.table.observe(self._table_language, names="language")
        with self.hold_trait_notifications():
            self.error = self.error_code = self.error_field = ""
            self.token = token
            self.seat_link = f"{PAGE}?{urllib.parse.urlencode({'seat': token})}"
            self.seated = True
        return True

    def retry(self) -> bool:
        """Try again after the service did not answer: the seat if one was asked for, else the form."""
        if self.token and not self.seated:
            return self.rejoin(self.token)
        return self.join()

    def close(self) -> None:
        """Close the seat's link (the seat stays the student's: its link takes it up again)."""
        connection, self.connection = self.connection, None
        if connection is None:
            return
        if self.table is not None:
            self.table.unobserve(self._table_language, names="language")
        if hasattr(connection, "close"):
            connection.close()

    # ------------------------------------------------------------------ refusals

    def _refused(self, refusal: IllegalAction) -> None:
        with self.hold_trait_notifications():
            self.error_field = "name" if refusal.key == "BAD_OPTION.tables_name" else _FIELDS.get(refusal.code, "")
            self._show_refusal(refusal.code, refusal.sentence(self.language))

    def _unreachable(self) -> None:
        with self.hold_trait_notifications():
            self.error_field = "service"
            self._show_refusal("", say("join_unreachable", self.language, address=self.address))


def seat_notes(table: SeatTableController, language: str) -> list[str]:
    """What the student should know of their table beyond the Table, in ``language``:
    the link lost, the table waiting (who joined) or paused or over, a bot standing in
    or put in their place, who the next round waits for."""
    notes = []
    if not table.connected:
        notes.append(say("join_reconnecting", language))
    state = table.table_state
    if state == "waiting":
        joined = [item["name"] for item in table.seats if item.get("kind") == "student" and item.get("name")]
        notes.append(say("join_waiting", language, names=listed(joined, language)))
    elif state == "paused":
        notes.append(say("join_paused", language))
    elif state == "over":
        notes.append(say("join_over", language))
    mine = table.seats[table.viewer] if table.viewer is not None and table.viewer < len(table.seats) else {}
    if mine.get("kind") == "bot":
        notes.append(say("join_replaced", language))
    elif mine.get("stand_in"):
        notes.append(say("join_stand_in", language))
    if state == "playing" and table.round_over and not table.game_over and table.viewer in table.ready:
        waiting = [item["name"] for item in table.seats
                   if item.get("kind") == "student" and item.get("connected") and not item.get("stand_in")
                   and item["seat"] not in table.ready]
        if waiting:
            notes.append(say("join_ready_wait", language, names=listed(waiting, language)))
    return notes
