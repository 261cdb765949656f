"""Hot seat at the Table, without a browser: the mover reads their move's result, then
passes the screen; the next person confirms it is them before their hand is shown.

Positions are staged (tests/conftest.py ``game_position``) so that the Priest, the
Baron, the King and the Chancellor each show the mover something; the expected cards
come from the engine's round, never typed twice.  While the hand is hidden no trait
holds a card of any hand; while the mover reads, every trait is what the mover's own
observation says; the board draws the private note on the right row.
"""

import html
import json
import string

from lovelet import Card, Play
from lovelet.text.i18n import TEXTS, card_name, say
from lovelet.engine.knowledge import HOW, private_knowledge
from lovelet.widgets import TableController, TableView

C = Card
NAMES = ["Ann", "Ben", "Cleo"]


def table_of(game_position, hands, top, kinds=("person", "person", "random")):
    game = game_position(hands, names=NAMES, top=top)
    return TableController(game, list(kinds), language="en")


def traits(table):
    return {name: getattr(table, name) for name in table.trait_names()}


def card_codes_in(value):
    """Every card code written anywhere in a trait value (as JSON)."""
    text = json.dumps(value)
    return {card.name for card in Card if f'"{card.name}"' in text}


def reveal(table, seat):
    assert table.hidden and table.to_reveal == seat
    assert table.request_reveal() and table.confirming and table.hand == []
    assert table.reveal() and table.viewer == seat and not table.confirming


def test_the_mover_sees_the_priests_card_then_passes_and_the_next_never_does(game_position):
    table = table_of(game_position, [[C.PRIEST, C.GUARD], [C.HANDMAID], [C.BARON]], top=[C.SPY, C.KING])
    reveal(table, 0)
    assert table.play("PRIEST", target=1)
    # Ann still sees the table: her move's result names Ben's Handmaid, and the board says so.
    assert table.passing and not table.hidden and table.viewer == 0 and table.pass_to == 1
    seen = card_name(C.HANDMAID, "en")
    assert any(seen in sentence for sentence in table.move_result)
    assert table.known == [{"seat": 1, "card": "HANDMAID", "how": "priest", "learned_from": 1, "turn": 1,
                            "moved": False}]
    assert table.choices == {} and table.hand == [card.name for card in table.game.round.hand(0)]
    # Ben cannot play while Ann's hand is in view.
    assert table.apply(Play(C.SPY), player=1) is False and table.error_code == "OUT_OF_TURN"
    assert table.done()
    # Hidden: nothing of anyone's hand in any trait (the log is everyone's; the discards are public).
    assert table.hidden and table.viewer is None and not table.passing
    assert table.known == [] and table.move_result == [] and table.hand == [] and table.choices == {}
    public = {card.name for pile in table.game.round.observation(0).discards for card in pile}
    hidden_traits = {name: value for name, value in traits(table).items()
                     if name not in ("discards", "card_names", "card_values")}
    assert "HANDMAID" not in card_codes_in(hidden_traits) - public
    assert not any(seen in sentence for sentence in table.log)
    reveal(table, 1)
    assert table.known == []  # Ben knows nothing of the others' cards
    assert not any(seen in sentence for sentence in table.log if "look" in sentence and "Ben's card:" in sentence)
    assert table.hand == [card.name for card in table.game.round.hand(1)]


def test_not_me_keeps_the_hand_hidden(game_position):
    table = table_of(game_position, [[C.PRIEST, C.GUARD], [C.HANDMAID], [C.BARON]], top=[C.SPY, C.KING])
    assert table.request_reveal() and table.confirming
    assert table.cancel_reveal() and not table.confirming and table.hidden and table.hand == []


def test_the_baron_comparison_and_its_note(game_position):
    table = table_of(game_position, [[C.BARON, C.HANDMAID], [C.HANDMAID], [C.SPY]], top=[C.GUARD, C.GUARD])
    reveal(table, 0)
    assert table.play("BARON", target=1)
    assert table.passing and table.game.round.eliminated == frozenset()
    assert any(card_name(C.HANDMAID, "en") in sentence and "Ben" in sentence for sentence in table.move_result)
    assert [(note["seat"], note["card"], note["how"]) for note in table.known] == [(1, "HANDMAID", "baron")]
    table.done()
    reveal(table, 1)  # Ben compared too: he knows Ann's Handmaid
    assert [(note["seat"], note["card"], note["how"]) for note in table.known] == [(0, "HANDMAID", "baron")]


def test_the_kings_card_given_and_the_chancellors_draw(game_position):
    table = table_of(game_position, [[C.KING, C.GUARD], [C.PRIEST], [C.BARON]], top=[C.SPY, C.HANDMAID])
    reveal(table, 0)
    assert table.play("KING", target=1)
    assert any(card_name(C.GUARD, "en") in sentence and card_name(C.PRIEST, "en") in sentence
               for sentence in table.move_result)
    assert [(note["seat"], note["card"], note["how"]) for note in table.known] == [(1, "GUARD", "king_given")]

    table = table_of(game_position, [[C.CHANCELLOR, C.GUARD], [C.PRIEST], [C.BARON]],
                     top=[C.SPY, C.HANDMAID, C.KING])
    reveal(table, 0)
    assert table.play("CHANCELLOR") and not table.passing  # still Ann's move: her choice
    drawn = table.game.round.hand(0)[1:]
    assert table.chancellor("GUARD", [drawn[0].name, drawn[1].name])
    assert table.passing and table.pass_to == 1
    words = " ".join(table.move_result)
    assert all(card_name(card, "en") in words for card in drawn)  # the draw, and what went back
    assert len(table.move_result) == 3  # the play, the draw, the return: not Ben's draw


