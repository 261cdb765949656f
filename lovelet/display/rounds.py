"""How cards, rounds, games and observations draw themselves in Jupyter.

Every function returns an HTML string with inline styles only: no script, no
``<style>`` block, no external asset, so the drawing survives JupyterLab's sanitizer,
nbviewer and a saved notebook alike.  Cards are lovelet's SVG cards
(:mod:`lovelet.display.svg`), the same drawings as the Table's, 54 px wide; a round costs a
few tens of kilobytes (see :func:`card_html`).  The markup is
also well-formed XML (``<br/>``, numeric entities), which lets tests read it back.

Hidden information is settled in one place.  A face-down card is drawn by
:func:`card_back_html`, which is never given the card, so a card hidden from the viewer
cannot reach the page by accident; :func:`round_html` with a ``viewer`` and
:func:`observation_html` decide, seat by seat, which hands are face up.  The deck and
the face-down set-aside card are always drawn face down until the round is over (the
set-aside card is public then, docs/rules.md C "Events").

The deduction tables (:func:`tracker_html`, :func:`belief_html`,
:func:`sharpening_html`, :func:`outcomes_html`) are drawn here too, with the same cells
and card drawings, so that every table of the kit has one look and one way of naming.

Every player name and every translated word goes through :func:`~lovelet.display.markup.escaped`; every
``language`` is read by :func:`lovelet.text.languages.language_of` ("en", "fr" or "de").
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from lovelet.display.markup import escaped
from lovelet.engine.cards import REVISED, Card, Edition, edition_named
from lovelet.engine.errors import refused
from lovelet.engine.errors import shown as shown_value
from lovelet.engine.game import Game
from lovelet.engine.observation import Observation, check_observation
from lovelet.engine.round import Round
from lovelet.text.i18n import card_name, formatted, say, text, with_colon
from lovelet.engine.knowledge import KnownCard, private_knowledge
from lovelet.engine.naming import card_of, seat_of
from lovelet.text.languages import language_of
from lovelet.display.svg import SHIELD_SVG, card_back_svg, card_svg

__all__ = ["card_html", "card_back_html", "round_html", "observation_html", "game_html",
           "known_card_text", "known_cards_html"]

# A card on a board is 54 px wide (the Table's hands use 100): small enough for a row
# of six discards, large enough for the value and the name.
BOARD_CARD_SIZE = 54
_WRAP = "display:inline-block;margin:1px;vertical-align:middle;line-height:0"
_CELL = "text-align:left;padding:1px 5px"  # overrides the notebook's right-aligned cells
_BADGE = "font-size:11px;padding:0 4px;margin-left:4px;border-radius:4px;background:"


# ---------------------------------------------------------------------- cards


def card_html(card: Card | str, edition: Edition | str | None = None, language: str = "en",
              face_down: bool = False) -> str:
    """A card as lovelet's SVG card (:func:`lovelet.display.svg.card_svg`), 54 px wide.

    The same drawing as the Table's, only smaller: value, name in ``language``, emblem,
    colour, marker and hatch.  It is an image labelled with the card's name and value
    ("Garde, valeur 1"), wrapped in a ``lovelet-card`` span.  ``edition`` defaults to
    the revised one; ``language`` is "en", "fr" or "de".  With ``face_down=True`` the
    result is :func:`card_back_html`, with neither name nor value.  A card that is not
    in the edition raises UNKNOWN_CARD.

    Each card is inline SVG (1.8 to 3.5 KB a face, 1.2 KB a back), not a ``<symbol>``
    used by reference: inline needs no ids, which could clash between fragments on
    one page or be dropped by a sanitizer, and the total stays modest.  Measured over
    whole rounds: a 4-player round_html is at most 39 KB (7 KB with the former CSS
    boxes), a 6-player one 49 KB (tests/display/test_display.py
    ``test_drawings_stay_a_few_kilobytes``).
    """
    language = language_of(language)
    if face_down:
        return card_back_html(language)
    edition = REVISED if edition is None else edition_named(edition)
    return _face_markup(card_of(card, edition), edition, language)


@functools.lru_cache(maxsize=128)
def _face_markup(card: Card, edition: Edition, language: str) -> str:
    return (f'<span class="lovelet-card" style="{_WRAP}">'
            f"{card_svg(card, edition, language, size=BOARD_CARD_SIZE)}</span>")


def card_back_html(language: str = "en") -> str:
    """A face-down card: the Table's back (:func:`lovelet.display.svg.card_back_svg`), labelled
    "face-down card" in ``language``; it shows no name and no value."""
    return _back_markup(language_of(language))


@functools.lru_cache(maxsize=8)
def _back_markup(language: str) -> str:
    return (f'<span class="lovelet-back" style="{_WRAP}">'
            f"{card_back_svg(language, size=BOARD_CARD_SIZE)}</span>")


def _faces(cards: Iterable[Card], edition: Edition, language: str) -> str:
    return "".join(card_html(card, edition, language) for card in cards)


def _backs(count: int, language: str) -> str:
    return card_back_html(language) * count


def _colon(key: str, language: str) -> str:
    """The text ``key`` before a colon, as ``language`` spaces it ("Pioche :")."""
    return with_colon(_say(key, language), language)


def _say(key: str, language: str, **values: object) -> str:
    """An escaped interface text; ``values`` must already be escaped HTML."""
    words = escaped(text(key, language))
    return formatted(words, language, **values) if values else words


# ---------------------------------------------------------------------- what is shown


@dataclass(frozen=True)
class _Table:
    """The table as one viewer may see it: a hidden hand is only its number of cards."""

    edition: Edition
    names: Sequence[str]
    viewer: int | None  # the seat whose view this is, or None for the omniscient view
    hands: tuple[Sequence[Card] | int, ...]  # per seat: the cards shown face up, or a count of face-down cards
    discards: Sequence[Sequence[Card]]
    face_up: Sequence[Card]
    deck_size: int
    set_aside: Card | int | None  # a count of face-down cards while the round lasts; the card (or None) after
    protected: Collection[int]
    eliminated: Collection[int]
    current_player: int | None
    pending_chancellor: bool
    turn: int
    favors: Sequence[int]
    result: Mapping[str, Any] | None  # the round_end details once the round is over, else None
    known: Sequence[KnownCard] = ()  # the viewer's private knowledge of the other hands


def _table_of_round(rnd: Round, viewer: int | None) -> _Table:
    ended = rnd.result if rnd.is_over else None
    result = None if ended is None else ended.details
    shown = result["hands"] if result else {}  # showdown hands are public (docs/rules.md C)
    hands: list[Sequence[Card] | int] = []
    for seat in range(rnd.players):
        if viewer is None or seat == viewer:
            hands.append(rnd.hand(seat))
        elif seat in shown:
            hands.append((shown[seat],))
        else:
            hands.append(len(rnd.hand(seat)))
    if result is None:
        set_aside = 0 if rnd.set_aside is None else 1
    else:
        set_aside = result["set_aside"]
    return _Table(
        edition=rnd.edition, names=rnd.names, viewer=viewer, hands=tuple(hands),
        discards=tuple(rnd.discards(seat) for seat in range(rnd.players)),
        face_up=rnd.face_up, deck_size=rnd.deck_size, set_aside=set_aside,
        protected=rnd.protected, eliminated=rnd.eliminated,
        current_player=rnd.current_player, pending_chancellor=rnd.pending_chancellor,
        turn=rnd.turn, favors=rnd.favors, result=result,
        known=() if viewer is None else private_knowledge(rnd.observation(viewer)),
    )


def _table_of_observation(obs: Observation) -> _Table:
    result = None
    if obs.is_over:
        result = next(event.details for event in reversed(obs.events) if event.kind == "round_end")
    shown = result["hands"] if result else {}
    hands: list[Sequence[Card] | int] = []
    for seat in range(obs.players):
        if seat == obs.player:
            hands.append(obs.hand)
        elif seat in shown:
            hands.append((shown[seat],))
        else:
            hands.append(obs.hand_size(seat))
    return _Table(
        edition=obs.edition, names=obs.names, viewer=obs.player, hands=tuple(hands),
        discards=obs.discards, face_up=obs.face_up, deck_size=obs.deck_size,
        set_aside=obs.set_aside_count if result is None else result["set_aside"],
        protected=obs.protected, eliminated=obs.eliminated,
        current_player=obs.current_player, pending_chancellor=obs.pending_chancellor,
        turn=obs.turn, favors=obs.favors, result=result, known=private_knowledge(obs),
    )


def _drawn_kind(value: object, kind: type, function: str) -> None:
    """Refuse (BAD_OPTION) a ``value`` that is not a ``kind`` (a Round, a Game) for ``function``."""
    if not isinstance(value, kind):
        raise refused(f"BAD_OPTION.{function}", shown=shown_value(value))


def _viewer_seat(viewer: int | str | None, names: Sequence[str]) -> int | None:
    """``viewer`` (None, a seat or a player's name) as a seat number or None."""
    if viewer is None:
        return None
    return seat_of(viewer, names, "viewer")


# ---------------------------------------------------------------------- what the viewer knows privately


_KNOWN = ("display:block;width:fit-content;max-width:14em;font-size:0.85em;margin:2px 0;padding:0 5px;"
          "border:1px dashed #0072B2;border-radius:4px;background:#eef6fb;color:#123")


def known_card_text(how: str, card: Card, language: str = "en", moved: bool = False) -> str:
    """The words a board writes on a seat's row for a card its viewer knows privately
    (``how`` as in :data:`lovelet.engine.knowledge.HOW`): "you saw: Handmaid", "you compared:
    Baron", "you gave: King"...; ``moved`` adds that a King passed it on since.  Plain
    text (escape it to draw it)."""
    words = say(f"known_{how}", language, card=card_name(card, language))
    return f"{words} ({say('known_moved', language)})" if moved else words


def known_cards_html(notes: Iterable[KnownCard], language: str = "en") -> str:
    """One small labelled line per note (:class:`lovelet.engine.knowledge.KnownCard`, or any
    object with ``how``, ``card`` and ``moved``), escaped: what the board draws on the
    row of the seat that holds those cards."""
    tip = escaped(say("known_help", language))
    return "".join(
        f'<span class="lovelet-known" data-how="{escaped(note.how)}" title="{tip}" '
        f'style="{_KNOWN}">{escaped(known_card_text(note.how, note.card, language, note.moved))}'
        f"</span>" for note in notes)


# ---------------------------------------------------------------------- drawing a table


def _table_html(table: _Table, language: str) -> str:
    names = [escaped(name) for name in table.names]
    edition = table.edition
    result = table.result
    parts = ['<div class="lovelet-round" style="font:13px sans-serif;color:#222">',
             f'<div style="margin:2px 0">{_heading(table, names, language)}</div>',
             '<table style="border-collapse:collapse;margin:2px 0">',
             f'<tr><th style="{_CELL}"></th>',
             *(f'<th style="{_CELL}">{_say(key, language)}</th>'
               for key in ("player", "favors", "hand", "discards")),
             '</tr>']
    for seat, name in enumerate(names):
        out = seat in table.eliminated
        active = seat == table.current_player
        row = ' style="background:#fff3c4"' if active else ' style="opacity:.55"' if out else ""
        label = f"<b>{name}</b>"
        if seat == table.viewer:
            label += f" ({_say('you', language)})"
        if seat in table.protected:
            label += f'<span style="{_BADGE}#d9eee0">{SHIELD_SVG} {_say("protected", language)}</span>'
        if out:
            label += f'<span style="{_BADGE}#ddd">{_say("out", language)}</span>'
        favors = str(table.favors[seat])
        if result and result["gains"][seat]:
            favors += f' <b style="color:#18794e">+{result["gains"][seat]}</b>'
        hand = table.hands[seat]
        if out:
            hand_html = ""  # an eliminated player holds nothing (docs/rules.md A10)
        elif isinstance(hand, int):
            hand_html = _backs(hand, language)
        else:
            hand_html = _faces(hand, edition, language)
        hand_html += known_cards_html([note for note in table.known if note.seat == seat], language)
        parts.append(
            f'<tr class="lovelet-seat"{row}>'
            f'<td style="{_CELL}">{"&#9654;" if active else ""}</td>'
            f'<td style="{_CELL}">{label}</td><td style="{_CELL}">{favors}</td>'
            f'<td class="lovelet-hand" style="{_CELL}">{hand_html}</td>'
            f'<td class="lovelet-discards" style="{_CELL}">'
            f'{_faces(table.discards[seat], edition, language)}</td></tr>'
        )
    parts.append("</table>")
    parts.append(_middle_html(table, language))
    if result:
        parts.append(_result_html(table, result, names, language))
    parts.append("</div>")
    return "".join(parts)


def _heading(table: _Table, names: Sequence[str], language: str) -> str:
    if table.result:
        heading = f'<b>{_colon("round_over", language)}</b> {_say(table.result["reason"], language)}'
    else:
        player = names[table.current_player] if table.current_player is not None else ""
        heading = (f'{_say("turn", language)} {table.turn} &#183; '
                   f'<b>{_say("to_play", language, name=player)}</b>')
        if table.pending_chancellor:
            heading += f' ({_say("chancellor_pending", language)})'
    if table.viewer is None:
        view = _say("omniscient", language)
    else:
        view = _say("view_of", language, name=names[table.viewer])
    return f'{heading} <span style="color:#777">&#183; {view}</span>'


def _middle_html(table: _Table, language: str) -> str:
    """The deck, the set-aside card and the 2-player face-up cards."""
    deck = (f'{card_back_html(language)} &#215;{table.deck_size}' if table.deck_size else "0")
    if isinstance(table.set_aside, Card):  # shown once the round is over
        aside = card_html(table.set_aside, table.edition, language)
    else:  # face down while the round lasts; none left once a Prince took it during the last turn
        aside = _backs(table.set_aside or 0, language) or "&#8212;"
    parts = [f'<div style="margin:2px 0">{_colon("deck", language)} '
             f'<span class="lovelet-deck">{deck}</span> &#160; {_colon("set_aside", language)} '
             f'<span class="lovelet-set-aside">{aside}</span>']
    if table.face_up:
        parts.append(f' &#160; {_colon("face_up", language)} <span class="lovelet-face-up">'
                     f'{_faces(table.face_up, table.edition, language)}</span>')
    parts.append("</div>")
    return "".join(parts)


def _result_html(table: _Table, result: Mapping[str, Any], names: Sequence[str], language: str) -> str:
    lines = [f'{_colon("round_won_by", language)} <b>{", ".join(names[s] for s in result["winners"])}</b>']
    if result.get("discard_sums"):
        sums = ", ".join(f"{names[s]} {total}" for s, total in result["discard_sums"].items())
        lines.append(f'{_colon("discard_sums", language)} {sums}')
    gains = ", ".join(f"{names[s]} +{g}" for s, g in enumerate(result["gains"]) if g)
    lines.append(f'{_colon("favors_gained", language)} {gains}')
    if Card.SPY in table.edition.values:
        bonus = result["spy_bonus"]
        who = _say("nobody", language) if bonus is None else names[bonus]
        lines.append(f'{_colon("spy_bonus", language)} {who}')
    if result["game_winners"]:
        lines.append(f'<b>{_colon("game_won_by", language)} '
                     f'{", ".join(names[s] for s in result["game_winners"])}</b>')
    return f'<div class="lovelet-result" style="margin:2px 0">{"<br/>".join(lines)}</div>'


# ---------------------------------------------------------------------- public drawings


def round_html(rnd: Round, viewer: int | str | None = None, language: str = "en") -> str:
    """A round as HTML: one row per seat, then the deck, set-aside and face-up cards.

    Without ``viewer`` this is the teacher's view, every hand face up; with
    ``viewer`` (a seat or a player's name) only that seat's hand is face up and the
    others are backs, one per card held.  The deck and the set-aside card stay face
    down while the round lasts.  Once it is over, the showdown hands, the set-aside
    card, the winners, the favors gained and the Spy bonus are shown.
    """
    language = language_of(language)  # refuse an unknown language before drawing anything
    _drawn_kind(rnd, Round, "round_html")
    return _table_html(_table_of_round(rnd, _viewer_seat(viewer, rnd.names)), language)


def observation_html(obs: Observation, language: str = "en") -> str:
    """Exactly what ``obs`` lets its player know, as HTML: nothing hidden from them.

    Their own hand face up; the other hands as backs, one per card held; every discard
    pile, the face-up cards, the deck size, the set-aside card face down, protections,
    eliminations, favors and whose turn it is.
    """
    language = language_of(language)
    check_observation(obs, "observation_html")
    return _table_html(_table_of_observation(obs), language)


def game_html(game: Game, viewer: int | str | None = None, language: str = "en") -> str:
    """A game as HTML: the favors table with the target, the round number, the round.

    ``viewer`` and ``language`` are passed on to :func:`round_html`.
    """
    language = language_of(language)
    _drawn_kind(game, Game, "game_html")
    seat = _viewer_seat(viewer, game.names)
    needed = game.favors_needed
    winners = game.winners
    heading = (f'<b>{_say("round", language)} {len(game.rounds)}</b> &#183; '
               f'{_colon("favors", language)} {_say("needed", language, count=needed)}')
    if winners:
        heading += f' &#183; <b>{_say("game_over", language)}</b>'
    rows = []
    for player, (name, count) in enumerate(zip(game.names, game.favors)):
        hearts = "&#9829;" * count + "&#9825;" * max(0, needed - count)
        badge = (f'<span style="{_BADGE}#f8e5b0">{_say("winner", language)}</span>'
                 if player in winners else "")
        rows.append(f'<tr class="lovelet-favors"><td style="{_CELL}"><b>{escaped(name)}</b>{badge}</td>'
                    f'<td style="{_CELL};color:#b3264a">{hearts}</td>'
                    f'<td style="{_CELL}">{count}/{needed}</td></tr>')
    return (f'<div class="lovelet-game" style="font:13px sans-serif;color:#222">'
            f'<div style="margin:2px 0">{heading}</div>'
            f'<table style="border-collapse:collapse;margin:2px 0">{"".join(rows)}</table>'
            f'{_table_html(_table_of_round(game.round, seat), language)}</div>')

