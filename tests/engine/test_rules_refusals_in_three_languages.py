"""The refusals of the engine's core (cards, editions and options, seats, actions, the
arguments of a round) are made from a key and values, and said in English, French and
German (lovelet.text.refusals_rules).

Each case is a real call that is refused, with the code, the key and the values the
refusal carries, and its sentence in each language.  The English sentences are those
lovelet said before its refusals were keyed.
"""

import pickle
import re

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, IllegalAction, Options, Play, Round
from lovelet.engine.actions import engine_action
from lovelet.engine.arguments import checked_deck, checked_favors, checked_seat, player_names
from lovelet.engine.cards import card_of, edition_named
from lovelet.engine.legality import diagnose_play
from lovelet.engine.naming import seat_of
from lovelet.text.refusals_rules import RULES_TEMPLATES

NAMES = ("Ann", "Ben")
EVERY_CARD = {
    "en": "Spy, Guard, Priest, Baron, Handmaid, Prince, Chancellor, King, Countess, Princess",
    "fr": "Espionne, Garde, Prêtre, Baron, Servante, Prince, Chancelier, Roi, Comtesse, Princesse",
    "de": "Spionin, Wächterin, Priester, Baron, Zofe, Prinz, Kanzler, König, Gräfin, Prinzessin",
}


def _with_a_guard(edition):
    """A two-player round of ``edition`` whose active player holds a Guard."""
    for seed in range(100):
        rnd = Round.deal(edition, list(NAMES), seed=seed)
        if Card.GUARD in rnd.hand(rnd.current_player):
            return rnd
    raise AssertionError("no deal with a Guard")  # pragma: no cover


def _guard_at_the_other(edition, guess):
    rnd = _with_a_guard(edition)
    return rnd, tuple.__new__(Play, (Card.GUARD, 1 - rnd.current_player, guess))


def _deck_with_a_king_for_a_spy():
    deck = list(REVISED.deck)
    deck[deck.index(Card.SPY)] = Card.KING
    return deck


