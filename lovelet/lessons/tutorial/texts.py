"""The rules tutorial's words in every language, and the one function that says them.

:data:`TEXTS` maps a language to the texts of :mod:`texts_en`, :mod:`texts_fr` and
:mod:`texts_de` (the same keys and fields in each, checked by the tests); :data:`NAMES`
the players' names of the scenes in that language.  :func:`step_text` gives one field
of one step with the players' names put in.
"""

from types import MappingProxyType

from lovelet.text.i18n import formatted
from lovelet.text.languages import language_of
from lovelet.lessons.tutorial import texts_de, texts_en, texts_fr

__all__ = ["TEXTS", "NAMES", "FIELDS", "step_text"]

TEXTS = MappingProxyType({"en": texts_en.TEXTS, "fr": texts_fr.TEXTS, "de": texts_de.TEXTS})
NAMES = MappingProxyType({"en": texts_en.NAMES, "fr": texts_fr.NAMES, "de": texts_de.NAMES})

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
