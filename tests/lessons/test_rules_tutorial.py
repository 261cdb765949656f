"""The rules tutorial: its scenes say what the lesson claims, and its two notebooks.

Each scene of :mod:`lovelet.lessons.rules` is a legal staged position at the reader's
decision, and playing it resolves exactly as the lesson's prose says (the Prince scene
really knocks out the Princess's holder, the "everyone protected" scene really lets the
Guard be played with no effect, ...).  These checks use the engine alone, so that they
hold whatever the widgets do.

The notebooks (``notebooks/01-rules.ipynb`` and its French and German twins
``01-rules-fr.ipynb`` and ``01-rules-de.ipynb``) are short: prose in their language, a
teacher's note tagged ``teacher``, one parameters cell (``TEACHER = True``, the seed,
the language) and the stepped tutorial widget, whose steps are the package's data
(tests/lessons/test_tutorial_steps.py, tests/widgets/test_widgets_tutorial.py); their only output is
that widget, and their student version (``TEACHER = False``, no teacher cell) runs.
"""

import json
import pathlib

import ipykernel.kernelspec
import nbformat
import pytest
from jupyter_client.kernelspec import KernelSpec, KernelSpecManager
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

from lovelet import REVISED, Card, ChancellorReturn, IllegalAction, Play
from lovelet.lessons import rules
from lovelet.lessons.tutorial import STEPS
from lovelet.engine.replay import replay

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[2] / "notebooks"
LESSONS = {"en": "01-rules.ipynb", "fr": "01-rules-fr.ipynb", "de": "01-rules-de.ipynb"}
S, G, PR, B, H, P, CH, K, C, PS = (Card.SPY, Card.GUARD, Card.PRIEST, Card.BARON, Card.HANDMAID,
                                   Card.PRINCE, Card.CHANCELLOR, Card.KING, Card.COUNTESS,
                                   Card.PRINCESS)


def played(name, play=None, keep=None):
    """The round of scene ``name`` after ``play`` (the suggested one by default), then
    ``keep`` (or the scene's suggested Chancellor choice)."""
    scene = rules.scene(name)
    rnd = scene.game().round
    rnd.apply(play or scene.play)
    if rnd.pending_chancellor:
        rnd.apply(keep or scene.keep)
    return rnd


def refusal(rnd, action):
    with pytest.raises(IllegalAction) as caught:
        rnd.apply(action)
    return caught.value.code


# ---------------------------------------------------------------------- every scene


@pytest.mark.parametrize("name", list(rules.SCENES))
def test_every_scene_is_a_legal_position_at_the_reader_s_decision(name):
    scene = rules.scene(name)
    game = scene.game()
    rnd = game.round
    assert scene.name == name and game.edition is REVISED and rnd.current_player == scene.seat == 0
    assert not rnd.pending_chancellor and not rnd.is_over and not game.is_over
    assert scene.play in rnd.legal_actions()
    assert (scene.keep is not None) == (scene.play.card is CH)
    assert game == scene.game()  # a fresh, identical game each time: "try again" starts over
    assert len(scene.names) == rnd.players and scene.names == rules.DEFAULT_NAMES[:rnd.players]
    assert rules.SCENES[name](["W", "X", "Y", "Z"]).names == ("W", "X", "Y", "Z")[:rnd.players]
    rnd.apply(scene.play)
    if scene.keep is not None:
        assert scene.keep in rnd.legal_actions()
        rnd.apply(scene.keep)
    assert rnd.is_over or rnd.current_player != 0


def test_scene_names_and_player_names_are_checked():
    for bad in ("nope", 3, None):
        with pytest.raises(IllegalAction) as caught:
            rules.scene(bad)
        assert caught.value.code == "BAD_OPTION"
    for names in (["Ann"], "Ann Ben Cleo", 7):
        with pytest.raises(IllegalAction) as caught:
            rules.guard(names)
        assert caught.value.code == "BAD_OPTION"


# ---------------------------------------------------------------------- the ten characters


def test_the_spy_does_nothing_when_played():
    before = rules.spy().game().round
    rnd = played("spy")
    assert rnd.discards(0) == (S,) and rnd.hand(0) == (G,)
    assert not rnd.eliminated and not rnd.protected and rnd.deck_size == before.deck_size - 1


