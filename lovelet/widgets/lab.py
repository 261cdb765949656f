"""The strategy lab's controller: choose a tournament, play it in steps, read its results.

:class:`StrategyLabController` holds, as traits, the choices of a tournament (an agent
for each place in the line-up, the edition, the players, how many games or rounds, the
seed, the language) and, once it has run, its results: each agent's win rate with its
95% Wilson interval, the seat advantage, and what was played.  The agents offered are
lovelet's own (:func:`lovelet.lab.tournament.agent_words`: an agent added to
:mod:`lovelet.agents` appears by itself) and any agents of one's own given to the
controller (``own_agents=[LowCard(), always_first]``), each under its name.

The same tournament as :func:`~lovelet.lab.tournament.play_tournament`.  The lab plays the
runner's own games (:func:`lovelet.lab.tournament.runner.play_one` on the runner's
:class:`~lovelet.lab.tournament.runner.Plan`), cut into the runner's chunks, each chunk
with its own fresh copy of the agents, as the runner does: so ``lab.result`` equals
``play_tournament(lab.agents(), games, edition=..., seed=..., unit=...)`` game for game,
whenever and however slowly it was played.

Played in steps, so that the page stays alive.  ``play_tournament`` keeps the kernel
busy until it is over; the lab plays a few games at a time instead (``step_seconds`` of
work, one game at least), each step scheduled on the running asyncio loop (a Jupyter
kernel, Voila), so that the progress bar moves, the results so far appear after each
chunk and the Stop button is heard between two steps.  Without a running loop (tests,
a script) :meth:`~StrategyLabController.run` plays everything at once, or leaves it to
:meth:`~StrategyLabController.run_pending` and :meth:`~StrategyLabController.finish`
with ``background=True``.

Nothing raises at a view: a choice the lab refuses sets ``error`` (the sentence, in the
lab's language) and ``error_code``, and ``ready`` to False; an agent that breaks the
rules or fails during a game stops the tournament with a sentence saying so.

One's own agents play in their own processes (``isolate=True``, the default): a
student's agent sees only its seat's observation and cannot reach the round through
``gc`` or the call stack, as it could in the kernel (:mod:`lovelet.lab.isolation`).  One that
takes more than ``move_seconds`` to choose, raises or sends anything but a legal move
loses that game by forfeit and the tournament goes on; ``forfeits`` says who, in which
game, and why.  lovelet's own agents play in the kernel.  A
tournament shows only public results (who won, not which cards anyone held), and the
choices are what the person typed, so every trait may reach the browser.  Labels are
plain text: a view escapes them.
"""

from __future__ import annotations

import math
import numbers
import re

import traitlets as t

from lovelet.engine.arguments import player_names
from lovelet.engine.cards import EDITIONS, Options
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.text.i18n import say
from lovelet.lab.isolation import DEFAULT_MOVE_SECONDS, MOST_MOVE_SECONDS
from lovelet.engine.naming import is_bool, whole_number_or_none
from lovelet.text.languages import language_of, language_or_session
from lovelet.engine.streams import checked_seed
from lovelet.lab.tournament import UNITS, TournamentResult
from lovelet.lab.tournament.entrants import entrants_of
from lovelet.lab.tournament.runner import AgentFailed, Plan
from lovelet.widgets.edition_choices import FEWEST_PLAYERS, MOST_PLAYERS, GameForm
from lovelet.widgets.lab_agents import LabAgents
from lovelet.widgets.lab_run import LabRun
from lovelet.widgets.stepping import SteppedWork

__all__ = ["StrategyLabController", "MOST_GAMES", "STATUSES"]

#: The most games (or rounds) one run of the lab plays.
MOST_GAMES = 1_000_000
#: What ``status`` may say: nothing run yet, running, stopped by a person, over, failed.
STATUSES = ("idle", "running", "stopped", "done", "failed")
DEFAULT_STEP = 0.1  # seconds of games per step: the page answers a click within about that
DEFAULT_PAUSE = 0.005  # seconds the loop is left to the browser between two steps

_INPUTS = ("language", "edition", "players", "lineup", "games", "unit", "seed")


def _whole(value):
    """A whole number from an int or its digits typed as text, else None."""
    if isinstance(value, str) and re.fullmatch(r"\s*-?\d{1,40}\s*", value):
        return int(value)
    return whole_number_or_none(value)


