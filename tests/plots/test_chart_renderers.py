"""One chart description, two renderers: matplotlib's figure and lovelet's own SVG show
the same bars, heights, colours, hatches, intervals and words; names are escaped in SVG
and drawn as written by matplotlib; widgets fall back to SVG without matplotlib.
"""

import importlib.util
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from fractions import Fraction

import pytest

from lovelet import REVISED, Card, Round
from lovelet.deduction import belief
from lovelet.deduction.situation import Situation
from lovelet.lessons import class_games, simulation
from lovelet.display.chart import Bar, BarChart, Heatmap, LineChart
from lovelet.display.chart_svg import chart_svg
from lovelet.plots import available, chart_mpl
from lovelet.plots.describe import (describe_belief, describe_belief_over_time, describe_guard_odds,
                                    describe_outcomes)
from lovelet.plots.tournament import describe_lab_rates
from lovelet.widgets.deduction_chart import describe_round_chances
from lovelet.widgets.explorer_plots import describe_baron_chances, describe_draw_chances
from test_plot_readability import position as readability_position  # the same late round of three

C = Card
SVG = "{http://www.w3.org/2000/svg}"
HOSTILE = "<script>&\"'"
NAMES = ["Ann", HOSTILE, "Cleo"]


def position(names=NAMES):
    """The readability tests' position (a late round of three), with these names."""
    return readability_position(names)


ROUND_ROWS = [{"seat": 0, "p": 0.25, "low": 0.1, "high": 0.4, "exact": False, "fraction": ""},
              {"seat": 1, "p": 0.75, "low": 0.75, "high": 0.75, "exact": True, "fraction": "3/4"},
              {"seat": 2, "p": 0.0, "low": 0.0, "high": 0.05, "exact": False, "fraction": ""}]
LAB_ROWS = [{"title": HOSTILE, "p": 0.3, "low": 0.2, "high": 0.4}, {"title": "Heuristic", "p": 0.6, "low": 0.5,
                                                                    "high": 0.7}]
SITUATION = Situation(REVISED, ["BARON", "KING"], {"GUARD": 1}, players_left=4, deck_size=14)

#: Bar charts of every kind: card bars with an emphasis, people with intervals (some
#: exact), a fair share, two bars per card with a legend, bars along x.
BAR_CHARTS = {
    "guard odds": lambda: describe_guard_odds(position().observation(0), 1, language="fr"),
    "outcomes": lambda: describe_outcomes({"Ann": (0.5, 0.4, 0.6), HOSTILE: (0.3, 0.2, 0.4)}),
    "round chances": lambda: describe_round_chances(ROUND_ROWS, NAMES, 0, "de"),
    "lab rates": lambda: describe_lab_rates(LAB_ROWS, "win_rates", {"players": 3, "games": 20, "unit": "game"}, "en"),
    "explorer draws": lambda: describe_draw_chances(SITUATION, "en"),
    "explorer baron": lambda: describe_baron_chances(SITUATION, "fr"),
    "lesson round lengths": lambda: simulation.describe_round_lengths(
        {kind: simulation.play_rounds(3, kind, 10, 1) for kind in ("random", "heuristic")}, "de"),
    "lesson hit rates": lambda: class_games.describe_hit_rates(class_games.hit_rates(GUESSES), "en"),
}


def _guess(hit, chance):
    return class_games.GuardGuess("t.json", 1, 2, "Ann", HOSTILE, C.KING, chance, C.KING, chance, hit, C.SPY)


GUESSES = [_guess(index % 3 == 0, Fraction(1, 2 + index % 2)) for index in range(12)]


def parsed(markup):
    return ET.fromstring(markup)


def svg_bar_rects(root):
    return [rect for rect in root.iter(f"{SVG}rect") if rect.get("class") == "lovelet-bar"]


def texts(root, kind=None):
    """Each <text>'s lines joined by "\\n", of class ``kind`` (all when None)."""
    return ["\n".join(span.text or "" for span in text.iter(f"{SVG}tspan"))
            for text in root.iter(f"{SVG}text") if kind is None or text.get("class") == kind]


@pytest.fixture(scope="module")
def plt():
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as pyplot

    yield pyplot
    pyplot.close("all")


def drawn(plt, chart):
    """The chart drawn by matplotlib on a figure of its own (closed by the fixture)."""
    return chart_mpl.chart_figure(chart, (9.6, 5.6)).axes[0]


