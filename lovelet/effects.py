"""What each card does when it is played (docs/rules.md A9, B7), and elimination (A10).

Each effect is a function of the round, the actor and the action, called by
:class:`~lovelet.Round` once the played card is on the actor's discard pile and the
action is known to be legal.  They move cards between the round's zones and write
the events; the turn's flow (the draw, the end-of-turn checks) stays in ``round.py``.

The log is written as the chains described in :mod:`lovelet.events`: a public node
per event, and the secret part on the secret chains of the seats that see it.
"""

from .cards import Card

__all__ = ["EFFECTS", "eliminate"]


def _public(rnd, record):
    node = (rnd._public, record)
    rnd._public = node
    return node


def _tell(rnd, seat, node, payload):
    secrets = rnd._secrets
    secrets[seat] = (secrets[seat], node, payload)


def guard(rnd, actor, action):
    target = action.target
    if target is None:
        return
    hit = rnd._hands[target][0] is action.guess
    rnd._public = (rnd._public, ("guard", actor, target, action.guess, hit))
    if hit:
        eliminate(rnd, target, "guard")


def priest(rnd, actor, action):
    target = action.target
    if target is not None:
        node = _public(rnd, ("priest", actor, target))
        _tell(rnd, actor, node, rnd._hands[target][0])


def baron(rnd, actor, action):
    target = action.target
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
    node = _public(rnd, ("baron", actor, target, loser))
    payload = (mine, theirs)
    _tell(rnd, actor, node, payload)
    _tell(rnd, target, node, payload)
    if loser is not None:
        eliminate(rnd, loser, "baron")


def handmaid(rnd, actor, action):
    rnd._blocked |= 1 << actor
    rnd._public = (rnd._public, ("protected", actor))


def prince(rnd, actor, action):
    target = action.target
    hand = rnd._hands[target]
    card = hand.pop()
    rnd._discards[target] += (card,)
    rnd._public = (rnd._public, ("prince", actor, target, card))
    if card is Card.PRINCESS:
        eliminate(rnd, target, "prince")
        return
    if rnd._stack:
        new, source = rnd._stack.pop(), "deck"
    else:  # an empty deck: the face-down set-aside card (docs/rules.md A9.6)
        new, source, rnd._set_aside = rnd._set_aside, "set_aside", None
    hand.append(new)
    node = _public(rnd, ("draw", target, source))
    _tell(rnd, target, node, new)


def chancellor(rnd, actor, action):
    stack = rnd._stack
    count = min(2, len(stack))
    if count == 0:
        rnd._public = (rnd._public, ("chancellor_draw", actor, 0))
        return
    drawn = tuple(stack.pop() for _ in range(count))
    rnd._hands[actor].extend(drawn)
    rnd._pending = True
    node = _public(rnd, ("chancellor_draw", actor, count))
    _tell(rnd, actor, node, drawn)


def chancellor_return(rnd, actor, action):
    """The Chancellor's second decision: keep one card, the others under the deck."""
    rnd._hands[actor][:] = [action.keep]
    # The last card listed goes to the very bottom: with the top at the end of the
    # stack, the bottom is index 0.
    rnd._stack[0:0] = reversed(action.bottom)
    rnd._pending = False
    node = _public(rnd, ("chancellor_return", actor, len(action.bottom)))
    _tell(rnd, actor, node, (action.keep, action.bottom))


def king(rnd, actor, action):
    target = action.target
    if target is None:
        return
    mine, theirs = rnd._hands[actor], rnd._hands[target]
    given, received = mine[0], theirs[0]
    mine[0], theirs[0] = received, given
    node = _public(rnd, ("king", actor, target))
    payload = (given, received)
    _tell(rnd, actor, node, payload)
    _tell(rnd, target, node, payload)


def princess(rnd, actor, action):
    eliminate(rnd, actor, "princess")


def eliminate(rnd, seat, cause):
    """Knock ``seat`` out: its hand goes to its discards unresolved (docs/rules.md A10)."""
    bit = 1 << seat
    rnd._out |= bit
    rnd._blocked |= bit  # protection is moot: an eliminated player is never chosen
    rnd._alive_count -= 1
    cards = tuple(rnd._hands[seat])
    rnd._hands[seat].clear()
    rnd._discards[seat] += cards
    rnd._public = (rnd._public, ("eliminated", seat, cards, cause))


#: The effect of each card that has one (the Spy and the Countess have none).
EFFECTS = {
    Card.GUARD: guard,
    Card.PRIEST: priest,
    Card.BARON: baron,
    Card.HANDMAID: handmaid,
    Card.PRINCE: prince,
    Card.CHANCELLOR: chancellor,
    Card.KING: king,
    Card.PRINCESS: princess,
}
