"""The entries of a seat's record: what one player types about a game played with real cards.

Each entry is a small immutable value (a frozen dataclass) that compares field by field,
hashes, and turns into JSON and back (:meth:`as_dict`, :func:`entry_from_dict`).  An
entry says only what the seat saw at the table; everything the rules decide (whose turn
it is, the deck, protection, eliminations that follow from a result, the end of the
round, favors) is derived by the record, never typed.

=========================== ==================================================================
``Setup``                   the edition and options, the names in seating order, my seat,
                            the start player, my dealt card and, with 2 players, the three
                            face-up cards
``Played``                  who plays which card, with its target and guess (and, with the
                            ``reveal_drawn`` option, whether another player's card was the
                            one just drawn)
``Drew``                    the card I draw (at the start of my turn, or after a Prince)
``GuardAnswer``             whether a Guard's guess was right (when I am not its target)
``Saw``                     what only I learn: the card my Priest shows me, the other card
                            of a Baron comparison I am in, the card a King gives me
``BaronOutcome``            a Baron between two others: the loser (None on a tie) and the
                            card they discard
``Discarded``               the card a Prince makes another player discard; the card
                            another player discards with the Princess they play
``ChancellorDrew``          the cards my Chancellor draws, in the order drawn
``ChancellorReturned``      a Chancellor finished: for me, the card kept and the cards put
                            under the deck in order; for another player, nothing more
``Revealed``                the round's end: the cards the other players still in the round
                            show (a showdown) and the set-aside card, turned over
``NextRound``               the next round of the game: my dealt card, the face-up cards
                            with 2 players, and the start player when several won the last
                            round
=========================== ==================================================================

Seats may be given as numbers or names, and cards as :class:`~lovelet.Card` values or
their names in English, French or German; :meth:`normalized` gives the entry in its
canonical form (seat numbers, Cards), which is what a record keeps and saves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from lovelet.engine.cards import Card, Edition
from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import card_of, is_bool, seat_of

__all__ = ["Entry", "Setup", "Played", "Drew", "GuardAnswer", "Saw", "BaronOutcome", "Discarded",
           "ChancellorDrew", "ChancellorReturned", "Revealed", "NextRound", "ENTRY_KINDS",
           "entry_from_dict", "json_value"]


class Entry:
    """What every entry shares: its ``kind``, JSON form and canonical form."""

    kind: ClassVar[str] = ""

    def as_dict(self) -> dict[str, Any]:
        """The entry as plain JSON values: its kind, seats by number, cards by name."""
        out = {"kind": self.kind}
        for field in fields(self):
            out[field.name] = json_value(getattr(self, field.name))
        return out

    def normalized(self, names: Sequence[str], edition: Edition) -> Entry:
        """This entry with seats as numbers and cards as Cards of ``edition``.

        A seat that is not a player is UNKNOWN_PLAYER, a card that is not the
        edition's UNKNOWN_CARD (GUESS_UNKNOWN_CARD for a Guard's guess), and a value of
        the wrong kind BAD_ENTRY.
        """
        return self  # entries without seats or cards


def _kept_as_tuples(entry, *names):
    """The lists ``entry`` was given for the fields ``names``, kept as tuples: a list of
    names or cards must not make the (frozen) entry a changeable value."""
    for name in names:
        value = getattr(entry, name)
        if isinstance(value, list):
            object.__setattr__(entry, name, tuple(value))


def json_value(value):
    """A field's value as JSON: a card by its code, an order of cards as a list (the
    record's files and the companion page's buttons write a value the same way)."""
    if isinstance(value, Card):
        return value.name
    if isinstance(value, tuple):
        return [json_value(item) for item in value]
    return value


def _seat(value, names, what):
    return seat_of(value, names, what)  # the engine's own refusal of a seat


def _optional_seat(value, names, what):
    return None if value is None else _seat(value, names, what)


def _card(value, edition, what="card", code="UNKNOWN_CARD"):
    return card_of(value, edition, code, what)  # the engine's own refusal of a card


def _optional_card(value, edition, what="card", code="UNKNOWN_CARD"):
    return None if value is None else _card(value, edition, what, code)


def _cards(value, edition, what):
    if isinstance(value, (str, Card)) or not isinstance(value, (list, tuple)):
        raise refused("BAD_ENTRY.not_a_card_list", what=what, shown=shown(value))
    return tuple(_card(card, edition, what) for card in value)


def _flag(value, what):
    if not is_bool(value):
        raise refused("BAD_ENTRY.not_a_bool", what=what, shown=shown(value))
    return bool(value)


_DRAWN = "Whether the card played is the one just drawn (drawn)"
_HIT = "Whether the Guard's guess was right (hit)"


@dataclass(frozen=True)
class Setup(Entry):
    """The start of the record: the game as the seat ``seat`` sees it when round 1 is dealt.

    ``names`` lists the players in seating order (clockwise, as the turns go);
    ``start_player`` begins round 1; ``card`` is the card dealt to ``seat``;
    ``face_up`` the three cards set aside face up with 2 players (none otherwise);
    ``options`` the variants played (``tie_break``, ``thresholds``, ``reveal_drawn``,
    see :class:`~lovelet.Options`), as a dict.
    """

    kind: ClassVar[str] = "setup"

    edition: object
    names: tuple
    seat: object
    start_player: object
    card: object
    face_up: tuple = ()
    options: object = None

    def __post_init__(self):
        _kept_as_tuples(self, "names", "face_up")
        if isinstance(self.options, dict):
            object.__setattr__(self, "options", tuple(sorted(self.options.items())))

    def as_dict(self) -> dict[str, Any]:
        edition = self.edition.name if isinstance(self.edition, Edition) else self.edition
        return {"kind": self.kind, "edition": edition, "names": list(self.names),
                "seat": self.seat, "start_player": self.start_player, "card": json_value(self.card),
                "face_up": json_value(tuple(self.face_up)), "options": dict(self.options or ())}


@dataclass(frozen=True)
class Played(Entry):
    """``player`` plays ``card``, aimed at ``target`` and, for a Guard, naming ``guess``.

    ``drawn`` is entered only with the ``reveal_drawn`` option and only for another
    player: True when the card played is the one just drawn (the record knows it for
    its own seat).
    """

    kind: ClassVar[str] = "played"

    player: object
    card: object
    target: object = None
    guess: object = None
    drawn: object = None

    def normalized(self, names: Sequence[str], edition: Edition) -> Entry:
        return Played(_seat(self.player, names, "The player"), _card(self.card, edition),
                      _optional_seat(self.target, names, "The target"),
                      _optional_card(self.guess, edition, "guess", "GUESS_UNKNOWN_CARD"),
                      None if self.drawn is None else _flag(self.drawn, _DRAWN))


@dataclass(frozen=True)
class _OneCard(Entry):
    """An entry that tells one card and nothing else (Drew, Saw, Discarded)."""

    card: object

    def normalized(self, names: Sequence[str], edition: Edition) -> Entry:
        return type(self)(_card(self.card, edition))


@dataclass(frozen=True)
class Drew(_OneCard):
    """The card the record's own seat draws: at the start of its turn, or after a Prince
    made it discard (then the set-aside card when the deck is empty)."""

    kind: ClassVar[str] = "drew"


@dataclass(frozen=True)
class GuardAnswer(Entry):
    """Whether the Guard's guess was right (``hit``), as its target answers."""

    kind: ClassVar[str] = "guard_answer"

    hit: object

    def normalized(self, names: Sequence[str], edition: Edition) -> Entry:
        return GuardAnswer(_flag(self.hit, _HIT))


