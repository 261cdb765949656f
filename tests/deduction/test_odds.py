"""The odds of lovelet.deduction.odds, checked against brute force.

The reference for every probability is an exhaustive count: the cards a player cannot
see are put in every distinct arrangement over the places they may be (the opponents'
hands, the deck, the set-aside card), each arrangement is staged as a real round, and
the engine itself says what happens (a Guard hits, a Baron knocks someone out, the
showdown's winners).  In a staged position the viewer has seen nothing but their hand,
the discards and the face-up cards, so every arrangement is equally likely; the test
checks that the viewer's observation is indeed the same in all of them.
"""

from collections import Counter
from fractions import Fraction
from itertools import permutations
import random

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, IllegalAction, Play, Round
from lovelet.deduction.odds import (baron_odds, best_guard_guess, copies_left_distribution,
                                    deck_runs_out_before_my_turn, guard_odds, showdown_odds,
                                    spy_bonus_chance, turns_left, unseen_counts)

C = Card


# ---------------------------------------------------------------------- positions

def staged(hands, deck, set_aside, discards, *, edition=REVISED, face_up=(), eliminated=(),
           protected=(), active=0, **options):
    """A staged round; the test names every card, so a typo fails as BAD_DECK."""
    return Round.from_position(edition, hands=hands, deck=deck, set_aside=set_aside,
                               face_up=face_up, discards=discards, eliminated=eliminated,
                               protected=protected, active=active, **options)


def late_two_player():
    """2 players, seat 0 to play with Guard and Baron; 6 cards unseen (two Priests)."""
    return staged(
        hands=[[C.GUARD, C.BARON], [C.PRIEST]],
        deck=[C.KING, C.GUARD, C.PRIEST, C.HANDMAID], set_aside=C.PRINCESS,
        face_up=[C.SPY, C.SPY, C.COUNTESS],
        discards=[[C.GUARD, C.GUARD, C.PRINCE, C.CHANCELLOR, C.HANDMAID],
                  [C.GUARD, C.GUARD, C.BARON, C.PRINCE, C.CHANCELLOR]])


def late_three_player():
    """3 players, seat 0 to play with Baron and Guard; seat 2 protected; a deck of 2."""
    return staged(
        hands=[[C.BARON, C.GUARD], [C.PRIEST], [C.COUNTESS]],
        deck=[C.SPY, C.GUARD], set_aside=C.PRINCESS,
        discards=[[C.GUARD, C.GUARD, C.HANDMAID, C.PRIEST, C.SPY],
                  [C.GUARD, C.BARON, C.CHANCELLOR, C.KING, C.PRINCE],
                  [C.GUARD, C.PRINCE, C.CHANCELLOR, C.HANDMAID]],
        protected={2})


def last_turn_four_player():
    """4 players, one out, the deck empty: seat 0's Handmaid ends the round in a showdown."""
    return staged(
        hands=[[C.HANDMAID, C.PRINCE], [C.GUARD], [C.KING], []],
        deck=[], set_aside=C.PRIEST,
        discards=[[C.GUARD, C.SPY, C.BARON], [C.GUARD, C.PRINCE, C.HANDMAID, C.SPY],
                  [C.GUARD, C.PRIEST, C.CHANCELLOR, C.CHANCELLOR],
                  [C.GUARD, C.GUARD, C.BARON, C.COUNTESS, C.PRINCESS]],
        eliminated={3})


def last_turn_with_guards():
    """Like the last one, but seat 0 keeps a Guard and two of the three unseen are Guards."""
    return staged(
        hands=[[C.HANDMAID, C.GUARD], [C.GUARD], [C.PRIEST], []],
        deck=[], set_aside=C.GUARD,
        discards=[[C.SPY, C.BARON, C.PRINCE, C.KING],
                  [C.GUARD, C.HANDMAID, C.CHANCELLOR, C.SPY, C.COUNTESS],
                  [C.PRIEST, C.PRINCE, C.CHANCELLOR, C.GUARD],
                  [C.GUARD, C.BARON, C.PRINCESS]],
        eliminated={3})


