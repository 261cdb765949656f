"""What makes a figure unreadable from the back of a classroom, measured by matplotlib.

:func:`problems` draws a figure with its own renderer and lists, as sentences, every
way in which it is not projector-ready:

* a text smaller than 14 pt *as shown*: a text of ``s`` points drawn at ``dpi`` dots per
  inch and shown at ``scale`` times the picture's pixel size (an image scaled down by a
  widget, say) is ``s * dpi * scale / 96`` points on the page (CSS: 96 px to the inch);
* a text that overlaps another text, a bar, an error bar, a legend, or the axes' frame
  (a text written inside the axes must be wholly inside them; a title, an axis label or
  a tick label wholly outside), or that leaves the figure;
* a legend over data (a bar, an error bar, a point or a line) or outside the figure, and
  a text written in the axes that a line crosses (unless it has an opaque background);
* a colour that is not one of the palette's (:data:`lovelet.display.palette.OKABE_ITO`, or white),
  and a colour map that is not a blend of two of them;
* two data series told apart by colour only: lines with a legend entry but the same
  marker, or bars of different colours with the same hatch.
"""

import itertools

from matplotlib.colors import to_hex, to_rgba
from matplotlib.container import ErrorbarContainer
from matplotlib.image import AxesImage
from matplotlib.legend import Legend
from matplotlib.lines import Line2D
from matplotlib.markers import MarkerStyle
from matplotlib.patches import Rectangle
from matplotlib.text import Text
from matplotlib.transforms import Bbox

from lovelet.display.palette import OKABE_ITO

SMALLEST_POINTS = 14
ALLOWED = {colour.lower() for colour in OKABE_ITO.values()} | {"#ffffff"}
_SLACK = 1.0  # pixels: boxes that only touch do not overlap


def _texts(figure):
    """Every text matplotlib draws on the figure (visible, not empty)."""
    found = list(figure.texts)
    for ax in figure.axes:
        if not ax.get_visible():
            continue
        found += [ax.title, ax._left_title, ax._right_title, ax.xaxis.label, ax.yaxis.label,
                  ax.xaxis.get_offset_text(), ax.yaxis.get_offset_text(), *ax.texts]
        for axis in (ax.xaxis, ax.yaxis):
            for tick in axis._update_ticks():  # only the ticks inside the view are drawn
                found += [label for label in (tick.label1, tick.label2) if label.get_visible()]
    for legend in _legends(figure):
        found += list(legend.get_texts()) + [legend.get_title()]
    return [text for text in found if text.get_visible() and text.get_text().strip()]


def _shrunk(box):
    return Bbox.from_extents(box.x0 + _SLACK, box.y0 + _SLACK, box.x1 - _SLACK, box.y1 - _SLACK)


def _overlap(first, second):
    return _shrunk(first).overlaps(_shrunk(second))


def _name(text):
    return repr(text.get_text()[:40])


def _bars(ax):
    return [patch for patch in ax.patches if isinstance(patch, Rectangle) and patch.get_visible()
            and patch.get_width() != 0 and patch.get_height() != 0]


def _errorbar_boxes(ax, renderer):
    boxes = []
    for container in ax.containers:
        if not isinstance(container, ErrorbarContainer):
            continue
        _, caps, barlines = container.lines
        for collection in barlines:
            for segment in collection.get_segments():
                points = ax.transData.transform(segment)
                boxes.append(Bbox.from_extents(points[:, 0].min() - 1, points[:, 1].min() - 1,
                                               points[:, 0].max() + 1, points[:, 1].max() + 1))
        for cap in caps:
            # A cap is a short line: across the error bar, as thick as its edge.
            half_long = cap.get_markersize() * ax.figure.dpi / 72 / 2
            half_thick = max(1.0, cap.get_markeredgewidth() * ax.figure.dpi / 72 / 2)
            across, along = (half_long, half_thick) if cap.get_marker() in ("_", 2, 3) else (half_thick, half_long)
            for x, y in cap.get_transform().transform(cap.get_xydata()):
                boxes.append(Bbox.from_extents(x - across, y - along, x + across, y + along))
    return boxes


def _line_points(ax):
    """Points along each data line (not an error bar's), in pixels."""
    errorbar_lines = set()
    for container in ax.containers:
        if isinstance(container, ErrorbarContainer):
            data_line, caps, _ = container.lines
            errorbar_lines.update(caps)
            if data_line is not None:
                errorbar_lines.add(data_line)
    points = []
    for line in ax.lines:
        if line in errorbar_lines or not line.get_visible():
            if line in errorbar_lines and line.get_marker() not in (None, "", "None", " "):
                points.extend(line.get_transform().transform(line.get_xydata()))
            continue
        xy = line.get_transform().transform(line.get_xydata())
        for (x0, y0), (x1, y1) in zip(xy, xy[1:]):
            points.extend((x0 + (x1 - x0) * step / 20, y0 + (y1 - y0) * step / 20) for step in range(20))
        points.extend(xy)
    return points


