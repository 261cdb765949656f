"""What a chart of lovelet shows, as plain data: one description, two renderers.

A chart is described once, by a builder that knows the game (``lovelet.plots``, the
widgets' chart modules), as one of three frozen dataclasses:

* :class:`BarChart`: bars (:class:`Bar`: name, height, colour, hatch, edge ink, a 95%
  interval from ``low`` to ``high``, a thick edge when emphasised, a text written above
  it), names under the axis, reference lines (:class:`Rule`, the fair share) and a
  legend (:class:`LegendEntry`);
* :class:`Heatmap`: places by characters, each cell a chance and its text;
* :class:`LineChart`: :class:`Line` s through turns.

Every text in it is final (translated, formatted, as a person typed it); nothing here
draws (a chart shown in a notebook draws itself as SVG, by its ``_repr_svg_``).
:mod:`lovelet.plots.chart_mpl` draws a description on matplotlib axes (the
projector's figures) and :mod:`lovelet.display.chart_svg` as lovelet's own SVG (where
matplotlib cannot be imported, as in a browser's Pyodide): the same bars, colours,
hatches and words both ways.
"""

from __future__ import annotations

from dataclasses import dataclass

from lovelet.display.palette import OKABE_ITO
from lovelet.text.i18n import percent

__all__ = ["Bar", "Group", "LegendEntry", "Rule", "BarChart", "Heatmap", "Line", "LineChart",
           "Chart", "percent_ticks", "cell_ink", "INK", "BLUE", "NAMES_TURNED", "NAMES_FITTED", "NAMES_PLAIN"]

#: The edge of a bar, the line of an interval: black.
INK = "#000000"
#: Bars that stand for players rather than characters: the palette's blue.
BLUE = OKABE_ITO["blue"]

#: How the names under a bar chart are laid: turned a quarter (card names, each under its
#: own bar whatever its length), broken over lines to stay apart (people's names), or as
#: they are (short numbers).
NAMES_TURNED, NAMES_FITTED, NAMES_PLAIN = "turned", "fitted", "plain"


@dataclass(frozen=True)
class Bar:
    """One bar: ``value`` high, in ``colour`` with ``hatch`` (a matplotlib hatch, "//",
    drawn in ``ink``, the edge's colour).

    ``label`` names it under the axis (unless the chart names :class:`Group` s instead),
    with ``suffix`` on a line of its own ("(you)").  ``low``/``high``: its 95% interval
    (None: no interval).  ``emphasised``: a thick edge (the best guess).  ``written``: the
    text written above the bar, or above its interval when it has one.  ``position``: its
    place on the axis (None: its index); ``width`` in the axis's units.  ``marker``: a
    matplotlib marker standing on its end.  ``bold``: its written text in bold.
    ``series``: the legend's name for the bars that look like it (the first bar of each
    series stands for it).  ``edge``: its edge's width, when not the chart's.
    """

    label: str
    value: float
    colour: str = BLUE
    hatch: str = ""
    ink: str = INK
    low: float | None = None
    high: float | None = None
    emphasised: bool = False
    written: str = ""
    position: float | None = None
    width: float = 0.8
    suffix: str = ""
    marker: str = ""
    bold: bool = False
    series: str = ""
    edge: float | None = None

    @property
    def has_interval(self) -> bool:
        """True when the bar has a 95% interval to draw."""
        return self.low is not None and self.high is not None

    @property
    def top(self) -> float:
        """Where its written text stands: above its interval, else above the bar."""
        return max(self.value, self.high) if self.high is not None else self.value


@dataclass(frozen=True)
class Group:
    """A name under the axis at ``position`` for the bars around it (a card's two bars),
    with ``suffix`` on a second line; ``bold`` when it names the best choice."""

    label: str
    position: float
    suffix: str = ""
    bold: bool = False


@dataclass(frozen=True)
class Rule:
    """A dashed line across the bars at ``value`` (the fair share), named in the legend;
    ``at_place``: a line among the bars instead, at the place ``value`` of the names' axis
    (the most turns a round can last)."""

    value: float
    colour: str
    label: str
    at_place: bool = False


@dataclass(frozen=True)
class LegendEntry:
    """One entry of a chart's legend: a bar's look (``kind`` "bar"), the intervals'
    ("interval"), a rule's ("rule") or a line's ("line", with its ``marker`` and ``dash``)."""

    label: str
    kind: str = "bar"
    colour: str = INK
    hatch: str = ""
    ink: str = INK
    marker: str = ""
    dash: str = "-"


class _DrawsItself:
    """A chart shows itself in a notebook as lovelet's SVG (python-chess's way)."""

    def _repr_svg_(self) -> str:
        # drawn lazily: the SVG renderer reads this module
        from lovelet.display.chart_svg import chart_svg

        return chart_svg(self)  # type: ignore[arg-type]


