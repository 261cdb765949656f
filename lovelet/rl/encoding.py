"""Numbers for a learning agent: the fixed action space and the observation vector.

Both are seen from the acting player's chair.  A seat is written as an *offset*: 0 is
the player themselves, 1 the next seat in turn order (seat + 1, then + 2, ...), so one
policy can play from any seat and "aim at the player after me" is the same number for
everybody.

:class:`ActionEncoding` numbers every action the edition allows for that many players,
once and for all: ``index(action, seat)`` and ``action(index, seat)`` translate between
those integers and the engine's :class:`~lovelet.Play` / :class:`~lovelet.ChancellorReturn`
(targets as real seats), and ``mask(observation)`` marks the legal ones.

:class:`ObservationEncoding` turns one player's :class:`~lovelet.Observation`, and
nothing else, into a vector of counts: two rounds that differ only in cards hidden from
that player give that player the same vector.
"""

from itertools import product

import numpy as np

from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.agents.heuristic import known_hands
from lovelet.engine.cards import Card, edition_named
from lovelet.engine.errors import refused, shown
from lovelet.engine.legality import CHOOSE_OTHER, NO_PARAMETERS

__all__ = ["ActionEncoding", "ObservationEncoding"]


class ActionEncoding:
    """Every action of ``edition`` for ``players`` players, numbered ``0 .. size - 1``.

    The numbering, in this order (cards lowest value first within each group):

    * each card's plays: a card without parameters (Spy, Handmaid, Chancellor, Countess,
      Princess) once; a Guard, Priest, Baron or King first without a target (when
      nobody can be chosen), then aimed at offsets 1 .. players - 1, a Guard naming
      every card it may name at each offset; a Prince aimed at offsets 0 .. players - 1
      (0: the player themselves);
    * revised edition only, every way to finish a Chancellor, ``ChancellorReturn(keep,
      bottom)`` with one or two cards returned, over every combination of cards the
      deck can hold (a hand with the Chancellor just played holds at most one more).

    The same edition and player count always give the same numbering.
    """

    def __init__(self, edition, players):
        self.edition = edition_named(edition)
        self.players = players
        entries = []  # seat-free actions: a Play's target is an offset from the actor
        for card in self.edition.cards:
            entries.extend(_plays_of(card, self.edition, players))
        if Card.CHANCELLOR in self.edition.values:
            entries.extend(_chancellor_returns(self.edition))
        self._entries = tuple(entries)
        self._numbers = {entry: number for number, entry in enumerate(entries)}

    @property
    def size(self):
        """How many actions the space has (the ``n`` of its ``Discrete``)."""
        return len(self._entries)

    def __len__(self):
        return len(self._entries)

    def action(self, index, seat):
        """The engine's action numbered ``index`` when ``seat`` acts (targets as seats).

        Anything but a whole number in ``0 .. size - 1`` is refused with BAD_ACTION.
        Whether the action is legal now is the round's to say.
        """
        if isinstance(index, (bool, np.bool_)) or not isinstance(index, (int, np.integer)):
            raise refused("BAD_ACTION.rl_index", last=self.size - 1, shown=shown(index))
        if not 0 <= index < self.size:
            raise refused("BAD_ACTION.rl_no_such_index", index=int(index), last=self.size - 1)
        entry = self._entries[int(index)]
        if type(entry) is Play and entry.target is not None:
            return entry._replace(target=(seat + entry.target) % self.players)
        return entry

    def index(self, action, seat):
        """The number of the engine's ``action`` taken by ``seat``; BAD_ACTION if the
        edition has no such action."""
        entry = action
        if type(action) is Play and type(action.target) is int and 0 <= action.target < self.players:
            entry = action._replace(target=(action.target - seat) % self.players)
        elif type(action) is Play and action.target is not None:
            entry = None  # a target that is no seat of this game (the offsets are not seats)
        if type(action) is ChancellorReturn:
            entry = ChancellorReturn(action.keep, tuple(action.bottom))
        try:
            return self._numbers[entry]
        except (KeyError, TypeError):
            raise refused("BAD_ACTION.rl_not_in_edition", shown=shown(action), edition=self.edition.name,
                          players=self.players) from None

    def mask(self, observation):
        """1 for each legal action of ``observation``'s player now, 0 elsewhere (int8;
        all zeros when the decision is someone else's or the round is over)."""
        mask = np.zeros(self.size, dtype=np.int8)
        seat = observation.player
        for action in observation.legal_actions():
            mask[self.index(action, seat)] = 1
        return mask


def _plays_of(card, edition, players):
    if card in NO_PARAMETERS:
        return [Play(card)]
    if card is Card.PRINCE:
        return [Play(card, offset) for offset in range(players)]
    assert card in CHOOSE_OTHER  # the Guard, Priest, Baron and King: another player
    plays = [Play(card)]  # nobody can be chosen: the card is played for no effect
    for offset in range(1, players):
        if card is Card.GUARD:
            plays.extend(Play(card, offset, guess) for guess in edition.guessable)
        else:
            plays.append(Play(card, offset))
    return plays


