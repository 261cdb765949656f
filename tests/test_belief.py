"""The exact belief (lovelet.deduction.belief) against counting deck orders.

"Exact" is defined by the issue: the probability of a hidden card is the share of deck
orders consistent with the player's observation that put it there, every order of a
uniformly shuffled deck counting once, and an opponent's Chancellor choice (invisible
to the player) spread evenly over its distinct options.  Three independent oracles
apply that definition with the engine itself, never with the deduction code:

* ``staged_truth``: a small staged position (RULES.md C, load_position); every distinct
  arrangement of the cards the player cannot see into the hidden places of the
  position, replayed with the same moves, kept when the player's observation is equal;
* ``dealt_truth``: a dealt round; every distinct sequence of cards for the deck
  positions that were drawn, enumerated depth first while the round is replayed with
  the same moves (a branch is cut as soon as an event differs from what the player
  saw); the undrawn rest of the deck counts as its number of arrangements, and every
  leaf is confirmed by dealing the full deck order with ``Round.deal`` and replaying;
* ``sampled_truth``: rejection sampling for positions too large to enumerate.

Beliefs are compared as exact fractions with the two enumerations, and within a
tolerance derived from the number of accepted samples with the third.
"""

import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, IllegalAction, Play, Round
from lovelet.deduction import belief
from lovelet.deduction.evidence import Inconsistent

EDITION_SIZES = [(edition, players) for edition in (REVISED, CLASSIC)
                 for players in range(2, (6 if edition is REVISED else 4) + 1)]

# ---------------------------------------------------------------------- counting helpers


def arrangements(cards):
    """The number of distinct orders of the multiset ``cards``."""
    counts = Counter(cards)
    ways = math.factorial(sum(counts.values()))
    for count in counts.values():
        ways //= math.factorial(count)
    return ways


def distinct_sequences(cards, length, known=None):
    """Every distinct sequence of ``length`` cards drawn without replacement from ``cards``.

    ``known`` may fix some places: a card, or None where any card may go.
    """
    counts = Counter(cards)
    kinds = list(counts)
    sequence = []

    def extend():
        if len(sequence) == length:
            yield tuple(sequence)
            return
        fixed = known[len(sequence)] if known else None
        for card in (kinds if fixed is None else [fixed]):
            if counts[card]:
                counts[card] -= 1
                sequence.append(card)
                yield from extend()
                sequence.pop()
                counts[card] += 1

    yield from extend()


class Tally:
    """Weighted outcomes of the consistent deck orders, turned into distributions."""

    def __init__(self, viewer, players):
        self.viewer = viewer
        self.opponents = [seat for seat in range(players) if seat != viewer]
        self.total = 0
        self.hands = {seat: Counter() for seat in self.opponents}  # card -> weight of "holds it"
        self.set_aside = Counter()
        self.next_draw = Counter()
        self.joint = Counter()

    def add(self, weight, hands, set_aside, next_draw):
        """``set_aside`` and ``next_draw`` are {card: share} (shares add up to 1) or {}."""
        self.total += weight
        for seat in self.opponents:
            for card in set(hands[seat]):
                self.hands[seat][card] += weight
        for card, share in set_aside.items():
            self.set_aside[card] += weight * share
        for card, share in next_draw.items():
            self.next_draw[card] += weight * share
        self.joint[tuple(joint_entry(hands[seat]) for seat in self.opponents)] += weight

    def add_round(self, weight, rnd):
        """Add a finished replay whose deck order is fully known."""
        hands = {seat: rnd.hand(seat) for seat in self.opponents}
        aside = {} if rnd.set_aside is None else {rnd.set_aside: 1}
        top = {rnd.deck[0]: 1} if rnd.deck else {}
        self.add(weight, hands, aside, top)

    def distribution(self, counter):
        return {card: Fraction(weight) / self.total for card, weight in counter.items() if weight}


def joint_entry(hand):
    """A hand as belief.joint lists it: the card, the cards sorted by value, or None."""
    if not hand:
        return None
    if len(hand) == 1:
        return hand[0]
    return tuple(sorted(hand, key=lambda card: list(Card).index(card)))


