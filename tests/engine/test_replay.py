"""The one reading of a player's event log (lovelet.engine.replay), checked against the round.

What is checked, and where the expectation comes from:

* Over random rounds of both editions and every player count, with and without the
  reveal_drawn option, dealt and staged (``Round.from_position``), at every decision
  and from every seat: the replay's public state after the last event is the
  observation's (hand, discards, face-up cards, deck size, set-aside count, protection,
  eliminations, whose turn, the pending Chancellor, the turn number, the end and its
  winners), every hand has as many tokens as the round's, and every card the replay
  claims to know is really there: in ``rnd.hand(seat)`` at that place, in ``rnd.deck``
  at that depth from the bottom, or set aside.  Stepping event by event gives the same
  state as reading all at once.
* The issue's case (issue 7, part 3): the viewer puts a Baron under the deck with a
  Chancellor (docs/rules.md A9.7) and an opponent draws it; the tracker, the exact belief
  and the heuristic agent's ``known_hands`` all place it in that opponent's hand.
* Knowledge lapses exactly when a card may have moved unseen: an opponent plays a card
  of the character seen (unless reveal_drawn shows which card it was), finishes a
  Chancellor unseen, is made to discard by a Prince (A9.6) or is eliminated (A10); a
  King between two other players moves it with the cards (A9.8); playing another
  card keeps it.
* The steps report the card movement (draws from the fresh deck or the bottom, the
  token a play consumed and the one it kept, a Chancellor's return, a King's exchange).
* A log no round can produce is refused with BAD_OBSERVATION.
"""

import random

import pytest

from lovelet import (CLASSIC, REVISED, Card, ChancellorReturn, Event, IllegalAction, Observation,
                     Play, Round)
from lovelet.agents.heuristic import known_hands
from lovelet.deduction import belief, tracker
from lovelet.engine.replay import Replay, Token, replay

C = Card
EDITION_SIZES = [(edition, players) for edition in (REVISED, CLASSIC)
                 for players in range(2, edition.max_players + 1)]
IDS = [f"{edition.name}-{players}" for edition, players in EDITION_SIZES]
# Plays that move cards or show them privately, chosen first half the time.
STEERED = {C.PRIEST, C.BARON, C.KING, C.CHANCELLOR, C.PRINCE}
FIELDS = ("hand", "discards", "face_up", "deck_size", "set_aside_count", "protected",
          "eliminated", "current_player", "pending_chancellor", "turn", "is_over", "winners",
          "favors")


def play_on(rnd, rng):
    """Yield ``rnd`` at each decision (and once over), applying random moves between."""
    yield rnd
    while not rnd.is_over:
        legal = rnd.legal_actions()
        liked = [action for action in legal if getattr(action, "card", None) in STEERED]
        rnd.apply(rng.choice(liked) if liked and rng.random() < 0.5 else rng.choice(legal))
        yield rnd


def staged_copy(rnd):
    """A round staged by Round.from_position at ``rnd``'s position (not mid-Chancellor)."""
    return Round.from_position(
        rnd.edition, hands=[rnd.hand(seat) for seat in range(rnd.players)], deck=rnd.deck,
        set_aside=rnd.set_aside, face_up=rnd.face_up,
        discards=[rnd.discards(seat) for seat in range(rnd.players)],
        protected=rnd.protected, eliminated=rnd.eliminated, active=rnd.current_player,
        players=rnd.names, turn=rnd.turn, reveal_drawn=rnd.options.reveal_drawn)


def check_against_round(rnd, seat):
    """The replay of ``seat``'s observation agrees with the observation and the round."""
    observation = rnd.observation(seat)
    state = replay(observation)
    for name in FIELDS:
        assert getattr(state, name) == getattr(observation, name), name
    assert state.done and state.read == len(observation.events)
    deck = rnd.deck
    assert state.fresh + len(state.bottom) == len(deck)
    seen = set()
    for other in range(rnd.players):
        held = rnd.hand(other)
        tokens = state.tokens(other)
        assert state.hand_size(other) == len(tokens) == len(held)
        for token, card in zip(tokens, held):
            assert token.card in (None, card), (other, token, held)
            seen.add(id(token))
    for depth, token in enumerate(reversed(state.bottom), start=1):
        assert token.card in (None, deck[-depth])
        seen.add(id(token))
    assert len(seen) == sum(len(tokens) for tokens in state.hands) + len(state.bottom)
    if state.set_aside is None:
        assert rnd.set_aside is None
    elif state.set_aside.card is not None:
        assert rnd.is_over and state.set_aside.card is rnd.set_aside
    for card, count in state.unseen.items():
        shown = sum(pile.count(card) for pile in observation.discards)
        shown += observation.face_up.count(card) + observation.hand.count(card)
        assert count == rnd.edition.copies[card] - shown
    return state


