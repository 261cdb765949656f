"""The deduction tools refuse what is not a player's observation, and impossible ones, cleanly."""

import pytest

from lovelet import REVISED, Card, Game, IllegalAction, Play
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
    game = Game(REVISED, players=["Ann", "Ben", "Cleo"], seed=7)
    rnd = game.round
    # Ben names the Priest with his Guard; the heuristic agent, whatever its hand, would
    # have named another card (the most common one it cannot place).
    rnd.apply(Play(Card.GUARD, target=0, guess=Card.PRIEST))
    with pytest.raises(IllegalAction) as refusal:
        belief(rnd.observation(0), model=HeuristicAgent())
    assert refusal.value.code == "BAD_OBSERVATION"
    assert "Ben" in refusal.value.message
    assert belief(rnd.observation(0)).exact  # without the model the same view is fine