def test_the_guard_knocks_out_a_right_guess_and_refuses_what_the_lesson_says():
    rnd = played("guard")
    assert rnd.eliminated == {1} and rnd.discards(1)[-1] is PR
    staged = rules.guard().game().round
    assert refusal(staged, Play(G, target=2, guess=PR)) == "TARGET_PROTECTED"
    assert refusal(staged, Play(G, target=1, guess=G)) == "GUESS_GUARD"
    assert refusal(staged, Play(G, target=0, guess=PR)) == "SELF_TARGET_NOT_ALLOWED"
    assert {action.target for action in staged.legal_actions() if action.card is G} == {1}


def test_the_priest_shows_ben_s_king_to_ann_only():
    rnd = played("priest")
    seen = [event.get("card") for seat in range(3) for event in rnd.observation(seat).events
            if event.kind == "priest" and seat == event.player]
    assert seen == [K]
    for seat in (1, 2):
        assert all(event.secret is None for event in rnd.observation(seat).events if event.kind == "priest")
    assert not rnd.eliminated


def test_the_baron_knocks_out_the_lower_card_whoever_holds_it():
    assert played("baron").eliminated == {1}  # Handmaid 4 against Guard 1
    assert played("baron", Play(B, target=2)).eliminated == {0}  # against Cleo's Prince 5


def test_the_handmaid_protects_ann_from_everyone_until_her_next_turn():
    rnd = played("handmaid")
    assert rnd.protected == {0} and rnd.current_player == 1
    assert all(action.target != 0 for action in rnd.legal_actions())


def test_a_handmaid_discarded_by_a_prince_protects_no_one():
    rnd = played("prince")
    assert rnd.discards(1) == (H,) and 1 not in rnd.protected and PR in rnd.hand(1)


def test_the_prince_on_the_last_turn_gives_the_set_aside_card():
    staged = rules.prince_empty_deck().game().round
    assert staged.deck_size == 0 and staged.set_aside is PS
    rnd = played("prince_empty_deck")
    assert rnd.is_over and rnd.winners == (1,) and rnd.result.details["hands"][1] is PS
    assert played("prince_empty_deck", Play(P, target=0)).winners == (0,)  # aimed at herself


def test_the_chancellor_keeps_one_and_orders_the_others_under_the_deck():
    before = rules.chancellor().game().round.deck_size
    rnd = played("chancellor")
    assert rnd.hand(0) == (PS,) and rnd.deck[-2:] == (G, PR)
    assert rnd.deck_size == before - 1  # two drawn, two put back, one drawn by Ben
    back = played("chancellor", keep=ChancellorReturn(G, (PR, PS)))
    assert back.deck[-1] is PS and not back.eliminated  # the Princess put back knocks no one out


def test_the_king_swaps_and_handing_over_the_princess_is_not_discarding_her():
    rnd = played("king")
    assert rnd.hand(0) == (PS,) and rnd.hand(1)[0] is G and not rnd.eliminated


def test_the_countess_must_be_played_beside_a_prince():
    staged = rules.countess().game().round
    assert refusal(staged, Play(P, target=1)) == "COUNTESS_FORCED"
    assert staged.legal_actions() == (Play(C),)
    rnd = played("countess")
    assert rnd.hand(0) == (P,) and not rnd.eliminated and not rnd.protected


def test_the_princess_played_knocks_ann_out_and_ben_wins_as_the_last_player():
    staged = rules.princess().game().round
    assert staged.players == 2 and len(staged.face_up) == 3
    rnd = played("princess")
    assert rnd.eliminated == {0} and rnd.winners == (1,) and rnd.favors == (0, 1)
    assert rnd.deck_size > 0  # the round ends however many cards are left


# ---------------------------------------------------------------------- the worked example


def test_the_worked_example_countess_hides_the_king():
    staged = rules.worked_countess().game().round
    assert refusal(staged, Play(K, target=1)) == "COUNTESS_FORCED"
    rnd = played("worked_countess")
    assert rnd.hand(0) == (K,)
    for seat in (1, 2):  # the others saw the Countess played, and do not know the King
        assert [token.card for token in replay(rnd.observation(seat)).tokens(0)] == [None]


