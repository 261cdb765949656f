"""Matplotlib figures for lessons: unseen cards, odds, beliefs and outcomes.

Every function draws on ``ax`` (a new figure's axes when ``ax`` is None), returns the
axes, and writes its title and axis labels in ``language`` ("en", "fr" or "de"; the
texts are in :data:`lovelet.text.i18n.TEXTS`).  Matplotlib is imported only when a figure is
drawn, so the rest of lovelet never needs it.

Figures are drawn for a classroom projector (:func:`lovelet.display.palette.projector_rc`:
large type, thick lines) in the colour-blind-safe palette of :mod:`lovelet.display.palette`.
Colour never carries meaning alone: each character's bars also have its hatch and its
points its marker, and the bars are named on the axis.  Players' names are drawn as
they are written, never as mathematics (:func:`lovelet.plots.figures.for_the_projector`).
"""

import numbers
from collections.abc import Mapping

from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown
from lovelet.deduction.odds import (best_guard_guess, check_belief, copies_left_distribution,
                             guard_odds, unseen_counts)
from lovelet.text.i18n import card_name, formatted, percent, text
from lovelet.engine.naming import card_of, is_bool, seat_of
from lovelet.text.languages import language_of
from lovelet.engine.observation import check_observation
from lovelet.plots.figures import (LABEL_SIZE, fit_names, fit_title, for_the_projector, legend_below, legend_beside,
                      make_room, new_axes, percent_axis, series_style, shade_map, wrapped)
from lovelet.display.palette import OKABE_ITO, color_of, hatch_of, ink_on, marker_of

__all__ = ["plot_unseen_values", "plot_guard_odds", "plot_copies_left", "plot_belief",
           "plot_outcomes", "plot_belief_over_time"]

# Bars that stand for players rather than characters: the palette's blue.
_BAR = OKABE_ITO["blue"]
_EDGE = "#000000"


def _card_bars(ax, positions, heights, cards, emphasised=()):
    """One bar per card in its colour and hatch; ``emphasised`` cards get a thick edge."""
    # The hatch is drawn in the edge's colour: black, or white on the darkest colours.
    bars = ax.bar(positions, heights, color=[color_of(card) for card in cards],
                  edgecolor=[ink_on(color_of(card)) for card in cards],
                  linewidth=[3.5 if card in emphasised else 1 for card in cards])
    for bar, card in zip(bars, cards):
        bar.set_hatch(hatch_of(card))
    return bars


def _axes(ax):
    """``ax``, or new axes on a figure laid out to hold all its labels (ax None)."""
    if ax is not None and not callable(getattr(ax, "bar", None)):
        raise refused("BAD_OPTION.ax", shown=shown(ax))
    return new_axes(ax)


def _observed(observation, what):
    """Refuse (BAD_OBSERVATION) anything that is not a player's observation."""
    check_observation(observation, what)
    return observation


def _label(ax, language, title, x, y, **values):
    fit_title(ax, formatted(text(title, language), language, **values))
    ax.set_xlabel(text(x, language))
    ax.set_ylabel(text(y, language))


def _percent(probability, language):
    """A probability as a whole percentage, spaced as the language writes it."""
    return percent(probability, language)


def _card_ticks(ax, positions, labels):
    """Card names under their bars, upright text turned a quarter: never over a neighbour."""
    ax.set_xticks(list(positions), labels, rotation=90)


def _name(label, language):
    """A card's name in ``language``; any other label as it is."""
    return card_name(label, language) if isinstance(label, Card) else str(label)


@for_the_projector
def plot_unseen_values(observation, ax=None, language="en"):
    """Bars of how many unseen copies there are of each value of the edition.

    The bars stand at the edition's values (0 to 9 revised, 1 to 8 classic), each labelled
    with its value and card name; the count is written on every bar.  The unseen cards
    are those the viewer has not seen (see :func:`lovelet.deduction.odds.unseen_counts`).
    """
    language = language_of(language)
    _observed(observation, "plot_unseen_values")
    ax = _axes(ax)
    edition = observation.edition
    counts = unseen_counts(observation)
    values = [edition.values[card] for card in edition.cards]
    bars = _card_bars(ax, values, [counts[card] for card in edition.cards], edition.cards)
    ax.bar_label(bars, labels=[str(counts[card]) for card in edition.cards], padding=3,
                 fontsize=LABEL_SIZE)
    _card_ticks(ax, values, [f"{edition.values[card]} {card_name(card, language)}" for card in edition.cards])
    ax.set_yticks(range(0, max(edition.copies.values()) + 1))
    _label(ax, language, "plot_unseen_title", "plot_card_value", "plot_unseen_copies")
    make_room(ax, least=max(edition.copies.values()) + 0.5)
    return ax