@pytest.mark.parametrize("name", list(BAR_CHARTS))
def test_a_bar_chart_is_the_same_drawn_both_ways(plt, name):
    from matplotlib.colors import to_hex

    chart = BAR_CHARTS[name]()
    ax, root = drawn(plt, chart), parsed(chart_svg(chart))
    rects = svg_bar_rects(root)
    patches = ax.patches
    along = "get_width" if chart.horizontal else "get_height"
    assert len(rects) == len(patches) == len(chart.bars) > 0
    # Heights: the same values, and in SVG each rect's length is in proportion to its value.
    mpl_values = [getattr(patch, along)() for patch in patches]
    svg_values = [float(rect.get("data-value")) for rect in rects]
    assert mpl_values == pytest.approx(svg_values)
    assert svg_values == pytest.approx([bar.value for bar in chart.bars])
    lengths = [float(rect.get("width" if chart.horizontal else "height")) for rect in rects]
    scale = max(lengths) / max(svg_values)
    assert lengths == pytest.approx([value * scale for value in svg_values], abs=0.02)
    # Colours, edges and hatches.
    assert [to_hex(patch.get_facecolor()).upper() for patch in patches] == [rect.get("fill").upper() for rect in rects]
    assert [to_hex(patch.get_edgecolor()).upper() for patch in patches] == [rect.get("stroke").upper()
                                                                               for rect in rects]
    assert [patch.get_hatch() or "" for patch in patches] == [rect.get("data-hatch") for rect in rects]
    hatched = [rect for rect in root.iter(f"{SVG}rect") if rect.get("class") == "lovelet-hatch"]
    assert len(hatched) == sum(1 for bar in chart.bars if bar.hatch)
    patterns = {pattern.get("id") for pattern in root.iter(f"{SVG}pattern")}
    assert {re.fullmatch(r"url\(#(.+)\)", rect.get("fill")).group(1) for rect in hatched} <= patterns
    # The emphasised bar's edge is the thickest both ways.
    widths = [patch.get_linewidth() for patch in patches]
    strokes = [float(rect.get("stroke-width")) for rect in rects]
    assert widths.index(max(widths)) == strokes.index(max(strokes))
    # The names under the axis and the texts written beyond the bars.
    ticks = ax.get_yticklabels() if chart.horizontal else ax.get_xticklabels()
    mpl_names = [" ".join(tick.get_text().split()) for tick in ticks]
    svg_names = [" ".join(name.split()) for name in texts(root, "lovelet-name")]
    assert mpl_names == svg_names
    written = sorted(text.get_text() for text in ax.texts)
    assert written == sorted(texts(root, "lovelet-written")) == sorted(bar.written for bar in chart.bars
                                                                        if bar.written)
    assert " ".join(ax.get_title().split()) == " ".join(" ".join(texts(root, "lovelet-chart-title")).split())


@pytest.mark.parametrize("name", ["outcomes", "round chances", "lab rates", "lesson hit rates"])
def test_the_intervals_end_at_the_same_values_both_ways(plt, name):
    chart = BAR_CHARTS[name]()
    ax, root = drawn(plt, chart), parsed(chart_svg(chart))
    segments = [segment for collection in ax.collections for segment in collection.get_segments()]
    along = 0 if chart.horizontal else 1
    mpl_ends = sorted((round(min(s[:, along]), 6), round(max(s[:, along]), 6)) for s in segments)
    paths = [path for path in root.iter(f"{SVG}path") if path.get("class") == "lovelet-interval"]
    svg_ends = sorted((round(float(path.get("data-low")), 6), round(float(path.get("data-high")), 6))
                      for path in paths)
    assert mpl_ends == svg_ends == sorted((round(bar.low, 6), round(bar.high, 6)) for bar in chart.bars
                                          if bar.has_interval)
    # Each interval is drawn where its ends are: its length in proportion to high - low.
    rects = {rect.get("data-label"): rect for rect in svg_bar_rects(root)}
    for path in paths if not chart.horizontal else ():
        first, second = (float(y) for y in re.match(r"M[\d.]+,([\d.]+) V([\d.]+)", path.get("d")).groups())
        rect = rects[path.get("data-label")]
        bottom = float(rect.get("y")) + float(rect.get("height"))
        per_unit = float(rect.get("height")) / float(rect.get("data-value")) if float(rect.get("data-value")) \
            else None
        if per_unit:
            assert (bottom - first) / per_unit == pytest.approx(float(path.get("data-low")), abs=1e-3)
            assert (bottom - second) / per_unit == pytest.approx(float(path.get("data-high")), abs=1e-3)
    # The fair share is a rule both ways.
    if chart.rules:
        rule = next(line for line in root.iter(f"{SVG}line") if line.get("class") == "lovelet-rule")
        assert float(rule.get("data-value")) == pytest.approx(1 / 3)
        assert any(list(line.get_ydata()) == pytest.approx([1 / 3, 1 / 3]) for line in ax.lines)


