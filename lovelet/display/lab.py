"""The strategy lab's page as HTML: its title, its tables of win rates and its notes.

The lab's view (:class:`~lovelet.widgets.lab_view.StrategyLabView`) decides what to say
from its controller's traits (the rates already written as percentages); these
functions lay it out and escape every text, the agents' titles included (a person
names their own agents).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from lovelet.display.markup import escaped

__all__ = ["RateRow", "lab_title_html", "lab_note_html", "rates_table_html", "notes_html"]

_CELL = "padding:3px 8px;border:1px solid #bbb"
_HEAD = _CELL + ";background:#f2f2f2;text-align:center;vertical-align:bottom"
_NOTE = "font-size:0.9em;color:#333;margin:2px 0"
_BOX = "font:14px sans-serif;color:#111;margin:4px 0"


@dataclass(frozen=True)
class RateRow:
    """One row of a table of win rates: who (an agent, a place at the table), as text."""

    css_class: str  # lovelet-lab-rate, lovelet-lab-seat: what the browser tests look for
    label: str
    wins: int
    games: int
    rate: str  # "27.3%"
    interval: str  # "from 25.1% to 29.6%"
    shared: int  # rounds or games won together with others


def lab_title_html(title: str, intro: str) -> str:
    """The lab's title, large, and its introduction under it."""
    return (f'<div style="{_BOX}"><b style="font-size:1.3em">{escaped(title)}</b>'
            f'<div style="{_NOTE}">{escaped(intro)}</div></div>')


def lab_note_html(text: str, *, inline: bool = False, live: bool = False) -> str:
    """A note of the lab, escaped: a line of its own, or ``inline`` after a label; a
    ``live`` note (the tournament's status) is said by a screen reader when it changes."""
    tag = "span" if inline else "div"
    said = ' aria-live="polite"' if live else ""
    return f'<{tag} style="{_NOTE}"{said}>{escaped(text)}</{tag}>'


def rates_table_html(caption: str, heads: Sequence[str], rows: Iterable[RateRow]) -> str:
    """A table of win rates under its ``caption``: per row, who, the wins out of the
    games, the rate, its interval and the shared wins."""
    head = "".join(f'<th style="{_HEAD}">{escaped(name)}</th>' for name in heads)
    body = "".join(
        f'<tr class="{row.css_class}"><th style="{_CELL};text-align:left;font-weight:normal">{escaped(row.label)}</th>'
        f'<td style="{_CELL};text-align:right">{row.wins} / {row.games}</td>'
        f'<td style="{_CELL};text-align:right"><b>{escaped(row.rate)}</b></td>'
        f'<td style="{_CELL}">{escaped(row.interval)}</td>'
        f'<td style="{_CELL};text-align:right">{row.shared}</td></tr>' for row in rows)
    return (f'<div style="{_BOX};overflow-x:auto"><table style="border-collapse:collapse">'
            f'<caption style="text-align:left;font-weight:bold;padding:2px 0">{escaped(caption)}</caption>'
            f"<tr>{head}</tr>{body}</table></div>")


def notes_html(notes: Iterable[str]) -> str:
    """The notes under the tables, one line each."""
    return "".join(lab_note_html(note) for note in notes)
