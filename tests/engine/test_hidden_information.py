"""Leak tests: a player's observation tells them what the rules let them know, nothing more.

docs/rules.md C ("Events") lists what is public and what is private.  Four kinds of test:

* twins: two rounds that differ only in cards hidden from player p (opponents' hands,
  deck order and content, the set-aside card) give p equal observations, also after
  the same moves are played in both; a difference p may see must come from a public
  outcome (a Guard hit, a Baron loser, a Prince discard...) or from a secret p shares;
* over random games, every secret in p's events is one p is entitled to, event by event
  (Priest: the actor; Baron and King: both players; Prince replacement: the target;
  Chancellor: the actor; set-aside card: nobody until the round ends; whether the played
  card was the one just drawn: the actor, or everyone with ``reveal_drawn=True``);
* the texts of an observation (repr, str, HTML) never name a card p cannot know;
* the messages of refused moves do not depend on, nor name, cards hidden from the actor.
"""

import random
from collections.abc import Mapping
import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Game, IllegalAction, Play, Round

try:  # the HTML views are checked only once lovelet.display exists
    import lovelet.display  # noqa: F401

    HAS_DISPLAY = True
except ImportError:
    HAS_DISPLAY = False

EDITION_SIZES = [
    (edition, players)
    for edition in (REVISED, CLASSIC)
    for players in range(2, (6 if edition is REVISED else 4) + 1)
]
IDS = [f"{edition.name}-{players}" for edition, players in EDITION_SIZES]

LEAKS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Public details that may legitimately differ between two twins after the same move,
# because the rules make the outcome public (docs/rules.md C): everything else p sees about
# the move must be equal.
PUBLIC_OUTCOMES = {
    "guard": {"hit"},
    "baron": {"loser"},
    "prince": {"card"},
    "eliminated": {"cards", "cause"},
    "round_end": {"reason", "hands", "discard_sums", "winners", "gains", "spy_bonus",
                  "set_aside", "game_winners"},
}
# The words by which a card could be named in any text (i18n names and the enum).
PRINCESS_WORDS = ("princess", "prinzessin")  # "princesse" contains "princess"


# ---------------------------------------------------------------------- positions


def random_position(rng, edition, players):
    """A valid staged position (docs/rules.md C, load_position) drawn with ``rng``."""
    cards = list(edition.deck)
    rng.shuffle(cards)
    out = set(rng.sample(range(players), rng.randint(0, players - 2)))
    alive = [seat for seat in range(players) if seat not in out]
    active = rng.choice(alive)
    hands = [[] for _ in range(players)]
    for seat in alive:
        hands[seat] = [cards.pop() for _ in range(2 if seat == active else 1)]
    set_aside = cards.pop()
    face_up = [cards.pop() for _ in range(3)] if players == 2 else []
    discards = [[] for _ in range(players)]
    for seat in sorted(out):  # I6: an eliminated player has discarded
        discards[seat].append(cards.pop())
    for _ in range(rng.randint(0, len(cards))):
        discards[rng.randrange(players)].append(cards.pop())
    for seat in alive:  # I5: a player in the round never discarded the Princess
        if Card.PRINCESS in discards[seat]:
            index = discards[seat].index(Card.PRINCESS)
            discards[seat][index], set_aside = set_aside, Card.PRINCESS
    protected = set()
    for seat in alive:  # a protected player's last discard is the Handmaid it played (C5)
        if seat != active and rng.random() < 0.3 and Card.HANDMAID in cards:
            cards.remove(Card.HANDMAID)
            discards[seat].append(Card.HANDMAID)
            protected.add(seat)
    return {
        "edition": edition, "hands": hands, "deck": cards, "set_aside": set_aside,
        "face_up": face_up, "discards": discards, "protected": protected,
        "eliminated": out, "active": active,
    }


