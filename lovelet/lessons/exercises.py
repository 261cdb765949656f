"""Exercises whose answers lovelet computes, and the judging of a student's answer.

An :class:`Exercise` is a question (in English, French and German), a hint, and the
exact answer, computed by the package from the exercise's situation when the exercise
is made (see :mod:`lovelet.lessons.probability`): an answer is never typed into a
notebook, so a student's copy without the answer cells still checks answers.

A student answers a chance as a fraction (``3/11``), a decimal (``0.27``, or ``0,27``
as French and German write it) or a percentage (``27%``), and a number as a whole
number or a decimal.  :func:`read_answer` reads that text exactly (as a
:class:`fractions.Fraction`, remembering how many decimals were written), and
:func:`judge` compares it with the exact answer:

* a fraction or a whole number is right when it equals the answer (``6/22`` for
  ``3/11`` too);
* a decimal or a percentage is right when it is the answer rounded, or cut, to the
  decimals written (``0.27``, ``0.273``, ``27%`` and ``27.2%`` for ``3/11``), provided
  it gives at least two significant figures: ``0.3`` is *too vague* for ``3/11``;
* anything else is *not yet* right, and a "chance" outside 0 to 1 is said to be one.

Text that is not an answer (``"abc"``, ``"3/0"``, nothing) raises
:class:`~lovelet.IllegalAction` (``BAD_OPTION``) with a sentence in the chosen
language: an exercise widget shows it and changes nothing else.
"""

import re
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType

from lovelet.engine.errors import refused
from lovelet.text.i18n import GENDERS, card_name
from lovelet.engine.naming import card_of
from lovelet.text.languages import LANGUAGES, language_of

__all__ = ["Exercise", "Reading", "read_answer", "judge", "KINDS", "VERDICTS", "with_indefinite_article"]

#: What an exercise asks for: a chance (0 to 1), or a number (a count of turns, ...).
KINDS = ("probability", "number")
#: What :func:`judge` may say: only "right" is right.
VERDICTS = ("right", "not_yet", "too_vague", "not_a_probability")

# Every kind of space a keyboard or a copied number may hold: "27 %" or "27\u202f%" in French.
_SPACES = re.compile(r"[\s\u00a0\u202f\u2009]+")
_NUMBER = r"([+\-\u2212]?)(\d+(?:[.,]\d*)?|[.,]\d+)"
_FRACTION = re.compile(r"([+\-\u2212]?)(\d+)/(\d+)")
_PERCENT = re.compile(_NUMBER + "%")
_DECIMAL = re.compile(_NUMBER)
_LONGEST = 40  # characters: an answer longer than this is not an answer


@dataclass(frozen=True)
class Reading:
    """A student's answer, read exactly.

    ``value`` is the answer as a Fraction (``27%`` is 27/100); ``decimals`` is None for
    an exact answer (a fraction or a whole number), else how many decimals it gives on
    the scale of the value (``0.27`` and ``27%`` both give 2, ``27.5%`` gives 3).
    """

    value: Fraction
    decimals: object = None


def _refuse(key, language, **values):
    """Refuse the student's text with ``BAD_OPTION.<key>``: its sentence is said in any
    language by the text layer, so a page that changes language says it again
    (``refusal.sentence(language)``); ``language`` is the student's, kept for the callers."""
    raise refused(f"BAD_OPTION.{key}", **values)


def read_answer(response, kind="probability", language="en"):
    """The :class:`Reading` of ``response`` (text typed by a student).

    A chance may be a fraction, a decimal or a percentage; a number a whole number, a
    fraction or a decimal (no percentage).  A comma may stand for the decimal point and
    spaces anywhere are ignored.  Anything else raises IllegalAction (BAD_OPTION) with
    a sentence in ``language`` saying what to write.
    """
    language = language_of(language)
    if kind not in KINDS:
        raise refused("BAD_OPTION.exercise_kind", kinds=", ".join(KINDS), shown=repr(kind))
    if not isinstance(response, str):
        response = "" if response is None else str(response)
    typed = response.strip()
    if not typed:
        _refuse("exercise_empty", language)
    shown = typed if len(typed) <= _LONGEST else typed[:_LONGEST - 1] + "\u2026"
    unreadable = "exercise_unreadable" if kind == "probability" else "exercise_unreadable_number"
    if len(typed) > _LONGEST:
        _refuse(unreadable, language, text=shown)
    compact = _SPACES.sub("", typed)
    match = _FRACTION.fullmatch(compact)
    if match:
        sign, numerator, denominator = match.groups()
        if int(denominator) == 0:
            _refuse("exercise_zero_denominator", language)
        return Reading(_signed(sign, Fraction(int(numerator), int(denominator))))
    match = _PERCENT.fullmatch(compact)
    if match:
        if kind != "probability":
            _refuse("exercise_not_a_percentage", language)
        value, decimals = _decimal(*match.groups())
        return Reading(value / 100, decimals + 2)
    match = _DECIMAL.fullmatch(compact)
    if match:
        value, decimals = _decimal(*match.groups())
        return Reading(value, decimals if _has_point(match.group(2)) else None)
    _refuse(unreadable, language, text=shown)


