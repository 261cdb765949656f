"""One trait block for a table's public state: the Table and the replay viewer share it.

Both controllers hold the same traits for what one seat sees of a table (players,
cards, the seat in view and its hand, the board, the log, the last refusal), from one
class (:class:`lovelet.widgets.table_state.TableState`), and fill them from that seat's
observation in the same way: a game watched at the Table and the same game replayed
to its last step show the same table.
"""

import pytest

from lovelet import Game
from lovelet.engine.errors import IllegalAction
from lovelet.widgets.replay_viewer import ReplayController
from lovelet.widgets.table import TableController
from lovelet.widgets.table_state import TableState, card_codes

NAMES = ["Ann", "Ben", "Cleo"]
# The traits that say what the seat in view sees of the table at this moment.
BOARD = ["names", "players", "edition", "card_names", "card_values", "viewer", "round_number", "turn",
         "current_player", "pending_chancellor", "hand", "hand_sizes", "discards", "deck_size",
         "set_aside_count", "face_up", "protected", "eliminated", "favors", "favors_needed", "round_over", "log"]


def shown(controller):
    return {name: getattr(controller, name) for name in BOARD}


def test_both_controllers_hold_the_one_block_of_traits():
    block = set(TableState.class_trait_names())
    assert set(BOARD) <= block
    for controller in (TableController, ReplayController):
        assert issubclass(controller, TableState)
        traits = controller.class_traits()
        # The same trait objects: declared once, in TableState, not again in a controller.
        assert all(traits[name] is TableState.class_traits()[name] for name in block)


@pytest.mark.parametrize("seed", [1, 5, 12])
@pytest.mark.parametrize("viewer", [0, 2])
@pytest.mark.parametrize("bot_moves", [3, 7, None])
def test_a_game_at_the_table_and_its_replay_show_the_same_table(seed, viewer, bot_moves):
    game = Game("revised", NAMES, seed=seed)
    table = TableController(game, ["random"] * 3, viewer=viewer)
    if bot_moves is None:
        table.run_bots()  # to the end of the round
    else:
        for _ in range(bot_moves):
            table.step_bots()
    replay = ReplayController(game, viewer=viewer)
    assert replay.last() or replay.steps == 1
    assert shown(replay) == shown(table)


@pytest.mark.parametrize("language", ["fr", "de"])
def test_both_say_a_refusal_in_the_page_s_language_through_the_same_traits(language):
    game = Game("revised", NAMES, seed=3)
    table = TableController(game, ["random"] * 3, language=language)
    replay = ReplayController(game, language=language)
    assert not table.watch("Nobody") and not replay.watch("Nobody")
    for controller in (table, replay):
        assert controller.error_code == "UNKNOWN_PLAYER" and controller.error
    english = ReplayController(game, language="en")
    assert not replay.go(10_000) and not english.go(10_000)
    assert replay.error_code == english.error_code == "BAD_OPTION" and replay.error != english.error
    with pytest.raises(IllegalAction) as refused:
        replay._checked_step(0)
    assert refused.value.sentence(language) != refused.value.sentence("en")


def test_card_codes_says_an_unknown_card_as_empty():
    from lovelet import Card

    assert card_codes([Card.GUARD, None, Card.PRINCESS]) == ["GUARD", "", "PRINCESS"]