def test_the_belief_heatmap_is_the_same_drawn_both_ways(plt):
    from matplotlib.colors import to_hex

    seen = position().observation(0)
    chart = describe_belief(belief(seen), language="fr")
    ax, root = drawn(plt, chart), parsed(chart_svg(chart))
    cells = [rect for rect in root.iter(f"{SVG}rect") if rect.get("class") == "lovelet-cell"]
    grid = ax.images[0].get_array()
    assert [float(cell.get("data-value")) for cell in cells] == pytest.approx([v for row in grid for v in row])
    image = ax.images[0]
    for cell in cells:  # the same shade for the same chance
        expected = to_hex(image.cmap(image.norm(float(cell.get("data-value")))))
        assert int(cell.get("fill")[1:], 16) == pytest.approx(int(expected[1:], 16), abs=0x020202)
    assert [t.get_text() for t in ax.get_yticklabels()] == texts(root, "lovelet-row") == \
        [HOSTILE, "Cleo", "Carte mise à part", "Prochaine pioche"]
    assert sorted(t.get_text() for t in ax.texts) == sorted(texts(root, "lovelet-cell-text"))


def test_the_lines_are_the_same_drawn_both_ways(plt):
    from matplotlib.colors import to_hex

    chart = describe_belief_over_time([(turn, {C.PRINCESS: 0.1 * turn, f"in {HOSTILE}'s hand": 0.3})
                                       for turn in range(4)], language="de")
    ax, root = drawn(plt, chart), parsed(chart_svg(chart))
    polylines = list(root.iter(f"{SVG}polyline"))
    assert [line.get_label() for line in ax.get_lines()] == [line.get("data-label") for line in polylines]
    assert [to_hex(line.get_color()).upper() for line in ax.get_lines()] == \
        [line.get("stroke").upper() for line in polylines]
    assert [len(line.get_xdata()) for line in ax.get_lines()] == [len(p.get("points").split()) for p in polylines]


def test_the_lessons_simulated_points_and_their_intervals_both_ways(plt):
    seen = Round.deal(REVISED, NAMES, seed=3).observation(0)
    chart = simulation.describe_next_draws(seen, C.GUARD, simulation.draws_frequencies(seen, C.GUARD, 40, 1), "fr")
    ax, root = drawn(plt, chart), parsed(chart_svg(chart))
    exact, simulated = chart.lines
    assert list(ax.get_lines()[0].get_ydata()) == [y for _, y in exact.points]
    segments = [segment for collection in ax.collections for segment in collection.get_segments()]
    paths = [path for path in root.iter(f"{SVG}path") if path.get("class") == "lovelet-interval"]
    assert sorted((round(min(s[:, 1]), 6), round(max(s[:, 1]), 6)) for s in segments) == \
        sorted((round(float(p.get("data-low")), 6), round(float(p.get("data-high")), 6)) for p in paths)
    assert len(paths) == len(simulated.intervals) == len(simulated.points) > 0
    # The simulated points stand alone: no line joins them.
    assert [line.get("stroke") for line in root.iter(f"{SVG}polyline")] == [exact.colour, "none"]
    legend = [entry.get_text().replace("\n", " ") for entry in ax.get_legend().get_texts()]
    assert legend == [exact.label, simulated.label] and simulated.label in texts(root)


def test_a_hostile_name_is_escaped_in_svg_and_drawn_as_written_by_matplotlib(plt):
    chart = describe_outcomes({"Ann": (0.5, 0.4, 0.6), HOSTILE: (0.3, 0.2, 0.4), "$x^2$": (0.2, 0.1, 0.3)})
    markup = chart_svg(chart)
    assert "<script" not in markup and "&lt;script&gt;&amp;&quot;&#x27;" in markup
    root = parsed(markup)
    assert HOSTILE in texts(root, "lovelet-name") and "$x^2$" in texts(root, "lovelet-name")
    ax = drawn(plt, chart)
    assert [tick.get_text() for tick in ax.get_xticklabels()] == ["Ann", HOSTILE, "$x^2$"]
    assert all(not tick.get_parse_math() for tick in ax.get_xticklabels())
    guard = chart_svg(describe_guard_odds(position().observation(0), HOSTILE))
    title = parsed(guard).find(f"{SVG}title").text
    assert HOSTILE in title and "<script" not in guard


