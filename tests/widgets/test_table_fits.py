"""The Table's move, its refusals and its page, without a browser (issue 16, section 3).

- Play (or Confirm) is enabled only when the move is complete: a card, its target, its
  guess; the Chancellor's card to keep and the order of the others (:class:`MoveDraft`
  and the TableView that shows it);
- a refusal is said to the person beside the Play button, in their language;
- one of two identical cards is chosen and marked alone;
- why a choice is not offered is shown on request ("Why not?");
- names nobody typed, the page's title and every label follow the language;
- the Setup folds into one line after Start; the deduction panel has its tab.

The browser tests (``tests/browser/test_table_page.py``) check the same page at
1366 x 768 in Chromium.
"""

import html

import pytest

ipywidgets = pytest.importorskip("ipywidgets")

from lovelet import Card, Game  # noqa: E402
from lovelet.text.i18n import say  # noqa: E402
from lovelet.widgets import TableController  # noqa: E402
from lovelet.widgets.table_layout import SIDE_BY_SIDE, style_sheet  # noqa: E402
from lovelet.widgets.table_move import MoveDraft  # noqa: E402
from lovelet.widgets.views import SetupView, TableView, table_with_deduction  # noqa: E402


def visible(widget):
    return widget.layout.display != "none"


def marked(view):
    """The places in the hand of the card buttons drawn as chosen."""
    return [index for index, slot in enumerate(view._slots)
            if visible(slot.box) and slot.button.button_style == "primary"]


# ---------------------------------------------------------------------- the move, complete or not


def test_a_guard_is_complete_with_a_target_and_a_guess_only(game_position):
    game = game_position([[Card.GUARD, Card.PRIEST], [Card.BARON], [Card.KING]])
    table = TableController(game, ["person", "random", "random"])
    draft = MoveDraft()
    draft.follow(table.choices)
    assert (draft.complete, draft.missing) == (False, "card") and draft.action() is None
    draft.select(0)
    assert draft.card == "GUARD" and draft.targets == [1, 2] and draft.missing == "target"
    draft.choose_target(0)  # oneself: not offered, so not chosen
    assert draft.target is None and not draft.complete
    draft.choose_target(2)
    assert draft.missing == "guess" and "GUARD" not in draft.guesses
    draft.choose_guess("GUARD")  # not offered
    assert draft.guess is None and not draft.complete
    draft.choose_guess("PRINCESS")
    assert draft.complete and draft.action() == ("play", "GUARD", 2, "PRINCESS")
    # Another card: the Guard's target and guess are forgotten.
    draft.select(1)
    assert (draft.card, draft.target, draft.guess, draft.missing) == ("PRIEST", None, None, "target")
    # A new decision is a new draft; the same one keeps it.
    draft.follow(dict(table.choices))
    assert draft.card == "PRIEST"
    draft.follow({})
    assert (draft.card, draft.complete, draft.missing) == (None, False, "")


def test_a_card_aimed_at_nobody_and_the_only_target_are_chosen_for_the_person(game_position):
    game = game_position([[Card.GUARD, Card.PRINCE], [Card.BARON]], discards=[[], [Card.HANDMAID]],
                         protected={1})
    table = TableController(game, ["person", "random"])
    draft = MoveDraft()
    draft.follow(table.choices)
    draft.select(0)  # the Guard: nobody can be chosen, it is played without effect
    assert draft.targets == [] and draft.complete and draft.action() == ("play", "GUARD", None, None)
    draft.select(1)  # the Prince: only oneself (the other is protected), chosen at once
    assert draft.target == 0 and draft.complete
    draft.choose_target(None)
    assert not draft.complete and draft.missing == "target"


def test_the_chancellor_is_complete_with_a_card_kept_and_an_order(game_position):
    game = game_position([[Card.CHANCELLOR, Card.GUARD], [Card.BARON], [Card.PRIEST]],
                         top=[Card.GUARD, Card.SPY])
    table = TableController(game, ["person", "random", "random"])
    table.play("CHANCELLOR")
    assert table.choices["kind"] == "chancellor" and table.hand == ["GUARD", "GUARD", "SPY"]
    draft = MoveDraft()
    draft.follow(table.choices)
    assert draft.missing == "keep" and draft.keeps == ["GUARD", "SPY"]
    draft.select(1)  # the second Guard: the others go under in the order shown (issue 17)
    assert (draft.keep, draft.card, draft.missing, draft.order) == (1, "GUARD", "", ("GUARD", "SPY"))
    assert sorted(draft.orders) == [("GUARD", "SPY"), ("SPY", "GUARD")]
    draft.choose_order(("SPY", "SPY"))  # not offered
    assert not draft.complete and draft.missing == "order"
    draft.choose_order(["SPY", "GUARD"])
    assert draft.complete and draft.action() == ("chancellor", "GUARD", ["SPY", "GUARD"])
    draft.choose_keep("SPY")
    assert draft.keep == 2 and draft.order == ("GUARD", "GUARD") and draft.complete  # the only order


