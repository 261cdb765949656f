"""Random streams derived from a seed: the same seed gives the same draws everywhere.

Every random draw of lovelet comes from a stream named by a seed, a purpose and a few
numbers (the round, the seat): ``("deal", 3)`` is the deck of round 3, ``("seat", 1)``
the generator of seat 1's agent.  Two streams with different names share nothing, so
what one player draws never moves another stream, and the same names give the same
draws on any machine, in any worker, in any Python version: a name is hashed with
BLAKE2b (of Python's standard library, fixed by its specification), not with
Python's own ``random`` seeding.

* :func:`derived_number` is a 512-bit whole number for one draw;
* :func:`derived_shuffle` shuffles a list with it (the deal of a round);
* :func:`derived_generator` is a ``random.Random`` for an agent that draws many times
  (a :class:`~lovelet.engine.stream_random.StreamRandom`, whose bits are BLAKE2b's in
  counter mode: making one costs a digest, where seeding a Mersenne Twister cost a
  playout more than half its time);
* :func:`derived_seed` is the seed of a game played inside another (a tournament's
  deal, a playout), 128 bits long.

Draws from a caller's generator.  :func:`shuffle_as_random_does`,
:func:`choice_as_random_does` and :func:`randrange_as_random_does` are ``rng.shuffle``,
``rng.choice`` and ``rng.randrange``, step for step: the same result and the generator
left in the same state.  Python writes those methods in Python; these copies are the
same loops, which the compiled build runs as C.

Seeds no one can guess.  A seed that is not given is drawn by :func:`fresh_seed`, 128
bits from :mod:`secrets` (the operating system's generator), so no one can try the
seeds one by one until a deal matches what they see; every stream derived from it is
one-way (knowing a seat's generator tells nothing about the seed or the deal).
:func:`checked_seed` is the one check of a seed given by a caller.  A small seed chosen
by hand (``seed=1``) replays a deal for a lesson; it is no secret, so a competition
leaves the seed out and publishes it once the games are over.
"""

from __future__ import annotations

import hashlib
import math
import random
import re
import secrets
from collections.abc import Callable, Sequence
from typing import Final, TypeVar

from lovelet.engine.errors import refused, shown
from lovelet.engine.hash_stream import BitPool
from lovelet.engine.naming import whole_number_or_none
from lovelet.engine.stream_random import StreamRandom

_Item = TypeVar("_Item")

__all__ = ["derived_number", "derived_choice", "derived_shuffle", "derived_generator", "derived_seed",
           "fresh_seed", "checked_seed", "SEED_BITS", "shuffle_as_random_does", "choice_as_random_does",
           "randrange_as_random_does"]

#: Python's generator class, read once: the compiled build would look it up in the random
#: module at every draw.
_PLAIN_RANDOM: Final = random.Random

#: How many bits a drawn seed (and a derived one) has: too many to try one by one.
SEED_BITS: Final = 128

# Digits as typed into a form (up to 40 digits: a 128-bit seed has 39).
_TYPED_SEED: Final = re.compile(r"\s*(-?\d{1,40})\s*")


def fresh_seed() -> int:
    """A new seed nobody can guess: 128 random bits from :mod:`secrets`."""
    return secrets.randbits(SEED_BITS)


def checked_seed(seed: object, *, typed: bool = False) -> int:
    """``seed`` as an int, or a :func:`fresh_seed` when it is None.

    A seed is a whole number (an int or a numpy integer, never a bool); with
    ``typed=True`` (a form's text box) its digits as text also count, and empty text
    means None.  Anything else is refused: BAD_OPTION, "A seed must be a whole number"
    (its ``sentence(language)`` says it in French or German).
    """
    if typed and isinstance(seed, str):
        if not seed.strip():
            seed = None
        else:
            digits = _TYPED_SEED.fullmatch(seed)
            seed = int(digits.group(1)) if digits else seed
    if seed is None:
        return fresh_seed()
    number = whole_number_or_none(seed)
    if number is None:
        raise refused("BAD_OPTION.seed", shown=shown(seed))
    return number


def _name(seed: object, purpose: str, numbers: Sequence[object]) -> bytes:
    # A plain loop rather than ``*map(str, numbers)``: compiled, it is half the time.
    parts = ["lovelet", str(seed), purpose]
    for number in numbers:
        parts.append(str(number))
    return ":".join(parts).encode()


