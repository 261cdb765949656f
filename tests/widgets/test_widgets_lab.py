"""The strategy lab: its controller without a browser, its view driven as a person would.

The controller must play exactly the tournament ``play_tournament`` plays with the same
choices (game for game, whether it ran at once, in steps, on the asyncio loop, or was
stopped and read halfway), refuse every wrong choice with a sentence in its language
and change nothing else, and stop when asked or when an agent fails, never raising at a
view.  The view shows the results, never a traceback, and escapes the names agents'
authors chose: every widget's state reaches the browser, so the tests read them all.
"""

import asyncio
import html
import subprocess
import sys

import pytest

ipywidgets = pytest.importorskip("ipywidgets")

from lovelet import IllegalAction, Play  # noqa: E402
from lovelet import agents as lovelet_agents  # noqa: E402
from lovelet.agents import Agent, RandomAgent  # noqa: E402
from lovelet.text.i18n import TEXTS  # noqa: E402
from lovelet.lab.tournament import agent_words, play_tournament  # noqa: E402
from lovelet.widgets import StrategyLabController, StrategyLabView  # noqa: E402
from test_widgets_views import HOSTILE, QUOTED, page_text, reachable  # noqa: E402

STEPWISE = {"background": True, "step_seconds": 0}  # one game per step, played when asked


def expected(lab, games=None, **choices):
    """What play_tournament gives for the lab's choices (``games`` of them)."""
    return play_tournament(lab.agents(), games or lab.games, edition=lab.edition, seed=lab.seed, unit=lab.unit,
                           workers=1, progress=False, **choices)


def traits(controller):
    return {name: getattr(controller, name) for name in controller.trait_names()}


class FirstLegal:
    """Always the first legal action: an agent of one's own, as a notebook writes it."""

    name = "first legal"

    def choose(self, observation, rng):
        return observation.legal_actions()[0]


class Remembering:
    """Plays its lowest card on odd decisions and at random on even ones: what it does
    depends on how many decisions it made before, so on when it was copied."""

    name = "remembering"

    def __init__(self):
        self.decisions = 0

    def choose(self, observation, rng):
        self.decisions += 1
        legal = observation.legal_actions()
        return legal[0] if self.decisions % 2 else rng.choice(legal)


def always_last(observation, rng):
    return observation.legal_actions()[-1]


# ---------------------------------------------------------------------- the choices


def test_the_controller_is_light_and_the_view_loads_ipywidgets_only():
    code = ("import sys; from lovelet.widgets import StrategyLabController; StrategyLabController(); "
            "heavy = {'ipywidgets', 'matplotlib', 'pandas', 'numpy', 'tqdm'} & set(sys.modules); "
            "assert not heavy, heavy; from lovelet.widgets import StrategyLabView; "
            "assert 'ipywidgets' in sys.modules and 'matplotlib' not in sys.modules; print('ok')")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "ok"


def test_the_choices_offered_follow_the_edition_and_the_players():
    lab = StrategyLabController(own_agents=[FirstLegal(), always_last])
    assert lab.agent_choices == agent_words() + ["first legal", "always_last"]
    assert lab.own_choices == ["first legal", "always_last"]
    assert lab.lineup == ["heuristic", "random"] and lab.players == 2 and lab.ready
    assert (lab.min_players, lab.max_players) == (2, 6)
    lab.players = 5
    assert lab.lineup == ["heuristic", "random", "random", "random", "random"] and lab.ready
    lab.set_agent(4, "first legal")
    lab.players = 3  # the places left keep their agents
    assert lab.lineup == ["heuristic", "random", "random"]
    lab.edition = "classic"
    assert (lab.min_players, lab.max_players) == (2, 4) and lab.ready
    lab.players = 6
    assert not lab.ready and lab.error_code == "BAD_PLAYER_COUNT" and "2" in lab.error and "4" in lab.error
    assert len(lab.lineup) == 6  # the pickers follow the count the revised edition would seat
    lab.edition = "revised"
    assert lab.ready and lab.error == ""