def test_the_worked_example_baron_and_its_tie():
    staged = rules.worked_baron().game().round
    assert staged.eligible_opponents() == (1,) and staged.hand(1) == (PR,)
    assert played("worked_baron").eliminated == {1}
    tie = played("worked_baron_tie")
    assert not tie.eliminated and tie.hand(0) == (P,) and tie.hand(1)[0] is P


# ---------------------------------------------------------------------- the end of a round


def test_the_showdown_is_won_by_the_highest_card_kept():
    assert rules.showdown().game().round.deck_size == 0
    rnd = played("showdown")
    assert rnd.winners == (0,) and rnd.result.details["reason"] == "showdown"
    assert rnd.result.details["spy_bonus"] is None
    assert played("showdown", Play(C)).winners == (1,)  # keeping the Handmaid loses to the King


def test_a_shared_tie_ignores_the_discards():
    rnd = played("tie")
    sums = [sum(REVISED.value(card) for card in rnd.discards(seat)) for seat in (0, 1)]
    assert rnd.winners == (0, 1) and rnd.favors == (1, 1) and sums[0] != sums[1]


def test_the_spy_bonus_goes_to_the_only_player_still_in_with_a_spy():
    rnd = played("spy_bonus")
    details = rnd.result.details
    assert rnd.winners == (1,) and details["spy_bonus"] == 0 and rnd.favors == (1, 1, 0)
    assert rnd.hand(2) == (S,)  # Cleo's Spy is held, not played: it does not count
    knocked = played("spy_bonus", Play(B, target=2))  # Ann keeps her Spy: no bonus
    assert knocked.result.details["spy_bonus"] is None


def test_several_players_win_the_game_together():
    game = rules.end_of_game().game()
    assert game.favors == (5, 5) and game.favors_needed == REVISED.favors_needed(2) == 6
    game.round.apply(rules.end_of_game().play)
    assert game.winners == (0, 1) and game.is_over


def test_the_favors_needed_by_player_count():
    assert [REVISED.favors_needed(players) for players in range(2, 7)] == [6, 5, 4, 3, 3]


# ---------------------------------------------------------------------- the FAQ


def test_the_countess_beside_a_chancellor_is_free_and_the_three_cards_are_not_bound():
    staged = rules.chancellor_countess().game().round
    assert {action.card for action in staged.legal_actions()} == {C, CH}
    staged.apply(Play(CH))
    assert ChancellorReturn(K, (C, G)) in staged.legal_actions()  # King kept beside no Countess rule
    rnd = played("chancellor_countess")
    assert rnd.hand(0) == (K,) and not rnd.eliminated


def test_an_eliminated_spy_neither_earns_nor_blocks_the_bonus():
    rnd = played("spy_eliminated")
    details = rnd.result.details
    assert rnd.eliminated == {1} and S in rnd.discards(1) and S in rnd.discards(0)
    assert rnd.winners == (2,) and details["spy_bonus"] == 0
    missed = played("spy_eliminated", Play(G, target=1, guess=C))  # a wrong guess: two Spies still in
    assert not missed.eliminated and missed.result.details["spy_bonus"] is None


def test_a_prince_that_makes_ben_discard_the_princess_knocks_him_out_without_a_draw():
    before = rules.prince_princess().game().round.deck_size
    rnd = played("prince_princess")
    assert rnd.eliminated == {1} and rnd.discards(1)[-1] is PS and rnd.hand(1) == ()
    assert rnd.deck_size == before - 1  # only Cleo's own draw: Ben drew nothing


def test_with_everyone_protected_the_guard_has_no_effect_and_the_prince_aims_at_ann():
    staged = rules.everyone_protected().game().round
    assert staged.protected == {1, 2}
    assert [action for action in staged.legal_actions() if action.card is G] == [Play(G)]
    assert [action.target for action in staged.legal_actions() if action.card is P] == [0]
    rnd = played("everyone_protected")
    assert not rnd.eliminated and rnd.discards(0) == (G,)


# ---------------------------------------------------------------------- the notebooks


def read(language):
    return nbformat.read(NOTEBOOKS / LESSONS[language], as_version=4)


def tags(cell):
    return cell.metadata.get("tags", [])


