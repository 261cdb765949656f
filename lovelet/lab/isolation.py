"""Agents in their own process: an untrusted agent sees its seat's export and nothing else.

Why a process.  An agent that runs in the same process as the round is trusted code:
Python cannot stop ``gc.get_referrers``, ``sys._getframe`` or ``object.__setattr__``
from reaching the round, the deck and the other players' hands.  An
:class:`IsolatedAgent` runs its agent in a worker process of its own, a new interpreter
(``python -m lovelet.lab.isolation_worker``, not a copy of this one), which receives:

* the agent, pickled (cloudpickle, so that an agent written in a notebook travels);
* at the start of each game, the state of its seat's own random generator (the one it
  would draw from in this process, so that the same seeds give the same games), never
  a seed from which the deal or another seat's generator could be rebuilt;
* at each of its decisions, its seat's observation in the one-player export format
  (:func:`lovelet.companion.exports.observation_to_dict`), which it reads back as an
  :class:`~lovelet.Observation`.

It sends back its action as plain data (card names, a seat), which this process reads
as JSON (never unpickles), converts into the engine's own :class:`~lovelet.Play` or
:class:`~lovelet.ChancellorReturn` and checks against the legal actions.

Forfeits.  An isolated agent that takes longer than ``move_seconds`` to choose (its
process is then killed), raises, sends anything but a legal move, or whose process
ends, raises :class:`Forfeited` naming the seat and a one-line reason
(:class:`Forfeit`); the match and tournament layers make it lose that game.  After a
forfeit the agent starts again, in a new process, from a fresh copy.

What isolation does not do: the worker is a process of the same user, so it can read
the same files and use the network; for code that may be hostile to the machine, run
the whole notebook in a sandbox (a container) as well.
"""


from __future__ import annotations

import json
import math
import numbers
import os
import pickle
import random
import signal
import subprocess
import sys
import time
import weakref
from typing import Any, NamedTuple

from lovelet.companion.exports import observation_to_dict
from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.engine.naming import is_bool
from lovelet.engine.observation import Observation
from lovelet.lab.framing import framed, read_frame, write_all
from lovelet.text.i18n import say

__all__ = ["IsolatedAgent", "AgentNamed", "agent_in_its_process", "Forfeit", "Forfeited", "FORFEIT_REASONS", "DEFAULT_MOVE_SECONDS",
           "MOST_MOVE_SECONDS", "START_SECONDS", "checked_move_seconds", "action_from_data"]

#: Seconds an isolated agent has for one decision, unless told otherwise.
DEFAULT_MOVE_SECONDS = 2.0
#: The longest time limit per decision that may be asked for (ten minutes).
MOST_MOVE_SECONDS = 600.0
#: Seconds a worker process has to start and load its agent (not counted in a decision).
START_SECONDS = 30.0
#: The longest reply a worker may send, in bytes: an action is a few dozen.
MOST_REPLY_BYTES = 4096

#: Why an isolated agent may lose a game by forfeit.
FORFEIT_REASONS = ("overran", "crashed", "junk", "illegal", "ended", "unstartable")


class Forfeit(NamedTuple):
    """Seat ``seat`` lost its game by forfeit for ``reason`` (one of
    :data:`FORFEIT_REASONS`); ``detail`` is one line: the seconds allowed, the error's
    type and first line, the junk received or the illegal move."""

    seat: int
    reason: str
    detail: str

    def sentence(self, language: str = "en") -> str:
        """Why, as one sentence of ``language`` ("took more than 2 s to choose a move")."""
        return say(f"forfeit_{self.reason}", language, detail=self.detail)

    def __str__(self):
        return self.sentence("en")


class Forfeited(Exception):
    """An isolated agent lost the game by forfeit: ``forfeit`` (a :class:`Forfeit`) says
    which seat and why.  The round is as it was before the decision that failed."""

    def __init__(self, forfeit: Forfeit) -> None:
        super().__init__(forfeit)
        self.forfeit = forfeit

    def __str__(self):
        return f"Seat {self.forfeit.seat} lost by forfeit: it {self.forfeit.sentence('en')}"


