"""Playing a tournament: games cut into chunks, played here, on local cores or elsewhere.

Reproducibility.  Game ``i`` depends on the tournament's seed and ``i`` only: its
deals come from a seed derived from (seed, deal ``i // players``), its agents' draws
from a seed derived from (seed, ``i``), and the line-up is rotated by ``i % players``
seats.  Nothing depends on which worker plays a game, in which order, or how many
workers there are: 1 worker, 2 workers or a Dask cluster give the same records.

Common deals.  The ``players`` consecutive games of one deal are dealt the same cards
round by round (the match layer's per-round streams, :mod:`lovelet.engine.game`) with the
line-up rotated one seat each time, so every entrant meets every deal from every
seat; and two tournaments with the same seed, edition and player count meet the
same deals whatever agents play them, which is what makes a comparison between two
agents sharper than the luck of the cards.

Chunks.  Games are sent in chunks of many games (sending a task costs more than a
random game).  The chunks depend on the number of games and ``chunk_size`` only, never
on the workers, and every chunk plays with its own fresh copy of the agents: an agent
that keeps something between games keeps it within its chunk, wherever that runs.
The chunks are planned lazily (:func:`planned_chunks`), and at most a few chunks per
worker are in flight at a time, so the plan takes the same memory whatever the number
of games; a tournament plays at most :data:`MAX_GAMES` games.

Failures.  An agent's illegal move raises the engine's refusal (IllegalAction, its
sentence prefixed with the agent's label and the game); an agent that raises anything
else ends the tournament with :class:`AgentFailed`, which names the agent, the game and
the error's first line (the agent's own exception is its ``__cause__`` when it played
in this process).

Isolation.  With ``isolate=True`` every entrant plays in a worker process of its own
(:mod:`lovelet.lab.isolation`: it sees only its seat's export), one per entrant for all the
chunks a process plays, handed each chunk's fresh copy of its agent as the chunk starts.  An
isolated agent that overruns ``move_seconds``, raises or sends anything but a legal move
does not stop the tournament: it loses that game by forfeit (every other seat wins it
together, and the record's ``forfeit`` says who and why), and plays the next one from a
fresh copy in a new process.  Well-behaved agents give the same records isolated or not.
"""

import concurrent.futures
import contextlib
import copy
import functools
import gc
import itertools
import math
import os
import pickle
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from lovelet.engine.arguments import player_names
from lovelet.engine.cards import Edition, Options, edition_named
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.engine.game import Game
from lovelet.engine.naming import is_bool, whole_number_or_none
from lovelet.engine.streams import checked_seed, derived_seed
from lovelet.lab.isolation import DEFAULT_MOVE_SECONDS, Forfeited, checked_move_seconds, pickled_by_value
from lovelet.lab.match import play_game, play_round
from lovelet.lab.tournament.entrants import entrants_of
from lovelet.lab.tournament.isolated import close_agents, isolated_agents, named_in_their_process, renew_agents
from lovelet.lab.tournament.records import GameRecord, packed, round_record, unpacked
from lovelet.lab.tournament.results import TournamentResult

__all__ = ["play_tournament", "Plan", "play_games", "isolated_agents", "renew_agents", "close_agents", "deal_seed", "agent_seed", "UNITS",
           "default_chunk_size", "local_cores", "planned_chunks", "MAX_GAMES", "AgentFailed"]

#: What a tournament counts: whole games, or single rounds (each the first round of a game).
UNITS = ("game", "round")

#: The most games (or rounds) one tournament plays: ten million, about a day on two cores.
MAX_GAMES = 10_000_000

# Chunks in flight per worker: enough to keep every worker busy, few enough that the
# futures waiting take no memory to speak of.
_CHUNKS_IN_FLIGHT = 4


class AgentFailed(Exception):
    """An agent raised while it chose a move in a tournament's game.

    ``agent`` is the entrant's label (or, inside a worker, its index in the line-up),
    ``game`` the game's index, ``detail`` the error's type and first line; ``refusal``
    the engine's IllegalAction when the agent's move was refused.  It travels between
    processes (its arguments are plain values).
    """

    def __init__(self, agent: int | str, game: int, detail: str, refusal: IllegalAction | None = None) -> None:
        super().__init__(agent, game, detail, refusal)
        self.agent, self.game, self.detail, self.refusal = agent, game, detail, refusal

    def __str__(self):
        return f"The agent {shown(self.agent, 60)} failed in game {self.game}: {self.detail}"


