"""The coach: every legal move with its exact immediate chances, from the seat's view only.

* Blindness to hidden cards: over random positions of engine rounds and games of both
  editions (2-6 players revised, 2-4 classic), the advice is the same for every deal of
  the hidden cards that fits the seat's observation.  Two ways to get such deals: the
  same game dealt again with two cards swapped and replayed move for move, kept when
  the seat's observation is unchanged (the same history, other hidden cards); and
  worlds drawn from the exact belief (``sample_worlds``), staged at the same decision
  (``Stager``), whose staged observations must all get the same advice as the deal
  that really happened, staged the same way.
* Exactness: on late positions, each number equals a brute-force count over every
  hidden world (``enumerate_worlds``): the Guard's hit is the share of worlds where the
  target holds the card named, and so on for the Baron, the Prince, the King, the
  Priest's entropy, the Chancellor's draws and the cards one may keep.
* The rules that bind (the Countess, the Princess, protection, an empty deck), the pick
  and its reason, the rows of a table, three languages, escaped names, bad inputs.
"""

import html
import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Game, IllegalAction, Play, Round
from lovelet.agents import DeductiveAgent, HeuristicAgent, RandomAgent
from lovelet.deduction import belief, enumerate_worlds, sample_worlds
from lovelet.deduction.coach import KINDS, Advice, coach, chance_text
from lovelet.deduction.odds import baron_odds, guard_odds, showdown_odds
from lovelet.deduction.staging import Stager

HOSTILE = "<img src=x onerror=alert(1)>"
SIZES = [(REVISED, players) for players in range(2, 7)] + [(CLASSIC, players) for players in range(2, 5)]
SIZE_IDS = [f"{edition.name}-{players}" for edition, players in SIZES]


# ---------------------------------------------------------------------- positions


def decisions(edition, players, seed, *, games=False):
    """Every decision of a game (or of one round) played by random and heuristic agents,
    as (game or round, observation of the player to decide)."""
    rng = random.Random(seed)
    agents = [rng.choice([RandomAgent(), HeuristicAgent()]) for _ in range(players)]
    game = Game(edition, players, seed=seed, reveal_drawn=rng.random() < 0.2)
    while True:
        rnd = game.round
        while not rnd.is_over:
            seat = rnd.current_player
            observation = rnd.observation(seat)
            yield game, observation
            rnd.apply(agents[seat].choose(observation, rng))
        if not games or game.is_over:
            return
        game.next_round()


def sampled_decisions(edition, players, seed, count, *, games=False):
    """``count`` decisions drawn at random from one game's (or round's) decisions."""
    rng = random.Random(seed)
    chosen = []
    for index, (game, observation) in enumerate(decisions(edition, players, seed, games=games)):
        if len(chosen) < count:
            chosen.append((game.clone(), observation))
        elif rng.randrange(index + 1) < count:  # reservoir sampling: every decision alike
            chosen[rng.randrange(count)] = (game.clone(), observation)
    return chosen


def twin_games(game, seat, rng, attempts=60):
    """Games with the same moves as ``game`` whose current round was dealt with two cards
    swapped, and in which ``seat`` sees exactly what it sees in ``game``."""
    deck = list(game.round.dealt_deck)
    seen = game.round.observation(seat)
    rounds = game.rounds
    found = []
    for _ in range(attempts):
        i, j = rng.sample(range(len(deck)), 2)
        if deck[i] is deck[j]:
            continue
        swapped = list(deck)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        twin = Game(game.edition, list(game.names), seed=game.seed, first_player=rounds[0].start_player,
                    deck=swapped if len(rounds) == 1 else rounds[0].dealt_deck, **game.options.as_dict())
        try:
            for number, played in enumerate(rounds):
                if number:
                    twin.next_round(start_player=played.start_player,
                                    deck=swapped if number == len(rounds) - 1 else played.dealt_deck)
                for action in played.actions:
                    twin.apply(action, player=twin.round.current_player)
        except IllegalAction:
            continue
        if twin.round.observation(seat) == seen:
            found.append(twin)
    return found


def hidden_hands(game, seat):
    """The hands of ``seat``'s opponents, which the seat cannot see."""
    rnd = game.round
    return tuple(rnd.hand(other) for other in range(rnd.players) if other != seat)


# ---------------------------------------------------------------------- never what the seat may not know


