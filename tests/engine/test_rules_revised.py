"""The rules of the 2019 revised edition (docs/rules.md section A), one rule per test.

Every expectation below is derived from docs/rules.md (and the French seed it cites), not
from running the engine.  Most tests stage a small position with the ``position``
fixture (see conftest.py): only the cards that matter are named, the others are
filled in.  Seats are 0, 1, 2, ...; seat 0 is active unless a test says otherwise.
"""

import random
from collections import Counter

import pytest

from lovelet import REVISED, ChancellorReturn, Card, Game, IllegalAction, Play, Round

SPY, GUARD, PRIEST, BARON, HANDMAID = Card.SPY, Card.GUARD, Card.PRIEST, Card.BARON, Card.HANDMAID
PRINCE, CHANCELLOR, KING, COUNTESS, PRINCESS = (
    Card.PRINCE, Card.CHANCELLOR, Card.KING, Card.COUNTESS, Card.PRINCESS)


def events_of(rnd, kind):
    """The round's events of one kind, in order."""
    return [event for event in rnd.events if event.kind == kind]


def cards_seen(events):
    """Every card named in the public or visible secret parts of ``events``."""
    seen = []

    def collect(value):
        if isinstance(value, Card):
            seen.append(value)
        elif isinstance(value, (tuple, list)):
            for item in value:
                collect(item)
        elif isinstance(value, dict):
            for item in value.values():
                collect(item)

    for event in events:
        collect(event.details)
        collect(event.secret)
    return seen


def all_cards(rnd):
    """Every card in every zone of ``rnd`` (I1)."""
    cards = list(rnd.deck) + list(rnd.face_up)
    if rnd.set_aside is not None:
        cards.append(rnd.set_aside)
    for seat in range(rnd.players):
        cards += list(rnd.hand(seat)) + list(rnd.discards(seat))
    return Counter(cards)


def deck_order(*first, edition=REVISED):
    """An explicit deck order, top first: ``first`` then the rest of the edition's cards."""
    rest = Counter(edition.deck)
    rest.subtract(Counter(first))
    assert all(count >= 0 for count in rest.values())
    return list(first) + [card for card in edition.cards for _ in range(rest[card])]


# ---------------------------------------------------------------------- A1 cards, A2, A3


@pytest.mark.parametrize("card, value, copies", [
    (SPY, 0, 2), (GUARD, 1, 6), (PRIEST, 2, 2), (BARON, 3, 2), (HANDMAID, 4, 2),
    (PRINCE, 5, 2), (CHANCELLOR, 6, 2), (KING, 7, 1), (COUNTESS, 8, 1), (PRINCESS, 9, 1),
])
def test_card_values_and_copies_follow_table_a1(card, value, copies):
    assert REVISED.value(card) == value
    assert Counter(REVISED.deck)[card] == copies


def test_revised_deck_has_21_cards():
    assert len(REVISED.deck) == 21


@pytest.mark.parametrize("players, needed", [(2, 6), (3, 5), (4, 4), (5, 3), (6, 3)])
def test_favor_threshold_per_player_count(players, needed):
    rnd = Round.deal(REVISED, players, seed=1)
    assert rnd.favors_needed == needed
    game = Game(REVISED, players=[f"P{seat}" for seat in range(players)], seed=1)
    assert game.favors_needed == needed


@pytest.mark.parametrize("players", [0, 1, 7, 8])
def test_player_count_outside_two_to_six_is_refused(players):
    with pytest.raises(IllegalAction) as caught:
        Round.deal(REVISED, players, seed=1)
    assert caught.value.code == "BAD_PLAYER_COUNT"
    names = [f"P{seat}" for seat in range(players)]
    with pytest.raises(IllegalAction) as caught:
        Game(REVISED, players=names, seed=1)
    assert caught.value.code == "BAD_PLAYER_COUNT"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_player_count_from_two_to_six_is_accepted(players):
    game = Game(REVISED, players=[f"P{seat}" for seat in range(players)], seed=3)
    assert game.round.players == players


def test_duplicate_player_is_refused():
    with pytest.raises(IllegalAction) as caught:
        Game(REVISED, players=["Ann", "Ben", "Ann"], seed=1)
    assert caught.value.code == "DUPLICATE_PLAYER"


# ---------------------------------------------------------------------- A4 setup


def test_two_player_setup_sets_aside_first_then_three_face_up_then_deals():
    # A4: top card set aside, next 3 face up, then one card each from the first player.
    order = deck_order(PRINCESS, COUNTESS, KING, SPY, PRIEST, BARON, HANDMAID)
    rnd = Round.deal(REVISED, 2, deck=order, first_player=1)
    assert rnd.set_aside is PRINCESS
    assert Counter(rnd.face_up) == Counter([COUNTESS, KING, SPY])
    # Seat 1 starts: dealt the 5th card, then draws the 7th automatically (A6.2).
    assert Counter(rnd.hand(1)) == Counter([PRIEST, HANDMAID])
    assert rnd.hand(0) == (BARON,)
    assert rnd.deck == tuple(order[7:])
    assert rnd.current_player == 1


def test_a_game_deals_its_explicit_order_the_same_way():
    order = deck_order(PRINCESS, COUNTESS, KING, SPY, PRIEST, BARON, HANDMAID)
    game = Game(REVISED, ["Ann", "Ben"], seed=1, first_player=0, deck=order)
    rnd = game.round
    assert rnd.set_aside is PRINCESS
    assert Counter(rnd.face_up) == Counter([COUNTESS, KING, SPY])
    assert Counter(rnd.hand(0)) == Counter([PRIEST, HANDMAID])
    assert rnd.hand(1) == (BARON,)


def test_three_player_setup_deals_clockwise_from_the_first_player():
    order = deck_order(PRINCESS, PRIEST, BARON, KING, HANDMAID)
    rnd = Round.deal(REVISED, 3, deck=order, first_player=2)
    assert rnd.set_aside is PRINCESS
    assert rnd.face_up == ()
    assert Counter(rnd.hand(2)) == Counter([PRIEST, HANDMAID])
    assert rnd.hand(0) == (BARON,)
    assert rnd.hand(1) == (KING,)
    assert rnd.deck == tuple(order[5:])


@pytest.mark.parametrize("players, deck_size", [(2, 15), (3, 17), (4, 16), (5, 15), (6, 14)])
def test_deck_size_after_setup(players, deck_size):
    rnd = Round.deal(REVISED, players, seed=11, first_player=0)
    # The first player's automatic draw has already taken one card (A6.2).
    assert sum(len(rnd.hand(seat)) for seat in range(players)) == players + 1
    assert rnd.deck_size == deck_size - 1
    assert len(rnd.deck) == deck_size - 1
    assert len(rnd.face_up) == (3 if players == 2 else 0)
    assert rnd.set_aside is not None


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_first_player_holds_two_cards_right_after_the_deal(players):
    rnd = Round.deal(REVISED, players, seed=5, first_player=players - 1)
    assert rnd.current_player == players - 1
    assert len(rnd.hand(players - 1)) == 2
    for seat in range(players - 1):
        assert len(rnd.hand(seat)) == 1
    assert rnd.legal_actions()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_dealt_round_holds_exactly_the_21_cards(players):
    rnd = Round.deal(REVISED, players, seed=players)
    assert all_cards(rnd) == Counter(REVISED.deck)
    assert rnd.protected == frozenset()
    assert rnd.eliminated == frozenset()
    assert all(rnd.discards(seat) == () for seat in range(players))


