"""The cheap ways to know what one knows: following a round, and the public shortcut.

What is checked, and where the expectation comes from:

* ``Observation.events_since``: a later observation of the same player in the same
  round adds exactly the events after the earlier one's (its own ``events`` are the
  reference); another player, another round, an older observation, one built from
  its fields: None.
* ``Follower.replay`` equals ``replay`` (the full reading) at every decision of random
  rounds of both editions and every player count, dealt and staged, with and without
  reveal_drawn, whatever order the observations come in.
* The shortcut: while the round goes on, a player whose observation saw no event of
  ``REVEALING`` knows no opponent's card in the full replay, ``saw_privately`` says what the events say, and
  ``unseen_copies`` (the public fields) equals the replay's ``unseen``.
* The heuristic agent decides exactly as one that replays every observation in full,
  in whole games of every edition and player count, and one agent shared by every
  seat plays the same games as one agent per seat.
"""

import copy
import dataclasses
import pickle
import random

import pytest

from lovelet import CLASSIC, REVISED, Card, Game, Round
from lovelet.agents import HeuristicAgent
from lovelet.lab.match import play_game
from lovelet.engine.replay import REVEALING, Follower, replay, unseen_copies

EDITION_SIZES = [(edition, players) for edition in (REVISED, CLASSIC)
                 for players in range(2, edition.max_players + 1)]
IDS = [f"{edition.name}-{players}" for edition, players in EDITION_SIZES]
# Plays that show cards privately or move them, chosen first half the time.
STEERED = {Card.PRIEST, Card.BARON, Card.KING, Card.CHANCELLOR, Card.PRINCE}


def snapshot(state):
    """Everything a replay holds after its last event, as comparable values."""
    return (
        state.read, state.discards, state.face_up, state.deck_size, state.set_aside_count,
        state.protected, state.eliminated, state.current_player, state.turn,
        state.pending_chancellor, state.is_over, state.winners, state.gains, state.favors,
        tuple(tuple(token.card for token in tokens) for tokens in state.hands),
        tuple(token.card for token in state.bottom),
        None if state.set_aside is None else state.set_aside.card,
        dict(state.unseen), state.fresh,
    )


def observations_of_random_rounds(edition, players, rounds, seed, **options):
    """[(round, [observation of every seat]) at each decision and once over], for
    ``rounds`` random rounds, half of them staged from a dealt one's position."""
    rng = random.Random(seed)
    found = []
    for number in range(rounds):
        rnd = Round.deal(edition, players, seed=rng.randrange(10**6), **options)
        if number % 2:  # a staged round: its log begins with a position
            for _ in range(rng.randrange(3)):
                if rnd.is_over or rnd.pending_chancellor:
                    break
                rnd.apply(rng.choice(rnd.legal_actions()))
            if rnd.is_over or rnd.pending_chancellor:
                continue
            rnd = Round.from_position(
                edition, [rnd.hand(seat) for seat in range(players)], rnd.deck, rnd.set_aside,
                face_up=rnd.face_up, discards=[rnd.discards(seat) for seat in range(players)],
                protected=rnd.protected, eliminated=rnd.eliminated, active=rnd.current_player,
                **options)
        views = []
        while True:
            views.append([rnd.observation(seat) for seat in range(players)])
            if rnd.is_over:
                break
            legal = rnd.legal_actions()
            liked = [action for action in legal if getattr(action, "card", None) in STEERED]
            rnd.apply(rng.choice(liked) if liked and rng.random() < 0.5 else rng.choice(legal))
        found.append((rnd, views))
    return found


@pytest.mark.parametrize("edition,players", EDITION_SIZES, ids=IDS)
def test_a_later_observation_adds_exactly_the_events_after_the_earlier_ones(edition, players):
    for _, views in observations_of_random_rounds(edition, players, rounds=6, seed=players):
        for seat in range(players):
            first, *rest = [moment[seat] for moment in views]
            for earlier, later in zip([first] + rest, rest):
                added = later.events_since(earlier)
                assert added is not None
                assert earlier.events + added == later.events
                assert later.events_since(later) == ()
                assert earlier.events_since(later) is None or later.events == earlier.events
                other = views[-1][(seat + 1) % players]
                assert later.events_since(other) is None


