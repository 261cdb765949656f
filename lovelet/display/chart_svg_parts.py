"""The pieces every SVG chart of :mod:`lovelet.display.chart_svg` is made of.

Elements with escaped attributes (:func:`element`), texts over several lines
(:func:`text_lines`), a text's width as drawn (:func:`text_width`, an estimate: the
page measures nothing), matplotlib hatches as SVG patterns (:func:`Patterns`), value
axes (:func:`scale`) and legends (:func:`legend`).  Every text is escaped with
:func:`lovelet.display.markup.escaped`: a player's name is shown as written, never read
as markup.
"""

from __future__ import annotations

import hashlib
import textwrap

from lovelet.display.chart import INK, LegendEntry
from lovelet.display.markup import escaped
from lovelet.display.svg import _marker

__all__ = ["FONT", "SIZE", "element", "text_lines", "text_width", "wrap", "Patterns", "legend", "number",
           "marker", "swatch", "dashes"]

#: The charts' type: the cards' own, then the usual sans-serif faces.
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
#: The size of a chart's titles and axis labels in its own units; names and values are a
#: unit smaller (14 px at the chart's natural width of 560 px; a 390 px phone shrinks it
#: by a third).
SIZE = 15


def number(value: float) -> str:
    """A coordinate as short text: 12, 12.5, 12.35."""
    value = round(float(value), 2)
    return str(int(value)) if value == int(value) else f"{value:g}"


def element(tag: str, content: str | None = None, /, **attributes: object) -> str:
    """``<tag a="v" ...>content</tag>`` (or ``<tag .../>``), each attribute escaped; a
    trailing underscore in a name is dropped and "_" written "-"; None leaves it out."""
    parts = []
    for name, value in attributes.items():
        if value is None:
            continue
        if isinstance(value, float):
            value = number(value)
        parts.append(f'{name.rstrip("_").replace("_", "-")}="{escaped(value)}"')
    opening = f"<{tag} {' '.join(parts)}" if parts else f"<{tag}"
    return f"{opening}/>" if content is None else f"{opening}>{content}</{tag}>"


def text_width(text: str, size: float = SIZE, bold: bool = False) -> float:
    """About how wide ``text``'s longest line is drawn at ``size`` (0.6 em a character)."""
    longest = max((len(line) for line in str(text).split("\n")), default=0)
    return longest * size * (0.64 if bold else 0.6)


def wrap(text: str, width_units: float, size: float = SIZE, lines: int = 3) -> list[str]:
    """``text`` broken into lines that fit ``width_units`` (at most ``lines``, the last cut
    with "…"); its own line breaks are kept."""
    chars = max(3, int(width_units / (size * 0.6)))
    pieces = [piece for line in str(text).split("\n")
              for piece in (textwrap.wrap(line, chars, break_long_words=True) or [""])] or [""]
    if len(pieces) > lines:
        pieces = pieces[:lines]
        pieces[-1] = pieces[-1][:max(1, chars - 1)] + "…"
    return pieces


def text_lines(lines: list[str] | str, x: float, y: float, size: float = SIZE, anchor: str = "middle",
               bold: bool = False, fill: str = INK, turned: bool = False, **attributes: object) -> str:
    """A ``<text>`` of ``lines`` (a list, or a text broken at its "\\n"), the first line's
    baseline at ``y``, each next line 1.2 ``size`` lower; ``turned`` reads it bottom to top
    (its start at (x, y))."""
    lines = lines.split("\n") if isinstance(lines, str) else lines
    spans = "".join(element("tspan", escaped(line), x=float(x), dy=None if index == 0 else f"{1.2:g}em")
                    for index, line in enumerate(lines))
    return element("text", spans, x=float(x), y=float(y), font_size=float(size), text_anchor=anchor,
                   font_weight="bold" if bold else None, fill=fill,
                   transform=f"rotate(-90 {number(x)} {number(y)})" if turned else None, **attributes)


class Patterns:
    """The hatches of one chart as SVG ``<pattern>`` s: ``fill(hatch, ink)`` names one
    (made at its first use), :meth:`definitions` writes them all.

    Their ids start with a prefix made from the chart itself: two charts on one page use
    two prefixes, and the same chart twice the same patterns."""

    def __init__(self, seed: str):
        self.prefix = "lc" + hashlib.sha1(seed.encode("utf-8")).hexdigest()[:10]
        self._made: dict[tuple[str, str], str] = {}

    def fill(self, hatch: str, ink: str) -> str:
        """``url(#...)`` of ``hatch`` drawn in ``ink``, for a shape's ``fill``."""
        key = (hatch, ink)
        if key not in self._made:
            self._made[key] = f"{self.prefix}-{len(self._made)}"
        return f"url(#{self._made[key]})"

    def definitions(self) -> str:
        """A ``<defs>`` with every pattern asked for ("" when none was)."""
        if not self._made:
            return ""
        return element("defs", "".join(_pattern(name, hatch, ink) for (hatch, ink), name in self._made.items()))


