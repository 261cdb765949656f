"""An opponent model: how likely an opponent's observed decisions are, hand by hand.

Without a model, a play tells the viewer only that the card was in the opponent's
hand and could be played.  With a model (an agent, whose ``policy`` gives the
probability of each legal action), a play also tells how *likely* that play was for
each hand the opponent may have held: a player who never discards the Princess did not
hold it in the card played; a player who always keeps the higher card kept a card
higher than the one played.

The agent decides from an :class:`~lovelet.Observation`, and the viewer cannot know
the opponent's real one (its own draws, what it saw with a Priest).  The model is
therefore shown a *reconstructed* observation of the opponent at the moment of the
decision, built from what the viewer knows (:class:`PublicHistory`, which reads the
viewer's :class:`~lovelet.replay.Replay`):

* ``hand``: the hypothesised cards, the older card first and the card just drawn last
  (after a Chancellor: the card kept from before, then the two drawn, in draw order);
* the public state at that moment: every discard pile, the face-up cards, the deck
  size, whether the set-aside card is still aside, who is protected or out, the turn
  number, the favors;
* the events up to that moment, each as the opponent saw it *to the extent the viewer
  saw it too*: public parts always, a secret only when both took part (a Baron or King
  between them); never the opponent's own draws or Priest looks;
* the legal actions of that hand in that situation (the Countess rule included).

An agent that reads only its hand, the public state and public events (the random
agents) is modelled exactly; one that remembers what it saw privately (the heuristic
agent's :func:`~lovelet.agents.heuristic.known_hands`) is modelled as if it had
forgotten whatever the viewer could not see.

:func:`opponent_view` builds that observation for one decision; :class:`OpponentModel`
gives the exact probabilities (fractions) the agent attaches to it.
"""

from fractions import Fraction
from math import gcd

from ..legality import chancellor_returns, hand_plays
from ..observation import Observation
from ..replay import Replay

__all__ = ["PublicHistory", "OpponentModel", "opponent_view", "whole"]


class PublicHistory:
    """The public state of a round, as one player's :class:`~lovelet.replay.Replay` of
    it stands, and the observation of a seat deciding at that moment.

    ``replay`` is the replay to follow (one of ``observation`` is made if none is
    given); :meth:`advance` reads its next event, or a caller advances the replay
    itself.  :meth:`view` reconstructs the observation of a seat deciding right after
    the events read.
    """

    def __init__(self, observation, replay=None):
        self.observation = observation
        self.replay = Replay(observation) if replay is None else replay
        self._seen_by = {}  # seat -> (events read, those events as that seat saw them)

    @property
    def read(self):
        """How many of the observation's events have been read."""
        return self.replay.read

    def advance(self):
        """Read the next event of the observation."""
        self.replay.advance()

    def view(self, seat, hand):
        """The observation of ``seat`` deciding now while holding ``hand`` (a tuple of
        cards, older first), as the viewer can reconstruct it."""
        observation, state = self.observation, self.replay
        hand = tuple(hand)
        eliminated = state.eliminated
        protected = state.protected
        if state.pending_chancellor:
            legal = chancellor_returns(hand)
        else:
            blocked = 0
            for other in protected | eliminated:
                blocked |= 1 << other
            legal = hand_plays(hand[0], hand[1], observation.players, seat, blocked,
                               observation.edition)[0]
        return Observation(
            edition=observation.edition,
            options=observation.options,
            names=observation.names,
            player=seat,
            hand=hand,
            discards=state.discards,
            face_up=state.face_up,
            deck_size=state.deck_size,
            set_aside_count=state.set_aside_count,
            protected=protected,
            eliminated=eliminated,
            current_player=seat,
            pending_chancellor=state.pending_chancellor,
            turn=state.turn,
            favors=state.favors,
            favors_needed=observation.favors_needed,
            is_over=False,
            winners=(),
            events=self._events_seen_by(seat),
            legal_actions=legal,
        )

    def _events_seen_by(self, seat):
        read = self.replay.read
        cached = self._seen_by.get(seat)
        if cached is not None and cached[0] == read:
            return cached[1]
        known = cached[1] if cached is not None else ()
        # The viewer's copy of an event holds its secret only if the viewer saw it;
        # seen_from(seat) then keeps it only if ``seat`` saw it too.
        fresh = self.observation.events[len(known):read]
        seen = known + tuple(event.seen_from(seat) for event in fresh)
        self._seen_by[seat] = (read, seen)
        return seen


def opponent_view(observation, index, seat, hand):
    """The observation a model is shown for ``seat`` deciding right after the first
    ``index`` events of ``observation`` while holding ``hand`` (older card first).

    For the decision recorded as ``observation.events[index]`` (a play or a Chancellor
    return), ``seat`` is that event's player.
    """
    history = PublicHistory(observation)
    for _ in range(index):
        history.advance()
    return history.view(seat, hand)


class OpponentModel:
    """An agent used as a model of the opponents: exact probabilities of their decisions.

    ``agent`` needs ``policy(observation)``; its ``exact_policy`` is used when it has
    one (see :meth:`lovelet.agents.Agent.exact_policy`), else each float of the policy
    is taken at its exact binary value.
    """

    def __init__(self, agent):
        self.agent = agent
        self._exact = getattr(agent, "exact_policy", None)

    def chances(self, observation):
        """{legal action: Fraction} for the decision of ``observation``."""
        if self._exact is not None:
            policy = self._exact(observation)
        else:
            policy = {action: Fraction(p) for action, p in self.agent.policy(observation).items()}
        chances = {}
        # An action the rules do not allow this hand has no chance, whatever the agent says.
        for action in observation.legal_actions():
            chance = policy.get(action, 0)
            chances[action] = chance if type(chance) is Fraction else Fraction(chance)
        return chances

    def chance_of(self, history, seat, hand, action):
        """The probability that ``seat`` holding ``hand`` takes ``action`` now."""
        return self.chances(history.view(seat, hand)).get(action, Fraction(0))

    def __repr__(self):
        return f"OpponentModel({self.agent!r})"


def whole(chances):
    """{key: Fraction} as {key: int}: every probability times the least number that makes
    them all whole (a factor common to every deal, which changes no belief); the zeros
    are left out."""
    scale = 1
    for chance in chances.values():
        denominator = chance.denominator
        scale = scale * denominator // gcd(scale, denominator)
    return {key: int(chance * scale) for key, chance in chances.items() if chance}
