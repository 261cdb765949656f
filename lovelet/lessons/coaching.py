"""Lesson 3's "Which move is best here, and why?": a staged dilemma and its exercise.

* :func:`baron_or_handmaid`: a staged round at a player's turn, holding the Baron and
  the Handmaid, with the discards of eight turns on the table and the unseen cards
  shuffled from a seed.  What the player sees is the same whatever the seed, so the
  coach's advice is too (:func:`lovelet.deduction.coach`); only the hidden cards, and so
  what really happens, change.
* :func:`baron_risk_exercise`: the chance that a Baron, played keeping a given card,
  loses the comparison (and knocks its own player out), as that player may deduce it;
  the package computes the answer (:func:`lovelet.deduction.odds.baron_odds` with the
  exact belief), so a student's copy without the answer cells still checks answers.
"""

import random
from collections import Counter

from lovelet.engine.cards import REVISED, Card
from lovelet.deduction import belief
from lovelet.deduction.odds import baron_odds
from lovelet.engine.errors import refused, shown
from lovelet.text.i18n import card_name, formatted
from lovelet.engine.naming import card_of, seat_of
from lovelet.text.languages import LANGUAGES
from lovelet.engine.observation import check_observation
from lovelet.engine.round import Round
from lovelet.engine.streams import checked_seed
from lovelet.lessons.exercises import Exercise

__all__ = ["baron_or_handmaid", "baron_risk_exercise", "DILEMMA_HAND", "DILEMMA_DISCARDS"]

#: The hand of the player to decide.
DILEMMA_HAND = (Card.BARON, Card.HANDMAID)
#: The discard piles: the player to decide's, then the next player's, then the last one's.
DILEMMA_DISCARDS = ((Card.GUARD, Card.PRINCE), (Card.GUARD, Card.GUARD, Card.PRIEST),
                    (Card.GUARD, Card.SPY, Card.COUNTESS))


def baron_or_handmaid(names=("Ann", "Ben", "Cleo"), viewer="Cleo", seed=0):
    """A revised round for three players at turn 9, ``viewer``'s decision (a name or a seat).

    The viewer holds the Baron and the Handmaid (:data:`DILEMMA_HAND`); the discard
    piles are :data:`DILEMMA_DISCARDS`, from the viewer's on round the table; nobody is
    protected or out.  The eleven unseen cards (a Spy, two Guards, a Priest, a Baron, a
    Handmaid, a Prince, two Chancellors, the King, the Princess) are shuffled with
    ``random.Random(seed)`` and dealt: one to each opponent, one set aside, the rest
    to the deck.
    """
    names = tuple(names)
    if len(names) != 3:
        raise refused("BAD_OPTION.dilemma_players", shown=shown(names))
    me = seat_of(viewer, names, "viewer")
    seed = checked_seed(seed)
    unseen = Counter(REVISED.deck)
    unseen.subtract(DILEMMA_HAND)
    for pile in DILEMMA_DISCARDS:
        unseen.subtract(pile)
    cards = [card for card in REVISED.cards for _ in range(unseen[card])]
    random.Random(seed).shuffle(cards)
    hands = [list(DILEMMA_HAND) if seat == me else [cards.pop()] for seat in range(len(names))]
    set_aside = cards.pop()
    discards = [[] for _ in names]
    for offset, pile in enumerate(DILEMMA_DISCARDS):
        discards[(me + offset) % 3] = list(pile)
    return Round.from_position(REVISED, hands=hands, deck=cards, set_aside=set_aside, discards=discards,
                               active=me, players=list(names), turn=9)


def baron_risk_exercise(observation, target, keep):
    """The chance that the player of ``observation``, playing a Baron at ``target`` and
    keeping ``keep``, loses the comparison and is out of the round (a probability), as
    that player may deduce it: the exact belief's chance that the target's card is
    higher."""
    check_observation(observation, "baron_risk_exercise")
    keep = card_of(keep, observation.edition)
    seat = seat_of(target, observation.names)
    if seat == observation.player or seat in observation.eliminated:
        raise refused("BAD_OPTION.opponent_in_round")
    answer = baron_odds(observation, seat, belief(observation).as_fractions(), keep=keep)["lose"]
    viewer, other = observation.names[observation.player], observation.names[seat]

    def question(language):
        return formatted({
            "en": ("{viewer} plays the Baron against {other} and keeps the {card}. What is the chance that "
                   "{viewer} loses the comparison, and is out of the round?"),
            "fr": ("{viewer} joue le Baron contre {other} et garde la carte {card}. Quelle est la probabilité "
                   "que {viewer} perde la comparaison, et sorte de la manche ?"),
            "de": ("{viewer} spielt den Baron gegen {other} und behält die Karte „{card}“. Wie groß ist die "
                   "Wahrscheinlichkeit, dass {viewer} den Vergleich verliert und aus der Runde ausscheidet?"),
        }[language], language, viewer=viewer, other=other, card=card_name(keep, language))

    def hint(language):
        return formatted({
            "en": ("{viewer} loses when {other}'s card is higher than the {card}. Count the cards {viewer} "
                   "has not seen that are higher, and divide by all the cards {viewer} has not seen."),
            "fr": ("{viewer} perd si la carte de {other} est plus forte que la carte {card}. Compte les "
                   "cartes plus fortes que {viewer} n'a pas vues, et divise par toutes les cartes que "
                   "{viewer} n'a pas vues."),
            "de": ("{viewer} verliert, wenn die Karte von {other} höher ist als „{card}“. Zähle die höheren "
                   "Karten, die {viewer} nicht gesehen hat, und teile durch alle Karten, die {viewer} nicht "
                   "gesehen hat."),
        }[language], language, viewer=viewer, other=other, card=card_name(keep, language))

    return Exercise("baron_risk", {language: question(language) for language in LANGUAGES},
                    {language: hint(language) for language in LANGUAGES}, "probability", answer)