@dataclass(frozen=True)
class Saw(_OneCard):
    """A card only the record's seat sees: its Priest's look, the other card of a Baron
    comparison it takes part in, or the card a King exchange gives it."""

    kind: ClassVar[str] = "saw"


@dataclass(frozen=True)
class BaronOutcome(Entry):
    """A Baron between two other players: ``loser`` (a seat, None on a tie) and the
    ``card`` the loser discards as they leave the round (None on a tie)."""

    kind: ClassVar[str] = "baron_outcome"

    loser: object
    card: object = None

    def normalized(self, names: Sequence[str], edition: Edition) -> Entry:
        return BaronOutcome(_optional_seat(self.loser, names, "The loser"),
                            _optional_card(self.card, edition))


@dataclass(frozen=True)
class Discarded(_OneCard):
    """A card put face up on another player's discard pile without being played: the
    card a Prince makes its target discard, or the card discarded with a Princess."""

    kind: ClassVar[str] = "discarded"


@dataclass(frozen=True)
class ChancellorDrew(Entry):
    """The cards the record's own Chancellor draws (2, or 1 when the deck holds only
    one), in the order drawn."""

    kind: ClassVar[str] = "chancellor_drew"

    cards: tuple

    def __post_init__(self):
        _kept_as_tuples(self, "cards")

    def normalized(self, names: Sequence[str], edition: Edition) -> Entry:
        return ChancellorDrew(_cards(self.cards, edition, "The Chancellor's cards"))


@dataclass(frozen=True)
class ChancellorReturned(Entry):
    """``player`` finishes a Chancellor.  For the record's own seat, ``keep`` is the card
    kept and ``bottom`` the others in the order they go under the deck (the last one at
    the very bottom); for another player both stay None: nobody else sees them."""

    kind: ClassVar[str] = "chancellor_returned"

    player: object
    keep: object = None
    bottom: object = None

    def __post_init__(self):
        _kept_as_tuples(self, "bottom")

    def normalized(self, names: Sequence[str], edition: Edition) -> Entry:
        return ChancellorReturned(
            _seat(self.player, names, "The player"), _optional_card(self.keep, edition),
            None if self.bottom is None else _cards(self.bottom, edition, "The cards put under the deck"))


