"""The strategy lab's ipywidgets view: :class:`StrategyLabView` lays a
:class:`~lovelet.widgets.lab.StrategyLabController` out.

The form forwards every choice to the controller as it is (the controller checks it)
and re-renders from the controller's traits: an agent for each place of the line-up
(one dropdown per place, made at once for six players and hidden when unused), the
edition, the players, whole games or single rounds, how many, the seed and the
language; Run and Stop; a progress bar with "120 of 200 games"; the controller's
sentence when a choice is refused or an agent fails.  While a tournament runs, the form
is locked (:meth:`StrategyLabView.form_fields` are disabled), so that it shows what is
being played; it unlocks once the run is over or stopped.  Every widget has a layout of
its own: hiding the unused agent places hides nothing else.  Then the results: a table of
each agent's wins (as a count of the games, a percentage and its 95% interval), a table
of the seat advantage, and the two plots of :mod:`lovelet.plots.tournament` (PNGs in
:class:`ipywidgets.Image` widgets, sized for a projector; the same charts as SVG where
matplotlib cannot be imported), drawn once the tournament is over or stopped.

Every text drawn in an :class:`ipywidgets.HTML` goes through :func:`~lovelet.display.markup.escaped`
(agents' names are whatever their authors chose); dropdowns and buttons take plain
text.  Nothing a person does raises: an unexpected failure shows a sentence, and is kept
in ``view.failures`` for tests.
"""

from __future__ import annotations

import logging

import ipywidgets as widgets

from lovelet.display.blocks import ALERT_BOX, alert_html, bold_html, label_html
from lovelet.display.lab import RateRow, lab_note_html, lab_title_html, notes_html, rates_table_html
from lovelet.display.markup import escaped
from lovelet.widgets.access import access_sheet
from lovelet.widgets.chart_picture import chart_picture, clear_chart, show_chart
from lovelet.engine.errors import refused
from lovelet.text.numbers import decimal
from lovelet.text.languages import LANGUAGES
from lovelet.plots.chart_mpl import chart_png
from lovelet.plots.tournament import describe_lab_rates
from lovelet.widgets.explorer import percent_text
from lovelet.widgets.guarded import GuardedView
from lovelet.widgets.lab import StrategyLabController, say
from lovelet.widgets.drawing import Dropdown, add_classes, offer, offer_editions, offer_players, set_options, show

__all__ = ["StrategyLabView", "rates_png"]

_log = logging.getLogger("lovelet.widgets")

#: The row of the form each choice is in (a refusal is drawn under the row touched).
_ROW_OF = {"language": "edition", "edition": "edition", "players": "players", "unit": "games", "games": "games",
           "seed": "seed"}
_MOST_PLACES = 6  # the revised edition's most players: one agent picker each, made once
# The error beside the Run button: no wider than the page.
_ALERT = "display:inline-block;max-width:100%;box-sizing:border-box;" + ALERT_BOX
_FORFEITS_SHOWN = 5  # the first forfeits said one per line; the rest are counted


def _row():
    """A new layout for a row of the form (each widget its own: a shared layout would hide
    or move them together)."""
    return widgets.Layout(flex_flow="row wrap", align_items="center")


def _plot_layout():
    """A new layout for one of the two plots: at most 640 px wide, never wider than the page."""
    return widgets.Layout(max_width="min(640px, 100%)")


def _unit_key(key, unit):
    """A text key, or its variant for single rounds ("lab_progress" -> "lab_progress_rounds")."""
    return key + "_rounds" if unit == "round" else key


#: The lab's plots in inches: drawn at 100 dpi, as wide as the images that show them
#: (640 px), so that their text is shown at its size.
PLOT_SIZE = (6.4, 4.6)


def rates_png(rows, reading, played, language, size=PLOT_SIZE):
    """A plot of the lab's results as PNG bytes (see
    :func:`lovelet.plots.tournament.rates_figure`), in the projector's sizes."""
    return chart_png(describe_lab_rates(rows, reading, played, language), size)


