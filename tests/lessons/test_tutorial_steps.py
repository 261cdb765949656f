"""The rules tutorial as data (lovelet.lessons.tutorial): its steps, their words in three
languages, what counts as right in each scene and the quick checks' computed answers.

Each scene's right and wrong answers are found by playing every legal decision of its
staged position through the engine (never a list of answers written here), and the
lesson's claims are checked against them: the Guard step is won only by naming the card
the prose says Ben holds, the Prince on the last turn only by aiming at yourself, ...
"""

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Game, IllegalAction, Play
from lovelet.text.i18n import card_name
from lovelet.lessons import rules
from lovelet.lessons.tutorial import FIELDS, NAMES, STEPS, TEXTS, Condition, Step, reached, step_text
from lovelet.lessons.tutorial.steps import deck_after_first_draw

LANGUAGES = ("en", "fr", "de")
SCENE_STEPS = [step for step in STEPS if step.kind == "scene"]
CHECK_STEPS = [step for step in STEPS if step.kind == "check"]


def decisions(scene):
    """Every complete legal decision of a scene: (play, chancellor choice or None)."""
    for play in scene.game().round.legal_actions():
        game = scene.game()
        game.round.apply(play)
        if game.round.pending_chancellor:
            for keep in game.round.legal_actions():
                yield play, keep
        else:
            yield play, None


def judged(step):
    """{(play, keep): right?} for every legal decision of a scene step."""
    scene = rules.scene(step.scene)
    verdicts = {}
    for play, keep in decisions(scene):
        before, after = scene.game(), scene.game()
        after.round.apply(play)
        if keep is not None:
            after.round.apply(keep)
        verdicts[play, keep] = reached(step.wants, before, after, scene.seat)
    return verdicts


def right_ones(step):
    return [decision for decision, right in judged(step).items() if right]


# ---------------------------------------------------------------------- the lesson's shape


