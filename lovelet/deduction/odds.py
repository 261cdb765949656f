"""Odds a lesson can explain: closed forms and exact counts from one player's view.

Every function here reads only an :class:`~lovelet.Observation` (what the viewer may
know) and the edition's values and copies, and returns exact :class:`fractions.Fraction`
probabilities (``float(p)`` gives a decimal).  Without a belief the reasoning is
counting: the viewer sees their own hand, every discard pile and the face-up cards; every
other card of the edition is *unseen*, and nothing the counting uses tells one unseen
card from another.  So the unseen cards are dealt to the unseen places (the opponents'
hands, the deck, the face-down set-aside card) as if shuffled: every arrangement is
equally likely.  This ignores what the viewer learned in private (a Priest's look, a King
exchange) and what the opponents' choices suggest; pass a ``belief`` (see
:mod:`lovelet.deduction.belief`) to the functions that accept one to use all of it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from itertools import product
from math import comb
from typing import Any

from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import card_of, seat_of
from lovelet.engine.observation import Observation, check_observation
from lovelet.engine.replay import replay
from lovelet.deduction.belief import Belief
from lovelet.deduction.counting import falling as _falling

__all__ = [
    "unseen_counts", "guard_odds", "best_guard_guess", "baron_odds", "showdown_odds",
    "copies_left_distribution", "turns_left", "deck_runs_out_before_my_turn",
    "spy_bonus_chance",
]


# ---------------------------------------------------------------------- counting helpers

def unseen_counts(observation: Observation) -> dict[Card, int]:
    """{card: copies the viewer cannot see} for every card of the edition.

    Unseen = the edition's copies, minus the viewer's hand, every discard pile and the
    face-up cards.  The unseen cards are exactly those in the opponents' hands, the deck
    and the face-down set-aside card, so their total is the number of those places.
    """
    check_observation(observation, "unseen_counts")
    return dict(replay(observation).unseen)  # the one reading of the log counts them


def _total(counts: Mapping[Card, int]) -> int:
    return sum(counts.values())


def _value(observation: Observation, card: Card) -> int:
    return observation.edition.values[card]


def _opponent(observation: Observation, target: int | str) -> int:
    """``target`` (a seat or a name, see :mod:`lovelet.engine.naming`) as the seat of an
    opponent still in the round, or a clear refusal."""
    seat = seat_of(target, observation.names)
    if seat == observation.player:
        raise refused("SELF_TARGET_NOT_ALLOWED.odds")
    if seat in observation.eliminated:
        raise refused("TARGET_OUT_OF_ROUND.odds", name=observation.names[seat])
    return seat


def _opponents(observation: Observation) -> tuple[int, ...]:
    """The viewer's opponents still in the round, in seat order."""
    return tuple(seat for seat in observation.in_round if seat != observation.player)


def _checked(observation: Observation, belief: Belief | None, what: str) -> None:
    """Refuse what is not a player's observation (BAD_OBSERVATION) and a ``belief`` that
    is not one (BAD_OPTION): None, or an object with ``hand(seat)`` (and ``joint(seats)``
    for a player holding two cards), such as :func:`~lovelet.deduction.belief` gives, of
    the same player."""
    check_observation(observation, what)
    if belief is not None:
        check_belief(belief, observation)


def check_belief(belief: object, observation: Observation | None, methods: tuple[str, ...] = ("hand",),
                 attributes: tuple[str, ...] = ()) -> None:
    """Refuse (BAD_OPTION) a ``belief`` that is not one: an object with the ``methods``
    and ``attributes`` named, such as :func:`~lovelet.deduction.belief` gives, and, when
    it says whose it is (``names`` and ``player``), the belief of ``observation``'s player
    (not checked when ``observation`` is None).
    """
    if not (all(callable(getattr(belief, name, None)) for name in methods)
            and all(hasattr(belief, name) for name in attributes)):
        raise refused("BAD_OPTION.not_a_belief", shown=shown(belief))
    if observation is None:
        return
    player, names = getattr(belief, "player", None), getattr(belief, "names", None)
    if names is not None and (tuple(names) != observation.names or player != observation.player):
        raise refused("BAD_OPTION.belief_of_another", name=observation.names[observation.player])


