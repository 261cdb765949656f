"""Issue 18, items 1, 2 and 4: nothing a player sends or touches can bend the round.

Actions are values of the engine's own types (a crafted ``__eq__`` is never asked
whether it is a King), numpy values and half-built tuples get IllegalAction, and the
editions and options an observation holds cannot be changed, not even with
``dict.__setitem__`` or ``object.__setattr__``.  Every refusal leaves the round equal to
an untouched twin.
"""

import pickle
import random

import numpy as np
import pytest

from lovelet import CLASSIC, CODES, REVISED, ChancellorReturn, Card, Game, IllegalAction, Options, Play
from lovelet.lab.match import play_game
from lovelet.engine.saving import dumps

C = Card


class Joker:
    """The issue's reproduction: equal to everything, hashed like the card it wraps."""

    def __init__(self, card):
        self.card = card

    def __eq__(self, other):
        return True

    def __hash__(self):
        return hash(self.card)


class AlwaysInt(int):
    def __eq__(self, other):
        return True

    __hash__ = int.__hash__

    def __index__(self):
        return 0  # lies: the engine reads the int itself


class SlyText(str):
    def __eq__(self, other):
        return True

    __hash__ = str.__hash__

    def strip(self, *args):
        return "princess"  # lies: the engine reads the text itself


class SlyBottom(tuple):
    def __iter__(self):
        return iter((C.PRINCESS, C.PRINCESS))


class SlyPlay(Play):
    __slots__ = ()

    def __eq__(self, other):
        return True

    __hash__ = tuple.__hash__


def fresh(seed=1, players=("Ann", "Ben")):
    return Game(REVISED, list(players), seed=seed)


def assert_refused(call, game, code=None):
    """``call()`` raises IllegalAction (with ``code``) and ``game`` equals an untouched twin."""
    twin = Game(game.edition, list(game.names), seed=game.seed)
    for action in game.round.actions:
        twin.round.apply(action)
    before = game.snapshot()
    with pytest.raises(IllegalAction) as refusal:
        call()
    assert refusal.value.code in CODES
    if code is not None:
        assert refusal.value.code == code, refusal.value
    assert game.snapshot() == before == twin.snapshot()
    return refusal.value


# ---------------------------------------------------------------------- 1. crafted actions


def test_the_joker_reproduction_is_refused_with_the_round_unchanged():
    game = fresh()
    rnd = game.round
    hand = rnd.hand(rnd.current_player)
    # Made through the constructor: a Joker is not a card.
    assert_refused(lambda: Play(Joker(C.KING), target=1, guess=Joker(C.SPY)), game, "UNKNOWN_CARD")
    # Built past the constructor, it reaches apply itself, and is refused there.
    crafted = tuple.__new__(Play, (Joker(C.KING), 1, Joker(C.SPY)))
    assert_refused(lambda: rnd.apply(crafted), game, "UNKNOWN_CARD")
    assert_refused(lambda: game.apply(crafted), game, "UNKNOWN_CARD")
    card = hand[0] if hand[0] is not C.COUNTESS else hand[1]
    assert_refused(lambda: rnd.apply(tuple.__new__(Play, (card, 1, Joker(C.SPY)))), game)
    assert_refused(lambda: rnd.apply(tuple.__new__(Play, (card, AlwaysInt(7), None))), game)
    assert rnd.hand(rnd.current_player) == hand
    assert rnd.discards(rnd.current_player) == ()


def test_a_crafted_chancellor_return_is_refused(position):
    rnd = position([[C.CHANCELLOR, C.GUARD], [C.BARON], [C.KING]], top=[C.PRIEST, C.PRINCE])
    rnd.apply(Play(C.CHANCELLOR))
    before = rnd.snapshot()
    jokers = [tuple.__new__(ChancellorReturn, (Joker(C.GUARD), (Joker(C.PRINCE), Joker(C.PRIEST)))),
              tuple.__new__(ChancellorReturn, (C.GUARD, (Joker(C.PRINCE), C.PRIEST))),
              tuple.__new__(ChancellorReturn, (C.GUARD, SlyBottom((C.PRINCE, C.PRINCE)))),
              tuple.__new__(ChancellorReturn, (C.GUARD,))]
    for crafted in jokers:
        with pytest.raises(IllegalAction):
            rnd.apply(crafted)
        assert rnd.snapshot() == before
    with pytest.raises(IllegalAction) as refusal:
        ChancellorReturn(Joker(C.GUARD), (Joker(C.PRINCE), Joker(C.PRIEST)))
    assert refusal.value.code == "BAD_CHANCELLOR_CHOICE"
    # A tuple subclass is read as the tuple it is, never through its own __iter__.
    rnd.apply(ChancellorReturn(C.GUARD, SlyBottom((C.PRINCE, C.PRIEST))))
    assert rnd.actions[-1] == ChancellorReturn(C.GUARD, (C.PRINCE, C.PRIEST))
    assert rnd.deck[-2:] == (C.PRINCE, C.PRIEST)


