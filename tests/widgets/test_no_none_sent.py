"""No widget ever sends None to the browser once it exists.

In the static site the kernel is Pyodide, which turns Python's None into JavaScript's
``undefined``; a message ``{"display": undefined}`` loses the key on its way, so a trait
set back to None after the widget reached the page never reaches it (a panel stays
hidden, a dropdown keeps a choice the kernel forgot).  A widget's first state travels
with its creation and may hold None; every change after it must not.

ipywidgets sends each change through :meth:`ipywidgets.Widget.send_state` (also without
a kernel, to a comm that drops it), so the test records every state sent from then on
while the student pages are used as a class uses them: a few rounds at the Table against
bots, a new game from the folded form, the tutorial's steps with wrong and right tries,
the companion from its form to entries, Undo, Back and a new game, and the staged plays
of the lessons.  Any None in what was sent fails, naming the widget and the trait.
"""

import importlib
import importlib.util
import random

import pytest

ipywidgets = pytest.importorskip("ipywidgets")

from test_widgets_companion import tap_entry  # noqa: E402
from test_companion_record import dealt, entries_of  # noqa: E402
from test_widgets_staged import controller as staged_controller  # noqa: E402
from test_widgets_views import person_move, visible  # noqa: E402

from lovelet import Game  # noqa: E402
from lovelet.lessons import rules  # noqa: E402
from lovelet.lessons.tutorial import STEPS  # noqa: E402
from lovelet.pages import companion, companion_page, table, table_page, tutorial, tutorial_page  # noqa: E402
from lovelet.widgets import deduction_view  # noqa: E402
from lovelet.widgets import StagedPlayView  # noqa: E402


def _nones(value, where=""):
    """The places of None inside a state's value (a dict's values, a list's items)."""
    if value is None:
        return [where]
    if isinstance(value, dict):
        return [found for key, item in value.items() for found in _nones(item, f"{where}.{key}")]
    if isinstance(value, (list, tuple)):
        return [found for index, item in enumerate(value) for found in _nones(item, f"{where}[{index}]")]
    return []


# Where lovelet asks whether matplotlib is there, once its charts can be drawn without it.
_MATPLOTLIB_QUESTION = ("lovelet.plots.available", "lovelet.plots.chart_mpl")


@pytest.fixture
def sent(monkeypatch):
    """Every None sent after a widget's creation: (widget class, trait and place).

    The pages are shown to no one (their display is a no-op here).  The deduction panel's
    chart is drawn as in a browser, where matplotlib is not: as SVG where lovelet draws
    charts without matplotlib (lovelet.plots.chart_mpl), else as a stub picture (bytes,
    never None), since drawing it with matplotlib takes seconds and is its own tests' business."""
    for page in (table_page, tutorial_page, companion_page):
        monkeypatch.setattr(page, "display", lambda *shown: None)
    asked = [importlib.import_module(name) for name in _MATPLOTLIB_QUESTION if importlib.util.find_spec(name)]
    asked = [module for module in asked if hasattr(module, "matplotlib_available")]
    for module in asked:
        monkeypatch.setattr(module, "matplotlib_available", lambda: False)
    if not asked:
        monkeypatch.setattr(deduction_view, "chances_png", lambda *arguments, **options: b"\x89PNG")
    found = []
    original = ipywidgets.Widget.send_state

    def send_state(self, key=None):
        for name, value in self.get_state(key=key).items():
            found.extend((type(self).__name__, name + place) for place in _nones(value))
        return original(self, key)

    monkeypatch.setattr(ipywidgets.Widget, "send_state", send_state)
    return found


def test_the_recorder_sees_a_trait_set_back_to_none(sent):
    box = ipywidgets.HTML(layout=ipywidgets.Layout(display="none"))
    box.layout.display = None
    assert sent == [("Layout", "display")]


# ---------------------------------------------------------------------- the Table


def _play(both, rng, moves=100, rounds=1):
    """Play at the Table of ``both`` (the Table and its deduction panel) through its
    widgets: ``moves`` moves at most, until ``rounds`` rounds are over."""
    both.deduction.playouts = 20  # the panel's chances, from few playouts: they are not what is tested
    view = both.table_view
    c = view.controller
    played = 0
    for _ in range(moves):
        assert view.failures == []
        if c.game_over or played >= rounds:
            return
        if c.round_over:
            played += 1
            view.next_round.click()
        else:
            person_move(view, rng)
            assert c.error == "", c.error


