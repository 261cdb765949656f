"""Cards drawn by lovelet itself, as standalone SVG.

No artwork of the published game is used: a face shows the card's value in the
edition, its name in the chosen language, a simple geometric emblem of the character
(a mask for the Spy, a spear for the Guard, a book with a cross for the Priest, scales
for the Baron, a shield for the Handmaid, a small crown for the Prince, a scroll for
the Chancellor, a big crown for the King, a fan for the Countess, a tiara for the
Princess), and the character's colour of :mod:`lovelet.display.palette` together with its
marker (top right) and its hatch (the band under the emblem), so that no meaning rests
on colour alone.

Every drawing is an ``<svg role="img">`` whose ``<title>`` and ``aria-label`` say what
a screen reader should: "Garde, valeur 1", or "carte face cachée" for a card's back.
The markup is well-formed XML, has no script, no style sheet, no ``id`` (two drawings
on one page can never clash) and no external asset; every text goes through
:func:`~lovelet.display.markup.escaped`.

A face-down card is drawn by :func:`card_back_svg`, which is never given the card:
its markup depends only on the language and the size, so it is the same for every
card and cannot tell which card it hides.

``card`` is read by :func:`lovelet.engine.naming.card_of` (a Card or its name in English,
French or German); a card that is not in the edition is refused with the engine's
sentence (IllegalAction UNKNOWN_CARD).  ``language`` is read by
:func:`lovelet.text.languages.language_of`; anything else is refused (BAD_OPTION), as is a
size that is not a positive number.
"""

from __future__ import annotations


import math
from collections.abc import Iterable

from lovelet.engine.cards import REVISED, Card, Edition, edition_named
from lovelet.engine.errors import refused, shown
from lovelet.text.i18n import card_name, formatted, text
from lovelet.engine.naming import card_of, is_bool
from lovelet.text.languages import language_of
from lovelet.display.markup import escaped
from lovelet.display.palette import BACK_COLOR, BACK_INK, style_of

__all__ = ["CARD_SIZE", "card_svg", "card_back_svg", "hand_svg", "card_alt", "SHIELD_SVG"]

#: The default width of a card, in CSS pixels (its height is 1.4 times its width).
CARD_SIZE = 100

_WIDTH, _HEIGHT = 100, 140  # the viewBox of one card
_GAP = 8  # between the cards of a hand, in the same units
_NS = "http://www.w3.org/2000/svg"
_FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
_INK = "#000000"


# ---------------------------------------------------------------------- small helpers


def _n(number: float) -> str:
    """A coordinate as short text: 12, 12.5, 12.35."""
    number = round(number, 2)
    return str(int(number)) if number == int(number) else f"{number:g}"


def _attrs(**attributes: object) -> str:
    """``name="value"`` pairs, escaped; a trailing underscore is dropped, "_" is "-"."""
    parts = []
    for name, value in attributes.items():
        if value is None:
            continue
        name = name.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = _n(value)
        parts.append(f'{name}="{escaped(value)}"')
    return " ".join(parts)


def _el(tag: str, **attributes: object) -> str:
    return f"<{tag} {_attrs(**attributes)}/>"


def _polygon(points: Iterable[tuple[float, float]], **attributes: object) -> str:
    return _el("polygon", points=" ".join(f"{_n(x)},{_n(y)}" for x, y in points), **attributes)


def _regular(cx: float, cy: float, radius: float, sides: int, turn: float = 0.0) -> list[tuple[float, float]]:
    """The corners of a regular polygon; ``turn`` 0 puts a corner straight up."""
    return [(cx + radius * math.sin(2 * math.pi * k / sides + turn),
             cy - radius * math.cos(2 * math.pi * k / sides + turn)) for k in range(sides)]


def _size(size: object) -> float:
    if is_bool(size) or not isinstance(size, (int, float)) or not math.isfinite(size) or size <= 0:
        raise refused("BAD_OPTION.card_size", shown=shown(size))
    return float(size)