def events_match(rnd, start, observed, viewer):
    """True when rnd's events from ``start`` on are what ``viewer`` observed there."""
    events = rnd.events
    if len(events) > len(observed):
        return False
    return all(event.seen_from(viewer) == observed[i]
               for i, event in enumerate(events[start:], start))


def replays(rnd, actions, viewer, observed, weight=Fraction(1)):
    """(weight, final round) for every way the moves replay as ``viewer`` saw them.

    An opponent's Chancellor return is hidden, so each of its distinct options is tried,
    each weighing 1/number of options.
    """
    if not events_match(rnd, 0, observed, viewer):
        return

    def step(current, index, weight):
        if index == len(actions):
            yield weight, current
            return
        action = actions[index]
        if (isinstance(action, ChancellorReturn) and current.pending_chancellor
                and current.current_player != viewer):
            options = current.legal_actions()
        else:
            options = (action,)
        for option in options:
            twin = current.clone()
            start = len(twin.events)
            try:
                twin.apply(option)
            except IllegalAction:
                continue
            if events_match(twin, start, observed, viewer):
                yield from step(twin, index + 1, weight / len(options))

    yield from step(rnd, 0, weight)


# ---------------------------------------------------------------------- oracle 1: staged


def staged_truth(edition, staged, options, actions, viewer, observation):
    """Tally every arrangement of the cards hidden from ``viewer`` in a staged position."""
    players = len(staged["hands"])
    places = [("hand", seat, i) for seat in range(players) if seat != viewer
              for i in range(len(staged["hands"][seat]))]
    places += [("deck", None, i) for i in range(len(staged["deck"]))]
    places.append(("set_aside", None, 0))

    def card_at(position, place):
        kind, seat, index = place
        if kind == "hand":
            return position["hands"][seat][index]
        if kind == "deck":
            return position["deck"][index]
        return position["set_aside"]

    hidden = [card_at(staged, place) for place in places]
    tally = Tally(viewer, players)
    for order in distinct_sequences(hidden, len(hidden)):
        position = dict(staged, hands=[list(hand) for hand in staged["hands"]],
                        deck=list(staged["deck"]))
        for place, card in zip(places, order):
            kind, seat, index = place
            if kind == "hand":
                position["hands"][seat][index] = card
            elif kind == "deck":
                position["deck"][index] = card
            else:
                position["set_aside"] = card
        rnd = Round.from_position(edition, **position, **options)
        for weight, final in replays(rnd, actions, viewer, observation.events):
            if final.observation(viewer) == observation:
                tally.add_round(weight, final)
    return tally


# ---------------------------------------------------------------------- oracle 2: dealt


def setup_places(edition, players, first_player):
    """Deck indices (top first) of the set-aside card, the face-up cards, each seat's deal
    and the first draw, per RULES.md A4 (revised) and B4 (classic)."""
    seats = [(first_player + i) % players for i in range(players)]
    face = 3 if players == 2 else 0
    if edition.deal_before_set_aside:
        deal = {seat: i for i, seat in enumerate(seats)}
        aside = players
        face_up = list(range(players + 1, players + 1 + face))
    else:
        aside = 0
        face_up = list(range(1, 1 + face))
        deal = {seat: 1 + face + i for i, seat in enumerate(seats)}
    return aside, face_up, deal, 1 + face + players


class TooLarge(Exception):
    """The enumeration would visit more nodes than allowed."""


