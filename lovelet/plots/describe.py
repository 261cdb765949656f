"""What each chart of the deduction tools shows, computed once as a chart description.

Each ``describe_*`` function reads a player's observation (a belief, outcomes, a history
of chances), checks it as the plots always did (anything else is refused with its
sentence), and returns a :mod:`lovelet.display.chart` description in ``language``: every
name translated, every chance written as the language writes it, each character in its
colour and hatch.  :mod:`lovelet.plots.charts` draws them with matplotlib
(``plot_guard_odds``) or as SVG (``guard_odds_svg``); nothing is computed twice.
"""

import numbers
from collections.abc import Mapping

from lovelet.deduction.odds import (best_guard_guess, check_belief, copies_left_distribution, guard_odds,
                                    unseen_counts)
from lovelet.display.chart import (BLUE, INK, NAMES_FITTED, NAMES_PLAIN, NAMES_TURNED, Bar, BarChart, Heatmap,
                                   Line, LineChart, percent_ticks)
from lovelet.display.palette import OKABE_ITO, color_of, hatch_of, ink_on, marker_of
from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import card_of, is_bool, seat_of
from lovelet.engine.observation import check_observation
from lovelet.text.i18n import card_name, formatted, percent, text
from lovelet.text.languages import language_of
from lovelet.plots.figures import series_style, wrapped

__all__ = ["describe_unseen_values", "describe_guard_odds", "describe_copies_left", "describe_belief",
           "describe_outcomes", "describe_belief_over_time", "outcome_points"]

def _observed(observation, what):
    """Refuse (BAD_OBSERVATION) anything that is not a player's observation."""
    check_observation(observation, what)
    return observation


def _title(key, language, **values):
    return formatted(text(key, language), language, **values)


def _card_bar(card, value, label, emphasised=False, written="", position=None):
    """A card's bar: its colour and hatch, the hatch drawn in the ink that reads on it."""
    colour = color_of(card)
    return Bar(label, float(value), colour, hatch_of(card), ink_on(colour), emphasised=emphasised,
               written=written, position=position)


def describe_unseen_values(observation, language="en"):
    """How many unseen copies there are of each value of the edition (bars at the values)."""
    language = language_of(language)
    edition = _observed(observation, "plot_unseen_values").edition
    counts = unseen_counts(observation)
    most = max(edition.copies.values())
    bars = tuple(_card_bar(card, counts[card], f"{edition.values[card]} {card_name(card, language)}",
                           written=str(counts[card]), position=edition.values[card]) for card in edition.cards)
    return BarChart(_title("plot_unseen_title", language), bars, text("plot_card_value", language),
                    text("plot_unseen_copies", language), tuple((n, str(n)) for n in range(most + 1)),
                    least=most + 0.5, names=NAMES_TURNED)


def describe_guard_odds(observation, target, belief=None, language="en"):
    """The chance that each guess of a Guard hits ``target`` (a seat or a name); the best
    guess is emphasised and says so with its chance."""
    language = language_of(language)
    seat = seat_of(target, _observed(observation, "plot_guard_odds").names)
    odds = guard_odds(observation, seat, belief)
    best, chance = best_guard_guess(observation, seat, belief)
    bars = tuple(_card_bar(card, odds[card], card_name(card, language), card is best,
                           f"{text('plot_best_guess', language)}\n{percent(chance, language)}" if card is best
                           else "") for card in odds)
    return BarChart(_title("plot_guard_title", language, name=observation.names[seat]), bars,
                    text("plot_card_named", language), text("plot_hit_chance", language), percent_ticks(language))


def describe_copies_left(observation, card, language="en"):
    """The chance that the deck holds k copies of ``card``, k = 0, 1, ..."""
    language = language_of(language)
    card = card_of(card, _observed(observation, "plot_copies_left").edition)
    distribution = copies_left_distribution(observation, card)
    bars = tuple(_card_bar(card, distribution[k], str(k), written=percent(distribution[k], language), position=k)
                 for k in distribution)
    return BarChart(_title("plot_copies_title", language, card=card_name(card, language)), bars,
                    text("plot_copies_in_deck", language), text("plot_probability", language),
                    percent_ticks(language), names=NAMES_PLAIN)


def _chances(value):
    """A belief's {card: probability}, whether it is given as a dict or a method."""
    return dict(value() if callable(value) else value or {})


def describe_belief(belief, observation=None, language="en"):
    """Where the unseen cards may be: the viewer's opponents still in the round, the
    set-aside card, the next draw, by characters (see :func:`lovelet.plots.plot_belief`)."""
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
    rows, labels = [], []
    for seat in observation.in_round:
        if seat != observation.player:
            rows.append(_chances(belief.hand(seat)))
            # A hand of two cards (three during a Chancellor): the row gives the chance
            # that it contains each character, and its label says so.
            held = observation.hand_size(seat)
            name = observation.names[seat]
            labels.append(wrapped(name, 18) if held < 2 else wrapped(
                _title("holds_several", language, name=name, count=held), 18))
    if observation.set_aside_count:
        rows.append(_chances(belief.set_aside))
        labels.append(text("set_aside", language))
    if observation.deck_size:
        rows.append(_chances(belief.next_draw))
        labels.append(text("plot_next_draw", language))
    cards = observation.edition.cards
    grid = tuple(tuple(float(row.get(card, 0)) for card in cards) for row in rows)
    return Heatmap(_title("plot_belief_title", language, name=observation.names[observation.player]),
                   tuple(labels), tuple(card_name(card, language) for card in cards), grid,
                   tuple(tuple(percent(chance, language) if chance else "" for chance in line) for line in grid),
                   text("plot_card", language), text("plot_where", language), text("plot_belief_scale", language),
                   percent_ticks(language), "#FFFFFF", OKABE_ITO["blue"])


def describe_outcomes(probabilities, language="en", which="round"):
    """Each player's chance of winning, with its 95% interval, from
    :class:`~lovelet.deduction.Outcomes` or {name: (p, low, high)}."""
    language = language_of(language)
    points = outcome_points(probabilities, which)
    bars = tuple(Bar(str(name), p, BLUE, ink=INK, low=low, high=high, written=percent(p, language))
                 for name, (p, low, high) in points.items())
    return BarChart(text("plot_outcomes_title", language), bars, text("player", language),
                    text("plot_win_chance", language), percent_ticks(language), names=NAMES_FITTED,
                    interval_label=text("plot_confidence", language))


def outcome_points(probabilities, which):
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
    raise refused("BAD_OPTION.outcome_points", shown=shown(probabilities))


def describe_belief_over_time(history, language="en"):
    """One line per label (a card, drawn with its name, or any text) through the turns of
    ``history``, a list of (turn, {label: probability})."""
    language = language_of(language)
    series = {}
    try:
        for turn, chances in history:
            for label, chance in chances.items():
                series.setdefault(label, []).append((float(turn), float(chance)))
    except (TypeError, ValueError, AttributeError):
        raise refused("BAD_OPTION.belief_history", shown=shown(history)) from None
    lines, others = [], 0
    for label, points in series.items():
        if isinstance(label, Card):
            name, colour, marker, dash = card_name(label, language), color_of(label), marker_of(label), "-"
        else:  # a place or any other text: a colour, a marker and a dash of its own
            style, others = series_style(others), others + 1
            name, colour, marker, dash = str(label), style["color"], style["marker"], style["linestyle"]
        lines.append(Line(wrapped(name, 24), tuple(points), colour, marker, dash))
    return LineChart(_title("plot_over_time_title", language), tuple(lines), text("turn", language),
                     text("plot_probability", language), percent_ticks(language))
