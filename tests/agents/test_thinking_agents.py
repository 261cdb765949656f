"""The agents that think: DeductiveAgent, ISMCTSAgent, and the Blend they model opponents with.

What is checked, and where the expectation comes from:

* both return a legal action in random positions of both editions and every player
  count (Agent docstring), never play the Princess when another card may be played
  (docs/rules.md A9.10: that is a self-elimination), and decide from the observation
  alone: two rounds that differ only in cards hidden from the deciding seat give the
  same decision (issue 9 §1);
* DeductiveAgent uses the exact belief (its docstring): its Guard names the likeliest
  card of the target under its model, a card seen with a Priest is named, a Prince goes
  to a known Princess, a Baron is played with a strong card kept;
* ISMCTSAgent draws only from its own generator (same generator state, same choice;
  the global ``random`` untouched), keeps to its budget of playouts, stops at its time
  limit, and takes a sure knock-out;
* Blend's policy is the exact mixture, and as an opponent model it never refuses a
  round played by other agents;
* bad options are refused with IllegalAction (BAD_OPTION); the tournament and the
  command line know both agents by name, and a tournament with them gives the same
  results on 1 and 2 workers.
"""

import functools
import random
from fractions import Fraction

import pytest

from lovelet import CLASSIC, REVISED, Card, IllegalAction, Play, Round
from lovelet.agents import DeductiveAgent, HeuristicAgent, ISMCTSAgent, RandomAgent
from lovelet.agents.blend import Blend
from lovelet.agents.deductive import USUAL_PLAY
from lovelet.deduction import belief

SIZES = [(edition, players) for edition in (REVISED, CLASSIC)
         for players in range(edition.min_players, edition.max_players + 1)]


@functools.lru_cache(maxsize=None)
def decisions():
    """Observations of the deciding seat at decisions of rounds played by heuristic and
    random agents: both editions, every player count."""
    samples = []
    for edition, players in SIZES:
        for seed in range(4):
            rng = random.Random(100 * players + seed + (0 if edition is REVISED else 50))
            rnd = Round.deal(edition, players, rng=rng)
            agents = [HeuristicAgent() if seat % 2 == 0 else RandomAgent() for seat in range(players)]
            while not rnd.is_over:
                observation = rnd.observation(rnd.current_player)
                samples.append(observation)
                rnd.apply(agents[rnd.current_player].choose(observation, rng))
    return samples


def plays_princess(action):
    return isinstance(action, Play) and action.card is Card.PRINCESS


def play(rnd, *actions):
    for action in actions:
        rnd.apply(action)
    return rnd


# ---------------------------------------------------------------------- both agents


def test_deductive_choices_are_legal_and_never_the_princess_by_choice():
    # A budget in work, not time: deterministic on any machine, and quick.
    agent = DeductiveAgent(milliseconds=None, work=20_000)
    for observation in decisions():
        action = agent.choose(observation, random.Random(0))
        assert action in observation.legal_actions()
        assert agent.policy(observation)[action] == 1.0
        if any(not plays_princess(a) for a in observation.legal_actions()):
            assert not plays_princess(action)


def test_ismcts_choices_are_legal_and_never_the_princess_by_choice():
    agent = ISMCTSAgent(playouts=12)
    rng = random.Random(4)
    for observation in decisions()[::3]:
        action = agent.choose(observation, rng)
        assert action in observation.legal_actions()
        if any(not plays_princess(a) for a in observation.legal_actions()):
            assert not plays_princess(action)


def twin_rounds():
    """Two 3-player rounds, Ann to play, that differ only in cards Ann cannot see: Ben's
    and Cleo's cards and the deck are swapped around."""
    from conftest import build_position

    one = build_position([[Card.GUARD, Card.BARON], [Card.PRIEST], [Card.PRINCE]], top=[Card.KING])
    two = build_position([[Card.GUARD, Card.BARON], [Card.PRINCE], [Card.KING]], top=[Card.PRIEST])
    return one, two


@pytest.mark.parametrize("make_agent", [lambda: DeductiveAgent(milliseconds=None),
                                        lambda: ISMCTSAgent(playouts=40, milliseconds=None)],
                         ids=["deductive", "ismcts"])
def test_decisions_depend_only_on_what_the_seat_may_see(make_agent):
    one, two = twin_rounds()
    assert one.hand(1) != two.hand(1) and one.observation(0) == two.observation(0)
    agent = make_agent()
    assert agent.choose(one.observation(0), random.Random(9)) == agent.choose(two.observation(0), random.Random(9))


# ---------------------------------------------------------------------- the deductive agent


