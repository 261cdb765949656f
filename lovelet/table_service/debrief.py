"""After a round, what each seat could have deduced: the teacher's debrief.

For a finished round, :func:`debrief` looks at each seat's last decision of the round
and at the belief that seat could have held then (:func:`lovelet.deduction.belief`,
computed from its observation alone): for each opponent still in the round, the card
the belief made most likely, its probability, whether it was certain, and whether it
was right (the round over, the teacher may know every hand).  It rates every Guard the
seat played in the round the same way: the chance that the card named was the
target's, the best card to name, and whether the guess hit
(:mod:`lovelet.deduction.hindsight`).

The answer is plain JSON values, with a short sentence in the teacher's language, so
that ``ClassTable.teacher_view(language)`` can send it as it is.  It shows every hand:
it is for the teacher's page only.  Each belief gets
:data:`~lovelet.deduction.hindsight.BELIEF_SECONDS`; past that it is a sampled estimate,
and the entry says so (``exact`` False, ``stderr``), so that a round of six ends within
a few hundred milliseconds whatever was played.
"""

from __future__ import annotations

from typing import Any

from lovelet.engine.cards import Card
from lovelet.engine.errors import refused
from lovelet.engine.game import Game
from lovelet.text.i18n import card_name, card_with_article, percent, say
from lovelet.text.languages import language_of
from lovelet.deduction.belief import Belief
from lovelet.deduction.hindsight import BELIEF_SECONDS, Decision, belief_at, decisions, rated_guard

__all__ = ["debrief", "BELIEF_SECONDS"]


def debrief(game: Game, round_index: int, language: str = "en",
            seconds: float | None = BELIEF_SECONDS) -> list[dict[str, Any]]:
    """What each seat of round ``round_index`` (from 0: ``game.rounds[round_index]``)
    could have deduced, one entry per seat in seat order.

    Each entry: ``seat``, ``name``, ``decided`` (whether the seat made a decision in the
    round), ``turn`` (the turn of its last decision, or None), ``exact`` and ``stderr``
    (whether that belief was exact, else its largest standard error), ``opponents`` (for
    each opponent still in the round then: ``seat``, ``name``, ``card`` its most likely
    card by its save name such as "PRIEST", ties going to the lowest card,
    ``probability``, ``certain``, ``held`` the card it really held, ``right``),
    ``guards`` (each Guard the seat played that named a card: ``turn``, ``target``,
    ``target_name``, ``guess``, ``probability`` of a hit, ``best``,
    ``best_probability``, ``held``, ``hit``, ``exact``, ``sentence``) and ``sentence``
    (the last decision summed up in ``language``).  Names are as the players typed them:
    whoever draws them escapes them.

    A round still in progress is refused (ROUND_NOT_OVER): its hands are not the
    teacher's to show yet.  ``seconds`` is each belief's time budget (None: exact).
    """
    language = language_of(language)
    steps = decisions(game, round_index)
    if not game.rounds[round_index].is_over:
        raise refused("ROUND_NOT_OVER")
    beliefs: dict[int, Belief] = {}

    def seen(decision: Decision) -> Belief:
        if decision.index not in beliefs:
            beliefs[decision.index] = belief_at(decision, seconds)
        return beliefs[decision.index]

    last = {decision.seat: decision for decision in steps}
    entries = []
    for seat, name in enumerate(game.names):
        guards = [_guard_entry(decision, seen(decision), game.names, language) for decision in steps
                  if decision.seat == seat and rated_guard(decision, seen(decision)) is not None]
        decision = last.get(seat)
        if decision is None:
            entries.append({"seat": seat, "name": name, "decided": False, "turn": None, "exact": True,
                            "stderr": 0.0, "opponents": [], "guards": guards,
                            "sentence": say("debrief_no_decision", language, name=name)})
            continue
        belief = seen(decision)
        opponents = [_opponent_entry(decision, belief, other, game.names[other])
                     for other in decision.observation.in_round if other != seat]
        entries.append({"seat": seat, "name": name, "decided": True, "turn": decision.turn,
                        "exact": belief.exact, "stderr": float(belief.stderr), "opponents": opponents,
                        "guards": guards, "sentence": _summary(name, decision.turn, opponents, belief, language)})
    return entries


def _opponent_entry(decision: Decision, belief: Belief, seat: int, name: str) -> dict[str, Any]:
    """One opponent as ``decision``'s player could have seen it: its most likely card."""
    odds = belief.hand(seat)
    values = decision.observation.edition.values
    likely = max(sorted(odds, key=values.__getitem__), key=lambda card: odds[card])
    probability = float(odds[likely])
    held = decision.hands[seat][0]
    return {"seat": seat, "name": name, "card": likely.name, "probability": probability,
            "certain": probability == 1.0 and (belief.exact or belief.stderr == 0),
            "held": held.name, "right": held is likely}


def _guard_entry(decision: Decision, belief: Belief, names: tuple[str, ...], language: str) -> dict[str, Any]:
    """A Guard play of ``decision`` rated, with its sentence."""
    rating = rated_guard(decision, belief)
    assert rating is not None  # the caller kept only Guard plays that name a card
    sentence = say("debrief_guard", language, turn=rating.turn, name=names[rating.seat],
                   guard=card_name(Card.GUARD, language), target=names[rating.target],
                   guess=card_name(rating.guess, language), chance=percent(rating.chance, language),
                   best=card_name(rating.best, language), best_chance=percent(rating.best_chance, language))
    sentence += " " + say("debrief_hit" if rating.hit else "debrief_miss", language)
    return {"turn": rating.turn, "target": rating.target, "target_name": names[rating.target],
            "guess": rating.guess.name, "probability": float(rating.chance), "best": rating.best.name,
            "best_probability": float(rating.best_chance), "held": rating.held.name, "hit": rating.hit,
            "exact": rating.exact, "sentence": sentence}


def _summary(name: str, turn: int, opponents: list[dict[str, Any]], belief: Belief, language: str) -> str:
    """The last decision of ``name`` in a few sentences of ``language``."""
    parts = [say("debrief_opening", language, name=name, turn=turn)]
    for entry in opponents:
        card = Card[entry["card"]]
        if entry["certain"]:
            parts.append(say("debrief_certain", language, name=entry["name"],
                             the_card=card_with_article(card, language, "acc")))
        else:
            key = "debrief_likely_right" if entry["right"] else "debrief_likely_wrong"
            parts.append(say(key, language, name=entry["name"], the_card=card_with_article(card, language, "acc"),
                             chance=percent(entry["probability"], language),
                             the_held=card_with_article(Card[entry["held"]], language, "acc")))
    if not belief.exact:
        parts.append(say("debrief_estimate", language))
    return " ".join(parts)
