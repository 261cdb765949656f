"""StreamRandom: the ``random.Random`` of a derived stream, built on BLAKE2b bits.

Every generator lovelet derives from a seed (a seat's, a playout's hidden world, a
table's bot, see :mod:`lovelet.engine.streams`) is a :class:`StreamRandom`.  It is a
``random.Random``: an agent calls ``rng.choice``, ``rng.random``, ``rng.shuffle``,
``rng.gauss`` and the rest as always, copies it, pickles it, saves and restores its
state.  Only its bits come from elsewhere: a :class:`~lovelet.engine.hash_stream.BitPool`
(BLAKE2b in counter mode) instead of the Mersenne Twister, because seeding a Twister
cost a playout more than half its time (see :mod:`lovelet.engine.hash_stream`).

``random.Random`` builds every method on ``getrandbits`` and ``random`` when a subclass
defines them, so ``choice``, ``randrange`` and ``shuffle`` draw by rejection from whole
bits: every outcome exactly as likely.

This module stays Python in the compiled build (``setup.py``'s UNCOMPILED): students
may subclass the class, and a method mypyc compiles refuses a subclass's ``self``.  Its
work is in the compiled pool; the methods here only pass it on.
"""

from __future__ import annotations

import random
import secrets
from typing import Any, Final

from lovelet.engine.hash_stream import BLOCK_BYTES, POOL_BITS, BitPool

__all__ = ["StreamRandom", "generator_from_state"]

#: The first item of a StreamRandom's state, which a Twister's state never has.
STATE_TAG: Final = "lovelet stream 1"

# random() takes 53 bits, the precision of a float, as random.Random's own does.
_FLOAT_BITS: Final = 53
_FLOAT_SCALE: Final = 2.0 ** -_FLOAT_BITS


class StreamRandom(random.Random):
    """A ``random.Random`` whose bits are the BLAKE2b stream of a key.

    ``StreamRandom(seed)`` takes the seeds ``random.Random`` takes (None, an int, a
    float, a str, bytes or a bytearray; None draws a key nobody can guess); the same
    seed gives the same numbers everywhere.  :meth:`named` makes the generator of a
    stream's name directly (what :func:`lovelet.engine.streams.derived_generator` does).
    """

    bit_pool: BitPool
    gauss_next: float | None  # random.Random's own: the second normal of gauss()'s pair

    def __init__(self, x: Any = None) -> None:  # random.Random's signature
        self.gauss_next = None
        self.seed(x)

    @classmethod
    def named(cls, key: bytes) -> StreamRandom:
        """The generator of the stream whose name is ``key`` (bytes)."""
        made = cls.__new__(cls)
        made.gauss_next = None
        made.bit_pool = BitPool(key)
        return made

    def seed(self, a: Any = None, version: int = 2) -> None:
        """Start again from the stream of ``a`` (None: a key nobody can guess).

        Each kind of seed has keys of its own, so ``seed(1)`` and ``seed("1")`` differ,
        as they do for ``random.Random``.  Any other kind raises TypeError, as there.
        """
        if a is None:
            key = b"fresh:" + secrets.token_bytes(32)
        elif not isinstance(a, (int, float, str, bytes, bytearray)):
            raise TypeError("The only supported seed types are: None,\n"
                            "int, float, str, bytes, and bytearray.")
        elif isinstance(a, int):  # True is 1, as random.Random reads it
            key = b"int:" + str(int(a)).encode()
        elif isinstance(a, float):
            key = b"float:" + float.hex(a).encode()
        elif isinstance(a, str):
            key = b"str:" + a.encode("utf-8", "surrogatepass")
        else:
            key = b"bytes:" + bytes(a)
        self.bit_pool = BitPool(key)
        self.gauss_next = None

    def getrandbits(self, k: int) -> int:
        """The next ``k`` bits as a whole number in [0, 2**k)."""
        return self.bit_pool.bits(k)

    def random(self) -> float:
        """A float in [0.0, 1.0), of 53 random bits."""
        return self.bit_pool.bits(_FLOAT_BITS) * _FLOAT_SCALE

    def getstate(self) -> tuple[Any, ...]:
        """Everything that decides the numbers to come, for :meth:`setstate`."""
        return (STATE_TAG, *self.bit_pool.state(), self.gauss_next)

    def setstate(self, state: Any) -> None:
        """Go back to a state :meth:`getstate` gave; anything else raises ValueError
        and leaves the generator as it was."""
        if not (isinstance(state, tuple) and len(state) == 7 and state[0] == STATE_TAG):
            raise ValueError("not the state of a StreamRandom")
        _, key, block, offset, pool, left, gauss_next = state
        if not (isinstance(key, bytes) and all(_is_whole(number) for number in (block, offset, pool, left))
                and block >= 0 and 0 <= offset <= BLOCK_BYTES and (block > 0 or offset == BLOCK_BYTES)
                and 0 <= left <= POOL_BITS and 0 <= pool and pool.bit_length() <= left
                and (gauss_next is None or type(gauss_next) is float)):
            raise ValueError("not the state of a StreamRandom")
        self.bit_pool = BitPool(key, block, offset, pool, left)
        self.gauss_next = gauss_next


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def generator_from_state(state: Any) -> random.Random:
    """A generator in ``state`` (what a generator's ``getstate`` gave): a StreamRandom for
    a StreamRandom's state, a ``random.Random`` for any other (whose ``setstate`` refuses
    what is no generator's state, with ValueError or TypeError)."""
    made: random.Random
    if isinstance(state, tuple) and state[:1] == (STATE_TAG,):
        made = StreamRandom.named(b"")
    else:
        made = random.Random()
    made.setstate(state)
    return made