def test_same_seed_deals_the_same_round_and_another_seed_does_not():
    first = Round.deal(REVISED, 4, seed=42)
    second = Round.deal(REVISED, 4, seed=42)
    other = Round.deal(REVISED, 4, seed=43)
    assert first.snapshot() == second.snapshot()
    assert (first.deck, first.set_aside) != (other.deck, other.set_aside)


def test_first_player_is_drawn_from_the_seed_when_omitted():
    chosen = {Round.deal(REVISED, 4, seed=seed).current_player for seed in range(40)}
    assert chosen == {0, 1, 2, 3}


# ---------------------------------------------------------------------- A6 turn structure


def test_after_a_play_the_next_player_already_holds_two_cards(position):
    rnd = position([[SPY, GUARD], [PRIEST], [BARON]], top=[HANDMAID, KING])
    rnd.apply(Play(SPY))
    assert rnd.current_player == 1
    assert Counter(rnd.hand(1)) == Counter([PRIEST, HANDMAID])
    assert rnd.deck[0] is KING
    assert rnd.hand(0) == (GUARD,)


def test_turn_order_is_clockwise_and_wraps(position):
    rnd = position([[GUARD], [SPY, GUARD], [PRIEST]], active=1, top=[SPY, HANDMAID, HANDMAID])
    rnd.apply(Play(SPY))
    assert rnd.current_player == 2
    rnd.apply(Play(SPY))
    assert rnd.current_player == 0


# ---------------------------------------------------------------------- A9.1 Spy


def test_spy_has_no_immediate_effect(position):
    rnd = position([[SPY, BARON], [PRINCESS], [KING]])
    rnd.apply(Play(SPY))
    assert rnd.discards(0) == (SPY,)
    assert rnd.hand(0) == (BARON,)
    assert rnd.hand(2) == (KING,)
    assert rnd.eliminated == frozenset()
    assert rnd.protected == frozenset()


# ---------------------------------------------------------------------- A9.2 Guard


def test_guard_hit_eliminates_the_target(position):
    rnd = position([[GUARD, PRIEST], [BARON], [KING]])
    rnd.apply(Play(GUARD, target=1, guess=BARON))
    assert 1 in rnd.eliminated
    assert rnd.hand(1) == ()
    assert rnd.discards(1) == (BARON,)
    [guard] = events_of(rnd, "guard")
    assert guard.details["hit"] is True and guard.details["guess"] is BARON
    assert guard.secret is None  # the guess and the hit are public
    assert rnd.current_player == 2


def test_guard_miss_changes_nothing_but_the_discard(position):
    rnd = position([[GUARD, PRIEST], [BARON], [KING]])
    rnd.apply(Play(GUARD, target=1, guess=KING))
    assert rnd.eliminated == frozenset()
    assert rnd.hand(2) != () and rnd.hand(1) != ()
    [guard] = events_of(rnd, "guard")
    assert guard.details["hit"] is False
    assert rnd.discards(0) == (GUARD,)


@pytest.mark.parametrize("guess", [SPY, PRIEST, BARON, HANDMAID, PRINCE, CHANCELLOR, KING,
                                   COUNTESS, PRINCESS])
def test_guard_may_name_every_card_but_the_guard(position, guess):
    rnd = position([[GUARD, PRIEST], [BARON]])
    assert Play(GUARD, target=1, guess=guess) in rnd.legal_actions()
    assert Play(GUARD, target=1, guess=GUARD) not in rnd.legal_actions()


def test_guard_may_name_a_card_whose_every_copy_is_visible(position):
    # The King is face up (2 players): naming it is still legal, and misses.
    rnd = position([[GUARD, PRIEST], [BARON]], face_up=(KING, SPY, SPY))
    rnd.apply(Play(GUARD, target=1, guess=KING))
    assert rnd.eliminated == frozenset()


def test_guard_with_no_eligible_opponent_has_no_effect(position):
    rnd = position([[GUARD, PRIEST], [PRINCESS]], protected={1})
    guard_plays = [a for a in rnd.legal_actions() if a.card is GUARD]
    assert guard_plays == [Play(GUARD)]
    rnd.apply(Play(GUARD))
    assert rnd.eliminated == frozenset()
    assert rnd.hand(1)[0] is PRINCESS
    assert events_of(rnd, "guard") == []


def test_guard_cannot_target_the_only_opponent_when_protected(position, refuse):
    rnd = position([[GUARD, PRIEST], [BARON]], protected={1})
    refuse(rnd, Play(GUARD, target=1, guess=BARON), "TARGET_PROTECTED")


def test_guard_hit_on_the_princess_is_one_elimination(position):
    rnd = position([[GUARD, PRIEST], [PRINCESS], [KING]])
    rnd.apply(Play(GUARD, target=1, guess=PRINCESS))
    assert rnd.discards(1) == (PRINCESS,)
    assert len(events_of(rnd, "eliminated")) == 1


# ---------------------------------------------------------------------- A9.3 Priest


def test_priest_shows_the_target_card_to_the_actor_only(position):
    rnd = position([[PRIEST, GUARD], [COUNTESS], [BARON]])
    before = rnd.snapshot()
    rnd.apply(Play(PRIEST, target=1))
    [seen] = events_of(rnd, "priest")
    assert seen.player == 0 and seen.details["target"] == 1
    assert seen.get("card") is COUNTESS
    assert seen.seen_by == frozenset({0})
    assert seen.seen_from(0).get("card") is COUNTESS
    for other in (1, 2):
        assert seen.seen_from(other).get("card") is None
    # Only the Priest moved (seat 1 then drew for its turn).
    assert COUNTESS in rnd.hand(1)
    assert rnd.hand(2) == before["hands"][2]
    assert rnd.eliminated == frozenset()


def test_priest_card_is_hidden_from_the_other_players_observation(position):
    rnd = position([[PRIEST, GUARD], [COUNTESS], [BARON]])
    rnd.apply(Play(PRIEST, target=1))
    watcher = rnd.observation(2)
    assert COUNTESS not in [event.get("card") for event in watcher.events if event.kind == "priest"]
    actor = rnd.observation(0)
    assert COUNTESS in [event.get("card") for event in actor.events if event.kind == "priest"]


def test_priest_with_no_eligible_opponent_has_no_effect(position):
    rnd = position([[PRIEST, GUARD], [COUNTESS]], protected={1})
    assert [a for a in rnd.legal_actions() if a.card is PRIEST] == [Play(PRIEST)]
    rnd.apply(Play(PRIEST))
    assert events_of(rnd, "priest") == []


# ---------------------------------------------------------------------- A9.4 Baron


def test_baron_eliminates_the_lower_target(position):
    rnd = position([[BARON, PRINCE], [PRIEST], [GUARD]])
    rnd.apply(Play(BARON, target=1))
    assert rnd.eliminated == frozenset({1})
    assert rnd.discards(1) == (PRIEST,)
    assert rnd.hand(0) == (PRINCE,)


def test_baron_can_eliminate_its_own_player(position):
    rnd = position([[BARON, GUARD], [KING], [PRIEST]])
    rnd.apply(Play(BARON, target=2))
    assert rnd.eliminated == frozenset({0})
    assert rnd.discards(0) == (BARON, GUARD)
    assert rnd.hand(2) == (PRIEST,)
    assert rnd.current_player == 1


def test_baron_compares_the_remaining_card_not_the_baron(position):
    # Spy (0) < Guard (1): the actor loses although the Baron itself is worth 3.
    rnd = position([[BARON, SPY], [GUARD], [KING]])
    rnd.apply(Play(BARON, target=1))
    assert rnd.eliminated == frozenset({0})


