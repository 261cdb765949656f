"""The live deduction panel: DeductionController and DeductionView, without a browser.

The controller follows whole games of both editions played through a TableController
(persons and bots) and says, at every step, what lovelet.deduction says from the
seat in view's observation: the tracker, the exact belief (a row covering two or three
cards says so), the best Guard guess, and the chances to win the round, made of
seeded chunks of playouts that run on the asyncio loop after the move is shown.
While hot seat hides the hand, nothing private is in any trait.  The opponent model
switch falls back to the plain belief, with a note, when the model cannot explain the
round.  Bad arguments and settings give IllegalAction sentences; every text speaks
English, French and German; hostile names are escaped.

The leak test: every trait and every widget state reaches the browser, so they must
be equal for two games that differ only in cards hidden from the seat in view.
"""

import ast
import asyncio
import hashlib
import html
import random
import re
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from lovelet import REVISED, Card, Game, IllegalAction, Play, Round
from lovelet.agents import CautiousRandomAgent, HeuristicAgent, RandomAgent
from lovelet.deduction import belief, outcome_probabilities, tracker
from lovelet.deduction.odds import best_guard_guess
from lovelet.deduction.outcomes import wilson_interval
from lovelet.engine.streams import derived_seed
from lovelet.widgets import TableController
from lovelet.widgets.deduction import MODELS, DeductionController

ipywidgets = pytest.importorskip("ipywidgets")

from lovelet.widgets.deduction_view import DeductionView, plot_round_chances  # noqa: E402
from lovelet.widgets.views import TableWithDeduction, table_with_deduction  # noqa: E402

HOSTILE = "<img src=x onerror=alert(1)>"
QUOTED = '"><script>alert(2)</script>'
AGENTS = {"random": RandomAgent, "cautious": CautiousRandomAgent, "heuristic": HeuristicAgent}
# Small and exact: a few playouts, and a belief that is never cut short by a time budget.
SMALL = dict(playouts=8, chunk=4, belief_budget=None, exact_below=0)
PRIVATE = ("hand", "tracker", "belief_places", "belief_labels", "belief", "belief_fractions", "guesses",
           "outcomes", "eliminated", "protected")


# ---------------------------------------------------------------------- helpers


def traits(panel):
    return {name: getattr(panel, name) for name in panel.trait_names()}


def person_move(table, rng):
    """One random legal decision of the person in view, read from the table's choices."""
    choices = table.choices
    if choices["kind"] == "chancellor":
        option = rng.choice(choices["options"])
        return table.chancellor(option["keep"], option["bottom"])
    card = rng.choice([choice for choice in choices["cards"] if choice["playable"]])
    target = guess = None
    if card["needs_target"]:
        target = rng.choice([choice["seat"] for choice in card["targets"] if choice["allowed"]])
        if card["card"] == "GUARD":
            guess = rng.choice([choice["card"] for choice in card["guesses"] if choice["allowed"]])
    return table.play(card["card"], target, guess)


def drive(table, rng, check, limit=2000):
    """Play the table's game to its end; ``check(table)`` after every change."""
    for _ in range(limit):
        check(table)
        if table.game_over:
            return
        if table.round_over:
            assert table.next_round()
        elif table.bots_to_move:
            assert table.step_bots()
        elif table.passing:  # hot seat: the mover has read their move's result
            assert table.done()
        elif table.hidden:
            assert table.reveal()
        else:
            assert person_move(table, rng), table.error
    raise AssertionError("the game did not end")


def direct_belief(observation, model):
    """lovelet.deduction's belief under ``model`` (a kind), and whether it fell back."""
    if model != "none":
        try:
            return belief(observation, model=AGENTS[model]()), False
        except IllegalAction as refusal:
            assert refusal.code == "BAD_OBSERVATION"
            return belief(observation), True
    return belief(observation), False