# (call, code, key, some of the values, en, fr, de); French and German with plain spaces
# (the typography is checked apart).
CASES = {
    "a card of no edition": (
        lambda: Card("nope"), "UNKNOWN_CARD", "UNKNOWN_CARD.any_edition", {"shown": "'nope'"},
        f"'nope' is not a card of Love Letter; its cards are {EVERY_CARD['en']}.",
        f"'nope' n'est pas une carte de Love Letter ; ses cartes sont {EVERY_CARD['fr']}.",
        f"'nope' ist keine Karte von Love Letter; seine Karten sind {EVERY_CARD['de']}."),
    "a card of the other edition": (
        lambda: CLASSIC.value("Spionin"), "UNKNOWN_CARD", "UNKNOWN_CARD.other_edition",
        {"card": Card.SPY, "edition": "classic"},
        "The Spy is not a card of the classic edition.",
        "L'Espionne ne fait pas partie de l'édition classic.",
        "Die Spionin gehört nicht zur Ausgabe classic."),
    "no card of this edition": (
        lambda: REVISED.value("nope"), "UNKNOWN_CARD", "UNKNOWN_CARD", {"edition": "revised"},
        f"'nope' is not a card of the revised edition; its cards are {EVERY_CARD['en']}.",
        f"'nope' n'est pas une carte de l'édition revised ; ses cartes sont {EVERY_CARD['fr']}.",
        f"'nope' ist keine Karte der Ausgabe revised; ihre Karten sind {EVERY_CARD['de']}."),
    "a caller's word for the card": (
        lambda: card_of("nope", what="face-up card"), "UNKNOWN_CARD", "UNKNOWN_CARD.any_edition_named",
        {"what": "face-up card"},
        f"'nope' is not a face-up card of Love Letter; its cards are {EVERY_CARD['en']}.",
        f"'nope' (face-up card) n'est pas une carte de Love Letter ; ses cartes sont {EVERY_CARD['fr']}.",
        f"'nope' (face-up card) ist keine Karte von Love Letter; seine Karten sind {EVERY_CARD['de']}."),
    "a guess that is no card": (
        lambda: Play(Card.GUARD, 1, guess="nope"), "GUESS_UNKNOWN_CARD", "UNKNOWN_CARD.any_edition_guess",
        {"shown": "'nope'"},
        f"'nope' is not a card to guess of Love Letter; its cards are {EVERY_CARD['en']}.",
        f"'nope' n'est pas une carte de Love Letter à nommer ; ses cartes sont {EVERY_CARD['fr']}.",
        f"'nope' ist keine Karte von Love Letter zum Nennen; seine Karten sind {EVERY_CARD['de']}."),
    "a card to keep that is no card": (
        lambda: ChancellorReturn("nope"), "BAD_CHANCELLOR_CHOICE", "UNKNOWN_CARD.any_edition_keep", {},
        f"'nope' is not a card to keep of Love Letter; its cards are {EVERY_CARD['en']}.",
        f"'nope' n'est pas une carte de Love Letter à garder ; ses cartes sont {EVERY_CARD['fr']}.",
        f"'nope' ist keine Karte von Love Letter zum Behalten; seine Karten sind {EVERY_CARD['de']}."),
    "a card to put back that is no card": (
        lambda: ChancellorReturn(Card.KING, ["nope"]), "BAD_CHANCELLOR_CHOICE",
        "UNKNOWN_CARD.any_edition_put_back", {},
        f"'nope' is not a card to put back of Love Letter; its cards are {EVERY_CARD['en']}.",
        f"'nope' n'est pas une carte de Love Letter à remettre sous la pioche ; ses cartes sont "
        f"{EVERY_CARD['fr']}.",
        f"'nope' ist keine Karte von Love Letter zum Zurücklegen; seine Karten sind {EVERY_CARD['de']}."),
    "cards put back that are no list": (
        lambda: ChancellorReturn(Card.KING, 3), "BAD_CHANCELLOR_CHOICE", "BAD_CHANCELLOR_CHOICE.bottom_kind",
        {"shown": "3"},
        "The cards put back under the deck must be a list of cards, not 3.",
        "Les cartes remises sous la pioche doivent être une liste de cartes, pas 3.",
        "Die Karten, die unter den Stapel kommen, müssen eine Liste von Karten sein, nicht 3."),
    "a bool as a target": (
        lambda: Play(Card.GUARD, target=True), "UNKNOWN_PLAYER", "UNKNOWN_PLAYER.target_bool", {"shown": "True"},
        "The target True is refused: True and False are not players.",
        "La cible True est refusée : True et False ne sont pas des joueurs.",
        "Das Ziel True wird abgelehnt: True und False sind keine Spieler."),
    "a float as a target": (
        lambda: Play(Card.GUARD, target=1.5), "UNKNOWN_PLAYER", "UNKNOWN_PLAYER.target_kind", {"shown": "1.5"},
        "The target 1.5 is refused: a target is a seat number or a player's name.",
        "La cible 1.5 est refusée : une cible est un numéro de place ou le nom d'un joueur.",
        "Das Ziel 1.5 wird abgelehnt: Ein Ziel ist eine Platznummer oder der Name eines Spielers."),
    "half an action": (
        lambda: engine_action(tuple.__new__(Play, (Card.GUARD,))), "BAD_ACTION", "BAD_ACTION.incomplete", {},
        "(Card.GUARD,) is not a whole action: use Play(card, target, guess) or ChancellorReturn(keep, bottom).",
        "(Card.GUARD,) n'est pas une action complète : utilisez Play(card, target, guess) ou "
        "ChancellorReturn(keep, bottom).",
        "(Card.GUARD,) ist keine vollständige Aktion: Nimm Play(card, target, guess) oder "
        "ChancellorReturn(keep, bottom)."),
    "no action": (
        lambda: Round.deal(REVISED, list(NAMES), seed=1).apply("x"), "BAD_ACTION", "BAD_ACTION.not_an_action",
        {"shown": "'x'"},
        "'x' is not an action: use Play(card, target, guess) or ChancellorReturn(keep, bottom).",
        "'x' n'est pas une action : utilisez Play(card, target, guess) ou ChancellorReturn(keep, bottom).",
        "'x' ist keine Aktion: Nimm Play(card, target, guess) oder ChancellorReturn(keep, bottom)."),
    "a guess of the other edition": (
        lambda: diagnose_play(*_guard_at_the_other(CLASSIC, Card.SPY)), "GUESS_UNKNOWN_CARD",
        "GUESS_UNKNOWN_CARD.other_edition", {"card": Card.SPY, "edition": "classic"},
        "The Guard must name a card of the classic edition; Spy is not one.",
        "Le Garde doit nommer une carte de l'édition classic ; l'Espionne n'en fait pas partie.",
        "Die Wächterin muss eine Karte der Ausgabe classic nennen; die Spionin gehört nicht dazu."),
    "a guess that is not a card at all": (
        lambda: diagnose_play(*_guard_at_the_other(REVISED, "zzz")), "GUESS_UNKNOWN_CARD",
        "GUESS_UNKNOWN_CARD", {"shown": "'zzz'"},
        "The Guard must name a card of the revised edition; 'zzz' is not one.",
        "Le Garde doit nommer une carte de l'édition revised ; 'zzz' n'en est pas une.",
        "Die Wächterin muss eine Karte der Ausgabe revised nennen; 'zzz' ist keine."),
    "a target who is not a player": (
        lambda: _with_a_guard(REVISED).apply(Play(Card.GUARD, "Zed", Card.PRIEST)), "UNKNOWN_PLAYER",
        "UNKNOWN_PLAYER.target", {"player": "'Zed'", "players": NAMES},
        "The target 'Zed' is refused: it is not a player of this game. The players are Ann (seat 0), Ben (seat 1).",
        "La cible 'Zed' est refusée : ce n'est pas un joueur de cette partie. Les joueurs sont Ann (place 0), "
        "Ben (place 1).",
        "Das Ziel 'Zed' wird abgelehnt: Das ist kein Spieler dieses Spiels. Die Spieler sind Ann (Platz 0), "
        "Ben (Platz 1)."),
    "a bool as a seat": (
        lambda: seat_of(True, NAMES), "UNKNOWN_PLAYER", "UNKNOWN_PLAYER.bool", {"player": "True"},
        "True is refused: True and False are not players. The players are Ann (seat 0), Ben (seat 1).",
        "True est refusé : True et False ne sont pas des joueurs. Les joueurs sont Ann (place 0), Ben (place 1).",
        "True wird abgelehnt: True und False sind keine Spieler. Die Spieler sind Ann (Platz 0), Ben (Platz 1)."),
    "a name that is no player's": (
        lambda: seat_of("Zed", NAMES, "viewer"), "UNKNOWN_PLAYER", "UNKNOWN_PLAYER.named_not_a_player",
        {"what": "Viewer", "player": "'Zed'"},
        "Viewer 'Zed' is refused: it is not a player of this game. The players are Ann (seat 0), Ben (seat 1).",
        "Refusé : 'Zed' (Viewer) n'est pas un joueur de cette partie. Les joueurs sont Ann (place 0), "
        "Ben (place 1).",
        "Abgelehnt: 'Zed' (Viewer) ist kein Spieler dieses Spiels. Die Spieler sind Ann (Platz 0), "
        "Ben (Platz 1)."),
    "a seat past the players": (
        lambda: seat_of(9, 3), "UNKNOWN_PLAYER", "UNKNOWN_PLAYER.count", {"player": "9", "last": 2},
        "9 is not a player: the players are seats 0 to 2.",
        "9 n'est pas un joueur : les joueurs sont les places 0 à 2.",
        "9 ist kein Spieler: Die Spieler sind die Plätze 0 bis 2."),
    "a bool among numbered seats": (
        lambda: seat_of(False, 3, "seat"), "UNKNOWN_PLAYER", "UNKNOWN_PLAYER.named_bool_count",
        {"what": "Seat", "last": 2},
        "Seat False is refused: True and False are not players. The players are seats 0 to 2.",
        "Refusé : False (Seat), car True et False ne sont pas des joueurs. Les joueurs sont les places 0 à 2.",
        "Abgelehnt: False (Seat), denn True und False sind keine Spieler. Die Spieler sind die Plätze 0 bis 2."),
    "an unknown edition": (
        lambda: edition_named("nope"), "BAD_OPTION", "BAD_OPTION.edition", {"shown": "'nope'"},
        "Unknown edition 'nope': choose REVISED (21 cards) or CLASSIC (16 cards).",
        "Édition inconnue 'nope' : choisissez REVISED (21 cartes) ou CLASSIC (16 cartes).",
        "Unbekannte Ausgabe 'nope': Wähle REVISED (21 Karten) oder CLASSIC (16 Karten)."),
    "an unknown option": (
        lambda: Options.checked(REVISED, colour=1), "BAD_OPTION", "BAD_OPTION.option_name", {"option": "'colour'"},
        "Unknown option 'colour': the options are tie_break, thresholds and reveal_drawn.",
        "Option inconnue 'colour' : les options sont tie_break, thresholds et reveal_drawn.",
        "Unbekannte Option 'colour': Die Optionen sind tie_break, thresholds und reveal_drawn."),
    "two tie breaks": (
        lambda: Options.checked(CLASSIC, tie_break="shared", classic_tiebreak="discard_sum"), "BAD_OPTION",
        "BAD_OPTION.tie_break_twice", {},
        "Give the tie break once, as tie_break.",
        "Donnez le départage une seule fois, avec tie_break.",
        "Gib die Regel für Gleichstände nur einmal an, als tie_break."),
    "an unknown tie break": (
        lambda: Options.checked(CLASSIC, tie_break="x"), "BAD_OPTION", "BAD_OPTION.tie_break", {"shown": "'x'"},
        "Unknown tie break 'x': use 'shared' or 'discard_sum'.",
        "Départage inconnu 'x' : utilisez 'shared' ou 'discard_sum'.",
        "Unbekannte Regel für Gleichstände 'x': Nimm 'shared' oder 'discard_sum'."),
    "the revised edition's tie break": (
        lambda: Options.checked(REVISED, tie_break="discard_sum"), "BAD_OPTION", "BAD_OPTION.revised_tie_break", {},
        "The revised edition never breaks ties by discards: every tied player wins.",
        "L'édition révisée ne départage jamais par les défausses : tous les joueurs à égalité gagnent.",
        "Die Neuauflage entscheidet Gleichstände nie nach den Ablagen: Alle Spieler im Gleichstand gewinnen."),
    "unknown thresholds": (
        lambda: Options.checked(CLASSIC, thresholds="x"), "BAD_OPTION", "BAD_OPTION.thresholds",
        {"edition": "classic", "allowed": ("'standard'", "'aeg'")},
        "Unknown thresholds 'x' for the classic edition: use 'standard' or 'aeg'.",
        "Seuils inconnus 'x' pour l'édition classic : utilisez 'standard' ou 'aeg'.",
        "Unbekannte Schwellen 'x' für die Ausgabe classic: Nimm 'standard' oder 'aeg'."),
    "reveal_drawn not a bool": (
        lambda: Options.checked(REVISED, reveal_drawn=1), "BAD_OPTION", "BAD_OPTION.reveal_drawn", {},
        "reveal_drawn must be True or False.",
        "reveal_drawn doit valoir True ou False.",
        "reveal_drawn muss True oder False sein."),
    "players that are neither a count nor names": (
        lambda: player_names(REVISED, "x"), "BAD_PLAYER_COUNT", "BAD_PLAYER_COUNT.kind", {"shown": "'x'"},
        "players must be a number of players or a list of names, not 'x'.",
        "players doit être un nombre de joueurs ou une liste de noms, pas 'x'.",
        "players muss eine Spielerzahl oder eine Liste von Namen sein, nicht 'x'."),
    "a first player past the seats": (
        lambda: checked_seat(9, 3, "first_player"), "UNKNOWN_PLAYER", "UNKNOWN_PLAYER.seat_range",
        {"what": "first_player", "last": 2, "shown": "9"},
        "first_player must be a seat from 0 to 2, not 9.",
        "first_player doit être une place de 0 à 2, pas 9.",
        "first_player muss ein Platz von 0 bis 2 sein, nicht 9."),
    "favors for too few players": (
        lambda: checked_favors([1], 3), "BAD_POSITION", "BAD_POSITION.favors_count", {"players": 3},
        "favors must list one count for each of the 3 players.",
        "favors doit donner un nombre pour chacun des 3 joueurs.",
        "favors muss für jeden der 3 Spieler eine Zahl angeben."),
    "a negative number of favors": (
        lambda: checked_favors([1, -1, 0], 3), "BAD_POSITION", "BAD_POSITION.favors_value", {"shown": "-1"},
        "A number of favors must be a whole number >= 0, not -1.",
        "Un nombre de faveurs doit être un entier >= 0, pas -1.",
        "Eine Zahl von Herzen muss eine ganze Zahl >= 0 sein, nicht -1."),
    "a caller's word for a card of this edition": (
        lambda: card_of("nope", REVISED, what="face-up card"), "UNKNOWN_CARD", "UNKNOWN_CARD.named",
        {"what": "face-up card", "edition": "revised"},
        f"'nope' is not a face-up card of the revised edition; its cards are {EVERY_CARD['en']}.",
        f"'nope' (face-up card) n'est pas une carte de l'édition revised ; ses cartes sont {EVERY_CARD['fr']}.",
        f"'nope' (face-up card) ist keine Karte der Ausgabe revised; ihre Karten sind {EVERY_CARD['de']}."),
    "a name that is no player's, with no argument named": (
        lambda: seat_of("Zed", NAMES), "UNKNOWN_PLAYER", "UNKNOWN_PLAYER.not_a_player", {"players": NAMES},
        "'Zed' is refused: it is not a player of this game. The players are Ann (seat 0), Ben (seat 1).",
        "'Zed' est refusé : ce n'est pas un joueur de cette partie. Les joueurs sont Ann (place 0), Ben (place 1).",
        "'Zed' wird abgelehnt: Das ist kein Spieler dieses Spiels. Die Spieler sind Ann (Platz 0), Ben (Platz 1)."),
    "a bool as a named seat": (
        lambda: seat_of(True, NAMES, "start_player", "BAD_START_PLAYER"), "BAD_START_PLAYER",
        "UNKNOWN_PLAYER.named_bool", {"what": "Start_player"},
        "Start_player True is refused: True and False are not players. The players are Ann (seat 0), Ben (seat 1).",
        "Refusé : True (Start_player), car True et False ne sont pas des joueurs. Les joueurs sont Ann (place 0), "
        "Ben (place 1).",
        "Abgelehnt: True (Start_player), denn True und False sind keine Spieler. Die Spieler sind Ann (Platz 0), "
        "Ben (Platz 1)."),
    "a named seat past the players": (
        lambda: seat_of(-1, 2, "seat"), "UNKNOWN_PLAYER", "UNKNOWN_PLAYER.named_count", {"last": 1},
        "Seat -1 is not a player: the players are seats 0 to 1.",
        "Refusé : -1 (Seat) n'est pas un joueur ; les joueurs sont les places 0 à 1.",
        "Abgelehnt: -1 (Seat) ist kein Spieler; die Spieler sind die Plätze 0 bis 1."),
    "a bool among numbered seats, with no argument named": (
        lambda: seat_of(True, 4), "UNKNOWN_PLAYER", "UNKNOWN_PLAYER.bool_count", {"player": "True", "last": 3},
        "True is refused: True and False are not players. The players are seats 0 to 3.",
        "True est refusé : True et False ne sont pas des joueurs. Les joueurs sont les places 0 à 3.",
        "True wird abgelehnt: True und False sind keine Spieler. Die Spieler sind die Plätze 0 bis 3."),
    "a deck short of a Spy": (
        lambda: checked_deck(REVISED, list(REVISED.deck)[1:]), "BAD_DECK", "BAD_DECK.not_the_deck", {"size": 21},
        "That deck is not the revised edition's 21 cards: Spy: 1 instead of 2.",
        "Ces cartes ne sont pas les 21 cartes de l'édition revised : Espionne : 1 au lieu de 2.",
        "Diese Karten sind nicht die 21 Karten der Ausgabe revised: Spionin: 1 statt 2."),
    "a deck that is no list": (
        lambda: checked_deck(REVISED, 3), "BAD_DECK", "BAD_DECK.kind", {"shown": "3"},
        "A deck must be a list of cards, not 3.",
        "Une pioche doit être une liste de cartes, pas 3.",
        "Ein Stapel muss eine Liste von Karten sein, nicht 3."),
    "a deck with a King for a Spy": (
        lambda: checked_deck(REVISED, _deck_with_a_king_for_a_spy()), "BAD_DECK", "BAD_DECK.not_the_deck",
        {"edition": "revised", "size": 21},
        "That deck is not the revised edition's 21 cards: Spy: 1 instead of 2; King: 2 instead of 1.",
        "Ces cartes ne sont pas les 21 cartes de l'édition revised : Espionne : 1 au lieu de 2 ; Roi : 2 au "
        "lieu de 1.",
        "Diese Karten sind nicht die 21 Karten der Ausgabe revised: Spionin: 1 statt 2; König: 2 statt 1."),
    "a deck with no card": (
        lambda: checked_deck(REVISED, ["x"]), "BAD_DECK", "BAD_DECK.not_the_deck", {"size": 21},
        "That deck is not the revised edition's 21 cards: 'x' is not a card of this edition.",
        "Ces cartes ne sont pas les 21 cartes de l'édition revised : 'x' n'est pas une carte de cette édition.",
        "Diese Karten sind nicht die 21 Karten der Ausgabe revised: 'x' ist keine Karte dieser Ausgabe."),
}


