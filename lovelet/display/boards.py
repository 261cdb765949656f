"""The board of a table as the kit's views draw it: the piles in the middle, then a row
per seat with its name, its hand, its discards and its favors.

The Table, the staged plays and the replay viewer draw the same board from their
controllers' traits (:class:`BoardState`: what the seat in view may see); each says how
a seat's hand is drawn (faces, backs, or both) and what is said around the board.  A
seat's name is drawn by :func:`seat_label`: struck out once out of the round, marked
when it is that seat's turn, with badges in words for a Handmaid's protection and an
elimination, so that no colour or symbol carries the meaning alone.  Every name is
escaped here.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Protocol

from lovelet.display.blocks import NOTE, heading, screen_reader_only
from lovelet.display.cards import backs, faces
from lovelet.display.markup import escaped
from lovelet.display.svg import SHIELD_SVG
from lovelet.text.i18n import say, with_colon

__all__ = ["SeatsState", "BoardState", "seat_label", "board_html", "own_hand_html", "seat_name", "BADGE"]

#: A badge beside a seat's name ("protected", "out").
BADGE = ("display:inline-block;font-size:0.8em;padding:0 5px;margin-left:4px;border:1px solid #000;"
         "border-radius:4px;background:#fff")
_CELL = "text-align:left;padding:2px 8px"
_MIDDLE = "display:flex;gap:18px;align-items:flex-end;flex-wrap:wrap;text-align:center"
_CURRENT = "background:#eef6fb;"


class SeatsState(Protocol):
    """The seats of a table as a controller's public traits hold them (cards as codes)."""

    names: Sequence[str]
    discards: Sequence[Sequence[str]]
    favors: Sequence[int]
    eliminated: Collection[int]
    protected: Collection[int]
    current_player: int | None
    round_over: bool


class BoardState(SeatsState, Protocol):
    """What a board is drawn from: the seats, their hands' sizes and the piles."""

    edition: str
    deck_size: int
    set_aside_count: int
    face_up: Sequence[str]
    hand_sizes: Sequence[int]


def seat_name(names: Sequence[str], seat: object) -> str:
    """The name of ``seat`` among ``names``; an unknown seat as itself ("" for None)."""
    if seat is None:
        return ""
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat)


def seat_label(name: str, language: str, *, out: bool = False, protected: bool = False, to_play: bool = False,
               you: bool = False, you_word: str = "you", shield: bool = True) -> str:
    """A seat's name as the boards show it: struck out once out of the round, marked when
    it is that seat's turn, "(you)" for the seat in view (``you_word`` names the text),
    and badges for a Handmaid's protection (with a shield unless ``shield=False``) and an
    elimination.  ``name`` is escaped here."""
    who = f"<s>{escaped(name)}</s>" if out else escaped(name)
    if to_play:
        who = f"&#9654; <b>{who}</b>"
    if you:
        who += f" ({escaped(say(you_word, language))})"
    if protected:
        sign = f"{SHIELD_SVG} " if shield else ""
        who += f'<span style="{BADGE}">{sign}{escaped(say("protected", language))}</span>'
    if out:
        who += f'<span style="{BADGE}">&#10007; {escaped(say("out", language))}</span>'
    return who


def own_hand_html(codes: Sequence[str], names: Sequence[str], edition: str, language: str) -> str:
    """The cards of the seat in view (``codes``, named ``names``), on its row of the board:
    drawn face up, and said as "your hand: Guard, Priest" (one picture for the whole hand)."""
    said = escaped(say("a11y_your_hand", language, cards=", ".join(names)))
    return f'<span role="img" aria-label="{said}">{faces(codes, edition, language)}</span>'


def _piles_html(board: BoardState, language: str, set_aside: str | None) -> str:
    """The deck, the set-aside card and the face-up cards, side by side."""
    deck = escaped(say("table_deck_count", language, count=board.deck_size))
    middle = [f"<div>{backs(1, language)}<br/>{deck}</div>"]
    if set_aside is None:  # face down, with its count
        middle.append(f"<div>{backs(board.set_aside_count, language)}<br/>"
                      f"{escaped(with_colon(say('set_aside', language), language))} {board.set_aside_count}</div>")
    else:
        middle.append(f"<div>{set_aside}<br/>{escaped(say('set_aside', language))}</div>")
    if board.face_up:
        middle.append(f"<div>{faces(board.face_up, board.edition, language)}<br/>"
                      f"{escaped(say('face_up', language))}</div>")
    return f'<div style="{_MIDDLE}">{"".join(middle)}</div>'


def board_html(board: BoardState, language: str, *, viewer: int | None, held: Callable[[int], str] | None = None,
               set_aside: str | None = None, marks: Mapping[int, str] | None = None, css_class: str = "lovelet-board",
               titled: bool = False, caption: str = "", highlight: bool = True) -> str:
    """The board of ``board`` in ``language``, as the seat ``viewer`` sees it (None: nobody's).

    ``held(seat)`` draws a seat's hand as HTML (default: its cards face down);
    ``set_aside`` is the set-aside card's drawing once everyone sees it (default: backs
    and their count); ``marks`` is HTML put after a seat's name (a "winner");
    ``css_class`` names the board; ``titled`` puts its heading first (for a screen
    reader's list of headings); ``caption`` (plain text) is said in bold above the
    seats; ``highlight`` shades the row of the seat to play.
    """
    marks = marks or {}
    head = "".join(f'<th style="{_CELL}">{escaped(say(key, language))}</th>'
                   for key in ("player", "hand", "discards", "favors"))
    rows = []
    for seat, name in enumerate(board.names):
        to_play = seat == board.current_player and not board.round_over
        who = seat_label(name, language, out=seat in board.eliminated, protected=seat in board.protected,
                         to_play=to_play, you=seat == viewer)
        hand = held(seat) if held is not None else backs(board.hand_sizes[seat], language)
        pile = faces(board.discards[seat], board.edition, language)
        count = board.favors[seat]
        favors = escaped(say("table_favors_of", language, name=name, count=count))
        favors_said = screen_reader_only(say("a11y_favors", language, count=count))
        style = _CURRENT if highlight and to_play else ""
        rows.append(f'<tr style="{style}border-top:1px solid #999">'
                    f'<td style="{_CELL}">{who}{marks.get(seat, "")}</td>'
                    f'<td style="{_CELL}">{hand}</td>'
                    f'<td style="{_CELL}">{pile}</td>'
                    f'<td style="{_CELL}" title="{favors}">'
                    f'<span aria-hidden="true">&#9829; {count}</span>{favors_said}</td></tr>')
    title = heading(say("a11y_board", language)) if titled else ""
    said = f'<p style="{NOTE}"><b>{escaped(caption)}</b></p>' if caption else ""
    return (f'<div class="{css_class}">{title}{_piles_html(board, language, set_aside)}{said}'
            f'<table style="border-collapse:collapse;margin-top:6px"><tr>{head}</tr>{"".join(rows)}'
            f"</table></div>")

