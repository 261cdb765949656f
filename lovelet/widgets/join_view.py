"""The student's page of a class's table, laid out: :class:`JoinView` shows a :class:`JoinController`.

Before a seat: the join form (the table's code, the student's name, the language, Join),
each refusal said beside the field it is about (the code, the name, or under Join for a
service that does not answer, with Try again).  With a seat: the table's code and the
student's name, what the table is doing (:func:`~lovelet.widgets.join.seat_notes`:
waiting for players, paused, reconnecting...), the address that takes the seat up again
("Keep this address to come back to your seat"), and the Table
(:func:`~lovelet.widgets.seat_table_view.seat_table_widget`, with the coach and the
deduction panel when the table's help allows them).  Served by Voilà
(:meth:`JoinView.of_this_page`), the browser's address becomes the seat's, so a reload
takes the seat up again.

The view holds no rule: it reads the controllers' traits and forwards clicks.  Every
text drawn in HTML is escaped (names are typed by students, the address holds the
token); fields and buttons take plain text.  It fits a phone (390 px) as a laptop:
fields take the width they are given up to a comfortable one.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from lovelet.display.blocks import ALERT, ALERT_BOX, alert_html, title_html
from lovelet.display.markup import escaped
from lovelet.text.i18n import say
from lovelet.text.languages import LANGUAGES
from lovelet.widgets.access import access_sheet
from lovelet.widgets.companion_address import this_page
from lovelet.widgets.drawing import Dropdown, add_classes, offer, show
from lovelet.widgets.guarded import GuardedView
from lovelet.widgets.join import JoinController, seat_notes
from lovelet.widgets.seat_table_view import seat_table_widget

__all__ = ["JoinView"]

# The table's traits that change what the page says above the Table.
_TABLE_TRAITS = ["table_state", "seats", "connected", "ready", "round_number", "round_over", "game_over", "language",
                 "viewer"]
# A pixel whose onload writes the seat's address in the browser's (the one script an
# HTML widget runs; the companion's page does the same).
_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
_BOX = "font:15px sans-serif;color:#111;margin:6px 0"
# Boxes drawn inside their width (border and padding included): nothing spills off a phone.
_INFO = "border:2px solid #0072B2;padding:4px 8px;background:#eef6fb;margin:4px 0;box-sizing:border-box"
_ALERT = f"{ALERT};box-sizing:border-box"
_ALERT_BOX = f"{ALERT_BOX};box-sizing:border-box"


def _wide() -> widgets.Layout:
    # The width less the widget's own margins (2 px each side): no overflow on a phone.
    return widgets.Layout(width="calc(100% - 4px)")


def _field(kind: type, **options: Any) -> widgets.Widget:
    return kind(style={"description_width": "initial"},
                layout=widgets.Layout(width="calc(100% - 4px)", max_width="370px"), **options)


def keep_address_html(link: str, shown: str, language: str) -> str:
    """"Keep this address to come back to your seat": the seat's ``link`` (relative to
    the page), written as ``shown`` (the whole address when known), escaped."""
    return (f'<div class="lovelet-join-address-box" style="{_INFO}">{escaped(say("join_keep_address", language))}: '
            f'<a class="lovelet-join-address" href="{escaped(link)}" style="word-break:break-all">'
            f"{escaped(shown)}</a></div>")


def follow_html(link: str) -> str:
    """What makes the browser's address the seat's: ``link`` is ``join.ipynb?seat=<token>``
    with a token of URL-safe characters only (checked by the controller), so it is safe
    inside the script's string; it is escaped for the attribute all the same."""
    query = link[link.index("?"):] if "?" in link else ""
    return (f'<img alt="" width="1" height="1" src="{_PIXEL}" '
            f"onload=\"history.replaceState(history.state, '', '{escaped(query)}')\">")


