"""Every student can play (issue 17): the served pages with a keyboard, a screen reader and
a dim projector, in Chromium at a laptop's size (1366 x 768).

One Voilà serves the student pages ``make app`` serves (built by ``tools/student.py``,
with ``make app``'s arguments) and two fixtures of ``tests/browser/notebooks/``: the
panels (the explorer, the companion...) and the palette (every card face of both editions
and a button of every style).  The tests:

* play a whole round at the Table with the keyboard alone (Tab, Enter, arrows), checking
  where the focus lands after Start, after each card pressed, each move and the round's
  end, and that the focus ring is at least 2 px at 3:1;
* read the accessibility tree Chromium gives a screen reader (Playwright's ARIA snapshot)
  of the Table, the explorer and the companion: names, roles, headings, live regions and
  the states of the coach's switch and of the card chosen;
* measure every text's contrast from Chromium's computed styles: 4.5:1 (3:1 for large
  text), on every card colour of the palette and every button style;
* audit every served page with axe-core (its npm package, injected into the page): no
  violation of serious or critical impact.

What the pages should say is the package's own text (:func:`lovelet.text.i18n.say`), never
written down here.
"""

import re
import shutil
from pathlib import Path

import pytest

from lovelet.text.i18n import card_name, say
from lovelet import Card

from .accessibility import (NON_TEXT, axe_or_skip, axe_violations, contrast_failures, focus_ring, focused,
                            is_focused, wait_for_focus)
from .app_pages import make_app_arguments, student_tool
from .table_page import (decision, expect, log_sentences, record_frames, set_up, settled, start,
                         wait_for_log_longer_than, wait_for_my_turn_or_round_over)
from .voila_server import NOTEBOOKS, serving

FIXTURES = Path(__file__).resolve().parent / "notebooks"
LAPTOP = {"width": 1366, "height": 768}
#: Milliseconds for a page: Voilà runs the whole notebook first (lesson 5 plays tournaments).
PAGE_TIMEOUT = 240_000
student = student_tool()
PAGES = [path.name for path in student.pages(NOTEBOOKS)]

HAND_BUTTON = ".lovelet-table .lovelet-hand .lovelet-card-button"
#: How a card button's name ends once the card is chosen ("Guard (1): chosen").
CHOSEN = say("a11y_chosen", "en", label="|").split("|", 1)[1]
NEXT_ROUND = ".lovelet-table .lovelet-next-round"
#: What the focus may land on after a card of the hand was pressed: what the move misses next.
MOVE_CONTROLS = (".lovelet-table .lovelet-target, .lovelet-table .lovelet-guess, .lovelet-table .lovelet-play, "
                 ".lovelet-table .lovelet-confirm, .lovelet-table .lovelet-order")


@pytest.fixture(scope="module")
def app_url(tmp_path_factory):
    """A Voilà serving the student pages of ``make app`` (with its arguments) and the
    fixtures ``panels-tools.ipynb`` and ``palette.ipynb``."""
    folder = tmp_path_factory.mktemp("accessibility")
    served = folder / "app"
    student.write_student_pages(served)
    for name in ("panels-tools.ipynb", "palette.ipynb"):
        shutil.copy(FIXTURES / name, served / name)
    try:
        with serving(served, *make_app_arguments(), folder=folder, timeout=120) as server:
            yield server.url
    except RuntimeError as failure:
        pytest.fail(str(failure), pytrace=False)


def open_page(page, url, name, ready):
    """Open the served page ``name`` and wait for ``ready`` (a selector) to be drawn."""
    record_frames(page)
    page.goto(f"{url}/voila/render/{name}", timeout=PAGE_TIMEOUT)
    page.locator(ready).first.wait_for(timeout=PAGE_TIMEOUT)


def press(page, key):
    """Press ``key`` where the focus is, and return once the kernel has answered."""
    settled(page, lambda: page.keyboard.press(key))


def tab_to(page, selector, limit=60):
    """Press Tab until the focus is on ``selector``; the number of presses."""
    for presses in range(1, limit + 1):
        page.keyboard.press("Tab")
        if is_focused(page, selector):
            return presses
    raise AssertionError(f"{limit} Tabs never reached {selector} (the focus is on {focused(page)})")


# ---------------------------------------------------------------------- the keyboard


def finish_move_with_keys(page):
    """After a card was pressed: choose what the move misses with the arrows, Tab on to the
    next control, and press Play or Confirm with Enter; the focus must follow the move."""
    wait_for_focus(page, MOVE_CONTROLS)
    for _ in range(12):
        now = focused(page)
        if now["tag"] == "select" and now["selected"] < 0:
            press(page, "ArrowDown")  # the first target, guess or order
        elif now["tag"] == "button" and ("lovelet-play" in now["classes"] or "lovelet-confirm" in now["classes"]):
            assert not now["disabled"]
            press(page, "Enter")
            return
        else:
            page.keyboard.press("Tab")
    raise AssertionError(f"the move was not finished with the keyboard (the focus is on {focused(page)})")


