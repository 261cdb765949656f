"""Properties that hold in every game, checked after every action of random games.

Hypothesis draws the options and two seeds: one for the game's own shuffles and
first player, one for the moves, each chosen uniformly among the legal actions.  Every
edition and player count is covered (revised 2-6, classic 2-4).  After every call of
``apply`` the tests check the invariants of docs/rules.md 0.3, the protection rule (C5,
A6.1), the legal action list (A7, A8, C4, C8); at every round end the favors are
recomputed here from the final state (A11-A14, B9) and compared with the engine's.
Values, copies and thresholds are written out below from docs/rules.md rather than read from
the engine, so that a wrong table in the engine makes these tests fail.
"""

import pickle
import random
from collections import Counter
from typing import NamedTuple

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Game, IllegalAction, Play

# docs/rules.md A1 and B1.
VALUES = {
    "revised": {
        Card.SPY: 0, Card.GUARD: 1, Card.PRIEST: 2, Card.BARON: 3, Card.HANDMAID: 4,
        Card.PRINCE: 5, Card.CHANCELLOR: 6, Card.KING: 7, Card.COUNTESS: 8, Card.PRINCESS: 9,
    },
    "classic": {
        Card.GUARD: 1, Card.PRIEST: 2, Card.BARON: 3, Card.HANDMAID: 4,
        Card.PRINCE: 5, Card.KING: 6, Card.COUNTESS: 7, Card.PRINCESS: 8,
    },
}
COPIES = {
    "revised": Counter({
        Card.SPY: 2, Card.GUARD: 6, Card.PRIEST: 2, Card.BARON: 2, Card.HANDMAID: 2,
        Card.PRINCE: 2, Card.CHANCELLOR: 2, Card.KING: 1, Card.COUNTESS: 1, Card.PRINCESS: 1,
    }),
    "classic": Counter({
        Card.GUARD: 5, Card.PRIEST: 2, Card.BARON: 2, Card.HANDMAID: 2,
        Card.PRINCE: 2, Card.KING: 1, Card.COUNTESS: 1, Card.PRINCESS: 1,
    }),
}
# docs/rules.md A3, B3 and D1.
FAVORS_NEEDED = {
    ("revised", "standard"): {2: 6, 3: 5, 4: 4, 5: 3, 6: 3},
    ("classic", "standard"): {2: 5, 3: 4, 4: 3},
    ("classic", "aeg"): {2: 7, 3: 5, 4: 4},
}
EDITION_SIZES = [
    (edition, players)
    for edition in (REVISED, CLASSIC)
    for players in range(2, (6 if edition is REVISED else 4) + 1)
]

# Sized so that the whole file runs in well under 40 s on 2 cores: one example plays
# a complete game (every round) and tries every legal action of every decision.
GAMES = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FEW_GAMES = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


class Setup(NamedTuple):
    """One random game: its edition, size, options, and the seeds of shuffles and moves."""

    edition: object
    players: int
    seed: int
    moves_seed: int
    options: dict

    def new_game(self):
        return Game(self.edition, players=self.players, seed=self.seed, **self.options)


@st.composite
def setups(draw, edition, players):
    options = {"reveal_drawn": draw(st.booleans())}
    if edition is CLASSIC:
        options["tie_break"] = draw(st.sampled_from(["shared", "discard_sum"]))
        options["thresholds"] = draw(st.sampled_from(["standard", "aeg", None]))
    seed = draw(st.integers(0, 2**32 - 1))
    moves_seed = draw(st.integers(0, 2**32 - 1))
    return Setup(edition, players, seed, moves_seed, options)


# ---------------------------------------------------------------------- checks


def last_chancellor_count(rnd):
    for event in reversed(rnd.events):
        if event.kind == "chancellor_draw":
            return event.details["count"]
    raise AssertionError("a Chancellor choice is pending but no Chancellor drew")


