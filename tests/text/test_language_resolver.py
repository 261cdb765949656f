"""The one language resolver: codes and names in, a code out; anything else refused."""

import pytest

import lovelet.widgets
from lovelet.engine.errors import IllegalAction
from lovelet.text.languages import (LANGUAGES, language_of, language_or_session, session_language,
                                    set_language, validated_language)


@pytest.fixture
def session():
    """The session's language, put back as it was after the test."""
    before = session_language()
    yield
    set_language(before)


@pytest.mark.parametrize("given, code", [
    ("en", "en"), ("fr", "fr"), ("de", "de"),
    ("English", "en"), ("anglais", "en"), ("Englisch", "en"),
    ("FRANÇAIS", "fr"), ("francais", "fr"), ("French", "fr"), ("Französisch", "fr"),
    ("Deutsch", "de"), ("german", "de"), ("allemand", "de"), (" de ", "de"),
])
def test_codes_and_names_in_any_case_and_accents_are_read(given, code):
    assert language_of(given) == code


@pytest.mark.parametrize("bad", ["xx", "klingon", "", "en-US", None, 1, True, ["en"]])
def test_anything_else_is_refused_in_every_language(bad):
    with pytest.raises(IllegalAction) as refused:
        language_of(bad)
    assert refused.value.code == "BAD_OPTION" and refused.value.key == "BAD_OPTION.language"
    assert refused.value.message.startswith("Unknown language ")
    assert "'en' (English), 'fr' (français) or 'de' (Deutsch)" in refused.value.message
    assert refused.value.sentence("fr").startswith("Langue inconnue ")
    assert refused.value.sentence("de").startswith("Unbekannte Sprache ")


def test_the_languages_are_three_english_first():
    assert LANGUAGES == ("en", "fr", "de")


def test_the_session_language_is_the_default_of_none(session):
    assert set_language("Français") == "fr" and session_language() == "fr"
    assert language_or_session(None) == "fr" and language_or_session("de") == "de"
    with pytest.raises(IllegalAction):
        set_language("xx")
    assert session_language() == "fr"  # a refused language changes nothing


def test_the_widgets_package_still_gives_the_session_language():
    assert lovelet.widgets.set_language is set_language
    assert lovelet.widgets.session_language is session_language


def test_a_widgets_language_trait_is_validated_in_one_place():
    refusals = []
    assert validated_language({"value": "deutsch"}, "en", refusals.append) == "de"
    assert validated_language({"value": "xx"}, "fr", refusals.append) == "fr"  # kept as it was
    assert [refusal.key for refusal in refusals] == ["BAD_OPTION.language"]
