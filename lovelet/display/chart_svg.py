"""A chart description (:mod:`lovelet.display.chart`) drawn as lovelet's own SVG.

:func:`chart_svg` draws a :class:`~lovelet.display.chart.BarChart`,
:class:`~lovelet.display.chart.Heatmap` or :class:`~lovelet.display.chart.LineChart` as
one ``<svg>`` string, for a page where matplotlib cannot be imported (a browser's
Pyodide): the same bars, heights, colours, hatches (as SVG patterns), intervals and
words as the matplotlib figure of the same description
(:func:`lovelet.plots.chart_mpl.draw_chart`).

The drawing is a ``role="img"`` whose ``aria-label`` and ``<title>`` are the chart's
title (what a screen reader says), with a ``<desc>`` naming its axes and each bar its
own ``<title>``; it is as wide as its container up to its natural width, so a 390 px
phone shows all of it.  Every text is escaped (:func:`lovelet.display.markup.escaped`).
Each bar, interval, rule and cell carries its values as ``data-`` attributes, so that a
test (or a curious reader of the page) reads what is drawn without measuring it.
"""

from __future__ import annotations

from collections.abc import Callable

from lovelet.display.chart import INK, Bar, BarChart, Heatmap, LegendEntry, LineChart, cell_ink
from lovelet.display.chart_svg_parts import (FONT, SIZE, Patterns, dashes, element, legend, marker, number,
                                             text_lines, text_width, wrap)
from lovelet.display.markup import escaped

__all__ = ["chart_svg", "WIDTH"]

#: A chart's natural width in its own units (and in CSS pixels at most).
WIDTH = 560
_PLOT_HEIGHT = 250
_LINE = SIZE * 1.2


def chart_svg(chart: BarChart | Heatmap | LineChart) -> str:
    """``chart`` as a standalone ``<svg>`` (well-formed XML, no script, no style sheet)."""
    patterns = Patterns(repr(chart))
    if isinstance(chart, BarChart):
        body, height, axes = _bar_chart(chart, patterns)
    elif isinstance(chart, Heatmap):
        body, height, axes = _heatmap(chart)
    elif isinstance(chart, LineChart):
        body, height, axes = _line_chart(chart, patterns)
    else:
        raise TypeError(f"not a chart description: {type(chart).__name__}")
    title = " ".join(chart.title.split())
    head = element("title", escaped(title)) + element("desc", escaped(axes))
    return element("svg", head + patterns.definitions() + body, xmlns="http://www.w3.org/2000/svg",
                   viewBox=f"0 0 {WIDTH} {number(height)}", width="100%", role="img", aria_label=title,
                   class_="lovelet-chart-svg", font_family=FONT,
                   style=f"max-width:{WIDTH}px;height:auto;background:#FFFFFF")


def _axes_words(x_label: str, y_label: str) -> str:
    words = [f"x: {' '.join(x_label.split())}" if x_label.strip() else "",
             f"y: {' '.join(y_label.split())}" if y_label.strip() else ""]
    return "; ".join(word for word in words if word)


def _title(title: str, parts: list[str]) -> float:
    """The title centred at the top (broken over lines); returns where the rest begins."""
    lines = wrap(title, WIDTH - 24, SIZE + 3, lines=4)
    parts.append(text_lines(lines, WIDTH / 2, 8 + SIZE + 3, SIZE + 3, bold=True, class_="lovelet-chart-title"))
    return 8 + len(lines) * (SIZE + 3) * 1.2 + 10


def _value_axis(ticks: tuple[tuple[float, str], ...], left: float, top: float, height: float,
                scale: Callable[[float], float], parts: list[str]) -> None:
    """The marks of the value axis at the left of the plot, each with its text."""
    for value, written in ticks:
        y = scale(value)
        if top - 0.5 <= y <= top + height + 0.5:
            parts.append(element("line", x1=left - 6, y1=y, x2=left, y2=y, stroke=INK, stroke_width=1))
            parts.append(text_lines(written, left - 9, y + SIZE * 0.35, SIZE - 1, anchor="end", class_="lovelet-tick"))


