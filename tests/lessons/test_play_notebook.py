"""``notebooks/play.ipynb``, the page ``make app`` serves to a class, without a browser.

Its code cells run here as Voilà runs them; the widget they show is the Setup, and
Start shows the Table with its deduction panel beside it, on a student's page (no
teacher switch: no widget that could put the other hands in the page).  The browser
tests (``tests/browser/``) play the same page in Chromium.
"""

import json
from pathlib import Path

import pytest

ipywidgets = pytest.importorskip("ipywidgets")

from lovelet.widgets.deduction_view import TableWithDeduction  # noqa: E402
from lovelet.widgets.views import SetupView, TableView  # noqa: E402

PLAY = Path(__file__).resolve().parents[2] / "notebooks" / "play.ipynb"


def shown_widget(teacher=False):
    """Run the notebook's code cells; the value of the last one (what the page shows).

    ``teacher=False`` runs it as the student build writes it (``TEACHER = False``)."""
    cells = [cell for cell in json.loads(PLAY.read_text(encoding="utf-8"))["cells"]
             if cell["cell_type"] == "code"]
    namespace = {}
    for cell in cells[:-1]:
        source = "".join(cell["source"])
        if "parameters" in cell["metadata"].get("tags", ()):
            assert "TEACHER = True" in source  # the teacher's version, in notebooks/
            source = source.replace("TEACHER = True", f"TEACHER = {teacher}")
        exec(compile(source, str(PLAY), "exec"), namespace)  # noqa: S102 - our notebook
    *body, last = "".join(cells[-1]["source"]).rstrip().splitlines()
    exec(compile("\n".join(body), str(PLAY), "exec"), namespace)  # noqa: S102
    return eval(compile(last, str(PLAY), "eval"), namespace)  # noqa: S307


def test_the_page_is_a_setup_whose_start_shows_the_table_and_the_deduction_panel():
    setup = shown_widget()
    assert isinstance(setup, SetupView)
    assert setup.teacher is None  # a student's page
    # The page's title and introduction are the widget's, in its language; none in markdown.
    assert all(cell["cell_type"] == "code" for cell in json.loads(PLAY.read_text(encoding="utf-8"))["cells"])
    assert "Play Love Letter" in setup.heading.value and setup.intro.value
    setup.language.value = "de"
    assert "Love Letter spielen" in setup.heading.value and "Spiel starten" in setup.intro.value
    setup.language.value = "en"
    setup.controller.seed = 7
    setup.start.click()
    both = setup.table_view
    assert isinstance(both, TableWithDeduction)
    assert setup.table_area.children == (both,)
    assert isinstance(both.table_view, TableView) and both.table_view.teacher is None
    assert both.deduction.viewer == setup.table.viewer == 0
    assert setup.failures == [] and both.table_view.failures == []
    # The form folded into one line; the Table in its place.
    assert setup.folded and setup.form.layout.display == "none" and setup.folded_line.layout.display == ""
    # A second game replaces the first, whose panel stops following it.
    first = both
    setup.start.click()
    assert setup.table_view is not first and setup.table_area.children == (setup.table_view,)
    setup.close()


def test_the_setup_shows_a_plain_table_unless_told_otherwise():
    setup = SetupView(pause=0)
    setup.start.click()
    assert type(setup.table_view) is TableView
    setup.close()


def test_the_teachers_page_offers_the_teacher_switch():
    setup = shown_widget(teacher=True)
    assert setup.teacher is not None
    setup.close()
