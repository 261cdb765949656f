"""What the companion draws as HTML: the board, the tracker, the belief, the odds, the log.

Plain functions of a :class:`~lovelet.widgets.companion.CompanionController`'s traits
and a language, each returning the HTML of one part of the page
(:class:`~lovelet.widgets.companion_view.CompanionView` puts each in its own
:class:`ipywidgets.HTML`).  Everything written goes through :func:`~lovelet.display.markup.escaped`: the
players' names, the sentences, the cards' names.  A card is drawn by
:func:`lovelet.display.svg.card_svg` in the tracker and at the round's end, and is elsewhere its
name and value on its palette colour (:mod:`lovelet.display.palette`), so that no colour carries
meaning alone; a probability is a shaded cell with its percentage written and its exact
fraction.  Wide tables scroll inside their own box, never the page.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from lovelet.display.boards import SeatsState, seat_label, seat_name
from lovelet.display.cards import card_chip, card_picture
from lovelet.display.markup import escaped
from lovelet.display.palette import OKABE_ITO, rgba, style_of, tint
from lovelet.text.i18n import percent, say

__all__ = ["CompanionState", "board_html", "tracker_html", "belief_html", "odds_html", "summary_html", "log_html",
           "card_chip"]

#: A row of a table, a chance, a summary, as the companion's traits hold them (JSON-like).
Item = Mapping[str, Any]


class CompanionState(SeatsState, Protocol):
    """What the companion's drawings read: a companion controller's public traits."""

    seat: int
    edition: object
    hand: Sequence[str]
    round_face_up: Sequence[str]
    card_names: Mapping[str, str]
    card_values: Mapping[str, object]
    tracker: Sequence[Item]
    belief_seats: Sequence[Item]
    belief_rows: Sequence[Item]
    guesses: Sequence[Item]
    baron: Item
    showdown: Sequence[Item]
    round_summary: Item
    game_summary: Item
    log: Sequence[str]

_BOX = "font:15px sans-serif;color:#111;margin:6px 0"
# A table wider than the phone scrolls inside its own box, not the page.
_SCROLL = "display:block;width:100%;max-width:100%;overflow-x:auto"
_CELL = "padding:2px 4px;border:1px solid #bbb;font-size:14px"
_HEAD = _CELL + ";background:#f2f2f2;text-align:center;vertical-align:bottom;font-weight:normal"
_NOTE = "font-size:0.9em;color:#333;margin:2px 0"
_SHADE = OKABE_ITO["blue"]  # one hue, lighter to darker: read by every colour vision
_SHORT_FRACTION = 7  # longer fractions go to the "exact fractions" list under the table
_TRACKER_CARD = 26  # the width of a card drawing in the tracker, in pixels
_SHOWN_CARD = 40  # ... and of a card shown at the round's end


def _name(c: CompanionState, seat: object) -> str:
    return seat_name(c.names, seat)


def _card(c: CompanionState, code: str) -> str:
    return c.card_names.get(code, code)


def _chip(c: CompanionState, code: str) -> str:
    """A card of the game as a small label (see :func:`~lovelet.display.cards.card_chip`)."""
    return card_chip(code, _card(c, code), c.card_values.get(code, "?"))


def _edition(c: CompanionState) -> str:
    return c.edition if isinstance(c.edition, str) else "revised"


def board_html(c: CompanionState, language: str) -> str:
    """My hand, the face-up cards, and each player with their favors and discards."""
    rows = []
    for seat, name in enumerate(c.names):
        who = seat_label(name, language, out=seat in c.eliminated, protected=seat in c.protected,
                         to_play=seat == c.current_player, you=seat == c.seat, you_word="companion_you",
                         shield=False)
        pile = "".join(_chip(c, code) for code in c.discards[seat]) if seat < len(c.discards) else ""
        favors = c.favors[seat] if seat < len(c.favors) else 0
        rows.append(f'<tr class="lovelet-companion-seat"><td style="{_CELL}">{who}</td>'
                    f'<td style="{_CELL}" title="{escaped(say("favors", language))}">&#9829;&#160;{favors}</td>'
                    f'<td style="{_CELL}">{pile}</td></tr>')
    mine = "".join(_chip(c, code) for code in c.hand)
    face_up = "".join(_chip(c, code) for code in c.round_face_up)
    extra = f'<div style="{_NOTE}">{escaped(say("face_up", language))}: {face_up}</div>' if face_up else ""
    return (f'<div style="{_BOX}"><div>{escaped(say("your_hand", language))}: {mine or "&#8212;"}</div>{extra}'
            f'<div style="{_SCROLL}"><table style="border-collapse:collapse;margin-top:4px">'
            f'<tr><th style="{_HEAD}">{escaped(say("player", language))}</th>'
            f'<th style="{_HEAD}">{escaped(say("favors", language))}</th>'
            f'<th style="{_HEAD}">{escaped(say("discards", language))}</th></tr>{"".join(rows)}</table></div></div>')


def tracker_html(c: CompanionState, language: str) -> str:
    """The remaining-card tracker: copies, seen, unseen and the next draw, per character."""
    head = "".join(f'<th style="{_HEAD}">{escaped(say(key, language))}</th>'
                   for key in ("character", "copies", "deduction_seen", "unseen", "next_draw"))
    rows = []
    for row in c.tracker:
        code = row["card"]
        drawing = card_picture(code, _edition(c), language, _TRACKER_CARD)
        name = (f'<th style="{_CELL};text-align:left;font-weight:normal;white-space:nowrap">'
                f'<span style="display:inline-block;vertical-align:middle;margin-right:4px">{drawing}</span>'
                f"{escaped(_card(c, code))} ({row['value']})</th>")
        unseen = f"<b>{row['unseen']}</b>" if row["unseen"] else '<span style="color:#666">0</span>'
        chance = row["next"]
        following = _chance_cell(chance, language) if chance is not None else f'<td style="{_CELL}"></td>'
        rows.append(f'<tr class="lovelet-companion-tracker-row" data-card-code="{escaped(code)}">{name}'
                    f'<td style="{_CELL};text-align:right">{row["copies"]}</td>'
                    f'<td style="{_CELL};text-align:right">{row["seen"] or ""}</td>'
                    f'<td style="{_CELL};text-align:right">{unseen}</td>{following}</tr>')
    return (f'<div style="{_BOX};{_SCROLL}"><table style="border-collapse:collapse">'
            f'<caption style="text-align:left;font-weight:bold;padding:2px 0">'
            f'{escaped(say("companion_cards_left", language))}</caption><tr>{head}</tr>{"".join(rows)}</table></div>')


def _chance_cell(chance: Item, language: str) -> str:
    """A probability in a shaded cell: its percentage, and its fraction when short."""
    p, fraction = chance["p"], chance.get("fraction", "")
    if p <= 0:
        return f'<td style="{_CELL};color:#999;text-align:center">&#183;</td>'
    ink = "#fff" if p > 0.55 else "#000"
    exact = (f'<br/><small>{escaped(fraction)}</small>' if fraction and len(fraction) <= _SHORT_FRACTION
             and fraction != "1" else "")
    tip = f' title="{escaped(fraction)}"' if fraction else ""
    return (f'<td style="{_CELL};text-align:right;background:{rgba(_SHADE, 0.08 + 0.82 * min(1.0, p))};'
            f'color:{ink}"{tip}>{escaped(percent(p, language))}{exact}</td>')


def belief_html(c: CompanionState, language: str) -> str:
    """The exact belief of each opponent's hand: a shaded table, and every exact fraction."""
    seats = c.belief_seats
    if not seats:
        return ""
    head = f'<th style="{_HEAD}"></th>' + "".join(
        f'<th style="{_HEAD}">{escaped(_name(c, item["seat"]))}'
        + (f"<br/><small>{escaped(say('companion_holds', language, count=item['holds']))}</small>"
           if item["holds"] > 1 else "") + "</th>" for item in seats)
    rows, long_ones = [], []
    for row in c.belief_rows:
        code = row["card"]
        cells = "".join(_chance_cell(cell, language) for cell in row["cells"])
        rows.append(f'<tr class="lovelet-companion-belief-row" data-card-code="{escaped(code)}">'
                    f'<th style="{_CELL};text-align:left;font-weight:normal;background:'
                    f'{tint(style_of(code).color, 0.35)};white-space:nowrap">{escaped(_card(c, code))} '
                    f"({row['value']})</th>{cells}</tr>")
        for item, cell in zip(seats, row["cells"]):
            if cell["p"] > 0:
                long_ones.append(f"{escaped(_name(c, item['seat']))}, {escaped(_card(c, code))}: "
                                 f"{escaped(cell['fraction'])}")
    notes = [say("deduction_row_several_note", language, name=_name(c, item["seat"]), count=item["holds"])
             for item in seats if item["holds"] > 1]
    fractions = (f'<details><summary style="{_NOTE}">{escaped(say("companion_exact_fractions", language))}'
                 f'</summary><div style="{_NOTE}">{"<br/>".join(long_ones)}</div></details>')
    return (f'<div style="{_BOX}"><div style="font-weight:bold">{escaped(say("companion_hands", language))}</div>'
            f'<div style="{_NOTE}">{escaped(say("companion_hands_help", language))}</div>'
            f'<div style="{_SCROLL}"><table style="border-collapse:collapse">'
            f'<tr>{head}</tr>{"".join(rows)}</table></div>'
            + "".join(f'<div style="{_NOTE}">{escaped(note)}</div>' for note in notes) + fractions + "</div>")


