"""The classroom kit's controllers, driven without a browser.

Whole games of both editions through SetupController and TableController alone: bots
only, one person (random legal choices read from the ``choices`` trait) against bots,
and hot seat with two persons.  Refusals (a card, target or guess the rules refuse)
set ``error`` with the engine's code and sentence and change nothing else; the
Chancellor's keep-and-order choice; hot-seat hiding; the teacher switch; languages.

The leak test: every trait reaches the browser, so over random games the traits of a
table with the teacher switch off must be equal to those of a twin table whose game
differs only in cards hidden from the seat in view (or, while a hot-seat hand is
hidden, from a person at the table).
"""

import json
import random
import subprocess
import sys

import pytest

from lovelet import CLASSIC, REVISED, Card, Game, IllegalAction, Play
from lovelet.agents import CautiousRandomAgent, HeuristicAgent, RandomAgent
from lovelet.lab.match import play_game
from lovelet.text.narration import narrate
from lovelet.widgets import KINDS, SetupController, TableController

SIZES = [("revised", players) for players in range(2, 7)] + [("classic", players) for players in range(2, 5)]
SIZE_IDS = [f"{edition}-{players}" for edition, players in SIZES]
AGENTS = {"random": RandomAgent, "cautious": CautiousRandomAgent, "heuristic": HeuristicAgent}


# ---------------------------------------------------------------------- helpers


def traits(table):
    """Every trait value of ``table``: what a view (and so the browser) may be given."""
    return {name: getattr(table, name) for name in table.trait_names()}


def engine_refusal(game, action, player):
    """The IllegalAction the engine gives ``player`` for ``action`` (on a copy of ``game``)."""
    twin = game.clone()
    with pytest.raises(IllegalAction) as caught:
        twin.apply(action, player=player)
    return caught.value


def refused(table, attempt, code):
    """``attempt()`` is refused with ``code``: False returned, ``error`` set, nothing else changed."""
    before, state = traits(table), table.game.snapshot()
    assert attempt() is False
    assert table.error_code == code, table.error
    after = traits(table)
    assert {name for name in before if before[name] != after[name]} <= {"error", "error_code"}
    assert table.game.snapshot() == state
    assert table.error.endswith(".") and " " in table.error
    return table.error


def random_person_move(table, rng):
    """One random legal decision of the person in view, read from the choices trait only."""
    choices = table.choices
    assert choices and choices["player"] == table.viewer
    if choices["kind"] == "chancellor":
        option = rng.choice(choices["options"])
        assert sorted([option["keep"], *option["bottom"]]) == sorted(choices["cards"])
        return table.chancellor(option["keep"], option["bottom"])
    card = rng.choice([choice for choice in choices["cards"] if choice["playable"]])
    target = guess = None
    if card["needs_target"]:
        target = rng.choice([choice["seat"] for choice in card["targets"] if choice["allowed"]])
        if card["card"] == "GUARD":
            guess = rng.choice([choice["card"] for choice in card["guesses"] if choice["allowed"]])
    for choice in card["targets"] + card["guesses"]:  # what is not allowed says why
        assert choice["allowed"] or (choice["code"] and choice["reason"].endswith("."))
    return table.play(card["card"], target, guess)


def drive(table, rng, check=None, limit=2000):
    """Play ``table``'s game to its end as a class would; ``check(table)`` after every change."""
    for _ in range(limit):
        if check is not None:
            check(table)
        if table.game_over:
            return table
        if table.round_over:
            assert table.next_round()
        elif table.bots_to_move:
            assert table.step_bots()
        elif table.passing:  # the mover has read their move's result: "Done: pass the screen"
            assert table.done()
        elif table.hidden:  # "Show Ben's hand", then Ben confirms it is him
            assert table.request_reveal() and table.confirming
            assert table.reveal()
        else:
            assert random_person_move(table, rng), table.error
    raise AssertionError("the game did not end")


