"""Seating agents: one agent per seat of a game, from what a caller gives.

A caller gives the agents of a game as None (random players everywhere), one agent for
every seat, a list with one per seat, or a dict {seat or name: agent} (seats left out
play at random).  :func:`seated_agents` reads any of these as one agent per seat and
refuses what is not an agent; the match layer (:mod:`lovelet.lab.match`) and the
tournaments seat their agents through it.
"""

from collections.abc import Sequence
from typing import Any

from lovelet.agents.random_agent import RandomAgent
from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import seat_of

__all__ = ["seated_agents", "is_plain_random"]


def _is_agent(agent: Any) -> bool:
    if isinstance(agent, type):  # a class, such as RandomAgent instead of RandomAgent()
        return False
    return callable(getattr(agent, "choose", None)) or callable(agent)


def seated_agents(agents: Any, names: Sequence[str]) -> list[Any]:
    """One agent per seat of a game of ``names``, from None, one agent, a list or a dict.

    Seats left out play as :class:`~lovelet.agents.RandomAgent`.  Anything that is not an
    agent is refused (BAD_OPTION), and so is a dict key that is not a seat or a player's
    name (UNKNOWN_PLAYER).
    """
    players = len(names)
    if agents is None:
        seated = [RandomAgent() for _ in range(players)]
    elif isinstance(agents, dict):
        chosen: dict[int, tuple[Any, Any]] = {}
        for key, agent in agents.items():
            seat = seat_of(key, names, "the agents key")  # the engine's own refusal of a seat
            if seat in chosen:
                raise refused("BAD_OPTION.agents_seat_twice", seat=seat, first=shown(chosen[seat][0]),
                              second=shown(key))
            chosen[seat] = (key, agent)
        seated = [chosen[seat][1] if seat in chosen else RandomAgent() for seat in range(players)]
    elif isinstance(agents, (list, tuple)):
        if len(agents) != players:
            raise refused("BAD_OPTION.agents_count", players=players, count=len(agents))
        seated = list(agents)
    else:
        seated = [agents] * players
    for agent in seated:
        if isinstance(agent, type):
            raise refused("BAD_OPTION.agent_class", kind=agent.__name__)
        if not _is_agent(agent):
            raise refused("BAD_OPTION.not_an_agent", shown=shown(agent))
    return seated


def is_plain_random(agent: Any) -> bool:
    """True for a :class:`~lovelet.agents.RandomAgent` itself (not a subclass): its
    choice is uniform over the legal actions, which the exact outcome search uses."""
    return type(agent) is RandomAgent
