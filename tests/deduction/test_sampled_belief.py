"""The sampled belief is right or says so (issue 18, part 10).

``belief(obs, budget=0)`` has no time for the exact sum and answers with an importance
sampled estimate and its standard error.  On 6-player positions with early Chancellors
(several cards under the deck), the old sampler drew every slot from the whole supply:
almost every sample asked for copies that were not there, so it refused valid
observations (BAD_OBSERVATION) or answered off by 0.9 with a standard error of 0.

* the issue's reproduction, with both generators it was reported with;
* a bounded statistical check: a few dozen adversarial positions (random 6-player rounds
  whose players prefer the Chancellor, Priest, Baron and King), each estimate within 4
  standard errors of the exact belief, a standard error of 0 only when the estimate is
  exact; the same over 1,000 positions under ``-m slow``;
* the fallback: when the sampler explains nothing, the exact belief, saying so.
"""

import importlib
import random

import pytest

from lovelet import REVISED, Card, ChancellorReturn, Play, Round
from lovelet.deduction import belief
from lovelet.deduction.sampling import Estimate

# The module, not the function lovelet.deduction exports under the same name.
belief_module = importlib.import_module("lovelet.deduction.belief")
EARLY = {Card.CHANCELLOR, Card.PRIEST, Card.BARON, Card.KING}
FLOOR = 1e-9  # float rounding, where the estimate is certain and so is the exact belief


def issue_position():
    C = Card
    deck = [C.KING, C.CHANCELLOR, C.GUARD, C.SPY, C.GUARD, C.CHANCELLOR, C.PRIEST, C.PRINCESS, C.BARON, C.SPY,
            C.PRINCE, C.HANDMAID, C.PRIEST, C.HANDMAID, C.PRINCE, C.BARON, C.GUARD, C.GUARD, C.GUARD, C.COUNTESS,
            C.GUARD]
    rnd = Round.deal(REVISED, 6, deck=deck, first_player=2)
    for action in [Play(C.CHANCELLOR), ChancellorReturn(keep=C.BARON, bottom=(C.PRINCESS, C.SPY)),
                   Play(C.GUARD, target=2, guess=C.HANDMAID), Play(C.SPY), Play(C.GUARD, target=1, guess=C.COUNTESS),
                   Play(C.CHANCELLOR), ChancellorReturn(keep=C.BARON, bottom=(C.PRINCE, C.HANDMAID)),
                   Play(C.GUARD, target=3, guess=C.KING), Play(C.GUARD, target=1, guess=C.COUNTESS),
                   Play(C.GUARD, target=2, guess=C.SPY), Play(C.HANDMAID), Play(C.PRIEST, target=2)]:
        rnd.apply(action)
    return rnd.observation(3)


def adversarial_position(seed):
    """A 6-player revised round played from ``seed`` for 2 to 16 actions, each player
    choosing a Chancellor, Priest, Baron or King when it can (85%); its observation by a
    random seat, or None if the round ended."""
    rng = random.Random(seed)
    rnd = Round.deal(REVISED, 6, seed=seed)
    for _ in range(rng.randint(2, 16)):
        if rnd.is_over:
            return None
        legal = rnd.legal_actions()
        early = [action for action in legal if getattr(action, "card", None) in EARLY]
        rnd.apply(rng.choice(early if early and rng.random() < 0.85 else legal))
    return None if rnd.is_over else rnd.observation(rng.randrange(6))


def readings(found, observation):
    """Every probability a belief gives: each opponent's hand, the set-aside card, every
    place in the deck."""
    out = {}
    for seat in range(observation.players):
        if seat != observation.player:
            out.update({("hand", seat, card): p for card, p in found.hand(seat).items()})
    out.update({("set aside", card): p for card, p in found.set_aside.items()})
    for place in range(observation.deck_size):
        out.update({("deck", place, card): p for card, p in found.deck_card(place).items()})
    return out


def assert_honest(observation, rng):
    """The estimate of ``observation`` drawn with ``rng`` is within 4 of its standard
    errors of the exact belief everywhere; a standard error of 0 only when it is right."""
    exact = readings(belief(observation), observation)
    # Never refused: the observation is valid.  (A small sum may be done before the
    # budget is first checked: an exact answer, with an error of 0, is honest too.)
    estimate = belief(observation, budget=0, rng=rng)
    got = readings(estimate, observation)
    assert got.keys() == exact.keys()
    worst = max(abs(got[key] - exact[key]) for key in exact)
    assert worst <= 4 * estimate.stderr + FLOOR, (worst, estimate.stderr)
    return worst, estimate


@pytest.mark.parametrize("seed", [1, 4])
def test_the_issues_position_is_estimated_honestly(seed):
    # Random(4) was refused (no sampled deal explains this observation); Random(1) said
    # stderr 0 while off by 0.91.
    worst, estimate = assert_honest(issue_position(), random.Random(seed))
    assert not estimate.exact and estimate.stderr > 0
    assert worst < 0.2


def test_adversarial_positions_are_estimated_honestly():
    checked = 0
    for seed in range(140, 180):  # seed 147: the old sampler said stderr 0, off by 0.87
        observation = adversarial_position(seed)
        if observation is not None:
            assert_honest(observation, random.Random(seed))
            checked += 1
    assert checked >= 30


@pytest.mark.slow
def test_a_thousand_adversarial_positions_are_estimated_honestly():
    checked, seed = 0, 10_000
    while checked < 1000:
        observation = adversarial_position(seed)
        if observation is not None:
            assert_honest(observation, random.Random(seed))
            checked += 1
        seed += 1


def test_heavy_samples_that_agree_still_have_an_error():
    """One sample with all the weight and one with none: the delta method alone says 0."""
    from lovelet.deduction.counting import Supply

    supply = Supply((Card.GUARD, Card.PRIEST), {Card.GUARD: 2, Card.PRIEST: 1})
    estimate = Estimate(("a",), [(5.0, (Card.GUARD,)), (0.0, (None,))], support=[{Card.GUARD, Card.PRIEST}])
    odds, _pool, stderr = estimate.summary(supply)
    assert odds["a"][Card.GUARD] == 1.0
    assert stderr > 0.3  # one effective sample says little
    certain = Estimate(("a",), [(5.0, (Card.GUARD,))], support=[{Card.GUARD}])
    assert certain.summary(Supply((Card.GUARD,), {Card.GUARD: 3}))[2] == 0.0


def test_when_the_sampler_explains_nothing_the_belief_is_exact_and_says_so(monkeypatch):
    observation = issue_position()

    def explains_nothing(groups, supply, rng, deadline=None, **_):
        slots = tuple(slot for group in groups for slot in group.slots)
        return Estimate(slots, [(0.0, (None,) * len(slots))] * 10)

    monkeypatch.setattr(belief_module, "sample", explains_nothing)
    found = belief(observation, budget=0, rng=random.Random(4))
    assert found.exact and found.fallback and found.stderr == 0
    assert "the sampler having found no deal" in repr(found)
    assert readings(found, observation) == readings(belief(observation), observation)
    assert not belief(observation).fallback
