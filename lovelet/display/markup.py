"""The one escape of lovelet's HTML: text a person typed (a player's name) or a translated
word, made safe to put inside an element or an attribute.

Every view and drawing that writes HTML by hand calls :func:`escaped` on each value it
puts in; a name such as ``<b>Ann</b>`` or ``"Ann" onclick=...`` is then shown as written
and never read as markup.
"""

from __future__ import annotations

import html

__all__ = ["escaped"]


def escaped(value: object) -> str:
    """``str(value)`` with ``&``, ``<``, ``>`` and both quotes escaped: safe in an element
    and in a quoted attribute."""
    return html.escape(str(value), quote=True)
