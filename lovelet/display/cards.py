"""Cards as the kit's pages draw them inline: a face, a back, a row of either, a small chip.

:func:`face` draws a face-up card and :func:`back` a face-down one (never given a card,
so that a hidden card cannot reach the page by accident), each wrapped in a span at
``size`` pixels wide (:mod:`lovelet.display.svg` draws them).  :func:`card_chip` is a card
as a small label (its name and value on its palette colour), where a drawing would be
too large.  Cards are named by their codes ("GUARD"), as the widgets' traits hold them.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from lovelet.display.markup import escaped
from lovelet.display.palette import style_of, tint
from lovelet.display.svg import card_back_svg, card_svg
from lovelet.engine.cards import Card

__all__ = ["face", "back", "faces", "backs", "card_picture", "card_chip", "SMALL"]

#: The width of a card on a board, in pixels.
SMALL = 44


@functools.lru_cache(maxsize=256)
def card_picture(code: str, edition: str, language: str, size: int) -> str:
    """A face-up card (a code such as "GUARD") as bare SVG markup, ``size`` pixels wide."""
    return card_svg(Card[code], edition, language, size=size)


@functools.lru_cache(maxsize=512)
def face(code: str, edition: str, language: str, size: int = SMALL) -> str:
    """A face-up card (a code such as "GUARD") as inline SVG markup."""
    return f'<span style="display:inline-block;margin:1px">{card_picture(code, edition, language, size)}</span>'


@functools.lru_cache(maxsize=32)
def back(language: str, size: int = SMALL) -> str:
    """A face-down card: the same markup whichever card it hides."""
    return f'<span style="display:inline-block;margin:1px">{card_back_svg(language, size=size)}</span>'


def faces(codes: Iterable[str], edition: str, language: str, size: int = SMALL) -> str:
    """These cards face up, side by side."""
    return "".join(face(code, edition, language, size) for code in codes)


def backs(count: int, language: str, size: int = SMALL) -> str:
    """``count`` face-down cards, side by side."""
    return back(language, size) * count


def card_chip(code: str, name: str, value: object) -> str:
    """A card as a small label: its name and value on its palette colour's tint."""
    return (f'<span class="lovelet-companion-chip" data-card-code="{escaped(code)}" style="display:inline-block;'
            f'padding:0 4px;margin:1px;border:1px solid #000;border-radius:4px;'
            f'background:{tint(style_of(code).color, 0.35)}">{escaped(name)} ({value})</span>')
