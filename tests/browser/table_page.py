"""Reading and playing ``play.ipynb`` in a browser, as a person does.

Plain functions over a Playwright page showing the Setup (``lovelet-setup-*``) and the
Table (``lovelet-*`` classes of :class:`lovelet.widgets.TableView`).  They wait for what
should appear (explicit waits, generous timeouts: a Voilà kernel takes seconds to start
on a small machine), never for a fixed time.  Texts are the package's own
(:func:`lovelet.widgets.table_view.say`), so that they follow the chosen language.  The
browser benchmark (``benchmarks/browser_click.py``) uses them too.
"""

import re
import time


from lovelet import Card
from lovelet.text.i18n import card_name, text

#: Milliseconds to wait for the page to open (Voilà starts a kernel and runs the notebook).
PAGE_TIMEOUT = 90_000

HAND = ".lovelet-table .lovelet-hand .lovelet-slot svg[role=img]"
CARD_BUTTONS = ".lovelet-table .lovelet-card-button"
#: The card buttons of the cards the rules allow (a forbidden card is clickable, to say why).
PLAYABLE = ".lovelet-table .lovelet-slot:not(.lovelet-card-refused) .lovelet-card-button"
LOG_ITEMS = ".lovelet-table .lovelet-log li"
STATUS = ".lovelet-table .lovelet-status"
#: The cards played at a player (a target to choose, unless nobody can be chosen).
AIMED = (Card.GUARD, Card.PRIEST, Card.BARON, Card.PRINCE, Card.KING)


def expect(locator):
    """Playwright's ``expect`` (imported on first use: without Playwright the browser tests
    are skipped, or failed in CI, by the conftest, rather than broken at import)."""
    from playwright.sync_api import expect as playwright_expect

    return playwright_expect(locator)


def record_frames(page):
    """Keep every websocket frame ``page`` receives from now on, as text, in
    ``page.frames_received`` (once per page: call it before the page opens its kernel)."""
    if hasattr(page, "frames_received"):
        return
    received = page.frames_received = []

    def follow(websocket):
        websocket.on("framereceived", lambda payload: received.append(
            payload.decode("utf-8", "replace") if isinstance(payload, bytes) else payload))

    page.on("websocket", follow)


_IDLE = re.compile(r'"execution_state":\s*"idle"')


def settled(page, action, timeout=30.0):
    """Do ``action()`` (one event for the kernel) and return once the kernel has answered:
    its "idle" status came after the event's messages, and the page has drawn them.

    The Setup redraws its whole form after each change, one widget at a time: the next
    change must wait for that, or a field may be redrawn under the person's typing.
    """
    first = len(page.frames_received)
    action()
    deadline = time.monotonic() + timeout
    while not any(_IDLE.search(frame) for frame in page.frames_received[first:]):
        if time.monotonic() > deadline:
            raise AssertionError(f"the kernel did not answer within {timeout:.0f} s")
        page.wait_for_timeout(10)  # lets Playwright deliver the frames; a poll, not a pause
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")


def open_play(page, base_url):
    """Open ``play.ipynb`` and wait until the Setup's Start button is there."""
    record_frames(page)
    page.goto(f"{base_url}/voila/render/play.ipynb", timeout=PAGE_TIMEOUT)
    page.locator(".lovelet-setup-start").wait_for(timeout=PAGE_TIMEOUT)


def type_into(page, field, value):
    """Type ``value`` into the text field ``field`` (a locator) and confirm it (Enter), as a
    person does; return once the kernel has taken it."""
    if field.input_value() == str(value):
        return  # nothing to change: the page would send nothing
    field.fill(str(value))
    settled(page, lambda: field.press("Enter"))


def select(page, dropdown, label):
    """Choose the option ``label`` of the ``<select>`` ``dropdown`` (a locator); return once
    the kernel has taken it."""
    if dropdown.evaluate("menu => menu.selectedIndex >= 0 ? menu.options[menu.selectedIndex].text : null") == label:
        return  # already chosen: the page would send nothing
    settled(page, lambda: dropdown.select_option(label=label))


