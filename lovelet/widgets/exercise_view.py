"""The exercise widget's ipywidgets view: :class:`ExerciseView` lays an
:class:`~lovelet.widgets.exercise.ExerciseController` out.

A question, a box for the answer (a fraction, a decimal or a percentage), a Check
button, and the verdict: "Right!" or "Not yet." with the hint.  The view reads the
controller's traits only, which never hold the expected answer; the Check button asks
the controller, in the kernel, to judge what was typed.  Every text drawn in an
:class:`ipywidgets.HTML` goes through :func:`~lovelet.display.markup.escaped` (the question, the hint, the
sentence for text that is not an answer, which quotes what the student typed).

Stable CSS classes for browser tests: ``lovelet-exercise`` (the whole),
``lovelet-exercise-question``, ``lovelet-exercise-answer``, ``lovelet-exercise-check``,
``lovelet-exercise-verdict``, ``lovelet-exercise-hint`` and ``lovelet-exercise-error``.
"""

from __future__ import annotations

import logging

import ipywidgets as widgets

from lovelet.display.blocks import ALERT_BOX, alert_html, verdict_html
from lovelet.display.lessons import attempts_html, hint_html, question_html
from lovelet.widgets.access import access_sheet
from lovelet.engine.errors import IllegalAction
from lovelet.text.i18n import formatted, say, text
from lovelet.widgets.exercise import VERDICT_RIGHT, ExerciseController
from lovelet.widgets.drawing import add_classes
from lovelet.widgets.guarded import close_tree

__all__ = ["ExerciseView"]

_log = logging.getLogger("lovelet.widgets")


class ExerciseView(widgets.VBox):
    """An exercise: ``ExerciseView(exercise)`` is a widget (display it).

    ``exercise`` is an :class:`~lovelet.lessons.exercises.Exercise` or an
    :class:`ExerciseController`; ``language`` ("en", "fr" or "de"; None: the session's,
    :func:`lovelet.widgets.set_language`) and ``number`` (for the title "Exercise 3") go
    to the controller made for an exercise.
    """

    def __init__(self, exercise, *, language=None, number=None):
        if isinstance(exercise, ExerciseController):
            controller = exercise
            if language is not None:
                controller.language = language
        else:
            controller = ExerciseController(exercise, language=language, number=number)
        self.controller = controller
        self.failures = []  # unexpected exceptions caught in handlers (tests check it is empty)
        self._fault = ""
        self._syncing = False
        self.question = widgets.HTML()
        self.answer = widgets.Text(continuous_update=True, layout=widgets.Layout(width="16em"),
                                   style={"description_width": "initial"})
        self.check_button = widgets.Button(button_style="primary", layout=widgets.Layout(width="auto"))
        self.verdict = widgets.HTML()
        self.hint = widgets.HTML()
        self.error = widgets.HTML()
        self.attempts = widgets.HTML()
        row = widgets.HBox([self.answer, self.check_button, self.attempts],
                           layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        super().__init__([self.question, row, self.error, self.verdict, self.hint, access_sheet()],
                         layout=widgets.Layout(max_width="760px", border="1px solid #999",
                                               padding="6px 10px", margin="6px 0"))
        self.add_class("lovelet-exercise")
        add_classes("lovelet-exercise-", (
            (self.question, "question"), (self.answer, "answer"), (self.check_button, "check"),
            (self.verdict, "verdict"), (self.hint, "hint"), (self.error, "error"), (self.attempts, "attempts")))
        self.answer.observe(self._on_answer, names="value")
        self.check_button.on_click(lambda _button: self._act(controller.check))
        controller.observe(self._on_trait)
        self._render()

    # ------------------------------------------------------------------ events

    def _act(self, function, *arguments):
        self._fault = ""
        try:
            function(*arguments)
        except IllegalAction as refusal:
            self._fault = refusal.message
        except Exception as failure:  # noqa: BLE001 - a widget never shows a traceback
            _log.exception("lovelet exercise view")
            self.failures.append(failure)
            self._fault = say("staged_failed", self.controller.language)
        self._render()

    def _on_answer(self, change):
        if not self._syncing:
            self._act(setattr, self.controller, "response", change["new"])

    def _on_trait(self, _change):
        if not self._syncing:
            self._render()

    def close(self) -> None:
        """Stop following the controller and close every widget inside the view."""
        try:
            self.controller.unobserve(self._on_trait)
        except ValueError:
            pass
        for child in self.children:
            close_tree(child)
        super().close()

    # ------------------------------------------------------------------ rendering

    def _render(self):
        c = self.controller
        language = c.language
        self._syncing = True
        try:
            self.question.value = question_html(c.question, c.title)
            self.answer.description = text("exercise_your_answer", language)
            self.answer.placeholder = c.placeholder
            if self.answer.value != c.response:
                self.answer.value = c.response
            self.check_button.description = text("exercise_check", language)
            attempts = formatted(text("exercise_attempts", language), language, count=c.attempts)
            self.attempts.value = attempts_html(attempts) if c.attempts else ""
            self.error.value = alert_html(c.error or self._fault, ALERT_BOX)
            self.verdict.value = verdict_html(c.verdict_text, c.verdict == VERDICT_RIGHT) if c.verdict else ""
            self.hint.value = hint_html(c.hint)
        finally:
            self._syncing = False