def hidden_twin(position, player, rng, hands_too=True):
    """``position`` with the cards hidden from ``player`` dealt again at random.

    Hidden from a player: the other players' hands, the deck (content and order) and
    the face-down set-aside card.  Zone sizes stay the same.  With ``hands_too=False``
    only the deck and the set-aside card are dealt again, so the twins stay alike longer.
    """
    hands = position["hands"]
    redealt = [seat for seat in range(len(hands)) if seat != player and hands_too]
    hidden = [card for seat in redealt for card in hands[seat]]
    hidden += list(position["deck"]) + [position["set_aside"]]
    rng.shuffle(hidden)
    twin = dict(position)
    twin["hands"] = [[hidden.pop() for _ in hand] if seat in redealt else list(hand)
                     for seat, hand in enumerate(hands)]
    twin["deck"] = [hidden.pop() for _ in position["deck"]]
    twin["set_aside"] = hidden.pop()
    return twin


def staged(position, **options):
    return Round.from_position(**position, **options)


def dealt_zones(edition, players, start):
    """Where each index of an explicit deck order goes (docs/rules.md A4 revised, B4 classic).

    Returns one label per index: "set_aside", "face_up", a seat number for a dealt
    card, "top" for the first card of the deck (drawn by the starting player at once)
    and "deck" for the rest.
    """
    seats = [(start + offset) % players for offset in range(players)]
    aside = ["set_aside"] + (["face_up"] * 3 if players == 2 else [])
    labels = seats + aside if edition is CLASSIC else aside + seats
    rest = edition.size - len(labels)
    return labels + ["top"] + ["deck"] * (rest - 1)


def dealt_twin(order, labels, player, start, rng, mix="all"):
    """``order`` with the cards that ``player`` cannot see shuffled among their places.

    ``mix`` chooses the places: "all" hidden ones, only the set-aside card and the
    opponents' hands ("hands"), or only the set-aside card and the deck ("deck").
    """
    public = {"face_up", player} | ({"top"} if start == player else set())
    seats = {label for label in labels if isinstance(label, int)}
    kept = {"hands": {"top", "deck"}, "deck": seats, "all": set()}[mix]
    places = [index for index, label in enumerate(labels) if label not in public | kept]
    cards = [order[index] for index in places]
    rng.shuffle(cards)
    twin = list(order)
    for index, card in zip(places, cards):
        twin[index] = card
    return twin


# ---------------------------------------------------------------------- comparing views


def view(rnd, player):
    return tuple(event.seen_from(player) for event in rnd.events)


def texts_of(observation):
    """Every text an observation shows a person: repr, str, event reprs and HTML."""
    texts = [repr(observation), str(observation)]
    texts += [repr(event) for event in observation.events]
    if HAS_DISPLAY:
        texts.append(observation._repr_html_())
    return texts


def assert_same_view(first, second, player):
    mine, theirs = first.observation(player), second.observation(player)
    assert mine == theirs
    assert texts_of(mine) == texts_of(theirs)


def assert_difference_is_public(first, second, player, reveal_drawn):
    """The first event p sees differently must differ only where the rules allow it."""
    for mine, theirs in zip(view(first, player), view(second, player)):
        if mine == theirs:
            continue
        assert (mine.kind, mine.player) == (theirs.kind, theirs.player), (mine, theirs)
        allowed = set(PUBLIC_OUTCOMES.get(mine.kind, ()))
        if mine.kind == "play" and reveal_drawn:
            allowed.add("drawn")
        keys = set(mine.details) | set(theirs.details)
        changed = {key for key in keys if mine.details.get(key) != theirs.details.get(key)}
        assert changed <= allowed, f"public details {changed} of {mine.kind} differ: {mine} / {theirs}"
        if mine.secret != theirs.secret:
            assert player in mine.seen_by and player in theirs.seen_by
        return
    raise AssertionError("the views differ only in length")


