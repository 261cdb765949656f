"""Every figure of lovelet reads from the back of a classroom, in every language.

Each public ``plot_*`` function of the package, and each picture a widget draws, is
rendered in English, French and German, with ordinary names and with long and hostile
ones, at the size it is shown; :func:`readability.problems` then measures it with
matplotlib's own text extents (sizes as shown, overlaps of texts, bars, error bars,
legends and frames, colours outside the palette, series told apart by colour alone).
"""

import importlib
import inspect
import json
import pkgutil
import re
import struct
from pathlib import Path

import pytest

matplotlib = pytest.importorskip("matplotlib")
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

import lovelet  # noqa: E402
from lovelet import REVISED, Card, Round  # noqa: E402
from lovelet.deduction import belief  # noqa: E402
from lovelet.deduction.situation import Situation  # noqa: E402
from lovelet.lessons import class_games, simulation  # noqa: E402
from lovelet.display.palette import projector_rc  # noqa: E402
from lovelet.plots import (plot_belief, plot_belief_over_time, plot_copies_left,  # noqa: E402
                           plot_guard_odds, plot_outcomes, plot_unseen_values)
from lovelet.plots.tournament import plot_seat_advantage, plot_win_rates  # noqa: E402
from lovelet.widgets import explorer_plots  # noqa: E402
from lovelet.widgets.deduction_view import chances_figure, plot_round_chances  # noqa: E402
from readability import has_colour_bar, problems  # noqa: E402

C = Card
LANGUAGES = ("en", "fr", "de")
NAMES = {
    "plain": ["Ann", "Ben", "Cleo"],
    "long": ["Maximiliane-Theodora von Hohenzollern", "Bartholomew Fitzwilliam III", "Ngozi Okonkwo-Adebayo"],
    "hostile": ["<b>Ann</b> & $x^2$", "Ben $\\frac{1}{0}$ 100%", "O'Brien \"; DROP"],
}


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


def position(names):
    return Round.from_position(
        REVISED, players=names,
        hands=[[C.GUARD, C.BARON], [C.PRIEST], [C.COUNTESS]],
        deck=[C.SPY, C.GUARD, C.KING], set_aside=C.PRINCESS,
        discards=[[C.GUARD, C.GUARD, C.HANDMAID, C.PRIEST, C.SPY],
                  [C.GUARD, C.BARON, C.CHANCELLOR, C.PRINCE],
                  [C.GUARD, C.PRINCE, C.CHANCELLOR, C.HANDMAID]])


def early(names):
    """A position early in a round: many unseen cards, long bars."""
    return Round.deal(REVISED, names, seed=3)


def rates(names):
    return {names[0]: (0.62, 0.55, 0.69), names[1]: (0.27, 0.21, 0.33), names[2]: (0.11, 0.07, 0.16)}


def round_rows():
    return [{"seat": 0, "p": 0.97, "low": 0.92, "high": 1.0, "exact": False, "fraction": ""},
            {"seat": 1, "p": 1.0, "low": 1.0, "high": 1.0, "exact": True, "fraction": "1"},
            {"seat": 2, "p": 0.0, "low": 0.0, "high": 0.03, "exact": False, "fraction": ""}]


_ROUNDS = {}


def rounds_by_kind():
    if not _ROUNDS:
        _ROUNDS.update({kind: simulation.play_rounds(3, kind, 30, 1) for kind in ("random", "heuristic")})
    return _ROUNDS


def history(names):
    """Where is the Princess? The lesson's own lines: one per place, labelled in words."""
    return [(turn, {f"in {names[1]}'s hand": p, f"in {names[2]}'s hand": q, "set aside": 1 - p - q})
            for turn, (p, q) in enumerate([(0.1, 0.1), (0.2, 0.1), (0.5, 0.2), (0.0, 0.9)])]


#: Each figure: how to draw it on new axes (a figure of the function's own making).
FIGURES = {
    "plot_unseen_values": lambda names, language: plot_unseen_values(position(names).observation(0), language=language),
    "plot_guard_odds": lambda names, language: plot_guard_odds(early(names).observation(0), 1, language=language),
    "plot_copies_left": lambda names, language: plot_copies_left(early(names).observation(0), C.GUARD,
                                                                  language=language),
    "plot_belief": lambda names, language: plot_belief(belief(early(names).observation(0)), language=language),
    "plot_outcomes": lambda names, language: plot_outcomes(rates(names), language=language),
    "plot_belief_over_time": lambda names, language: plot_belief_over_time(history(names), language=language),
    "plot_belief_over_time (cards)": lambda names, language: plot_belief_over_time(
        [(turn, {C.PRINCESS: 0.1 * turn, C.GUARD: 0.5, C.KING: 0.3}) for turn in range(5)], language=language),
    "plot_win_rates": lambda names, language: plot_win_rates(rates(names), language=language, players=3),
    "plot_seat_advantage": lambda names, language: plot_seat_advantage(
        {0: (0.4, 0.3, 0.5), 1: (0.35, 0.25, 0.45), 2: (0.25, 0.2, 0.3)}, language=language, players=3),
    "plot_next_draws": lambda names, language: simulation.plot_next_draws(
        early(names).observation(0), C.GUARD, simulation.draws_frequencies(early(names).observation(0), C.GUARD,
                                                                           200, 1), language=language),
    "plot_round_lengths": lambda names, language: simulation.plot_round_lengths(rounds_by_kind(),
                                                                                language=language),
    "plot_round_chances": lambda names, language: plot_round_chances(round_rows(), names, 0, language=language),
}

