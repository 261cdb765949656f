"""Agents: legal, reproducible choices made from an Observation alone.

What is checked, and where the expectation comes from:

* every agent's ``policy`` is a probability distribution over exactly the legal
  actions of the observation (Agent docstring), in many random positions of both
  editions, every player count, with and without reveal_drawn, Chancellor choices
  included; ``choose`` returns one of them, and the same seed gives the same choices;
* RandomAgent is uniform; CautiousRandomAgent and HeuristicAgent never play the
  Princess (their docstrings; docs/rules.md A9.10 makes that a self-elimination);
* HeuristicAgent's rules (its docstring) in staged positions built by playing real
  moves: a Guard names a card seen with a Priest, a Prince goes to a known Princess
  holder, and what it knows follows the cards (``known_hands``): King exchanges in
  both directions and between others (docs/rules.md A9.8), Baron comparisons (A9.4),
  forgetting once the card seen may have left the hand;
* ``known_hands`` is sound: over random rounds, every card it claims an opponent
  holds is in that opponent's hand;
* agents are handed an Observation of the deciding seat, never the round;
* HeuristicAgent beats RandomAgent clearly over 400 seeded 2-player rounds.
"""

import functools
import random

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Observation, Play, Round
from lovelet.agents import Agent, CautiousRandomAgent, HeuristicAgent, RandomAgent, play_round
from lovelet.agents.heuristic import known_hands

AGENTS = [RandomAgent(), CautiousRandomAgent(), HeuristicAgent()]
AGENT_IDS = [type(agent).__name__ for agent in AGENTS]
SIZES = [(edition, players) for edition in (REVISED, CLASSIC)
         for players in range(edition.min_players, edition.max_players + 1)]


def plays_princess(action):
    return isinstance(action, Play) and action.card is Card.PRINCESS


@functools.lru_cache(maxsize=None)
def sampled_decisions():
    """(observation of the deciding seat, every seat's true hand) at every decision of
    random rounds: both editions, every player count, reveal_drawn off and on."""
    samples = []
    for edition, players in SIZES:
        for seed in range(10):
            rng = random.Random(1000 * players + seed + (0 if edition is REVISED else 500))
            rnd = Round.deal(edition, players, rng=rng, reveal_drawn=seed % 2 == 1)
            agent = RandomAgent()
            while not rnd.is_over:
                observation = rnd.observation(rnd.current_player)
                hands = tuple(rnd.hand(seat) for seat in range(players))
                samples.append((observation, hands))
                rnd.apply(agent.choose(observation, rng))
    return samples


def test_the_sample_covers_every_kind_of_decision():
    samples = sampled_decisions()
    assert {(obs.edition, obs.players) for obs, _ in samples} == set(SIZES)
    assert sum(obs.pending_chancellor for obs, _ in samples) >= 20
    assert sum(Card.PRINCESS in obs.hand and not obs.pending_chancellor for obs, _ in samples) >= 20
    # Decisions where only the Countess may be played (docs/rules.md A7.2).
    assert any(len({a.card for a in obs.legal_actions() if isinstance(a, Play)}) == 1
               and Card.COUNTESS in obs.hand for obs, _ in samples)


@pytest.mark.parametrize("agent", AGENTS, ids=AGENT_IDS)
def test_policy_is_a_distribution_over_exactly_the_legal_actions(agent):
    for observation, _ in sampled_decisions():
        policy = agent.policy(observation)
        assert tuple(policy) == observation.legal_actions()
        assert all(probability >= 0 for probability in policy.values())
        assert sum(policy.values()) == pytest.approx(1.0)


@pytest.mark.parametrize("agent", AGENTS, ids=AGENT_IDS)
def test_choose_returns_a_legal_action_that_the_policy_allows(agent):
    rng = random.Random(5)
    for observation, _ in sampled_decisions():
        action = agent.choose(observation, rng)
        assert action in observation.legal_actions()
        assert agent.policy(observation)[action] > 0


@pytest.mark.parametrize("agent", AGENTS, ids=AGENT_IDS)
def test_the_same_seed_gives_the_same_choices(agent):
    observations = [observation for observation, _ in sampled_decisions()[:300]]
    first = [agent.choose(observation, random.Random(11)) for observation in observations]
    again = [agent.choose(observation, random.Random(11)) for observation in observations]
    assert first == again
    rng_a, rng_b = random.Random(3), random.Random(3)
    assert ([agent.choose(observation, rng_a) for observation in observations]
            == [agent.choose(observation, rng_b) for observation in observations])


