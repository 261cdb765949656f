"""Every thinking decision keeps a budget (lovelet.deduction.budget, lovelet.agents.thinking).

The hard position, tests/data/chancellors-histories.json, is Ann's decision in round 7
of ``Game(REVISED, ["P0", "P1"], seed=910064)`` played by ISMCTS against the heuristic
agent: Ben has played two Chancellors, and weighing his histories exactly under the
usual opponent model took 3 s.  Whether a budget holds in milliseconds is measured by
``benchmarks/agents.py``; these tests check what does not depend on the clock.
"""

import pathlib
import random

import pytest

from lovelet import CLASSIC, REVISED, Game, IllegalAction
from lovelet.agents import DeductiveAgent, HeuristicAgent, ISMCTSAgent
from lovelet.agents.deductive import USUAL_PLAY
from lovelet.deduction import belief
from lovelet.deduction.belief import Belief, checked_model
from lovelet.deduction.coach_words import sentence
from lovelet.deduction.budget import ESTIMATED, EXACT, METHODS, PLAIN, modelled_evidence
from lovelet.deduction.counting import OutOfTime
from lovelet.deduction.histories import HistoryTables
from lovelet.deduction.worlds import HiddenCards
from lovelet.companion.exports import load_observation
from lovelet.lab.match import play_game

HARD = pathlib.Path(__file__).parents[1] / "data" / "chancellors-histories.json"
MODEL = checked_model(USUAL_PLAY)


@pytest.fixture(scope="module")
def hard():
    return load_observation(HARD)


def first_decision(edition=REVISED, players=2, seed=3):
    """An early decision with a choice, whose histories are short."""
    rnd = Game(edition, players, seed=seed).round
    return rnd.observation(rnd.current_player)


def test_the_hard_position_is_a_lot_of_work_to_weigh_exactly(hard):
    # A hundred thousand units is several hundred milliseconds on any machine we know.
    with pytest.raises(OutOfTime):
        HistoryTables(hard, MODEL, work_limit=100_000)


def test_a_work_budget_climbs_down_the_ladder_and_says_so_the_same_every_time(hard):
    small = [modelled_evidence(hard, MODEL, work=5_000, rng=random.Random(1)) for _ in range(2)]
    assert [method for _evidence, method in small] == [PLAIN, PLAIN]
    # The plain rung is the plain belief itself.
    assert Belief(small[0][0]).hand(1) == pytest.approx(belief(hard).hand(1))
    larger, method = modelled_evidence(hard, MODEL, work=50_000, rng=random.Random(1))
    assert method == ESTIMATED and not larger.exact
    again, _ = modelled_evidence(hard, MODEL, work=50_000, rng=random.Random(1))
    assert Belief(larger).hand(1) == Belief(again).hand(1)  # a seeded estimate repeats


def test_the_estimate_stays_near_the_exact_belief_under_the_model(hard):
    estimate, method = modelled_evidence(hard, MODEL, work=50_000, rng=random.Random(1))
    assert method == ESTIMATED
    exact = belief(hard, model=USUAL_PLAY).hand(1)
    plain = belief(hard).hand(1)
    estimated = Belief(estimate).hand(1)
    # Closer to the modelled belief than the plain one is: the model still counts.
    distance = sum(abs(estimated[card] - exact[card]) for card in exact)
    assert distance < sum(abs(plain[card] - exact[card]) for card in exact)


def test_a_quick_position_is_weighed_exactly_within_any_budget():
    observation = first_decision()
    evidence, method = modelled_evidence(observation, MODEL, seconds=0.02, work=5_000)
    assert method == EXACT and evidence.exact
    hidden = HiddenCards(observation, USUAL_PLAY, seconds=0.02)
    assert hidden.method == EXACT


def test_the_plain_belief_is_never_budgeted():
    observation = first_decision(CLASSIC)
    assert modelled_evidence(observation, None, seconds=1e-9, work=1)[1] == EXACT


def test_the_agents_under_their_default_budgets_do_not_weigh_the_hard_position_exactly(hard):
    # 3 s of exact work never fits in 20 or 50 ms: each agent counts another rung and
    # still plays a legal action.
    for agent in (DeductiveAgent(), ISMCTSAgent()):
        action = agent.choose(hard, random.Random(2))
        assert action in hard.legal_actions()
        assert sum(agent.beliefs.values()) == 1 and agent.beliefs[EXACT] == 0


