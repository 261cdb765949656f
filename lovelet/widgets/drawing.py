"""Widget helpers shared by the kit's views: showing and hiding a widget, a dropdown's
options, the widgets' CSS classes, a card of the hand.

:func:`show` hides a widget by its layout's ``display``; :func:`set_options` refills a
dropdown without losing a person's selection (:func:`offer` names it too);
:func:`add_classes` names widgets for the style sheet and the tests; :class:`CardSlot`
is one card of a hand with its button.  The cards themselves are drawn by :mod:`lovelet.display.cards`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as widgets

__all__ = ["show", "set_options", "offer", "add_classes", "CardSlot"]


def show(widget: widgets.Widget, visible: bool) -> None:
    """Show or hide ``widget`` (its content is the caller's business).  "" rather than
    None for shown: Pyodide cannot send None."""
    widget.layout.display = "" if visible else "none"


def set_options(dropdown: widgets.Dropdown, options: Iterable[tuple[object, Any]], value: Any = None) -> None:
    """Give ``dropdown`` these (label, value) options and select ``value`` (None: nothing),
    without touching an unchanged list (a person's selection then stays)."""
    options = tuple((str(label), choice) for label, choice in options)
    if tuple(dropdown.options) != options:
        dropdown.index = None
        dropdown.options = options
        dropdown.value = value if any(choice == value for _, choice in options) else None
    elif value is not None and dropdown.value != value:
        dropdown.value = value



def offer(dropdown: widgets.Dropdown, description: str, options: Iterable[tuple[object, Any]],
          value: Any = None) -> None:
    """Name ``dropdown`` and give it these options, ``value`` selected (see :func:`set_options`)."""
    dropdown.description = description
    set_options(dropdown, options, value)


def add_classes(prefix: str, named: Iterable[tuple[widgets.Widget | None, str]]) -> None:
    """Give each widget of ``named`` (None: a widget left out) the CSS class ``prefix`` + its
    name, which the page's style sheet and the browser tests look for."""
    for widget, name in named:
        if widget is not None:
            widget.add_class(f"{prefix}{name}")


class CardSlot:
    """One card of the hand: its drawing, its button and the reason it may not be played.

    ``prefix`` starts its CSS classes (``lovelet-slot``, ``lovelet-card-button``, ...;
    the staged plays use ``lovelet-staged``), which the browser tests look for.
    """

    def __init__(self, on_click: Callable[[CardSlot], object], prefix: str = "lovelet") -> None:
        self.picture = widgets.HTML()
        self.button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.reason = widgets.HTML()
        self.box = widgets.VBox([self.picture, self.button, self.reason],
                                layout=widgets.Layout(margin="0 8px 0 0", max_width="220px"))
        self.box.add_class(f"{prefix}-slot")
        self.button.add_class(f"{prefix}-card-button")
        self.reason.add_class(f"{prefix}-card-reason")
        self.code: str | None = None
        self.button.on_click(lambda _button: on_click(self))

    def clear(self) -> None:
        """Empty the slot and hide it (no card in it, nothing said)."""
        self.code = None
        self.picture.value = self.reason.value = ""
        self.button.description = self.button.tooltip = ""
        self.button.disabled = True
        self.button.button_style = ""
        self.box.remove_class("lovelet-card-refused")
        show(self.box, False)
