"""One way to name seats and cards, everywhere (issue 7, section 4).

Every public function that takes a player accepts a seat (an ``int`` or a numpy integer)
or the player's name; every function that takes a card accepts a ``Card`` or its name in
any case, in English, French or German.  Everything else is refused with an
IllegalAction carrying the same code and the same sentence as the engine's for the same
fault (the engine being ``Round.hand`` for a seat and ``Round.apply(Play(card))`` for a
card), never with an AttributeError, a TypeError or a silent zero.  A function that
names the argument in its sentence ("The target 99 is refused: ...", "Viewer ...")
ends with the engine's sentence.
"""

import random
import re

import numpy as np
import pytest

from lovelet import CLASSIC, REVISED, Card, Game, IllegalAction, Play
from lovelet.engine.errors import shown
from lovelet.engine.naming import card_or_none
from lovelet.agents import RandomAgent
from lovelet.deduction import (belief, enumerate_worlds, outcome_probabilities, sample_worlds,
                               sharpening, tracker)
from lovelet.deduction import odds
from lovelet.deduction.outcomes import wilson_interval
from lovelet.display import card_html, game_html, observation_html, round_html

C = Card
NAMES = ("Ann", "Ben", "Cleo")
OBJECT = object()  # one instance, so that its repr is the same in every sentence


def shown_id(value):
    """A test id from ``value``'s repr without memory addresses, the same in every process
    (pytest-xdist's workers must collect the same ids)."""
    return re.sub(r" at 0x[0-9a-fA-F]+", "", repr(value))


def staged():
    """Ann to play with Guard and Baron; Ben holds a Priest, Cleo a Countess."""
    return Game.from_position(
        REVISED, list(NAMES),
        hands=[[C.GUARD, C.BARON], [C.PRIEST], [C.COUNTESS]],
        deck=[C.SPY, C.GUARD, C.KING], set_aside=C.PRINCESS,
        discards=[[C.GUARD, C.GUARD, C.HANDMAID, C.PRIEST, C.SPY],
                  [C.GUARD, C.BARON, C.CHANCELLOR, C.PRINCE],
                  [C.GUARD, C.PRINCE, C.CHANCELLOR, C.HANDMAID]])


GAME = staged()
ROUND = GAME.round
OBS = ROUND.observation(0)
BELIEF = belief(OBS)

# Ben, every way he may be named.
BEN = [1, np.int64(1), np.int32(1), np.uint8(1), "Ben", "ben", "BEN"]
# Not a seat of this game, in any function.
BAD_SEATS = [True, False, np.True_, np.False_, 3, 99, -1, np.int64(3), np.int64(-1),
             "Zed", "", "Player 1", 1.0, 1.5, np.float64(1.0), None, Card.GUARD, OBJECT]
# The Guard and the Priest, every way they may be named.
GUARD = [C.GUARD, "Guard", "guard", "GUARD", " Guard ", "Garde", "garde", "Wächterin",
         "wachterin", "WÄCHTERIN", Card("Guard"), Card("Garde"), Card("Wächterin")]
PRIEST = [C.PRIEST, "Priest", "priest", "Prêtre", "pretre", "Priester", Card("priest")]
# Not a card of any edition.
BAD_CARDS = [None, True, np.True_, 3, np.int64(1), 1.5, "nope", "", "Ben", OBJECT]


def refusal(call):
    """(code, message) of the IllegalAction ``call()`` raises (any other error fails)."""
    with pytest.raises(IllegalAction) as caught:
        result = call()
        if hasattr(result, "__next__"):  # a generator refuses when first asked
            next(result)
    assert caught.value.message.endswith("."), caught.value.message
    return caught.value.code, caught.value.message


def engine_seat_refusal(bad):
    return refusal(lambda: staged().round.hand(bad))


def engine_card_refusal(bad, edition=REVISED):
    rnd = staged().round if edition is REVISED else Game(edition, list(NAMES), seed=1).round
    if card_or_none(bad) is None:
        # Not a card at all: refused when the action is made (issue 18), with the same
        # code; the edition's own sentence comes from the round's other card functions.
        assert refusal(lambda: Play(bad))[0] == "UNKNOWN_CARD"
        return refusal(lambda: rnd.value(bad))
    return refusal(lambda: rnd.apply(Play(bad)))


def assert_same_refusal(call, engine, suffix=False):
    code, message = refusal(call)
    assert code == engine[0], (code, message)
    if suffix:
        assert message.endswith(engine[1]), (message, engine[1])
    else:
        assert message == engine[1]


