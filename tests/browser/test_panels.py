"""Every panel of the kit, served by Voilà and opened in Chromium at a laptop's size (1366 x 768).

Each test opens a page showing panels of the kit (the fixture notebooks of
``tests/browser/notebooks/``, and lesson 5 for the strategy lab), brings each panel to
the states a person meets (the Setup, then the Table after Start; the replay viewer
before and after a file; the strategy lab before, while and after a tournament) and
checks that every control the state calls for is on the page: a box of some size, not
hidden (no ``display: none`` on it or around it), inside the page's width and below its
top.  A missing control fails with the list of those not in view.  Screenshots of every
state are written to ``$LOVELET_SCREENSHOTS`` (a folder) when it is set, to be looked at.

What the pages should show is computed here with the package (the texts in the page's
language, the replay's steps from the same saved game), never written down by hand.
"""

import os
import re
import shutil
from pathlib import Path

import pytest

from lovelet import REVISED, Game, save_game_text
from lovelet.agents import RandomAgent
from lovelet.lab.match import play_game
from lovelet.text.loading import TEMPLATES as LOADING
from lovelet.text.loading import detail_label, file_loaded
from lovelet.widgets import ReplayController
from lovelet.widgets.table_view import say

from .table_page import (PAGE_TIMEOUT, card_named, decision, expect, record_frames, settled, type_into,
                         wait_for_my_turn_or_round_over, wait_for_play_panel)
from .voila_server import NOTEBOOKS, serving

FIXTURES = Path(__file__).resolve().parent / "notebooks"
LAPTOP = {"width": 1366, "height": 768}
PROJECTOR = {"width": 1024, "height": 768}
PHONE = {"width": 390, "height": 844}
#: Milliseconds for lesson 5: Voilà runs the whole lesson (its tournaments) before the page is complete.
LESSON_TIMEOUT = 240_000
#: The lab's form, as ``lovelet-lab-*`` classes (the agent places are counted apart).
LAB_FORM = ("language", "edition", "players", "unit", "games", "seed")

# Where an element is on the page, or that it is hidden.  Voilà's page scrolls inside a box
# of its own, not the window: the place on the page adds every box's scrolling.
_BOX = """element => {
    const box = element.getBoundingClientRect();
    let left = box.left + scrollX, top = box.top + scrollY;
    for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return {hidden: true};
        if (node !== element) { left += node.scrollLeft; top += node.scrollTop; }
    }
    return {hidden: false, left: left, top: top, width: box.width, height: box.height,
            pageWidth: document.documentElement.clientWidth};
}"""


@pytest.fixture(scope="module")
def panels_url(tmp_path_factory):
    """A Voilà serving copies of the fixture notebooks and of lesson 5, in a folder of their
    own (whatever a page writes where it runs stays out of the repository)."""
    folder = tmp_path_factory.mktemp("panels")
    pages, logs = folder / "pages", folder / "voila"
    for made in (pages, logs):
        made.mkdir()
    for notebook in FIXTURES.glob("*.ipynb"):
        shutil.copy(notebook, pages / notebook.name)
    shutil.copy(NOTEBOOKS / "05-strategy-lab.ipynb", pages / "05-strategy-lab.ipynb")
    try:
        with serving(pages, folder=logs) as server:
            yield server.url
    except RuntimeError as failure:
        pytest.fail(str(failure), pytrace=False)


def open_page(page, base_url, notebook, ready, timeout=PAGE_TIMEOUT):
    """Open ``notebook`` and wait until the element ``ready`` (a selector) is drawn."""
    record_frames(page)
    page.goto(f"{base_url}/voila/render/{notebook}", timeout=timeout)
    page.locator(ready).first.wait_for(timeout=timeout)


