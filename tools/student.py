"""Write the students' copies of the lessons: ``student/<lesson>.ipynb`` for every lesson.

Each lesson has one source, the teacher's version in ``notebooks/``.  Its student copy
is the same notebook without the cells tagged ``answer`` (worked answers, and the cells
that compute and check them) and without the cells tagged ``teacher`` (the teacher's
note), with every output cleared: students run the lesson themselves, and an output
kept from the teacher's run could show what an answer cell computed.  The copy's
metadata says what it is (``metadata.lovelet.copy == "student"``).

The exercise widgets still check answers in a student copy: each exercise's answer is
computed by lovelet from its situation (:mod:`lovelet.lessons`), not written in a cell.

Usage (``make student`` runs it in the project's virtual environment)::

    python tools/student.py                     # every lesson of notebooks/ into student/
    python tools/student.py --out /tmp/copies   # somewhere else
    python tools/student.py notebooks/04-probability.ipynb
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
# A lesson is a numbered notebook: 01-rules.ipynb, 04-probability.ipynb, ...
_LESSON = re.compile(r"\d\d-[\w-]+\.ipynb")


def lessons(folder=NOTEBOOKS):
    """The lessons in ``folder``: the numbered notebooks, in order."""
    return sorted(path for path in pathlib.Path(folder).iterdir() if _LESSON.fullmatch(path.name))


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
        cell.metadata.pop("execution", None)
    copy.metadata.pop("widgets", None)  # the teacher's run's widget states
    copy.metadata["lovelet"] = {
        "copy": "student", "lesson": name,
        "note": "The student copy, written by `make student` (tools/student.py) from "
                f"notebooks/{name}: the answers and the teacher's note are left out.",
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


def main(argv=None):
    parser = argparse.ArgumentParser(description="Write the student copies of the lessons.")
    parser.add_argument("lessons", nargs="*", help="lesson notebooks (default: every lesson in notebooks/)")
    parser.add_argument("--out", default=str(STUDENT), help="the folder to write to (default: student/)")
    arguments = parser.parse_args(argv)
    for path in write_student_copies(arguments.lessons or None, arguments.out):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
