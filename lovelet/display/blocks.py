"""The small blocks of HTML every page of the kit is made of: a heading, words for a
screen reader only, a note, an alert, a verdict.

Each takes plain text and escapes it (:func:`~lovelet.display.markup.escaped`); each
returns "" for no text, so that a view can write ``widget.value = note_html(text)``
whether there is something to say or not.
"""

from __future__ import annotations

from collections.abc import Iterable

from lovelet.display.markup import escaped
from lovelet.display.styles import SCREEN_READER_ONLY

__all__ = ["heading", "title_html", "paragraph_html", "screen_reader_only", "label_html", "small_html", "bold_html", "note_html", "small_note_html", "alert_html", "verdict_html",
           "sentences_html", "NOTE", "ALERT", "ALERT_BOX", "INFO_BOX"]

#: A small note's style (a hint, a reason a choice is not allowed).
NOTE = "font-size:0.85em;color:#333;margin:2px 0"
#: An alert inside the Table's move area: tight, so that it fits beside a button.
ALERT = "border:2px solid #D55E00;padding:2px 8px;background:#fff4ec;margin:2px 0"
#: An alert in its own box, at the top of a panel.
ALERT_BOX = "border:2px solid #D55E00;padding:4px 8px;background:#fff4ec"
#: A box of information (a move's result, a notice), in blue.
INFO_BOX = "border:2px solid #0072B2;padding:4px 8px;background:#eef6fb"
_RIGHT_BOX = "border:2px solid #009E73;padding:4px 8px;background:#e6f5f0"


def heading(words: object, level: int = 3) -> str:
    """A panel's heading (``<h3>`` by default) as HTML, ``words`` escaped."""
    return f'<h{level} class="lovelet-heading">{escaped(words)}</h{level}>'


def screen_reader_only(words: object) -> str:
    """``words`` for a screen reader only (escaped): in the page's text, drawn nowhere."""
    return f'<span class="{SCREEN_READER_ONLY}">{escaped(words)}</span>'


def title_html(text: str, level: int = 3, style: str = "") -> str:
    """A page's or a panel's title (``<h3>`` by default), escaped, with its own ``style``
    (unlike :func:`heading`, which the access style sheet keeps small)."""
    styled = f' style="{style}"' if style else ""
    return f"<h{level}{styled}>{escaped(text)}</h{level}>"


def paragraph_html(text: str) -> str:
    """``text`` as a paragraph, escaped; "" for no text."""
    return f"<p>{escaped(text)}</p>" if text else ""


def label_html(text: str) -> str:
    """A label before a control that has none of its own, escaped."""
    return f'<span style="margin-right:6px">{escaped(text)}</span>'


def small_html(text: str) -> str:
    """``text`` in small type (a help under a field), escaped; "" for no text."""
    return f"<small>{escaped(text)}</small>" if text else ""


def bold_html(text: str) -> str:
    """``text`` in bold, escaped; "" for no text."""
    return f"<b>{escaped(text)}</b>" if text else ""


def note_html(text: str) -> str:
    """A small note (a hint such as "Choose a target"), escaped; "" for no text."""
    return f'<div style="{NOTE}">{escaped(text)}</div>' if text else ""


def small_note_html(text: str) -> str:
    """A small note inside a line (after a label), escaped; "" for no text."""
    return f'<span style="font-size:0.85em;color:#333">{escaped(text)}</span>' if text else ""


def alert_html(text: str, style: str = ALERT) -> str:
    """A refusal, drawn to be seen (an alert role, a warning sign), escaped; "" for no text.

    ``style`` is :data:`ALERT` (beside a button) or :data:`ALERT_BOX` (a panel's own box)."""
    return f'<div role="alert" style="{style}">&#9888; {escaped(text)}</div>' if text else ""


def verdict_html(text: str, right: bool) -> str:
    """An answer's verdict, escaped: a tick on green when ``right``, else a cross on orange.
    A status role: a screen reader says it when it changes."""
    style, sign = (_RIGHT_BOX, "&#10004;") if right else (ALERT_BOX, "&#10008;")
    return f'<div role="status" style="{style}">{sign} {escaped(text)}</div>'


def sentences_html(title: str, sentences: Iterable[str]) -> str:
    """A titled list of sentences in an information box, escaped (a move's result as the
    mover saw it); "" when there is no sentence.  A status role: a screen reader says it."""
    items = "".join(f"<li>{escaped(sentence)}</li>" for sentence in sentences if sentence)
    if not items:
        return ""
    return f'<div role="status" style="{INFO_BOX}"><b>{escaped(title)}</b><ul style="margin:2px 0">{items}</ul></div>'
