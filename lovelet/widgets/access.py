"""What every page of the kit needs for a keyboard, a screen reader and a dim projector:
one style sheet (:func:`access_sheet`) and the small markup helpers the views share.

ipywidgets 8 has no API for ARIA attributes on its controls and no way to draw a focus
ring of one's own (jupyter-widgets/ipywidgets#2650); what it documents is ``add_class``
plus a style sheet, and HTML widgets whose value is HTML.  So this module holds:

- :data:`ACCESS_CSS`: a focus ring of 3 px, dark on the light page (17:1 against white,
  far above the 3:1 WCAG asks), drawn outside every control that takes the keyboard
  (``:focus-visible``, so a mouse click draws none); button colours dark enough for
  their white text (4.5:1 or more: ipywidgets' green, orange and teal are under it); the
  headings of the panels kept small, so that the Table still fits a laptop's screen; a
  class for words only a screen reader says (:data:`SCREEN_READER_ONLY`).
- :func:`access_sheet`: an HTML widget holding that sheet, for a view to show once (two
  copies of the same rules change nothing).
- :func:`heading`: a heading of a panel as HTML, escaped.
- :func:`screen_reader_only`: words said by a screen reader and not drawn, escaped.
- :class:`NamedImage`: an :class:`ipywidgets.Image` whose ``tooltip`` is its text
  alternative (the picture's ``title``), so that a plot is not an unnamed image.
"""

import html

import ipywidgets as widgets
import traitlets


__all__ = ["NamedImage", "ACCESS_CSS", "SCREEN_READER_ONLY", "FOCUS_RING", "access_sheet", "heading",
           "screen_reader_only"]

#: The focus ring's colour (17.4:1 on white, 15:1 on ipywidgets' grey buttons).
FOCUS_RING = "#1A1A1A"
#: The class of words only a screen reader says (drawn nowhere, still in the page's text).
SCREEN_READER_ONLY = "lovelet-sr-only"

# Button colours with white text at 4.5:1 or more (ipywidgets' own: green 4.1:1,
# orange 2.7:1, teal 3.5:1); blue and red already pass, set here so that a theme's
# lighter shade cannot bring them under.
_BUTTONS = {"success": "#2E7D32", "primary": "#1565C0", "warning": "#A84E00", "danger": "#C62828",
            "info": "#00707C"}

ACCESS_CSS = "\n".join([
    # The ring: outside the control (offset), over the page's light background.
    ".jupyter-widgets button:focus-visible, .jupyter-widgets select:focus-visible, "
    ".jupyter-widgets input:focus-visible, .jupyter-widgets textarea:focus-visible, "
    ".jupyter-widgets summary:focus-visible, .jupyter-widgets [tabindex]:focus-visible, "
    ".jupyter-widgets a:focus-visible "
    f"{{ outline: 3px solid {FOCUS_RING} !important; outline-offset: 2px !important; }}",
    *(f".jupyter-widgets.jupyter-button.mod-{style}, .jupyter-widgets .jupyter-button.mod-{style} "
      f"{{ background-color: {colour}; color: #FFFFFF; }}" for style, colour in _BUTTONS.items()),
    ".lovelet-heading { font-size: 1.05em; font-weight: bold; margin: 4px 0 2px; }",
    f".{SCREEN_READER_ONLY} {{ position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; "
    "overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }",
])


def access_sheet():
    """A new HTML widget holding :data:`ACCESS_CSS` (one per view: no widget is shared).

    A view puts it last among its children: a style sheet applies wherever it is on the
    page, and the view's first children (what its text representation begins with, which
    the lessons' stored outputs hold) stay as they were."""
    sheet = widgets.HTML(f"<style>{ACCESS_CSS}</style>", layout=widgets.Layout(height="0px", margin="0"))
    sheet.add_class("lovelet-style")
    return sheet


def heading(words, level=3):
    """A panel's heading (``<h3>`` by default) as HTML, ``words`` escaped."""
    return f'<h{level} class="lovelet-heading">{html.escape(str(words), quote=True)}</h{level}>'


def screen_reader_only(words):
    """``words`` for a screen reader only (escaped): in the page's text, drawn nowhere."""
    return f'<span class="{SCREEN_READER_ONLY}">{html.escape(str(words), quote=True)}</span>'


class NamedImage(widgets.Image):
    """An :class:`ipywidgets.Image` with a name a screen reader says: its ``tooltip``
    (a plot's title, say), which the page writes as the picture's ``title``.

    ipywidgets has no ``alt`` for an Image.  Its page writes a widget's ``tooltip`` as
    the ``title`` of the element, but only once it has read the widget's ``description``,
    which an Image does not have (the page then fails on it); this class gives the Image
    a ``description``, always empty, so that the documented ``tooltip`` names it.
    """

    description = traitlets.Unicode("", help="Always empty: lets the page write the tooltip.").tag(sync=True)
