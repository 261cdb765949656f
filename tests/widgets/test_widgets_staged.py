"""The staged-play control: one decision of a lesson, made from the reader's seat.

The controller (:class:`lovelet.widgets.StagedPlayController`) is driven without a
browser; the view (:class:`lovelet.widgets.StagedPlayView`) by clicking its buttons and
setting its dropdowns, as a person would.  The leak test treats the page as an attacker
does: before the play is resolved, the state of every widget reachable from the view
equals the state of a twin view whose scene differs only in cards hidden from the
reader (the other hands, the deck, the set-aside card); after it, every card face drawn
anywhere is one the reader's own observation tells of.  Hostile player names reach no
HTML widget unescaped.
"""

import ast
import html
import json
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

ipywidgets = pytest.importorskip("ipywidgets")

from lovelet import REVISED, Card, ChancellorReturn, IllegalAction, Play, Round  # noqa: E402
from lovelet.lessons import rules  # noqa: E402
from lovelet.widgets import StagedPlayController, StagedPlayView  # noqa: E402
from lovelet.widgets.staged import outcome_of, turn_events  # noqa: E402

HOSTILE = "<img src=x onerror=alert(1)>"
QUOTED = '"><script>alert(2)</script>'
SCENES = list(rules.SCENES)


# ---------------------------------------------------------------------- reading the page


def reachable(root):
    """Every widget reachable from ``root`` (children, layouts, styles, ...), in a fixed order."""
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
    """What every reachable widget sends to the browser, model ids replaced by their place."""
    found = reachable(root)
    places = {f"IPY_MODEL_{widget.model_id}": f"WIDGET_{index}" for index, widget in enumerate(found)}

    def plain(value):
        if isinstance(value, str):
            return places.get(value, value)
        if isinstance(value, (list, tuple)):
            return [plain(item) for item in value]
        if isinstance(value, dict):
            return {key: plain(item) for key, item in value.items()}
        return value

    return [(type(widget).__name__, plain(widget.get_state())) for widget in found]


def strings(root):
    out = []

    def walk(value):
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)

    walk(states(root))
    return out


def faces(root):
    """The card faces drawn in any widget state, as a Counter of card codes."""
    return Counter(Card(code).name for value in strings(root) for code in re.findall(r'data-card="(\w+)"', value))


def page_text(root):
    """The page's text: HTML widgets (tags removed), buttons, dropdown labels."""
    parts = []
    for widget in reachable(root):
        if isinstance(widget, ipywidgets.HTML):
            parts.append(html.unescape(re.sub(r"<[^>]*>", " ", widget.value)))
        elif isinstance(widget, (ipywidgets.Button, ipywidgets.ToggleButton)):
            parts.append(widget.description)
        elif isinstance(widget, ipywidgets.Dropdown):
            parts.append(widget.description)
            parts.extend(widget._options_labels)
    return re.sub(r"\s+", " ", " ".join(parts))


def visible(widget):
    return widget.layout.display != "none"


def told(observation):
    """Every card the reader's observation tells of: its hand, and every card in the
    public details and the secrets (its own) of its events."""
    cards = {card.name for card in observation.hand}

    def walk(value):
        if isinstance(value, Card):
            cards.add(value.name)
        elif isinstance(value, (list, tuple, set, frozenset)):
            for item in value:
                walk(item)
        elif hasattr(value, "values") and callable(value.values):
            for item in value.values():
                walk(item)

    for event in observation.events:
        walk(event.details)
        if event.secret is not None:
            walk(event.secret)
    return cards


def twin_scene(scene, rng):
    """The scene with the cards hidden from the reader dealt differently (the other hands,
    the deck, the set-aside card, each keeping its size): the same scene, as far as the
    reader can tell."""
    position = scene.game().staged_position
    reader = scene.seat
    hidden = [card for seat, hand in enumerate(position["hands"]) if seat != reader for card in hand]
    hidden += list(position["deck"]) + [position["set_aside"]]
    shuffled = list(hidden)
    while shuffled == hidden:
        rng.shuffle(shuffled)
    cards = iter(shuffled)
    position["hands"] = [list(hand) if seat == reader else [next(cards) for _ in hand]
                         for seat, hand in enumerate(position["hands"])]
    position["deck"] = [next(cards) for _ in position["deck"]]
    position["set_aside"] = next(cards)
    return rules.Scene(scene.name, scene.names, position, scene.play, scene.keep, scene.seat)


