"""Staged positions: a round built from an explicit table, for lessons and tests.

:func:`staged_round` checks every invariant of docs/rules.md 0.3 and section C
(``load_position``) before it builds anything, and refuses a position that breaks one
with ``BAD_POSITION`` (or ``BAD_DECK`` when the cards are not the edition's deck),
naming what is wrong.  A staged round starts at the active player's decision, after
the automatic draw; its log begins with one public ``position`` event and, for every
player, a private ``hand`` event with the cards that player holds.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence, Sized
from typing import TypeVar

from lovelet.engine.cards import Card, Edition, Options, edition_named
from lovelet.engine.errors import refused, shown
from lovelet.engine.arguments import checked_favors, multiset_problem, player_names
from lovelet.engine.legality import as_seat
from lovelet.engine.naming import card_or_none
from lovelet.engine.round_state import Favors, Record, RoundState

__all__ = ["staged_round", "Staging"]

#: A round class that stages positions (lovelet.engine.round.Round).
StagedRound = TypeVar("StagedRound", bound="Staging")


def _cards(value: object, what: str, allow_none: bool = False) -> tuple[Card, ...]:
    """A tuple of cards from a card, a list of cards, or (if allowed) None."""
    if value is None:
        if allow_none:
            return ()
        raise refused("BAD_POSITION.missing", what=what)
    if isinstance(value, (Card, str)):
        single = card_or_none(value)
        if single is not None:
            return (single,)
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise refused("BAD_POSITION.not_cards", what=what, shown=shown(value))
    cards: list[Card] = []
    for item in value:
        card = card_or_none(item)  # a Card, or a card's name in English, French or German
        if card is None:
            raise refused("BAD_POSITION.not_a_card", what=what, shown=shown(item))
        cards.append(card)
    return tuple(cards)


def _per_seat(value: object, players: Sequence[str], what: str) -> list[tuple[Card, ...]]:
    """A list of card tuples, one per seat, from a list or a {seat: cards} dict."""
    count = len(players)
    if value is None:
        return [()] * count
    if isinstance(value, dict):
        by_seat: dict[int, object] = {}
        for key, pile in value.items():
            seat = as_seat(key, players)
            if seat is None:
                raise refused("BAD_POSITION.not_a_player", what=what, shown=shown(key))
            by_seat[seat] = pile
        return [_cards(by_seat.get(seat, ()), f"{what} of seat {seat}", True) for seat in range(count)]
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise refused("BAD_POSITION.not_piles", what=what)
    piles = list(value)
    if len(piles) != count:
        raise refused("BAD_POSITION.pile_count", what=what, count=count, found=len(piles))
    return [_cards(pile, f"{what} of seat {seat}", True) for seat, pile in enumerate(piles)]


def _seats(value: object, players: Sequence[str], what: str) -> frozenset[int]:
    if value is None:
        return frozenset()
    items = [value] if isinstance(value, (str, bytes)) or not isinstance(value, Iterable) else value
    seats = set()
    for item in items:
        seat = as_seat(item, players)
        if seat is None:
            raise refused("BAD_POSITION.not_a_player", what=what, shown=shown(item))
        seats.add(seat)
    return frozenset(seats)


def staged_round(cls: type[StagedRound], edition: object, *, hands: object, deck: object, set_aside: object,
                 face_up: object, discards: object, protected: object, eliminated: object, active: object,
                 players: object | None, favors: Favors, options: Mapping[str, object],
                 turn: object = 1) -> StagedRound:
    """Build a ``cls`` round at the given position, or refuse it whole."""

    chosen = edition_named(edition)
    checked = Options.checked(chosen, **options)
    if isinstance(hands, dict):
        count = len(hands) if players is None else None
        if count is not None and set(hands) != set(range(count)):
            raise refused("BAD_POSITION.hand_seats")
    elif isinstance(hands, (str, bytes)) or not isinstance(hands, Sized):
        raise refused("BAD_POSITION.hands")
    names = player_names(chosen, len(hands) if players is None else players)
    n = len(names)
    held_cards = _per_seat(hands, names, "hands")
    piles = _per_seat(discards, names, "discards")
    deck_cards = list(_cards(deck, "deck", allow_none=True))
    if set_aside is None:
        raise refused("BAD_POSITION.no_set_aside")
    aside = _cards(set_aside, "set_aside")
    if len(aside) != 1:
        raise refused("BAD_POSITION.set_aside_count", found=len(aside))
    up = _cards(face_up, "face_up", allow_none=True)
    out = _seats(eliminated, names, "eliminated")
    safe = _seats(protected, names, "protected")
    before = checked_favors(favors, n)
    if isinstance(turn, bool) or not isinstance(turn, int) or turn < 1:
        raise refused("BAD_POSITION.turn", shown=shown(turn))
    seat = as_seat(active, names)
    if seat is None:
        raise refused("BAD_POSITION.active", last=n - 1, shown=shown(active))

    every_card = [c for h in held_cards for c in h] + deck_cards + list(aside) + list(up)
    every_card += [c for pile in piles for c in pile]
    problem = multiset_problem(chosen, every_card)
    if problem:
        raise refused("BAD_DECK.position", edition=chosen.name, size=chosen.size, problem=problem)
    if n == 2 and len(up) != 3:
        raise refused("BAD_POSITION.face_up_two", found=len(up))
    if n > 2 and up:
        raise refused("BAD_POSITION.face_up_more", count=n)
    if seat in out:
        raise refused("BAD_POSITION.active_out", name=names[seat])
    if n - len(out) < 2:
        raise refused("BAD_POSITION.too_few")
    for player in range(n):
        held = len(held_cards[player])
        if player in out:
            if held:
                raise refused("BAD_POSITION.out_holds", name=names[player], held=held)
            if not piles[player]:
                raise refused("BAD_POSITION.out_no_discards", name=names[player])
        elif player == seat:
            if held != 2:
                raise refused("BAD_POSITION.active_holds", name=names[player], held=held)
        elif held != 1:
            raise refused("BAD_POSITION.waiting_holds", name=names[player], held=held)
        if player not in out and Card.PRINCESS in piles[player]:
            raise refused("BAD_POSITION.princess_discarded", name=names[player])
    for player in safe:
        if player in out:
            raise refused("BAD_POSITION.out_protected", name=names[player])
        if player == seat:
            raise refused("BAD_POSITION.active_protected", name=names[player])
        # Protection begins with a played Handmaid and, as nobody can choose a protected
        # player, nothing lands on that pile until the protection ends (RULES.md C5, A9.5).
        if not piles[player] or piles[player][-1] is not Card.HANDMAID:
            raise refused("BAD_POSITION.protected_handmaid", name=names[player])

    return cls._staged(chosen, names, checked, seat, before, hands=held_cards, discards=piles,
                       deck=deck_cards, set_aside=aside[0], face_up=up, eliminated=out,
                       protected=safe, turn=turn)


class Staging(RoundState):
    """The part of :class:`~lovelet.Round` that builds a round at a checked position.

    :func:`staged_round` checks a position and calls :meth:`_staged`; :meth:`restaged`
    puts other hidden cards into a freshly staged round (the hidden worlds of one
    observation); both begin the round's log with the position's events.
    """

    def restaged(self: StagedRound, hands: Iterable[Iterable[Card]], deck: Iterable[Card],
                 set_aside: Card) -> StagedRound:
        """This staged round, at its start, with other hidden cards.

        The round must be freshly staged (:meth:`from_position`, no action applied).
        ``hands`` (one tuple per seat), ``deck`` (top card first) and ``set_aside`` must
        hold the same cards as this round's hands, deck and set-aside card, in any
        arrangement, with the same number of cards in each hand: then every rule the
        staging checked still holds.  Faster than staging again, for the many hidden
        worlds of one observation.  Anything else raises BAD_POSITION.
        """
        position = self._position
        if self._actions or position is None:
            raise refused("BAD_POSITION.restage_fresh")
        new_hands = [list(hand) for hand in hands]
        new_deck = list(deck)
        if (len(new_hands) != self.players or len(new_deck) != len(self._stack)
                or any(len(new) != len(old) for new, old in zip(new_hands, self._hands))):
            raise refused("BAD_POSITION.restage_sizes")
        # The same cards: each character counted up in this round's hidden cards and down
        # in the new ones must come back to zero.
        counts = [0] * len(_PLACE)
        if not (_counted(counts, self._stack, 1) and _counted(counts, new_deck, -1)
                and _counted(counts, (self._set_aside,), 1) and _counted(counts, (set_aside,), -1)):
            raise refused("BAD_POSITION.restage_cards")
        for old, new in zip(self._hands, new_hands):
            if not (_counted(counts, old, 1) and _counted(counts, new, -1)):
                raise refused("BAD_POSITION.restage_cards")
        if any(counts):
            raise refused("BAD_POSITION.restage_cards")
        twin = self._twin()
        twin._discards = [list(pile) for pile in self._discards]
        twin._fill(new_hands, new_deck, set_aside, position)
        return twin

    @classmethod
    def _staged(cls: type[StagedRound], edition: Edition, names: tuple[str, ...], options: Options, active: int,
                favors: tuple[int, ...], *, hands: Sequence[Sequence[Card]], discards: Sequence[Sequence[Card]],
                deck: Sequence[Card], set_aside: Card, face_up: Sequence[Card], eliminated: Collection[int],
                protected: Collection[int], turn: int) -> StagedRound:
        """A round at a position already checked by :mod:`lovelet.engine.positions`."""
        rnd = cls(edition, names, options, active, favors)
        rnd._face_up = tuple(face_up)
        rnd._discards = [list(pile) for pile in discards]
        rnd._out = sum(1 << player for player in eliminated)
        rnd._blocked = rnd._out | sum(1 << player for player in protected)
        rnd._alive_count = len(names) - len(eliminated)
        rnd._turn = turn
        position = ("position", tuple(map(tuple, rnd._discards)), rnd._face_up, len(deck),
                    tuple(sorted(protected)), tuple(sorted(eliminated)), active, turn)
        rnd._position = position
        rnd._fill([list(hand) for hand in hands], list(deck), set_aside, position)
        return rnd

    def _fill(self, hands: list[list[Card]], deck: list[Card], set_aside: Card, position: Record) -> None:
        """Put the hidden cards of a staged round in place, and begin its log with the
        public record of its ``position``."""
        self._stack = deck[::-1]
        self._set_aside = set_aside
        self._hands = hands
        log: list[Record] = [position + (None,), ("set_aside", set_aside)]
        for seat, hand in enumerate(hands):
            if hand:
                log.append(("hand", seat, tuple(hand)))
        self._log = log
        self._chained = 0
        self._public = self._hidden = None
        self._secrets = [None] * self.players
        self._built = ()
        self._actions = []
        self._legal = None


#: Each character's place among the counts of :meth:`Staging.restaged`, and a place for
#: no card (a set-aside card a Prince has taken).
_PLACE: dict[Card | None, int] = {card: place for place, card in enumerate(Card)}
_PLACE[None] = len(_PLACE)


def _counted(counts: list[int], cards: Iterable[object], step: int) -> bool:
    """Add ``step`` to the count of each of ``cards``; False (and counts half done) as
    soon as one is neither a card nor None.  A list, not Counters: the compiled build
    counts a card in a few instructions, and the Counters (with the generators that fed
    them) were half the time of a playout's staged world."""
    for card in cards:
        if type(card) is not Card and card is not None:
            return False
        counts[_PLACE[card]] += step
    return True