def check_zones(rnd):
    """I1, I2, I4, I5, I6, C4 and the face-up rule of A4.3/B4.4."""
    edition = rnd.edition.name
    everything = Counter(rnd.deck) + Counter(rnd.face_up)
    for seat in range(rnd.players):
        everything.update(rnd.hand(seat))
        everything.update(rnd.discards(seat))
    if rnd.set_aside is not None:
        everything[rnd.set_aside] += 1
    assert everything == COPIES[edition], "I1: the cards are not the edition's deck"
    assert len(rnd.face_up) == (3 if rnd.players == 2 else 0)
    if rnd.set_aside is None:  # I4: only a Prince of the last turn takes it
        assert rnd.deck_size == 0
    assert set(rnd.in_round) == set(range(rnd.players)) - rnd.eliminated
    assert len(rnd.in_round) >= 1
    for seat in range(rnd.players):
        held = len(rnd.hand(seat))
        if seat in rnd.eliminated:
            assert held == 0, "C4: an eliminated player holds no card"
            assert rnd.discards(seat), "I6: an eliminated player has discarded"
            continue
        assert Card.PRINCESS not in rnd.discards(seat), "I5"
        if not rnd.is_over and seat == rnd.current_player:
            if rnd.pending_chancellor:
                assert held == 1 + last_chancellor_count(rnd)
                assert held in (2, 3)
            else:
                assert held == 2, "I2: the active player holds 2 cards after the draw"
        else:
            assert held == 1, "I2: a waiting player holds 1 card"
    if not rnd.is_over:
        assert rnd.current_player not in rnd.eliminated, "C4: eliminated players never act"
        assert rnd.current_player not in rnd.protected, "C5: protection ends at the turn start"
        assert rnd.protected <= set(rnd.in_round)
        assert not rnd.pending_chancellor or rnd.edition is REVISED


def check_legal_actions(rnd):
    """A round in progress always has a move; each listed move is allowed and applies."""
    legal = rnd.legal_actions()
    if rnd.is_over:
        assert legal == ()
        return
    assert legal, "legal_actions() is empty in a round in progress"
    assert len(set(legal)) == len(legal)
    actor = rnd.current_player
    hand = rnd.hand(actor)
    for action in legal:
        if rnd.pending_chancellor:
            assert isinstance(action, ChancellorReturn)
            assert Counter((action.keep,) + tuple(action.bottom)) == Counter(hand)
        else:
            assert isinstance(action, Play)
            assert action.card in hand
            if action.target is not None:
                assert action.target not in rnd.eliminated, "C4: eliminated players cannot be chosen"
                assert action.target not in rnd.protected, "C5: protected players cannot be chosen"
                assert action.target != actor or action.card is Card.PRINCE
        rnd.clone().apply(action)  # must not raise


def check_out_players_cannot_act(rnd, action):
    """An eliminated seat naming itself as the actor is refused and changes nothing (A6.5)."""
    if rnd.is_over or not rnd.eliminated:
        return
    before = rnd.snapshot()
    for seat in rnd.eliminated:
        with pytest.raises(IllegalAction) as caught:
            rnd.apply(action, player=seat)
        assert caught.value.code == "OUT_OF_TURN"
    assert rnd.snapshot() == before


def check_protection(before_protected, actor, action, events, rnd):
    """Protection starts with a played Handmaid and ends exactly at the owner's next turn start."""
    expected = set(before_protected)
    for index, event in enumerate(events):
        if event.kind == "protected":
            assert event.player == actor
            expected.add(event.player)
        elif event.kind == "protection_ends":
            assert event.player in expected
            expected.discard(event.player)
            # The end of a protection is the start of its owner's turn: the draw follows.
            following = events[index + 1]
            assert following.kind == "draw" and following.player == event.player
            assert following.details["source"] == "deck"
        elif event.kind == "eliminated":
            assert event.player not in expected, "a protected player was eliminated"
        elif event.get("target") is not None and event.kind in ("guard", "priest", "baron", "prince", "king"):
            target = event.get("target")
            assert target not in before_protected, "a protected player was chosen"
    if isinstance(action, Play) and action.card is Card.HANDMAID:
        assert any(event.kind == "protected" for event in events)
    if rnd.is_over:
        assert rnd.protected == frozenset(), "A9.5: protection ends with the round"
        return
    assert rnd.protected == expected
    if not rnd.pending_chancellor:
        # A new turn started: its owner drew last, after their protection ended.
        newcomer = rnd.current_player
        assert events[-1].kind == "draw" and events[-1].player == newcomer
        if newcomer in before_protected:
            assert events[-2].kind == "protection_ends" and events[-2].player == newcomer


