"""Cards and editions.

A :class:`Card` is an identity (the King), not a number: its value comes from the
edition, because the King is worth 7 in the 2019 revised edition and 6 in the
classic one.  An :class:`Edition` knows its cards, their values and copies, the
player counts it supports and the favors needed to win.  :class:`Options` holds the
documented variants (docs/rules.md B3, B9 and the information option of the engine).

A card is named by its English name in any case ("guard", "GUARD", "Guards"); the text
layer teaches the engine the French and German names when lovelet is imported
(:func:`name_cards`), so that ``Card("Garde")`` and ``card_of("Wächterin")`` find the
Guard and ``Card.KING.label("de")`` is "König", while the engine itself holds no
language but the English of its identifiers.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Final, NamedTuple

from lovelet.engine.errors import IllegalAction, OneOf, refused, refused_as, shown
from lovelet.engine.folding import folded
from lovelet.engine.compiling import FixedClass, SealedOnceBuilt, bare_instance, mypyc_attr, python_method, seal

__all__ = ["Card", "Edition", "Options", "REVISED", "CLASSIC", "EDITIONS", "edition_named",
           "name_cards", "label_cards_with", "card_or_none", "card_of", "unknown_card", "CardList"]


class Card(SealedOnceBuilt, enum.Enum):
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

    def __repr__(self) -> str:
        return f"Card.{self.name}"

    def label(self, language: object = "en") -> str:
        """The card's name in English ("en"), French ("fr") or German ("de"), the language
        given by its code or its name ("French", "Deutsch"); another language raises
        IllegalAction (BAD_OPTION).

        English is the engine's own; the other languages are those the text layer named
        the cards in (:func:`name_cards`, called when lovelet is imported), and a language
        given by its name is read by the text layer (:func:`label_cards_with`).
        """
        names = _LABELS.get(language) if type(language) is str else None
        if names is None:
            return _LABELLER[0](self, language)
        return names[self]

    def __str__(self) -> str:
        return self.name.capitalize()

    @classmethod
    def _missing_(cls, value: object) -> Card:
        # Card("Guard"), Card("GUARD"), Card("Garde"), Card("Wächterin"): any card's
        # name in any case, in English, French or German (see name_cards).
        return card_of(value)  # anything else: IllegalAction("UNKNOWN_CARD")


def _repr_html_(card: Card) -> str:
    """The card drawn, for Jupyter (drawings are the display layer's, imported when one is
    asked for: the engine imports nothing above it)."""
    from lovelet.display.rounds import card_html

    return str(card_html(card))  # type: ignore[no-untyped-call, unused-ignore]


# Enum reserves _sunder_ names inside the class body, so Jupyter's hook is added here.
setattr(Card, "_repr_html_", python_method(_repr_html_))
# A card is shared by every round of the process: now that the class is built, its
# members refuse new attributes (a student's ``card.label = ...`` would otherwise
# change every text that names that card).
seal(Card, "A card is a value shared by every game: it cannot be changed.")


# ---------------------------------------------------------------------- card names

# Each language's name of every card: English is the engine's; the text layer adds the
# others (name_cards).
_LABELS: dict[str, Mapping[Card, str]] = {
    "en": MappingProxyType({card: card.value.capitalize() for card in Card}),
}

# Every name a card may be given by, folded (no case, no accents): its identifier, its
# English name and plural, then the names of the languages the text layer adds.
_BY_NAME: dict[str, Card] = {}
for _card in Card:
    _BY_NAME[folded(_card.name)] = _card
    _BY_NAME[folded(_card.value)] = _card
for _card in Card:  # English plurals, as a student may type them ("Guards", "Spies")
    _plural = "spies" if _card is Card.SPY else (
        _card.value + "es" if _card.value.endswith("s") else _card.value + "s")
    _BY_NAME.setdefault(folded(_plural), _card)
del _card, _plural


def _codes_only(card: Card, language: object) -> str:
    """A card's label in a language that is not one of the codes named (:func:`name_cards`):
    refused, until the text layer reads languages' names (:func:`label_cards_with`)."""
    raise refused("BAD_OPTION.language", shown=shown(language))


