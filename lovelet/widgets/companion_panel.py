"""What the companion shows beside a real game: the tracker, the belief and the odds, as data.

:func:`deductions` reads one seat's :class:`~lovelet.Observation` and its exact belief
(a :class:`~lovelet.companion.Record` computes both for every entry) and returns plain
values for the :class:`~lovelet.widgets.companion.CompanionController`'s traits:

* ``tracker``: for each character, its copies in the edition, those the seat has seen
  (its hand, every discard pile, the face-up cards, what it saw privately), those still
  unseen, and the chance that it is the next card drawn;
* ``belief_seats`` and ``belief_rows``: for each opponent with a hand, the chance of
  each character in it, exactly (a player holding two cards: the chance that one of
  them is that character);
* ``guesses``: the best Guard guess against each opponent, with its chance;
* ``baron``: a Baron comparison of the card the seat keeps against each opponent;
* ``showdown``: the seat's chances if the round ended now in a showdown, for each card
  it could show.

:func:`round_end` and :func:`game_end` say how a round and the game ended, as the whole
table saw it.

Everything comes from :mod:`lovelet.deduction` (``tracker``, ``best_guard_guess``,
``baron_odds``, ``showdown_odds``), read from the seat's observation only.  One figure
is not always exact: a showdown against three opponents or more needs the joint
distribution of all their hands, which takes seconds early in a big round, so it is
estimated from :data:`SHOWDOWN_DEALS` deals drawn from the exact belief
(:func:`~lovelet.deduction.sample_worlds`), seeded by the position, with its 95%
interval; against one or two opponents it is exact.

Probabilities are floats (``p``) with their exact fractions as text (``"3/19"``).
"""

import random
from fractions import Fraction

from lovelet.engine.cards import Card
from lovelet.deduction import sample_worlds
from lovelet.deduction import tracker as tracker_of
from lovelet.deduction.odds import baron_odds, best_guard_guess, showdown_odds
from lovelet.deduction.outcomes import wilson_interval
from lovelet.text.narration import SENTENCES, describe
from lovelet.text.numbers import listed
from lovelet.engine.replay import replay
from lovelet.engine.streams import derived_number

__all__ = ["deductions", "round_end", "game_end", "fraction_text", "SHOWDOWN_DEALS",
           "EXACT_SHOWDOWN_OPPONENTS"]

#: Deals drawn from the exact belief to estimate a showdown against many opponents.
SHOWDOWN_DEALS = 1000
#: Up to this many opponents the showdown is computed exactly (a few milliseconds).
EXACT_SHOWDOWN_OPPONENTS = 2


def fraction_text(value):
    """An exact probability as "p/q" ("0" and "1" for certainties)."""
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def _chance(value):
    return {"p": float(value), "fraction": fraction_text(value)}


def deductions(observation, belief, *, seed=1, position=0):
    """The companion's panel for ``observation`` and its exact ``belief``, as a dict of
    trait values (see the module's docstring).  ``seed`` and ``position`` (a number
    that tells this position from the others of the record) seed the deals of an
    estimated showdown, so the same position always shows the same estimate."""
    exact = belief.as_fractions()
    sizes = replay(observation)
    me = observation.player
    opponents = [seat for seat in observation.in_round if seat != me and sizes.hand_size(seat)]
    out = {"tracker": _tracker(observation, exact), "belief_seats": [], "belief_rows": [],
           "guesses": [], "baron": {}, "showdown": []}
    out["belief_seats"] = [{"seat": seat, "holds": sizes.hand_size(seat),
                            "protected": seat in observation.protected} for seat in opponents]
    hands = {seat: exact.hand(seat) for seat in opponents}
    out["belief_rows"] = [{"card": card.name, "value": observation.edition.values[card],
                           "cells": [_chance(hands[seat].get(card, 0)) for seat in opponents]}
                          for card in observation.edition.cards]
    if observation.is_over:
        return out
    for seat in opponents:
        card, chance = best_guard_guess(observation, seat, exact)
        out["guesses"].append({"seat": seat, "card": card.name, **_chance(chance),
                               "protected": seat in observation.protected, "holds": sizes.hand_size(seat)})
    if me not in observation.in_round or not opponents:
        return out
    keep = _kept_against_a_baron(observation.hand)
    if keep is not None:
        rows = []
        for seat in opponents:
            odds = baron_odds(observation, seat, exact, keep=keep)
            rows.append({"seat": seat, "protected": seat in observation.protected,
                         **{outcome: _chance(odds[outcome]) for outcome in ("win", "tie", "lose")}})
        out["baron"] = {"card": keep.name, "rows": rows}
    out["showdown"] = _showdown(observation, exact, opponents, seed, position)
    return out


