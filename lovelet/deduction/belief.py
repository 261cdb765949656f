"""Exact beliefs about the cards a player cannot see.

``belief(observation)`` conditions on everything in that player's observation (their
own cards, every discard, the face-up cards, their Priest looks, Baron comparisons
and King exchanges, other players' Barons, Guard misses, Prince discards, the cards
they returned with a Chancellor, what a later draw and play leave standing) and
answers with exact probabilities:

* ``b.hand(seat)``: for each character, the probability that ``seat`` holds it;
* ``b.set_aside``: the face-down set-aside card;
* ``b.next_draw``: the top card of the deck;
* ``b.joint(seats)``: the joint distribution of several hands.

"Exact" means equal to counting every deck order consistent with the observation,
with a uniformly shuffled deck and no model of how opponents choose their plays:
a play only tells that the card was in the player's hand and could be played (the
Countess rule).  The one hidden choice the rules leave to an opponent, which cards a
Chancellor keeps and in which order it returns the others, is taken as uniform over
its distinct options.

A time budget (``belief(obs, budget=seconds)``) is never met by cutting corners: past
it, the belief is a sampled estimate, says so (``b.exact is False``) and carries its
standard error (``b.stderr``).
"""

import random
import time
from fractions import Fraction

from .counting import (OutOfTime, Supply, count_assignments, falling, hand_avoiding,
                       joint_weights, sample, weigh)
from .evidence import read_evidence
from .factors import Group, product

__all__ = ["belief", "Belief"]


def belief(observation, budget=None, rng=None):
    """What the player of ``observation`` may believe about every hidden card.

    ``budget`` is a time limit in seconds (None: exact, however long it takes).  When
    the exact answer would take longer, the result is an importance-sampled estimate
    drawn with ``rng`` (a ``random.Random``; a fixed seed if omitted).
    """
    deadline = None if budget is None else time.perf_counter() + budget
    return Belief(read_evidence(observation), deadline, rng)


