"""The Table of one seat at a class's table: the Table's view, for a student's own screen.

:class:`SeatTableView` is :class:`~lovelet.widgets.table_view.TableView` drawing a
:class:`~lovelet.widgets.seat_table.SeatTableController`, with two differences only:
the coach switch is offered only when the table's help allows the coach, and Next
round is not offered again once this seat asked for it (the round starts when every
person at the table has).  :func:`seat_table_widget` puts the deduction panel beside it
when the table's help allows that panel, exactly as the Table's page does
(:class:`~lovelet.widgets.deduction_view.TableWithDeduction`).
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets
import traitlets

from lovelet.display.status_lines import progress_text, table_status_html
from lovelet.text.i18n import say
from lovelet.widgets.deduction import DeductionController
from lovelet.widgets.deduction_view import DeductionView, TableWithDeduction
from lovelet.widgets.drawing import show
from lovelet.widgets.seat_table import SeatTableController
from lovelet.widgets.table_view import TableView

__all__ = ["SeatTableView", "seat_table_widget"]


class SeatTableView(TableView):
    """``SeatTableView(seat_table_controller)``: one seat's Table (display it).

    No teacher switch ever (a student's page); ``card_size`` as the Table's."""

    _what = "lovelet seat table view"

    def __init__(self, controller: SeatTableController, *, card_size: int = 100) -> None:
        super().__init__(controller, pause=0, show_teacher=False, card_size=card_size)

    def _render(self) -> None:
        super()._render()
        c = self.controller
        # Asked once: the round starts when every person at the table has asked.
        show(self.next_round, c.round_over and not c.game_over and c.viewer not in c.ready)

    def _render_status(self, c: Any, language: str) -> None:
        super()._render_status(c, language)
        if c.sending:  # the move is on its way: said at once, before the service answers
            progress = progress_text(c.round_number, c.turn, c.favors_needed, language)
            self.status.value = table_status_html(progress, say("seat_sending", language),
                                                  say("view_of", language, name=self._name(c.viewer)))

    def _render_coach(self, c: Any, language: str) -> None:
        super()._render_coach(c, language)
        if not c.help.get("coach"):  # the teacher did not offer the coach at this table
            show(self.coach, False)
            show(self.coach_panel, False)


def seat_table_widget(controller: SeatTableController, *, card_size: int = 100, plot: bool = True,
                      **panel_options: Any) -> widgets.Widget:
    """The seat's Table, with its deduction panel beside it when the table's help allows
    the panel (``plot`` and ``panel_options`` are the panel's, as
    :func:`~lovelet.widgets.deduction_view.table_with_deduction` takes them)."""
    table_view = SeatTableView(controller, card_size=card_size)
    if not controller.help.get("deduction"):
        return table_view
    panel = DeductionController(controller, **panel_options)
    both = TableWithDeduction(table_view, DeductionView(panel, plot=plot))
    both._link = traitlets.dlink((controller, "language"), (panel, "language"))
    return both
