"""The probability explorer's sentences that depend on a count, in English, French, German.

:mod:`lovelet.text.i18n` holds the explorer's fixed labels; the sentences here change their
words with a number ("1 opponent", "2 opponents"; "1 of the 14 unseen cards is lower",
"none of the 14 ... is lower"), so each is given as its plural forms and chosen with
:func:`lovelet.text.plurals.choose` (CLDR's rules, through Babel).  Every sentence has at
most one level of brackets: a figure is "14.3% (1/7: 2 of the 14 unseen cards)", and
nothing that holds a figure puts it in brackets again.

Each function returns plain text (a view escapes it) in ``language``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Final

from lovelet.engine.cards import Card

from lovelet.text.catalog import entries
from lovelet.text.i18n import card_count, card_name, card_with_article, formatted, text
from lovelet.text.numbers import decimal, listed
from lovelet.text.plurals import choose
from lovelet.text.typography import french_spacing

__all__ = ["places", "unseen_count", "outcome_count", "best_guess", "reason", "edition_notice", "REASONS"]

# The explorer's sentences by language and key, each a template or its plural forms
# (the catalogs' ``explorer`` section).
_FORMS: Final = entries("explorer")


def _forms(key: str, language: str) -> dict[str, str]:
    """The plural forms of the sentence ``key`` in ``language``."""
    entry = _FORMS[language][key]
    return {"other": entry} if isinstance(entry, str) else entry


def _say(key: str, language: str, count: int | None = None, **values: object) -> str:
    """The text ``key`` in ``language``, its form chosen by ``count`` (written as a number)."""
    entry = _FORMS[language][key]
    template = entry if isinstance(entry, str) else choose(entry, 0 if count is None else count, language)
    if count is not None:
        values["count"] = decimal(count, language)
    return formatted(template, language, **{name: decimal(value, language) if isinstance(value, int)
                                            and not isinstance(value, bool) else value
                                            for name, value in values.items()})


def places(unseen: int, opponents: int, deck: int, language: str = "en") -> str:
    """Where the unseen cards are: "The 19 unseen cards are: 2 in the opponents' hands, 16 in
    the deck, and 1 set aside face down."."""
    parts = [_say("in_hands", language, opponents), _say("in_deck", language, deck), _say("aside", language)]
    return _say("places", language, unseen=unseen, places=listed(parts, language))


def unseen_count(count: int, total: int, language: str = "en") -> str:
    """``count`` of the ``total`` unseen cards: "2 of the 14 unseen cards", "none of the 14 unseen cards"."""
    # the form follows the total ("of 1 unseen card"), but a count of 0 reads "none of the ..."
    forms = _forms("unseen_of", language)
    template = forms["zero"] if count == 0 else choose(forms, total, language)
    return formatted(template, language, count=decimal(count, language), total=decimal(total, language))


def outcome_count(outcome: str, count: int, total: int, language: str = "en") -> str:
    """How many unseen cards a Baron's card beats ("lower"), ties ("equal") or loses to ("higher")."""
    return _say(outcome, language, count, total=total)


def best_guess(card: Card | str, chance_text: str, language: str = "en") -> str:
    """The best Guard guess with its figure, in one level of brackets."""
    return _say("best_guess", language, card=card_name(card, language), chance=chance_text)


# ---------------------------------------------------------------------- refusals


def _too_many(language: str, card: Card | str, copies: int, held: int, seen: int, total: int) -> str:
    return _say("too_many", language, copies, card=card_name(card, language),
                copies=card_count(card, copies, language), held=held,
                seen=_say("seen_count", language, seen), total=total)


def _cannot_fill(language: str, opponents: int, needed: int, unseen: int) -> str:
    return _say("cannot_fill", language, hands=_say("hands", language, opponents), needed=needed,
                unseen=_say("only_unseen", language, unseen))


def _deck_follows(language: str, deck: int, fitted: int, unseen: int, opponents: int) -> str:
    advice = (_say("see_more", language, fitted - deck, deck=deck) if deck < fitted
              else _say("see_fewer", language))
    return _say("deck_follows", language, unseen=_say("unseen_cards", language, unseen),
                opponents=_say("opponents", language, opponents), fitted=_say("cards", language, fitted),
                deck=deck, advice=advice)


#: The refusals said here, by the key of :class:`lovelet.deduction.situation.Problem`.
REASONS: Final[dict[str, Callable[..., str]]] = {"explorer_reason_too_many": _too_many, "explorer_reason_cannot_fill": _cannot_fill,
           "explorer_reason_deck_follows": _deck_follows}


def reason(key: str, language: str, **values: Any) -> str:
    """The refusal ``key`` of :data:`REASONS` in ``language``, filled with ``values``."""
    return REASONS[key](language, **values)


# ---------------------------------------------------------------------- the edition switch


def edition_notice(edition: str, changes: Iterable[tuple[str, Mapping[str, Any]]], language: str = "en") -> str:
    """What a switch to ``edition`` changed, in a sentence.

    ``changes`` is a list of (kind, values) in order: ("kept", {"what": a list of
    "hand", "seen", "players"}), ("left_hand", {"card"}),
    ("new_hand", {"card"}), ("seen_changed", {"card", "old", "new"}),
    ("players_changed", {"old", "new"}), ("deck_changed", {"old", "new"}) or
    ("nothing_kept", {}).
    """
    said: list[str] = []
    for kind, given in changes:
        values = dict(given)  # its values: a list of words, a card, a number of cards
        if kind == "kept":
            values["what"] = listed([_say(f"kept_{what}", language) for what in values["what"]], language)
        elif kind == "left_hand":
            values["card"] = card_with_article(values["card"], language, "nom")
        elif kind == "new_hand":
            values["card"] = card_with_article(values["card"], language, "acc")
        elif kind == "seen_changed":
            values["card"] = card_name(values["card"], language)
        said.append(_say(kind, language, **values))
    # Joined here, outside any template: the French "; " gets its spacing like the rest.
    written = french_spacing(" ; ".join(said)) if language == "fr" else "; ".join(said)
    return _say("notice", language, edition=text(f"setup_edition_{edition}", language),
                changes=written[:1].upper() + written[1:])
