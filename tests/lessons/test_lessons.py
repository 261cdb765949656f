"""The lessons survive what they invite: other seeds, the other edition, other seats.

Each lesson has one parameters cell (tagged ``parameters``, as papermill reads it).  A
test re-executes the lesson with nbclient after inserting a cell, just below that one,
that sets other values, and checks that every cell ran with no error and nothing
written to stderr.  ``make test`` also runs the lessons with their own parameters
through nbval, comparing their committed outputs; here only a handful of variations
are run, chosen to keep this file near half a minute on two cores: seeds 1 and 5 (which
once broke the lessons), rounds that are over after two turns (before lesson 2's third
turn; before lesson 3 finds anything to stop at), both editions, and every seat; lesson 4
with other deals and languages.
"""

import ast
import pathlib

import ipykernel.kernelspec
import nbformat
import pytest
from jupyter_client.kernelspec import KernelSpec, KernelSpecManager
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[2] / "notebooks"
FIRST_ROUND = "02-first-round.ipynb"
DEDUCTION = "03-deduction.ipynb"
PROBABILITY = "04-probability.ipynb"
STRATEGY_LAB = "05-strategy-lab.ipynb"
EDITIONS = "06-editions.ipynb"

# The parameters each lesson declares, in its parameters cell.
PARAMETERS = {FIRST_ROUND: {"EDITION", "SEED", "TEACHER"}, DEDUCTION: {"SEED", "VIEWER", "PLAYOUTS", "TEACHER"},
              PROBABILITY: {"SEED", "SIMULATIONS", "ROUNDS", "LANGUAGE", "TEACHER"},
              STRATEGY_LAB: {"SEED", "GAMES", "LANGUAGE", "TEACHER"},
              EDITIONS: {"SEED", "ROUNDS", "GAMES", "LANGUAGE", "TEACHER"}}


class _ThisPython(KernelSpecManager):
    """Kernels run with the interpreter running the tests (the venv), whatever is installed."""

    def get_kernel_spec(self, kernel_name):
        return KernelSpec(resource_dir=ipykernel.kernelspec.RESOURCES,
                          **ipykernel.kernelspec.get_kernel_dict())


def read(name):
    return nbformat.read(NOTEBOOKS / name, as_version=4)


def parameters_cell(notebook):
    """The index of the one cell tagged ``parameters``."""
    tagged = [index for index, cell in enumerate(notebook.cells)
              if "parameters" in cell.metadata.get("tags", [])]
    assert len(tagged) == 1, f"expected one parameters cell, found {len(tagged)}"
    return tagged[0]


