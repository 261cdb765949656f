"""Every error code of docs/rules.md section D, and the order of A8 when faults combine.

Each refusal is checked three ways: the code, a message that is a sentence, and a
round (or game) left exactly as it was (``refuse`` / ``assert_unchanged`` in
conftest.py compare snapshots, pickles and deep copies taken before the call).
"""

import re

import pytest

from lovelet import (CLASSIC, CODES, REVISED, ChancellorReturn, Card, Game, IllegalAction,
                     Play, Round)

SPY, GUARD, PRIEST, BARON, HANDMAID = Card.SPY, Card.GUARD, Card.PRIEST, Card.BARON, Card.HANDMAID
PRINCE, CHANCELLOR, KING, COUNTESS, PRINCESS = (
    Card.PRINCE, Card.CHANCELLOR, Card.KING, Card.COUNTESS, Card.PRINCESS)

# The catalogue of docs/rules.md section D.
RULES_CODES = [
    "BAD_PLAYER_COUNT", "DUPLICATE_PLAYER", "UNKNOWN_PLAYER", "BAD_DECK", "OUT_OF_TURN",
    "BAD_ACTION", "BAD_OPTION", "BAD_POSITION", "UNKNOWN_CARD", "CARD_NOT_IN_HAND",
    "COUNTESS_FORCED", "TARGET_REQUIRED", "SELF_TARGET_NOT_ALLOWED", "TARGET_OUT_OF_ROUND",
    "TARGET_PROTECTED", "PARAM_NOT_ALLOWED", "GUESS_REQUIRED", "GUESS_GUARD",
    "GUESS_UNKNOWN_CARD", "CHANCELLOR_PENDING", "NO_CHANCELLOR_PENDING",
    "BAD_CHANCELLOR_CHOICE", "ROUND_OVER", "ROUND_NOT_OVER", "GAME_OVER", "BAD_START_PLAYER",
]

TARGETED_OTHERS = [GUARD, PRIEST, BARON, KING]  # cards that must choose another player
NO_PARAMETER_CARDS = [SPY, HANDMAID, CHANCELLOR, COUNTESS, PRINCESS]


def targeted(card, target):
    """A play of ``card`` at ``target``, with a valid guess for a Guard."""
    return Play(card, target=target, guess=PRIEST if card is GUARD else None)


@pytest.fixture
def three(position):
    """Seat 0 to play with ``cards``; seat 1 holds a Baron, seat 2 a Handmaid (a Countess
    when both are protected: the edition's two Handmaids are then on their piles)."""

    def build(*cards, **kwargs):
        both_protected = {1, 2} <= set(kwargs.get("protected", ()))
        return position([list(cards), [BARON], [COUNTESS if both_protected else HANDMAID]], **kwargs)

    return build


@pytest.fixture
def finished(game_position):
    """A game whose round just ended: seat 1 won a showdown (favors as given)."""

    def build(favors=(0, 0)):
        game = game_position([[SPY, PRIEST], [BARON]], favors=list(favors), deck=[], dump=0)
        game.apply(Play(SPY))
        assert game.round.is_over
        return game

    return build


def test_every_code_of_the_rules_exists():
    assert set(RULES_CODES) <= set(CODES)


def test_an_illegal_action_is_a_value_error_with_a_code():
    error = IllegalAction("GAME_OVER", "The game is over.")
    assert isinstance(error, ValueError)
    assert error.code == "GAME_OVER"
    assert str(error) == "The game is over."


# ---------------------------------------------------------------------- game creation


@pytest.mark.parametrize("edition, players", [
    (REVISED, 1), (REVISED, 7), (CLASSIC, 1), (CLASSIC, 5), (REVISED, 0),
])
def test_bad_player_count(assert_error, edition, players):
    names = [f"P{seat}" for seat in range(players)]
    assert_error(lambda: Game(edition, names, seed=1), "BAD_PLAYER_COUNT")
    assert_error(lambda: Round.deal(edition, players, seed=1), "BAD_PLAYER_COUNT")


@pytest.mark.parametrize("names", [["Ann", "Ann"], ["Ann", "Ben", "Ann"], ["A", "B", "C", "B"]])
def test_duplicate_player(assert_error, names):
    assert_error(lambda: Game(REVISED, names, seed=1), "DUPLICATE_PLAYER")
    assert_error(lambda: Round.deal(CLASSIC, names, seed=1), "DUPLICATE_PLAYER")