def test_a_whole_round_with_the_keyboard_alone(laptop, app_url):
    page = laptop
    open_page(page, app_url, "play.ipynb", ".lovelet-setup-start")
    # From the top of the page, Tab reaches Start; Enter starts the game.
    tab_to(page, ".lovelet-setup-start")
    press(page, "Enter")
    page.locator(".lovelet-table .lovelet-status").wait_for()
    princess = card_name(Card.PRINCESS, "en")
    moves = 0
    # The game's seed is drawn (nobody can guess it): a round may end before the person's
    # first turn (a bot's Guard at once), and then the next one is played, as a person would.
    for _round in range(4):
        for _ in range(40):
            if not wait_for_my_turn_or_round_over(page):
                break
            kind, _labels = decision(page)
            # At each turn the focus is on the hand: the first card that may be played (or kept).
            wait_for_focus(page, HAND_BUTTON)
            if moves == 0:
                ring = focus_ring(page)
                assert ring["style"] != "none" and ring["width"] >= 2 and ring["contrast"] >= NON_TEXT, ring
            if kind == "play" and focused(page)["text"].startswith(f"{princess} ("):
                page.keyboard.press("Tab")  # the other card: the Princess is kept
                wait_for_focus(page, HAND_BUTTON)
            count = len(log_sentences(page))
            press(page, "Enter")  # the card focused: chosen (or kept), and said so in its name
            expect(page.locator(HAND_BUTTON, has_text=CHOSEN)).to_have_count(1)
            finish_move_with_keys(page)
            moves += 1
            if kind == "play":
                wait_for_log_longer_than(page, count)
        else:
            raise AssertionError("the round did not end")
        if moves:
            break
        wait_for_focus(page, NEXT_ROUND)
        press(page, "Enter")
    assert moves >= 1, "four rounds without a turn of the person's"
    # The round is over: the focus is on Next round, and Enter starts it.
    wait_for_focus(page, NEXT_ROUND)
    press(page, "Enter")
    assert wait_for_my_turn_or_round_over(page) is not None
    assert page.dialogs == []


# ---------------------------------------------------------------------- the screen reader


def node(role, name, more=""):
    """One node of an ARIA snapshot's template, quoted for YAML (names hold colons)."""
    line = f'{role} "{name}"{more}'
    return "'" + line.replace("'", "''") + "'"


def test_the_table_reads_with_names_roles_headings_live_regions_and_states(laptop, app_url):
    page = laptop
    open_page(page, app_url, "play.ipynb", ".lovelet-setup-start")
    set_up(page, seed=3)
    start(page)
    assert wait_for_my_turn_or_round_over(page), "seed 3 gives the person a turn"
    kind, labels = decision(page)
    table = page.locator(".lovelet-table")
    names = [label.rsplit(" (", 1)[0] for label in labels]
    # The turn is a polite live region (role status), the log a live region (role log), every
    # part of the Table has its heading, your own row says your cards, favors are words.
    expect(table).to_match_aria_snapshot(f"""
        - status: /{re.escape(say("table_your_turn", "en"))}/
        - combobox "{say("setup_language", "en")}"
        - checkbox "{say("coach_switch", "en")}" [checked=false]
        - heading "{say("your_hand", "en")}" [level=3]
        - button "{labels[0]}"
        - heading "{say("a11y_board", "en")}" [level=3]
        - table:
          - rowgroup:
            - row:
              - columnheader "{say("player", "en")}"
            - row:
              - cell /{re.escape(say("you", "en"))}/
              - cell:
                - {node("img", say("a11y_your_hand", "en", cards=", ".join(names)))}
              - cell
              - {node("cell", say("a11y_favors", "en", count=0))}
        - heading "{say("table_log", "en")}" [level=3]
        - log "{say("table_log", "en")}"
        """)
    assert page.locator('.lovelet-table [role=status][aria-live=polite]').count() >= 1
    assert page.locator('.lovelet-table [role=log][aria-live=polite]').count() == 1
    assert "face-down" not in table.locator("tr", has_text=say("you", "en")).aria_snapshot()
    # The coach's switch and the card chosen say their state.
    settled(page, lambda: page.locator(".lovelet-coach-switch input").click())
    expect(table).to_match_aria_snapshot(f'- checkbox "{say("coach_switch", "en")}" [checked]')
    settled(page, lambda: page.locator(".lovelet-table .lovelet-card-button").first.click())
    expect(table).to_match_aria_snapshot(f'- {node("button", say("a11y_chosen", "en", label=labels[0]))}')
    # Every text of the Table, at the person's turn, is readable.
    assert contrast_failures(page, ".lovelet-table") == []
    assert page.dialogs == []


