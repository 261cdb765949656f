"""The exercise widget: reading and judging answers, the controller, the view.

Answers are read exactly (fractions, decimals with a point or a comma, percentages)
and judged against the exact answer: a decimal is right when it is the answer rounded
or cut to the digits written, with two significant figures at least.  The controller
judges in the kernel and no trait (so nothing the browser receives) ever holds the
expected answer: the attacker's test reads every trait of the controller and the state
of every widget of the view, before and after wrong answers, for every exercise of the
lessons.  Text that is not an answer is refused with a sentence in the widget's language
and changes nothing else; what a student types is escaped wherever it is drawn.
"""

import random
import re
from fractions import Fraction

import pytest

from lovelet import REVISED, Card, IllegalAction, Round
from lovelet.text.i18n import text
from lovelet.lessons import probability, round_exercises
from lovelet.lessons.exercises import Exercise, judge, read_answer, with_indefinite_article
from lovelet.widgets import ExerciseController

HOSTILE = "<img src=x onerror=alert(1)>"
LANGUAGES = ("en", "fr", "de")


# ---------------------------------------------------------------------- helpers


def traits(controller):
    return {name: getattr(controller, name) for name in controller.trait_names()}


def writings(value):
    """Ways a student (or a leak) could write the probability ``value``."""
    value = Fraction(value)
    forms = {f"{value.numerator}/{value.denominator}", str(value)}
    number = float(value)
    for digits in (2, 3, 4, 6):
        forms.add(f"{number:.{digits}f}")
        forms.add(f"{number:.{digits}f}".replace(".", ","))
        forms.add(f"{100 * number:.{max(digits - 2, 0)}f}%")
    forms.add(repr(number))
    return {form for form in forms if form not in ("0.00", "0,00", "0%", "1.00", "1,00", "100%")}


def lesson_exercises():
    """Every exercise the lessons make, from a few deals."""
    made = []
    for seed in (41, 3, 17):
        rnd = Round.deal(REVISED, ["Ann", "Ben", "Cleo"], seed=seed)
        starter = rnd.current_player
        you, third = (starter + 1) % 3, (starter + 2) % 3
        mine, first = rnd.observation(you), rnd.observation(starter)
        made += [probability.top_card_exercise(mine), probability.next_draws_exercise(mine, Card.PRINCE, 3),
                 probability.best_guess_exercise(mine, third), probability.baron_exercise(mine, third),
                 probability.best_guess_exercise(first, you), probability.baron_exercise(first, you),
                 round_exercises.unseen_copies_exercise(first),
                 round_exercises.card_in_hand_exercise(mine, starter)]
    made += [probability.spy_start_exercise(), probability.longest_round_exercise(5),
             round_exercises.deck_size_exercise(4)]
    return made


def simple_exercise(answer=Fraction(3, 11), kind="probability", key="simple"):
    return Exercise(key, {language: f"Question {language}?" for language in LANGUAGES},
                    {language: f"Hint {language}." for language in LANGUAGES}, kind, answer)


# ---------------------------------------------------------------------- reading answers


@pytest.mark.parametrize("typed, value, decimals", [
    ("3/11", Fraction(3, 11), None),
    (" 6 / 22 ", Fraction(3, 11), None),
    ("0.27", Fraction(27, 100), 2),
    ("0,27", Fraction(27, 100), 2),
    (".27", Fraction(27, 100), 2),
    ("27%", Fraction(27, 100), 2),
    ("27 %", Fraction(27, 100), 2),
    ("27\u202f%", Fraction(27, 100), 2),
    ("27,3 %", Fraction(273, 1000), 3),
    ("1", Fraction(1), None),
    ("0", Fraction(0), None),
    ("1.0", Fraction(1), 1),
    ("-0.5", Fraction(-1, 2), 1),
])
def test_answers_are_read_exactly(typed, value, decimals):
    reading = read_answer(typed)
    assert reading.value == value and reading.decimals == decimals


@pytest.mark.parametrize("typed", ["", "   ", "abc", "1e3", "3/11/2", "0.5/2", "3//11", "%", "1,2,3",
                                   HOSTILE, "9" * 60])
@pytest.mark.parametrize("language", LANGUAGES)
def test_text_that_is_not_an_answer_is_refused_in_the_language(typed, language):
    with pytest.raises(IllegalAction) as refused:
        read_answer(typed, "probability", language)
    assert refused.value.code == "BAD_OPTION"
    message = refused.value.sentence(language)
    if not typed.strip():
        assert message == text("exercise_empty", language)
    else:
        assert message.startswith(text("exercise_unreadable", language).split("{")[0])
    if typed.strip() and len(typed) <= 40:
        assert typed.strip() in message  # the sentence says what was typed (a view escapes it)


