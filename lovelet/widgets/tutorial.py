"""The rules tutorial's controller: one step of :data:`lovelet.lessons.tutorial.STEPS` at a time.

:class:`TutorialController` walks through the lesson's steps with :meth:`next`,
:meth:`back` and :meth:`go`, and says the step on screen in its traits: the progress
line ("Step 7 of 27"), the title, the prose, and for a scene its goal, for a quick check
its question.  A scene is played in a :class:`~lovelet.widgets.StagedPlayController`
(:attr:`staged`) made with ``suggest=False``, so that nothing is selected and no trait
holds the lesson's play; once the student's decisions are resolved, the controller
judges them against the step's goal on the game the engine resolved
(:func:`lovelet.lessons.tutorial.reached`) and says right or wrong, with the rule's
reason, and after a wrong try a hint; "Try again" (the staged control's reset) clears
the verdict and keeps the hint.  A yes-or-no check is answered with :meth:`answer`, a
number in an :class:`~lovelet.widgets.ExerciseController` (:attr:`exercise`); either is
judged here, in the kernel, and the explanation (which gives the answer) appears only
after a try (for a number, once it is right or after two wrong tries, the box's hint
coming first).

What reaches the browser is only what a view draws from these traits: before a play no
trait holds a result, a verdict or a suggestion; a quick check's answer is in no trait
before a try; and the teaching note (``note``) is filled only in the teacher's version
(``teacher=True``), never in a student's.  Each step keeps its controllers, so Back
returns to a scene as it was left.

Nothing raises at a view: a step number out of range, an answer that is not yes or no,
sets ``error`` and ``error_code`` (BAD_OPTION) and changes nothing else.
"""

from __future__ import annotations

import traitlets as t

from lovelet.engine.errors import refused, shown
from lovelet.text.i18n import say
from lovelet.lessons import rules
from lovelet.lessons.exercises import Exercise
from lovelet.lessons.tutorial import NAMES, STEPS, reached, step_text
from lovelet.text.languages import LANGUAGES, language_or_session, validated_language
from lovelet.engine.streams import checked_seed
from lovelet.widgets.exercise import VERDICT_RIGHT, ExerciseController
from lovelet.widgets.staged import StagedPlayController

__all__ = ["TutorialController", "RIGHT", "WRONG"]

#: The verdicts of a step.
RIGHT, WRONG = "right", "wrong"


class _Progress:
    """What one step has seen: its controllers and its tries (Python only)."""

    def __init__(self):
        self.staged = None
        self.before = None  # the scene's staged position, to judge "nobody went out" against
        self.exercise = None
        self.tries = 0
        self.wrong = 0
        self.solved = False
        self.verdict = ""  # the verdict on screen: "", RIGHT or WRONG
        self.choice = None  # a yes-or-no answer given