def classic_last_turn_discard_sums():
    """Classic with discard-sum ties, the deck empty.  Once seat 0 has played its
    Handmaid (4) its discards total 7; seat 1's total 1 (a tie with seat 1 goes to
    seat 0) and seat 2's 7 (a tie with seat 2 is shared).  Before the Handmaid, seat 0
    has 3: a count that forgot the card played would score a tie with seat 2 as lost."""
    return staged(
        edition=CLASSIC, tie_break="discard_sum",
        hands=[[C.HANDMAID, C.PRINCE], [C.GUARD], [C.KING], []],
        deck=[], set_aside=C.PRINCE,
        discards=[[C.GUARD, C.PRIEST], [C.GUARD], [C.BARON, C.HANDMAID],
                  [C.GUARD, C.GUARD, C.PRIEST, C.BARON, C.COUNTESS, C.PRINCESS]],
        eliminated={3})


def hidden_places(rnd, viewer):
    """The places the viewer cannot see, as (kind, seat) in a fixed order, and their cards."""
    places, cards = [], []
    for seat in rnd.in_round:
        if seat != viewer:
            for card in rnd.hand(seat):
                places.append(("hand", seat))
                cards.append(card)
    for card in rnd.deck:
        places.append(("deck", None))
        cards.append(card)
    places.append(("set_aside", None))
    cards.append(rnd.set_aside)
    return places, cards


def arrangements(rnd, viewer):
    """Every round the viewer cannot tell from ``rnd``: one per distinct arrangement of
    the unseen cards, each equally likely from the viewer's seat."""
    places, cards = hidden_places(rnd, viewer)
    seen = rnd.observation(viewer)
    rounds = []
    for order in sorted(set(permutations(cards)), key=lambda cards: [c.name for c in cards]):
        hands = [list(rnd.hand(seat)) if seat == viewer or seat in rnd.eliminated else []
                 for seat in range(rnd.players)]
        deck = []
        for (kind, seat), card in zip(places, order):
            if kind == "hand":
                hands[seat].append(card)
            elif kind == "deck":
                deck.append(card)
            else:
                set_aside = card
        other = staged(hands, deck, set_aside, [rnd.discards(s) for s in range(rnd.players)],
                       edition=rnd.edition, face_up=rnd.face_up, eliminated=rnd.eliminated,
                       protected=rnd.protected, active=rnd.current_player,
                       **rnd.options.as_dict())
        assert other.observation(viewer) == seen  # the viewer cannot tell them apart
        rounds.append(other)
    return rounds


def frequency(rounds, happened):
    """The exact share of ``rounds`` for which ``happened(round)`` is true."""
    return Fraction(sum(1 for rnd in rounds if happened(rnd)), len(rounds))


def after(rnd, action):
    copy = rnd.clone()
    copy.apply(action)
    return copy


# ---------------------------------------------------------------------- unseen cards

def random_rounds(count=40, seed=3):
    """Rounds of both editions, played randomly for a few turns, with every seat's view."""
    rng = random.Random(seed)
    for index in range(count):
        edition = (REVISED, CLASSIC)[index % 2]
        players = rng.randint(2, edition.max_players)
        rnd = Round.deal(edition, players, seed=rng.randrange(10**6))
        for _ in range(rng.randrange(12)):
            if rnd.is_over:
                break
            rnd.apply(rng.choice(rnd.legal_actions()))
        yield rnd


def test_unseen_cards_are_exactly_the_cards_in_the_places_the_viewer_cannot_see():
    for rnd in random_rounds():
        if rnd.is_over:
            continue
        for viewer in range(rnd.players):
            hidden = Counter(rnd.deck) + Counter([rnd.set_aside] if rnd.set_aside else [])
            for seat in range(rnd.players):
                if seat != viewer:
                    hidden += Counter(rnd.hand(seat))
            counts = unseen_counts(rnd.observation(viewer))
            assert {card: n for card, n in counts.items() if n} == dict(hidden)
            assert set(counts) == set(rnd.edition.cards)


# ---------------------------------------------------------------------- Guard

@pytest.mark.parametrize("make, target", [(late_two_player, 1), (late_three_player, 1),
                                          (last_turn_with_guards, 1), (last_turn_with_guards, 2)])