# ---------------------------------------------------------------------- the resolver itself


def test_card_accepts_its_name_in_three_languages():
    assert Card("Guard") is Card("Garde") is Card("Wächterin") is Card("guard") is C.GUARD
    assert Card("priest") is Card("Prêtre") is Card("Priester") is C.PRIEST
    with pytest.raises(ValueError):
        Card("nope")


def test_a_bool_is_shown_as_given_in_the_sentence():
    code, message = engine_seat_refusal(np.True_)
    assert code == "UNKNOWN_PLAYER"
    assert message.startswith("np.True_ is refused: True and False are not players.")
    assert "Ann (seat 0), Ben (seat 1), Cleo (seat 2)" in message


# ---------------------------------------------------------------------- the engine


SEAT_CALLS = {
    "Round.hand": lambda seat: staged().round.hand(seat),
    "Round.discards": lambda seat: staged().round.discards(seat),
    "Round.observation": lambda seat: staged().round.observation(seat),
    "Game.observation": lambda seat: staged().observation(seat),
    "Observation.hand_size": lambda seat: OBS.hand_size(seat),
}


@pytest.mark.parametrize("name", sorted(SEAT_CALLS))
def test_engine_functions_take_seats_numpy_seats_and_names(name):
    call = SEAT_CALLS[name]
    expected = call(1)
    for seat in BEN:
        assert call(seat) == expected, seat


@pytest.mark.parametrize("name", sorted(SEAT_CALLS))
@pytest.mark.parametrize("bad", BAD_SEATS, ids=shown_id)
def test_engine_functions_refuse_what_is_not_a_seat_alike(name, bad):
    assert_same_refusal(lambda: SEAT_CALLS[name](bad), engine_seat_refusal(bad))


@pytest.mark.parametrize("player", [0, np.int64(0), "Ann", "ann"], ids=shown_id)
@pytest.mark.parametrize("target", BEN, ids=shown_id)
@pytest.mark.parametrize("guess", PRIEST, ids=shown_id)
def test_a_play_with_names_is_applied_in_its_seat_and_card_form(player, target, guess):
    rnd = staged().round
    rnd.apply(Play("Garde", target=target, guess=guess), player=player)
    action = rnd.actions[-1]
    assert action == Play(C.GUARD, target=1, guess=C.PRIEST)
    assert type(action.target) is int and action.card is C.GUARD and action.guess is C.PRIEST
    assert rnd.eliminated == {1}


@pytest.mark.parametrize("bad", [seat for seat in BAD_SEATS if seat is not None], ids=shown_id)
def test_an_acting_player_or_target_that_is_not_a_seat_is_refused_alike(bad):
    engine = engine_seat_refusal(bad)
    assert_same_refusal(lambda: staged().round.apply(Play(C.PRIEST, target=1), player=bad), engine)
    try:
        action = Play(C.GUARD, target=bad, guess=C.PRIEST)
    except IllegalAction as made:
        # Not a seat number nor a name: refused when the action is made (issue 18), with
        # the engine's code and its reason, before any round (so without the players).
        reason = engine[1].split(" is refused: ")[1].split(".")[0] if " is refused: " in engine[1] else None
        assert made.code == engine[0] == "UNKNOWN_PLAYER"
        assert made.message.startswith(f"The target {shown(bad)} is refused: ")
        assert reason is None or reason in made.message or "seat number or a player's name" in made.message
        return
    engine = engine_seat_refusal(action.target)  # a numpy integer was made an int
    assert_same_refusal(lambda: staged().round.apply(action), engine, suffix=True)
    assert_same_refusal(lambda: staged().apply(action), engine, suffix=True)


@pytest.mark.parametrize("card", GUARD, ids=shown_id)
def test_card_values_take_card_names(card):
    assert REVISED.value(card) == 1 and CLASSIC.value(card) == 1
    assert ROUND.value(card) == 1


@pytest.mark.parametrize("bad", BAD_CARDS, ids=shown_id)
def test_card_values_refuse_what_is_not_a_card_alike(bad):
    engine = engine_card_refusal(bad)
    assert engine[0] == "UNKNOWN_CARD"
    assert_same_refusal(lambda: REVISED.value(bad), engine)
    assert_same_refusal(lambda: ROUND.value(bad), engine)


