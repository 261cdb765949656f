"""What a player knows privately of the other hands (lovelet.engine.knowledge), checked against the round.

Where the expectation comes from:

* Over random rounds of both editions and every player count (with and without the
  reveal_drawn option, moves that show or move cards chosen half the time), after every
  move and from every seat: every note claims a card the seat really holds
  (``rnd.hand(seat)``, with copies counted), never the player's own seat; a note on a
  seat the move did not touch is kept unchanged (a draw keeps it: the seat then holds
  the known card and another); a Priest, a Baron or a King of the player's own gives
  the note at once; a Prince's discard clears every note of its target; a King between
  two other seats moves the notes with the cards.
* Scenarios from the rules: a Priest then a King swap, a Priest then a Prince, a Baron
  tie, a Chancellor's card drawn by the next seat, the seat playing the other card.
* The words the boards write for each way of knowing, in English, French and German.
"""

import dataclasses
import random
from collections import Counter

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Play, Round
from lovelet.display import known_card_text, known_cards_html
from lovelet.text.i18n import card_name, say
from lovelet.engine.knowledge import HOW, KnownCard, private_knowledge

C = Card
EDITION_SIZES = [(edition, players) for edition in (REVISED, CLASSIC)
                 for players in range(2, edition.max_players + 1)]
IDS = [f"{edition.name}-{players}" for edition, players in EDITION_SIZES]
STEERED = {C.PRIEST, C.BARON, C.KING, C.CHANCELLOR, C.PRINCE}


def notes_of(rnd, viewer):
    return {seat: [(note.card, note.how, note.learned_from) for note in private_knowledge(rnd.observation(viewer))
                   if note.seat == seat] for seat in range(rnd.players)}


def check_true(rnd, viewer):
    """Every note of ``viewer`` names a card its seat holds (copies counted)."""
    notes = private_knowledge(rnd.observation(viewer))
    claimed = Counter((note.seat, note.card) for note in notes)
    for (seat, card), count in claimed.items():
        assert seat != viewer
        assert Counter(rnd.hand(seat))[card] >= count, (seat, card, rnd.hand(seat))
    for note in notes:
        assert note.how in HOW and isinstance(note, KnownCard)
        assert 0 <= note.learned_from < rnd.players and note.turn <= rnd.turn
    return notes


def untouched(action, actor, seat, before_out, after_out):
    """Whether ``action`` by ``actor`` left ``seat``'s known card where it was, for certain:
    the seat neither acted nor was made to give or discard its card."""
    if seat in after_out - before_out:
        return False
    target = getattr(action, "target", None)
    if seat == target and action.card in (C.PRINCE, C.KING):
        return False
    return seat != actor


@pytest.mark.parametrize("edition, players", EDITION_SIZES, ids=IDS)
def test_every_note_is_true_and_kept_exactly_while_nothing_touches_it(edition, players):
    for seed in range(30 if players <= 4 else 18):
        rng = random.Random(f"knowledge-{edition.name}-{players}-{seed}")
        rnd = Round.deal(edition, players, rng=rng, reveal_drawn=seed % 4 == 3)
        before = {viewer: check_true(rnd, viewer) for viewer in range(players)}
        while not rnd.is_over:
            legal = rnd.legal_actions()
            liked = [action for action in legal if getattr(action, "card", None) in STEERED]
            action = rng.choice(liked) if liked and rng.random() < 0.5 else rng.choice(legal)
            actor, out_before, held = rnd.current_player, set(rnd.eliminated), rnd.hand(rnd.current_player)
            rnd.apply(action)
            out_after = set(rnd.eliminated)
            for viewer in range(players):
                after = check_true(rnd, viewer)
                if isinstance(action, ChancellorReturn):
                    # The others' cards stay known; the chooser's are shuffled out of sight
                    # unless every card they held was the same character.
                    for note in before[viewer]:
                        if note.seat != actor:
                            assert note in after, (note, action)
                    if viewer != actor:
                        assert all(card is note.card for note in after if note.seat == actor for card in held)
                    before[viewer] = after
                    continue
                kept = Counter(after)
                for note in before[viewer]:
                    if note.seat == actor and note.card is action.card:
                        continue  # which of two alike was played may not be told: covered above
                    if (action.card is C.KING and action.target is not None
                            and viewer not in (actor, action.target)
                            and note.seat in (actor, action.target)):
                        other = action.target if note.seat == actor else actor
                        assert dataclasses.replace(note, seat=other) in after, (note, action)
                    elif untouched(action, actor, note.seat, out_before, out_after):
                        assert kept[note] >= 1, (note, action)
                if viewer == actor and not rnd.is_over and viewer not in out_after:
                    target = getattr(action, "target", None)
                    if action.card is C.PRIEST and target is not None and target != viewer:
                        # noted, as seen now or as known before
                        assert (target, rnd.hand(target)[0]) in {(note.seat, note.card) for note in after}
                    if action.card is C.KING and target is not None and target != viewer:
                        assert any(note.seat == target and note.how == "king_given" for note in after)
                    if action.card is C.BARON and target is not None and target not in out_after:
                        assert (target, rnd.hand(target)[0]) in {(note.seat, note.card) for note in after}
                if isinstance(action, Play) and action.card is C.PRINCE and action.target is not None:
                    assert all(note.how == "chancellor" for note in after if note.seat == action.target)
                before[viewer] = after


