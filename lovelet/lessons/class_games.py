"""Lesson 7: the class's own games, and how often the best Guard guess hit.

The teacher's page downloads every table's game as a lovelet save; a folder of them is
what this lesson reads (:func:`load_class_games`).  For every Guard played in them,
:func:`guard_guesses` replays the round to the moment of the play and asks what the
guesser could have known (their exact belief, :mod:`lovelet.deduction.hindsight`): the
chance that the card they named was the target's, the best card to name and its chance,
and whether the guess hit.  :func:`hit_rates` then sets the class's hits beside what its
beliefs promised: if every belief is right, the number of hits is a sum of independent
chances (a Poisson binomial law), whose mean and 95% interval say what to expect.
:func:`plot_hit_rates` draws the comparison and :func:`expected_hits_exercise` asks the
students one question about it.

The saves may come from any class: a file that is not a lovelet save is left out and
said so (``skipped``), never stops the lesson.
"""

from __future__ import annotations

import math
import pathlib
from dataclasses import dataclass
from fractions import Fraction

from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.engine.game import Game
from lovelet.engine.saving import load, save
from lovelet.text.i18n import card_name, formatted, percent, say, text
from lovelet.text.languages import LANGUAGES, language_of
from lovelet.deduction.hindsight import belief_at, decisions, rated_guard
from lovelet.agents import CautiousRandomAgent, HeuristicAgent
from lovelet.lab.match import play_game
from lovelet.deduction.outcomes import Z95, Estimate, wilson_interval
from lovelet.display.palette import OKABE_ITO
from lovelet.display.chart import INK, Bar, BarChart, percent_ticks
from lovelet.plots.chart_mpl import drawn_or_described
from lovelet.plots.figures import drawn_as_written, new_axes
from lovelet.lessons.exercises import Exercise

__all__ = ["ClassGames", "GuardGuess", "HitRates", "load_class_games", "guard_guesses", "hit_rates",
           "guesses_rows", "describe_hit_rates", "plot_hit_rates", "expected_hits_exercise", "EXAMPLE_TABLES",
           "example_class_games", "write_example_games"]

#: The example class of ``notebooks/data/class-games/``: each table's code (its save is
#: ``lovelet-table-<code>.json``, as the teacher's page names it), its players, and who plays them.  Seeded
#: bots stand in for the students, heuristic ones and cautious random ones, so that some
#: Guards are aimed and some are not.
EXAMPLE_TABLES = (
    ("K7QXM4", ("Ann", "Ben", "Cleo", "Dan"), ("heuristic", "cautious", "heuristic", "cautious")),
    ("P3RTWA", ("Eve", "Finn", "Gus"), ("heuristic", "heuristic", "cautious")),
    ("ZH52NB", ("Hana", "Ivo", "Jules", "Kim", "Lou"), ("cautious", "heuristic", "heuristic", "cautious", "heuristic")),
    ("M8CDEQ", ("Maya", "Noor"), ("heuristic", "cautious")),
    ("TY6GUV", ("Olek", "Pia", "Quinn", "Rosa", "Sami", "Tao"),
     ("heuristic", "cautious", "heuristic", "cautious", "heuristic", "cautious")),
)
_BOTS = {"heuristic": HeuristicAgent, "cautious": CautiousRandomAgent}


@dataclass(frozen=True)
class ClassGames:
    """The games of a class: ``games`` as (file name, Game) in the order of the file
    names, and ``skipped`` as (file name, the refusal) for each file that is not a save."""

    games: tuple[tuple[str, Game], ...]
    skipped: tuple[tuple[str, IllegalAction], ...]


@dataclass(frozen=True)
class GuardGuess:
    """One Guard played in the class's games.

    ``game`` is its file's name, ``round`` the round's number (from 1), ``turn`` the
    turn, ``guesser`` and ``target`` the players' names; ``guess`` the card named,
    ``chance`` (an exact Fraction) the probability that it hit from the guesser's belief,
    ``best`` the most likely card a Guard could name and ``best_chance`` its probability;
    ``hit`` whether the guess hit, and ``held`` the card the target held.
    """

    game: str
    round: int
    turn: int
    guesser: str
    target: str
    guess: Card
    chance: Fraction
    best: Card
    best_chance: Fraction
    hit: bool
    held: Card

    @property
    def named_best(self) -> bool:
        """Whether the guess was a best one (as likely as the best: ties count)."""
        return self.chance == self.best_chance


