"""All the HTML and SVG lovelet draws: cards, boards, rounds, deduction tables, the coach's
page, the palette and the one escape of text.  Imports the engine and the text layer.

The drawings most used from a notebook are named here too.
"""

from lovelet.display.deduction_tables import belief_html, outcomes_html, sharpening_html, tracker_html
from lovelet.display.rounds import (card_back_html, card_html, game_html, known_card_text,
                                    known_cards_html, observation_html, round_html)

__all__ = ["card_html", "card_back_html", "round_html", "observation_html", "game_html",
           "known_card_text", "known_cards_html", "tracker_html", "belief_html", "sharpening_html",
           "outcomes_html"]
