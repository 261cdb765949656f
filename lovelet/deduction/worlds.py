"""Hidden worlds: complete deals of the cards one player cannot see, drawn from the exact belief.

A :class:`World` fixes everything an observation leaves open: every hand (the
viewer's own as they see it, each opponent's in the order the engine holds it, the
older card first), the whole deck (top card first) and the face-down set-aside card.

* :func:`sample_worlds` draws worlds at random, each with exactly the probability the
  exact :func:`~lovelet.deduction.belief` gives it;
* :func:`enumerate_worlds` lists every distinct world with its exact probability, for
  positions where few cards are hidden;
* :func:`~lovelet.deduction.staging.stage` (and its Stager, for many worlds) turns a
  world back into a :class:`~lovelet.Round` at the observation's position, from which
  play can go on.

How.  The belief (:mod:`~lovelet.deduction.evidence`) splits the hidden cards into
*slots* whose identity the evidence weighs (opponents' hands, cards returned under the
deck) and an exchangeable *pool*: the never-drawn top of the deck, the set-aside card,
and any slot nothing is known about yet (a card just drawn).  The slots are drawn
jointly and exactly by forward filtering, backward sampling: a forward pass adds up
the weights of the slots group by group and slot by slot, keyed by how many copies of
each character the slots so far use (as :mod:`~lovelet.deduction.counting` does); the
sample is then drawn backwards, one slot at a time, each in proportion to the weight
of everything that could come before it.  Whole numbers throughout, so the draw is
exact.  What the slots leave of the unseen cards is shuffled into the pool's places:
every order of those cards is equally likely, because nothing seen tells them apart.
The cards returned with a Chancellor sit under the fresh cards in the order the
evidence knows (the next to be drawn first).
"""

from __future__ import annotations

import math
import numbers
import random
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from operator import itemgetter

from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import is_bool
from lovelet.engine.observation import Observation, check_observation
from lovelet.engine.streams import randrange_as_random_does, shuffle_as_random_does
from lovelet.deduction.budget import EXACT, modelled_evidence
from lovelet.deduction.counting import COUNT_MASK, Supply, forward
from lovelet.deduction.evidence import read_evidence
from lovelet.deduction.factors import Inconsistent, exchangeable
from lovelet.deduction.opponent_model import Model, checked_model

__all__ = ["World", "sample_worlds", "enumerate_worlds", "HiddenCards"]

_MASK = COUNT_MASK  # the counts of the cards used are packed as in counting


@dataclass(frozen=True)
class World:
    """One complete deal of the hidden cards, consistent with an observation.

    ``hands`` has one tuple per seat (older card first, the card just drawn last; empty
    for a seat out of the round), ``deck`` is top card first, ``set_aside`` the
    face-down card (None once a Prince has taken it).
    """

    hands: tuple
    deck: tuple
    set_aside: object

    def __repr__(self) -> str:
        hands = "; ".join(", ".join(str(card) for card in hand) or "-" for hand in self.hands)
        deck = ", ".join(str(card) for card in self.deck) or "empty"
        return f"<World hands [{hands}], deck [{deck}], set aside {self.set_aside}>"


def sample_worlds(observation: Observation, n: int, rng: random.Random, model: Model = None) -> Iterator[World]:
    """``n`` worlds drawn independently from the exact belief of ``observation``.

    ``rng`` is a ``random.Random``; the same generator state gives the same worlds.
    ``model`` is an opponent model as :func:`~lovelet.deduction.belief` takes it (None:
    every legal decision alike; a model that remembers weighs each deal by what each
    opponent really saw, exactly, however long that takes).  The belief is computed
    once, before the first world.
    """
    check_observation(observation, "sample_worlds")
    if not _whole(n) or n < 0:
        raise refused("BAD_OPTION.world_count", shown=shown(n))
    if not isinstance(rng, random.Random):
        raise refused("BAD_OPTION.rng", shown=shown(rng))
    n = int(n)
    hidden = HiddenCards(observation, model)
    return (hidden.sample(rng) for _ in range(n))


def enumerate_worlds(observation: Observation, model: Model = None, limit: int = 1_000_000
                     ) -> Iterator[tuple[Fraction, World]]:
    """Every distinct world consistent with ``observation``, as (probability, world).

    Probabilities are exact :class:`~fractions.Fraction` values that add up to 1; two
    deals that differ only in the order of identical cards are one world.  Meant for
    late positions: more than ``limit`` worlds raise IllegalAction (BAD_OPTION) instead.
    """
    check_observation(observation, "enumerate_worlds")
    if not _whole(limit) or limit < 1:
        raise refused("BAD_OPTION.world_limit", shown=shown(limit))
    limit = int(limit)
    hidden = HiddenCards(observation, model)
    count = hidden.count_worlds(limit)
    if count > limit:
        raise refused("BAD_OPTION.too_many_worlds", limit=limit)
    return hidden.enumerate()


def _whole(value):
    """True for a whole number: an int or a numpy integer, never a bool."""
    return isinstance(value, numbers.Integral) and not is_bool(value)