@pytest.mark.parametrize("first_player", [3, -1, 10, "0", 1.5, True])
def test_first_player_that_is_not_a_seat_is_unknown_player(assert_error, first_player):
    assert_error(lambda: Game(REVISED, ["A", "B", "C"], seed=1, first_player=first_player),
                 "UNKNOWN_PLAYER")
    assert_error(lambda: Round.deal(REVISED, 3, seed=1, first_player=first_player),
                 "UNKNOWN_PLAYER")


@pytest.mark.parametrize("deck", [
    [GUARD] * 21,
    list(REVISED.deck)[:-1],
    list(REVISED.deck) + [GUARD],
    list(CLASSIC.deck),
    list(REVISED.deck)[:-1] + ["princess"],
    "not a deck",
])
def test_bad_deck_on_an_explicit_order(assert_error, deck):
    assert_error(lambda: Round.deal(REVISED, 2, deck=deck, first_player=0), "BAD_DECK")
    assert_error(lambda: Game(REVISED, ["A", "B"], seed=1, deck=deck), "BAD_DECK")


def test_bad_deck_on_next_round_changes_nothing(finished, assert_unchanged):
    game = finished()
    assert_unchanged(game, lambda: game.next_round(deck=list(CLASSIC.deck)), "BAD_DECK")
    assert len(game.rounds) == 1


@pytest.mark.parametrize("build", [
    lambda: Game("deluxe", ["A", "B"], seed=1),
    lambda: Game(None, ["A", "B"], seed=1),
    lambda: Round.deal("premium", 2, seed=1),
    lambda: Game(REVISED, ["A", "B"], seed=1, tie_break="coin"),
    lambda: Game(REVISED, ["A", "B"], seed=1, tie_break="discard_sum"),
    lambda: Game(CLASSIC, ["A", "B"], seed=1, tie_break="lowest"),
    lambda: Game(REVISED, ["A", "B"], seed=1, thresholds="aeg"),
    lambda: Game(CLASSIC, ["A", "B"], seed=1, thresholds="house"),
    lambda: Game(REVISED, ["A", "B"], seed=1, reveal_drawn="yes"),
    lambda: Round.deal(REVISED, 2, seed=1, tie_break="discard_sum"),
], ids=["edition", "edition-none", "round-edition", "tie-break", "revised-discard-sum",
        "tie-break-lowest", "revised-aeg", "thresholds", "reveal-drawn", "round-discard-sum"])
def test_bad_option(assert_error, build):
    assert_error(build, "BAD_OPTION")


def test_edition_names_are_accepted():
    assert Game("revised", ["A", "B"], seed=1).edition is REVISED
    assert Game("classic", ["A", "B"], seed=1).edition is CLASSIC


# ---------------------------------------------------------------------- staged positions


def break_position(arguments, fault):
    """Alter valid 3-player staged-position keywords so that exactly ``fault`` holds."""
    hands, deck, discards = arguments["hands"], arguments["deck"], arguments["discards"]
    if fault == "face up with 3 players":
        arguments["face_up"] = tuple(deck[:3])
        arguments["deck"] = deck[3:]
    elif fault == "waiting hand with 2 cards":
        hands[1].append(deck.pop(0))
    elif fault == "active hand with 1 card":
        deck.append(hands[0].pop())
    elif fault == "active hand with 3 cards":
        hands[0].append(deck.pop(0))
    elif fault == "eliminated player holds a card":
        arguments["eliminated"] = {2}
        discards[2].append(deck.pop(0))
    elif fault == "eliminated player with no discard":
        arguments["eliminated"] = {2}
        deck.append(hands[2].pop())
    elif fault == "princess in a live discard pile":
        index = deck.index(PRINCESS) if PRINCESS in deck else None
        if index is None:
            deck.append(arguments["set_aside"])
            arguments["set_aside"] = deck.pop(0)
            index = deck.index(PRINCESS)
        discards[1].append(deck.pop(index))
    elif fault == "protected active player":
        arguments["protected"] = {0}
    elif fault == "protected eliminated player":
        arguments["eliminated"] = {2}
        arguments["protected"] = {2}
        discards[2].append(hands[2].pop())
    elif fault == "no set-aside card":
        deck.append(arguments["set_aside"])
        arguments["set_aside"] = None
    elif fault == "two set-aside cards":
        arguments["set_aside"] = [arguments["set_aside"], deck.pop(0)]
    elif fault == "active player eliminated":
        arguments["eliminated"] = {0}
        discards[0].extend(hands[0])
        hands[0].clear()
    elif fault == "one player left in the round":
        arguments["eliminated"] = {1, 2}
        discards[1].extend(hands[1])
        discards[2].extend(hands[2])
        hands[1].clear()
        hands[2].clear()
    elif fault == "active is not a seat":
        arguments["active"] = 3
    else:  # pragma: no cover
        raise AssertionError(fault)
    return arguments


