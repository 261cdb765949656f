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
import functools

from lovelet.engine.errors import IllegalAction, shown
from lovelet.engine.game import Game
from lovelet.lab.isolation import DEFAULT_MOVE_SECONDS, IsolatedAgent, checked_move_seconds
from lovelet.engine.naming import is_bool, seat_or_none, unknown_player_sentence
from lovelet.engine.observation import observation_of
from lovelet.engine.round import Round
from lovelet.engine.streams import checked_seed, derived_generator

__all__ = ["play_round", "play_game", "play_on", "seat_generators", "seated_agents", "decide",
           "is_plain_random"]


def seat_generators(seed, players, *numbers):
    """One ``random.Random`` per seat, derived from ``seed``, the seat and ``numbers``."""
    return [derived_generator(seed, "seat", seat, *numbers) for seat in range(players)]


def _is_agent(agent):
    if isinstance(agent, type):  # a class, such as RandomAgent instead of RandomAgent()
        return False
    return callable(getattr(agent, "choose", None)) or callable(agent)


def seated_agents(agents, names):
    """One agent per seat of a game of ``names``, from None, one agent, a list or a dict.

    Anything that is not an agent is refused (BAD_OPTION), and so is a dict key that is
    not a seat or a player's name (UNKNOWN_PLAYER).
    """
    from lovelet.agents import RandomAgent  # the match layer is where agents meet the engine

    players = len(names)
    if agents is None:
        seated = [RandomAgent() for _ in range(players)]
    elif isinstance(agents, dict):
        chosen = {}
        for key, agent in agents.items():
            seat = seat_or_none(key, names)
            if seat is None:
                raise IllegalAction("UNKNOWN_PLAYER", unknown_player_sentence(key, names, "the agents key"))
            if seat in chosen:
                raise IllegalAction("BAD_OPTION",
                                    f"agents gives seat {seat} two agents (keys {shown(chosen[seat][0])} "
                                    f"and {shown(key)}): give each player one.")
            chosen[seat] = (key, agent)
        seated = [chosen[seat][1] if seat in chosen else RandomAgent() for seat in range(players)]
    elif isinstance(agents, (list, tuple)):
        if len(agents) != players:
            raise IllegalAction("BAD_OPTION", f"agents must list one agent for each of the {players} "
                                              f"players, not {len(agents)}.")
        seated = list(agents)
    else:
        seated = [agents] * players
    for agent in seated:
        if isinstance(agent, type):
            raise IllegalAction("BAD_OPTION", f"{agent.__name__} is a kind of agent, not an agent: "
                                              f"pass {agent.__name__}() instead.")
        if not _is_agent(agent):
            raise IllegalAction(
                "BAD_OPTION",
                f"{shown(agent)} is not an agent: an agent has choose(observation, rng), "
                "or is a function of (observation, rng) that returns an action.")
    return seated


def is_plain_random(agent):
    """True for a :class:`~lovelet.agents.RandomAgent` itself (not a subclass): its
    choice is uniform over the legal actions, which the exact outcome search uses."""
    from lovelet.agents import RandomAgent

    return type(agent) is RandomAgent


def decide(agent, observation, rng):
    """The action ``agent`` takes in ``observation``, drawing from ``rng``."""
    choose = getattr(agent, "choose", None)
    if choose is not None:
        return choose(observation, rng)
    return agent(observation, rng)


def _play_on(rnd, deciders, generators):
    seats = [(decide, generator, legal_only) for (decide, legal_only), generator in zip(deciders, generators)]
    legal_actions, apply = rnd.legal_actions, rnd.apply
    # The action is the current player's by construction: no need to name its player.
    while not rnd.is_over:
        seat = rnd.current_player
        decide, generator, legal_only = seats[seat]
        if legal_only:
            apply(decide(legal_actions(), generator))
        else:
            apply(decide(observation_of(rnd, seat), generator))
    return rnd


