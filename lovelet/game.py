"""A game: rounds played until someone has enough favors (RULES.md A14, A15).

:class:`Game` owns the seeded random generator, so the same seed gives the same
shuffles, the same first player and the same choices among tied winners.  Favors and
winners are read from the rounds, never stored twice.
"""

import random

from .arguments import checked_deck, checked_seat, player_names, shuffled_deck
from .cards import Options, edition_named
from .errors import IllegalAction, shown
from .round import Round

__all__ = ["Game"]


class Game:
    """A game of Love Letter for the named players.

    ``seed`` fixes every random choice of the game; without one, a seed is drawn and
    kept in :attr:`seed`, so any game can be reproduced.  (A caller's own
    ``random.Random`` may be passed as ``rng`` instead; the game then records every
    deck and starting player it draws, so that it can still be saved and replayed.)
    ``first_player`` is round 1's starting seat (random from the seed if omitted);
    ``deck`` an explicit order for round 1, top card first.  Options: ``tie_break``
    ("shared", or "discard_sum" in the classic edition), ``thresholds`` ("standard",
    or "aeg" in the classic edition) and ``reveal_drawn`` (others see whether the card
    played was the one just drawn).
    """

    def __init__(self, edition, players, seed=None, first_player=None, deck=None, *,
                 rng=None, **options):
        self.edition = edition_named(edition)
        self.names = player_names(self.edition, players)
        self.options = Options.checked(self.edition, **options)
        if rng is not None:
            if not isinstance(rng, random.Random) or seed is not None:
                raise IllegalAction("BAD_OPTION", "Pass either a seed (a whole number) or rng (a random.Random).")
        elif seed is None:
            seed = random.SystemRandom().randrange(2**32)
        elif isinstance(seed, bool) or not isinstance(seed, int):
            raise IllegalAction("BAD_OPTION", f"A seed must be a whole number, not {shown(seed)}.")
        if first_player is not None:
            first_player = checked_seat(first_player, len(self.names), "first_player")
        if deck is not None:
            checked_deck(self.edition, deck)
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)
        self.rounds = []
        self.log = {"first_player": first_player, "rounds": []}
        if first_player is None:
            first_player = self.rng.randrange(len(self.names))
            if self.seed is None:  # no seed to replay it from: record the draw
                self.log["first_player"] = first_player
        self._start(first_player, deck, (0,) * len(self.names), explicit_start=None)

    @classmethod
    def from_position(cls, edition, players, favors=None, seed=None, *, hands, deck, set_aside,
                      face_up=(), discards=None, protected=(), eliminated=(), active=0, turn=1,
                      **options):
        """A game whose current round is staged (see :meth:`Round.from_position`).

        ``favors`` lists the favors each seat already has; ``seed`` drives the rounds
        that follow.
        """
        edition = edition_named(edition)
        names = player_names(edition, players)
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise IllegalAction("BAD_OPTION", f"A seed must be a whole number, not {shown(seed)}.")
        rnd = Round.from_position(edition, players=names, favors=favors, hands=hands, deck=deck,
                                  set_aside=set_aside, face_up=face_up, discards=discards,
                                  protected=protected, eliminated=eliminated, active=active,
                                  turn=turn, **options)
        game = cls.__new__(cls)
        game.edition = edition
        game.names = names
        game.options = rnd.options
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        game.seed = seed
        game.rng = random.Random(seed)
        game.rounds = [rnd]
        # The position as the round was staged, in one plain form that the caller's
        # lists can no longer change.
        position = dict(
            hands=[rnd.hand(seat) for seat in range(rnd.players)],
            deck=rnd.deck, set_aside=rnd.set_aside, face_up=rnd.face_up,
            discards=[rnd.discards(seat) for seat in range(rnd.players)],
            protected=tuple(sorted(rnd.protected)), eliminated=tuple(sorted(rnd.eliminated)),
            active=rnd.current_player, turn=rnd.turn,
        )
        game.log = {"first_player": None, "rounds": [{"start_player": None, "deck": None}],
                    "position": position, "favors": rnd.favors_before}
        return game

    def _start(self, start_player, deck, favors, explicit_start):
        # With a seed, what the seed decides is not recorded (a replay draws it again);
        # with a caller's rng there is no seed, so every draw is recorded.
        record_all = self.seed is None
        explicit_deck = deck is not None
        order = checked_deck(self.edition, deck) if explicit_deck else shuffled_deck(self.edition, self.rng)
        rnd = Round(self.edition, self.names, self.options, start_player, favors)
        rnd._setup(order)
        self.rounds.append(rnd)
        self.log["rounds"].append({
            "start_player": start_player if record_all else explicit_start,
            "deck": list(order) if explicit_deck or record_all else None,
        })

    # ------------------------------------------------------------------ reading

    @property
    def round(self):
        """The round in progress (or the last one, once the game is over)."""
        return self.rounds[-1]

    @property
    def players(self):
        return len(self.names)

    @property
    def favors(self):
        """Favors of every seat, including those the last round awarded."""
        return self.round.favors

    @property
    def favors_needed(self):
        return self.round.favors_needed

    @property
    def winners(self):
        """Seats that reached the favor target (several can win together); empty until then."""
        return self.round.game_winners

    @property
    def is_over(self):
        return bool(self.winners)

    # ------------------------------------------------------------------ acting

    def apply(self, action, player=None):
        """Apply ``action`` to the round in progress (see :meth:`Round.apply`)."""
        return self.round.apply(action, player)

    def legal_actions(self):
        return self.round.legal_actions()

    def observation(self, player):
        """What ``player`` may know of the round in progress, favors included."""
        return self.round.observation(player)

    def next_round(self, start_player=None, deck=None):
        """Start the next round (RULES.md A15) and return it.

        The previous round's winner starts; after a shared win, one of the tied winners
        drawn from the game's seed, or ``start_player`` if given (it must be one of them).
        ``deck`` is an explicit order, top card first.
        """
        previous = self.round
        if self.is_over:
            raise IllegalAction("GAME_OVER", "The game is over: no more rounds are played.")
        if not previous.is_over:
            raise IllegalAction("ROUND_NOT_OVER", "This round is not over yet: play it to the end first.")
        winners = previous.winners
        if start_player is not None:
            chosen = checked_seat(start_player, self.players, "start_player", code="BAD_START_PLAYER")
            if chosen not in winners:
                names = " or ".join(self.names[seat] for seat in winners)
                raise IllegalAction(
                    "BAD_START_PLAYER",
                    f"The next round is started by a winner of the last one: {names}.",
                )
        if deck is not None:
            checked_deck(self.edition, deck)
        # Only now, with every argument accepted, may the game's generator be drawn from.
        if start_player is None:
            chosen = winners[0] if len(winners) == 1 else self.rng.choice(winners)
        self._start(chosen, deck, previous.favors, explicit_start=start_player if start_player is None else chosen)
        return self.round

    def __repr__(self):
        favors = ", ".join(f"{name} {count}" for name, count in zip(self.names, self.favors))
        state = "over" if self.is_over else f"round {len(self.rounds)}"
        return f"<Game {self.edition.name}: {favors} (of {self.favors_needed}); {state}>"

    def _repr_html_(self):
        from .display import game_html

        return game_html(self)