@dataclass(frozen=True)
class HitRates:
    """The class's Guards beside what their beliefs promised.

    ``guesses`` and ``hits``; ``observed``, the share of hits with its 95% Wilson
    interval; ``expected``, the share the beliefs promised (the mean of the chances,
    exact) and ``expected_low``/``expected_high``, the range where the share of hits
    falls 95 times in 100 if every belief is right (normal approximation of the sum of
    the chances); ``best_expected``, the share that naming the best card every time
    would have promised; ``best_named`` and ``best_hits``, how many guesses named a
    best card and how many of those hit.
    """

    guesses: int
    hits: int
    observed: Estimate
    expected: Fraction
    expected_low: float
    expected_high: float
    best_expected: Fraction
    best_named: int
    best_hits: int

    @property
    def as_promised(self) -> bool:
        """Whether the share of hits lies within the range the beliefs promised."""
        return self.expected_low <= self.observed.p <= self.expected_high


def load_class_games(folder: object) -> ClassGames:
    """Every lovelet save (``*.json``) in ``folder``, by file name; a file that does not
    load is kept in ``skipped`` with its refusal.  A folder that does not exist is
    refused (BAD_PATH)."""
    path = pathlib.Path(str(folder)) if isinstance(folder, (str, pathlib.PurePath)) else None
    if path is None or not path.is_dir():
        raise refused("BAD_PATH.class_games_folder", shown=shown(folder))
    games, skipped = [], []
    for file in sorted(path.glob("*.json")):
        try:
            games.append((file.name, load(file)))
        except IllegalAction as refusal:
            skipped.append((file.name, refusal))
    return ClassGames(tuple(games), tuple(skipped))


def guard_guesses(class_games: ClassGames) -> list[GuardGuess]:
    """Every Guard that named a card in ``class_games``, in the order played, rated with
    the guesser's exact belief at that moment."""
    if not isinstance(class_games, ClassGames):
        raise refused("BAD_OPTION.class_games", shown=shown(class_games))
    found = []
    for name, game in class_games.games:
        for index in range(len(game.rounds)):
            for step in decisions(game, index):
                rating = rated_guard(step, belief_at(step, None).as_fractions())
                if rating is None:
                    continue
                found.append(GuardGuess(name, index + 1, rating.turn, game.names[rating.seat],
                                        game.names[rating.target], rating.guess, Fraction(rating.chance),
                                        rating.best, Fraction(rating.best_chance), rating.hit, rating.held))
    return found


def hit_rates(guesses: list[GuardGuess]) -> HitRates:
    """The class's hits against its beliefs (see :class:`HitRates`); at least one guess."""
    if not isinstance(guesses, (list, tuple)) or not guesses or \
            not all(isinstance(guess, GuardGuess) for guess in guesses):
        raise refused("BAD_OPTION.class_games_guesses", shown=shown(guesses))
    count = len(guesses)
    hits = sum(guess.hit for guess in guesses)
    expected = sum((guess.chance for guess in guesses), Fraction(0)) / count
    spread = math.sqrt(sum(float(guess.chance * (1 - guess.chance)) for guess in guesses)) / count
    best = [guess for guess in guesses if guess.named_best]
    return HitRates(count, hits, wilson_interval(hits, count), expected, max(0.0, float(expected) - Z95 * spread),
                    min(1.0, float(expected) + Z95 * spread),
                    sum((guess.best_chance for guess in guesses), Fraction(0)) / count, len(best),
                    sum(guess.hit for guess in best))


