"""What each card does when it is played (docs/rules.md A9, B7), and elimination (A10).

Each effect is a function of the round, the actor and the action, called by
:class:`~lovelet.Round` once the played card is on the actor's discard pile and the
action is known to be legal.  They move cards between the round's zones and write
the events; the turn's flow (the draw, the end-of-turn checks) stays in ``round.py``.

Each event is written to the round's log as one record, ``(kind, *public fields,
secret)``, the secret being None for an event that has none (see :mod:`lovelet.engine.events`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import Card


if TYPE_CHECKING:
    # The round whose zones an effect moves (Round calls the effects with itself): its
    # hands, discard piles, deck (_stack, top card last), set-aside card, who is blocked
    # (protected or out) and out, how many are alive, a pending Chancellor, the log.
    # Named by its class rather than by a Protocol of those fields: the compiled build
    # then reads and writes them in place instead of looking each one up by name.
    from lovelet.engine.round_state import RoundState as RoundZones

__all__ = ["EFFECTS", "eliminate"]


def _seat(action: Play) -> int | None:
    """The seat a legal play aims at (a legal action names its target by seat)."""
    # By index, not by name: the compiled build reads a tuple's item directly, while a
    # field's name is a lookup through the class.
    return action[1]  # type: ignore[return-value]  # checked legal: an int or None


def guard(rnd: RoundZones, actor: int, action: Play) -> None:
    target = _seat(action)
    if target is None:
        return
    guess = action[2]  # by index: see _seat
    hit = rnd._hands[target][0] is guess
    rnd._log.append(("guard", actor, target, guess, hit, None))
    if hit:
        eliminate(rnd, target, "guard")


def priest(rnd: RoundZones, actor: int, action: Play) -> None:
    target = _seat(action)
    if target is not None:
        rnd._log.append(("priest", actor, target, rnd._hands[target][0]))


def baron(rnd: RoundZones, actor: int, action: Play) -> None:
    target = _seat(action)
    if target is None:
        return
    mine, theirs = rnd._hands[actor][0], rnd._hands[target][0]
    values = rnd.edition.values
    if values[mine] > values[theirs]:
        loser = target
    elif values[mine] < values[theirs]:
        loser = actor
    else:
        loser = None
    rnd._log.append(("baron", actor, target, loser, (mine, theirs)))
    if loser is not None:
        eliminate(rnd, loser, "baron")


def handmaid(rnd: RoundZones, actor: int, action: Play) -> None:
    rnd._blocked |= 1 << actor
    rnd._log.append(("protected", actor, None))


def prince(rnd: RoundZones, actor: int, action: Play) -> None:
    # A legal Prince always has a target (the actor at least): no check on this hot path.
    target: int = action[1]  # type: ignore[assignment]  # checked legal: a seat (by index: see _seat)
    hand = rnd._hands[target]
    card = hand.pop()
    rnd._discards[target].append(card)
    rnd._log.append(("prince", actor, target, card, None))
    if card is Card.PRINCESS:
        eliminate(rnd, target, "prince")
        return
    if rnd._stack:
        new, source = rnd._stack.pop(), "deck"
    else:  # an empty deck: the face-down set-aside card (docs/rules.md A9.6), always there (I4)
        new, source, rnd._set_aside = rnd._set_aside, "set_aside", None  # type: ignore[assignment]
    hand.append(new)
    rnd._log.append(("draw", target, source, new))


def chancellor(rnd: RoundZones, actor: int, action: Play) -> None:
    stack = rnd._stack
    count = min(2, len(stack))
    if count == 0:
        rnd._log.append(("chancellor_draw", actor, 0, None))
        return
    drawn = tuple(stack.pop() for _ in range(count))
    rnd._hands[actor].extend(drawn)
    rnd._pending = True
    rnd._log.append(("chancellor_draw", actor, count, drawn))


def chancellor_return(rnd: RoundZones, actor: int, action: ChancellorReturn) -> None:
    """The Chancellor's second decision: keep one card, the others under the deck."""
    keep, bottom = action  # unpacked: see _seat
    rnd._hands[actor][:] = [keep]
    # The last card listed goes to the very bottom: with the top at the end of the
    # stack, the bottom is index 0.
    rnd._stack[0:0] = reversed(bottom)
    rnd._pending = False
    rnd._log.append(("chancellor_return", actor, len(bottom), (keep, bottom)))


def king(rnd: RoundZones, actor: int, action: Play) -> None:
    target = _seat(action)
    if target is None:
        return
    mine, theirs = rnd._hands[actor], rnd._hands[target]
    given, received = mine[0], theirs[0]
    mine[0], theirs[0] = received, given
    rnd._log.append(("king", actor, target, (given, received)))


def princess(rnd: RoundZones, actor: int, action: Play) -> None:
    eliminate(rnd, actor, "princess")


def eliminate(rnd: RoundZones, seat: int, cause: str) -> None:
    """Knock ``seat`` out: its hand goes to its discards unresolved (docs/rules.md A10)."""
    bit = 1 << seat
    rnd._out |= bit
    rnd._blocked |= bit  # protection is moot: an eliminated player is never chosen
    rnd._alive_count -= 1
    cards = tuple(rnd._hands[seat])
    rnd._hands[seat].clear()
    rnd._discards[seat].extend(cards)
    rnd._log.append(("eliminated", seat, cards, cause, None))


#: The effect of each card that has one (the Spy and the Countess have none): a dict, which
#: the compiled build reads without a method call.
EFFECTS: Final[dict[Card, Callable[[RoundZones, int, Play], None]]] = {
    Card.GUARD: guard,
    Card.PRIEST: priest,
    Card.BARON: baron,
    Card.HANDMAID: handmaid,
    Card.PRINCE: prince,
    Card.CHANCELLOR: chancellor,
    Card.KING: king,
    Card.PRINCESS: princess,
}