class DealtOracle:
    """Depth-first enumeration of the deck orders of a dealt round, as ``viewer`` saw it."""

    def __init__(self, edition, players, first_player, options, actions, viewer, observation):
        self.edition = edition
        self.players = players
        self.first_player = first_player
        self.options = options
        self.actions = actions
        self.viewer = viewer
        self.observation = observation
        self.observed = observation.events
        self.tally = Tally(viewer, players)
        self.leaves = 0
        self.nodes = 0
        self.node_limit = None

    def run(self):
        aside, face_up, deal, first_draw = setup_places(self.edition, self.players, self.first_player)
        obs = self.observation
        known = {}
        for index, card in zip(face_up, obs.face_up):
            known[index] = card
        known[deal[self.viewer]] = self._viewer_deal()
        if self.first_player == self.viewer:
            known[first_draw] = self._first_draw()
        unknown = [deal[seat] for seat in sorted(deal) if seat != self.viewer]
        if self.first_player != self.viewer:
            unknown.append(first_draw)
        rest = Counter(self.edition.deck)
        rest.subtract(known.values())
        rest = list(rest.elements())
        for combo in distinct_sequences(rest, len(unknown)):
            setup = dict(known)
            setup.update(zip(unknown, combo))
            remaining = Counter(rest)
            remaining.subtract(combo)
            filler = list(remaining.elements())
            deck = [setup.get(i) for i in range(first_draw + 1)]
            deck[aside] = filler.pop()
            deck += filler
            rnd = Round.deal(self.edition, self.players, deck=deck, first_player=self.first_player,
                             **self.options)
            if not events_match(rnd, 0, self.observed, self.viewer):
                continue
            setup[aside] = None  # undecided: the set-aside card is still part of the unseen rest
            self.explore(rnd, 0, Fraction(1), 0, False, [setup.get(i) for i in range(first_draw + 1)],
                         (), ())
        return self.tally

    def _viewer_deal(self):
        return next(e.get("card") for e in self.observed if e.kind == "deal" and e.player == self.viewer)

    def _first_draw(self):
        return next(e.get("card") for e in self.observed if e.kind == "draw")

    def unseen_rest(self, rnd, bottom, aside_fixed):
        """The cards not yet drawn from the original order: the fresh deck and, while
        undecided, the set-aside card."""
        rest = list(rnd._stack[bottom:])
        if not aside_fixed and rnd._set_aside is not None:
            rest.append(rnd._set_aside)
        return rest

    def arrange(self, rnd, bottom, aside_open, tops, aside):
        """Put ``tops`` on top of the fresh deck and ``aside`` set aside, by swapping cards
        among the undrawn ones (the set-aside card among them while ``aside_open``)."""
        stack = rnd._stack
        places = list(range(bottom, len(stack)))
        if aside_open:
            places.append("aside")

        def get(place):
            return rnd._set_aside if place == "aside" else stack[place]

        def put(place, card):
            if place == "aside":
                rnd._set_aside = card
            else:
                stack[place] = card

        wanted = [(len(stack) - 1 - i, card) for i, card in enumerate(tops)]
        if aside is not None:
            wanted.append(("aside", aside))
        fixed = set()
        for target, card in wanted:
            source = next(p for p in places if p not in fixed and get(p) is card)
            here = get(target)
            put(target, card)
            put(source, here)
            fixed.add(target)

    def explore(self, rnd, index, weight, bottom, aside_fixed, setup, drawn, chosen):
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise TooLarge()
        if index == len(self.actions):
            self.leaf(rnd, weight, bottom, aside_fixed, setup, drawn, chosen)
            return
        action = self.actions[index]
        if isinstance(action, ChancellorReturn) and rnd.pending_chancellor and rnd.current_player != self.viewer:
            options = rnd.legal_actions()
        else:
            options = (action,)
        share = weight / len(options)
        for option in options:
            trial = rnd.clone()
            before = len(trial.events)
            try:
                trial.apply(option)
            except IllegalAction:
                continue
            events = trial.events[before:]
            taken = sum(1 for e in events if e.kind == "draw" and e.details["source"] == "deck")
            taken += sum(e.details["count"] for e in events if e.kind == "chancellor_draw")
            returned = sum(e.details["count"] for e in events if e.kind == "chancellor_return")
            fresh = len(rnd._stack) - bottom
            count = min(taken, fresh)
            needs_aside = not aside_fixed and rnd._set_aside is not None and (
                trial.is_over or any(e.kind == "draw" and e.details["source"] == "set_aside"
                                     for e in events))
            new_bottom = bottom - max(0, taken - fresh) + returned
            rest = self.unseen_rest(rnd, bottom, aside_fixed)
            known = self.shown_draws(trial.events, before, count, needs_aside)
            for combo in distinct_sequences(rest, count + (1 if needs_aside else 0), known):
                twin = rnd.clone()
                aside_open = not aside_fixed and rnd._set_aside is not None
                self.arrange(twin, bottom, aside_open, combo[:count], combo[count] if needs_aside else None)
                start = len(twin.events)
                twin.apply(option)
                if not events_match(twin, start, self.observed, self.viewer):
                    continue
                new_setup = setup
                if needs_aside:
                    aside_index = setup.index(None)
                    new_setup = setup[:aside_index] + [combo[count]] + setup[aside_index + 1:]
                self.explore(twin, index + 1, share, new_bottom, aside_fixed or needs_aside,
                             new_setup, drawn + combo[:count], chosen + (option,))

    def shown_draws(self, events, start, count, needs_aside):
        """For the next ``count`` fresh cards (and the set-aside card if ``needs_aside``),
        the card the player saw there, or None: a shortcut that only skips branches whose
        events would differ from the observation anyway."""
        shown = []
        for index in range(start, len(events)):
            event = events[index]
            seen = self.observed[index] if index < len(self.observed) else None
            if event.kind == "draw" and event.details["source"] == "deck":
                card = seen.get("card") if seen is not None and seen.kind == "draw" else None
                shown.append(card)
            elif event.kind == "chancellor_draw":
                cards = seen.get("cards") if seen is not None and seen.kind == "chancellor_draw" else None
                shown.extend(cards if cards else [None] * event.details["count"])
        shown = (shown + [None] * count)[:count]
        if needs_aside:
            end = self.observed[-1]
            shown.append(end.details["set_aside"] if end.kind == "round_end" else None)
        return shown

    def leaf(self, rnd, weight, bottom, aside_fixed, setup, drawn, chosen):
        if rnd.observation(self.viewer) != self.observation:
            return
        self.leaves += 1
        rest = self.unseen_rest(rnd, bottom, aside_fixed)
        total = weight * arrangements(rest)
        shares = {card: Fraction(count, len(rest)) for card, count in Counter(rest).items()} if rest else {}
        if aside_fixed or rnd._set_aside is None:
            aside = {} if rnd._set_aside is None else {rnd._set_aside: 1}
        else:
            aside = shares
        fresh = len(rnd._stack) - bottom
        top = shares if fresh > 0 else ({rnd._stack[-1]: 1} if rnd._stack else {})
        hands = {seat: rnd.hand(seat) for seat in self.tally.opponents}
        self.tally.add(total, hands, aside, top)
        self.confirm(setup, drawn, rest, chosen)

    def confirm(self, setup, drawn, rest, chosen):
        """Deal the full deck order this leaf stands for and replay: the player must see the same."""
        rest = list(rest)
        setup = list(setup)
        if None in setup:
            setup[setup.index(None)] = rest.pop()
        deck = setup + list(drawn) + rest
        assert sorted(deck, key=list(Card).index) == sorted(self.edition.deck, key=list(Card).index)
        rnd = Round.deal(self.edition, self.players, deck=deck, first_player=self.first_player,
                         **self.options)
        for action in chosen:
            rnd.apply(action)
        assert rnd.observation(self.viewer) == self.observation