def _exact(belief: Belief) -> Belief:
    """The belief with Fraction probabilities, when it can give them (lovelet's can)."""
    as_fractions = getattr(belief, "as_fractions", None)
    return as_fractions() if as_fractions is not None else belief


def _shown_cards(held: Card | tuple[Card, ...]) -> dict[Card, Fraction]:
    """{card: chance} for a hand entry of ``belief.joint``: a card, or a tuple of the cards
    of a player in the middle of their turn, who is taken to show any of them equally."""
    if isinstance(held, tuple):
        chances = {}
        for card in held:
            chances[card] = chances.get(card, 0) + Fraction(1, len(held))
        return chances
    return {held: Fraction(1)}


def _card_of_distribution(observation: Observation, target: int, belief: Belief | None) -> dict[Card, Fraction]:
    """{card: probability} of the one card ``target`` holds (or shows, mid-turn)."""
    cards = observation.edition.cards
    if belief is not None:
        belief = _exact(belief)
        if observation.hand_size(target) == 1:
            chances = belief.hand(target)
            return {card: Fraction(chances.get(card, 0)) for card in cards}
        result = dict.fromkeys(cards, Fraction(0))
        for (held,), chance in belief.joint((target,)).items():
            for card, share in _shown_cards(held).items():
                result[card] += Fraction(chance) * share
        return result
    counts = unseen_counts(observation)
    total = _total(counts)
    return {card: Fraction(counts[card], total) for card in observation.edition.cards}


def _my_card(observation: Observation, card: Card | str | None, what: str) -> Card:
    """The viewer's card the question is about: ``card``, or their one card."""
    hand = observation.hand
    if observation.player in observation.eliminated or not hand:
        raise refused("TARGET_OUT_OF_ROUND.you")
    if card is None:
        if len(hand) != 1:
            raise refused(what, count=len(hand), names=tuple(held.label() for held in hand))
        return hand[0]
    card = card_of(card, observation.edition)
    if card not in hand:
        raise refused("CARD_NOT_IN_HAND.you", card=card)
    return card


# ---------------------------------------------------------------------- Guard and Baron

def guard_odds(observation: Observation, target: int | str, belief: Belief | None = None) -> dict[Card, Fraction]:
    """{card a Guard may name: probability that naming it knocks ``target`` out}.

    The Guard hits when the target's one card is the card named.  Without a belief, the
    target's card is one of the unseen cards, and all unseen cards are equally likely to
    be it: nothing the viewer counted tells the target's card from a card in the deck,
    the set-aside card or another opponent's card, so by symmetry each of the N unseen
    cards has the same chance 1/N of being the one in the target's hand.  The chance of
    a card X is then the number of unseen copies of X divided by the number of unseen
    cards: P(X) = unseen(X) / N.  With a belief, the chance is ``belief.hand(target)[X]``
    (taken exactly, through ``belief.as_fractions()`` when the belief has it).
    The probabilities of all guessable cards add up to 1 minus the chance of a Guard.
    A target in the middle of their turn (two cards) is taken to hold either one.
    """
    _checked(observation, belief, "guard_odds")
    seat = _opponent(observation, target)
    chances = _card_of_distribution(observation, seat, belief)
    return {card: chances[card] for card in observation.edition.guessable}


def best_guard_guess(observation: Observation, target: int | str, belief: Belief | None = None
                     ) -> tuple[Card, Fraction]:
    """(card, probability): the guess most likely to hit ``target``.

    The card with the highest :func:`guard_odds`; on a tie, the card of lowest value
    comes first (a convention, so that the answer never depends on dict order).
    """
    odds = guard_odds(observation, target, belief)
    values = observation.edition.values
    card = max(odds, key=lambda guess: (odds[guess], -values[guess]))
    return card, odds[card]