def expected_round_result(rnd):
    """Winners and favor gains recomputed from the final state (A11, A12, A13, B9)."""
    edition = rnd.edition.name
    values = VALUES[edition]
    survivors = [seat for seat in range(rnd.players) if seat not in rnd.eliminated]
    if len(survivors) == 1:
        reason, winners = "sole_survivor", survivors
    else:
        assert rnd.deck_size == 0, "A11: with 2+ players left, only an empty deck ends a round"
        reason = "showdown"
        shown = {seat: values[rnd.hand(seat)[0]] for seat in survivors}
        best = max(shown.values())
        winners = [seat for seat in survivors if shown[seat] == best]
        if len(winners) > 1 and rnd.options.tie_break == "discard_sum":
            sums = {seat: sum(values[card] for card in rnd.discards(seat)) for seat in winners}
            top = max(sums.values())
            winners = [seat for seat in winners if sums[seat] == top]
    gains = [0] * rnd.players
    for seat in winners:
        gains[seat] += 1
    spy_bonus = None
    if edition == "revised":
        spies = [seat for seat in survivors if Card.SPY in rnd.discards(seat)]
        if len(spies) == 1:
            spy_bonus = spies[0]
            gains[spy_bonus] += 1
    return reason, tuple(winners), tuple(gains), spy_bonus


def check_round_end(rnd):
    reason, winners, gains, spy_bonus = expected_round_result(rnd)
    assert rnd.result.details["reason"] == reason
    assert tuple(sorted(rnd.winners)) == winners
    assert rnd.result.details["spy_bonus"] == spy_bonus
    assert rnd.favors == tuple(b + g for b, g in zip(rnd.favors_before, gains))
    assert sum(rnd.favors) > sum(rnd.favors_before)
    needed = FAVORS_NEEDED[(rnd.edition.name, rnd.options.thresholds)][rnd.players]
    game_winners = tuple(seat for seat in range(rnd.players) if rnd.favors[seat] >= needed)
    assert tuple(sorted(rnd.game_winners)) == game_winners


def play_round(rnd, chooser, checked=True):
    """Play ``rnd`` to its end with random legal moves, checking everything after each one."""
    bound = 2 * rnd.edition.size  # a turn draws a card: 2 calls per turn at most
    if checked:
        check_zones(rnd)
        check_legal_actions(rnd)
    for _ in range(bound):
        if rnd.is_over:
            break
        action = chooser.choice(rnd.legal_actions())
        actor = rnd.current_player
        protected = rnd.protected
        if checked:
            check_out_players_cannot_act(rnd, action)
        start = len(rnd.events)
        rnd.apply(action)
        events = rnd.events[start:]
        assert events, "an applied action produces events"
        if checked:
            check_zones(rnd)
            check_protection(protected, actor, action, events, rnd)
            check_legal_actions(rnd)
    assert rnd.is_over, "the round did not end within its bound"
    if checked:
        check_round_end(rnd)


