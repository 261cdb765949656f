"""Playing a position on with the given players: the playouts of the outcome estimates.

The deduction tools play a round on from a position only to count who wins
(:mod:`~lovelet.deduction.outcomes`).  They seat one player per seat
(:func:`seated_players`: the players they are given, a :class:`RandomAgent` where none
is) and ask each through the interface of :mod:`~lovelet.deduction.players`, with a
generator of its own (:func:`seat_generators`), exactly as the match layer
(:mod:`lovelet.lab.match`) plays rounds between agents: the same seed gives the same
play in both.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Union

from lovelet.engine.errors import refused, shown
from lovelet.engine.game import Game
from lovelet.engine.naming import seat_of
from lovelet.engine.observation import Observation, observation_of
from lovelet.engine.round import Round
from lovelet.engine.streams import choice_as_random_does, derived_generator
from lovelet.deduction.players import Action, Decider, RandomAgent, is_plain_random

__all__ = ["Seating", "seat_generators", "seated_players", "play_on", "decider_of"]

#: The players of a table: None (random players), one for every seat, one per seat in
#: a list, or a dict {seat or name: player} (the seats left out play at random).
Seating = Union[None, Decider, Sequence[Decider], Mapping[object, Decider]]


def seat_generators(seed: int, players: int, *numbers: object) -> list[random.Random]:
    """One ``random.Random`` per seat, derived from ``seed``, the seat and ``numbers``."""
    return [derived_generator(seed, "seat", seat, *numbers) for seat in range(players)]


def seated_players(players: Seating, names: Sequence[str]) -> list[Decider]:
    """One player per seat of a table of ``names``, from None, one player, a list or a dict.

    Anything that is not a player is refused (BAD_OPTION), and so is a dict key that is
    not a seat or a player's name (UNKNOWN_PLAYER).
    """
    count = len(names)
    if players is None:
        seated: list[Decider] = [RandomAgent() for _ in range(count)]
    elif isinstance(players, Mapping):
        chosen: dict[int, tuple[object, Decider]] = {}
        for key, player in players.items():
            seat = seat_of(key, names, "the agents key")  # UNKNOWN_PLAYER, in the engine's words
            if seat in chosen:
                raise refused("BAD_OPTION.two_agents", seat=seat, first=shown(chosen[seat][0]), second=shown(key))
            chosen[seat] = (key, player)
        seated = [chosen[seat][1] if seat in chosen else RandomAgent() for seat in range(count)]
    elif isinstance(players, (list, tuple)):
        if len(players) != count:
            raise refused("BAD_OPTION.agents_count", count=count, given=len(players))
        seated = list(players)
    else:
        seated = [players] * count  # type: ignore[list-item]  # one player for every seat
    for player in seated:
        if isinstance(player, type):
            raise refused("BAD_OPTION.agent_class", kind=player.__name__)
        if not callable(getattr(player, "choose", None)) and not callable(player):
            raise refused("BAD_OPTION.not_an_agent", shown=shown(player))
    return seated


def play_on(subject: Round | Game, players: Sequence[Decider],
            generators: Sequence[random.Random]) -> Round | Game:
    """Play a Round, or a Game round after round, to its end with ``players`` (one per
    seat) drawing from ``generators`` (one per seat); returns it."""
    deciders = [decider_of(player) for player in players]
    if isinstance(subject, Round):
        return _play_round(subject, deciders, generators)
    while True:
        _play_round(subject.round, deciders, generators)
        if subject.is_over:
            return subject
        subject.next_round()


def _play_round(rnd: Round, deciders: Sequence[tuple[Callable[..., Action], bool]],
                generators: Sequence[random.Random]) -> Round:
    seats = [(decide, generator, legal_only) for (decide, legal_only), generator in zip(deciders, generators)]
    legal_actions, apply = rnd.legal_actions, rnd.apply
    # The action is the current player's by construction: no need to name its player.
    while True:
        seat = rnd.current_player
        if seat is None:  # the round is over
            return rnd
        decide, generator, legal_only = seats[seat]
        if legal_only:
            apply(decide(legal_actions(), generator))
        else:
            apply(decide(observation_of(rnd, seat), generator))


def decider_of(player: Decider) -> tuple[Callable[..., Action], bool]:
    """A seat's decision as (function, whether it reads only the legal actions).

    A player with ``choose_legal`` promises that its choice depends on the legal actions
    alone (see :class:`~lovelet.deduction.players.Agent`): it is handed those, and no
    observation is built for it.  Every other player gets its observation.
    """
    if is_plain_random(player):
        # RandomAgent.choose_legal is this very choice: asked directly, it costs the
        # compiled build no call into Python per decision.
        return choice_as_random_does, True
    choose_legal = getattr(player, "choose_legal", None)
    kind: type = type(player)
    if callable(choose_legal) and _class_reads_legal_only(kind):
        return choose_legal, True
    choose: Callable[[Observation, random.Random], Action] = (getattr(player, "choose", None)
                                                               or player)  # type: ignore[assignment]
    return choose, False


@functools.lru_cache(maxsize=None)
def _class_reads_legal_only(kind: type) -> bool:
    """True when ``kind``'s ``choose_legal`` stands for its ``choose``: both come from the
    same class (a subclass that redefines ``choose`` alone is asked ``choose``)."""
    legal_from = next((c for c in kind.__mro__ if "choose_legal" in vars(c)), None)
    choose_from = next((c for c in kind.__mro__ if "choose" in vars(c)), None)
    return legal_from is not None and (choose_from is None or issubclass(legal_from, choose_from))
