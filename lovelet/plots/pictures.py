"""Figures shown in a notebook as pictures with a text alternative, for screen readers.

JupyterLab and Voilà draw a figure's PNG as an ``<img>`` with no ``alt``: a screen reader
says "image" and nothing more.  :func:`named_figures` asks IPython to show every
matplotlib figure as HTML too (IPython's documented way to give a type a representation:
``display_formatter.formatters["text/html"].for_type``), which the page prefers to the
PNG: the same picture, with the figure's own words as its ``alt`` (:func:`figure_text`:
its title, each plot's title and axis labels) and reachable with Tab, so that a
keyboard user can stop on it and hear it.

Matplotlib and IPython are imported by the functions that need them (optional extras).
"""

import base64
import html
import io

__all__ = ["named_figures", "figure_text", "figure_html"]


def figure_text(figure):
    """The words of ``figure`` a reader needs to know what it shows: its title, then each
    plot's title and axis labels ("Win rates over 200 games; x: agent; y: win rate")."""
    parts = []
    title = figure._suptitle.get_text().strip() if getattr(figure, "_suptitle", None) is not None else ""
    if title:
        parts.append(title)
    for ax in figure.get_axes():
        words = [ax.get_title().strip()]
        for axis, label in (("x", ax.get_xlabel()), ("y", ax.get_ylabel())):
            if label.strip():
                words.append(f"{axis}: {label.strip()}")
        parts.append(", ".join(word for word in words if word))
    text = "; ".join(" ".join(part.split()) for part in parts if part)
    return text or "chart"


def figure_html(figure):
    """``figure`` as an ``<img>`` (PNG, as the notebook's inline figures) whose ``alt`` is
    :func:`figure_text`, escaped; reachable with Tab."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", bbox_inches="tight", dpi=figure.dpi)
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    alt = html.escape(figure_text(figure), quote=True)
    return (f'<img class="lovelet-figure" tabindex="0" alt="{alt}" style="max-width:100%" '
            f'src="data:image/png;base64,{data}"/>')


def named_figures(shell=None):
    """From now on, show every matplotlib figure of this notebook (``shell``: the running
    IPython, found when None) as :func:`figure_html`; True if there is a notebook to do it in."""
    if shell is None:
        from IPython import get_ipython  # an optional extra: only in a notebook

        shell = get_ipython()
    if shell is None:
        return False
    import matplotlib.pyplot as plt  # an optional extra: only for figures
    from matplotlib.figure import Figure

    # The inline backend forgets every way of showing a Figure when it starts (at the first
    # figure) and when its settings change (%config InlineBackend...): start it now, and
    # say again before each cell how figures are shown.
    plt.close(plt.figure())

    def register(*_info):
        formatters = shell.display_formatter.formatters
        formatters["text/html"].for_type(Figure, figure_html)
        # The picture is in the HTML already: a second copy as a PNG output would double
        # the notebook's size (a formatter answering None shows nothing of its type).
        formatters["image/png"].for_type(Figure, _nothing)

    register()
    if hasattr(shell, "events"):
        shell.events.register("pre_run_cell", register)
    return True


def _nothing(_figure):
    """No output of this type (IPython leaves out a type whose formatter answers None)."""
    return None