def play_game(setup, checked=True):
    game = setup.new_game()
    chooser = random.Random(setup.moves_seed)
    needed = FAVORS_NEEDED[(setup.edition.name, game.round.options.thresholds)][setup.players]
    # Every round gives at least one favor, so the game ends within this many rounds.
    bound = setup.players * (needed - 1) + 1
    for _ in range(bound):
        play_round(game.round, chooser, checked)
        if game.is_over:
            break
        previous = game.round
        game.next_round()
        if checked:
            assert game.round.start_player in previous.winners, "A5: a winner starts the next round"
            assert game.round.favors_before == previous.favors, "favors carry over"
    assert game.is_over, "the game did not end within its bound of rounds"
    return game


# ---------------------------------------------------------------------- tests


@pytest.mark.parametrize(("edition", "players"), EDITION_SIZES, ids=lambda v: str(v))
@GAMES
@given(data=st.data())
def test_every_action_keeps_the_invariants(edition, players, data):
    setup = data.draw(setups(edition, players))
    game = play_game(setup)
    winners = game.winners
    assert winners
    needed = FAVORS_NEEDED[(edition.name, game.round.options.thresholds)][players]
    assert all(game.favors[seat] >= needed for seat in winners)
    assert all(game.favors[seat] < needed for seat in range(players) if seat not in winners)
    with pytest.raises(IllegalAction) as caught:
        game.next_round()
    assert caught.value.code == "GAME_OVER"
    with pytest.raises(IllegalAction) as caught:
        game.round.apply(Play(Card.GUARD))
    assert caught.value.code == "GAME_OVER"


@pytest.mark.parametrize(("edition", "players"), EDITION_SIZES, ids=lambda v: str(v))
@FEW_GAMES
@given(data=st.data())
def test_same_seed_same_game(edition, players, data):
    setup = data.draw(setups(edition, players))
    first = play_game(setup, checked=False)
    second = play_game(setup, checked=False)
    assert [rnd.events for rnd in first.rounds] == [rnd.events for rnd in second.rounds]
    assert [rnd.dealt_deck for rnd in first.rounds] == [rnd.dealt_deck for rnd in second.rounds]
    assert first.favors == second.favors


@pytest.mark.parametrize(("edition", "players"), EDITION_SIZES, ids=lambda v: str(v))
@FEW_GAMES
@given(data=st.data())
def test_a_clone_is_independent(edition, players, data):
    setup = data.draw(setups(edition, players))
    rnd = setup.new_game().round
    chooser = random.Random(setup.moves_seed)
    while not rnd.is_over:
        before = rnd.snapshot()
        legal_before = rnd.legal_actions()
        twin = rnd.clone()
        assert twin.snapshot() == before and twin == rnd
        # Play the clone to the end of its round: the original must not move.
        play_round(twin, random.Random(chooser.random()), checked=False)
        assert rnd.snapshot() == before
        assert rnd.legal_actions() == legal_before
        # And the other way round: moving the original leaves a fresh clone alone.
        other = rnd.clone()
        frozen = other.snapshot()
        action = chooser.choice(rnd.legal_actions())
        rnd.apply(action)
        assert other.snapshot() == frozen
        other.apply(action)
        assert other == rnd, "a clone replays exactly like its original"


@pytest.mark.parametrize(("edition", "players"), EDITION_SIZES, ids=lambda v: str(v))
@FEW_GAMES
@given(data=st.data())
def test_a_pickled_round_equals_the_original(edition, players, data):
    setup = data.draw(setups(edition, players))
    rnd = setup.new_game().round
    chooser = random.Random(setup.moves_seed)
    while True:
        copy = pickle.loads(pickle.dumps(rnd))
        assert copy == rnd
        assert copy.snapshot() == rnd.snapshot()
        assert copy.edition is rnd.edition
        assert copy.legal_actions() == rnd.legal_actions()
        assert [copy.observation(seat) for seat in range(players)] == [
            rnd.observation(seat) for seat in range(players)
        ]
        if rnd.is_over:
            assert copy.winners == rnd.winners and copy.favors == rnd.favors
            break
        action = chooser.choice(rnd.legal_actions())
        copy.apply(action)
        rnd.apply(action)
        assert copy == rnd
