"""Where the companion's page is: its query string and its address, as Voilà tells the kernel.

Voilà gives the kernel of a page it renders the page's request as environment variables
(CGI's names, RFC 3875): ``QUERY_STRING`` (``game=7K3M9QXD2F``), ``SCRIPT_NAME``
(``/voila/render/companion.ipynb``), ``SERVER_NAME`` and ``SERVER_PORT``, and
``VOILA_REQUEST_URL`` (the whole address).  A kernel started ahead of its page
(``--preheat_kernel=True``) has none of them while it runs the notebook: there
:func:`voila.utils.get_query_string` waits until a page takes the kernel and then puts
them in the environment, so :func:`this_page` calls it, and only then (Voilà is not
needed anywhere else: in JupyterLab or nbval the page is simply not served by Voilà).
"""

import os
import urllib.parse
from typing import NamedTuple, Optional

from lovelet.companion.games import code_in_query

__all__ = ["Page", "this_page", "DEFAULT_PAGE"]

#: The address a game's address is built on when the page is not served by Voilà.
DEFAULT_PAGE = "companion.ipynb"


class Page(NamedTuple):
    """The page a kernel draws: the ``game`` its address asks for (as typed, None when it
    asks for none), its own address without the query (``address``), and whether Voilà
    serves it (``served``: then the browser's address can follow the game)."""

    game: Optional[str]
    address: str
    served: bool


def _query_string():
    """The page's query string ('' when there is none or no Voilà page)."""
    if os.environ.get("VOILA_PREHEAT", "False") == "True":
        from voila.utils import get_query_string  # a lazy extra: only a preheated Voilà kernel needs it

        return get_query_string() or ""
    return os.environ.get("QUERY_STRING", "")


def this_page():
    """The :class:`Page` this kernel draws (see the module's docstring)."""
    query = _query_string()
    script = os.environ.get("SCRIPT_NAME", "")
    if not script:
        return Page(code_in_query(query), DEFAULT_PAGE, False)
    requested = os.environ.get("VOILA_REQUEST_URL", "")
    parts = urllib.parse.urlsplit(requested)
    if parts.scheme in ("http", "https") and parts.path == script:
        address = urllib.parse.urlunsplit((parts.scheme, parts.netloc, parts.path, "", ""))
    else:  # a preheated kernel learns the request's parts, not its scheme
        host, port = os.environ.get("SERVER_NAME", ""), os.environ.get("SERVER_PORT", "")
        address = f"http://{host}{':' + port if port else ''}{script}" if host else script
    return Page(code_in_query(query), address, True)