@pytest.mark.parametrize(("edition", "players"), SIZES, ids=SIZE_IDS)
def test_the_advice_is_the_same_for_every_deal_with_the_same_history(edition, players):
    rng = random.Random(players)
    compared = other_hands = 0
    for game, observation in sampled_decisions(edition, players, seed=100 + players, count=6, games=True):
        seat = observation.player
        advice = coach(observation)
        for twin in twin_games(game, seat, rng):
            twin_view = twin.round.observation(seat)
            assert twin_view == observation
            assert coach(twin_view) == advice
            assert coach(twin_view).to_html("fr") == advice.to_html("fr")
            compared += 1
            other_hands += hidden_hands(twin, seat) != hidden_hands(game, seat)
    assert compared >= 3
    if players > 2:  # with one opponent, a swap that keeps the history rarely moves their card
        assert other_hands >= 1, "no twin had another card in an opponent's hand: the test proves nothing"


@pytest.mark.parametrize(("edition", "players"), SIZES, ids=SIZE_IDS)
def test_the_advice_is_the_same_in_every_world_the_belief_allows(edition, players):
    rng = random.Random(players)
    for game, observation in sampled_decisions(edition, players, seed=200 + players, count=3):
        seat = observation.player
        stager = Stager(observation)
        rnd = game.round
        actual = stager.round(_world_of(rnd, observation))
        expected = coach(actual.observation(seat))
        worlds = list(sample_worlds(observation, 4, rng))
        hands = {tuple(world.hands) for world in worlds}
        for world in worlds:
            staged = stager.round(world).observation(seat)
            assert staged.hand == observation.hand and staged.discards == observation.discards
            assert coach(staged) == expected
        assert len(hands) >= 1


def _world_of(rnd, observation):
    """The hidden cards of ``rnd`` as a World of ``observation``'s position."""
    from lovelet.deduction.worlds import World

    hands = tuple(tuple(rnd.hand(seat)) for seat in range(rnd.players))
    return World(hands, tuple(rnd.deck), rnd.set_aside)


# ---------------------------------------------------------------------- exactness, by brute force


def late_positions(count, seed):
    """Decisions with few hidden cards (every world can be listed), of both editions."""
    rng = random.Random(seed)
    found = []
    for attempt in range(400):
        edition, players = rng.choice(SIZES)
        for game, observation in decisions(edition, players, seed=seed * 1000 + attempt):
            if observation.deck_size <= 3:
                try:
                    worlds = list(enumerate_worlds(observation, limit=3000))
                except IllegalAction:
                    break  # too many worlds: another round
                found.append((observation, worlds))
                break
        if len(found) == count:
            return found
    return found


LATE = late_positions(30, seed=3)


def chance(worlds, happens):
    """The exact share of the ``worlds`` (probability, world) where ``happens(world)``."""
    return sum((p for p, world in worlds if happens(world)), Fraction(0))


def test_late_positions_cover_the_kinds_of_move():
    kinds = Counter(option.kind for observation, _ in LATE for option in coach(observation).options)
    assert len(LATE) >= 20
    assert {"guard", "baron", "prince", "keep"} <= set(kinds), kinds


