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
  the answers are those the page's own kernel computed: each kernel of this server runs an
  IPython startup file (this test's, in a temporary IPYTHONDIR) that records the solution
  of every Exercise the page makes;
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

from lovelet import IllegalAction
from lovelet.text.i18n import LANGUAGES, say
from lovelet.lessons.exercises import judge, read_answer

from .app_pages import ROOT, kernel_of, kernels, make_app_arguments, student_tool
from .table_page import record_frames
from .voila_server import serving

NOTEBOOKS = ROOT / "notebooks"
TEACHERS_COPY = "teachers-02-first-round.ipynb"  # served beside the student pages, as a control
PAGE_TIMEOUT = 240_000
#: Pages opened at once (Voilà runs their kernels side by side).
AT_ONCE = 4
# Run by every kernel of the test's server: note each exercise's solution, by kernel pid.
RECORDER = """
import json, os
from lovelet.lessons import exercises as _exercises

_made = _exercises.Exercise.__post_init__


def _recorded(self):
    _made(self)
    with open(os.environ["LOVELET_TEST_EXERCISES"], "a", encoding="utf-8") as record:
        record.write(json.dumps({"pid": os.getpid(), "solution": str(self.solution()), "kind": self.kind}) + "\\n")


_exercises.Exercise.__post_init__ = _recorded
"""
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
def shown(tmp_path_factory, browser_context):
    """{page name: what Chromium was shown of it}, every student page (and the teacher's
    lesson 2) served by one Voilà with make app's arguments, a few pages at a time."""
    folder = tmp_path_factory.mktemp("app")
    served = folder / "app"
    student.write_student_pages(served)
    shutil.copy(NOTEBOOKS / "02-first-round.ipynb", served / TEACHERS_COPY)
    startup = folder / "ipython" / "profile_default" / "startup"
    startup.mkdir(parents=True)
    (startup / "00-record-exercises.py").write_text(RECORDER, encoding="utf-8")
    record = folder / "exercises.jsonl"
    found = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("IPYTHONDIR", str(folder / "ipython"))
        patch.setenv("LOVELET_TEST_EXERCISES", str(record))
        try:
            with serving(served, *make_app_arguments(), folder=folder, timeout=120) as server:
                names = PAGES + [TEACHERS_COPY]
                for start in range(0, len(names), AT_ONCE):
                    batch = {name: browser_context.new_page() for name in names[start:start + AT_ONCE]}
                    for name, page in batch.items():
                        record_frames(page)
                        page.goto(f"{server.url}/voila/render/{name}", timeout=PAGE_TIMEOUT, wait_until="commit")
                    for name, page in batch.items():
                        found[name] = what_is_shown(page, server)
                        page.close(run_before_unload=True)
        except RuntimeError as failure:
            pytest.fail(str(failure), pytrace=False)
    lines = record.read_text(encoding="utf-8").splitlines() if record.exists() else []
    made = [json.loads(line) for line in lines]
    for page in found.values():
        page["solutions"] = [(item["solution"], item["kind"]) for item in made if item["pid"] == page["pid"]]
    return found


def what_is_shown(page, server):
    """What ``page`` shows once Voilà has run it and its widgets are drawn."""
    page.wait_for_load_state("load", timeout=PAGE_TIMEOUT)
    last, quiet = -1, 0
    while quiet < 4:  # the widgets are drawn once the frames stop coming (2 s without one)
        page.wait_for_timeout(500)
        quiet = quiet + 1 if len(page.frames_received) == last else 0
        last = len(page.frames_received)
    boxes = []
    for box in page.locator(".lovelet-exercise").all():
        field = box.locator("input")
        boxes.append({"question": box.locator(".lovelet-exercise-question").inner_text(),
                      "value": field.input_value(),
                      "besides": [box.locator(f".lovelet-exercise-{part}").inner_text()
                                  for part in ("verdict", "hint", "error", "attempts")]
                                 + [field.get_attribute("placeholder") or ""]})
    return {
        "body": page.inner_text("body"),
        "frames": frame_texts(page.frames_received),
        "pid": kernels(server).get(kernel_of(page)),
        "errors": sum(page.locator(f'[data-mime-type="{kind}"]').count()
                      for kind in ("application/vnd.jupyter.stderr", "application/vnd.jupyter.error")),
        # A cell's last value shown as text only (a stream, printed text, has another class).
        "bare": page.locator('.jp-OutputArea-executeResult[data-mime-type="text/plain"], '
                             '.jp-OutputArea-executeResult [data-mime-type="text/plain"]').all_inner_texts(),
        "boxes": boxes,
    }


def test_the_comparison_finds_the_teachers_text_on_the_teachers_page(shown):
    teachers = shown[TEACHERS_COPY]
    found = {piece for piece in tagged_fragments("02-first-round.ipynb") if piece in normalized(teachers["body"])}
    assert len(found) >= 5, found
    assert any(label in teachers["body"] for label in TEACHER_LABELS)
    assert teachers["solutions"], "the kernels' exercises were recorded"
    # The teacher's page too shows no error, no bare repr and no advice about running cells.
    assert teachers["errors"] == 0 and not teachers["bare"], teachers["bare"][:3]
    assert not RUN_ADVICE.search(teachers["body"])


@pytest.mark.parametrize("name", PAGES)
def test_a_student_page_holds_no_answer_and_no_teachers_note(shown, name):
    page = shown[name]
    body, frames = page["body"], page["frames"]
    assert page["pid"], "the page's kernel was found"
    visible, sent = normalized(body), [normalized(text) for text in frames]
    leaked = {piece for piece in tagged_fragments(name) if piece in visible or any(piece in text for text in sent)}
    assert not leaked, leaked

    for label in TEACHER_LABELS:
        assert label not in body and not any(label in text for text in frames), label
    advice = RUN_ADVICE.search(body)
    assert not advice, advice and advice.group(0)
    assert "Traceback" not in body and not any("Traceback" in text for text in frames)
    assert page["errors"] == 0
    assert not page["bare"], page["bare"][:3]

    assert not page["boxes"] or page["solutions"], "the page's exercises were not recorded"
    # An exact answer that is a fraction ("5/11") is nowhere on the page nor in its frames
    # before the student answers (a coach's table, a printed check would give it away).
    for solution, _kind in page["solutions"]:
        if "/" in solution:
            exact = re.compile(rf"(?<![\d/]){re.escape(solution)}(?![\d/])")
            assert not exact.search(body) and not any(exact.search(text) for text in frames), solution
    for index, box in enumerate(page["boxes"], 1):
        assert box["value"] == "", f"exercise box {index} is not empty"
        # What the box says besides its question (verdict, hint, attempts, placeholder)
        # holds no number that is an answer; its question no fraction, decimal or
        # percentage that is one (a whole number there may be a turn, a count of players).
        tokens = [token for text in box["besides"] for token in NUMBER.findall(text.replace("−", "-"))]
        tokens += [token for token in NUMBER.findall(box["question"].replace("−", "-"))
                   if re.search(r"[/.,%]", token)]
        for token in tokens:
            for solution, kind in page["solutions"]:
                try:
                    verdict = judge(read_answer(token, kind), solution, kind)
                except IllegalAction:  # a token that is no answer gives nothing away
                    continue
                assert verdict != "right", f"exercise box {index} shows {token!r}, an answer ({solution})"
