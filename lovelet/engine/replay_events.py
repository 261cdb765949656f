"""How each kind of event moves the tokens of a replay (see :mod:`lovelet.engine.replay`).

:class:`ReplayEvents` has one method ``_on_<kind>`` per kind of event; each reads one
event into the replay's state and fills the event's :class:`~lovelet.engine.replay_tokens.Step`.
:data:`HANDLERS` finds them by kind.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from lovelet.engine.cards import Card
from lovelet.engine.replay_state import ReplayState
from lovelet.engine.errors import refused
from lovelet.engine.replay_tokens import Step, Token, _matched, _tell, _which_was_played
from lovelet.engine.compiling import mypyc_attr

__all__ = ["ReplayEvents", "HANDLERS", "ReadEvent"]


class ReadEvent(Protocol):
    """An event as a handler reads it (an :class:`~lovelet.Event` of its kind): the kinds
    that name a player are read with it, the others never read it; details and
    secrets hold the engine's values (seats, cards, counts) by name."""

    @property
    def kind(self) -> str: ...
    @property
    def player(self) -> int: ...
    @property
    def details(self) -> Mapping[str, Any]: ...
    def get(self, key: str, default: object = None) -> Any: ...


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # its public fields are properties made by a helper
class ReplayEvents(ReplayState):
    """The reading of each kind of event (the methods ``_on_<kind>``)."""

    # ------------------------------------------------------------------ setup events

    def _on_position(self, event: ReadEvent, step: Step) -> None:
        details = event.details
        self._discards = [tuple(pile) for pile in details["discards"]]
        for pile in self._discards:
            for card in pile:
                self._count(card, 1)
        self._face_up = tuple(details["face_up"])
        for card in self._face_up:
            self._count(card, 1)
        self._deck_size = details["deck_size"]
        self._deck_known = True
        self._protected = set(details["protected"])
        self._eliminated = set(details["eliminated"])
        self._current = details["active"]
        self._turn = details["turn"]

    def _on_hand(self, event: ReadEvent, step: Step) -> None:
        seat = event.player
        cards = event.get("cards")
        if cards is None:  # not shown: the active player holds two cards, the others one
            cards = (None, None) if seat == self._current else (None,)
        tokens = tuple(Token(card) for card in cards)
        self._hands[seat] = tokens
        step.fresh = tokens
        if seat == self.player:
            for token in tokens:
                self._enter_own(token)
            step.received = tokens

    def _on_deal(self, event: ReadEvent, step: Step) -> None:
        seat = event.player
        token = Token(event.get("card"))
        self._hands[seat] += (token,)
        self._from_deal(1)
        step.fresh = (token,)
        if seat == self.player:
            self._enter_own(token)
            step.received = (token,)

    def _on_set_aside(self, event: ReadEvent, step: Step) -> None:
        self._from_deal(1)  # the face-down token exists from the start; its card leaves the deck now

    def _on_face_up(self, event: ReadEvent, step: Step) -> None:
        self._face_up = tuple(event.details["cards"])
        self._from_deal(len(self._face_up))
        for card in self._face_up:
            self._count(card, 1)

    def _from_deal(self, count: int) -> None:
        if not self._deck_known:  # a staged position's deck size is already exact
            self._deck_size -= count

    def _on_deck(self, event: ReadEvent, step: Step) -> None:
        self._deck_size = event.details["size"]
        self._deck_known = True

    def _on_protected(self, event: ReadEvent, step: Step) -> None:
        self._protected.add(event.player)

    def _on_protection_ends(self, event: ReadEvent, step: Step) -> None:
        self._protected.discard(event.player)

    # ------------------------------------------------------------------ turns

    def _on_draw(self, event: ReadEvent, step: Step) -> None:
        seat = event.player
        if self._replacing == seat:  # the card that replaces a Prince's discard
            self._replacing = None
        else:  # the automatic draw that begins a turn (docs/rules.md A6.2)
            self._current = seat
            self._turn += 1
        card = event.get("card")
        if event.details["source"] == "set_aside":
            token = self._set_aside
            if token is None:
                raise refused("BAD_OBSERVATION.set_aside_twice")
            self._set_aside = None
            _tell(token, card)
            self._hands[seat] += (token,)
            step.from_set_aside = (token,)
            if seat == self.player:
                self._enter_own(token)
                step.received = (token,)
            return
        token, returned = self._take(seat, card)
        if returned:
            step.from_bottom = (token,)
        else:
            step.fresh = (token,)
        if seat == self.player:
            step.received = (token,)

    def _on_play(self, event: ReadEvent, step: Step) -> None:
        seat, card = event.player, event.details["card"]
        held = self._hands[seat]
        if len(held) != 2:
            raise refused("BAD_OBSERVATION.play_holding", seat=seat, held=len(held))
        old, new = held
        drawn = _which_was_played(old.card, new.card, card, event.get("drawn"))
        if drawn is None:
            played, kept = None, Token()
        else:
            played, kept = (new, old) if drawn else (old, new)
            self._show(seat, played, card)
        if seat == self.player:
            self._leave_own(old)
            self._leave_own(new)
            self._enter_own(kept)
        self._hands[seat] = (kept,)
        self._discard(seat, card)
        step.held, step.played, step.kept = held, played, kept

    def _on_guard(self, event: ReadEvent, step: Step) -> None:
        pass  # nothing moves: a hit is followed by the elimination

    def _on_priest(self, event: ReadEvent, step: Step) -> None:
        card = event.get("card")
        if card is not None:
            target = event.details["target"]
            token = self._only(target)
            self._show(target, token, card)
            step.learned = (token,)

    def _on_baron(self, event: ReadEvent, step: Step) -> None:
        mine, theirs = event.get("player_card"), event.get("target_card")
        if mine is None:
            return  # a comparison between others: only its result is public
        actor, target = event.player, event.details["target"]
        actor_token, target_token = self._only(actor), self._only(target)
        self._show(actor, actor_token, mine)
        self._show(target, target_token, theirs)
        step.learned = (target_token,) if actor == self.player else (
            (actor_token,) if target == self.player else (actor_token, target_token))

    def _on_prince(self, event: ReadEvent, step: Step) -> None:
        target, card = event.details["target"], event.details["card"]
        token = self._only(target)
        self._show(target, token, card)
        if target == self.player:
            self._leave_own(token)
        self._hands[target] = ()
        self._discard(target, card)
        step.discarded = (token,)
        if card is not Card.PRINCESS:  # the Princess's holder is out and draws nothing
            self._replacing = target

    def _on_chancellor_draw(self, event: ReadEvent, step: Step) -> None:
        seat, count = event.player, event.details["count"]
        if not count:
            return  # an empty deck: no effect (docs/rules.md A9.7)
        fresh: list[Token] = []
        bottom: list[Token] = []
        for card in event.get("cards") or (None,) * count:
            token, returned = self._take(seat, card)
            (bottom if returned else fresh).append(token)
        step.fresh, step.from_bottom = tuple(fresh), tuple(bottom)
        if seat == self.player:
            step.received = self._hands[seat][1:]
        self._pending = True

    def _on_chancellor_return(self, event: ReadEvent, step: Step) -> None:
        seat, count = event.player, event.details["count"]
        held = self._hands[seat]
        if len(held) != count + 1:
            raise refused("BAD_OBSERVATION.return_holding", seat=seat, count=count, held=len(held))
        keep, bottom = event.get("keep"), event.get("bottom")
        own = seat == self.player
        if own:
            for token in held:
                self._leave_own(token)
        if keep is not None:
            kept, *returned = _matched(held, (keep,) + tuple(bottom))
            if own:
                step.given = tuple(returned)
        else:
            # Unseen: the cards come out in an order the player cannot tell.  They stay
            # known only when every one was known and all are alike.
            alike = held[0].card
            if alike is None or any(token.card is not alike for token in held):
                alike = None
            kept, *returned = [Token(alike) for _ in held]
            step.shuffled = True
        if own:
            self._enter_own(kept)
        under = tuple(returned)
        self._hands[seat] = (kept,)
        self._bottom += under
        self._deck_size += count
        self._pending = False
        step.held, step.kept, step.returned = held, kept, under

    def _on_king(self, event: ReadEvent, step: Step) -> None:
        actor, target = event.player, event.details["target"]
        mine, theirs = self._only(actor), self._only(target)
        self._show(actor, mine, event.get("player_card"))
        self._show(target, theirs, event.get("target_card"))
        me = self.player
        if me == actor:
            self._leave_own(mine)
        elif me == target:
            self._leave_own(theirs)
        self._hands[actor], self._hands[target] = (theirs,), (mine,)
        if me == actor:
            self._enter_own(theirs)
            step.received, step.given = (theirs,), (mine,)
        elif me == target:
            self._enter_own(mine)
            step.received, step.given = (mine,), (theirs,)
        step.exchanged = (mine, theirs)

    def _on_eliminated(self, event: ReadEvent, step: Step) -> None:
        seat, cards = event.player, event.details["cards"]
        tokens = self._hands[seat]
        if len(tokens) != len(cards):
            raise refused("BAD_OBSERVATION.discard_holding", seat=seat, count=len(cards), held=len(tokens))
        for token, card in zip(tokens, cards):
            self._show(seat, token, card)
            if seat == self.player:
                self._leave_own(token)
            self._discard(seat, card)
        self._hands[seat] = ()
        self._eliminated.add(seat)
        self._protected.discard(seat)
        step.discarded = tokens

    def _on_round_end(self, event: ReadEvent, step: Step) -> None:
        details = event.details
        learned = []
        for seat, card in details.get("hands", {}).items():
            token = self._only(seat)
            self._show(seat, token, card)
            if seat != self.player:
                learned.append(token)
        aside = details.get("set_aside")
        if aside is not None:
            if self._set_aside is None:
                raise refused("BAD_OBSERVATION.set_aside_taken")
            _tell(self._set_aside, aside)
            learned.append(self._set_aside)
        step.learned = tuple(learned)
        self._over = True
        self._pending = False
        self._protected.clear()  # protection ends with the round (docs/rules.md A9.5)
        self._winners = tuple(details["winners"])
        self._gains = tuple(details["gains"])



#: {event kind: the method that reads it}.
HANDLERS = {name[4:]: method for name, method in vars(ReplayEvents).items() if name.startswith("_on_")}
