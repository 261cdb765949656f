"""The remaining-card tracker: which cards one player has seen, where, and what is left.

``tracker(observation)`` counts, for each character of the edition, its copies, the
ones in each discard pile, among the face-up cards and in the player's own hand, the
ones the player saw privately and knows where they are now (a Priest look, a Baron
comparison, a King exchange, the cards they returned under the deck with a
Chancellor, or returned and then drawn by an opponent), and how many are still unseen.
A private sighting lapses when the card may have moved unseen: when its holder plays
a card of the same character, or shuffles it among others with a Chancellor.

Like the belief, it reads only the observation, through its
:class:`~lovelet.engine.replay.Replay`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from lovelet.engine.cards import Card
from lovelet.engine.naming import card_of
from lovelet.engine.observation import Observation, check_observation
from lovelet.engine.replay import Replay, replay
from lovelet.display.deduction_tables import tracker_html
from lovelet.deduction.drawn import DrawnAsHtml

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

    def describe(self, names: tuple[str, ...]) -> str:
        if self.place == "hand":
            return f"{names[self.seat]}'s hand"
        if self.place == "deck":
            return "bottom of the deck" if self.position == 1 else f"deck, {self.position} from the bottom"
        return "set aside"


@dataclass(frozen=True)
class Tracker(DrawnAsHtml):
    """What one player has seen of each character, and what remains unseen.

    Every count is a dict {Card: int} over the edition's characters:
    ``copies = sum of discards + face_up + hand + known + unseen`` for each character,
    where ``known`` counts the private ``sightings``.
    """

    draw_html = staticmethod(tracker_html)

    edition: object
    player: int
    names: tuple
    copies: dict
    discards: tuple  # one {Card: int} per seat
    face_up: dict
    hand: dict
    sightings: tuple

    @property
    def known(self) -> dict[Card, int]:
        """Copies seen privately whose place the player knows (see ``sightings``)."""
        counts = Counter(sighting.card for sighting in self.sightings)
        return {card: counts[card] for card in self.edition.cards}

    @property
    def seen(self) -> dict[Card, int]:
        """Copies the player has seen and can place: discards, face-up, own hand, sightings."""
        known = self.known
        return {card: sum(pile[card] for pile in self.discards) + self.face_up[card]
                + self.hand[card] + known[card] for card in self.edition.cards}

    @property
    def unseen(self) -> dict[Card, int]:
        """Copies the player cannot place: in other hands, the deck or set aside."""
        seen = self.seen
        return {card: self.copies[card] - seen[card] for card in self.edition.cards}

    @property
    def total_unseen(self) -> int:
        """How many cards the player cannot place."""
        return sum(self.unseen.values())

    @property
    def unseen_values(self) -> dict[int, int]:
        """{value: number of unseen cards with that value} for every value of the edition,
        lowest first."""
        counts = {}
        for card, count in self.unseen.items():
            value = self.edition.values[card]
            counts[value] = counts.get(value, 0) + count
        return dict(sorted(counts.items()))

    @property
    def value_distribution(self) -> dict[int, Fraction]:
        """{value: share of the unseen cards with that value}, as exact fractions."""
        total = self.total_unseen
        if not total:
            return {}
        return {value: Fraction(count, total) for value, count in self.unseen_values.items()}

    def where(self, card: Card | str) -> list[tuple[str, int]]:
        """[(place, count)] for every place the player has seen copies of ``card``.

        ``card`` is a Card or its name in English, French or German ("Garde");
        anything else, or a card of another edition, is refused (UNKNOWN_CARD).
        """
        card = card_of(card, self.edition)
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

    def __repr__(self) -> str:
        left = ", ".join(f"{count} {card.label()}" for card, count in self.unseen.items() if count)
        return f"<Tracker of {self.names[self.player]}: unseen {left or 'nothing'}>"




def tracker(observation: Observation) -> Tracker:
    """The :class:`Tracker` of the player whose ``observation`` this is."""
    check_observation(observation, "The tracker")
    edition = observation.edition
    cards = edition.cards

    def counted(pile):
        counts = Counter(pile)
        return {card: counts[card] for card in cards}

    return Tracker(
        edition=edition,
        player=observation.player,
        names=observation.names,
        copies=dict(edition.copies),
        discards=tuple(counted(pile) for pile in observation.discards),
        face_up=counted(observation.face_up),
        hand=counted(observation.hand),
        sightings=_sightings(replay(observation)),
    )


def _sightings(state: Replay) -> tuple[Sighting, ...]:
    """The cards the player knows the place of, from the replay of their observation:
    known cards in opponents' hands, at the bottom of the deck and set aside."""
    found = []
    for seat, tokens in enumerate(state.hands):
        if seat != state.player:
            found.extend(Sighting(token.card, "hand", seat=seat) for token in tokens
                         if token.card is not None)
    bottom = state.bottom
    for index, token in enumerate(bottom):
        if token.card is not None:
            found.append(Sighting(token.card, "deck", position=len(bottom) - index))
    aside = state.set_aside
    if aside is not None and aside.card is not None:
        found.append(Sighting(aside.card, "set_aside"))
    return tuple(found)
