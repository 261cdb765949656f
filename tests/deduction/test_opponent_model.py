"""The belief under an opponent model (belief(obs, model=agent)) and how much it sharpens.

What is checked, and where the expectation comes from:

* Exactness, by brute force.  The issue defines the modelled belief: every deck order
  consistent with the observation, weighed by the probability that the opponents,
  playing like the agent, made the decisions seen (a hidden Chancellor choice: the
  agent's probability of each option instead of an even share), each decision taken
  from what that opponent really saw in that deal.  ``modelled_truth`` applies that
  definition with the engine: every arrangement of the cards hidden from the viewer in
  a small staged position, every move replayed, each opponent decision weighed by
  ``agent.exact_policy`` of the deciding seat's real observation in the replayed round
  (``round.observation(seat)``: its own draws, Priest looks, Chancellor cards).
  Compared as exact fractions for CautiousRandomAgent, RandomAgent and HeuristicAgent,
  Chancellor choices included (tests/deduction/test_opponent_memory.py adds positions where
  what an opponent saw in private matters).
* The reconstruction of a decision from the viewer's side (the public view a model
  deciding from the public state alone is shown): at every decision of random rounds
  it has the public fields, the legal actions and the hand of the real observation of
  the deciding seat, and no secret the viewer did not share.
* Hand-derived posteriors from the agents' docstrings and docs/rules.md A7/A9: after an
  opponent's Guard, the cautious model (never plays the Princess) makes the Princess
  in the kept card *more* likely (the other card was the only choice left), the
  random model favours kept cards with fewer legal plays, the heuristic model (plays
  the lower card, its Guard names the highest card it cannot place) rules out every
  hand with which it would have played otherwise.
* model=None is the belief without a model, and a model giving every legal play the
  same weight and every Chancellor option an even share reproduces it through the
  weighted path (the Countess rule generalised into a weight).
* An observation the model could never produce is refused with a sentence naming it.
* ``sharpening``: entropies and total variation distances derived by hand.
"""

import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Game, IllegalAction, Play, Round
from lovelet.agents import CautiousRandomAgent, HeuristicAgent, RandomAgent
from lovelet.deduction import belief
from lovelet.deduction.compare import entropy, sharpening
from lovelet.deduction.opponent_model import opponent_view

C = Card

# ---------------------------------------------------------------------- brute force


def distinct_orders(cards):
    """Every distinct order of the multiset ``cards``."""
    counts = Counter(cards)
    order = []

    def extend():
        if len(order) == len(cards):
            yield tuple(order)
            return
        for card in list(counts):
            if counts[card]:
                counts[card] -= 1
                order.append(card)
                yield from extend()
                order.pop()
                counts[card] += 1

    yield from extend()


def matches(rnd, start, observed, viewer):
    events = rnd.events
    return len(events) <= len(observed) and all(
        events[i].seen_from(viewer) == observed[i] for i in range(start, len(events)))


def modelled_replays(rnd, actions, viewer, observation, agent):
    """(weight, final round) for every way the moves replay as ``viewer`` saw them, each
    opponent decision weighed by the agent's probability of it, seen from where that
    opponent sat in the replayed round."""
    observed = observation.events

    def step(current, index, weight):
        if index == len(actions):
            yield weight, current
            return
        action, seat = actions[index], current.current_player
        if seat == viewer:
            options = [(action, 1)]
        else:
            chances = agent.exact_policy(current.observation(seat))
            if isinstance(action, ChancellorReturn):  # hidden: every option, by its chance
                options = [(option, chances.get(option, 0)) for option in current.legal_actions()]
            else:
                options = [(action, chances.get(action, 0))]
        for option, chance in options:
            if not chance:
                continue
            twin = current.clone()
            start = len(twin.events)
            try:
                twin.apply(option)
            except IllegalAction:
                continue
            if matches(twin, start, observed, viewer):
                yield from step(twin, index + 1, weight * chance)

    if matches(rnd, 0, observed, viewer):
        yield from step(rnd, 0, Fraction(1))


class Tally:
    """Weighted outcomes of the consistent arrangements, as distributions."""

    def __init__(self, viewer, players):
        self.opponents = [seat for seat in range(players) if seat != viewer]
        self.total = 0
        self.hands = {seat: Counter() for seat in self.opponents}
        self.set_aside = Counter()
        self.next_draw = Counter()
        self.joint = Counter()

    def add(self, weight, rnd):
        self.total += weight
        for seat in self.opponents:
            for card in set(rnd.hand(seat)):
                self.hands[seat][card] += weight
        if rnd.set_aside is not None:
            self.set_aside[rnd.set_aside] += weight
        if rnd.deck:
            self.next_draw[rnd.deck[0]] += weight
        order = list(Card)
        self.joint[tuple(joint_entry(rnd.hand(seat), order) for seat in self.opponents)] += weight

    def distribution(self, counter):
        return {key: Fraction(weight) / self.total for key, weight in counter.items() if weight}


