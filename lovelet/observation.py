"""What one player may know: the :class:`Observation` of a round from one seat.

An observation is built from the round's state and its event log, keeping exactly
what the rules let that player see: their own hand, every discard pile in order, the
face-up cards, how many cards are in the deck and set aside, who is protected or out,
every public event, and the secret part of the events that player took part in.
Two rounds that differ only in cards hidden from a player give that player equal
observations; agents, widgets and the deduction tools read nothing else.
"""

from dataclasses import dataclass, field

__all__ = ["Observation"]


@dataclass(frozen=True)
class Observation:
    """A player's view of a round. Immutable; compares equal field by field."""

    edition: object
    options: object
    names: tuple
    player: int  # the seat this view belongs to
    hand: tuple  # the cards this player holds (older first, the card just drawn last)
    discards: tuple  # every player's discard pile, oldest first
    face_up: tuple
    deck_size: int
    set_aside_count: int  # 1 while the face-down card is still aside, else 0
    protected: frozenset
    eliminated: frozenset
    current_player: object  # the seat to decide now, or None once the round is over
    pending_chancellor: bool
    turn: int
    favors: tuple
    favors_needed: int
    is_over: bool
    winners: tuple
    events: tuple = field(repr=False)  # the round's events as this player saw them
    legal_actions: tuple = field(repr=False)  # this player's legal actions, if it is their decision

    @classmethod
    def of(cls, rnd, player):
        """The observation of seat ``player`` in round ``rnd``."""
        return cls(
            edition=rnd.edition,
            options=rnd.options,
            names=rnd.names,
            player=player,
            hand=rnd.hand(player),
            discards=tuple(rnd.discards(seat) for seat in range(rnd.players)),
            face_up=rnd.face_up,
            deck_size=rnd.deck_size,
            set_aside_count=0 if rnd.set_aside is None else 1,
            protected=rnd.protected,
            eliminated=rnd.eliminated,
            current_player=rnd.current_player,
            pending_chancellor=rnd.pending_chancellor,
            turn=rnd.turn,
            favors=rnd.favors,
            favors_needed=rnd.favors_needed,
            is_over=rnd.is_over,
            winners=rnd.winners,
            events=tuple(event.seen_from(player) for event in rnd.events),
            legal_actions=rnd.legal_actions() if rnd.current_player == player else (),
        )

    @property
    def players(self):
        return len(self.names)

    @property
    def in_round(self):
        """Seats still in the round."""
        return tuple(seat for seat in range(self.players) if seat not in self.eliminated)

    @property
    def is_my_turn(self):
        return self.current_player == self.player

    def hand_size(self, seat):
        """How many cards ``seat`` holds (public: 0 if out, 2 or 3 while deciding, else 1)."""
        if seat in self.eliminated:
            return 0
        if seat == self.current_player:
            return 3 if self.pending_chancellor and self._chancellor_count() == 2 else 2
        return 1

    def _chancellor_count(self):
        for event in reversed(self.events):
            if event.kind == "chancellor_draw":
                return event.details["count"]
        return 0

    def __repr__(self):
        mine = ", ".join(card.label() for card in self.hand) or "no card"
        status = "round over" if self.is_over else f"{self.names[self.current_player]} to play"
        return (f"<Observation of {self.names[self.player]}: holds {mine}; {status}; "
                f"deck {self.deck_size}>")

    def _repr_html_(self):
        from .display import observation_html

        return observation_html(self)
