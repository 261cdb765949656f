"""The rules tutorial, ``01-rules.ipynb``, served by Voilà and stepped through in Chromium.

Every staged play of the tutorial (a ``lovelet-staged`` control, ``lovelet-scene-<name>``
for its scene) is played as a reader who only clicks does: the lesson's suggested
choice is preselected, so the reader clicks Play (and, for a Chancellor, Confirm) and
reads the resolution.  The sentences the page shows are those of the same scene played
here with the package (:mod:`lovelet.lessons.rules`), never written down by hand.
"""

import ast
import json
import re

from lovelet.lessons import rules
from lovelet.widgets import StagedPlayController

from .table_page import expect
from .voila_server import NOTEBOOKS

TUTORIAL = NOTEBOOKS / "01-rules.ipynb"
PAGE_TIMEOUT = 120_000  # the tutorial runs many cells before the page is shown


def tutorial_setting():
    """The tutorial's player names and language, read from its own cells."""
    sources = ["".join(cell["source"]) for cell in json.loads(TUTORIAL.read_text(encoding="utf-8"))["cells"]
               if cell["cell_type"] == "code"]
    code = "\n".join(sources)
    names = ast.literal_eval(re.search(r"^NAMES = (\[.*?\])", code, re.M).group(1))
    language = ast.literal_eval(re.search(r"^LANGUAGE = (.+)$", code, re.M).group(1))
    return names, language


def scene_of(control):
    """The scene's name of a staged control, from its ``lovelet-scene-<name>`` class."""
    classes = control.get_attribute("class").split()
    found = [name[len("lovelet-scene-"):] for name in classes if name.startswith("lovelet-scene-")]
    return found[0].replace("-", "_") if found else None


def expected_resolution(scene, names, language):
    twin = StagedPlayController(rules.SCENES[scene](names), language=language)
    assert twin.play_suggested()
    return list(twin.resolution)


def test_every_staged_play_of_the_tutorial_resolves_on_the_page(page, voila_url):
    names, language = tutorial_setting()
    page.goto(f"{voila_url}/voila/render/01-rules.ipynb", timeout=PAGE_TIMEOUT)
    controls = page.locator(".lovelet-staged")
    controls.first.wait_for(timeout=PAGE_TIMEOUT)
    expected_count = sum("StagedPlayView(" in "".join(cell["source"])
                         for cell in json.loads(TUTORIAL.read_text(encoding="utf-8"))["cells"]
                         if cell["cell_type"] == "code")
    expect(controls).to_have_count(expected_count, timeout=PAGE_TIMEOUT)

    played = []
    for index in range(expected_count):
        control = controls.nth(index)
        scene = scene_of(control)
        assert scene in rules.SCENES, f"staged control {index} names no scene of lovelet.lessons.rules"
        result = control.locator(".lovelet-staged-result li")
        assert result.count() == 0, f"{scene}: resolved before any click"
        control.scroll_into_view_if_needed()
        control.locator(".lovelet-staged-play-button:visible").click()
        confirm = control.locator(".lovelet-staged-confirm:visible")
        # A Chancellor's play asks for the card to keep and the order (preselected): Confirm.
        result.or_(confirm).first.wait_for()
        if confirm.count() and result.count() == 0:
            confirm.click()
        result.first.wait_for()
        assert result.all_inner_texts() == expected_resolution(scene, names, language), scene
        assert control.locator(".lovelet-staged-error").inner_text().strip() == "", scene
        played.append(scene)
    assert len(set(played)) >= 10, "the tutorial stages each character"

    # "Try again" puts the first scene back, ready to be played again.
    first = controls.first
    first.locator(".lovelet-staged-reset").click()
    expect(first.locator(".lovelet-staged-result li")).to_have_count(0)
    first.locator(".lovelet-staged-play-button:visible").wait_for()
    assert page.dialogs == []