@pytest.mark.parametrize("edition,players", EDITION_SIZES, ids=IDS)
def test_the_replay_matches_the_observation_and_knows_only_true_cards(edition, players):
    known = 0
    for seed in range(6):
        rng = random.Random(100 * players + seed)
        rnd = Round.deal(edition, players, rng=rng, reveal_drawn=seed % 2 == 1)
        staged_at, staged = rng.randrange(1, 8), None
        for rnd in play_on(rnd, rng):
            for seat in range(players):
                state = check_against_round(rnd, seat)
                known += sum(token.card is not None for other, tokens in enumerate(state.hands)
                             if other != seat for token in tokens)
            if (staged is None and rnd.turn >= staged_at and not rnd.pending_chancellor
                    and not rnd.is_over and rnd.set_aside is not None):
                staged = staged_copy(rnd)
        if staged is None:
            continue
        # A position staged from that round, played on: its log starts with the position.
        for staged in play_on(staged, rng):
            for seat in range(players):
                check_against_round(staged, seat)
    assert known > 0


@pytest.mark.parametrize("edition,players", [(REVISED, 4), (CLASSIC, 3)],
                         ids=["revised-4", "classic-3"])
def test_stepping_gives_the_same_state_as_reading_all(edition, players):
    rng = random.Random(players)
    rnd = Round.deal(edition, players, rng=rng)
    for rnd in play_on(rnd, rng):
        pass
    observation = rnd.observation(0)
    stepwise = Replay(observation)
    steps = list(stepwise)
    assert [step.index for step in steps] == list(range(len(observation.events)))
    assert all(step.event is event for step, event in zip(steps, observation.events))
    whole = replay(observation)
    for name in FIELDS:
        assert getattr(stepwise, name) == getattr(whole, name)
    assert [[t.card for t in tokens] for tokens in stepwise.hands] == \
        [[t.card for t in tokens] for tokens in whole.hands]


# ---------------------------------------------------------------------- the case


def test_a_baron_returned_with_my_chancellor_and_drawn_is_placed_by_every_tool(position):
    """Ann (0) draws the Baron and the Handmaid with her Chancellor and returns the
    Baron, then the Guard (docs/rules.md A9.7).  Ben draws the Baron, Cleo the Guard."""
    rnd = position([[C.CHANCELLOR, C.GUARD], [C.SPY], [C.PRIEST]], deck=[C.BARON, C.HANDMAID],
                   dump=2)
    rnd.apply(Play(C.CHANCELLOR))
    steps = list(Replay(rnd.observation(0)))
    drawn = steps[-1]
    assert drawn.event.kind == "chancellor_draw" and not drawn.from_bottom
    assert [token.card for token in drawn.fresh] == [C.BARON, C.HANDMAID] == \
        [token.card for token in drawn.received]
    rnd.apply(ChancellorReturn(keep=C.HANDMAID, bottom=(C.BARON, C.GUARD)))
    state = Replay(rnd.observation(0))
    steps = list(state)
    returned = next(step for step in steps if step.event.kind == "chancellor_return")
    assert [token.card for token in returned.given] == [C.BARON, C.GUARD]
    assert returned.kept.card is C.HANDMAID and not returned.shuffled
    ben_draws = steps[-1]
    assert ben_draws.from_bottom and ben_draws.from_bottom[0].card is C.BARON
    assert [token.card for token in state.tokens(1)] == [None, C.BARON]
    assert [token.card for token in state.bottom] == [C.GUARD]

    def agree(seat, card):
        observation = rnd.observation(0)
        assert known_hands(observation)[seat] is card
        assert (f"{rnd.names[seat]}'s hand", 1) in tracker(observation).where(card)
        assert belief(observation).as_fractions().hand(seat)[card] == 1

    agree(1, C.BARON)
    rnd.apply(Play(C.SPY))  # Ben keeps the Baron; Cleo draws the Guard
    assert rnd.hand(1) == (C.BARON,) and rnd.hand(2) == (C.PRIEST, C.GUARD)
    agree(1, C.BARON)
    agree(2, C.GUARD)
    assert known_hands(rnd.observation(0)) == {1: C.BARON, 2: C.GUARD}
    assert known_hands(rnd.observation(1)) == {}  # Ben saw nothing of anyone