def test_notes_are_values():
    rnd = Round.deal(REVISED, 3, seed=4)
    for note in private_knowledge(rnd.observation(0)):
        with pytest.raises(dataclasses.FrozenInstanceError):
            note.card = C.PRINCESS
    assert isinstance(private_knowledge(rnd.observation(0)), tuple)


# ---------------------------------------------------------------------- scenarios (Ann is seat 0)


def test_a_priest_look_is_noted_and_kept_while_the_seat_plays_its_other_card(position):
    rnd = position([[C.PRIEST, C.COUNTESS], [C.HANDMAID], [C.BARON]], top=[C.SPY, C.GUARD, C.GUARD])
    rnd.apply(Play(C.PRIEST, target=1))
    assert private_knowledge(rnd.observation(0)) == (KnownCard(1, C.HANDMAID, "priest", 1, 1),)
    # Ben draws a Spy: he holds two cards, one known.
    assert private_knowledge(rnd.observation(0)) == (KnownCard(1, C.HANDMAID, "priest", 1, 1),)
    assert rnd.hand(1) == (C.HANDMAID, C.SPY)
    rnd.apply(Play(C.SPY))
    assert private_knowledge(rnd.observation(0)) == (KnownCard(1, C.HANDMAID, "priest", 1, 1),)
    # Only Ann knows it: Ben and Cleo know nothing of the others' cards.
    assert private_knowledge(rnd.observation(2)) == ()
    assert private_knowledge(rnd.observation(1)) == ()


def test_a_priest_then_a_king_between_others_moves_the_note(position):
    rnd = position([[C.PRIEST, C.GUARD], [C.BARON], [C.PRINCE]], top=[C.KING])
    rnd.apply(Play(C.PRIEST, target=1))
    rnd.apply(Play(C.KING, target=2))  # Ben gives his Baron to Cleo
    notes = private_knowledge(rnd.observation(0))
    assert notes == (KnownCard(2, C.BARON, "priest", 1, 1),) and notes[0].moved
    assert rnd.hand(2)[0] is C.BARON  # and the card Cleo drew to begin her turn


def test_a_priest_then_a_king_on_me_clears_the_note_and_notes_the_card_taken(position):
    rnd = position([[C.PRIEST, C.GUARD], [C.BARON], [C.PRINCE]], top=[C.KING])
    rnd.apply(Play(C.PRIEST, target=1))
    rnd.apply(Play(C.KING, target=0))  # Ben takes my Guard and gives me his Baron
    assert rnd.hand(0) == (C.BARON,)
    assert private_knowledge(rnd.observation(0)) == (KnownCard(1, C.GUARD, "king_taken", 1, 2),)
    # Ben knows where his Baron went: the card his King gave.
    assert private_knowledge(rnd.observation(1)) == (KnownCard(0, C.BARON, "king_given", 0, 2),)


def test_a_priest_then_a_prince_discard_clears_the_note(position):
    rnd = position([[C.PRIEST, C.PRINCE], [C.BARON], [C.SPY]], top=[C.GUARD, C.HANDMAID, C.PRIEST])
    rnd.apply(Play(C.PRIEST, target=1))
    assert [note.card for note in private_knowledge(rnd.observation(0))] == [C.BARON]
    rnd.apply(Play(C.GUARD, target=2, guess=C.PRINCESS))  # a miss: Ben keeps the Baron
    assert [note.card for note in private_knowledge(rnd.observation(0))] == [C.BARON]
    rnd.apply(Play(C.HANDMAID))
    rnd.apply(Play(C.PRINCE, target=1))
    assert private_knowledge(rnd.observation(0)) == ()


def test_playing_the_character_seen_clears_the_note_unless_the_draw_is_shown(position):
    for reveal_drawn in (False, True):
        rnd = position([[C.PRIEST, C.HANDMAID], [C.GUARD], [C.SPY]], top=[C.GUARD], reveal_drawn=reveal_drawn)
        rnd.apply(Play(C.PRIEST, target=1))
        rnd.apply(Play(C.GUARD, target=0, guess=C.PRINCESS))
        assert rnd.hand(1) == (C.GUARD,)
        expected = (KnownCard(1, C.GUARD, "priest", 1, 1),) if reveal_drawn else ()
        assert private_knowledge(rnd.observation(0)) == expected