class JoinView(GuardedView, widgets.VBox):
    """The student's page: ``JoinView(JoinController(...))`` (display it), or
    :meth:`of_this_page` in ``join.ipynb``.  ``follow_address`` makes the browser's
    address the seat's once seated (a page served by Voilà)."""

    _what = "lovelet join view"

    @classmethod
    def of_this_page(cls, **options: Any) -> JoinView:
        """The page this kernel draws: its query string read (``?seat=``, ``?code=``), its
        address followed when Voilà serves it."""
        page = this_page()
        view = cls(JoinController(**options), follow_address=page.served, page_address=page.address)
        return view

    def __init__(self, controller: JoinController | None = None, *, follow_address: bool = False,
                 page_address: str = "", **options: Any) -> None:
        if controller is None:
            controller = JoinController(**options)
        self._start_guard(controller)
        c = controller
        self._follow_address = bool(follow_address)
        self._page_address = page_address
        self._table = None  # the seat's controller the view follows
        self._last_state = None
        self.title = widgets.HTML()
        self.language = Dropdown(style={"description_width": "initial"},
                                         layout=widgets.Layout(width="auto", max_width="100%"))
        header = widgets.HBox([self.title, self.language], layout=widgets.Layout(
            flex_flow="row wrap", justify_content="space-between", align_items="center", width="100%"))
        self.error = widgets.HTML(layout=_wide())
        # The form.
        self.intro = widgets.HTML(layout=_wide())
        self.code = _field(widgets.Text, continuous_update=False, placeholder="K7QXM4")
        self.code_error = widgets.HTML(layout=_wide())
        self.name = _field(widgets.Text, continuous_update=False)
        self.name_error = widgets.HTML(layout=_wide())
        self.join = widgets.Button(button_style="success", layout=widgets.Layout(width="auto", min_height="40px"))
        self.service_error = widgets.HTML(layout=_wide())
        self.form = widgets.VBox([self.intro, self.code, self.code_error, self.name, self.name_error, self.join,
                                  self.service_error], layout=widgets.Layout(width="100%"))
        # The seat.
        self.seat = widgets.HTML(layout=_wide())
        self.notes = widgets.HTML(layout=_wide())
        self.address = widgets.HTML(layout=_wide())
        self.follow = widgets.HTML(layout=widgets.Layout(width="0px", height="0px", overflow="hidden"))
        self.table = widgets.Box(layout=widgets.Layout(width="100%"))
        super().__init__([header, self.error, self.form, self.seat, self.notes, self.table, self.address,
                          self.follow, access_sheet()], layout=widgets.Layout(width="100%", max_width="1400px"))
        self.add_class("lovelet-join")
        add_classes("lovelet-join-", (
            (self.title, "title"), (self.language, "language"), (self.error, "error"), (self.form, "form"),
            (self.code, "code"), (self.code_error, "code-error"), (self.name, "name"),
            (self.name_error, "name-error"), (self.join, "button"), (self.service_error, "service-error"),
            (self.seat, "seat"), (self.notes, "notes"), (self.address, "address-widget"),
            (self.table, "table")))
        self.code.value = c.code
        self.code.observe(lambda change: self._set("code", change["new"]), names="value")
        self.name.observe(lambda change: self._set("name", change["new"]), names="value")
        self.language.observe(lambda change: self._set("language", change["new"]), names="value")
        self.join.on_click(lambda _button: self._act(self._join))
        self._follow()  # the first rendering

    # ------------------------------------------------------------------ events

    def _set(self, trait: str, value: Any) -> None:
        if not self._syncing and value is not None and getattr(self.controller, trait) != value:
            self._act(setattr, self.controller, trait, value)

    def _join(self) -> None:
        c = self.controller
        # The fields as they are now (a name typed and Join pressed before the field was left).
        with c.hold_trait_notifications():
            c.code, c.name = self.code.value, self.name.value
        if c.error_field == "service" and c.token:
            c.retry()
        else:
            c.join()

    def _seated(self) -> None:
        """The student has a seat: draw its Table once and follow its traits."""
        table = self.controller.table
        if table is None or table is self._table:
            return
        if self._table is not None:
            self._table.unobserve(self._on_trait, names=_TABLE_TRAITS)
        self._table = table
        table.observe(self._on_trait, names=_TABLE_TRAITS)
        self.table.children = (seat_table_widget(table),)

    def close(self) -> None:
        """Stop following the seat, close its link and every widget of the page."""
        if self._closed:
            return
        table, self._table = self._table, None
        if table is not None:
            table.unobserve(self._on_trait, names=_TABLE_TRAITS)
        for child in self.table.children:
            child.close()
        self.controller.close()
        super().close()

    # ------------------------------------------------------------------ rendering

    def _render(self) -> None:
        c = self.controller
        table = c.table
        table_state = None if table is None else {name: getattr(table, name) for name in _TABLE_TRAITS}
        news = self._news(table_state)
        if news is None:
            return
        self._syncing = True
        try:
            language = table.language if table is not None else c.language
            self.title.value = title_html(say("join_title", language), 2)
            offer(self.language, say("setup_language", language),
                  [(say(f"language_{code}", language), code) for code in LANGUAGES], c.language)
            show(self.language, not c.seated)  # seated, the Table has its own
            show(self.title, not c.seated)  # seated, the table's code and the name head the page
            problem = self._fault or (c.error if c.error_field in ("seat", "") else "")
            self.error.value = alert_html(problem, _ALERT_BOX) if problem else ""
            show(self.form, not c.seated)
            show(self.table, c.seated)
            show(self.seat, c.seated)
            show(self.notes, c.seated)
            show(self.address, c.seated)
            if c.seated:
                self._seated()
                self._render_seat(c, table, language)
                # No game yet (the table waits for players): the notes say so, no empty board.
                show(self.table, table.round_number > 0)
            else:
                self._render_form(c, language)
        finally:
            self._syncing = False
        self._last_state = news

    def _render_form(self, c: JoinController, language: str) -> None:
        self.intro.value = f'<p style="{_BOX}">{escaped(say("join_intro", language))}</p>'
        self.code.description = say("join_code", language)
        self.name.description = say("join_name", language)
        if self.code.value != c.code:
            self.code.value = c.code
        if self.name.value != c.name:
            self.name.value = c.name
        self.code_error.value = alert_html(c.error, _ALERT) if c.error_field == "code" else ""
        self.name_error.value = alert_html(c.error, _ALERT) if c.error_field == "name" else ""
        self.service_error.value = alert_html(c.error, _ALERT) if c.error_field == "service" else ""
        self.join.description = say("join_again" if c.error_field == "service" else "join_button", language)

    def _render_seat(self, c: JoinController, table: Any, language: str) -> None:
        me = table.seats[table.viewer]["name"] if table.viewer is not None and table.viewer < len(table.seats) else ""
        self.seat.value = f'<p style="{_BOX}"><b>{escaped(say("join_seat", language, code=table.table_code, name=me))}</b></p>'
        notes = seat_notes(table, language)
        lines = "".join(f"<div>{escaped(line)}</div>" for line in notes)
        self.notes.value = f'<div role="status" style="{_INFO}">{lines}</div>' if lines else ""
        shown = f"{self._page_address}?{c.seat_link.partition('?')[2]}" if self._page_address else c.seat_link
        self.address.value = keep_address_html(c.seat_link, shown, language)
        if self._follow_address and not self.follow.value:
            self.follow.value = follow_html(c.seat_link)