# Who labels a card in a language given otherwise than by a code of _LABELS.
_LABELLER: list[Callable[[Card, object], str]] = [_codes_only]


def label_cards_with(labeller: Callable[[Card, object], str]) -> None:
    """Let ``labeller(card, language)`` give :meth:`Card.label` for every ``language``
    that is not the code of a language the cards are named in (:func:`name_cards`): a
    language's name ("French"), or something that is no language, which it refuses
    (IllegalAction BAD_OPTION).  The text layer registers its own, which reads a
    language as every other function of lovelet does, when lovelet is imported."""
    _LABELLER[0] = labeller


def name_cards(language: str, names: Mapping[Card, str]) -> None:
    """Name every card in ``language`` (a code: "fr", "de") as ``names`` says.

    From then on ``Card.label(language)`` gives these names, and ``Card(name)``,
    :func:`card_of` and :meth:`Edition.value` take them, in any case, with or without
    accents.  The text layer calls it for each of its languages when lovelet is imported
    (:mod:`lovelet.text`); calling it again for a language replaces its labels and adds
    the names (a name already given to another card is refused: ValueError).
    """
    # A programmer's mistake (the text layer's catalog), not a player's: a ValueError.
    if not isinstance(language, str) or not language:
        raise ValueError(f"name_cards needs a language code, not {language!r}")
    missing = [card for card in Card if card not in names]
    if missing:
        raise ValueError(f"name_cards needs a name for every card; {missing} have none")
    labels = {card: names[card] for card in Card}
    named: dict[str, Card] = {}  # checked whole before any is kept
    for card, name in labels.items():
        key = folded(name)
        known = named.get(key) or _BY_NAME.get(key)
        if known is not None and known is not card:
            raise ValueError(f"{name!r} already names {known!r}, not {card!r}")
        named[key] = card
    _BY_NAME.update(named)
    _LABELS[language] = MappingProxyType(labels)


def card_or_none(value: object, edition: Edition | None = None) -> Card | None:
    """``value`` (a Card or a card's name) as a Card of ``edition`` (any edition if None),
    or None."""
    if type(value) is Card:
        card: Card | None = value
    elif isinstance(value, str):
        card = _BY_NAME.get(folded(str.__add__("", value)))  # plain text, never a subclass's methods
        if card is None:
            return None
    else:
        return None
    if edition is not None and card not in edition.values:
        return None
    return card


def card_of(value: object, edition: Edition | None = None, code: str = "UNKNOWN_CARD",
            what: str = "card") -> Card:
    """``value`` as a Card of ``edition``; anything else raises IllegalAction(``code``)."""
    card = card_or_none(value, edition)
    if card is None:
        raise unknown_card(value, edition, code, what)
    return card


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # a value built on a built-in type: see compiling
class CardList(tuple[Card, ...]):
    """Cards a sentence lists, as a refusal's value: its template names them in its
    language, given as the format spec (``"{cards:fr}"`` -> "Garde, Prêtre, ...")."""

    __slots__ = ()

    def __format__(self, language: str) -> str:
        return ", ".join(card.label(language or "en") for card in self)


def unknown_card(value: object, edition: Edition | None = None, code: str = "UNKNOWN_CARD",
                 what: str = "card") -> IllegalAction:
    """The refusal (``code``) of a ``value`` that is not a card (of ``edition``).

    ``what`` names the argument in the English sentence ("card to guess"); it says the
    edition's cards (or every card, with no edition).
    """
    known = card_or_none(value)
    if known is not None and edition is not None:
        return refused_as(code, "UNKNOWN_CARD.other_edition", card=known, edition=edition.name)
    cards = CardList(edition.cards if edition is not None else Card)
    where = "UNKNOWN_CARD" if edition is not None else "UNKNOWN_CARD.any_edition"
    variant = _CARD_ROLES.get(what) if edition is None or what == "card" else None
    if variant is None:  # a caller's own word for the card, said as given
        return refused_as(code, f"{where}.named" if edition is not None else f"{where}_named",
                          shown=shown(value), what=what, cards=cards,
                          **({} if edition is None else {"edition": edition.name}))
    values: dict[str, object] = {"shown": shown(value), "cards": cards}
    if edition is not None:
        values["edition"] = edition.name
    return refused_as(code, where + variant, **values)


