"""The companion in a browser: each device keeps its own game, and a reload takes it up.

On the static site lovelet runs in Pyodide (``sys.platform == "emscripten"``), whose
current folder is the site's drive, kept by JupyterLite in the browser's storage; the
page has no address the kernel can read.  So the companion keeps its games in
``.lovelet/companion`` there, one folder per browser (a device), and the page takes the
device's current game up again: a new page object on the same folder (a reload) shows
the same entries; another folder (another phone) sees nothing of it.
"""

import html
import json
import sys

import pytest

ipywidgets = pytest.importorskip("ipywidgets")

from lovelet.companion import games  # noqa: E402
from lovelet.pages import companion_page  # noqa: E402
from lovelet.text.i18n import say  # noqa: E402
from lovelet.widgets.companion_view import CompanionView  # noqa: E402


def _page(folder, **options):
    """The companion page as a browser opens it, its games in ``folder``."""
    return CompanionView.of_this_page(browser=True, folder=str(folder), **options)


def _started(folder):
    view = _page(folder, names=["Ann", "Ben", "Cleo"], card="PRINCESS")
    view.start.click()
    c = view.controller
    assert c.started and c.code
    _enter(c, 2)
    return view


def _enter(c, entries):
    """Tap the first button offered until ``entries`` more entries are made."""
    wanted = len(c.record.entries) + entries
    for _ in range(30):
        if len(c.record.entries) >= wanted:
            return
        assert c.choose_value(c.buttons[0]["value"]), c.error
    raise AssertionError("no entry was made")


def test_the_browser_is_told_by_the_platform():
    assert games.in_browser("emscripten") and not games.in_browser("linux")
    assert games.in_browser() == (sys.platform == "emscripten")


def test_in_a_browser_the_games_are_kept_in_the_sites_drive(tmp_path, monkeypatch):
    monkeypatch.delenv(games.FOLDER_VARIABLE, raising=False)
    monkeypatch.chdir(tmp_path)
    assert games.games_folder(browser=True) == tmp_path / ".lovelet" / "companion"
    assert games.games_folder(browser=False) != games.games_folder(browser=True)
    monkeypatch.setenv(games.FOLDER_VARIABLE, str(tmp_path / "chosen"))
    assert games.games_folder(browser=True) == tmp_path / "chosen"  # the teacher's choice wins


def test_a_reload_takes_the_devices_game_up_with_its_entries(tmp_path):
    first = _started(tmp_path / "phone")
    c = first.controller
    again = _page(tmp_path / "phone", language="fr")  # the page reloaded: a new kernel, a new object
    d = again.controller
    assert d.started and d.code == c.code and d.record == c.record and len(d.log) == len(c.log)
    assert c.code in d.note and again.failures == []
    # No address takes a game up in a browser: the page shows the code alone, no link.
    assert d.address == "" and c.code in again.game_code.value and "?game=" not in again.game_code.value
    assert html.escape(say("companion_device_help", "fr")) in again.game_code.value
    assert html.escape(say("companion_how_code_browser", "fr")) in again.how.value
    assert html.escape(say("companion_how_code", "fr")) not in again.how.value
    # The game goes on from the reloaded page, and the next reload sees that too.
    before = len(d.record.entries)
    _enter(d, 1)
    third = _page(tmp_path / "phone")
    assert third.controller.record == d.record and len(third.controller.record.entries) == before + 1


def test_two_devices_do_not_see_each_others_games(tmp_path):
    mine = _started(tmp_path / "mine").controller
    theirs = _page(tmp_path / "theirs")
    assert not theirs.controller.started and theirs.controller.record is None
    assert mine.code not in json.dumps(theirs.get_state(), default=str)
    theirs.code_box.value = mine.code  # a code from another phone names no game of this one
    theirs.resume.click()
    assert not theirs.controller.started and theirs.controller.code_error


def test_new_game_starts_another_and_the_reload_takes_the_newest_up(tmp_path):
    view = _started(tmp_path / "phone")
    old = view.controller.code
    view.new_game.click()
    assert not view.controller.started
    view.card.value = "GUARD"
    view.start.click()
    new = view.controller.code
    assert new != old and _page(tmp_path / "phone").controller.code == new
    # The old game is still there under its code, typed in the box; it then is the device's again.
    other = _page(tmp_path / "phone")
    other.new_game.click()
    other.code_box.value = old
    other.resume.click()
    assert other.controller.code == old and _page(tmp_path / "phone").controller.code == old


def test_a_lost_or_damaged_current_game_leaves_the_start_form(tmp_path):
    view = _started(tmp_path / "phone")
    folder = tmp_path / "phone"
    (folder / f"{view.controller.code}.json").unlink()
    assert not _page(folder).controller.started  # the game it named is gone
    (folder / "current-game").write_text("../../etc/passwd\n")
    page = _page(folder)
    assert not page.controller.started and page.controller.error == "" and page.failures == []


def test_the_companion_page_in_pyodide_keeps_its_game_in_the_current_folder(tmp_path, monkeypatch):
    monkeypatch.delenv(games.FOLDER_VARIABLE, raising=False)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(companion_page, "display", lambda widget: None)
    monkeypatch.setattr(sys, "platform", "emscripten")  # as Pyodide says it, read when the page opens
    page = companion_page.companion("de")
    page.names[0].value = "Ann"
    page.card.value = "KING"
    page.start.click()
    code = page.controller.code
    assert (tmp_path / ".lovelet" / "companion" / f"{code}.json").is_file()
    assert companion_page.companion("en").controller.code == code


def test_without_the_sites_drive_the_game_lives_in_the_page_and_the_page_says_so(tmp_path, monkeypatch):
    # A site opened over plain http from another machine: no service worker, no drive.
    monkeypatch.delenv(games.FOLDER_VARIABLE, raising=False)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(companion_page, "display", lambda widget: None)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(games, "_writable", lambda folder: False)
    # In Pyodide the temporary folder is the page's own memory: here, a fresh folder.
    monkeypatch.setattr(games.tempfile, "gettempdir", lambda: str(tmp_path / "memory"))
    assert not games.browser_keeps_games()
    folder = games.games_folder()
    assert folder == tmp_path / "memory" / "lovelet-companion"
    page = companion_page.companion("fr")
    page.card.value = "KING"
    page.start.click()
    assert page.controller.started, page.controller.error  # the game starts all the same
    assert html.escape(say("companion_device_unkept", "fr"))[:50] in page.game_code.value
    monkeypatch.setattr(games, "_writable", lambda folder: True)
    assert games.browser_keeps_games() and games.games_folder() == tmp_path / ".lovelet" / "companion"
    assert html.escape(say("companion_device_help", "fr"))[:50] not in page.game_code.value
