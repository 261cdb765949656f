"""An observation checked as the companion checks a record: event by event, by the rules
and by what the seat can still deem possible.

A one-player export (:mod:`lovelet.companion.exports`) is an observation written down: its
events are what one seat saw of a round.  :func:`retrace` reads those events back as
the entries that seat would have typed into a :class:`~lovelet.companion.Record`
(:mod:`lovelet.companion.entries`), feeds them one at a time to the record's rules
(:class:`~lovelet.companion.flow.RoundFlow`), and requires the flow to write exactly
the events of the observation, in order, and to stop where the engine stops between
two decisions.  Then, as the record does after every entry
(:mod:`lovelet.companion.checking`), it asks the exact belief whether some deal of the
cards explains what the seat saw.  No rule is written a second time here: the rules are
the flow's, what is possible is the belief's, and a staged start is checked by
:mod:`lovelet.engine.positions` (a table with the position's public cards is staged, and its
log must begin as the observation's does).

Anything that fails raises ``IllegalAction("BAD_EXPORT", ...)`` with a sentence in
English, French and German (:mod:`lovelet.text.loading`), whose detail says which
event is wrong.  An observation that passes is one the engine could have given that
seat, so every deduction tool reads it as it reads the engine's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from lovelet.companion.checking import belief_of
from lovelet.companion.entries import (BaronOutcome, ChancellorDrew, ChancellorReturned, Discarded, Drew,
                      GuardAnswer, Played, Revealed, Saw)
from lovelet.companion.expected import Expected
from lovelet.companion.flow import RoundFlow
from lovelet.engine.errors import IllegalAction, refused
from lovelet.engine.replay import _favors_before
from lovelet.engine.round import Round

if TYPE_CHECKING:  # named for the annotations only
    from lovelet.engine.observation import Observation

__all__ = ["retrace", "staged_flow"]

# Where the engine stops between two decisions: a player is to play, or to finish a
# Chancellor, or the round is over.  The flow also waits for what only the table can
# say in the middle of a turn (a draw of my own, a Guard's answer...): an observation
# never ends there, since the engine resolves a whole action at once.
_BETWEEN_DECISIONS = ("played", "chancellor_returned", "next_round", "game_over")


def _refused(variant, detail):
    """BAD_EXPORT said by ``BAD_EXPORT.<variant>``: in English with ``detail`` (technical,
    for a programmer), in French and German without it (lovelet.text.loading)."""
    return refused(f"BAD_EXPORT.{variant}", detail=detail)


def retrace(observation: Observation) -> RoundFlow:
    """Check ``observation`` as the companion's record checks its entries; return the
    flow that wrote the same events, or raise BAD_EXPORT.

    The fields of ``observation`` are compared too: the flow's observation must equal it.
    """
    events = observation.events
    flow = _starting_flow(observation)
    written = _agreeing(flow, events, 0)
    while written < len(events):
        entry = _entry_for(flow, events, written)
        if entry is None:
            raise _refused("events", f"event {written + 1} ({events[written].kind}) cannot come there: "
                                     f"the round waits for {_waited(flow.expected)}")
        try:
            flow.apply(entry.normalized(flow.names, flow.edition))
        except IllegalAction as error:
            raise _refused("events", f"event {written + 1} ({events[written].kind}): {error.message}") from None
        written = _agreeing(flow, events, written)
    if flow.expected.kind not in _BETWEEN_DECISIONS:
        raise _refused("events", f"the events stop in the middle of a turn, where the round waits for "
                                 f"{_waited(flow.expected)}")
    if flow.observation() != observation:
        raise _refused("events", "the fields do not follow from the events")
    if belief_of(observation) is None:
        raise _refused("no_deal", "no deal of the cards explains what this player saw")
    return flow


def _waited(expected):
    return expected.kind.replace("_", " ")


def _agreeing(flow, events, start):
    """How many events the flow has written, all of them equal to the observation's
    (from ``start`` on: those before were compared already); else BAD_EXPORT."""
    written = flow.events
    for index in range(start, len(written)):
        if index >= len(events):
            raise _refused("events", f"the events stop in the middle of a turn, before "
                                     f"a {written[index].kind} event")
        if written[index] != events[index]:
            raise _refused("events", f"event {index + 1} ({events[index].kind}) is not what the round "
                                     f"gives there ({written[index].kind})")
    return len(written)


# ---------------------------------------------------------------------- the round's start


def _starting_flow(observation):
    """The flow of the round's start: dealt (a ``deck`` event) or staged (``position``)."""
    events = observation.events
    favors = _favors_before(tuple(observation.favors), events)
    if any(count < 0 for count in favors):
        raise _refused("events", "the round gives more favors than the players have")
    staged = [event for event in events if event.kind == "position"]
    if staged:
        return staged_flow(observation, staged[0].details, favors)
    me = observation.player
    deals = [event for event in events if event.kind == "deal"]
    mine = [event for event in deals if event.player == me]
    face_up = [event for event in events if event.kind == "face_up"]
    if not deals or len(mine) != 1 or mine[0].get("card") is None:
        raise _refused("events", "the round does not begin with a deal of one card to this player")
    up = tuple(face_up[0].details["cards"]) if face_up else ()
    if len(up) != (3 if observation.players == 2 else 0):
        raise _refused("events", "the face-up cards are not those of the deal")
    return RoundFlow(observation.edition, observation.options, observation.names, me,
                     deals[0].player, favors, mine[0].get("card"), up)


