"""No two widgets of any panel of the kit share a layout or a style object.

An ipywidgets ``Layout`` (or ``Style``) is a widget of its own: given to two widgets,
it is one object, so hiding one of them (``layout.display = "none"``) hides the other.
That is how the strategy lab once lost its Run button (hidden with the unused agent
places) and the replay viewer its navigation buttons.  This test builds every panel of
the kit in the states a person sees (before and after Start, before and after a file,
before, while and after a tournament, ...), walks every widget each panel can reach
(its children, every widget-valued trait, and the widgets a view keeps aside to show
later) and fails on any layout or style object held by two widgets.
"""

from collections import defaultdict
from fractions import Fraction

import os
import tempfile

import pytest

ipywidgets = pytest.importorskip("ipywidgets")

from lovelet import Game, save_game_text  # noqa: E402
from lovelet.deduction.coach import coach  # noqa: E402
from lovelet.lessons import rules  # noqa: E402
from lovelet.lessons.exercises import Exercise  # noqa: E402
from lovelet.text.languages import LANGUAGES  # noqa: E402
from lovelet.widgets import (DeductionController, ExplorerController, ReplayController,  # noqa: E402
                             StagedPlayController, StrategyLabController, TableController)
from lovelet.widgets.views import (CoachView, CompanionView, DeductionView, ExerciseView,  # noqa: E402
                                   ExplorerView, ReplayView, SetupView, StagedPlayView, StrategyLabView,
                                   TableView, table_with_deduction)
from ipywidgets.widgets.widget_style import Style  # noqa: E402

SHARED_KINDS = (ipywidgets.Layout, Style)


