"""What a tournament keeps of each game: small records (named tuples), read from the public log.

A :class:`GameRecord` is one game (or one round, in a tournament of single rounds):
who sat where, who won, the favors, and a :class:`RoundRecord` for each round played,
with its length, how it ended and an :class:`Elimination` for each player knocked out.

Everything here is read from the public part of the round's events (the ``details``
every player sees: plays, eliminations and their cause, the end of the round), never
from a hidden card: a tournament's records tell what the table saw.  Which card
knocked a player out is the card of the play that caused the ``eliminated`` event
(docs/rules.md A10): a Guard that named the right card, a Baron (whoever lost the
comparison, its own player included), a Prince that made someone discard the
Princess, the Princess played or discarded by its own holder.
"""

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from lovelet.engine.round import Round
from lovelet.lab.isolation import Forfeit

__all__ = ["Elimination", "RoundRecord", "GameRecord", "round_record", "packed", "unpacked"]


class Elimination(NamedTuple):
    """One player knocked out of a round.

    ``seat`` was knocked out on turn ``turn`` (counted from 1 in the round) by the
    ``card`` that ``by`` played; ``by == seat`` when players knocked themselves out (a
    Princess played, a Baron comparison lost, a Prince aimed at oneself while holding
    the Princess).  ``cause`` is the engine's word for it ("guard", "baron", "prince",
    "princess").
    """

    round: int
    turn: int
    seat: int
    card: object
    by: int
    cause: str

    @property
    def by_oneself(self) -> bool:
        return self.by == self.seat


class RoundRecord(NamedTuple):
    """One round: its ``number`` in the game (from 1), the seat that ``started`` it,
    the ``turns`` played, the ``reason`` it ended ("showdown": the deck ran out;
    "sole_survivor": one player was left), its ``winners`` (seats; several after a
    shared tie), the favors each seat ``gained`` (the Spy bonus included), the Spy
    bonus seat or None, and the ``eliminations`` in the order they happened."""

    number: int
    started: int
    turns: int
    reason: str
    winners: tuple
    gained: tuple
    spy_bonus: object
    eliminations: tuple


class GameRecord(NamedTuple):
    """One game of a tournament (or one round, in a tournament of single rounds).

    * ``number``: its place in the tournament, from 0; ``deal``: the deal it was played
      on (every rotation of the line-up plays the same deals, see
      :func:`lovelet.lab.tournament.play_tournament`);
    * ``seats``: the entrant (its index in the line-up) at each seat; seat 0 starts the
      first round;
    * ``winners``: the seats that won the game (reached the favors needed; several
      when they reach them together) or, for a single round, won the round;
    * ``favors``: each seat's favors at the end;
    * ``rounds``: a :class:`RoundRecord` per round played;
    * ``deal_seed``, ``agent_seed``: the seeds that replay it exactly:
      ``play_game(Game(edition, players, seed=deal_seed, first_player=0, **options),
      agents_by_seat, seed=agent_seed)``;
    * ``forfeit``: None, or the :class:`~lovelet.lab.isolation.Forfeit` (seat, reason,
      detail) of an agent playing in its own process that lost the game by forfeit.
      The game stopped there: the forfeiting seat lost it and every other seat won it
      together (shared), ``favors`` are those at that moment and ``rounds`` the rounds
      finished before it.
    """

    number: int
    deal: int
    seats: tuple
    winners: tuple
    favors: tuple
    rounds: tuple
    deal_seed: int
    agent_seed: int
    forfeit: object = None

    @property
    def shared(self) -> bool:
        """True when several players won together."""
        return len(self.winners) > 1

    @property
    def winning_entrants(self) -> tuple[int, ...]:
        """The entrants (indexes in the line-up) that won."""
        return tuple(self.seats[seat] for seat in self.winners)

    def seat_of(self, entrant: int) -> int:
        """The seat entrant ``entrant`` (an index in the line-up) sat at."""
        return self.seats.index(entrant)


def round_record(rnd: Round, number: int) -> RoundRecord:
    """The :class:`RoundRecord` of ``rnd``, a finished round, number ``number`` of its game.

    Reads the public details of the round's events only.
    """
    turn = 0
    actor = card = None
    eliminations = []
    end = None
    for event in rnd.events:
        kind = event.kind
        if kind == "play":
            turn += 1
            actor, card = event.player, event.details["card"]
        elif kind == "eliminated":
            eliminations.append(Elimination(number, turn, event.player, card, actor,
                                            event.details["cause"]))
        elif kind == "round_end":
            end = event.details
    return RoundRecord(number=number, started=rnd.start_player, turns=turn, reason=end["reason"],
                       winners=tuple(end["winners"]), gained=tuple(end["gains"]),
                       spy_bonus=end["spy_bonus"], eliminations=tuple(eliminations))


def packed(records: Iterable[GameRecord]) -> tuple[tuple[Any, ...], ...]:
    """GameRecords as plain nested tuples, the form a worker sends them back in: a
    named tuple is pickled through a call per record, a plain tuple is not (several
    times faster, both ways, for thousands of records)."""
    return tuple((*record[:5], tuple((*rnd[:7], tuple(map(tuple, rnd[7]))) for rnd in record[5]), *record[6:8],
                  None if record[8] is None else tuple(record[8]))
                 for record in records)


def unpacked(rows: Iterable[Sequence[Any]]) -> tuple[GameRecord, ...]:
    """The GameRecords of :func:`packed` rows."""
    elimination = Elimination._make
    return tuple(GameRecord(*row[:5], tuple(RoundRecord(*rnd[:7], tuple(map(elimination, rnd[7])))
                                            for rnd in row[5]), *row[6:8],
                            None if row[8] is None else Forfeit._make(row[8]))
                 for row in rows)
