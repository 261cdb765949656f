"""The coach's words: its sentences, said in English, French or German, with its
chances as percentages a student reads at a glance ("16% chance to knock Ben out") and
the exact fractions on request.

A :class:`Sentence` is a key of the ``# coach`` block of :data:`lovelet.text.i18n.TEXTS` and
the values that go in it (names, cards, exact chances, counts of equally likely cards,
distributions of cards), so that one piece of advice can be said in any language, and
compared as a value.  :meth:`Sentence.text` writes chances as percentages
(:func:`percent_text`); ``exact=True`` adds each one's fraction after it
(:func:`chance_text`: "27.3% (3/11)"), never before.  Uncertainty is said as a number
of equally likely cards (:func:`equally_likely`), never in bits.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from lovelet.engine.cards import Card
from lovelet.engine.frozen import ReadOnlyDict
from lovelet.text.i18n import card_name, formatted, text
from lovelet.text.languages import language_of
from lovelet.text.numbers import decimal

__all__ = ["Sentence", "chance_text", "percent_text", "fraction_text", "equally_likely", "sentence"]


def fraction_text(chance: Fraction | int) -> str:
    """An exact chance as its fraction: "3/11", "0", "1"."""
    chance = Fraction(chance)
    return str(chance.numerator) if chance.denominator == 1 else f"{chance.numerator}/{chance.denominator}"


def percent_text(chance: Fraction | int, language: str = "en") -> str:
    """An exact chance as a whole percentage, the way a student says it: "27%", "50%".

    Below 10% (and above 90%) it keeps one decimal ("6.3%", "0.5%"), rounded half up;
    a chance that is not 0 (or 1) is never written 0% (or 100%) but "< 0.1%" (or
    "> 99.9%").  French and German write a decimal comma and a thin space before the %.
    """
    return _percent(chance, language, whole=lambda tenths: 100 <= tenths <= 900 or tenths % 10 == 0)


def equally_likely(distribution: Mapping[object, Fraction]) -> int:
    """How many equally likely cards would be as uncertain as ``distribution`` (its
    perplexity, 2 to the power of its entropy), as a whole number: 1 when the card is
    known, at least 2 when it is not."""
    bits = -sum(float(chance) * math.log2(chance) for chance in distribution.values() if chance)
    if bits <= 1e-12:
        return 1
    return max(2, round(2 ** bits))


def chance_text(chance: Fraction | int, language: str = "en") -> str:
    """An exact chance as its percentage, then its fraction: "27.3% (3/11)", "0% (0)".

    The percentage has one decimal, rounded half up; a chance that is not 0 (or 1) is
    never written 0% (or 100%) but "< 0.1%" (or "> 99.9%").  French and German write a
    decimal comma and a thin space before the % sign.  The percentage always comes
    first: a fraction such as 68/237 says nothing at a glance.
    """
    return f"{_percent(chance, language, whole=lambda tenths: tenths % 10 == 0)} ({fraction_text(chance)})"


def _percent(chance: Fraction | int, language: str, whole: Callable[[int], bool]) -> str:
    """``chance`` as a percentage in ``language``, rounded half up to a tenth, or to a
    whole number where ``whole(tenths)`` says so; never 0% or 100% for a chance
    that is not 0 or 1 ("< 0.1%", "> 99.9%")."""
    chance = Fraction(chance)
    tenths = math.floor(chance * 1000 + Fraction(1, 2))
    prefix = ""
    if tenths == 0 and chance > 0:
        number, prefix = "0.1", "< "
    elif tenths == 1000 and chance < 1:
        number, prefix = "99.9", "> "
    elif whole(tenths):
        number = f"{math.floor(chance * 100 + Fraction(1, 2))}"
    else:
        number = f"{tenths / 10:.1f}"
    number = decimal(Decimal(number), language)  # "27,3" in French and German
    return f"{prefix}{formatted(text('percent', language), language, number=number)}"


def _chance(chance: Fraction | int, language: str, exact: bool) -> str:
    return chance_text(chance, language) if exact else percent_text(chance, language)


def _distribution_text(distribution: Mapping[Card, Fraction], language: str, exact: bool = False) -> str:
    """"Guard 38%, Priest 15%": the possible cards, likeliest first (on a tie, the lower
    value first, the edition's order); ``exact``: "Guard 38.5% (5/13), ..."."""
    possible = [(card, chance) for card, chance in distribution.items() if chance]
    order = {card: index for index, card in enumerate(distribution)}
    possible.sort(key=lambda item: (-item[1], order[item[0]]))
    if not possible:
        return text("coach_nothing", language)
    return ", ".join(f"{card_name(card, language)} {_chance(chance, language, exact)}" for card, chance in possible)


def _shown(value: object, language: str, exact: bool = False) -> object:
    """One value of a sentence, written in ``language`` (chances with their fractions
    when ``exact``)."""
    if isinstance(value, Card):
        return card_name(value, language)
    if isinstance(value, Fraction):
        return _chance(value, language, exact)
    if isinstance(value, ReadOnlyDict):  # a distribution of cards
        return _distribution_text(value, language, exact)
    if isinstance(value, tuple):  # cards, in order
        return " \u2192 ".join(_shown(item, language, exact) for item in value)
    return str(value)


@dataclass(frozen=True)
class Sentence:
    """A sentence of the coach, ready to be said in any language.

    ``key`` is a key of :data:`lovelet.text.i18n.TEXTS` (the ``# coach`` block), ``values``
    what goes in it: players' names (plain text: escape them to draw them as HTML),
    cards, exact chances (written as percentages), counts, distributions.  ``more`` are
    sentences said after it.  ``str(sentence)`` is the English sentence; :meth:`text`
    says it in another language.
    """

    key: str
    values: ReadOnlyDict = ReadOnlyDict()
    more: tuple = ()

    def text(self, language: str = "en", exact: bool = False) -> str:
        """The sentence in ``language`` ("en", "fr" or "de"), its chances as percentages;
        ``exact``: each followed by its exact fraction, "27.3% (3/11)"."""
        language = language_of(language)
        values = {name: _shown(value, language, exact) for name, value in self.values.items()}
        said = formatted(text(self.key, language), language, **values)
        return " ".join([said] + [sentence.text(language, exact) for sentence in self.more])

    def __str__(self) -> str:
        return self.text("en")


def sentence(key: str, more: Iterable[Sentence] = (), **values: object) -> Sentence:
    """The :class:`Sentence` of ``key`` with ``values``, followed by the sentences ``more``."""
    return Sentence(key, ReadOnlyDict(values), tuple(more))
