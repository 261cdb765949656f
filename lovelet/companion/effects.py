"""What each card does in a round a seat follows, and the table's answers that finish it.

:class:`CardEffects` is the half of :class:`~lovelet.companion.flow.RoundFlow` that carries
out a played card's effect (docs/rules.md A9) as far as the seat can see it, and takes
the entries that tell the rest (whether a Guard hit, the card a Priest, Baron or King
showed, what a Prince's target discarded, a Chancellor's cards).  It is a base class of
the flow, not a flow of its own: it reads and writes the flow's state (hand, discards,
deck size, expected entry) through the flow's own steps (``_write``, ``_draw``,
``_eliminate``, ``_end_turn``), which :mod:`lovelet.companion.flow` defines.
"""

from lovelet.companion.expected import Expected
from lovelet.engine.actions import ChancellorReturn
from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction, refused
from lovelet.engine.legality import chancellor_returns

__all__ = ["CardEffects"]

# Cards that need an opponent to do anything: with none eligible they are played for nothing.
_NEEDS_TARGET = frozenset({Card.GUARD, Card.PRIEST, Card.BARON, Card.KING})


class CardEffects:
    """A card's effect and the table's answers about it, for :class:`~lovelet.companion.flow.RoundFlow`."""

    def _resolve(self, actor, action):
        """Carry out the card's effect (docs/rules.md A9) as far as the seat can, then
        either wait for what the table must say or end the turn."""
        card, target, me = action.card, action.target, self.me
        if card in _NEEDS_TARGET and target is None:
            self._end_turn()  # nobody could be chosen: no effect
        elif card is Card.GUARD:
            if target == me:
                hit = self.hand[0] is action.guess
                self._guard(actor, target, action.guess, hit)
            else:
                self.expected = Expected("guard_answer", target, target=target, guess=action.guess)
        elif card is Card.PRIEST:
            if actor == me:
                self.expected = Expected("saw", target, about="priest", target=target)
            else:
                self._write("priest", actor, target, None)
                self._end_turn()
        elif card is Card.BARON:
            if me in (actor, target):
                other = target if actor == me else actor
                self.expected = Expected("saw", other, about="baron", target=target)
            else:
                self.expected = Expected("baron_outcome", actor, target=target)
        elif card is Card.HANDMAID:
            self.protected.add(actor)
            self._write("protected", actor, None)
            self._end_turn()
        elif card is Card.PRINCE:
            if target == me:
                self._prince_discard(actor, target, self.hand.pop())
            else:
                self.expected = Expected("discarded", target, about="prince", target=target)
        elif card is Card.CHANCELLOR:
            count = min(2, self.deck_size)
            if not count:
                self._write("chancellor_draw", actor, 0, None)
                self._end_turn()
            elif actor == me:
                self.expected = Expected("chancellor_drew", actor, count=count)
            else:
                self.deck_size -= count
                self.pending = True
                self._write("chancellor_draw", actor, count, None)
                self.expected = Expected("chancellor_returned", actor, count=count)
        elif card is Card.KING:
            if me in (actor, target):
                other = target if actor == me else actor
                self.expected = Expected("saw", other, about="king", target=target)
            else:
                self._write("king", actor, target, None)
                self._end_turn()
        elif card is Card.PRINCESS:
            if actor == me:
                self._eliminate(actor, tuple(self.hand), "princess")
                self._end_turn()
            else:
                self.expected = Expected("discarded", actor, about="princess")
        else:  # the Spy and the Countess do nothing
            self._end_turn()

    def _guard(self, actor, target, guess, hit):
        self._write("guard", actor, target, guess, hit, None)
        if hit:  # the target held the card named: it is what they discard
            self._eliminate(target, (guess,), "guard")
        self._end_turn()

    def _prince_discard(self, actor, target, card):
        """The Prince's target discards ``card`` unresolved, then draws, unless it is
        the Princess (docs/rules.md A9.6)."""
        self.discards[target].append(card)
        self._write("prince", actor, target, card, None)
        if card is Card.PRINCESS:
            self._eliminate(target, (), "prince")
            self._end_turn()
        elif target == self.me:
            source = "deck" if self.deck_size else "set_aside"
            self.expected = Expected("drew", target, about="prince", source=source)
        else:
            self._draw(target, None)
            self._end_turn()

    def _on_guard_answer(self, entry, expected):
        self._guard(self.current, expected.target, expected.guess, entry.hit)

    def _on_saw(self, entry, expected):
        actor, target, card = self.current, expected.target, entry.card
        if expected.about == "priest":
            self._write("priest", actor, target, card)
        elif expected.about == "baron":
            mine, theirs = (self.hand[0], card) if actor == self.me else (card, self.hand[0])
            values = self.edition.values
            loser = (target if values[mine] > values[theirs]
                     else actor if values[mine] < values[theirs] else None)
            self._write("baron", actor, target, loser, (mine, theirs))
            if loser is not None:
                self._eliminate(loser, (mine if loser == actor else theirs,), "baron")
        else:  # the King: the two players swap the cards they keep
            if actor == self.me:
                given, received = self.hand[0], card
            else:
                given, received = card, self.hand[0]
            self.hand[0] = card
            self._write("king", actor, target, (given, received))
        self._end_turn()

    def _on_baron_outcome(self, entry, expected):
        actor, target, loser, card = expected.player, expected.target, entry.loser, entry.card
        names = self.names
        if loser not in (actor, target, None):
            raise refused("BAD_ENTRY.baron_loser", name=names[actor], target=names[target])
        if (loser is None) != (card is None):
            raise refused("BAD_ENTRY.baron_card" if loser is not None else "BAD_ENTRY.baron_tie")
        self._write("baron", actor, target, loser, None)
        if loser is not None:
            self._eliminate(loser, (card,), "baron")
        self._end_turn()

    def _on_discarded(self, entry, expected):
        if expected.about == "prince":
            self._prince_discard(self.current, expected.player, entry.card)
        else:  # the Princess played: the other card goes with it
            self._eliminate(expected.player, (entry.card,), "princess")
            self._end_turn()

    def _on_chancellor_drew(self, entry, expected):
        if len(entry.cards) != expected.count:
            raise refused("BAD_ENTRY.chancellor_count", count=expected.count)
        self.hand.extend(entry.cards)
        self.deck_size -= expected.count
        self.pending = True
        self._write("chancellor_draw", self.me, expected.count, tuple(entry.cards))
        self.expected = Expected("chancellor_returned", self.me, count=expected.count)

    def _on_chancellor_returned(self, entry, expected):
        player = entry.player
        if player != expected.player:
            raise refused("OUT_OF_TURN", current=self.names[expected.player], seat=self.names[player])
        count = expected.count
        if player == self.me:
            try:
                choice = None if entry.keep is None or entry.bottom is None else \
                    ChancellorReturn(entry.keep, tuple(entry.bottom))
            except IllegalAction:  # names no card: the same refusal as any wrong choice
                choice = None
            if choice is None or choice not in chancellor_returns(tuple(self.hand)):
                raise refused("BAD_CHANCELLOR_CHOICE", held=len(self.hand), rest=len(self.hand) - 1)
            self.hand[:] = [choice.keep]
            secret = (choice.keep, choice.bottom)
        else:
            if entry.keep is not None or entry.bottom is not None:
                raise refused("BAD_ENTRY.chancellor_unseen", name=self.names[player])
            secret = None
        self.deck_size += count
        self.pending = False
        self._write("chancellor_return", player, count, secret)
        self._end_turn()
