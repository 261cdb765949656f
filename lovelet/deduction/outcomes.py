"""Who wins this round, and who wins the game, as one player may estimate it.

:func:`outcome_probabilities` starts from a player's :class:`~lovelet.Observation`,
draws the cards that player cannot see from the exact belief
(:mod:`~lovelet.deduction.worlds`), and plays on with the given agents:

* **sampled** (the usual case): ``n`` playouts, each from its own world; each
  probability comes with a 95% Wilson score interval;
* **exact** (late in a round, when the deck holds at most ``exact_below`` cards):
  every distinct world, weighed by its exact probability, and every decision of every
  agent, weighed by the agent's policy: the round-win probabilities are then exact
  fractions, and their interval is the value itself;
* **known** (the round is already over): the round's winners won.

Ties.  When a showdown is tied, every tied winner *wins the round* (docs/rules.md A12, B9
"shared"): the round probabilities then add up to more than 1, by the chance of a
shared win, which :attr:`Outcomes.shared` reports.  Likewise several players can win
the game together (A14.2), and each counts as a winner.

The game.  With ``game=True`` a playout goes on after the round: the next rounds are
dealt and played with the same agents (the winner starts, a random one of several
tied winners, A15) until someone has enough favors.  In exact mode the game
probabilities are exact only when the end of this round decides the game in every
branch; otherwise they are sampled from ``n`` playouts as usual.

Reproducible and fair: the playouts are played as the match layer plays rounds
(:mod:`~lovelet.deduction.playouts`).  Playout ``i`` draws its hidden world from its own stream of
``seed``, each seat's agent decides with a generator of its own for that playout, and
the rounds after this one are dealt by :meth:`Game.next_round` from the playout's own
game seed.  No agent sees the generator that drew the world; the results depend on
``seed`` and ``n`` only, never on how the playouts might be spread over workers.

Agents receive observations only, like at the table.

The playouts start from a position staged from the observation: agents see the
position (every discard pile, the cards they hold) and what happens from there on,
but not the events of the round before it, so an agent that remembers what it saw
earlier (a Priest look) plays the playout as if it had forgotten it.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import NamedTuple

from lovelet.engine.actions import Play
from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown
from lovelet.engine.game import Game
from lovelet.engine.round import Round
from lovelet.engine.naming import is_bool, whole_number_or_none
from lovelet.engine.observation import Observation, check_observation
from lovelet.engine.streams import checked_seed, derived_generator, derived_seed
from lovelet.display.deduction_tables import outcomes_html
from lovelet.deduction.drawn import DrawnAsHtml
from lovelet.deduction.opponent_model import Model
from lovelet.deduction.players import Action, Decider, is_plain_random
from lovelet.deduction.playouts import Seating, play_on, seat_generators, seated_players
from lovelet.deduction.staging import Stager
from lovelet.deduction.worlds import HiddenCards

__all__ = ["outcome_probabilities", "Outcomes", "Estimate", "wilson_interval"]

Z95 = 1.959963984540054  # the 97.5% quantile of the standard normal distribution


class Estimate(NamedTuple):
    """A probability ``p`` and its 95% interval [``low``, ``high``] (both ``p`` when exact)."""

    p: object
    low: object
    high: object

    @property
    def exact(self) -> bool:
        """True when the probability is exact (its interval is the value itself)."""
        return self.low == self.high == self.p

    def __repr__(self) -> str:
        if self.exact:
            return f"{float(self.p):.4f} (exact)"
        return f"{self.p:.4f} [{self.low:.4f}, {self.high:.4f}]"


def wilson_interval(successes: int, trials: int, z: float = Z95) -> Estimate:
    """The estimate ``successes / trials`` with its Wilson score interval.

    Unlike the normal approximation, the Wilson interval stays inside [0, 1] and is
    sensible for probabilities near 0 or 1; it always contains the estimate.
    ``trials`` is a whole number from 1 up, ``successes`` one from 0 to ``trials`` and
    ``z`` a positive number; anything else is refused (BAD_OPTION).
    """
    def whole(value: object) -> bool:
        return isinstance(value, numbers.Integral) and not is_bool(value)

    if not whole(trials) or trials < 1:
        raise refused("BAD_OPTION.trials", shown=shown(trials))
    if not whole(successes) or not 0 <= successes <= trials:
        raise refused("BAD_OPTION.successes", trials=int(trials), shown=shown(successes))
    if not isinstance(z, numbers.Real) or is_bool(z) or not 0 < z < math.inf:
        raise refused("BAD_OPTION.z", shown=shown(z))
    successes, trials, z = int(successes), int(trials), float(z)
    p = successes / trials
    scale = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / scale
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / scale
    return Estimate(p, max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


def _exact_estimate(probability: Fraction) -> Estimate:
    return Estimate(probability, probability, probability)


@dataclass(frozen=True)
class Outcomes(DrawnAsHtml):
    """The chances of winning the round and the game, seat by seat, from one player's view.

    * ``round``: {seat: Estimate} of winning this round (a shared win counts for each
      tied winner);
    * ``shared``: the Estimate that the round ends in a shared win;
    * ``game``: {seat: Estimate} of winning the game, or None if not asked for;
    * ``exact_round`` / ``exact_game``: whether those values are exact fractions;
    * ``n``: how many playouts were sampled (0 when nothing needed sampling).
    """

    draw_html = staticmethod(outcomes_html)

    names: tuple
    viewer: int
    round: dict
    shared: Estimate
    game: object
    exact_round: bool
    exact_game: bool
    n: int
    agents: tuple = field(repr=False)

    def to_plot(self, which: str = "round") -> dict[str, tuple[float, float, float]]:
        """{player name: (p, low, high)} as floats, for :func:`lovelet.plots.plot_outcomes`.

        ``which`` is "round" or "game".
        """
        table = self._table(which)
        return {self.names[seat]: tuple(float(value) for value in estimate)
                for seat, estimate in table.items()}

    def _table(self, which: str) -> dict[int, Estimate]:
        if which == "round":
            return self.round
        if which == "game":
            if self.game is None:
                raise refused("BAD_OPTION.no_game_outcomes")
            return self.game
        raise refused("BAD_OPTION.which_outcomes", shown=shown(which))

    def __repr__(self) -> str:
        rows = [f"{self.names[seat]}: round {estimate!r}" for seat, estimate in self.round.items()]
        if self.game is not None:
            rows = [f"{row}, game {self.game[seat]!r}" for row, seat in zip(rows, self.round)]
        return f"<Outcomes seen by {self.names[self.viewer]}, {self._how()}: " + "; ".join(rows) + ">"

    def _how(self) -> str:
        if self.exact_round and (self.game is None or self.exact_game):
            return "exact"
        parts = ["exact round" if self.exact_round else None, f"{self.n} playouts" if self.n else None]
        return ", ".join(part for part in parts if part)




def outcome_probabilities(observation: Observation, agents: Seating = None, n: int = 10_000, seed: int | None = 1,
                          game: bool = True, exact_below: int | None = 2, model: Model = None) -> Outcomes:
    """The chance of each player winning this round and the game, from ``observation``.

    ``agents`` play every seat from here on: None (a :class:`~lovelet.agents.RandomAgent`
    for everyone), one agent for every seat, a list with one agent per seat, or a dict
    {seat: agent} (seats left out play randomly).  ``n`` playouts are sampled, driven by
    ``seed``.  ``game=False`` stops each playout at the end of this round.  When the deck
    holds at most ``exact_below`` cards (None: never), the round is computed exactly
    instead, provided that is small enough to be quick (at most 5,000 distinct hidden
    worlds and 50,000 moves to try; otherwise it is sampled, and ``exact_round`` says
    which).  ``model`` is the opponent model the hidden cards are drawn under, as
    :func:`~lovelet.deduction.belief` takes it (None: every legal decision alike); an
    observation the model cannot explain raises ValueError, as the belief does.

    Returns :class:`Outcomes`.  See the module's docstring for ties, the game and what
    agents see.
    """
    check_observation(observation, "outcome_probabilities")
    count = whole_number_or_none(n)
    if count is None or count < 1:
        raise refused("BAD_OPTION.playouts", shown=shown(n))
    n, seed = count, checked_seed(seed)
    if exact_below is not None and (isinstance(exact_below, bool) or not isinstance(exact_below, int)):
        raise refused("BAD_OPTION.exact_below", shown=shown(exact_below))
    players = observation.players
    agents = _seated(agents, observation.names)
    table = _Table(observation, agents, game)

    exact_round = exact_game = False
    round_values = shared = game_values = None
    hidden = None
    if observation.is_over:
        winners = observation.winners
        round_values = {seat: Fraction(int(seat in winners)) for seat in range(players)}
        shared = Fraction(int(len(winners) > 1))
        exact_round = True
        decided = _game_winners(observation)
        if decided:
            game_values = {seat: Fraction(int(seat in decided)) for seat in range(players)}
            exact_game = True
    else:
        hidden = HiddenCards(observation, model)
        if exact_below is not None and observation.deck_size <= exact_below:
            exact = _exact_round(observation, agents, hidden)
            if exact is not None:
                round_values, shared, game_values = exact
                exact_round = True
                exact_game = game_values is not None

    sampled = 0
    if not exact_round or (game and not exact_game):
        tallies = table.play(hidden, n, seed, whole_round=not exact_round)
        sampled = n
        if not exact_round:
            round_values = {seat: wilson_interval(count, n) for seat, count in enumerate(tallies.round)}
            shared = wilson_interval(tallies.shared, n)
        if game:
            game_values = {seat: wilson_interval(count, n) for seat, count in enumerate(tallies.game)}
    if exact_round:
        round_values = {seat: _exact_estimate(value) for seat, value in round_values.items()}
        shared = _exact_estimate(shared)
    if game and exact_game:
        game_values = {seat: _exact_estimate(value) for seat, value in game_values.items()}
    return Outcomes(
        names=observation.names, viewer=observation.player, round=round_values, shared=shared,
        game=game_values if game else None, exact_round=exact_round,
        exact_game=bool(game and exact_game), n=sampled, agents=tuple(agents),
    )


# ---------------------------------------------------------------------- agents


def _seated(agents: Seating, names: Sequence[str]) -> list[Decider]:
    """One agent per seat (see :func:`~lovelet.deduction.playouts.seated_players`); each
    must also have policy(), which the exact mode weighs decisions with."""
    seated = seated_players(agents, names)
    for agent in seated:
        if not callable(getattr(agent, "choose", None)) or not callable(getattr(agent, "policy", None)):
            raise refused("BAD_OPTION.outcome_agent", shown=shown(agent))
    return seated


def _exact_policy(agent: Decider, rnd: Round, seat: int) -> list[tuple[Action, Fraction]]:
    """The agent's probabilities at ``seat``'s decision in ``rnd``, as fractions adding
    up to exactly 1, zeros left out."""
    if is_plain_random(agent):
        actions = rnd.legal_actions()
        share = Fraction(1, len(actions))
        return [(action, share) for action in actions]
    observation = rnd.observation(seat)
    exact = getattr(agent, "exact_policy", None)
    policy = exact(observation) if callable(exact) else agent.policy(observation)
    weights = [(action, Fraction(value)) for action, value in policy.items() if value]
    total = sum(value for _action, value in weights)
    return [(action, value / total) for action, value in weights]


# ---------------------------------------------------------------------- sampling


class _Tallies:
    def __init__(self, players: int) -> None:
        self.round = [0] * players
        self.shared = 0
        self.game = [0] * players


class _Table:
    """Plays the sampled playouts of one observation (:mod:`~lovelet.deduction.playouts`).

    Playout ``i`` draws its hidden world from the stream ("world", i) of the seed, each
    seat decides with its own generator ("seat", s, i), and the game goes on with rounds
    dealt from its own seed ("game", i): so a playout depends on the seed and its
    number only, never on the other playouts or on how they are shared among workers.
    """

    def __init__(self, observation: Observation, agents: Sequence[Decider], game: bool) -> None:
        self.observation = observation
        self.agents = agents
        self.game = game

    def play(self, hidden: HiddenCards | None, n: int, seed: int, whole_round: bool = True) -> _Tallies:
        """Tallies of ``n`` playouts; with ``whole_round`` False only the game is played
        (the round's own values being known otherwise)."""
        observation = self.observation
        players = observation.players
        tallies = _Tallies(players)
        stager = None if observation.is_over else Stager(observation)
        for index in range(n):
            generators = seat_generators(seed, players, index)
            game_seed = derived_seed(seed, "game", index) if self.game else 0  # read only with the game
            if stager is None:
                winners, favors, game_winners = (observation.winners, observation.favors,
                                                 _game_winners(observation))
            else:
                rnd = stager.round(hidden.sample(derived_generator(seed, "world", index)))
                play_on(rnd, self.agents, generators)
                winners, favors, game_winners = rnd.winners, rnd.favors, rnd.game_winners
                if self.game and not game_winners:
                    game = play_on(Game.from_round(rnd, seed=game_seed), self.agents, generators)
                    game_winners = game.winners
            if whole_round:
                for seat in winners:
                    tallies.round[seat] += 1
                if len(winners) > 1:
                    tallies.shared += 1
            if self.game:
                if not game_winners:  # the observed round is over: the game goes on from it
                    game = Game.after_round(observation.edition, observation.names, favors, winners,
                                            seed=game_seed, **observation.options.as_dict())
                    game_winners = play_on(game, self.agents, generators).winners
                for seat in game_winners:
                    tallies.game[seat] += 1
        return tallies


def _game_winners(observation: Observation) -> tuple[int, ...]:
    """The seats whose favors reach the target, once the round is over."""
    if not observation.is_over:
        return ()
    return tuple(seat for seat, favors in enumerate(observation.favors)
                 if favors >= observation.favors_needed)


# ---------------------------------------------------------------------- exact


# Past these sizes the exact computation would take seconds: the round is sampled instead.
_EXACT_WORLD_LIMIT = 5_000  # distinct hidden worlds
_EXACT_MOVE_LIMIT = 50_000  # moves tried, over all worlds and decisions


class _TooLarge(Exception):
    """The exact computation would try more moves than allowed."""


def _exact_round(observation: Observation, agents: Sequence[Decider], hidden: HiddenCards
                 ) -> tuple[dict[int, Fraction], Fraction, dict[int, Fraction] | None] | None:
    """(round values, shared, game values or None), exact fractions; None if too large.

    Every distinct world is played through every decision each agent may take,
    weighed by the agent's policy.  With plain random agents the value of a position
    depends on the position alone (their choice reads only the legal actions), so
    the actions that lead to the same position are followed once, and positions
    reached twice are computed once.
    """
    if hidden.count_worlds(_EXACT_WORLD_LIMIT) > _EXACT_WORLD_LIMIT:
        return None
    players = observation.players
    stager = Stager(observation)
    search = _Search(agents)
    ends = {}  # (round winners, game winners) -> probability
    try:
        for probability, world in hidden.enumerate():
            for end, chance in search.value(stager.round(world)).items():
                ends[end] = ends.get(end, 0) + probability * chance
    except _TooLarge:
        return None
    round_values = {seat: Fraction(0) for seat in range(players)}
    game_values = {seat: Fraction(0) for seat in range(players)}
    shared = Fraction(0)
    decided = True
    for (winners, game_winners), chance in ends.items():
        for seat in winners:
            round_values[seat] += chance
        if len(winners) > 1:
            shared += chance
        for seat in game_winners:
            game_values[seat] += chance
        decided = decided and bool(game_winners)
    return round_values, shared, (game_values if decided else None)


class _Search:
    """The exact chances of the ways a round can end from a position:
    {(round winners, game winners): probability}, as fractions."""

    def __init__(self, agents: Sequence[Decider]) -> None:
        self.agents = agents
        self.memo = {} if all(is_plain_random(agent) for agent in agents) else None
        self.moves = 0

    def value(self, rnd: Round) -> dict[tuple[tuple[int, ...], tuple[int, ...]], Fraction | int]:
        if rnd.is_over:
            return {(rnd.winners, rnd.game_winners): 1}
        memo = self.memo
        if memo is not None:
            key = rnd.position_key()
            known = memo.get(key)
            if known is not None:
                return known
        seat = rnd.current_player
        # The actions that lead to the same position are followed once, together.
        branches = {}
        guesses = {}  # (target, hit) -> the branch of a Guard with that target and result
        for action, probability in _exact_policy(self.agents[seat], rnd, seat):
            if memo is not None and action.__class__ is Play and action.card is Card.GUARD \
                    and action.target is not None:
                # Every wrong guess at one target leaves the same position (docs/rules.md
                # A9.2: nothing happens): follow one of them for all.
                guess = (action.target, rnd.hand(action.target)[0] is action.guess)
                if guess in guesses:
                    branches[guesses[guess]][0] += probability
                    continue
            else:
                guess = None
            self.moves += 1
            if self.moves > _EXACT_MOVE_LIMIT:
                raise _TooLarge()
            child = rnd.clone()
            child.apply(action)
            branch = child.position_key() if memo is not None else len(branches)
            if guess is not None:
                guesses[guess] = branch
            if branch in branches:
                branches[branch][0] += probability
            else:
                branches[branch] = [probability, child]
        ends = {}
        for probability, child in branches.values():
            for end, chance in self.value(child).items():
                ends[end] = ends.get(end, 0) + probability * chance
        if memo is not None:
            memo[key] = ends
        return ends
