"""Lesson 4, probability with the cards: the exact answers and the exercises.

**Exact answers** read one player's :class:`~lovelet.Observation` and count, as
:mod:`lovelet.deduction.odds` explains: every card the player has not seen is as likely
as any other to be in any place she cannot see, so a chance is a number of cards over a
number of cards, kept exact as a :class:`fractions.Fraction`.  The seeded simulations
that check them, and the lesson's figures, are in :mod:`lovelet.lessons.simulation`.

**Exercises** (:func:`top_card_exercise`, ...) are :class:`~lovelet.lessons.exercises.Exercise`
values whose answer is computed here from the situation, so that an exercise widget can
check an answer in a student's copy from which the answer cells are removed.
"""

from fractions import Fraction
from math import comb

from lovelet.engine.cards import REVISED, Card, edition_named
from lovelet.deduction.odds import baron_odds, best_guard_guess, turns_left, unseen_counts
from lovelet.engine.errors import refused, shown
from lovelet.text.i18n import card_name, card_with_article, formatted, say, text
from lovelet.text.numbers import listed
from lovelet.engine.naming import card_of, is_bool, seat_of
from lovelet.text.languages import LANGUAGES
from lovelet.engine.observation import check_observation
from lovelet.engine.round import Round
from lovelet.lessons.exercises import Exercise
from lovelet.lessons.exercises import with_indefinite_article as _a

__all__ = [
    "at_least_one", "chance_unseen_card_is", "next_draws_include", "longest_round",
    "top_card_exercise", "next_draws_exercise", "best_guess_exercise", "baron_exercise",
    "spy_start_exercise", "longest_round_exercise",
]


def checked_whole(value, what, low=0, high=None):
    """``value`` if it is a whole number from ``low`` (up to ``high``); else BAD_OPTION,
    with a sentence that names ``what``."""
    if is_bool(value) or not isinstance(value, int) or value < low or (high is not None and value > high):
        if high is None:
            raise refused("BAD_OPTION.whole_from", what=what, low=low, shown=shown(value))
        raise refused("BAD_OPTION.whole_from_to", what=what, low=low, high=high, shown=shown(value))
    return value

# ---------------------------------------------------------------------- exact answers


def at_least_one(cards, copies, draws):
    """The chance that ``draws`` cards drawn from ``cards`` cards, ``copies`` of which are
    of the kind looked for, include at least one of that kind (the draws without
    replacement, every set of cards as likely: the hypergeometric law).

    None of them is of that kind when all ``draws`` cards come from the
    ``cards - copies`` others: C(cards - copies, draws) ways out of C(cards, draws), or,
    one draw after the other, (cards - copies)/cards x (cards - copies - 1)/(cards - 1) x
    ...  At least one is the opposite event: 1 minus that.  An exact Fraction.
    """
    checked_whole(cards, "cards")
    checked_whole(copies, "copies", 0, cards)
    checked_whole(draws, "draws", 0, cards)
    return 1 - Fraction(comb(cards - copies, draws), comb(cards, draws))


def chance_unseen_card_is(observation, card):
    """By counting: the chance that one card the viewer cannot see (the set-aside card,
    the top card of the deck, the card of an opponent who holds one) is ``card``.

    Nothing the viewer counted tells one unseen card from another, so each unseen card is
    as likely as any other to be the one in that place: unseen copies of ``card`` over
    unseen cards (see :func:`lovelet.deduction.odds.unseen_counts`).
    """
    check_observation(observation, "chance_unseen_card_is")
    card = card_of(card, observation.edition)
    counts = unseen_counts(observation)
    return Fraction(counts[card], sum(counts.values()))


def next_draws_include(observation, card, draws):
    """By counting: the chance that at least one ``card`` is among the next ``draws`` cards
    of the deck (1 up to the deck's size), as the viewer of ``observation`` may know it.

    The deck's cards are as many unseen cards, taken as if shuffled, so its top
    ``draws`` cards are ``draws`` cards drawn from the unseen ones: :func:`at_least_one`.
    """
    check_observation(observation, "next_draws_include")
    card = card_of(card, observation.edition)
    checked_whole(draws, "draws", 1, max(1, observation.deck_size))
    if draws > observation.deck_size:
        raise refused("BAD_OPTION.deck_empty")
    counts = unseen_counts(observation)
    return at_least_one(sum(counts.values()), counts[card], draws)


def longest_round(observation):
    """The most turns the round of ``observation`` can last, counting the turns already
    played and the current one.

    Every turn begins with a card drawn from the deck, and the round ends when a turn
    ends with the deck empty, so after the current turn there are at most as many turns
    as cards in the deck (:func:`lovelet.deduction.odds.turns_left`).  An elimination that
    leaves one player, or a Prince's extra draw, only makes the round shorter.
    """
    check_observation(observation, "longest_round")
    return observation.turn + turns_left(observation)


def at_the_deal(observation, what):
    """``observation`` if it is a player's observation from the deal, before the first card is
    played (BAD_OBSERVATION for anything else than an observation, else BAD_OPTION): there,
    counting is the whole story, since no choice of a player is evidence yet."""
    check_observation(observation, what)
    if observation.turn != 1 or any(event.kind == "play" for event in observation.events):
        raise refused("BAD_OPTION.not_at_the_deal", what=what)
    return observation


# ---------------------------------------------------------------------- words for the exercises

def _cards(cards, language, case="nom"):
    """"the Guard and the Priest" in ``language`` (German in ``case``)."""
    return listed([card_with_article(card, language, case if language == "de" else "nom") for card in cards],
                  language)


