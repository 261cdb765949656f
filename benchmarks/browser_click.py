"""Browser speed of the Table: from a click to the updated page, and the imports.

Clicks.  Voilà serves ``notebooks/play.ipynb`` on this machine and the system Chromium
(headless, through Playwright) plays seeded games in it as a person does: it starts a
game of three (the person and two heuristic bots), then at each of the person's turns
clicks a card, chooses its target and guess, and clicks Play; when a round ends it
clicks Next round.  Each click is timed in the page: from the click event to the
animation frame after the page shows its answer:

* card: the card's Play button appears (with the card's target and guess controls);
* play: the person's move is in the log and the deduction panel beside the Table shows
  the new position (its tracker, belief and Guard guesses; the playouts that refine
  the chances afterwards run in the background and are not waited for);
* next round: the new round is shown.

The bots' pauses are not in any timing: they start after the person's move is shown,
and the next click waits for the person's turn.  The clock is the page's
(``performance.now()``); the answer travels through the websocket to the kernel and
back, as it does for a student.

Imports.  ``import lovelet`` and ``import lovelet.widgets`` (and, for comparison, the
views: ``from lovelet.widgets import SetupView, TableView``, which import ipywidgets),
each timed in fresh interpreters, with the heavy modules each one loaded.

    python benchmarks/browser_click.py [--clicks 120] [--seed 1] [--imports 7]
"""

import argparse
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))  # the browser tests' Voilà and page helpers

from table_page import (AIMED, LOG_ITEMS, PLAYABLE, aim, card_named, choose_card, decision,  # noqa: E402
                        game_over, keep_and_order, open_play, set_up, start, wait_for_my_turn_or_round_over)
from voila_server import chromium, chromium_path, serving  # noqa: E402

from lovelet import Card  # noqa: E402
from lovelet.text.i18n import text  # noqa: E402

HEAVY = ("matplotlib", "ipywidgets", "numpy")
IMPORTS = {
    "import lovelet": "import lovelet",
    "import lovelet.widgets": "import lovelet.widgets",
    "from lovelet.widgets import SetupView, TableView": "from lovelet.widgets import SetupView, TableView",
}
CLICK_TARGET = 0.100  # seconds, for a person's move (the issue's)
IMPORT_TARGET = 1.0  # seconds, for import lovelet.widgets

# Armed before a click: the click's time, then the time of the animation frame after the
# page satisfies the predicate (window.__loveletElapsed, in ms).
ARM = """([kind, count, deduction, aimed, guard, nobody]) => {
    const text = (selector) => (document.querySelector(selector) || {}).textContent;
    const status = () => text('.lovelet-table .lovelet-status');
    const log = () => text('.lovelet-table .lovelet-log');
    const panel = () => deduction ? text(deduction) : null;
    const before = {status: status(), log: log(), panel: panel()};
    const visible = (selector) => {
        const element = document.querySelector(selector);
        return element !== null && element.offsetParent !== null;
    };
    const options = (selector) => document.querySelectorAll(`.lovelet-table ${selector} option`).length > 0;
    const none = () => (text('.lovelet-table .lovelet-play-panel') || '').includes(nobody);
    const done = {
        card: () => visible('.lovelet-table .lovelet-play')
                    && (!aimed || options('.lovelet-target') || none())
                    && (!guard || options('.lovelet-guess') || none()),
        play: () => document.querySelectorAll('.lovelet-table .lovelet-log li').length > count
                    && (!deduction || panel() !== before.panel),
        next: () => status() !== before.status && log() !== before.log,
    }[kind];
    window.__loveletElapsed = null;
    let clicked = null;
    document.addEventListener('click', () => { clicked = performance.now(); }, {capture: true, once: true});
    const observer = new MutationObserver(() => {
        if (clicked === null || !done()) return;
        observer.disconnect();
        requestAnimationFrame(() => { window.__loveletElapsed = performance.now() - clicked; });
    });
    observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
}"""


