"""The list of the student pages: their names, titles and the one line that shows each.

:data:`PAGES` maps each page's name to its :class:`StudentPage`, in the order a landing
page lists them: the Table, the rules tutorial, the companion, then one page of exercise
boxes per lesson that has any (:data:`LESSONS`).  A page knows its title in every
language and the line of Python that shows it (:meth:`StudentPage.code`), which the
static site runs when the page opens.  Nothing here loads a widget: the list is read by
the site's build without ipywidgets.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from lovelet.engine.errors import refused, shown
from lovelet.text.i18n import text
from lovelet.text.languages import LANGUAGES, language_of

__all__ = ["StudentPage", "PAGES", "LESSONS", "lesson_named", "page_named"]

#: The lessons with exercise boxes, by their notebooks' names (lessons 5 and 6 have none).
LESSONS = ("02-first-round", "03-deduction", "04-probability", "07-class-games")


@dataclass(frozen=True)
class StudentPage:
    """One student page: its ``name`` (a file name on the site), the ``function`` of
    :mod:`lovelet.pages` that shows it and the ``arguments`` it takes before the language."""

    name: str
    function: str
    arguments: tuple[str, ...]
    title_key: str

    def title(self, language: str = "en") -> str:
        """The page's title in ``language``."""
        return text(self.title_key, language_of(language))

    @property
    def titles(self) -> Mapping[str, str]:
        """The page's title in every language, {"en": ..., "fr": ..., "de": ...}."""
        return MappingProxyType({language: self.title(language) for language in LANGUAGES})

    def code(self, language: str = "en") -> str:
        """The one line of Python that shows the page in ``language``:
        ``import lovelet.pages as p; p.table("fr")``."""
        arguments = ", ".join(repr(value) for value in (*self.arguments, language_of(language)))
        return f"import lovelet.pages as p; p.{self.function}({arguments})"


def _pages() -> dict[str, StudentPage]:
    pages = [StudentPage("table", "table", (), "page_title_table"),
             StudentPage("tutorial", "tutorial", (), "page_title_tutorial"),
             StudentPage("companion", "companion", (), "page_title_companion")]
    pages += [StudentPage(f"exercises-{lesson}", "exercises", (lesson,), f"page_title_lesson_{lesson[:2]}")
              for lesson in LESSONS]
    return {page.name: page for page in pages}


#: Every student page by its name, in the order a landing page lists them.
PAGES: Mapping[str, StudentPage] = MappingProxyType(_pages())


def lesson_named(lesson: object) -> str:
    """The name in :data:`LESSONS` of ``lesson``: that name, its number (4, "4", "04") or
    its topic ("probability"); anything else raises IllegalAction BAD_OPTION."""
    if isinstance(lesson, int) and not isinstance(lesson, bool):
        wanted = f"{lesson:02d}"
    elif isinstance(lesson, str):
        wanted = lesson.strip().lower()
    else:
        wanted = None
    for name in LESSONS:
        number, _, topic = name.partition("-")
        if wanted in (name, number, number.lstrip("0"), topic):
            return name
    raise refused("BAD_OPTION.page_lesson", lessons=", ".join(LESSONS), shown=shown(lesson))


def page_named(name: object) -> StudentPage:
    """The :class:`StudentPage` called ``name``; anything else raises IllegalAction BAD_OPTION."""
    if isinstance(name, str) and name in PAGES:
        return PAGES[name]
    raise refused("BAD_OPTION.page_name", pages=", ".join(PAGES), shown=shown(name))