def test_baron_tie_does_nothing(position):
    rnd = position([[BARON, PRIEST], [PRIEST], [GUARD]])
    rnd.apply(Play(BARON, target=1))
    assert rnd.eliminated == frozenset()
    [baron] = events_of(rnd, "baron")
    assert baron.details["loser"] is None


def test_baron_comparison_is_private_to_the_two_players(position):
    rnd = position([[BARON, KING], [PRIEST], [GUARD]])
    rnd.apply(Play(BARON, target=1))
    [baron] = events_of(rnd, "baron")
    assert baron.seen_by == frozenset({0, 1})
    assert baron.seen_from(2).get("player_card") is None
    assert baron.seen_from(1).get("player_card") is KING
    assert baron.details["loser"] == 1  # the result is public


def test_baron_with_no_eligible_opponent_has_no_effect(position):
    rnd = position([[BARON, SPY], [PRINCESS]], protected={1})
    assert [a for a in rnd.legal_actions() if a.card is BARON] == [Play(BARON)]
    rnd.apply(Play(BARON))
    assert rnd.eliminated == frozenset()


# ---------------------------------------------------------------------- A9.5 Handmaid


def test_handmaid_protects_until_the_start_of_its_owners_next_turn(position, refuse):
    rnd = position([[HANDMAID, GUARD], [GUARD], [GUARD]], top=[SPY, SPY, PRIEST, PRIEST])
    rnd.apply(Play(HANDMAID))
    assert rnd.protected == frozenset({0})
    # Seat 1's turn: seat 0 cannot be chosen.
    assert all(a.target != 0 for a in rnd.legal_actions())
    refuse(rnd, Play(GUARD, target=0, guess=PRIEST), "TARGET_PROTECTED")
    rnd.apply(Play(SPY))
    # Seat 2's turn: still protected (not before the start of seat 0's own turn).
    assert rnd.protected == frozenset({0})
    refuse(rnd, Play(GUARD, target=0, guess=PRIEST), "TARGET_PROTECTED")
    rnd.apply(Play(SPY))
    # Seat 0's turn has begun: the protection has ended before the draw.
    assert rnd.current_player == 0
    assert rnd.protected == frozenset()
    kinds = [event.kind for event in rnd.events[-2:]]
    assert kinds == ["protection_ends", "draw"]


def test_handmaid_protection_blocks_the_prince(position, refuse):
    rnd = position([[PRINCE, GUARD], [PRIEST], [BARON]], protected={1})
    refuse(rnd, Play(PRINCE, target=1), "TARGET_PROTECTED")
    assert Play(PRINCE, target=2) in rnd.legal_actions()


def test_handmaid_protection_ends_when_the_round_ends(position):
    rnd = position([[HANDMAID, PRIEST], [BARON]], deck=[], dump=0)
    rnd.apply(Play(HANDMAID))
    assert rnd.is_over
    assert rnd.protected == frozenset()


def test_a_new_round_starts_with_no_protection(game_position):
    game = game_position([[HANDMAID, PRIEST], [BARON]], deck=[], dump=0)
    game.apply(Play(HANDMAID))
    assert game.round.is_over
    new = game.next_round()
    assert new.protected == frozenset()


def test_handmaid_discarded_by_a_prince_gives_no_protection(position):
    rnd = position([[PRINCE, GUARD], [HANDMAID], [BARON]], top=[PRIEST, SPY])
    rnd.apply(Play(PRINCE, target=1))
    assert rnd.discards(1) == (HANDMAID,)
    assert rnd.protected == frozenset()
    assert events_of(rnd, "protected") == []


# ---------------------------------------------------------------------- A9.6 Prince


def test_prince_makes_the_target_discard_and_draw(position):
    rnd = position([[PRINCE, GUARD], [KING], [BARON]], top=[PRIEST, SPY])
    rnd.apply(Play(PRINCE, target=2))
    assert rnd.discards(2) == (BARON,)
    assert rnd.hand(2) == (PRIEST,)
    # The discarded Baron resolves nothing: nobody is compared or eliminated.
    assert rnd.eliminated == frozenset()
    assert rnd.hand(0) == (GUARD,)
    assert Counter(rnd.hand(1)) == Counter([KING, SPY])


def test_prince_may_target_its_own_player(position):
    rnd = position([[PRINCE, GUARD], [BARON], [KING]], top=[PRIEST, SPY])
    assert Play(PRINCE, target=0) in rnd.legal_actions()
    rnd.apply(Play(PRINCE, target=0))
    assert rnd.discards(0) == (PRINCE, GUARD)
    assert rnd.hand(0) == (PRIEST,)


def test_prince_is_forced_onto_its_player_when_everyone_else_is_protected(position, refuse):
    rnd = position([[PRINCE, GUARD], [BARON], [KING]], protected={1, 2}, top=[PRIEST, SPY])
    assert [a for a in rnd.legal_actions() if a.card is PRINCE] == [Play(PRINCE, target=0)]
    refuse(rnd, Play(PRINCE), "TARGET_REQUIRED")
    refuse(rnd, Play(PRINCE, target=2), "TARGET_PROTECTED")
    rnd.apply(Play(PRINCE, target=0))
    assert rnd.hand(0) == (PRIEST,)


@pytest.mark.parametrize("discarded", [KING, COUNTESS, PRINCE, BARON, PRIEST, GUARD, CHANCELLOR])
def test_a_card_discarded_by_the_prince_resolves_no_effect(position, discarded):
    hand_of_two = KING if discarded is not KING else BARON
    rnd = position([[PRINCE, SPY], [hand_of_two], [discarded]], top=[HANDMAID, GUARD])
    rnd.apply(Play(PRINCE, target=2))
    assert rnd.discards(2) == (discarded,)
    assert rnd.hand(2) == (HANDMAID,)
    assert rnd.hand(0) == (SPY,)
    assert Counter(rnd.hand(1)) == Counter([hand_of_two, GUARD])
    assert rnd.eliminated == frozenset()
    assert not rnd.pending_chancellor
    assert rnd.current_player == 1


def test_prince_discarding_the_princess_eliminates_and_draws_nothing(position):
    rnd = position([[PRINCE, GUARD], [PRINCESS], [KING]], top=[PRIEST])
    deck_before = rnd.deck
    rnd.apply(Play(PRINCE, target=1))
    assert rnd.eliminated == frozenset({1})
    assert rnd.hand(1) == ()
    assert rnd.discards(1) == (PRINCESS,)
    assert rnd.deck == deck_before[1:]  # only seat 2's draw took a card
    assert PRIEST in rnd.hand(2)
    assert rnd.current_player == 2
    assert len(events_of(rnd, "eliminated")) == 1


def test_prince_on_self_discarding_the_princess_eliminates_its_player(position):
    rnd = position([[PRINCE, PRINCESS], [BARON], [KING]])
    rnd.apply(Play(PRINCE, target=0))
    assert rnd.eliminated == frozenset({0})
    assert rnd.discards(0) == (PRINCE, PRINCESS)


def test_prince_with_an_empty_deck_takes_the_face_down_set_aside_card(position):
    rnd = position([[PRINCE, GUARD], [BARON]], deck=[], set_aside=COUNTESS,
                   face_up=(KING, PRINCESS, SPY), dump=0)
    rnd.apply(Play(PRINCE, target=1))
    assert rnd.hand(1) == (COUNTESS,)
    assert rnd.set_aside is None
    assert Counter(rnd.face_up) == Counter([KING, PRINCESS, SPY])  # never taken
    # The deck is empty at the end of the turn: showdown, Countess (8) beats Guard (1).
    assert rnd.is_over
    assert rnd.winners == (1,)


