"""How the deduction tools' results draw themselves: the tracker, the belief, the
sharpening of a belief by an opponent model, and the outcome probabilities.

Each function returns a small HTML table in the style of :mod:`lovelet.display` (the
same cells, the same card drawings), with its headings in English, French or German
(``language=``) and every player name and every word escaped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from lovelet.display.markup import escaped
from lovelet.display.rounds import _CELL, card_html
from lovelet.engine.cards import Card, Edition
from lovelet.engine.errors import refused
from lovelet.engine.errors import shown as shown_value
from lovelet.text.i18n import formatted, text
from lovelet.text.languages import language_of
from lovelet.text.numbers import decimal, percentage

__all__ = ["tracker_html", "belief_html", "sharpening_html", "outcomes_html"]


# ---------------------------------------------------------------------- what is drawn
#
# The results of lovelet.deduction (a layer above this one), as far as the tables read them.


class Sighting(Protocol):
    """A card seen privately and where it is (lovelet.deduction.tracker)."""

    card: Card
    place: str  # "hand", "deck" or "set aside"
    seat: int
    position: int


class Tracker(Protocol):
    """The remaining-card tracker (:class:`lovelet.deduction.tracker.Tracker`)."""

    edition: Edition
    names: Sequence[str]
    player: int
    copies: Mapping[Card, int]
    discards: Sequence[Mapping[Card, int]]
    face_up: Mapping[Card, int]
    hand: Mapping[Card, int]
    sightings: Sequence[Sighting]
    unseen: Mapping[Card, int]
    unseen_values: Mapping[int, int]


class HandSizes(Protocol):
    """The observation a belief is of, as far as the table reads it."""

    def hand_size(self, seat: int) -> int:
        """How many cards ``seat`` holds."""


class Belief(Protocol):
    """A belief about the hidden cards (:class:`lovelet.deduction.belief.Belief`)."""

    edition: Edition
    names: Sequence[str]
    player: int
    observation: HandSizes
    set_aside: Mapping[Card, float]
    next_draw: Mapping[Card, float]
    exact: bool
    samples: int
    stderr: float

    def hand(self, seat: int) -> Mapping[Card, float]:
        """The chance of each card in the hand of ``seat``."""


class SharpenedPlace(Protocol):
    """One hidden place of a sharpening (lovelet.deduction.compare)."""

    seat: int | None
    place: str
    entropy_before: float
    entropy_after: float
    bits_gained: float
    total_variation: float


class Sharpening(Protocol):
    """How an opponent model sharpens a belief (:class:`lovelet.deduction.compare.Sharpening`)."""

    places: Sequence[SharpenedPlace]


class Estimate(Protocol):
    """A chance, exact or with its interval (lovelet.deduction.outcomes)."""

    p: float
    low: float
    high: float
    exact: bool


class Outcomes(Protocol):
    """The chances of winning (:class:`lovelet.deduction.outcomes.Outcomes`)."""

    names: Sequence[str]
    viewer: int
    round: Mapping[int, Estimate | None]
    game: Mapping[int, Estimate | None] | None
    shared: Estimate
    exact_round: bool
    exact_game: bool
    n: int


# ---------------------------------------------------------------------- deduction tables
#
# The tables of lovelet.deduction draw here, with the cells and card drawings of the
# round.  Each reads only the public attributes of the object it draws.

_BOX = "font:13px sans-serif;color:#222"
_GRID = "border-collapse:collapse;margin:2px 0"
_CAPTION = "caption-side:top;text-align:left;padding:2px 5px;color:#444"
_HEAD = _CELL + ";border-bottom:1px solid #999;vertical-align:bottom"
_NUMBER = "text-align:right;padding:1px 5px"


def _words(key: str, language: str, **values: object) -> str:
    """The text ``key`` in ``language`` as HTML; ``values`` must already be escaped HTML."""
    words = escaped(text(key, language))
    return formatted(words, language, **values) if values else words


def _grid(kind: str, caption: str, head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A table of class ``lovelet-<kind>``: ``head`` a list of header cells' HTML,
    ``rows`` a list of rows, each a list of ready ``<th>``/``<td>`` cells."""
    header = "".join(f'<th style="{_HEAD}">{cell}</th>' for cell in head)
    body = "".join(f'<tr class="lovelet-row">{"".join(cells)}</tr>' for cells in rows)
    return (f'<div class="lovelet-{kind}" style="{_BOX}"><table style="{_GRID}">'
            f'<caption style="{_CAPTION}">{caption}</caption>'
            f'<tr>{header}</tr>{body}</table></div>')