def agrees(panel, observation):
    """The panel says what lovelet.deduction says from ``observation``."""
    assert panel.available and panel.viewer == observation.player and panel.error == ""
    assert panel.hand == [card.name for card in observation.hand]
    counted = tracker(observation)
    cards = observation.edition.cards
    assert [(row["card"], row["copies"], row["seen"], row["unseen"], row["known"]) for row in panel.tracker] == [
        (card.name, counted.copies[card], counted.seen[card], counted.unseen[card], counted.known[card])
        for card in cards]
    assert panel.unseen_total == counted.total_unseen
    seen, fell_back = direct_belief(observation, panel.model)
    assert panel.model_refused == fell_back and bool(panel.note) == fell_back
    assert panel.belief_model == ("none" if fell_back else panel.model)
    exact = seen.as_fractions()
    expected = [(seat, exact.hand(seat)) for seat in range(observation.players)
                if seat != observation.player and observation.hand_size(seat)]
    expected += [(kind, getattr(exact, kind)) for kind in ("set_aside", "next_draw") if getattr(exact, kind)]
    assert len(panel.belief_places) == len(expected) == len(panel.belief) == len(panel.belief_labels)
    for index, (place, chances) in enumerate(expected):
        shown = panel.belief_places[index]
        assert (shown["seat"] if shown["kind"] == "hand" else shown["kind"]) == place
        assert panel.belief_fractions[index] == [str(chances[card]) for card in cards]
        assert panel.belief[index] == pytest.approx([float(chances[card]) for card in cards])
        if shown["kind"] == "hand":
            holds = observation.hand_size(place)
            assert shown["holds"] == holds and shown["several"] == (holds > 1)
            name = observation.names[place]
            if panel.language == "en":
                assert panel.belief_labels[index] == (f"{name} (holds {holds} cards)" if holds > 1 else name)
    guesses = [(seat, *best_guard_guess(observation, seat, seen)) for seat in observation.in_round
               if seat != observation.player]
    assert [(g["seat"], g["card"], g["fraction"], g["protected"]) for g in panel.guesses] == [
        (seat, card.name, str(chance), seat in observation.protected) for seat, card, chance in guesses]
    assert panel.holds_guard == (Card.GUARD in observation.hand)
    sound_chances(panel)


def sound_chances(panel):
    """The chances are counts of the playouts so far with their Wilson intervals, or exact."""
    if panel.status == "ready":
        assert panel.outcomes and (panel.outcomes_exact or panel.outcomes_done == panel.outcomes_total)
    for row in panel.outcomes:
        assert row["low"] <= row["p"] <= row["high"]
        if row["exact"]:
            assert Fraction(row["fraction"]) == pytest.approx(row["p"]) and row["low"] == row["high"]
        else:
            wins = round(row["p"] * panel.outcomes_done)
            assert wins == pytest.approx(row["p"] * panel.outcomes_done)
            assert (row["p"], row["low"], row["high"]) == tuple(wilson_interval(wins, panel.outcomes_done))


def private_is_empty(panel):
    assert not panel.available and panel.viewer is None and panel.status == "ready"
    for name in PRIVATE:
        assert getattr(panel, name) == [], name
    assert panel.outcomes_shared == {} and panel.unseen_total == 0 and panel.note == ""


def reachable(root):
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
    """Every reachable widget's state as the browser gets it (model ids by place, bytes by hash)."""
    found = reachable(root)
    places = {f"IPY_MODEL_{widget.model_id}": f"WIDGET_{index}" for index, widget in enumerate(found)}

    def plain(value):
        if isinstance(value, (bytes, memoryview)):
            return hashlib.sha256(bytes(value)).hexdigest()
        if isinstance(value, str):
            return places.get(value, value)
        if isinstance(value, (list, tuple)):
            return [plain(item) for item in value]
        if isinstance(value, dict):
            return {key: plain(item) for key, item in value.items()}
        return value

    return [(type(widget).__name__, plain(widget.get_state())) for widget in found]


def page_text(view):
    parts = []
    for widget in reachable(view):
        if isinstance(widget, ipywidgets.HTML):
            parts.append(html.unescape(re.sub(r"<[^>]*>", " ", widget.value)))
        elif isinstance(widget, ipywidgets.Dropdown):
            parts.append(widget.description)
            parts.extend(widget._options_labels)
    return re.sub(r"\s+", " ", " ".join(parts))


