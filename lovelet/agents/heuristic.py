"""A simple, explainable strategy: keep the stronger card, use what you know.

It is meant as a fair sparring partner for lessons and experiments, not as a strong
player.  Every rule reads only the observation: the agent's own hand, the public
discards, and what it saw privately (a Priest look, a Baron comparison, a King
exchange) for as long as that card is sure to be in that hand.
"""

from ..actions import ChancellorReturn
from ..cards import Card
from .base import Agent

__all__ = ["HeuristicAgent"]


def unseen_counts(observation, known=None):
    """Copies of each card this player cannot place: not in my hand, not in any
    discard pile, not face up, and not in ``known`` (opponents' cards known for sure)."""
    edition = observation.edition
    counts = dict(edition.copies)
    seen = list(observation.hand) + list(observation.face_up)
    for pile in observation.discards:
        seen.extend(pile)
    seen.extend((known or {}).values())
    for card in seen:
        counts[card] -= 1
    return counts


def known_hands(observation):
    """Opponents' cards this player knows for sure: ``{seat: card}``.

    Knowledge comes from a Priest look, a Baron comparison this player took part in
    (on a tie both keep their cards) and a King exchange this player made or
    suffered.  It lasts while that card stays in that hand:

    * when the opponent plays, the card seen is still held if a different card was
      played, or if the reveal_drawn option shows the card just drawn was played;
      otherwise it is forgotten (the card played may have been the one seen);
    * a Prince discard, a Chancellor draw or elimination forgets it;
    * a King exchange between two other players moves the knowledge with the cards.
    """
    me = observation.player
    known = {}
    for event in observation.events:
        kind, actor, target = event.kind, event.player, event.details.get("target")
        mine = event.secret is not None and me in (actor, target)
        if kind == "priest" and actor == me and event.secret is not None:
            known[target] = event.secret["card"]
        elif kind == "baron" and mine:
            if actor == me:
                known[target] = event.secret["target_card"]
            else:
                known[actor] = event.secret["player_card"]
        elif kind == "king" and mine:
            # The other player now holds the card I gave away.
            if actor == me:
                known[target] = event.secret["player_card"]
            else:
                known[actor] = event.secret["target_card"]
        elif kind == "king" and target is not None:
            # Two other players swapped their single cards: what I knew swaps too.
            actor_card, target_card = known.pop(actor, None), known.pop(target, None)
            if actor_card is not None:
                known[target] = actor_card
            if target_card is not None:
                known[actor] = target_card
        elif kind == "play" and actor != me and actor in known:
            if event.details["card"] is known[actor] and not event.details.get("drawn"):
                del known[actor]
        elif kind == "prince":
            known.pop(target, None)
        elif kind == "chancellor_draw" and event.details["count"]:
            known.pop(actor, None)
        elif kind == "eliminated":
            known.pop(actor, None)
    known.pop(me, None)
    return known


class HeuristicAgent(Agent):
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

    What is "known" is :func:`known_hands`.
    """

    name = "heuristic"

    def policy(self, observation):
        choice = self.decide(observation)
        return {action: (1.0 if action == choice else 0.0) for action in observation.legal_actions}

    def choose(self, observation, rng):
        return self.decide(observation)

    def decide(self, observation):
        """The action this agent takes in ``observation`` (deterministic)."""
        legal = observation.legal_actions
        if isinstance(legal[0], ChancellorReturn):
            return self._chancellor(observation, legal)
        values = observation.edition.values
        playable = list(dict.fromkeys(action.card for action in legal))
        cards = sorted(playable, key=values.__getitem__)
        # The Princess is the highest card, so playing the lower one never plays it.
        card = cards[0]
        if len(cards) == 2 and card is Card.BARON and values[cards[1]] < 5:
            card = cards[1]  # a Baron kept with a weak card would likely lose
        options = [action for action in legal if action.card is card]
        return self._aim(observation, card, options)

    def _aim(self, observation, card, options):
        if len(options) == 1:
            return options[0]
        known = known_hands(observation)
        me = observation.player
        if card is Card.GUARD:
            for action in options:
                if known.get(action.target) is action.guess:
                    return action
            counts = unseen_counts(observation, known)
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
            kept = [c for c in observation.hand if c is not Card.BARON] or [Card.BARON]
            mine = values[kept[0]]
            beaten = [a for a in options if a.target in known and values[known[a.target]] < mine]
            unknown = [a for a in options if a.target not in known]
            return (beaten or unknown or options)[0]
        if card is Card.PRIEST:
            unknown = [action for action in options if action.target not in known]
            if unknown:
                return unknown[0]
        return options[0]

    def _chancellor(self, observation, legal):
        values = observation.edition.values
        return max(legal, key=lambda action: values[action.keep])
