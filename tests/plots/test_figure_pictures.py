"""Figures shown in a notebook carry their words as a text alternative (issue 17)."""

import base64
import html
import re

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
from IPython.core.formatters import DisplayFormatter  # noqa: E402

from lovelet.plots.pictures import figure_html, figure_text, named_figures  # noqa: E402

HOSTILE = '<img src=x onerror=alert(1)> "quoted"'


class Shell:
    """What :func:`named_figures` needs of IPython: its display formatters."""

    def __init__(self):
        self.display_formatter = DisplayFormatter()


def a_figure(title=HOSTILE):
    figure, ax = plt.subplots()
    ax.bar(["Guard", "Priest"], [5, 2])
    ax.set_title(title)
    ax.set_xlabel("card")
    ax.set_ylabel("copies")
    figure.suptitle("The deck")
    return figure


def test_the_words_of_a_figure_are_its_titles_and_axis_labels():
    figure = a_figure("Copies by card")
    assert figure_text(figure) == "The deck; Copies by card, x: card, y: copies"
    empty = plt.figure()
    assert figure_text(empty) == "chart"  # never an empty alternative
    plt.close("all")


def test_a_figure_is_a_picture_with_its_words_escaped_and_reachable_with_tab():
    figure = a_figure()
    shown = figure_html(figure)
    assert shown.count("<img") == 1 and 'tabindex="0"' in shown
    alt = re.search(r'alt="([^"]*)"', shown).group(1)
    assert "<" not in alt and html.unescape(alt) == figure_text(figure)
    png = base64.b64decode(re.search(r"base64,([A-Za-z0-9+/=]+)", shown).group(1))
    assert png[:4] == b"\x89PNG"
    plt.close("all")


def test_named_figures_makes_the_notebook_show_figures_with_their_words():
    shell = Shell()
    figure = a_figure("Copies by card")
    data, _metadata = shell.display_formatter.format(figure)
    assert "text/html" not in data  # before: a bare picture
    assert named_figures(shell) is True
    data, _metadata = shell.display_formatter.format(figure)
    assert 'alt="The deck; Copies by card, x: card, y: copies"' in data["text/html"]
    assert "image/png" not in data  # the picture is stored once, in the HTML
    assert named_figures.__module__ == "lovelet.plots.pictures"
    plt.close("all")


def test_without_a_notebook_nothing_is_changed():
    assert named_figures() is False  # no IPython running in this test process