def twin_game(game, deck):
    """``game`` replayed with its current round dealt from ``deck``; None if the moves do not fit."""
    rounds = game.rounds
    first = rounds[0]
    twin = Game(game.edition, list(game.names), seed=game.seed, first_player=first.start_player,
                deck=deck if len(rounds) == 1 else first.dealt_deck, **game.options.as_dict())
    try:
        for number, rnd in enumerate(rounds):
            if number:
                twin.next_round(start_player=rnd.start_player,
                                deck=deck if number == len(rounds) - 1 else rnd.dealt_deck)
            for action in rnd.actions:
                twin.apply(action, player=twin.round.current_player)
    except IllegalAction:
        return None
    return twin


def twin_tables(table, rng, seat, wanted=2, attempts=40):
    """Tables whose games differ from ``table``'s only in cards hidden from ``seat``."""
    game = table.game
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
        other = TableController(twin, table.kinds, language=table.language,
                                viewer=table.viewer if not table.persons else None)
        if table.passing:  # the mover reading their move's result: the twin's mover reads it too
            with other.hold_trait_notifications():
                other.hidden, other.viewer, other.passing = False, table.viewer, True
            other._move = table._move
            other._changed()
        elif not table.hidden:
            assert other.reveal()
        found.append(other)
        if len(found) == wanted:
            break
    return found


# ---------------------------------------------------------------------- the package


def test_the_panel_is_light_to_import_and_never_reads_the_game():
    code = ("import sys; from lovelet.widgets import DeductionController; "
            "assert 'ipywidgets' not in sys.modules and 'matplotlib' not in sys.modules; "
            "from lovelet.widgets import DeductionView, table_with_deduction; "
            "assert 'ipywidgets' in sys.modules and 'matplotlib' not in sys.modules; print('ok')")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "ok"
    for name in ("deduction.py", "deduction_view.py"):
        tree = ast.parse((Path(__file__).parents[2] / "lovelet" / "widgets" / name).read_text())
        read = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
        assert not read & {"game", "_game", "_agents", "dealt_deck", "all_hands", "rounds"}, name


# ---------------------------------------------------------------------- whole games

GAMES = [("revised", 3, "one person", "none"), ("classic", 4, "bots", "cautious"),
         ("revised", 2, "hot seat", "none"), ("classic", 2, "one person", "heuristic"),
         ("revised", 5, "bots", "none")]


@pytest.mark.parametrize(("edition", "players", "seats", "model"), GAMES,
                         ids=[f"{e}-{p}-{s.replace(' ', '-')}-{m}" for e, p, s, m in GAMES])
def test_the_panel_follows_whole_games_through_the_table(edition, players, seats, model):
    seed = GAMES.index((edition, players, seats, model))
    rng = random.Random(seed)
    kinds = [rng.choice(list(AGENTS)) for _ in range(players)]
    persons = {"one person": [0], "bots": [], "hot seat": [0, 1]}[seats]
    for seat in persons:
        kinds[seat] = "person"
    table = TableController(Game(edition, players, seed=seed), kinds, language="en")
    panel = DeductionController(table, model=model, **SMALL)
    counted = {"checked": 0, "hidden": 0, "rounds": set()}

    def check(t):
        if t.hidden:
            private_is_empty(panel)
            counted["hidden"] += 1
        else:
            agrees(panel, t.game.round.observation(t.viewer))
            assert panel.status == "ready"  # no running loop: the playouts are played at once
            counted["checked"] += 1
            if t.round_over:
                winners = t.game.round.winners
                assert [(row["seat"], row["fraction"]) for row in panel.outcomes] == [
                    (seat, "1" if seat in winners else "0") for seat in range(players)]
                counted["rounds"].add(t.round_number)
        if not persons and rng.random() < 0.1:
            assert t.watch(rng.randrange(players))

    drive(table, rng, check)
    assert counted["checked"] > 10 and len(counted["rounds"]) >= (0 if seats == "hot seat" else 2)
    assert (counted["hidden"] > 0) == (seats == "hot seat")