def test_an_agent_added_to_lovelet_agents_is_offered_by_itself(monkeypatch):
    class Stubborn(Agent):
        """Always the first legal action."""

        name = "stubborn"

        def policy(self, observation):
            legal = observation.legal_actions()
            return {action: float(action == legal[0]) for action in legal}

    monkeypatch.setattr(lovelet_agents, "Stubborn", Stubborn, raising=False)
    monkeypatch.setattr(lovelet_agents, "__all__", [*lovelet_agents.__all__, "Stubborn"])
    lab = StrategyLabController(["stubborn", "random"], games=8, seed=2, language="fr")
    assert "stubborn" in lab.agent_choices and lab.agent_titles["stubborn"] == "stubborn" and lab.ready
    assert lab.run() and lab.result == expected(lab)
    assert [row["title"] for row in lab.entrant_rates] == ["stubborn", "aléatoire"]


# ---------------------------------------------------------------------- refusals

REFUSED = [
    ({"games": 0}, "BAD_OPTION"), ({"games": "many"}, "BAD_OPTION"), ({"games": 2_000_000}, "BAD_OPTION"),
    ({"games": True}, "BAD_OPTION"), ({"games": 2.5}, "BAD_OPTION"), ({"seed": "abc"}, "BAD_OPTION"),
    ({"seed": 1.5}, "BAD_OPTION"), ({"unit": "turn"}, "BAD_OPTION"),
    ({"edition": "modern"}, "BAD_OPTION"), ({"players": 1}, "BAD_PLAYER_COUNT"),
    ({"players": "four"}, "BAD_OPTION"), ({"lineup": ["heuristic", "genius"]}, "BAD_OPTION"),
    ({"lineup": "heuristic"}, "BAD_OPTION"), ({"lineup": ["heuristic"]}, "BAD_OPTION"),
    ({"language": "klingon"}, "BAD_OPTION"),
]


@pytest.mark.parametrize(("choice", "code"), REFUSED, ids=[str(choice) for choice, _ in REFUSED])
def test_a_wrong_choice_is_refused_with_a_sentence_and_changes_nothing_else(choice, code):
    sentences = {}
    for language in ("en", "fr", "de"):
        lab = StrategyLabController(["heuristic", "random"], games=6, seed=4, language=language)
        assert lab.run() and lab.status == "done"
        before = lab.result
        for name, value in choice.items():
            setattr(lab, name, value)
        assert lab.error_code == code and not lab.ready
        assert lab.error.endswith(".") and "Traceback" not in lab.error
        sentences[language] = lab.error
        shown_before = traits(lab)
        assert lab.run() is False  # refused: the last results stay as they were
        assert lab.result == before and traits(lab) == shown_before
    if "language" not in choice:  # each sentence is said in the lab's language
        assert len(set(sentences.values())) == 3


def test_the_refusal_is_said_again_in_a_new_language_and_cleared_once_fixed():
    lab = StrategyLabController(games=0, language="en")
    assert lab.error.startswith("The number of games") and not lab.ready
    lab.language = "de"
    assert lab.error.startswith("Die Zahl der Partien")
    lab.games = "12"  # the digits a text field holds
    assert lab.ready and lab.error == "" and lab.run() and lab.done == 12


def test_a_wrong_place_and_wrong_arguments():
    lab = StrategyLabController(language="fr")
    lab.set_agent(7, "random")
    assert lab.error_code == "BAD_OPTION" and "0" in lab.error and lab.lineup == ["heuristic", "random"] and lab.ready
    for arguments in ({"own_agents": [42]}, {"own_agents": [RandomAgent()]},  # named "random", as lovelet's
                      {"own_agents": [FirstLegal(), FirstLegal()]}, {"background": "yes"}, {"step_seconds": -1},
                      {"pause": float("nan")}):
        with pytest.raises(IllegalAction) as refusal:
            StrategyLabController(**arguments)
        assert refusal.value.code == "BAD_OPTION" and refusal.value.message.endswith(".")
    with pytest.raises(IllegalAction):
        lab.run_pending(0)


# ---------------------------------------------------------------------- the same tournament as play_tournament

SAME = [
    dict(lineup=["heuristic", "random", "cautious"], games=40, seed=3),
    dict(lineup=["heuristic", "random"], edition="classic", unit="round", games=150, seed=8),
    dict(lineup=["random", "first legal", "random", "always_last", "heuristic"], games=20, seed=5),
    # more than 64 games: chunks of several games, each played with its own copy of the agents
    dict(lineup=["remembering", "remembering", "random"], unit="round", games=200, seed=11),
]