def baron_odds(observation: Observation, target: int | str, belief: Belief | None = None,
               keep: Card | str | None = None) -> dict[str, Fraction]:
    """{"win": p, "tie": p, "lose": p} for a Baron comparing ``keep`` with ``target``'s card.

    ``keep`` is the card the viewer keeps while the Baron is played; by default the
    viewer's other card when they hold a Baron and one other card (with two Barons, the
    other Baron).  The viewer wins when the target's card is lower (the target is out),
    ties on an equal value (nothing happens) and loses on a higher one (the viewer is
    out).  Each outcome's chance is the sum of the chances of the target's cards that
    give it; without a belief, that is the number of unseen cards below (equal to,
    above) the kept card's value divided by the number of unseen cards.
    """
    _checked(observation, belief, "baron_odds")
    seat = _opponent(observation, target)
    if keep is None:
        hand = list(observation.hand)
        if len(hand) != 2 or Card.BARON not in hand:
            raise refused("BAD_OPTION.baron_keep")
        hand.remove(Card.BARON)
        keep = hand[0]
    else:
        keep = _my_card(observation, keep, "BAD_OPTION.which_kept")
    mine = _value(observation, keep)
    odds = {"win": Fraction(0), "tie": Fraction(0), "lose": Fraction(0)}
    for card, chance in _card_of_distribution(observation, seat, belief).items():
        theirs = _value(observation, card)
        outcome = "win" if mine > theirs else "tie" if mine == theirs else "lose"
        odds[outcome] += chance
    return odds


# ---------------------------------------------------------------------- showdown

def showdown_odds(observation: Observation, card: Card | str | None = None, belief: Belief | None = None
                  ) -> dict[str, Fraction]:
    """{"win": p, "tie": p, "lose": p} if the round ended now in a showdown.

    ``card`` is the card the viewer would show (default: their one card; required while
    they hold two).  Every opponent still in the round shows one card.  "win" is a sole
    win, "tie" a win shared with opponents of equal value (the revised rule and the
    classic default, docs/rules.md A12, B9), "lose" any other result.

    Without a belief the m opponents' cards are m cards drawn without replacement from
    the N unseen cards, every draw equally likely.  Let L be the number of unseen cards
    of lower value than mine and E the number of equal value.  I win alone when all m
    opponents hold lower cards: the number of ways to choose m cards among the L lower
    ones over the ways to choose m among all N, P(win) = C(L, m) / C(N, m).  Nobody beats
    me when all m cards are among the L + E cards not higher, so P(win or tie) =
    C(L + E, m) / C(N, m), and P(tie) is the difference.

    With the classic option ``tie_break="discard_sum"`` an opponent of equal value beats,
    ties or loses to me by the (public) totals of our discard piles (mine including the
    card I play this turn, when I hold two); the count then runs
    over which opponents hold a lower, equal or higher card, each pattern weighing
    L (L-1) ... times E (E-1) ... times H (H-1) ... over N (N-1) ... (H higher cards).

    With a belief, the chance of every combination of the opponents' cards comes from
    ``belief.joint(opponents)``.  An opponent in the middle of their turn holds two cards
    and is taken to show either of them with equal chance (as the count above does).
    """
    _checked(observation, belief, "showdown_odds")
    kept = _my_card(observation, card, "BAD_OPTION.which_shown")
    mine = _value(observation, kept)
    opponents = _opponents(observation)
    versus = _tie_versus(observation, opponents, kept)
    if belief is not None:
        return _showdown_with_belief(observation, mine, opponents, versus, belief)
    counts = unseen_counts(observation)
    total, m = _total(counts), len(opponents)
    lower = sum(n for held, n in counts.items() if _value(observation, held) < mine)
    equal = sum(n for held, n in counts.items() if _value(observation, held) == mine)
    if versus is None:  # ties are shared: the closed form
        ways = comb(total, m)
        win = Fraction(comb(lower, m), ways)
        not_beaten = Fraction(comb(lower + equal, m), ways)
        return {"win": win, "tie": not_beaten - win, "lose": 1 - not_beaten}
    higher = total - lower - equal
    odds = {"win": Fraction(0), "tie": Fraction(0), "lose": Fraction(0)}
    for pattern in product(("lower", "equal", "higher"), repeat=m):
        ways = (_falling(lower, pattern.count("lower")) * _falling(equal, pattern.count("equal"))
                * _falling(higher, pattern.count("higher")))
        if ways:
            results = [_against(kind, versus[seat]) for kind, seat in zip(pattern, opponents)]
            odds[_combined(results)] += Fraction(ways, _falling(total, m))
    return odds