# The engine's own words for a card it refuses, each with its sentence in every language
# (the variant of its key); another word is put into the sentence as the caller gave it.
_CARD_ROLES: Final = {"card": "", "card to guess": "_guess", "card to keep": "_keep",
                      "card to put back": "_put_back"}


# ---------------------------------------------------------------------- editions


class _EditionFields(NamedTuple):
    """An edition's fields, kept apart from the edition itself (see :class:`Edition`)."""

    name: str
    title: str
    values: Mapping[Card, int]
    copies: Mapping[Card, int]
    thresholds: Mapping[str, Mapping[int, int]]
    min_players: int
    max_players: int
    deal_before_set_aside: bool
    cards: tuple[Card, ...]
    deck: tuple[Card, ...]
    size: int
    guessable: tuple[Card, ...]


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # built by object.__new__, its fields kept apart
class Edition(FixedClass):  # not even object.__setattr__(edition, "__class__", ...) turns it into another
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

    def __new__(cls, name: str, title: str, values: Mapping[Card, int], copies: Mapping[Card, int],
                thresholds: Mapping[str, Mapping[int, int]], min_players: int, max_players: int,
                deal_before_set_aside: bool) -> Edition:
        value_of = MappingProxyType(dict(values))
        copies_of = MappingProxyType(dict(copies))
        favors = MappingProxyType({variant: MappingProxyType(dict(table))
                                   for variant, table in thresholds.items()})
        cards = tuple(sorted(value_of, key=value_of.__getitem__))
        deck = tuple(card for card in cards for _ in range(copies_of[card]))
        guessable = tuple(card for card in cards if card is not Card.GUARD)
        edition = bare_instance(cls)
        _EDITION_TABLES[edition] = _EditionFields(
            name, title, value_of, copies_of, favors, min_players, max_players,
            deal_before_set_aside, cards, deck, sum(copies_of.values()), guessable)
        return edition

    @property
    def name(self) -> str:
        """The edition's name: "revised" or "classic"."""
        return _EDITION_TABLES[self].name

    @property
    def title(self) -> str:
        """The edition's title, as a person reads it."""
        return _EDITION_TABLES[self].title

    @property
    def values(self) -> Mapping[Card, int]:
        """Card -> its printed value (read-only)."""
        return _EDITION_TABLES[self].values

    @property
    def copies(self) -> Mapping[Card, int]:
        """Card -> its copies in the deck (read-only)."""
        return _EDITION_TABLES[self].copies

    @property
    def thresholds(self) -> Mapping[str, Mapping[int, int]]:
        """Variant name -> {players: favors needed} (read-only)."""
        return _EDITION_TABLES[self].thresholds

    @property
    def min_players(self) -> int:
        """The fewest players the edition seats."""
        return _EDITION_TABLES[self].min_players

    @property
    def max_players(self) -> int:
        """The most players the edition seats."""
        return _EDITION_TABLES[self].max_players

    @property
    def deal_before_set_aside(self) -> bool:
        """True when the hands are dealt before the reserve card is set aside (classic)."""
        return _EDITION_TABLES[self].deal_before_set_aside

    @property
    def cards(self) -> tuple[Card, ...]:
        """The edition's cards, lowest value first."""
        return _EDITION_TABLES[self].cards

    @property
    def deck(self) -> tuple[Card, ...]:
        """The full deck, in a canonical order."""
        return _EDITION_TABLES[self].deck

    @property
    def size(self) -> int:
        """How many cards the deck has."""
        return _EDITION_TABLES[self].size

    @property
    def guessable(self) -> tuple[Card, ...]:
        """The cards a Guard may name: all but the Guard."""
        return _EDITION_TABLES[self].guessable

    def value(self, card: object) -> int:
        """The printed value of ``card`` (a Card or its name, see :func:`card_of`) in this
        edition; a card of another edition is refused (UNKNOWN_CARD)."""
        values = _EDITION_TABLES[self].values
        if card.__class__ is not Card or card not in values:
            card = card_of(card, self)
        return values[card]

    def favors_needed(self, players: int, thresholds: str = "standard") -> int:
        """How many favors win the game for this many players."""
        return self.thresholds[thresholds][players]

    def __repr__(self) -> str:
        return self.name.upper()

    def __reduce__(self) -> tuple[object, tuple[str]]:  # editions stay singletons through pickling
        return (edition_named, (self.name,))

    def __copy__(self) -> Edition:
        return self

    def __deepcopy__(self, memo: object) -> Edition:
        return self


