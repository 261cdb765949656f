"""Lesson 7 (lovelet.lessons.class_games and notebooks/07-class-games.ipynb): a class's
saves read, every Guard rated against the guesser's exact belief and the truth, the hit
rates against their promise, the example folder reproducible, and the notebook's form."""

import ast
import json
import math
import pathlib
import shutil
from fractions import Fraction

import matplotlib
import nbformat
import pytest

from lovelet import Card, IllegalAction, Play
from lovelet.deduction import belief
from lovelet.deduction.hindsight import decisions
from lovelet.lessons import class_games as lesson
from lovelet.text.i18n import text

matplotlib.use("Agg")

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[2] / "notebooks"
EXAMPLES = NOTEBOOKS / "data" / "class-games"
LESSON = "07-class-games.ipynb"


@pytest.fixture(scope="module")
def example():
    games = lesson.load_class_games(EXAMPLES)
    return games, lesson.guard_guesses(games)


def test_the_example_folder_is_what_its_seed_writes(tmp_path):
    written = lesson.write_example_games(tmp_path)
    assert sorted(path.name for path in written) == sorted(path.name for path in EXAMPLES.glob("*.json"))
    for path in written:
        assert json.loads(path.read_text()) == json.loads((EXAMPLES / path.name).read_text())


def test_the_example_class_is_the_example_folder():
    loaded = lesson.load_class_games(EXAMPLES)
    made = lesson.example_class_games()
    assert [name for name, _ in made.games] == [name for name, _ in loaded.games]
    assert dict(made.games) == dict(loaded.games) and made.skipped == ()


def test_every_save_is_read_and_a_file_that_is_not_one_is_left_out_with_its_reason(tmp_path):
    for path in EXAMPLES.glob("*.json"):
        shutil.copy(path, tmp_path / path.name)
    (tmp_path / "notes.json").write_text("{not a save")
    (tmp_path / "readme.txt").write_text("not read: not a .json")
    games = lesson.load_class_games(tmp_path)
    assert [name for name, _ in games.games] == sorted(path.name for path in EXAMPLES.glob("*.json"))
    [(name, refusal)] = games.skipped
    assert name == "notes.json" and refusal.code == "BAD_SAVE" and refusal.sentence("de")


@pytest.mark.parametrize("folder", ["/no/such/folder", 3, None])
def test_a_folder_that_is_not_one_is_refused(folder):
    with pytest.raises(IllegalAction) as caught:
        lesson.load_class_games(folder)
    assert caught.value.code == "BAD_PATH" and caught.value.sentence("fr") != caught.value.sentence("en")


def test_every_guard_that_named_a_card_is_rated_exactly(example):
    games, guesses = example
    expected = []
    for name, game in games.games:
        for index in range(len(game.rounds)):
            for step in decisions(game, index):
                action = step.action
                if isinstance(action, Play) and action.card is Card.GUARD and action.guess is not None:
                    expected.append((name, index + 1, step, action))
    assert len(guesses) == len(expected) > 50
    for guess, (name, number, step, action) in zip(guesses, expected):
        odds = belief(step.observation).as_fractions().hand(action.target)
        assert (guess.game, guess.round, guess.turn, guess.guess) == (name, number, step.turn, action.guess)
        assert guess.chance == odds[action.guess] and isinstance(guess.chance, Fraction)
        assert guess.best_chance == max(p for card, p in odds.items() if card is not Card.GUARD)
        assert odds[guess.best] == guess.best_chance and guess.best is not Card.GUARD
        assert guess.hit == (step.hands[action.target][0] is action.guess) == (guess.held is guess.guess)
        assert guess.named_best == (guess.chance == guess.best_chance)
        # A belief that names a card impossible never sees it hit.
        if guess.chance == 0:
            assert not guess.hit


def test_the_hit_rates_are_counted_and_their_promise_summed(example):
    _, guesses = example
    rates = lesson.hit_rates(guesses)
    assert rates.guesses == len(guesses) and rates.hits == sum(guess.hit for guess in guesses)
    assert rates.observed.p == rates.hits / rates.guesses
    assert rates.observed.low <= rates.observed.p <= rates.observed.high
    assert rates.expected == sum(guess.chance for guess in guesses) / len(guesses)
    assert rates.best_expected == sum(guess.best_chance for guess in guesses) / len(guesses)
    assert rates.best_expected >= rates.expected
    half = 1.959963984540054 * math.sqrt(sum(float(g.chance * (1 - g.chance)) for g in guesses)) / len(guesses)
    assert rates.expected_low == pytest.approx(float(rates.expected) - half)
    assert rates.expected_high == pytest.approx(float(rates.expected) + half)
    assert rates.best_named == sum(guess.named_best for guess in guesses)
    assert rates.best_hits == sum(guess.hit for guess in guesses if guess.named_best)
    assert rates.as_promised == (rates.expected_low <= rates.observed.p <= rates.expected_high)


