"""The ``lovelet`` command: ``simulate`` prints a tournament's results (tables, JSON,
CSV), ``play`` is a game against bots in a terminal, and bad options are one line on
standard error with exit status 2."""

import csv
import io
import json
import pathlib
import random
import subprocess
import sys

import pytest

from lovelet import Card, IllegalAction
from lovelet.lab.cli import build_parser, main
from lovelet.text.narration import describe
from lovelet.text.refusals import refused
from lovelet.lab.terminal import TerminalGame
from lovelet.lab.tournament import agent_named, play_tournament

ROOT = pathlib.Path(__file__).resolve().parents[2]
SIMULATE = ["simulate", "--edition", "revised", "--players", "3", "--agents", "heuristic,random,random",
            "--games", "30", "--seed", "4", "--workers", "1"]


def expected():
    return play_tournament([agent_named(word) for word in ("heuristic", "random", "random")], 30,
                           seed=4, workers=1, progress=False)


def run(argv, capsys):
    status = main(argv)
    out = capsys.readouterr()
    return status, out.out, out.err


# ---------------------------------------------------------------------- simulate


def test_simulate_prints_the_results_table(capsys):
    status, out, err = run(SIMULATE, capsys)
    assert status == 0 and err == ""
    result = expected()
    lines = out.splitlines()
    for label, rate in result.win_rates().items():
        row = next(line for line in lines if line.startswith(label + " "))
        cells = row.split()
        assert str(rate.wins) in cells and f"{rate.p:.1%}" in cells and f"{rate.low:.1%}" in cells
    for seat, rate in result.seat_advantage().items():
        assert any(line.split()[:1] == [str(seat)] and f"{rate.p:.1%}" in line.split() for line in lines)
    assert f"{result.mean_rounds():.2f}" in out and f"{result.mean_turns():.2f}" in out
    for card, count in result.eliminations().items():
        assert f"{card} {count}" in out


def test_simulate_as_json_and_as_csv(capsys):
    status, out, _ = run(SIMULATE + ["--json"], capsys)
    summary = json.loads(out)
    wanted = json.loads(json.dumps(expected().summary()))
    summary.pop("seconds"), wanted.pop("seconds")
    assert status == 0 and summary == wanted
    status, out, _ = run(SIMULATE + ["--csv"], capsys)
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [(row["entrant"], int(row["wins"])) for row in rows] == \
        [(row["entrant"], row["wins"]) for row in expected().rows("entrants")]


def test_one_agent_plays_every_seat_and_classic_options_pass_through(capsys):
    status, out, _ = run(["simulate", "--edition", "classic", "--players", "2", "--agents", "cautious",
                          "--games", "6", "--workers", "1", "--thresholds", "aeg", "--tie-break",
                          "discard_sum", "--json"], capsys)
    summary = json.loads(out)
    assert status == 0 and summary["players"] == 2 and summary["edition"] == "classic"
    assert summary["options"] == {"tie_break": "discard_sum", "thresholds": "aeg", "reveal_drawn": False}
    assert [row["entrant"] for row in summary["entrants"]] == ["cautious random 1", "cautious random 2"]


