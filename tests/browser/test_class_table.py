"""A class at the table in Chromium: four students join one table from four browsers
and play a whole round by clicking, while the teacher's page follows it.

The real pieces, as ``make app`` runs them: the table service (``python -m
lovelet.table_service.serve``, SQLite on disk) and Voilà serving ``notebooks/`` with
``LOVELET_TABLES`` pointing its kernels at the service.  The teacher creates the table
through the service (``TeacherClient``) and follows it on ``teacher.ipynb``; each
student opens ``join.ipynb?code=<code>`` in a browser context of their own (cookies,
storage and sockets apart, as four laptops), types a name and presses Join.

What each student's page is sent (every websocket frame, as text) and shows is then
checked against the round itself, read from the teacher's save: a seat's ``hand`` is
only ever one of the hands that seat held; no frame holds every hand, another seat's
token, or the teacher's token.
"""

import os
import re
import subprocess
import sys
import time
import urllib.request

import pytest

import lovelet
from lovelet.companion.exports import observation_to_dict
from lovelet.display.svg import card_alt
from lovelet.text.i18n import text
from lovelet.widgets.table_view import say
from lovelet.table_service.client import TeacherClient

from .table_page import (PAGE_TIMEOUT, log_sentences, my_turn, play_any, record_frames, round_over,
                         wait_for_hand, wait_for_log_longer_than)
from .voila_server import CHROMIUM_ARGS, NOTEBOOKS, chromium_path, free_port, serving

NAMES = ["Ann", "Ben", "Cleo", "Dan"]
ROUND_TIMEOUT = 240  # seconds for a whole round of four by clicking, on a loaded 2-core machine


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    """The table service on a free port of 127.0.0.1: (address, teacher token)."""
    folder = tmp_path_factory.mktemp("tables")
    database = folder / "class.sqlite"
    command = [sys.executable, "-m", "lovelet.table_service.serve", "--db", str(database)]
    token = subprocess.run([*command, "--print-teacher-token"], capture_output=True, text=True,
                           check=True).stdout.strip()
    port = free_port()
    log = open(folder / "service.log", "wb")
    process = subprocess.Popen([*command, "--port", str(port)], stdout=log, stderr=subprocess.STDOUT)
    address = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(address + "/health", timeout=1).read()
                break
            except OSError:
                if process.poll() is not None:
                    pytest.fail((folder / "service.log").read_text(errors="replace"), pytrace=False)
                time.sleep(0.1)  # polling a server that is starting
        yield address, token
    finally:
        process.kill()
        process.wait()
        log.close()


@pytest.fixture(scope="module")
def class_voila(service, tmp_path_factory):
    """Voilà serving ``notebooks/`` with its kernels pointed at the service."""
    address, _ = service
    saved = {key: os.environ.get(key) for key in ("LOVELET_TABLES", "LOVELET_PAGES")}
    os.environ["LOVELET_TABLES"] = address
    try:
        with serving(NOTEBOOKS, folder=tmp_path_factory.mktemp("class-voila")) as server:
            os.environ["LOVELET_PAGES"] = server.url + "/voila/render"
            yield server.url
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@pytest.fixture(scope="module")
def browser(browser_context):
    """One Chromium (the browser tests' Playwright) in which each test opens contexts."""
    playwright = browser_context.lovelet_playwright
    launched = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True)
    yield launched
    launched.close()


def _kinds_named(document):
    """Every card code an export ``document`` (a seat's observation) names as a card
    someone held, played, showed or set aside: everywhere but a Guard's guess."""
    codes = {card.name for card in lovelet.Card}
    found = set()

    def walk(value):
        if isinstance(value, str) and value in codes:
            found.add(value)
        elif isinstance(value, dict):
            for key, item in value.items():
                if key != "guess":
                    walk(key)
                    walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(document)
    return found


def _check_pages(pages, teacher, code):
    """Each student's page draws exactly their seat's hand now (read from the teacher's
    save of the round so far), once the page has caught up with the last move; and every
    card face it was sent so far is of a kind its seat's observation names (see
    :func:`_kinds_named`): a page sent another seat's hand or the deck would draw a kind
    its observation does not name."""
    game = lovelet.load_game_text(teacher.save_text(code))
    rnd = game.round
    for name, page in zip(NAMES, pages):
        seat = game.names.index(name)
        wanted = [card_alt(card, game.edition) for card in rnd.hand(seat)]
        wait_for_hand(page, wanted)
        known = _kinds_named(observation_to_dict(rnd.observation(seat), verify=False))
        drawn = _faces("\n".join(page.frames_received))
        assert drawn <= known, (name, drawn - known)