@pytest.mark.parametrize("agent_class", [RandomAgent, CautiousRandomAgent, HeuristicAgent])
@pytest.mark.parametrize("edition,players", SIZES)
def test_seeded_rounds_replay_identically(agent_class, edition, players):
    def played(seed):
        rng = random.Random(seed)
        rnd = Round.deal(edition, players, rng=rng)
        return play_round(rnd, [agent_class() for _ in range(players)], rng)

    for seed in range(3):
        first, again = played(seed), played(seed)
        assert first.is_over
        assert first.actions == again.actions
        assert first.winners == again.winners


def test_random_choices_depend_on_the_seed():
    """The rng really drives the random agents: other seeds, other choices."""
    observations = [obs for obs, _ in sampled_decisions() if len(obs.legal_actions()) > 4][:100]
    for agent in (RandomAgent(), CautiousRandomAgent()):
        choices = set()
        for seed in range(5):
            rng = random.Random(seed)
            choices.add(tuple(agent.choose(observation, rng) for observation in observations))
        assert len(choices) == 5


def test_random_agent_is_uniform():
    for observation, _ in sampled_decisions():
        policy = RandomAgent().policy(observation)
        assert all(probability == pytest.approx(1 / len(observation.legal_actions()))
                   for probability in policy.values())


def test_random_agent_choices_follow_its_policy():
    """Each of a Guard's many legal actions comes up about equally often."""
    observation = next(obs for obs, _ in sampled_decisions() if len(obs.legal_actions()) >= 10)
    rng = random.Random(2)
    draws = 200 * len(observation.legal_actions())
    counts = dict.fromkeys(observation.legal_actions(), 0)
    for _ in range(draws):
        counts[RandomAgent().choose(observation, rng)] += 1
    for count in counts.values():
        assert 120 <= count <= 280


def test_cautious_random_agent_is_uniform_over_everything_but_the_princess():
    seen_princess = 0
    for observation, _ in sampled_decisions():
        policy = CautiousRandomAgent().policy(observation)
        safe = [action for action in observation.legal_actions() if not plays_princess(action)]
        assert safe, "the Princess is never the only card that may be played"
        for action, probability in policy.items():
            expected = 0.0 if plays_princess(action) else 1 / len(safe)
            assert probability == pytest.approx(expected)
        seen_princess += any(plays_princess(action) for action in observation.legal_actions())
    assert seen_princess >= 20


@pytest.mark.parametrize("agent_class", [CautiousRandomAgent, HeuristicAgent])
def test_careful_agents_never_play_the_princess(agent_class):
    rng = random.Random(8)
    for observation, _ in sampled_decisions():
        if any(plays_princess(action) for action in observation.legal_actions()):
            for _ in range(5):
                assert not plays_princess(agent_class().choose(observation, rng))
    for edition, players in SIZES:
        for seed in range(15):
            rnd = play_round(Round.deal(edition, players, seed=seed),
                             [agent_class() for _ in range(players)], rng)
            assert not any(event.kind == "play" and event.details["card"] is Card.PRINCESS
                           for event in rnd.events)
            assert not any(event.kind == "eliminated" and event.details["cause"] == "princess"
                           for event in rnd.events)


def test_heuristic_policy_puts_everything_on_its_choice():
    agent = HeuristicAgent()
    for observation, _ in sampled_decisions():
        policy = agent.policy(observation)
        choice = agent.choose(observation, random.Random(0))
        assert policy[choice] == 1.0
        assert sorted(policy.values()) == [0.0] * (len(policy) - 1) + [1.0]


def test_heuristic_chancellor_keeps_the_highest_card():
    for observation, _ in sampled_decisions():
        if observation.pending_chancellor:
            action = HeuristicAgent().choose(observation, random.Random(0))
            values = observation.edition.values
            assert isinstance(action, ChancellorReturn)
            assert values[action.keep] == max(values[card] for card in observation.hand)


# ---------------------------------------------------------------------- what the heuristic knows


def test_known_hands_is_sound_in_random_rounds():
    """Every card known_hands claims a seat holds is in that seat's hand, from every
    seat's point of view, at every decision (reveal_drawn off and on)."""
    claims = 0
    for edition, players in SIZES:
        for seed in range(8):
            rng = random.Random(seed)
            rnd = Round.deal(edition, players, rng=rng, reveal_drawn=seed % 2 == 0)
            agents = [RandomAgent() if seat % 2 else HeuristicAgent() for seat in range(players)]
            while not rnd.is_over:
                for seat in rnd.in_round:
                    for other, card in known_hands(rnd.observation(seat)).items():
                        assert other != seat
                        assert card in rnd.hand(other), (seat, other, card, rnd.events)
                        claims += 1
                rnd.apply(agents[rnd.current_player].choose(rnd.observation(rnd.current_player), rng))
    assert claims >= 100


