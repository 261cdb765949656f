"""Names are drawn as text in every plot (issue 18, part 7).

A player (or an agent) may be named anything a keyboard types: ``$\\undefinedmacro{x}$``
once stopped every plot with matplotlib's ValueError, and ``a$b$c`` was drawn as
mathematics.  Every plot function of lovelet is drawn here with such names, in the
three languages: it raises nothing, every text that holds a "$" is drawn with math text
and LaTeX off, and the names read back from the figure's Text artists are the names.
"""

import io
import re

import pytest

matplotlib = pytest.importorskip("matplotlib")
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (after choosing the Agg backend)
from matplotlib.text import Text  # noqa: E402

from lovelet import REVISED, Card, Game  # noqa: E402
from lovelet.deduction import belief, outcome_probabilities  # noqa: E402
from lovelet.deduction.situation import Situation  # noqa: E402
from lovelet.lessons.simulation import play_rounds, plot_next_draws, plot_round_lengths  # noqa: E402
from lovelet.plots import (plot_belief, plot_belief_over_time, plot_copies_left, plot_guard_odds,  # noqa: E402
                           plot_outcomes, plot_unseen_values)
from lovelet.plots.tournament import plot_seat_advantage, plot_win_rates, rates_figure  # noqa: E402
from lovelet.widgets.deduction_view import chances_figure, plot_round_chances  # noqa: E402
from lovelet.widgets.explorer_plots import PLOTS, situation_figure  # noqa: E402

LONG = "Maximiliane-Wilhelmina von und zu Hohenzollern-Sigmaringen " * 3
HOSTILE = ["$\\undefinedmacro{x}$", "$x^2$", "a$b$c", "<b>Ben</b>", LONG.strip(), "$", "\\", "_^{}%#&~"]
LANGUAGES = ["en", "fr", "de"]


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


def squeezed(text):
    """``text`` without its white space (a plot breaks a long name over lines)."""
    return re.sub(r"\s+", "", text)


def drawn_texts(figure):
    """The figure drawn to a PNG (as a notebook shows it), then every text it holds."""
    figure.savefig(io.BytesIO(), format="png")
    texts = [text for text in figure.findobj(Text) if text.get_visible() and text.get_text()]
    for text in texts:
        if "$" in text.get_text() or "\\" in text.get_text():
            assert not text.get_parse_math() and not text.get_usetex(), text.get_text()
    return [squeezed(text.get_text()) for text in texts]


def assert_drawn(figure, names):
    """Each of ``names`` is read back, as written, from a text of ``figure`` (a long
    name may be cut with "…" after its first characters)."""
    texts = drawn_texts(figure)
    for name in names:
        whole = squeezed(name)
        if not any(whole in text for text in texts):
            pieces = [text.split("…")[0] for text in texts if "…" in text]
            assert any(len(piece) >= 8 and whole.startswith(piece[-8:]) or piece[-8:] in whole
                       for piece in pieces), (name, texts)


def hostile_games():
    """Revised games of 3 and 4 players, every hostile name seated in one of them."""
    for names in (HOSTILE[:4], HOSTILE[4:7], [HOSTILE[7], "Ann"]):
        yield Game(REVISED, names, seed=11)


# English in `make test`; French and German (the same drawing, other words) in test-slow.
@pytest.mark.parametrize("language", [language if language == "en" else pytest.param(language, marks=pytest.mark.slow)
                                      for language in LANGUAGES])
def test_the_observation_plots_draw_hostile_names_as_written(language):
    for game in hostile_games():
        observation = game.round.observation(game.round.current_player)
        others = [seat for seat in observation.in_round if seat != observation.player]
        names = observation.names
        ax = plot_guard_odds(observation, others[0], language=language)
        assert_drawn(ax.figure, [names[others[0]]])
        ax = plot_belief(belief(observation), observation, language=language)
        assert_drawn(ax.figure, [names[seat] for seat in others] + [names[observation.player]])
        outcomes = outcome_probabilities(observation, n=20, seed=2)
        ax = plot_outcomes(outcomes, language=language)
        assert_drawn(ax.figure, names)
        ax = plot_outcomes(outcomes.to_plot(), language=language)
        assert_drawn(ax.figure, names)
        history = [(turn, {name: 0.25 * turn for name in names}) for turn in (1, 2, 3)]
        ax = plot_belief_over_time(history, language=language)
        assert_drawn(ax.figure, names)
        for ax in (plot_unseen_values(observation, language=language),
                   plot_copies_left(observation, Card.GUARD, language=language),
                   plot_next_draws(observation, Card.GUARD, language=language)):
            drawn_texts(ax.figure)
        plt.close("all")


@pytest.mark.parametrize("language", LANGUAGES)
def test_on_axes_made_before_the_plot_names_are_drawn_as_written(language):
    # Axes the caller made outside lovelet's settings: their texts were made to parse
    # mathematics, and the plot still draws the names as written.
    game = Game(REVISED, HOSTILE[:4], seed=5)
    observation = game.round.observation(game.round.current_player)
    _, ax = plt.subplots()
    ax.set_title("$\\undefinedmacro{x}$")
    plot_outcomes(outcome_probabilities(observation, n=10, seed=1), ax=ax, language=language)
    assert_drawn(ax.figure, HOSTILE[:4])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tournament_and_lab_plots_draw_hostile_names_as_written(language):
    rates = {name: (0.4, 0.3, 0.5) for name in HOSTILE}
    ax = plot_win_rates(rates, language=language, players=2)
    assert_drawn(ax.figure, HOSTILE)
    ax = plot_seat_advantage({0: (0.5, 0.4, 0.6), 1: (0.5, 0.4, 0.6)}, language=language, players=2)
    drawn_texts(ax.figure)
    rows = [{"title": name, "p": 0.5, "low": 0.4, "high": 0.6} for name in HOSTILE]
    played = {"players": 2, "games": 10, "unit": "game", "edition": "revised", "seed": None}
    assert_drawn(rates_figure(rows, "win_rates", played, language), HOSTILE)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tables_chart_draws_hostile_names_as_written(language):
    names = HOSTILE[:4]
    outcomes = [{"seat": seat, "p": 0.25, "low": 0.1, "high": 0.4, "exact": seat == 3} for seat in range(4)]
    assert_drawn(chances_figure(outcomes, names, 0, language), names)
    ax = plot_round_chances(outcomes, names, 1, language=language)
    assert_drawn(ax.figure, names)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_explorer_and_lesson_plots_draw_as_written(language):
    situation = Situation(REVISED, ["BARON", "KING"], {"GUARD": 1}, players_left=4, deck_size=14)
    for chart in PLOTS:
        drawn_texts(situation_figure(situation, chart, language))
        drawn_texts(PLOTS[chart](situation, language=language).figure)
    rounds = {"random": play_rounds(2, "random", 3, seed=1)}
    drawn_texts(plot_round_lengths(rounds, language=language).figure)