def checked_move_seconds(value: object, name: str = "move_seconds") -> float:
    """``value`` as a time limit per decision in seconds (a number above 0, at most
    :data:`MOST_MOVE_SECONDS`), else IllegalAction BAD_OPTION."""
    # A float or an int is read at once; anything else through the numbers ABC, whose
    # isinstance is slow (the match layer checks this for every game it plays).
    real = type(value) is float or type(value) is int or (not is_bool(value) and isinstance(value, numbers.Real))
    if not real or not math.isfinite(value) or not 0 < value <= MOST_MOVE_SECONDS:
        raise refused("BAD_OPTION.move_seconds", name=name, most=f"{MOST_MOVE_SECONDS:g}", shown=shown(value))
    return float(value)


def _one_line(text, limit=160):
    """``text`` (from a worker: anything) as one short printable line."""
    text = " ".join("".join(ch if ch.isprintable() else " " for ch in str(text)[:4 * limit]).split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


def action_from_data(data: object) -> Play | ChancellorReturn:
    """The engine's action for a worker's reply ``data`` (parsed JSON), or raise
    IllegalAction when it is not one (the action types refuse junk as they are built).

    ``{"play": "GUARD", "target": 1, "guess": "PRIEST"}`` or
    ``{"keep": "KING", "bottom": ["GUARD", "SPY"]}``: cards by their names, the target by
    its seat.
    """
    if not isinstance(data, dict):
        raise refused("BAD_ACTION.not_action_data", shown=shown(data))
    if set(data) == {"play", "target", "guess"}:
        card, target, guess = data["play"], data["target"], data["guess"]
        if not isinstance(card, str) or not (guess is None or isinstance(guess, str)):
            raise refused("BAD_ACTION.cards_not_named", shown=shown(data))
        if target is not None and type(target) is not int:
            raise refused("UNKNOWN_PLAYER.target_not_a_seat", shown=shown(target))
        return Play(_card_named(card), target, None if guess is None else _card_named(guess))
    if set(data) == {"keep", "bottom"}:
        keep, bottom = data["keep"], data["bottom"]
        if not isinstance(keep, str) or not isinstance(bottom, list) or len(bottom) > 3 \
                or not all(isinstance(card, str) for card in bottom):
            raise refused("BAD_CHANCELLOR_CHOICE.cards_not_named", shown=shown(data))
        return ChancellorReturn(_card_named(keep), tuple(_card_named(card) for card in bottom))
    raise refused("BAD_ACTION.not_action_data", shown=shown(data))


def _card_named(name):
    card = Card.__members__.get(name)
    if card is None:
        raise refused("UNKNOWN_CARD.not_a_card_name", shown=shown(name))
    return card


class IsolatedAgent:
    """``agent`` playing from a worker process of its own (see the module's documentation).

    It is an agent like any other (``choose(observation, rng)``), for the match layer:
    each new ``rng`` it is handed for a seat (a new game) is copied to the worker, which
    then draws from its copy.  Like any agent it may play several seats (the same agent
    given for each): then it plays them all from its one process, with one generator
    per seat, as it would in this process.

    ``move_seconds`` is the time limit per decision.  The worker starts at the first
    decision, is re-used for every decision after it, and is killed after a forfeit (a
    new one starts, with a fresh copy of the agent, at the next decision) and by
    :meth:`close`.  Anything wrong with the agent raises :class:`Forfeited` from
    :meth:`choose`.  POSIX only (Linux, macOS): the pipes are read with ``select``.
    """

    def __init__(self, agent: Any, move_seconds: float = DEFAULT_MOVE_SECONDS) -> None:
        self.move_seconds = checked_move_seconds(move_seconds)
        self.name = getattr(agent, "name", None) or getattr(agent, "__name__", type(agent).__name__)
        self._payload = _pickled_agent(agent)
        self._worker = None
        self._name_there = None
        self._rngs = {}  # seat -> the parent's generator whose state the worker holds a copy of
        self._number = 0  # decisions asked, echoed by the worker so a stale reply is junk
        self._finalizer = None

    # ------------------------------------------------------------------ the worker

    def _start(self, seat):
        try:
            self._worker = _Worker()
        except OSError as error:
            self._forfeit(seat, "unstartable", f"{type(error).__name__}: {error}")
        self._finalizer = weakref.finalize(self, self._worker.end)
        self._send(seat, ("agent", self._payload), START_SECONDS)
        reply = self._reply(seat, START_SECONDS, starting=True)
        if reply.get("ready") is not True:
            self._forfeit(seat, "unstartable", reply.get("error", "no answer"))
        return reply

    def renew(self, agent: Any) -> None:
        """Play ``agent`` from now on (a fresh copy, for a tournament's next chunk), in the
        same worker process if one runs: starting a process costs more than a chunk of
        small games.  A worker that cannot load it is ended (the next decision starts a
        new one, which forfeits if it cannot load it either)."""
        self._payload = _pickled_agent(agent)
        self._rngs = {}
        if self._worker is None:
            return
        try:
            self._send(-1, ("agent", self._payload), START_SECONDS)
            if self._reply(-1, START_SECONDS, starting=True).get("ready") is not True:
                self.close()
        except Forfeited:  # closed already: a new worker at the next decision
            pass

    def loaded_name(self) -> str:
        """Start the worker, and the name the agent gives itself there (one short line);
        raises :class:`Forfeited` (seat -1) when it cannot start."""
        if self._worker is None:
            self._name_there = _one_line(self._start(-1).get("name", ""), 60) or self.name
        return self._name_there

    def close(self) -> None:
        """End the worker process (it is started again if the agent is asked once more)."""
        if self._finalizer is not None:
            self._finalizer()
        self._finalizer = self._worker = None
        self._rngs = {}

    def _forfeit(self, seat, reason, detail):
        self.close()
        raise Forfeited(Forfeit(seat, reason, _one_line(detail)))

    # ------------------------------------------------------------------ deciding

    def choose(self, observation: Observation, rng: random.Random) -> Play | ChancellorReturn:
        """The worker's action for ``observation``, checked; raises :class:`Forfeited`."""
        seat = observation.player
        if self._worker is None:
            self._start(seat)
        document = json.dumps(observation_to_dict(observation, verify=False))
        started = time.monotonic()  # the agent's time: from here to its reply
        if self._rngs.get(seat) is not rng:  # a new game: the worker draws from a copy of this generator
            self._send(seat, ("rng", seat, rng.getstate()), self.move_seconds)
            self._rngs[seat] = rng
        self._number += 1
        self._send(seat, ("decide", self._number, document), self.move_seconds)
        reply = self._reply(seat, self.move_seconds - (time.monotonic() - started))
        if reply.get("number") != self._number:
            self._forfeit(seat, "junk", f"a reply out of turn: {shown(reply, 80)}")
        if "error" in reply:
            self._forfeit(seat, "crashed", reply["error"])
        try:
            action = action_from_data(reply.get("action"))
        except IllegalAction as refusal:
            self._forfeit(seat, "junk", reply.get("junk") or refusal.message)
        legal = observation.legal_actions()
        if action not in legal:  # engine values on both sides: no caller's __eq__ runs
            self._forfeit(seat, "illegal", repr(action))
        return action

    def _send(self, seat, message, seconds):
        try:
            self._worker.send(pickle.dumps(message), time.monotonic() + seconds)
        except TimeoutError:
            self._forfeit(seat, "overran", f"{self.move_seconds:g}")
        except OSError as error:  # the worker is gone
            self._forfeit(seat, "ended", self._worker.ended(error))

    def _reply(self, seat, seconds, starting=False):
        """The worker's next reply as a dict, read within ``seconds``; a forfeit else."""
        try:
            data = self._worker.receive(time.monotonic() + seconds)
        except TimeoutError:
            if starting:
                self._forfeit(seat, "unstartable", f"it did not start within {START_SECONDS:g} s")
            self._forfeit(seat, "overran", f"{self.move_seconds:g}")
        except (EOFError, OSError) as error:
            self._forfeit(seat, "ended", self._worker.ended(error))
        except ValueError as error:
            self._forfeit(seat, "junk", str(error))
        try:
            reply = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            self._forfeit(seat, "junk", f"{len(data)} bytes that are not a reply")
        if not isinstance(reply, dict):
            self._forfeit(seat, "junk", shown(reply, 80))
        for key in ("error", "junk"):
            if key in reply and not isinstance(reply[key], str):
                self._forfeit(seat, "junk", shown(reply, 80))
        return reply

    def __repr__(self):
        return f"IsolatedAgent({self.name!r}, move_seconds={self.move_seconds:g})"

    def __getstate__(self):
        raise TypeError("An IsolatedAgent holds a process: isolate the agent where it plays.")


class AgentNamed:
    """The agent "module:attribute" names, imported only in its own process.

    Importing a module runs its code: for an agent one does not trust, that must happen
    in the worker, not here.  ``name`` is the name the agent gives itself (what
    :func:`agent_in_its_process` read from the worker).  In this process it cannot play.
    """

    def __init__(self, spec: str, name: str | None = None) -> None:
        self.spec = spec
        self.name = name or spec.partition(":")[2]

    def choose(self, observation: Observation, rng: random.Random) -> Play | ChancellorReturn:
        raise RuntimeError(f"The agent {self.spec} plays only in its own process (isolate=True).")

    def __repr__(self):
        return f"AgentNamed({self.spec!r})"


def agent_in_its_process(spec: str) -> AgentNamed:
    """An :class:`AgentNamed` for ``spec`` ("module:attribute"), once a worker process has
    loaded it and said its name; IllegalAction BAD_OPTION, in one line, when it cannot
    be loaded there."""
    probe = IsolatedAgent(AgentNamed(spec))
    try:
        name = probe.loaded_name()
    except Forfeited as failure:
        raise refused("BAD_OPTION.agent_not_loaded_in_process", path=shown(spec),
                      detail=failure.forfeit.detail) from None
    finally:
        probe.close()
    return AgentNamed(spec, name)


def pickled_by_value(value: object, refusal_key: str, **values: object) -> bytes:
    """``value`` as bytes for another process, or the refusal ``refusal_key`` (made with
    ``values`` and ``detail``, the pickling error in one line) when it cannot travel.

    cloudpickle sends by value what plain pickle would send by name (a function or a
    class written in a notebook, which another process could not import), so that any
    agent travels.  cloudpickle is imported here only: the engine does not need it.
    """
    import cloudpickle

    try:
        return cloudpickle.dumps(value)
    except Exception as error:  # whatever the agent's own pickling raises
        raise refused(refusal_key, detail=f"{type(error).__name__}: {_one_line(error, 80)}", **values) from None


def _pickled_agent(agent):
    return pickled_by_value(agent, "BAD_OPTION.agent_not_sent", shown=shown(agent))


class _Worker:
    """A worker process and its two pipes: messages go as a 4-byte length and the bytes.

    Started as ``python -m lovelet.lab.isolation_worker`` (a new interpreter that runs
    nothing of this program's, not even its main script, which may build the very game
    being played); its standard output is the channel back, and what the agent prints
    goes to standard error (this process's: a terminal, or the Jupyter server's log).  Both pipes are read and written with a deadline: a worker
    that announces a long reply and sends half of it, or stops reading, cannot hold this
    process up.
    """

    def __init__(self):
        environment = dict(os.environ)
        # The worker imports what this process can (the agent's own modules included).
        environment["PYTHONPATH"] = os.pathsep.join(entry for entry in sys.path if isinstance(entry, str) and entry)
        # A session of its own: the worker and any process its agent starts end together
        # (end() kills the group), and Ctrl-C in a terminal reaches this process only.
        self.process = subprocess.Popen([sys.executable, "-m", "lovelet.lab.isolation_worker"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, env=environment, close_fds=True,
                                        start_new_session=True)
        self.writing, self.reading = self.process.stdin.fileno(), self.process.stdout.fileno()
        os.set_blocking(self.writing, False)

    def send(self, data, deadline):
        """Write ``data`` framed; TimeoutError after ``deadline`` (time.monotonic)."""
        write_all(self.writing, framed(data), deadline)

    def receive(self, deadline):
        """One reply, at most :data:`MOST_REPLY_BYTES` long, read by ``deadline``.
        Raises TimeoutError, EOFError (the worker's end closed) or ValueError (too long)."""
        return read_frame(self.reading, deadline, MOST_REPLY_BYTES)

    def ended(self, error):
        """Why the worker's pipes closed, in a few words."""
        try:
            code = self.process.wait(0.5)
        except subprocess.TimeoutExpired:
            code = None
        return f"exit code {code}" if code is not None else type(error).__name__

    def end(self):
        """Kill the worker and whatever its agent started (it keeps nothing worth waiting
        for) and close its pipes."""
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):  # the group has ended already
            pass
        self.process.wait()
        for pipe in (self.process.stdin, self.process.stdout):
            try:
                pipe.close()
            except OSError:  # a write still buffered to a dead worker
                pass