def consistent_with_engine(table):
    """The traits say what the engine's observation of the seat in view says."""
    game = table.game
    rnd = game.round
    assert table.round_number == len(game.rounds)
    assert table.deck_size == rnd.deck_size
    assert table.discards == [[card.name for card in rnd.discards(seat)] for seat in range(rnd.players)]
    assert table.eliminated == sorted(rnd.eliminated)
    assert table.protected == sorted(rnd.protected)
    assert table.current_player == rnd.current_player
    assert table.favors == list(rnd.favors)
    if table.viewer is not None and not table.hidden:
        obs = rnd.observation(table.viewer)
        assert table.hand == [card.name for card in obs.hand]
        assert table.log == narrate(obs.events, rnd.names, table.language)
        mine = table.persons and table.viewer in table.persons
        assert bool(table.choices) == bool(mine and not rnd.is_over and rnd.current_player == table.viewer)
    assert table.bots_to_move == (not rnd.is_over and table.kinds[rnd.current_player] != "person")
    assert table.all_hands == ([] if not table.teacher else
                               [[card.name for card in rnd.hand(seat)] for seat in range(rnd.players)])
    if rnd.is_over:
        result = rnd.result.details
        summary = table.summary
        assert summary == table.rounds[-1] and summary["round"] == len(game.rounds)
        assert (summary["reason"], summary["winners"], summary["gains"], summary["spy_bonus"]) == (
            result["reason"], list(result["winners"]), list(result["gains"]), result["spy_bonus"])
        assert summary["showdown"] == [{"seat": seat, "card": card.name, "value": game.edition.values[card]}
                                       for seat, card in sorted(result["hands"].items())]
        assert summary["set_aside"] == (None if result["set_aside"] is None else result["set_aside"].name)
        assert summary["shared"] == (len(result["winners"]) > 1) and summary["favors"] == list(rnd.favors)
    else:
        assert table.summary == {}


# ---------------------------------------------------------------------- the package