def play_along(first, second, player, chooser, steps, reveal_drawn):
    """Play the same random legal moves in both twins while p cannot tell them apart.

    Returns how many moves were compared.
    """
    compared = 0
    for _ in range(steps):
        if first.is_over:
            break
        # Only moves open in both twins: which moves an opponent has depends on their
        # hidden hand, and that difference is not one p sees.
        open_in_both = set(second.legal_actions())
        common = [action for action in first.legal_actions() if action in open_in_both]
        if not common:
            break
        action = chooser.choice(common)
        first.apply(action)
        second.apply(action)
        if view(first, player) != view(second, player):
            assert_difference_is_public(first, second, player, reveal_drawn)
            break
        assert_same_view(first, second, player)
        compared += 1
    return compared


# ---------------------------------------------------------------------- (a) twins


@pytest.mark.parametrize(("edition", "players"), EDITION_SIZES, ids=IDS)
@LEAKS
@given(seed=st.integers(0, 2**32 - 1), reveal_drawn=st.booleans())
def test_staged_twins_look_the_same_to_the_player(edition, players, seed, reveal_drawn):
    rng = random.Random(seed)
    position = random_position(rng, edition, players)
    player = rng.randrange(players)
    twin = hidden_twin(position, player, rng, hands_too=rng.random() < 0.5)
    first = staged(position, reveal_drawn=reveal_drawn)
    second = staged(twin, reveal_drawn=reveal_drawn)
    assert_same_view(first, second, player)
    play_along(first, second, player, rng, 40, reveal_drawn)


@pytest.mark.parametrize(("edition", "players"), EDITION_SIZES, ids=IDS)
@LEAKS
@given(seed=st.integers(0, 2**32 - 1), reveal_drawn=st.booleans())
def test_dealt_twins_look_the_same_to_the_player(edition, players, seed, reveal_drawn):
    rng = random.Random(seed)
    start = rng.randrange(players)
    player = rng.randrange(players)
    order = list(edition.deck)
    rng.shuffle(order)
    labels = dealt_zones(edition, players, start)
    twin = dealt_twin(order, labels, player, start, rng, rng.choice(["all", "hands", "deck"]))
    first = Round.deal(edition, players, deck=order, first_player=start, reveal_drawn=reveal_drawn)
    second = Round.deal(edition, players, deck=twin, first_player=start, reveal_drawn=reveal_drawn)
    assert_same_view(first, second, player)
    play_along(first, second, player, rng, 60, reveal_drawn)


def test_twins_stay_alike_through_a_handmaid_and_a_missed_guard():
    """p plays a Handmaid; an opponent's Guard misses in both twins; p sees no difference."""
    common = {"edition": REVISED, "face_up": (), "active": 0,
              "discards": [[Card.GUARD, Card.GUARD], [Card.SPY], [Card.PRIEST]]}
    first = Round.from_position(
        **common, hands=[[Card.HANDMAID, Card.PRIEST], [Card.BARON], [Card.KING]],
        deck=[Card.GUARD, Card.SPY, Card.GUARD, Card.GUARD, Card.BARON, Card.HANDMAID,
              Card.PRINCE, Card.PRINCE, Card.CHANCELLOR, Card.CHANCELLOR, Card.PRINCESS, Card.GUARD],
        set_aside=Card.COUNTESS,
    )
    second = Round.from_position(
        **common, hands=[[Card.HANDMAID, Card.PRIEST], [Card.COUNTESS], [Card.PRINCESS]],
        deck=[Card.GUARD, Card.CHANCELLOR, Card.GUARD, Card.PRINCE, Card.GUARD, Card.SPY,
              Card.HANDMAID, Card.PRINCE, Card.KING, Card.CHANCELLOR, Card.BARON, Card.GUARD],
        set_aside=Card.BARON,
    )
    assert_same_view(first, second, 0)
    for rnd in (first, second):
        rnd.apply(Play(Card.HANDMAID))
    assert_same_view(first, second, 0)
    # Seat 1 drew a Guard in both; guessing the Handmaid misses seat 2 in both.
    for rnd in (first, second):
        rnd.apply(Play(Card.GUARD, target=2, guess=Card.HANDMAID))
        guard = next(event for event in reversed(rnd.events) if event.kind == "guard")
        assert guard.details["hit"] is False
    assert_same_view(first, second, 0)
    # Yet seat 1 and seat 2 see their own different cards: the views are not blind.
    assert first.observation(1) != second.observation(1)
    assert first.observation(2) != second.observation(2)


