"""An agent that reasons with the exact belief: the play with the best immediate chances.

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
"""

from collections import Counter

from lovelet.engine.actions import ChancellorReturn
from lovelet.engine.cards import Card
from lovelet.agents.base import Agent
from lovelet.agents.thinking import budgeted_belief, checked_milliseconds, checked_work
from lovelet.agents.blend import Blend
from lovelet.agents.heuristic import HeuristicAgent

__all__ = ["DeductiveAgent", "USUAL_PLAY"]

#: The agent's default idea of its opponents: they play like the heuristic agent (keep
#: the higher card, use what they saw) four times in five, and anyhow the fifth time, so
#: that no real play is ever ruled out while a kept card still reads as likely high.
USUAL_PLAY = Blend(HeuristicAgent(), share=0.2)

# The small terms, as shares of a round.  They were set by playing the agent against
# the heuristic agent (benchmarks/agents.md); the exact chances carry the decisions.
_PROTECTION = 0.06  # a Handmaid: safe from every play until the next turn
_LOOK = 0.04  # a Priest: the next Guard names a known card
_SPY_BONUS = 0.03  # a Spy played while no one else has one: a favor in sight
_KNOWN_CARD = 0.10  # holding a card an opponent knows: their Guard or Baron will tell
_TIE_BREAK = 1e-9  # between plays worth the same, the one more likely to knock out


class DeductiveAgent(Agent):
    """Plays the legal action whose immediate chances, under the exact belief, are best.

    ``model`` is the agent the opponents are assumed to play like when their past plays
    are weighed (:func:`lovelet.deduction.belief`): by default :data:`USUAL_PLAY`; None
    weighs every legal play alike.

    ``milliseconds`` is the time budget of a decision (20 by default).  Weighing the
    opponents' histories under the model is exact within it; where it would not fit
    (long histories with Chancellors), the agent uses an estimate of that belief, or
    for that decision the plain belief (:mod:`lovelet.deduction.budget`), and counts
    which in :attr:`beliefs` ({"exact": n, "estimated": n, "plain": n}).  ``work``
    bounds the same weighing in units of work instead of time (see
    :mod:`lovelet.agents.thinking`), and ``milliseconds=None`` without ``work`` weighs
    exactly however long it takes.  Without a time limit the agent is deterministic,
    the same observation always giving the same action (ties go to the first legal
    action), so it needs no generator and its :meth:`policy` puts all the probability
    on that action; with one it is too whenever the belief fits, as it nearly always does.
    """

    name = "deductive"

    def __init__(self, model=USUAL_PLAY, milliseconds=20, work=None):
        self.model = model
        self.milliseconds = checked_milliseconds(milliseconds)
        self.work = checked_work(work)
        self.beliefs = Counter()

    def policy(self, observation):
        choice = self.decide(observation)
        return {action: (1.0 if action == choice else 0.0) for action in observation.legal_actions()}

    def choose(self, observation, rng):
        return self.decide(observation)

    def decide(self, observation):
        """The action this agent takes in ``observation``."""
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        scores = self.scores(observation)
        return max(legal, key=lambda action: scores[action])

    def scores(self, observation):
        """{legal action: its score}, the agent's reasons as numbers (higher is better)."""
        position = _Position(observation, self.model, self.milliseconds, self.work)
        self.beliefs[position.method] += 1
        return position.scores()

    def __repr__(self):
        options = [] if self.model is USUAL_PLAY else [f"model={self.model!r}"]
        if self.milliseconds != 20:
            options.append(f"milliseconds={self.milliseconds!r}")
        if self.work is not None:
            options.append(f"work={self.work!r}")
        return f"DeductiveAgent({', '.join(options)})"


class _Position:
    """One decision: the belief, and the chances each legal action gives."""

    def __init__(self, observation, model, milliseconds=None, work=None):
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

    def showdown_chance(self, card, opponents):
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

    def going_on(self, card, opponents, known=False):
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

    def _prince_danger(self):
        """How likely an opponent holds a Prince to make the Princess's holder discard it."""
        return max((hand.get(Card.PRINCE, 0.0) for hand in self.hands.values()), default=0.0)

    def seen(self, kept):
        """True when the card kept is known to an opponent: it is the older card, seen."""
        return self.older is not None and kept is self.older

    def knocked_out(self, target, kept):
        """The worth of knocking ``target`` out now: the round going on without them,
        with ``kept`` in hand (with no opponent left, the round won)."""
        return self.going_on(kept, [seat for seat in self.opponents if seat != target], self.seen(kept))

    # ---------------------------------------------------------------- the actions

    def scores(self):
        scores = {}
        for action in self.observation.legal_actions():
            if isinstance(action, ChancellorReturn):
                scores[action] = self.going_on(action.keep, self.opponents)
            else:
                scores[action] = self.play(action)
        return scores

    def play(self, action):
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

    def _baron(self, kept, target, others):
        hand = self.hands[target]
        total = sum(hand.values()) or 1.0
        mine = self.values[kept]
        win = sum(p for c, p in hand.items() if self.values[c] < mine) / total
        tie = sum(p for c, p in hand.items() if self.values[c] == mine) / total
        # A tie shows both cards to each other: the target now knows mine.
        return win * self.knocked_out(target, kept) + tie * self.going_on(kept, others, known=True)

    def _prince(self, kept, target, others):
        if target == self.me:
            # I discard the card I kept and draw the next card (the set-aside one if none).
            if kept is Card.PRINCESS:
                return 0.0
            draws = self.belief.next_draw or self.belief.set_aside
            total = sum(draws.values()) or 1.0
            return sum(p / total * self.going_on(card, others) for card, p in draws.items() if p)
        princess = _chance(self.hands[target], Card.PRINCESS)
        return princess * self.knocked_out(target, kept) + (1 - princess) * self.going_on(kept, others, self.seen(kept))

    def _king(self, kept, target, others):
        # I take the target's card, and the target learns mine: the card I get is known.
        hand = self.hands[target]
        total = sum(hand.values()) or 1.0
        return sum(p / total * self.going_on(card, others, known=True) for card, p in hand.items() if p)

    def _chancellor(self, kept, others):
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


def _chance(hand, card):
    total = sum(hand.values()) or 1.0
    return hand.get(card, 0.0) / total


def _spy_played(observation):
    """True when some player has already played or discarded a Spy."""
    return any(Card.SPY in pile for pile in observation.discards)


def _my_older_card_is_known(observation):
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
