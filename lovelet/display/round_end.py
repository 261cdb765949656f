"""The end of a round and of a game as the Table and the staged plays say them, and the
log of a table's sentences.

:func:`table_summary_html` draws a :class:`~lovelet.widgets.TableController`'s
``summary``, ``game_summary`` and earlier ``rounds``; the staged plays draw the same
round's end more briefly (:mod:`lovelet.display.staged_result`), with the pieces here:
:func:`figure` (a card with its caption), :func:`showdown_html` and :func:`gains_text`.
Every name and sentence is escaped.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from lovelet.display.blocks import NOTE, heading
from lovelet.display.boards import seat_name
from lovelet.display.cards import face
from lovelet.display.markup import escaped
from lovelet.text.i18n import say, with_colon
from lovelet.text.narration import SENTENCES

__all__ = ["joined", "figure", "showdown_html", "gains_text", "table_summary_html", "log_html", "SummaryState"]

#: A round's summary or a game's, as the controllers' traits hold them (JSON-like).
Summary = Mapping[str, Any]


class SummaryState(Protocol):
    """What :func:`table_summary_html` reads: a table controller's public traits."""

    names: Sequence[str]
    edition: str
    summary: Summary
    game_summary: Summary
    rounds: Sequence[Summary]


def joined(words: Iterable[str], language: str) -> str:
    """["a", "b", "c"] as "a, b and c" in ``language`` (no comma before "and", as the
    narration writes it)."""
    words = list(words)
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {SENTENCES[language]['and']} " + words[-1]


def figure(code: str, edition: str, language: str, caption: str, *, note: bool = False) -> str:
    """A card face up with its caption under it (escaped; in a small note's style if ``note``)."""
    said = f'<span style="{NOTE}">{escaped(caption)}</span>' if note else escaped(caption)
    return f'<div style="text-align:center">{face(code, edition, language)}<br/>{said}</div>'


def showdown_html(shown: Iterable[Summary], names: Sequence[str], edition: str, language: str, *,
                  note: bool = False) -> str:
    """The cards shown at a showdown, each with its seat's name, side by side."""
    cards = "".join(figure(item["card"], edition, language, seat_name(names, item["seat"]), note=note)
                    for item in shown)
    return f'<div style="display:flex;gap:10px">{cards}</div>'


def gains_text(names: Sequence[str], gains: Sequence[int], language: str) -> str:
    """The favors a round gave, as plain text: "Ann +1, Ben +1", or "nobody"."""
    listed = ", ".join(f"{seat_name(names, seat)} +{gain}" for seat, gain in enumerate(gains) if gain)
    return listed or say("nobody", language)


def _said(key: str, language: str) -> str:
    """The escaped text ``key`` followed by its colon."""
    return escaped(with_colon(say(key, language), language))


def table_summary_html(c: SummaryState, language: str) -> str:
    """The Table's summary: the round just over (its showdown, ties, Spy bonus, set-aside
    card and favors), the game's end with its seed, and the earlier rounds folded."""
    parts = []
    summary, edition, names = c.summary, c.edition, c.names
    if summary:
        parts.append(f"<h4>{_said('round_over', language)} {escaped(say('round', language))} {summary['round']}</h4>")
        parts.append(f"<p>{escaped(summary['text'])}</p>")
        if summary["reason"] == "showdown":
            parts.append(f"<p><b>{_said('table_showdown', language)}</b> "
                         f"{escaped(say('table_showdown_help', language))}</p>"
                         + showdown_html(summary["showdown"], names, edition, language))
        if summary["tied"] and summary["shared"]:
            tied = joined([seat_name(names, seat) for seat in summary["winners"]], language)
            parts.append(f"<p>{escaped(say('table_tie_shared', language, names=tied))}</p>")
        elif summary["tied"]:
            sums = ", ".join(f"{seat_name(names, item['seat'])}: {item['total']}" for item in summary["discard_sums"])
            parts.append(f"<p>{escaped(say('table_tie_broken', language))} "
                         f"({_said('discard_sums', language)} {escaped(sums)})</p>")
        if summary["spy_bonus"] is not None:
            bonus = say("table_spy_bonus_help", language, name=seat_name(names, summary["spy_bonus"]))
            parts.append(f"<p>{escaped(bonus)}</p>")
        elif edition == "revised":
            parts.append(f'<p style="{NOTE}">{escaped(say("table_spy_bonus_none", language))}</p>')
        if summary["set_aside"]:
            parts.append(f"<p>{_said('set_aside', language)} {face(summary['set_aside'], edition, language)}</p>")
        parts.append(f"<p>{_said('favors_gained', language)} "
                     f"{escaped(gains_text(names, summary['gains'], language))}</p>")
    if c.game_summary:
        result = c.game_summary
        parts.append(f"<h4>{escaped(say('game_over', language))}</h4><p><b>{escaped(result['text'])}</b></p>")
        if result.get("seed") is not None:  # shown only now: during play it would tell every card
            parts.append(f'<p style="{NOTE}">{escaped(say("table_replay_seed", language, seed=result["seed"]))}</p>')
    for item in c.rounds:
        if not summary or item["round"] != summary["round"]:
            parts.append(f"<details><summary>{escaped(say('round', language))} {item['round']}</summary>"
                         f"<p>{escaped(item['text'])}</p></details>")
    return f'<div class="lovelet-summary">{"".join(parts)}</div>' if parts else ""


def log_html(sentences: Iterable[str], language: str, *, live: bool = True) -> str:
    """A table's log, the newest sentence at the bottom and in view.

    ``live``: a titled live region (role log, polite), so that a screen reader says each
    new sentence, which the keyboard can reach to scroll; else a bold title over a plain
    list (a replay, where the sentences are read, not awaited)."""
    items = "".join(f"<li>{escaped(sentence)}</li>" for sentence in sentences if sentence)
    title = say("table_log", language)
    box = ("display:flex;flex-direction:column-reverse;max-height:16em;overflow-y:auto;"
           "border:1px solid #999;padding:2px 6px")
    if not live:
        return (f'<div class="lovelet-log"><b>{escaped(title)}</b>'
                f'<div style="{box}"><ol style="margin:0">{items}</ol></div></div>')
    return (f'<div class="lovelet-log">{heading(title)}'
            f'<div role="log" aria-live="polite" tabindex="0" aria-label="{escaped(title)}" '
            f'style="{box}"><ol style="margin:0">{items}</ol></div></div>')
