"""One round of Love Letter: setup, the automatic draw, legal actions, resolution.

A :class:`Round` holds the complete state of a round (every hand, the deck, the
set-aside cards, the discard piles) and changes it only through :meth:`Round.apply`.
It never asks anyone anything: each call either resolves an action completely and
moves on to the next decision (the next player's draw is automatic, docs/rules.md A6.2),
or raises :class:`~lovelet.IllegalAction` and leaves the round exactly as it was.

Players are seat numbers ``0 .. players-1``; ``names`` gives what messages call them, and
every method that takes a player takes a seat or a name (see :mod:`lovelet.engine.naming`).

The state itself, its reading and the listing of the legal actions are
:class:`~lovelet.engine.round_state.RoundState`'s; the staging of a position is
:class:`~lovelet.engine.positions.Staging`'s; this module deals a round and plays it.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from lovelet.engine.arguments import checked_deck, checked_favors, checked_seat, player_names
from lovelet.engine.actions import ChancellorReturn, Play, engine_action
from lovelet.engine.cards import Card, Options, edition_named
from lovelet.engine.compiling import bare_instance, fields_of, set_fields
from lovelet.engine.dealers import DerivedDealer, SequentialDealer
from lovelet.engine.effects import EFFECTS, chancellor_return
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.engine.legality import legal_form_or_refusal, normalized
from lovelet.engine.observation import Observation, observation_of
from lovelet.engine.positions import Staging, staged_round
from lovelet.engine.round_state import Action, Favors, hand_table
from lovelet.engine.scoring import score_round
from lovelet.engine.streams import checked_seed

__all__ = ["Round"]


class Round(Staging):
    """A round in progress or finished. Build one with :meth:`deal` or :meth:`from_position`."""

    # ------------------------------------------------------------------ creation

    @classmethod
    def deal(cls, edition: object, players: object, deck: Iterable[Card] | None = None,
             first_player: object = None, *, seed: object = None, rng: object = None,
             favors: Favors = None, **options: object) -> Round:
        """Set up a round (docs/rules.md A4/B4) and start the first turn.

        ``players`` is a number of players or a list of names.  ``deck`` is an explicit
        order, top card first, which must be exactly the edition's cards; without it the
        deck is shuffled by the streams of ``seed`` exactly as :class:`~lovelet.Game`
        deals its first round (``Round.deal(e, names, seed=s)`` deals what ``Game(e,
        names, seed=s).round`` deals), or drawn in order from ``rng`` (a
        ``random.Random``) when that is given instead.  Without either, a seed nobody
        can guess is drawn (:func:`lovelet.engine.streams.fresh_seed`).  ``first_player``
        defaults to a random seat drawn the same way.  ``options`` are those of
        :class:`~lovelet.Options` (tie_break, thresholds, reveal_drawn).
        """
        chosen = edition_named(edition)
        names = player_names(chosen, players)
        checked = Options.checked(chosen, **options)
        before = checked_favors(favors, len(names))
        dealer: DerivedDealer | SequentialDealer
        if rng is None:
            dealer = DerivedDealer(checked_seed(seed))
        elif not isinstance(rng, random.Random):
            raise refused("BAD_OPTION.rng", shown=shown(rng))
        elif seed is not None:
            raise refused("BAD_OPTION.seed_or_rng")
        else:
            dealer = SequentialDealer(rng)
        if first_player is None:
            starter = dealer.first_player(len(names))
        else:
            starter = checked_seat(first_player, len(names), "first_player")
        order = dealer.deck(chosen, 1) if deck is None else checked_deck(chosen, deck)
        rnd = cls(chosen, names, checked, starter, before)
        rnd._setup(order)
        return rnd

    @classmethod
    def from_position(cls, edition: object, hands: object, deck: object, set_aside: object,
                      face_up: object = (), discards: object = None, protected: object = (),
                      eliminated: object = (), active: object = 0, *, players: object = None,
                      favors: Favors = None, turn: object = 1, **options: object) -> Round:
        """A round staged at an explicit position (see :mod:`lovelet.engine.positions`).

        ``hands`` lists each seat's cards (the active player's two, the card just drawn
        last; none for players who are out), ``deck`` is top card first, ``set_aside``
        the face-down card, ``face_up`` the three 2-player face-up cards, ``discards``
        each seat's pile oldest first, ``protected`` and ``eliminated`` sets of seats,
        ``active`` the seat whose turn it is (its draw already done), and ``turn`` the
        number of that turn in the round (1 by default), for displays.
        """
        
        return staged_round(cls, edition, hands=hands, deck=deck, set_aside=set_aside,
                            face_up=face_up, discards=discards, protected=protected,
                            eliminated=eliminated, active=active, players=players,
                            favors=favors, options=options, turn=turn)

    def _setup(self, order: Sequence[Card]) -> None:
        """Deal ``order`` (top first) as docs/rules.md A4 (revised) or B4 (classic) says."""
        self.dealt_deck = tuple(order)
        cards = list(order)
        cards.reverse()  # top card at the end: pop() draws it
        n = self.players
        seats = [(self.start_player + i) % n for i in range(n)]
        if self.edition.deal_before_set_aside:
            self._deal_hands(cards, seats)
            self._put_aside(cards)
        else:
            self._put_aside(cards)
            self._deal_hands(cards, seats)
        self._stack = cards
        self._log.append(("deck", len(cards), None))
        self._next_turn(self.start_player)

    def _put_aside(self, cards: list[Card]) -> None:
        self._set_aside = cards.pop()
        self._log.append(("set_aside", self._set_aside))
        if self.players == 2:
            self._face_up = (cards.pop(), cards.pop(), cards.pop())
            self._log.append(("face_up", self._face_up, None))

    def _deal_hands(self, cards: list[Card], seats: Sequence[int]) -> None:
        hands, log = self._hands, self._log
        for seat in seats:
            card = cards.pop()
            hands[seat].append(card)
            log.append(("deal", seat, card))

    # ------------------------------------------------------------------ deciding

    def is_legal(self, action: object) -> bool:
        """True when ``action`` may be applied now, exactly as given (seat numbers and
        Cards; a name or a bool is not the exact form)."""
        try:
            exact = engine_action(action)
        except IllegalAction:
            return False
        if exact is None or type(action) is not type(exact) or tuple.__ne__(exact, action):
            return False  # not an action, a subclass, or not in the engine's exact form
        if normalized(exact, self.names) != exact:
            return False
        if type(exact) is Play and exact.target is not None and type(exact.target) is not int:
            return False
        return exact in self.legal_actions()

    def apply(self, action: object, player: object = None) -> None:
        """Resolve ``action`` for the active player completely, then start the next turn.

        ``player``, when given, names who is acting (a seat or a name): anyone but the
        active player is refused with OUT_OF_TURN.  Targets may be given as names and
        cards as names in English, French or German; the action is recorded in its
        seat-and-Card form.  An illegal action raises IllegalAction and changes
        nothing.  The events it caused are the new entries of :attr:`events`.
        """
        legal = self.legal_actions()  # listed once per decision, then cached
        done: Action | None = None  # the action in its exact form, once found legal
        if player is None or (type(player) is int and player == self._current):
            # The common path: one of the very objects legal_actions() listed, found by
            # identity among them read as plain objects, so no caller's __eq__ or __hash__
            # runs and no listed play is touched but the one given.
            listed: tuple[object, ...] = legal
            for index in range(len(listed)):
                if listed[index] is action:
                    done = legal[index]
                    break
            if done is None:
                done = self._built_by_caller(action)
        if done is None:
            done = legal_form_or_refusal(self, action, player)  # or the first fault (A8)
        self._actions.append(done)
        self._legal = None
        if isinstance(done, ChancellorReturn):  # an exact type: as fast as type() is
            chancellor_return(self, self._current, done)
            self._next_turn()
            return
        # Play the card (docs/rules.md A6.3).  The card just drawn is the last in hand;
        # when both cards are the same character the drawn one is taken as played,
        # which nobody can tell apart.
        card, target, guess = done  # unpacked, not read by name: see effects._seat
        actor = self._current
        hand = self._hands[actor]
        drawn = hand[-1] is card
        if drawn:
            hand.pop()
        else:
            del hand[0]
        self._discards[actor].append(card)
        log = self._log
        if self._reveal_drawn:
            log.append(("play", actor, card, target, guess, drawn, None))
        else:
            log.append(("play", actor, card, target, guess, None, drawn))
        effect = EFFECTS.get(card)
        if effect is not None:
            effect(self, actor, done)
            if self._pending:  # a Chancellor waits for its second decision
                return
        # End the turn (docs/rules.md A6.4) and begin the next one, as _next_turn does;
        # written out here because it runs after every play of every playout.
        if self._alive_count == 1:
            self._finish("sole_survivor")
            return
        stack = self._stack
        if not stack:
            self._finish("showdown")
            return
        out, n = self._out, self.players
        seat = (actor + 1) % n
        while out >> seat & 1:
            seat = (seat + 1) % n
        self._current = seat
        self._turn += 1
        if self._blocked >> seat & 1:
            self._blocked &= ~(1 << seat)
            log.append(("protection_ends", seat, None))
        card = stack.pop()
        self._hands[seat].append(card)
        log.append(("draw", seat, "deck", card))

    # ------------------------------------------------------------------ resolving

    def _next_turn(self, seat: int | None = None) -> None:
        """End the turn and begin the next one; with ``seat``, begin the round's first turn.

        Ending runs the checks of docs/rules.md A6.4 (sole survivor, then an empty deck);
        beginning ends the player's own protection and makes the automatic draw (A6.1-2).
        """
        if seat is None:
            if self._alive_count == 1:
                self._finish("sole_survivor")
                return
            if not self._stack:
                self._finish("showdown")
                return
            out, n = self._out, self.players
            seat = (self._current + 1) % n
            while out >> seat & 1:
                seat = (seat + 1) % n
        self._current = seat
        self._turn += 1
        bit = 1 << seat
        if self._blocked & bit:
            self._blocked &= ~bit
            self._log.append(("protection_ends", seat, None))
        card = self._stack.pop()
        self._hands[seat].append(card)
        self._log.append(("draw", seat, "deck", card))

    def _finish(self, reason: str) -> None:
        """End the round: winners, favors, the Spy bonus, game winners (A11-A14, B9)."""
        out = self._out
        survivors = [seat for seat in range(self.players) if not out >> seat & 1]
        winners, gains, spy_bonus, game_winners, shown, sums = score_round(
            reason, survivors, self._hands, self._discards, self.edition.values,
            self.options.tie_break, self.favors_before, self.favors_needed)
        self._over = True
        self._blocked = self._out  # protection ends with the round (docs/rules.md A9.5)
        self._legal = ()
        self._result = (winners, gains, game_winners)
        self._log.append(("round_end", reason, shown, sums, winners, gains, spy_bonus,
                          self._set_aside, game_winners, None))

    def _built_by_caller(self, action: object) -> Action | None:
        """``action`` when it is a legal action of the active player built by the caller
        (equal to one listed, not the same object) in the engine's exact form; else None,
        for the slow path to put in that form or to refuse.

        Exact types only, so the lookup never runs a caller's __eq__ or __hash__ (a Play
        built with tuple.__new__ skips its own checks; the slow path rebuilds it).
        """
        if type(action) is Play and len(action) == 3:
            fields: tuple[object, ...] = action  # read as they are: not yet known to be Cards
            card, target, guess = fields
            if (target is None or type(target) is int) and (guess is None or type(guess) is Card):
                first, first_plays, second, second_plays = self._playable()
                try:
                    if (card is first and action in first_plays) or (card is second and action in second_plays):
                        return action
                except TypeError:  # an unhashable guess; the slow path explains it
                    pass
        elif type(action) is ChancellorReturn:
            returned: tuple[object, ...] = action  # read as they are, as a Play's fields
            if len(returned) == 2:
                keep, bottom = returned
                if type(keep) is Card and type(bottom) is tuple and all(type(card) is Card for card in bottom):
                    if action in self.legal_actions():  # the cached tuple
                        return action
        return None

    # ------------------------------------------------------------------ views, copies

    def observation(self, player: object) -> Observation:
        """Everything ``player`` (a seat or a name) may know now, and nothing else.

        An observation is a value: it never changes as the round goes on, and nothing
        in it can change the round or anyone else's view.
        """
        if type(player) is int and 0 <= player < self.players:
            return observation_of(self, player)
        return observation_of(self, self._seat(player))

    def clone(self) -> Round:
        """An independent copy of this round (the log is shared: it never changes)."""
        twin = self._twin()
        twin._stack = list(self._stack)
        twin._hands = [list(hand) for hand in self._hands]
        twin._discards = [list(pile) for pile in self._discards]
        twin._secrets = list(self._secrets)
        twin._log = list(self._log)
        twin._actions = list(self._actions)
        return twin

    def position_key(self) -> Hashable:
        """Everything the rest of this round depends on, as one hashable value.

        Two rounds with equal keys play on identically whatever their histories (the
        log is left out); once the round is over, the key is its result.
        """
        if self._over:
            return (self.winners, self.game_winners)
        return (tuple(map(tuple, self._hands)), tuple(self._stack), self._set_aside,
                tuple(map(tuple, self._discards)), self._blocked, self._current, self._pending)

    def snapshot(self) -> dict[str, object]:
        """The full state as plain values, for comparing two rounds."""
        return {
            "edition": self.edition.name,
            "options": self.options,
            "names": self.names,
            "start_player": self.start_player,
            "favors_before": self.favors_before,
            "deck": self.deck,
            "set_aside": self._set_aside,
            "face_up": self._face_up,
            "hands": tuple(tuple(hand) for hand in self._hands),
            "discards": tuple(tuple(pile) for pile in self._discards),
            "protected": tuple(sorted(self.protected)),
            "eliminated": tuple(sorted(self.eliminated)),
            "current": self._current,
            "pending": self._pending,
            "over": self._over,
            "turn": self._turn,
            "events": self.events,
            "actions": tuple(self._actions),
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Round):
            return NotImplemented
        return self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]  # a round changes; it cannot be a dict key

    def __getstate__(self) -> dict[str, object]:
        state = fields_of(self)
        state["_legal"] = None  # caches, rebuilt on demand
        state["_built"] = ()
        # The chains are rebuilt from the log on demand.
        state["_public"], state["_secrets"], state["_hidden"] = None, [None] * self.players, None
        state["_chained"] = 0
        del state["_hand_table"]  # shared by every round of this edition and player count
        return state

    def __reduce__(self) -> tuple[object, ...]:
        # Unpickled through the round's own constructor: a compiled round is made by its
        # __init__ only (see lovelet.engine.compiling.bare_instance).
        return (_unpickled, (type(self), self.__getstate__()))

    def __setstate__(self, state: dict[str, object]) -> None:
        state.pop("_playable", None)  # a cache that rounds pickled by earlier versions carry
        set_fields(self, state)
        self._hand_table = hand_table(self.edition, self.players)

    def __repr__(self) -> str:
        status = "over" if self._over else f"turn {self._turn}, {self.names[self._current]} to play"
        return (f"<Round {self.edition.name}, {self.players} players, {status}, "
                f"deck {len(self._stack)}>")

    def _repr_html_(self) -> str:
        from lovelet.display.rounds import round_html

        return round_html(self)


def _unpickled(cls: type[Round], state: dict[str, Any]) -> Round:
    """A pickled round (its class and :meth:`Round.__getstate__`) made again."""
    rnd = bare_instance(cls, state["edition"], state["names"], state["options"], state["start_player"],
                        state["favors_before"])
    rnd.__setstate__(state)
    return rnd