def derived_number(seed: object, purpose: str, *numbers: object) -> int:
    """A whole number in [0, 2**512) drawn by the stream (seed, purpose, numbers)."""
    digest = hashlib.blake2b(_name(seed, purpose, numbers), digest_size=64).digest()
    return int.from_bytes(digest, "big")


def derived_choice(options: Sequence[_Item], seed: object, purpose: str, *numbers: object) -> _Item:
    """One of ``options`` (a sequence), each as likely, from the named stream."""
    return options[derived_number(seed, purpose, *numbers) % len(options)]


def derived_shuffle(items: list[_Item], seed: object, purpose: str, *numbers: object) -> list[_Item]:
    """``items`` (a list) shuffled in place by the named stream; returns the list.

    Fisher-Yates, each swap taking the next digit of the 512-bit number in the mixed
    radix of the swaps (21, 20, ..., 2 for a 21-card deck): every order of up to 60
    items has the same chance, up to a bias below 2**-240 (the number's excess over a
    multiple of n!), far below anything measurable.
    """
    count = len(items)
    # Only the number's remainder by count! decides the digits of the swaps: taken first,
    # it is a few words long (66 bits for a deck of 21), and the divisions below are
    # by small numbers.
    number = derived_number(seed, purpose, *numbers) % math.factorial(count)
    last = count - 1
    while last > 0:
        # The digits of as many swaps as fit in one of Python's 30-bit digits come from
        # one division of the number (its remainder holds exactly those digits,
        # its quotient the rest): the same swaps as one division per swap, with three
        # divisions instead of twenty for a deck.
        radix, first = 1, last
        while first > 0 and radix * (first + 1) < _WORD:
            radix *= first + 1
            first -= 1
        # % and // rather than divmod(): the compiled build does a word's arithmetic in
        # machine instructions, where divmod() is a call that builds a tuple.
        digits = number % radix
        number //= radix
        for index in range(last, first, -1):
            chosen = digits % (index + 1)
            digits //= index + 1
            items[index], items[chosen] = items[chosen], items[index]
        last = first
    return items


#: The largest radix read from the 512-bit number at once: one of the 30-bit digits Python
#: writes its whole numbers in, because dividing by a one-digit number takes Python's
#: short path (a larger radix was slower, though it needs fewer divisions).
_WORD: Final = 2**30


def derived_seed(seed: object, purpose: str, *numbers: object) -> int:
    """A 128-bit seed drawn by the stream (seed, purpose, numbers): the seed of a game
    played inside another (a tournament's deal, a playout).  Long enough that trying
    the derived seeds one by one is as hopeless as trying the seed itself."""
    return derived_number(seed, purpose, *numbers) >> (512 - SEED_BITS)


def derived_generator(seed: object, purpose: str, *numbers: object) -> StreamRandom:
    """The generator of the named stream (for an agent's own draws, a hidden world): a
    ``random.Random`` whose bits are the stream's (:class:`StreamRandom`).

    Its key is a digest of the stream's name, not the name: the generator is handed to
    agents, and its state must tell nothing of the seed (BLAKE2b is one-way).
    """
    key = hashlib.blake2b(_name(seed, purpose, numbers), digest_size=32, person=_KEY_PERSON).digest()
    return StreamRandom.named(key)


#: BLAKE2b's personalisation for the keys of derived generators: a key is no derived number.
_KEY_PERSON: Final = b"lovelet key"


def shuffle_as_random_does(items: list[_Item], rng: random.Random) -> None:
    """``rng.shuffle(items)``: the same order, and ``rng`` left in the same state.

    A :class:`StreamRandom` or a plain ``random.Random`` shuffles with this module's copy
    of the loop (on a Python whose ``shuffle`` it was checked to match,
    :data:`_SAME_AS_RANDOM`); any other generator shuffles with its own method.
    """
    if type(rng) is StreamRandom and _SAME_AS_RANDOM:
        _fisher_yates_from_pool(items, rng.bit_pool)
    elif type(rng) is _PLAIN_RANDOM and _SAME_AS_RANDOM:
        _fisher_yates(items, rng)
    else:
        rng.shuffle(items)


