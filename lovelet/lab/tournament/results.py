"""A tournament's results: win rates with intervals, seat advantage, rounds, eliminations.

:class:`TournamentResult` holds the records of every game, in game order, and reads
them in a few ways:

* :meth:`~TournamentResult.win_rates` and :meth:`~TournamentResult.seat_advantage`:
  :class:`WinRate` values, each with its 95% Wilson score interval;
* :meth:`~TournamentResult.round_counts`, :meth:`~TournamentResult.round_lengths`,
  :meth:`~TournamentResult.end_reasons` and :meth:`~TournamentResult.eliminations`:
  counts;
* :meth:`~TournamentResult.rows` and :meth:`~TournamentResult.to_dataframe`: tidy rows
  (one per game and entrant, per round, per elimination, ...) as dicts or as a pandas
  DataFrame, for any other question.

Shared victories.  A game can be won by several players together (two players reach
the favors needed in the same round, after a shared tie or the Spy bonus), and a round
by every player tied at a showdown.  Such a game counts as a win for each of its
winners, and as ``shared`` too: win rates may then add up to a little more than 1, and
``shared`` says how much of a rate comes from such games.

Forfeits.  In a tournament of agents in their own processes (``isolate=True``), an
agent that overruns its time, raises or sends junk loses that game by forfeit: every
other seat wins it together (so it counts as shared), and :meth:`~TournamentResult.forfeits`
and the "forfeits" rows say which agent, in which game and why.

pandas is imported only by :meth:`~TournamentResult.to_dataframe`.
"""

import html
from collections import Counter
from typing import Any, NamedTuple

from lovelet.deduction.outcomes import wilson_interval
from lovelet.engine.errors import refused, shown
from lovelet.lab.tournament.records import GameRecord

__all__ = ["TournamentResult", "WinRate", "ROW_KINDS"]

#: The kinds of tidy rows a result gives (see :meth:`TournamentResult.rows`).
ROW_KINDS = ("entrants", "seats", "players", "rounds", "eliminations", "forfeits")
_FORFEIT_COLUMNS = ("game", "deal", "seat", "entrant", "agent", "reason", "detail", "sentence")


class WinRate(NamedTuple):
    """``wins`` out of ``games`` (``shared`` of them shared with another winner), the
    rate ``p = wins / games`` and its 95% Wilson score interval [``low``, ``high``]."""

    wins: int
    games: int
    shared: int
    p: float
    low: float
    high: float

    def __str__(self):
        return f"{self.p:.1%} [{self.low:.1%}, {self.high:.1%}]"


def win_rate(wins: int, games: int, shared: int = 0) -> WinRate:
    """The :class:`WinRate` of ``wins`` out of ``games`` (from 1 up)."""
    estimate = wilson_interval(wins, games)
    return WinRate(wins, games, shared, estimate.p, estimate.low, estimate.high)


