"""What one player may know: the :class:`Observation` of a round from one seat.

An observation keeps exactly what the rules let that player see: their own hand,
every discard pile in order, the face-up cards, how many cards are in the deck and set
aside, who is protected or out, whose turn it is, every public event, and the secret
part of the events that player took part in.  Two rounds that differ only in cards
hidden from a player give that player equal observations; agents, widgets and the
deduction tools read nothing else.

An observation is a value.  Its fields cannot be reassigned, every field is a tuple,
a frozenset or another immutable value, and its events are immutable too; so an agent
that receives one can change neither the round nor anyone else's view, whatever it
does with its copy.

It is also cheap.  The round hands out its log as immutable chains (see
:mod:`lovelet.engine.events`): the public one and the player's own secret one, which hold
nothing that player may not see.  The observation keeps those two references and
builds its :attr:`~Observation.events` only when they are first read, so a random
player that looks only at its legal actions costs almost nothing per decision,
whatever the length of the round.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Container, Iterable, Sequence
from typing import Any, NoReturn

from lovelet.engine.cards import Card, Edition, Options
from lovelet.engine.errors import refused, shown
from lovelet.engine.events import Event, build_events, event_of
from lovelet.engine.legality import chancellor_returns, hand_plays
from lovelet.engine.naming import seat_of
from lovelet.engine.replay import replay
from lovelet.engine.round_state import Action, Chain, RoundState
from lovelet.engine.compiling import mypyc_attr

__all__ = ["Observation", "observation_of", "check_observation"]

_FIELDS = ("edition", "options", "names", "player", "hand", "discards", "face_up", "deck_size",
           "set_aside_count", "protected", "eliminated", "current_player", "pending_chancellor",
           "turn", "favors", "favors_needed", "is_over", "winners")
_LEGAL = len(_FIELDS)  # index of the legal actions
_LOG = _LEGAL + 1  # index of the events (a tuple), or of a _Lazy that builds them once from
# the round's public chain and this player's secret chain (see lovelet.engine.events)
_PROTECTED = _FIELDS.index("protected")  # protected and eliminated are kept as bits
_ELIMINATED = _FIELDS.index("eliminated")


class _Lazy:
    """The events of an observation, built on first reading from two immutable chains."""

    __slots__ = ("public", "secrets", "events")

    def __init__(self, public: Chain, secrets: Chain) -> None:
        self.public, self.secrets = public, secrets
        self.events: tuple[Event, ...] | None = None

    def built(self) -> tuple[Event, ...]:
        events = self.events
        if events is None:
            events = self.events = build_events(self.public, self.secrets)
        return events

    def since(self, earlier: _Lazy) -> tuple[Event, ...] | None:
        """The events after those of ``earlier`` (the _Lazy of an earlier view of the
        same player), built from the nodes added since; None when these chains do not
        pass through the ends of ``earlier``'s (another round, a later view)."""
        added, node, end = [], self.public, earlier.public
        while node is not end:
            if node is None:
                return None
            added.append(node)
            node = node[0]
        secrets, chain, end = {}, self.secrets, earlier.secrets
        while chain is not end:
            if chain is None:
                return None
            secrets[id(chain[1])] = chain[2]
            chain = chain[0]
        if not secrets.keys() <= {id(node) for node in added}:
            return None  # chains that were not grown together: no safe answer
        added.reverse()
        return tuple([event_of((*node[1:], secrets.get(id(node)))) for node in added])


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # a value built on a built-in type: see compiling
class Observation(tuple[Any, ...]):
    """A player's view of a round. Immutable; compares equal field by field.

    Fields: ``edition``, ``options``, ``names``, ``player`` (the seat this view belongs
    to), ``hand`` (older card first, the card just drawn last), ``discards`` (every
    player's pile, oldest first), ``face_up``, ``deck_size``, ``set_aside_count`` (1
    while the face-down card is still aside), ``protected``, ``eliminated``,
    ``current_player`` (None once the round is over), ``pending_chancellor``, ``turn``,
    ``favors``, ``favors_needed``, ``is_over``, ``winners`` and ``events`` (the round's
    events as this player saw them); :meth:`legal_actions` lists this player's legal
    actions when the decision is theirs.
    """

    __slots__ = ()  # no instance dict: nothing to write into

    # The fields, read by properties made below the class (tuple.__getitem__ at the
    # field's index: the fastest read a tuple allows).
    edition: Edition
    options: Options
    names: tuple[str, ...]
    player: int
    hand: tuple[Card, ...]
    discards: tuple[tuple[Card, ...], ...]
    face_up: tuple[Card, ...]
    deck_size: int
    set_aside_count: int
    current_player: int | None
    pending_chancellor: bool
    turn: int
    favors: tuple[int, ...]
    favors_needed: int
    is_over: bool
    winners: tuple[int, ...]

    def __new__(cls, edition: Edition, options: Options, names: Sequence[str], player: int,
                hand: Iterable[Card], discards: Iterable[Iterable[Card]], face_up: Iterable[Card], deck_size: int,
                set_aside_count: int, protected: Iterable[int], eliminated: Iterable[int],
                current_player: int | None, pending_chancellor: bool, turn: int, favors: Iterable[int],
                favors_needed: int, is_over: bool, winners: Iterable[int], events: Iterable[Event] = (),
                legal_actions: Iterable[Action] | None = None) -> Observation:
        """An observation from its fields (as a reconstruction or a loader builds one).

        ``legal_actions`` default to those the rules give ``hand`` when the decision is
        this player's (``dataclasses.replace`` works on an observation, too).
        """
        for event in events:
            if not isinstance(event, Event):
                raise refused("BAD_OBSERVATION.events", shown=shown(event))
        if legal_actions is None:
            legal_actions = _legal_for(edition, len(names), player, tuple(hand), current_player,
                                       pending_chancellor, is_over, protected, eliminated)
        return tuple.__new__(cls, (
            edition, options, tuple(names), player, tuple(hand), tuple(map(tuple, discards)),
            tuple(face_up), deck_size, set_aside_count, _bits_of(protected), _bits_of(eliminated),
            current_player, bool(pending_chancellor), turn, tuple(favors), favors_needed,
            bool(is_over), tuple(winners), tuple(legal_actions), tuple(events)))

    def __init__(self, *args: object, **kwargs: object) -> None:
        pass  # everything is set by __new__

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("An observation is a record of what a player may know: it cannot be changed.")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("An observation cannot be changed.")

    @property
    def events(self) -> tuple[Event, ...]:
        """The round's events as this player saw them, oldest first."""
        events = tuple.__getitem__(self, _LOG)
        return events if type(events) is tuple else events.built()

    def events_since(self, earlier: object) -> tuple[Event, ...] | None:
        """The events this observation adds to ``earlier`` (a tuple, oldest first), or
        None when it does not continue ``earlier``.

        It continues ``earlier`` when both are views of the same player in the same
        round, ``earlier`` handed out first (``round.observation(seat)`` at two moments):
        then ``earlier.events + self.events_since(earlier) == self.events``, and only
        the added events are built, so that a reader following a round decision after
        decision (an agent's :class:`~lovelet.engine.replay.Follower`) reads each event once.
        Observations built from their fields come from no round: None.
        """
        if not isinstance(earlier, Observation) or earlier.player != self.player:
            return None
        mine, theirs = tuple.__getitem__(self, _LOG), tuple.__getitem__(earlier, _LOG)
        if type(mine) is not _Lazy or type(theirs) is not _Lazy:
            return None
        return mine.since(theirs)

    def saw_privately(self, kinds: Container[str]) -> bool | None:
        """Whether this player saw the secret part of an event of one of ``kinds`` (such
        as "priest": the card a Priest showed them), told without building the events;
        None for an observation built from its fields, whose events must be read to tell.
        """
        log = tuple.__getitem__(self, _LOG)
        if type(log) is not _Lazy:
            return None
        chain = log.secrets  # (earlier entry, public node, secret); a node's kind is node[1]
        while chain is not None:
            if chain[1][1] in kinds:
                return True
            chain = chain[0]
        return False

    @property
    def protected(self) -> frozenset[int]:
        """The seats protected by a Handmaid (a frozenset)."""
        return _seats_of(tuple.__getitem__(self, _PROTECTED))

    @property
    def eliminated(self) -> frozenset[int]:
        """The seats out of the round (a frozenset)."""
        return _seats_of(tuple.__getitem__(self, _ELIMINATED))

    def legal_actions(self) -> tuple[Action, ...]:
        """This player's legal actions now (a tuple; empty when the decision is another's)."""
        return tuple.__getitem__(self, _LEGAL)

    # Observations are not sequences to their readers; these keep tuple's own
    # behaviour from leaking into equality, hashing, iteration and printing.

    def _key(self) -> tuple[object, ...]:
        return tuple.__getitem__(self, slice(0, _LOG)) + (self.events,)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Observation):
            return NotImplemented
        return self._key() == other._key()

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return hash(tuple.__getitem__(self, slice(3, 8)))

    def __reduce__(self) -> tuple[Callable[..., Observation], tuple[object, ...]]:
        fields = tuple(getattr(self, name) for name in _FIELDS)
        return (_rebuilt, fields + (self.events, self.legal_actions()))

    def __copy__(self) -> Observation:
        return self

    def __deepcopy__(self, memo: object) -> Observation:
        return self

    def __iter__(self) -> NoReturn:
        raise TypeError("An observation is not a sequence: read its fields, such as obs.hand.")

    def __len__(self) -> NoReturn:
        raise TypeError("An observation is not a sequence: read its fields, such as obs.hand.")

    def __getitem__(self, key: object) -> NoReturn:
        raise TypeError("An observation is not a sequence: read its fields, such as obs.hand.")

    def as_fields(self) -> dict[str, object]:
        """{field name: value} for every field, the events and legal actions included."""
        fields = {name: getattr(self, name) for name in _FIELDS}
        fields["events"] = self.events
        fields["legal_actions"] = self.legal_actions()
        return fields

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def in_round(self) -> tuple[int, ...]:
        """Seats still in the round."""
        return tuple(seat for seat in range(self.players) if seat not in self.eliminated)

    @property
    def is_my_turn(self) -> bool:
        return self.current_player == self.player

    def hand_size(self, seat: object) -> int:
        """How many cards ``seat`` holds (public: 0 if out, 2 or 3 while deciding, else 1)."""
        # The one reading of the log knows every hand's size.
        return replay(self).hand_size(seat_of(seat, self.names))

    def __repr__(self) -> str:
        mine = ", ".join(card.label() for card in self.hand) or "no card"
        current = self.current_player
        status = "round over" if self.is_over or current is None else f"{self.names[current]} to play"
        return (f"<Observation of {self.names[self.player]}: holds {mine}; {status}; "
                f"deck {self.deck_size}>")

    def _repr_html_(self) -> str:
        from lovelet.display.rounds import observation_html

        return observation_html(self)