@pytest.mark.parametrize("bad", [C.SPY, "Spy", "Espionne", "Spionin", C.CHANCELLOR, "Kanzler"], ids=shown_id)
def test_a_card_of_the_other_edition_is_refused_alike(bad):
    engine = engine_card_refusal(bad, CLASSIC)
    assert engine[0] == "UNKNOWN_CARD" and "classic edition" in engine[1]
    assert_same_refusal(lambda: CLASSIC.value(bad), engine)


# ---------------------------------------------------------------------- deduction: seats


DEDUCTION_SEAT_CALLS = {
    "belief.hand": lambda seat: BELIEF.hand(seat),
    "belief.joint": lambda seat: BELIEF.joint([seat]),
    "belief.joint (with others)": lambda seat: BELIEF.joint((2, seat)),
    "guard_odds": lambda seat: odds.guard_odds(OBS, seat),
    "guard_odds with a belief": lambda seat: odds.guard_odds(OBS, seat, BELIEF),
    "best_guard_guess": lambda seat: odds.best_guard_guess(OBS, seat),
    "baron_odds": lambda seat: odds.baron_odds(OBS, seat),
    "baron_odds with a belief": lambda seat: odds.baron_odds(OBS, seat, belief=BELIEF),
    "turns_left": lambda seat: odds.turns_left(OBS, seat),
}


@pytest.mark.parametrize("name", sorted(DEDUCTION_SEAT_CALLS))
def test_deduction_functions_take_seats_numpy_seats_and_names(name):
    call = DEDUCTION_SEAT_CALLS[name]
    expected = call(1)
    for seat in BEN:
        assert call(seat) == expected, seat
    assert BELIEF.joint(np.array([1, 2])) == BELIEF.joint(["Ben", "Cleo"]) == BELIEF.joint(range(1, 3))


@pytest.mark.parametrize("name", sorted(DEDUCTION_SEAT_CALLS))
@pytest.mark.parametrize("bad", BAD_SEATS, ids=shown_id)
def test_deduction_functions_refuse_what_is_not_a_seat_alike(name, bad):
    if bad is None and name == "turns_left":
        return  # turns_left(obs) counts everyone's turns
    assert_same_refusal(lambda: DEDUCTION_SEAT_CALLS[name](bad), engine_seat_refusal(bad))


def test_turns_left_reads_the_seat_instead_of_answering_zero():
    observation = Game(REVISED, 3, seed=3).round.observation(0)
    mine = odds.turns_left(observation, 0)
    assert mine > 0
    assert odds.turns_left(observation, "Player 1") == odds.turns_left(observation, np.int64(0)) == mine
    assert sum(odds.turns_left(observation, seat) for seat in range(3)) == odds.turns_left(observation)
    for bad in (99, -1, "Player 9", True):
        assert_same_refusal(lambda: odds.turns_left(observation, bad),
                            refusal(lambda: Game(REVISED, 3, seed=3).round.hand(bad)))


@pytest.mark.parametrize("seat", [0, np.int64(0), "Ann"], ids=shown_id)
def test_the_odds_about_an_opponent_refuse_the_viewer_by_any_name(seat):
    code, _ = refusal(lambda: odds.guard_odds(OBS, seat))
    assert code == "SELF_TARGET_NOT_ALLOWED"


# ---------------------------------------------------------------------- deduction: cards


DEDUCTION_CARD_CALLS = {
    "tracker.where": lambda card: tracker(OBS).where(card),
    "copies_left_distribution": lambda card: odds.copies_left_distribution(OBS, card),
    "showdown_odds": lambda card: odds.showdown_odds(OBS, card=card),
    "showdown_odds with a belief": lambda card: odds.showdown_odds(OBS, card=card, belief=BELIEF),
    "baron_odds keep": lambda card: odds.baron_odds(OBS, "Ben", keep=card),
    "card_html": lambda card: card_html(card),
    "card_html of the edition": lambda card: card_html(card, REVISED),
}


@pytest.mark.parametrize("name", sorted(DEDUCTION_CARD_CALLS))
def test_functions_taking_a_card_take_its_names(name):
    call = DEDUCTION_CARD_CALLS[name]
    expected = call(C.GUARD)
    for card in GUARD:
        assert call(card) == expected, card


@pytest.mark.parametrize("name", sorted(DEDUCTION_CARD_CALLS))
@pytest.mark.parametrize("bad", BAD_CARDS, ids=shown_id)
def test_functions_taking_a_card_refuse_what_is_not_one_alike(name, bad):
    if bad is None and name in ("showdown_odds", "showdown_odds with a belief", "baron_odds keep"):
        return  # None is their default: the viewer's card, asked for below
    assert_same_refusal(lambda: DEDUCTION_CARD_CALLS[name](bad), engine_card_refusal(bad))


