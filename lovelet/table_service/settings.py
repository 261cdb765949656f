"""A table's settings, as the teacher chooses them: checked once, then frozen.

:class:`TableSettings` is read from the JSON a teacher's page sends
(``TableSettings.read(data)``) and written back with :meth:`TableSettings.as_dict`, so
that the service stores exactly what it checked.  A setting that is not one is refused
with ``BAD_OPTION.tables_*`` and a sentence naming it.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from lovelet.agents import CautiousRandomAgent, HeuristicAgent, RandomAgent
from lovelet.engine.cards import EDITIONS, Options
from lovelet.engine.errors import OneOf, refused, shown

__all__ = ["TableSettings", "STUDENT", "BOTS", "SEAT_KINDS", "STAND_IN"]

#: A seat a student joins with the table's code.
STUDENT = "student"
#: The bots a seat may be given, by kind (those of the Table's Setup).
BOTS = {"random": RandomAgent, "cautious": CautiousRandomAgent, "heuristic": HeuristicAgent}
SEAT_KINDS = (STUDENT, *BOTS)
#: The bot that plays for a student who is away (idle, or replaced by the teacher).
STAND_IN = "heuristic"

_DEFAULTS: dict[str, Any] = {"options": {}, "coach": True, "deduction": True, "idle_seconds": 120.0,
                             "bot_seconds": 1.0}
_LONGEST_WAIT = 24 * 3600.0  # a day: any longer is a typing slip


@dataclasses.dataclass(frozen=True)
class TableSettings:
    """A table's settings (see ``docs/table-service.md``).

    ``seats``: each seat's kind, ``"student"`` or a bot of :data:`BOTS`; ``options``: the
    game's options (``tie_break``, ``thresholds``, ``reveal_drawn``); ``coach`` and
    ``deduction``: whether the student's page offers them; ``idle_seconds``: how long a
    student may take at their turn before a bot plays for them (0: never);
    ``bot_seconds``: the pause before each bot decision.
    """

    edition: str
    seats: tuple[str, ...]
    options: Mapping[str, Any]
    coach: bool
    deduction: bool
    idle_seconds: float
    bot_seconds: float

    @classmethod
    def read(cls, data: object) -> TableSettings:
        """The settings ``data`` (a dict of JSON values) describes, every value checked."""
        if not isinstance(data, Mapping):
            raise refused("BAD_OPTION.tables_setting", setting="settings", shown=shown(data))
        for key in data:
            if key not in ("edition", "seats", *_DEFAULTS):
                raise refused("BAD_OPTION.tables_unknown_setting", shown=shown(key))
        values = {**_DEFAULTS, **data}
        edition = EDITIONS.get(values.get("edition")) if isinstance(values.get("edition"), str) else None
        if edition is None:
            raise refused("BAD_OPTION.tables_setting", setting="edition",
                          shown=f"{shown(values.get('edition'))} ({OneOf(map(repr, EDITIONS))})")
        seats = values.get("seats")
        if not isinstance(seats, (list, tuple)) or not all(isinstance(kind, str) for kind in seats):
            raise refused("BAD_OPTION.tables_setting", setting="seats", shown=shown(seats))
        if not edition.min_players <= len(seats) <= edition.max_players:
            raise refused("BAD_OPTION.tables_seats", edition=edition.name, low=edition.min_players,
                          high=edition.max_players, count=len(seats))
        for number, kind in enumerate(seats, 1):
            if kind not in SEAT_KINDS:
                raise refused("BAD_OPTION.tables_seat_kind", number=number, bots=", ".join(BOTS), shown=shown(kind))
        if STUDENT not in seats:
            raise refused("BAD_OPTION.tables_no_student")
        options = values["options"]
        if not isinstance(options, Mapping):
            raise refused("BAD_OPTION.tables_setting", setting="options", shown=shown(options))
        checked = Options.checked(edition, **dict(options)).as_dict()  # the engine's own refusals
        for switch in ("coach", "deduction"):
            if not isinstance(values[switch], bool):
                raise refused("BAD_OPTION.tables_setting", setting=switch, shown=shown(values[switch]))
        waits = {}
        for wait in ("idle_seconds", "bot_seconds"):
            value = values[wait]
            if (isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value)
                    or not 0 <= value <= _LONGEST_WAIT):
                raise refused("BAD_OPTION.tables_setting", setting=wait, shown=shown(value))
            waits[wait] = float(value)
        return cls(edition=edition.name, seats=tuple(seats), options=MappingProxyType(checked), coach=values["coach"],
                   deduction=values["deduction"], **waits)

    def as_dict(self) -> dict[str, Any]:
        """The settings as JSON values (what :meth:`read` reads back to equal settings)."""
        return {"edition": self.edition, "seats": list(self.seats), "options": dict(self.options),
                "coach": self.coach, "deduction": self.deduction, "idle_seconds": self.idle_seconds,
                "bot_seconds": self.bot_seconds}

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def student_seats(self) -> tuple[int, ...]:
        return tuple(seat for seat, kind in enumerate(self.seats) if kind == STUDENT)
