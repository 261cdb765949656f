"""Browser speed of the companion: from a tap on an entry button to the updated page.

Voilà serves a copy of ``notebooks/companion.ipynb`` (in a temporary folder; the games
it keeps go to another, ``LOVELET_COMPANION_DIR``) and the system Chromium (headless, through Playwright, at a
phone's 390 x 844 pixels) taps in seeded engine games of 2, 3 and 4 players from the
first seat, as a player beside a real game does: each tap chooses one field of an
entry (a card, a target, a guess, a result, the card drawn...).  Each tap is timed in
the page, from the click event to the animation frame after the page shows all of
its answer:

* a tap that completes an entry: the entry in the log, and before it (the view draws
  the log last) the next question and its buttons, the tracker, the belief of every
  opponent's hand and the odds, all recomputed from the record (the record's exact
  belief is computed when the entry is added, so it is in the time);
* a tap that chooses a field: the next field's buttons.

The answer travels through the websocket to the kernel and back, as it does for a
player; the clock is the page's (``performance.now()``).  What the page should show
comes from a companion fed the same taps in this process
(``tests/browser/companion_page.py``).

    python benchmarks/companion_tap.py [--taps 60] [--seed 1]
"""

import argparse
import os
import pathlib
import statistics
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the browser tests' Voilà and page helpers

from browser.companion_page import PHONE, Mirror, click, open_companion, serving_companion  # noqa: E402
from browser.voila_server import chromium, chromium_path  # noqa: E402

TARGET = 0.100  # seconds from a tap to the updated page (the issue's)
NAMES = ["Ann", "Ben", "Cleo", "Dan"]

# Armed before a tap: the tap's time, then the time of the animation frame after the page
# shows ``labels`` as its visible entry buttons and ``count`` sentences in its log.
ARM = """([count, labels]) => {
    const shown = () => Array.from(document.querySelectorAll('.lovelet-companion-choice'))
        .filter(button => button.offsetParent !== null).map(button => button.textContent);
    const done = () => document.querySelectorAll('.lovelet-companion-log li').length === count
        && JSON.stringify(shown()) === JSON.stringify(labels);
    window.__loveletElapsed = null;
    let tapped = null;
    document.addEventListener('click', () => { tapped = performance.now(); }, {capture: true, once: true});
    const observer = new MutationObserver(() => {
        if (tapped === null || !done()) return;
        observer.disconnect();
        requestAnimationFrame(() => { window.__loveletElapsed = performance.now() - tapped; });
    });
    observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
}"""


def timed_tap(page, mirror):
    """One tap on the page (and in the mirror); (seconds, whether it completed an entry)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    c = mirror.controller
    label, _value = mirror.label_to_tap()
    # What the page will show: the mirror taps first (its tap does not touch the page).
    completed = mirror.tap()
    expected = [len([sentence for sentence in c.log if sentence]), [button["label"] for button in c.buttons]]
    page.evaluate(ARM, expected)
    page.locator(".lovelet-companion-entry").get_by_role("button", name=label, exact=True).click()
    try:
        page.wait_for_function("window.__loveletElapsed !== null", timeout=60_000)
    except PlaywrightTimeout:
        raise RuntimeError(f"the page did not answer a tap on {label!r} within 60 s") from None
    return page.evaluate("window.__loveletElapsed") / 1000, completed


def tap_games(base_url, players, taps, seed, profile):
    """{"entry": [seconds...], "field": [...]} over ``taps`` taps of seeded games of ``players``."""
    from playwright.sync_api import sync_playwright

    times = {"entry": [], "field": []}
    with sync_playwright() as playwright:
        context = chromium(playwright, profile, (PHONE["width"], PHONE["height"]))
        context.set_default_timeout(60_000)
        page = context.new_page()
        open_companion(page, base_url)
        game = 0
        while sum(map(len, times.values())) < taps:
            mirror = Mirror(NAMES[:players], seat=0, seed=seed + game)
            if page.locator(".lovelet-companion-new-game:visible").count():  # a game resumed, or over
                click(page, ".lovelet-companion-new-game")
            mirror.start(page)
            while not mirror.controller.game_over and sum(map(len, times.values())) < taps:
                seconds, completed = timed_tap(page, mirror)
                times["entry" if completed else "field"].append(seconds)
            game += 1
        context.close()
    return times


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=60, help="timed taps per number of players (default 60)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    args = parser.parse_args()
    if chromium_path() is None:
        print("No Chromium: nothing is timed (apt-get install chromium).")
        return
    print(f"Taps in the companion in Chromium through Voilà, at {PHONE['width']} x {PHONE['height']} "
          f"(target: < {TARGET * 1000:.0f} ms; load averages {', '.join(f'{x:.1f}' for x in os.getloadavg())}):")
    print(f"  {'players':8s} {'tap':6s} {'count':>5s} {'median':>8s} {'90%':>8s} {'95%':>8s} {'max':>8s}")
    with tempfile.TemporaryDirectory() as folder, serving_companion(pathlib.Path(folder)) as (server, _pages):
        began = time.perf_counter()
        for players in (2, 3, 4):
            times = tap_games(server.url, players, args.taps, args.seed, pathlib.Path(folder) / f"profile-{players}")
            for kind, values in (("entry", times["entry"]), ("field", times["field"]),
                                 ("all", times["entry"] + times["field"])):
                if values:
                    print(f"  {players:<8d} {kind:6s} {len(values):5d} " + " ".join(
                        f"{(statistics.median(values) if q is None else percentile(values, q)) * 1000:6.0f}ms"
                        for q in (None, 0.9, 0.95, 1.0)))
        print(f"  ({time.perf_counter() - began:.0f} s; load averages now "
              f"{', '.join(f'{x:.1f}' for x in os.getloadavg())})")


if __name__ == "__main__":
    main()
