"""What every figure of lovelet shares, so that each reads from the back of a classroom.

* :func:`new_axes`: the axes a plot draws on when it is given none, on a figure whose
  layout (matplotlib's constrained layout) keeps every label, legend and colour bar
  inside it;
* :func:`as_written`, :func:`drawn_as_written` and :func:`for_the_projector`: every
  text of a figure (a player's name, an agent's) drawn as it is written, never as
  matplotlib's mathematics nor through LaTeX, so that a name with "$" in it is drawn
  as that name and cannot stop the drawing;
* :func:`wrapped`: a label broken over lines rather than over its neighbours;
* :func:`make_room`: raises an axis's limit until the texts written beyond the bars
  (percentages, "best guess") are inside the frame, whatever the figure's size;
* :func:`percent_axis`: an axis of chances read in percent, 0 to 100;
* :func:`legend_beside`, :func:`legend_above`, :func:`legend_below`: the legend outside
  the axes (to their right, between the title and them, or under the axis label),
  never over the data;
* :func:`fit_title`, :func:`fit_names`: a title and the names under bars broken over
  lines so that they stay inside the figure and apart;
* :func:`shade_map`: the one colour map of the heatmaps, white to the palette's blue;
* :data:`LABEL_SIZE`: the size of every text written on a plot (14 pt at least as shown).

Matplotlib is imported by the functions that need it (it is an optional extra).
"""

import functools
import textwrap
import warnings

from lovelet.text.i18n import percent
from lovelet.display.palette import OKABE_ITO, PROJECTOR_FONT_SIZE, TEXT_AS_WRITTEN, projector_rc
from lovelet.plots import available

__all__ = ["LABEL_SIZE", "new_axes", "as_written", "drawn_as_written", "for_the_projector", "wrapped",
           "make_room", "percent_axis", "legend_beside", "legend_above", "legend_below", "fit_title", "fit_names",
           "shade_map", "series_style"]

#: The size (points) of a text written on a plot: a bar's value, a cell of a heatmap.
LABEL_SIZE = PROJECTOR_FONT_SIZE - 1

# Lines that stand for something other than a card (a place, an agent): each its own
# colour, marker and dash, so that neither colour nor shape alone tells them apart.
_SERIES = (("blue", "o", "-"), ("vermillion", "s", "--"), ("bluish green", "^", "-."),
           ("orange", "D", ":"), ("reddish purple", "v", "-"), ("sky blue", "P", "--"),
           ("black", "X", "-."), ("yellow", "*", ":"))


def series_style(index):
    """{color, marker, linestyle} of the ``index``-th line of a plot (0, 1, ...)."""
    colour, marker, dash = _SERIES[index % len(_SERIES)]
    return {"color": OKABE_ITO[colour], "marker": marker, "linestyle": dash}


def new_axes(ax, figsize=None):
    """``ax`` itself when given, else the axes of a new pyplot figure laid out so that
    nothing it holds leaves it (its size ``figsize``, inches, or the rc's)."""
    if ax is not None:
        return ax
    import matplotlib.pyplot as plt

    _, ax = plt.subplots(figsize=figsize, layout="constrained")
    return ax


def as_written(artist):
    """Every text of ``artist``'s figure (an Axes, a Figure) drawn as it is written:
    titles, tick labels, legends, annotations, colour bars.  Returns ``artist``.

    Matplotlib reads a text with two "$" as mathematics (``"a$b$c"`` loses its
    dollars) and stops the whole drawing at one it cannot parse
    (``"$\\undefinedmacro{x}$"``); with ``usetex`` every text goes through LaTeX.
    Names typed by people are drawn, so math text and LaTeX are turned off on each
    text: ``text.get_text()`` is then exactly what is drawn.
    """
    from matplotlib.text import Text

    figure = getattr(artist, "figure", None) or artist
    for text in figure.findobj(Text):
        text.set_parse_math(False)
        text.set_usetex(False)
    return artist


def drawn_as_written(plot):
    """A plot function (returning its Axes) whose texts are all drawn as written: made
    under :data:`~lovelet.display.palette.TEXT_AS_WRITTEN` (so that what is measured while it
    lays itself out is plain text), then :func:`as_written` over the figure (for the
    texts matplotlib made before).  Without matplotlib, the plot is called as it is (a
    plot of a chart description then returns the description)."""
    @functools.wraps(plot)
    def drawn(*args, **kwargs):
        if not available.matplotlib_available():  # the plot hands back its chart, for SVG
            return plot(*args, **kwargs)
        import matplotlib

        with matplotlib.rc_context(TEXT_AS_WRITTEN):
            return as_written(plot(*args, **kwargs))

    return drawn


