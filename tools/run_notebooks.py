"""Run lovelet's notebooks again in place, so that their stored outputs are what nbval checks.

After a change that alters what a lesson prints (a new deal for a seed, a reworded
sentence), run the notebooks it touches:

    .venv/bin/python tools/run_notebooks.py notebooks/03-deduction.ipynb notebooks/04-probability.ipynb

Without arguments every notebook of ``notebooks/`` is run.  Each runs in this
interpreter's kernel, in ``notebooks/`` (as ``make test`` runs them); the widgets'
stored state is dropped afterwards (a page rebuilds it from the kernel, and the state
would only make the files large and their diffs unreadable).
"""

import argparse
import pathlib
import sys

import nbclient
import nbformat

NOTEBOOKS = pathlib.Path(__file__).resolve().parent.parent / "notebooks"


def run(path):
    """Execute the notebook at ``path`` in place; raises nbclient's error if a cell fails."""
    notebook = nbformat.read(path, as_version=4)
    client = nbclient.NotebookClient(notebook, timeout=900, kernel_name="python3",
                                     resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    notebook.metadata.pop("widgets", None)
    nbformat.write(notebook, path)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", type=pathlib.Path, help="notebooks to run (default: all)")
    paths = parser.parse_args(argv).notebooks or sorted(NOTEBOOKS.glob("*.ipynb"))
    for path in paths:
        print(f"running {path}", flush=True)
        run(path.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
