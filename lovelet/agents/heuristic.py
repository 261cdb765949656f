"""A simple, explainable strategy: keep the stronger card, use what you know.

It is meant as a fair sparring partner for lessons and experiments, not as a strong
player.  Every rule reads only the observation: the agent's own hand, the public
discards, and what it saw privately (a Priest look, a Baron comparison, a King
exchange, a card it returned with a Chancellor and an opponent drew) for as long as
that card is sure to be in that hand, as the :class:`~lovelet.engine.replay.Replay` of its
observation says.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Optional, cast

from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import Card
from lovelet.engine.observation import Observation
from lovelet.engine.replay import REVEALING, Follower, Replay, replay, unseen_copies
from lovelet.deduction.opponent_model import SIGHTINGS, declare_decides_from
from lovelet.deduction.players import Action
from lovelet.agents.base import DecidingAgent

__all__ = ["HeuristicAgent"]


def known_hands(observation: Observation) -> dict[int, Card]:
    """Opponents' cards this player knows for sure: ``{seat: card}``.

    What the player knows is the :class:`~lovelet.engine.replay.Replay` of their observation:
    a Priest look, a Baron comparison this player took part in (on a tie both keep
    their cards), a King exchange this player made or suffered, a card this player put
    under the deck with a Chancellor and that opponent then drew.  It lasts while that
    card is sure to be in that hand: it is forgotten once the card may have left it
    unseen (the opponent plays a card of the same character and nothing shows which of
    its two cards it was; a Prince discard; elimination), and a King exchange between
    two other players moves it with the cards.  An opponent in the middle of a
    Chancellor is left out: the card seen may be about to go back under the deck.  Of
    an opponent holding two known cards, the older is given.
    """
    return _known(replay(observation))


def _known(state: Replay) -> dict[int, Card]:
    known: dict[int, Card] = {}
    busy = state.current_player if state.pending_chancellor else None
    for seat, tokens in enumerate(state.hands):
        if seat == state.player or seat == busy:
            continue
        for token in tokens:
            if token.card is not None:
                known[seat] = token.card
                break
    return known


# The cards whose target (or guess) depends on what the player knows; any other card
# with several legal actions (a King) takes the first, and needs no replay.
_AIMED_BY_KNOWLEDGE = frozenset((Card.GUARD, Card.PRIEST, Card.BARON, Card.PRINCE))


class HeuristicAgent(DecidingAgent):
    """Play the lower card and keep the higher, with a few well-known exceptions.

    * never play the Princess;
    * a Guard names a card known to be in the target's hand; otherwise it names the
      most common card this player cannot place (ties: the higher value), aimed at
      the first eligible opponent whose card is not known (a known card that cannot
      be named, a Guard, would make the guess a sure miss);
    * a Baron is played only when the card kept is likely to win (value 5 or more);
      it is aimed at an opponent known to hold a lower card, else at one whose card
      is not known, avoiding one known to hold a higher card;
    * a Priest looks at an opponent whose card is not known yet;
    * a Prince is aimed at an opponent known to hold the Princess, else at another
      player rather than oneself;
    * a Chancellor keeps the highest card and returns the others;
    * otherwise the first legal target, in seat order.

    What is "known" is :func:`known_hands`.  Its decisions are those of a full replay
    of each observation, found more cheaply: a player who saw no opponent's card this
    round (:data:`~lovelet.engine.replay.REVEALING`) knows none, and the copies unseen are
    then counted from the public fields; otherwise a :class:`~lovelet.engine.replay.Follower`
    reads each event of the round once, not once per decision.  It holds only the
    observations this agent was given.
    """

    name = "heuristic"

    def decide(self, observation: Observation) -> Action:
        """The action this agent takes in ``observation`` (deterministic)."""
        legal = observation.legal_actions()
        if isinstance(legal[0], ChancellorReturn):
            return self._chancellor(observation, legal)
        plays = cast("Sequence[Play]", legal)  # a turn's actions are plays
        values = observation.edition.values
        playable = list(dict.fromkeys(action.card for action in plays))
        cards = sorted(playable, key=values.__getitem__)
        # The Princess is the highest card, so playing the lower one never plays it.
        card = cards[0]
        if len(cards) == 2 and card is Card.BARON and values[cards[1]] < 5:
            card = cards[1]  # a Baron kept with a weak card would likely lose
        options = [action for action in plays if action.card is card]
        return self._aim(observation, card, options)

    def _aim(self, observation: Observation, card: Card, options: list[Play]) -> Play:
        if len(options) == 1 or card not in _AIMED_BY_KNOWLEDGE:
            return options[0]
        state = self._telling_replay(observation)
        # (a legal play's target is a seat: the engine lists it so)
        known = cast("dict[Optional[int | str], Card]", {} if state is None else _known(state))
        me = observation.player
        if card is Card.GUARD:
            for action in options:
                if known.get(action.target) is action.guess:
                    return action
            # The copies this player cannot place: not seen, and not known to be held.
            counts = unseen_copies(observation) if state is None else dict(state.unseen)
            for held in known.values():
                counts[held] -= 1
            values = observation.edition.values
            best = max(observation.edition.guessable, key=lambda c: (counts[c], values[c]))
            naming = [action for action in options if action.guess is best]
            unknown = [action for action in naming if action.target not in known]
            return (unknown or naming)[0]
        if card is Card.PRINCE:
            for action in options:
                if known.get(action.target) is Card.PRINCESS:
                    return action
            others = [action for action in options if action.target != me]
            if others:
                return others[0]
        if card is Card.BARON:
            values = observation.edition.values
            kept: list[Card] = [c for c in observation.hand if c is not Card.BARON] or [Card.BARON]
            mine = values[kept[0]]
            beaten = [a for a in options if a.target in known and values[known[a.target]] < mine]
            unknown = [a for a in options if a.target not in known]
            return (beaten or unknown or options)[0]
        if card is Card.PRIEST:
            unknown = [action for action in options if action.target not in known]
            if unknown:
                return unknown[0]
        return options[0]

    def _telling_replay(self, observation: Observation) -> Replay | None:
        """The replay of ``observation``, or None when it would show no opponent's card."""
        if observation.saw_privately(REVEALING) is False:  # None: not from a round, read it
            return None
        # The follower is made on first use rather than in __init__, so that a subclass
        # with an __init__ of its own that does not call this one still has one.
        follower = vars(self).get("_follower")
        if follower is None:
            follower = self._follower = Follower()
        return follower.replay(observation)

    def _chancellor(self, observation: Observation, legal: Sequence[Action]) -> Action:
        values = observation.edition.values
        returns = cast("Sequence[ChancellorReturn]", legal)  # a Chancellor's actions are returns
        return max(returns, key=lambda action: values[action.keep])


# It reads what it saw of the other hands (known_hands), nothing else private.
declare_decides_from(HeuristicAgent, SIGHTINGS)
