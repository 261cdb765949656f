"""The exact belief (lovelet.deduction.belief) against counting deck orders.

"Exact" is defined by the issue: the probability of a hidden card is the share of deck
orders consistent with the player's observation that put it there, every order of a
uniformly shuffled deck counting once, and an opponent's Chancellor choice (invisible
to the player) spread evenly over its distinct options.  Three independent oracles
apply that definition with the engine itself, never with the deduction code:

* ``staged_truth``: a small staged position (docs/rules.md C, load_position); every distinct
  arrangement of the cards the player cannot see into the hidden places of the
  position, replayed with the same moves, kept when the player's observation is equal;
* ``DealtOracle``: a dealt round; every distinct sequence of cards for the deck
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
    and the first draw, per docs/rules.md A4 (revised) and B4 (classic)."""
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
    """Depth-first enumeration of the deck orders of a dealt round, as ``viewer`` saw it.

    The setup's unknown cards (the opponents' deals, the first draw) are enumerated by
    dealing each order.  After that, the cards a move draws are chosen by swapping them
    to the top of the round's undrawn cards (its private ``_stack`` and ``_set_aside``),
    which is the same as having dealt that order; each leaf is confirmed by dealing its
    full order with ``Round.deal`` and replaying every move (:meth:`confirm`).  The
    set-aside card is chosen only when the observation shows it (a Prince takes it, or
    the round ends).
    """

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


# ---------------------------------------------------------------------- positions


def play_randomly(rnd, rng, moves=None, deck_left=None, prefer=()):
    """Random legal moves until ``moves`` are played or the deck is down to ``deck_left``.

    Plays of the cards in ``prefer`` are chosen first, two times in three, to reach
    the rarer deductions (Chancellors, Kings, Barons) more often.
    """
    actions = []
    while not rnd.is_over:
        if moves is not None and len(actions) >= moves:
            break
        if deck_left is not None and rnd.deck_size <= deck_left and not rnd.pending_chancellor:
            break
        legal = rnd.legal_actions()
        # Playing the Princess ends a round at once; shun it to reach later positions.
        calm = [action for action in legal if getattr(action, "card", None) is not Card.PRINCESS]
        liked = [action for action in calm if getattr(action, "card", None) in prefer]
        if liked and rng.random() < 2 / 3:
            action = rng.choice(liked)
        else:
            action = rng.choice(calm or legal)
        rnd.apply(action)
        actions.append(action)
    return actions


def dealt_position(seed, edition, players, deck_left, reveal_drawn=False, prefer=()):
    """A dealt round played randomly until the deck is down to ``deck_left`` cards."""
    rng = random.Random(seed)
    first = rng.randrange(players)
    rnd = Round.deal(edition, players, rng=rng, first_player=first, reveal_drawn=reveal_drawn)
    actions = play_randomly(rnd, rng, deck_left=deck_left, prefer=prefer)
    viewer = rng.randrange(players)
    return rnd, first, actions, viewer


def staged_position(seed, edition, players, *, moves_after, deck_left=None, moves_before=None,
                    hidden_limit=None, reveal_drawn=False, prefer=()):
    """A dealt round played randomly (down to ``deck_left`` cards or ``moves_before``
    moves), staged as a position, then ``moves_after`` more random moves.

    Returns (staged kwargs, options, moves after staging, viewer, round), or None when
    more than ``hidden_limit`` cards are hidden from the viewer at staging, or the
    position cannot be staged (round over, set-aside card taken, Chancellor pending).
    """
    rng = random.Random(seed)
    rnd = Round.deal(edition, players, rng=rng, reveal_drawn=reveal_drawn)
    play_randomly(rnd, rng, moves=moves_before, deck_left=deck_left, prefer=prefer)
    if rnd.is_over or rnd.set_aside is None or rnd.pending_chancellor:
        return None
    viewer = rng.randrange(players)
    hidden = sum(len(rnd.hand(seat)) for seat in range(players) if seat != viewer) + rnd.deck_size + 1
    if hidden_limit is not None and hidden > hidden_limit:
        return None
    staged = dict(hands=[list(rnd.hand(seat)) for seat in range(players)], deck=list(rnd.deck),
                  set_aside=rnd.set_aside, face_up=rnd.face_up,
                  discards=[list(rnd.discards(seat)) for seat in range(players)],
                  protected=rnd.protected, eliminated=rnd.eliminated, active=rnd.current_player)
    options = {"reveal_drawn": reveal_drawn}
    again = Round.from_position(edition, **staged, **options)
    actions = play_randomly(again, rng, moves=moves_after, prefer=prefer)
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


