"""The probability explorer's ipywidgets view: :class:`ExplorerView`.

The view lays an :class:`~lovelet.widgets.explorer.ExplorerController` out: the
controls of the situation (edition, my hand, the copies seen of each card, the players
left, the deck size, the language), the controller's sentence when a situation is
refused and, after an edition switch, what it kept and changed, a table of every
card's figures (percentage, exact fraction and the count behind it), the Baron's
comparison and a plot (a PNG of :mod:`lovelet.widgets.explorer_plots` in an
:class:`ipywidgets.Image`, or the same chart as SVG where matplotlib cannot be imported)
chosen with toggle buttons.  Every control forwards its value to the controller, which
checks it: a refused value goes back to the controller's and its sentence is shown; nothing a
person does raises (an unexpected failure shows a sentence, and is kept in
``view.failures`` for tests).

Every text drawn in an :class:`ipywidgets.HTML` goes through :func:`~lovelet.display.markup.escaped`.
"""

import logging

import ipywidgets as widgets

from lovelet.display.blocks import ALERT_BOX, alert_html, bold_html, small_note_html, title_html
from lovelet.display.explorer import baron_odds_html, explorer_summary_html, notice_html, odds_table_html
from lovelet.widgets.access import access_sheet
from lovelet.widgets.chart_picture import chart_picture, show_chart
from lovelet.text.languages import LANGUAGES
from lovelet.widgets.explorer import CHARTS
from lovelet.widgets.explorer_plots import PLOT_SIZE, situation_chart
from lovelet.widgets.guarded import GuardedView
from lovelet.text.i18n import say
from lovelet.widgets.drawing import Dropdown, add_classes, set_options, show

__all__ = ["ExplorerView"]

_log = logging.getLogger("lovelet.widgets")

_MOST_CARDS = 10  # the revised edition's characters: one row of controls each, made once


