"""The coach at the Table, and its reusable panel (CoachView).

* The switch is off by default, and then no trait and no widget holds any advice.
* Switched on, at a person's turn, ``coach_advice`` is exactly the coach's advice from
  that person's observation, in the table's language; at a bot's turn, between hot-seat
  turns and after the round, it is empty.
* The leak test, as the Table's: with the coach on, the traits of the controller and
  the state of every widget of the view equal those of a twin table whose game has the
  same moves and differs only in cards hidden from the seat in view.
* Names are escaped in the panel; the panel follows the language; a game of bots only
  shows no switch.
"""

import dataclasses
import html
import json
import random

import pytest

ipywidgets = pytest.importorskip("ipywidgets")

from lovelet import Card, Game, IllegalAction  # noqa: E402
from lovelet.deduction import coach  # noqa: E402
from lovelet.widgets import CoachView, TableController  # noqa: E402
from lovelet.widgets.views import TableView  # noqa: E402
from lovelet.widgets.seat_names import names_in  # noqa: E402
from test_widgets_controllers import random_person_move, traits, twin_game  # noqa: E402
from test_widgets_views import HOSTILE, QUOTED, page_text, states  # noqa: E402


def visible(widget):
    return widget.layout.display != "none"


def play_through(table, view, rng, check):
    """Play ``table``'s game to its end, the person choosing at random; ``check()`` at each step."""
    for _ in range(3000):
        check()
        if table.game_over:
            return
        if table.round_over:
            table.next_round()
        elif table.bots_to_move:  # with no view, nobody moves the bots
            table.run_bots()
        elif table.passing:  # hot seat: the mover has read their move's result
            table.done()
        elif table.hidden:
            table.reveal()
        else:
            random_person_move(table, rng)
        assert view is None or view.failures == []
    raise AssertionError("the game did not end")


def expected_advice(table):
    """What the coach says to the person in view now, or {} when it is not their decision."""
    rnd = table.game.round
    seat = table.viewer
    if not table.coach or table.hidden or rnd.is_over or rnd.current_player != seat \
            or table.agents[seat] is not None:
        return {}
    observation = rnd.observation(seat)
    shown = tuple(names_in(table.game.names, table.language))  # "Player 2" said in the Table's language
    return coach(dataclasses.replace(observation, names=shown)).summary(table.language)


def test_the_coach_is_off_by_default_and_then_nothing_holds_advice():
    table = TableController(Game("revised", 3, seed=2), ["person", "heuristic", "random"])
    view = TableView(table, pause=0)
    assert table.coach is False and view.coach.value is False and visible(view.coach)

    def check():
        assert table.coach_advice == {}
        assert view.coach_panel.html.value == "" and not visible(view.coach_panel)

    play_through(table, view, random.Random(2), check)


@pytest.mark.parametrize(("edition", "players", "seed"), [("revised", 2, 1), ("revised", 4, 2),
                                                          ("revised", 6, 3), ("classic", 3, 4)])
def test_switched_on_the_coach_speaks_at_each_turn_of_the_person(edition, players, seed):
    rng = random.Random(seed)
    kinds = ["person"] + [rng.choice(["random", "heuristic", "cautious"]) for _ in range(players - 1)]
    table = TableController(Game(edition, players, seed=seed), kinds, language=["en", "fr", "de"][seed % 3])
    view = TableView(table, pause=0)
    view.coach.value = True  # the person ticks the switch
    assert table.coach is True
    spoke = []

    def check():
        expected = expected_advice(table)
        assert table.coach_advice == expected
        if expected:
            spoke.append(1)
            assert html.escape(expected["why"]) in view.coach_panel.html.value
            assert view.coach_panel.html.value.count("lovelet-coach-picked") == 1
        else:
            assert "lovelet-coach-picked" not in view.coach_panel.html.value

    play_through(table, view, rng, check)
    assert len(spoke) >= 3


def test_hot_seat_hides_the_coach_with_the_hand():
    table = TableController(Game("revised", 3, seed=6), ["person", "person", "random"], coach=True)
    seen = {"hidden": 0, "shown": 0}

    def check():
        if table.hidden or table.passing:  # the coach speaks only at the person's decision
            assert table.coach_advice == {}
            seen["hidden"] += 1
        elif table.choices:
            assert table.coach_advice == expected_advice(table) != {}
            seen["shown"] += 1

    play_through(table, None, random.Random(6), check)
    assert seen["hidden"] and seen["shown"]


