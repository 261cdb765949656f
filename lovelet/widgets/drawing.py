"""Drawing helpers shared by the kit's views: cards as SVG markup, a card of the hand,
showing and hiding a widget, a dropdown's options.

:func:`face` draws a face-up card and :func:`back` a face-down one (never given a card);
:class:`CardSlot` is one card of a hand with its button; :func:`show` hides a widget by
its layout's ``display``; :func:`set_options` refills a dropdown without losing a
person's selection.  The Table (:mod:`lovelet.widgets.table_view`, which re-exports
them), the staged plays and the replay viewer draw with these.
"""

import functools

import ipywidgets as widgets

from lovelet.engine.cards import Card
from lovelet.display.svg import card_back_svg, card_svg

__all__ = ["show", "set_options", "face", "back", "CardSlot"]


def show(widget, visible):
    """Show or hide ``widget`` (its content is the caller's business).  "" rather than
    None for shown: Pyodide cannot send None."""
    widget.layout.display = "" if visible else "none"


def set_options(dropdown, options, value=None):
    """Give ``dropdown`` these (label, value) options and select ``value`` (None: nothing),
    without touching an unchanged list (a person's selection then stays)."""
    options = tuple((str(label), choice) for label, choice in options)
    if tuple(dropdown.options) != options:
        dropdown.index = None
        dropdown.options = options
        dropdown.value = value if any(choice == value for _, choice in options) else None
    elif value is not None and dropdown.value != value:
        dropdown.value = value


@functools.lru_cache(maxsize=512)
def face(code, edition, language, size):
    """A face-up card (a code such as "GUARD") as inline SVG markup."""
    return (f'<span style="display:inline-block;margin:1px">'
            f"{card_svg(Card[code], edition, language, size=size)}</span>")


@functools.lru_cache(maxsize=32)
def back(language, size):
    """A face-down card: the same markup whichever card it hides."""
    return f'<span style="display:inline-block;margin:1px">{card_back_svg(language, size=size)}</span>'


class CardSlot:
    """One card of the hand: its drawing, its button and the reason it may not be played.

    ``prefix`` starts its CSS classes (``lovelet-slot``, ``lovelet-card-button``, ...;
    the staged plays use ``lovelet-staged``), which the browser tests look for.
    """

    def __init__(self, on_click, prefix="lovelet"):
        self.picture = widgets.HTML()
        self.button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.reason = widgets.HTML()
        self.box = widgets.VBox([self.picture, self.button, self.reason],
                                layout=widgets.Layout(margin="0 8px 0 0", max_width="220px"))
        self.box.add_class(f"{prefix}-slot")
        self.button.add_class(f"{prefix}-card-button")
        self.reason.add_class(f"{prefix}-card-reason")
        self.code = None
        self.button.on_click(lambda _button: on_click(self))

    def clear(self):
        self.code = None
        self.picture.value = self.reason.value = ""
        self.button.description = self.button.tooltip = ""
        self.button.disabled = True
        self.button.button_style = ""
        self.box.remove_class("lovelet-card-refused")
        show(self.box, False)