def test_names_and_numpy_seats_still_convert_to_engine_values():
    assert Play("Guard") == Play(C.GUARD) == Play("Garde") == Play("Wächterin")
    action = Play("garde", target=np.int64(1), guess=SlyText("Priest"))
    assert action == Play(C.GUARD, 1, C.PRIEST)
    assert type(action.target) is int and action.guess is C.PRIEST
    assert type(Play(C.PRINCE, target=AlwaysInt(1)).target) is int
    assert Play(C.PRINCE, target=AlwaysInt(1)).target == 1  # the int's own value, not __index__
    assert type(Play(C.PRIEST, target=SlyText("Ben")).target) is str
    assert ChancellorReturn("guard", ["prince", C.PRIEST]) == ChancellorReturn(C.GUARD, (C.PRINCE, C.PRIEST))
    assert pickle.loads(pickle.dumps(action)) == action
    assert action._replace(target=0) == Play(C.GUARD, 0, C.PRIEST)
    with pytest.raises(IllegalAction):
        action._replace(guess=Joker(C.SPY))


def test_a_subclass_of_play_is_applied_as_the_play_it_holds():
    game = fresh()
    rnd = game.round
    legal = rnd.legal_actions()[0]
    sly = SlyPlay(*legal)
    assert not rnd.is_legal(sly)  # not the exact form
    rnd.apply(sly)
    assert type(rnd.actions[-1]) is Play and rnd.actions[-1] == legal


def test_a_play_built_by_the_caller_counts_as_the_listed_one_it_equals():
    for seed in range(40):
        rnd = fresh(seed).round
        listed = rnd.legal_actions()[-1]
        built = Play(*listed)
        assert built == listed and built is not listed
        rnd.apply(built)
        assert rnd.actions[-1] == listed and type(rnd.actions[-1]) is Play


def test_a_play_listed_earlier_is_refused_once_it_is_no_longer_legal():
    """The engine finds a move among the very objects it listed; an object it listed for
    another turn (the same Play object may serve many situations) is checked again."""
    refused = 0
    for seed in range(60):
        game = fresh(seed, players=("Ann", "Ben", "Cleo", "Dee"))
        rnd = game.round
        earlier = rnd.legal_actions()
        rnd.apply(earlier[0])
        for stale in earlier:
            if rnd.is_over or stale in rnd.legal_actions():
                continue
            assert_refused(lambda: rnd.apply(stale), game)
            refused += 1
    assert refused > 60  # most of the first turn's plays are not the second player's


# ---------------------------------------------------------------------- 4. numpy and half-built tuples


@pytest.mark.parametrize("make, code", [
    (lambda: ChancellorReturn(C.GUARD, np.array([1, 2])), "BAD_CHANCELLOR_CHOICE"),
    (lambda: ChancellorReturn(np.array([C.GUARD]), (C.PRIEST,)), "BAD_CHANCELLOR_CHOICE"),
    (lambda: ChancellorReturn(C.GUARD, bottom=np.int64(3)), "BAD_CHANCELLOR_CHOICE"),
    (lambda: ChancellorReturn(C.GUARD, bottom=(np.int64(3),)), "BAD_CHANCELLOR_CHOICE"),
    (lambda: Play(C.GUARD, target=np.array([1]), guess=C.PRIEST), "UNKNOWN_PLAYER"),
    (lambda: Play(C.GUARD, target=np.array(1), guess=C.PRIEST), "UNKNOWN_PLAYER"),
    (lambda: Play(C.GUARD, target=np.float64(1.0), guess=C.PRIEST), "UNKNOWN_PLAYER"),
    (lambda: Play(C.GUARD, target=np.True_, guess=C.PRIEST), "UNKNOWN_PLAYER"),
    (lambda: Play(C.GUARD, target=True, guess=C.PRIEST), "UNKNOWN_PLAYER"),
    (lambda: Play(C.GUARD, target=1, guess=np.int64(2)), "GUESS_UNKNOWN_CARD"),
    (lambda: Play(np.array(["guard"])), "UNKNOWN_CARD"),
])
def test_numpy_values_are_refused_with_illegal_action(make, code):
    game = fresh()
    assert_refused(lambda: game.round.apply(make()), game, code)


@pytest.mark.parametrize("fields", [(), (C.GUARD,), (C.GUARD, 1), (C.GUARD, 1, C.PRIEST, None)])
def test_a_half_built_play_is_refused_with_illegal_action(fields):
    game = fresh()
    crafted = tuple.__new__(Play, fields)
    assert_refused(lambda: game.round.apply(crafted), game, "BAD_ACTION")
    assert not game.round.is_legal(crafted)


# ---------------------------------------------------------------------- 2. frozen all the way down


