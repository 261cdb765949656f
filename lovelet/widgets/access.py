"""What every page of the kit needs for a keyboard, a screen reader and a dim projector:
one style sheet (:func:`access_sheet`) and an image with a name.

ipywidgets 8 has no API for ARIA attributes on its controls and no way to draw a focus
ring of one's own (jupyter-widgets/ipywidgets#2650); what it documents is ``add_class``
plus a style sheet, and HTML widgets whose value is HTML.  So the rules live in :mod:`lovelet.display.styles` (with the headings and the words
for a screen reader only of :mod:`lovelet.display.blocks`), and this module holds:

- :func:`access_sheet`: an HTML widget holding that sheet, for a view to show once (two
  copies of the same rules change nothing).
- :class:`NamedImage`: an :class:`ipywidgets.Image` whose ``tooltip`` is its text
  alternative (the picture's ``title``), so that a plot is not an unnamed image.
"""

import ipywidgets as widgets
import traitlets

from lovelet.display.styles import ACCESS_CSS, style_element

__all__ = ["NamedImage", "access_sheet"]


def access_sheet() -> widgets.HTML:
    """A new HTML widget holding :data:`~lovelet.display.styles.ACCESS_CSS` (one per view:
    no widget is shared).

    A view puts it last among its children: a style sheet applies wherever it is on the
    page, and the view's first children (what its text representation begins with, which
    the lessons' stored outputs hold) stay as they were."""
    sheet = widgets.HTML(style_element(ACCESS_CSS), layout=widgets.Layout(height="0px", margin="0"))
    sheet.add_class("lovelet-style")
    return sheet


class NamedImage(widgets.Image):
    """An :class:`ipywidgets.Image` with a name a screen reader says: its ``tooltip``
    (a plot's title, say), which the page writes as the picture's ``title``.

    ipywidgets has no ``alt`` for an Image.  Its page writes a widget's ``tooltip`` as
    the ``title`` of the element, but only once it has read the widget's ``description``,
    which an Image does not have (the page then fails on it); this class gives the Image
    a ``description``, always empty, so that the documented ``tooltip`` names it.
    """

    description = traitlets.Unicode("", help="Always empty: lets the page write the tooltip.").tag(sync=True)
