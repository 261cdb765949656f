"""The two kinds of decision a player makes: play a card, or finish a Chancellor.

Actions are small immutable values of the engine's own types: they compare equal field
by field, hash, and can be kept in sets, so checking a move against the legal ones is a
set test.  They convert what they are given when they are made (docs/rules.md A8): a
card is a :class:`~lovelet.Card` (a card's name in English, French or German becomes
its Card, so ``Play("Guard") == Play(Card.GUARD)``), a target is a seat number (an
``int``; a numpy integer becomes an ``int``) or a player's name (a ``str``, looked up
by the round).  Anything else (a bool, a float, a numpy array, an object of the
caller's own class, however it compares) is refused with
:class:`~lovelet.IllegalAction` and its code, so an action never carries code of the
caller's into the engine's legality check.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple, Optional, Tuple, TypeVar, Union, cast

from lovelet.engine.cards import Card, card_or_none, unknown_card
from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import is_bool, whole_number_or_none
from lovelet.engine.compiling import is_instance, mypyc_attr

__all__ = ["Play", "ChancellorReturn", "Action", "engine_action"]


class _PlayFields(NamedTuple):
    card: Card
    target: Union[int, str, None] = None  # a seat, or a player's name until the round reads it
    guess: Optional[Card] = None


class _ReturnFields(NamedTuple):
    keep: Card
    bottom: Tuple[Card, ...] = ()


_Checked = TypeVar("_Checked", bound="_MadeThroughNew")


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # the base of Play and ChancellorReturn
class _MadeThroughNew:
    """NamedTuple's own ``_make`` and ``_replace`` would skip the checks of ``__new__``:
    an action's go through it, so a made or changed action is checked as a new one is."""

    __slots__ = ()

    @classmethod
    def _make(cls: type[_Checked], iterable: Iterable[object]) -> _Checked:
        return cls(*iterable)  # the action's __new__ takes and checks its fields

    def _replace(self: _Checked, **changes: object) -> _Checked:
        fields: dict[str, Any] = self._asdict()  # type: ignore[attr-defined]  # the NamedTuple's
        return type(self)(**{**fields, **changes})


def _card(value: object, code: str = "UNKNOWN_CARD", what: str = "card") -> Card:
    """``value`` as a Card (a Card, or a card's name), else IllegalAction(``code``)."""
    if type(value) is Card:
        return value
    card = card_or_none(value) if isinstance(value, str) else None
    if card is None:
        raise unknown_card(value, None, code, what)
    return card


def _target(value: object) -> int | str:
    """``value`` as a seat number (int) or a player's name (str), else UNKNOWN_PLAYER."""
    if isinstance(value, str):
        return str.__add__("", value)  # the plain text, never the subclass's methods
    seat = whole_number_or_none(value)  # an int; a numpy integer becomes one
    if seat is not None:
        return seat
    if is_bool(value):
        raise refused("UNKNOWN_PLAYER.target_bool", shown=shown(value))
    raise refused("UNKNOWN_PLAYER.target_kind", shown=shown(value))


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # a value built on a built-in type: see compiling
class Play(_MadeThroughNew, _PlayFields):  # type: ignore[misc]  # _make takes any iterable, checked
    """Play ``card`` from hand, aimed at seat ``target`` and, for a Guard, naming ``guess``."""

    __slots__ = ()

    # Typed ``object``: anything is taken and checked here (a card or its name, a seat or
    # a name), so that the compiled build, which checks arguments against their types,
    # refuses bad values with IllegalAction as Python does, never with TypeError.
    def __new__(cls, card: object, target: object = None, guess: object = None) -> Play:
        if type(card) is not Card:
            card = _card(card)
        if target is not None and type(target) is not int:
            target = _target(target)
        if guess is not None and type(guess) is not Card:
            guess = _card(guess, "GUESS_UNKNOWN_CARD", "card to guess")
        return tuple.__new__(cls, (card, target, guess))

    def __repr__(self) -> str:
        parts = [repr(self.card)]
        if self.target is not None:
            parts.append(f"target={self.target!r}")
        if self.guess is not None:
            parts.append(f"guess={self.guess!r}")
        return f"Play({', '.join(parts)})"


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # a value built on a built-in type: see compiling
class ChancellorReturn(_MadeThroughNew, _ReturnFields):  # type: ignore[misc]  # as Play's
    """Finish a Chancellor: keep one card, put the others under the deck in this order.

    ``bottom`` lists the returned cards (a tuple or a list, or one card); the last one
    ends up as the bottom card.
    """

    __slots__ = ()

    def __new__(cls, keep: object, bottom: object = ()) -> ChancellorReturn:  # object: as Play's
        if type(bottom) is Card or isinstance(bottom, str):
            returned: Iterable[object] = (bottom,)
        elif isinstance(bottom, (tuple, list)):
            returned = (tuple.__iter__(bottom) if isinstance(bottom, tuple) else list.__iter__(bottom))
        else:
            raise refused("BAD_CHANCELLOR_CHOICE.bottom_kind", shown=shown(bottom))
        return tuple.__new__(cls, (_card(keep, "BAD_CHANCELLOR_CHOICE", "card to keep"),
                                   tuple(_card(card, "BAD_CHANCELLOR_CHOICE", "card to put back")
                                         for card in returned)))

    def __repr__(self) -> str:
        return f"ChancellorReturn(keep={self.keep!r}, bottom={tuple(self.bottom)!r})"


#: The two kinds of action, for ``isinstance``.
Action = (Play, ChancellorReturn)


def engine_action(action: object) -> Union[Play, ChancellorReturn, None]:
    """``action`` rebuilt as an exact Play or ChancellorReturn from its raw fields, or
    None when it is not an action at all.

    Reads the tuple's slots directly (never the caller's methods), so a subclass or a
    half-built tuple (``tuple.__new__(Play, ...)``) becomes a checked engine value or is
    refused with IllegalAction (BAD_ACTION, or the code of its bad field).
    """
    if not is_instance(action, (Play, ChancellorReturn)):
        return None
    fields: tuple[object, ...] = tuple.__getitem__(cast("tuple[object, ...]", action), slice(None))
    if is_instance(action, Play):
        if len(fields) == 3:
            return Play(*fields)  # checked by Play itself
    elif len(fields) == 2:
        return ChancellorReturn(*fields)  # checked by ChancellorReturn
    raise refused("BAD_ACTION.incomplete", shown=shown(fields))