def test_a_promise_that_is_not_kept_is_said_so():
    # Ten sure bets that all missed: nothing a right belief could give.
    sure = lesson.GuardGuess("t.json", 1, 2, "Ann", "Ben", Card.KING, Fraction(1), Card.KING, Fraction(1),
                             False, Card.SPY)
    rates = lesson.hit_rates([sure] * 10)
    assert rates.hits == 0 and rates.expected == 1 and not rates.as_promised


@pytest.mark.parametrize("bad", [[], None, "guesses", [1, 2]])
def test_hit_rates_of_nothing_are_refused(bad):
    with pytest.raises(IllegalAction) as caught:
        lesson.hit_rates(bad)
    assert caught.value.code == "BAD_OPTION"


def test_the_rows_and_the_plot_speak_the_language(example):
    _, guesses = example
    for language in ("en", "fr", "de"):
        rows = lesson.guesses_rows(guesses, language)
        assert len(rows) == len(guesses)
        assert text("class_games_column_best", language) in rows[0]
        ax = lesson.plot_hit_rates(lesson.hit_rates(guesses), language=language)
        assert ax.get_xlabel() == text("class_games_share", language)
        assert [label.get_text() for label in ax.get_yticklabels()] == [
            text(f"class_games_bar_{key}", language) for key in ("hits", "promised", "best")]
        matplotlib.pyplot.close(ax.figure)
    with pytest.raises(IllegalAction):
        lesson.plot_hit_rates("rates")


def test_the_exercise_asks_for_the_sum_of_the_best_chances(example):
    _, guesses = example
    exercise = lesson.expected_hits_exercise(guesses)
    answer = sum(guess.best_chance for guess in guesses)
    assert exercise.solution() == answer and exercise.kind == "number"
    assert exercise.check(f"{float(answer):.2f}") == "right"
    assert exercise.check(f"{float(answer) + 1:.2f}") == "not_yet"
    assert str(len(guesses)) in exercise.question("fr")
    assert len({exercise.question(language) for language in ("en", "fr", "de")}) == 3


def _notebook():
    return nbformat.read(NOTEBOOKS / LESSON, as_version=4)


def test_the_notebook_has_the_lessons_form():
    notebook = _notebook()
    tags = [cell.metadata.get("tags", []) for cell in notebook.cells]
    first_code = next(i for i, cell in enumerate(notebook.cells) if cell.cell_type == "code")
    assert "parameters" in tags[first_code]
    assigned = {target.id for statement in ast.parse(notebook.cells[first_code].source).body
                for target in statement.targets}
    assert assigned == {"FOLDER", "LANGUAGE", "TEACHER"}
    assert any("teacher" in tag for tag in tags) and any("answer" in tag for tag in tags)
    assert any("ExerciseView" in cell.source for cell in notebook.cells if cell.cell_type == "code")
    # Each answer cell follows its exercise, and a student's copy (without them) still runs.
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    for cell in code:
        for output in cell.get("outputs", []):
            assert output.output_type != "error"


def test_the_notebook_runs_without_its_folder_from_the_example_class(tmp_path):
    from test_lessons import check_ran_cleanly, run_lesson, text_of

    notebook = run_lesson(LESSON, FOLDER=str(tmp_path / "nowhere"), LANGUAGE="de", TEACHER=True)
    check_ran_cleanly(notebook)
    assert "example class's games" in text_of(notebook) and "beste Karte" in text_of(notebook)


def test_the_notebook_runs_in_french_with_a_copy_of_the_folder(tmp_path):
    from test_lessons import check_ran_cleanly, run_lesson

    for path in EXAMPLES.glob("*.json"):
        shutil.copy(path, tmp_path / path.name)
    notebook = run_lesson(LESSON, FOLDER=str(tmp_path), LANGUAGE="fr", TEACHER=False)
    check_ran_cleanly(notebook)
    shown = "\n".join(output.get("data", {}).get("text/plain", "") for cell in notebook.cells
                      for output in cell.get("outputs", []))
    assert "meilleure carte" in shown