def test_importing_the_widgets_is_light():
    code = ("import sys, time; t = time.perf_counter(); import lovelet.widgets; "
            "elapsed = time.perf_counter() - t; "
            "assert 'traitlets' not in sys.modules and 'ipywidgets' not in sys.modules, 'heavy'; "
            "from lovelet.widgets import SetupController, TableController; "
            "assert 'ipywidgets' not in sys.modules and 'matplotlib' not in sys.modules; "
            "print(elapsed)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert float(result.stdout) < 1.0


def test_every_trait_is_plain_data():
    table = SetupController(players=4, seed=3, teacher=True).start()
    drive(table, random.Random(1), check=lambda t: json.dumps(traits(t)))


# ---------------------------------------------------------------------- setup


def test_setup_defaults_start_a_game():
    setup = SetupController()
    assert setup.ready and setup.error == ""
    assert setup.seats == ["person", "heuristic", "heuristic"]
    assert setup.kinds == list(KINDS) == ["person", "random", "cautious", "heuristic"]
    table = setup.start()
    assert isinstance(table, TableController)
    assert table.names == ["Player 1", "Player 2", "Player 3"] and table.viewer == 0
    assert table.edition == "revised" and not table.teacher and not table.hot_seat


@pytest.mark.parametrize(("edition", "players"), SIZES, ids=SIZE_IDS)
def test_setup_accepts_each_edition_s_player_counts(edition, players):
    setup = SetupController(edition=edition, players=players, seed=1)
    assert setup.ready, setup.error
    assert len(setup.seats) == len(setup.names) == players
    table = setup.start()
    assert table.players == players and table.game.edition.name == edition


@pytest.mark.parametrize(("edition", "players"), [("revised", 1), ("revised", 7), ("classic", 5),
                                                  ("classic", 6), ("classic", 1), ("revised", "many")])
def test_setup_refuses_other_player_counts_with_the_engine_s_sentence(edition, players):
    with pytest.raises(IllegalAction) as caught:
        Game(edition, players)
    setup = SetupController(edition=edition, players=players)
    assert not setup.ready
    assert (setup.error_code, setup.error) == (caught.value.code, caught.value.message) \
        == ("BAD_PLAYER_COUNT", caught.value.message)
    assert setup.start() is None and setup.error == caught.value.message


def test_setup_follows_the_edition_s_range():
    setup = SetupController(players=6)
    assert (setup.min_players, setup.max_players) == (2, 6)
    setup.edition = "classic"
    assert (setup.min_players, setup.max_players) == (2, 4)
    assert setup.error == "The classic edition is for 2 to 4 players, not 6."
    setup.players = 4
    assert setup.ready and setup.tie_breaks == ["shared", "discard_sum"]
    assert setup.threshold_options == ["standard", "aeg"]


def engine_game(edition="revised", names=("Player 1", "Player 2", "Player 3"), seed=7, **options):
    """The engine's Game for the setup's choices (its refusal is the sentence to show)."""
    return Game(edition, list(names), seed=seed, **options)


@pytest.mark.parametrize(("choice", "value", "code"), [
    ("edition", "deluxe", "BAD_OPTION"),
    ("names", ["Ann", "Ann", "Cleo"], "DUPLICATE_PLAYER"),
    ("names", ["Ann", "  ", "Cleo"], "BAD_OPTION"),
    ("names", ["Ann", 3, "Cleo"], "BAD_OPTION"),
    ("seed", True, "BAD_OPTION"),
    ("seed", 2.5, "BAD_OPTION"),
    ("seed", "twelve", "BAD_OPTION"),
    ("tie_break", "discard_sum", "BAD_OPTION"),
    ("thresholds", "aeg", "BAD_OPTION"),
    ("reveal_drawn", "yes", "BAD_OPTION"),
])
def test_setup_reports_the_engine_s_sentence(choice, value, code):
    setup = SetupController(seed=7)
    setattr(setup, choice, value)
    with pytest.raises(IllegalAction) as caught:
        engine_game(**{choice: value})
    assert (setup.error_code, setup.error) == (code, caught.value.message)
    assert not setup.ready and setup.start() is None


def test_setup_refuses_unknown_seats_languages_and_viewers():
    setup = SetupController()
    setup.set_seat(2, "robot")
    assert setup.error_code == "BAD_OPTION" and "'robot'" in setup.error
    setup.set_seat(2, "cautious")
    assert setup.ready
    setup.language = "klingon"
    assert setup.error == ("Unknown language 'klingon': use 'en' (English), 'fr' (français) "
                           "or 'de' (Deutsch).")
    setup.language = "Deutsch"
    assert setup.ready and setup.start().language == "de"
    setup.seats = ["random", "random", "random"]
    setup.viewer = 5
    assert setup.error_code == "UNKNOWN_PLAYER" and setup.start() is None
    setup.viewer = "Spieler 2"
    table = setup.start()
    assert table.viewer == 1 and table.persons == []


def test_no_input_raises_at_a_view():
    setup = SetupController()
    strange = [object(), None, 3.5, -1, [], {}, "", "7", [1, 2], ("person",) * 3, True]
    for choice in ("edition", "players", "seats", "names", "language", "seed", "tie_break",
                   "thresholds", "reveal_drawn", "viewer", "teacher"):
        for value in strange:
            setattr(setup, choice, value)  # never raises
            assert setup.ready == (setup.error == "")
            if not setup.ready:
                assert setup.start() is None
        setup = SetupController()
    setup.set_seat(9, "random")
    assert setup.error_code == "UNKNOWN_PLAYER"


def test_setup_names_seeds_and_options():
    setup = SetupController(edition="classic", players=2, seats=["person", "random"],
                            names=["Ann", "Ben"], seed="  42 ", tie_break="discard_sum",
                            thresholds="aeg", reveal_drawn=True, language="fr")
    assert setup.ready, setup.error
    table = setup.start()
    game = table.game
    assert game.names == ("Ann", "Ben") and game.seed == 42
    assert game.options.as_dict() == {"tie_break": "discard_sum", "thresholds": "aeg", "reveal_drawn": True}
    assert table.favors_needed == 7 and table.language == "fr"
    assert [table.kinds, table.viewer] == [["person", "random"], 0]
    # Options of the classic edition go back to the defaults with the revised one.
    setup.edition = "revised"
    assert (setup.tie_break, setup.thresholds, setup.ready) == ("shared", "standard", True)
    # The same seed gives the same deal; no seed gives a seed drawn and kept in the game only.
    assert SetupController(seed=9).start().game.rounds[0].dealt_deck == \
        SetupController(seed="9").start().game.rounds[0].dealt_deck
    drawn = SetupController(seed="").start()
    assert isinstance(drawn.game.seed, int)
    if drawn.game.seed > 10**6:  # it would tell every deck: no trait holds it
        assert str(drawn.game.seed) not in json.dumps(traits(drawn))


def test_default_names_follow_the_language_but_typed_names_stay():
    setup = SetupController(players=3)
    setup.set_name(1, "Zoé")
    setup.language = "fr"
    assert setup.names == ["Joueur 1", "Zoé", "Joueur 3"]
    setup.players = 4
    setup.language = "de"
    assert setup.names == ["Spieler 1", "Zoé", "Spieler 3", "Spieler 4"]


# ---------------------------------------------------------------------- whole games


@pytest.mark.parametrize(("edition", "players"), SIZES, ids=SIZE_IDS)
def test_a_game_of_bots_is_the_match_layer_s_game(edition, players):
    kinds = [list(AGENTS)[seat % 3] for seat in range(players)]
    table = TableController(Game(edition, players, seed=11), kinds, viewer=players - 1)
    moves = []

    def one_at_a_time(t):
        if t.bots_to_move:
            moves.append(len(t.game.round.actions))

    drive(table, random.Random(0), check=one_at_a_time)
    assert table.game_over and table.game_summary["winners"] == list(table.game.winners)
    expected = play_game(Game(edition, players, seed=11), [AGENTS[kind]() for kind in kinds], seed=11)
    assert table.game.snapshot() == expected.snapshot()
    # step_bots made one decision per call: the actions grew one by one.
    within = [b - a for a, b in zip(moves, moves[1:]) if b > a]
    assert within and set(within) == {1}
    assert table.viewer == players - 1 and table.choices == {}


@pytest.mark.parametrize(("edition", "players"), SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("seed", [1, 2])
def test_one_person_against_bots_plays_whole_games(edition, players, seed):
    rng = random.Random(seed)
    person = rng.randrange(players)
    kinds = [rng.choice(list(AGENTS)) for _ in range(players)]
    kinds[person] = "person"
    setup = SetupController(edition=edition, players=players, seats=kinds, seed=seed,
                            language=rng.choice(["en", "fr", "de"]))
    table = setup.start()
    assert table.viewer == person and not table.hot_seat
    before = {"steps": 0}

    def check(t):
        consistent_with_engine(t)
        assert t.viewer == person and not t.hidden
        before["steps"] += 1

    drive(table, rng, check=check)
    assert table.game_over and before["steps"] > 5
    assert len(table.rounds) == len(table.game.rounds)
    assert table.game_summary["favors"] == list(table.game.favors)


@pytest.mark.parametrize(("edition", "players"), [("revised", 2), ("revised", 4), ("classic", 3)])
@pytest.mark.parametrize("seed", [3, 4])
def test_hot_seat_hides_the_hand_between_two_persons(edition, players, seed):
    rng = random.Random(seed)
    persons = sorted(rng.sample(range(players), 2))
    kinds = ["person" if seat in persons else "random" for seat in range(players)]
    table = TableController(Game(edition, players, seed=seed), kinds)
    assert table.hot_seat and table.hidden and table.viewer is None
    seen = {"hidden": 0, "passing": 0, "revealed": set()}

    def check(t):
        consistent_with_engine(t)
        rnd = t.game.round
        if t.hidden:
            seen["hidden"] += 1
            assert t.viewer is None and t.hand == [] and t.choices == {} and t.all_hands == []
            assert t.known == [] and t.move_result == [] and not t.passing and t.pass_to is None
            public = [event.seen_from(None) for event in rnd.observation(persons[0]).events]
            assert t.log == narrate(public, rnd.names, t.language)  # nobody's secret
            assert t.to_reveal == (rnd.current_player if not rnd.is_over and rnd.current_player in persons
                                   else None)
        elif t.passing:  # the mover reads their move's result; the next person is named
            assert t.viewer in persons and t.move_result and t.choices == {}
            assert t.hand == [card.name for card in rnd.hand(t.viewer)]
            assert t.pass_to == (None if rnd.is_over else next(
                seat for step in range(players) for seat in [(rnd.current_player + step) % players]
                if seat in persons and seat not in rnd.eliminated))
            seen["passing"] += 1
        else:
            assert t.viewer in persons and t.viewer == rnd.current_player
            seen["revealed"].add(t.viewer)

    drive(table, rng, check=check)
    assert seen["hidden"] and seen["passing"] and seen["revealed"] == set(persons)


def test_hot_seat_refusals_while_hidden():
    table = TableController(Game(REVISED, 3, seed=2, first_player=0), ["person", "person", "random"])
    assert table.hidden and table.to_reveal == 0
    hand = table.game.round.hand(0)
    assert refused(table, lambda: table.play(hand[0].name), "OUT_OF_TURN") == \
        "The cards are hidden: Player 1 reveals them before playing."
    assert refused(table, lambda: table.apply(Play(hand[0]), player=1), "OUT_OF_TURN") == \
        "It is Player 1's turn, not Player 2's."
    assert table.reveal() and table.viewer == 0 and table.hand == [card.name for card in hand]
    assert table.reveal()  # nothing to reveal: no change
    # Player 1 plays and reads the result; "Done" hides the hand before Player 2's turn.
    while table.viewer == 0 and not table.passing:
        random_person_move(table, random.Random(0))
    assert table.passing and table.hand and table.pass_to in (1, None)
    assert table.done() and table.hidden and table.hand == []
    if table.bots_to_move:
        assert refused(table, table.reveal, "OUT_OF_TURN") == "It is Player 3's turn: the computer plays first."


# ---------------------------------------------------------------------- refusals


def test_illegal_cards_targets_and_guesses_are_refused_with_the_engine_s_sentence(game_position):
    # P0 (a person) holds a Guard and a Priest; P1 is protected, P2 is out, P3 plays too.
    game = game_position([[Card.GUARD, Card.PRIEST], [Card.BARON], [], [Card.KING]],
                         discards=[[], [Card.HANDMAID], [Card.SPY], []], protected={1}, eliminated={2})
    table = TableController(game, ["person", "random", "random", "heuristic"])
    cases = [
        (Play(Card.PRINCESS), "CARD_NOT_IN_HAND"),
        (Play(Card.GUARD, 1, Card.KING), "TARGET_PROTECTED"),
        (Play(Card.GUARD, 2, Card.KING), "TARGET_OUT_OF_ROUND"),
        (Play(Card.GUARD, 0, Card.KING), "SELF_TARGET_NOT_ALLOWED"),
        (Play(Card.GUARD, 3, Card.GUARD), "GUESS_GUARD"),
        (Play(Card.GUARD, 3), "GUESS_REQUIRED"),
        (Play(Card.GUARD), "TARGET_REQUIRED"),
        (Play(Card.PRIEST, 3, Card.KING), "PARAM_NOT_ALLOWED"),
        (Play(Card.GUARD, "Nobody", Card.KING), "UNKNOWN_PLAYER"),
        ("Guard on P3", "BAD_ACTION"),
    ]
    for action, code in cases:
        sentence = refused(table, lambda: table.apply(action, player=0), code)
        # said to the person in view, whose move it was
        assert sentence == engine_refusal(game, action, 0).sentence("en", second_person=True)
    # A guess that names no card is refused when the action is made (issue 18): the
    # table shows that sentence, and changes nothing.
    with pytest.raises(IllegalAction) as made:
        Play(Card.GUARD, 3, "Joker")
    assert refused(table, lambda: table.play(Card.GUARD, 3, "Joker"), "GUESS_UNKNOWN_CARD") == made.value.message
    # The choices say the same before anyone tries.
    guard = table.choices["cards"][0]
    assert guard["card"] == "GUARD" and guard["playable"] and guard["needs_target"]
    targets = {choice["seat"]: (choice["allowed"], choice["code"]) for choice in guard["targets"]}
    assert targets == {0: (False, "SELF_TARGET_NOT_ALLOWED"), 1: (False, "TARGET_PROTECTED"),
                       2: (False, "TARGET_OUT_OF_ROUND"), 3: (True, None)}
    assert guard["targets"][1]["reason"] == "P1 is protected by the Handmaid until their next turn."
    guesses = {choice["card"]: choice["allowed"] for choice in guard["guesses"]}
    assert guesses == {card.name: card is not Card.GUARD for card in REVISED.cards}
    assert [c for c in guard["guesses"] if c["card"] == "GUARD"][0]["code"] == "GUESS_GUARD"
    # A refusal is forgotten once a move is made.
    assert table.play("Garde", "P3", "Wächterin") is False and table.error_code == "GUESS_GUARD"
    assert table.play("GUARD", 3, "KING") and table.error == "" and table.error_code == ""


def test_a_refusal_never_describes_another_player_s_hand(game_position):
    # The bot P1 is to play; the person P0 tries to play P1's cards.
    game = game_position([[Card.PRINCESS], [Card.BARON, Card.KING], [Card.PRIEST]], active=1)
    table = TableController(game, ["person", "random", "random"])
    for action in (Play(Card.BARON, 2), Play(Card.KING, 0), Play(Card.PRINCESS)):
        sentence = refused(table, lambda: table.apply(action, player=0), "OUT_OF_TURN")
        assert sentence == "It is P1's turn, not yours."
        assert "Baron" not in sentence and "King" not in sentence
    assert refused(table, lambda: table.apply(Play(Card.BARON, 2), player=1), "OUT_OF_TURN") == \
        "P1 is a computer player: it makes its own moves."
    assert refused(table, lambda: table.apply(Play(Card.BARON, 2), player=7), "UNKNOWN_PLAYER")
    assert refused(table, lambda: table.play(Card.PRINCESS), "OUT_OF_TURN")
    assert table.step_bots() and table.error == ""


def test_the_countess_rule_in_the_choices(game_position):
    game = game_position([[Card.COUNTESS, Card.KING], [Card.GUARD], [Card.PRIEST]], edition=CLASSIC)
    table = TableController(game, ["person", "random", "random"])
    countess, king = table.choices["cards"]
    assert countess == {"card": "COUNTESS", "playable": True, "code": None, "reason": None,
                        "needs_target": False, "targets": [], "guesses": []}
    assert (king["playable"], king["code"]) == (False, "COUNTESS_FORCED")
    assert king["reason"] == engine_refusal(game, Play(Card.KING, 1), 0).sentence("en", second_person=True) \
        == "You must play the Countess: you hold the King."
    assert refused(table, lambda: table.play("KING", 1), "COUNTESS_FORCED") == king["reason"]
    assert table.play("COUNTESS")


def test_a_guard_with_nobody_to_choose(game_position):
    game = game_position([[Card.GUARD, Card.PRIEST], [Card.BARON]], discards=[[], [Card.HANDMAID]],
                         protected={1})
    table = TableController(game, ["person", "random"])
    guard = table.choices["cards"][0]
    assert guard["playable"] and not guard["needs_target"]
    assert [choice["code"] for choice in guard["targets"]] == ["SELF_TARGET_NOT_ALLOWED", "TARGET_PROTECTED"]
    assert {choice["code"] for choice in guard["guesses"]} == {"PARAM_NOT_ALLOWED"}
    assert refused(table, lambda: table.play("GUARD", None, "PRIEST"), "PARAM_NOT_ALLOWED")
    assert table.play("GUARD")


def test_rounds_and_games_refuse_what_comes_too_early_or_too_late(game_position):
    game = game_position([[Card.GUARD, Card.PRIEST], [Card.BARON]], favors=[5, 0], top=[Card.KING])
    table = TableController(game, ["person", "random"])
    assert refused(table, table.next_round, "ROUND_NOT_OVER") == \
        "This round is not over yet: play it to the end first."
    while not table.game_over:
        if table.round_over:
            assert table.next_round()
        elif table.bots_to_move:
            table.step_bots()
        else:
            random_person_move(table, random.Random(3))
    assert refused(table, table.next_round, "GAME_OVER")
    assert refused(table, lambda: table.play("GUARD", 1, "KING"), "GAME_OVER")
    assert table.step_bots() is False and table.run_bots() == 0


# ---------------------------------------------------------------------- the Chancellor


def test_the_chancellor_keep_and_order_choice(game_position):
    game = game_position([[Card.CHANCELLOR, Card.GUARD], [Card.BARON], [Card.PRIEST]],
                         top=[Card.KING, Card.SPY])
    table = TableController(game, ["person", "random", "random"])
    assert table.play("CHANCELLOR")
    assert table.pending_chancellor and table.hand == ["GUARD", "KING", "SPY"]
    choices = table.choices
    assert choices["kind"] == "chancellor" and choices["cards"] == ["GUARD", "KING", "SPY"]
    legal = game.round.legal_actions()
    assert choices["options"] == [{"keep": a.keep.name, "bottom": [c.name for c in a.bottom]} for a in legal]
    assert refused(table, lambda: table.play("GUARD", 1, "PRIEST"), "CHANCELLOR_PENDING")
    assert refused(table, lambda: table.chancellor("KING", ["GUARD"]), "BAD_CHANCELLOR_CHOICE")
    assert refused(table, lambda: table.chancellor("PRINCESS", ["GUARD", "SPY"]), "BAD_CHANCELLOR_CHOICE")
    assert table.chancellor("KING", ["SPY", "GUARD"])
    assert table.hand == ["KING"] and not table.pending_chancellor and table.choices == {}
    assert game.round.deck[-2:] == (Card.SPY, Card.GUARD)  # the last card listed at the very bottom
    assert "Player" not in "".join(table.log) and table.log[-2:] == [
        "P0 keeps the King and puts the Spy and the Guard under the deck.", "P1 draws a card."]
    assert table.bots_to_move and table.hand_sizes == [1, 2, 1]


def test_a_bot_s_chancellor_is_two_steps_and_stays_secret(game_position):
    game = game_position([[Card.PRIEST], [Card.CHANCELLOR, Card.COUNTESS], [Card.BARON]], active=1,
                         top=[Card.KING, Card.SPY])
    table = TableController(game, ["person", "heuristic", "random"])
    assert table.step_bots() and table.pending_chancellor and table.hand_sizes == [1, 3, 1]
    assert table.log[-1] == "P1 draws 2 cards with the Chancellor."
    assert table.step_bots() and not table.pending_chancellor
    assert table.log[-2] == "P1 puts 2 cards under the deck."
    shown = {name: value for name, value in traits(table).items() if name not in ("card_names", "card_values")}
    assert "KING" not in json.dumps(shown) and "SPY" not in json.dumps(shown)


# ---------------------------------------------------------------------- teacher, languages, summaries


def test_the_teacher_switch_reveals_every_hand_in_its_own_trait():
    table = TableController(Game(REVISED, 4, seed=8), ["person", "random", "random", "random"])
    assert table.all_hands == []
    table.teacher = True
    hands = [[card.name for card in table.game.round.hand(seat)] for seat in range(4)]
    assert table.all_hands == hands and table.hand == hands[0]
    table.run_bots()
    assert table.all_hands == [[card.name for card in table.game.round.hand(seat)] for seat in range(4)]
    table.teacher = False
    assert table.all_hands == []
    teacher = SetupController(seed=8, teacher=True, seats=["person", "person", "random"]).start()
    assert teacher.hidden and teacher.hand == [] and len(teacher.all_hands) == 3


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_log_and_the_card_names_speak_the_chosen_language(language):
    table = SetupController(players=3, seed=6, language=language, seats=["person", "random", "random"]).start()
    drive(table, random.Random(2), check=consistent_with_engine)
    words = {"en": ("Guard", "The round is over"), "fr": ("Garde", "La manche est finie"),
             "de": ("Wächterin", "Die Runde ist vorbei")}[language]
    assert table.card_names["GUARD"] == words[0]
    assert all(summary["text"].startswith(words[1]) for summary in table.rounds)
    if len(table.game.winners) == 1:
        assert table.game_summary["text"] == {"en": "{} wins the game.", "fr": "{} gagne la partie.",
                                              "de": "{} gewinnt das Spiel."}[language].format(
            table.names[table.game.winners[0]])


def test_changing_the_language_at_the_table():
    table = TableController(Game(REVISED, 2, seed=1), ["person", "random"])
    english = list(table.log)
    table.language = "français"
    assert table.language == "fr" and table.log != english and table.card_names["PRIEST"] == "Prêtre"
    table.language = "xx"
    assert table.language == "fr" and table.error_code == "BAD_OPTION"
    assert table.error.startswith("Langue inconnue 'xx'")  # said in the table's language, French
    table.language = "en"
    assert table.log == english and table.error == ""


def test_showdown_ties_in_both_editions(game_position):
    # Revised: both hold a Priest at the showdown and share the round.
    game = game_position([[Card.HANDMAID, Card.PRIEST], [Card.PRIEST]], deck=[], dump=0)
    table = TableController(game, ["person", "random"], language="de")
    assert table.play("HANDMAID") and table.round_over
    summary = table.summary
    assert summary["reason"] == "showdown" and summary["shared"] and summary["winners"] == [0, 1]
    assert summary["tied"] == [0, 1] and summary["gains"][:2] == [1, 1]
    assert summary["showdown"] == [{"seat": 0, "card": "PRIEST", "value": 2},
                                   {"seat": 1, "card": "PRIEST", "value": 2}]
    assert "P0 und P1 gewinnen" in summary["text"]
    # Classic with the discard totals: the tie is broken, and the summary says how.
    game = game_position([[Card.HANDMAID, Card.PRIEST], [Card.PRIEST]], deck=[], dump=1,
                         edition=CLASSIC, tie_break="discard_sum")
    table = TableController(game, ["person", "random"])
    assert table.play("HANDMAID") and table.round_over
    summary = table.summary
    sums = table.game.round.result.details["discard_sums"]
    assert summary["tied"] == [0, 1] and summary["discard_sums"] == [
        {"seat": seat, "total": total} for seat, total in sorted(sums.items())]
    assert summary["winners"] == list(table.game.round.winners) and summary["spy_bonus"] is None


def test_the_spy_bonus_and_the_end_of_the_game(game_position):
    game = game_position([[Card.HANDMAID, Card.PRINCESS], [Card.GUARD]], deck=[], dump=0,
                         discards=[[Card.SPY], []], favors=[4, 5])
    table = TableController(game, ["person", "random"], language="fr")
    assert table.play("HANDMAID") and table.round_over and table.game_over
    summary = table.summary
    assert summary["winners"] == [0] and summary["spy_bonus"] == 0 and summary["gains"] == [2, 0]
    assert summary["game_winners"] == [0] and summary["favors"] == [6, 5]
    assert "P0 gagne une faveur grâce à l'Espionne." in summary["text"]
    assert table.game_summary == {"winners": [0], "favors": [6, 5], "favors_needed": 6, "rounds": 1,
                                  "seed": game.seed, "text": "P0 gagne la partie."}


# ---------------------------------------------------------------------- the leak test


def twin_game(game, deck):
    """``game`` replayed with its current round dealt from ``deck``; None if the same moves
    cannot be made in it."""
    rounds = game.rounds
    first = rounds[0]
    twin = Game(game.edition, list(game.names), seed=game.seed, first_player=first.start_player,
                deck=deck if len(rounds) == 1 else first.dealt_deck, **game.options.as_dict())
    try:
        for number, rnd in enumerate(rounds):
            if number:
                twin.next_round(start_player=rnd.start_player,
                                deck=deck if number == len(rounds) - 1 else rnd.dealt_deck)
            for action in rnd.actions:
                twin.apply(action, player=twin.round.current_player)
    except IllegalAction:
        return None
    return twin


def twin_tables(table, rng, seat, wanted=2, attempts=40):
    """Tables whose games differ from ``table``'s only in cards hidden from ``seat``."""
    game = table.game
    deck = list(game.round.dealt_deck)
    seen = game.round.observation(seat)
    found = []
    for _ in range(attempts):
        i, j = rng.sample(range(len(deck)), 2)
        if deck[i] is deck[j]:
            continue
        swapped = list(deck)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        twin = twin_game(game, swapped)
        if twin is None or twin.round.observation(seat) != seen:
            continue  # the swap changed something this seat sees: not a twin
        assert twin.snapshot() != game.snapshot()
        viewer = table.viewer if not table.persons else None
        other = TableController(twin, table.kinds, language=table.language, viewer=viewer)
        if table.passing:  # the mover reading their move's result: the twin's mover reads it too
            with other.hold_trait_notifications():
                other.hidden, other.viewer, other.passing = False, table.viewer, True
            other._move = table._move
            other._changed()
        elif not table.hidden:
            assert other.reveal()
        found.append(other)
        if len(found) == wanted:
            break
    return found


def random_attempt(table, rng):
    """A random Play of the edition's cards, seats and guesses (mostly illegal)."""
    cards = table.game.edition.cards
    return Play(rng.choice(cards), rng.choice([None, *range(table.players)]),
                rng.choice([None, *cards]))


LEAK_GAMES = [(edition, players, seats, seed)
              for seed, (edition, players) in enumerate(SIZES)
              for seats in ("one person", "bots", "hot seat")]


@pytest.mark.parametrize(("edition", "players", "seats", "seed"), LEAK_GAMES,
                         ids=[f"{e}-{p}-{s.replace(' ', '-')}" for e, p, s, _ in LEAK_GAMES])
def test_no_trait_holds_a_card_hidden_from_the_seat_in_view(edition, players, seats, seed):
    rng = random.Random(1000 + seed)
    kinds = [rng.choice(list(AGENTS)) for _ in range(players)]
    persons = {"one person": rng.sample(range(players), 1), "bots": [],
               "hot seat": rng.sample(range(players), 2)}[seats]
    for seat in persons:
        kinds[seat] = "person"
    table = TableController(Game(edition, players, seed=seed, reveal_drawn=rng.random() < 0.3),
                            kinds, language=rng.choice(["en", "fr", "de"]),
                            viewer=rng.randrange(players) if not persons else None)
    compared = {"twins": 0, "refusals": 0}

    def check(t):
        if rng.random() > 0.35:
            return
        seat = t.viewer if not t.hidden else rng.choice(persons)
        twins = twin_tables(t, rng, seat)
        mine = traits(t)
        for twin in twins:
            assert traits(twin) == mine
            compared["twins"] += 1
        if twins and persons:  # a refusal reads the same in twins too, in turn or not
            actor = t.viewer if t.viewer in persons else rng.choice(persons)
            attempt = random_attempt(t, rng)
            rnd = t.game.round
            if rnd.is_over or rnd.current_player != actor or not rnd.is_legal(attempt):
                assert t.apply(attempt, player=actor) is False
                for twin in twins:
                    assert twin.apply(attempt, player=actor) is False
                    assert traits(twin) == traits(t)
                compared["refusals"] += 1

    drive(table, rng, check=check)
    assert compared["twins"] >= 3