SITUATIONS = {
    "early": Situation(REVISED, ["BARON", "KING"], {"GUARD": 1}, players_left=4, deck_size=14),
    "late": Situation(REVISED, ["GUARD", "PRINCE"], {"GUARD": 4, "PRIEST": 2, "BARON": 2, "HANDMAID": 1,
                                                     "PRINCE": 1, "SPY": 2, "CHANCELLOR": 2}, 2, 3),
}
# Lesson 7's chart of the class's Guards, from its example games (bots, seeded).
_class_rates = {}


def _class_hit_rates():
    if not _class_rates:
        _class_rates["rates"] = class_games.hit_rates(class_games.guard_guesses(class_games.example_class_games()))
    return _class_rates["rates"]


FIGURES["plot_hit_rates"] = lambda names, language: class_games.plot_hit_rates(_class_hit_rates(), language=language)

for _chart, _plot in explorer_plots.PLOTS.items():
    for _which, _situation in SITUATIONS.items():
        FIGURES[f"{_plot.__name__} ({_which})"] = (
            lambda names, language, plot=_plot, situation=_situation: plot(situation, language=language))


def public_plot_functions():
    """Every public plot_* function of the package, by its module's name and its own."""
    found = set()
    for module_info in pkgutil.walk_packages(lovelet.__path__, "lovelet."):
        if module_info.name.endswith(("__main__", "cli")):
            continue
        module = importlib.import_module(module_info.name)
        for name, value in vars(module).items():
            if name.startswith("plot_") and inspect.isfunction(value) and value.__module__ == module.__name__:
                found.add(name)
    return found


def test_every_public_plot_function_is_checked_here():
    covered = {name.split(" ")[0] for name in FIGURES}
    assert public_plot_functions() <= covered, public_plot_functions() - covered


# The figures that write players' (or agents') names: drawn with long and hostile ones too.
NAMED = {"plot_guard_odds", "plot_belief", "plot_outcomes", "plot_belief_over_time", "plot_win_rates",
         "plot_round_chances", "plot_unseen_values"}
CASES = [(figure, names) for figure in FIGURES for names in (NAMES if figure in NAMED else ["plain"])]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("figure_name, names", CASES)
def test_each_figure_is_readable_on_a_projector(figure_name, language, names):
    with matplotlib.rc_context(projector_rc()):
        ax = FIGURES[figure_name](NAMES[names], language)
    figure = ax.figure
    # A figure of the function's own making is shown at its own size, as a notebook
    # (at the projector's dpi) shows it.
    assert problems(figure) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_heatmap_has_a_colour_bar(language):
    ax = plot_belief(belief(early(NAMES["plain"]).observation(0)), language=language)
    assert has_colour_bar(ax.figure)


def png_width(png):
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">I", png[16:20])[0]


def shown_width(layout, natural):
    """The width (px) at which an Image with ``layout`` shows a ``natural``-pixel picture,
    at most: its width and max_width in pixels, whichever is less."""
    widths = [natural]
    for value in (layout.width, layout.max_width):
        fitted = re.fullmatch(r"min\((\d+(?:\.\d+)?)px, *100%\)", value or "")
        if fitted:  # as wide as the page allows, and never wider than that many pixels
            widths.append(float(fitted.group(1)))
        elif value and value.endswith("px"):
            widths.append(float(value[:-2]))
        elif value and value not in ("auto", "100%", "none"):
            pytest.fail(f"cannot tell the shown width of {value!r}")
    return min(widths)


def test_the_deduction_panels_chart_with_six_players():
    rows = [{"seat": seat, "p": p, "low": max(0, p - 0.05), "high": min(1, p + 0.05), "exact": False,
             "fraction": ""} for seat, p in enumerate([0.3, 0.2, 0.1, 0.15, 0.2, 0.05])]
    for names in (["Ann", "Ben", "Cleo", "Dee", "Eve", "Finn"], NAMES["long"] + NAMES["hostile"]):
        for language in LANGUAGES:
            assert problems(chances_figure(rows, names, 0, language)) == [], (names, language)


