"""Is an entry still possible from the seat's point of view, and if not, why not.

The rules (:mod:`lovelet.companion.flow`) say what may be entered at all; this module
says whether it can have happened given everything the seat has seen.  The test is the
belief's: an entry is possible exactly when the observation it leads to is explained by
some deal of the cards, that is when :func:`lovelet.deduction.belief` does not refuse it
(BAD_OBSERVATION).  So every kind of knowledge the belief uses counts, and no rule is
written twice: the copies of each character, the cards in sight, a Priest look, a Baron
comparison, a King exchange, a Guard's miss, the Countess rule for the others' plays,
the cards put under the deck.

When an entry is impossible, :func:`impossible` words the refusal
(``IMPOSSIBLE_ENTRY``): a character whose every copy is already in sight, or whose every
copy the seat can place; a card the seat knows another player holds; or, failing a
simpler reason, that no deal fits.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from lovelet.deduction.belief import belief
from lovelet.deduction.tracker import tracker
from lovelet.engine.errors import IllegalAction, refused
from lovelet.engine.replay import replay

if TYPE_CHECKING:  # names for the annotations only
    from lovelet.companion.entries import Entry
    from lovelet.companion.expected import Expected
    from lovelet.deduction.belief import Belief
    from lovelet.engine.cards import Edition
    from lovelet.engine.observation import Observation

__all__ = ["belief_of", "impossible"]


def belief_of(observation: Observation) -> Belief | None:
    """The exact belief of ``observation``, or None when no deal of the cards explains it."""
    try:
        return belief(observation)
    except IllegalAction as error:
        if error.code != "BAD_OBSERVATION":
            raise
        return None


def impossible(before: Observation | None, entry: Entry, expected: Expected | None,
               edition: Edition) -> IllegalAction:
    """The IMPOSSIBLE_ENTRY refusal of ``entry``, entered when ``before`` (the seat's
    observation, or None at a round's start) was the state and ``expected`` what the
    record waited for."""
    shown = _cards_shown(entry, expected, before)
    counts = Counter(card for _holder, card in shown if card is not None)
    if before is None:
        for card, count in counts.items():
            if count > edition.copies[card]:
                return refused("IMPOSSIBLE_ENTRY.copies", card=card)
        return refused("IMPOSSIBLE_ENTRY")
    state = replay(before)
    for card, count in counts.items():
        if state.unseen[card] < count:
            return refused("IMPOSSIBLE_ENTRY.copies", card=card)
    placed = tracker(before).unseen
    for card, count in counts.items():
        if placed[card] < count:
            return refused("IMPOSSIBLE_ENTRY.accounted", card=card)
    for holder, card in shown:
        known = _known_card(state, holder, before.player)
        if known is None:
            continue
        if entry.kind == "guard_answer":
            contradicts = entry.hit != (known is expected.guess)
        else:
            contradicts = card is not known
        if contradicts:
            return refused("IMPOSSIBLE_ENTRY.known", target=before.names[holder], card=known)
    return refused("IMPOSSIBLE_ENTRY")


def _known_card(state, holder, me):
    """The one card ``holder`` (another player) is known to hold, or None."""
    if holder is None or holder == me:
        return None
    tokens = state.tokens(holder)
    return tokens[0].card if len(tokens) == 1 else None


def _cards_shown(entry, expected, before):
    """[(holder, card)]: the cards ``entry`` brings into sight, with the seat that held
    them (None for the deck, the set-aside and the face-up cards); a Guard's answer gives
    its target and the card named when it hit (None when it missed)."""
    kind = entry.kind
    if kind == "played":
        return [(entry.player, entry.card)]
    if kind in ("drew", "saw", "discarded"):
        holder = None if kind == "drew" else expected.player
        return [(holder, entry.card)]
    if kind == "guard_answer":
        return [(expected.player, expected.guess if entry.hit else None)]
    if kind == "baron_outcome":
        return [(entry.loser, entry.card)] if entry.loser is not None else []
    if kind == "chancellor_drew":
        return [(None, card) for card in entry.cards]
    if kind == "revealed":
        return list(entry.hands) + ([(None, entry.set_aside)] if entry.set_aside else [])
    if kind in ("setup", "next_round"):
        return [(None, card) for card in tuple(entry.face_up) + (entry.card,)]
    return []
