"""The legal values of the next entry, field by field: what a companion's buttons offer.

:func:`options_for` answers, for the entry a :class:`~lovelet.companion.Record` waits
for, which values one of its fields may take, given the fields chosen already: every
value offered leads to an entry the record accepts, and every value it would accept is
offered.  The rules come from :mod:`lovelet.engine.legality`; what is still possible, from the
record's exact belief (a card another player can hold, the deck's top card, a Baron's
possible results), or, where the belief does not say it directly, from checking each
candidate entry (:meth:`~lovelet.companion.Record.allows`).  A field that is not entered for this entry has the
one value None.

===================== ================================= ===============================
expected kind          field (chosen before)            values
===================== ================================= ===============================
``played``             ``player``                       the player on turn
                       ``card``                         the cards they can play
                       ``target`` (card)                targets, or None
                       ``guess`` (card, target)         the Guard's guesses, or None
                       ``drawn`` (card, target, guess)  True/False with ``reveal_drawn``
``drew``               ``card``                         the cards that can still be drawn
``guard_answer``       ``hit``                          True and/or False
``saw``, ``discarded`` ``card``                         the cards that player can hold
``baron_outcome``      ``loser``; ``card`` (loser)      who can have lost; their card
``chancellor_drew``    ``card`` (before: cards so far)  the next card drawn
``chancellor_returned`` ``keep``; ``bottom`` (keep)     my cards; orders of the others
``revealed``           ``card`` (player, hands)         the card that player can show
                       ``set_aside`` (hands)            the set-aside card
``next_round``         ``start_player``; ``card``;      the winners; any card
                       ``face_up``                      three cards (2 players)
===================== ================================= ===============================

Answers are computed once per state of the record and kept.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from lovelet.companion.entries import ChancellorDrew, ChancellorReturned, Played, Revealed
from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown
from lovelet.engine.legality import countess_forced, hand_plays, plays_of
from lovelet.engine.replay import replay

__all__ = ["options_for"]

_FIELDS = {
    "played": ("player", "card", "target", "guess", "drawn"),
    "drew": ("card",),
    "guard_answer": ("hit",),
    "saw": ("card",),
    "discarded": ("card",),
    "baron_outcome": ("loser", "card"),
    "chancellor_drew": ("card",),
    "chancellor_returned": ("keep", "bottom"),
    "revealed": ("card", "set_aside"),
    "next_round": ("start_player", "card", "face_up"),
    "game_over": (),
}


def options_for(record: Any, field: str, **chosen: Any) -> tuple[Any, ...]:
    """The values ``field`` of the entry ``record`` waits for may take, as a tuple, given
    the fields ``chosen`` already (see the module's table); UNKNOWN-field requests are
    refused with BAD_ENTRY."""
    expected = record.expected()
    fields = _FIELDS[expected.kind]
    if field not in fields:
        raise refused("BAD_ENTRY.no_such_field" if fields else "BAD_ENTRY.no_fields",
                      kind=expected.kind, shown=shown(field), fields=", ".join(fields))
    state = record._state
    key = (field, tuple(sorted((name, _hashable(value)) for name, value in chosen.items())))
    found = state.choices.get(key)
    if found is None:
        found = state.choices[key] = tuple(_OPTIONS[expected.kind](record, expected, field, chosen))
    return found


def _hashable(value):
    if isinstance(value, dict):
        return tuple(sorted(value.items()))
    if isinstance(value, list):
        return tuple(value)
    return value


def _candidates(record):
    """The cards that can be in a hidden place at all: those the seat does not see."""
    unseen = replay(record.observation()).unseen
    return [card for card in record.edition.cards if unseen[card] > 0]


def _support(distribution):
    """The cards of a belief's distribution that have a chance."""
    return [card for card, chance in distribution.items() if chance > 0]


def _played(record, expected, field, chosen):
    player = expected.player
    if field == "player":
        return (player,)
    flow = record._state.flow
    blocked = flow.blocked_bits()
    if player == record.seat:
        legal = hand_plays(flow.hand[0], flow.hand[1], flow.players, player, blocked, record.edition)[0]
    else:
        legal = [play for card in record.edition.cards
                 for play in plays_of(card, flow.players, player, blocked, record.edition)[0]]
    asks_drawn = record.options.reveal_drawn and player != record.seat
    drawn_values = (True, False) if asks_drawn else (None,)

    def possible(play, drawn_values=drawn_values):
        return any(record.allows(Played(player, play.card, play.target, play.guess, drawn))
                   for drawn in drawn_values)

    if player == record.seat:  # my own cards: every legal play can happen
        cards = list(dict.fromkeys(play.card for play in legal))
    elif asks_drawn:
        # With reveal_drawn, which of the other's two cards is the older one matters
        # too: each card is checked as an entry.
        cards = [card for card in dict.fromkeys(play.card for play in legal)
                 if possible(next(play for play in legal if play.card is card))]
    else:
        # Another player's two cards, as the belief pairs them: a card can be played
        # when some pair holds it and the Countess rule lets it go (docs/rules.md A7.2).
        pairs = record.belief().joint([player])
        playable = set()
        for (pair,) in pairs:
            for card in pair:
                if card is Card.COUNTESS or not countess_forced(*pair):
                    playable.add(card)
        cards = [card for card in dict.fromkeys(play.card for play in legal) if card in playable]
    if field == "card":
        return [card for card in record.edition.cards if card in cards]  # lowest value first
    card = chosen.get("card")
    if card not in cards:
        return ()
    plays = [play for play in legal if play.card is card]
    if field == "target":
        return tuple(dict.fromkeys(play.target for play in plays))
    plays = [play for play in plays if play.target == chosen.get("target")]
    if field == "guess":
        return tuple(dict.fromkeys(play.guess for play in plays))
    plays = [play for play in plays if play.guess == chosen.get("guess")]
    if not plays:
        return ()
    return tuple(drawn for drawn in drawn_values if possible(plays[0], (drawn,)))


def _drew(record, expected, field, chosen):
    belief = record.belief()
    # The card on top of the deck, or the set-aside card when a Prince finds the deck empty.
    return _support(belief.set_aside if expected.source == "set_aside" else belief.next_draw)


def _held(record, expected, field, chosen):
    """The card another player holds now (my Priest's, Baron's or King's other player, a
    Prince's target, the player of a Princess): any card the belief gives a chance."""
    return _support(record.belief().hand(expected.player))


def _guard_answer(record, expected, field, chosen):
    chance = record.belief().hand(expected.player)[expected.guess]
    return [hit for hit, possible in ((True, chance > 0), (False, chance < 1)) if possible]


def _baron_outcome(record, expected, field, chosen):
    actor, target = expected.player, expected.target
    values = record.edition.values
    outcomes = {}  # loser (None on a tie) -> the cards they can discard
    for mine, theirs in record.belief().joint([actor, target]):
        if values[mine] == values[theirs]:
            outcomes.setdefault(None, [])
        elif values[mine] < values[theirs]:
            outcomes.setdefault(actor, []).append(mine)
        else:
            outcomes.setdefault(target, []).append(theirs)
    if field == "loser":
        return [loser for loser in (actor, target, None) if loser in outcomes]
    loser = chosen.get("loser")
    if loser not in outcomes:
        return ()
    if loser is None:
        return (None,)
    return [card for card in record.edition.cards if card in outcomes[loser]]


def _chancellor_drew(record, expected, field, chosen):
    before = tuple(chosen.get("before", ()))
    if len(before) >= expected.count:
        return ()
    if len(before) + 1 < expected.count:
        # The first of two cards: any card that can be on top of the deck, and then some
        # card is always under it (the deck holds two), so each completes an entry.
        return [card for card, chance in record.belief().next_draw.items() if chance > 0]
    return [card for card in _candidates(record) if record.allows(ChancellorDrew(before + (card,)))]


def _chancellor_returned(record, expected, field, chosen):
    if expected.player != record.seat:
        return (None,)
    hand = tuple(record._state.flow.hand)
    if field == "keep":
        return tuple(dict.fromkeys(hand))
    keep = chosen.get("keep")
    if keep not in hand:
        return ()
    rest = list(hand)
    rest.remove(keep)
    return tuple(order for order in dict.fromkeys(permutations(rest))
                 if record.allows(ChancellorReturned(expected.player, keep, order)))


def _revealed(record, expected, field, chosen):
    hands = dict(chosen.get("hands", ()))
    if field == "set_aside":
        if not expected.set_aside:
            return (None,)
        entry_hands = tuple(sorted(hands.items()))
        return [card for card in _candidates(record)
                if record.allows(Revealed(entry_hands, card))]
    player = chosen.get("player")
    if player not in expected.players:
        return ()
    # The joint belief of the hands shown so far and this one: the combinations that
    # some deal explains (the set-aside card is then one of the cards left, always).
    seats = [seat for seat in expected.players if seat in hands and seat != player] + [player]
    joint = record.belief().joint(seats)
    wanted = tuple(hands[seat] for seat in seats[:-1])
    return [card for card in record.edition.cards
            if any(key[:-1] == wanted and key[-1] is card for key in joint)]


def _next_round(record, expected, field, chosen):
    if field == "start_player":
        return expected.players
    return record.edition.cards


_OPTIONS = {
    "played": _played,
    "drew": _drew,
    "guard_answer": _guard_answer,
    "saw": _held,
    "discarded": _held,
    "baron_outcome": _baron_outcome,
    "chancellor_drew": _chancellor_drew,
    "chancellor_returned": _chancellor_returned,
    "revealed": _revealed,
    "next_round": _next_round,
    "game_over": lambda record, expected, field, chosen: (),
}