def twins_with_the_coach(table, rng, wanted=2, attempts=60):
    """Tables with the coach on whose games have ``table``'s moves and differ only in
    cards hidden from the seat in view."""
    game, seat = table.game, table.viewer
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
            continue
        found.append(TableController(twin, table.kinds, language=table.language, coach=True))
        if len(found) == wanted:
            break
    return found


@pytest.mark.parametrize(("edition", "players", "seed"), [("revised", 3, 11), ("revised", 5, 12),
                                                          ("classic", 4, 13)])
def test_the_coach_holds_nothing_hidden_from_the_seat_in_view(edition, players, seed):
    rng = random.Random(seed)
    kinds = ["person"] + ["heuristic"] * (players - 1)
    table = TableController(Game(edition, players, seed=seed), kinds, coach=True, language="fr")
    view = TableView(table, pause=0, show_teacher=False)
    compared = {"twins": 0}

    def check():
        if not table.coach_advice or rng.random() > 0.5:
            return
        for twin in twins_with_the_coach(table, rng):
            assert twin.game.snapshot() != table.game.snapshot()
            assert traits(twin) == traits(table)
            assert states(TableView(twin, pause=0, show_teacher=False)) == states(view)
            compared["twins"] += 1

    play_through(table, view, rng, check)
    assert compared["twins"] >= 2


def test_the_panel_escapes_names_and_follows_the_language():
    names = [HOSTILE, QUOTED, "Zoé"]
    table = TableController(Game("revised", names, seed=3, first_player=0), ["person", "random", "random"],
                            coach=True)
    view = TableView(table, pause=0)
    assert table.coach_advice
    panel = view.coach_panel.html.value
    assert "<img" not in panel and "<script" not in panel
    assert all(html.escape(name, quote=True) in panel for name in names[1:]
               if any(row["target_name"] == name for row in table.coach_advice["rows"]))
    english = page_text(view.coach_panel)
    view.language.value = "de"
    assert table.coach_advice == coach(table.game.round.observation(0)).summary("de")
    german = page_text(view.coach_panel)
    assert german != english and "Wahl des Coachs" in german and "Coach's pick" in english


def test_the_coach_names_default_seats_in_the_tables_language(game_position):
    game = game_position([[Card.GUARD, Card.BARON], [Card.PRIEST], [Card.KING]],
                         names=["Player 1", "Player 2", "Ann"], top=[Card.SPY, Card.HANDMAID])
    table = TableController(game, ["person", "random", "random"], coach=True, language="fr")
    view = TableView(table, pause=0)
    advice = json.dumps(table.coach_advice, ensure_ascii=False)
    assert "Joueur 2" in advice and "Ann" in advice  # the rows name every target
    assert "Player" not in advice and "Player" not in view.coach_panel.html.value
    assert "Joueur 2" in view.coach_panel.html.value
    view.language.value = "de"
    advice = json.dumps(table.coach_advice, ensure_ascii=False)
    assert "Spieler 2" in advice and "Joueur" not in advice and "Player" not in advice
    assert table.game.names == ("Player 1", "Player 2", "Ann")  # the game keeps its names
    assert view.failures == []
    view.close()


def test_a_game_of_bots_has_no_coach_switch():
    table = TableController(Game("classic", 3, seed=1), ["random", "heuristic", "cautious"], coach=True)
    view = TableView(table, pause=0)
    assert not visible(view.coach) and not visible(view.coach_panel)
    assert table.coach_advice == {}


def test_the_coach_view_shows_an_advice_or_its_summary(position):
    rnd = position([[Card.GUARD, Card.BARON], [Card.PRIEST], [Card.KING]], players=["Ann", HOSTILE, "Cleo"])
    advice = coach(rnd.observation(0))
    panel = CoachView(advice, language="fr")
    assert panel.html.value == CoachView(advice.summary("fr"), language="fr").html.value == advice.to_html("fr")
    assert "<img" not in panel.html.value
    panel.show(None, "en", note="The coach speaks at your turn.")
    assert "The coach speaks" in panel.html.value and "lovelet-coach-picked" not in panel.html.value
    with pytest.raises(IllegalAction) as caught:
        panel.show("advice", "en")
    assert caught.value.code == "BAD_OPTION"
    with pytest.raises(IllegalAction):
        panel.show(advice, "klingon")