def test_prince_with_an_empty_deck_on_self_takes_the_set_aside_card(position):
    rnd = position([[PRINCE, GUARD], [BARON], []], deck=[], set_aside=PRINCESS,
                   eliminated={2}, dump=2, discards=[[], [], [PRIEST]])
    rnd.apply(Play(PRINCE, target=0))
    assert rnd.hand(0) == (PRINCESS,)
    assert rnd.winners == (0,)


def test_prince_replacement_draw_emptying_the_deck_ends_the_round_that_turn(position):
    rnd = position([[PRINCE, GUARD], [BARON]], deck=[KING], dump=0)
    rnd.apply(Play(PRINCE, target=1))
    assert rnd.hand(1) == (KING,)
    assert rnd.deck == ()
    assert rnd.is_over
    assert rnd.result.details["reason"] == "showdown"
    assert rnd.winners == (1,)  # King (7) beats Guard (1)


# ---------------------------------------------------------------------- A9.7 Chancellor


def test_chancellor_draws_two_and_returns_two_in_the_given_order(position):
    rnd = position([[CHANCELLOR, GUARD], [BARON], [KING]],
                   top=[PRIEST, PRINCE, HANDMAID, SPY])
    size = rnd.deck_size
    rnd.apply(Play(CHANCELLOR))
    assert rnd.pending_chancellor
    assert rnd.current_player == 0
    assert Counter(rnd.hand(0)) == Counter([GUARD, PRIEST, PRINCE])
    assert rnd.deck_size == size - 2
    rnd.apply(ChancellorReturn(keep=PRINCE, bottom=(GUARD, PRIEST)))
    assert not rnd.pending_chancellor
    assert rnd.hand(0) == (PRINCE,)
    # bottom=(A, B) leaves the deck ending A, B.  Seat 1 has drawn HANDMAID since.
    assert rnd.deck[-2:] == (GUARD, PRIEST)
    assert rnd.deck_size == size - 1
    assert Counter(rnd.hand(1)) == Counter([BARON, HANDMAID])
    assert rnd.discards(0) == (CHANCELLOR,)  # returned cards are not discarded


def test_chancellor_legal_returns_are_every_keep_and_order(position):
    rnd = position([[CHANCELLOR, GUARD], [BARON], [KING]], top=[PRIEST, PRINCE])
    rnd.apply(Play(CHANCELLOR))
    expected = {ChancellorReturn(keep, tuple(rest))
                for keep, rest in [
                    (GUARD, (PRIEST, PRINCE)), (GUARD, (PRINCE, PRIEST)),
                    (PRIEST, (GUARD, PRINCE)), (PRIEST, (PRINCE, GUARD)),
                    (PRINCE, (GUARD, PRIEST)), (PRINCE, (PRIEST, GUARD))]}
    assert set(rnd.legal_actions()) == expected


def test_chancellor_with_one_card_in_the_deck_returns_one(position, refuse):
    rnd = position([[CHANCELLOR, GUARD], [BARON]], deck=[PRIEST], dump=0)
    rnd.apply(Play(CHANCELLOR))
    assert rnd.pending_chancellor
    assert Counter(rnd.hand(0)) == Counter([GUARD, PRIEST])
    refuse(rnd, ChancellorReturn(keep=GUARD, bottom=()), "BAD_CHANCELLOR_CHOICE")
    rnd.apply(ChancellorReturn(keep=GUARD, bottom=(PRIEST,)))
    # The deck never shrinks through a Chancellor: the round goes on and
    # seat 1 draws the returned card.
    assert not rnd.is_over
    assert Counter(rnd.hand(1)) == Counter([BARON, PRIEST])
    assert rnd.deck == ()


def test_chancellor_with_an_empty_deck_has_no_effect_and_no_choice(position):
    rnd = position([[CHANCELLOR, GUARD], [BARON]], deck=[], dump=0)
    rnd.apply(Play(CHANCELLOR))
    assert not rnd.pending_chancellor
    assert rnd.hand(0) == (GUARD,)
    # The deck is empty at the end of the turn: showdown, Baron (3) beats Guard (1).
    assert rnd.is_over
    assert rnd.winners == (1,)


def test_chancellor_temporary_empty_deck_does_not_end_the_round(position):
    rnd = position([[CHANCELLOR, GUARD], [BARON], []], deck=[PRIEST, PRINCE],
                   eliminated={2}, dump=2, discards=[[], [], [SPY]])
    rnd.apply(Play(CHANCELLOR))
    assert rnd.deck == ()
    assert not rnd.is_over
    assert rnd.pending_chancellor
    rnd.apply(ChancellorReturn(keep=PRINCE, bottom=(PRIEST, GUARD)))
    assert not rnd.is_over
    assert rnd.current_player == 1
    assert rnd.deck == (GUARD,)
    assert Counter(rnd.hand(1)) == Counter([BARON, PRIEST])


def test_chancellor_hold_is_not_subject_to_the_countess_rule(position):
    rnd = position([[CHANCELLOR, COUNTESS], [BARON], [GUARD]], top=[KING, PRINCE, SPY])
    rnd.apply(Play(CHANCELLOR))
    assert ChancellorReturn(KING, (COUNTESS, PRINCE)) in rnd.legal_actions()
    rnd.apply(ChancellorReturn(keep=KING, bottom=(COUNTESS, PRINCE)))
    assert rnd.hand(0) == (KING,)
    assert rnd.deck[-2:] == (COUNTESS, PRINCE)


def test_chancellor_returning_the_princess_does_not_eliminate(position):
    rnd = position([[CHANCELLOR, PRINCESS], [BARON], [GUARD]], top=[PRIEST, GUARD, SPY])
    rnd.apply(Play(CHANCELLOR))
    rnd.apply(ChancellorReturn(keep=PRIEST, bottom=(GUARD, PRINCESS)))
    assert rnd.eliminated == frozenset()
    assert PRINCESS not in rnd.discards(0)
    assert rnd.deck[-1] is PRINCESS


def test_chancellor_returning_a_spy_gives_no_spy_credit(position):
    rnd = position([[CHANCELLOR, PRINCESS], [GUARD]], deck=[SPY], set_aside=SPY,
                   face_up=(GUARD, GUARD, GUARD), dump=1)
    rnd.apply(Play(CHANCELLOR))
    rnd.apply(ChancellorReturn(keep=PRINCESS, bottom=(SPY,)))
    assert SPY not in rnd.discards(0)
    # Seat 1 draws the Spy back and plays its Guard: the deck is empty, showdown.
    rnd.apply(Play(GUARD, target=0, guess=PRIEST))
    assert rnd.is_over
    assert rnd.winners == (0,)
    assert rnd.result.details["spy_bonus"] is None
    assert rnd.favors == (1, 0)


def test_chancellor_pending_refuses_plays(position, refuse):
    rnd = position([[CHANCELLOR, GUARD], [BARON], [KING]], top=[PRIEST, PRINCE])
    rnd.apply(Play(CHANCELLOR))
    refuse(rnd, Play(GUARD, target=1, guess=KING), "CHANCELLOR_PENDING")
    refuse(rnd, Play(PRIEST, target=1), "CHANCELLOR_PENDING")
    refuse(rnd, Play(GUARD, target=1, guess=KING), "OUT_OF_TURN", player=1)