class Belief:
    """Probabilities of the hidden cards from one player's point of view.

    Probabilities are floats; :meth:`as_fractions` gives the same belief with exact
    :class:`fractions.Fraction` values.  Every distribution lists each character of
    the edition, impossible ones with probability 0.
    """

    def __init__(self, evidence, deadline=None, rng=None):
        observation = evidence.observation
        self.edition = observation.edition
        self.player = observation.player
        self.names = observation.names
        self._observation = observation
        self._evidence = evidence
        self._supply = Supply(self.edition.cards, evidence.unseen)
        self._groups = list(evidence.factors.groups.values())
        self._number = float
        self._joints = {}
        self._hypotheses = None
        self._estimate = None
        # A slot alone in its group with equal weights for every identity (a card just
        # drawn, nothing known about it) is exchangeable with the pool: it needs no sum.
        possible = [card for card, count in evidence.unseen.items() if count > 0]
        self._pooled = [group for group in self._groups if _uniform(group, possible)]
        self._weighed = [group for group in self._groups if not _uniform(group, possible)]
        # The hand of an opponent holding several cards: when all but one of them are
        # exchangeable with the pool, the chance that it holds a character comes
        # cheaply with that one card weighed last (see hand).
        self._busy = _busy_hand(evidence, self._pooled)
        self._busy_contains = None
        if self._busy is not None and self._busy[1] is not None:
            slot = self._busy[1]
            last = evidence.factors.group(slot)
            self._weighed = [group for group in self._weighed if group is not last]
            self._weighed.append(Group(tuple(other for other in last.slots if other != slot) + (slot,),
                                       last.components))
        try:
            self._weigh_exactly(deadline)
            self.exact = True
            self.stderr = 0.0
        except OutOfTime:
            self._estimate_by_sampling(deadline, rng or random.Random(0))
            self.exact = False

    # ------------------------------------------------------------------ computing

    def _weigh_exactly(self, deadline):
        total, marginals, before_last, final = weigh(self._weighed, self._supply, deadline)
        if not total:
            raise ValueError("No deal of the cards explains this observation.")
        cards = self.edition.cards
        odds = {}
        used = {card: 0 for card in cards}
        for slot, weights in marginals.items():
            odds[slot] = {card: Fraction(weights.get(card, 0), total) for card in cards}
            for card, weight in weights.items():
                used[card] += weight
        pool_size = self._supply.size - len(marginals)
        pool = {}
        if pool_size:
            for card in cards:
                pool[card] = Fraction(self._supply.unseen[card] * total - used[card], total * pool_size)
        for group in self._pooled:
            odds[group.slots[0]] = dict(pool)
        self._odds = odds
        self._pool = pool
        if self._busy is not None:
            pooled, weighed_slot = self._busy
            if weighed_slot is None:
                terms = [(final, None)]
            else:
                components = self._weighed[-1].components
                terms = [(front, component.factors[weighed_slot])
                         for front, component in zip(before_last, components)]
            avoiding = hand_avoiding(terms, len(pooled), pool_size, self._supply)
            scale = total * falling(pool_size, len(pooled))
            self._busy_contains = {card: 1 - Fraction(avoiding[card], scale) for card in cards}

    def _estimate_by_sampling(self, deadline, rng):
        estimate = sample(self._groups, self._supply, rng, deadline)
        self._estimate = estimate
        cards = self.edition.cards
        slots = estimate.slots
        pool_size = self._supply.size - len(slots)
        total, squares = estimate.total, estimate.squares
        if not total:
            raise ValueError("No sampled deal explains this observation.")
        sums = {(position, card): [0.0, 0.0] for position in range(len(slots)) for card in cards}
        pool_sums = {card: [0.0, 0.0, 0.0] for card in cards}  # w*y, w*w*y, w*w*y*y
        unseen = self._supply.unseen
        for weight, key in estimate.samples:
            if not weight:
                continue
            counts = {}
            for position, card in enumerate(key):
                entry = sums[position, card]
                entry[0] += weight
                entry[1] += weight * weight
                counts[card] = counts.get(card, 0) + 1
            if pool_size:
                for card in cards:
                    share = (unseen[card] - counts.get(card, 0)) / pool_size
                    entry = pool_sums[card]
                    entry[0] += weight * share
                    entry[1] += weight * weight * share
                    entry[2] += weight * weight * share * share
        errors = [0.0]
        odds = {}
        for position, slot in enumerate(slots):
            odds[slot] = {}
            for card in cards:
                hits, hit_squares = sums[position, card]
                value = hits / total
                # Delta method for a ratio estimate: sum w^2 (y - p)^2 / (sum w)^2.
                spread = hit_squares * (1 - value) ** 2 + (squares - hit_squares) * value ** 2
                odds[slot][card] = value
                errors.append(max(spread, 0.0) ** 0.5 / total)
        pool = {}
        if pool_size:
            for card in cards:
                first, cross, second = pool_sums[card]
                value = first / total
                spread = second - 2 * value * cross + value * value * squares
                pool[card] = value
                errors.append(max(spread, 0.0) ** 0.5 / total)
        self._odds = odds
        self._pool = pool
        self.stderr = max(errors)

    # ------------------------------------------------------------------ reading

    @property
    def samples(self):
        """How many weighted samples the estimate used (0 for an exact belief)."""
        return 0 if self._estimate is None else len(self._estimate.samples)

    @property
    def hypotheses(self):
        """How many assignments of identities to the hidden cards that matter remain possible.

        The cards that matter are the opponents' hands and the cards returned under
        the deck; the rest of the deck and the set-aside card are exchangeable.
        """
        if self._hypotheses is None:
            self._hypotheses = count_assignments(self._groups, self._supply)
        return self._hypotheses

    def hand(self, seat):
        """For each character, the probability that ``seat`` holds it.

        For an opponent holding one card this is the distribution of that card.  For
        the opponent whose turn it is (two cards, or three during a Chancellor) it is
        the probability that the hand *contains* the character, so the values add up
        to more than 1.  The player's own seat gives 1 for each card they hold; a seat
        out of the round holds nothing (every value 0).
        """
        seat = self._seat(seat)
        cards = self.edition.cards
        if seat == self.player:
            held = set(self._observation.hand)
            return {card: self._number(1 if card in held else 0) for card in cards}
        slots = self._evidence.hands[seat]
        if not slots:
            return {card: self._number(0) for card in cards}
        if len(slots) == 1:
            return self._convert(self._odds[slots[0]])
        if self._busy_contains is not None and seat == self._busy_seat():
            return self._convert(self._busy_contains)
        contains = {card: 0 for card in cards}
        for key, probability in self._joint_of_slots(tuple(slots)).items():
            for card in set(key):
                contains[card] += probability
        return self._convert(contains)

    @property
    def set_aside(self):
        """The distribution of the face-down set-aside card (empty once a Prince took it)."""
        evidence = self._evidence
        if evidence.set_aside_slot is not None:
            return self._convert(self._odds[evidence.set_aside_slot])
        if not evidence.set_aside_held:
            return {}
        return self._convert(self._pool)

    @property
    def next_draw(self):
        """The distribution of the top card of the deck (empty when the deck is)."""
        evidence = self._evidence
        if self._observation.deck_size == 0:
            return {}
        if evidence.fresh > 0:
            return self._convert(self._pool)
        return self._convert(self._odds[evidence.bottom[0]])

    def joint(self, seats):
        """The joint distribution of the hands of ``seats``, as {tuple: probability}.

        Each tuple has one entry per seat, in the order given: the seat's card, or, for
        a seat holding several cards, the tuple of them from the lowest value up; None
        for a seat out of the round.  Only possible combinations are listed.
        """
        seats = [self._seat(seat) for seat in seats]
        values = self.edition.values
        slots = []
        for seat in seats:
            if seat != self.player:
                slots.extend(self._evidence.hands[seat])
        joint_slots = self._joint_of_slots(tuple(slots)) if slots else {(): Fraction(1)}
        out = {}
        for key, probability in joint_slots.items():
            by_slot = dict(zip(slots, key))
            entry = []
            for seat in seats:
                if seat == self.player:
                    held = tuple(sorted(self._observation.hand, key=values.__getitem__))
                else:
                    held = tuple(sorted((by_slot[slot] for slot in self._evidence.hands[seat]),
                                        key=values.__getitem__))
                entry.append(None if not held else held[0] if len(held) == 1 else held)
            entry = tuple(entry)
            out[entry] = out.get(entry, 0) + probability
        return {key: self._number(value) for key, value in out.items() if value}

    def as_fractions(self):
        """This belief with exact :class:`~fractions.Fraction` probabilities."""
        twin = object.__new__(Belief)
        twin.__dict__.update(self.__dict__)
        twin._number = Fraction
        return twin

    # ------------------------------------------------------------------ helpers

    def _busy_seat(self):
        for seat, slots in self._evidence.hands.items():
            if seat != self.player and len(slots) > 1:
                return seat
        return None

    def _seat(self, seat):
        if isinstance(seat, str) and seat in self.names:
            return self.names.index(seat)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.names):
            raise ValueError(f"{seat!r} is not a seat: seats are 0 to {len(self.names) - 1}.")
        return seat

    def _convert(self, distribution):
        number = self._number
        return {card: number(distribution.get(card, 0)) for card in self.edition.cards}

    def _joint_of_slots(self, slots):
        """{identities of ``slots``: probability} (exact Fractions, or floats if sampled)."""
        cached = self._joints.get(slots)
        if cached is not None:
            return cached
        if self._estimate is not None:
            positions = [self._estimate.slots.index(slot) for slot in slots]
            weights = {}
            for weight, key in self._estimate.samples:
                picked = tuple(key[i] for i in positions)
                weights[picked] = weights.get(picked, 0.0) + weight
            total = self._estimate.total
            result = {key: weight / total for key, weight in weights.items() if weight}
        else:
            factors = self._evidence.factors
            wanted = list(dict.fromkeys(factors.group_of[slot] for slot in slots))
            inside = [factors.groups[gid] for gid in wanted]
            taken = {slot for group in inside for slot in group.slots}
            others = [group for group in self._weighed if taken.isdisjoint(group.slots)]
            weights = joint_weights(others, product(inside), slots, self._supply)
            total = sum(weights.values())
            result = {key: Fraction(weight, total) for key, weight in weights.items()}
        self._joints[slots] = result
        return result

    # ------------------------------------------------------------------ display

    def rows(self):
        """(label, distribution) for each opponent in the round, the set-aside card and the next draw."""
        rows = []
        for seat in range(len(self.names)):
            if seat == self.player or not self._evidence.hands[seat]:
                continue
            label = self.names[seat]
            if len(self._evidence.hands[seat]) > 1:
                label += f" (holds {len(self._evidence.hands[seat])}: chance of each)"
            rows.append((label, self.hand(seat)))
        if self.set_aside:
            rows.append(("Set-aside card", self.set_aside))
        if self.next_draw:
            rows.append(("Next draw", self.next_draw))
        return rows

    def __repr__(self):
        kind = "exact" if self.exact else f"estimate, stderr {self.stderr:.3f}"
        return f"<Belief of {self.names[self.player]} ({kind}): {len(self.rows())} rows>"

    def _repr_html_(self):
        cards = self.edition.cards
        head = "".join(f"<th>{card.label()}</th>" for card in cards)
        body = []
        for label, distribution in self.rows():
            cells = []
            for card in cards:
                value = float(distribution[card])
                shade = f"background: rgba(200, 30, 60, {0.6 * value:.2f})" if value else ""
                text = f"{100 * value:.1f}%" if value else ""
                cells.append(f'<td style="text-align: right; {shade}">{text}</td>')
            body.append(f"<tr><th style='text-align: left'>{label}</th>{''.join(cells)}</tr>")
        if self.exact:
            caption = f"What {self.names[self.player]} can deduce (exact)"
        else:
            caption = (f"What {self.names[self.player]} can deduce: an ESTIMATE from "
                       f"{self.samples} samples, standard error up to {100 * self.stderr:.1f} points")
        return (f"<table><caption>{caption}</caption><tr><th></th>{head}</tr>"
                f"{''.join(body)}</table>")


def _busy_hand(evidence, pooled):
    """(pooled slots, other slot or None) of an opponent holding several cards, when all
    but at most one of them are exchangeable with the pool; else None."""
    pooled_slots = {group.slots[0] for group in pooled}
    for seat, slots in evidence.hands.items():
        if seat == evidence.observation.player or len(slots) < 2:
            continue
        others = [slot for slot in slots if slot not in pooled_slots]
        if len(others) > 1:
            return None
        return ([slot for slot in slots if slot in pooled_slots], others[0] if others else None)
    return None


def _uniform(group, possible):
    """True for a slot on its own that may be any ``possible`` card, all with equal weights."""
    if len(group.slots) != 1 or len(group.components) != 1:
        return False
    factor = group.components[0].factors[group.slots[0]]
    return len(set(factor.values())) == 1 and all(card in factor for card in possible)
