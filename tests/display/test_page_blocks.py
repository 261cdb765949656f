"""The small blocks of HTML every page is made of (lovelet.display.blocks, status_lines):
each escapes what it is given, says nothing for no text, and draws what the views drew
before the blocks moved out of them."""

import pytest

from lovelet.display import blocks, status_lines
from lovelet.display.markup import escaped

HOSTILE = '<b onclick="x">Ann & \'Ben\'</b>'
SAFE = escaped(HOSTILE)


@pytest.mark.parametrize("draw", [blocks.heading, blocks.screen_reader_only, blocks.note_html, blocks.alert_html,
                                  blocks.bold_html, blocks.title_html, blocks.paragraph_html, blocks.small_html,
                                  blocks.label_html, blocks.small_note_html, status_lines.source_html,
                                  lambda words: blocks.verdict_html(words, True),
                                  lambda words: blocks.verdict_html(words, False),
                                  lambda words: blocks.sentences_html(words, [words]),
                                  lambda words: status_lines.table_status_html(words, words, words),
                                  lambda words: status_lines.staged_status_html(words, words, words),
                                  lambda words: status_lines.replay_status_html([words], words),
                                  lambda words: status_lines.detailed_alert_html(words, words)])
def test_every_block_escapes_what_it_says(draw):
    drawn = draw(HOSTILE)
    assert SAFE in drawn
    assert HOSTILE not in drawn and "<b onclick" not in drawn


@pytest.mark.parametrize("draw", [blocks.note_html, blocks.alert_html, blocks.bold_html, blocks.paragraph_html,
                                  blocks.small_html, blocks.small_note_html])
def test_no_text_draws_nothing(draw):
    assert draw("") == ""


def test_the_blocks_draw_what_the_views_drew():
    # The Table's note and alert (lovelet.widgets.table_layout before), word for word.
    assert blocks.note_html("Choose") == '<div style="font-size:0.85em;color:#333;margin:2px 0">Choose</div>'
    assert blocks.alert_html("No") == ('<div role="alert" style="border:2px solid #D55E00;padding:2px 8px;'
                                       'background:#fff4ec;margin:2px 0">&#9888; No</div>')
    # The staged plays', the setup's and the explorer's alert box.
    assert blocks.alert_html("No", blocks.ALERT_BOX) == ('<div role="alert" style="border:2px solid #D55E00;'
                                                         'padding:4px 8px;background:#fff4ec">&#9888; No</div>')
    assert blocks.heading("Board") == '<h3 class="lovelet-heading">Board</h3>'
    assert blocks.screen_reader_only("3 favors") == '<span class="lovelet-sr-only">3 favors</span>'
    # The exercise's verdicts.
    assert blocks.verdict_html("Right", True) == ('<div role="status" style="border:2px solid #009E73;'
                                                  'padding:4px 8px;background:#e6f5f0">&#10004; Right</div>')
    assert blocks.verdict_html("Not yet", False).startswith('<div role="status" style="border:2px solid #D55E00;')


def test_a_move_s_result_lists_its_sentences_and_nothing_without_one():
    drawn = blocks.sentences_html("What your move showed you", ["Ben holds a Guard.", ""])
    assert drawn.count("<li>") == 1 and 'role="status"' in drawn
    assert blocks.sentences_html("What your move showed you", ["", ""]) == ""


def test_the_table_s_status_is_a_live_region_with_its_parts_in_order():
    drawn = status_lines.table_status_html("Round 1 \u00b7 Turn 2", "Your turn", "")
    assert drawn == '<div role="status" aria-live="polite">Round 1 \u00b7 Turn 2 &#8212; <b>Your turn</b></div>'
    assert status_lines.progress_text(2, 5, 4, "en").startswith("Round 2 \u00b7 Turn 5 \u00b7 ")
