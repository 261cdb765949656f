"""The Table's hot-seat panel: the mover's result, "Done: pass the screen", "Show Ben's hand".

:class:`HotSeatPanel` lays out the hand-over of :class:`~lovelet.widgets.hot_seat.HotSeat`
(the Table's controller) and forwards its clicks; it holds no rule.  Three states:

* the mover reads their move's result (``passing``): "What your move showed you", the
  move in sentences, and "Done: pass the screen to Ben";
* the hand is hidden: "Hand hidden: pass the screen to Ben" and "Show Ben's hand";
* Ben pressed it (``confirming``): "Ben, is this you?", "Yes, show my hand" and
  "No, it is not me".

Every text drawn in HTML is escaped (the names are the players').
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from lovelet.display.blocks import bold_html, sentences_html
from lovelet.text.i18n import say
from lovelet.widgets.drawing import add_classes, show

__all__ = ["HotSeatPanel"]


class HotSeatPanel:
    """The hot seat's widgets (``box`` to place in a view); ``act(function)`` runs a
    controller method as the view runs its handlers (refusals shown, redraw after)."""

    def __init__(self, controller, act):
        self.result = widgets.HTML()
        self.note = widgets.HTML()
        self.done_button = widgets.Button(button_style="primary", layout=widgets.Layout(width="auto"))
        self.reveal_button = widgets.Button(button_style="warning", layout=widgets.Layout(width="auto"))
        self.confirm_button = widgets.Button(button_style="success", layout=widgets.Layout(width="auto"))
        self.not_me_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.buttons = widgets.HBox([self.note, self.done_button, self.reveal_button, self.confirm_button,
                                     self.not_me_button],
                                    layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        self.box = widgets.VBox([self.result, self.buttons], layout=widgets.Layout(margin="4px 0"))
        add_classes("lovelet-", (
            (self.result, "move-result"), (self.done_button, "done"), (self.confirm_button, "confirm-reveal"),
            (self.not_me_button, "not-me")))
        self.done_button.on_click(lambda _b: act(controller.done))
        self.reveal_button.on_click(lambda _b: act(controller.request_reveal))
        self.confirm_button.on_click(lambda _b: act(controller.reveal))
        self.not_me_button.on_click(lambda _b: act(controller.cancel_reveal))

    def render(self, c: Any, language: str, name_of: Callable[[int | None], str]) -> None:
        """Draw the panel for the controller ``c``'s state; ``name_of(seat)`` is a name."""
        passing = bool(c.passing)
        hidden = bool(c.hidden and c.to_reveal is not None)
        asking = hidden and bool(c.confirming)
        show(self.box, passing or hidden)
        self.result.value = sentences_html(say("table_result_title", language), c.move_result) if passing else ""
        if passing:
            self.note.value = ""
        elif asking:
            self.note.value = bold_html(say("table_confirm_who", language, name=name_of(c.to_reveal)))
        elif hidden:
            self.note.value = bold_html(say("table_hidden_hand", language, name=name_of(c.to_reveal)))
        else:
            self.note.value = ""
        to = c.pass_to
        self.done_button.description = ("" if not passing else
                                         say("table_done_pass", language, name=name_of(to)) if to is not None
                                         else say("table_done_hide", language))
        self.reveal_button.description = (say("table_show_hand_of", language, name=name_of(c.to_reveal))
                                           if hidden and not asking else "")
        self.confirm_button.description = say("table_confirm_show", language) if asking else ""
        self.not_me_button.description = say("table_not_me", language) if asking else ""
        show(self.done_button, passing)
        show(self.reveal_button, hidden and not asking)
        show(self.confirm_button, asking)
        show(self.not_me_button, asking)
