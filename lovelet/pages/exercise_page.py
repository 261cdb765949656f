"""A lesson's exercise page: its exercise boxes, each under what its question is about.

The boxes are the lesson's own (:mod:`lovelet.pages.exercise_sets`), numbered as in the
lesson; a box judges each answer in the kernel and tells the page only "right" or
"not yet" with a hint, so the page holds no answer.
"""

from __future__ import annotations

import ipywidgets as widgets
from IPython.display import display

from lovelet.display.blocks import paragraph_html, title_html
from lovelet.pages.exercise_sets import lesson_exercises
from lovelet.pages.listing import PAGES, lesson_named
from lovelet.plots.available import matplotlib_available
from lovelet.text.i18n import say
from lovelet.text.languages import language_of
from lovelet.widgets.access import access_sheet
from lovelet.widgets.exercise_view import ExerciseView

__all__ = ["exercises", "ExercisePage"]


class ExercisePage(widgets.VBox):
    """The exercise page of ``lesson`` (a name of :data:`~lovelet.pages.listing.LESSONS`) in
    ``language``: its title, how to answer, then each exercise (``boxes``) under its situation."""

    def __init__(self, lesson: str, language: str) -> None:
        self.lesson, self.language = lesson, language
        title = PAGES[f"exercises-{lesson}"].title(language)
        parts: list[widgets.Widget] = [widgets.HTML(title_html(title, 2, "margin:4px 0")),
                                       widgets.HTML(paragraph_html(say("page_exercises_intro", language)))]
        if not matplotlib_available():  # the classroom site: the lesson's plots are not here
            parts.append(widgets.HTML(paragraph_html(say("page_full_plots_note", language)),
                                      layout=widgets.Layout(max_width="60em")))
            parts[-1].add_class("lovelet-full-plots-note")
        self.boxes: list[ExerciseView] = []
        for numbered in lesson_exercises(lesson):
            situation = numbered.situation(language)
            if situation:
                parts.append(widgets.HTML(situation, layout=widgets.Layout(overflow="auto")))
            box = ExerciseView(numbered.exercise, language=language, number=numbered.number)
            self.boxes.append(box)
            parts.append(box)
        parts.append(access_sheet())
        super().__init__(parts, layout=widgets.Layout(max_width="60em"))
        self.add_class("lovelet-exercise-page")


def exercises(lesson: object, language: str = "en") -> ExercisePage:
    """Show the exercise page of ``lesson`` (its name, "04-probability", its number, 4, or
    its topic, "probability") in ``language``, in the current output, and return its widget.
    A lesson without exercise boxes, or an unknown lesson or language, raises
    IllegalAction BAD_OPTION with a sentence in English, French and German."""
    page = ExercisePage(lesson_named(lesson), language_of(language))
    display(page)
    return page
