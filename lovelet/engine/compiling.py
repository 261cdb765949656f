"""What the engine tells mypyc, the compiler of the optional fast build (``make fast``).

The engine is plain, typed Python; ``make fast`` (or ``LOVELET_COMPILE=1 pip install .``)
compiles the same source with mypyc into C extensions, and :data:`lovelet.COMPILED` says
which build is running.  Most classes compile to native classes.  The few that are
values built on ``tuple``, ``dict`` or ``enum`` (an observation, an action, the
read-only dicts) stay ordinary Python classes in the compiled build: mypyc cannot
subclass those built-in types natively, and their hardening (fields that refuse to be
set, pickling, ``dataclasses.replace``) is the same in both builds.

:func:`mypyc_attr` is ``mypy_extensions.mypyc_attr`` where that small package is
installed (it comes with mypy, the compiler's own package) and otherwise a decorator
that changes nothing: the pure-Python build needs neither.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, TypeVar

__all__ = ["mypyc_attr", "FixedClass", "SealedOnceBuilt", "seal", "bare_instance", "fields_of", "set_fields",
           "is_instance", "python_method"]

_T = TypeVar("_T")

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:
    try:
        from mypy_extensions import mypyc_attr
    except ImportError:  # the pure build without mypy: the decorator only informs the compiler
        def mypyc_attr(*attrs: str, **kwattrs: object) -> Callable[[Any], Any]:
            return lambda cls: cls


class FixedClass:
    """A base whose instances' ``__class__`` cannot be reassigned, even by
    ``object.__setattr__(value, "__class__", other)``: a read-only ``__class__`` shadows
    object's settable one.  An edition and the options use it, since every round of the
    process shares them.  It lives here, in the one module the fast build leaves as
    Python, because mypyc compiles no such statement in a class body.
    """

    __slots__ = ()

    if not TYPE_CHECKING:
        __class__ = property(lambda self: type(self), doc="The value's class, fixed for good.")


def bare_instance(cls: type[_T], *init_args: Any) -> _T:
    """A new ``cls`` for a constructor or a copy that then sets every field itself.

    For a Python class that is ``object.__new__(cls)``: nothing runs, nothing is set.  A
    compiled class refuses that ("not safe"): only its ``__init__`` may make one, so it
    is built with ``init_args`` and the caller's fields then replace what ``__init__``
    set.  (The compiled build cannot say ``object.__new__`` inside a compiled method;
    here, as Python, it can.)
    """
    try:
        return object.__new__(cls)
    except TypeError:  # a compiled class
        return cls(*init_args)


def fields_of(value: object) -> dict[str, object]:
    """Every attribute ``value`` holds, by name, in both builds: its ``__dict__`` as
    Python, the attributes the compiler lists (``__mypyc_attrs__``) when compiled."""
    names = getattr(type(value), "__mypyc_attrs__", None)
    if names is None:
        return dict(vars(value))
    return {name: getattr(value, name) for name in names if name != "__dict__" and hasattr(value, name)}


def set_fields(value: object, fields: dict[str, object]) -> None:
    """Set each of ``fields`` on ``value`` (the other half of :func:`fields_of`)."""
    for name, field in fields.items():
        setattr(value, name, field)


_SEALED: dict[type, str] = {}


class SealedOnceBuilt:
    """A base for an enumeration whose members, once :func:`seal` is called on its class,
    refuse every new attribute and every deletion with the class's sentence.

    Enum sets its members' attributes while it builds the class, before a compiled
    method could check its ``self`` against the finished class: this method stays in
    Python for that reason.
    """

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        refusal = _SEALED.get(type(self))
        if refusal is not None:
            raise AttributeError(refusal)
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        raise AttributeError(_SEALED.get(type(self), "This value cannot be changed."))


def seal(cls: type, refusal: str) -> None:
    """From now on, ``cls``'s members (a :class:`SealedOnceBuilt`) refuse changes with
    ``refusal``."""
    _SEALED[cls] = refusal


def is_instance(value: object, classes: type | tuple[type, ...]) -> bool:
    """``isinstance(value, classes)``, subclasses written by callers included.

    The compiled build turns ``isinstance`` against one of its own classes into a check
    of the exact class when it knows every subclass, and it cannot know a caller's.
    Where a caller's subclass must be taken as the value it holds (an action), the
    check is made here, as Python.
    """
    return isinstance(value, classes)


def python_method(function: Callable[..., _T]) -> Callable[..., _T]:
    """``function`` as a method to set on a class after it is built.

    A compiled function is not a descriptor: set on a class, it would be called without
    the instance.  This Python function around it binds as any method does.
    """
    def method(self: object, *args: Any, **kwargs: Any) -> _T:
        return function(self, *args, **kwargs)

    method.__name__ = method.__qualname__ = getattr(function, "__name__", "method")
    method.__doc__ = function.__doc__
    return method