@for_the_projector
def plot_guard_odds(observation, target, belief=None, ax=None, language="en"):
    """Bars of the chance that each guess hits ``target`` (see :func:`guard_odds`).

    One bar per card a Guard may name, in value order; the best guess (the most likely
    card, the lowest value on a tie) has a thick edge, and "best guess" with its chance
    written on it.
    ``target`` is a seat (an int or a numpy integer) or a player's name.
    """
    language = language_of(language)
    seat = seat_of(target, _observed(observation, "plot_guard_odds").names)
    odds = guard_odds(observation, seat, belief)
    best, chance = best_guard_guess(observation, seat, belief)
    ax = _axes(ax)
    cards = list(odds)
    positions = range(len(cards))
    bars = _card_bars(ax, positions, [float(odds[card]) for card in cards], cards,
                      emphasised=(best,))
    ax.bar_label(bars, labels=[f"{text('plot_best_guess', language)}\n{_percent(chance, language)}"
                               if card is best else "" for card in cards], padding=3, fontsize=LABEL_SIZE)
    _card_ticks(ax, positions, [card_name(card, language) for card in cards])
    percent_axis(ax, language=language)
    _label(ax, language, "plot_guard_title", "plot_card_named", "plot_hit_chance",
           name=observation.names[seat])
    make_room(ax)
    return ax


@for_the_projector
def plot_copies_left(observation, card, ax=None, language="en"):
    """Bars of the chance that the deck holds k copies of ``card``, k = 0, 1, ...

    The hypergeometric law of :func:`copies_left_distribution`.  ``card`` is a Card or
    its name in English, French or German ("Garde", "Wächterin").
    """
    language = language_of(language)
    card = card_of(card, _observed(observation, "plot_copies_left").edition)
    distribution = copies_left_distribution(observation, card)
    ax = _axes(ax)
    counts = list(distribution)
    bars = ax.bar(counts, [float(distribution[k]) for k in counts], color=color_of(card),
                  hatch=hatch_of(card), edgecolor=ink_on(color_of(card)))
    ax.bar_label(bars, labels=[_percent(distribution[k], language) for k in counts], padding=3,
                 fontsize=LABEL_SIZE)
    ax.set_xticks(counts)
    percent_axis(ax, language=language)
    _label(ax, language, "plot_copies_title", "plot_copies_in_deck", "plot_probability",
           card=card_name(card, language))
    make_room(ax)
    return ax


def _chances(value):
    """A belief's {card: probability}, whether it is given as a dict or a method."""
    return dict(value() if callable(value) else value or {})


@for_the_projector
def plot_belief(belief, observation=None, ax=None, language="en"):
    """A heatmap of where the unseen cards may be: places by characters.

    Rows are the viewer's opponents still in the round, then the face-down set-aside
    card (while it is aside) and the next card of the deck (while there is one); columns
    are the edition's characters; each cell shows the chance that the place holds that
    character.  ``belief`` is any object with ``hand(seat)``, ``set_aside`` and
    ``next_draw`` giving {card: probability}; ``observation`` defaults to the one the
    belief was made from (lovelet's :func:`~lovelet.deduction.belief` knows it; another
    object may give it as ``belief.observation``).  A belief of another player than the
    observation's is refused (BAD_OPTION).
    """
    language = language_of(language)
    interface = dict(methods=("hand",), attributes=("set_aside", "next_draw"))
    check_belief(belief, None, **interface)  # a non-belief is refused as such, first
    if observation is None:
        observation = getattr(belief, "observation", None)
        if observation is None:
            observation = getattr(belief, "_observation", None)
        if observation is None:
            raise refused("BAD_OPTION.belief_observation")
    check_belief(belief, _observed(observation, "plot_belief"), **interface)
    ax = _axes(ax)
    cards = observation.edition.cards
    rows, labels = [], []
    for seat in observation.in_round:
        if seat != observation.player:
            rows.append(_chances(belief.hand(seat)))
            # A hand of two cards (three during a Chancellor): the row gives the chance
            # that it contains each character, and its label says so.
            held = observation.hand_size(seat)
            labels.append(wrapped(observation.names[seat], 18) if held < 2 else wrapped(formatted(
                text("holds_several", language), language, name=observation.names[seat], count=held), 18))
    if observation.set_aside_count:
        rows.append(_chances(belief.set_aside))
        labels.append(text("set_aside", language))
    if observation.deck_size:
        rows.append(_chances(belief.next_draw))
        labels.append(text("plot_next_draw", language))
    grid = [[float(row.get(card, 0)) for card in cards] for row in rows]
    image = ax.imshow(grid, cmap=shade_map(), vmin=0, vmax=1, aspect="auto")
    for row, line in enumerate(grid):
        for column, chance in enumerate(line):
            if chance:
                ax.text(column, row, _percent(chance, language), ha="center", va="center",
                        fontsize=LABEL_SIZE, color="#FFFFFF" if chance > 0.55 else "#000000")
    _card_ticks(ax, range(len(cards)), [card_name(card, language) for card in cards])
    ax.set_yticks(range(len(labels)), labels)
    # The colour bar says how dark is how likely.
    bar = ax.figure.colorbar(image, ax=ax, ticks=[0, 0.25, 0.5, 0.75, 1])
    bar.ax.set_yticklabels([_percent(tick, language) for tick in (0, 0.25, 0.5, 0.75, 1)])
    bar.set_label(text("plot_belief_scale", language))
    bar.outline.set_edgecolor("#000000")
    _label(ax, language, "plot_belief_title", "plot_card", "plot_where",
           name=observation.names[observation.player])
    return ax


