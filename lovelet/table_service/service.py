"""Every table of a class, the teacher's token, and the file they are kept in.

:class:`TableService` is what the app (:mod:`lovelet.table_service.app`) calls, and what tests
call directly: it finds a table by its code and a seat by its token, checks what is
asked, applies it to the :class:`~lovelet.table_service.table.ClassTable`, and writes the
change to the :class:`~lovelet.table_service.store.TableStore` before it returns, so that an
action is in SQLite before its seat is told it was accepted.  Opened on an existing
file, it reads every table back where it was.

It is synchronous and holds no clock: each call that depends on time is given ``now``
(``time.monotonic()``).  A refusal is an :class:`~lovelet.IllegalAction` with a stable
code, and changes nothing.
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping
from typing import Any

from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.engine.saving import dumps as save_text
from lovelet.table_service.settings import TableSettings
from lovelet.table_service.store import TableStore
from lovelet.table_service.table import ClassTable
from lovelet.table_service.tokens import new_code, new_token, normal_code, same_token, token_digest
from lovelet.text.languages import language_of

__all__ = ["TableService"]


def _language(value: object) -> str:
    """A seat's language: 'en', 'fr' or 'de' (anything else is English)."""
    try:
        return language_of(value)
    except IllegalAction:
        return "en"


class TableService:
    """Every table of a class (see the module docstring).

    ``path``: the SQLite file (created if missing; reopened, every table resumes);
    None keeps everything in memory.  ``synchronous``: SQLite's setting (FULL).
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, *, synchronous: str = "FULL",
                 now: float | None = None) -> None:
        self.store = TableStore(path, synchronous=synchronous)
        self.teacher_token = self.store.setting("teacher_token", new_token)
        self._tables: dict[str, ClassTable] = {}
        self._seats: dict[str, tuple[str, int]] = {}  # token digest -> (table code, seat)
        moment = time.monotonic() if now is None else now
        for code, entries in self.store.journals():
            table = ClassTable.replay(entries, moment)
            self._tables[code] = table
            for number, seat in enumerate(table.seats):
                if seat.digest is not None:
                    self._seats[seat.digest] = (code, number)

    # ------------------------------------------------------------------ finding

    def check_teacher(self, token: object) -> None:
        """Refuse (BAD_TOKEN.teacher) anything but the teacher's token."""
        if not same_token(token, self.teacher_token):
            raise refused("BAD_TOKEN.teacher")

    def table(self, code: object) -> ClassTable:
        """The table with ``code`` (spaces, dashes and case forgiven); BAD_TABLE_CODE otherwise."""
        found = self._tables.get(normal_code(code) or "")
        if found is None:
            raise refused("BAD_TABLE_CODE", shown=shown(code))
        return found

    def tables(self) -> list[ClassTable]:
        """Every table, in the order they were created."""
        return list(self._tables.values())

    def seat_of(self, token: object) -> tuple[ClassTable, int]:
        """The table and seat ``token`` holds; BAD_TOKEN otherwise."""
        if not isinstance(token, str) or not 8 <= len(token) <= 200:
            raise refused("BAD_TOKEN")
        found = self._seats.get(token_digest(token))
        if found is None:
            raise refused("BAD_TOKEN")
        return self._tables[found[0]], found[1]

    # ------------------------------------------------------------------ the teacher

    def create_table(self, settings: object, now: float | None = None) -> ClassTable:
        """A new table with ``settings`` (a dict, see TableSettings), written down."""
        checked = TableSettings.read(settings)
        table = ClassTable(new_code(set(self._tables)), checked)
        table.turn_since = self._now(now)
        self.store.create(table.code, table.creation())
        self._tables[table.code] = table
        return table

    def teacher(self, code: object, what: str, now: float | None = None) -> ClassTable:
        """The teacher's ``what`` at table ``code``: start, pause, resume, end, next_round."""
        table = self.table(code)
        moves = {"start": table.start, "pause": table.pause, "resume": table.resume, "end": table.end,
                 "next_round": table.teacher_next_round}
        if what not in moves:
            raise refused("BAD_MESSAGE.unknown_type", shown=shown(what))
        self._write(table, moves[what](self._now(now)))
        return table

    def replace_with_bot(self, code: object, seat: object, kind: object = "heuristic",
                         now: float | None = None) -> ClassTable:
        """The teacher gives a student's seat to a bot of ``kind`` for the rest of the game."""
        table = self.table(code)
        self._write(table, table.replace_with_bot(seat, kind, self._now(now)))
        return table

    def save_text(self, code: object) -> str:
        """Table ``code``'s game as a lovelet save (its seed included: for the teacher
        only); BAD_SAVE while the game has not started."""
        table = self.table(code)
        if table.game is None:
            raise refused("TABLE_CLOSED.waiting", table=table.code)
        return save_text(table.game)

    # ------------------------------------------------------------------ the students

    def join(self, code: object, name: object, language: object = "en",
             now: float | None = None) -> tuple[str, ClassTable, int]:
        """Seat a student at table ``code``: (their token, the table, their seat)."""
        table = self.table(code)
        token = new_token()
        digest = token_digest(token)
        seat, entry = table.join(name, digest, _language(language), self._now(now))
        self._write(table, entry)
        self._seats[digest] = (table.code, seat)
        return token, table, seat

    def act(self, token: object, record: object, now: float | None = None) -> ClassTable:
        """The seat ``token`` holds plays ``record`` (the save format's action record)."""
        table, seat = self.seat_of(token)
        self._write(table, table.act(seat, record, self._now(now)))
        return table

    def next_round(self, token: object, now: float | None = None) -> ClassTable:
        """The seat ``token`` holds is ready for the next round."""
        table, seat = self.seat_of(token)
        self._write(table, table.next_round(seat, self._now(now)))
        return table

    def set_language(self, token: object, language: object) -> str:
        """The language the seat ``token`` holds is refused in (not written down)."""
        table, seat = self.seat_of(token)
        try:
            checked = language_of(language)  # "fr", "français", "French"...
        except IllegalAction:
            raise refused("BAD_MESSAGE.field", field="language", shown=shown(language)) from None
        table.seats[seat].language = checked
        return checked

    def connected(self, token: object, opened: bool, now: float | None = None) -> ClassTable:
        """A websocket of the seat ``token`` holds opened or closed."""
        table, seat = self.seat_of(token)
        table.connected(seat, opened, self._now(now))
        return table

    def seen(self, token: object, now: float | None = None) -> ClassTable:
        """The seat ``token`` holds sent something: it is not idle."""
        table, seat = self.seat_of(token)
        table.seen(seat, self._now(now))
        return table

    # ------------------------------------------------------------------ bots

    def due(self, now: float | None = None) -> float | None:
        """Seconds until the next bot or stand-in decision is due (0: now), or None."""
        moment = self._now(now)
        times = [when for table in self._tables.values() if (when := table.due(moment)) is not None]
        return None if not times else max(0.0, min(times) - moment)

    def step(self, now: float | None = None) -> list[ClassTable]:
        """Make every bot and stand-in decision due at ``now`` (one per table), written
        down; the tables that changed."""
        moment = self._now(now)
        changed = []
        for table in self._tables.values():
            entry = table.step(moment)
            if entry is not None:
                self._write(table, entry)
                changed.append(table)
        return changed

    # ------------------------------------------------------------------ helpers

    def _write(self, table: ClassTable, entry: Mapping[str, Any]) -> None:
        if not entry.get("transient"):
            self.store.append(table.code, entry)

    @staticmethod
    def _now(now: float | None) -> float:
        return time.monotonic() if now is None else now

    def close(self) -> None:
        self.store.close()
