"""A sampled estimate of the hidden cards, for a caller who cannot wait for the exact sum.

:func:`sample` draws every slot of :mod:`lovelet.deduction.factors` by importance
sampling: each group on its own (a component in proportion to its weight, then each
slot in proportion to its factor times the unseen copies of each card), the sample's
weight correcting for the copies the groups share.  :meth:`Estimate.summary` turns the
samples into probabilities with their standard errors (delta method for a ratio of
weighted sums).  Randomness comes only from the ``random.Random`` passed in.
"""

import time

from .factors import Inconsistent

__all__ = ["sample", "Estimate"]


class Estimate:
    """Weighted samples of every slot's identity: (weight, cards in the order of ``slots``)."""

    def __init__(self, slots, samples):
        self.slots = tuple(slots)
        self.samples = samples
        self.total = sum(weight for weight, _cards in samples)
        self.squares = sum(weight * weight for weight, _cards in samples)

    def summary(self, supply):
        """(odds per slot, pool distribution, largest standard error).

        The pool is every unseen card no slot holds (the fresh deck and the set-aside
        card), all alike: its distribution is the unseen copies left by the slots.
        """
        cards = supply.cards
        slots = self.slots
        pool_size = supply.size - len(slots)
        total, squares = self.total, self.squares
        if not total:
            raise Inconsistent("No sampled deal explains this observation.")
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
                errors.append(max(spread, 0.0) ** 0.5 / total)
        pool = {}
        if pool_size:
            for card in cards:
                first, cross, second = pool_sums[card]
                value = first / total
                spread = second - 2 * value * cross + value * value * squares
                pool[card] = value
                errors.append(max(spread, 0.0) ** 0.5 / total)
        return odds, pool, max(errors)

    def joint(self, slots):
        """{identities of ``slots``: estimated probability}."""
        positions = [self.slots.index(slot) for slot in slots]
        weights = {}
        for weight, key in self.samples:
            picked = tuple(key[i] for i in positions)
            weights[picked] = weights.get(picked, 0.0) + weight
        return {key: weight / self.total for key, weight in weights.items() if weight}


def sample(groups, supply, rng, deadline=None, minimum=200, batch=100):
    """Importance samples of all slots, drawn until ``deadline`` and at least ``minimum``.

    ``supply`` is a :class:`~lovelet.deduction.counting.Supply` of the unseen cards.
    """
    unseen = supply.unseen
    plans = []
    for group in groups:
        choices = []
        for component in group.components:
            slot_draws = []
            mass = float(component.weight)
            for slot in group.slots:
                cards, cumulative, total = [], [], 0
                for card, weight in component.factors[slot].items():
                    share = weight * unseen[card]
                    if share:
                        total += share
                        cards.append(card)
                        cumulative.append(total)
                slot_draws.append((cards, cumulative))
                mass *= total
            if mass:
                choices.append((mass, slot_draws))
        if not choices:
            raise Inconsistent("No sampled deal explains this observation.")
        running, cumulative = 0.0, []
        for mass, _draws in choices:
            running += mass
            cumulative.append(running)
        plans.append(([draws for _mass, draws in choices], cumulative))
    slots = tuple(slot for group in groups for slot in group.slots)
    samples = []
    while len(samples) < minimum or (deadline is not None and time.perf_counter() < deadline):
        for _ in range(batch):
            cards = []
            spread = 1
            for components, cumulative in plans:
                draws = rng.choices(components, cum_weights=cumulative)[0]
                for options, weights in draws:
                    card = rng.choices(options, cum_weights=weights)[0]
                    cards.append(card)
                    spread *= unseen[card]
            # The proposal drew each slot from the whole supply; the target draws them
            # without replacement: the ratio of the two numbers of ways.
            together = supply.ways(cards)
            samples.append((together / spread if together else 0.0, tuple(cards)))
        if deadline is None and len(samples) >= minimum:
            break
    return Estimate(slots, samples)