@pytest.mark.parametrize("index", range(len(LATE)))
def test_every_number_is_a_count_over_the_hidden_worlds(index):
    observation, worlds = LATE[index]
    values = observation.edition.values
    me = observation.player
    opponents = [seat for seat in observation.in_round if seat != me]
    advice = coach(observation)
    assert [option.action for option in advice.options] == list(observation.legal_actions())
    for option in advice.options:
        result, target = option.result, option.target
        assert option.kind in KINDS
        if option.kind == "guard":
            assert result["hit"] == option.knock_out == chance(worlds, lambda w: w.hands[target] == (result["guess"],))
        elif option.kind == "baron":
            mine = values[result["kept"]]
            assert result["win"] == chance(worlds, lambda w: values[w.hands[target][0]] < mine) == option.knock_out
            assert result["tie"] == chance(worlds, lambda w: values[w.hands[target][0]] == mine)
            assert result["lose"] == chance(worlds, lambda w: values[w.hands[target][0]] > mine) == option.self_out
        elif option.kind == "prince":
            assert option.knock_out == chance(worlds, lambda w: w.hands[target] == (Card.PRINCESS,))
        elif option.kind in ("king", "priest"):
            hand = result["receive"] if option.kind == "king" else result["hand"]
            for card in observation.edition.cards:
                assert hand[card] == chance(worlds, lambda w: w.hands[target] == (card,))
            if option.kind == "priest":
                bits = -sum(float(p) * math.log2(p) for p in hand.values() if p)
                assert math.isclose(result["bits"], bits, abs_tol=1e-12)
        elif option.kind == "prince_self" and result["source"] != "none":
            for card in observation.edition.cards:
                drawn = (lambda w: w.deck[0] == card) if observation.deck_size else (lambda w: w.set_aside == card)
                assert result["draw"][card] == chance(worlds, drawn)
        elif option.kind == "chancellor":
            assert result["draws"] == min(2, observation.deck_size) == len(result["cards"])
            for position, distribution in enumerate(result["cards"]):
                for card in observation.edition.cards:
                    assert distribution[card] == chance(worlds, lambda w: w.deck[position] == card)
        elif option.kind == "keep" and observation.options.tie_break != "discard_sum":
            mine = values[result["keep"]]

            def highest(world):
                return max(values[world.hands[seat][0]] for seat in opponents)

            assert result["win"] == chance(worlds, lambda w: highest(w) < mine)
            assert result["tie"] == chance(worlds, lambda w: highest(w) == mine)
            assert result["lose"] == chance(worlds, lambda w: highest(w) > mine)
        assert 0 <= option.knock_out <= 1 and 0 <= option.self_out <= 1


@pytest.mark.parametrize(("edition", "players"), SIZES, ids=SIZE_IDS)
def test_the_numbers_are_the_odds_helpers_numbers(edition, players):
    for _game, observation in sampled_decisions(edition, players, seed=300 + players, count=4):
        exact = belief(observation).as_fractions()
        for option in coach(observation).options:
            result = option.result
            if option.kind == "guard":
                assert result["hit"] == guard_odds(observation, option.target, exact)[result["guess"]]
            elif option.kind == "baron":
                odds = baron_odds(observation, option.target, exact, keep=result["kept"])
                assert {key: result[key] for key in odds} == odds
            elif option.kind == "keep":
                odds = showdown_odds(observation, card=result["keep"], belief=exact)
                assert {key: result[key] for key in odds} == odds
            assert isinstance(option.knock_out, Fraction) and isinstance(option.self_out, Fraction)


# ---------------------------------------------------------------------- the rules that bind


def test_a_forced_countess_says_why_the_king_is_not_offered(position):
    rnd = position([[Card.COUNTESS, Card.KING], [Card.GUARD], [Card.PRIEST]])
    advice = coach(rnd.observation(0))
    assert [option.action for option in advice.options] == [Play(Card.COUNTESS)]
    option = advice.options[0]
    assert option.result["forced"] and option.result["kept"] is Card.KING
    assert [note.key for note in advice.notes] == ["coach_note_countess"]
    assert "King is not offered" in str(advice.notes[0])
    assert "König" in advice.notes[0].text("de") and "Roi" in advice.notes[0].text("fr")
    assert advice.pick == Play(Card.COUNTESS) and advice.why.key == "coach_why_only"


def test_the_princess_knocks_her_player_out(position):
    rnd = position([[Card.PRINCESS, Card.PRINCE], [Card.GUARD], [Card.PRIEST]])
    advice = coach(rnd.observation(0))
    princess = advice.option(Play(Card.PRINCESS))
    assert princess.self_out == 1 and princess.knock_out == 0
    on_myself = advice.option(Play(Card.PRINCE, target=0))
    assert on_myself.kind == "prince_self" and on_myself.self_out == 1
    assert advice.pick not in (princess.action, on_myself.action)
    assert "coach_note_princess" in [note.key for note in advice.notes]


def test_protected_players_are_named_and_a_guard_with_nobody_to_choose(position):
    # Both opponents' Handmaids are on their piles (the only two of the edition), so Ann
    # holds a Countess here and a Handmaid in the unprotected position below.
    rnd = position([[Card.GUARD, Card.COUNTESS], [Card.PRIEST], [Card.BARON]], protected={1, 2})
    advice = coach(rnd.observation(0))
    guard = advice.option(Play(Card.GUARD))
    assert guard.kind == "no_target" and guard.knock_out == 0
    assert advice.notes[0].key == "coach_note_protected"
    assert "Player 2, Player 3" in str(advice.notes[0])
    rnd = position([[Card.GUARD, Card.HANDMAID], [Card.PRIEST], [Card.BARON]])
    handmaid = coach(rnd.observation(0)).option(Play(Card.HANDMAID))
    assert handmaid.kind == "handmaid" and handmaid.result["kept"] is Card.GUARD


