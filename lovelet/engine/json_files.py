"""The one reading of lovelet's JSON documents: saves, one-player exports, companion records.

Every document lovelet writes is one JSON object with a ``"format"`` name and a whole
``"version"``.  Reading one goes through the same steps whatever it holds:

1. :func:`parsed_json` takes the text (``str``, or bytes decoded as UTF-8, a byte-order
   mark allowed) and parses it strictly: no ``NaN`` or ``Infinity`` (not JSON, and no
   lovelet value), no key twice in one object (the second would silently win), and an
   object at the top;
2. :func:`checked_format` checks the format name and the version, and returns the version;
3. the caller reads the content (:mod:`lovelet.engine.save_reading` for a save).

:func:`loaded_json` does steps 1 and 2; :func:`read_json_file` does step 1 on a file read
with :func:`lovelet.engine.files.read_limited` (at most 16 MB, a regular file).

Each kind of document refuses in its own words: the caller passes ``refuse(fault,
value)``, which returns the :class:`~lovelet.IllegalAction` for one of :data:`FAULTS`
(``value`` is the parser's message, the key met twice, the value found...).  The
loader raises what it returns and never returns a partial document.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Collection

from lovelet.engine.errors import IllegalAction
from lovelet.engine.files import read_limited

__all__ = ["FAULTS", "Refuse", "parsed_json", "checked_format", "loaded_json", "read_json_file"]

#: What can be wrong with a document before its content is read, with the ``value``
#: each one is refused with.
FAULTS = {
    "not_text": "bytes that are not UTF-8 text (the decoder's message)",
    "not_str": "neither text nor bytes (the value's type name)",
    "empty": "nothing but white space (the text)",
    "not_json": "text that is not strict JSON (the parser's message, with its line and column)",
    "duplicate_key": "one object naming a key twice (the key)",
    "not_object": "a document that is not a JSON object (the value)",
    "format": "a missing or other format name (the value found, None when absent)",
    "version_kind": "a version that is not a whole number (the value found)",
    "version_unknown": "a whole version this lovelet does not read (the version)",
}

#: ``refuse(fault, value)``: the refusal of one of :data:`FAULTS`, in the caller's words.
Refuse = Callable[[str, object], IllegalAction]


class _DuplicateKey(Exception):
    """A key met twice in one object while parsing (turned into the caller's refusal)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _without_duplicate_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    data: dict[str, object] = {}
    for key, value in pairs:
        if key in data:
            raise _DuplicateKey(key)
        data[key] = value
    return data


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number JSON allows")


def parsed_json(source: object, refuse: Refuse) -> dict[str, object]:
    """The JSON object ``source`` holds (``str``, or UTF-8 bytes), parsed strictly; else
    ``refuse(fault, value)`` is raised (see :data:`FAULTS`)."""
    if isinstance(source, (bytes, bytearray)):
        try:
            source = bytes(source).decode("utf-8-sig")
        except UnicodeDecodeError as undecodable:  # its own name: see save_reading.refused_whole
            raise refuse("not_text", str(undecodable)) from None
    if not isinstance(source, str):
        raise refuse("not_str", type(source).__name__)
    if not source.strip():
        raise refuse("empty", source)
    try:
        data = json.loads(source, object_pairs_hook=_without_duplicate_keys, parse_constant=_no_constant)
    except _DuplicateKey as duplicate:
        raise refuse("duplicate_key", duplicate.key) from None
    except (ValueError, RecursionError) as error:
        raise refuse("not_json", str(error)) from None
    if not isinstance(data, dict):
        raise refuse("not_object", data)
    return data


def checked_format(data: object, format_name: str, versions: Collection[int], refuse: Refuse) -> int:
    """The version of the document ``data``, once it is a JSON object whose ``"format"`` is
    ``format_name`` and whose ``"version"`` is one of ``versions``; else ``refuse(fault,
    value)`` is raised (see :data:`FAULTS`)."""
    if not isinstance(data, dict):
        raise refuse("not_object", data)
    if data.get("format") != format_name:
        raise refuse("format", data.get("format"))
    version = data.get("version")
    if type(version) is not int:
        raise refuse("version_kind", version)
    if version not in versions:
        raise refuse("version_unknown", version)
    return version


def loaded_json(source: object, format_name: str, versions: Collection[int],
                refuse: Refuse) -> dict[str, object]:
    """The document ``source`` holds, parsed (:func:`parsed_json`) and of the format
    ``format_name`` in one of ``versions`` (:func:`checked_format`)."""
    data = parsed_json(source, refuse)
    checked_format(data, format_name, versions, refuse)
    return data


def read_json_file(path: str | os.PathLike[str], refuse: Refuse, *, named: bool = True) -> dict[str, object]:
    """The JSON object in the file ``path``, read with :func:`lovelet.engine.files.read_limited`
    (its BAD_SAVE refusals, naming the path unless ``named=False``) and parsed as
    :func:`parsed_json` parses it; the caller checks its format (:func:`checked_format`)."""
    return parsed_json(read_limited(path, named=named), refuse)
