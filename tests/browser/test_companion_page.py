"""``companion.ipynb`` served by Voilà and tapped in Chromium, at a phone's size (390 x 844)
and a laptop's (1366 x 768).

A player starts a 3-player game on the page, sees its code and its address, taps in the
first turns of a seeded engine game (the real table), sees the tracker and the belief
change, undoes an entry, reloads the page and finds the game again (the browser's
address carries the game's code), and switches the language.  A second browser
context (another phone: its own profile) opens the companion and gets the start form
and a game of its own, with nothing of the first in its page or its websocket frames;
a code that names no game is refused beside its box; the first phone, its tab closed,
opens its game's address and takes the game up where it stopped.  What the page should
show comes from a companion fed the same taps in this process
(:class:`~.companion_page.Mirror`), never written down by hand.
"""

import json
import re

import pytest

from lovelet.text.i18n import TEXTS, text
from lovelet.display.companion import board_html

from .companion_page import (LAPTOP, PHONE, Mirror, click, log_sentences, open_companion, serving_companion,
                             tracker_unseen)
from .table_page import expect, record_frames, settled
from .voila_server import chromium

HOSTILE = "<img src=x onerror=alert(1)>"
NAMES = ["Ann", HOSTILE, "Cleo"]
CODE = re.compile(r"[0-9A-HJKMNP-TV-Z]{10}")


@pytest.fixture(scope="module")
def companion(tmp_path_factory):
    """(base URL, the folder the server keeps its games in) of a Voilà serving the companion."""
    try:
        with serving_companion(tmp_path_factory.mktemp("companion")) as (server, games):
            yield server.url, games
    except RuntimeError as failure:
        pytest.fail(str(failure), pytrace=False)


@pytest.fixture
def other_phone(browser_context, tmp_path):
    """A second browser context: another Chromium profile, as another student's phone."""
    context = chromium(browser_context.lovelet_playwright, tmp_path / "other-phone")
    context.set_default_timeout(30_000)
    tab = context.new_page()
    record_frames(tab)
    tab.dialogs = []
    tab.on("dialog", lambda dialog: (tab.dialogs.append(dialog.message), dialog.dismiss()))
    yield tab
    context.close()


def fits(page, size):
    """The page is no wider than its window (the tables scroll inside their own boxes)."""
    return page.evaluate("() => document.documentElement.scrollWidth") <= size["width"]


def in_view(page, selector):
    """The element is drawn (a non-empty box) inside the window, from its top to its bottom."""
    box = page.locator(selector).first.bounding_box()
    height = page.viewport_size["height"]
    return box is not None and box["width"] > 0 and box["height"] > 0 and box["y"] >= 0 and \
        box["y"] + box["height"] <= height


def belief_text(page):
    return page.locator(".lovelet-companion-belief").inner_text()


def shown_code(page):
    """The game's code the page shows once started, checked against its address."""
    code = page.locator(".lovelet-companion-code").inner_text().strip()
    assert CODE.fullmatch(code), code
    assert page.locator(".lovelet-companion-address").inner_text().endswith(f"companion.ipynb?game={code}")
    return code


