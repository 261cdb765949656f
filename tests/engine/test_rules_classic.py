"""The rules of the classic 16-card edition (docs/rules.md section B, discrepancies in E).

The classic edition follows the revised rules except where section B says otherwise:
other values, no Spy and no Chancellor, 2 to 4 players, its own thresholds, a setup
that deals before setting the reserve card aside, and an optional AEG tie break by
discard totals.  Expectations come from docs/rules.md, not from running the engine.
"""

import random
from collections import Counter

import pytest

from lovelet import CLASSIC, REVISED, ChancellorReturn, Card, Game, IllegalAction, Play, Round

GUARD, PRIEST, BARON, HANDMAID = Card.GUARD, Card.PRIEST, Card.BARON, Card.HANDMAID
PRINCE, KING, COUNTESS, PRINCESS = Card.PRINCE, Card.KING, Card.COUNTESS, Card.PRINCESS
SPY, CHANCELLOR = Card.SPY, Card.CHANCELLOR

CLASSIC_GUESSES = {PRIEST, BARON, HANDMAID, PRINCE, KING, COUNTESS, PRINCESS}


@pytest.fixture
def classic(position):
    """A staged classic round (the ``position`` helper with the classic edition)."""

    def build(hands, **kwargs):
        return position(hands, edition=CLASSIC, **kwargs)

    return build


@pytest.fixture
def classic_game(game_position):
    def build(hands, **kwargs):
        return game_position(hands, edition=CLASSIC, **kwargs)

    return build


def deck_order(*first):
    """A classic deck order, top first: ``first`` then the rest of the 16 cards."""
    rest = Counter(CLASSIC.deck)
    rest.subtract(Counter(first))
    assert all(count >= 0 for count in rest.values())
    return list(first) + [card for card in CLASSIC.cards for _ in range(rest[card])]


def all_cards(rnd):
    cards = list(rnd.deck) + list(rnd.face_up)
    if rnd.set_aside is not None:
        cards.append(rnd.set_aside)
    for seat in range(rnd.players):
        cards += list(rnd.hand(seat)) + list(rnd.discards(seat))
    return Counter(cards)


# ---------------------------------------------------------------------- B1 cards


@pytest.mark.parametrize("card, value, copies", [
    (GUARD, 1, 5), (PRIEST, 2, 2), (BARON, 3, 2), (HANDMAID, 4, 2), (PRINCE, 5, 2),
    (KING, 6, 1), (COUNTESS, 7, 1), (PRINCESS, 8, 1),
])
def test_classic_card_values_and_copies_follow_table_b1(card, value, copies):
    assert CLASSIC.value(card) == value
    assert Counter(CLASSIC.deck)[card] == copies


def test_classic_deck_has_16_cards_and_no_spy_or_chancellor():
    assert len(CLASSIC.deck) == 16
    assert SPY not in CLASSIC.deck and CHANCELLOR not in CLASSIC.deck


@pytest.mark.parametrize("card, classic_value, revised_value", [
    (KING, 6, 7), (COUNTESS, 7, 8), (PRINCESS, 8, 9), (PRINCE, 5, 5), (GUARD, 1, 1),
])
def test_values_are_never_mixed_between_editions(card, classic_value, revised_value):
    assert CLASSIC.value(card) == classic_value
    assert REVISED.value(card) == revised_value


def test_a_round_reports_its_own_editions_values(classic):
    rnd = classic([[GUARD, PRIEST], [BARON]])
    assert rnd.value(KING) == 6
    assert rnd.value(PRINCESS) == 8


# ---------------------------------------------------------------------- B2, B3


@pytest.mark.parametrize("players", [0, 1, 5, 6])
def test_classic_player_count_outside_two_to_four_is_refused(players):
    with pytest.raises(IllegalAction) as caught:
        Round.deal(CLASSIC, players, seed=1)
    assert caught.value.code == "BAD_PLAYER_COUNT"
    with pytest.raises(IllegalAction) as caught:
        Game(CLASSIC, [f"P{seat}" for seat in range(players)], seed=1)
    assert caught.value.code == "BAD_PLAYER_COUNT"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_classic_accepts_two_to_four_players(players):
    assert Game(CLASSIC, [f"P{seat}" for seat in range(players)], seed=1).round.players == players


