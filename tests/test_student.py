"""The students' copies of the lessons (``make student``, tools/student.py).

The copies are written into a temporary folder by the code ``make student`` runs.  Each
must hold no answer: no cell tagged ``answer`` (nor the teacher's note), none of the
answer cells' sources, no output at all (an output kept from the teacher's run could
show what an answer cell computed).  Each must run: it is executed with nbclient, in
this virtual environment's kernel, and no cell may fail or write to stderr; and what it
shows once run must not hold what the teacher's answer cells show.  The exercise boxes
still check answers there, since lovelet computes each answer from its situation.
"""

import importlib.util
import pathlib
import subprocess

import nbformat
import pytest

from test_lessons import _ThisPython, check_ran_cleanly
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"


def _tool():
    spec = importlib.util.spec_from_file_location("student_tool", ROOT / "tools" / "student.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


student = _tool()
LESSONS = [path.name for path in student.lessons(NOTEBOOKS)]


@pytest.fixture(scope="module")
def copies(tmp_path_factory):
    """{lesson name: path of its student copy}, written as ``make student`` writes them."""
    out = tmp_path_factory.mktemp("student")
    return {path.name: path for path in student.write_student_copies(out=out)}


def tags(cell):
    return cell.get("metadata", {}).get("tags", [])


def answer_cells(name):
    return [cell for cell in nbformat.read(NOTEBOOKS / name, as_version=4).cells if "answer" in tags(cell)]


def shown_texts(cells):
    """What the cells show as text (printed, returned, HTML), one text per output line worth
    checking: short lines such as "True" are left out, since any cell may show them."""
    found = set()
    for cell in cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            for value in (output.get("text", ""), data.get("text/plain", ""), data.get("text/html", "")):
                found.update(line.strip() for line in value.splitlines() if len(line.strip()) >= 16)
    return found


def test_the_lessons_are_the_numbered_notebooks():
    names = sorted(path.name for path in NOTEBOOKS.glob("[0-9][0-9]-*.ipynb"))
    assert LESSONS == names
    assert {"02-first-round.ipynb", "03-deduction.ipynb", "04-probability.ipynb"} <= set(LESSONS)
    assert "play.ipynb" not in LESSONS


def test_every_lesson_with_exercises_has_answer_cells_and_a_teachers_note():
    for name in ("02-first-round.ipynb", "03-deduction.ipynb", "04-probability.ipynb"):
        cells = nbformat.read(NOTEBOOKS / name, as_version=4).cells
        assert answer_cells(name), name
        assert "teacher" in tags(cells[1]) and "Teacher's note" in cells[1].source, name


@pytest.mark.parametrize("name", LESSONS)
def test_a_student_copy_holds_no_answer(copies, name):
    copy = nbformat.read(copies[name], as_version=4)
    source = nbformat.read(NOTEBOOKS / name, as_version=4)
    assert copy.metadata["lovelet"]["copy"] == "student" and copy.metadata["lovelet"]["lesson"] == name
    assert "widgets" not in copy.metadata
    assert not [cell for cell in copy.cells if {"answer", "teacher"} & set(tags(cell))]
    kept = [cell.source for cell in source.cells if not {"answer", "teacher"} & set(tags(cell))]
    assert [cell.source for cell in copy.cells] == kept  # nothing else is left out or changed
    for cell in copy.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None
    everything = "\n".join(cell.source for cell in copy.cells)
    for cell in answer_cells(name):
        assert cell.source.strip() not in everything
    nbformat.validate(copy)


@pytest.mark.parametrize("name", LESSONS)
def test_a_student_copy_runs_and_shows_no_answer(copies, name):
    copy = nbformat.read(copies[name], as_version=4)
    manager = KernelManager(kernel_name="lovelet-tests", kernel_spec_manager=_ThisPython())
    NotebookClient(copy, km=manager, timeout=180, resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    check_ran_cleanly(copy)
    teacher = nbformat.read(NOTEBOOKS / name, as_version=4)
    answers = shown_texts([cell for cell in teacher.cells if "answer" in tags(cell)])
    others = shown_texts([cell for cell in teacher.cells if "answer" not in tags(cell)])
    leaked = (answers - others) & shown_texts(copy.cells)
    assert not leaked, leaked


def test_the_command_line_writes_the_copies_where_asked(tmp_path):
    assert student.main(["--out", str(tmp_path), str(NOTEBOOKS / "04-probability.ipynb")]) == 0
    assert [path.name for path in tmp_path.iterdir()] == ["04-probability.ipynb"]


def test_make_student_runs_the_tool():
    dry = subprocess.run(["make", "-n", "student"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert "tools/student.py" in dry
    assert "student/" in (ROOT / ".gitignore").read_text().split()
