"""Lesson 4's package side (lovelet.lessons.probability and .simulation) and its notebook.

The exact answers are checked against brute force (every set of cards drawn, every
place of every unseen card), the simulations against the exact answers (a seeded
frequency within four standard errors), the exercises' answers against independent
counts, the figures for their palette, markers and translated labels, and the notebook
for its form: a teacher's note, learning goals, four to six exercises answered in the
exercise widget, each followed by its answer cells tagged ``answer``.
"""

import itertools
import math
import pathlib
import subprocess
import sys
from collections import Counter
from fractions import Fraction

import nbformat
import pytest

from lovelet import CLASSIC, REVISED, Card, IllegalAction, Round
from lovelet.deduction import belief
from lovelet.deduction.odds import best_guard_guess, copies_left_distribution, unseen_counts
from lovelet.text.i18n import card_name, formatted, text
from lovelet.lessons import probability as lesson
from lovelet.lessons import round_exercises, simulation
from lovelet.lab.match import play_round

NAMES = ["Ann", "Ben", "Cleo"]
NOTEBOOK = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "04-probability.ipynb"


def seats(seed):
    """(round, starter, you, third) of the lesson's deal for ``seed``."""
    rnd = Round.deal(REVISED, NAMES, seed=seed)
    starter = rnd.current_player
    return rnd, starter, (starter + 1) % 3, (starter + 2) % 3


def unseen_cards(observation):
    """The unseen cards as a list, one entry per copy."""
    return [card for card, count in unseen_counts(observation).items() for _ in range(count)]


def close(frequency, exact):
    """A seeded frequency within four standard errors of the exact chance (never by luck alone)."""
    p = float(exact)
    return abs(frequency.p - p) <= 4 * math.sqrt(p * (1 - p) / frequency.trials) + 1 / frequency.trials


# ---------------------------------------------------------------------- exact answers


@pytest.mark.parametrize("cards, copies, draws", [(5, 2, 2), (8, 3, 3), (10, 1, 4), (6, 0, 3), (7, 7, 1),
                                                  (9, 4, 0), (12, 5, 12)])
def test_at_least_one_counts_every_set_of_cards(cards, copies, draws):
    marked = [index < copies for index in range(cards)]
    sets = list(itertools.combinations(marked, draws))
    assert lesson.at_least_one(cards, copies, draws) == Fraction(sum(any(chosen) for chosen in sets), len(sets))


@pytest.mark.parametrize("arguments", [(5, 6, 1), (5, 2, 6), (-1, 0, 0), (5, True, 1), (5.0, 2, 1), ("5", 2, 1)])
def test_at_least_one_refuses_impossible_counts(arguments):
    with pytest.raises(IllegalAction) as refused:
        lesson.at_least_one(*arguments)
    assert refused.value.code == "BAD_OPTION"


@pytest.mark.parametrize("seed", [41, 3, 8])
def test_next_draws_count_every_set_of_unseen_cards(seed):
    rnd, starter, you, _ = seats(seed)
    observation = rnd.observation(you)
    cards = unseen_cards(observation)
    for card in (Card.GUARD, Card.PRINCE, Card.PRINCESS):
        for draws in (1, 2, 3):
            sets = list(itertools.combinations(cards, draws))
            expected = Fraction(sum(card in chosen for chosen in sets), len(sets))
            assert lesson.next_draws_include(observation, card, draws) == expected
        whole = lesson.next_draws_include(observation, card, observation.deck_size)
        assert whole == 1 - copies_left_distribution(observation, card)[0]
    with pytest.raises(IllegalAction):
        lesson.next_draws_include(observation, Card.GUARD, observation.deck_size + 1)
    with pytest.raises(IllegalAction):
        lesson.next_draws_include(observation, Card.GUARD, 0)


@pytest.mark.parametrize("seed", [41, 3])
def test_one_hidden_place_holds_a_card_as_often_as_counting_says(seed):
    rnd, starter, you, _ = seats(seed)
    observation = rnd.observation(you)
    cards = unseen_cards(observation)
    for card in REVISED.cards:
        assert lesson.chance_unseen_card_is(observation, card) == Fraction(cards.count(card), len(cards))
    # Counting agrees with the exact belief at the deal, for the set-aside card.
    assert {card: lesson.chance_unseen_card_is(observation, card) for card in REVISED.cards} == \
        {card: belief(observation).as_fractions().set_aside.get(card, 0) for card in REVISED.cards}


