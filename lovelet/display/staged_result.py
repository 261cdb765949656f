"""The staged-play control's resolution, drawn as HTML for :class:`~lovelet.widgets.StagedPlayView`.

Read from the controller's traits only (:class:`StagedState`: ``resolution``,
``outcome``, ``summary``, ``game_summary``): what the reader's turn did, as the reader
saw it.  Every text is escaped with :func:`~lovelet.display.markup.escaped`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from lovelet.display.blocks import NOTE
from lovelet.display.boards import seat_name
from lovelet.display.cards import face
from lovelet.display.markup import escaped
from lovelet.display.round_end import Summary, figure, gains_text, joined, showdown_html
from lovelet.text.i18n import say, with_colon

__all__ = ["StagedState", "result_html"]


class StagedState(Protocol):
    """What :func:`result_html` reads: a staged-play controller's public traits."""

    names: Sequence[str]
    edition: str
    language: str
    resolved: bool
    resolution: Sequence[str]
    outcome: Summary
    summary: Summary
    game_summary: Summary
    round_over: bool
    current_player: int | None


def _row(title: str, figures: Sequence[str]) -> str:
    return (f'<div style="margin:4px 0"><b>{escaped(title)}</b><div style="display:flex;gap:10px;'
            f'flex-wrap:wrap">{"".join(figures)}</div></div>')


def result_html(c: StagedState, language: str) -> str:
    """The staged play's resolution as HTML, '' before the play: the turn in sentences, what
    changed (the reader's own knowledge included), and the round's end."""
    if not c.resolved:
        return ""
    outcome, names = c.outcome, c.names

    def shown(code: str, caption: str) -> str:
        return figure(code, c.edition, c.language, caption, note=True)

    parts = [f"<h4 style=\"margin:4px 0\">{escaped(say('staged_result', language))}</h4>",
             '<ol style="margin:0">' + "".join(f"<li>{escaped(line)}</li>" for line in c.resolution) + "</ol>"]
    notes = []
    if outcome.get("no_effect"):
        notes.append(say("staged_no_effect", language))
    out = outcome.get("eliminated", [])
    notes.append(say("staged_out", language, names=joined([seat_name(names, seat) for seat in out], language))
                 if out else say("staged_nobody_out", language))
    if outcome.get("protected"):
        notes.append(say("staged_now_protected", language,
                         names=joined([seat_name(names, seat) for seat in outcome["protected"]], language)))
    parts.append("".join(f'<p style="margin:2px 0">{escaped(note)}.</p>' for note in notes))
    you = say("you", language)
    for seen in outcome.get("seen", []):
        parts.append(_row(say("staged_seen", language, name=seat_name(names, seen["seat"])),
                          [shown(seen["card"], seat_name(names, seen["seat"]))]))
    compared = outcome.get("compared") or {}
    if compared.get("card") and compared.get("target_card"):
        parts.append(_row(say("staged_compared", language),
                          [shown(compared["card"], you),
                           shown(compared["target_card"], seat_name(names, compared["target"]))]))
    exchanged = outcome.get("exchanged") or {}
    if exchanged.get("given") and exchanged.get("received"):
        parts.append(_row(say("staged_exchanged", language),
                          [shown(exchanged["given"], say("staged_gave", language)),
                           shown(exchanged["received"], say("staged_received", language))]))
    chancellor = outcome.get("chancellor") or {}
    if chancellor.get("keep"):
        parts.append(_row(say("staged_kept", language), [shown(chancellor["keep"], you)]))
        parts.append(_row(say("staged_put_under", language),
                          [shown(code, f"{index + 1}") for index, code in enumerate(chancellor.get("bottom", []))]))
    parts.append(_summary_html(c, language))
    if not c.round_over and c.current_player is not None:
        stops = say("staged_stops_here", language, name=seat_name(names, c.current_player))
        parts.append(f'<p style="{NOTE}">{escaped(stops)}</p>')
    return (f'<div class="lovelet-staged-outcome" style="border-top:1px solid #999;margin-top:4px">'
            f'{"".join(parts)}</div>')


def _summary_html(c: StagedState, language: str) -> str:
    """The round's end, briefly: the showdown, a shared win, the Spy bonus, the set-aside
    card, the favors, and the game's end."""
    summary, names = c.summary, c.names
    if not summary:
        return ""

    def colon(key: str) -> str:
        return escaped(with_colon(say(key, language), language)) + " "

    parts = []
    if summary["reason"] == "showdown":
        parts.append(f"<p><b>{colon('table_showdown')}</b>{escaped(say('table_showdown_help', language))}</p>")
        parts.append(showdown_html(summary["showdown"], names, c.edition, c.language, note=True))
    if summary["tied"] and summary["shared"]:
        tied = joined([seat_name(names, seat) for seat in summary["winners"]], language)
        parts.append(f"<p>{escaped(say('table_tie_shared', language, names=tied))}.</p>")
    if summary["spy_bonus"] is not None:
        bonus = say("table_spy_bonus_help", language, name=seat_name(names, summary["spy_bonus"]))
        parts.append(f"<p>{escaped(bonus)}.</p>")
    elif c.edition == "revised":
        parts.append(f'<p style="{NOTE}">{escaped(say("table_spy_bonus_none", language))}.</p>')
    if summary["set_aside"]:
        parts.append(f"<p>{colon('set_aside')}{face(summary['set_aside'], c.edition, c.language)}</p>")
    parts.append(f"<p><b>{colon('favors_gained')}{escaped(gains_text(names, summary['gains'], language))}</b></p>")
    if c.game_summary:
        parts.append(f"<p><b>{colon('game_over')}{escaped(c.game_summary['text'])}</b></p>")
    return f'<div class="lovelet-staged-summary">{"".join(parts)}</div>'
