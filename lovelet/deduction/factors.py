"""Weights over the identities of the cards a player cannot see.

A *slot* is one hidden physical card whose identity matters to a deduction: a card in
an opponent's hand, or a card returned under the deck by a Chancellor.  Each slot
carries a *factor*: a whole-number weight for each character it may be.

Most evidence concerns one slot (a Guard miss, a Priest look), and a play turns two
slots into one (the card played is shown; the weight of the card kept sums both ways
it could have been kept).  Some evidence ties slots together: a Chancellor's choice,
unseen, puts the three cards in an unknown order, and a Baron tie says two hands are
equal.  Tied slots share a *group*, whose weight is a sum of *components*, each a
product of one factor per slot: a Chancellor gives one component per way its cards
could have been arranged, a Baron tie one per character the two hands could share.
Different groups are independent, except that they all draw on the same supply of
unseen cards; :mod:`lovelet.deduction.counting` accounts for that supply.

All weights are integers, so every probability derived from them is an exact
fraction.  A common factor of everything never matters and is dropped (an opponent
model's probabilities come here multiplied by such a factor, which makes them whole).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import permutations
from math import gcd

from lovelet.engine.cards import Card
from lovelet.engine.compiling import mypyc_attr
from lovelet.engine.errors import IllegalAction

__all__ = ["Factors", "Group", "Component", "Inconsistent", "exchangeable", "product", "Slot", "Factor"]

#: A hidden card's place in the factors: a whole number.
Slot = int
#: A slot's weight for each identity it may have: {card: whole weight}, positive ones only.
Factor = dict[Card, int]
#: A component's factors, frozen, one per slot of its group: what tells equal components.
Shape = tuple[frozenset[tuple[Card, int]], ...]


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # an IllegalAction, which stays Python
class Inconsistent(IllegalAction):
    """No deal of the cards explains what the player saw (code BAD_OBSERVATION)."""

    def __init__(self, message: str) -> None:
        sentence = message[:1].upper() + message[1:]
        if not sentence.endswith("."):
            sentence += "."
        super().__init__("BAD_OBSERVATION", sentence)

    def __reduce__(self) -> tuple[type[Inconsistent], tuple[str]]:
        return (Inconsistent, (self.message,))


class Component:
    """One term of a group's weight: ``weight`` times a factor (card -> int) per slot."""

    __slots__ = ("weight", "factors")

    def __init__(self, weight: int, factors: dict[Slot, Factor]) -> None:
        self.weight = weight
        self.factors = factors  # slot -> {card: int}, only positive weights

    def __repr__(self) -> str:
        return f"Component({self.weight}, {self.factors})"

    # A belief carries its components: pickled (to a worker process) and copied, they
    # say how to be made again, since the compiled class has no __dict__ to save.
    def __reduce__(self) -> tuple[type[Component], tuple[int, dict[Slot, Factor]]]:
        return (Component, (self.weight, self.factors))


class Group:
    """Slots tied by evidence; their joint weight is the sum of the components' products."""

    __slots__ = ("slots", "components")

    def __init__(self, slots: Iterable[Slot], components: list[Component]) -> None:
        self.slots = tuple(slots)
        self.components = components

    def __repr__(self) -> str:
        return f"Group(slots={self.slots}, {len(self.components)} components)"

    def __reduce__(self) -> tuple[type[Group], tuple[tuple[Slot, ...], list[Component]]]:
        return (Group, (self.slots, self.components))  # as Component