class ExplorerView(GuardedView, widgets.VBox):
    """The probability explorer: ``ExplorerView(ExplorerController())`` is a widget.

    ``plot=False`` leaves the plot out (a faster page, or a test of the figures alone).
    """

    _failed_key = "explorer_failed"
    _what = "lovelet explorer view"

    def __init__(self, explorer_controller, *, plot=True):
        self._start_guard(explorer_controller, needs="rows", refusal="BAD_OPTION.explorer_view")
        self._drawn = None  # (situation, chart, language) of the plot on the page
        wide = {"description_width": "initial"}

        self.title = widgets.HTML()
        self.language = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.edition = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.first_card = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.second_card = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.players_left = widgets.IntText(style=wide, layout=widgets.Layout(width="14em"))
        self.deck_size = widgets.IntText(style=wide, layout=widgets.Layout(width="14em"))
        self.seen_title = widgets.HTML()
        # IntText, not BoundedIntText: an impossible count reaches the controller, which
        # says why it cannot be, instead of being clamped silently.
        self.seen = [widgets.IntText(style=wide, layout=widgets.Layout(width="15em"))
                     for _ in range(_MOST_CARDS)]
        self.error = widgets.HTML()
        self.notice = widgets.HTML()  # what an edition switch kept and changed
        self.summary = widgets.HTML()
        self.table = widgets.HTML()
        self.baron = widgets.HTML()
        self.chart = widgets.ToggleButtons(style={"button_width": "auto"})
        # A PNG, or SVG where matplotlib cannot be imported (a browser's Pyodide)
        self.image = chart_picture(widgets.Layout(max_width="100%")) if plot else None

        controls = widgets.VBox([
            widgets.HBox([self.edition, self.language], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.first_card, self.second_card], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.players_left, self.deck_size], layout=widgets.Layout(flex_flow="row wrap")),
            self.seen_title,
            widgets.HBox(self.seen, layout=widgets.Layout(flex_flow="row wrap")),
        ])
        parts = [self.title, controls, self.error, self.notice, self.summary, self.table, self.baron]
        if plot:
            parts += [self.chart, self.image]
        super().__init__([*parts, access_sheet()], layout=widgets.Layout(max_width="1100px"))
        self.add_class("lovelet-explorer")
        add_classes("lovelet-", (
            (self.error, "error"), (self.notice, "notice"), (self.table, "figures"), (self.baron, "baron"),
            (self.chart, "chart"), (self.image, "plot"), (self.summary, "summary")))
        add_classes("lovelet-explorer-", (
            (self.language, "language"), (self.edition, "edition"), (self.first_card, "first-card"),
            (self.second_card, "second-card"), (self.players_left, "players-left"), (self.deck_size, "deck-size")))
        for box in self.seen:
            box.add_class("lovelet-explorer-seen")

        self.language.observe(lambda change: self._forward("language", change), names="value")
        self.edition.observe(lambda change: self._forward("edition", change), names="value")
        self.first_card.observe(lambda change: self._forward("hand", change), names="value")
        self.second_card.observe(lambda change: self._forward("hand", change), names="value")
        self.players_left.observe(lambda change: self._forward("players_left", change), names="value")
        self.deck_size.observe(lambda change: self._forward("deck_size", change), names="value")
        self._seen_cards = [None] * _MOST_CARDS  # the card code each box counts
        for index, box in enumerate(self.seen):
            box.observe(lambda change, index=index: self._forward("seen", change, index), names="value")
        self.chart.observe(lambda change: self._forward("chart", change), names="value")
        self._follow()

    # ------------------------------------------------------------------ events

    def _forward(self, what, change, index=None):
        if self._syncing or change["new"] is None:
            return
        c = self.controller
        with self._acting():
            if what == "language":
                c.language = change["new"]
            elif what == "chart":
                c.chart = change["new"]
            elif what == "edition":
                c.update(edition=change["new"])
            elif what == "hand":
                second = self.second_card.value or None
                c.set_hand(self.first_card.value, second)
            elif what == "seen":
                if self._seen_cards[index] is not None:
                    c.set_seen(self._seen_cards[index], change["new"])
            else:
                c.update(**{what: change["new"]})

    # ------------------------------------------------------------------ rendering

    def _render(self):
        c = self.controller
        language = c.language
        labels = c.labels
        self._syncing = True
        try:
            self.title.value = title_html(labels["explorer_title"])
            self.language.description = labels["setup_language"]
            set_options(self.language, [(say(f"language_{code}", language), code) for code in LANGUAGES],
                        language)
            self.edition.description = labels["setup_edition"]
            set_options(self.edition, [(labels["setup_edition_revised"], "revised"),
                                       (labels["setup_edition_classic"], "classic")], c.edition)
            cards = [(f"{c.card_names[code]} ({c.card_values[code]})", code) for code in c.cards]
            self.first_card.description = labels["explorer_first_card"]
            set_options(self.first_card, cards, c.hand[0])
            self.second_card.description = labels["explorer_second_card"]
            set_options(self.second_card, [(labels["explorer_no_card"], "")] + cards,
                        c.hand[1] if len(c.hand) > 1 else "")
            self.players_left.description = labels["explorer_players_left"]
            self.players_left.value = c.players_left
            self.deck_size.description = labels["explorer_deck_size"]
            self.deck_size.value = c.deck_size
            self.seen_title.value = (f'{bold_html(labels["explorer_cards_seen"])} '
                                     f'{small_note_html(labels["explorer_seen_help"])}')
            for index, box in enumerate(self.seen):
                if index < len(c.cards):
                    code = c.cards[index]
                    self._seen_cards[index] = code
                    box.description = f"{c.card_values[code]} {c.card_names[code]} (\u2264 {c.copies[code]})"
                    box.value = c.seen[code]
                    show(box, True)
                else:
                    self._seen_cards[index] = None
                    box.description = ""
                    box.value = 0
                    show(box, False)
            chart_labels = {"draw": labels["explorer_chart_draw"], "guard": labels["explorer_chart_guard"],
                            "baron": labels["explorer_chart_baron"]}
            self.chart.description = labels["explorer_chart"]
            options = tuple((chart_labels[name], name) for name in CHARTS)
            if tuple(self.chart.options) != options:
                self.chart.options = options
            self.chart.value = c.chart
        finally:
            self._syncing = False
        problem = c.error or self._fault
        self.error.value = alert_html(problem, ALERT_BOX)
        self.notice.value = notice_html(c.notice)
        self.summary.value = explorer_summary_html(c.summary, c.places, c.no_draw, c.best_guess["text"])
        self.table.value = odds_table_html(c.rows, labels)
        self.baron.value = baron_odds_html(c.baron, labels, c.language)
        if self.image is not None:
            drawn = (c.situation, c.chart, language)
            if drawn != self._drawn:  # drawing costs a tenth of a second: only when it changes
                show_chart(self.image, situation_chart(*drawn), PLOT_SIZE)
                self.image.tooltip = labels[f"explorer_chart_{c.chart}"]  # the picture's name
                self._drawn = drawn
