"""Plots of a tournament: win rates and seat advantage, each with its 95% intervals.

Both draw on ``ax`` (a new figure's axes when ``ax`` is None), return the axes, and
write their title and labels in ``language`` ("en", "fr" or "de"), for the projector
and in the palette of :mod:`lovelet.display.palette`, as :mod:`lovelet.plots` does.  Colour
carries no meaning here: every bar is named on its axis and its rate written on it;
the fair share (1 in ``players``) is a dashed line named in the legend.

Each takes a :class:`~lovelet.lab.tournament.TournamentResult`, or the rates themselves
as {label: (p, low, high)} (a :class:`~lovelet.lab.tournament.WinRate` is such a triple
and more), with ``players`` for the fair share.  The chart is described once
(:func:`describe_rates`) and drawn with matplotlib or as SVG (:func:`win_rates_svg`,
:func:`seat_advantage_svg`, and the lab's :func:`rates_svg`).
"""

import numbers
from collections.abc import Mapping

from lovelet.display.chart import BLUE, INK, NAMES_FITTED, NAMES_PLAIN, Bar, BarChart, Rule, percent_ticks
from lovelet.display.chart_svg import chart_svg
from lovelet.display.palette import OKABE_ITO, PROJECTOR_FIGSIZE
from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import is_bool
from lovelet.plots.chart_mpl import chart_figure, drawn_or_described
from lovelet.plots.charts import _axes
from lovelet.plots.figures import for_the_projector
from lovelet.text.i18n import formatted, percent, text
from lovelet.text.languages import language_of

__all__ = ["plot_win_rates", "plot_seat_advantage", "rates_figure", "describe_rates", "rates_svg",
           "describe_lab_rates", "win_rates_svg", "seat_advantage_svg"]

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
    return drawn_or_described(describe_rates(points, "win_rates", players, count, unit, language), ax, _axes)


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
    return drawn_or_described(describe_rates(points, "seat_advantage", players, count, unit, language), ax, _axes)


def win_rates_svg(result, language="en", players=None):
    """The chart of :func:`plot_win_rates` as SVG markup (no matplotlib needed)."""
    language = language_of(language)
    points, players, count, unit = _points(result, "win_rates", players)
    return chart_svg(describe_rates(points, "win_rates", players, count, unit, language))


def seat_advantage_svg(result, language="en", players=None):
    """The chart of :func:`plot_seat_advantage` as SVG markup (no matplotlib needed)."""
    language = language_of(language)
    points, players, count, unit = _points(result, "seat_advantage", players)
    return chart_svg(describe_rates(points, "seat_advantage", players, count, unit, language))


def _place(seat):
    number = seat + 1 if isinstance(seat, int) else seat
    return str(number)


def describe_rates(points, reading, players, count, unit, language):
    """The chart of win rates: ``points`` {label: (p, low, high)} (entrants for
    ``reading="win_rates"``, seats from 0 for ``"seat_advantage"``), each bar with its
    interval and its rate written above it; the fair share 1/``players`` dashed (when
    known); the title says how many games (``count`` of ``unit``, "game" or "round") the
    rates come from, when it is known."""
    wins = reading == "win_rates"
    title = "plot_win_rates_title" if wins else "plot_seat_title"
    if count is None:
        title = text(title + "_any", language)
    else:
        title = formatted(text(title if unit != "round" else title + "_rounds", language), language, count=count)
    # Each rate is written above its interval: on the bar it would sit on the error bar.
    bars = tuple(Bar(str(label) if wins else _place(label), p, BLUE, ink=INK, low=low, high=high,
                     written=percent(p, language)) for label, (p, low, high) in points.items())
    rules = (Rule(1 / players, _FAIR, formatted(text("plot_fair_share", language), language, players=players)),) \
        if players else ()
    # The legend under the axis label: beside the bars it would take their width, above
    # them a title set again later (lesson 6 does) would cover it.
    return BarChart(title, bars, text("plot_entrant" if wins else "plot_seat_axis", language),
                    text("plot_win_rate", language), percent_ticks(language),
                    names=NAMES_FITTED if wins else NAMES_PLAIN, interval_label=text("plot_confidence", language),
                    rules=rules)


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


def describe_lab_rates(rows, reading, played, language):
    """The strategy lab's chart of its results: ``rows`` is the lab controller's
    ``entrant_rates`` (``reading="win_rates"``: each agent under its title) or
    ``seat_rates`` (``reading="seat_advantage"``); ``played`` its ``played`` (players,
    games, unit), which titles the chart and draws the fair share."""
    language = language_of(language)
    key = "title" if reading == "win_rates" else "seat"
    points = {row[key]: (float(row["p"]), float(row["low"]), float(row["high"])) for row in rows}
    return describe_rates(points, reading, played["players"], played["games"], played["unit"], language)


def rates_figure(rows, reading, played, language, size=PROJECTOR_FIGSIZE, dpi=100):
    """The strategy lab's plot of its results (:func:`describe_lab_rates`), on a figure of
    its own (not pyplot's)."""
    return chart_figure(describe_lab_rates(rows, reading, played, language), size, dpi)


def rates_svg(rows, reading, played, language):
    """The strategy lab's chart of its results (:func:`describe_lab_rates`) as SVG markup."""
    return chart_svg(describe_lab_rates(rows, reading, played, language))