class TournamentResult:
    """The results of :func:`~lovelet.lab.tournament.play_tournament`.

    ``entrants`` are the line-up's labels and ``kinds`` their agents' names, in the
    order they were given; ``records`` a :class:`~lovelet.lab.tournament.GameRecord` per
    game (or round), in game order; ``edition``, ``players``, ``unit``, ``seed`` and
    ``options`` what was played; ``seconds`` how long it took (not part of equality:
    two results are equal when they hold the same games).
    """

    def __init__(self, *, edition: str, players: int, unit: str, seed: int, options: dict[str, Any],
                 entrants: tuple[str, ...], kinds: tuple[str, ...], records: tuple[GameRecord, ...],
                 seconds: float | None = None) -> None:
        self.edition = edition
        self.players = players
        self.unit = unit
        self.seed = seed
        self.options = dict(options)
        self.entrants = tuple(entrants)
        self.kinds = tuple(kinds)
        self.records = tuple(records)
        self.seconds = seconds

    @property
    def games(self) -> int:
        """How many games (or rounds, for a tournament of single rounds) were played."""
        return len(self.records)

    @property
    def fair_share(self) -> float:
        """The win rate of an entrant no better than the others: 1 / players."""
        return 1 / self.players

    def _entrant(self, entrant):
        """An entrant given by label or index, as its index (BAD_OPTION otherwise)."""
        if isinstance(entrant, str) and entrant in self.entrants:
            return self.entrants.index(entrant)
        if type(entrant) is int and 0 <= entrant < len(self.entrants):
            return entrant
        raise refused("BAD_OPTION.not_an_entrant", shown=shown(entrant), entrants=", ".join(self.entrants))

    # ------------------------------------------------------------------ win rates

    def win_rates(self) -> dict[str, WinRate]:
        """{entrant label: :class:`WinRate`} over every game, in line-up order.

        A game won together counts as a win for each of its winners (and as shared):
        the rates may add up to more than 1 (see the module's documentation).
        """
        wins, shared = Counter(), Counter()
        for record in self.records:
            for entrant in record.winning_entrants:
                wins[entrant] += 1
                shared[entrant] += record.shared
        return {label: win_rate(wins[entrant], self.games, shared[entrant])
                for entrant, label in enumerate(self.entrants)}

    def seat_advantage(self, entrant: str | int | None = None) -> dict[int, WinRate]:
        """{seat: :class:`WinRate`}: how often the player at each seat won.

        Seat 0 starts the first round; the line-up rotates, so every entrant sits at
        every seat equally often (over whole rotations) and a seat's rate measures the
        seat, not who sat there.  With ``entrant`` (a label or an index), only the
        games that entrant played from each seat, and its wins there.
        """
        wins, shared, games = Counter(), Counter(), Counter()
        chosen = None if entrant is None else self._entrant(entrant)
        for record in self.records:
            for seat, sitting in enumerate(record.seats):
                if chosen is not None and sitting != chosen:
                    continue
                games[seat] += 1
                if seat in record.winners:
                    wins[seat] += 1
                    shared[seat] += record.shared
        return {seat: win_rate(wins[seat], games[seat], shared[seat])
                for seat in range(self.players) if games[seat]}

    # ------------------------------------------------------------------ rounds

    def round_counts(self) -> dict[int, int]:
        """{rounds played: how many games lasted that many}, shortest first."""
        return dict(sorted(Counter(len(record.rounds) for record in self.records).items()))

    def round_lengths(self) -> dict[int, int]:
        """{turns: how many rounds lasted that many turns}, shortest first."""
        return dict(sorted(Counter(rnd.turns for record in self.records
                                   for rnd in record.rounds).items()))

    def mean_rounds(self) -> float:
        """The mean number of rounds per game."""
        return sum(len(record.rounds) for record in self.records) / self.games

    def mean_turns(self) -> float:
        """The mean number of turns per round (0 when no round was finished: every game
        lost by forfeit in its first round)."""
        rounds = [rnd for record in self.records for rnd in record.rounds]
        return sum(rnd.turns for rnd in rounds) / len(rounds) if rounds else 0.0

    def forfeits(self) -> dict[str, int]:
        """{entrant label: how many games it lost by forfeit}, in line-up order (only
        agents playing in their own process forfeit; the reasons are in the "forfeits"
        rows)."""
        counts = Counter(record.seats[record.forfeit.seat] for record in self.records if record.forfeit)
        return {label: counts[entrant] for entrant, label in enumerate(self.entrants)}

    def end_reasons(self) -> dict[str, int]:
        """{how rounds ended: count}: "showdown" (the deck ran out) or "sole_survivor"."""
        return dict(Counter(rnd.reason for record in self.records for rnd in record.rounds).most_common())

    def eliminations(self, entrant: str | int | None = None) -> dict[str, int]:
        """{card: how many players it knocked out}, most first; with ``entrant`` (a label
        or an index), only that entrant's own eliminations."""
        chosen = None if entrant is None else self._entrant(entrant)
        counts = Counter(out.card for record in self.records for rnd in record.rounds
                         for out in rnd.eliminations
                         if chosen is None or record.seats[out.seat] == chosen)
        return dict(counts.most_common())

    # ------------------------------------------------------------------ tidy rows

    def rows(self, kind: str = "players") -> list[dict[str, Any]]:
        """Tidy rows (a list of dicts, one observation each) of ``kind``:

        * "entrants": one per entrant: games, wins, shared, win_rate, low, high;
        * "seats": the same per seat (seat 0 starts the first round);
        * "players": one per game and entrant: its seat, whether it won (and shared),
          its favors, the rounds played and won, how often it was knocked out;
        * "rounds": one per round: who started, turns, how it ended, the winners (a
          tuple of labels), the Spy bonus, how many players were knocked out;
        * "eliminations": one per player knocked out: round, turn, who, which card,
          played by whom;
        * "forfeits": one per game lost by forfeit: who, from which seat, the reason
          (:data:`lovelet.lab.isolation.FORFEIT_REASONS`), its detail and the sentence.

        Cards are given by their English names, entrants by their labels, seats by
        number (from 0).
        """
        if kind not in ROW_KINDS:
            raise refused("BAD_OPTION.row_kind", shown=shown(kind), kinds=", ".join(ROW_KINDS))
        return getattr(self, f"_{kind}_rows")()

    def to_dataframe(self, kind: str = "players") -> Any:
        """:meth:`rows` of ``kind`` as a pandas DataFrame."""
        import pandas

        rows = self.rows(kind)
        columns = list(rows[0]) if rows else (list(_FORFEIT_COLUMNS) if kind == "forfeits" else None)
        return pandas.DataFrame(rows, columns=columns)

    def _entrants_rows(self):
        return [dict(entrant=label, agent=kind, **_rate_fields(rate))
                for (label, rate), kind in zip(self.win_rates().items(), self.kinds)]

    def _seats_rows(self):
        return [dict(seat=seat, **_rate_fields(rate)) for seat, rate in self.seat_advantage().items()]

    def _players_rows(self):
        rows = []
        for record in self.records:
            out = Counter(elimination.seat for rnd in record.rounds for elimination in rnd.eliminations)
            won_rounds = Counter(seat for rnd in record.rounds for seat in rnd.winners)
            for seat, entrant in enumerate(record.seats):
                won = seat in record.winners
                rows.append(dict(game=record.number, deal=record.deal, entrant=self.entrants[entrant],
                                 agent=self.kinds[entrant], seat=seat, won=won,
                                 shared=won and record.shared, favors=record.favors[seat],
                                 rounds=len(record.rounds), rounds_won=won_rounds[seat],
                                 knocked_out=out[seat],
                                 forfeited=record.forfeit is not None and record.forfeit.seat == seat))
        return rows

    def _forfeits_rows(self):
        rows = []
        for record in self.records:
            forfeit = record.forfeit
            if forfeit is None:
                continue
            entrant = record.seats[forfeit.seat]
            rows.append(dict(zip(_FORFEIT_COLUMNS, (
                record.number, record.deal, forfeit.seat, self.entrants[entrant], self.kinds[entrant],
                forfeit.reason, forfeit.detail, forfeit.sentence("en")))))
        return rows

    def _rounds_rows(self):
        rows = []
        for record in self.records:
            labels = [self.entrants[entrant] for entrant in record.seats]
            for rnd in record.rounds:
                rows.append(dict(game=record.number, deal=record.deal, round=rnd.number,
                                 started_seat=rnd.started, started=labels[rnd.started],
                                 turns=rnd.turns, reason=rnd.reason,
                                 winners=tuple(labels[seat] for seat in rnd.winners),
                                 shared=len(rnd.winners) > 1,
                                 spy_bonus=None if rnd.spy_bonus is None else labels[rnd.spy_bonus],
                                 knocked_out=len(rnd.eliminations)))
        return rows

    def _eliminations_rows(self):
        rows = []
        for record in self.records:
            for rnd in record.rounds:
                for out in rnd.eliminations:
                    entrant, by = record.seats[out.seat], record.seats[out.by]
                    rows.append(dict(game=record.number, deal=record.deal, round=out.round, turn=out.turn,
                                     seat=out.seat, entrant=self.entrants[entrant], agent=self.kinds[entrant],
                                     card=str(out.card), by_seat=out.by, by=self.entrants[by],
                                     by_oneself=out.by_oneself, cause=out.cause))
        return rows

    # ------------------------------------------------------------------ summaries

    def summary(self) -> dict[str, Any]:
        """Everything the command line's ``--json`` prints: the settings, the win rates
        and seat advantage (as rows), the rounds, their lengths and endings, and the
        eliminations by card, and the forfeits (as rows); plain JSON values only."""
        return {
            "edition": self.edition, "players": self.players, "unit": self.unit,
            "games": self.games, "seed": self.seed, "options": dict(self.options),
            "seconds": self.seconds,
            "entrants": self.rows("entrants"), "seats": self.rows("seats"),
            "rounds_per_game": {"mean": self.mean_rounds(),
                                "counts": {str(k): v for k, v in self.round_counts().items()}},
            "turns_per_round": {"mean": self.mean_turns(),
                                "counts": {str(k): v for k, v in self.round_lengths().items()}},
            "end_reasons": self.end_reasons(),
            "eliminations": {str(card): count for card, count in self.eliminations().items()},
            "forfeits": self.rows("forfeits"),
        }

    def _key(self):
        return (self.edition, self.players, self.unit, self.seed, tuple(sorted(self.options.items())),
                self.entrants, self.kinds, self.records)

    def __eq__(self, other):
        if not isinstance(other, TournamentResult):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None

    def __repr__(self):
        rates = ", ".join(f"{label} {rate.p:.1%}" for label, rate in self.win_rates().items())
        return (f"<TournamentResult {self.edition}, {self.players} players, {self.games} "
                f"{self.unit}s: {rates}>")

    def _repr_html_(self):
        def table(caption, heading, rows):
            head = "".join(f"<th>{html.escape(str(cell))}</th>" for cell in heading)
            body = "".join("<tr>" + "".join(f"<td>{html.escape(str(cell))}</td>" for cell in row) + "</tr>"
                           for row in rows)
            return (f"<table><caption>{html.escape(caption)}</caption><thead><tr>{head}</tr></thead>"
                    f"<tbody>{body}</tbody></table>")

        heading = ("wins", "win rate", "95% interval", "shared")
        entrants = [(label, rate.wins, f"{rate.p:.1%}", f"{rate.low:.1%} to {rate.high:.1%}", rate.shared)
                    for label, rate in self.win_rates().items()]
        seats = [(f"{seat} (starts)" if seat == 0 else seat, rate.wins, f"{rate.p:.1%}",
                  f"{rate.low:.1%} to {rate.high:.1%}", rate.shared)
                 for seat, rate in self.seat_advantage().items()]
        caption = f"{self.games} {self.unit}s, {self.edition} edition, {self.players} players, seed {self.seed}"
        forfeits = [(row["game"], row["entrant"], row["sentence"]) for row in self.rows("forfeits")]
        return (table(caption, ("entrant",) + heading, entrants)
                + table("Seat advantage", ("seat",) + heading, seats)
                + (table("Lost by forfeit", ("game", "entrant", "why"), forfeits) if forfeits else ""))


def _rate_fields(rate):
    return dict(games=rate.games, wins=rate.wins, shared=rate.shared, win_rate=rate.p,
                low=rate.low, high=rate.high)
