"""The worker process of an isolated agent (see :mod:`lovelet.lab.isolation`).

It runs in a fresh interpreter and knows only what its messages bring: the pickled
agent, its seat's random generator state at the start of each game, and its seat's
export at each decision.  It answers each message with one line of JSON: the action as
plain data (``{"play": "GUARD", "target": 1, "guess": "PRIEST"}``), or what went wrong.
The parent trusts none of it: it reads the reply as JSON with a size and time limit
and checks the action itself.
"""


from __future__ import annotations

import json
import os
import pickle
import sys

from lovelet.companion.exports import observation_from_dict
from lovelet.deduction.playouts import decider_of
from lovelet.engine.actions import ChancellorReturn, engine_action
from lovelet.engine.errors import shown
from lovelet.engine.naming import seat_or_none
from lovelet.engine.stream_random import generator_from_state
from lovelet.lab.framing import framed, read_frame, write_all
from lovelet.lab.isolation import AgentNamed
from lovelet.lab.tournament.entrants import agent_label, agent_named

__all__ = ["serve", "main"]


def _first_line(error):
    try:
        text = str(error).strip()
    except Exception:  # an exception whose own __str__ fails
        text = ""
    line = text.splitlines()[0] if text else ""
    return f"{type(error).__name__}: {line[:200]}" if line else type(error).__name__


def serve(reading: int, writing: int) -> None:
    """Answer the parent's messages, read from the file descriptor ``reading``, on
    ``writing``, until the parent closes its end."""
    rngs = {}  # seat -> its generator: the same agent may play several seats
    choose = legal_only = None
    while True:
        message = _message(reading)
        if message is None:
            return
        if message[0] == "agent":  # the first message, and a fresh copy for each new chunk
            loaded, error = _loaded(message[1])
            if loaded is None:
                _say(writing, {"ready": False, "error": error})
                return
            (choose, legal_only), name = loaded
            _say(writing, {"ready": True, "name": name})
        elif message[0] == "rng":
            _, seat, state = message
            rngs[seat] = generator_from_state(state)
        else:
            _, number, document = message
            _say(writing, _decision(choose, legal_only, number, document, rngs))


def _loaded(payload):
    """((the agent's decision, whether it reads the legal actions only), its name), None;
    or None and the error's line when it cannot be loaded."""
    try:
        agent = pickle.loads(payload)
        if type(agent) is AgentNamed:  # "module:attribute": imported here, never by the parent
            agent = agent_named(agent.spec)
        decider = decider_of(agent)
        return (decider, agent_label(agent)), None
    except Exception as error:  # noqa: BLE001 - whatever unpickling or importing the agent raises
        return None, getattr(error, "message", None) or _first_line(error)


def _decision(choose, legal_only, number, document, rngs):
    try:
        observation = observation_from_dict(json.loads(document))
    except Exception as error:  # noqa: BLE001 - lovelet's own failure, said as such
        return {"number": number, "error": f"lovelet could not read the observation: {_first_line(error)}"}
    try:
        action = choose(observation.legal_actions() if legal_only else observation, rngs[observation.player])
    except Exception as error:  # noqa: BLE001 - the agent's own failure, reported as such
        return {"number": number, "error": _first_line(error)}
    try:
        return {"number": number, "action": _plain(action, observation)}
    except Exception as error:  # noqa: BLE001 - anything but an action: junk
        return {"number": number, "action": None, "junk": _first_line(error)}


def _plain(action, observation):
    """``action`` as plain data for the parent; raises on anything that is not an action."""
    checked = engine_action(action)  # reads the tuple's own fields, never the agent's methods
    if checked is None:
        raise TypeError(f"{shown(action, 80)} is not an action")
    if type(checked) is ChancellorReturn:
        return {"keep": checked.keep.name, "bottom": [card.name for card in checked.bottom]}
    target = checked.target
    if isinstance(target, str):  # a player's name: the parent reads seats only
        seat = seat_or_none(target, observation.names)
        if seat is None:
            raise ValueError(f"{shown(target)} is not a player of this game")
        target = seat
    return {"play": checked.card.name, "target": target,
            "guess": None if checked.guess is None else checked.guess.name}


def _message(reading):
    """The parent's next message (it is trusted: pickled), or None once it has closed."""
    try:
        return pickle.loads(read_frame(reading))
    except EOFError:
        return None


def _say(writing, reply):
    write_all(writing, framed(json.dumps(reply).encode("utf-8")))


def main() -> None:
    """The worker's entry point: the protocol on standard input and output, and anything
    the agent prints sent to standard error."""
    reading, writing = os.dup(0), os.dup(1)
    os.dup2(2, 1)  # print() in the agent must not write into the channel back
    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)  # nor input() read from it
    sys.stdout = sys.stderr
    serve(reading, writing)


if __name__ == "__main__":
    main()