@pytest.mark.parametrize("edition", [REVISED, CLASSIC])
def test_the_longest_round_is_the_deck_and_no_round_is_longer(edition):
    for players in range(edition.min_players, edition.max_players + 1):
        rnd = Round.deal(edition, players, seed=players)
        face_up = 3 if players == 2 else 0
        most = len(edition.deck) - 1 - face_up - players  # the deck before the first draw
        assert lesson.longest_round(rnd.observation(0)) == most
        for seed in range(30):
            played = play_round(Round.deal(edition, players, seed=seed), None, seed=seed)
            assert played.turn <= most
    later = simulation.play_until(Round.deal(REVISED, NAMES, seed=5), "random", 5, lambda rnd: rnd.turn >= 4)
    assert lesson.longest_round(later.observation(0)) <= lesson.longest_round(
        Round.deal(REVISED, NAMES, seed=5).observation(0))


# ---------------------------------------------------------------------- simulations


def test_deals_like_keeps_the_deals_the_viewer_cannot_tell_apart():
    rnd, starter, you, _ = seats(41)
    observation = rnd.observation(you)
    kept = list(simulation.deals_like(observation, 2000, 7))
    assert kept and len(kept) < 2000
    for deal in kept:
        assert deal.current_player == starter and Counter(deal.hand(you)) == Counter(observation.hand)
    again = list(simulation.deals_like(observation, 2000, 7))
    assert [deal.deck for deal in again] == [deal.deck for deal in kept]  # the same seed, the same deals
    other = list(simulation.deals_like(observation, 2000, 8))
    assert [deal.deck for deal in other] != [deal.deck for deal in kept]
    # About as many kept as the chance of being dealt that hand says.
    assert close(simulation.Frequency(len(kept), 2000), Fraction(REVISED.copies[observation.hand[0]], 21))


def test_deals_like_refuses_what_is_not_a_deal():
    rnd, starter, you, _ = seats(41)
    later = simulation.play_until(rnd.clone(), "heuristic", 1, lambda round_now: round_now.turn >= 2)
    with pytest.raises(IllegalAction) as refused:
        next(simulation.deals_like(later.observation(you), 10, 1))
    assert refused.value.code == "BAD_OPTION"
    with pytest.raises(IllegalAction) as refused:
        next(simulation.deals_like(rnd, 10, 1))
    assert refused.value.code == "BAD_OBSERVATION"


@pytest.mark.parametrize("seed", [41, 12])
def test_the_simulations_agree_with_the_exact_answers(seed):
    rnd, starter, you, third = seats(seed)
    mine, first = rnd.observation(you), rnd.observation(starter)
    simulated = simulation.draws_frequencies(mine, Card.GUARD, 6000, seed)
    assert set(simulated) == set(range(1, mine.deck_size + 1))
    for draws, found in simulated.items():
        assert close(found, lesson.next_draws_include(mine, Card.GUARD, draws)), draws
    guess, hit = best_guard_guess(first, you)
    hits = simulation.frequency(lambda deal: deal.hand(you)[0] is guess, simulation.deals_like(first, 20_000, seed))
    assert close(hits, hit)
    aside = simulation.frequency(lambda deal: deal.set_aside is Card.SPY, simulation.deals(REVISED, NAMES, 4000, seed))
    assert aside.trials == 4000 and close(aside, Fraction(2, 21))


def test_a_frequency_has_its_wilson_interval():
    found = simulation.Frequency(30, 100)
    assert found.low < 0.3 < found.high and found.agrees_with(Fraction(3, 10))
    assert not found.agrees_with(Fraction(1, 2))
    assert "30/100" in repr(found)
    assert not simulation.Frequency(0, 0).agrees_with(0)
    assert simulation.frequency(bool, [1, 0, 1, 1]) == (3, 4)


def _deal(rnd):
    """The deal of a finished round, as its log tells it: every event before the first play."""
    return [repr(event) for event in itertools.takewhile(lambda event: event.kind != "play", rnd.events)]


