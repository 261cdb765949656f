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
from lovelet.text.i18n import card_name, formatted
from lovelet.engine.naming import LANGUAGES, card_of, is_bool, seat_of
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
        return formatted({
            "en": ("On turn {turn}, how many copies of the {card} has {viewer} not seen? Count them "
                   "from what {viewer} may know only."),
            "fr": ("Au tour {turn}, combien d'exemplaires de la carte {card} restent non vus par "
                   "{viewer} ? Compte-les à partir de ce que {viewer} peut savoir, et de rien d'autre."),
            "de": ("Wie viele Karten „{card}“ hat {viewer} im Zug {turn} nicht gesehen? Zähle nur mit "
                   "dem, was {viewer} wissen kann."),
        }[language], language, turn=turn, card=card_name(card, language), viewer=name)

    def hint(language):
        return formatted({
            "en": ("Start from the copies of the {card} in the edition, and take away those {viewer} can "
                   "see: in her hand, on every discard pile, face up."),
            "fr": ("Pars du nombre d'exemplaires de la carte {card} dans le jeu, et retire ceux que "
                   "{viewer} peut voir : dans sa main, sur chaque défausse, face visible."),
            "de": ("Beginne mit der Zahl der Karten „{card}“ im Spiel und zieh die ab, die {viewer} sehen "
                   "kann: auf der Hand, auf jedem Ablagestapel, offen ausliegend."),
        }[language], language, card=card_name(card, language), viewer=name)

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
        return formatted({
            "en": ("A round of {total} cards for {players} players: how many cards are in the deck while "
                   "the first player chooses a card on turn 1?"),
            "fr": ("Une manche de {total} cartes à {players} joueurs : combien de cartes reste-t-il dans la "
                   "pioche pendant que le premier joueur choisit une carte au tour 1 ?"),
            "de": ("Eine Runde mit {total} Karten für {players} Personen: Wie viele Karten liegen im "
                   "Nachziehstapel, während die erste Person im Zug 1 eine Karte wählt?"),
        }[language], language, total=total, players=players)

    def hint(language):
        return {
            "en": ("Take away the card set aside (and, with two players, the three face up), one card "
                   "dealt to each player, and the card the first player has drawn."),
            "fr": ("Retire la carte mise de côté (et, à deux joueurs, les trois cartes face visible), une "
                   "carte distribuée à chaque joueur, et la carte que le premier joueur a piochée."),
            "de": ("Zieh die beiseitegelegte Karte ab (zu zweit auch die drei offenen), eine ausgeteilte "
                   "Karte pro Person und die Karte, die die erste Person gezogen hat."),
        }[language]

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
        ask = {
            "en": {1: ("{other} holds one card. What is the chance that it is {a_card}, as {viewer} may "
                       "deduce it?"),
                   2: ("{other} holds two cards. What is the chance that at least one of them is {a_card}, "
                       "as {viewer} may deduce it?")},
            "fr": {1: ("{other} a une carte en main. Quelle est la probabilité que ce soit {a_card}, "
                       "d'après ce que {viewer} peut en déduire ?"),
                   2: ("{other} a deux cartes en main. Quelle est la probabilité qu'au moins l'une "
                       "d'elles soit {a_card}, d'après ce que {viewer} peut en déduire ?")},
            "de": {1: ("{other} hält eine Karte. Wie groß ist die Wahrscheinlichkeit, dass es {a_card} ist, "
                       "soweit {viewer} es erschließen kann?"),
                   2: ("{other} hält zwei Karten. Wie groß ist die Wahrscheinlichkeit, dass mindestens eine "
                       "davon {a_card} ist, soweit {viewer} es erschließen kann?")},
        }[language][held]
        return formatted(ask, language, other=other, viewer=viewer, a_card=_a(card, language))

    def hint(language):
        return formatted({
            "en": ("Find the chance that none of the cards is {a_card}, one card after the other, among the "
                   "cards {viewer} has not seen; then take it from 1."),
            "fr": ("Cherche la probabilité qu'aucune des cartes ne soit {a_card}, une carte après l'autre, "
                   "parmi les cartes que {viewer} n'a pas vues ; puis retire-la de 1."),
            "de": ("Bestimme die Wahrscheinlichkeit, dass keine der Karten {a_card} ist, eine Karte nach der "
                   "anderen, unter den Karten, die {viewer} nicht gesehen hat; zieh sie dann von 1 ab."),
        }[language], language, a_card=_a(card, language), viewer=viewer)

    return Exercise("card_in_hand", _each(question), _each(hint), "probability", answer)