def assert_matches(observation, tally):
    """belief(observation) equals the enumeration's tally, exactly."""
    exact = belief(observation).as_fractions()
    assert exact.exact
    for seat in tally.opponents:
        got = {card: p for card, p in exact.hand(seat).items() if p}
        assert got == tally.distribution(tally.hands[seat]), f"hand of seat {seat}"
    assert {c: p for c, p in exact.set_aside.items() if p} == tally.distribution(tally.set_aside)
    assert {c: p for c, p in exact.next_draw.items() if p} == tally.distribution(tally.next_draw)
    assert exact.joint(tally.opponents) == tally.distribution(tally.joint)


def assert_close(observation, tally):
    """belief(observation) agrees with the accepted samples of ``tally``.

    With n samples, a frequency estimates p with standard deviation sqrt(p(1-p)/n):
    each is allowed 5 of them (a miss has probability below 1e-6 per check), and a
    probability of 0 or 1 must be met by every sample.  The mean squared z-score over
    all checks, whose expectation is 1, must stay below 3.
    """
    exact = belief(observation)
    n = tally.total
    squares = []

    def check(p, hits, what):
        frequency = hits / n
        if p in (0.0, 1.0):
            assert frequency == p, f"{what}: certain {p}, sampled {frequency}"
            return
        z = (frequency - p) / math.sqrt(p * (1 - p) / n)
        assert abs(z) < 5, f"{what}: exact {p:.4f}, sampled {frequency:.4f} from {n} (z = {z:.1f})"
        squares.append(z * z)

    for seat in tally.opponents:
        for card, p in exact.hand(seat).items():
            check(p, tally.hands[seat][card], f"seat {seat} holds {card}")
    for card, p in exact.set_aside.items():
        check(p, tally.set_aside[card], f"set-aside {card}")
    for card, p in exact.next_draw.items():
        check(p, tally.next_draw[card], f"next draw {card}")
    if squares:
        assert sum(squares) / len(squares) < 3


# ---------------------------------------------------------------------- against the oracles


@pytest.mark.parametrize("edition,players", EDITION_SIZES,
                         ids=[f"{e.name}-{p}" for e, p in EDITION_SIZES])
def test_small_staged_positions_equal_the_enumeration(edition, players):
    """Late positions with at most 6 hidden cards, 0 to 3 moves on: exact agreement."""
    checked = 0
    for seed in range(400):
        got = staged_position(seed, edition, players, moves_after=seed % 4, deck_left=seed % 4,
                              hidden_limit=6, reveal_drawn=seed % 3 == 0)
        if got is None:
            continue
        staged, options, actions, viewer, rnd = got
        observation = rnd.observation(viewer)
        assert_matches(observation, staged_truth(edition, staged, options, actions, viewer, observation))
        checked += 1
        if checked == 6:
            break
    assert checked == 6


@pytest.mark.parametrize("edition", [REVISED, CLASSIC], ids=["revised", "classic"])
@pytest.mark.parametrize("reveal_drawn", [False, True], ids=["hidden-draws", "revealed-draws"])
def test_two_player_rounds_late_equal_the_enumeration(edition, reveal_drawn):
    """Dealt 2-player rounds played down to 2-5 cards: exact agreement with every deck order."""
    checked = 0
    for seed in range(120):
        rnd, first, actions, viewer = dealt_position(seed, edition, 2, deck_left=2 + seed % 4,
                                                     reveal_drawn=reveal_drawn)
        if rnd.is_over and seed % 3:
            continue  # mostly rounds still going: at the end everything is shown
        observation = rnd.observation(viewer)
        oracle = DealtOracle(edition, 2, first, {"reveal_drawn": reveal_drawn}, actions, viewer,
                             observation)
        oracle.node_limit = 1500
        try:
            tally = oracle.run()
        except TooLarge:
            continue
        assert_matches(observation, tally)
        checked += 1
        if checked == 8:
            break
    assert checked == 8


