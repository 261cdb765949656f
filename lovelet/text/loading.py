"""What a person reads when a save or a one-player export is loaded or refused, in
English, French and German.

The loaders (:mod:`lovelet.engine.saving`, :mod:`lovelet.engine.restoring`, :mod:`lovelet.companion.exports`)
refuse a file whole with ``BAD_SAVE`` (an export whose events no round explains with
``BAD_EXPORT``); each refusal carries a key ``BAD_SAVE.variant`` (``BAD_EXPORT.variant``)
of :data:`TEMPLATES` and, in its values, the ``detail``: the technical part (the JSON
parser's message with its line and column, the field that is wrong, a keyed
``BAD_SAVE.detail_*`` refusal saying what is wrong, in the same language).  The templates say what happened in the
reader's language without the detail; a page shows the detail after it, smaller
(:func:`explained`).  :mod:`lovelet.text.refusals` merges these templates into its own, so
that :meth:`lovelet.IllegalAction.sentence` says them too.
"""

from __future__ import annotations

from typing import Final

from lovelet.engine.errors import IllegalAction
from lovelet.text.catalog import templates
from lovelet.text.typography import french_spacing

__all__ = ["TEMPLATES", "explained", "detail_label", "file_loaded"]

#: The sentences of a refused load, by language and key (the catalogs' ``loading`` section).
TEMPLATES: Final = templates("loading")


def _text(key: str, language: str) -> str:
    said = TEMPLATES.get(language, TEMPLATES["en"]).get(key) or TEMPLATES["en"][key]
    return french_spacing(said) if language == "fr" else said  # the kit's one French spacing


def explained(refusal: IllegalAction, language: str = "en") -> tuple[str, str]:
    """``(sentence, detail)`` of ``refusal`` in ``language``: what happened, said whole
    in that language, and the technical detail to show after it ('' when there is none).

    A load refusal (a key of :data:`TEMPLATES`) is said by its template, its detail
    apart (a detail that is itself a refusal is said in ``language`` too); any other
    refusal is its :meth:`~lovelet.IllegalAction.sentence` with no detail.
    """
    key = getattr(refusal, "key", None)
    if key and key in TEMPLATES["en"]:
        detail = refusal.values.get("detail")
        if isinstance(detail, IllegalAction):
            said = detail.sentence(language)
            return _text(key, language), said[:1].upper() + said[1:]
        return _text(key, language), str(detail or "")
    return refusal.sentence(language), ""


def detail_label(detail: object, language: str = "en") -> str:
    """"Details: ..." in ``language`` (plain text, not escaped)."""
    return _text("details", language).format(detail=detail)


def file_loaded(name: str, language: str = "en") -> str:
    """"game.json loaded" in ``language`` (plain text, not escaped)."""
    return _text("file_loaded", language).format(name=name)