def test_guard_odds_equal_the_share_of_arrangements_where_the_guess_knocks_the_target_out(
        make, target):
    rnd = make()
    rounds = arrangements(rnd, 0)
    odds = guard_odds(rnd.observation(0), target)
    assert set(odds) == set(rnd.edition.guessable)
    for guess, chance in odds.items():
        hit = frequency(rounds, lambda r: target in after(
            r, Play(C.GUARD, target=target, guess=guess)).eliminated)
        assert chance == hit, guess
        assert isinstance(chance, Fraction)


def test_guard_odds_against_a_protected_opponent_still_count_their_card():
    rnd = late_three_player()  # seat 2 is protected: no Guard may name them, odds exist
    rounds = arrangements(rnd, 0)
    for guess, chance in guard_odds(rnd.observation(0), 2).items():
        assert chance == frequency(rounds, lambda r: r.hand(2)[0] is guess)


def test_guard_odds_add_up_to_the_chance_that_the_target_holds_no_guard():
    observation = late_two_player().observation(0)
    counts = unseen_counts(observation)
    odds = guard_odds(observation, 1)
    assert sum(odds.values()) == 1 - Fraction(counts[C.GUARD], sum(counts.values()))


def test_best_guard_guess_takes_the_most_likely_card_and_the_lowest_value_on_a_tie():
    observation = late_two_player().observation(0)
    odds = guard_odds(observation, 1)
    card, chance = best_guard_guess(observation, 1)
    best = max(odds.values())
    tied = [guess for guess, p in odds.items() if p == best]
    assert chance == best
    assert card is min(tied, key=REVISED.value)
    # Unseen: King, Guard, Priest, Priest, Handmaid, Princess: the two Priests win.
    assert card is C.PRIEST and chance == Fraction(2, 6)
    four = last_turn_four_player().observation(0)  # Guard, King, Priest unseen: a 3-way tie
    assert best_guard_guess(four, 1) == (C.PRIEST, Fraction(1, 3))


def test_the_odds_refuse_a_target_that_is_not_an_opponent_in_the_round():
    observation = last_turn_four_player().observation(0)
    for target, code in [(0, "SELF_TARGET_NOT_ALLOWED"), (3, "TARGET_OUT_OF_ROUND"),
                         (7, "UNKNOWN_PLAYER"), ("nobody", "UNKNOWN_PLAYER")]:
        with pytest.raises(IllegalAction) as error:
            guard_odds(observation, target)
        assert error.value.code == code
    assert guard_odds(observation, observation.names[1]) == guard_odds(observation, 1)


class FakeBelief:
    """The interface of lovelet.deduction.belief that the odds read, with given numbers."""

    def __init__(self, hands, joint=None):
        self.hands = hands
        self.joints = joint or {}

    def hand(self, seat):
        return self.hands[seat]

    def joint(self, seats):
        if len(seats) == 1 and tuple(seats) not in self.joints:
            return {(card,): p for card, p in self.hands[seats[0]].items() if p}
        return self.joints[tuple(seats)]


def test_with_a_belief_the_odds_follow_the_belief_not_the_counting():
    observation = late_two_player().observation(0)
    belief = FakeBelief({1: {C.KING: Fraction(3, 4), C.PRIEST: Fraction(1, 4)}})
    odds = guard_odds(observation, 1, belief)
    assert odds[C.KING] == Fraction(3, 4) and odds[C.PRIEST] == Fraction(1, 4)
    assert odds[C.PRINCESS] == 0
    assert best_guard_guess(observation, 1, belief) == (C.KING, Fraction(3, 4))
    # Keeping the Guard (1) against a King or Priest always loses the Baron.
    assert baron_odds(observation, 1, belief) == {"win": 0, "tie": 0, "lose": 1}
    assert showdown_odds(observation, C.BARON, belief) == {
        "win": Fraction(1, 4), "tie": 0, "lose": Fraction(3, 4)}