@pytest.mark.parametrize("choices", SAME, ids=["revised-3", "classic-rounds", "own-agents", "chunks"])
def test_the_results_are_play_tournament_s_however_they_are_played(choices):
    own = [FirstLegal(), always_last, Remembering]
    at_once = StrategyLabController(**choices, own_agents=own)
    assert at_once.run() and at_once.status == "done" and at_once.done == at_once.total == choices["games"]
    wanted = expected(at_once)
    assert at_once.result == wanted
    stepwise = StrategyLabController(**choices, own_agents=own, **STEPWISE)
    assert stepwise.run() and stepwise.status == "running"
    while not stepwise.run_pending(7):
        pass
    assert stepwise.result == wanted and stepwise.status == "done"
    rates = wanted.win_rates()
    assert [(row["label"], row["wins"], row["games"], row["p"], row["low"], row["high"])
            for row in at_once.entrant_rates] == [(label, r.wins, r.games, r.p, r.low, r.high)
                                                  for label, r in rates.items()]
    seats = wanted.seat_advantage()
    assert [(row["seat"], row["wins"], row["low"]) for row in at_once.seat_rates] == \
        [(seat, r.wins, r.low) for seat, r in seats.items()]
    assert at_once.mean_turns == wanted.mean_turns() and at_once.played["games"] == wanted.games
    assert at_once.entrant_rates == stepwise.entrant_rates


def test_the_progress_moves_game_by_game_and_the_tables_after_each_chunk():
    lab = StrategyLabController(["heuristic", "random"], games=130, seed=6, **STEPWISE)  # chunks of 3 games
    progress, tables = [], []
    lab.observe(lambda change: progress.append(change["new"]), names="done")
    lab.observe(lambda change: tables.append(change["new"][0]["games"] if change["new"] else 0),
                names="entrant_rates")
    assert lab.run() and lab.total == 130 and lab.done == 0 and lab.pending
    assert lab.run_pending(4) is False and lab.done == 4
    assert lab.entrant_rates[0]["games"] == 3  # the first chunk's games, shown once it was over
    assert lab.finish() and lab.status == "done" and not lab.pending
    assert progress == list(range(1, 131))
    assert tables == sorted(tables) and tables[-1] == 130 and len(tables) > 10


def test_stop_keeps_the_games_played_and_a_new_run_starts_again():
    lab = StrategyLabController(["heuristic", "cautious", "random"], games=90, seed=9, language="de", **STEPWISE)
    full = expected(lab)
    assert lab.run() and lab.run_pending(10) is False
    assert lab.stop() and lab.status == "stopped" and lab.done == 10 and not lab.pending
    assert lab.result.records == full.records[:10]  # game i depends on the seed and i only
    assert lab.entrant_rates[0]["games"] == 10 and lab.played["games"] == 10 and lab.played["total"] == 90
    assert lab.run_pending(5) and lab.done == 10  # nothing more is played
    assert lab.stop() is False
    assert lab.run() and lab.done == 0 and lab.entrant_rates == []
    assert lab.finish() and lab.result == full


def test_a_second_run_while_one_runs_is_refused():
    lab = StrategyLabController(games=20, seed=1, **STEPWISE)
    assert lab.run() and lab.run_pending(2) is False
    assert lab.run() is False and lab.error_code == "BAD_OPTION" and lab.ready and lab.done == 2
    assert lab.finish() and lab.result == expected(lab)


def test_on_the_loop_the_tournament_plays_in_steps_and_stops_when_asked():
    async def main():
        lab = StrategyLabController(["heuristic", "random", "random"], games=60, seed=12, step_seconds=0,
                                    pause=0.001)
        seen = []
        lab.observe(lambda change: seen.append(change["new"]), names="done")
        assert lab.run() and lab.status == "running" and lab.done == 0  # nothing played before the page shows it
        while lab.status == "running":
            await asyncio.sleep(0.001)
        assert lab.status == "done" and seen == list(range(1, 61)) and lab.result == expected(lab)
        assert lab.run()
        while lab.done < 5:
            await asyncio.sleep(0.001)
        assert lab.stop()
        stopped = lab.done
        await asyncio.sleep(0.02)
        assert lab.done == stopped and lab.status == "stopped"
        assert lab.result.records == expected(lab).records[:stopped]
        assert lab.run()
        lab.close()  # a closed lab plays no more
        await asyncio.sleep(0.02)
        assert lab.status == "stopped" and lab.done < 60

    asyncio.run(main())


