"""The coach: every legal move of the player to decide, with its exact immediate chances.

``coach(observation)`` answers the question a player asks at their turn: what does each
of my moves do right now?  It reads only the player's :class:`~lovelet.Observation` and
the exact belief drawn from it (:func:`~lovelet.deduction.belief`, as Fractions), so its
advice is the same for every deal of the hidden cards that fits what the player saw.
For each legal action it gives an :class:`Option`: the action, a structured result in
exact fractions, the chance that the move puts an opponent out of the round now
(``knock_out``) and the chance that it puts the player out (``self_out``), and a
sentence in English, French or German:

* a Guard naming a character at a target: the chance that the target holds it;
* a Baron at a target: the chances to win, tie and lose with the card kept;
* a Prince at a target: the chance they discard the Princess; on oneself, the card
  discarded and what would be drawn (the next card, or the set-aside card once the
  deck is empty);
* a King: the target's hand, the card one would receive;
* a Priest: how uncertain the target's card is now (its Shannon entropy in bits in the
  result; said to a student as a number of equally likely cards);
* a Chancellor: the distribution of each card it would draw;
* the Handmaid, the Spy, the Countess (forced beside a King or a Prince: the advice
  says why those are not offered) and the Princess (playing her knocks one out);
* finishing a Chancellor: each card one may keep, with its chances if the round ended
  now in a showdown.

:class:`Advice` (:mod:`~lovelet.deduction.advice`) also names a pick, with a sentence
saying why: the best move by the scores of a :class:`~lovelet.deduction.players.Scorer`
(``agent.scores(observation)``, its reasons as numbers).  By default those are the
deductive agent's (:class:`~lovelet.deduction.move_worth.ImmediateChances`, the scores
:class:`~lovelet.agents.DeductiveAgent` plays by): the coach asks for them through
that interface, and never imports an agent.  The advice draws itself as HTML
(``advice.to_html(language)``, or in a notebook cell) and gives the rows of a table
(``advice.rows(language)``).

Only what the move does *now* is counted: the coach does not play the round on
(:func:`~lovelet.deduction.outcome_probabilities` does).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, cast

from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.engine.frozen import ReadOnlyDict
from lovelet.engine.legality import COUNTESS_PARTNERS, countess_forced
from lovelet.engine.observation import Observation, check_observation
from lovelet.deduction.advice import Advice, Option
from lovelet.deduction.belief import Belief
from lovelet.deduction.budget import PLAIN, checked_milliseconds, modelled_evidence
from lovelet.deduction.coach_words import Sentence, chance_text, equally_likely
from lovelet.deduction.coach_words import sentence as _sentence
from lovelet.deduction.move_worth import ImmediateChances
from lovelet.deduction.odds import baron_odds, guard_odds, showdown_odds
from lovelet.deduction.opponent_model import Model, OpponentModel, checked_model
from lovelet.deduction.players import Action, Scorer

__all__ = ["coach", "Advice", "Option", "Sentence", "KINDS", "chance_text"]

#: What an option can be: the card played (and how), or a card kept after a Chancellor.
KINDS = ("guard", "priest", "baron", "handmaid", "prince", "prince_self", "chancellor", "king",
         "countess", "princess", "spy", "no_target", "keep")


# ---------------------------------------------------------------------- coaching


def coach(observation: Observation, model: Model = None, agent: Scorer | None = None,
          milliseconds: float | None = 200) -> Advice:
    """The coach's :class:`Advice` for the decision of ``observation``'s player.

    The player must be the one to decide (refused with OUT_OF_TURN, or ROUND_OVER once
    the round is over).  ``model`` is the opponent model of the belief, as
    :func:`~lovelet.deduction.belief` takes it (None: every deal that fits what the
    player saw is as likely, and every legal play of an opponent alike).  ``agent``
    names the pick: a :class:`~lovelet.deduction.players.Scorer`, such as an agent with
    ``scores(observation)`` (higher is better); by default the scores of a
    :class:`~lovelet.agents.DeductiveAgent` without a time limit reasoning with the same
    model (:class:`~lovelet.deduction.move_worth.ImmediateChances`), so that the pick
    and the numbers shown come from one belief.

    Weighing the opponents' past plays under ``model`` is exact within ``milliseconds``
    (None: however long it takes).  Where it would take longer (long histories with
    Chancellors), the advice uses the plain belief, its default pick reasons with it
    too, and a note says so (:mod:`lovelet.deduction.budget`).
    """
    check_observation(observation, "coach")
    if observation.is_over:
        raise refused("ROUND_OVER")
    if observation.current_player != observation.player:
        names = observation.names
        raise refused("OUT_OF_TURN", current=names[observation.current_player], seat=names[observation.player])
    model = checked_model(model)
    checked_milliseconds(milliseconds)
    try:
        evidence, method = modelled_evidence(observation, model, None if milliseconds is None else milliseconds / 1000,
                                             estimate=False)
        hidden = Belief(evidence).as_fractions()
    except IllegalAction:
        raise  # already a sentence for the reader
    except ValueError as problem:  # the model cannot explain what the opponents did
        raise refused("BAD_OPTION.model_unexplained", problem=str(problem)) from None
    over_budget = method == PLAIN and model is not None
    agent = _checked_agent(agent, None if over_budget else model)
    legal = observation.legal_actions()
    scores = agent.scores(observation)
    reader = _Reader(observation, hidden)
    options = tuple(reader.option(action, scores.get(action)) for action in legal)
    # The agent's own rule: the best score, the first legal action on a tie.
    pick = max(legal, key=lambda action: scores[action]) if len(legal) > 1 else legal[0]
    why = _why(options, options[legal.index(pick)], observation.names)
    notes = reader.notes() + ((_sentence("coach_note_model_over_budget"),) if over_budget else ())
    return Advice(observation.edition, observation.names, observation.player, options, pick, why, notes)


def _checked_agent(agent: object, model: OpponentModel | None) -> Scorer:
    if agent is None:
        # No time limit of its own: the coach's budget has settled which belief is shown.
        return ImmediateChances(model)
    if not callable(getattr(agent, "scores", None)):
        raise refused("BAD_OPTION.coach_agent", shown=shown(agent))
    return cast(Scorer, agent)  # it has scores(): checked above


class _Reader:
    """The consequences of each legal action of one decision, from the exact belief."""

    def __init__(self, observation: Observation, hidden: Belief) -> None:
        self.observation = observation
        self.belief = hidden
        self.names = observation.names
        self.me = observation.player
        self.cards = observation.edition.cards
        self._showdowns = None  # {card kept: showdown chances}, read once per decision

    def option(self, action: Action, score: float | None) -> Option:
        if isinstance(action, ChancellorReturn):
            return self._keep(action, score)
        hand = list(self.observation.hand)
        hand.remove(action.card)
        kept = hand[0]
        card, target = action.card, action.target
        if card is Card.PRINCESS:
            return self._made(action, "princess", {"kept": kept}, 0, 1, score, _sentence("coach_princess"))
        if card is Card.PRINCE:
            return self._prince(action, kept, score)
        if target is None and card in (Card.GUARD, Card.PRIEST, Card.BARON, Card.KING):
            return self._made(action, "no_target", {"kept": kept}, 0, 0, score,
                              _sentence("coach_no_target", card=card))
        name = self.names[target] if target is not None else None
        if card is Card.GUARD:
            hit = guard_odds(self.observation, target, self.belief)[action.guess]
            return self._made(action, "guard", {"target": target, "kept": kept, "guess": action.guess, "hit": hit},
                              hit, 0,
                              score, _sentence("coach_guard", target=name, guess=action.guess, chance=hit))
        if card is Card.PRIEST:
            hand_of = self._hand(target)
            bits = _entropy(hand_of)
            key = "coach_priest_known" if bits == 0 else "coach_priest"
            # Said as cards, not bits: "as uncertain as 4 equally likely cards".
            possible = sum(1 for chance in hand_of.values() if chance)
            return self._made(action, "priest", {"target": target, "kept": kept, "hand": hand_of, "bits": bits},
                              0, 0, score,
                              _sentence(key, target=name, possible=possible, equally=equally_likely(hand_of),
                                        hand=hand_of))
        if card is Card.BARON:
            odds = baron_odds(self.observation, target, self.belief, keep=kept)
            return self._made(action, "baron", {"target": target, "kept": kept, **odds}, odds["win"], odds["lose"],
                              score, _sentence("coach_baron", target=name, kept=kept, win=odds["win"],
                                               tie=odds["tie"], lose=odds["lose"]))
        if card is Card.KING:
            hand_of = self._hand(target)
            return self._made(action, "king", {"target": target, "kept": kept, "receive": hand_of}, 0, 0, score,
                              _sentence("coach_king", target=name, kept=kept, receive=hand_of))
        if card is Card.HANDMAID:
            return self._made(action, "handmaid", {"kept": kept}, 0, 0, score, _sentence("coach_handmaid", kept=kept))
        if card is Card.CHANCELLOR:
            return self._chancellor(action, kept, score)
        if card is Card.COUNTESS:
            forced = countess_forced(*self.observation.hand)
            key = "coach_countess_forced" if forced else "coach_countess"
            return self._made(action, "countess", {"kept": kept, "forced": forced}, 0, 0, score,
                              _sentence(key, kept=kept))
        # The Spy: no effect now; its favor goes to the one survivor with a Spy played.
        others = any(Card.SPY in self.observation.discards[seat] for seat in self.observation.in_round
                     if seat != self.me)
        key = "coach_spy_shared" if others else "coach_spy"
        return self._made(action, "spy", {"kept": kept, "bonus_in_sight": not others}, 0, 0, score,
                          _sentence(key, kept=kept))

    def _made(self, action: Action, kind: str, result: dict[str, Any], knock_out: Fraction | int,
              self_out: Fraction | int, score: float | None, said: Sentence) -> Option:
        return Option(action, kind, ReadOnlyDict(result), Fraction(knock_out), Fraction(self_out),
                      score, said)

    def _hand(self, seat: int) -> ReadOnlyDict:
        """The exact distribution of an opponent's one card."""
        return ReadOnlyDict((card, Fraction(chance)) for card, chance in self.belief.hand(seat).items())

    def _prince(self, action: Play, kept: Card, score: float | None) -> Option:
        target = action.target
        if target != self.me:
            hand_of = self._hand(target)
            princess = hand_of.get(Card.PRINCESS, Fraction(0))
            return self._made(action, "prince", {"target": target, "kept": kept, "discard": hand_of,
                                                 "princess": princess},
                              princess, 0, score,
                              _sentence("coach_prince", target=self.names[target], chance=princess))
        if kept is Card.PRINCESS:
            return self._made(action, "prince_self", {"kept": kept, "discard": kept, "draw": ReadOnlyDict(),
                                                      "source": "none"},
                              0, 1, score, _sentence("coach_prince_self_princess"))
        # I discard the card I keep, then draw the top card, or the set-aside card once
        # the deck is empty (docs/rules.md: the Prince's target always draws).
        if self.observation.deck_size:
            draw, source, key = self.belief.next_draw, "deck", "coach_prince_self"
        else:
            draw, source, key = self.belief.set_aside, "set_aside", "coach_prince_self_set_aside"
        draw = ReadOnlyDict((card, Fraction(chance)) for card, chance in draw.items())
        return self._made(action, "prince_self", {"kept": kept, "discard": kept, "draw": draw, "source": source},
                          0, 0, score,
                          _sentence(key, kept=kept, draw=draw))

    def _chancellor(self, action: Play, kept: Card, score: float | None) -> Option:
        count = min(2, self.observation.deck_size)
        draws = _next_cards(self.belief, count)
        result = {"kept": kept, "draws": count, "cards": draws}
        if count == 0:
            said = _sentence("coach_chancellor_empty", kept=kept)
        elif count == 1:
            said = _sentence("coach_chancellor_one", kept=kept, first=draws[0])
        elif draws[0] == draws[1]:
            said = _sentence("coach_chancellor_same", kept=kept, each=draws[0])
        else:
            said = _sentence("coach_chancellor_two", kept=kept, first=draws[0], second=draws[1])
        return self._made(action, "chancellor", result, 0, 0, score, said)

    def _keep(self, action: ChancellorReturn, score: float | None) -> Option:
        odds = self._showdown(action.keep)
        result = {"keep": action.keep, "bottom": tuple(action.bottom), **odds}
        if action.bottom:
            said = _sentence("coach_keep_sentence", keep=action.keep, bottom=tuple(action.bottom),
                             win=odds["win"], tie=odds["tie"], lose=odds["lose"])
        else:
            said = _sentence("coach_keep_alone", keep=action.keep, win=odds["win"], tie=odds["tie"],
                             lose=odds["lose"])
        return self._made(action, "keep", result, 0, 0, score, said)

    def _showdown(self, keep: Card) -> dict[str, Fraction]:
        """{"win", "tie", "lose"}: the chances of ``keep`` if the round ended now.

        The same as :func:`~lovelet.deduction.odds.showdown_odds`; when ties are shared
        (every edition's default), all the cards one may keep are read from one pass
        over the opponents' joint hands, by the highest value among them, since a
        Chancellor's many ways to return the cards keep only two or three cards.
        """
        if self._showdowns is None:
            self._showdowns = {}
            if self.observation.options.tie_break != "discard_sum":
                self._showdowns = self._showdowns_by_highest()
        if keep not in self._showdowns:
            self._showdowns[keep] = showdown_odds(self.observation, card=keep, belief=self.belief)
        return self._showdowns[keep]

    def _showdowns_by_highest(self) -> dict[Card, dict[str, Fraction]]:
        values = self.observation.edition.values
        opponents = [seat for seat in self.observation.in_round if seat != self.me]
        highest = {}
        for hands, chance in self.belief.joint(opponents).items():
            if any(isinstance(held, tuple) for held in hands):
                return {}  # an opponent holding two cards: the helper knows how to count that
            top = max(values[held] for held in hands)
            highest[top] = highest.get(top, 0) + chance
        odds = {}
        for keep in set(self.observation.hand):
            mine = values[keep]
            odds[keep] = {"win": sum((p for top, p in highest.items() if top < mine), Fraction(0)),
                          "tie": sum((p for top, p in highest.items() if top == mine), Fraction(0)),
                          "lose": sum((p for top, p in highest.items() if top > mine), Fraction(0))}
        return odds

    def notes(self) -> tuple[Sentence, ...]:
        """Sentences about the rules that bind this decision."""
        observation = self.observation
        notes = []
        hand = observation.hand
        if not observation.pending_chancellor and countess_forced(*hand):
            partner = next(card for card in hand if card in COUNTESS_PARTNERS)
            notes.append(_sentence("coach_note_countess", card=partner))
        protected = [self.names[seat] for seat in sorted(observation.protected)
                     if seat != self.me and seat in observation.in_round]
        if protected and not observation.pending_chancellor:
            notes.append(_sentence("coach_note_protected", names=", ".join(protected)))
        if Card.PRINCESS in hand and not observation.pending_chancellor:
            notes.append(_sentence("coach_note_princess"))
        return tuple(notes)


