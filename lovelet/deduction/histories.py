"""The evidence under an opponent model that remembers what it saw in private.

An agent may decide from more than its hand and the public table: the heuristic agent
remembers a Priest look at a third player, a Baron comparison, a King exchange, the
cards it put under the deck with a Chancellor.  The viewer does not see those
sightings, but in every hidden *history* (the identity of every card dealt or drawn out
of the viewer's sight, and every unseen Chancellor choice) each of them is a fact: the
card a Priest showed is the card that history put in that hand.  So a history weighs
its prior (that of the deck orders giving it) times the probability that the
opponents, deciding like the agent *from what they really saw in it*, made the
decisions seen.

How.  The :class:`~lovelet.engine.replay.Replay` of the viewer's observation moves the cards;
each hidden card (a token of the replay in an opponent's hand or under the deck) is a
*column* of a table whose *rows* are the identities the cards may have, together with
each opponent's *memo*: the secrets it saw, event by event (for an agent that reads
everything: its draws, which card it played, its looks, comparisons, exchanges and
Chancellor choices; for one that decides from its sightings, only the last four).  A
row weighs the product of the model's chances of the decisions seen, each decision
weighed with the observation the opponent really had in that row: the public events
with the memo's secrets put back
(:meth:`~lovelet.deduction.opponent_model.PublicHistory.view`).  The cards a player
draws just before deciding get their identities with that decision, so that a table
holds a row per card kept, not per card drawn.

Tables that share nothing are kept apart (*clusters*): an opponent's cluster holds its
cards and its memo, and two clusters merge only when a card of one enters the memo of
another (a Priest look, a Baron, a King, a card drawn from under the deck).  A memo is
dropped once its opponent makes no more decisions in the log, and a card's column once
the card is seen, so rows that then agree add up; a cluster whose table has become a
product (a sighting of a card since shown) splits again.

The prior needs no step of its own: every card drawn out of sight is now either seen (on
a discard pile) or still hidden (a column at the end), so the number of deck orders
giving a history depends only on the identities of the columns left, which
:mod:`~lovelet.deduction.counting` counts as it does for every belief.  At the end each
cluster becomes one group of :mod:`~lovelet.deduction.factors` (its components the
rows), in an :class:`~lovelet.deduction.slots.Evidence` like the one the belief reads
without a model.

The tables are exact (:func:`read_histories`).
:func:`~lovelet.deduction.history_estimates.estimate_histories` keeps
instead at most a number of rows per cluster, drawn in proportion to their weights
whenever a cluster grows past them (sequential importance resampling, unbiased for
every sum over the rows), in a few independent replicates: an estimate, which the
evidence says (``exact`` is False), for a caller who gave a time budget the exact
tables do not fit in.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction
from lovelet.engine.observation import Observation, check_observation
from lovelet.engine.replay import Replay, Step, Token
from lovelet.deduction.clusters import Clusters, whole
from lovelet.deduction.factors import Factors, Inconsistent
from lovelet.deduction.history_decisions import SECRET_NAMES, Caches, DecisionWeighing, Weights
from lovelet.deduction.opponent_model import EVERYTHING, OpponentModel, PublicHistory
from lovelet.deduction.slots import Evidence, finished_evidence

__all__ = ["read_histories", "HistoryTables", "evidence_of_tables"]

_DECISIONS = ("play", "chancellor_return")
# What an agent deciding from its sightings remembers: the secrets of other players' cards.
_SIGHTINGS = frozenset(("priest", "baron", "king", "chancellor_return"))


def read_histories(observation: Observation, model: OpponentModel, deadline: float | None = None,
                   work_limit: int | None = None) -> Evidence:
    """The exact :class:`~lovelet.deduction.slots.Evidence` of ``observation`` under
    ``model`` (an :class:`~lovelet.deduction.opponent_model.OpponentModel`), every
    opponent deciding from what it really saw in each history.

    Raises OutOfTime past ``deadline`` (a ``time.perf_counter`` time) or past
    ``work_limit`` units of work (see :class:`~lovelet.deduction.clusters.Clusters`),
    and Inconsistent when no history explains the observation under the model.
    """
    return evidence_of_tables(HistoryTables(observation, model, deadline, work_limit=work_limit))


class HistoryTables(DecisionWeighing, Clusters):
    """The weighted tables of an observation's hidden histories under a model.

    Reading happens on construction.  Afterwards ``tables`` lists, for each cluster
    still holding hidden cards, (the places of its cards, {identities: weight}), a place
    being ("hand", seat, index) or ("bottom", index); ``replay`` is the viewer's replay,
    read to the end; ``exact`` is False when rows were resampled.
    """

    def __init__(self, observation: Observation, model: OpponentModel, deadline: float | None = None,
                 rows: int | None = None, rng: random.Random | None = None, cache: Caches | None = None,
                 work_limit: int | None = None) -> None:
        check_observation(observation, "Deduction")
        super().__init__([seat for seat in range(observation.players) if seat != observation.player],
                         deadline, rows, rng, work_limit)
        self.observation = observation
        self.model = model
        self.viewer = observation.player
        self.exact = model.exact
        # The kinds of events whose secrets enter a memo.
        self.remembered = frozenset(SECRET_NAMES) if model.decides_from == EVERYTHING else _SIGHTINGS
        self.sightings_only = model.decides_from != EVERYTHING
        self.replay = Replay(observation)
        self.history = PublicHistory(observation, self.replay)
        self.events = observation.events
        # The last decision of each opponent: its memo matters until then.
        self.last_decision = {}
        for index, event in enumerate(self.events):
            if event.kind in _DECISIONS and event.player != self.viewer:
                self.last_decision[event.player] = index
        # The model's chances and the events each memo gives, shared by the replicates of
        # an estimate (both depend only on the observation).
        self._chances, self._events = cache if cache is not None else ({}, {})
        self._touched = set()  # the clusters the event read may have made products
        self._returned = {}  # index of an opponent's Chancellor return -> the cards it returned
        # The cards an opponent has just drawn out of sight, given their identities with
        # its decision that follows: (seat, tokens, possible cards, index of the draw,
        # kind of the draw, whether its memo keeps them), or None.
        self._pending = None
        try:
            self._read()
        except IllegalAction as error:  # the replay refuses a log that no round writes
            if error.code != "BAD_OBSERVATION" or isinstance(error, Inconsistent):
                raise
            raise Inconsistent(error.message) from error
        self.tables = self._tables()

    # ------------------------------------------------------------------ the walk

    def _read(self):
        replay, viewer = self.replay, self.viewer
        for index, event in enumerate(self.events):
            weights = None
            if event.kind in _DECISIONS and event.player != viewer:
                weights = self.decision_weights(event)
            step = replay.advance()
            handler = _HANDLERS.get(event.kind)
            if handler is not None:
                handler(self, step, weights)
            self.forget_after(index)
            self.split_touched()
            self.check_time()

    @property
    def unseen(self) -> Mapping[Card, int]:
        return self.replay.unseen

    def refused(self, seat: int | None = None, what: str | None = None) -> Inconsistent:
        """The refusal when no row is left: the decision it was, or the observation."""
        agent = self.model.agent
        if seat is None:
            return Inconsistent(f"Under the model {agent!r}, no deal explains this observation")
        name = self.observation.names[seat]
        return Inconsistent(f"Under the model {agent!r}, no hand {name} may have held explains "
                            f"their {what}")

    def split_touched(self) -> None:
        """Split each cluster the last event changed wherever its table has become a
        product: the part of one seat (its memo and the cards it holds) or one card under
        the deck on one side, the rest on the other.  Kept together, their rows would
        multiply for nothing (a sighting of a card since shown, a memo since dropped)."""
        touched, self._touched = self._touched, set()
        if self.cap is not None:
            return  # an estimate's clusters follow the events alone, so that replicates pool
        for cluster in touched:
            if not cluster.tokens or self.cluster_of_token.get(cluster.tokens[0]) is not cluster:
                continue  # merged into another since, or holding no card
            owners = {}
            for token in cluster.tokens:
                owners.setdefault(self._holder(token), ([], []))[0].append(token)
            for seat in cluster.seats:
                owners.setdefault(seat, ([], []))[1].append(seat)
            parts = list(owners.values())
            split = True
            while split and len(parts) > 1 and len(cluster.rows) >= 4:
                split = False
                for number, (tokens, seats) in enumerate(parts):
                    if self.split_off(cluster, tokens, seats):
                        del parts[number]
                        split = True
                        break

    def _holder(self, token):
        """The seat holding ``token``, or the token itself for a card under the deck."""
        for seat, tokens in enumerate(self.replay.hands):
            if token in tokens:
                return seat
        return token

    def shown(self, token: Token) -> None:
        """The viewer sees ``token``'s card (``token.card``) where it stays hidden from others."""
        if token in self.cluster_of_token:
            seen = token.card
            self.keep_if(token, lambda card: card is seen)

    def gone(self, token: Token) -> None:
        """The viewer sees ``token``'s card as it leaves the hidden places: its column goes."""
        if token not in self.cluster_of_token:
            return
        self.shown(token)
        cluster = self.cluster_of_token[token]
        at = cluster.column(token)
        self.rebuild(cluster, cluster.tokens[:at] + cluster.tokens[at + 1:], cluster.seats,
                     lambda cards, memos, weight: ((cards[:at] + cards[at + 1:], memos, weight),))
        self._touched.add(cluster)

    def placed(self, token: Token, seat: int | None = None) -> None:
        """A card the viewer knows (``token.card``) goes to a hidden place: a column with
        one identity, with the cards of ``seat`` when given (the opponent who holds it)."""
        card = token.card
        cluster = self.together(seats=() if seat is None else (seat,))
        self.rebuild(cluster, cluster.tokens + (token,), cluster.seats,
                     lambda cards, memos, weight: ((cards + (card,), memos, weight),))

    def drawn_unseen(self, seat: int, tokens: Sequence[Token]) -> None:
        """Cards ``seat`` takes out of the viewer's sight from the never-seen ones (the
        deck, the set-aside card): one column each, any card still hidden, never more
        copies in a row than are hidden."""
        unseen = self.replay.unseen
        choices = tuple(card for card, count in unseen.items() if count > 0)
        cluster = self.together(seats=(seat,))
        for token in tokens:
            def grow(cards, memos, weight):
                for card in choices:
                    if cards.count(card) < unseen[card]:
                        yield cards + (card,), memos, weight

            self.rebuild(cluster, cluster.tokens + (token,), cluster.seats, grow)

    def remember(self, seat: int, index: int, values_of: Callable[[tuple[Card, ...]], object]) -> None:
        """Add to ``seat``'s memo the secret of event ``index``: ``values_of(cards)`` gives
        its values in a row (the cluster of ``seat`` must hold every card it reads)."""
        cluster = self.cluster_of_seat.get(seat)
        if cluster is None or self.events[index].kind not in self.remembered:
            return  # no later decision of that seat reads it
        at = cluster.seats.index(seat)

        def extend(cards, memos, weight):
            memo = memos[at] + ((index, values_of(cards)),)
            yield cards, memos[:at] + (memo,) + memos[at + 1:], weight

        self.rebuild(cluster, cluster.tokens, cluster.seats, extend)

    def forget_after(self, index: int) -> None:
        """Drop the memos that no decision after event ``index`` reads."""
        for seat, cluster in list(self.cluster_of_seat.items()):
            if self.last_decision.get(seat, -1) <= index:
                at = cluster.seats.index(seat)
                self.rebuild(cluster, cluster.tokens, cluster.seats[:at] + cluster.seats[at + 1:],
                             lambda cards, memos, weight: ((cards, memos[:at] + memos[at + 1:], weight),))
                self._touched.add(cluster)

    # ------------------------------------------------------------------ the steps

    def arrived(self, step: Step, weights: Weights | None = None) -> None:
        """Cards came into a hand: from the never-seen cards, the set-aside card, or the
        cards under the deck; the drawer's memo gets what it saw.

        The cards a player draws just before deciding are given their identities with
        the decision (:meth:`decision_weights`): the table never holds a row for each
        card it might have drawn, only for each card it kept."""
        seat, event = step.event.player, step.event
        if seat == self.viewer:
            for token in step.from_bottom:
                self.gone(token)
            return
        unseen = tuple(token for token in step.fresh + step.from_set_aside if token.card is None)
        for token in step.fresh + step.from_set_aside:
            if token.card is not None:  # shown to the viewer as it arrived
                self.placed(token, seat)
        following = self.events[step.index + 1] if step.index + 1 < len(self.events) else None
        remembered = event.secret is None and bool(event.seen_by) and event.kind in self.remembered
        if (unseen and not step.from_bottom and len(unseen) == len(step.fresh + step.from_set_aside)
                and seat in self.cluster_of_seat and event.kind in ("draw", "chancellor_draw")
                and following is not None and following.kind in _DECISIONS and following.player == seat):
            choices = tuple(card for card, count in self.replay.unseen.items() if count > 0)
            self._pending = (seat, unseen, choices, step.index, event.kind, remembered)
            return
        if step.from_bottom:
            self.together(step.from_bottom, (seat,))
        if unseen:
            self.drawn_unseen(seat, unseen)
        if event.secret is None and event.seen_by:  # the drawer saw what the viewer did not
            tokens = self.replay.tokens(seat)
            taken = tokens[1:] if event.kind == "chancellor_draw" else (
                tokens if event.kind == "hand" else tokens[-1:])
            cluster = self.together(taken, (seat,))
            columns = [cluster.column(token) for token in taken]
            if event.kind in ("hand", "chancellor_draw"):
                self.remember(seat, step.index, lambda cards: (tuple(cards[c] for c in columns),))
            else:
                self.remember(seat, step.index, lambda cards: (cards[columns[0]],))

    def play(self, step: Step, weights: Weights | None) -> None:
        seat, event = step.event.player, step.event
        if seat == self.viewer:
            return
        card = event.details["card"]
        public_drawn = event.details.get("drawn")
        cluster = self.cluster_of_seat[seat]
        (old_given, old), (new_given, new) = self._places(cluster, step.held)
        self._pending = None
        gone = {place for given, place in ((old_given, old), (new_given, new)) if not given}
        keep = [column for column in range(len(cluster.tokens)) if column not in gone]
        tokens = [cluster.tokens[column] for column in keep] + [step.kept]
        at = cluster.seats.index(seat)
        index = step.index
        remembers_drawn = "play" in self.remembered

        def resolve(cards, memos, weight):
            rest = tuple([cards[column] for column in keep])
            for drawn_cards, chance, memo in weights.get((cards, memos), ()):
                mine = drawn_cards[old] if old_given else cards[old]
                drawn = drawn_cards[new] if new_given else cards[new]
                if drawn is card:  # of two alike, the engine plays the one just drawn
                    was_drawn, kept = True, mine
                else:
                    was_drawn, kept = False, drawn
                if public_drawn is not None and public_drawn != was_drawn:
                    continue
                if public_drawn is None and remembers_drawn:  # the player knows which it played
                    memo += ((index, (was_drawn,)),)
                yield rest + (kept,), memos[:at] + (memo,) + memos[at + 1:], weight * chance

        self.rebuild(cluster, tokens, cluster.seats, resolve,
                     self.refused(seat, f"play of the {card.label()}"))

    def chancellor_return(self, step: Step, weights: Weights | None) -> None:
        seat = step.event.player
        if seat == self.viewer:
            for token in step.given:
                self.placed(token)
            return
        cluster = self.cluster_of_seat[seat]
        places = self._places(cluster, step.held)
        self._pending = None
        gone = {place for given, place in places if not given}
        keep = [column for column in range(len(cluster.tokens)) if column not in gone]
        tokens = [cluster.tokens[column] for column in keep] + [step.kept, *step.returned]
        at = cluster.seats.index(seat)
        index = step.index
        self._returned[index] = step.returned

        # Each option's cards and its line of the memo, made once (a table may have
        # hundreds of thousands of rows to extend with them).
        placed = {}

        def made(option):
            found = placed.get(option)
            if found is None:
                bottom = tuple(option.bottom)
                found = placed[option] = ((option.keep,) + bottom, ((index, (option.keep, bottom)),))
            return found

        def choose(cards, memos, weight):
            rest = tuple([cards[column] for column in keep])
            before, after = memos[:at], memos[at + 1:]
            for _drawn, options, memo in weights.get((cards, memos), ()):
                for option, chance in options:
                    ours, line = made(option)
                    # The memo keeps the choice: the chooser always remembers it.
                    yield rest + ours, before + (memo + line,) + after, weight * chance

        self.rebuild(cluster, tokens, cluster.seats, choose, self.refused(seat, "Chancellor choice"))

    def king(self, step: Step, weights: Weights | None) -> None:
        actor, target = step.event.player, step.event.details["target"]
        if self.viewer in (actor, target):
            # The viewer's copy holds the secret, which the other player shares.
            for token in step.received:
                self.gone(token)
            other = target if actor == self.viewer else actor
            for token in step.given:
                self.placed(token, other)
            return
        mine, theirs = step.exchanged
        cluster = self.together((mine, theirs), (actor, target))
        a, b = cluster.column(mine), cluster.column(theirs)
        self.remember(actor, step.index, lambda cards: (cards[a], cards[b]))
        self.remember(target, step.index, lambda cards: (cards[a], cards[b]))

    def guard(self, step: Step, weights: Weights | None) -> None:
        details = step.event.details
        target, guess = details["target"], details["guess"]
        if target is not None and target != self.viewer and not details["hit"]:
            self.keep_if(self.replay.tokens(target)[0], lambda card: card is not guess)

    def priest(self, step: Step, weights: Weights | None) -> None:
        actor, target = step.event.player, step.event.details["target"]
        if actor == self.viewer:
            for token in step.learned:
                self.shown(token)
            return
        token = self.replay.tokens(target)[0]
        if target == self.viewer:
            mine = token.card
            self.remember(actor, step.index, lambda cards: (mine,))
            return
        cluster = self.together((token,), (actor,))
        column = cluster.column(token)
        self.remember(actor, step.index, lambda cards: (cards[column],))

    def baron(self, step: Step, weights: Weights | None) -> None:
        actor, details = step.event.player, step.event.details
        target, loser = details["target"], details["loser"]
        if self.viewer in (actor, target):
            for token in step.learned:
                self.shown(token)
            return
        values = self.observation.edition.values
        mine, theirs = self.replay.tokens(actor)[0], self.replay.tokens(target)[0]
        cluster = self.together((mine, theirs), (actor, target))
        a, b = cluster.column(mine), cluster.column(theirs)

        def compare(cards, memos, weight):
            ours, its = values[cards[a]], values[cards[b]]
            lost = None if ours == its else (actor if ours < its else target)
            if lost == loser:
                yield cards, memos, weight

        self.rebuild(cluster, cluster.tokens, cluster.seats, compare)
        self.remember(actor, step.index, lambda cards: (cards[a], cards[b]))
        self.remember(target, step.index, lambda cards: (cards[a], cards[b]))

    def discarded(self, step: Step, weights: Weights | None) -> None:
        for token in step.discarded:
            self.gone(token)

    def round_end(self, step: Step, weights: Weights | None) -> None:
        aside = self.replay.set_aside
        for token in step.learned:
            if token is not aside:  # the set-aside card is one of the never-seen cards
                self.shown(token)

    # ------------------------------------------------------------------ the end

    def _tables(self):
        replay = self.replay
        places = {}
        for seat, tokens in enumerate(replay.hands):
            for number, token in enumerate(tokens):
                places[token] = ("hand", seat, number)
        for number, token in enumerate(replay.bottom):
            places[token] = ("bottom", number)
        tables, clusters = [], []
        for cluster in self.cluster_of_token.values():
            if cluster not in clusters:
                clusters.append(cluster)
        for cluster in clusters:
            table = {}
            for (cards, _memos), weight in cluster.rows.items():
                table[cards] = table.get(cards, 0) + weight
            tables.append((tuple(places[token] for token in cluster.tokens), table))
        return tables


