"""A widget's chart as a picture: a PNG drawn by matplotlib, or SVG where there is none.

A view asks :func:`chart_picture` for the widget that shows its chart and
:func:`show_chart` to put a chart description (:mod:`lovelet.display.chart`) in it: an
:class:`~lovelet.widgets.access.NamedImage` holding the projector's PNG where matplotlib
can be imported, else an :class:`ipywidgets.HTML` holding lovelet's own SVG of the same
description (a browser's Pyodide has no matplotlib).  Which one is decided once, by
:func:`lovelet.plots.available.matplotlib_available`.  Either way the widget's
``tooltip`` names the chart, and :func:`clear_chart` empties it without sending None
(which Pyodide would lose on its way to the page).
"""

import ipywidgets as widgets

from lovelet.display.chart_svg import chart_svg
from lovelet.plots import available, chart_mpl
from lovelet.widgets.access import NamedImage

__all__ = ["chart_picture", "show_chart", "clear_chart", "shows_png"]


def chart_picture(layout=None):
    """A new widget for one chart: a PNG image where matplotlib is, else an HTML widget
    for SVG (class ``lovelet-chart-picture``); ``layout`` its ipywidgets Layout."""
    options = {} if layout is None else {"layout": layout}
    if available.matplotlib_available():
        return NamedImage(format="png", **options)
    picture = widgets.HTML("", **options)
    picture.add_class("lovelet-chart-picture")
    return picture


def shows_png(picture):
    """True when ``picture`` shows PNG bytes (an image), False when it shows SVG markup."""
    return isinstance(picture, widgets.Image)


def show_chart(picture, chart, size):
    """Put ``chart`` (a description) in ``picture``: as a PNG of ``size`` inches at 100 dpi,
    or as SVG (as wide as the page, at most its natural width)."""
    picture.value = chart_mpl.chart_png(chart, size) if shows_png(picture) else chart_svg(chart)


def clear_chart(picture):
    """Empty ``picture`` (b"" for an image, "" for SVG: never None)."""
    picture.value = b"" if shows_png(picture) else ""