def choice_as_random_does(options: Sequence[_Item], rng: random.Random) -> _Item:
    """``rng.choice(options)``: the same item, and ``rng`` left in the same state.

    For a :class:`StreamRandom` or a plain ``random.Random`` (on a Python checked to
    match, :data:`_SAME_AS_RANDOM`) the index is drawn here as ``Random._randbelow``
    draws it; any other generator chooses with its own method.  An empty sequence
    raises IndexError, as ``rng.choice`` does.
    """
    kind = type(rng)
    if (kind is not StreamRandom and kind is not _PLAIN_RANDOM) or not _SAME_AS_RANDOM:
        return rng.choice(options)
    size = len(options)
    if not size:
        raise IndexError("Cannot choose from an empty sequence")
    return options[_below(size, rng)]


def randrange_as_random_does(stop: int, rng: random.Random) -> int:
    """``rng.randrange(stop)`` for ``stop`` > 0: the same number, and ``rng`` left in the
    same state (for the generators of :func:`choice_as_random_does`; any other generator
    draws with its own method)."""
    kind = type(rng)
    if (kind is not StreamRandom and kind is not _PLAIN_RANDOM) or not _SAME_AS_RANDOM or stop <= 0:
        return rng.randrange(stop)
    return _below(stop, rng)


def _below(size: int, rng: random.Random) -> int:
    """``rng._randbelow(size)`` (size > 0) for a StreamRandom or a plain ``random.Random``."""
    if type(rng) is StreamRandom:
        pool: BitPool = rng.bit_pool
        return pool.below(size)
    return _index_below(size, rng.getrandbits)


def _index_below(size: int, getrandbits: Callable[[int], int]) -> int:
    """``Random._randbelow(size)`` (size > 0), step for step: ``size.bit_length()`` bits
    from the generator's ``getrandbits`` (passed bound, once per shuffle rather than once
    per draw), drawn again while they fall outside the range (one bit drawn even when
    ``size`` is 1, as Python draws it)."""
    bits = size.bit_length()
    chosen: int = getrandbits(bits)
    while chosen >= size:
        chosen = getrandbits(bits)
    return chosen


def _fisher_yates(items: list[_Item], rng: random.Random) -> None:
    """Python's ``Random.shuffle``, step for step: each index drawn with ``getrandbits``
    as ``Random._randbelow`` draws it (:func:`_index_below`)."""
    getrandbits = rng.getrandbits
    for last in range(len(items) - 1, 0, -1):
        chosen = _index_below(last + 1, getrandbits)
        items[last], items[chosen] = items[chosen], items[last]


def _fisher_yates_from_pool(items: list[_Item], pool: BitPool) -> None:
    """:func:`_fisher_yates` for a :class:`StreamRandom`, drawing from its pool directly."""
    for last in range(len(items) - 1, 0, -1):
        chosen = pool.below(last + 1)
        items[last], items[chosen] = items[chosen], items[last]


def _matches_random() -> bool:
    """True when this module's copies give ``shuffle``'s orders, ``choice``'s items and
    ``randrange``'s numbers, each leaving the generator as its own methods do, for a
    plain ``random.Random`` and a :class:`StreamRandom` on this Python (checked once, at
    import: a Python that changed any of these methods falls back to its own)."""
    for seed in range(8):
        for make in (random.Random, StreamRandom):
            ours, theirs = make(seed), make(seed)
            mine, reference = list(range(30)), list(range(30))
            if isinstance(ours, StreamRandom):
                _fisher_yates_from_pool(mine, ours.bit_pool)
            else:
                _fisher_yates(mine, ours)
            theirs.shuffle(reference)
            if mine != reference or ours.getstate() != theirs.getstate():
                return False
            for size in (1, 2, 3, 5, 8, 13, 100):
                options = list(range(size))
                if options[_below(size, ours)] != theirs.choice(options):
                    return False
                if _below(size, ours) != theirs.randrange(size):
                    return False
            if ours.getstate() != theirs.getstate():
                return False
    return True


#: True when this Python's ``shuffle``, ``choice`` and ``randrange`` draw as the copies of
#: this module do.
_SAME_AS_RANDOM: Final = _matches_random()
