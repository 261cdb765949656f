"""The lessons', the explorer's and the lab's pages (lovelet.display.lessons, explorer,
lab): every text escaped, the tutorial's light markup read after escaping."""

from lovelet.display.explorer import baron_odds_html, explorer_summary_html, figure_cell, notice_html, odds_table_html
from lovelet.display.lab import RateRow, lab_note_html, lab_title_html, notes_html, rates_table_html
from lovelet.display.lessons import (answer_html, attempts_html, feedback_html, goal_html, hint_html, progress_html,
                                     prose_html, question_html, teaching_note_html)
from lovelet.display.markup import escaped

HOSTILE = '<i>"Zoé" & Co</i>'


def assert_escaped(drawn):
    assert escaped(HOSTILE) in drawn
    assert HOSTILE not in drawn and "<i>" not in drawn


def test_the_tutorial_s_prose_is_escaped_then_marked_up():
    drawn = prose_html(f"**Bold** {HOSTILE}\n\n- one\n- two")
    assert_escaped(drawn)
    assert "<b>Bold</b>" in drawn and drawn.count("<li>") == 2


def test_every_lesson_block_escapes_its_text():
    for drawn in (answer_html(HOSTILE, "en"), goal_html(HOSTILE, "fr"), teaching_note_html(HOSTILE, "de"),
                  progress_html(HOSTILE, True), question_html(HOSTILE, HOSTILE), question_html(HOSTILE, bold=True),
                  attempts_html(HOSTILE), hint_html(HOSTILE),
                  feedback_html([(HOSTILE, HOSTILE)], judged=True, right=False, verdict=HOSTILE, try_again=HOSTILE)):
        assert_escaped(drawn)
    assert answer_html("", "en") == goal_html("", "en") == hint_html("") == ""
    assert feedback_html([], judged=False, right=False) == ""


def test_feedback_is_green_when_right_orange_when_not_grey_before():
    assert "#009E73" in feedback_html([("Why:", "a")], judged=True, right=True)
    assert "#D55E00" in feedback_html([("Why:", "a")], judged=True, right=False)
    assert "#999" in feedback_html([("Why:", "a")], judged=False, right=False)


def test_the_explorer_s_figures_are_escaped():
    figure = {"percent": HOSTILE, "fraction": "1/4", "count": HOSTILE}
    labels = {key: HOSTILE for key in ("character", "copies", "explorer_my_hand", "explorer_cards_seen", "unseen",
                                       "explorer_next_draw", "explorer_guard_hit", "explorer_opponent_holds",
                                       "explorer_in_deck", "explorer_not_guessable", "explorer_baron_odds",
                                       "explorer_win", "explorer_tie", "explorer_lose")}
    row = {"card": "GUARD", "value": 1, "name": HOSTILE, "copies": 6, "in_hand": 0, "seen": 0, "unseen": 6,
           "next_draw": figure, "guard": None, "opponent_holds": figure, "in_deck": None}
    for drawn in (figure_cell(figure), odds_table_html([row], labels), notice_html(HOSTILE),
                  baron_odds_html([{"title": HOSTILE, "win": {"text": "1"}, "tie": {"text": "2"},
                                    "lose": {"text": HOSTILE}}], labels, "fr"),
                  explorer_summary_html(HOSTILE, HOSTILE, HOSTILE, HOSTILE)):
        assert_escaped(drawn)
    assert figure_cell(None) == '<td style="text-align:left;padding:3px 8px;vertical-align:top;' \
                                'border-top:1px solid #999">&#8212;</td>'


def test_the_lab_escapes_the_agents_titles_a_person_gave():
    row = RateRow("lovelet-lab-rate", HOSTILE, 3, 10, "30%", "from 10% to 60%", 1)
    drawn = rates_table_html(HOSTILE, [HOSTILE, "Wins"], [row])
    assert_escaped(drawn)
    assert '<tr class="lovelet-lab-rate">' in drawn and "3 / 10" in drawn
    for drawn in (lab_title_html(HOSTILE, HOSTILE), lab_note_html(HOSTILE, live=True), notes_html([HOSTILE])):
        assert_escaped(drawn)
    assert lab_note_html("x", inline=True).startswith("<span ")
