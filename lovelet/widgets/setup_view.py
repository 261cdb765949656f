"""The Setup's ipywidgets view: :class:`SetupView` lays a :class:`SetupController` out.

The form forwards every change to the controller as it is (the controller checks it,
by the engine wherever the engine has a rule) and re-renders from the controller's
traits; an invalid choice shows the controller's ``error`` (the engine's sentence).
The Start button calls :meth:`SetupController.start` and shows the game's
:class:`~lovelet.widgets.table_view.TableView` in the form's place: the form folds into
one line ("Revised edition, 3 players" and a "New game" button that opens it again),
so that the Table is at the top of the page, in view, without any script to scroll to
it.  With ``heading=True`` the view also shows the page's title and introduction (the
Table's page, ``play.ipynb``), in the chosen language like every label.

A seed typed into the form is what the person typed (it stays in the form); a seed
drawn at random is never written back into any widget.
"""

from __future__ import annotations

import ipywidgets as widgets

from lovelet.engine.cards import edition_named
from lovelet.engine.errors import IllegalAction
from lovelet.display.blocks import ALERT_BOX, alert_html, bold_html, paragraph_html, small_html, title_html
from lovelet.display.markup import escaped
from lovelet.text.languages import LANGUAGES
from lovelet.widgets.setup import SetupController
from lovelet.widgets.guarded import close_tree
from lovelet.widgets.table_layout import style_sheet
from lovelet.text.i18n import say
from lovelet.widgets.drawing import Dropdown, add_classes, offer, offer_editions, offer_players, offer_rules, set_options, show
from lovelet.widgets.table_view import DEFAULT_PAUSE, TableView

__all__ = ["SetupView"]

_KIND_KEYS = {"person": "setup_person", "random": "setup_bot_random", "cautious": "setup_bot_cautious",
              "heuristic": "setup_bot_heuristic"}


def _counts(edition, variant):
    """"2: 6 · 3: 5 · ..." for the thresholds ``variant`` of ``edition`` (a name)."""
    try:
        table = edition_named(edition).thresholds[variant]
    except (IllegalAction, KeyError, TypeError):
        return ""
    return " \u00b7 ".join(f"{players}: {favors}" for players, favors in sorted(table.items()))


class _Seat:
    """One row of the form: the seat's number, person-or-bot and name."""

    def __init__(self, view, seat):
        self.seat = seat
        self.label = widgets.HTML(layout=widgets.Layout(width="7em"))
        self.kind = Dropdown(style={"description_width": "initial"}, layout=widgets.Layout(width="auto"))
        self.name = widgets.Text(continuous_update=False, style={"description_width": "initial"})
        self.box = widgets.HBox([self.label, self.kind, self.name])
        self.kind.observe(lambda change: view._forward(lambda c: c.set_seat(seat, change["new"])), names="value")
        self.name.observe(lambda change: view._forward(lambda c: c.set_name(seat, change["new"])), names="value")


