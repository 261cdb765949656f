"""The exercise widget's controller: a question, a student's answer, and a verdict.

:class:`ExerciseController` shows one :class:`~lovelet.lessons.exercises.Exercise` of a
lesson: its question in the chosen language, the text the student typed (a fraction
such as ``3/11``, a decimal such as ``0.27`` or a percentage such as ``27%``), and,
once they press Check, a verdict: "right", or "not yet" with the reason (not precise
enough, not a probability) and the exercise's hint.

The expected answer is never in a trait.  Every trait of a widget reaches the browser,
where a student can read it with the developer tools; so the answer stays in the
exercise, held by the controller in Python, and the kernel judges each answer: the
browser is only told the verdict.  The hint says how to find the answer, never the
answer itself.

Text that is not an answer ("abc", "3/0", nothing) sets ``error`` to a sentence in the
chosen language (and ``error_code`` to ``BAD_OPTION``) and changes nothing else, as
every controller of :mod:`lovelet.widgets` does: nothing raises at a view.
"""

from __future__ import annotations

import traitlets as t

from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.text.i18n import formatted, text
from lovelet.lessons.exercises import read_answer, judge
from lovelet.text.languages import language_or_session, validated_language

__all__ = ["ExerciseController", "VERDICT_RIGHT", "VERDICT_NOT_YET"]

#: The verdicts an exercise widget shows.
VERDICT_RIGHT = "right"
VERDICT_NOT_YET = "not_yet"

_REASONS = {"too_vague": "exercise_too_vague", "not_a_probability": "exercise_not_a_probability"}


def _is_exercise(exercise):
    return all(callable(getattr(exercise, name, None)) for name in ("question", "hint", "solution")) \
        and getattr(exercise, "kind", None) in ("probability", "number") \
        and isinstance(getattr(exercise, "key", None), str)


