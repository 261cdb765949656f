"""Hot seat on ``play.ipynb`` in Chromium: the mover sees their Priest's card before
passing the screen, and the next player never does.

Ann and Ben share one screen.  Ann confirms it is her ("Show Ann's hand", "Ann, is
this you?"), plays her Priest on Ben and reads the result: the card on the page, "you
saw: ..." on Ben's row.  She presses "Done: pass the screen to Ben".  From then on
neither the page nor any websocket frame it receives holds Ann's card, Ben's cards or
what Ann saw, until Ben confirms it is him; his page never shows Ann's note.  The deal
comes from a seed, and every expected card from the engine's round.
"""

import re

from lovelet import REVISED, Card, Game, Play
from lovelet.text.i18n import card_name, text
from lovelet.display.svg import card_alt
from lovelet.widgets.table_view import say

from .table_page import card_button, decision, open_play, set_up, start, wait_for_hand, wait_for_play_panel

NAMES = ["Ann", "Ben"]


def _seed():
    """The first seed where the first player holds a Priest, and after it is played on
    the other player, no card of either hand is public or in the other's hand."""
    for seed in range(3000):
        game = Game(REVISED, list(NAMES), seed=seed)
        rnd = game.round
        first = rnd.current_player
        if Card.PRIEST not in rnd.hand(first) or rnd.hand(first).count(Card.PRIEST) == 2:
            continue
        after = game.clone()
        after.round.apply(Play(Card.PRIEST, target=1 - first), player=first)
        mover = after.round.hand(first)
        other = after.round.hand(1 - first)
        public = set(after.round.face_up) | {Card.PRIEST}
        if not (set(mover) | set(other)) & public and not set(mover) & set(other):
            return seed, first, rnd.hand(first), mover, other
    raise AssertionError("no seed deals the position this test needs")


def faces_of(cards):
    """A pattern for the SVG faces of ``cards`` (their data-card attribute, escaped or not)."""
    return re.compile(r'data-card=\\*"(%s)\\*"' % "|".join(sorted({str(card.value) for card in cards})))


def test_hot_seat_the_mover_sees_the_priests_card_and_the_next_player_never_does(page, voila_url):
    seed, first, dealt, mover_hand, other_hand = _seed()
    mover, other = NAMES[first], NAMES[1 - first]
    seen = other_hand[0]  # the card Ben held when Ann's Priest looked (he then drew another)
    page.set_viewport_size({"width": 1366, "height": 768})  # a laptop
    open_play(page, voila_url)
    set_up(page, players=2, seats=["person", "person"], names=NAMES, seed=seed)
    start(page)

    # "Show Ann's hand", then Ann confirms it is her.
    reveal = page.locator(".lovelet-reveal:visible", has_text=say("table_show_hand_of", "en", name=mover))
    reveal.click()
    page.locator(".lovelet-hot-seat", has_text=say("table_confirm_who", "en", name=mover)).wait_for()
    page.locator(".lovelet-confirm-reveal:visible").click()
    decision(page)
    wait_for_hand(page, [card_alt(card, REVISED, "en") for card in dealt])

    card_button(page, card_name(Card.PRIEST, "en")).click()
    wait_for_play_panel(page, Card.PRIEST)
    page.locator(".lovelet-play:visible").click()

    # Ann reads the result: the card her Priest showed, on the page and on Ben's row.
    result = page.locator(".lovelet-move-result", has_text=card_name(seen, "en"))
    result.wait_for()
    note = say("known_priest", "en", card=card_name(seen, "en"))
    page.locator(".lovelet-board .lovelet-known", has_text=note).wait_for()
    done = page.locator(".lovelet-done:visible", has_text=say("table_done_pass", "en", name=other))
    # At 1366 x 768 the result and Done are in view together, at the top of the Table
    # (the board with its note on Ben's row is under the hand, as at every turn).
    done.scroll_into_view_if_needed()
    page.screenshot(path="/tmp/lovelet-hot-seat-result.png")
    for box in (result.bounding_box(), done.bounding_box()):
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= page.viewport_size["height"]
    for width, height in ((390, 844), (1024, 768)):  # a phone, a projector: the result and Done fit across
        page.set_viewport_size({"width": width, "height": height})
        done.scroll_into_view_if_needed()
        for box in (result.bounding_box(), done.bounding_box()):
            assert box["x"] >= 0 and box["x"] + box["width"] <= width
        page.screenshot(path=f"/tmp/lovelet-hot-seat-result-{width}.png")
    page.set_viewport_size({"width": 1366, "height": 768})

    sent_before_done = len(page.frames_received)
    done.click()
    reveal = page.locator(".lovelet-reveal:visible", has_text=say("table_show_hand_of", "en", name=other))
    reveal.wait_for()
    wait_for_hand(page, [])
    page.locator(".lovelet-board .lovelet-known").wait_for(state="detached")
    expected_hidden = page.locator(".lovelet-hot-seat", has_text=say("table_hidden_hand", "en", name=other))
    expected_hidden.wait_for()
    page.screenshot(path="/tmp/lovelet-hot-seat-hidden.png")

    # Hidden: nothing of Ann's hand, of Ben's hand or of what Ann saw, in the page or any frame.
    secret = faces_of(list(mover_hand) + list(other_hand))
    what_ann_saw = [note, say("table_result_title", "en"), "lovelet-known"]
    content = page.content()
    assert not secret.search(content)
    assert not any(words in content for words in what_ann_saw)
    assert page.locator(".lovelet-move-result").inner_text().strip() == ""
    frames = page.frames_received[sent_before_done:]
    assert frames, "the page's websocket frames were not recorded"
    assert not any(secret.search(frame) for frame in frames)
    assert not any(words in frame for frame in frames for words in what_ann_saw)

    # Ben confirms it is him: his own hand, and never Ann's note or her card.
    reveal.click()
    page.locator(".lovelet-hot-seat", has_text=say("table_confirm_who", "en", name=other)).wait_for()
    page.locator(".lovelet-confirm-reveal:visible").click()
    decision(page)
    wait_for_hand(page, [card_alt(card, REVISED, "en") for card in other_hand])
    content = page.content()
    assert not faces_of(mover_hand).search(content)
    assert not any(words in content for words in what_ann_saw)
    frames = page.frames_received[sent_before_done:]
    assert not any(faces_of(mover_hand).search(frame) for frame in frames)
    assert not any(words in frame for frame in frames for words in what_ann_saw)
    assert text("table_your_turn", "en") in page.locator(".lovelet-status").inner_text()
    assert page.dialogs == []
