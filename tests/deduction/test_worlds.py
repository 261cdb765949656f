"""Hidden worlds (lovelet.deduction.worlds) against the exact belief and the rules.

A world is a complete deal of the cards one player cannot see.  Three things must hold:

* drawn at random, worlds follow the exact belief: each opponent's card, the set-aside
  card and the next draw appear as often as :func:`belief` says, within the sampling
  error of the number of worlds drawn;
* listed exhaustively, their probabilities add up to 1 and give exactly the belief's
  distributions (fractions compared for equality);
* every world is a position of the same round: staged with
  :meth:`Round.from_position` (which checks every rule of a position), it shows the
  viewer exactly what they see now.

Positions come from random rounds of both editions, cut at every stage of a round,
including an open Chancellor choice and cards returned under the deck.
"""

import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, IllegalAction, Play, Round
from lovelet.deduction import belief, enumerate_worlds, sample_worlds
from lovelet.deduction.staging import Stager, stage
from lovelet.deduction.worlds import World

C = Card
EDITION_SIZES = [(edition, players) for edition in (REVISED, CLASSIC)
                 for players in range(2, (6 if edition is REVISED else 4) + 1)]


# ---------------------------------------------------------------------- positions


def random_positions(edition, players, seed, count, deck_at_most=None, pending=False):
    """Observations of random seats at random moments of random rounds.

    ``deck_at_most`` keeps only moments with that few cards left in the deck;
    ``pending`` only moments with a Chancellor choice open.
    """
    rng = random.Random(seed)
    found = []
    for _attempt in range(400):
        rnd = Round.deal(edition, players, rng=rng)
        moments = []
        while not rnd.is_over:
            fits = (deck_at_most is None or rnd.deck_size <= deck_at_most) and \
                (not pending or rnd.pending_chancellor)
            if fits:
                moments.append(rnd.clone())
            rnd.apply(rng.choice(rnd.legal_actions()))
        if moments:
            moment = rng.choice(moments)
            found.append(moment.observation(rng.randrange(players)))
        if len(found) == count:
            return found
    raise AssertionError("the test found too few positions")  # pragma: no cover


def state_of(observation):
    """The fields of an observation that describe the position (not its history)."""
    return (observation.hand, observation.discards, observation.face_up, observation.deck_size,
            observation.set_aside_count, observation.protected, observation.eliminated,
            observation.current_player, observation.pending_chancellor, observation.turn,
            observation.favors, observation.legal_actions(), observation.names, observation.options)


def staged_by_hand(observation, world):
    """The position of ``world`` staged exactly as Round.from_position documents it."""
    return Round.from_position(
        observation.edition, hands=world.hands, deck=world.deck, set_aside=world.set_aside,
        face_up=observation.face_up, discards=observation.discards,
        protected=observation.protected, eliminated=observation.eliminated,
        active=observation.current_player, players=observation.names,
        favors=observation.favors, turn=observation.turn, **observation.options.as_dict())


def assert_world_fits(observation, world):
    """``world`` is a position of this round that shows the viewer what they see now."""
    edition = observation.edition
    everything = [card for hand in world.hands for card in hand] + list(world.deck)
    everything += [card for pile in observation.discards for card in pile] + list(observation.face_up)
    everything += [world.set_aside] if world.set_aside is not None else []
    assert Counter(everything) == Counter(edition.deck), "a world holds the edition's cards"
    assert world.hands[observation.player] == observation.hand
    assert len(world.deck) == observation.deck_size
    for seat in range(observation.players):
        assert len(world.hands[seat]) == observation.hand_size(seat) or observation.pending_chancellor
    if observation.pending_chancellor:
        staged = stage(observation, world)  # a Chancellor choice cannot be staged directly
    else:
        staged = staged_by_hand(observation, world)
    assert state_of(staged.observation(observation.player)) == state_of(observation)
    for seat in range(observation.players):
        assert staged.hand(seat) == world.hands[seat]
    assert staged.deck == world.deck


def belief_counts(worlds, seat):
    """How many worlds put each card in ``seat``'s hand."""
    counts = Counter()
    for world in worlds:
        counts.update(set(world.hands[seat]))
    return counts


# ---------------------------------------------------------------------- sampling