# Each invariant of docs/rules.md C load_position, with words its message must contain.
POSITION_FAULTS = [
    ("face up with 3 players", r"face up"),
    ("waiting hand with 2 cards", r"1 card"),
    ("active hand with 1 card", r"2 cards"),
    ("active hand with 3 cards", r"2 cards"),
    ("eliminated player holds a card", r"out of the round.*(no card|hold)"),
    ("eliminated player with no discard", r"discard"),
    ("princess in a live discard pile", r"princess"),
    ("protected active player", r"protect"),
    ("protected eliminated player", r"protect"),
    ("no set-aside card", r"set.aside"),
    ("two set-aside cards", r"set.aside"),
    ("active player eliminated", r"active"),
    ("one player left in the round", r"two players|2 players|round"),
    ("active is not a seat", r"active|seat"),
]


def test_the_unbroken_position_is_accepted(position_arguments):
    arguments = position_arguments([[GUARD, PRIEST], [BARON], [KING]])
    rnd = Round.from_position(REVISED, **arguments)
    assert rnd.current_player == 0


@pytest.mark.parametrize("fault, words", POSITION_FAULTS, ids=[f for f, _ in POSITION_FAULTS])
def test_bad_position_names_the_fault(position_arguments, assert_error, fault, words):
    arguments = break_position(position_arguments([[GUARD, PRIEST], [BARON], [KING]]), fault)
    error = assert_error(lambda: Round.from_position(REVISED, **arguments), "BAD_POSITION")
    assert re.search(words, error.message, re.IGNORECASE), error.message


@pytest.mark.parametrize("face_up_count", [0, 2, 4])
def test_two_players_need_exactly_three_face_up_cards(position_arguments, assert_error,
                                                      face_up_count):
    arguments = position_arguments([[GUARD, PRIEST], [BARON]])
    pool = list(arguments["face_up"]) + arguments["deck"]
    arguments["face_up"] = tuple(pool[:face_up_count])
    arguments["deck"] = pool[face_up_count:]
    error = assert_error(lambda: Round.from_position(REVISED, **arguments), "BAD_POSITION")
    assert re.search(r"face up", error.message, re.IGNORECASE)


def test_a_position_may_have_an_empty_deck(position_arguments):
    # The automatic draw may have taken the last card: this is the round's last turn.
    arguments = position_arguments([[GUARD, PRIEST], [BARON], []], deck=[], eliminated={2},
                                   dump=2, discards=[[], [], [SPY]])
    rnd = Round.from_position(REVISED, **arguments)
    assert rnd.deck_size == 0 and not rnd.is_over


@pytest.mark.parametrize("change", ["extra guard", "missing card", "classic cards", "not a card"])
def test_position_with_the_wrong_cards_is_bad_deck(position_arguments, assert_error, change):
    arguments = position_arguments([[GUARD, PRIEST], [BARON], [KING]])
    if change == "extra guard":
        arguments["deck"].append(GUARD)
    elif change == "missing card":
        arguments["deck"].pop()
    elif change == "classic cards":
        arguments["deck"] = [card for card in arguments["deck"] if card not in (SPY, CHANCELLOR)]
    else:
        arguments["deck"][0] = "guard"
    code = "BAD_DECK" if change != "not a card" else None
    with pytest.raises(IllegalAction) as caught:
        Round.from_position(REVISED, **arguments)
    if code:
        assert caught.value.code == code
    else:  # a non-card is refused as a bad deck or a bad position, never accepted
        assert caught.value.code in ("BAD_DECK", "BAD_POSITION")


def test_classic_position_with_a_spy_is_bad_deck(position_arguments, assert_error):
    arguments = position_arguments([[GUARD, PRIEST], [BARON]], edition=CLASSIC)
    arguments["deck"][0] = SPY
    assert_error(lambda: Round.from_position(CLASSIC, **arguments), "BAD_DECK")


# ---------------------------------------------------------------------- BAD_ACTION


