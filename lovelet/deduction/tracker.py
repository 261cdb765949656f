"""The remaining-card tracker: which cards one player has seen, where, and what is left.

``tracker(observation)`` counts, for each character of the edition, its copies, the
ones in each discard pile, among the face-up cards and in the player's own hand, the
ones the player saw privately and knows where they are now (a Priest look, a Baron
comparison, a King exchange, the cards they returned under the deck with a
Chancellor), and how many are still unseen.  A private sighting lapses when the card
may have moved unseen: when its holder plays a card of the same character, or
shuffles it among others with a Chancellor.

Like the belief, it reads only the observation.
"""

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from ..cards import Card
from ..errors import check_observation

__all__ = ["tracker", "Tracker", "Sighting"]


@dataclass(frozen=True)
class Sighting:
    """A card the player saw privately and knows the place of.

    ``place`` is "hand" (held by ``seat``), "deck" (``position`` cards from the bottom of
    the deck, 1 being the bottom card) or "set_aside" (shown when the round ended).
    """

    card: Card
    place: str
    seat: object = None
    position: object = None

    def describe(self, names):
        if self.place == "hand":
            return f"{names[self.seat]}'s hand"
        if self.place == "deck":
            return "bottom of the deck" if self.position == 1 else f"deck, {self.position} from the bottom"
        return "set aside"