def test_classic_duplicate_player_is_refused():
    with pytest.raises(IllegalAction) as caught:
        Game(CLASSIC, ["Ann", "Ann"], seed=1)
    assert caught.value.code == "DUPLICATE_PLAYER"


@pytest.mark.parametrize("players, standard, aeg", [(2, 5, 7), (3, 4, 5), (4, 3, 4)])
def test_classic_thresholds_standard_and_aeg(players, standard, aeg):
    names = [f"P{seat}" for seat in range(players)]
    assert Game(CLASSIC, names, seed=1).favors_needed == standard
    assert Game(CLASSIC, names, seed=1, thresholds="standard").favors_needed == standard
    assert Game(CLASSIC, names, seed=1, thresholds="aeg").favors_needed == aeg
    assert Round.deal(CLASSIC, players, seed=1, thresholds="aeg").favors_needed == aeg


@pytest.mark.parametrize("thresholds", ["pegasus", "aeg-2", 7, ""])
def test_unknown_thresholds_are_refused(thresholds):
    with pytest.raises(IllegalAction) as caught:
        Game(CLASSIC, ["A", "B"], seed=1, thresholds=thresholds)
    assert caught.value.code == "BAD_OPTION"


def test_aeg_thresholds_do_not_exist_in_the_revised_edition():
    with pytest.raises(IllegalAction) as caught:
        Game(REVISED, ["A", "B"], seed=1, thresholds="aeg")
    assert caught.value.code == "BAD_OPTION"


# ---------------------------------------------------------------------- B4 setup


def test_classic_two_player_setup_deals_first_then_sets_aside_then_three_face_up():
    order = deck_order(PRIEST, BARON, PRINCESS, COUNTESS, KING, HANDMAID, PRINCE)
    rnd = Round.deal(CLASSIC, 2, deck=order, first_player=1)
    # Seat 1 starts: dealt the first card, then draws automatically.
    assert Counter(rnd.hand(1)) == Counter([PRIEST, PRINCE])
    assert rnd.hand(0) == (BARON,)
    assert rnd.set_aside is PRINCESS
    assert Counter(rnd.face_up) == Counter([COUNTESS, KING, HANDMAID])
    assert rnd.deck == tuple(order[7:])


def test_classic_three_player_setup_deals_clockwise_from_the_first_player():
    order = deck_order(PRIEST, BARON, KING, PRINCESS, HANDMAID)
    rnd = Round.deal(CLASSIC, 3, deck=order, first_player=2)
    assert Counter(rnd.hand(2)) == Counter([PRIEST, HANDMAID])
    assert rnd.hand(0) == (BARON,)
    assert rnd.hand(1) == (KING,)
    assert rnd.set_aside is PRINCESS
    assert rnd.face_up == ()
    assert rnd.deck == tuple(order[5:])


@pytest.mark.parametrize("players, deck_size", [(2, 10), (3, 12), (4, 11)])
def test_classic_deck_size_after_setup(players, deck_size):
    rnd = Round.deal(CLASSIC, players, seed=9, first_player=0)
    assert rnd.deck_size == deck_size - 1  # the first automatic draw is done
    assert len(rnd.hand(0)) == 2
    assert len(rnd.face_up) == (3 if players == 2 else 0)
    assert all_cards(rnd) == Counter(CLASSIC.deck)


@pytest.mark.parametrize("bad", [
    list(REVISED.deck), [GUARD] * 16, list(CLASSIC.deck)[:-1], list(CLASSIC.deck) + [GUARD],
    list(CLASSIC.deck)[:-1] + [SPY],
])
def test_classic_explicit_order_must_be_the_16_cards(bad):
    with pytest.raises(IllegalAction) as caught:
        Round.deal(CLASSIC, 3, deck=bad, first_player=0)
    assert caught.value.code == "BAD_DECK"