def test_play_is_enabled_only_when_the_move_is_complete(game_position):
    game = game_position([[Card.GUARD, Card.BARON], [Card.PRIEST], [Card.KING]])
    table = TableController(game, ["person", "random", "random"])
    view = TableView(table, pause=0)
    guard = view._slots[0]
    assert not visible(view.play_panel)
    guard.button.click()
    assert visible(view.play_panel) and view.play_button.disabled
    assert "Choose a target" in view.play_note.value
    view.target.value = 1
    assert view.play_button.disabled and "Name a card other than the Guard" in view.play_note.value
    view.guess.value = "KING"
    assert not view.play_button.disabled and view.play_note.value == ""
    view.target.index = None  # the target taken back: Play waits again
    assert view.play_button.disabled
    view.target.value = 2
    view.play_button.click()
    assert table.error == "" and view.failures == [] and game.round.actions[0].target == 2


# ---------------------------------------------------------------------- refusals beside Play


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_refused_card_is_said_to_the_person_beside_the_play_button(game_position, language):
    game = game_position([[Card.KING, Card.COUNTESS], [Card.GUARD], [Card.PRIEST]])
    table = TableController(game, ["person", "random", "random"], language=language)
    view = TableView(table, pause=0)
    king = view._slots[0]
    king.button.click()
    expected = {"en": "You must play the Countess: you hold the King.",
                "fr": "Tu dois jouer la Comtesse\u00a0: tu as le Roi en main.",
                "de": "Du musst die Gräfin spielen: Du hast den König auf der Hand."}[language]
    assert table.error == expected and table.error_code == "COUNTESS_FORCED"
    # beside the Play button (disabled: the King may not be played), not at the top
    assert visible(view.play_panel) and view.play_button.disabled
    assert html.escape(expected) in view.play_note.value and view.error.value == ""
    assert say("table_refused", language, reason=expected) == html.unescape(
        view.play_note.value.split("&#9888; ", 1)[1].rsplit("</div>", 1)[0])
    assert marked(view) == []
    # The Countess: the refusal goes, Play is enabled.
    view._slots[1].button.click()
    assert view.play_note.value == "" and not view.play_button.disabled and view.error.value == ""
    assert marked(view) == [1]


def test_a_refusal_away_from_the_move_is_said_at_the_top(game_position):
    game = game_position([[Card.PRINCESS, Card.GUARD], [Card.BARON], [Card.PRIEST]])
    table = TableController(game, ["person", "random", "random"])
    view = TableView(table, pause=0)
    view._slots[1].button.click()
    view.next_round.click()  # (hidden: the round is not over) refused, said at the top of the Table
    assert table.error_code == "ROUND_NOT_OVER"
    assert html.escape(table.error) in view.error.value and "Refused" not in view.play_note.value


# ---------------------------------------------------------------------- identical cards


def test_one_of_two_identical_cards_is_marked_alone(game_position):
    game = game_position([[Card.GUARD, Card.GUARD], [Card.PRIEST], [Card.KING]])
    table = TableController(game, ["person", "random", "random"])
    view = TableView(table, pause=0)
    first, second = view._slots[:2]
    second.button.click()
    assert marked(view) == [1] and view.draft.slot == 1
    view.target.value = 1  # the choices made stay with the same card
    first.button.click()
    assert marked(view) == [0] and view.target.value == 1
    view.guess.value = "PRIEST"
    view.play_button.click()
    assert table.error == "" and view.failures == []


def test_the_chancellors_card_to_keep_is_one_of_two_alike(game_position):
    game = game_position([[Card.CHANCELLOR, Card.GUARD], [Card.BARON], [Card.PRIEST]],
                         top=[Card.GUARD, Card.SPY])
    table = TableController(game, ["person", "random", "random"])
    view = TableView(table, pause=0)
    view._slots[0].button.click()
    view.play_button.click()
    assert view.confirm.disabled and "Choose the card to keep" in view.confirm_note.value
    view._slots[1].button.click()
    assert marked(view) == [1] and view.keep.value == "GUARD"
    # Two orders: the one shown is offered (Guard, then Spy), the person may choose the other.
    assert view.order.value == ("GUARD", "SPY") and not view.confirm.disabled
    view.order.value = ("SPY", "GUARD")
    assert not view.confirm.disabled
    view.confirm.click()
    assert table.error == "" and view.failures == []


# ---------------------------------------------------------------------- why not?


