"""Information-set Monte Carlo tree search (ISMCTS): think ahead over the hidden cards.

The idea, in one paragraph: the agent cannot see its opponents' cards, so it imagines
them.  Each playout draws one complete deal of the hidden cards from the exact belief
(:class:`~lovelet.deduction.worlds.HiddenCards`, optionally under an opponent model),
and plays the round to its end in that deal.  The agent's own decisions along the way
are nodes of a tree keyed by what it would know at that moment (its observation: an
*information set*, the same node in every deal that looks the same to it); at each
node it picks an action by UCB1, trying what looks best while still exploring the
rest, counted only over the playouts where the action was legal.  Below the tree, and
for every opponent, a playout policy plays (by default the heuristic agent, which
decides from its own observation only, so the imagined opponents never see cards they
could not see).  After the playouts the agent plays the root action tried most often.
A playout scores what the agent gains in that round: the favors it wins, a shared win
and the Spy's bonus included.

The budget is a number of playouts per decision (``playouts``) and a time limit on top
(``milliseconds``, 50 by default), which takes in the weighing of the opponents' past
plays too (:mod:`lovelet.agents.thinking`): no decision takes seconds, whatever the
history.  A decision nearly always ends on its playouts, well within its time, and so
plays the same from the same seed; when the time limit cuts it short, what it played
depends on the machine.  With ``milliseconds=None`` there is no time limit (``work``
then bounds the weighing in units of work, the same on every machine), and games
replay the same from their seed on any machine: the choice for experiments.  All the agent's randomness (the deals it imagines, the order it tries
actions in, a random playout policy's choices) comes from the generator the match
layer gives its seat.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Sequence

from lovelet.engine.actions import Play
from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown
from lovelet.engine.observation import Observation, observation_of
from lovelet.deduction.opponent_model import Model
from lovelet.deduction.players import Action, Decider
from lovelet.deduction.staging import Stager
from lovelet.deduction.worlds import World
from lovelet.agents.base import Agent
from lovelet.agents.deductive import USUAL_PLAY
from lovelet.agents.heuristic import HeuristicAgent
from lovelet.agents.thinking import budgeted_hidden_cards, checked_milliseconds, checked_work

__all__ = ["ISMCTSAgent"]

# How many of a Guard's guesses at each target the root tries: the likeliest ones.
# Naming an unlikely card is almost never the better play, and each guess tried costs
# playouts that the real choices need (a revised Guard has nine at each target).
_GUARD_GUESSES = 2

# How many deals (the first playouts' own) rank the Guard's guesses.
_DEALS_FOR_GUESSES = 40

# The default budget, in playouts times players (see ISMCTSAgent).
_DEFAULT_BUDGET = 300


class ISMCTSAgent(Agent):
    """Single-observer ISMCTS with hidden cards sampled from the exact belief.

    * ``playouts``: playouts per decision; by default 300 divided by the number of
      players (150 at two players, 75 at four, 50 at six): a playout costs about as
      many decisions as there are players, so every table gets the same thinking time,
      well under 50 ms a decision (``benchmarks/agents.md``);
    * ``milliseconds``: the time limit of a decision, on top of ``playouts``: 50 by
      default; None for none (games then replay the same on every machine);
    * ``work``: a limit on the weighing of the opponents' past plays, in units of work
      (see :mod:`lovelet.deduction.budget`), or None;
    * ``rollout``: the agent playing the opponents, and the searcher below its tree
      (default :class:`~lovelet.agents.HeuristicAgent`);
    * ``model``: the opponent model the hidden cards are drawn under: by default
      :data:`~lovelet.agents.deductive.USUAL_PLAY` (opponents mostly keep the higher
      card and use what they saw), except at revised tables of four players or more,
      where weighing the opponents' long histories (Chancellors among them) under a
      model can take hundreds of milliseconds: there the default is the plain belief;
      None always weighs every legal play alike (see :func:`lovelet.deduction.belief`);
    * ``exploration``: the UCB1 constant (rewards are favors, about 0 to 2).

    Decisions with one legal action, or where every action does the same, cost nothing.
    :attr:`beliefs` counts how each decision's hidden cards were weighed: exactly under
    the model, by an estimate of that, or (the budget allowing neither) by the plain
    belief ({"exact": n, "estimated": n, "plain": n}).
    """

    name = "ismcts"

    def __init__(self, playouts: int | None = None, milliseconds: float | None = 50, rollout: Decider | None = None,
                 model: Model = USUAL_PLAY, exploration: float = 0.7, work: int | None = None) -> None:
        if playouts is not None and (isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 1):
            raise refused("BAD_OPTION.playouts_count", shown=shown(playouts))
        checked_milliseconds(milliseconds)
        self.work = checked_work(work)
        if isinstance(exploration, bool) or not isinstance(exploration, (int, float)) \
                or not 0 <= exploration < math.inf:
            raise refused("BAD_OPTION.exploration", shown=shown(exploration))
        if rollout is not None and not (callable(getattr(rollout, "choose", None)) or callable(rollout)):
            raise refused("BAD_OPTION.rollout", shown=shown(rollout))
        self.playouts = playouts
        self.milliseconds = milliseconds
        self.rollout = rollout if rollout is not None else HeuristicAgent()
        self.model = model
        self.exploration = float(exploration)
        self.beliefs: Counter[str] = Counter()

    def policy(self, observation: Observation) -> dict[Action, float]:
        """The search is random, so its policy is not known in closed form: this gives the
        action a fixed generator's search picks all the probability (for the deduction
        tools, which need some policy; a tournament calls :meth:`choose`)."""
        choice = self.choose(observation, random.Random(0))
        return {action: (1.0 if action == choice else 0.0) for action in observation.legal_actions()}

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        search = _Search(self, observation, rng)
        self.beliefs[search.method] += 1
        return search.best()

    def __repr__(self) -> str:
        return (f"ISMCTSAgent(playouts={self.playouts}, milliseconds={self.milliseconds}, "
                f"rollout={self.rollout!r}, model={self.model!r}, work={self.work})")


class _Node:
    """One information set of the searcher: per action, visits, total reward and the
    number of visits to this node where the action was legal (its availability)."""

    __slots__ = ("visits", "rewards", "available")

    def __init__(self) -> None:
        self.visits: dict[Action, int] = {}
        self.rewards: dict[Action, float] = {}
        self.available: dict[Action, int] = {}


class _Search:
    def __init__(self, agent: ISMCTSAgent, observation: Observation, rng: random.Random) -> None:
        self.started = time.perf_counter()
        self.agent, self.observation, self.rng = agent, observation, rng
        self.me = observation.player
        model = agent.model
        if model is USUAL_PLAY and observation.players >= 4 and observation.edition.name == "revised":
            model = None  # quick enough only this way (see ISMCTSAgent)
        self.model = model
        self.hidden, self.method = budgeted_hidden_cards(observation, model, agent.milliseconds, agent.work, rng,
                                                         self.started)
        self.stager = Stager(observation)
        self.playouts = agent.playouts or _DEFAULT_BUDGET // observation.players
        # The first deals are drawn now: they also tell which Guard guesses to try.
        self.worlds = [self.hidden.sample(rng) for _ in range(min(self.playouts, _DEALS_FOR_GUESSES))]
        self.root_actions = _root_actions(observation, self.worlds)
        self.tree = {}
        rollout = agent.rollout
        self.rollout_choose = getattr(rollout, "choose", None) or rollout
        self.favors_before = observation.favors[self.me]

    def best(self) -> Action:
        agent = self.agent
        root = self.tree[self.observation] = _Node()
        if len(self.root_actions) == 1:
            return self.root_actions[0]
        deadline = None if agent.milliseconds is None else self.started + agent.milliseconds / 1000
        for number in range(self.playouts):
            self.playout()
            if deadline is not None and number >= len(self.root_actions) and time.perf_counter() > deadline:
                break
        visits, rewards = root.visits, root.rewards
        # The action tried most often; on equal counts the better mean, then legal order.
        return max(self.root_actions,
                   key=lambda a: (visits.get(a, 0), rewards.get(a, 0.0) / max(1, visits.get(a, 0))))

    def playout(self) -> None:
        world = self.worlds.pop() if self.worlds else self.hidden.sample(self.rng)
        rnd = self.stager.round(world)
        me, rng, tree = self.me, self.rng, self.tree
        path = []
        in_tree = True
        first = True
        while not rnd.is_over:
            seat = rnd.current_player
            if seat == me and in_tree:
                observation = self.observation if first else observation_of(rnd, me)
                node = tree.get(observation)
                if node is None:
                    node = tree[observation] = _Node()
                    in_tree = False  # one new node per playout; below it, the playout policy
                actions = self.root_actions if first else observation.legal_actions()
                first = False
                action = self.select(node, actions)
                path.append((node, action))
                rnd.apply(action)
            else:
                rnd.apply(self.rollout_choose(observation_of(rnd, seat), rng))
        reward = rnd.favors[me] - self.favors_before
        for node, action in path:
            node.visits[action] = node.visits.get(action, 0) + 1
            node.rewards[action] = node.rewards.get(action, 0.0) + reward

    def select(self, node: _Node, actions: Sequence[Action]) -> Action:
        visits, rewards, available = node.visits, node.rewards, node.available
        untried = []
        for action in actions:
            available[action] = available.get(action, 0) + 1
            if action not in visits:
                untried.append(action)
        if untried:
            return untried[0] if len(untried) == 1 else self.rng.choice(untried)
        c = self.agent.exploration
        best, best_score = None, -math.inf
        for action in actions:
            n = visits[action]
            score = rewards[action] / n + c * math.sqrt(math.log(available[action]) / n)
            if score > best_score:
                best, best_score = action, score
        return best


def _root_actions(observation: Observation, worlds: Sequence[World]) -> tuple[Action, ...] | list[Action]:
    """The actions the root tries: every legal action but the Princess, and a Guard names at each
    target only its likeliest cards (see _GUARD_GUESSES), as counted in ``worlds`` (deals
    drawn from the belief: the playouts' own first deals, so this costs no extra work)."""
    legal = observation.legal_actions()
    # Discarding the Princess knocks its player out (docs/rules.md A9.10): never worth a playout.
    keeping = tuple(a for a in legal if not (isinstance(a, Play) and a.card is Card.PRINCESS))
    legal = keeping or legal
    guards = [a for a in legal if isinstance(a, Play) and a.card is Card.GUARD and a.guess is not None]
    if len(guards) <= _GUARD_GUESSES:
        return legal
    values = observation.edition.values
    kept = set()
    for target in {a.target for a in guards}:
        counts = {}
        for world in worlds:
            for card in world.hands[target]:
                counts[card] = counts.get(card, 0) + 1
        aimed = sorted((a for a in guards if a.target == target),
                       key=lambda a: (-counts.get(a.guess, 0), -values[a.guess]))
        kept.update(aimed[:_GUARD_GUESSES])
    return tuple(a for a in legal if a not in guards or a in kept)
