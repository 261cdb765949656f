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
import json
import pathlib
import re
import shlex
import subprocess

import nbformat
import pytest

from test_lessons import _ThisPython, check_ran_cleanly
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

from lovelet.text.i18n import LANGUAGES, say

ROOT = pathlib.Path(__file__).resolve().parents[2]
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
    # Nothing else is left out or changed, but for TEACHER = False in the parameters cell.
    assert [cell.source.replace("TEACHER = False", "TEACHER = True") for cell in copy.cells] == kept
    for cell in copy.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None
    everything = "\n".join(cell.source for cell in copy.cells)
    for cell in answer_cells(name):
        assert cell.source.strip() not in everything
    nbformat.validate(copy)


# The browser tests run every student page in Voilà and check what it shows, and what its
# kernel sends, in `make test` (tests/browser/test_student_pages.py).  Here, in a kernel of
# our own, the quick copies run in `make test`; lessons 3 to 6 (5 to 20 s each: tournaments,
# playouts, simulations) in `make test-slow`, to keep `make test` under its 15 minutes.
_SLOW_COPIES = ("03", "04", "05", "06")


@pytest.mark.parametrize("name", [pytest.param(name, marks=pytest.mark.slow) if name.startswith(_SLOW_COPIES)
                                  else name for name in LESSONS])
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


# ---------------------------------------------------------------- teacher mode, make app

PAGES = [path.name for path in student.pages(NOTEBOOKS)]
#: The labels of the teacher's switches, in every language (a student page shows none).
TEACHER_LABELS = sorted({say(key, language) for key in ("teacher_view", "staged_show_hands", "staged_every_hand")
                         for language in LANGUAGES})


def parameters_source(notebook):
    return "\n".join(cell.source for cell in notebook.cells if "parameters" in tags(cell))


def code_of(notebook):
    return "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "code")


def widget_state_text(notebook):
    """Every widget state the run left in the notebook's metadata, as one text."""
    return json.dumps(notebook.metadata.get("widgets", {}), ensure_ascii=False)


def test_the_pages_are_every_notebook_the_app_serves():
    assert set(LESSONS) < set(PAGES)
    assert {"play.ipynb", "companion.ipynb"} <= set(PAGES)


@pytest.mark.parametrize("name", ["02-first-round.ipynb", "03-deduction.ipynb", "04-probability.ipynb",
                                  "05-strategy-lab.ipynb", "06-editions.ipynb"])
def test_the_teachers_lessons_say_teacher_in_their_parameters(name):
    source = parameters_source(nbformat.read(NOTEBOOKS / name, as_version=4))
    assert re.search(r"^TEACHER = True$", source, re.M), name


@pytest.mark.parametrize("name", PAGES)
def test_a_student_copy_says_teacher_false(name):
    teacher = nbformat.read(NOTEBOOKS / name, as_version=4)
    copy = student.student_copy(teacher, name)
    if "TEACHER" in code_of(teacher):
        # A page that uses TEACHER defines it in its parameters cell, and only there.
        assert re.search(r"^TEACHER = True\b", parameters_source(teacher), re.M), name
        assert re.search(r"^TEACHER = False\b", parameters_source(copy), re.M), name
    assert not re.search(r"\bTEACHER\s*=\s*True\b", code_of(copy)), name
    # Every teacher-only control follows TEACHER (or is off): none is forced on.
    for switch in re.findall(r"show_teacher\s*=\s*(\w+)", code_of(copy)):
        assert switch in ("TEACHER", "False"), (name, switch)
    # Nothing else of the parameters cell changes.
    assert parameters_source(copy).replace("TEACHER = False", "TEACHER = True") == parameters_source(teacher)


def test_the_rewrite_touches_only_the_parameters_cell():
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell("SEED = 1\nTEACHER = True  # the teacher's version"),
                      nbformat.v4.new_code_cell("print('TEACHER = True')")]
    notebook.cells[0].metadata["tags"] = ["parameters"]
    copy = student.student_copy(notebook, "00-test.ipynb")
    assert copy.cells[0].source == "SEED = 1\nTEACHER = False  # the teacher's version"
    assert copy.cells[1].source == "print('TEACHER = True')"
    assert notebook.cells[0].source.endswith("TEACHER = True  # the teacher's version")  # left unchanged