# ---------------------------------------------------------------------- agents that fail


class Cheater:
    """Plays a card it does not hold."""

    name = "cheater"

    def choose(self, observation, rng):
        missing = next(card for card in observation.edition.cards if card not in observation.hand)
        return Play(missing)


class Broken:
    name = "broken"

    def choose(self, observation, rng):
        raise ZeroDivisionError("my agent divides by zero")


@pytest.mark.parametrize(("agent", "code", "words"), [
    (Cheater(), "CARD_NOT_IN_HAND", "en main"),
    (Broken(), "AGENT_FAILED", "ZeroDivisionError: my agent divides by zero")])
def test_an_agent_that_breaks_the_rules_or_fails_stops_the_tournament_with_a_sentence(agent, code, words):
    """In the kernel (isolate=False: trusted code), a failure stops the tournament."""
    lab = StrategyLabController(["random", agent.name], games=10, seed=2, own_agents=[agent], language="fr",
                                isolate=False)
    assert lab.run() and lab.status == "failed" and lab.error_code == code
    assert lab.error.startswith("La partie 1 n'a pas pu être jouée") and words in lab.error
    assert lab.done == 0 and lab.ready
    lab.language = "en"
    assert lab.error.startswith("Game 1 could not be played")
    assert lab.finish() is False
    view = StrategyLabView(lab, plot=False)
    assert "Game 1 could not be played" in page_text(view) and "Traceback" not in page_text(view)
    assert view.failures == []


# ---------------------------------------------------------------------- the view


def click_run(view):
    view.run_button.click()
    assert view.failures == []


def test_a_tournament_run_through_the_view():
    lab = StrategyLabController(language="en")
    view = StrategyLabView(lab)
    assert view.stop_button.disabled and not view.run_button.disabled
    view.players.value = 3
    assert lab.lineup == ["heuristic", "random", "random"]
    view.places[2].value = "cautious"
    view.unit.value = "round"
    view.games.value = 45
    view.seed.value = "17"
    assert lab.lineup[2] == "cautious" and lab.unit == "round" and lab.games == 45 and lab.seed == "17"
    click_run(view)
    assert lab.status == "done" and lab.result == play_tournament(["heuristic", "random", "cautious"], 45, seed=17,
                                                                  unit="round", workers=1, progress=False)
    text = page_text(view)
    assert "Done: 45 rounds played." in text and "45 of 45 rounds" in text
    assert "Win rates: 45 rounds, revised edition, 3 players, seed 17" in text
    heuristic = lab.entrant_rates[0]
    assert f"{heuristic['wins']} / 45" in view.rates.value
    assert view.progress.value == view.progress.max == 45 and view.progress.bar_style == "success"
    for image in (view.win_plot, view.seat_plot):
        assert image.value[:4] == b"\x89PNG" and image.layout.display == ""
    assert len(view.rates.value.split('class="lovelet-lab-rate"')) == 4
    assert len(view.seats.value.split('class="lovelet-lab-seat"')) == 4


def test_run_and_stop_through_the_view():
    lab = StrategyLabController(games=50, seed=4, language="fr", **STEPWISE)
    view = StrategyLabView(lab)
    assert not any(field.disabled for field in view.form_fields())
    click_run(view)
    assert lab.status == "running" and view.run_button.disabled and not view.stop_button.disabled
    # The form is locked while it runs, so that it shows what is being played.
    assert len(view.form_fields()) == 12 and all(field.disabled for field in view.form_fields())
    lab.run_pending(7)
    assert view.progress.value == 7 and view.progress.max == 50 and "7 parties sur 50" in page_text(view)
    assert view.win_plot.layout.display == "none"  # plots only once the tournament is over or stopped
    view.stop_button.click()
    assert view.failures == [] and lab.status == "stopped" and view.stop_button.disabled
    assert "Arrêté après 7 parties sur 50" in page_text(view) and view.progress.bar_style == "warning"
    assert view.win_plot.value[:4] == b"\x89PNG" and view.win_plot.layout.display == ""
    assert "Taux de victoire : 7 parties" in page_text(view)
    assert not any(field.disabled for field in view.form_fields())  # unlocked once stopped
    click_run(view)
    assert all(field.disabled for field in view.form_fields())
    lab.finish()
    assert lab.status == "done" and not any(field.disabled for field in view.form_fields())
    assert not view.run_button.disabled and view.stop_button.disabled