class StrategyLabView(GuardedView, widgets.VBox):
    """The strategy lab: ``StrategyLabView(StrategyLabController())`` is a widget.

    ``controller`` defaults to a new :class:`StrategyLabController` (``language`` then
    sets its language).  ``plot=False`` leaves the two plots out (the tables stay).
    """

    _failed_key = "lab_failed"
    _what = "lovelet strategy lab view"

    def __init__(self, controller=None, *, language=None, plot=True):
        if controller is None:
            controller = StrategyLabController(language=language)
        elif not isinstance(controller, StrategyLabController):
            raise refused("BAD_OPTION.lab_view")
        elif language is not None:
            controller.language = language
        self._start_guard(controller)
        c = controller
        self._last_state = None
        self._drawn = ()  # what the plots on the page show (None: no plot); () before the first rendering
        wide = {"description_width": "initial"}

        self.title = widgets.HTML()
        self.language = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.edition = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.players = widgets.IntText(style=wide, layout=widgets.Layout(width="12em"))
        self.players_range = widgets.HTML()
        self.lineup_title = widgets.HTML()
        self.places = [Dropdown(style=wide, layout=widgets.Layout(width="auto")) for _ in range(_MOST_PLACES)]
        # The toggle's own description is drawn above its buttons: a label beside it instead.
        self.unit_label = widgets.HTML()
        self.unit = widgets.ToggleButtons(style={"button_width": "auto"})
        self.games = widgets.IntText(style=wide, layout=widgets.Layout(width="14em"))
        self.seed = widgets.Text(continuous_update=False, style=wide, layout=widgets.Layout(width="14em"))
        self.seed_help = widgets.HTML()
        self.run_button = widgets.Button(button_style="success", icon="play", layout=widgets.Layout(width="auto"))
        self.stop_button = widgets.Button(button_style="danger", icon="stop", layout=widgets.Layout(width="auto"))
        self.progress = widgets.IntProgress(min=0, max=1, value=0,
                                            layout=widgets.Layout(width="24em", max_width="100%"))
        # What the run says: its progress, its refusal, its status, the tables and their notes.
        self.progress_text, self.error, self.status, self.rates, self.seats, self.notes = (
            widgets.HTML() for _ in range(6))
        # Side by side on a laptop, one under the other on a narrower screen.
        # PNGs where matplotlib is, lovelet's own SVG where it is not (a browser's Pyodide)
        self.win_plot = chart_picture(_plot_layout()) if plot else None
        self.seat_plot = chart_picture(_plot_layout()) if plot else None

        # The form's rows, by name: a refusal is drawn under the row the person last touched.
        self._rows = {
            "edition": widgets.HBox([self.edition, self.language], layout=_row()),
            "players": widgets.HBox([self.players, self.players_range], layout=_row()),
            "lineup": widgets.VBox([self.lineup_title, widgets.HBox(self.places, layout=_row())]),
            "games": widgets.HBox([self.unit_label, self.unit, self.games], layout=_row()),
            "seed": widgets.HBox([self.seed, self.seed_help], layout=_row()),
            "run": widgets.HBox([self.run_button, self.stop_button, self.progress, self.progress_text],
                                layout=_row()),
        }
        self._touched = "run"  # the row of the last control touched
        self._form = form = widgets.VBox(self._form_children())
        results = [self.rates, self.seats, self.notes]
        if plot:
            results.append(widgets.HBox([self.win_plot, self.seat_plot], layout=_row()))
        super().__init__([form, *results, access_sheet()], layout=widgets.Layout(max_width="1300px"))
        self.add_class("lovelet-lab")
        add_classes("lovelet-lab-", (
            (self.language, "language"), (self.edition, "edition"), (self.players, "players"), (self.unit, "unit"),
            (self.games, "games"), (self.seed, "seed"), (self.run_button, "run"), (self.stop_button, "stop"),
            (self.progress, "progress"), (self.progress_text, "progress-text"), (self.error, "error"),
            (self.status, "status"), (self.rates, "rates"), (self.seats, "seats"), (self.notes, "notes"),
            (self.win_plot, "win-plot"), (self.seat_plot, "seat-plot")))
        for place in self.places:
            place.add_class("lovelet-lab-place")

        for widget, trait in ((self.language, "language"), (self.edition, "edition"), (self.players, "players"),
                              (self.unit, "unit"), (self.games, "games"), (self.seed, "seed")):
            widget.observe(lambda change, trait=trait: self._forward(trait, change), names="value")
        for index, place in enumerate(self.places):
            place.observe(lambda change, index=index: self._forward_place(index, change), names="value")
        self.run_button.on_click(lambda _button: self._act(c.run))
        self.stop_button.on_click(lambda _button: self._act(c.stop))
        self._follow()  # the first rendering

    # ------------------------------------------------------------------ events

    def _language(self):
        language = self.controller.language
        return language if language in LANGUAGES else self.controller._language

    def _form_children(self):
        """The form's widgets in order, the refusal under the row last touched."""
        children = [self.title]
        for name, row in self._rows.items():
            children.append(row)
            if name == self._touched:
                children.append(self.error)
        return [*children, self.status]

    def _act(self, function):
        self._touched = "run"
        with self._acting():
            function()

    def _forward(self, trait, change):
        if self._syncing or change["new"] is None:
            return
        self._touched = _ROW_OF[trait]
        with self._acting():
            setattr(self.controller, trait, change["new"])

    def _forward_place(self, index, change):
        if self._syncing or change["new"] is None:
            return
        self._touched = "lineup"
        with self._acting():
            self.controller.set_agent(index, change["new"])

    def form_fields(self) -> list[widgets.Widget]:
        """The choices of the form (locked while a tournament runs): the language, the
        edition, the players, every agent place, games or rounds, how many, the seed."""
        return [self.language, self.edition, self.players, *self.places, self.unit, self.games, self.seed]

    # ------------------------------------------------------------------ rendering

    def _render(self):
        news = self._news()
        if news is None:
            return
        c = self.controller
        language = self._language()
        self._syncing = True
        try:
            self._render_form(c, language)
            self._render_progress(c, language)
        finally:
            self._syncing = False
        self.rates.value = self._rates_html(c, language)
        self.seats.value = self._seats_html(c, language)
        self.notes.value = self._notes_html(c, language)
        for part in (self.rates, self.seats, self.notes):
            show(part, bool(c.entrant_rates))
        self._last_state = news
        self._render_plots(c, language)

    def _render_form(self, c, language):
        self.title.value = lab_title_html(say("lab_title", language), say("lab_intro", language))
        offer(self.language, say("setup_language", language),
              [(say(f"language_{code}", language), code) for code in c.languages],
              c.language if c.language in c.languages else None)
        offer_editions(self.edition, c, language)
        offer_players(self.players, self.players_range, c, language)
        self.lineup_title.value = f'{bold_html(say("lab_lineup", language))} ' \
                                  f'{lab_note_html(say("lab_lineup_help", language), inline=True)}'
        lineup = list(c.lineup) if isinstance(c.lineup, (list, tuple)) else []
        choices = [(c.agent_titles.get(word, word), word) for word in c.agent_choices]
        for index, place in enumerate(self.places):
            used = index < len(lineup)
            show(place, used)
            place.description = say("lab_place", language, number=index + 1) if used else ""
            word = lineup[index] if used else None
            set_options(place, choices if used else [], word if word in c.agent_choices else None)
        self.unit_label.value = label_html(say("lab_unit", language))
        options = tuple((say(f"lab_unit_{unit}", language), unit) for unit in c.units)
        if tuple(self.unit.options) != options:
            self.unit.options = options
        if c.unit in c.units:
            self.unit.value = c.unit
        self.games.description = say(_unit_key("lab_games", c.unit), language)
        if isinstance(c.games, int) and not isinstance(c.games, bool) and self.games.value != c.games:
            self.games.value = c.games
        self.seed.description = say("setup_seed", language)
        seed = "" if c.seed is None else str(c.seed)
        if self.seed.value != seed:
            self.seed.value = seed
        self.seed_help.value = lab_note_html(say("lab_seed_help", language), inline=True)
        # The form is locked while a tournament runs: what it shows is what is being played.
        locked = c.status == "running"
        for widget in self.form_fields():
            widget.disabled = locked

    def _render_progress(self, c, language):
        running = c.status == "running"
        self.run_button.description = say("lab_run", language)
        self.run_button.disabled = running or not c.ready
        self.stop_button.description = say("lab_stop", language)
        self.stop_button.disabled = not running
        unit = c.played.get("unit", c.unit)
        self.progress.max = max(1, c.total)
        self.progress.value = min(c.done, self.progress.max)
        self.progress.bar_style = {"done": "success", "stopped": "warning", "failed": "danger"}.get(c.status, "")
        self.progress_text.value = (escaped(say(_unit_key("lab_progress", unit), language, done=c.done, total=c.total))
                                    if c.total else "")
        problem = c.error or self._fault
        self.error.value = alert_html(problem, _ALERT)
        children = tuple(self._form_children())
        if tuple(self._form.children) != children:
            self._form.children = children
        key = f"lab_status_{c.status}"
        if c.status in ("done", "stopped", "failed"):  # these say how many games (or rounds)
            key = _unit_key(key, unit)
        line = say(key, language, done=c.done, total=c.total)
        self.status.value = lab_note_html(line, live=True)

    def _caption(self, c, language):
        played = c.played
        # No seed while the tournament runs (the controller keeps it until the end).
        key = "lab_caption" if played["seed"] is not None else "lab_caption_running"
        return say(_unit_key(key, played["unit"]), language, count=played["games"],
                   edition=say(f"lab_edition_{played['edition']}", language), players=played["players"],
                   seed=played["seed"])

    @staticmethod
    def _rate_row(css_class, label, row, language):
        interval = say("from_to", language, low=percent_text(row["low"], language),
                       high=percent_text(row["high"], language))
        return RateRow(css_class, label, row["wins"], row["games"], percent_text(row["p"], language), interval,
                       row["shared"])

    @staticmethod
    def _heads(first, language):
        return [first] + [say(key, language) for key in ("lab_wins", "lab_win_rate", "interval", "lab_shared")]

    def _rates_html(self, c, language):
        if not c.entrant_rates:
            return ""
        rows = [self._rate_row("lovelet-lab-rate", row["title"], row, language) for row in c.entrant_rates]
        return rates_table_html(self._caption(c, language), self._heads(say("lab_agent", language), language), rows)

    def _seats_html(self, c, language):
        if not c.seat_rates:
            return ""
        rows = [self._rate_row("lovelet-lab-seat", say("lab_first_place" if row["seat"] == 0 else "lab_other_place",
                                                       language, number=row["seat"] + 1), row, language)
                for row in c.seat_rates]
        return rates_table_html(say("lab_seats_caption", language), self._heads(say("lab_seat", language), language),
                                rows)

    @staticmethod
    def _notes_html(c, language):
        if not c.entrant_rates:
            return ""
        players = c.played["players"]
        notes = [say("lab_interval_note", language),
                 say("lab_fair_note", language, players=players, share=percent_text(1 / players, language)),
                 say("lab_shared_note", language)]
        turns, rounds = decimal(c.mean_turns, language, digits=1), decimal(c.mean_rounds, language, digits=2)
        notes.append(say(_unit_key("lab_lengths", c.played["unit"]), language, rounds=rounds, turns=turns))
        # Games lost by forfeit (one's own agents, in their own processes): who, which game, why.
        for row in c.forfeits[:_FORFEITS_SHOWN]:
            notes.append(say(_unit_key("lab_forfeit", c.played["unit"]),
                             language, game=row["game"], agent=row["title"], reason=row["why"]))
        if len(c.forfeits) > _FORFEITS_SHOWN:
            notes.append(say("lab_forfeits_more", language, count=len(c.forfeits) - _FORFEITS_SHOWN))
        return notes_html(notes)

    def _render_plots(self, c, language):
        """Draw the two plots once the tournament is over or stopped (a few tenths of a
        second: not at every step), and again only when what they show changes."""
        if self.win_plot is None:
            return
        shown_now = c.status in ("done", "stopped", "failed") and bool(c.entrant_rates)
        key = (tuple(tuple(sorted(row.items())) for row in c.entrant_rates),
               tuple(tuple(sorted(row.items())) for row in c.seat_rates),
               tuple(sorted(c.played.items())), language) if shown_now else None
        if key == self._drawn:
            return
        self._drawn = key
        plots = ((self.win_plot, c.entrant_rates, "win_rates", "lab_win_rate"),
                 (self.seat_plot, c.seat_rates, "seat_advantage", "lab_seats_caption"))
        for image, rows, reading, name in plots:
            image.tooltip = say(name, language) if shown_now else ""  # the picture's name
            if shown_now:
                show_chart(image, describe_lab_rates(rows, reading, c.played, language), PLOT_SIZE)
            else:
                clear_chart(image)
        for image, *_ in plots:  # both shown together, once both are drawn
            show(image, shown_now)