@pytest.mark.slow  # 30 Guards from exact beliefs (10 s); the Guard's own cases below stay in make test
def test_deductive_guard_names_the_likeliest_card_under_its_model():
    checked = 0
    agent = DeductiveAgent(milliseconds=None)  # the exact belief, however long it takes
    for observation in decisions():
        action = agent.decide(observation)
        if not (isinstance(action, Play) and action.card is Card.GUARD and action.guess is not None):
            continue
        hand = belief(observation, model=USUAL_PLAY).hand(action.target)
        best = max(hand[card] for card in observation.edition.guessable)
        assert hand[action.guess] == pytest.approx(best)
        checked += 1
    assert checked >= 30


def test_deductive_guard_names_a_card_seen_with_a_priest(position):
    rnd = position([[Card.PRIEST, Card.COUNTESS], [Card.GUARD], [Card.BARON]],
                   top=[Card.SPY, Card.PRIEST, Card.GUARD])
    play(rnd, Play(Card.PRIEST, target=2), Play(Card.SPY), Play(Card.PRIEST, target=1))
    assert DeductiveAgent().decide(rnd.observation(0)) == Play(Card.GUARD, target=2, guess=Card.BARON)


def test_deductive_prince_goes_to_a_known_princess(position):
    # Ann looks at Ben's Princess, then holds a Prince and a Handmaid.
    rnd = position([[Card.PRIEST, Card.HANDMAID], [Card.PRINCESS]], top=[Card.SPY, Card.PRINCE])
    play(rnd, Play(Card.PRIEST, target=1), Play(Card.SPY))
    assert set(rnd.hand(0)) == {Card.HANDMAID, Card.PRINCE}
    assert DeductiveAgent().decide(rnd.observation(0)) == Play(Card.PRINCE, target=1)


def test_deductive_baron_is_played_with_a_strong_card_kept(position):
    # Ann holds a Baron and a Countess (8): the Countess beats every card but the
    # Princess, so the Baron knocks Ben out more often than not.
    rnd = position([[Card.BARON, Card.COUNTESS], [Card.GUARD]])
    assert DeductiveAgent().decide(rnd.observation(0)) == Play(Card.BARON, target=1)
    # With a Guard kept instead, the Baron would lose to almost anything.
    rnd = position([[Card.BARON, Card.GUARD], [Card.PRIEST]])
    assert DeductiveAgent().decide(rnd.observation(0)).card is Card.GUARD


def test_deductive_scores_are_its_reasons():
    # A budget in work: deterministic, so scores and decide see one belief.
    agent = DeductiveAgent(milliseconds=None, work=20_000)
    for observation in decisions()[:200]:
        scores = agent.scores(observation)
        assert set(scores) == set(observation.legal_actions())
        assert all(0 <= score <= 1.5 for score in scores.values())
        assert scores[agent.decide(observation)] == max(scores.values())


def test_deductive_without_a_model_uses_the_plain_belief():
    agent = DeductiveAgent(model=None)
    for observation in decisions()[:200]:
        action = agent.decide(observation)
        if isinstance(action, Play) and action.card is Card.GUARD and action.guess is not None:
            hand = belief(observation).hand(action.target)
            assert hand[action.guess] == pytest.approx(max(hand[c] for c in observation.edition.guessable))


def test_deductive_beats_random_players():
    wins = 0
    for seed in range(150):
        rng = random.Random(seed)
        rnd = Round.deal(CLASSIC, 2, rng=rng, first_player=seed % 2)
        agents = [DeductiveAgent(), RandomAgent()]
        while not rnd.is_over:
            rnd.apply(agents[rnd.current_player].choose(rnd.observation(rnd.current_player), rng))
        wins += 0 in rnd.winners
    assert wins >= 105  # 70%: random play wins about half


# ---------------------------------------------------------------------- ISMCTS


def test_ismcts_choices_come_from_its_own_generator_only():
    agent = ISMCTSAgent(playouts=30, milliseconds=None)
    observations = [obs for obs in decisions() if len(obs.legal_actions()) > 2][:25]
    state = random.getstate()
    first = [agent.choose(obs, random.Random(7)) for obs in observations]
    assert random.getstate() == state
    assert first == [agent.choose(obs, random.Random(7)) for obs in observations]


def test_ismcts_keeps_to_its_budget_of_playouts(monkeypatch):
    from lovelet.agents import ismcts

    counted = []
    original = ismcts._Search.playout

    def counting(self):
        counted.append(1)
        return original(self)

    monkeypatch.setattr(ismcts._Search, "playout", counting)
    observation = next(obs for obs in decisions() if len(obs.legal_actions()) > 3)
    ISMCTSAgent(playouts=37, milliseconds=None).choose(observation, random.Random(1))
    assert len(counted) == 37


