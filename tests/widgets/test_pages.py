"""The student pages of the classroom site (lovelet.pages): one call, one whole page.

Each function shows its page in the current output (``display`` is recorded here) and
returns the widget shown, in the language asked, as the students' version: no teacher's
switch, no teaching note, no answer in any widget's state.  A lesson's exercise page has
the lesson's exercise boxes, numbered as in its notebook, and each box judges answers.
:data:`lovelet.pages.PAGES` lists every page with its title in three languages and the
line of code that shows it.  Bad names and languages are refused with a sentence in
English, French and German.

Then the pages as a browser's Pyodide has them: a subprocess where matplotlib, numpy and
pandas cannot be imported builds every page in every language and plays at the Table.
"""

import html
import json
import re
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

ipywidgets = pytest.importorskip("ipywidgets")

from test_widgets_views import strings  # noqa: E402

import lovelet.pages as pages  # noqa: E402
from lovelet import IllegalAction  # noqa: E402
from lovelet.pages import companion_page, exercise_page, exercise_sets, table_page, tutorial_page  # noqa: E402
from lovelet.text.i18n import say  # noqa: E402
from lovelet.text.languages import LANGUAGES  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def shown(monkeypatch, tmp_path):
    """What the pages display, in order (the companion's games in a fresh folder)."""
    monkeypatch.setenv("LOVELET_COMPANION_DIR", str(tmp_path / "games"))
    displayed = []
    for module in (table_page, tutorial_page, companion_page, exercise_page):
        monkeypatch.setattr(module, "display", displayed.append)
    return displayed


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_shows_one_widget_in_its_language_as_the_students_version(shown, language):
    table = pages.table(language)
    tutorial = pages.tutorial(language)
    companion = pages.companion(language)
    assert shown == [table, tutorial, companion]
    assert table.controller.language == language and table.teacher is None and table.heading is not None
    assert table.show_teacher is False and html.escape(say("play_title", language)) in table.heading.value
    assert tutorial.controller.language == language and tutorial.controller.teacher is False
    assert tutorial.note is None
    assert companion.controller.language == language and not companion.controller.started


def test_the_title_and_the_line_of_each_page_in_three_languages(shown):
    assert list(pages.PAGES) == ["table", "tutorial", "companion", *(f"exercises-{lesson}" for lesson in pages.LESSONS)]
    for name, page in pages.PAGES.items():
        titles = page.titles
        assert set(titles) == set(LANGUAGES) and all(titles.values()) and len(set(titles.values())) == 3, name
        assert page.code("fr").startswith("import lovelet.pages as p; p.") and page.code("fr").endswith("'fr')")
    namespace = {}
    exec(pages.PAGES["exercises-04-probability"].code("de"), namespace)  # the site's one line, as it runs it
    assert isinstance(shown[-1], exercise_page.ExercisePage) and shown[-1].lesson == "04-probability"
    assert shown[-1].language == "de"
    assert isinstance(pages.show("table", "fr"), ipywidgets.Widget) and shown[-1].controller.language == "fr"


