"""The student pages ``make app`` serves hold no answer and no teacher's note.

The student build of every page of ``notebooks/`` (``tools/student.py --app``) is served
by one Voilà, with ``make app``'s own arguments, and each page is opened in Chromium.
What the page shows (its DOM text) and every websocket frame it receives (the state of
every widget) are read, and none may hold:

* a sentence of a cell tagged ``answer`` or ``teacher`` in the teacher's notebook: its
  text, or the text its stored outputs show (fragments of 30 characters or more that no
  other cell of that notebook holds, compared with spaces and markup normalized);
* an answer of an exercise: each exercise box of the page is read as a student's answer
  would be (``lovelet.lessons.exercises.read_answer``), and nothing in it is judged right;
  the answers are those the package computes for the page's exercises (the student copy
  run here with nbclient, its Exercise objects asked for their solutions);
* a teacher's switch (its label in any language), an error or stderr output, a
  traceback, a bare text/plain repr, or advice about running cells.

So that the comparison cannot pass by matching nothing, the teacher's version of lesson 2
is served beside the student pages and must show its answer and note fragments.
"""

import html
import json
import re
import shutil

import nbformat
import pytest
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

from lovelet import IllegalAction
from lovelet.i18n import LANGUAGES, say
from lovelet.lessons.exercises import judge, read_answer

from .app_pages import ROOT, make_app_arguments, student_tool
from .table_page import record_frames
from .voila_server import serving
from test_lessons import _ThisPython  # the tests' own kernel spec (tests/ is on the path)

NOTEBOOKS = ROOT / "notebooks"
TEACHERS_COPY = "teachers-02-first-round.ipynb"  # served beside the student pages, as a control
PAGE_TIMEOUT = 180_000
MINIMUM_FRAGMENT = 30
TEACHER_LABELS = sorted({say(key, language) for key in ("teacher_view", "staged_show_hands", "staged_every_hand")
                         for language in LANGUAGES})
RUN_ADVICE = re.compile(r"run all|run (the|every|each) (cells?|notebook)|run (it|them|the cells?) again"
                        r"|shift\s*\+\s*enter|\brun\s*>|kernel\s*>\s*restart", re.I)
NUMBER = re.compile(r"[-+−]?\d+(?:[.,]\d+)?(?:\s*/\s*\d+)?\s*%?")
_TAG = re.compile(r"<[^>]+>")
_MARKUP = re.compile(r"[*_`#>|]+")
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_SENTENCE_END = re.compile(r"(?<=[.!?:;])\s+|\n")

student = student_tool()
PAGES = [path.name for path in student.pages(NOTEBOOKS)]


def normalized(text):
    """``text`` without HTML tags, entities, markdown markup, case or runs of spaces."""
    text = html.unescape(_TAG.sub(" ", text))
    text = _MARKUP.sub(" ", _LINK.sub(r"\1", text))
    return re.sub(r"\s+", " ", text).strip().lower()


def texts_of(cell):
    """A cell's source and the texts its stored outputs show."""
    found = [cell.source]
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        found += [output.get("text", ""), data.get("text/plain", ""), data.get("text/html", "")]
    return found


def fragments(texts):
    """The normalized sentences and lines of ``texts``, of MINIMUM_FRAGMENT characters or more."""
    found = set()
    for text in texts:
        for piece in _SENTENCE_END.split(html.unescape(_TAG.sub("\n", text))):
            piece = normalized(piece)
            if len(piece) >= MINIMUM_FRAGMENT:
                found.add(piece)
    return found


def tagged_fragments(name):
    """The fragments only the cells tagged answer or teacher of ``notebooks/name`` hold."""
    cells = nbformat.read(NOTEBOOKS / name, as_version=4).cells
    hidden = [cell for cell in cells if student.removed(cell)]
    kept = normalized("\n".join(text for cell in cells if not student.removed(cell) for text in texts_of(cell)))
    return {piece for piece in fragments(text for cell in hidden for text in texts_of(cell)) if piece not in kept}


