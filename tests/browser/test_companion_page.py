"""``companion.ipynb`` served by Voilà and tapped in Chromium at a phone's size (390 x 844).

A player starts a 3-player game on the page, taps in the first turns of a seeded engine
game (the real table), sees the tracker and the belief change, undoes an entry,
reloads the page and finds the game again (the page resumes from its save file), and
switches the language.  What the page should show comes from a companion fed the same
taps in this process (:class:`~.companion_page.Mirror`), never written down by hand.
"""

import pytest

from lovelet.i18n import TEXTS

from .companion_page import PHONE, SAVE_FILE, Mirror, log_sentences, open_companion, serving_companion, tracker_unseen
from .table_page import expect

HOSTILE = "<img src=x onerror=alert(1)>"
NAMES = ["Ann", HOSTILE, "Cleo"]


@pytest.fixture(scope="module")
def companion(tmp_path_factory):
    """(base URL, the folder the page saves its game in) of a Voilà serving the companion."""
    try:
        with serving_companion(tmp_path_factory.mktemp("companion")) as (server, folder):
            yield server.url, folder
    except RuntimeError as failure:
        pytest.fail(str(failure), pytrace=False)


def fits_the_phone(page):
    """The page is no wider than the phone (the tables scroll inside their own boxes)."""
    return page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]


def belief_text(page):
    return page.locator(".lovelet-companion-belief").inner_text()


def test_a_game_is_entered_undone_resumed_and_switched_to_french(page, companion):
    base_url, folder = companion
    page.set_viewport_size(PHONE)
    open_companion(page, base_url)
    assert fits_the_phone(page)
    mirror = Mirror(NAMES, seat=0, seed=6)
    mirror.start(page)
    assert (folder / SAVE_FILE).exists()
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
    assert fits_the_phone(page)
    assert page.dialogs == []  # the hostile name is text, never markup
    assert HOSTILE in page.locator(".lovelet-companion-board").inner_text()

    # Undo takes back the last entry: the log and the tracker as they were.
    before = log_sentences(page)
    mirror.undo(page)
    expect(page.locator(".lovelet-companion-log li")).to_have_count(len(before) - 1)
    assert tracker_unseen(page) == {row["card"]: row["unseen"] for row in c.tracker}
    saved_log = log_sentences(page)

    # A reload runs the notebook again in a new kernel: the game is taken up from its file.
    page.reload()
    open_companion(page, base_url)
    expect(page.locator(".lovelet-companion-note")).to_contain_text(SAVE_FILE)
    assert log_sentences(page) == saved_log
    expect(page.locator(".lovelet-companion-question")).to_contain_text(c.prompt)
    mirror.enter(page)  # and play goes on from there
    assert log_sentences(page)[:len(saved_log)] == saved_log

    # The language: every text of the page follows it.
    mirror.set_language(page, "fr")
    expect(page.locator(".lovelet-companion-title")).to_have_text(TEXTS["fr"]["companion_title"])
    expect(page.locator(".lovelet-companion-question")).to_contain_text(c.prompt)
    assert TEXTS["fr"]["companion_cards_left"] in page.locator(".lovelet-companion-tracker").inner_text()
    assert page.locator(".lovelet-companion-undo").inner_text() == TEXTS["fr"]["companion_undo"]
    mirror.enter(page)
    assert log_sentences(page) == [sentence for sentence in c.log if sentence]
    assert fits_the_phone(page) and page.dialogs == []
