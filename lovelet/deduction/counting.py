"""Adding up every way the hidden cards can be dealt from the unseen ones.

The groups of :mod:`lovelet.deduction.factors` weigh the identities of the hidden
slots; what ties the groups together is the supply: two slots cannot both hold the
only Princess.  The number of ways the unseen cards can fill the slots with given
identities is, for each character, the falling factorial ``u * (u - 1) * ...`` of its
``u`` unseen copies, one factor per slot holding it; every other unseen card lies in
the exchangeable pool, whose arrangements are as many whatever the slots hold.

:func:`weigh` takes the slots one at a time, with a forward pass (:func:`forward`, which
the world sampler shares) and a backward pass; the state between two slots is how many
copies of each character the slots so far have used (a small vector packed into one
int, four bits per character), and within a group also which component is being
followed.  It returns exact integer weights.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from itertools import product as cartesian

from lovelet.engine.cards import Card
from lovelet.deduction.factors import Factor, Group, Slot

__all__ = ["Supply", "OutOfTime", "forward", "weigh", "hand_avoiding", "joint_weights",
           "count_assignments", "fill_one_more", "falling", "COUNT_MASK"]

_BITS = 4  # a character never has more than 15 copies
_MASK = COUNT_MASK = (1 << _BITS) - 1  # one character's count within the packed counts


#: The weight of each packed count of the cards used so far (see :class:`Supply`).
Front = dict[int, int]
#: (card, weight, shift, one, unseen copies): how a slot may take one card of the supply.
Step = tuple[Card, int, int, int, int]


class OutOfTime(Exception):
    """The exact sum would take longer than the caller's budget."""


def falling(n: int, k: int) -> int:
    """n * (n - 1) * ... * (n - k + 1): the ways to give k slots distinct copies of n."""
    result = 1
    for i in range(k):
        result *= n - i
    return result


class Supply:
    """The unseen copies of each character, and how slots draw on them."""

    def __init__(self, cards: Iterable[Card], unseen: Mapping[Card, int]) -> None:
        self.cards = tuple(cards)
        self.unseen = dict(unseen)
        self.shift = {card: _BITS * index for index, card in enumerate(self.cards)}

    def __reduce__(self) -> tuple[type[Supply], tuple[tuple[Card, ...], dict[Card, int]]]:
        """Made again from its cards and copies: a belief carries it, pickled (to a worker
        process) and copied, and the compiled class has no __dict__ for pickle to save."""
        return (Supply, (self.cards, self.unseen))

    @property
    def size(self) -> int:
        """How many unseen cards there are."""
        return sum(self.unseen.values())

    def steps(self, factor: Factor) -> list[Step]:
        """(card, weight, shift, one, unseen copies) for each card ``factor`` allows."""
        unseen, shift = self.unseen, self.shift
        return [(card, weight, shift[card], 1 << shift[card], unseen[card])
                for card, weight in factor.items() if unseen[card] > 0]

    def ways(self, cards: Iterable[Card]) -> int:
        """The ways to draw ``cards`` (one per slot) from the whole unseen supply."""
        uses: dict[Card, int] = {}
        for card in cards:
            uses[card] = uses.get(card, 0) + 1
        ways = 1
        for card, count in uses.items():
            ways *= falling(self.unseen[card], count)
        return ways


def _check(deadline: float | None) -> None:
    if deadline is not None and time.perf_counter() > deadline:
        raise OutOfTime()


def fill_one_more(front: Front, steps: list[Step], deadline: float | None = None) -> Front:
    """The weights of the packed counts once one more slot is filled.

    ``front`` maps packed counts of the cards used so far to their weight; ``steps`` are
    :meth:`Supply.steps` of the slot's factor.
    """
    _check(deadline)
    out: Front = {}
    for used, value in front.items():
        for _card, weight, shift, one, unseen in steps:
            left = unseen - ((used >> shift) & _MASK)
            if left > 0:
                key = used + one
                out[key] = out.get(key, 0) + value * weight * left
    return out


