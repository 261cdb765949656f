"""How the coach's advice draws itself: one HTML table, the pick highlighted.

:func:`coach_html` draws an :class:`~lovelet.deduction.coach.Advice`, or its plain
summary (``advice.summary(language)``, the form a widget's traits hold), so that the
Table's coach panel, a companion's panel and a notebook cell show the same table.
Every text is escaped here: players' names and the coach's sentences arrive as plain
text.  The pick is marked in words ("Coach's pick") as well as by its background, so
that no colour carries the meaning alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol


from lovelet.text.i18n import say, with_colon
from lovelet.display.markup import escaped
from lovelet.text.languages import language_of
from lovelet.display.palette import OKABE_ITO, tint

__all__ = ["coach_html", "coach_wait_html"]

#: The advice's plain summary (Advice.summary(language)), or one of its rows (JSON-like).
Summary = Mapping[str, Any]


class Advice(Protocol):
    """The coach's advice (:class:`lovelet.deduction.coach.Advice`, a layer above this one)."""

    def summary(self, language: str) -> Summary:
        """The advice as plain values, in ``language``."""

_BOX = "font:14px sans-serif;color:#222;max-width:60em"
_GRID = "border-collapse:collapse;margin:4px 0"
_CELL = "text-align:left;padding:2px 6px;vertical-align:top;border-top:1px solid #ccc"
_NUMBER = "text-align:right;padding:2px 6px;vertical-align:top;border-top:1px solid #ccc;white-space:nowrap"
_HEAD = "text-align:left;padding:2px 6px;border-bottom:2px solid #999;vertical-align:bottom"
_PICKED = f"background:{tint(OKABE_ITO['sky blue'], 0.3)};font-weight:bold"
_BADGE = ("display:inline-block;font-size:0.8em;padding:0 5px;margin-left:4px;border:1px solid #000;"
          "border-radius:4px;background:#fff;font-weight:bold")
_NOTE = "margin:2px 0;padding:2px 6px;border-left:4px solid " + OKABE_ITO["orange"]


def coach_html(advice: Advice | Summary, language: str = "en") -> str:
    """``advice`` (an Advice, or its :meth:`~lovelet.deduction.coach.Advice.summary`) as
    HTML in ``language``: the rules that bind, the pick and why, then one row per move
    (the Guard's other guesses at each target folded under its best one)."""
    language = language_of(language)
    summary = advice if isinstance(advice, Mapping) else advice.summary(language)
    parts = [f'<div class="lovelet-coach" style="{_BOX}">',
             f"<div><b>{escaped(summary['title'])}</b></div>"]
    for note in summary["notes"]:
        parts.append(f'<p class="lovelet-coach-note" style="{_NOTE}">&#9888; {escaped(note)}</p>')
    pick, why = (escaped(with_colon(say(key, language), language)) for key in ("coach_pick", "coach_why"))
    parts.append(f'<p class="lovelet-coach-pick" style="margin:4px 0"><b>{pick}</b> '
                 f"{escaped(summary['pick'])}<br/><b>{why}</b> {escaped(summary['why'])}</p>")
    head = "".join(f'<th style="{_HEAD}">{escaped(say(key, language))}</th>'
                   for key in ("coach_move", "coach_knock_out", "coach_self_out", "coach_what"))
    parts.append(f'<table style="{_GRID}"><tr>{head}</tr>{_body(summary["rows"], language)}</table>')
    parts.append(_exact(summary, language))
    parts.append(f'<div style="font-size:0.85em;color:#444">{escaped(say("coach_exact_note", language))}</div>')
    parts.append("</div>")
    return "".join(parts)


def _exact(summary: Summary, language: str) -> str:
    """The exact fractions, folded: the table speaks in percentages, and a student who
    wants the fractions opens this ("27% (3/11)", the percentage always first)."""
    items = []
    for row in summary["rows"]:
        exact = row.get("text_exact") or row["text"]
        items.append(f'<li>{escaped(exact)}</li>')
    why = summary.get("why_exact")
    head = (f'<p style="margin:2px 0"><b>{escaped(with_colon(say("coach_why", language), language))}</b> '
            f"{escaped(why)}</p>" if why else "")
    return (f'<details class="lovelet-coach-exact" style="margin:4px 0"><summary>'
            f'{escaped(say("coach_exact_title", language))}</summary>{head}'
            f'<ul style="margin:2px 0">{"".join(items)}</ul></details>')


def _body(rows: Sequence[Summary], language: str) -> str:
    """The table's rows: every move, the Guard's guesses at one target grouped, the
    best guess (and the pick) in view and the others in a fold."""
    out: list[str] = []
    index = 0
    while index < len(rows):
        row = rows[index]
        group = [row]
        if row["kind"] == "guard":
            while index + len(group) < len(rows) and rows[index + len(group)]["group"] == row["group"]:
                group.append(rows[index + len(group)])
        index += len(group)
        shown = [item for position, item in enumerate(group) if position == 0 or item["pick"]]
        folded = [item for item in group if item not in shown]
        out.extend(_row(item, language) for item in shown)
        if folded:
            target = row["target_name"]
            items = "".join(f"<li>{escaped(with_colon(item['move'], language))} {escaped(item['knock_out'])}</li>"
                            for item in folded)
            out.append(f'<tr><td colspan="4" style="{_CELL}"><details><summary>'
                       f"{escaped(say('coach_other_guesses', language, name=target))} ({len(folded)})</summary>"
                       f'<ul style="margin:2px 0;columns:2">{items}</ul></details></td></tr>')
    return "".join(out)


def _row(row: Summary, language: str) -> str:
    style = _PICKED if row["pick"] else ""
    badge = f'<span style="{_BADGE}">&#9733; {escaped(say("coach_pick", language))}</span>' if row["pick"] else ""
    css = "lovelet-coach-row lovelet-coach-picked" if row["pick"] else "lovelet-coach-row"
    return (f'<tr class="{css}" style="{style}"><td style="{_CELL}">{escaped(row["move"])}{badge}</td>'
            f'<td style="{_NUMBER}">{escaped(row["knock_out"])}</td><td style="{_NUMBER}">{escaped(row["self_out"])}</td>'
            f'<td style="{_CELL}">{escaped(row["text"])}</td></tr>')


def coach_wait_html(note: str) -> str:
    """What the coach's panel says while it has no advice ("The coach speaks at your
    turn."), escaped; "" for no note."""
    return f'<div class="lovelet-coach-wait" style="font-size:0.9em;color:#333">{escaped(note)}</div>' if note else ""
