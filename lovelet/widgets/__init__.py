"""The classroom kit: the Table, the Setup and the other controls of lovelet's lessons.

Each control is a controller (:mod:`lovelet.widgets.controllers`: plain classes whose
state is traits, tested without a browser) and an ipywidgets view that lays it out.
Nothing is imported until it is asked for, so ``import lovelet.widgets`` stays fast:
``from lovelet.widgets import TableController`` loads the controllers then.
"""

_CONTROLLERS = ["SetupController", "TableController", "KINDS", "BOTS", "PERSON", "DeductionController",
                "StagedPlayController", "ExerciseController"]
_CONTROLLERS += ["ExplorerController", "ReplayController"]  # the probability explorer, the replay viewer
_VIEWS = ["SetupView", "TableView", "DeductionView", "table_with_deduction", "StagedPlayView",
          "ExerciseView"]
_VIEWS += ["ExplorerView", "ReplayView"]
_CONTROLLERS += ["StrategyLabController"]  # the strategy lab
_VIEWS += ["StrategyLabView"]
_CONTROLLERS += ["CompanionController"]  # the companion of a game played with real cards
_VIEWS += ["CompanionView"]
_VIEWS += ["CoachView"]  # the coach's panel (the Table's, a companion's)
_CONTROLLERS += ["TutorialController"]  # the rules tutorial, one step at a time
_VIEWS += ["TutorialView"]
__all__ = _CONTROLLERS + _VIEWS + ["set_language", "session_language"]

# One language for every widget of the session (each may still be given its own):
# ``lovelet.widgets.set_language("fr")`` before the widgets are made.
from lovelet.text.languages import session_language, set_language  # noqa: E402  (light: no ipywidgets)


def __getattr__(name):
    if name in _CONTROLLERS:
        from lovelet.widgets import controllers

        return getattr(controllers, name)
    if name in _VIEWS:  # ipywidgets is imported only here, when a view is asked for
        from lovelet.widgets import views

        return getattr(views, name)
    raise AttributeError(f"module 'lovelet.widgets' has no attribute {name!r}")


def __dir__():
    return sorted(list(globals()) + __all__)
