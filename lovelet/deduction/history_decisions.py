"""How an opponent's decision weighs the rows of the history tables.

A row of a :class:`~lovelet.deduction.histories.HistoryTables` table is one hidden
history: the identities of the hidden cards and each opponent's memo (the secrets it
saw).  When an opponent decides, each row weighs the model's chance of the decision seen,
with the observation that opponent really had in that history
(:meth:`DecisionWeighing.view`): the public events with its memo's secrets put back.
:class:`DecisionWeighing` is that part of the tables, kept apart from the walk through
the events and the steps that move the cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from math import gcd

from lovelet.engine.actions import Play
from lovelet.engine.cards import Card
from lovelet.engine.events import Event
from lovelet.engine.observation import Observation
from lovelet.engine.replay import Replay, Token
from lovelet.deduction.clusters import Cluster, Row, overflows
from lovelet.deduction.opponent_model import OpponentModel, PublicHistory
from lovelet.deduction.players import Action

__all__ = ["DecisionWeighing", "SECRET_NAMES", "Memo", "Weights", "Caches"]

#: What an opponent saw in private, event by event: ((index of the event, its secret values), ...).
Memo = tuple[tuple[int, object], ...]
#: What a decision weighs each row with: [(cards just drawn, whole weight or the Chancellor's
#: options with theirs, the decider's memo)] per row (see :meth:`DecisionWeighing.decision_weights`).
Weights = dict[Row, list[tuple[tuple[Card, ...], object, Memo]]]
#: The cards an opponent has just drawn out of sight, given their identities with its
#: decision that follows: (seat, tokens, possible cards, index of the draw, kind of the
#: draw, whether its memo keeps them).
Pending = tuple[int, tuple[Token, ...], tuple[Card, ...], int, str, bool]
#: The model's chances and the events each memo gives, shared by an estimate's replicates.
Caches = tuple[dict[tuple[object, ...], dict[Action, Fraction]], dict[tuple[object, ...], tuple[Event, ...]]]

# The names of each kind's secret, as the engine writes them (see lovelet.engine.events).
SECRET_NAMES = {
    "hand": ("cards",), "deal": ("card",), "draw": ("card",), "priest": ("card",),
    "baron": ("player_card", "target_card"), "king": ("player_card", "target_card"),
    "chancellor_draw": ("cards",), "chancellor_return": ("keep", "bottom"), "play": ("drawn",),
}
# A model's decision takes about as long as making this many rows of a table.
_DECISION_WORK = 40


class DecisionWeighing:
    """The decisions of the history tables: the views, memos and chances of a decision
    (a part of :class:`~lovelet.deduction.histories.HistoryTables`, which holds the
    clusters, the replay, the model and the caches these read)."""

    # What the tables hold, which the decisions read (set by HistoryTables).
    replay: Replay
    history: PublicHistory
    model: OpponentModel
    sightings_only: bool
    cluster_of_seat: dict[int, Cluster]
    _chances: dict[tuple[object, ...], dict[Action, Fraction]]
    _events: dict[tuple[object, ...], tuple[Event, ...]]
    _returned: dict[int, tuple[Token, ...]]
    _pending: Pending | None
    tick: Callable[[int], None]

    def view(self, seat: int, memo: Memo, hand: tuple[Card, ...]) -> Observation:
        """The observation ``seat`` really had deciding now, holding ``hand``, after ``memo``."""
        key = (seat, self.replay.read, memo)
        events = self._events.get(key)
        if events is None:
            events = self.history._events_seen_by(seat)
            if memo:
                events = list(events)
                for index, values in memo:
                    event = events[index]
                    secret = dict(zip(SECRET_NAMES[event.kind], values))
                    events[index] = Event(event.kind, event.player, event.details, secret, event.seen_by)
                events = tuple(events)
            self._events[key] = events
        return self.history.view(seat, hand, events=events)

    def telling(self, memo: Memo) -> Memo:
        """What of ``memo`` tells the decisions it leads to apart now.

        An agent deciding from its sightings decides alike whatever it knows of the cards
        still under the deck, so a Chancellor return none of whose cards has been drawn
        yet is left out."""
        if not self.sightings_only or not memo:
            return memo
        bottom = self.replay.bottom
        returned = self._returned
        return tuple((index, None) if index in returned
                     and all(token in bottom for token in returned[index])
                     else (index, values) for index, values in memo)

    def chances(self, seat: int, memo: Memo, hand: tuple[Card, ...], telling: Memo) -> dict[Action, Fraction]:
        """The model's chances for ``seat`` deciding now, holding ``hand``, after ``memo``
        (of which ``telling`` is what tells decisions apart)."""
        key = (seat, self.replay.read, telling, hand)
        found = self._chances.get(key)
        if found is None:
            found = self._chances[key] = self.model.chances(self.view(seat, memo, hand))
            self.tick(_DECISION_WORK)
        return found

    def decision_weights(self, event: Event) -> Weights:
        """For every row of the deciding opponent's cluster, [(cards just drawn, whole
        weight, the opponent's memo)]: the weight of the play seen, or for a Chancellor
        choice [(option, whole weight)], for each identity of the cards it has just drawn
        if they are still to be given (see :meth:`arrived`; () otherwise).  Rows and
        identities that cannot have made the decision are left out."""
        seat = event.player
        cluster = self.cluster_of_seat[seat]
        held = self.replay.tokens(seat)
        places = self._places(cluster, held)
        at = cluster.seats.index(seat)
        unseen = self.replay.unseen
        is_play = event.kind == "play"
        if is_play:
            details = event.details
            action = Play(details["card"], details["target"], details["guess"])
        pending = self._pending if self._pending is not None and self._pending[0] == seat else None
        columns = [place for is_pending, place in places if not is_pending]
        # What a row shows the decider (the cards it held before, its memo) decides the
        # chances: they are worked out once for all the rows that show the same.
        shown = {}
        told = {}  # memo -> what of it tells decisions apart (see telling)
        raw = {}
        count = 0
        for key in cluster.rows:
            cards, memos = key
            if overflows(cards, unseen):
                continue  # more copies hidden than there are: no such history
            before = (tuple([cards[column] for column in columns]), memos[at])
            found = shown.get(before)
            if found is None:
                found = shown[before] = []
                for drawn, memo in self._drawn_options(pending, before[0], before[1]):
                    hand = tuple([drawn[place] if is_pending else cards[place]
                                  for is_pending, place in places])
                    if is_play and action.card not in hand:
                        continue
                    telling = told.get(memo)
                    if telling is None:
                        telling = told[memo] = self.telling(memo)
                    chances = self.chances(seat, memo, hand, telling)
                    if is_play:
                        chance = chances.get(action, 0)
                        if chance:
                            found.append((drawn, chance, memo))
                    else:
                        options = [(option, chance) for option, chance in chances.items() if chance]
                        if options:
                            found.append((drawn, options, memo))
                    count += 1
            if found and pending is not None:
                # The cards drawn must leave room for the row's other cards.
                found = [entry for entry in found if not overflows(cards + entry[0], unseen)]
            if found:
                raw[key] = found
            count += 1
            if count >= 256:  # counted as it goes, so that a budget stops a large table in time
                self.tick(count)
                count = 0
        self.tick(count)
        # One common factor makes every chance whole (it cancels out of every belief): the
        # least common multiple of their denominators.  Rows that show the decider the
        # same share one list of chances, so each list is read and made whole once, in
        # whole numbers (Fraction arithmetic here once took a third of the reading).
        lists = {id(found): found for found in raw.values()}
        denominators = set()
        for found in lists.values():
            for _drawn, chances, _memo in found:
                if is_play:
                    denominators.add(chances.denominator)
                else:
                    denominators.update(chance.denominator for _option, chance in chances)
        scale = 1
        for denominator in denominators:
            scale = scale * denominator // gcd(scale, denominator)
        if is_play:
            whole = {number: [(drawn, chance.numerator * (scale // chance.denominator), memo)
                              for drawn, chance, memo in found] for number, found in lists.items()}
        else:
            whole = {number: [(drawn, [(option, chance.numerator * (scale // chance.denominator))
                                       for option, chance in options], memo)
                              for drawn, options, memo in found] for number, found in lists.items()}
        return {key: whole[id(found)] for key, found in raw.items()}

    def _places(self, cluster: Cluster, held: Sequence[Token]) -> list[tuple[bool, int]]:
        """Where each of ``held`` is read in a row: (True, its place among the cards still
        to be given) or (False, its column)."""
        pending = self._pending[1] if self._pending is not None else ()
        return [(True, pending.index(token)) if token in pending else (False, cluster.column(token))
                for token in held]

    def _drawn_options(self, pending: Pending | None, cards: tuple[Card, ...], memo: Memo
                       ) -> Sequence[tuple[tuple[Card, ...], Memo]]:
        """(identities of the cards still to be given, the memo with what their drawer saw
        of them) for each way to give them; ((), memo) when there are none."""
        if pending is None:
            return (((), memo),)
        _seat, tokens, choices, index, kind, remembered = pending
        unseen = self.replay.unseen
        ways = [()]
        for _token in tokens:
            ways = [way + (card,) for way in ways for card in choices
                    if cards.count(card) + way.count(card) < unseen[card]]
        if not remembered:
            return [(way, memo) for way in ways]
        if kind == "chancellor_draw":
            return [(way, memo + ((index, (way,)),)) for way in ways]
        return [(way, memo + ((index, way),)) for way in ways]