def test_the_explorer_and_the_companion_read_with_names_and_headings(laptop, app_url):
    page = laptop
    open_page(page, app_url, "panels-tools.ipynb", ".lovelet-companion")
    page.locator(".lovelet-explorer .lovelet-explorer-seen input").first.wait_for()
    expect(page.locator(".lovelet-explorer")).to_match_aria_snapshot(f"""
        - heading "{say("explorer_title", "en")}" [level=3]
        - combobox "{say("setup_language", "en")}"
        - spinbutton "{say("explorer_players_left", "en")}"
        - spinbutton "{say("explorer_deck_size", "en")}"
        - table
        """)
    expect(page.locator(".lovelet-companion").first).to_match_aria_snapshot(f"""
        - heading "{say("companion_title", "en")}" [level=2]
        - combobox "{say("setup_language", "en")}"
        - heading [level=3]
        - button
        """)
    for panel in (".lovelet-explorer", ".lovelet-companion"):
        assert contrast_failures(page, panel) == [], panel


# ---------------------------------------------------------------------- contrast


def test_every_card_colour_and_button_style_has_its_contrast(laptop, app_url):
    page = laptop
    open_page(page, app_url, "palette.ipynb", ".lovelet-palette svg")
    texts = page.locator(".lovelet-palette svg text")
    assert texts.count() >= 2 * 2 * 18  # a value and a name on every card, two sizes, both editions
    assert contrast_failures(page, ".lovelet-palette-page") == []
    # The measure finds what it should: a grey text on white is refused.
    page.evaluate("""() => { const probe = document.createElement('p'); probe.textContent = 'faint words';
                             probe.style.color = '#999'; probe.className = 'lovelet-probe';
                             document.querySelector('.lovelet-palette').appendChild(probe); }""")
    assert [failure["text"] for failure in contrast_failures(page, ".lovelet-palette-page")] == ["faint words"]


# ---------------------------------------------------------------------- axe-core


@pytest.fixture(scope="module")
def audits(app_url, browser_context):
    """A function: a served page's name -> axe-core's serious and critical violations,
    each page audited once, when a test first asks for it (so the pages of tests left to
    ``make test-slow`` are not opened in ``make test``); the Table's page is audited with
    a game started (the Setup, then the Table)."""
    axe_or_skip()
    found = {}

    def audit(name):
        page_name = "play.ipynb" if name == "play.ipynb (setup)" else name
        if name in found:
            return found[name]
        page = browser_context.new_page()
        page.set_viewport_size(LAPTOP)
        try:
            if page_name == "play.ipynb":
                open_page(page, app_url, page_name, ".lovelet-setup-start")
                found["play.ipynb (setup)"] = axe_violations(page)
                set_up(page, seed=3)
                start(page)
                wait_for_my_turn_or_round_over(page)
                decision(page)
                found["play.ipynb"] = axe_violations(page)
            else:
                record_frames(page)
                page.goto(f"{app_url}/voila/render/{page_name}", timeout=PAGE_TIMEOUT)
                drawn(page)
                found[name] = axe_violations(page)
        finally:
            page.close(run_before_unload=True)
        return found[name]

    return audit


def drawn(page):
    """Return once Voilà has run the page and its widgets are drawn: the page has loaded and
    its kernel has sent nothing for two seconds (a poll, not a pause)."""
    page.wait_for_load_state("load", timeout=PAGE_TIMEOUT)
    last, quiet = -1, 0
    while quiet < 4:
        page.wait_for_timeout(500)
        quiet = quiet + 1 if len(page.frames_received) == last else 0
        last = len(page.frames_received)


# The French and German tutorials are the English one's widget in other words, and lesson 5
# (its whole tournament runs before the audit, 23 s) has the lab's widgets the tools page's
# panels test already opens: audited in `make test-slow` (each page takes seconds to open).
@pytest.mark.parametrize("name", [pytest.param(name, marks=pytest.mark.slow) if name in ("01-rules-fr.ipynb",
                                                                                        "01-rules-de.ipynb",
                                                                                        "05-strategy-lab.ipynb")
                                  else name for name in PAGES + ["play.ipynb (setup)"]])
def test_axe_finds_no_serious_or_critical_violation(audits, name):
    violations = audits(name)
    assert violations == [], "\n".join(f"{v['impact']} {v['id']}: {v['help']}\n  " + "\n  ".join(v["nodes"])
                                        for v in violations)
