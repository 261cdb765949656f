"""The lessons' pages as HTML: the rules tutorial's prose, its verdicts and notes, and
an exercise's question, attempts and hint.

Plain functions of texts the controllers give (:class:`~lovelet.widgets.tutorial.TutorialController`,
:class:`~lovelet.widgets.exercise.ExerciseController`); every text is escaped, and the
tutorial's light markup (``**bold**``, "- " list items) is read after escaping, so that
no text can bring markup of its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lovelet.display.markup import escaped
from lovelet.text.i18n import say, with_colon

__all__ = ["prose_html", "feedback_html", "teaching_note_html", "goal_html", "answer_html", "progress_html",
           "question_html", "attempts_html", "hint_html", "RIGHT_BOX"]

_BOLD = re.compile(r"\*\*(.+?)\*\*")
#: A right answer's box, in green.
RIGHT_BOX = "border:2px solid #009E73;background:#e6f5f0"
_WRONG = "border:2px solid #D55E00;background:#fff4ec"


def _inline(text: str) -> str:
    return _BOLD.sub(r"<b>\1</b>", escaped(text))


def prose_html(text: str) -> str:
    """The tutorial's light markup as HTML, escaped: paragraphs apart by a blank line,
    "- " list items, ``**bold**``."""
    parts = []
    for paragraph in text.split("\n\n"):
        lines = paragraph.split("\n")
        if all(line.startswith("- ") for line in lines):
            items = "".join(f"<li>{_inline(line[2:])}</li>" for line in lines)
            parts.append(f'<ul style="margin:4px 0">{items}</ul>')
        else:
            parts.append(f'<p style="margin:4px 0">{_inline(" ".join(lines))}</p>')
    return f'<div style="line-height:1.45">{"".join(parts)}</div>'


def progress_html(progress: str, solved: bool) -> str:
    """ "Step 7 of 27" in bold, with a tick once the step is solved."""
    done = ' <span title="solved" style="color:#009E73">&#10004;</span>' if solved else ""
    return f"<b>{escaped(progress)}</b>{done}"


def teaching_note_html(note: str, language: str) -> str:
    """The teacher's note of a step, in a blue-edged box ("" for none)."""
    if not note:
        return ""
    return (f'<div style="border-left:4px solid #0072B2;background:#eef6fb;padding:4px 8px;line-height:1.45;'
            f'margin:4px 0"><b>{escaped(say("tutorial_note", language))}.</b> {escaped(note)}</div>')


def goal_html(goal: str, language: str) -> str:
    """A scene's goal, after its label ("" for none)."""
    if not goal:
        return ""
    return (f'<div style="font-size:1.1em;margin:4px 0;line-height:1.4">'
            f'<b>{escaped(with_colon(say("tutorial_goal", language), language))} </b>{escaped(goal)}</div>')


def answer_html(explanation: str, language: str) -> str:
    """A check's explanation once the controller gives it ("" before)."""
    if not explanation:
        return ""
    return (f'<div style="border-left:4px solid #009E73;padding:4px 8px;margin:4px 0">'
            f'<b>{escaped(say("tutorial_answer", language))}.</b> {escaped(explanation)}</div>')


def question_html(question: str, title: str = "", *, bold: bool = False) -> str:
    """A question, a little larger than the text, after its title ("Exercise 3.") if
    any; all of it in bold with ``bold`` (a yes-or-no check of the tutorial)."""
    if bold:
        return f'<div style="font-size:1.05em;margin:4px 0"><b>{escaped(question)}</b></div>'
    titled = f"<b>{escaped(title)}.</b> " if title else ""
    return f'<div style="font-size:1.05em;margin:2px 0">{titled}{escaped(question)}</div>'


def feedback_html(lines: Sequence[tuple[str, str]], *, judged: bool, right: bool, verdict: str = "",
                  try_again: str = "") -> str:
    """What the tutorial says after a try: the ``verdict`` sentence (a tick if ``right``,
    else a cross; "" for none), then each (label, text) line ("Why:", the reason), then
    ``try_again``; "" when there is nothing to say.  Green when ``judged`` right, orange
    when judged wrong, grey before any judgement."""
    said = []
    if verdict:
        said.append(f"<b>{'&#10004;' if right else '&#10008;'} {escaped(verdict)}</b>")
    said += [f"<b>{escaped(label)} </b>{escaped(text)}" for label, text in lines]
    if try_again:
        said.append(escaped(try_again))
    if not said:
        return ""
    style = (RIGHT_BOX if right else _WRONG) if judged else "border:2px solid #999"
    return (f'<div role="status" style="{style};padding:4px 8px;margin:4px 0;line-height:1.45">'
            + "<br/>".join(said) + "</div>")


def attempts_html(attempts: str) -> str:
    """How many tries so far, beside the Check button ("" for none)."""
    return f'<span style="margin-left:8px;color:#333">{escaped(attempts)}</span>' if attempts else ""


def hint_html(hint: str) -> str:
    """A hint after a wrong try ("" for none)."""
    return f'<div style="margin:4px 0;color:#222">{escaped(hint)}</div>' if hint else ""

