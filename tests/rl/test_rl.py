"""The PettingZoo environment (lovelet.rl): PettingZoo's own conformance tests, then what
the environment promises on top: the mask is the legal actions, the numbering round-trips,
the rewards are zero-sum as documented, illegal moves are handled as documented, and an
agent's vector holds nothing it may not know."""

import pickle
import random
import subprocess
import sys
import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Game, IllegalAction, Play  # noqa: E402
from lovelet.rl import ActionEncoding, LoveLetterEnv, env, raw_env  # noqa: E402

SIZES = [("revised", 2), ("revised", 4), ("revised", 6), ("classic", 2), ("classic", 4)]
CONFIGS = [(edition, players, unit) for edition, players in SIZES for unit in ("round", "game")]
IDS = [f"{edition}-{players}-{unit}" for edition, players, unit in CONFIGS]

# api_test warns about any dict observation of an environment that is not one of
# PettingZoo's own (it keeps a list of their names); those two warnings are expected.
EXPECTED_WARNINGS = ("Observation is not a NumPy array",
                     "Observation space for each agent probably should be")


def random_policy_steps(environment, seed, limit=10_000):
    """Play ``environment`` (already reset) to its end with masked random actions drawn
    from ``random.Random(seed)``; yields (agent, observation, reward, done) before each step."""
    rng = random.Random(seed)
    for agent in environment.agent_iter(limit):
        observation, reward, terminated, truncated, _info = environment.last()
        done = terminated or truncated
        yield agent, observation, reward, done
        if done:
            action = None
        else:
            action = rng.choice(np.flatnonzero(observation["action_mask"]).tolist())
        environment.step(action)


def play_out(environment, seed):
    """Final rewards {agent: cumulative reward seen at its last step} of one episode."""
    final = {}
    for agent, _observation, reward, done in random_policy_steps(environment, seed):
        if done:
            final[agent] = reward
    return final


# ---------------------------------------------------------------------- PettingZoo's tests


@pytest.mark.parametrize("edition, players, unit", CONFIGS, ids=IDS)
@pytest.mark.parametrize("make", [env, raw_env], ids=["env", "raw_env"])
def test_pettingzoo_api_test_passes(make, edition, players, unit):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(make(edition=edition, players=players, unit=unit), num_cycles=200)
    unexpected = [str(w.message) for w in caught if not str(w.message).startswith(EXPECTED_WARNINGS)]
    assert unexpected == []


@pytest.mark.parametrize("edition, players, unit", CONFIGS, ids=IDS)
def test_pettingzoo_seed_test_passes(edition, players, unit):
    seed_test(lambda: env(edition=edition, players=players, unit=unit), num_cycles=200)


@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array", "ignore:Observation space for each agent")
def test_the_readme_loop_passes_api_test_with_the_wrappers():
    # What the README builds: env(...) with its wrappers, a 4-player revised game.
    api_test(env(edition="revised", players=4, unit="game"), num_cycles=500)


# ---------------------------------------------------------------------- construction


def test_agents_are_named_by_seat():
    environment = raw_env(edition="revised", players=5)
    assert environment.possible_agents == [f"player_{seat}" for seat in range(5)]


@pytest.mark.parametrize("arguments, code", [
    (dict(edition="deluxe"), "BAD_OPTION"),
    (dict(edition="classic", players=5), "BAD_PLAYER_COUNT"),
    (dict(edition="revised", players=7), "BAD_PLAYER_COUNT"),
    (dict(unit="match"), "BAD_OPTION"),
    (dict(render_mode="rgb_array"), "BAD_OPTION"),
    (dict(edition="revised", tie_break="discard_sum"), "BAD_OPTION"),
    (dict(colour="red"), "BAD_OPTION"),
])
def test_bad_settings_are_refused_with_a_sentence(arguments, code):
    with pytest.raises(IllegalAction) as refused:
        LoveLetterEnv(**arguments)
    assert refused.value.code == code
    assert refused.value.message.endswith(".")


def test_edition_options_reach_the_game():
    environment = raw_env(edition="classic", players=2, unit="game", thresholds="aeg")
    environment.reset(seed=1)
    assert environment.game.favors_needed == CLASSIC.favors_needed(2, "aeg")
    assert environment.game.favors_needed != CLASSIC.favors_needed(2)


