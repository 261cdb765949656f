"""The rules tutorial's widget: one step at a time, judged in the kernel, nothing given away.

The controller (:class:`lovelet.widgets.TutorialController`) is driven without a browser:
Back and Next, the progress line in three languages, every scene played through its
staged play (a right and a wrong decision, found by playing every legal one, with the
rule's reason and a hint), the quick checks answered.  The view (:class:`TutorialView`)
is read as the browser receives it, every widget's state: a student's version holds no
teaching note of any step, and no result, suggestion or answer before a try.
"""

import ipywidgets
import pytest

from lovelet import Card
from lovelet.lessons import rules
from lovelet.lessons.tutorial import FIELDS, STEPS, reached, step_text
from lovelet.widgets import StagedPlayController, TutorialController, TutorialView

from test_widgets_staged import page_text, reachable, strings

LANGUAGES = ("en", "fr", "de")
NUMBER = {step.key: index + 1 for index, step in enumerate(STEPS)}
SCENES = [step for step in STEPS if step.kind == "scene"]


def at(key, **settings):
    controller = TutorialController(**settings)
    assert controller.go(NUMBER[key])
    return controller


def decisions(staged):
    """Every complete legal decision of a staged play, as the controller's arguments."""
    game = staged.game.clone()
    for play in game.round.legal_actions():
        after = game.clone()
        after.round.apply(play)
        args = (play.card.name, play.target, None if play.guess is None else play.guess.name)
        if after.round.pending_chancellor:
            for keep in after.round.legal_actions():
                yield args, (keep.keep.name, [card.name for card in keep.bottom])
        else:
            yield args, None


def make(staged, decision):
    play, keep = decision
    assert staged.play(*play), staged.error
    if keep is not None:
        assert staged.chancellor(*keep), staged.error
    assert staged.resolved


def traits(controller):
    return {name: getattr(controller, name) for name in controller.trait_names()}


# ---------------------------------------------------------------------- moving through the steps


@pytest.mark.parametrize("language, first, later", [("en", "Step 1 of 27", "Step 7 of 27"),
                                                    ("fr", "Étape 1 sur 27", "Étape 7 sur 27"),
                                                    ("de", "Schritt 1 von 27", "Schritt 7 von 27")])
def test_back_next_and_the_progress_line(language, first, later):
    tutorial = TutorialController(language=language)
    assert tutorial.count == len(STEPS) == 27 and tutorial.progress == first
    assert not tutorial.can_back and tutorial.can_next and tutorial.back() is False and tutorial.number == 1
    for _ in range(6):
        assert tutorial.next()
    assert tutorial.progress == later and tutorial.key == STEPS[6].key
    assert tutorial.title == step_text(STEPS[6].key, "title", language)
    assert tutorial.back() and tutorial.number == 6
    assert tutorial.go(27) and not tutorial.can_next and tutorial.next() is False and tutorial.number == 27


def test_a_step_out_of_range_is_refused_and_nothing_changes():
    tutorial = TutorialController()
    tutorial.next()
    for bad in (0, 28, "3", 2.0, True, None):
        before = traits(tutorial)
        assert tutorial.go(bad) is False
        assert tutorial.error_code == "BAD_OPTION" and tutorial.error
        assert {key: value for key, value in traits(tutorial).items() if not key.startswith("error")} == \
            {key: value for key, value in before.items() if not key.startswith("error")}
    assert tutorial.next() and tutorial.error == ""


def test_the_language_can_change_mid_lesson():
    tutorial = at("guard")
    tutorial.language = "de"
    assert tutorial.progress == "Schritt 5 von 27" and tutorial.goal == "Wirf Ben mit deiner Wächterin aus der Runde."
    assert tutorial.staged.language == "de"
    tutorial.language = "xx"
    assert tutorial.language == "de" and tutorial.error_code == "BAD_OPTION"


# ---------------------------------------------------------------------- scenes


def test_a_scene_starts_with_nothing_selected_and_nothing_of_its_result():
    tutorial = at("guard")
    staged = tutorial.staged
    assert tutorial.goal == "Knock Ben out with your Guard." and tutorial.kind == "scene"
    assert staged.suggestion == {} and staged.resolution == [] and staged.outcome == {}
    assert tutorial.verdict == tutorial.reason == tutorial.hint == tutorial.verdict_text == ""
    twin = StagedPlayController(rules.guard(("Ann", "Ben", "Cleo")))
    twin.play_suggested()
    said = " ".join(str(value) for value in list(traits(tutorial).values()) + list(traits(staged).values()))
    for sentence in twin.resolution:
        assert sentence not in said