def card_alt(card: Card | str, edition: Edition | str | None = None, language: str = "en") -> str:
    """The text alternative of a face-up card: "Guard, value 1", "Garde, valeur 1"."""
    language = language_of(language)
    edition = REVISED if edition is None else edition_named(edition)
    known = card_of(card, edition)
    return formatted(text("card_alt", language), language,
                     name=card_name(known, language), value=edition.value(known))


# ---------------------------------------------------------------------- markers


def _marker(kind: str, cx: float, cy: float, r: float, fill: str) -> str:
    """The matplotlib marker ``kind`` as an SVG shape of radius ``r``."""
    style = {"fill": fill, "stroke": _INK, "stroke_width": 1.2, "stroke_linejoin": "round"}
    if kind == "o":
        return _el("circle", cx=cx, cy=cy, r=r * 0.85, **style)
    if kind == "s":
        side = r * 1.5
        return _el("rect", x=cx - side / 2, y=cy - side / 2, width=side, height=side, **style)
    if kind in ("P", "X"):
        w = r * 0.36
        arm = [(-w, -r), (w, -r), (w, -w), (r, -w), (r, w), (w, w), (w, r), (-w, r), (-w, w),
               (-r, w), (-r, -w), (-w, -w)]
        angle = math.pi / 4 if kind == "X" else 0.0
        cos, sin = math.cos(angle), math.sin(angle)
        return _polygon([(cx + x * cos - y * sin, cy + x * sin + y * cos) for x, y in arm], **style)
    if kind == "*":
        outer = _regular(cx, cy, r, 5)
        inner = _regular(cx, cy, r * 0.42, 5, math.pi / 5)
        return _polygon([point for pair in zip(outer, inner) for point in pair], **style)
    sides, turn, radius = {
        "^": (3, 0.0, r), "v": (3, math.pi, r), "D": (4, 0.0, r), "h": (6, 0.0, r * 0.95),
        "p": (5, 0.0, r * 0.95),
    }[kind]
    return _polygon(_regular(cx, cy + (r * 0.15 if kind == "^" else -r * 0.15 if kind == "v" else 0),
                             radius, sides, turn), **style)


# ---------------------------------------------------------------------- hatches


def _clip(px: float, py: float, dx: float, dy: float, x0: float, y0: float, x1: float,
          y1: float) -> tuple[float, float, float, float] | None:
    """The part of the line through (px, py) along (dx, dy) inside the rectangle, or None."""
    low, high = -math.inf, math.inf
    for p, d, lo, hi in ((px, dx, x0, x1), (py, dy, y0, y1)):
        if abs(d) < 1e-12:
            if not lo <= p <= hi:
                return None
            continue
        t0, t1 = sorted(((lo - p) / d, (hi - p) / d))
        low, high = max(low, t0), min(high, t1)
    if high - low < 1e-6:
        return None
    return (px + low * dx, py + low * dy, px + high * dx, py + high * dy)


