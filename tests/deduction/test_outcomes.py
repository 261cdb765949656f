"""Outcome probabilities (lovelet.deduction.outcomes) against brute force.

The reference is computed here, independently of the deduction code: a tiny staged
2-player position whose hidden cards are put in every distinct arrangement; each
arrangement is staged as a real round, the moves that were made are replayed, and it
is kept when the viewer's observation is exactly the one they have (every distinct
arrangement of the hidden cards being equally likely, docs/rules.md A4).  From each kept
round, every legal action of a random player is followed, each with probability
1/(number of legal actions), to the end of the round, where the engine names the
winners (A11, A12).  The exact mode must give exactly those fractions; the sampled
mode must fall within its sampling error of them.
"""

import math
import random
from collections import Counter
from fractions import Fraction
from itertools import permutations

import pytest

from lovelet import CLASSIC, REVISED, Card, IllegalAction, Play, Round
from lovelet.agents import HeuristicAgent, RandomAgent
from lovelet.deduction import Outcomes, outcome_probabilities
from lovelet.engine.observation import Observation

C = Card


# ---------------------------------------------------------------------- the reference


def tiny_position(edition, pending=False):
    """(staged keywords, hidden places, moves, viewer) of a small 2-player position.

    Seat 0 (the viewer) holds two cards; six cards are hidden from them (seat 1's card,
    a deck of four, the set-aside card).  Seat 0's Guard misses the Princess, seat 1
    plays the card it draws, seat 0 draws: two cards are left in the deck.  With
    ``pending``, seat 0 then plays a Chancellor and is left holding three cards.
    """
    if edition is REVISED:
        drawn_by_viewer = C.CHANCELLOR if pending else C.BARON
        hidden = [C.KING, C.SPY, drawn_by_viewer, C.COUNTESS, C.GUARD, C.PRINCESS]
        face_up = [C.HANDMAID, C.PRINCE, C.BARON if pending else C.CHANCELLOR]
        discards = [[C.GUARD, C.GUARD, C.SPY, C.BARON, C.HANDMAID],
                    [C.GUARD, C.GUARD, C.PRIEST, C.PRINCE, C.CHANCELLOR]]
        second = Play(C.SPY)
    else:
        hidden = [C.KING, C.HANDMAID, C.BARON, C.COUNTESS, C.GUARD, C.PRINCESS]
        face_up = [C.PRINCE, C.PRIEST, C.BARON]
        discards = [[C.GUARD, C.HANDMAID], [C.GUARD, C.GUARD, C.PRINCE]]
        second = Play(C.HANDMAID)
    keywords = dict(hands=[[C.PRIEST, C.GUARD], [hidden[0]]], deck=hidden[1:5], set_aside=hidden[5],
                    face_up=face_up, discards=discards, active=0)
    moves = [Play(C.GUARD, target=1, guess=C.PRINCESS), second]
    if pending:
        moves.append(Play(C.CHANCELLOR))
    return keywords, moves


def staged_with(edition, keywords, hidden):
    """The tiny position with the hidden places filled by ``hidden`` (seat 1, deck, aside)."""
    arguments = dict(keywords)
    arguments["hands"] = [keywords["hands"][0], [hidden[0]]]
    arguments["deck"] = list(hidden[1:5])
    arguments["set_aside"] = hidden[5]
    return Round.from_position(edition, **arguments)


def random_play_ends(rnd):
    """{round winners: probability} when every player picks a legal action at random."""
    if rnd.is_over:
        return {rnd.winners: Fraction(1)}
    actions = rnd.legal_actions()
    ends = Counter()
    for action in actions:
        child = rnd.clone()
        child.apply(action)
        for winners, chance in random_play_ends(child).items():
            ends[winners] += chance / len(actions)
    return ends


def brute_force(edition, pending=False):
    """(the viewer's observation, {seat: P(wins the round)}, P(shared)) by enumeration."""
    keywords, moves = tiny_position(edition, pending)
    actual = [keywords["hands"][1][0], *keywords["deck"], keywords["set_aside"]]
    truth = staged_with(edition, keywords, actual)
    for move in moves:
        truth.apply(move)
    observation = truth.observation(0)
    consistent = []
    for hidden in set(permutations(actual)):
        rnd = staged_with(edition, keywords, hidden)
        try:
            for move in moves:
                rnd.apply(move)
        except IllegalAction:
            continue
        if rnd.observation(0) == observation:
            consistent.append(rnd)
    ends = Counter()
    for rnd in consistent:
        for winners, chance in random_play_ends(rnd).items():
            ends[winners] += chance / len(consistent)
    wins = {seat: sum(chance for winners, chance in ends.items() if seat in winners) for seat in (0, 1)}
    shared = sum(chance for winners, chance in ends.items() if len(winners) > 1)
    return observation, wins, shared


CASES = [(REVISED, False), (REVISED, True), (CLASSIC, False)]


@pytest.fixture(scope="module")
def references():
    return {case: brute_force(*case) for case in CASES}


# ---------------------------------------------------------------------- exact and sampled