def test_the_environment_pickles_with_its_settings():
    environment = raw_env(edition="classic", players=3, unit="game", thresholds="aeg")
    twin = pickle.loads(pickle.dumps(environment))
    assert (twin.edition, twin.possible_agents, twin.unit) == (CLASSIC, environment.possible_agents, "game")
    assert twin.options == environment.options


def test_import_lovelet_stays_light_and_the_rl_extra_is_named_when_missing():
    light = ("import sys, lovelet; "
             "print(sorted(m for m in ('pettingzoo', 'gymnasium', 'numpy') if m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", light], capture_output=True, text=True,
                          check=True).stdout.strip() == "[]"
    missing = ("import sys; sys.modules['pettingzoo'] = None\n"
               "try:\n    import lovelet.rl\nexcept ImportError as error:\n    print(error)")
    said = subprocess.run([sys.executable, "-c", missing], capture_output=True, text=True, check=True).stdout
    assert 'pip install "lovelet[rl]"' in said


# ---------------------------------------------------------------------- actions and the mask


@pytest.mark.parametrize("edition, players", SIZES)
def test_every_number_decodes_and_encodes_back(edition, players):
    encoding = ActionEncoding(edition, players)
    for seat in range(players):
        decoded = [encoding.action(index, seat) for index in range(encoding.size)]
        assert len(set(decoded)) == encoding.size  # one number, one action
        assert [encoding.index(action, seat) for action in decoded] == list(range(encoding.size))
        for action in decoded:
            if type(action) is Play and action.target is not None:
                assert 0 <= action.target < players


@pytest.mark.parametrize("edition, players", SIZES)
def test_the_numbering_is_seen_from_the_acting_seat(edition, players):
    encoding = ActionEncoding(edition, players)
    aim_next = encoding.index(Play(Card.PRIEST, 1), 0)
    for seat in range(players):  # the same number aims at the next seat, whoever acts
        assert encoding.action(aim_next, seat) == Play(Card.PRIEST, (seat + 1) % players)


@pytest.mark.parametrize("action", [Play(Card.PRIEST, 4), Play(Card.PRIEST, -1), Play(Card.SPY, 1),
                                    Play(Card.GUARD, 1, Card.GUARD), Play(Card.PRINCE, 1, Card.SPY),
                                    ChancellorReturn(Card.KING, (Card.KING,)), "Priest"])
def test_what_the_edition_cannot_do_has_no_number(action):
    with pytest.raises(IllegalAction) as refused:
        ActionEncoding(REVISED, 4).index(action, 0)
    assert refused.value.code == "BAD_ACTION"


def test_the_classic_edition_has_no_chancellor_actions():
    encoding = ActionEncoding(CLASSIC, 4)
    actions = [encoding.action(index, 0) for index in range(encoding.size)]
    assert not any(isinstance(action, ChancellorReturn) for action in actions)
    assert {action.card for action in actions} == set(CLASSIC.cards)


@pytest.mark.parametrize("edition, players, unit", CONFIGS, ids=IDS)
def test_the_mask_is_exactly_the_legal_actions(edition, players, unit):
    environment = raw_env(edition=edition, players=players, unit=unit)
    chancellors = 0
    for episode in range(6):
        environment.reset(seed=episode)
        for agent, observation, _reward, done in random_policy_steps(environment, episode):
            if done:
                continue
            legal = environment.game.legal_actions()
            masked = np.flatnonzero(observation["action_mask"])
            assert {environment.action_of(int(index)) for index in masked} == set(legal)
            assert len(masked) == len(legal)
            assert observation["action_mask"].dtype == np.int8
            chancellors += environment.game.round.pending_chancellor
            for other in environment.agents:
                if other != agent:
                    assert not environment.observe(other)["action_mask"].any()
    if edition == "revised":
        assert chancellors > 0  # the Chancellor's returns were met and matched too


def test_the_player_finishing_a_chancellor_is_selected_again():
    environment = raw_env(edition="revised", players=3)
    for seed in range(200):
        environment.reset(seed=seed)
        for agent, observation, _reward, done in random_policy_steps(environment, seed):
            if not done and environment.game.round.pending_chancellor:
                assert agent == f"player_{environment.game.round.current_player}"
                assert all(isinstance(environment.action_of(int(index)), ChancellorReturn)
                           for index in np.flatnonzero(observation["action_mask"]))
                return
    pytest.fail("no Chancellor was played in 200 rounds")


# ---------------------------------------------------------------------- illegal actions


def illegal_index(environment):
    mask = environment.observe(environment.agent_selection)["action_mask"]
    return int(np.flatnonzero(mask == 0)[0])


