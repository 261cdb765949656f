"""The exercises of lessons 2 and 3 (a first round, deduction), answered by lovelet.

Each function makes an :class:`~lovelet.lessons.exercises.Exercise` from its situation
(an observation, a number of players) and computes its answer with the package, so that
the exercise widget checks an answer in a student's copy without the answer cells:

* :func:`unseen_copies_exercise`: how many copies of a card one player has not seen;
* :func:`deck_size_exercise`: how many cards are in the deck on the first turn;
* :func:`card_in_hand_exercise`: the chance that an opponent holds a card, from a belief.
"""

from lovelet.engine.cards import REVISED, Card, edition_named
from lovelet.deduction import belief
from lovelet.deduction.odds import unseen_counts
from lovelet.engine.errors import refused, shown
from lovelet.text.i18n import card_name, formatted, say, text
from lovelet.engine.naming import card_of, is_bool, seat_of
from lovelet.text.languages import LANGUAGES
from lovelet.engine.observation import check_observation
from lovelet.engine.round import Round
from lovelet.lessons.exercises import Exercise
from lovelet.lessons.exercises import with_indefinite_article as _a

__all__ = ["unseen_copies_exercise", "deck_size_exercise", "card_in_hand_exercise"]


def _each(make):
    return {language: make(language) for language in LANGUAGES}


def unseen_copies_exercise(observation, card=Card.GUARD):
    """How many copies of ``card`` the viewer of ``observation`` has not seen (a number):
    the edition's copies less those in her hand, on every discard pile and face up
    (:func:`lovelet.deduction.odds.unseen_counts`)."""
    check_observation(observation, "unseen_copies_exercise")
    card = card_of(card, observation.edition)
    name, turn = observation.names[observation.player], observation.turn

    def question(language):
        return say("round_unseen_copies_question", language, turn=turn, card=card_name(card, language),
                   viewer=name)

    def hint(language):
        return say("round_unseen_copies_hint", language, card=card_name(card, language), viewer=name)

    answer = unseen_counts(observation)[card]
    return Exercise("unseen_copies", _each(question), _each(hint), "number", answer)


def deck_size_exercise(players, edition=REVISED):
    """How many cards are in the deck while the first player chooses a card on turn 1, in
    a round of ``edition`` for ``players`` players (a number), as a deal gives it."""
    edition = edition_named(edition)
    if is_bool(players) or not isinstance(players, int) or \
            not edition.min_players <= players <= edition.max_players:
        raise refused("BAD_OPTION.whole_from_to", what="players", low=edition.min_players,
                      high=edition.max_players, shown=shown(players))
    answer = Round.deal(edition, players, seed=0).deck_size
    total = len(edition.deck)

    def question(language):
        return say("round_deck_size_question", language, total=total, players=players)

    def hint(language):
        return text("round_deck_size_hint", language)

    return Exercise("deck_size", _each(question), _each(hint), "number", answer)


def card_in_hand_exercise(observation, seat, card=Card.GUARD):
    """The chance that at least one card of ``seat``'s hand is ``card``, as the viewer of
    ``observation`` may deduce it: her exact :func:`~lovelet.deduction.belief`.  At the
    deal, counting gives the same: 1 minus the chance that none of the seat's cards is one."""
    check_observation(observation, "card_in_hand_exercise")
    card = card_of(card, observation.edition)
    seat = seat_of(seat, observation.names)
    if seat == observation.player or seat in observation.eliminated:
        raise refused("BAD_OPTION.opponent_in_round")
    held = observation.hand_size(seat)
    if held not in (1, 2):
        raise refused("BAD_OPTION.opponent_one_or_two_cards")
    answer = belief(observation).as_fractions().hand(seat)[card]
    viewer, other = observation.names[observation.player], observation.names[seat]

    def question(language):
        ask = text(f"round_card_in_hand_ask_{held}", language)
        return formatted(ask, language, other=other, viewer=viewer, a_card=_a(card, language))

    def hint(language):
        return say("round_card_in_hand_hint", language, a_card=_a(card, language), viewer=viewer)

    return Exercise("card_in_hand", _each(question), _each(hint), "probability", answer)
