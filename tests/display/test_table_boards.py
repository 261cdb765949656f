"""The board the Table, the staged plays and the replay draw (lovelet.display.boards and
cards): names escaped on every row, hidden cards never given to the page, the row of
the seat to play marked, and the cards drawn as the views drew them."""

from types import SimpleNamespace

from lovelet.display.boards import board_html, own_hand_html, seat_label, seat_name
from lovelet.display.cards import back, backs, card_chip, face, faces
from lovelet.display.markup import escaped
from lovelet.display.svg import card_back_svg, card_svg
from lovelet.engine.cards import Card

HOSTILE = '<i>"Zoé" & Co</i>'


def board(**changes):
    state = dict(names=["Ann", HOSTILE, "Cleo"], edition="revised", deck_size=9, set_aside_count=1, face_up=[],
                 hand_sizes=[1, 1, 0], discards=[["GUARD"], [], ["PRIEST", "BARON"]], favors=[0, 2, 1],
                 eliminated={2}, protected={1}, current_player=0, round_over=False)
    state.update(changes)
    return SimpleNamespace(**state)


def test_a_card_is_drawn_as_the_views_drew_it():
    assert face("GUARD", "revised", "fr", 44) == ('<span style="display:inline-block;margin:1px">'
                                                  f'{card_svg(Card.GUARD, "revised", "fr", size=44)}</span>')
    assert back("de", 44) == f'<span style="display:inline-block;margin:1px">{card_back_svg("de", size=44)}</span>'
    assert faces(["GUARD", "KING"], "revised", "en") == face("GUARD", "revised", "en") + face("KING", "revised", "en")
    assert backs(3, "en") == back("en") * 3 and backs(0, "en") == ""


def test_a_chip_escapes_the_card_s_name():
    chip = card_chip("GUARD", HOSTILE, 1)
    assert escaped(HOSTILE) in chip and HOSTILE not in chip


def test_a_seat_s_label_escapes_its_name_and_says_its_state_in_words():
    label = seat_label(HOSTILE, "en", out=True, protected=True, to_play=True, you=True)
    assert escaped(HOSTILE) in label and HOSTILE not in label
    assert "<s>" in label and "&#9654;" in label and "(you)" in label
    assert "Protected" in label and "Out" in label and "<svg" in label
    assert "<svg" not in seat_label("Ann", "en", protected=True, shield=False)


def test_the_board_escapes_every_name_and_marks_the_seat_to_play():
    drawn = board_html(board(), "en", viewer=0, titled=True)
    assert escaped(HOSTILE) in drawn and HOSTILE not in drawn
    assert drawn.startswith('<div class="lovelet-board"><h3 class="lovelet-heading">')
    rows = drawn.split("<tr")[2:]
    assert rows[0].startswith(' style="background:#eef6fb;') and "(you)" in rows[0]
    assert not rows[1].startswith(' style="background')
    assert 'aria-hidden="true">&#9829; 2</span>' in rows[1] and "lovelet-sr-only" in rows[1]


def test_hidden_hands_are_backs_and_the_caller_draws_the_hands_it_may_show():
    drawn = board_html(board(), "en", viewer=0)
    assert drawn.count(card_back_svg("en", size=44)) == 1 + 1 + 1 + 1  # the deck, the set-aside card, two hands
    shown = board_html(board(), "en", viewer=0, held=lambda seat: faces(["KING"], "revised", "en") if seat == 0 else "")
    assert 'data-card="king"' in shown


def test_the_replay_s_board_shows_the_set_aside_card_and_the_winners():
    drawn = board_html(board(round_over=True), "en", viewer=None, set_aside=face("PRINCESS", "revised", "en"),
                       marks={1: " <b>winner</b>"}, highlight=False, caption=HOSTILE)
    assert 'data-card="princess"' in drawn and " <b>winner</b>" in drawn
    assert "background:#eef6fb" not in drawn
    assert escaped(HOSTILE) in drawn


def test_one_s_own_hand_is_one_picture_named_by_its_cards():
    drawn = own_hand_html(["GUARD"], [HOSTILE], "revised", "en")
    assert drawn.startswith('<span role="img" aria-label="') and escaped(HOSTILE) in drawn and HOSTILE not in drawn


def test_a_seat_s_name():
    assert seat_name(["Ann", "Ben"], 1) == "Ben"
    assert seat_name(["Ann"], 4) == "4" and seat_name(["Ann"], None) == ""