def _faces(frames):
    """The card faces (data-card) drawn in ``frames``, by card code, as a set."""
    return {found.upper() for found in re.findall(r'data-card=\\*"([a-z]+)\\*"', frames)}


def test_four_students_play_a_round_from_their_own_browsers_and_see_only_their_own_hands(
        service, class_voila, browser):
    address, teacher_token = service
    teacher = TeacherClient(address, teacher_token)
    code = teacher.create_table({"edition": "revised", "seats": ["student"] * 4, "coach": False,
                                 "deduction": False, "bot_seconds": 0, "idle_seconds": 0})

    # The teacher's page, on the projector.
    teacher_context = browser.new_context(viewport={"width": 1366, "height": 768})
    teacher_page = teacher_context.new_page()
    record_frames(teacher_page)
    teacher_page.goto(f"{class_voila}/voila/render/teacher.ipynb?teacher={teacher_token}", timeout=PAGE_TIMEOUT)
    teacher_page.get_by_text(code).first.wait_for(timeout=PAGE_TIMEOUT)

    # Four students, each in a browser context of their own.
    contexts, pages = [], []
    for name in NAMES:
        context = browser.new_context(viewport={"width": 1366, "height": 768})
        page = context.new_page()
        record_frames(page)
        page.goto(f"{class_voila}/voila/render/join.ipynb?code={code}", timeout=PAGE_TIMEOUT)
        name_field = page.locator(".lovelet-join-name input")
        name_field.wait_for(timeout=PAGE_TIMEOUT)
        name_field.fill(name)
        name_field.press("Tab")
        page.locator(".lovelet-join-button").click()
        contexts.append(context)
        pages.append(page)
    for page in pages:
        page.locator(".lovelet-table .lovelet-hand").first.wait_for(timeout=PAGE_TIMEOUT)

    # Play the round by clicking: whoever's page says it is their turn plays.
    deadline = time.monotonic() + ROUND_TIMEOUT
    while not all(round_over(page).count() for page in pages):
        assert time.monotonic() < deadline, "the round did not end in time"
        moved = False
        for page in pages:
            if my_turn(page).count() and not round_over(page).count():
                told = len(log_sentences(page))
                play_any(page)
                # The move goes to the service from a worker thread: wait for its news (a
                # line more in the log), not for the kernel to be idle.
                wait_for_log_longer_than(page, told)
                moved = True
                _check_pages(pages, teacher, code)
        if not moved:
            pages[0].wait_for_timeout(200)  # the others' pages are being redrawn
    for page in pages:
        round_over(page).wait_for(timeout=60_000)

    # The teacher's page followed it: the round is over there too, with every hand.
    status = teacher.tables()[0]
    assert status["code"] == code and status["round_over"]
    game = lovelet.load_game_text(teacher.save_text(code))
    card = teacher_page.locator(f'.lovelet-teacher-table[data-code="{code}"]')
    card.get_by_text(text("teacher_round_over", "en")).first.wait_for(timeout=60_000)
    card.get_by_text(say("teacher_debrief", "en", number=1)).first.wait_for(timeout=60_000)
    for name in NAMES:  # every student is there, connected
        assert card.get_by_text(name, exact=True).count() >= 1

    # What each page was sent: no card that seat could not know of, no one else's token,
    # not the teacher's.  Every card face a page draws (its data-card) must be a kind of
    # card that seat's own observation of the round names somewhere (its hands, the
    # discards, what it saw privately, what the round's end showed): a page sent another
    # seat's hand or the deck would draw a kind its observation never names.
    known = {seat: _kinds_named(observation_to_dict(game.rounds[0].observation(seat), verify=False))
             for seat in range(game.players)}
    tokens = {}  # a student's token is in its own page's address after joining, never elsewhere
    for seat, page in enumerate(pages):
        frames = "\n".join(page.frames_received)
        assert _faces(frames)  # the page was sent its cards: the check below reads them
        own = known[game.names.index(NAMES[seat])]
        assert _faces(frames) <= own, (NAMES[seat], _faces(frames) - own)
        assert teacher_token not in frames and teacher_token not in page.content()
        tokens[seat] = set(re.findall(r"seat=([A-Za-z0-9_-]{32,})", frames))
        assert len(tokens[seat]) == 1  # its own seat's address, to come back to
    for seat, page in enumerate(pages):
        frames = "\n".join(page.frames_received) + page.content()
        for other, found in tokens.items():
            if other != seat:
                assert not any(token in frames for token in found)
    for context in [teacher_context, *contexts]:
        context.close()
