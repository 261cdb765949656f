"""The teacher's page of a class at the table, drawn: each table as a card, its QR code,
the projector's view.

:func:`table_card_html` draws one table as the teacher follows it (its teacher view, as
``ClassTable.teacher_view`` gives it and the service sends it): its code in large
letters beside a QR code of its join link, its state, whose turn it is, the favors, who
is connected, the last lines of its public log, and once a round is over every hand and
what each seat could have deduced (the debrief).  :func:`projector_html` draws one table's
code and QR code as large as a projected screen allows; :func:`qr_svg` is the QR code
itself, inline SVG made by ``segno``.

Every name in a view was typed by a student, and every sentence of the log carries those
names: all of it goes through :func:`~lovelet.display.markup.escaped` before it is drawn,
in the HTML and in the SVG's label alike.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import segno

from lovelet.engine.cards import Card
from lovelet.display.markup import escaped
from lovelet.text.i18n import card_name, say, text

__all__ = ["qr_svg", "table_card_html", "projector_html", "join_link", "downloads_html", "LOG_LINES", "DEFAULT_PAGES"]

#: Where the pages are served when ``LOVELET_PAGES`` says nothing (``make app``'s Voilà).
DEFAULT_PAGES = "http://localhost:8866/voila/render"
#: How many of the public log's last lines a table's card shows.
LOG_LINES = 6

_CARD = ("border:1px solid #999;border-radius:8px;padding:8px 12px;margin:6px 0;background:#fff;"
         "display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start")
_CODE = "font-family:monospace;font-size:2.4em;font-weight:bold;letter-spacing:0.12em;margin:0;line-height:1.15"
_STATES = {"waiting": "#0072B2", "playing": "#009E73", "paused": "#D55E00", "over": "#555"}


def join_link(code: str, pages: str = DEFAULT_PAGES) -> str:
    """The address a student opens to join table ``code``: the join page under ``pages``
    (the Voilà address of the notebooks) with the code in its query."""
    return f"{pages.rstrip('/')}/join.ipynb?code={code}"


def qr_svg(data: str, scale: int = 4, label: str = "") -> str:
    """A QR code of ``data`` as inline SVG (dark modules on white, a quiet zone of 4),
    labelled ``label`` for a screen reader (escaped); ``scale`` pixels per module."""
    code = segno.make(data, error="m")
    drawing = code.svg_inline(scale=scale, dark="#000", light="#fff")
    said = escaped(label or data)
    return f'<span role="img" aria-label="{said}" title="{said}" style="display:inline-block">{drawing}</span>'


def _state_line(view: Mapping[str, Any], language: str) -> str:
    state = str(view.get("state", ""))
    colour = _STATES.get(state, "#555")
    words = text(f"teacher_state_{state}", language) if state in _STATES else state
    parts = [f'<b style="color:{colour}">{escaped(words)}</b>']
    if view.get("round"):
        parts.append(escaped(say("teacher_round", language, number=view["round"])))
    names = view.get("names") or []
    current = view.get("current_player")
    if state == "playing" and isinstance(current, int) and 0 <= current < len(names):
        parts.append(escaped(say("table_whose_turn", language, name=names[current])))
    if view.get("round_over") and not view.get("game_over"):
        parts.append(escaped(text("teacher_round_over", language)))
    winners = view.get("winners") or []
    if winners:
        parts.append(escaped(say("teacher_winners", language,
                                 names=", ".join(str(names[seat]) for seat in winners if seat < len(names)))))
    return " · ".join(parts)


def _seat_rows(view: Mapping[str, Any], language: str) -> str:
    favors = view.get("favors") or []
    hands = view.get("hands") or []
    ready = set(view.get("ready") or [])
    rows = []
    for seat in view.get("seats") or []:
        number = seat.get("seat", 0)
        name = seat.get("name") or say("teacher_empty_seat", language, number=number + 1)
        if seat.get("kind") == "student":
            presence = text("teacher_connected" if seat.get("connected") else
                            ("teacher_away" if seat.get("joined") else "teacher_not_joined"), language)
            if seat.get("stand_in"):
                presence += " · " + text("teacher_stand_in", language)
        else:
            presence = say("teacher_bot", language, kind=text(f"deduction_bot_{seat.get('bot') or 'heuristic'}",
                                                              language))
        if number in ready and view.get("round_over"):
            presence += " · " + text("teacher_ready", language)
        favor = favors[number] if number < len(favors) else 0
        hand = hands[number] if number < len(hands) else []
        held = ", ".join(card_name(Card[card], language) for card in hand)
        rows.append(f"<tr><td>{escaped(name)}</td><td>{escaped(presence)}</td>"
                    f'<td style="text-align:center">{escaped(favor)}</td><td>{escaped(held)}</td></tr>')
    heads = "".join(f'<th style="text-align:left;padding-right:8px">{escaped(text(key, language))}</th>'
                    for key in ("teacher_column_player", "teacher_column_presence", "teacher_column_favors",
                                "teacher_column_hand"))
    return f'<table style="border-collapse:collapse"><tr>{heads}</tr>{"".join(rows)}</table>'


def _log_html(view: Mapping[str, Any], language: str) -> str:
    lines = [str(line) for line in (view.get("log") or [])][-LOG_LINES:]
    if not lines:
        return ""
    items = "".join(f"<li>{escaped(line)}</li>" for line in lines)
    return (f'<div><b>{escaped(text("table_log", language))}</b>'
            f'<ul style="margin:2px 0;padding-left:1.2em">{items}</ul></div>')


def _debrief_html(view: Mapping[str, Any], language: str) -> str:
    entries = view.get("debrief") or []
    if not entries:
        return ""
    items = []
    for entry in entries:
        sentences = [entry.get("sentence", "")] + [guard.get("sentence", "") for guard in entry.get("guards", [])]
        items.append("".join(f"<li>{escaped(sentence)}</li>" for sentence in sentences if sentence))
    title = say("teacher_debrief", language, number=view.get("last_round") or "")
    return (f'<details open><summary><b>{escaped(title)}</b></summary>'
            f'<ul style="margin:2px 0;padding-left:1.2em">{"".join(items)}</ul></details>')


def table_card_html(view: Mapping[str, Any], language: str = "en", pages: str = DEFAULT_PAGES) -> str:
    """One table as the teacher follows it (see the module's docstring); ``view`` is the
    table's teacher view, ``pages`` the address the join link starts with."""
    code = str(view.get("code", ""))
    link = join_link(code, pages)
    qr = qr_svg(link, scale=3, label=say("teacher_qr_label", language, code=code))
    edition = text(f"setup_edition_short_{view.get('edition')}", language) \
        if view.get("edition") in ("revised", "classic") else ""
    needed = view.get("favors_needed")
    head = (f'<div><p style="{_CODE}">{escaped(code)}</p>'
            f'<div style="font-size:0.85em;word-break:break-all"><a href="{escaped(link)}" target="_blank">'
            f"{escaped(link)}</a></div><div>{qr}</div></div>")
    body = [f"<div>{_state_line(view, language)}</div>",
            f'<div style="font-size:0.9em;color:#333">{escaped(edition)}'
            + (escaped(" · " + say("teacher_favors_needed", language, count=needed)) if needed else "")
            + "</div>",
            _seat_rows(view, language), _log_html(view, language), _debrief_html(view, language)]
    return (f'<div class="lovelet-teacher-table" data-code="{escaped(code)}" style="{_CARD}">{head}'
            f'<div style="flex:1;min-width:18em">{"".join(body)}</div></div>')


def projector_html(code: str, language: str = "en", pages: str = DEFAULT_PAGES) -> str:
    """Table ``code``'s code and QR code as large as a projector shows them, with the
    words that tell students what to do."""
    link = join_link(code, pages)
    qr = qr_svg(link, scale=10, label=say("teacher_qr_label", language, code=code))
    return (f'<div class="lovelet-teacher-projector" style="text-align:center;padding:12px">'
            f'<p style="font-size:1.6em;margin:0">{escaped(text("teacher_projector_help", language))}</p>'
            f'<p style="{_CODE};font-size:6em;margin:0.1em 0">{escaped(code)}</p><div>{qr}</div>'
            f'<p style="font-size:1.2em;word-break:break-all">{escaped(link)}</p></div>')


def downloads_html(links: Sequence[Mapping[str, str]], language: str = "en") -> str:
    """Links that download each file of ``links`` (``name``, ``href``: a data: address)."""
    if not links:
        return ""
    items = "".join(f'<li><a download="{escaped(link["name"])}" href="{escaped(link["href"])}">'
                    f'{escaped(link["name"])}</a></li>' for link in links)
    return f'<div><b>{escaped(text("teacher_downloads", language))}</b><ul>{items}</ul></div>'
