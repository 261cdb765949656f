"""Widget helpers shared by the kit's views: showing and hiding a widget, a dropdown's
options, the widgets' CSS classes, a card of the hand.

No helper sends None to the browser once a widget exists: in the static site the kernel
is Pyodide, which turns None into JavaScript's ``undefined``, and a change to
``undefined`` is lost on its way (tests/widgets/test_no_none_sent.py).  So :func:`show`
shows with ``""``, and every dropdown of the kit is a :class:`Dropdown`, whose "nothing
chosen" travels as the index -1.

:func:`show` hides a widget by its layout's ``display``; :func:`set_options` refills a
dropdown without losing a person's selection (:func:`offer` names it too);
:func:`add_classes` names widgets for the style sheet and the tests; :class:`CardSlot`
is one card of a hand with its button.  The cards themselves are drawn by :mod:`lovelet.display.cards`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as widgets
import traitlets

from lovelet.display.markup import escaped
from lovelet.text.i18n import say

__all__ = ["Dropdown", "show", "set_options", "offer", "offer_editions", "offer_players", "offer_rules", "add_classes",
           "CardSlot"]


def _index_to_json(index: int | None, _widget: object) -> int:
    # A browser's dropdown shows -1 as it shows null: nothing chosen (selectedIndex = -1).
    return -1 if index is None else index


def _index_from_json(index: int | None, _widget: object) -> int | None:
    return None if index is None or index < 0 else index


class Dropdown(widgets.Dropdown):
    """An :class:`ipywidgets.Dropdown` whose "nothing chosen" reaches every browser: its
    ``index`` is None in Python as ever, and -1 on its way to the page (None would be
    lost on the way from Pyodide; the page's dropdown shows -1 as no choice, as null)."""

    index = traitlets.Int(None, allow_none=True, help="Selected index").tag(
        sync=True, to_json=_index_to_json, from_json=_index_from_json)


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


def offer_editions(dropdown: widgets.Dropdown, form: Any, language: str) -> None:
    """Offer the editions of ``form`` (a controller with ``editions`` and ``edition``)."""
    offer(dropdown, say("setup_edition", language),
          [(say(f"setup_edition_{name}", language), name) for name in form.editions],
          form.edition if form.edition in form.editions else None)


def offer_players(field: widgets.IntText, said_range: widgets.HTML, form: Any, language: str) -> None:
    """Name the number of players' ``field``, show ``form``'s number (a controller with
    ``players``, ``min_players`` and ``max_players``) and say the range allowed."""
    field.description = say("setup_players", language)
    if isinstance(form.players, int) and not isinstance(form.players, bool) and field.value != form.players:
        field.value = form.players
    said_range.value = escaped(say("setup_players_range", language, low=form.min_players, high=form.max_players))


def offer_rules(view: Any, form: Any, language: str, counts: Callable[[str], str]) -> None:
    """Offer the rules' options of ``form`` in ``view``'s ``tie_break``, ``thresholds`` and
    ``reveal_drawn`` widgets (a choice offered only when there are several);
    ``counts(name)`` says the favors a threshold rule asks for."""
    offer(view.tie_break, say("setup_tie_break", language),
          [(say(f"setup_tie_break_{name}", language), name) for name in form.tie_breaks], form.tie_break)
    offer(view.thresholds, say("setup_thresholds", language),
          [(say(f"setup_thresholds_{name}", language, counts=counts(name)), name)
           for name in form.threshold_options], form.thresholds)
    show(view.tie_break, len(form.tie_breaks) > 1)
    show(view.thresholds, len(form.threshold_options) > 1)
    view.reveal_drawn.description = say("setup_reveal_drawn", language)
    if isinstance(form.reveal_drawn, bool):
        view.reveal_drawn.value = form.reveal_drawn


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
