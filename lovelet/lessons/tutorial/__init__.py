"""The rules tutorial as data: one list of steps, the same lesson in three languages.

:data:`STEPS` (:mod:`.steps`) is the lesson, in order; each :class:`Step`
(:mod:`.model`) is a text, a staged scene with what counts as right, or a quick check
with its computed answer.  :func:`step_text` (:mod:`.texts`) says a step's title, prose,
goal, reason, hint and teaching note in English, French or German;
:func:`picture_html` (:mod:`.pictures`) draws a text step's picture.  The tutorial
widget (:class:`lovelet.widgets.TutorialController`) shows them one at a time.
"""

from lovelet.lessons.tutorial.model import CHECK_KINDS, CONDITIONS, Condition, Step, reached
from lovelet.lessons.tutorial.pictures import PICTURES, picture_html
from lovelet.lessons.tutorial.steps import STEPS
from lovelet.lessons.tutorial.texts import FIELDS, NAMES, TEXTS, step_text

__all__ = ["STEPS", "Step", "Condition", "reached", "CONDITIONS", "CHECK_KINDS", "step_text", "TEXTS",
           "NAMES", "FIELDS", "picture_html", "PICTURES"]
