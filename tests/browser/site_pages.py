"""The classroom site (``make site``) built, served on 127.0.0.1 and opened in Chromium
with every request to another address aborted and counted.

:func:`built_site` builds it from this checkout into a fresh folder, exactly as
``make site`` does (``tools.site.build``); :func:`serving_site` serves it with the same
static server as ``make site-serve``; :class:`SiteBrowser` opens a Chromium context whose
every request is routed: the site's own go through, any other is aborted and kept in
``foreign`` (there must be none: the site works offline).
"""

import contextlib
import threading
import urllib.parse

from tools.site.build import ROOT, build
from tools.site.serve import server

from .voila_server import chromium

#: Milliseconds for a page to be ready: Pyodide starts, lovelet installs, the page draws.
SITE_TIMEOUT = 120_000


def built_site(folder, teacher=False):
    """Build the site into ``folder``/site (from a clean slate) and return that path."""
    # The download cache is make site's own (build/site-cache): the registries' files are
    # the same for every build of the same versions; the site itself is built anew.
    return build(folder / "site", ROOT / "build" / "site-cache", teacher, report=lambda _line: None)


@contextlib.contextmanager
def serving_site(folder):
    """Serve ``folder`` on a free port of 127.0.0.1; yields its base address."""
    httpd = server(folder, 0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_port}"
    finally:
        httpd.shutdown()
        httpd.server_close()


class SiteBrowser:
    """A Chromium context (a fresh profile) in which only ``base`` may be reached; the
    site's paths asked for are kept in ``asked``."""

    def __init__(self, playwright, profile, base, viewport=(1366, 768), timeout=30_000):
        self.base, self.foreign, self.failed, self.asked = base, [], [], []
        self.context = chromium(playwright, profile, viewport=viewport)
        self.context.set_default_timeout(timeout)
        self.context.route("**/*", self._route)

    def _route(self, route):
        url = route.request.url
        if url.startswith(self.base + "/") or url == self.base:
            self.asked.append(urllib.parse.urlsplit(url).path)
            route.continue_()
        elif url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.foreign.append(url)
            route.abort()

    def open(self, address):
        """A new tab on ``address`` (relative to the site's root); failed answers (4xx,
        5xx) are kept in ``failed``."""
        page = self.context.new_page()
        page.on("response", lambda answer: self.failed.append((answer.status, answer.url))
                if answer.status >= 400 else None)
        page.goto(f"{self.base}/{address}")
        return page

    def downloaded(self, folder):
        """Bytes of the distinct files of the site ``folder`` asked for so far."""
        paths = {folder / urllib.parse.unquote(path).lstrip("/") for path in self.asked}
        return sum(path.stat().st_size for path in paths if path.is_file())

    def close(self):
        self.context.close()