def _thousands(number, language):
    """A whole number as ``language`` writes it: 1,000,000; 1 000 000; 1.000.000."""
    separator = {"en": ",", "fr": "\u202f", "de": "."}[language]
    return f"{number:,}".replace(",", separator)


class StrategyLabController(SteppedWork, GameForm):
    """A tournament to choose and play, and its results; see the module's docstring.

    ``lineup`` lists the agent of each place (words of ``agent_choices``: "heuristic",
    "random", ... or the name of one of ``own_agents``); without it, a heuristic agent
    against random ones.  ``players`` defaults to the line-up's length (2 without a
    line-up).  ``own_agents`` are agents of one's own (objects with
    ``choose(observation, rng)``, functions of ``(observation, rng)``, or classes made
    with no arguments), offered under their names.  ``language`` is "en", "fr" or "de"
    (None: the session's, :func:`lovelet.widgets.set_language`).

    ``background``: None plays on the running asyncio loop if there is one and at once
    otherwise; False always at once; True never at once (on the loop, or when
    :meth:`run_pending` or :meth:`finish` is called).  ``step_seconds`` is the work of
    one step (0: one game per step), ``pause`` the time left to the page between two.

    ``isolate`` (True by default) plays ``own_agents`` in processes of their own, each
    with ``move_seconds`` per decision (see the module's docstring); False plays them
    in the kernel, as trusted code, and a failure stops the tournament.

    The choices may be given anything (a view forwards what was typed); the checks say
    what is wrong.  A wrong ``own_agents``, ``background``, ``step_seconds`` or ``pause``
    raises IllegalAction, as a wrong argument of any lovelet function does.
    """

    _INPUTS = _INPUTS  # followed by GameForm: each change is checked at once

    # ------------------------------------------------------------------ inputs
    language = t.Any("en", help="'en', 'fr' or 'de' (or English, français, Deutsch).")
    edition = t.Any("revised", help="'revised' (2-6 players) or 'classic' (2-4 players).")
    players = t.Any(2, help="How many players; the line-up follows it.")
    lineup = t.Any(help="The agent of each place in the line-up: words of agent_choices.")
    games = t.Any(200, help="How many games (or rounds): a whole number, or its digits as text.")
    unit = t.Any("game", help="'game' (whole games) or 'round' (single rounds).")
    seed = t.Any(None, help="A whole number (or its digits as text): the same seed, the same results; "
                            "None or '' for a seed nobody can guess, drawn when the tournament starts.")

    # ------------------------------------------------------------------ what a view offers
    agent_choices = t.List(help="The agents a place may be played by: lovelet's words, then one's own.")
    agent_titles = t.Dict(help="Each agent choice -> its name in the chosen language (plain text).")
    own_choices = t.List(help="The agent choices that are one's own agents (their names, as given).")
    units = t.List(list(UNITS), help="What a tournament may count: whole games or single rounds.")
    # (and GameForm's: the editions, the languages, the range of players of the edition chosen)

    # ------------------------------------------------------------------ outcome of the checks
    ready = t.Bool(True, help="Every choice is valid: run() will start a tournament.")
    error = t.Unicode("", help="The sentence for the first invalid choice or the last failure, else ''.")
    error_code = t.Unicode("", help="Its code (BAD_OPTION, BAD_PLAYER_COUNT, ...), else ''.")

    # ------------------------------------------------------------------ the tournament
    status = t.Unicode("idle", help="One of STATUSES.")
    done = t.Int(0, help="How many games (or rounds) of the tournament are played so far.")
    total = t.Int(0, help="How many it plays in all (0 before the first run).")
    played = t.Dict(help="What the results are of: edition, players, unit, games (so far), "
                         "total, seed (None while the tournament runs); {} before any.")
    entrant_rates = t.List(help="One row per agent of the line-up: label (as the tournament files it), "
                                "title (in the chosen language), kind, games, wins, shared, p, low, high.")
    seat_rates = t.List(help="One row per seat: seat (0 starts the first round), games, wins, shared, "
                             "p, low, high.")
    mean_rounds = t.Float(0.0, help="Rounds per game, on average (1 for single rounds).")
    mean_turns = t.Float(0.0, help="Turns per round, on average.")
    seconds = t.Float(0.0, help="The time spent playing so far (pauses between steps left out).")
    forfeits = t.List(help="One row per game an agent lost by forfeit (agents in their own process): game "
                           "(from 1), label, title (in the chosen language), reason (a FORFEIT_REASONS "
                           "word) and why (its sentence in the chosen language).")

    _ready = False  # set at the end of __init__: from then on every change is checked

    def __init__(self, lineup=None, *, edition="revised", players=None, games=200, unit="game", seed=None,
                 language=None, own_agents=(), background=None, step_seconds=DEFAULT_STEP,
                 pause=DEFAULT_PAUSE, isolate=True, move_seconds=DEFAULT_MOVE_SECONDS):
        super().__init__()
        language = language_or_session(language)
        if background is not None and not isinstance(background, bool):
            raise refused("BAD_OPTION.lab_bad_background", value=shown(background))
        if not is_bool(isolate):
            raise refused("BAD_OPTION.lab_bad_isolate", value=shown(isolate))
        if (is_bool(move_seconds) or not isinstance(move_seconds, numbers.Real)
                or not 0 < move_seconds <= MOST_MOVE_SECONDS):  # NaN fails this too
            raise refused("BAD_OPTION.lab_bad_move_seconds", most=f"{MOST_MOVE_SECONDS:g}", value=shown(move_seconds))
        self._isolate = bool(isolate)
        self._move_seconds = float(move_seconds)
        for name, value in (("step_seconds", step_seconds), ("pause", pause)):
            if is_bool(value) or not isinstance(value, numbers.Real) or not 0 <= value < math.inf:
                raise refused("BAD_OPTION.lab_bad_seconds", name=name, value=shown(value))
        self._background = background
        self._step_seconds = float(step_seconds)
        self._pause = float(pause)
        self._offered = LabAgents(own_agents)  # the agents a place may be played by
        self._own = self._offered.own  # one's own agents, by name
        self._run = None
        self._timer = None
        self._closed = False
        self._failure = None  # a function of the language: the sentence of the last failure
        self._language = language  # the last valid language, for sentences while it is wrong
        if lineup is None:  # a heuristic agent against random ones (the check says a wrong count)
            count = 2 if players is None else _whole(players)
            size = count if count is not None and FEWEST_PLAYERS <= count <= MOST_PLAYERS else 2
            lineup = ["heuristic"] + [self._offered.newcomer()] * (size - 1)
        elif players is None:
            players = len(lineup) if isinstance(lineup, (list, tuple)) else 2
        with self.hold_trait_notifications():
            self.language = language
            self.edition = edition
            self.players = 2 if players is None else players
            self.lineup = list(lineup) if isinstance(lineup, (list, tuple)) else lineup
            self.games = games
            self.unit = unit
            self.seed = seed
        self._ready = True
        self._follow_language()
        self._follow_edition()
        self._check()

    # ------------------------------------------------------------------ for Python, not views

    @property
    def result(self) -> TournamentResult | None:
        """The :class:`~lovelet.lab.tournament.TournamentResult` of the last run (of the games
        played so far while it runs, or until it was stopped), or None before any run."""
        return None if self._run is None else self._run.result()

    @property
    def pending(self) -> bool:
        """True while games of the tournament remain to be played."""
        return self.status == "running" and self._run is not None and not self._run.finished

    def agents(self) -> list:
        """The line-up as :func:`~lovelet.lab.tournament.play_tournament` takes it: a word for
        each of lovelet's agents, the agent itself for one's own (refused as ``run`` would
        refuse it, IllegalAction)."""
        language = self._language
        count = self._player_count(language)
        lineup = self.lineup
        if not isinstance(lineup, (list, tuple)) or len(lineup) != count:
            raise refused("BAD_OPTION.lab_bad_lineup", count=count, value=shown(lineup))
        chosen = []
        for place, word in enumerate(lineup):
            if not isinstance(word, str) or word not in self.agent_choices:
                raise refused("BAD_OPTION.lab_bad_agent", number=place + 1,
                               agents=", ".join(self.agent_titles[choice] for choice in self.agent_choices),
                               value=shown(word))
            chosen.append(self._own[word] if word in self._own else word)
        return chosen

    def set_agent(self, place: int, word: str) -> None:
        """Make place ``place`` (from 0) of the line-up play agent ``word``; the checks
        report a wrong one."""
        lineup = list(self.lineup) if isinstance(self.lineup, (list, tuple)) else []
        number = whole_number_or_none(place)
        if number is None or not 0 <= number < len(lineup):
            self._said(refused("BAD_OPTION.lab_bad_place", count=len(lineup), value=shown(place)))
            return
        lineup[number] = word
        self.lineup = lineup

    def run(self) -> bool:
        """Start the tournament chosen; True when it started (or, without a loop, was
        played).  A wrong choice, or a tournament already running, sets ``error`` and
        changes nothing else."""
        if self.status == "running":
            self._said(refused("BAD_OPTION.lab_running"))
            return False
        try:
            prepared = self._prepared()
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        self._cancel()
        self._closed = False  # a closed lab may run again: close() only cancels what was scheduled
        if self._run is not None:
            self._run.close()
        self._run = prepared
        self._failure = None
        with self.hold_trait_notifications():
            self.status = "running"
            self._refused(None)
            self.total = prepared.games
            self._publish()
        if self._plays_at_once():
            self.finish()
        else:
            self._schedule()
        return True

    def stop(self) -> bool:
        """Stop the tournament running: the results shown are those of the games played so
        far.  True when one was running."""
        if self.status != "running":
            return False
        self._cancel()
        self._run.close()
        with self.hold_trait_notifications():
            self.status = "stopped"
            self._publish()
        return True

    def run_pending(self, steps: int = 1) -> bool:
        """Play up to ``steps`` steps of the tournament now; True once it is over.

        ``steps`` is a whole number from 1 up (else BAD_OPTION)."""
        return self._run_pending(steps, lambda value: refused("BAD_OPTION.lab_bad_steps", value=value))

    def finish(self) -> bool:
        """Play every game left now (the results are then final); True unless it failed."""
        self._play_all()
        return self.status != "failed"

    def close(self) -> None:
        """Cancel the steps still scheduled (the games played so far stay in ``result``)."""
        self._cancel()
        self._closed = True
        if self._run is not None:
            self._run.close()
        if self.status == "running":
            with self.hold_trait_notifications():
                self.status = "stopped"
                self._publish()

    # ------------------------------------------------------------------ checks

    def _follow_language(self):
        """Names and sentences in the language chosen (the last valid one while it is wrong)."""
        try:
            self._language = language_of(self.language)
        except IllegalAction:
            return  # the check says so
        language = self._language
        with self.hold_trait_notifications():
            self.agent_choices = self._offered.choices()
            self.own_choices = list(self._own)
            self.agent_titles = self._offered.titles(language)
            if self._run is not None:
                self._publish()

    def _resize(self):
        """One place in the line-up per player (a new place: a random agent)."""
        count = _whole(self.players)
        if count is None or not FEWEST_PLAYERS <= count <= MOST_PLAYERS:
            return  # the check refuses the count; the line-up waits for a valid one
        lineup = list(self.lineup) if isinstance(self.lineup, (list, tuple)) else []
        self.lineup = (lineup + [self._offered.newcomer()] * count)[:count]

    def _check(self):
        try:
            self._prepared(check_only=True)
        except IllegalAction as refusal:
            self._refused(refusal)
        else:
            self._refused(None)

    def _refused(self, refusal):
        """Say ``refusal`` (None: every choice is valid, and a past failure is still said)."""
        language = self._language
        with self.hold_trait_notifications():
            if refusal is not None:
                self.error = refusal.sentence(language)
                self.error_code = refusal.code
                self.ready = False
                return
            self.ready = True
            if self._failure is not None:
                self.error, self.error_code = self._failure(language)
            else:
                self.error = self.error_code = ""

    def _said(self, refusal):
        """Say ``refusal`` about an action, not a choice: ``ready`` stays as it is."""
        with self.hold_trait_notifications():
            self.error = refusal.sentence(self._language)
            self.error_code = refusal.code

    def _player_count(self, language):
        edition = self._edition(language)
        count = _whole(self.players)
        if count is None:
            raise refused("BAD_OPTION.lab_bad_players", value=shown(self.players))
        player_names(edition, count)  # the engine's sentence for a count the edition does not seat
        return count

    def _edition(self, language):
        if not isinstance(self.edition, str) or self.edition not in EDITIONS:
            raise refused("BAD_OPTION.lab_bad_edition", value=shown(self.edition))
        return EDITIONS[self.edition]

    def _prepared(self, check_only=False):
        """The tournament chosen, checked in the order of the form: a :class:`LabRun` ready
        to play (None with ``check_only``); raises the IllegalAction of the first wrong
        choice."""
        language = self._language
        try:
            language_of(self.language)
        except IllegalAction:  # said in the last language that was valid
            raise refused("BAD_OPTION.lab_bad_language", value=shown(self.language)) from None
        edition = self._edition(language)
        agents = self.agents()
        games = _whole(self.games)
        if games is None or not 1 <= games <= MOST_GAMES:
            raise refused("BAD_OPTION.lab_bad_games", most=_thousands(MOST_GAMES, language),
                           value=shown(self.games))
        if not isinstance(self.unit, str) or self.unit not in UNITS:
            raise refused("BAD_OPTION.lab_bad_unit", value=shown(self.unit))
        seed = checked_seed(self.seed, typed=True)
        if check_only:
            return None
        # The runner's own line-up and plan, as play_tournament builds them.
        entrants = entrants_of(agents, len(agents))
        options = Options.checked(edition).as_dict()
        # One's own agents in their own processes (lovelet's play in the kernel).
        isolated = tuple(place for place, word in enumerate(self.lineup) if word in self._own) if self._isolate else ()
        plan = Plan(edition=edition.name, players=len(entrants), options=tuple(options.items()),
                    agents=tuple(entrant.agent for entrant in entrants), seed=seed, unit=self.unit,
                    isolated=isolated, move_seconds=self._move_seconds)
        return LabRun(plan, tuple(entrant.label for entrant in entrants),
                    tuple(entrant.kind for entrant in entrants), options, games)

    # ------------------------------------------------------------------ playing

    def _step(self):
        """Play one step; show the progress (and, after a chunk, the results so far)."""
        run = self._run
        try:
            completed = run.step(self._step_seconds)
        except AgentFailed as failure:
            # The runner names the culprit; its illegal move is said as the engine's refusal,
            # any other failure by the error's type and first line.
            refusal = failure.refusal
            if refusal is not None:
                self._failed(run, refusal.sentence, refusal.code)
            else:
                self._failed(run, lambda language, detail=failure.detail: detail, "AGENT_FAILED")
            return
        except IllegalAction as refusal:
            self._failed(run, refusal.sentence, refusal.code)
            return
        except Exception as failure:  # noqa: BLE001 - an agent of one's own may fail in any way
            reason = f"{type(failure).__name__}: {failure}"
            self._failed(run, lambda language: reason, "AGENT_FAILED")
            return
        with self.hold_trait_notifications():
            if run.finished:
                self.status = "done"
            if completed:
                self._publish()
            else:  # the bar moves after every step, the tables after every chunk
                self.done = run.done
                self.seconds = run.seconds

    def _failed(self, run, reason, code):
        """Stop the tournament after a failure in game number ``run.done``."""
        game = run.done + 1

        def sentence(language):
            return say("lab_agent_failed", language, game=game, reason=reason(language)), code

        self._failure = sentence
        self._cancel()
        run.close()
        with self.hold_trait_notifications():
            self.status = "failed"
            self._publish()
            self._refused(None)

    def _publish(self):
        """The run's progress and results so far, in the traits."""
        run = self._run
        language = self._language
        self.done = run.done
        self.total = run.games
        self.seconds = run.seconds
        plan = run.plan
        # The seed (drawn, when none was typed) is shown once the tournament is over, to
        # replay it: while it runs, an agent that read it could rebuild every deal.
        self.played = {"edition": plan.edition, "players": plan.players, "unit": plan.unit, "games": run.done,
                       "total": run.games, "seed": None if self.status == "running" else plan.seed}
        if not run.done:
            self.entrant_rates, self.seat_rates, self.forfeits = [], [], []
            self.mean_rounds = self.mean_turns = 0.0
            return
        for name, value in self._offered.result_rows(run.result(), language).items():
            setattr(self, name, value)

    def _work_in_view(self):
        """The tournament being played (a newer run makes older steps stale)."""
        return self._run

