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
* :func:`derived_generator` is a ``random.Random`` for an agent that draws many times;
* :func:`derived_seed` is the seed of a game played inside another (a tournament's
  deal, a playout), 128 bits long.

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
import random
import re
import secrets
from collections.abc import MutableSequence, Sequence
from typing import Any, Final, TypeVar

from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import whole_number_or_none

_Item = TypeVar("_Item")
_Items = TypeVar("_Items", bound=MutableSequence[Any])

__all__ = ["derived_number", "derived_choice", "derived_shuffle", "derived_generator", "derived_seed",
           "fresh_seed", "checked_seed", "SEED_BITS"]

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
    return ":".join(["lovelet", str(seed), purpose, *map(str, numbers)]).encode()


def derived_number(seed: object, purpose: str, *numbers: object) -> int:
    """A whole number in [0, 2**512) drawn by the stream (seed, purpose, numbers)."""
    digest = hashlib.blake2b(_name(seed, purpose, numbers), digest_size=64).digest()
    return int.from_bytes(digest, "big")


def derived_choice(options: Sequence[_Item], seed: object, purpose: str, *numbers: object) -> _Item:
    """One of ``options`` (a sequence), each as likely, from the named stream."""
    return options[derived_number(seed, purpose, *numbers) % len(options)]


def derived_shuffle(items: _Items, seed: object, purpose: str, *numbers: object) -> _Items:
    """``items`` (a list) shuffled in place by the named stream; returns the list.

    Fisher-Yates, each swap taking the next digit of the 512-bit number in the mixed
    radix of the swaps (21, 20, ..., 2 for a 21-card deck): every order of up to 60
    items has the same chance, up to a bias below 2**-240 (the number's excess over a
    multiple of n!), far below anything measurable.
    """
    number = derived_number(seed, purpose, *numbers)
    for last in range(len(items) - 1, 0, -1):
        number, chosen = divmod(number, last + 1)
        items[last], items[chosen] = items[chosen], items[last]
    return items


def derived_seed(seed: object, purpose: str, *numbers: object) -> int:
    """A 128-bit seed drawn by the stream (seed, purpose, numbers): the seed of a game
    played inside another (a tournament's deal, a playout).  Long enough that trying
    the derived seeds one by one is as hopeless as trying the seed itself."""
    return derived_number(seed, purpose, *numbers) >> (512 - SEED_BITS)


def derived_generator(seed: object, purpose: str, *numbers: object) -> random.Random:
    """A ``random.Random`` seeded from the named stream (for an agent's own draws)."""
    return random.Random(derived_number(seed, purpose, *numbers) >> 256)
