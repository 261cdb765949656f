"""Texts in English, French and German: card names, and the words of
the table drawings (:data:`TEXTS`); widget texts later.

The French names follow the French tutorial of the 2019 edition; the German names the
German summary of the classic edition (Pegasus), with the 2019 additions Spionin and
Kanzler.
"""

import re

from .cards import Card
from .naming import LANGUAGES, card_of, language_of

__all__ = ["LANGUAGES", "card_name", "card_count", "card_with_article", "TEXTS", "text",
           "formatted"]

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


def _language(language):
    """``language`` as a code of :data:`LANGUAGES` (see :func:`lovelet.naming.language_of`)."""
    if isinstance(language, str) and language in CARD_NAMES:
        return language
    return language_of(language)


def card_name(card, language="en"):
    """The name of ``card`` (a Card or a card's name) in ``language`` ("en", "fr" or "de").

    An unknown language raises IllegalAction BAD_OPTION, an unknown card UNKNOWN_CARD.
    """
    language = _language(language)
    if not isinstance(card, Card):
        card = card_of(card)
    return CARD_NAMES[language][card]


PLURAL_NAMES = {
    "en": {
        Card.SPY: "Spies", Card.GUARD: "Guards", Card.PRIEST: "Priests", Card.BARON: "Barons",
        Card.HANDMAID: "Handmaids", Card.PRINCE: "Princes", Card.CHANCELLOR: "Chancellors",
        Card.KING: "Kings", Card.COUNTESS: "Countesses", Card.PRINCESS: "Princesses",
    },
    "fr": {
        Card.SPY: "Espionnes", Card.GUARD: "Gardes", Card.PRIEST: "Prêtres", Card.BARON: "Barons",
        Card.HANDMAID: "Servantes", Card.PRINCE: "Princes", Card.CHANCELLOR: "Chanceliers",
        Card.KING: "Rois", Card.COUNTESS: "Comtesses", Card.PRINCESS: "Princesses",
    },
    "de": {
        Card.SPY: "Spioninnen", Card.GUARD: "Wächterinnen", Card.PRIEST: "Priester",
        Card.BARON: "Barone", Card.HANDMAID: "Zofen", Card.PRINCE: "Prinzen",
        Card.CHANCELLOR: "Kanzler", Card.KING: "Könige", Card.COUNTESS: "Gräfinnen",
        Card.PRINCESS: "Prinzessinnen",
    },
}


def card_count(card, count, language="en"):
    """``count`` copies of ``card``: "1 Spy", "2 Spies", "0 Guards"; "2 Espionnes"."""
    language = _language(language)
    if not isinstance(card, Card):
        card = card_of(card)
    names = CARD_NAMES if count == 1 or (language == "fr" and count == 0) else PLURAL_NAMES
    return f"{count} {names[language][card]}"


# The grammatical gender of each card's name: "m" or "f".  The French names are
# masculine but for the women of the court; in German the Spionin, the Wächterin, the
# Zofe, the Gräfin and the Prinzessin are feminine, the men masculine.
GENDERS = {
    "fr": {Card.SPY: "f", Card.GUARD: "m", Card.PRIEST: "m", Card.BARON: "m",
           Card.HANDMAID: "f", Card.PRINCE: "m", Card.CHANCELLOR: "m", Card.KING: "m",
           Card.COUNTESS: "f", Card.PRINCESS: "f"},
    "de": {Card.SPY: "f", Card.GUARD: "f", Card.PRIEST: "m", Card.BARON: "m",
           Card.HANDMAID: "f", Card.PRINCE: "m", Card.CHANCELLOR: "m", Card.KING: "m",
           Card.COUNTESS: "f", Card.PRINCESS: "f"},
}

#: The grammatical cases :func:`card_with_article` knows.
CASES = ("nom", "acc", "dat", "gen")

# German definite articles by gender and case, and the endings of the masculine
# names: "Prinz" is a weak noun (den, dem, des Prinzen); the others take -s in the
# genitive only (des Priesters, des Barons, des Kanzlers, des Königs).
_DE_ARTICLES = {"m": {"nom": "der", "acc": "den", "dat": "dem", "gen": "des"},
                "f": {"nom": "die", "acc": "die", "dat": "der", "gen": "der"}}