def _refusal(call):
    with pytest.raises(IllegalAction) as caught:
        call()
    return caught.value


def _plain(sentence):
    return sentence.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_refusal_of_the_rules_carries_its_key_and_values(case):
    call, code, key, values = CASES[case][:4]
    refusal = _refusal(call)
    assert (refusal.code, refusal.key) == (code, key)
    for name, value in values.items():
        assert refusal.values[name] == value, name


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_a_refusal_of_the_rules_is_said_in_three_languages(case, language):
    expected = dict(zip(("en", "fr", "de"), CASES[case][4:]))
    refusal = _refusal(CASES[case][0])
    said = refusal.sentence(language)
    assert _plain(said) == expected[language]
    if language == "en":
        assert said == refusal.message == str(refusal)
    if language == "fr":  # French punctuation after a no-break space, never a plain one
        assert not re.search(r" [:;?!]", said)
    # said the same once it crossed a process boundary (a tournament's worker)
    assert pickle.loads(pickle.dumps(refusal)).sentence(language) == said


def test_every_sentence_of_the_rules_has_a_case_here():
    keys = {CASES[case][2] for case in CASES} | {
        # said inside the BAD_DECK cases above
        "BAD_DECK.foreign_card", "BAD_DECK.count", "BAD_DECK.counts",
        # a language no one named the cards in (tests/engine/test_card_names.py)
        "BAD_OPTION.language"}
    assert set(RULES_TEMPLATES["en"]) == keys
    assert set(RULES_TEMPLATES["fr"]) == set(RULES_TEMPLATES["en"]) == set(RULES_TEMPLATES["de"])
