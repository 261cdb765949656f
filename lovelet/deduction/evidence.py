"""What one player's observation says about the cards they cannot see.

:func:`read_evidence` walks the events of an :class:`~lovelet.Observation` in order,
as that player saw them, and keeps track of where every hidden card is: each
opponent's hand, the cards returned under the deck, the rest of the deck and the
face-down set-aside card.  The hidden cards whose identity matters are *slots* in a
:class:`~lovelet.deduction.factors.Factors`; every other unseen card (the rest of the
deck and the set-aside card) is part of an exchangeable *pool*, since nothing seen
distinguishes one of them from another.

The deck, as the player knows it, is the fresh cards on top (never seen, exchangeable)
followed by the cards returned by Chancellors, in order, whose places are known.

An opponent's play weighs the two cards it held by how likely that play was with
them: without a model, 1 when the rules allow it (the Countess rule) and 0 otherwise;
with an :class:`~lovelet.deduction.opponent_model.OpponentModel`, the probability the
model's agent gives it.  An opponent's Chancellor choice, unseen, is spread evenly
over its options without a model, and by the agent's probabilities with one.

Nothing here reads a round's hidden state: only the observation.
"""

from collections import Counter
from contextlib import contextmanager
from itertools import product

from ..actions import Play
from ..cards import Card
from ..legality import countess_forced
from ..errors import check_observation
from .factors import Factors, Inconsistent
from .opponent_model import PublicHistory, whole

__all__ = ["Evidence", "read_evidence", "Inconsistent"]


class Evidence:
    """The hidden cards of a round as one player can reason about them.

    * ``factors``: the groups of slots and their weights.
    * ``hands``: seat -> the player's own cards (for ``player``) or the slots of an
      opponent's hand, oldest first.
    * ``bottom``: the slots of the cards returned under the deck, the next one to be
      drawn first.
    * ``unseen``: card -> copies the player cannot see (in slots or in the pool).
    * ``fresh``: how many never-drawn cards lie on top of the deck.
    * ``set_aside_held``: whether the face-down card is still set aside;
      ``set_aside_slot`` is its slot once the end of the round has shown it.
    * ``model``: the :class:`~lovelet.deduction.opponent_model.OpponentModel` the
      opponents' decisions were weighed with, or None.
    """

    def __init__(self, observation, factors, hands, bottom, unseen, fresh, set_aside_held,
                 set_aside_slot, model=None):
        self.observation = observation
        self.model = model
        self.factors = factors
        self.hands = hands
        self.bottom = bottom
        self.unseen = unseen
        self.fresh = fresh
        self.set_aside_held = set_aside_held
        self.set_aside_slot = set_aside_slot

    @property
    def pool_size(self):
        """How many unseen cards are in no slot: the fresh deck plus the set-aside card."""
        return self.fresh + (1 if self.set_aside_held and self.set_aside_slot is None else 0)


def read_evidence(observation, model=None):
    """The :class:`Evidence` of ``observation``; raises Inconsistent if it cannot happen.

    ``model`` is an :class:`~lovelet.deduction.opponent_model.OpponentModel` or None.
    """
    check_observation(observation, "Deduction")
    reader = _Reader(observation, model)
    history = reader.history
    try:
        for event in observation.events:
            handler = _HANDLERS.get(event.kind)
            if handler is None:
                raise Inconsistent(f"lovelet.deduction does not know the {event.kind!r} event")
            handler(reader, event)
            if history is not None:
                history.advance(event)
        return reader.finish()
    except Inconsistent as error:
        if model is None or str(error).startswith("Under the model"):
            raise
        raise Inconsistent(f"Under the model {model.agent!r}, no deal explains this "
                           f"observation ({error}).") from error


