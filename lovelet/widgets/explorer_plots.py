"""The probability explorer's plots: draws, Guard and Baron odds of a set situation.

Each function draws a :class:`~lovelet.deduction.situation.Situation` on ``ax`` (a new
figure's axes when ``ax`` is None) and returns the axes, titled and labelled in
``language``.  Colours come from :mod:`lovelet.display.palette`, and never carry meaning alone:
every bar of a card is hatched with the card's hatch and named under the axis, every
figure is written on its bar as the exact fraction, and the Baron's outcomes are named
on their segments.  :func:`situation_png` renders one of them as a PNG sized for a
projector, for an :class:`ipywidgets.Image`.  Matplotlib is imported only here, when a
plot is drawn.
"""

import io

from lovelet.engine.errors import refused, shown
from lovelet.plots.figures import LABEL_SIZE, drawn_as_written, fit_title, legend_above, legend_beside, make_room, new_axes, percent_axis
from lovelet.text.i18n import card_name, text
from lovelet.text.languages import language_of
from lovelet.display.palette import OKABE_ITO, color_of, hatch_of, ink_on, marker_of, projector_rc
from lovelet.widgets.explorer import percent_text

__all__ = ["plot_draw_chances", "plot_guard_chances", "plot_baron_chances", "situation_png",
           "situation_figure", "PLOTS", "PLOT_SIZE"]

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


def _card_ticks(ax, positions, cards, edition, language):
    # Turned a quarter, each name stays under its own bar, whatever its length.
    ax.set_xticks(list(positions), [f"{edition.values[card]} {card_name(card, language)}" for card in cards],
                  rotation=90)


@drawn_as_written
def plot_draw_chances(situation, ax=None, language="en"):
    """Bars of the chance that the next card drawn is each card, and that the deck
    still holds at least one copy of it (a white, dotted bar edged in the card's colour
    beside it); each bar's chance is written above it.

    With an empty deck only the second kind of bar is left, at 0, and the title says so.
    """
    language = language_of(language)
    ax = _axes(ax)
    edition = situation.edition
    cards = edition.cards
    next_draw, in_deck = situation.next_draw(), situation.in_deck()
    width = 0.4
    for index, card in enumerate(cards):
        color, hatch = color_of(card), hatch_of(card)
        if next_draw is not None:
            chance = next_draw[card]
            ax.bar(index - width / 2, float(chance), width, color=color, hatch=hatch,
                   edgecolor=ink_on(color), linewidth=1,
                   label=text("explorer_next_draw", language) if index == 0 else None)
            ax.annotate(_fraction(chance), (index - width / 2, float(chance)), xytext=(0, 4),
                        textcoords="offset points", ha="center", va="bottom", fontsize=LABEL_SIZE,
                        rotation=90)
        chance = in_deck[card]
        ax.bar(index + width / 2, float(chance), width, color="#FFFFFF", hatch="..", edgecolor=color,
               linewidth=2, label=text("explorer_in_deck", language) if index == 0 else None)
        ax.annotate(_short(chance, language), (index + width / 2, float(chance)), xytext=(0, 4),
                    textcoords="offset points", ha="center", va="bottom", fontsize=LABEL_SIZE, rotation=90)
    _card_ticks(ax, range(len(cards)), cards, edition, language)
    percent_axis(ax, language=language)
    title = text("explorer_plot_draw_title", language)
    if next_draw is None:
        title += "\n" + text("explorer_no_draw", language)
    ax.set_ylabel(text("explorer_plot_chance", language))
    legend_above(ax, title)  # beside the axes it would take the width the bars need
    make_room(ax)
    return ax