def test_raw_env_refuses_an_illegal_action_and_changes_nothing():
    environment = raw_env(edition="revised", players=4)
    environment.reset(seed=3)
    agent = environment.agent_selection
    before = environment.game.snapshot(), environment.observe(agent)["observation"]
    index = illegal_index(environment)
    with pytest.raises(IllegalAction) as refused:
        environment.step(index)
    assert refused.value.code not in ("BAD_ACTION",)  # the engine's own reason, e.g. CARD_NOT_IN_HAND
    assert environment.game.snapshot() == before[0]
    assert np.array_equal(environment.observe(agent)["observation"], before[1])
    assert environment.agent_selection == agent


@pytest.mark.parametrize("action", [-1, 10**6, 2.5, "3", None, True])
def test_raw_env_refuses_what_is_not_an_action_number(action):
    environment = raw_env(edition="classic", players=2)
    environment.reset(seed=0)
    before = environment.game.snapshot()
    with pytest.raises(IllegalAction) as refused:
        environment.step(action)
    assert refused.value.code == "BAD_ACTION"
    assert environment.game.snapshot() == before


def test_numpy_integers_are_actions():
    environment = raw_env(edition="classic", players=2)
    environment.reset(seed=0)
    mask = environment.observe(environment.agent_selection)["action_mask"]
    environment.step(np.int64(np.flatnonzero(mask)[0]))
    assert len(environment.game.round.actions) == 1


def test_wrapped_env_ends_the_episode_on_an_illegal_move_like_pettingzoo_classic():
    environment = env(edition="revised", players=3)
    environment.reset(seed=4)
    offender = environment.agent_selection
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PettingZoo logs the illegal move
        environment.step(illegal_index(environment))
    final = {}
    for agent in environment.agent_iter():
        _observation, reward, terminated, truncated, _info = environment.last()
        assert terminated or truncated
        final[agent] = reward
        environment.step(None)
    assert final == {agent: (-1.0 if agent == offender else 0.0) for agent in environment.possible_agents}
    assert environment.agents == []


# ---------------------------------------------------------------------- rewards and endings


@pytest.mark.parametrize("edition, players", SIZES)
def test_round_rewards_share_the_round_favors_zero_sum(edition, players):
    environment = raw_env(edition=edition, players=players, unit="round")
    n = players
    lone_winner_seen = False
    for seed in range(30):
        environment.reset(seed=seed)
        final = play_out(environment, seed)
        rnd = environment.game.round
        gains = [after - before for after, before in zip(rnd.favors, rnd.favors_before)]
        assert sum(final.values()) == pytest.approx(0, abs=1e-9)
        for seat, agent in enumerate(environment.possible_agents):
            share = gains[seat] / sum(gains)
            assert final[agent] == pytest.approx(n / (n - 1) * (share - 1 / n))
            if seat in rnd.eliminated:
                assert final[agent] == pytest.approx(-1 / (n - 1))
        if sum(gains) == 1:
            lone_winner_seen = True
            assert sorted(final.values()) == pytest.approx([-1 / (n - 1)] * (n - 1) + [1])
    assert lone_winner_seen


@pytest.mark.parametrize("edition, players", SIZES)
def test_game_rewards_come_once_at_the_end_to_the_game_winners(edition, players):
    environment = raw_env(edition=edition, players=players, unit="game")
    n = players
    for seed in range(4):
        environment.reset(seed=seed)
        final = {}
        for agent, _observation, reward, done in random_policy_steps(environment, seed):
            if done:
                final[agent] = reward
            else:
                assert reward == 0  # nothing before the game is won
        winners = environment.game.winners
        assert environment.game.is_over and len(environment.game.rounds) >= 2  # 3+ favors to win
        assert sum(final.values()) == pytest.approx(0, abs=1e-9)
        for seat, agent in enumerate(environment.possible_agents):
            expected = (n - len(winners)) / (len(winners) * (n - 1)) if seat in winners else -1 / (n - 1)
            assert final[agent] == pytest.approx(expected)


@pytest.mark.parametrize("unit", ["round", "game"])
def test_agents_end_together_and_are_removed_after_their_last_step(unit):
    environment = raw_env(edition="revised", players=4, unit=unit)
    environment.reset(seed=8)
    finished = []
    for agent, _observation, _reward, done in random_policy_steps(environment, 8):
        assert agent not in finished  # no agent comes back
        if done:
            assert all(environment.terminations.values())
            assert len(environment.agents) == 4 - len(finished)
            finished.append(agent)
        elif unit == "round":
            assert environment._seat_of[agent] not in environment.game.round.eliminated
    assert sorted(finished) == environment.possible_agents
    assert environment.agents == [] and environment.rewards == {} and environment.terminations == {}