def test_a_mid_turn_opponent_in_a_belief_shows_either_card_with_equal_chance():
    observation = late_two_player().observation(1)  # seat 0 holds two cards
    belief = FakeBelief({}, {(0,): {((C.GUARD, C.BARON),): Fraction(1, 2),
                                    ((C.KING, C.KING),): Fraction(1, 2)}})
    odds = guard_odds(observation, 0, belief)
    assert odds[C.BARON] == Fraction(1, 4) and odds[C.KING] == Fraction(1, 2)
    # Seat 1 keeps a Priest (2): it beats the Guard, loses to the Baron and the King.
    assert showdown_odds(observation, belief=belief) == {
        "win": Fraction(1, 4), "tie": 0, "lose": Fraction(3, 4)}


def lovelets_belief(observation):
    """lovelet's own belief, written alongside this module (skip while it is missing)."""
    return pytest.importorskip("lovelet.deduction.belief").belief(observation)


@pytest.mark.parametrize("make", [late_two_player, late_three_player, last_turn_with_guards])
def test_lovelets_belief_agrees_with_counting_when_nothing_else_is_known(make):
    observation = make().observation(0)
    knowing = lovelets_belief(observation)
    for target in observation.in_round[1:]:
        assert guard_odds(observation, target, knowing) == guard_odds(observation, target)
    card = observation.hand[1]
    assert showdown_odds(observation, card, knowing) == showdown_odds(observation, card)
    if C.BARON in observation.hand:
        assert baron_odds(observation, 1, knowing) == baron_odds(observation, 1)


def test_with_lovelets_belief_a_priest_look_is_used_and_counting_ignores_it():
    rnd = staged(
        hands=[[C.PRIEST, C.GUARD], [C.HANDMAID], [C.KING]],
        deck=[C.SPY, C.GUARD, C.BARON], set_aside=C.PRINCESS,
        discards=[[C.GUARD, C.GUARD, C.PRIEST, C.SPY], [C.GUARD, C.BARON, C.CHANCELLOR],
                  [C.GUARD, C.PRINCE, C.PRINCE, C.CHANCELLOR, C.HANDMAID, C.COUNTESS]])
    rnd.apply(Play(C.PRIEST, target=2))  # seat 0 sees Cleo's King; seat 1 draws
    observation = rnd.observation(0)
    knowing = lovelets_belief(observation)
    assert guard_odds(observation, 2, knowing)[C.KING] == 1
    assert best_guard_guess(observation, 2, knowing) == (C.KING, 1)
    counts = unseen_counts(observation)
    total = sum(counts.values())
    assert guard_odds(observation, 2)[C.KING] == Fraction(counts[C.KING], total)
    # Seat 1 is mid-turn: either of its two cards, drawn from the cards other than the King.
    odds = guard_odds(observation, 1, knowing)
    for card, chance in odds.items():
        assert chance == Fraction(counts[card] - (card is C.KING), total - 1), card


# ---------------------------------------------------------------------- Baron

def baron_outcome(rnd, target):
    played = after(rnd, Play(C.BARON, target=target))
    if target in played.eliminated:
        return "win"
    return "lose" if 0 in played.eliminated else "tie"


@pytest.mark.parametrize("make, target", [(late_two_player, 1), (late_three_player, 1)])
def test_baron_odds_equal_the_share_of_arrangements_with_each_result(make, target):
    rnd = make()
    rounds = arrangements(rnd, 0)
    odds = baron_odds(rnd.observation(0), target)
    assert set(odds) == {"win", "tie", "lose"} and sum(odds.values()) == 1
    for outcome in odds:
        assert odds[outcome] == frequency(rounds, lambda r: baron_outcome(r, target) == outcome)


def test_baron_odds_by_default_keep_the_other_card_and_refuse_without_a_baron():
    rnd = late_three_player()  # Baron and Guard
    observation = rnd.observation(0)
    assert baron_odds(observation, 1) == baron_odds(observation, 1, keep=C.GUARD)
    keep_baron = baron_odds(observation, 1, keep=C.BARON)
    rounds = arrangements(rnd, 0)
    lower = frequency(rounds, lambda r: REVISED.value(r.hand(1)[0]) < 3)
    assert keep_baron["win"] == lower
    with pytest.raises(IllegalAction) as error:
        baron_odds(observation, 1, keep=C.KING)
    assert error.value.code == "CARD_NOT_IN_HAND"
    no_baron = last_turn_four_player().observation(0)
    with pytest.raises(IllegalAction):
        baron_odds(no_baron, 1)


