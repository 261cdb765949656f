"""The classroom kit: the Table, the Setup and the other controls of lovelet's lessons.

Each control is a controller (:mod:`lovelet.widgets.controllers`: plain classes whose
state is traits, tested without a browser) and an ipywidgets view that lays it out.
Nothing is imported until it is asked for, so ``import lovelet.widgets`` stays fast:
``from lovelet.widgets import TableController`` loads the Table's controller then.
"""

import importlib

# One language for every widget of the session (each may still be given its own):
# ``lovelet.widgets.set_language("fr")`` before the widgets are made.
from lovelet.text.languages import session_language, set_language

# Where each public name lives.  They are loaded lazily (PEP 562) because both kinds are
# heavy for a light import: a controller brings the deduction tools and the agents with
# it (seconds of imports, for a page that may show only the Setup, or for
# lovelet.widgets.serving), and a view brings ipywidgets, which a kernel without a page
# (tests, a script, nbval) must not need.
_CONTROLLERS = {
    "SetupController": "setup", "TableController": "table", "KINDS": "table", "BOTS": "table",
    "PERSON": "table", "DeductionController": "deduction", "StagedPlayController": "staged",
    "ExerciseController": "exercise", "ExplorerController": "explorer", "ReplayController": "replay_viewer",
    "StrategyLabController": "lab", "CompanionController": "companion", "TutorialController": "tutorial",
    "TeacherController": "teacher", "SeatTableController": "seat_table", "JoinController": "join",
}
_VIEWS = {
    "SetupView": "setup_view", "TableView": "table_view", "DeductionView": "deduction_view",
    "table_with_deduction": "deduction_view", "StagedPlayView": "staged_view", "ExerciseView": "exercise_view",
    "ExplorerView": "explorer_view", "ReplayView": "replay_view", "StrategyLabView": "lab_view",
    "CompanionView": "companion_view", "CoachView": "coach_view", "TutorialView": "tutorial_view",
    "TeacherView": "teacher_view", "SeatTableView": "seat_table_view", "JoinView": "join_view",
}

__all__ = [*_CONTROLLERS, *_VIEWS, "set_language", "session_language"]


def __getattr__(name):
    module = _CONTROLLERS.get(name) or _VIEWS.get(name)
    if module is None:
        raise AttributeError(f"module 'lovelet.widgets' has no attribute {name!r}")
    return getattr(importlib.import_module(f"lovelet.widgets.{module}"), name)


def __dir__():
    return sorted(list(globals()) + __all__)