# ---------------------------------------------------------------------- no Spy, no Chancellor


@pytest.mark.parametrize("card", [SPY, CHANCELLOR])
def test_playing_spy_or_chancellor_in_classic_is_unknown_card(classic, refuse, card):
    rnd = classic([[GUARD, PRIEST], [BARON]])
    refuse(rnd, Play(card), "UNKNOWN_CARD")


@pytest.mark.parametrize("guess", [SPY, CHANCELLOR])
def test_naming_spy_or_chancellor_in_classic_is_unknown_guess(classic, refuse, guess):
    rnd = classic([[GUARD, PRIEST], [BARON]])
    refuse(rnd, Play(GUARD, target=1, guess=guess), "GUESS_UNKNOWN_CARD")


def test_classic_guard_names_exactly_the_seven_other_characters(classic, refuse):
    rnd = classic([[GUARD, PRIEST], [BARON], [KING]])
    for target in (1, 2):
        guesses = {a.guess for a in rnd.legal_actions() if a.card is GUARD and a.target == target}
        assert guesses == CLASSIC_GUESSES
    refuse(rnd, Play(GUARD, target=1, guess=GUARD), "GUESS_GUARD")  # D7


def test_classic_chancellor_return_is_never_pending(classic, refuse):
    rnd = classic([[GUARD, PRIEST], [BARON]])
    refuse(rnd, ChancellorReturn(keep=GUARD, bottom=(PRIEST,)), "NO_CHANCELLOR_PENDING")


# ---------------------------------------------------------------------- B7 card effects


def test_classic_guard_hit_and_miss(classic):
    rnd = classic([[GUARD, PRIEST], [KING], [BARON]])
    rnd.apply(Play(GUARD, target=1, guess=COUNTESS))
    assert rnd.eliminated == frozenset()
    rnd2 = classic([[GUARD, PRIEST], [KING], [BARON]])
    rnd2.apply(Play(GUARD, target=1, guess=KING))
    assert rnd2.eliminated == frozenset({1})
    assert rnd2.discards(1) == (KING,)


def test_classic_guard_with_every_opponent_protected_does_nothing(classic):
    rnd = classic([[GUARD, PRIEST], [KING], [BARON]], protected={1, 2})
    assert [a for a in rnd.legal_actions() if a.card is GUARD] == [Play(GUARD)]
    rnd.apply(Play(GUARD))
    assert rnd.eliminated == frozenset()


def test_classic_priest_is_private(classic):
    rnd = classic([[PRIEST, GUARD], [KING], [BARON]])
    rnd.apply(Play(PRIEST, target=1))
    [seen] = [event for event in rnd.events if event.kind == "priest"]
    assert seen.get("card") is KING
    assert seen.seen_by == frozenset({0})


@pytest.mark.parametrize("mine, theirs, loser", [
    (KING, PRINCE, 2), (PRINCE, KING, 0), (COUNTESS, KING, 2), (GUARD, PRIEST, 0),
    (PRINCESS, COUNTESS, 2),
])
def test_classic_baron_eliminates_the_lower_card(classic, mine, theirs, loser):
    rnd = classic([[BARON, mine], [HANDMAID], [theirs]])
    rnd.apply(Play(BARON, target=2))
    assert rnd.eliminated == frozenset({loser})  # out of the round, not the game (D8)


def test_classic_baron_tie_does_nothing(classic):
    rnd = classic([[BARON, PRINCE], [HANDMAID], [PRINCE]])
    rnd.apply(Play(BARON, target=2))
    assert rnd.eliminated == frozenset()


def test_classic_handmaid_protects_until_the_owners_next_turn(classic, refuse):
    rnd = classic([[HANDMAID, GUARD], [GUARD], [GUARD]], top=[PRIEST, PRIEST, BARON])
    rnd.apply(Play(HANDMAID))
    refuse(rnd, Play(GUARD, target=0, guess=KING), "TARGET_PROTECTED")
    rnd.apply(Play(PRIEST, target=2))
    assert rnd.protected == frozenset({0})  # a whole go-around, not one turn (D8)
    refuse(rnd, Play(PRIEST, target=0), "TARGET_PROTECTED")
    rnd.apply(Play(PRIEST, target=1))
    assert rnd.current_player == 0
    assert rnd.protected == frozenset()


