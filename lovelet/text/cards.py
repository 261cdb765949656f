"""The names of the cards in English, French and German, singular and plural.

The French names follow the French tutorial of the 2019 edition; the German names the
German summary of the classic edition (Pegasus), with the 2019 additions Spionin and
Kanzler.  The names are data of the catalogs (:mod:`lovelet.text.catalog`, sections
``cards`` and ``card_plurals``); this module gives them by :class:`~lovelet.Card`.
"""

from __future__ import annotations

from typing import Final

from lovelet.engine.cards import Card
from lovelet.engine.naming import card_of
from lovelet.text.catalog import templates
from lovelet.text.languages import language_of
from lovelet.text.plurals import plural_form

__all__ = ["CARD_NAMES", "PLURAL_NAMES", "card_name", "card_count"]


def _by_card(section: str) -> dict[str, dict[Card, str]]:
    """The catalogs' section ``section`` (card names keyed by the Card's name) by Card."""
    return {language: {Card[name]: said for name, said in names.items()}
            for language, names in templates(section).items()}


#: Each card's name, by language and Card: ``CARD_NAMES["fr"][Card.SPY] == "Espionne"``.
CARD_NAMES: Final = _by_card("cards")
#: Each card's plural name, by language and Card: ``PLURAL_NAMES["de"][Card.KING] == "Könige"``.
PLURAL_NAMES: Final = _by_card("card_plurals")


def card_name(card: Card | str, language: object = "en") -> str:
    """The name of ``card`` (a Card or a card's name) in ``language`` ("en", "fr" or "de").

    An unknown language raises IllegalAction BAD_OPTION, an unknown card UNKNOWN_CARD.
    """
    language = language_of(language)
    return CARD_NAMES[language][card if isinstance(card, Card) else card_of(card)]


def card_count(card: Card | str, count: int, language: str = "en") -> str:
    """``count`` copies of ``card``: "1 Spy", "2 Spies", "0 Guards"; "2 Espionnes"."""
    language = language_of(language)
    names = CARD_NAMES if plural_form(count, language) == "one" else PLURAL_NAMES  # French: "0 Espionne"
    return f"{count} {names[language][card if isinstance(card, Card) else card_of(card)]}"