def _has_point(digits):
    return "." in digits or "," in digits


def _signed(sign, value):
    return -value if sign in ("-", "\u2212") else value


def _decimal(sign, digits):
    """(Fraction, number of decimals) of a decimal written with a point or a comma."""
    whole, _, decimals = digits.replace(",", ".").partition(".")
    value = Fraction(int(whole or "0")) + (Fraction(int(decimals), 10 ** len(decimals)) if decimals else 0)
    return _signed(sign, value), len(decimals)


def _leading_place(value):
    """The largest power of ten not above ``value`` (a positive Fraction): 0.1 for 0.27."""
    place = Fraction(1)
    while place > value:
        place /= 10
    while place * 10 <= value:
        place *= 10
    return place


def judge(reading, expected, kind="probability"):
    """"right", "not_yet", "too_vague" or "not_a_probability": ``reading`` against ``expected``.

    ``expected`` is the exact answer (a Fraction or an int).  See the module's docstring
    for the rules; a decimal within the rounding of the digits written but with fewer
    than two significant figures is "too vague", never "right".
    """
    expected = Fraction(expected)
    value = reading.value
    if kind == "probability" and not 0 <= value <= 1:
        return "not_a_probability"
    if value == expected:
        return "right"
    if reading.decimals is None or expected == 0:
        return "not_yet"
    unit = Fraction(1, 10 ** reading.decimals)
    rounded = abs(value - expected) <= unit / 2
    cut = 0 <= abs(expected) - abs(value) < unit and (value >= 0) == (expected >= 0)
    if not (rounded or cut):
        return "not_yet"
    # Two significant figures at least: 0.27 or 27% for 3/11, 0.0053 or 0.53% for 1/190.
    return "right" if unit * 10 <= _leading_place(abs(expected)) else "too_vague"


_INDEFINITE = {"fr": {"m": "un", "f": "une"}, "de": {"m": "ein", "f": "eine"}}


def with_indefinite_article(card, language="en"):
    """``card``'s name after "a" as a question's subject uses it: "a Guard", "une
    Princesse", "ein Priester", "eine Wächterin" (the German nominative)."""
    language = language_of(language)
    card = card_of(card)
    name = card_name(card, language)
    if language == "en":
        return f"a {name}"
    return f"{_INDEFINITE[language][GENDERS[language][card]]} {name}"


def _texts(values, what):
    """``values`` as a read-only {language: text} with every language of lovelet."""
    if not isinstance(values, dict) or set(values) != set(LANGUAGES) or \
            not all(isinstance(value, str) and value for value in values.values()):
        raise refused(f"BAD_OPTION.exercise_{what}_texts", languages=", ".join(LANGUAGES))
    return MappingProxyType(dict(values))


@dataclass(frozen=True, eq=False)
class Exercise:
    """One exercise: a question and a hint in each language, and its exact answer.

    ``key`` names the exercise ("top_card", ...); ``kind`` is "probability" or
    "number".  The answer is computed by whoever makes the exercise (the functions of
    :mod:`lovelet.lessons.probability`), never typed in; :meth:`solution` gives it to the
    teacher's answer cells, and nothing of an exercise widget ever holds it.
    """

    key: str
    questions: object
    hints: object
    kind: str = "probability"
    _answer: Fraction = field(default=Fraction(0), repr=False)

    def __post_init__(self):
        if not isinstance(self.key, str) or not self.key:
            raise refused("BAD_OPTION.exercise_key")
        if self.kind not in KINDS:
            raise refused("BAD_OPTION.exercise_kind", kinds=", ".join(KINDS), shown=repr(self.kind))
        object.__setattr__(self, "questions", _texts(self.questions, "question"))
        object.__setattr__(self, "hints", _texts(self.hints, "hint"))
        object.__setattr__(self, "_answer", Fraction(self._answer))

    def question(self, language="en"):
        """The question in ``language`` (plain text: a view escapes it)."""
        return self.questions[language_of(language)]

    def hint(self, language="en"):
        """A hint in ``language``, shown after an answer that is not yet right; it tells
        how to find the answer, never the answer."""
        return self.hints[language_of(language)]

    def solution(self):
        """The exact answer (a Fraction), as the package computed it from the situation."""
        return self._answer

    def check(self, response, language="en"):
        """The verdict on ``response`` (text typed by a student): one of :data:`VERDICTS`.

        Text that is not an answer raises IllegalAction (BAD_OPTION), in ``language``.
        """
        return judge(read_answer(response, self.kind, language), self._answer, self.kind)

    def __repr__(self):
        return f"Exercise({self.key!r}, kind={self.kind!r})"