def test_a_zero_denominator_and_a_percentage_for_a_number_are_refused():
    with pytest.raises(IllegalAction) as refused:
        read_answer("3/0")
    assert refused.value.message == text("exercise_zero_denominator", "en")
    with pytest.raises(IllegalAction) as refused:
        read_answer("12%", "number", "de")
    assert refused.value.sentence("de") == text("exercise_not_a_percentage", "de")
    with pytest.raises(IllegalAction):
        read_answer("1/2", "a colour")


# ---------------------------------------------------------------------- judging


@pytest.mark.parametrize("typed, verdict", [
    ("3/11", "right"), ("6/22", "right"), ("0.27", "right"), ("27%", "right"), ("0.273", "right"),
    ("27.3%", "right"), ("0.272", "right"),  # cut rather than rounded: still right
    ("0.2727", "right"), ("0.28", "not_yet"), ("2/11", "not_yet"), ("0.3", "too_vague"),
    ("0.2", "too_vague"), ("1.2", "not_a_probability"), ("120%", "not_a_probability"),
    ("-0.27", "not_a_probability"),
])
def test_judging_three_elevenths(typed, verdict):
    assert judge(read_answer(typed), Fraction(3, 11)) == verdict


def test_judging_small_chances_asks_for_two_significant_figures():
    expected = Fraction(1, 190)  # 0.00526...
    assert [judge(read_answer(typed), expected) for typed in ("0.53%", "0.0053", "0.5%", "1%", "0")] == \
        ["right", "right", "too_vague", "too_vague", "not_yet"]


def test_judging_numbers():
    assert judge(read_answer("17", "number"), 17, "number") == "right"
    assert judge(read_answer("17.0", "number"), 17, "number") == "right"
    assert judge(read_answer("16", "number"), 17, "number") == "not_yet"
    assert judge(read_answer("34/2", "number"), 17, "number") == "right"


def test_judging_random_chances():
    """For random chances: the fraction and its two-figure decimal and percentage are right,
    a figure too few is never right, and two units off in the last figure is not yet."""
    rng = random.Random(8)
    for _ in range(500):
        denominator = rng.randrange(2, 400)
        value = Fraction(rng.randrange(1, denominator), denominator)  # strictly between 0 and 1
        assert judge(read_answer(f"{value.numerator}/{value.denominator}"), value) == "right"
        place = 1  # value's first significant figure is at 10 ** -place
        while Fraction(1, 10 ** place) > value:
            place += 1
        decimals = place + 1  # two significant figures
        rounded = round(value, decimals)
        assert judge(read_answer(f"{float(rounded):.{decimals}f}"), value) == "right"
        assert judge(read_answer(f"{100 * float(rounded):.{decimals - 2}f}%"), value) == "right"
        vague = round(value, decimals - 1)
        if vague != value and 0 < vague <= 1:
            assert judge(read_answer(f"{float(vague):.{decimals - 1}f}"), value) != "right"
        off = rounded + Fraction(2, 10 ** decimals)
        if off <= 1:
            assert judge(read_answer(f"{float(off):.{decimals}f}"), value) == "not_yet"


def test_an_exercise_checks_and_refuses_what_it_should():
    exercise = simple_exercise()
    assert exercise.check("3/11") == "right" and exercise.check("0,5") == "not_yet"
    assert exercise.solution() == Fraction(3, 11)
    assert "3/11" not in repr(exercise) and "0.27" not in repr(exercise)
    with pytest.raises(IllegalAction):
        Exercise("bad", {"en": "Only English?"}, {"en": "Hint."})
    with pytest.raises(IllegalAction):
        simple_exercise(kind="colour")
    assert with_indefinite_article(Card.PRINCESS, "fr") == "une Princesse"
    assert with_indefinite_article("Priest", "de") == "ein Priester"
    assert with_indefinite_article(Card.GUARD, "de") == "eine Wächterin"


# ---------------------------------------------------------------------- the controller


