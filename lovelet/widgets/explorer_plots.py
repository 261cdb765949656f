"""The probability explorer's charts: draws, Guard and Baron odds of a set situation.

Each ``describe_*`` function says what a chart of a
:class:`~lovelet.deduction.situation.Situation` shows, in ``language`` (a
:mod:`lovelet.display.chart` description); each ``plot_*`` function draws it on ``ax``
(a new figure's axes when ``ax`` is None) and returns the axes.  Colours come from
:mod:`lovelet.display.palette`, and never carry meaning alone: every bar of a card is
hatched with the card's hatch and named under the axis, every figure is written on its
bar as the exact fraction, and the Baron's outcomes are named on their segments.
:func:`situation_png` renders one of them as a PNG sized for a projector, for an
:class:`ipywidgets.Image`, and :func:`situation_svg` as lovelet's own SVG, where
matplotlib cannot be imported.  Matplotlib is imported only when a plot is drawn.
"""

from lovelet.display.chart import INK, Bar, BarChart, Group, percent_ticks
from lovelet.display.chart_svg import chart_svg
from lovelet.display.palette import OKABE_ITO, color_of, hatch_of, ink_on, marker_of
from lovelet.engine.errors import refused, shown
from lovelet.plots.chart_mpl import chart_figure, chart_png, drawn_or_described
from lovelet.plots.figures import drawn_as_written, new_axes
from lovelet.text.i18n import card_name, text
from lovelet.text.languages import language_of
from lovelet.widgets.explorer import percent_text

__all__ = ["plot_draw_chances", "plot_guard_chances", "plot_baron_chances", "situation_png", "situation_svg",
           "situation_chart", "situation_figure", "describe_draw_chances", "describe_guard_chances",
           "describe_baron_chances", "PLOTS", "DESCRIPTIONS", "PLOT_SIZE"]

#: The explorer's pictures in inches, drawn at 100 dpi: 960 px, shown at that size
#: (a picture scaled down would shrink its text below 14 pt).
PLOT_SIZE = (9.6, 5.6)

# The Baron's outcomes: a colour and a hatch of their own, and their names in the legend.
_OUTCOME_STYLES = {"win": (OKABE_ITO["bluish green"], "//"), "tie": (OKABE_ITO["sky blue"], ".."),
                   "lose": (OKABE_ITO["vermillion"], "xx")}


def _axes(ax):
    if ax is not None and not callable(getattr(ax, "bar", None)):
        raise refused("BAD_OPTION.plot_axes", shown=shown(ax))
    return new_axes(ax, PLOT_SIZE)


def _fraction(chance):
    return str(chance.numerator) if chance.denominator == 1 else f"{chance.numerator}/{chance.denominator}"


def _short(chance, language):
    """The exact fraction when it is short enough to read on a bar, else the percentage
    (a hypergeometric chance such as 1819/1820 says more as "99.9%")."""
    written = _fraction(chance)
    return written if len(written) <= 5 else percent_text(chance, language)


def _card_label(card, edition, language):
    return f"{edition.values[card]} {card_name(card, language)}"


def describe_draw_chances(situation, language="en"):
    """The chance that the next card drawn is each card, and that the deck still holds at
    least one copy of it (a white, dotted bar edged in the card's colour beside it); each
    bar's chance is written above it.  With an empty deck only the second kind of bar is
    left, at 0, and the title says so."""
    language = language_of(language)
    edition = situation.edition
    next_draw, in_deck = situation.next_draw(), situation.in_deck()
    width, bars, groups = 0.4, [], []
    for index, card in enumerate(edition.cards):
        color, label = color_of(card), _card_label(card, edition, language)
        if next_draw is not None:
            bars.append(Bar(label, float(next_draw[card]), color, hatch_of(card), ink_on(color),
                            written=_fraction(next_draw[card]), position=index - width / 2, width=width,
                            series=text("explorer_next_draw", language)))
        bars.append(Bar(label, float(in_deck[card]), "#FFFFFF", "..", color, written=_short(in_deck[card], language),
                        position=index + width / 2, width=width, series=text("explorer_in_deck", language),
                        edge=2.0))
        groups.append(Group(label, float(index)))
    title = text("explorer_plot_draw_title", language)
    if next_draw is None:
        title += "\n" + text("explorer_no_draw", language)
    # The legend above the axes: beside them it would take the width the bars need.
    return BarChart(title, tuple(bars), "", text("explorer_plot_chance", language), percent_ticks(language),
                    groups=tuple(groups), legend_place="above", written_turned=True)