def set_up(page, *, players=None, seats=None, names=None, seed=None, language=None):
    """Fill the Setup form: ``seats`` are kinds ("person", "heuristic", ...), ``language`` a code.

    Once a game has started the form is folded into one line: its "New game" opens it again."""
    new_game = page.locator(".lovelet-setup-new-game:visible")
    if new_game.count():
        settled(page, lambda: click(new_game))
        page.locator(".lovelet-setup-start:visible").wait_for()
    current = "en"
    if language is not None:
        select(page, page.locator(".lovelet-setup-language select"), text(f"language_{language}", "en"))
        current = language
        page.locator(".lovelet-setup h3", has_text=text("setup_title", language)).wait_for()
    if players is not None:
        type_into(page, page.locator(".lovelet-setup-players input"), players)
        expect(page.locator(".lovelet-setup-seat:visible")).to_have_count(players)
    rows = page.locator(".lovelet-setup-seat")
    kind_keys = {"person": "setup_person", "random": "setup_bot_random", "cautious": "setup_bot_cautious",
                 "heuristic": "setup_bot_heuristic"}
    for seat, kind in enumerate(seats or ()):
        select(page, rows.nth(seat).locator(".lovelet-setup-seat-kind select"), text(kind_keys[kind], current))
    for seat, name in enumerate(names or ()):
        type_into(page, rows.nth(seat).locator(".lovelet-setup-seat-name input"), name)
    if seed is not None:
        type_into(page, page.locator(".lovelet-setup-seed input"), seed)
        expect(page.locator(".lovelet-setup-seed input")).to_have_value(str(seed))


def start(page):
    """Press Start and wait for the new Table."""
    settled(page, lambda: click(page.locator(".lovelet-setup-start")))
    page.locator(".lovelet-table .lovelet-status").wait_for()


def hand_labels(page):
    """The text alternatives of the cards of the hand drawn on the page ("Guard, value 1")."""
    return page.locator(HAND).evaluate_all("cards => cards.map(card => card.getAttribute('aria-label'))")


def hand_names(page):
    """The names written on the cards of the hand drawn on the page."""
    return page.locator(f"{HAND} text.lovelet-name").all_text_contents()


def wait_for_hand(page, labels, timeout=30_000):
    """Wait until the hand drawn on the page is ``labels`` (text alternatives, in order)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(
            """([selector, expected]) => JSON.stringify(Array.from(document.querySelectorAll(selector),
                   card => card.getAttribute('aria-label'))) === JSON.stringify(expected)""",
            arg=[HAND, list(labels)], timeout=timeout)
    except PlaywrightTimeout:
        assert hand_labels(page) == list(labels)  # says what the page shows instead
        raise


def log_sentences(page):
    return page.locator(LOG_ITEMS).all_inner_texts()


def wait_for_log_longer_than(page, count, timeout=30_000):
    """Wait until the log has more than ``count`` sentences; return them."""
    page.locator(LOG_ITEMS).nth(count).wait_for(state="attached", timeout=timeout)
    return log_sentences(page)


def my_turn(page, language="en"):
    """A locator that exists while the page says it is the person's turn."""
    return page.locator(STATUS, has_text=text("table_your_turn", language))


def round_over(page, language="en"):
    return page.locator(".lovelet-table .lovelet-summary-widget h4", has_text=text("round_over", language))


def game_over(page, language="en"):
    return page.locator(".lovelet-table .lovelet-summary-widget h4", has_text=text("game_over", language))


def wait_for_my_turn_or_round_over(page, language="en", timeout=60_000):
    """Wait (through the bots' moves) until the person must decide or the round is over;
    returns True for the person's turn."""
    mine, over = my_turn(page, language), round_over(page, language)
    mine.or_(over).first.wait_for(timeout=timeout)
    return over.count() == 0


def card_button(page, card_name):
    """The button of the card named ``card_name`` in the hand (its label is "Name (value)")."""
    return page.locator(CARD_BUTTONS, has_text=f"{card_name} (")


def choose_first(page, selector):
    """Choose the first option of the dropdown ``selector`` when it is shown; True if it was."""
    dropdown = page.locator(f"{selector}:visible select")
    if dropdown.count() == 0:
        return False
    choose(dropdown, index=0)
    return True


#: When set (a test does it), every click and choice is checked to be made on an element
#: inside the viewport, with no scrolling: see :func:`in_view`.
STRICT = {"in_view": False}


def in_view(page, locator, timeout=10.0):
    """Assert that ``locator``'s element is wholly inside the viewport as the page stands
    (no scrolling), and return its bounding box.

    The widgets are drawn one message at a time, and an element may be placed for a moment
    where its neighbours were: the box is read again until it is inside the viewport, or
    ``timeout`` seconds have passed (a poll for the page to settle, not a pause).
    """
    locator.wait_for(state="visible")
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    deadline = time.monotonic() + timeout
    while True:
        box = locator.bounding_box()
        inside = box is not None and box["x"] >= 0 and box["y"] >= 0 \
            and box["x"] + box["width"] <= width + 0.5 and box["y"] + box["height"] <= height + 0.5
        if inside or time.monotonic() > deadline:
            break
        page.wait_for_timeout(20)
    assert box is not None, "the element has no box on the page"
    assert inside, f"{locator} is at {box}, outside the {width} x {height} viewport (scrolled: {scrolled(page)})"
    return box


