"""The style sheets of the kit's pages, as CSS text: keyboard, contrast and the Table's layout.

ipywidgets 8 has no API for ARIA attributes on its controls and no way to draw a focus
ring of one's own (jupyter-widgets/ipywidgets#2650); what it documents is ``add_class``
plus a style sheet.  So the pages carry these rules in an HTML widget
(:func:`lovelet.widgets.access.access_sheet`, :func:`lovelet.widgets.table_layout.style_sheet`):

- :data:`ACCESS_CSS`: a focus ring of 3 px, dark on the light page (17:1 against white,
  far above the 3:1 WCAG asks), drawn outside every control that takes the keyboard
  (``:focus-visible``, so a mouse click draws none); button colours dark enough for
  their white text (4.5:1 or more: ipywidgets' green, orange and teal are under it); the
  headings of the panels kept small, so that the Table still fits a laptop's screen; a
  class for words only a screen reader says (:data:`SCREEN_READER_ONLY`).
- :data:`TABLE_CSS`: the Table's layout: a card the rules forbid is drawn grey, not
  faded, so that its words keep their contrast; the move area (the hand, then the
  choices with Play and any refusal beside it) is a row that wraps, above the board; the
  Table and its deduction panel sit side by side from :data:`SIDE_BY_SIDE` pixels of
  width, and below that the panel goes under the Table, folded under its tab.  A rule
  marked ``!important`` wins over a widget's own ``display``, so that the panel is
  always shown beside the Table, whatever its tab says.
"""

from __future__ import annotations

from types import MappingProxyType

__all__ = ["BUTTON_COLOURS", "ACCESS_CSS", "TABLE_CSS", "FOCUS_RING", "SCREEN_READER_ONLY", "SIDE_BY_SIDE", "style_element"]

#: The focus ring's colour (17.4:1 on white, 15:1 on ipywidgets' grey buttons).
FOCUS_RING = "#1A1A1A"
#: The class of words only a screen reader says (drawn nowhere, still in the page's text).
SCREEN_READER_ONLY = "lovelet-sr-only"
#: The narrowest window (CSS pixels) where the deduction panel sits beside the Table.
SIDE_BY_SIDE = 1200

# Button colours with white text at 4.5:1 or more (ipywidgets' own: green 4.1:1,
# orange 2.7:1, teal 3.5:1); blue and red already pass, set here so that a theme's
# lighter shade cannot bring them under.
_BUTTONS = {"success": "#2E7D32", "primary": "#1565C0", "warning": "#A84E00", "danger": "#C62828",
            "info": "#00707C"}
#: Those colours by button style, for a button that must be given its colour inline.
BUTTON_COLOURS = MappingProxyType(_BUTTONS)

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

TABLE_CSS = f"""
.lovelet-move-row {{ gap: 4px 16px; }}
.lovelet-move-row > .lovelet-choices {{ min-width: 16em; max-width: 30em; }}
.lovelet-play-row, .lovelet-confirm-row {{ align-items: center; gap: 6px; flex-wrap: wrap; }}
.lovelet-card-refused svg {{ filter: grayscale(100%); opacity: 0.8; }}
.lovelet-move-row .widget-html-content {{ line-height: 1.35; }}
.lovelet-why-not button, button.lovelet-why-not {{ font-size: 0.85em; }}
.lovelet-table-with-deduction {{ flex-flow: row wrap; align-items: flex-start; gap: 8px 0; }}
.lovelet-table-with-deduction > .lovelet-table {{ flex: 1 1 34em; min-width: 0; }}
.lovelet-table-with-deduction > .lovelet-deduction-side {{ flex: 1 1 100%; min-width: 0; overflow-x: auto; }}
@media (min-width: {SIDE_BY_SIDE}px) {{
  .lovelet-table-with-deduction {{ flex-wrap: nowrap; }}
  .lovelet-table-with-deduction > .lovelet-table {{ flex: 0 1 43em; }}
  .lovelet-table-with-deduction > .lovelet-deduction-side {{ flex: 1 1 30em; }}
  .lovelet-table-with-deduction .lovelet-deduction-tab {{ display: none !important; }}
  .lovelet-table-with-deduction .lovelet-deduction-side > .lovelet-deduction {{ display: flex !important; }}
}}
"""


def style_element(*sheets: str) -> str:
    """The ``<style>`` element holding these style sheets, one after the other."""
    return f"<style>{''.join(sheets)}</style>"