def round_end(observation, number, language):
    """How round ``number`` ended, from its last event (what the whole table saw): its
    sentence, the cards shown, the winners, the favors gained, the Spy bonus, the
    set-aside card; {} while the round goes on."""
    event = observation.events[-1]
    if event.kind != "round_end":
        return {}
    details = event.details
    aside = details.get("set_aside")
    return {"round": number, "reason": details["reason"], "text": describe(event, observation.names, language),
            "shown": [{"seat": seat, "card": card.name} for seat, card in sorted(details["hands"].items())],
            "winners": list(details["winners"]), "gains": list(details["gains"]),
            "spy_bonus": details["spy_bonus"], "set_aside": None if aside is None else aside.name,
            "favors": list(observation.favors), "favors_needed": observation.favors_needed}


def game_end(names, winners, favors, language):
    """The game's end: its ``winners`` (seats), the ``favors`` and a sentence."""
    words = SENTENCES[language]
    named = [names[seat] for seat in winners]
    joined = listed(named, language)
    return {"winners": list(winners), "favors": list(favors),
            "text": words["game_end"].format(winners=joined,
                                             won=words["won_one"] if len(named) == 1 else words["won_many"])}


def _tracker(observation, exact):
    counted = tracker_of(observation)
    next_draw = exact.next_draw
    values = observation.edition.values
    return [{"card": card.name, "value": values[card], "copies": counted.copies[card],
             "seen": counted.seen[card], "unseen": counted.unseen[card],
             "next": _chance(next_draw[card]) if next_draw else None}
            for card in observation.edition.cards]


def _kept_against_a_baron(hand):
    """The card a Baron would compare: my one card, or the card beside my Baron (the
    other Baron with two); None when I hold two cards and no Baron (or three)."""
    if len(hand) == 1:
        return hand[0]
    if len(hand) == 2 and Card.BARON in hand:
        rest = list(hand)
        rest.remove(Card.BARON)
        return rest[0]
    return None


def _showdown(observation, exact, opponents, seed, position):
    """One row per card the seat could show: its chances to win alone, share and lose."""
    if len(opponents) <= EXACT_SHOWDOWN_OPPONENTS:
        belief, deals = exact, None
    else:
        rng = random.Random(derived_number(seed, "companion showdown", position))
        belief = _DealtHands(observation, sample_worlds(observation, SHOWDOWN_DEALS, rng))
        deals = SHOWDOWN_DEALS
    rows = []
    for card in dict.fromkeys(observation.hand):
        odds = showdown_odds(observation, card, belief)
        row = {"card": card.name, "exact": deals is None, "deals": deals or 0}
        for outcome in ("win", "tie", "lose"):
            row[outcome] = _chance(odds[outcome])
            if deals is not None:
                _, low, high = wilson_interval(round(odds[outcome] * deals), deals)
                row[outcome].update(fraction="", low=low, high=high)
        rows.append(row)
    return rows


class _DealtHands:
    """The opponents' hands in sampled deals, read as a belief: each combination's
    chance is its share of the deals (what :func:`showdown_odds` asks of a belief)."""

    def __init__(self, observation, worlds):
        self.names = observation.names
        self.player = observation.player
        self._values = observation.edition.values
        self._worlds = [world.hands for world in worlds]
        self._joints = {}

    def _held(self, hand):
        """A hand as a belief's joint writes it: its card, or its cards lowest first."""
        if len(hand) == 1:
            return hand[0]
        return tuple(sorted(hand, key=self._values.__getitem__)) if hand else None

    def joint(self, seats):
        seats = tuple(seats)
        found = self._joints.get(seats)
        if found is None:
            counts = {}
            for hands in self._worlds:
                key = tuple(self._held(hands[seat]) for seat in seats)
                counts[key] = counts.get(key, 0) + 1
            found = self._joints[seats] = {key: Fraction(count, len(self._worlds))
                                           for key, count in counts.items()}
        return found

    def hand(self, seat):
        chances = {}
        for (held,), chance in self.joint([seat]).items():
            for card in set(held if isinstance(held, tuple) else (held,)):
                chances[card] = chances.get(card, 0) + chance
        return chances