@pytest.mark.parametrize("action", [
    "Play(GUARD)", "guard", None, 3, 0, 1.5, (GUARD, 1, PRIEST), (GUARD,), [GUARD, 1, PRIEST],
    {"card": GUARD}, GUARD, object(),
], ids=["string", "card-name", "none", "int", "zero", "float", "tuple", "short-tuple", "list",
        "dict", "card", "object"])
def test_bad_action(three, refuse, action):
    rnd = three(GUARD, PRIEST)
    error = refuse(rnd, action, "BAD_ACTION")
    assert error.message


# ---------------------------------------------------------------------- OUT_OF_TURN, UNKNOWN_PLAYER


@pytest.mark.parametrize("player", [1, 2])
def test_out_of_turn_for_a_legal_move_of_the_active_player(three, refuse, player):
    rnd = three(GUARD, PRIEST)
    action = Play(PRIEST, target=1)
    assert action in rnd.legal_actions()
    refuse(rnd, action, "OUT_OF_TURN", player=player)
    rnd.apply(action, player=0)  # the same move by the active player is accepted
    assert rnd.current_player == 1


def test_out_of_turn_for_an_eliminated_player(position, refuse):
    rnd = position([[GUARD, PRIEST], [BARON], []], eliminated={2}, discards=[[], [], [KING]])
    refuse(rnd, Play(PRIEST, target=1), "OUT_OF_TURN", player=2)


@pytest.mark.parametrize("player", [3, -1, "0", 0.0, True, "Player 9", "Nobody"])
def test_acting_player_that_is_not_a_seat_is_unknown_player(three, refuse, player):
    rnd = three(GUARD, PRIEST)
    refuse(rnd, Play(PRIEST, target=1), "UNKNOWN_PLAYER", player=player)


@pytest.mark.parametrize("target", [3, 99, -1, -3, "1", "Ben", 1.0, 2.5, True, False])
@pytest.mark.parametrize("card", [GUARD, PRIEST, BARON, KING, PRINCE])
def test_target_that_is_not_a_seat_is_unknown_player(three, refuse, card, target):
    rnd = three(card, SPY)
    # A float or a bool is refused when the action is made (issue 18), with this code.
    refuse(rnd, lambda: targeted(card, target), "UNKNOWN_PLAYER")


# ---------------------------------------------------------------------- cards


@pytest.mark.parametrize("card", ["Jester", "", 1, None, 1.0, object()],
                         ids=["unknown-name", "empty", "int", "none", "float", "object"])
def test_unknown_card_for_non_cards(three, refuse, card):
    rnd = three(GUARD, PRIEST)
    refuse(rnd, lambda: Play(card), "UNKNOWN_CARD")  # refused when made (issue 18)


@pytest.mark.parametrize("card", [SPY, CHANCELLOR])
def test_unknown_card_for_revised_cards_in_classic(position, refuse, card):
    rnd = position([[GUARD, PRIEST], [BARON]], edition=CLASSIC)
    refuse(rnd, Play(card), "UNKNOWN_CARD")


@pytest.mark.parametrize("action", [
    Play(KING, target=1), Play(SPY), Play(COUNTESS), Play(PRINCE, target=0),
    Play(GUARD, target=1, guess=PRIEST),
])
def test_card_not_in_hand(three, refuse, action):
    rnd = three(PRIEST, BARON)
    refuse(rnd, action, "CARD_NOT_IN_HAND")


@pytest.mark.parametrize("forced", [KING, PRINCE])
@pytest.mark.parametrize("target", [1, 0, None])
def test_countess_forced(three, refuse, forced, target):
    rnd = three(COUNTESS, forced)
    refuse(rnd, Play(forced, target=target), "COUNTESS_FORCED")


# ---------------------------------------------------------------------- targets


@pytest.mark.parametrize("card", TARGETED_OTHERS)
def test_target_required_when_an_opponent_can_be_chosen(three, refuse, card):
    rnd = three(card, SPY)
    refuse(rnd, Play(card), "TARGET_REQUIRED")


def test_guard_with_a_guess_but_no_target_is_target_required(three, refuse):
    rnd = three(GUARD, SPY)
    refuse(rnd, Play(GUARD, guess=BARON), "TARGET_REQUIRED")


def test_prince_always_requires_a_target(three, refuse):
    rnd = three(PRINCE, SPY)
    refuse(rnd, Play(PRINCE), "TARGET_REQUIRED")
    shielded = three(PRINCE, SPY, protected={1, 2})
    refuse(shielded, Play(PRINCE), "TARGET_REQUIRED")


