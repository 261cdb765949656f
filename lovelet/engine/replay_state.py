"""The state a replay holds between two events, and the bookkeeping that changes it.

:class:`ReplayState` is the part of :class:`~lovelet.engine.replay.Replay` that holds a
player's view of a round (the public state and the tokens of what they know) and keeps
the count of the copies they cannot see; :mod:`lovelet.engine.replay_events` moves the
tokens event by event, and :mod:`lovelet.engine.replay` reads the log.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter
from types import MappingProxyType
from typing import Protocol

from lovelet.engine.cards import Card, Edition
from lovelet.engine.errors import refused, shown
from lovelet.engine.events import Event
from lovelet.engine.replay_tokens import Token, _favors_before, _tell
from lovelet.engine.compiling import mypyc_attr

__all__ = ["ReplayState", "Observed"]


class Observed(Protocol):
    """What a replay reads of an observation (an :class:`~lovelet.Observation`, or one an
    opponent model rebuilt with other cards in hand)."""

    @property
    def player(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def edition(self) -> Edition: ...
    @property
    def favors(self) -> Sequence[int]: ...
    @property
    def hand(self) -> Sequence[Card]: ...
    @property
    def events(self) -> tuple[Event, ...]: ...
    @property
    def discards(self) -> Sequence[Sequence[Card]]: ...
    @property
    def face_up(self) -> Sequence[Card]: ...


def _read_only(name: str, doc: str) -> property:
    """A property reading the attribute ``name``, which only the replay sets."""
    return property(attrgetter(name), doc=doc)



@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # its public fields are properties made by a helper
class ReplayState:
    """A player's view of a round between two events (see :class:`~lovelet.engine.replay.Replay`)."""

    def __init__(self, observation: Observed) -> None:
        try:
            player, events, players = observation.player, observation.events, observation.players
            copies, favors = observation.edition.copies, tuple(observation.favors)
        except (AttributeError, TypeError):
            raise refused("BAD_OBSERVATION.replay_needs", shown=shown(observation)) from None
        self.observation = observation
        self.player: int = player  # whose view this is
        self.events: tuple[Event, ...] = events
        self._read = 0
        self._last = len(events) - 1
        self._hands: list[tuple[Token, ...]] = [()] * players
        self._discards: list[tuple[Card, ...]] = [()] * players
        self._face_up: tuple[Card, ...] = ()
        # Before the deck's size is announced (the "deck" event ends the deal), the deck
        # is the whole edition less every card the deal has taken so far: a replay shows
        # the true count from the first event, never 0.
        self._deck_size: int = sum(copies.values())
        self._deck_known = False  # the "deck" or "position" event has said the deck's size
        self._bottom: tuple[Token, ...] = ()
        self._set_aside: Token | None = Token()  # every round begins with one card face down
        self._protected: set[int] = set()
        self._eliminated: set[int] = set()
        self._current: int | None = None
        self._turn: int = 0
        self._pending = False
        self._over = False
        self._winners: tuple[int, ...] = ()
        self._gains: tuple[int, ...] = (0,) * players
        self._replacing: int | None = None  # the seat whose Prince discard the next draw replaces
        self._unseen: dict[Card, int] = dict(copies)
        self._unseen_view = MappingProxyType(self._unseen)
        self._favors_before = _favors_before(favors, events)

    # ------------------------------------------------------------------ the public state

    discards = property(lambda self: tuple(self._discards),
                        doc="Every player's discard pile, oldest first.")
    face_up = _read_only("_face_up", "The three cards set aside face up (2 players), else ().")
    deck_size = _read_only("_deck_size", "How many cards are in the deck.")
    set_aside_count = property(lambda self: 0 if self._set_aside is None else 1,
                               doc="1 while the face-down card is still set aside, else 0.")
    protected = property(lambda self: frozenset(self._protected),
                         doc="The seats a Handmaid protects.")
    eliminated = property(lambda self: frozenset(self._eliminated),
                          doc="The seats out of the round.")
    current_player = property(lambda self: None if self._over else self._current,
                              doc="The seat whose turn it is, or None once the round is over.")
    turn = _read_only("_turn", "The number of turns begun in the round.")
    pending_chancellor = _read_only("_pending", "True while a Chancellor choice is open.")
    is_over = _read_only("_over", "True once the round has ended.")
    winners = _read_only("_winners", "The seats that won the round; empty until it is over.")
    gains = _read_only("_gains", "The favors the round gave each seat; zeros until it is over.")

    @property
    def favors(self) -> tuple[int, ...]:
        """Every seat's favors: before the round, plus its gains once it is over."""
        return tuple(before + gain for before, gain in zip(self._favors_before, self._gains))

    def hand_size(self, seat: int) -> int:
        """How many cards ``seat`` holds."""
        return len(self._hands[seat])

    @property
    def fresh(self) -> int:
        """How many never-seen cards lie on top of the deck, above the returned ones."""
        return self._deck_size - len(self._bottom)

    # ------------------------------------------------------------------ what the player knows

    @property
    def hand(self) -> tuple[Card | None, ...]:
        """The player's own cards, the older first (None for a card the events do not show)."""
        return tuple(token.card for token in self._hands[self.player])

    hands = property(lambda self: tuple(self._hands),
                     doc="Every seat's tokens, in the engine's order (the older card first).")

    def tokens(self, seat: int) -> tuple[Token, ...]:
        """The tokens ``seat`` holds, the older card first."""
        return self._hands[seat]

    bottom = _read_only("_bottom", "The tokens returned under the deck by Chancellors, the next "
                        "to be drawn first.")
    set_aside = _read_only("_set_aside", "The face-down set-aside card's token (its card known "
                           "once the round shows it), or None once a Prince has taken it.")
    unseen = _read_only("_unseen_view", "{card: copies the player cannot see}: not on any discard "
                        "pile, not face up, not in their own hand (a read-only mapping that "
                        "follows the replay).")

    # ------------------------------------------------------------------ bookkeeping

    def _count(self, card: Card, change: int) -> None:
        left = self._unseen[card] - change
        if left < 0:
            raise refused("BAD_OBSERVATION.too_many", card=card)
        self._unseen[card] = left

    def _discard(self, seat: int, card: Card) -> None:
        self._discards[seat] += (card,)
        self._count(card, 1)

    def _show(self, seat: int, token: Token, card: Card | None) -> None:
        """The player learns that ``token``, held by ``seat``, is ``card`` (None: no news)."""
        if card is None:
            return
        if token.card is None:
            token.card = card
            if seat == self.player:
                self._count(card, 1)
        elif token.card is not card:
            raise refused("BAD_OBSERVATION.contradiction", known=token.card, card=card)

    def _enter_own(self, token: Token) -> None:
        if token.card is not None:
            self._count(token.card, 1)

    def _leave_own(self, token: Token) -> None:
        if token.card is not None:
            self._unseen[token.card] += 1

    def _take(self, seat: int, card: Card | None) -> tuple[Token, bool]:
        """``seat`` takes the top card of the deck (``card`` when the player sees it).

        Returns the token and whether it came from the cards returned under the deck.
        """
        size = self._deck_size
        if size <= 0 or not self._deck_known:  # before the deal's end, no card is drawn
            raise refused("BAD_OBSERVATION.empty_deck")
        self._deck_size = size - 1
        bottom = self._bottom
        if size > len(bottom):
            token, returned = Token(card), False
        else:
            token, returned = bottom[0], True
            self._bottom = bottom[1:]
            _tell(token, card)
        self._hands[seat] += (token,)
        if seat == self.player and token.card is not None:
            self._count(token.card, 1)
        return token, returned

    def _fill_own_hand(self) -> None:
        """Cards of the player's own hand the events did not show, from the observation.

        Only an observation rebuilt for an opponent model lacks them, and its hand is a
        hypothesis that need not fit the copies left, so they are counted unchecked.
        """
        own = self._hands[self.player]
        shown = self.observation.hand
        if len(own) == len(shown):
            for token, card in zip(own, shown):
                if token.card is None:
                    token.card = card
                    self._unseen[card] -= 1

    def _only(self, seat: int) -> Token:
        hand = self._hands[seat]
        if len(hand) != 1:
            raise refused("BAD_OBSERVATION.one_card", seat=seat, held=len(hand))
        return hand[0]


