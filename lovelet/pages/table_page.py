"""The Table page: a game of Love Letter against bots, with what the seat can deduce beside it.

The student page of ``notebooks/play.ipynb``: the Setup form with its title and
introduction, whose Start shows the Table with its deduction panel; no teacher's switch
(no hand but the student's own is ever shown).
"""

from __future__ import annotations

from IPython.display import display

from lovelet.text.languages import language_of
from lovelet.widgets.deduction_view import table_with_deduction
from lovelet.widgets.setup_view import SetupView

__all__ = ["table"]


def table(language: str = "en") -> SetupView:
    """Show the Table page in ``language`` ("en", "fr" or "de"; anything else raises
    IllegalAction BAD_OPTION) in the current output, and return its widget."""
    view = SetupView(language=language_of(language), show_teacher=False, table_widget=table_with_deduction,
                     heading=True)
    display(view)
    return view