def joint_entry(hand, order):
    if not hand:
        return None
    if len(hand) == 1:
        return hand[0]
    return tuple(sorted(hand, key=order.index))


def modelled_truth(edition, staged, options, actions, viewer, observation, agent):
    """Every arrangement of the cards hidden from ``viewer`` in a staged position (each
    equally likely a priori), weighed by the model's chances of the decisions seen."""
    players = len(staged["hands"])
    places = [("hand", seat, i) for seat in range(players) if seat != viewer
              for i in range(len(staged["hands"][seat]))]
    places += [("deck", None, i) for i in range(len(staged["deck"]))] + [("set_aside", None, 0)]
    hidden = [staged["hands"][seat][i] if kind == "hand" else
              staged["deck"][i] if kind == "deck" else staged["set_aside"]
              for kind, seat, i in places]
    active = staged["active"]
    first = actions[0] if actions and active != viewer else None
    tally = Tally(viewer, players)
    for order in distinct_orders(hidden):
        hands = [list(hand) for hand in staged["hands"]]
        deck = list(staged["deck"])
        aside = staged["set_aside"]
        for (kind, seat, i), card in zip(places, order):
            if kind == "hand":
                hands[seat][i] = card
            elif kind == "deck":
                deck[i] = card
            else:
                aside = card
        if first is not None and first.card not in hands[active]:
            continue  # a shortcut: the replay would refuse this first move
        rnd = Round.from_position(edition, **dict(staged, hands=hands, deck=deck, set_aside=aside),
                                  **options)
        for weight, final in modelled_replays(rnd, actions, viewer, observation, agent):
            if final.observation(viewer) == observation:
                tally.add(weight, final)
    return tally


def assert_exact(observation, tally, agent):
    got = belief(observation, model=agent).as_fractions()
    assert got.exact and tally.total > 0
    for seat in tally.opponents:
        assert {c: p for c, p in got.hand(seat).items() if p} == tally.distribution(tally.hands[seat])
    assert {c: p for c, p in got.set_aside.items() if p} == tally.distribution(tally.set_aside)
    assert {c: p for c, p in got.next_draw.items() if p} == tally.distribution(tally.next_draw)
    assert got.joint(tally.opponents) == tally.distribution(tally.joint)
    return got


# ---------------------------------------------------------------------- positions


def calm_choice(rnd, rng, prefer=()):
    """A random legal move that does not play the Princess, preferring ``prefer``."""
    legal = rnd.legal_actions()
    calm = [a for a in legal if getattr(a, "card", None) is not C.PRINCESS] or list(legal)
    liked = [a for a in calm if getattr(a, "card", None) in prefer]
    return rng.choice(liked if liked and rng.random() < 0.7 else calm)


def modelled_position(seed, edition, players, agent, *, deck_left, moves_after, hidden_limit,
                      reveal_drawn=False, prefer=()):
    """A dealt round played at random down to ``deck_left`` cards, staged, then up to
    ``moves_after`` moves in which the opponents of the viewer decide like ``agent``
    (from their own observations, so the true deal is one the model explains; among
    its possible plays, those of the cards in ``prefer`` first) and the viewer at
    random.  None when it cannot be staged or hides more than ``hidden_limit`` cards
    from the viewer."""
    rng = random.Random(seed)
    rnd = Round.deal(edition, players, rng=rng, reveal_drawn=reveal_drawn)
    while not rnd.is_over and (rnd.deck_size > deck_left or rnd.pending_chancellor):
        rnd.apply(calm_choice(rnd, rng))
    if rnd.is_over or rnd.set_aside is None:
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
    actions = []
    while not again.is_over and len(actions) < moves_after:
        seat = again.current_player
        if seat == viewer:
            action = calm_choice(again, rng, prefer)
        else:
            view = again.observation(seat)
            liked = [a for a, chance in agent.exact_policy(view).items()
                     if chance and getattr(a, "card", None) in prefer]
            action = rng.choice(liked) if liked else agent.choose(view, rng)
        again.apply(action)
        actions.append(action)
    return staged, options, actions, viewer, again


