"""The rules page: the stepped tutorial of ``notebooks/01-rules.ipynb``, as a student sees it.

One step on screen at a time, the student acts before any answer is shown; the
student's version has no teaching note and no "show every hand" switch.
"""

from __future__ import annotations

from IPython.display import display

from lovelet.text.languages import language_of
from lovelet.widgets.tutorial_view import TutorialView

__all__ = ["tutorial", "SEED"]

#: The seed of the tutorial's deals: the notebook's, so that a class sees the same steps.
SEED = 2026


def tutorial(language: str = "en") -> TutorialView:
    """Show the rules tutorial in ``language`` ("en", "fr" or "de"; anything else raises
    IllegalAction BAD_OPTION) in the current output, and return its widget."""
    view = TutorialView(language=language_of(language), teacher=False, seed=SEED)
    display(view)
    return view
