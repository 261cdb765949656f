"""Reading and tapping ``companion.ipynb`` in a browser, as a player beside a real game does.

The page is served from a folder of its own (:func:`serving_companion`: a copy of the
notebook in a temporary folder), and the server keeps its games in a temporary folder
too (``LOVELET_COMPANION_DIR``), so that nothing is written in the repository or the
user's own folder.  A :class:`Mirror` keeps, in this process, a
:class:`~lovelet.widgets.CompanionController` fed the same taps as the page and a
seeded engine game standing for the real table: it says which button to tap next
(its label, in the page's language) and what the page should then show.  The
companion benchmark (``benchmarks/companion_tap.py``) and the README's screenshot
(``docs/screenshots/take.py``) use these helpers too.
"""

import contextlib
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

from .table_page import PAGE_TIMEOUT, record_frames, select, settled, type_into
from .voila_server import NOTEBOOKS, serving

HERE = Path(__file__).resolve().parent
if str(HERE.parent / "companion") not in sys.path:  # the record's test helpers (tests/companion/test_companion_record.py)
    sys.path.insert(0, str(HERE.parent / "companion"))

from test_companion_record import dealt, entries_of  # noqa: E402

from lovelet import REVISED, Game  # noqa: E402
from lovelet.companion import NextRound  # noqa: E402
from lovelet.text.i18n import text  # noqa: E402
from lovelet.widgets.companion import CompanionController  # noqa: E402
from lovelet.widgets.companion_entry import CONFIRM, as_json  # noqa: E402

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 768}


@contextlib.contextmanager
def serving_companion(folder=None):
    """Voilà serving a copy of ``companion.ipynb`` in a folder of its own; yields
    (server, the folder where the server keeps the games, ``LOVELET_COMPANION_DIR``)."""
    with contextlib.ExitStack() as stack:
        if folder is None:
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="lovelet-companion-")))
        pages, logs, games = Path(folder) / "pages", Path(folder) / "voila", Path(folder) / "games"
        for made in (pages, logs):
            made.mkdir(parents=True, exist_ok=True)
        shutil.copy(NOTEBOOKS / "companion.ipynb", pages / "companion.ipynb")
        before = os.environ.get("LOVELET_COMPANION_DIR")
        os.environ["LOVELET_COMPANION_DIR"] = str(games)  # the server's kernels inherit it
        try:
            server = stack.enter_context(serving(pages, folder=logs))
        finally:
            if before is None:
                del os.environ["LOVELET_COMPANION_DIR"]
            else:
                os.environ["LOVELET_COMPANION_DIR"] = before
        yield server, games


def open_companion(page, base_url, game=None):
    """Open the companion (with ``?game=`` and ``game`` when given) and wait until it is
    drawn (the start form or a game taken up again)."""
    record_frames(page)
    query = f"?game={game}" if game is not None else ""
    page.goto(f"{base_url}/voila/render/companion.ipynb{query}", timeout=PAGE_TIMEOUT)
    page.locator(".lovelet-companion-start:visible").or_(page.locator(".lovelet-companion-choice:visible")).first \
        .wait_for(timeout=PAGE_TIMEOUT)


def tap_button(page, label):
    """Tap the entry button labelled ``label`` and wait until the kernel has answered."""
    button = page.locator(".lovelet-companion-entry").get_by_role("button", name=label, exact=True)
    settled(page, lambda: button.click())


def click(page, selector):
    settled(page, lambda: page.locator(selector).click())


def log_sentences(page):
    return page.locator(".lovelet-companion-log li").all_inner_texts()


def tracker_unseen(page):
    """{card code: unseen copies} as the page's tracker shows them."""
    rows = page.locator(".lovelet-companion-tracker-row")
    found = {}
    for index in range(rows.count()):
        row = rows.nth(index)
        cells = row.locator("td").all_inner_texts()
        found[row.get_attribute("data-card-code")] = int(cells[2])
    return found


