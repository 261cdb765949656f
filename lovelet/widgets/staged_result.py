"""The staged-play control's resolution, drawn as HTML for :class:`~lovelet.widgets.StagedPlayView`.

Read from the controller's traits only (``resolution``, ``outcome``, ``summary``,
``game_summary``): what the reader's turn did, as the reader saw it.  Every text is
escaped with :func:`~lovelet.display.markup.escaped`.
"""

from lovelet.display.markup import escaped
from lovelet.widgets.table_view import face, joined, say

__all__ = ["result_html"]

_SMALL = 44  # a card on the board, in pixels
_NOTE = "font-size:0.85em;color:#333;margin:2px 0"


def _colon(language):
    """The colon after a label: French puts a space before it."""
    return " : " if language == "fr" else ": "


def _name(c, seat):
    names = c.names
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat)


def _figure(c, code, caption):
    return (f'<div style="text-align:center">{face(code, c.edition, c.language, _SMALL)}<br/>'
            f'<span style="{_NOTE}">{escaped(caption)}</span></div>')

def _row(title, figures):
    return (f'<div style="margin:4px 0"><b>{escaped(title)}</b><div style="display:flex;gap:10px;'
            f'flex-wrap:wrap">{"".join(figures)}</div></div>')

def result_html(c, language):
    """The staged play's resolution as HTML, '' before the play: the turn in sentences, what
    changed (the reader's own knowledge included), and the round's end."""
    if not c.resolved:
        return ""
    outcome = c.outcome
    parts = [f"<h4 style=\"margin:4px 0\">{escaped(say('staged_result', language))}</h4>",
             '<ol style="margin:0">' + "".join(f"<li>{escaped(line)}</li>" for line in c.resolution) + "</ol>"]
    notes = []
    if outcome.get("no_effect"):
        notes.append(say("staged_no_effect", language))
    out = outcome.get("eliminated", [])
    notes.append(say("staged_out", language, names=joined([_name(c, seat) for seat in out], language))
                 if out else say("staged_nobody_out", language))
    if outcome.get("protected"):
        notes.append(say("staged_now_protected", language,
                         names=joined([_name(c, seat) for seat in outcome["protected"]], language)))
    parts.append("".join(f'<p style="margin:2px 0">{escaped(note)}.</p>' for note in notes))
    you = say("you", language)
    for seen in outcome.get("seen", []):
        parts.append(_row(say("staged_seen", language, name=_name(c, seen["seat"])),
                               [_figure(c, seen["card"], _name(c, seen["seat"]))]))
    compared = outcome.get("compared") or {}
    if compared.get("card") and compared.get("target_card"):
        parts.append(_row(say("staged_compared", language),
                               [_figure(c, compared["card"], you),
                                _figure(c, compared["target_card"], _name(c, compared["target"]))]))
    exchanged = outcome.get("exchanged") or {}
    if exchanged.get("given") and exchanged.get("received"):
        parts.append(_row(say("staged_exchanged", language),
                               [_figure(c, exchanged["given"], say("staged_gave", language)),
                                _figure(c, exchanged["received"], say("staged_received", language))]))
    chancellor = outcome.get("chancellor") or {}
    if chancellor.get("keep"):
        parts.append(_row(say("staged_kept", language), [_figure(c, chancellor["keep"], you)]))
        parts.append(_row(say("staged_put_under", language),
                               [_figure(c, code, f"{index + 1}") for index, code
                                in enumerate(chancellor.get("bottom", []))]))
    parts.append(_summary_html(c, language))
    if not c.round_over and c.current_player is not None:
        stops = say("staged_stops_here", language, name=_name(c, c.current_player))
        parts.append(f'<p style="{_NOTE}">{escaped(stops)}</p>')
    return (f'<div class="lovelet-staged-outcome" style="border-top:1px solid #999;margin-top:4px">'
            f'{"".join(parts)}</div>')

def _summary_html(c, language):
    summary = c.summary
    if not summary:
        return ""
    parts = []
    if summary["reason"] == "showdown":
        parts.append(f"<p><b>{escaped(say('table_showdown', language))}</b>{_colon(language)}"
                     f"{escaped(say('table_showdown_help', language))}</p>")
        shown = "".join(_figure(c, item["card"], _name(c, item["seat"])) for item in summary["showdown"])
        parts.append(f'<div style="display:flex;gap:10px">{shown}</div>')
    if summary["tied"] and summary["shared"]:
        tied = joined([_name(c, seat) for seat in summary["winners"]], language)
        parts.append(f"<p>{escaped(say('table_tie_shared', language, names=tied))}.</p>")
    if summary["spy_bonus"] is not None:
        bonus = say("table_spy_bonus_help", language, name=_name(c, summary["spy_bonus"]))
        parts.append(f"<p>{escaped(bonus)}.</p>")
    elif c.edition == "revised":
        parts.append(f'<p style="{_NOTE}">{escaped(say("table_spy_bonus_none", language))}.</p>')
    if summary["set_aside"]:
        parts.append(f"<p>{escaped(say('set_aside', language))}{_colon(language)}"
                     f"{face(summary['set_aside'], c.edition, c.language, _SMALL)}</p>")
    gains = ", ".join(f"{_name(c, seat)} +{gain}" for seat, gain in enumerate(summary["gains"]) if gain)
    parts.append(f"<p><b>{escaped(say('favors_gained', language))}{_colon(language)}"
                 f"{escaped(gains or say('nobody', language))}</b></p>")
    if c.game_summary:
        parts.append(f"<p><b>{escaped(say('game_over', language))}{_colon(language)}"
                     f"{escaped(c.game_summary['text'])}</b></p>")
    return f'<div class="lovelet-staged-summary">{"".join(parts)}</div>'