class Factors:
    """The groups of hidden slots, and the operations evidence applies to them."""

    def __init__(self) -> None:
        self.group_of: dict[Slot, int] = {}  # slot -> group id
        self.groups: dict[int, Group] = {}  # group id -> Group
        self._next_slot = 0
        self._next_group = 0

    def __reduce__(self) -> tuple[type[Factors], tuple[()], dict[str, object]]:
        """Pickled and copied with every field, as Component (restored by __setstate__)."""
        return (Factors, (), {"group_of": self.group_of, "groups": self.groups,
                              "_next_slot": self._next_slot, "_next_group": self._next_group})

    def __setstate__(self, state: dict[str, object]) -> None:
        for name, value in state.items():
            setattr(self, name, value)

    # ------------------------------------------------------------------ slots

    def new(self, weights: Mapping[Card, int]) -> Slot:
        """A new slot, alone in its group, weighing each card as ``weights`` says."""
        factor = {card: weight for card, weight in weights.items() if weight}
        if not factor:
            raise Inconsistent("a hidden card has no possible identity")
        slot = self._take_slot_id()
        self._add_group(Group((slot,), [Component(1, {slot: factor})]))
        return slot

    def known(self, card: Card) -> Slot:
        """A new slot holding ``card`` for certain (a card the player gave or returned)."""
        return self.new({card: 1})

    def table(self, weights: Mapping[tuple[Card, ...], int]) -> tuple[Slot, ...]:
        """New slots whose joint weight is ``weights`` ({identities, one per slot: whole
        weight}), one group together; returns the slots, in the order of the identities."""
        weights = {cards: weight for cards, weight in weights.items() if weight}
        if not weights:
            raise Inconsistent("no hidden cards fit what was seen")
        slots = tuple(self._take_slot_id() for _ in next(iter(weights)))
        components = [Component(weight, {slot: {card: 1} for slot, card in zip(slots, cards)})
                      for cards, weight in weights.items()]
        group = Group(slots, components)
        self._add_group(group)
        self._settle(group)
        return slots

    def group(self, slot: Slot) -> Group:
        """The group ``slot`` is in."""
        return self.groups[self.group_of[slot]]

    def possible(self, slot: Slot) -> tuple[Card, ...]:
        """The identities ``slot`` has a weight for, in some component of its group."""
        return tuple(dict.fromkeys(card for component in self.group(slot).components
                                   for card in component.factors[slot]))

    # ------------------------------------------------------------------ evidence

    def restrict(self, slot: Slot, allowed: Callable[[Card], bool]) -> None:
        """Keep only the identities of ``slot`` for which ``allowed(card)`` is true."""
        group = self.group(slot)
        for component in group.components:
            factor = component.factors[slot]
            component.factors[slot] = {card: w for card, w in factor.items() if allowed(card)}
        self._settle(group)

    def reveal(self, slot: Slot, card: Card) -> None:
        """``slot`` turns out to be ``card``: it leaves the hidden cards, now seen."""
        gid = self.group_of.pop(slot)
        group = self.groups[gid]
        for component in group.components:
            component.weight *= component.factors.pop(slot).get(card, 0)
        group.slots = tuple(other for other in group.slots if other != slot)
        if not group.slots:
            if not any(component.weight for component in group.components):
                raise Inconsistent(f"a hidden card shown as {card} could not have been one")
            del self.groups[gid]  # a constant common to every deal: it cancels out
            return
        self._settle(group)

    def relate(self, first: Slot, second: Slot, allowed: Callable[[Card, Card], bool]) -> None:
        """Keep only the pairs of identities for which ``allowed(first, second)`` is true."""
        group = self._merged((first, second))
        components = []
        for component in group.components:
            for card, weight in component.factors[first].items():
                other = {its: w for its, w in component.factors[second].items() if allowed(card, its)}
                if other:
                    factors = dict(component.factors)
                    factors[first] = {card: weight}
                    factors[second] = other
                    components.append(Component(component.weight, factors))
        group.components = components
        self._settle(group)

    def combine(self, inputs: Sequence[Slot],
                kernel: Callable[[tuple[Card, ...]], tuple[Card, int] | None]) -> Slot:
        """Replace the slots ``inputs`` by one new slot through ``kernel``; return it.

        ``kernel(values)`` takes one identity per input and returns (identity of the new
        slot, weight), or None when those identities cannot explain what was seen.  The
        weight, a whole number, says how likely what was seen is with those identities:
        1 when it is merely possible (no opponent model), a model's probability scaled
        to a whole number.  The new slot's weight for a card sums, over the identities
        leading to it, the product of the inputs' weights and the kernel's.
        """
        group = self._merged(tuple(inputs))
        slot = self._take_slot_id()
        for component in group.components:
            out: Factor = {}
            for values, weight in _products([component.factors.pop(each) for each in inputs]):
                result = kernel(values)
                if result is not None:
                    card = result[0]
                    out[card] = out.get(card, 0) + weight * result[1]
            component.factors[slot] = out
        self._replace(group, inputs, (slot,))
        return slot

    def rearrange(self, inputs: Sequence[Slot],
                  kernel: Callable[[tuple[Card, ...]], Iterable[tuple[tuple[Card, ...], int]]]) -> tuple[Slot, ...]:
        """Replace ``inputs`` by as many new slots whose identities ``kernel`` deals out.

        ``kernel(values)`` takes one identity per input and returns pairs (identities
        of the new slots, whole weight): every way those cards may come out, each
        weighed by how likely it is (a Chancellor choice under an opponent model).
        Unlike :meth:`shuffle`, the weights may depend on all the identities together,
        so the new slots get one component per identities of all but the first, whose
        factor holds the weight of each identity of the first.  Returns the new slots.
        """
        group = self._merged(tuple(inputs))
        new_slots = tuple(self._take_slot_id() for _ in inputs)
        first, rest = new_slots[0], new_slots[1:]
        components = []
        for component in group.components:
            # identities of all new slots but the first -> factor of the first
            outcomes: dict[tuple[Card, ...], Factor] = {}
            for values, weight in _products([component.factors.pop(each) for each in inputs]):
                for cards, chance in kernel(values):
                    factor = outcomes.setdefault(cards[1:], {})
                    factor[cards[0]] = factor.get(cards[0], 0) + weight * chance
            for others, factor in outcomes.items():
                factors = dict(component.factors)
                factors[first] = factor
                for slot, card in zip(rest, others):
                    factors[slot] = {card: 1}
                components.append(Component(component.weight, factors))
        group.components = components
        self._replace(group, inputs, new_slots)
        return new_slots

    def shuffle(self, inputs: Sequence[Slot]) -> tuple[Slot, ...]:
        """Replace ``inputs`` by as many new slots holding the same cards in an unknown order.

        Every order of the physical cards is equally likely, which is the same as every
        distinct outcome being equally likely (each arises from the same number of
        orders of the cards).  Returns the new slots, in order.
        """
        group = self._merged(tuple(inputs))
        new_slots = tuple(self._take_slot_id() for _ in inputs)
        components: dict[tuple[object, ...], Component] = {}
        for parent, component in enumerate(group.components):
            moving = [component.factors.pop(each) for each in inputs]
            for order in permutations(range(len(inputs))):
                factors = dict(component.factors)
                for target, source in zip(new_slots, order):
                    factors[target] = moving[source]
                # Orders that swap cards with equal weights give equal terms: add them up.
                key = (parent,) + tuple(frozenset(moving[source].items()) for source in order)
                if key in components:
                    components[key].weight += component.weight
                else:
                    components[key] = Component(component.weight, factors)
        group.components = list(components.values())
        self._replace(group, inputs, new_slots)
        return new_slots

    # ------------------------------------------------------------------ groups

    def _take_slot_id(self) -> Slot:
        slot = self._next_slot
        self._next_slot += 1
        return slot

    def _add_group(self, group: Group) -> int:
        gid = self._next_group
        self._next_group += 1
        self.groups[gid] = group
        for slot in group.slots:
            self.group_of[slot] = gid
        return gid

    def _replace(self, group: Group, old: Sequence[Slot], new: Sequence[Slot]) -> None:
        gid = self.group_of[old[0]]
        for slot in old:
            del self.group_of[slot]
        for slot in new:
            self.group_of[slot] = gid
        group.slots = tuple(slot for slot in group.slots if slot not in old) + tuple(new)
        self._settle(group)

    def _merged(self, slots: tuple[Slot, ...]) -> Group:
        """The one group holding all of ``slots``, merging their groups if needed."""
        gids = list(dict.fromkeys(self.group_of[slot] for slot in slots))
        if len(gids) == 1:
            return self.groups[gids[0]]
        groups = [self.groups.pop(gid) for gid in gids]
        merged = product(groups)
        self._add_group(merged)
        return merged

    def _settle(self, group: Group) -> None:
        """Drop impossible components and common factors, add up equal components; fail
        if nothing is possible."""
        alike: dict[Shape, Component] = {}
        for component in group.components:
            if not component.weight or not all(component.factors.values()):
                continue
            for slot, factor in component.factors.items():
                divisor = _gcd_of(factor.values())
                if divisor > 1:
                    component.factors[slot] = {card: w // divisor for card, w in factor.items()}
                    component.weight *= divisor
            key = tuple(frozenset(component.factors[slot].items()) for slot in group.slots)
            if key in alike:
                alike[key].weight += component.weight
            else:
                alike[key] = component
        kept = _gathered(list(alike.items()), group.slots)
        if not kept:
            raise Inconsistent("no hidden cards fit what was seen")
        divisor = _gcd_of(component.weight for component in kept)
        if divisor > 1:
            for component in kept:
                component.weight //= divisor
        group.components = kept
        if len(kept) == 1 and len(group.slots) > 1:
            self._split(group)

    def _split(self, group: Group) -> None:
        """A group of one component is a product: give each slot a group of its own."""
        factors = group.components[0].factors
        del self.groups[self.group_of[group.slots[0]]]
        for slot in group.slots:
            self._add_group(Group((slot,), [Component(1, {slot: factors[slot]})]))


def _gathered(entries: list[tuple[Shape, Component]], slots: tuple[Slot, ...]) -> list[Component]:
    """The components of ``entries`` with those that differ in one slot's factor only made one.

    w1 * f1(x) * g(rest) + w2 * f2(x) * g(rest) = (w1 * f1 + w2 * f2)(x) * g(rest).
    ``entries`` pairs each component with its shape: the frozen items of its factor for
    each of ``slots``, kept up to date here rather than computed again at each pass.
    """
    while len(entries) > 1:
        for index, slot in enumerate(slots):
            together: dict[Shape, list[tuple[Shape, Component]]] = {}
            for entry in entries:
                shape = entry[0]
                together.setdefault(shape[:index] + shape[index + 1:], []).append(entry)
            if len(together) == len(entries):
                continue
            merged = []
            for members in together.values():
                shape, first = members[0]
                if len(members) > 1:
                    factor: Factor = {}
                    for _shape, member in members:
                        for card, weight in member.factors[slot].items():
                            factor[card] = factor.get(card, 0) + member.weight * weight
                    first.factors[slot] = factor
                    first.weight = 1
                    shape = shape[:index] + (frozenset(factor.items()),) + shape[index + 1:]
                merged.append((shape, first))
            entries = merged
            break  # the shapes changed: look again from the first slot
        else:
            break  # nothing left to gather
    return [component for _shape, component in entries]


def product(groups: Iterable[Group]) -> Group:
    """One group standing for the independent ``groups`` together."""
    slots: tuple[Slot, ...] = ()
    components = [Component(1, {})]
    for group in groups:
        slots += group.slots
        components = [Component(left.weight * right.weight, {**left.factors, **right.factors})
                      for left in components for right in group.components]
    return Group(slots, components)


def exchangeable(group: Group, possible: Iterable[Card]) -> bool:
    """True for a slot alone in its group, equally likely to be any of the ``possible``
    cards (a card just drawn, nothing known about it): nothing tells it from the pool
    of unseen cards, so it needs no sum, as one more place of the pool."""
    if len(group.slots) != 1 or len(group.components) != 1:
        return False
    factor = group.components[0].factors[group.slots[0]]
    return len(set(factor.values())) == 1 and all(card in factor for card in possible)


def _products(factors: list[Factor]) -> list[tuple[tuple[Card, ...], int]]:
    """Every combination of one (card, weight) per factor, with the product of weights."""
    combos: list[tuple[tuple[Card, ...], int]] = [((), 1)]
    for factor in factors:
        combos = [(values + (card,), weight * w) for values, weight in combos
                  for card, w in factor.items()]
    return combos


def _gcd_of(numbers: Iterable[int]) -> int:
    divisor = 0
    for number in numbers:
        divisor = gcd(divisor, number)
        if divisor == 1:
            break
    return divisor