_DE_WEAK = {Card.PRINCE}
# French: "à le" and "de le" contract to "au" and "du"; "le" and "la" elide before a vowel.
_FR_ARTICLES = {"m": {"nom": "le ", "acc": "le ", "dat": "au ", "gen": "du "},
                "f": {"nom": "la ", "acc": "la ", "dat": "à la ", "gen": "de la "}}
_FR_ELIDED = {"nom": "l'", "acc": "l'", "dat": "à l'", "gen": "de l'"}
_VOWELS = set("aeiouyâàéèêëîïôûùAEIOUYÂÀÉÈÊËÎÏÔÛÙ")


def card_with_article(card, language="en", case="nom"):
    """``card``'s name with the definite article, as a sentence uses it.

    ``case`` is the grammatical case of the phrase: "nom" (subject), "acc" (direct
    object), "dat" (after "à" in French, a dative in German) or "gen" (after "de", a
    German genitive).  English: "the Guard" in every case.  French: "le Prêtre", "la
    Princesse", "l'Espionne"; "au Roi", "du Garde", "de l'Espionne".  German: "der
    Priester", "den Priester", "dem Priester", "des Priesters"; "den Prinzen"; "die
    Wächterin", "der Wächterin".
    """
    language = _language(language)
    if case not in CASES:
        from .errors import IllegalAction, shown

        raise IllegalAction("BAD_OPTION", f"Unknown case {shown(case)}: use one of {', '.join(CASES)}.")
    if not isinstance(card, Card):
        card = card_of(card)
    name = CARD_NAMES[language][card]
    if language == "en":
        return f"the {name}"
    gender = GENDERS[language][card]
    if language == "fr":
        if name[0] in _VOWELS:
            return _FR_ELIDED[case] + name
        return _FR_ARTICLES[gender][case] + name
    if gender == "m" and card in _DE_WEAK and case != "nom":
        name += "en"
    elif gender == "m" and case == "gen":
        name += "s"
    return f"{_DE_ARTICLES[gender][case]} {name}"


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
        # deduction tables (lovelet.display: tracker, belief, sharpening, outcomes)
        "percent": "{number}%", "none": "none",
        "tracker_caption": "Cards {name} has seen; {count} unseen (by value {values})",
        "character": "Character", "value": "Value", "copies": "Copies",
        "discards_of": "{name}'s discards", "your_hand": "Your hand",
        "seen_privately": "Seen privately", "unseen": "Unseen",
        "sighting_hand": "{name}'s hand", "sighting_bottom": "bottom of the deck",
        "sighting_deck": "deck, {position} from the bottom", "sighting_set_aside": "set aside",
        "belief_exact": "What {name} can deduce (exact{assuming})",
        "belief_estimate": ("What {name} can deduce{assuming}: an ESTIMATE from {samples} "
                            "samples, standard error up to {stderr} points"),
        "belief_assuming": ", if every opponent plays like {model}",
        "holds_several": "{name} (holds {count}: chance of each)",
        "set_aside_card": "Set-aside card", "next_draw": "Next draw",
        "sharpening_caption": "How much the opponent model sharpens the belief",
        "place": "Place", "entropy_before": "Entropy without model (bits)",
        "entropy_after": "Entropy with model (bits)", "bits_gained": "Bits gained",
        "total_variation": "Total variation",
        "outcomes_caption": ("Chances seen by {name} ({how}); the round is shared with "
                             "probability {shared}"),
        "win_round": "P(win round)", "win_game": "P(win game)", "interval": "95% interval",
        "exact": "exact", "from_to": "{low} to {high}", "exact_round": "exact round",
        "playouts": "{count} playouts",
        # cards drawn as SVG (lovelet.svg): text alternatives
        "card_alt": "{name}, value {value}", "card_alt_face_down": "face-down card",
        "cards_alt": "Cards: {cards}", "cards_alt_none": "no card",
        # widgets: setup
        "setup_title": "New game", "setup_edition": "Edition",
        "setup_edition_revised": "Revised (2019, 21 cards, 2 to 6 players)",
        "setup_edition_classic": "Classic (16 cards, 2 to 4 players)",
        "setup_players": "Players", "setup_players_range": "{low} to {high} players",
        "setup_seat": "Player {number}", "setup_seat_kind": "Played by",
        "setup_person": "Person", "setup_bot": "Bot", "setup_bot_random": "Bot (random)",
        "setup_bot_cautious": "Bot (cautious)", "setup_bot_heuristic": "Bot (heuristic)",
        "setup_name": "Name", "setup_language": "Language", "setup_seed": "Seed",
        "setup_seed_help": "The same seed deals the same cards again",
        "setup_options": "Variants", "setup_tie_break": "Tie break",
        "setup_tie_break_shared": "Shared: every tied player wins the round",
        "setup_tie_break_discard_sum": "Highest total of discards wins (AEG)",
        "setup_classic_only": "classic edition only",
        "setup_thresholds": "Favors to win", "setup_thresholds_standard": "Standard ({counts})",
        "setup_thresholds_aeg": "AEG rulebook ({counts})",
        "setup_reveal_drawn": "Show when a card is played straight after being drawn",
        "setup_start": "Start the game",
        # widgets: table (with "your_hand", "deck", "set_aside", "face_up", "protected",
        # "out", "favors", "round_over", "game_over", "spy_bonus", "winner" above)
        "table_play": "Play", "table_play_card": "Play {card}", "table_target": "Target",
        "table_choose_target": "Choose a target",
        "table_no_target": "No one can be targeted: the card is played without effect",
        "table_guess": "Card to guess", "table_choose_guess": "Name a card other than the Guard",
        "table_not_allowed": "Not allowed: {reason}", "table_refused": "Refused: {reason}",
        "table_keep": "Keep",
        "table_put_under": "Put under the deck in this order (the last one at the very bottom)",
        "table_chancellor_help": "Chancellor: keep one card and put the others under the deck",
        "table_confirm": "Confirm", "table_discard_piles": "Discard piles",
        "table_deck_count": "Deck: {count}", "table_favors_of": "Favors of {name}: {count}",
        "table_whose_turn": "{name}'s turn", "table_your_turn": "Your turn",
        "table_waiting": "Waiting for {name}", "table_bot_thinking": "{name} is thinking…",
        "table_hidden_hand": "Hand hidden: pass the screen to {name}",
        "table_reveal": "Show my hand", "table_hide": "Hide my hand",
        "teacher_view": "Teacher view",
        "teacher_view_help": "Shows every hand: not for the players' eyes",
        "table_next_round": "Next round", "table_log": "What happened",
        "table_showdown": "Showdown",
        "table_showdown_help": ("The deck is empty: every player still in shows their card, "
                                "and the highest wins"),
        "table_tie": "Tie", "table_tie_shared": "Tie: {names} share the round, and each gains a favor",
        "table_tie_broken": "Tie broken by the highest total of discards",
        "table_spy_bonus_help": ("{name} is the only player still in the round with a Spy in "
                                 "their discards, and gains one more favor"),
        "table_spy_bonus_none": ("No Spy bonus: no player still in the round, or more than one, "
                                 "has a Spy in their discards"),
        # widgets: deduction panel
        "deduction_title": "Deduction", "deduction_seat": "Seen by",
        "deduction_tracker": "Card tracker", "deduction_belief": "Belief",
        "deduction_best_guess": "Best Guard guess",
        "deduction_best_guess_is": "Best Guard guess against {name}: {card} ({chance})",
        "deduction_no_guard": "No Guard in hand",
        "deduction_chance_to_win": "Chance to win the round from here",
        "deduction_opponent_model": "Opponent model",
        "deduction_model_none": "None: every deal that fits is as likely",
        "deduction_model_agent": "Opponents play like the {model} bot",
        "deduction_updating": "Updating…",
        # widgets: probability explorer
        "explorer_title": "Probability explorer", "explorer_my_hand": "My hand",
        "explorer_cards_seen": "Cards seen", "explorer_players_left": "Players left",
        "explorer_deck_size": "Deck size", "explorer_guard_odds": "Guard: chance of a hit",
        "explorer_baron_odds": "Baron: chance to win the comparison",
        "explorer_draw_odds": "Chance of each card at the next draw",
        "explorer_exact": "exactly {fraction}",
        "explorer_impossible": "This situation cannot happen: {reason}",
        # widgets: replay viewer (with "teacher_view" above)
        "replay_title": "Replay", "replay_load": "Load a saved game", "replay_step": "Step",
        "replay_step_of": "Step {step} of {count}", "replay_seat_view": "Seat view",
        "replay_previous": "Previous", "replay_next": "Next", "replay_first": "Start",
        "replay_last": "End", "replay_one_player": "One player's export: only {name}'s view",
        # languages, each in its own language (the same in every table)
        "language_en": "English", "language_fr": "Français", "language_de": "Deutsch",
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
        # deduction tables (lovelet.display: tracker, belief, sharpening, outcomes)
        "percent": "{number}\u202f%", "none": "aucune",
        "tracker_caption": "Cartes vues par {name} ; {count} non vues (par valeur : {values})",
        "character": "Personnage", "value": "Valeur", "copies": "Exemplaires",
        "discards_of": "Défausse de {name}", "your_hand": "Ta main",
        "seen_privately": "Vues en secret", "unseen": "Non vues",
        "sighting_hand": "main de {name}", "sighting_bottom": "sous la pioche",
        "sighting_deck": "pioche, {position}e en partant du bas", "sighting_set_aside": "mise à part",
        "belief_exact": "Ce que {name} peut déduire (exact{assuming})",
        "belief_estimate": ("Ce que {name} peut déduire{assuming} : une ESTIMATION sur {samples} "
                            "tirages, erreur type jusqu'à {stderr} points de pourcentage"),
        "belief_assuming": ", si chaque adversaire joue comme {model}",
        "holds_several": "{name} (a {count} cartes : chance de chacune)",
        "set_aside_card": "Carte mise à part", "next_draw": "Prochaine pioche",
        "sharpening_caption": "Combien le modèle des adversaires précise la croyance",
        "place": "Emplacement", "entropy_before": "Entropie sans modèle (bits)",
        "entropy_after": "Entropie avec modèle (bits)", "bits_gained": "Bits gagnés",
        "total_variation": "Variation totale",
        "outcomes_caption": ("Chances vues par {name} ({how}) ; la manche est partagée avec "
                             "une probabilité de {shared}"),
        "win_round": "P(gagner la manche)", "win_game": "P(gagner la partie)",
        "interval": "Intervalle à 95\u202f%", "exact": "exact", "from_to": "de {low} à {high}",
        "exact_round": "manche exacte", "playouts": "{count} parties simulées",
        # cards drawn as SVG (lovelet.svg): text alternatives
        "card_alt": "{name}, valeur {value}", "card_alt_face_down": "carte face cachée",
        "cards_alt": "Cartes : {cards}", "cards_alt_none": "aucune carte",
        # widgets: setup
        "setup_title": "Nouvelle partie", "setup_edition": "Édition",
        "setup_edition_revised": "Révisée (2019, 21 cartes, 2 à 6 joueurs)",
        "setup_edition_classic": "Classique (16 cartes, 2 à 4 joueurs)",
        "setup_players": "Joueurs", "setup_players_range": "{low} à {high} joueurs",
        "setup_seat": "Joueur {number}", "setup_seat_kind": "Joué par",
        "setup_person": "Humain", "setup_bot": "Robot", "setup_bot_random": "Robot (au hasard)",
        "setup_bot_cautious": "Robot (prudent)", "setup_bot_heuristic": "Robot (heuristique)",
        "setup_name": "Nom", "setup_language": "Langue", "setup_seed": "Graine du hasard",
        "setup_seed_help": "La même graine redonne les mêmes cartes",
        "setup_options": "Variantes", "setup_tie_break": "Départage des égalités",
        "setup_tie_break_shared": "Partagée : tous les joueurs à égalité gagnent la manche",
        "setup_tie_break_discard_sum": "Le plus grand total de la défausse l'emporte (AEG)",
        "setup_classic_only": "édition classique seulement",
        "setup_thresholds": "Faveurs pour gagner",
        "setup_thresholds_standard": "Règle habituelle ({counts})",
        "setup_thresholds_aeg": "Livret d'AEG ({counts})",
        "setup_reveal_drawn": "Montrer quand une carte est jouée aussitôt piochée",
        "setup_start": "Commencer la partie",
        # widgets: table
        "table_play": "Jouer", "table_play_card": "Jouer {card}", "table_target": "Cible",
        "table_choose_target": "Choisis une cible",
        "table_no_target": "Personne ne peut être ciblé : la carte est jouée sans effet",
        "table_guess": "Carte à deviner", "table_choose_guess": "Nomme une carte autre que le Garde",
        "table_not_allowed": "Interdit : {reason}", "table_refused": "Refusé : {reason}",
        "table_keep": "Garder",
        "table_put_under": ("Remettre sous la pioche dans cet ordre (la dernière tout en "
                            "dessous)"),
        "table_chancellor_help": "Chancelier : garde une carte et remets les autres sous la pioche",
        "table_confirm": "Valider", "table_discard_piles": "Défausses",
        "table_deck_count": "Pioche : {count}", "table_favors_of": "Faveurs de {name} : {count}",
        "table_whose_turn": "Au tour de {name}", "table_your_turn": "À toi de jouer",
        "table_waiting": "En attente de {name}", "table_bot_thinking": "{name} réfléchit…",
        "table_hidden_hand": "Main cachée : passe l'écran à {name}",
        "table_reveal": "Montrer ma main", "table_hide": "Cacher ma main",
        "teacher_view": "Vue de l'enseignant",
        "teacher_view_help": "Montre toutes les mains : pas pour les yeux des joueurs",
        "table_next_round": "Manche suivante", "table_log": "Déroulement",
        "table_showdown": "Comparaison des mains",
        "table_showdown_help": ("La pioche est vide : chaque joueur encore en jeu montre sa "
                                "carte, la plus haute gagne"),
        "table_tie": "Égalité",
        "table_tie_shared": ("Égalité : {names} se partagent la manche et gagnent chacun une "
                             "faveur"),
        "table_tie_broken": "Égalité départagée par le plus grand total de la défausse",
        "table_spy_bonus_help": ("{name} est le seul joueur encore en jeu à avoir une Espionne "
                                 "dans sa défausse et gagne une faveur de plus"),
        "table_spy_bonus_none": ("Pas de bonus de l'Espionne : aucun joueur encore en jeu, ou "
                                 "plus d'un, n'a d'Espionne dans sa défausse"),
        # widgets: deduction panel
        "deduction_title": "Déduction", "deduction_seat": "Vu par",
        "deduction_tracker": "Suivi des cartes", "deduction_belief": "Croyance",
        "deduction_best_guess": "Meilleure annonce du Garde",
        "deduction_best_guess_is": "Meilleure annonce du Garde contre {name} : {card} ({chance})",
        "deduction_no_guard": "Pas de Garde en main",
        "deduction_chance_to_win": "Chance de gagner la manche à partir d'ici",
        "deduction_opponent_model": "Modèle des adversaires",
        "deduction_model_none": "Aucun : toute donne compatible est aussi probable",
        "deduction_model_agent": "Les adversaires jouent comme le robot {model}",
        "deduction_updating": "Mise à jour…",
        # widgets: probability explorer
        "explorer_title": "Explorateur de probabilités", "explorer_my_hand": "Ma main",
        "explorer_cards_seen": "Cartes vues", "explorer_players_left": "Joueurs restants",
        "explorer_deck_size": "Taille de la pioche",
        "explorer_guard_odds": "Garde : chance de toucher",
        "explorer_baron_odds": "Baron : chance de gagner la comparaison",
        "explorer_draw_odds": "Chance de chaque carte à la prochaine pioche",
        "explorer_exact": "exactement {fraction}",
        "explorer_impossible": "Cette situation est impossible : {reason}",
        # widgets: replay viewer
        "replay_title": "Revoir une partie", "replay_load": "Charger une partie enregistrée",
        "replay_step": "Étape", "replay_step_of": "Étape {step} sur {count}",
        "replay_seat_view": "Vue d'un joueur", "replay_previous": "Précédent",
        "replay_next": "Suivant", "replay_first": "Début", "replay_last": "Fin",
        "replay_one_player": "Export d'un seul joueur : seulement la vue de {name}",
        # languages, each in its own language (the same in every table)
        "language_en": "English", "language_fr": "Français", "language_de": "Deutsch",
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
        # deduction tables (lovelet.display: tracker, belief, sharpening, outcomes)
        "percent": "{number}\u202f%", "none": "keine",
        "tracker_caption": "Karten, die {name} gesehen hat; {count} ungesehen (nach Wert: {values})",
        "character": "Figur", "value": "Wert", "copies": "Exemplare",
        "discards_of": "Ablage von {name}", "your_hand": "Deine Hand",
        "seen_privately": "Heimlich gesehen", "unseen": "Ungesehen",
        "sighting_hand": "Hand von {name}", "sighting_bottom": "unterste Karte des Stapels",
        "sighting_deck": "Stapel, {position}. Karte von unten", "sighting_set_aside": "Reservekarte",
        "belief_exact": "Was {name} folgern kann (exakt{assuming})",
        "belief_estimate": ("Was {name} folgern kann{assuming}: eine SCHÄTZUNG aus {samples} "
                            "Stichproben, Standardfehler bis zu {stderr} Prozentpunkte"),
        "belief_assuming": ", wenn jeder Gegner wie {model} spielt",
        "holds_several": "{name} (hat {count} Karten: Chance für jede)",
        "set_aside_card": "Reservekarte", "next_draw": "Nächste gezogene Karte",
        "sharpening_caption": "Wie sehr das Gegnermodell die Einschätzung schärft",
        "place": "Ort", "entropy_before": "Entropie ohne Modell (Bit)",
        "entropy_after": "Entropie mit Modell (Bit)", "bits_gained": "Gewonnene Bits",
        "total_variation": "Totalvariation",
        "outcomes_caption": ("Chancen aus Sicht von {name} ({how}); die Runde wird mit "
                             "Wahrscheinlichkeit {shared} geteilt"),
        "win_round": "P(Runde gewinnen)", "win_game": "P(Spiel gewinnen)",
        "interval": "95-%-Intervall", "exact": "exakt", "from_to": "{low} bis {high}",
        "exact_round": "Runde exakt", "playouts": "{count} Simulationen",
        # cards drawn as SVG (lovelet.svg): text alternatives
        "card_alt": "{name}, Wert {value}", "card_alt_face_down": "verdeckte Karte",
        "cards_alt": "Karten: {cards}", "cards_alt_none": "keine Karte",
        # widgets: setup
        "setup_title": "Neues Spiel", "setup_edition": "Ausgabe",
        "setup_edition_revised": "Neuauflage (2019, 21 Karten, 2 bis 6 Spieler)",
        "setup_edition_classic": "Klassisch (16 Karten, 2 bis 4 Spieler)",
        "setup_players": "Spieler", "setup_players_range": "{low} bis {high} Spieler",
        "setup_seat": "Spieler {number}", "setup_seat_kind": "Gespielt von",
        "setup_person": "Mensch", "setup_bot": "Computer",
        "setup_bot_random": "Computer (zufällig)", "setup_bot_cautious": "Computer (vorsichtig)",
        "setup_bot_heuristic": "Computer (heuristisch)",
        "setup_name": "Name", "setup_language": "Sprache", "setup_seed": "Startwert",
        "setup_seed_help": "Derselbe Startwert teilt dieselben Karten wieder aus",
        "setup_options": "Varianten", "setup_tie_break": "Bei Gleichstand",
        "setup_tie_break_shared": "Geteilt: alle Gleichstehenden gewinnen die Runde",
        "setup_tie_break_discard_sum": "Die höchste Ablagesumme gewinnt (AEG)",
        "setup_classic_only": "nur klassische Ausgabe",
        "setup_thresholds": "Herzen zum Sieg",
        "setup_thresholds_standard": "Übliche Regel ({counts})",
        "setup_thresholds_aeg": "AEG-Regelheft ({counts})",
        "setup_reveal_drawn": "Zeigen, wenn eine Karte direkt nach dem Ziehen gespielt wird",
        "setup_start": "Spiel starten",
        # widgets: table
        "table_play": "Spielen", "table_play_card": "{card} spielen", "table_target": "Ziel",
        "table_choose_target": "Wähle ein Ziel",
        "table_no_target": "Niemand kann gewählt werden: die Karte wird ohne Wirkung gespielt",
        "table_guess": "Zu ratende Karte",
        "table_choose_guess": "Nenne eine andere Karte als die Wächterin",
        "table_not_allowed": "Nicht erlaubt: {reason}", "table_refused": "Abgelehnt: {reason}",
        "table_keep": "Behalten",
        "table_put_under": "In dieser Reihenfolge unter den Stapel legen (die letzte ganz unten)",
        "table_chancellor_help": "Kanzler: behalte eine Karte und lege die anderen unter den Stapel",
        "table_confirm": "Bestätigen", "table_discard_piles": "Ablagestapel",
        "table_deck_count": "Nachziehstapel: {count}",
        "table_favors_of": "Herzen von {name}: {count}",
        "table_whose_turn": "{name} ist am Zug", "table_your_turn": "Du bist am Zug",
        "table_waiting": "Warten auf {name}", "table_bot_thinking": "{name} überlegt…",
        "table_hidden_hand": "Hand verdeckt: gib den Bildschirm an {name} weiter",
        "table_reveal": "Meine Hand zeigen", "table_hide": "Meine Hand verdecken",
        "teacher_view": "Lehreransicht",
        "teacher_view_help": "Zeigt alle Hände: nicht für die Augen der Spieler",
        "table_next_round": "Nächste Runde", "table_log": "Spielverlauf",
        "table_showdown": "Kartenvergleich",
        "table_showdown_help": ("Der Stapel ist leer: alle verbliebenen Spieler zeigen ihre "
                                "Karte, die höchste gewinnt"),
        "table_tie": "Gleichstand",
        "table_tie_shared": "Gleichstand: {names} teilen sich die Runde und erhalten je ein Herz",
        "table_tie_broken": "Gleichstand entschieden durch die höchste Ablagesumme",
        "table_spy_bonus_help": ("{name} hat als einzige verbliebene Person eine Spionin in der "
                                 "Ablage und erhält ein weiteres Herz"),
        "table_spy_bonus_none": ("Kein Spionin-Bonus: keine oder mehr als eine verbliebene "
                                 "Person hat eine Spionin in der Ablage"),
        # widgets: deduction panel
        "deduction_title": "Schlussfolgern", "deduction_seat": "Aus Sicht von",
        "deduction_tracker": "Kartenüberblick", "deduction_belief": "Einschätzung",
        "deduction_best_guess": "Bester Tipp der Wächterin",
        "deduction_best_guess_is": "Bester Tipp der Wächterin gegen {name}: {card} ({chance})",
        "deduction_no_guard": "Keine Wächterin auf der Hand",
        "deduction_chance_to_win": "Chance, die Runde von hier aus zu gewinnen",
        "deduction_opponent_model": "Gegnermodell",
        "deduction_model_none": "Keins: jede passende Verteilung ist gleich wahrscheinlich",
        "deduction_model_agent": "Die Gegner spielen wie der Computer {model}",
        "deduction_updating": "Wird aktualisiert…",
        # widgets: probability explorer
        "explorer_title": "Wahrscheinlichkeiten erkunden", "explorer_my_hand": "Meine Hand",
        "explorer_cards_seen": "Gesehene Karten", "explorer_players_left": "Verbleibende Spieler",
        "explorer_deck_size": "Größe des Nachziehstapels",
        "explorer_guard_odds": "Wächterin: Trefferchance",
        "explorer_baron_odds": "Baron: Chance, den Vergleich zu gewinnen",
        "explorer_draw_odds": "Chance jeder Karte beim nächsten Ziehen",
        "explorer_exact": "genau {fraction}",
        "explorer_impossible": "Diese Lage ist unmöglich: {reason}",
        # widgets: replay viewer
        "replay_title": "Wiederholung", "replay_load": "Gespeichertes Spiel laden",
        "replay_step": "Schritt", "replay_step_of": "Schritt {step} von {count}",
        "replay_seat_view": "Sicht eines Spielers", "replay_previous": "Zurück",
        "replay_next": "Weiter", "replay_first": "Anfang", "replay_last": "Ende",
        "replay_one_player": "Export eines Spielers: nur die Sicht von {name}",
        # languages, each in its own language (the same in every table)
        "language_en": "English", "language_fr": "Français", "language_de": "Deutsch",
    },
}


# French elides "de" and "que" before a vowel: "la carte d'Ann", "ce qu'Ève sait".
_ELIDABLE = re.compile(r"\b(de|que|De|Que) \{(\w+)(?::(\w*))?\}")


def formatted(template, language="en", **values):
    """``template.format(**values)``, with the elisions of ``language``.

    In French, "de {name}" and "que {name}" become "d'Ann", "qu'Ann" when the value
    written there begins with a vowel; other languages format as str.format does.
    """
    if language == "fr" and ("de {" in template or "que {" in template.lower()):
        def elide(match):
            word, name, spec = match.groups()
            written = format(values[name], spec or "")
            if written[:1] in _VOWELS:
                return f"{word[:-1]}'{{{name}{':' + spec if spec else ''}}}"
            return match.group(0)

        template = _ELIDABLE.sub(elide, template)
    return template.format(**values)


def text(key, language="en"):
    """The interface text ``key`` (a key of :data:`TEXTS`) in ``language``.

    An unknown language raises IllegalAction BAD_OPTION.
    """
    return TEXTS[_language(language)][key]
