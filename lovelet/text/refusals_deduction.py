"""Sentences of the refusals of the deduction tools, the agents and the plots (lovelet.deduction, lovelet.agents, lovelet.plots), in English, French and German.

Data only: :mod:`lovelet.text.refusals` merges these templates into its own.  Keys are
``CODE.variant``; placeholders are the values the refusal is made with (see
:mod:`lovelet.text.refusals` for ``{card}``, ``{the_card}``, ``{names}``...).
"""

__all__ = ["DEDUCTION_TEMPLATES"]

DEDUCTION_TEMPLATES = {
    "en": {
    },
    "fr": {
    },
    "de": {
    },
}