# ---------------------------------------------------------------------- showdown

def showdown_result(rnd, viewer=0):
    """End the round with the viewer's Handmaid (the deck is empty) and read the result."""
    over = after(rnd, Play(C.HANDMAID))
    assert over.is_over and over.result.details["reason"] == "showdown"
    if viewer not in over.winners:
        return "lose"
    return "win" if over.winners == (viewer,) else "tie"


@pytest.mark.parametrize("make", [last_turn_four_player, last_turn_with_guards,
                                  classic_last_turn_discard_sums])
def test_showdown_odds_equal_the_share_of_arrangements_the_engine_scores_each_way(make):
    rnd = make()
    rounds = arrangements(rnd, 0)
    kept = rnd.hand(0)[1]
    odds = showdown_odds(rnd.observation(0), card=kept)
    assert sum(odds.values()) == 1
    outcomes = Counter(showdown_result(r) for r in rounds)
    for outcome in ("win", "tie", "lose"):
        assert odds[outcome] == Fraction(outcomes[outcome], len(rounds)), outcome
    assert len([p for p in odds.values() if p]) >= 2  # the position tells outcomes apart


def test_showdown_odds_before_the_last_turn_count_the_opponents_cards_only():
    for make, card in [(late_two_player, C.BARON), (late_three_player, C.GUARD),
                       (late_three_player, C.BARON)]:
        rnd = make()
        rounds = arrangements(rnd, 0)
        values = rnd.edition.values
        mine = values[card]

        def result(r):
            best = max(values[r.hand(seat)[0]] for seat in r.in_round if seat != 0)
            return "win" if best < mine else "tie" if best == mine else "lose"

        odds = showdown_odds(rnd.observation(0), card=card)
        for outcome in odds:
            assert odds[outcome] == frequency(rounds, lambda r: result(r) == outcome)


def test_showdown_odds_need_the_card_while_two_are_held():
    observation = late_two_player().observation(0)
    with pytest.raises(IllegalAction):
        showdown_odds(observation)
    with pytest.raises(IllegalAction) as error:
        showdown_odds(observation, card=C.PRINCESS)
    assert error.value.code == "CARD_NOT_IN_HAND"
    waiting = late_two_player().observation(1)  # seat 1 holds one card: the default
    assert showdown_odds(waiting) == showdown_odds(waiting, card=C.PRIEST)


def test_showdown_odds_with_a_joint_belief_over_two_opponents():
    observation = late_three_player().observation(0)  # keep the Baron (3)
    joint = {(C.GUARD, C.COUNTESS): Fraction(1, 2), (C.GUARD, C.BARON): Fraction(1, 3),
             (C.PRIEST, C.SPY): Fraction(1, 6)}
    belief = FakeBelief({}, {(1, 2): joint})
    assert showdown_odds(observation, C.BARON, belief) == {
        "win": Fraction(1, 6), "tie": Fraction(1, 3), "lose": Fraction(1, 2)}


# ---------------------------------------------------------------------- copies left

@pytest.mark.parametrize("make", [late_two_player, late_three_player])
def test_copies_left_is_the_share_of_arrangements_with_k_copies_in_the_deck(make):
    rnd = make()
    rounds = arrangements(rnd, 0)
    observation = rnd.observation(0)
    for card in rnd.edition.cards:
        distribution = copies_left_distribution(observation, card)
        assert sum(distribution.values()) == 1
        assert list(distribution) == list(range(unseen_counts(observation)[card] + 1))
        for k, chance in distribution.items():
            assert chance == frequency(rounds, lambda r: r.deck.count(card) == k), (card, k)


def test_copies_left_follows_the_hypergeometric_law_at_the_start_of_a_round():
    observation = Round.deal(REVISED, 4, seed=11).observation(0)
    distribution = copies_left_distribution(observation, C.GUARD)
    counts = unseen_counts(observation)
    total, guards = sum(counts.values()), counts[C.GUARD]
    # The mean of a hypergeometric law is n K / N.
    mean = sum(k * p for k, p in distribution.items())
    assert mean == Fraction(observation.deck_size * guards, total)
    assert all(isinstance(p, Fraction) for p in distribution.values())
    assert 0 < float(distribution[guards]) < 1


