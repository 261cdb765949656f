"""The classroom kit's ipywidgets views: :class:`SetupView` and :class:`TableView`.

They only lay the controllers' traits out and forward events (the logic lives in
:mod:`lovelet.widgets.controllers`); importing this module imports ipywidgets, which
``import lovelet.widgets`` does not.

>>> from lovelet.widgets.views import SetupView, TableView   # doctest: +SKIP
>>> SetupView(language="fr")                                   # doctest: +SKIP
"""

from lovelet.widgets.coach_view import CoachView
from lovelet.widgets.companion_view import CompanionView
from lovelet.widgets.deduction_view import DeductionView, TableWithDeduction, table_with_deduction
from lovelet.widgets.exercise_view import ExerciseView
from lovelet.widgets.explorer_view import ExplorerView
from lovelet.widgets.lab_view import StrategyLabView
from lovelet.widgets.replay_view import ReplayView
from lovelet.widgets.setup_view import SetupView
from lovelet.widgets.staged_view import StagedPlayView
from lovelet.widgets.table_view import DEFAULT_PAUSE, TableView
from lovelet.widgets.tutorial_view import TutorialView

__all__ = ["SetupView", "TableView", "DEFAULT_PAUSE", "DeductionView", "TableWithDeduction",
           "table_with_deduction", "StagedPlayView", "ExerciseView"]
__all__ += ["ExplorerView", "ReplayView"]
__all__ += ["StrategyLabView"]
__all__ += ["CompanionView"]
__all__ += ["CoachView"]
__all__ += ["TutorialView"]
