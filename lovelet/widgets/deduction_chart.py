"""The deduction panel's chart: each player's chance to win the round, with its 95% interval.

:func:`describe_round_chances` says what the chart shows (a
:class:`~lovelet.display.chart.BarChart`: the Okabe-Ito palette with hatching and
written values, so that colour never carries meaning alone); :func:`plot_round_chances`
draws it on matplotlib axes, :func:`chances_figure` and :func:`chances_png` on a figure
of their own, sized for a projector, and :func:`chances_svg` as lovelet's own SVG, for a
page where matplotlib cannot be imported.  The panel
(:class:`~lovelet.widgets.deduction_view.DeductionView`) shows whichever its page can
(:mod:`lovelet.widgets.chart_picture`).  matplotlib is imported when a chart is drawn,
not with this module.
"""

from lovelet.display.chart import INK, NAMES_FITTED, Bar, BarChart, percent_ticks
from lovelet.display.chart_svg import chart_svg
from lovelet.display.palette import OKABE_ITO
from lovelet.plots.chart_mpl import chart_figure, chart_png, drawn_or_described
from lovelet.plots.figures import drawn_as_written, new_axes
from lovelet.text.i18n import percent, say, text

__all__ = ["describe_round_chances", "plot_round_chances", "chances_figure", "chances_png", "chances_svg",
           "PLOT_SIZE"]

#: The chart's size in inches, drawn at 100 dpi and shown at that size (a picture
#: scaled down would shrink its text below 14 pt): it fits the panel beside the Table.
PLOT_SIZE = (5.6, 4.4)

_OTHERS = OKABE_ITO["sky blue"]
_VIEWER = OKABE_ITO["orange"]


def describe_round_chances(outcomes, names, viewer=None, language="en"):
    """The chart of each player's chance to win the round, with their 95% intervals.

    ``outcomes`` is the panel's ``outcomes`` trait: one dict per seat with ``seat``,
    ``p``, ``low``, ``high`` and ``exact``; ``names`` the players' names by seat and
    ``viewer`` the seat whose view this is (its bar is orange and hatched, its name says
    "you").  Every bar has its percentage written above it (above its interval), "exact"
    when it is, and an exact chance has no interval."""
    bars = []
    for row in outcomes:
        seat, mine = row["seat"], row["seat"] == viewer
        written = percent(row["p"], language) + (f"\n({text('exact', language)})" if row["exact"] else "")
        interval = {} if row["exact"] else {"low": float(row["low"]), "high": float(row["high"])}
        bars.append(Bar(str(names[seat]), float(row["p"]), _VIEWER if mine else _OTHERS, "//" if mine else "", INK,
                        written=written, suffix=f"({text('you', language)})" if mine else "", **interval))
    name = names[viewer] if isinstance(viewer, int) and 0 <= viewer < len(names) else ""
    # The legend above the bars, under the title: beside them it would take their width.
    return BarChart(say("deduction_plot_title", language, name=name), tuple(bars), text("player", language),
                    text("plot_win_chance", language), percent_ticks(language), names=NAMES_FITTED,
                    interval_label=text("plot_confidence", language), legend_place="above", edge_width=1.2,
                    strong_intervals=True)


@drawn_as_written
def plot_round_chances(outcomes, names, viewer=None, ax=None, language="en"):
    """Bars of each player's chance to win the round (:func:`describe_round_chances`),
    drawn on ``ax`` (new axes of :data:`PLOT_SIZE` when None); returns the axes."""
    return drawn_or_described(describe_round_chances(outcomes, names, viewer, language), ax,
                              lambda given: new_axes(given, PLOT_SIZE))


def chances_figure(outcomes, names, viewer, language, size=PLOT_SIZE):
    """The chart of :func:`plot_round_chances` on a figure of its own (not pyplot's), at
    100 dpi, in the projector's sizes."""
    return chart_figure(describe_round_chances(outcomes, names, viewer, language), size)


def chances_png(outcomes, names, viewer, language, size=PLOT_SIZE):
    """The chart of :func:`plot_round_chances` as PNG bytes (see :func:`chances_figure`)."""
    return chart_png(describe_round_chances(outcomes, names, viewer, language), size)


def chances_svg(outcomes, names, viewer, language):
    """The chart of :func:`plot_round_chances` as SVG markup (no matplotlib needed)."""
    return chart_svg(describe_round_chances(outcomes, names, viewer, language))
