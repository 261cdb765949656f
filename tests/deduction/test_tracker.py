"""The remaining-card tracker (lovelet.deduction.tracker), checked against the real round.

The tracker reads only a player's observation; these tests also read the round's hidden
state, to check that every count adds up to the edition's copies (docs/rules.md A1 and B1),
that every card it places privately really is there, and that what is left unseen is
exactly what sits in the places the player cannot see.
"""

import random
from collections import Counter
from fractions import Fraction

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Play, Round
from lovelet.deduction import tracker
from lovelet.display.markup import escaped

C = Card
EDITION_SIZES = [(edition, players) for edition in (REVISED, CLASSIC)
                 for players in range(2, (6 if edition is REVISED else 4) + 1)]
IDS = [f"{edition.name}-{players}" for edition, players in EDITION_SIZES]
STEERED = {C.PRIEST, C.BARON, C.KING, C.CHANCELLOR, C.PRINCE}


def random_round_points(edition, players, seed, reveal_drawn=False):
    """(round, viewer) after each move of a random round, the viewer drawn at random.

    Plays of the cards that make private sightings are chosen first, half the time.
    """
    rng = random.Random(seed)
    rnd = Round.deal(edition, players, rng=rng, reveal_drawn=reveal_drawn)
    yield rnd, rng.randrange(players)
    while not rnd.is_over:
        legal = rnd.legal_actions()
        liked = [action for action in legal if getattr(action, "card", None) in STEERED]
        rnd.apply(rng.choice(liked) if liked and rng.random() < 0.5 else rng.choice(legal))
        yield rnd, rng.randrange(players)


def hidden_places(rnd, viewer):
    """How many cards lie where the viewer cannot look: other hands, the deck, set aside."""
    others = sum(len(rnd.hand(seat)) for seat in range(rnd.players) if seat != viewer)
    return others + rnd.deck_size + (rnd.set_aside is not None)


@pytest.mark.parametrize("edition,players", EDITION_SIZES, ids=IDS)
def test_every_copy_is_counted_once_and_the_unseen_fill_the_hidden_places(edition, players):
    for seed in range(6):
        for rnd, viewer in random_round_points(edition, players, seed, reveal_drawn=seed % 2 == 1):
            t = tracker(rnd.observation(viewer))
            for card in edition.cards:
                placed = (sum(pile[card] for pile in t.discards) + t.face_up[card] + t.hand[card]
                          + t.known[card] + t.unseen[card])
                assert placed == edition.copies[card] == t.copies[card]
                assert t.unseen[card] >= 0
                assert t.seen[card] + t.unseen[card] == edition.copies[card]
            assert set(t.copies) == set(edition.cards)
            # Private sightings sit in hidden places too (the set-aside card once shown).
            assert t.total_unseen == hidden_places(rnd, viewer) - len(t.sightings)


@pytest.mark.parametrize("edition,players", EDITION_SIZES, ids=IDS)
def test_every_private_sighting_is_true(edition, players):
    sightings = 0
    for seed in range(8):
        for rnd, viewer in random_round_points(edition, players, seed, reveal_drawn=seed % 2 == 1):
            for sighting in tracker(rnd.observation(viewer)).sightings:
                sightings += 1
                if sighting.place == "hand":
                    assert sighting.seat != viewer and sighting.card in rnd.hand(sighting.seat)
                elif sighting.place == "deck":
                    assert rnd.deck[-sighting.position] is sighting.card
                else:
                    assert rnd.is_over and rnd.set_aside is sighting.card
    assert sightings > 0


@pytest.mark.parametrize("edition,players", EDITION_SIZES, ids=IDS)
def test_unseen_values_are_the_editions_values_of_the_unseen_cards(edition, players):
    for rnd, viewer in random_round_points(edition, players, seed=players):
        t = tracker(rnd.observation(viewer))
        expected = Counter()
        for card, count in t.unseen.items():
            expected[edition.values[card]] += count
        assert t.unseen_values == {value: expected[value] for value in sorted(expected)}
        assert sum(t.unseen_values.values()) == t.total_unseen
        if t.total_unseen:
            assert sum(t.value_distribution.values()) == 1
            assert all(isinstance(share, Fraction) for share in t.value_distribution.values())
        else:
            assert t.value_distribution == {}


def test_the_classic_king_is_worth_six_and_the_revised_king_seven():
    """docs/rules.md A1 and B1: values belong to the edition."""
    for edition, value in ((CLASSIC, 6), (REVISED, 7)):
        rnd = Round.deal(edition, 3, seed=1)
        viewer = next(seat for seat in range(3) if C.KING not in rnd.hand(seat))
        t = tracker(rnd.observation(viewer))
        assert t.unseen[C.KING] == 1
        assert t.unseen_values[value] >= 1
        assert (8 if edition is CLASSIC else 9) == max(t.unseen_values)


def test_a_priest_look_is_a_sighting_while_the_card_stays_put(position):
    """Seat 0 sees seat 1's Baron (A9.3).  Seat 1 then plays the Handmaid it drew, so the
    Baron is still in its hand; the second Baron, played by seat 2, is public."""
    rnd = position([[C.PRIEST, C.GUARD], [C.BARON], [C.SPY]], top=[C.HANDMAID, C.BARON], active=0)
    rnd.apply(Play(C.PRIEST, target=1))
    t = tracker(rnd.observation(0))
    assert t.where(C.BARON) == [("Player 2's hand", 1)]
    assert t.known[C.BARON] == 1 and t.unseen[C.BARON] == 1
    rnd.apply(Play(C.HANDMAID))
    assert tracker(rnd.observation(0)).where(C.BARON) == [("Player 2's hand", 1)]
    rnd.apply(Play(C.BARON, target=0))  # seat 1 is protected; seat 2's Spy loses to the Guard
    t = tracker(rnd.observation(0))
    assert t.where(C.BARON) == [("Player 3's discards", 1), ("Player 2's hand", 1)]
    assert t.unseen[C.BARON] == 0


