"""A chart description (:mod:`lovelet.display.chart`) drawn with matplotlib, for the projector.

:func:`draw_chart` draws a :class:`~lovelet.display.chart.BarChart`,
:class:`~lovelet.display.chart.Heatmap` or :class:`~lovelet.display.chart.LineChart` on
axes, as lovelet's figures always were: the palette's colours, each bar's hatch in its
edge's ink, texts drawn as written, titles and names fitted by
:mod:`lovelet.plots.figures` so that nothing leaves the figure or covers a neighbour.
:func:`chart_figure` and :func:`chart_png` draw one on a figure of its own (a widget's
picture).  The same description is drawn as SVG by :func:`lovelet.display.chart_svg.chart_svg`
where matplotlib is missing (:func:`lovelet.plots.available.matplotlib_available`);
:func:`drawn_or_described` then hands back the description itself, which a notebook
shows as that SVG.

matplotlib is imported by the functions that draw (it is an optional extra).
"""

import io

from lovelet.display.chart import INK, BarChart, Heatmap, LineChart, cell_ink
from lovelet.display.palette import projector_rc
from lovelet.plots import available
from lovelet.plots.figures import (LABEL_SIZE, as_written, fit_names, fit_title, legend_above, legend_below,
                                   legend_beside, make_room)

__all__ = ["draw_chart", "drawn_or_described", "chart_figure", "chart_png"]

_EMPHASIS = 3.5  # the edge of an emphasised bar (the best guess), in points


def draw_chart(chart, ax):
    """Draw ``chart`` on ``ax`` (matplotlib axes) and return the axes."""
    if isinstance(chart, BarChart):
        return _bar_chart(chart, ax)
    if isinstance(chart, Heatmap):
        return _heatmap(chart, ax)
    if isinstance(chart, LineChart):
        return _line_chart(chart, ax)
    raise TypeError(f"not a chart description: {type(chart).__name__}")


def drawn_or_described(chart, ax, axes):
    """``chart`` drawn on the axes ``axes(ax)`` gives (``ax`` checked, or new axes when
    None), which are returned; where matplotlib cannot be imported and no axes are given,
    ``chart`` itself, which a notebook shows as SVG (its ``_repr_svg_``)."""
    if ax is None and not available.matplotlib_available():
        return chart
    return draw_chart(chart, axes(ax))


def _bar_chart(chart, ax):
    bars, places = chart.bars, chart.positions()
    values = [float(bar.value) for bar in bars]
    draw = ax.barh if chart.horizontal else ax.bar
    widths = [bar.width for bar in bars]
    artists = draw(places, values, widths, color=[bar.colour for bar in bars],
                   edgecolor=[bar.ink for bar in bars],
                   linewidth=[_EMPHASIS if bar.emphasised else bar.edge or chart.edge_width for bar in bars])
    named = set()
    for artist, bar in zip(artists, bars):
        artist.set_hatch(bar.hatch)
        if bar.series and bar.series not in named:  # the first bar of a series stands for it
            named.add(bar.series)
            artist.set_label(bar.series)
    _intervals(chart, ax, places, values)
    _written(chart, ax, places)
    for rule in chart.rules:
        across = chart.horizontal != rule.at_place  # a vertical line
        (ax.axvline if across else ax.axhline)(rule.value, color=rule.colour, linestyle="--", label=rule.label)
    if chart.ticks:
        values_at, texts = zip(*chart.ticks)
        (ax.set_xticks if chart.horizontal else ax.set_yticks)(list(values_at), list(texts))
    ax.set_xlabel(chart.x_label)
    ax.set_ylabel(chart.y_label)
    _names(chart, ax)
    if chart.legend_place == "above" and chart.legend_entries():
        legend_above(ax, chart.title)  # the title goes above the legend
    else:
        fit_title(ax, chart.title)
        if chart.legend_entries():
            (legend_beside if chart.legend_place == "beside" else legend_below)(ax)
    make_room(ax, axis="x" if chart.horizontal else "y", least=chart.least)
    return ax


def _intervals(chart, ax, places, values):
    """Black error bars from each bar's ``low`` to its ``high``, for the bars that have one."""
    sampled = [index for index, bar in enumerate(chart.bars) if bar.has_interval]
    if not sampled:
        return
    spans = [[max(0.0, values[i] - chart.bars[i].low) for i in sampled],
             [max(0.0, chart.bars[i].high - values[i]) for i in sampled]]
    style = dict(fmt="none", ecolor=INK, capsize=8 if chart.strong_intervals else 6,
                 label=chart.interval_label or None)
    if chart.strong_intervals:
        style["elinewidth"] = 2
    points = ([values[i] for i in sampled], [places[i] for i in sampled])
    if chart.horizontal:
        ax.errorbar(*points, xerr=spans, **style)
    else:
        ax.errorbar(*points[::-1], yerr=spans, **style)