@pytest.mark.parametrize("card", TARGETED_OTHERS)
def test_self_target_not_allowed(three, refuse, card):
    rnd = three(card, SPY)
    refuse(rnd, targeted(card, 0), "SELF_TARGET_NOT_ALLOWED")


@pytest.mark.parametrize("card", TARGETED_OTHERS)
def test_self_target_not_allowed_even_when_nobody_else_can_be_chosen(three, refuse, card):
    rnd = three(card, SPY, protected={1, 2})
    refuse(rnd, targeted(card, 0), "SELF_TARGET_NOT_ALLOWED")


@pytest.mark.parametrize("card", TARGETED_OTHERS + [PRINCE])
def test_target_out_of_round(position, refuse, card):
    rnd = position([[card, SPY], [BARON], []], eliminated={2}, discards=[[], [], [HANDMAID]])
    refuse(rnd, targeted(card, 2), "TARGET_OUT_OF_ROUND")


@pytest.mark.parametrize("card", TARGETED_OTHERS + [PRINCE])
def test_target_protected(three, refuse, card):
    rnd = three(card, SPY, protected={2})
    refuse(rnd, targeted(card, 2), "TARGET_PROTECTED")


@pytest.mark.parametrize("card", TARGETED_OTHERS + [PRINCE])
def test_target_protected_when_the_only_opponent_is_protected(position, refuse, card):
    rnd = position([[card, SPY], [BARON]], protected={1})
    refuse(rnd, targeted(card, 1), "TARGET_PROTECTED")


@pytest.mark.parametrize("card", [PRIEST, BARON, KING])
def test_no_eligible_opponent_means_no_target(position, card):
    rnd = position([[card, SPY], [BARON]], protected={1})
    assert Play(card) in rnd.legal_actions()
    assert not any(a.card is card and a.target is not None for a in rnd.legal_actions())


# ---------------------------------------------------------------------- parameters


@pytest.mark.parametrize("card", NO_PARAMETER_CARDS)
@pytest.mark.parametrize("extra", [{"target": 1}, {"guess": PRIEST}, {"target": 0},
                                   {"target": 9}, {"target": 1, "guess": BARON}],
                         ids=["target", "guess", "self", "unknown-seat", "both"])
def test_param_not_allowed_on_cards_without_parameters(three, refuse, card, extra):
    partner = GUARD if card is not GUARD else PRIEST
    rnd = three(card, partner)
    refuse(rnd, Play(card, **extra), "PARAM_NOT_ALLOWED")


@pytest.mark.parametrize("card", [PRIEST, BARON, KING, PRINCE])
def test_param_not_allowed_for_a_guess_on_a_non_guard(three, refuse, card):
    rnd = three(card, SPY)
    refuse(rnd, Play(card, target=1, guess=PRINCESS), "PARAM_NOT_ALLOWED")


def test_param_not_allowed_for_a_guard_guess_without_eligible_opponent(position, refuse):
    rnd = position([[GUARD, SPY], [BARON]], protected={1})
    refuse(rnd, Play(GUARD, guess=BARON), "PARAM_NOT_ALLOWED")


def test_guess_required(three, refuse):
    rnd = three(GUARD, SPY)
    refuse(rnd, Play(GUARD, target=1), "GUESS_REQUIRED")


def test_guess_guard(three, refuse):
    rnd = three(GUARD, SPY)
    refuse(rnd, Play(GUARD, target=1, guess=GUARD), "GUESS_GUARD")


@pytest.mark.parametrize("guess", ["jester", "PRIESTESS", 2, 1.5, object(), True],
                         ids=["unknown-name", "other-name", "int", "float", "object", "bool"])
def test_guess_unknown_card(three, refuse, guess):
    rnd = three(GUARD, SPY)
    refuse(rnd, lambda: Play(GUARD, target=1, guess=guess), "GUESS_UNKNOWN_CARD")


@pytest.mark.parametrize("guess", [SPY, CHANCELLOR])
def test_guess_unknown_card_in_classic(position, refuse, guess):
    rnd = position([[GUARD, PRIEST], [BARON]], edition=CLASSIC)
    refuse(rnd, Play(GUARD, target=1, guess=guess), "GUESS_UNKNOWN_CARD")


# ---------------------------------------------------------------------- Chancellor


