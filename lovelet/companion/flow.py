"""One round of a real game as one seat follows it: the rules' flow, written as events.

A :class:`RoundFlow` takes the entries of :mod:`lovelet.companion.entries` one at a
time and writes, for each, the events the engine would have given that seat (the
records of :mod:`lovelet.engine.events`, with the secret part only where that seat sees it),
in the engine's order.  Everything the rules decide is derived here, as
:mod:`lovelet.engine.round` and :mod:`lovelet.engine.effects` decide it: the automatic draws of the
other players, whose turn it is, the deck's size, protection and its end, the Countess
rule, eliminations that follow from a result, the end of the round, its winners, the
favors and the Spy bonus (:func:`lovelet.engine.scoring.score_round`), and the legality of a
play (:mod:`lovelet.engine.legality`).  What only the table can say (another player's card,
whether a Guard hit, what I was shown) is asked for, one entry at a time: the flow is
always waiting for exactly one kind of entry, described by an
:class:`~lovelet.companion.expected.Expected`.

The flow checks the rules only; whether an entry is still *possible* given what the
seat has seen (a seventh Guard, a card my Priest look rules out) is the belief's
question, asked by :mod:`lovelet.companion.checking` of the observation the entry
leads to.  A refused entry raises :class:`~lovelet.IllegalAction`; the record applies
each entry to a copy (:meth:`RoundFlow.copy`), so a refusal changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from lovelet.companion.effects import CardEffects
from lovelet.companion.entries import Setup
from lovelet.companion.expected import Expected, unexpected
from lovelet.engine.actions import Play
from lovelet.engine.arguments import player_names
from lovelet.engine.cards import Card, Options, edition_named
from lovelet.engine.errors import refused
from lovelet.engine.events import event_of
from lovelet.engine.legality import diagnose_play, eligible_seats, hand_plays, plays_of
from lovelet.engine.naming import card_of, seat_of
from lovelet.engine.observation import Observation
from lovelet.engine.scoring import score_round

if TYPE_CHECKING:  # named for the annotations only
    from lovelet.companion.entries import Entry, NextRound
    from lovelet.engine.cards import Edition

__all__ = ["RoundFlow"]


class RoundFlow(CardEffects):
    """The state of one round as the seat ``me`` knows it, and the events it has seen.

    Build the first round's with :meth:`from_setup` and each next one's with
    :meth:`next_round`; feed it with :meth:`apply` (on a :meth:`copy`); read
    :attr:`expected` and :meth:`observation`.
    """

    def __init__(self, edition: Edition, options: Options, names: tuple[str, ...], me: int, start_player: int,
                 favors: Sequence[int], card: Card | None, face_up: tuple[Card, ...]) -> None:
        self._begin(edition, options, names, me, start_player, favors, face_up)
        self._deal(card)

    def _begin(self, edition, options, names, me, start_player, favors, face_up):
        """The round's state before anything is dealt (a staged start fills it in
        another way: :func:`lovelet.companion.retrace.staged_flow`)."""
        self.edition = edition
        self.options = options
        self.names = names
        self.players = len(names)
        self.me = me
        self.start_player = start_player
        self.favors_before = tuple(favors)
        self.favors_needed = edition.thresholds[options.thresholds][self.players]
        self.hand = []  # my cards, the older first and the card just drawn last
        self.discards = [[] for _ in names]
        self.face_up = tuple(face_up)
        self.deck_size = 0
        self.set_aside_held = True  # the face-down card, until a Prince's draw takes it
        self.out = set()
        self.protected = set()
        self.current = start_player
        self.turn = 0
        self.pending = False  # a Chancellor's choice is open
        self.result = None  # (winners, gains, game winners) once the round is over
        self.events = ()
        self.expected = None
        self.ending = None  # how the round ends ("showdown", "sole_survivor") once it does

    @classmethod
    def from_setup(cls, setup: Setup) -> tuple[Setup, RoundFlow]:
        """``(setup in canonical form, the first round's flow)`` for a
        :class:`~lovelet.companion.entries.Setup`, its first turn begun.

        The edition, names and options are checked as the engine checks them
        (BAD_OPTION, BAD_PLAYER_COUNT, DUPLICATE_PLAYER), seats as UNKNOWN_PLAYER,
        cards as UNKNOWN_CARD, the face-up cards as BAD_ENTRY.
        """
        if not isinstance(setup, Setup):
            raise refused("BAD_ENTRY.not_a_setup")
        edition = edition_named(setup.edition)
        names = player_names(edition, setup.names)
        options = setup.options
        if isinstance(options, Options):
            options = options.as_dict()
        options = Options.checked(edition, **dict(options or ()))
        seat = seat_of(setup.seat, names, "seat")
        start = seat_of(setup.start_player, names, "start_player")
        card = card_of(setup.card, edition)
        if isinstance(setup.face_up, (str, Card)) or not isinstance(setup.face_up, (list, tuple)):
            raise refused("BAD_ENTRY.face_up")
        face_up = tuple(card_of(up, edition) for up in setup.face_up)
        _check_face_up(face_up, len(names))
        canonical = Setup(edition, names, seat, start, card, face_up,
                          tuple(sorted(options.as_dict().items())))
        return canonical, cls(edition, options, names, seat, start, (0,) * len(names), card, face_up)

    def next_round(self, entry: NextRound) -> RoundFlow:
        """The flow of the game's next round (docs/rules.md A15), for a normalized
        :class:`~lovelet.companion.entries.NextRound`: its start player is the last
        round's winner or, after a shared win, the one of them the entry names."""
        if self.expected.kind != "next_round":
            raise self._not_expected(entry)
        winners, names = self.winners, self.names
        start = entry.start_player
        if start is None:
            if len(winners) > 1:
                raise refused("BAD_ENTRY.start_player_needed",
                              players=", ".join(names[seat] for seat in winners))
            start = winners[0]
        elif start not in winners:
            raise refused("BAD_START_PLAYER", names=tuple(names[seat] for seat in winners))
        _check_face_up(entry.face_up, self.players)
        return RoundFlow(self.edition, self.options, names, self.me, start, self.favors,
                         entry.card, entry.face_up)

    def copy(self) -> RoundFlow:
        """An independent copy (events are values and are shared)."""
        twin = RoundFlow.__new__(RoundFlow)
        twin.__dict__.update(self.__dict__)
        twin.hand = list(self.hand)
        twin.discards = [list(pile) for pile in self.discards]
        twin.out = set(self.out)
        twin.protected = set(self.protected)
        return twin

    # ------------------------------------------------------------------ reading

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def winners(self) -> tuple[int, ...]:
        return self.result[0] if self.result else ()

    @property
    def favors(self) -> tuple[int, ...]:
        """Favors before the round, plus what it gave once it is over."""
        if self.result is None:
            return self.favors_before
        return tuple(before + gain for before, gain in zip(self.favors_before, self.result[1]))

    @property
    def game_winners(self) -> tuple[int, ...]:
        return self.result[2] if self.result else ()

    @property
    def in_round(self) -> list[int]:
        return tuple(seat for seat in range(self.players) if seat not in self.out)

    def blocked_bits(self) -> int:
        """The seats that cannot be chosen (out or protected), as the engine's bits."""
        bits = 0
        for seat in self.out | self.protected:
            bits |= 1 << seat
        return bits

    def observation(self) -> Observation:
        """The seat's :class:`~lovelet.Observation` now, field by field as the engine's."""
        over = self.result is not None
        return Observation(
            self.edition, self.options, self.names, self.me, tuple(self.hand),
            tuple(tuple(pile) for pile in self.discards), self.face_up, self.deck_size,
            1 if self.set_aside_held else 0, () if over else self.protected, self.out,
            None if over else self.current, False if over else self.pending, self.turn,
            self.favors, self.favors_needed, over, self.winners, self.events)

    # ------------------------------------------------------------------ writing events

    def _write(self, *record):
        """Add one event, as the engine's record (kind, public fields..., secret) with
        the secret already left out where this seat may not see it."""
        self.events += (event_of(record),)

    def _mine(self, seat, secret):
        """``secret`` when ``seat`` is this record's own seat, else None (unseen)."""
        return secret if seat == self.me else None

    # ------------------------------------------------------------------ setup and turns

    def _deal(self, card):
        n = self.players
        seats = [(self.start_player + i) % n for i in range(n)]
        if self.edition.deal_before_set_aside:
            self._deal_hands(seats, card)
            self._put_aside()
        else:
            self._put_aside()
            self._deal_hands(seats, card)
        self.deck_size = self.edition.size - n - 1 - len(self.face_up)
        self._write("deck", self.deck_size, None)
        self._start_turn(self.start_player)

    def _put_aside(self):
        self._write("set_aside", None)
        if self.players == 2:
            self._write("face_up", self.face_up, None)

    def _deal_hands(self, seats, card):
        for seat in seats:
            if seat == self.me:
                self.hand.append(card)
            self._write("deal", seat, self._mine(seat, card))

    def _start_turn(self, seat):
        """Begin ``seat``'s turn (docs/rules.md A6.1-2): its protection ends, it draws."""
        self.current = seat
        self.turn += 1
        if seat in self.protected:
            self.protected.discard(seat)
            self._write("protection_ends", seat, None)
        if seat == self.me:
            self.expected = Expected("drew", seat, about="turn", source="deck")
        else:
            self._draw(seat, None)
            self.expected = Expected("played", seat)

    def _draw(self, seat, card):
        """``seat`` takes the deck's top card, or the set-aside card when the deck is
        empty (only a Prince's draw can find it so)."""
        if self.deck_size:
            self.deck_size -= 1
            source = "deck"
        else:
            self.set_aside_held = False
            source = "set_aside"
        if seat == self.me:
            self.hand.append(card)
        self._write("draw", seat, source, self._mine(seat, card))

    def _end_turn(self):
        """The end-of-turn checks (docs/rules.md A6.4): one player left, an empty deck,
        or the next player still in the round begins."""
        if len(self.out) == self.players - 1:
            self._await_end("sole_survivor")
        elif not self.deck_size:
            self._await_end("showdown")
        else:
            seat = (self.current + 1) % self.players
            while seat in self.out:
                seat = (seat + 1) % self.players
            self._start_turn(seat)

    def _await_end(self, reason):
        self.ending = reason
        shown = tuple(seat for seat in self.in_round if seat != self.me) if reason == "showdown" else ()
        if not shown and not self.set_aside_held:
            self._finish(reason, {}, None)  # nothing left for the table to show
            return
        self.expected = Expected("revealed", players=shown, set_aside=self.set_aside_held,
                                 about=reason)

    def _finish(self, reason, shown, set_aside):
        """Score the round (docs/rules.md A11-A14) from the cards shown."""
        survivors = list(self.in_round)
        hands = [[] for _ in self.names]
        for seat in survivors:
            hands[seat] = list(self.hand) if seat == self.me else [shown[seat]] if seat in shown else []
        winners, gains, spy_bonus, game_winners, shown_hands, sums = score_round(
            reason, survivors, hands, self.discards, self.edition.values, self.options.tie_break,
            self.favors_before, self.favors_needed)
        self.result = (winners, gains, game_winners)
        self.pending = False
        self._write("round_end", reason, shown_hands, sums, winners, gains, spy_bonus,
                    set_aside, game_winners, None)
        if game_winners:
            self.expected = Expected("game_over", players=game_winners)
        else:
            self.expected = Expected("next_round", players=winners)

    def _eliminate(self, seat, cards, cause):
        """Knock ``seat`` out, its hand (``cards``) discarded unresolved (A10)."""
        self.out.add(seat)
        self.protected.discard(seat)
        if seat == self.me:
            self.hand.clear()
        self.discards[seat].extend(cards)
        self._write("eliminated", seat, tuple(cards), cause, None)

    # ------------------------------------------------------------------ entries

    def apply(self, entry: Entry) -> None:
        """Record ``entry`` (normalized, see :meth:`Entry.normalized`) if the rules allow
        it now; otherwise raise IllegalAction.  Call it on a :meth:`copy`: a refusal may
        leave this flow half changed."""
        expected = self.expected
        kind = entry.kind
        if kind != expected.kind:
            raise self._not_expected(entry)
        handler = getattr(self, "_on_" + kind)
        handler(entry, expected)

    def _not_expected(self, entry):
        """The refusal of an entry of the wrong kind, said for what is awaited."""
        return unexpected(entry, self.expected, self.names, self.me, self.current, self.deck_size)

    def _check_turn(self, player):
        if player != self.current:
            names = self.names
            variant = "OUT_OF_TURN.eliminated" if player in self.out else "OUT_OF_TURN"
            raise refused(variant, current=names[self.current], seat=names[player])

    def _on_played(self, entry, expected):
        actor, card = entry.player, entry.card
        self._check_turn(actor)
        action = Play(card, entry.target, entry.guess)
        me = actor == self.me
        blocked = self.blocked_bits()
        if me:
            legal = action in hand_plays(self.hand[0], self.hand[1], self.players, actor, blocked,
                                         self.edition)[0]
            held = tuple(self.hand)
        else:
            # Another player's hand is unknown: only the play's form is checked here;
            # whether they can hold the card is the belief's question.
            legal = action in plays_of(card, self.players, actor, blocked, self.edition)[1]
            held = (card, card)
        if not legal:
            diagnose_play(_TableView(self, held), action)
        reveal = self.options.reveal_drawn
        if entry.drawn is not None and (me or not reveal):
            raise refused("BAD_ENTRY.drawn_not_needed", name=self.names[actor])
        if reveal and not me and entry.drawn is None:
            raise refused("BAD_ENTRY.drawn_needed", name=self.names[actor])
        # The card leaves the hand as the engine plays it (lovelet.engine.round): of two alike,
        # the one just drawn.
        if me:
            drawn = self.hand[-1] is card
            if drawn:
                self.hand.pop()
            else:
                del self.hand[0]
        else:
            drawn = entry.drawn
        self.discards[actor].append(card)
        if reveal:
            self._write("play", actor, card, action.target, action.guess, drawn, None)
        else:
            self._write("play", actor, card, action.target, action.guess, None, drawn if me else None)
        self._resolve(actor, action)

    def _on_drew(self, entry, expected):
        self._draw(self.me, entry.card)
        if expected.about == "turn":
            self.expected = Expected("played", self.me)
        else:
            self._end_turn()

    def _on_revealed(self, entry, expected):
        shown = dict(entry.hands)
        if set(shown) != set(expected.players):
            if expected.players:
                raise refused("BAD_ENTRY.showdown_hands",
                              players=", ".join(self.names[seat] for seat in expected.players))
            raise refused("BAD_ENTRY.no_showdown")
        if (entry.set_aside is None) == expected.set_aside:
            raise refused("BAD_ENTRY.set_aside_needed" if expected.set_aside else "BAD_ENTRY.set_aside_taken")
        self._finish(self.ending, shown, entry.set_aside)


class _TableView:
    """What :func:`lovelet.engine.legality.diagnose_play` reads of a round, from a flow: the
    engine's own explanation of a refused play, for the record's entries too."""

    def __init__(self, flow, held):
        self.edition = flow.edition
        self.names = flow.names
        self.current_player = flow.current
        self.pending_chancellor = flow.pending
        self.eliminated = frozenset(flow.out)
        self.protected = frozenset(flow.protected)
        self._held = held
        self._eligible = eligible_seats(flow.players, flow.current, flow.blocked_bits())

    def hand(self, player):
        return self._held

    def eligible_opponents(self):
        return self._eligible


def _check_face_up(face_up, players):
    """Three face-up cards with 2 players, none with more (docs/rules.md A4.3, B4.4)."""
    if len(face_up) != (3 if players == 2 else 0):
        raise refused("BAD_ENTRY.face_up")
