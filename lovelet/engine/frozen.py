"""Read-only values for what lovelet hands out.

:class:`ReadOnlyDict` is a dict that refuses every change: an event's details, an
edition's tables and the deduction tools' results use it, so a caller who tries to
edit what they were given gets a TypeError and changes nothing anywhere else.  It is
still a dict for everything that reads (``==``, ``json.dumps``, ``isinstance``).
"""

from __future__ import annotations

from typing import Any, NoReturn
from lovelet.engine.compiling import mypyc_attr

__all__ = ["ReadOnlyDict", "freeze"]


def _refuse(self: object, *args: object, **kwargs: object) -> NoReturn:
    raise TypeError("This mapping is read-only: lovelet hands out values, not its own state.")


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # a value built on a built-in type: see compiling
class ReadOnlyDict(dict[Any, Any]):
    """A dict whose items cannot be changed, added or removed."""

    __slots__ = ()
    # Every way of changing a dict refuses (one assignment each: mypyc compiles no chains).
    __setitem__ = _refuse
    __delitem__ = _refuse
    __ior__ = _refuse
    clear = _refuse
    pop = _refuse
    popitem = _refuse
    setdefault = _refuse
    update = _refuse

    def __new__(cls, *args: Any, **kwargs: Any) -> ReadOnlyDict:
        mapping = dict.__new__(cls)
        dict.__init__(mapping, *args, **kwargs)  # filled once, here
        return mapping

    def __init__(self, *args: object, **kwargs: object) -> None:
        pass  # already filled by __new__: calling it again changes nothing

    def __reduce__(self) -> tuple[type[ReadOnlyDict], tuple[dict[Any, Any]]]:
        return (ReadOnlyDict, (dict(self),))

    def __copy__(self) -> ReadOnlyDict:
        return self

    def __deepcopy__(self, memo: object) -> ReadOnlyDict:
        return self

    def __hash__(self) -> int:  # type: ignore[override]  # a value, usable as a key
        return hash(frozenset(self.items()))

    def __repr__(self) -> str:
        return dict.__repr__(self)


def freeze(value: object) -> object:
    """``value`` with its dicts made ReadOnlyDict, its lists and sets tuples and frozensets."""
    if isinstance(value, dict):
        if type(value) is ReadOnlyDict:
            return value
        return ReadOnlyDict({key: freeze(item) for key, item in value.items()})
    if isinstance(value, list):
        return tuple(freeze(item) for item in value)
    if isinstance(value, set):
        return frozenset(value)
    return value
