"""The companion's games, kept in one folder, each found by its code and by nothing else.

Every game a companion page starts gets a fresh code (:func:`new_code`): 10 characters
of Crockford's base 32 (digits and capital letters without I, L, O and U), 50 random
bits drawn from :mod:`secrets`, so that a classmate cannot guess another's code.  Its
record is saved after every entry in :func:`games_folder` as ``<CODE>.json`` (written
atomically by :mod:`lovelet.companion.storage`, readable by the server's user only),
and taken up again by that code alone: a page's address carries it
(``companion.ipynb?game=CODE``, :func:`code_in_query`), or a person types it.

Nothing a page sends becomes a file name except through :func:`parse_code`, which
accepts only a code of the alphabet (after the readings Crockford allows: lower case,
``O`` for ``0``, ``I`` and ``L`` for ``1``, hyphens and spaces between groups) and
refuses anything else with ``IllegalAction("BAD_GAME_CODE", ...)``: no path, no
traversal, no other file of the folder.

The folder is ``$LOVELET_COMPANION_DIR`` when it is set; else, in a browser (the static
site, where Pyodide runs lovelet: :func:`in_browser`), :data:`BROWSER_FOLDER` under the
kernel's current folder, which is the site's drive that JupyterLite keeps in the
browser's own storage (IndexedDB), so that the games outlive a reload; else
``$XDG_DATA_HOME/lovelet/companion`` (by default ``~/.local/share/lovelet/companion``).

The site's drive needs JupyterLite's service worker, which a browser runs only for a site
served over https or from localhost: a site opened over plain http from another machine
has no drive.  There the games are kept in the page's own memory instead
(:func:`browser_keeps_games` is then False, and the page says that a reload loses the
game).

A browser has no address a kernel can read, so there each device (a browser profile,
that is one folder) keeps its current game: :func:`set_current_game` names it after a
start or a resume, and :func:`current_game` finds it again when the page opens.
"""

from __future__ import annotations

import functools
import os
import tempfile
import secrets
import sys
import urllib.parse
from pathlib import Path
from typing import TYPE_CHECKING

from lovelet.companion.record import Record
from lovelet.engine.files import write_atomically
from lovelet.text.refusals import refused

if TYPE_CHECKING:  # named for the annotations only
    from lovelet.companion.entries import Setup

__all__ = ["ALPHABET", "CODE_LENGTH", "FOLDER_VARIABLE", "BROWSER_FOLDER", "new_code", "parse_code", "in_browser",
           "games_folder", "game_path", "game_exists", "start_game", "resume_game", "code_in_query", "current_game",
           "set_current_game", "browser_keeps_games"]

#: Crockford's base 32: the ten digits and the capitals but I, L, O and U (read as 1, 1, 0, V).
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: Characters in a code: 10 x 5 = 50 random bits.
CODE_LENGTH = 10
#: The environment variable naming the folder of the saved games.
FOLDER_VARIABLE = "LOVELET_COMPANION_DIR"
#: The folder of the games in a browser, under the kernel's current folder (the site's drive).
BROWSER_FOLDER = os.path.join(".lovelet", "companion")
# The file of a folder naming its device's current game (not a code: no game is ever called so).
_CURRENT = "current-game"

_EXAMPLE = "7K3M9QXD2F"
# Crockford's decoding: the letters a person may read for a digit, and the separators.
_READINGS = str.maketrans({"O": "0", "I": "1", "L": "1", "-": None, " ": None})
_LONGEST_TYPED = 40  # anything longer is no code, and is not echoed whole


