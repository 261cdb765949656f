"""Staging a hidden world: a :class:`~lovelet.Round` at an observation's position.

:func:`stage` turns one :class:`~lovelet.deduction.worlds.World` (a complete deal of
the cards a player cannot see) back into a round at the observation's decision, from
which play can go on; :class:`Stager` does the same for many worlds of one
observation, faster.
"""

from ..actions import Play
from ..cards import Card
from ..errors import IllegalAction
from ..events import Event
from ..round import Round

__all__ = ["stage", "Stager"]


# ---------------------------------------------------------------------- staging


def stage(observation, world):
    """A :class:`~lovelet.Round` at ``observation``'s position with ``world``'s hidden cards.

    Built by :meth:`Round.from_position`, which checks the position against every rule.
    A Chancellor choice still open (the viewer's or an opponent's) is staged just before
    the Chancellor was played and that play is made again, so the round is at the same
    decision, with the same cards drawn, and its log says so.  The staged round's
    history starts at this position: what was seen before is not replayed.
    """
    arguments, replay = _position(observation, world)
    rnd = Round.from_position(observation.edition, **arguments)
    if replay is not None:
        rnd.apply(replay)
    return rnd


class Stager:
    """Stages many worlds of one observation, faster than :func:`stage` and identical to it.

    The first world is staged by :func:`stage` (every rule checked); each later world
    copies that round and puts its own hidden cards in, the way
    :mod:`lovelet.positions` fills a round, since only the hidden cards differ.  The
    copy is checked once against the full staging; if they ever differed, every world
    would be staged in full.
    """

    def __init__(self, observation):
        if observation.is_over:
            raise IllegalAction("ROUND_OVER", "This round is over: there is no position to play on from.")
        self.observation = observation
        self._template = None
        self._fast = False
        self._replay = None
        self._actor = observation.current_player if observation.pending_chancellor else None
        if self._actor is not None:
            self._chancellor_last = _chancellor_was_drawn(observation, self._actor)

    def round(self, world):
        """The round of ``world``, at the observation's decision."""
        if self._template is None:
            arguments, self._replay = _position(self.observation, world)
            self._template = Round.from_position(self.observation.edition, **arguments)
            self._position_event = self._template._log[0]
            self._fast = self._copy(world) == self._template
        if self._fast:
            rnd = self._copy(world)
        else:
            rnd = Round.from_position(self.observation.edition, **_position(self.observation, world)[0])
        if self._replay is not None:
            rnd.apply(self._replay)
        return rnd

    def _copy(self, world):
        """The template with ``world``'s hidden cards, before any Chancellor replay."""
        hands = world.hands
        deck = world.deck
        actor = self._actor
        if actor is not None:  # back to just before the Chancellor was played (see _position)
            held = hands[actor]
            hands = list(hands)
            hands[actor] = ((held[0], Card.CHANCELLOR) if self._chancellor_last
                            else (Card.CHANCELLOR, held[0]))
            deck = held[1:] + deck
        aside = world.set_aside
        template = self._template
        rnd = Round.__new__(Round)
        rnd.__dict__.update(template.__dict__)
        rnd._stack = list(deck[::-1])
        rnd._set_aside = aside
        rnd._hands = [list(hand) for hand in hands]
        rnd._discards = [list(pile) for pile in template._discards]
        log = [self._position_event, Event("set_aside", None, {}, {"card": aside}, _NOBODY)]
        for seat, hand in enumerate(hands):
            if hand:
                log.append(Event("hand", seat, {}, {"cards": tuple(hand)}, _SEATS[seat]))
        rnd._log = log
        rnd._built = []
        rnd._actions = []
        rnd._legal = None
        return rnd


_NOBODY = frozenset()
_SEATS = [frozenset((seat,)) for seat in range(8)]


def _position(observation, world):
    """The keywords of Round.from_position for ``world``, and a Chancellor play to replay."""
    if observation.is_over:
        raise IllegalAction("ROUND_OVER", "This round is over: there is no position to play on from.")
    hands = [list(hand) for hand in world.hands]
    deck = list(world.deck)
    discards = [list(pile) for pile in observation.discards]
    replay = None
    if observation.pending_chancellor:
        # The actor holds the card kept from before, then the cards drawn in draw order.
        actor = observation.current_player
        kept, drawn = hands[actor][0], hands[actor][1:]
        discards[actor].pop()  # the Chancellor, played last
        was_drawn = _chancellor_was_drawn(observation, actor)
        hands[actor] = [kept, Card.CHANCELLOR] if was_drawn else [Card.CHANCELLOR, kept]
        deck = drawn + deck
        replay = Play(Card.CHANCELLOR)
    arguments = dict(
        hands=hands, deck=deck, set_aside=world.set_aside, face_up=observation.face_up,
        discards=discards, protected=observation.protected, eliminated=observation.eliminated,
        active=observation.current_player, players=observation.names, favors=observation.favors,
        turn=observation.turn, **observation.options.as_dict(),
    )
    return arguments, replay


def _chancellor_was_drawn(observation, actor):
    """Whether the pending Chancellor was the card just drawn, when the viewer saw it.

    Only the actor (or everyone, with the reveal_drawn option) knows; otherwise either
    is possible and nothing later depends on it, so it is taken as drawn.
    """
    for event in reversed(observation.events):
        if event.kind == "play" and event.player == actor:
            return event.get("drawn") is not False
    return True
