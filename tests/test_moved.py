"""lovelet 0.1's module paths still import, as the very same modules, with a warning."""

import importlib
import sys

import pytest

import lovelet
from lovelet import _builds
from lovelet._moved import MOVED


@pytest.mark.parametrize("old, new", sorted(MOVED.items()))
def test_an_old_path_gives_the_module_at_its_new_place_with_a_warning(old, new):
    sys.modules.pop(old, None)
    with pytest.warns(DeprecationWarning, match=f"{old} moved to {new}"):
        module = importlib.import_module(old)
    assert module is importlib.import_module(new)
    # the module keeps its own spec (whose loader says which build runs: lovelet.COMPILED)
    assert module.__spec__.name == new and module.__name__ == new
    assert _builds.engine_is_compiled() is lovelet.COMPILED


def test_names_imported_from_an_old_path_are_the_new_ones():
    from lovelet.engine.round import Round
    sys.modules.pop("lovelet.round", None)
    with pytest.warns(DeprecationWarning):
        from lovelet.round import Round as old_round  # noqa: F401
    assert old_round is Round


def test_a_path_that_never_existed_is_still_an_import_error():
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("lovelet.no_such_module")