def _exact_or_percent(chance: Item, language: str) -> str:
    fraction = chance.get("fraction", "")
    shown = percent(chance["p"], language)
    return f"{shown} = {fraction}" if fraction and len(fraction) <= 2 * _SHORT_FRACTION else shown


def _outcomes_table(keys: Sequence[str], css_class: str, rows: Sequence[tuple[str, Item]], language: str) -> str:
    """A table of chances to win, tie and lose: the heads named by ``keys``, then per row
    its first cell (HTML) and its three chances."""
    head = "".join(f'<th style="{_HEAD}">{escaped(say(key, language))}</th>' for key in keys)
    body = "".join(f'<tr class="{css_class}"><td style="{_CELL}">{first}</td>'
                   + "".join(_chance_cell(row[outcome], language) for outcome in ("win", "tie", "lose")) + "</tr>"
                   for first, row in rows)
    return f'<div style="{_SCROLL}"><table style="border-collapse:collapse"><tr>{head}</tr>{body}</table></div>'


def odds_html(c: CompanionState, language: str) -> str:
    """The best Guard guesses, the Baron comparison of my kept card, the showdown now."""
    parts = []
    if c.guesses:
        items = []
        for guess in c.guesses:
            line = say("companion_guess_line", language, name=_name(c, guess["seat"]),
                       card=_card(c, guess["card"]), chance=_exact_or_percent(guess, language))
            if guess["protected"]:
                line += f" ({say('protected', language)})"
            items.append(f'<li class="lovelet-companion-guess">{escaped(line)}</li>')
        parts.append(f"<b>{escaped(say('deduction_best_guess', language))}</b>"
                     f'<ul style="margin:2px 0;padding-left:1.2em">{"".join(items)}</ul>')
    if c.baron:
        title = say("companion_baron", language, card=_card(c, c.baron["card"]))
        rows = [(escaped(_name(c, row["seat"])), row) for row in c.baron["rows"]]
        parts.append(f'<div style="margin-top:6px"><b>{escaped(title)}</b></div>'
                     + _outcomes_table(("player", "companion_baron_win", "companion_baron_tie", "companion_baron_lose"),
                                       "lovelet-companion-baron-row", rows, language))
    if c.showdown:
        rows = [(_chip(c, row["card"]), row) for row in c.showdown]
        table = _outcomes_table(("companion_you_show", "companion_win", "companion_share", "companion_lose"),
                                "lovelet-companion-showdown-row", rows, language)
        estimated = [row for row in c.showdown if not row["exact"]]
        note = ""
        if estimated:
            margin = max(max(row[outcome]["high"] - row[outcome]["p"], row[outcome]["p"] - row[outcome]["low"])
                         for row in estimated for outcome in ("win", "tie", "lose"))
            sentence = say("companion_estimated", language, count=estimated[0]["deals"],
                           margin=percent(margin, language))
            note = f'<div style="{_NOTE}">{escaped(sentence)}</div>'
        parts.append(f'<div style="margin-top:6px"><b>{escaped(say("companion_showdown", language))}</b></div>'
                     f"{table}{note}")
    if c.seat in c.eliminated and not c.round_over:
        parts.append(f'<div style="{_NOTE}">{escaped(say("companion_you_are_out", language))}</div>')
    return f'<div style="{_BOX}">{"".join(parts)}</div>' if parts else ""


