"""The engine's copies of ``random.Random.shuffle``, ``choice`` and ``randrange``
(lovelet.engine.streams): the same orders, items and numbers, and the same generator afterwards,
so a round dealt from a caller's generator, and a random agent's play, are the same in
both builds and as Python's own methods would make them."""

import random

import pytest

from lovelet import REVISED, Card, Round
from lovelet.engine.streams import choice_as_random_does, randrange_as_random_does, shuffle_as_random_does


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


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 100, 2**40])
@pytest.mark.parametrize("seed", [0, 1, 7, 2**100])
def test_it_chooses_as_python_does_and_leaves_the_generator_as_python_does(size, seed):
    ours, theirs = random.Random(seed), random.Random(seed)
    options = range(size)  # any sequence, as rng.choice takes
    for _ in range(50):
        assert choice_as_random_does(options, ours) == theirs.choice(options)
    assert ours.getstate() == theirs.getstate()


def test_a_choice_among_one_still_draws_as_pythons_does():
    ours, theirs = random.Random(5), random.Random(5)
    assert choice_as_random_does(("only",), ours) == "only"
    theirs.choice(("only",))
    assert ours.getstate() == theirs.getstate() != random.Random(5).getstate()


def test_an_empty_choice_raises_index_error_as_pythons_does():
    with pytest.raises(IndexError):
        choice_as_random_does([], random.Random(1))
    with pytest.raises(IndexError):
        random.Random(1).choice([])


def test_a_generator_of_the_callers_own_kind_chooses_with_its_own_method():
    class Last(random.Random):
        def choice(self, options):
            return options[-1]

    assert choice_as_random_does("abc", Last(1)) == "c"
    assert choice_as_random_does("abc", random.SystemRandom()) in "abc"


@pytest.mark.parametrize("stop", [1, 2, 3, 4, 5, 6, 7, 8, 9, 100, 2**40])
@pytest.mark.parametrize("seed", [0, 1, 7, 2**100])
def test_it_draws_a_number_below_as_pythons_randrange_does(stop, seed):
    ours, theirs = random.Random(seed), random.Random(seed)
    for _ in range(50):
        assert randrange_as_random_does(stop, ours) == theirs.randrange(stop)
    assert ours.getstate() == theirs.getstate()


def test_randrange_of_nothing_is_refused_as_pythons_is_and_another_generator_draws_its_own_way():
    with pytest.raises(ValueError):
        randrange_as_random_does(0, random.Random(1))

    class Top(random.Random):
        def randrange(self, stop):
            return stop - 1

    assert randrange_as_random_does(6, Top(1)) == 5


def test_a_round_dealt_from_a_generator_starts_where_pythons_randrange_says():
    for seed in range(30):
        rng = random.Random(seed)
        starter = rng.randrange(4)
        assert Round.deal(REVISED, 4, rng=random.Random(seed)).current_player == starter