def test_the_viewers_card_must_be_held_whatever_its_name():
    for card in ("Prêtre", "priest", C.PRIEST):
        assert refusal(lambda: odds.showdown_odds(OBS, card=card))[0] == "CARD_NOT_IN_HAND"
    assert refusal(lambda: odds.showdown_odds(OBS))[0] == "BAD_OPTION"  # two cards held


def test_a_card_of_the_other_edition_is_refused_by_the_deduction_tools_alike():
    observation = Game(CLASSIC, list(NAMES), seed=1).round.observation(0)
    for bad in (C.SPY, "Espionne", "Chancelier"):
        engine = engine_card_refusal(bad, CLASSIC)
        assert_same_refusal(lambda: tracker(observation).where(bad), engine)
        assert_same_refusal(lambda: odds.copies_left_distribution(observation, bad), engine)


# ---------------------------------------------------------------------- deduction: observations and options


NOT_OBSERVATIONS = [None, ROUND, GAME, 3, "Ann", BELIEF]

OBSERVATION_CALLS = {
    "tracker": lambda x: tracker(x),
    "belief": lambda x: belief(x),
    "sample_worlds": lambda x: sample_worlds(x, 1, random.Random(1)),
    "enumerate_worlds": lambda x: enumerate_worlds(x),
    "outcome_probabilities": lambda x: outcome_probabilities(x, n=5),
    "unseen_counts": lambda x: odds.unseen_counts(x),
    "guard_odds": lambda x: odds.guard_odds(x, 1),
    "best_guard_guess": lambda x: odds.best_guard_guess(x, 1),
    "baron_odds": lambda x: odds.baron_odds(x, 1),
    "showdown_odds": lambda x: odds.showdown_odds(x, C.GUARD),
    "copies_left_distribution": lambda x: odds.copies_left_distribution(x, C.GUARD),
    "turns_left": lambda x: odds.turns_left(x, 0),
    "deck_runs_out_before_my_turn": lambda x: odds.deck_runs_out_before_my_turn(x),
    "spy_bonus_chance": lambda x: odds.spy_bonus_chance(x),
    "observation_html": lambda x: observation_html(x),
}


@pytest.mark.parametrize("name", sorted(OBSERVATION_CALLS))
@pytest.mark.parametrize("junk", NOT_OBSERVATIONS, ids=lambda junk: type(junk).__name__)
def test_what_is_not_an_observation_is_refused_with_bad_observation(name, junk):
    code, message = refusal(lambda: OBSERVATION_CALLS[name](junk))
    assert code == "BAD_OBSERVATION", message


@pytest.mark.parametrize("junk", [3, "x", ROUND, OBS, RandomAgent()], ids=shown_id)
def test_a_belief_argument_must_be_a_belief(junk):
    for call in (lambda: odds.guard_odds(OBS, 1, junk), lambda: odds.baron_odds(OBS, 1, junk),
                 lambda: odds.showdown_odds(OBS, C.GUARD, junk), lambda: odds.spy_bonus_chance(OBS, junk)):
        assert refusal(call)[0] == "BAD_OPTION"


def test_a_belief_of_another_player_is_refused():
    other = belief(ROUND.observation(1))
    assert refusal(lambda: odds.guard_odds(OBS, 1, other))[0] == "BAD_OPTION"


@pytest.mark.parametrize("junk", [3, None, ROUND, OBS, "x"], ids=shown_id)
def test_sharpening_compares_two_beliefs(junk):
    for call in (lambda: sharpening(BELIEF, junk), lambda: sharpening(junk, BELIEF)):
        code, message = refusal(call)
        assert code == "BAD_OPTION" and "belief" in message


@pytest.mark.parametrize("limit", ["x", None, 0, -1, True, np.True_, 1.5, [10]], ids=shown_id)
def test_enumerate_worlds_limit_is_a_whole_number(limit):
    assert refusal(lambda: enumerate_worlds(OBS, limit=limit))[0] == "BAD_OPTION"


def test_world_counts_take_numpy_integers():
    assert len(list(sample_worlds(OBS, np.int64(3), random.Random(1)))) == 3
    worlds = enumerate_worlds(OBS, limit=np.int64(10_000))
    assert sum(probability for probability, _ in worlds) == 1