def test_observations_of_another_round_or_built_from_fields_do_not_continue():
    one = Round.deal(REVISED, 3, seed=1)
    two = Round.deal(REVISED, 3, seed=1)  # the same cards, but another round's log
    assert one.observation(0).events == two.observation(0).events
    assert two.observation(0).events_since(one.observation(0)) is None
    earlier = one.observation(one.current_player)
    one.apply(one.legal_actions()[0])
    later = one.observation(earlier.player)
    rebuilt = dataclasses.replace(later)
    unpickled = pickle.loads(pickle.dumps(later))
    assert rebuilt == later and unpickled == later
    assert later.events_since(earlier) is not None
    assert rebuilt.events_since(earlier) is None
    assert unpickled.events_since(earlier) is None
    assert later.events_since(dataclasses.replace(earlier)) is None
    assert later.events_since("not an observation") is None
    assert rebuilt.saw_privately(REVEALING) is None


@pytest.mark.parametrize("reveal_drawn", [False, True])
@pytest.mark.parametrize("edition,players", EDITION_SIZES, ids=IDS)
def test_a_follower_gives_the_full_replay_in_any_order(edition, players, reveal_drawn):
    rng = random.Random(players)
    follower = Follower()
    for _, views in observations_of_random_rounds(edition, players, rounds=6, seed=players,
                                                  reveal_drawn=reveal_drawn):
        asked = [observation for moment in views for observation in moment if rng.random() < 0.6]
        # Now and then an older observation, or one already asked: it must not read on.
        for index in range(len(asked) // 5):
            asked.insert(rng.randrange(len(asked) + 1), rng.choice(asked))
        for observation in asked:
            assert snapshot(follower.replay(observation)) == snapshot(replay(observation))


def test_a_copied_or_pickled_follower_starts_empty():
    rnd = Round.deal(REVISED, 4, seed=3)
    follower = Follower()
    follower.replay(rnd.observation(0))
    assert follower._latest
    for copied in (copy.copy(follower), copy.deepcopy(follower), pickle.loads(pickle.dumps(follower))):
        assert copied._latest == {}
    agent = HeuristicAgent()
    play_game(Game(REVISED, 4, seed=3), agent, seed=3)
    assert pickle.loads(pickle.dumps(agent))._follower._latest == {}


@pytest.mark.parametrize("edition,players", EDITION_SIZES, ids=IDS)
def test_a_player_who_saw_nothing_revealing_knows_no_card_and_counts_the_fields(edition, players):
    silent = revealing = 0
    for _, views in observations_of_random_rounds(edition, players, rounds=8, seed=10 + players):
        for observation in (observation for moment in views for observation in moment):
            state = replay(observation)
            assert unseen_copies(observation) == dict(state.unseen)
            saw = observation.saw_privately(REVEALING)
            told = any(event.kind in REVEALING and event.secret is not None
                       for event in observation.events)
            assert saw is told
            if not saw and not observation.is_over:  # the end shows every hand
                silent += 1
                assert all(token.card is None for seat, tokens in enumerate(state.hands)
                           if seat != observation.player for token in tokens)
            elif saw:
                revealing += 1
    assert silent and revealing  # both cases were met


class _FullReplayHeuristic(HeuristicAgent):
    """The heuristic agent as it was: a full replay at every decision it aims."""

    def _telling_replay(self, observation):
        return replay(observation)


@pytest.mark.parametrize("reveal_drawn", [False, True])
@pytest.mark.parametrize("edition,players", EDITION_SIZES, ids=IDS)
def test_the_heuristic_decides_as_with_a_full_replay(edition, players, reveal_drawn):
    for seed in range(12):
        fast = play_game(Game(edition, players, seed=seed, reveal_drawn=reveal_drawn),
                         [HeuristicAgent() for _ in range(players)], seed=seed)
        full = play_game(Game(edition, players, seed=seed, reveal_drawn=reveal_drawn),
                         [_FullReplayHeuristic() for _ in range(players)], seed=seed)
        shared = play_game(Game(edition, players, seed=seed, reveal_drawn=reveal_drawn),
                           HeuristicAgent(), seed=seed)
        played = [rnd.actions for rnd in full.rounds]
        assert [rnd.actions for rnd in fast.rounds] == played
        assert [rnd.actions for rnd in shared.rounds] == played


def test_the_heuristic_policy_is_the_full_replays_at_every_decision():
    agent, reference = HeuristicAgent(), _FullReplayHeuristic()
    for edition, players in EDITION_SIZES:
        for rnd, views in observations_of_random_rounds(edition, players, rounds=4, seed=players):
            for moment in views:
                for observation in moment:
                    if observation.legal_actions():
                        assert agent.policy(observation) == reference.policy(observation)
