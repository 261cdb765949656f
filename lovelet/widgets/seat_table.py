"""The Table of one seat at a class's table: the same Table, fed by the service's frames.

:class:`SeatTableController` is what :class:`~lovelet.widgets.table_view.TableView`
draws on a student's page (``join.ipynb``).  The game is the table service's
(:mod:`lovelet.table_service`); the student's kernel holds only what the service sends this
seat: its :class:`~lovelet.Observation` of the round in progress, the observations of
the rounds it saw end, the table's public status and the welcome.  Every trait is
computed from those, as :class:`~lovelet.widgets.table.TableController` computes its
own from the seat in view's observation, so the view draws the same Table: the hand,
the board (:meth:`TableState._show_board`), the log in the page's language, the legal
choices with the engine's reason for each one that is not allowed, the summaries of
the rounds, the coach's advice (when the table's help allows the coach).  No
:class:`~lovelet.Game` and no round is ever in the controller: nothing of another
seat's hand can reach a trait, a widget or the browser.

A move goes to the service through the connection (:meth:`play`, :meth:`chancellor`,
:meth:`next_round`).  It is checked first against the seat's own observation with the
engine's checks (:class:`~lovelet.widgets.seat_round.SeatDecision`), so a move the rules
refuse is refused here at once, in the engine's words said to the student; what only
the service can refuse (a paused table, a seat taken over) comes back from it and is
shown alike: ``error`` and ``error_code``, nothing else changed.

The connection (:class:`SeatConnection`: :class:`lovelet.table_service.client.SeatClient`, or
a test's fake) calls back from its own thread when a frame arrives.  In a kernel the
controller moves that news to the kernel's event loop, so traits change on one thread
only; without a running loop (a test, a script) it updates at once, under a lock.
Either way each update is one notification (``hold_trait_notifications``).

The status of the table is in traits too: ``table_code``, ``table_state`` ("waiting",
"playing", "paused", "over"), ``seats`` (each seat's name, kind, whether its person is
connected and whether a bot stands in), ``ready`` (the seats that asked for the next
round), ``help`` (whether the coach and the deduction panel are offered) and
``connected`` (whether this page is linked to the service now).
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

import traitlets as t

from lovelet.deduction.coach import coach as advise
from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import EDITIONS
from lovelet.engine.errors import IllegalAction, refused
from lovelet.engine.legality import legal_form_or_refusal
from lovelet.engine.observation import Observation
from lovelet.engine.replay import replay
from lovelet.text.i18n import card_name, say
from lovelet.text.languages import language_or_session, validated_language
from lovelet.text.narration import narrate
from lovelet.widgets.hot_seat import private_notes
from lovelet.widgets.loop import running_loop
from lovelet.widgets.refusal_traits import ShowsRefusals
from lovelet.widgets.seat_names import names_in, renamed
from lovelet.widgets.seat_round import SeatDecision, game_winners_of
from lovelet.widgets.table_choices import choices_of
from lovelet.widgets.table_summaries import game_result, observed_round_summary
from lovelet.widgets.table_state import TableViewState, card_codes

__all__ = ["SeatTableController", "SeatConnection", "TABLE_STATES"]

#: The states of a class's table, in the order a game goes through them.
TABLE_STATES = ("waiting", "playing", "paused", "over")


class SeatConnection(Protocol):
    """What the controller needs of its link to the table service (one seat's).

    ``welcome``, ``status`` are the last such frames (dicts; None before the first);
    ``observation`` is the seat's observation of the round in progress (None before the
    game starts); ``finished`` maps a round's number to the seat's observation of it at
    its end; ``round`` is the number of the observation's round; ``connected`` says
    whether the link is up now.  ``act`` and ``next_round`` return the service's refusal
    (an IllegalAction) or None once accepted, and raise ``ConnectionError`` or
    ``TimeoutError`` when the link is down; ``add_listener(callback)`` has
    ``callback(connection)`` called (from any thread) after every frame and when the link
    opens or drops.
    """

    welcome: Mapping[str, Any] | None
    status: Mapping[str, Any] | None
    observation: Observation | None
    finished: Mapping[int, Observation]
    round: int | None
    connected: bool

    def add_listener(self, callback: Callable[[Any], None]) -> None: ...
    def act(self, action: Play | ChancellorReturn) -> IllegalAction | None: ...
    def next_round(self) -> IllegalAction | None: ...
    def set_language(self, language: str) -> None: ...


class SeatTableController(ShowsRefusals, TableViewState):
    """One seat's Table at a class's table: ``SeatTableController(connection)``.

    ``connection`` is a :class:`SeatConnection` that has been welcomed (its seat is the
    seat in view); ``language`` is the page's ("en", "fr", "de"; None: the session's),
    which the service also speaks to this seat; ``coach`` turns the coach switch on (it
    gives advice only when the table's help allows the coach).
    """

    # The traits the Table's view reads are TableViewState's.  A seat of a class's table
    # is one person at their own screen: never hot seat, never a teacher's view (no other
    # hand), and the service moves the bots (bots_to_move stays False); the game's
    # summary has no seed (the service keeps it); the coach advises only when the
    # table's help allows it.

    # The hot seat's traits, which the view reads: never in use here.
    hidden = t.Bool(False)
    to_reveal = t.Int(None, allow_none=True)
    confirming = t.Bool(False)
    passing = t.Bool(False)
    pass_to = t.Int(None, allow_none=True)
    move_result = t.List()
    known = t.List(help="The cards of other hands this seat knows privately (lovelet.engine.knowledge).")

    # ------------------------------------------------------------------ the class's table
    table_code = t.Unicode("", help="The table's code (shown to the students by the teacher).")
    table_state = t.Unicode("waiting", help="One of TABLE_STATES.")
    seats = t.List(help="Each seat: {'seat', 'name', 'kind', 'connected', 'stand_in'} (public status).")
    ready = t.List(help="The seats that asked for the next round.")
    help = t.Dict({"coach": False, "deduction": False}, help="Whether the coach and the deduction panel are offered.")
    connected = t.Bool(False, help="Whether this page is linked to the table service now.")
    sending = t.Bool(False, help="A move or Next round is on its way to the service (in a kernel, the "
                                 "page is not held while the service answers).")

    def __init__(self, connection: SeatConnection, *, language: str | None = None, coach: bool = False) -> None:
        super().__init__()
        self._connection = connection
        # News from the connection's thread is handed to the kernel's loop, if one runs.
        self._loop = running_loop()
        self._lock = threading.RLock()
        self._advice: tuple[Any, Any] = (None, None)
        self._seen: Any = None  # the observation and status last shown: a refusal stands until they change
        self._ready = False
        with self.hold_trait_notifications():
            self.language = language_or_session(language)
            self.coach = bool(coach)
        connection.set_language(self.language)
        # Listening before the first look: a frame arriving meanwhile is not missed.
        connection.add_listener(self._on_connection)
        with self._lock:
            self._show()
        self._ready = True

    # ------------------------------------------------------------------ what panels beside it read

    def observation(self) -> Observation | None:
        """This seat's observation of the round in progress (None before the game starts):
        what the deduction panel computes from, and nothing more."""
        return self._connection.observation

    # ------------------------------------------------------------------ settings

    @t.validate("language")
    def _valid_language(self, proposal):
        return validated_language(proposal, self.language, self._refused)

    @t.observe("language", "coach")
    def _setting_changed(self, change):
        if not self._ready:
            return
        if change["name"] == "language":
            self._connection.set_language(change["new"])  # the service's refusals in the page's language
        with self._lock:
            self._show()

    # ------------------------------------------------------------------ acting

    def play(self, card: Any, target: int | str | None = None, guess: Any = None) -> bool:
        """Play ``card`` (a code such as "GUARD", a Card or a card's name) aimed at
        ``target`` (a seat or a name) naming ``guess``; True once the service accepted it
        (in a kernel: once sent, the answer shown when it comes; see :meth:`_sent`)."""
        try:
            action = Play(card, target, guess)  # a value that names no card or seat is refused here
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        return self._send(action)

    def chancellor(self, keep: Any, bottom: Sequence[Any] = ()) -> bool:
        """Finish this seat's Chancellor: keep ``keep``, put ``bottom`` under the deck in
        that order (the last card listed at the very bottom); True as :meth:`play`."""
        try:
            action = ChancellorReturn(keep, tuple(bottom) if isinstance(bottom, list) else bottom)
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        return self._send(action)

    def next_round(self) -> bool:
        """Say this seat is ready for the next round (it starts once every person at the
        table is); refused by the engine's words while the round goes on or once the game
        is over, and by the service's when the table is not playing."""
        observation = self._connection.observation
        try:
            if observation is None or not observation.is_over:
                raise refused("ROUND_NOT_OVER")
            if game_winners_of(observation) or self.table_state == "over":
                raise refused("GAME_OVER.rounds")
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        with self._lock:  # said at once: Next round is not offered twice while the service answers
            self.ready = sorted({*self.ready, self.viewer})
        return self._sent(self._connection.next_round)

    def _send(self, action: Play | ChancellorReturn) -> bool:
        """Check ``action`` against this seat's decision, then hand it to the service."""
        observation = self._connection.observation
        try:
            if observation is None:
                raise refused("TABLE_CLOSED.waiting", table=self.table_code)
            # The engine's own checks, reading the seat's observation: its refusals, word for word.
            action = legal_form_or_refusal(SeatDecision(observation), action, observation.player)
        except IllegalAction as refusal:
            self._refused(refusal, to_you=True)
            return False
        with self._lock, self.hold_trait_notifications():
            # The move is on its way: no choice is offered while the service answers (a
            # second click cannot send it twice, and the page says at once it is sent).
            self.choices = {}
            self.coach_advice = {}
        return self._sent(self._connection.act, action)

    def _sent(self, call: Callable[..., IllegalAction | None], *arguments: Any) -> bool:
        """Hand ``call(*arguments)`` to the service.  In a kernel (a running loop, and this
        on its thread) the answer is awaited in a worker thread and shown when it comes,
        so the page is drawn at once ("sending"); True then means sent.  Elsewhere the
        answer is awaited here; True means accepted."""
        loop = self._loop
        if loop is None or not loop.is_running() or running_loop() is not loop:
            return self._answered(self._request(call, *arguments))
        self.sending = True
        answer = loop.run_in_executor(None, self._request, call, *arguments)
        answer.add_done_callback(self._answer_came)
        return True

    def _answer_came(self, answer: Any) -> None:
        """The service's answer to a move sent from a kernel (on the kernel's loop)."""
        try:
            result = answer.result()
        except Exception:  # noqa: BLE001 - whatever broke on the way, the page says the link failed
            result = False
        self._answered(result)

    def _request(self, call: Callable[..., IllegalAction | None], *arguments: Any) -> IllegalAction | None | bool:
        """The service's answer to ``call(*arguments)``: its refusal or None; False when
        the link is down (the connection tries again by itself: the page says so)."""
        try:
            return call(*arguments)
        except (ConnectionError, TimeoutError):
            return False

    def _answered(self, refusal: IllegalAction | None | bool) -> bool:
        """Show the service's answer: its refusal, or the new state once accepted."""
        self.sending = False
        if refusal is False:
            with self._lock, self.hold_trait_notifications():
                self._show()  # the decision offered again: it is still the seat's
                self.connected = False
                self._show_refusal("", say("seat_connection_lost", self.language))
            return False
        if refusal is not None:
            with self._lock, self.hold_trait_notifications():
                self._show()
                self._refused(refusal, to_you=True)
            return False
        with self._lock:
            self._changed()
        return True

    def _refused(self, refusal: IllegalAction, to_you: bool = False) -> None:
        """Show ``refusal`` in the page's language, the seats named as the page names them;
        a refusal of this seat's own move is said to them ("You must play the Countess")."""
        observation = self._connection.observation
        if observation is not None:
            refusal = renamed(refusal, observation.names, names_in(observation.names, self.language))
        self._show_refusal(refusal.code, refusal.sentence(self.language, second_person=to_you))

    # ------------------------------------------------------------------ news from the service

    def _on_connection(self, _connection: Any = None) -> None:
        """A frame changed the connection (called from its thread): show it, on the
        kernel's loop when one runs, so that traits change on one thread."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._refresh)
                return
            except RuntimeError:  # the loop closed meanwhile: show it here
                pass
        self._refresh()

    def _refresh(self) -> None:
        with self._lock:
            self._show()

    # ------------------------------------------------------------------ what the view shows

    def _show(self) -> None:
        """Set every trait from what the connection holds now (one notification)."""
        connection = self._connection
        # One reading of each: the connection's thread may replace them meanwhile.
        welcome = dict(connection.welcome or {})
        status = dict(connection.status or {})
        observation = connection.observation
        finished = dict(connection.finished or {})
        language = self.language
        seen = (observation, status, welcome.get("seat"))
        with self.hold_trait_notifications():
            if self._seen is not None and seen[0] is not self._seen[0]:
                self.error = self.error_code = ""  # the game moved on: a refusal no longer stands
            self._seen = seen
            self._show_status(welcome, status, bool(getattr(connection, "connected", True)))
            if observation is None:
                self._show_no_game(status, language)
            else:
                self._show_game(observation, finished, status, language)

    def _show_status(self, welcome: Mapping[str, Any], status: Mapping[str, Any], connected: bool) -> None:
        self.connected = connected
        self.table_code = str(status.get("code") or welcome.get("code") or "")
        state = status.get("state")
        self.table_state = state if state in TABLE_STATES else "waiting"
        self.seats = [dict(seat) for seat in status.get("seats", ())]
        self.ready = list(status.get("ready", ()))
        offered = dict(welcome.get("help") or status.get("help") or {})
        self.help = {"coach": bool(offered.get("coach")), "deduction": bool(offered.get("deduction"))}
        seat = welcome.get("seat")
        self.viewer = seat if isinstance(seat, int) else None
        self.persons = [] if self.viewer is None else [self.viewer]
        self.kinds = ["person" if index == self.viewer else str(item.get("kind", ""))
                      for index, item in enumerate(self.seats)]
        edition = EDITIONS.get(str(status.get("edition", "")))
        if edition is not None:
            self.edition = edition.name
            self.card_values = {card.name: value for card, value in edition.values.items()}
            self.card_names = {card.name: card_name(card, self.language) for card in edition.cards}

    def _show_no_game(self, status: Mapping[str, Any], language: str) -> None:
        """Before the game starts: the seats and their names, no board."""
        names = [str(item.get("name") or "") for item in self.seats] or list(status.get("names") or ())
        self.players = len(names)
        self.names = names
        self.round_number = 0
        self.turn = 0
        self.current_player = None
        self.pending_chancellor = False
        self.hand = []
        self.hand_sizes = [0] * self.players
        self.discards = [[] for _ in names]
        self.deck_size = self.set_aside_count = 0
        self.face_up = self.protected = self.eliminated = []
        self.favors = [0] * self.players
        self.favors_needed = int(status.get("favors_needed") or 0)
        self.round_over = self.game_over = False
        self.log = []
        self.choices = {}
        self.summary = self.game_summary = self.coach_advice = {}
        self.rounds = []
        self.known = []

    def _show_game(self, observation: Observation, finished: Mapping[int, Observation],
                   status: Mapping[str, Any], language: str) -> None:
        """The round in progress (or just over), as this seat sees it."""
        edition = observation.edition
        self.edition = edition.name
        self.players = observation.players
        self.card_values = {card.name: value for card, value in edition.values.items()}
        self.card_names = {card.name: card_name(card, language) for card in edition.cards}
        names = names_in(observation.names, language)
        self.names = names
        number = self._round_of(observation, finished, status)
        self.round_number = number
        self._show_board(observation, replay(observation))
        self.hand = card_codes(observation.hand)
        self.favors_needed = observation.favors_needed
        self.log = narrate(observation.events, names, language)
        # A move on its way keeps its choices away until the service answered (see _send).
        self.choices = {} if self.sending else self._choices(observation, names)
        over = observation.is_over
        self.round_over = over
        winners = game_winners_of(observation)
        self.game_over = bool(winners) or self.table_state == "over"
        ended = dict(finished)
        if over:
            ended[number] = observation
        self.summary = observed_round_summary(observation, number, language, names) if over else {}
        self.rounds = [observed_round_summary(ended[key], key, language, names) for key in sorted(ended)]
        self.game_summary = (game_result(winners, observation.favors, observation.favors_needed, number,
                                         observation.names, language) if winners else {})
        self.known = private_notes(observation)
        self.coach_advice = self._coach_advice(observation, names)

    def _round_of(self, observation: Observation, finished: Mapping[int, Observation],
                  status: Mapping[str, Any]) -> int:
        """The number of ``observation``'s round: the connection's, else the status's."""
        number = getattr(self._connection, "round", None)
        if isinstance(number, int) and number > 0:
            return number
        number = status.get("round")
        if isinstance(number, int) and number > 0:
            return number
        return max(finished, default=0) + (0 if observation.is_over and finished else 1)

    def _choices(self, observation: Observation, names: list[str]) -> dict:
        """This seat's decision when it is theirs and the table plays: {} otherwise."""
        seat = observation.player
        if observation.is_over or observation.current_player != seat or self.table_state != "playing":
            return {}
        return choices_of(SeatDecision(observation), observation, seat, self.language, observation.names, names)

    def _coach_advice(self, observation: Observation, names: list[str]) -> dict:
        """The coach's advice at this seat's decision, when the switch is on and the
        table's help allows the coach: computed from this seat's observation only."""
        if not (self.coach and self.help.get("coach") and self.choices):
            return {}
        shown = tuple(names)
        decision = (observation, shown)
        if self._advice[0] != decision:
            seen = observation if shown == observation.names else dataclasses.replace(observation, names=shown)
            self._advice = (decision, advise(seen))
        return self._advice[1].summary(self.language)