@pytest.mark.parametrize("n", [-1, 1.5, "2", True, None], ids=shown_id)
def test_sample_worlds_n_is_a_whole_number(n):
    assert refusal(lambda: sample_worlds(OBS, n, random.Random(1)))[0] == "BAD_OPTION"


@pytest.mark.parametrize("model", [3, "x", ROUND], ids=shown_id)
def test_the_worlds_refuse_a_model_that_is_not_an_agent_as_the_belief_does(model):
    engine = refusal(lambda: belief(OBS, model=model))
    assert engine[0] == "BAD_OPTION"
    assert_same_refusal(lambda: sample_worlds(OBS, 1, random.Random(1), model=model), engine)
    assert_same_refusal(lambda: enumerate_worlds(OBS, model=model), engine)


@pytest.mark.parametrize("arguments", [(0, 0), (1, 0), (-1, 5), (6, 5), (True, 5), (1, True),
                                       (1.5, 5), (1, 5.0), ("1", 5), (None, 5)], ids=shown_id)
def test_wilson_interval_refuses_what_is_not_a_count(arguments):
    assert refusal(lambda: wilson_interval(*arguments))[0] == "BAD_OPTION"


def test_wilson_interval_takes_numpy_counts_and_refuses_a_bad_z():
    assert wilson_interval(np.int64(3), np.int64(10)) == wilson_interval(3, 10)
    for z in (0, -1, "x", True, float("nan"), float("inf")):
        assert refusal(lambda: wilson_interval(3, 10, z=z))[0] == "BAD_OPTION"


# ---------------------------------------------------------------------- outcome playouts: agents


def test_agents_dict_keys_may_be_names_and_numpy_seats():
    by_seat = outcome_probabilities(OBS, agents={1: RandomAgent(), 2: RandomAgent()}, n=20, game=False)
    by_name = outcome_probabilities(OBS, agents={"Ben": RandomAgent(), np.int64(2): RandomAgent()},
                                    n=20, game=False)
    assert by_name.round == by_seat.round


@pytest.mark.parametrize("agent", [0, None, "random", 3.5, True], ids=shown_id)
def test_an_agents_dict_value_that_is_not_an_agent_is_refused(agent):
    code, message = refusal(lambda: outcome_probabilities(OBS, agents={0: agent}, n=5))
    assert code == "BAD_OPTION" and "not an agent" in message


@pytest.mark.parametrize("bad", [seat for seat in BAD_SEATS if seat is not OBJECT], ids=shown_id)
def test_an_agents_dict_key_that_is_not_a_seat_is_refused_alike(bad):
    assert_same_refusal(lambda: outcome_probabilities(OBS, agents={bad: RandomAgent()}, n=5),
                        engine_seat_refusal(bad), suffix=True)


def test_two_agents_for_one_seat_are_refused():
    code, _ = refusal(lambda: outcome_probabilities(OBS, agents={"Ben": RandomAgent(), 1: RandomAgent()}, n=5))
    assert code == "BAD_OPTION"


# ---------------------------------------------------------------------- display


VIEWERS_ANN = [0, np.int64(0), "Ann", "ann"]


def test_drawings_take_the_viewer_by_seat_numpy_seat_or_name():
    assert len({round_html(ROUND, viewer=viewer) for viewer in VIEWERS_ANN}) == 1
    assert len({game_html(GAME, viewer=viewer) for viewer in VIEWERS_ANN}) == 1
    assert round_html(ROUND, viewer="Ann") != round_html(ROUND)


@pytest.mark.parametrize("bad", [seat for seat in BAD_SEATS if seat is not None], ids=shown_id)
def test_drawings_refuse_a_viewer_that_is_not_a_seat_alike(bad):
    engine = engine_seat_refusal(bad)
    assert_same_refusal(lambda: round_html(ROUND, viewer=bad), engine, suffix=True)
    assert_same_refusal(lambda: game_html(GAME, viewer=bad), engine, suffix=True)


@pytest.mark.parametrize("junk", [None, OBS, GAME, 3], ids=lambda junk: type(junk).__name__)
def test_round_html_draws_rounds_only(junk):
    assert refusal(lambda: round_html(junk))[0] == "BAD_OPTION"


@pytest.mark.parametrize("junk", [None, OBS, ROUND, 3], ids=lambda junk: type(junk).__name__)
def test_game_html_draws_games_only(junk):
    assert refusal(lambda: game_html(junk))[0] == "BAD_OPTION"


