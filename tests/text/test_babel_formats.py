"""Numbers, percentages, lists and plural forms are Babel's (CLDR's), in en, fr and de."""

from decimal import Decimal
from fractions import Fraction

import pytest

from lovelet.text.i18n import percent
from lovelet.text.numbers import decimal, listed, percentage
from lovelet.text.plurals import choose, plural_form

NARROW = "\u202f"  # the narrow no-break space of French and German before "%"


@pytest.mark.parametrize("language, three, two, either", [
    ("en", "Ann, Ben and Cleo", "Ann and Ben", "Ann, Ben or Cleo"),
    ("fr", "Ann, Ben et Cleo", "Ann et Ben", "Ann, Ben ou Cleo"),
    ("de", "Ann, Ben und Cleo", "Ann und Ben", "Ann, Ben oder Cleo"),
])
def test_lists_end_with_the_languages_and_or_or(language, three, two, either):
    assert listed(["Ann", "Ben", "Cleo"], language) == three
    assert listed(["Ann", "Ben"], language) == two
    assert listed(["Ann", "Ben", "Cleo"], language, style="or") == either
    assert listed(["Ann"], language) == "Ann" and listed([], language) == ""
    assert listed(iter(("a", "b")), language, style="or").startswith("a ")


@pytest.mark.parametrize("language, whole, tenth", [
    ("en", "45%", "45.7%"),
    ("fr", f"45{NARROW}%", f"45,7{NARROW}%"),
    ("de", f"45{NARROW}%", f"45,7{NARROW}%"),
])
def test_percentages_have_the_languages_separator_and_spacing(language, whole, tenth):
    assert percentage(0.45, language) == whole and percent(0.45, language) == whole
    assert percentage(0.4567, language, 1) == tenth and percent(Fraction(4567, 10000), language, 1) == tenth
    assert percentage(1, language).startswith("100") and percentage(0, language).startswith("0")


def test_percentages_round_as_python_rounds_the_same_float():
    for numerator in range(1, 400):
        for denominator in range(numerator, 400, 7):
            probability = numerator / denominator
            for digits in (0, 1, 2):
                assert percentage(probability, "en", digits) == f"{100 * probability:.{digits}f}%"


@pytest.mark.parametrize("language, grouped, fixed, signed", [
    ("en", "1,234.5", "0.250", "+0.25"),
    ("fr", f"1{NARROW}234,5", "0,250", "+0,25"),
    ("de", "1.234,5", "0,250", "+0,25"),
])
def test_decimals_are_written_as_the_language_writes_them(language, grouped, fixed, signed):
    assert decimal(Decimal("1234.5"), language) == grouped
    assert decimal(0.25, language, 3) == fixed
    assert decimal(0.25, language, 2, sign=True) == signed
    assert decimal(-0.25, language, 2, sign=True) == "-" + signed[1:]
    assert decimal(16, language) == "16" and decimal(Fraction(1, 3), language).endswith("333")


@pytest.mark.parametrize("language, zero, one, two", [
    ("en", "other", "one", "other"),
    ("fr", "one", "one", "other"),  # French counts 0 as singular: "0 carte vue"
    ("de", "other", "one", "other"),
])
def test_plural_forms_are_cldrs(language, zero, one, two):
    assert (plural_form(0, language), plural_form(1, language), plural_form(2, language)) == (zero, one, two)
    assert plural_form(-1, language) == one


def test_a_text_chooses_its_form_by_count():
    forms = {"one": "{count} card", "other": "{count} cards", "zero": "no card"}
    assert choose(forms, 0, "en") == "no card" and choose(forms, 1, "en") == "{count} card"
    assert choose(forms, 5, "fr") == "{count} cards"
    assert choose({"other": "{count} Karten"}, 1, "de") == "{count} Karten"  # one form only
