"""The rules tutorial, ``01-rules.ipynb``, served by Voilà and stepped through in Chromium.

At a laptop's size (1366 x 768) a student goes through the first five steps as a person
does, with Back and Next and the progress line: the card overview, the setup, a quick
check answered wrong and then right (its explanation appears only then), and two scenes,
each played wrong (a verdict, the rule's reason, a hint, "Try again") and then right.
Every verdict and every control pressed is in view when it is pressed or read.

The student's version (the notebook with ``TEACHER = False`` and its teacher cells left
out, as the student pages are built) is served from a copy, and neither its page nor any
websocket frame it received holds a teaching note of any step, the teacher's cell, the
"show every hand" switch, a scene's result before it is played or a check's explanation
before a try.
"""

import json
import re

import nbformat
import pytest

from lovelet.lessons import rules
from lovelet.lessons.tutorial import STEPS, step_text
from lovelet.widgets import StagedPlayController

from .conftest import PAGE_TIMEOUT
from .table_page import expect, record_frames
from .voila_server import NOTEBOOKS, chromium, serving

LAPTOP = {"width": 1366, "height": 768}
NEXT, BACK, PROGRESS = ".lovelet-tutorial-next", ".lovelet-tutorial-back", ".lovelet-tutorial-progress"
FEEDBACK = ".lovelet-tutorial-feedback"


def in_view(page, locator):
    """True when ``locator``'s box lies inside the window (the part a person sees)."""
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= page.viewport_size["height"] \
        and box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"]


def press(page, locator):
    """Click ``locator`` as a person does: it is scrolled into view and visible first."""
    locator.scroll_into_view_if_needed()
    assert in_view(page, locator), "a control to press is outside the window"
    locator.click()


def go_next(page, number):
    press(page, page.locator(NEXT))
    expect(page.locator(PROGRESS)).to_have_text(re.compile(rf"^Step {number} of {len(STEPS)}\b"))
    # Next stays where it was: the content above the tutorial never changes.
    page.locator(".lovelet-tutorial-nav").evaluate("nav => nav.scrollIntoView()")


def play(page, card, target=None, guess=None):
    """Click ``card``'s button in the staged hand, choose the target and the guess, press Play."""
    # An enabled button only: while the staged hand is drawn again (after Reset) the old
    # buttons, disabled, may still be on the page beside the new ones.
    card_button = page.locator(".lovelet-staged-card-button:not([disabled]):visible", has_text=f"{card} (").first
    card_button.wait_for()
    press(page, card_button)
    button = page.locator(".lovelet-staged-play-button:visible")
    button.wait_for()
    if target is not None:
        page.locator(".lovelet-staged-target:visible select").select_option(label=target)
    if guess is not None:
        page.locator(".lovelet-staged-guess:visible select").select_option(label=guess)
    press(page, button)


def verdict(page, words):
    feedback = page.locator(FEEDBACK)
    expect(feedback).to_contain_text(words)
    assert in_view(page, feedback), "the verdict is drawn outside the window"
    return feedback.inner_text()


def open_tutorial(page, base_url):
    page.set_viewport_size(LAPTOP)
    page.goto(f"{base_url}/voila/render/01-rules.ipynb", timeout=PAGE_TIMEOUT)
    page.locator(".lovelet-tutorial").wait_for(timeout=PAGE_TIMEOUT)
    expect(page.locator(PROGRESS)).to_have_text(re.compile(rf"^Step 1 of {len(STEPS)}\b"))