def test_the_lab_speaks_the_session_s_language():
    import lovelet.widgets

    try:
        lovelet.widgets.set_language("de")
        assert StrategyLabController().language == "de"
        assert StrategyLabController(language="fr").language == "fr"
    finally:
        lovelet.widgets.set_language("en")


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["Strategy lab", "Agent 1", "Whole games", "Run", "Stop", "Win rates: 12 games", "Seat advantage",
            "1 (starts)", "95% interval", "heuristic", "random"]),
    ("fr", ["Laboratoire de stratégies", "Agent 1", "Des parties entières", "Lancer", "Arrêter",
            "Taux de victoire : 12 parties", "Avantage selon la place", "1 (commence)", "intervalle à 95",
            "heuristique", "aléatoire"]),
    ("de", ["Strategielabor", "Agent 1", "Ganze Partien", "Starten", "Anhalten", "Siegquoten: 12 Partien",
            "Vorteil je Platz", "1 (beginnt)", "95-%-Intervall", "heuristisch", "Zufall"]),
])
def test_every_text_of_the_lab_in_three_languages(language, words):
    lab = StrategyLabController(games=12, seed=3, language=language)
    view = StrategyLabView(lab, plot=False)
    click_run(view)
    text = page_text(view) + " " + " ".join(view.unit.options[i][0] for i in range(2))
    for word in words:
        assert word.lower() in text.lower(), word
    assert view.run_button.description == words[3] and view.stop_button.description == words[4]
    other = "de" if language != "de" else "fr"
    view.language.value = other  # only the words change
    assert lab.language == other and lab.result == expected(lab) and view.failures == []
    assert view.run_button.description == TEXTS[other]["lab_run"]


def test_a_refusal_is_drawn_under_the_row_the_person_touched():
    lab = StrategyLabController(["heuristic", "random", "random"], language="en")
    view = StrategyLabView(lab, plot=False)
    form = view._form

    def row_above_error():
        children = list(form.children)
        return children[children.index(view.error) - 1]

    for control, wrong, right, row in ((view.games, 0, 40, "games"), (view.seed, "x", "3", "seed"),
                                       (view.players, 9, 3, "players")):
        control.value = wrong
        assert view.error.value and view.run_button.disabled
        assert row_above_error() is view._rows[row] and control in view._rows[row].children
        control.value = right
        assert view.error.value == "" and not view.run_button.disabled
    view.edition.value = "classic"
    view.players.value = 5  # the classic edition seats 2 to 4
    assert "5" in view.error.value and row_above_error() is view._rows["players"]
    view.edition.value = "revised"  # the edition touched last: its row says it, and now all is well
    assert view.error.value == "" and row_above_error() is view._rows["edition"]
    assert form.children.count(view.error) == 1 and view.failures == []


def test_the_view_never_shows_a_traceback():
    lab = StrategyLabController(language="de")
    view = StrategyLabView(lab, plot=False)
    view.games.value = 0
    assert "Die Zahl der Partien" in view.error.value and view.run_button.disabled
    view.games.value = 5
    assert view.error.value == "" and not view.run_button.disabled

    def explode():
        raise RuntimeError("a bug")

    lab.run = explode
    view.run_button.click()
    assert TEXTS["de"]["lab_failed"] in view.error.value and "RuntimeError" not in view.error.value
    assert len(view.failures) == 1
    for widget in reachable(view):
        if isinstance(widget, ipywidgets.HTML):
            assert "Traceback" not in widget.value


