"""Weights over the identities of the cards a player cannot see.

A *slot* is one hidden physical card whose identity matters to a deduction: a card in
an opponent's hand, or a card returned under the deck by a Chancellor.  Slots whose
identities are tied together by what the player saw (a Baron tie, the choice a
Chancellor made) share a *group*: a table from each tuple of identities to a whole
number weight.  Different groups are independent, except that they all draw on the
same supply of unseen cards; :mod:`lovelet.deduction.counting` accounts for that
supply when it adds everything up.

Weights are integers, so every probability derived from them is an exact fraction;
a common factor of a whole table never matters and is divided out to keep them small.
"""

from collections import Counter
from math import gcd

__all__ = ["Factors", "Group", "Inconsistent"]


class Inconsistent(ValueError):
    """No deal of the cards explains what the player saw."""


class Group:
    """Slots linked by evidence, with the weight of every tuple of identities they may hold."""

    __slots__ = ("slots", "table")

    def __init__(self, slots, table):
        self.slots = tuple(slots)
        self.table = table  # tuple of cards (one per slot, in order) -> int weight

    def __repr__(self):
        return f"Group(slots={self.slots}, {len(self.table)} entries)"


class Factors:
    """The groups of hidden slots, with the operations the evidence applies to them.

    ``caps`` maps each card to how many of its copies may still be hidden (its copies
    minus those the player can see now); the owner keeps it up to date, and tables
    are pruned of tuples that would need more copies than that.
    """

    def __init__(self, caps):
        self.caps = caps
        self.group_of = {}  # slot -> group id
        self.groups = {}  # group id -> Group
        self._next_slot = 0
        self._next_group = 0

    # ------------------------------------------------------------------ slots

    def new(self, weights):
        """A new slot, alone in its group, with ``weights`` (card -> int) as its table."""
        slot = self._take_slot_id()
        table = {(card,): weight for card, weight in weights.items() if weight}
        if not table:
            raise Inconsistent("a hidden card has no possible identity")
        self._add_group((slot,), table)
        return slot

    def known(self, card):
        """A new slot holding ``card`` for certain (a card the player gave or returned)."""
        return self.new({card: 1})

    def slots(self):
        """Every live slot."""
        return tuple(self.group_of)

    # ------------------------------------------------------------------ evidence

    def restrict(self, slot, allowed):
        """Keep only the identities of ``slot`` for which ``allowed(card)`` is true."""
        group = self.groups[self.group_of[slot]]
        index = group.slots.index(slot)
        table = {key: weight for key, weight in group.table.items() if allowed(key[index])}
        if not table:
            raise Inconsistent("no identity of a hidden card fits what was seen")
        group.table = table

    def relate(self, first, second, allowed):
        """Keep only the pairs of identities for which ``allowed(first, second)`` is true."""
        group = self._merged((first, second))
        i, j = group.slots.index(first), group.slots.index(second)
        table = {key: weight for key, weight in group.table.items() if allowed(key[i], key[j])}
        if not table:
            raise Inconsistent("no pair of hidden cards fits what was seen")
        group.table = table

    def reveal(self, slot, card):
        """``slot`` turns out to be ``card`` and leaves the hidden cards (it is now seen)."""
        gid = self.group_of[slot]
        group = self.groups[gid]
        index = group.slots.index(slot)
        table = {}
        for key, weight in group.table.items():
            if key[index] is card:
                table[key[:index] + key[index + 1:]] = weight
        if not table:
            raise Inconsistent(f"a hidden card shown as {card} could not have been one")
        del self.group_of[slot]
        if len(group.slots) == 1:
            # A constant factor common to every deal: it cancels out.
            del self.groups[gid]
        else:
            group.slots = group.slots[:index] + group.slots[index + 1:]
            group.table = table

    def transform(self, inputs, kernel, outputs):
        """Replace the slots ``inputs`` by ``outputs`` new slots through ``kernel``.

        ``kernel(values)`` receives the identities of the inputs and returns pairs
        ``(out_values, factor)``: the identities the new slots then hold, and how many
        times (an integer) that outcome counts.  Returns the new slots.
        """
        group = self._merged(tuple(inputs))
        gid = self.group_of[inputs[0]]
        positions = [group.slots.index(slot) for slot in inputs]
        rest = [i for i in range(len(group.slots)) if i not in positions]
        new_slots = tuple(self._take_slot_id() for _ in range(outputs))
        outcomes = {}
        table = {}
        for key, weight in group.table.items():
            values = tuple(key[i] for i in positions)
            results = outcomes.get(values)
            if results is None:
                results = outcomes[values] = tuple(kernel(values))
            if not results:
                continue
            kept = tuple(key[i] for i in rest)
            for out, factor in results:
                new_key = kept + tuple(out)
                table[new_key] = table.get(new_key, 0) + weight * factor
        for slot in inputs:
            del self.group_of[slot]
        for slot in new_slots:
            self.group_of[slot] = gid
        group.slots = tuple(group.slots[i] for i in rest) + new_slots
        group.table = self._pruned(table)
        if not group.table:
            raise Inconsistent("no hidden cards fit what was seen")
        return new_slots

    # ------------------------------------------------------------------ groups

    def group(self, slot):
        return self.groups[self.group_of[slot]]

    def _take_slot_id(self):
        slot = self._next_slot
        self._next_slot += 1
        return slot

    def _add_group(self, slots, table):
        gid = self._next_group
        self._next_group += 1
        self.groups[gid] = Group(slots, table)
        for slot in slots:
            self.group_of[slot] = gid
        return gid

    def _merged(self, slots):
        """The one group holding all of ``slots``, merging their groups if needed."""
        gids = list(dict.fromkeys(self.group_of[slot] for slot in slots))
        if len(gids) == 1:
            return self.groups[gids[0]]
        merged = product(self.groups[gid] for gid in gids)
        merged.table = self._pruned(merged.table)
        if not merged.table:
            raise Inconsistent("no hidden cards fit what was seen")
        for gid in gids:
            del self.groups[gid]
        self._add_group(merged.slots, merged.table)
        return self.groups[self.group_of[slots[0]]]

    def _pruned(self, table):
        """``table`` without tuples needing more copies than may be hidden, in lowest terms."""
        caps = self.caps
        kept = {}
        for key, weight in table.items():
            if not weight:
                continue
            if len(key) > 1 and any(count > caps[card] for card, count in Counter(key).items()):
                continue
            kept[key] = weight
        return lowest_terms(kept)


def product(groups):
    """One group standing for the independent ``groups`` together (their tables multiplied)."""
    groups = list(groups)
    slots = ()
    table = {(): 1}
    for group in groups:
        slots += group.slots
        table = {left + right: weight * other
                 for left, weight in table.items()
                 for right, other in group.table.items()}
    return Group(slots, table)


def lowest_terms(table):
    """``table`` divided by the greatest common divisor of its weights."""
    divisor = 0
    for weight in table.values():
        divisor = gcd(divisor, weight)
        if divisor == 1:
            return table
    if divisor > 1:
        return {key: weight // divisor for key, weight in table.items()}
    return table