def controller(name, language="en", names=None, **options):
    return StagedPlayController(rules.scene(name, names), language=language, **options)


# ---------------------------------------------------------------------- the package


def test_importing_the_controller_and_the_scenes_is_light():
    code = ("import sys; import lovelet.lessons.rules; from lovelet.widgets import StagedPlayController; "
            "assert not {'ipywidgets', 'matplotlib', 'numpy'} & set(sys.modules), sorted(sys.modules); "
            "from lovelet.widgets import StagedPlayView; assert 'ipywidgets' in sys.modules; print('ok')")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "ok"


def test_the_view_never_reads_the_game():
    tree = ast.parse((Path(__file__).parents[2] / "lovelet" / "widgets" / "staged_view.py").read_text())
    read = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    assert not read & {"game", "_game", "_pristine", "_agents", "_suggested", "_suggested_keep"}


@pytest.mark.parametrize("name", SCENES)
def test_every_trait_is_plain_data_before_and_after_the_play(name):
    staged = controller(name)
    json.dumps({trait: getattr(staged, trait) for trait in staged.trait_names()})
    assert staged.play_suggested() and staged.resolved
    json.dumps({trait: getattr(staged, trait) for trait in staged.trait_names()})


# ---------------------------------------------------------------------- playing a scene


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("name", SCENES)
def test_the_suggested_play_resolves_every_scene_and_tells_it(name, language):
    staged = controller(name, language)
    scene = rules.scene(name)
    assert staged.scene == name and staged.seat == scene.seat and staged.viewer == scene.seat
    assert not staged.resolved and staged.resolution == [] and staged.outcome == {}
    assert staged.suggestion["card"] == scene.play.card.name and staged.prompt
    assert staged.play_suggested(), staged.error
    assert staged.resolved and staged.error == "" and staged.suggestion == {} and staged.prompt == ""
    # The resolution is the narration of the reader's turn, from the reader's observation.
    rnd = staged.game.round
    obs = rnd.observation(scene.seat)
    assert staged.resolution[0].startswith(scene.names[scene.seat])
    assert staged.outcome["played"] == scene.play.card.name
    assert staged.outcome["round_over"] == rnd.is_over == staged.round_over
    assert sorted(staged.outcome["eliminated"]) == sorted(rnd.eliminated - set(scene.game().round.eliminated))
    assert staged.result_text().splitlines()[:len(staged.resolution)] == staged.resolution
    assert not staged.bots_to_move and not staged.step_bots() and staged.run_bots() == 0
    if not rnd.is_over:
        assert obs.current_player != scene.seat  # the scene stops at the next player's turn
        assert not any(event.kind == "protection_ends" for event in turn_events(obs, 0)[-1:])


def test_the_resolution_stops_before_the_next_turn():
    staged = controller("prince")  # Ben's replacement draw belongs to Ann's turn; Ben's own draw does not
    staged.play_suggested()
    assert staged.resolution == ["Ann plays the Prince on Ben.", "Ben discards the Handmaid.", "Ben draws a card."]
    assert staged.outcome["drew"] == [{"seat": 1, "source": "deck", "card": None}]  # Ann does not see it
    assert staged.game.round.hand(1) == (Card.PRIEST, Card.SPY)  # Ben has drawn again since: his turn
    guard = controller("guard")
    guard.play_suggested()
    assert guard.resolution[-1] == "Ben is out of the round and discards the Priest."
    assert not any("protection ends" in sentence for sentence in guard.resolution)