def test_a_wrong_try_gives_the_reason_and_a_hint_and_try_again_keeps_the_hint():
    tutorial = at("guard")
    assert tutorial.staged.play("GUARD", "Ben", "KING")
    assert tutorial.verdict == "wrong" and tutorial.verdict_text == "Not quite."
    assert tutorial.reason == step_text("guard", "reason", "en") and "A9.2" in tutorial.reason
    assert tutorial.hint == "You know Ben's card: name it." and tutorial.tries == 1
    assert tutorial.staged.reset()
    assert tutorial.verdict == tutorial.reason == "" and tutorial.hint  # the hint stays for the next try
    assert tutorial.staged.play("GUARD", "Ben", "PRIEST")
    assert tutorial.verdict == "right" and tutorial.verdict_text == "Right!" and tutorial.reason
    assert tutorial.tries == 2 and "guard" in tutorial.solved


@pytest.mark.parametrize("step", SCENES, ids=lambda step: step.key)
def test_every_scene_is_judged_by_the_resolved_game(step):
    tutorial = at(step.key, language="fr")
    staged = tutorial.staged
    verdicts = set()
    for decision in decisions(staged):
        make(staged, decision)
        scene = rules.scene(step.scene)
        expected = reached(step.wants, scene.game(), staged.game, 0)
        assert tutorial.verdict == ("right" if expected else "wrong"), (step.key, decision)
        assert tutorial.reason == step_text(step.key, "reason", "fr")
        if not expected:
            assert tutorial.hint == step_text(step.key, "hint", "fr")
        verdicts.add(tutorial.verdict)
        staged.reset()
        assert tutorial.verdict == ""
    assert "right" in verdicts and (step.key == "countess" or "wrong" in verdicts), step.key


def test_the_countess_scene_refuses_the_prince_with_the_engine_s_reason():
    tutorial = at("countess")
    assert not tutorial.staged.play("PRINCE", "Ben")
    assert tutorial.staged.error_code.startswith("COUNTESS") and tutorial.verdict == ""
    assert tutorial.staged.play("COUNTESS") and tutorial.verdict == "right"


def test_back_returns_to_a_scene_as_it_was_left():
    tutorial = at("priest")
    tutorial.staged.play("PRIEST", "Ben")
    assert tutorial.verdict == "right"
    tutorial.next()
    assert tutorial.verdict == "" and tutorial.staged.resolved is False
    tutorial.back()
    assert tutorial.verdict == "right" and tutorial.staged.resolved


# ---------------------------------------------------------------------- quick checks


def test_a_yes_or_no_check_is_judged_in_the_kernel_and_explained_after_a_try():
    tutorial = at("check_countess")
    assert [choice["value"] for choice in tutorial.choices] == ["yes", "no"]
    assert tutorial.explanation == "" and tutorial.verdict == ""
    assert tutorial.answer("maybe") == "" and tutorial.error_code == "BAD_OPTION" and tutorial.tries == 0
    assert tutorial.answer("yes") == "wrong" and tutorial.chosen == "yes"
    assert tutorial.explanation.startswith("No.")  # two choices: explained at once, no hint needed
    assert tutorial.answer(False) == "right" and "check_countess" in tutorial.solved
    assert at("check_game").answer(True) == "right"
    assert at("mistakes", language="de").answer("no") == "right"
    assert at("guard").answer("yes") == ""  # not a yes-or-no step


def test_a_number_check_uses_the_exercise_box_and_explains_after_it_is_right():
    tutorial = at("check_deck")
    box = tutorial.exercise
    assert box.kind == "number" and box.question == tutorial.question and tutorial.choices == []
    assert box.check("16") == "not_yet" and tutorial.verdict == "wrong"
    assert tutorial.explanation == "" and box.hint  # the box's hint first
    assert box.check("abc") == "" and tutorial.tries == 1  # not an answer: not a try
    assert box.check("14") == "not_yet" and tutorial.explanation  # after two wrong tries
    fresh = at("classic", language="fr")
    assert fresh.picture == ""  # the editions' table would give the answer away
    assert fresh.exercise.check("8") == "right" and fresh.verdict == "right" and "8" in fresh.explanation
    assert fresh.picture == "classic"


# ---------------------------------------------------------------------- teacher and student versions


