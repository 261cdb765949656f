"""IllegalAction: the one error lovelet raises for anything a caller did wrong.

Every refusal carries a stable ``code`` (the catalogue of docs/rules.md section D), the
key of its sentence and the values that go into it.  The engine writes no sentence: the
text layer says each refusal in English, French or German.  Codes are plain strings so
that they survive JSON, logs and comparisons without importing anything.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Final

__all__ = ["IllegalAction", "CODES", "refused", "refused_as", "speak_with", "shown", "OneOf"]

#: Every code lovelet can raise, with the situation it names.
CODES: Final[Mapping[str, str]] = {
    "BAD_PLAYER_COUNT": "the number of players does not fit the edition",
    "DUPLICATE_PLAYER": "two players have the same name",
    "UNKNOWN_PLAYER": "a seat that is not a player of this game",
    "BAD_DECK": "a deck order or position that is not the edition's cards",
    "OUT_OF_TURN": "an action by a player who is not the active one",
    "BAD_ACTION": "something that is not an action of lovelet",
    "BAD_OPTION": "an unknown edition, option name or option value",
    "BAD_POSITION": "a staged position that breaks a rule of the game",
    "UNKNOWN_CARD": "a card that is not in this edition",
    "CARD_NOT_IN_HAND": "playing a card the player does not hold",
    "COUNTESS_FORCED": "playing the King or a Prince while holding the Countess",
    "TARGET_REQUIRED": "a target is missing although one can be chosen",
    "SELF_TARGET_NOT_ALLOWED": "a Guard, Priest, Baron or King aimed at its own player",
    "TARGET_OUT_OF_ROUND": "a target who is out of the round",
    "TARGET_PROTECTED": "a target protected by a Handmaid",
    "PARAM_NOT_ALLOWED": "a target or guess given where none is allowed",
    "GUESS_REQUIRED": "a Guard with a target but no guess",
    "GUESS_GUARD": "a Guard naming Guard",
    "GUESS_UNKNOWN_CARD": "a Guard naming a card that is not in this edition",
    "CHANCELLOR_PENDING": "a play while a Chancellor choice is open",
    "NO_CHANCELLOR_PENDING": "a Chancellor return with no Chancellor choice open",
    "BAD_CHANCELLOR_CHOICE": "a Chancellor return that does not match the cards held",
    "ROUND_OVER": "a turn action after the round ended",
    "ROUND_NOT_OVER": "starting the next round before this one ended",
    "GAME_OVER": "any action after the game has a winner",
    "BAD_START_PLAYER": "a next-round starter who did not win the previous round",
    "BAD_SAVE": "a saved game that is corrupt, truncated or tampered with",
    "BAD_EXPORT": "a one-player export whose events no round explains: out of order, or seen in no deal of the cards",
    "BAD_OBSERVATION": "not a player's observation, or one that no deal of the cards explains",
    "BAD_PATH": "a file name that cannot be written to (a missing folder, a folder, no permission, a device, a link)",
    # the companion's record of a real game (lovelet.companion)
    "BAD_ENTRY": "a companion entry that is not one, or with a value missing, extra or of the wrong kind",
    "ENTRY_NOT_EXPECTED": "a companion entry of another kind than the one the record waits for",
    "IMPOSSIBLE_ENTRY": "a companion entry that the cards the seat has seen rule out",
    "BAD_GAME_CODE": "a companion game's code that is not one, or that names no saved game",
    # the table service of a class (lovelet.table_service)
    "BAD_MESSAGE": "a frame to the table service that is not one: junk, too large, of an unknown type, or before hello",
    "BAD_TOKEN": "a seat's or the teacher's token that the table service does not know",
    "BAD_TABLE_CODE": "a table code that names no table of the class",
    "TABLE_FULL": "joining a table whose every student seat is taken",
    "TABLE_CLOSED": "an action at a table that is waiting, paused or over",
    "NOT_YOUR_SEAT": "a frame that acts for another seat than the token's",
}


class IllegalAction(ValueError):
    """An action or argument that the rules refuse.

    ``code`` is one of :data:`CODES` and never changes between versions.  The engine
    speaks in codes and values: a refusal is made by :func:`refused` from the ``key`` of
    its sentence (``"CODE"`` or ``"CODE.variant"``) and the names, cards and counts that
    go into it (``values``).  The sentences themselves are the text layer's
    (:mod:`lovelet.text.refusals`), which :meth:`sentence` asks: ``message`` and
    ``str()`` are the English one, ``sentence("fr")`` the French one.  Raising it never
    changes the state of a round or game: lovelet checks everything before it moves a card.
    """

    code: str
    key: str | None

    def __init__(self, code: str, message: str | None = None, *, key: str | None = None,
                 values: Mapping[str, object] | None = None) -> None:
        if code not in CODES:  # a programming error inside lovelet, not a caller's
            raise RuntimeError(f"unknown error code {code!r}")
        super().__init__(code)
        self.code = code
        # A sentence given whole (a caller's own refusal) is kept as it is, in English;
        # lovelet's own refusals give a key and values instead.
        self._message = message
        self.key = key if key is not None or message is not None else code
        # a copy, so that changing the caller's dict changes nothing here
        self._values: dict[str, object] = dict(values or {})

    @property
    def values(self) -> Mapping[str, object]:
        """The names, cards and counts the sentence is made from (read-only)."""
        return MappingProxyType(self._values)

    @property
    def message(self) -> str:
        """The refusal's sentence in English."""
        if self._message is not None:
            return self._message
        return self.sentence("en")

    def sentence(self, language: str = "en", second_person: bool = False) -> str:
        """This refusal's sentence in ``language`` ("en", "fr" or "de").

        ``second_person=True`` says it to the player who was refused ("You must play the
        Countess: you hold the King."), where the text layer has such a sentence, else
        as above.  A refusal made with a whole English sentence keeps it in every language.
        """
        return _sayer[0](self, language, second_person)

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"IllegalAction({self.code!r}, {self.message!r})"

    def __reduce__(self) -> tuple[Callable[..., IllegalAction], tuple[object, ...]]:
        # so errors cross process boundaries (tournaments, Dask)
        return (_rebuilt, (self.code, self._message, self.key, self._values))