# ---------------------------------------------------------------------- turns and deck-out

PEACEFUL = [C.PRIEST, C.PRIEST, C.HANDMAID, C.HANDMAID, C.SPY, C.SPY, C.COUNTESS,
            C.CHANCELLOR, C.CHANCELLOR, C.KING]


def peaceful_position(players, active, deck_size, eliminated=()):
    """Hands and deck made of cards that never knock anyone out (nor shorten the deck)."""
    cards = list(PEACEFUL)
    hands = []
    for seat in range(players):
        count = 0 if seat in eliminated else 2 if seat == active else 1
        hands.append([cards.pop() for _ in range(count)])
    deck = [cards.pop() for _ in range(deck_size)]
    # The Princess is set aside; every seat gets some of the rest, so a seat that is
    # out has a discard pile.
    rest = Counter(REVISED.deck) - Counter(PEACEFUL) + Counter(cards) - Counter([C.PRINCESS])
    rest = list(rest.elements())
    discards = [[] for _ in range(players)]
    for index, card in enumerate(rest):
        discards[index % players].append(card)
    return staged(hands, deck, C.PRINCESS, discards, eliminated=eliminated, active=active)


def peaceful_turns(rnd):
    """Play on without eliminations; return the seats whose turns begin, in order."""
    seats = []
    while not rnd.is_over:
        before = rnd.turn
        for action in rnd.legal_actions():
            trial = rnd.clone()
            trial.apply(action)
            if trial.eliminated == rnd.eliminated:
                rnd.apply(action)
                break
        else:
            raise AssertionError("the test position forces an elimination")
        if rnd.turn != before and not rnd.is_over:
            seats.append(rnd.current_player)
    return seats


@pytest.mark.parametrize("players, eliminated", [(3, ()), (4, ()), (4, (2,))])
def test_turns_left_and_deck_out_match_a_round_played_without_eliminations(players, eliminated):
    for active in range(players):
        if active in eliminated:
            continue
        for deck_size in range(0, 5):
            rnd = peaceful_position(players, active, deck_size, eliminated)
            seats = peaceful_turns(rnd.clone())
            for viewer in range(players):
                observation = rnd.observation(viewer)
                assert turns_left(observation) == len(seats)
                assert turns_left(observation, viewer) == seats.count(viewer)
                expected = Fraction(0 if viewer in seats else 1)
                assert deck_runs_out_before_my_turn(observation) == expected


def test_a_pending_chancellor_does_not_shorten_the_turns_left():
    rnd = staged(
        hands=[[C.CHANCELLOR, C.HANDMAID], [C.PRIEST], [C.SPY]],
        deck=[C.SPY, C.KING, C.COUNTESS], set_aside=C.PRINCESS,
        discards=[[C.GUARD] * 3 + [C.BARON, C.PRINCE, C.CHANCELLOR],
                  [C.GUARD] * 2 + [C.BARON, C.PRIEST], [C.GUARD, C.PRINCE, C.HANDMAID]])
    before = rnd.observation(0)
    rnd.apply(Play(C.CHANCELLOR))
    pending = rnd.observation(0)
    assert pending.pending_chancellor and pending.deck_size == 1
    assert turns_left(pending) == turns_left(before) == 3
    assert turns_left(pending, 0) == 1  # seats 1, 2, then 0 draw the three cards
    assert deck_runs_out_before_my_turn(pending) == 0
    held = list(rnd.hand(0))
    keep = held.pop()
    rnd.apply(ChancellorReturn(keep=keep, bottom=tuple(held)))
    assert rnd.current_player == 1 and peaceful_turns(rnd) == [2, 0]  # seat 1 has drawn


def test_a_round_that_is_over_has_no_turn_left():
    rnd = last_turn_four_player()
    rnd.apply(Play(C.HANDMAID))
    observation = rnd.observation(0)
    assert turns_left(observation) == 0 and deck_runs_out_before_my_turn(observation) == 1


# ---------------------------------------------------------------------- Spy bonus