@dataclass(frozen=True)
class BarChart(_DrawsItself):
    """Bars with their names, intervals and written values, titled and labelled.

    ``ticks`` are the value axis's marks as (value, text) (percentages written as the
    language writes them: :func:`percent_ticks`); ``least`` the least top of that axis.
    ``names`` says how the names are laid (:data:`NAMES_TURNED`, ...); ``groups`` names
    groups of bars instead of each bar.  ``interval_label`` names the intervals in the
    legend, with the bars' series and the rules, placed ``legend_place`` ("below" the axis
    label, "above" the bars under the title, "beside" them).  ``horizontal``: bars along
    the x axis, the first on top.  ``written_turned``: the written values turned a
    quarter (narrow bars).  ``edge_width``: the bars' edge (a thick one for emphasis).
    """

    title: str
    bars: tuple[Bar, ...]
    x_label: str = ""
    y_label: str = ""
    ticks: tuple[tuple[float, str], ...] = ()
    least: float = 1.0
    names: str = NAMES_TURNED
    groups: tuple[Group, ...] = ()
    interval_label: str = ""
    rules: tuple[Rule, ...] = ()
    legend_place: str = "below"
    horizontal: bool = False
    written_turned: bool = False
    edge_width: float = 1.0
    strong_intervals: bool = False

    def positions(self) -> list[float]:
        """Each bar's place on the axis (its index when it has none)."""
        return [float(index if bar.position is None else bar.position) for index, bar in enumerate(self.bars)]

    def named(self) -> list[Group]:
        """The names under the axis: the groups, or each bar's own name."""
        if self.groups:
            return list(self.groups)
        return [Group(bar.label, place, bar.suffix) for bar, place in zip(self.bars, self.positions())]

    def legend_entries(self) -> list[LegendEntry]:
        """Every legend entry in order: the bars' series, the intervals, the rules."""
        entries, named = [], set()
        for bar in self.bars:
            if bar.series and bar.series not in named:
                named.add(bar.series)
                entries.append(LegendEntry(bar.series, "bar", bar.colour, bar.hatch, bar.ink))
        if self.interval_label and any(bar.has_interval for bar in self.bars):
            entries.append(LegendEntry(self.interval_label, "interval"))
        entries += [LegendEntry(rule.label, "rule", rule.colour) for rule in self.rules]
        return entries


@dataclass(frozen=True)
class Heatmap(_DrawsItself):
    """A grid of chances: ``rows`` (places) by ``columns`` (characters), ``values[r][c]``
    from 0 (white, ``low_colour``) to 1 (``high_colour``), ``cells[r][c]`` the text written
    in the cell ("" for none); a colour scale named ``scale_label`` with ``scale_ticks``."""

    title: str
    rows: tuple[str, ...]
    columns: tuple[str, ...]
    values: tuple[tuple[float, ...], ...]
    cells: tuple[tuple[str, ...], ...]
    x_label: str = ""
    y_label: str = ""
    scale_label: str = ""
    scale_ticks: tuple[tuple[float, str], ...] = ()
    low_colour: str = "#FFFFFF"
    high_colour: str = BLUE


@dataclass(frozen=True)
class Line:
    """One line through ``points`` (x, y), named ``label`` in the legend, in ``colour``
    with a matplotlib ``marker`` and ``dash`` ("-", "--", "-.", ":").  ``joined`` False:
    points only, hollow (simulated frequencies); ``intervals``: each point's 95% interval
    (low, high), drawn as an error bar."""

    label: str
    points: tuple[tuple[float, float], ...]
    colour: str
    marker: str = "o"
    dash: str = "-"
    joined: bool = True
    intervals: tuple[tuple[float, float], ...] = ()


@dataclass(frozen=True)
class LineChart(_DrawsItself):
    """Lines over whole numbers on x (turns; ``x_ticks`` as (value, text) when given, else
    whole numbers chosen to fit), chances on y (``ticks``), legend beside."""

    title: str
    lines: tuple[Line, ...]
    x_label: str = ""
    y_label: str = ""
    ticks: tuple[tuple[float, str], ...] = ()
    y_range: tuple[float, float] = (-0.03, 1.03)
    x_ticks: tuple[tuple[float, str], ...] = ()


#: Any chart a renderer draws.
Chart = BarChart | Heatmap | LineChart


def cell_ink(value: float) -> str:
    """The colour of a heatmap cell's text: white on the dark cells (above 55%), else black."""
    return "#FFFFFF" if value > 0.55 else INK


def percent_ticks(language: str = "en") -> tuple[tuple[float, str], ...]:
    """A chance axis's marks: 0, 25, 50, 75 and 100% as ``language`` writes them."""
    return tuple((tick, percent(tick, language)) for tick in (0, 0.25, 0.5, 0.75, 1))
