"""The typography of a language that a plain string does not carry: French spacing.

French sets a space before the high punctuation marks and the percent sign, and inside
guillemets, and that space never breaks a line: "Pioche : 0", "Prêt ?", "27 %",
« Garde ».  :func:`french_spacing` makes any French text follow that rule, whatever
its writer typed (a space or none, an ordinary or a no-break one); it is applied in one
place, where lovelet produces French text (:func:`lovelet.text.i18n.text` and
:func:`lovelet.text.i18n.formatted`, through which the catalogs, the refusals and the
narration pass), so that no catalog string needs to be written with special spaces.

The spaces are those of the Imprimerie nationale's rules as most French software sets
them: a no-break space (U+00A0) before ":", a narrow no-break space (U+202F) before
";", "!", "?" and "%" and inside « ».  Placeholders ("{name}", "{p:.0%}"), HTML tags
and entities ("<b>", "&amp;"), web addresses and clock times ("10:30") are left as
they are, and the values put into a template (a player's name) are never touched.
"""

from __future__ import annotations

import functools
import re

__all__ = ["french_spacing", "NO_BREAK_SPACE", "NARROW_NO_BREAK_SPACE"]

NO_BREAK_SPACE = "\u00a0"
NARROW_NO_BREAK_SPACE = "\u202f"

_SPACES = " \u00a0\u202f"
# What is never respaced: placeholders and escaped braces, HTML tags and entities, addresses.
_PROTECTED = re.compile(r"\{\{|\}\}|\{[^{}]*\}|<[^<>]*>|&#?\w+;|[a-z]+://\S+")
# A private-use character stands for each protected piece while the rules run.
_FIRST_MARK = 0xE000
_MARKS = "\ue000-\uf8ff"

# A mark that ends a phrase: after a word (a letter, a digit, a closing bracket or
# quote, a placeholder), with or without a space, and before a space or the end.
_BEFORE_HIGH = re.compile(rf"(?<=[\w)\]»\"'’…{_MARKS}])[{_SPACES}]?([;!?])(?=[\s{_MARKS}»\"'’)!?]|$)")
# (A colon glued to what follows, "{hours}:{minutes}", is not punctuation.)
_BEFORE_COLON = re.compile(rf"(?<=[\w)\]»\"'’…{_MARKS}])[{_SPACES}]?:(?=[\s»\"'’)]|$)")
_BEFORE_PERCENT = re.compile(rf"(?<=[\d{_MARKS}])[{_SPACES}]?%")
_AFTER_OPENING = re.compile(rf"«[{_SPACES}]?")
_BEFORE_CLOSING = re.compile(rf"[{_SPACES}]?»")


@functools.lru_cache(maxsize=4096)
def french_spacing(text: str) -> str:
    """``text`` with French spacing: a no-break space before ":", a narrow one before
    ";", "!", "?", "%" and inside « »; idempotent, and a text with none of these marks
    is returned as it is."""
    if not isinstance(text, str) or not any(mark in text for mark in ":;!?%«»"):
        return text
    kept: list[str] = []

    def keep(match: re.Match[str]) -> str:
        kept.append(match.group(0))
        return chr(_FIRST_MARK + len(kept) - 1)

    body = _PROTECTED.sub(keep, text)
    body = _BEFORE_HIGH.sub(lambda match: NARROW_NO_BREAK_SPACE + match.group(1), body)
    body = _BEFORE_COLON.sub(NO_BREAK_SPACE + ":", body)
    body = _BEFORE_PERCENT.sub(NARROW_NO_BREAK_SPACE + "%", body)
    body = _AFTER_OPENING.sub("«" + NARROW_NO_BREAK_SPACE, body)
    body = _BEFORE_CLOSING.sub(NARROW_NO_BREAK_SPACE + "»", body)
    return re.sub(f"[{_MARKS}]", lambda match: kept[ord(match.group(0)) - _FIRST_MARK], body)