@pytest.fixture
def pending(three):
    """Seat 0 has played a Chancellor and holds Guard, Priest, Prince."""
    rnd = three(CHANCELLOR, GUARD, top=[PRIEST, PRINCE])
    rnd.apply(Play(CHANCELLOR))
    assert rnd.pending_chancellor
    return rnd


@pytest.mark.parametrize("action", [
    Play(GUARD, target=1, guess=BARON), Play(PRIEST, target=1), Play(PRINCE, target=1),
    Play(CHANCELLOR),
])
def test_chancellor_pending(pending, refuse, action):
    refuse(pending, action, "CHANCELLOR_PENDING")


def test_no_chancellor_pending(three, refuse):
    rnd = three(GUARD, PRIEST)
    refuse(rnd, ChancellorReturn(keep=GUARD, bottom=(PRIEST,)), "NO_CHANCELLOR_PENDING")
    refuse(rnd, ChancellorReturn(keep=GUARD, bottom=()), "NO_CHANCELLOR_PENDING")


@pytest.mark.parametrize("choice", [
    lambda: ChancellorReturn(keep=GUARD, bottom=()),
    lambda: ChancellorReturn(keep=GUARD, bottom=(PRIEST,)),
    lambda: ChancellorReturn(keep=KING, bottom=(PRIEST, PRINCE)),
    lambda: ChancellorReturn(keep=GUARD, bottom=(PRIEST, PRINCE, CHANCELLOR)),
    lambda: ChancellorReturn(keep=GUARD, bottom=(PRINCE, PRINCE)),
    # these three name no cards: refused when made (issue 18), with the same code
    lambda: ChancellorReturn(keep=None, bottom=(PRIEST, PRINCE)),
    lambda: ChancellorReturn(keep=GUARD, bottom=None),
    lambda: ChancellorReturn(keep=GUARD, bottom="priest prince"),
])
def test_bad_chancellor_choice(pending, refuse, choice):
    refuse(pending, choice, "BAD_CHANCELLOR_CHOICE")


# ---------------------------------------------------------------------- round and game over


def test_round_over(finished, refuse):
    rnd = finished().round
    refuse(rnd, Play(PRIEST, target=1), "ROUND_OVER")
    refuse(rnd, Play(GUARD, target=1, guess=BARON), "ROUND_OVER")
    refuse(rnd, ChancellorReturn(keep=PRIEST, bottom=()), "ROUND_OVER")


def test_round_not_over(game_position, assert_unchanged):
    game = game_position([[GUARD, PRIEST], [BARON]])
    assert_unchanged(game, game.next_round, "ROUND_NOT_OVER")
    assert_unchanged(game, lambda: game.next_round(start_player=0), "ROUND_NOT_OVER")


def test_game_over(finished, refuse, assert_unchanged):
    game = finished(favors=(0, 5))
    assert game.is_over
    refuse(game.round, Play(PRIEST, target=1), "GAME_OVER")
    refuse(game.round, ChancellorReturn(keep=PRIEST, bottom=()), "GAME_OVER")
    assert_unchanged(game, lambda: game.apply(Play(PRIEST, target=1)), "GAME_OVER")
    assert_unchanged(game, game.next_round, "GAME_OVER")


@pytest.mark.parametrize("start_player", [0, 2, -1, "1", 1.0, True])
def test_bad_start_player(finished, assert_unchanged, start_player):
    game = finished()
    assert game.round.winners == (1,)
    assert_unchanged(game, lambda: game.next_round(start_player=start_player), "BAD_START_PLAYER")


# ---------------------------------------------------------------------- A8 precedence


def test_game_over_comes_before_out_of_turn_and_card_faults(finished, refuse):
    rnd = finished(favors=(0, 5)).round
    refuse(rnd, Play(KING, target=7), "GAME_OVER", player=0)
    # An action naming no card cannot even be made (issue 18): that refusal comes first.
    refuse(rnd, lambda: Play("not a card"), "UNKNOWN_CARD")


def test_round_over_comes_before_out_of_turn_and_card_faults(finished, refuse):
    rnd = finished().round
    refuse(rnd, Play(KING, target=7), "ROUND_OVER", player=0)
    refuse(rnd, Play(SPY, guess=GUARD), "ROUND_OVER", player=1)
    refuse(rnd, ChancellorReturn(keep=KING, bottom=(GUARD,)), "ROUND_OVER", player=0)


