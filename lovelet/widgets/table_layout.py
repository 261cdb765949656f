"""How the Table's page fits a laptop, a projector and a tablet: its style sheet and the
small pieces of the move area (a "why not?" control, the note beside Play).

The page is laid out by CSS alone (no JavaScript): :func:`style_sheet` is an
:class:`ipywidgets.HTML` holding one ``<style>`` element (the rules of
:mod:`lovelet.display.styles`), shown once by the Table and once by the Setup (two
copies of the same rules change nothing).  Its rules:

- the focus ring, the buttons' colours and the headings of
  :data:`~lovelet.widgets.access.ACCESS_CSS` (keyboard and contrast);
- a card the rules forbid is drawn grey, not faded, so that its words keep their contrast;
- the move area (the hand, then the choices with Play and any refusal beside it) is a
  row that wraps, above the board, so that it is in view at the top of the Table;
- the Table and its deduction panel (:class:`~lovelet.widgets.TableWithDeduction`) sit
  side by side from :data:`SIDE_BY_SIDE` pixels of width; below that the panel goes
  under the Table, folded under its tab (a toggle button) until opened.  A stylesheet
  rule marked ``!important`` wins over a widget's own ``display``, so that the panel is
  always shown beside the Table, whatever its tab says.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from lovelet.display.blocks import note_html
from lovelet.display.styles import ACCESS_CSS, SIDE_BY_SIDE, TABLE_CSS, style_element
from lovelet.text.i18n import say

__all__ = ["SIDE_BY_SIDE", "style_sheet", "WhyNot", "reasons_of", "DeductionSide"]

def style_sheet() -> widgets.HTML:
    """A new HTML widget holding the Table's style sheet (one per view: no widget is shared)."""
    sheet = widgets.HTML(style_element(TABLE_CSS, ACCESS_CSS), layout=widgets.Layout(height="0px", margin="0"))
    sheet.add_class("lovelet-style")
    return sheet


class WhyNot:
    """A "why not?" toggle beside a list of choices and the reasons it reveals.

    Hidden while there is no reason to give; the reasons are shown only while the
    toggle is on (``opened``; off again for each new decision, see :meth:`reset`).
    ``name`` ends its CSS classes (``lovelet-why-not-<name>``, ``lovelet-reasons-<name>``).
    With ``listed=False`` it has no ``reasons`` widget: the caller writes each reason
    where it applies (under each card of the hand).
    """

    def __init__(self, name, on_change, listed=True):
        self.toggle = widgets.ToggleButton(value=False, layout=widgets.Layout(width="auto"))
        self.reasons = widgets.HTML() if listed else None
        self.toggle.add_class("lovelet-why-not")
        self.toggle.add_class(f"lovelet-why-not-{name}")
        if self.reasons is not None:
            self.reasons.add_class(f"lovelet-reasons-{name}")
        self.toggle.observe(on_change, names="value")

    @property
    def opened(self) -> bool:
        """Whether the reasons are shown now."""
        return self.toggle.value and self.toggle.layout.display != "none"

    def reset(self) -> None:
        self.toggle.value = False

    def render(self, reasons: Sequence[str], language: str,
               show: Callable[[widgets.Widget, bool], None]) -> None:
        """Offer the toggle when there are ``reasons`` (sentences); write them while it is on.

        ``show(widget, visible)`` shows or hides a widget (the Table's helper)."""
        offered = bool(reasons)
        show(self.toggle, offered)
        opened = offered and self.toggle.value
        self.toggle.description = say("table_why_not_hide" if opened else "table_why_not", language) \
            if offered else ""
        self.toggle.tooltip = say("table_why_not_help", language) if offered else ""
        if self.reasons is not None:
            self.reasons.value = "".join(note_html(say("table_not_allowed", language, reason=reason))
                                         for reason in reasons) if opened else ""
            show(self.reasons, opened)


def reasons_of(items: Iterable[Mapping[str, Any]]) -> list[str]:
    """The distinct reasons of the choices of ``items`` that are not allowed, in order."""
    seen = []
    for item in items:
        if not item["allowed"] and item["reason"] and item["reason"] not in seen:
            seen.append(item["reason"])
    return seen


class DeductionSide:
    """The column of the deduction panel beside the Table: ``box`` holds its tab (a
    toggle button named after the panel) and the panel (``deduction_view``).

    From :data:`SIDE_BY_SIDE` pixels of width the style sheet hides the tab and always
    shows the panel beside the Table; below that, the column goes under the Table and
    the panel shows only while its tab is pressed (closed at first, so that the Table
    has the screen).  ``relabel(language)`` names the tab in ``language``.
    """

    def __init__(self, deduction_view, show):
        self._show = show
        self.deduction_view = deduction_view
        self.tab = widgets.ToggleButton(value=False, layout=widgets.Layout(width="auto"))
        self.tab.add_class("lovelet-deduction-tab")
        self.box = widgets.VBox([self.tab, deduction_view], layout=widgets.Layout(align_items="stretch"))
        self.box.add_class("lovelet-deduction-side")
        self.tab.observe(lambda _change: self._show(self.deduction_view, self.tab.value), names="value")
        show(deduction_view, False)

    def relabel(self, language: str) -> None:
        sign = "\u25be" if self.tab.value else "\u25b8"  # an open or a closed tab
        self.tab.description = f"{sign} {say('deduction_title', language)}"