def test_the_chances_are_lovelet_s_playouts_chunk_by_chunk(game_position):
    game = game_position([[Card.GUARD, Card.PRIEST], [Card.BARON], [Card.KING]], seed=3)
    observation = game.round.observation(0)
    panel = DeductionController(observation=observation, playouts=12, chunk=5, seed=7, exact_below=None)
    wins, shared, done = [0, 0, 0], 0, 0
    for chunk, size in enumerate((5, 5, 2)):
        direct = outcome_probabilities(observation, n=size, seed=derived_seed(7, "deduction panel", chunk),
                                       game=False, exact_below=None)
        for seat, estimate in direct.round.items():
            wins[seat] += round(estimate.p * size)
        shared += round(direct.shared.p * size)
        done += size
    assert panel.outcomes_done == panel.outcomes_total == done and not panel.outcomes_exact
    assert [(row["p"], row["low"], row["high"]) for row in panel.outcomes] == [
        tuple(wilson_interval(count, done)) for count in wins]
    assert panel.outcomes_shared["p"] == shared / done
    # The same seed gives the same figures; another seed other playouts.
    again = DeductionController(observation=observation, playouts=12, chunk=5, seed=7, exact_below=None)
    assert again.outcomes == panel.outcomes
    other = [DeductionController(observation=observation, playouts=12, chunk=5, seed=seed, exact_below=None).outcomes
             for seed in (8, 9, 10)]
    assert any(outcomes != panel.outcomes for outcomes in other)


def test_late_in_the_round_the_chances_are_exact(game_position):
    game = game_position([[Card.GUARD, Card.PRINCE], [Card.BARON], [Card.PRIEST]], deck=[Card.KING, Card.HANDMAID],
                         dump=0)
    rnd = game.round
    rnd.apply(rnd.legal_actions()[0])
    observation = rnd.observation(rnd.current_player)
    assert observation.deck_size <= 1 and not observation.is_over
    panel = DeductionController(observation=observation, exact_below=1)
    direct = outcome_probabilities(observation, game=False, exact_below=1)
    assert direct.exact_round and panel.outcomes_exact and panel.status == "ready"
    assert [row["fraction"] for row in panel.outcomes] == [str(direct.round[seat].p) for seat in range(3)]
    assert all(row["exact"] and row["low"] == row["p"] == row["high"] for row in panel.outcomes)


# ---------------------------------------------------------------------- running on the loop


def test_the_playouts_run_on_the_loop_after_the_move_and_a_new_move_cancels_them():
    async def main():
        table = TableController(Game("revised", 3, seed=2), ["person", "random", "random"])
        table.run_bots()
        panel = DeductionController(table, playouts=40, chunk=10, belief_budget=None, pause=0.001)
        # The quick deductions are there at once; the chances come after.
        assert panel.belief and panel.tracker and panel.status == "computing" and panel.outcomes == []
        progress = []
        while panel.status == "computing":
            await asyncio.sleep(0.001)
            progress.append(panel.outcomes_done)
        assert {10, 20, 30} & set(progress) and panel.outcomes_done == 40
        at_once = DeductionController(table, playouts=40, chunk=10, belief_budget=None, background=False)
        assert panel.outcomes == at_once.outcomes  # chunked in time or not: the same figures
        # A move made while the playouts run: the older work stops, the new position's counts.
        assert table.choices  # the person's turn
        assert person_move(table, random.Random(2))
        await asyncio.sleep(0.002)  # a chunk or so of the position after the move
        table.run_bots()  # newer positions again: the older work is dropped
        while panel.status == "computing":
            await asyncio.sleep(0.001)
        fresh = DeductionController(table, playouts=40, chunk=10, belief_budget=None, background=False)
        assert panel.outcomes == fresh.outcomes and panel.turn == fresh.turn
        panel.close()
        closed, log = traits(panel), list(table.log)
        if table.round_over:
            assert table.next_round()
        elif table.choices:
            assert person_move(table, random.Random(3))
        else:
            assert table.run_bots()
        assert table.log != log
        await asyncio.sleep(0.01)
        assert traits(panel) == closed  # a closed panel follows the table no more

    asyncio.run(main())


