"""Issue 18, item 9: staged positions that no round can reach are refused (lovelet.engine.positions).

A protected seat's last discard is the Handmaid it played (RULES.md C5, A9.5: nobody can
choose a protected player, so nothing lands on that pile until the protection ends).
Every position a real round reaches is still accepted (the random rounds below stage
every position they pass through).
"""

import random

import pytest

from lovelet import CLASSIC, REVISED, Card, IllegalAction, Round
from lovelet.agents import RandomAgent

C = Card


def refused(**position):
    with pytest.raises(IllegalAction) as caught:
        Round.from_position(REVISED, **position)
    assert caught.value.code == "BAD_POSITION", caught.value.message
    return caught.value.message


def three_players(discards, hands=None, protected=(), eliminated=(), active=0):
    """A 3-player revised position with these piles; the other cards go to the deck."""
    hands = hands or [[C.GUARD, C.PRIEST], [C.BARON], [C.KING]]
    if active != 0:
        hands = [[C.BARON], [C.GUARD, C.PRIEST], [C.KING]] if active == 1 else [[C.BARON], [C.KING], [C.GUARD, C.PRIEST]]
    placed = [card for hand in hands for card in hand] + [card for pile in discards for card in pile] + [C.PRINCESS]
    rest = list(REVISED.deck)
    for card in placed:
        rest.remove(card)
    return dict(hands=hands, deck=rest, set_aside=C.PRINCESS, face_up=[], discards=discards,
                protected=list(protected), eliminated=list(eliminated), active=active)


def test_a_protected_seat_with_no_handmaid_in_its_discards_is_refused():
    message = refused(**three_players([[C.GUARD], [C.SPY], [C.GUARD]], protected=[2]))
    assert "protected" in message and "Handmaid" in message


def test_a_protected_seat_whose_handmaid_is_not_its_last_card_is_refused():
    refused(**three_players([[C.GUARD, C.GUARD], [C.SPY, C.GUARD], [C.HANDMAID, C.COUNTESS]],
                            protected=[2]))


def test_a_protected_seat_whose_last_card_is_its_handmaid_is_accepted():
    rnd = Round.from_position(REVISED, **three_players([[C.GUARD], [C.SPY], [C.GUARD, C.HANDMAID]],
                                                       protected=[2]))
    assert rnd.protected == frozenset({2})


def position_of(rnd):
    seats = range(rnd.players)
    return dict(hands=[list(rnd.hand(seat)) for seat in seats], deck=list(rnd.deck),
                set_aside=rnd.set_aside, face_up=list(rnd.face_up),
                discards=[list(rnd.discards(seat)) for seat in seats],
                protected=sorted(rnd.protected), eliminated=sorted(rnd.eliminated),
                active=rnd.current_player)


@pytest.mark.parametrize("edition, players", [(REVISED, 2), (REVISED, 4), (REVISED, 6), (CLASSIC, 3), (CLASSIC, 4)])
def test_every_position_a_real_round_passes_through_is_accepted(edition, players):
    agent = RandomAgent()
    staged = 0
    for seed in range(40):
        rng = random.Random(seed)
        rnd = Round.deal(edition, players, seed=seed, first_player=seed % players)
        while not rnd.is_over:
            if not rnd.pending_chancellor:
                Round.from_position(edition, **position_of(rnd))
                staged += 1
            rnd.apply(agent.choose(rnd.observation(rnd.current_player), rng))
    assert staged > 40 * players