def test_classic_prince_may_target_its_own_player(classic):
    rnd = classic([[PRINCE, GUARD], [KING], [BARON]], top=[PRIEST, HANDMAID])
    assert Play(PRINCE, target=0) in rnd.legal_actions()
    rnd.apply(Play(PRINCE, target=0))
    assert rnd.discards(0) == (PRINCE, GUARD)
    assert rnd.hand(0) == (PRIEST,)


def test_classic_prince_is_forced_onto_its_player_when_others_are_protected(classic, refuse):
    rnd = classic([[PRINCE, GUARD], [KING], [BARON]], protected={1, 2}, top=[PRIEST, COUNTESS])
    assert [a for a in rnd.legal_actions() if a.card is PRINCE] == [Play(PRINCE, target=0)]
    refuse(rnd, Play(PRINCE, target=1), "TARGET_PROTECTED")
    refuse(rnd, Play(PRINCE), "TARGET_REQUIRED")


def test_classic_prince_discarding_the_princess_eliminates_without_a_draw(classic):
    rnd = classic([[PRINCE, GUARD], [HANDMAID], [PRINCESS]], top=[PRIEST])
    deck = rnd.deck
    rnd.apply(Play(PRINCE, target=2))
    assert rnd.eliminated == frozenset({2})
    assert rnd.hand(2) == ()
    assert rnd.deck == deck[1:]  # only seat 1's turn draw


def test_classic_prince_with_an_empty_deck_takes_the_set_aside_card(classic):
    rnd = classic([[PRINCE, GUARD], [BARON]], deck=[], set_aside=KING,
                  face_up=(PRINCESS, COUNTESS, HANDMAID), dump=0)
    rnd.apply(Play(PRINCE, target=1))
    assert rnd.hand(1) == (KING,)
    assert rnd.set_aside is None
    assert Counter(rnd.face_up) == Counter([PRINCESS, COUNTESS, HANDMAID])
    assert rnd.winners == (1,)


def test_classic_king_exchanges_hands(classic):
    rnd = classic([[KING, PRINCESS], [HANDMAID], [GUARD]])
    rnd.apply(Play(KING, target=2))
    assert rnd.hand(0) == (GUARD,)
    assert rnd.hand(2) == (PRINCESS,)
    assert rnd.eliminated == frozenset()


@pytest.mark.parametrize("partner", [KING, PRINCE])
def test_classic_countess_is_forced_with_king_or_prince(classic, refuse, partner):
    rnd = classic([[COUNTESS, partner], [PRIEST], [GUARD]])
    assert rnd.legal_actions() == (Play(COUNTESS),)
    refuse(rnd, Play(partner, target=1), "COUNTESS_FORCED")


def test_classic_countess_may_be_played_voluntarily(classic):
    rnd = classic([[COUNTESS, GUARD], [PRIEST], [BARON]])
    assert Play(COUNTESS) in rnd.legal_actions()
    rnd.apply(Play(COUNTESS))
    assert rnd.hand(0) == (GUARD,)


def test_classic_voluntary_princess_play_eliminates(classic):
    rnd = classic([[PRINCESS, KING], [PRIEST], [GUARD]])
    assert Play(PRINCESS) in rnd.legal_actions()  # D13
    rnd.apply(Play(PRINCESS))
    assert rnd.eliminated == frozenset({0})
    assert Counter(rnd.discards(0)) == Counter([PRINCESS, KING])


# ---------------------------------------------------------------------- B8 round end


def test_classic_sole_survivor_wins_one_heart(classic):
    rnd = classic([[GUARD, PRIEST], [BARON]])
    rnd.apply(Play(GUARD, target=1, guess=BARON))
    assert rnd.winners == (0,)
    assert rnd.favors == (1, 0)
    assert rnd.result.details["spy_bonus"] is None