@pytest.mark.parametrize("case", CASES)
def test_the_exact_mode_equals_brute_force(case, references):
    observation, wins, shared = references[case]
    assert observation.deck_size <= 2
    assert observation.pending_chancellor == case[1]
    outcomes = outcome_probabilities(observation, n=100, seed=1, game=False)
    assert outcomes.exact_round and outcomes.n == 0
    for seat in (0, 1):
        estimate = outcomes.round[seat]
        assert isinstance(estimate.p, Fraction)
        assert estimate.p == wins[seat]
        assert estimate.low == estimate.high == estimate.p
    assert outcomes.shared.p == shared


@pytest.mark.parametrize("case", CASES)
def test_sampled_results_fall_within_their_error_of_the_exact_values(case, references):
    observation, wins, shared = references[case]
    n = 4000
    outcomes = outcome_probabilities(observation, n=n, seed=7, game=False, exact_below=None)
    assert not outcomes.exact_round and outcomes.n == n
    # 4.4 standard deviations: a correct sampler strays that far with probability 1e-5.
    for seat in (0, 1):
        p = wins[seat]
        assert abs(outcomes.round[seat].p - p) <= 4.4 * math.sqrt(p * (1 - p) / n) + 1e-12
    assert abs(outcomes.shared.p - shared) <= 4.4 * math.sqrt(shared * (1 - shared) / n) + 1e-12


def test_the_exact_mode_weighs_decisions_by_any_agents_policy(references):
    """An agent that is not the plain RandomAgent is asked for its policy; a uniform
    policy gives the same fractions as brute force."""

    class Uniform(RandomAgent):
        asked = 0

        def policy(self, observation):
            Uniform.asked += 1
            return super().policy(observation)

    observation, wins, _shared = references[(REVISED, False)]
    outcomes = outcome_probabilities(observation, agents=Uniform(), game=False)
    assert outcomes.exact_round
    assert {seat: estimate.p for seat, estimate in outcomes.round.items()} == wins


# ---------------------------------------------------------------------- intervals and seeds


def middle_of_a_round(edition, players, seed, moves=4):
    """A random round after ``moves`` random moves (the first deal that lasts that long)."""
    rng = random.Random(seed)
    while True:
        rnd = Round.deal(edition, players, rng=rng)
        for _ in range(moves):
            rnd.apply(rng.choice(rnd.legal_actions()))
            if rnd.is_over:
                break
        else:
            return rnd


def test_intervals_contain_the_estimate_and_have_the_width_of_the_sampling_error():
    n = 2000
    observation = middle_of_a_round(REVISED, 4, seed=2).observation(1)
    outcomes = outcome_probabilities(observation, n=n, seed=3, game=False)
    assert not outcomes.exact_round
    middling = 0
    for estimate in outcomes.round.values():
        p, low, high = estimate
        assert 0 <= low <= p <= high <= 1
        if 0.05 < p < 0.95:
            middling += 1
            expected = 1.96 * math.sqrt(p * (1 - p) / n)
            assert abs((high - low) / 2 - expected) <= 0.05 * expected
        elif p == 0:  # a seat already out: never won in n playouts, the interval stays open
            assert low == 0 and high == pytest.approx(1.96 ** 2 / (n + 1.96 ** 2), rel=1e-3)
    assert middling >= 2


def test_the_same_seed_gives_the_same_results_and_another_seed_others():
    observation = middle_of_a_round(CLASSIC, 3, seed=4).observation(0)
    first = outcome_probabilities(observation, n=300, seed=5)
    again = outcome_probabilities(observation, n=300, seed=5)
    other = outcome_probabilities(observation, n=300, seed=6)
    assert (first.round, first.game, first.shared) == (again.round, again.game, again.shared)
    assert (first.round, first.game) != (other.round, other.game)


def test_agents_are_given_observations_only_and_random_agents_play_as_observed():
    """A RandomAgent subclass is asked through observations; it chooses exactly as the
    plain RandomAgent, so both give the same results with the same seed."""
    seen = []

    class Watched(RandomAgent):
        def choose(self, observation, rng):
            seen.append(observation)
            return super().choose(observation, rng)

    observation = middle_of_a_round(REVISED, 3, seed=6).observation(2)
    watched = outcome_probabilities(observation, agents=[Watched(), Watched(), Watched()],
                                    n=100, seed=9)
    plain = outcome_probabilities(observation, n=100, seed=9)
    assert seen
    for view in seen:
        assert type(view) is Observation
        assert view.current_player == view.player, "an agent is asked on its own turn"
    assert (watched.round, watched.game) == (plain.round, plain.game)


# ---------------------------------------------------------------------- finished rounds, games


def finished_round(edition, players, seed, favors=None):
    rng = random.Random(seed)
    rnd = Round.deal(edition, players, rng=rng, favors=favors)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    return rnd