@pytest.mark.parametrize("edition,players", [(REVISED, 3), (CLASSIC, 3)],
                         ids=["revised-3", "classic-3"])
def test_dealt_openings_equal_the_enumeration(edition, players):
    """The first moves of dealt rounds with more players: exact agreement."""
    checked = 0
    for seed in range(60):
        rnd, first, actions, viewer = dealt_position(seed, edition, players,
                                                     deck_left=edition.size - 8 - players)
        observation = rnd.observation(viewer)
        oracle = DealtOracle(edition, players, first, {}, actions, viewer, observation)
        oracle.node_limit = 1500
        try:
            tally = oracle.run()
        except TooLarge:
            continue
        assert_matches(observation, tally)
        checked += 1
        if checked == 3:
            break
    assert checked == 3


LARGER = [(edition, players) for edition, players in EDITION_SIZES if players >= 3]


@pytest.mark.parametrize("edition,players", LARGER, ids=[f"{e.name}-{p}" for e, p in LARGER])
def test_larger_positions_agree_with_rejection_sampling(edition, players):
    """Mid-round positions, too large to enumerate, against 3000 sampled deals each."""
    checked = 0
    for seed in range(300):
        rng = random.Random(seed)
        got = staged_position(seed, edition, players, moves_before=rng.randint(2, 8),
                              moves_after=3 if players > 3 else 2, reveal_drawn=seed % 2 == 1)
        if got is None:
            continue
        staged, options, actions, viewer, rnd = got
        observation = rnd.observation(viewer)
        pilot = sampled_truth(edition, staged, options, actions, viewer, observation, rng, 200)
        if pilot.total < 20:
            continue  # too few deals fit: the tolerance would be too loose to tell
        tally = sampled_truth(edition, staged, options, actions, viewer, observation, rng, 3000)
        assert_close(observation, tally)
        checked += 1
        if checked == 2:
            break
    assert checked == 2


INTERESTING = {Card.CHANCELLOR, Card.KING, Card.BARON, Card.PRINCE, Card.PRIEST}


@pytest.mark.parametrize("edition,players", EDITION_SIZES,
                         ids=[f"{e.name}-{p}" for e, p in EDITION_SIZES])
def test_staged_positions_with_kings_barons_and_chancellors_equal_the_enumeration(edition, players):
    """Rounds steered towards Chancellors, Kings, Barons, Princes and Priests, still going."""
    checked = 0
    for seed in range(600):
        got = staged_position(seed, edition, players, moves_after=1 + seed % 3, deck_left=2 + seed % 3,
                              hidden_limit=7, reveal_drawn=seed % 3 == 0, prefer=INTERESTING)
        if got is None or got[4].is_over:
            continue
        staged, options, actions, viewer, rnd = got
        observation = rnd.observation(viewer)
        assert_matches(observation, staged_truth(edition, staged, options, actions, viewer, observation))
        checked += 1
        if checked == 5:
            break
    assert checked == 5


def test_an_opponents_chancellor_equals_the_enumeration():
    """Dealt 2-player rounds where the opponent returned cards under the deck unseen."""
    checked = 0
    for seed in range(300):
        reveal_drawn = seed % 2 == 1
        rnd, first, actions, viewer = dealt_position(seed, REVISED, 2, deck_left=2 + seed % 4,
                                                     reveal_drawn=reveal_drawn,
                                                     prefer={Card.CHANCELLOR})
        observation = rnd.observation(viewer)
        if rnd.is_over or not any(event.kind == "chancellor_return" and event.player != viewer
                                  for event in observation.events):
            continue
        oracle = DealtOracle(REVISED, 2, first, {"reveal_drawn": reveal_drawn}, actions, viewer,
                             observation)
        oracle.node_limit = 2000
        try:
            tally = oracle.run()
        except TooLarge:
            continue
        assert_matches(observation, tally)
        checked += 1
        if checked == 3:
            break
    assert checked == 3


# ---------------------------------------------------------------------- deductions by hand
#
# Small staged positions whose answers follow from counting by hand.  In a staged
# position every arrangement of the unseen cards over the hidden places is equally
# likely; ``unseen`` below is what the viewer cannot see (docs/rules.md C: the viewer sees
# their hand, every discard pile and the face-up cards).