def scrolled(page):
    """How far the page and each of its scrolling boxes are scrolled (Voilà's page scrolls
    in a box of its own, not the window): [x, y] pairs, the window's first."""
    return page.evaluate("""() => [[window.scrollX, window.scrollY]].concat(
        Array.from(document.querySelectorAll('.lm-BoxPanel-child, .jp-LabShell, main, body'),
                   box => [box.scrollLeft, box.scrollTop]))""")


def click(locator):
    """Click ``locator`` as a person does (checked to be in view first under STRICT)."""
    if STRICT["in_view"]:
        locator.wait_for(state="visible")
        in_view(locator.page, locator)
        before = scrolled(locator.page)
        locator.click()
        assert scrolled(locator.page) == before, "the click scrolled the page"
    else:
        locator.click()


def choose(dropdown, **option):
    """Choose an option of the ``<select>`` ``dropdown`` (``index=`` or ``label=``), checked
    to be in view first under STRICT."""
    if STRICT["in_view"]:
        in_view(dropdown.page, dropdown)
    dropdown.select_option(**option)


def wait_for_play_panel(page, card, language="en"):
    """After a click on ``card`` (a Card), wait until its play panel is complete: its Play
    button, and for a card aimed at a player its targets (or the note that nobody can be
    chosen), and for a Guard its guesses.

    The panel's widgets reach the page one message at a time, so the Play button alone
    does not say that the target and guess controls are there yet.
    """
    panel = page.locator(".lovelet-table .lovelet-play-panel")
    panel.locator(".lovelet-play:visible").wait_for()
    if card not in AIMED:
        return
    nobody = panel.get_by_text(text("table_no_target", language))
    panel.locator(".lovelet-target select option").first.or_(nobody).wait_for(state="attached")
    if card is Card.GUARD and nobody.count() == 0:
        panel.locator(".lovelet-guess select option").first.wait_for(state="attached")


def decision(page, language="en"):
    """Wait until the person's decision is on the page; ("chancellor", labels) or
    ("play", labels), with the labels of the card buttons that may be clicked.

    The page is redrawn one widget at a time, and the status line comes before the
    hand: an enabled card button is the sign that the hand is drawn (a button's label
    is written before it is enabled).  During a Chancellor's choice the buttons say
    "Keep: <card>".
    """
    enabled = page.locator(f"{PLAYABLE}:not([disabled]):visible")
    enabled.first.wait_for()
    labels = enabled.all_inner_texts()
    keep = f"{text('table_keep', language)}: "
    if any(label.startswith(keep) for label in labels):
        return "chancellor", labels
    return "play", labels


def keep_and_order(page):
    """Choose the first card to keep and the first order, as offered; returns the Confirm
    button, once enabled (the move is complete)."""
    page.locator(".lovelet-table .lovelet-chancellor:visible").wait_for()
    choose(page.locator(".lovelet-keep select"), index=0)
    page.locator(".lovelet-order:visible select option").first.wait_for(state="attached")
    choose(page.locator(".lovelet-order select"), index=0)
    return page.locator(".lovelet-table .lovelet-confirm:not([disabled])")


def choose_card(labels, avoid=()):
    """Of the buttons ``labels``, the first whose card is not named in ``avoid`` (else the first)."""
    preferred = [label for label in labels if not any(label.startswith(f"{name} (") for name in avoid)]
    return (preferred or labels)[0]


def aim(page, label, language="en"):
    """After a click on the card button ``label``: its first target and first guess; returns
    the Play button."""
    wait_for_play_panel(page, card_named(label, language), language)
    choose_first(page, ".lovelet-target")
    choose_first(page, ".lovelet-guess")
    return page.locator(".lovelet-table .lovelet-play:visible:not([disabled])")


def play_any(page, avoid=(), language="en"):
    """Make one legal decision by clicking, whatever it is: a Chancellor's keep and order,
    or a card (not one of the names ``avoid`` when another may be played) with its
    first target and first guess.  Returns the label of the card button clicked, or
    "confirm" for a Chancellor's choice."""
    kind, labels = decision(page, language)
    if kind == "chancellor":
        click(keep_and_order(page))
        return "confirm"
    label = choose_card(labels, avoid)
    click(page.locator(f"{PLAYABLE}:not([disabled]):visible").filter(has_text=label).first)
    click(aim(page, label, language))
    return label


def card_named(label, language="en"):
    """The Card of a card button's label ("Guard (1)")."""
    name = label.rsplit(" (", 1)[0]
    return next(card for card in Card if card_name(card, language) == name)