def timed_click(page, locator, kind, count=0, deduction=None, card=None):
    """Click ``locator`` and return the seconds from the click to the page's answer (for
    a click on a card, ``card`` is that Card: its panel is complete with its targets)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page.evaluate(ARM, [kind, count, deduction, card in AIMED, card is Card.GUARD, text("table_no_target", "en")])
    locator.click()
    try:
        page.wait_for_function("window.__loveletElapsed !== null", timeout=60_000)
    except PlaywrightTimeout:
        status = page.locator(".lovelet-table .lovelet-status").inner_text()
        raise RuntimeError(f"the page did not answer a {kind} click within 60 s (status: {status!r})") from None
    return page.evaluate("window.__loveletElapsed") / 1000


def server_cpu(server_pid):
    """The processor seconds used so far by the server, and by its kernels still running."""
    import psutil

    def used(process):
        try:
            times = process.cpu_times()
        except psutil.NoSuchProcess:
            return 0.0
        return times.user + times.system

    server = psutil.Process(server_pid)
    return used(server), sum(used(kernel) for kernel in server.children(recursive=True))


def play_clicks(base_url, clicks, seed, profile, server_pid):
    """({kind: [seconds, ...]} over about ``clicks`` timed clicks, whether the deduction
    panel was there, the processor seconds (server, kernel) used meanwhile)."""
    from playwright.sync_api import sync_playwright

    times = {"card": [], "play": [], "next": []}
    with sync_playwright() as playwright:
        context = chromium(playwright, profile)
        context.set_default_timeout(60_000)
        page = context.new_page()
        open_play(page, base_url)
        set_up(page, seed=seed)
        start(page)
        deduction = ".lovelet-deduction" if page.locator(".lovelet-deduction").count() else None
        used = server_cpu(server_pid)
        while sum(map(len, times.values())) < clicks:
            if not wait_for_my_turn_or_round_over(page):
                if game_over(page).count():  # a new game, from the Setup (set_up opens it again)
                    set_up(page, seed=seed + sum(map(len, times.values())))
                    start(page)
                    continue
                next_round = page.locator(".lovelet-next-round:visible")
                next_round.wait_for()
                times["next"].append(timed_click(page, next_round, "next"))
                continue
            kind, labels = decision(page)
            count = page.locator(LOG_ITEMS).count()
            if kind == "chancellor":
                times["play"].append(timed_click(page, keep_and_order(page), "play", count, deduction))
                continue
            label = choose_card(labels)
            button = page.locator(f"{PLAYABLE}:not([disabled]):visible").filter(has_text=label).first
            times["card"].append(timed_click(page, button, "card", card=card_named(label)))
            times["play"].append(timed_click(page, aim(page, label), "play", count, deduction))
        used = [after - before for after, before in zip(server_cpu(server_pid), used)]
        context.close()
    return times, deduction is not None, used


def import_times(runs):
    """{statement: (seconds of each run, heavy modules loaded)} in fresh interpreters."""
    found = {}
    for label, statement in IMPORTS.items():
        code = (f"import sys, time\nstart = time.perf_counter()\n{statement}\n"
                f"elapsed = time.perf_counter() - start\n"
                f"print(elapsed, *[name for name in {HEAVY!r} if name in sys.modules])")
        seconds, heavy = [], set()
        for _ in range(runs):
            out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                                 check=True).stdout.split()
            seconds.append(float(out[0]))
            heavy.update(out[1:])
        found[label] = (seconds, sorted(heavy))
    return found


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=120, help="timed clicks (default 120)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    parser.add_argument("--imports", type=int, default=7, help="fresh interpreters per import (default 7)")
    args = parser.parse_args()

    print("Imports, each in a fresh interpreter "
          f"({args.imports} runs; target: import lovelet.widgets < {IMPORT_TARGET:.0f} s):")
    for label, (seconds, heavy) in import_times(args.imports).items():
        print(f"  {label:50s} median {statistics.median(seconds) * 1000:6.0f} ms, "
              f"max {max(seconds) * 1000:6.0f} ms; loads {', '.join(heavy) or 'none of ' + ', '.join(HEAVY)}")

    if chromium_path() is None:
        print("No Chromium: the clicks are not timed (apt-get install chromium).")
        return
    with tempfile.TemporaryDirectory() as folder, serving(folder=folder) as server:
        began = time.perf_counter()
        times, with_panel, used = play_clicks(server.url, args.clicks, args.seed, pathlib.Path(folder) / "profile",
                                              server.process.pid)
        took = time.perf_counter() - began
    print(f"\nClicks at the Table in Chromium through Voilà ({sum(map(len, times.values()))} clicks in "
          f"{took:.0f} s; deduction panel {'included' if with_panel else 'absent'}; "
          f"target for a move: < {CLICK_TARGET * 1000:.0f} ms):")
    moves = len(times["play"])
    print(f"  processor time for each move of the person (the bots' moves that follow and the panel's "
          f"playouts included): the kernel {used[1] / moves:.2f} s, the Voilà server {used[0] / moves:.2f} s")
    print(f"  {'click':12s} {'count':>5s} {'median':>8s} {'90%':>8s} {'95%':>8s} {'max':>8s}")
    for kind, values in times.items():
        if values:
            print(f"  {kind:12s} {len(values):5d} " + " ".join(
                f"{statistics.median(values) * 1000 if q is None else percentile(values, q) * 1000:6.0f}ms"
                for q in (None, 0.9, 0.95, 1.0)))


if __name__ == "__main__":
    main()