@pytest.mark.parametrize("reveal_drawn", [False, True])
def test_playing_the_seen_character_lapses_unless_the_draw_was_shown(position, reveal_drawn):
    """Seat 1 holds the Guard seat 0 saw and draws another Guard; it plays a Guard.  Only
    a table that shows whether the card just drawn was played tells that the seen one
    stayed."""
    rnd = position([[C.PRIEST, C.HANDMAID], [C.GUARD]], top=[C.GUARD], active=0,
                   reveal_drawn=reveal_drawn)
    rnd.apply(Play(C.PRIEST, target=1))
    rnd.apply(Play(C.GUARD, target=0, guess=C.PRINCESS))  # a miss
    t = tracker(rnd.observation(0))
    assert (t.known[C.GUARD] == 1) is reveal_drawn


def test_a_king_between_others_moves_the_sighting(position):
    rnd = position([[C.PRIEST, C.GUARD], [C.BARON], [C.PRINCE]], top=[C.KING], active=0)
    rnd.apply(Play(C.PRIEST, target=1))
    rnd.apply(Play(C.KING, target=2))
    t = tracker(rnd.observation(0))
    assert t.where(C.BARON) == [("Player 3's hand", 1)]


def test_the_viewers_king_and_baron_place_cards(position):
    """Seat 0 gives its Guard to seat 1 with a King (A9.8); later seat 2's Baron shows
    seat 0 its Spy, which the loss then puts on the table (A9.4, A10)."""
    rnd = position([[C.KING, C.GUARD], [C.PRIEST], [C.SPY], [C.HANDMAID]],
                   top=[C.COUNTESS, C.BARON], active=0)
    rnd.apply(Play(C.KING, target=1))
    t = tracker(rnd.observation(0))
    assert t.where(C.GUARD) == [("Player 2's hand", 1)]
    assert t.hand[C.PRIEST] == 1
    rnd.apply(Play(C.GUARD, target=3, guess=C.PRINCESS))  # seat 1: a miss
    rnd.apply(Play(C.BARON, target=0))  # seat 2's Spy against seat 0's Priest: seat 2 is out
    t = tracker(rnd.observation(0))
    assert t.discards[2][C.SPY] == 1 and t.known[C.SPY] == 0


def test_cards_returned_with_a_chancellor_are_placed_in_the_deck_and_follow_the_draw(position):
    rnd = position([[C.CHANCELLOR, C.GUARD], [C.SPY]], deck=[C.HANDMAID, C.PRIEST], dump=0,
                   active=0)
    rnd.apply(Play(C.CHANCELLOR))
    t = tracker(rnd.observation(0))
    assert t.hand == {card: int(card in (C.GUARD, C.HANDMAID, C.PRIEST)) for card in REVISED.cards}
    rnd.apply(ChancellorReturn(keep=C.GUARD, bottom=(C.PRIEST, C.HANDMAID)))
    # Seat 1 drew the Priest from the top; the Handmaid is the last card of the deck.
    t = tracker(rnd.observation(0))
    assert ("Player 2's hand", 1) in t.where(C.PRIEST)
    assert ("bottom of the deck", 1) in t.where(C.HANDMAID)
    assert t.known[C.PRIEST] == t.known[C.HANDMAID] == 1


def test_a_prince_discard_turns_a_sighting_public(position):
    """Seat 0 saw seat 1's Baron, then makes seat 1 discard it with a Prince (A9.6)."""
    rnd = position([[C.PRIEST, C.PRINCE], [C.BARON], [C.SPY]],
                   top=[C.GUARD, C.HANDMAID, C.PRIEST], active=0)
    rnd.apply(Play(C.PRIEST, target=1))
    rnd.apply(Play(C.GUARD, target=2, guess=C.PRINCESS))  # seat 1: a miss
    rnd.apply(Play(C.HANDMAID))  # seat 2
    rnd.apply(Play(C.PRINCE, target=1))  # seat 0, with the Priest it drew
    t = tracker(rnd.observation(0))
    assert t.discards[1][C.BARON] == 1
    assert t.known[C.BARON] == 0
    assert t.where(C.BARON) == [("Player 2's discards", 1)]


def test_the_end_of_a_round_shows_the_hands_and_the_set_aside_card(position):
    rnd = position([[C.HANDMAID, C.GUARD], [C.PRIEST]], deck=[], dump=0, set_aside=C.PRINCESS,
                   active=0)
    rnd.apply(Play(C.HANDMAID))  # the deck is empty: a showdown
    t = tracker(rnd.observation(0))
    assert rnd.is_over
    assert t.where(C.PRINCESS) == [("set aside", 1)]
    assert ("Player 2's hand", 1) in t.where(C.PRIEST)
    assert t.total_unseen == 0


def test_the_table_lists_every_character_and_every_player():
    rnd = Round.deal(REVISED, ["Ann", "Ben", "Cleo"], seed=4)
    t = tracker(rnd.observation(1))
    html = t._repr_html_()
    for card in REVISED.cards:
        assert card.label() in html
    for name in ("Ann's discards", "Ben's discards", "Cleo's discards", "Your hand", "Unseen"):
        assert escaped(name) in html  # the one escape writes the apostrophe as &#x27;
    assert f"{t.total_unseen} unseen" in html
    assert "Face up" not in html
    two = tracker(Round.deal(CLASSIC, 2, seed=4).observation(0))._repr_html_()
    assert "Face up" in two