def for_the_projector(plot):
    """:func:`drawn_as_written`, with the projector's type sizes and line widths
    (:func:`lovelet.display.palette.projector_rc`, which draws texts as written too)."""
    @functools.wraps(plot)
    def drawn(*args, **kwargs):
        if not available.matplotlib_available():  # the plot hands back its chart, for SVG
            return plot(*args, **kwargs)
        import matplotlib

        with matplotlib.rc_context(projector_rc()):
            return as_written(plot(*args, **kwargs))

    return drawn


def wrapped(label, width=14, lines=3):
    """``label`` broken into lines of about ``width`` characters; past ``lines`` lines
    it is cut with "…"."""
    pieces = [piece for line in str(label).splitlines()
              for piece in (textwrap.wrap(line, width, break_long_words=True) or [""])] or [""]
    if len(pieces) > lines:
        pieces = pieces[:lines]
        pieces[-1] = pieces[-1][:max(1, width - 1)] + "…"
    return "\n".join(pieces)


def _laid_out(figure):
    """Lay ``figure`` out to measure it, its texts drawn as written (a name typed by a
    person would otherwise be parsed as mathematics here, and could stop the layout)."""
    as_written(figure)
    figure.draw_without_rendering()


def _renderer(figure):
    canvas = figure.canvas
    if hasattr(canvas, "get_renderer"):
        return canvas.get_renderer()
    return figure._get_renderer()


def make_room(ax, axis="y", least=1.0):
    """Raise the upper limit of ``axis`` ("y" or "x", at least ``least``) until each text
    written in the axes ends inside them, so that no label crosses the frame or the title.

    The texts stay where they are in data; only the limit moves.  Layout is run first,
    so the room is measured at the figure's final size."""
    figure = ax.figure
    low, _ = ax.get_ylim() if axis == "y" else ax.get_xlim()
    top = least
    for _ in range(4):
        (ax.set_ylim if axis == "y" else ax.set_xlim)(low, top)
        _laid_out(figure)
        renderer = _renderer(figure)
        frame = ax.get_window_extent(renderer)
        size = frame.height if axis == "y" else frame.width
        start = frame.y0 if axis == "y" else frame.x0
        needed = top
        for text in ax.texts:
            box = text.get_window_extent(renderer)
            end = box.y1 if axis == "y" else box.x1
            # An annotation's point is in data (its text is offset from it); a text's position is.
            anchor = (text.xy if hasattr(text, "xy") else text.get_position())[1 if axis == "y" else 0]
            overhang = end - start - (anchor - low) / (top - low) * size  # pixels beyond the anchor
            if overhang <= 0 or overhang >= size * 0.8:
                continue
            # The anchor sits at (anchor - low) / (T - low) of the frame and its text ends
            # ``overhang`` pixels further: inside when T >= low + (anchor - low) * size / (size - overhang).
            needed = max(needed, low + (anchor - low) * size / (size - overhang - 4))
        if needed <= top + 1e-9:
            break
        top = needed
    (ax.set_ylim if axis == "y" else ax.set_xlim)(low, top)
    return ax


def percent_axis(ax, axis="y", language="en"):
    """Chances on ``axis`` read in percent as ``language`` writes them: ticks at 0, 25,
    50, 75 and 100%."""
    ticks = [0, 0.25, 0.5, 0.75, 1]
    (ax.set_yticks if axis == "y" else ax.set_xticks)(ticks, [percent(tick, language) for tick in ticks])
    return ax


def _wrapped_labels(ax, width, entries=None):
    handles, labels = zip(*entries) if entries else ax.get_legend_handles_labels()
    return list(handles), ["\n".join(textwrap.wrap(label, width)) or label for label in labels]


def legend_beside(ax, width=16, entries=None, **options):
    """The axes' legend to their right, outside the data (the layout makes room), its
    entries broken into lines of about ``width`` characters.

    ``entries`` lists (artist, label) to show; by default the axes' labelled artists,
    which leave out a label that starts with "_" (matplotlib hides those): a plot
    whose labels are names people typed gives its entries."""
    handles, labels = _wrapped_labels(ax, width, entries)
    return ax.legend(handles, labels, loc="upper left", bbox_to_anchor=(1.02, 1.0), borderaxespad=0,
                     **options)