class _Reader:
    """Walks the events; its handlers are named after the event kinds."""

    def __init__(self, observation, model=None):
        self.observation = observation
        self.model = model
        # The public state before the event being read: what the model is shown.
        self.history = None if model is None else PublicHistory(observation)
        self.edition = observation.edition
        self.viewer = observation.player
        self.values = observation.edition.values
        # Copies of each card that may still be hidden: all copies minus those the
        # viewer sees now (discards, face-up cards, own hand).
        self.caps = dict(observation.edition.copies)
        self.factors = Factors()
        self.hands = {seat: [] for seat in range(observation.players)}
        self.bottom = []
        self.deck_size = 0
        self.set_aside_held = True
        self.set_aside_slot = None
        self.active = None

    # ------------------------------------------------------------------ helpers

    def see(self, card):
        self.caps[card] -= 1
        if self.caps[card] < 0:
            raise Inconsistent(f"more copies of {card} were seen than the deck holds")

    def unsee(self, card):
        self.caps[card] += 1

    def fresh_slot(self):
        """A slot for a card drawn from the exchangeable pool: any card still hidden."""
        return self.factors.new({card: 1 for card, count in self.caps.items() if count > 0})

    def take_fresh(self, seat, card):
        """``seat`` takes a card from the exchangeable pool (known only if it is the viewer)."""
        if seat == self.viewer:
            self.hands[seat].append(card)
            self.see(card)
        else:
            self.hands[seat].append(self.fresh_slot())

    def take_from_deck(self, seat, card):
        """``seat`` draws the top card of the deck (``card`` when the viewer draws it)."""
        if self.deck_size <= 0:
            raise Inconsistent("a card was drawn from an empty deck")
        fresh = self.deck_size - len(self.bottom)
        self.deck_size -= 1
        if fresh > 0:
            self.take_fresh(seat, card)
        else:
            slot = self.bottom.pop(0)
            if seat == self.viewer:
                self.factors.reveal(slot, card)
                self.hands[seat].append(card)
                self.see(card)
            else:
                self.hands[seat].append(slot)

    def only_card(self, seat):
        hand = self.hands[seat]
        if len(hand) != 1:
            raise Inconsistent(f"seat {seat} should hold one card, not {len(hand)}")
        return hand[0]

    # ------------------------------------------------------------------ setup

    def position(self, event):
        details = event.details
        for pile in details["discards"]:
            for card in pile:
                self.see(card)
        for card in details["face_up"]:
            self.see(card)
        self.deck_size = details["deck_size"]
        self.active = details["active"]

    def hand(self, event):
        seat = event.player
        if seat == self.viewer:
            for card in event.get("cards"):
                self.hands[seat].append(card)
                self.see(card)
        else:
            count = 2 if seat == self.active else 1
            self.hands[seat] = [self.fresh_slot() for _ in range(count)]

    def set_aside(self, event):
        pass  # the face-down card stays in the pool

    def face_up(self, event):
        for card in event.details["cards"]:
            self.see(card)

    def deal(self, event):
        seat = event.player
        if seat == self.viewer:
            card = event.get("card")
            self.hands[seat].append(card)
            self.see(card)
        else:
            self.hands[seat].append(self.fresh_slot())

    def deck(self, event):
        self.deck_size = event.details["size"]

    def nothing(self, event):
        pass

    # ------------------------------------------------------------------ turns

    def draw(self, event):
        seat = event.player
        card = event.get("card") if seat == self.viewer else None
        if event.details["source"] == "set_aside":
            if not self.set_aside_held:
                raise Inconsistent("the set-aside card was taken twice")
            self.set_aside_held = False
            self.take_fresh(seat, card)
        else:
            self.take_from_deck(seat, card)

    def play(self, event):
        seat, card = event.player, event.details["card"]
        hand = self.hands[seat]
        if seat == self.viewer:
            hand.remove(card)  # it stays seen: from the hand to the discard pile
            return
        if len(hand) != 2:
            raise Inconsistent(f"seat {seat} plays holding {len(hand)} cards")
        drawn = event.details.get("drawn")  # public only with the reveal_drawn option
        chances = None
        if self.model is not None:
            action = Play(card, event.details["target"], event.details["guess"])
            chances = self.chances_of_play(seat, hand, action)

        def kernel(values):
            old, new = values
            # The engine plays the card just drawn when both are the same character.
            if new is card:
                was_drawn, remaining = True, old
            elif old is card:
                was_drawn, remaining = False, new
            else:
                return None
            if drawn is not None and drawn != was_drawn:
                return None
            if chances is None:  # no model: the play must be allowed (the Countess rule)
                return None if countess_forced(old, new) and card is not Card.COUNTESS else (remaining, 1)
            weight = chances.get(values)
            return (remaining, weight) if weight else None

        with self.explained(seat, f"play of the {card.label()}"):
            self.hands[seat] = [self.factors.combine(hand, kernel)]
        self.see(card)  # only now: the slots held it until the transform

    def chances_of_play(self, seat, hand, action):
        """{(older card, card drawn): whole weight} for the two slots of ``hand``: the model's
        probability that ``seat`` holding them plays ``action`` now (none when the rules
        forbid it, as the Countess rule may), all times one common number."""
        card, model, history = action.card, self.model, self.history
        chances = {}
        for old in self.factors.possible(hand[0]):
            for new in self.factors.possible(hand[1]):
                if old is card or new is card:
                    chances[old, new] = model.chance_of(history, seat, (old, new), action)
        return whole(chances)

    @contextmanager
    def explained(self, seat, what):
        """Word a failure to explain ``seat``'s decision (``what``) under the model."""
        try:
            yield
        except Inconsistent as error:
            if self.model is None:
                raise
            name = self.observation.names[seat]
            raise Inconsistent(f"Under the model {self.model.agent!r}, no hand {name} may "
                               f"have held explains their {what}.") from error

    def guard(self, event):
        target, guess = event.details["target"], event.details["guess"]
        if target != self.viewer and not event.details["hit"]:
            self.factors.restrict(self.only_card(target), lambda card: card is not guess)

    def priest(self, event):
        if event.player == self.viewer:
            seen = event.get("card")
            self.factors.restrict(self.only_card(event.details["target"]), lambda card: card is seen)

    def baron(self, event):
        actor, target, loser = event.player, event.details["target"], event.details["loser"]
        if self.viewer in (actor, target):
            other = target if actor == self.viewer else actor
            theirs = event.get("target_card") if actor == self.viewer else event.get("player_card")
            self.factors.restrict(self.only_card(other), lambda card: card is theirs)
            return
        values = self.values
        if loser is None:
            self.factors.relate(self.only_card(actor), self.only_card(target),
                                lambda mine, its: values[mine] == values[its])
            return
        winner = target if loser == actor else actor
        # The loser's card is shown next (its elimination): relating from the loser's
        # side leaves one term per card it may be, and the reveal keeps just one.
        self.factors.relate(self.only_card(loser), self.only_card(winner),
                            lambda lost, won: values[lost] < values[won])

    def prince(self, event):
        target, card = event.details["target"], event.details["card"]
        hand = self.hands[target]
        if target == self.viewer:
            hand.remove(card)
            return
        self.factors.reveal(hand.pop(), card)
        self.see(card)

    def chancellor_draw(self, event):
        seat, count = event.player, event.details["count"]
        if not count:
            return  # an empty deck: the Chancellor has no effect
        cards = event.get("cards") if seat == self.viewer else (None,) * count
        for card in cards:
            self.take_from_deck(seat, card)

    def chancellor_return(self, event):
        seat = event.player
        hand = self.hands[seat]
        if seat == self.viewer:
            for card in event.get("bottom"):
                hand.remove(card)
                self.unsee(card)
                self.bottom.append(self.factors.known(card))
            self.deck_size += len(event.get("bottom"))
            return
        if self.model is None:
            # The choice is unknown: each distinct outcome equally likely, which is each
            # order of the cards equally likely (the first one kept, the others returned).
            slots = self.factors.shuffle(hand)
        else:
            # For every hand it may hold (the older card first, then those drawn), the model's
            # chance of each way to keep one and return the others.
            outcomes = {}
            for values in product(*(self.factors.possible(slot) for slot in hand)):
                chances = self.model.chances(self.history.view(seat, values))
                for option, chance in chances.items():
                    if chance:
                        outcomes[values, (option.keep,) + tuple(option.bottom)] = chance
            outcomes = whole(outcomes)
            ways = {}
            for (values, cards), weight in outcomes.items():
                ways.setdefault(values, []).append((cards, weight))
            with self.explained(seat, "Chancellor choice"):
                slots = self.factors.rearrange(hand, lambda values: ways.get(values, ()))
        self.hands[seat] = [slots[0]]
        self.bottom.extend(slots[1:])
        self.deck_size += len(slots) - 1

    def king(self, event):
        actor, target = event.player, event.details["target"]
        if self.viewer in (actor, target):
            other = target if actor == self.viewer else actor
            # What the viewer gave and what they received.
            given = event.get("player_card") if actor == self.viewer else event.get("target_card")
            received = event.get("target_card") if actor == self.viewer else event.get("player_card")
            self.unsee(given)
            self.factors.reveal(self.only_card(other), received)
            self.see(received)
            self.hands[self.viewer] = [received]
            self.hands[other] = [self.factors.known(given)]
            return
        self.hands[actor], self.hands[target] = self.hands[target], self.hands[actor]

    def eliminated(self, event):
        seat, cards = event.player, event.details["cards"]
        hand = self.hands[seat]
        if seat != self.viewer:
            if len(hand) != len(cards):
                raise Inconsistent(f"seat {seat} discards {len(cards)} cards holding {len(hand)}")
            for slot, card in zip(hand, cards):
                self.factors.reveal(slot, card)
                self.see(card)
        self.hands[seat] = []

    def round_end(self, event):
        details = event.details
        for seat, card in details.get("hands", {}).items():
            if seat != self.viewer:
                self.factors.restrict(self.only_card(seat), lambda held, card=card: held is card)
        shown = details.get("set_aside")
        if shown is not None and self.set_aside_held:
            self.set_aside_slot = self.factors.known(shown)

    # ------------------------------------------------------------------ the end

    def finish(self):
        obs = self.observation
        unseen = Counter(self.edition.copies)
        for pile in obs.discards:
            unseen.subtract(pile)
        unseen.subtract(obs.face_up)
        unseen.subtract(obs.hand)
        unseen = {card: unseen[card] for card in self.edition.cards}
        hands = {seat: list(hand) for seat, hand in self.hands.items()}
        if sorted(hands[self.viewer], key=self.values.__getitem__) != sorted(
                obs.hand, key=self.values.__getitem__):
            raise Inconsistent("the events do not lead to the hand the player holds")
        if self.deck_size != obs.deck_size:
            raise Inconsistent("the events do not lead to the deck size shown")
        evidence = Evidence(
            observation=obs,
            factors=self.factors,
            hands=hands,
            bottom=list(self.bottom),
            unseen=unseen,
            fresh=self.deck_size - len(self.bottom),
            set_aside_held=bool(obs.set_aside_count),
            set_aside_slot=self.set_aside_slot,
            model=self.model,
        )
        slots = len(self.factors.group_of)
        if sum(unseen.values()) != slots + evidence.pool_size:
            raise Inconsistent("the hidden cards do not add up: the observation is not a round's")
        return evidence


_HANDLERS = {
    "position": _Reader.position,
    "hand": _Reader.hand,
    "set_aside": _Reader.set_aside,
    "face_up": _Reader.face_up,
    "deal": _Reader.deal,
    "deck": _Reader.deck,
    "protection_ends": _Reader.nothing,
    "protected": _Reader.nothing,
    "draw": _Reader.draw,
    "play": _Reader.play,
    "guard": _Reader.guard,
    "priest": _Reader.priest,
    "baron": _Reader.baron,
    "prince": _Reader.prince,
    "chancellor_draw": _Reader.chancellor_draw,
    "chancellor_return": _Reader.chancellor_return,
    "king": _Reader.king,
    "eliminated": _Reader.eliminated,
    "round_end": _Reader.round_end,
}