def test_what_changed_is_told_as_the_reader_saw_it():
    priest = controller("priest")
    priest.play_suggested()
    assert priest.outcome["seen"] == [{"seat": 1, "card": "KING"}]
    baron = controller("baron")
    baron.play_suggested()
    assert baron.outcome["compared"] == {"target": 1, "loser": 1, "card": "HANDMAID", "target_card": "GUARD"}
    assert baron.outcome["eliminated"] == [1]
    king = controller("king")
    king.play_suggested()
    assert king.outcome["exchanged"] == {"target": 1, "given": "GUARD", "received": "PRINCESS"}
    assert king.hand == ["PRINCESS"] and king.outcome["eliminated"] == []
    handmaid = controller("handmaid")
    handmaid.play_suggested()
    assert handmaid.outcome["protected"] == [0] and handmaid.protected == [0]
    nobody = controller("everyone_protected")
    nobody.play_suggested()
    assert nobody.outcome["no_effect"] and nobody.outcome["target"] is None


def test_the_outcome_reads_only_what_the_events_carry():
    rnd = rules.priest().game().round
    starts = [len(rnd.observation(seat).events) for seat in range(3)]
    rnd.apply(Play(Card.PRIEST, target=1))
    seen = [outcome_of(turn_events(rnd.observation(seat), starts[seat]), 0)["seen"] for seat in range(3)]
    assert seen == [[{"seat": 1, "card": "KING"}], [], []]  # Ben and Cleo know Ann looked, not at what


# ---------------------------------------------------------------------- choices and refusals


def test_the_choices_offer_only_legal_plays_with_the_engine_s_reasons():
    staged = controller("guard")
    cards = {item["card"]: item for item in staged.choices["cards"]}
    guard = cards["GUARD"]
    targets = {item["seat"]: item for item in guard["targets"]}
    assert targets[1]["allowed"] and not targets[0]["allowed"] and not targets[2]["allowed"]
    assert targets[2]["code"] == "TARGET_PROTECTED" and targets[0]["code"] == "SELF_TARGET_NOT_ALLOWED"
    rnd = staged.game.round
    for seat in (0, 2):
        with pytest.raises(IllegalAction) as refusal:
            rnd.apply(Play(Card.GUARD, target=seat, guess=Card.PRIEST))
        # said to the reader, whose seat it is (the Table's second person)
        assert targets[seat]["reason"] == refusal.value.sentence("en", second_person=True)
    guesses = {item["card"]: item for item in guard["guesses"]}
    assert not guesses["GUARD"]["allowed"] and guesses["GUARD"]["code"] == "GUESS_GUARD"
    assert all(item["allowed"] for code, item in guesses.items() if code != "GUARD")
    countess = controller("countess")
    prince = next(item for item in countess.choices["cards"] if item["card"] == "PRINCE")
    assert not prince["playable"] and prince["code"] == "COUNTESS_FORCED"
    assert "must play the Countess" in prince["reason"]


def test_french_reasons_and_refusals():
    staged = controller("guard", "fr")
    guard = next(item for item in staged.choices["cards"] if item["card"] == "GUARD")
    protected = next(item for item in guard["targets"] if item["seat"] == 2)
    assert protected["reason"] == "Cleo est sous la protection de la Servante jusqu'à son prochain tour."
    before = {name: getattr(staged, name) for name in staged.trait_names() if name not in ("error", "error_code")}
    assert not staged.play("GUARD", target="Ben", guess="GUARD")
    assert staged.error_code == "GUESS_GUARD"
    assert staged.error == "Ton Garde peut nommer n'importe quel personnage, sauf le Garde lui-même."
    assert {name: getattr(staged, name) for name in before} == before  # a refusal changes nothing else


