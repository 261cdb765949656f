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

__all__ = ["Event"]

_EVERYONE = None


class Event:
    """One change of state. ``player`` is the seat that acts or is affected."""

    __slots__ = ("kind", "player", "details", "secret", "seen_by")

    def __init__(self, kind, player, details, secret=None, seen_by=frozenset()):
        self.kind = kind
        self.player = player
        self.details = details
        self.secret = secret
        self.seen_by = seen_by if secret is not None else _EVERYONE

    def is_visible_to(self, player):
        """True when ``player`` sees all of this event, its secret included."""
        return self.secret is None or player in self.seen_by

    def seen_from(self, player):
        """This event as ``player`` knows it: without the secret part they may not see."""
        if self.secret is None or player in self.seen_by:
            return self
        redacted = Event.__new__(Event)
        redacted.kind = self.kind
        redacted.player = self.player
        redacted.details = self.details
        redacted.secret = None
        redacted.seen_by = self.seen_by
        return redacted

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
            parts.append(f"secret={self.secret!r}")
            parts.append(f"seen_by={sorted(self.seen_by)!r}")
        elif self.seen_by:
            parts.append(f"(secret seen by {sorted(self.seen_by)!r})")
        return f"Event({', '.join(parts)})"

    def __getstate__(self):
        return self._key()

    def __setstate__(self, state):
        self.kind, self.player, self.details, self.secret, self.seen_by = state

    def as_dict(self):
        """A JSON-friendly dict of this event (cards by name)."""
        out = {"kind": self.kind, "player": self.player}
        out.update({k: _plain(v) for k, v in self.details.items()})
        if self.secret is not None:
            out["secret"] = {k: _plain(v) for k, v in self.secret.items()}
            out["seen_by"] = sorted(self.seen_by)
        return out


# ---------------------------------------------------------------------- compact records
#
# The round writes each event as a plain tuple (kind first) and builds Event objects
# only when someone reads the log: random playouts read it rarely, and a tuple costs
# a fraction of an object.  Each builder below turns one record into its Event.

_ALONE = {}


def _only(*seats):
    key = seats
    found = _ALONE.get(key)
    if found is None:
        found = _ALONE[key] = frozenset(seats)
    return found


def _play(kind, seat, card, target, guess, drawn, reveal_drawn):
    details = {"card": card, "target": target, "guess": guess}
    if reveal_drawn:
        details["drawn"] = drawn
        return Event(kind, seat, details)
    return Event(kind, seat, details, {"drawn": drawn}, _only(seat))


_BUILDERS = {
    "deal": lambda kind, seat, card: Event(kind, seat, {}, {"card": card}, _only(seat)),
    "set_aside": lambda kind, card: Event(kind, None, {}, {"card": card}, frozenset()),
    "face_up": lambda kind, cards: Event(kind, None, {"cards": cards}),
    "deck": lambda kind, size: Event(kind, None, {"size": size}),
    "protection_ends": lambda kind, seat: Event(kind, seat, {}),
    "draw": lambda kind, seat, source, card: Event(kind, seat, {"source": source}, {"card": card}, _only(seat)),
    "play": _play,
    "guard": lambda kind, seat, target, guess, hit: Event(
        kind, seat, {"target": target, "guess": guess, "hit": hit}),
    "priest": lambda kind, seat, target, card: Event(
        kind, seat, {"target": target}, {"card": card}, _only(seat)),
    "baron": lambda kind, seat, target, loser, mine, theirs: Event(
        kind, seat, {"target": target, "loser": loser},
        {"player_card": mine, "target_card": theirs}, _only(seat, target)),
    "protected": lambda kind, seat: Event(kind, seat, {}),
    "prince": lambda kind, seat, target, card: Event(kind, seat, {"target": target, "card": card}),
    "chancellor_draw": lambda kind, seat, count, cards: (
        Event(kind, seat, {"count": count}, {"cards": cards}, _only(seat)) if count
        else Event(kind, seat, {"count": 0})),
    "chancellor_return": lambda kind, seat, keep, bottom: Event(
        kind, seat, {"count": len(bottom)}, {"keep": keep, "bottom": bottom}, _only(seat)),
    "king": lambda kind, seat, target, given, received: Event(
        kind, seat, {"target": target}, {"player_card": given, "target_card": received},
        _only(seat, target)),
    "eliminated": lambda kind, seat, cards, cause: Event(kind, seat, {"cards": cards, "cause": cause}),
    "round_end": lambda kind, reason, hands, sums, winners, gains, spy, aside, game_winners: Event(
        kind, None, {"reason": reason, "hands": hands, "discard_sums": sums, "winners": winners,
                     "gains": gains, "spy_bonus": spy, "set_aside": aside,
                     "game_winners": game_winners}),
}


def event_of(record):
    """The Event for a compact record written by the round (or an Event, unchanged)."""
    if type(record) is Event:
        return record
    return _BUILDERS[record[0]](*record)


def _plain(value):
    from .cards import Card

    if isinstance(value, Card):
        return value.name
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value