class TutorialController(t.HasTraits):
    """The rules tutorial, one step on screen at a time.

    ``language`` is "en", "fr" or "de" (None: the session's); ``teacher=True`` is the
    teacher's version (each step's teaching note, and the staged plays' "show every
    hand" switch in the view); ``seed`` deals the round drawn in the setup step;
    ``steps`` is the lesson (by default :data:`lovelet.lessons.tutorial.STEPS`).
    """

    language = t.Any("en", help="'en', 'fr' or 'de'; an unknown language sets error.")
    teacher = t.Bool(False, read_only=True, help="The teacher's version: notes and the teacher switch.")
    seed = t.Int(0, help="The seed of the round drawn in the setup step.")
    count = t.Int(0, help="How many steps the lesson has.")
    number = t.Int(1, help="The step on screen, from 1.")
    progress = t.Unicode(help="'Step 7 of 27' in the chosen language.")
    key = t.Unicode(help="The step's key (a key of lovelet.lessons.tutorial.TEXTS).")
    kind = t.Unicode(help="'text', 'scene' or 'check'.")
    scene = t.Unicode(help="A scene step's staged position (a key of lovelet.lessons.rules.SCENES).")
    check = t.Unicode(help="A check step's kind: 'yes_no' or 'number'.")
    picture = t.Unicode(help="The step's picture (a key of lovelet.lessons.tutorial.PICTURES) or ''; "
                             "a check's only with its explanation.")
    title = t.Unicode(help="The step's title (plain text: a view escapes it).")
    body = t.Unicode(help="The step's prose: paragraphs, '- ' items, **bold** (plain text).")
    note = t.Unicode("", help="The teaching note, in the teacher's version only; '' otherwise.")
    goal = t.Unicode("", help="A scene's goal.")
    question = t.Unicode("", help="A check's question.")
    choices = t.List(help="A yes-or-no check's buttons: [{'value': 'yes', 'label': 'Yes'}, ...].")
    chosen = t.Unicode("", help="The yes-or-no answer given ('yes', 'no' or '').")
    verdict = t.Unicode("", help="'' until a try, then 'right' or 'wrong'.")
    verdict_text = t.Unicode("", help="The verdict in words.")
    reason = t.Unicode("", help="A scene's rule, with its verdict; '' before a play.")
    hint = t.Unicode("", help="A hint, after a wrong try (kept through Try again).")
    explanation = t.Unicode("", help="A check's answer and why, after a try; '' before.")
    tries = t.Int(0, help="How many tries the step on screen has had.")
    solved = t.List(help="The keys of the steps solved so far.")
    can_back = t.Bool(False)
    can_next = t.Bool(False)
    error = t.Unicode("", help="The sentence of the last refusal; '' after a change.")
    error_code = t.Unicode("", help="Its code: 'BAD_OPTION'.")

    def __init__(self, *, language=None, teacher=False, seed=0, steps=None):
        super().__init__()
        steps = STEPS if steps is None else tuple(steps)
        if not steps:
            raise refused("BAD_OPTION.tutorial_no_steps")
        seed = checked_seed(seed)
        self._steps = steps
        self._progress = [_Progress() for _ in steps]
        self._ready = False
        self.set_trait("teacher", bool(teacher))
        with self.hold_trait_notifications():
            self.seed = seed
            self.count = len(steps)
            self.language = language_or_session(language)
        self._ready = True
        self._enter()

    # ------------------------------------------------------------------ for Python and views

    @property
    def step(self):
        """The step on screen (a :class:`lovelet.lessons.tutorial.Step`)."""
        return self._steps[self.number - 1]

    @property
    def staged(self):
        """The staged play of the scene on screen, or None."""
        return self._progress[self.number - 1].staged

    @property
    def exercise(self):
        """The answer box of a number check on screen, or None."""
        return self._progress[self.number - 1].exercise

    # ------------------------------------------------------------------ moving

    def next(self) -> bool:
        """The next step; False (and nothing changes) on the last."""
        return self.go(self.number + 1) if self.number < self.count else False

    def back(self) -> bool:
        """The step before; False (and nothing changes) on the first."""
        return self.go(self.number - 1) if self.number > 1 else False

    def go(self, number: int) -> bool:
        """Step ``number`` (from 1); a number out of range sets error and changes nothing."""
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= self.count:
            return self._refused(f"The tutorial's steps are numbered 1 to {self.count}, not {shown(number)}.")
        with self.hold_trait_notifications():  # a view sees the new step whole, never half of it
            self.number = number
            self._enter()
        return True

    # ------------------------------------------------------------------ answering

    def answer(self, value):
        """Answer a yes-or-no check: True, False, "yes" or "no".  Returns the verdict, or
        "" when the step is not such a check or the value is not yes or no (error says so)."""
        step = self.step
        if step.kind != "check" or step.check != "yes_no":
            return self._refused("This step asks no yes-or-no question.", "")
        if value in ("yes", "no"):
            value = value == "yes"
        if not isinstance(value, bool):
            return self._refused(f"Answer yes or no, not {shown(value)}.", "")
        progress = self._progress[self.number - 1]
        right = value == step.answer()  # computed now, in the kernel, never kept in a trait
        self._tried(progress, right)
        progress.choice = "yes" if value else "no"
        self._show()
        return progress.verdict

    # ------------------------------------------------------------------ helpers

    @t.validate("language")
    def _valid_language(self, proposal):
        return validated_language(proposal, self.language, self._language_refused)

    def _language_refused(self, refusal):
        self.error, self.error_code = refusal.message, refusal.code

    @t.observe("language")
    def _language_changed(self, _change):
        if self._ready:
            for progress in self._progress:
                for controller in (progress.staged, progress.exercise):
                    if controller is not None:
                        controller.language = self.language
            self._show()

    def _refused(self, sentence, result=False):
        self.error, self.error_code = sentence, "BAD_OPTION"
        return result

    def _tried(self, progress, right):
        progress.tries += 1
        progress.wrong += not right
        progress.solved = progress.solved or right
        progress.verdict = RIGHT if right else WRONG

    def _enter(self):
        """Make the step's controllers the first time it is shown, then show it."""
        step, progress = self.step, self._progress[self.number - 1]
        if step.kind == "scene" and progress.staged is None:
            scene = rules.scene(step.scene, NAMES[self.language])
            progress.staged = StagedPlayController(scene, language=self.language, suggest=False)
            progress.staged.observe(self._on_staged, names="resolved")
            progress.before = scene.game()
        if step.kind == "check" and step.check == "number" and progress.exercise is None:
            exercise = Exercise(step.key, {code: step_text(step.key, "question", code) for code in LANGUAGES},
                                {code: step_text(step.key, "hint", code) for code in LANGUAGES},
                                kind="number", _answer=step.answer())
            progress.exercise = ExerciseController(exercise, language=self.language)
            progress.exercise.observe(self._on_exercise, names="attempts")
        self.error = self.error_code = ""
        self._show()

    def _on_staged(self, change):
        index = next(i for i, progress in enumerate(self._progress) if progress.staged is change["owner"])
        progress, step = self._progress[index], self._steps[index]
        if change["new"]:  # the student's decisions are made: judged on the resolved game
            self._tried(progress, reached(step.wants, progress.before, progress.staged.game, progress.staged.seat))
        else:  # Try again: the verdict goes, the hint stays
            progress.verdict = ""
        if index == self.number - 1:
            self._show()

    def _on_exercise(self, change):
        index = next(i for i, progress in enumerate(self._progress) if progress.exercise is change["owner"])
        progress = self._progress[index]
        if change["new"] > change["old"]:
            self._tried(progress, progress.exercise.verdict == VERDICT_RIGHT)
        if index == self.number - 1:
            self._show()

    def _show(self):
        step, progress, language = self.step, self._progress[self.number - 1], self.language
        with self.hold_trait_notifications():
            self.progress = say("tutorial_progress", language, number=self.number, count=self.count)
            self.key, self.kind, self.scene, self.check = step.key, step.kind, step.scene, step.check
            self.title = step_text(step.key, "title", language)
            self.body = step_text(step.key, "body", language)
            self.note = step_text(step.key, "note", language) if self.teacher else ""
            self.goal = step_text(step.key, "goal", language) if step.kind == "scene" else ""
            self.question = step_text(step.key, "question", language) if step.kind == "check" else ""
            self.choices = ([{"value": value, "label": say(f"tutorial_{value}", language)} for value in ("yes", "no")]
                            if step.check == "yes_no" else [])
            self.chosen = progress.choice or ""
            self.verdict = progress.verdict
            self.verdict_text = say(f"tutorial_{progress.verdict}", language) if progress.verdict else ""
            tried = bool(progress.verdict)
            self.reason = step_text(step.key, "reason", language) if tried and step.kind == "scene" else ""
            self.hint = step_text(step.key, "hint", language) if progress.wrong and step.kind == "scene" else ""
            # A yes-or-no check is explained after its first try; a number after it is right,
            # or after two wrong tries (the box's hint comes first).
            explained = step.kind == "check" and (progress.solved or progress.wrong >= (
                1 if step.check == "yes_no" else 2))
            self.explanation = step_text(step.key, "explanation", language) if explained else ""
            self.picture = step.picture if step.kind != "check" or explained else ""  # it may show the answer
            self.tries = progress.tries
            self.solved = [s.key for s, p in zip(self._steps, self._progress) if p.solved]
            self.can_back = self.number > 1
            self.can_next = self.number < self.count