def run_lesson(name, **parameters):
    """Execute lesson ``name`` with ``parameters`` overriding its own; return the notebook."""
    notebook = read(name)
    override = nbformat.v4.new_code_cell(
        "\n".join(f"{key} = {value!r}" for key, value in parameters.items()))
    override.metadata["tags"] = ["injected-parameters"]
    notebook.cells.insert(parameters_cell(notebook) + 1, override)
    manager = KernelManager(kernel_name="lovelet-tests", kernel_spec_manager=_ThisPython())
    NotebookClient(notebook, km=manager, timeout=120,
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    return notebook


def check_ran_cleanly(notebook):
    """Every code cell ran, in order, and none shows an error or writes to stderr."""
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    assert [cell.execution_count for cell in code] == list(range(1, len(code) + 1))
    for cell in code:
        for output in cell.outputs:
            assert output.output_type != "error", f"{output.ename}: {output.evalue}\n{cell.source}"
            assert output.get("name") != "stderr", f"{output.text}\n{cell.source}"


def text_of(notebook):
    """Everything the lesson printed or showed as text, in one string."""
    parts = []
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            parts.append(output.get("text", ""))
            parts.append(output.get("data", {}).get("text/plain", ""))
    return "\n".join(parts)


@pytest.mark.parametrize("name", [FIRST_ROUND, DEDUCTION, PROBABILITY, STRATEGY_LAB, EDITIONS])
def test_each_lesson_has_one_parameters_cell_near_the_top(name):
    notebook = read(name)
    index = parameters_cell(notebook)
    first_code = next(i for i, cell in enumerate(notebook.cells) if cell.cell_type == "code")
    assert index == first_code, "the parameters cell is the lesson's first code cell"
    assigned = {target.id for statement in ast.parse(notebook.cells[index].source).body
                for target in statement.targets}
    assert assigned == PARAMETERS[name], "the tests override exactly the lesson's parameters"


@pytest.mark.parametrize("edition, seed", [
    ("revised", 1),
    ("revised", 5),
    ("revised", 31),  # the round is over after two turns: turns 3 and 4 find it over
    ("classic", 1),
    ("classic", 5),
    ("classic", 33027),  # the lesson's own seed, in the other edition
    ("classic", 36),  # over after two turns in the classic edition
])
def test_lesson_2_runs_with_another_seed_and_edition(edition, seed):
    notebook = run_lesson(FIRST_ROUND, EDITION=edition, SEED=seed)
    check_ran_cleanly(notebook)
    assert f"{21 if edition == 'revised' else 16} cards" in text_of(notebook)


# Under the HeuristicAgent model, the deduction tools cannot yet explain a Guard that names
# a card its player learned in a way the viewer did not see (here Ann's, after a Baron tie
# with Ben), although every seat is a HeuristicAgent: lesson 2's "If you knew how they
# play" then raises Inconsistent. The package is wrong, not the lesson; strict, so that
# the fix is noticed and this mark removed.
# Three seats in `make test` (each run of the lesson takes seconds); the other seven with
# `make test-slow`.
_MORE = pytest.mark.slow


@pytest.mark.parametrize("seed, viewer", [
    (472, "Ann"),
    pytest.param(472, "Ben", marks=_MORE),
    pytest.param(1, "Ann", marks=_MORE),
    pytest.param(1, "Ben", marks=_MORE),
    pytest.param(1, "Cleo", marks=_MORE),
    pytest.param(5, "Ann", marks=_MORE),
    pytest.param(5, "Ben", marks=_MORE),
    pytest.param(5, "Cleo", marks=_MORE),
    (4, "Cleo"),  # two turns: no Guard misses, nothing is seen in secret
    (23, "Cleo"),  # the opponent model cannot explain a play: the lesson says so and goes on
])
def test_lesson_3_runs_with_another_seed_and_seat(seed, viewer):
    notebook = run_lesson(DEDUCTION, SEED=seed, VIEWER=viewer, PLAYOUTS=200)
    check_ran_cleanly(notebook)
    assert f"<Observation of {viewer}:" in text_of(notebook)


# Lesson 4 with other deals and the other languages: fewer shuffles, so that it stays quick
# (the checks then say less, and the lesson says so itself).  English with another deal in
# `make test-slow`: nbval runs the lesson in English in `make test`.
@pytest.mark.parametrize("seed, language", [(1, "fr"), (5, "de"), pytest.param(27, "en", marks=pytest.mark.slow)])
def test_lesson_4_runs_with_another_seed_and_language(seed, language):
    notebook = run_lesson(PROBABILITY, SEED=seed, SIMULATIONS=3000, ROUNDS=40, LANGUAGE=language)
    check_ran_cleanly(notebook)
    assert "has not seen 20 cards" in text_of(notebook)


# Lessons 5 and 6 with other seeds and languages, on fewer games: their prose reads the
# figures from the results, so it must hold whatever the tournaments give.
@pytest.mark.slow  # a tournament of its own (8 s); lesson 5 itself runs in make test (nbval)
def test_lesson_5_runs_with_another_seed_and_language():
    notebook = run_lesson(STRATEGY_LAB, SEED=5, GAMES=120, LANGUAGE="fr")
    check_ran_cleanly(notebook)


def test_lesson_6_runs_with_another_seed_and_language():
    notebook = run_lesson(EDITIONS, SEED=7, ROUNDS=300, GAMES=90, LANGUAGE="de")
    check_ran_cleanly(notebook)