def test_out_of_turn_comes_before_chancellor_pending(pending, refuse):
    refuse(pending, Play(GUARD, target=1, guess=BARON), "OUT_OF_TURN", player=1)
    refuse(pending, ChancellorReturn(keep=GUARD, bottom=(PRIEST, PRINCE)), "OUT_OF_TURN",
           player=2)


@pytest.mark.parametrize("action", [
    Play(SPY), Play("spy"), Play(KING, target=0), Play(COUNTESS, target=1, guess=GUARD),
])
def test_out_of_turn_comes_before_card_and_parameter_faults(three, refuse, action):
    rnd = three(GUARD, PRIEST)
    refuse(rnd, action, "OUT_OF_TURN", player=2)


def test_unknown_acting_player_comes_before_card_faults(three, refuse):
    rnd = three(GUARD, PRIEST)
    refuse(rnd, Play("spy"), "UNKNOWN_PLAYER", player=8)


@pytest.mark.parametrize("action", [Play(KING, target=0), Play("spy"), Play(SPY, target=5)])
def test_chancellor_pending_comes_before_card_faults(pending, refuse, action):
    refuse(pending, action, "CHANCELLOR_PENDING")


def test_unknown_card_comes_before_card_not_in_hand(position, refuse):
    rnd = position([[GUARD, PRIEST], [BARON]], edition=CLASSIC)
    refuse(rnd, Play(SPY, target=1), "UNKNOWN_CARD")


@pytest.mark.parametrize("action", [
    Play(KING, target=0), Play(KING, guess=GUARD), Play(BARON, target=9), Play(SPY, target=1),
])
def test_card_not_in_hand_comes_before_countess_and_parameters(three, refuse, action):
    rnd = three(COUNTESS, PRINCE)
    refuse(rnd, action, "CARD_NOT_IN_HAND")


@pytest.mark.parametrize("action", [
    Play(KING, target=0), Play(KING, target=9), Play(KING, target=1, guess=GUARD),
    Play(KING),
])
def test_countess_forced_comes_before_parameters(three, refuse, action):
    rnd = three(COUNTESS, KING)
    refuse(rnd, action, "COUNTESS_FORCED")


@pytest.mark.parametrize("card", [PRIEST, BARON, KING])
@pytest.mark.parametrize("target", [None, 0, 9, 2, "x"])
def test_a_guess_on_priest_baron_king_comes_before_target_faults(position, refuse, card, target):
    rnd = position([[card, SPY], [BARON], []], eliminated={2}, discards=[[], [], [HANDMAID]])
    refuse(rnd, Play(card, target=target, guess=PRINCESS), "PARAM_NOT_ALLOWED")


@pytest.mark.parametrize("target", [None, 2, 9, 0])
def test_a_guess_on_the_prince_comes_before_target_faults(position, refuse, target):
    rnd = position([[PRINCE, SPY], [BARON], []], eliminated={2}, discards=[[], [], [HANDMAID]])
    refuse(rnd, Play(PRINCE, target=target, guess=PRINCESS), "PARAM_NOT_ALLOWED")


@pytest.mark.parametrize("card", NO_PARAMETER_CARDS)
def test_parameters_on_no_target_cards_are_param_not_allowed_whatever_the_target(
        position, refuse, card):
    rnd = position([[card, GUARD], [BARON], []], eliminated={2}, discards=[[], [], [HANDMAID]])
    for target in (2, 9, "x", 0):
        refuse(rnd, Play(card, target=target), "PARAM_NOT_ALLOWED")


@pytest.mark.parametrize("guess, code", [
    (GUARD, "TARGET_PROTECTED"), (None, "TARGET_PROTECTED"),
    # a guess that names no card cannot be made into an action (issue 18): that comes first
    ("nonsense", "GUESS_UNKNOWN_CARD"),
])
def test_guard_target_faults_come_before_guess_faults(three, refuse, guess, code):
    rnd = three(GUARD, SPY, protected={2})
    refuse(rnd, lambda: Play(GUARD, target=2, guess=guess), code)


@pytest.mark.parametrize("target, code", [
    (0, "SELF_TARGET_NOT_ALLOWED"), (9, "UNKNOWN_PLAYER"), ("1", "UNKNOWN_PLAYER"),
    (2, "TARGET_OUT_OF_ROUND"),
])
def test_guard_target_fault_order_with_a_bad_guess(position, refuse, target, code):
    rnd = position([[GUARD, SPY], [BARON], []], eliminated={2}, discards=[[], [], [HANDMAID]])
    refuse(rnd, Play(GUARD, target=target, guess=GUARD), code)
    refuse(rnd, Play(GUARD, target=target), code)


