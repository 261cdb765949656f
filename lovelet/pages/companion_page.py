"""The companion page: a real game of Love Letter, entered from one seat, on a phone.

On a page Voilà serves, the game follows the page's address (``?game=CODE``); on the
static site, where the page runs in the browser, each device keeps its current game in
the browser's own storage and takes it up again when the page is opened or reloaded
(:meth:`~lovelet.widgets.companion_view.CompanionView.of_this_page`).
"""

from __future__ import annotations

from IPython.display import display

from lovelet.text.languages import language_of
from lovelet.widgets.companion_view import CompanionView

__all__ = ["companion"]


def companion(language: str = "en") -> CompanionView:
    """Show the companion in ``language`` ("en", "fr" or "de"; anything else raises
    IllegalAction BAD_OPTION) in the current output, and return its widget."""
    view = CompanionView.of_this_page(language=language_of(language))
    display(view)
    return view
