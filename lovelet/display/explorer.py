"""The probability explorer's figures as HTML: the table of odds per character, the
Baron's odds, the summary and the notice.

Plain functions of the :class:`~lovelet.widgets.explorer.ExplorerController`'s traits
(rows and figures already written as text: percentages, fractions, counts) and of its
``labels`` (the interface's words in the page's language).  Every text is escaped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from lovelet.display.markup import escaped
from lovelet.text.i18n import with_colon

__all__ = ["figure_cell", "odds_table_html", "baron_odds_html", "explorer_summary_html", "notice_html"]

#: A figure, a row or an outcome as the explorer's traits hold them (JSON-like).
Item = Mapping[str, Any]

_CELL = "text-align:left;padding:3px 8px;vertical-align:top;border-top:1px solid #999"
_NOTE = "font-size:0.85em;color:#333"
_HEADS = ("character", "copies", "explorer_my_hand", "explorer_cards_seen", "unseen", "explorer_next_draw",
          "explorer_guard_hit", "explorer_opponent_holds", "explorer_in_deck")


def figure_cell(item: Item | None) -> str:
    """A figure as a table cell: the percentage, the exact fraction, the count behind it
    (a dash for no figure)."""
    if item is None:
        return f'<td style="{_CELL}">&#8212;</td>'
    count = f'<br/><span style="{_NOTE}">{escaped(item["count"])}</span>' if item["count"] else ""
    return (f'<td style="{_CELL}"><b>{escaped(item["percent"])}</b> &#183; {escaped(item["fraction"])}'
            f"{count}</td>")


def odds_table_html(rows: Sequence[Item], labels: Mapping[str, str]) -> str:
    """The odds of each character: copies, in my hand, seen, unseen, the next draw, a
    Guard's hit, an opponent holding it, still in the deck."""
    head = "".join(f'<th style="{_CELL}">{escaped(labels[key])}</th>' for key in _HEADS)
    drawn = []
    for row in rows:
        guard = figure_cell(row["guard"]) if row["guard"] is not None else \
            f'<td style="{_CELL}"><span style="{_NOTE}">{escaped(labels["explorer_not_guessable"])}</span></td>'
        drawn.append(f'<tr class="lovelet-odds-row" data-card="{escaped(row["card"])}">'
                     f'<td style="{_CELL}"><b>{row["value"]} {escaped(row["name"])}</b></td>'
                     f'<td style="{_CELL}">{row["copies"]}</td><td style="{_CELL}">{row["in_hand"]}</td>'
                     f'<td style="{_CELL}">{row["seen"]}</td><td style="{_CELL}"><b>{row["unseen"]}</b></td>'
                     f'{figure_cell(row["next_draw"])}{guard}{figure_cell(row["opponent_holds"])}'
                     f'{figure_cell(row["in_deck"])}</tr>')
    return (f'<div style="overflow-x:auto"><table style="border-collapse:collapse;font-size:1.05em">'
            f'<tr>{head}</tr>{"".join(drawn)}</table></div>')


def baron_odds_html(baron: Sequence[Item], labels: Mapping[str, str], language: str) -> str:
    """The Baron's odds: for each card one could keep, the chances to win, tie and lose."""
    parts = [f"<h4>{escaped(labels['explorer_baron_odds'])}</h4>"]
    for entry in baron:
        items = "".join(f"<li><b>{escaped(with_colon(labels['explorer_' + outcome], language))}</b> "
                        f"{escaped(entry[outcome]['text'])}</li>" for outcome in ("win", "tie", "lose"))
        parts.append(f"<p>{escaped(entry['title'])}</p><ul>{items}</ul>")
    return "".join(parts)


def explorer_summary_html(summary: str, places: str, no_draw: str, best_guess: str) -> str:
    """The situation in sentences: what is unseen, where the cards may be, why no card
    is drawn (if so), and the best Guard guess in bold."""
    lines = [escaped(summary), escaped(places)] + ([escaped(no_draw)] if no_draw else [])
    return f"<p>{'<br/>'.join(lines)}<br/><b>{escaped(best_guess)}</b></p>"


def notice_html(text: str) -> str:
    """A notice about the situation (a number fitted to the edition), in a status box."""
    return f'<div role="status" style="border:1px solid #0072B2;padding:4px 8px">{escaped(text)}</div>' if text else ""