@dataclass(frozen=True)
class Tracker:
    """What one player has seen of each character, and what remains unseen.

    Every count is a dict {Card: int} over the edition's characters:
    ``copies = sum of discards + face_up + hand + known + unseen`` for each character,
    where ``known`` counts the private ``sightings``.
    """

    edition: object
    player: int
    names: tuple
    copies: dict
    discards: tuple  # one {Card: int} per seat
    face_up: dict
    hand: dict
    sightings: tuple

    @property
    def known(self):
        """Copies seen privately whose place the player knows (see ``sightings``)."""
        counts = Counter(sighting.card for sighting in self.sightings)
        return {card: counts[card] for card in self.edition.cards}

    @property
    def seen(self):
        """Copies the player has seen and can place: discards, face-up, own hand, sightings."""
        known = self.known
        return {card: sum(pile[card] for pile in self.discards) + self.face_up[card]
                + self.hand[card] + known[card] for card in self.edition.cards}

    @property
    def unseen(self):
        """Copies the player cannot place: in other hands, the deck or set aside."""
        seen = self.seen
        return {card: self.copies[card] - seen[card] for card in self.edition.cards}

    @property
    def total_unseen(self):
        return sum(self.unseen.values())

    @property
    def unseen_values(self):
        """{value: number of unseen cards with that value} for every value of the edition,
        lowest first."""
        counts = {}
        for card, count in self.unseen.items():
            value = self.edition.values[card]
            counts[value] = counts.get(value, 0) + count
        return dict(sorted(counts.items()))

    @property
    def value_distribution(self):
        """{value: share of the unseen cards with that value}, as exact fractions."""
        total = self.total_unseen
        if not total:
            return {}
        return {value: Fraction(count, total) for value, count in self.unseen_values.items()}

    def where(self, card):
        """[(place, count)] for every place the player has seen copies of ``card``."""
        places = []
        for seat, pile in enumerate(self.discards):
            if pile[card]:
                places.append((f"{self.names[seat]}'s discards", pile[card]))
        if self.face_up[card]:
            places.append(("face up", self.face_up[card]))
        if self.hand[card]:
            places.append(("your hand", self.hand[card]))
        for sighting in self.sightings:
            if sighting.card is card:
                places.append((sighting.describe(self.names), 1))
        return places

    def __repr__(self):
        left = ", ".join(f"{count} {card.label()}" for card, count in self.unseen.items() if count)
        return f"<Tracker of {self.names[self.player]}: unseen {left or 'nothing'}>"

    def _repr_html_(self):
        names = self.names
        columns = [f"{name}'s discards" for name in names]
        two_players = any(self.face_up.values()) or len(names) == 2
        head = ["Character", "Value", "Copies"] + columns
        head += (["Face up"] if two_players else []) + ["Your hand", "Seen privately", "Unseen"]
        rows = []
        for card in self.edition.cards:
            cells = [card.label(), self.edition.values[card], self.copies[card]]
            cells += [pile[card] or "" for pile in self.discards]
            if two_players:
                cells.append(self.face_up[card] or "")
            cells.append(self.hand[card] or "")
            cells.append(", ".join(sighting.describe(names) for sighting in self.sightings
                                   if sighting.card is card))
            cells.append(self.unseen[card])
            rows.append("<tr>" + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>")
        values = ", ".join(f"{value}: {count}" for value, count in self.unseen_values.items() if count)
        caption = (f"Cards {names[self.player]} has seen; {self.total_unseen} unseen "
                   f"(by value {values or 'none'})")
        header = "".join(f"<th>{text}</th>" for text in head)
        return f"<table><caption>{caption}</caption><tr>{header}</tr>{''.join(rows)}</table>"


def tracker(observation):
    """The :class:`Tracker` of the player whose ``observation`` this is."""
    check_observation(observation, "The tracker")
    edition = observation.edition
    cards = edition.cards

    def counted(pile):
        counts = Counter(pile)
        return {card: counts[card] for card in cards}

    walker = _Sightings(observation)
    for event in observation.events:
        walker.read(event)
    return Tracker(
        edition=edition,
        player=observation.player,
        names=observation.names,
        copies=dict(edition.copies),
        discards=tuple(counted(pile) for pile in observation.discards),
        face_up=counted(observation.face_up),
        hand=counted(observation.hand),
        sightings=walker.sightings(),
    )


class _Sightings:
    """Follows the cards the player saw privately through the events.

    Each opponent's hand is a list with the known card or None per card held, oldest
    first; ``bottom`` lists the cards returned under the deck (known or None), the next
    one to be drawn first.
    """

    def __init__(self, observation):
        self.viewer = observation.player
        self.hands = {seat: [] for seat in range(observation.players)}
        self.bottom = []
        self.deck_size = 0
        self.active = None
        self.set_aside = None

    def read(self, event):
        handler = getattr(self, "on_" + event.kind, None)
        if handler is not None:
            handler(event)

    def sightings(self):
        found = []
        for seat, hand in self.hands.items():
            if seat != self.viewer:
                found.extend(Sighting(card, "hand", seat=seat) for card in hand if card is not None)
        for index, card in enumerate(self.bottom):
            if card is not None:
                found.append(Sighting(card, "deck", position=len(self.bottom) - index))
        if self.set_aside is not None:
            found.append(Sighting(self.set_aside, "set_aside"))
        return tuple(found)

    # ------------------------------------------------------------------ the deck

    def take(self, seat):
        """``seat`` draws the top card: a fresh one, or the next returned card."""
        fresh = self.deck_size - len(self.bottom)
        self.deck_size -= 1
        card = None if fresh > 0 else self.bottom.pop(0)
        if seat != self.viewer:
            self.hands[seat].append(card)

    # ------------------------------------------------------------------ events

    def on_position(self, event):
        self.deck_size = event.details["deck_size"]
        self.active = event.details["active"]

    def on_hand(self, event):
        if event.player != self.viewer:
            self.hands[event.player] = [None] * (2 if event.player == self.active else 1)

    def on_deal(self, event):
        if event.player != self.viewer:
            self.hands[event.player].append(None)

    def on_deck(self, event):
        self.deck_size = event.details["size"]

    def on_draw(self, event):
        if event.details["source"] == "deck":
            self.take(event.player)
        elif event.player != self.viewer:
            self.hands[event.player].append(None)

    def on_play(self, event):
        seat, card = event.player, event.details["card"]
        if seat == self.viewer:
            return
        hand = self.hands[seat]
        old, new = (hand + [None, None])[:2]
        drawn = event.details.get("drawn")  # public with the reveal_drawn option
        if drawn is None:
            # The engine plays the card just drawn when both are the same character.
            if new is not None:
                drawn = new is card
            elif old is not None and old is not card:
                drawn = True
        if drawn is None:
            remaining = None  # either card could have been kept
        else:
            remaining = old if drawn else new
        self.hands[seat] = [remaining]

    def on_priest(self, event):
        if event.player == self.viewer:
            self.hands[event.details["target"]] = [event.get("card")]

    def on_baron(self, event):
        actor, target = event.player, event.details["target"]
        if actor == self.viewer:
            self.hands[target] = [event.get("target_card")]
        elif target == self.viewer:
            self.hands[actor] = [event.get("player_card")]

    def on_prince(self, event):
        target = event.details["target"]
        if target != self.viewer and self.hands[target]:
            self.hands[target].pop()

    def on_chancellor_draw(self, event):
        for _ in range(event.details["count"]):
            self.take(event.player)

    def on_chancellor_return(self, event):
        seat, count = event.player, event.details["count"]
        self.deck_size += count
        if seat == self.viewer:
            self.bottom.extend(event.get("bottom"))
        else:
            self.hands[seat] = [None]  # the cards were shuffled out of sight
            self.bottom.extend([None] * count)

    def on_king(self, event):
        actor, target = event.player, event.details["target"]
        if actor == self.viewer:
            self.hands[target] = [event.get("player_card")]
        elif target == self.viewer:
            self.hands[actor] = [event.get("target_card")]
        else:
            self.hands[actor], self.hands[target] = self.hands[target], self.hands[actor]

    def on_eliminated(self, event):
        self.hands[event.player] = []

    def on_round_end(self, event):
        for seat, card in event.details.get("hands", {}).items():
            if seat != self.viewer:
                self.hands[seat] = [card]
        self.set_aside = event.details.get("set_aside")
