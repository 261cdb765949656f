"""The browser tests: Voilà serves ``notebooks/``, Playwright drives the system Chromium.

One Voilà server for the whole folder (``voila_url``), started on a free port of
127.0.0.1 and stopped with every kernel it started; one Chromium (Debian's package
``chromium``, launched by its path: Playwright's own browser download is not used)
with a fresh profile; a fresh tab per test (``page``), which records the websocket
frames it receives, so that a test can read the widget state the page was sent.

Without Chromium, Playwright or Voilà every test here is skipped with that reason,
except in CI (``CI=true``, as on the CI machine that runs ``.ci/run``, which installs
Chromium): there a browser test that cannot run is a failure, not a skip.
"""

import os

import pytest
from .table_page import record_frames
from .voila_server import chromium, chromium_path, serving

#: Milliseconds to wait for a page: Voilà starts a kernel and runs the notebook first.
PAGE_TIMEOUT = 90_000
#: Milliseconds to wait for the page to answer a click (bots' pauses included).
STEP_TIMEOUT = 30_000


def _why_not():
    """Why the browser tests cannot run here, or None when they can."""
    for module, name in (("playwright.sync_api", "Playwright (Python)"), ("voila", "Voilà"),
                         ("psutil", "psutil")):
        try:
            __import__(module)
        except ImportError:
            return f"{name} is not installed (`make venv` installs the dev extra)"
    if chromium_path() is None:
        return "no Chromium found (apt-get install chromium; .ci/run does it)"
    return None


@pytest.fixture(autouse=True, scope="session")
def _browser_available():
    reason = _why_not()
    if reason is None:
        return
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"the browser tests must run in CI, but {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="package")
def voila_url(tmp_path_factory):
    """The base URL (no trailing slash) of a Voilà server serving ``notebooks/``."""
    try:
        with serving(folder=tmp_path_factory.mktemp("voila")) as server:
            yield server.url
    except RuntimeError as failure:
        pytest.fail(str(failure), pytrace=False)


# Package scope, not session: Playwright's sync API keeps an asyncio loop running in this
# thread while it is open, which the other tests (and the widgets' "is a loop running?")
# must not see, so the browser closes once the browser tests are done.
@pytest.fixture(scope="package")
def browser_context(tmp_path_factory):
    """One headless Chromium with a fresh profile, for the browser tests."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        context = chromium(playwright, tmp_path_factory.mktemp("chromium-profile"))
        context.set_default_timeout(STEP_TIMEOUT)
        context.lovelet_playwright = playwright  # a test may open a second browser context
        yield context
        context.close()


@pytest.fixture
def page(browser_context):
    """A fresh tab that keeps every websocket frame it receives (``page.frames_received``,
    as text: the widget state the page was sent) and every dialog that opened
    (``page.dialogs``: none should).  Closing the tab at the end lets Voilà shut its
    kernel down.
    """
    tab = browser_context.new_page()
    record_frames(tab)
    dialogs = tab.dialogs = []

    def dismiss(dialog):
        dialogs.append(dialog.message)
        dialog.dismiss()

    tab.on("dialog", dismiss)
    yield tab
    tab.close()


@pytest.fixture
def laptop(page):
    """A fresh tab (see ``page``) the size of a laptop's window: 1366 x 768."""
    page.set_viewport_size({"width": 1366, "height": 768})
    return page
