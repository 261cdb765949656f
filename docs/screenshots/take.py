"""Take the README's screenshots: the Table with its deduction panel, the rules tutorial, the companion.

Voilà serves ``notebooks/`` and the system Chromium (headless, through Playwright)
opens the pages, plays a little of a seeded game, and saves two small PNGs here:

* ``table.png``: ``play.ipynb`` at 1366 x 768 (a laptop), the whole window as a person
  sees it, after a few moves of a seeded game of three, a Guard chosen and aimed;
* ``rules.png``: ``01-rules.ipynb`` at 1366 x 768, a scene's step after a wrong try;
* ``companion.png``: ``companion.ipynb`` at a phone's width (390 pixels), a few entries
  into a seeded game of three, at my turn (served from a copy in a temporary folder,
  its games kept in another: ``LOVELET_COMPANION_DIR``).

    python docs/screenshots/take.py [table] [rules] [companion]   # all three by default
"""

import pathlib
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))  # the browser tests' Voilà and page helpers
sys.path.insert(0, str(ROOT / "tests"))  # ... and the companion's, a module of that package

from table_page import (card_button, choose_first, log_sentences, open_play, play_any, set_up, start,  # noqa: E402
                        wait_for_log_longer_than, wait_for_my_turn_or_round_over, wait_for_play_panel)
from voila_server import chromium, serving  # noqa: E402

from lovelet import Card  # noqa: E402
from lovelet.text.i18n import card_name, text  # noqa: E402

SEED = 9
MOVES = 2  # the person's moves at least before the picture; then a Guard is chosen and aimed
RULES_STEP = 5  # the tutorial's step in the picture: the Guard
#: The Table's and the tutorial's pictures: a laptop's window, at its own scale.
LAPTOP = (1366, 768)
RULES_VIEWPORT = {"width": LAPTOP[0], "height": LAPTOP[1]}


def table(page, base_url):
    """Play the seeded game until the person holds a Guard after a few moves; choose it
    and its target, and take the picture before Play."""
    open_play(page, base_url)
    set_up(page, seed=SEED)
    start(page)
    guard = card_name(Card.GUARD, "en")
    for moves in range(20):
        assert wait_for_my_turn_or_round_over(page), "the seeded round ended before the picture"
        if moves >= MOVES and card_button(page, guard).count():
            break
        count = len(log_sentences(page))
        play_any(page, avoid=[card_name(Card.PRINCESS, "en"), guard])
        wait_for_log_longer_than(page, count)
    card_button(page, guard).first.click()
    wait_for_play_panel(page, Card.GUARD)
    choose_first(page, ".lovelet-target")
    page.locator(".lovelet-deduction-belief table").wait_for()
    page.locator(".lovelet-play-note", has_text=text("table_choose_guess", "en")).wait_for()
    page.screenshot(path=HERE / "table.png")  # the window as it is: nothing scrolled


def rules(page, base_url):
    """The tutorial at a laptop's size (1366 x 768), at its Guard step: the goal, a wrong
    guess judged with the rule's reason and a hint, as the student sees it after playing."""
    page.set_viewport_size(RULES_VIEWPORT)
    page.goto(f"{base_url}/voila/render/01-rules.ipynb", timeout=120_000)
    tutorial = page.locator(".lovelet-tutorial")
    tutorial.wait_for(timeout=120_000)
    for number in range(2, RULES_STEP + 1):
        page.locator(".lovelet-tutorial-next").click()
        page.locator(".lovelet-tutorial-progress", has_text=f"Step {number} of").wait_for()
    page.locator(".lovelet-staged-card-button", has_text="Guard (").click()
    page.locator(".lovelet-staged-guess:visible select").select_option(label="King (7)")
    page.locator(".lovelet-staged-play-button:visible").click()
    page.locator(".lovelet-tutorial-feedback", has_text="Not quite").wait_for()
    page.locator(".lovelet-tutorial-nav").evaluate("nav => nav.scrollIntoView()")
    box = tutorial.bounding_box()
    page.screenshot(path=HERE / "rules.png", clip={"x": box["x"], "y": 0, "width": box["width"],
                                                   "height": RULES_VIEWPORT["height"]})


COMPANION_SEED = 16  # a seeded game of three in which, 8 entries in, I hold the Handmaid and a Baron
COMPANION_ENTRIES = 8
COMPANION_HEIGHT = 1500  # the top of the page: the question, its buttons and the first tables


def companion(playwright, folder):
    """The companion at a phone's width, a few entries into a seeded game, at my turn."""
    from browser.companion_page import PHONE, Mirror, open_companion, serving_companion

    with serving_companion(pathlib.Path(folder) / "companion") as (server, _pages):
        context = chromium(playwright, pathlib.Path(folder) / "phone", (PHONE["width"], PHONE["height"]))
        context.set_default_timeout(60_000)
        page = context.new_page()
        open_companion(page, server.url)
        mirror = Mirror(["Ann", "Ben", "Cleo"], seat=0, seed=COMPANION_SEED)
        mirror.start(page)
        for _ in range(COMPANION_ENTRIES):
            mirror.enter(page)
        area = page.locator(".lovelet-companion")
        page.set_viewport_size({"width": PHONE["width"], "height": int(area.bounding_box()["height"]) + 40})
        area.screenshot(path=HERE / "companion.png")
        context.close()
    crop(HERE / "companion.png", COMPANION_HEIGHT)


def crop(path, height):
    """Keep the top ``height`` pixels of the PNG at ``path``."""
    from PIL import Image

    with Image.open(path) as picture:
        top = picture.crop((0, 0, picture.width, min(height, picture.height)))
    top.save(path)


def main(names=None):
    from playwright.sync_api import sync_playwright

    names = list(names or ("table", "rules", "companion"))
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        if {"table", "rules"} & set(names):
            with serving(folder=folder) as server:
                for take, (viewport, scale) in ((table, (LAPTOP, 1)), (rules, (LAPTOP, 1))):
                    if take.__name__ in names:
                        context = chromium(playwright, pathlib.Path(folder) / f"profile-{take.__name__}",
                                           viewport, scale)
                        context.set_default_timeout(60_000)
                        page = context.new_page()
                        take(page, server.url)
                        page.close()
                        context.close()
        if "companion" in names:
            companion(playwright, folder)
    for name in names:
        shrink(HERE / f"{name}.png")
        print(f"{name}.png: {(HERE / f'{name}.png').stat().st_size / 1024:.0f} KB")


def shrink(path, colors=96):
    """Rewrite the PNG at ``path`` with a palette of ``colors`` colours: a third of the size,
    the same to the eye for a page of flat colours and text.  (Pillow comes with matplotlib.)"""
    from PIL import Image

    with Image.open(path) as picture:
        small = picture.convert("RGB").quantize(colors=colors, method=Image.Quantize.MEDIANCUT,
                                                dither=Image.Dither.NONE)
    small.save(path, optimize=True)


if __name__ == "__main__":
    main(sys.argv[1:])