def test_a_prince_on_myself_with_an_empty_deck_takes_the_set_aside_card(position):
    rnd = position([[Card.PRINCE, Card.GUARD], [Card.PRIEST], [Card.BARON]], deck=[], dump=1,
                   set_aside=Card.PRINCESS)
    observation = rnd.observation(0)
    option = coach(observation).option(Play(Card.PRINCE, target=0))
    assert observation.deck_size == 0 and option.result["source"] == "set_aside"
    assert option.result["draw"] == dict(belief(observation).as_fractions().set_aside)
    assert "set-aside card" in option.sentence()


def test_a_chancellor_with_cards_returned_under_the_deck():
    # Ann's Chancellor returns two cards; with the deck down to them, Ben's Chancellor
    # would draw exactly those two, in the order the belief knows.
    for seed in range(200):
        rnd = Round.deal(REVISED, 2, seed=seed)
        rng = random.Random(seed)
        while not rnd.is_over:
            seat = rnd.current_player
            observation = rnd.observation(seat)
            if Play(Card.CHANCELLOR) in observation.legal_actions() and any(
                    event.kind == "chancellor_return" for event in observation.events) and observation.deck_size <= 3:
                option = coach(observation).option(Play(Card.CHANCELLOR))
                worlds = list(enumerate_worlds(observation))
                for position, distribution in enumerate(option.result["cards"]):
                    for card in REVISED.cards:
                        assert distribution[card] == chance(worlds, lambda w: w.deck[position] == card)
                return
            rnd.apply(HeuristicAgent().choose(observation, rng))
    pytest.skip("no round with a Chancellor after a Chancellor's return near the end")


def test_a_chancellor_s_return_shows_each_card_one_may_keep():
    for game, observation in decisions(REVISED, 4, seed=11, games=True):
        if observation.pending_chancellor:
            break
    advice = coach(observation)
    legal = observation.legal_actions()
    assert [option.action for option in advice.options] == list(legal)
    assert all(isinstance(option.action, ChancellorReturn) and option.kind == "keep" for option in advice.options)
    kept = {option.card for option in advice.options}
    assert kept == set(observation.hand)
    for option in advice.options:
        assert option.result["win"] + option.result["tie"] + option.result["lose"] == 1
    assert advice.why.key in ("coach_why_keep_best", "coach_why_keep", "coach_why_only")


# ---------------------------------------------------------------------- the pick, the rows, the words


@pytest.mark.parametrize(("edition", "players"), SIZES, ids=SIZE_IDS)
def test_the_pick_is_the_deductive_agent_s(edition, players):
    for _game, observation in sampled_decisions(edition, players, seed=400 + players, count=3):
        advice = coach(observation)
        assert advice.pick == DeductiveAgent(model=None).decide(observation)
        scores = DeductiveAgent(model=None).scores(observation)
        assert [option.score for option in advice.options] == [scores[action] for action in observation.legal_actions()]
        assert advice.picked.action == advice.pick
        # Without a time limit the agent is deterministic: the same pick in both calls.
        usual = coach(observation, agent=DeductiveAgent(milliseconds=None))
        assert usual.pick == DeductiveAgent(milliseconds=None).decide(observation)
        assert [option.result for option in usual.options] == [option.result for option in advice.options]


def test_why_names_the_best_chance_to_knock_someone_out(position):
    # Unseen: a King, two Princes and the Princess (set aside), every other card discarded.
    rnd = position([[Card.GUARD, Card.HANDMAID], [Card.KING], [Card.PRINCE]], deck=[Card.PRINCE],
                   set_aside=Card.PRINCESS, dump=2)
    advice = coach(rnd.observation(0))
    assert advice.pick == Play(Card.GUARD, target=1, guess=Card.PRINCE)
    assert advice.picked.knock_out == Fraction(1, 2) == max(option.knock_out for option in advice.options)
    assert advice.why.key == "coach_why_knock_out"
    assert "50%" in str(advice.why) and "1/2" not in str(advice.why) and "Player 2" in str(advice.why)
    assert "50\u202f%" in advice.why.text("fr") and "50\u202f%" in advice.why.text("de")
    # The exact fraction on request, after the percentage.
    assert chance_text(Fraction(1, 2)) == "50% (1/2)" and "50% (1/2)" in advice.why.text("en", exact=True)
    assert "50\u202f% (1/2)" in advice.why.text("fr", exact=True)