def _first_line(error):
    """``error``'s type and the first line of its message, for a one-line report."""
    try:
        text = str(error)
    except Exception:  # an exception whose own __str__ fails
        text = ""
    line = text.strip().splitlines()[0] if text.strip() else ""
    line = line if len(line) <= 200 else line[:197] + "..."
    return f"{type(error).__name__}: {line}" if line else type(error).__name__


@dataclass(frozen=True)
class Plan:
    """What a worker needs to play games of a tournament (it travels pickled).

    ``agents`` holds the line-up's agents in entrant order; ``options`` the edition's
    variants as keyword arguments of :class:`~lovelet.Game`; ``isolated`` the entrants
    (indexes) that play in a process of their own, each with ``move_seconds`` per
    decision.
    """

    edition: str
    players: int
    options: tuple
    agents: tuple
    seed: int
    unit: str
    isolated: tuple = ()
    move_seconds: float = DEFAULT_MOVE_SECONDS


def deal_seed(seed: int, deal: int) -> int:
    """The seed of deal number ``deal`` of a tournament of ``seed`` (a 128-bit number,
    too long to be found by trying the seeds one by one)."""
    return derived_seed(seed, "tournament-deal", deal)


def agent_seed(seed: int, index: int) -> int:
    """The seed of the agents' generators in game ``index`` of a tournament of ``seed``."""
    return derived_seed(seed, "tournament-agents", index)


def play_one(plan: Plan, index: int, isolated: dict[int, Any] | None = None) -> GameRecord:
    """Game ``index`` of the tournament ``plan`` (a :class:`Plan`), played: its GameRecord.

    ``isolated`` are the isolated entrants' agents to play with (from
    :func:`isolated_agents`, kept from game to game by the caller); without them, they
    are made for this game and ended after it."""
    if isolated is None and plan.isolated:
        isolated = isolated_agents(plan)
        try:
            return play_one(plan, index, isolated)
        finally:
            close_agents(isolated)
    players = plan.players
    deal, rotation = divmod(index, players)
    # Entrant e sits at seat (e + rotation) mod players: the entrant at seat s is this one.
    seats = tuple((seat - rotation) % players for seat in range(players))
    dealt, drawn = deal_seed(plan.seed, deal), agent_seed(plan.seed, index)
    game = Game(plan.edition, players, seed=dealt, first_player=0, **dict(plan.options))
    agents = [isolated[entrant] if isolated and entrant in isolated else plan.agents[entrant]
              for entrant in seats]
    try:
        if plan.unit == "round":
            play_round(game.round, agents, seed=drawn)
        else:
            play_game(game, agents, seed=drawn)
    except Forfeited as forfeited:
        forfeit = forfeited.forfeit
        finished = [rnd for rnd in game.rounds if rnd.is_over]
        return GameRecord(number=index, deal=deal, seats=seats,
                          winners=tuple(seat for seat in range(players) if seat != forfeit.seat),
                          favors=tuple(game.favors), deal_seed=dealt, agent_seed=drawn, forfeit=forfeit,
                          rounds=tuple(round_record(rnd, number) for number, rnd in enumerate(finished, 1)))
    except Exception as error:
        # The round is as it was before the failed decision: its player is the culprit.
        seat = game.round.current_player
        if seat is None:  # no decision was being made: not an agent's failure
            raise
        culprit = seats[seat]
        refusal = error if isinstance(error, IllegalAction) else None
        raise AgentFailed(culprit, index, _first_line(error), refusal) from error
    if plan.unit == "round":
        rnd = game.round
        return GameRecord(number=index, deal=deal, seats=seats, winners=tuple(rnd.winners),
                          favors=tuple(rnd.favors), rounds=(round_record(rnd, 1),),
                          deal_seed=dealt, agent_seed=drawn)
    return GameRecord(number=index, deal=deal, seats=seats, winners=tuple(game.winners),
                      favors=tuple(game.favors),
                      rounds=tuple(round_record(rnd, number) for number, rnd in enumerate(game.rounds, 1)),
                      deal_seed=dealt, agent_seed=drawn)