class ExerciseController(t.HasTraits):
    """One exercise, answered and checked: ``check("3/11")`` sets the verdict.

    ``exercise`` is an :class:`~lovelet.lessons.exercises.Exercise` (see
    :mod:`lovelet.lessons.probability` for lesson 4's); ``language`` is "en", "fr" or
    "de" (None: the session's, :func:`lovelet.widgets.set_language`); ``number`` is the
    exercise's number in its lesson, for the title.
    """

    key = t.Unicode(help="The exercise's key, such as 'top_card'.")
    kind = t.Unicode(help="'probability' (a fraction, a decimal or a percentage) or 'number'.")
    number = t.Int(None, allow_none=True, help="The exercise's number in its lesson, or None.")
    language = t.Any("en", help="'en', 'fr' or 'de'; an unknown language sets error.")
    title = t.Unicode(help="'Exercise 3' in the chosen language ('' without a number).")
    question = t.Unicode(help="The question in the chosen language (not escaped: a view escapes it).")
    placeholder = t.Unicode(help="What the answer box suggests typing.")
    response = t.Unicode("", help="The answer as the student typed it.")
    verdict = t.Unicode("", help="'' before the first check, then 'right' or 'not_yet'.")
    reason = t.Unicode("", help="Why not yet, when it is not simply wrong: 'too_vague' or "
                                "'not_a_probability'.")
    verdict_text = t.Unicode("", help="The verdict in the chosen language, with its reason.")
    hint = t.Unicode("", help="The exercise's hint once an answer is not yet right, else ''.")
    attempts = t.Int(0, help="How many answers were checked (answers that could not be read do not count).")
    solved = t.Bool(False, help="An answer was right.")
    error = t.Unicode("", help="The sentence for text that is not an answer; '' after a check.")
    error_code = t.Unicode("", help="The code for that refusal: 'BAD_OPTION'.")

    _ready = False

    def __init__(self, exercise, *, language=None, number=None):
        super().__init__()
        if not _is_exercise(exercise):
            raise refused("BAD_OPTION.exercise_not_an_exercise", value=shown(exercise))
        if number is not None and (isinstance(number, bool) or not isinstance(number, int) or number < 1):
            raise refused("BAD_OPTION.exercise_number", value=shown(number))
        self._exercise = exercise  # Python only: no trait ever holds its answer
        self._judged = None  # the last judgement: (verdict, reason) or None
        self._judged_response = None  # the text that judgement was about
        self._unread = False  # error is about the text typed (it then follows the language)
        with self.hold_trait_notifications():
            self.key, self.kind, self.number = exercise.key, exercise.kind, number
            self.language = language_or_session(language)
        self._show()
        self._ready = True

    @property
    def exercise(self):
        """The exercise (its answer included): never hand it to a view."""
        return self._exercise

    # ------------------------------------------------------------------ settings

    @t.validate("language")
    def _valid_language(self, proposal):
        return validated_language(proposal, self.language, lambda refusal: self._refused(refusal, unread=False))

    @t.observe("response")
    def _response_changed(self, change):
        """A new answer typed: the verdict (and any warning) about the old one goes, so
        that "Right!" never stands beside a text it was not about."""
        if self._ready and change["new"] != self._judged_response and (self._judged or self.error):
            self._judged = None
            with self.hold_trait_notifications():
                self.error = self.error_code = ""
                self._show()

    @t.observe("language")
    def _language_changed(self, _change):
        if self._ready:
            with self.hold_trait_notifications():
                if self.error and not self._unread:  # the refused language is forgotten
                    self.error = self.error_code = ""
                self._show()

    # ------------------------------------------------------------------ acting

    def check(self, response: str | None = None) -> str:
        """Judge ``response`` (by default the ``response`` trait, what the student typed).

        Returns the verdict ("right" or "not_yet"), or "" when the text is not an
        answer: then ``error`` says what to write and nothing else changes.
        """
        if response is not None:
            self.response = response if isinstance(response, str) else str(response)
        try:
            reading = read_answer(self.response, self.kind, self.language)
        except IllegalAction as refusal:
            self._judged, self._judged_response = None, self.response  # no verdict about this text
            with self.hold_trait_notifications():
                self._show()
                self._refused(refusal, unread=True)
            return ""
        outcome = judge(reading, self._exercise.solution(), self.kind)
        verdict = VERDICT_RIGHT if outcome == "right" else VERDICT_NOT_YET
        self._judged = (verdict, "" if outcome in ("right", "not_yet") else outcome)
        self._judged_response = self.response
        with self.hold_trait_notifications():
            self.attempts += 1
            self.solved = self.solved or verdict == VERDICT_RIGHT
            self.error = self.error_code = ""
            self._show()
        return verdict

    def reset(self) -> None:
        """Start again: no answer, no verdict, no attempt."""
        self._judged = self._judged_response = None
        with self.hold_trait_notifications():
            self.response = ""
            self.attempts = 0
            self.solved = False
            self.error = self.error_code = ""
            self._show()

    # ------------------------------------------------------------------ helpers

    def _refused(self, refusal, unread):
        self._unread = unread
        with self.hold_trait_notifications():
            self.error = refusal.sentence(self.language)  # the student's language
            self.error_code = refusal.code

    def _show(self):
        """Set the texts from the exercise and the last judgement, in the chosen language."""
        language, exercise = self.language, self._exercise
        with self.hold_trait_notifications():
            self.title = "" if self.number is None else formatted(text("exercise_title", language), language,
                                                                   number=self.number)
            self.question = exercise.question(language)
            self.placeholder = text("exercise_placeholder" if self.kind == "probability"
                                    else "exercise_placeholder_number", language)
            verdict, reason = self._judged or ("", "")
            self.verdict, self.reason = verdict, reason
            if verdict == VERDICT_RIGHT:
                self.verdict_text = text("exercise_right", language)
            elif verdict:
                said = text("exercise_not_yet", language)
                self.verdict_text = f"{said} {text(_REASONS[reason], language)}" if reason else said
            else:
                self.verdict_text = ""
            self.hint = (formatted(text("exercise_hint", language), language, hint=exercise.hint(language))
                         if verdict == VERDICT_NOT_YET else "")
            if self.error and self._unread:  # the sentence about the text follows the language
                try:
                    read_answer(self.response, self.kind, language)
                except IllegalAction as refusal:
                    self.error = refusal.sentence(language)