@pytest.mark.parametrize(("attempt", "code"), [
    (lambda s: s.play("GUARD", target="Ben", guess="GUARD"), "GUESS_GUARD"),
    (lambda s: s.play("GUARD", target="Cleo", guess="PRIEST"), "TARGET_PROTECTED"),
    (lambda s: s.play("GUARD", target="Ann", guess="PRIEST"), "SELF_TARGET_NOT_ALLOWED"),
    (lambda s: s.play("GUARD", target="Ben"), "GUESS_REQUIRED"),
    (lambda s: s.play("GUARD"), "TARGET_REQUIRED"),
    (lambda s: s.play("KING", target="Ben"), "CARD_NOT_IN_HAND"),
    (lambda s: s.play("HANDMAID", target="Ben"), "PARAM_NOT_ALLOWED"),
    (lambda s: s.play("NOBODY"), "UNKNOWN_CARD"),
    (lambda s: s.chancellor("GUARD", ["HANDMAID"]), "NO_CHANCELLOR_PENDING"),
])
def test_refusals_set_the_error_and_change_nothing(attempt, code):
    staged = controller("guard")
    before = staged.game.snapshot()
    traits = {name: getattr(staged, name) for name in staged.trait_names() if name not in ("error", "error_code")}
    assert attempt(staged) is False
    assert staged.error_code == code and staged.error.endswith(".") and " " in staged.error
    assert staged.game.snapshot() == before
    assert {name: getattr(staged, name) for name in traits} == traits
    assert staged.play_suggested() and staged.error == ""  # the next accepted play clears it


def test_a_played_scene_refuses_another_play_until_tried_again():
    staged = controller("baron", "fr")
    assert not staged.next_round() and staged.error_code == "ROUND_NOT_OVER"
    assert staged.error == "Une scène n'est qu'une décision\u00a0: elle n'a pas de manche suivante."
    assert staged.play_suggested()
    after = staged.game.snapshot()
    assert not staged.play("HANDMAID")
    assert staged.error_code == "OUT_OF_TURN" and "Rejouer" in staged.error
    assert not staged.next_round() and not staged.play_suggested()
    assert staged.game.snapshot() == after
    ended = controller("princess")
    ended.play_suggested()
    assert not ended.play("GUARD", target=1, guess="BARON") and ended.error_code == "ROUND_OVER"
    assert staged.reset() and not staged.resolved and staged.error == ""
    assert staged.game == rules.baron().game()  # the very position again
    assert staged.play("BARON", target="Cleo")  # another way: Ann's Handmaid loses to Cleo's Prince
    assert staged.outcome["eliminated"] == [0] and staged.outcome["compared"]["loser"] == 0


def test_the_chancellor_keep_and_order_choice():
    staged = controller("chancellor")
    assert staged.suggestion == {"card": "CHANCELLOR", "target": None, "guess": None}  # no card drawn yet
    assert staged.play("CHANCELLOR")
    assert staged.pending_chancellor and not staged.resolved
    assert staged.choices["kind"] == "chancellor" and sorted(staged.hand) == ["GUARD", "PRIEST", "PRINCESS"]
    assert len(staged.choices["options"]) == 6  # 3 cards to keep x 2 orders
    assert staged.suggestion == {"keep": "PRINCESS", "bottom": ["GUARD", "PRIEST"]}
    assert not staged.chancellor("PRINCESS", ["GUARD"]) and staged.error_code == "BAD_CHANCELLOR_CHOICE"
    assert staged.chancellor("GUARD", ["PRINCESS", "PRIEST"])  # putting the Princess back knocks no one out
    rnd = staged.game.round
    assert rnd.deck[-2:] == (Card.PRINCESS, Card.PRIEST) and staged.hand == ["GUARD"]
    assert staged.resolved and staged.outcome["eliminated"] == []
    assert staged.outcome["chancellor"] == {"drawn": ["PRINCESS", "PRIEST"], "keep": "GUARD",
                                            "bottom": ["PRINCESS", "PRIEST"]}
    assert staged.resolution[-1] == "Ann keeps the Guard and puts the Princess and the Priest under the deck."


def test_the_chancellor_suggestion_follows_the_cards_actually_drawn():
    twin = twin_scene(rules.chancellor(), random.Random(3))
    staged = StagedPlayController(twin)
    staged.play("CHANCELLOR")
    held = set(staged.hand)
    assert (staged.suggestion != {}) == ({"PRINCESS", "GUARD", "PRIEST"} == held)


def test_the_countess_beside_a_chancellor_is_not_forced():
    staged = controller("chancellor_countess")
    assert all(item["playable"] for item in staged.choices["cards"])
    assert staged.play_suggested()
    assert staged.hand == ["KING"] and staged.outcome["chancellor"]["bottom"] == ["COUNTESS", "GUARD"]


