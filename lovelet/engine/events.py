"""Events: every change of a round's state, and who may see its hidden part.

An :class:`Event` has a public part (``details``) that every player sees and an
optional secret part (``secret``) that only the seats in ``seen_by`` see.  A player's
view of an event (:meth:`Event.seen_from`) keeps the public part and drops the secret
when that player may not see it, so two rounds that differ only in cards hidden from a
player give that player equal views.

Kinds, with their public details and [secret]:

=================== ============================================================
``deal``            a card dealt to ``player`` [card]
``set_aside``       the face-down card put aside [card; seen by nobody]
``face_up``         ``cards`` put aside face up (2 players)
``protection_ends`` ``player``'s Handmaid protection ends at the start of a turn
``draw``            ``player`` draws; ``source`` is "deck" or "set_aside" [card]
``play``            ``player`` plays ``card`` with ``target``/``guess``;
                    ``drawn`` (was it the card just drawn) is secret unless the
                    reveal_drawn option is on
``guard``           ``target``, ``guess``, ``hit``
``priest``          ``target`` [``card`` seen; seen by the player]
``baron``           ``target``, ``loser`` (None on a tie)
                    [``player_card``, ``target_card``; seen by both]
``protected``       ``player`` is protected by a Handmaid
``prince``          ``target`` discards ``card``
``chancellor_draw`` ``count`` cards drawn [``cards``; seen by the player]
``chancellor_return`` ``count`` cards returned [``keep``, ``bottom``]
``king``            ``target`` [``player_card`` given, ``target_card`` received]
``eliminated``      ``player`` is out; ``cards`` discarded; ``cause``
``round_end``       ``reason``, ``hands`` shown, ``winners``, ``gains``,
                    ``spy_bonus``, ``set_aside``, ``game_winners``
=================== ============================================================
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableSequence
from typing import Any, Final

from lovelet.engine.cards import Card
from lovelet.engine.frozen import ReadOnlyDict, freeze as _freeze
from lovelet.engine.compiling import mypyc_attr

__all__ = ["Event", "build_events", "event_of", "extend_chains", "audience"]

#: A round's record of one event: ``(kind, *public fields, secret)`` (see below).
Record = tuple[Any, ...]
#: A node of a chain of records (see below), None before the first.
Chain = tuple[Any, ...] | None

_EVERYONE: Final = None
_NOBODY: Final[frozenset[int]] = frozenset()


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # attributes set once through object.__setattr__, then refused
class Event:
    """One change of state. ``player`` is the seat that acts or is affected.

    An event is a value: its attributes cannot be reassigned and ``details`` and
    ``secret`` are read-only mappings, so an event handed to a player (through an
    observation) can neither change the round's log nor anyone else's view.
    """

    __slots__ = ("kind", "player", "details", "secret", "seen_by")

    kind: str
    player: int | None
    details: ReadOnlyDict
    secret: ReadOnlyDict | None
    seen_by: frozenset[int] | None

    def __init__(self, kind: str, player: int | None, details: Mapping[str, object],
                 secret: Mapping[str, object] | None = None, seen_by: Iterable[int] = frozenset()) -> None:
        _init(self, kind, player, _frozen(details),
              None if secret is None else _frozen(secret),
              frozenset(seen_by) if secret is not None else _EVERYONE)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("An event is a record of what happened: it cannot be changed.")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("An event is a record of what happened: it cannot be changed.")

    def is_visible_to(self, player: int | None) -> bool:
        """True when ``player`` sees all of this event, its secret included."""
        # seen_by is None only for an event with no secret
        return self.secret is None or player in self.seen_by  # type: ignore[operator]

    def seen_from(self, player: int | None) -> Event:
        """This event as ``player`` knows it (None: as everyone does), without the secret
        part they may not see."""
        if self.secret is None or player in self.seen_by:  # type: ignore[operator]  # a set, with a secret
            return self
        return _redacted(self.kind, self.player, self.details, self.seen_by)

    def get(self, key: str, default: object = None) -> object:
        """A detail or (when present in this view) a secret, by name."""
        if key in self.details:
            return self.details[key]
        if self.secret is not None and key in self.secret:
            return self.secret[key]
        return default

    def _key(self) -> tuple[object, ...]:
        return (self.kind, self.player, self.details, self.secret, self.seen_by)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash((self.kind, self.player))

    def __repr__(self) -> str:
        parts = [f"{self.kind!r}", f"player={self.player!r}"]
        parts += [f"{key}={value!r}" for key, value in self.details.items()]
        if self.secret is not None:
            parts.append(f"secret={dict(self.secret)!r}")
            parts.append(f"seen_by={sorted(self.seen_by or ())!r}")
        elif self.seen_by:
            parts.append(f"(secret seen by {sorted(self.seen_by)!r})")
        return f"Event({', '.join(parts)})"

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (_rebuilt, (self.kind, self.player, dict(self.details),
                           None if self.secret is None else dict(self.secret), self.seen_by))

    def __copy__(self) -> Event:
        return self

    def __deepcopy__(self, memo: object) -> Event:
        return self

    def as_dict(self) -> dict[str, object]:
        """A JSON-friendly dict of this event (cards by name)."""
        out: dict[str, object] = {"kind": self.kind, "player": self.player}
        out.update({k: json_ready(v) for k, v in self.details.items()})
        if self.secret is not None:
            out["secret"] = {k: json_ready(v) for k, v in self.secret.items()}
            out["seen_by"] = sorted(self.seen_by or ())
        return out


_setattr = object.__setattr__


def _frozen(mapping: Mapping[str, object]) -> ReadOnlyDict:
    """``mapping`` (a dict) made read-only all the way down."""
    return _freeze(mapping)  # type: ignore[return-value]  # a dict gives a ReadOnlyDict


def _init(event: Event, kind: str, player: int | None, details: ReadOnlyDict,
          secret: ReadOnlyDict | None, seen_by: frozenset[int] | None) -> None:
    _setattr(event, "kind", kind)
    _setattr(event, "player", player)
    _setattr(event, "details", details)
    _setattr(event, "secret", secret)
    _setattr(event, "seen_by", seen_by)


def _make(kind: str, player: int | None, details: Mapping[str, object],
          secret: Mapping[str, object] | None = None, seen_by: frozenset[int] | None = _EVERYONE) -> Event:
    """An event from values that are already read-only (the builders' fast path)."""
    event = Event.__new__(Event)
    _init(event, kind, player, ReadOnlyDict(details),
          None if secret is None else ReadOnlyDict(secret), seen_by)
    return event


def _redacted(kind: str, player: int | None, details: ReadOnlyDict, seen_by: frozenset[int] | None) -> Event:
    event = Event.__new__(Event)
    _init(event, kind, player, details, None, seen_by)
    return event


def _rebuilt(kind: str, player: int | None, details: Mapping[str, object],
             secret: Mapping[str, object] | None, seen_by: frozenset[int] | None) -> Event:
    event = Event.__new__(Event)
    _init(event, kind, player, _frozen(details), None if secret is None else _frozen(secret), seen_by)
    return event


# ---------------------------------------------------------------------- the round's log
#
# A round writes each event as one plain record, ``(kind, *public fields, secret)``,
# where ``secret`` is None for an event that has none; the seats that see a secret
# follow from the record (:func:`audience`).  Event objects are built from records only
# when someone reads a log.
#
# A player's view is handed out as two immutable chains, so that it costs no copy and
# carries nothing that player may not see (:func:`extend_chains` builds them from the
# records, when a first observation asks for them):
#
# * the public chain, ``(earlier node, kind, *public fields)``, one flat tuple per
#   event (its public record is ``node[1:]``);
# * one secret chain per seat, plus one for what nobody sees (the face-down card),
#   ``(earlier node, public node, secret)``: the secret part of the event at that
#   public node, for the seats of its audience.
#
# Each kind's builder below takes the public record and the secret (None where the
# reader may not see it) and returns the Event, with the audience that saw its secret.

_ALONE: dict[tuple[int, ...], frozenset[int]] = {}


def _only(*seats: int) -> frozenset[int]:
    found = _ALONE.get(seats)
    if found is None:
        found = _ALONE[seats] = frozenset(seats)
    return found


def _build_play(record: Record, payload: Any) -> Event:
    _, seat, card, target, guess, drawn = record
    details = {"card": card, "target": target, "guess": guess}
    if drawn is not None:  # the reveal_drawn option: whether it was drawn is public
        details["drawn"] = drawn
        return _make("play", seat, details)
    return _make("play", seat, details, None if payload is None else {"drawn": payload}, _only(seat))


def _build_round_end(record: Record, payload: Any) -> Event:
    _, reason, hands, sums, winners, gains, spy, aside, game_winners = record
    return _make("round_end", None, {
        "reason": reason, "hands": ReadOnlyDict(dict(hands)),
        "discard_sums": ReadOnlyDict(dict(sums)), "winners": winners, "gains": gains,
        "spy_bonus": spy, "set_aside": aside, "game_winners": game_winners})


def _build_position(record: Record, payload: Any) -> Event:
    _, discards, face_up, deck_size, protected, eliminated, active, turn = record
    return _make("position", None, {
        "discards": discards, "face_up": face_up, "deck_size": deck_size,
        "protected": protected, "eliminated": eliminated, "active": active, "turn": turn})


def _private(kind: str, player: int | None, details: dict[str, object], names: tuple[str, ...],
             payload: Any, seen: frozenset[int]) -> Event:
    if payload is None:
        return _redacted(kind, player, ReadOnlyDict(details), seen)
    if len(names) == 1:
        secret = {names[0]: payload}
    else:
        secret = dict(zip(names, payload))
    return _make(kind, player, details, secret, seen)


def _build(record: Record, payload: Any) -> Event:
    kind = record[0]
    if kind == "draw":
        _, seat, source = record
        return _private(kind, seat, {"source": source}, ("card",), payload, _only(seat))
    if kind == "play":
        return _build_play(record, payload)
    if kind == "deal":
        return _private(kind, record[1], {}, ("card",), payload, _only(record[1]))
    if kind == "guard":
        _, seat, target, guess, hit = record
        return _make(kind, seat, {"target": target, "guess": guess, "hit": hit})
    if kind == "priest":
        _, seat, target = record
        return _private(kind, seat, {"target": target}, ("card",), payload, _only(seat))
    if kind == "baron":
        _, seat, target, loser = record
        return _private(kind, seat, {"target": target, "loser": loser},
                        ("player_card", "target_card"), payload, _only(seat, target))
    if kind == "king":
        _, seat, target = record
        return _private(kind, seat, {"target": target}, ("player_card", "target_card"), payload,
                        _only(seat, target))
    if kind == "prince":
        _, seat, target, card = record
        return _make(kind, seat, {"target": target, "card": card})
    if kind == "protected" or kind == "protection_ends":
        return _make(kind, record[1], {})
    if kind == "eliminated":
        _, seat, cards, cause = record
        return _make(kind, seat, {"cards": cards, "cause": cause})
    if kind == "chancellor_draw":
        _, seat, count = record
        if not count:
            return _make(kind, seat, {"count": 0})
        return _private(kind, seat, {"count": count}, ("cards",), payload, _only(seat))
    if kind == "chancellor_return":
        _, seat, count = record
        return _private(kind, seat, {"count": count}, ("keep", "bottom"), payload, _only(seat))
    if kind == "deck":
        return _make(kind, None, {"size": record[1]})
    if kind == "set_aside":
        return _private(kind, None, {}, ("card",), payload, _NOBODY)
    if kind == "face_up":
        return _make(kind, None, {"cards": record[1]})
    if kind == "hand":
        return _private(kind, record[1], {}, ("cards",), payload, _only(record[1]))
    if kind == "round_end":
        return _build_round_end(record, payload)
    if kind == "position":
        return _build_position(record, payload)
    raise AssertionError(f"unknown event record {kind!r}")  # pragma: no cover


def audience(record: Record) -> tuple[int, ...] | None:
    """The seats that see the secret of a round's ``record``: a tuple, () when nobody
    does (the face-down card), None when the event has no secret."""
    if record[-1] is None:
        return None
    kind = record[0]
    if kind == "baron" or kind == "king":
        return (record[1], record[2])
    if kind == "set_aside":
        return ()
    return (record[1],)  # deal, draw, play, priest, chancellor_draw/_return, hand


def event_of(record: Record) -> Event:
    """The full Event (secret included) of a round's ``record``."""
    return _build(record[:-1], record[-1])


def extend_chains(records: Iterable[Record], public: Chain, secrets: MutableSequence[Chain],
                  hidden: Chain) -> tuple[Chain, Chain]:
    """The chains of :mod:`lovelet.engine.events` grown by ``records``, in order.

    ``secrets`` (one chain per seat) is changed in place; returns the new public chain
    and the new chain of what nobody sees.
    """
    for record in records:
        public = (public, *record[:-1])
        secret = record[-1]
        if secret is not None:
            seats = audience(record)
            if seats:
                for seat in seats:
                    secrets[seat] = (secrets[seat], public, secret)
            else:
                hidden = (hidden, public, secret)
    return public, hidden


def nodes_of(public: Chain) -> list[tuple[Any, ...]]:
    """The nodes of a public chain, oldest first."""
    nodes: list[tuple[Any, ...]] = []
    while public is not None:
        nodes.append(public)
        public = public[0]
    nodes.reverse()
    return nodes


def payloads(*chains: Chain) -> dict[int, Any]:
    """{id(public node): payload} for every entry of the given secret chains."""
    found: dict[int, Any] = {}
    for chain in chains:
        while chain is not None:
            found[id(chain[1])] = chain[2]
            chain = chain[0]
    return found


def build_events(public: Chain, *chains: Chain) -> tuple[Event, ...]:
    """The Events of a public chain, with the secrets found in ``chains``, oldest first."""
    secrets = payloads(*chains)
    get = secrets.get
    return tuple([_build(node[1:], get(id(node))) for node in nodes_of(public)])


def json_ready(value: object) -> object:
    """``value`` as plain JSON values: cards by name, tuples and lists as lists, sets
    sorted, mappings as objects with text keys."""
    if isinstance(value, Card):
        return value.name
    if isinstance(value, (tuple, list)):
        return [json_ready(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted(json_ready(item) for item in value)  # type: ignore[type-var]  # cards, seats: comparable
    if isinstance(value, dict):
        return {str(key): json_ready(item) for key, item in value.items()}
    return value