def state_strings(root):
    """(widget type, trait, text) for every text in every reachable widget's state."""
    found = []

    def walk(kind, key, value):
        if isinstance(value, str):
            found.append((kind, key, value))
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(kind, key, item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(kind, key, item)

    for widget in reachable(root):
        for key, value in widget.get_state().items():
            walk(type(widget).__name__, key, value)
    return found


def test_hostile_agent_names_are_escaped_everywhere():
    class Hostile(FirstLegal):
        name = HOSTILE + " $\\frac{1}"  # a "$" would start matplotlib's mathematics

    class Quoted(FirstLegal):
        name = QUOTED

    lab = StrategyLabController([Hostile.name, Quoted.name, "random"], games=9, seed=1,
                                own_agents=[Hostile, Quoted])
    view = StrategyLabView(lab)
    click_run(view)
    assert lab.status == "done" and view.win_plot.value[:4] == b"\x89PNG"
    assert html.escape(HOSTILE) in view.rates.value and html.escape(QUOTED) in view.rates.value
    for kind, key, value in state_strings(view):
        if HOSTILE in value or QUOTED in value:  # only as plain text, which the browser never reads as HTML
            assert (kind, key) == ("Dropdown", "_options_labels"), (kind, key)
    lab.edition = "nope"  # a refusal that shows a value typed, escaped too
    lab.edition = "<b>" + HOSTILE
    assert html.escape(HOSTILE) in view.error.value and HOSTILE not in view.error.value
    assert view.failures == []


def test_every_widget_the_view_creates_is_in_its_tree():
    before = set(ipywidgets.widgets.widget._instances)
    view = StrategyLabView(StrategyLabController(games=4, seed=2))
    click_run(view)
    view.players.value = 4
    created = set(ipywidgets.widgets.widget._instances) - before
    assert created <= {widget.model_id for widget in reachable(view)}
    view.close()


# ---------------------------------------------------------------------- one's own agents in their own process


@pytest.mark.parametrize(("agent", "reason", "words"), [
    (Cheater(), "illegal", "a choisi un coup que les règles refusent"),
    (Broken(), "crashed", "ZeroDivisionError: my agent divides by zero")])
def test_one_s_own_agents_play_in_their_own_process_and_forfeit_by_default(agent, reason, words):
    lab = StrategyLabController(["random", agent.name], games=3, seed=2, own_agents=[agent], language="fr")
    assert lab.run() and lab.status == "done" and lab.done == 3 and lab.error == ""
    assert [(row["game"], row["label"], row["reason"]) for row in lab.forfeits] == \
        [(game, agent.name, reason) for game in (1, 2, 3)]
    assert all(words in row["why"] for row in lab.forfeits)
    assert lab.entrant_rates[0]["wins"] == 3  # the random agent won every game
    page = page_text(StrategyLabView(lab, plot=False))
    assert f"Partie 1 : {agent.name} perd par forfait" in page and "Traceback" not in page
    lab.language = "de"
    assert "verliert kampflos" in page_text(StrategyLabView(lab, plot=False))


def test_lovelet_s_own_agents_stay_in_the_kernel_and_the_results_are_play_tournament_s():
    lab = StrategyLabController(["first legal", "heuristic"], games=4, seed=3, own_agents=[FirstLegal()])
    plan = lab._prepared()
    assert plan.plan.isolated == (0,) and plan.plan.move_seconds == 2.0
    assert lab.run() and lab.result == expected(lab) and lab.forfeits == []
    assert lab._run.isolated is None  # the agents' processes ended with the run
    assert StrategyLabController(["first legal", "heuristic"], own_agents=[FirstLegal()],
                                 isolate=False)._prepared().plan.isolated == ()


def test_the_lab_refuses_a_wrong_isolate_or_move_seconds():
    for arguments in ({"isolate": "yes"}, {"move_seconds": 0}, {"move_seconds": float("nan")},
                      {"move_seconds": True}, {"move_seconds": 601}):
        with pytest.raises(IllegalAction) as refusal:
            StrategyLabController(**arguments)
        assert refusal.value.code == "BAD_OPTION"


def test_stopping_or_closing_the_lab_ends_the_agents_processes():
    lab = StrategyLabController(["first legal", "random"], games=100, seed=3, own_agents=[FirstLegal()], **STEPWISE)
    assert lab.run() and not lab.run_pending(2)
    workers = list(lab._run.isolated.values())
    assert workers and all(agent._worker is not None for agent in workers)
    assert lab.stop() and lab._run.isolated is None and all(agent._worker is None for agent in workers)
    assert lab.run() and not lab.run_pending(1)
    workers = list(lab._run.isolated.values())
    lab.close()
    assert lab.status == "stopped" and all(agent._worker is None for agent in workers)
