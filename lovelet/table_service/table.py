"""One table of a class: its game, its seats, its bots; what each seat may be told.

:class:`ClassTable` is pure and synchronous: no network, no database, no clock of its
own (every method that depends on time is given ``now``, a monotonic reading).  Every
change is an *entry* (a small JSON-ready dict): a method checks the change, applies it
and returns its entry, and the service writes that entry to SQLite before anyone is
told.  A table read back from its entries (:meth:`ClassTable.replay`) is the same
table, so a service killed at any moment resumes every table where it was.

The game is created when play starts (the students' names are the players'), with a
seed derived from the table's own 128-bit seed, which never leaves the service.  A
bot's decision draws from a generator derived from that seed, the seat and the moment
of the round, so a resumed table decides exactly as it would have.
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Callable, Mapping
from typing import Any

from lovelet.deduction.players import decision
from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.errors import refused, shown
from lovelet.engine.events import Event
from lovelet.engine.game import Game
from lovelet.engine.observation import Observation
from lovelet.engine.streams import derived_generator, derived_seed, fresh_seed
from lovelet.table_service.frames import action_from_record, action_record, observation_frames
from lovelet.table_service.settings import BOTS, STAND_IN, STUDENT, TableSettings
from lovelet.text.narration import narrate

__all__ = ["ClassTable", "Seat", "NAME_LIMIT", "WAITING", "PLAYING", "PAUSED", "OVER"]

WAITING, PLAYING, PAUSED, OVER = "waiting", "playing", "paused", "over"
#: The longest name a student may give.
NAME_LIMIT = 24


@dataclasses.dataclass
class Seat:
    """One seat: who holds it and how it is played (the table's own record)."""

    kind: str                    # "student", or a bot kind
    name: str = ""               # the student's name once joined; the bot's
    digest: str | None = None    # the SHA-256 of the student's token
    language: str = "en"
    replaced: str | None = None  # the bot kind the teacher gave a student's seat
    connections: int = 0         # open websockets of this seat
    stand_in: bool = False       # a bot plays for the student while they are away
    last_seen: float = 0.0

    @property
    def joined(self) -> bool:
        return self.kind != STUDENT or self.digest is not None

    @property
    def person(self) -> bool:
        """A student plays this seat now (not a bot, not replaced, not stood in for)."""
        return self.kind == STUDENT and self.replaced is None and not self.stand_in


def checked_name(name: object) -> str:
    """A student's name as typed, trimmed; refused when empty, too long or with control characters."""
    text = name.strip() if isinstance(name, str) else ""
    if (not 1 <= len(text) <= NAME_LIMIT
            or any(unicodedata.category(character) in ("Cc", "Cf", "Zl", "Zp") for character in text)):
        raise refused("BAD_OPTION.tables_name", limit=NAME_LIMIT)
    return text


class ClassTable:
    """One table of a class: a game for students and bots (see the module docstring)."""

    def __init__(self, code: str, settings: TableSettings, seed: int | None = None) -> None:
        self.code = code
        self.settings = settings
        self.seed = fresh_seed() if seed is None else seed  # never sent: it tells every deal
        self.seats = [Seat(kind) for kind in settings.seats]
        for number, seat in enumerate(self.seats, 1):
            if seat.kind != STUDENT:
                seat.name = f"Bot {number}"
        self.state = WAITING
        self.game: Game | None = None
        self.ready: set[int] = set()
        self.version = 0
        self.turn_since = 0.0  # when the decision at hand became the one at hand
        self._agents = {kind: agent() for kind, agent in BOTS.items()}
        self._debriefs: dict[tuple[int, str], Any] = {}

    # ------------------------------------------------------------------ entries

    def creation(self) -> dict[str, Any]:
        """The entry that creates this table (with its seed, for the database only)."""
        return {"kind": "create", "code": self.code, "settings": self.settings.as_dict(), "seed": str(self.seed)}

    @classmethod
    def replay(cls, entries: list[Mapping[str, Any]], now: float) -> ClassTable:
        """The table its entries (the first one its creation) lead to."""
        first = entries[0]
        table = cls(first["code"], TableSettings.read(first["settings"]), int(first["seed"]))
        for entry in entries[1:]:
            table.apply_entry(entry, now)
        for seat in table.seats:
            seat.last_seen = now
        return table

    def apply_entry(self, entry: Mapping[str, Any], now: float) -> None:
        """Apply an entry written earlier (a table being read back)."""
        kind = entry["kind"]
        if kind == "join":
            self._seat_student(entry["seat"], entry["name"], entry["digest"], entry["language"], now)
        elif kind == "act":
            self._act(entry["seat"], action_from_record(entry["action"]), now)
        elif kind == "ready":
            self._ready(entry["seat"], entry["starts"], now)
        elif kind == "replace":
            self._replace(entry["seat"], entry["bot"], now)
        else:
            getattr(self, f"_{kind}")(now)

    # ------------------------------------------------------------------ seats

    def free_seat(self) -> int:
        """The first student seat nobody has joined; TABLE_FULL (or TABLE_CLOSED) otherwise."""
        if self.state != WAITING:
            raise refused("TABLE_CLOSED.started", table=self.code)
        for number, seat in enumerate(self.seats):
            if seat.kind == STUDENT and seat.digest is None and seat.replaced is None:
                return number
        raise refused("TABLE_FULL", table=self.code)

    def join(self, name: object, digest: str, language: str, now: float) -> tuple[int, dict[str, Any]]:
        """Seat a student named ``name`` (their token's ``digest``): (seat, entry)."""
        text = checked_name(name)
        number = self.free_seat()
        taken = {seat.name.casefold() for seat in self.seats if seat.joined}
        unique, count = text, 1
        while unique.casefold() in taken:  # two Anns at one table: "Ann (2)"
            count += 1
            unique = f"{text} ({count})"
        self._seat_student(number, unique, digest, language, now)
        return number, {"kind": "join", "seat": number, "name": unique, "digest": digest, "language": language}

    def _seat_student(self, number: int, name: str, digest: str, language: str, now: float) -> None:
        seat = self.seats[number]
        seat.name, seat.digest, seat.language, seat.last_seen = name, digest, language, now
        self._changed(now)
        if all(seat.joined for seat in self.seats):
            self._start(now)

    def seat_with(self, digest: str) -> int | None:
        """The seat whose token has ``digest``, if any."""
        for number, seat in enumerate(self.seats):
            if seat.digest == digest:
                return number
        return None

    def connected(self, number: int, opened: bool, now: float) -> None:
        """A websocket of seat ``number`` opened (True) or closed: not an entry (a restart
        starts with nobody connected)."""
        seat = self.seats[number]
        seat.connections = max(0, seat.connections + (1 if opened else -1))
        if opened:
            self.seen(number, now)
        self.version += 1

    def seen(self, number: int, now: float) -> None:
        """Seat ``number``'s person did something: not idle any more; their stand-in stops.

        Like connections, being seen is not an entry: a restarted service gives every
        student a whole ``idle_seconds`` again."""
        seat = self.seats[number]
        seat.last_seen = now
        if seat.stand_in:
            seat.stand_in = False
            self._changed(now)

    # ------------------------------------------------------------------ play

    def start(self, now: float) -> dict[str, Any]:
        """The teacher starts the game: seats nobody joined are played by bots."""
        if self.state != WAITING:
            raise refused("TABLE_CLOSED.started", table=self.code)
        self._start(now)
        return {"kind": "start"}

    def _start(self, now: float) -> None:
        for number, seat in enumerate(self.seats, 1):
            if not seat.joined:
                seat.replaced, seat.name = STAND_IN, f"Bot {number}"
        names = [seat.name for seat in self.seats]
        self.game = Game(self.settings.edition, names, seed=derived_seed(self.seed, "game"),
                         **self.settings.options)
        self.state = PLAYING
        self._changed(now)

    def act(self, number: int, record: object, now: float) -> dict[str, Any]:
        """Seat ``number``'s person plays ``record`` (the save format's action record)."""
        action = action_from_record(record)
        seat = self.seats[number]
        self._open()
        assert self.game is not None
        if seat.replaced is not None:
            raise refused("OUT_OF_TURN.computer", name=seat.name)
        self.seen(number, now)
        self._act(number, action, now)
        return {"kind": "act", "seat": number, "action": action_record(self.game.round.actions[-1])}

    def _act(self, number: int, action: Play | ChancellorReturn, now: float) -> None:
        assert self.game is not None
        self.game.apply(action, player=number)
        if self.game.is_over:
            self.state = OVER
        self.ready.clear()
        self._changed(now)

    def next_round(self, number: int, now: float) -> dict[str, Any]:
        """Seat ``number`` is ready for the next round (it starts once everyone present is)."""
        self._open()
        assert self.game is not None
        if not self.game.round.is_over:
            raise refused("ROUND_NOT_OVER")
        self.seen(number, now)
        # Whether the round starts depends on who is connected, which is not written down:
        # the entry records the outcome, so that reading it back starts the same rounds.
        present = {seat for seat, held in enumerate(self.seats) if held.person and held.connections}
        starts = present <= self.ready | {number}
        self._ready(number, starts, now)
        return {"kind": "ready", "seat": number, "starts": starts}

    def _ready(self, number: int, starts: bool, now: float) -> None:
        self.ready.add(number)
        if starts:
            self._next_round(now)
        else:
            self._changed(now)

    def teacher_next_round(self, now: float) -> dict[str, Any]:
        """The teacher starts the next round."""
        self._open()
        assert self.game is not None
        if not self.game.round.is_over:
            raise refused("ROUND_NOT_OVER")
        self._next_round(now)
        return {"kind": "next_round"}

    def _next_round(self, now: float) -> None:
        assert self.game is not None
        self.game.next_round()
        self.ready.clear()
        self._changed(now)

    def pause(self, now: float) -> dict[str, Any]:
        if self.state != PLAYING:
            raise refused(f"TABLE_CLOSED.{self.state}", table=self.code)
        self._pause(now)
        return {"kind": "pause"}

    def _pause(self, now: float) -> None:
        self.state = PAUSED
        self._changed(now)

    def resume(self, now: float) -> dict[str, Any]:
        if self.state != PAUSED:
            raise refused(f"TABLE_CLOSED.{self.state}", table=self.code)
        self._resume(now)
        return {"kind": "resume"}

    def _resume(self, now: float) -> None:
        self.state = PLAYING
        self._changed(now)

    def end(self, now: float) -> dict[str, Any]:
        """The teacher ends the table: nothing more is played at it."""
        if self.state == OVER:
            raise refused("TABLE_CLOSED.over", table=self.code)
        self._end(now)
        return {"kind": "end"}

    def _end(self, now: float) -> None:
        self.state = OVER
        self._changed(now)

    def replace_with_bot(self, number: object, kind: object, now: float) -> dict[str, Any]:
        """The teacher gives student seat ``number`` to a bot of ``kind`` for the rest of the game."""
        if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number < len(self.seats):
            raise refused("BAD_OPTION.tables_seat", table=self.code, shown=shown(number))
        if kind not in BOTS:
            raise refused("BAD_OPTION.tables_seat_kind", number=number + 1, bots=", ".join(BOTS), shown=shown(kind))
        if self.seats[number].kind != STUDENT:
            raise refused("BAD_OPTION.tables_seat", table=self.code, shown=shown(number))
        if self.state == OVER:
            raise refused("TABLE_CLOSED.over", table=self.code)
        self._replace(number, str(kind), now)
        return {"kind": "replace", "seat": number, "bot": kind}

    def _replace(self, number: int, kind: str, now: float) -> None:
        seat = self.seats[number]
        seat.replaced, seat.stand_in = kind, False
        if not seat.name:
            seat.name = f"Bot {number + 1}"
        self.ready.discard(number)
        self._changed(now)
        if self.state == WAITING and all(held.joined or held.replaced for held in self.seats):
            self._start(now)

    def _open(self) -> None:
        if self.state != PLAYING:
            raise refused(f"TABLE_CLOSED.{self.state}", table=self.code)

    def _changed(self, now: float) -> None:
        self.version += 1
        self.turn_since = now

    # ------------------------------------------------------------------ bots and stand-ins

    def _bot_kind(self, number: int) -> str | None:
        """The bot that makes seat ``number``'s decisions now, or None if its person does."""
        seat = self.seats[number]
        if seat.kind != STUDENT:
            return seat.kind
        if seat.replaced is not None:
            return seat.replaced
        return STAND_IN if seat.stand_in else None

    def due(self, now: float) -> float | None:
        """When the next bot or stand-in decision is due (a monotonic time), or None."""
        if self.state != PLAYING or self.game is None or self.game.round.is_over:
            return None
        current = self.game.round.current_player
        assert current is not None
        if self._bot_kind(current) is not None:
            return self.turn_since + self.settings.bot_seconds
        idle = self.settings.idle_seconds
        if idle <= 0:
            return None
        return max(self.turn_since, self.seats[current].last_seen) + idle

    def step(self, now: float) -> dict[str, Any] | None:
        """Make the decision that is due at ``now``, if one is: its entry, or None.

        A student idle past ``idle_seconds`` gets a stand-in first (an entry of its own);
        the stand-in then plays at the bots' pace until its person is back."""
        when = self.due(now)
        if when is None or when > now:
            return None
        assert self.game is not None
        rnd = self.game.round
        current = rnd.current_player
        assert current is not None
        kind = self._bot_kind(current)
        if kind is None:  # a stand-in is not written down either (see seen)
            self._stand_in(current, now)
            return {"kind": "stand_in", "seat": current, "transient": True}
        rng = derived_generator(self.seed, "bot", current, len(self.game.rounds), rnd.turn,
                                rnd.pending_chancellor)
        action = decision(self._agents[kind], rnd.observation(current), rng)
        self._act(current, action, now)
        return {"kind": "act", "seat": current, "action": action_record(rnd.actions[-1]), "by": kind}

    def _stand_in(self, number: int, now: float) -> None:
        self.seats[number].stand_in = True
        self._changed(now)

    # ------------------------------------------------------------------ what each may know

    def observation_frames(self, number: int, sent: tuple[int, int] | None
                           ) -> tuple[list[dict[str, Any]], tuple[int, int] | None]:
        """The frames that bring seat ``number``'s client from ``sent`` to now (none
        before the game starts): its one-player export, grown event by event."""
        if self.game is None:
            return [], sent
        rounds = self.game.rounds
        start = 0 if sent is None else sent[0]
        observations = [rnd.observation(number) if index >= start else None  # type: ignore[misc]
                        for index, rnd in enumerate(rounds)]
        return observation_frames(observations, sent)

    def observation(self, number: int) -> Observation | None:
        """Seat ``number``'s observation of the round in progress (None before play)."""
        return None if self.game is None else self.game.round.observation(number)

    def status(self) -> dict[str, Any]:
        """The table's public status: what every seat and the teacher may see."""
        game = self.game
        rnd = None if game is None else game.round
        return {
            "code": self.code, "state": self.state, "edition": self.settings.edition,
            "version": self.version,
            "names": [seat.name for seat in self.seats],
            "seats": [{"seat": number, "name": seat.name,
                       "kind": seat.kind if seat.replaced is None else "bot",
                       "bot": self._bot_kind(number), "joined": seat.joined,
                       "connected": seat.connections > 0, "stand_in": seat.stand_in}
                      for number, seat in enumerate(self.seats)],
            "round": 0 if game is None else len(game.rounds),
            "current_player": None if rnd is None or rnd.is_over else rnd.current_player,
            "favors": [0] * len(self.seats) if game is None else list(game.favors),
            "favors_needed": 0 if game is None else game.favors_needed,
            "ready": sorted(self.ready),
            "round_over": bool(rnd is not None and rnd.is_over),
            "game_over": bool(game is not None and game.is_over),
            "winners": [] if game is None or not game.is_over else list(game.winners),
            "help": {"coach": self.settings.coach, "deduction": self.settings.deduction},
        }

    def public_events(self) -> tuple[Event, ...]:
        """The round in progress as every player sees it (no one's secret)."""
        if self.game is None:
            return ()
        events = self.game.round.observation(0).events
        return tuple(event if event.secret is None else event.seen_from(None) for event in events)

    def teacher_view(self, language: str = "en",
                     debrief: Callable[[Game, int, str], Any] | None = None) -> dict[str, Any]:
        """What the teacher follows: the public status, the round so far as every player
        sees it (in ``language``), and once a round is over every hand at its end and,
        with ``debrief``, what each seat could have deduced (``debrief(game, index,
        language)``, computed once per round and language)."""
        view = self.status()
        names = view["names"]
        view["log"] = narrate(self.public_events(), names, language) if self.game is not None else []
        view["hands"], view["debrief"], view["last_round"] = [], None, None
        game = self.game
        if game is not None:
            finished = [index for index, rnd in enumerate(game.rounds) if rnd.is_over]
            if finished:
                index = finished[-1]
                rnd = game.rounds[index]
                view["last_round"] = index + 1
                view["hands"] = [[card.name for card in rnd.hand(seat)] for seat in range(len(self.seats))]
                if debrief is not None:
                    view["debrief"] = self.debrief(index, language, debrief)
        return view

    def debrief(self, index: int, language: str, compute: Callable[[Game, int, str], Any]) -> Any:
        """``compute(game, index, language)`` for finished round ``index``, kept once made."""
        key = (index, language)
        if key not in self._debriefs:
            assert self.game is not None
            self._debriefs[key] = compute(self.game, index, language)
        return self._debriefs[key]