def check_positions(agent, first_seed, wanted, *, sizes=None, prefer=(), needs=("play",),
                    hidden_limit=7, deck_left=(1, 2, 3), moves_after=(1, 2, 3)):
    """Brute force against the belief in ``wanted`` positions (``sizes`` in turn,
    reveal_drawn one time in three) where an opponent of the viewer made a decision of a
    kind in ``needs`` after the staging."""
    sizes = sizes or SIZES
    checked = 0
    for seed in range(first_seed, first_seed + 50 * wanted):
        edition, players = sizes[seed % len(sizes)]
        got = modelled_position(seed, edition, players, agent, deck_left=deck_left[seed % len(deck_left)],
                                moves_after=moves_after[seed % len(moves_after)],
                                hidden_limit=hidden_limit, reveal_drawn=seed % 3 == 0, prefer=prefer)
        if got is None:
            continue
        staged, options, actions, viewer, rnd = got
        observation = rnd.observation(viewer)
        if not any(event.kind in needs and event.player != viewer for event in observation.events):
            continue
        tally = modelled_truth(edition, staged, options, actions, viewer, observation, agent)
        assert_exact(observation, tally, agent)
        checked += 1
        if checked == wanted:
            return
    pytest.fail(f"only {checked} positions found")


SIZES = [(REVISED, 2), (REVISED, 3), (REVISED, 4), (CLASSIC, 2), (CLASSIC, 3), (REVISED, 5)]


class ImpatientAgent:
    """A model that cares which card was just drawn: it plays that card (the Countess
    when it must), aiming at random, and after a Chancellor keeps the card drawn last
    and returns the others in the order it held them."""

    def exact_policy(self, observation):
        legal = observation.legal_actions()
        hand = observation.hand
        if isinstance(legal[0], ChancellorReturn):
            wanted = ChancellorReturn(hand[-1], tuple(hand[:-1]))
            return {action: Fraction(action == wanted) for action in legal}
        card = hand[-1] if any(action.card is hand[-1] for action in legal) else legal[0].card
        mine = [action for action in legal if action.card is card]
        return {action: Fraction(1, len(mine)) if action in mine else Fraction(0) for action in legal}

    def choose(self, observation, rng):
        policy = self.exact_policy(observation)
        return rng.choice([action for action, chance in policy.items() if chance])

    def __repr__(self):
        return "ImpatientAgent()"


def test_the_cautious_model_equals_the_weighted_enumeration():
    check_positions(CautiousRandomAgent(), 0, 16)


def test_the_random_model_equals_the_weighted_enumeration():
    check_positions(RandomAgent(), 1000, 16)


def test_the_heuristic_model_equals_the_weighted_enumeration():
    check_positions(HeuristicAgent(), 2000, 16)


def test_a_model_that_minds_the_order_of_the_hand_equals_the_weighted_enumeration():
    """The model is shown the older card first and the card just drawn last."""
    check_positions(ImpatientAgent(), 4000, 12)


@pytest.mark.parametrize("agent", [RandomAgent(), HeuristicAgent(), CautiousRandomAgent(),
                                   ImpatientAgent()],
                         ids=["random", "heuristic", "cautious", "impatient"])
def test_modelled_chancellor_choices_equal_the_weighted_enumeration(agent):
    """Positions rich in Chancellors (and Kings, Barons): the hidden choice is weighed by
    the agent's probability of each option (docs/rules.md A9.7)."""
    check_positions(agent, 3000, 4, sizes=[(REVISED, 2), (REVISED, 3)], hidden_limit=7,
                    prefer=(C.CHANCELLOR, C.KING, C.BARON), needs=("chancellor_return",),
                    deck_left=(2, 3), moves_after=(2, 3, 4))


@pytest.mark.parametrize("agent", [RandomAgent(), CautiousRandomAgent()], ids=["random", "cautious"])
def test_a_play_by_a_player_tied_by_a_baron_equals_the_weighted_enumeration(position_arguments, agent):
    """After a Baron tie between two opponents (docs/rules.md A9.4) their cards are weighed
    together, one term per character they may share; the later play of one of them
    then has a different chance in each term (3 or 5 legal plays here)."""
    # Seat 3 is out (with the Princess), so both Priests and both Handmaids are unseen.
    staged = position_arguments([[C.GUARD], [C.BARON, C.PRIEST], [C.PRIEST], []],
                                deck=[C.PRINCE, C.HANDMAID, C.SPY, C.SPY], set_aside=C.HANDMAID,
                                discards=[[], [], [], [C.PRINCESS]], eliminated={3},
                                active=1, dump=0)
    rnd = Round.from_position(REVISED, **staged)
    actions = [Play(C.BARON, 2), Play(C.PRIEST, 1)]
    for action in actions:
        rnd.apply(action)
    assert rnd.current_player == 0
    observation = rnd.observation(0)
    tally = modelled_truth(REVISED, staged, {}, actions, 0, observation, agent)
    got = assert_exact(observation, tally, agent)
    assert got.as_fractions().hand(2) != belief(observation).as_fractions().hand(2)