def test_a_hit_is_public_and_tells_the_twins_apart():
    """The comparison is sensitive: a Guard that hits in one twin only is seen by p."""
    common = {"edition": CLASSIC, "face_up": (), "active": 1,
              "discards": [[Card.GUARD], [], []], "deck": [Card.GUARD] * 2 + [Card.PRIEST] * 2
              + [Card.HANDMAID, Card.BARON, Card.BARON, Card.PRINCE, Card.PRINCE, Card.KING]}
    first = Round.from_position(**common, hands=[[Card.HANDMAID], [Card.GUARD, Card.GUARD], [Card.PRINCESS]],
                                set_aside=Card.COUNTESS)
    second = Round.from_position(**common, hands=[[Card.HANDMAID], [Card.GUARD, Card.GUARD], [Card.COUNTESS]],
                                 set_aside=Card.PRINCESS)
    assert_same_view(first, second, 0)
    for rnd in (first, second):
        rnd.apply(Play(Card.GUARD, target=2, guess=Card.PRINCESS))
    assert first.observation(0) != second.observation(0)
    assert 2 in first.observation(0).eliminated and 2 not in second.observation(0).eliminated


# ---------------------------------------------------------------------- (b), (c) random games


def play_event_drawn(rnd, index):
    """Was the card played by events[index] the card its player drew at the turn start?"""
    play = rnd.events[index]
    for event in reversed(rnd.events[:index]):
        if event.kind == "draw" and event.player == play.player:
            return event.secret["card"] is play.details["card"]
    return None  # a staged position: its first turn has no draw event


def expected_audience(rnd, index):
    """Who may see the secret part of events[index] (docs/rules.md C), or None for a public event."""
    event = rnd.events[index]
    kind, player = event.kind, event.player
    if kind in ("deal", "draw", "hand"):
        return {player}
    if kind == "set_aside":
        return set()
    if kind == "play":
        return None if rnd.options.reveal_drawn else {player}
    if kind == "priest":
        return {player}
    if kind in ("baron", "king"):
        return {player, event.details["target"]}
    if kind == "chancellor_draw":
        return {player} if event.details["count"] else None
    if kind == "chancellor_return":
        return {player}
    return None


def cards_in(value):
    """Every card inside a nested value of details or secrets."""
    if isinstance(value, Card):
        return [value]
    if isinstance(value, Mapping):
        return [card for item in value.values() for card in cards_in(item)]
    if isinstance(value, (tuple, list, set, frozenset)):
        return [card for item in value for card in cards_in(item)]
    return []


# Kinds whose public part carries no card identity at all.
CARDLESS_PUBLIC = {"deal", "draw", "hand", "set_aside", "priest", "baron", "king",
                   "chancellor_draw", "chancellor_return", "protected", "protection_ends", "deck"}