def test_a_work_budget_makes_the_agents_replay_the_same(hard):
    first = DeductiveAgent(milliseconds=None, work=5_000)
    second = DeductiveAgent(milliseconds=None, work=5_000)
    assert first.choose(hard, None) == second.choose(hard, None)
    assert first.beliefs == second.beliefs == {PLAIN: 1}
    searches = [ISMCTSAgent(playouts=20, milliseconds=None, work=5_000) for _ in range(2)]
    assert searches[0].choose(hard, random.Random(5)) == searches[1].choose(hard, random.Random(5))
    assert searches[0].beliefs == {PLAIN: 1}


@pytest.mark.parametrize("edition", [CLASSIC, REVISED])
def test_every_decision_with_a_choice_is_counted_once(edition):
    agent = DeductiveAgent(milliseconds=None, work=20_000)
    choices = []

    class Watching:
        def choose(self, observation, rng):
            if len(observation.legal_actions()) > 1:
                choices.append(observation)
            return agent.choose(observation, rng)

    play_game(Game(edition, 2, seed=11), [Watching(), HeuristicAgent()], seed=11)
    assert sum(agent.beliefs.values()) == len(choices) > 0
    assert set(agent.beliefs) <= set(METHODS)


@pytest.mark.parametrize("options", [dict(milliseconds=0), dict(milliseconds=-5), dict(milliseconds=True),
                                     dict(milliseconds=float("inf")), dict(work=0), dict(work=2.5),
                                     dict(work=True), dict(work="lots")])
@pytest.mark.parametrize("kind", [DeductiveAgent, ISMCTSAgent])
def test_bad_budgets_are_refused(kind, options):
    with pytest.raises(IllegalAction) as caught:
        kind(**options)
    assert caught.value.code == "BAD_OPTION"


def test_a_budgeted_belief_sets_a_slow_model_aside_and_says_so(hard):
    # belief(budget=...) keeps its budget whatever the history: past it, the plain
    # belief, whose model is None.
    kept = belief(hard, budget=0.001, model=USUAL_PLAY)
    assert kept.model is None
    # Exact when the machine weighs it in time, else sampled: within its standard error.
    plain = belief(hard).hand(1)
    assert kept.hand(1) == pytest.approx(plain, abs=4 * kept.stderr + 1e-9)
    assert belief(first_decision(), budget=0.05, model=USUAL_PLAY).model is USUAL_PLAY


def test_the_deduction_panel_says_when_the_model_would_take_too_long(hard):
    from lovelet.widgets.deduction import DeductionController

    # A millisecond: far too little for 3 s of exact work, or for an estimate of it.
    panel = DeductionController(observation=hard, playouts=8, chunk=4, exact_below=0, background=False,
                                belief_budget=0.001)
    panel.model = "heuristic"
    assert not panel.model_refused and panel.belief_model == "none"
    assert panel.note.startswith("Weighing the opponents' past plays under the heuristic model would take too long")
    for language, words in (("fr", "Peser les coups passés des adversaires selon le modèle heuristique"),
                            ("de", "Die früheren Züge der Gegner nach dem Modell „heuristisch“")):
        panel.language = language
        assert panel.note.startswith(words)


def test_the_coach_keeps_its_budget_and_says_when_it_set_the_model_aside(hard):
    from lovelet.deduction import coach

    advice = coach(hard, model=USUAL_PLAY)
    plain = coach(hard)
    assert advice.options == plain.options and advice.pick == plain.pick
    assert advice.notes[-1] == sentence("coach_note_model_over_budget")
    assert "too long" in advice.notes[-1].text("en") and "trop de temps" in advice.notes[-1].text("fr")
    assert "zu lange" in advice.notes[-1].text("de")
    assert not any("too long" in note.text("en") for note in plain.notes)
    # A quick position is coached under the model, exactly, with no such note.
    quick = first_decision()
    modelled = coach(quick, model=USUAL_PLAY)
    assert not any("too long" in note.text("en") for note in modelled.notes)


@pytest.mark.parametrize("milliseconds", [0, -1, True, "soon", float("inf")])
def test_the_coachs_bad_budgets_are_refused(hard, milliseconds):
    from lovelet.deduction import coach

    with pytest.raises(IllegalAction) as caught:
        coach(hard, milliseconds=milliseconds)
    assert caught.value.code == "BAD_OPTION"