def every_note():
    return [step_text(step.key, "note", language) for step in STEPS for language in LANGUAGES]


def test_the_student_version_holds_no_teaching_note_in_any_trait():
    notes = every_note()
    tutorial = TutorialController(language="en")
    for number in range(1, tutorial.count + 1):
        tutorial.go(number)
        assert tutorial.note == "" and not tutorial.teacher
        said = " ".join(str(value) for value in traits(tutorial).values())
        assert not [note for note in notes if note in said]


def test_the_teacher_version_shows_each_step_s_note():
    tutorial = TutorialController(language="fr", teacher=True)
    for number in range(1, tutorial.count + 1):
        tutorial.go(number)
        assert tutorial.note == step_text(tutorial.key, "note", "fr") != ""


def all_strings(view):
    return " ".join(strings(view))


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_student_page_holds_no_note_no_switch_and_no_answer_before_a_try(language):
    notes = every_note()
    view = TutorialView(language=language, seed=4)
    c = view.controller
    assert view.note is None
    for number in range(1, c.count + 1):
        view.controller.go(number)
        sent = all_strings(view)
        assert not [note for note in notes if note in sent], c.key
        assert "lovelet-staged-teacher" not in sent
        if c.kind == "check":
            assert step_text(c.key, "explanation", language) not in sent
        if c.kind == "scene":
            assert step_text(c.key, "reason", language) not in sent and c.staged.resolution == []
            assert not any(isinstance(widget, ipywidgets.ToggleButton) for widget in reachable(view))
    assert view.failures == []


def test_the_teacher_page_shows_the_note_and_the_every_hand_switch():
    view = TutorialView(language="en", teacher=True)
    view.controller.go(NUMBER["guard"])
    assert "Teaching note" in view.note.value and step_text("guard", "note", "en").split(";")[0] in \
        page_text(view)
    switch = [widget for widget in reachable(view) if isinstance(widget, ipywidgets.ToggleButton)]
    assert len(switch) == 1 and "teacher" in switch[0].description


def test_the_view_plays_a_step_with_clicks():
    view = TutorialView(language="en")
    view.next_button.click()
    view.next_button.click()
    assert view.progress.value == "<b>Step 3 of 27</b>" and view.back_button.disabled is False
    box = view.area.children[0]
    box.answer.value = "15"
    box.check_button.click()
    assert view.controller.verdict == "right" and "21 - 1 set aside" in view.explanation.value
    assert "&#10004;" in view.progress.value  # the step is marked solved
    view.controller.go(NUMBER["check_countess"])
    no = [button for button in view._buttons if button.description == "No"][0]
    no.click()
    assert "Right!" in view.feedback.value and no.button_style == "success"
    view.controller.go(NUMBER["spy"])
    staged_view = view.area.children[0]
    assert staged_view._selected is None  # nothing preselected
    spy = next(slot for slot in staged_view._slots if slot.code == "SPY")
    spy.button.click()
    staged_view.play_button.click()
    assert "Right!" in view.feedback.value and "A9.1" in view.feedback.value
    assert view.failures == [] and staged_view.failures == []
    view.back_button.click()
    assert view.controller.number == NUMBER["spy"] - 1
    view.close()


def test_what_a_student_types_is_escaped():
    view = TutorialView(language="en")
    view.controller.go(NUMBER["check_deck"])
    box = view.area.children[0]
    box.answer.value = "<script>x</script>"
    box.check_button.click()
    drawn = [widget.value for widget in reachable(view) if isinstance(widget, ipywidgets.HTML)]
    assert any("&lt;script&gt;" in value for value in drawn)  # the refusal quotes it, escaped
    assert not any("<script>" in value for value in drawn)
    assert view.controller.tries == 0  # not an answer: not a try


def test_no_layout_is_shared_between_two_widgets():
    view = TutorialView(language="en", teacher=True)
    for number in (1, NUMBER["guard"], NUMBER["check_countess"], NUMBER["check_deck"]):
        view.controller.go(number)
        owners = {}
        for widget in reachable(view):
            layout = getattr(widget, "layout", None)
            if isinstance(layout, ipywidgets.Layout):
                assert owners.setdefault(id(layout), widget) is widget, number


def test_fields_are_the_ones_the_view_draws():
    assert set(FIELDS) == {"text", "scene", "check"}
    assert Card.GUARD.name in {item["card"] for item in at("guard").staged.choices["cards"]}
