"""The generators of derived streams (lovelet.engine.hash_stream, lovelet.engine.stream_random).

Their bits are checked against a reference written here from hashlib alone, so that both
builds (this file runs under `make test` and `make test-compiled`) draw the very bits the
specification names; their methods against random.Random's own; their states as an
attacker would hand them back.
"""

import copy
import hashlib
import pickle
import random

import pytest

from lovelet.engine.hash_stream import BitPool
from lovelet.engine.stream_random import StreamRandom, generator_from_state
from lovelet.engine.streams import (choice_as_random_does, derived_generator, randrange_as_random_does,
                                    shuffle_as_random_does)


def reference_bits(key, count):
    """The first ``count`` bits of the stream of ``key``, read as the module promises:
    BLAKE2b-512 of the key, salted with the block number, personalised "lovelet stream",
    block after block, each byte from its lowest bit up."""
    stream, block = b"", 0
    while len(stream) * 8 < count:
        stream += hashlib.blake2b(key, digest_size=64, salt=block.to_bytes(16, "little"),
                                  person=b"lovelet stream").digest()
        block += 1
    return int.from_bytes(stream, "little") & ((1 << count) - 1)


SIZES = [3, 7, 0, 64, 1, 130, 5, 53, 9, 62, 55, 200, 1, 1, 2]


@pytest.mark.parametrize("key", [b"", b"k", b"lovelet:1:seat:0", bytes(range(256))])
def test_draws_of_any_sizes_read_the_stream_in_order(key):
    pool = BitPool(key)
    drawn = [pool.bits(size) for size in SIZES]
    expected = reference_bits(key, sum(SIZES))
    for size, value in zip(SIZES, drawn):
        assert value == expected & ((1 << size) - 1)
        expected >>= size


def test_a_number_below_a_size_is_drawn_by_rejection_from_whole_bits():
    sizes = [1, 2, 3, 5, 6, 7, 100, 2**40 + 3, 2**54, 2**60, 2**70 + 1]
    ours, bits = BitPool(b"below"), BitPool(b"below")
    for _ in range(30):
        for size in sizes:
            count = size.bit_length()
            expected = bits.bits(count)
            while expected >= size:
                expected = bits.bits(count)
            assert ours.below(size) == expected
            assert ours.state() == bits.state()


def test_every_number_below_a_size_comes_up_exactly_as_often_over_the_whole_range():
    # With 3 bits and size 6, each bit pattern is one outcome or a redraw: over all
    # 8 patterns at the first draw, each of 0..5 is drawn from exactly one pattern.
    seen = {}
    for pattern in range(8):
        pool = BitPool(b"", block=0)
        pool.pool, pool.left = pattern, 3
        pool.block, pool.offset = 1, 64  # the next bits come from block 1, after the pattern
        pool.digest = b"\x00" * 64
        if pattern < 6:
            seen[pool.below(6)] = pattern
    assert sorted(seen) == list(range(6))


def test_negative_bit_counts_are_refused_as_random_refuses_them():
    with pytest.raises(ValueError):
        BitPool(b"k").bits(-1)
    with pytest.raises(ValueError):
        StreamRandom(1).getrandbits(-1)
    assert BitPool(b"k").bits(0) == 0


def test_a_stream_random_is_a_random_with_all_its_methods():
    rng = StreamRandom(2024)
    assert isinstance(rng, random.Random)
    values = [rng.random() for _ in range(200)]
    assert all(0.0 <= value < 1.0 for value in values) and len(set(values)) == 200
    assert 0 <= rng.randrange(10) < 10 and 5 <= rng.randint(5, 6) <= 6
    assert sorted(rng.sample(range(10), 10)) == list(range(10))
    assert len(rng.randbytes(7)) == 7 and isinstance(rng.gauss(0, 1), float)
    items = list(range(20))
    rng.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


@pytest.mark.parametrize("seed", [0, 1, 2**100, -5, 1.5, "1", b"1", bytearray(b"1"), True])
def test_the_same_seed_gives_the_same_numbers_and_each_kind_its_own(seed):
    assert [StreamRandom(seed).random() for _ in range(3)] == [StreamRandom(seed).random() for _ in range(3)]
    if seed in (1, "1"):
        assert StreamRandom(1).random() != StreamRandom("1").random()
    assert StreamRandom(True).random() == StreamRandom(1).random()  # as random.Random reads True


