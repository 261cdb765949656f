"""lovelet: Love Letter for Jupyter, with an exact rules engine for both editions.

The public names of the engine; everything heavier (plots, widgets, deduction) lives
in its own module and is imported only when used.

``lovelet.COMPILED`` is True when the engine runs compiled (``make fast``, or
``LOVELET_COMPILE=1 pip install .``), False when it runs as pure Python; both give the
same results.  ``LOVELET_PURE=1`` in the environment runs the pure-Python source even
where a compiled build is present.
"""

from lovelet import _builds  # first: LOVELET_PURE=1 must choose the source before the engine loads
from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import CLASSIC, EDITIONS, REVISED, Card, Edition, Options
from lovelet.engine.errors import CODES, IllegalAction
from lovelet.engine.events import Event
from lovelet.engine.game import Game
from lovelet.engine.observation import Observation
from lovelet.engine.round import Round
from lovelet.engine.version import VERSION as _ENGINE_VERSION
from lovelet.engine.saving import dumps as save_game_text, load as load_game, loads as load_game_text, save as save_game
from lovelet.companion.exports import load_observation, save_observation
from lovelet.text import refusals as _refusals  # noqa: F401  (the engine's refusals said in words)

__version__ = _ENGINE_VERSION  # one version string, kept by the engine (saves write it)

#: True when the engine runs compiled (mypyc's C extensions), False when it runs as pure Python.
COMPILED: bool = _builds.engine_is_compiled()
_builds.warn_if_stale(COMPILED)

__all__ = [
    "Card", "Edition", "Options", "REVISED", "CLASSIC", "EDITIONS",
    "Play", "ChancellorReturn", "IllegalAction", "CODES", "Event",
    "Round", "Game", "Observation",
    "save_game", "load_game", "save_game_text", "load_game_text",
    "save_observation", "load_observation",
    "COMPILED",
]

from lovelet import _moved

_moved.install()  # lovelet 0.1's module paths (lovelet.round, ...) keep importing, with a warning
