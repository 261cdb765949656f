"""The state of a round of Love Letter, and how it is read.

:class:`RoundState` holds every part of a round (each hand, the deck, the set-aside
cards, the discard piles, protection and eliminations as bits, the log) and reads
them; :class:`~lovelet.engine.round.Round` adds the turn flow that changes them
(dealing, legal actions, :meth:`~lovelet.engine.round.Round.apply`), and
:class:`~lovelet.engine.positions.Staging` the staging of a position in between.
A round is built by :meth:`Round.deal`, :meth:`Round.from_position` or a
:class:`~lovelet.Game`, never from this class directly.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final, Optional, TypeVar, Union

from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import Card, Edition, Options
from lovelet.engine.compiling import bare_instance
from lovelet.engine.events import Event, event_of, extend_chains
from lovelet.engine.legality import chancellor_returns, eligible_seats, hand_plays
from lovelet.engine.naming import seat_of

__all__ = ["RoundState", "Action", "Record", "Chain", "Playable", "Favors"]

#: An action of the engine, in its exact form.
Action = Union[Play, ChancellorReturn]
#: One record of a round's log (see lovelet.engine.events): its kind first, then its values.
Record = tuple[Any, ...]
#: An immutable chain of log nodes handed to observations (see lovelet.engine.events).
Chain = Optional[tuple[Any, ...]]
#: The two cards of a turn with their legal plays: (card, its plays, other card, its plays).
Playable = tuple[Optional[Card], frozenset[Play], Optional[Card], frozenset[Play]]

#: Favors as a caller may give them: one count per seat, {seat: count}, or None for none.
Favors = Union[Sequence[int], Mapping[int, int], None]

#: The legal plays of a turn before any is listed.
_NOTHING_PLAYABLE: Playable = (None, frozenset(), None, frozenset())
#: Each card's place among the characters (0 to 9), to number a hand in a table of plays.
_ORDER: Final[dict[Card, int]] = {card: place for place, card in enumerate(Card)}
#: (edition, players) -> the table of legal plays by the hand's number (its two cards, the
#: actor and the blocked seats, as RoundState.legal_actions numbers them), shared by every
#: round of that edition and player count and filled as hands are met.  A list read at a
#: number, not a dict keyed by a tuple: a turn's legal plays are found without building,
#: hashing or comparing a key (the lookup was a fifth of a compiled round's time).  It holds
#: the tuple of plays alone: the sets that check a move by lookup (hand_plays' second half)
#: are read only for a move that is not one of the listed objects (Round.apply), so the
#: common turn touches one object of the table, not four (at 6 players the table outgrows
#: the processor's caches, and each object touched was a wait for memory).
_HAND_TABLES: dict[tuple[Edition, int], list[tuple[Action, ...] | None]] = {}


def hand_table(edition: Edition, players: int) -> list[tuple[Action, ...] | None]:
    """The shared table of legal plays for ``players`` players of ``edition``."""
    table = _HAND_TABLES.get((edition, players))
    if table is None:
        # 100 ordered pairs of characters, an actor, and a bit per seat that is blocked
        table = _HAND_TABLES[edition, players] = [None] * ((100 * players) << players)
    return table


_Same = TypeVar("_Same", bound="RoundState")


class RoundState:
    """Every part of a round, and the reading of it (the turn flow is :class:`Round`'s)."""

    def __init__(self, edition: Edition, names: tuple[str, ...], options: Options, start_player: int,
                 favors: tuple[int, ...]) -> None:
        # Private: use Round.deal, Round.from_position or Game.
        self.edition = edition
        self.options = options
        self._reveal_drawn: bool = options.reveal_drawn
        self.names = names
        self.players = len(names)
        self.start_player = start_player
        self.favors_before = favors
        self.favors_needed: int = edition.thresholds[options.thresholds][self.players]
        self.dealt_deck: tuple[Card, ...] | None = None  # the deck order this round was dealt from, top first
        self._stack: list[Card] = []  # the deck with its top card at the END, so a draw is pop()
        self._set_aside: Card | None = None
        self._face_up: tuple[Card, ...] = ()
        self._hands: list[list[Card]] = [[] for _ in names]
        self._discards: list[list[Card]] = [[] for _ in names]
        # Bit s of _blocked is set while seat s cannot be chosen (out or protected);
        # together with the actor it decides the eligible opponents, so it keys caches.
        self._blocked = 0
        self._out = 0  # bit s set once seat s is out of the round
        self._alive_count = self.players
        self._current = start_player
        self._pending = False
        self._over = False
        self._turn = 0
        # The log: one record per event (see lovelet.engine.events).  Players' views are handed
        # out as immutable chains built from it on demand (_chains): the public chain, and
        # one secret chain per seat plus one for what nobody sees.
        self._log: list[Record] = []
        self._chained = 0  # how many records the chains hold
        self._public: Chain = None
        self._secrets: list[Chain] = [None] * len(names)
        self._hidden: Chain = None
        self._built: tuple[Event, ...] = ()  # the full log's Events built so far
        self._position: Record | None = None  # the public record of a staged round's position
        self._actions: list[Action] = []
        # (winners, favors gained, game winners) once the round is over
        self._result: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] | None = None
        self._legal: tuple[Action, ...] | None = None  # the legal actions of the decision at hand, once listed
        self._hand_table = hand_table(edition, self.players)

    def _twin(self: _Same) -> _Same:
        """A new round of this one's class holding this one's fields (the same objects:
        the caller copies the lists it will change)."""
        twin = bare_instance(type(self), self.edition, self.names, self.options, self.start_player,
                             self.favors_before)
        twin._take_fields(self)
        return twin

    def _take_fields(self, other: RoundState) -> None:
        """Hold every field of ``other`` (the same objects), those of a subclass too.

        Each field by name, rather than through :func:`fields_of`: the compiled build then
        copies a field in one instruction instead of looking up its name (a staged world
        of a playout was a third slower).  A field added to ``__init__`` must be added
        here too; ``tests/engine/test_round_copies.py`` fails in the compiled build until it is.
        """
        self.edition = other.edition
        self.options = other.options
        self._reveal_drawn = other._reveal_drawn
        self.names = other.names
        self.players = other.players
        self.start_player = other.start_player
        self.favors_before = other.favors_before
        self.favors_needed = other.favors_needed
        self.dealt_deck = other.dealt_deck
        self._stack = other._stack
        self._set_aside = other._set_aside
        self._face_up = other._face_up
        self._hands = other._hands
        self._discards = other._discards
        self._blocked = other._blocked
        self._out = other._out
        self._alive_count = other._alive_count
        self._current = other._current
        self._pending = other._pending
        self._over = other._over
        self._turn = other._turn
        self._log = other._log
        self._chained = other._chained
        self._public = other._public
        self._secrets = other._secrets
        self._hidden = other._hidden
        self._built = other._built
        self._position = other._position
        self._actions = other._actions
        self._result = other._result
        self._legal = other._legal
        self._hand_table = other._hand_table
        # A subclass written in Python (a caller's, or any class in the pure build) keeps
        # its own fields in its __dict__: those come along too (in the pure build, all of
        # the above again, the same objects).
        own = getattr(other, "__dict__", None)
        if own:
            vars(self).update(own)

    # ------------------------------------------------------------------ reading the state

    @property
    def current_player(self) -> int | None:
        """The seat whose decision it is, or None once the round is over."""
        return None if self._over else self._current

    def hand(self, player: object) -> tuple[Card, ...]:
        """The cards ``player`` (a seat or a name) holds: the older card first, the card
        just drawn last."""
        return tuple(self._hands[self._seat(player)])

    def discards(self, player: object) -> tuple[Card, ...]:
        """``player``'s discard pile, oldest first (public)."""
        return tuple(self._discards[self._seat(player)])

    @property
    def deck(self) -> tuple[Card, ...]:
        """The deck, top card first."""
        return tuple(reversed(self._stack))

    @property
    def deck_size(self) -> int:
        return len(self._stack)

    @property
    def set_aside(self) -> Card | None:
        """The face-down set-aside card, or None once a Prince has taken it."""
        return self._set_aside

    @property
    def face_up(self) -> tuple[Card, ...]:
        """The three cards set aside face up in a 2-player round (otherwise empty)."""
        return self._face_up

    @property
    def protected(self) -> frozenset[int]:
        """Seats protected by a Handmaid."""
        shielded = self._blocked & ~self._out
        return frozenset(seat for seat in range(self.players) if shielded >> seat & 1)

    @property
    def eliminated(self) -> frozenset[int]:
        """Seats out of the round."""
        return frozenset(seat for seat in range(self.players) if self._out >> seat & 1)

    @property
    def in_round(self) -> tuple[int, ...]:
        """Seats still in the round, in seat order."""
        out = self._out
        return tuple([seat for seat in range(self.players) if not out >> seat & 1])

    @property
    def pending_chancellor(self) -> bool:
        """True while the active player must finish a Chancellor."""
        return self._pending

    @property
    def turn(self) -> int:
        """The number of turns begun in this round (1 during the first turn)."""
        return self._turn

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event of the round so far, in order (the full, secret-bearing log)."""
        built = self._built
        if len(built) < len(self._log):
            built = self._built = built + tuple([event_of(record) for record in self._log[len(built):]])
        return built

    def _chains(self) -> tuple[Chain, list[Chain]]:
        """The log's chains (see lovelet.engine.events), brought up to date: (public, secrets)."""
        log = self._log
        if self._chained < len(log):
            self._public, self._hidden = extend_chains(log[self._chained:], self._public,
                                                       self._secrets, self._hidden)
            self._chained = len(log)
        return self._public, self._secrets

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action applied in this round, in order."""
        return tuple(self._actions)

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def result(self) -> Event | None:
        """The round_end event once the round is over, else None."""
        return self.events[-1] if self._over else None

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won the round (several after a shared tie); empty until it ends."""
        result = self._result
        return result[0] if result is not None else ()

    @property
    def favors(self) -> tuple[int, ...]:
        """Favors of every seat: before this round, plus what it awarded once it is over."""
        result = self._result
        if result is not None:
            return tuple(b + g for b, g in zip(self.favors_before, result[1]))
        return self.favors_before

    @property
    def game_winners(self) -> tuple[int, ...]:
        """Seats whose favors reach the target once this round is over."""
        result = self._result
        return result[2] if result is not None else ()

    @property
    def game_over(self) -> bool:
        return bool(self.game_winners)

    def eligible_opponents(self) -> tuple[int, ...]:
        """Opponents of the active player who can be chosen: in the round, not protected."""
        return eligible_seats(self.players, self._current, self._blocked)

    def value(self, card: object) -> int:
        """The value of ``card`` (a Card or its name) in this round's edition."""
        return self.edition.value(card)

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action of the active player now, as a tuple (empty once over)."""
        legal = self._legal
        if legal is None:
            # A situation's plays come from a table shared by every round of this edition
            # and player count: the same objects each time, so that apply() finds a move
            # among them by identity.
            if self._over:
                legal = ()
            elif self._pending:
                legal = chancellor_returns(tuple(self._hands[self._current]))
            else:
                first, second = self._hands[self._current]
                players, actor, blocked = self.players, self._current, self._blocked
                number = (((_ORDER[first] * 10 + _ORDER[second]) * players + actor) << players) | blocked
                legal = self._hand_table[number]
                if legal is None:
                    legal = self._hand_table[number] = hand_plays(first, second, players, actor, blocked,
                                                                  self.edition)[0]
            self._legal = legal
        return legal

    def _playable(self) -> Playable:
        """The turn's two cards with their sets of legal plays (the other card None when
        only one may be played), to check by lookup a Play that is not one of the listed
        objects; nothing playable during a Chancellor's return or once the round is over."""
        if self._over or self._pending:
            return _NOTHING_PLAYABLE
        first, second = self._hands[self._current]
        return hand_plays(first, second, self.players, self._current, self._blocked, self.edition)[1]

    def _seat(self, player: object) -> int:
        """``player`` (a seat number or a player's name) as a seat; else UNKNOWN_PLAYER."""
        if type(player) is int and 0 <= player < self.players:
            return player
        return seat_of(player, self.names)

