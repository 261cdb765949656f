"""Saving a seat's record as JSON, and loading it back by checking every entry again.

A saved record holds the setup and the entries, nothing else: loading replays them one
by one through :meth:`~lovelet.companion.Record.add`, so every entry is checked again
against the rules and against what was still possible, and the loaded record is the
one that was saved.  Like a saved game (:mod:`lovelet.engine.saving`), the document carries a
``check`` (how many entries, the favors, a digest of the seat's last observation and of
the document itself) that catches a damaged, truncated or carelessly edited file; it is
not a signature.  Anything doubtful is refused whole, always with
``IllegalAction("BAD_SAVE", ...)`` and a sentence in English, French and German
(:mod:`lovelet.text.refusals_companion`); a file name that cannot be written is refused with
``BAD_PATH`` before anything is written, and the file is replaced only once the new one
is complete (a temporary file, then :func:`os.replace`), so a closed tab or a flat
battery never leaves half a record.

The document (cards by their names, seats by number)::

    {"format": "lovelet-companion", "version": 1, "saved_by": "lovelet 0.1.0",
     "setup": {"kind": "setup", "edition": "revised", "names": ["Ann", "Ben", "Cleo"],
               "seat": 0, "start_player": 1, "card": "GUARD", "face_up": [],
               "options": {"reveal_drawn": false, "thresholds": "standard", "tie_break": "shared"}},
     "entries": [{"kind": "played", "player": 1, "card": "PRIEST", "target": 0,
                  "guess": null, "drawn": null}, ...],
     "check": {"entries": 12, "round": 1, "favors": [0, 0, 0],
               "observation": "<sha256>", "document": "<sha256>"}}
"""

from __future__ import annotations

import hashlib
import json
import os
from typing import Any, TypeVar

from lovelet.engine.observation import Observation

# A record (lovelet.companion.Record, or a subclass): not imported, since it saves itself here.
RecordT = TypeVar("RecordT")
from lovelet.companion.entries import Setup, entry_from_dict
from lovelet.engine.errors import IllegalAction, refused
from lovelet.engine.events import json_ready
from lovelet.engine.restoring import document_digest
from lovelet.engine.json_files import checked_format, parsed_json, read_json_file
from lovelet.engine.save_reading import _keys, _list, not_an_object, save_fault
from lovelet.engine.saving import _lovelet_version, write_atomically

__all__ = ["record_to_dict", "record_from_dict", "dumps", "loads", "save", "load", "FORMAT",
           "VERSION"]

FORMAT = "lovelet-companion"
VERSION = 1

_TOP_KEYS = ("format", "version", "saved_by", "setup", "entries", "check")
_CHECK_KEYS = ("entries", "round", "favors", "observation", "document")
_OBSERVATION_FIELDS = ("names", "player", "hand", "discards", "face_up", "deck_size",
                       "set_aside_count", "protected", "eliminated", "current_player",
                       "pending_chancellor", "turn", "favors", "favors_needed", "is_over", "winners")


def observation_digest(observation: Observation) -> str:
    """A SHA-256 digest of everything in ``observation``, events included."""
    document = {name: json_ready(getattr(observation, name)) for name in _OBSERVATION_FIELDS}
    document["edition"] = observation.edition.name
    document["options"] = observation.options.as_dict()
    document["events"] = [event.as_dict() for event in observation.events]
    text = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def record_to_dict(record: Any) -> dict[str, Any]:
    """The save of ``record`` as plain JSON values (see the module's docstring)."""
    document = {
        "format": FORMAT,
        "version": VERSION,
        "saved_by": f"lovelet {_lovelet_version()}",
        "setup": record.setup.as_dict(),
        "entries": [entry.as_dict() for entry in record.entries],
        "check": {"entries": len(record.entries), "round": record.round_number,
                  "favors": list(record.favors),
                  "observation": observation_digest(record.observation())},
    }
    document["check"]["document"] = document_digest(document)
    return document


