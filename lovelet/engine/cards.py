"""Cards and editions.

A :class:`Card` is an identity (the King), not a number: its value comes from the
edition, because the King is worth 7 in the 2019 revised edition and 6 in the
classic one.  An :class:`Edition` knows its cards, their values and copies, the
player counts it supports and the favors needed to win.  :class:`Options` holds the
documented variants (docs/rules.md B3, B9 and the information option of the engine).
"""

import enum
from typing import NamedTuple
from types import MappingProxyType

from lovelet.engine.errors import IllegalAction, shown

__all__ = ["Card", "Edition", "Options", "REVISED", "CLASSIC", "EDITIONS", "edition_named"]


_CARDS_SEALED = False  # set once Card is built: see Card.__setattr__


class Card(enum.Enum):
    """The ten characters of Love Letter, in the order of their revised values."""

    SPY = "spy"
    GUARD = "guard"
    PRIEST = "priest"
    BARON = "baron"
    HANDMAID = "handmaid"
    PRINCE = "prince"
    CHANCELLOR = "chancellor"
    KING = "king"
    COUNTESS = "countess"
    PRINCESS = "princess"

    # Enum hashes by name through a Python function; members are singletons, so the
    # identity hash is equivalent and much faster in the engine's sets and dicts.
    __hash__ = object.__hash__

    def __repr__(self):
        return f"Card.{self.name}"

    # A card is shared by every round of the process: once the class is built, its
    # members refuse new attributes (a student's ``card.label = ...`` would otherwise
    # change every text that names that card).
    def __setattr__(self, name, value):
        if _CARDS_SEALED:
            raise AttributeError("A card is a value shared by every game: it cannot be changed.")
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        raise AttributeError("A card is a value shared by every game: it cannot be changed.")

    def label(self, language="en"):
        """The card's name in English ("en"), French ("fr") or German ("de")."""
        from lovelet.text.i18n import card_name

        return card_name(self, language)

    def __str__(self):
        return self.name.capitalize()

    @classmethod
    def _missing_(cls, value):
        # Card("Guard"), Card("GUARD"), Card("Garde"), Card("Wächterin"): any card's
        # name in any case, in English, French or German (see lovelet.engine.naming).
        from lovelet.engine.naming import card_of

        return card_of(value)  # anything else: IllegalAction("UNKNOWN_CARD") with a sentence



def _card_html(card):
    from lovelet.display.rounds import card_html

    return card_html(card)


# Enum reserves _sunder_ names inside the class body, so Jupyter's hook is added here.
Card._repr_html_ = _card_html
_CARDS_SEALED = True


_EDITION_FIELDS = ("name", "title", "values", "copies", "thresholds", "min_players", "max_players",
                   "deal_before_set_aside", "cards", "deck", "size", "guessable")


