"""An opponent model: how likely an opponent's observed decisions are, hand by hand.

Without a model, a play tells the viewer only that the card was in the opponent's
hand and could be played.  With a model (an agent, whose ``policy`` gives the
probability of each legal action), a play also tells how *likely* that play was for
each hand the opponent may have held: a player who never discards the Princess did not
hold it in the card played; a player who always keeps the higher card kept a card
higher than the one played.

What "the model's probability of a play" is.  The agent is shown the observation the
opponent had at that decision, and the probability is :meth:`OpponentModel.chances`:

* ``agent.exact_policy(observation)`` when the agent has it (exact fractions);
* else ``agent.policy(observation)``, each float taken at its exact binary value;
* else (an agent that only has ``choose(observation, rng)``, or a plain function of
  ``(observation, rng)``) the share of each action among :data:`DRAWS` decisions drawn
  with generators of their own (fixed seeds), plus one draw spread evenly over the
  legal actions so that no legal play is ever ruled out by a sample: an estimate, and
  the belief says so (``exact`` is False).

Which observation.  What an agent may decide from sets how the viewer rebuilds the
opponent's observation (:func:`decides_from`):

* ``"public"``: the agent reads only its hand, the legal actions and the public state
  and events (the random agents).  The viewer can rebuild all of that
  (:class:`PublicHistory`): the hypothesised hand, the older card first and the card
  just drawn last (after a Chancellor: the card kept from before, then the two drawn,
  in draw order); the public state at that moment (every discard pile, the face-up
  cards, the deck size, whether the set-aside card is still aside, who is protected or
  out, the turn number, the favors); the events up to that moment, each as the
  opponent saw it *to the extent the viewer saw it too* (public parts always, a secret
  only when both took part); the legal actions of that hand in that situation (the
  Countess rule included).  A play's weight then depends on the two cards of the
  opponent only, which keeps the belief fast (:mod:`~lovelet.deduction.evidence`).
* ``"sightings"``: the agent also uses what it saw privately of the cards in *other*
  players' hands: its Priest looks, its Baron comparisons and King exchanges, the cards
  it put under the deck with a Chancellor once another player draws them (the heuristic
  agent's :func:`~lovelet.agents.heuristic.known_hands`).  It decides alike whatever the
  secrets of its own draws (its replay knows its hand without them) and whatever it
  knows of the cards still under the deck;
* ``"everything"``: it may read any part of its observation (the default for an agent
  that does not say).

For the last two the viewer cannot rebuild the observation, but each hidden history
determines it: :mod:`~lovelet.deduction.histories` weighs every history by the chances
of the decisions seen, each with the observation the opponent really had in it
(:meth:`PublicHistory.view` with those events; for a ``"sightings"`` agent, the public
one plus its sightings, which it decides from alike).

An agent says which it is with an attribute ``decides_from`` (one of the three);
lovelet's own agents are declared here by their package (:func:`declare_decides_from`),
since a subclass of theirs may read more.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from math import gcd
from typing import TypeVar, Union

from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown
from lovelet.engine.events import Event
from lovelet.engine.legality import chancellor_returns, hand_plays
from lovelet.engine.observation import Observation
from lovelet.engine.replay import Replay
from lovelet.engine.streams import derived_generator
from lovelet.deduction.players import Action, Decider, PolicyPlayer, RandomAgent, decision, floats_at_exact_value

__all__ = ["PublicHistory", "OpponentModel", "opponent_view", "whole", "decides_from", "declare_decides_from",
           "checked_model", "Model",
           "PUBLIC", "SIGHTINGS", "EVERYTHING", "DRAWS"]

#: What an agent decides from: its hand, the legal actions, the public state and events.
PUBLIC = "public"
#: ... and what it saw privately of the cards in other players' hands.
SIGHTINGS = "sightings"
#: ... anything in its observation.
EVERYTHING = "everything"
_KINDS = (PUBLIC, SIGHTINGS, EVERYTHING)

#: How many decisions of an agent without a policy are drawn to estimate its chances.
DRAWS = 64

# What the agents of exactly these classes decide from, as their packages declare it.
_DECLARED: dict[type, str] = {RandomAgent: PUBLIC}


def declare_decides_from(kind: type, reads: str) -> None:
    """Say that the agents of exactly the class ``kind`` decide from ``reads`` (one of
    :data:`PUBLIC`, :data:`SIGHTINGS`, :data:`EVERYTHING`) without saying it themselves.

    A subclass of ``kind`` is not covered: it may read more.  :mod:`lovelet.agents`
    declares its random and heuristic agents this way when it is imported (an agent of
    theirs cannot exist before).
    """
    if reads not in _KINDS:
        raise ValueError(f"reads is one of {_KINDS}, not {reads!r}")
    _DECLARED[kind] = reads


def decides_from(agent: object) -> str:
    """What ``agent`` decides from: :data:`PUBLIC`, :data:`SIGHTINGS` or :data:`EVERYTHING`.

    An agent's own ``decides_from`` attribute says it; lovelet's random agents decide
    from the public state and their hand, its heuristic agent also from its sightings
    (:func:`~lovelet.agents.heuristic.known_hands`).  A subclass may decide
    otherwise, so only those exact classes are taken at their word; any other agent
    may read anything (the safe assumption: it is exact, only slower).
    """
    declared = getattr(agent, "decides_from", None)
    if isinstance(declared, str) and declared in _KINDS:
        return declared
    return _DECLARED.get(type(agent), EVERYTHING)


class PublicHistory:
    """The public state of a round, as one player's :class:`~lovelet.engine.replay.Replay` of
    it stands, and the observation of a seat deciding at that moment.

    ``replay`` is the replay to follow (one of ``observation`` is made if none is
    given); :meth:`advance` reads its next event, or a caller advances the replay
    itself.  :meth:`view` reconstructs the observation of a seat deciding right after
    the events read.
    """

    def __init__(self, observation: Observation, replay: Replay | None = None) -> None:
        self.observation = observation
        self.replay = Replay(observation) if replay is None else replay
        # seat -> (events read, those events as that seat saw them)
        self._seen_by: dict[int, tuple[int, tuple[Event, ...]]] = {}
        # (events read, the public fields of an observation then)
        self._moment: tuple[int, dict[str, object]] | None = None
        self._blocked = 0  # the seats out or protected then, as bits

    @property
    def read(self) -> int:
        """How many of the observation's events have been read."""
        return self.replay.read

    def advance(self) -> None:
        """Read the next event of the observation."""
        self.replay.advance()

    def view(self, seat: int, hand: tuple[Card, ...], events: tuple[Event, ...] | None = None) -> Observation:
        """The observation of ``seat`` deciding now while holding ``hand`` (a tuple of
        cards, older first), as the viewer can reconstruct it.

        ``events`` replaces the events the viewer can reconstruct (the public parts and
        the secrets shared with ``seat``) by those ``seat`` really saw, when known."""
        observation, hand = self.observation, tuple(hand)
        public = self._public()
        if public["pending_chancellor"]:
            legal = chancellor_returns(hand)
        else:
            legal = hand_plays(hand[0], hand[1], observation.players, seat, self._blocked,
                               observation.edition)[0]
        return Observation(player=seat, hand=hand, current_player=seat,
                           events=self._events_seen_by(seat) if events is None else events,
                           legal_actions=legal, **public)

    def _public(self) -> dict[str, object]:
        """The fields every seat's observation shares at this moment (read once a moment:
        a model is asked about many hands at each)."""
        state = self.replay
        if self._moment is not None and self._moment[0] == state.read:
            return self._moment[1]
        observation = self.observation
        protected, eliminated = state.protected, state.eliminated
        blocked = 0
        for other in protected | eliminated:
            blocked |= 1 << other
        self._blocked = blocked
        public = dict(edition=observation.edition, options=observation.options, names=observation.names,
                      discards=state.discards, face_up=state.face_up, deck_size=state.deck_size,
                      set_aside_count=state.set_aside_count, protected=protected, eliminated=eliminated,
                      pending_chancellor=state.pending_chancellor, turn=state.turn, favors=state.favors,
                      favors_needed=observation.favors_needed, is_over=False, winners=())
        self._moment = (state.read, public)
        return public

    def _events_seen_by(self, seat: int) -> tuple[Event, ...]:
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


