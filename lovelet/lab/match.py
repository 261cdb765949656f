"""The match layer: agents play rounds and games, each from its own random stream.

Fairness.  An agent decides from its player's :class:`~lovelet.Observation` and draws
its random numbers from a generator of its own, derived from the match seed and its
seat (:func:`seat_generators`).  No agent ever sees the generator that dealt the round
(the game's, see :mod:`lovelet.engine.game`) or the one that drew a hidden world (the
deduction tools'), so rewinding its generator tells it nothing about the deck.

Common random numbers.  What one agent draws changes no other stream: the deals come
from the game's seed and the round number only, and each seat's generator serves
that seat alone.  Two agents compared on the same seeds therefore meet the same deals,
and a difference in results comes from their play, not from the shuffles.

An agent is an object with ``choose(observation, rng)`` (every agent of
:mod:`lovelet.agents`), or a plain function ``f(observation, rng)`` that returns a
legal action.  ``agents`` is one agent for every seat, a list with one per seat, or a
dict {seat or name: agent} (seats left out play at random); None means random players.

Trust.  An agent that plays in this process is trusted code: Python cannot stop it
from walking ``gc`` or the call stack to the round.  With ``isolate=True`` each seat's
agent plays in a worker process of its own that sees only its seat's export
(:mod:`lovelet.lab.isolation`), and one that overruns ``move_seconds``, raises or sends
anything but a legal move loses the game by forfeit (:class:`~lovelet.lab.isolation.Forfeited`).
"""

import contextlib
import random
from collections.abc import Iterator, Sequence
from typing import Any

from lovelet.deduction.players import decision as decide
from lovelet.deduction.players import is_plain_random
from lovelet.deduction.playouts import play_on as play_seated
from lovelet.deduction.playouts import seat_generators
from lovelet.deduction.playouts import seated_players as seated_agents
from lovelet.engine.errors import refused, shown
from lovelet.engine.game import Game
from lovelet.engine.naming import is_bool
from lovelet.engine.round import Round
from lovelet.engine.streams import checked_seed
from lovelet.lab.isolation import DEFAULT_MOVE_SECONDS, IsolatedAgent, checked_move_seconds

__all__ = ["play_round", "play_game", "play_on", "seat_generators", "seated_agents", "decide",
           "is_plain_random"]


def play_on(subject: Any, agents: Any, generators: Sequence[random.Random]) -> Any:
    """Play a Round or a Game to its end with ``agents`` (as :func:`seated_agents` reads
    them) drawing from ``generators`` (one ``random.Random`` per seat); returns it.

    The low-level form of :func:`play_round` and :func:`play_game`, for callers that
    derive the generators themselves (with agents already one per seat,
    :func:`lovelet.deduction.playouts.play_on` is the same without the match layer).
    """
    if not isinstance(subject, (Game, Round)):
        raise refused("BAD_OPTION.play_on_subject", shown=shown(subject))
    return play_seated(subject, seated_agents(agents, subject.names), generators)


def play_round(rnd: Round, agents: Any = None, seed: int | None = None, *, isolate: bool = False,
               move_seconds: float = DEFAULT_MOVE_SECONDS) -> Round:
    """Play ``rnd`` to its end, each seat's decisions made by its agent; returns ``rnd``.

    Seat s draws from ``seat_generators(seed, players)[s]``; the same round, agents and
    seed give the same play (without a seed, one nobody can guess is drawn, so no
    agent can predict another's draws).  An action an agent gets wrong raises its
    IllegalAction, with the round left as it was before that action.  With
    ``isolate=True``, see :func:`play_game`.
    """
    if not isinstance(rnd, Round):
        raise refused("BAD_OPTION.play_round_subject", shown=shown(rnd))
    seed = checked_seed(seed)
    seated = seated_agents(agents, rnd.names)
    if _in_this_process(isolate, move_seconds):
        return play_seated(rnd, seated, seat_generators(seed, rnd.players))
    with _isolated(seated, move_seconds) as seated:
        return play_seated(rnd, seated, seat_generators(seed, rnd.players))


def play_game(game: Game, agents: Any = None, seed: int | None = None, *, isolate: bool = False,
              move_seconds: float = DEFAULT_MOVE_SECONDS) -> Game:
    """Play ``game`` to its end, round after round (docs/rules.md A14, A15); returns it.

    The game deals every round from its own seed (see :class:`~lovelet.Game`); the
    agents draw from generators derived from ``seed``, one per seat, for the whole game
    (without a seed, one nobody can guess is drawn).
    A game that is in the middle of a round goes on from there.

    ``isolate=True`` plays each agent in a worker process of its own (an agent given for
    several seats plays them from one), which sees only its seats' exports and has ``move_seconds`` per decision
    (:mod:`lovelet.lab.isolation`); the same seeds give the same game as in this process.
    An isolated agent that overruns, raises or sends anything but a legal move raises
    :class:`~lovelet.lab.isolation.Forfeited` (its seat and a one-line reason), with the
    game as it was before that decision.  The workers end with the game.
    """
    if not isinstance(game, Game):
        raise refused("BAD_OPTION.play_game_subject", shown=shown(game))
    seed = checked_seed(seed)
    seated = seated_agents(agents, game.names)
    generators = seat_generators(seed, game.players)
    if _in_this_process(isolate, move_seconds):
        return play_seated(game, seated, generators)
    with _isolated(seated, move_seconds) as seated:
        return play_seated(game, seated, generators)


def _in_this_process(isolate: object, move_seconds: object) -> bool:
    """True when the agents play in this process (``isolate`` False), after checking both
    options (BAD_OPTION): a plain check, since the match layer starts every game of a
    tournament and every playout of a lesson here."""
    if not is_bool(isolate):
        raise refused("BAD_OPTION.isolate", shown=shown(isolate))
    checked_move_seconds(move_seconds)
    return not isolate


@contextlib.contextmanager
def _isolated(seated: list[Any], move_seconds: float) -> Iterator[list[Any]]:
    """``seated`` as they play, each in a worker process of its own (ended on the way
    out); ``move_seconds`` was checked by :func:`_in_this_process`."""
    # An agent given for several seats is one agent, in one process, as it is here.
    made = {}
    for agent in seated:
        if not isinstance(agent, IsolatedAgent) and id(agent) not in made:
            made[id(agent)] = IsolatedAgent(agent, move_seconds)
    try:
        yield [agent if isinstance(agent, IsolatedAgent) else made[id(agent)] for agent in seated]
    finally:
        for agent in made.values():
            agent.close()