def test_background_playouts_wait_for_run_pending_without_a_loop():
    table = TableController(Game("classic", 3, seed=4), ["person", "random", "random"])
    table.run_bots()
    panel = DeductionController(table, playouts=12, chunk=4, background=True)
    assert panel.status == "computing" and panel.pending and panel.outcomes == []
    assert panel.run_pending() is False and panel.outcomes_done == 4
    sound_chances(panel)
    assert panel.finish() and panel.status == "ready" and panel.outcomes_done == 12
    assert panel.outcomes == DeductionController(table, playouts=12, chunk=4).outcomes


# ---------------------------------------------------------------------- hot seat


def test_hot_seat_hides_everything_private_until_the_hand_is_shown():
    def pair(seed):
        table = TableController(Game("revised", 3, seed=seed, first_player=0), ["person", "person", "random"])
        return table, DeductionController(table, **SMALL)

    table, panel = pair(2)
    other_table, other = pair(3)  # another deal: only what everyone sees is the same
    assert table.hidden and table.game.round.hand(0) != other_table.game.round.hand(0)
    private_is_empty(panel)
    assert traits(panel) == traits(other)
    view, other_view = DeductionView(panel), DeductionView(other)
    assert states(view) == states(other_view)
    assert "The hand is hidden" in page_text(view) and view.chart.value == b""
    assert table.reveal()
    agrees(panel, table.game.round.observation(0))
    assert view.chart.value[:4] == b"\x89PNG" and "Card tracker" in page_text(view)
    assert person_move(table, random.Random(0)) and table.passing  # the mover reads the result
    assert table.done() and table.hidden
    private_is_empty(panel)
    assert view.chart.value == b"" and view.failures == []


# ---------------------------------------------------------------------- the opponent model


def test_the_model_switch_and_its_fallback_to_the_plain_belief():
    # Ben names the Priest with his Guard, which the heuristic agent would never do
    # (whatever its hand, it names the most common card it cannot place): the heuristic
    # model cannot explain the round, the random one can.
    C = Card
    rnd = Round.from_position(REVISED, players=["Ann", "Ben", "Cleo"], active=1,
                              hands=[[C.PRIEST], [C.GUARD, C.KING], [C.BARON]],
                              deck=[C.SPY, C.SPY, C.GUARD, C.GUARD, C.GUARD, C.GUARD, C.GUARD,
                                    C.PRIEST, C.BARON, C.HANDMAID, C.HANDMAID, C.PRINCE, C.PRINCE,
                                    C.CHANCELLOR, C.CHANCELLOR, C.PRINCESS],
                              set_aside=C.COUNTESS)
    rnd.apply(Play(C.GUARD, target=0, guess=C.PRIEST))
    refused_at = rnd.observation(0)
    with pytest.raises(IllegalAction) as refusal:
        belief(refused_at, model=HeuristicAgent())
    assert refusal.value.code == "BAD_OBSERVATION"
    panel = DeductionController(observation=refused_at, **SMALL)
    assert panel.models == list(MODELS) and panel.model == "none" and panel.belief_model == "none"
    plain = traits(panel)
    panel.model = "heuristic"
    assert panel.model == "heuristic" and panel.model_refused and panel.belief_model == "none"
    assert panel.note.startswith("The heuristic model cannot explain this round")
    assert panel.belief == plain["belief"] and panel.belief_fractions == plain["belief_fractions"]
    agrees(panel, refused_at)
    view = DeductionView(panel, plot=False)
    assert "cannot explain this round" in page_text(view) and view.failures == []
    for language, words in (("fr", "Le modèle heuristique ne peut pas expliquer"),
                            ("de", "Das Modell „heuristisch“ kann diese Runde nicht erklären")):
        panel.language = language
        assert panel.note.startswith(words) and words in page_text(view)
    # A model that explains the position is used: the belief is the modelled one.
    panel.language = "en"
    view.model.value = "random"
    assert panel.model == "random" and not panel.model_refused and panel.note == "" and view.note.value == ""
    agrees(panel, refused_at)
    modelled = belief(refused_at, model=RandomAgent()).as_fractions()
    seat = panel.belief_places[0]["seat"]
    assert panel.belief_fractions[0] == [str(modelled.hand(seat)[card]) for card in refused_at.edition.cards]
    assert "Opponents play like the random bot" in page_text(view)