def _turned_lines(lines: list[str], x: float, y: float, size: float, bold: bool = False, anchor: str = "end",
                  **attributes: str) -> str:
    """Lines read bottom to top, centred on ``x``: ending at ``y`` (``anchor`` "end", a
    name under the axis) or starting there ("start", a value above its bar)."""
    first = x + size * 0.35 - (len(lines) - 1) * size * 0.6
    return text_lines(lines, first, y, size, anchor=anchor, turned=True, bold=bold, **attributes)


def _room(chart: BarChart) -> float:
    """The top of the value axis: at least ``least``, high enough that every written text
    ends inside the plot."""
    top = max([chart.least, *(tick for tick, _ in chart.ticks if tick <= chart.least)] +
              [bar.top for bar in chart.bars])
    for bar in chart.bars:
        lines = bar.written.split("\n") if bar.written else []
        needed = (text_width(bar.written, SIZE - 1) if chart.written_turned else len(lines) * _LINE) if lines else 0
        needed += (14 if bar.marker else 0) + (8 if needed else 0)
        if 0 < needed < _PLOT_HEIGHT * 0.8:
            top = max(top, bar.top * _PLOT_HEIGHT / (_PLOT_HEIGHT - needed))
    return top or 1.0


def _bar_chart(chart: BarChart, patterns: Patterns) -> tuple[str, float, str]:
    if chart.horizontal:
        return _bars_across(chart, patterns)
    parts: list[str] = []
    top = _title(chart.title, parts)
    entries = chart.legend_entries()
    if entries and chart.legend_place != "below":
        shown, height = legend(entries, 12, top, WIDTH - 24, patterns)
        parts.append(shown)
        top += height
    tick_width = max((text_width(written, SIZE - 1) for _, written in chart.ticks), default=24)
    left, right = 10 + _LINE + 8 + tick_width + 10, WIDTH - 14
    width = right - left
    places = chart.positions()
    low = min((place - bar.width / 2 for place, bar in zip(places, chart.bars)), default=0)
    high = max((place + bar.width / 2 for place, bar in zip(places, chart.bars)), default=1)
    pad = max(0.05 * (high - low), 0.1)

    def across(value: float) -> float:
        return left + (value - low + pad) / (high - low + 2 * pad) * width

    ceiling = _room(chart)

    def up(value: float) -> float:
        return top + _PLOT_HEIGHT - max(0.0, float(value)) / ceiling * _PLOT_HEIGHT

    bottom = top + _PLOT_HEIGHT
    _value_axis(chart.ticks, left, top, _PLOT_HEIGHT, up, parts)
    boxed = any(bar.has_interval for bar in chart.bars)
    for bar, place in zip(chart.bars, places):
        x0, x1, y = across(place - bar.width / 2), across(place + bar.width / 2), up(bar.value)
        parts.append(_bar_shape(chart, bar, dict(x=x0, y=y, width=x1 - x0, height=bottom - y), patterns))
    for bar, place in zip(chart.bars, places):
        if bar.low is not None and bar.high is not None:
            x, low_y, high_y, cap = across(place), up(bar.low), up(bar.high), (8 if chart.strong_intervals else 6)
            parts.append(element("path", d=f"M{number(x)},{number(low_y)} V{number(high_y)} M{number(x - cap)},"
                                           f"{number(low_y)} h{2 * cap} M{number(x - cap)},{number(high_y)} h{2 * cap}",
                                 stroke=INK, stroke_width=2.5 if chart.strong_intervals else 1.8, fill="none",
                                 class_="lovelet-interval", data_label=bar.label, data_low=repr(float(bar.low)),
                                 data_high=repr(float(bar.high))))
    for rule in chart.rules:
        ends: dict[str, object] = dict(x1=across(rule.value), y1=top, x2=across(rule.value), y2=bottom) \
            if rule.at_place else dict(x1=left, y1=up(rule.value), x2=right, y2=up(rule.value))
        parts.append(element("line", stroke=rule.colour, stroke_width=2.5, stroke_dasharray="8 5",
                             class_="lovelet-rule", data_value=repr(float(rule.value)), **ends))
    for bar, place in zip(chart.bars, places):
        x, y = across(place), up(bar.top)
        if bar.marker:
            parts.append(marker(bar.marker, x, up(bar.value), 6))
            y -= 12
        if not bar.written:
            continue
        if chart.written_turned:
            parts.append(_turned_lines(bar.written.split("\n"), x, y - 5, SIZE - 1, bar.bold, "start",
                                       class_="lovelet-written"))
            continue
        lines = bar.written.split("\n")
        first = y - 6 - (len(lines) - 1) * _LINE - SIZE * 0.25
        if boxed:  # on a white ground: a rule may cross it
            wide = text_width(bar.written, SIZE - 1) + 4
            parts.append(element("rect", x=x - wide / 2, y=first - SIZE, width=wide, height=len(lines) * _LINE + 2,
                                 fill="#FFFFFF"))
        parts.append(text_lines(lines, x, first, SIZE - 1, bold=bar.bold, class_="lovelet-written"))
    parts.append(element("rect", x=left, y=top, width=width, height=float(_PLOT_HEIGHT), fill="none", stroke=INK,
                         stroke_width=1))
    under = _names(chart, across, bottom, width, parts)
    if chart.x_label:
        parts.append(text_lines(chart.x_label, left + width / 2, under + SIZE + 2, SIZE, class_="lovelet-axis-label"))
        under += _LINE + 8
    if chart.y_label:
        parts.append(text_lines(chart.y_label, 10 + SIZE, top + _PLOT_HEIGHT / 2, SIZE, turned=True,
                                class_="lovelet-axis-label"))
    if entries and chart.legend_place == "below":
        shown, height = legend(entries, 12, under + 4, WIDTH - 24, patterns)
        parts.append(shown)
        under += height + 4
    return "".join(parts), under + 8, _axes_words(chart.x_label, chart.y_label)