def _legends(figure):
    return [legend for legend in figure.findobj(Legend) if legend.get_visible()]


def _colours_of(artist):
    """(what, "#rrggbb") for each colour an artist paints, skipping transparent ones."""
    found = []

    def add(what, colour):
        if colour is None:
            return
        if isinstance(colour, str) and colour.lower() == "none":
            return
        rgba = to_rgba(colour)
        if rgba[3] == 0:
            return
        found.append((what, to_hex(rgba[:3])))

    if isinstance(artist, Text):
        add("text", artist.get_color())
        patch = artist.get_bbox_patch()
        if patch is not None:
            add("text box", patch.get_facecolor())
    elif isinstance(artist, Line2D):
        if artist.get_linestyle() not in ("None", "none", " ", "") and artist.get_linewidth() > 0:
            add("line", artist.get_color())
        if artist.get_marker() not in (None, "", "None", " ", "none"):
            if MarkerStyle(artist.get_marker()).is_filled():  # a "_" or "|" has no face
                add("marker face", artist.get_markerfacecolor())
            add("marker edge", artist.get_markeredgecolor())
    elif hasattr(artist, "get_facecolor") and hasattr(artist, "get_edgecolor") and \
            not isinstance(artist, AxesImage):
        faces = artist.get_facecolor()
        edges = artist.get_edgecolor()
        faces = [faces] if len(faces) and not hasattr(faces[0], "__len__") else list(faces)
        edges = [edges] if len(edges) and not hasattr(edges[0], "__len__") else list(edges)
        for face in faces:
            add("face", tuple(face))
        widths = artist.get_linewidth()
        widths = widths if hasattr(widths, "__len__") else [widths]
        if any(width > 0 for width in widths):
            for edge in edges:
                add("edge", tuple(edge))
    return found


def _parents(artist):
    """The artists that hold ``artist`` (a tick's gridline is drawn only with its tick)."""
    figure = artist.figure
    held = []
    for ax in figure.axes if figure is not None else ():
        for axis in (ax.xaxis, ax.yaxis):
            for tick in axis.get_major_ticks() + axis.get_minor_ticks():
                if artist in (tick.gridline, tick.tick1line, tick.tick2line, tick.label1, tick.label2):
                    held.append(tick)
    return held


def _cmap_problem(image):
    cmap = image.get_cmap()
    low, high = to_hex(cmap(0.0)[:3]), to_hex(cmap(1.0)[:3])
    if low not in ALLOWED or high not in ALLOWED:
        return f"colour map {cmap.name} runs from {low} to {high}, not between two palette colours"
    middle = cmap(0.5)[:3]
    expected = tuple((a + b) / 2 for a, b in zip(to_rgba(low)[:3], to_rgba(high)[:3]))
    if max(abs(a - b) for a, b in zip(middle, expected)) > 0.02:
        return f"colour map {cmap.name} is not a plain blend of {low} and {high}"
    return None