def play(rnd, *actions):
    """Apply real moves, each by the seat whose turn it is."""
    for action in actions:
        rnd.apply(action)
    return rnd


def heuristic_move(rnd):
    seat = rnd.current_player
    return HeuristicAgent().choose(rnd.observation(seat), random.Random(0))


def test_heuristic_guard_names_a_card_seen_with_a_priest(position):
    # Ann (0) looks at Cleo's (2) Baron; Ben plays a Spy; Cleo keeps the Baron and plays
    # a Priest (another card, so the Baron is still in her hand); Ann draws a Guard.
    rnd = position([[Card.PRIEST, Card.COUNTESS], [Card.GUARD], [Card.BARON]],
                   top=[Card.SPY, Card.PRIEST, Card.GUARD])
    play(rnd, Play(Card.PRIEST, target=2), Play(Card.SPY), Play(Card.PRIEST, target=1))
    assert rnd.current_player == 0 and rnd.hand(2) == (Card.BARON,)
    assert known_hands(rnd.observation(0)) == {2: Card.BARON}
    # Seat 1 comes first in seat order: aiming at seat 2 is the knowledge at work.
    assert heuristic_move(rnd) == Play(Card.GUARD, target=2, guess=Card.BARON)
    play(rnd, heuristic_move(rnd))
    assert 2 in rnd.eliminated


def test_heuristic_guard_forgets_once_the_target_played_the_card_seen(position):
    # As above, but Cleo draws a Handmaid and plays the Baron (on Ben, who is out):
    # Ann cannot tell whether the Baron played was the one she saw.
    rnd = position([[Card.PRIEST, Card.COUNTESS], [Card.GUARD], [Card.BARON]],
                   top=[Card.SPY, Card.HANDMAID, Card.GUARD])
    play(rnd, Play(Card.PRIEST, target=2), Play(Card.SPY), Play(Card.BARON, target=1))
    assert rnd.current_player == 0 and rnd.eliminated == {1}
    assert known_hands(rnd.observation(0)) == {}
    # Without knowledge: the most common card Ann cannot place, ties to the higher
    # value. Unplaced copies: Handmaid, Prince and Chancellor 2 each, the rest 1 or 0.
    assert heuristic_move(rnd) == Play(Card.GUARD, target=2, guess=Card.CHANCELLOR)


@pytest.mark.parametrize("reveal_drawn", [False, True])
def test_playing_the_card_just_drawn_keeps_the_knowledge_only_when_shown(position, reveal_drawn):
    # Cleo holds the Baron Ann saw, draws the other Baron and plays it. With
    # reveal_drawn everyone sees the card played was the one just drawn.
    rnd = position([[Card.PRIEST, Card.COUNTESS], [Card.GUARD], [Card.BARON]],
                   top=[Card.SPY, Card.BARON, Card.GUARD], reveal_drawn=reveal_drawn)
    play(rnd, Play(Card.PRIEST, target=2), Play(Card.SPY), Play(Card.BARON, target=1))
    assert rnd.hand(2) == (Card.BARON,)
    assert known_hands(rnd.observation(0)) == ({2: Card.BARON} if reveal_drawn else {})


def test_heuristic_guard_is_not_aimed_at_a_known_guard(position):
    # Ann saw Ben's Guard, which no Guard may name (docs/rules.md A8): a sure miss.
    rnd = position([[Card.PRIEST, Card.COUNTESS], [Card.GUARD], [Card.BARON]],
                   top=[Card.SPY, Card.PRIEST, Card.GUARD])
    play(rnd, Play(Card.PRIEST, target=1), Play(Card.SPY), Play(Card.PRIEST, target=0))
    assert known_hands(rnd.observation(0)) == {1: Card.GUARD}
    move = heuristic_move(rnd)
    assert move.card is Card.GUARD and move.target == 2