def check_event_visibility(rnd):
    events = rnd.events
    for index, event in enumerate(events):
        audience = expected_audience(rnd, index)
        if audience is None:
            assert event.secret is None, f"{event} should be public"
        else:
            assert event.secret is not None, f"{event} should have a secret part"
            assert set(event.seen_by) == audience, f"{event}: seen by {set(event.seen_by)}, not {audience}"
        if event.kind in CARDLESS_PUBLIC:
            assert not cards_in(event.details), f"{event} shows a card publicly"
        if event.kind == "play":
            drawn = play_event_drawn(rnd, index)
            if rnd.options.reveal_drawn:
                assert "drawn" in event.details
                if drawn is not None:
                    assert event.details["drawn"] is drawn
            else:
                assert "drawn" not in event.details
                if drawn is not None:
                    assert event.secret["drawn"] is drawn
        if event.kind == "draw" and index and events[index - 1].kind == "prince":
            # The Prince's replacement card: the target's draw, seen by the target only.
            assert event.player == events[index - 1].details["target"]
        if event.kind == "draw" and event.details["source"] == "set_aside":
            assert events[index - 1].kind == "prince" and rnd.deck_size == 0
    for player in range(rnd.players):
        seen = rnd.observation(player)
        assert len(seen.events) == len(events)
        for event, mine in zip(events, seen.events):
            assert mine.secret is None or player in mine.seen_by
            assert (mine.kind, mine.player, mine.details) == (event.kind, event.player, event.details)
            if event.secret is not None and player in event.seen_by:
                assert mine.secret == event.secret
            # Whatever the player may not see is gone from their view, not just flagged.
            if event.secret is not None and player not in event.seen_by:
                assert mine.secret is None
                for key in event.secret:
                    assert key in mine.details or mine.get(key) is None
        assert seen.hand == rnd.hand(player)
        assert seen.legal_actions() == (rnd.legal_actions() if player == rnd.current_player else ())
        if not rnd.is_over:
            # The face-down set-aside card: nobody sees it while the round lasts.
            for mine in seen.events:
                if mine.kind == "set_aside":
                    assert mine.secret is None
                if mine.kind == "round_end":
                    raise AssertionError("a round_end event in a round in progress")


@pytest.mark.parametrize(("edition", "players"), EDITION_SIZES, ids=IDS)
@LEAKS
@given(seed=st.integers(0, 2**32 - 1), reveal_drawn=st.booleans())
def test_every_secret_reaches_exactly_its_audience(edition, players, seed, reveal_drawn):
    game = Game(edition, players, seed=seed, reveal_drawn=reveal_drawn)
    chooser = random.Random(seed)
    rnd = game.round
    check_event_visibility(rnd)
    while not rnd.is_over:
        rnd.apply(chooser.choice(rnd.legal_actions()))
        check_event_visibility(rnd)
    end = rnd.result
    assert end.secret is None  # the showdown hands and the set-aside card are public now
    assert end.details["set_aside"] is rnd.set_aside


# ---------------------------------------------------------------------- one card at a time


def leftover(edition, placed):
    """The edition's cards not in ``placed``, in the edition's canonical order."""
    remaining = Counter(edition.deck)
    remaining.subtract(Counter(placed))
    assert all(count >= 0 for count in remaining.values()), "the test places too many cards"
    return [card for card in edition.cards for _ in range(remaining[card])]


def three_players(hands, top=(), set_aside=Card.CHANCELLOR, active=0, discards=None,
                  edition=REVISED, **options):
    """A 3-player position; the cards not named lie in the deck under ``top``."""
    discards = discards or [[], [], []]
    placed = [card for hand in hands for card in hand] + list(top) + [set_aside]
    placed += [card for pile in discards for card in pile]
    deck = list(top) + leftover(edition, placed)
    return Round.from_position(edition, hands=hands, deck=deck, set_aside=set_aside,
                               discards=discards, active=active, **options)


def secrets_seen(rnd, kind):
    """For each seat, the secret of the last ``kind`` event as that seat sees it."""
    index = max(i for i, event in enumerate(rnd.events) if event.kind == kind)
    return [rnd.observation(seat).events[index].secret for seat in range(rnd.players)]


def test_the_priest_look_is_for_the_actor_only():
    rnd = three_players([[Card.PRIEST, Card.GUARD], [Card.PRINCESS], [Card.KING]])
    rnd.apply(Play(Card.PRIEST, target=1))
    actor, target, bystander = secrets_seen(rnd, "priest")
    assert actor == {"card": Card.PRINCESS}
    assert target is None and bystander is None