@pytest.mark.parametrize("name", list(BAR_CHARTS))
def test_the_svg_names_itself_for_a_screen_reader_and_fits_a_phone(name):
    chart = BAR_CHARTS[name]()
    root = parsed(chart_svg(chart))
    assert root.get("role") == "img" and root.get("width") == "100%"
    assert root[0].tag == f"{SVG}title" and root[0].text == " ".join(chart.title.split()) == root.get("aria-label")
    assert "max-width" in root.get("style") and root.get("viewBox").startswith("0 0 ")
    assert not list(root.iter(f"{SVG}script"))


def test_each_chart_kind_is_drawn_and_anything_else_is_refused():
    bars = BarChart("t", (Bar("a", 0.5, hatch="oo"), Bar("b", 1.0, hatch="**", emphasised=True)))
    grid = Heatmap("h", ("r",), ("c", "d"), ((0.0, 1.0),), (("", "100%"),))
    lines = LineChart("l", ())
    for chart in (bars, grid, lines):
        assert parsed(chart_svg(chart)).find(f"{SVG}title").text == chart.title
    with pytest.raises(TypeError):
        chart_svg("a chart")


# ---------------------------------------------------------------------- widgets without matplotlib


@pytest.fixture
def no_matplotlib(monkeypatch):
    monkeypatch.setattr(available, "matplotlib_available", lambda: False)


def test_the_panels_show_svg_charts_where_matplotlib_is_missing(no_matplotlib):
    from lovelet import Game
    from lovelet.widgets import (ExplorerController, ExplorerView, StrategyLabController, StrategyLabView,
                                 TableController, table_with_deduction)

    table = TableController(Game("classic", ["Ann", HOSTILE, "Cy"], seed=6), ["person", "random", "random"])
    both = table_with_deduction(table, pause=0, playouts=6, chunk=3)
    chart = both.deduction_view.chart
    assert chart.value.startswith("<svg") and "<script" not in chart.value
    assert both.deduction_view.failures == []
    both.close()
    explorer = ExplorerView(ExplorerController())
    for kind in ("guard", "baron", "draw"):
        explorer.chart.value = kind
        assert explorer.image.value.startswith("<svg") and explorer.failures == []
    lab = StrategyLabController(games=4, isolate=False)
    view = StrategyLabView(lab)
    assert view.win_plot.value == ""
    lab.run()
    lab.finish()
    assert view.win_plot.value.startswith("<svg") and view.seat_plot.value.startswith("<svg")
    assert view.failures == []


def test_without_matplotlib_a_plot_hands_back_its_chart_which_draws_itself_as_svg(no_matplotlib):
    from lovelet.plots import plot_belief, plot_guard_odds, plot_win_rates

    seen = position().observation(0)
    charts = [plot_guard_odds(seen, HOSTILE), plot_belief(belief(seen), language="de"),
              plot_win_rates({"Ann": (0.5, 0.4, 0.6)}, players=2), class_games.plot_hit_rates(class_games.hit_rates(
                  GUESSES)), simulation.plot_next_draws(seen, C.GUARD)]
    assert [type(chart) for chart in charts] == [BarChart, Heatmap, BarChart, BarChart, LineChart]
    for chart in charts:
        assert parsed(chart._repr_svg_()).get("aria-label") == " ".join(chart.title.split())
    with pytest.raises(Exception):  # axes that are not axes are still refused
        plot_guard_odds(seen, 1, ax="axes")


def test_a_page_without_matplotlib_numpy_or_pandas_shows_the_tables_chart():
    code = ("import sys\n"
            "for name in ('matplotlib', 'numpy', 'pandas'):\n"
            "    sys.modules[name] = None\n"
            "import lovelet, lovelet.widgets\n"
            "from lovelet import Game\n"
            "from lovelet.widgets import TableController, table_with_deduction\n"
            "table = TableController(Game('classic', ['Ann', 'Ben', 'Cy'], seed=6), ['person', 'random', 'random'])\n"
            "both = table_with_deduction(table, pause=0, playouts=6, chunk=3)\n"
            "print(type(both.deduction_view.chart).__name__, both.deduction_view.chart.value[:4],\n"
            "      both.deduction_view.failures)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["HTML", "<svg", "[]"]


def test_the_availability_of_matplotlib_is_asked_once():
    available.matplotlib_available.cache_clear()
    first = available.matplotlib_available()
    assert first == (importlib.util.find_spec("matplotlib") is not None)
    assert available.matplotlib_available() is first and available.matplotlib_available.cache_info().hits == 1
