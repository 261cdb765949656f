"""Names nobody typed: "Player 2", "Joueur 2", "Spieler 2", in the language of the page.

A seat keeps the name it was given unless that name is a default one (the engine's
"Player 2", or the Setup's default in any language): such a name is shown in the
language chosen, on the Setup form and at the Table (its board, its log, its summaries
and its refusals), so that switching the language renames the seats nobody named.
The game itself keeps the names it was started with.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lovelet.engine.errors import IllegalAction
from lovelet.text.i18n import say
from lovelet.text.languages import LANGUAGES

__all__ = ["default_name", "is_default_name", "names_in", "renamed"]

# The values of a refusal (lovelet.text.refusals) that hold players' names.
_NAME_VALUES = ("name", "current", "seat", "target")


def default_name(seat: int, language: str = "en") -> str:
    """The name seat ``seat`` (0 for the first) has until someone types one."""
    return say("default_player_name", language, number=seat + 1)


def is_default_name(name: Any, seat: int) -> bool:
    """Whether ``name`` is seat ``seat``'s default name in one of the languages."""
    return isinstance(name, str) and any(name == default_name(seat, language) for language in LANGUAGES)


def names_in(names: Sequence[str], language: str) -> list[str]:
    """``names`` (by seat) with every default name said in ``language``."""
    return [default_name(seat, language) if is_default_name(name, seat) else name
            for seat, name in enumerate(names)]


def renamed(refusal: IllegalAction, names: Sequence[str], shown_names: Sequence[str]) -> IllegalAction:
    """``refusal`` (an IllegalAction) with the players' names among its values replaced by
    the names shown (``names[i]`` becomes ``shown_names[i]``), so that its sentence names
    the seats as the page does; ``refusal`` itself when nothing changes."""
    mapping = {name: shown for name, shown in zip(names, shown_names) if name != shown}
    if not mapping or refusal.key is None:
        return refusal
    values = dict(refusal.values)
    for key in _NAME_VALUES:
        if isinstance(values.get(key), str):
            values[key] = mapping.get(values[key], values[key])
    if isinstance(values.get("names"), (list, tuple)):
        values["names"] = tuple(mapping.get(name, name) for name in values["names"])
    return IllegalAction(refusal.code, key=refusal.key, values=values)