def test_a_lesson_of_about_twenty_minutes_in_the_french_tutorial_s_order():
    assert 20 <= len(STEPS) <= 30
    assert len({step.key for step in STEPS}) == len(STEPS)
    chapters = []
    for step in STEPS:
        if step.chapter not in chapters:
            chapters.append(step.chapter)
    assert chapters == ["discover", "setup", "characters", "example", "end", "mistakes", "faq", "summary",
                        "classic"]
    assert STEPS[0].kind == "text" and {step.kind for step in STEPS} == {"text", "scene", "check"}
    assert len(CHECK_STEPS) >= 4 and len(SCENE_STEPS) >= 15


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_step_has_every_text_in_every_language(language):
    assert set(TEXTS[language]) == {step.key for step in STEPS}
    for step in STEPS:
        assert set(TEXTS[language][step.key]) == set(FIELDS[step.kind]), (language, step.key)
        for field in FIELDS[step.kind]:
            said = step_text(step.key, field, language)
            assert said.strip() and "{" not in said and "}" not in said, (language, step.key, field)
        assert NAMES[language][1] in step_text("guard", "goal", language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_ten_characters_each_have_their_step_named_in_the_language(language):
    titles = [step_text(step.key, "title", language) for step in SCENE_STEPS]
    for card in REVISED.cards:
        heading = f"{REVISED.value(card)} · {card_name(card, language)}"
        assert any(title.startswith(heading) for title in titles), heading


def test_the_chapters_the_old_tutorial_covered_are_all_there():
    scenes = {step.scene for step in SCENE_STEPS}
    # the worked example, the end of a round, ties, the Spy bonus, the end of the game, the FAQ
    assert {"worked_baron", "showdown", "tie", "spy_bonus", "end_of_game", "prince_princess",
            "spy_eliminated", "everyone_protected", "prince_empty_deck"} <= scenes
    english = " ".join(step_text(step.key, field, "en") for step in STEPS for field in FIELDS[step.kind])
    for words in ("set aside", "face up", "favors", "Countess", "Naming the Guard", "classic", "16 cards",
                  "Handmaid", "tie", "Spy bonus", "(A9.6)"):
        assert words in english, words


def test_the_rule_numbers_are_the_same_in_every_language():
    for step in STEPS:
        numbers = {language: sorted(part for field in FIELDS[step.kind]
                                    for part in step_text(step.key, field, language).replace(")", " ").split()
                                    if part.strip("(,.").startswith(("A", "B")) and part.strip("(,.")[1:2].isdigit())
                   for language in LANGUAGES}
        assert numbers["en"] == numbers["fr"] == numbers["de"], (step.key, numbers)


# ---------------------------------------------------------------------- what counts as right


@pytest.mark.parametrize("step", SCENE_STEPS, ids=lambda step: step.key)
def test_every_scene_can_be_won_and_lost(step):
    verdicts = judged(step)
    assert any(verdicts.values()), f"{step.key}: no legal decision reaches the goal"
    if step.key != "countess":  # the Countess beside a Prince is the only legal play
        assert not all(verdicts.values()), f"{step.key}: every decision is right"


def test_the_goals_match_what_the_prose_says():
    by_key = {step.key: step for step in STEPS}
    assert right_ones(by_key["guard"]) == [(Play(Card.GUARD, target=1, guess=Card.PRIEST), None)]
    assert right_ones(by_key["priest"]) == [(Play(Card.PRIEST, target=1), None)]
    assert right_ones(by_key["baron"]) == [(Play(Card.BARON, target=1), None)]  # Cleo's Prince beats 4
    assert right_ones(by_key["prince_empty_deck"]) == [(Play(Card.PRINCE, target=0), None)]
    assert {keep.keep for _, keep in right_ones(by_key["chancellor"])} == {Card.PRINCESS}
    assert right_ones(by_key["king"]) == [(Play(Card.KING, target=1), None)]
    assert right_ones(by_key["countess"]) == [(Play(Card.COUNTESS), None)]
    assert all(play.card is not Card.PRINCESS for play, _ in right_ones(by_key["princess"]))
    assert right_ones(by_key["spy_bonus"]) == [(Play(Card.SPY), None)]
    assert right_ones(by_key["spy_eliminated"]) == [(Play(Card.GUARD, target=1, guess=Card.KING), None)]
    assert (Play(Card.HANDMAID), None) in right_ones(by_key["end_of_game"])  # the shared win of the game


def test_a_chancellor_choice_is_judged_on_the_card_kept():
    step = next(step for step in STEPS if step.key == "chancellor")
    scene = rules.scene("chancellor")
    for keep, right in ((ChancellorReturn(Card.PRINCESS, (Card.GUARD, Card.PRIEST)), True),
                        (ChancellorReturn(Card.GUARD, (Card.PRINCESS, Card.PRIEST)), False)):
        before, after = scene.game(), scene.game()
        after.round.apply(Play(Card.CHANCELLOR))
        after.round.apply(keep)
        assert reached(step.wants, before, after, 0) is right


def test_conditions_and_steps_refuse_what_they_cannot_judge():
    for bad in (lambda: Condition("luck"), lambda: Step("x", "video", "setup"),
                lambda: Step("x", "scene", "characters"), lambda: Step("x", "check", "setup", check="essay")):
        with pytest.raises(IllegalAction) as caught:
            bad()
        assert caught.value.code == "BAD_OPTION"
    with pytest.raises(IllegalAction):
        STEPS[0].answer()


# ---------------------------------------------------------------------- the quick checks


def test_the_quick_checks_answers_are_computed_by_the_engine():
    answers = {step.key: step.answer() for step in CHECK_STEPS}
    assert answers["check_deck"] == 21 - 1 - 4 - 1
    assert all(deck_after_first_draw(4, seed) == 15 for seed in range(5))
    assert deck_after_first_draw(2, 0) == 21 - 1 - 3 - 2 - 1 == Game(REVISED, 2, seed=0).round.deck_size
    assert answers["check_countess"] is False
    assert answers["check_game"] is (3 + 2 >= REVISED.favors_needed(4)) is True
    assert answers["mistakes"] is False
    assert answers["classic"] == CLASSIC.value(Card.PRINCESS) == 8


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_question_or_hint_gives_its_answer_away(language):
    for step in CHECK_STEPS:
        asked = step_text(step.key, "question", language) + step_text(step.key, "hint", language)
        if step.check == "number":
            assert str(step.answer()) not in asked, step.key
        else:
            answer = {True: ("Yes", "Oui", "Ja"), False: ("No.", "Non.", "Nein.")}[step.answer()]
            assert not any(word in asked for word in answer), step.key
        assert step_text(step.key, "explanation", language)
