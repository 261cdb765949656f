"""Figures for lessons: unseen cards, odds, beliefs and outcomes, drawn with matplotlib or as SVG.

Each chart is described once by :mod:`lovelet.plots.describe` (what it shows, in
``language``: "en", "fr" or "de"; the texts are in :data:`lovelet.text.i18n.TEXTS`), then
drawn: every ``plot_*`` function draws on ``ax`` (a new figure's axes when ``ax`` is
None) with :func:`lovelet.plots.chart_mpl.draw_chart` and returns the axes (without
matplotlib and without ``ax``, it returns the chart's description, which a notebook
shows as SVG); its ``*_svg``
twin (``guard_odds_svg``, ...) returns the same chart as lovelet's own SVG
(:func:`lovelet.display.chart_svg.chart_svg`), for a page where matplotlib cannot be
imported (a browser's Pyodide).  Matplotlib is imported only when a figure is drawn, so
the rest of lovelet never needs it.

Figures are drawn for a classroom projector (:func:`lovelet.display.palette.projector_rc`:
large type, thick lines) in the colour-blind-safe palette of :mod:`lovelet.display.palette`.
Colour never carries meaning alone: each character's bars also have its hatch and its
points its marker, and the bars are named on the axis.  Players' names are drawn as
they are written, never as mathematics (:func:`lovelet.plots.figures.for_the_projector`),
and escaped in SVG.
"""

from lovelet.display.chart_svg import chart_svg
from lovelet.engine.errors import refused, shown
from lovelet.plots.chart_mpl import drawn_or_described
from lovelet.plots.describe import (describe_belief, describe_belief_over_time, describe_copies_left,
                                    describe_guard_odds, describe_outcomes, describe_unseen_values)
from lovelet.plots.figures import for_the_projector, new_axes

__all__ = ["plot_unseen_values", "plot_guard_odds", "plot_copies_left", "plot_belief",
           "plot_outcomes", "plot_belief_over_time", "unseen_values_svg", "guard_odds_svg",
           "copies_left_svg", "belief_svg", "outcomes_svg", "belief_over_time_svg"]


def _axes(ax):
    """``ax``, or new axes on a figure laid out to hold all its labels (ax None)."""
    if ax is not None and not callable(getattr(ax, "bar", None)):
        raise refused("BAD_OPTION.ax", shown=shown(ax))
    return new_axes(ax)


def _drawn(chart, ax):
    return drawn_or_described(chart, ax, _axes)


@for_the_projector
def plot_unseen_values(observation, ax=None, language="en"):
    """Bars of how many unseen copies there are of each value of the edition.

    The bars stand at the edition's values (0 to 9 revised, 1 to 8 classic), each labelled
    with its value and card name; the count is written on every bar.  The unseen cards
    are those the viewer has not seen (see :func:`lovelet.deduction.odds.unseen_counts`).
    """
    return _drawn(describe_unseen_values(observation, language), ax)


@for_the_projector
def plot_guard_odds(observation, target, belief=None, ax=None, language="en"):
    """Bars of the chance that each guess hits ``target`` (see :func:`guard_odds`).

    One bar per card a Guard may name, in value order; the best guess (the most likely
    card, the lowest value on a tie) has a thick edge, and "best guess" with its chance
    written on it.
    ``target`` is a seat (an int or a numpy integer) or a player's name.
    """
    return _drawn(describe_guard_odds(observation, target, belief, language), ax)


@for_the_projector
def plot_copies_left(observation, card, ax=None, language="en"):
    """Bars of the chance that the deck holds k copies of ``card``, k = 0, 1, ...

    The hypergeometric law of :func:`copies_left_distribution`.  ``card`` is a Card or
    its name in English, French or German ("Garde", "Wächterin").
    """
    return _drawn(describe_copies_left(observation, card, language), ax)


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
    return _drawn(describe_belief(belief, observation, language), ax)


@for_the_projector
def plot_outcomes(probabilities, ax=None, language="en", which="round"):
    """Bars of each player's chance of winning, with 95% confidence intervals.

    ``probabilities`` is the :class:`~lovelet.deduction.Outcomes` of
    :func:`~lovelet.deduction.outcome_probabilities` (its ``which`` table, "round" or
    "game"), or {player name: (p, low, high)} as :meth:`Outcomes.to_plot` gives it:
    the bar has height p and its error bar runs from low to high.
    """
    return _drawn(describe_outcomes(probabilities, language, which), ax)


@for_the_projector
def plot_belief_over_time(history, ax=None, language="en"):
    """Lines of probabilities over the turns of a round.

    ``history`` is a list of (turn, {label: probability}); each label (a card, drawn
    with its name in ``language``, or any text) gets one line through the turns where
    it has a value.
    """
    return _drawn(describe_belief_over_time(history, language), ax)


def unseen_values_svg(observation, language="en"):
    """The chart of :func:`plot_unseen_values` as SVG markup."""
    return chart_svg(describe_unseen_values(observation, language))


def guard_odds_svg(observation, target, belief=None, language="en"):
    """The chart of :func:`plot_guard_odds` as SVG markup."""
    return chart_svg(describe_guard_odds(observation, target, belief, language))


def copies_left_svg(observation, card, language="en"):
    """The chart of :func:`plot_copies_left` as SVG markup."""
    return chart_svg(describe_copies_left(observation, card, language))


def belief_svg(belief, observation=None, language="en"):
    """The heatmap of :func:`plot_belief` as SVG markup."""
    return chart_svg(describe_belief(belief, observation, language))


def outcomes_svg(probabilities, language="en", which="round"):
    """The chart of :func:`plot_outcomes` as SVG markup."""
    return chart_svg(describe_outcomes(probabilities, language, which))


def belief_over_time_svg(history, language="en"):
    """The lines of :func:`plot_belief_over_time` as SVG markup."""
    return chart_svg(describe_belief_over_time(history, language))