def test_classic_deck_out_showdown_uses_classic_values(classic):
    rnd = classic([[HANDMAID, KING], [PRINCE]], deck=[], dump=0)
    rnd.apply(Play(HANDMAID))
    assert rnd.is_over
    assert rnd.winners == (0,)  # King (6) beats Prince (5)


def test_classic_showdown_tie_is_shared_by_default(classic):
    rnd = classic([[GUARD, PRINCE], [PRINCE], []], deck=[], eliminated={2}, dump=2,
                  discards=[[], [COUNTESS], []])
    rnd.apply(Play(GUARD, target=1, guess=KING))
    assert set(rnd.winners) == {0, 1}
    assert rnd.favors == (1, 1, 0)


def test_classic_has_no_spy_bonus(classic):
    rnd = classic([[HANDMAID, KING], [PRINCE]], deck=[], dump=0)
    rnd.apply(Play(HANDMAID))
    assert rnd.result.details["spy_bonus"] is None
    assert sum(rnd.favors) == 1


# ---------------------------------------------------------------------- B9 discard_sum option


def test_discard_sum_counts_the_card_played_this_turn(classic):
    # Seat 0: Guard (1) earlier + Handmaid (4) played now = 5; seat 1: Baron (3).
    # Without the card of this turn, seat 1 (3) would beat seat 0 (1).
    rnd = classic([[HANDMAID, PRINCE], [PRINCE], []], deck=[], eliminated={2}, dump=2,
                  discards=[[GUARD], [BARON], []], tie_break="discard_sum")
    rnd.apply(Play(HANDMAID))
    assert rnd.winners == (0,)
    assert rnd.favors == (1, 0, 0)


def test_discard_sum_counts_cards_discarded_by_a_prince(classic):
    # Seat 1 discards the Countess (7) to the Prince and draws the last Baron; seat 0
    # keeps the other Baron.  Sums: seat 0 Prince 5, seat 1 Countess 7.
    rnd = classic([[PRINCE, BARON], [COUNTESS], []], deck=[BARON], eliminated={2}, dump=2,
                  tie_break="discard_sum")
    rnd.apply(Play(PRINCE, target=1))
    assert rnd.is_over
    assert rnd.winners == (1,)


def test_discard_sum_second_tie_is_shared(classic):
    # Seat 0: Priest (2) + Guard (1) played = 3; seat 1: Baron (3).
    rnd = classic([[GUARD, PRINCE], [PRINCE], []], deck=[], eliminated={2}, dump=2,
                  discards=[[PRIEST], [BARON], []], tie_break="discard_sum")
    rnd.apply(Play(GUARD, target=1, guess=KING))
    assert set(rnd.winners) == {0, 1}
    assert rnd.favors == (1, 1, 0)


def test_discard_sum_uses_classic_values(classic):
    # Seat 0: King (6) + Guard (1) = 7; seat 1: Prince (5) + Priest (2) = 7.  With the
    # revised King (7) seat 0 would win; with classic values the tie is shared.
    rnd = classic([[GUARD, BARON], [BARON], []], deck=[], eliminated={2}, dump=2,
                  discards=[[KING], [PRINCE, PRIEST], []], tie_break="discard_sum")
    rnd.apply(Play(GUARD, target=1, guess=KING))
    assert set(rnd.winners) == {0, 1}


def test_discard_sum_only_breaks_a_tie_for_the_highest_card(classic):
    # Seat 2 has the largest discard total but a lower card: it cannot win.
    rnd = classic([[HANDMAID, PRINCE], [PRINCE], [BARON], []], deck=[], eliminated={3},
                  dump=3, discards=[[GUARD], [], [COUNTESS, KING], []],
                  tie_break="discard_sum")
    rnd.apply(Play(HANDMAID))
    assert rnd.winners == (0,)


def test_discard_sum_is_not_used_without_a_tie(classic):
    rnd = classic([[HANDMAID, GUARD], [PRINCE], []], deck=[], eliminated={2}, dump=2,
                  discards=[[COUNTESS, KING], [], []], tie_break="discard_sum")
    rnd.apply(Play(HANDMAID))
    assert rnd.winners == (1,)


