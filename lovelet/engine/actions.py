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

from typing import NamedTuple, Optional, Tuple

from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction, shown
from lovelet.engine.naming import card_or_none, is_bool, unknown_card_sentence, whole_number_or_none

__all__ = ["Play", "ChancellorReturn", "Action", "engine_action"]


class _PlayFields(NamedTuple):
    card: Card
    target: Optional[int] = None
    guess: Optional[Card] = None


class _ReturnFields(NamedTuple):
    keep: Card
    bottom: Tuple[Card, ...] = ()


def _card(value, code="UNKNOWN_CARD", what="card"):
    """``value`` as a Card (a Card, or a card's name), else IllegalAction(``code``)."""
    if type(value) is Card:
        return value
    card = card_or_none(value) if isinstance(value, str) else None
    if card is None:
        raise IllegalAction(code, unknown_card_sentence(value, None, what))
    return card


def _target(value):
    """``value`` as a seat number (int) or a player's name (str), else UNKNOWN_PLAYER."""
    if isinstance(value, str):
        return str.__add__("", value)  # the plain text, never the subclass's methods
    seat = whole_number_or_none(value)  # an int; a numpy integer becomes one
    if seat is not None:
        return seat
    if is_bool(value):
        reason = "True and False are not players"
    else:
        reason = "a target is a seat number or a player's name"
    raise IllegalAction("UNKNOWN_PLAYER", f"The target {shown(value)} is refused: {reason}.")


class Play(_PlayFields):
    """Play ``card`` from hand, aimed at seat ``target`` and, for a Guard, naming ``guess``."""

    __slots__ = ()

    def __new__(cls, card, target=None, guess=None):
        if type(card) is not Card:
            card = _card(card)
        if target is not None and type(target) is not int:
            target = _target(target)
        if guess is not None and type(guess) is not Card:
            guess = _card(guess, "GUESS_UNKNOWN_CARD", "card to guess")
        return tuple.__new__(cls, (card, target, guess))

    @classmethod
    def _make(cls, iterable):
        return cls(*iterable)

    def _replace(self, **changes):
        return Play(**{**self._asdict(), **changes})

    def __repr__(self):
        parts = [repr(self.card)]
        if self.target is not None:
            parts.append(f"target={self.target!r}")
        if self.guess is not None:
            parts.append(f"guess={self.guess!r}")
        return f"Play({', '.join(parts)})"


class ChancellorReturn(_ReturnFields):
    """Finish a Chancellor: keep one card, put the others under the deck in this order.

    ``bottom`` lists the returned cards (a tuple or a list, or one card); the last one
    ends up as the bottom card.
    """

    __slots__ = ()

    def __new__(cls, keep, bottom=()):
        keep = _card(keep, "BAD_CHANCELLOR_CHOICE", "card to keep")
        if type(bottom) is Card or isinstance(bottom, str):
            bottom = (bottom,)
        elif isinstance(bottom, (tuple, list)):
            bottom = (tuple.__iter__(bottom) if isinstance(bottom, tuple) else list.__iter__(bottom))
        else:
            raise IllegalAction(
                "BAD_CHANCELLOR_CHOICE",
                f"The cards put back under the deck must be a list of cards, not {shown(bottom)}.")
        return tuple.__new__(cls, (keep, tuple(_card(card, "BAD_CHANCELLOR_CHOICE", "card to put back") for card in bottom)))

    @classmethod
    def _make(cls, iterable):
        return cls(*iterable)

    def _replace(self, **changes):
        return ChancellorReturn(**{**self._asdict(), **changes})

    def __repr__(self):
        return f"ChancellorReturn(keep={self.keep!r}, bottom={tuple(self.bottom)!r})"


Action = (Play, ChancellorReturn)


def engine_action(action):
    """``action`` rebuilt as an exact Play or ChancellorReturn from its raw fields, or
    None when it is not an action at all.

    Reads the tuple's slots directly (never the caller's methods), so a subclass or a
    half-built tuple (``tuple.__new__(Play, ...)``) becomes a checked engine value or is
    refused with IllegalAction (BAD_ACTION, or the code of its bad field).
    """
    if isinstance(action, Play):
        kind, size = Play, 3
    elif isinstance(action, ChancellorReturn):
        kind, size = ChancellorReturn, 2
    else:
        return None
    fields = tuple.__getitem__(action, slice(None))
    if len(fields) != size:
        raise IllegalAction(
            "BAD_ACTION",
            f"{shown(fields)} is not a whole action: use Play(card, target, guess) or "
            "ChancellorReturn(keep, bottom).")
    return kind(*fields)