def test_the_baron_cards_are_for_both_players_only():
    rnd = three_players([[Card.BARON, Card.KING], [Card.PRIEST], [Card.PRINCESS]])
    rnd.apply(Play(Card.BARON, target=1))
    actor, target, bystander = secrets_seen(rnd, "baron")
    assert actor == target == {"player_card": Card.KING, "target_card": Card.PRIEST}
    assert bystander is None
    # The loser's card is public through the elimination; the winner's King stays hidden.
    seen = rnd.observation(2)
    assert seen.discards[1] == (Card.PRIEST,)
    assert not any(mentions(text, Card.KING) for text in texts_of(seen))
    assert Card.KING not in cards_in([event.details for event in seen.events])


def test_the_king_exchange_is_for_both_players_only():
    rnd = three_players([[Card.KING, Card.PRINCESS], [Card.PRIEST], [Card.BARON]])
    rnd.apply(Play(Card.KING, target=1))
    actor, target, bystander = secrets_seen(rnd, "king")
    assert actor == target == {"player_card": Card.PRINCESS, "target_card": Card.PRIEST}
    assert bystander is None
    assert rnd.observation(1).hand[0] is Card.PRINCESS
    assert not any(mentions(text, Card.PRINCESS) for text in texts_of(rnd.observation(2)))


@pytest.mark.parametrize("target", [1, 0])
def test_the_prince_replacement_is_for_the_target_only(target):
    rnd = three_players([[Card.PRINCE, Card.GUARD], [Card.PRIEST], [Card.BARON]],
                        top=[Card.PRINCESS, Card.KING])
    rnd.apply(Play(Card.PRINCE, target=target))
    index = next(i for i, event in enumerate(rnd.events)
                 if event.kind == "draw" and rnd.events[i - 1].kind == "prince")
    for seat in range(3):
        secret = rnd.observation(seat).events[index].secret
        assert secret == ({"card": Card.PRINCESS} if seat == target else None)
    # The discarded card is public for everyone.
    discarded = Card.PRIEST if target == 1 else Card.GUARD
    assert all(rnd.observation(seat).discards[target][-1] is discarded for seat in range(3))


def test_the_prince_taking_the_set_aside_card_shows_it_to_the_target_only():
    hands = [[Card.PRINCE, Card.GUARD], [Card.BARON], [Card.COUNTESS]]
    rest = leftover(REVISED, [card for hand in hands for card in hand] + [Card.PRINCESS])
    rnd = Round.from_position(REVISED, hands=hands, deck=[], set_aside=Card.PRINCESS,
                              discards=[rest[0::3], rest[1::3], rest[2::3]], active=0)
    for seat in range(3):
        assert not any(mentions(text, Card.PRINCESS) for text in texts_of(rnd.observation(seat)))
    rnd.apply(Play(Card.PRINCE, target=1))
    index = next(i for i, event in enumerate(rnd.events) if event.get("source") == "set_aside")
    assert [rnd.observation(seat).events[index].secret for seat in range(3)] == [
        None, {"card": Card.PRINCESS}, None]
    # The deck was empty: the round ends now and the cards are shown to everyone.
    assert rnd.is_over and rnd.result.details["hands"][1] is Card.PRINCESS


def test_the_chancellor_cards_are_for_the_actor_only():
    rnd = three_players([[Card.CHANCELLOR, Card.GUARD], [Card.PRIEST], [Card.BARON]],
                        top=[Card.PRINCESS, Card.KING, Card.COUNTESS], set_aside=Card.PRINCE)
    rnd.apply(Play(Card.CHANCELLOR))
    actor, *others = secrets_seen(rnd, "chancellor_draw")
    assert actor == {"cards": (Card.PRINCESS, Card.KING)}
    assert others == [None, None]
    assert all(rnd.observation(seat).events[-1].details == {"count": 2} for seat in range(3))
    rnd.apply(ChancellorReturn(keep=Card.GUARD, bottom=(Card.KING, Card.PRINCESS)))
    actor, *others = secrets_seen(rnd, "chancellor_return")
    assert actor == {"keep": Card.GUARD, "bottom": (Card.KING, Card.PRINCESS)}
    assert others == [None, None]
    for seat in (1, 2):
        texts = texts_of(rnd.observation(seat))
        assert not any(mentions(text, card) for text in texts for card in (Card.PRINCESS, Card.KING))