class HiddenCards:
    """The exact joint distribution of one observation's hidden cards, ready to sample.

    Building it reads the evidence and runs the forward pass once; :meth:`sample` then
    costs one small weighted choice per weighed slot and a shuffle of the pool.

    Under a ``model`` that remembers what it saw, ``seconds`` and ``work`` bound the
    reading of the opponents' histories (see :mod:`~lovelet.deduction.budget`, whose
    estimate draws with ``rng``); :attr:`method` then says whether the distribution is
    the exact one under the model (``"exact"``), an estimate of it (``"estimated"``) or,
    when neither fitted, the plain belief's (``"plain"``).
    """

    def __init__(self, observation: Observation, model: Model = None, seconds: float | None = None,
                 work: int | None = None, rng: random.Random | None = None, start: float | None = None) -> None:
        evidence, self.method = _evidence_of(observation, model, seconds, work, rng, start)
        self.observation = observation
        self.players = observation.players
        cards = observation.edition.cards
        self._supply = supply = Supply(cards, evidence.unseen)
        possible = [card for card in cards if evidence.unseen[card] > 0]
        groups = list(evidence.factors.groups.values())
        pooled = [group.slots[0] for group in groups if exchangeable(group, possible)]
        weighed = [group for group in groups if not exchangeable(group, possible)]

        # Forward pass (counting.forward).  For each weighed group, per component that
        # some deal fills: its weight, the steps of its slots, and the weights of the
        # packed counts before each slot and after the last one.
        passes, front = forward(weighed, supply)
        self._groups = []  # (index of the group's first slot, [(weight, steps, fronts)])
        index = 0
        for group, components in zip(weighed, passes):
            filled = [component for component in components if component[2][-1]]
            self._groups.append((index, filled))
            index += len(group.slots)
        self.total = sum(front.values())
        if not self.total:
            raise Inconsistent("No deal of the cards explains this observation.")
        self._final = _choice_table(list(front), list(front.values()))
        self._choices = {}  # the backward choices, by (group, component, slot, packed counts)
        self._pools = {}  # packed counts of the weighed slots -> the cards left for the pool

        # Where each hidden card goes: the weighed slots first (in the order above),
        # then the pool (pooled slots, the fresh deck, the set-aside card).
        self._weighed_count = index
        place = {}
        for group in weighed:
            for slot in group.slots:
                place[slot] = len(place)
        for slot in pooled:
            place[slot] = len(place)
        fresh_start = len(place)
        self._fresh = range(fresh_start, fresh_start + evidence.fresh)
        aside_in_pool = evidence.set_aside_held and evidence.set_aside_slot is None
        self._pool_size = len(pooled) + evidence.fresh + (1 if aside_in_pool else 0)
        if evidence.set_aside_slot is not None:
            self._aside = place[evidence.set_aside_slot]
        elif aside_in_pool:
            self._aside = fresh_start + evidence.fresh
        else:
            self._aside = None
        viewer = observation.player
        self._hands = [tuple(observation.hand) if seat == viewer
                       else [place[slot] for slot in evidence.hands[seat]]
                       for seat in range(self.players)]
        self._bottom = [place[slot] for slot in evidence.bottom]
        self._hand_getters = [_getter(hand) if type(hand) is list else _constant(hand)
                              for hand in self._hands]
        self._deck_getter = _getter(list(self._fresh) + self._bottom)

    # ------------------------------------------------------------------ sampling

    def sample(self, rng: random.Random) -> World:
        """One world, drawn with ``rng`` from the exact joint distribution."""
        final = used = _pick(self._final, rng)
        cards = [None] * self._weighed_count
        choices = self._choices
        for position in range(len(self._groups) - 1, -1, -1):
            start, components = self._groups[position]
            number = 0 if len(components) == 1 else _pick(self._component_table(position, used), rng)
            for index in range(len(components[number][1]) - 1, -1, -1):
                table = choices.get((position, number, index, used))
                if table is None:
                    table = self._slot_table(position, number, index, used)
                options, totals = table
                if len(options) == 1:
                    card, used = options[0]
                else:
                    card, used = options[bisect_right(totals, randrange_as_random_does(totals[-1], rng))]
                cards[start + index] = card
        pool = list(self._pool_of(final))
        # rng.shuffle and rng.randrange step for step, compiled in the fast build (a
        # playout's world was drawn twice as fast).
        shuffle_as_random_does(pool, rng)
        return self._world(cards + pool)

    def _component_table(self, position, used):
        """The choice of a group's component given the packed counts after the group."""
        key = (position, None, None, used)
        table = self._choices.get(key)
        if table is None:
            options, weights = [], []
            for number, (_weight, _steps, fronts) in enumerate(self._groups[position][1]):
                weight = fronts[-1].get(used, 0)
                if weight:
                    options.append(number)
                    weights.append(weight)
            table = self._choices[key] = _choice_table(options, weights)
        return table

    def _slot_table(self, position, number, index, used):
        """The choice of one slot's card given the packed counts ``used`` after it."""
        key = (position, number, index, used)
        table = self._choices.get(key)
        if table is None:
            _weight, steps, fronts = self._groups[position][1][number]
            before = fronts[index]
            options, weights = [], []
            for card, weight, shift, one, unseen in steps[index]:
                if (used >> shift) & _MASK:
                    earlier = used - one
                    value = before.get(earlier)
                    if value:
                        # As in the forward step: the slot takes one of the copies left.
                        options.append((card, earlier))
                        weights.append(value * weight * (unseen - ((earlier >> shift) & _MASK)))
            table = self._choices[key] = _choice_table(options, weights)
        return table

    def _pool_of(self, used):
        """The unseen cards the weighed slots leave when they use ``used`` (packed counts)."""
        pool = self._pools.get(used)
        if pool is None:
            supply = self._supply
            pool = self._pools[used] = tuple(
                card for card in supply.cards
                for _ in range(supply.unseen[card] - ((used >> supply.shift[card]) & _MASK)))
            if len(pool) != self._pool_size:
                raise AssertionError("the pool does not fill its places")  # pragma: no cover
        return pool

    def _world(self, placed):
        hands = tuple([take(placed) for take in self._hand_getters])
        deck = self._deck_getter(placed)
        aside = None if self._aside is None else placed[self._aside]
        return World(hands, deck, aside)

    # ------------------------------------------------------------------ enumerating

    def assignments(self, limit: int | None = None) -> dict[tuple[Card, ...], tuple[int, int]]:
        """{identities of the weighed slots: (exact weight, packed counts)}.

        The weights add up to :attr:`total`.  Two components of a group that allow the
        same identities add their weights.  More than ``limit`` of them raise IllegalAction.
        """
        out = {}
        cards = [None] * self._weighed_count
        groups = self._groups

        def walk(position, used, weight):
            if position == len(groups):
                key = tuple(cards)
                known = out.get(key)
                if known is None and limit is not None and len(out) >= limit:
                    raise refused("BAD_OPTION.too_many_worlds", limit=limit)
                out[key] = (weight if known is None else known[0] + weight, used)
                return
            start, components = groups[position]
            for component_weight, steps, _fronts in components:
                fill(position, start, steps, 0, used, weight * component_weight)

        def fill(position, start, steps, index, used, weight):
            if index == len(steps):
                walk(position + 1, used, weight)
                return
            for card, factor, shift, one, unseen in steps[index]:
                left = unseen - ((used >> shift) & _MASK)
                if left > 0:
                    cards[start + index] = card
                    fill(position, start, steps, index + 1, used + one, weight * factor * left)

        walk(0, 0, 1)
        return out

    def count_worlds(self, limit: int | None = None) -> int:
        """How many distinct worlds there are (stops counting once past ``limit``)."""
        count = 0
        try:
            assignments = self.assignments(limit)
        except ValueError:
            return limit + 1
        for _weight, used in assignments.values():
            count += _arrangements(self._pool_of(used))
            if limit is not None and count > limit:
                break
        return count

    def enumerate(self) -> Iterator[tuple[Fraction, World]]:
        """Every distinct world with its exact probability (a Fraction), in a fixed order."""
        total = self.total
        for key, (weight, used) in self.assignments().items():
            pool = self._pool_of(used)
            share = Fraction(weight, total) / _arrangements(pool)
            for order in _distinct_orders(pool):
                yield share, self._world(list(key) + list(order))