def test_guard_missing_target_with_an_eligible_opponent_comes_before_the_guess(three, refuse):
    rnd = three(GUARD, SPY)
    refuse(rnd, Play(GUARD, guess=GUARD), "TARGET_REQUIRED")
    refuse(rnd, lambda: Play(GUARD, guess="nonsense"), "GUESS_UNKNOWN_CARD")  # refused when made


def test_guard_without_eligible_opponent_reports_a_supplied_target(position, refuse):
    # A supplied target is reported as such even when nobody can be chosen (A8).
    rnd = position([[GUARD, SPY], [BARON], []], protected={1}, eliminated={2},
                   discards=[[], [], [HANDMAID]])
    refuse(rnd, Play(GUARD, target=1, guess=PRIEST), "TARGET_PROTECTED")
    refuse(rnd, Play(GUARD, target=2, guess=PRIEST), "TARGET_OUT_OF_ROUND")
    refuse(rnd, Play(GUARD, target=0, guess=PRIEST), "SELF_TARGET_NOT_ALLOWED")
    refuse(rnd, Play(GUARD, guess=PRIEST), "PARAM_NOT_ALLOWED")
    rnd.apply(Play(GUARD))  # the one legal Guard play


@pytest.mark.parametrize("guess, code", [
    (None, "GUESS_REQUIRED"), ("jester", "GUESS_UNKNOWN_CARD"), (GUARD, "GUESS_GUARD"),
])
def test_guard_guess_faults_with_a_valid_target(three, refuse, guess, code):
    rnd = three(GUARD, SPY)
    refuse(rnd, lambda: Play(GUARD, target=1, guess=guess), code)


def test_target_unknown_player_comes_before_self_and_protection(three, refuse):
    rnd = three(PRIEST, SPY, protected={1, 2})
    refuse(rnd, Play(PRIEST, target=3), "UNKNOWN_PLAYER")
    refuse(rnd, Play(PRIEST, target=0), "SELF_TARGET_NOT_ALLOWED")
    refuse(rnd, Play(PRIEST, target=1), "TARGET_PROTECTED")
    rnd.apply(Play(PRIEST))


def test_next_round_game_over_comes_before_start_player_and_deck(finished, assert_unchanged):
    game = finished(favors=(0, 5))
    assert_unchanged(game, lambda: game.next_round(start_player=0, deck=[GUARD]), "GAME_OVER")


def test_next_round_round_not_over_comes_before_start_player_and_deck(game_position,
                                                                      assert_unchanged):
    game = game_position([[GUARD, PRIEST], [BARON]])
    assert_unchanged(game, lambda: game.next_round(start_player=7, deck=[GUARD]),
                     "ROUND_NOT_OVER")


def test_next_round_bad_start_player_comes_before_bad_deck(finished, assert_unchanged):
    game = finished()
    assert_unchanged(game, lambda: game.next_round(start_player=0, deck=[GUARD]),
                     "BAD_START_PLAYER")
    assert_unchanged(game, lambda: game.next_round(start_player=1, deck=[GUARD]), "BAD_DECK")


# ---------------------------------------------------------------------- nothing changes


def test_a_refused_action_leaves_legal_actions_and_observations_alone(three):
    rnd = three(GUARD, PRIEST)
    legal = rnd.legal_actions()
    views = [rnd.observation(seat) for seat in range(3)]
    for action in (Play(GUARD, target=1), Play(KING, target=1), "x", Play(PRIEST, target=0)):
        with pytest.raises(IllegalAction):
            rnd.apply(action)
    assert rnd.legal_actions() == legal
    assert [rnd.observation(seat) for seat in range(3)] == views
    assert len(rnd.actions) == 0


def test_every_illegal_play_of_a_position_is_refused_and_every_legal_one_accepted(three):
    rnd = three(GUARD, PRINCE, protected={2})
    legal = set(rnd.legal_actions())
    for card in (GUARD, PRINCE, KING):
        for target in (None, 0, 1, 2, 3):
            for guess in (None, GUARD, PRIEST, PRINCESS):
                action = Play(card, target=target, guess=guess)
                trial = rnd.clone()
                if action in legal:
                    trial.apply(action)
                else:
                    before = trial.snapshot()
                    with pytest.raises(IllegalAction):
                        trial.apply(action)
                    assert trial.snapshot() == before
