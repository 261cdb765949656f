"""What the Table tells a keyboard and a screen reader (issue 17), without a browser: where
the focus is sent, the live regions, the headings, the board's words for your own hand and
the favors, the coach's switch, the Chancellor's order.  (In Chromium: tests/browser/test_accessibility.py.)"""

import html
import re

import ipywidgets
import pytest

from lovelet import Card, Game
from lovelet.text.i18n import card_name, say
from lovelet.widgets import TableController
from lovelet.widgets.views import TableView


@pytest.fixture
def focused(monkeypatch):
    """Every widget sent the focus, in order (ipywidgets' ``focus()`` asks the page to do it)."""
    sent = []
    monkeypatch.setattr(ipywidgets.DOMWidget, "focus", lambda widget: sent.append(widget))
    return sent


def test_the_focus_goes_where_the_person_acts_next(game_position, focused):
    game = game_position([[Card.GUARD, Card.PRIEST], [Card.BARON], [Card.KING]])
    table = TableController(game, ["person", "random", "random"])
    view = TableView(table, pause=0)
    # The Table's first decision is the person's: the focus is on their first card.
    assert focused == [view._slots[0].button] and table.choices
    view._slots[0].button.click()  # the Guard: its target and guess are missing
    assert focused[-1] is view.target
    view.target.value = view.target.options[0][1]
    view.guess.value = view.guess.options[0][1]
    assert focused[-1] is view.target  # choosing in a list never moves the focus away from it
    view.play_button.click()  # the bots move at once (pause=0): the person's next decision, or the end
    if table.choices:
        assert focused[-1] in [slot.button for slot in view._slots]
        assert not focused[-1].disabled and focused[-1].description
    elif table.round_over:
        assert focused[-1] is view.next_round


def test_a_card_with_nothing_to_choose_sends_the_focus_to_play(game_position, focused):
    game = game_position([[Card.HANDMAID, Card.PRIEST], [Card.BARON], [Card.KING]])
    view = TableView(TableController(game, ["person", "random", "random"]), pause=0)
    view._slots[0].button.click()
    assert focused[-1] is view.play_button and not view.play_button.disabled
    assert view._slots[0].button.description == say("a11y_chosen", "en", label="Handmaid (4)")
    assert view._slots[1].button.description == "Priest (2)"


def test_the_chancellor_keeps_with_the_order_shown_and_confirm_gets_the_focus(game_position, focused):
    game = game_position([[Card.CHANCELLOR, Card.GUARD], [Card.BARON], [Card.PRIEST]], top=[Card.KING, Card.SPY])
    table = TableController(game, ["person", "random", "random"])
    view = TableView(table, pause=0)
    view._slots[0].button.click()
    view.play_button.click()
    assert table.pending_chancellor and focused[-1] is view._slots[0].button  # the first card to keep
    view._slots[1].button.click()  # keep the King
    assert view.order.value == ("GUARD", "SPY") and focused[-1] is view.confirm and not view.confirm.disabled
    assert view.order.description == say("a11y_order", "en")


def test_the_round_s_end_sends_the_focus_to_next_round(game_position, focused):
    game = game_position([[Card.GUARD, Card.PRIEST], [Card.BARON]], deck=[], dump=0)
    table = TableController(game, ["person", "random"])
    view = TableView(table, pause=0)
    view._slots[1].button.click()  # the Priest, at the only other player
    view.play_button.click()
    assert table.round_over and focused[-1] is view.next_round


def test_the_table_has_live_regions_headings_and_words_for_what_is_drawn(game_position):
    game = game_position([[Card.GUARD, Card.PRIEST], [Card.BARON], [Card.KING]])
    table = TableController(game, ["person", "random", "random"])
    view = TableView(table, pause=0, show_teacher=False)
    assert 'role="status" aria-live="polite"' in view.status.value and say("table_your_turn", "en") in view.status.value
    assert 'role="log" aria-live="polite"' in view.events.value
    for words, where in ((say("your_hand", "en"), view.hand_title.value), (say("a11y_board", "en"), view.board.value),
                         (say("table_log", "en"), view.events.value)):
        assert re.search(rf"<h3[^>]*>{re.escape(html.escape(words))}</h3>", where), words
    # Your own row: your cards, said as your hand (never "face-down"); the favors in words.
    yours = re.search(r"<tr[^>]*>.*?</tr>", view.board.value.split("</tr>", 1)[1] + "</tr>", re.S).group(0)
    hand = ", ".join(card_name(card, "en") for card in (Card.GUARD, Card.PRIEST))
    assert f'aria-label="{say("a11y_your_hand", "en", cards=hand)}"' in yours
    assert "face-down" not in yours.lower()
    assert view.board.value.count(say("a11y_favors", "en", count=0)) == 3
    assert 'aria-hidden="true">&#9829; 0' in view.board.value
    # The coach's switch is a checkbox: its state is said, not only drawn.
    assert isinstance(view.coach, ipywidgets.Checkbox) and view.coach.description == say("coach_switch", "en")
    view.language.value = "fr"
    assert say("a11y_favors", "fr", count=0) in view.board.value and "faveurs\u00a0: 0" in view.board.value
