"""The deduction tools refuse what is not a player's observation, and impossible ones, cleanly."""

import pytest

from lovelet import Round, REVISED, Card, Game, IllegalAction, Play
from lovelet.agents import HeuristicAgent
from lovelet.deduction import belief, enumerate_worlds, outcome_probabilities, tracker


@pytest.mark.parametrize("junk", [None, 3, "Ann", [], {}, Card.GUARD, object()])
@pytest.mark.parametrize("tool", [tracker, belief, outcome_probabilities, enumerate_worlds])
def test_anything_but_an_observation_is_refused_with_bad_observation(tool, junk):
    with pytest.raises(IllegalAction) as refusal:
        result = tool(junk)
        if hasattr(result, "__next__"):  # a generator refuses when first asked
            next(result)
    assert refusal.value.code == "BAD_OBSERVATION"
    assert refusal.value.message.endswith(".")


def test_a_model_that_cannot_explain_the_plays_is_refused_with_a_sentence():
    C = Card
    rnd = Round.from_position(REVISED, players=["Ann", "Ben", "Cleo"], active=1,
                              hands=[[C.PRIEST], [C.GUARD, C.KING], [C.BARON]],
                              deck=[C.SPY, C.SPY, C.GUARD, C.GUARD, C.GUARD, C.GUARD, C.GUARD,
                                    C.PRIEST, C.BARON, C.HANDMAID, C.HANDMAID, C.PRINCE, C.PRINCE,
                                    C.CHANCELLOR, C.CHANCELLOR, C.PRINCESS],
                              set_aside=C.COUNTESS)
    # Ben names the Priest with his Guard; the heuristic agent, whatever its hand, would
    # have named another card (the most common one it cannot place).
    rnd.apply(Play(Card.GUARD, target=0, guess=Card.PRIEST))
    with pytest.raises(IllegalAction) as refusal:
        belief(rnd.observation(0), model=HeuristicAgent())
    assert refusal.value.code == "BAD_OBSERVATION"
    assert "Ben" in refusal.value.message
    assert belief(rnd.observation(0)).exact  # without the model the same view is fine


# Not a huge count: n=10**9 playouts is a legal (if patient) request, not junk.
JUNK = [None, -1, 1.5, "x", [], {}, object(), True, Card.SPY, float("nan"), 99]


def _calls():
    import random

    from lovelet.deduction import sample_worlds
    from lovelet.deduction.odds import (baron_odds, copies_left_distribution, guard_odds,
                                        showdown_odds)

    game = Game(REVISED, 4, seed=3)
    rnd = game.round
    rng = random.Random(1)
    for _ in range(5):
        rnd.apply(rng.choice(rnd.legal_actions()))
    obs = rnd.observation(0)
    plain = belief(obs)
    return {
        "belief budget": lambda junk: belief(obs, budget=junk),
        "belief rng": lambda junk: belief(obs, rng=junk),
        "belief model": lambda junk: belief(obs, model=junk),
        "belief hand": lambda junk: plain.hand(junk),
        "belief joint": lambda junk: plain.joint(junk),
        "outcomes n": lambda junk: outcome_probabilities(obs, n=junk, game=False),
        "outcomes seed": lambda junk: outcome_probabilities(obs, n=10, seed=junk, game=False),
        "outcomes agents": lambda junk: outcome_probabilities(obs, n=10, agents=junk, game=False),
        "outcomes game": lambda junk: outcome_probabilities(obs, n=10, game=junk),
        "guard odds": lambda junk: guard_odds(obs, junk),
        "baron keep": lambda junk: baron_odds(obs, 1, keep=junk),
        "showdown card": lambda junk: showdown_odds(obs, card=junk),
        "copies left": lambda junk: copies_left_distribution(obs, junk),
        "sample n": lambda junk: list(sample_worlds(obs, junk, random.Random(1))),
    }


CALLS = _calls()


@pytest.mark.parametrize("name", sorted(CALLS))
def test_junk_arguments_to_the_deduction_tools_are_refused_cleanly(name):
    for junk in JUNK:
        try:
            CALLS[name](junk)
        except IllegalAction as refusal:
            assert refusal.message
        # any other exception type fails the test
