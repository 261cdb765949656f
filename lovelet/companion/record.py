"""A seat's record of a game played with real cards: entries in, the seat's observation out.

A :class:`Record` follows a whole game (round after round) as one player at a real table
knows it.  It starts from a :class:`~lovelet.companion.entries.Setup` and takes the
entries of :mod:`lovelet.companion.entries` one at a time (:meth:`Record.add`, or the
shortcuts :meth:`~Record.play`, :meth:`~Record.draw`, ...).  Each entry is checked
against the rules and against what is still possible from that seat before anything is
recorded; a refused one raises :class:`~lovelet.IllegalAction` with a stable code and a
sentence (:meth:`~lovelet.IllegalAction.sentence` says it in French or German) and
leaves the record exactly as it was.  :meth:`Record.undo` takes back the last entry,
as many times as there are entries.

The promise: :meth:`Record.observation` is equal to the engine's
``rnd.observation(seat)`` for the same game at the same moment, so the tracker, the
belief, the odds, the outcome probabilities and the plots of :mod:`lovelet.deduction`
work on a real game unchanged.  The exact belief is computed for every entry anyway
(it is the test of what is possible) and kept: :meth:`Record.belief`.

    >>> from lovelet import REVISED, Card
    >>> record = Record.start(REVISED, ["Ann", "Ben", "Cleo"], seat="Ann", start_player="Ben",
    ...                       card=Card.GUARD)
    >>> record.expected().kind, record.names[record.expected().player]
    ('played', 'Ben')
    >>> record.play("Ben", Card.PRIEST, target="Ann")
    >>> record.expected().kind
    'played'
    >>> record.play("Cleo", Card.GUARD, target="Ann", guess=Card.BARON)  # Ann holds a Guard: a miss
    >>> record.expected().kind  # Ann's turn: which card did she draw?
    'drew'

With ``autosave=path`` the record is written to ``path`` after every entry and every
undo (atomically, see :mod:`lovelet.companion.storage`), and :meth:`Record.resume`
takes it up again where it stopped.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any, Self

from lovelet.companion import storage
from lovelet.companion.checking import belief_of, impossible
from lovelet.companion.choices import options_for
from lovelet.companion.entries import (BaronOutcome, ChancellorDrew, ChancellorReturned, Discarded, Drew, Entry,
                                       GuardAnswer, NextRound, Played, Revealed, Saw, Setup)
from lovelet.companion.expected import Expected
from lovelet.companion.flow import RoundFlow
from lovelet.companion.prompts import prompt
from lovelet.deduction.belief import Belief
from lovelet.engine.cards import Card, Edition
from lovelet.engine.errors import IllegalAction, refused
from lovelet.engine.events import Event
from lovelet.text.languages import language_of
from lovelet.engine.observation import Observation
from lovelet.engine.saving import writable_folder
from lovelet.text.narration import describe

__all__ = ["Record"]


class _State:
    """The record after one entry: the round's flow, the rounds before it, the seat's
    observation and its belief, and the events the entry added."""

    __slots__ = ("flow", "past", "observation", "belief", "added", "choices")

    def __init__(self, flow, past, observation, belief, added):
        self.flow = flow
        self.past = past  # the final observation of every earlier round
        self.observation = observation
        self.belief = belief
        self.added = added
        self.choices = {}  # options_for's answers, computed once per state


def _of_setup(name: str, doc: str) -> property:
    """A read-only attribute of the record that is its setup's ``name``."""
    return property(lambda record: getattr(record._setup, name), doc=doc)


def _of_flow(name: str, doc: str) -> property:
    """A read-only attribute of the record that is its current round flow's ``name``."""
    return property(lambda record: getattr(record._state.flow, name), doc=doc)