def test_rows_group_the_guard_s_guesses_by_target_best_first():
    for game, observation in decisions(REVISED, 4, seed=5):
        if any(action.card is Card.GUARD and action.target is not None
               for action in observation.legal_actions() if isinstance(action, Play)):
            break
    advice = coach(observation)
    rows = advice.rows("en")
    assert sorted(map(repr, (row["action"] for row in rows))) == sorted(map(repr, observation.legal_actions()))
    assert sum(row["pick"] for row in rows) == 1
    values = REVISED.values
    guards = [row for row in rows if row["kind"] == "guard"]
    targets = [row["target"] for row in guards]
    assert targets == sorted(targets, key=targets.index), "one target's guesses are listed together"
    for target in set(targets):
        mine = [row for row in guards if row["target"] == target]
        keys = [(-row["knock_out"], values[row["action"].guess]) for row in mine]
        assert keys == sorted(keys)
        assert len(mine) == len(REVISED.guessable)
    assert all(row["text"] == advice.option(row["action"]).sentence("en") for row in rows)


def test_chances_are_written_as_percentages_then_fractions():
    assert chance_text(Fraction(3, 11)) == "27.3% (3/11)"
    assert chance_text(Fraction(1, 16)) == "6.3% (1/16)"  # half up, as taught
    assert chance_text(Fraction(0)) == "0% (0)" and chance_text(Fraction(1)) == "100% (1)"
    assert chance_text(Fraction(1, 2000)) == "0.1% (1/2000)"  # 0.05%, half up
    assert chance_text(Fraction(1, 3000)) == "< 0.1% (1/3000)"
    assert chance_text(Fraction(2999, 3000)) == "> 99.9% (2999/3000)"
    assert chance_text(Fraction(3, 11), "fr") == "27,3\u202f% (3/11)"


def test_chances_in_words_are_percentages_a_student_reads():
    from lovelet.deduction.coach_words import equally_likely, percent_text

    assert percent_text(Fraction(3, 11)) == "27%" and percent_text(Fraction(68, 237)) == "29%"
    assert percent_text(Fraction(1, 16)) == "6.3%" and percent_text(Fraction(15, 16)) == "93.8%"
    assert percent_text(Fraction(1, 2)) == "50%" and percent_text(Fraction(0)) == "0%"
    assert percent_text(Fraction(1, 3000)) == "< 0.1%" and percent_text(Fraction(2999, 3000)) == "> 99.9%"
    assert percent_text(Fraction(3, 11), "fr") == "27\u202f%" and percent_text(Fraction(1, 16), "de") == "6,3\u202f%"
    assert equally_likely({Card.GUARD: Fraction(1)}) == 1
    assert equally_likely({Card.GUARD: Fraction(1, 4), Card.KING: Fraction(1, 4),
                           Card.PRIEST: Fraction(1, 4), Card.BARON: Fraction(1, 4)}) == 4
    assert equally_likely({Card.GUARD: Fraction(99, 100), Card.KING: Fraction(1, 100)}) == 2


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_every_sentence_in_three_languages_with_names_escaped_in_html(language):
    names = [HOSTILE, "Ben", '"><script>alert(2)</script>', "Zoé"]
    said = set()
    for seed in range(6):
        game = Game(REVISED, names, seed=seed)
        rnd = game.round
        rng = random.Random(seed)
        while not rnd.is_over:
            observation = rnd.observation(rnd.current_player)
            advice = coach(observation)
            page = advice.to_html(language)
            assert "<img" not in page and "<script" not in page
            assert page.count("lovelet-coach-picked") == 1
            for option in advice.options:
                sentence = option.sentence(language)
                assert sentence and "{" not in sentence and "None" not in sentence
                said.add(option.said.key)
                if option.target is not None:
                    assert html.escape(names[option.target], quote=True) in page
            assert "{" not in advice.why.text(language)
            rnd.apply(RandomAgent().choose(observation, rng))
    assert len(said) >= 6
    summary = advice.summary(language)
    assert set(summary) == {"player", "title", "rows", "pick", "why", "why_exact", "notes"}