def _rebuilt(code: str, message: str | None, key: str | None,
             values: Mapping[str, object]) -> IllegalAction:
    """An IllegalAction with its key and values (or a caller's own sentence), as pickle
    calls it."""
    refusal = IllegalAction(code, key=key, values=values)
    refusal._message, refusal.key = message, key
    return refusal


def refused(key: str, **values: object) -> IllegalAction:
    """The IllegalAction whose sentence is ``key`` (``"CODE"`` or ``"CODE.variant"``) of
    the text layer's catalogs, said with ``values``."""
    return IllegalAction(key.split(".", 1)[0], key=key, values=values)


def refused_as(code: str, key: str, **values: object) -> IllegalAction:
    """The IllegalAction ``code`` said with the sentence ``key`` of another code.

    For the sentences several codes share: "'x' is not a card of Love Letter" refuses a
    card (UNKNOWN_CARD), a Guard's guess (GUESS_UNKNOWN_CARD) or a Chancellor's choice
    (BAD_CHANCELLOR_CHOICE) alike, and "'x' is not a player" a seat (UNKNOWN_PLAYER) or
    the next round's starter (BAD_START_PLAYER).
    """
    return IllegalAction(code, key=key, values=values)


def _plain_words(refusal: IllegalAction, language: str = "en", second_person: bool = False) -> str:
    """A refusal said without the text layer: its code and values (the text layer,
    imported with lovelet, replaces this by sentences)."""
    if refusal._message is not None:
        return refusal._message
    details = ", ".join(f"{name}={value!r}" for name, value in refusal._values.items())
    return f"{refusal.key}" + (f" ({details})" if details else "")


# Who says a refusal in words: the text layer registers its sentences here
# (lovelet.text.refusals calls speak_with), so that the engine imports no text.
Sayer = Callable[[IllegalAction, str, bool], str]
_sayer: list[Sayer] = [_plain_words]


def speak_with(sayer: Sayer) -> None:
    """Let ``sayer(refusal, language, second_person)`` say every refusal from now on."""
    _sayer[0] = sayer


def shown(value: object, limit: int = 40) -> str:
    """A short, safe rendering of a caller's value for an error message."""
    try:
        text = repr(value)
    except Exception:  # a caller's object whose repr fails must not hide the real error
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


class OneOf(tuple[str, ...]):
    """Choices a sentence lists, as a refusal's value: its template gives, as the format
    spec, the word that joins the last two in its language (``"{allowed: or }"`` ->
    "'standard' or 'aeg'", ``"{allowed: ou }"``); commas join the others."""

    __slots__ = ()

    def __format__(self, last: str) -> str:
        if len(self) < 2:
            return ", ".join(self)
        return ", ".join(self[:-1]) + (last or ", ") + self[-1]