# ---------------------------------------------------------------------- the reconstruction

PUBLIC_FIELDS = ("edition", "options", "names", "player", "hand", "discards", "face_up",
                 "deck_size", "set_aside_count", "protected", "eliminated", "current_player",
                 "pending_chancellor", "turn", "favors", "favors_needed", "is_over", "winners",
                 "legal_actions")


@pytest.mark.parametrize("edition,players", [(REVISED, 2), (REVISED, 4), (REVISED, 6), (CLASSIC, 3)])
def test_the_model_sees_the_public_state_of_the_real_decision(edition, players):
    """At every decision of several rounds of a game (favors won, both reveal_drawn
    settings), the observation a viewer reconstructs for the deciding seat has that
    seat's real hand, public fields and legal actions; its events are the real ones,
    with a secret only where the viewer saw it too."""
    checked = 0
    favored = False
    for seed in range(2):
        game = Game(edition, players=players, seed=seed, reveal_drawn=seed == 1)
        rng = random.Random(seed)
        for _ in range(4):
            rnd = game.round
            while not rnd.is_over:
                seat = rnd.current_player
                real = rnd.observation(seat)
                for viewer in range(players):
                    if viewer == seat:
                        continue
                    view = opponent_view(rnd.observation(viewer), len(rnd.events), seat, rnd.hand(seat))
                    for name in PUBLIC_FIELDS:
                        mine, theirs = getattr(view, name), getattr(real, name)
                        if name == "legal_actions":
                            mine, theirs = mine(), theirs()
                        assert mine == theirs, name
                    assert len(view.events) == len(real.events)
                    for shown, truth in zip(view.events, real.events):
                        assert shown.kind == truth.kind and shown.player == truth.player
                        assert shown.details == truth.details
                        if shown.secret is not None:
                            assert shown.secret == truth.secret and viewer in truth.seen_by
                        elif truth.secret is not None:
                            assert viewer not in truth.seen_by
                    checked += 1
                    favored = favored or any(view.favors)
                rnd.apply(HeuristicAgent().choose(real, rng) if seat % 2 else calm_choice(rnd, rng))
            if game.is_over:
                break
            game.next_round()
    assert checked > 40 and favored


# ---------------------------------------------------------------------- derived by hand
#
# Two players.  The viewer (seat 0) holds a Priest; seat 1 holds a Guard and one card X,
# and plays the Guard at seat 0.  The viewer then draws the Handmaid on top of the deck.
# Every other card is face up or discarded, so X, the last deck card and the set-aside
# card are the three candidates below in some order, each order as likely without a
# model.  With the Guard aimed at seat 0 there are 9 Guard plays (one per card it may
# name, docs/rules.md A9.1); X adds its own plays: 1 for the Spy, Baron (at seat 0) or
# Princess, 2 for a Prince (either seat, A9.5).


def guard_then_draw(position, kept, others, guess=C.PRINCESS):
    """The viewer's observation after seat 1, holding ``kept`` and a Guard, played the
    Guard naming ``guess``; ``others`` are the last deck card and the set-aside card."""
    # The Princess may not lie in a discard pile of a player still in the round.
    candidates = {kept, *others}
    face_up = (C.GUARD, C.GUARD, C.GUARD if C.PRINCESS in candidates else C.PRINCESS)
    rnd = position([[C.PRIEST], [kept, C.GUARD]], deck=[C.HANDMAID, others[0]],
                   set_aside=others[1], face_up=face_up, active=1, dump=1)
    rnd.apply(Play(C.GUARD, 0, guess))
    assert rnd.current_player == 0 and rnd.hand(0) == (C.PRIEST, C.HANDMAID)
    return rnd.observation(0)


def posterior(likelihood):
    """Bayes with an even prior: {card: likelihood / sum of likelihoods}."""
    total = sum(likelihood.values())
    return {card: Fraction(value) / total for card, value in likelihood.items()}