def describe_guard_chances(situation, language="en"):
    """The chance that a Guard naming each card hits one opponent: each bar carries the
    card's marker and, above it, its exact fraction; the best guess (the most likely
    card, the lowest value on a tie) is named "best guess" under its bar, in bold."""
    language = language_of(language)
    edition = situation.edition
    odds = situation.guard()
    best, _ = situation.best_guard_guess()
    bars = []
    for card, chance in odds.items():
        color = color_of(card)
        # "best guess" is said under its bar: above it, it would reach over its neighbours.
        bars.append(Bar(_card_label(card, edition, language), float(chance), color, hatch_of(card), ink_on(color),
                        written=_fraction(chance), width=0.7, marker=marker_of(card), bold=card is best,
                        suffix=f"({text('plot_best_guess', language)})" if card is best else ""))
    groups = tuple(Group(bar.label, float(index), bar.suffix, bar.bold) for index, bar in enumerate(bars))
    return BarChart(text("explorer_plot_guard_title", language), tuple(bars), text("plot_card_named", language),
                    text("plot_hit_chance", language), percent_ticks(language), groups=groups)


def describe_baron_chances(situation, language="en"):
    """For each card of mine a Baron may compare, three bars: the chances that I win, tie
    or lose, each in its outcome's colour and hatch (named in the legend), the outcome and
    its fraction written beyond its end; my first card on top."""
    language = language_of(language)
    edition = situation.edition
    bars, groups = [], []
    for group, card in enumerate(situation.baron_cards()):
        for place, (outcome, chance) in enumerate(situation.baron(card).items()):
            color, hatch = _OUTCOME_STYLES[outcome]
            name = text(f"explorer_{outcome}", language)
            # The outcome named beside its fraction: read without looking at the legend.
            bars.append(Bar(f"{card_name(card, language)}: {name}", float(chance), color, hatch, INK,
                            written=f"{name} {_fraction(chance)}", position=group * 4 + place, series=name))
        groups.append(Group(f"{card_name(card, language)} ({edition.values[card]})", float(group * 4 + 1)))
    return BarChart(text("explorer_plot_baron_title", language), tuple(bars), text("explorer_plot_chance", language),
                    text("explorer_plot_keep", language), percent_ticks(language), groups=tuple(groups),
                    legend_place="beside", horizontal=True)


@drawn_as_written
def plot_draw_chances(situation, ax=None, language="en"):
    """Bars of the chances of the next draw and of the deck's copies
    (:func:`describe_draw_chances`), drawn on ``ax``; returns the axes."""
    chart = describe_draw_chances(situation, language)
    return drawn_or_described(chart, ax, _axes)


@drawn_as_written
def plot_guard_chances(situation, ax=None, language="en"):
    """Bars of the chance that a Guard naming each card hits one opponent
    (:func:`describe_guard_chances`), drawn on ``ax``; returns the axes."""
    chart = describe_guard_chances(situation, language)
    return drawn_or_described(chart, ax, _axes)


@drawn_as_written
def plot_baron_chances(situation, ax=None, language="en"):
    """Bars of the Baron's outcomes for each card of mine (:func:`describe_baron_chances`),
    drawn on ``ax``; returns the axes."""
    chart = describe_baron_chances(situation, language)
    return drawn_or_described(chart, ax, _axes)


#: The plot of each chart a view may show (see :data:`lovelet.widgets.explorer.CHARTS`).
PLOTS = {"draw": plot_draw_chances, "guard": plot_guard_chances, "baron": plot_baron_chances}
#: What each chart shows.
DESCRIPTIONS = {"draw": describe_draw_chances, "guard": describe_guard_chances, "baron": describe_baron_chances}


def situation_chart(situation, chart="draw", language="en"):
    """The description of the chart ``chart`` ("draw", "guard" or "baron") of ``situation``."""
    if chart not in PLOTS:
        raise refused("BAD_OPTION.explorer_plot", plots=", ".join(PLOTS), shown=shown(chart))
    return DESCRIPTIONS[chart](situation, language)


def situation_figure(situation, chart="draw", language="en", dpi=100):
    """The plot ``chart`` ("draw", "guard" or "baron") of ``situation`` on a figure of its
    own (not pyplot's, so that nothing is left open), :data:`PLOT_SIZE` at ``dpi``, with
    the projector's sizes of :func:`lovelet.display.palette.projector_rc`."""
    return chart_figure(situation_chart(situation, chart, language), PLOT_SIZE, dpi)


def situation_png(situation, chart="draw", language="en", dpi=100):
    """The plot ``chart`` of ``situation`` (see :func:`situation_figure`) as PNG bytes."""
    return chart_png(situation_chart(situation, chart, language), PLOT_SIZE, dpi)


def situation_svg(situation, chart="draw", language="en"):
    """The chart ``chart`` of ``situation`` as SVG markup (no matplotlib needed)."""
    return chart_svg(situation_chart(situation, chart, language))