def _bar_shape(chart: BarChart, bar: Bar, box: dict[str, object], patterns: Patterns) -> str:
    """One bar in ``box``: its colour and edge, its hatch over it, its values as data."""
    shown = element("title", escaped(" ".join(f"{bar.label} {bar.suffix} {bar.written}".split())))
    shown += element("rect", fill=bar.colour, stroke=bar.ink,
                     stroke_width=float(3.5 if bar.emphasised else bar.edge or chart.edge_width),
                     class_="lovelet-bar", data_label=bar.label, data_value=repr(float(bar.value)),
                     data_hatch=bar.hatch, **box)
    if bar.hatch:
        shown += element("rect", fill=patterns.fill(bar.hatch, bar.ink), stroke="none", class_="lovelet-hatch", **box)
    return element("g", shown)


def _bars_across(chart: BarChart, patterns: Patterns) -> tuple[str, float, str]:
    """Bars along x (the Baron's outcomes), the first on top, each text beyond its end."""
    parts: list[str] = []
    top = _title(chart.title, parts)
    entries = chart.legend_entries()
    if entries:
        shown, height = legend(entries, 12, top, WIDTH - 24, patterns)
        parts.append(shown)
        top += height
    names = [(group, wrap(group.label, 150, SIZE - 1)) for group in chart.named()]
    left = 10 + _LINE + 8 + max((text_width("\n".join(lines), SIZE - 1) for _, lines in names), default=20) + 10
    right = WIDTH - 26  # the last mark's text stays inside
    width = right - left
    places = chart.positions()
    first, last = min(places, default=0) - 0.7, max(places, default=0) + 0.7
    # A row's height: 24 units, more when names broken over lines need it.
    centres = sorted(group.position for group, _ in names)
    spacing = min((b - a for a, b in zip(centres, centres[1:]) if b > a), default=1.0)
    unit = max([24.0] + [(len(lines) * _LINE + 6) / spacing for _, lines in names])
    height = (last - first) * unit
    ceiling = max([chart.least] + [bar.top for bar in chart.bars])
    for bar in chart.bars:
        needed = text_width(bar.written, SIZE - 1) + 10 if bar.written else 0
        if 0 < needed < width * 0.8:
            ceiling = max(ceiling, bar.top * width / (width - needed))

    def along(value: float) -> float:
        return left + max(0.0, float(value)) / ceiling * width

    def down(place: float) -> float:
        return top + (place - first) * unit

    for bar, place in zip(chart.bars, places):
        y0, y1 = down(place - bar.width / 2), down(place + bar.width / 2)
        parts.append(_bar_shape(chart, bar, dict(x=left, y=y0, width=along(bar.value) - left, height=y1 - y0),
                                patterns))
        if bar.low is not None and bar.high is not None:
            y, cap = down(place), 6
            parts.append(element("path", d=f"M{number(along(bar.low))},{number(y)} H{number(along(bar.high))} "
                                           f"M{number(along(bar.low))},{number(y - cap)} v{2 * cap} "
                                           f"M{number(along(bar.high))},{number(y - cap)} v{2 * cap}",
                                 stroke=INK, stroke_width=1.8, fill="none", class_="lovelet-interval",
                                 data_label=bar.label, data_low=repr(float(bar.low)), data_high=repr(float(bar.high))))
        if bar.written:
            parts.append(text_lines(bar.written, along(bar.top) + 6, down(place) + SIZE * 0.35, SIZE - 1,
                                    anchor="start", bold=bar.bold, class_="lovelet-written"))
    bottom = top + height
    for rule in chart.rules:
        parts.append(element("line", x1=along(rule.value), y1=top, x2=along(rule.value), y2=bottom,
                             stroke=rule.colour, stroke_width=2.5, stroke_dasharray="8 5", class_="lovelet-rule",
                             data_value=repr(float(rule.value))))
    for value, written in chart.ticks:
        if value <= ceiling:
            parts.append(element("line", x1=along(value), y1=bottom, x2=along(value), y2=bottom + 6, stroke=INK))
            parts.append(text_lines(written, along(value), bottom + 8 + SIZE, SIZE - 1, class_="lovelet-tick"))
    for group, lines in names:
        y = down(group.position) + SIZE * 0.35 - (len(lines) - 1) * _LINE / 2
        parts.append(text_lines(lines, left - 8, y, SIZE - 1, anchor="end", bold=group.bold, class_="lovelet-name"))
    parts.append(element("rect", x=left, y=top, width=width, height=height, fill="none", stroke=INK, stroke_width=1))
    under = bottom + 8 + _LINE + 6
    if chart.x_label:
        parts.append(text_lines(chart.x_label, left + width / 2, under + SIZE, SIZE, class_="lovelet-axis-label"))
        under += _LINE + 8
    if chart.y_label:
        parts.append(text_lines(chart.y_label, 10 + SIZE, top + height / 2, SIZE, turned=True,
                                class_="lovelet-axis-label"))
    return "".join(parts), under + 8, _axes_words(chart.x_label, chart.y_label)


