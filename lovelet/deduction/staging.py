"""Staging a hidden world: a :class:`~lovelet.Round` at an observation's position.

:func:`stage` turns one :class:`~lovelet.deduction.worlds.World` (a complete deal of
the cards a player cannot see) back into a round at the observation's decision, from
which play can go on; :class:`Stager` does the same for many worlds of one
observation, faster.
"""

from __future__ import annotations

from typing import Any

from lovelet.engine.actions import Play
from lovelet.engine.cards import Card
from lovelet.engine.errors import refused
from lovelet.engine.observation import Observation
from lovelet.engine.round import Round
from lovelet.deduction.worlds import World

__all__ = ["stage", "Stager"]


# ---------------------------------------------------------------------- staging


def stage(observation: Observation, world: World) -> Round:
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

    The first world is staged by :meth:`Round.from_position` (every rule checked); each
    later world is that round restaged with its own hidden cards
    (:meth:`Round.restaged`), since only the hidden cards differ.
    """

    def __init__(self, observation: Observation) -> None:
        if observation.is_over:
            raise refused("ROUND_OVER.no_position")
        self.observation = observation
        self._template = None
        self._replay = None

    def round(self, world: World) -> Round:
        """The round of ``world``, at the observation's decision."""
        if self._template is None:
            arguments, replay = _position(self.observation, world)
            self._template = Round.from_position(self.observation.edition, **arguments)
            self._replay = replay
            rnd = self._template.clone()
        else:
            # Only the hidden cards differ from the template's world.
            hands, deck, _replay = _hidden_cards(self.observation, world)
            rnd = self._template.restaged(hands, deck, world.set_aside)
        if self._replay is not None:
            rnd.apply(self._replay)
        return rnd


def _position(observation: Observation, world: World) -> tuple[dict[str, Any], Play | None]:
    """The keywords of Round.from_position for ``world``, and a Chancellor play to replay."""
    if observation.is_over:
        raise refused("ROUND_OVER.no_position")
    hands, deck, replay = _hidden_cards(observation, world)
    discards = [list(pile) for pile in observation.discards]
    if replay is not None:
        discards[observation.current_player].pop()  # the Chancellor, played last
    arguments = dict(
        hands=hands, deck=deck, set_aside=world.set_aside, face_up=observation.face_up,
        discards=discards, protected=observation.protected, eliminated=observation.eliminated,
        active=observation.current_player, players=observation.names, favors=observation.favors,
        turn=observation.turn, **observation.options.as_dict(),
    )
    return arguments, replay


def _hidden_cards(observation: Observation, world: World) -> tuple[list[list[Card]], list[Card], Play | None]:
    """The hands and deck to stage ``world`` with, and a Chancellor play to replay.

    With a Chancellor choice open, the position staged is the one just before the
    Chancellor was played: the actor holds the card kept from before and the Chancellor,
    and the cards drawn go back on top of the deck, in draw order.
    """
    hands = [list(hand) for hand in world.hands]
    deck = list(world.deck)
    if not observation.pending_chancellor:
        return hands, deck, None
    actor = observation.current_player
    kept, drawn = hands[actor][0], hands[actor][1:]
    was_drawn = _chancellor_was_drawn(observation, actor)
    hands[actor] = [kept, Card.CHANCELLOR] if was_drawn else [Card.CHANCELLOR, kept]
    return hands, drawn + deck, Play(Card.CHANCELLOR)


def _chancellor_was_drawn(observation: Observation, actor: int) -> bool:
    """Whether the pending Chancellor was the card just drawn, when the viewer saw it.

    Only the actor (or everyone, with the reveal_drawn option) knows; otherwise either
    is possible and nothing later depends on it, so it is taken as drawn.
    """
    for event in reversed(observation.events):
        if event.kind == "play" and event.player == actor:
            return event.get("drawn") is not False
    return True
