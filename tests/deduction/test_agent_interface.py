"""The deduction tools ask a player only through the interface they define
(lovelet.deduction.players), never by importing the agents: a coach fed an agent names
that agent's pick, an opponent model reads any chooser, and no module of
lovelet/deduction imports lovelet.agents, lovelet.lab, lovelet.companion or
lovelet.widgets, not even inside a function."""

import ast
import pathlib
import random

import lovelet
from lovelet import REVISED, Game
from lovelet.agents import DeductiveAgent, HeuristicAgent, RandomAgent
from lovelet.deduction import belief, coach
from lovelet.deduction.players import Chooser, PolicyPlayer, Scorer, decision
from lovelet.lab.match import play_round

PACKAGE = pathlib.Path(lovelet.__file__).parent
ABOVE = ("lovelet.agents", "lovelet.lab", "lovelet.companion", "lovelet.widgets")


def _decisions(count, seed=5):
    """Observations of the player to decide, from games played by random agents."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        game = Game(REVISED, 3, seed=rng.getrandbits(32))
        rnd = game.round
        agents = [RandomAgent() for _ in range(3)]
        for _ in range(rng.randrange(0, 6)):
            if rnd.is_over:
                break
            seat = rnd.current_player
            rnd.apply(agents[seat].choose(rnd.observation(seat), rng))
        if not rnd.is_over:
            found.append(rnd.observation(rnd.current_player))
    return found


class LastMove:
    """A simple scorer: the last legal move is always the best."""

    def scores(self, observation):
        legal = observation.legal_actions()
        return {action: float(index) for index, action in enumerate(legal)}


def test_a_coach_fed_an_agent_names_that_agents_pick():
    for observation in _decisions(6):
        legal = observation.legal_actions()
        assert coach(observation, agent=LastMove()).pick == legal[-1]
        agent = DeductiveAgent(model=None, milliseconds=None)
        assert coach(observation, agent=agent).pick == agent.decide(observation)


def test_the_coachs_own_pick_is_the_deductive_agents():
    for observation in _decisions(6, seed=8):
        assert coach(observation).pick == DeductiveAgent(model=None, milliseconds=None).decide(observation)


def test_the_agents_speak_the_interface_of_the_deduction_tools():
    assert isinstance(LastMove(), Scorer) and isinstance(DeductiveAgent(), Scorer)
    assert isinstance(HeuristicAgent(), Chooser) and isinstance(HeuristicAgent(), PolicyPlayer)
    observation = _decisions(1)[0]
    always_first = lambda seen, rng: seen.legal_actions()[0]  # noqa: E731  (a plain function plays too)
    assert decision(always_first, observation, random.Random(1)) == observation.legal_actions()[0]


def test_an_opponent_model_may_be_a_plain_function():
    rnd = play_round(Game(REVISED, 2, seed=3).round, [RandomAgent(), RandomAgent()], seed=4)
    observation = rnd.observation(0)
    always_first = lambda seen, rng: seen.legal_actions()[0]  # noqa: E731
    modelled = belief(observation, model=always_first)
    # Its chances are counted from drawn decisions: an estimate, and the belief says so.
    assert modelled.exact is False
    assert abs(sum(modelled.hand(1).values()) - 1) < 1e-9


def _imports_of(path):
    """The lovelet modules ``path`` imports, at any depth of its code."""
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = module.split(".")[: -node.level]
                base = ".".join(parts + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return {name for name in found if name.startswith("lovelet")}


def test_no_deduction_module_imports_a_layer_above_it():
    upward = {}
    for path in sorted((PACKAGE / "deduction").rglob("*.py")):
        above = sorted(name for name in _imports_of(path) if name.startswith(ABOVE))
        if above:
            upward[path.name] = above
    assert upward == {}


def test_no_deduction_module_names_importlib():
    """Nor does it reach them by name at run time."""
    for path in sorted((PACKAGE / "deduction").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        assert "importlib" not in source and "__import__" not in source, path.name