@pytest.mark.parametrize("names", list(NAMES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_deduction_panels_chart_as_shown(language, names):
    from lovelet.widgets.deduction_view import PLOT_SIZE, chances_png

    figure = chances_figure(round_rows(), NAMES[names], 0, language)
    png = chances_png(round_rows(), NAMES[names], 0, language)
    assert png_width(png) == round(PLOT_SIZE[0] * figure.dpi)
    assert problems(figure) == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("chart", list(explorer_plots.PLOTS))
def test_the_explorers_pictures_as_shown(chart, language):
    for situation in SITUATIONS.values():
        figure = explorer_plots.situation_figure(situation, chart, language)
        assert problems(figure) == [], (chart, situation)


@pytest.mark.parametrize("names", list(NAMES))
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("reading", ["win_rates", "seat_advantage"])
def test_the_strategy_labs_pictures_as_shown(reading, language, names):
    from lovelet.plots.tournament import rates_figure

    rows = [{"title": name, "seat": seat, "p": p, "low": low, "high": high}
            for seat, (name, (p, low, high)) in enumerate(rates(NAMES[names]).items())]
    figure = rates_figure(rows, reading, {"players": 3, "games": 400, "unit": "game"}, language)
    assert problems(figure) == []
    # In percent, like the lab's tables.
    assert all(label.get_text().endswith("%") for label in figure.axes[0].get_yticklabels()
               if label.get_text())


@pytest.mark.parametrize("language", LANGUAGES)
def test_lesson_6s_seat_advantage_titled_again(language):
    with matplotlib.rc_context(projector_rc()):
        figure, axes = plt.subplots(2, 1, figsize=(10, 11))
        for ax in axes:
            plot_seat_advantage({0: (0.4, 0.3, 0.5), 1: (0.35, 0.25, 0.45), 2: (0.25, 0.2, 0.3)}, ax=ax,
                                language=language, players=3)
            ax.set_title(f"Revised edition: {ax.get_title()}")
        figure.tight_layout()
        figure.set_dpi(100)
        assert problems(figure) == []


def test_the_widgets_show_their_pictures_unscaled():
    """A picture shown smaller than it is drawn would shrink its text below 14 pt."""
    from lovelet.widgets import ExplorerController, ExplorerView, StrategyLabView
    from lovelet.widgets.deduction_view import PLOT_SIZE
    from lovelet.widgets.lab_view import rates_png

    explorer = ExplorerView(ExplorerController())
    png = explorer_plots.situation_png(SITUATIONS["early"])
    assert shown_width(explorer.image.layout, png_width(png)) == png_width(png)
    rows = [{"title": "a", "seat": 0, "p": 0.5, "low": 0.4, "high": 0.6}]
    png = rates_png(rows, "win_rates", {"players": 2, "games": 10, "unit": "game"}, "en")
    lab = StrategyLabView()
    assert shown_width(lab.win_plot.layout, png_width(png)) == png_width(png)
    assert shown_width(lab.seat_plot.layout, png_width(png)) == png_width(png)
    from lovelet.widgets.deduction_view import chances_png

    png = chances_png(round_rows(), NAMES["plain"], 0, "en")
    assert png_width(png) == round(PLOT_SIZE[0] * 100)


NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def notebook_sources():
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        for cell in json.loads(path.read_text())["cells"]:
            if cell["cell_type"] == "code":
                yield path.name, "".join(cell["source"])


def test_the_notebooks_draw_their_figures_at_a_readable_size():
    """A lesson's figures are drawn at least 96 dots to the inch (14 pt stays 14 pt as
    shown) and never two small ones side by side."""
    for name, source in notebook_sources():
        for dpi in re.findall(r"""["']?(?:figure\.)?dpi["']?\s*[:=]\s*(\d+)""", source):
            assert int(dpi) >= 96, (name, source)
        for rows, columns in re.findall(r"subplots\(\s*(\d+)\s*,\s*(\d+)", source):
            assert int(columns) == 1, (name, source)


@pytest.mark.parametrize("language", LANGUAGES)
def test_lesson_3s_pairs_of_figures_one_per_row(language):
    """Lesson 3 draws its before/after pairs one above the other, as its cells do."""
    names = NAMES["long"]
    with matplotlib.rc_context(projector_rc()):
        figure, (first, second) = plt.subplots(2, 1, figsize=(10, 12), layout="constrained")
        plot_guard_odds(early(names).observation(0), 1, ax=first, language=language)
        plot_guard_odds(early(names).observation(0), 2, belief(early(names).observation(0)), ax=second,
                        language=language)
        first.set_title(f"Against {names[1]}: counting only")
        figure.set_dpi(100)
        assert problems(figure) == []
        figure, (first, second) = plt.subplots(2, 1, figsize=(10, 12), layout="constrained")
        plot_outcomes(rates(names), ax=first, language=language)
        plot_unseen_values(position(names).observation(0), ax=second, language=language)
        first.set_title("After turn 3")  # the lesson titles its pairs again: clear of every legend
        second.set_title("After turn 5")
        figure.set_dpi(100)
        assert problems(figure) == []
