"""The classroom site in the browser: its size, a page's start, a move, and memory.

The site is built as ``make site`` builds it (or ``--site`` names a built one), served
on this machine by the static server of ``make site-serve``, and opened in the system
Chromium (headless, through Playwright) with every request to another address aborted
(none is made; the figure says so).  Measured:

* the site's size on disk, and what a student's browser downloads to open the Table;
* from opening the Table's link to the Setup's Start button shown: cold (a fresh
  browser profile, nothing cached) and warm (the same browser opening it again);
* a move at the Table in the browser: from the click on Play to the move in the log
  with the deduction panel updated (as ``browser_click.py`` times the served app), and
  from a click on a card to its Play button; the bots' pauses are not in any figure;
* Pyodide's memory: the WebAssembly memory of the page's Python once the Table is drawn
  and a round played.

    python benchmarks/site.py [--loads 3] [--moves 30] [--site site/]
"""

import argparse
import pathlib
import statistics
import sys
import tempfile
import time
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from browser_click import timed_click  # noqa: E402
from table_page import (PLAYABLE, aim, card_named, choose_card, decision, game_over, keep_and_order,  # noqa: E402
                        my_turn)
from voila_server import chromium  # noqa: E402

from tools.site.build import build  # noqa: E402
from tools.site.pages import page_address  # noqa: E402
from tools.site.serve import server  # noqa: E402

#: Shown by the Table's page once it is ready for a person.
READY = ".lovelet-setup-start"
#: Reads the page's Python's WebAssembly memory (bytes) from inside the kernel.
MEMORY_CODE = "import pyodide_js\nprint('WASM', pyodide_js._module.HEAP8.length)"


class Guarded:
    """A Chromium context of its own in which only the site may be reached; counts the
    bytes of the site's files each page asks for."""

    def __init__(self, playwright, profile, base, folder):
        self.base, self.folder, self.foreign, self.asked = base, folder, [], []
        self.context = chromium(playwright, profile, viewport=(1366, 768))
        self.context.set_default_timeout(120_000)
        self.context.route("**/*", self._route)

    def _route(self, route):
        url = route.request.url
        if url.startswith(self.base):
            self.asked.append(urllib.parse.urlsplit(url).path)
            route.continue_()
        elif url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.foreign.append(url)
            route.abort()

    def downloaded(self):
        """Bytes of the distinct site files asked for so far."""
        paths = {self.folder / urllib.parse.unquote(path).lstrip("/") for path in self.asked}
        return sum(path.stat().st_size for path in paths if path.is_file())


def open_ready(context, base, address):
    """Seconds from opening ``address`` to the Table's Start button shown; the page."""
    page = context.new_page()
    started = time.perf_counter()
    page.goto(f"{base}/{address}")
    page.locator(READY).wait_for()
    return time.perf_counter() - started, page


def play_moves(page, moves):
    """Timed clicks over a game of the page: ({"card": [...], "play": [...]}, seconds)."""
    page.locator(".lovelet-setup-seed input").fill("11")
    page.locator(".lovelet-setup-seed input").press("Enter")
    page.locator(READY).click()
    page.locator(".lovelet-table .lovelet-status").wait_for()
    times = {"card": [], "play": []}
    deduction = ".lovelet-deduction" if page.locator(".lovelet-deduction").count() else None
    following = page.locator(".lovelet-next-round:visible")
    while len(times["play"]) < moves:
        # The person's turn, the round's end (Next round) or the game's end, whichever comes.
        mine, over = my_turn(page), game_over(page)
        mine.or_(following).or_(over).first.wait_for(timeout=120_000)
        if mine.count() == 0:
            if over.count():  # another game, from the folded Setup
                page.locator(".lovelet-setup-new-game:visible").click()
                page.locator(READY).click()
                page.locator(".lovelet-table .lovelet-status").wait_for()
                continue
            following.first.click()
            following.first.wait_for(state="hidden")
            continue
        kind, labels = decision(page)
        if kind == "chancellor":
            keep_and_order(page).click()
            continue
        labels = [label for label in labels if label.strip()]
        if not labels:  # the hand is being redrawn: read it again
            page.wait_for_timeout(50)
            continue
        label = choose_card(labels, avoid=["Princess"])
        button = page.locator(f"{PLAYABLE}:not([disabled]):visible").filter(has_text=label).first
        card = card_named(label)
        times["card"].append(timed_click(page, button, "card", card=card))
        play = aim(page, label)
        count = page.locator(".lovelet-table .lovelet-log li").count()
        times["play"].append(timed_click(page, play, "play", count=count, deduction=deduction))
    return times


def wasm_memory(context, base):
    """The WebAssembly memory (bytes) of a page's Python after the Table is drawn and a
    round is played in it (the Table, then a line that prints the size)."""
    address = page_address("table", "en") + urllib.parse.quote("\n" + MEMORY_CODE)
    page = context.new_page()
    page.goto(f"{base}/{address}")
    page.locator(READY).wait_for()
    printed = page.locator(".jp-OutputArea-output", has_text="WASM").first
    printed.wait_for(state="attached")
    return int(printed.text_content().split()[-1])


def summary(values, unit=1000, suffix="ms"):
    values = sorted(values)
    if not values:
        return "-"
    high = values[min(len(values) - 1, int(0.9 * len(values)))]
    return f"median {statistics.median(values) * unit:.0f} {suffix}, 90% {high * unit:.0f} {suffix}, " \
           f"max {values[-1] * unit:.0f} {suffix} ({len(values)})"


def main(argv=None):
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=3, help="cold and warm openings of the Table")
    parser.add_argument("--moves", type=int, default=30, help="timed moves at the Table")
    parser.add_argument("--site", type=pathlib.Path, help="a built site (default: build one)")
    options = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="lovelet-site-bench-") as scratch:
        scratch = pathlib.Path(scratch)
        folder = options.site or build(scratch / "site", ROOT / "build" / "site-cache", False, report=lambda _l: None)
        files = [path for path in folder.rglob("*") if path.is_file()]
        print(f"site: {sum(p.stat().st_size for p in files) / 1e6:.1f} MB in {len(files)} files")
        httpd = server(folder, 0)
        import threading

        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{httpd.server_port}"
        address = page_address("table", "en")
        cold, warm, foreign = [], [], []
        with sync_playwright() as playwright:
            for load in range(options.loads):
                browser = Guarded(playwright, scratch / f"profile-{load}", base, folder)
                seconds, page = open_ready(browser.context, base, address)
                cold.append(seconds)
                if load == 0:
                    print(f"a cold Table downloads {browser.downloaded() / 1e6:.1f} MB of the site")
                page.close()
                seconds, page = open_ready(browser.context, base, address)
                warm.append(seconds)
                if load == 0:
                    times = play_moves(page, options.moves)
                    memory = wasm_memory(browser.context, base)
                page.close()
                foreign += browser.foreign
                browser.context.close()
        httpd.shutdown()
    print(f"Table ready, cold: {summary(cold, 1, 's')}")
    print(f"Table ready, warm: {summary(warm, 1, 's')}")
    print(f"a card clicked -> its Play button: {summary(times['card'])}")
    print(f"Play -> the move in the log and the panel updated: {summary(times['play'])}")
    print(f"Pyodide's WebAssembly memory with the Table: {memory / 2**20:.0f} MiB")
    print(f"requests to other addresses: {len(foreign)}")


if __name__ == "__main__":
    main()