def _entropy(distribution: Mapping[Card, Fraction]) -> float:
    """The Shannon entropy of ``distribution`` in bits: 0 for a card known for sure."""
    bits = -sum(float(chance) * math.log2(chance) for chance in distribution.values() if chance)
    return abs(bits)  # never -0.0


def _next_cards(hidden: Belief, count: int) -> tuple[ReadOnlyDict, ...]:
    """The distribution of each of the next ``count`` cards of the deck, top card first.

    The belief reads the deck as its never-drawn cards on top, all alike (the pool),
    then the cards a Chancellor returned, each in its own slot (the next one to be
    drawn first): :meth:`~lovelet.deduction.Belief.deck_card`.
    """
    if count == 0:
        return ()
    cards = []
    for position in range(count):
        chances = hidden.deck_card(position)
        cards.append(ReadOnlyDict((card, Fraction(chances.get(card, 0))) for card in hidden.edition.cards))
    return tuple(cards)


def _why(options: Sequence[Option], picked: Option, names: tuple[str, ...]) -> Sentence:
    """Why the agent picks ``picked``, said from the numbers of the ``options``."""
    if len(options) == 1:
        return _sentence("coach_why_only")
    if picked.kind == "keep":
        best = max(option.result["win"] for option in options)
        key = "coach_why_keep_best" if picked.result["win"] == best else "coach_why_keep"
        return _sentence(key, keep=picked.card, win=picked.result["win"])
    best = max(option.knock_out for option in options)
    kept = picked.result["kept"]
    if picked.knock_out > 0:
        target = names[picked.target]
        if picked.knock_out == best:
            key = "coach_why_knock_out_risk" if picked.self_out else "coach_why_knock_out"
            return _sentence(key, target=target, chance=picked.knock_out, risk=picked.self_out)
        return _sentence("coach_why_knock_out_and_keep", target=target, chance=picked.knock_out, best=best,
                         kept=kept)
    # The pick knocks nobody out: say what it gives, and what it gives up, if anything.
    reason = _quiet_reason(picked, names)
    if best > 0:
        return Sentence(reason.key, reason.values, (_sentence("coach_why_rather", best=best),))
    return _sentence("coach_why_none_can", (reason,))


def _quiet_reason(picked: Option, names: tuple[str, ...]) -> Sentence:
    """What a pick that knocks nobody out gives the player."""
    kept = picked.result["kept"]
    target = None if picked.target is None else names[picked.target]
    if picked.self_out > 0:
        return _sentence("coach_why_risky", risk=picked.self_out)
    if picked.kind == "handmaid":
        return _sentence("coach_why_handmaid", kept=kept)
    if picked.kind == "priest":
        return _sentence("coach_why_priest", target=target, kept=kept)
    if picked.kind == "king":
        return _sentence("coach_why_king", target=target, kept=kept)
    if picked.kind == "prince_self":
        return _sentence("coach_why_prince_self", kept=kept)
    if picked.kind == "chancellor":
        return _sentence("coach_why_chancellor")
    if picked.kind == "spy" and picked.result["bonus_in_sight"]:
        return _sentence("coach_why_spy", kept=kept)
    return _sentence("coach_why_safe", kept=kept)