def test_a_baron_tie_notes_the_card_on_both_sides(position):
    rnd = position([[C.BARON, C.HANDMAID], [C.HANDMAID], [C.SPY]], top=[C.GUARD, C.GUARD])
    rnd.apply(Play(C.BARON, target=1))
    assert not rnd.eliminated
    assert private_knowledge(rnd.observation(0)) == (KnownCard(1, C.HANDMAID, "baron", 1, 1),)
    assert private_knowledge(rnd.observation(1)) == (KnownCard(0, C.HANDMAID, "baron", 0, 1),)
    assert private_knowledge(rnd.observation(2)) == ()  # Cleo sees only that it is a tie


def test_a_card_put_back_with_my_chancellor_is_noted_once_drawn():
    # The deck holds exactly the two cards Ann puts back: Ben's turn begins with one.
    rnd = Round.from_position(REVISED, hands=[[C.CHANCELLOR, C.COUNTESS], [C.GUARD], [C.SPY]],
                              deck=[C.BARON, C.PRIEST], set_aside=C.PRINCESS, face_up=(),
                              discards=[[C.GUARD, C.GUARD, C.GUARD, C.GUARD, C.GUARD, C.SPY],
                                        [C.PRIEST, C.BARON, C.HANDMAID, C.HANDMAID, C.PRINCE],
                                        [C.PRINCE, C.CHANCELLOR, C.KING]],
                              protected=(), eliminated=(), active=0)
    rnd.apply(Play(C.CHANCELLOR))
    rnd.apply(ChancellorReturn(keep=C.COUNTESS, bottom=(C.PRIEST, C.BARON)))
    assert rnd.hand(1) == (C.GUARD, C.PRIEST)
    assert private_knowledge(rnd.observation(0)) == (KnownCard(1, C.PRIEST, "chancellor", 1, 1),)
    # Ben plays the Priest he drew (its note goes with it); Cleo's turn begins: she draws the Baron.
    rnd.apply(Play(C.PRIEST, target=2))
    assert rnd.hand(2) == (C.SPY, C.BARON)
    assert private_knowledge(rnd.observation(0)) == (KnownCard(2, C.BARON, "chancellor", 2, 1),)


# ---------------------------------------------------------------------- the words on the board


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_each_way_of_knowing_is_written_with_the_cards_name(language):
    for how in HOW:
        note = KnownCard(1, C.HANDMAID, how, 1, 3)
        words = known_card_text(how, C.HANDMAID, language)
        assert words.endswith(card_name(C.HANDMAID, language)) and words == say(
            f"known_{how}", language, card=card_name(C.HANDMAID, language))
        drawn = known_cards_html([note], language)
        assert f'data-how="{how}"' in drawn and "lovelet-known" in drawn
    moved = KnownCard(2, C.BARON, "priest", 1, 3)
    assert moved.moved and say("known_moved", language) in known_card_text("priest", C.BARON, language, True)
    assert say("known_moved", language) in known_cards_html([moved], language)
    assert known_cards_html([], language) == ""


def test_a_chancellor_of_cards_all_known_and_alike_keeps_the_note(position):
    """Ann saw Ben's Guard and put two Guards under the deck; Ben's Chancellor draws
    them: whichever he keeps is a Guard, so Ann still knows it."""
    rnd = position([[C.PRIEST, C.HANDMAID], [C.GUARD]], deck=[C.SPY, C.CHANCELLOR, C.GUARD, C.GUARD, C.CHANCELLOR],
                   dump=0)
    rnd.apply(Play(C.PRIEST, target=1))
    rnd.apply(Play(C.SPY))
    rnd.apply(Play(C.CHANCELLOR))
    rnd.apply(ChancellorReturn(keep=C.HANDMAID, bottom=(C.GUARD, C.GUARD)))
    rnd.apply(Play(C.CHANCELLOR))  # Ben holds three Guards, all known to Ann
    assert rnd.hand(1) == (C.GUARD, C.GUARD, C.GUARD)
    assert [note.card for note in private_knowledge(rnd.observation(0))] == [C.GUARD] * 3
    rnd.apply(ChancellorReturn(keep=C.GUARD, bottom=(C.GUARD, C.GUARD)))
    assert private_knowledge(rnd.observation(0)) == (KnownCard(1, C.GUARD, "priest", 1, 1),)
    assert rnd.hand(0)[-1] is C.GUARD  # Ann's turn began with one of the Guards put back
