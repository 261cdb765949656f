"""The coach's panel: :class:`CoachView` shows one piece of the coach's advice.

The advice is computed elsewhere, from the observation of the player to decide
(:func:`lovelet.deduction.coach`): the Table's controller keeps it in its
``coach_advice`` trait, and a companion of a real game computes it from its record.
This view only draws it (:func:`lovelet.display.coach.coach_html`: every legal move with
its exact chances, the pick highlighted in words and colour, names escaped), so that
every page shows the coach the same way.  Its one widget is an HTML whose value is the
table: nothing else reaches the browser.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from lovelet.display.coach import coach_html, coach_wait_html
from lovelet.deduction.coach import Advice
from lovelet.engine.errors import refused, shown
from lovelet.text.languages import language_of

__all__ = ["CoachView"]


class CoachView(widgets.VBox):
    """``CoachView(advice, language="fr")``: the advice as a widget (display it).

    ``advice`` is an :class:`~lovelet.deduction.coach.Advice`, its plain
    :meth:`~lovelet.deduction.coach.Advice.summary` (a Table's ``coach_advice``), or
    None for an empty panel; :meth:`show` draws another one.
    """

    def __init__(self, advice=None, *, language="en"):
        self.html = widgets.HTML()
        self.html.add_class("lovelet-coach-html")
        super().__init__([self.html])
        self.add_class("lovelet-coach-panel")
        self.show(advice, language)

    def show(self, advice: Advice | Mapping[str, Any] | None, language: str = "en", note: str = "") -> None:
        """Draw ``advice`` in ``language``; with no advice (None or {}), ``note`` alone
        (plain text, escaped here: "The coach speaks at your turn.") or nothing."""
        language = language_of(language)
        if advice is None or advice == {}:
            self.html.value = coach_wait_html(note)
        elif isinstance(advice, (Advice, dict)):
            self.html.value = coach_html(advice, language)
        else:
            raise refused("BAD_OPTION.coach_panel", shown=shown(advice))
