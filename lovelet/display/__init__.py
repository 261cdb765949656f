"""All the HTML and SVG lovelet draws: cards, boards, rounds, deduction tables, the coach's
page, the palette and the one escape of text.  Imports the engine and the text layer.

By concept: :mod:`~lovelet.display.markup` (the one escape), :mod:`~lovelet.display.styles`
and :mod:`~lovelet.display.blocks` (the pages' style sheets and small blocks),
:mod:`~lovelet.display.svg`, :mod:`~lovelet.display.cards` and :mod:`~lovelet.display.palette`
(cards), :mod:`~lovelet.display.boards`, :mod:`~lovelet.display.status_lines`,
:mod:`~lovelet.display.round_end` and :mod:`~lovelet.display.staged_result` (the boards of
the classroom kit's tables), :mod:`~lovelet.display.rounds` (rounds and games in a
notebook), :mod:`~lovelet.display.deduction_tables` and :mod:`~lovelet.display.coach`
(deduction and the coach), :mod:`~lovelet.display.companion` and
:mod:`~lovelet.display.companion_page` (the companion of a real game),
:mod:`~lovelet.display.lessons`, :mod:`~lovelet.display.explorer` and
:mod:`~lovelet.display.lab` (the lessons, the explorer and the strategy lab).  The views
of :mod:`lovelet.widgets` lay ipywidgets out and call these; none of these knows a widget.

The drawings most used from a notebook are named here too.
"""

from lovelet.display.deduction_tables import belief_html, outcomes_html, sharpening_html, tracker_html
from lovelet.display.rounds import (card_back_html, card_html, game_html, known_card_text,
                                    known_cards_html, observation_html, round_html)

__all__ = ["card_html", "card_back_html", "round_html", "observation_html", "game_html",
           "known_card_text", "known_cards_html", "tracker_html", "belief_html", "sharpening_html",
           "outcomes_html"]
