"""Which build of lovelet runs: the compiled engine (mypyc) or the pure-Python source.

The compiled build's extension modules sit beside their ``.py`` sources, and Python
prefers an extension to a source of the same name.  This module, imported first by
``lovelet/__init__.py`` and never compiled, looks after that choice:

* ``LOVELET_PURE=1`` in the environment makes every ``lovelet.*`` module load from its
  ``.py`` source even where an extension sits beside it (:func:`install_pure_finder`):
  the pure-Python build from a compiled checkout, for debugging or to compare the builds.
* :func:`load_checkout_library` loads a checkout's shared compiled library (after
  ``make fast``) for a kernel or a script started in another folder.
* :func:`engine_is_compiled` says whether the engine runs compiled (``lovelet.COMPILED``).
* :func:`warn_if_stale` warns, once, when a checkout's extensions are older than their
  sources: an edited ``.py`` would otherwise be silently shadowed by its old extension.

Importing it costs nothing in the pure build but one look at the environment.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
import warnings
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence
    from types import ModuleType

__all__ = ["StaleCompiledBuild", "engine_is_compiled", "install_pure_finder", "load_checkout_library",
           "pure_requested", "stale_sources", "warn_if_stale"]

_PACKAGE = "lovelet"
_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))
#: The module whose build decides ``lovelet.COMPILED``: the round, the engine's core.
PROBE = "lovelet.engine.round"
_SUFFIXES = tuple(importlib.machinery.EXTENSION_SUFFIXES)


class StaleCompiledBuild(UserWarning):
    """The compiled engine is older than its source: the running code is not the source's."""


def pure_requested(environ: dict[str, str] | None = None) -> bool:
    """True when ``LOVELET_PURE`` (1, true or yes) asks for the pure-Python build."""
    value = (os.environ if environ is None else environ).get("LOVELET_PURE", "")
    return value.strip().lower() in {"1", "true", "yes"}


class _SourceFinder:
    """Finds lovelet's modules as ``.py`` sources only, passing over any extension."""

    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname != _PACKAGE and not fullname.startswith(_PACKAGE + "."):
            return None
        name = fullname.rpartition(".")[2]
        for entry in (sys.path if path is None else path):
            folder = os.path.join(entry or ".", name)
            package_init = os.path.join(folder, "__init__.py")
            if os.path.isfile(package_init):
                return importlib.util.spec_from_file_location(
                    fullname, package_init, submodule_search_locations=[folder])
            source = folder + ".py"
            if os.path.isfile(source):
                return importlib.util.spec_from_file_location(fullname, source)
        return None  # not lovelet's source (a namespace, a missing module): the usual finders say


def install_pure_finder() -> bool:
    """Put the source-only finder first on ``sys.meta_path`` (once); True if it is there."""
    if not any(isinstance(finder, _SourceFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, _SourceFinder())
    return True


def _is_extension(module: ModuleType | None) -> bool:
    loader = getattr(getattr(module, "__spec__", None), "loader", None)
    return isinstance(loader, importlib.machinery.ExtensionFileLoader)


def engine_is_compiled() -> bool:
    """True exactly when the engine's round was loaded from a compiled extension module.

    Asked once the engine is imported (``lovelet/__init__.py`` does so for COMPILED).
    """
    return _is_extension(sys.modules.get(PROBE))


def stale_sources(package_dir: str = _PACKAGE_DIR) -> list[str]:
    """The sources under ``package_dir`` newer than their extension, as paths from it.

    An extension is a file named ``<module><extension suffix>`` (``round.cpython-311-...so``)
    beside ``<module>.py``.
    """
    stale = []
    for folder, subfolders, files in os.walk(package_dir):
        subfolders[:] = [name for name in subfolders if name != "__pycache__"]
        for filename in files:
            suffix = next((suffix for suffix in _SUFFIXES if filename.endswith(suffix)), None)
            if suffix is None:
                continue
            source = os.path.join(folder, filename[: -len(suffix)] + ".py")
            try:
                if os.stat(source).st_mtime > os.stat(os.path.join(folder, filename)).st_mtime:
                    stale.append(os.path.relpath(source, package_dir))
            except FileNotFoundError:
                continue
    return sorted(stale)


def load_checkout_library(package_dir: str = _PACKAGE_DIR) -> str | None:
    """Load a checkout's shared compiled library, when Python would not find it; its name.

    mypyc puts the library its modules share (``<hash>__mypyc``) beside the top package:
    in site-packages when installed, where it is found as any module, and at the root of
    a checkout after ``make fast``.  A checkout installed in editable mode lets Python
    find ``lovelet`` from anywhere but not a module beside it, so a kernel or a script
    started in another folder would fail to import the engine: this loads the library
    by its path first.  Only a source checkout (setup.py beside the package) is looked at.
    """
    root = os.path.dirname(package_dir)
    if not os.path.exists(os.path.join(root, "setup.py")):
        return None
    for filename in sorted(os.listdir(root)):
        suffix = next((suffix for suffix in _SUFFIXES if filename.endswith(suffix)), None)
        name = filename[: -len(suffix)] if suffix else ""
        if not name.endswith("__mypyc") or name in sys.modules or importlib.util.find_spec(name):
            continue
        spec = importlib.util.spec_from_file_location(name, os.path.join(root, filename))
        if spec is None or spec.loader is None:
            continue
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        return name
    return None


_warned = False


def warn_if_stale(compiled: bool, package_dir: str = _PACKAGE_DIR) -> list[str]:
    """Warn (once per process) when a checkout's compiled build is older than its source.

    Only a source checkout is looked at (setup.py beside the package, after ``make fast``):
    an installed compiled build has no source to edit.  Returns the stale sources found.
    """
    global _warned
    if not compiled or _warned or not os.path.exists(os.path.join(os.path.dirname(package_dir), "setup.py")):
        return []
    stale = stale_sources(package_dir)
    if stale:
        _warned = True
        names = ", ".join(os.path.basename(path) for path in stale[:3]) + (", ..." if len(stale) > 3 else "")
        warnings.warn(StaleCompiledBuild(
            f"the compiled engine is older than its source ({names}): "
            "run `make fast` again, or `make pure`"), stacklevel=3)  # the line that imported lovelet
    return stale


if pure_requested():
    install_pure_finder()
else:
    load_checkout_library()