def test_the_first_five_steps_with_a_wrong_and_then_a_right_answer(page, voila_url, tmp_path):
    open_tutorial(page, voila_url)
    assert page.locator(BACK).is_disabled()
    assert page.locator(".lovelet-tutorial-note").is_visible()  # the teacher's version: notes shown
    go_next(page, 2)
    press(page, page.locator(BACK))
    expect(page.locator(PROGRESS)).to_have_text(re.compile(rf"^Step 1 of {len(STEPS)}\b"))
    go_next(page, 2)
    expect(page.locator(".lovelet-tutorial-picture .lovelet-round, .lovelet-tutorial-picture table").first) \
        .to_be_visible()
    go_next(page, 3)

    # A quick check: a wrong number, then the right one; the explanation comes after a right answer.
    explanation = page.locator(".lovelet-tutorial-explanation")
    answer = page.locator(".lovelet-exercise-answer input")
    answer.fill("16")
    press(page, page.locator(".lovelet-exercise-check"))
    expect(page.locator(".lovelet-exercise-verdict")).to_contain_text("Not yet")
    expect(page.locator(".lovelet-exercise-hint")).to_contain_text("set aside")
    assert "21 - 1" not in explanation.inner_text()
    answer.fill("15")
    press(page, page.locator(".lovelet-exercise-check"))
    expect(page.locator(".lovelet-exercise-verdict")).to_contain_text("Right")
    expect(explanation).to_contain_text("21 - 1 set aside - 4 dealt - 1 drawn")
    page.screenshot(path=tmp_path / "step-3.png")

    # The Spy: nothing selected, no result; a wrong play, Try again, then the right one.
    go_next(page, 4)
    expect(page.locator(".lovelet-tutorial-goal")).to_contain_text("Play the Spy")
    assert page.locator(".lovelet-staged-play-button:visible").count() == 0  # nothing preselected
    assert page.locator(".lovelet-staged-result li").count() == 0
    assert page.locator(FEEDBACK).inner_text().strip() == ""
    play(page, "Guard", target="Ben", guess="King (7)")
    told = verdict(page, "Not quite.")
    assert step_text("spy", "hint", "en") in told and "Try again" in told
    page.screenshot(path=tmp_path / "step-4-wrong.png")
    press(page, page.locator(".lovelet-staged-reset"))
    expect(page.locator(FEEDBACK)).not_to_contain_text("Not quite.")
    expect(page.locator(FEEDBACK)).to_contain_text(step_text("spy", "hint", "en"))  # kept for the next try
    play(page, "Spy")
    assert step_text("spy", "reason", "en") in verdict(page, "Right!")
    expect(page.locator(".lovelet-staged-result li").first).to_be_visible()

    # The Guard: a wrong guess, then the card the prose says Ben holds.
    go_next(page, 5)
    expect(page.locator(".lovelet-tutorial-goal")).to_contain_text("Knock Ben out with your Guard")
    play(page, "Guard", target="Ben", guess="King (7)")
    verdict(page, "Not quite.")
    press(page, page.locator(".lovelet-staged-reset"))
    play(page, "Guard", target="Ben", guess="Priest (2)")
    verdict(page, "Right!")
    expect(page.locator(".lovelet-staged-result")).to_contain_text("Ben is out of the round")
    page.screenshot(path=tmp_path / "step-5-right.png")
    assert page.dialogs == []


@pytest.fixture(scope="module")
def student_url(tmp_path_factory):
    """Voilà serving a student's copy of the lesson: teacher cells out, ``TEACHER = False``."""
    folder = tmp_path_factory.mktemp("student-notebooks")
    notebook = nbformat.read(NOTEBOOKS / "01-rules.ipynb", as_version=4)
    notebook.cells = [cell for cell in notebook.cells
                      if not {"answer", "teacher"} & set(cell.metadata.get("tags", []))]
    for cell in notebook.cells:
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
            cell.source = cell.source.replace("TEACHER = True", "TEACHER = False")
    nbformat.write(notebook, folder / "01-rules.ipynb")
    with serving(folder, folder=tmp_path_factory.mktemp("student-voila")) as server:
        yield server.url


def forms(text):
    """``text`` as a page or a websocket frame may carry it: as is, and JSON-escaped."""
    return {text, json.dumps(text)[1:-1], json.dumps(text, ensure_ascii=False)[1:-1]}


