"""The rules tutorial's ipywidgets view: :class:`TutorialView`.

One step on screen at a time.  At the top, a bar with Back, the progress line ("Step 7
of 27") and Next, so that moving on never needs a scroll; then the step's title, its
prose and picture, in the teacher's version its teaching note, and:

* for a scene, the goal, the verdict once the student has played (right or not quite,
  the rule's reason, after a wrong try a hint and "press Try again"), and the staged
  play itself (a :class:`~lovelet.widgets.StagedPlayView`, nothing selected, with the
  "show every hand" switch only in the teacher's version);
* for a yes-or-no check, the question and two buttons; for a number, the exercise box
  (:class:`~lovelet.widgets.ExerciseView`); then the explanation once the controller
  gives it.

The view reads the controller's traits only, and draws the step's widgets when the step
is shown (closing the last step's), so that the page holds one step: no other step's
widgets, no result before a play, no answer before a try, and in a student's version no
teaching note at all (that widget is not even made).

Stable CSS classes for browser tests: ``lovelet-tutorial`` (the whole, with
``lovelet-tutorial-step-<key>``), ``lovelet-tutorial-nav``, ``-back``, ``-progress``,
``-next``, ``-title``, ``-body``, ``-picture``, ``-note``, ``-goal``, ``-feedback``,
``-verdict``, ``-area``, ``-choice`` (the yes and no buttons), ``-explanation``,
``-error``.  Every text is escaped (:func:`~lovelet.display.markup.escaped`) before it is drawn.
"""

import ipywidgets as widgets

from lovelet.display.blocks import ALERT_BOX, alert_html, title_html
from lovelet.display.lessons import (answer_html, feedback_html, goal_html, progress_html, prose_html, question_html,
                                     teaching_note_html)
from lovelet.widgets.access import access_sheet
from lovelet.engine.errors import refused
from lovelet.text.i18n import say, with_colon
from lovelet.lessons.tutorial import picture_html
from lovelet.widgets.exercise_view import ExerciseView
from lovelet.widgets.drawing import add_classes, show
from lovelet.widgets.guarded import GuardedView, close_tree
from lovelet.widgets.staged_view import StagedPlayView
from lovelet.widgets.tutorial import RIGHT, TutorialController

__all__ = ["TutorialView"]

