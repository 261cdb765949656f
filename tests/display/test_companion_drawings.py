"""What the companion draws (lovelet.display.companion, companion_page): every name the
person typed is escaped, on the board, in the tables and around them."""

from types import SimpleNamespace

from lovelet.display.companion import belief_html, board_html, log_html, odds_html, summary_html, tracker_html
from lovelet.display.companion_page import (code_html, companion_alert_html, companion_note_html, draft_html,
                                            follow_html, how_html, question_html)
from lovelet.display.markup import escaped

HOSTILE = '<i>"Zoé" & Co</i>'
CHANCE = {"p": 0.25, "fraction": "1/4", "low": 0.2, "high": 0.3}


def companion(**changes):
    state = dict(names=["Ann", HOSTILE], seat=0, edition="revised", hand=["GUARD"], round_face_up=[],
                 discards=[["PRIEST"], []], favors=[1, 0], eliminated=set(), protected={1}, current_player=1,
                 round_over=False, card_names={"GUARD": "Guard", "PRIEST": "Priest", "KING": "King"},
                 card_values={"GUARD": 1, "PRIEST": 2, "KING": 7},
                 tracker=[{"card": "GUARD", "value": 1, "copies": 6, "seen": 1, "unseen": 5, "next": CHANCE}],
                 belief_seats=[{"seat": 1, "holds": 2}], belief_rows=[{"card": "KING", "value": 7, "cells": [CHANCE]}],
                 guesses=[{"seat": 1, "card": "KING", "protected": True, **CHANCE}],
                 baron={"card": "KING", "rows": [{"seat": 1, "win": CHANCE, "tie": CHANCE, "lose": CHANCE}]},
                 showdown=[{"card": "GUARD", "exact": False, "deals": 100, "win": CHANCE, "tie": CHANCE,
                            "lose": CHANCE}],
                 round_summary={"round": 1, "text": HOSTILE, "shown": [{"seat": 1, "card": "KING"}],
                                "set_aside": "GUARD", "spy_bonus": 1, "gains": [0, 1]},
                 game_summary={"text": HOSTILE}, log=[HOSTILE])
    state.update(changes)
    return SimpleNamespace(**state)


def assert_escaped(drawn):
    assert escaped(HOSTILE) in drawn
    assert HOSTILE not in drawn and "<i>" not in drawn


def test_every_drawing_of_the_game_escapes_the_names():
    c = companion()
    for drawn in (board_html(c, "en"), belief_html(c, "fr"), odds_html(c, "de"), summary_html(c, "en"), log_html(c)):
        assert_escaped(drawn)
    assert 'class="lovelet-companion-tracker-row" data-card-code="GUARD"' in tracker_html(c, "en")


def test_the_odds_draw_the_baron_and_the_showdown_as_tables_of_three_chances():
    drawn = odds_html(companion(), "en")
    assert drawn.count('class="lovelet-companion-baron-row"') == 1
    assert drawn.count('class="lovelet-companion-showdown-row"') == 1
    assert drawn.count("25%") >= 6


def test_the_page_around_the_game_escapes_what_it_says():
    for drawn in (companion_alert_html(HOSTILE), companion_note_html(HOSTILE, warning=True), draft_html([HOSTILE]),
                  how_html(HOSTILE, [HOSTILE]), question_html(HOSTILE, HOSTILE), code_html("ABCD", HOSTILE, "en")):
        assert_escaped(drawn)
    assert companion_alert_html("") == "" and companion_note_html("") == ""


def test_the_address_follows_the_game_or_leaves_it():
    assert "history.replaceState(history.state, '', '?game=ABCD')" in follow_html("ABCD")
    assert "history.replaceState(history.state, '', location.pathname)" in follow_html("")
