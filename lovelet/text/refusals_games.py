"""Sentences of the refusals of rounds, games, positions, observations, replays and saves (lovelet.engine's round, game, positions, observation, replay, restoring, saving), in English, French and German.

Data only: :mod:`lovelet.text.refusals` merges these templates into its own.  Keys are
``CODE.variant``; placeholders are the values the refusal is made with (see
:mod:`lovelet.text.refusals` for ``{card}``, ``{the_card}``, ``{names}``...).
"""

__all__ = ["GAMES_TEMPLATES"]

GAMES_TEMPLATES = {
    "en": {
    },
    "fr": {
    },
    "de": {
    },
}