@dataclass(frozen=True)
class Revealed(Entry):
    """The end of a round: ``hands`` gives the card each other player still in the round
    shows at a showdown, as (seat, card) pairs or a {seat: card} dict (none when one
    player is left); ``set_aside`` is the face-down set-aside card, turned over (None
    when a Prince took it)."""

    kind: ClassVar[str] = "revealed"

    hands: tuple = ()
    set_aside: object = None

    def __post_init__(self):
        hands = self.hands
        if isinstance(hands, dict):
            hands = tuple(hands.items())
        elif isinstance(hands, list):
            hands = tuple(tuple(pair) if isinstance(pair, list) else pair for pair in hands)
        object.__setattr__(self, "hands", hands)

    def as_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "hands": [[seat, json_value(card)] for seat, card in self.hands],
                "set_aside": json_value(self.set_aside)}

    def normalized(self, names: Sequence[str], edition: Edition) -> Entry:
        if not isinstance(self.hands, tuple):
            raise refused("BAD_ENTRY.shown_not_pairs", shown=shown(self.hands))
        pairs = []
        for pair in self.hands:
            if not isinstance(pair, tuple) or len(pair) != 2:
                raise refused("BAD_ENTRY.shown_not_a_pair", shown=shown(pair))
            pairs.append((_seat(pair[0], names, "The player"), _card(pair[1], edition)))
        seats = [seat for seat, _ in pairs]
        if len(set(seats)) != len(seats):
            raise refused("BAD_ENTRY.shown_twice")
        return Revealed(tuple(sorted(pairs)), _optional_card(self.set_aside, edition))


@dataclass(frozen=True)
class NextRound(Entry):
    """The next round of the game: ``card`` dealt to the record's seat, the three
    ``face_up`` cards with 2 players, and ``start_player``, needed only when several
    players won the last round (one of them starts; otherwise the winner does)."""

    kind: ClassVar[str] = "next_round"

    card: object
    face_up: tuple = ()
    start_player: object = None

    def __post_init__(self):
        _kept_as_tuples(self, "face_up")

    def normalized(self, names: Sequence[str], edition: Edition) -> Entry:
        return NextRound(_card(self.card, edition), _cards(self.face_up, edition, "The face-up cards"),
                         _optional_seat(self.start_player, names, "The start player"))


#: Every kind of entry, by its ``kind``.
ENTRY_KINDS = {entry.kind: entry for entry in (
    Setup, Played, Drew, GuardAnswer, Saw, BaronOutcome, Discarded, ChancellorDrew,
    ChancellorReturned, Revealed, NextRound)}

# The JSON keys of each kind, besides "kind": (required, optional).
_KEYS = {kind: tuple(field.name for field in fields(entry)) for kind, entry in ENTRY_KINDS.items()}


# The fields that hold a card or a list of cards, saved by their names.
_CARD_FIELDS = ("card", "guess", "keep", "bottom", "cards", "face_up", "set_aside")


def _saved_cards(value):
    """A card saved by its name ("GUARD") as the Card, a list of them as a tuple;
    anything else is left for :meth:`Entry.normalized` to refuse."""
    if isinstance(value, list):
        return tuple(_saved_cards(item) for item in value)
    if isinstance(value, str) and value in Card.__members__:
        return Card[value]
    return value


def entry_from_dict(data: Any) -> Entry:
    """The entry a JSON object describes (as :meth:`Entry.as_dict` writes it), cards by
    their names made Cards; BAD_ENTRY when it is not one.  Seats and cards are checked
    against a game by :meth:`Entry.normalized`."""
    if not isinstance(data, dict):
        raise refused("BAD_ENTRY.not_an_object", shown=shown(data))
    kind = data.get("kind")
    entry = ENTRY_KINDS.get(kind) if isinstance(kind, str) else None
    if entry is None:
        raise refused("BAD_ENTRY.unknown_kind", shown=shown(kind), kinds=", ".join(ENTRY_KINDS))
    keys = _KEYS[kind]
    missing = [key for key in keys if key not in data]
    unknown = sorted(key for key in data if key != "kind" and key not in keys)
    if missing or unknown:
        if missing:
            raise refused("BAD_ENTRY.keys_missing", kind=kind, keys=", ".join(missing))
        raise refused("BAD_ENTRY.keys_unknown", kind=kind, keys=", ".join(unknown))
    values = {key: data[key] for key in keys}
    for key, value in values.items():
        if key in _CARD_FIELDS:
            values[key] = _saved_cards(value)
        elif isinstance(value, list):
            values[key] = tuple(tuple(item) if isinstance(item, list) else item for item in value)
    if kind == "revealed" and isinstance(values["hands"], tuple):
        values["hands"] = tuple((pair[0], _saved_cards(pair[1])) if isinstance(pair, tuple) and len(pair) == 2
                                else pair for pair in values["hands"])
    if kind == "setup" and not isinstance(values["options"], dict):
        raise refused("BAD_ENTRY.options_not_an_object", shown=shown(values['options']))
    return entry(**values)
