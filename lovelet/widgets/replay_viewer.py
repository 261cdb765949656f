"""The replay viewer's controller: a finished (or saved) game, step by step, from one seat.

:class:`ReplayController` loads a game (a :class:`~lovelet.Game`, a save of
:mod:`lovelet.engine.saving`, or a one-player export of :mod:`lovelet.companion.exports`) and shows it
one event at a time: a step is one event of the game's log, counted from the first
event of the first round, and at each step the traits hold the table as the seat in
view saw it right after that event: its own hand, every discard pile in order, the
deck size, the face-up cards, protections, eliminations, favors, whose turn it was,
and the round so far in sentences (:mod:`lovelet.text.narration`).  The teacher's view
(``viewer`` None) adds every hand and tells every secret.

Every trait reaches the browser, so the traits of a seat's view are computed from that
seat's :class:`~lovelet.Observation` only, read event by event by
:class:`lovelet.engine.replay.Replay` (the one reading of a player's log): what that seat's
observation would have been at that step, and nothing it could not see, not even what
happens later in the round.  A one-player export holds nothing else: it offers its
own seat only, and no teacher's view.  The controller keeps the observations (not the
game), so a game loaded from Python may go on being played without changing the
replay.

Nothing raises at a view: a refusal sets ``error`` to its sentence in the page's
language, ``error_detail`` to its technical detail (the JSON parser's message, the
part of the file that is wrong; '' when there is none: a view shows it after the
sentence) and ``error_code`` to its code.  A file that cannot be loaded (a corrupt or
edited file, which the engine refuses whole with ``BAD_SAVE``) also unloads the game
shown before, so that nothing on screen can be taken for the refused file; a step or
seat that does not exist changes nothing else.

The deck size is the true count at every step, the deal included: before the deck
event announces it, it is the edition's cards less those the deal has taken
(:class:`lovelet.engine.replay.Replay`).
"""

from __future__ import annotations

import json
import os
from typing import Any

import traitlets as t

from lovelet.engine.cards import edition_named
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.companion.exports import FORMAT as EXPORT_FORMAT
from lovelet.companion.exports import observation_from_dict
from lovelet.engine.files import read_limited
from lovelet.engine.game import Game
from lovelet.text.i18n import card_name
from lovelet.text.loading import explained
from lovelet.text.narration import describe, narrate
from lovelet.engine.naming import seat_of
from lovelet.text.languages import language_or_session, validated_language
from lovelet.engine.observation import Observation
from lovelet.engine.replay import Replay
from lovelet.engine.json_files import parsed_json
from lovelet.engine.save_reading import save_fault
from lovelet.engine.saving import loads as load_game_text
from lovelet.widgets.table_state import TableState, card_codes

__all__ = ["ReplayController", "read_source"]


def _export_document(data):
    """The document in ``data`` when it is a one-player export, else None (a save, or
    something the save's reading will refuse with the engine's own sentence)."""
    try:
        text = bytes(data).decode("utf-8-sig") if isinstance(data, (bytes, bytearray, memoryview)) else data
        if json.loads(text).get("format") != EXPORT_FORMAT:
            return None
    except (ValueError, RecursionError, AttributeError, TypeError):
        return None
    # Read again as lovelet.companion.exports reads a file: a key given twice is refused (BAD_SAVE).
    return parsed_json(text, save_fault)


def _is_path(source):
    """``source`` names a file: a path object, or one line of text that does not begin like JSON."""
    return isinstance(source, os.PathLike) or (isinstance(source, str) and "\n" not in source
                                               and not source.lstrip().startswith(("{", "[")))


def _file_name(source, name):
    """The name to show for ``source``: ``name`` when given, a path's file name, else ''."""
    if name is not None:
        return str(name)
    return os.path.basename(os.fspath(source)) if _is_path(source) else ""


def read_source(source: Any) -> Game | Observation:
    """A :class:`~lovelet.Game` or an :class:`~lovelet.Observation` from ``source``.

    ``source`` is a Game or an Observation (taken as they are), the bytes or the JSON
    text of a save or of a one-player export, or the path of such a file (a path
    object, or a str of one line that does not begin like JSON with "{" or "[").  The
    file's ``format`` marker says which it is, and the engine reads it
    (:func:`lovelet.load_game_text`, :func:`lovelet.companion.exports.observation_from_dict`):
    anything wrong raises BAD_SAVE, with the engine's sentence.
    """
    if isinstance(source, (Game, Observation)):
        return source
    if _is_path(source):
        source = read_limited(source)  # BAD_SAVE for what is no file, or one too large
    elif not isinstance(source, (str, bytes, bytearray, memoryview)):
        raise refused("BAD_OPTION.replay_source", value=shown(source))
    document = _export_document(source)
    if document is not None:
        return observation_from_dict(document)
    return load_game_text(bytes(source) if isinstance(source, memoryview) else source)