@pytest.mark.parametrize("language", LESSONS)
def test_each_notebook_is_prose_a_parameters_cell_and_the_tutorial(language):
    notebook = read(language)
    cells = notebook.cells
    assert cells[0].cell_type == "markdown" and cells[0].source.startswith("# ")
    # Above the lesson only its title and one short paragraph, so that at 1366 x 768 the
    # first scene's Back/Next and controls are in view without scrolling.
    heading, paragraph = cells[0].source.split("\n\n")
    assert len(paragraph) < 200 and cells[1].cell_type == "code"
    note = {"en": "Teacher's note", "fr": "Note pour l'enseignant", "de": "Hinweis für die Lehrkraft"}[language]
    assert "TutorialView(" in cells[2].source  # the teacher's note comes after the lesson
    assert note in cells[3].source and "teacher" in tags(cells[3])
    parameters = [cell for cell in cells if "parameters" in tags(cell)]
    assert len(parameters) == 1
    lines = parameters[0].source.splitlines()
    assert "TEACHER = True" in lines and f'LANGUAGE = "{language}"' in lines
    assert any(line.startswith("SEED = ") for line in lines)
    code = [cell for cell in cells if cell.cell_type == "code"]
    assert len(code) == 2 and code[0] is parameters[0]
    assert "TutorialView(language=LANGUAGE, teacher=TEACHER, seed=SEED)" in code[1].source
    assert all(cell.source.count("\n") < 12 for cell in code)


@pytest.mark.parametrize("language", LESSONS)
def test_the_prose_is_in_its_language_cites_the_rules_and_gives_no_running_advice(language):
    text = "\n".join(cell.source for cell in read(language).cells if cell.cell_type == "markdown")
    assert "docs/rules.md" in text and "/work/" not in text and "shared/" not in text
    for advice in ("Run All", "Run >", "Shift+Enter", "Exécuter", "Ausführen"):
        assert advice not in text, advice
    if language != "en":
        for english in ("Teacher's note", "Try again", "Learning goals", "Next:"):
            assert english not in text, english


@pytest.mark.parametrize("language", LESSONS)
def test_the_only_output_is_the_tutorial_widget(language):
    path = NOTEBOOKS / LESSONS[language]
    assert path.stat().st_size < 20_000
    notebook = read(language)
    assert "widgets" not in notebook.metadata  # no widget state committed
    outputs = [output for cell in notebook.cells if cell.cell_type == "code" for output in cell.outputs]
    assert len(outputs) == 1 and outputs[0].output_type == "execute_result"
    assert outputs[0].data["text/plain"] == f"TutorialView(language='{language}', steps={len(STEPS)})"


def test_the_three_notebooks_are_the_same_lesson():
    shapes = {language: [(cell.cell_type, tags(cell)) for cell in read(language).cells] for language in LESSONS}
    assert shapes["en"] == shapes["fr"] == shapes["de"]


# ---------------------------------------------------------------------- running them


class _ThisPython(KernelSpecManager):
    """Kernels run with the interpreter running the tests (the venv)."""

    def get_kernel_spec(self, kernel_name):
        return KernelSpec(resource_dir=ipykernel.kernelspec.RESOURCES, **ipykernel.kernelspec.get_kernel_dict())


def run(notebook):
    manager = KernelManager(kernel_name="lovelet-tests", kernel_spec_manager=_ThisPython())
    NotebookClient(notebook, km=manager, timeout=120, resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            assert output.output_type != "error", f"{output.ename}: {output.evalue}\n{cell.source}"
            assert output.get("name") != "stderr", output.text
    return notebook


def test_the_student_version_runs_without_its_teacher_cells_and_in_another_language():
    notebook = read("en")
    notebook.cells = [cell for cell in notebook.cells if not {"answer", "teacher"} & set(tags(cell))]
    parameters = next(cell for cell in notebook.cells if "parameters" in tags(cell))
    parameters.source = parameters.source.replace("TEACHER = True", "TEACHER = False")
    index = notebook.cells.index(parameters)
    notebook.cells.insert(index + 1, nbformat.v4.new_code_cell(
        'LANGUAGE = "de"\nSEED = 7'))
    notebook.cells.append(nbformat.v4.new_code_cell(
        "view = _\nprint(view.controller.progress, view.controller.teacher, view.note)"))
    printed = json.dumps([cell.get("outputs", []) for cell in run(notebook).cells], ensure_ascii=False)
    assert "Schritt 1 von 27 False None" in printed
