"""The companion: a seat's record of a game played with real cards.

A player keeps a :class:`Record` beside a real game: the setup, then what happens at
the table, one entry at a time (:mod:`lovelet.companion.entries`).  The record derives
everything the rules decide, refuses whatever the rules or the cards already seen rule
out, and gives that seat's :class:`~lovelet.Observation`, equal to the engine's for the
same game, so that every tool of :mod:`lovelet.deduction` works on a real game:

* :mod:`~lovelet.companion.entries`: the entries, small JSON-able values;
* :mod:`~lovelet.companion.flow`: one round's rules from the seat, written as events;
* :mod:`~lovelet.companion.expected`: what the record waits for next;
* :mod:`~lovelet.companion.checking`: what is still possible (the belief's test);
* :mod:`~lovelet.companion.retrace`: an observation's events read back as entries and
  checked the same way (how a one-player export is checked when it is loaded);
* :mod:`~lovelet.companion.choices`: the legal values of the next entry, for buttons;
* :mod:`~lovelet.companion.record`: the whole game, undo, autosave;
* :mod:`~lovelet.companion.storage`: the JSON document, checked again when loaded;
* :mod:`~lovelet.companion.games`: the saved games, in one folder, each found by its code;
* :mod:`~lovelet.companion.prompts`: what the record waits for, as a question.

docs/companion.md describes the entries and how to use them.
"""

from lovelet.companion.entries import (ENTRY_KINDS, BaronOutcome, ChancellorDrew, ChancellorReturned, Discarded, Drew,
                      Entry, GuardAnswer, NextRound, Played, Revealed, Saw, Setup, entry_from_dict)
from lovelet.companion.expected import Expected
from lovelet.companion.record import Record

__all__ = ["Record", "Expected", "Entry", "Setup", "Played", "Drew", "GuardAnswer", "Saw",
           "BaronOutcome", "Discarded", "ChancellorDrew", "ChancellorReturned", "Revealed",
           "NextRound", "ENTRY_KINDS", "entry_from_dict"]
