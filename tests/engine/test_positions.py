"""Staged positions: the turn number, the option names, and games staged with favors."""

import pytest

from lovelet import CLASSIC, REVISED, Card, Game, IllegalAction, Play
from lovelet.display import round_html


def test_a_staged_round_starts_at_the_turn_it_is_given(position):
    rnd = position([[Card.GUARD, Card.PRIEST], [Card.BARON], [Card.KING]], turn=7)
    assert rnd.turn == 7
    assert "7" in round_html(rnd)
    rnd.apply(Play(Card.PRIEST, target=1))
    assert rnd.turn == 8


def test_a_staged_round_starts_at_turn_one_by_default(position):
    assert position([[Card.GUARD, Card.PRIEST], [Card.BARON], [Card.KING]]).turn == 1


@pytest.mark.parametrize("turn", [0, -3, 1.5, "7", True, None])
def test_a_turn_that_is_not_a_whole_number_from_one_is_refused(position_arguments, turn):
    arguments = position_arguments([[Card.GUARD, Card.PRIEST], [Card.BARON], [Card.KING]])
    with pytest.raises(IllegalAction) as refusal:
        from lovelet import Round

        Round.from_position(REVISED, **arguments, turn=turn)
    assert refusal.value.code == "BAD_POSITION"
    assert "turn" in refusal.value.message


def test_the_rules_name_of_the_classic_tie_break_is_accepted():
    assert Game(CLASSIC, 3, seed=1, classic_tiebreak="discard_sum").options.tie_break == "discard_sum"


@pytest.mark.parametrize("options", [{"bogus": 1}, {"tiebreak": "shared"},
                                     {"tie_break": "shared", "classic_tiebreak": "discard_sum"}])
def test_an_unknown_or_doubled_option_name_is_bad_option(options):
    with pytest.raises(IllegalAction) as refusal:
        Game(CLASSIC, 3, seed=1, **options)
    assert refusal.value.code == "BAD_OPTION"


def test_a_staged_game_keeps_its_favors_and_finishes_with_them(game_position):
    # Ann needs one more favor (4 players: 4 to win); her Guard knocks out the last rival.
    game = game_position([[Card.GUARD, Card.HANDMAID], [Card.PRIEST], [], []],
                         favors=[3, 0, 1, 2], eliminated={2, 3},
                         discards=[[], [], [Card.BARON], [Card.COUNTESS]])
    assert game.favors == (3, 0, 1, 2)
    game.round.apply(Play(Card.GUARD, target=1, guess=Card.PRIEST))
    assert game.round.winners == (0,)
    assert game.favors == (4, 0, 1, 2)
    assert game.winners == (0,)
    with pytest.raises(IllegalAction) as refusal:
        game.next_round()
    assert refusal.value.code == "GAME_OVER"


def test_is_legal_agrees_with_the_legal_actions_and_takes_exact_forms_only(position):
    rnd = position([[Card.GUARD, Card.PRIEST], [Card.BARON], [Card.KING]])
    assert all(rnd.is_legal(action) for action in rnd.legal_actions())
    assert rnd.is_legal(Play(Card.PRIEST, target=1))
    assert not rnd.is_legal(Play(Card.PRIEST, target=0))  # itself
    assert not rnd.is_legal(Play(Card.GUARD, target=1, guess=Card.GUARD))
    assert not rnd.is_legal(tuple.__new__(Play, (Card.PRIEST, True, None)))  # a bool is not a seat
    assert not rnd.is_legal(tuple.__new__(Play, (Card.PRIEST, 1)))  # a half-built Play
    assert not rnd.is_legal("Priest on Ben")
