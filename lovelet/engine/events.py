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

__all__ = ["Event", "build_events", "event_of", "extend_chains", "audience"]

from lovelet.engine.frozen import ReadOnlyDict, freeze as _freeze

_EVERYONE = None
_NOBODY = frozenset()


class Event:
    """One change of state. ``player`` is the seat that acts or is affected.

    An event is a value: its attributes cannot be reassigned and ``details`` and
    ``secret`` are read-only mappings, so an event handed to a player (through an
    observation) can neither change the round's log nor anyone else's view.
    """

    __slots__ = ("kind", "player", "details", "secret", "seen_by")

    def __init__(self, kind, player, details, secret=None, seen_by=frozenset()):
        _init(self, kind, player, _freeze(details),
              None if secret is None else _freeze(secret),
              frozenset(seen_by) if secret is not None else _EVERYONE)

    def __setattr__(self, name, value):
        raise AttributeError("An event is a record of what happened: it cannot be changed.")

    def __delattr__(self, name):
        raise AttributeError("An event is a record of what happened: it cannot be changed.")

    def is_visible_to(self, player):
        """True when ``player`` sees all of this event, its secret included."""
        return self.secret is None or player in self.seen_by

    def seen_from(self, player):
        """This event as ``player`` knows it: without the secret part they may not see."""
        if self.secret is None or player in self.seen_by:
            return self
        return _redacted(self.kind, self.player, self.details, self.seen_by)

    def get(self, key, default=None):
        """A detail or (when present in this view) a secret, by name."""
        if key in self.details:
            return self.details[key]
        if self.secret is not None and key in self.secret:
            return self.secret[key]
        return default

    def _key(self):
        return (self.kind, self.player, self.details, self.secret, self.seen_by)

    def __eq__(self, other):
        if not isinstance(other, Event):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self):
        return hash((self.kind, self.player))

    def __repr__(self):
        parts = [f"{self.kind!r}", f"player={self.player!r}"]
        parts += [f"{key}={value!r}" for key, value in self.details.items()]
        if self.secret is not None:
            parts.append(f"secret={dict(self.secret)!r}")
            parts.append(f"seen_by={sorted(self.seen_by)!r}")
        elif self.seen_by:
            parts.append(f"(secret seen by {sorted(self.seen_by)!r})")
        return f"Event({', '.join(parts)})"

    def __reduce__(self):
        return (_rebuilt, (self.kind, self.player, dict(self.details),
                           None if self.secret is None else dict(self.secret), self.seen_by))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def as_dict(self):
        """A JSON-friendly dict of this event (cards by name)."""
        out = {"kind": self.kind, "player": self.player}
        out.update({k: json_ready(v) for k, v in self.details.items()})
        if self.secret is not None:
            out["secret"] = {k: json_ready(v) for k, v in self.secret.items()}
            out["seen_by"] = sorted(self.seen_by)
        return out


_setattr = object.__setattr__


def _init(event, kind, player, details, secret, seen_by):
    _setattr(event, "kind", kind)
    _setattr(event, "player", player)
    _setattr(event, "details", details)
    _setattr(event, "secret", secret)
    _setattr(event, "seen_by", seen_by)


def _make(kind, player, details, secret=None, seen_by=_EVERYONE):
    """An event from values that are already read-only (the builders' fast path)."""
    event = Event.__new__(Event)
    _init(event, kind, player, ReadOnlyDict(details),
          None if secret is None else ReadOnlyDict(secret), seen_by)
    return event


def _redacted(kind, player, details, seen_by):
    event = Event.__new__(Event)
    _init(event, kind, player, details, None, seen_by)
    return event


def _rebuilt(kind, player, details, secret, seen_by):
    event = Event.__new__(Event)
    _init(event, kind, player, _freeze(details), None if secret is None else _freeze(secret), seen_by)
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

_ALONE = {}


def _only(*seats):
    found = _ALONE.get(seats)
    if found is None:
        found = _ALONE[seats] = frozenset(seats)
    return found


def _build_play(record, payload):
    _, seat, card, target, guess, drawn = record
    details = {"card": card, "target": target, "guess": guess}
    if drawn is not None:  # the reveal_drawn option: whether it was drawn is public
        details["drawn"] = drawn
        return _make("play", seat, details)
    return _make("play", seat, details, None if payload is None else {"drawn": payload}, _only(seat))


def _build_round_end(record, payload):
    _, reason, hands, sums, winners, gains, spy, aside, game_winners = record
    return _make("round_end", None, {
        "reason": reason, "hands": ReadOnlyDict(dict(hands)),
        "discard_sums": ReadOnlyDict(dict(sums)), "winners": winners, "gains": gains,
        "spy_bonus": spy, "set_aside": aside, "game_winners": game_winners})


def _build_position(record, payload):
    _, discards, face_up, deck_size, protected, eliminated, active, turn = record
    return _make("position", None, {
        "discards": discards, "face_up": face_up, "deck_size": deck_size,
        "protected": protected, "eliminated": eliminated, "active": active, "turn": turn})


def _private(kind, player, details, names, payload, seen):
    if payload is None:
        return _redacted(kind, player, ReadOnlyDict(details), seen)
    if len(names) == 1:
        secret = {names[0]: payload}
    else:
        secret = dict(zip(names, payload))
    return _make(kind, player, details, secret, seen)


def _build(record, payload):
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


def audience(record):
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


def event_of(record):
    """The full Event (secret included) of a round's ``record``."""
    return _build(record[:-1], record[-1])


def extend_chains(records, public, secrets, hidden):
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


def nodes_of(public):
    """The nodes of a public chain, oldest first."""
    nodes = []
    while public is not None:
        nodes.append(public)
        public = public[0]
    nodes.reverse()
    return nodes


def payloads(*chains):
    """{id(public node): payload} for every entry of the given secret chains."""
    found = {}
    for chain in chains:
        while chain is not None:
            found[id(chain[1])] = chain[2]
            chain = chain[0]
    return found


def build_events(public, *chains):
    """The Events of a public chain, with the secrets found in ``chains``, oldest first."""
    secrets = payloads(*chains)
    get = secrets.get
    return tuple([_build(node[1:], get(id(node))) for node in nodes_of(public)])


def json_ready(value):
    """``value`` as plain JSON values: cards by name, tuples and lists as lists, sets
    sorted, mappings as objects with text keys."""
    from lovelet.engine.cards import Card

    if isinstance(value, Card):
        return value.name
    if isinstance(value, (tuple, list)):
        return [json_ready(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted(json_ready(item) for item in value)
    if isinstance(value, dict):
        return {str(key): json_ready(item) for key, item in value.items()}
    return value
