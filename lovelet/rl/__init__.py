"""Love Letter for reinforcement learning: a PettingZoo AEC environment (extra ``[rl]``).

>>> from lovelet.rl import env
>>> table = env(edition="revised", players=4, unit="game")
>>> table.reset(seed=7)

:mod:`lovelet.rl.env` is the environment (:class:`LoveLetterEnv`, :func:`env`,
:func:`raw_env`); :mod:`lovelet.rl.encoding` numbers the actions and turns a player's
observation into a vector.  ``import lovelet`` never imports this package, so the
engine stays free of PettingZoo, Gymnasium and NumPy.
"""

try:
    import gymnasium  # noqa: F401 - checked here so that the message below says what to do
    import numpy  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as missing:
    raise ImportError(
        f"lovelet.rl needs PettingZoo, Gymnasium and NumPy ({missing.name} is missing): "
        'install them with pip install "lovelet[rl]".'
    ) from missing

from lovelet.rl.encoding import ActionEncoding, ObservationEncoding
from lovelet.rl.env import UNITS, LoveLetterEnv, env, raw_env

__all__ = ["LoveLetterEnv", "env", "raw_env", "UNITS", "ActionEncoding", "ObservationEncoding"]