def test_no_seed_draws_a_key_nobody_can_guess_and_other_kinds_are_refused():
    assert StreamRandom().random() != StreamRandom().random()
    for seed in ([1], {1: 2}, object()):
        with pytest.raises(TypeError):
            StreamRandom(seed)


@pytest.mark.parametrize("seed", [0, 1, 99])
def test_the_engines_copies_of_choice_shuffle_and_randrange_draw_as_its_methods(seed):
    ours, theirs = derived_generator(seed, "test"), derived_generator(seed, "test")
    for size in (1, 2, 3, 5, 8, 13, 21, 100, 2**40):
        options = range(size)
        assert choice_as_random_does(options, ours) == theirs.choice(options)
        assert randrange_as_random_does(size, ours) == theirs.randrange(size)
    mine, reference = list(range(21)), list(range(21))
    shuffle_as_random_does(mine, ours)
    theirs.shuffle(reference)
    assert mine == reference
    assert ours.getstate() == theirs.getstate()
    with pytest.raises(IndexError):
        choice_as_random_does([], ours)


def test_a_derived_generator_is_its_streams_alone_and_its_state_holds_no_seed():
    seed = 123456789123456789
    first, second = derived_generator(seed, "seat", 0), derived_generator(seed, "seat", 1)
    assert type(first) is StreamRandom
    assert first.random() != second.random()
    state = derived_generator(seed, "seat", 0).getstate()
    # The key is a one-way digest of the stream's name: neither the seed nor the name is in it.
    assert str(seed).encode() not in pickle.dumps(state)
    assert b"seat" not in pickle.dumps(state)
    assert derived_generator(seed, "seat", 0).getstate() == state


def test_state_copies_and_pickles_go_on_with_the_same_numbers():
    rng = derived_generator(5, "seat", 2)
    rng.random(), rng.getrandbits(300), rng.gauss(0, 1)
    state = rng.getstate()
    later = [rng.random() for _ in range(5)]
    again = StreamRandom(0)
    again.setstate(state)
    assert [again.random() for _ in range(5)] == later
    rng.setstate(state)
    for twin in (copy.copy(rng), copy.deepcopy(rng), pickle.loads(pickle.dumps(rng))):
        assert type(twin) is StreamRandom and [twin.random() for _ in range(5)] == later


def test_a_state_from_elsewhere_is_refused_and_leaves_the_generator_as_it_was():
    rng = derived_generator(5, "seat", 3)
    good = rng.getstate()
    tag, key, block, offset, pool, left, gauss = good
    bad_states = [
        None, (), "state", random.Random(1).getstate(), good[:-1], good + (1,),
        ("other tag",) + good[1:],
        (tag, "key", block, offset, pool, left, gauss),
        (tag, key, -1, offset, pool, left, gauss),
        (tag, key, block, 65, pool, left, gauss),
        (tag, key, 0, 3, pool, left, gauss),  # no block digested, yet a place inside one
        (tag, key, block, offset, -1, left, gauss),
        (tag, key, block, offset, 2**70, 70, gauss),  # a pool larger than a word
        (tag, key, block, offset, 8, 2, gauss),  # more bits in the pool than it says
        (tag, key, block, offset, pool, True, gauss),
        (tag, key, block, offset, pool, left, "gauss"),
    ]
    for state in bad_states:
        with pytest.raises(ValueError):
            rng.setstate(state)
        assert rng.getstate() == good


def test_an_isolated_worker_makes_each_kind_of_generator_again_from_its_state():
    stream = derived_generator(7, "seat", 0)
    plain = random.Random(7)
    for rng in (stream, plain):
        made = generator_from_state(rng.getstate())
        assert type(made) is type(rng) and made.getstate() == rng.getstate()
    with pytest.raises((ValueError, TypeError)):
        generator_from_state(("lovelet stream 1", "nonsense"))
    with pytest.raises((ValueError, TypeError)):
        generator_from_state("nonsense")


def test_a_students_subclass_draws_from_the_same_stream():
    class Counting(StreamRandom):
        def __init__(self, seed):
            super().__init__(seed)
            self.calls = 0

        def getrandbits(self, k):
            self.calls += 1
            return super().getrandbits(k)

    counting, plain = Counting(3), StreamRandom(3)
    assert [counting.choice(range(10)) for _ in range(5)] == [plain.choice(range(10)) for _ in range(5)]
    assert counting.calls >= 5