def held(observation, agent, seat=1):
    got = belief(observation, model=agent).as_fractions()
    return {card: p for card, p in got.hand(seat).items() if p}


def test_without_a_model_each_candidate_is_as_likely(position):
    observation = guard_then_draw(position, C.BARON, (C.PRINCESS, C.SPY))
    third = Fraction(1, 3)
    assert held(observation, None) == {C.SPY: third, C.BARON: third, C.PRINCESS: third}


def test_under_the_cautious_model_a_guard_play_points_to_the_princess(position):
    """Holding the Princess, a cautious player had only the 9 Guard plays to choose from;
    holding the Spy or the Baron, 10: the Guard play seen is likelier with the Princess."""
    observation = guard_then_draw(position, C.BARON, (C.PRINCESS, C.SPY))
    expected = posterior({C.PRINCESS: Fraction(1, 9), C.BARON: Fraction(1, 10), C.SPY: Fraction(1, 10)})
    assert expected[C.PRINCESS] == Fraction(5, 14)
    assert held(observation, CautiousRandomAgent()) == expected
    # The Princess not kept is the last deck card or the set-aside card, one chance in two.
    aside = belief(observation, model=CautiousRandomAgent()).as_fractions().set_aside
    assert aside[C.PRINCESS] == (1 - expected[C.PRINCESS]) / 2


def test_the_random_model_favours_a_kept_card_with_fewer_plays(position):
    """Uniform over legal plays is not "no model": with a Prince kept there were 11
    plays, with the Spy 10, with the Baron 10, so the Guard play seen is likelier
    without the Prince."""
    observation = guard_then_draw(position, C.BARON, (C.PRINCE, C.SPY))
    expected = posterior({C.PRINCE: Fraction(1, 11), C.BARON: Fraction(1, 10), C.SPY: Fraction(1, 10)})
    assert held(observation, RandomAgent()) == expected
    assert expected[C.PRINCE] < Fraction(1, 3)
    # With the Princess instead of the Prince, every candidate has one play: no change.
    even = guard_then_draw(position, C.BARON, (C.PRINCESS, C.SPY))
    assert held(even, RandomAgent()) == held(even, None)


def test_the_heuristic_model_rules_out_hands_it_would_have_played_otherwise(position):
    """The heuristic plays the lower card (so not the Guard over a Spy) and its Guard
    names the highest card it cannot place, all of them single copies here: naming the
    Princess, it did not hold her.  Only the Baron is left."""
    observation = guard_then_draw(position, C.BARON, (C.PRINCESS, C.SPY))
    assert held(observation, HeuristicAgent()) == {C.BARON: 1}
    # Holding the Princess, it would have named the highest card it could not place
    # then: the Handmaid (4) above the Baron (3) and the Priest (2).
    other = guard_then_draw(position, C.PRINCESS, (C.BARON, C.SPY), guess=C.HANDMAID)
    assert held(other, HeuristicAgent()) == {C.PRINCESS: 1}


def test_the_countess_forcing_is_a_special_case_of_the_weights(position):
    """A model that allows every legal play with weight 1 and spreads a Chancellor
    evenly is "no model": the weighted path must give the same belief, the Countess
    rule (docs/rules.md A7.2) coming from the legal actions of each hypothesised hand."""

    class Indifferent:
        def exact_policy(self, observation):
            legal = observation.legal_actions()
            share = Fraction(1, len(legal)) if isinstance(legal[0], ChancellorReturn) else 1
            return {action: share for action in legal}

    # Seat 1 plays the Countess: with a King or a Prince it had to.
    rnd = position([[C.PRIEST], [C.KING, C.COUNTESS], [C.GUARD]], top=[C.HANDMAID], active=1)
    rnd.apply(Play(C.COUNTESS))
    observation = rnd.observation(0)
    plain = belief(observation).as_fractions()
    assert belief(observation, model=None).as_fractions().hand(1) == plain.hand(1)
    weighted = belief(observation, model=Indifferent()).as_fractions()
    assert weighted.hand(1) == plain.hand(1) and weighted.hand(2) == plain.hand(2)
    assert weighted.set_aside == plain.set_aside and weighted.next_draw == plain.next_draw
    # And in random positions with Chancellors, Kings and Barons.
    for seed in range(40):
        got = modelled_position(seed, REVISED, 3, RandomAgent(), deck_left=3, moves_after=3,
                                hidden_limit=12, prefer=(C.CHANCELLOR, C.COUNTESS, C.KING))
        if got is None:
            continue
        _staged, _options, _actions, viewer, rnd = got
        observation = rnd.observation(viewer)
        plain = belief(observation).as_fractions()
        weighted = belief(observation, model=Indifferent()).as_fractions()
        seats = [seat for seat in range(3) if seat != viewer]
        assert weighted.joint(seats) == plain.joint(seats)
        assert weighted.set_aside == plain.set_aside and weighted.next_draw == plain.next_draw


