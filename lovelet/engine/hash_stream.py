"""Random bits from BLAKE2b in counter mode: the bit source of every derived generator.

A :class:`BitPool` is named by a key (for a derived stream, a digest of its name, see
:func:`lovelet.engine.streams.derived_generator`).  Its bits are the digests of BLAKE2b over the key and a
block counter, 512 bits a block, read from the lowest bit up: block 0 first, then
block 1, and so on.  The same key gives the same bits on any machine and in any Python
(BLAKE2b is fixed by its specification), and two keys share nothing.

Why not Python's Mersenne Twister.  Seeding a ``random.Random`` fills its 624 words of
state (about 4.5 µs in C) and its first draw mixes them all again, whatever is drawn
after.  A seat of a playout draws a few dozen bits, so a playout spent more than half
its time seeding generators (the five of a 4-player playout: four seats and the hidden
world).  Here a stream costs one digest (under 1 µs) per 512 bits it hands out, and
nothing before its first draw; a draw takes a few bits off a pool of under 64.

The bits are exact: :meth:`BitPool.below` draws a number below ``size`` by rejection,
as ``random.Random`` does with its ``getrandbits``, so every number is exactly as
likely.  :class:`~lovelet.engine.stream_random.StreamRandom` is the ``random.Random``
built on a pool, which agents receive.
"""

from __future__ import annotations

import hashlib
from typing import Final

from lovelet.engine.compiling import mypyc_attr

__all__ = ["BitPool", "BLOCK_BYTES", "POOL_BITS"]

#: The bytes of one block: a BLAKE2b digest of 64 bytes.
BLOCK_BYTES: Final = 64

#: The pool holds fewer bits than this: one machine word, arithmetic without allocation.
POOL_BITS: Final = 62

#: BLAKE2b's personalisation for the blocks: no digest of a stream's block can equal a
#: digest lovelet takes for anything else (a derived number, a deal).
_PERSON: Final = b"lovelet stream"


@mypyc_attr(allow_interpreted_subclasses=False)
class BitPool:
    """The bits of the stream named ``key`` (bytes), drawn in order.

    The stream's bits are its blocks' bytes, each byte from its lowest bit up.  ``block``
    is the number of blocks digested so far, ``offset`` the next unread byte of the last
    one, ``pool`` the bits taken from it and not yet drawn (lowest first, fewer than 64,
    so that drawing is arithmetic on one machine word), ``left`` how many there are.  A
    pool made again from these values (:meth:`state`) draws exactly what this one would.
    """

    __slots__ = ("key", "block", "offset", "pool", "left", "digest")

    def __init__(self, key: bytes, block: int = 0, offset: int = BLOCK_BYTES, pool: int = 0,
                 left: int = 0) -> None:
        self.key = key
        self.block = block
        self.offset = offset
        self.pool = pool
        self.left = left
        self.digest = _digest(key, block - 1) if block > 0 else b""

    def state(self) -> tuple[bytes, int, int, int, int]:
        """(key, block, offset, pool, left): everything that decides the bits to come."""
        return self.key, self.block, self.offset, self.pool, self.left

    def bits(self, count: int) -> int:
        """The next ``count`` bits as a whole number in [0, 2**count).

        ``count`` 0 gives 0 and draws nothing; a negative count raises ValueError, as
        ``random.Random.getrandbits`` does.
        """
        if count > self.left:
            if count < 0:
                raise ValueError("number of bits must be non-negative")
            self._fill()
            if count > self.left:  # more than the pool holds: its bits, then the rest above them
                low, taken = self.pool, self.left
                self.pool = self.left = 0
                return low | (self.bits(count - taken) << taken)
        pool = self.pool
        self.pool = pool >> count
        self.left -= count
        return pool & ((1 << count) - 1)

    def below(self, size: int) -> int:
        """A whole number in [0, size) (``size`` > 0), each as likely: ``size.bit_length()``
        bits drawn again while they fall outside the range, as ``random.Random``'s
        ``_randbelow`` draws with ``getrandbits`` (one bit drawn even when ``size`` is 1)."""
        count = size.bit_length()
        if count > POOL_BITS - 8:  # more than one fill is sure to hold
            chosen = self.bits(count)
            while chosen >= size:
                chosen = self.bits(count)
            return chosen
        # self.bits(count), written out: an agent's every random choice comes here, and in
        # pure Python the call was a third of the draw.
        mask = (1 << count) - 1
        while True:
            if count > self.left:
                self._fill()
            pool = self.pool
            chosen = pool & mask
            self.pool = pool >> count
            self.left -= count
            if chosen < size:
                return chosen

    def _fill(self) -> None:
        """Bytes into the pool while a whole byte fits below 64 bits."""
        pool, left, offset, digest = self.pool, self.left, self.offset, self.digest
        while left <= POOL_BITS - 8:
            if offset == BLOCK_BYTES:
                digest = _digest(self.key, self.block)
                self.block += 1
                offset = 0
            pool |= digest[offset] << left
            offset += 1
            left += 8
        self.pool, self.left, self.offset, self.digest = pool, left, offset, digest


def _digest(key: bytes, block: int) -> bytes:
    """Block ``block`` of the stream of ``key``: 64 bytes."""
    return hashlib.blake2b(key, digest_size=BLOCK_BYTES, salt=block.to_bytes(16, "little"),
                           person=_PERSON).digest()