def play_games(plan: Plan, start: int, stop: int,
               isolated: dict[int, Any] | None = None) -> tuple[GameRecord, ...]:
    """Games ``start`` to ``stop - 1`` of ``plan``, in order, as a tuple of GameRecords.

    The isolated entrants play in one process each for them all: those of ``isolated``
    (from :func:`isolated_agents`, renewed with ``plan``'s copies of the agents and left
    running), or processes started for these games and ended after them."""
    if isolated is not None:
        renew_agents(isolated, plan)
        return tuple(play_one(plan, index, isolated) for index in range(start, stop))
    isolated = isolated_agents(plan)
    try:
        return tuple(play_one(plan, index, isolated) for index in range(start, stop))
    finally:
        close_agents(isolated)


def play_chunk(payload: bytes, start: int, stop: int) -> tuple[tuple[Any, ...], ...]:
    """:func:`play_games` for a worker: ``payload`` is the pickled :class:`Plan`, so that
    each chunk plays with agents of its own; the records go back :func:`packed`."""
    return packed(play_games(pickle.loads(payload), start, stop))


def planned_chunks(games: int, chunk_size: int) -> Iterator[tuple[int, int]]:
    """The chunks of a tournament of ``games`` games, as (start, stop) pairs in order,
    made one at a time as they are asked for (a plan of a billion games takes no memory)."""
    return ((start, min(games, start + chunk_size)) for start in range(0, games, chunk_size))


def default_chunk_size(games: int) -> int:
    """Games per chunk: about 64 chunks, of 1 to 500 games (a function of ``games`` alone,
    so that the chunks, and any agent that remembers within one, never depend on the
    workers)."""
    return max(1, min(500, math.ceil(games / 64)))


