"""Checking the arguments that create rounds and games: players, seats, favors, decks.

Each function returns the argument in the form the engine uses, or raises
:class:`~lovelet.IllegalAction` with the code of docs/rules.md section D and the values
of its sentence.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Final

from lovelet.engine.cards import Card, Edition
from lovelet.engine.errors import IllegalAction, refused, refused_as, shown
from lovelet.engine.legality import as_seat
from lovelet.engine.streams import shuffle_as_random_does

__all__ = ["player_names", "checked_seat", "checked_favors", "shuffled_deck", "checked_deck",
           "multiset_problem"]


def player_names(edition: Edition, players: object) -> tuple[str, ...]:
    """Names for the seats: from a count ("Player 1", ...) or a list of names."""
    if type(players) is int and players in _DEFAULT_NAMES and \
            edition.min_players <= players <= edition.max_players:
        return _DEFAULT_NAMES[players]
    given: object = None if isinstance(players, bool) else players
    if isinstance(given, int):
        count = given
        # Check the count before naming anyone: a huge count must not build huge lists.
        if edition.min_players <= count <= edition.max_players:
            names = [f"Player {seat + 1}" for seat in range(count)]
        else:
            names = []
    elif isinstance(given, (list, tuple)):
        names = []
        for name in given:  # anything: each is checked before it is taken as a name
            if not isinstance(name, str) or not name.strip():
                raise refused("BAD_OPTION.player_name", shown=shown(name))
            names.append(name)
        count = len(names)
    else:
        raise refused("BAD_PLAYER_COUNT.kind", shown=shown(given))
    if not edition.min_players <= count <= edition.max_players:
        raise refused("BAD_PLAYER_COUNT", edition=edition.name, fewest=edition.min_players,
                      most=edition.max_players, count=count)
    if len(set(names)) != len(names):
        twice = sorted({name for name in names if names.count(name) > 1})
        raise refused("DUPLICATE_PLAYER", names=tuple(twice))
    return tuple(names)


_DEFAULT_NAMES: Final = {count: tuple(f"Player {seat + 1}" for seat in range(count)) for count in range(2, 7)}


def checked_seat(value: object, players: int, what: str, code: str = "UNKNOWN_PLAYER") -> int:
    """``value`` as a seat of a game of ``players`` players; ``code`` otherwise, naming the
    argument ``what`` ("first_player")."""
    seat = as_seat(value, players)
    if seat is None:
        raise refused_as(code, "UNKNOWN_PLAYER.seat_range", what=what, last=players - 1, shown=shown(value))
    return seat


def checked_favors(favors: Sequence[int] | Mapping[int, int] | None, players: int) -> tuple[int, ...]:
    """Each seat's favors (none given: 0 each), as a tuple; BAD_POSITION otherwise."""
    if favors is None:
        return _NO_FAVORS[players] if players in _NO_FAVORS else (0,) * players
    if isinstance(favors, dict):
        favors = [favors.get(seat, 0) for seat in range(players)]
    if not isinstance(favors, (list, tuple)) or len(favors) != players:
        raise refused("BAD_POSITION.favors_count", players=players)
    for count in favors:
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise refused("BAD_POSITION.favors_value", shown=shown(count))
    return tuple(favors)


_NO_FAVORS: Final = {count: (0,) * count for count in range(2, 7)}


def shuffled_deck(edition: Edition, rng: random.Random) -> list[Card]:
    """The edition's deck shuffled by ``rng``, top card first."""
    order = list(edition.deck)
    shuffle_as_random_does(order, rng)
    return order


def checked_deck(edition: Edition, deck: Iterable[Card]) -> list[Card]:
    """``deck`` as a list of cards, if it is exactly the edition's cards (else BAD_DECK)."""
    if isinstance(deck, (str, bytes)) or not hasattr(deck, "__iter__"):
        raise refused("BAD_DECK.kind", shown=shown(deck))
    order = list(deck)
    problem = multiset_problem(edition, order)
    if problem:
        raise refused("BAD_DECK.not_the_deck", edition=edition.name, size=edition.size, problem=problem)
    return order


def multiset_problem(edition: Edition, cards: Sequence[object]) -> IllegalAction | None:
    """How ``cards`` differs from the edition's deck, as a refusal to say inside another
    one (BAD_DECK, "a value that is not a card", "Guard: 7 instead of 6; ..."), or None
    when they are the edition's cards."""
    for card in cards:
        if not isinstance(card, Card) or card not in edition.values:
            return refused("BAD_DECK.foreign_card", shown=shown(card))
    counts = {card: 0 for card in edition.values}
    for card in cards:
        counts[card] += 1  # type: ignore[index]  # every one a Card of the edition, checked above
    problem = None
    for card in reversed(edition.cards):  # the chain is built from its end
        have, want = counts[card], edition.copies[card]
        if have != want:
            if problem is None:
                problem = refused("BAD_DECK.count", card=card, have=have, want=want)
            else:
                problem = refused("BAD_DECK.counts", card=card, have=have, want=want, more=problem)
    return problem