def _names(chart: BarChart, across: Callable[[float], float], bottom: float, width: float,
           parts: list[str]) -> float:
    """The names under the bars; returns where the space under them ends."""
    groups = chart.named()
    slot = width / max(1, len(groups))
    deepest = 0.0
    for group in groups:
        x = across(group.position)
        if chart.names == "turned":
            lines = [group.label] + ([group.suffix] if group.suffix else [])
            parts.append(_turned_lines(lines, x, bottom + 8, SIZE - 1, group.bold, class_="lovelet-name"))
            deepest = max(deepest, text_width("\n".join(lines), SIZE - 1) + 8)
        else:
            lines = wrap(group.label, slot - 6, SIZE - 1) + ([group.suffix] if group.suffix else [])
            parts.append(text_lines(lines, x, bottom + 6 + SIZE, SIZE - 1, bold=group.bold, class_="lovelet-name"))
            deepest = max(deepest, len(lines) * _LINE + 6)
    return bottom + deepest + 6


def _mix(low: str, high: str, share: float) -> str:
    """The colour ``share`` of the way from ``low`` to ``high`` (as matplotlib's map)."""
    share = min(1.0, max(0.0, float(share)))
    channels = [round(int(low[i:i + 2], 16) + (int(high[i:i + 2], 16) - int(low[i:i + 2], 16)) * share)
                for i in (1, 3, 5)]
    return "#" + "".join(f"{channel:02X}" for channel in channels)


