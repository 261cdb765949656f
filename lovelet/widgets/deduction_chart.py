"""The deduction panel's chart: each player's chance to win the round, with its 95% interval.

:func:`plot_round_chances` draws the bars on matplotlib axes, in the Okabe-Ito palette
with hatching and written values, so that colour never carries meaning alone;
:func:`chances_figure` and :func:`chances_png` draw them on a figure of their own, sized
for a projector, for the panel's picture
(:class:`~lovelet.widgets.deduction_view.DeductionView`).  matplotlib is imported
when a chart is drawn, not with this module.
"""

import io

from lovelet.display.palette import OKABE_ITO, projector_rc
from lovelet.plots.figures import LABEL_SIZE, drawn_as_written, fit_names, fit_title, legend_above, make_room, percent_axis
from lovelet.text.i18n import percent, say, text

__all__ = ["plot_round_chances", "chances_figure", "chances_png", "PLOT_SIZE"]

#: The chart's size in inches, drawn at 100 dpi and shown at that size (a picture
#: scaled down would shrink its text below 14 pt): it fits the panel beside the Table.
PLOT_SIZE = (5.6, 4.4)

_OTHERS = OKABE_ITO["sky blue"]
_VIEWER = OKABE_ITO["orange"]


@drawn_as_written
def plot_round_chances(outcomes, names, viewer=None, ax=None, language="en"):
    """Bars of each player's chance to win the round, with their 95% intervals.

    ``outcomes`` is the panel's ``outcomes`` trait: one dict per seat with ``seat``,
    ``p``, ``low``, ``high`` and ``exact``; ``names`` the players' names by seat and
    ``viewer`` the seat whose view this is (its bar is orange and hatched, its label
    says "you").  Every bar has its percentage written above it (above its interval),
    "exact" when it is.  Draws on ``ax`` (new axes when None) and returns the axes.
    """
    if ax is None:
        import matplotlib.pyplot as plt

        _, ax = plt.subplots(figsize=PLOT_SIZE, layout="constrained")
    seats = [row["seat"] for row in outcomes]
    heights = [row["p"] for row in outcomes]
    below = [max(0.0, row["p"] - row["low"]) for row in outcomes]
    above = [max(0.0, row["high"] - row["p"]) for row in outcomes]
    colors = [_VIEWER if seat == viewer else _OTHERS for seat in seats]
    hatches = ["//" if seat == viewer else "" for seat in seats]
    bars = ax.bar(range(len(seats)), heights, color=colors, edgecolor="#000000", linewidth=1.2)
    for bar, hatch in zip(bars, hatches):
        bar.set_hatch(hatch)
    sampled = [index for index, row in enumerate(outcomes) if not row["exact"]]
    if sampled:
        ax.errorbar(sampled, [heights[i] for i in sampled],
                    yerr=[[below[i] for i in sampled], [above[i] for i in sampled]], fmt="none",
                    ecolor="#000000", elinewidth=2, capsize=8, label=text("plot_confidence", language))
    for index, row in enumerate(outcomes):
        written = percent(row["p"], language)
        if row["exact"]:
            written += f"\n({text('exact', language)})"
        ax.annotate(written, (index, max(row["p"], row["high"]) if not row["exact"] else row["p"]),
                    xytext=(0, 6), textcoords="offset points", ha="center", va="bottom", fontsize=LABEL_SIZE)
    percent_axis(ax, language=language)
    name = names[viewer] if isinstance(viewer, int) and 0 <= viewer < len(names) else ""
    ax.set_xlabel(text("player", language))
    ax.set_ylabel(text("plot_win_chance", language))
    title = say("deduction_plot_title", language, name=name)
    if sampled:  # the legend above the bars, under the title: beside them it would take their width
        legend_above(ax, title)
    else:
        fit_title(ax, title)
    fit_names(ax, range(len(seats)), [str(names[seat]) for seat in seats],
              [f"({text('you', language)})" if seat == viewer else None for seat in seats])
    make_room(ax)
    return ax


def chances_figure(outcomes, names, viewer, language, size=PLOT_SIZE):
    """The chart of :func:`plot_round_chances` on a figure of its own (not pyplot's), at
    100 dpi, in the projector's sizes."""
    import matplotlib
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    with matplotlib.rc_context(projector_rc()):
        figure = Figure(figsize=size, dpi=100, layout="constrained")
        FigureCanvasAgg(figure)
        plot_round_chances(outcomes, names, viewer, ax=figure.subplots(), language=language)
        figure.draw_without_rendering()
    return figure


def chances_png(outcomes, names, viewer, language, size=PLOT_SIZE):
    """The chart of :func:`plot_round_chances` as PNG bytes (see :func:`chances_figure`)."""
    buffer = io.BytesIO()
    chances_figure(outcomes, names, viewer, language, size).savefig(buffer, format="png",
                                                                   metadata={"Software": None})
    return buffer.getvalue()
