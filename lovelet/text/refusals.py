"""The refusals a player meets at the table, in English, French and German.

The engine speaks in codes: a refusal made by :func:`lovelet.engine.errors.refused`
carries, besides its code, the key of its sentence and the values that go into it
(names, cards, counts: nothing the sentence does not already say).  This module gathers
the sentences (:data:`TEMPLATES`: the catalogs' ``refusals`` section, with those of the
loaders and of each part of lovelet merged in) and says them: it registers :func:`sentence` with the engine
(:func:`lovelet.engine.errors.speak_with`) when lovelet is imported, so that
``IllegalAction.message`` is the English sentence and ``refusal.sentence("fr")`` the French one.

Keys are ``CODE`` or ``CODE.variant`` where one code has several sentences (the Prince
and the Guard need a target for different reasons).  A refusal with no key, or a key
with no template in a language, is said in English: never a missing sentence.

The Table speaks to the person who made the move: :data:`SECOND_PERSON` says the
refusals a person meets there to that person ("You must play the Countess: you hold
the King."), through ``refusal.sentence(language, second_person=True)``; a refusal
with no second-person sentence (one about another player, or about no one) is said
in the third person as usual.  ``message`` is always the English third-person sentence.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction, _plain_words, refused, speak_with
from lovelet.engine.naming import card_of
from lovelet.text.catalog import templates
from lovelet.text.i18n import GENDERS, card_name, card_with_article, formatted
from lovelet.text.loading import TEMPLATES as _LOADING_TEMPLATES
from lovelet.text.numbers import listed

__all__ = ["refused", "said", "sentence", "TEMPLATES", "SECOND_PERSON"]

# Placeholders: {name}, {current}, {seat}, {target}: players' names (never escaped
# here: a view escapes what it draws); {names}: several players; {held}, {rest}:
# counts; {card}: a card's bare name, {the_card}/{The_card}: with its article (as a
# subject, capitalised at the start of a sentence), {no_card}: German "kein ..." in
# the accusative.
TEMPLATES: Final = templates("refusals")

# A save or an export refused whole (BAD_SAVE.*, BAD_EXPORT.*): said in every language, its
# technical detail apart (lovelet.text.loading), or after it when the detail is a refusal.
_LOADING_KEYS: Final = frozenset(key for key in _LOADING_TEMPLATES["en"]
                                  if key.startswith(("BAD_SAVE.", "BAD_EXPORT.")))
for _language, _templates in _LOADING_TEMPLATES.items():
    TEMPLATES[_language].update({key: text for key, text in _templates.items()
                                 if key.startswith(("BAD_SAVE.", "BAD_EXPORT."))})
# The same refusals said to the person who made the move ({name} is that person, so
# these sentences do not use it).  Not here: refusals about another player, and those
# met before anyone is known to be at the screen (a hand hidden in hot seat).
# {the_card_acc}: the card with its article as a direct object or after "für" (German
# "den König"); {the_card_gen}: after "de" (French "du Baron").
SECOND_PERSON: Final = templates("refusals_second_person")

_DE_NONE: Final = {"m": "keinen", "f": "keine"}


def _names(names: Iterable[object], language: str, english_or: bool = False) -> str:
    """Several players' names in one list: ended by the language's "or" ("Ann, Ben or
    Cleo"), but for the engine's English message, which joins them with commas only."""
    written = [str(name) for name in names]
    if language == "en" and not english_or:
        return ", ".join(written)  # the engine's English form, unchanged
    return listed(written, language, style="or")


def _card_forms(card: Card | str, language: str) -> dict[str, str]:
    """The forms of ``card``'s name the templates use, in ``language``."""
    the_card = card_with_article(card, language)
    forms = {"card": card_name(card, language), "the_card": the_card,
             "The_card": the_card[:1].upper() + the_card[1:],
             "the_card_acc": card_with_article(card, language, "acc"),
             "the_card_gen": card_with_article(card, language, "gen")}
    if language == "de":
        # the accusative's own form: "keinen Prinzen" (a weak noun), "keinen Priester"
        accusative = card_with_article(card, "de", "acc").split(" ", 1)[1]
        forms["no_card"] = f"{_DE_NONE[GENDERS['de'][card_of(card)]]} {accusative}"
    return forms


def _filled(template: str, language: str, values: Mapping[str, object], english_or: bool = False) -> str:
    """``template`` in ``language`` with a refusal's ``values`` put in: a card in all the
    forms the templates use, several names as one list, a causing refusal as its sentence."""
    fields = {key: value for key, value in values.items() if key not in ("card", "names")}
    for key, value in fields.items():
        if isinstance(value, IllegalAction):  # the refusal that caused this one, in the same words
            fields[key] = sentence(value, language).rstrip(".")
    if "card" in values:
        fields.update(_card_forms(card_of(values["card"]), language))
    if "names" in values:
        # The engine's English message joins names with commas only (kept as it was);
        # a sentence said to a person ends the list with "or".
        names = values["names"]
        fields["names"] = _names(names if isinstance(names, Iterable) else (names,), language, english_or)
    return formatted(template, language, **fields)


def said(key: str, language: str = "en", **values: object) -> str:
    """The sentence ``key`` of :data:`TEMPLATES` in ``language``, filled with ``values``
    (English where the language has no such sentence)."""
    template = TEMPLATES.get(language, {}).get(key) or TEMPLATES["en"][key]
    return _filled(template, language if key in TEMPLATES.get(language, {}) else "en", values)


def sentence(refusal: IllegalAction, language: str = "en", second_person: bool = False) -> str:
    """``refusal``'s sentence in ``language`` ("en", "fr", "de"; anything else: English).

    ``second_person=True`` says it to the player who was refused ("You must play the
    Countess: you hold the King."), where :data:`SECOND_PERSON` has a sentence for it
    whose values the refusal carries; otherwise, and for every other refusal, it is
    said in the third person.  Refusals with no translation (those not raised through
    :func:`refused`) keep the engine's English sentence.

    A file refused whole (a key of :mod:`lovelet.text.loading`) whose ``detail`` is itself
    a refusal (what exactly is wrong in the file) is its page sentence followed by that
    detail, both in ``language``.
    """
    said = _sentence(refusal, language, second_person)
    detail = refusal.values.get("detail") if getattr(refusal, "key", None) in _LOADING_KEYS else None
    if isinstance(detail, IllegalAction):
        # the page sentence says what happened, the detail what is wrong: one after the other
        specific = sentence(detail, language)
        said = f"{said} {specific[:1].upper()}{specific[1:]}"
    return said


def _sentence(refusal: IllegalAction, language: str, second_person: bool) -> str:
    """``refusal``'s own sentence (:func:`sentence`), without a file's detail."""
    key = getattr(refusal, "key", None)
    if second_person and key:
        spoken = language if language in SECOND_PERSON else "en"
        template = SECOND_PERSON[spoken].get(key)
        if template is not None:
            try:
                return _filled(template, spoken, refusal.values, english_or=True)
            except (KeyError, ValueError, IndexError):  # values missing (an older refusal)
                pass
    if key is None:  # a caller's own refusal, made with a whole English sentence
        return str(refusal.message)
    english = TEMPLATES["en"].get(key)
    if english is None:  # a key no catalog has: a fault of lovelet's, said plainly
        return str(_plain_words(refusal))
    template = TEMPLATES.get(language, {}).get(key)
    if template is not None and language != "en":
        try:
            return _filled(template, language, refusal.values)
        except (KeyError, ValueError, IndexError):  # values that do not fit: say it in English
            pass
    return _filled(english, "en", refusal.values)


# The companion's refusals of a saved record and of a game's code (a module of their own).
from lovelet.text.refusals_companion import COMPANION_TEMPLATES  # noqa: E402

for _code, _templates in COMPANION_TEMPLATES.items():
    TEMPLATES[_code].update(_templates)

# The refusals of a file name or a file (lovelet.engine.files), also a module of their own.
from lovelet.text.refusals_files import FILE_TEMPLATES  # noqa: E402

for _code, _templates in FILE_TEMPLATES.items():
    TEMPLATES[_code].update(_templates)

# The refusals of each part of lovelet, each a data module of its own.
from lovelet.text.refusals_deduction import DEDUCTION_TEMPLATES  # noqa: E402
from lovelet.text.refusals_games import GAMES_TEMPLATES  # noqa: E402
from lovelet.text.refusals_lab import LAB_TEMPLATES  # noqa: E402
from lovelet.text.refusals_rules import RULES_TEMPLATES  # noqa: E402
from lovelet.text.refusals_tables import TABLES_TEMPLATES  # noqa: E402
from lovelet.text.refusals_widgets import WIDGETS_TEMPLATES  # noqa: E402

for _part in (RULES_TEMPLATES, GAMES_TEMPLATES, DEDUCTION_TEMPLATES, LAB_TEMPLATES, WIDGETS_TEMPLATES,
              TABLES_TEMPLATES):
    for _language, _templates in _part.items():
        TEMPLATES[_language].update(_templates)

# From now on every refusal the engine raises is said with these sentences.
speak_with(sentence)