def legend_above(ax, title, width=44):
    """The axes' legend just above them (its entries in one row if they fit the figure's
    width, else one under the other), and ``title`` above the legend (the layout makes
    room): for a plot whose width its bars need."""
    handles, labels = _wrapped_labels(ax, width)
    figure = ax.figure
    for columns in (len(handles), 1):
        legend = ax.legend(handles, labels, loc="lower center", bbox_to_anchor=(0.5, 1.01), borderaxespad=0,
                           ncol=max(1, columns))
        renderer = _renderer(figure)
        box = legend.get_window_extent(renderer)
        if box.width <= figure.bbox.width * 0.9:
            break
    with warnings.catch_warnings():  # a first layout with a one-row legend too wide may collapse
        warnings.simplefilter("ignore", UserWarning)
        _laid_out(figure)
    height = legend.get_window_extent(_renderer(figure)).height * 72 / figure.dpi
    fit_title(ax, title, pad=height + 10)
    return legend


def legend_below(ax, width=44):
    """The axes' legend under their x-axis label (entries in one row if they fit the
    figure's width): outside the data, and clear of a title a caller may set again later.

    Placed a fixed number of points below the axes, past their tick labels and axis
    label as drawn now: call it once those are set."""
    from matplotlib.transforms import offset_copy

    handles, labels = _wrapped_labels(ax, width)
    figure = ax.figure
    _laid_out(figure)
    renderer = _renderer(figure)
    frame = ax.get_window_extent(renderer)
    below = [text.get_window_extent(renderer) for text in [ax.xaxis.label, *ax.get_xticklabels()]
             if text.get_visible() and text.get_text()]
    depth = max((frame.y0 - box.y0 for box in below), default=0) * 72 / figure.dpi + 6
    anchor = offset_copy(ax.transAxes, figure, y=-depth, units="points")
    for columns in (len(handles), 1):
        legend = ax.legend(handles, labels, loc="upper center", bbox_to_anchor=(0.5, 0), bbox_transform=anchor,
                           borderaxespad=0, ncol=max(1, columns))
        if legend.get_window_extent(_renderer(figure)).width <= figure.bbox.width * 0.9:
            break
    return legend


def fit_title(ax, title, pad=None):
    """``title`` over ``ax``, drawn as written and broken into as few lines as keep it
    inside the figure."""
    figure = ax.figure
    longest = max((len(line) for line in str(title).splitlines()), default=0)
    for width in [longest + 1] + [width for width in (64, 52, 44, 36, 30, 24, 20, 16) if width < longest]:
        ax.set_title(wrapped(title, width, lines=4), **({} if pad is None else {"pad": pad}))
        _laid_out(figure)
        renderer = _renderer(figure)
        box, frame = ax.title.get_window_extent(renderer), ax.get_window_extent(renderer)
        # Inside the figure, and no wider than the axes: beyond them stand a colour bar
        # or a legend, with texts of their own.
        if box.x0 >= figure.bbox.x0 and box.x1 <= figure.bbox.x1 and box.width <= frame.width + 2:
            break
    return ax


def fit_names(ax, positions, names, suffixes=None):
    """``names`` (players', agents') under the bars at ``positions``, drawn as written and
    broken into lines narrow enough that no two touch; turned a quarter if even short
    lines would.  ``suffixes`` (a text or None per name) go on a line of their own."""
    suffixes = suffixes or [None] * len(names)
    figure = ax.figure
    for width in (14, 11, 9, 7, 5):
        labels = [wrapped(name, width) + (f"\n{suffix}" if suffix else "") for name, suffix in zip(names, suffixes)]
        ax.set_xticks(list(positions), labels, rotation=0)
        _laid_out(figure)
        renderer = _renderer(figure)
        boxes = [tick.get_window_extent(renderer) for tick in ax.get_xticklabels()]
        if all(first.x1 + 4 < second.x0 for first, second in zip(boxes, boxes[1:])):
            return ax
    # Turned a quarter, each name on one line cut at 12 characters, so that the bars keep
    # their height.
    ax.set_xticks(list(positions), [wrapped(name, 12, lines=1) + (f"\n{suffix}" if suffix else "")
                                    for name, suffix in zip(names, suffixes)], rotation=90)
    return ax


def shade_map():
    """The heatmaps' colour map: white (0) to the palette's blue (1), one hue, read by
    every colour vision."""
    from matplotlib.colors import LinearSegmentedColormap

    return LinearSegmentedColormap.from_list("lovelet_shade", ["#FFFFFF", OKABE_ITO["blue"]])