# ---------------------------------------------------------------------- helpers


def _evidence_of(observation, model, seconds=None, work=None, rng=None, start=None):
    """(evidence, method): the evidence :func:`~lovelet.deduction.belief` reads, under
    ``model`` if given, within the budget (see :func:`~lovelet.deduction.budget.modelled_evidence`)."""
    if model is None:
        return read_evidence(observation), EXACT
    return modelled_evidence(observation, checked_model(model), seconds, work, rng, start)


def _getter(indices):
    """A function picking the items at ``indices`` of a list, as a tuple."""
    if not indices:
        return _constant(())
    if len(indices) == 1:
        index = indices[0]
        return lambda placed: (placed[index],)
    return itemgetter(*indices)


def _constant(value):
    return lambda placed: value


def _choice_table(options, weights):
    """(options, running totals) for an exact choice in proportion to whole-number weights."""
    running, totals = 0, []
    for weight in weights:
        running += weight
        totals.append(running)
    return options, totals


def _pick(table, rng):
    options, totals = table
    if len(options) == 1:
        return options[0]
    return options[bisect_right(totals, randrange_as_random_does(totals[-1], rng))]


def _arrangements(cards):
    """The number of distinct orders of the multiset ``cards``."""
    ways = math.factorial(len(cards))
    for count in Counter(cards).values():
        ways //= math.factorial(count)
    return ways


def _distinct_orders(cards):
    """Every distinct order of the multiset ``cards`` (a tuple in the edition's order)."""
    kinds = list(dict.fromkeys(cards))
    counts = Counter(cards)
    order = []

    def extend():
        if len(order) == len(cards):
            yield tuple(order)
            return
        for card in kinds:
            if counts[card]:
                counts[card] -= 1
                order.append(card)
                yield from extend()
                order.pop()
                counts[card] += 1

    yield from extend()
