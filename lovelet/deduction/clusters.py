"""Weighted tables of hidden cards and opponents' memos, kept apart while independent.

A :class:`Cluster` is one table: its *columns* are hidden cards (the replay's tokens
that hold them), its *memos* what some opponents saw, and each *row* (one identity per
column, one memo per opponent) has a whole weight.  :class:`Clusters` keeps several,
each card and each memo in exactly one, and offers what a reader of the log needs:
join the clusters an event ties together (:meth:`Clusters.together`, the product of
their tables), rewrite a table row by row (:meth:`Clusters.rebuild`, rows that come
out alike adding up), keep the rows where a card passes a test, split a table that has
become a product, and thin a table by resampling when only an estimate is wanted.
:mod:`~lovelet.deduction.histories` reads the log with it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from math import gcd

from lovelet.engine.cards import Card
from lovelet.engine.replay import Token
from lovelet.deduction.counting import OutOfTime
from lovelet.deduction.factors import Inconsistent

__all__ = ["Cluster", "Clusters", "deals", "overflows", "whole", "Row", "Rows"]

#: A row of a table: (the identities of the cards, one per column; the memos, one per seat).
Row = tuple[tuple[Card, ...], tuple[tuple[object, ...], ...]]
#: A table: {row: whole weight}.
Rows = dict[Row, int]
#: What rebuilding a table yields for each of its rows: (cards, memos, weight) triples.
Produce = Callable[[tuple[Card, ...], tuple[tuple[object, ...], ...], int],
                   Iterable[tuple[tuple[Card, ...], tuple[tuple[object, ...], ...], int]]]


class Cluster:
    """Hidden cards and opponents' memos that depend on one another, as a weighted table.

    ``tokens`` are the replay's tokens of the hidden cards (the columns), ``seats`` the
    opponents whose memo is kept; ``rows`` maps (identities, one per token; memos, one
    per seat) to a whole weight.
    """

    __slots__ = ("tokens", "seats", "rows")

    def __init__(self, tokens: Iterable[Token] = (), seats: Iterable[int] = (), rows: Rows | None = None) -> None:
        self.tokens = tuple(tokens)
        self.seats = tuple(seats)
        self.rows = {((), ((),) * len(self.seats)): 1} if rows is None else rows

    def column(self, token: Token) -> int:
        """The column of ``token``'s card."""
        return self.tokens.index(token)

    def __repr__(self) -> str:
        return f"<Cluster of {len(self.tokens)} cards and {self.seats} memos: {len(self.rows)} rows>"