# ---------------------------------------------------------------------- seeding


def first_observations(environment, steps=12):
    seen = []
    for _agent, observation, _reward, done in random_policy_steps(environment, 0):
        seen.append(observation["observation"].copy())
        if len(seen) == steps or done:
            break
    return seen


def test_reset_with_a_seed_deals_the_game_of_that_seed():
    environment = raw_env(edition="revised", players=3, unit="game")
    for seed in (0, 17):
        environment.reset(seed=seed)
        game = Game(REVISED, 3, seed=seed)
        assert environment.game.round.dealt_deck == game.round.dealt_deck
        assert environment.agent_selection == f"player_{game.round.current_player}"


def test_same_seed_same_episode_and_unseeded_resets_go_on_from_it():
    first, second = raw_env(players=4), raw_env(players=4)
    first.reset(seed=5)
    second.reset(seed=5)
    for a, b in zip(first_observations(first), first_observations(second)):
        assert np.array_equal(a, b)
    decks = []
    for environment in (first, second):
        environment.reset(seed=5)
        environment.reset()
        decks.append(environment.game.round.dealt_deck)
    assert decks[0] == decks[1]  # the episode after seed 5 is the same for both...
    assert decks[0] != Game(REVISED, 4, seed=5).round.dealt_deck  # ...and a new deal


def test_reset_seeds_the_action_spaces_so_a_sampling_policy_replays():
    draws = []
    for _ in range(2):
        environment = env(players=2)
        environment.reset(seed=9)
        mask = environment.observe(environment.agent_selection)["action_mask"]
        draws.append([int(environment.action_space(environment.agent_selection).sample(mask))
                      for _ in range(20)])
    assert draws[0] == draws[1]


def test_an_unseeded_environment_keeps_the_seed_it_drew():
    environment = raw_env(players=2)
    environment.reset()
    assert isinstance(environment.seed, int)
    assert environment.game.round.dealt_deck == Game(REVISED, 2, seed=environment.seed).round.dealt_deck


# ---------------------------------------------------------------------- the observation


@pytest.mark.parametrize("edition, players, unit", CONFIGS, ids=IDS)
def test_observations_stay_inside_the_declared_space(edition, players, unit):
    environment = raw_env(edition=edition, players=players, unit=unit)
    for episode in range(4):
        environment.reset(seed=100 + episode)
        for agent, observation, _reward, _done in random_policy_steps(environment, episode):
            assert environment.observation_space(agent).contains(observation)


def test_the_vector_reads_the_observation_slice_by_slice():
    environment = raw_env(edition="revised", players=2)
    environment.reset(seed=2)
    agent = environment.agent_selection
    seat = environment._seat_of[agent]
    vector = environment.observe(agent)["observation"]
    observation = environment.game.observation(seat)
    encoding, cards = environment.observation_encoding, REVISED.cards
    part = encoding.slices
    assert {card: int(count) for card, count in zip(cards, vector[part["hand"]]) if count} == \
        {card: observation.hand.count(card) for card in observation.hand}
    assert vector[part["face_up"]].sum() == 3
    assert vector[part["deck_size"]][0] == observation.deck_size
    assert vector[part["current"]].tolist() == [1, 0]  # the acting player is row 0
    hidden = REVISED.size - len(observation.hand) - 3  # deck, set aside, the other hand
    assert vector[part["unseen"]].sum() == hidden


def test_a_priest_look_shows_in_the_known_slice_of_the_looker_only():
    # Seat 0 holds a Priest and a Guard and looks at seat 1, who holds the King.
    game = Game.from_position(REVISED, 3, hands=[[Card.GUARD, Card.PRIEST], [Card.KING], [Card.BARON]],
                              deck=[Card.GUARD] * 5 + [Card.SPY] * 2, set_aside=Card.PRINCESS, seed=0,
                              discards=[[Card.HANDMAID, Card.PRIEST], [Card.HANDMAID, Card.BARON],
                                        [Card.PRINCE, Card.PRINCE, Card.CHANCELLOR, Card.CHANCELLOR,
                                         Card.COUNTESS]])
    environment = raw_env(edition="revised", players=3)
    environment.reset(seed=0)
    environment.game, environment.agent_selection = game, "player_0"
    environment.step(environment.index_of(Play(Card.PRIEST, 1)))
    encoding = environment.observation_encoding
    known = encoding.slices["known"]
    king = REVISED.cards.index(Card.KING)
    looker = environment.observe("player_0")["observation"][known].reshape(3, -1)
    assert looker[1, king] == 1 and looker.sum() == 1  # row 1: the next seat, seat 1
    for other in ("player_1", "player_2"):
        assert environment.observe(other)["observation"][known].sum() == 0