class SetupView(widgets.VBox):
    """The Setup form: ``SetupView()`` is a widget (display it); Start shows the Table below.

    ``controller`` is a :class:`SetupController` (a new one by default); ``language``
    sets its language.  ``pause`` and ``show_teacher`` go to each :class:`TableView`
    started; ``on_start(table_view)`` is called after each start.  ``table_widget``
    makes the widget shown under the form for each game, called as
    ``table_widget(table, pause=..., show_teacher=...)``: a :class:`TableView` by default,
    :func:`~lovelet.widgets.table_with_deduction` for the Table with its deduction panel
    beside it (``table_view`` is then that widget).  ``table`` and
    ``table_view`` are the last game started (None before).  ``heading=True`` shows
    the page's title and introduction above the form.  After Start the form is folded
    (``folded``) into one line whose "New game" button opens it again.
    """

    def __init__(self, controller=None, language=None, *, pause=DEFAULT_PAUSE, show_teacher=True,
                 on_start=None, table_widget=TableView, heading=False):
        if controller is None:
            controller = SetupController(language=language or "en")
        elif language is not None:
            controller.language = language
        self.controller = controller
        self.pause, self.show_teacher, self.on_start = pause, show_teacher, on_start
        self.table_widget = table_widget
        self.table = self.table_view = None
        self.failures = []
        self._syncing = False
        self.folded = False
        wide = {"description_width": "initial"}
        # The page's title and introduction (heading=True), then the line the form folds into.
        self.heading = widgets.HTML() if heading else None
        self.intro = widgets.HTML() if heading else None
        self.folded_text = widgets.HTML()
        self.new_game = widgets.Button(button_style="primary", layout=widgets.Layout(width="auto"))
        self.back_to_game = widgets.Button(layout=widgets.Layout(width="auto"))
        self.folded_line = widgets.HBox([self.folded_text, self.new_game],
                                        layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        self.title = widgets.HTML()
        self.edition = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.players = widgets.IntText(style=wide, layout=widgets.Layout(width="12em"))
        self.players_range = widgets.HTML()
        self.seats = [_Seat(self, seat) for seat in range(max(controller.max_players, 6))]
        self.language = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.seed = widgets.Text(continuous_update=False, style=wide)
        self.seed_help = widgets.HTML()
        self.options_title = widgets.HTML()
        self.tie_break = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.thresholds = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.reveal_drawn = widgets.Checkbox(indent=False, layout=widgets.Layout(width="auto"))
        self.teacher = widgets.Checkbox(indent=False, layout=widgets.Layout(width="auto")) \
            if show_teacher else None
        self.viewer = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.start = widgets.Button(button_style="success", layout=widgets.Layout(width="auto"))
        self.error = widgets.HTML()
        self.table_area = widgets.VBox()
        options = [self.tie_break, self.thresholds, self.reveal_drawn]
        options += [self.teacher] if self.teacher is not None else []
        self.form = widgets.VBox([
            self.title, self.edition, widgets.HBox([self.players, self.players_range]),
            *(row.box for row in self.seats), self.language, widgets.HBox([self.seed, self.seed_help]),
            self.options_title, *options, self.viewer,
            widgets.HBox([self.start, self.back_to_game], layout=widgets.Layout(flex_flow="row wrap")),
            self.error])
        top = [self.heading, self.intro] if heading else []
        super().__init__([style_sheet(), *top, self.folded_line, self.form, self.table_area])
        self.add_class("lovelet-setup")
        add_classes("lovelet-setup-", (
            (self.edition, "edition"), (self.players, "players"), (self.language, "language"), (self.seed, "seed"),
            (self.tie_break, "tie-break"), (self.thresholds, "thresholds"), (self.reveal_drawn, "reveal-drawn"),
            (self.teacher, "teacher"), (self.viewer, "viewer"), (self.start, "start"), (self.error, "error"),
            (self.table_area, "table-area"), (self.heading, "heading"), (self.intro, "intro"),
            (self.folded_line, "folded"), (self.new_game, "new-game"), (self.back_to_game, "back-to-game"),
            (self.form, "form")))
        for row in self.seats:
            row.box.add_class("lovelet-setup-seat")
            row.kind.add_class("lovelet-setup-seat-kind")
            row.name.add_class("lovelet-setup-seat-name")
        for widget, trait in ((self.edition, "edition"), (self.players, "players"), (self.language, "language"),
                              (self.seed, "seed"), (self.tie_break, "tie_break"), (self.thresholds, "thresholds"),
                              (self.reveal_drawn, "reveal_drawn"), (self.teacher, "teacher"),
                              (self.viewer, "viewer")):
            if widget is not None:
                widget.observe(self._setter(trait), names="value")
        self.start.on_click(lambda _button: self._start())
        self.new_game.on_click(lambda _button: self._fold(False))
        self.back_to_game.on_click(lambda _button: self._fold(True))
        controller.observe(lambda _change: self._render())
        self._render()

    # ------------------------------------------------------------------ events

    def _setter(self, trait):
        def forward(change):
            if change["new"] is None and trait in ("edition", "language", "tie_break", "thresholds", "viewer"):
                return  # a dropdown emptied while its options change
            self._forward(lambda c: setattr(c, trait, change["new"]))
        return forward

    def _forward(self, change):
        if self._syncing:
            return
        try:
            change(self.controller)
        except Exception as failure:  # noqa: BLE001 - a widget never shows a traceback
            self.failures.append(failure)
            self.error.value = f"<div>{escaped(failure)}</div>"
        self._render()

    def _start(self):
        try:
            table = self.controller.start()
            if table is None:  # the controller's error says why
                return
            view = self.table_widget(table, pause=self.pause, show_teacher=self.show_teacher)
        except Exception as failure:  # noqa: BLE001
            self.failures.append(failure)
            self.error.value = f"<div>{escaped(failure)}</div>"
            return
        finally:
            self._render()
        if self.table_view is not None:
            self.table.unobserve(self._table_language, names="language")
            self.table_view.close()
        self.table, self.table_view = table, view
        self.table_area.children = (view,)
        # The language chosen at the Table is the page's: its title, this line, the form.
        table.observe(self._table_language, names="language")
        self._fold(True)
        # The Start button is folded away: the keyboard goes to the hand (or waits for it).
        table_view = getattr(view, "table_view", view)
        if hasattr(table_view, "focus_where_to_act"):
            table_view.focus_where_to_act()
        if self.on_start is not None:
            self.on_start(view)

    def _table_language(self, change):
        if change["owner"] is self.table and self.controller.language != change["new"]:
            self._forward(lambda c: setattr(c, "language", change["new"]))

    def _fold(self, folded):
        """Fold the form into its one line (a game is on), or open it for a new game."""
        self.folded = bool(folded) and self.table_view is not None
        self._render()

    def close(self) -> None:
        """Close the form, the table started from it and every widget inside them."""
        if self.table_view is not None:
            self.table_view.close()
        for child in self.children:
            close_tree(child)
        super().close()

    # ------------------------------------------------------------------ rendering

    def _language(self):
        language = self.controller.language
        return language if language in LANGUAGES else getattr(self, "_last_language", "en")

    def _render_fold(self, language):
        if self.heading is not None:
            self.heading.value = title_html(say("play_title", language), 2, "margin:4px 0")
            self.intro.value = paragraph_html(say("play_intro", language)) if not self.folded else ""
            show(self.intro, not self.folded)
        show(self.form, not self.folded)
        show(self.folded_line, self.folded)
        table = self.table
        if table is not None:
            edition = say(f"setup_edition_short_{table.edition}", language)
            self.folded_text.value = bold_html(say("setup_playing", language, edition=edition, count=table.players))
        self.new_game.description = say("setup_new_game", language)
        show(self.back_to_game, table is not None and not self.folded)
        self.back_to_game.description = say("setup_back_to_game", language)

    def _render(self):
        c = self.controller
        language = self._last_language = self._language()
        self._syncing = True
        try:
            self.title.value = title_html(say("setup_title", language))
            offer_editions(self.edition, c, language)
            offer_players(self.players, self.players_range, c, language)
            seats = list(c.seats) if isinstance(c.seats, (list, tuple)) else []
            names = list(c.names) if isinstance(c.names, (list, tuple)) else []
            kinds = [(say(_KIND_KEYS.get(kind, "setup_bot"), language), kind) for kind in c.kinds]
            for row in self.seats:
                used = row.seat < len(seats)
                show(row.box, used)
                row.label.value = escaped(say("setup_seat", language, number=row.seat + 1)) if used else ""
                row.kind.description = say("setup_seat_kind", language) if used else ""
                row.name.description = say("setup_name", language) if used else ""
                kind = seats[row.seat] if used else None
                set_options(row.kind, kinds if used else [], kind if kind in c.kinds else None)
                name = names[row.seat] if row.seat < len(names) and used else ""
                if isinstance(name, str) and row.name.value != name:
                    row.name.value = name
            offer(self.language, say("setup_language", language),
                  [(say(f"language_{code}", language), code) for code in c.languages],
                  c.language if c.language in c.languages else None)
            self.seed.description = say("setup_seed", language)
            self.seed_help.value = small_html(say("setup_seed_help", language))
            seed = "" if c.seed is None else str(c.seed)
            if self.seed.value != seed:
                self.seed.value = seed
            self.options_title.value = bold_html(say("setup_options", language))
            offer_rules(self, c, language, lambda name: _counts(c.edition, name))
            if self.teacher is not None:
                self.teacher.description = say("teacher_view", language)
                self.teacher.tooltip = say("teacher_view_help", language)
                if isinstance(c.teacher, bool):
                    self.teacher.value = c.teacher
            watching = bool(seats) and "person" not in seats
            show(self.viewer, watching)
            self.viewer.description = say("deduction_seat", language) if watching else ""
            set_options(self.viewer, [(str(name), seat) for seat, name in enumerate(names)] if watching else [],
                        c.viewer if watching else None)
            self._render_fold(language)
            self.start.description = say("setup_start", language)
            self.start.disabled = not c.ready
            self.error.value = alert_html(c.error, ALERT_BOX)
        finally:
            self._syncing = False