def test_chancellor_return_without_a_pending_choice_is_refused(position, refuse):
    rnd = position([[CHANCELLOR, GUARD], [BARON], [KING]])
    refuse(rnd, ChancellorReturn(keep=GUARD, bottom=(CHANCELLOR,)), "NO_CHANCELLOR_PENDING")


@pytest.mark.parametrize("choice", [
    ChancellorReturn(keep=KING, bottom=(GUARD, PRIEST)),  # keep not held
    ChancellorReturn(keep=GUARD, bottom=(PRIEST,)),  # one card too few
    ChancellorReturn(keep=GUARD, bottom=(PRIEST, PRINCE, GUARD)),  # too many
    ChancellorReturn(keep=GUARD, bottom=(PRIEST, PRIEST)),  # wrong multiset
    ChancellorReturn(keep=GUARD, bottom=(GUARD, PRIEST)),  # keep counted twice
    ChancellorReturn(keep=GUARD, bottom=(PRIEST, SPY)),  # a card not held
])
def test_chancellor_return_must_match_the_held_cards(position, refuse, choice):
    rnd = position([[CHANCELLOR, GUARD], [BARON], [KING]], top=[PRIEST, PRINCE])
    rnd.apply(Play(CHANCELLOR))
    refuse(rnd, choice, "BAD_CHANCELLOR_CHOICE")
    assert rnd.pending_chancellor


@pytest.mark.parametrize("keep, bottom", [("jester", (PRIEST, PRINCE)), (GUARD, (PRIEST, "jester"))])
def test_chancellor_return_naming_no_card_is_refused_when_made(keep, bottom):
    # An action is a value of the engine's types: a name that is no card never reaches
    # the round (issue 18).
    with pytest.raises(IllegalAction) as refusal:
        ChancellorReturn(keep=keep, bottom=bottom)
    assert refusal.value.code == "BAD_CHANCELLOR_CHOICE"
    assert "jester" in str(refusal.value)


def test_chancellor_return_accepts_a_list_for_bottom(position):
    rnd = position([[CHANCELLOR, GUARD], [BARON], [KING]], top=[PRIEST, PRINCE, SPY])
    rnd.apply(Play(CHANCELLOR))
    rnd.apply(ChancellorReturn(keep=GUARD, bottom=[PRINCE, PRIEST]))
    assert rnd.deck[-2:] == (PRINCE, PRIEST)


def test_chancellor_return_by_another_player_is_out_of_turn(position, refuse):
    rnd = position([[CHANCELLOR, GUARD], [BARON], [KING]], top=[PRIEST, PRINCE])
    rnd.apply(Play(CHANCELLOR))
    refuse(rnd, ChancellorReturn(keep=GUARD, bottom=(PRIEST, PRINCE)), "OUT_OF_TURN", player=2)


def test_chancellor_draw_is_private_and_its_count_public(position):
    rnd = position([[CHANCELLOR, GUARD], [BARON], [KING]], top=[PRIEST, PRINCE])
    rnd.apply(Play(CHANCELLOR))
    [drawn] = events_of(rnd, "chancellor_draw")
    assert drawn.details["count"] == 2
    assert drawn.seen_by == frozenset({0})
    assert drawn.seen_from(1).get("cards") is None


# ---------------------------------------------------------------------- A9.8 King


def test_king_exchanges_the_remaining_card_with_the_target(position):
    rnd = position([[KING, BARON], [GUARD], [PRIEST]])
    rnd.apply(Play(KING, target=2))
    assert rnd.hand(0) == (PRIEST,)
    assert rnd.hand(2) == (BARON,)
    [king] = events_of(rnd, "king")
    assert king.seen_by == frozenset({0, 2})
    assert king.seen_from(2).get("target_card") is PRIEST
    assert king.seen_from(1).get("target_card") is None
    assert king.seen_from(1).get("player_card") is None


def test_king_giving_away_the_princess_eliminates_nobody(position):
    rnd = position([[KING, PRINCESS], [GUARD], [PRIEST]])
    rnd.apply(Play(KING, target=2))
    assert rnd.hand(2) == (PRINCESS,)
    assert rnd.hand(0) == (PRIEST,)
    assert rnd.eliminated == frozenset()
    assert PRINCESS not in rnd.discards(0) + rnd.discards(2)


def test_king_with_no_eligible_opponent_has_no_effect(position):
    rnd = position([[KING, BARON], [PRIEST]], protected={1})
    assert [a for a in rnd.legal_actions() if a.card is KING] == [Play(KING)]
    rnd.apply(Play(KING))
    assert rnd.hand(0) == (BARON,)
    assert rnd.hand(1)[0] is PRIEST


# ---------------------------------------------------------------------- A7 / A9.9 Countess


@pytest.mark.parametrize("partner", [KING, PRINCE])
def test_countess_is_forced_with_king_or_prince(position, refuse, partner):
    rnd = position([[partner, COUNTESS], [PRIEST], [GUARD]])
    assert rnd.legal_actions() == (Play(COUNTESS),)
    target = 1
    refuse(rnd, Play(partner, target=target), "COUNTESS_FORCED")
    rnd.apply(Play(COUNTESS))
    assert rnd.hand(0) == (partner,)


@pytest.mark.parametrize("partner", [SPY, GUARD, PRIEST, BARON, HANDMAID, CHANCELLOR, PRINCESS])
def test_countess_may_be_played_voluntarily_and_does_nothing(position, partner):
    rnd = position([[COUNTESS, partner], [PRIEST], [KING]])
    assert Play(COUNTESS) in rnd.legal_actions()
    assert any(a.card is partner for a in rnd.legal_actions())
    rnd.apply(Play(COUNTESS))
    assert rnd.hand(0) == (partner,)
    assert rnd.eliminated == frozenset() and rnd.protected == frozenset()


# ---------------------------------------------------------------------- A9.10 Princess


def test_playing_the_princess_eliminates_and_discards_the_other_card(position):
    rnd = position([[PRINCESS, PRINCE], [PRIEST], [GUARD]])
    assert Play(PRINCESS) in rnd.legal_actions()
    rnd.apply(Play(PRINCESS))
    assert rnd.eliminated == frozenset({0})
    assert rnd.hand(0) == ()
    assert Counter(rnd.discards(0)) == Counter([PRINCESS, PRINCE])
    assert rnd.current_player == 1


def test_playing_the_princess_with_two_players_ends_the_round(position):
    rnd = position([[PRINCESS, GUARD], [PRIEST]])
    rnd.apply(Play(PRINCESS))
    assert rnd.is_over
    assert rnd.winners == (1,)


# ---------------------------------------------------------------------- A10 elimination


def test_an_eliminated_players_card_is_discarded_without_effect(position):
    # A Guard hit on a Prince holder: the Prince resolves nothing.
    rnd = position([[GUARD, SPY], [PRINCE], [KING]], top=[BARON])
    rnd.apply(Play(GUARD, target=1, guess=PRINCE))
    assert rnd.discards(1) == (PRINCE,)
    assert rnd.hand(0) == (SPY,) and rnd.hand(2)[0] is KING


def test_eliminated_players_are_skipped_in_turn_order(position):
    rnd = position([[GUARD, SPY], [PRIEST], [BARON], [KING]], top=[HANDMAID, HANDMAID])
    rnd.apply(Play(GUARD, target=1, guess=PRIEST))
    assert rnd.current_player == 2
    rnd.apply(Play(HANDMAID))
    assert rnd.current_player == 3