def test_a_game_or_a_round_can_be_staged_too_and_bad_input_is_refused():
    scene = rules.spy()
    rnd = scene.game().round
    staged = StagedPlayController(rnd)  # a copy is played
    assert staged.scene == "" and staged.seat == 0 and staged.suggestion["card"] == rnd.legal_actions()[0].card.name
    staged.play_suggested()
    assert rnd.actions == ()
    for bad, code in (("nonsense", "BAD_OPTION"), (None, "BAD_OPTION")):
        with pytest.raises(IllegalAction) as refusal:
            StagedPlayController(bad)
        assert refusal.value.code == code
    with pytest.raises(IllegalAction) as refusal:
        StagedPlayController(scene, seat="Ben")
    assert refusal.value.code == "BAD_POSITION" and "Ben" in refusal.value.message
    with pytest.raises(IllegalAction) as refusal:
        StagedPlayController(scene, suggestion=Play(Card.KING, target=1))
    assert refusal.value.code == "CARD_NOT_IN_HAND"
    with pytest.raises(IllegalAction) as refusal:
        StagedPlayController(scene, suggestion=ChancellorReturn(Card.GUARD, ()))
    assert refusal.value.code == "BAD_OPTION"
    over = Round.from_position(REVISED, **dict(rules.princess().game().staged_position, favors=None))
    over.apply(Play(Card.PRINCESS))
    with pytest.raises(IllegalAction) as refusal:
        StagedPlayController(over)
    assert refusal.value.code == "BAD_POSITION"
    with pytest.raises(IllegalAction) as refusal:
        controller("spy", "klingon")
    assert refusal.value.code == "BAD_OPTION"


def test_the_preview_tells_the_suggested_play_and_leaves_the_control_as_it_was():
    staged = controller("spy_bonus", "fr")
    before = {name: getattr(staged, name) for name in staged.trait_names()}
    text = staged.preview()
    assert {name: getattr(staged, name) for name in staged.trait_names()} == before
    assert "Ann gagne une faveur grâce à l'Espionne." in text
    assert text.splitlines()[-1] == "Faveurs gagnées : Ann +1, Ben +1."
    assert controller("spy").preview().splitlines()[-1] == "The scene stops here: it would now be Ben's turn."


def test_the_teacher_switch_puts_the_hands_in_a_trait_only_while_on():
    staged = controller("king")
    assert staged.all_hands == []
    staged.teacher = True
    assert staged.all_hands == [["GUARD", "KING"], ["PRINCESS"], ["PRIEST"]]
    staged.teacher = False
    assert staged.all_hands == []


# ---------------------------------------------------------------------- the view


def test_the_view_preselects_the_suggestion_and_plays_it_with_one_click():
    staged = controller("guard")
    view = StagedPlayView(staged)
    assert visible(view.play_panel) and view.target.value == 1 and view.guess.value == "PRIEST"
    assert "GUARD" not in [value for _, value in view.guess.options]  # never offered
    assert [value for _, value in view.target.options] == [1]  # Cleo is protected, Ann is Ann
    assert "Not allowed: Cleo is protected by the Handmaid until their next turn." in page_text(view)
    assert "Not allowed: Your Guard may name any character except the Guard itself." in page_text(view)
    assert view.result.value == ""
    view.play_button.click()
    assert staged.resolved and staged.outcome["eliminated"] == [1] and view.failures == []
    text = page_text(view)
    assert "What happened" in text and "Right guess: Ben held the Priest." in text
    assert "Out of the round: Ben" in text and "it would now be Cleo's turn" in text
    assert not visible(view.play_panel) and all(slot.button.disabled for slot in view._slots if visible(slot.box))
    view.reset.click()
    assert not staged.resolved and view.result.value == "" and view.guess.value == "PRIEST"
    handmaid = next(slot for slot in view._slots if slot.code == "HANDMAID")
    handmaid.button.click()
    assert not visible(view.target) and not visible(view.guess)
    view.play_button.click()
    assert staged.outcome["protected"] == [0] and "Protected by the Handmaid: Ann" in page_text(view)