def dumps(record: Any) -> str:
    """``record`` saved as JSON text (indented by 1, keys sorted)."""
    return json.dumps(record_to_dict(record), indent=1, sort_keys=True, ensure_ascii=False)


def save(record: Any, path: str | os.PathLike[str]) -> None:
    """Write ``record`` to the file ``path``, replacing it only once the save is complete
    (BAD_PATH, before anything is written, when ``path`` cannot be written)."""
    write_atomically(dumps(record) + "\n", path)


def load(path: str | os.PathLike[str], record_class: type[RecordT]) -> RecordT:
    """The record saved in the file ``path``, built as a ``record_class``
    (:class:`~lovelet.companion.Record`); anything wrong raises BAD_SAVE."""
    # The sentences name no path: a page learns nothing of the server's folders.
    return record_from_dict(read_json_file(path, _record_fault, named=False), record_class)


def loads(text: str | bytes, record_class: type[RecordT]) -> RecordT:
    """The record saved as the JSON ``text`` (str or UTF-8 bytes), built as a
    ``record_class``; anything wrong raises BAD_SAVE."""
    return record_from_dict(parsed_json(text, _record_fault), record_class)


def _record_fault(fault, value):
    """The refusal of a record that is not a readable document (one of
    :data:`lovelet.engine.json_files.FAULTS`), in the companion's words."""
    if fault == "not_text":
        return refused("BAD_SAVE.record_not_text", detail=str(value))
    if fault == "not_str":
        return refused("BAD_SAVE.not_json_text", kind=value)
    if fault == "empty":
        return refused("BAD_SAVE.record_empty")
    if fault == "not_json":
        return refused("BAD_SAVE.record_not_json", detail=str(value))
    if fault == "duplicate_key":
        return refused("BAD_SAVE.malformed", detail=save_fault("duplicate_key", value))
    if fault == "not_object":
        return refused("BAD_SAVE.malformed", detail=not_an_object("The saved record", value))
    if fault == "format":
        return refused("BAD_SAVE.not_companion", format=FORMAT)
    return refused("BAD_SAVE.record_version", version=repr(value), supported=VERSION)


def record_from_dict(data: Any, record_class: type[RecordT]) -> RecordT:
    """The record a save describes, every entry checked again; anything wrong raises
    BAD_SAVE, and no partial record is ever returned.

    ``record_class`` is :class:`~lovelet.companion.Record` (or a subclass): the record is
    ``record_class(setup)`` with every entry added again.  It is given rather than
    imported because the record saves itself through this module.
    """
    try:
        _keys(data, _TOP_KEYS, "The saved record")
        checked_format(data, FORMAT, (VERSION,), _record_fault)
        check = data["check"]
        _keys(check, _CHECK_KEYS, "check")
        if check["document"] != document_digest(data):
            raise refused("BAD_SAVE.edited")
        setup = entry_from_dict(data["setup"])
        if not isinstance(setup, Setup):
            raise refused("BAD_SAVE.setup_first")
        record = record_class(setup)
        for number, item in enumerate(_list(data["entries"], "entries"), 1):
            entry = entry_from_dict(item)
            try:
                record.add(entry)
            except IllegalAction as error:
                raise refused("BAD_SAVE.entry_refused", number=number, kind=entry.kind,
                              detail=error.message) from error
        found = {"entries": len(record.entries), "round": record.round_number,
                 "favors": list(record.favors),
                 "observation": observation_digest(record.observation())}
        for key, value in found.items():
            if check[key] != value:
                raise refused("BAD_SAVE.replay", detail=key)
        return record
    except IllegalAction as error:
        if error.code == "BAD_SAVE" and error.key is not None:
            raise
        # a missing key (lovelet.engine.saving's checks), an entry that is not one: said in three languages
        raise refused("BAD_SAVE.malformed", detail=error.message) from error
    except Exception as error:  # a malformed value deep inside: refused whole, never a traceback
        raise refused("BAD_SAVE.malformed", detail=f"{type(error).__name__}: {error}") from error
