"""The one reading of a player's event log: what is public, and what they know where.

A :class:`Replay` walks the events of an :class:`~lovelet.Observation` in order, as
that player saw them, and holds after every event:

* the public state: every discard pile in order, the face-up cards, the deck size,
  whether the face-down card is still set aside, who is protected or out, whose turn
  it is and its number, whether a Chancellor choice is pending, how many cards each
  player holds, and once the round is over its winners and the favors it gave;
* the player's knowledge: every card in a hand or at the bottom of the deck is a
  :class:`Token`, whose ``card`` is the card when the player knows it and None
  otherwise.  The player's own hand is in the engine's order (the older card first,
  the card just drawn last); an opponent's hand is known card by card (a Priest look,
  a Baron comparison or a King exchange the player took part in, a card the player
  returned with a Chancellor and that opponent then drew); the cards the player put
  under the deck keep their known order until they are drawn.

Each event read gives a :class:`Step` that says how cards moved (which tokens came
from the never-seen cards, the bottom of the deck or the set-aside card, which token a
play consumed and which one stayed, a Chancellor's return, a King's exchange, discards
and what the player learned), so that a reader of the log never encodes card movement
itself: it reads the tokens and the steps.

Knowledge lapses exactly when a card may have moved unseen, and only then:

* an opponent plays a card of the character of one it was known to hold, and nothing
  tells which of its two cards it played (the ``reveal_drawn`` option does; so does a
  known other card).  The engine's convention holds: of two cards of the same
  character, the one just drawn is the one played (see :mod:`lovelet.engine.round`);
* an opponent finishes a Chancellor unseen: its cards come out in an order the player
  cannot see, as new tokens (known only if every card shuffled was known and alike);
* a card leaves a hand face up (a play, a Prince discard, an elimination): it is then
  public, on a discard pile.

A King exchange between two other players moves what the player knows with the cards.

Two cheaper ways to the same answers, for readers that decide at every turn (agents):
a :class:`Follower` reads each player's round on from their previous observation
instead of from its start, and :data:`REVEALING` with :func:`unseen_copies` tell,
without reading the log, that a player knows no opponent's card and which copies
they cannot see.

The replay reads only the observation.  It refuses (``BAD_OBSERVATION``) a log no
round can produce: a draw from an empty deck, a play from a hand that does not hold
two cards, more copies of a card than the edition has, an unknown kind of event.

    >>> from lovelet import REVISED, Round
    >>> rnd = Round.deal(REVISED, 3, seed=2)
    >>> state = replay(rnd.observation(0))
    >>> state.deck_size == rnd.deck_size and state.hand == rnd.hand(0)
    True
"""

from __future__ import annotations

from collections.abc import Iterator

from lovelet.engine.cards import Card
from lovelet.engine.events import Event
from lovelet.engine.replay_events import HANDLERS, ReplayEvents
from lovelet.engine.replay_state import Observed, _read_only
from lovelet.engine.errors import refused
from lovelet.engine.replay_tokens import Step, Token, _favors_before
from lovelet.engine.compiling import mypyc_attr

__all__ = ["Replay", "Step", "Token", "replay", "Follower", "REVEALING", "unseen_copies"]


def replay(observation: Observed) -> Replay:
    """The :class:`Replay` of ``observation`` with every event read: the state now."""
    return Replay(observation).run()


#: The kinds of event whose secret can show a player a card in an opponent's hand,
#: then or later: a Priest's look, a Baron's comparison or a King's exchange they took
#: part in, and their own Chancellor's return (an opponent may draw the cards put
#: back).  Every other way of knowing a card (a play, a Prince, an elimination) puts it
#: face up, out of any hand, until the end of the round shows the hands.  So while the
#: round goes on, a player whose observation saw none of these knows no opponent's
#: card: ``observation.saw_privately(REVEALING) is False`` tells it without reading
#: the log.
REVEALING = frozenset({"priest", "baron", "king", "chancellor_return"})