# ---------------------------------------------------------------------- plots


@pytest.fixture
def plots():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from lovelet import plots as module

    yield module
    plt.close("all")


def _heights(ax):
    return [patch.get_height() for patch in ax.patches]


def test_plots_take_seats_numpy_seats_and_names(plots):
    expected = _heights(plots.plot_guard_odds(OBS, 1))
    title = plots.plot_guard_odds(OBS, 1).get_title()
    for seat in BEN:
        ax = plots.plot_guard_odds(OBS, seat)
        assert _heights(ax) == expected and ax.get_title() == title, seat
        assert _heights(plots.plot_guard_odds(OBS, seat, belief=BELIEF)) == pytest.approx(expected)


def test_plots_take_card_names(plots):
    expected = _heights(plots.plot_copies_left(OBS, C.GUARD))
    title = plots.plot_copies_left(OBS, C.GUARD, language="fr").get_title()
    for card in GUARD:
        ax = plots.plot_copies_left(OBS, card, language="fr")
        assert _heights(ax) == expected and ax.get_title() == title, card


@pytest.mark.parametrize("bad", BAD_SEATS, ids=shown_id)
def test_plots_refuse_a_target_that_is_not_a_seat_alike(plots, bad):
    assert_same_refusal(lambda: plots.plot_guard_odds(OBS, bad), engine_seat_refusal(bad))


@pytest.mark.parametrize("bad", BAD_CARDS, ids=shown_id)
def test_plots_refuse_a_card_that_is_not_one_alike(plots, bad):
    assert_same_refusal(lambda: plots.plot_copies_left(OBS, bad), engine_card_refusal(bad))


@pytest.mark.parametrize("junk", NOT_OBSERVATIONS, ids=lambda junk: type(junk).__name__)
def test_plots_refuse_what_is_not_an_observation(plots, junk):
    calls = {
        "plot_unseen_values": lambda: plots.plot_unseen_values(junk),
        "plot_guard_odds": lambda: plots.plot_guard_odds(junk, 1),
        "plot_copies_left": lambda: plots.plot_copies_left(junk, C.GUARD),
    }
    if junk is not None:
        calls["plot_belief"] = lambda: plots.plot_belief(BELIEF, junk)
    for name, call in calls.items():
        code, message = refusal(call)
        assert code == "BAD_OBSERVATION" and message.startswith(name), message


@pytest.mark.parametrize("junk", [None, 3, "x", ROUND, OBS, GAME], ids=lambda junk: type(junk).__name__)
def test_plots_refuse_what_is_not_a_belief_or_outcomes(plots, junk):
    assert refusal(lambda: plots.plot_belief(junk))[0] == "BAD_OPTION"
    assert refusal(lambda: plots.plot_belief(junk, OBS))[0] == "BAD_OPTION"
    assert refusal(lambda: plots.plot_outcomes(junk))[0] == "BAD_OPTION"
    assert refusal(lambda: plots.plot_belief_over_time(junk))[0] == "BAD_OPTION"
    if junk is not None:  # None is the default of belief= and ax=
        assert refusal(lambda: plots.plot_guard_odds(OBS, 1, belief=junk))[0] == "BAD_OPTION"
        assert refusal(lambda: plots.plot_unseen_values(OBS, ax=junk))[0] == "BAD_OPTION"


def test_plot_belief_reads_the_observation_of_lovelets_belief(plots):
    ax = plots.plot_belief(BELIEF)
    assert [tick.get_text() for tick in ax.get_yticklabels()][:2] == ["Ben", "Cleo"]


def test_plot_outcomes_takes_the_outcomes_directly(plots):
    outcomes = outcome_probabilities(OBS, n=50, seed=1)
    for which in ("round", "game"):
        direct = plots.plot_outcomes(outcomes, which=which)
        through = plots.plot_outcomes(outcomes.to_plot(which))
        assert _heights(direct) == _heights(through)
        assert [t.get_text() for t in direct.get_xticklabels()] == list(NAMES)
    assert refusal(lambda: plots.plot_outcomes(outcomes, which="x"))[0] == "BAD_OPTION"
    assert refusal(lambda: plots.plot_outcomes({"Ann": 0.5}))[0] == "BAD_OPTION"
    assert refusal(lambda: plots.plot_outcomes({"Ann": (0.5, True, 0.6)}))[0] == "BAD_OPTION"