def _heatmap(chart: Heatmap) -> tuple[str, float, str]:
    parts: list[str] = []
    top = _title(chart.title, parts)
    rows = [wrap(row, 150, SIZE - 1) for row in chart.rows]
    left = 10 + _LINE + 8 + max((text_width("\n".join(lines), SIZE - 1) for lines in rows), default=20) + 8
    scale_room = 100
    cell_width = (WIDTH - left - scale_room) / max(1, len(chart.columns))
    cell_height = max(34.0, max((len(lines) for lines in rows), default=1) * _LINE + 8)
    # The cells' texts as large as the widest of them lets ("100 %" in a narrow cell).
    widest = max((len(written) for line in chart.cells for written in line), default=1)
    cell_size = min(SIZE - 3.0, max(8.0, (cell_width - 4) / (0.6 * max(1, widest))))
    for r, (lines, values, cells) in enumerate(zip(rows, chart.values, chart.cells)):
        y = top + r * cell_height
        first = y + cell_height / 2 + SIZE * 0.35 - (len(lines) - 1) * _LINE / 2
        parts.append(text_lines(lines, left - 8, first, SIZE - 1, anchor="end", class_="lovelet-row"))
        for c, (value, written) in enumerate(zip(values, cells)):
            x = left + c * cell_width
            parts.append(element("rect", x=x, y=y, width=cell_width, height=cell_height,
                                 fill=_mix(chart.low_colour, chart.high_colour, value), stroke="#FFFFFF",
                                 stroke_width=0.5, class_="lovelet-cell", data_row=chart.rows[r],
                                 data_column=chart.columns[c], data_value=repr(float(value))))
            if written:
                parts.append(text_lines(written, x + cell_width / 2, y + cell_height / 2 + cell_size * 0.35,
                                        cell_size, fill=cell_ink(value), class_="lovelet-cell-text"))
    bottom = top + len(rows) * cell_height
    parts.append(element("rect", x=left, y=top, width=cell_width * len(chart.columns), height=bottom - top,
                         fill="none", stroke=INK, stroke_width=1))
    deepest = 0.0
    for c, column in enumerate(chart.columns):
        parts.append(_turned_lines([column], left + (c + 0.5) * cell_width, bottom + 8, SIZE - 1,
                                   class_="lovelet-name"))
        deepest = max(deepest, text_width(column, SIZE - 1) + 8)
    _shade_scale(chart, WIDTH - scale_room + 16, top, max(bottom - top, 120.0), parts)
    under = max(bottom + deepest + 6, top + max(bottom - top, 120.0) + 10)
    if chart.x_label:
        parts.append(text_lines(chart.x_label, left + cell_width * len(chart.columns) / 2, under + SIZE + 2, SIZE,
                                class_="lovelet-axis-label"))
        under += _LINE + 8
    if chart.y_label:
        parts.append(text_lines(chart.y_label, 10 + SIZE, top + (bottom - top) / 2, SIZE, turned=True,
                                class_="lovelet-axis-label"))
    return "".join(parts), under + 8, _axes_words(chart.x_label, chart.y_label)


def _shade_scale(chart: Heatmap, x: float, top: float, height: float, parts: list[str]) -> None:
    """The colour scale: 0 at the bottom to 1 at the top, its marks, its name turned."""
    steps = 20
    for step in range(steps):
        share = (step + 0.5) / steps
        parts.append(element("rect", x=x, y=top + height * (1 - (step + 1) / steps), width=16.0,
                             height=height / steps + 0.3, fill=_mix(chart.low_colour, chart.high_colour, share)))
    parts.append(element("rect", x=x, y=top, width=16.0, height=height, fill="none", stroke=INK, stroke_width=1))
    for value, written in chart.scale_ticks:
        y = top + height * (1 - value)
        parts.append(element("line", x1=x + 16, y1=y, x2=x + 20, y2=y, stroke=INK, stroke_width=1))
        parts.append(text_lines(written, x + 22, y + 4, SIZE - 3, anchor="start", class_="lovelet-tick"))
    if chart.scale_label:
        parts.append(text_lines(chart.scale_label, WIDTH - 8, top + height / 2, SIZE - 3, turned=True,
                                class_="lovelet-axis-label"))


