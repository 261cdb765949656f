"""The form of a new table on the teacher's page: its settings as traits, checked as the
service checks them.

:class:`TeacherForm` holds what the teacher chooses before pressing *Create*: the
edition, each seat as a student or a bot, the tie break, whether the students' pages offer
the coach and the deduction panel, and how many seconds a student may take before a bot
plays for them.  :meth:`TeacherForm.settings` gives them as the JSON the service reads
(:class:`~lovelet.table_service.settings.TableSettings`, which checks them here first, so that a
refusal is said before anything is sent).
"""

from __future__ import annotations

from typing import Any

import traitlets as t

from lovelet.engine.cards import EDITIONS
from lovelet.table_service.settings import BOTS, SEAT_KINDS, STUDENT, TableSettings

__all__ = ["TeacherForm", "SEAT_KINDS", "TIE_BREAKS", "DEFAULT_SEATS"]

#: The tie breaks each edition offers (the classic edition has the AEG rule too).
TIE_BREAKS = {"revised": ("shared",), "classic": ("shared", "discard_sum")}
#: A new table's seats: four students.
DEFAULT_SEATS = (STUDENT,) * 4


class TeacherForm(t.HasTraits):
    """A new table's settings (see the module's docstring)."""

    edition = t.Unicode("revised", help="'revised' (2-6 seats) or 'classic' (2-4 seats).")
    seat_kinds = t.List(list(DEFAULT_SEATS), help="Each seat: 'student' or a bot's kind (SEAT_KINDS).")
    tie_break = t.Unicode("shared", help="One of the edition's TIE_BREAKS.")
    coach = t.Bool(True, help="Whether the students' pages offer the coach.")
    deduction = t.Bool(True, help="Whether the students' pages offer the deduction panel.")
    idle_seconds = t.Float(120.0, help="Seconds a student may take at their turn before a bot plays (0: never).")
    bot_seconds = t.Float(1.0, help="The pause before each bot decision, so that people can follow.")
    kinds = t.List(list(SEAT_KINDS), help="What a seat may be: 'student' or a bot's kind.")
    bots = t.List(list(BOTS), help="The bots a seat may be given (a seat replaced by the teacher too).")

    @property
    def seat_range(self) -> tuple[int, int]:
        """The fewest and the most seats of the edition chosen."""
        edition = EDITIONS.get(self.edition, EDITIONS["revised"])
        return edition.min_players, edition.max_players

    @property
    def tie_breaks(self) -> tuple[str, ...]:
        """The tie breaks the edition chosen offers."""
        return TIE_BREAKS.get(self.edition, ("shared",))

    def set_seat_count(self, count: int) -> None:
        """``count`` seats (kept within the edition's range): those already chosen stay,
        new ones are students."""
        low, high = self.seat_range
        count = max(low, min(high, int(count)))
        kinds = list(self.seat_kinds)[:count]
        self.seat_kinds = kinds + [STUDENT] * (count - len(kinds))

    def set_seat_kind(self, seat: int, kind: str) -> None:
        """Seat ``seat`` (from 0) is ``kind``: 'student' or a bot's kind."""
        kinds = list(self.seat_kinds)
        if 0 <= seat < len(kinds):
            kinds[seat] = kind
            self.seat_kinds = kinds

    @t.observe("edition")
    def _edition_changed(self, _change: Any) -> None:
        self.set_seat_count(len(self.seat_kinds))
        if self.tie_break not in self.tie_breaks:
            self.tie_break = "shared"

    def settings(self) -> dict[str, Any]:
        """The settings the service reads (``POST /api/teacher/tables``), checked as it
        checks them: a refusal (BAD_OPTION.tables_*) is raised here."""
        data = {"edition": self.edition, "seats": list(self.seat_kinds), "options": {"tie_break": self.tie_break},
                "coach": self.coach, "deduction": self.deduction, "idle_seconds": self.idle_seconds,
                "bot_seconds": self.bot_seconds}
        return TableSettings.read(data).as_dict()