def _field(index: int, name: str) -> property:
    get = tuple.__getitem__
    return property(lambda self: get(self, index), doc=f"The observation's {name}.")


for _index, _name in enumerate(_FIELDS):
    if _name not in ("protected", "eliminated"):
        setattr(Observation, _name, _field(_index, _name))
del _index, _name


def _rebuilt(*fields: Any) -> Observation:
    return Observation(*fields)


def _legal_for(edition: Edition, players: int, player: int, hand: tuple[Card, ...], current: int | None,
               pending: bool, over: bool, protected: Iterable[int], eliminated: Iterable[int]) -> tuple[Action, ...]:
    """The legal actions of ``player`` holding ``hand`` (none unless the decision is theirs)."""
    if over or current != player:
        return ()
    if pending:
        return chancellor_returns(hand) if len(hand) in (2, 3) else ()
    if len(hand) != 2:
        return ()
    blocked = _bits_of(protected) | _bits_of(eliminated)
    return hand_plays(hand[0], hand[1], players, player, blocked, edition)[0]


# The fields of an Observation as dataclasses sees them (fields, replace, asdict): the
# types declared on the class, protected and eliminated (properties there) in their place.
_TYPES = dict(Observation.__annotations__, protected="frozenset[int]", eliminated="frozenset[int]")
_FIELD_SPECS: list[tuple[Any, ...]] = [(name, _TYPES[name]) for name in _FIELDS]
# (dataclasses.field is typed as returning its default: called through Any, so that the
# compiled build does not check the Field it returns against that type)
_field_of: Any = dataclasses.field
_FIELD_SPECS.append(("events", "tuple[Event, ...]", _field_of(default=(), repr=False)))
_Fields = dataclasses.make_dataclass("_Fields", _FIELD_SPECS, frozen=True)


