"""The results of the deduction tools draw themselves as HTML tables.

A tracker, a belief, a sharpening, outcomes and the coach's advice each show as a table
in a notebook cell, and give it with ``to_html(language)``; the tables themselves are
the display layer's (:mod:`lovelet.display.deduction_tables`, :mod:`lovelet.display.coach`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

__all__ = ["DrawnAsHtml"]


class DrawnAsHtml:
    """A result drawn as HTML by its class's :attr:`draw_html` (a function of the result
    and a language, set as a ``staticmethod``)."""

    draw_html: ClassVar[Callable[[Any, str], str]]

    def to_html(self, language: str = "en") -> str:
        """This result as an HTML table, its headings in ``language`` ("en", "fr" or "de");
        the names in it are escaped."""
        return type(self).draw_html(self, language)

    def _repr_html_(self) -> str:
        return self.to_html()