@pytest.mark.parametrize("argv", [
    [], ["dance"], ["simulate", "--players", "x"], ["simulate", "--games", "0"],
    ["simulate", "--edition", "modern"], ["simulate", "--agents", "genius"],
    ["simulate", "--agents", "random,,random"], ["simulate", "--players", "3", "--agents", "random,random"],
    ["simulate", "--edition", "classic", "--players", "5"], ["simulate", "--players", "7"],
    ["simulate", "--tie-break", "discard_sum"], ["simulate", "--json", "--csv"],
    ["simulate", "--workers", "0"], ["simulate", "--colour"], ["play", "--language", "es"],
    ["play", "--players", "9"], ["play", "--seat", "3", "--players", "3"], ["play", "--bots", "random,heuristic"],
    ["play", "--edition", "classic", "--players", "5"],
])
def test_a_bad_option_is_one_line_and_status_2(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    out = capsys.readouterr()
    assert stop.value.code == 2
    assert out.out == ""
    assert len(out.err.strip().splitlines()) == 1 and out.err.startswith("lovelet")
    assert "Traceback" not in out.err


def test_help_explains_every_option(capsys):
    parser = build_parser()
    commands = parser._subparsers._group_actions[0].choices
    assert set(commands) == {"simulate", "play"}
    for name, command in commands.items():
        with pytest.raises(SystemExit) as stop:
            main([name, "--help"])
        text = capsys.readouterr().out
        assert stop.value.code == 0
        for action in command._actions:
            for option in action.option_strings:
                assert option in text
            assert action.help and action.help.strip()
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "simulate" in capsys.readouterr().out


def test_python_dash_m_lovelet_with_two_workers():
    finished = subprocess.run([sys.executable, "-m", "lovelet", *SIMULATE[:-1], "2", "--json"],
                              cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert finished.returncode == 0, finished.stderr
    summary = json.loads(finished.stdout)
    assert summary["entrants"] == json.loads(json.dumps(expected().rows("entrants")))
    assert finished.stderr == ""  # no progress bar when standard error is not a terminal


# ---------------------------------------------------------------------- play


class Script:
    """Answers for a terminal game: given ones first, then numbers from 1 to 4 drawn
    from a seeded generator (so a refused answer is followed by another), and every
    line written kept."""

    def __init__(self, answers=(), then=None):
        self.answers = list(answers)
        self.then = then
        self.numbers = random.Random(0)
        self.lines = []

    def read(self, prompt):
        self.lines.append(prompt)
        if self.answers:
            answer = self.answers.pop(0)
            if isinstance(answer, BaseException):
                raise answer
            return answer
        if self.then is not None:
            raise self.then
        return str(self.numbers.randint(1, 4))

    def write(self, line=""):
        self.lines.append(line)

    @property
    def text(self):
        return "\n".join(self.lines)


def terminal(script, **settings):
    settings.setdefault("seed", 1)
    return TerminalGame(read=script.read, write=script.write, **settings)


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_whole_game_against_bots_shows_only_the_persons_view(language):
    script = Script()
    game = terminal(script, players=3, language=language, seed=8)
    assert game.run() == 0
    assert game.game.is_over
    last = game.game.round.events[-1]
    assert describe(last, game.game.names, language) in script.lines  # who won the game
    # Nothing only a bot saw is ever written: each secret told with its secret would
    # be a different sentence from the one the person may read.
    for rnd in game.game.rounds:
        for event in rnd.events:
            if not event.is_visible_to(game.seat):
                secret = describe(event, game.game.names, language)
                if secret != describe(event.seen_from(game.seat), game.game.names, language):
                    assert secret not in script.lines


def countess_seed():
    """A seed whose first round starts with Ann holding the Countess and a King or Prince."""
    for seed in range(5000):
        probe = TerminalGame(players=2, seed=seed, read=None, write=None)
        rnd = probe.game.round
        hand = set(rnd.hand(0))
        if rnd.current_player == 0 and Card.COUNTESS in hand and hand & {Card.KING, Card.PRINCE}:
            return seed, (hand - {Card.COUNTESS}).pop()
    raise AssertionError("no such seed")  # pragma: no cover


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_refused_move_is_said_in_the_persons_language(language):
    from lovelet.text.i18n import card_name

    seed, partner = countess_seed()
    script = Script([card_name(partner, language), card_name(Card.COUNTESS, language), "q"])
    game = terminal(script, players=2, seed=seed, language=language)
    assert game.run() == 0
    assert refused("COUNTESS_FORCED", name="Ann").sentence(language) in script.lines
    assert game.game.round.discards(0)[:1] == (Card.COUNTESS,)  # the Countess, on the second try


def test_an_answer_that_is_not_a_choice_is_asked_again():
    script = Script(["42", "Zoe", "", "q"])
    assert terminal(script, players=2, seed=2).run() == 0
    assert sum("is not one of the choices" in line for line in script.lines) == 2


@pytest.mark.parametrize("leave, status", [("q", 0), (EOFError(), 0), (KeyboardInterrupt(), 130)])
def test_leaving_is_clean(leave, status):
    script = Script([leave])
    assert terminal(script, players=4, seed=3, name="Zoe").run() == status
    assert script.lines[-1] == "You left the game. Goodbye!"


def test_a_single_round_and_bad_settings():
    script = Script()
    game = terminal(script, players=2, single_round=True, bots=agent_named("random"))
    assert game.run() == 0 and len(game.game.rounds) == 1 and game.game.round.is_over
    for settings in (dict(players=7), dict(players=3, seat=3), dict(name="  "), dict(language="es"),
                     dict(edition="classic", players=5)):
        with pytest.raises(IllegalAction):
            terminal(Script(), **settings)


def test_lovelet_play_in_a_real_terminal_session():
    for given in ("q\n", ""):  # a person who quits, and input that simply ends
        finished = subprocess.run([sys.executable, "-m", "lovelet", "play", "--seed", "5", "--language", "de"],
                                  cwd=ROOT, input=given, capture_output=True, text=True, timeout=60)
        assert finished.returncode == 0, finished.stderr
        assert "Traceback" not in finished.stderr
        assert "Du hast das Spiel verlassen" in finished.stdout
        assert "Seed" not in finished.stdout  # a game left unfinished never shows its seed