def new_code() -> str:
    """A fresh game code: :data:`CODE_LENGTH` characters of :data:`ALPHABET`, from
    :func:`secrets.choice` (never a seeded generator: a code is a key, not a deal)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def parse_code(typed: object) -> str:
    """The code ``typed`` stands for, in its canonical form; anything that is not a code
    raises IllegalAction BAD_GAME_CODE (its sentence quotes what was typed, shortened)."""
    if not isinstance(typed, str):
        raise _malformed(repr(typed))
    code = typed.strip().upper().translate(_READINGS)
    if len(code) != CODE_LENGTH or any(character not in ALPHABET for character in code):
        shown = typed.strip()
        if len(shown) > _LONGEST_TYPED:
            shown = shown[:_LONGEST_TYPED] + "..."
        raise _malformed(repr(shown))
    return code


def _malformed(shown):
    return refused("BAD_GAME_CODE.malformed", code=shown, length=CODE_LENGTH, example=_EXAMPLE)


def in_browser(platform: str | None = None) -> bool:
    """Whether lovelet runs in a browser, as Pyodide does on the static site
    (``sys.platform == "emscripten"``); ``platform`` stands for ``sys.platform`` (tests)."""
    return (sys.platform if platform is None else platform) == "emscripten"


def games_folder(browser: bool | None = None) -> Path:
    """The folder of the companion's saved games (see the module's docstring); it may not
    exist yet (:func:`start_game` makes it).  ``browser`` says whether lovelet runs in a
    browser (default: :func:`in_browser`)."""
    chosen = os.environ.get(FOLDER_VARIABLE, "").strip()
    if chosen:
        return Path(chosen).expanduser()
    if in_browser() if browser is None else browser:
        drive = Path.cwd() / BROWSER_FOLDER
        return drive if _writable(drive) else Path(tempfile.gettempdir()) / "lovelet-companion"
    data = os.environ.get("XDG_DATA_HOME", "").strip() or os.path.join("~", ".local", "share")
    return Path(data).expanduser() / "lovelet" / "companion"


@functools.lru_cache(maxsize=None)
def _writable(folder: Path) -> bool:
    """Whether a file can be written in ``folder`` (made if missing); asked once per folder:
    in a browser without the site's drive every attempt is a failed request."""
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        probe = folder / ".probe"
        probe.write_text("", encoding="ascii")
        probe.unlink()
    except OSError:
        return False
    return True


def browser_keeps_games() -> bool:
    """Whether the games of this browser's page outlive a reload: the site's drive can be
    written (see the module's docstring).  Outside a browser, always True."""
    if not in_browser() or os.environ.get(FOLDER_VARIABLE, "").strip():
        return True
    return _writable(Path.cwd() / BROWSER_FOLDER)


def game_path(code: str, folder: str | Path | None = None) -> Path:
    """The file of the game ``code`` (checked by :func:`parse_code`) in ``folder``
    (default: :func:`games_folder`)."""
    return Path(folder if folder is not None else games_folder()) / f"{parse_code(code)}.json"


def game_exists(code: str, folder: str | Path | None = None) -> bool:
    """Whether a game is saved under ``code`` (False for anything that is not a code)."""
    try:
        return game_path(code, folder).is_file()
    except (OSError, ValueError):  # IllegalAction is a ValueError: no code, no game
        return False


def start_game(setup: Setup, folder: str | Path | None = None) -> tuple[str, Record]:
    """(code, record): a new record of ``setup`` (a :class:`~lovelet.companion.Setup`)
    under a fresh code, saved at once in ``folder`` (made if missing, for the server's
    user only); never replaces a game already saved."""
    folder = Path(folder if folder is not None else games_folder())
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as error:
        raise refused("BAD_PATH.companion_folder", detail=error.strerror or type(error).__name__) \
            from None
    while True:
        code = new_code()
        path = game_path(code, folder)
        if not path.exists():  # 2**50 codes: a second draw is all but never needed
            return code, Record(setup, autosave=str(path))


def resume_game(code: str, folder: str | Path | None = None) -> Record:
    """(code, record): the game saved under ``code``, autosaving to it again; a code that
    is not one or names no game raises BAD_GAME_CODE, a damaged record BAD_SAVE."""
    code = parse_code(code)
    path = game_path(code, folder)
    if not path.is_file():
        raise refused("BAD_GAME_CODE.unknown", code=code)
    return code, Record.resume(str(path))


def code_in_query(query: str) -> str | None:
    """The ``game`` parameter of a page's query string (``"game=7K3M9QXD2F"``, with or
    without its ``?``), as typed, or None when there is none; the last one wins."""
    if not isinstance(query, str):
        return None
    values = urllib.parse.parse_qs(query.lstrip("?"), keep_blank_values=True).get("game")
    return values[-1] if values else None


def current_game(folder: str | Path | None = None) -> str | None:
    """The code of the device's current game in ``folder`` (default: :func:`games_folder`):
    the game last started or taken up there, when it is still saved; else None (never a
    refusal: a page with no current game shows its start form)."""
    try:
        typed = (Path(folder if folder is not None else games_folder()) / _CURRENT).read_text(encoding="ascii")
        code = parse_code(typed)
    except (OSError, ValueError):  # no file, unreadable, or not a code (IllegalAction is a ValueError)
        return None
    return code if game_exists(code, folder) else None


def set_current_game(code: str, folder: str | Path | None = None) -> None:
    """Make the game ``code`` the device's current game in ``folder`` (default:
    :func:`games_folder`); a folder that cannot be written raises BAD_PATH."""
    code = parse_code(code)
    write_atomically(code + "\n", Path(folder if folder is not None else games_folder()) / _CURRENT)
