"""The table service's frames: what a seat's kernel and the service say to each other.

Both sides use this module, so that what one writes the other reads:

* :func:`read_client_frame` reads a frame a seat sent (JSON text of at most
  :data:`MAX_FRAME` bytes) into a checked dict, or refuses it with ``BAD_MESSAGE`` (junk,
  too large, an unknown type, a missing field) or ``NOT_YOUR_SEAT``;
* :func:`action_from_record` and :func:`action_record` turn an action into the save
  format's record and back;
* :func:`observation_frames` is the service's side of a seat's observation: the seat's
  one-player export (:mod:`lovelet.companion.exports`), sent grown event by event;
* :class:`ObservationAssembler` is the kernel's side: it puts the frames back together
  and loads the export with every check an export gets, so what a seat's kernel holds is
  always an :class:`~lovelet.Observation` the engine could have given that seat.

See ``docs/table-service.md`` for the frames themselves.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from lovelet.companion.exports import observation_from_dict, observation_to_dict
from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.engine.observation import Observation
from lovelet.engine.restoring import action_record

__all__ = ["MAX_FRAME", "CLIENT_TYPES", "read_client_frame", "check_own_seat", "action_from_record", "action_record",
           "observation_frames", "ObservationAssembler"]

#: The longest frame a seat may send, in bytes (an action is about 80).
MAX_FRAME = 16 * 1024
#: Each type of frame a seat may send, with its fields and their JSON types.
CLIENT_TYPES: Mapping[str, Mapping[str, tuple[type, ...]]] = {
    "hello": {"token": (str,), "language": (str, type(None))},
    "act": {"ref": (int, str, type(None)), "action": (dict,)},
    "next_round": {"ref": (int, str, type(None))},
    "language": {"language": (str,)},
    "ping": {"ref": (int, str, type(None))},
}
_OPTIONAL = {"language", "ref"}
_HEADER = ("format", "version", "saved_by", "edition", "players", "player", "options")


def read_client_frame(text: str | bytes) -> dict[str, Any]:
    """The frame ``text`` as a dict with a known ``type`` and its fields checked."""
    size = len(text.encode("utf-8") if isinstance(text, str) else text)
    if size > MAX_FRAME:
        raise refused("BAD_MESSAGE.too_large", size=size, limit=MAX_FRAME)
    try:
        frame = json.loads(text)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise refused("BAD_MESSAGE.not_json") from None
    if not isinstance(frame, dict):
        raise refused("BAD_MESSAGE.not_an_object")
    kind = frame.get("type")
    fields = CLIENT_TYPES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise refused("BAD_MESSAGE.unknown_type", shown=shown(kind))
    for key in frame:
        if key != "type" and key not in fields and key not in ("seat", "player"):
            raise refused("BAD_MESSAGE.field", field=key, shown=shown(frame[key]))
    for key, types in fields.items():
        if key not in frame and key in _OPTIONAL:
            continue
        value = frame.get(key)
        if key not in frame or not isinstance(value, types) or isinstance(value, bool):
            raise refused("BAD_MESSAGE.field", field=key, shown=shown(value))
    return frame


def check_own_seat(frame: Mapping[str, Any], seat: int, names: Sequence[str]) -> None:
    """Refuse (NOT_YOUR_SEAT) a frame that names a seat or player other than ``seat``
    (its number or its name): a token acts for its own seat only."""
    for key in ("seat", "player"):
        if key in frame and frame[key] not in (seat, names[seat]):
            raise refused("NOT_YOUR_SEAT", name=names[seat])


def action_from_record(record: object) -> Play | ChancellorReturn:
    """The action a save-format record names (``{"play": "GUARD", "target": 1, "guess":
    "PRIEST"}`` or ``{"chancellor_return": {"keep": ..., "bottom": [...]}}``); the engine
    refuses cards it does not know, BAD_MESSAGE.action anything else."""
    try:
        if isinstance(record, dict) and "play" in record and set(record) <= {"play", "target", "guess"}:
            target, guess = record.get("target"), record.get("guess")
            if (not isinstance(record["play"], str) or not isinstance(guess, (str, type(None)))
                    or isinstance(target, bool) or not isinstance(target, (int, type(None)))):
                raise refused("BAD_MESSAGE.action", shown=shown(record))
            return Play(record["play"], target, guess)
        if isinstance(record, dict) and set(record) == {"chancellor_return"}:
            choice = record["chancellor_return"]
            if (isinstance(choice, dict) and set(choice) == {"keep", "bottom"} and isinstance(choice["keep"], str)
                    and isinstance(choice["bottom"], list) and all(isinstance(card, str) for card in choice["bottom"])):
                return ChancellorReturn(choice["keep"], tuple(choice["bottom"]))
    except IllegalAction:
        raise
    except (TypeError, ValueError):
        pass
    raise refused("BAD_MESSAGE.action", shown=shown(record))


def _frame(number: int, document: dict[str, Any], first: int) -> dict[str, Any]:
    frame: dict[str, Any] = {"type": "observation", "round": number, "first": first,
                             "events": document["events"][first:], "fields": document["fields"],
                             "check": document["check"]}
    if first == 0:
        frame["header"] = {key: document[key] for key in _HEADER}
    return frame


def observation_frames(observations: Sequence[Observation], sent: tuple[int, int] | None
                       ) -> tuple[list[dict[str, Any]], tuple[int, int]]:
    """The frames that bring a seat's client from ``sent`` to now, and what is then sent.

    ``observations`` are the seat's observations of every round so far, the round in
    progress last.  A client that missed the end of a round gets it before the next
    round begins; one that missed whole rounds gets each of them.
    """
    frames = []
    last = len(observations) - 1
    start_round, start_event = (0, 0) if sent is None else sent
    count = start_event
    for index in range(start_round, last + 1):
        first = start_event if index == start_round else 0
        document = observation_to_dict(observations[index], verify=False)
        count = len(document["events"])
        if count > first or first == 0 and (sent is None or index > start_round):
            frames.append(_frame(index + 1, document, first))
    return frames, (last, count)


class ObservationAssembler:
    """A seat's observations put back together from the service's frames.

    ``observation`` is the round in progress (None before the first frame), ``round``
    its number (1-based), ``finished`` each earlier round's observation at its end.  A
    frame that does not continue what is held, or whose export does not load, is
    refused (BAD_MESSAGE, or the export's BAD_SAVE / BAD_EXPORT) and changes nothing.
    """

    def __init__(self) -> None:
        self.observation: Observation | None = None
        self.round = 0
        self.finished: dict[int, Observation] = {}
        self._document: dict[str, Any] | None = None

    def add(self, frame: Mapping[str, Any]) -> Observation:
        """Take one ``observation`` frame; returns the observation it leads to."""
        number, first = frame.get("round"), frame.get("first")
        if (not isinstance(number, int) or not isinstance(first, int) or isinstance(number, bool)
                or not isinstance(frame.get("events"), list)):
            raise refused("BAD_MESSAGE.field", field="round", shown=shown(number))
        if first == 0:
            header = frame.get("header")
            if not isinstance(header, dict) or number < self.round:
                raise refused("BAD_MESSAGE.field", field="header", shown=shown(header))
            document = {key: header.get(key) for key in _HEADER}
            document["events"] = []
        elif self._document is not None and number == self.round and first == len(self._document["events"]):
            document = dict(self._document)
        else:
            raise refused("BAD_MESSAGE.field", field="first", shown=shown(first))
        document["events"] = [*document["events"], *frame["events"]]
        document["fields"] = frame.get("fields")
        document["check"] = frame.get("check")
        observation = observation_from_dict(json.loads(json.dumps(document)))
        if number != self.round and self.observation is not None:
            self.finished[self.round] = self.observation
        self._document, self.round, self.observation = document, number, observation
        return observation
