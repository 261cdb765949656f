"""A belief read as floats, as fractions, after pickling and after copying says the same.

Beliefs travel: a lab sends them pickled to worker processes, a notebook copies them.
The compiled build (issue 23) keeps a belief's parts in classes without a ``__dict__``,
so these check that every reading survives the trip in both builds; and since an exact
belief keeps whole weights until it is read, that each float read is the float of the
exact fraction, rounded once.
"""

import copy
import pickle
import random

import pytest

from lovelet import CLASSIC, REVISED, Round
from lovelet.deduction import belief
from lovelet.deduction.belief import Belief
from lovelet.deduction.evidence import read_evidence


def observations(count, seed):
    """Observations of random play, from every edition and player count, at every stage."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        edition = rng.choice((REVISED, CLASSIC))
        rnd = Round.deal(edition, rng.randrange(2, edition.max_players + 1), rng=rng)
        for _ in range(rng.randrange(1, 12)):
            if rnd.is_over:
                break
            rnd.apply(rng.choice(rnd.legal_actions()))
        found.append(rnd.observation(rng.randrange(rnd.players)))
    return found


def readings(known, players):
    """Every reading of ``known``: each hand, the set-aside card, each deck place, a joint."""
    out = [known.hand(seat) for seat in range(players)]
    out += [known.set_aside, known.next_draw, known.deck_card(1), known.joint(list(range(players)))]
    return out


@pytest.mark.parametrize("observation", observations(30, seed=23))
def test_floats_are_the_exact_fractions_rounded_once(observation):
    known = belief(observation)
    exact = readings(known.as_fractions(), observation.players)
    for floats, fractions in zip(readings(known, observation.players), exact):
        assert floats == {key: float(value) for key, value in fractions.items()}
        assert all(type(value) is float for value in floats.values())


@pytest.mark.parametrize("observation", observations(12, seed=5))
@pytest.mark.parametrize("travel", [lambda known: pickle.loads(pickle.dumps(known)), copy.copy, copy.deepcopy],
                         ids=["pickled", "copied", "deep-copied"])
def test_a_belief_reads_the_same_after_it_travels(observation, travel):
    known = belief(observation)
    twin = travel(known)
    assert readings(twin, observation.players) == readings(known, observation.players)
    assert readings(twin.as_fractions(), observation.players) == readings(known.as_fractions(), observation.players)
    assert (twin.exact, twin.stderr, twin.hypotheses) == (known.exact, known.stderr, known.hypotheses)


def test_an_estimate_reads_the_same_after_it_is_pickled():
    rng = random.Random(11)
    rnd = Round.deal(REVISED, 6, rng=rng)
    for _ in range(8):
        rnd.apply(rng.choice(rnd.legal_actions()))
    estimate = belief(rnd.observation(0), budget=0, rng=random.Random(1))
    assert not estimate.exact
    twin = pickle.loads(pickle.dumps(estimate))
    assert readings(twin, 6) == readings(estimate, 6)
    assert twin.stderr == estimate.stderr and twin.samples == estimate.samples


class _LabelledBelief(Belief):
    """A caller's subclass, as a lesson might write: the compiled build's methods take it."""

    def caption(self):
        return f"{self.names[self.player]} believes"


def test_a_subclass_of_belief_reads_as_the_belief_does():
    for observation in observations(20, seed=7):
        plain = belief(observation)
        mine = _LabelledBelief(read_evidence(observation))
        assert mine.caption().endswith("believes")
        for seat in range(observation.players):
            assert mine.hand(seat) == plain.hand(seat)
        assert mine.set_aside == plain.set_aside and mine.next_draw == plain.next_draw
        assert mine.as_fractions().hand(observation.player) == plain.as_fractions().hand(observation.player)
        assert pickle.loads(pickle.dumps(mine)).caption() == mine.caption()
