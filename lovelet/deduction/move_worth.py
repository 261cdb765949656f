"""The worth of each move under the exact belief: the deductive agent's reasons as numbers.

Its idea, in one paragraph: from what it saw, the agent computes the exact belief (the
probability of every card in every opponent's hand, :func:`lovelet.deduction.belief`).
For every legal play it then works out what happens right now (the chance to knock
the target out, the chance to be knocked out oneself) and what is left afterwards (the
card kept, and how likely that card is to win a showdown against the opponents' cards
as the belief has them).  It scores each play by the chance of winning the round that
this gives, in one simple currency, and plays the best.  It looks one play ahead only:
it does not guess what its opponents will do next, apart from the danger of holding a
card they know.

The score of a play, for a player among ``r`` players still in the round:

* knocking the target out is worth the round going on without them (in a two-player
  round: the round itself);
* being knocked out is worth 0;
* otherwise the round goes on with the card kept, worth its share ``1/r`` moved towards
  its showdown chance, the more so the fewer cards are left in the deck;
* a few small terms for what a single play cannot show: the protection of a Handmaid,
  what a Priest look is worth for the next Guard, the Spy's bonus, and the risk of an
  opponent knowing one's card (after a King, or a Baron tie).

:class:`MoveWorth` scores the moves of one decision; :class:`ImmediateChances` is the
:class:`~lovelet.deduction.players.Scorer` made of it that the coach names its pick
with, and :class:`~lovelet.agents.DeductiveAgent` plays the best of those scores.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping

from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction
from lovelet.engine.observation import Observation
from lovelet.deduction.belief import Belief
from lovelet.deduction.budget import PLAIN, modelled_evidence
from lovelet.deduction.evidence import read_evidence
from lovelet.deduction.opponent_model import Model, checked_model
from lovelet.deduction.players import Action

__all__ = ["MoveWorth", "ImmediateChances", "budgeted_belief"]

# The small terms, as shares of a round.  They were set by playing the agent against
# the heuristic agent (benchmarks/agents.md); the exact chances carry the decisions.
_PROTECTION = 0.06  # a Handmaid: safe from every play until the next turn
_LOOK = 0.04  # a Priest: the next Guard names a known card
_SPY_BONUS = 0.03  # a Spy played while no one else has one: a favor in sight
_KNOWN_CARD = 0.10  # holding a card an opponent knows: their Guard or Baron will tell
_TIE_BREAK = 1e-9  # between plays worth the same, the one more likely to knock out


# The share of a deductive decision's time the exact weighing may take; the plain
# belief and the scoring take a few milliseconds after it.
_DEDUCTIVE_EXACT_SHARE = 0.8


def budgeted_belief(observation: Observation, model: Model, milliseconds: float | None, work: int | None = None,
                    start: float | None = None) -> tuple[Belief, str]:
    """(:class:`~lovelet.deduction.Belief`, method) of ``observation`` under ``model``
    within a decision of ``milliseconds`` and ``work`` (either None: no such limit),
    started at ``start``.  A model that cannot explain the opponents' plays gives the
    plain belief, as before."""
    start = time.perf_counter() if start is None else start
    seconds = None if milliseconds is None else milliseconds / 1000
    checked = checked_model(model)
    try:
        # A fixed generator: the same observation and budget give the same belief.  The
        # estimate seldom fits in a budget this small where the exact reading did not:
        # the exact reading has nearly all of it (the scoring that follows is quick).
        evidence, method = modelled_evidence(observation, checked, seconds, work, random.Random(0), start,
                                             estimate=False, shares=(_DEDUCTIVE_EXACT_SHARE, 1.0))
    except (IllegalAction, ValueError):
        # The model cannot explain what the opponents did: weigh every play alike.
        evidence, method = read_evidence(observation), PLAIN
    return Belief(evidence), method


class ImmediateChances:
    """The deductive agent's scores of a decision's moves, without a time limit: a
    :class:`~lovelet.deduction.players.Scorer` (what the coach names its pick with).

    ``model`` is the opponent model of the belief, as :class:`MoveWorth` takes it.
    """

    def __init__(self, model: Model = None) -> None:
        self.model = model

    def scores(self, observation: Observation) -> dict[Action, float]:
        """{legal action: its worth} (higher is better)."""
        return MoveWorth(observation, self.model).scores()

    def __repr__(self) -> str:
        return f"ImmediateChances({self.model!r})"


class MoveWorth:
    """One decision: the belief, and the worth of each legal action (see the module).

    ``model`` is the opponent model the belief weighs the past plays under (an agent,
    an :class:`~lovelet.deduction.opponent_model.OpponentModel` or None), within
    ``milliseconds`` and ``work`` (either None: no such limit; see :func:`budgeted_belief`).
    ``method`` says which belief it was: one of :data:`~lovelet.deduction.budget.METHODS`.
    """

    def __init__(self, observation: Observation, model: Model, milliseconds: float | None = None,
                 work: int | None = None) -> None:
        self.observation = observation
        self.edition = observation.edition
        self.values = observation.edition.values
        self.belief, self.method = budgeted_belief(observation, model, milliseconds, work)
        self.me = observation.player
        self.opponents = [seat for seat in observation.in_round if seat != self.me]
        self.hands = {seat: self.belief.hand(seat) for seat in self.opponents}
        # How much a showdown counts now: little with a full deck, everything at its end.
        turns_left = observation.deck_size / max(1, len(observation.in_round))
        self.showdown_weight = 1.0 / (1.0 + turns_left)
        older_known = _my_older_card_is_known(observation)
        hand = observation.hand
        self.older = hand[0] if older_known and len(hand) == 2 else None

    # ---------------------------------------------------------------- the currency

    def showdown_chance(self, card: Card, opponents: list[int]) -> float:
        """The chance that ``card`` wins a showdown against ``opponents`` (ties count half),
        each opponent's card taken from its own row of the belief."""
        mine = self.values[card]
        chance = 1.0
        for seat in opponents:
            hand = self.hands[seat]
            total = sum(hand.values()) or 1.0
            below = sum(p for c, p in hand.items() if self.values[c] < mine)
            equal = sum(p for c, p in hand.items() if self.values[c] == mine)
            chance *= (below + equal / 2) / total
        return chance

    def going_on(self, card: Card, opponents: list[int], known: bool = False) -> float:
        """The worth of the round going on with ``card`` in hand against ``opponents``."""
        if not opponents:
            return 1.0  # the round is won
        share = 1.0 / (len(opponents) + 1)
        worth = share + self.showdown_weight * (self.showdown_chance(card, opponents) - share)
        # The dangers of the turns to come count as far as there are turns to come.
        danger = 0.0
        if known:
            danger += _KNOWN_CARD
        if card is Card.PRINCESS:
            danger += _KNOWN_CARD * self._prince_danger()
        return worth - (1.0 - self.showdown_weight) * danger * share

    def _prince_danger(self) -> float:
        """How likely an opponent holds a Prince to make the Princess's holder discard it."""
        return max((hand.get(Card.PRINCE, 0.0) for hand in self.hands.values()), default=0.0)

    def seen(self, kept: Card) -> bool:
        """True when the card kept is known to an opponent: it is the older card, seen."""
        return self.older is not None and kept is self.older

    def knocked_out(self, target: int, kept: Card) -> float:
        """The worth of knocking ``target`` out now: the round going on without them,
        with ``kept`` in hand (with no opponent left, the round won)."""
        return self.going_on(kept, [seat for seat in self.opponents if seat != target], self.seen(kept))

    # ---------------------------------------------------------------- the actions

    def scores(self) -> dict[Action, float]:
        """{legal action: its worth}."""
        scores: dict[Action, float] = {}
        for action in self.observation.legal_actions():
            if isinstance(action, ChancellorReturn):
                scores[action] = self.going_on(action.keep, self.opponents)
            else:
                scores[action] = self.play(action)
        return scores

    def play(self, action: Play) -> float:
        card, target = action.card, action.target
        hand = list(self.observation.hand)
        hand.remove(card)
        kept = hand[0] if hand else card
        others = self.opponents
        if card is Card.PRINCESS:
            return 0.0  # discarding the Princess knocks oneself out
        if target is None or target == self.me and card is not Card.PRINCE:
            # No effect on anyone (no target left, a Handmaid, a Countess, a Spy...).
            worth = self.going_on(kept, others, self.seen(kept))
            if card is Card.HANDMAID:
                worth += _PROTECTION / (len(others) + 1)
            if card is Card.SPY and not _spy_played(self.observation):
                worth += _SPY_BONUS
            if card is Card.CHANCELLOR:
                worth = self._chancellor(kept, others)
            return worth
        if card is Card.GUARD:
            hit = _chance(self.hands[target], action.guess)
            worth = hit * self.knocked_out(target, kept) + (1 - hit) * self.going_on(kept, others, self.seen(kept))
            # When the round is as good as won either way, still name the likeliest card.
            return worth + _TIE_BREAK * hit
        if card is Card.PRIEST:
            return self.going_on(kept, others, self.seen(kept)) + _LOOK / (len(others) + 1)
        if card is Card.BARON:
            return self._baron(kept, target, others)
        if card is Card.PRINCE:
            return self._prince(kept, target, others)
        if card is Card.KING:
            return self._king(kept, target, others)
        return self.going_on(kept, others, self.seen(kept))

    def _baron(self, kept: Card, target: int, others: list[int]) -> float:
        hand = self.hands[target]
        total = sum(hand.values()) or 1.0
        mine = self.values[kept]
        win = sum(p for c, p in hand.items() if self.values[c] < mine) / total
        tie = sum(p for c, p in hand.items() if self.values[c] == mine) / total
        # A tie shows both cards to each other: the target now knows mine.
        return win * self.knocked_out(target, kept) + tie * self.going_on(kept, others, known=True)

    def _prince(self, kept: Card, target: int, others: list[int]) -> float:
        if target == self.me:
            # I discard the card I kept and draw the next card (the set-aside one if none).
            if kept is Card.PRINCESS:
                return 0.0
            draws = self.belief.next_draw or self.belief.set_aside
            total = sum(draws.values()) or 1.0
            return sum(p / total * self.going_on(card, others) for card, p in draws.items() if p)
        princess = _chance(self.hands[target], Card.PRINCESS)
        return princess * self.knocked_out(target, kept) + (1 - princess) * self.going_on(kept, others, self.seen(kept))

    def _king(self, kept: Card, target: int, others: list[int]) -> float:
        # I take the target's card, and the target learns mine: the card I get is known.
        hand = self.hands[target]
        total = sum(hand.values()) or 1.0
        return sum(p / total * self.going_on(card, others, known=True) for card, p in hand.items() if p)

    def _chancellor(self, kept: Card, others: list[int]) -> float:
        # Two more cards to choose from: keep the best of three, estimated from the next
        # draw's distribution as if the two cards were drawn independently.
        draws = self.belief.next_draw
        total = sum(draws.values()) or 1.0
        if not draws:
            return self.going_on(kept, others, self.seen(kept))
        options = sorted(((self.going_on(card, others), p / total) for card, p in draws.items() if p), reverse=True)
        base = self.going_on(kept, others, self.seen(kept))
        # The best of kept, draw 1, draw 2: E[max] with each draw from the same distribution.
        expected, below = 0.0, 1.0
        for worth, p in options:
            # P(best draw of two has this worth) = (p + rest)^2 - rest^2 where rest is lower.
            below -= p
            chance = (below + p) ** 2 - below ** 2
            expected += chance * max(worth, base)
        return expected


def _chance(hand: Mapping[Card, float], card: Card) -> float:
    total = sum(hand.values()) or 1.0
    return hand.get(card, 0.0) / total


def _spy_played(observation: Observation) -> bool:
    """True when some player has already played or discarded a Spy."""
    return any(Card.SPY in pile for pile in observation.discards)


def _my_older_card_is_known(observation: Observation) -> bool:
    """True when an opponent has seen the card this player has held since before this
    turn (a Priest look at it, a Baron tie, a King exchange), and it has not left the
    hand since: this player played the card just drawn each time after, as their own
    events (which say whether the card played was the one drawn) show."""
    me = observation.player
    known = False
    for event in observation.events:
        kind, details = event.kind, event.details
        if kind == "priest" and details.get("target") == me and event.player != me:
            known = True
        elif kind == "baron" and me in (event.player, details.get("target")) and details.get("loser") is None:
            known = True
        elif kind == "king" and me in (event.player, details.get("target")):
            known = True
        elif kind == "play" and event.player == me and known:
            known = event.get("drawn") is True  # the older card stays only if the new one went
        elif kind in ("prince", "chancellor_return") and (details.get("target", event.player) == me):
            known = False  # the card was discarded, or may have gone under the deck
    return known