class Record:
    """A seat's record of a real game of Love Letter (see the module's docstring).

    ``Record(setup)`` starts from a :class:`~lovelet.companion.entries.Setup`;
    :meth:`start` builds the setup from its parts.  ``autosave`` is a file name to
    write the record to after every change (BAD_PATH at once if it cannot be written).
    """

    def __init__(self, setup: Setup, *, autosave: str | os.PathLike[str] | None = None) -> None:
        setup, flow = RoundFlow.from_setup(setup)
        observation = flow.observation()
        found = belief_of(observation)
        if found is None:
            raise impossible(None, setup, None, setup.edition)
        self._setup = setup
        self._entries = []
        self._states = [_State(flow, (), observation, found, flow.events)]
        self._autosave = None
        if autosave is not None:
            writable_folder(autosave)
            self._autosave = autosave
            self._save_now()

    @classmethod
    def start(cls, edition: Edition | str, names: Sequence[str], seat: int | str, start_player: int | str,
              card: Card | str, face_up: Sequence[Card | str] = (), *,
              autosave: str | os.PathLike[str] | None = None, **options: Any) -> Self:
        """A record of a game about to begin: ``names`` in seating order, my ``seat``,
        the ``start_player`` of round 1, my dealt ``card``, the three ``face_up`` cards
        with 2 players; ``options`` are those of :class:`~lovelet.Options`."""
        return cls(Setup(edition, tuple(names) if isinstance(names, list) else names, seat,
                         start_player, card, tuple(face_up), options), autosave=autosave)

    # ------------------------------------------------------------------ reading

    @property
    def setup(self) -> Setup:
        """The setup, in canonical form (seat numbers, Cards)."""
        return self._setup

    @property
    def entries(self) -> tuple[Entry, ...]:
        """Every entry after the setup, in order, in canonical form."""
        return tuple(self._entries)

    edition = _of_setup("edition", "The edition of the game.")
    names = _of_setup("names", "The players' names, in seating order.")
    seat = _of_setup("seat", "The record's own seat.")
    options = _of_flow("options", "The game's :class:`~lovelet.Options`.")

    @property
    def _state(self):
        return self._states[-1]

    def observation(self) -> Observation:
        """The seat's :class:`~lovelet.Observation` of the round in progress (or of the
        last round, once the game is over): equal to the engine's for the same game."""
        return self._state.observation

    def belief(self) -> Belief:
        """The exact :class:`~lovelet.deduction.Belief` of :meth:`observation`."""
        return self._state.belief

    def round_observations(self) -> tuple[Observation, ...]:
        """The seat's final observation of every round so far, the current one last."""
        return self._state.past + (self._state.observation,)

    @property
    def round_number(self) -> int:
        """The number of the round in progress (1 for the first)."""
        return len(self._state.past) + 1

    def expected(self) -> Expected:
        """The :class:`~lovelet.companion.expected.Expected` entry that comes next."""
        return self._state.flow.expected

    round_over = _of_flow("is_over", "True once the round in progress has ended (its cards shown).")

    @property
    def is_over(self) -> bool:
        """True once the game has a winner."""
        return bool(self._state.flow.game_winners)

    winners = _of_flow("winners", "The winners of the round in progress, once it is over.")
    game_winners = _of_flow("game_winners", "The players who won the game (several may win together); "
                                            "empty until then.")
    favors = _of_flow("favors", "Every seat's favors, the finished round's included.")
    favors_needed = _of_flow("favors_needed", "The favors a player needs to win the game.")

    @property
    def can_undo(self) -> bool:
        return bool(self._entries)

    def __len__(self):
        return len(self._entries)

    def __eq__(self, other):
        if not isinstance(other, Record):
            return NotImplemented
        return self._setup == other._setup and self._entries == other._entries

    __hash__ = None  # a record changes

    def __repr__(self):
        expected = self.expected()
        return (f"<Record of {self.names[self.seat]}: round {self.round_number}, "
                f"{len(self._entries)} entries, waiting for {expected.kind}>")

    # ------------------------------------------------------------------ entering

    def add(self, entry: Entry) -> tuple[Event, ...]:
        """Record ``entry`` and return the events it added to the seat's observation.

        Refused with an IllegalAction, and nothing recorded, when the entry is not one
        of lovelet's (BAD_ENTRY), not the kind of entry the record waits for
        (ENTRY_NOT_EXPECTED, OUT_OF_TURN, ROUND_OVER, GAME_OVER...), against the rules
        (the engine's codes: TARGET_PROTECTED, GUESS_GUARD, COUNTESS_FORCED...), or
        impossible given what the seat has seen (IMPOSSIBLE_ENTRY).
        """
        entry, state = self._next_state(entry)
        self._states.append(state)
        self._entries.append(entry)
        self._after_change(undo=self._undo_last)
        return state.added

    def allows(self, entry: Entry) -> bool:
        """True when :meth:`add` would accept ``entry`` now (nothing is recorded)."""
        try:
            self._next_state(entry)
        except IllegalAction:
            return False
        return True

    def check(self, entry: Entry) -> None:
        """Raise the IllegalAction :meth:`add` would raise for ``entry``; record nothing."""
        self._next_state(entry)

    def undo(self) -> Entry | None:
        """Take back the last entry and return it; None when only the setup is left."""
        if not self._entries:
            return None
        state = self._states.pop()
        entry = self._entries.pop()

        def redo():
            self._states.append(state)
            self._entries.append(entry)

        self._after_change(undo=redo)
        return entry

    def _undo_last(self):
        self._states.pop()
        self._entries.pop()

    def _after_change(self, undo):
        """Autosave; if the file cannot be written, take the change back (BAD_PATH), so
        that the file and the record never disagree."""
        if self._autosave is None:
            return
        try:
            self._save_now()
        except IllegalAction:
            undo()
            raise

    def _save_now(self):
        storage.save(self, self._autosave)

    def _next_state(self, entry):
        """``(entry in canonical form, the state after it)``, or the IllegalAction that
        refuses it."""
        if not isinstance(entry, Entry):
            raise refused("BAD_ENTRY.not_an_entry")
        if isinstance(entry, Setup):
            raise refused("BAD_ENTRY.setup")
        state = self._state
        if self.is_over:
            raise refused("GAME_OVER")
        entry = entry.normalized(self.names, self.edition)
        before = state.flow
        if isinstance(entry, NextRound):
            flow = before.next_round(entry)
            past, added, previous = state.past + (state.observation,), None, None
        else:
            flow = before.copy()
            flow.apply(entry)
            past, added, previous = state.past, flow.events[len(before.events):], state.observation
        observation = flow.observation()
        found = belief_of(observation)
        if found is None:
            raise impossible(previous, entry, before.expected, self.edition)
        return entry, _State(flow, past, observation, found, flow.events if added is None else added)

    # ------------------------------------------------------------------ shortcuts

    def play(self, player: int | str, card: Card | str, target: int | str | None = None,
             guess: Card | str | None = None, drawn: bool | None = None) -> None:
        """Record that ``player`` plays ``card`` (see :class:`Played`)."""
        self.add(Played(player, card, target, guess, drawn))

    def draw(self, card: Card | str) -> None:
        """Record the card the seat draws (see :class:`Drew`)."""
        self.add(Drew(card))

    def guard_answer(self, hit: bool) -> None:
        """Record whether the Guard's guess was right (see :class:`GuardAnswer`)."""
        self.add(GuardAnswer(hit))

    def saw(self, card: Card | str) -> None:
        """Record the card only the seat saw (see :class:`Saw`)."""
        self.add(Saw(card))

    def baron_outcome(self, loser: int | str | None, card: Card | str | None = None) -> None:
        """Record the result of a Baron between two others (see :class:`BaronOutcome`)."""
        self.add(BaronOutcome(loser, card))

    def discarded(self, card: Card | str) -> None:
        """Record the card another player discards (see :class:`Discarded`)."""
        self.add(Discarded(card))

    def chancellor_drew(self, *cards: Card | str) -> None:
        """Record the cards the seat's Chancellor draws (see :class:`ChancellorDrew`)."""
        self.add(ChancellorDrew(tuple(cards)))

    def chancellor_returned(self, player: int | str, keep: Card | str | None = None,
                            bottom: Sequence[Card | str] | None = None) -> None:
        """Record that ``player`` finishes a Chancellor (see :class:`ChancellorReturned`)."""
        self.add(ChancellorReturned(player, keep, None if bottom is None else tuple(bottom)))

    def revealed(self, hands: Any = (), set_aside: Card | str | None = None) -> None:
        """Record the cards shown at the round's end (see :class:`Revealed`)."""
        self.add(Revealed(hands, set_aside))

    def next_round(self, card: Card | str, face_up: Sequence[Card | str] = (),
                   start_player: int | str | None = None) -> None:
        """Record the deal of the next round (see :class:`NextRound`)."""
        self.add(NextRound(card, tuple(face_up), start_player))

    # ------------------------------------------------------------------ choices and words

    def options_for(self, field: str, **chosen: Any) -> tuple[Any, ...]:
        """The values ``field`` of the expected entry may take now, given the fields
        ``chosen`` already (see :func:`lovelet.companion.choices.options_for`)."""
        return options_for(self, field, **chosen)

    def log(self, language: str = "en") -> tuple[tuple[Entry, str], ...]:
        """Every entry with the sentence telling what it added, the setup first:
        ``((entry, sentence), ...)`` in ``language`` (names as typed: escape them
        before drawing them as HTML)."""
        language = language_of(language)
        out = []
        for state, entry in zip(self._states, (self._setup,) + tuple(self._entries)):
            names = self.names
            sentences = [describe(event, names, language) for event in state.added]
            out.append((entry, " ".join(sentence for sentence in sentences if sentence)))
        return tuple(out)

    def prompt(self, language: str = "en") -> str:
        """What the record waits for, as a question in ``language``."""
        return prompt(self.expected(), self.names, self.seat, language)

    # ------------------------------------------------------------------ saving

    def as_dict(self) -> dict[str, Any]:
        """The record as plain JSON values (see :mod:`lovelet.companion.storage`)."""
        return storage.record_to_dict(self)

    def dumps(self) -> str:
        """The record as JSON text."""
        return storage.dumps(self)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the record to ``path``, atomically."""
        storage.save(self, path)

    @classmethod
    def loads(cls, text: str | bytes) -> Self:
        """The record saved as the JSON ``text``; anything doubtful raises BAD_SAVE."""
        return storage.loads(text, cls)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Self:
        """The record saved in the file ``path``; anything doubtful raises BAD_SAVE."""
        return storage.load(path, cls)

    @classmethod
    def resume(cls, path: str | os.PathLike[str]) -> Self:
        """The record saved in ``path``, autosaving to it again from now on (BAD_PATH
        at once if it can no longer be written)."""
        record = cls.load(path)
        writable_folder(path)
        record._autosave = path
        return record

