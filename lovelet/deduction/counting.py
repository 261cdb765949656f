"""Adding up every way the hidden cards can be dealt from the unseen ones.

The groups of :mod:`lovelet.deduction.factors` weigh each identity of the hidden slots
on their own; what ties them together is the supply: two slots cannot both hold the
only Princess.  The number of deals of the unseen cards in which the slots hold given
identities is the product, over characters, of the falling factorials
``unseen(c) * (unseen(c) - 1) * ...`` (one factor per slot holding ``c``); every other
unseen card lies in the exchangeable pool, whose arrangements are the same in number
whatever the slots hold.

:func:`weigh` sums over all assignments with a forward and a backward pass over the
groups, whose state is how many copies of each character the groups so far have used
(a small integer vector packed into one int, four bits per character).  It returns
exact integer weights.  :func:`sample` is the fallback for a caller with a time
budget: importance sampling, with standard errors.
"""

import time

__all__ = ["Supply", "OutOfTime", "weigh", "joint_weights", "count_assignments", "sample"]

_BITS = 4  # a character never has more than 15 copies
_MASK = (1 << _BITS) - 1


class OutOfTime(Exception):
    """The exact sum would take longer than the caller's budget."""


def falling(n, k):
    """n * (n - 1) * ... * (n - k + 1): the ways to give k slots distinct copies of n."""
    result = 1
    for i in range(k):
        result *= n - i
    return result


class Supply:
    """The unseen copies of each character, and how slot identities draw on them."""

    def __init__(self, cards, unseen):
        self.cards = tuple(cards)
        self.unseen = dict(unseen)
        self.shift = {card: _BITS * index for index, card in enumerate(self.cards)}

    @property
    def size(self):
        return sum(self.unseen.values())

    def entries(self, table):
        """The entries of ``table`` as (key, weight, code, need), impossible ones left out.

        ``code`` adds the key's characters to a packed count; ``need`` lists, for each
        character in the key, (shift, unseen copies, copies the key uses).
        """
        out = []
        for key, weight in table.items():
            uses = {}
            for card in key:
                uses[card] = uses.get(card, 0) + 1
            if any(count > self.unseen[card] for card, count in uses.items()):
                continue
            code = sum(count << self.shift[card] for card, count in uses.items())
            need = tuple((self.shift[card], self.unseen[card], count) for card, count in uses.items())
            out.append((key, weight, code, need))
        return out

    def ways(self, key):
        """The ways to draw ``key`` from the whole unseen supply."""
        uses = {}
        for card in key:
            uses[card] = uses.get(card, 0) + 1
        ways = 1
        for card, count in uses.items():
            ways *= falling(self.unseen[card], count)
        return ways


def _ways(used, need):
    """The ways to draw an entry needing ``need`` once ``used`` (packed counts) are gone."""
    ways = 1
    for shift, unseen, count in need:
        left = unseen - ((used >> shift) & _MASK)
        if left < count:
            return 0
        ways *= left if count == 1 else falling(left, count)
    return ways


def _check(deadline):
    if deadline is not None and time.perf_counter() > deadline:
        raise OutOfTime()


def _forward(front, entries, deadline):
    """Weights of the packed counts used after one more group."""
    out = {}
    for step, (used, weight) in enumerate(front.items()):
        if not step & 255:
            _check(deadline)
        for _key, entry_weight, code, need in entries:
            ways = _ways(used, need)
            if ways:
                after = used + code
                out[after] = out.get(after, 0) + weight * entry_weight * ways
    return out


