"""The rules tutorial's words in every language, and the one function that says them.

:data:`TEXTS` maps a language to the steps' texts of its catalog (sections ``tutorial``
and ``tutorial_names`` of :mod:`lovelet.text.catalog`: the same keys and fields in each,
checked by the tests); :data:`NAMES`
the players' names of the scenes in that language.  :func:`step_text` gives one field
of one step with the players' names put in.
"""

from types import MappingProxyType

from lovelet.text.catalog import entries, templates
from lovelet.text.i18n import formatted
from lovelet.text.languages import language_of

__all__ = ["TEXTS", "NAMES", "FIELDS", "step_text"]

TEXTS = MappingProxyType(entries("tutorial"))
NAMES = MappingProxyType({language: tuple(names.values()) for language, names in templates("tutorial_names").items()})

#: The fields each kind of step has (every one in every language).
FIELDS = MappingProxyType({
    "text": ("title", "body", "note"),
    "scene": ("title", "body", "note", "goal", "reason", "hint"),
    "check": ("title", "body", "note", "question", "hint", "explanation"),
})


def step_text(key, field, language="en"):
    """The text ``field`` of step ``key`` in ``language``, with the scenes' player names
    in it (``{p1}`` is the player after the reader), plain text: a view escapes it."""
    language = language_of(language)
    names = NAMES[language]
    template = TEXTS[language][key].get(field, "")
    return formatted(template, language, **{f"p{seat}": name for seat, name in enumerate(names)})