def problems(figure, scale=1.0):
    """Every readability problem of ``figure`` (a list of sentences; empty when it is fine).

    ``scale`` is how much the picture is scaled when shown (0.5: a 1000-pixel PNG shown
    500 pixels wide); the figure's own dpi is the one it is drawn at.
    """
    figure.canvas.draw()
    renderer = figure.canvas.get_renderer()
    found = []
    figure_box = figure.bbox
    texts = _texts(figure)
    legends = _legends(figure)
    legend_of = {}
    for legend in legends:
        for text in list(legend.get_texts()) + [legend.get_title()]:
            legend_of[text] = legend
    boxes = {text: text.get_window_extent(renderer) for text in texts}

    for text in texts:
        shown = text.get_fontsize() * figure.dpi * scale / 96
        if shown < SMALLEST_POINTS - 0.05:
            found.append(f"text {_name(text)} is {shown:.1f} pt as shown (< {SMALLEST_POINTS} pt)")
        box = boxes[text]
        if box.x0 < figure_box.x0 - _SLACK or box.y0 < figure_box.y0 - _SLACK or \
                box.x1 > figure_box.x1 + _SLACK or box.y1 > figure_box.y1 + _SLACK:
            found.append(f"text {_name(text)} leaves the figure")

    for first, second in itertools.combinations(texts, 2):
        if _overlap(boxes[first], boxes[second]):
            found.append(f"text {_name(first)} overlaps text {_name(second)}")

    for ax in figure.axes:
        if not ax.get_visible():
            continue
        frame = ax.get_window_extent(renderer)
        bars = [(patch, patch.get_window_extent(renderer)) for patch in _bars(ax)]
        errorbars = _errorbar_boxes(ax, renderer)
        lines = _line_points(ax)
        for text in texts:
            if text in legend_of:
                continue
            box = boxes[text]
            if text.axes is ax and text in ax.texts:
                inside = Bbox.from_extents(frame.x0 - _SLACK, frame.y0 - _SLACK,
                                           frame.x1 + _SLACK, frame.y1 + _SLACK)
                if not (inside.x0 <= box.x0 and box.x1 <= inside.x1 and inside.y0 <= box.y0
                        and box.y1 <= inside.y1):
                    found.append(f"text {_name(text)} crosses the frame of its axes")
            elif _overlap(box, frame):
                found.append(f"text {_name(text)} overlaps the axes' frame")
            for _, bar in bars:
                if _overlap(box, bar):
                    found.append(f"text {_name(text)} is over a bar")
                    break
            for errorbar in errorbars:
                if _overlap(box, errorbar):
                    found.append(f"text {_name(text)} is over an error bar")
                    break
            for legend in legends:
                if _overlap(box, legend.get_window_extent(renderer)):
                    found.append(f"text {_name(text)} is under a legend")
            # A line drawn through a text hides it, unless the text stands on its own
            # opaque background (drawn above the line).
            backed = text.get_bbox_patch() is not None and to_rgba(text.get_bbox_patch().get_facecolor())[3] > 0.8
            if text.axes is ax and not backed and any(_shrunk(box).contains(x, y) for x, y in lines):
                found.append(f"text {_name(text)} is crossed by a line")
        for legend in legends:
            if legend.axes is not ax and legend.figure is not figure:
                continue
            legend_box = legend.get_window_extent(renderer)
            if any(_overlap(legend_box, bar) for _, bar in bars):
                found.append("a legend is over a bar")
            if any(_overlap(legend_box, errorbar) for errorbar in errorbars):
                found.append("a legend is over an error bar")
            if any(_shrunk(legend_box).contains(x, y) for x, y in _line_points(ax)):
                found.append("a legend is over a line or a point")
        # Colour is never the only difference between two series.
        labelled = [line for line in ax.lines if not line.get_label().startswith("_")]
        markers = [line.get_marker() for line in labelled]
        if len(set(markers)) < len(markers) or any(m in (None, "", "None", " ") for m in markers
                                                   if len(markers) > 1):
            found.append(f"lines {[line.get_label() for line in labelled]} share markers {markers}")
        hatch_colour = {}
        for patch, _ in bars:
            face = to_rgba(patch.get_facecolor())
            if face[3] == 0 or to_hex(face[:3]) == "#ffffff":
                continue
            hatch_colour.setdefault(patch.get_hatch() or "", set()).add(to_hex(face[:3]))
        for hatch, colours in hatch_colour.items():
            if len(colours) > 1:
                found.append(f"bars of colours {sorted(colours)} share the hatch {hatch!r}")

    for legend in legends:
        box = legend.get_window_extent(renderer)
        if box.x0 < -_SLACK or box.y0 < -_SLACK or box.x1 > figure_box.x1 + _SLACK or \
                box.y1 > figure_box.y1 + _SLACK:
            found.append("a legend leaves the figure")

    colours = set()
    for artist in figure.findobj(lambda artist: artist.get_visible()):
        if artist is not figure and not all(parent.get_visible() for parent in _parents(artist)):
            continue
        if isinstance(artist, AxesImage) or (hasattr(artist, "get_cmap") and hasattr(artist, "get_array")
                                             and artist.get_array() is not None):
            problem = _cmap_problem(artist)
            if problem:
                found.append(problem)
            continue
        if artist is figure.patch:
            continue
        for what, colour in _colours_of(artist):
            if colour not in ALLOWED:
                colours.add(f"{what} {colour} ({type(artist).__name__})")
    found.extend(f"colour outside the palette: {colour}" for colour in sorted(colours))
    return sorted(set(found))


def has_colour_bar(figure):
    """Whether the figure has a colour bar (an axes matplotlib made for one)."""
    return any(getattr(ax, "_colorbar", None) is not None for ax in figure.axes)
