"""Hindsight on a played round: what each decision could have known, and what was true.

Once a round is over, its record (the dealt deck and every action) says both sides of
each decision: the observation the deciding player had then, and every hand as it really
was.  :func:`decisions` replays a round of a :class:`~lovelet.Game` and gives one
:class:`Decision` per action, in order; :func:`belief_at` weighs a decision's observation
within a time budget (exact when it fits, an estimate that says so otherwise); and
:func:`rated_guard` rates a Guard play against that belief: the chance that the card
named was the target's, the best card to name and its chance, and whether it hit.
The belief is lovelet's exact one with no model of how opponents choose
(:func:`lovelet.deduction.belief`): every play the rules allowed counts alike.

This is what a teacher's debrief of a round (:mod:`lovelet.table_service.debrief`) and the
lesson on a class's own games (:mod:`lovelet.lessons.class_games`) both read.  Only the
belief is the player's: it is computed from the observation alone, never from the
hands, which are here to say afterwards whether the belief pointed the right way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from lovelet.engine.actions import Play
from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown
from lovelet.engine.game import Game
from lovelet.engine.naming import whole_number_or_none
from lovelet.engine.observation import Observation
from lovelet.engine.round import Round
from lovelet.engine.round_state import Action
from lovelet.deduction.belief import Belief, Probability, belief

__all__ = ["Decision", "GuardRating", "decisions", "belief_at", "rated_guard", "BELIEF_SECONDS"]

#: The time one belief of a debrief may take before it becomes an estimate: exact beliefs
#: take a few milliseconds almost always; a round of six after Chancellors can take more.
#: A round's debrief weighs at most a dozen beliefs (each seat's last decision, each Guard).
BELIEF_SECONDS = 0.025


@dataclass(frozen=True)
class Decision:
    """One decision of a played round, seen from both sides.

    ``index`` is the action's place in the round's actions (from 0), ``seat`` who made
    it, ``turn`` the round's turn number then, ``action`` what was done, ``observation``
    what that seat knew when deciding, and ``hands`` every seat's hand at that moment
    (the truth, for hindsight; a seat out of the round holds nothing).
    """

    index: int
    seat: int
    turn: int
    action: Action
    observation: Observation
    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class GuardRating:
    """A Guard play rated against the guesser's belief when they played it.

    ``chance`` is the probability, from the guesser's belief, that ``target`` held
    ``guess`` (a float, or a Fraction when the belief gives them: ``as_fractions()``);
    ``best`` is the card the belief made most likely among those a Guard may
    name (ties: the lowest card first) and ``best_chance`` its probability; ``held`` is
    the card the target really held and ``hit`` whether the guess named it.  ``exact``
    is False when the belief was an estimate (its probabilities then within about
    ``stderr``).
    """

    seat: int
    target: int
    turn: int
    guess: Card
    held: Card
    chance: Probability
    best: Card
    best_chance: Probability
    hit: bool
    exact: bool
    stderr: float


def _replayed_from(game: Game, index: int) -> Round:
    """A fresh deal of round ``index`` of ``game``, before its first action."""
    played = game.rounds[index]
    options = played.options._asdict()
    if played.dealt_deck is not None:
        return Round.deal(played.edition, played.names, deck=played.dealt_deck, first_player=played.start_player,
                          favors=played.favors_before, **options)
    position = game.staged_position or {}
    favors = position.pop("favors", None)
    return Round.from_position(played.edition, players=played.names, favors=favors, **position, **options)


def decisions(game: Game, round_index: int) -> tuple[Decision, ...]:
    """Every decision of round ``round_index`` (from 0) of ``game``, in order.

    The round is dealt again from its record and played again action by action, so each
    decision carries the observation its player had (exactly what the engine gave them)
    and the hands of that moment.  A round still in progress gives its decisions so far.
    A ``round_index`` that names no round of the game is refused (BAD_OPTION).
    """
    number = whole_number_or_none(round_index)
    if not isinstance(game, Game):
        raise refused("BAD_OPTION.hindsight_game", shown=shown(game))
    if number is None or not 0 <= number < len(game.rounds):
        raise refused("BAD_OPTION.hindsight_round", shown=shown(round_index), count=len(game.rounds))
    replay = _replayed_from(game, number)
    found = []
    for index, action in enumerate(game.rounds[number].actions):
        seat = replay.current_player
        assert seat is not None  # a recorded action is always someone's decision
        hands = tuple(replay.hand(other) for other in range(replay.players))
        found.append(Decision(index, seat, replay.turn, action, replay.observation(seat), hands))
        replay.apply(action)
    return tuple(found)


def belief_at(decision: Decision, seconds: float | None = BELIEF_SECONDS) -> Belief:
    """The belief of ``decision``'s player when they decided: exact within ``seconds``
    (None: exact however long it takes), else a sampled estimate whose ``exact`` is
    False, drawn from a generator seeded by the decision's place, so that the same
    round gives the same estimate every time."""
    return belief(decision.observation, budget=seconds, rng=random.Random(decision.index))


def rated_guard(decision: Decision, seen: Belief) -> GuardRating | None:
    """``decision``'s Guard play rated against ``seen`` (the belief :func:`belief_at`
    gives for it); None when the decision is not a Guard play that names a card (a
    Guard played without a target, because every opponent was protected)."""
    action = decision.action
    if not isinstance(action, Play) or action.card is not Card.GUARD or action.guess is None:
        return None
    target = action.target
    assert target is not None  # a Guard's guess always comes with its target
    odds = seen.hand(target)
    # The cards a Guard may name: the guesses the rules offered against this target.
    named = [play.guess for play in decision.observation.legal_actions()
             if isinstance(play, Play) and play.card is Card.GUARD and play.target == target]
    values = decision.observation.edition.values
    best = max(sorted(named, key=values.__getitem__), key=lambda card: odds[card])
    held = decision.hands[target][0]
    return GuardRating(seat=decision.seat, target=target, turn=decision.turn, guess=action.guess, held=held,
                       chance=odds[action.guess], best=best, best_chance=odds[best],
                       hit=held is action.guess, exact=seen.exact, stderr=float(seen.stderr))
