"""The tokens a replay follows, and the steps it reports (see :mod:`lovelet.engine.replay`).

A :class:`Token` is one physical card as one player follows it from place to place; a
:class:`Step` says how one event moved the tokens.  The small functions below match
what an event shows against what the player knew, and refuse (``BAD_OBSERVATION``)
a log no round can produce.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from lovelet.engine.cards import Card
from lovelet.engine.errors import refused
from lovelet.engine.events import Event

__all__ = ["Token", "Step"]


class Token:
    """One physical card, as the player follows it from place to place.

    ``card`` is the card while the player knows it, else None; the replay sets it and
    replaces the token by a new one when the card may have moved unseen.  ``slot`` is
    free for a reader to attach what it knows more (the belief keeps the card's slot
    there); the replay never reads it.
    """

    __slots__ = ("card", "slot")

    def __init__(self, card: Card | None = None) -> None:
        self.card = card
        self.slot: object = None

    def __repr__(self) -> str:
        return f"Token({self.card!r})"


class Step:
    """How one event moved the cards, as the player saw it.

    ``event`` is the event read and ``index`` its place in ``observation.events``.
    Every other attribute is empty (an empty tuple, None or False) unless the event
    did that:

    * ``fresh``: new tokens put in a hand from the cards nobody has seen yet: a deal,
      a staged hand, a draw from the deck above the cards returned by Chancellors;
    * ``from_bottom``: tokens drawn from the cards returned under the deck;
    * ``from_set_aside``: the face-down set-aside token, taken by a Prince's draw;
    * ``received``: tokens that came into the player's own hand (from any of those
      places, or from an opponent by a King);
    * ``given``: tokens that left the player's own hand for a place hidden from them
      (an opponent's hand by a King, the bottom of the deck by their Chancellor);
    * ``held``: for a play or a Chancellor return, the tokens the player held before;
    * ``played``: the token a play consumed, or None when it cannot be told which;
    * ``kept``: the token left in hand after a play or a Chancellor return: one of
      ``held`` when it can be told which, otherwise a new token;
    * ``returned``: the tokens a Chancellor put under the deck, the next to be drawn
      first, and ``shuffled``: True when that choice was not seen (``kept`` and
      ``returned`` are then new tokens, in an order the player does not know);
    * ``exchanged``: a King's (actor's token, target's token), before the exchange;
    * ``discarded``: tokens put on a discard pile unplayed (a Prince, an elimination),
      their ``card`` set to the card shown;
    * ``learned``: tokens whose card the player has just been shown while it stays
      hidden from others (a Priest, a Baron, the hands and set-aside card shown when
      the round ends).
    """

    fresh: tuple[Token, ...] = ()
    from_bottom: tuple[Token, ...] = ()
    from_set_aside: tuple[Token, ...] = ()
    received: tuple[Token, ...] = ()
    given: tuple[Token, ...] = ()
    held: tuple[Token, ...] = ()
    returned: tuple[Token, ...] = ()
    discarded: tuple[Token, ...] = ()
    learned: tuple[Token, ...] = ()
    exchanged: tuple[Token, ...] = ()
    played: Token | None = None
    kept: Token | None = None
    shuffled = False

    def __init__(self, event: Event, index: int) -> None:
        self.event = event
        self.index = index

    def __repr__(self) -> str:
        moved = [f"{name}={value!r}" for name, value in vars(self).items()
                 if name not in ("event", "index")]
        return f"<Step {self.index}: {self.event.kind}{' ' if moved else ''}{', '.join(moved)}>"



def _favors_before(favors: tuple[int, ...], events: Sequence[Event]) -> tuple[int, ...]:
    """The favors before the round, from the observation's (which include the round's
    gains once it is over)."""
    if events and events[-1].kind == "round_end":
        return tuple(now - gain for now, gain in zip(favors, events[-1].details["gains"]))
    return favors


def _which_was_played(old: Card | None, new: Card | None, card: Card, drawn: bool | None) -> bool | None:
    """Whether the card just drawn (``new``) was the one played, or None if it cannot be
    told: ``old`` and ``new`` are the known cards (or None), ``drawn`` what the event
    says (or None)."""
    if drawn is None:
        if new is card:
            return True  # two alike: the one just drawn is taken as played
        if new is not None:
            drawn = False
        elif old is not None and old is not card:
            drawn = True
        else:
            return None
    if (new if drawn else old) not in (None, card) or (not drawn and new is card):
        raise refused("BAD_OBSERVATION.not_played", card=card)
    return drawn


def _matched(tokens: Iterable[Token], cards: Iterable[Card]) -> list[Token]:
    """The tokens holding ``cards``, in that order (a card the player does not know fits
    any card)."""
    left = list(tokens)
    out = []
    for card in cards:
        for index, token in enumerate(left):
            if token.card is card:
                break
        else:
            for index, token in enumerate(left):
                if token.card is None:
                    token.card = card
                    break
            else:
                raise refused("BAD_OBSERVATION.not_returned", card=card)
        out.append(left.pop(index))
    return out


def _tell(token: Token, card: Card | None) -> None:
    """The player learns that ``token`` is ``card`` (no news when ``card`` is None)."""
    if card is None:
        return
    if token.card is not None and token.card is not card:
        raise refused("BAD_OBSERVATION.contradiction", known=token.card, card=card)
    token.card = card