# ---------------------------------------------------------------------- lapses


@pytest.mark.parametrize("reveal_drawn", [False, True])
def test_playing_the_character_seen_lapses_unless_the_draw_is_shown(position, reveal_drawn):
    """Ann sees Ben's Guard; Ben draws another Guard and plays a Guard (of two alike the
    engine plays the one just drawn).  Only reveal_drawn tells Ann the seen one stayed."""
    rnd = position([[C.PRIEST, C.HANDMAID], [C.GUARD]], top=[C.GUARD], reveal_drawn=reveal_drawn)
    rnd.apply(Play(C.PRIEST, target=1))
    seen = replay(rnd.observation(0)).tokens(1)[0]
    assert seen.card is C.GUARD
    rnd.apply(Play(C.GUARD, target=0, guess=C.PRINCESS))
    state = Replay(rnd.observation(0))
    play = next(step for step in state if step.event.kind == "play" and step.event.player == 1)
    assert play.held[0].card is C.GUARD
    if reveal_drawn:
        assert play.played is play.held[1] and play.kept is play.held[0]
        assert play.kept.card is C.GUARD
    else:
        assert play.played is None and play.kept not in play.held
        assert play.kept.card is None
    assert (replay(rnd.observation(0)).tokens(1)[0].card is C.GUARD) is reveal_drawn


def test_playing_another_card_keeps_what_was_seen(position):
    rnd = position([[C.PRIEST, C.COUNTESS], [C.GUARD], [C.BARON]], top=[C.SPY, C.PRIEST, C.GUARD])
    rnd.apply(Play(C.PRIEST, target=2))
    rnd.apply(Play(C.SPY))
    rnd.apply(Play(C.PRIEST, target=1))  # Cleo plays the Priest she drew
    state = Replay(rnd.observation(0))
    play = [step for step in state if step.event.kind == "play"][-1]
    assert play.played is play.held[1] and play.kept is play.held[0]
    assert [token.card for token in state.tokens(2)] == [C.BARON]


def test_an_opponents_chancellor_shuffles_what_was_seen(position):
    """Cleo holds the Baron Ann saw while she draws with her Chancellor; once she has put
    two cards back unseen, neither her card nor the ones returned are known."""
    rnd = position([[C.PRIEST, C.COUNTESS], [C.GUARD], [C.BARON]],
                   top=[C.SPY, C.CHANCELLOR, C.GUARD, C.HANDMAID, C.KING])
    rnd.apply(Play(C.PRIEST, target=2))
    rnd.apply(Play(C.SPY))
    rnd.apply(Play(C.CHANCELLOR))
    state = replay(rnd.observation(0))
    assert [token.card for token in state.tokens(2)] == [C.BARON, None, None]
    assert known_hands(rnd.observation(0)) == {}  # about to go back, perhaps
    rnd.apply(ChancellorReturn(keep=C.BARON, bottom=(C.GUARD, C.HANDMAID)))
    state = Replay(rnd.observation(0))
    step = next(step for step in state if step.event.kind == "chancellor_return")
    assert step.shuffled and len(step.held) == 3 and len(step.returned) == 2
    assert step.kept not in step.held and not set(step.returned) & set(step.held)
    assert all(token.card is None for token in (step.kept,) + step.returned)
    assert tracker(rnd.observation(0)).known[C.BARON] == 0


def test_a_prince_discard_shows_the_card_and_the_new_one_is_unknown(position):
    rnd = position([[C.PRIEST, C.PRINCE], [C.BARON], [C.SPY]], top=[C.GUARD, C.HANDMAID, C.PRIEST])
    rnd.apply(Play(C.PRIEST, target=1))
    rnd.apply(Play(C.GUARD, target=2, guess=C.PRINCESS))  # a miss
    rnd.apply(Play(C.HANDMAID))
    turn = rnd.turn
    rnd.apply(Play(C.PRINCE, target=1))
    state = Replay(rnd.observation(0))
    steps = list(state)
    prince = next(step for step in steps if step.event.kind == "prince")
    assert [token.card for token in prince.discarded] == [C.BARON]
    replacing = steps[prince.index + 1]
    assert replacing.event.kind == "draw" and replacing.fresh[0].card is None
    assert state.tokens(1)[0] is replacing.fresh[0]  # then Ben's turn begins: he draws
    assert state.turn == turn + 1 == rnd.turn  # the replacement draw begins no turn


