"""The grammar of French and German that Babel does not know: articles, elision, cases.

* Each card's name has a grammatical gender (:data:`GENDERS`): the French names are
  masculine but for the women of the court; in German the Spionin, the Wächterin, the
  Zofe, the Gräfin and the Prinzessin are feminine, the men masculine.
* :func:`card_with_article` declines a card's name with its definite article in a
  grammatical case (:data:`CASES`): "au Roi", "de l'Espionne", "den Prinzen".
* :func:`elided` makes French "de" and "que" elide before a vowel ("la carte d'Ann").
* :func:`with_colon` ends a label with the colon of its language ("Deck:", "Pioche :").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final

from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import card_of
from lovelet.text.cards import CARD_NAMES
from lovelet.text.languages import language_of
from lovelet.text.typography import NO_BREAK_SPACE

__all__ = ["GENDERS", "CASES", "VOWELS", "NO_BREAK_COLON", "card_with_article", "elided", "with_colon"]

#: The grammatical gender of each card's name, "m" or "f", in French and German.
GENDERS: Final = {
    "fr": {Card.SPY: "f", Card.GUARD: "m", Card.PRIEST: "m", Card.BARON: "m",
           Card.HANDMAID: "f", Card.PRINCE: "m", Card.CHANCELLOR: "m", Card.KING: "m",
           Card.COUNTESS: "f", Card.PRINCESS: "f"},
    "de": {Card.SPY: "f", Card.GUARD: "f", Card.PRIEST: "m", Card.BARON: "m",
           Card.HANDMAID: "f", Card.PRINCE: "m", Card.CHANCELLOR: "m", Card.KING: "m",
           Card.COUNTESS: "f", Card.PRINCESS: "f"},
}

#: The grammatical cases :func:`card_with_article` knows.
CASES: Final = ("nom", "acc", "dat", "gen")

#: The letters a French word elides before ("l'Espionne", "d'Ann").
VOWELS: Final = frozenset("aeiouyâàéèêëîïôûùAEIOUYÂÀÉÈÊËÎÏÔÛÙ")

#: The colon of French, after its no-break space.
NO_BREAK_COLON: Final = NO_BREAK_SPACE + ":"

# German definite articles by gender and case, and the endings of the masculine
# names: "Prinz" is a weak noun (den, dem, des Prinzen); the others take -s in the
# genitive only (des Priesters, des Barons, des Kanzlers, des Königs).
_DE_ARTICLES: Final = {"m": {"nom": "der", "acc": "den", "dat": "dem", "gen": "des"},
                       "f": {"nom": "die", "acc": "die", "dat": "der", "gen": "der"}}
_DE_WEAK: Final = frozenset({Card.PRINCE})
# French: "à le" and "de le" contract to "au" and "du"; "le" and "la" elide before a vowel.
_FR_ARTICLES: Final = {"m": {"nom": "le ", "acc": "le ", "dat": "au ", "gen": "du "},
                       "f": {"nom": "la ", "acc": "la ", "dat": "à la ", "gen": "de la "}}
_FR_ELIDED: Final = {"nom": "l'", "acc": "l'", "dat": "à l'", "gen": "de l'"}


def card_with_article(card: Card | str, language: str = "en", case: str = "nom") -> str:
    """``card``'s name with the definite article, as a sentence uses it.

    ``case`` is the grammatical case of the phrase: "nom" (subject), "acc" (direct
    object), "dat" (after "à" in French, a dative in German) or "gen" (after "de", a
    German genitive).  English: "the Guard" in every case.  French: "le Prêtre", "la
    Princesse", "l'Espionne"; "au Roi", "du Garde", "de l'Espionne".  German: "der
    Priester", "den Priester", "dem Priester", "des Priesters"; "den Prinzen"; "die
    Wächterin", "der Wächterin".  An unknown case raises IllegalAction BAD_OPTION.
    """
    language = language_of(language)
    if case not in CASES:
        raise refused("BAD_OPTION.case", shown=shown(case), cases=", ".join(CASES))
    known: Card = card if isinstance(card, Card) else card_of(card)
    name = CARD_NAMES[language][known]
    if language == "en":
        return f"the {name}"
    gender = GENDERS[language][known]
    if language == "fr":
        if name[0] in VOWELS:
            return _FR_ELIDED[case] + name
        return _FR_ARTICLES[gender][case] + name
    if gender == "m" and known in _DE_WEAK and case != "nom":
        name += "en"
    elif gender == "m" and case == "gen":
        name += "s"
    return f"{_DE_ARTICLES[gender][case]} {name}"


# French elides "de" and "que" before a vowel: "la carte d'Ann", "ce qu'Ève sait".
_ELIDABLE: Final = re.compile(r"\b(de|que|De|Que) \{(\w+)(?::(\w*))?\}")


def elided(template: str, values: Mapping[str, object]) -> str:
    """The French ``template`` with "de {name}" and "que {name}" written "d'{name}",
    "qu'{name}" where the value put there (formatted by its spec) begins with a vowel."""
    if "de {" not in template and "que {" not in template.lower():
        return template

    def elide(match: re.Match[str]) -> str:
        word, name, spec = match.groups()
        written = format(values[name], spec or "")
        if written[:1] in VOWELS:
            return f"{word[:-1]}'{{{name}{':' + spec if spec else ''}}}"
        return match.group(0)

    return _ELIDABLE.sub(elide, template)


def with_colon(label: str, language: str = "en") -> str:
    """``label`` followed by a colon as ``language`` writes it: "Deck:", "Pioche :"
    (for a "label: value" a view puts together)."""
    return f"{label}{NO_BREAK_COLON if language_of(language) == 'fr' else ':'}"
