"""The classroom kit's controllers: plain classes whose state is traits (traitlets).

The logic of every widget lives here, away from ipywidgets, so that tests drive whole
games without a browser and the ipywidgets views only lay the traits out and forward
events:

* :class:`SetupController` (:mod:`lovelet.widgets.setup`): the choices that start a
  game, checked by the engine as they change;
* :class:`TableController` (:mod:`lovelet.widgets.table`): a game played by persons
  and bots, shown from one seat, with nothing in its traits that this seat may not see;
* :class:`DeductionController` (:mod:`lovelet.widgets.deduction`): what that seat may
  deduce (tracker, belief, best Guard guess, chances to win), updated every turn;
* :class:`StagedPlayController` (:mod:`lovelet.widgets.staged`): one staged decision of
  a lesson, made from the reader's seat and resolved (the rules tutorial);
* :class:`TutorialController` (:mod:`lovelet.widgets.tutorial`): the rules tutorial,
  one step at a time (its scenes are staged plays, its quick checks judged here);
* :class:`ExerciseController` (:mod:`lovelet.widgets.exercise`): a lesson's exercise,
  whose answer the kernel checks and no trait holds;
* :class:`ExplorerController` (:mod:`lovelet.widgets.explorer`): a situation set by hand
  (hand, cards seen, players left, deck size) and its exact draw, Guard and Baron odds;
* :class:`ReplayController` (:mod:`lovelet.widgets.replay_viewer`): a saved game or a
  one-player export, step by step, from one seat or the teacher's chair;
* :class:`StrategyLabController` (:mod:`lovelet.widgets.lab`): a tournament between
  agents, played in steps, and its win rates with their 95% intervals;
* :class:`CompanionController` (:mod:`lovelet.widgets.companion`): a game played with
  real cards, entered from one seat with buttons that offer only legal values, and
  what that seat may deduce after every entry.

What several controllers share is written once: the traits of a table's public state
(:class:`~lovelet.widgets.table_state.TableState`: the Table and the replay viewer),
the runner of work played in steps (:class:`~lovelet.widgets.stepping.SteppedWork`: the
deduction panel and the strategy lab), and the loop of a form that chooses a game
(:class:`~lovelet.widgets.edition_choices.GameForm`: the Setup, the companion's start
form and the strategy lab), and the setting and clearing of a refusal's ``error`` and
``error_code`` (:class:`~lovelet.widgets.refusal_traits.ShowsRefusals`: the Table, the
deduction panel, the explorer and the companion).
"""

from lovelet.widgets.companion import CompanionController
from lovelet.widgets.deduction import DeductionController
from lovelet.widgets.exercise import ExerciseController
from lovelet.widgets.explorer import ExplorerController
from lovelet.widgets.lab import StrategyLabController
from lovelet.widgets.replay_viewer import ReplayController
from lovelet.widgets.setup import SetupController
from lovelet.widgets.staged import StagedPlayController
from lovelet.widgets.table import BOTS, KINDS, PERSON, TableController
from lovelet.widgets.tutorial import TutorialController

__all__ = ["SetupController", "TableController", "KINDS", "BOTS", "PERSON", "DeductionController",
           "StagedPlayController", "ExerciseController"]
__all__ += ["ExplorerController", "ReplayController"]
__all__ += ["StrategyLabController"]
__all__ += ["CompanionController"]
__all__ += ["TutorialController"]
