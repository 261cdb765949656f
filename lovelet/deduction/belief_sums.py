"""The exact belief's sums, as whole weights: what :class:`~lovelet.deduction.belief.Belief`
computes when it is made, and the floats it reads them as.

:func:`prepared` sets out what a belief weighs (the supply, the groups to weigh and
those exchangeable with the pool, the hand of an opponent holding several cards);
:func:`exact_odds` weighs every hidden slot (:func:`~lovelet.deduction.counting.weigh`)
and keeps each distribution as whole weights over their total, for the slots weighed,
the pool (the fresh deck, the set-aside card and the slots exchangeable with them) and
the hand of an opponent holding several cards.  :func:`float_probabilities` makes the
floats of one such distribution, each rounded once from the exact fraction, and
:func:`held_probabilities` those of the player's own hand.

These are functions of plain values, apart from the class that reads them: the fast
build compiles this module, and a method compiled for a Python class would refuse a
subclass's ``self`` (lessons and students subclass Belief).
"""

from __future__ import annotations

from collections.abc import Sequence

from lovelet.engine.cards import Card
from lovelet.deduction.counting import Front, Supply, falling, hand_avoiding, weigh
from lovelet.deduction.factors import Factor, Group, Inconsistent, Slot, exchangeable
from lovelet.deduction.slots import Evidence

__all__ = ["Weights", "BusyHand", "Prepared", "prepared", "split_groups", "busy_hand", "exact_odds",
           "float_probabilities", "held_probabilities"]

#: A distribution as whole weights over their total.
Weights = tuple[dict[Card, int], int]
#: The slots of an opponent's hand of several cards that are exchangeable with the pool,
#: and its one other slot (or None).
BusyHand = tuple[list[Slot], "Slot | None"]


#: (supply, every group, the groups exchangeable with the pool, the groups to weigh, the
#: busy hand or None): what a belief weighs, prepared from its evidence.
Prepared = tuple[Supply, list[Group], list[Group], list[Group], "BusyHand | None"]


def prepared(evidence: Evidence, cards: Sequence[Card]) -> Prepared:
    """What a belief weighs, from its evidence: the supply of unseen ``cards``, the
    groups, those exchangeable with the pool (:func:`split_groups`, which need no sum),
    the groups to weigh, and the busy hand (:func:`busy_hand`).  When the busy hand has
    one slot to weigh, that slot's group is weighed last, with that slot last in it, so
    that the chance that the hand holds each card comes with the last step."""
    supply = Supply(cards, evidence.unseen)
    groups = list(evidence.factors.groups.values())
    pooled, weighed = split_groups(groups, evidence.unseen)
    busy = busy_hand(evidence, pooled)
    if busy is not None and busy[1] is not None:
        slot = busy[1]
        last = evidence.factors.group(slot)
        weighed = [group for group in weighed if group is not last]
        weighed.append(Group(tuple(other for other in last.slots if other != slot) + (slot,), last.components))
    return supply, groups, pooled, weighed, busy


def split_groups(groups: Sequence[Group], unseen: dict[Card, int]) -> tuple[list[Group], list[Group]]:
    """(pooled, weighed): the groups exchangeable with the pool (a slot alone in its
    group with equal weights for every identity, such as a card just drawn that nothing
    told about: it needs no sum), and the others, each in its order."""
    possible = [card for card, count in unseen.items() if count > 0]
    pooled: list[Group] = []
    weighed: list[Group] = []
    for group in groups:
        if exchangeable(group, possible):
            pooled.append(group)
        else:
            weighed.append(group)
    return pooled, weighed


def busy_hand(evidence: Evidence, pooled: Sequence[Group]) -> BusyHand | None:
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


def exact_odds(weighed: Sequence[Group], pooled: Sequence[Group], busy: BusyHand | None, supply: Supply,
               cards: Sequence[Card], deadline: float | None = None
               ) -> tuple[dict[Slot, Weights], Weights, Weights | None]:
    """(odds of each slot, odds of the pool, odds that the busy hand contains each card or
    None), all as whole weights.  ``busy`` is :func:`busy_hand`'s answer, its other slot
    in the last group of ``weighed``, weighed last.  Raises OutOfTime past ``deadline``,
    and Inconsistent when no deal explains the evidence."""
    total, marginals, before_last, final = weigh(weighed, supply, deadline)
    if not total:
        raise Inconsistent("No deal of the cards explains this observation.")
    odds: dict[Slot, Weights] = {}
    used = {card: 0 for card in cards}
    for slot, weights in marginals.items():
        odds[slot] = (weights, total)
        for card, weight in weights.items():
            used[card] += weight
    pool_size = supply.size - len(marginals)
    pool: Weights = ({}, 1)
    if pool_size:
        unseen = supply.unseen
        pool = ({card: unseen[card] * total - used[card] for card in cards}, total * pool_size)
    for group in pooled:
        odds[group.slots[0]] = pool
    if busy is None:
        return odds, pool, None
    pooled_slots, weighed_slot = busy
    terms: list[tuple[Front, Factor | None]]
    if weighed_slot is None:
        terms = [(final, None)]
    else:
        components = weighed[-1].components
        terms = [(front, component.factors[weighed_slot]) for front, component in zip(before_last, components)]
    avoiding = hand_avoiding(terms, len(pooled_slots), pool_size, supply)
    scale = total * falling(pool_size, len(pooled_slots))
    return odds, pool, ({card: scale - avoiding[card] for card in cards}, scale)


def held_probabilities(held: Sequence[Card], cards: Sequence[Card]) -> dict[Card, float]:
    """{card: 1.0 if the player holds it, else 0.0} for each of ``cards``: a player's
    belief about their own hand."""
    return {card: 1.0 if card in held else 0.0 for card in cards}


def float_probabilities(weights: dict[Card, int], total: int, cards: Sequence[Card]) -> dict[Card, float]:
    """{card: weight / total} for each of ``cards`` (0 for a card not weighed): the float
    of each exact fraction, rounded once."""
    return {card: weights.get(card, 0) / total for card in cards}
