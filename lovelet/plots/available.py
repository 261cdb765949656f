"""Whether matplotlib can be drawn with here: the one question every chart asks first.

In a browser's Pyodide (the classroom site with no server) there is no matplotlib: the
widgets then show their charts as lovelet's own SVG
(:func:`lovelet.display.chart_svg.chart_svg`), and a ``plot_*`` function given no axes
returns its chart description, which a notebook shows as that SVG.
"""

import functools
import importlib

__all__ = ["matplotlib_available"]


@functools.cache
def matplotlib_available():
    """True when matplotlib can be imported here (never in a browser's Pyodide); asked
    once, then remembered."""
    try:
        importlib.import_module("matplotlib")  # an optional extra: only its presence is asked
    except ImportError:
        return False
    return True
