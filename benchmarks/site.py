"""The classroom site in the browser: its size, a page's start, a move, and memory.

The site is built as ``make site`` builds it (or ``--site`` names a built one), served
on this machine by the static server of ``make site-serve``, and opened in the system
Chromium (headless, through Playwright) with every request to another address aborted
(none is made; the figure says so).  Measured:

* the site's size on disk, and what a student's browser downloads to open the Table;
* from opening the Table's link to the Setup's Start button shown: cold (a fresh
  browser profile, nothing cached) and warm (the same browser opening it again);
* a move at the Table in the browser: from the click on Play to the animation frame that
  shows the move in the log, and from a click on a card to the frame that shows its Play
  button, by the page's clock; the bots' pauses are not in any figure;
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

from table_page import (PLAYABLE, aim, choose_card, decision, game_over,  # noqa: E402
                        my_turn, play_any)

from tests.browser.site_pages import SiteBrowser  # noqa: E402
from tests.browser.voila_server import CHROMIUM_ARGS, chromium_path  # noqa: E402
from tools.site.build import build  # noqa: E402
from tools.site.pages import page_address  # noqa: E402
from tools.site.serve import server  # noqa: E402

#: Shown by the Table's page once it is ready for a person.
READY = ".lovelet-setup-start"
#: Reads the page's Python's WebAssembly memory (bytes) from inside the kernel.
MEMORY_CODE = "import pyodide_js\nprint('WASM', pyodide_js._module.HEAP8.length)"


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
    times = page.lovelet_times = {"card": [], "play": []}
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
        if game_over(page).count() or not my_turn(page).count():
            continue  # the status said "your turn" a moment too long: the bots ended the game
        if kind == "chancellor":  # not timed: the first card offered kept, in the first order
            play_any(page)
            continue
        labels = [label for label in labels if label.strip()]
        if not labels:  # the hand is being redrawn: read it again
            page.wait_for_timeout(50)
            continue
        label = choose_card(labels, avoid=["Princess"])
        button = page.locator(f"{PLAYABLE}:not([disabled]):visible").filter(has_text=label).first
        if page.locator(".lovelet-table .lovelet-play:visible").count():
            button.click()  # a card already chosen shows its panel: nothing would change to time
        else:
            times["card"].append(timed(page, button, CARD_ANSWERED))
        play = aim(page, label)
        count = page.locator(".lovelet-table .lovelet-log li").count()
        times["play"].append(timed(page, play, PLAY_ANSWERED, count))
    return times


#: The page's answer to a click on a card: its Play button shown.
CARD_ANSWERED = "() => Array.from(document.querySelectorAll('.lovelet-table .lovelet-play')).some(b => b.offsetParent)"
#: The page's answer to Play: the move in the log.
PLAY_ANSWERED = "count => document.querySelectorAll('.lovelet-table .lovelet-log li').length > count"


#: Seconds after which a click counts as unanswered (the moves stop there, and say so).
UNANSWERED = 20


def timed(page, locator, answered, argument=None):
    """Seconds from a click on ``locator`` to the animation frame in which the page shows
    ``answered`` (a predicate run at every frame), by the page's own clock."""
    page.evaluate("() => document.addEventListener('click', () => { window.__clicked = performance.now(); },"
                  " {capture: true, once: true})")
    locator.click()
    done = page.wait_for_function(f"argument => ({answered})(argument) ? performance.now() : false",
                                  arg=argument, polling="raf", timeout=UNANSWERED * 1000)
    return (done.json_value() - page.evaluate("window.__clicked")) / 1000


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
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
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
                browser = SiteBrowser(playwright, scratch / f"profile-{load}", base, timeout=120_000)
                seconds, page = open_ready(browser.context, base, address)
                cold.append(seconds)
                if load == 0:
                    print(f"a cold Table downloads {browser.downloaded(folder) / 1e6:.1f} MB of the site")
                page.close()
                seconds, page = open_ready(browser.context, base, address)
                warm.append(seconds)
                page.close()
                foreign += browser.foreign
                browser.context.close()
            # The moves in a browser of their own, launched afresh (not a kept profile).
            chromium = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            context = chromium.new_context(viewport={"width": 1366, "height": 768})
            context.set_default_timeout(120_000)
            context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(base)
                          else (foreign.append(route.request.url), route.abort()))
            _seconds, page = open_ready(context, base, address)
            try:
                times = play_moves(page, options.moves)
            except PlaywrightTimeout:
                page.screenshot(path=str(ROOT / "build" / "site-bench-unanswered.png"))
                times = page.lovelet_times
                print(f"a click went unanswered for {UNANSWERED} s after {len(times['play'])} moves "
                      f"(the page: build/site-bench-unanswered.png)")
            page.close()
            memory = wasm_memory(context, base)
            chromium.close()
        httpd.shutdown()
    print(f"Table ready, cold: {summary(cold, 1, 's')}")
    print(f"Table ready, warm: {summary(warm, 1, 's')}")
    print(f"a card clicked -> its Play button: {summary(times['card'])}")
    print(f"Play -> the move in the log: {summary(times['play'])}")
    print(f"Pyodide's WebAssembly memory with the Table: {memory / 2**20:.0f} MiB")
    print(f"requests to other addresses: {len(foreign)}")


if __name__ == "__main__":
    main()