def _line_chart(chart: LineChart, patterns: Patterns) -> tuple[str, float, str]:
    parts: list[str] = []
    top = _title(chart.title, parts)
    tick_width = max((text_width(written, SIZE - 1) for _, written in chart.ticks), default=24)
    left, right = 10 + _LINE + 8 + tick_width + 10, WIDTH - 14
    xs = [x for line in chart.lines for x, _ in line.points] or [0.0, 1.0]
    low, high = min(xs), max(xs)
    pad = max(0.05 * (high - low), 0.25)
    y_low, y_high = chart.y_range

    def across(value: float) -> float:
        return left + (value - low + pad) / (high - low + 2 * pad) * (right - left)

    def up(value: float) -> float:
        return top + (y_high - value) / (y_high - y_low) * _PLOT_HEIGHT

    bottom = top + _PLOT_HEIGHT
    _value_axis(chart.ticks, left, top, _PLOT_HEIGHT, up, parts)
    every = max(1, int((high - low) // 10) + 1)
    marks = chart.x_ticks or tuple((turn, str(turn)) for turn in range(int(low), int(high) + 1, every))
    for turn, written in marks:
        parts.append(element("line", x1=across(turn), y1=bottom, x2=across(turn), y2=bottom + 6, stroke=INK))
        parts.append(text_lines(written, across(turn), bottom + 8 + SIZE, SIZE - 1, class_="lovelet-tick"))
    for line in chart.lines:
        points = " ".join(f"{number(across(x))},{number(up(y))}" for x, y in line.points)
        shown = element("title", escaped(" ".join(line.label.split())))
        shown += element("polyline", points=points, fill="none", stroke=line.colour if line.joined else "none",
                         stroke_width=2.5, stroke_dasharray=dashes(line.dash), class_="lovelet-line",
                         data_label=line.label)
        for (x, _), (low_y, high_y) in zip(line.points, line.intervals):
            shown += element("path", d=f"M{number(across(x))},{number(up(low_y))} V{number(up(high_y))} "
                                       f"M{number(across(x) - 4)},{number(up(low_y))} h8 "
                                       f"M{number(across(x) - 4)},{number(up(high_y))} h8",
                             stroke=line.colour, stroke_width=1.8, fill="none", class_="lovelet-interval",
                             data_low=repr(float(low_y)), data_high=repr(float(high_y)))
        shown += "".join(marker(line.marker, across(x), up(y), 5, line.colour if line.joined else "#FFFFFF")
                         for x, y in line.points)
        parts.append(element("g", shown))
    parts.append(element("rect", x=left, y=top, width=right - left, height=float(_PLOT_HEIGHT), fill="none",
                         stroke=INK, stroke_width=1))
    under = bottom + 8 + _LINE + 6
    if chart.x_label:
        parts.append(text_lines(chart.x_label, (left + right) / 2, under + SIZE, SIZE, class_="lovelet-axis-label"))
        under += _LINE + 8
    if chart.y_label:
        parts.append(text_lines(chart.y_label, 10 + SIZE, top + _PLOT_HEIGHT / 2, SIZE, turned=True,
                                class_="lovelet-axis-label"))
    entries = [LegendEntry(line.label, "line", line.colour, marker=line.marker,
                           dash=line.dash if line.joined else "none")
               for line in chart.lines]
    shown, height = legend(entries, 12, under + 4, WIDTH - 24, patterns)
    parts.append(shown)
    return "".join(parts), under + height + 12, _axes_words(chart.x_label, chart.y_label)