def _chancellor_returns(edition):
    """Every ChancellorReturn a hand of this edition can make, in a fixed order."""
    room = dict(edition.copies)
    room[Card.CHANCELLOR] -= 1  # the Chancellor just played is on the discard pile
    returns = []
    for returned in (1, 2):
        for cards in product(edition.cards, repeat=returned + 1):
            if all(cards.count(card) <= room[card] for card in set(cards)):
                returns.append(ChancellorReturn(cards[0], tuple(cards[1:])))
    return returns


class ObservationEncoding:
    """One player's observation as a vector of counts (float32), and its bounds.

    Seats are offsets from the observing player (row 0: that player, row 1: the next
    seat, ...); cards are the edition's, lowest value first (``C`` of them: 10 revised,
    8 classic); ``n`` is the number of players.  The slices, in order (see
    :attr:`slices`):

    ============== ======= ===========================================================
    name           length  what it holds
    ============== ======= ===========================================================
    hand           C       how many of each card the player holds (2 on their turn,
                           3 while finishing a Chancellor, 0 once out)
    discards       n x C   how many of each card is on each seat's discard pile
    last_discard   n x C   1 for the card on top of each seat's pile
    face_up        C       the cards set aside face up (2 players only)
    unseen         C       copies of each card the player cannot see anywhere: not in
                           hand, not discarded, not face up (in the deck, set aside
                           or in another hand)
    known          n x C   1 for the card the player knows an opponent holds (a Priest
                           look, a Baron, a King exchange, a Chancellor return drawn:
                           :func:`lovelet.agents.heuristic.known_hands`); row 0 is 0
    protected      n       1 for each seat protected by a Handmaid
    eliminated     n       1 for each seat out of the round
    current        n       1 for the seat whose decision it is (all 0 once over)
    favors         n       each seat's favors
    deck_size      1       cards left in the deck
    set_aside      1       1 while the face-down card is still set aside
    chancellor     1       1 while the player to act must finish a Chancellor
    turn           1       the number of the turn in the round (1 on the first)
    round_over     1       1 once the round is over
    ============== ======= ===========================================================

    Everything comes from the :class:`~lovelet.Observation` given to :meth:`encode`,
    which holds only what that player may know.
    """

    def __init__(self, edition, players):
        self.edition = edition_named(edition)
        self.players = players
        self.cards = self.edition.cards
        self._column = {card: column for column, card in enumerate(self.cards)}
        copies = np.array([self.edition.copies[card] for card in self.cards], dtype=np.float32)
        self._copies = copies
        favors_top = max(table[players] for table in self.edition.thresholds.values()) + 1
        n, c = players, len(self.cards)
        layout = [  # name, length, highest value of each entry
            ("hand", c, np.minimum(copies, 3)),
            ("discards", n * c, np.tile(copies, n)),
            ("last_discard", n * c, 1),
            ("face_up", c, np.minimum(copies, 3)),
            ("unseen", c, copies),
            ("known", n * c, 1),
            ("protected", n, 1),
            ("eliminated", n, 1),
            ("current", n, 1),
            ("favors", n, favors_top),  # a round can give a second favor (the Spy)
            ("deck_size", 1, self.edition.size),
            ("set_aside", 1, 1),
            ("chancellor", 1, 1),
            ("turn", 1, self.edition.size),  # each turn draws a card from the deck
            ("round_over", 1, 1),
        ]
        self.slices = {}
        start = 0
        highs = []
        for name, length, high in layout:
            self.slices[name] = slice(start, start + length)
            highs.append(np.broadcast_to(np.asarray(high, dtype=np.float32), (length,)))
            start += length
        self.size = start
        self.high = np.concatenate(highs)
        self.low = np.zeros(self.size, dtype=np.float32)

    def encode(self, observation):
        """The vector of ``observation`` (a player's :class:`~lovelet.Observation`)."""
        n, c, column = self.players, len(self.cards), self._column
        me = observation.player
        vector = np.zeros(self.size, dtype=np.float32)
        part = self.slices

        def row(name, offset):  # the C entries of one seat in a seat-by-card slice
            start = part[name].start + offset * c
            return vector[start:start + c]

        hand = vector[part["hand"]]
        for card in observation.hand:
            hand[column[card]] += 1
        seen = hand.copy()
        for seat, pile in enumerate(observation.discards):
            offset = (seat - me) % n
            counts = row("discards", offset)
            for card in pile:
                counts[column[card]] += 1
            seen += counts
            if pile:
                row("last_discard", offset)[column[pile[-1]]] = 1
        face_up = vector[part["face_up"]]
        for card in observation.face_up:
            face_up[column[card]] += 1
        seen += face_up
        vector[part["unseen"]] = self._copies - seen
        for seat, card in known_hands(observation).items():
            row("known", (seat - me) % n)[column[card]] = 1
        for name, seats in (("protected", observation.protected), ("eliminated", observation.eliminated)):
            for seat in seats:
                vector[part[name].start + (seat - me) % n] = 1
        if observation.current_player is not None:
            vector[part["current"].start + (observation.current_player - me) % n] = 1
        for seat, count in enumerate(observation.favors):
            vector[part["favors"].start + (seat - me) % n] = count
        vector[part["deck_size"]] = observation.deck_size
        vector[part["set_aside"]] = observation.set_aside_count
        vector[part["chancellor"]] = observation.pending_chancellor
        vector[part["turn"]] = observation.turn
        vector[part["round_over"]] = observation.is_over
        return vector