def staged_flow(observation: Observation, position: Any, favors: Sequence[int]) -> RoundFlow:
    """The flow of a staged round at ``position`` (the details of its ``position``
    event), as the seat of ``observation`` sees its start; BAD_EXPORT when the position
    breaks a rule (:mod:`lovelet.engine.positions` says which) or the log does not begin as a
    staged round's does."""
    me, edition, players = observation.player, observation.edition, observation.players
    active, out = position["active"], set(position["eliminated"])
    mine = [event for event in observation.events if event.kind == "hand" and event.player == me]
    if me in out:  # a player out of the round holds nothing, and is shown no hand
        hand = None if mine else ()
    else:
        hand = mine[0].get("cards") if len(mine) == 1 else None
    if hand is None or len(hand) != (0 if me in out else 2 if me == active else 1):
        raise _refused("position", "the staged round does not show this player their hand")
    # Stage a table with the position's public cards and this player's hand, the other
    # cards anywhere they fit: the rules of a position (lovelet.engine.positions) are about
    # what is public, so this one table passes them exactly when the position does.
    hidden = Counter(edition.deck)
    seen = Counter(card for pile in position["discards"] for card in pile)
    seen.update(position["face_up"])
    seen.update(hand)
    if any(hidden[card] < count for card, count in seen.items()):
        raise _refused("position", "the position shows more copies of a card than the edition has")
    hidden.subtract(seen)
    rest = list(hidden.elements())
    hands = []
    for seat in range(players):
        size = 0 if seat in out else 2 if seat == active else 1
        hands.append(list(hand) if seat == me else [rest.pop() for _ in range(min(size, len(rest)))])
    if len(rest) != position["deck_size"] + 1:
        raise _refused("position", "the position's deck size does not fit the cards left")
    set_aside = rest.pop()
    try:
        rnd = Round.from_position(edition, hands, rest, set_aside, position["face_up"],
                                  position["discards"], position["protected"], position["eliminated"],
                                  active, players=observation.names, favors=favors,
                                  turn=position["turn"], **observation.options.as_dict())
    except IllegalAction as error:
        raise _refused("position", error.message) from None
    start = rnd.observation(me).events
    flow = RoundFlow.__new__(RoundFlow)
    flow._begin(edition, observation.options, observation.names, me, active, favors,
                tuple(position["face_up"]))
    flow.hand = list(hand)
    flow.discards = [list(pile) for pile in position["discards"]]
    flow.deck_size = position["deck_size"]
    flow.out = set(out)
    flow.protected = set(position["protected"])
    flow.turn = position["turn"]
    flow.events = start  # compared with the observation's first events by retrace
    flow.expected = Expected("played", active)
    return flow


# ---------------------------------------------------------------------- events as entries


def _entry_for(flow, events, index):
    """The entry the seat would have typed for the events from ``index`` on, given what
    the flow waits for; None when those events cannot answer it."""
    expected, event, me = flow.expected, events[index], flow.me
    kind, actor = expected.kind, flow.current
    reader = _READERS.get((kind, event.kind))
    if reader is None:
        return None
    return reader(event, events[index + 1] if index + 1 < len(events) else None, expected, me, actor)


def _played(event, following, expected, me, actor):
    drawn = event.details.get("drawn") if event.player != me else None
    details = event.details
    return Played(event.player, details["card"], details["target"], details["guess"], drawn)


def _drew(event, following, expected, me, actor):
    return Drew(event.get("card")) if event.player == me else None


def _guard_answer(event, following, expected, me, actor):
    return GuardAnswer(event.details["hit"])


def _saw(event, following, expected, me, actor):
    """What my Priest showed me, or the other card of my Baron comparison or King exchange."""
    if event.kind != expected.about:
        return None
    if event.kind == "priest":
        return Saw(event.get("card"))
    return Saw(event.get("target_card") if actor == me else event.get("player_card"))


def _baron_outcome(event, following, expected, me, actor):
    loser = event.details["loser"]
    if loser is None:
        return BaronOutcome(None)
    if following is None or following.kind != "eliminated" or len(following.details["cards"]) != 1:
        return None
    return BaronOutcome(loser, following.details["cards"][0])


def _discarded_prince(event, following, expected, me, actor):
    return Discarded(event.details["card"]) if expected.about == "prince" else None


def _discarded_princess(event, following, expected, me, actor):
    cards = event.details["cards"]
    return Discarded(cards[0]) if expected.about == "princess" and len(cards) == 1 else None


def _chancellor_drew(event, following, expected, me, actor):
    cards = event.get("cards")
    return None if cards is None else ChancellorDrew(tuple(cards))


def _chancellor_returned(event, following, expected, me, actor):
    if event.player != me:
        return ChancellorReturned(event.player)
    return ChancellorReturned(me, event.get("keep"), event.get("bottom"))


def _revealed(event, following, expected, me, actor):
    shown = event.details["hands"]
    return Revealed(tuple((seat, shown[seat]) for seat in expected.players if seat in shown),
                    event.details["set_aside"])


# (what the flow waits for, the kind of the next event): how to read the entry.
_READERS = {
    ("played", "play"): _played,
    ("drew", "draw"): _drew,
    ("guard_answer", "guard"): _guard_answer,
    ("saw", "priest"): _saw,
    ("saw", "baron"): _saw,
    ("saw", "king"): _saw,
    ("baron_outcome", "baron"): _baron_outcome,
    ("discarded", "prince"): _discarded_prince,
    ("discarded", "eliminated"): _discarded_princess,
    ("chancellor_drew", "chancellor_draw"): _chancellor_drew,
    ("chancellor_returned", "chancellor_return"): _chancellor_returned,
    ("revealed", "round_end"): _revealed,
}
