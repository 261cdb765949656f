"""The one language resolver of lovelet: which language a text is said in.

A **language** is ``"en"``, ``"fr"`` or ``"de"``, or its name in English, French or
German in any case, with or without accents (``"english"``, ``"Français"``,
``"deutsch"``).  Every function of lovelet that takes a language reads it here, so that
the drawings, the narration, the lessons and the widgets accept the same things and
refuse the same things with the same sentence (IllegalAction BAD_OPTION, key
``BAD_OPTION.language``).

The classroom kit's widgets made with ``language=None`` speak the session's language,
chosen once with :func:`set_language` (English until then); :func:`validated_language`
is the one check their ``language`` trait runs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.engine.naming import folded

__all__ = ["LANGUAGES", "language_of", "set_language", "session_language", "language_or_session",
           "validated_language"]

#: The codes of the languages lovelet speaks, English first (the default).
LANGUAGES: Final = ("en", "fr", "de")

# Every name a language may be given by, folded (no case, no accents).
_LANGUAGE_NAMES: Final = {
    "en": "en", "english": "en", "anglais": "en", "englisch": "en",
    "fr": "fr", "french": "fr", "francais": "fr", "franzosisch": "fr",
    "de": "de", "german": "de", "allemand": "de", "deutsch": "de",
}

# The language of the classroom kit's widgets when a notebook names none (language=None):
# chosen once for the session with set_language, English until then.
_session: dict[str, str] = {"language": "en"}


def language_of(language: object) -> str:
    """``language`` as "en", "fr" or "de"; anything else raises IllegalAction (BAD_OPTION)."""
    if isinstance(language, str):
        if type(language) is str and language in LANGUAGES:  # the common case, before any folding
            return language
        code = _LANGUAGE_NAMES.get(folded(str.__add__("", language)))
        if code is not None:
            return code
    raise refused("BAD_OPTION.language", shown=shown(language))


def set_language(language: object) -> str:
    """Choose the language (English, French or German, by code or name) of every widget
    of the classroom kit made afterwards without a language of its own; returns its code.

    Each widget may still be given its own ``language``.
    """
    _session["language"] = language_of(language)
    return _session["language"]


def session_language() -> str:
    """The session's language: the code set by :func:`set_language`, else "en"."""
    return _session["language"]


def language_or_session(language: object) -> str:
    """``language`` as "en", "fr" or "de", the session's language when it is None: how
    the classroom kit's widgets read their ``language`` argument."""
    return _session["language"] if language is None else language_of(language)


def validated_language(proposal: Mapping[str, object], current: str,
                       refuse: Callable[[IllegalAction], object]) -> str:
    """The code of the language a widget's ``language`` trait is being set to.

    ``proposal`` is what traitlets hands a ``@validate("language")`` method (its
    ``"value"`` is the new value) and ``current`` the trait's value now.  A language's
    name becomes its code; anything else is handed, as its IllegalAction BAD_OPTION, to
    ``refuse`` (the widget says it) and the trait keeps ``current``.
    """
    try:
        return language_of(proposal["value"])
    except IllegalAction as refusal:
        refuse(refusal)
        return current