def test_bots_move_while_the_mover_reads_and_the_next_person_is_named(game_position):
    table = table_of(game_position, [[C.PRIEST, C.GUARD], [C.HANDMAID], [C.BARON]], top=[C.SPY, C.KING, C.GUARD],
                     kinds=("person", "random", "person"))
    reveal(table, 0)
    assert table.play("PRIEST", target=1)
    assert table.passing and table.bots_to_move and table.pass_to == 2
    table.run_bots()
    assert table.passing and table.viewer == 0 and not table.bots_to_move
    rnd = table.game.round
    if not rnd.is_over and rnd.current_player == 2:
        assert table.pass_to == 2
        for note in private_knowledge(rnd.observation(0)):
            assert {"seat": note.seat, "card": note.card.name, "how": note.how, "turn": note.turn,
                    "learned_from": note.learned_from, "moved": note.moved} in table.known
        assert table.done() and table.to_reveal == 2


def test_the_view_draws_the_note_the_result_and_the_two_step_reveal(game_position):
    table = table_of(game_position, [[C.PRIEST, C.GUARD], [C.HANDMAID], [C.BARON]], top=[C.SPY, C.KING])
    view = TableView(table, pause=0)
    assert view.reveal_button.description == "Show Ann's hand"
    view.reveal_button.click()
    assert "Ann, is this you?" in view.hidden_note.value
    view.confirm_reveal.click()
    table.play("PRIEST", target=1)
    assert "lovelet-known" in view.board.value and "you saw: Handmaid" in view.board.value
    assert "What your move showed you" in view.hot_seat_panel.result.value
    assert view.done_button.description == "Done: pass the screen to Ben"
    view.done_button.click()
    assert "lovelet-known" not in view.board.value and view.hot_seat_panel.result.value == ""
    assert view.reveal_button.description == "Show Ben's hand"
    for language in ("fr", "de"):
        table.language = language
        assert view.reveal_button.description == say("table_show_hand_of", language, name="Ben")
    assert view.failures == []
    view.close()


def test_the_status_line_tells_the_mover_to_read_then_press_done(game_position):
    table = table_of(game_position, [[C.PRIEST, C.GUARD], [C.HANDMAID], [C.BARON]], top=[C.SPY, C.KING])
    view = TableView(table, pause=0)
    reveal(table, 0)
    table.play("PRIEST", target=1)
    assert table.passing and table.pass_to == 1
    for language in ("en", "fr", "de"):
        table.language = language
        status = html.unescape(view.status.value)
        assert say("table_read_result", language, name="Ann") in status
        assert say("table_waiting", language, name="Ben") not in status  # Ann still has the screen
    table.language = "en"
    assert "Ann: read what your move showed you, then press Done" in html.unescape(view.status.value)
    view.done_button.click()
    assert "Waiting for Ben" in html.unescape(view.status.value)  # now the screen goes to Ben
    assert "read what your move showed you" not in view.status.value
    assert view.failures == []
    view.close()


KEYS = ("known_priest", "known_baron", "known_king_given", "known_king_taken", "known_chancellor", "known_moved",
        "known_help", "table_result_title", "table_done_pass", "table_done_hide", "table_show_hand_of",
        "table_confirm_who", "table_confirm_show", "table_not_me", "table_read_result")


def test_every_text_of_the_notes_and_the_hand_over_is_in_three_languages():
    assert {f"known_{how}" for how in HOW} <= set(KEYS)
    for key in KEYS:
        written = {language: TEXTS[language][key] for language in ("en", "fr", "de")}
        fields = [{field for _, field, _, _ in string.Formatter().parse(words) if field}
                  for words in written.values()]
        assert fields[0] == fields[1] == fields[2], key
        assert len(set(written.values())) == 3, key  # translated, not copied
        if ":" in written["fr"]:
            assert " :" in written["fr"], key  # French typography


def test_a_king_between_the_others_moves_the_note_on_the_board(game_position):
    table = table_of(game_position, [[C.PRIEST, C.GUARD], [C.BARON], [C.PRINCE]], top=[C.KING, C.SPY, C.HANDMAID],
                     kinds=("person", "person", "person"))
    view = TableView(table, pause=0)
    reveal(table, 0)
    table.play("PRIEST", target=1)
    table.done()
    reveal(table, 1)
    table.play("KING", target=2)  # Ben gives Cleo the Baron Ann saw
    assert [(note["seat"], note["card"], note["how"]) for note in table.known] == [(2, "BARON", "king_given")]
    table.done()
    reveal(table, 2)
    table.play("SPY")
    table.done()
    reveal(table, 0)
    assert table.known == [{"seat": 2, "card": "BARON", "how": "priest", "learned_from": 1, "turn": 1,
                            "moved": True}]
    board = view.board.value
    assert "you saw: Baron (passed on by a King)" in board
    assert board.index("lovelet-known") > board.index(">Cleo<")  # on Cleo's row, not Ben's
    assert view.failures == []
    view.close()