def opponent_view(observation: Observation, index: int, seat: int, hand: tuple[Card, ...]) -> Observation:
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
    """An agent used as a model of the opponents: the probabilities of their decisions.

    ``agent`` is an agent with ``exact_policy``, ``policy`` or only ``choose``, or a
    plain function of ``(observation, rng)``; see the module's docstring for what its
    probability of a decision is.  ``decides_from`` says what the agent reads
    (:func:`decides_from`); ``remembers`` is True unless that is only the public state;
    ``exact`` is False when the chances are estimated from drawn decisions.
    """

    def __init__(self, agent: Decider | PolicyPlayer) -> None:
        self.agent = agent
        self._exact = getattr(agent, "exact_policy", None)
        self._policy = getattr(agent, "policy", None)
        if not callable(self._exact):
            self._exact = None
        if not callable(self._policy):
            self._policy = None
        if self._policy is not None and floats_at_exact_value(agent):
            self._exact = None  # the same fractions, read more cheaply from the policy
        self.exact = self._exact is not None or self._policy is not None
        self.decides_from = decides_from(agent)
        self.remembers = self.decides_from != PUBLIC

    def chances(self, observation: Observation) -> dict[Action, Fraction]:
        """{legal action: Fraction} for the decision of ``observation``."""
        if self._exact is not None:
            policy = self._exact(observation)
        elif self._policy is not None:
            policy = self._policy(observation)
        else:
            policy = self._drawn(observation)
        chances = {}
        # An action the rules do not allow this hand has no chance, whatever the agent says.
        for action in observation.legal_actions():
            chance = policy.get(action, 0)
            if type(chance) is not Fraction:
                # A float at its exact binary value (0 and 1, the usual ones, without a sum).
                chance = _ZERO if chance == 0 else _ONE if chance == 1 else Fraction(chance)
            chances[action] = chance
        return chances

    def _drawn(self, observation: Observation) -> dict[Action, Fraction]:
        """The estimated chances of an agent that only chooses: the share of each action
        among DRAWS decisions, each with a generator of its own, plus one decision spread
        evenly over the legal actions."""
        legal = observation.legal_actions()
        counts = {action: Fraction(1, len(legal)) for action in legal}
        for number in range(DRAWS):
            action = decision(self.agent, observation, derived_generator(0, "opponent model", number))
            if action in counts:
                counts[action] += 1
        return {action: count / (DRAWS + 1) for action, count in counts.items()}

    def chance_of(self, history: PublicHistory, seat: int, hand: tuple[Card, ...], action: Action) -> Fraction:
        """The probability that ``seat`` holding ``hand`` takes ``action`` now, as the
        viewer rebuilds the decision (the public view: see :class:`PublicHistory`)."""
        return self.chances(history.view(seat, hand)).get(action, Fraction(0))

    def __repr__(self) -> str:
        return f"OpponentModel({self.agent!r})"


