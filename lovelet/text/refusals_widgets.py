"""Sentences of the refusals of the classroom kit's widgets and drawings (lovelet.widgets, lovelet.display), in English, French and German.

Data only: :mod:`lovelet.text.refusals` merges these templates into its own.  Keys are
``CODE.variant``; placeholders are the values the refusal is made with (see
:mod:`lovelet.text.refusals` for ``{card}``, ``{the_card}``, ``{names}``...).
"""

__all__ = ["WIDGETS_TEMPLATES"]

WIDGETS_TEMPLATES = {
    "en": {
        # widget controllers
        "BAD_OPTION.deduction_bad_background": "background must be True, False or None, not {value}.",
        "BAD_OPTION.deduction_bad_budget": "belief_budget must be a number of seconds above 0, or None, not "
                                           "{value}.",
        "BAD_OPTION.deduction_bad_chunk": "chunk must be a whole number of playouts from 1 up, not {value}.",
        "BAD_OPTION.deduction_bad_chunks": "run_pending takes a whole number of chunks from 1 up, not {value}.",
        "BAD_OPTION.deduction_bad_exact_below": "exact_below must be a number of cards (0 or more) or None, "
                                                "not {value}.",
        "BAD_OPTION.deduction_bad_model": "The opponent model must be one of {models}, not {value}.",
        "BAD_OPTION.deduction_bad_pause": "pause must be a number of seconds (0 or more), not {value}.",
        "BAD_OPTION.deduction_bad_playouts": "The number of playouts must be a whole number from 1 up, not "
                                             "{value}.",
        "BAD_OPTION.deduction_bad_source": "A deduction panel follows a table (a TableController) or shows one "
                                           "observation: give exactly one of them.",
        "BAD_OPTION.deduction_bad_table": "A deduction panel follows a TableController, not {value}.",
        "BAD_OPTION.deduction_follows_table": "This panel follows a table: it shows the table's seat in view.",
        "BAD_OPTION.lab_bad_agent": "Agent {number} must be one of these: {agents}; not {value}.",
        "BAD_OPTION.lab_bad_background": "background must be None, True or False, not {value}.",
        "BAD_OPTION.lab_bad_edition": "Choose the revised or the classic edition, not {value}.",
        "BAD_OPTION.lab_bad_games": "The number of games must be a whole number from 1 to {most}, not {value}.",
        "BAD_OPTION.lab_bad_isolate": "isolate must be True or False, not {value}.",
        "BAD_OPTION.lab_bad_language": "Choose English (en), French (fr) or German (de), not {value}.",
        "BAD_OPTION.lab_bad_lineup": "Give each of the {count} players an agent, not {value}.",
        "BAD_OPTION.lab_bad_move_seconds": "move_seconds must be a number of seconds above 0 and at most "
                                           "{most}, not {value}.",
        "BAD_OPTION.lab_bad_own_agent": "{value} is not an agent: an agent has choose(observation, rng), or is "
                                        "a function of (observation, rng).",
        "BAD_OPTION.lab_bad_place": "The line-up has {count} places, numbered from 0: not {value}.",
        "BAD_OPTION.lab_bad_players": "The number of players must be a whole number, not {value}.",
        "BAD_OPTION.lab_bad_seconds": "{name} must be a number of seconds from 0 up, not {value}.",
        "BAD_OPTION.lab_bad_steps": "steps must be a whole number from 1 up, not {value}.",
        "BAD_OPTION.lab_bad_unit": "Play whole games ('game') or single rounds ('round'), not {value}.",
        "BAD_OPTION.lab_own_agent_taken": "Two agents are named {name}: give each of your agents a name of its "
                                          "own (its name attribute).",
        "BAD_OPTION.lab_running": "A tournament is running: stop it before starting another.",
        "BAD_OPTION.companion_bad_choice": "Unknown companion choice {name}: the choices are {choices}.",
        "BAD_OPTION.companion_not_offered": "{value} is not one of the choices offered now: tap one of the "
                                            "buttons.",
        "BAD_OPTION.companion_nothing_to_undo": "Nothing to undo: no entry has been made yet.",
        "ENTRY_NOT_EXPECTED.companion_not_started": "Start a game first, or resume one.",
        "BAD_PLAYER_COUNT.companion_bad_players": "This edition is for {low} to {high} players.",
        "BAD_OPTION.companion_bad_names": "Give each of the {count} players a name.",
        "UNKNOWN_PLAYER.companion_bad_seat": "Choose your seat among the players.",
        "UNKNOWN_PLAYER.companion_bad_start_player": "Choose who starts among the players.",
        "BAD_ENTRY.companion_choose_card": "Choose the card you were dealt.",
        "BAD_ENTRY.companion_choose_face_up": "With 2 players, choose the three face-up cards.",
    },
    "fr": {
        # widget controllers
        "BAD_OPTION.deduction_bad_background": "background doit valoir True, False ou None, pas {value}.",
        "BAD_OPTION.deduction_bad_budget": "belief_budget doit être un nombre de secondes supérieur à 0, ou "
                                           "None, pas {value}.",
        "BAD_OPTION.deduction_bad_chunk": "chunk doit être un nombre entier de parties simulées à partir de 1, "
                                          "pas {value}.",
        "BAD_OPTION.deduction_bad_chunks": "run_pending prend un nombre entier de paquets à partir de 1, pas "
                                           "{value}.",
        "BAD_OPTION.deduction_bad_exact_below": "exact_below doit être un nombre de cartes (0 ou plus) ou "
                                                "None, pas {value}.",
        "BAD_OPTION.deduction_bad_model": "Le modèle des adversaires doit être l'un de {models}, pas {value}.",
        "BAD_OPTION.deduction_bad_pause": "pause doit être un nombre de secondes (0 ou plus), pas {value}.",
        "BAD_OPTION.deduction_bad_playouts": "Le nombre de parties simulées doit être un nombre entier à "
                                             "partir de 1, pas {value}.",
        "BAD_OPTION.deduction_bad_source": "Un panneau de déduction suit une table (un TableController) ou "
                                           "montre une observation : donne exactement l'une des deux.",
        "BAD_OPTION.deduction_bad_table": "Un panneau de déduction suit un TableController, pas {value}.",
        "BAD_OPTION.deduction_follows_table": "Ce panneau suit une table : il montre le joueur que la table "
                                              "montre.",
        "BAD_OPTION.lab_bad_agent": "L'agent {number} doit être l'un de ceux-ci : {agents} ; pas {value}.",
        "BAD_OPTION.lab_bad_background": "background doit valoir None, True ou False, pas {value}.",
        "BAD_OPTION.lab_bad_edition": "Choisis l'édition révisée ou l'édition classique, pas {value}.",
        "BAD_OPTION.lab_bad_games": "Le nombre de parties doit être un nombre entier de 1 à {most}, pas "
                                    "{value}.",
        "BAD_OPTION.lab_bad_isolate": "isolate doit valoir True ou False, pas {value}.",
        "BAD_OPTION.lab_bad_language": "Choisis l'anglais (en), le français (fr) ou l'allemand (de), pas "
                                       "{value}.",
        "BAD_OPTION.lab_bad_lineup": "Donne un agent à chacun des {count} joueurs, pas {value}.",
        "BAD_OPTION.lab_bad_move_seconds": "move_seconds doit être un nombre de secondes au-dessus de 0 et "
                                           "d'au plus {most}, pas {value}.",
        "BAD_OPTION.lab_bad_own_agent": "{value} n'est pas un agent : un agent a une méthode "
                                        "choose(observation, rng), ou est une fonction de (observation, rng).",
        "BAD_OPTION.lab_bad_place": "Il y a {count} places, numérotées à partir de 0 : pas {value}.",
        "BAD_OPTION.lab_bad_players": "Le nombre de joueurs doit être un nombre entier, pas {value}.",
        "BAD_OPTION.lab_bad_seconds": "{name} doit être un nombre de secondes à partir de 0, pas {value}.",
        "BAD_OPTION.lab_bad_steps": "steps doit être un nombre entier à partir de 1, pas {value}.",
        "BAD_OPTION.lab_bad_unit": "Joue des parties entières ('game') ou des manches seules ('round'), pas "
                                   "{value}.",
        "BAD_OPTION.lab_own_agent_taken": "Deux agents s'appellent {name} : donne à chacun de tes agents un "
                                          "nom différent (son attribut name).",
        "BAD_OPTION.lab_running": "Un tournoi est en cours : arrête-le avant d'en lancer un autre.",
        "BAD_OPTION.companion_bad_choice": "Choix inconnu pour le compagnon : {name} ; les choix sont "
                                           "{choices}.",
        "BAD_OPTION.companion_not_offered": "{value} ne fait pas partie des choix proposés maintenant : touche "
                                            "l'un des boutons.",
        "BAD_OPTION.companion_nothing_to_undo": "Rien à annuler : aucune saisie pour l'instant.",
        "ENTRY_NOT_EXPECTED.companion_not_started": "Commence d'abord une partie, ou reprends-en une.",
        "BAD_PLAYER_COUNT.companion_bad_players": "Cette édition se joue de {low} à {high} joueurs.",
        "BAD_OPTION.companion_bad_names": "Donne un nom à chacun des {count} joueurs.",
        "UNKNOWN_PLAYER.companion_bad_seat": "Choisis ta place parmi les joueurs.",
        "UNKNOWN_PLAYER.companion_bad_start_player": "Choisis qui commence parmi les joueurs.",
        "BAD_ENTRY.companion_choose_card": "Choisis la carte que tu as reçue.",
        "BAD_ENTRY.companion_choose_face_up": "À 2 joueurs, choisis les trois cartes face visible.",
    },
    "de": {
        # widget controllers
        "BAD_OPTION.deduction_bad_background": "background muss True, False oder None sein, nicht {value}.",
        "BAD_OPTION.deduction_bad_budget": "belief_budget muss eine Zahl von Sekunden über 0 oder None sein, "
                                           "nicht {value}.",
        "BAD_OPTION.deduction_bad_chunk": "chunk muss eine ganze Zahl von Simulationen ab 1 sein, nicht "
                                          "{value}.",
        "BAD_OPTION.deduction_bad_chunks": "run_pending nimmt eine ganze Zahl von Paketen ab 1, nicht {value}.",
        "BAD_OPTION.deduction_bad_exact_below": "exact_below muss eine Zahl von Karten (0 oder mehr) oder None "
                                                "sein, nicht {value}.",
        "BAD_OPTION.deduction_bad_model": "Das Gegnermodell muss eines von {models} sein, nicht {value}.",
        "BAD_OPTION.deduction_bad_pause": "pause muss eine Zahl von Sekunden (0 oder mehr) sein, nicht {value}.",
        "BAD_OPTION.deduction_bad_playouts": "Die Zahl der Simulationen muss eine ganze Zahl ab 1 sein, nicht "
                                             "{value}.",
        "BAD_OPTION.deduction_bad_source": "Eine Schlussfolgerungs-Anzeige folgt einem Tisch (einem "
                                           "TableController) oder zeigt eine Beobachtung: gib genau eines "
                                           "davon.",
        "BAD_OPTION.deduction_bad_table": "Eine Schlussfolgerungs-Anzeige folgt einem TableController, nicht "
                                          "{value}.",
        "BAD_OPTION.deduction_follows_table": "Diese Anzeige folgt einem Tisch: sie zeigt die Sicht, die der "
                                              "Tisch zeigt.",
        "BAD_OPTION.lab_bad_agent": "Agent {number} muss einer von diesen sein: {agents}; nicht {value}.",
        "BAD_OPTION.lab_bad_background": "background muss None, True oder False sein, nicht {value}.",
        "BAD_OPTION.lab_bad_edition": "Wähle die überarbeitete oder die klassische Ausgabe, nicht {value}.",
        "BAD_OPTION.lab_bad_games": "Die Zahl der Partien muss eine ganze Zahl von 1 bis {most} sein, nicht "
                                    "{value}.",
        "BAD_OPTION.lab_bad_isolate": "isolate muss True oder False sein, nicht {value}.",
        "BAD_OPTION.lab_bad_language": "Wähle Englisch (en), Französisch (fr) oder Deutsch (de), nicht {value}.",
        "BAD_OPTION.lab_bad_lineup": "Gib jedem der {count} Spieler einen Agenten, nicht {value}.",
        "BAD_OPTION.lab_bad_move_seconds": "move_seconds muss eine Zahl von Sekunden über 0 und höchstens "
                                           "{most} sein, nicht {value}.",
        "BAD_OPTION.lab_bad_own_agent": "{value} ist kein Agent: Ein Agent hat choose(observation, rng) oder "
                                        "ist eine Funktion von (observation, rng).",
        "BAD_OPTION.lab_bad_place": "Die Aufstellung hat {count} Plätze, ab 0 nummeriert: nicht {value}.",
        "BAD_OPTION.lab_bad_players": "Die Zahl der Spieler muss eine ganze Zahl sein, nicht {value}.",
        "BAD_OPTION.lab_bad_seconds": "{name} muss eine Zahl von Sekunden ab 0 sein, nicht {value}.",
        "BAD_OPTION.lab_bad_steps": "steps muss eine ganze Zahl ab 1 sein, nicht {value}.",
        "BAD_OPTION.lab_bad_unit": "Spiele ganze Partien ('game') oder einzelne Runden ('round'), nicht "
                                   "{value}.",
        "BAD_OPTION.lab_own_agent_taken": "Zwei Agenten heißen {name}: Gib jedem deiner Agenten einen eigenen "
                                          "Namen (sein Attribut name).",
        "BAD_OPTION.lab_running": "Ein Turnier läuft: Halte es an, bevor du ein neues startest.",
        "BAD_OPTION.companion_bad_choice": "Unbekannte Einstellung des Begleiters: {name}; möglich sind "
                                           "{choices}.",
        "BAD_OPTION.companion_not_offered": "{value} gehört nicht zu den jetzt angebotenen Möglichkeiten: "
                                            "Tippe auf eine der Schaltflächen.",
        "BAD_OPTION.companion_nothing_to_undo": "Nichts rückgängig zu machen: Es gibt noch keine Eingabe.",
        "ENTRY_NOT_EXPECTED.companion_not_started": "Starte zuerst ein Spiel oder setze eines fort.",
        "BAD_PLAYER_COUNT.companion_bad_players": "Diese Ausgabe ist für {low} bis {high} Spieler.",
        "BAD_OPTION.companion_bad_names": "Gib jedem der {count} Spieler einen Namen.",
        "UNKNOWN_PLAYER.companion_bad_seat": "Wähle deinen Platz unter den Spielern.",
        "UNKNOWN_PLAYER.companion_bad_start_player": "Wähle unter den Spielern, wer beginnt.",
        "BAD_ENTRY.companion_choose_card": "Wähle die Karte, die du bekommen hast.",
        "BAD_ENTRY.companion_choose_face_up": "Zu zweit: Wähle die drei offenen Karten.",
    },
}
