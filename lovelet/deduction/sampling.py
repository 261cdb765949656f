"""A sampled estimate of the hidden cards, for a caller who cannot wait for the exact sum.

:func:`sample` draws every slot of :mod:`lovelet.deduction.factors` by sequential
importance sampling: group after group, each from the copies the earlier groups left (a
component in proportion to its weight, then each slot in proportion to its factor times
the copies still unseen), the sample's weight the target's over the proposal's exact
probability of the cards drawn.  :meth:`Estimate.summary` turns the samples into
probabilities with honest standard errors (the delta method for a ratio of weighted
sums, never below a binomial error over the effective sample size).  Randomness comes
only from the ``random.Random`` passed in.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from lovelet.engine.cards import Card
from lovelet.deduction.counting import Supply
from lovelet.deduction.factors import Group, Inconsistent, Slot

__all__ = ["sample", "Estimate", "largest_spread"]


class Estimate:
    """Weighted samples of every slot's identity: (weight, cards in the order of ``slots``).

    ``support`` gives, for each slot, the cards the proposal could put there (a card no
    evidence rules out, with a copy unseen): a slot with one is certain.
    """

    def __init__(self, slots: Sequence[Slot], samples: list[tuple[float, tuple[Card | None, ...]]],
                 support: Sequence[tuple[Card, ...]] | None = None) -> None:
        self.slots = tuple(slots)
        self.samples = samples
        self.support = tuple(support) if support is not None else None
        self.total = sum(weight for weight, _cards in samples)
        self.squares = sum(weight * weight for weight, _cards in samples)

    @property
    def effective_size(self) -> float:
        """Kish's effective sample size, (sum w)^2 / sum w^2: as many unweighted samples as
        the weighted ones are worth (0 when every weight is 0)."""
        return self.total * self.total / self.squares if self.squares else 0.0

    def summary(self, supply: Supply, hands: Sequence[tuple[Slot, ...]] = ()
                ) -> tuple[dict[Slot, dict[Card, float]], dict[Card, float], float]:
        """(odds per slot, pool distribution, largest standard error).

        ``hands`` lists tuples of slots held together (an opponent holding two or three
        cards), whose chance of containing each card is read from the samples too: their
        errors count in the largest.

        The pool is every unseen card no slot holds (the fresh deck and the set-aside
        card), all alike: its distribution is the unseen copies left by the slots.

        The standard error of each probability is the delta method's for a ratio of
        weighted sums, but never less than a binomial one over the effective sample
        size (with one success and one failure added, so that a probability every
        sample agrees on still has an error): a few heavy samples that agree say
        little, and the delta method alone then answers 0.  Only a certain answer
        (every slot with one possible card) has an error of 0.
        """
        cards = supply.cards
        slots = self.slots
        pool_size = supply.size - len(slots)
        total, squares = self.total, self.squares
        if not total:
            raise Inconsistent("No sampled deal explains this observation.")
        effective = self.effective_size
        support = self.support or tuple(frozenset(cards) for _ in slots)
        uncertain = any(len(possible) > 1 for possible in support)
        sums = {(position, card): [0.0, 0.0] for position in range(len(slots)) for card in cards}
        pool_sums = {card: [0.0, 0.0, 0.0] for card in cards}  # w*y, w*w*y, w*w*y*y
        for weight, key in self.samples:
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
                    share = (supply.unseen[card] - counts.get(card, 0)) / pool_size
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
                # sum w^2 (y - p)^2 with y = 1 for the hits and 0 otherwise.
                spread = hit_squares * (1 - value) ** 2 + (squares - hit_squares) * value ** 2
                odds[slot][card] = value
                error = max(spread, 0.0) ** 0.5 / total
                if len(support[position]) > 1 and card in support[position]:
                    error = max(error, _binomial_floor(value, effective))
                errors.append(error)
        pool = {}
        if pool_size:
            several = sum(1 for card in cards if supply.unseen[card]) > 1
            for card in cards:
                first, cross, second = pool_sums[card]
                value = first / total
                spread = second - 2 * value * cross + value * value * squares
                pool[card] = value
                error = max(spread, 0.0) ** 0.5 / total
                if uncertain and several and supply.unseen[card]:
                    error = max(error, _binomial_floor(value, effective))
                errors.append(error)
        for hand in hands:
            errors.append(self._contains_error(hand, cards, support, effective))
        return odds, pool, max(errors)

    def _contains_error(self, hand, cards, support, effective):
        """The largest standard error of the chance that the slots ``hand`` hold a card."""
        positions = [self.slots.index(slot) for slot in hand]
        possible = set().union(*(support[position] for position in positions))
        total, squares = self.total, self.squares
        hits = {card: [0.0, 0.0] for card in cards}
        for weight, key in self.samples:
            if not weight:
                continue
            for card in {key[position] for position in positions}:
                hits[card][0] += weight
                hits[card][1] += weight * weight
        worst = 0.0
        for card in cards:
            first, second = hits[card]
            value = first / total
            spread = second * (1 - value) ** 2 + (squares - second) * value ** 2
            error = max(spread, 0.0) ** 0.5 / total
            if len(possible) > 1 and card in possible:
                error = max(error, _binomial_floor(value, effective))
            worst = max(worst, error)
        return worst

    def joint(self, slots: Sequence[Slot]) -> dict[tuple[Card | None, ...], float]:
        """{identities of ``slots``: estimated probability}."""
        positions = [self.slots.index(slot) for slot in slots]
        weights = {}
        for weight, key in self.samples:
            if not weight:
                continue
            picked = tuple(key[i] for i in positions)
            weights[picked] = weights.get(picked, 0.0) + weight
        return {key: weight / self.total for key, weight in weights.items() if weight}


def _binomial_floor(value, effective):
    """The standard error of a proportion near ``value`` seen in ``effective`` samples,
    the proportion taken as (successes + 1) / (samples + 2)."""
    smoothed = (value * effective + 1) / (effective + 2)
    return (smoothed * (1 - smoothed) / effective) ** 0.5


def sample(groups: Sequence[Group], supply: Supply, rng: random.Random, deadline: float | None = None,
           minimum: int = 200, batch: int = 100, enough: float = 50, most: int = 4000) -> Estimate:
    """Importance samples of all slots, drawn until ``deadline`` and at least ``minimum``.

    ``supply`` is a :class:`~lovelet.deduction.counting.Supply` of the unseen cards.
    Past ``minimum`` (and the deadline), sampling goes on while the samples' effective
    size (:attr:`Estimate.effective_size`) is below ``enough``, up to ``most`` samples:
    a few heavy samples are not an estimate to stop at.

    How a sample is drawn, and why its weight is right.  The target gives an assignment
    of cards to the slots the weight ``prod(groups' weights) * ways``, where ``ways``
    counts the distinct physical cards it can be made of: drawing the slots one after
    the other without replacement, ``ways`` is the product of the copies still unseen
    at each draw.  The proposal draws the groups in turn, each from the copies the
    earlier groups left: a component of the group (in proportion to its weight times
    what its slots could hold), then its slots one by one, each card in proportion to
    its factor times the copies still left, so that no sample asks for a copy that is
    not there (drawing from the whole supply instead made almost every sample
    impossible once Chancellors had put several cards under the deck).  The weight is
    the target over the probability that the proposal draws those cards by any of the
    group's components, computed exactly along the cards drawn.
    """
    unseen = supply.unseen
    plans = [_plan(group) for group in groups]
    slots = tuple(slot for group in groups for slot in group.slots)
    support = [frozenset(card for component in group.components if component.weight
                         for card, count in component.factors[slot].items() if count and unseen[card])
               for group in groups for slot in group.slots]
    samples = []
    while True:
        for _ in range(batch):
            samples.append(_one_sample(plans, unseen, len(slots), rng))
        if len(samples) < minimum or (deadline is not None and time.perf_counter() < deadline):
            continue
        if len(samples) >= most or Estimate(slots, samples).effective_size >= enough:
            break
    return Estimate(slots, samples, support)


def _plan(group):
    """[(component weight as a float, [factor of each slot])]: the group's components,
    their weights scaled by the largest (they are exact integers, maybe past a float)."""
    components = [component for component in group.components if component.weight]
    if not components:
        raise Inconsistent("No sampled deal explains this observation.")
    largest = max(component.weight for component in components)
    return [(float(Fraction(component.weight, largest)),
             [component.factors[slot] for slot in group.slots]) for component in components]


def _one_sample(plans, unseen, slot_count, rng):
    """(weight, cards in the order of the slots): one draw of the proposal (see sample);
    a draw that finds no copy left for a slot weighs 0, its missing cards None."""
    left = dict(unseen)
    cards = []
    weight = 1.0
    for components in plans:
        masses = []
        for component_weight, factors in components:
            mass = component_weight
            for factor in factors:
                mass *= sum(count * left[card] for card, count in factor.items())
            masses.append(mass)
        total_mass = sum(masses)
        if not total_mass:
            return 0.0, tuple(cards) + (None,) * (slot_count - len(cards))
        _weight, factors = rng.choices(components, weights=masses)[0]
        drawn = []
        for factor in factors:
            options = [card for card in factor if left[card]]
            if not options:  # this component leaves no copy for the slot
                return 0.0, tuple(cards) + (None,) * (slot_count - len(cards))
            card = rng.choices(options, weights=[factor[card] * left[card] for card in options])[0]
            drawn.append(card)
            left[card] -= 1
        weight *= _group_ratio(components, masses, total_mass, drawn, left)
        cards.extend(drawn)
    return weight, tuple(cards)


def _group_ratio(components, masses, total_mass, drawn, left_after):
    """The target's weight of ``drawn`` (the group's weight times the copies each draw
    found) over the probability that the proposal draws exactly ``drawn``."""
    left = dict(left_after)
    for card in drawn:  # the copies before the group's draws
        left[card] += 1
    found = 1.0  # the copies left at each draw: the group's share of the target's ways
    steps = []
    for card in drawn:
        found *= left[card]
        steps.append(dict(left))
        left[card] -= 1
    target = 0.0
    proposal = 0.0
    for (component_weight, factors), mass in zip(components, masses):
        product = component_weight
        chance = mass / total_mass
        for factor, card, before in zip(factors, drawn, steps):
            value = factor.get(card, 0)
            product *= value
            if not value:
                chance = 0.0
                break
            chance *= value * before[card] / sum(count * before[other] for other, count in factor.items())
        target += product
        proposal += chance
    return target * found / proposal


def largest_spread(beliefs: Sequence[Any]) -> float:
    """The largest standard error of a probability that the mean of independent
    ``beliefs`` (beliefs of one observation, each from its own sample) gives."""
    count = len(beliefs)
    first = beliefs[0]
    readings: list[list[float]] = []
    for belief_ in beliefs:
        values: list[float] = []
        for seat in range(len(first.names)):
            if seat != first.player:
                values.extend(belief_.hand(seat).values())
        values.extend(belief_.set_aside.values())
        values.extend(belief_.next_draw.values())
        readings.append(values)
    worst = 0.0
    for column in zip(*readings):
        mean = sum(column) / count
        variance = sum((value - mean) ** 2 for value in column) / (count - 1)
        worst = max(worst, float(variance / count) ** 0.5)
    return worst
