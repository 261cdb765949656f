"""Texts in English, French and German: card names, and the words of
the table drawings (:data:`TEXTS`); widget texts later.

The French names follow the French tutorial of the 2019 edition; the German names the
German summary of the classic edition (Pegasus), with the 2019 additions Spionin and
Kanzler.
"""

from .cards import Card

__all__ = ["LANGUAGES", "card_name", "TEXTS", "text"]

LANGUAGES = ("en", "fr", "de")

CARD_NAMES = {
    "en": {
        Card.SPY: "Spy", Card.GUARD: "Guard", Card.PRIEST: "Priest", Card.BARON: "Baron",
        Card.HANDMAID: "Handmaid", Card.PRINCE: "Prince", Card.CHANCELLOR: "Chancellor",
        Card.KING: "King", Card.COUNTESS: "Countess", Card.PRINCESS: "Princess",
    },
    "fr": {
        Card.SPY: "Espionne", Card.GUARD: "Garde", Card.PRIEST: "Prêtre", Card.BARON: "Baron",
        Card.HANDMAID: "Servante", Card.PRINCE: "Prince", Card.CHANCELLOR: "Chancelier",
        Card.KING: "Roi", Card.COUNTESS: "Comtesse", Card.PRINCESS: "Princesse",
    },
    "de": {
        Card.SPY: "Spionin", Card.GUARD: "Wächterin", Card.PRIEST: "Priester", Card.BARON: "Baron",
        Card.HANDMAID: "Zofe", Card.PRINCE: "Prinz", Card.CHANCELLOR: "Kanzler",
        Card.KING: "König", Card.COUNTESS: "Gräfin", Card.PRINCESS: "Prinzessin",
    },
}


def card_name(card, language="en"):
    """The name of ``card`` in ``language`` ("en", "fr" or "de")."""
    if language not in CARD_NAMES:
        from .errors import IllegalAction

        raise IllegalAction("BAD_OPTION", f"Unknown language {language!r}: use 'en', 'fr' or 'de'.")
    return CARD_NAMES[language][card]


# The words a drawing of the table needs, besides card names. Templates take their
# values through str.format; callers escape names before they go in.
TEXTS = {
    "en": {
        "deck": "Deck", "set_aside": "Set aside", "face_up": "Face up", "discards": "Discards",
        "hand": "Hand", "player": "Player", "protected": "Protected", "out": "Out",
        "favors": "Favors", "to_play": "{name} to play", "winner": "Winner",
        "round": "Round", "turn": "Turn", "round_over": "Round over", "game_over": "Game over",
        "round_won_by": "Round won by", "game_won_by": "Game won by",
        "favors_gained": "Favors gained", "spy_bonus": "Spy bonus", "nobody": "nobody",
        "showdown": "the deck is empty: highest card wins",
        "sole_survivor": "last player in the round",
        "face_down": "Face down", "you": "you", "needed": "{count} to win",
        "chancellor_pending": "choosing the cards to put under the deck",
        "view_of": "Seen by {name}", "omniscient": "Every hand shown",
        "discard_sums": "Discard totals",
    },
    "fr": {
        "deck": "Pioche", "set_aside": "Carte mise à part", "face_up": "Cartes visibles",
        "discards": "Défausse", "hand": "Main", "player": "Joueur", "protected": "Protégé",
        "out": "Éliminé", "favors": "Faveurs", "to_play": "À {name} de jouer",
        "winner": "Gagnant", "round": "Manche", "turn": "Tour",
        "round_over": "Manche terminée", "game_over": "Partie terminée",
        "round_won_by": "Manche gagnée par", "game_won_by": "Partie gagnée par",
        "favors_gained": "Faveurs gagnées", "spy_bonus": "Bonus de l'Espionne",
        "nobody": "personne", "showdown": "la pioche est vide : la plus haute carte gagne",
        "sole_survivor": "dernier joueur en jeu",
        "face_down": "Face cachée", "you": "toi", "needed": "{count} pour gagner",
        "chancellor_pending": "choisit les cartes à remettre sous la pioche",
        "view_of": "Vue de {name}", "omniscient": "Toutes les mains visibles",
        "discard_sums": "Totaux des défausses",
    },
    "de": {
        "deck": "Nachziehstapel", "set_aside": "Reservekarte", "face_up": "Offen beiseite",
        "discards": "Ablage", "hand": "Hand", "player": "Spieler", "protected": "Geschützt",
        "out": "Ausgeschieden", "favors": "Herzen", "to_play": "{name} ist am Zug",
        "winner": "Gewinner", "round": "Runde", "turn": "Zug",
        "round_over": "Runde beendet", "game_over": "Spiel beendet",
        "round_won_by": "Runde gewonnen von", "game_won_by": "Spiel gewonnen von",
        "favors_gained": "Gewonnene Herzen", "spy_bonus": "Spionin-Bonus",
        "nobody": "niemand", "showdown": "der Stapel ist leer: die höchste Karte gewinnt",
        "sole_survivor": "letzter Spieler in der Runde",
        "face_down": "Verdeckt", "you": "du", "needed": "{count} zum Sieg",
        "chancellor_pending": "wählt die Karten, die unter den Stapel kommen",
        "view_of": "Sicht von {name}", "omniscient": "Alle Hände offen",
        "discard_sums": "Summen der Ablagen",
    },
}


def text(key, language="en"):
    """The interface text ``key`` (a key of :data:`TEXTS`) in ``language``."""
    if language not in TEXTS:
        from .errors import IllegalAction

        raise IllegalAction("BAD_OPTION", f"Unknown language {language!r}: use 'en', 'fr' or 'de'.")
    return TEXTS[language][key]