# ---------------------------------------------------------------------- hidden information


def twin_games(edition, players, seed, viewer):
    """Two games at the same start but for the cards hidden from ``viewer``: the deck,
    the set-aside card and every other hand, shuffled among themselves."""
    rnd = Game(edition, players, seed=seed).round
    slots = [("deck", i) for i in range(rnd.deck_size)] + [("aside", 0)]
    slots += [(seat, i) for seat in range(players) if seat != viewer for i in range(len(rnd.hand(seat)))]

    def position(cards):
        hands = [list(rnd.hand(seat)) for seat in range(players)]
        deck, aside = list(rnd.deck), [rnd.set_aside]
        for (where, i), card in zip(slots, cards):
            (deck if where == "deck" else aside if where == "aside" else hands[where])[i] = card
        return Game.from_position(edition, players, seed=seed, hands=hands, deck=deck, set_aside=aside[0],
                                  face_up=rnd.face_up, active=rnd.current_player)

    hidden = [rnd.deck[i] if where == "deck" else rnd.set_aside if where == "aside" else rnd.hand(where)[i]
              for where, i in slots]
    shuffled = hidden[:]
    random.Random(seed).shuffle(shuffled)
    return position(hidden), position(shuffled)


@pytest.mark.parametrize("edition, players", [(REVISED, 2), (REVISED, 4), (CLASSIC, 3), (REVISED, 6)])
def test_cards_hidden_from_a_seat_never_change_its_vector(edition, players):
    """The attack: two rounds that differ only in cards a seat cannot see, the same moves
    played in both; as long as the seat's observations agree, so do its vectors (and the
    mask).  A seat that can see the difference is checked to be told."""
    compared = told = 0
    for seed in range(12):
        viewer = seed % players
        games = twin_games(edition, players, seed, viewer)
        twins = [raw_env(edition=edition.name, players=players) for _ in games]
        for environment, game in zip(twins, games):
            environment.reset(seed=seed)
            environment.game = game
            environment.agent_selection = f"player_{game.round.current_player}"
        rng = random.Random(seed)
        agent = f"player_{viewer}"
        while not twins[0].game.round.is_over:
            views = [environment.observe(agent) for environment in twins]
            if twins[0].game.observation(viewer) != twins[1].game.observation(viewer):
                break  # a public outcome (a Guard hit, a Baron) differed: the twins part
            assert np.array_equal(views[0]["observation"], views[1]["observation"])
            assert np.array_equal(views[0]["action_mask"], views[1]["action_mask"])
            compared += 1
            others = [f"player_{seat}" for seat in range(players) if seat != viewer]
            told += any(not np.array_equal(a["observation"], b["observation"])
                        for a, b in ([environment.observe(other) for environment in twins] for other in others))
            mask = twins[0].observe(twins[0].agent_selection)["action_mask"]
            index = rng.choice(np.flatnonzero(mask).tolist())
            if not twins[1].observe(twins[1].agent_selection)["action_mask"][index]:
                break  # another seat's hand differs, and with it that seat's legal moves
            for environment in twins:
                environment.step(index)
    assert compared >= 12
    assert told > 0  # the seats who hold the shuffled cards do see them


# ---------------------------------------------------------------------- rendering


def test_ansi_render_shows_the_public_table_and_no_hidden_card():
    environment = raw_env(edition="revised", players=3, render_mode="ansi")
    for seed in range(50):
        environment.reset(seed=seed)
        rnd = environment.game.round
        if Card.PRINCESS in [card for seat in range(3) for card in rnd.hand(seat)] + [rnd.set_aside]:
            break
    else:
        pytest.fail("no deal with the Princess hidden in a hand or set aside")
    text = environment.render()
    assert "player_0" in text and "to play" in text and f"deck {rnd.deck_size}" in text
    assert "Princess" not in text
    with pytest.warns(UserWarning, match="render_mode"):
        assert raw_env().render() is None  # no render mode, nothing drawn
