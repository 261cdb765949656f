"""The drawings of the tutorial's steps, as HTML: the cards, a dealt round, the favors
that win, the two editions side by side.

Every picture is drawn from the package (the editions, a round dealt with the lesson's
seed, seen from the first seat: the others' cards face down), so that it says what the
engine plays, with lovelet's SVG cards, as every page of the kit draws them.
"""

import html

from lovelet.engine.cards import CLASSIC, REVISED
from lovelet.engine.game import Game
from lovelet.text.i18n import card_name, say
from lovelet.display.svg import card_back_svg, card_svg
from lovelet.lessons.tutorial.texts import NAMES

__all__ = ["PICTURES", "picture_html"]

_CELL = "padding:2px 10px;text-align:center;border-bottom:1px solid #ccc"


_SIZE = 56  # a card's width in pixels


def _card(card, language):
    return f'<span style="display:inline-block;margin:1px">{card_svg(card, REVISED, language, size=_SIZE)}</span>'


def _back(language):
    return f'<span style="display:inline-block;margin:1px">{card_back_svg(language, size=_SIZE)}</span>'


def _cards(language, seed):
    return ('<div style="display:flex;flex-wrap:wrap;gap:2px">'
            + "".join(_card(card, language) for card in REVISED.cards) + "</div>")


def _setup(language, seed):
    """A round of three dealt with ``seed``, as the first seat sees it once it has drawn."""
    rnd = Game(REVISED, list(NAMES[language][:3]), seed=seed).round
    obs = rnd.observation(0)
    rows = []
    for seat, name in enumerate(obs.names):
        held = "".join(_card(card, language) for card in obs.hand) if seat == 0 else \
            "".join(_back(language) for _ in range(obs.hand_size(seat)))
        mark = " &#9654;" if seat == obs.current_player else ""
        you = f" ({html.escape(say('you', language))})" if seat == 0 else ""
        rows.append(f'<tr><td style="{_CELL}"><b>{html.escape(name)}</b>{you}{mark}</td>'
                    f'<td style="{_CELL}">{held}</td></tr>')
    middle = (f'<div style="display:flex;gap:18px;align-items:flex-end;text-align:center">'
              f"<div>{_back(language)}<br/>{html.escape(say('table_deck_count', language, count=obs.deck_size))}"
              f"</div><div>{_back(language)}<br/>{html.escape(say('set_aside', language))}</div></div>")
    return f'{middle}<table style="border-collapse:collapse;margin-top:4px">{"".join(rows)}</table>'


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
