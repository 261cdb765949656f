"""The module paths of lovelet 0.1, which moved into the layer packages.

lovelet 0.1 kept its modules loose at the top of the package (``lovelet.round``,
``lovelet.i18n``, ``lovelet.tournament``...).  They now live in the layers
(``lovelet.engine.round``, ``lovelet.text.i18n``, ``lovelet.lab.tournament``).  So that
notebooks and scripts written for 0.1 keep working for a release, importing an old path
gives the module at its new place (the very same module object) with a
:class:`DeprecationWarning` naming the new path.  Nothing inside lovelet uses the old
paths: the import-graph test would refuse it.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys
import warnings
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

__all__ = ["MOVED", "install"]

#: Old module path -> new module path.
MOVED = {f"lovelet.{old}": f"lovelet.{new}" for old, new in {
    "actions": "engine.actions", "arguments": "engine.arguments", "cards": "engine.cards",
    "dealers": "engine.dealers", "effects": "engine.effects", "errors": "engine.errors",
    "events": "engine.events", "frozen": "engine.frozen", "files": "engine.files",
    "game": "engine.game", "knowledge": "engine.knowledge", "legality": "engine.legality",
    "observation": "engine.observation", "positions": "engine.positions", "replay": "engine.replay",
    "restoring": "engine.restoring", "round": "engine.round", "saving": "engine.saving",
    "scoring": "engine.scoring", "streams": "engine.streams", "naming": "engine.naming",
    "i18n": "text.i18n", "refusals": "text.refusals", "narration": "text.narration",
    "plurals": "text.plurals", "typography": "text.typography",
    "svg": "display.svg", "tables": "display.deduction_tables", "palette": "display.palette",
    "markup": "display.markup", "coach_html": "display.coach",
    "plots_tournament": "plots.tournament", "figures": "plots.figures",
    "figure_pictures": "plots.pictures",
    "match": "lab.match", "cli": "lab.cli", "terminal": "lab.terminal", "isolation": "lab.isolation",
    "tournament": "lab.tournament", "exports": "companion.exports", "serving": "widgets.serving",
}.items()}


class _MovedModules(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds an old path (or a module below it) and hands out the module at its new place."""

    def __init__(self) -> None:
        self._own_specs: dict[str, ModuleSpec | None] = {}

    @staticmethod
    def _new_name(fullname: str) -> str | None:
        for old, new in MOVED.items():
            if fullname == old or fullname.startswith(old + "."):
                return new + fullname[len(old):]
        return None

    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        new = self._new_name(fullname)
        return None if new is None else importlib.util.spec_from_loader(fullname, self)

    def create_module(self, spec: ModuleSpec) -> ModuleType:
        new = self._new_name(spec.name)
        assert new is not None  # find_spec answered for this name
        warnings.warn(f"{spec.name} moved to {new}; import it from there.", DeprecationWarning,
                      stacklevel=3)
        module = importlib.import_module(new)
        # importlib gives the module the old path's spec once this returns: its own is put
        # back in exec_module (its loader tells which build it came from: lovelet._builds).
        self._own_specs[module.__name__] = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        """The module at its new place is already executed: only its own spec is put back."""
        module.__spec__ = self._own_specs.pop(module.__name__, module.__spec__)


def install() -> None:
    """Let the old paths import (once per process)."""
    if not any(isinstance(finder, _MovedModules) for finder in sys.meta_path):
        sys.meta_path.append(_MovedModules())
