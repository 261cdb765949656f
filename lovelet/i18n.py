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
        # plots (lovelet.plots)
        "plot_unseen_title": "Cards not seen yet", "plot_card_value": "Card value",
        "plot_unseen_copies": "Unseen copies",
        "plot_guard_title": "Guard: chance to knock out {name}", "plot_card_named": "Card named",
        "plot_hit_chance": "Chance of a hit", "plot_best_guess": "best guess",
        "plot_copies_title": "Copies of the {card} left in the deck",
        "plot_copies_in_deck": "Copies in the deck", "plot_probability": "Probability",
        "plot_belief_title": "Where the unseen cards may be, as {name} sees it",
        "plot_card": "Card", "plot_where": "Place", "plot_next_draw": "Next draw",
        "plot_outcomes_title": "Chances of winning", "plot_win_chance": "Chance of winning",
        "plot_confidence": "95% confidence interval",
        "plot_over_time_title": "Probabilities turn by turn",
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
        # plots (lovelet.plots)
        "plot_unseen_title": "Cartes pas encore vues", "plot_card_value": "Valeur de la carte",
        "plot_unseen_copies": "Exemplaires non vus",
        "plot_guard_title": "Garde : chance d'éliminer {name}", "plot_card_named": "Carte nommée",
        "plot_hit_chance": "Probabilité de toucher", "plot_best_guess": "meilleur choix",
        "plot_copies_title": "Exemplaires de la carte {card} restant dans la pioche",
        "plot_copies_in_deck": "Exemplaires dans la pioche", "plot_probability": "Probabilité",
        "plot_belief_title": "Où peuvent être les cartes non vues, selon {name}",
        "plot_card": "Carte", "plot_where": "Emplacement", "plot_next_draw": "Prochaine pioche",
        "plot_outcomes_title": "Chances de gagner", "plot_win_chance": "Probabilité de gagner",
        "plot_confidence": "intervalle de confiance à 95 %",
        "plot_over_time_title": "Probabilités tour après tour",
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
        # plots (lovelet.plots)
        "plot_unseen_title": "Noch nicht gesehene Karten", "plot_card_value": "Kartenwert",
        "plot_unseen_copies": "Ungesehene Exemplare",
        "plot_guard_title": "Wächterin: Chance, {name} hinauszuwerfen",
        "plot_card_named": "Genannte Karte", "plot_hit_chance": "Trefferwahrscheinlichkeit",
        "plot_best_guess": "bester Tipp",
        "plot_copies_title": "Exemplare der Karte {card} im Nachziehstapel",
        "plot_copies_in_deck": "Exemplare im Nachziehstapel",
        "plot_probability": "Wahrscheinlichkeit",
        "plot_belief_title": "Wo die ungesehenen Karten sein können, aus Sicht von {name}",
        "plot_card": "Karte", "plot_where": "Ort", "plot_next_draw": "Nächste gezogene Karte",
        "plot_outcomes_title": "Gewinnchancen", "plot_win_chance": "Gewinnwahrscheinlichkeit",
        "plot_confidence": "95-%-Konfidenzintervall",
        "plot_over_time_title": "Wahrscheinlichkeiten Zug für Zug",
    },
}


def text(key, language="en"):
    """The interface text ``key`` (a key of :data:`TEXTS`) in ``language``."""
    if language not in TEXTS:
        from .errors import IllegalAction

        raise IllegalAction("BAD_OPTION", f"Unknown language {language!r}: use 'en', 'fr' or 'de'.")
    return TEXTS[language][key]
