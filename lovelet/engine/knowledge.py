"""What a player knows privately of the other seats' hands, and how they learnt it.

:func:`private_knowledge` answers, for one :class:`~lovelet.Observation`, "which card
of another seat's hand do I know right now, and from what?": the card a Priest showed
me, the card I compared with a Baron, the card a King made me give (or took from me),
a card I put under the deck with a Chancellor and that seat then drew.  A board draws
each answer on the row of the seat that holds the card ("you saw: Handmaid").

It is not a second tracker.  Where every card is, and whether the player knows it, is
the one reading of the log, :class:`lovelet.engine.replay.Replay`: it follows each physical
card as a :class:`~lovelet.engine.replay.Token`, moves it with a King, and replaces it by an
unknown token the moment it may have moved unseen (the seat played a card of that
character and nothing shows which of its two it was, finished a Chancellor unseen,
was made to discard by a Prince, left the round).  This module only reads the
replay's steps to remember, for each known token, *how* the player came to know it;
the card and the seat holding it are read from the replay at the end.  So a note is
kept exactly while the replay still knows the card there (a draw leaves it: the seat
holds the known card and an unknown one) and is gone as soon as the replay forgets it.

What is returned is a tuple of :class:`KnownCard`, frozen values, in seat order.

    >>> from lovelet import REVISED, Card, Play, Round
    >>> rnd = Round.from_position(REVISED, hands=[[Card.PRIEST, Card.GUARD], [Card.HANDMAID]],
    ...     deck=[Card.BARON, Card.KING] + [Card.GUARD] * 4, set_aside=Card.PRINCESS,
    ...     face_up=[Card.SPY, Card.SPY, Card.PRIEST], discards=[[Card.COUNTESS, Card.PRINCE],
    ...     [Card.PRINCE, Card.CHANCELLOR, Card.CHANCELLOR, Card.HANDMAID, Card.BARON, Card.GUARD]],
    ...     protected=(), eliminated=(), active=0)
    >>> rnd.apply(Play(Card.PRIEST, target=1))
    >>> [(note.seat, note.card, note.how) for note in private_knowledge(rnd.observation(0))]
    [(1, Card.HANDMAID, 'priest')]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from lovelet.engine.cards import Card
from lovelet.engine.replay import Replay, Step, Token
from lovelet.engine.replay_state import Observed

__all__ = ["KnownCard", "HOW", "private_knowledge"]

#: The ways a player learns a card that stays hidden in another seat's hand.
#: ``priest``: their Priest looked at it; ``baron``: a Baron comparison they took part
#: in (as the Baron's player or its target; on a tie both keep their cards);
#: ``king_given``: their King gave it to that seat (it was their card);
#: ``king_taken``: that seat's King took it from them; ``chancellor``: they put it
#: under the deck with their Chancellor and that seat drew it.
HOW = ("priest", "baron", "king_given", "king_taken", "chancellor")

#: How a token's card was learnt: (one of HOW, the seat that held it then or None while
#: it lies under the deck, the turn).
Origin = tuple[str, int | None, int]


@dataclass(frozen=True)
class KnownCard:
    """One card of another seat's hand that the player knows, and how.

    ``seat`` holds ``card`` now; ``how`` is one of :data:`HOW`; ``learned_from`` is the
    seat that held the card when the player learnt it (another seat than ``seat`` once
    a King between two other players moved it); ``turn`` is the turn it was learnt in.
    """

    seat: int
    card: Card
    how: str
    learned_from: int
    turn: int

    @property
    def moved(self) -> bool:
        """True when a King moved the card since: it is no longer where it was learnt."""
        return self.seat != self.learned_from


def private_knowledge(observation: Observed) -> tuple[KnownCard, ...]:
    """The cards of the other seats' hands that ``observation``'s player knows now,
    with how each was learnt: a tuple of :class:`KnownCard`, in seat order (the older
    card of a hand first).

    Every note is true of the round: the seat holds that card (in the middle of its
    own Chancellor too, until the cards it puts back are shuffled out of sight).  An
    observation whose log no round can produce is refused by the replay
    (``BAD_OBSERVATION``).
    """
    state = Replay(observation)
    me = state.player
    origin: dict[Token, Origin] = {}  # token -> (how, the seat it was learnt from, the turn); tokens are compared by identity
    for step in state:
        _remember(state, step, me, origin)
    notes = []
    for seat, tokens in enumerate(state.hands):
        if seat == me:
            continue
        for token in tokens:
            found = origin.get(token)
            if token.card is not None and found is not None:
                how, holder, turn = found
                # A card in a hand has a holder: only one under the deck has none.
                notes.append(KnownCard(seat, token.card, how, cast(int, holder), turn))
    return tuple(notes)


def _remember(state: Replay, step: Step, me: int, origin: dict[Token, Origin]) -> None:
    """Note how the player learnt the cards that ``step`` showed them or took from them."""
    event = step.event
    kind = event.kind
    turn = state.turn
    if kind == "priest" and event.player == me:
        for token in step.learned:
            origin.setdefault(token, ("priest", event.details["target"], turn))  # known already: kept as it was
    elif kind == "baron" and me in (event.player, event.details["target"]):
        other = event.details["target"] if event.player == me else event.player
        for token in step.learned:
            origin.setdefault(token, ("baron", other, turn))
    elif kind == "king" and step.given:
        actor, target = event.player, event.details["target"]
        how, holder = ("king_given", target) if actor == me else ("king_taken", actor)
        for token in step.given:
            origin[token] = (how, holder, turn)
    elif kind == "chancellor_return":
        if event.player == me:
            for token in step.given:  # under the deck: noted for the seat that draws it
                origin[token] = ("chancellor", None, turn)
        elif step.shuffled and step.kept is not None and step.kept.card is not None:
            # Every card shuffled was known and alike: the new tokens are known too, as
            # the first of the cards they came from was; those put back get the seat that
            # draws them as their holder.
            first = next((origin[token] for token in step.held if token in origin), None)
            if first is not None:
                how, _holder, learnt = first
                origin[step.kept] = (how, event.player, learnt)
                for token in step.returned:
                    origin[token] = (how, None, learnt)
    elif kind in ("draw", "chancellor_draw") and step.from_bottom:
        for token in step.from_bottom:
            found = origin.get(token)
            if found is not None and found[1] is None:  # drawn from under the deck: now it has a holder
                origin[token] = (found[0], event.player, found[2])