def test_eliminated_players_are_skipped_when_turns_wrap(position):
    rnd = position([[], [PRIEST], [BARON], [SPY, GUARD]], active=3, top=[HANDMAID],
                   eliminated={0}, discards=[[HANDMAID], [], [], []])
    rnd.apply(Play(SPY))
    assert rnd.current_player == 1
    assert rnd.hand(0) == ()


@pytest.mark.parametrize("card, extra", [
    (GUARD, {"guess": PRIEST}), (PRIEST, {}), (BARON, {}), (KING, {}), (PRINCE, {}),
])
def test_an_eliminated_player_cannot_be_targeted(position, refuse, card, extra):
    rnd = position([[card, SPY], [HANDMAID], []], eliminated={2},
                   discards=[[], [], [GUARD]])
    refuse(rnd, Play(card, target=2, **extra), "TARGET_OUT_OF_ROUND")
    assert all(getattr(a, "target", None) != 2 for a in rnd.legal_actions())


def test_eliminated_player_holds_nothing_and_is_never_protected():
    # Random legal play through many rounds: A10 and the invariants of 0.3 hold
    # after every action.
    rng = random.Random(2024)
    for round_number in range(60):
        rnd = Round.deal(REVISED, 2 + round_number % 5, rng=rng)
        while not rnd.is_over:
            assert all_cards(rnd) == Counter(REVISED.deck)  # I1
            for seat in range(rnd.players):
                held = len(rnd.hand(seat))
                if seat in rnd.eliminated:
                    assert held == 0 and rnd.discards(seat)  # A10, I6
                    assert seat not in rnd.protected
                elif seat == rnd.current_player:
                    assert held in ((2, 3) if rnd.pending_chancellor else (2,))
                    assert seat not in rnd.protected
                else:
                    assert held == 1  # I2
                if seat not in rnd.eliminated:
                    assert PRINCESS not in rnd.discards(seat)  # I5
            rnd.apply(rng.choice(rnd.legal_actions()))
        assert all_cards(rnd) == Counter(REVISED.deck)
        assert rnd.winners and set(rnd.winners) <= set(rnd.in_round)


# ---------------------------------------------------------------------- A11 round end


def test_sole_survivor_wins_whatever_the_deck(position):
    rnd = position([[GUARD, PRIEST], [BARON]])
    assert rnd.deck_size > 10
    rnd.apply(Play(GUARD, target=1, guess=BARON))
    assert rnd.is_over
    assert rnd.winners == (0,)
    assert rnd.result.details["reason"] == "sole_survivor"
    assert rnd.favors == (1, 0)
    assert rnd.current_player is None


def test_sole_survivor_takes_precedence_over_deck_out(position):
    rnd = position([[GUARD, PRIEST], [BARON]], deck=[], dump=0)
    rnd.apply(Play(GUARD, target=1, guess=BARON))
    assert rnd.result.details["reason"] == "sole_survivor"
    assert rnd.winners == (0,)
    assert not rnd.result.details["hands"]  # no showdown


def test_three_players_round_goes_on_after_one_elimination(position):
    rnd = position([[GUARD, PRIEST], [BARON], [KING]])
    rnd.apply(Play(GUARD, target=1, guess=BARON))
    assert not rnd.is_over
    assert rnd.in_round == (0, 2)


def test_deck_out_showdown_at_the_end_of_the_turn_that_emptied_the_deck(position):
    rnd = position([[SPY, KING], [BARON]], deck=[PRIEST], dump=0,
                   face_up=(GUARD, GUARD, GUARD), set_aside=PRINCESS)
    rnd.apply(Play(SPY))
    # Seat 1 drew the last card; the round continues through seat 1's turn.
    assert not rnd.is_over
    assert rnd.deck == ()
    assert Counter(rnd.hand(1)) == Counter([BARON, PRIEST])
    rnd.apply(Play(PRIEST, target=0))
    assert rnd.is_over
    assert rnd.result.details["reason"] == "showdown"
    assert rnd.winners == (0,)  # King (7) beats Baron (3)


def test_no_player_draws_from_an_empty_deck(position):
    rnd = position([[SPY, GUARD], [BARON]], deck=[], dump=0)
    rnd.apply(Play(SPY))
    assert rnd.is_over
    assert rnd.hand(1) == (BARON,)  # seat 1 did not draw


@pytest.mark.parametrize("kept, other, winner", [
    (KING, CHANCELLOR, 0), (CHANCELLOR, KING, 1), (PRINCESS, COUNTESS, 0),
    (SPY, GUARD, 1), (PRINCE, BARON, 0), (PRIEST, BARON, 1), (COUNTESS, KING, 0),
])
def test_showdown_highest_revised_value_wins(position, kept, other, winner):
    rnd = position([[HANDMAID, kept], [other]], deck=[], dump=0)
    rnd.apply(Play(HANDMAID))
    assert rnd.is_over
    assert rnd.winners == (winner,)
    assert rnd.result.details["hands"] == {0: kept, 1: other}


def test_showdown_tie_is_shared(position):
    rnd = position([[SPY, PRINCE], [PRINCE], []], deck=[], dump=2,
                   eliminated={2}, discards=[[], [], [GUARD]])
    rnd.apply(Play(SPY))
    assert set(rnd.winners) == {0, 1}
    assert rnd.favors[1] == 1
    # Seat 0 also earns the Spy bonus: 1 (tie) + 1 (Spy).
    assert rnd.favors[0] == 2


def test_showdown_tie_in_revised_ignores_discard_totals(position):
    rnd = position([[GUARD, BARON], [BARON]], deck=[], dump=0,
                   discards=[[PRINCE], [SPY, SPY]], face_up=(GUARD, GUARD, GUARD))
    rnd.apply(Play(GUARD, target=1, guess=PRINCESS))
    assert set(rnd.winners) == {0, 1}


def test_eliminated_players_do_not_take_part_in_the_showdown(position):
    rnd = position([[SPY, GUARD], [BARON], []], deck=[], dump=0, eliminated={2},
                   discards=[[], [], [PRINCESS]], set_aside=SPY)
    rnd.apply(Play(SPY))
    assert rnd.winners == (1,)
    assert set(rnd.result.details["hands"]) == {0, 1}


@pytest.mark.parametrize("action", [Play(GUARD, target=1, guess=BARON), Play(SPY)])
def test_after_the_round_ends_every_turn_action_is_round_over(position, refuse, action):
    rnd = position([[SPY, GUARD], [BARON]], deck=[], dump=0)
    rnd.apply(Play(SPY))
    assert rnd.is_over and not rnd.game_over
    refuse(rnd, action, "ROUND_OVER")
    refuse(rnd, ChancellorReturn(keep=GUARD, bottom=()), "ROUND_OVER")
    assert rnd.legal_actions() == ()


def test_set_aside_card_is_revealed_once_the_round_is_over(position):
    rnd = position([[SPY, GUARD], [BARON]], deck=[], dump=0, set_aside=PRINCESS)
    rnd.apply(Play(SPY))
    assert rnd.result.details["set_aside"] is PRINCESS


def test_revised_refuses_the_discard_sum_option(position):
    for build in (lambda: Game(REVISED, ["A", "B"], seed=1, tie_break="discard_sum"),
                  lambda: Round.deal(REVISED, 2, seed=1, tie_break="discard_sum"),
                  lambda: position([[SPY, GUARD], [BARON]], tie_break="discard_sum")):
        with pytest.raises(IllegalAction) as caught:
            build()
        assert caught.value.code == "BAD_OPTION"


# ---------------------------------------------------------------------- A13 Spy bonus


