"""Downloads for the site build, kept in a cache folder between builds.

Everything comes from the package registries by exact name and version, through their
own clients (npm for Pyodide's core, pip for wheels), which check what they download;
the cache only saves a second download of the same version.
"""

import subprocess
import sys
from pathlib import Path


def run(command, cwd=None, env=None):
    """Run ``command`` (in ``env``, else this process's environment); on failure raise
    SystemExit with its output, which says why."""
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(f"site build: {' '.join(map(str, command))} failed:\n"
                         f"{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    return done.stdout


def npm_package(name: str, version: str, cache: Path) -> Path:
    """The npm tarball of ``name@version`` (``npm pack``), downloaded once into ``cache``."""
    cache.mkdir(parents=True, exist_ok=True)
    tarball = cache / f"{name}-{version}.tgz"
    if not tarball.exists():
        run(["npm", "pack", f"{name}@{version}", "--silent"], cwd=cache)
    if not tarball.exists():
        raise SystemExit(f"site build: npm pack {name}@{version} made no {tarball.name}")
    return tarball


def wheel(name: str, version: str, cache: Path, python: str = "3.14") -> Path:
    """The wheel of ``name==version`` from PyPI (``pip download``), downloaded once.

    Only a wheel is accepted (never a source archive to build), and only its own file:
    its dependencies are the caller's to list.  ``python`` is the browser's Python
    (Pyodide's, "3.14"), whose ``Requires-Python`` counts, not this machine's.
    """
    cache.mkdir(parents=True, exist_ok=True)
    found = _cached_wheel(name, version, cache)
    if found is None:
        run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             "--only-binary=:all:", "--python-version", python, "--dest", str(cache), f"{name}=={version}"])
        found = _cached_wheel(name, version, cache)
    if found is None:
        raise SystemExit(f"site build: pip download {name}=={version} made no wheel")
    return found


def _normal(name: str) -> str:
    """A distribution name as wheel files spell it (PEP 427: runs of -_. become _)."""
    return "".join("_" if c in "-." else c for c in name).lower()


def _cached_wheel(name: str, version: str, cache: Path):
    for path in cache.glob("*.whl"):
        parts = path.name.split("-")
        if len(parts) >= 5 and _normal(parts[0]) == _normal(name) and parts[1] == version:
            return path
    return None