def spy_round(spies, eliminated=(), hand=C.GUARD, set_aside=C.PRINCESS):
    """3 players, the deck empty, seat 0 to end the round with a Handmaid (no Spy).

    ``spies`` maps seats to the Spies in their discard pile; seat 0 holds a Handmaid
    and ``hand``, the others a Guard (an eliminated seat's Guard is in its discards);
    the cards left over go to seat 0's discards, or seat 2's when they hold the Princess.
    """
    hands = [[C.HANDMAID, hand], [C.GUARD], [C.GUARD]]
    piles = [[C.SPY] * spies.get(seat, 0) for seat in range(3)]
    for seat in eliminated:
        piles[seat] += hands[seat]
        hands[seat] = []
    placed = Counter([card for h in hands for card in h] + [set_aside])
    placed += Counter([card for pile in piles for card in pile])
    for card in (Counter(REVISED.deck) - placed).elements():
        piles[2 if card is C.PRINCESS else 0].append(card)
    return staged(hands, [], set_aside, piles, eliminated=eliminated)


SPY_CASES = [({1: 1, 2: 1}, ()),  # two survivors with a Spy: nobody
             ({0: 2}, ()),  # one survivor with both: seat 0
             ({1: 1, 2: 1}, (2,)),  # the other Spy's owner is out: seat 1
             ({2: 2}, (2,))]  # only a player who is out has Spies: nobody


@pytest.mark.parametrize("spies, eliminated", SPY_CASES)
def test_spy_bonus_if_ended_now_is_what_the_engine_awards_when_the_round_ends(spies, eliminated):
    rnd = spy_round(spies, eliminated)
    for viewer in rnd.in_round:
        chances = spy_bonus_chance(rnd.observation(viewer))
        assert set(chances) == set(rnd.in_round)
        bonus = after(rnd, Play(C.HANDMAID)).result.details["spy_bonus"]
        for seat, chance in chances.items():
            assert chance["if_ended_now"] == (1 if seat == bonus else 0)
            assert isinstance(chance["if_ended_now"], Fraction)


def decided(rnd, viewer=0):
    flags = {chance["decided"] for chance in spy_bonus_chance(rnd.observation(viewer)).values()}
    assert len(flags) == 1
    return flags.pop()


def test_spy_bonus_is_decided_only_when_nothing_left_in_play_can_change_it():
    # A survivor with a Spy may still be knocked out, which changes the bonus.
    assert not decided(spy_round({1: 1, 2: 1}))
    assert not decided(spy_round({0: 2}))
    assert not decided(spy_round({1: 1, 2: 1}, (2,)))
    # Both Spies with a player who is out: no survivor can ever discard one.
    assert decided(spy_round({2: 2}, (2,)))
    assert spy_bonus_chance(spy_round({2: 2}, (2,)).observation(1))[1]["if_ended_now"] == 0
    # A Spy the viewer cannot see (set aside or in a hand) may still be discarded.
    assert not decided(spy_round({2: 1}, (2,), set_aside=C.SPY))
    assert not decided(spy_round({2: 1}, (2,), hand=C.SPY))
    # A Spy in the viewer's own hand counts too, seen from another seat or not.
    assert not decided(spy_round({2: 1}, (2,), hand=C.SPY), viewer=1)
    # Once the round is over nothing can change.
    over = after(spy_round({1: 1, 2: 1}), Play(C.HANDMAID))
    assert decided(over, viewer=1)


def test_classic_has_no_spy_bonus_to_wait_for():
    observation = Round.deal(CLASSIC, 3, seed=5).observation(0)
    assert all(c == {"if_ended_now": 0, "decided": True}
               for c in spy_bonus_chance(observation).values())


# ---------------------------------------------------------------------- exact numbers

def test_every_answer_is_an_exact_fraction_that_float_accepts():
    observation = late_three_player().observation(0)
    answers = [guard_odds(observation, 1), baron_odds(observation, 1),
               showdown_odds(observation, C.BARON), copies_left_distribution(observation, C.SPY)]
    for answer in answers:
        for chance in answer.values():
            assert isinstance(chance, Fraction) and 0 <= float(chance) <= 1
    assert isinstance(best_guard_guess(observation, 1)[1], Fraction)
    assert isinstance(deck_runs_out_before_my_turn(observation), Fraction)
