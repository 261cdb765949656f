"""The classroom kit's ipywidgets views: :class:`SetupView` and :class:`TableView`.

They only lay the controllers' traits out and forward events (the logic lives in
:mod:`lovelet.widgets.controllers`); importing this module imports ipywidgets, which
``import lovelet.widgets`` does not.

>>> from lovelet.widgets.views import SetupView, TableView   # doctest: +SKIP
>>> SetupView(language="fr")                                   # doctest: +SKIP
"""

from .coach_view import CoachView
from .companion_view import CompanionView
from .deduction_view import DeductionView, TableWithDeduction, table_with_deduction
from .exercise_view import ExerciseView
from .explorer_view import ExplorerView
from .lab_view import StrategyLabView
from .replay_view import ReplayView
from .setup_view import SetupView
from .staged_view import StagedPlayView
from .table_view import DEFAULT_PAUSE, TableView
from .tutorial_view import TutorialView

__all__ = ["SetupView", "TableView", "DEFAULT_PAUSE", "DeductionView", "TableWithDeduction",
           "table_with_deduction", "StagedPlayView", "ExerciseView"]
__all__ += ["ExplorerView", "ReplayView"]
__all__ += ["StrategyLabView"]
__all__ += ["CompanionView"]
__all__ += ["CoachView"]
__all__ += ["TutorialView"]