def guesses_rows(guesses: list[GuardGuess], language: str = "en") -> list[dict[str, object]]:
    """One row per guess for a table, its columns named in ``language``: the game, the
    round, the turn, who guessed whom, the card named and its chance, the best card and
    its chance, and whether it hit."""
    language = language_of(language)
    columns = [text(f"class_games_column_{key}", language)
               for key in ("game", "round", "turn", "guesser", "target", "guess", "chance", "best",
                           "best_chance", "hit")]
    yes, no = text("tutorial_yes", language), text("tutorial_no", language)
    return [dict(zip(columns, (guess.game, guess.round, guess.turn, guess.guesser, guess.target,
                               card_name(guess.guess, language), percent(guess.chance, language),
                               card_name(guess.best, language), percent(guess.best_chance, language),
                               yes if guess.hit else no)))
            for guess in guesses]


def describe_hit_rates(rates: HitRates, language: str = "en") -> BarChart:
    """The chart of :func:`plot_hit_rates`: three bars along x, each named and its share
    written beyond its interval."""
    language = language_of(language)
    if not isinstance(rates, HitRates):
        raise refused("BAD_OPTION.class_games_rates", shown=shown(rates))
    observed = rates.observed
    heights = [observed.p, float(rates.expected), float(rates.best_expected)]
    # The hits' interval and the promise's range: the last bar is a sum of chances, exact.
    spans = [(observed.low, observed.high), (rates.expected_low, rates.expected_high), (None, None)]
    colours = [OKABE_ITO["orange"], OKABE_ITO["blue"], OKABE_ITO["bluish green"]]
    bars = tuple(Bar(text(f"class_games_bar_{key}", language), height, colour, hatch, INK, low=low, high=high,
                     written=percent(height, language))  # colour never carries the meaning alone
                 for key, height, colour, hatch, (low, high)
                 in zip(("hits", "promised", "best"), heights, colours, ("", "//", ".."), spans))
    return BarChart(formatted(text("class_games_title", language), language, count=rates.guesses), bars,
                    text("class_games_share", language), "", percent_ticks(language), horizontal=True)


@drawn_as_written
def plot_hit_rates(rates: HitRates, ax: object = None, language: str = "en") -> object:
    """Three bars: the share of the class's Guards that hit (with its 95% interval), the
    share their beliefs promised (with the range the hits fall in if the beliefs are
    right), and the share that naming the best card every time promised
    (:func:`describe_hit_rates`); without matplotlib and ``ax``, that description."""
    return drawn_or_described(describe_hit_rates(rates, language), ax, new_axes)


def expected_hits_exercise(guesses: list[GuardGuess]) -> Exercise:
    """How many hits the class's Guards would have promised had each named the best card:
    the sum of the best chances (a number; answered to two significant figures)."""
    rates = hit_rates(guesses)
    answer = rates.best_expected * rates.guesses
    questions = {language: say("class_games_exercise", language, count=rates.guesses) for language in LANGUAGES}
    hints = {language: say("class_games_exercise_hint", language) for language in LANGUAGES}
    return Exercise("class_best_hits", questions, hints, "number", answer)


def example_class_games(seed: int = 2026) -> ClassGames:
    """The games of :data:`EXAMPLE_TABLES`, played from ``seed`` by seeded bots, as a
    class's games (each named ``lovelet-table-<code>.json``, in the order of the names): what
    ``notebooks/data/class-games/`` holds, made again where that folder is not (a page
    served from a copy of the lessons)."""
    games = []
    for number, (code, names, kinds) in enumerate(EXAMPLE_TABLES):
        game = Game("revised", list(names), seed=seed * 100 + number)
        play_game(game, [_BOTS[kind]() for kind in kinds], seed=seed * 100 + number)
        games.append((f"lovelet-table-{code}.json", game))
    return ClassGames(tuple(sorted(games, key=lambda named: named[0])), ())  # as a folder is read


def write_example_games(folder: object, seed: int = 2026) -> list[pathlib.Path]:
    """Save the games of :func:`example_class_games` in ``folder`` (which must exist), as
    the teacher's page downloads them; returns the files written.  The same seed writes
    the same files."""
    path = pathlib.Path(str(folder))
    written = []
    for name, game in example_class_games(seed).games:
        save(game, path / name)
        written.append(path / name)
    return written