@pytest.mark.parametrize("looked_at,expected_target", [(2, 2), (1, 1)])
def test_heuristic_prince_targets_a_known_princess_holder(position, looked_at, expected_target):
    # Cleo holds the Princess. Ann looks at one player with her Priest, then holds
    # King and Prince and plays the Prince (the lower card).
    rnd = position([[Card.PRIEST, Card.KING], [Card.GUARD], [Card.PRINCESS]],
                   top=[Card.SPY, Card.SPY, Card.PRINCE])
    play(rnd, Play(Card.PRIEST, target=looked_at), Play(Card.SPY), Play(Card.SPY))
    assert rnd.current_player == 0
    # Knowing the Princess is with Cleo: the Prince goes to her. Knowing only Ben's
    # Guard: no Princess known, so the first other player (Ben).
    assert heuristic_move(rnd) == Play(Card.PRINCE, target=expected_target)
    if expected_target == 2:
        play(rnd, heuristic_move(rnd))
        assert 2 in rnd.eliminated  # docs/rules.md A9.6.1


@pytest.mark.parametrize("looked_at", [1, 2])
def test_heuristic_baron_uses_what_it_knows(position, looked_at):
    # Ben keeps a King, Cleo a Guard. Ann looks at one of them, then holds a Prince
    # and a Baron and plays the Baron (the kept Prince is worth 5).
    rnd = position([[Card.PRIEST, Card.PRINCE], [Card.KING], [Card.GUARD]],
                   top=[Card.SPY, Card.SPY, Card.BARON])
    play(rnd, Play(Card.PRIEST, target=looked_at), Play(Card.SPY), Play(Card.SPY))
    # Cleo either is known to hold a lower card, or is the one whose card is unknown
    # while Ben is known to hold a higher one: the Baron goes to Cleo either way.
    assert heuristic_move(rnd) == Play(Card.BARON, target=2)
    play(rnd, heuristic_move(rnd))
    assert rnd.eliminated == {2}  # Prince (5) beats Guard (1), docs/rules.md A9.4


def test_known_hands_after_my_king(position):
    # Ann gives her Handmaid to Ben and takes his Priest (docs/rules.md A9.8).
    rnd = position([[Card.KING, Card.HANDMAID], [Card.PRIEST], [Card.BARON]],
                   top=[Card.SPY, Card.SPY, Card.GUARD])
    play(rnd, Play(Card.KING, target=1))
    assert known_hands(rnd.observation(0)) == {1: Card.HANDMAID}
    assert known_hands(rnd.observation(1)) == {0: Card.PRIEST}
    assert known_hands(rnd.observation(2)) == {}
    # Ben plays the Spy he drew, keeping the Handmaid: still known.
    play(rnd, Play(Card.SPY), Play(Card.SPY))
    assert rnd.hand(1) == (Card.HANDMAID,)
    assert known_hands(rnd.observation(0)) == {1: Card.HANDMAID}


def test_known_hands_after_a_king_played_on_me(position):
    # Ben plays the King on Ann: he gives the Priest and takes her Guard.
    rnd = position([[Card.GUARD], [Card.KING, Card.PRIEST], [Card.BARON]],
                   top=[Card.SPY, Card.HANDMAID], active=1)
    play(rnd, Play(Card.KING, target=0))
    assert rnd.hand(0) == (Card.PRIEST,) and rnd.hand(1) == (Card.GUARD,)
    assert known_hands(rnd.observation(0)) == {1: Card.GUARD}
    assert known_hands(rnd.observation(1)) == {0: Card.PRIEST}
    assert known_hands(rnd.observation(2)) == {}


def test_known_hands_follow_a_king_exchange_between_others(position):
    # Ann sees Cleo's Baron; Ben then exchanges with Cleo: the Baron is now Ben's.
    rnd = position([[Card.PRIEST, Card.COUNTESS], [Card.GUARD], [Card.BARON]],
                   top=[Card.KING, Card.SPY, Card.GUARD])
    play(rnd, Play(Card.PRIEST, target=2), Play(Card.KING, target=2))
    assert rnd.hand(1) == (Card.BARON,) and rnd.hand(2)[0] is Card.GUARD
    assert known_hands(rnd.observation(0)) == {1: Card.BARON}


def test_known_hands_forget_a_prince_discard_and_a_chancellor(position):
    rnd = position([[Card.PRIEST, Card.COUNTESS], [Card.GUARD], [Card.BARON]],
                   top=[Card.PRINCE, Card.CHANCELLOR, Card.GUARD])
    play(rnd, Play(Card.PRIEST, target=2), Play(Card.PRINCE, target=2))
    assert known_hands(rnd.observation(0)) == {}  # Cleo discarded it and drew anew
    rnd = position([[Card.PRIEST, Card.COUNTESS], [Card.GUARD], [Card.BARON]],
                   top=[Card.SPY, Card.CHANCELLOR, Card.GUARD])
    play(rnd, Play(Card.PRIEST, target=2), Play(Card.SPY), Play(Card.CHANCELLOR))
    assert known_hands(rnd.observation(0)) == {}  # she may put the Baron back


