"""Pyodide served from the site itself: npm's core and the wheels its kernel needs.

npm's ``pyodide`` package is Pyodide's core only (the interpreter, its standard library
and ``pyodide-lock.json``); the packages the lock lists are not in it.  JupyterLite's
Pyodide kernel loads ``micropip`` and installs ``jedi`` and ``ipython`` from the lock when
it starts, so those and everything they depend on (pure-Python wheels, by the lock's own
dependency lists) are fetched from PyPI at the versions the lock names and put beside
the core.  Pyodide's distribution builds its own copies of these wheels, so their sha256
in the lock is not PyPI's: the lock is rewritten with the digests of the files actually
served, and every rewritten entry is reported.  A wheel the lock names that is not pure
Python (it would need Pyodide's own build) stops the build with that reason.

The lock's other entries (numpy, matplotlib and the 340 more of Pyodide's distribution)
have no file on the site.  By default they are taken out of the served lock, so that
``import matplotlib`` in a page fails at once as a missing module (and lovelet draws its
own SVG charts) instead of asking the site for a file it lacks.  A teacher who can reach
a full Pyodide distribution of the same version (``make site PYODIDE_PACKAGES=<address>``,
an address ending in ``/full/``) keeps them instead, each pointing at that address with
Pyodide's own digest: importing matplotlib in a lesson then loads it from there, and from
nowhere else.
"""

import hashlib
import json
import shutil
import tarfile
import urllib.parse
import zipfile
from dataclasses import dataclass
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

from tools.site.fetching import npm_package, wheel

#: The Pyodide the kernel was released against (jupyterlite-pyodide-kernel 0.8.6).
PYODIDE_VERSION = "314.0.6"
#: What the kernel loads from the lock before anything else (its worker's start-up).
KERNEL_ROOTS = ("micropip", "jedi", "ipython")
#: The core's files a page needs; the rest of npm's package (maps, typings, consoles) is not served.
CORE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
              "pyodide-lock.json", "pyodide.js", "package.json")


@dataclass(frozen=True)
class LockChange:
    """One lock entry rewritten: its package, file and the digests before and after."""

    package: str
    file_name: str
    old_sha256: str
    new_sha256: str

    def __str__(self):
        return (f"pyodide-lock.json: {self.package} ({self.file_name}) sha256 "
                f"{self.old_sha256[:12]}... -> {self.new_sha256[:12]}... (PyPI's wheel)")


def closure(packages: dict, roots) -> list:
    """The lock's names of ``roots`` and everything they depend on, sorted."""
    seen, todo = set(), [_lock_name(packages, root) for root in roots]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo.extend(_lock_name(packages, dependency) for dependency in packages[name].get("depends", []))
    return sorted(seen)


def _lock_name(packages: dict, name: str) -> str:
    """The lock's key for ``name`` (lower case; a dependency may be spelt with _ or -)."""
    for candidate in (name, name.lower(), name.lower().replace("_", "-"), name.lower().replace("-", "_")):
        if candidate in packages:
            return candidate
    raise SystemExit(f"site build: the Pyodide lock names no package {name!r}")


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def finish_lock(lock: dict, served, packages_address=None) -> int:
    """Take the entries not in ``served`` out of ``lock`` or, given ``packages_address``,
    point them at that address; returns how many entries were so treated."""
    others = [name for name in lock["packages"] if name not in served]
    for name in others:
        if packages_address:
            entry = lock["packages"][name]
            entry["file_name"] = urllib.parse.urljoin(packages_address.rstrip("/") + "/", entry["file_name"])
        else:
            del lock["packages"][name]
    return len(others)


def install_core(destination: Path, cache: Path, report=print, packages_address=None) -> list:
    """Put Pyodide's core and the kernel's wheels in ``destination`` (a folder the site
    serves as ``static/pyodide``), with the lock rewritten (see the module's docstring for
    ``packages_address``); returns the :class:`LockChange`s."""
    tarball = npm_package("pyodide", PYODIDE_VERSION, cache / "npm")
    destination.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball) as archive:
        for name in CORE_FILES:
            member = archive.getmember(f"package/{name}")
            with archive.extractfile(member) as source, open(destination / name, "wb") as target:
                shutil.copyfileobj(source, target)
    lock_path = destination / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    python = ".".join(lock["info"]["python"].split(".")[:2])
    served = closure(lock["packages"], KERNEL_ROOTS)
    changes = []
    for name in served:
        entry = lock["packages"][name]
        file_name = entry["file_name"]
        if not file_name.endswith("-none-any.whl"):
            raise SystemExit(f"site build: the kernel needs {name} ({file_name}), which is not "
                             "pure Python: it can only come from Pyodide's full distribution")
        fetched = wheel(entry["name"], entry["version"], cache / "wheels", python)
        copy = destination / file_name
        shutil.copyfile(fetched, copy)
        digest = sha256_of(copy)
        if digest != entry["sha256"]:
            changes.append(LockChange(name, file_name, entry["sha256"], digest))
            entry["sha256"] = digest
    others = finish_lock(lock, served, packages_address)
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")
    for change in changes:
        report(str(change))
    report(f"Pyodide {PYODIDE_VERSION}: the core and {len(served)} wheels of its kernel, "
           f"{len(changes)} lock digests rewritten; the lock's {others} other packages "
           + (f"load from {packages_address}" if packages_address else "left out (not on the site)"))
    return changes


def wheel_entry(path: Path, served_at: str, known) -> dict:
    """A lock entry for the wheel at ``path``, served at ``served_at`` (relative to the
    lock), depending on those of its requirements that ``known`` (lock names) holds, so
    that ``import`` of its modules loads it (Pyodide loads a cell's imports from the lock)."""
    name, version, _build, _tags = parse_wheel_filename(path.name)
    with zipfile.ZipFile(path) as archive:
        info = next(item for item in archive.namelist() if item.endswith(".dist-info/METADATA"))
        metadata = archive.read(info).decode("utf-8")
        tops = {item.split("/")[0] for item in archive.namelist()
                if "/" in item and not item.split("/")[0].endswith((".dist-info", ".data"))}
    depends = set()
    for line in metadata.splitlines():
        if line.startswith("Requires-Dist:"):
            requirement = Requirement(line.split(":", 1)[1].strip())
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                dependency = canonicalize_name(requirement.name)
                if dependency in known:
                    depends.add(dependency)
    return {"name": str(name), "version": str(version), "file_name": served_at, "install_dir": "site",
            "package_type": "package", "imports": sorted(tops), "depends": sorted(depends),
            "sha256": sha256_of(path), "unvendored_tests": False, "shared_library": False}


def add_wheels(lock_path: Path, wheels, served_from: str, report=print) -> None:
    """Add ``wheels`` (served at ``served_from`` + their name, relative to the lock) to the
    lock, so that a notebook's ``import lovelet`` loads lovelet and what it needs."""
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    known = set(lock["packages"]) | {canonicalize_name(parse_wheel_filename(p.name)[0]) for p in wheels}
    for path in wheels:
        entry = wheel_entry(path, served_from + path.name, known)
        lock["packages"][canonicalize_name(entry["name"])] = entry
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")
    report(f"pyodide-lock.json: {', '.join(sorted(p.name for p in wheels))} added, loaded on import")