def _lines(angle: float, spacing: float, x0: float, y0: float, x1: float,
           y1: float) -> list[tuple[float, float, float, float]]:
    """Parallel lines at ``angle`` (degrees, 0 horizontal), ``spacing`` apart, in a box."""
    dx, dy = math.cos(math.radians(angle)), -math.sin(math.radians(angle))
    nx, ny = -dy, dx
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    reach = math.hypot(x1 - x0, y1 - y0) / 2
    segments = []
    steps = int(reach // spacing)
    for k in range(-steps, steps + 1):
        segment = _clip(cx + k * spacing * nx, cy + k * spacing * ny, dx, dy, x0, y0, x1, y1)
        if segment:
            segments.append(segment)
    return segments


def _hatch(hatch: str, x0: float, y0: float, x1: float, y1: float, ink: str) -> str:
    """The matplotlib ``hatch`` ("//", "xx", "oo", ...) drawn inside a box, in ``ink``."""
    kinds = set(hatch)
    segments = []
    for kind, angle, spacing in (("/", 45, 5), ("\\", -45, 5), ("x", 45, 6), ("x", -45, 6),
                                 ("-", 0, 3.5), ("|", 90, 5), ("+", 0, 4.5), ("+", 90, 6)):
        if kind in kinds:
            segments += _lines(angle, spacing, x0, y0, x1, y1)
    parts = []
    if segments:
        path = " ".join(f"M{_n(a)},{_n(b)}L{_n(c)},{_n(d)}" for a, b, c, d in segments)
        parts.append(_el("path", d=path, stroke=ink, stroke_width=1.3, fill="none"))
    cy = (y0 + y1) / 2
    for kind, radius, spacing, filled in (("o", 2.2, 8, False), ("O", 3.6, 11, False),
                                          (".", 1.3, 5.5, True)):
        if kind in kinds:
            count = int((x1 - x0) // spacing)
            start = x0 + ((x1 - x0) - (count - 1) * spacing) / 2
            for k in range(count):
                x = start + k * spacing
                if kind == ".":
                    for y in (cy - 2.6, cy + 2.6):
                        parts.append(_el("circle", cx=x + (spacing / 2 if y > cy else 0) - spacing / 4,
                                         cy=y, r=radius, fill=ink))
                else:
                    parts.append(_el("circle", cx=x, cy=cy, r=radius, fill="none", stroke=ink,
                                     stroke_width=1.3))
    if "*" in kinds:
        spacing = 9
        count = int((x1 - x0) // spacing)
        start = x0 + ((x1 - x0) - (count - 1) * spacing) / 2
        stars = []
        for k in range(count):
            x = start + k * spacing
            for angle in (90, 30, -30):
                dx, dy = 3.2 * math.cos(math.radians(angle)), 3.2 * math.sin(math.radians(angle))
                stars.append(f"M{_n(x - dx)},{_n(cy - dy)}L{_n(x + dx)},{_n(cy + dy)}")
        parts.append(_el("path", d=" ".join(stars), stroke=ink, stroke_width=1.3, fill="none"))
    return "".join(parts)


# ---------------------------------------------------------------------- emblems


def _emblem(card: Card, fill: str, ink: str) -> str:
    """The character's emblem, centred on (50, 64), in ``fill`` outlined in black."""
    s = {"fill": fill, "stroke": _INK, "stroke_width": 1.6, "stroke_linejoin": "round"}
    line = {"stroke": _INK, "stroke_width": 1.4, "fill": "none", "stroke_linecap": "round"}
    white = {"fill": "#FFFFFF", "stroke": _INK, "stroke_width": 1.2}
    if card is Card.SPY:  # a mask
        return "".join([
            _el("path", d="M22,58 L11,51 M22,61 L12,68", **line),
            _el("path", d="M22,58 C30,46 44,50 50,54 C56,50 70,46 78,58 C80,70 70,78 60,74 "
                          "C55,72 52,68 50,68 C48,68 45,72 40,74 C30,78 20,70 22,58 Z", **s),
            _el("path", d="M78,58 L89,51 M78,61 L88,68", **line),
            _el("ellipse", cx=37, cy=61, rx=7, ry=4.5, **white),
            _el("ellipse", cx=63, cy=61, rx=7, ry=4.5, **white),
        ])
    if card is Card.GUARD:  # a spear
        return "".join([
            _el("rect", x=47.5, y=49, width=5, height=43, rx=1, **s),
            _el("rect", x=40, y=52, width=20, height=4, rx=1.5, **s),
            _polygon([(50, 30), (60, 50), (50, 46), (40, 50)], **s),
        ])
    if card is Card.PRIEST:  # a book with a cross
        return "".join([
            _el("rect", x=32, y=40, width=36, height=48, rx=3, **s),
            _el("rect", x=35, y=84, width=31, height=3, **white),
            _el("path", d="M37,41 L37,84", **line),
            _polygon([(47.5, 48), (52.5, 48), (52.5, 56), (60, 56), (60, 61), (52.5, 61),
                      (52.5, 77), (47.5, 77), (47.5, 61), (40, 61), (40, 56), (47.5, 56)], **white),
        ])
    if card is Card.BARON:  # scales
        return "".join([
            _el("path", d="M26,45 L19,64 M26,45 L33,64 M74,45 L67,64 M74,45 L81,64", **line),
            _el("rect", x=48.5, y=40, width=3, height=46, **s),
            _el("rect", x=24, y=42, width=52, height=3.5, rx=1.5, **s),
            _el("circle", cx=50, cy=38.5, r=3.2, **s),
            _el("path", d="M36,91 L64,91 L58,85 L42,85 Z", **s),
            _el("path", d="M17,64 A9,7 0 0 0 35,64 Z", **s),
            _el("path", d="M65,64 A9,7 0 0 0 83,64 Z", **s),
        ])
    if card is Card.HANDMAID:  # a shield
        return "".join([
            _el("path", d="M50,36 L74,44 C74,66 66,82 50,92 C34,82 26,66 26,44 Z", **s),
            _el("path", d="M50,37 L50,91 M27,57 L73,57", **line),
            _el("circle", cx=50, cy=57, r=5, **white),
        ])
    if card is Card.PRINCE:  # a small crown
        return "".join([
            _el("path", d="M35,82 L35,62 L42.5,70 L50,58 L57.5,70 L65,62 L65,82 Z", **s),
            _el("rect", x=35, y=76, width=30, height=6, **s),
            *(_el("circle", cx=x, cy=y, r=2.4, **s) for x, y in ((35, 61), (50, 57), (65, 61))),
        ])
    if card is Card.CHANCELLOR:  # a scroll
        return "".join([
            _el("rect", x=34, y=42, width=32, height=42, **s),
            _el("path", d=" ".join(f"M39,{y} L61,{y}" for y in (51, 57, 63, 69)),
                stroke=ink, stroke_width=1.4, fill="none", stroke_linecap="round"),
            _el("path", d="M39,75 L52,75", stroke=ink, stroke_width=1.4, fill="none",
                stroke_linecap="round"),
            _el("circle", cx=59, cy=76, r=4, **white),
            _el("rect", x=29, y=36, width=42, height=8, rx=4, **s),
            _el("rect", x=29, y=82, width=42, height=8, rx=4, **s),
        ])
    if card is Card.KING:  # a big crown
        tips = ((22, 49), (36, 43), (50, 37), (64, 43), (78, 49))
        return "".join([
            _el("path", d="M22,86 L22,50 L29,64 L36,44 L43,64 L50,38 L57,64 L64,44 L71,64 "
                          "L78,50 L78,86 Z", **s),
            _el("rect", x=22, y=75, width=56, height=11, **s),
            *(_el("circle", cx=x, cy=y, r=2.8, **s) for x, y in tips),
            *(_el("circle", cx=x, cy=80.5, r=3, **white) for x in (33, 50, 67)),
        ])
    if card is Card.COUNTESS:  # a fan
        cx, cy, r = 50, 86, 36

        def at(angle: float, radius: float = r) -> tuple[float, float]:
            turn = math.radians(angle)
            return cx + radius * math.cos(turn), cy - radius * math.sin(turn)

        (ax, ay), (bx, by) = at(160), at(20)
        ribs = " ".join(f"M{cx},{cy} L{_n(at(a)[0])},{_n(at(a)[1])}" for a in range(40, 160, 20))
        return "".join([
            _el("rect", x=47, y=84, width=6, height=9, rx=2, **s),
            _el("path", d=f"M{cx},{cy} L{_n(ax)},{_n(ay)} A{r},{r} 0 0 1 {_n(bx)},{_n(by)} Z", **s),
            _el("path", d=ribs, **line),
            _el("circle", cx=cx, cy=cy, r=4, **white),
        ])
    if card is Card.PRINCESS:  # a tiara
        return "".join([
            _el("path", d="M24,80 L30,67 L38,73 L44,60 L50,44 L56,60 L62,73 L70,67 L76,80 "
                          "Q50,70 24,80 Z", **s),
            _el("path", d="M24,80 Q50,70 76,80 L76,86 Q50,76 24,86 Z", **s),
            _polygon([(50, 53), (54, 59), (50, 65), (46, 59)], **white),
            *(_el("circle", cx=x, cy=y, r=2.2, **white) for x, y in ((37, 76), (63, 76))),
        ])
    raise AssertionError(card)  # every Card has an emblem (tests check it)


# ---------------------------------------------------------------------- one card


def _text(words: object, x: float, y: float, size: float, css_class: str) -> str:
    """Bold centred text, escaped."""
    attributes = _attrs(x=x, y=y, text_anchor="middle", font_family=_FONT, font_size=size,
                        font_weight="bold", fill=_INK, class_=css_class)
    return f"<text {attributes}>{escaped(words)}</text>"


def _face_body(card: Card, value: int, name: str) -> str:
    """The inside of a face-up card, in the 100 x 140 viewBox."""
    style = style_of(card)
    colour, ink = style.color, style.ink
    font = 12 if len(name) > 9 else 13.5
    return "".join([
        _el("rect", x=2, y=2, width=96, height=136, rx=8, fill=style.tint, stroke=_INK,
            stroke_width=2),
        _el("circle", cx=17, cy=18, r=12, fill="#FFFFFF", stroke=_INK, stroke_width=1.5),
        _text(value, 17, 24, 17, "lovelet-value"),
        _marker(style.marker, 83, 18, 8.5, colour),
        _emblem(card, colour, ink),
        _el("rect", x=8, y=97, width=84, height=12, fill=colour),
        _hatch(style.hatch, 8, 97, 92, 109, ink),
        _el("rect", x=8, y=97, width=84, height=12, fill="none", stroke=_INK, stroke_width=1),
        _text(name, 50, 128, font, "lovelet-name"),
    ])


def _back_body() -> str:
    """The inside of a face-down card: the same for every card."""
    lattice = _lines(55, 9, 9, 9, 91, 131) + _lines(125, 9, 9, 9, 91, 131)
    path = " ".join(f"M{_n(a)},{_n(b)}L{_n(c)},{_n(d)}" for a, b, c, d in lattice)
    return "".join([
        _el("rect", x=2, y=2, width=96, height=136, rx=8, fill=BACK_COLOR, stroke=_INK,
            stroke_width=2),
        _el("path", d=path, stroke=BACK_INK, stroke_width=1, stroke_opacity=0.35, fill="none"),
        _el("rect", x=9, y=9, width=82, height=122, rx=5, fill="none", stroke=BACK_INK,
            stroke_width=1.5),
        _polygon([(50, 48), (68, 70), (50, 92), (32, 70)], fill=BACK_COLOR, stroke=BACK_INK,
                 stroke_width=2),
        _polygon([(50, 58), (60, 70), (50, 82), (40, 70)], fill=BACK_INK, fill_opacity=0.6),
    ])


def _svg(body: str, label: str, width: float, height: float, size: float, css_class: str,
         **extra: object) -> str:
    """A standalone ``<svg>`` of ``width`` x ``height`` viewBox units, ``size`` px per card."""
    scale = size / _WIDTH
    label = escaped(label)
    attributes = _attrs(xmlns=_NS, class_=css_class, role="img", width=width * scale,
                        height=height * scale, viewBox=f"0 0 {_n(width)} {_n(height)}", **extra)
    return f'<svg {attributes} aria-label="{label}"><title>{label}</title>{body}</svg>'


def card_back_svg(language: str = "en", size: float = CARD_SIZE) -> str:
    """A face-down card: a patterned back with no name and no value.

    It is never given the card, so it is the same drawing for every card; its text
    alternative is "face-down card" in ``language``.
    """
    language = language_of(language)
    size = _size(size)
    return _svg(_back_body(), text("card_alt_face_down", language), _WIDTH, _HEIGHT, size,
                "lovelet-card-svg lovelet-back-svg")


def card_svg(card: Card | str | None, edition: Edition | str | None = None, language: str = "en",
             face_down: bool = False, size: float = CARD_SIZE) -> str:
    """``card`` as a standalone SVG string: its value in ``edition``, its name in ``language``.

    ``edition`` is REVISED (the default), CLASSIC or their names; ``size`` is the width
    in CSS pixels (the height is 1.4 times it).  With ``face_down=True`` the drawing
    is :func:`card_back_svg`: then ``card`` may be None (a card the viewer does not
    know); a card that is given is still checked, so a mistake is never hidden.
    A card that is not in the edition raises IllegalAction (UNKNOWN_CARD), an unknown
    language or edition, or a bad size, BAD_OPTION.
    """
    language = language_of(language)
    size = _size(size)
    edition = REVISED if edition is None else edition_named(edition)
    if face_down:
        if card is not None:
            card_of(card, edition)
        return card_back_svg(language, size)
    known = card_of(card, edition)
    value = edition.value(known)
    return _svg(_face_body(known, value, card_name(known, language)),
                card_alt(known, edition, language), _WIDTH, _HEIGHT, size, "lovelet-card-svg",
                data_card=known.value, data_value=value)


def _hidden(face_down: object, count: int) -> list[bool]:
    """Which of ``count`` cards are face down: ``face_down`` is one bool for all, or one per
    card (else BAD_OPTION)."""
    if isinstance(face_down, bool):
        return [face_down] * count
    hidden: list[object] | None
    try:
        hidden = list(face_down)  # type: ignore[call-overload]  # any iterable, checked below
    except TypeError:
        hidden = None
    if hidden is None or len(hidden) != count or not all(isinstance(h, bool) for h in hidden):
        raise refused("BAD_OPTION.hand_face_down", shown=shown(face_down))
    return [h is True for h in hidden]


def hand_svg(cards: Iterable[Card | str | None], edition: Edition | str | None = None, language: str = "en",
             face_down: bool | Iterable[bool] = False, size: float = CARD_SIZE) -> str:
    """Several cards side by side in one standalone SVG, ``size`` pixels wide each.

    ``face_down`` is True (every card face down), False, or one bool per card; a
    face-down card may be None.  The text alternative lists the cards in order
    ("Cards: Guard, value 1; face-down card"); each card also carries its own
    ``<title>`` (a tooltip).  No card is "no card".
    """
    language = language_of(language)
    size = _size(size)
    edition = REVISED if edition is None else edition_named(edition)
    if isinstance(cards, (str, Card)) or not hasattr(cards, "__iter__"):
        raise refused("BAD_OPTION.hand_cards", shown=shown(cards))
    cards = list(cards)
    hidden = _hidden(face_down, len(cards))
    bodies, labels = [], []
    for card, down in zip(cards, hidden):
        if down:
            if card is not None:
                card_of(card, edition)
            bodies.append(_back_body())
            labels.append(text("card_alt_face_down", language))
        else:
            known = card_of(card, edition)
            bodies.append(_face_body(known, edition.value(known), card_name(known, language)))
            labels.append(card_alt(known, edition, language))
    count = len(cards)
    width = count * _WIDTH + max(0, count - 1) * _GAP if count else _GAP
    listed = "; ".join(labels) if labels else text("cards_alt_none", language)
    label = formatted(text("cards_alt", language), language, cards=listed)
    groups = "".join(
        f'<g transform="translate({_n(k * (_WIDTH + _GAP))},0)">'
        f"<title>{escaped(alt)}</title>{body}</g>"
        for k, (body, alt) in enumerate(zip(bodies, labels)))
    return _svg(groups, label, width, _HEIGHT, size, "lovelet-hand-svg")


#: A small shield drawn before the word "Protected" (a drawing, not an emoji: the
#: emoji is missing from many browsers' fonts).  Decorative: the word says it.
SHIELD_SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="11" height="12" viewBox="0 0 11 12" '
              'aria-hidden="true" focusable="false" style="vertical-align:-1px">'
              '<path d="M5.5 0.5 L10.5 2.2 V5.5 C10.5 8.5 8.3 10.6 5.5 11.5 '
              'C2.7 10.6 0.5 8.5 0.5 5.5 V2.2 Z" fill="#009E73" stroke="#00573F"/></svg>')