def test_known_hands_after_a_baron_tie(position):
    # Equal values: nobody is out, and the two players learn each other's card (A9.4).
    rnd = position([[Card.BARON, Card.PRIEST], [Card.PRIEST], [Card.GUARD]],
                   top=[Card.SPY, Card.SPY, Card.GUARD])
    play(rnd, Play(Card.BARON, target=1))
    assert not rnd.eliminated
    assert known_hands(rnd.observation(0)) == {1: Card.PRIEST}
    assert known_hands(rnd.observation(1)) == {0: Card.PRIEST}
    assert known_hands(rnd.observation(2)) == {}


def test_known_hands_after_a_baron_on_me(position):
    # Ben's Baron, kept with a Handmaid, against Ann's King: Ben is out (A9.4, A10),
    # and nothing is left to know about him.
    rnd = position([[Card.KING], [Card.BARON, Card.HANDMAID], [Card.GUARD]],
                   top=[Card.SPY, Card.SPY], active=1)
    play(rnd, Play(Card.BARON, target=0))
    assert rnd.eliminated == {1}
    assert known_hands(rnd.observation(0)) == {}
    # Cleo's Baron, kept with a Prince, against Ann's Prince: a tie; as the target,
    # Ann learns Cleo's Prince.
    rnd = position([[Card.PRINCE], [Card.GUARD], [Card.BARON, Card.PRINCE]],
                   top=[Card.SPY, Card.SPY], active=2)
    play(rnd, Play(Card.BARON, target=0))
    assert not rnd.eliminated
    assert known_hands(rnd.observation(0)) == {2: Card.PRINCE}
    assert known_hands(rnd.observation(2)) == {0: Card.PRINCE}
    assert known_hands(rnd.observation(1)) == {}


# ---------------------------------------------------------------------- what agents receive


class Inspector(Agent):
    """Wraps an agent and checks what it is handed, against the round it plays in."""

    def __init__(self, inner, rnd):
        self.inner, self.rnd, self.calls = inner, rnd, 0

    def policy(self, observation):
        return self.inner.policy(observation)

    def choose(self, observation, rng):
        rnd = self.rnd
        assert type(observation) is Observation
        assert isinstance(observation, Observation)
        assert observation.player == rnd.current_player
        assert observation.hand == rnd.hand(rnd.current_player)
        assert observation.legal_actions() == rnd.legal_actions()
        for event in observation.events:
            assert event.secret is None or observation.player in event.seen_by
        self.calls += 1
        return self.inner.choose(observation, rng)


@pytest.mark.parametrize("inner_class", [RandomAgent, CautiousRandomAgent, HeuristicAgent])
def test_agents_only_receive_the_observation_of_the_deciding_seat(inner_class):
    for edition, players in SIZES:
        for seed in range(4):
            rng = random.Random(seed)
            rnd = Round.deal(edition, players, rng=rng)
            inspectors = {seat: Inspector(inner_class(), rnd) for seat in range(players)}
            finished = play_round(rnd, inspectors, rng)  # a dict indexed by seat works too
            assert finished is rnd and rnd.is_over
            assert sum(inspector.calls for inspector in inspectors.values()) == len(rnd.actions)


# ---------------------------------------------------------------------- strength


@pytest.mark.parametrize("edition", [REVISED, CLASSIC], ids=["revised", "classic"])
def test_heuristic_beats_random_over_400_two_player_rounds(edition):
    """Seats and first player alternate; equal strength would win about half."""
    heuristic_wins = random_wins = 0
    rounds = 400
    for index in range(rounds):
        rng = random.Random(index)
        heuristic_seat = index % 2
        agents = [None, None]
        agents[heuristic_seat], agents[1 - heuristic_seat] = HeuristicAgent(), RandomAgent()
        rnd = play_round(Round.deal(edition, 2, rng=rng, first_player=(index // 2) % 2), agents, rng)
        heuristic_wins += heuristic_seat in rnd.winners
        random_wins += (1 - heuristic_seat) in rnd.winners
    assert heuristic_wins >= 0.6 * rounds
    assert heuristic_wins >= 2 * random_wins