def test_spy_bonus_adds_to_a_showdown_win(position):
    rnd = position([[GUARD, PRIEST], [BARON]], deck=[], dump=0,
                   discards=[[], [SPY]], face_up=(SPY, GUARD, GUARD))
    rnd.apply(Play(GUARD, target=1, guess=PRINCESS))
    assert rnd.winners == (1,)  # Baron (3) beats Priest (2)
    assert rnd.result.details["spy_bonus"] == 1
    assert rnd.favors == (0, 2)


def test_spy_bonus_goes_to_a_non_winner(position):
    rnd = position([[SPY, PRIEST], [BARON]], deck=[], dump=0)
    rnd.apply(Play(SPY))
    assert rnd.winners == (1,)
    assert rnd.result.details["spy_bonus"] == 0
    assert rnd.favors == (1, 1)


def test_spy_bonus_with_the_sole_survivor_win_gives_two(position):
    rnd = position([[GUARD, PRIEST], [BARON]], discards=[[SPY], []])
    rnd.apply(Play(GUARD, target=1, guess=BARON))
    assert rnd.winners == (0,)
    assert rnd.favors == (2, 0)


def test_two_surviving_spy_players_block_the_bonus(position):
    rnd = position([[SPY, PRIEST], [BARON]], deck=[], dump=0, discards=[[], [SPY]])
    rnd.apply(Play(SPY))
    assert rnd.result.details["spy_bonus"] is None
    assert rnd.favors == (0, 1)


def test_two_spies_in_one_pile_give_one_favor(position):
    rnd = position([[SPY, KING], [BARON]], deck=[], dump=0, discards=[[SPY], []])
    rnd.apply(Play(SPY))
    assert rnd.winners == (0,)
    assert rnd.favors == (2, 0)


def test_eliminated_spy_player_neither_earns_nor_blocks(position):
    rnd = position([[SPY, KING], [BARON], []], deck=[], dump=0, eliminated={2},
                   discards=[[], [], [SPY]], set_aside=PRINCESS)
    rnd.apply(Play(SPY))
    assert rnd.result.details["spy_bonus"] == 0
    assert rnd.favors == (2, 0, 0)


def test_eliminated_spy_player_alone_earns_nothing(position):
    rnd = position([[GUARD, KING], [BARON], []], deck=[], dump=0, eliminated={2},
                   discards=[[], [], [SPY, SPY]])
    rnd.apply(Play(GUARD, target=1, guess=PRINCE))
    assert rnd.result.details["spy_bonus"] is None
    assert rnd.favors == (1, 0, 0)


def test_spy_played_then_eliminated_earns_nothing(position):
    # Seat 1 played a Spy earlier, then is knocked out by seat 0's Guard.
    rnd = position([[GUARD, PRIEST], [HANDMAID]], discards=[[], [SPY]])
    rnd.apply(Play(GUARD, target=1, guess=HANDMAID))
    assert rnd.winners == (0,)
    assert rnd.result.details["spy_bonus"] is None
    assert rnd.favors == (1, 0)


def test_spy_discarded_by_a_prince_counts(position):
    rnd = position([[PRINCE, KING], [SPY]], deck=[GUARD], dump=0,
                   face_up=(SPY, GUARD, GUARD), set_aside=PRINCESS)
    rnd.apply(Play(PRINCE, target=1))
    assert rnd.discards(1) == (SPY,)
    assert rnd.is_over  # the replacement draw emptied the deck
    assert rnd.winners == (0,)
    assert rnd.result.details["spy_bonus"] == 1
    assert rnd.favors == (1, 1)


@pytest.mark.parametrize("where", ["hand", "set_aside", "face_up"])
def test_a_spy_held_or_set_aside_does_not_count(position, where):
    hands = [[GUARD, KING], [SPY if where == "hand" else BARON]]
    kwargs = {"deck": [], "dump": 0}
    if where == "set_aside":
        kwargs.update(set_aside=SPY, face_up=(SPY, PRINCESS, GUARD))
    elif where == "face_up":
        kwargs.update(face_up=(SPY, SPY, GUARD))
    else:
        kwargs.update(face_up=(SPY, GUARD, GUARD))
    rnd = position(hands, **kwargs)
    rnd.apply(Play(GUARD, target=1, guess=PRINCESS))
    assert rnd.result.details["spy_bonus"] is None
    assert rnd.favors == (1, 0)


def test_spy_bonus_does_not_make_its_holder_a_winner(position):
    rnd = position([[SPY, PRIEST], [BARON]], deck=[], dump=0)
    rnd.apply(Play(SPY))
    assert 0 not in rnd.winners


# ---------------------------------------------------------------------- A14 game end


def test_reaching_the_threshold_wins_the_game(game_position):
    game = game_position([[GUARD, PRIEST], [BARON]], favors=[5, 3])
    game.apply(Play(GUARD, target=1, guess=BARON))
    assert game.favors == (6, 3)
    assert game.winners == (0,)
    assert game.is_over


def test_one_favor_short_is_not_a_game_win(game_position):
    game = game_position([[GUARD, PRIEST], [BARON]], favors=[4, 5])
    game.apply(Play(GUARD, target=1, guess=BARON))
    assert game.favors == (5, 5)
    assert game.winners == ()
    assert not game.is_over


def test_threshold_is_reached_with_two_in_one_round(game_position):
    # 5 favors + round win + Spy bonus = 7 >= 6: the test is >=, not ==.
    game = game_position([[GUARD, PRIEST], [BARON]], favors=[5, 0], discards=[[SPY], []])
    game.apply(Play(GUARD, target=1, guess=BARON))
    assert game.favors == (7, 0)
    assert game.winners == (0,)


def test_a_shared_tie_can_make_simultaneous_game_winners(game_position):
    game = game_position([[GUARD, PRINCE], [PRINCE]], favors=[5, 5], deck=[], dump=0)
    game.apply(Play(GUARD, target=1, guess=PRINCESS))
    assert set(game.winners) == {0, 1}


def test_round_winner_and_spy_bonus_can_win_the_game_together(game_position):
    game = game_position([[SPY, PRIEST], [BARON]], favors=[5, 5], deck=[], dump=0)
    game.apply(Play(SPY))
    assert game.round.winners == (1,)
    assert set(game.winners) == {0, 1}


def test_game_over_refuses_every_further_action(game_position, refuse, assert_unchanged):
    game = game_position([[GUARD, PRIEST], [BARON]], favors=[5, 0])
    game.apply(Play(GUARD, target=1, guess=BARON))
    refuse(game.round, Play(PRIEST, target=1), "GAME_OVER")
    refuse(game.round, ChancellorReturn(keep=PRIEST, bottom=()), "GAME_OVER")
    assert_unchanged(game, lambda: game.apply(Play(PRIEST, target=1)), "GAME_OVER")
    assert_unchanged(game, game.next_round, "GAME_OVER")
    assert_unchanged(game, lambda: game.next_round(start_player=0), "GAME_OVER")


def test_game_winners_are_visible_on_the_round(position):
    rnd = position([[GUARD, PRIEST], [BARON]], favors=[5, 0])
    rnd.apply(Play(GUARD, target=1, guess=BARON))
    assert rnd.game_winners == (0,)
    assert rnd.game_over


# ---------------------------------------------------------------------- A5 / A15 next round


def test_next_round_is_refused_before_the_round_ends(game_position, assert_unchanged):
    game = game_position([[GUARD, PRIEST], [BARON]])
    assert_unchanged(game, game.next_round, "ROUND_NOT_OVER")


