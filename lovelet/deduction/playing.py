"""How lovelet asks an agent for a move, and plays a round or a game on with agents.

An agent is an object with ``choose(observation, rng)`` (every agent of
:mod:`lovelet.agents`), or a plain function ``f(observation, rng)`` that returns a legal
action.  An agent may also offer ``choose_legal(legal_actions, rng)``, a promise that its
choice depends on the legal actions alone: it is then handed those, and no observation
is built for it (see :class:`~lovelet.agents.Agent`).

This is the lowest layer that plays with agents: the deduction tools play on with them
(the outcome playouts, the opponent model) and the match layer (:mod:`lovelet.lab.match`)
adds what a match needs on top (agents read from a dict or a list, random players for
the seats left out, isolation in worker processes).  Nothing here knows any particular
agent.

Each seat draws from a generator of its own (:func:`seat_generators`), derived from a
seed, the seat and the caller's numbers, so what one seat draws changes no other stream.
"""

import functools
import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from lovelet.engine.errors import refused, shown
from lovelet.engine.game import Game
from lovelet.engine.observation import observation_of
from lovelet.engine.round import Round
from lovelet.engine.streams import derived_generator

__all__ = ["seat_generators", "decide", "deciders", "play_round_on", "play_game_on", "play_seated"]

Played = TypeVar("Played", Round, Game)

#: Each seat's decision: (function, whether it reads only the legal actions).
Decider = tuple[Callable[[Any, random.Random], Any], bool]


def seat_generators(seed: int, players: int, *numbers: object) -> list[random.Random]:
    """One ``random.Random`` per seat, derived from ``seed``, the seat and ``numbers``."""
    return [derived_generator(seed, "seat", seat, *numbers) for seat in range(players)]


def decide(agent: Any, observation: Any, rng: random.Random) -> Any:
    """The action ``agent`` takes in ``observation``, drawing from ``rng``."""
    choose = getattr(agent, "choose", None)
    if choose is not None:
        return choose(observation, rng)
    return agent(observation, rng)


def deciders(seated: Sequence[Any]) -> list[Decider]:
    """Each seat's decision as (function, whether it reads only the legal actions).

    An agent with ``choose_legal`` that stands for its ``choose`` is handed the legal
    actions alone; every other agent gets the player's observation.
    """
    out: list[Decider] = []
    for agent in seated:
        if _reads_legal_only(agent):
            out.append((agent.choose_legal, True))
        else:
            out.append((getattr(agent, "choose", None) or agent, False))
    return out


def _reads_legal_only(agent: Any) -> bool:
    """True when ``agent``'s ``choose_legal`` stands for its ``choose``: both come from
    the same class (a subclass that redefines ``choose`` alone is asked ``choose``)."""
    if not callable(getattr(agent, "choose_legal", None)):
        return False
    return _class_reads_legal_only(type(agent))


@functools.lru_cache(maxsize=None)
def _class_reads_legal_only(kind: type) -> bool:
    legal_from = next((c for c in kind.__mro__ if "choose_legal" in vars(c)), None)
    choose_from = next((c for c in kind.__mro__ if "choose" in vars(c)), None)
    return legal_from is not None and (choose_from is None or issubclass(legal_from, choose_from))


def play_round_on(rnd: Round, seats: Sequence[Decider], generators: Sequence[random.Random]) -> Round:
    """Play ``rnd`` to its end with one decider per seat (see :func:`deciders`), seat s
    drawing from ``generators[s]``; returns ``rnd``.  An action an agent gets wrong raises
    its IllegalAction, with the round left as it was before that action."""
    plan = [(choose, generator, legal_only) for (choose, legal_only), generator in zip(seats, generators)]
    legal_actions, apply = rnd.legal_actions, rnd.apply
    # The action is the current player's by construction: no need to name its player.
    while not rnd.is_over:
        seat = rnd.current_player
        choose, generator, legal_only = plan[seat]
        if legal_only:
            apply(choose(legal_actions(), generator))
        else:
            apply(choose(observation_of(rnd, seat), generator))
    return rnd


def play_game_on(game: Game, seats: Sequence[Decider], generators: Sequence[random.Random]) -> Game:
    """Play ``game`` to its end, round after round, as :func:`play_round_on` plays each;
    a game in the middle of a round goes on from there.  Returns ``game``."""
    while True:
        play_round_on(game.round, seats, generators)
        if game.is_over:
            return game
        game.next_round()


def play_seated(subject: Played, seated: Sequence[Any], generators: Sequence[random.Random]) -> Played:
    """Play a Round or a Game to its end with ``seated`` (one agent per seat) drawing from
    ``generators`` (one ``random.Random`` per seat); returns it.

    For callers that derive the generators themselves (the outcome playouts: one set per
    playout).  Anything but a Round or a Game is refused (BAD_OPTION).
    """
    if isinstance(subject, Round):
        return play_round_on(subject, deciders(seated), generators)
    if isinstance(subject, Game):
        return play_game_on(subject, deciders(seated), generators)
    raise refused("BAD_OPTION.play_on_subject", shown=shown(subject))
