"""``make site``: build the classroom site into ``site/``, from a clean slate every time.

    python -m tools.site.build [--teacher] [--out site] [--cache build/site-cache]
                               [--pyodide-packages https://.../pyodide/v314.0.6/full/]

The student site (the default) holds the student pages: each is JupyterLite's REPL
opened on one hidden line that installs lovelet and draws the page (see
:mod:`tools.site.pages`), and a landing page links them in English, French and German.
``--teacher`` adds the teacher's notebooks (``notebooks/`` as they are, answers and
notes included) in JupyterLab.  Pyodide is served from the site (:mod:`tools.site.pyodide_core`),
and the kernel's fallback to PyPI is off: a page that needs anything the site lacks
fails on the spot rather than reaching out.
"""

import argparse
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

from tools.site.fetching import run
from tools.site.pages import write_pages
from tools.site.pyodide_core import add_wheels, install_core
from tools.site.wheels import dependency_wheels, lovelet_wheel

ROOT = Path(__file__).resolve().parents[2]
#: The kernel's settings: Pyodide from the site (its address is added by the build), and
#: never PyPI (the setting is read only under the kernel plugin's own key).
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"


def lite_config() -> dict:
    return {"jupyter-lite-schema-version": 0,
            "jupyter-config-data": {
                "appName": "lovelet",
                "faviconUrl": "./favicon.svg",
                "disableNotebookCellToolbars": True,
                "litePluginSettings": {KERNEL_PLUGIN: {"disablePyPIFallback": True}}}}


def build(out: Path, cache: Path, teacher: bool, report=print, packages_address=None) -> Path:
    """Build the site into ``out`` (emptied first) and return it (``packages_address``: see
    :mod:`tools.site.pyodide_core`)."""
    started = time.monotonic()
    out = out.resolve()
    if out.exists():
        shutil.rmtree(out)
    with tempfile.TemporaryDirectory(prefix="lovelet-lite-") as scratch:
        # A fresh lite folder each time: JupyterLite's incremental rebuild loses the
        # kernel's pyodideUrl, a clean one keeps it.
        lite = Path(scratch)
        install_core(lite / "static" / "pyodide", cache, report, packages_address)
        browser, extensions = dependency_wheels(cache / "wheels")
        ours = lovelet_wheel(ROOT, lite / "dist")
        # In the lock as well as in the site's index: a notebook's `import lovelet` (the
        # teacher's notebooks in JupyterLab) then loads lovelet from the site by itself.
        add_wheels(lite / "static" / "pyodide" / "pyodide-lock.json", [ours, *browser], "../../pypi/", report)
        (lite / "jupyter-lite.json").write_text(json.dumps(lite_config(), indent=1), encoding="utf-8")
        command = [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite),
                   "--output-dir", str(out), "--ignore-sys-prefix", "--no-sourcemaps",
                   "--no-unused-shared-packages", "--apps", "repl"]
        if teacher:
            command += ["--apps", "lab", "--contents", str(ROOT / "notebooks")]
        for path in [ours, *browser]:
            command += ["--piplite-wheels", str(path)]
        for path in extensions:
            command += ["--LiteBuildConfig.federated_extensions", str(path)]
        run(command, cwd=lite)
    write_pages(out, teacher)
    size = sum(path.stat().st_size for path in out.rglob("*") if path.is_file())
    report(f"site/ built in {time.monotonic() - started:.0f} s: {size / 1e6:.0f} MB "
           f"({'teacher' if teacher else 'student'} pages); open {out / 'index.html'} through a web server")
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teacher", action="store_true", help="add the teacher's notebooks")
    parser.add_argument("--out", type=Path, default=ROOT / "site")
    parser.add_argument("--cache", type=Path, default=ROOT / "build" / "site-cache")
    parser.add_argument("--pyodide-packages", metavar="ADDRESS",
                        help="a full Pyodide distribution of the same version, where a lesson may "
                             "load matplotlib, numpy and the rest from (default: none)")
    options = parser.parse_args(argv)
    build(options.out, options.cache.resolve(), options.teacher, packages_address=options.pyodide_packages)


if __name__ == "__main__":
    main()