C = Card


def unseen(observation):
    counts = Counter(observation.edition.copies)
    for pile in observation.discards:
        counts.subtract(pile)
    counts.subtract(observation.face_up)
    counts.subtract(observation.hand)
    return {card: counts[card] for card in observation.edition.cards}


def exact(observation):
    return belief(observation).as_fractions()


def test_a_guard_miss_rules_out_the_named_card(position):
    """Seat 0 names the Princess for seat 2 and misses (docs/rules.md A9.2): seat 2 holds any
    other unseen card, in proportion to its copies; the other hidden cards are shuffled
    around it, so the set-aside card and seat 1's two cards follow by counting."""
    rnd = position([[C.GUARD, C.PRIEST], [C.HANDMAID], [C.BARON]], active=0)
    rnd.apply(Play(C.GUARD, target=2, guess=C.PRINCESS))
    observation = rnd.observation(0)
    b = exact(observation)
    u = unseen(observation)
    total = sum(u.values())
    seat_2 = {card: Fraction(0) if card is C.PRINCESS else Fraction(u[card], total - u[C.PRINCESS])
              for card in u}
    assert b.hand(2) == seat_2
    assert b.set_aside == {card: (u[card] - seat_2[card]) / (total - 1) for card in u}
    assert b.next_draw == b.set_aside
    # Seat 1 (to play) holds two of the other total-1 unseen cards: it misses a card
    # when both come from the total-1-(copies left) others.
    pairs = math.comb(total - 1, 2)
    holds = {card: 1 - sum(p * Fraction(math.comb(total - 1 - (u[card] - (x is card)), 2), pairs)
                           for x, p in seat_2.items())
             for card in u}
    assert b.hand(1) == holds


def test_a_baron_tie_between_others_means_they_hold_the_same_character(position):
    """Seat 2 plays a Baron against seat 1 and nothing happens (A9.4): equal values, and
    values name characters, so both hold the same one.  Seat 2 held the Baron with one
    other card: two orders for a card other than a Baron, one for a second Baron."""
    rnd = position([[C.PRIEST], [C.HANDMAID], [C.BARON, C.HANDMAID], [C.GUARD]], active=2)
    rnd.apply(Play(C.BARON, target=1))
    observation = rnd.observation(0)
    u = unseen(observation)
    weights = {card: (1 if card is C.BARON else 2) * u[card] * (u[card] - 1) for card in u}
    total = sum(weights.values())
    expected = {(card, card): Fraction(w, total) for card, w in weights.items() if w}
    assert exact(observation).joint([1, 2]) == expected


def test_a_baron_loser_shows_that_the_winner_holds_more(position):
    """Seat 1's Baron knocks out seat 2, whose Guard is shown (A10): seat 1 kept a card
    worth more than a Guard."""
    rnd = position([[C.PRIEST], [C.BARON, C.PRINCE], [C.GUARD]], active=1)
    rnd.apply(Play(C.BARON, target=2))
    observation = rnd.observation(0)
    u = unseen(observation)
    values = REVISED.values
    weights = {card: (1 if card is C.BARON else 2) * u[card] if values[card] > values[C.GUARD] else 0
               for card in u}
    total = sum(weights.values())
    b = exact(observation)
    assert b.hand(1) == {card: Fraction(w, total) for card, w in weights.items()}
    assert set(b.hand(2).values()) == {0}  # out of the round: holds nothing


@pytest.mark.parametrize("played", [C.PRINCE, C.HANDMAID])
def test_the_countess_rule_tells_what_a_prince_player_kept(position, played):
    """With the Countess, a Prince cannot be played (A7.2): after a Prince, seat 1 does not
    hold the Countess.  After a Handmaid it may."""
    rnd = position([[C.PRIEST], [played, C.GUARD], [C.GUARD]], active=1)
    rnd.apply(Play(played, target=2) if played is C.PRINCE else Play(played))
    observation = rnd.observation(0)
    u = unseen(observation)
    weights = {card: (1 if card is played else 2) * u[card] for card in u}
    if played is C.PRINCE:
        weights[C.COUNTESS] = 0
    total = sum(weights.values())
    assert exact(observation).hand(1) == {card: Fraction(w, total) for card, w in weights.items()}