def test_reasons_are_shown_on_request_only_in_three_languages(game_position):
    game = game_position([[Card.GUARD, Card.PRIEST], [Card.BARON], [], [Card.KING]],
                         discards=[[], [Card.HANDMAID], [Card.SPY], []], protected={1}, eliminated={2})
    table = TableController(game, ["person", "random", "random", "heuristic"])
    view = TableView(table, pause=0)
    view._slots[0].button.click()
    assert "Not allowed" not in " ".join(widget.value for widget in (view.target_reasons, view.guess_reasons))
    for language, words in (("en", "Why not?"), ("fr", "Pourquoi pas\u202f?"), ("de", "Warum nicht?")):
        table.language = language
        assert view.target_why.toggle.description == words and not visible(view.target_reasons)
    view.target_why.toggle.value = True
    assert "Nicht erlaubt" in view.target_reasons.value and visible(view.target_reasons)
    assert view.target_why.toggle.description == "Gründe ausblenden"
    assert view.guess_reasons.value == ""  # each list has its own
    # A new decision starts with the reasons hidden again.
    view.target.value = 3
    view.guess.value = "KING"
    view.play_button.click()
    assert not view.target_why.toggle.value
    # A hand with every card playable offers no "why not?".
    assert not visible(view.hand_why.toggle)


# ---------------------------------------------------------------------- names and labels in the language


def test_names_nobody_typed_follow_the_tables_language():
    game = Game("revised", ["Player 1", "Ann", "Player 3"], seed=4)
    table = TableController(game, ["person", "heuristic", "heuristic"])
    table.run_bots()
    table.language = "fr"
    assert table.names == ["Joueur 1", "Ann", "Joueur 3"]
    assert game.names == ("Player 1", "Ann", "Player 3")  # the game keeps its names
    assert not any("Player" in sentence for sentence in table.log)
    table.language = "de"
    assert table.names == ["Spieler 1", "Ann", "Spieler 3"]
    view = TableView(table, pause=0)
    assert "Spieler 3" in view.board.value and "Player 3" not in view.board.value
    # A refusal names the seats as the page does, and is said to the person.
    assert table.apply(game.round.legal_actions()[0], player=2) is False
    assert "Player" not in table.error and "Spieler" in table.error


def test_the_setup_folds_after_start_and_its_page_follows_the_language():
    setup = SetupView(pause=0, heading=True)
    assert visible(setup.form) and not visible(setup.folded_line) and visible(setup.intro)
    setup.language.value = "fr"
    assert "Jouer à Love Letter" in setup.heading.value and setup.seats[1].name.value == "Joueur 2"
    setup.start.click()
    assert setup.folded and not visible(setup.form) and visible(setup.folded_line) and not visible(setup.intro)
    assert "Édition révisée, 3 joueurs" in setup.folded_text.value
    assert setup.new_game.description == "Nouvelle partie"
    # The language chosen at the Table is the page's.
    setup.table_view.language.value = "de"
    assert "Love Letter spielen" in setup.heading.value and setup.new_game.description == "Neues Spiel"
    setup.new_game.click()
    assert visible(setup.form) and visible(setup.back_to_game) and setup.table_view is not None
    setup.back_to_game.click()
    assert not visible(setup.form)
    setup.new_game.click()
    first = setup.table_view
    setup.start.click()
    assert setup.table_view is not first and setup.folded
    assert setup.failures == [] and setup.table_view.failures == []
    setup.close()


def test_the_deduction_panel_has_a_tab_for_narrow_screens_and_sits_beside_from_1200_px():
    table = TableController(Game("revised", 4, seed=3), ["person", "heuristic", "heuristic", "heuristic"])
    both = table_with_deduction(table, pause=0, plot=False, playouts=4, chunk=2)
    side = both.side
    assert not visible(both.deduction_view) and side.tab.description == "\u25b8 Deduction"
    side.tab.value = True
    assert visible(both.deduction_view) and side.tab.description == "\u25be Deduction"
    css = style_sheet().value
    assert SIDE_BY_SIDE == 1200 and "@media (min-width: 1200px)" in css
    assert ".lovelet-deduction-tab { display: none !important; }" in css
    assert "lovelet-deduction-side" in side.box._dom_classes and "lovelet-deduction-tab" in side.tab._dom_classes
    both.close()


def test_the_new_widgets_share_no_layout():
    table = TableController(Game("revised", 4, seed=3), ["person", "heuristic", "heuristic", "heuristic"])
    both = table_with_deduction(table, pause=0, plot=False, playouts=4, chunk=2)
    setup = SetupView(pause=0, heading=True)
    layouts = {}
    for root in (both, setup):
        stack = [root]
        while stack:
            widget = stack.pop()
            if isinstance(widget, ipywidgets.DOMWidget):
                owner = layouts.setdefault(id(widget.layout), widget)
                assert owner is widget, f"{owner!r:.60} and {widget!r:.60} share a layout"
            stack.extend(getattr(widget, "children", ()))
    both.close()
    setup.close()
