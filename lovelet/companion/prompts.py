"""What a record waits for, as a question in English, French or German.

:func:`prompt` turns an :class:`~lovelet.companion.expected.Expected` into the question a
companion asks ("Which card did you draw?", "Does Ben hold the Priest?"), with the
texts of :data:`lovelet.text.i18n.TEXTS` (keys ``companion_expect_...``).  Names are written
as typed: a view escapes them before drawing them as HTML.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from lovelet.text.i18n import card_with_article, formatted, text

if TYPE_CHECKING:  # named for the annotations only
    from lovelet.companion.expected import Expected
from lovelet.text.languages import language_of

__all__ = ["prompt"]


def prompt(expected: Expected, names: Sequence[str], seat: int, language: str = "en") -> str:
    """The question for ``expected`` in ``language``, the players being ``names`` and
    the record's own seat ``seat``."""
    language = language_of(language)
    kind = expected.kind
    values = {"name": names[expected.player] if expected.player is not None else ""}
    key = "companion_expect_" + kind
    if kind == "played" and expected.player == seat:
        key += "_you"
    elif kind == "drew" and expected.source == "set_aside":
        key += "_set_aside"
    elif kind == "guard_answer":
        values["the_card"] = card_with_article(expected.guess, language, "acc")
    elif kind in ("saw", "discarded"):
        key += "_" + expected.about
    elif kind == "baron_outcome":
        values["target"] = names[expected.target]
    elif kind in ("chancellor_drew", "chancellor_returned"):
        values["count"] = expected.count
        if kind == "chancellor_returned" and expected.player == seat:
            key += "_you"
        elif expected.count == 1:
            key += "_one"
    elif kind == "revealed":
        values["players"] = ", ".join(names[player] for player in expected.players)
        key += ("_both" if expected.set_aside else "_showdown") if expected.players else "_set_aside"
    elif kind in ("next_round", "game_over"):
        values["players"] = ", ".join(names[player] for player in expected.players)
        if kind == "next_round" and len(expected.players) > 1:
            key += "_tie"
    return formatted(text(key, language), language, **values)

