"""Sentences of the refusals of matches, tournaments, isolated agents, the command line, the companion, the lessons and the reinforcement-learning environment (lovelet.lab, lovelet.companion, lovelet.lessons, lovelet.rl), in English, French and German.

Data only: :mod:`lovelet.text.refusals` merges these templates into its own.  Keys are
``CODE.variant``; placeholders are the values the refusal is made with (see
:mod:`lovelet.text.refusals` for ``{card}``, ``{the_card}``, ``{names}``...).
"""

__all__ = ["LAB_TEMPLATES"]

LAB_TEMPLATES = {
    "en": {
    },
    "fr": {
    },
    "de": {
    },
}