def test_a_card_the_rules_refuse_says_why_in_the_view():
    view = StagedPlayView(controller("worked_countess"))
    king = next(slot for slot in view._slots if slot.code == "KING")
    assert king.button.disabled
    assert "You must play the Countess: you hold the King." in king.reason.value  # said to the reader
    view.play_button.click()
    assert view.controller.outcome["played"] == "COUNTESS" and view.failures == []


def test_a_guard_with_nobody_to_choose_in_the_view():
    view = StagedPlayView(controller("everyone_protected"))
    assert not visible(view.target) and "without effect" in view.no_target.value
    prince = next(slot for slot in view._slots if slot.code == "PRINCE")
    prince.button.click()
    assert [value for _, value in view.target.options] == [0]  # the Prince can only choose Ann
    assert view.target.value == 0
    view.play_button.click()
    assert view.controller.outcome["discarded"] == [{"seat": 0, "card": "GUARD"}]


def test_the_chancellor_through_the_view():
    staged = controller("chancellor")
    view = StagedPlayView(staged)
    view.play_button.click()
    assert visible(view.chancellor_panel) and not visible(view.play_panel)
    assert view.keep.value == "PRINCESS" and view.order.value == ("GUARD", "PRIEST")
    assert len([slot for slot in view._slots if visible(slot.box)]) == 3
    view.confirm.click()
    assert staged.resolved and staged.game.round.deck[-2:] == (Card.GUARD, Card.PRIEST)
    text = page_text(view)
    assert "You kept" in text and "Under the deck, the last one at the very bottom" in text
    view.reset.click()
    view.play_button.click()
    next(slot for slot in view._slots if slot.code == "GUARD").button.click()  # keep the Guard instead
    assert view.keep.value == "GUARD" and view.order.value is None and len(view.order.options) == 2
    view.order.value = ("PRIEST", "PRINCESS")
    view.confirm.click()
    assert staged.game.round.deck[-1] is Card.PRINCESS and staged.outcome["eliminated"] == []
    assert view.failures == []


def test_the_end_of_a_round_in_the_view():
    view = StagedPlayView(controller("end_of_game"))
    view.play_button.click()
    text = page_text(view)
    assert "Showdown" in text and "Tie: Ann and Ben share the round, and each gains a favor" in text
    assert "Favors gained: Ann +1, Ben +1" in text and "Ann and Ben win the game." in text
    spy = StagedPlayView(controller("spy_bonus"))
    spy.play_button.click()
    assert "Ann is the only player still in the round with a Spy" in page_text(spy)


def test_the_teacher_button_shows_every_hand_only_when_pressed():
    staged = controller("king")
    view = StagedPlayView(staged)
    assert faces(view) == Counter({"GUARD": 1, "KING": 1})
    view.teacher.value = True
    assert staged.teacher and "Every hand" in view.board.value
    assert faces(view)["PRINCESS"] == 1 and view.teacher.description == "Hide the other hands"
    view.teacher.value = False
    assert faces(view)["PRINCESS"] == 0
    student = StagedPlayView(controller("king"), show_teacher=False)
    assert student.teacher is None and not any(isinstance(w, ipywidgets.ToggleButton) for w in reachable(student))


def test_every_widget_a_view_creates_is_in_its_tree():
    before = set(ipywidgets.widgets.widget._instances)
    view = StagedPlayView(controller("chancellor"))
    view.play_button.click()
    view.confirm.click()
    view.reset.click()
    created = set(ipywidgets.widgets.widget._instances) - before
    assert created <= {widget.model_id for widget in reachable(view)}
    assert repr(view) == "StagedPlayView(scene='chancellor', seat='Ann')"
    view.close()


def test_the_css_classes_browser_tests_rely_on():
    view = StagedPlayView(controller("tie"))
    classes = {name for widget in reachable(view) for name in getattr(widget, "_dom_classes", ())}
    assert {"lovelet-staged", "lovelet-scene-tie", "lovelet-staged-play", "lovelet-staged-result",
            "lovelet-staged-reset", "lovelet-staged-teacher", "lovelet-staged-hand", "lovelet-staged-board",
            "lovelet-staged-target", "lovelet-staged-play-button", "lovelet-staged-chancellor",
            "lovelet-staged-error", "lovelet-staged-card-button"} <= classes


