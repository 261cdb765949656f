"""Exact beliefs about the cards a player cannot see.

``belief(observation)`` conditions on everything in that player's observation (their
own cards, every discard, the face-up cards, their Priest looks, Baron comparisons
and King exchanges, other players' Barons, Guard misses, Prince discards, the cards
they returned with a Chancellor, what a later draw and play leave standing) and
answers with exact probabilities:

* ``b.hand(seat)``: for each character, the probability that ``seat`` holds it;
* ``b.set_aside``: the face-down set-aside card;
* ``b.next_draw``: the top card of the deck;
* ``b.joint(seats)``: the joint distribution of several hands.

"Exact" means equal to counting every deck order consistent with the observation,
with a uniformly shuffled deck and no model of how opponents choose their plays:
a play only tells that the card was in the player's hand and could be played (the
Countess rule).  The one hidden choice the rules leave to an opponent, which cards a
Chancellor keeps and in which order it returns the others, is taken as uniform over
its distinct options.

An opponent model.  ``belief(observation, model=agent)`` assumes instead that every
opponent plays like ``agent`` (any agent with ``policy(observation)`` or only
``choose(observation, rng)``, or a plain function of ``(observation, rng)``: see
:mod:`~lovelet.deduction.opponent_model` for what its probability of a decision is).
Each deck order is then weighed, besides, by the probability that the opponents made
the decisions seen, each decided from the observation that opponent really had in that
deal:

* an opponent's play counts the probability that the agent, with that observation
  (its two cards, the older one first and the card just drawn last, and everything
  it saw: its own draws, its Priest looks, its Baron comparisons and King exchanges,
  the cards it put under the deck), makes exactly that play (card, target, guess);
* an opponent's Chancellor choice, unseen, counts, for each option that leads to the
  cards the deck order puts in its hand and under the deck, the probability that the
  agent picks it, instead of spreading evenly over the options.

How that is summed depends on what the agent decides from
(:func:`~lovelet.deduction.opponent_model.decides_from`).  An agent that reads only its
hand and the public state (the random agents) has a play's weight depend on the two
cards of that opponent and public facts only, so it is one more factor over the two
hidden cards involved, exactly like the Countess rule it generalises (without a model
the weight is 1 when the play is allowed and 0 when not), and the belief costs little
more than without a model.  An agent that remembers what it saw in private (the
heuristic agent, or any agent that does not say) is weighed history by history with
what each opponent really saw (:mod:`~lovelet.deduction.histories`), which costs more:
the agent is asked once for each observation an opponent may have had at each of its
decisions.  Probabilities stay exact fractions when the agent gives them as such
(``exact_policy``); otherwise each float of its policy is taken at its exact binary
value; an agent with no policy makes the belief an estimate.  A model often sharpens the
belief, not always, and it is only as right as the model: an observation the model
could never produce raises ValueError.  :func:`~lovelet.deduction.compare.sharpening`
measures the difference.

A time budget (``belief(obs, budget=seconds)``) is never met by cutting corners: past
it, the belief is a sampled estimate (:mod:`~lovelet.deduction.sampling`), says so
(``b.exact is False``) and carries its standard error (``b.stderr``), which accounts
for the samples' weights and is 0 only when the answer is certain; if no sample
explains the position, the exact sum is computed after all (``b.fallback``).  Under a model that remembers, the exact tables get half
the budget, and past it an estimate from resampled tables takes a fixed amount of work
more (:func:`~lovelet.deduction.history_estimates.estimate_histories`).

How.  Every card that leaves the shuffled deck is a physical card whose identity is a
random draw; with a uniform shuffle, a sequence of identities for the cards drawn so
far has a probability that depends only on how many copies of each character it uses.
The observation weighs such a sequence by 0 or 1 (a play must be possible, a Guard
missed, a Priest showed this card...) and by 1/options for each unseen Chancellor
choice.  Each card drawn so far is now either seen by the player (a discard, a
face-up card, their own hand) or hidden in a *slot* (an opponent's hand, a card
returned under the deck); summing over every history that leads to the same slot
identities gives weights that :mod:`~lovelet.deduction.evidence` keeps, event by
event, as products of small factors (:mod:`~lovelet.deduction.factors`), and
:mod:`~lovelet.deduction.counting` adds them up over the supply of unseen cards.
The deck's untouched cards and the set-aside card are never told apart by anything
seen, so their distribution is what the slots leave of the unseen cards.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, Callable, Optional, Union, cast

from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import seat_of, whole_number_or_none
from lovelet.engine.observation import Observation, check_observation
from lovelet.display.deduction_tables import belief_html
from lovelet.deduction.budget import checked_seconds
from lovelet.deduction.belief_sums import exact_odds, float_probabilities, held_probabilities, prepared
from lovelet.deduction.counting import OutOfTime, count_assignments, joint_weights
from lovelet.deduction.drawn import DrawnAsHtml
from lovelet.deduction.evidence import read_evidence
from lovelet.deduction.factors import Inconsistent, Slot, product
from lovelet.deduction.histories import read_histories
from lovelet.deduction.history_estimates import estimate_histories
# checked_model is read here too: every tool taking model= checks it (its home is the opponent model).
from lovelet.deduction.opponent_model import Model, OpponentModel, checked_model
from lovelet.deduction.slots import Evidence
from lovelet.deduction.sampling import Estimate, largest_spread, sample

__all__ = ["belief", "Belief", "Probability"]

#: A probability: a float, or an exact Fraction (:meth:`Belief.as_fractions`).
Probability = Union[float, Fraction]
#: A distribution as kept: (whole weights, their total) when exact, or (probabilities,
#: None) when estimated; made into probabilities only when read (Belief._convert).
Kept = tuple[Mapping[Card, Any], Optional[int]]
#: The identities of some slots (or their probabilities, when estimated), with the total.
Joint = tuple[dict[tuple[Any, ...], Any], Any]


# Arguments typed ``object``, as the engine's: each is checked, and refused with an
# IllegalAction.
def belief(observation: object, budget: object = None, rng: object = None, model: Model = None) -> Belief:
    """What the player of ``observation`` may believe about every hidden card.

    ``budget`` is a time limit in seconds (None: exact, however long it takes).  When
    the exact answer would take longer, the result is an importance-sampled estimate
    drawn with ``rng`` (a ``random.Random``; a fixed seed if omitted).  ``model`` is an
    agent assumed to make every opponent's decisions, each from what that opponent saw
    (see the module's docstring); None weighs every legal decision alike.
    """
    seconds = checked_seconds(budget)
    if rng is not None and not isinstance(rng, random.Random):
        raise refused("BAD_OPTION.rng", shown=shown(rng))
    checked = checked_model(model)
    start = time.perf_counter()
    deadline = None if seconds is None else start + seconds
    if checked is not None and checked.remembers:
        check_observation(observation, "Deduction")
        assert isinstance(observation, Observation)  # (for the type checker: checked above)
        return _remembering(observation, checked, seconds, start, rng)
    return Belief(read_evidence(observation, checked), deadline, rng)


def _remembering(observation: Observation, model: OpponentModel, budget: float | None, start: float,
                 rng: random.Random | None) -> Belief:
    """The belief under a model that remembers what it saw (see histories): exact; with a
    budget, exact when the tables are read within half of it, else an estimate from
    tables thinned by resampling, read within the rest; when neither fits (or every
    resampled reading loses the histories that fit), the plain belief, whose ``model``
    is then None: the budget is kept whatever the history (lovelet.deduction.budget)."""
    if budget is None:
        return Belief(read_histories(observation, model))
    deadline = start + budget
    try:
        return Belief(read_histories(observation, model, deadline=start + budget / 2), deadline, rng)
    except OutOfTime:
        pass
    try:
        pooled, parts = estimate_histories(observation, model, rng or random.Random(0), deadline=deadline)
        pooled.stderr = largest_spread([Belief(part) for part in parts])
        return Belief(pooled, deadline, rng)
    except (OutOfTime, Inconsistent):
        # The plain belief, quick to weigh exactly: it gets half the budget again.
        return Belief(read_evidence(observation), time.perf_counter() + budget / 2, rng)


class Belief(DrawnAsHtml):
    """Probabilities of the hidden cards from one player's point of view.

    Probabilities are floats; :meth:`as_fractions` gives the same belief with exact
    :class:`fractions.Fraction` values.  Every distribution lists each character of
    the edition, impossible ones with probability 0.

    ``exact`` says whether the probabilities are exact; an estimate (a budget ran out)
    carries ``stderr``, the largest standard error of its probabilities, which accounts
    for the samples' weights (their effective number) and is 0 only when the answer is
    certain.  ``fallback`` is True when an estimate was due but its sampler found no
    deal that explains the position: the exact sum was then computed after all, past
    the budget.
    """

    draw_html = staticmethod(belief_html)  # type: ignore[assignment]  # a function of (belief, language)

    def __init__(self, evidence: Evidence, deadline: float | None = None, rng: random.Random | None = None) -> None:
        observation = evidence.observation
        self.edition = observation.edition
        self.player = observation.player
        self.names = observation.names
        self._observation = observation
        self.observation = observation  # the player's view this belief is of
        self._evidence = evidence
        # The agent assumed to play the opponents, or None.
        self.model = None if evidence.model is None else evidence.model.agent
        self._number: Callable[[Any], Probability] = float
        self._joints: dict[tuple[Slot, ...], Joint] = {}
        self._hypotheses: int | None = None
        self._estimate: Estimate | None = None
        self._odds: Mapping[Slot, Kept] = {}
        self._pool: Kept = ({}, 1)
        # The slots exchangeable with the pool need no sum (see split_groups); the hand of
        # an opponent holding several cards, when all but one of them are exchangeable
        # with the pool, has the chance that it holds a character come cheaply with that
        # one card weighed last (see hand).  Prepared by a compiled function, since this
        # class stays Python (lessons and students subclass it).
        self._supply, self._groups, self._pooled, self._weighed, self._busy = prepared(evidence, self.edition.cards)
        self._busy_contains: Kept | None = None
        self.fallback = False
        try:
            self._weigh_exactly(deadline)
            self.exact = True
            self.stderr = 0.0
        except OutOfTime:
            try:
                self._estimate_by_sampling(deadline, rng or random.Random(0))
                self.exact = False
            except Inconsistent:
                # Not one sample explained the position: rather than refuse an observation
                # that may well be valid, take the time the exact sum needs, and say so.
                self._estimate = None
                self._weigh_exactly(None)
                self.exact = True
                self.stderr = 0.0
                self.fallback = True
        if not evidence.exact:  # the evidence itself is an estimate (see histories)
            self.exact = False
            self.stderr = evidence.stderr if math.isnan(evidence.stderr) else max(self.stderr, evidence.stderr)

    # ------------------------------------------------------------------ computing

    def _weigh_exactly(self, deadline: float | None) -> None:
        # Kept as whole numbers over a denominator: the Fraction or float of each is made
        # only when read (_convert), and only for what is read.
        self._odds, self._pool, self._busy_contains = exact_odds(
            self._weighed, self._pooled, self._busy, self._supply, self.edition.cards, deadline)

    def _estimate_by_sampling(self, deadline: float | None, rng: random.Random) -> None:
        self._estimate = estimate = sample(self._groups, self._supply, rng, deadline)
        hands = [tuple(slots) for seat, slots in self._evidence.hands.items()
                 if seat != self.player and len(slots) > 1]
        odds, pool, self.stderr = estimate.summary(self._supply, hands)
        self._odds = {slot: (distribution, None) for slot, distribution in odds.items()}
        self._pool = (pool, None)

    # ------------------------------------------------------------------ reading

    @property
    def samples(self) -> int:
        """How many weighted samples the estimate used (0 for an exact belief)."""
        return 0 if self._estimate is None else len(self._estimate.samples)

    @property
    def hypotheses(self) -> int:
        """How many assignments of identities to the hidden cards that matter remain possible.

        The cards that matter are the opponents' hands and the cards returned under
        the deck; the rest of the deck and the set-aside card are exchangeable.
        """
        if self._hypotheses is None:
            self._hypotheses = count_assignments(self._groups, self._supply)
        return self._hypotheses

    def hand(self, seat: object) -> dict[Card, Probability]:
        """For each character, the probability that ``seat`` holds it.

        For an opponent holding one card this is the distribution of that card.  For
        the opponent whose turn it is (two cards, or three during a Chancellor) it is
        the probability that the hand *contains* the character, so the values add up
        to more than 1.  The player's own seat gives 1 for each card they hold; a seat
        out of the round holds nothing (every value 0).
        """
        number = self._seat(seat)
        cards = self.edition.cards
        if number == self.player:
            if self._number is float:
                return cast("dict[Card, Probability]", held_probabilities(self._observation.hand, cards))
            held = set(self._observation.hand)
            return {card: self._number(1 if card in held else 0) for card in cards}
        slots = self._evidence.hands[number]
        if not slots:
            return {card: self._number(0) for card in cards}
        if len(slots) == 1:
            return self._convert(self._odds[slots[0]])
        if self._busy_contains is not None and number == self._busy_seat():
            return self._convert(self._busy_contains)
        weights, total = self._joint_of_slots(tuple(slots))
        contains: dict[Card, Any] = {card: 0 for card in cards}
        for key, weight in weights.items():
            for card in set(key):
                contains[card] += weight
        if self._estimate is not None:
            return self._convert(({card: weight / total for card, weight in contains.items()}, None))
        return self._convert((contains, total))

    @property
    def set_aside(self) -> dict[Card, Probability]:
        """The distribution of the face-down set-aside card (empty once a Prince took it)."""
        evidence = self._evidence
        if evidence.set_aside_slot is not None:
            return self._convert(self._odds[evidence.set_aside_slot])
        if not evidence.set_aside_held:
            return {}
        return self._convert(self._pool)

    @property
    def next_draw(self) -> dict[Card, Probability]:
        """The distribution of the top card of the deck (empty when the deck is)."""
        return self.deck_card(0)

    def deck_card(self, position: object) -> dict[Card, Probability]:
        """The distribution of the card ``position`` places from the top of the deck (0:
        the next draw); empty past the bottom card.

        The deck is read as its never-drawn cards on top, every one of them alike, then
        the cards a Chancellor put back, each in its own place, the first to be drawn
        first.
        """
        if isinstance(position, bool) or not isinstance(position, int) or position < 0:
            raise refused("BAD_OPTION.deck_place", shown=shown(position))
        evidence = self._evidence
        if position >= self._observation.deck_size:
            return {}
        if position < evidence.fresh:
            return self._convert(self._pool)
        slot = evidence.bottom[position - evidence.fresh]
        assert slot is not None  # every card under the fresh ones came back from a hand
        return self._convert(self._odds[slot])

    def joint(self, seats: object) -> dict[tuple[object, ...], Probability]:
        """The joint distribution of the hands of ``seats``, as {tuple: probability}.

        Each tuple has one entry per seat, in the order given: the seat's card, or, for
        a seat holding several cards, the tuple of them from the lowest value up; None
        for a seat out of the round.  Only possible combinations are listed.
        """
        if type(seats).__module__ == "numpy" and getattr(seats, "ndim", None) == 1:
            seats = list(seats)  # type: ignore[call-overload]  # a numpy array of seats
        if isinstance(seats, (str, bytes)) or not isinstance(seats, (list, tuple, range)):
            raise refused("UNKNOWN_PLAYER.joint", shown=shown(seats))
        numbers = [self._seat(seat) for seat in seats]
        values = self.edition.values
        slots: list[Slot] = []
        pieces: list[tuple[str, Any]] = []  # per seat: a fixed entry, or the positions of its slots in a key
        for seat in numbers:
            held: tuple[Card, ...] = self._observation.hand if seat == self.player else ()
            hand: Sequence[Slot] = () if seat == self.player else self._evidence.hands[seat]
            if seat == self.player or not hand:
                held = tuple(sorted(held, key=values.__getitem__))
                pieces.append(("fixed", None if not held else held[0] if len(held) == 1 else held))
            else:
                pieces.append(("slots", list(range(len(slots), len(slots) + len(hand)))))
                slots.extend(hand)
        weights, total = self._joint_of_slots(tuple(slots)) if slots else ({(): 1}, 1)
        out: dict[tuple[object, ...], Any] = {}
        for key, weight in weights.items():
            entry: list[object] = []
            for kind, piece in pieces:
                if kind == "fixed":
                    entry.append(piece)
                elif len(piece) == 1:
                    entry.append(key[piece[0]])
                else:
                    entry.append(tuple(sorted((key[i] for i in piece), key=values.__getitem__)))
            whole = tuple(entry)
            out[whole] = out.get(whole, 0) + weight
        if self._estimate is not None:
            return {key: self._number(weight / total) for key, weight in out.items() if weight}
        return {key: self._number(Fraction(weight, total)) for key, weight in out.items() if weight}

    def as_fractions(self) -> Belief:
        """This belief with exact :class:`~fractions.Fraction` probabilities."""
        twin = object.__new__(Belief)
        twin.__dict__.update(self.__dict__)
        twin._number = Fraction
        return twin

    # ------------------------------------------------------------------ helpers

    def _busy_seat(self) -> int | None:
        for seat, slots in self._evidence.hands.items():
            if seat != self.player and len(slots) > 1:
                return seat
        return None

    def _seat(self, seat: object) -> int:
        """``seat`` (a seat number, a numpy integer or a name) as a seat; else
        UNKNOWN_PLAYER, with the engine's sentence (see :mod:`lovelet.engine.naming`)."""
        return seat_of(seat, self.names)

    def _convert(self, distribution: Kept) -> dict[Card, Probability]:
        """{card: probability} of ``distribution``: (whole weights, their total), exact,
        or (probabilities, None), an estimate's."""
        weights, total = distribution
        number, cards = self._number, self.edition.cards
        if total is None:
            return {card: number(weights.get(card, 0)) for card in cards}
        if number is float:  # the same float as the Fraction's, rounded once, made quicker
            return cast("dict[Card, Probability]", float_probabilities(cast("dict[Card, int]", weights), total, cards))
        return {card: Fraction(weights.get(card, 0), total) for card in cards}

    def _joint_of_slots(self, slots: tuple[Slot, ...]) -> Joint:
        """({identities of ``slots``: weight}, total weight): integers, or floats if sampled."""
        cached = self._joints.get(slots)
        if cached is not None:
            return cached
        result: Joint
        if self._estimate is not None:
            result = (self._estimate.joint(slots), 1.0)
        else:
            factors = self._evidence.factors
            wanted = list(dict.fromkeys(factors.group_of[slot] for slot in slots))
            inside = [factors.groups[gid] for gid in wanted]
            taken = {slot for group in inside for slot in group.slots}
            others = [group for group in self._weighed if taken.isdisjoint(group.slots)]
            weights = joint_weights(others, product(inside), slots, self._supply)
            result = (weights, sum(weights.values()))
        self._joints[slots] = result
        return result

    # ------------------------------------------------------------------ display

    def rows(self) -> list[tuple[str, dict[Card, Probability]]]:
        """(label, distribution) for each opponent in the round, the set-aside card and the next draw."""
        rows: list[tuple[str, dict[Card, Probability]]] = []
        for seat in range(len(self.names)):
            if seat == self.player or not self._evidence.hands[seat]:
                continue
            label = self.names[seat]
            if len(self._evidence.hands[seat]) > 1:
                label += f" (holds {len(self._evidence.hands[seat])}: chance of each)"
            rows.append((label, self.hand(seat)))
        if self.set_aside:
            rows.append(("Set-aside card", self.set_aside))
        if self.next_draw:
            rows.append(("Next draw", self.next_draw))
        return rows

    def __repr__(self) -> str:
        kind = "exact" if self.exact else f"estimate, stderr {self.stderr:.3f}"
        if self.fallback:
            kind += ", the sampler having found no deal"
        if self.model is not None:
            kind += f", opponents modelled by {self.model!r}"
        return f"<Belief of {self.names[self.player]} ({kind}): {len(self.rows())} rows>"