@drawn_as_written
def plot_guard_chances(situation, ax=None, language="en"):
    """Bars of the chance that a Guard naming each card hits one opponent.

    Each bar carries the card's marker and, above it, its exact fraction; the best
    guess (the most likely card, the lowest value on a tie) is marked "best guess".
    """
    language = language_of(language)
    ax = _axes(ax)
    edition = situation.edition
    odds = situation.guard()
    best, _ = situation.best_guard_guess()
    cards = list(odds)
    for index, card in enumerate(cards):
        chance, color = odds[card], color_of(card)
        ax.bar(index, float(chance), 0.7, color=color, hatch=hatch_of(card), edgecolor=ink_on(color),
               linewidth=1)
        label = _fraction(chance)
        # The card's marker stands on its bar, its chance above the marker.
        ax.plot([index], [float(chance)], linestyle="none", marker=marker_of(card), color="#000000",
                markerfacecolor="#FFFFFF", markersize=12)
        ax.annotate(label, (index, float(chance)), xytext=(0, 12), textcoords="offset points", ha="center",
                    va="bottom", fontsize=LABEL_SIZE, fontweight="bold" if card is best else "normal")
    # "best guess" is said under its bar: above it, it would reach over its neighbours.
    ax.set_xticks(range(len(cards)), [f"{edition.values[card]} {card_name(card, language)}"
                                      + (f"\n({text('plot_best_guess', language)})" if card is best else "")
                                      for card in cards], rotation=90)
    for tick, card in zip(ax.get_xticklabels(), cards):
        tick.set_fontweight("bold" if card is best else "normal")
    percent_axis(ax, language=language)
    fit_title(ax, text("explorer_plot_guard_title", language))
    ax.set_xlabel(text("plot_card_named", language))
    ax.set_ylabel(text("plot_hit_chance", language))
    make_room(ax)
    return ax


@drawn_as_written
def plot_baron_chances(situation, ax=None, language="en"):
    """For each card of mine a Baron may compare, three bars: the chances that I win,
    tie or lose, each in its outcome's colour and hatch (named in the legend), its
    fraction written beyond its end."""
    language = language_of(language)
    ax = _axes(ax)
    edition = situation.edition
    cards = situation.baron_cards()
    centres = []
    for group, card in enumerate(cards):
        for place, (outcome, chance) in enumerate(situation.baron(card).items()):
            color, hatch = _OUTCOME_STYLES[outcome]
            row = group * 4 + place
            ax.barh(row, float(chance), 0.8, color=color, hatch=hatch, edgecolor="#000000", linewidth=1,
                    label=text(f"explorer_{outcome}", language) if group == 0 else None)
            # The outcome named beside its fraction: read without looking at the legend.
            ax.annotate(f"{text(f'explorer_{outcome}', language)} {_fraction(chance)}", (float(chance), row),
                        xytext=(6, 0), textcoords="offset points",
                        ha="left", va="center", fontsize=LABEL_SIZE)
        centres.append(group * 4 + 1)
    ax.set_yticks(centres, [f"{card_name(card, language)} ({edition.values[card]})" for card in cards])
    ax.set_ylim(len(cards) * 4 - 1.3, -0.7)  # my first card on top
    percent_axis(ax, axis="x", language=language)
    fit_title(ax, text("explorer_plot_baron_title", language))
    ax.set_xlabel(text("explorer_plot_chance", language))
    ax.set_ylabel(text("explorer_plot_keep", language))
    legend_beside(ax)
    make_room(ax, axis="x")
    return ax


#: The plot of each chart a view may show (see :data:`lovelet.widgets.explorer.CHARTS`).
PLOTS = {"draw": plot_draw_chances, "guard": plot_guard_chances, "baron": plot_baron_chances}


def situation_figure(situation, chart="draw", language="en", dpi=100):
    """The plot ``chart`` ("draw", "guard" or "baron") of ``situation`` on a figure of its
    own (not pyplot's, so that nothing is left open), :data:`PLOT_SIZE` at ``dpi``, with
    the projector's sizes of :func:`lovelet.display.palette.projector_rc`."""
    if chart not in PLOTS:
        raise refused("BAD_OPTION.explorer_plot", plots=", ".join(PLOTS), shown=shown(chart))
    import matplotlib
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    with matplotlib.rc_context(projector_rc()):
        figure = Figure(figsize=PLOT_SIZE, dpi=dpi, layout="constrained")
        FigureCanvasAgg(figure)
        PLOTS[chart](situation, ax=figure.add_subplot(), language=language)
        figure.draw_without_rendering()
    return figure


def situation_png(situation, chart="draw", language="en", dpi=100):
    """The plot ``chart`` of ``situation`` (see :func:`situation_figure`) as PNG bytes."""
    figure = situation_figure(situation, chart, language, dpi)
    output = io.BytesIO()
    figure.savefig(output, format="png")
    return output.getvalue()