# ---------------------------------------------------------------------- languages


def test_the_view_speaks_french():
    view = StagedPlayView(controller("guard", "fr"))
    text = page_text(view)
    for words in ("Tu joues à la place d'Ann", "Clique sur la carte que tu veux jouer", "Jouer le Garde",
                  "Rejouer", "Montrer toutes les mains (enseignant)", "Prêtre (2)", "Cible",
                  "Carte à deviner", "Interdit : Cleo est sous la protection de la Servante"):
        assert words in text, words
    for words in ("Try again", "Show every hand", "Not allowed", "Click the card"):
        assert words not in text, words
    view.play_button.click()
    text = page_text(view)
    assert "Ce qui s'est passé" in text and "Bien vu : Ben avait le Prêtre." in text
    assert "Hors de la manche : Ben" in text and "au tour de Cleo" in text


def test_the_view_speaks_german():
    view = StagedPlayView(controller("spy_bonus", "de"))
    view.play_button.click()
    text = page_text(view)
    assert "Noch einmal" in text and "Was passiert ist" in text and "Spionin" in text
    assert "Try again" not in text


# ---------------------------------------------------------------------- the leak test


@pytest.mark.parametrize("name", SCENES)
def test_no_widget_state_holds_a_hidden_card_before_the_play(name):
    scene = rules.scene(name)
    rng = random.Random(SCENES.index(name))
    view = StagedPlayView(StagedPlayController(scene))
    other = twin_scene(scene, rng)
    assert other.game().round.snapshot() != scene.game().round.snapshot()
    twin = StagedPlayView(StagedPlayController(other))
    assert states(view) == states(twin)
    # The same clicks on both pages show the same thing.
    for page in (view, twin):
        page._slots[1].button.click()
        if visible(page.target) and page.target.options:
            page.target.value = page.target.options[-1][1]
    assert states(view) == states(twin)
    obs = view.controller.game.round.observation(scene.seat)
    visible_cards = Counter(card.name for card in obs.hand)
    visible_cards.update(card.name for pile in obs.discards for card in pile)
    visible_cards.update(card.name for card in obs.face_up)
    assert faces(view) == visible_cards
    # The teacher switch is what the test would catch: the pages then differ.
    view.teacher.value = twin.teacher.value = True
    assert states(view) != states(twin)


@pytest.mark.parametrize("name", SCENES)
def test_after_the_play_every_face_drawn_is_one_the_reader_was_told_of(name):
    view = StagedPlayView(controller(name))
    view.play_button.click()
    if view.controller.pending_chancellor:
        view.confirm.click()
    staged = view.controller
    assert staged.resolved and view.failures == []
    allowed = told(staged.game.round.observation(staged.seat))
    assert set(faces(view)) <= allowed, set(faces(view)) - allowed


# ---------------------------------------------------------------------- hostile names


@pytest.mark.parametrize("name", ["guard", "baron", "tie", "spy_eliminated", "chancellor"])
def test_a_hostile_name_is_always_escaped(name):
    names = [HOSTILE, QUOTED, "Zoé & <b>Léa</b>", "Dan"]
    view = StagedPlayView(controller(name, names=names))

    def check():
        for widget in reachable(view):
            if isinstance(widget, ipywidgets.HTML):
                assert all(raw not in widget.value for raw in names[:3])
        assert html.escape(HOSTILE) in view.board.value

    check()
    view.play_button.click()
    if view.controller.pending_chancellor:
        view.confirm.click()
    check()
    assert html.escape(HOSTILE) in view.result.value or html.escape(QUOTED) in view.result.value
    labels = [label for widget in reachable(view) if isinstance(widget, ipywidgets.Dropdown)
              for label in widget._options_labels]
    assert all("&lt;" not in label for label in labels)
    assert view.failures == []