def screenshot(page, name):
    """Keep a screenshot of the laptop's screen in ``$LOVELET_SCREENSHOTS`` when that
    folder is given (Voilà scrolls inside its page: a whole-page shot would show no more)."""
    folder = os.environ.get("LOVELET_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


def not_in_view(page, selectors):
    """The selectors (CSS, each a control that must be there) whose element is missing,
    hidden, empty or outside the page, with the reason; [] when all are in view."""
    problems = []
    for selector in selectors:
        found = page.locator(selector)
        if found.count() == 0:
            problems.append(f"{selector}: not on the page")
            continue
        for index in range(found.count()):
            box = found.nth(index).evaluate(_BOX)
            where = f"{selector} #{index}"
            if box["hidden"]:
                problems.append(f"{where}: hidden")
            elif box["width"] < 1 or box["height"] < 1:
                problems.append(f"{where}: empty box {box['width']:.0f} x {box['height']:.0f}")
            elif box["left"] < 0 or box["top"] < 0 or box["left"] + box["width"] > box["pageWidth"] + 1:
                problems.append(f"{where}: outside the page at x {box['left']:.0f}..{box['left'] + box['width']:.0f}"
                                f" (page {box['pageWidth']} wide), y {box['top']:.0f}")
    return problems


def assert_in_view(page, selectors):
    problems = not_in_view(page, selectors)
    assert not problems, "controls not in view:\n" + "\n".join(problems)


def test_the_check_sees_a_hidden_or_missing_control(laptop, panels_url):
    open_page(laptop, panels_url, "panels-tools.ipynb", ".lovelet-explorer-language")
    assert not_in_view(laptop, [".lovelet-explorer-language"]) == []
    laptop.evaluate("() => document.querySelector('.lovelet-explorer-edition').parentElement.style.display = 'none'")
    laptop.evaluate("""() => Object.assign(document.querySelector('.lovelet-explorer-deck-size').style,
                                           {position: 'relative', left: '2000px'})""")
    problems = not_in_view(laptop, [".lovelet-explorer-edition", ".lovelet-explorer-deck-size", ".no-such-control"])
    assert [problem.split(": ")[1].split(" ")[0] for problem in problems] == ["hidden", "outside", "not"]


# ---------------------------------------------------------------------- the Setup, the Table, the deduction panel


def test_the_setup_then_the_table_and_its_deduction_panel(laptop, panels_url):
    page = laptop
    open_page(page, panels_url, "panels-table.ipynb", ".lovelet-setup-start")
    expect(page.locator(".lovelet-setup-seat:visible")).to_have_count(4)
    assert_in_view(page, [".lovelet-setup-edition select", ".lovelet-setup-players input",
                          ".lovelet-setup-language select", ".lovelet-setup-seed input",
                          ".lovelet-setup-seat:visible .lovelet-setup-seat-kind select",
                          ".lovelet-setup-seat:visible .lovelet-setup-seat-name input", ".lovelet-setup-start"])
    screenshot(page, "setup")

    settled(page, lambda: page.locator(".lovelet-setup-start").click())
    page.locator(".lovelet-table .lovelet-status").wait_for()
    assert wait_for_my_turn_or_round_over(page), "the round ended before the person's first turn"
    kind, labels = decision(page)
    assert kind == "play" and len(labels) >= 1
    # At the person's turn, two cards in hand (the third slot is the Chancellor's).
    expect(page.locator(".lovelet-table .lovelet-slot:visible .lovelet-card-button")).to_have_count(2)
    assert_in_view(page, [".lovelet-table .lovelet-status", ".lovelet-table .lovelet-language select",
                          ".lovelet-table .lovelet-board",
                          ".lovelet-table .lovelet-slot:visible .lovelet-card-button",
                          ".lovelet-table .lovelet-log-widget",
                          ".lovelet-deduction", ".lovelet-deduction-model select", ".lovelet-deduction-tracker",
                          ".lovelet-deduction-belief"])
    screenshot(page, "table")

    label = labels[0]
    page.locator(".lovelet-table .lovelet-card-button:not([disabled]):visible").filter(has_text=label).first.click()
    wait_for_play_panel(page, card_named(label))
    assert_in_view(page, [".lovelet-table .lovelet-play", ".lovelet-table .lovelet-slot:visible .lovelet-card-button"])
    screenshot(page, "table-card-chosen")


# ---------------------------------------------------------------------- the explorer, an exercise, a staged play,
# ---------------------------------------------------------------------- the companion


def test_the_explorer_an_exercise_a_staged_play_and_the_companion(laptop, panels_url):
    page = laptop
    open_page(page, panels_url, "panels-tools.ipynb", ".lovelet-companion-start")
    page.locator(".lovelet-explorer .lovelet-figures table").wait_for()
    assert_in_view(page, [".lovelet-explorer-language select", ".lovelet-explorer-edition select",
                          ".lovelet-explorer-first-card select", ".lovelet-explorer-second-card select",
                          ".lovelet-explorer-players-left input", ".lovelet-explorer-deck-size input",
                          ".lovelet-explorer-seen input", ".lovelet-explorer .lovelet-figures",
                          ".lovelet-explorer .lovelet-chart", ".lovelet-explorer .lovelet-plot"])
    screenshot(page, "explorer")

    answer = page.locator(".lovelet-exercise-answer input")
    assert_in_view(page, [".lovelet-exercise-question", ".lovelet-exercise-answer input", ".lovelet-exercise-check"])
    answer.fill("2")  # a chance is never 2: the box says so
    settled(page, lambda: page.locator(".lovelet-exercise-check").click())
    page.locator(".lovelet-exercise-verdict, .lovelet-exercise-error").filter(has_text=re.compile(r"\S")) \
        .first.wait_for()
    assert_in_view(page, [".lovelet-exercise-answer input", ".lovelet-exercise-check"])
    page.locator(".lovelet-exercise").scroll_into_view_if_needed()
    screenshot(page, "exercise")

    staged_cards = ".lovelet-staged-slot:visible .lovelet-staged-card-button"
    expect(page.locator(staged_cards)).to_have_count(2)  # the Guard scene's hand
    assert_in_view(page, [".lovelet-staged-status", ".lovelet-staged-board", ".lovelet-staged-hand", staged_cards])
    page.locator(".lovelet-staged .lovelet-staged-card-button:not([disabled])").first.click()
    page.locator(".lovelet-staged-play-button:visible").wait_for()
    assert_in_view(page, [".lovelet-staged-play-button", staged_cards])
    page.locator(".lovelet-staged").scroll_into_view_if_needed()
    screenshot(page, "staged")

    assert_in_view(page, [".lovelet-companion-start", ".lovelet-companion-language select"])
    settled(page, lambda: page.locator(".lovelet-companion-start").click())
    page.locator(".lovelet-companion-choice:visible").first.wait_for()
    assert_in_view(page, [".lovelet-companion-choice:visible", ".lovelet-companion-board",
                          ".lovelet-companion-prompt"])
    page.locator(".lovelet-companion").scroll_into_view_if_needed()
    screenshot(page, "companion")


@pytest.mark.parametrize("screen", [PROJECTOR, PHONE], ids=["projector", "phone"])
def test_on_a_projector_and_a_phone_every_panel_of_the_tools_page_keeps_its_controls(page, panels_url, screen):
    page.set_viewport_size(screen)
    open_page(page, panels_url, "panels-tools.ipynb", ".lovelet-companion-start")
    page.locator(".lovelet-explorer .lovelet-figures table").wait_for()
    assert_in_view(page, [".lovelet-explorer-language select", ".lovelet-explorer-edition select",
                          ".lovelet-explorer-first-card select", ".lovelet-explorer-second-card select",
                          ".lovelet-explorer-players-left input", ".lovelet-explorer-deck-size input",
                          ".lovelet-explorer-seen input", ".lovelet-explorer .lovelet-chart",
                          ".lovelet-exercise-answer input", ".lovelet-exercise-check",
                          ".lovelet-staged-slot:visible .lovelet-staged-card-button", *REPLAY_CONTROLS,
                          ".lovelet-companion-start", ".lovelet-companion-language select"])
    for panel in ("explorer", "replay"):
        page.locator(f".lovelet-{panel}").scroll_into_view_if_needed()
        screenshot(page, f"{screen['width']}-{panel}")


# ---------------------------------------------------------------------- the replay viewer


REPLAY_CONTROLS = [".lovelet-replay-language select", ".lovelet-upload", ".lovelet-replay-first",
                   ".lovelet-replay-previous", ".lovelet-slider", ".lovelet-replay-next", ".lovelet-replay-last"]


def step_text(step, steps):
    return say("replay_step_of", "en", step=step, count=steps)


def assert_whole_label(button):
    """The button's label is drawn whole: not cut off with an ellipsis."""
    assert button.evaluate("element => element.scrollWidth <= element.clientWidth"), button.inner_text()


def test_the_replay_viewer_before_and_after_a_file(laptop, panels_url, tmp_path):
    page = laptop
    game = play_game(Game(REVISED, ["Ann", "Ben", "Cleo"], seed=5), [RandomAgent() for _ in range(3)], seed=5)
    saved = tmp_path / "game.json"
    saved.write_text(save_game_text(game))
    steps = ReplayController(save_game_text(game)).steps

    open_page(page, panels_url, "panels-tools.ipynb", ".lovelet-replay-next")
    page.locator(".lovelet-replay").scroll_into_view_if_needed()
    # Before a file: the language, the file chooser and the buttons are there (disabled).
    assert_in_view(page, REPLAY_CONTROLS)
    for button in ("first", "previous", "next", "last"):
        expect(page.locator(f".lovelet-replay-{button}")).to_be_disabled()
    screenshot(page, "replay-empty")

    with page.expect_file_chooser() as chooser:
        page.locator(".lovelet-upload").click()
    settled(page, lambda: chooser.value.set_files(str(saved)))
    step = page.locator(".lovelet-replay-step")
    expect(step).to_have_text(step_text(1, steps))
    # The chooser names what it holds (ipywidgets adds the count), the deck its true size from step 1.
    expect(page.locator(".lovelet-upload")).to_have_text(f"{file_loaded('game.json')} (1)")
    assert_whole_label(page.locator(".lovelet-upload"))
    board = page.locator(".lovelet-replay .lovelet-board-widget")
    expect(board).to_contain_text(say("table_deck_count", "en", count=sum(REVISED.copies.values()) - 1))
    assert_in_view(page, [*REPLAY_CONTROLS, ".lovelet-seat select", ".lovelet-replay .lovelet-board-widget",
                          ".lovelet-replay .lovelet-log-widget"])
    expect(page.locator(".lovelet-replay-previous")).to_be_disabled()
    settled(page, lambda: page.locator(".lovelet-replay-next").click())
    expect(step).to_have_text(step_text(2, steps))
    settled(page, lambda: page.locator(".lovelet-replay-last").click())
    expect(step).to_have_text(step_text(steps, steps))
    expect(page.locator(".lovelet-replay-next")).to_be_disabled()
    settled(page, lambda: page.locator(".lovelet-replay-previous").click())
    expect(step).to_have_text(step_text(steps - 1, steps))
    page.locator(".lovelet-replay").scroll_into_view_if_needed()
    screenshot(page, "replay-loaded")

    # In French, a broken file: its sentence in French, the parser's detail after it; the old game is gone.
    settled(page, lambda: page.locator(".lovelet-replay-language select").select_option(label=say("language_fr", "en")))
    broken = tmp_path / "broken.json"
    broken.write_text(save_game_text(game)[:300])
    with page.expect_file_chooser() as chooser:
        page.locator(".lovelet-upload").click()
    settled(page, lambda: chooser.value.set_files(str(broken)))
    error = page.locator(".lovelet-replay .lovelet-error")
    expect(error).to_contain_text(say("table_refused", "fr", reason=LOADING["fr"]["BAD_SAVE.not_json"]))
    text = error.inner_text()
    details = detail_label("", "fr").strip()
    assert "line" in text.split(details)[1] and "line" not in text.split(details)[0], text
    expect(board).to_be_hidden()
    expect(page.locator(".lovelet-replay .lovelet-log-widget")).to_be_hidden()
    expect(page.locator(".lovelet-upload")).to_have_text(f"{say('replay_choose_file', 'fr')} (0)")
    assert_whole_label(page.locator(".lovelet-upload"))
    expect(page.locator(".lovelet-replay-next")).to_be_disabled()
    assert "Ann" not in page.locator(".lovelet-replay").inner_text()
    page.locator(".lovelet-replay").scroll_into_view_if_needed()
    screenshot(page, "replay-refused-fr")


# ---------------------------------------------------------------------- the strategy lab (lesson 5)


def lab_fields(page):
    """Every choice of the lab's form as a locator of its input (the agent places shown)."""
    inner = {"players": "input", "games": "input", "seed": "input", "unit": "button"}
    fields = [page.locator(f".lovelet-lab-{name} {inner.get(name, 'select')}") for name in LAB_FORM]
    return fields + [page.locator(".lovelet-lab-place:visible select")]


def before_count(key, **values):
    """The lab's sentence ``key`` up to the count of games played ("Stopped after ")."""
    return say(key, "en", done="\x00", **values).split("\x00")[0]


def after_count(key, **values):
    """The lab's sentence ``key`` after the count of games played (" of 5000 games")."""
    return say(key, "en", done="\x00", **values).split("\x00")[1]


def expect_form(page, locked):
    for field in lab_fields(page):
        for index in range(field.count()):
            (expect(field.nth(index)).to_be_disabled if locked else expect(field.nth(index)).to_be_enabled)()


def test_the_strategy_lab_runs_by_clicking_in_lesson_5(laptop, panels_url):
    page = laptop
    open_page(page, panels_url, "05-strategy-lab.ipynb", ".lovelet-lab-run", timeout=LESSON_TIMEOUT)
    # Once the whole lesson has run (it may run the lab itself), Run can be pressed.
    expect(page.locator(".lovelet-lab-run")).to_be_enabled(timeout=LESSON_TIMEOUT)
    page.locator(".lovelet-lab").scroll_into_view_if_needed()
    expect(page.locator(".lovelet-lab-place:visible")).to_have_count(4)  # the lesson's four agents
    lab_controls = [f".lovelet-lab-{name}" for name in LAB_FORM] + [
        ".lovelet-lab-place:visible", ".lovelet-lab-run", ".lovelet-lab-stop", ".lovelet-lab-progress",
        ".lovelet-lab-status"]
    assert_in_view(page, lab_controls)
    expect_form(page, locked=False)
    screenshot(page, "lab-lesson")

    # A long run, stopped: the form is locked while it runs, the bar moves, Stop is heard.
    type_into(page, page.locator(".lovelet-lab-games input"), 5000)
    page.locator(".lovelet-lab-run").click()
    expect(page.locator(".lovelet-lab-stop")).to_be_enabled()
    expect(page.locator(".lovelet-lab-run")).to_be_disabled()
    expect_form(page, locked=True)
    # The bar moves: some games played, not all.
    expect(page.locator(".lovelet-lab-progress-text")).to_have_text(re.compile(
        "^" + re.escape(before_count("lab_progress", total=5000)) + r"[1-9]\d*"
        + re.escape(after_count("lab_progress", total=5000)) + "$"))
    assert_in_view(page, [".lovelet-lab-progress", ".lovelet-lab-progress-text", ".lovelet-lab-stop"])
    screenshot(page, "lab-running")
    settled(page, lambda: page.locator(".lovelet-lab-stop").click())
    expect(page.locator(".lovelet-lab-status")).to_contain_text(before_count("lab_status_stopped", total=5000))
    expect_form(page, locked=False)
    expect(page.locator(".lovelet-lab-run")).to_be_enabled()
    expect(page.locator(".lovelet-lab-stop")).to_be_disabled()
    assert_in_view(page, [".lovelet-lab-rates table", ".lovelet-lab-seats table"])  # the games played so far

    # A wrong count: its sentence right under the row touched, in view with it; Run waits.
    type_into(page, page.locator(".lovelet-lab-games input"), 0)
    error = page.locator(".lovelet-lab-error [role=alert]")
    error.wait_for()
    expect(page.locator(".lovelet-lab-run")).to_be_disabled()
    assert_in_view(page, [".lovelet-lab-error [role=alert]"])
    games_box, error_box = page.locator(".lovelet-lab-games").bounding_box(), error.bounding_box()
    assert 0 <= error_box["y"] - (games_box["y"] + games_box["height"]) < 40, (games_box, error_box)
    assert error_box["y"] + error_box["height"] <= LAPTOP["height"]  # on the screen, not only on the page

    # A short run to its end: the results of those games, the form unlocked.
    type_into(page, page.locator(".lovelet-lab-games input"), 12)
    expect(error).to_have_count(0)
    settled(page, lambda: page.locator(".lovelet-lab-run").click())
    expect(page.locator(".lovelet-lab-status")).to_have_text(say("lab_status_done", "en", done=12, total=12),
                                                             timeout=120_000)
    expect(page.locator(".lovelet-lab-progress-text")).to_have_text(say("lab_progress", "en", done=12, total=12))
    expect(page.locator(".lovelet-lab-rates caption")).to_contain_text("12")
    expect_form(page, locked=False)
    page.locator(".lovelet-lab-win-plot").wait_for()
    assert_in_view(page, lab_controls + [".lovelet-lab-rates table", ".lovelet-lab-seats table",
                                         ".lovelet-lab-win-plot", ".lovelet-lab-seat-plot"])
    page.locator(".lovelet-lab").scroll_into_view_if_needed()
    screenshot(page, "lab-done")
    page.locator(".lovelet-lab-win-plot").scroll_into_view_if_needed()
    screenshot(page, "lab-done-plots")