def _pattern(name: str, hatch: str, ink: str) -> str:
    """One matplotlib hatch as a tile of 10 units: lines, dots, rings or stars."""
    kinds, size = set(hatch), 10
    line = {"stroke": ink, "stroke_width": 1.4, "fill": "none"}
    parts = []
    paths = {"/": "M-1,11 L11,-1 M-6,6 L6,-6 M4,16 L16,4", "\\": "M-1,-1 L11,11 M-6,4 L6,16 M4,-6 L16,6",
             "x": "M-1,11 L11,-1 M-1,-1 L11,11", "-": "M0,2.5 H10 M0,7.5 H10", "|": "M2.5,0 V10 M7.5,0 V10",
             "+": "M0,5 H10 M5,0 V10"}
    for kind, path in paths.items():
        if kind in kinds:
            parts.append(element("path", d=path, **line))
    if "." in kinds:
        parts += [element("circle", cx=cx, cy=cy, r=1.3, fill=ink) for cx, cy in ((2.5, 2.5), (7.5, 7.5))]
    if "o" in kinds:
        parts.append(element("circle", cx=5, cy=5, r=2.4, fill="none", stroke=ink, stroke_width=1.3))
    if "O" in kinds:
        parts.append(element("circle", cx=5, cy=5, r=3.8, fill="none", stroke=ink, stroke_width=1.3))
    if "*" in kinds:
        parts.append(element("path", d="M5,1.5 V8.5 M2,3.2 L8,6.8 M2,6.8 L8,3.2", **line))
    return element("pattern", "".join(parts), id=name, patternUnits="userSpaceOnUse", width=size, height=size)


def marker(kind: str, x: float, y: float, radius: float = 6, fill: str = "#FFFFFF") -> str:
    """The matplotlib marker ``kind`` as an SVG shape (the cards' own markers)."""
    return _marker(kind, x, y, radius, fill)


def swatch(entry: LegendEntry, x: float, y: float, patterns: Patterns) -> str:
    """A legend entry's sample, 24 by 14 units with its top left at (x, y)."""
    if entry.kind == "interval":
        return element("path", d=f"M{number(x + 12)},{number(y)} V{number(y + 14)} M{number(x + 6)},{number(y)} "
                                 f"H{number(x + 18)} M{number(x + 6)},{number(y + 14)} H{number(x + 18)}",
                       stroke=INK, stroke_width=2, fill="none")
    if entry.kind == "rule":
        return element("line", x1=float(x), y1=float(y + 7), x2=float(x + 24), y2=float(y + 7),
                       stroke=entry.colour, stroke_width=2.5, stroke_dasharray="6 4")
    if entry.kind == "line":  # dash "none": points only, hollow
        joined = entry.dash != "none"
        shown = element("line", x1=float(x), y1=float(y + 7), x2=float(x + 24), y2=float(y + 7),
                        stroke=entry.colour, stroke_width=2.5, stroke_dasharray=_DASHES.get(entry.dash)) \
            if joined else ""
        return shown + (marker(entry.marker, x + 12, y + 7, 5, entry.colour if joined else "#FFFFFF")
                        if entry.marker else "")
    box: dict[str, object] = dict(x=float(x), y=float(y), width=24.0, height=14.0)
    shown = element("rect", fill=entry.colour, stroke=entry.ink, stroke_width=1, **box)
    if entry.hatch:
        shown += element("rect", fill=patterns.fill(entry.hatch, entry.ink), stroke="none", **box)
    return shown


#: SVG dashes of matplotlib's line styles.
_DASHES = {"-": None, "--": "8 5", "-.": "8 4 2 4", ":": "2 4"}


def dashes(style: str) -> str | None:
    """The ``stroke-dasharray`` of a matplotlib line style ("--": "8 5"; "-": None)."""
    return _DASHES.get(style)


def legend(entries: list[LegendEntry], x: float, y: float, width: float, patterns: Patterns) -> tuple[str, float]:
    """The entries in rows from (x, y), as many to a row as ``width`` holds; returns the
    markup (a framed group, class ``lovelet-legend``) and the height it takes."""
    if not entries:
        return "", 0.0
    parts, row_x, row_y, size = [], x + 8, y + 8, SIZE - 1
    row_height = 0.0  # the tallest entry of the row so far
    for entry in entries:
        labels = wrap(entry.label, width - 56, size, lines=2)
        span = 32 + text_width("\n".join(labels), size)
        if row_x > x + 8 and row_x + span > x + width - 8:
            row_x, row_y, row_height = x + 8, row_y + row_height + 6, 0.0
        parts.append(swatch(entry, row_x, row_y, patterns))
        parts.append(text_lines(labels, row_x + 30, row_y + 11, size, anchor="start"))
        row_height = max(row_height, 14.0, (len(labels) - 1) * size * 1.2 + 15)
        row_x += span + 16
    height = row_y - y + row_height + 8
    frame = element("rect", x=float(x), y=float(y), width=float(width), height=float(height), fill="#FFFFFF",
                    stroke=INK, stroke_width=1)
    return element("g", frame + "".join(parts), class_="lovelet-legend"), height + 8