def test_the_controller_says_not_yet_with_the_hint_then_right():
    exercise = simple_exercise()
    controller = ExerciseController(exercise, language="en", number=3)
    assert controller.title == "Exercise 3" and controller.question == "Question en?"
    assert controller.verdict == "" and controller.hint == "" and controller.attempts == 0
    assert controller.check("0.3") == "not_yet"
    assert controller.reason == "too_vague" and text("exercise_too_vague", "en") in controller.verdict_text
    assert controller.hint.endswith("Hint en.") and controller.attempts == 1 and not controller.solved
    controller.response = "27%"
    assert controller.check() == "right"
    assert controller.verdict_text == text("exercise_right", "en") and controller.hint == ""
    assert controller.solved and controller.attempts == 2
    controller.check("1/2")
    assert controller.verdict == "not_yet" and controller.solved  # solved once stays solved
    controller.reset()
    assert (controller.verdict, controller.attempts, controller.solved, controller.response) == ("", 0, False, "")


@pytest.mark.parametrize("typed", ["", "abc", "3/0", HOSTILE])
def test_text_that_is_not_an_answer_changes_nothing_else(typed):
    controller = ExerciseController(simple_exercise(), language="fr")
    controller.check("1/2")
    before = traits(controller)
    assert controller.check(typed) == ""
    after = traits(controller)
    # The verdict about "1/2" goes with it: it is not about the new text.
    assert {name for name in before if before[name] != after[name]} <= {
        "error", "error_code", "response", "verdict", "verdict_text", "hint", "reason"}
    assert controller.verdict == "" and controller.attempts == before["attempts"]
    assert controller.error_code == "BAD_OPTION" and controller.error
    assert controller.check("3/11") == "right" and controller.error == "" and controller.error_code == ""


def test_the_language_changes_every_text_and_an_unknown_one_is_refused():
    controller = ExerciseController(simple_exercise(), language="en", number=1)
    controller.check("abc")
    controller.check("0.5")
    controller.language = "de"
    assert controller.title == "Aufgabe 1" and controller.question == "Question de?"
    assert controller.verdict_text.startswith(text("exercise_not_yet", "de"))
    assert controller.hint.endswith("Hint de.") and controller.placeholder == text("exercise_placeholder", "de")
    controller.language = "en"
    controller.check("abc")
    english = traits(controller)
    controller.language = "de"
    assert controller.error != english["error"] and "abc" in controller.error
    before = traits(controller)
    controller.language = "klingon"
    after = traits(controller)
    assert {name for name in before if before[name] != after[name]} <= {"error", "error_code"}
    assert controller.language == "de" and controller.error_code == "BAD_OPTION"
    controller.language = "fr"  # an accepted language forgets the refused one
    assert controller.error == "" and controller.language == "fr"


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_typing_a_new_answer_clears_the_old_verdict(language):
    """Never "Right!" beside a new text it was not about, nor beside its warning."""
    controller = ExerciseController(simple_exercise(), language=language)
    assert controller.check("3/11") == "right" and controller.verdict_text
    controller.response = "3/1"  # typing on: the old verdict goes at once
    assert (controller.verdict, controller.verdict_text, controller.hint, controller.error) == ("", "", "", "")
    controller.response = "3/11"  # back to the text that was judged: still no verdict until Check
    assert controller.check("abc") == "" and controller.error and controller.verdict_text == ""
    controller.response = "0.5"  # the warning was about "abc"
    assert controller.error == "" and controller.verdict == ""
    assert controller.check() == "not_yet" and controller.hint
    controller.response = "0.27"
    assert controller.hint == "" and controller.verdict == "" and controller.solved
    assert controller.attempts == 2


def test_the_view_clears_the_verdict_when_the_student_types():
    from lovelet.widgets import ExerciseView

    view = ExerciseView(simple_exercise(), language="fr")
    view.answer.value = "3/11"
    view.check_button.click()
    assert text("exercise_right", "fr") in view.verdict.value
    view.answer.value = "abc"
    assert view.verdict.value == "" and view.error.value == ""
    view.check_button.click()
    assert view.verdict.value == "" and view.error.value and text("exercise_right", "fr") not in view.error.value
    view.close()


def test_a_controller_refuses_what_is_not_an_exercise():
    with pytest.raises(IllegalAction):
        ExerciseController("What is 3/11?")
    with pytest.raises(IllegalAction):
        ExerciseController(simple_exercise(), number=0)


def _leaks(values, answer):
    """The ways of writing ``answer`` found in the texts of ``values``."""
    found = set()

    def walk(value):
        if isinstance(value, str):
            for form in writings(answer):
                if re.search(rf"(?<![\d.,/]){re.escape(form)}(?![\d/])", value):
                    found.add(form)
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, (Fraction, float)) and value == answer:
            found.add(repr(value))

    walk(values)
    return found