#: Tables as HistoryTables lists them: (the places of a cluster's cards, {identities: weight}).
Tables = list[tuple[tuple[object, ...], dict[tuple[object, ...], object]]]


def evidence_of_tables(histories: HistoryTables, tables: Tables | None = None, exact: bool | None = None) -> Evidence:
    """The :class:`~lovelet.deduction.slots.Evidence` of a :class:`HistoryTables` (or of
    ``tables`` in the same form, such as several estimates pooled; ``exact`` says then
    whether they are)."""
    factors = Factors()
    slot_at = {}
    for places, table in (histories.tables if tables is None else tables):
        for place, slot in zip(places, factors.table(whole(table))):
            slot_at[place] = slot
    set_aside_slot = None
    aside = histories.replay.set_aside
    if aside is not None and aside.card is not None:  # shown once the round is over
        set_aside_slot = factors.known(aside.card)
    return finished_evidence(histories.observation, histories.replay, factors,
                             lambda seat, number, token: slot_at["hand", seat, number],
                             lambda number, token: slot_at["bottom", number],
                             set_aside_slot, histories.model, histories.exact if exact is None else exact)


_HANDLERS = {
    "hand": HistoryTables.arrived,
    "deal": HistoryTables.arrived,
    "draw": HistoryTables.arrived,
    "chancellor_draw": HistoryTables.arrived,
    "play": HistoryTables.play,
    "chancellor_return": HistoryTables.chancellor_return,
    "king": HistoryTables.king,
    "prince": HistoryTables.discarded,
    "eliminated": HistoryTables.discarded,
    "guard": HistoryTables.guard,
    "priest": HistoryTables.priest,
    "baron": HistoryTables.baron,
    "round_end": HistoryTables.round_end,
}