@pytest.mark.parametrize("edition, players", EDITION_SIZES)
def test_sampled_worlds_follow_the_exact_belief(edition, players):
    n = 3000
    # A frequency of n worlds has standard deviation sqrt(p(1-p)/n); 4.5 of them is
    # crossed by chance with probability 7e-6 per comparison, under 1e-3 for the
    # ~100 comparisons of a test, so a failure means the draw is wrong.
    for observation in random_positions(edition, players, seed=players, count=2):
        worlds = list(sample_worlds(observation, n, random.Random(11)))
        known = belief(observation)
        checks = []
        for seat in range(players):
            if seat != observation.player and seat not in observation.eliminated:
                checks.append((known.hand(seat), belief_counts(worlds, seat)))
        if known.set_aside:
            checks.append((known.set_aside, Counter(world.set_aside for world in worlds)))
        if known.next_draw:
            checks.append((known.next_draw, Counter(world.deck[0] for world in worlds)))
        for expected, counts in checks:
            for card in edition.cards:
                p = expected[card]
                tolerance = 4.5 * math.sqrt(p * (1 - p) / n) + 1e-12
                assert abs(counts[card] / n - p) <= tolerance, (observation, card)


def test_sampled_worlds_follow_the_belief_during_a_chancellor_choice():
    n = 3000
    for observation in random_positions(REVISED, 4, seed=5, count=3, pending=True):
        worlds = list(sample_worlds(observation, n, random.Random(2)))
        known = belief(observation)
        for seat in range(4):
            if seat != observation.player and seat not in observation.eliminated:
                counts = belief_counts(worlds, seat)
                for card in REVISED.cards:
                    p = known.hand(seat)[card]
                    assert abs(counts[card] / n - p) <= 4.5 * math.sqrt(p * (1 - p) / n) + 1e-12
        for world in worlds[:50]:
            assert_world_fits(observation, world)


def test_the_same_generator_state_gives_the_same_worlds():
    observation = random_positions(REVISED, 3, seed=1, count=1)[0]
    first = list(sample_worlds(observation, 20, random.Random(4)))
    again = list(sample_worlds(observation, 20, random.Random(4)))
    other = list(sample_worlds(observation, 20, random.Random(5)))
    assert first == again
    assert first != other


def test_sample_worlds_refuses_bad_arguments():
    observation = random_positions(REVISED, 3, seed=1, count=1)[0]
    with pytest.raises(IllegalAction) as error:
        sample_worlds(observation, -1, random.Random(1))
    assert error.value.code == "BAD_OPTION"
    with pytest.raises(IllegalAction) as error:
        sample_worlds(observation, 5, 42)
    assert error.value.code == "BAD_OPTION"


# ---------------------------------------------------------------------- enumerating


@pytest.mark.parametrize("edition, players", [(REVISED, 2), (REVISED, 3), (REVISED, 4),
                                              (CLASSIC, 2), (CLASSIC, 3), (CLASSIC, 4)])
def test_enumerated_worlds_add_up_to_one_and_equal_the_belief(edition, players):
    for observation in random_positions(edition, players, seed=10 + players, count=4, deck_at_most=2):
        worlds = list(enumerate_worlds(observation))
        assert sum(probability for probability, _world in worlds) == 1
        assert len({world for _p, world in worlds}) == len(worlds), "each world is listed once"
        known = belief(observation).as_fractions()
        for seat in range(players):
            if seat == observation.player:
                continue
            holds = Counter()
            for probability, world in worlds:
                for card in set(world.hands[seat]):
                    holds[card] += probability
            assert {card: holds[card] for card in edition.cards} == known.hand(seat)
        aside, top = Counter(), Counter()
        for probability, world in worlds:
            if world.set_aside is not None:
                aside[world.set_aside] += probability
            if world.deck:
                top[world.deck[0]] += probability
        if known.set_aside:
            assert {card: aside[card] for card in edition.cards} == known.set_aside
        if known.next_draw:
            assert {card: top[card] for card in edition.cards} == known.next_draw
        if not observation.is_over:
            for _probability, world in worlds:
                assert_world_fits(observation, world)


def test_enumerated_worlds_give_the_belief_joint_of_two_opponents():
    for observation in random_positions(REVISED, 3, seed=3, count=3, deck_at_most=2):
        opponents = [seat for seat in range(3) if seat != observation.player
                     and seat not in observation.eliminated]
        if len(opponents) < 2 or observation.current_player in opponents:
            continue
        joint = Counter()
        for probability, world in enumerate_worlds(observation):
            joint[tuple(world.hands[seat][0] for seat in opponents)] += probability
        assert dict(joint) == belief(observation).as_fractions().joint(opponents)


def test_enumerate_worlds_refuses_a_position_with_too_many_worlds():
    observation = Round.deal(REVISED, 4, seed=1).observation(0)
    with pytest.raises(ValueError):
        list(enumerate_worlds(observation, limit=1000))


# ---------------------------------------------------------------------- what the rules fix


@pytest.mark.parametrize("edition, players", EDITION_SIZES)
def test_every_sampled_world_is_a_position_of_the_round(edition, players):
    for observation in random_positions(edition, players, seed=20 + players, count=3):
        for world in sample_worlds(observation, 30, random.Random(3)):
            if observation.is_over:
                assert world.hands[observation.player] == observation.hand
            else:
                assert_world_fits(observation, world)


