"""Figures of the deduction tools and of tournaments, labelled in the reader's language and
readable on a projector: drawn with matplotlib, or as lovelet's own SVG where there is none.

Each plot function takes ``ax=None``, returns the Axes, and labels its axes and title in
the chosen language.  Each chart is described once (:mod:`lovelet.plots.describe`, a
:mod:`lovelet.display.chart` description), then drawn by matplotlib
(:mod:`lovelet.plots.chart_mpl`) or as SVG (:mod:`lovelet.display.chart_svg`; the
``*_svg`` twins here).  Where matplotlib cannot be imported
(:func:`~lovelet.plots.available.matplotlib_available`), a plot given no axes returns its
description, which a notebook shows as SVG.  matplotlib is imported by the modules here,
never by the engine.
"""

from lovelet.plots.available import matplotlib_available
from lovelet.plots.charts import (belief_over_time_svg, belief_svg, copies_left_svg, guard_odds_svg, outcomes_svg,
                                  plot_belief, plot_belief_over_time, plot_copies_left, plot_guard_odds,
                                  plot_outcomes, plot_unseen_values, unseen_values_svg)
from lovelet.plots.tournament import (plot_seat_advantage, plot_win_rates, rates_figure, rates_svg,
                                      seat_advantage_svg, win_rates_svg)

__all__ = ["plot_unseen_values", "plot_guard_odds", "plot_copies_left", "plot_belief", "plot_outcomes",
           "plot_belief_over_time", "plot_win_rates", "plot_seat_advantage", "rates_figure",
           "unseen_values_svg", "guard_odds_svg", "copies_left_svg", "belief_svg", "outcomes_svg",
           "belief_over_time_svg", "rates_svg", "win_rates_svg", "seat_advantage_svg", "matplotlib_available"]
