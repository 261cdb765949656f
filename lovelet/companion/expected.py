"""What a record waits for next, and the refusal of any other entry.

A round's flow (:mod:`lovelet.companion.flow`) always waits for exactly one kind of
entry; :class:`Expected` describes it, for a companion to ask for it
(:mod:`lovelet.companion.prompts`) and to offer its legal values
(:mod:`lovelet.companion.choices`).  :func:`unexpected` words the refusal of an entry
of another kind: with the rules' own code where one fits (a play after the round's end
is ROUND_OVER, during a Chancellor's choice CHANCELLOR_PENDING), else
ENTRY_NOT_EXPECTED with a sentence that says what is awaited.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from lovelet.engine.errors import IllegalAction
from lovelet.text.refusals import refused

if TYPE_CHECKING:  # named for the annotations only
    from lovelet.companion.entries import Entry

__all__ = ["Expected", "unexpected"]


@dataclass(frozen=True)
class Expected:
    """The entry a record waits for next.

    * ``kind``: the entry's kind (see :data:`~lovelet.companion.entries.ENTRY_KINDS`),
      or "game_over" once nothing more is expected;
    * ``player``: the seat that acts ("played", "chancellor_returned"), whose card the
      entry tells ("saw": the other player of my Priest, Baron or King; "discarded": who
      discards; "guard_answer": the Guard's target; "drew": my own seat), or the Baron's
      player ("baron_outcome");
    * ``about``: what asks for it: "turn" or "prince" for a draw (``source`` says whether
      it comes from the deck or the set-aside card), "priest", "baron" or "king" for
      "saw", "prince" or "princess" for "discarded";
    * ``target`` and ``guess``: the target (and the Guard's guess) of the play being
      resolved;
    * ``count``: how many cards a Chancellor drew;
    * ``players``: for "revealed", the players whose cards are to be entered; for
      "next_round", the players who may start it; for "game_over", the game's winners;
    * ``set_aside``: for "revealed", whether the set-aside card is to be entered.
    """

    kind: str
    player: object = None
    about: object = None
    target: object = None
    guess: object = None
    count: object = None
    source: object = None
    players: tuple = ()
    set_aside: bool = False


def unexpected(entry: Entry, expected: Expected, names: Sequence[str], me: int, current: int,
               deck_size: int) -> IllegalAction:
    """The IllegalAction refusing ``entry`` (of another kind than ``expected``), the
    players being ``names``, the record's seat ``me``, the player on turn ``current`` and
    the deck holding ``deck_size`` cards."""
    if expected.kind == "game_over":
        return refused("GAME_OVER")
    if expected.kind in ("revealed", "next_round") or entry.kind == "next_round":
        if expected.kind == "revealed":
            if entry.kind == "drew" and not deck_size:
                return refused("ROUND_OVER.empty_deck")
            return refused("ROUND_OVER.reveal")
        if expected.kind == "next_round":
            return refused("ROUND_OVER")
        return refused("ROUND_NOT_OVER")
    if expected.kind == "chancellor_returned" and entry.kind == "played":
        if entry.player == expected.player:
            return refused("CHANCELLOR_PENDING", name=names[expected.player])
        return refused("OUT_OF_TURN", current=names[expected.player], seat=names[entry.player])
    if expected.kind == "played" and entry.kind == "chancellor_returned":
        if entry.player != current:
            return refused("OUT_OF_TURN", current=names[current], seat=names[entry.player])
        return refused("NO_CHANCELLOR_PENDING")
    key = "ENTRY_NOT_EXPECTED." + expected.kind
    if expected.kind == "saw":
        key += "_" + expected.about
    values = {"name": names[expected.player if expected.player is not None else me]}
    if expected.kind == "guard_answer":
        values["card"] = expected.guess
    if expected.kind == "baron_outcome":
        values["target"] = names[expected.target]
    return refused(key, **values)
