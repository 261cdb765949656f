"""The teacher's page's ipywidgets view: :class:`TeacherView` lays a
:class:`~lovelet.widgets.teacher.TeacherController` out.

From the top: the connection (a password field for the teacher's token, Connect, and
what the connection says), the form of a new table (edition, number of seats, each seat a
student or a bot, tie break, coach, deduction panel, idle seconds, Create), the projector
(one table's code and QR code, large, when the teacher asks for it), every table as a
card (:func:`~lovelet.display.tables.table_card_html`) with its controls (Start, Pause or
Resume, End, Next round, Projector; a seat given to a bot), and the downloads of every
table's game.  A refusal is drawn beside the control that was touched: under the
connection, under the form, under a table's controls, under the downloads.

Everything drawn in an :class:`ipywidgets.HTML` goes through
:func:`~lovelet.display.markup.escaped` (names typed by students, sentences that carry
them); dropdowns and buttons take plain text.  The token typed is sent to the controller
and the field emptied at once: the page never shows it.

Stable CSS classes for browser tests: ``lovelet-teacher`` (the whole),
``lovelet-teacher-token``, ``lovelet-teacher-connect``, ``lovelet-teacher-connection``,
``lovelet-teacher-create``, ``lovelet-teacher-create-error``, ``lovelet-teacher-tables``,
``lovelet-teacher-table-<CODE>`` (each table's box), ``lovelet-teacher-download`` and
``lovelet-teacher-projector``.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from lovelet.display.blocks import ALERT, ALERT_BOX, alert_html, note_html, title_html
from lovelet.display.tables import downloads_html, projector_html, table_card_html
from lovelet.engine.errors import refused
from lovelet.text.i18n import say, text
from lovelet.widgets.access import access_sheet
from lovelet.widgets.drawing import Dropdown, add_classes, offer, show
from lovelet.widgets.guarded import GuardedView, close_tree
from lovelet.widgets.teacher import TeacherController

__all__ = ["TeacherView"]

_MOST_SEATS = 6  # the revised edition's most seats: one dropdown each, made once
_ROW = {"flex_flow": "row wrap", "align_items": "center"}


def _button(style: str = "") -> widgets.Button:
    return widgets.Button(button_style=style, layout=widgets.Layout(width="auto"))


class _TableBox(widgets.VBox):
    """One table: its card, its controls and the refusal beside them."""

    def __init__(self, view: TeacherView, code: str) -> None:
        self.code = code
        self.card = widgets.HTML()
        self.buttons = {what: _button("primary" if what == "start" else "") for what in
                        ("start", "pause", "resume", "end", "next_round")}
        self.project_button = _button()
        self.seat = Dropdown(layout=widgets.Layout(width="auto"))
        self.kind = Dropdown(layout=widgets.Layout(width="auto"))
        self.replace_button = _button()
        self.error = widgets.HTML()
        controls = widgets.HBox([*self.buttons.values(), self.project_button], layout=widgets.Layout(**_ROW))
        replace = widgets.HBox([self.seat, self.kind, self.replace_button], layout=widgets.Layout(**_ROW))
        super().__init__([self.card, controls, replace, self.error],
                         layout=widgets.Layout(border="1px solid #ccc", padding="4px", margin="4px 0"))
        self.add_class(f"lovelet-teacher-table-{code}")
        c = view.controller
        for what, button in self.buttons.items():
            button.add_class(f"lovelet-teacher-{what.replace('_', '-')}")
            button.on_click(lambda _button, what=what: view._act(c.act, code, what))
        self.project_button.on_click(lambda _button: view._act(view._toggle_projector, code))
        self.replace_button.on_click(lambda _button: view._act(self._replace, c))

    def _replace(self, controller: TeacherController) -> None:
        if self.seat.value is not None and self.kind.value is not None:
            controller.replace_with_bot(self.code, int(self.seat.value), self.kind.value)

    def render(self, table: dict[str, Any], controller: TeacherController, language: str) -> None:
        self.card.value = table_card_html(table, language, controller.pages)
        state = table.get("state")
        for what, button in self.buttons.items():
            button.description = text(f"teacher_{what}", language)
        show(self.buttons["start"], state == "waiting")
        show(self.buttons["pause"], state == "playing")
        show(self.buttons["resume"], state == "paused")
        show(self.buttons["end"], state != "over")
        show(self.buttons["next_round"], state == "playing" and bool(table.get("round_over"))
             and not table.get("game_over"))
        projected = controller.projected == self.code
        self.project_button.description = text("teacher_projector_close" if projected else "teacher_projector",
                                               language)
        students = [(seat.get("name") or say("teacher_empty_seat", language, number=seat["seat"] + 1), seat["seat"])
                    for seat in table.get("seats") or [] if seat.get("kind") == "student"]
        offer(self.seat, text("teacher_replace_seat", language), students, self.seat.value)
        offer(self.kind, "", [(text(f"deduction_bot_{kind}", language), kind) for kind in controller.bots],
              self.kind.value or "heuristic")
        self.replace_button.description = text("teacher_replace", language)
        show(self.replace_button, state in ("playing", "paused") and bool(students))
        show(self.seat, state in ("playing", "paused") and bool(students))
        show(self.kind, state in ("playing", "paused") and bool(students))
        self.error.value = alert_html(controller.refusals.get(self.code, ""), ALERT)


class TeacherView(GuardedView, widgets.VBox):
    """The teacher's page: ``TeacherView(TeacherController())`` is a widget.

    ``controller`` defaults to a new :class:`TeacherController` (``language`` then sets
    its language; the token comes from the page's address, or is typed)."""

    _what = "lovelet teacher view"
    _failed_key = "teacher_failed"

    def __init__(self, controller: TeacherController | None = None, *, language: str | None = None) -> None:
        if controller is None:
            controller = TeacherController(language=language)
        elif not isinstance(controller, TeacherController):
            raise refused("BAD_OPTION.teacher_view")
        elif language is not None:
            controller.language = language
        self._start_guard(controller)
        c = controller
        wide = {"description_width": "initial"}
        self.title = widgets.HTML()
        self.token = widgets.Password(style=wide, layout=widgets.Layout(width="24em"))
        self.connect_button = _button("primary")
        self.connection = widgets.HTML()
        self.form_title = widgets.HTML()
        self.edition = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.seat_count = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.seats = [Dropdown(style=wide, layout=widgets.Layout(width="auto")) for _ in range(_MOST_SEATS)]
        self.tie_break = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.coach = widgets.Checkbox(indent=False, layout=widgets.Layout(width="auto"))
        self.deduction = widgets.Checkbox(indent=False, layout=widgets.Layout(width="auto"))
        self.idle = widgets.BoundedFloatText(min=0, max=3600, step=10, style=wide,
                                             layout=widgets.Layout(width="auto"))
        self.create_button = _button("success")
        self.create_error = widgets.HTML()
        self.projector = widgets.HTML()
        self.projector_close = _button()
        self.projector_box = widgets.VBox([self.projector, self.projector_close])
        self.tables_title = widgets.HTML()
        self.tables = widgets.VBox()
        self.download_button = _button()
        self.downloads = widgets.HTML()
        self.download_error = widgets.HTML()
        self._boxes: dict[str, _TableBox] = {}
        form = widgets.VBox([
            self.form_title,
            widgets.HBox([self.edition, self.seat_count, self.tie_break], layout=widgets.Layout(**_ROW)),
            widgets.HBox(self.seats, layout=widgets.Layout(**_ROW)),
            widgets.HBox([self.coach, self.deduction], layout=widgets.Layout(**_ROW)),
            widgets.HBox([self.idle], layout=widgets.Layout(**_ROW)),
            widgets.HBox([self.create_button], layout=widgets.Layout(**_ROW)), self.create_error])
        self._form = form
        super().__init__([
            self.title,
            widgets.HBox([self.token, self.connect_button], layout=widgets.Layout(**_ROW)), self.connection,
            # The tables first: what the teacher follows on the projector is in view; the
            # form for a new one follows them (at the top while there is none).
            self.projector_box, self.tables_title, self.tables,
            widgets.HBox([self.download_button], layout=widgets.Layout(**_ROW)), self.download_error,
            self.downloads, form, access_sheet()], layout=widgets.Layout(max_width="1300px"))
        self.add_class("lovelet-teacher")
        add_classes("lovelet-teacher-", (
            (self.token, "token"), (self.connect_button, "connect"), (self.connection, "connection"),
            (self.edition, "edition"), (self.seat_count, "seat-count"), (self.create_button, "create"),
            (self.create_error, "create-error"), (self.tables, "tables"), (self.download_button, "download"),
            (self.downloads, "downloads"), (self.download_error, "download-error"),
            (self.projector_box, "projector")))
        self.connect_button.on_click(lambda _button: self._act(self._connect))
        self.edition.observe(lambda change: self._forward("edition", change), names="value")
        self.tie_break.observe(lambda change: self._forward("tie_break", change), names="value")
        self.coach.observe(lambda change: self._forward("coach", change), names="value")
        self.deduction.observe(lambda change: self._forward("deduction", change), names="value")
        self.idle.observe(lambda change: self._forward("idle_seconds", change), names="value")
        self.seat_count.observe(self._on_seat_count, names="value")
        for number, seat in enumerate(self.seats):
            seat.observe(lambda change, number=number: self._on_seat(number, change), names="value")
        self.create_button.on_click(lambda _button: self._act(c.create_table))
        self.projector_close.on_click(lambda _button: self._act(c.project, ""))
        self.download_button.on_click(lambda _button: self._act(c.download_saves))
        self._follow()

    # ------------------------------------------------------------------ events

    def _connect(self) -> None:
        token, self.token.value = self.token.value, ""  # never kept in the page
        self.controller.connect(token)

    def _toggle_projector(self, code: str) -> None:
        self.controller.project("" if self.controller.projected == code else code)

    def _forward(self, trait: str, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] is None:
            return
        with self._acting():
            setattr(self.controller, trait, change["new"])

    def _on_seat_count(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] is not None:
            self._act(self.controller.set_seat_count, change["new"])

    def _on_seat(self, number: int, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] is not None:
            self._act(self.controller.set_seat_kind, number, change["new"])

    def close(self) -> None:
        """Stop following the controller and the tables, and close every widget."""
        for box in getattr(self, "_boxes", {}).values():  # none when the constructor was refused
            close_tree(box)
        if getattr(self, "controller", None) is not None and not getattr(self, "_closed", True):
            self.controller.close()
        super().close()

    # ------------------------------------------------------------------ rendering

    def _render(self) -> None:
        news = self._news()
        if news is None:
            return
        self._last_state = news
        c = self.controller
        language = self._language()
        self._syncing = True
        try:
            self._render_connection(c, language)
            self._render_form(c, language)
            self._render_tables(c, language)
            self.download_button.description = text("teacher_download", language)
            self.download_error.value = alert_html(c.refusals.get("download", ""), ALERT)
            self.downloads.value = downloads_html(c.downloads, language)
        finally:
            self._syncing = False

    def _render_connection(self, c: TeacherController, language: str) -> None:
        self.title.value = title_html(text("teacher_title", language), 2)
        self.token.description = text("teacher_token", language)
        self.token.placeholder = text("teacher_token_help", language)
        self.connect_button.description = text("teacher_connect", language)
        if c.connection == "connected":
            said = alert_html(self._fault, ALERT_BOX) + note_html(say("teacher_connected_to", language,
                                                                     count=len(c.tables)))
        else:
            said = alert_html(c.refusals.get("connect", "") or self._fault or c.message
                              or text("teacher_token_needed", language), ALERT_BOX)
        self.connection.value = said
        show(self._form, c.connection == "connected")
        show(self.download_button, c.connection == "connected" and bool(c.tables))

    def _render_form(self, c: TeacherController, language: str) -> None:
        self.form_title.value = title_html(text("teacher_new_table", language), 3)
        offer(self.edition, text("setup_edition", language),
              [(text(f"setup_edition_{name}", language), name) for name in ("revised", "classic")], c.edition)
        low, high = c.seat_range
        offer(self.seat_count, text("teacher_seat_count", language),
              [(str(count), count) for count in range(low, high + 1)], len(c.seat_kinds))
        kinds = [(text("teacher_student", language), "student")] + [
            (text(f"setup_bot_{kind}", language), kind) for kind in c.bots]
        for number, seat in enumerate(self.seats):
            used = number < len(c.seat_kinds)
            show(seat, used)
            if used:
                offer(seat, say("setup_seat", language, number=number + 1), kinds, c.seat_kinds[number])
        offer(self.tie_break, text("setup_tie_break", language),
              [(text(f"setup_tie_break_{rule}", language), rule) for rule in c.tie_breaks], c.tie_break)
        self.coach.description = text("teacher_coach", language)
        self.coach.value = c.coach
        self.deduction.description = text("teacher_deduction", language)
        self.deduction.value = c.deduction
        self.idle.description = text("teacher_idle_seconds", language)
        self.idle.value = c.idle_seconds
        self.create_button.description = text("teacher_create", language)
        self.create_error.value = alert_html(c.refusals.get("create", ""), ALERT)

    def _render_tables(self, c: TeacherController, language: str) -> None:
        self.tables_title.value = title_html(text("teacher_tables", language), 3) if c.tables else ""
        codes = [str(table.get("code")) for table in c.tables]
        for code in list(self._boxes):
            if code not in codes:
                close_tree(self._boxes.pop(code))
        for table, code in zip(c.tables, codes):
            box = self._boxes.get(code)
            if box is None:
                box = self._boxes[code] = _TableBox(self, code)
            box.render(table, c, language)
        children = tuple(self._boxes[code] for code in codes)
        if tuple(self.tables.children) != children:
            self.tables.children = children
        show(self.projector_box, bool(c.projected))
        self.projector.value = projector_html(c.projected, language, c.pages) if c.projected else ""
        self.projector_close.description = text("teacher_projector_close", language)