def test_a_card_seen_with_a_priest_is_in_every_world():
    # docs/rules.md A9.3: the Priest's player learns the target's card.
    rnd = Round.from_position(
        REVISED, hands=[[C.PRIEST, C.GUARD], [C.KING], [C.BARON]],
        deck=[C.GUARD, C.GUARD, C.SPY, C.PRINCE, C.HANDMAID, C.PRIEST, C.GUARD, C.COUNTESS],
        set_aside=C.PRINCESS,
        discards=[[C.GUARD], [C.CHANCELLOR, C.SPY], [C.BARON, C.HANDMAID, C.GUARD, C.PRINCE, C.CHANCELLOR]])
    rnd.apply(Play(C.PRIEST, target=1))
    observation = rnd.observation(0)
    assert observation.current_player == 1  # who has drawn since: the King is the older card
    for world in sample_worlds(observation, 200, random.Random(1)):
        assert world.hands[1][0] is C.KING
        assert_world_fits(observation, world)


def test_cards_returned_with_a_chancellor_lie_at_the_bottom_in_the_order_given():
    # docs/rules.md A9.7: to_bottom=[A, B] leaves the deck ending A, B.
    rnd = Round.from_position(
        REVISED, hands=[[C.CHANCELLOR, C.GUARD], [C.KING], [C.BARON]],
        deck=[C.SPY, C.PRINCE, C.GUARD, C.GUARD, C.HANDMAID, C.PRIEST, C.GUARD, C.COUNTESS],
        set_aside=C.PRINCESS,
        discards=[[C.GUARD], [C.CHANCELLOR, C.SPY], [C.BARON, C.HANDMAID, C.PRIEST, C.PRINCE, C.GUARD]])
    rnd.apply(Play(C.CHANCELLOR))
    rnd.apply(ChancellorReturn(keep=C.PRINCE, bottom=(C.GUARD, C.SPY)))
    observation = rnd.observation(0)
    worlds = list(sample_worlds(observation, 200, random.Random(1)))
    for world in worlds:
        assert world.deck[-2:] == (C.GUARD, C.SPY)
        assert world.hands[0] == (C.PRINCE,)
        assert_world_fits(observation, world)
    # The fresh cards above them are shuffled: the top card is not always the same.
    assert len({world.deck[0] for world in worlds}) > 1


def test_the_fast_stager_builds_exactly_the_validated_round():
    positions = random_positions(REVISED, 4, seed=8, count=3)
    positions += random_positions(REVISED, 3, seed=9, count=2, pending=True)
    positions += random_positions(CLASSIC, 2, seed=9, count=2)
    for observation in positions:
        if observation.is_over:
            continue
        stager = Stager(observation)
        for world in sample_worlds(observation, 10, random.Random(6)):
            assert stager.round(world) == stage(observation, world)


def test_a_world_reads_well():
    world = World(hands=((C.GUARD,), ()), deck=(C.SPY,), set_aside=C.KING)
    assert "Guard" in repr(world) and "King" in repr(world)


def test_a_finished_round_cannot_be_staged():
    rnd = Round.deal(REVISED, 2, seed=3)
    rng = random.Random(0)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    observation = rnd.observation(0)
    world = next(sample_worlds(observation, 1, random.Random(1)))
    with pytest.raises(IllegalAction) as error:
        stage(observation, world)
    assert error.value.code == "ROUND_OVER"


def test_probabilities_are_fractions():
    observation = random_positions(REVISED, 2, seed=2, count=1, deck_at_most=1)[0]
    for probability, _world in enumerate_worlds(observation):
        assert isinstance(probability, Fraction)


def test_worlds_follow_the_belief_under_an_opponent_model():
    from lovelet.agents import CautiousRandomAgent

    model = CautiousRandomAgent()
    rng = random.Random(12)
    checked = differs = 0
    while checked < 4:
        rnd = Round.deal(REVISED, 3, rng=rng)
        # Everyone plays like the model, so the model explains what the viewer sees.
        while not rnd.is_over and rnd.deck_size > 2:
            rnd.apply(model.choose(rnd.observation(rnd.current_player), rng))
        if rnd.is_over:
            continue
        observation = rnd.observation(0)
        known = belief(observation, model=model).as_fractions()
        worlds = list(enumerate_worlds(observation, model=model))
        for seat in (1, 2):
            holds = Counter()
            for probability, world in worlds:
                for card in set(world.hands[seat]):
                    holds[card] += probability
            assert {card: holds[card] for card in REVISED.cards} == known.hand(seat)
            differs += known.hand(seat) != belief(observation).as_fractions().hand(seat)
        checked += 1
    assert differs, "the model matters in these positions, so the worlds must follow it"