@pytest.mark.parametrize("exercise", lesson_exercises(), ids=lambda exercise: exercise.key)
def test_no_trait_ever_holds_the_answer(exercise):
    """The attacker's test: every trait, before any answer and after wrong ones, in every
    language; the question itself may hold numbers, so only traits that are not the
    question's are searched for the answer (and the question is checked not to hold it)."""
    answer = exercise.solution()
    if exercise.kind == "probability":  # a number may meet another number of the question
        for language in LANGUAGES:
            assert not _leaks([exercise.question(language), exercise.hint(language)], answer), \
                (exercise.key, language)
    controller = ExerciseController(exercise, number=2)
    wrong = "1/1000" if answer != Fraction(1, 1000) else "1/999"

    def searched():
        return {name: value for name, value in traits(controller).items() if name not in ("question", "title")}

    for language in LANGUAGES:
        controller.language = language
        assert not _leaks(searched(), answer)
        controller.check(wrong)
        controller.check("abc")
        controller.check("0.9" if answer < Fraction(1, 2) else "0.1")
        assert controller.verdict == "not_yet"
        assert not _leaks(searched(), answer), (exercise.key, language)
    assert controller.check(f"{answer.numerator}/{answer.denominator}") == "right"


# ---------------------------------------------------------------------- the view

ipywidgets = pytest.importorskip("ipywidgets")


def reachable(root):
    """Every widget reachable from ``root`` (children, layouts, styles, ...)."""
    found, seen = [], set()

    def visit(widget):
        if id(widget) in seen:
            return
        seen.add(id(widget))
        found.append(widget)
        for name in sorted(widget.keys):
            value = getattr(widget, name, None)
            for item in value if isinstance(value, (list, tuple)) else [value]:
                if isinstance(item, ipywidgets.Widget):
                    visit(item)

    visit(root)
    return found


def states(root):
    return [widget.get_state() for widget in reachable(root)]


def test_the_view_checks_what_is_typed_and_shows_the_verdict():
    from lovelet.widgets import ExerciseView

    view = ExerciseView(simple_exercise(), language="fr", number=2)
    assert "Exercice 2" in view.question.value and view.check_button.description == text("exercise_check", "fr")
    view.answer.value = "0,3"
    view.check_button.click()
    assert text("exercise_not_yet", "fr") in view.verdict.value and "Hint fr." in view.hint.value
    assert "&#10008;" in view.verdict.value  # a sign, not colour alone
    view.answer.value = "3/11"
    view.check_button.click()
    assert text("exercise_right", "fr") in view.verdict.value and view.hint.value == ""
    assert view.controller.attempts == 2 and view.failures == []
    view.controller.language = "de"
    assert "Aufgabe 2" in view.question.value and text("exercise_right", "de") in view.verdict.value
    view.close()


def test_the_view_escapes_what_the_student_types_and_the_question():
    from lovelet.widgets import ExerciseView

    rnd = Round.deal(REVISED, [HOSTILE, "Ben", "Cleo"], seed=41)
    exercise = probability.top_card_exercise(rnd.observation(0))  # its question names the viewer
    assert HOSTILE in exercise.question("en")
    view = ExerciseView(exercise, language="en")
    view.answer.value = HOSTILE
    view.check_button.click()
    for widget in reachable(view):
        if isinstance(widget, ipywidgets.HTML):
            assert "<img" not in widget.value
    assert view.controller.error and "&lt;img" in view.error.value
    assert view.failures == []


# The chances only: a whole number (a count of turns) meets the layout's pixels.
CHANCES = [exercise for exercise in lesson_exercises() if exercise.kind == "probability"][:8]


@pytest.mark.parametrize("exercise", CHANCES, ids=lambda exercise: exercise.key)
def test_no_widget_state_holds_the_answer(exercise):
    from lovelet.widgets import ExerciseView

    view = ExerciseView(exercise, number=1)
    answer = exercise.solution()
    question = view.question.value  # may hold other numbers; checked above for chances

    def searched():
        return [state for state in states(view) if state.get("value") != question]

    assert not _leaks(searched(), answer)
    for typed in ("abc", "1/1000", "0.9" if answer < Fraction(1, 2) else "0.1"):
        view.answer.value = typed
        view.check_button.click()
        assert not _leaks(searched(), answer), typed
    view.close()