def test_the_english_french_and_german_sentences_differ(position):
    rnd = position([[Card.BARON, Card.PRIEST], [Card.GUARD], [Card.KING]])
    advice = coach(rnd.observation(0))
    for option in advice.options:
        english, french, german = (option.sentence(language) for language in ("en", "fr", "de"))
        assert len({english, french, german}) == 3
        assert str(option.said) == english


def test_advice_is_a_value():
    _game, observation = sampled_decisions(REVISED, 3, seed=9, count=1)[0]
    advice = coach(observation)
    assert advice == coach(observation) and hash(advice) == hash(coach(observation))
    assert isinstance(advice, Advice) and repr(advice).startswith("<Advice for")
    with pytest.raises(TypeError):
        advice.options[0].result["hit"] = 1
    with pytest.raises(AttributeError):
        advice.pick = None
    assert advice._repr_html_() == advice.to_html("en")


# ---------------------------------------------------------------------- bad inputs


def test_bad_inputs_are_refused_with_a_sentence(position, assert_error):
    rnd = position([[Card.GUARD, Card.PRIEST], [Card.BARON], [Card.KING]])
    error = assert_error(lambda: coach(rnd.observation(1)), "OUT_OF_TURN")
    assert "Player 1" in error.message and "Player 1" in error.sentence("fr")
    assert_error(lambda: coach(rnd), "BAD_OBSERVATION")
    assert_error(lambda: coach("Ann's cards"), "BAD_OBSERVATION")
    assert_error(lambda: coach(rnd.observation(0), model="heuristic"), "BAD_OPTION")
    assert_error(lambda: coach(rnd.observation(0), agent=RandomAgent()), "BAD_OPTION")
    advice = coach(rnd.observation(0))
    assert_error(lambda: advice.to_html("klingon"), "BAD_OPTION")
    assert_error(lambda: advice.rows("xx"), "BAD_OPTION")
    assert_error(lambda: advice.option(Play(Card.KING, target=1)), "BAD_ACTION")
    finished = Round.deal(CLASSIC, 2, seed=1)
    rng = random.Random(1)
    while not finished.is_over:
        finished.apply(RandomAgent().choose(finished.observation(finished.current_player), rng))
    assert_error(lambda: coach(finished.observation(0)), "ROUND_OVER")


# ---------------------------------------------------------------------- lesson 3's dilemma


def test_lesson_3_s_dilemma_gets_the_same_advice_whatever_the_hidden_cards():
    from lovelet.lessons.coaching import baron_or_handmaid, baron_risk_exercise

    names = ["Ann", "Ben", "Cleo"]
    for viewer in names:
        advice = coach(baron_or_handmaid(names, viewer=viewer, seed=0).observation(viewer))
        deals = set()
        for seed in range(1, 8):
            rnd = baron_or_handmaid(names, viewer=viewer, seed=seed)
            deals.add(tuple(rnd.hand(seat) for seat in range(3)))
            assert coach(rnd.observation(viewer)) == advice
        assert len(deals) > 1
        me = names.index(viewer)
        target = (me + 1) % 3
        baron = advice.option(Play(Card.BARON, target=target)).result
        assert (baron["win"], baron["tie"], baron["lose"]) == (Fraction(5, 11), Fraction(1, 11), Fraction(5, 11))
        exercise = baron_risk_exercise(rnd.observation(viewer), names[target], "Handmaid")
        assert exercise.solution() == baron["lose"]
        assert exercise.check("5/11") == "right" and exercise.check("45%") == "right"
        assert exercise.check("6/11") == "not_yet"
        assert len({exercise.question(language) for language in ("en", "fr", "de")}) == 3


def test_lesson_3_s_dilemma_refuses_what_it_cannot_stage(assert_error):
    from lovelet.lessons.coaching import baron_or_handmaid, baron_risk_exercise

    assert_error(lambda: baron_or_handmaid(["Ann", "Ben"]), "BAD_OPTION")
    assert_error(lambda: baron_or_handmaid(viewer="Zoé"), "UNKNOWN_PLAYER")
    assert_error(lambda: baron_or_handmaid(seed="472"), "BAD_OPTION")
    observation = baron_or_handmaid(seed=1).observation("Cleo")
    assert_error(lambda: baron_risk_exercise(observation, "Cleo", Card.HANDMAID), "BAD_OPTION")
    assert_error(lambda: baron_risk_exercise("Cleo", "Ann", Card.HANDMAID), "BAD_OBSERVATION")