@pytest.mark.parametrize("reveal_drawn", [False, True])
def test_others_see_whether_the_drawn_card_was_played_only_with_the_option(reveal_drawn):
    """Twins where seat 1 drew the Handmaid or the Guard; seat 1 then plays the Handmaid."""
    rounds = [
        three_players([[Card.PRIEST], hand, [Card.BARON]], active=1, set_aside=Card.PRINCESS,
                      discards=[[Card.GUARD], [], []], reveal_drawn=reveal_drawn)
        for hand in ([Card.GUARD, Card.HANDMAID], [Card.HANDMAID, Card.GUARD])
    ]
    for seat in (0, 2):
        assert_same_view(rounds[0], rounds[1], seat)
    for rnd in rounds:
        rnd.apply(Play(Card.HANDMAID))
    play = [next(e for e in rnd.observation(0).events if e.kind == "play") for rnd in rounds]
    if reveal_drawn:
        assert [event.get("drawn") for event in play] == [True, False]
        assert rounds[0].observation(0) != rounds[1].observation(0)
    else:
        assert [event.get("drawn") for event in play] == [None, None]
        for seat in (0, 2):
            assert_same_view(rounds[0], rounds[1], seat)
    # The player always knows what they did.
    own = [next(e for e in rnd.observation(1).events if e.kind == "play") for rnd in rounds]
    assert [event.get("drawn") for event in own] == [True, False]


def test_the_set_aside_card_is_seen_by_nobody_until_the_round_ends():
    for seed in range(30):
        game = Game(REVISED, 4, seed=seed)
        rnd, chooser = game.round, random.Random(seed)
        aside = rnd.set_aside
        index = next(i for i, event in enumerate(rnd.events) if event.kind == "set_aside")
        while not rnd.is_over:
            for seat in range(4):
                assert rnd.observation(seat).events[index].secret is None
            rnd.apply(chooser.choice(rnd.legal_actions()))
        if rnd.set_aside is not None:
            assert rnd.result.details["set_aside"] is aside


# ---------------------------------------------------------------------- texts never name hidden cards


def princess_hidden_from(position, player, rng):
    """``position`` changed so that an opponent of ``player`` holds the Princess, unseen."""
    hands = [list(hand) for hand in position["hands"]]
    holders = [seat for seat in range(len(hands)) if seat != player and hands[seat]]
    holder = rng.choice(holders)
    zones = {"hands": hands, "deck": list(position["deck"]), "face_up": list(position["face_up"]),
             "discards": [list(pile) for pile in position["discards"]]}
    if Card.PRINCESS in hands[holder]:
        return dict(position, hands=hands), holder
    # Swap the Princess with the holder's first card, wherever the Princess was.
    swapped = hands[holder][0]
    hands[holder][0] = Card.PRINCESS
    set_aside = position["set_aside"]
    places = [zones["deck"], zones["face_up"]] + zones["discards"] + [
        hand for seat, hand in enumerate(hands) if seat != holder]
    if set_aside is Card.PRINCESS:
        set_aside = swapped
    else:
        pile = next(pile for pile in places if Card.PRINCESS in pile)
        pile[pile.index(Card.PRINCESS)] = swapped
    changed = dict(position, hands=hands, deck=zones["deck"], face_up=zones["face_up"],
                   discards=zones["discards"], set_aside=set_aside)
    return changed, holder


def princess_known_to(rnd, player):
    """True once the player may know where the Princess is (it is then fine to name it)."""
    if rnd.is_over or Card.PRINCESS in rnd.hand(player):
        return True
    for event in rnd.observation(player).events:
        if Card.PRINCESS in cards_in(event.details) or Card.PRINCESS in cards_in(event.secret):
            return True
    return False