def test_played_rounds_are_seeded_and_end():
    rounds = simulation.play_rounds(3, "random", 40, 2)
    assert all(rnd.is_over for rnd in rounds) and len(rounds) == 40
    assert [rnd.actions for rnd in simulation.play_rounds(3, "random", 40, 2)] == [rnd.actions for rnd in rounds]
    heuristic = simulation.play_rounds(3, "heuristic", 40, 2)
    assert [rnd.actions for rnd in heuristic] != [rnd.actions for rnd in rounds]
    # The same deals for every kind of bot: the card set aside, the hands dealt, the first draw.
    assert [_deal(rnd) for rnd in heuristic] == [_deal(rnd) for rnd in rounds]
    lengths = simulation.round_lengths(rounds)
    assert sum(lengths.values()) == 40 and list(lengths) == sorted(lengths)
    share = simulation.spy_bonus_share(rounds)
    assert share.trials == 40 and share.hits == sum(rnd.result.get("spy_bonus") is not None for rnd in rounds)
    with pytest.raises(IllegalAction):
        simulation.play_rounds(3, "clever", 2, 1)


# ---------------------------------------------------------------------- exercises


@pytest.mark.parametrize("seed", [41, 3, 77])
def test_the_exercises_answers_are_the_counts(seed):
    rnd, starter, you, third = seats(seed)
    mine, first = rnd.observation(you), rnd.observation(starter)
    cards = unseen_cards(mine)
    assert lesson.top_card_exercise(mine, Card.GUARD).solution() == Fraction(cards.count(Card.GUARD), len(cards))
    sets = list(itertools.combinations(cards, 3))
    assert lesson.next_draws_exercise(mine, Card.PRINCE, 3).solution() == \
        Fraction(sum(Card.PRINCE in chosen for chosen in sets), len(sets))
    best = max(REVISED.guessable, key=cards.count)
    assert lesson.best_guess_exercise(mine, third).solution() == Fraction(cards.count(best), len(cards))
    mine_value = REVISED.value(mine.hand[0])
    assert lesson.baron_exercise(mine, third).solution() == \
        Fraction(sum(REVISED.value(card) < mine_value for card in cards), len(cards))
    seen_by_first = unseen_cards(first)
    keep = max(first.hand, key=REVISED.value)
    assert lesson.baron_exercise(first, you).solution() == \
        Fraction(sum(REVISED.value(card) < REVISED.value(keep) for card in seen_by_first), len(seen_by_first))
    assert round_exercises.card_in_hand_exercise(mine, starter, Card.GUARD).solution() == \
        1 - Fraction(math.comb(len(cards) - cards.count(Card.GUARD), 2), math.comb(len(cards), 2))


def test_the_exercises_before_the_deal():
    pairs = list(itertools.combinations(REVISED.deck, 2))
    assert lesson.spy_start_exercise().solution() == \
        Fraction(sum(Card.SPY in pair for pair in pairs), len(pairs)) == Fraction(13, 70)
    for players in range(2, 7):
        assert lesson.longest_round_exercise(players).solution() == 21 - 1 - players - (3 if players == 2 else 0)
        assert round_exercises.deck_size_exercise(players).solution() == \
            Round.deal(REVISED, players, seed=players).deck_size
    assert round_exercises.deck_size_exercise(4, CLASSIC).solution() == 16 - 1 - 4 - 1
    with pytest.raises(IllegalAction):
        lesson.longest_round_exercise(7)
    with pytest.raises(IllegalAction):
        lesson.spy_start_exercise(CLASSIC)  # no Spy in the classic edition


def test_the_exercises_speak_three_languages_and_check_their_answers():
    rnd, starter, you, third = seats(41)
    mine = rnd.observation(you)
    for exercise in (lesson.top_card_exercise(mine), lesson.next_draws_exercise(mine, Card.PRINCE, 3),
                     lesson.best_guess_exercise(mine, third), lesson.baron_exercise(mine, third),
                     lesson.spy_start_exercise(), lesson.longest_round_exercise(5)):
        questions = [exercise.question(language) for language in ("en", "fr", "de")]
        hints = [exercise.hint(language) for language in ("en", "fr", "de")]
        assert len(set(questions)) == 3 and len(set(hints)) == 3
        answer = exercise.solution()
        assert exercise.check(f"{answer.numerator}/{answer.denominator}") == "right"
        assert exercise.check(str(answer.numerator + 1) if exercise.kind == "number" else "0.999") != "right"
    question = lesson.best_guess_exercise(mine, third).question("fr")
    assert NAMES[you] in question and NAMES[third] in question
    assert card_name(mine.hand[0], "de") in lesson.top_card_exercise(mine).question("de")