class Edition:
    """One edition of the game: its cards, values, copies and favor thresholds.

    Editions are singletons (:data:`REVISED`, :data:`CLASSIC`) and compare by identity.
    An edition is shared by every round of the process, so it is immutable all the way
    down (docs/rules.md A1, B1; issue 18): the object has no storage of its own (its
    fields are read from a module-private table, so ``object.__setattr__`` finds nothing
    to set, not even ``__class__``), and its tables are read-only mappings
    (:class:`types.MappingProxyType`) over private dicts, which ``dict.__setitem__``
    cannot reach.  Fields: ``name``, ``title``, ``values`` (Card -> printed value),
    ``copies`` (Card -> copies in the deck), ``thresholds`` (variant name ->
    {players: favors needed}), ``min_players``, ``max_players``,
    ``deal_before_set_aside`` (classic deals first, then sets the reserve card aside),
    ``cards`` (lowest value first), ``deck`` (the full deck in a canonical order),
    ``size`` and ``guessable`` (the cards a Guard may name: all but the Guard).
    """

    __slots__ = ()

    def __new__(cls, name, title, values, copies, thresholds, min_players, max_players,
                deal_before_set_aside):
        values = MappingProxyType(dict(values))
        copies = MappingProxyType(dict(copies))
        thresholds = MappingProxyType({variant: MappingProxyType(dict(table))
                                       for variant, table in thresholds.items()})
        cards = tuple(sorted(values, key=values.__getitem__))
        deck = tuple(card for card in cards for _ in range(copies[card]))
        guessable = tuple(card for card in cards if card is not Card.GUARD)
        edition = object.__new__(cls)
        _EDITION_TABLES[edition] = (name, title, values, copies, thresholds, min_players, max_players,
                                    deal_before_set_aside, cards, deck, sum(copies.values()), guessable)
        return edition

    # Not even object.__setattr__(edition, "__class__", ...) may turn an edition into
    # something else: a read-only __class__ shadows object's settable one.
    __class__ = property(lambda self: Edition)

    def value(self, card):
        """The printed value of ``card`` (a Card or its name, see :mod:`lovelet.engine.naming`)
        in this edition; a card of another edition is refused (UNKNOWN_CARD)."""
        values = _EDITION_TABLES[self][2]
        if card.__class__ is not Card or card not in values:
            from lovelet.engine.naming import card_of

            card = card_of(card, self)
        return values[card]

    def favors_needed(self, players, thresholds="standard"):
        """How many favors win the game for this many players."""
        return self.thresholds[thresholds][players]

    def __repr__(self):
        return self.name.upper()

    def __reduce__(self):  # editions stay singletons through pickling
        return (edition_named, (self.name,))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


_EDITION_TABLES = {}  # Edition -> its fields, in the order of _EDITION_FIELDS


def _field_reader(index):
    return lambda edition: _EDITION_TABLES[edition][index]


for _index, _name in enumerate(_EDITION_FIELDS):
    setattr(Edition, _name, property(_field_reader(_index), doc=f"The edition's {_name}."))
del _index, _name


REVISED = Edition(
    name="revised",
    title="Love Letter (2019 revised edition, 21 cards)",
    values={
        Card.SPY: 0, Card.GUARD: 1, Card.PRIEST: 2, Card.BARON: 3, Card.HANDMAID: 4,
        Card.PRINCE: 5, Card.CHANCELLOR: 6, Card.KING: 7, Card.COUNTESS: 8, Card.PRINCESS: 9,
    },
    copies={
        Card.SPY: 2, Card.GUARD: 6, Card.PRIEST: 2, Card.BARON: 2, Card.HANDMAID: 2,
        Card.PRINCE: 2, Card.CHANCELLOR: 2, Card.KING: 1, Card.COUNTESS: 1, Card.PRINCESS: 1,
    },
    thresholds={"standard": {2: 6, 3: 5, 4: 4, 5: 3, 6: 3}},
    min_players=2,
    max_players=6,
    deal_before_set_aside=False,
)

CLASSIC = Edition(
    name="classic",
    title="Love Letter (classic edition, 16 cards)",
    values={
        Card.GUARD: 1, Card.PRIEST: 2, Card.BARON: 3, Card.HANDMAID: 4,
        Card.PRINCE: 5, Card.KING: 6, Card.COUNTESS: 7, Card.PRINCESS: 8,
    },
    copies={
        Card.GUARD: 5, Card.PRIEST: 2, Card.BARON: 2, Card.HANDMAID: 2,
        Card.PRINCE: 2, Card.KING: 1, Card.COUNTESS: 1, Card.PRINCESS: 1,
    },
    # "standard" follows the German source (Pegasus, first edition): 5/4/3 hearts.
    # "aeg" is the AEG rulebook's 7/5/4 that other software plays to (docs/rules.md D1).
    thresholds={"standard": {2: 5, 3: 4, 4: 3}, "aeg": {2: 7, 3: 5, 4: 4}},
    min_players=2,
    max_players=4,
    deal_before_set_aside=True,
)

