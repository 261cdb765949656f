"""The order of the companion page's instructions (their words are the catalogs' texts).

The companion page (:mod:`lovelet.widgets.companion_view`) shows how to use it as a list
of steps; :data:`COMPANION_HOW` gives the keys of their texts (:data:`lovelet.text.i18n.TEXTS`)
in the order they are read.
"""

from typing import Final

__all__ = ["COMPANION_HOW"]

COMPANION_HOW: Final = ("companion_how_start", "companion_how_tap", "companion_how_slip", "companion_how_round",
                              "companion_how_code", "companion_how_read")