def assert_princess_unnamed(observation):
    for text in texts_of(observation):
        lowered = text.lower()
        assert not any(word in lowered for word in PRINCESS_WORDS), text


@pytest.mark.parametrize(("edition", "players"), EDITION_SIZES, ids=IDS)
@LEAKS
@given(seed=st.integers(0, 2**32 - 1), reveal_drawn=st.booleans())
def test_texts_never_name_an_opponents_hidden_princess(edition, players, seed, reveal_drawn):
    rng = random.Random(seed)
    position = random_position(rng, edition, players)
    player = rng.randrange(players)
    if not any(position["hands"][seat] for seat in range(players) if seat != player):
        return
    position, holder = princess_hidden_from(position, player, rng)
    rnd = staged(position, reveal_drawn=reveal_drawn)
    assert Card.PRINCESS in rnd.hand(holder) and not princess_known_to(rnd, player)
    assert_princess_unnamed(rnd.observation(player))
    for _ in range(30):
        if rnd.is_over:
            break
        rnd.apply(rng.choice(rnd.legal_actions()))
        if princess_known_to(rnd, player):
            break
        assert_princess_unnamed(rnd.observation(player))


def test_html_of_twins_is_identical():
    pytest.importorskip("lovelet.display")
    rng = random.Random(5)
    for edition, players in EDITION_SIZES:
        for _ in range(10):
            position = random_position(rng, edition, players)
            player = rng.randrange(players)
            first = staged(position)
            second = staged(hidden_twin(position, player, rng))
            assert first.observation(player)._repr_html_() == second.observation(player)._repr_html_()


# ---------------------------------------------------------------------- (d) error messages


def random_move(rng):
    """A move that looks plausible: any card, a seat from -1 to 7 or none, any guess."""
    cards = list(Card)
    if rng.random() < 0.2:
        keep = rng.choice(cards)
        bottom = tuple(rng.choice(cards) for _ in range(rng.randint(0, 3)))
        return ChancellorReturn(keep, bottom)
    target = rng.choice([None, *range(-1, 8)])
    guess = rng.choice([None, *cards])
    return Play(rng.choice(cards), target, guess)


def refusal(rnd, action, player=None):
    try:
        rnd.clone().apply(action, player=player)
    except IllegalAction as error:
        return error.code, error.message
    return None


def mentions(text, card):
    return re.search(rf"\b{card.name.lower()}\b", text.lower()) is not None


@pytest.mark.parametrize(("edition", "players"), EDITION_SIZES, ids=IDS)
@LEAKS
@given(seed=st.integers(0, 2**32 - 1))
def test_refusals_do_not_depend_on_cards_hidden_from_the_actor(edition, players, seed):
    rng = random.Random(seed)
    position = random_position(rng, edition, players)
    actor = position["active"]
    first = staged(position)
    second = staged(hidden_twin(position, actor, rng))
    for _ in range(40):
        action = random_move(rng)
        for player in (None, actor):
            answer = refusal(first, action, player)
            assert answer == refusal(second, action, player)
            if answer is None:
                assert action in first.legal_actions()


@pytest.mark.parametrize(("edition", "players"), EDITION_SIZES, ids=IDS)
@LEAKS
@given(seed=st.integers(0, 2**32 - 1))
def test_refusals_never_name_an_opponents_hidden_princess(edition, players, seed):
    rng = random.Random(seed)
    position = random_position(rng, edition, players)
    actor = position["active"]
    if not any(position["hands"][seat] for seat in range(players) if seat != actor):
        return
    position, _ = princess_hidden_from(position, actor, rng)
    rnd = staged(position)
    for _ in range(60):
        action = random_move(rng)
        if Card.PRINCESS in (getattr(action, "card", None), getattr(action, "guess", None),
                             getattr(action, "keep", None)) or Card.PRINCESS in getattr(action, "bottom", ()):
            continue
        answer = refusal(rnd, action)
        if answer is not None:
            assert not mentions(answer[1], Card.PRINCESS), answer