def _tie_versus(observation: Observation, opponents: Sequence[int], kept: Card) -> dict[int, str] | None:
    """None when ties are shared; else {opponent: how a tie with them ends for me}.

    A showdown only follows the end of a turn, so when I hold two cards the one I do not
    keep is played first and counts in my discard total.  (Cards a Chancellor returns
    are not discarded; the opponents' totals are taken as they are now.)
    """
    if observation.options.tie_break != "discard_sum":
        return None
    values = observation.edition.values

    def total(seat: int) -> int:
        return sum(values[card] for card in observation.discards[seat])

    mine = total(observation.player)
    if len(observation.hand) == 2 and not observation.pending_chancellor:
        played = list(observation.hand)
        played.remove(kept)
        mine += values[played[0]]
    return {seat: "lower" if total(seat) < mine else "equal" if total(seat) == mine else "higher"
            for seat in opponents}


def _against(kind: str, tie_versus: str | None) -> str:
    """One opponent's effect on me: "lower" (I beat them), "equal" (we share) or "higher"."""
    return tie_versus if kind == "equal" and tie_versus is not None else kind


def _combined(results: Sequence[str]) -> str:
    if "higher" in results:
        return "lose"
    return "tie" if "equal" in results else "win"


def _showdown_with_belief(observation: Observation, mine: Card, opponents: Sequence[int],
                          versus: dict[int, str] | None, belief: Belief) -> dict[str, Fraction]:
    odds = {"win": Fraction(0), "tie": Fraction(0), "lose": Fraction(0)}
    for hands, chance in _exact(belief).joint(opponents).items():
        shown = [_shown_cards(held).items() for held in hands]
        for cards in product(*shown):
            share = Fraction(chance)
            results = []
            for seat, (held, part) in zip(opponents, cards):
                share *= part
                theirs = _value(observation, held)
                kind = "lower" if theirs < mine else "equal" if theirs == mine else "higher"
                results.append(_against(kind, None if versus is None else versus[seat]))
            odds[_combined(results)] += share
    return odds


# ---------------------------------------------------------------------- the deck

def copies_left_distribution(observation: Observation, card: Card | str) -> dict[int, Fraction]:
    """{k: probability that exactly k copies of ``card`` are in the deck}, k = 0 .. unseen.

    The deck holds ``deck_size`` of the N unseen cards, and every choice of which ones is
    equally likely.  With K unseen copies of the card, the deck holds k of them when it
    takes k of the K copies and the rest of its n cards from the N - K others: the
    hypergeometric law P(k) = C(K, k) C(N - K, n - k) / C(N, n).  The chances add up to 1;
    impossible counts have chance 0.
    """
    check_observation(observation, "copies_left_distribution")
    card = card_of(card, observation.edition)
    counts = unseen_counts(observation)
    total, copies, deck = _total(counts), counts[card], observation.deck_size
    ways = comb(total, deck)
    # More copies than the deck holds cards (an empty deck, say): those counts cannot
    # happen, and math.comb refuses a negative size rather than saying 0.
    return {k: Fraction(comb(copies, k) * comb(total - copies, deck - k), ways) if k <= deck else Fraction(0)
            for k in range(copies + 1)}


