"""The probability explorer's plots: draws, Guard and Baron odds of a set situation.

Each function draws a :class:`~lovelet.deduction.situation.Situation` on ``ax`` (a new
figure's axes when ``ax`` is None) and returns the axes, titled and labelled in
``language``.  Colours come from :mod:`lovelet.palette`, and never carry meaning alone:
every bar of a card is hatched with the card's hatch and named under the axis, every
figure is written on its bar as the exact fraction, and the Baron's outcomes are named
on their segments.  :func:`situation_png` renders one of them as a PNG sized for a
projector, for an :class:`ipywidgets.Image`.  Matplotlib is imported only here, when a
plot is drawn.
"""

import io

from ..errors import IllegalAction, shown
from ..i18n import card_name, text
from ..naming import language_of
from ..palette import OKABE_ITO, PROJECTOR_FIGSIZE, color_of, hatch_of, ink_on, marker_of, projector_rc

__all__ = ["plot_draw_chances", "plot_guard_chances", "plot_baron_chances", "situation_png", "PLOTS"]

# The Baron's outcomes: a colour, a hatch and the name written on each segment.
_OUTCOME_STYLES = {"win": (OKABE_ITO["bluish green"], "//"), "tie": ("#BBBBBB", ".."),
                   "lose": (OKABE_ITO["vermillion"], "xx")}


def _axes(ax):
    if ax is None:
        import matplotlib.pyplot as plt

        _, ax = plt.subplots(figsize=PROJECTOR_FIGSIZE)
    elif not callable(getattr(ax, "bar", None)):
        raise IllegalAction("BAD_OPTION", f"ax must be matplotlib axes or None, not {shown(ax)}.")
    return ax


def _fraction(chance):
    return str(chance.numerator) if chance.denominator == 1 else f"{chance.numerator}/{chance.denominator}"


def _short(chance, language):
    """The exact fraction when it is short enough to read on a bar, else the percentage
    (a hypergeometric chance such as 1819/1820 says more as "99.9%")."""
    from .explorer import percent_text

    written = _fraction(chance)
    return written if len(written) <= 5 else percent_text(chance, language)


def _as_percent(ax, top=1.12):
    from matplotlib.ticker import PercentFormatter

    ax.set_ylim(0, top)  # room for the figures written on the tallest bars (and the legend)
    ax.yaxis.set_major_formatter(PercentFormatter(1.0, decimals=0))
    ax.set_yticks([0, 0.25, 0.5, 0.75, 1])


def _card_ticks(ax, positions, cards, edition, language):
    ax.set_xticks(list(positions), [f"{edition.values[card]} {card_name(card, language)}" for card in cards],
                  rotation=35, ha="right")


def plot_draw_chances(situation, ax=None, language="en"):
    """Bars of the chance that the next card drawn is each card, and that the deck
    still holds at least one copy of it (a lighter, dotted bar beside it).

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
            ax.text(index - width / 2, float(chance) + 0.02, _fraction(chance), ha="center", va="bottom",
                    fontsize="small", rotation=90)
        chance = in_deck[card]
        ax.bar(index + width / 2, float(chance), width, color="white", hatch="..", edgecolor=color,
               linewidth=2, label=text("explorer_in_deck", language) if index == 0 else None)
        ax.text(index + width / 2, float(chance) + 0.02, _short(chance, language), ha="center",
                va="bottom", fontsize="small", rotation=90)
    _card_ticks(ax, range(len(cards)), cards, edition, language)
    _as_percent(ax, top=1.5)
    title = text("explorer_plot_draw_title", language)
    if next_draw is None:
        title += "\n" + text("explorer_no_draw", language)
    ax.set_title(title)
    ax.set_ylabel(text("explorer_plot_chance", language))
    ax.legend(loc="upper center", ncol=2)
    return ax


def plot_guard_chances(situation, ax=None, language="en"):
    """Bars of the chance that a Guard naming each card hits one opponent.

    Each bar carries the card's marker and its exact fraction; the best guess (the
    most likely card, the lowest value on a tie) is marked "best guess".
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
        ax.plot([index], [float(chance)], linestyle="none", marker=marker_of(card), color="black",
                markerfacecolor="white", markersize=12)
        label = _fraction(chance)
        if card is best:
            label = f"{text('plot_best_guess', language)}\n{label}"
        ax.text(index, float(chance) + 0.04, label, ha="center", va="bottom", fontsize="small",
                fontweight="bold" if card is best else "normal")
    _card_ticks(ax, range(len(cards)), cards, edition, language)
    _as_percent(ax)
    ax.set_title(text("explorer_plot_guard_title", language))
    ax.set_xlabel(text("plot_card_named", language))
    ax.set_ylabel(text("plot_hit_chance", language))
    return ax


def plot_baron_chances(situation, ax=None, language="en"):
    """One horizontal bar per card of mine a Baron may compare, split into the chances
    that I win, tie or lose; each segment is hatched and named with its fraction."""
    language = language_of(language)
    ax = _axes(ax)
    edition = situation.edition
    cards = situation.baron_cards()
    for row, card in enumerate(cards):
        left = 0.0
        for outcome, chance in situation.baron(card).items():
            color, hatch = _OUTCOME_STYLES[outcome]
            width = float(chance)
            ax.barh(row, width, 0.6, left=left, color=color, hatch=hatch, edgecolor="black", linewidth=1,
                    label=text(f"explorer_{outcome}", language) if row == 0 else None)
            if chance:
                ax.text(left + width / 2, row, f"{text(f'explorer_{outcome}', language)}\n{_fraction(chance)}",
                        ha="center", va="center", fontsize="small",
                        bbox={"facecolor": "white", "edgecolor": "none", "alpha": 0.85, "pad": 2})
            left += width
    ax.set_yticks(range(len(cards)), [f"{card_name(card, language)} ({edition.values[card]})" for card in cards])
    ax.set_ylim(len(cards) - 0.4 + 0.5, -0.6)  # my first card on top, room for the legend below it
    from matplotlib.ticker import PercentFormatter

    ax.set_xlim(0, 1)
    ax.xaxis.set_major_formatter(PercentFormatter(1.0, decimals=0))
    ax.set_title(text("explorer_plot_baron_title", language))
    ax.set_xlabel(text("explorer_plot_chance", language))
    ax.set_ylabel(text("explorer_plot_keep", language))
    ax.legend(loc="lower center", ncol=3)
    return ax


#: The plot of each chart a view may show (see :data:`lovelet.widgets.explorer.CHARTS`).
PLOTS = {"draw": plot_draw_chances, "guard": plot_guard_chances, "baron": plot_baron_chances}


def situation_png(situation, chart="draw", language="en", dpi=80):
    """The plot ``chart`` ("draw", "guard" or "baron") of ``situation`` as PNG bytes.

    Drawn on a figure of its own (not pyplot's, so that nothing is left open) with the
    projector's sizes of :func:`lovelet.palette.projector_rc`.
    """
    if chart not in PLOTS:
        raise IllegalAction("BAD_OPTION", f"The plot is one of {', '.join(PLOTS)}, not {shown(chart)}.")
    import matplotlib
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    with matplotlib.rc_context(projector_rc()):
        figure = Figure(figsize=PROJECTOR_FIGSIZE, dpi=dpi)
        FigureCanvasAgg(figure)
        PLOTS[chart](situation, ax=figure.add_subplot(), language=language)
        figure.tight_layout()
        output = io.BytesIO()
        figure.savefig(output, format="png")
    return output.getvalue()