def _written(chart, ax, places):
    """Each bar's text beyond its end (beyond its interval when it has one), never over it:
    on a white ground when intervals are drawn (a rule may cross it)."""
    boxed = any(bar.has_interval for bar in chart.bars)
    for bar, place in zip(chart.bars, places):
        if bar.marker:  # the card's marker stands on its bar, the text above the marker
            point = ([bar.value], [place]) if chart.horizontal else ([place], [bar.value])
            ax.plot(*point, linestyle="none", marker=bar.marker, color=INK, markerfacecolor="#FFFFFF",
                    markersize=12)
        if not bar.written:
            continue
        gap = 12 if bar.marker else 6 if boxed else 4 if chart.written_turned else 3
        style = dict(textcoords="offset points", fontsize=LABEL_SIZE,
                     fontweight="bold" if bar.bold else "normal")
        if chart.horizontal:
            ax.annotate(bar.written, (bar.top, place), xytext=(6, 0), ha="left", va="center", **style)
            continue
        if boxed:
            style.update(zorder=5, bbox={"facecolor": "#FFFFFF", "edgecolor": "none", "pad": 1})
        ax.annotate(bar.written, (place, bar.top), xytext=(0, gap), ha="center", va="bottom",
                    rotation=90 if chart.written_turned else 0, **style)


def _names(chart, ax):
    """The names under the bars (beside them, for bars along x)."""
    groups = chart.named()
    places = [group.position for group in groups]
    labels = [group.label + (f"\n{group.suffix}" if group.suffix else "") for group in groups]
    if chart.horizontal:
        ax.set_yticks(places, labels)
        ends = chart.positions()
        ax.set_ylim(max(ends, default=0) + 0.7, min(ends, default=0) - 0.7)  # the first on top
        ticks = ax.get_yticklabels()
    elif chart.names == "fitted":
        fit_names(ax, places, [group.label for group in groups], [group.suffix or None for group in groups])
        return
    else:
        ax.set_xticks(places, labels, rotation=90 if chart.names == "turned" else 0)
        ticks = ax.get_xticklabels()
    for tick, group in zip(ticks, groups):
        if group.bold:
            tick.set_fontweight("bold")


def _heatmap(chart, ax):
    from matplotlib.colors import LinearSegmentedColormap  # an optional extra: only to draw

    shades = LinearSegmentedColormap.from_list("lovelet_shade", [chart.low_colour, chart.high_colour])
    grid = [list(row) for row in chart.values]
    image = ax.imshow(grid, cmap=shades, vmin=0, vmax=1, aspect="auto")
    for row, (line, texts) in enumerate(zip(grid, chart.cells)):
        for column, (chance, written) in enumerate(zip(line, texts)):
            if written:
                ax.text(column, row, written, ha="center", va="center", fontsize=LABEL_SIZE,
                        color=cell_ink(chance))
    ax.set_xticks(range(len(chart.columns)), list(chart.columns), rotation=90)
    ax.set_yticks(range(len(chart.rows)), list(chart.rows))
    # The colour bar says how dark is how likely.
    places, texts = zip(*chart.scale_ticks) if chart.scale_ticks else ((), ())
    bar = ax.figure.colorbar(image, ax=ax, ticks=list(places))
    bar.ax.set_yticklabels(list(texts))
    bar.set_label(chart.scale_label)
    bar.outline.set_edgecolor(INK)
    fit_title(ax, chart.title)
    ax.set_xlabel(chart.x_label)
    ax.set_ylabel(chart.y_label)
    return ax


def _line_chart(chart, ax):
    from matplotlib.ticker import MaxNLocator  # an optional extra: only to draw

    entries = []
    for line in chart.lines:
        xs = [x for x, _ in line.points]
        ys = [y for _, y in line.points]
        if line.intervals:
            spans = [[y - low for y, (low, _) in zip(ys, line.intervals)],
                     [high - y for y, (_, high) in zip(ys, line.intervals)]]
            artist = ax.errorbar(xs, ys, yerr=spans, fmt=line.marker if not line.joined else line.marker + line.dash,
                                 color=line.colour, markerfacecolor="none" if not line.joined else line.colour,
                                 capsize=4, label=line.label)
        else:
            artist, = ax.plot(xs, ys, label=line.label, color=line.colour, marker=line.marker,
                              linestyle=line.dash if line.joined else "none")
        entries.append((artist, line.label))
    ax.set_ylim(*chart.y_range)
    if chart.ticks:
        places, texts = zip(*chart.ticks)
        ax.set_yticks(list(places), list(texts))
    if chart.x_ticks:
        places, texts = zip(*chart.x_ticks)
        ax.set_xticks(list(places), list(texts))
    else:
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # turns are whole
    if entries:
        legend_beside(ax, entries=entries)  # every label, even one that starts with "_"
    fit_title(ax, chart.title)
    ax.set_xlabel(chart.x_label)
    ax.set_ylabel(chart.y_label)
    return ax


def chart_figure(chart, size, dpi=100):
    """``chart`` on a figure of its own (not pyplot's, so that nothing is left open),
    ``size`` inches at ``dpi``, in the projector's sizes, its texts drawn as written."""
    import matplotlib  # an optional extra: only to draw
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    with matplotlib.rc_context(projector_rc()):
        figure = Figure(figsize=size, dpi=dpi, layout="constrained")
        FigureCanvasAgg(figure)
        as_written(draw_chart(chart, figure.add_subplot()))
        figure.draw_without_rendering()
    return figure


def chart_png(chart, size, dpi=100):
    """``chart`` as PNG bytes (see :func:`chart_figure`), with no date or version in them."""
    buffer = io.BytesIO()
    chart_figure(chart, size, dpi).savefig(buffer, format="png", metadata={"Software": None})
    return buffer.getvalue()
