"""Plots of a tournament: win rates and seat advantage, each with its 95% intervals.

Both draw on ``ax`` (a new figure's axes when ``ax`` is None), return the axes, and
write their title and labels in ``language`` ("en", "fr" or "de"), for the projector
and in the palette of :mod:`lovelet.display.palette`, as :mod:`lovelet.plots` does.  Colour
carries no meaning here: every bar is named on its axis and its rate written on it;
the fair share (1 in ``players``) is a dashed line named in the legend.

Each takes a :class:`~lovelet.lab.tournament.TournamentResult`, or the rates themselves
as {label: (p, low, high)} (a :class:`~lovelet.lab.tournament.WinRate` is such a triple
and more), with ``players`` for the fair share.
"""

import numbers
from collections.abc import Mapping

from lovelet.engine.errors import refused, shown
from lovelet.text.i18n import formatted, text
from lovelet.engine.naming import is_bool
from lovelet.text.languages import language_of
from lovelet.plots.figures import fit_names, fit_title, for_the_projector, legend_below, make_room, percent_axis
from lovelet.display.palette import OKABE_ITO, PROJECTOR_FIGSIZE, projector_rc
from lovelet.plots.charts import _axes, rates_above_intervals

__all__ = ["plot_win_rates", "plot_seat_advantage", "rates_figure"]

_BAR = OKABE_ITO["blue"]
_FAIR = OKABE_ITO["vermillion"]


@for_the_projector
def plot_win_rates(result, ax=None, language="en", players=None):
    """Bars of each entrant's win rate, with its 95% Wilson interval.

    ``result`` is a :class:`~lovelet.lab.tournament.TournamentResult` (its
    :meth:`~lovelet.lab.tournament.TournamentResult.win_rates`) or {label: (p, low, high)};
    the fair share 1/``players`` (a result's own player count by default) is drawn as a
    dashed line.
    """
    language = language_of(language)
    points, players, count, unit = _points(result, "win_rates", players)
    ax = _rate_bars(_axes(ax), points, players, language)
    # Long names are broken over lines: each stays under its own bar.
    fit_names(ax, range(len(points)), [str(label) for label in points])
    _titled(ax, language, "plot_win_rates_title", count, unit, "plot_entrant")
    return ax


@for_the_projector
def plot_seat_advantage(result, ax=None, language="en", players=None):
    """Bars of the win rate of the player at each seat, with 95% Wilson intervals.

    Seats are numbered by their place in the order of play, 1 being the player who
    starts the first round (seat 0 of the engine).  ``result`` is a
    :class:`~lovelet.lab.tournament.TournamentResult` (its
    :meth:`~lovelet.lab.tournament.TournamentResult.seat_advantage`) or {seat: (p, low,
    high)} with seats from 0; the fair share 1/``players`` is a dashed line.
    """
    language = language_of(language)
    points, players, count, unit = _points(result, "seat_advantage", players)
    ax = _rate_bars(_axes(ax), points, players, language)
    ax.set_xticks(range(len(points)), [_place(seat) for seat in points])
    _titled(ax, language, "plot_seat_title", count, unit, "plot_seat_axis")
    return ax


def _place(seat):
    number = seat + 1 if isinstance(seat, int) else seat
    return str(number)


def _rate_bars(ax, points, players, language):
    """Bars at the rates, black error bars for the intervals, the fair share dashed."""
    heights = [p for p, _, _ in points.values()]
    below = [p - low for p, low, _ in points.values()]
    above = [high - p for p, _, high in points.values()]
    positions = range(len(points))
    ax.bar(positions, heights, color=_BAR, edgecolor="#000000")
    ax.errorbar(positions, heights, yerr=[below, above], fmt="none", ecolor="black", capsize=6,
                label=text("plot_confidence", language))
    # Each rate is written above its interval: on the bar it would sit on the error bar.
    rates_above_intervals(ax, heights, [high for _, _, high in points.values()], language)
    if players:
        ax.axhline(1 / players, color=_FAIR, linestyle="--",
                   label=formatted(text("plot_fair_share", language), language, players=players))
    percent_axis(ax, language=language)
    return ax


def _titled(ax, language, title, count, unit, x):
    """The title says how many games (or rounds) the rates come from, when it is known."""
    ax.set_xlabel(text(x, language))
    ax.set_ylabel(text("plot_win_rate", language))
    if count is None:
        fit_title(ax, text(title + "_any", language))
    else:
        key = title if unit != "round" else title + "_rounds"
        fit_title(ax, formatted(text(key, language), language, count=count))
    # The legend under the axis label: beside the bars it would take their width, above
    # them a title set again later (lesson 6 does) would cover it.
    legend_below(ax)
    make_room(ax)  # the title took its room: the rates written on the bars get theirs


def _points(result, reading, players):
    """({label: (p, low, high)} as floats, players, games, unit) from a result or a
    mapping; anything else is refused (BAD_OPTION)."""
    if callable(getattr(result, reading, None)) and hasattr(result, "records"):
        rates = getattr(result, reading)()
        points = {label: (float(rate.p), float(rate.low), float(rate.high)) for label, rate in rates.items()}
        return points, players or result.players, result.games, result.unit
    if isinstance(result, Mapping) and result:
        points = {}
        for label, values in result.items():
            triple = tuple(values[-3:]) if isinstance(values, tuple) and hasattr(values, "_fields") else values
            if isinstance(triple, (str, bytes)) or not hasattr(triple, "__len__") or len(triple) != 3 \
                    or not all(isinstance(v, numbers.Real) and not is_bool(v) for v in triple):
                break
            p, low, high = (float(value) for value in triple)
            if not 0 <= low <= p <= high <= 1:
                break
            points[label] = (p, low, high)
        else:
            if players is not None and (is_bool(players) or not isinstance(players, int) or players < 1):
                raise refused("BAD_OPTION.players_count", shown=shown(players))
            return points, players, None, "game"
    raise refused("BAD_OPTION.tournament_result", shown=shown(result))


def rates_figure(rows, reading, played, language, size=PROJECTOR_FIGSIZE, dpi=100):
    """The strategy lab's plot of its results, on a figure of its own (not pyplot's).

    ``rows`` is the lab controller's ``entrant_rates`` (``reading="win_rates"``: each
    agent under its title) or ``seat_rates`` (``reading="seat_advantage"``); ``played``
    its ``played`` (players, games, unit), which titles the plot and draws the fair share.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    import matplotlib

    with matplotlib.rc_context(projector_rc()):
        figure = Figure(figsize=size, dpi=dpi, layout="constrained")
        FigureCanvasAgg(figure)
        ax = figure.subplots()
        if reading == "win_rates":
            rates = {row["title"]: (row["p"], row["low"], row["high"]) for row in rows}
            plot_win_rates(rates, ax=ax, language=language, players=played["players"])
        else:
            rates = {row["seat"]: (row["p"], row["low"], row["high"]) for row in rows}
            plot_seat_advantage(rates, ax=ax, language=language, players=played["players"])
        # The plots are given bare rates: the title says how many games they come from.
        _titled(ax, language, "plot_win_rates_title" if reading == "win_rates" else "plot_seat_title",
                played["games"], played["unit"], "plot_entrant" if reading == "win_rates" else "plot_seat_axis")
        figure.draw_without_rendering()
    return figure