def test_an_observation_the_model_cannot_produce_is_refused_with_a_sentence(position):
    """The cautious agent never plays the Princess (docs/rules.md A9.10 makes it a loss)."""
    rnd = position([[C.PRIEST], [C.GUARD, C.PRINCESS], [C.BARON]], active=1)
    rnd.apply(Play(C.PRINCESS))
    observation = rnd.observation(0)
    assert belief(observation).hand(1) == {card: 0 for card in REVISED.cards}  # out
    with pytest.raises(ValueError) as caught:
        belief(observation, model=CautiousRandomAgent())
    message = str(caught.value)
    assert message.startswith("Under the model CautiousRandomAgent(), ") and message.endswith(".")
    belief(observation, model=RandomAgent())  # a random player may do it


def test_a_budget_with_a_model_gives_an_estimate_of_the_modelled_belief(position):
    observation = guard_then_draw(position, C.BARON, (C.PRINCE, C.SPY))
    exact = belief(observation, model=RandomAgent())
    estimate = belief(observation, model=RandomAgent(), budget=0, rng=random.Random(4))
    assert not estimate.exact and estimate.model is not None
    for card, p in exact.hand(1).items():
        assert abs(estimate.hand(1)[card] - p) <= 5 * estimate.stderr + 1e-12


# ---------------------------------------------------------------------- sharpening


def test_sharpening_measures_the_cautious_model_by_hand(position):
    observation = guard_then_draw(position, C.BARON, (C.PRINCESS, C.SPY))
    changes = sharpening(belief(observation), belief(observation, model=CautiousRandomAgent()))
    assert [change.place for change in changes] == ["Player 2", "set-aside card", "next draw"]
    hand = changes["Player 2"]
    # Before: three candidates alike, log2(3) bits.  After: 5/14, 9/28, 9/28.
    after = [Fraction(5, 14), Fraction(9, 28), Fraction(9, 28)]
    assert hand.entropy_before == pytest.approx(math.log2(3))
    assert hand.entropy_after == pytest.approx(-sum(float(p) * math.log2(p) for p in after))
    assert hand.entropy_after < hand.entropy_before and hand.bits_gained > 0
    # The Princess gains 5/14 - 1/3 = 1/42; the Spy and the Baron lose 1/84 each.
    assert hand.total_variation == Fraction(1, 42)
    # The set-aside card holds each card not kept, one chance in two, so it moves half as far.
    assert changes["set-aside card"].total_variation == Fraction(1, 84)
    assert changes["next draw"].total_variation == Fraction(1, 84)


def test_a_model_that_changes_nothing_moves_nothing(position):
    observation = guard_then_draw(position, C.BARON, (C.PRINCESS, C.SPY))
    changes = sharpening(belief(observation), belief(observation, model=RandomAgent()))
    for change in changes:
        assert change.total_variation == 0
        assert change.entropy_after == pytest.approx(change.entropy_before)
    assert "Player 2" in repr(changes) and "<table" in changes._repr_html_()


def test_the_active_opponent_is_compared_on_its_pair_of_cards(position):
    """An opponent holding two cards (its turn) is one place whose outcomes are pairs."""
    rnd = position([[C.GUARD, C.PRIEST], [C.HANDMAID]], top=[C.BARON], active=0)
    rnd.apply(Play(C.PRIEST, 1))
    observation = rnd.observation(0)  # seat 1 now holds the Handmaid and a fresh card
    plain = belief(observation)
    changes = sharpening(plain, belief(observation, model=CautiousRandomAgent()))
    pairs = plain.as_fractions().joint([1])
    assert changes["Player 2"].entropy_before == pytest.approx(entropy(pairs))
    assert changes["Player 2"].total_variation == 0  # no opponent has decided anything yet


def test_sharpening_needs_two_beliefs_of_the_same_observation(position):
    first = guard_then_draw(position, C.BARON, (C.PRINCESS, C.SPY))
    second = guard_then_draw(position, C.BARON, (C.PRINCE, C.SPY))
    with pytest.raises(ValueError):
        sharpening(belief(first), belief(second))
