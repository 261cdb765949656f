"""Sentences of the refusals of the classroom kit's widgets and drawings (lovelet.widgets, lovelet.display), in English, French and German.

Data only: :mod:`lovelet.text.refusals` merges these templates into its own.  Keys are
``CODE.variant``; placeholders are the values the refusal is made with (see
:mod:`lovelet.text.refusals` for ``{card}``, ``{the_card}``, ``{names}``...).
"""

__all__ = ["WIDGETS_TEMPLATES"]

WIDGETS_TEMPLATES = {
    "en": {
    },
    "fr": {
    },
    "de": {
    },
}
