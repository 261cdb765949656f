"""An observation is a value: immutable, cheap, comparable, and readable as a dataclass."""

import copy
import dataclasses
import pickle
import random

import pytest

from lovelet import CLASSIC, REVISED, Card, IllegalAction, Round
from lovelet.deduction import belief
from lovelet.lab.match import play_round


def positions(count=40):
    """Observations of every seat at random points of random rounds of both editions."""
    rng = random.Random(4)
    found = []
    for index in range(count):
        edition, players = [(REVISED, 2), (REVISED, 4), (REVISED, 6), (CLASSIC, 3)][index % 4]
        rnd = Round.deal(edition, players, seed=index, reveal_drawn=index % 2 == 0)
        for _ in range(rng.randrange(0, 20)):
            if rnd.is_over:
                break
            rnd.apply(rng.choice(rnd.legal_actions()))
        found.extend((rnd, rnd.observation(seat)) for seat in range(players))
    return found


@pytest.mark.parametrize("rnd, observation", positions(12))
def test_an_observation_is_frozen_where_it_was_taken(rnd, observation):
    before = dataclasses.asdict(observation)
    events = observation.events
    if not rnd.is_over:
        play_round(rnd, seed=1)
    assert dataclasses.asdict(observation) == before
    assert observation.events == events


def test_fields_follow_the_round():
    for rnd, observation in positions():
        seat = observation.player
        assert observation.hand == rnd.hand(seat)
        assert observation.discards == tuple(rnd.discards(s) for s in range(rnd.players))
        assert observation.deck_size == rnd.deck_size
        assert observation.protected == rnd.protected and observation.eliminated == rnd.eliminated
        assert observation.current_player == rnd.current_player
        legal = rnd.legal_actions() if rnd.current_player == seat else ()
        assert observation.legal_actions() == legal


def test_replace_and_asdict_work_and_legal_actions_follow_the_hand():
    for rnd, observation in positions(16):
        again = dataclasses.replace(observation)
        assert again == observation and again.legal_actions() == observation.legal_actions()
        assert dataclasses.asdict(again)["hand"] == observation.hand


def test_a_forged_observation_is_refused_by_the_deduction_tools():
    rnd = Round.deal(REVISED, 3, seed=2)
    observation = rnd.observation(rnd.current_player)
    forged = dataclasses.replace(observation, hand=(Card.PRINCESS, Card.PRINCESS))
    with pytest.raises(IllegalAction) as refusal:
        belief(forged)
    assert refusal.value.code == "BAD_OBSERVATION"


def test_pickles_copies_and_hashes():
    for rnd, observation in positions(8):
        assert pickle.loads(pickle.dumps(observation)) == observation
        assert copy.deepcopy(observation) is observation  # a value needs no copy
        assert hash(observation) == hash(pickle.loads(pickle.dumps(observation)))


def test_nothing_can_be_set_or_read_as_a_sequence():
    rnd = Round.deal(REVISED, 2, seed=1)
    observation = rnd.observation(0)
    for attempt in (lambda: setattr(observation, "hand", ()), lambda: setattr(observation, "anything", 1),
                    lambda: delattr(observation, "hand")):
        with pytest.raises(AttributeError):
            attempt()
    for attempt in (lambda: observation[0], lambda: len(observation), lambda: list(observation)):
        with pytest.raises(TypeError):
            attempt()
    with pytest.raises(TypeError):
        vars(observation)


def test_an_observation_costs_the_same_early_and_late():
    """It shares the round's immutable log: no copy of the events grows with the round."""
    rnd = Round.deal(REVISED, 4, seed=3)
    early = rnd.observation(rnd.current_player)
    rng = random.Random(1)
    while rnd.deck_size > 2 and not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    late = rnd.observation(0)
    # Both hold the same small number of references, however long the log is.
    assert len(tuple.__getitem__(early, slice(None))) == len(tuple.__getitem__(late, slice(None)))
    assert len(late.events) > len(early.events)