def test_the_student_page_and_its_frames_hold_no_note_and_no_answer(browser_context, student_url, tmp_path):
    teacher_cell = next(cell.source for cell in nbformat.read(NOTEBOOKS / "01-rules.ipynb", as_version=4).cells
                        if "teacher" in cell.metadata.get("tags", []))
    secrets = {step_text(step.key, "note", language) for step in STEPS for language in ("en", "fr", "de")}
    secrets |= {teacher_cell.splitlines()[0], "Show every hand"}
    page = browser_context.new_page()
    record_frames(page)
    try:
        open_tutorial(page, student_url)
        assert page.locator(".lovelet-tutorial-note").count() == 0
        for number in range(2, 6):
            go_next(page, number)
            if number == 3:  # a check's explanation is not sent before a try
                secret = step_text("check_deck", "explanation", "en")
                assert not any(form in frame for frame in page.frames_received for form in forms(secret))
            if number in (4, 5):  # nor a scene's reason, nor the staged play's result
                secret = step_text(STEPS[number - 1].key, "reason", "en")
                assert not any(form in frame for frame in page.frames_received for form in forms(secret))
                assert page.locator(".lovelet-staged-teacher").count() == 0
                assert page.locator(".lovelet-staged-result li").count() == 0
        # The Guard's result, as the engine would tell it, was never sent before a play.
        twin = StagedPlayController(rules.guard(("Ann", "Ben", "Cleo")), language="en")
        assert twin.play_suggested()
        for sentence in twin.resolution:
            assert not any(form in frame for frame in page.frames_received for form in forms(sentence)), sentence
        page.screenshot(path=tmp_path / "student-step-5.png")
        content = page.content()
        assert page.frames_received, "the page's websocket frames were not recorded"
        for secret in secrets:
            for form in forms(secret):
                assert form not in content, secret
                assert not any(form in frame for frame in page.frames_received), secret
    finally:
        page.close()


def test_the_first_scene_is_in_view_at_a_laptops_size_without_scrolling(browser_context, voila_url, student_url,
                                                                        tmp_path):
    """Opened at 1366 x 768, Next pressed where it is: the first scene's step (4) shows its
    Back / progress / Next bar, its goal and the hand's cards with no scroll; on the
    student's page the Guard's target, guess and play button too."""
    for url, who in ((voila_url, "teacher"), (student_url, "student")):
        page = browser_context.new_page()
        try:
            open_tutorial(page, url)
            for number in (2, 3, 4):
                assert in_view(page, page.locator(NEXT)), f"Next is out of view at step {number - 1}"
                page.locator(NEXT).click(no_wait_after=True)
                expect(page.locator(PROGRESS)).to_have_text(re.compile(rf"^Step {number} of {len(STEPS)}\b"))
            expect(page.locator(".lovelet-tutorial-goal")).to_contain_text("Play the Spy")
            for control in (page.locator(BACK), page.locator(PROGRESS), page.locator(NEXT),
                            page.locator(".lovelet-tutorial-goal"),
                            page.locator(".lovelet-staged-card-button", has_text="Guard ("),
                            page.locator(".lovelet-staged-card-button", has_text="Spy (")):
                assert in_view(page, control), f"{who}: {control} is out of view at step 4"
            page.locator(".lovelet-staged-card-button", has_text="Spy (").click()
            expect(page.locator(".lovelet-staged-play-button:visible")).to_have_count(1)
            assert in_view(page, page.locator(".lovelet-staged-play-button:visible")), who
            if who == "student":
                page.locator(".lovelet-staged-card-button", has_text="Guard (").click()
                for control in (".lovelet-staged-target:visible select", ".lovelet-staged-guess:visible select",
                                ".lovelet-staged-play-button:visible"):
                    assert in_view(page, page.locator(control)), f"{who}: {control} is out of view"
            page.screenshot(path=tmp_path / f"{who}-step-4.png")
        finally:
            page.close()


def test_the_french_and_german_lessons_step_in_their_language(browser_context, voila_url):
    for name, first, goal in (("01-rules-fr.ipynb", "Étape 1 sur", "Joue l'Espionne"),
                              ("01-rules-de.ipynb", "Schritt 1 von", "Spiele die Spionin")):
        page = browser_context.new_page()
        try:
            page.set_viewport_size(LAPTOP)
            page.goto(f"{voila_url}/voila/render/{name}", timeout=PAGE_TIMEOUT)
            expect(page.locator(PROGRESS)).to_contain_text(first, timeout=PAGE_TIMEOUT)
            for _ in range(3):
                page.locator(NEXT).click()
            expect(page.locator(".lovelet-tutorial-goal")).to_contain_text(goal)
        finally:
            page.close()
