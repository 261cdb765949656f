"""The student pages of the classroom site, each shown by one call.

On the static site (``make site``) every student's browser runs lovelet itself, in
Pyodide; each page is JupyterLite's REPL opened with one line of code, such as::

    import lovelet.pages as p; p.table("fr")

Each function displays the whole page in the current output, in the language given
("en", "fr" or "de"), as the students' version (no teacher's switch, no answer), and
returns the page's widget:

* :func:`table`: the Table, ready to play against bots, with the deduction panel;
* :func:`tutorial`: the rules tutorial, step by step;
* :func:`companion`: the companion of a real game (in a browser, the device's game is
  kept in the browser's storage and taken up again on a reload);
* :func:`exercises`: a lesson's exercise boxes (``exercises("04-probability", "de")``).

:data:`PAGES` lists them with their titles in every language and their line of code
(:class:`~lovelet.pages.listing.StudentPage`), for the site's landing page.  A language
or a lesson that is not one raises :class:`~lovelet.IllegalAction` (BAD_OPTION) with a
sentence in English, French and German.  None of them needs matplotlib, numpy or pandas.
"""

import importlib

from lovelet.pages.listing import LESSONS, PAGES, StudentPage, lesson_named, page_named

# Each page's function, loaded when it is called (PEP 562): a page brings only its own
# widgets into the browser, whose every import is paid for in the page's opening time.
_FUNCTIONS = {
    "table": "table_page",
    "tutorial": "tutorial_page",
    "companion": "companion_page",
    "exercises": "exercise_page",
}

__all__ = [*_FUNCTIONS, "PAGES", "LESSONS", "StudentPage", "lesson_named", "page_named", "show"]


def __getattr__(name):
    module = _FUNCTIONS.get(name)
    if module is None:
        raise AttributeError(f"module 'lovelet.pages' has no attribute {name!r}")
    return getattr(importlib.import_module(f"lovelet.pages.{module}"), name)


def __dir__():
    return sorted(list(globals()) + __all__)


def show(name, language="en"):
    """Show the page called ``name`` (a key of :data:`PAGES`) in ``language``; returns its widget."""
    page = page_named(name)
    return __getattr__(page.function)(*page.arguments, language)