def test_an_observations_edition_cannot_change_the_round_or_the_process():
    game = fresh()
    rnd = game.round
    obs = rnd.observation(0)
    with pytest.raises(TypeError):
        dict.__setitem__(obs.edition.values, C.GUARD, 100)
    for name, value in [("name", "classic"), ("values", {C.GUARD: 100}), ("__class__", object), ("extra", 1)]:
        with pytest.raises((AttributeError, TypeError)):
            object.__setattr__(obs.edition, name, value)
    for table in (REVISED.values, REVISED.copies, REVISED.thresholds, REVISED.thresholds["standard"]):
        with pytest.raises(TypeError):
            dict.__setitem__(table, C.GUARD, 100)
    assert REVISED.name == "revised" and REVISED.value(C.GUARD) == 1 and rnd.edition is REVISED
    assert obs.edition == REVISED and pickle.loads(pickle.dumps(obs.edition)) is REVISED
    assert CLASSIC.name == "classic" and CLASSIC.value(C.KING) == 6


def test_options_cannot_be_changed_for_every_round():
    options = fresh().round.options
    for name, value in [("tie_break", "discard_sum"), ("reveal_drawn", True), ("__class__", tuple)]:
        with pytest.raises((AttributeError, TypeError)):
            object.__setattr__(options, name, value)
    assert fresh().round.options == Options() == Options("shared", "standard", False)
    assert pickle.loads(pickle.dumps(Options("discard_sum"))) == Options("discard_sum")


# ---------------------------------------------------------------------- fuzz


def _junk(rng):
    """One value of the kinds an attacker sends: typed junk, numpy, crafted objects."""
    card = rng.choice(list(Card))
    return rng.choice([
        None, True, False, 0, 1, 2, -1, 99, 1.0, 1.5, float("nan"), "", "guard", "Ben", "nope",
        b"guard", card, card, REVISED, [card], (card,), {card: 1}, object(),
        np.int64(rng.randrange(-1, 4)), np.uint8(1), np.float64(1.0), np.True_, np.array([1, 2]),
        np.array(1), np.array([card]), Joker(card), AlwaysInt(rng.randrange(4)), SlyText(card.value),
        SlyText("nope"), SlyBottom((card, card)),
    ])


def _attempt(rng, legal):
    """A function making (or crafting) an action: junk fields in a constructor or past it."""
    fields = list(rng.choice(legal)) if legal and rng.random() < 0.7 else [_junk(rng), None, None]
    for index in range(len(fields)):
        if rng.random() < 0.4:
            fields[index] = _junk(rng)
    kind = Play if len(fields) == 3 else ChancellorReturn
    how = rng.randrange(4)
    if how == 0:
        return lambda: kind(*fields)
    if how == 1:
        return lambda: tuple.__new__(kind, fields)
    if how == 2:
        return lambda: tuple.__new__(kind, fields[:rng.randrange(len(fields))])
    return lambda: _junk(rng)


def test_fuzz_crafted_actions_never_bend_the_round():
    rng = random.Random(18)
    for game_number in range(30):
        game = fresh(seed=game_number, players=("Ann", "Ben", "Cleo")[:2 + game_number % 2])
        mover = random.Random(game_number)
        while not game.round.is_over:
            rnd = game.round
            legal = rnd.legal_actions()
            for _ in range(12):
                make = _attempt(rng, legal)
                before = game.snapshot()
                apply = rng.choice([rnd.apply, game.apply])
                try:
                    action = make()
                    # The caller's own membership test may say anything (a Joker is "in"
                    # every tuple): only the engine's check decides.
                    try:
                        action in rnd.observation(rnd.current_player).legal_actions()
                    except (ValueError, TypeError):
                        pass  # numpy's own comparison of an array: the caller's affair
                    apply(action)
                except IllegalAction as refusal:
                    assert refusal.code in CODES
                    assert game.snapshot() == before
                    assert rnd.legal_actions() == legal
                    continue
                # Accepted: it was one of the legal moves, recorded in the engine's form.
                recorded = rnd.actions[-1]
                assert type(recorded) in (Play, ChancellorReturn) and recorded in legal, (action, recorded)
                assert all(type(field) in (Card, int, tuple, type(None)) for field in recorded)
                break
            else:
                rnd.apply(mover.choice(legal))
        # The game still saves: no foreign object got into its record.
        assert dumps(game)


def test_an_observations_events_are_its_own_copies():
    # Event details are read-only mappings; even forced open with dict.__setitem__, what
    # an observation holds is never what the round or another view uses.
    game = fresh()
    rnd = game.round
    rnd.apply(rnd.legal_actions()[0])
    twin_view = rnd.observation(1).events
    log = rnd.events
    forced = rnd.observation(0).events[-1]
    with pytest.raises(TypeError):
        forced.details["source"] = "set_aside"
    dict.__setitem__(forced.details, "source", "set_aside")  # Python lets this through
    assert rnd.events == log and rnd.events[-1].details["source"] == "deck"
    assert rnd.observation(0).events[-1].details["source"] == "deck"
    assert rnd.observation(1).events == twin_view


def test_an_agent_sending_jokers_cannot_finish_a_game():
    def cheat(observation, rng):
        return tuple.__new__(Play, (Joker(C.KING), 1, Joker(C.SPY)))

    game = fresh()
    first = game.round.current_player
    with pytest.raises(IllegalAction) as refusal:
        play_game(game, {game.names[first]: cheat}, seed=2)
    assert refusal.value.code == "UNKNOWN_CARD"
    assert game.round.actions == () and game.snapshot() == fresh().snapshot()
