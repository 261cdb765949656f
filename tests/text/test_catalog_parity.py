"""The catalogs: one per language, the same keys in each, with the same placeholders."""

import json
import string
import tomllib
from pathlib import Path

import pytest

import lovelet.text
from lovelet.text.catalog import SECTIONS, catalog_of, entries
from lovelet.text.languages import LANGUAGES

# A card is said in several forms, all made from its one value "card" (lovelet.text.refusals:
# "le Prêtre", "den Prinzen", "keinen Prinzen"; the lessons: "a Guard", "un Garde").
CARD_FORMS = {"card", "the_card", "The_card", "the_card_acc", "the_card_gen", "no_card", "a_card"}
# A translation may leave out a refusal's value that English names (the edition, a
# programmer's detail), never ask for one the refusal does not carry.
MAY_LEAVE_OUT = {"refusals", "refusals_second_person"}


def placeholders(entry):
    """The names of the values ``entry`` (a template or its plural forms) takes."""
    texts = [entry] if isinstance(entry, str) else list(entry.values())
    return {"card" if name in CARD_FORMS else name.split(".")[0].split("[")[0]
            for said in texts for _, name, _, _ in string.Formatter().parse(said) if name}


@pytest.mark.parametrize("section", SECTIONS)
def test_every_key_is_in_every_language(section):
    keys = {language: set(entries(section)[language]) for language in LANGUAGES}
    assert keys["fr"] == keys["en"] and keys["de"] == keys["en"]


@pytest.mark.parametrize("section", SECTIONS)
@pytest.mark.parametrize("language", ["fr", "de"])
def test_every_text_takes_the_same_placeholders_as_english(section, language):
    english, other = entries(section)["en"], entries(section)[language]
    for key, entry in english.items():
        if section in MAY_LEAVE_OUT:
            assert placeholders(other[key]) <= placeholders(entry), (section, key)
        else:
            assert placeholders(other[key]) == placeholders(entry), (section, key)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_catalog_is_data_only_json_shipped_with_the_package(language):
    path = Path(lovelet.text.__file__).parent / "catalogs" / f"{language}.json"
    assert json.loads(path.read_text(encoding="utf-8")) == catalog_of(language)
    pyproject = tomllib.loads((Path(lovelet.__file__).parent.parent / "pyproject.toml").read_text())
    assert "catalogs/*.json" in pyproject["tool"]["setuptools"]["package-data"]["lovelet.text"]


def test_plural_forms_always_have_an_other():
    for language in LANGUAGES:
        for section in SECTIONS:
            for key, entry in entries(section)[language].items():
                if isinstance(entry, dict) and section != "tutorial":
                    assert "other" in entry and set(entry) <= {"zero", "one", "other"}, (language, key)
