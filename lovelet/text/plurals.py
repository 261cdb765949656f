"""Counts in words: the plural form a number takes, numbers and lists, in en, fr and de.

The grammar Babel knows (CLDR's plural rules, decimal separators, how a list is joined)
is asked of Babel here, once, so that a sentence never says "1 opponents" or "0,5" in
English:

* :func:`plural_form` is CLDR's category of a count: "one" or "other" in our three
  languages (French counts 0 and 1 as "one": "0 carte vue", "1 carte vue");
* :func:`choose` picks a sentence's form by a count, with an optional "zero" form for
  the sentences that read better with "none" ("none of the 14 unseen cards is lower");
* :func:`number` writes a number as the language writes it ("1,234.5", "1 234,5",
  "1.234,5"); :func:`joined` joins words into a list ("a, b, and c", "a, b et c").

Forms are given as a dict ``{"one": ..., "other": ..., "zero": ...}`` ("zero" optional,
"other" required), so that the texts of :mod:`lovelet.text.i18n` and of the modules beside
it stay plain data.
"""

from decimal import Decimal
from fractions import Fraction
from functools import cache

from babel import Locale
from babel.lists import format_list
from babel.numbers import format_decimal

from lovelet.text.languages import language_of

__all__ = ["plural_form", "choose", "number", "joined"]



@cache
def _locale(language):
    """Babel's Locale of ``language`` (read from CLDR's data once, when first needed)."""
    return Locale.parse(language_of(language))


def plural_form(count, language="en"):
    """CLDR's plural category of ``count`` in ``language``: "one" or "other" (en, fr, de)."""
    return _locale(language_of(language)).plural_form(abs(count))


def choose(forms, count, language="en"):
    """The form of ``forms`` that ``count`` takes in ``language``.

    ``forms`` maps "one", "other" and optionally "zero" to texts; "zero" is used for a
    count of 0 when it is given, else CLDR's category decides ("one" falls back to
    "other" when a text has a single form).
    """
    if count == 0 and "zero" in forms:
        return forms["zero"]
    return forms.get(plural_form(count, language), forms["other"])


def number(value, language="en"):
    """``value`` (an int, a Fraction or a Decimal) written as ``language`` writes numbers.

    Whole numbers have no decimals ("16"); others keep the decimals they have, with the
    language's separator ("27.3", "27,3").
    """
    if isinstance(value, Fraction):
        value = Decimal(value.numerator) / Decimal(value.denominator)
    return format_decimal(value, format="#,##0.###", locale=_locale(language_of(language)))


def joined(items, language="en"):
    """``items`` (texts) as one list in ``language``: "a, b, and c", "a, b et c", "a, b und c"."""
    items = list(items)
    return format_list(items, locale=_locale(language_of(language))) if items else ""