def checked_model(model: Model) -> OpponentModel | None:
    """``model`` (None, an agent, a function of (observation, rng) or an OpponentModel) as
    None or an OpponentModel; anything else is refused (BAD_OPTION).  Every deduction
    tool taking ``model=`` reads it here."""
    if model is not None and not isinstance(model, OpponentModel):
        if isinstance(model, type):
            raise refused("BAD_OPTION.agent_class", kind=model.__name__)
        if not any(callable(getattr(model, name, None)) for name in ("exact_policy", "policy", "choose")) \
                and not callable(model):
            raise refused("BAD_OPTION.model", shown=shown(model))
        model = OpponentModel(model)
    return model


#: An opponent model as the deduction tools take it (``model=``): None (every legal
#: decision alike), an agent or a function of (observation, rng), or an OpponentModel.
Model = Union[None, Decider, PolicyPlayer, OpponentModel]

_ZERO, _ONE = Fraction(0), Fraction(1)


_Key = TypeVar("_Key")


def whole(chances: Mapping[_Key, Fraction]) -> dict[_Key, int]:
    """{key: Fraction} as {key: int}: every probability times the least number that makes
    them all whole (a factor common to every deal, which changes no belief); the zeros
    are left out."""
    scale = 1
    for chance in chances.values():
        denominator = chance.denominator
        scale = scale * denominator // gcd(scale, denominator)
    return {key: int(chance * scale) for key, chance in chances.items() if chance}
