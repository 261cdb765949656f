"""The classroom site with no server: built, served on localhost, used in Chromium offline.

The site is built from this checkout as ``make site`` builds it and served by the static
server of ``make site-serve``; Chromium opens its pages from the landing page's links,
and every request to any other address is aborted and counted: none may be made (the
site's Pyodide, lovelet and every wheel come from the site).  A student:

- plays a whole round of the Table against bots by clicking;
- answers a quick check of the rules tutorial wrong, then right;
- starts a game in the companion, reloads the page, and finds the game resumed;
- sees a chart drawn without matplotlib (which the site does not have).
"""

import hashlib
import json
import re

import pytest

from lovelet.lessons.tutorial import STEPS
from lovelet.pages import PAGES

from .site_pages import SITE_TIMEOUT, SiteBrowser, built_site, serving_site
from .table_page import (expect, play_any, round_over, wait_for_log_longer_than,
                         wait_for_my_turn_or_round_over, log_sentences)


@pytest.fixture(scope="module")
def site_folder(tmp_path_factory):
    """The site, built from this checkout as `make site` builds it."""
    return built_site(tmp_path_factory.mktemp("site"))


@pytest.fixture(scope="module")
def site(site_folder, tmp_path_factory, browser_context):
    """The built site served, in a browser context of its own (a :class:`SiteBrowser`)."""
    folder = site_folder
    with serving_site(folder) as base:
        browser = SiteBrowser(browser_context.lovelet_playwright, tmp_path_factory.mktemp("site-profile"), base)
        try:
            yield browser
        finally:
            browser.close()
    assert browser.foreign == [], f"the site reached other addresses: {browser.foreign[:5]}"


#: The Table's deal (any seed: the round is played to its end, whatever is dealt).
SEED = 2026


def open_page(site, name, language="en"):
    """Open the landing page and follow the link of the page ``name`` in ``language``."""
    page = site.open("index.html")
    title = PAGES[name].title(language)
    page.locator(f'section[lang="{language}"] a', has_text=title).first.click()
    return page


def no_request_left_the_site(site):
    assert site.foreign == [], f"the site reached other addresses: {site.foreign[:5]}"
    assert site.failed == [], f"the site lacks files: {site.failed[:5]}"


def test_the_built_site_serves_its_own_pyodide_and_never_asks_pypi(site_folder):
    config = json.loads((site_folder / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert (site_folder / "static" / "pyodide" / "pyodide.asm.wasm").is_file()
    lock = json.loads((site_folder / "static" / "pyodide" / "pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():  # every package the lock names is on the site
        served = (site_folder / "static" / "pyodide" / entry["file_name"]).resolve()
        assert served.is_file(), name
        assert hashlib.sha256(served.read_bytes()).hexdigest() == entry["sha256"], name
    assert {"lovelet", "ipywidgets", "micropip", "ipython"} <= set(lock["packages"])
    assert not {"matplotlib", "numpy", "pandas"} & set(lock["packages"])


def test_the_table_plays_a_whole_round_against_bots_by_clicking(site):
    page = open_page(site, "table")
    page.locator(".lovelet-setup-start").wait_for(timeout=SITE_TIMEOUT)
    seed = page.locator(".lovelet-setup-seed input")
    seed.fill(str(SEED))
    seed.press("Enter")
    expect(seed).to_have_value(str(SEED))
    page.locator(".lovelet-setup-start").click()
    page.locator(".lovelet-table .lovelet-status").wait_for()
    # The deduction panel's chances, drawn by lovelet as SVG: the site has no matplotlib.
    chart = page.locator(".lovelet-deduction svg.lovelet-chart-svg").first
    chart.wait_for()
    assert chart.get_attribute("role") == "img" and chart.get_attribute("aria-label")
    moves = 0
    for _ in range(40):
        if not wait_for_my_turn_or_round_over(page):
            break
        count = len(log_sentences(page))
        play_any(page, avoid=["Princess"])
        wait_for_log_longer_than(page, count)
        moves += 1
    else:
        raise AssertionError("the round did not end")
    round_over(page).wait_for()
    assert moves >= 1
    assert len(log_sentences(page)) > moves
    no_request_left_the_site(site)
    page.close()


def test_a_tutorial_step_is_answered_wrong_then_right(site):
    page = open_page(site, "tutorial")
    progress = page.locator(".lovelet-tutorial-progress")
    expect(progress).to_have_text(re.compile(rf"^Step 1 of {len(STEPS)}\b"), timeout=SITE_TIMEOUT)
    assert page.locator(".lovelet-tutorial-note").count() == 0  # the student's version: no notes
    for number in (2, 3):
        page.locator(".lovelet-tutorial-next").click()
        expect(progress).to_have_text(re.compile(rf"^Step {number} of {len(STEPS)}\b"))
    answer = page.locator(".lovelet-exercise-answer input")
    answer.fill("16")
    page.locator(".lovelet-exercise-check").click()
    expect(page.locator(".lovelet-exercise-verdict")).to_contain_text("Not yet")
    answer.fill("15")
    page.locator(".lovelet-exercise-check").click()
    expect(page.locator(".lovelet-exercise-verdict")).to_contain_text("Right")
    expect(page.locator(".lovelet-tutorial-explanation")).to_contain_text("21 - 1 set aside - 4 dealt - 1 drawn")
    no_request_left_the_site(site)
    page.close()


def test_the_companion_keeps_its_game_in_the_browser_across_a_reload(site):
    page = open_page(site, "companion")
    start = page.locator(".lovelet-companion-start:visible")
    start.or_(page.locator(".lovelet-companion-choice:visible")).first.wait_for(timeout=SITE_TIMEOUT)
    assert start.count() == 1, "a new device's companion opens on the start form"
    card = page.locator(".lovelet-companion-card select")
    card.select_option(index=1)
    start.click()
    page.locator(".lovelet-companion-choice:visible").first.wait_for()
    log = page.locator(".lovelet-companion-log li")
    before = log.count()
    # What a tap changes: the question, the entry so far, the log.
    state = """() => ['.lovelet-companion-prompt', '.lovelet-companion-draft', '.lovelet-companion-log']
        .map(selector => (document.querySelector(selector) || {}).innerText).join('|')"""
    for _ in range(12):  # taps, each answered before the next, until an entry is made
        asked = page.evaluate(state)
        page.locator(".lovelet-companion-entry button:not([disabled]):visible").first.click()
        page.wait_for_function(f"asked => ({state})() !== asked", arg=asked)
        if log.count() > before:
            break
    sentences = log.all_inner_texts()
    assert len(sentences) > before

    page.reload()
    page.locator(".lovelet-companion-choice:visible").first.wait_for(timeout=SITE_TIMEOUT)
    expect(page.locator(".lovelet-companion-log li")).to_have_count(len(sentences))
    assert page.locator(".lovelet-companion-log li").all_inner_texts() == sentences
    no_request_left_the_site(site)
    page.close()
