"""The exercise boxes of each lesson, made from the same situations as the lesson's notebook.

A lesson's notebook makes each exercise from a situation it builds on the way (a seeded
deal, a round played by the coach up to some turn, the example class's games): the
functions here build those situations again from the notebook's own seeds and moves,
so that the exercise on the student page is the notebook's, word for word and with the
same answer, without the notebook's other cells.  Each exercise comes with what its
question is about, drawn for the student (the seat's own view of the round, the class's
Guard guesses): a page holds the question, never the answer, which only the exercise
keeps (:class:`~lovelet.lessons.exercises.Exercise`).

:data:`LESSONS` names the lessons that have exercise boxes, in order; lessons 5 and 6
have none (their work is a lab and a tournament).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass

from lovelet.agents import HeuristicAgent
from lovelet.display.markup import escaped
from lovelet.display.rounds import observation_html
from lovelet.engine.cards import REVISED, Card
from lovelet.engine.game import Game
from lovelet.engine.observation import Observation
from lovelet.engine.round import Round
from lovelet.lessons.class_games import example_class_games, expected_hits_exercise, guard_guesses, guesses_rows
from lovelet.lessons.coaching import baron_or_handmaid, baron_risk_exercise
from lovelet.lessons.exercises import Exercise
from lovelet.lessons.probability import (baron_exercise, best_guess_exercise, longest_round_exercise,
                                         next_draws_exercise, spy_start_exercise, top_card_exercise)
from lovelet.lessons.round_exercises import card_in_hand_exercise, deck_size_exercise, unseen_copies_exercise

__all__ = ["Numbered", "LESSONS", "lesson_exercises"]

# The players of every lesson's examples.
_NAMES = ["Ann", "Ben", "Cleo"]


@dataclass(frozen=True)
class Numbered:
    """One exercise of a lesson: its ``number`` there, the ``exercise`` (its answer kept
    inside it), and ``situation(language)``: the HTML of what its question is about ('' when
    the question says it all)."""

    number: int
    exercise: Exercise
    situation: Callable[[str], str]


def _nothing(_language: str) -> str:
    return ""


def _seen_by(observation: Observation) -> Callable[[str], str]:
    """The situation: what the viewer of ``observation`` may know, as the lesson draws it."""
    return lambda language: observation_html(observation, language)


# ---------------------------------------------------------------------- lesson 2: a first round


def _first_round() -> list[Numbered]:
    # 02-first-round.ipynb: the revised edition, SEED = 33027; the coach makes the first
    # four moves (and its Chancellor choices) before Exercise 1 asks about the starter's view.
    rnd = Game(REVISED, players=_NAMES, seed=33027).round
    starter = rnd.current_player
    coach = HeuristicAgent()
    for _ in range(4):
        rnd.apply(coach.decide(rnd.observation(rnd.current_player)))
        while rnd.pending_chancellor:
            rnd.apply(coach.decide(rnd.observation(rnd.current_player)))
    seen = rnd.observation(starter)
    return [Numbered(1, unseen_copies_exercise(seen, Card.GUARD), _seen_by(seen)),
            Numbered(2, deck_size_exercise(4, REVISED), _nothing)]


# ---------------------------------------------------------------------- lesson 3: deduction


def _deduction() -> list[Numbered]:
    # 03-deduction.ipynb: SEED = 472, VIEWER = "Cleo".  Exercise 2 is a turn taken in the
    # notebook's round (no box); Exercises 1 and 3 keep their numbers.
    deal = Round.deal(REVISED, players=_NAMES, seed=472).observation("Cleo")
    you = deal.player
    who = deal.current_player if deal.current_player != you else (you + 1) % 3
    dilemma = baron_or_handmaid(_NAMES, viewer="Cleo", seed=472).observation("Cleo")
    first_opponent = next(seat for seat in dilemma.in_round if seat != dilemma.player)
    return [Numbered(1, card_in_hand_exercise(deal, who, Card.GUARD), _seen_by(deal)),
            Numbered(3, baron_risk_exercise(dilemma, first_opponent, Card.HANDMAID), _seen_by(dilemma))]


# ---------------------------------------------------------------------- lesson 4: probability


def _probability() -> list[Numbered]:
    # 04-probability.ipynb: SEED = 41; "you" sit after the starter, "third" after you.
    rnd = Round.deal(REVISED, _NAMES, seed=41)
    you = (rnd.current_player + 1) % 3
    third = (you + 1) % 3
    mine = rnd.observation(you)
    shown = _seen_by(mine)
    return [Numbered(1, top_card_exercise(mine, Card.GUARD), shown),
            Numbered(2, next_draws_exercise(mine, Card.PRINCE, 3), shown),
            Numbered(3, best_guess_exercise(mine, third), shown),
            Numbered(4, baron_exercise(mine, third), shown),
            Numbered(5, spy_start_exercise(), _nothing),
            Numbered(6, longest_round_exercise(5), _nothing)]


# ---------------------------------------------------------------------- lesson 7: the class's games


def _rows_html(rows: list[dict[str, object]]) -> str:
    """The class's Guard guesses as a table that scrolls inside its own box (names escaped)."""
    if not rows:
        return ""
    head = "".join(f'<th style="padding:2px 6px;text-align:left">{escaped(column)}</th>' for column in rows[0])
    body = "".join("<tr>" + "".join(f'<td style="padding:2px 6px">{escaped(value)}</td>' for value in row.values())
                   + "</tr>" for row in rows)
    return ('<div class="lovelet-page-rows" style="max-height:24em;overflow:auto;margin:4px 0">'
            f'<table style="border-collapse:collapse;font-size:0.9em"><thead><tr>{head}</tr></thead>'
            f"<tbody>{body}</tbody></table></div>")


def _class_games() -> list[Numbered]:
    # 07-class-games.ipynb on a site: no class folder in a browser, so the example class's
    # games, played again from their seeds, as the notebook does without its FOLDER.
    guesses = guard_guesses(example_class_games())
    return [Numbered(1, expected_hits_exercise(guesses), lambda language: _rows_html(guesses_rows(guesses, language)))]


#: The lessons with exercise boxes (the notebooks' names), each with the function that makes them.
_MAKERS: dict[str, Callable[[], list[Numbered]]] = {
    "02-first-round": _first_round,
    "03-deduction": _deduction,
    "04-probability": _probability,
    "07-class-games": _class_games,
}
LESSONS = tuple(_MAKERS)


@functools.lru_cache(maxsize=None)
def lesson_exercises(lesson: str) -> tuple[Numbered, ...]:
    """The exercises of ``lesson`` (one of :data:`LESSONS`), in the lesson's order.

    Made once per lesson (a page in another language shows the same ones): an exercise
    is a frozen value, and the situations are played again from fixed seeds."""
    return tuple(_MAKERS[lesson]())