@pytest.mark.parametrize("edition", [REVISED, CLASSIC])
def test_a_finished_round_is_known_exactly(edition):
    rnd = finished_round(edition, 3, seed=1)
    outcomes = outcome_probabilities(rnd.observation(0), n=200, seed=1)
    assert outcomes.exact_round
    for seat, estimate in outcomes.round.items():
        assert estimate == (int(seat in rnd.winners),) * 3
    assert outcomes.shared.p == (len(rnd.winners) > 1)
    # No favors before: nobody has won the game yet, so the rest of the game is sampled.
    assert not outcomes.exact_game and outcomes.n == 200
    for estimate in outcomes.game.values():
        assert 0 <= estimate.low <= estimate.p <= estimate.high <= 1
    assert sum(estimate.p for estimate in outcomes.game.values()) >= 1


def test_a_finished_round_that_ends_the_game_is_known_exactly():
    # docs/rules.md A14: with 5 favors each of 6 needed (2 players), the round's winner wins.
    rnd = finished_round(REVISED, 2, seed=3, favors=(5, 5))
    assert rnd.game_winners
    outcomes = outcome_probabilities(rnd.observation(1))
    assert outcomes.exact_game and outcomes.n == 0
    for seat, estimate in outcomes.game.items():
        assert estimate == (int(seat in rnd.game_winners),) * 3


def test_the_exact_mode_decides_the_game_when_every_ending_does():
    keywords, moves = tiny_position(REVISED)
    rnd = Round.from_position(REVISED, favors=(5, 5), **keywords)
    for move in moves:
        rnd.apply(move)
    outcomes = outcome_probabilities(rnd.observation(0))
    assert outcomes.exact_round and outcomes.exact_game
    for seat in (0, 1):
        # Winning the round wins the game; a Spy bonus alone can also get there.
        assert outcomes.game[seat].p >= outcomes.round[seat].p
    assert sum(estimate.p for estimate in outcomes.game.values()) >= 1


def test_the_exact_mode_samples_a_game_that_goes_on():
    keywords, moves = tiny_position(REVISED)
    rnd = Round.from_position(REVISED, **keywords)
    for move in moves:
        rnd.apply(move)
    outcomes = outcome_probabilities(rnd.observation(0), n=150, seed=2)
    assert outcomes.exact_round and not outcomes.exact_game and outcomes.n == 150


@pytest.mark.parametrize("edition, players", [(REVISED, 3), (REVISED, 5), (CLASSIC, 4)])
def test_game_chances_are_probabilities_that_cover_every_game(edition, players):
    observation = middle_of_a_round(edition, players, seed=players).observation(0)
    outcomes = outcome_probabilities(observation, n=150, seed=1)
    for table in (outcomes.round, outcomes.game):
        for estimate in table.values():
            assert 0 <= estimate.low <= estimate.p <= estimate.high <= 1
        # Every playout has at least one winner; shared wins count for each winner.
        assert sum(estimate.p for estimate in table.values()) >= 1 - 1e-12
    # Each shared round adds at least one more winner.
    assert sum(estimate.p for estimate in outcomes.round.values()) >= 1 + outcomes.shared.p - 1e-12


def test_agents_from_the_strategy_lab_can_play_on():
    observation = middle_of_a_round(REVISED, 4, seed=5).observation(3)
    outcomes = outcome_probabilities(observation, agents={0: HeuristicAgent(), 2: HeuristicAgent()},
                                     n=100, seed=1, game=False)
    assert outcomes.agents[0].__class__ is HeuristicAgent and outcomes.agents[1].__class__ is RandomAgent
    assert sum(estimate.p for estimate in outcomes.round.values()) >= 1


# ---------------------------------------------------------------------- arguments, display


@pytest.mark.parametrize("arguments", [dict(n=0), dict(n=2.5), dict(seed="one"),
                                       dict(agents=[RandomAgent()]), dict(agents={0: 0}),
                                       dict(agents=["not an agent"] * 3), dict(exact_below="2")])
def test_bad_arguments_are_refused(arguments):
    observation = middle_of_a_round(REVISED, 3, seed=1).observation(0)
    with pytest.raises(IllegalAction) as error:
        outcome_probabilities(observation, **arguments)
    assert error.value.code == "BAD_OPTION"


def test_outcomes_draw_themselves():
    observation = middle_of_a_round(REVISED, 3, seed=1).observation(0)
    outcomes = outcome_probabilities(observation, n=100, seed=1)
    assert isinstance(outcomes, Outcomes)
    points = outcomes.to_plot()
    assert list(points) == list(observation.names)
    for p, low, high in points.values():
        assert low <= p <= high
    assert set(outcomes.to_plot("game")) == set(observation.names)
    html = outcomes._repr_html_()
    for name in observation.names:
        assert name in html
    assert "95% interval" in html and "(you)" in html
    only_round = outcome_probabilities(observation, n=50, seed=1, game=False)
    assert only_round.game is None
    with pytest.raises(ValueError):
        only_round.to_plot("game")


def test_outcomes_plot_with_their_intervals():
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    from lovelet.plots import plot_outcomes

    observation = middle_of_a_round(REVISED, 3, seed=1).observation(0)
    ax = plot_outcomes(outcome_probabilities(observation, n=50, seed=1).to_plot())
    assert len(ax.patches) == 3