def local_cores() -> int:
    """The cores this process may use (its CPU affinity where the system says)."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def play_tournament(agents: Any, games: int = 1000, *, edition: Edition | str = "revised", players: int | None = None,
                    seed: int | None = None, unit: str = "game", workers: int | None = None, executor: Any = None,
                    chunk_size: int | None = None, progress: bool | Callable[[int, int], object] = True,
                    isolate: bool = False, move_seconds: float = DEFAULT_MOVE_SECONDS,
                    **options: Any) -> TournamentResult:
    """Play ``games`` seat-rotated games (or single rounds) between ``agents``.

    * ``agents``: one agent per seat (a list, or a dict {label: agent}), or one agent
      for every seat with ``players``; an agent may be named by a word ("heuristic",
      see :func:`~lovelet.lab.tournament.agent_named`).  The player count is the number of
      agents: 2-6 revised, 2-4 classic.
    * ``edition``: "revised" or "classic" (or an Edition); ``options``: the edition's
      variants (``tie_break``, ``thresholds``, ``reveal_drawn``).
    * ``unit``: "game" (played until someone has the favors needed) or "round" (single
      rounds, each the first round of the game of that index).
    * ``seed``: a whole number; the same seed gives the same results whatever the
      workers (see the module's documentation: rotation, common deals).  Without one,
      a seed of 128 bits nobody can guess is drawn (:func:`lovelet.engine.streams.fresh_seed`)
      and kept in the result's ``seed``, to replay the tournament once it is over; a
      small seed chosen by hand is for lessons, not for competitions, since an agent
      could try the small seeds until a deal matches what it sees.
    * ``workers``: how many local processes play (default: every core this process may
      use; 1 plays here, in this process); ``executor``: any
      ``concurrent.futures.Executor`` to play on instead (a process pool of your own, a
      Dask cluster's ``client.get_executor()``, or the Dask ``Client`` itself).
    * ``chunk_size``: games per task (default :func:`default_chunk_size`).
    * ``progress``: True for a progress bar (``tqdm.auto``: a widget in a notebook, a
      line in a terminal), False for none, or a function called with (games done,
      games in all) after each chunk.
    * ``isolate``: True plays every agent in a worker process of its own that sees only
      its seat's export, with ``move_seconds`` (default 2) per decision; an agent that
      overruns, raises or sends junk loses that game by forfeit and the tournament goes
      on (see the module's documentation).  For agents one does not trust, such as a
      class's; an agent named "module:attribute" is then imported in its own process
      only.

    Seat 0 starts the first round, so a seat's number is its place in the order of
    play.  Returns a :class:`~lovelet.lab.tournament.TournamentResult`.  Anything wrong is
    refused (IllegalAction) before a game is played; an agent's illegal move raises
    the engine's refusal (in this process: isolated agents forfeit instead).
    """
    started = time.perf_counter()
    games = _whole(games, "games", low=1)
    if games > MAX_GAMES:
        raise refused("BAD_OPTION.too_many_games", most=f"{MAX_GAMES:,}", games=f"{games:,}")
    seed = checked_seed(seed)
    if unit not in UNITS:
        raise refused("BAD_OPTION.unit", shown=shown(unit))
    edition = edition_named(edition)
    if players is not None:
        players = _whole(players, "players", low=1)
    if not is_bool(isolate):
        raise refused("BAD_OPTION.isolate", shown=shown(isolate))
    move_seconds = checked_move_seconds(move_seconds)
    if isolate:  # an agent of one's own named by its module is imported in its own process only
        agents = named_in_their_process(agents)
    entrants = entrants_of(agents, players)
    players = len(entrants)
    player_names(edition, players)  # BAD_PLAYER_COUNT for a line-up the edition does not seat
    checked = Options.checked(edition, **options)
    chunk_size = default_chunk_size(games) if chunk_size is None else \
        _whole(chunk_size, "chunk_size", low=1)
    plan = Plan(edition=edition.name, players=players, options=tuple(checked.as_dict().items()),
                agents=tuple(entrant.agent for entrant in entrants), seed=seed, unit=unit,
                isolated=tuple(range(players)) if isolate else (), move_seconds=move_seconds)
    play = _player(workers, executor, math.ceil(games / chunk_size), plan)
    report = _progress(progress, games, unit)
    try:
        with _records_settling() as settle:
            played = play(plan, planned_chunks(games, chunk_size), report, settle)
    except AgentFailed as failure:
        _raise_named(failure, entrants)
    finally:
        report.close()
    records = tuple(record for start, _ in planned_chunks(games, chunk_size) for record in played[start])
    return TournamentResult(edition=edition.name, players=players, unit=unit, seed=seed,
                            options=checked.as_dict(), entrants=tuple(e.label for e in entrants),
                            kinds=tuple(e.kind for e in entrants), records=records,
                            seconds=time.perf_counter() - started)


def _raise_named(failure, entrants):
    """``failure`` (raised in a game, naming its entrant by index) raised again with the
    entrant's label: the engine's refusal for an illegal move, AgentFailed otherwise."""
    label = entrants[failure.agent].label if isinstance(failure.agent, int) else failure.agent
    if failure.refusal is not None:
        refusal = failure.refusal
        # The refusal keeps the engine's code (an illegal move's own), said with the agent's name.
        raise IllegalAction(refusal.code, key="AGENT_FAILED.in_game",
                            values={"agent": shown(label, 60), "game": failure.game, "refusal": refusal}) from failure
    raise AgentFailed(label, failure.game, failure.detail) from failure


def _player(workers, executor, chunks, plan):
    """How the chunks are played, as ``workers`` or ``executor`` say: a function of
    (plan, chunks, progress, settle) that returns {chunk start: its records}.  Whatever
    is refused (the settings, agents that cannot travel) is refused here, before the
    progress bar shows."""
    if executor is not None:
        if workers is not None:
            raise refused("BAD_OPTION.workers_and_executor")
        return functools.partial(_play_on, _executor_of(executor), _pickled(plan))
    workers = local_cores() if workers is None else \
        _whole(workers, "workers", low=1)
    workers = min(workers, chunks)
    if workers == 1:
        return _play_here
    payload = _pickled(plan)

    def on_local_cores(plan, chunks, report, settle):
        with concurrent.futures.ProcessPoolExecutor(max_workers=workers) as pool:
            return _play_on(pool, payload, plan, chunks, report, settle, in_flight=workers * _CHUNKS_IN_FLIGHT)

    return on_local_cores


def _play_here(plan, chunks, report, settle):
    played = {}
    isolated = isolated_agents(plan)  # one process per isolated entrant, for every chunk
    try:
        for start, stop in chunks:
            played[start] = play_games(_copied(plan), start, stop, isolated)
            settle()
            report.update(stop - start)
    finally:
        close_agents(isolated)
    return played


def _copied(plan):
    """A fresh copy of the agents for a chunk, as a worker process would have; an agent
    that cannot be copied (it holds a lock, a file) plays every chunk itself."""
    try:
        return copy.deepcopy(plan)
    except Exception:  # whatever the agent's own copying raises
        return plan


def _play_on(executor, payload, plan, chunks, report, settle, in_flight=64):
    """The chunks played on ``executor``, each from ``payload`` (the pickled ``plan``),
    at most ``in_flight`` of them submitted and not yet done at any time (the rest of
    the lazy plan waits, so memory stays flat)."""
    chunks = iter(chunks)
    futures = {}
    played = {}

    def submit(count):
        for start, stop in itertools.islice(chunks, count):
            futures[executor.submit(play_chunk, payload, start, stop)] = (start, stop)

    try:
        submit(in_flight)
        while futures:
            done, _ = concurrent.futures.wait(futures, return_when=concurrent.futures.FIRST_COMPLETED)
            for future in done:
                start, stop = futures.pop(future)
                played[start] = unpacked(future.result())
                settle()
                report.update(stop - start)
            submit(len(done))
    finally:
        for future in futures:
            future.cancel()  # after a failure, the chunks not started yet are not played
    return played


@contextlib.contextmanager
def _records_settling():
    """A function to call once a chunk's records are kept.

    A tournament keeps thousands of small records, none in a reference cycle, and the
    cyclic garbage collector would scan all of them again at each of its full passes
    (on two cores, that was a tenth of the main process's share of the work).  So the
    records kept so far are frozen out of its sight after each chunk (``gc.freeze``),
    and everything is handed back to it at the end (``gc.unfreeze``).  What was alive
    before the tournament is frozen too, before any worker process is forked: a worker
    would otherwise scan (and so copy, page by page) the whole heap it inherited, such
    as the records of an earlier tournament, at each of its full passes.  A process
    that froze objects itself is left as it is.
    """
    if gc.get_freeze_count():
        yield lambda: None
        return
    gc.freeze()
    try:
        yield gc.freeze
    finally:
        gc.unfreeze()


def _pickled(plan):
    """``plan`` as bytes for the worker processes (see :func:`~lovelet.lab.isolation.pickled_by_value`)."""
    return pickled_by_value(plan, "BAD_OPTION.agents_not_sent")


def _executor_of(executor):
    get_executor = getattr(executor, "get_executor", None)
    if callable(get_executor):  # a dask.distributed Client
        return get_executor()
    if isinstance(executor, concurrent.futures.Executor):
        return executor
    raise refused("BAD_OPTION.executor", shown=shown(executor))


class _NoProgress:
    def update(self, count):
        pass

    def close(self):
        pass


class _Callback:
    def __init__(self, function, total):
        self.function, self.total, self.done = function, total, 0

    def update(self, count):
        self.done += count
        self.function(self.done, self.total)

    def close(self):
        pass


def _progress(progress, total, unit):
    if progress is None or progress is False:
        return _NoProgress()
    if progress is True:
        from tqdm.auto import tqdm

        return tqdm(total=total, unit=unit, desc="Tournament")
    if callable(progress):
        return _Callback(progress, total)
    raise refused("BAD_OPTION.progress", shown=shown(progress))


def _whole(value, name, low):
    """``value`` as a whole number from ``low`` up; else BAD_OPTION, said for the setting ``name``."""
    number = whole_number_or_none(value)
    if number is None or number < low:
        raise refused(f"BAD_OPTION.whole_{name}", shown=shown(value))
    return number

