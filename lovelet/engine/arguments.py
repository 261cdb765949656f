"""Checking the arguments that create rounds and games: players, seats, favors, decks.

Each function returns the argument in the form the engine uses, or raises
:class:`~lovelet.IllegalAction` with the code of docs/rules.md section D and a sentence
that says what was wrong.
"""

from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction, shown
from lovelet.text.i18n import card_count
from lovelet.engine.legality import as_seat
from lovelet.text.refusals import refused

__all__ = ["player_names", "checked_seat", "checked_favors", "shuffled_deck", "checked_deck",
           "multiset_problem"]


def player_names(edition, players):
    """Names for the seats: from a count ("Player 1", ...) or a list of names."""
    if type(players) is int and players in _DEFAULT_NAMES and \
            edition.min_players <= players <= edition.max_players:
        return _DEFAULT_NAMES[players]
    if isinstance(players, bool):
        players = None
    if isinstance(players, int):
        count = players
        # Check the count before naming anyone: a huge count must not build huge lists.
        if edition.min_players <= count <= edition.max_players:
            names = [f"Player {seat + 1}" for seat in range(count)]
        else:
            names = []
    elif isinstance(players, (list, tuple)):
        names = list(players)
        count = len(names)
        for name in names:
            if not isinstance(name, str) or not name.strip():
                raise refused("BAD_OPTION.player_name", shown=shown(name))
    else:
        raise IllegalAction(
            "BAD_PLAYER_COUNT",
            f"players must be a number of players or a list of names, not {shown(players)}.",
        )
    if not edition.min_players <= count <= edition.max_players:
        raise refused("BAD_PLAYER_COUNT", edition=edition.name, fewest=edition.min_players,
                      most=edition.max_players, count=count)
    if len(set(names)) != len(names):
        twice = sorted({name for name in names if names.count(name) > 1})
        raise refused("DUPLICATE_PLAYER", names=tuple(twice))
    return tuple(names)


_DEFAULT_NAMES = {count: tuple(f"Player {seat + 1}" for seat in range(count)) for count in range(2, 7)}


def checked_seat(value, players, what, code="UNKNOWN_PLAYER"):
    seat = as_seat(value, players)
    if seat is None:
        raise IllegalAction(code, f"{what} must be a seat from 0 to {players - 1}, not {shown(value)}.")
    return seat


def checked_favors(favors, players):
    if favors is None:
        return _NO_FAVORS[players] if players in _NO_FAVORS else (0,) * players
    if isinstance(favors, dict):
        favors = [favors.get(seat, 0) for seat in range(players)]
    if not isinstance(favors, (list, tuple)) or len(favors) != players:
        raise IllegalAction("BAD_POSITION", f"favors must list one count for each of the {players} players.")
    for count in favors:
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise IllegalAction("BAD_POSITION", f"A number of favors must be a whole number >= 0, not {shown(count)}.")
    return tuple(favors)


_NO_FAVORS = {count: (0,) * count for count in range(2, 7)}


def shuffled_deck(edition, rng):
    order = list(edition.deck)
    rng.shuffle(order)
    return order


def checked_deck(edition, deck):
    """``deck`` as a list of cards, if it is exactly the edition's cards (else BAD_DECK)."""
    if isinstance(deck, (str, bytes)) or not hasattr(deck, "__iter__"):
        raise IllegalAction("BAD_DECK", f"A deck must be a list of cards, not {shown(deck)}.")
    order = list(deck)
    problem = multiset_problem(edition, order)
    if problem:
        raise IllegalAction("BAD_DECK", f"That deck is not the {edition.name} edition's {edition.size} cards: {problem}.")
    return order


def multiset_problem(edition, cards):
    """A short description of how ``cards`` differs from the edition's deck, or ''."""
    for card in cards:
        if not isinstance(card, Card) or card not in edition.values:
            return f"{shown(card)} is not a card of this edition"
    counts = {card: 0 for card in edition.values}
    for card in cards:
        counts[card] += 1
    wrong = []
    for card in edition.cards:
        have, want = counts[card], edition.copies[card]
        if have != want:
            wrong.append(f"{card_count(card, have)} instead of {want}")
    return "; ".join(wrong)