class Mirror:
    """A seeded engine game at a table of ``names`` (the real game), and a companion fed the
    same taps as the page, from ``seat``."""

    def __init__(self, names, seat=0, seed=1, language="en", first_player=0):
        self.game = Game(REVISED, list(names), seed=seed, first_player=first_player)
        self.seat = seat
        self.rng = random.Random(seed)
        self.names = list(names)
        card, face_up, self.read = dealt(self.game.round.observation(seat))
        self.card, self.face_up = card, face_up
        self.language = language
        self.controller = CompanionController(save=False, language=language, names=list(names), seat=seat,
                                              start_player=first_player, card=card.name,
                                              face_up=[up.name for up in face_up])
        self.pending = []

    def start(self, page):
        """Fill the page's start form as a person does and press Start."""
        c = self.controller
        select(page, page.locator(".lovelet-companion-players select"), str(len(self.names)))
        page.locator(".lovelet-companion-name input").nth(len(self.names) - 1).wait_for()
        for index, name in enumerate(self.names):
            type_into(page, page.locator(".lovelet-companion-name input").nth(index), name)
        labels = dict(zip(range(len(self.names)), self.names))
        select(page, page.locator(".lovelet-companion-seat select"), labels[self.seat])
        select(page, page.locator(".lovelet-companion-start-player select"), labels[c.start_player])
        def label(card):
            return f"{c.card_names[card.name]} ({c.card_values[card.name]})"

        select(page, page.locator(".lovelet-companion-card select"), label(self.card))
        for index, card in enumerate(self.face_up):  # with 2 players
            select(page, page.locator(".lovelet-companion-face-up select").nth(index), label(card))
        click(page, ".lovelet-companion-start")
        assert c.start(), c.error
        page.locator(".lovelet-companion-choice:visible").first.wait_for()

    def next_taps(self):
        """Make the engine play on until there is something to tap; the entries to tap."""
        while not self.pending:
            game = self.game
            if game.round.is_over:
                winners = game.round.winners
                game.next_round()
                card, face_up, self.read = dealt(game.round.observation(self.seat))
                self.pending.append(NextRound(card, face_up, game.round.start_player if len(winners) > 1 else None))
            else:
                game.apply(self.rng.choice(game.legal_actions()))
            observation = game.round.observation(self.seat)
            self.pending += entries_of(observation.events[self.read:], self.seat, False)
            self.read = len(observation.events)
        return self.pending

    def label_to_tap(self):
        """The label of the button that makes the next entry's next field."""
        c = self.controller
        entry = self.next_taps()[0]
        if c.field == CONFIRM:
            value = CONFIRM
        else:
            field = c.field
            if field.startswith("shown"):
                value = dict(entry.hands)[int(field[5:])]
            elif field.startswith("face_up"):
                value = entry.face_up[int(field[7:])]
            elif entry.kind == "chancellor_drew":
                value = entry.cards[int(field[4:])]
            else:
                value = getattr(entry, field)
            value = as_json(value)
        return next(button["label"] for button in c.buttons if button["value"] == value), value

    def tap(self, page=None):
        """One tap: on the page (when given) and here; True when it completed an entry."""
        c = self.controller
        label, value = self.label_to_tap()
        if page is not None:
            tap_button(page, label)
        count = len(c.record)
        assert c.choose_value(value), c.error
        if len(c.record) > count:
            self.pending.pop(0)
            return True
        return False

    def enter(self, page=None):
        """Tap until one whole entry is made."""
        while not self.tap(page):
            pass

    def undo(self, page=None):
        if page is not None:
            click(page, ".lovelet-companion-undo")
        entry = self.controller.record.entries[-1]
        assert self.controller.undo()
        self.pending.insert(0, entry)

    def set_language(self, page, language):
        select(page, page.locator(".lovelet-companion-language select"), text(f"language_{language}", self.language))
        self.language = self.controller.language = language
