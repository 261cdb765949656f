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

import operator
import sys
import unicodedata

from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction, shown

__all__ = ["is_bool", "whole_number_or_none", "seat_of", "seat_or_none", "card_of", "card_or_none", "folded"]


def is_bool(value):
    """True for ``True``/``False`` and numpy's booleans (which are not Python bools)."""
    if isinstance(value, bool):
        return True
    kind = type(value)
    return kind.__module__ == "numpy" and kind.__name__ in ("bool_", "bool")


def folded(text):
    """``text`` in a form that ignores case and accents ("Wächterin" -> "wachterin")."""
    decomposed = unicodedata.normalize("NFKD", text.strip().casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


# ---------------------------------------------------------------------- numbers


def whole_number_or_none(value):
    """``value`` as an int when it is a whole number (an int or a numpy integer, never a
    bool), else None."""
    return _whole(value)


def _whole(value):
    """An exact int for an int (or int subclass) or a numpy integer scalar, never a bool;
    else None.  Only these: an object of a caller's class with ``__index__`` is not a
    number the engine takes, and a numpy array is not a number at all."""
    kind = type(value)
    if kind is int:
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


def seat_or_none(player, names):
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


def seat_of(player, names, what=None, code="UNKNOWN_PLAYER"):
    """``player`` (a seat number or a name) as the seat number of a game of ``names``.

    Anything else raises IllegalAction(``code``) naming the players; ``what`` names the
    argument in the sentence ("target", "start_player").
    """
    seat = seat_or_none(player, names)
    if seat is None:
        raise IllegalAction(code, unknown_player_sentence(player, names, what))
    return seat


def unknown_player_sentence(player, names, what=None):
    """The sentence for a ``player`` that is not a seat of the game of ``names``."""
    # Capitalise the argument's name only: the value is shown exactly as given
    # ("np.True_ is refused", never "Np.True_").
    subject = f"{what[:1].upper() + what[1:]} {shown(player)}" if what else shown(player)
    if is_bool(player):
        reason = "True and False are not players"
    elif isinstance(names, int):
        return f"{subject} is not a player: the players are seats 0 to {names - 1}."
    else:
        reason = "it is not a player of this game"
    players = ", ".join(f"{name} (seat {seat})" for seat, name in enumerate(names)) \
        if not isinstance(names, int) else f"seats 0 to {names - 1}"
    return f"{subject} is refused: {reason}. The players are {players}."


# ---------------------------------------------------------------------- cards


def _card_table():
    from lovelet.text.i18n import CARD_NAMES

    table = {}
    for card in Card:
        for name in (card.name, card.value):
            table[folded(name)] = card
        for names in CARD_NAMES.values():
            table[folded(names[card])] = card
    # English plural names, as a student may type them.
    for card in Card:
        plural = "spies" if card is Card.SPY else (
            card.value + "es" if card.value.endswith("s") else card.value + "s")
        table.setdefault(folded(plural), card)
    return table


_CARDS = None


def card_or_none(value, edition=None):
    """``value`` (a Card or a card's name) as a Card of ``edition`` (any edition if None),
    or None."""
    global _CARDS
    if type(value) is Card:
        card = value
    elif isinstance(value, str):
        if _CARDS is None:
            _CARDS = _card_table()
        card = _CARDS.get(folded(str.__add__("", value)))  # plain text, never a subclass's methods
        if card is None:
            return None
    else:
        return None
    if edition is not None and card not in edition.values:
        return None
    return card


def card_of(value, edition=None, code="UNKNOWN_CARD", what="card"):
    """``value`` as a Card of ``edition``; anything else raises IllegalAction(``code``)."""
    card = card_or_none(value, edition)
    if card is None:
        raise IllegalAction(code, unknown_card_sentence(value, edition, what))
    return card


def unknown_card_sentence(value, edition=None, what="card"):
    """The sentence for a ``value`` that is not a card (of ``edition``)."""
    known = card_or_none(value)
    if known is not None and edition is not None:
        return f"The {known.label()} is not a card of the {edition.name} edition."
    cards = ", ".join(card.label() for card in (edition.cards if edition is not None else Card))
    where = f"the {edition.name} edition" if edition is not None else "Love Letter"
    return f"{shown(value)} is not a {what} of {where}; its cards are {cards}."
