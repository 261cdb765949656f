"""The companion's page around its drawings: its titles, notes and alerts, the game's
code and address, the question asked, the choices made so far, how to use it.

The companion's view (:class:`~lovelet.widgets.companion_view.CompanionView`) decides
what to say; these functions lay it out and escape every text.  The game's drawings
themselves (the board, the tracker, the belief, the odds) are :mod:`lovelet.display.companion`'s.
"""

from __future__ import annotations

from collections.abc import Iterable

from lovelet.display.markup import escaped
from lovelet.text.i18n import say

__all__ = ["COMPANION_BOX", "companion_title_html", "form_title_html", "companion_note_html", "companion_alert_html",
           "how_html", "code_html", "follow_html", "companion_status_html", "question_html", "draft_html"]

#: The companion's boxes: a phone's font size, spaced.
COMPANION_BOX = "font:15px sans-serif;color:#111;margin:6px 0"
_NOTE = "font-size:0.9em;color:#333;margin:2px 0"
_ALERT = "box-sizing:border-box;border:2px solid #D55E00;padding:4px 8px;background:#fff4ec"
# A checkbox's long label wraps on a phone instead of ending in "...".
_WRAPPED_CHECKBOX = ("<style>.lovelet-companion-reveal-drawn, .lovelet-companion-reveal-drawn label "
                     "{height:auto !important} .lovelet-companion-reveal-drawn label span "
                     "{white-space:normal !important; overflow:visible !important}</style>")
# A transparent 1 x 1 GIF, loaded from the page itself: its onload makes the address follow the game.
_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"


def companion_title_html(title: str) -> str:
    """The companion's title: the panel's heading (the access style sheet sizes it)."""
    return f'<h2 class="lovelet-heading" style="font-size:1.25em">{escaped(title)}</h2>'


def form_title_html(title: str) -> str:
    """The start form's title, with the rule that lets its checkbox's label wrap on a phone."""
    return f'{_WRAPPED_CHECKBOX}<h3 style="margin:4px 0">{escaped(title)}</h3>'


def companion_note_html(text: str, *, warning: bool = False) -> str:
    """A note of the companion (a warning sign first with ``warning``); "" for no text."""
    sign = "&#9888; " if warning else ""
    return f'<div style="{_NOTE}">{sign}{escaped(text)}</div>' if text else ""


def companion_alert_html(text: str) -> str:
    """A refusal, in a box no wider than the phone's screen; "" for no text."""
    return f'<div role="alert" style="{_ALERT}">&#9888; {escaped(text)}</div>' if text else ""


def how_html(title: str, paragraphs: Iterable[str]) -> str:
    """"How to use it": its title on one line, the instructions folded under it."""
    said = "".join(f'<p style="margin:4px 0">{escaped(paragraph)}</p>' for paragraph in paragraphs)
    return (f'<details class="lovelet-companion-how-details" style="{COMPANION_BOX}">'
            f'<summary style="cursor:pointer;font-weight:bold;padding:6px 0">{escaped(title)}</summary>{said}</details>')


def code_html(code: str, address: str, language: str, kept: bool = True) -> str:
    """The game's code, large, and its address as a link relative to the page (the scheme
    and host the browser used), with what they are for; no address (``""``, a page in a
    browser, which takes its game up by itself): the code, and that this browser keeps it
    (``kept``) or that it cannot, so a reload loses the game."""
    link = f"?game={code}"
    where = (f'<div style="{_NOTE}">{escaped(say("companion_address", language))}: '
             f'<a class="lovelet-companion-address" href="{escaped(link)}" style="word-break:break-all">'
             f'{escaped(address)}</a></div>'
             f'<div style="{_NOTE}">{escaped(say("companion_address_help", language))}</div>') if address else \
        f'<div style="{_NOTE}">{escaped(say("companion_device_help" if kept else "companion_device_unkept", language))}</div>'
    return (f'<div style="{COMPANION_BOX};box-sizing:border-box;border:1px solid #999;border-radius:6px;'
            f'padding:4px 8px;background:#f6f6f6">{escaped(say("companion_code", language))}: '
            f'<b class="lovelet-companion-code" style="font:bold 1.2em monospace;letter-spacing:1px">{escaped(code)}</b>'
            f'{where}</div>')


def follow_html(code: str) -> str:
    """What makes the browser's address follow the game: an image whose onload (the one
    script an HTML widget runs) writes ``?game=<code>`` in the address, or, for no code,
    takes it away.  ``code`` must be of the code's alphabet only: it is not escaped
    inside the script's string."""
    target = f"'?game={code}'" if code else "location.pathname"
    return (f'<img alt="" width="1" height="1" src="{_PIXEL}" '
            f"onload=\"history.replaceState(history.state, '', {target})\">")


def companion_status_html(round_number: int, deck_size: int, favors_needed: int, language: str) -> str:
    """Where the real game is: the round, the cards left in the deck, the favors to win."""
    return (f'<div style="{COMPANION_BOX}">{escaped(say("round", language))} {round_number} &#183; '
            f'{escaped(say("table_deck_count", language, count=deck_size))} &#183; '
            f"{escaped(say('needed', language, count=favors_needed))}</div>")


def question_html(prompt: str, question: str) -> str:
    """What the companion asks now, large, and its question under it (if any)."""
    asked = f'<div style="font-size:1.05em">{escaped(question)}</div>' if question else ""
    return (f'<div class="lovelet-companion-question" style="{COMPANION_BOX};font-size:1.15em">'
            f"<b>{escaped(prompt)}</b>{asked}</div>")


def draft_html(labels: Iterable[str]) -> str:
    """The choices made so far for the entry under way, one after the other."""
    return " &#8250; ".join(f'<span class="lovelet-companion-chosen">{escaped(label)}</span>' for label in labels)
