"""The deduction panel's quick deductions, as the plain data its traits hold.

Three readings of one seat's :class:`~lovelet.engine.observation.Observation` that
:class:`~lovelet.widgets.deduction.DeductionController` shows at once, each turn:
the card tracker (:func:`tracker_rows`), the belief's rows (:func:`belief_rows`) and
the best Guard guess against each opponent (:func:`guess_rows`).  They read the
observation and the belief only, so nothing hidden from that seat reaches a trait.
"""

from __future__ import annotations

from typing import Any

from lovelet.deduction import tracker as tracker_of
from lovelet.deduction.odds import best_guard_guess
from lovelet.engine.observation import Observation
from lovelet.engine.replay import replay
from lovelet.text.i18n import say
from lovelet.widgets.deduction_playouts import fraction

__all__ = ["tracker_rows", "belief_rows", "guess_rows"]


def tracker_rows(observation: Observation) -> tuple[list[dict], int]:
    """(one row per character: card, value, copies, discarded, face_up, hand, known, seen,
    unseen; how many cards the seat cannot place)."""
    counted = tracker_of(observation)
    known, seen, unseen = counted.known, counted.seen, counted.unseen
    values = observation.edition.values
    rows = [{"card": card.name, "value": values[card], "copies": counted.copies[card],
             "discarded": sum(pile[card] for pile in counted.discards),
             "face_up": counted.face_up[card], "hand": counted.hand[card], "known": known[card],
             "seen": seen[card], "unseen": unseen[card]}
            for card in observation.edition.cards]
    return rows, counted.total_unseen


def belief_rows(observation: Observation, seen: Any, language: str) -> tuple[list[dict], list[list[float]],
                                                                              list[list[str]]]:
    """(places, chances, fractions) of the belief ``seen`` in ``language``: one place per
    hidden place (an opponent's hand, the set-aside card, the next draw: kind, seat, holds,
    several, label, note), its chances by card in the edition's order, and the same as
    exact fractions (no rows when the belief is an estimate)."""
    cards = observation.edition.cards
    sizes = replay(observation)
    names = observation.names
    exact = seen.as_fractions() if seen.exact else None
    places, rows, fractions = [], [], []

    def add(place, chances, exact_chances):
        places.append(place)
        rows.append([float(chances.get(card, 0)) for card in cards])
        if exact_chances is not None:
            fractions.append([fraction(exact_chances.get(card, 0)) for card in cards])

    for seat in range(observation.players):
        holds = sizes.hand_size(seat)
        if seat == observation.player or not holds:
            continue
        several = holds > 1
        label = say("deduction_row_several", language, name=names[seat], count=holds) if several \
            else names[seat]
        note = say("deduction_row_several_note", language, name=names[seat], count=holds) if several else ""
        add({"kind": "hand", "seat": seat, "holds": holds, "several": several, "label": label, "note": note},
            seen.hand(seat), None if exact is None else exact.hand(seat))
    for kind, key in (("set_aside", "set_aside_card"), ("next_draw", "next_draw")):
        chances = getattr(seen, kind)
        if chances:
            add({"kind": kind, "seat": None, "holds": 1, "several": False, "label": say(key, language),
                 "note": ""}, chances, None if exact is None else getattr(exact, kind))
    return places, rows, fractions


def guess_rows(observation: Observation, seen: Any) -> list[dict]:
    """The best Guard guess against each opponent still in the round who holds a card:
    seat, card, probability, fraction ('' when the belief is an estimate), protected, holds."""
    sizes = replay(observation)
    guesses = []
    for seat in observation.in_round:
        if seat == observation.player or not sizes.hand_size(seat):
            continue
        card, chance = best_guard_guess(observation, seat, seen)
        guesses.append({"seat": seat, "card": card.name, "probability": float(chance),
                        "fraction": fraction(chance) if seen.exact else "",
                        "protected": seat in observation.protected, "holds": sizes.hand_size(seat)})
    return guesses