def summary_html(c: CompanionState, language: str) -> str:
    """The round's end (cards shown, winners, favors, the Spy bonus) and the game's."""
    parts = []
    summary = c.round_summary
    if summary:
        parts.append(f'<h4 style="margin:4px 0">{escaped(say("round_over", language))}: '
                     f'{escaped(say("round", language))} {summary["round"]}</h4>'
                     f"<p>{escaped(summary['text'])}</p>")
        if summary["shown"]:
            shown_cards = "".join(
                f'<div style="text-align:center;margin-right:8px">'
                f'{card_picture(item["card"], _edition(c), language, _SHOWN_CARD)}'
                f"<br/>{escaped(_name(c, item['seat']))}</div>" for item in summary["shown"])
            parts.append(f'<div style="display:flex;flex-wrap:wrap">{shown_cards}</div>')
        if summary["set_aside"]:
            parts.append(f"<p>{escaped(say('set_aside', language))}: {_chip(c, summary['set_aside'])}</p>")
        if summary["spy_bonus"] is not None:
            parts.append(f"<p>{escaped(say('table_spy_bonus_help', language, name=_name(c, summary['spy_bonus'])))}"
                         "</p>")
        gains = ", ".join(f"{_name(c, seat)} +{gain}" for seat, gain in enumerate(summary["gains"]) if gain)
        parts.append(f"<p>{escaped(say('favors_gained', language))}: {escaped(gains or say('nobody', language))}</p>")
    if c.game_summary:
        parts.append(f'<h4 style="margin:4px 0">{escaped(say("game_over", language))}</h4>'
                     f"<p><b>{escaped(c.game_summary['text'])}</b></p>")
    return f'<div class="lovelet-companion-round-end" style="{_BOX}">{"".join(parts)}</div>' if parts else ""


def log_html(c: CompanionState) -> str:
    """The log of the entries in sentences, the newest at the bottom, in view."""
    items = "".join(f"<li>{escaped(sentence)}</li>" for sentence in c.log if sentence)
    return (f'<div style="display:flex;flex-direction:column-reverse;max-height:14em;overflow-y:auto;'
            f'border:1px solid #999;padding:2px 6px;{_BOX}"><ol style="margin:0;padding-left:1.4em">{items}'
            f"</ol></div>")
