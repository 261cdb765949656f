"""A game: rounds played until someone has enough favors (docs/rules.md A14, A15).

Randomness.  A game draws three things at random: round 1's starting player (when
none is given), each round's deck order, and the starting player after a shared win.
Each comes from its own stream derived from the game's seed and the round number
only (:class:`DerivedDealer`): round k's deck is the same whatever happened in the
rounds before and whatever the players drew for their own decisions, so two agents
compared on the same seeds meet the same deals (common random numbers).  No generator
of the game is handed out: nothing a player receives can be rewound to learn a deck.

Every dealt deck and every starting player is recorded in the rounds
(``rnd.dealt_deck``, ``rnd.start_player``), so a save never depends on Python's
shuffle staying the same across versions.  Favors and winners are read from the
rounds, never stored twice.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from lovelet.engine.arguments import checked_deck, checked_favors, player_names
from lovelet.engine.cards import Card, Options, edition_named
from lovelet.engine.dealers import DerivedDealer, SequentialDealer
from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import seat_of, seat_or_none
from lovelet.engine.observation import Observation
from lovelet.engine.round import Round
from lovelet.engine.round_state import Action, Favors
from lovelet.engine.streams import checked_seed
from lovelet.engine.compiling import mypyc_attr

__all__ = ["Game", "DerivedDealer", "SequentialDealer"]


@mypyc_attr(native_class=False, allow_interpreted_subclasses=True)  # built around a round without __init__ (from_result, _around)
class Game:
    """A game of Love Letter for the named players.

    ``seed`` fixes every random choice of the game; without one, a seed of 128 bits is
    drawn from :mod:`secrets` (:func:`lovelet.engine.streams.fresh_seed`) and kept in
    :attr:`seed`, so any game can be replayed once it is over, and no one can guess it
    while it is played.  ``Round.deal(edition, names, seed=s)`` deals what this game's
    first round deals for the same ``s``.  (A caller's own
    ``random.Random`` may be passed as ``rng`` instead; every draw then comes from it,
    in order.)  ``first_player`` is round 1's starting seat or name (random from the
    seed if omitted); ``deck`` an explicit order for round 1, top card first.  Options:
    ``tie_break`` ("shared", or "discard_sum" in the classic edition), ``thresholds``
    ("standard", or "aeg" in the classic edition) and ``reveal_drawn`` (others see
    whether the card played was the one just drawn).
    """

    def __init__(self, edition: object, players: object, seed: object = None,
                 first_player: object = None, deck: Iterable[Card] | None = None, *, rng: object = None,
                 **options: object) -> None:
        self.edition = edition_named(edition)
        self.names = player_names(self.edition, players)
        self.options = Options.checked(self.edition, **options)
        dealer: DerivedDealer | SequentialDealer
        checked: int | None = None  # a game drawing from the caller's generator has no seed
        if rng is not None:
            if not isinstance(rng, random.Random) or seed is not None:
                raise refused("BAD_OPTION.seed_or_rng")
            dealer = SequentialDealer(rng)
        else:
            checked = checked_seed(seed)
            dealer = DerivedDealer(checked)
        starter = None if first_player is None else self._seat(first_player, "first_player", "UNKNOWN_PLAYER")
        order = None if deck is None else checked_deck(self.edition, deck)
        self.seed = checked
        self._dealer = dealer
        self._position: dict[str, Any] | None = None  # the staged position of a game built by from_position
        self.rounds: list[Round] = []
        if starter is None:
            starter = dealer.first_player(len(self.names))
        self._start(starter, order, (0,) * len(self.names))

    @classmethod
    def from_position(cls, edition: object, players: object, favors: Favors = None,
                      seed: object = None, *, hands: object, deck: object, set_aside: object,
                      face_up: object = (), discards: object = None, protected: object = (),
                      eliminated: object = (), active: object = 0, turn: object = 1, rng: object = None,
                      **options: object) -> Game:
        """A game whose current round is staged (see :meth:`Round.from_position`).

        ``favors`` lists the favors each seat already has (each below the target, or
        the game would be over: BAD_POSITION); ``seed`` drives the rounds that follow
        (or ``rng``, a caller's ``random.Random``, drawn from in order).
        """
        chosen = edition_named(edition)
        names = player_names(chosen, players)
        checked = checked_seed(seed)
        rnd = Round.from_position(chosen, players=names, favors=favors, hands=hands, deck=deck,
                                  set_aside=set_aside, face_up=face_up, discards=discards,
                                  protected=protected, eliminated=eliminated, active=active,
                                  turn=turn, **options)
        reached = [names[seat] for seat, count in enumerate(rnd.favors_before) if count >= rnd.favors_needed]
        if reached:
            raise refused("BAD_POSITION.favors_won" if len(reached) == 1 else "BAD_POSITION.favors_won_several",
                          names=tuple(reached), count=rnd.favors_needed)
        game = cls._around(rnd, checked)
        if rng is not None:
            if not isinstance(rng, random.Random):
                raise refused("BAD_OPTION.rng", shown=shown(rng))
            game._dealer = SequentialDealer(rng)
        # The position as the round was staged, in one plain form that the caller's
        # lists can no longer change.
        game._position = dict(
            hands=tuple(rnd.hand(seat) for seat in range(rnd.players)),
            deck=rnd.deck, set_aside=rnd.set_aside, face_up=rnd.face_up,
            discards=tuple(rnd.discards(seat) for seat in range(rnd.players)),
            protected=tuple(sorted(rnd.protected)), eliminated=tuple(sorted(rnd.eliminated)),
            active=rnd.current_player, turn=rnd.turn, favors=rnd.favors_before,
        )
        return game

    @classmethod
    def from_round(cls, rnd: object, seed: object = None) -> Game:
        """A game whose current round is ``rnd`` (a round of any origin, such as a staged
        hidden world), going on with rounds dealt from ``seed``.  The game plays ``rnd``
        itself, not a copy."""
        if not isinstance(rnd, Round):
            raise refused("BAD_OPTION.from_round", shown=shown(rnd))
        return cls._around(rnd, checked_seed(seed))

    @classmethod
    def after_round(cls, edition: object, players: object, favors: Favors,
                    winners: Iterable[object], seed: object = None, **options: object) -> Game:
        """A game going on after a round that ended with ``winners`` and ``favors``
        (each seat's total, that round's gains included): its first round is dealt now,
        started as the next round after those winners would be (docs/rules.md A15).

        For playing on from a finished round of which only the result is known (an
        observation of a round that is over).  Refused (GAME_OVER) if those favors
        already decide the game.
        """
        chosen = edition_named(edition)
        names = player_names(chosen, players)
        checked = Options.checked(chosen, **options)
        totals = checked_favors(favors, len(names))
        seats = [seat_or_none(seat, names) for seat in winners]
        won = tuple(seat for seat in seats if seat is not None)
        if not won or len(won) < len(seats):
            raise refused("BAD_POSITION.winners")
        needed = chosen.favors_needed(len(names), checked.thresholds)
        if any(count >= needed for count in totals):
            raise refused("GAME_OVER.favors")
        game = cls.__new__(cls)
        game.edition, game.names, game.options = chosen, names, checked
        game.seed = checked_seed(seed)
        game._dealer = DerivedDealer(game.seed)
        game._position = None
        game.rounds = []
        game._start(game._starter(won, 1), None, totals)
        return game

    @classmethod
    def _around(cls, rnd: Round, seed: int) -> Game:
        game = cls.__new__(cls)
        game.edition = rnd.edition
        game.names = rnd.names
        game.options = rnd.options
        game.seed = seed
        game._dealer = DerivedDealer(seed)
        game._position = None
        game.rounds = [rnd]
        return game

    def _start(self, start_player: int, deck: Sequence[Card] | None, favors: tuple[int, ...]) -> None:
        number = len(self.rounds) + 1
        order = deck if deck is not None else self._dealer.deck(self.edition, number)
        rnd = Round(self.edition, self.names, self.options, start_player, favors)
        rnd._setup(order)
        self.rounds.append(rnd)

    def _seat(self, player: object, what: str, code: str) -> int:
        return seat_of(player, self.names, what, code)

    # ------------------------------------------------------------------ reading

    @property
    def round(self) -> Round:
        """The round in progress (or the last one, once the game is over)."""
        return self.rounds[-1]

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def favors(self) -> tuple[int, ...]:
        """Favors of every seat, including those the last round awarded."""
        return self.round.favors

    @property
    def favors_needed(self) -> int:
        return self.round.favors_needed

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats that reached the favor target (several can win together); empty until then."""
        return self.round.game_winners

    @property
    def is_over(self) -> bool:
        return bool(self.winners)

    @property
    def staged_position(self) -> dict[str, Any] | None:
        """The position a :meth:`from_position` game was staged at (a dict), else None."""
        return None if self._position is None else dict(self._position)

    # ------------------------------------------------------------------ acting

    def apply(self, action: object, player: object = None) -> None:
        """Apply ``action`` to the round in progress (see :meth:`Round.apply`)."""
        return self.round.apply(action, player)

    def legal_actions(self) -> tuple[Action, ...]:
        return self.round.legal_actions()

    def observation(self, player: object) -> Observation:
        """What ``player`` (a seat or a name) may know of the round in progress, favors included."""
        return self.round.observation(player)

    def next_round(self, start_player: object = None, deck: Iterable[Card] | None = None) -> Round:
        """Start the next round (docs/rules.md A15) and return it.

        The previous round's winner starts; after a shared win, one of the tied winners
        drawn from the game's seed, or ``start_player`` if given (it must be one of them).
        ``deck`` is an explicit order, top card first.
        """
        previous = self.round
        if self.is_over:
            raise refused("GAME_OVER.rounds")
        if not previous.is_over:
            raise refused("ROUND_NOT_OVER")
        winners = previous.winners
        if start_player is not None:
            chosen = self._seat(start_player, "start_player", "BAD_START_PLAYER")
            if chosen not in winners:
                raise refused("BAD_START_PLAYER", names=tuple(self.names[seat] for seat in winners))
        order = None if deck is None else checked_deck(self.edition, deck)
        # Only now, with every argument accepted, may the game draw at random.
        if start_player is None:
            chosen = self._starter(winners, len(self.rounds) + 1)
        self._start(chosen, order, previous.favors)
        return self.round

    def _starter(self, winners: Sequence[int], number: int) -> int:
        """Who starts round ``number`` after a round won by ``winners`` (A5, B5)."""
        return winners[0] if len(winners) == 1 else self._dealer.tie_break(winners, number)

    def generator_state(self) -> Any:
        """The state of the one generator of a game that draws from a ``random.Random``
        in order (``rng=``, or replayed from a save of format 1); None for a seeded game,
        whose every draw is derived from the seed instead.  (Whatever the generator's
        ``getstate`` gives: a tuple for Python's and lovelet's own generators, anything
        for a caller's own kind.)"""
        rng = getattr(self._dealer, "rng", None)
        return None if rng is None else rng.getstate()

    def snapshot(self) -> dict[str, object]:
        """The full state as plain values, for comparing two games."""
        rng = getattr(self._dealer, "rng", None)
        return {"seed": self.seed, "rounds": tuple(rnd.snapshot() for rnd in self.rounds),
                "position": self.staged_position,
                "generator": None if rng is None else rng.getstate()}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]  # a game changes; it cannot be a dict key

    def clone(self) -> Game:
        """An independent copy of this game: its rounds copied, its dealing the same."""
        twin = Game.__new__(Game)
        twin.__dict__.update(self.__dict__)
        twin.rounds = [rnd.clone() for rnd in self.rounds]
        twin._dealer = self._dealer.copy()
        return twin

    def __repr__(self) -> str:
        favors = ", ".join(f"{name} {count}" for name, count in zip(self.names, self.favors))
        state = "over" if self.is_over else f"round {len(self.rounds)}"
        return f"<Game {self.edition.name}: {favors} (of {self.favors_needed}); {state}>"

    def _repr_html_(self) -> str:
        from lovelet.display.rounds import game_html

        return game_html(self)