setattr(Observation, "__dataclass_fields__", getattr(_Fields, "__dataclass_fields__"))
setattr(Observation, "__dataclass_params__", getattr(_Fields, "__dataclass_params__"))


_BITS: dict[int, frozenset[int]] = {}


def _seats_of(bits: int) -> frozenset[int]:
    """The frozenset of the seats whose bits are set (cached: few values recur)."""
    seats = _BITS.get(bits)
    if seats is None:
        seats = _BITS[bits] = frozenset(seat for seat in range(bits.bit_length()) if bits >> seat & 1)
    return seats


def _bits_of(seats: Iterable[int]) -> int:
    bits = 0
    for seat in seats:
        bits |= 1 << seat
    return bits


_new = tuple.__new__


def observation_of(rnd: RoundState, seat: int) -> Observation:
    """The observation of ``seat`` in the round ``rnd`` (the engine's fast path)."""
    public, secrets = rnd._chains()
    if rnd._over:
        return _new(Observation, (
            rnd.edition, rnd.options, rnd.names, seat, tuple(rnd._hands[seat]), tuple(map(tuple, rnd._discards)),
            rnd._face_up, len(rnd._stack), 0 if rnd._set_aside is None else 1, 0, rnd._out, None,
            False, rnd._turn, rnd.favors, rnd.favors_needed, True, rnd.winners, (),
            _Lazy(public, secrets[seat])))
    out = rnd._out
    current = rnd._current
    return _new(Observation, (
        rnd.edition, rnd.options, rnd.names, seat, tuple(rnd._hands[seat]), tuple(map(tuple, rnd._discards)),
        rnd._face_up, len(rnd._stack), 0 if rnd._set_aside is None else 1,
        rnd._blocked & ~out, out, current, rnd._pending, rnd._turn, rnd.favors_before,
        rnd.favors_needed, False, (), (rnd._legal or rnd.legal_actions()) if current == seat else (),
        _Lazy(public, secrets[seat])))


def check_observation(observation: object, what: str) -> None:
    """Refuse (BAD_OBSERVATION) anything that is not a player's Observation."""
    if not isinstance(observation, Observation):
        raise refused("BAD_OBSERVATION.needed", what=what, shown=shown(observation))