def test_classic_default_tie_break_ignores_discard_totals(classic):
    rnd = classic([[HANDMAID, PRINCE], [PRINCE], []], deck=[], eliminated={2}, dump=2,
                  discards=[[GUARD], [BARON], []])
    rnd.apply(Play(HANDMAID))
    assert set(rnd.winners) == {0, 1}


def test_unknown_tie_break_is_refused():
    with pytest.raises(IllegalAction) as caught:
        Game(CLASSIC, ["A", "B"], seed=1, tie_break="youngest")
    assert caught.value.code == "BAD_OPTION"


# ---------------------------------------------------------------------- B10 game end, B5


def test_classic_game_ends_at_five_hearts_with_two_players(classic_game):
    game = classic_game([[GUARD, PRIEST], [BARON]], favors=[4, 0])
    game.apply(Play(GUARD, target=1, guess=BARON))
    assert game.winners == (0,)
    assert game.is_over


def test_classic_aeg_thresholds_need_seven_hearts_with_two_players(classic_game):
    game = classic_game([[GUARD, PRIEST], [BARON]], favors=[5, 0], thresholds="aeg")
    game.apply(Play(GUARD, target=1, guess=BARON))
    assert game.favors == (6, 0)
    assert not game.is_over
    game2 = classic_game([[GUARD, PRIEST], [BARON]], favors=[6, 0], thresholds="aeg")
    game2.apply(Play(GUARD, target=1, guess=BARON))
    assert game2.winners == (0,)


def test_classic_simultaneous_winners_through_a_shared_tie(classic_game):
    game = classic_game([[GUARD, PRINCE], [PRINCE], []], favors=[3, 3, 0], deck=[],
                        eliminated={2}, dump=2)
    game.apply(Play(GUARD, target=1, guess=KING))
    assert set(game.winners) == {0, 1}
    with pytest.raises(IllegalAction) as caught:
        game.next_round()
    assert caught.value.code == "GAME_OVER"


def test_classic_next_round_after_a_tie_starts_with_a_tied_winner(classic_game):
    chosen = set()
    for seed in range(30):
        game = classic_game([[GUARD, PRINCE], [PRINCE], []], deck=[], eliminated={2},
                            dump=2, seed=seed)
        game.apply(Play(GUARD, target=1, guess=KING))
        chosen.add(game.next_round().current_player)
    assert chosen == {0, 1}


def test_classic_next_round_winner_starts_and_uses_all_16_cards(classic_game, assert_unchanged):
    game = classic_game([[HANDMAID, KING], [PRINCE]], deck=[], dump=0, favors=[1, 2])
    game.apply(Play(HANDMAID))
    assert_unchanged(game, lambda: game.next_round(start_player=1), "BAD_START_PLAYER")
    new = game.next_round()
    assert new.current_player == 0
    assert new.favors_before == (2, 2)
    assert all_cards(new) == Counter(CLASSIC.deck)
    assert new.deck_size == 9


def test_classic_random_play_keeps_the_invariants():
    rng = random.Random(77)
    for number in range(60):
        tie_break = ("shared", "discard_sum")[number % 2]
        rnd = Round.deal(CLASSIC, 2 + number % 3, rng=rng, tie_break=tie_break)
        while not rnd.is_over:
            assert all_cards(rnd) == Counter(CLASSIC.deck)
            for seat in range(rnd.players):
                if seat in rnd.eliminated:
                    assert rnd.hand(seat) == () and rnd.discards(seat)
                elif seat == rnd.current_player:
                    assert len(rnd.hand(seat)) == 2
                else:
                    assert len(rnd.hand(seat)) == 1
            for action in rnd.legal_actions():
                assert not isinstance(action, ChancellorReturn)
                assert action.card not in (SPY, CHANCELLOR)
                assert action.guess not in (SPY, CHANCELLOR, GUARD)
            rnd.apply(rng.choice(rnd.legal_actions()))
        assert rnd.result.details["spy_bonus"] is None
        assert sum(rnd.favors) == len(rnd.winners)