def test_the_exercises_refuse_situations_they_do_not_fit():
    rnd, starter, you, third = seats(41)
    mine, first = rnd.observation(you), rnd.observation(starter)
    with pytest.raises(IllegalAction):
        lesson.best_guess_exercise(mine, starter)  # the starter holds two cards
    with pytest.raises(IllegalAction):
        lesson.baron_exercise(mine, you)  # not an opponent
    with pytest.raises(IllegalAction):
        lesson.baron_exercise(first, you, keep=Card.PRINCESS if Card.PRINCESS not in first.hand else Card.SPY)
    later = simulation.play_until(rnd.clone(), "random", 1, lambda round_now: round_now.turn >= 2)
    with pytest.raises(IllegalAction):
        lesson.top_card_exercise(later.observation(you))


# ---------------------------------------------------------------------- figures


@pytest.fixture
def pyplot():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    yield plt
    plt.close("all")


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_draws_figure(pyplot, language):
    from lovelet.display.palette import color_of, marker_of

    rnd, starter, you, _ = seats(41)
    mine = rnd.observation(you)
    simulated = simulation.draws_frequencies(mine, Card.GUARD, 500, 1)
    ax = simulation.plot_next_draws(mine, Card.GUARD, simulated, language=language)
    # Titles and legends may be broken over lines to fit the projector's figure.
    assert ax.get_title().replace("\n", " ") == formatted(text("lesson_draws_title", language), language,
                                                          card=card_name(Card.GUARD, language))
    assert ax.get_xlabel() == text("lesson_draws_count", language)
    line = ax.get_lines()[0]
    assert line.get_color().lower() == color_of(Card.GUARD).lower() and line.get_marker() == marker_of(Card.GUARD)
    assert list(line.get_ydata()) == [float(lesson.next_draws_include(mine, Card.GUARD, k))
                                      for k in range(1, mine.deck_size + 1)]
    labels = [entry.get_text().replace("\n", " ") for entry in ax.get_legend().get_texts()]
    assert labels == [text("lesson_exact", language), text("lesson_simulated", language)]


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_round_lengths_figure(pyplot, language):
    rounds = {kind: simulation.play_rounds(3, kind, 30, 1) for kind in ("random", "heuristic")}
    _, ax = pyplot.subplots()
    assert simulation.plot_round_lengths(rounds, ax=ax, language=language) is ax
    assert ax.get_xlabel() == text("lesson_turns_count", language)
    labels = [entry.get_text().replace("\n", " ") for entry in ax.get_legend().get_texts()]
    assert text("lesson_bots_random", language) in labels and text("lesson_bots_heuristic", language) in labels
    assert formatted(text("lesson_turns_most", language), language, turns=17) in labels
    hatches = {patch.get_hatch() for patch in ax.patches}
    assert len(hatches) == 2 and None not in hatches  # each kind told apart without colour
    heights = [patch.get_height() for patch in ax.patches]
    assert math.isclose(sum(heights), 2.0)  # each kind's shares add up to one
    with pytest.raises(IllegalAction):
        simulation.plot_round_lengths({"clever": rounds["random"]})


def test_the_lesson_module_stays_light():
    code = ("import sys, lovelet.lessons.probability, lovelet.lessons.simulation, "
            "lovelet.lessons.round_exercises; "
            "print(sorted(m for m in ('matplotlib', 'ipywidgets', 'numpy') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# ---------------------------------------------------------------------- the notebook


def test_the_lesson_has_a_teachers_note_goals_and_four_to_six_exercises():
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    cells = notebook.cells
    assert cells[0].source.startswith("# Lesson 4")
    assert "teacher" in cells[1].metadata.get("tags", []) and "Teacher's note" in cells[1].source
    for word in ("Timing", "Prerequisites", "stumble"):
        assert word in cells[1].source
    assert "Learning goals" in cells[2].source
    boxes = [index for index, cell in enumerate(cells)
             if cell.cell_type == "code" and "ExerciseView(" in cell.source]
    assert 4 <= len(boxes) <= 6
    for index in boxes:  # the worked answer follows its box, tagged, and types no answer in
        answers = list(itertools.takewhile(lambda cell: "answer" in cell.metadata.get("tags", []),
                                           cells[index + 1:]))
        assert answers and any(cell.cell_type == "code" for cell in answers)
        assert "answer" not in cells[index].metadata.get("tags", [])
