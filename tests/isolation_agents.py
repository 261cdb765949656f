"""Agents that misbehave, for the isolation tests (a module of their own, so that a
worker process imports it by name, light, as it would a student's file)."""

import gc
import json
import sys
import time

from lovelet import Card


class Sleeper:
    """Sleeps far past any short time limit before each decision."""

    name = "sleeper"

    def choose(self, observation, rng):
        time.sleep(30)
        return observation.legal_actions()[0]


class Crasher:
    name = "crasher"

    def choose(self, observation, rng):
        return 1 / 0


class Garbage:
    name = "garbage"

    def choose(self, observation, rng):
        return "garbage"


class Liar:
    """A card that says it is equal to every card."""

    def __init__(self, card):
        self.card = card

    def __eq__(self, other):
        return True

    def __hash__(self):
        return hash(self.card)


class LyingEquals:
    name = "lying equals"

    def choose(self, observation, rng):
        from lovelet import Play

        return tuple.__new__(Play, (Liar(Card.KING), 1, Liar(Card.SPY)))


class Huge:
    name = "huge"

    def choose(self, observation, rng):
        return "x" * 50_000_000


class Illegal:
    """Names a Guard's guess of Guard, which the rules refuse (or plays a card it lacks)."""

    name = "illegal"

    def choose(self, observation, rng):
        from lovelet import Play

        return Play(Card.PRINCESS if Card.PRINCESS not in observation.hand else Card.GUARD, target=1,
                    guess=Card.GUARD)


class Exiter:
    name = "exiter"

    def choose(self, observation, rng):
        import os

        os._exit(3)


class Spy:
    """Walks gc.get_referrers, sys._getframe and gc.get_objects from inside choose(),
    writes down every hidden card it reaches (other seats' hands, the set-aside card,
    the deck) to ``path``, tries to change what it reaches with object.__setattr__, and
    then plays the first legal action."""

    name = "spy"

    def __init__(self, path, meddle=True):
        self.path, self.meddle = path, meddle

    def choose(self, observation, rng):
        from lovelet import Game, Round

        legal = observation.legal_actions()
        rounds = {}  # id -> Round (a Round is not hashable)
        frame = sys._getframe()
        while frame is not None:
            for value in list(frame.f_locals.values()):
                if isinstance(value, Game):
                    value = value.round
                if isinstance(value, Round):
                    rounds[id(value)] = value
            frame = frame.f_back
        for holder in gc.get_referrers(observation):
            for value in (holder.values() if isinstance(holder, dict) else ()):
                if isinstance(value, Round):
                    rounds[id(value)] = value
        for value in gc.get_objects():
            if isinstance(value, Game):
                value = value.round
            if isinstance(value, Round):
                rounds[id(value)] = value
        found = []
        for rnd in rounds.values():
            found.append({"hands": {str(seat): [card.name for card in rnd.hand(seat)]
                                    for seat in range(rnd.players) if seat != observation.player},
                          "deck": len(rnd.deck) if hasattr(rnd, "deck") else None})
            if self.meddle:
                for name in ("_current", "current_player"):
                    try:
                        object.__setattr__(rnd, name, observation.player)
                    except Exception:  # noqa: BLE001 - the attempt is the point
                        pass
        if self.meddle:
            for target, name, value in ((observation.edition, "name", "classic"), (observation, "hand", ())):
                try:
                    object.__setattr__(target, name, value)
                except Exception:  # noqa: BLE001
                    pass
        with open(self.path, "a", encoding="utf-8") as out:
            out.write(json.dumps({"player": observation.player, "rounds": found}) + "\n")
        return legal[0]


class First:
    """The plain twin of Spy: the first legal action, nothing else."""

    name = "spy"

    def choose(self, observation, rng):
        return observation.legal_actions()[0]


def _channel_back():
    """The worker's channel to the parent, found by walking up the frames."""
    frame = sys._getframe()
    while frame is not None:
        if "writing" in frame.f_locals:
            return frame.f_locals["writing"]
        frame = frame.f_back
    raise LookupError("no channel")


class Forger:
    """Writes its own reply into the channel: a length of a gigabyte."""

    name = "forger"

    def choose(self, observation, rng):
        import os
        import struct

        os.write(_channel_back(), struct.pack("!I", 1 << 30))
        time.sleep(30)


class HalfReply:
    """Announces a reply of 100 bytes, sends 10 of them, then waits."""

    name = "half reply"

    def choose(self, observation, rng):
        import os
        import struct

        os.write(_channel_back(), struct.pack("!I", 100) + b"{" * 10)
        time.sleep(30)


class Unpicklable:
    name = "unpicklable"

    def __init__(self):
        import threading

        self.lock = threading.Lock()

    def choose(self, observation, rng):
        return observation.legal_actions()[0]


class Remembering:
    """Its choice depends on how many decisions it made since it was copied: a chunk's
    fresh copy starts from 0 again, in this process or in its own."""

    name = "remembering"

    def __init__(self):
        self.decisions = 0

    def choose(self, observation, rng):
        legal = observation.legal_actions()
        self.decisions += 1
        return legal[self.decisions % len(legal)]


SPAWNED = __import__("pathlib").Path(__import__("tempfile").gettempdir()) / "lovelet-isolation-spawned.pid"


class Spawner:
    """Starts a long-lived process of its own, then overruns."""

    name = "spawner"

    def choose(self, observation, rng):
        import subprocess

        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        SPAWNED.write_text(str(child.pid))
        time.sleep(30)
