"""Numbers, percentages and lists as each language writes them, by Babel (CLDR's data).

lovelet writes no separator, list word or percent sign by hand: Babel knows that French
writes "27,5", German "1.234,5", and that lists end "a, b and c" (no comma before
"and", as lovelet's English always wrote), "a, b et c", "a, b und c" ("a, b or c"... for
the "or" lists):

* :func:`decimal` writes a number with the language's separators ("1,234.5",
  "1 234,5", "1.234,5"), with a fixed number of decimals or those the number has;
* :func:`percentage` writes a probability as a percentage ("45%", "45 %", "45 %");
* :func:`listed` joins words into one list, with "and" or, ``style="or"``, with "or".

Plural forms are :mod:`lovelet.text.plurals`'s (CLDR's plural rules, through Babel too).
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction
from functools import cache
from typing import Literal, Union

from babel import Locale
from babel.lists import format_list
from babel.numbers import format_decimal, format_percent

from lovelet.text.languages import language_of
from lovelet.text.typography import NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE

__all__ = ["Number", "locale_of", "decimal", "percentage", "listed"]

#: What :func:`decimal` and :func:`percentage` write: an int, a float, a Fraction or a Decimal.
Number = Union[int, float, Fraction, Decimal]

@cache
def locale_of(language: str) -> Locale:
    """Babel's Locale of ``language`` (read from CLDR's data once, when first needed)."""
    return Locale.parse(language_of(language))


def _exact(value: Number) -> Decimal:
    """``value`` as a Decimal, exactly: a float keeps its binary value, so it rounds as
    Python's own formatting does (``f"{2.675:.2f}"`` is "2.67")."""
    if isinstance(value, Fraction):
        return Decimal(value.numerator) / Decimal(value.denominator)
    if isinstance(value, (Decimal, int)):
        return Decimal(value)
    return Decimal(float(value))  # a numpy float too


def _pattern(digits: int | None) -> str:
    """A CLDR number pattern with grouping and ``digits`` decimals (None: up to three,
    only those the number has)."""
    return "#,##0" if digits == 0 else "#,##0.###" if digits is None else "#,##0." + "0" * digits


def decimal(value: Number, language: str = "en", digits: int | None = None, sign: bool = False) -> str:
    """``value`` written as ``language`` writes numbers: "1,234.5", "1 234,5", "1.234,5".

    ``digits`` fixes the number of decimals (rounded half to even, as Python rounds);
    None keeps up to three, only those the number has ("16", "27.3").  ``sign=True``
    writes a "+" before a positive number ("+0.25", for a difference).
    """
    pattern = _pattern(digits)
    if sign:
        pattern = f"+{pattern};-{pattern}"
    return format_decimal(_exact(value), format=pattern, locale=locale_of(language))


def percentage(probability: Number, language: str = "en", digits: int = 0) -> str:
    """``probability`` (0 to 1) as a percentage in ``language`` with ``digits`` decimals:
    "45%", "45,5 %" (French and German put a narrow no-break space before "%", the space
    lovelet's typography sets there: :mod:`lovelet.text.typography`)."""
    # A float is scaled as Python scales it (100 * p) before it is rounded, as lovelet always
    # wrote percentages: 351/360 as a float is a hair under 0.975, and 100 * it is 97.5.
    share = _exact(100 * probability) / 100 if isinstance(probability, float) else _exact(probability)
    written = format_percent(share, format=_pattern(digits) + "%", locale=locale_of(language))
    if language_of(language) != "en":
        # CLDR's own French and German patterns put a no-break space before "%"; a pattern
        # given to Babel replaces them, so the space lovelet's typography uses is set here.
        written = written.replace(NO_BREAK_SPACE, "").replace("%", NARROW_NO_BREAK_SPACE + "%")
    return written


def listed(items: Iterable[str], language: str = "en", style: Literal["and", "or"] = "and") -> str:
    """``items`` as one list in ``language``: "a, b and c", "a, b et c", "a, b und c";
    ``style="or"``: "a, b or c", "a, b ou c", "a, b oder c"; "a and b"; "" for no item."""
    words = [str(item) for item in items]
    if not words:
        return ""
    return format_list(words, style="standard" if style == "and" else "or",
                       locale=_LIST_LOCALES.get(language) or locale_of(language))


# English lists are written without a comma before "and" (British usage, CLDR's en_GB),
# as lovelet's sentences always were; numbers keep the plain "en" formats.
_LIST_LOCALES = {"en": Locale.parse("en_GB")}