class _Round:
    """One round as the replay may show it: each seat's observation it may read, the
    full log (a game only: for the teacher's view), and its number of events."""

    __slots__ = ("observations", "events", "length")

    def __init__(self, observations, events):
        self.observations = observations  # {seat: Observation}
        self.events = events  # the full, secret-bearing log, or None (an export)
        self.length = len(next(iter(observations.values())).events)


class ReplayController(TableState):
    """A game shown step by step from one seat, or from the teacher's chair.

    ``source`` is anything :func:`read_source` reads (or None: load one later with
    :meth:`load`).  ``viewer`` is the seat in view (a seat or a name; None for the
    teacher's view); by default seat 0, or the exporting player of a one-player
    export.  ``language`` is the session's by default (:func:`lovelet.widgets.set_language`).
    ``teacher=False`` makes a student's replay, which never offers the
    teacher's view.  An unreadable ``source`` given here raises its IllegalAction; once
    built, nothing raises.
    """

    # The traits every table shares (players, cards, the seat in view, its hand, the
    # board, the log, the last refusal) are TableState's; the replay's own follow.

    # ------------------------------------------------------------------ what was loaded
    loaded = t.Bool(False, help="A game or an export is loaded.")
    kind = t.Unicode("", help="'game', 'export', or '' before anything is loaded.")
    source_name = t.Unicode("", help="The loaded file's name (not escaped); '' for a game given in Python.")
    seats = t.List(help="The seats that may be watched (an export: its own only).")
    teacher_allowed = t.Bool(True, help="The teacher's view may be chosen.")
    steps = t.Int(0, help="How many steps (events) the game has.")
    round_count = t.Int(0, help="How many rounds the game has.")

    # ------------------------------------------------------------------ settings
    step = t.Int(0, help="The step shown: 1 .. steps (0 before anything is loaded).")
    teacher = t.Bool(False, help="The teacher's view is shown (viewer None): every hand, every secret.")

    # ------------------------------------------------------------------ the table at this step
    round_step = t.Int(0, help="The step within its round: 1 .. the round's events.")
    round_steps = t.Int(0, help="The events of the round shown.")
    winners = t.List(help="The seats that won the round, once it is over.")
    shown_hands = t.Dict(help="At the end of the round: seat (as text) -> the card shown at the showdown.")
    set_aside_card = t.Unicode("", help="The set-aside card, once the round's end shows it; '' before.")
    event_text = t.Unicode("", help="The sentence of the step shown ('' when it has nothing to tell).")
    error_detail = t.Unicode("", help="The last refusal's technical detail, shown after its sentence ('' if none).")

    def __init__(self, source=None, *, language=None, viewer=None, teacher=True):
        super().__init__()
        if not isinstance(teacher, bool):
            raise refused("BAD_OPTION.replay_teacher_flag")
        self._teacher_allowed = teacher
        self._rounds = []
        self._offsets = []  # the step before each round's first event
        self._replays = {}  # (round, seat) -> a Replay of that seat's observation, read so far
        self._refusal = None  # the last refusal, said again when the language changes
        self._internal = True
        with self.hold_trait_notifications():
            self.language = language_or_session(language)  # None: the session's (set_language)
            self.teacher_allowed = teacher
        if source is not None:
            self._load(read_source(source), viewer, _file_name(source, None))
        elif viewer is not None:
            raise refused("BAD_OPTION.replay_seat_later")
        self._internal = False

    _internal = True  # while True, the table's traits are set by the controller itself

    # ------------------------------------------------------------------ loading

    def load(self, source: Any, viewer: int | str | None = None, name: str | None = None) -> bool:
        """Load ``source`` (see :func:`read_source`) and show its first step from ``viewer``.

        ``name`` is the file's name to show (an upload's); by default a path's file name.

        Returns True when loaded; a refusal (a corrupt file: BAD_SAVE; a seat the file
        does not have) sets ``error`` and unloads the game shown before: the viewer
        shows nothing but the refusal, as before anything was loaded.
        """
        try:
            loaded = read_source(source)
            self._check_viewer(loaded, viewer)
        except IllegalAction as refusal:
            self._unload()
            self._refused(refusal)
            return False
        self._load(loaded, viewer, _file_name(source, name))
        return True

    def _unload(self):
        """Back to nothing loaded: every trait of the game and of its table at its default."""
        kept = {"language", "error", "error_detail", "error_code"}
        internal, self._internal = self._internal, True
        try:
            self._rounds, self._offsets, self._replays = [], [], {}
            with self.hold_trait_notifications():
                for name in self.trait_names():
                    if name not in kept:
                        setattr(self, name, self.trait_defaults(name))
                self.teacher_allowed = self._teacher_allowed
        finally:
            self._internal = internal

    @staticmethod
    def _check_viewer(loaded, viewer):
        if viewer is not None:
            seat = seat_of(viewer, loaded.names, "viewer")
            if isinstance(loaded, Observation) and seat != loaded.player:
                raise refused("BAD_OPTION.replay_export_seat", name=loaded.names[loaded.player])

    def _load(self, loaded, viewer, name):
        self._check_viewer(loaded, viewer)

        if isinstance(loaded, Observation):
            rounds = [_Round({loaded.player: loaded}, None)]
            seats, kind, allowed = [loaded.player], "export", False
            view = loaded.player
        else:
            rounds = [_Round({seat: rnd.observation(seat) for seat in range(rnd.players)}, rnd.events)
                      for rnd in loaded.rounds]
            seats, kind, allowed = list(range(loaded.players)), "game", self._teacher_allowed
            view = 0 if viewer is None else seat_of(viewer, loaded.names, "viewer")
        offsets, total = [], 0
        for played in rounds:
            offsets.append(total)
            total += played.length
        edition = loaded.edition
        self._rounds, self._offsets, self._replays = rounds, offsets, {}
        internal, self._internal = self._internal, True
        try:
            self._fill(kind, loaded, edition, seats, allowed, rounds, total, view)
            self.source_name = name
        finally:
            self._internal = internal

    def _fill(self, kind, loaded, edition, seats, allowed, rounds, total, view):
        with self.hold_trait_notifications():
            self.loaded = True
            self.kind = kind
            self.edition = edition.name
            self.names = list(loaded.names)
            self.players = len(loaded.names)
            self.card_values = {card.name: value for card, value in edition.values.items()}
            self.seats = seats
            self.teacher_allowed = allowed
            self.round_count = len(rounds)
            self.steps = total
            self.viewer = view
            self.step = 1 if total else 0
            self.error = self.error_detail = self.error_code = ""
            self._refusal = None
            self._show()

    # ------------------------------------------------------------------ moving

    def go(self, step: int) -> bool:
        """Show step ``step`` (1 .. steps); True when shown, a refusal otherwise.

        Assigning ``step`` (a slider does) is checked the same way.
        """
        return self._move("step", step)

    def first(self) -> bool:
        """The first step."""
        return self.go(1)

    def last(self) -> bool:
        """The last step."""
        return self.go(self.steps)

    def next(self) -> bool:
        """One step on (refused at the last step)."""
        return self.go(self.step + 1)

    def previous(self) -> bool:
        """One step back (refused at the first step)."""
        return self.go(self.step - 1)

    def watch(self, player: int | str | None) -> bool:
        """Show the game from ``player``'s seat (a seat or a name), or None: the teacher's view.

        Assigning ``viewer`` is checked the same way.
        """
        return self._move("viewer", player)

    def _move(self, name, value):
        """Show ``value`` of the trait ``name`` ("step" or "viewer") once checked; True when
        shown, a refusal otherwise (which changes nothing else)."""
        try:
            value = self._checked(name, value)
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        if value == getattr(self, name):
            self._changed()
        else:
            setattr(self, name, value)  # the observer shows it
        return True

    def _checked(self, name, value):
        """``value`` for the trait ``name`` ("step" or "viewer"), or the refusal saying why not."""
        return self._checked_step(value) if name == "step" else self._checked_viewer(value)

    def _checked_step(self, step):
        if not self.loaded:
            raise refused("BAD_OPTION.replay_nothing_loaded")
        if isinstance(step, bool) or not isinstance(step, int) or not 1 <= step <= self.steps:
            raise refused("BAD_OPTION.replay_bad_step", steps=self.steps, value=shown(step))
        return step

    def _checked_viewer(self, player):
        if not self.loaded:
            raise refused("BAD_OPTION.replay_nothing_loaded")
        if player is None:
            if not self.teacher_allowed:
                raise refused("BAD_OPTION.replay_no_teacher_export" if self.kind == "export"
                              else "BAD_OPTION.replay_no_teacher_student")
            return None
        seat = seat_of(player, self.names, "viewer")
        if seat not in self.seats:
            raise refused("BAD_OPTION.replay_export_seat", name=self.names[self.seats[0]])
        return seat

    @t.validate("step", "viewer")
    def _valid_move(self, proposal):
        """A step or a seat a view assigns (a slider, a menu) is checked as go() and watch() check it."""
        if self._internal:
            return proposal["value"]
        name = proposal["trait"].name
        try:
            return self._checked(name, proposal["value"])
        except IllegalAction as refusal:
            self._refused(refusal)
            return getattr(self, name)

    @t.observe("step", "viewer")
    def _moved(self, change):
        if not self._internal:
            self._changed()

    # ------------------------------------------------------------------ settings

    @t.validate("language")
    def _valid_language(self, proposal):
        return validated_language(proposal, self.language, self._refused)

    @t.observe("language")
    def _language_changed(self, change):
        if self._internal:
            return
        refusal = self._refusal if self.error else None
        if self.loaded:
            self._changed()
        if refusal is not None:  # the refusal on screen, said again in the new language
            self._refused(refusal)

    # ------------------------------------------------------------------ helpers

    def _refused(self, refusal):
        self._refusal = refusal
        sentence, detail = explained(refusal, self.language)
        with self.hold_trait_notifications():
            self.error = sentence
            self.error_detail = detail
            self.error_code = refusal.code

    def _changed(self):
        internal, self._internal = self._internal, True
        try:
            self._refusal = None
            with self.hold_trait_notifications():
                self.error = self.error_detail = self.error_code = ""
                if self.loaded:
                    self._show()
        finally:
            self._internal = internal

    def _place(self, step):
        """(round index, events read in that round) for a step of the game."""
        index = max(number for number, offset in enumerate(self._offsets) if offset < step)
        return index, step - self._offsets[index]

    def _replay(self, index, seat, count):
        """``seat``'s Replay of round ``index`` with exactly ``count`` events read.

        A replay only reads forwards: stepping back reads the round again from its start.
        """
        key = (index, seat)
        replay = self._replays.get(key)
        if replay is None or replay.read > count:
            replay = self._replays[key] = Replay(self._rounds[index].observations[seat])
        while replay.read < count:
            replay.advance()
        return replay

    # ------------------------------------------------------------------ what the view shows

    def _show(self):
        """Set every trait of the table from the seat in view's observation at this step."""
        language = self.language
        edition = edition_named(self.edition)
        self.card_names = {card.name: card_name(card, language) for card in edition.cards}
        index, count = self._place(self.step)
        played = self._rounds[index]
        seat = self.viewer
        teacher = seat is None
        # The public state is the same from every seat: the teacher's is read from the first.
        state = self._replay(index, next(iter(played.observations)) if teacher else seat, count)
        if teacher:
            events = played.events[:count]
            hands = [card_codes(self._replay(index, other, count).hand) for other in range(self.players)]
        else:
            events = played.observations[seat].events[:count]
            hands = []
        end = events[-1].details if state.is_over and events and events[-1].kind == "round_end" else None
        first = played.observations[next(iter(played.observations))]
        with self.hold_trait_notifications():
            self.teacher = teacher
            self.round_number = index + 1
            self.round_step = count
            self.round_steps = played.length
            self._show_board(state, state)
            self.hand = [] if teacher else card_codes(state.hand)
            self.all_hands = hands
            self.favors_needed = first.favors_needed
            self.round_over = state.is_over
            self.winners = list(state.winners)
            self.shown_hands = {str(other): card.name for other, card in end["hands"].items()} if end else {}
            self.set_aside_card = end["set_aside"].name if end and end["set_aside"] is not None else ""
            self.log = narrate(events, tuple(self.names), language)
            self.event_text = describe(events[-1], tuple(self.names), language) if events else ""
