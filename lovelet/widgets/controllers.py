"""The classroom kit's controllers: plain classes whose state is traits (traitlets).

The logic of every widget lives here, away from ipywidgets, so that tests drive whole
games without a browser and the ipywidgets views only lay the traits out and forward
events:

* :class:`SetupController` (:mod:`lovelet.widgets.setup`): the choices that start a
  game, checked by the engine as they change;
* :class:`TableController` (:mod:`lovelet.widgets.table`): a game played by persons
  and bots, shown from one seat, with nothing in its traits that this seat may not see.
"""

from .setup import SetupController
from .table import BOTS, KINDS, PERSON, TableController

__all__ = ["SetupController", "TableController", "KINDS", "BOTS", "PERSON"]
