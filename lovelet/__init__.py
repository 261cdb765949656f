"""lovelet: Love Letter for Jupyter, with an exact rules engine for both editions.

The public names of the engine; everything heavier (plots, widgets, deduction) lives
in its own module and is imported only when used.
"""

from .actions import ChancellorReturn, Play
from .cards import CLASSIC, EDITIONS, REVISED, Card, Edition, Options
from .errors import CODES, IllegalAction
from .events import Event
from .game import Game
from .observation import Observation
from .round import Round
from .saving import dumps as save_game_text, load as load_game, loads as load_game_text, save as save_game
from .exports import load_observation, save_observation

__version__ = "0.1.0"

__all__ = [
    "Card", "Edition", "Options", "REVISED", "CLASSIC", "EDITIONS",
    "Play", "ChancellorReturn", "IllegalAction", "CODES", "Event",
    "Round", "Game", "Observation",
    "save_game", "load_game", "save_game_text", "load_game_text",
    "save_observation", "load_observation",
]