def _label_cell(content: str) -> str:
    return f'<th style="{_CELL};font-weight:normal">{content}</th>'


def _number_cell(content: object, extra: str = "") -> str:
    return f'<td style="{_NUMBER}{extra}">{content}</td>'


def _drawn(value: object, function: str, attributes: Sequence[str]) -> None:
    """Refuse (BAD_OPTION) a ``value`` that is not the deduction result ``function`` draws
    (one without these ``attributes``)."""
    if not all(hasattr(value, name) for name in attributes):
        raise refused(f"BAD_OPTION.{function}", shown=shown_value(value))


def _sighting(sighting: Sighting, names: Sequence[str], language: str) -> str:
    """Where a privately seen card is, as the tracker's "Seen privately" column says it."""
    if sighting.place == "hand":
        return _words("sighting_hand", language, name=names[sighting.seat])
    if sighting.place == "deck":
        if sighting.position == 1:
            return _words("sighting_bottom", language)
        return _words("sighting_deck", language, position=escaped(sighting.position))
    return _words("sighting_set_aside", language)


def tracker_html(tracker: Tracker, language: str = "en") -> str:
    """The remaining-card tracker as a table: one row per character of the edition.

    Columns: the card, its value, its copies, the copies in each player's discards,
    the face-up cards (2 players), the viewer's hand, the copies seen privately (and
    where they are), and the copies still unseen; the caption gives the number unseen
    by value.  ``tracker`` is a :class:`~lovelet.deduction.tracker.Tracker`.
    """
    language = language_of(language)
    _drawn(tracker, "tracker_html",
           ("edition", "names", "player", "copies", "discards", "face_up", "hand", "sightings"))
    edition = tracker.edition
    names = [escaped(name) for name in tracker.names]
    two_players = any(tracker.face_up.values()) or len(names) == 2
    head = [_words("character", language), _words("value", language), _words("copies", language)]
    head += [_words("discards_of", language, name=name) for name in names]
    head += [_words("face_up", language)] if two_players else []
    head += [_words(key, language) for key in ("your_hand", "seen_privately", "unseen")]
    unseen = tracker.unseen
    rows = []
    for card in edition.cards:
        cells = [_label_cell(card_html(card, edition, language)),
                 _number_cell(edition.values[card]), _number_cell(tracker.copies[card])]
        cells += [_number_cell(pile[card] or "") for pile in tracker.discards]
        if two_players:
            cells.append(_number_cell(tracker.face_up[card] or ""))
        cells.append(_number_cell(tracker.hand[card] or ""))
        seen = ", ".join(_sighting(sighting, names, language)
                         for sighting in tracker.sightings if sighting.card is card)
        cells.append(f'<td style="{_CELL}">{seen}</td>')
        if unseen[card]:
            cells.append(_number_cell(f"<b>{unseen[card]}</b>"))
        else:
            cells.append(_number_cell("0", ";color:#777"))
        rows.append(cells)
    values = ", ".join(f"{value}: {count}" for value, count in tracker.unseen_values.items() if count)
    caption = _words("tracker_caption", language, name=names[tracker.player],
                     count=sum(unseen.values()), values=values or _words("none", language))
    return _grid("tracker", caption, head, rows)


def _observation_of(belief: Belief) -> HandSizes:
    return belief.observation


def belief_html(belief: Belief, language: str = "en") -> str:
    """A belief as a table: one row per hidden place, one column per character.

    Rows: each opponent still in the round (for one holding several cards, the chance
    that the hand contains each character), the face-down set-aside card while it is
    aside and the next card of the deck while there is one.  Each cell gives the
    probability, shaded by its size.  The caption says whether the belief is exact or
    an estimate (with its samples and standard error) and which opponent model it
    assumes, if any.  ``belief`` is a :class:`~lovelet.deduction.belief.Belief`.
    """
    language = language_of(language)
    _drawn(belief, "belief_html",
           ("edition", "names", "player", "hand", "set_aside", "next_draw", "exact"))
    edition = belief.edition
    names = [escaped(name) for name in belief.names]
    observation = _observation_of(belief)
    places = []
    for seat in range(len(names)):
        count = observation.hand_size(seat)
        if seat == belief.player or not count:
            continue
        label = names[seat] if count == 1 else _words("holds_several", language, name=names[seat],
                                                       count=count)
        places.append((label, belief.hand(seat)))
    set_aside, next_draw = belief.set_aside, belief.next_draw
    if set_aside:
        places.append((_words("set_aside_card", language), set_aside))
    if next_draw:
        places.append((_words("next_draw", language), next_draw))
    rows = []
    for label, distribution in places:
        cells = [_label_cell(label)]
        for card in edition.cards:
            value = float(distribution.get(card, 0))
            shade = f";background:rgba(200,30,60,{0.6 * value:.2f})" if value else ""
            cells.append(_number_cell(percentage(value, language, 1) if value else "", shade))
        rows.append(cells)
    model = getattr(belief, "model", None)
    assuming = "" if model is None else _words("belief_assuming", language,
                                               model=escaped(repr(model)))
    name = names[belief.player]
    if belief.exact:
        caption = _words("belief_exact", language, name=name, assuming=assuming)
    else:
        caption = _words("belief_estimate", language, name=name, assuming=assuming,
                         samples=belief.samples,
                         stderr=decimal(100 * belief.stderr, language, 1))
    head = [""] + [card_html(card, edition, language) for card in edition.cards]
    return _grid("belief", caption, head, rows)


