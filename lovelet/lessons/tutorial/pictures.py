"""The drawings of the tutorial's text steps, as HTML: the cards, a dealt round, the
favors that win, the two editions side by side.

Every picture is drawn from the package (the editions, a round dealt with the lesson's
seed, seen from the first seat), so that it says what the engine plays.
"""

import html

from ...cards import CLASSIC, REVISED
from ...display import card_html, observation_html
from ...game import Game
from ...i18n import card_name, say
from .texts import NAMES

__all__ = ["PICTURES", "picture_html"]

_CELL = "padding:2px 10px;text-align:center;border-bottom:1px solid #ccc"


def _cards(language, seed):
    return ('<div style="display:flex;flex-wrap:wrap;gap:4px">'
            + "".join(card_html(card, REVISED, language) for card in REVISED.cards) + "</div>")


def _setup(language, seed):
    rnd = Game(REVISED, list(NAMES[language][:3]), seed=seed).round
    return observation_html(rnd.observation(0), language)


def _table(rows):
    body = "".join("<tr>" + "".join(f'<td style="{_CELL}">{html.escape(str(cell))}</td>' for cell in row)
                   + "</tr>" for row in rows)
    return f'<table style="border-collapse:collapse;margin:4px 0">{body}</table>'


def _favors(language, seed):
    counts = range(REVISED.min_players, REVISED.max_players + 1)
    return _table([[say("tutorial_players", language)] + list(counts),
                   [say("tutorial_favors", language)] + [REVISED.favors_needed(count) for count in counts]])


def _classic(language, seed):
    rows = [["", say("tutorial_revised", language), say("tutorial_classic", language)]]
    for card in REVISED.cards:
        classic = f"{CLASSIC.value(card)} ×{CLASSIC.copies[card]}" if card in CLASSIC.values else "–"
        rows.append([card_name(card, language), f"{REVISED.value(card)} ×{REVISED.copies[card]}", classic])
    return _table(rows)


#: The pictures a text step may name.
PICTURES = {"cards": _cards, "setup": _setup, "favors": _favors, "classic": _classic}


def picture_html(name, language="en", seed=0):
    """The picture ``name`` (a key of :data:`PICTURES`; "" draws nothing) as HTML."""
    return PICTURES[name](language, seed) if name else ""