def _deck_after_turn(observation: Observation) -> int:
    """The deck size once the current turn ends, counting only draws.

    A Chancellor puts back under the deck as many cards as it drew, so while its choice
    is pending the cards it drew are counted as still in the deck.
    """
    size = observation.deck_size
    if observation.pending_chancellor:  # the player holds the card kept and those drawn
        size += observation.hand_size(observation.current_player) - 1
    return size


def turns_left(observation: Observation, seat: int | str | None = None) -> int:
    """How many turns begin after the current one, if only draws empty the deck.

    Each turn begins with one draw and the round ends when a turn ends with an empty
    deck, so after the current turn a deck of D cards gives exactly D more turns, taken
    in seat order by the players still in the round.  With ``seat``, how many of those
    turns are that player's.  This ignores eliminations (which skip seats) and Princes
    (whose replacement draws shorten the deck); a Chancellor changes nothing, since it
    returns as many cards as it draws.  A round that is over has no turn left, and
    neither has a player who is out.  ``seat`` is a seat or a name (see
    :mod:`lovelet.engine.naming`); anything else is refused (UNKNOWN_PLAYER).
    """
    check_observation(observation, "turns_left")
    if seat is not None:
        seat = seat_of(seat, observation.names)
    if observation.is_over:
        return 0
    deck = _deck_after_turn(observation)
    if seat is None:
        return deck
    if seat in observation.eliminated:
        return 0
    order = [(observation.current_player + step) % observation.players
             for step in range(1, observation.players + 1)]
    order = [player for player in order if player not in observation.eliminated]
    return sum(1 for turn in range(deck) if order[turn % len(order)] == seat)


def deck_runs_out_before_my_turn(observation: Observation) -> Fraction:
    """1 if the deck runs out before the viewer's next turn, else 0 (a Fraction).

    Counting only draws: every player in the round who plays before my next turn draws
    one card, and so do I when my turn begins.  With d such draws needed (the opponents
    between now and my turn, plus my own) and D cards in the deck after the current
    turn, my turn comes when D >= d, and the round ends first in a showdown when D < d.
    Eliminations and Princes are ignored (see :func:`turns_left`), which makes the
    answer certain: 0 or 1.  A viewer who is out, or a round that is over, has no next
    turn: the answer is 1.
    """
    check_observation(observation, "deck_runs_out_before_my_turn")
    return Fraction(0) if turns_left(observation, observation.player) else Fraction(1)


# ---------------------------------------------------------------------- the Spy bonus

def spy_bonus_chance(observation: Observation, belief: Belief | None = None) -> dict[int, dict[str, Any]]:
    """{seat in the round: {"if_ended_now": p, "decided": bool}} for the Spy bonus.

    "if_ended_now" is the chance that the seat would gain the Spy bonus *if the round
    ended now*: the bonus goes to the one player still in the round with a Spy in their
    discard pile, and to nobody when two or more survivors, or none, have one (docs/rules.md
    A13).  Discard piles are public, so this is certain (0 or 1) and needs no belief
    (``belief`` is accepted so every odds function takes the same arguments).

    "decided" says whether the rest of the round can still change the answer: true once
    the round is over, in the classic edition (no Spy), or when no survivor has a Spy in
    their discards and no Spy can still reach one (every Spy is discarded or face up).
    While a survivor has one, an elimination can still change who gets it.
    """
    _checked(observation, belief, "spy_bonus_chance")
    if Card.SPY not in observation.edition.copies:
        return {seat: {"if_ended_now": Fraction(0), "decided": True}
                for seat in observation.in_round}
    with_spy = [seat for seat in observation.in_round if Card.SPY in observation.discards[seat]]
    live_spies = unseen_counts(observation)[Card.SPY] + observation.hand.count(Card.SPY)
    decided = observation.is_over or (not with_spy and live_spies == 0)
    return {seat: {"if_ended_now": Fraction(1 if with_spy == [seat] else 0), "decided": decided}
            for seat in observation.in_round}