def test_the_table_page_sends_no_none(sent):
    setup = table("fr")
    setup.pause = 0  # the bots move at once: no event loop in a test
    setup.players.value = 4
    setup.players.value = 2  # the form's third and fourth rows are emptied and hidden
    setup.players.value = 3
    setup.seed.value = "5"
    setup.start.click()
    assert setup.failures == [] and setup.table_view is not None
    _play(setup.table_view, random.Random(5), rounds=2)
    setup.new_game.click()  # the form opens again, then a new game in the other edition
    setup.edition.value = "classic"
    setup.language.value = "de"
    setup.start.click()
    _play(setup.table_view, random.Random(6), moves=3)
    assert setup.failures == []
    assert sorted(set(sent)) == []


# ---------------------------------------------------------------------- the tutorial


def test_the_tutorial_page_sends_no_none(sent):
    view = tutorial("en")
    for _ in range(len(STEPS)):
        box = view.area.children[0] if view.area.children else None
        if isinstance(box, StagedPlayView):
            # a wrong try first where there is a choice, then Try again and the suggested play
            slots = [slot for slot in box._slots if visible(slot.box) and not slot.button.disabled]
            for slot in slots:
                slot.button.click()
                if visible(box.guess) and len(box.guess.options) > 1:
                    box.guess.value = box.guess.options[-1][1]
                if visible(box.play_panel):
                    box.play_button.click()
                    break
            if visible(box.chancellor_panel):
                box.confirm.click()
            if visible(box.reset):
                box.reset.click()
            if visible(box.play_panel):
                box.play_button.click()
            if visible(box.chancellor_panel):
                box.confirm.click()
        elif box is not None and hasattr(box, "check_button"):
            box.answer.value = "1000"
            box.check_button.click()
        for button in getattr(view, "_buttons", [])[:1]:
            button.click()
        if view.next_button.disabled:
            break
        view.next_button.click()
    view.back_button.click()
    assert view.failures == []
    assert sorted(set(sent)) == []


# ---------------------------------------------------------------------- the companion


def test_the_companion_page_sends_no_none(sent, tmp_path, monkeypatch):
    monkeypatch.setenv("LOVELET_COMPANION_DIR", str(tmp_path))
    game = Game("revised", ["Ann", "Ben", "Cleo"], seed=8)
    view = companion("en")
    c = view.controller
    view.players.value = 4
    view.players.value = 3
    for index, name in enumerate(game.names):
        view.names[index].value = name
    view.seat.value = 2
    view.start_player.value = game.round.start_player
    card, _, read = dealt(game.round.observation(2))
    view.card.value = card.name
    view.start.click()
    assert c.started, c.error or c.form_error
    rng = random.Random(8)
    for _ in range(6):
        game.apply(rng.choice(game.legal_actions()))
        observation = game.round.observation(2)
        for entry in entries_of(observation.events[read:], 2, False):
            tap_entry(c, entry)
        read = len(observation.events)
    view.coach.value = True
    view.language.value = "fr"
    if c.can_back:
        view.back.click()
    view.undo.click()
    view.new_game.click()  # the form again: the dealt card chosen no more
    view.code_box.value = "not a code"
    view.resume.click()
    assert view.failures == []
    assert sorted(set(sent)) == []


# ---------------------------------------------------------------------- the lessons' staged plays


@pytest.mark.parametrize("name", ["guard", "chancellor", "everyone_protected"])
def test_a_staged_play_sends_no_none(sent, name):
    view = StagedPlayView(staged_controller(name), show_teacher=False)
    for slot in [slot for slot in view._slots if visible(slot.box) and not slot.button.disabled]:
        slot.button.click()
    if visible(view.play_panel):
        view.play_button.click()
    if visible(view.chancellor_panel):
        view.confirm.click()
    view.reset.click()
    view.play_button.click()
    if visible(view.chancellor_panel):
        next(slot for slot in view._slots if visible(slot.box)).button.click()
        view.confirm.click()
    assert view.failures == []
    assert sorted(set(sent)) == []


def test_rules_scenes_are_known():
    assert {"guard", "chancellor", "everyone_protected"} <= set(rules.SCENES)
