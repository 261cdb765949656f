"""An agent that tries to guess the seed: the attack of issue 18, part 3.

At its first decision of a game, when it starts the first round (nothing played yet),
the Oracle compares its hand with the first round that each small seed would deal: the
seeds 0 .. ``TRIED - 1`` used as a game's seed (``Game(seed=s)``, a tournament's deal
seeds from a small tournament seed (``deal_seed(s, d)``), and the agents' seeds of
``play_game``).  Every deck of a seed that explains its hand goes into ``PREDICTED``;
the tests then check whether one of them is the deck really dealt.  Importable as
``seed_oracle:Oracle`` by ``lovelet simulate --agents``.
"""

from lovelet import Game, Round
from lovelet.engine.cards import edition_named
from lovelet.agents import RandomAgent
from lovelet.lab.tournament.runner import deal_seed

#: How many small seeds the Oracle tries (each as a game's seed and as a tournament's).
TRIED = 200
#: How many deals of a tournament of a small seed it tries.
DEALS = 4
#: The decks the Oracle believes were dealt (every play in this process appends to it).
PREDICTED = []

_CANDIDATES = {}  # (edition, players) -> [(first player, hands, dealt deck)]


def candidates(edition, players):
    """The first round of every seed the Oracle tries, for ``players`` in ``edition``."""
    key = (edition.name, players)
    if key not in _CANDIDATES:
        rounds = [Round.deal(edition, players, seed=seed) for seed in range(TRIED)]
        rounds += [Game(edition, players, seed=deal_seed(seed, deal), first_player=0).round
                   for seed in range(TRIED) for deal in range(DEALS)]
        _CANDIDATES[key] = [(rnd.start_player, rnd.hand(rnd.start_player), rnd.dealt_deck) for rnd in rounds]
    return _CANDIDATES[key]


class Oracle(RandomAgent):
    """Plays at random, and guesses the deal from the small seeds when it starts a game."""

    name = "oracle"

    def choose(self, observation, rng):
        first_decision = not any(observation.favors) and not any(observation.discards)
        if first_decision:
            seat, hand = observation.player, tuple(observation.hand)
            for start, dealt_hand, deck in candidates(edition_named(observation.edition), observation.players):
                if start == seat and tuple(dealt_hand) == hand:
                    PREDICTED.append(deck)
        return rng.choice(observation.legal_actions())

    choose_legal = None
