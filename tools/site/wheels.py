"""lovelet's wheel for the browser, and the wheels it needs there.

In the browser lovelet needs only ipywidgets (with comm and JupyterLab's widget manager)
and Babel: numpy, matplotlib and pandas, which its wheel declares for the notebooks, have
no wheel for Pyodide on PyPI, and nothing a student page does imports them.  So the
browser's wheel is built from the same source with its dependencies narrowed to
:data:`BROWSER_REQUIRES`; the installed versions of those (the ones the tests ran with)
are fetched from PyPI.  The wheels whose JupyterLab extensions the site's pages load
(the Pyodide kernel, the widget manager) are returned apart.
"""

import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.site.fetching import run, wheel

#: What lovelet imports in the browser (its other dependencies are for the notebooks,
#: the tournaments on a cluster and the table service, none of them in a student page).
BROWSER_REQUIRES = ("ipywidgets", "babel")
#: Installed in the browser from the site: lovelet's requirements and theirs that
#: neither Pyodide's lock nor the kernel's own wheels (its widgetsnbextension) provide.
BROWSER_WHEELS = ("ipywidgets", "comm", "babel", "jupyterlab_widgets")
#: The JupyterLab extensions the site's pages load, taken from these wheels.
EXTENSION_WHEELS = ("jupyterlite_pyodide_kernel", "jupyterlab_widgets")


def installed_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        raise SystemExit(f"site build: {name} is not installed here (make install installs it)")


def dependency_wheels(cache: Path):
    """(wheels installed in the browser, wheels of the pages' extensions), from PyPI."""
    browser = [wheel(name, installed_version(name), cache) for name in BROWSER_WHEELS]
    extensions = [wheel(name, installed_version(name), cache) for name in EXTENSION_WHEELS]
    return browser, extensions


def browser_requirements(pyproject: str) -> str:
    """``pyproject`` with its ``dependencies`` list replaced by :data:`BROWSER_REQUIRES`."""
    block = re.compile(r"^dependencies = \[\n.*?^\]\n", re.MULTILINE | re.DOTALL)
    if not block.search(pyproject):
        raise SystemExit("site build: pyproject.toml has no `dependencies = [...]` block")
    listed = "".join(f'    "{name}",\n' for name in BROWSER_REQUIRES)
    return block.sub(lambda _match: f"dependencies = [\n{listed}]\n", pyproject, count=1)


def lovelet_wheel(source: Path, out: Path) -> Path:
    """lovelet's wheel for the browser, built from the files git tracks in ``source``."""
    # The package and what builds it (pyproject names the in-tree backend; setup.py lists
    # what the optional compiled build would compile: never here, see below)
    tracked = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "pyproject.toml",
                              "README.md", "LICENSE", "MANIFEST.in", "setup.py", "build_backend", "lovelet"],
                             cwd=source, capture_output=True, text=True, check=True).stdout.split()
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="lovelet-site-") as scratch:
        tree = Path(scratch) / "lovelet"
        for name in tracked:
            (tree / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source / name, tree / name)
        pyproject = tree / "pyproject.toml"
        pyproject.write_text(browser_requirements(pyproject.read_text(encoding="utf-8")), encoding="utf-8")
        # Pyodide runs pure-Python wheels only: the compiled build is never asked for here.
        run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(out), str(tree)],
            env={name: value for name, value in os.environ.items() if name != "LOVELET_COMPILE"})
    built = sorted(out.glob("lovelet-*.whl"))
    if len(built) != 1:
        raise SystemExit(f"site build: expected one lovelet wheel, found {[p.name for p in built]}")
    return built[0]
