"""Counts in words: the plural form a number takes, in en, fr and de (CLDR's rules, by Babel).

So that a sentence never says "1 opponents":

* :func:`plural_form` is CLDR's category of a count: "one" or "other" in our three
  languages (French counts 0 and 1 as "one": "0 carte vue", "1 carte vue");
* :func:`choose` picks a sentence's form by a count, with an optional "zero" form for
  the sentences that read better with "none" ("none of the 14 unseen cards is lower").

Forms are given as a dict ``{"one": ..., "other": ..., "zero": ...}`` ("zero" optional,
"other" required), as the catalogs hold them (:mod:`lovelet.text.catalog`).  Numbers and
lists are written by :mod:`lovelet.text.numbers`.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from lovelet.text.numbers import locale_of

__all__ = ["plural_form", "choose"]


def plural_form(count: int | float | Decimal, language: str = "en") -> str:
    """CLDR's plural category of ``count`` in ``language``: "one" or "other" (en, fr, de)."""
    category: str = locale_of(language).plural_form(-count if count < 0 else count)
    return category


def choose(forms: Mapping[str, str], count: int, language: str = "en") -> str:
    """The form of ``forms`` that ``count`` takes in ``language``.

    ``forms`` maps "one", "other" and optionally "zero" to texts; "zero" is used for a
    count of 0 when it is given, else CLDR's category decides ("one" falls back to
    "other" when a text has a single form).
    """
    if count == 0 and "zero" in forms:
        return forms["zero"]
    return forms.get(plural_form(count, language), forms["other"])