_EDITION_TABLES: dict[Edition, _EditionFields] = {}  # Edition -> its fields


REVISED: Final = Edition(
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

CLASSIC: Final = Edition(
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

EDITIONS: Final[Mapping[str, Edition]] = MappingProxyType({"revised": REVISED, "classic": CLASSIC})


def edition_named(edition: object) -> Edition:
    """The :class:`Edition` for an edition object or its name ("revised", "classic")."""
    if isinstance(edition, Edition):
        return edition
    if isinstance(edition, str) and edition.lower() in EDITIONS:
        return EDITIONS[edition.lower()]
    raise refused("BAD_OPTION.edition", shown=shown(edition))


TIE_BREAKS: Final = ("shared", "discard_sum")


class _OptionsFields(NamedTuple):
    tie_break: str = "shared"
    thresholds: str = "standard"
    reveal_drawn: bool = False


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # a value built on a built-in type: see compiling
class Options(_OptionsFields, FixedClass):  # its __class__ fixed, as an edition's
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

    __slots__ = ()

    @classmethod
    def checked(cls, edition: Edition, **options: object) -> Options:
        """Options validated for ``edition``; an unknown name or value raises BAD_OPTION.

        ``classic_tiebreak`` is accepted as another name for ``tie_break`` (docs/rules.md B9).
        """
        if not options:
            return _DEFAULT_OPTIONS
        unknown = sorted(set(options) - {"tie_break", "classic_tiebreak", "thresholds", "reveal_drawn"})
        if unknown:
            raise refused("BAD_OPTION.option_name", option=repr(unknown[0]))
        if "classic_tiebreak" in options:
            if "tie_break" in options and options["tie_break"] != options["classic_tiebreak"]:
                raise refused("BAD_OPTION.tie_break_twice")
            options["tie_break"] = options.pop("classic_tiebreak")
        tie_break = options.get("tie_break", "shared")
        thresholds = options.get("thresholds")
        reveal_drawn = options.get("reveal_drawn", False)
        if thresholds is None:
            thresholds = "standard"
        if not isinstance(tie_break, str) or tie_break not in TIE_BREAKS:
            raise refused("BAD_OPTION.tie_break", shown=shown(tie_break))
        if tie_break == "discard_sum" and edition is not CLASSIC:
            raise refused("BAD_OPTION.revised_tie_break")
        if not isinstance(thresholds, str) or thresholds not in edition.thresholds:
            raise refused("BAD_OPTION.thresholds", shown=shown(thresholds), edition=edition.name,
                          allowed=OneOf(repr(name) for name in edition.thresholds))
        if not isinstance(reveal_drawn, bool):
            raise refused("BAD_OPTION.reveal_drawn")
        return cls(tie_break, thresholds, reveal_drawn)

    def as_dict(self) -> dict[str, object]:
        """The options by name, as JSON writes them."""
        return {"tie_break": self.tie_break, "thresholds": self.thresholds,
                "reveal_drawn": self.reveal_drawn}


_DEFAULT_OPTIONS: Final = Options()