def _held_widgets(value):
    """The widgets inside ``value``: a widget, or lists, tuples and dicts of them."""
    if isinstance(value, ipywidgets.Widget):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _held_widgets(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _held_widgets(item)


def _kept_aside(obj):
    """The widgets an object of the kit keeps in its attributes (a view's parts not shown
    yet, a card slot's button, a seat row's fields), and the kit's helper objects there."""
    for value in vars(obj).values():
        items = value if isinstance(value, (list, tuple)) else [value]
        for item in items:
            if isinstance(item, ipywidgets.Widget):
                yield item
            elif type(item).__module__.startswith("lovelet.widgets") and hasattr(item, "__dict__") \
                    and not hasattr(item, "trait_names"):  # a CardSlot, a seat row: not a controller
                yield item


def every_widget(root):
    """Every widget reachable from ``root``: children, widget-valued traits (layouts and
    styles included), and widgets the kit's views and helpers keep in their attributes."""
    found, seen, todo = [], set(), [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, ipywidgets.Widget):
            found.append(obj)
            for name in obj.keys:
                todo.extend(_held_widgets(getattr(obj, name, None)))
        if type(obj).__module__.startswith("lovelet.widgets"):
            todo.extend(_kept_aside(obj))
    return found


def shared_parts(root):
    """{description: [owners]} for each layout or style object held by two widgets or more."""
    owners = defaultdict(list)
    for widget in every_widget(root):
        if isinstance(widget, SHARED_KINDS):
            continue
        for name in sorted(widget.keys):
            value = getattr(widget, name, None)
            if isinstance(value, SHARED_KINDS):
                owners[id(value)].append((name, widget))
    return {f"{type(widget_list[0][1]).__name__}.{widget_list[0][0]}": [
                f"{type(owner).__name__}({getattr(owner, 'description', '') or ''!r}, "
                f"classes={list(getattr(owner, '_dom_classes', ()))})" for _name, owner in widget_list]
            for widget_list in owners.values() if len(widget_list) > 1}


def assert_nothing_shared(view):
    shared = shared_parts(view)
    assert not shared, f"layout or style objects shared by several widgets: {shared}"
    return view


# ---------------------------------------------------------------------- the panels, in their states


def _game(players=3, seed=1):
    return Game("revised", players, seed=seed)


def setup_panels():
    yield "setup", SetupView(pause=0)
    started = SetupView(pause=0, table_widget=table_with_deduction)
    started.start.click()
    yield "setup after Start", started
    for language in LANGUAGES:
        yield f"setup in {language}", SetupView(language=language, pause=0)


def table_panels():
    table = TableController(_game(), ["person", "random", "random"])
    yield "table", TableView(table, pause=0)
    hot = TableController(_game(4), ["person", "person", "random", "random"])
    view = TableView(hot, pause=0)
    yield "hot-seat table, hand hidden", view
    view.reveal_button.click()
    yield "hot-seat table, hand shown", view
    yield "table with deduction", table_with_deduction(TableController(_game(4), ["person"] + ["random"] * 3),
                                                       pause=0, playouts=6, chunk=3)
    bots = TableController(_game(2), ["random", "random"])
    bots_view = TableView(bots, pause=0)
    yield "table of bots", bots_view


def deduction_panels():
    table = TableController(_game(), ["person", "random", "random"])
    yield "deduction panel", DeductionView(DeductionController(table, playouts=6, chunk=3), plot=False)
    yield "deduction panel with its chart", DeductionView(DeductionController(table, playouts=6, chunk=3))


def explorer_panels():
    yield "explorer", ExplorerView(ExplorerController(), plot=False)
    yield "explorer with a hand", ExplorerView(ExplorerController(hand=["GUARD", "KING"], seen={"PRIEST": 1},
                                                                  players_left=3))


def replay_panels():
    empty = ReplayView(ReplayController())
    yield "replay viewer before a file", empty
    game = _game()
    loaded = ReplayView(ReplayController())
    loaded.controller.load(save_game_text(game).encode())
    yield "replay viewer after a file", loaded
    given = ReplayView(ReplayController(game), upload=False)
    given.controller.last()
    yield "replay of a game given in Python, last step", given


def lab_panels():
    yield "strategy lab", StrategyLabView(StrategyLabController(background=True), plot=False)
    lab = StrategyLabController(["heuristic", "random", "random"], games=30, seed=3, background=True,
                                step_seconds=0)
    view = StrategyLabView(lab, plot=False)
    lab.run()
    lab.run_pending(2)
    yield "strategy lab while running", view
    lab.finish()
    yield "strategy lab after its run", view
    six = StrategyLabController(["random"] * 6, games=6, background=False)
    six_view = StrategyLabView(six)
    six.run()
    yield "strategy lab of six, with plots", six_view


def exercise_panels():
    exercise = Exercise("layouts", {language: f"Question {language}?" for language in LANGUAGES},
                        {language: f"Hint {language}." for language in LANGUAGES}, "probability", Fraction(3, 11))
    view = ExerciseView(exercise, language="en", number=1)
    yield "exercise box", view
    view.answer.value = "1/2"
    view.check_button.click()
    yield "exercise box after a wrong answer", view


def companion_panels():
    # Its games are kept in a folder of the test's own, not the user's.
    before = os.environ.get("LOVELET_COMPANION_DIR")
    os.environ["LOVELET_COMPANION_DIR"] = tempfile.mkdtemp(prefix="lovelet-companion-")
    try:
        yield "companion", CompanionView(language="en")
        view = CompanionView(names=["Ann", "Ben", "Cleo"], card="GUARD")
        view.start.click()
        yield "companion after Start", view
    finally:
        if before is None:
            os.environ.pop("LOVELET_COMPANION_DIR", None)
        else:
            os.environ["LOVELET_COMPANION_DIR"] = before


def staged_panels():
    for name in ("guard", "chancellor"):
        view = StagedPlayView(StagedPlayController(rules.scene(name)), show_teacher=True)
        yield f"staged play {name}", view
    view = StagedPlayView(StagedPlayController(rules.scene("priest")), show_teacher=False)
    view.controller.play_suggested()
    yield "staged play for a student", view


def coach_panels():
    yield "coach with nothing to say", CoachView(None, language="en")
    game = _game()
    yield "coach with advice", CoachView(coach(game.round.observation(game.round.current_player)), language="fr")


PANELS = [setup_panels, table_panels, deduction_panels, explorer_panels, replay_panels, lab_panels,
          exercise_panels, companion_panels, staged_panels, coach_panels]


@pytest.mark.parametrize("panels", PANELS, ids=[function.__name__ for function in PANELS])
def test_no_panel_shares_a_layout_or_a_style_between_two_widgets(panels):
    built = 0
    for state, view in panels():
        shared = shared_parts(view)
        assert not shared, f"{state}: layout or style objects shared by several widgets: {shared}"
        assert getattr(view, "failures", []) == [], state
        built += 1
    assert built >= 1


def test_the_walk_finds_a_shared_layout_and_the_widgets_kept_aside():
    layout = ipywidgets.Layout(width="auto")
    one, two = ipywidgets.Button(layout=layout), ipywidgets.Button(layout=layout)
    assert shared_parts(ipywidgets.VBox([one, ipywidgets.HBox([two])])) == {
        "Button.layout": ["Button('', classes=[])", "Button('', classes=[])"]}
    assert shared_parts(ipywidgets.VBox([one, ipywidgets.Button()])) == {}
    # A widget a view keeps aside (not among its children yet) is walked too.
    view = ExplorerView(ExplorerController(), plot=False)
    view.spare = ipywidgets.Button(layout=view.language.layout)
    [owners] = shared_parts(view).values()
    assert sorted(owner.split("(")[0] for owner in owners) == ["Button", "Dropdown"]


def shown(root, widget):
    """True when ``widget`` is in ``root``'s tree and neither it nor any box around it is
    hidden (``layout.display == "none"``)."""
    def path(node):
        if node is widget:
            return [node]
        for child in getattr(node, "children", ()):
            found = path(child)
            if found:
                return [node, *found]
        return None

    chain = path(root)
    return chain is not None and all(node.layout.display != "none" for node in chain)


def test_the_lab_shows_run_and_stop_whatever_places_are_hidden():
    lab = StrategyLabController(background=True)  # two players: four of the six places hidden
    view = StrategyLabView(lab, plot=False)
    assert [shown(view, place) for place in view.places] == [True, True, False, False, False, False]
    for control in (view.language, view.edition, view.players, view.unit, view.games, view.seed,
                    view.run_button, view.stop_button, view.progress):
        assert shown(view, control), control.description
    view.players.value = 5
    assert [shown(view, place) for place in view.places] == [True] * 5 + [False]
    assert shown(view, view.run_button) and not view.run_button.disabled


def test_the_replay_viewer_shows_its_language_and_its_buttons_before_a_file():
    view = ReplayView(ReplayController())
    controls = (view.language, view.upload, view.first, view.previous, view.slider, view.next, view.last)
    assert all(shown(view, control) for control in controls)
    assert all(button.disabled for button in (view.first, view.previous, view.next, view.last))
    assert not shown(view, view.seat)  # no seat to choose before a game
    view.controller.load(save_game_text(_game()).encode())
    assert all(shown(view, control) for control in controls) and shown(view, view.seat)
    assert not view.next.disabled and view.previous.disabled
    view.next.click()
    assert view.controller.step == 2 and not view.previous.disabled and view.failures == []
