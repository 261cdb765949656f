"""The status lines above a table: where the game is (round, turn, favors needed), whose
turn it is, whose view this is; and the lines of the replay viewer.

The views decide what to say (plain text, from their controllers' traits); these
functions lay it out and escape it.  The Table's line is a live region: a screen
reader says each new status (whose turn, the round's end).
"""

from __future__ import annotations

from collections.abc import Iterable

from lovelet.display.blocks import ALERT_BOX
from lovelet.display.markup import escaped
from lovelet.text.i18n import say

__all__ = ["progress_text", "table_status_html", "staged_status_html", "replay_status_html",
           "detailed_alert_html", "source_html"]


def progress_text(round_number: int, turn: int, favors_needed: int, language: str) -> str:
    """Where the game is, as plain text: "Round 2 · Turn 5 · 4 favors to win"."""
    return (f"{say('round', language)} {round_number} \u00b7 {say('turn', language)} {turn} "
            f"\u00b7 {say('needed', language, count=favors_needed)}")


def table_status_html(progress: str, line: str, view: str) -> str:
    """The Table's status: where the game is, then ``line`` (whose turn) in bold, then
    whose ``view`` this is ("" for none), in a polite live region."""
    parts = [escaped(progress), f"<b>{escaped(line)}</b>"] + ([escaped(view)] if view else [])
    return '<div role="status" aria-live="polite">' + " &#8212; ".join(parts) + "</div>"


def staged_status_html(seat_line: str, progress: str, prompt: str) -> str:
    """A staged play's status: the reader's seat in bold, where the game is, the prompt."""
    parts = [f"<b>{escaped(seat_line)}</b>", escaped(progress)]
    if prompt:
        parts.append(f"<span>{escaped(prompt)}</span>")
    return "<div>" + " &#8212; ".join(parts) + "</div>"


def replay_status_html(parts: Iterable[str], now: str) -> str:
    """The replay's status: its ``parts`` on one line, then what happens now in bold."""
    line = " &#183; ".join(escaped(part) for part in parts)
    return f"<div>{line}</div>" + (f"<div><b>{escaped(now)}</b></div>" if now else "")


def detailed_alert_html(text: str, detail: str) -> str:
    """A refusal in its box, then its technical ``detail`` (if any), smaller."""
    said = (f'<div style="font-size:85%;margin-top:2px;overflow-wrap:anywhere">{escaped(detail)}</div>'
            if detail else "")
    return f'<div role="alert" style="{ALERT_BOX}"><div>&#9888; {escaped(text)}</div>{said}</div>'


def source_html(text: str) -> str:
    """Where a replayed game comes from ("A saved game of Ann and Ben"), in italics."""
    return f"<i>{escaped(text)}</i>"