def _notebook_numbers(lesson):
    """The numbers of the exercise boxes a lesson's notebook shows (``ExerciseView(..., number=N)``)."""
    notebook = json.loads((ROOT / "notebooks" / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    sources = ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code"]
    return sorted(int(number) for source in sources for number in re.findall(r"ExerciseView\(.*number=(\d+)\)", source))


def test_the_lessons_with_exercise_pages_are_those_whose_notebooks_have_boxes():
    with_boxes = sorted(path.stem for path in (ROOT / "notebooks").glob("0*.ipynb") if _notebook_numbers(path.stem))
    assert list(pages.LESSONS) == with_boxes == list(exercise_sets.LESSONS)


@pytest.mark.parametrize("lesson", pages.LESSONS)
def test_an_exercise_page_has_the_lessons_boxes_judged_and_no_answer(shown, lesson):
    page = pages.exercises(lesson, "fr")
    assert shown == [page]
    assert [box.controller.number for box in page.boxes] == _notebook_numbers(lesson)
    said = html.unescape("\n".join(strings(page)))
    for box in page.boxes:
        assert box.controller.language == "fr" and box.controller.question in said
        answer = Fraction(box.controller.exercise.solution())
        if answer.denominator != 1:  # a chance's exact answer is nowhere on the page
            assert f"{answer.numerator}/{answer.denominator}" not in said
        box.answer.value = "abc"
        box.check_button.click()
        assert box.controller.error and box.controller.verdict == ""
        exact = f"{answer.numerator}/{answer.denominator}"
        box.answer.value = exact if len(exact) < 30 else f"{float(answer):.6f}"  # a box reads 40 characters
        box.check_button.click()
        assert box.controller.verdict == "right" and box.failures == []


def test_an_exercise_page_is_found_by_number_or_topic(shown):
    assert pages.exercises(4, "en").lesson == pages.exercises("probability", "en").lesson == "04-probability"
    assert pages.exercises("2", "en").lesson == "02-first-round"


@pytest.mark.parametrize("call", [lambda: pages.exercises(5, "en"), lambda: pages.exercises("06-editions", "fr"),
                                  lambda: pages.exercises(None, "de"), lambda: pages.exercises(True, "en")])
def test_a_lesson_without_exercise_boxes_is_refused_in_three_languages(shown, call):
    with pytest.raises(IllegalAction) as caught:
        call()
    refusal = caught.value
    assert refusal.code == "BAD_OPTION" and refusal.key == "BAD_OPTION.page_lesson" and shown == []
    sentences = {language: refusal.sentence(language) for language in LANGUAGES}
    assert len(set(sentences.values())) == 3 and all("04-probability" in said for said in sentences.values())


@pytest.mark.parametrize("call", [lambda: pages.table("xx"), lambda: pages.tutorial(None),
                                  lambda: pages.companion(3), lambda: pages.exercises(4, "klingon"),
                                  lambda: pages.show("teacher", "en")])
def test_a_bad_language_or_page_is_refused(shown, call):
    with pytest.raises(IllegalAction) as caught:
        call()
    assert caught.value.code == "BAD_OPTION" and shown == []
    assert len({caught.value.sentence(language) for language in LANGUAGES}) == 3


# ---------------------------------------------------------------------- as in the browser: no matplotlib, numpy, pandas

_IN_PYODIDE = r"""
import json, random, sys
for name in ("matplotlib", "numpy", "pandas"):
    sys.modules[name] = None  # as Pyodide has them: not at all
sys.path[:0] = [sys.argv[1], sys.argv[2]]
import lovelet.pages as pages
from lovelet.pages import companion_page, exercise_page, table_page, tutorial_page
for module in (companion_page, exercise_page, table_page, tutorial_page):
    module.display = lambda widget: None
from test_widgets_views import person_move

report = {"built": [], "table_failures": [], "chart_failures": [], "moves": 0}
for language in ("en", "fr", "de"):
    for name in pages.PAGES:
        pages.show(name, language)
        report["built"].append(f"{name}/{language}")
setup = pages.table("de")
setup.pause = 0  # the bots move at once
setup.seed.value = "3"
setup.start.click()
setup.table_view.deduction.playouts = 20  # few playouts: the chances are not what is tested
view = setup.table_view.table_view
rng = random.Random(3)
for _ in range(4):
    if view.controller.game_over:
        break
    if view.controller.round_over:
        view.next_round.click()
    else:
        person_move(view, rng)
        report["moves"] += 1
report["table_failures"] = [repr(failure) for failure in setup.failures + view.failures]
report["chart_failures"] = [repr(failure) for failure in setup.table_view.deduction_view.failures]
report["heavy"] = sorted(name for name, module in sys.modules.items()
                         if name.split(".")[0] in ("matplotlib", "numpy", "pandas") and module is not None)
print(json.dumps(report))
"""


@pytest.fixture(scope="module")
def in_pyodide(tmp_path_factory):
    """The report of the subprocess that uses every page without matplotlib, numpy and pandas."""
    folder = tmp_path_factory.mktemp("companion")
    done = subprocess.run([sys.executable, "-c", _IN_PYODIDE, str(ROOT / "tests" / "widgets"), str(ROOT / "tests")],
                          capture_output=True, text=True, cwd=ROOT, timeout=300,
                          env={**__import__("os").environ, "LOVELET_COMPANION_DIR": str(folder),
                               "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_every_page_is_built_without_matplotlib_numpy_and_pandas(in_pyodide):
    assert in_pyodide["built"] == [f"{name}/{language}" for language in LANGUAGES for name in pages.PAGES]
    assert in_pyodide["heavy"] == []
    assert in_pyodide["moves"] >= 2 and in_pyodide["table_failures"] == []


def test_the_deduction_chart_is_drawn_without_matplotlib(in_pyodide):
    failures = in_pyodide["chart_failures"]
    if failures and all("matplotlib" in failure for failure in failures):
        pytest.skip("the deduction panel's chart still needs matplotlib: its SVG fallback is on branch charts, "
                    "not merged yet")
    assert failures == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_exercise_page_without_matplotlib_says_where_the_lessons_plots_are(shown, monkeypatch, language):
    monkeypatch.setattr(exercise_page, "matplotlib_available", lambda: False)
    page = pages.exercises("04-probability", language)
    notes = [part for part in page.children if "lovelet-full-plots-note" in part._dom_classes]
    assert len(notes) == 1 and html.escape(say("page_full_plots_note", language))[:40] in notes[0].value
    monkeypatch.setattr(exercise_page, "matplotlib_available", lambda: True)
    page = pages.exercises("04-probability", language)
    assert not [part for part in page.children if "lovelet-full-plots-note" in part._dom_classes]