# ---------------------------------------------------------------------- refusals


@pytest.mark.parametrize(("arguments", "code"), [
    ({}, "BAD_OPTION"),
    ({"table": "a table"}, "BAD_OPTION"),
    ({"observation": "what I saw"}, "BAD_OBSERVATION"),
    ({"model": "smart"}, "BAD_OPTION"),
    ({"model": HeuristicAgent()}, "BAD_OPTION"),
    ({"playouts": 0}, "BAD_OPTION"),
    ({"playouts": "many"}, "BAD_OPTION"),
    ({"playouts": True}, "BAD_OPTION"),
    ({"chunk": 0}, "BAD_OPTION"),
    ({"seed": "lucky"}, "BAD_OPTION"),
    ({"seed": 1.5}, "BAD_OPTION"),
    ({"exact_below": -1}, "BAD_OPTION"),
    ({"belief_budget": 0}, "BAD_OPTION"),
    ({"background": "yes"}, "BAD_OPTION"),
    ({"pause": -1}, "BAD_OPTION"),
    ({"language": "xx"}, "BAD_OPTION"),
])
def test_bad_arguments_are_refused_with_a_sentence(arguments, code):
    table = TableController(Game("revised", 3, seed=1), ["person", "random", "random"])
    arguments = dict(arguments)
    if "observation" not in arguments and "table" not in arguments and arguments:
        arguments["table"] = table
    with pytest.raises(IllegalAction) as refusal:
        DeductionController(**arguments)
    assert refusal.value.code == code
    assert refusal.value.message.endswith(".") and " " in refusal.value.message
    if arguments == {}:
        with pytest.raises(IllegalAction):
            DeductionController(table, table.observation())  # both: still one too many


def test_a_refused_setting_says_why_and_changes_nothing_else():
    table = TableController(Game("revised", 3, seed=1), ["person", "random", "random"])
    panel = DeductionController(table, language="fr", **SMALL)
    for name, value in (("model", "smart"), ("playouts", 0), ("playouts", "many"), ("language", "klingon")):
        before = traits(panel)
        setattr(panel, name, value)
        after = traits(panel)
        assert {key for key in before if before[key] != after[key]} == {"error", "error_code"}
        assert panel.error_code == "BAD_OPTION" and panel.error.endswith(".")
        panel.error = panel.error_code = ""
    panel.model = "smart"
    assert panel.error.startswith("Le modèle des adversaires doit être l'un de none, random")
    assert not panel.show_observation(table.observation()) and panel.error_code == "BAD_OPTION"
    fixed = DeductionController(observation=table.observation(), **SMALL)
    assert not fixed.show_observation(42) and fixed.error_code == "BAD_OBSERVATION"
    view = DeductionView(panel, plot=False)
    panel.model = "smart"
    assert html.escape(panel.error, quote=True) in view.error.value and view.failures == []


# ---------------------------------------------------------------------- two cards in one row


def test_a_row_covering_two_or_three_cards_says_so(game_position):
    game = game_position([[Card.PRIEST], [Card.CHANCELLOR, Card.COUNTESS], [Card.BARON]], active=1,
                         top=[Card.KING, Card.SPY])
    table = TableController(game, ["person", "heuristic", "random"])
    panel = DeductionController(table, **SMALL)
    place = panel.belief_places[0]
    assert (place["seat"], place["holds"], place["several"]) == (1, 2, True)
    assert panel.belief_labels[0] == "P1 (holds 2 cards)"
    assert "chance that one of them is this character" in place["note"] and "more than 100%" in place["note"]
    assert sum(panel.belief[0]) > 1.5 and sum(panel.belief[1]) == pytest.approx(1)
    assert panel.belief_places[1]["several"] is False and panel.belief_labels[1] == "P2"
    assert panel.guesses[0]["holds"] == 2
    view = DeductionView(panel, plot=False)
    assert "lovelet-deduction-row-several" in view.belief.value and "P1 (holds 2 cards) *" in page_text(view)
    assert "* P1 holds 2 cards: each number is the chance" in page_text(view)
    assert "holds 2 cards now: the chance is for the card they keep" in view.guesses.value
    assert table.step_bots() and table.pending_chancellor  # the Chancellor: three cards
    assert panel.belief_places[0]["holds"] == 3 and panel.belief_labels[0] == "P1 (holds 3 cards)"
    agrees(panel, table.game.round.observation(0))
    for language, label, note in (("fr", "P1 (a 3 cartes)", "P1 a 3 cartes\u00a0: chaque nombre"),
                                  ("de", "P1 (hat 3 Karten)", "P1 hat 3 Karten: jede Zahl")):
        panel.language = language
        assert panel.belief_labels[0] == label and panel.belief_places[0]["note"].startswith(note)
    # The heatmap of lovelet.plots says so too.
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    from lovelet.plots import plot_belief

    observation = table.game.round.observation(0)
    ax = plot_belief(belief(observation), observation)
    # (broken over lines to leave the cells their width)
    assert [label.get_text() for label in ax.get_yticklabels()][0].replace("\n", " ") == \
        "P1 (holds 3: chance of each)"
    matplotlib.pyplot.close("all")


