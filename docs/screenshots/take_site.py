"""Take the README's screenshots of the classroom site (``make site``), in its browser.

The site is built as ``make site`` builds it, served on this machine by the static
server of ``make site-serve``, and opened in the system Chromium (headless, through
Playwright) with every request to another address aborted, as in its browser test:

* ``site-landing.png``: the landing page on a phone (390 x 844);
* ``site-table.png``: the Table at 1366 x 768 (a laptop), a few moves into a game against
  two bots, the deduction panel's chart drawn as lovelet's own SVG;
* ``site-table-phone.png``: the same page at 390 x 844;
* ``site-tutorial.png``: the rules tutorial in French at 1366 x 768;
* ``site-companion.png``: the companion in German at 390 x 844.

    python docs/screenshots/take_site.py
"""

import pathlib
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from tests.browser.site_pages import SiteBrowser, built_site, serving_site  # noqa: E402
from table_page import log_sentences, play_any, wait_for_log_longer_than, wait_for_my_turn_or_round_over  # noqa: E402
from take import shrink  # noqa: E402

from tools.site.pages import page_address  # noqa: E402

LAPTOP = (1366, 768)
PHONE = (390, 844)
TIMEOUT = 180_000
MOVES = 2


def picture(page, name):
    path = HERE / name
    page.screenshot(path=str(path))
    shrink(path)
    print("wrote", path)


def table(browser):
    page = browser.open(page_address("table", "en"))
    page.locator(".lovelet-setup-start").wait_for(timeout=TIMEOUT)
    page.locator(".lovelet-setup-seed input").fill("2026")
    page.locator(".lovelet-setup-seed input").press("Enter")
    page.locator(".lovelet-setup-start").click()
    page.locator(".lovelet-deduction svg.lovelet-chart-svg").first.wait_for(state="attached")
    for _ in range(MOVES):
        if not wait_for_my_turn_or_round_over(page, timeout=TIMEOUT):
            break
        count = len(log_sentences(page))
        play_any(page, avoid=["Princess"])
        wait_for_log_longer_than(page, count)
    wait_for_my_turn_or_round_over(page, timeout=TIMEOUT)
    page.locator(".lovelet-deduction svg.lovelet-chart-svg").first.wait_for(state="attached")
    return page


def main():
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="lovelet-site-shots-") as scratch:
        scratch = pathlib.Path(scratch)
        folder = built_site(scratch)
        with serving_site(folder) as base, sync_playwright() as playwright:
            laptop = SiteBrowser(playwright, scratch / "laptop", base, LAPTOP)
            phone = SiteBrowser(playwright, scratch / "phone", base, PHONE)
            page = phone.open("index.html")
            page.locator("section").first.wait_for()
            picture(page, "site-landing.png")

            page = table(laptop)
            picture(page, "site-table.png")
            page = table(phone)
            picture(page, "site-table-phone.png")

            page = laptop.open(page_address("tutorial", "fr"))
            page.locator(".lovelet-tutorial-progress").wait_for(timeout=TIMEOUT)
            page.locator(".lovelet-tutorial-next").click()
            page.locator(".lovelet-tutorial-picture").first.wait_for()
            picture(page, "site-tutorial.png")

            page = phone.open(page_address("companion", "de"))
            page.locator(".lovelet-companion-start:visible").wait_for(timeout=TIMEOUT)
            picture(page, "site-companion.png")
            for browser in (laptop, phone):
                assert browser.foreign == [], browser.foreign
                browser.close()


if __name__ == "__main__":
    main()