def unseen_copies(observation: Observed) -> dict[Card, int]:
    """{card: copies ``observation``'s player cannot see}, a new dict counted from its
    fields: not on a discard pile, not face up, not in their own hand.  For an
    observation of a round it equals ``replay(observation).unseen``, without reading
    the events."""
    unseen = dict(observation.edition.copies)
    for pile in observation.discards:
        for card in pile:
            unseen[card] -= 1
    for card in observation.face_up:
        unseen[card] -= 1
    for card in observation.hand:
        unseen[card] -= 1
    return unseen


class Follower:
    """The replay of each player's latest observation, read on from their previous one.

    For a reader that replays every decision of a round (an agent):
    ``follower.replay(observation)`` equals ``replay(observation)``, but when the
    observation continues the previous one of the same player (the same round, later;
    see :meth:`~lovelet.Observation.events_since`) only the events added since are
    read, so a round costs one reading of its events instead of one per decision.

    The replay returned is the follower's own: it is read on at the next call for that
    player, so read what you need from it before (one follower per thread).  It holds
    only observations it was given, one per player, and is never sent along: a copy
    or an unpickled follower starts empty.
    """

    def __init__(self) -> None:
        self._latest: dict[int | None, tuple[Observed, Replay]] = {}  # player -> (their latest observation, its replay)

    def replay(self, observation: Observed) -> Replay:
        """The :class:`Replay` of ``observation`` with every event read."""
        player = getattr(observation, "player", None)
        latest = self._latest.pop(player, None)  # a reading refused leaves nothing half read
        if latest is not None:
            earlier, state = latest
            since = getattr(observation, "events_since", None)  # an Observation's
            added = None if since is None else since(earlier)
            if added is not None:
                state._read_on(observation, added)
                self._latest[player] = (observation, state)
                return state
        state = replay(observation)
        self._latest[player] = (observation, state)
        return state

    def __reduce__(self) -> tuple[type[Follower], tuple[()]]:
        return (Follower, ())  # what it holds belongs to the games of this process


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # its public fields are properties made by a helper
class Replay(ReplayEvents):
    """A player's observation read event by event.

    ``Replay(observation)`` starts before the first event; :meth:`advance` reads the
    next one and returns its :class:`Step`, ``for step in replay`` reads the rest, and
    :meth:`run` reads them all.  Between steps, the replay's attributes are the state
    right after the event read last (they change as it reads on: keep a copy of what
    you need).  Once every event is read, the public state equals the observation's
    fields, and the player's own hand is ``observation.hand`` (cards the events do not
    show, as in an observation rebuilt for an opponent model, are taken from it).
    """

    # ------------------------------------------------------------------ reading

    read = _read_only("_read", "How many of the observation's events have been read.")

    @property
    def done(self) -> bool:
        """True once every event is read."""
        return self._read == len(self.events)

    @property
    def upcoming(self) -> Event | None:
        """The next event to read, or None once every event is read."""
        return self.events[self._read] if self._read < len(self.events) else None

    def advance(self) -> Step:
        """Read the next event (there must be one); return its :class:`Step`."""
        index = self._read
        event = self.events[index]
        step = Step(event, index)
        handler = HANDLERS.get(event.kind)
        if handler is None:
            raise refused("BAD_OBSERVATION.unknown_event", kind=repr(event.kind))
        handler(self, event, step)
        self._read = index + 1
        if index == self._last:
            self._fill_own_hand()
        return step

    def __iter__(self) -> Iterator[Step]:
        while self._read < len(self.events):
            yield self.advance()

    def run(self) -> Replay:
        """Read every event left; return this replay."""
        advance = self.advance
        for _ in range(self._read, len(self.events)):
            advance()
        return self

    def _read_on(self, observation: Observed, added: tuple[Event, ...]) -> Replay:
        """Read on into ``observation``, which continues the observation read so far
        with the events ``added``: this replay is then ``replay(observation)``.

        (The own-hand filling at the end of the earlier observation changed nothing:
        an observation handed out by a round shows every card of the player's hand.)
        """
        self.observation = observation
        self.events += added
        self._last = len(self.events) - 1
        self._favors_before = _favors_before(tuple(observation.favors), self.events)
        return self.run()