# ---------------------------------------------------------------------- languages


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["Card tracker", "Belief", "Best Guard guess", "Chance to win the round from here", "Set-aside card",
            "Opponent model", "None: every deal that fits is as likely", "Guard"]),
    ("fr", ["Suivi des cartes", "Croyance", "Meilleure annonce du Garde", "Carte mise à part",
            "Modèle des adversaires", "Les adversaires jouent comme le robot prudent", "Garde"]),
    ("de", ["Kartenüberblick", "Einschätzung", "Bester Tipp der Wächterin", "Reservekarte", "Gegnermodell",
            "Die Gegner spielen wie der Computer „vorsichtig“", "Wächterin"]),
])
def test_every_text_of_the_panel_in_three_languages(language, words):
    table = TableController(Game("revised", 3, seed=5), ["person", "random", "random"])
    table.run_bots()
    panel = DeductionController(table, language=language, **SMALL)
    view = DeductionView(panel, plot=False)
    text = page_text(view)
    for word in words:
        assert word in text, word
    assert panel.card_names["GUARD"] == words[-1]
    panel.model = "cautious"
    outcomes, work = panel.outcomes, panel._work
    panel.language = "en" if language != "en" else "de"  # only the words change
    assert panel.outcomes == outcomes and panel._work is work and view.failures == []


def test_the_chart_of_the_chances_and_the_helper_beside_the_table():
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [{"seat": 0, "p": 0.25, "low": 0.1, "high": 0.4, "exact": False, "fraction": ""},
            {"seat": 1, "p": 0.75, "low": 0.75, "high": 0.75, "exact": True, "fraction": "3/4"}]
    ax = plot_round_chances(rows, ["Ann", "Ben"], viewer=0, language="fr")
    assert [bar.get_height() for bar in ax.patches] == [0.25, 0.75]
    assert ax.get_title() == "Chance de gagner la manche, selon Ann" and ax.get_xlabel() == "Joueur"
    assert [label.get_text() for label in ax.get_xticklabels()] == ["Ann\n(toi)", "Ben"]
    written = [piece.get_text() for piece in ax.texts]
    assert written == ["25\u202f%", "75\u202f%\n(exact)"]
    assert ax.patches[0].get_hatch() == "//" and not ax.patches[1].get_hatch()  # not by colour alone
    plt.close("all")
    table = TableController(Game("classic", ["Ann", "Ben", "Cy"], seed=6), ["person", "random", "random"],
                            language="de")
    both = table_with_deduction(table, pause=0, playouts=6, chunk=3)
    assert isinstance(both, TableWithDeduction) and both.children == (both.table_view, both.side.box)
    assert both.side.box.children == (both.side.tab, both.deduction_view)
    assert both.deduction.language == "de" and both.deduction_view.chart.value[:4] == b"\x89PNG"
    assert "lovelet-deduction" in both.deduction_view._dom_classes
    table.language = "fr"
    assert both.deduction.language == "fr" and "Suivi des cartes" in page_text(both.deduction_view)
    assert both.side.tab.description.endswith("Déduction")  # the tab follows the language too
    both.close()