def _deciders(seated):
    """Each seat's decision as (function, whether it reads only the legal actions).

    An agent with ``choose_legal`` promises that its choice depends on the legal actions
    alone (see :class:`~lovelet.agents.Agent`): it is handed those, and no observation is
    built for it.  Every other agent gets the player's observation.
    """
    deciders = []
    for agent in seated:
        if _reads_legal_only(agent):
            deciders.append((agent.choose_legal, True))
        else:
            deciders.append((getattr(agent, "choose", None) or agent, False))
    return deciders


def _reads_legal_only(agent):
    """True when ``agent``'s ``choose_legal`` stands for its ``choose``: both come from
    the same class (a subclass that redefines ``choose`` alone is asked ``choose``)."""
    if not callable(getattr(agent, "choose_legal", None)):
        return False
    return _class_reads_legal_only(type(agent))


@functools.lru_cache(maxsize=None)
def _class_reads_legal_only(kind):
    legal_from = next((c for c in kind.__mro__ if "choose_legal" in vars(c)), None)
    choose_from = next((c for c in kind.__mro__ if "choose" in vars(c)), None)
    return legal_from is not None and (choose_from is None or issubclass(legal_from, choose_from))


def play_on(subject, agents, generators):
    """Play a Round or a Game to its end with ``agents`` (as :func:`seated_agents` reads
    them) drawing from ``generators`` (one ``random.Random`` per seat); returns it.

    The low-level form of :func:`play_round` and :func:`play_game`, for callers that
    derive the generators themselves (the outcome playouts: one set per playout).
    """
    if isinstance(subject, Game):
        names = subject.names
    elif isinstance(subject, Round):
        names = subject.names
    else:
        raise IllegalAction("BAD_OPTION", f"play_on plays a Round or a Game, not {shown(subject)}.")
    deciders = _deciders(seated_agents(agents, names))
    if isinstance(subject, Round):
        return _play_on(subject, deciders, generators)
    while True:
        _play_on(subject.round, deciders, generators)
        if subject.is_over:
            return subject
        subject.next_round()


def play_round(rnd, agents=None, seed=None, *, isolate=False, move_seconds=DEFAULT_MOVE_SECONDS):
    """Play ``rnd`` to its end, each seat's decisions made by its agent; returns ``rnd``.

    Seat s draws from ``seat_generators(seed, players)[s]``; the same round, agents and
    seed give the same play (without a seed, one nobody can guess is drawn, so no
    agent can predict another's draws).  An action an agent gets wrong raises its
    IllegalAction, with the round left as it was before that action.  With
    ``isolate=True``, see :func:`play_game`.
    """
    if not isinstance(rnd, Round):
        raise IllegalAction("BAD_OPTION", f"play_round plays a Round, not {shown(rnd)}.")
    seed = checked_seed(seed)
    seated = seated_agents(agents, rnd.names)
    with _isolated(seated, isolate, move_seconds) as seated:
        return _play_on(rnd, _deciders(seated), seat_generators(seed, rnd.players))


def play_game(game, agents=None, seed=None, *, isolate=False, move_seconds=DEFAULT_MOVE_SECONDS):
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
        raise IllegalAction("BAD_OPTION", f"play_game plays a Game, not {shown(game)}.")
    seed = checked_seed(seed)
    seated = seated_agents(agents, game.names)
    generators = seat_generators(seed, game.players)
    with _isolated(seated, isolate, move_seconds) as seated:
        deciders = _deciders(seated)
        while True:
            _play_on(game.round, deciders, generators)
            if game.is_over:
                return game
            game.next_round()


@contextlib.contextmanager
def _isolated(seated, isolate, move_seconds):
    """``seated`` as they play: each in a worker process of its own with ``isolate``
    (ended on the way out), as they are without."""
    if not is_bool(isolate):
        raise IllegalAction("BAD_OPTION", f"isolate must be True or False, not {shown(isolate)}.")
    move_seconds = checked_move_seconds(move_seconds)
    if not isolate:
        yield seated
        return
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

