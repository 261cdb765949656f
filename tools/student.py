"""Write the students' copies of the lessons: ``student/<lesson>.ipynb`` for every lesson.

Each lesson has one source, the teacher's version in ``notebooks/``.  Its student copy
is the same notebook without the cells tagged ``answer`` (worked answers, and the cells
that compute and check them) and without the cells tagged ``teacher`` (the teacher's
note), with every output cleared: students run the lesson themselves, and an output
kept from the teacher's run could show what an answer cell computed.  In the cell
tagged ``parameters`` the line ``TEACHER = True`` becomes ``TEACHER = False``, so that
what a notebook creates only for the teacher (a "show every hand" switch, teaching
notes drawn by a widget) is not created.  The copy's metadata says what it is
(``metadata.lovelet.copy == "student"``).

``--app`` writes the student pages ``make app`` serves: the student copy of every
notebook of ``notebooks/``, the lessons and the other pages (the Table, the companion)
alike, into a build folder; notebooks of an earlier build that no longer have a source
are removed, so the folder never serves a stale page.

The exercise widgets still check answers in a student copy: each exercise's answer is
computed by lovelet from its situation (:mod:`lovelet.lessons`), not written in a cell.

Usage (``make student`` runs it in the project's virtual environment)::

    python tools/student.py                     # every lesson of notebooks/ into student/
    python tools/student.py --out /tmp/copies   # somewhere else
    python tools/student.py notebooks/04-probability.ipynb
    python tools/student.py --app --out build/app   # every page `make app` serves
"""

import argparse
import pathlib
import re
import sys

import nbformat

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
STUDENT = ROOT / "student"
#: Cells with one of these tags are left out of a student copy.
REMOVED_TAGS = ("answer", "teacher")
#: Where ``make app`` builds the student pages it serves (ignored by git, as build/ is).
APP = ROOT / "build" / "app"
# A lesson is a numbered notebook: 01-rules.ipynb, 04-probability.ipynb, ...
_LESSON = re.compile(r"\d\d-[\w-]+\.ipynb")
# The teacher's switch of a parameters cell, the whole line (a comment after it may stay).
_TEACHER_LINE = re.compile(r"^(TEACHER\s*=\s*)True\b", re.M)


def lessons(folder=NOTEBOOKS):
    """The lessons in ``folder``: the numbered notebooks, in order."""
    return sorted(path for path in pathlib.Path(folder).iterdir() if _LESSON.fullmatch(path.name))


def pages(folder=NOTEBOOKS):
    """Every notebook in ``folder`` that ``make app`` serves: the lessons and the other
    pages (``play.ipynb``, ``companion.ipynb``), by name."""
    return sorted(pathlib.Path(folder).glob("*.ipynb"))


def removed(cell):
    """Whether ``cell`` stays out of the student copy (tagged answer or teacher)."""
    return any(tag in REMOVED_TAGS for tag in cell.get("metadata", {}).get("tags", []))


def student_copy(notebook, name):
    """The student copy of ``notebook`` (a nbformat notebook, left unchanged) of lesson ``name``."""
    copy = nbformat.from_dict(_plain(notebook))
    copy.cells = [cell for cell in copy.cells if not removed(cell)]
    for cell in copy.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
            if "parameters" in cell.metadata.get("tags", []):
                cell.source = _TEACHER_LINE.sub(r"\1False", cell.source)
        cell.metadata.pop("execution", None)
    copy.metadata.pop("widgets", None)  # the teacher's run's widget states
    copy.metadata["lovelet"] = {
        "copy": "student", "lesson": name,
        "note": "The student copy, written by `make student` (tools/student.py) from "
                f"notebooks/{name}: the answers and the teacher's note are left out, TEACHER is False.",
    }
    return copy


def _plain(value):
    """A deep copy of a notebook's JSON structure."""
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value


def write_student_copies(sources=None, out=STUDENT):
    """Write the student copy of every lesson in ``sources`` (default: all of notebooks/)
    into the folder ``out``, made if missing; returns the paths written."""
    out = pathlib.Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for source in (lessons() if sources is None else [pathlib.Path(path) for path in sources]):
        notebook = nbformat.read(source, as_version=4)
        target = out / source.name
        nbformat.write(student_copy(notebook, source.name), target)
        written.append(target)
    return written


def write_student_pages(out=APP, folder=NOTEBOOKS):
    """Write the student copy of every page of ``folder`` (:func:`pages`) into ``out``,
    and remove the notebooks of ``out`` that are not among them; returns the paths written.

    Other files of ``out`` (a page's saved records, for instance) are left alone.
    """
    out = pathlib.Path(out)
    written = write_student_copies(pages(folder), out)
    for stale in set(out.glob("*.ipynb")) - set(written):
        stale.unlink()
    return written


def main(argv=None):
    parser = argparse.ArgumentParser(description="Write the student copies of the lessons.")
    parser.add_argument("lessons", nargs="*", help="lesson notebooks (default: every lesson in notebooks/)")
    parser.add_argument("--out", help="the folder to write to (default: student/, or build/app/ with --app)")
    parser.add_argument("--app", action="store_true",
                        help="every page `make app` serves (the lessons, the Table, the companion), "
                             "and remove the notebooks of an earlier build that have no source")
    arguments = parser.parse_args(argv)
    if arguments.app:
        if arguments.lessons:
            parser.error("--app writes every page of notebooks/: name no notebook")
        written = write_student_pages(arguments.out or APP)
        print(f"wrote the {len(written)} student pages into {written[0].parent if written else arguments.out}")
        return 0
    for path in write_student_copies(arguments.lessons or None, arguments.out or STUDENT):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