def forward(groups: Sequence[Group], supply: Supply, deadline: float | None = None
            ) -> tuple[list[list[tuple[int, list[list[Step]], list[Front]]]], Front]:
    """The forward pass over the slots of ``groups``, group by group and slot by slot.

    Returns (passes, front): ``passes`` has, for each group, one (weight, steps,
    fronts) per component: its weight, the :meth:`Supply.steps` of each of its slots,
    and the weights of the packed counts before each slot (the component's weight
    included) and after the last one; ``front`` holds the weights of the packed counts
    after every group.  Raises OutOfTime past ``deadline`` (a perf_counter time).
    """
    passes: list[list[tuple[int, list[list[Step]], list[Front]]]] = []
    front: Front = {0: 1}
    for group in groups:
        components: list[tuple[int, list[list[Step]], list[Front]]] = []
        after: Front = {}
        for component in group.components:
            weight = component.weight
            fronts = [{used: value * weight for used, value in front.items()}]
            steps: list[list[Step]] = []
            for slot in group.slots:
                step = supply.steps(component.factors[slot])
                steps.append(step)
                fronts.append(fill_one_more(fronts[-1], step, deadline))
            components.append((weight, steps, fronts))
            for used, value in fronts[-1].items():
                after[used] = after.get(used, 0) + value
        passes.append(components)
        front = after
    return passes, front


def weigh(groups: Sequence[Group], supply: Supply, deadline: float | None = None
          ) -> tuple[int, dict[Slot, dict[Card, int]], list[Front], Front]:
    """Sum over every deal of the unseen cards into the slots of ``groups``.

    A deal counts its number of arrangements of the unseen cards times the product of
    the groups' weights.  Returns (total weight, {slot: {card: weight of the deals
    where the slot holds it}}, the weights of the packed counts before the last slot of
    the last group (one dict per component), the weights after every slot).  Raises
    OutOfTime past ``deadline`` (a perf_counter time).
    """
    passes, front = forward(groups, supply, deadline)
    total = sum(front.values())
    marginals: dict[Slot, dict[Card, int]] = {slot: {} for group in groups for slot in group.slots}
    behind: Front | None = None  # the weight of completing each packed count; None means 1
    for group, components in zip(reversed(groups), reversed(passes)):
        before: Front = {}
        for component_weight, steps_of, fronts in components:
            completing: Front | None = behind
            for index in reversed(range(len(group.slots))):
                _check(deadline)
                slot = group.slots[index]
                steps = steps_of[index]
                marginal = marginals[slot]
                # Each card's share summed in a list by the step's place, not in the dict
                # by card: one dict lookup fewer per packed count and card.
                shares = [0] * len(steps)
                earlier: Front = {}
                for used, value in fronts[index].items():
                    subtotal = 0
                    for place, (_card, weight, shift, one, unseen) in enumerate(steps):
                        left = unseen - ((used >> shift) & _MASK)
                        if left > 0:
                            term = weight * left
                            if completing is not None:
                                term *= completing.get(used + one, 0)
                            if term:
                                subtotal += term
                                shares[place] += value * term
                    earlier[used] = subtotal
                for (card, _weight, _shift, _one, _unseen), share in zip(steps, shares):
                    if share:
                        marginal[card] = marginal.get(card, 0) + share
                completing = earlier
            assert completing is not None  # every group has a slot
            for used, value in completing.items():
                before[used] = before.get(used, 0) + component_weight * value
        behind = before
    before_last = [fronts[-2] for _weight, _steps, fronts in passes[-1]] if groups else []
    return total, marginals, before_last, front


def hand_avoiding(terms: Sequence[tuple[Front, Factor | None]], pooled: int, pool_size: int, supply: Supply
                  ) -> dict[Card, int]:
    """For each card, the weight of all deals in which one hand holds no copy of it.

    The hand is a weighed slot filled last of all, plus ``pooled`` cards drawn from the
    pool of the ``pool_size`` cards no weighed slot holds.  ``terms`` lists pairs
    (front, factor): the weights of the packed counts before that last slot and its
    factor, one pair per component of its group; with no such slot, a single pair
    (front of all weighed slots, None).  The weights are on the scale of the total
    weight times ``falling(pool_size, pooled)``.
    """
    # Per card, in the supply's order: lists read by index, and sums kept in a list, so
    # that the loop over every packed count and card looks nothing up in a dict (the
    # compiled build does list arithmetic in machine words; each lookup was a hash).
    cards = supply.cards
    shifts = [supply.shift[card] for card in cards]
    copies_of = [supply.unseen[card] for card in cards]
    sums = [0] * len(cards)
    for front, factor in terms:
        items: list[tuple[int, int, int]] = [] if factor is None else [
            (supply.shift[card], supply.unseen[card], weight) for card, weight in factor.items()]
        weights = [0] * len(cards) if factor is None else [factor.get(card, 0) for card in cards]
        for used, value in front.items():
            if factor is None:
                spread = 1
            else:
                spread = 0
                for at, copies, weight in items:
                    left = copies - ((used >> at) & _MASK)
                    if left > 0:
                        spread += weight * left
            for index in range(len(cards)):
                unseen = copies_of[index]
                taken = (used >> shifts[index]) & _MASK
                avoid = spread - weights[index] * (unseen - taken)
                if avoid:
                    sums[index] += value * avoid * falling(pool_size - unseen + taken, pooled)
    return dict(zip(cards, sums))