def dealt_truth(edition, players, first_player, options, actions, viewer, observation):
    return DealtOracle(edition, players, first_player, options, actions, viewer, observation).run()


# ---------------------------------------------------------------------- positions


def play_randomly(rnd, rng, moves=None, deck_left=None):
    """Random legal moves until ``moves`` are played or the deck is down to ``deck_left``."""
    actions = []
    while not rnd.is_over:
        if moves is not None and len(actions) >= moves:
            break
        if deck_left is not None and rnd.deck_size <= deck_left and not rnd.pending_chancellor:
            break
        legal = rnd.legal_actions()
        # Playing the Princess ends a round at once; shun it to reach later positions.
        calm = [action for action in legal if getattr(action, "card", None) is not Card.PRINCESS]
        action = rng.choice(calm or legal)
        rnd.apply(action)
        actions.append(action)
    return actions


def dealt_position(seed, edition, players, deck_left, reveal_drawn=False):
    """A dealt round played randomly until the deck is down to ``deck_left`` cards."""
    rng = random.Random(seed)
    first = rng.randrange(players)
    rnd = Round.deal(edition, players, rng=rng, first_player=first, reveal_drawn=reveal_drawn)
    actions = play_randomly(rnd, rng, deck_left=deck_left)
    viewer = rng.randrange(players)
    return rnd, first, actions, viewer