def sharpening_html(sharpening: Sharpening, language: str = "en") -> str:
    """How much an opponent model sharpens a belief, as a table: one row per hidden place.

    Columns: the place (an opponent, the set-aside card, the next draw), the entropy
    in bits without and with the model, the bits gained and the total variation
    distance.  ``sharpening`` is a :class:`~lovelet.deduction.compare.Sharpening`.
    """
    language = language_of(language)
    _drawn(sharpening, "sharpening_html", ("places",))
    places = {"set-aside card": "set_aside_card", "next draw": "next_draw"}
    rows = []
    for place in sharpening.places:
        if place.seat is None and place.place in places:
            label = _words(places[place.place], language)
        else:
            label = escaped(place.place)
        rows.append([_label_cell(label),
                     _number_cell(decimal(place.entropy_before, language, 3)),
                     _number_cell(decimal(place.entropy_after, language, 3)),
                     _number_cell(decimal(place.bits_gained, language, 3, sign=True)),
                     _number_cell(decimal(place.total_variation, language, 3))])
    head = [_words(key, language) for key in
            ("place", "entropy_before", "entropy_after", "bits_gained", "total_variation")]
    return _grid("sharpening", _words("sharpening_caption", language), head, rows)


def outcomes_html(outcomes: Outcomes, language: str = "en") -> str:
    """The chances of winning the round (and the game) as a table: one row per player.

    Each chance comes with its 95% interval, or "exact"; the caption names the viewer,
    says how the chances were found (exact, or how many playouts) and gives the
    chance that the round ends in a shared win.  ``outcomes`` is an
    :class:`~lovelet.deduction.outcomes.Outcomes`.
    """
    language = language_of(language)
    _drawn(outcomes, "outcomes_html", ("names", "viewer", "round", "shared", "game", "exact_round", "n"))
    names = [escaped(name) for name in outcomes.names]

    def cells(estimate: Estimate | None) -> list[str]:
        if estimate is None:
            return [_number_cell(""), _number_cell("")]
        value = _number_cell(percentage(estimate.p, language, 1))
        if estimate.exact:
            return [value, f'<td style="{_CELL}">{_words("exact", language)}</td>']
        interval = _words("from_to", language, low=percentage(estimate.low, language, 1),
                          high=percentage(estimate.high, language, 1))
        return [value, f'<td style="{_CELL}">{interval}</td>']

    head = [_words(key, language) for key in ("player", "win_round", "interval")]
    if outcomes.game is not None:
        head += [_words("win_game", language), _words("interval", language)]
    rows = []
    for seat, estimate in outcomes.round.items():
        label = names[seat]
        if seat == outcomes.viewer:
            label = f"<b>{label}</b> ({_words('you', language)})"
        row = [_label_cell(label)] + cells(estimate)
        if outcomes.game is not None:
            row += cells(outcomes.game.get(seat))
        rows.append(row)
    if outcomes.exact_round and (outcomes.game is None or outcomes.exact_game):
        how = _words("exact", language)
    else:
        parts = [_words("exact_round", language) if outcomes.exact_round else None,
                 _words("playouts", language, count=outcomes.n) if outcomes.n else None]
        how = ", ".join(part for part in parts if part)
    caption = _words("outcomes_caption", language, name=names[outcomes.viewer], how=how,
                     shared=percentage(outcomes.shared.p, language, 1))
    return _grid("outcomes", caption, head, rows)