@pytest.mark.parametrize("reveal_drawn", [False, True])
@pytest.mark.parametrize("played", [C.SPY, C.HANDMAID])
def test_seeing_whether_the_drawn_card_was_played(position, reveal_drawn, played):
    """Seat 0's Priest sees seat 1's Handmaid; seat 1 draws (a Spy) and plays one card.
    Playing the Spy leaves the Handmaid in any case.  Playing a Handmaid leaves the drawn
    card: any unseen card, the second Handmaid included, unless the table shows that
    the played card was not the one drawn (the reveal_drawn option)."""
    rnd = position([[C.PRIEST, C.GUARD], [C.HANDMAID]], top=[C.SPY], active=0,
                   reveal_drawn=reveal_drawn)
    rnd.apply(Play(C.PRIEST, target=1))
    rnd.apply(Play(played))
    observation = rnd.observation(0)
    u = unseen(observation)
    total = sum(u.values())
    if played is C.SPY:
        expected = {card: Fraction(card is C.HANDMAID) for card in u}
    elif reveal_drawn:
        expected = {card: Fraction(0) if card is C.HANDMAID else Fraction(u[card], total - u[C.HANDMAID])
                    for card in u}
    else:
        expected = {card: Fraction(u[card], total) for card in u}
    assert exact(observation).hand(1) == expected


def test_what_was_seen_moves_with_a_king_exchange(position):
    """Seat 0 saw seat 1's Baron; seat 1 gives it to seat 2 with a King (A9.8): seat 2 has
    it now, and seat 1 holds seat 2's old card, any of the other unseen cards."""
    rnd = position([[C.PRIEST, C.GUARD], [C.BARON], [C.PRINCE]], top=[C.KING], active=0)
    rnd.apply(Play(C.PRIEST, target=1))
    rnd.apply(Play(C.KING, target=2))
    observation = rnd.observation(0)
    b = exact(observation)
    assert b.hand(2)[C.BARON] == 1  # seat 2 is to play: it holds the Baron and a new card
    u = unseen(observation)
    total = sum(u.values())
    assert b.hand(1) == {card: Fraction(u[card] - (card is C.BARON), total - 1) for card in u}


def test_the_viewer_knows_the_card_they_gave_with_a_king(position):
    rnd = position([[C.KING, C.GUARD], [C.PRIEST], [C.SPY]], active=0)
    rnd.apply(Play(C.KING, target=2))
    b = exact(rnd.observation(0))
    assert b.hand(2) == {card: Fraction(card is C.GUARD) for card in REVISED.cards}
    assert b.hand(0) == {card: Fraction(card is C.SPY) for card in REVISED.cards}


def test_cards_returned_with_a_chancellor_come_back_in_order(position):
    """Seat 0 draws the last two cards with a Chancellor and returns them (A9.7): the deck
    is then exactly those two, Priest on top; seat 1 draws the Priest, the Handmaid is
    next."""
    rnd = position([[C.CHANCELLOR, C.GUARD], [C.SPY]], deck=[C.HANDMAID, C.PRIEST], dump=0,
                   active=0)
    rnd.apply(Play(C.CHANCELLOR))
    rnd.apply(ChancellorReturn(keep=C.GUARD, bottom=(C.PRIEST, C.HANDMAID)))
    observation = rnd.observation(0)
    b = exact(observation)
    assert b.hand(1)[C.PRIEST] == 1
    assert b.next_draw == {card: Fraction(card is C.HANDMAID) for card in REVISED.cards}
    u = unseen(observation)
    u[C.PRIEST] -= 1
    u[C.HANDMAID] -= 1  # placed: the rest are in seat 1's old card and the set-aside card
    assert b.set_aside == {card: Fraction(u[card], 2) for card in u}


def test_a_prince_on_an_empty_deck_takes_the_set_aside_card(position):
    rnd = position([[C.PRINCE, C.GUARD], [C.PRIEST]], deck=[], dump=0, active=0)
    rnd.apply(Play(C.PRINCE, target=1))
    b = exact(rnd.observation(0))
    assert b.set_aside == {} and b.next_draw == {}
    assert b.hand(1)[rnd.hand(1)[0]] == 1  # shown at the showdown that followed