def test_sole_survivor_starts_the_next_round(game_position):
    # Seat 0 loses its own Baron against seat 2; seat 1 was already out.  The next
    # round starts with seat 2: not the previous starter, not the next seat clockwise.
    game = game_position([[BARON, GUARD], [], [PRIEST]], eliminated={1},
                         discards=[[], [HANDMAID], []])
    game.apply(Play(BARON, target=2))
    assert game.round.winners == (2,)
    assert game.next_round().current_player == 2


def test_showdown_winner_starts_the_next_round(game_position):
    # Seat 1 started this round and seat 2 is next clockwise; seat 0 wins the showdown.
    game = game_position([[KING], [SPY, GUARD], [BARON], []], active=1, deck=[], dump=3,
                         eliminated={3}, discards=[[], [], [], [PRIEST]])
    game.apply(Play(SPY))
    assert game.round.winners == (0,)
    new = game.next_round()
    assert new.current_player == 0
    assert new.start_player == 0


def test_spy_bonus_only_player_is_not_a_next_round_candidate(game_position, assert_unchanged):
    game = game_position([[SPY, PRIEST], [BARON]], deck=[], dump=0)
    game.apply(Play(SPY))
    assert game.round.winners == (1,) and game.favors == (1, 1)
    assert_unchanged(game, lambda: game.next_round(start_player=0), "BAD_START_PLAYER")
    for seed in range(10):
        other = game_position([[SPY, PRIEST], [BARON]], deck=[], dump=0, seed=seed)
        other.apply(Play(SPY))
        assert other.next_round().current_player == 1


def test_explicit_start_player_must_be_a_winner(game_position, assert_unchanged):
    game = game_position([[GUARD, PRINCE], [PRINCE], []], deck=[], dump=2,
                         eliminated={2}, discards=[[], [], [SPY]])
    game.apply(Play(GUARD, target=1, guess=PRINCESS))
    assert set(game.round.winners) == {0, 1}
    for bad in (2, 5, -1, "0", 1.5):
        assert_unchanged(game, lambda: game.next_round(start_player=bad), "BAD_START_PLAYER")
    assert game.next_round(start_player=1).current_player == 1


def test_tied_winners_start_at_random_from_the_seed(game_position):
    def starter(seed):
        game = game_position([[GUARD, PRINCE], [PRINCE], []], deck=[], dump=2,
                             eliminated={2}, discards=[[], [], [SPY]], seed=seed)
        game.apply(Play(GUARD, target=1, guess=PRINCESS))
        assert set(game.round.winners) == {0, 1}
        return game.next_round().current_player

    chosen = [starter(seed) for seed in range(40)]
    assert set(chosen) == {0, 1}  # never the eliminated seat 2, and both tied winners occur
    assert chosen == [starter(seed) for seed in range(40)]  # deterministic per seed


def test_favors_carry_over_and_the_new_round_uses_all_21_cards(game_position):
    game = game_position([[SPY, PRIEST], [BARON]], favors=[2, 3], deck=[], dump=0)
    game.apply(Play(SPY))
    assert game.favors == (3, 4)
    new = game.next_round()
    assert new.favors_before == (3, 4)
    assert new.favors == (3, 4)
    assert all_cards(new) == Counter(REVISED.deck)
    assert new.eliminated == frozenset()
    assert all(new.discards(seat) == () for seat in range(2))
    assert len(new.face_up) == 3 and new.deck_size == 14


def test_next_round_accepts_an_explicit_deck(game_position, assert_unchanged):
    game = game_position([[SPY, PRIEST], [BARON]], deck=[], dump=0)
    game.apply(Play(SPY))
    assert_unchanged(game, lambda: game.next_round(deck=[GUARD] * 21), "BAD_DECK")
    order = deck_order(PRINCESS, SPY, SPY, GUARD, KING, COUNTESS, PRINCE)
    new = game.next_round(deck=order)
    assert new.set_aside is PRINCESS
    assert Counter(new.hand(1)) == Counter([KING, PRINCE])
    assert new.hand(0) == (COUNTESS,)


def _play_out(game, rounds=6):
    """Play ``game`` with the first legal action each time, across several rounds."""
    while True:
        while not game.round.is_over:
            game.apply(game.legal_actions()[0])
        if game.is_over or len(game.rounds) >= rounds:
            return game
        game.next_round()


def test_seeded_games_reproduce_exactly():
    first = _play_out(Game(REVISED, ["Ann", "Ben", "Cleo"], seed=99))
    second = _play_out(Game(REVISED, ["Ann", "Ben", "Cleo"], seed=99))
    assert len(first.rounds) == len(second.rounds) > 1
    for one, two in zip(first.rounds, second.rounds):
        assert one.snapshot() == two.snapshot()
    other = _play_out(Game(REVISED, ["Ann", "Ben", "Cleo"], seed=100))
    assert [r.dealt_deck for r in other.rounds] != [r.dealt_deck for r in first.rounds]


def test_a_game_plays_to_the_threshold():
    rng = random.Random(8)
    for players in (2, 3, 4, 5, 6):
        game = Game(REVISED, [f"P{seat}" for seat in range(players)], seed=players)
        while not game.is_over:
            while not game.round.is_over:
                game.apply(rng.choice(game.legal_actions()))
            if not game.is_over:
                before = game.favors
                winners = game.round.winners
                new = game.next_round()
                assert new.current_player in winners
                assert new.favors_before == before
        needed = game.favors_needed
        assert all(game.favors[seat] >= needed for seat in game.winners)
        assert all(game.favors[seat] < needed for seat in range(players)
                   if seat not in game.winners)


# ---------------------------------------------------------------------- FR section 06


def test_french_worked_example_countess_then_baron():
    """[FR] 06: holding a King and drawing the Countess forces the Countess; later a
    Baron with a Prince (5) against a Priest (2) eliminates the opponent; against a
    Prince nobody leaves."""

    def play(opponent_card):
        # 2 players: set aside, 3 face up, seat 0 then seat 1 dealt, then the draws.
        order = deck_order(GUARD, GUARD, GUARD, GUARD, KING, opponent_card,
                           COUNTESS, HANDMAID, PRINCE, GUARD, BARON)
        rnd = Round.deal(REVISED, ["Toi", "Adversaire"], deck=order, first_player=0)
        assert Counter(rnd.hand(0)) == Counter([KING, COUNTESS])
        assert rnd.legal_actions() == (Play(COUNTESS),)
        with pytest.raises(IllegalAction) as caught:
            rnd.apply(Play(KING, target=1))
        assert caught.value.code == "COUNTESS_FORCED"
        rnd.apply(Play(COUNTESS))
        # The others only know that the Countess was played: the King stays hidden.
        assert KING not in cards_seen(rnd.observation(1).events)
        assert KING in cards_seen(rnd.observation(0).events)
        rnd.apply(Play(HANDMAID))  # the opponent protects themself
        rnd.apply(Play(KING))  # nobody can be chosen: no effect, seat 0 keeps the Prince
        assert rnd.hand(0) == (PRINCE,)
        rnd.apply(Play(GUARD, target=0, guess=PRINCESS))  # a miss
        assert Counter(rnd.hand(0)) == Counter([PRINCE, BARON])
        rnd.apply(Play(BARON, target=1))
        return rnd

    beaten = play(PRIEST)
    assert beaten.eliminated == frozenset({1})
    assert beaten.winners == (0,)
    tie = play(PRINCE)
    assert tie.eliminated == frozenset()
    assert not tie.is_over
