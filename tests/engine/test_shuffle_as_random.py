"""The engine's copy of ``random.Random.shuffle`` (lovelet.engine.arguments): the same
orders and the same generator afterwards, so a round dealt from a caller's generator is
the same in both builds and as Python's own shuffle would deal it."""

import random

import pytest

from lovelet import REVISED, Card, Round
from lovelet.engine.arguments import shuffle_as_random_does


@pytest.mark.parametrize("size", [0, 1, 2, 3, 16, 21, 64])
@pytest.mark.parametrize("seed", [0, 1, 7, 2**100])
def test_it_shuffles_as_python_does_and_leaves_the_generator_as_python_does(size, seed):
    ours, theirs = random.Random(seed), random.Random(seed)
    mine = [list(Card)[index % 10] for index in range(size)]
    reference = list(mine)
    shuffle_as_random_does(mine, ours)
    theirs.shuffle(reference)
    assert mine == reference
    assert ours.getstate() == theirs.getstate()


def test_a_generator_of_the_callers_own_kind_shuffles_with_its_own_method():
    class Reversing(random.Random):
        def shuffle(self, items):
            items.reverse()

    cards = list(Card)
    shuffle_as_random_does(cards, Reversing(1))
    assert cards == list(reversed(list(Card)))


def test_a_round_dealt_from_a_generator_is_the_round_pythons_shuffle_deals():
    class PythonsOwn(random.Random):  # not a plain Random: the engine calls its shuffle
        pass

    for seed in range(20):
        for players in (2, 4, 6):
            ours = Round.deal(REVISED, players, rng=random.Random(seed))
            pythons = Round.deal(REVISED, players, rng=PythonsOwn(seed))
            assert ours.dealt_deck == pythons.dealt_deck and ours.current_player == pythons.current_player
