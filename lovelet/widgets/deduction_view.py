"""The deduction panel's ipywidgets view: :class:`DeductionView` lays a
:class:`~lovelet.widgets.deduction.DeductionController` out.

The view reads the controller's traits only (what the seat in view may deduce) and
forwards one choice, the opponent model switch.  It draws:

* the card tracker and the belief as HTML tables (the belief's cells shaded by their
  probability, each number written, the exact fraction in the cell's tooltip; a row
  covering several cards is marked and explained under the table);
* the best Guard guess against each opponent;
* each player's chance to win the round, as a table with 95% intervals and as a
  matplotlib bar chart with error bars (:func:`~lovelet.widgets.deduction_chart.plot_round_chances`), rendered to a PNG
  in an :class:`ipywidgets.Image`, sized for a projector, in the Okabe-Ito palette with
  hatching and written values, so that colour never carries meaning alone (where
  matplotlib cannot be imported, the same chart as SVG: :mod:`lovelet.widgets.chart_picture`).

Quick to update: the HTML is redrawn when the traits change; the chart takes tens of
milliseconds, so with an asyncio loop running it is redrawn at most every
``plot_interval`` seconds while the playouts run, and once more when they are done.

Every text drawn in HTML is escaped (:func:`~lovelet.display.markup.escaped`); every container has a CSS
class ``lovelet-deduction-*`` for browser tests.  :func:`table_with_deduction` shows a
Table and its panel side by side.
"""

import logging

import ipywidgets as widgets
import traitlets

from lovelet.engine.errors import refused
from lovelet.text.i18n import percent, say
from lovelet.display.markup import escaped
from lovelet.display.palette import OKABE_ITO, rgba, style_of, tint
from lovelet.widgets.chart_picture import chart_picture, clear_chart, show_chart
from lovelet.widgets.deduction import DeductionController
# The chart is drawn by deduction_chart; its names stay importable from here, as before.
from lovelet.widgets.deduction_chart import (PLOT_SIZE, chances_figure, chances_png, describe_round_chances,
                                             plot_round_chances)
from lovelet.widgets.guarded import GuardedView, stop_following
from lovelet.widgets.table_layout import DeductionSide
from lovelet.widgets.table_view import DEFAULT_PAUSE, TableView, running_loop, set_options, show
from lovelet.widgets.drawing import Dropdown

__all__ = ["DeductionView", "TableWithDeduction", "table_with_deduction", "plot_round_chances",
           "chances_figure", "chances_png", "PLOT_SIZE"]

_log = logging.getLogger("lovelet.widgets")

_FAILED = {"en": "Something went wrong in this panel; run its cell again to go on.",
           "fr": "Un problème est survenu dans ce panneau ; exécute à nouveau sa cellule pour continuer.",
           "de": "In dieser Anzeige ist ein Fehler aufgetreten; führe ihre Zelle erneut aus."}

_CELL = "padding:2px 6px;border:1px solid #bbb"
_HEAD = _CELL + ";background:#f2f2f2;text-align:center;vertical-align:bottom"
_NOTE = "font-size:0.9em;color:#333;margin:2px 0"
_BOX = "font:14px sans-serif;color:#111;margin:4px 0"
_SHORT_FRACTION = 9  # a longer fraction ("36063251/157683436") stays in the trait and tooltips
_SHADE = OKABE_ITO["blue"]  # one hue, lighter to darker: read by every colour vision


# ---------------------------------------------------------------------- the view


