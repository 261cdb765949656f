"""Sentences of the rules' own refusals: cards, actions, seats, seeds, files (lovelet.engine's cards, naming, actions, arguments, legality, streams, files), in English, French and German.

Data only: :mod:`lovelet.text.refusals` merges these templates into its own.  Keys are
``CODE.variant``; placeholders are the values the refusal is made with (see
:mod:`lovelet.text.refusals` for ``{card}``, ``{the_card}``, ``{names}``...).
"""

__all__ = ["RULES_TEMPLATES"]

RULES_TEMPLATES = {
    "en": {
    },
    "fr": {
    },
    "de": {
    },
}