def _each(make):
    """{language: make(language)} for every language of lovelet."""
    return {language: make(language) for language in LANGUAGES}


def _deal_scene(observation, language, case):
    """"Cleo holds the Guard; nothing has been played yet." and its translations (hand in ``case``)."""
    name = observation.names[observation.player]
    hand = _cards(observation.hand, language, case)
    scene = text("probability_deal_scene_scene", language)
    scene = formatted(scene, language, viewer=name, hand=hand)
    if observation.face_up:
        face_up = text("probability_deal_scene_face_up", language)
        scene += formatted(face_up, language, cards=_cards(observation.face_up, language))
    return scene


def _one_card_opponent(observation, target):
    seat = seat_of(target, observation.names)
    if seat == observation.player or observation.hand_size(seat) != 1:
        raise refused("BAD_OPTION.opponent_one_card", shown=shown(target))
    return seat


# ---------------------------------------------------------------------- the exercises


def top_card_exercise(observation, card=Card.GUARD):
    """Counting at the deal: the chance that the top card of the deck is ``card``, from the
    seat of ``observation`` (an observation from the deal)."""
    at_the_deal(observation, "top_card_exercise")
    card = card_of(card, observation.edition)
    name = observation.names[observation.player]

    def question(language):
        ask = text("probability_top_card_ask", language)
        return _deal_scene(observation, language, "acc") + formatted(ask, language, a_card=_a(card, language))

    def hint(language):
        return say("probability_top_card_hint", language, viewer=name, card=card_name(card, language))

    return Exercise("top_card", _each(question), _each(hint), "probability",
                    chance_unseen_card_is(observation, card))


def next_draws_exercise(observation, card=Card.GUARD, draws=3):
    """The hypergeometric law at the deal: the chance of at least one ``card`` among the next
    ``draws`` cards of the deck, from the seat of ``observation``."""
    at_the_deal(observation, "next_draws_exercise")
    card = card_of(card, observation.edition)
    answer = next_draws_include(observation, card, draws)

    def question(language):
        ask = text("probability_next_draws_ask", language)
        return _deal_scene(observation, language, "acc") + formatted(
            ask, language, card=card_name(card, language), a_card=_a(card, language), draws=draws)

    def hint(language):
        return say("probability_next_draws_hint", language, draws=draws, a_card=_a(card, language))

    return Exercise("next_draws", _each(question), _each(hint), "probability", answer)


def best_guess_exercise(observation, target):
    """Guard odds at the deal: the chance that the best Guard guess against ``target`` (an
    opponent holding one card) hits, from the seat of ``observation``."""
    at_the_deal(observation, "best_guess_exercise")
    seat = _one_card_opponent(observation, target)
    _, answer = best_guard_guess(observation, seat)
    viewer, other = observation.names[observation.player], observation.names[seat]

    def question(language):
        ask = text("probability_best_guess_ask", language)
        scene = _deal_scene(observation, language, "acc")
        return scene + formatted(ask, language, viewer=viewer, target=other)

    def hint(language):
        return say("probability_best_guess_hint", language, viewer=viewer)

    return Exercise("best_guess", _each(question), _each(hint), "probability", answer)


def baron_exercise(observation, target, keep=None):
    """Baron odds at the deal: the chance that ``target``'s card (one card) is lower than
    ``keep`` (a card of the viewer's hand; by default her higher one), so that a Baron
    would knock ``target`` out."""
    at_the_deal(observation, "baron_exercise")
    seat = _one_card_opponent(observation, target)
    values = observation.edition.values
    if keep is None:
        keep = max(observation.hand, key=lambda card: values[card])
    keep = card_of(keep, observation.edition)
    answer = baron_odds(observation, seat, keep=keep)["win"]
    viewer, other, value = observation.names[observation.player], observation.names[seat], values[keep]

    def question(language):
        ask = text("probability_baron_ask", language)
        kept = card_with_article(keep, language, "acc")
        return _deal_scene(observation, language, "acc") + formatted(
            ask, language, viewer=viewer, target=other, keep=kept, value=value)

    def hint(language):
        return say("probability_baron_hint", language, value=value)

    return Exercise("baron", _each(question), _each(hint), "probability", answer)


def spy_start_exercise(edition=REVISED, card=Card.SPY):
    """Before the deal: the chance that the first player's two cards (after the first draw)
    include at least one ``card`` (the Spy by default): :func:`at_least_one` over the
    edition's deck."""
    edition = edition_named(edition)
    card = card_of(card, edition)
    answer = at_least_one(len(edition.deck), edition.copies[card], 2)

    def question(language):
        return say("probability_spy_start_question", language, a_card=_a(card, language))

    def hint(language):
        return say("probability_spy_start_hint", language, a_card=_a(card, language))

    return Exercise("spy_start", _each(question), _each(hint), "probability", answer)


def longest_round_exercise(players, edition=REVISED):
    """How many turns a round for ``players`` players can last at most (a number), from the
    first observation of a round dealt for that many (:func:`longest_round`)."""
    edition = edition_named(edition)
    checked_whole(players, "players", edition.min_players, edition.max_players)
    answer = longest_round(Round.deal(edition, players, seed=0).observation(0))

    def question(language):
        return say("probability_longest_round_question", language, players=players)

    def hint(language):
        return text("probability_longest_round_hint", language)

    return Exercise("longest_round", _each(question), _each(hint), "number", answer)
