"""The match layer: each seat's agent draws from its own stream, never the dealer's.

Reproducible (same seed, same game), fair (an agent's generator tells nothing about
the deck, however it is rewound) and with common random numbers (round k's deck
depends on the game's seed and k only, whatever the agents drew).
"""

import random

import pytest

from lovelet import CLASSIC, REVISED, Card, Game, IllegalAction, Play, Round
from lovelet.agents import Agent, CautiousRandomAgent, HeuristicAgent, RandomAgent
from lovelet.engine.game import DerivedDealer
from lovelet.engine.stream_random import generator_from_state
from lovelet.lab.match import play_game, play_round, seat_generators, seated_agents


class Greedy(RandomAgent):
    """Random, but draws a hundred numbers before every decision."""

    def choose(self, observation, rng):
        for _ in range(100):
            rng.random()
        return super().choose(observation, rng)


class Recorder(Agent):
    """Random, and keeps every generator it was handed."""

    def __init__(self):
        self.generators = []

    def choose(self, observation, rng):
        self.generators.append(rng)
        return rng.choice(observation.legal_actions())


EDITIONS = [(REVISED, 2), (REVISED, 4), (REVISED, 6), (CLASSIC, 2), (CLASSIC, 4)]


@pytest.mark.parametrize(("edition", "players"), EDITIONS)
def test_the_same_seeds_give_the_same_game(edition, players):
    first = play_game(Game(edition, players, seed=5), RandomAgent(), seed=9)
    second = play_game(Game(edition, players, seed=5), RandomAgent(), seed=9)
    assert first.snapshot() == second.snapshot()
    other = play_game(Game(edition, players, seed=5), RandomAgent(), seed=10)
    assert other.rounds[0].dealt_deck == first.rounds[0].dealt_deck  # the deal is the game's


@pytest.mark.parametrize(("edition", "players"), EDITIONS)
def test_round_k_is_dealt_from_the_seed_and_k_only(edition, players):
    """Common random numbers: agents that draw more or less meet the same decks."""
    calm = play_game(Game(edition, players, seed=21), RandomAgent(), seed=1)
    greedy = play_game(Game(edition, players, seed=21), Greedy(), seed=1)
    dealer = DerivedDealer(21)
    for game in (calm, greedy):
        for number, rnd in enumerate(game.rounds, 1):
            assert rnd.dealt_deck == tuple(dealer.deck(edition, number))
    shared = min(len(calm.rounds), len(greedy.rounds))
    assert [r.dealt_deck for r in calm.rounds[:shared]] == [r.dealt_deck for r in greedy.rounds[:shared]]


def test_each_seat_has_its_own_generator_and_none_is_the_dealers():
    recorders = [Recorder() for _ in range(4)]
    game = play_game(Game(REVISED, 4, seed=3), recorders, seed=8)
    generators = [{id(rng) for rng in recorder.generators} for recorder in recorders]
    assert all(len(ids) == 1 for ids in generators)  # one generator per seat, for the game
    assert len(set.union(*generators)) == 4  # and no two seats share one
    assert not any(isinstance(value, random.Random) for value in vars(game).values())


def test_rewinding_an_agents_generator_tells_nothing_about_the_deck():
    """An agent that rewinds its generator to its first state and shuffles a deck with
    it (what an agent handed the dealer's generator could do) never finds the deal."""
    hits = 0
    for seed in range(100):
        recorder = Recorder()
        game = Game(REVISED, 3, seed=seed)
        start = [rng.getstate() for rng in seat_generators(seed, 3)]
        play_round(game.round, {0: recorder}, seed=seed)
        for state in start:
            probe = generator_from_state(state)  # the seat's own generator, rewound
            deck = list(REVISED.deck)
            probe.shuffle(deck)
            hits += tuple(deck) == game.round.dealt_deck
    assert hits == 0


def test_seat_generators_are_distinct_streams():
    generators = seat_generators(7, 6)
    draws = [tuple(rng.random() for _ in range(5)) for rng in generators]
    assert len(set(draws)) == 6
    again = [tuple(rng.random() for _ in range(5)) for rng in seat_generators(7, 6)]
    assert again == draws
    assert [g.random() for g in seat_generators(7, 2, 1)] != [g.random() for g in seat_generators(7, 2, 2)]


def test_the_tie_break_starter_has_its_own_stream():
    """After a shared win the next starter comes from the game's tie-break stream: the
    same whatever the agents drew."""
    def tied_game(seed):
        game = Game.from_position(
            REVISED, players=3, seed=seed, hands=[[Card.HANDMAID, Card.GUARD], [Card.PRINCE], [Card.PRINCE]],
            deck=[], set_aside=Card.PRINCESS,
            discards=[[Card.SPY, Card.SPY, Card.GUARD, Card.GUARD, Card.GUARD],
                      [Card.GUARD, Card.GUARD, Card.PRIEST, Card.PRIEST, Card.BARON, Card.BARON],
                      [Card.HANDMAID, Card.CHANCELLOR, Card.CHANCELLOR, Card.KING, Card.COUNTESS]])
        game.apply(Play(Card.HANDMAID))
        assert sorted(game.round.winners) == [1, 2]
        return game

    starters = set()
    for seed in range(40):
        first, second = tied_game(seed), tied_game(seed)
        random.Random(seed).random()  # nothing outside the game matters
        assert first.next_round().start_player == second.next_round().start_player
        starters.add(first.round.start_player)
    assert starters == {1, 2}  # both tied winners start sometimes


def test_agents_by_name_function_and_dict():
    game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=4)

    def first_legal(observation, rng):
        return observation.legal_actions()[0]

    finished = play_round(game.round, {"Ben": first_legal, "Cleo": CautiousRandomAgent()}, seed=2)
    assert finished.is_over


@pytest.mark.parametrize("agents, code", [
    ({0: 0}, "BAD_OPTION"), ([RandomAgent()], "BAD_OPTION"), ({"Zoe": RandomAgent()}, "UNKNOWN_PLAYER"),
    ({True: RandomAgent()}, "UNKNOWN_PLAYER"), ("random", "BAD_OPTION"), (RandomAgent, "BAD_OPTION"),
])
def test_bad_agents_are_refused(agents, code):
    game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=4)
    before = game.snapshot()
    with pytest.raises(IllegalAction) as refusal:
        play_game(game, agents, seed=1)
    assert refusal.value.code == code
    assert game.snapshot() == before


@pytest.mark.parametrize("seed", [1.5, "x", True, "7"])
def test_a_seed_is_a_whole_number(seed):
    with pytest.raises(IllegalAction) as refusal:
        play_round(Round.deal(REVISED, 2, seed=1), RandomAgent(), seed=seed)
    assert refusal.value.code == "BAD_OPTION"


def test_seated_agents_fills_missing_seats_with_random_players():
    seated = seated_agents({"Ann": HeuristicAgent()}, ("Ann", "Ben"))
    assert isinstance(seated[0], HeuristicAgent) and type(seated[1]) is RandomAgent


def test_an_illegal_choice_is_refused_and_leaves_the_round_as_it_was():
    rnd = Round.deal(REVISED, 2, seed=3)

    def cheat(observation, rng):
        return Play(Card.PRINCESS) if Card.PRINCESS not in observation.hand else Play(Card.KING, target=5)

    before = rnd.snapshot()
    with pytest.raises(IllegalAction):
        play_round(rnd, cheat, seed=0)
    assert rnd.snapshot() == before