class TutorialView(GuardedView, widgets.VBox):
    """The rules tutorial: ``TutorialView(language="fr", teacher=True, seed=2026)`` is a
    widget (display it).  Give it a :class:`TutorialController`, or the controller's
    keywords (``language``, ``teacher``, ``seed``)."""

    _what = "lovelet tutorial view"

    def __init__(self, controller=None, **settings):
        if controller is None:
            controller = TutorialController(**settings)
        elif settings or not isinstance(controller, TutorialController):
            raise refused("BAD_OPTION.tutorial_view")
        self._start_guard(controller)
        self._shown_number = None
        self._part = None  # the step's own widget: a staged play, an exercise box, or buttons
        self._buttons = []
        c = controller
        self.back_button = widgets.Button(icon="arrow-left", layout=widgets.Layout(width="auto"))
        self.progress = widgets.HTML(layout=widgets.Layout(margin="0 12px"))
        self.next_button = widgets.Button(icon="arrow-right", button_style="primary",
                                          layout=widgets.Layout(width="auto"))
        self.nav = widgets.HBox([self.back_button, self.progress, self.next_button],
                                layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        self.title = widgets.HTML()
        self.body = widgets.HTML()
        self.picture = widgets.HTML(layout=widgets.Layout(overflow="auto"))
        # A widget's state reaches the browser once it exists: a student's page has no note at all.
        self.note = widgets.HTML() if c.teacher else None
        self.goal = widgets.HTML()
        self.feedback = widgets.HTML()
        self.area = widgets.VBox(layout=widgets.Layout(margin="4px 0"))
        self.explanation = widgets.HTML()
        self.error = widgets.HTML()
        parts = [self.nav, self.title, self.body, self.picture] + ([self.note] if self.note else [])
        super().__init__(parts + [self.goal, self.feedback, self.area, self.explanation, self.error, access_sheet()],
                         layout=widgets.Layout(max_width="1000px", padding="4px 8px"))
        self.add_class("lovelet-tutorial")
        add_classes("lovelet-tutorial-", (
            (self.nav, "nav"), (self.back_button, "back"), (self.progress, "progress"), (self.next_button, "next"),
            (self.title, "title"), (self.body, "body"), (self.picture, "picture"), (self.note, "note"),
            (self.goal, "goal"), (self.feedback, "feedback"), (self.area, "area"),
            (self.explanation, "explanation"), (self.error, "error")))
        self.back_button.on_click(lambda _b: self._act(c.back))
        self.next_button.on_click(lambda _b: self._act(c.next))
        self._follow()  # the first rendering

    def __repr__(self):
        return f"TutorialView(language={self.controller.language!r}, steps={self.controller.count})"

    # ------------------------------------------------------------------ events

    # ------------------------------------------------------------------ rendering

    def _render(self):
        c = self.controller
        language = c.language
        if self._shown_number != c.number:
            self._new_part(c)
        self.back_button.description = say("tutorial_back", language)
        self.next_button.description = say("tutorial_next", language)
        self.back_button.disabled = not c.can_back
        self.next_button.disabled = not c.can_next
        self.progress.value = progress_html(c.progress, c.key in c.solved)
        self.title.value = title_html(c.title, style="margin:4px 0")
        self.body.value = prose_html(c.body)
        self.picture.value = picture_html(c.picture, language, c.seed)
        show(self.picture, bool(c.picture))
        if self.note is not None:
            self.note.value = teaching_note_html(c.note, language)
        self.goal.value = goal_html(c.goal, language)
        self.feedback.value = self._feedback_html(c, language)
        if c.kind == "check" and c.check == "yes_no":
            self._question.value = question_html(c.question, bold=True)
            for button, choice in zip(self._buttons, c.choices):
                button.description = choice["label"]
                button.button_style = ("success" if c.verdict == RIGHT else "danger") \
                    if c.chosen == choice["value"] else ""
        self.explanation.value = answer_html(c.explanation, language)
        self.error.value = alert_html(c.error or self._fault, ALERT_BOX)

    @staticmethod
    def _feedback_html(c, language):
        """The verdict of a scene or a yes-or-no check, the rule's reason, a hint after a
        wrong try, and "press Try again" after a wrong play."""
        shown = c.verdict and (c.kind == "scene" or c.check == "yes_no")
        lines = [(with_colon(say(key, language), language), words)
                 for key, words in (("tutorial_why", c.reason), ("tutorial_hint", c.hint if c.verdict != RIGHT else ""))
                 if words]
        again = c.kind == "scene" and c.verdict and c.verdict != RIGHT
        return feedback_html(lines, judged=bool(c.verdict), right=c.verdict == RIGHT,
                             verdict=c.verdict_text if shown else "",
                             try_again=say("tutorial_try_again", language) if again else "")

    def _new_part(self, c):
        """Close the last step's widget and make this step's."""
        for child in self.area.children:
            close_tree(child)
        self._buttons = []
        self._shown_number = c.number
        for name in list(self._dom_classes):
            if name.startswith("lovelet-tutorial-step-"):
                self.remove_class(name)
        self.add_class(f"lovelet-tutorial-step-{c.key.replace('_', '-')}")
        if c.kind == "scene":
            part = [StagedPlayView(c.staged, card_size=64, show_teacher=c.teacher, side_by_side=True)]
        elif c.kind == "check" and c.check == "number":
            part = [ExerciseView(c.exercise)]
        elif c.kind == "check":
            self._question = widgets.HTML()
            for choice in c.choices:
                button = widgets.Button(layout=widgets.Layout(width="8em", margin="0 8px 0 0"))
                button.add_class("lovelet-tutorial-choice")
                button.add_class(f"lovelet-tutorial-choice-{choice['value']}")
                button.on_click(lambda _b, value=choice["value"]: self._act(c.answer, value))
                self._buttons.append(button)
            part = [self._question, widgets.HBox(self._buttons)]
        else:
            part = []
        self.area.children = tuple(part)
        show(self.area, bool(part))