def weigh(tables, supply, deadline=None):
    """The total weight and, for each table, the weight of each of its entries.

    Every deal of the unseen cards counts as its number of arrangements times the
    product of the tables' weights; the weight of an entry sums the deals in which its
    group holds that entry.  Raises OutOfTime past ``deadline`` (a perf_counter time).
    """
    entry_lists = [supply.entries(table) for table in tables]
    fronts = [{0: 1}]
    for entries in entry_lists[:-1]:
        fronts.append(_forward(fronts[-1], entries, deadline))
    marginals = [None] * len(tables)
    behind = None  # the weight of completing each packed count; None means 1
    for index in reversed(range(len(tables))):
        entries = entry_lists[index]
        before = {}
        totals = [0] * len(entries)
        for step, (used, weight) in enumerate(fronts[index].items()):
            if not step & 255:
                _check(deadline)
            subtotal = 0
            for position, (_key, entry_weight, code, need) in enumerate(entries):
                ways = _ways(used, need)
                if ways:
                    term = entry_weight * ways
                    if behind is not None:
                        term *= behind.get(used + code, 0)
                    if term:
                        subtotal += term
                        totals[position] += weight * term
            before[used] = subtotal
        marginals[index] = {entries[i][0]: total for i, total in enumerate(totals) if total}
        behind = before
    total = behind[0] if behind is not None else 1
    return total, marginals


def joint_weights(tables, supply, deadline=None):
    """The weight of every entry of the last table, summed over the other tables."""
    entry_lists = [supply.entries(table) for table in tables]
    front = {0: 1}
    for entries in entry_lists[:-1]:
        front = _forward(front, entries, deadline)
    out = {}
    for used, weight in front.items():
        for key, entry_weight, _code, need in entry_lists[-1]:
            ways = _ways(used, need)
            if ways:
                out[key] = out.get(key, 0) + weight * entry_weight * ways
    return out


def count_assignments(tables, supply):
    """How many assignments of identities to all slots have a positive weight."""
    front = {0: 1}
    for table in tables:
        entries = supply.entries(table)
        out = {}
        for used, count in front.items():
            for _key, weight, code, need in entries:
                if weight and _ways(used, need):
                    out[used + code] = out.get(used + code, 0) + count
        front = out
    return sum(front.values())


class Estimate:
    """Weighted samples of the slots' identities, and the estimates they give.

    ``samples`` holds (weight, key) pairs, where key lists one identity per slot in
    the order of ``slots``.
    """

    def __init__(self, slots, samples, supply):
        self.slots = tuple(slots)
        self.samples = samples
        self.supply = supply
        self.total = sum(weight for weight, _key in samples)
        self.squares = sum(weight * weight for weight, _key in samples)

    def mean(self, quantity):
        """The estimate of E[quantity(key)] and its standard error (delta method)."""
        if not self.total:
            return 0.0, 0.0
        first = sum(weight * quantity(key) for weight, key in self.samples)
        value = first / self.total
        spread = sum(weight * weight * (quantity(key) - value) ** 2 for weight, key in self.samples)
        return value, (spread ** 0.5) / self.total


def sample(tables, slot_lists, supply, rng, deadline=None, minimum=2000, batch=500):
    """Importance samples of every slot's identity, drawn until ``deadline`` (at least ``minimum``).

    Each group is proposed on its own, in proportion to its weights times the ways to
    draw it from the whole supply; the weight of a sample corrects for the cards the
    groups share.  Returns an :class:`Estimate`.
    """
    proposals = []
    for table in tables:
        keys, cumulative, total = [], [], 0
        for key, weight in table.items():
            share = weight * supply.ways(key)
            if share:
                total += share
                keys.append(key)
                cumulative.append(total)
        proposals.append((keys, [value / total for value in cumulative], [supply.ways(key) for key in keys]))
    slots = tuple(slot for slot_list in slot_lists for slot in slot_list)
    samples = []
    while len(samples) < minimum or (deadline is not None and time.perf_counter() < deadline):
        picks = [rng.choices(range(len(keys)), cum_weights=cumulative, k=batch)
                 for keys, cumulative, _ways_each in proposals]
        for draw in range(batch):
            key = ()
            alone = 1
            for (keys, _cumulative, ways_each), chosen in zip(proposals, picks):
                index = chosen[draw]
                key += keys[index]
                alone *= ways_each[index]
            together = supply.ways(key)
            samples.append((together / alone if together else 0.0, key))
        if deadline is None and len(samples) >= minimum:
            break
    return Estimate(slots, samples, supply)
