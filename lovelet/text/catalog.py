"""The catalogs of lovelet's words, one per language, read once from package data.

Each language has one JSON file, ``lovelet/text/catalogs/<code>.json``, holding only
data: the card names (``cards``, ``card_plurals``), the interface texts (``texts``), the
narration's sentences (``narration``), the loading refusals (``loading``), the explorer's
counted forms (``explorer``), the refusals' sentences (``refusals``,
``refusals_second_person``) and the rules tutorial's steps (``tutorial``: each step's
fields; ``tutorial_names``: the players of its scenes, ``p0`` the reader).  Every section has the same keys in every language, with
the same placeholders (tests/text checks it).  A text is a str.format template; a
counted text is a dict of CLDR plural forms (``{"one": ..., "other": ..., "zero": ...}``).

This module only reads: the words are said by :mod:`lovelet.text.i18n` and the modules
beside it.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Final, Union

from lovelet.text.languages import LANGUAGES

__all__ = ["Entry", "SECTIONS", "catalog_of", "templates", "entries"]

#: One entry of a section: a template, or a template's plural forms.
Entry = Union[str, dict[str, str]]

#: The sections every catalog has.
SECTIONS: Final = ("cards", "card_plurals", "texts", "narration", "loading", "explorer", "refusals",
                   "refusals_second_person", "tutorial", "tutorial_names")


def _read(language: str) -> dict[str, dict[str, Entry]]:
    """The catalog of ``language`` as its JSON file holds it (shipped as package data)."""
    source = resources.files("lovelet.text").joinpath("catalogs").joinpath(f"{language}.json")
    data = json.loads(source.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or set(data) != set(SECTIONS):
        raise RuntimeError(f"the {language} catalog of lovelet is damaged: sections {sorted(data)}")
    return data


# Read once, when lovelet's text layer is imported: every sentence of lovelet needs them.
_CATALOGS: Final = {language: _read(language) for language in LANGUAGES}


def catalog_of(language: str) -> dict[str, dict[str, Entry]]:
    """The whole catalog of ``language`` (a code of :data:`~lovelet.text.languages.LANGUAGES`)."""
    return _CATALOGS[language]


def entries(section: str) -> dict[str, dict[str, Entry]]:
    """Section ``section`` of every catalog, by language: ``{"en": {...}, "fr": ..., "de": ...}``."""
    return {language: _CATALOGS[language][section] for language in LANGUAGES}


def templates(section: str) -> dict[str, dict[str, str]]:
    """Section ``section`` of every catalog, by language, where every entry is a plain template."""
    said: dict[str, dict[str, str]] = {}
    for language, section_entries in entries(section).items():
        plain = {key: entry for key, entry in section_entries.items() if isinstance(entry, str)}
        if len(plain) != len(section_entries):
            raise RuntimeError(f"the {language} catalog's {section} has forms where texts belong")
        said[language] = plain
    return said
