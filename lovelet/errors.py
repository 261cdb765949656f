"""IllegalAction: the one error lovelet raises for anything a caller did wrong.

Every refusal carries a stable ``code`` (the catalogue of docs/rules.md section D) and a
sentence written for the person at the table.  Codes are plain strings so that they
survive JSON, logs and comparisons without importing anything.
"""

from types import MappingProxyType

__all__ = ["IllegalAction", "CODES", "shown"]

#: Every code lovelet can raise, with the situation it names.
CODES = {
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
}


class IllegalAction(ValueError):
    """An action or argument that the rules refuse.

    ``code`` is one of :data:`CODES` and never changes between versions;
    ``message`` is a sentence a student understands.  Raising it never changes
    the state of a round or game: lovelet checks everything before it moves a card.
    """

    def __init__(self, code, message, *, key=None, values=None):
        if code not in CODES:  # a programming error inside lovelet, not a caller's
            raise RuntimeError(f"unknown error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message
        # The sentence's key and values (lovelet.refusals), for saying it in French or
        # German; a copy, so that changing the caller's dict changes nothing here.
        self.key = key
        self._values = dict(values or {})

    @property
    def values(self):
        """The names, cards and counts the sentence was made from (read-only)."""
        return MappingProxyType(self._values)

    def sentence(self, language="en", second_person=False):
        """This refusal's sentence in ``language`` ("en", "fr" or "de").

        The play refusals a player meets at the table and the refusals of a file that
        cannot be loaded (BAD_SAVE) are translated; the others keep the English
        ``message``.  ``second_person=True`` says it to the player who was
        refused ("You must play the Countess: you hold the King."), where such a
        sentence exists (:data:`lovelet.refusals.SECOND_PERSON`), else as above.
        """
        from .refusals import sentence

        return sentence(self, language, second_person)

    def __str__(self):
        return self.message

    def __repr__(self):
        return f"IllegalAction({self.code!r}, {self.message!r})"

    def __reduce__(self):  # so errors cross process boundaries (tournaments, Dask)
        if self.key is None:
            return (IllegalAction, (self.code, self.message))
        return (_rebuilt, (self.code, self.message, self.key, self._values))


def _rebuilt(code, message, key, values):
    """An IllegalAction with its sentence's key, as pickle calls it."""
    return IllegalAction(code, message, key=key, values=values)


def shown(value, limit=40):
    """A short, safe rendering of a caller's value for an error message."""
    try:
        text = repr(value)
    except Exception:  # a caller's object whose repr fails must not hide the real error
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."