def exercise_solutions(folder, name):
    """[(solution, kind)] of every exercise the student page ``name`` makes, run with nbclient."""
    notebook = nbformat.read(folder / name, as_version=4)
    if "ExerciseView(" not in "".join(cell.source for cell in notebook.cells):
        return []
    probe = ("import gc, json\nfrom lovelet.lessons.exercises import Exercise\n"
             "print(json.dumps(sorted({(str(item.solution()), item.kind) for item in gc.get_objects()"
             " if isinstance(item, Exercise)})))")
    notebook.cells.append(nbformat.v4.new_code_cell(probe))
    manager = KernelManager(kernel_name="lovelet-tests", kernel_spec_manager=_ThisPython())
    NotebookClient(notebook, km=manager, timeout=300, resources={"metadata": {"path": str(folder)}}).execute()
    printed = "".join(output.get("text", "") for output in notebook.cells[-1].outputs)
    return [(solution, kind) for solution, kind in json.loads(printed)]


def frame_texts(frames):
    """Every string value of every websocket frame (JSON messages of the widget protocol)."""
    found = []

    def walk(value):
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    for frame in frames:
        try:
            walk(json.loads(frame))
        except ValueError:
            found.append(frame)
    return found


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """(server, build folder): Voilà serving the student pages with make app's arguments."""
    folder = tmp_path_factory.mktemp("app")
    served = folder / "app"
    student.write_student_pages(served)
    shutil.copy(NOTEBOOKS / "02-first-round.ipynb", served / TEACHERS_COPY)
    try:
        with serving(served, *make_app_arguments(), folder=folder, timeout=120) as server:
            yield server, served
    except RuntimeError as failure:
        pytest.fail(str(failure), pytrace=False)


def open_page(context, server, name):
    """The page ``name`` once Voilà has run it and its widgets have been drawn."""
    page = context.new_page()
    record_frames(page)
    page.goto(f"{server.url}/voila/render/{name}", timeout=PAGE_TIMEOUT, wait_until="load")
    last, quiet = -1, 0
    while quiet < 4:  # the widgets are drawn once the frames stop coming (2 s without one)
        page.wait_for_timeout(500)
        quiet = quiet + 1 if len(page.frames_received) == last else 0
        last = len(page.frames_received)
    return page


def test_the_comparison_finds_the_teachers_text_on_the_teachers_page(app, browser_context):
    server, _served = app
    page = open_page(browser_context, server, TEACHERS_COPY)
    try:
        shown = normalized(page.inner_text("body"))
        found = {piece for piece in tagged_fragments("02-first-round.ipynb") if piece in shown}
        assert len(found) >= 5, found
        assert any(label in page.inner_text("body") for label in TEACHER_LABELS)
    finally:
        page.close(run_before_unload=True)


@pytest.mark.parametrize("name", PAGES)
def test_a_student_page_holds_no_answer_and_no_teachers_note(app, browser_context, name):
    server, served = app
    solutions = exercise_solutions(served, name)
    page = open_page(browser_context, server, name)
    try:
        body = page.inner_text("body")
        shown, frames = normalized(body), [normalized(text) for text in frame_texts(page.frames_received)]
        leaked = {piece for piece in tagged_fragments(name) if piece in shown or any(piece in f for f in frames)}
        assert not leaked, leaked

        for label in TEACHER_LABELS:
            assert label not in body and not any(label in text for text in frame_texts(page.frames_received)), label
        assert not RUN_ADVICE.search(body), RUN_ADVICE.search(body).group(0)
        assert "Traceback" not in body and not any("Traceback" in text for text in frame_texts(page.frames_received))
        for kind in ("application/vnd.jupyter.stderr", "application/vnd.jupyter.error"):
            assert page.locator(f'[data-mime-type="{kind}"]').count() == 0, kind
        bare = page.locator('.jp-OutputArea-executeResult[data-mime-type="text/plain"], '
                            '.jp-OutputArea-output[data-mime-type="text/plain"]')
        assert bare.count() == 0, bare.all_inner_texts()[:3]

        boxes = page.locator(".lovelet-exercise")
        assert boxes.count() == 0 or solutions, "the page's exercises were not found"
        for text in boxes.all_inner_texts():
            for token in NUMBER.findall(text.replace("−", "-")):
                for solution, kind in solutions:
                    try:
                        verdict = judge(read_answer(token, kind), solution, kind)
                    except IllegalAction:  # a token that is no answer gives nothing away
                        continue
                    assert verdict != "right", f"an exercise box shows {token!r}, the answer {solution}"
    finally:
        page.close(run_before_unload=True)