def test_the_app_build_writes_every_page_and_removes_stale_ones(tmp_path):
    (tmp_path / "99-gone.ipynb").write_text("{}")
    (tmp_path / "a-record.json").write_text("{}")
    assert student.main(["--app", "--out", str(tmp_path)]) == 0
    assert sorted(path.name for path in tmp_path.glob("*.ipynb")) == PAGES
    assert (tmp_path / "a-record.json").exists()  # a page's own files stay
    for name in PAGES:
        copy = nbformat.read(tmp_path / name, as_version=4)
        assert copy.metadata["lovelet"]["copy"] == "student"
        assert not [cell for cell in copy.cells if {"answer", "teacher"} & set(tags(cell))]
    with pytest.raises(SystemExit):
        student.main(["--app", str(NOTEBOOKS / "04-probability.ipynb")])


def make_dry_run(*variables):
    return subprocess.run(["make", "-n", "-s", "app", *variables], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout


# The Voilà line of ``make -n app``: the environment it is given (the table service's
# address, the pages' address), then the command.
VOILA_LINE = re.compile(r"(\S+=\S+ )*\S*bin/voila ")


def voila_command(dry):
    words = next(shlex.split(line) for line in dry.splitlines() if VOILA_LINE.match(line))
    return words[next(index for index, word in enumerate(words) if word.endswith("bin/voila")):]


def test_make_app_serves_the_student_pages_built_at_start():
    dry = make_dry_run()
    lines = dry.splitlines()
    build = next(index for index, line in enumerate(lines) if "tools/student.py --app --out build/app" in line)
    serve = next(index for index, line in enumerate(lines) if VOILA_LINE.match(line))
    assert build < serve and voila_command(dry)[-1] == "build/app"
    assert "The student pages" in dry and "/voila/render/play.ipynb" in dry
    assert "build/" in (ROOT / ".gitignore").read_text().split()


def test_make_app_teacher_serves_the_teachers_notebooks():
    dry = make_dry_run("TEACHER=1")
    assert voila_command(dry)[-1] == "notebooks"
    assert "tools/student.py" not in dry and "TEACHER's pages" in dry
    assert voila_command(make_dry_run("TEACHER=0"))[-1] == "build/app"


def test_make_app_culls_idle_unconnected_kernels():
    arguments = voila_command(make_dry_run("CULL_IDLE=90", "CULL_INTERVAL=20", "CLASS=3"))
    assert "--MappingKernelManager.cull_idle_timeout=90" in arguments
    assert "--MappingKernelManager.cull_interval=20" in arguments
    assert "--MappingKernelManager.cull_connected=False" in arguments
    assert "--VoilaConfiguration.multi_kernel_manager_class=lovelet.widgets.serving.ClassroomKernelManager" in arguments
    assert '--Voila.tornado_settings={"disable_check_xsrf": True}' in arguments
    assert any('"play.ipynb": {"pool_size": 3}' in argument for argument in arguments)
    defaults = voila_command(make_dry_run())
    assert "--MappingKernelManager.cull_idle_timeout=120" in defaults  # the README's figure


def test_a_student_table_has_no_teacher_switch_and_the_teachers_has():
    """Lesson 2's Table, run in both versions: only the teacher's shows the switch."""
    name = "02-first-round.ipynb"
    teacher = nbformat.read(NOTEBOOKS / name, as_version=4)
    shown = {}
    for version, notebook in (("teacher", teacher), ("student", student.student_copy(teacher, name))):
        notebook.metadata.pop("widgets", None)
        manager = KernelManager(kernel_name="lovelet-tests", kernel_spec_manager=_ThisPython())
        NotebookClient(notebook, km=manager, timeout=180, store_widget_state=True,
                       resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
        check_ran_cleanly(notebook)
        state = widget_state_text(notebook)
        shown[version] = {label for label in TEACHER_LABELS if label in state}
    assert shown["teacher"], "the teacher's Table shows its switch"
    assert not shown["student"], shown["student"]