def test_ismcts_stops_at_its_time_limit():
    import time

    observation = next(obs for obs in decisions() if len(obs.legal_actions()) > 3 and obs.players == 4)
    start = time.perf_counter()
    action = ISMCTSAgent(playouts=10 ** 7, milliseconds=30).choose(observation, random.Random(1))
    assert time.perf_counter() - start < 5  # far less than ten million playouts would take
    assert action in observation.legal_actions()


def test_ismcts_mostly_takes_a_sure_knock_out(position):
    # Ann saw Cleo's Baron and holds a Guard: naming it knocks Cleo out for sure. A
    # search is a sampled estimate, so the test asks it of most of several generators.
    rnd = position([[Card.PRIEST, Card.COUNTESS], [Card.GUARD], [Card.BARON]],
                   top=[Card.SPY, Card.PRIEST, Card.GUARD])
    play(rnd, Play(Card.PRIEST, target=2), Play(Card.SPY), Play(Card.PRIEST, target=1))
    sure = Play(Card.GUARD, target=2, guess=Card.BARON)
    choices = [ISMCTSAgent(playouts=400, milliseconds=None).choose(rnd.observation(0), random.Random(seed))
               for seed in range(5)]
    assert choices.count(sure) >= 3, choices


def test_ismcts_decisions_with_one_choice_cost_no_search(monkeypatch):
    from lovelet.agents import ismcts

    def refuse(self):
        raise AssertionError("no search was needed")

    monkeypatch.setattr(ismcts._Search, "playout", refuse)
    for observation in decisions():
        if len(observation.legal_actions()) == 1:
            assert ISMCTSAgent().choose(observation, random.Random(0)) == observation.legal_actions()[0]


@pytest.mark.parametrize("options", [dict(playouts=0), dict(playouts=2.5), dict(playouts=True),
                                     dict(milliseconds=0), dict(milliseconds="fast"),
                                     dict(milliseconds=float("inf")), dict(exploration=-1),
                                     dict(exploration=float("nan")), dict(rollout="heuristic")])
def test_ismcts_bad_options_are_refused(options):
    with pytest.raises(IllegalAction) as caught:
        ISMCTSAgent(**options)
    assert caught.value.code == "BAD_OPTION"


# ---------------------------------------------------------------------- the blend


def test_blend_policy_is_the_exact_mixture():
    blend = Blend(HeuristicAgent(), share=Fraction(1, 4))
    for observation in decisions()[:300]:
        legal = observation.legal_actions()
        usual = HeuristicAgent().decide(observation)
        policy = blend.exact_policy(observation)
        assert tuple(policy) == legal and sum(policy.values()) == 1
        for action in legal:
            assert policy[action] == Fraction(1, 4) / len(legal) + (Fraction(3, 4) if action == usual else 0)
        assert blend.policy(observation) == {a: float(p) for a, p in policy.items()}


def test_blend_as_a_model_never_refuses_a_real_round():
    for observation in decisions()[::4]:
        if observation.players <= 4:
            belief(observation, model=USUAL_PLAY)  # raises if the model cannot explain it


@pytest.mark.parametrize("arguments", [(3,), (HeuristicAgent(), 3), (HeuristicAgent(), None, 2),
                                       (HeuristicAgent(), None, "x")])
def test_blend_bad_arguments_are_refused(arguments):
    with pytest.raises(IllegalAction):
        Blend(*arguments)


# ---------------------------------------------------------------------- in tournaments


def test_tournaments_know_the_thinking_agents_by_name():
    from lovelet.lab.tournament import agent_named, agent_words

    assert {"deductive", "ismcts"} <= set(agent_words())
    assert isinstance(agent_named("deductive"), DeductiveAgent)
    assert isinstance(agent_named("ismcts"), ISMCTSAgent)


def test_a_tournament_with_thinking_agents_is_the_same_on_one_and_two_workers():
    from lovelet.lab.tournament import play_tournament

    agents = {"ismcts": ISMCTSAgent(playouts=15, milliseconds=None), "deductive": DeductiveAgent(milliseconds=None),
              "heuristic": HeuristicAgent()}
    one = play_tournament(agents, games=6, seed=3, workers=1, unit="round", progress=False)
    two = play_tournament(agents, games=6, seed=3, workers=2, unit="round", progress=False)
    assert one.records == two.records