EDITIONS = MappingProxyType({"revised": REVISED, "classic": CLASSIC})


def edition_named(edition):
    """The :class:`Edition` for an edition object or its name ("revised", "classic")."""
    if isinstance(edition, Edition):
        return edition
    if isinstance(edition, str) and edition.lower() in EDITIONS:
        return EDITIONS[edition.lower()]
    raise IllegalAction(
        "BAD_OPTION",
        f"Unknown edition {shown(edition)}: choose REVISED (21 cards) or CLASSIC (16 cards).",
    )


TIE_BREAKS = ("shared", "discard_sum")


class Options(NamedTuple):
    """The variants a game is played with.

    * ``tie_break``: "shared" (every player tied for the highest card wins the round)
      or, classic only, "discard_sum" (AEG: the highest total of discards wins the tie;
      a second tie is shared).
    * ``thresholds``: "standard" (revised 6/5/4/3/3, classic 5/4/3) or, classic only,
      "aeg" (7/5/4).
    * ``reveal_drawn``: whether the other players see if a card was played straight
      after being drawn (a table where cards are held in a fixed order). Default: not.

    Options are a tuple (issue 18): shared by every round made without options, they
    cannot be changed even by ``object.__setattr__``.
    """

    tie_break: str = "shared"
    thresholds: str = "standard"
    reveal_drawn: bool = False

    @classmethod
    def checked(cls, edition, **options):
        """Options validated for ``edition``; an unknown name or value raises BAD_OPTION.

        ``classic_tiebreak`` is accepted as another name for ``tie_break`` (docs/rules.md B9).
        """
        if not options:
            return _DEFAULT_OPTIONS
        unknown = sorted(set(options) - {"tie_break", "classic_tiebreak", "thresholds", "reveal_drawn"})
        if unknown:
            raise IllegalAction(
                "BAD_OPTION",
                f"Unknown option {unknown[0]!r}: the options are tie_break, thresholds and reveal_drawn.",
            )
        if "classic_tiebreak" in options:
            if "tie_break" in options and options["tie_break"] != options["classic_tiebreak"]:
                raise IllegalAction("BAD_OPTION", "Give the tie break once, as tie_break.")
            options["tie_break"] = options.pop("classic_tiebreak")
        tie_break = options.get("tie_break", "shared")
        thresholds = options.get("thresholds")
        reveal_drawn = options.get("reveal_drawn", False)
        if thresholds is None:
            thresholds = "standard"
        if not isinstance(tie_break, str) or tie_break not in TIE_BREAKS:
            raise IllegalAction(
                "BAD_OPTION", f"Unknown tie break {shown(tie_break)}: use 'shared' or 'discard_sum'."
            )
        if tie_break == "discard_sum" and edition is not CLASSIC:
            raise IllegalAction(
                "BAD_OPTION",
                "The revised edition never breaks ties by discards: every tied player wins.",
            )
        if not isinstance(thresholds, str) or thresholds not in edition.thresholds:
            allowed = " or ".join(repr(name) for name in edition.thresholds)
            raise IllegalAction(
                "BAD_OPTION",
                f"Unknown thresholds {shown(thresholds)} for the {edition.name} edition: use {allowed}.",
            )
        if not isinstance(reveal_drawn, bool):
            raise IllegalAction("BAD_OPTION", "reveal_drawn must be True or False.")
        return cls(tie_break, thresholds, reveal_drawn)

    def as_dict(self):
        return {"tie_break": self.tie_break, "thresholds": self.thresholds,
                "reveal_drawn": self.reveal_drawn}


class Options(Options):  # noqa: F811 (the same class, sealed: NamedTuple's body cannot hold this)
    __slots__ = ()
    __doc__ = Options.__doc__
    # Not even object.__setattr__(options, "__class__", ...) may turn options into
    # something else: a read-only __class__ shadows object's settable one.
    __class__ = property(lambda self: Options)


_DEFAULT_OPTIONS = Options()