def assert_matches(observation, tally):
    """belief(observation) equals the oracle's tally, exactly."""
    exact = belief(observation).as_fractions()
    for seat in tally.opponents:
        got = {card: p for card, p in exact.hand(seat).items() if p}
        assert got == tally.distribution(tally.hands[seat]), f"hand of seat {seat}"
    assert {c: p for c, p in exact.set_aside.items() if p} == tally.distribution(tally.set_aside)
    assert {c: p for c, p in exact.next_draw.items() if p} == tally.distribution(tally.next_draw)
    assert exact.joint(tally.opponents) == tally.distribution(tally.joint)


def staged_position(seed, edition, players, hidden_limit, moves, reveal_drawn=False):
    """A staged copy of a dealt round's late position, then up to ``moves`` random moves.

    Returns (staged kwargs, options, moves played, viewer, round) or None when the
    position has more than ``hidden_limit`` cards hidden from the viewer or cannot be
    staged (a Prince already took the set-aside card).
    """
    rng = random.Random(seed)
    rnd = Round.deal(edition, players, rng=rng, reveal_drawn=reveal_drawn)
    play_randomly(rnd, rng, deck_left=rng.randint(0, 3))
    if rnd.is_over or rnd.set_aside is None or rnd.pending_chancellor:
        return None
    viewer = rng.randrange(players)
    hidden = sum(len(rnd.hand(seat)) for seat in range(players) if seat != viewer) + rnd.deck_size + 1
    if hidden > hidden_limit:
        return None
    staged = dict(hands=[list(rnd.hand(seat)) for seat in range(players)], deck=list(rnd.deck),
                  set_aside=rnd.set_aside, face_up=rnd.face_up,
                  discards=[list(rnd.discards(seat)) for seat in range(players)],
                  protected=rnd.protected, eliminated=rnd.eliminated, active=rnd.current_player)
    options = {"reveal_drawn": reveal_drawn}
    again = Round.from_position(edition, **staged, **options)
    actions = play_randomly(again, rng, moves=moves)
    return staged, options, actions, viewer, again


# ---------------------------------------------------------------------- oracle 3: sampling


def sampled_truth(edition, staged, options, actions, viewer, observation, rng, tries):
    """Rejection sampling: shuffle the cards hidden from ``viewer`` into the hidden places of
    a staged position, replay the moves (an opponent's Chancellor choice drawn uniformly
    from its options), keep the samples the player would have seen exactly so."""
    players = len(staged["hands"])
    hidden = [card for seat in range(players) if seat != viewer for card in staged["hands"][seat]]
    hidden += list(staged["deck"]) + [staged["set_aside"]]
    tally = Tally(viewer, players)
    active = staged["active"]
    first = actions[0] if actions and active != viewer else None
    for _ in range(tries):
        rng.shuffle(hidden)
        cards = iter(hidden)
        hands = [list(hand) if seat == viewer else [next(cards) for _ in hand]
                 for seat, hand in enumerate(staged["hands"])]
        if first is not None and first.card not in hands[active]:
            continue  # a shortcut: replaying would refuse this first move
        deck = [next(cards) for _ in staged["deck"]]
        position = dict(staged, hands=hands, deck=deck, set_aside=next(cards))
        rnd = Round.from_position(edition, **position, **options)
        if replay_sample(rnd, actions, viewer, observation, rng):
            tally.add_round(1, rnd)
    return tally


def replay_sample(rnd, actions, viewer, observation, rng):
    """Replay ``actions`` on ``rnd`` in place; True if ``viewer`` then sees ``observation``."""
    observed = observation.events
    for action in actions:
        if isinstance(action, ChancellorReturn) and rnd.current_player != viewer:
            action = rng.choice(rnd.legal_actions())
        start = len(rnd.events)
        try:
            rnd.apply(action)
        except IllegalAction:
            return False
        if not events_match(rnd, start, observed, viewer):
            return False
    return rnd.observation(viewer) == observation