def follows(page, code):
    """The browser's address has come to carry the game's code (a reload takes it up)."""
    page.wait_for_function("code => location.search === '?game=' + code", arg=code, timeout=10_000)
    return True


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["phone", "laptop"])
def test_a_game_is_entered_undone_resumed_and_switched_to_french(page, companion, size, tmp_path):
    base_url, games = companion
    page.set_viewport_size(size)
    open_companion(page, base_url)
    assert fits(page, size)
    # The form comes first: its Start button in view, the instructions folded under one line.
    assert in_view(page, ".lovelet-companion-start") or size is PHONE
    how = page.locator(".lovelet-companion-how details")
    assert how.get_attribute("open") is None
    expect(how.locator("summary")).to_have_text(TEXTS["en"]["companion_how_title"])
    assert page.locator(".lovelet-companion-how p").first.is_hidden()
    assert "Parameters" not in page.locator("body").inner_text()
    page.screenshot(path=tmp_path / f"form-{size['width']}.png", full_page=True)
    mirror = Mirror(NAMES, seat=0, seed=6)
    mirror.start(page)
    code = shown_code(page)
    assert (games / f"{code}.json").exists() and follows(page, code)
    assert in_view(page, ".lovelet-companion-code")
    c = mirror.controller
    expect(page.locator(".lovelet-companion-question")).to_contain_text(c.prompt)
    height = page.locator(".lovelet-companion-choice:visible").first.bounding_box()["height"]
    assert height >= 44  # a thumb's size
    unseen, belief = tracker_unseen(page), belief_text(page)
    assert unseen == {row["card"]: row["unseen"] for row in c.tracker}

    # The first turns: every entry tapped in moves the tracker or the belief on.
    changes = 0
    for _ in range(5):
        mirror.enter(page)
        expect(page.locator(".lovelet-companion-log li")).to_have_count(len([s for s in c.log if s]))
        now_unseen, now_belief = tracker_unseen(page), belief_text(page)
        assert now_unseen == {row["card"]: row["unseen"] for row in c.tracker}
        changes += (now_unseen != unseen) + (now_belief != belief)
        unseen, belief = now_unseen, now_belief
    assert changes >= 3
    assert fits(page, size)
    assert page.dialogs == []  # the hostile name is text, never markup
    assert HOSTILE in page.locator(".lovelet-companion-board").inner_text()
    page.screenshot(path=tmp_path / f"game-{size['width']}.png", full_page=True)

    # Undo takes back the last entry: the log and the tracker as they were.
    before = log_sentences(page)
    mirror.undo(page)
    expect(page.locator(".lovelet-companion-log li")).to_have_count(len(before) - 1)
    assert tracker_unseen(page) == {row["card"]: row["unseen"] for row in c.tracker}
    saved_log = log_sentences(page)

    # A reload runs the notebook again in a new kernel: the address's code takes the game up.
    page.reload()
    page.locator(".lovelet-companion-choice:visible").first.wait_for()
    expect(page.locator(".lovelet-companion-note")).to_contain_text(code)
    assert shown_code(page) == code and log_sentences(page) == saved_log
    expect(page.locator(".lovelet-companion-question")).to_contain_text(c.prompt)
    mirror.enter(page)  # and play goes on from there
    assert log_sentences(page)[:len(saved_log)] == saved_log

    # The language: every text of the page follows it.
    mirror.set_language(page, "fr")
    expect(page.locator(".lovelet-companion-title")).to_have_text(text("companion_title", "fr"))
    expect(page.locator(".lovelet-companion-question")).to_contain_text(c.prompt)
    assert text("companion_cards_left", "fr") in page.locator(".lovelet-companion-tracker").inner_text()
    assert page.locator(".lovelet-companion-undo").inner_text() == text("companion_undo", "fr")
    expect(page.locator(".lovelet-companion-how summary")).to_have_text(text("companion_how_title", "fr"))
    mirror.enter(page)
    assert log_sentences(page) == [sentence for sentence in c.log if sentence]
    assert fits(page, size) and page.dialogs == []


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["phone", "laptop"])
def test_each_phone_keeps_its_own_game_and_takes_it_up_by_its_address(page, other_phone, companion, size,
                                                                        tmp_path):
    base_url, games = companion
    first_names, second_names = ["Ottilie", "Bartholomew", "Genoveva"], ["Dan", "Eve", "Fay"]
    page.set_viewport_size(size)
    open_companion(page, base_url)
    first = Mirror(first_names, seat=0, seed=16)
    first.start(page)
    code = shown_code(page)
    for _ in range(4):
        first.enter(page)
    first_log, first_hand = log_sentences(page), list(first.controller.hand)
    first_prompt = first.controller.prompt
    # The first phone's hand as its kernel sent it (the board's "Your hand" line), found in its frames.
    board = board_html(first.controller, "en")
    hand_line = board[board.index("<div>"):board.index("</div>") + len("</div>")]
    assert hand_line.count("lovelet") >= 1 and json.dumps(hand_line)[1:-1] in "".join(page.frames_received)
    hand_text = page.locator(".lovelet-companion-board").inner_text().split("\n")[0]

    # Another phone opens the companion: the start form, nothing of the first game.
    other_phone.set_viewport_size(size)
    open_companion(other_phone, base_url)
    assert other_phone.locator(".lovelet-companion-start:visible").count() == 1
    assert other_phone.locator(".lovelet-companion-choice:visible").count() == 0

    def nothing_of_the_first(tab):
        seen = tab.locator("body").inner_text() + tab.content() + "".join(tab.frames_received)
        secrets = [code, *first_names, *first_log]
        if second.controller.hand != first_hand:  # the same cards would draw the same line
            secrets.append(json.dumps(hand_line)[1:-1])
            assert hand_text not in tab.locator("body").inner_text()
        for secret in secrets:
            assert secret not in seen, secret

    second = Mirror(second_names, seat=1, seed=23)
    nothing_of_the_first(other_phone)
    second.start(other_phone)
    second_code = shown_code(other_phone)
    assert second_code != code and follows(other_phone, second_code)
    second.enter(other_phone)
    assert second.controller.hand != first_hand  # so the check below looks for the first's hand too
    nothing_of_the_first(other_phone)
    assert {path.stem for path in games.iterdir()} >= {code, second_code}
    other_phone.screenshot(path=tmp_path / f"second-{size['width']}.png", full_page=True)

    # A code that names no game is refused beside its box, in the page's language.
    click(other_phone, ".lovelet-companion-new-game")
    box = other_phone.locator(".lovelet-companion-code-box input")
    box.fill("ZZZZZZZZZZ")
    settled(other_phone, lambda: other_phone.locator(".lovelet-companion-resume").click())
    refusal = other_phone.locator(".lovelet-companion-code-error")
    expect(refusal).to_contain_text("ZZZZZZZZZZ")
    under_box = box.bounding_box()
    assert 0 <= refusal.bounding_box()["y"] - (under_box["y"] + under_box["height"]) < 80  # right under the box
    assert in_view(other_phone, ".lovelet-companion-code-error") or size is PHONE
    other_phone.screenshot(path=tmp_path / f"refused-{size['width']}.png", full_page=True)

    # The first phone's tab is closed (a flat battery); its game's address takes it up again.
    address = page.url
    assert address.endswith(f"?game={code}")
    page.goto("about:blank")
    page.goto(address)
    page.locator(".lovelet-companion-choice:visible").first.wait_for()
    assert shown_code(page) == code and log_sentences(page) == first_log
    expect(page.locator(".lovelet-companion-question")).to_contain_text(first_prompt)
    first.enter(page)
    assert log_sentences(page)[:len(first_log)] == first_log
    assert page.dialogs == [] and other_phone.dialogs == []
