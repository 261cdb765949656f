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
* :func:`derived_generator` is a ``random.Random`` for an agent that draws many times.
"""

import hashlib
import random

__all__ = ["derived_number", "derived_choice", "derived_shuffle", "derived_generator"]


def _name(seed, purpose, numbers):
    return ":".join(["lovelet", str(seed), purpose, *map(str, numbers)]).encode()


def derived_number(seed, purpose, *numbers):
    """A whole number in [0, 2**512) drawn by the stream (seed, purpose, numbers)."""
    digest = hashlib.blake2b(_name(seed, purpose, numbers), digest_size=64).digest()
    return int.from_bytes(digest, "big")


def derived_choice(options, seed, purpose, *numbers):
    """One of ``options`` (a sequence), each as likely, from the named stream."""
    return options[derived_number(seed, purpose, *numbers) % len(options)]


def derived_shuffle(items, seed, purpose, *numbers):
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


def derived_generator(seed, purpose, *numbers):
    """A ``random.Random`` seeded from the named stream (for an agent's own draws)."""
    return random.Random(derived_number(seed, purpose, *numbers) >> 256)
