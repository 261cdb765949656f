"""One way to name seats and cards, for the whole package (languages: lovelet.text.languages).

Every function of lovelet that takes a player or a card reads it here,
so the engine, the deduction tools, the plots and the drawings accept the same things
and refuse the same things with the same sentences:

* a **seat** is a whole number from 0 (an ``int`` or a numpy integer) or the player's
  name, exactly as given to the game (or, when that is unambiguous, in another case);
  a bool, of Python or of numpy, is never a seat;
* a **card** is a :class:`~lovelet.Card` or its name in any case, in English, French
  or German (``"guard"``, ``"Garde"``, ``"Wächterin"``), with or without accents.

Each ``*_of`` function returns the engine's form (an ``int`` seat, a ``Card``) or
raises :class:`~lovelet.IllegalAction` with a sentence that says what was wrong and
what is allowed.  The ``*_or_none`` forms return None instead, for the engine's own
checks that report their fault in the order of the rules (docs/rules.md A8).
"""

from __future__ import annotations

import operator
import sys
from collections.abc import Sequence

from lovelet.engine.cards import Edition, card_of, card_or_none, unknown_card
from lovelet.engine.errors import IllegalAction, refused_as, shown
from lovelet.engine.folding import folded
from lovelet.engine.compiling import mypyc_attr

__all__ = ["is_bool", "whole_number_or_none", "seat_of", "seat_or_none", "card_of", "card_or_none", "folded"]


def is_bool(value: object) -> bool:
    """True for ``True``/``False`` and numpy's booleans (which are not Python bools)."""
    if isinstance(value, bool):
        return True
    kind = type(value)
    return kind.__module__ == "numpy" and kind.__name__ in ("bool_", "bool")


# ---------------------------------------------------------------------- numbers


def whole_number_or_none(value: object) -> int | None:
    """``value`` as an int when it is a whole number (an int or a numpy integer, never a
    bool), else None."""
    return _whole(value)


def _whole(value: object) -> int | None:
    """An exact int for an int (or int subclass) or a numpy integer scalar, never a bool;
    else None.  Only these: an object of a caller's class with ``__index__`` is not a
    number the engine takes, and a numpy array is not a number at all."""
    if type(value) is int:
        return value
    if value is None or is_bool(value):
        return None
    if isinstance(value, int):
        return int.__index__(value)  # a plain int, whatever the subclass says
    numpy = sys.modules.get("numpy")  # never imported here: only present if the caller uses it
    if numpy is not None and isinstance(value, numpy.integer):
        return operator.index(value)
    return None


# ---------------------------------------------------------------------- seats

#: The players of a game: the tuple of their names, or (where names are unknown) their number.
Players = Sequence[str] | int


def seat_or_none(player: object, names: Players) -> int | None:
    """``player`` as a seat of the game whose players are ``names``, or None.

    ``names`` is the tuple of player names (or, where names are unknown, the number of
    players).
    """
    if player is None or is_bool(player):
        return None
    count = names if isinstance(names, int) else len(names)
    if isinstance(player, str):
        player = str.__add__("", player)  # the plain text, never a subclass's methods
        if isinstance(names, int):
            return None
        if player in names:
            return names.index(player)
        wanted = folded(player)
        matches = [seat for seat, name in enumerate(names) if folded(name) == wanted]
        return matches[0] if len(matches) == 1 else None
    seat = _whole(player)
    if seat is None:
        return None
    return seat if 0 <= seat < count else None


def seat_of(player: object, names: Players, what: str | None = None, code: str = "UNKNOWN_PLAYER") -> int:
    """``player`` (a seat number or a name) as the seat number of a game of ``names``.

    Anything else raises IllegalAction(``code``) naming the players; ``what`` names the
    argument in the sentence ("target", "start_player").
    """
    seat = seat_or_none(player, names)
    if seat is None:
        raise unknown_player(player, names, what, code)
    return seat


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # a value built on a built-in type: see compiling
class Seats(tuple[str, ...]):
    """The players' names in seat order, as a refusal's value: its template gives, as the
    format spec, how one player is said in its language, ``@`` standing for the name and
    ``#`` for the seat (``"{players:@ (seat #)}"`` -> "Ann (seat 0), Ben (seat 1)")."""

    __slots__ = ()

    def __format__(self, pattern: str) -> str:
        pattern = pattern or "@"
        return ", ".join(pattern.replace("#", str(seat)).replace("@", name) for seat, name in enumerate(self))


def unknown_player(player: object, names: Players, what: str | None = None,
                   code: str = "UNKNOWN_PLAYER") -> IllegalAction:
    """The refusal (``code``) of a ``player`` that is not a seat of the game of ``names``.

    ``what`` names the argument at the start of the English sentence ("Viewer 5 is
    refused: ..."); the sentence lists the players with their seats.
    """
    values: dict[str, object] = {"player": shown(player)}
    if what:
        # Capitalise the argument's name only: the value is shown exactly as given
        # ("np.True_ is refused", never "Np.True_").
        values["what"] = what[:1].upper() + what[1:]
    if isinstance(names, int):
        reason = "bool_count" if is_bool(player) else "count"
        values["last"] = names - 1
    else:
        reason = "bool" if is_bool(player) else "not_a_player"
        values["players"] = Seats(names)
    return refused_as(code, f"UNKNOWN_PLAYER.{'named_' if what else ''}{reason}", **values)


def unknown_player_sentence(player: object, names: Players, what: str | None = None) -> str:
    """The English sentence of :func:`unknown_player` (for callers that still write their
    refusal's sentence whole; new code raises :func:`unknown_player` itself)."""
    return unknown_player(player, names, what).message


# ---------------------------------------------------------------------- cards

# card_of, card_or_none and unknown_card live with the cards (lovelet.engine.cards), which
# need them to read a card's name; they are named here too, with the seats.


def unknown_card_sentence(value: object, edition: Edition | None = None, what: str = "card") -> str:
    """The English sentence of :func:`~lovelet.engine.cards.unknown_card` (for callers
    that still write their refusal's sentence whole; new code raises ``unknown_card``)."""
    return unknown_card(value, edition, what=what).message