class DeductionView(GuardedView, widgets.VBox):
    """The deduction panel: ``DeductionView(deduction_controller)`` is a widget.

    ``plot=False`` leaves the chart out (the chances stay in their table);
    ``plot_size`` is the chart's size in inches; ``plot_interval`` the least time
    between two redraws of the chart while playouts run on a loop.
    """

    _what = "lovelet deduction view"

    def __init__(self, deduction_controller, *, plot=True, plot_size=PLOT_SIZE, plot_interval=0.5):
        if not isinstance(deduction_controller, DeductionController):
            raise refused("BAD_OPTION.deduction_view_controller")
        self.controller = c = deduction_controller
        self.failures = []  # unexpected exceptions caught in handlers (tests check it is empty)
        self.plot_size = plot_size
        self.plot_interval = float(plot_interval)
        self._closed = False
        self._syncing = False
        self._last_state = None
        self._plotted = None
        self._plot_timer = None
        self._fault = ""
        self._depth = 0  # how many events are being handled (GuardedView)
        wide = {"description_width": "initial"}

        self.title = widgets.HTML()
        self.model = Dropdown(style=wide, layout=widgets.Layout(width="auto", max_width="100%"))
        self.status = widgets.HTML()
        self.error = widgets.HTML()
        self.note = widgets.HTML()
        self.hidden_note = widgets.HTML()
        self.tracker = widgets.HTML()
        self.belief = widgets.HTML()
        self.guesses = widgets.HTML()
        self.outcomes = widgets.HTML()
        self.chart = chart_picture(widgets.Layout(width="100%", max_width="760px")) \
            if plot else None
        parts = [self.title, self.model, self.status, self.error, self.note, self.hidden_note, self.tracker,
                 self.belief, self.guesses, self.outcomes] + ([self.chart] if plot else [])
        super().__init__(parts, layout=widgets.Layout(max_width="860px", padding="0 0 0 12px"))
        self.add_class("lovelet-deduction")
        for widget, name in ((self.title, "title"), (self.model, "model"), (self.status, "status"),
                             (self.error, "error"), (self.note, "note"), (self.hidden_note, "hidden"),
                             (self.tracker, "tracker"), (self.belief, "belief"), (self.guesses, "guesses"),
                             (self.outcomes, "outcomes"), (self.chart, "chart")):
            if widget is not None:
                widget.add_class(f"lovelet-deduction-{name}")
        self.model.observe(self._on_model, names="value")
        c.observe(self._on_trait)
        with self._acting():
            pass  # the first rendering

    # ------------------------------------------------------------------ events

    def _failed(self, language):
        return _FAILED.get(language, _FAILED["en"])

    def _on_trait(self, _change):
        if self._depth == 0 and not self._closed:
            with self._acting():
                pass

    def _on_model(self, change):
        if self._syncing or change["new"] is None or change["new"] == self.controller.model:
            return

        with self._acting():
            self.controller.model = change["new"]

    def close(self):
        """Stop following the controller and close every widget of the panel."""
        if self._plot_timer is not None:
            self._plot_timer.cancel()
            self._plot_timer = None
        stop_following(self)
        super().close()

    # ------------------------------------------------------------------ rendering

    def _render(self):
        if self._closed:
            return
        c = self.controller
        state = {name: getattr(c, name) for name in c.trait_names()}
        if (state, self._fault) == self._last_state:
            return
        self._syncing = True
        try:
            language = c.language
            self._render_header(c, language)
            available = c.available
            show(self.hidden_note, not available)
            self.hidden_note.value = (f'<div style="{_NOTE}"><b>{escaped(say("deduction_hidden", language))}</b></div>'
                                      if not available else "")
            self.tracker.value = self._tracker_html(c, language) if available else ""
            self.belief.value = self._belief_html(c, language) if available else ""
            self.guesses.value = self._guesses_html(c, language) if available else ""
            self.outcomes.value = self._outcomes_html(c, language) if available else ""
            for part in (self.tracker, self.belief, self.guesses, self.outcomes):
                show(part, available)
        finally:
            self._syncing = False
        self._last_state = (state, self._fault)
        self._render_chart()

    def _name(self, seat):
        names = self.controller.names
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat)

    def _card(self, code):
        c = self.controller
        return c.card_names.get(code, code)

    def _render_header(self, c, language):
        seen_by = f" &#8212; {escaped(say('view_of', language, name=self._name(c.viewer)))}" if c.available else ""
        self.title.value = f'<div style="{_BOX}"><b style="font-size:1.2em">{escaped(say("deduction_title", language))}' \
                           f"</b>{seen_by}</div>"
        self.model.description = say("deduction_opponent_model", language)
        set_options(self.model, [(c.model_names.get(kind, kind), kind) for kind in c.models], c.model)
        if not c.available:
            line = ""
        elif c.status == "computing":
            line = say("deduction_progress", language, done=c.outcomes_done, total=c.outcomes_total)
        elif c.outcomes_exact:
            line = f"{say('deduction_ready', language)} ({say('deduction_exact_chances', language)})"
        else:
            line = f"{say('deduction_ready', language)} ({say('playouts', language, count=c.outcomes_done)})"
        self.status.value = f'<div style="{_NOTE}" aria-live="polite">{escaped(line)}</div>' if line else ""
        problem = c.error or self._fault
        self.error.value = (f'<div role="alert" style="border:2px solid #D55E00;padding:4px 8px;'
                            f'background:#fff4ec">&#9888; {escaped(problem)}</div>' if problem else "")
        self.note.value = (f'<div style="{_NOTE};border-left:4px solid #E69F00;padding-left:6px">'
                           f"{escaped(c.note)}</div>" if c.note else "")

    def _card_cell(self, code):
        """A card's name with its value, on its palette's pale tint."""
        colour = tint(style_of(code).color)
        return (f'<th style="{_CELL};background:{colour};text-align:left;font-weight:normal">'
                f"{escaped(self._card(code))} ({self.controller.card_values.get(code, '?')})</th>")

    def _tracker_html(self, c, language):
        face_up = any(row["face_up"] for row in c.tracker) or len(c.names) == 2
        keys = ["character", "copies", "deduction_discarded"] + (["face_up"] if face_up else []) + \
            ["your_hand", "seen_privately", "unseen"]
        head = "".join(f'<th style="{_HEAD}">{escaped(say(key, language))}</th>' for key in keys)
        rows = []
        for row in c.tracker:
            numbers = [row["copies"], row["discarded"]] + ([row["face_up"]] if face_up else []) + \
                [row["hand"], row["known"]]
            cells = "".join(f'<td style="{_CELL};text-align:right">{number or ""}</td>' for number in numbers)
            unseen = row["unseen"]
            last = (f'<td style="{_CELL};text-align:right"><b>{unseen}</b></td>' if unseen else
                    f'<td style="{_CELL};text-align:right;color:#666">0</td>')
            rows.append(f'<tr class="lovelet-deduction-tracker-row">{self._card_cell(row["card"])}{cells}{last}</tr>')
        caption = f"{escaped(say('deduction_tracker', language))} &#183; {escaped(say('unseen', language))}: " \
                  f"{c.unseen_total}"
        return (f'<div style="{_BOX}"><table style="border-collapse:collapse">'
                f'<caption style="text-align:left;font-weight:bold;padding:2px 0">{caption}</caption>'
                f"<tr>{head}</tr>{''.join(rows)}</table></div>")

    def _belief_html(self, c, language):
        head = f'<th style="{_HEAD}"></th>' + "".join(
            f'<th style="{_HEAD}">{escaped(self._card(code))}<br/>({c.card_values.get(code, "?")})</th>'
            for code in c.cards)
        rows, notes = [], []
        for index, place in enumerate(c.belief_places):
            label = escaped(place["label"])
            kind = "lovelet-deduction-row"
            if place["several"]:
                mark = "*" * (len(notes) + 1)
                notes.append(f'<div style="{_NOTE}">{mark} {escaped(place["note"])}</div>')
                label = f'{label} {mark}'
                kind += " lovelet-deduction-row-several"
            cells = []
            for column, chance in enumerate(c.belief[index]):
                fraction = c.belief_fractions[index][column] if c.belief_fractions else ""
                tip = escaped(say("deduction_exactly", language, fraction=fraction)) if fraction else ""
                if chance <= 0:
                    cells.append(f'<td style="{_CELL};color:#999;text-align:center" title="{tip}">&#183;</td>')
                    continue
                ink = "#fff" if chance > 0.55 else "#000"
                shade = rgba(_SHADE, 0.08 + 0.82 * min(1.0, chance))
                cells.append(f'<td style="{_CELL};text-align:right;background:{shade};color:{ink}" title="{tip}">'
                             f"{escaped(percent(chance, language))}</td>")
            title = f' title="{escaped(place["note"])}"' if place["several"] else ""
            rows.append(f'<tr class="{kind}"><th style="{_CELL};text-align:left;font-weight:normal"{title}>'
                        f"{label}</th>{''.join(cells)}</tr>")
        model = c.model_names.get(c.belief_model, c.belief_model)
        caption = f"{escaped(say('deduction_belief', language))} &#183; {escaped(model)}"
        if not c.belief_exact:
            caption += f" &#183; {escaped(say('deduction_estimate', language))}"
        return (f'<div style="{_BOX};overflow-x:auto"><table style="border-collapse:collapse">'
                f'<caption style="text-align:left;font-weight:bold;padding:2px 0">{caption}</caption>'
                f"<tr>{head}</tr>{''.join(rows)}</table>{''.join(notes)}</div>")

    def _guesses_html(self, c, language):
        items = []
        for guess in c.guesses:
            chance = percent(guess["probability"], language)
            if guess["fraction"] and len(guess["fraction"]) <= _SHORT_FRACTION:
                chance += f" = {guess['fraction']}"
            line = escaped(say("deduction_best_guess_is", language, name=self._name(guess["seat"]),
                            card=self._card(guess["card"]), chance=chance))
            remarks = []
            if guess["protected"]:
                remarks.append(say("deduction_guess_protected", language))
            if guess["holds"] > 1:
                remarks.append(say("deduction_guess_several", language, count=guess["holds"]))
            if remarks:
                line += f'<div style="{_NOTE}">{escaped("; ".join(remarks))}</div>'
            items.append(f'<li class="lovelet-deduction-guess">{line}</li>')
        body = f"<ul style=\"margin:2px 0\">{''.join(items)}</ul>" if items else \
            f'<div style="{_NOTE}">{escaped(say("deduction_guess_none", language))}</div>'
        missing = "" if c.holds_guard else f'<div style="{_NOTE}">{escaped(say("deduction_no_guard", language))}</div>'
        return (f'<div style="{_BOX}"><b>{escaped(say("deduction_best_guess", language))}</b>{missing}{body}'
                f"</div>")

    def _outcomes_html(self, c, language):
        head = "".join(f'<th style="{_HEAD}">{escaped(say(key, language))}</th>'
                       for key in ("player", "win_round", "interval"))
        rows = []
        for row in c.outcomes:
            name = escaped(self._name(row["seat"]))
            if row["seat"] == c.viewer:
                name = f"<b>{name}</b> ({escaped(say('you', language))})"
            if row["exact"]:
                interval = escaped(say("exact", language)) + (f" ({escaped(row['fraction'])})" if row["fraction"] else "")
            else:
                interval = escaped(say("from_to", language, low=percent(row["low"], language, 1),
                                    high=percent(row["high"], language, 1)))
            rows.append(f'<tr class="lovelet-deduction-outcome"><td style="{_CELL}">{name}</td>'
                        f'<td style="{_CELL};text-align:right">{escaped(percent(row["p"], language, 1))}</td>'
                        f'<td style="{_CELL}">{interval}</td></tr>')
        shared = c.outcomes_shared
        extra = ""
        if shared and shared["p"]:  # a tied showdown: each tied winner wins the round
            sentence = say("deduction_shared", language, chance=percent(shared["p"], language, 1))
            extra = f'<div style="{_NOTE}">{escaped(sentence)}</div>'
        waiting = "" if rows else f'<div style="{_NOTE}">{escaped(say("deduction_updating", language))}</div>'
        return (f'<div style="{_BOX}"><table style="border-collapse:collapse">'
                f'<caption style="text-align:left;font-weight:bold;padding:2px 0">'
                f'{escaped(say("deduction_chance_to_win", language))}</caption>'
                f"<tr>{head}</tr>{''.join(rows)}</table>{extra}{waiting}</div>")

    # ------------------------------------------------------------------ the chart

    def _chart_key(self):
        c = self.controller
        return (tuple(tuple(sorted(row.items())) for row in c.outcomes), tuple(c.names), c.viewer,
                c.language, c.available, c.status)

    def _render_chart(self):
        """Redraw the chart if its data changed: at once without a loop, else soon (throttled)."""
        if self.chart is None or self._closed:
            return
        c = self.controller
        if not c.available or not c.outcomes:
            self._plotted = None
            if self._plot_timer is not None:
                self._plot_timer.cancel()
                self._plot_timer = None
            clear_chart(self.chart)
            show(self.chart, False)
            return
        if self._chart_key() == self._plotted or self._plot_timer is not None:
            return
        loop = running_loop()
        if loop is None:
            self._draw_chart()
        else:  # the table's update is sent first; the chart follows
            delay = 0.0 if c.status == "ready" else self.plot_interval
            self._plot_timer = loop.call_later(delay, self._chart_due)

    def _chart_due(self):
        self._plot_timer = None
        if self._closed:
            return
        try:
            self._draw_chart()
        except Exception as failure:  # noqa: BLE001
            _log.exception("lovelet deduction view")
            self.failures.append(failure)
        self._render_chart()  # newer chances arrived meanwhile: they are drawn in turn

    def _draw_chart(self):
        c = self.controller
        if not c.available or not c.outcomes:
            return
        key = self._chart_key()
        show_chart(self.chart, describe_round_chances(c.outcomes, c.names, c.viewer, c.language), self.plot_size)
        self.chart.tooltip = say("deduction_chance_to_win", c.language)  # the picture's name
        show(self.chart, True)
        self._plotted = key


