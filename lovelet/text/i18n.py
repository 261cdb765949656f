"""Saying lovelet's words in English, French or German: card names, interface texts.

The words themselves are the catalogs' (:mod:`lovelet.text.catalog`, one JSON file per
language); this module says them: :func:`text` gives one interface text of
:data:`TEXTS`, :func:`say` and :func:`formatted` put values into a template with the
elisions and the typography of its language, :func:`percent` writes a probability.
Card names (:func:`card_name`, :func:`card_count`) are :mod:`lovelet.text.cards`'s and
the grammar (:func:`card_with_article`, :func:`with_colon`, :data:`GENDERS`)
:mod:`lovelet.text.grammar`'s, given here too so that one import says everything.
"""

from __future__ import annotations

from typing import Final

from lovelet.text.cards import CARD_NAMES, PLURAL_NAMES, card_count, card_name
from lovelet.text.catalog import templates
from lovelet.text.grammar import CASES, GENDERS, NO_BREAK_COLON, card_with_article, elided, with_colon
from lovelet.text.languages import LANGUAGES, language_of
from lovelet.text.numbers import Number, percentage
from lovelet.text.typography import french_spacing

__all__ = ["LANGUAGES", "CARD_NAMES", "PLURAL_NAMES", "GENDERS", "CASES", "NO_BREAK_COLON", "card_name",
           "card_count", "card_with_article", "TEXTS", "text", "formatted", "with_colon", "say", "percent"]

#: The interface texts, by language and key: the words of the table drawings, the plots,
#: the deduction tables, the widgets, the companion and the lab.  Templates take their
#: values through str.format; callers escape names before they go in.
TEXTS: Final = templates("texts")


def formatted(template: str, language: str = "en", **values: object) -> str:
    """``template.format(**values)``, with the elisions of ``language``.

    In French, "de {name}" and "que {name}" become "d'Ann", "qu'Ann" when the value
    written there begins with a vowel, and the template is spaced as French is
    (:func:`lovelet.text.typography.french_spacing`: "Pioche : {count}"), the values put in
    left as they are; other languages format as str.format does.
    """
    if language == "fr":
        template = elided(french_spacing(template), values)
    return template.format(**values)


def text(key: str, language: str = "en") -> str:
    """The interface text ``key`` (a key of :data:`TEXTS`) in ``language``.

    French texts are spaced as French is (:func:`lovelet.text.typography.french_spacing`).
    An unknown language raises IllegalAction BAD_OPTION.
    """
    language = language_of(language)
    return french_spacing(TEXTS[language][key]) if language == "fr" else TEXTS[language][key]


def say(key: str, language: str = "en", **values: object) -> str:
    """The text ``key`` in ``language`` with ``values`` put in (plain text, not escaped)."""
    return formatted(text(key, language), language, **values) if values else text(key, language)


def percent(probability: Number, language: str = "en", digits: int = 0) -> str:
    """A probability as a percentage in ``language``: "45%", "45 %", with ``digits``
    decimals and the language's decimal separator (:func:`lovelet.text.numbers.percentage`)."""
    return percentage(float(probability), language, digits)