@pytest.mark.parametrize("edition,players", EDITION_SIZES,
                         ids=[f"{e.name}-{p}" for e, p in EDITION_SIZES])
def test_distributions_add_up_and_the_joint_agrees_with_each_hand(edition, players):
    rng = random.Random(players)
    for _ in range(8):
        rnd = Round.deal(edition, players, rng=rng)
        play_randomly(rnd, rng, moves=rng.randrange(12), prefer=INTERESTING)
        viewer = rng.randrange(players)
        b = exact(rnd.observation(viewer))
        opponents = [seat for seat in range(players) if seat != viewer]
        for seat in opponents:
            held = len(rnd.hand(seat))
            if held == 1:
                assert sum(b.hand(seat).values()) == 1
            elif held > 1:
                assert 1 <= sum(b.hand(seat).values()) <= held
            assert b.hand(seat)[rnd.hand(seat)[0]] > 0 if held else True
        for distribution in (b.set_aside, b.next_draw):
            assert sum(distribution.values()) in (0, 1)
        # The joint of every opponent at once grows fast with 5 or 6 players: take 3.
        opponents = opponents[:3]
        joint = b.joint(opponents)
        assert sum(joint.values()) == 1
        for index, seat in enumerate(opponents):
            if len(rnd.hand(seat)) == 1:
                marginal = Counter()
                for key, p in joint.items():
                    marginal[key[index]] += p
                assert {c: p for c, p in b.hand(seat).items() if p} == dict(marginal)
        truth = tuple(joint_entry(rnd.hand(seat)) for seat in opponents)
        assert joint.get(truth, 0) > 0  # what really happened is possible


def test_the_viewer_is_certain_of_their_own_hand_and_a_seat_out_holds_nothing(position):
    rnd = position([[C.GUARD, C.PRIEST], [C.HANDMAID], [C.BARON]], active=0)
    rnd.apply(Play(C.GUARD, target=1, guess=C.HANDMAID))  # a hit: seat 1 is out
    b = belief(rnd.observation(0))
    assert b.hand(0) == {card: float(card is C.PRIEST) for card in REVISED.cards}
    assert set(b.hand(1).values()) == {0.0}
    assert b.hand("Player 3") == b.hand(2)
    with pytest.raises(ValueError):
        b.hand(7)


def test_hypotheses_count_the_possible_identities(position):
    """One unknown card: as many hypotheses as characters left unseen; two unknown cards
    of the opponent to play: every ordered pair except twice a character left once."""
    rnd = position([[C.GUARD, C.PRIEST], [C.HANDMAID]], active=0)
    u = unseen(rnd.observation(0))
    kinds = sum(1 for count in u.values() if count)
    assert belief(rnd.observation(0)).hypotheses == kinds
    rnd.apply(Play(C.PRIEST, target=1))  # seat 1 to play: the Handmaid seen and any card
    u = unseen(rnd.observation(0))
    kinds = sum(1 for count in u.values() if count)
    assert belief(rnd.observation(0)).hypotheses == kinds - (u[C.HANDMAID] == 1)
    twin = position([[C.GUARD, C.PRIEST], [C.HANDMAID]], active=0)
    twin.apply(Play(C.GUARD, target=1, guess=C.PRIEST))  # a miss: seat 1 to play, two cards
    u = unseen(twin.observation(0))
    kinds = sum(1 for count in u.values() if count)
    once = sum(1 for count in u.values() if count == 1)
    possible_first = kinds - (u[C.PRIEST] > 0)  # the first card is not a Priest
    assert belief(twin.observation(0)).hypotheses == possible_first * kinds - (once - (u[C.PRIEST] == 1))


# ---------------------------------------------------------------------- budget and display


def uncertain_positions(count):
    """Observations mid-round with something left to estimate, of every size."""
    found = []
    for seed in range(200):
        edition, players = EDITION_SIZES[seed % len(EDITION_SIZES)]
        rng = random.Random(seed)
        rnd = Round.deal(edition, players, rng=rng)
        play_randomly(rnd, rng, moves=rng.randint(3, 10), prefer=INTERESTING)
        if not rnd.is_over:
            found.append(rnd.observation(rng.randrange(players)))
        if len(found) == count:
            return found
    return found


