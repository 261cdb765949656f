"""Where the table service writes every change before it tells anyone: SQLite.

:class:`TableStore` keeps, in one SQLite file (the embedded default; ``None`` keeps it
in memory, for tests), the service's settings (the teacher's token) and each table's
*journal*: its entries in order (:mod:`lovelet.table_service.table`), the first one creating
it.  An entry is committed, with ``synchronous=FULL`` in WAL mode, before
:meth:`TableStore.append` returns, so a service killed at any moment (even SIGKILL)
loses nothing it has acknowledged; reading the journals back gives every table again.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from collections.abc import Iterator, Mapping
from typing import Any

__all__ = ["TableStore", "SCHEMA_VERSION"]

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (code TEXT PRIMARY KEY, number INTEGER NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS entries (
    code TEXT NOT NULL REFERENCES tables(code),
    seq INTEGER NOT NULL,
    entry TEXT NOT NULL,
    PRIMARY KEY (code, seq)
);
"""


class TableStore:
    """The service's SQLite file (see the module docstring).  ``synchronous`` is
    SQLite's setting ("FULL" by default: every commit reaches the disk)."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *, synchronous: str = "FULL") -> None:
        if synchronous not in ("OFF", "NORMAL", "FULL", "EXTRA"):
            raise ValueError(f"synchronous must be OFF, NORMAL, FULL or EXTRA, not {synchronous!r}")
        target = ":memory:" if path is None else os.fspath(path)
        if path is not None:
            folder = os.path.dirname(os.path.abspath(target))
            os.makedirs(folder, exist_ok=True)
        # One connection, used under a lock: the app may call from a worker thread.
        self._db = sqlite3.connect(target, check_same_thread=False, isolation_level=None)
        self._lock = threading.Lock()
        with self._lock:
            if path is not None:
                self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(f"PRAGMA synchronous={synchronous}")
            self._db.executescript(_SCHEMA)
            found = self._get("schema")
            if found is None:
                self._put("schema", str(SCHEMA_VERSION))
            elif found != str(SCHEMA_VERSION):
                raise RuntimeError(f"{target} was written by another version of lovelet's table service")
        self._next_seq: dict[str, int] = {}

    def _get(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def _put(self, key: str, value: str) -> None:
        self._db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    def setting(self, key: str, make: Any) -> str:
        """The stored setting ``key``; ``make()`` stores and returns it the first time."""
        with self._lock:
            found = self._get(key)
            if found is None:
                found = str(make())
                self._put(key, found)
            return found

    def create(self, code: str, entry: Mapping[str, Any]) -> None:
        """Write a new table's first entry (its creation), committed."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                number = self._db.execute("SELECT COALESCE(MAX(number), 0) + 1 FROM tables").fetchone()[0]
                self._db.execute("INSERT INTO tables (code, number) VALUES (?, ?)", (code, number))
                self._db.execute("INSERT INTO entries (code, seq, entry) VALUES (?, 0, ?)", (code, json.dumps(entry)))
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._next_seq[code] = 1

    def append(self, code: str, entry: Mapping[str, Any]) -> None:
        """Write ``entry`` at the end of table ``code``'s journal, committed."""
        with self._lock:
            seq = self._next_seq.get(code)
            if seq is None:
                seq = self._db.execute("SELECT COALESCE(MAX(seq), -1) + 1 FROM entries WHERE code = ?",
                                       (code,)).fetchone()[0]
            self._db.execute("INSERT INTO entries (code, seq, entry) VALUES (?, ?, ?)", (code, seq, json.dumps(entry)))
            self._next_seq[code] = seq + 1

    def journals(self) -> Iterator[tuple[str, list[dict[str, Any]]]]:
        """Every table's code and entries, in the order the tables were created."""
        with self._lock:
            codes = [row[0] for row in self._db.execute("SELECT code FROM tables ORDER BY number")]
            found = []
            for code in codes:
                rows = self._db.execute("SELECT entry FROM entries WHERE code = ? ORDER BY seq", (code,))
                found.append((code, [json.loads(row[0]) for row in rows]))
        yield from found

    def close(self) -> None:
        with self._lock:
            self._db.close()
