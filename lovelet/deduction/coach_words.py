"""The coach's words: its sentences, said in English, French or German, and its chances
written as a fraction and a percentage.

A :class:`Sentence` is a key of the ``# coach`` block of :data:`lovelet.i18n.TEXTS` and
the values that go in it (names, cards, exact chances, bits, distributions of cards),
so that one piece of advice can be said in any language, and compared as a value.
"""

import math
from dataclasses import dataclass
from fractions import Fraction

from ..cards import Card
from ..frozen import ReadOnlyDict
from ..i18n import card_name, formatted, text
from ..naming import language_of

__all__ = ["Sentence", "chance_text", "sentence"]


def chance_text(chance, language="en"):
    """An exact chance as a fraction and a percentage: "3/11 (27.3%)", "0 (0%)".

    The percentage has one decimal, rounded half up; a chance that is not 0 (or 1) is
    never written 0% (or 100%) but "< 0.1%" (or "> 99.9%").  French and German write a
    decimal comma and a thin space before the % sign.
    """
    chance = Fraction(chance)
    fraction = str(chance.numerator) if chance.denominator == 1 else f"{chance.numerator}/{chance.denominator}"
    tenths = math.floor(chance * 1000 + Fraction(1, 2))
    prefix = ""
    if tenths == 0 and chance > 0:
        number, prefix = "0.1", "< "
    elif tenths == 1000 and chance < 1:
        number, prefix = "99.9", "> "
    else:
        number = f"{tenths // 10}" if tenths % 10 == 0 else f"{tenths / 10:.1f}"
    if language != "en":
        number = number.replace(".", ",")
    return f"{fraction} ({prefix}{formatted(text('percent', language), language, number=number)})"


def _bits_text(bits, language):
    written = f"{bits:.2f}"
    return written if language == "en" else written.replace(".", ",")


def _distribution_text(distribution, language):
    """"Guard 5/13 (38.5%), Priest 2/13 (15.4%)": the possible cards, likeliest first
    (on a tie, the lower value first, the edition's order)."""
    possible = [(card, chance) for card, chance in distribution.items() if chance]
    order = {card: index for index, card in enumerate(distribution)}
    possible.sort(key=lambda item: (-item[1], order[item[0]]))
    if not possible:
        return text("coach_nothing", language)
    return ", ".join(f"{card_name(card, language)} {chance_text(chance, language)}" for card, chance in possible)


def _shown(value, language):
    """One value of a sentence, written in ``language``."""
    if isinstance(value, Card):
        return card_name(value, language)
    if isinstance(value, Fraction):
        return chance_text(value, language)
    if isinstance(value, float):
        return _bits_text(value, language)
    if isinstance(value, ReadOnlyDict):  # a distribution of cards
        return _distribution_text(value, language)
    if isinstance(value, tuple):  # cards, in order
        return " \u2192 ".join(_shown(item, language) for item in value)
    return str(value)


@dataclass(frozen=True)
class Sentence:
    """A sentence of the coach, ready to be said in any language.

    ``key`` is a key of :data:`lovelet.i18n.TEXTS` (the ``# coach`` block), ``values``
    what goes in it: players' names (plain text: escape them to draw them as HTML),
    cards, exact chances (written as a fraction and a percentage), bits, distributions.
    ``more`` are sentences said after it.  ``str(sentence)`` is the English sentence;
    :meth:`text` says it in another language.
    """

    key: str
    values: ReadOnlyDict = ReadOnlyDict()
    more: tuple = ()

    def text(self, language="en"):
        """The sentence in ``language`` ("en", "fr" or "de")."""
        language = language_of(language)
        values = {name: _shown(value, language) for name, value in self.values.items()}
        said = formatted(text(self.key, language), language, **values)
        return " ".join([said] + [sentence.text(language) for sentence in self.more])

    def __str__(self):
        return self.text("en")


def sentence(key, more=(), **values):
    """The :class:`Sentence` of ``key`` with ``values``, followed by the sentences ``more``."""
    return Sentence(key, ReadOnlyDict(values), tuple(more))