@for_the_projector
def plot_outcomes(probabilities, ax=None, language="en", which="round"):
    """Bars of each player's chance of winning, with 95% confidence intervals.

    ``probabilities`` is the :class:`~lovelet.deduction.Outcomes` of
    :func:`~lovelet.deduction.outcome_probabilities` (its ``which`` table, "round" or
    "game"), or {player name: (p, low, high)} as :meth:`Outcomes.to_plot` gives it:
    the bar has height p and its error bar runs from low to high.
    """
    language = language_of(language)
    points = _outcome_points(probabilities, which)
    ax = _axes(ax)
    names = list(points)
    heights = [points[name][0] for name in names]
    below = [height - points[name][1] for height, name in zip(heights, names)]
    above = [points[name][2] - height for height, name in zip(heights, names)]
    ax.bar(range(len(names)), heights, color=_BAR, edgecolor=_EDGE)
    ax.errorbar(range(len(names)), heights, yerr=[below, above], fmt="none", ecolor="black",
                capsize=6, label=text("plot_confidence", language))
    rates_above_intervals(ax, heights, [points[name][2] for name in names], language)
    percent_axis(ax, language=language)
    _label(ax, language, "plot_outcomes_title", "player", "plot_win_chance")
    fit_names(ax, range(len(names)), names)
    legend_below(ax)  # under the names: a title set again later (lesson 3 does) stays clear of it
    make_room(ax)
    return ax


def rates_above_intervals(ax, heights, tops, language):
    """Each bar's percentage written above its error bar (at ``tops``), never over it."""
    for index, (height, top) in enumerate(zip(heights, tops)):
        # On a white ground above any line (a fair share drawn across the bars).
        ax.annotate(_percent(height, language), (index, max(height, top)), xytext=(0, 6),
                    textcoords="offset points", ha="center", va="bottom", fontsize=LABEL_SIZE, zorder=5,
                    bbox={"facecolor": "#FFFFFF", "edgecolor": "none", "pad": 1})


def _outcome_points(probabilities, which):
    """{name: (p, low, high)} as floats, from Outcomes or such a dict; else BAD_OPTION."""
    if callable(getattr(probabilities, "to_plot", None)):
        return probabilities.to_plot(which)
    points = {}
    if isinstance(probabilities, Mapping):
        for name, values in probabilities.items():
            if isinstance(values, (str, bytes)) or not hasattr(values, "__len__") or len(values) != 3 \
                    or not all(isinstance(v, numbers.Real) and not is_bool(v) for v in values):
                break
            points[str(name)] = tuple(float(value) for value in values)
        else:
            return points
    raise refused(
        "BAD_OPTION.outcome_points", shown=shown(probabilities),
    )


@for_the_projector
def plot_belief_over_time(history, ax=None, language="en"):
    """Lines of probabilities over the turns of a round.

    ``history`` is a list of (turn, {label: probability}); each label (a card, drawn
    with its name in ``language``, or any text) gets one line through the turns where
    it has a value.
    """
    language = language_of(language)
    series = {}
    try:
        for turn, chances in history:
            for label, chance in chances.items():
                series.setdefault(label, ([], []))
                series[label][0].append(float(turn))
                series[label][1].append(float(chance))
    except (TypeError, ValueError, AttributeError):
        raise refused(
            "BAD_OPTION.belief_history", shown=shown(history),
        ) from None
    ax = _axes(ax)
    others, entries = 0, []
    for label, (turns, chances) in series.items():
        if isinstance(label, Card):
            style = dict(color=color_of(label), marker=marker_of(label))
        else:  # a place or any other text: a colour, a marker and a dash of its own
            style, others = series_style(others), others + 1
        name = wrapped(_name(label, language), 24)
        line, = ax.plot(turns, chances, label=name, **style)
        entries.append((line, name))
    ax.set_ylim(-0.03, 1.03)
    percent_axis(ax, language=language)
    from matplotlib.ticker import MaxNLocator  # matplotlib is a lazy extra

    ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # turns are whole
    if series:
        legend_beside(ax, entries=entries)  # every label, even one that starts with "_"
    _label(ax, language, "plot_over_time_title", "turn", "plot_probability")
    return ax