class Clusters:
    """Clusters of hidden cards and memos; each card (token) and each opponent's memo is
    in one, found with ``cluster_of_token`` and ``cluster_of_seat``.

    ``deadline`` (a ``time.perf_counter`` time) stops the work with OutOfTime, and so
    does ``work_limit`` (a number of rows made, a model's decision counting for many:
    a budget that, unlike a clock, gives the same answer on every machine); ``rows``,
    when given, caps every table, resampled with ``rng`` past it (then ``exact`` turns
    False).  A subclass says what a card may be (:attr:`unseen`: the copies still hidden
    now) and how to word a refusal (:meth:`refused`).
    """

    def __init__(self, seats: Iterable[int], deadline: float | None = None, rows: int | None = None,
                 rng: random.Random | None = None, work_limit: int | None = None) -> None:
        self.cluster_of_token: dict[Token, Cluster] = {}
        self.cluster_of_seat = {seat: Cluster(seats=(seat,)) for seat in seats}
        self.deadline = deadline
        self.work_limit = work_limit
        self.cap = rows
        self.rng = rng if rng is not None else random.Random(0)
        self.exact = True
        self.work = 0  # rows made so far (a model's decision counting for many)

    @property
    def unseen(self) -> Mapping[Card, int]:
        """{card: copies still hidden now}."""
        raise NotImplementedError

    def refused(self) -> Inconsistent:
        """The refusal when a table has no row left."""
        return Inconsistent("No deal of the cards explains this observation")

    def check_time(self) -> None:
        """Raise OutOfTime past the deadline."""
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise OutOfTime()

    def tick(self, work: int = 1) -> None:
        """Count ``work`` (rows made, or a model's decision); now and then, look at the time."""
        before = self.work
        self.work = before + work
        if self.work_limit is not None and self.work > self.work_limit:
            raise OutOfTime()
        # A look at the clock every 256 units: a few milliseconds of work at most.
        if before >> 8 != self.work >> 8:
            self.check_time()

    def together(self, tokens: Iterable[Token] = (), seats: Iterable[int] = ()) -> Cluster:
        """The one cluster holding ``tokens`` and the memos of ``seats`` still kept, merged
        if they were apart (a new, empty one when there is nothing to hold)."""
        clusters = []
        for token in tokens:
            cluster = self.cluster_of_token[token]
            if cluster not in clusters:
                clusters.append(cluster)
        for seat in seats:
            cluster = self.cluster_of_seat.get(seat)
            if cluster is not None and cluster not in clusters:
                clusters.append(cluster)
        if not clusters:
            return Cluster()
        merged = clusters[0]
        for other in clusters[1:]:
            rows = {}
            for (cards, memos), weight in merged.rows.items():
                self.tick(len(other.rows))  # row by row, so that a budget stops a large product in time
                for (more, theirs), other_weight in other.rows.items():
                    rows[cards + more, memos + theirs] = weight * other_weight
            merged = Cluster(merged.tokens + other.tokens, merged.seats + other.seats, rows)
            self.adopt(merged)
        return merged

    def adopt(self, cluster: Cluster) -> None:
        """Make ``cluster`` the one of its cards and memos."""
        for token in cluster.tokens:
            self.cluster_of_token[token] = cluster
        for seat in cluster.seats:
            self.cluster_of_seat[seat] = cluster

    def rebuild(self, cluster: Cluster, tokens: tuple[Token, ...], seats: tuple[int, ...], produce: Produce,
                refusal: Inconsistent | None = None) -> None:
        """Replace ``cluster``'s rows by those ``produce(cards, memos, weight)`` yields, as
        (cards, memos, weight), over the columns ``tokens`` and the memos of ``seats``;
        rows that come out alike add up.  Raises ``refusal`` when no row is left."""
        rows = {}
        get = rows.get
        read = 0
        for (cards, memos), weight in cluster.rows.items():
            for key_cards, key_memos, new_weight in produce(cards, memos, weight):
                key = (key_cards, key_memos)
                rows[key] = get(key, 0) + new_weight
            read += 1
            if not read & 255:  # a large table: count as it goes, so a budget stops it in time
                self.tick(256)
        self.tick(read % 256 + len(rows))
        for token in cluster.tokens:
            if token not in tokens:
                del self.cluster_of_token[token]
        for seat in cluster.seats:
            if seat not in seats:
                del self.cluster_of_seat[seat]
        cluster.tokens, cluster.seats, cluster.rows = tuple(tokens), tuple(seats), rows
        self.adopt(cluster)
        if not rows:
            raise refusal or self.refused()
        if self.cap is not None and len(rows) > self.cap:
            self.resample(cluster)

    def split_off(self, cluster: Cluster, tokens: Sequence[Token], seats: Sequence[int]) -> bool:
        """Move the columns of ``tokens`` and the memos of ``seats`` to a cluster of their
        own when the table is their table times the rest's; True if it was."""
        columns = [cluster.column(token) for token in tokens]
        memos = [cluster.seats.index(seat) for seat in seats]
        keep_columns = [c for c in range(len(cluster.tokens)) if c not in columns]
        keep_memos = [m for m in range(len(cluster.seats)) if m not in memos]
        if not keep_columns and not keep_memos:
            return False
        # A product holds every mix of a row's part with another row's rest: a few mixes
        # of rows far apart tell most tables that are not, without a pass in Python.
        rows = cluster.rows
        keys = list(rows)
        some = keys[::max(1, len(keys) // 12)]
        ours, theirs = set(columns), set(memos)
        for (cards, memo), (other_cards, other_memo) in zip(some, some[1:] + some[:1]):
            mixed = (tuple([cards[c] if c in ours else other_cards[c] for c in range(len(cards))]),
                     tuple([memo[m] if m in theirs else other_memo[m] for m in range(len(memo))]))
            if mixed not in rows:
                return False
        entries, left, right = [], {}, {}
        for (cards, memo), weight in cluster.rows.items():
            a = (tuple([cards[c] for c in columns]), tuple([memo[m] for m in memos]))
            b = (tuple([cards[c] for c in keep_columns]), tuple([memo[m] for m in keep_memos]))
            entries.append((a, b, weight))
            left[a] = left.get(a, 0) + weight
            right[b] = right.get(b, 0) + weight
        self.tick(len(entries))
        if len(left) * len(right) != len(entries):
            return False
        total = sum(left.values())
        for a, b, weight in entries:
            if weight * total != left[a] * right[b]:
                return False
        # The product of the two tables is the old one times ``total``, common to every row.
        part = Cluster([cluster.tokens[c] for c in columns], [cluster.seats[m] for m in memos], left)
        cluster.tokens = tuple(cluster.tokens[c] for c in keep_columns)
        cluster.seats = tuple(cluster.seats[m] for m in keep_memos)
        cluster.rows = right
        self.adopt(part)
        self.adopt(cluster)
        return True

    def resample(self, cluster: Cluster) -> None:
        """Keep ``cap`` rows, drawn in proportion to their weight times the deals of the
        unseen cards that give their identities, each then weighing the sum of those
        products over ``cap``, divided by its deals: every sum over the rows keeps its
        expectation, and the rows kept are those the belief will weigh most."""
        self.exact = False
        unseen = self.unseen
        keys, scores = [], []
        for key, weight in cluster.rows.items():
            ways = deals(key[0], unseen)
            if ways:
                keys.append(key)
                scores.append(weight * ways)
        if not keys:
            raise self.refused()
        total = sum(scores)
        drawn = self.rng.choices(range(len(keys)), weights=[float(score / total) for score in scores],
                                 k=self.cap)
        rows = {}
        for number in drawn:
            key = keys[number]
            rows[key] = rows.get(key, 0) + Fraction(total, self.cap * deals(key[0], unseen))
        cluster.rows = rows

    def keep_if(self, token: Token, allowed: Callable[[Card], bool]) -> None:
        """Keep the rows in which ``token``'s identity passes ``allowed``."""
        cluster = self.cluster_of_token[token]
        at = cluster.column(token)
        self.rebuild(cluster, cluster.tokens, cluster.seats,
                     lambda cards, memos, weight: ((cards, memos, weight),) if allowed(cards[at]) else ())

def deals(cards: Sequence[Card], unseen: Mapping[Card, int]) -> int:
    """The ways to deal ``cards`` (one per column) from the copies ``unseen``."""
    ways, counts = 1, {}
    for card in cards:
        count = counts.get(card, 0)
        ways *= unseen[card] - count
        if ways <= 0:
            return 0
        counts[card] = count + 1
    return ways


def overflows(cards: Sequence[Card], unseen: Mapping[Card, int]) -> bool:
    """True when ``cards`` hold more copies of a character than are hidden."""
    counts = {}
    for card in cards:
        count = counts.get(card, 0) + 1
        if count > unseen[card]:
            return True
        counts[card] = count
    return False


def whole(table: Mapping[object, Fraction | int]) -> dict[object, int]:
    """{key: whole number or Fraction} as {key: int}, all times one common number (a
    factor common to every deal, which changes no belief); zeros left out."""
    scale = 1
    for weight in table.values():
        if type(weight) is Fraction:
            scale = scale * weight.denominator // gcd(scale, weight.denominator)
    return {key: int(weight * scale) for key, weight in table.items() if weight}