def joint_weights(others: Sequence[Group], together: Group, wanted: Sequence[Slot], supply: Supply,
                  deadline: float | None = None) -> dict[tuple[Card, ...], int]:
    """{identities of the slots ``wanted`` (all in group ``together``): weight of all deals}.

    ``others`` are the remaining groups, summed over.  Each combination of identities is
    enumerated once per component; the deals of everything else that go with it depend
    only on how many copies of each character the combination uses, so that sum is
    computed once per such multiset.
    """
    front = forward(others, supply, deadline)[1]
    rest = [slot for slot in together.slots if slot not in wanted]
    order = [slot for slot in together.slots if slot in wanted]
    unseen, shift = supply.unseen, supply.shift
    out: dict[tuple[Card, ...], int] = {}
    for component in together.components:
        current = {used: value * component.weight for used, value in front.items()}
        for slot in rest:
            current = fill_one_more(current, supply.steps(component.factors[slot]), deadline)
        completions: dict[int, int] = {}

        def completing(code: int, uses: dict[Card, int]) -> int:
            """The deals before the wanted slots that leave room for ``uses``."""
            total = completions.get(code)
            if total is None:
                total = 0
                for used, value in current.items():
                    ways = value
                    for card, count in uses.items():
                        ways *= falling(unseen[card] - ((used >> shift[card]) & _MASK), count)
                        if ways <= 0:
                            ways = 0
                            break
                    total += ways
                completions[code] = total
            return total

        factors = [[(card, weight, 1 << shift[card]) for card, weight in component.factors[slot].items()]
                   for slot in order]
        uses: dict[Card, int] = {}

        def extend(index: int, cards: tuple[Card, ...], weight: int, code: int) -> None:
            if index == len(factors):
                ways = completing(code, uses)
                if ways:
                    out[cards] = out.get(cards, 0) + weight * ways
                return
            for card, factor_weight, one in factors[index]:
                count = uses.get(card, 0)
                if count >= unseen[card]:
                    continue
                uses[card] = count + 1
                extend(index + 1, cards + (card,), weight * factor_weight, code + one)
                if count:
                    uses[card] = count
                else:
                    del uses[card]

        _check(deadline)
        extend(0, (), 1, 0)
    positions = [order.index(slot) for slot in wanted]
    return {tuple(cards[i] for i in positions): value for cards, value in out.items() if value}


def count_assignments(groups: Sequence[Group], supply: Supply) -> int:
    """How many assignments of identities to all slots have a positive weight."""
    front = {0: 1}
    shift = supply.shift
    for group in groups:
        possible: set[tuple[Card, ...]] = set()
        for component in group.components:
            supports = [[card for card in component.factors[slot] if supply.unseen[card] > 0]
                        for slot in group.slots]
            possible.update(cartesian(*supports))
        entries: list[tuple[int, list[tuple[int, int, int]]]] = []
        for cards in possible:
            uses: dict[Card, int] = {}
            for card in cards:
                uses[card] = uses.get(card, 0) + 1
            code = sum(count << shift[card] for card, count in uses.items())
            need = [(shift[card], supply.unseen[card], count) for card, count in uses.items()]
            entries.append((code, need))
        grown: Front = {}
        for used, count in front.items():
            for code, need in entries:
                if all(unseen - ((used >> at) & _MASK) >= many for at, unseen, many in need):
                    grown[used + code] = grown.get(used + code, 0) + count
        front = grown
    return sum(front.values())
