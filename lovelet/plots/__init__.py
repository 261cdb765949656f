"""Matplotlib figures of the deduction tools and of tournaments, labelled in the reader's
language and readable on a projector.

Each plot function takes ``ax=None``, returns the Axes, and labels its axes and title in
the chosen language.  matplotlib is imported by the modules here, never by the engine.
"""

from lovelet.plots.charts import (plot_belief, plot_belief_over_time, plot_copies_left, plot_guard_odds,
                                  plot_outcomes, plot_unseen_values)
from lovelet.plots.tournament import plot_seat_advantage, plot_win_rates, rates_figure

__all__ = ["plot_unseen_values", "plot_guard_odds", "plot_copies_left", "plot_belief", "plot_outcomes",
           "plot_belief_over_time", "plot_win_rates", "plot_seat_advantage", "rates_figure"]