# ---------------------------------------------------------------------- hostile names


def test_hostile_names_are_escaped_everywhere():
    names = [HOSTILE, QUOTED, "Zoé & <b>Léa</b>"]
    table = TableController(Game("revised", names, seed=9), ["person", "cautious", "heuristic"])
    panel = DeductionController(table, **SMALL)
    view = DeductionView(panel, plot=False)

    def check(t):
        for widget in reachable(view):
            if isinstance(widget, ipywidgets.HTML):
                assert all(name not in widget.value for name in names)
        if panel.available:
            assert html.escape(HOSTILE) in view.belief.value + view.outcomes.value + view.title.value

    drive(table, random.Random(9), check)
    assert view.failures == []


# ---------------------------------------------------------------------- the leak test

LEAKS = [("revised", 3, "one person", "cautious"), ("classic", 4, "bots", "none"), ("revised", 2, "hot seat", "none")]


@pytest.mark.parametrize(("edition", "players", "seats", "model"), LEAKS,
                         ids=[f"{e}-{p}-{s.replace(' ', '-')}" for e, p, s, _ in LEAKS])
def test_no_trait_and_no_widget_state_holds_a_hidden_card(edition, players, seats, model):
    seed = 40 + LEAKS.index((edition, players, seats, model))
    rng = random.Random(seed)
    kinds = [rng.choice(list(AGENTS)) for _ in range(players)]
    persons = {"one person": [1], "bots": [], "hot seat": [0, 1]}[seats]
    for seat in persons:
        kinds[seat] = "person"
    table = TableController(Game(edition, players, seed=seed), kinds, viewer=None if persons else players - 1)
    options = dict(model=model, **SMALL)
    panel = DeductionController(table, **options)
    view = DeductionView(panel, plot=False)  # follows the whole game; the chart is drawn below
    compared = {"twins": 0}

    def check(t):
        if t.viewer is not None and not t.hidden:
            # The truth is never ruled out: each opponent's real cards stay possible.
            rnd = t.game.round
            for place, row in zip(panel.belief_places, panel.belief):
                if place["kind"] == "hand":
                    for card in rnd.hand(place["seat"]):
                        assert row[panel.cards.index(card.name)] > 0
        if rng.random() > 0.3 or t.bots_to_move and persons:
            return
        seat = t.viewer if not t.hidden else rng.choice(persons)
        plot = compared["twins"] < 4  # the chart's picture too, a few times (it takes a while)
        fresh = DeductionView(panel, plot=plot)
        mine, page = traits(panel), states(fresh)
        assert states(view) == states(DeductionView(panel, plot=False))  # followed = made afresh
        for twin in twin_tables(t, rng, seat):
            other = DeductionController(twin, **options)
            assert traits(other) == mine
            other_view = DeductionView(other, plot=plot)
            assert states(other_view) == page
            other_view.close()
            other.close()
            compared["twins"] += 1
        fresh.close()

    drive(table, rng, check)
    assert compared["twins"] >= 3 and view.failures == []


def test_every_widget_the_panel_creates_is_in_its_tree():
    before = set(ipywidgets.widgets.widget._instances)
    table = TableController(Game("revised", 3, seed=1), ["person", "person", "random"])
    panel = DeductionController(table, **SMALL)
    view = DeductionView(panel)
    assert table.reveal() and view.chart.value
    view.model.value = "cautious"
    created = set(ipywidgets.widgets.widget._instances) - before
    assert created <= {widget.model_id for widget in reachable(view)}
    classes = {name for widget in reachable(view) for name in getattr(widget, "_dom_classes", ())}
    assert {"lovelet-deduction", "lovelet-deduction-belief", "lovelet-deduction-tracker", "lovelet-deduction-chart",
            "lovelet-deduction-outcomes", "lovelet-deduction-guesses", "lovelet-deduction-model"} <= classes
    view.close()  # the controller lives on, and a closed view no longer follows it
    assert person_move(table, random.Random(1)) and table.done()  # the mover passes the screen
    assert panel.available is False and view.failures == []