def test_elimination_empties_the_hand_onto_the_discards(position):
    rnd = position([[C.PRIEST, C.GUARD], [C.BARON], [C.PRINCE]], top=[C.SPY, C.HANDMAID, C.GUARD])
    rnd.apply(Play(C.PRIEST, target=1))
    rnd.apply(Play(C.SPY))
    rnd.apply(Play(C.HANDMAID))
    rnd.apply(Play(C.GUARD, target=1, guess=C.BARON))  # Ann names the Baron she saw: a hit
    state = Replay(rnd.observation(0))
    out = next(step for step in state if step.event.kind == "eliminated")
    assert [token.card for token in out.discarded] == [C.BARON]
    assert state.tokens(1) == () and state.eliminated == {1}


def test_a_king_between_others_moves_what_was_seen(position):
    rnd = position([[C.PRIEST, C.GUARD], [C.BARON], [C.PRINCE]], top=[C.KING])
    rnd.apply(Play(C.PRIEST, target=1))
    seen = replay(rnd.observation(0)).tokens(1)[0]
    rnd.apply(Play(C.KING, target=2))
    state = Replay(rnd.observation(0))
    king = next(step for step in state if step.event.kind == "king")
    assert [token.card for token in king.exchanged] == [C.BARON, None]
    assert not king.received and not king.given  # Ann took no part
    assert [token.card for token in state.tokens(2)] == [C.BARON]
    assert state.tokens(2)[0].card is seen.card
    assert state.tokens(1)[0].card is None


def test_my_king_gives_and_receives_known_cards(position):
    rnd = position([[C.KING, C.HANDMAID], [C.PRIEST], [C.BARON]], top=[C.SPY, C.SPY, C.GUARD])
    rnd.apply(Play(C.KING, target=1))
    state = Replay(rnd.observation(0))
    king = next(step for step in state if step.event.kind == "king")
    assert [token.card for token in king.given] == [C.HANDMAID]
    assert [token.card for token in king.received] == [C.PRIEST]
    assert state.hand == (C.PRIEST,) and state.tokens(1)[0].card is C.HANDMAID
    # Ben learns the same exchange from his side.
    assert replay(rnd.observation(1)).tokens(0)[0].card is C.PRIEST
    assert replay(rnd.observation(2)).tokens(1)[0].card is None


# ---------------------------------------------------------------------- refusals


def _with_events(observation, events):
    fields = {name: getattr(observation, name) for name in (
        "edition", "options", "names", "player", "hand", "discards", "face_up", "deck_size",
        "set_aside_count", "protected", "eliminated", "current_player", "pending_chancellor",
        "turn", "favors", "favors_needed", "is_over", "winners")}
    return Observation(**fields, events=tuple(events))


def test_a_log_no_round_can_produce_is_refused():
    rnd = Round.deal(REVISED, 3, seed=1)
    observation = rnd.observation(0)
    for events in ([Event("mystery", None, {})],
                   [Event("draw", 1, {"source": "deck"})],  # from an empty deck
                   list(observation.events) + [Event("play", 2, {"card": C.GUARD, "target": None,
                                                                 "guess": None})]):
        with pytest.raises(IllegalAction) as refusal:
            replay(_with_events(observation, events))
        assert refusal.value.code == "BAD_OBSERVATION"
        assert refusal.value.message.endswith(".")


@pytest.mark.parametrize("junk", [None, 3, "Ann", (), Card.GUARD])
def test_anything_but_an_observation_is_refused(junk):
    with pytest.raises(IllegalAction) as refusal:
        Replay(junk)
    assert refusal.value.code == "BAD_OBSERVATION"


def test_tokens_are_small_records():
    token = Token(C.GUARD)
    assert token.card is C.GUARD and token.slot is None
    assert repr(token) == "Token(Card.GUARD)"
