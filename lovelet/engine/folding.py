"""Text compared as a person types it: with case and accents ignored.

A card's or a player's name is looked up by its folded form, so "Wächterin",
"wachterin" and "WÄCHTERIN" name the same card, and "ann" the player Ann.
"""

from __future__ import annotations

import unicodedata

__all__ = ["folded"]


def folded(text: str) -> str:
    """``text`` in a form that ignores case and accents ("Wächterin" -> "wachterin")."""
    decomposed = unicodedata.normalize("NFKD", text.strip().casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))