# ---------------------------------------------------------------------- the table and its panel


class TableWithDeduction(widgets.HBox):
    """A Table and its deduction panel: side by side from about 1200 px of width, and
    under that the panel below the Table, under its tab (``side.tab``), until opened
    (:class:`~lovelet.widgets.table_layout.DeductionSide`).

    ``table_view`` and ``deduction_view`` are the two views, ``deduction`` the panel's
    controller (which follows the table's seat in view and its language).
    """

    def __init__(self, table_view, deduction_view):
        self.side = DeductionSide(deduction_view, show)
        super().__init__([table_view, self.side.box],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        self.add_class("lovelet-table-with-deduction")
        self.table_view = table_view
        self.deduction_view = deduction_view
        self.deduction = deduction_view.controller
        self._link = None
        table = table_view.controller
        self.side.tab.observe(lambda _change: self.side.relabel(table.language), names="value")
        self._relabel = lambda change: self.side.relabel(change["new"])
        table.observe(self._relabel, names="language")
        self.side.relabel(table.language)

    def close(self):
        """Close both views and stop the panel's work."""
        if self._link is not None:
            self._link.unlink()
            self._link = None
        if self._relabel is not None:
            self.table_view.controller.unobserve(self._relabel, names="language")
            self._relabel = None
        self.deduction.close()
        self.table_view.close()
        self.deduction_view.close()
        super().close()


def table_with_deduction(table_controller, *, pause=DEFAULT_PAUSE, show_teacher=True, card_size=100,
                         plot=True, **panel_options):
    """A :class:`TableView` of ``table_controller`` and, beside it, its deduction panel.

    ``pause``, ``show_teacher`` and ``card_size`` are the Table's
    (:class:`TableView`); ``plot`` is the panel's chart; the other keywords go to
    :class:`~lovelet.widgets.deduction.DeductionController` (``model``, ``playouts``,
    ``seed``, ...).  The panel speaks the table's language and follows it.
    """
    table_view = TableView(table_controller, pause=pause, show_teacher=show_teacher, card_size=card_size)
    controller = DeductionController(table_controller, **panel_options)
    both = TableWithDeduction(table_view, DeductionView(controller, plot=plot))
    both._link = traitlets.dlink((table_controller, "language"), (controller, "language"))
    return both