def test_past_its_budget_a_belief_is_a_labelled_estimate_within_its_standard_error():
    """budget=0 leaves no time for the exact sum: the belief says it is an estimate and
    each estimated probability lies within 5 standard errors of the exact one."""
    for observation in uncertain_positions(12):
        exact_belief = belief(observation)
        assert exact_belief.exact and exact_belief.stderr == 0 and exact_belief.samples == 0
        estimate = belief(observation, budget=0, rng=random.Random(1))
        if estimate.exact:
            continue  # nothing to sum: even no time was enough
        assert estimate.samples >= 200
        assert "estimate" in repr(estimate) and "ESTIMATE" in estimate._repr_html_()
        tolerance = 5 * estimate.stderr + 1e-9
        for seat in range(observation.players):
            for card, p in exact_belief.hand(seat).items():
                assert abs(estimate.hand(seat)[card] - p) <= tolerance
        for exact_part, estimated in ((exact_belief.set_aside, estimate.set_aside),
                                      (exact_belief.next_draw, estimate.next_draw)):
            for card, p in exact_part.items():
                assert abs(estimated[card] - p) <= tolerance


def test_an_estimate_depends_only_on_the_generator_it_is_given():
    observation = uncertain_positions(1)[0]
    first = belief(observation, budget=0, rng=random.Random(5))
    second = belief(observation, budget=0, rng=random.Random(5))
    assert first.hand(observation.current_player) == second.hand(observation.current_player)


def test_the_table_shows_each_opponent_the_set_aside_card_and_the_next_draw(position):
    rnd = position([[C.GUARD, C.PRIEST], [C.HANDMAID], [C.BARON], [C.SPY]], active=0)
    rnd.apply(Play(C.GUARD, target=3, guess=C.SPY))  # a hit: seat 3 is out
    b = belief(rnd.observation(0))
    html = b._repr_html_()
    for name in ("Player 2", "Player 3", "Set-aside card", "Next draw", "exact"):
        assert name in html
    assert "Player 4" not in html and "Player 1<" not in html
    for card in REVISED.cards:
        assert card.label() in html
    percent = f"{100 * b.hand(2)[C.GUARD]:.1f}%"
    assert percent in html


# ---------------------------------------------------------------------- each card of the deck


def _late_positions_with_returned_cards(count=12):
    """Observations late in revised rounds (few hidden worlds), some after a Chancellor
    put cards back under the deck."""
    import random as _random

    from lovelet import REVISED, Round
    from lovelet.agents import RandomAgent

    found = []
    for seed in range(400):
        rng = _random.Random(seed)
        rnd = Round.deal(REVISED, 2 + seed % 3, rng=rng)
        returned = False
        while not rnd.is_over and rnd.deck_size > 3:
            returned = returned or rnd.pending_chancellor
            rnd.apply(RandomAgent().choose(rnd.observation(rnd.current_player), rng))
        if not rnd.is_over and (returned or len(found) < count // 2):
            found.append(rnd.observation(rnd.current_player))
        if len(found) >= count:
            break
    return found


def test_deck_card_is_exact_at_every_place_of_the_deck():
    """belief.deck_card(k) against brute force: the share of the hidden worlds (with
    their exact probabilities) whose deck holds that card at place k."""
    from lovelet.deduction import enumerate_worlds

    checked = 0
    for observation in _late_positions_with_returned_cards():
        exact = belief(observation).as_fractions()
        worlds = list(enumerate_worlds(observation))
        for place in range(observation.deck_size):
            counted = {}
            for probability, world in worlds:
                card = world.deck[place]
                counted[card] = counted.get(card, 0) + probability
            shown_here = {card: p for card, p in exact.deck_card(place).items() if p}
            assert shown_here == counted
            checked += 1
        assert exact.deck_card(observation.deck_size) == {}
        assert exact.deck_card(0) == exact.next_draw
    assert checked >= 20


def test_deck_card_refuses_a_place_that_is_not_one():
    observation = _late_positions_with_returned_cards(1)[0]
    for place in (-1, 1.5, True, "top"):
        with pytest.raises(IllegalAction) as caught:
            belief(observation).deck_card(place)
        assert caught.value.code == "BAD_OPTION"
