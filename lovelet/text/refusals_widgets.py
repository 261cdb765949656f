"""What the classroom pages say when a click or a keyword is refused: the controllers of
:mod:`lovelet.widgets` (setup, table, hot seat, deduction panel, explorer, replay viewer,
strategy lab, companion) and the drawings of :mod:`lovelet.display`, in English, French
and German.

Most keys are ``BAD_OPTION.<page>_<what>``, one page's refusals side by side.  A widget
hands over ``{value}`` already written for the reader (:func:`lovelet.engine.errors.shown`),
``{name}`` for the choice or seat refused and ``{choices}`` or ``{bots}`` for what the
page offers instead; :mod:`lovelet.text.refusals` merges the three languages into its own.
"""

__all__ = ["WIDGETS_TEMPLATES"]

# The views' and drawings' refusals first, then the controllers'.
WIDGETS_TEMPLATES = {
    "en": {
        # the teacher's page (lovelet.widgets.teacher_view)
        "BAD_OPTION.teacher_view": "A TeacherView shows a TeacherController: make one with TeacherController().",
        # views and drawings
        "BAD_OPTION.table_view":
            "A TableView shows a TableController.",
        "BAD_OPTION.staged_view":
            "A StagedPlayView shows a StagedPlayController.",
        "BAD_OPTION.replay_view":
            "A ReplayView shows a ReplayController.",
        "BAD_OPTION.explorer_view":
            "An ExplorerView shows an ExplorerController.",
        "BAD_OPTION.lab_view":
            "A StrategyLabView shows a StrategyLabController.",
        # the student pages of the classroom site (lovelet.pages)
        "BAD_OPTION.page_lesson":
            "There are exercise pages for the lessons {lessons}, not {shown}.",
        "BAD_OPTION.page_name":
            "The student pages are {pages}, not {shown}.",
        "BAD_OPTION.tutorial_view":
            "A TutorialView shows one TutorialController, or makes one from its keywords.",
        "BAD_OPTION.coach_panel":
            "A coach's panel shows the coach's advice, not {shown}.",
        "BAD_OPTION.plot_axes":
            "ax must be matplotlib axes or None, not {shown}.",
        "BAD_OPTION.explorer_plot":
            "The plot is one of {plots}, not {shown}.",
        "BAD_OPTION.card_size":
            "size must be a positive number of pixels, not {shown}.",
        "BAD_OPTION.hand_cards":
            "hand_svg draws a list of cards, not {shown}.",
        "BAD_OPTION.hand_face_down":
            "face_down must be True, False or one bool per card, not {shown}.",
        "BAD_OPTION.round_html":
            "round_html draws a Round (game.round), not {shown}.",
        "BAD_OPTION.game_html":
            "game_html draws a Game, not {shown}.",
        "BAD_OPTION.tracker_html":
            "tracker_html draws a Tracker (lovelet.deduction.tracker(observation)), not {shown}.",
        "BAD_OPTION.belief_html":
            "belief_html draws a Belief (lovelet.deduction.belief(observation)), not {shown}.",
        "BAD_OPTION.sharpening_html":
            ("sharpening_html draws a Sharpening (lovelet.deduction.sharpening(plain, modelled)), not "
             "{shown}."),
        "BAD_OPTION.outcomes_html":
            ("outcomes_html draws an Outcomes (lovelet.deduction.outcome_probabilities(observation)), "
             "not {shown}."),
        # widget controllers
        "BAD_OPTION.deduction_bad_background":
            "background must be True, False or None, not {value}.",
        "BAD_OPTION.deduction_bad_budget":
            "belief_budget must be a number of seconds above 0, or None, not {value}.",
        "BAD_OPTION.deduction_bad_chunk":
            "chunk must be a whole number of playouts from 1 up, not {value}.",
        "BAD_OPTION.deduction_bad_chunks":
            "run_pending takes a whole number of chunks from 1 up, not {value}.",
        "BAD_OPTION.deduction_bad_exact_below":
            "exact_below must be a number of cards (0 or more) or None, not {value}.",
        "BAD_OPTION.deduction_bad_model":
            "The opponent model must be one of {models}, not {value}.",
        "BAD_OPTION.deduction_bad_pause":
            "pause must be a number of seconds (0 or more), not {value}.",
        "BAD_OPTION.deduction_bad_playouts":
            "The number of playouts must be a whole number from 1 up, not {value}.",
        "BAD_OPTION.deduction_bad_source":
            ("A deduction panel follows a table (a TableController) or shows one observation: give "
             "exactly one of them."),
        "BAD_OPTION.deduction_bad_table":
            "A deduction panel follows a TableController, not {value}.",
        "BAD_OPTION.deduction_follows_table":
            "This panel follows a table: it shows the table's seat in view.",
        "BAD_OPTION.lab_bad_agent":
            "Agent {number} must be one of these: {agents}; not {value}.",
        "BAD_OPTION.lab_bad_background":
            "background must be None, True or False, not {value}.",
        "BAD_OPTION.lab_bad_edition":
            "Choose the revised or the classic edition, not {value}.",
        "BAD_OPTION.lab_bad_games":
            "The number of games must be a whole number from 1 to {most}, not {value}.",
        "BAD_OPTION.lab_bad_isolate":
            "isolate must be True or False, not {value}.",
        "BAD_OPTION.lab_bad_language":
            "Choose English (en), French (fr) or German (de), not {value}.",
        "BAD_OPTION.lab_bad_lineup":
            "Give each of the {count} players an agent, not {value}.",
        "BAD_OPTION.lab_bad_move_seconds":
            "move_seconds must be a number of seconds above 0 and at most {most}, not {value}.",
        "BAD_OPTION.lab_bad_own_agent":
            ("{value} is not an agent: an agent has choose(observation, rng), or is a function of "
             "(observation, rng)."),
        "BAD_OPTION.lab_bad_place":
            "The line-up has {count} places, numbered from 0: not {value}.",
        "BAD_OPTION.lab_bad_players":
            "The number of players must be a whole number, not {value}.",
        "BAD_OPTION.lab_bad_seconds":
            "{name} must be a number of seconds from 0 up, not {value}.",
        "BAD_OPTION.lab_bad_steps":
            "steps must be a whole number from 1 up, not {value}.",
        "BAD_OPTION.lab_bad_unit":
            "Play whole games ('game') or single rounds ('round'), not {value}.",
        "BAD_OPTION.lab_own_agent_taken":
            ("Two agents are named {name}: give each of your agents a name of its own (its name "
             "attribute)."),
        "BAD_OPTION.lab_running":
            "A tournament is running: stop it before starting another.",
        "BAD_OPTION.companion_bad_choice":
            "Unknown companion choice {name}: the choices are {choices}.",
        "BAD_OPTION.companion_not_offered":
            "{value} is not one of the choices offered now: tap one of the buttons.",
        "BAD_OPTION.companion_nothing_to_undo":
            "Nothing to undo: no entry has been made yet.",
        "ENTRY_NOT_EXPECTED.companion_not_started":
            "Start a game first, or resume one.",
        "BAD_PLAYER_COUNT.companion_bad_players":
            "This edition is for {low} to {high} players.",
        "BAD_OPTION.companion_bad_names":
            "Give each of the {count} players a name.",
        "UNKNOWN_PLAYER.companion_bad_seat":
            "Choose your seat among the players.",
        "UNKNOWN_PLAYER.companion_bad_start_player":
            "Choose who starts among the players.",
        "BAD_ENTRY.companion_choose_card":
            "Choose the card you were dealt.",
        "BAD_ENTRY.companion_choose_face_up":
            "With 2 players, choose the three face-up cards.",
        "BAD_OPTION.seat_kind":
            "Seat {number} ({name}) must be a person or one of the bots {bots}, not {value}.",
        "BAD_OPTION.table_seats":
            "seats must give each of the {count} players a person or a bot ({bots}), not {value}.",
        "BAD_OPTION.table_not_a_game":
            "A table plays a Game, not {value}.",
        "BAD_OPTION.table_one_person":
            "The table is seen from {name}'s seat, the one person playing.",
        "BAD_OPTION.table_several_persons":
            "With several persons at the table, the view follows the person who reveals their hand.",
        "BAD_OPTION.table_watch":
            "Only a game of computer players can be watched from another seat.",
        "BAD_OPTION.replay_source":
            ("A replay shows a Game, a saved game or a one-player export (a file, its path, its bytes "
             "or its text), not {value}."),
        "BAD_OPTION.replay_teacher_flag":
            "teacher must be True or False.",
        "BAD_OPTION.replay_nothing_loaded":
            "Load a saved game or an export first.",
        "BAD_OPTION.replay_bad_step":
            "The steps run from 1 to {steps}, not {value}.",
        "BAD_OPTION.replay_export_seat":
            "This export is {name}'s: it shows that seat only.",
        "BAD_OPTION.replay_seat_later":
            "Choose a seat once a game is loaded.",
        "BAD_OPTION.replay_no_teacher_export":
            "There is no teacher's view here: this export holds one player's view only.",
        "BAD_OPTION.replay_no_teacher_student":
            "There is no teacher's view here: this replay is a student's.",
        "BAD_OPTION.deduction_view_controller":
            "A DeductionView shows a DeductionController.",
        "BAD_OPTION.explorer_unknown_choice":
            "Unknown explorer choice {name}: the choices are {choices}.",
        "BAD_OPTION.explorer_unknown_setting":
            "Unknown explorer choice {name}: the choices are {choices}, language and chart.",
        "BAD_OPTION.explorer_chart":
            "The plot is one of {charts}, not {value}.",
        "BAD_OPTION.explorer_hand":
            "My hand is a list of one or two cards, not {value}.",
        "BAD_OPTION.explorer_seen":
            "The cards seen are given as {{card: copies seen}}, not {value}.",
        "BAD_OPTION.tutorial_no_steps":
            "A tutorial needs at least one step.",
        "BAD_OPTION.exercise_not_an_exercise":
            "An exercise widget shows an Exercise, not {value}.",
        "BAD_OPTION.exercise_number":
            "An exercise's number is a whole number from 1 up, not {value}.",
        "BAD_OPTION.setup_seats":
            "Give each of the {count} players a person or a bot ({bots}), not {value}.",
        "BAD_OPTION.setup_names":
            "Give each of the {count} players a name, not {value}.",
        "BAD_OPTION.setup_teacher":
            "The teacher switch must be True or False.",
        "BAD_OPTION.setup_unknown_choice":
            "Unknown setup choice {name}: the choices are {choices}.",
        "BAD_OPTION.staged_not_a_play":
            "{what} must be a Play or a ChancellorReturn, not {value}.",
        "BAD_OPTION.staged_scene":
            "A staged play shows a scene, a Game or a Round, not {value}.",
        "BAD_POSITION.staged_round_over":
            "A staged play starts at a decision: this round is over.",
        "BAD_POSITION.staged_not_their_turn":
            "A staged play starts at {name}'s decision, but it is {current}'s turn.",
        "BAD_POSITION.staged_chancellor":
            "A staged play starts at a decision to play a card, not at a Chancellor's choice.",
        "BAD_OPTION.staged_first_decision":
            "The suggested first decision is a Play, not a ChancellorReturn.",
        "GAME_OVER.staged_played":
            "This scene has been played: press “Try again” to play it another way.",
        "ROUND_OVER.staged_played":
            "This scene has been played: press “Try again” to play it another way.",
        "OUT_OF_TURN.staged_played":
            "This scene has been played: press “Try again” to play it another way.",
        "GAME_OVER.staged_one_round":
            "A scene is a single decision: it has no next round.",
        "ROUND_OVER.staged_one_round":
            "A scene is a single decision: it has no next round.",
        "ROUND_NOT_OVER.staged_one_round":
            "A scene is a single decision: it has no next round.",
    },
    "fr": {
        "BAD_OPTION.teacher_view": "Une TeacherView montre un TeacherController : créez-en un avec TeacherController().",
        # views and drawings
        "BAD_OPTION.table_view":
            "Une TableView montre un TableController.",
        "BAD_OPTION.staged_view":
            "Une StagedPlayView montre un StagedPlayController.",
        "BAD_OPTION.replay_view":
            "Une ReplayView montre un ReplayController.",
        "BAD_OPTION.explorer_view":
            "Une ExplorerView montre un ExplorerController.",
        "BAD_OPTION.lab_view":
            "Une StrategyLabView montre un StrategyLabController.",
        # the student pages of the classroom site (lovelet.pages)
        "BAD_OPTION.page_lesson":
            "Il y a des pages d'exercices pour les leçons {lessons}, pas pour {shown}.",
        "BAD_OPTION.page_name":
            "Les pages des élèves sont {pages}, pas {shown}.",
        "BAD_OPTION.tutorial_view":
            "Une TutorialView montre un TutorialController, ou en crée un à partir de ses options.",
        "BAD_OPTION.coach_panel":
            "Le panneau du coach montre les conseils du coach, pas {shown}.",
        "BAD_OPTION.plot_axes":
            "ax doit être un repère (axes) matplotlib ou None, pas {shown}.",
        "BAD_OPTION.explorer_plot":
            "Le graphique est l'un de {plots}, pas {shown}.",
        "BAD_OPTION.card_size":
            "size doit être un nombre de pixels positif, pas {shown}.",
        "BAD_OPTION.hand_cards":
            "hand_svg dessine une liste de cartes, pas {shown}.",
        "BAD_OPTION.hand_face_down":
            "face_down doit valoir True, False ou un booléen par carte, pas {shown}.",
        "BAD_OPTION.round_html":
            "round_html dessine une manche (game.round), pas {shown}.",
        "BAD_OPTION.game_html":
            "game_html dessine une partie (Game), pas {shown}.",
        "BAD_OPTION.tracker_html":
            "tracker_html dessine un Tracker (lovelet.deduction.tracker(observation)), pas {shown}.",
        "BAD_OPTION.belief_html":
            "belief_html dessine une Belief (lovelet.deduction.belief(observation)), pas {shown}.",
        "BAD_OPTION.sharpening_html":
            ("sharpening_html dessine une Sharpening (lovelet.deduction.sharpening(plain, modelled)), "
             "pas {shown}."),
        "BAD_OPTION.outcomes_html":
            ("outcomes_html dessine des Outcomes "
             "(lovelet.deduction.outcome_probabilities(observation)), pas {shown}."),
        # widget controllers
        "BAD_OPTION.deduction_bad_background":
            "background doit valoir True, False ou None, pas {value}.",
        "BAD_OPTION.deduction_bad_budget":
            "belief_budget doit être un nombre de secondes supérieur à 0, ou None, pas {value}.",
        "BAD_OPTION.deduction_bad_chunk":
            "chunk doit être un nombre entier de parties simulées à partir de 1, pas {value}.",
        "BAD_OPTION.deduction_bad_chunks":
            "run_pending prend un nombre entier de paquets à partir de 1, pas {value}.",
        "BAD_OPTION.deduction_bad_exact_below":
            "exact_below doit être un nombre de cartes (0 ou plus) ou None, pas {value}.",
        "BAD_OPTION.deduction_bad_model":
            "Le modèle des adversaires doit être l'un de {models}, pas {value}.",
        "BAD_OPTION.deduction_bad_pause":
            "pause doit être un nombre de secondes (0 ou plus), pas {value}.",
        "BAD_OPTION.deduction_bad_playouts":
            "Le nombre de parties simulées doit être un nombre entier à partir de 1, pas {value}.",
        "BAD_OPTION.deduction_bad_source":
            ("Un panneau de déduction suit une table (un TableController) ou montre une observation : "
             "donne exactement l'une des deux."),
        "BAD_OPTION.deduction_bad_table":
            "Un panneau de déduction suit un TableController, pas {value}.",
        "BAD_OPTION.deduction_follows_table":
            "Ce panneau suit une table : il montre le joueur que la table montre.",
        "BAD_OPTION.lab_bad_agent":
            "L'agent {number} doit être l'un de ceux-ci : {agents} ; pas {value}.",
        "BAD_OPTION.lab_bad_background":
            "background doit valoir None, True ou False, pas {value}.",
        "BAD_OPTION.lab_bad_edition":
            "Choisis l'édition révisée ou l'édition classique, pas {value}.",
        "BAD_OPTION.lab_bad_games":
            "Le nombre de parties doit être un nombre entier de 1 à {most}, pas {value}.",
        "BAD_OPTION.lab_bad_isolate":
            "isolate doit valoir True ou False, pas {value}.",
        "BAD_OPTION.lab_bad_language":
            "Choisis l'anglais (en), le français (fr) ou l'allemand (de), pas {value}.",
        "BAD_OPTION.lab_bad_lineup":
            "Donne un agent à chacun des {count} joueurs, pas {value}.",
        "BAD_OPTION.lab_bad_move_seconds":
            ("move_seconds doit être un nombre de secondes au-dessus de 0 et d'au plus {most}, pas "
             "{value}."),
        "BAD_OPTION.lab_bad_own_agent":
            ("{value} n'est pas un agent : un agent a une méthode choose(observation, rng), ou est une"
             " fonction de (observation, rng)."),
        "BAD_OPTION.lab_bad_place":
            "Il y a {count} places, numérotées à partir de 0 : pas {value}.",
        "BAD_OPTION.lab_bad_players":
            "Le nombre de joueurs doit être un nombre entier, pas {value}.",
        "BAD_OPTION.lab_bad_seconds":
            "{name} doit être un nombre de secondes à partir de 0, pas {value}.",
        "BAD_OPTION.lab_bad_steps":
            "steps doit être un nombre entier à partir de 1, pas {value}.",
        "BAD_OPTION.lab_bad_unit":
            "Joue des parties entières ('game') ou des manches seules ('round'), pas {value}.",
        "BAD_OPTION.lab_own_agent_taken":
            ("Deux agents s'appellent {name} : donne à chacun de tes agents un nom différent (son "
             "attribut name)."),
        "BAD_OPTION.lab_running":
            "Un tournoi est en cours : arrête-le avant d'en lancer un autre.",
        "BAD_OPTION.companion_bad_choice":
            "Choix inconnu pour le compagnon : {name} ; les choix sont {choices}.",
        "BAD_OPTION.companion_not_offered":
            "{value} ne fait pas partie des choix proposés maintenant : touche l'un des boutons.",
        "BAD_OPTION.companion_nothing_to_undo":
            "Rien à annuler : aucune saisie pour l'instant.",
        "ENTRY_NOT_EXPECTED.companion_not_started":
            "Commence d'abord une partie, ou reprends-en une.",
        "BAD_PLAYER_COUNT.companion_bad_players":
            "Cette édition se joue de {low} à {high} joueurs.",
        "BAD_OPTION.companion_bad_names":
            "Donne un nom à chacun des {count} joueurs.",
        "UNKNOWN_PLAYER.companion_bad_seat":
            "Choisis ta place parmi les joueurs.",
        "UNKNOWN_PLAYER.companion_bad_start_player":
            "Choisis qui commence parmi les joueurs.",
        "BAD_ENTRY.companion_choose_card":
            "Choisis la carte que tu as reçue.",
        "BAD_ENTRY.companion_choose_face_up":
            "À 2 joueurs, choisis les trois cartes face visible.",
        "BAD_OPTION.seat_kind":
            ("La place {number} ({name}) doit être une personne ou l'un des robots {bots}, pas "
             "{value}."),
        "BAD_OPTION.table_seats":
            ("seats doit donner à chacun des {count} joueurs une personne ou un robot ({bots}), pas "
             "{value}."),
        "BAD_OPTION.table_not_a_game":
            "Une table joue une partie (Game), pas {value}.",
        "BAD_OPTION.table_one_person":
            "La table est vue depuis la place de {name}, la seule personne qui joue.",
        "BAD_OPTION.table_several_persons":
            "Avec plusieurs personnes à la table, la vue suit la personne qui dévoile sa main.",
        "BAD_OPTION.table_watch":
            "Seule une partie entre robots peut être regardée depuis une autre place.",
        "BAD_OPTION.replay_source":
            ("Un replay montre une partie (Game), une partie sauvegardée ou l'export d'un joueur (un "
             "fichier, son chemin, ses octets ou son texte), pas {value}."),
        "BAD_OPTION.replay_teacher_flag":
            "teacher doit valoir True ou False.",
        "BAD_OPTION.replay_nothing_loaded":
            "Charge d'abord une partie sauvegardée ou un export.",
        "BAD_OPTION.replay_bad_step":
            "Les étapes vont de 1 à {steps}, pas {value}.",
        "BAD_OPTION.replay_export_seat":
            "Cet export est celui de {name} : il ne montre que cette place.",
        "BAD_OPTION.replay_seat_later":
            "Choisis une place une fois une partie chargée.",
        "BAD_OPTION.replay_no_teacher_export":
            "Il n'y a pas de vue de l'enseignant ici : cet export ne contient que la vue d'un joueur.",
        "BAD_OPTION.replay_no_teacher_student":
            "Il n'y a pas de vue de l'enseignant ici : ce replay est celui d'un élève.",
        "BAD_OPTION.deduction_view_controller":
            "Un DeductionView montre un DeductionController.",
        "BAD_OPTION.explorer_unknown_choice":
            "Choix inconnu pour l'explorateur : {name} ; les choix sont {choices}.",
        "BAD_OPTION.explorer_unknown_setting":
            "Choix inconnu pour l'explorateur : {name} ; les choix sont {choices}, language et chart.",
        "BAD_OPTION.explorer_chart":
            "Le graphique est l'un de ceux-ci : {charts} ; pas {value}.",
        "BAD_OPTION.explorer_hand":
            "Ma main est une liste d'une ou deux cartes, pas {value}.",
        "BAD_OPTION.explorer_seen":
            "Les cartes vues se donnent sous la forme {{carte: exemplaires vus}}, pas {value}.",
        "BAD_OPTION.tutorial_no_steps":
            "Un tutoriel a besoin d'au moins une étape.",
        "BAD_OPTION.exercise_not_an_exercise":
            "Un widget d'exercice montre un exercice (Exercise), pas {value}.",
        "BAD_OPTION.exercise_number":
            "Le numéro d'un exercice est un nombre entier à partir de 1, pas {value}.",
        "BAD_OPTION.setup_seats":
            "Donne à chacun des {count} joueurs une personne ou un robot ({bots}), pas {value}.",
        "BAD_OPTION.setup_names":
            "Donne un nom à chacun des {count} joueurs, pas {value}.",
        "BAD_OPTION.setup_teacher":
            "L'interrupteur de l'enseignant doit valoir True ou False.",
        "BAD_OPTION.setup_unknown_choice":
            "Choix inconnu pour la préparation : {name} ; les choix sont {choices}.",
        "BAD_OPTION.staged_not_a_play":
            "{what} doit être un Play ou un ChancellorReturn, pas {value}.",
        "BAD_OPTION.staged_scene":
            "Une scène jouée montre une scène, une partie (Game) ou une manche (Round), pas {value}.",
        "BAD_POSITION.staged_round_over":
            "Une scène jouée commence à une décision : cette manche est terminée.",
        "BAD_POSITION.staged_not_their_turn":
            "Une scène jouée commence à la décision de {name}, mais c'est le tour de {current}.",
        "BAD_POSITION.staged_chancellor":
            "Une scène jouée commence à la décision de jouer une carte, pas au choix d'un Chancelier.",
        "BAD_OPTION.staged_first_decision":
            "La première décision suggérée est un Play, pas un ChancellorReturn.",
        "GAME_OVER.staged_played":
            "Cette scène est jouée : clique sur « Rejouer » pour la jouer autrement.",
        "ROUND_OVER.staged_played":
            "Cette scène est jouée : clique sur « Rejouer » pour la jouer autrement.",
        "OUT_OF_TURN.staged_played":
            "Cette scène est jouée : clique sur « Rejouer » pour la jouer autrement.",
        "GAME_OVER.staged_one_round":
            "Une scène n'est qu'une décision : elle n'a pas de manche suivante.",
        "ROUND_OVER.staged_one_round":
            "Une scène n'est qu'une décision : elle n'a pas de manche suivante.",
        "ROUND_NOT_OVER.staged_one_round":
            "Une scène n'est qu'une décision : elle n'a pas de manche suivante.",
    },
    "de": {
        "BAD_OPTION.teacher_view": "Eine TeacherView zeigt einen TeacherController: Erzeuge einen mit TeacherController().",
        # views and drawings
        "BAD_OPTION.table_view":
            "Eine TableView zeigt einen TableController.",
        "BAD_OPTION.staged_view":
            "Eine StagedPlayView zeigt einen StagedPlayController.",
        "BAD_OPTION.replay_view":
            "Eine ReplayView zeigt einen ReplayController.",
        "BAD_OPTION.explorer_view":
            "Eine ExplorerView zeigt einen ExplorerController.",
        "BAD_OPTION.lab_view":
            "Eine StrategyLabView zeigt einen StrategyLabController.",
        # the student pages of the classroom site (lovelet.pages)
        "BAD_OPTION.page_lesson":
            "Aufgabenseiten gibt es für die Lektionen {lessons}, nicht für {shown}.",
        "BAD_OPTION.page_name":
            "Die Seiten für Schüler sind {pages}, nicht {shown}.",
        "BAD_OPTION.tutorial_view":
            "Eine TutorialView zeigt einen TutorialController oder erstellt einen aus ihren Optionen.",
        "BAD_OPTION.coach_panel":
            "Das Feld des Coachs zeigt die Ratschläge des Coachs, nicht {shown}.",
        "BAD_OPTION.plot_axes":
            "ax muss ein matplotlib-Achsensystem (axes) oder None sein, nicht {shown}.",
        "BAD_OPTION.explorer_plot":
            "Das Diagramm ist eines von {plots}, nicht {shown}.",
        "BAD_OPTION.card_size":
            "size muss eine positive Anzahl von Pixeln sein, nicht {shown}.",
        "BAD_OPTION.hand_cards":
            "hand_svg zeichnet eine Liste von Karten, nicht {shown}.",
        "BAD_OPTION.hand_face_down":
            "face_down muss True, False oder ein Wahrheitswert je Karte sein, nicht {shown}.",
        "BAD_OPTION.round_html":
            "round_html zeichnet eine Runde (game.round), nicht {shown}.",
        "BAD_OPTION.game_html":
            "game_html zeichnet ein Spiel (Game), nicht {shown}.",
        "BAD_OPTION.tracker_html":
            ("tracker_html zeichnet einen Tracker (lovelet.deduction.tracker(observation)), nicht "
             "{shown}."),
        "BAD_OPTION.belief_html":
            "belief_html zeichnet eine Belief (lovelet.deduction.belief(observation)), nicht {shown}.",
        "BAD_OPTION.sharpening_html":
            ("sharpening_html zeichnet eine Sharpening (lovelet.deduction.sharpening(plain, "
             "modelled)), nicht {shown}."),
        "BAD_OPTION.outcomes_html":
            ("outcomes_html zeichnet Outcomes (lovelet.deduction.outcome_probabilities(observation)), "
             "nicht {shown}."),
        # widget controllers
        "BAD_OPTION.deduction_bad_background":
            "background muss True, False oder None sein, nicht {value}.",
        "BAD_OPTION.deduction_bad_budget":
            "belief_budget muss eine Zahl von Sekunden über 0 oder None sein, nicht {value}.",
        "BAD_OPTION.deduction_bad_chunk":
            "chunk muss eine ganze Zahl von Simulationen ab 1 sein, nicht {value}.",
        "BAD_OPTION.deduction_bad_chunks":
            "run_pending nimmt eine ganze Zahl von Paketen ab 1, nicht {value}.",
        "BAD_OPTION.deduction_bad_exact_below":
            "exact_below muss eine Zahl von Karten (0 oder mehr) oder None sein, nicht {value}.",
        "BAD_OPTION.deduction_bad_model":
            "Das Gegnermodell muss eines von {models} sein, nicht {value}.",
        "BAD_OPTION.deduction_bad_pause":
            "pause muss eine Zahl von Sekunden (0 oder mehr) sein, nicht {value}.",
        "BAD_OPTION.deduction_bad_playouts":
            "Die Zahl der Simulationen muss eine ganze Zahl ab 1 sein, nicht {value}.",
        "BAD_OPTION.deduction_bad_source":
            ("Eine Schlussfolgerungs-Anzeige folgt einem Tisch (einem TableController) oder zeigt eine"
             " Beobachtung: gib genau eines davon."),
        "BAD_OPTION.deduction_bad_table":
            "Eine Schlussfolgerungs-Anzeige folgt einem TableController, nicht {value}.",
        "BAD_OPTION.deduction_follows_table":
            "Diese Anzeige folgt einem Tisch: sie zeigt die Sicht, die der Tisch zeigt.",
        "BAD_OPTION.lab_bad_agent":
            "Agent {number} muss einer von diesen sein: {agents}; nicht {value}.",
        "BAD_OPTION.lab_bad_background":
            "background muss None, True oder False sein, nicht {value}.",
        "BAD_OPTION.lab_bad_edition":
            "Wähle die überarbeitete oder die klassische Ausgabe, nicht {value}.",
        "BAD_OPTION.lab_bad_games":
            "Die Zahl der Partien muss eine ganze Zahl von 1 bis {most} sein, nicht {value}.",
        "BAD_OPTION.lab_bad_isolate":
            "isolate muss True oder False sein, nicht {value}.",
        "BAD_OPTION.lab_bad_language":
            "Wähle Englisch (en), Französisch (fr) oder Deutsch (de), nicht {value}.",
        "BAD_OPTION.lab_bad_lineup":
            "Gib jedem der {count} Spieler einen Agenten, nicht {value}.",
        "BAD_OPTION.lab_bad_move_seconds":
            ("move_seconds muss eine Zahl von Sekunden über 0 und höchstens {most} sein, nicht "
             "{value}."),
        "BAD_OPTION.lab_bad_own_agent":
            ("{value} ist kein Agent: Ein Agent hat choose(observation, rng) oder ist eine Funktion "
             "von (observation, rng)."),
        "BAD_OPTION.lab_bad_place":
            "Die Aufstellung hat {count} Plätze, ab 0 nummeriert: nicht {value}.",
        "BAD_OPTION.lab_bad_players":
            "Die Zahl der Spieler muss eine ganze Zahl sein, nicht {value}.",
        "BAD_OPTION.lab_bad_seconds":
            "{name} muss eine Zahl von Sekunden ab 0 sein, nicht {value}.",
        "BAD_OPTION.lab_bad_steps":
            "steps muss eine ganze Zahl ab 1 sein, nicht {value}.",
        "BAD_OPTION.lab_bad_unit":
            "Spiele ganze Partien ('game') oder einzelne Runden ('round'), nicht {value}.",
        "BAD_OPTION.lab_own_agent_taken":
            ("Zwei Agenten heißen {name}: Gib jedem deiner Agenten einen eigenen Namen (sein Attribut "
             "name)."),
        "BAD_OPTION.lab_running":
            "Ein Turnier läuft: Halte es an, bevor du ein neues startest.",
        "BAD_OPTION.companion_bad_choice":
            "Unbekannte Einstellung des Begleiters: {name}; möglich sind {choices}.",
        "BAD_OPTION.companion_not_offered":
            ("{value} gehört nicht zu den jetzt angebotenen Möglichkeiten: Tippe auf eine der "
             "Schaltflächen."),
        "BAD_OPTION.companion_nothing_to_undo":
            "Nichts rückgängig zu machen: Es gibt noch keine Eingabe.",
        "ENTRY_NOT_EXPECTED.companion_not_started":
            "Starte zuerst ein Spiel oder setze eines fort.",
        "BAD_PLAYER_COUNT.companion_bad_players":
            "Diese Ausgabe ist für {low} bis {high} Spieler.",
        "BAD_OPTION.companion_bad_names":
            "Gib jedem der {count} Spieler einen Namen.",
        "UNKNOWN_PLAYER.companion_bad_seat":
            "Wähle deinen Platz unter den Spielern.",
        "UNKNOWN_PLAYER.companion_bad_start_player":
            "Wähle unter den Spielern, wer beginnt.",
        "BAD_ENTRY.companion_choose_card":
            "Wähle die Karte, die du bekommen hast.",
        "BAD_ENTRY.companion_choose_face_up":
            "Zu zweit: Wähle die drei offenen Karten.",
        "BAD_OPTION.seat_kind":
            ("Platz {number} ({name}) muss eine Person oder einer der Computerspieler {bots} sein, "
             "nicht {value}."),
        "BAD_OPTION.table_seats":
            ("seats muss jedem der {count} Spieler eine Person oder einen Computerspieler ({bots}) "
             "geben, nicht {value}."),
        "BAD_OPTION.table_not_a_game":
            "Ein Tisch spielt ein Spiel (Game), nicht {value}.",
        "BAD_OPTION.table_one_person":
            "Der Tisch wird vom Platz von {name} aus gezeigt, der einzigen Person, die spielt.",
        "BAD_OPTION.table_several_persons":
            "Mit mehreren Personen am Tisch folgt die Ansicht der Person, die ihre Hand aufdeckt.",
        "BAD_OPTION.table_watch":
            "Nur ein Spiel von Computerspielern kann von einem anderen Platz aus verfolgt werden.",
        "BAD_OPTION.replay_source":
            ("Eine Wiedergabe zeigt ein Spiel (Game), ein gespeichertes Spiel oder den Export eines "
             "Spielers (eine Datei, ihren Pfad, ihre Bytes oder ihren Text), nicht {value}."),
        "BAD_OPTION.replay_teacher_flag":
            "teacher muss True oder False sein.",
        "BAD_OPTION.replay_nothing_loaded":
            "Lade zuerst ein gespeichertes Spiel oder einen Export.",
        "BAD_OPTION.replay_bad_step":
            "Die Schritte gehen von 1 bis {steps}, nicht {value}.",
        "BAD_OPTION.replay_export_seat":
            "Dieser Export gehört {name}: Er zeigt nur diesen Platz.",
        "BAD_OPTION.replay_seat_later":
            "Wähle einen Platz, sobald ein Spiel geladen ist.",
        "BAD_OPTION.replay_no_teacher_export":
            "Hier gibt es keine Lehreransicht: Dieser Export enthält nur die Sicht eines Spielers.",
        "BAD_OPTION.replay_no_teacher_student":
            "Hier gibt es keine Lehreransicht: Diese Wiedergabe ist die eines Schülers.",
        "BAD_OPTION.deduction_view_controller":
            "Ein DeductionView zeigt einen DeductionController.",
        "BAD_OPTION.explorer_unknown_choice":
            "Unbekannte Auswahl für den Explorer: {name}; die Auswahlen sind {choices}.",
        "BAD_OPTION.explorer_unknown_setting":
            ("Unbekannte Auswahl für den Explorer: {name}; die Auswahlen sind {choices}, language und "
             "chart."),
        "BAD_OPTION.explorer_chart":
            "Das Diagramm ist eines von {charts}, nicht {value}.",
        "BAD_OPTION.explorer_hand":
            "Meine Hand ist eine Liste von einer oder zwei Karten, nicht {value}.",
        "BAD_OPTION.explorer_seen":
            "Die gesehenen Karten werden als {{Karte: gesehene Exemplare}} angegeben, nicht {value}.",
        "BAD_OPTION.tutorial_no_steps":
            "Ein Tutorial braucht mindestens einen Schritt.",
        "BAD_OPTION.exercise_not_an_exercise":
            "Ein Übungs-Widget zeigt eine Übung (Exercise), nicht {value}.",
        "BAD_OPTION.exercise_number":
            "Die Nummer einer Übung ist eine ganze Zahl ab 1, nicht {value}.",
        "BAD_OPTION.setup_seats":
            ("Gib jedem der {count} Spieler eine Person oder einen Computerspieler ({bots}), nicht "
             "{value}."),
        "BAD_OPTION.setup_names":
            "Gib jedem der {count} Spieler einen Namen, nicht {value}.",
        "BAD_OPTION.setup_teacher":
            "Der Lehrerschalter muss True oder False sein.",
        "BAD_OPTION.setup_unknown_choice":
            "Unbekannte Auswahl für die Vorbereitung: {name}; die Auswahlen sind {choices}.",
        "BAD_OPTION.staged_not_a_play":
            "{what} muss ein Play oder ein ChancellorReturn sein, nicht {value}.",
        "BAD_OPTION.staged_scene":
            ("Ein gestelltes Spiel zeigt eine Szene, ein Spiel (Game) oder eine Runde (Round), nicht "
             "{value}."),
        "BAD_POSITION.staged_round_over":
            "Ein gestelltes Spiel beginnt bei einer Entscheidung: Diese Runde ist vorbei.",
        "BAD_POSITION.staged_not_their_turn":
            "Ein gestelltes Spiel beginnt bei der Entscheidung von {name}, aber {current} ist am Zug.",
        "BAD_POSITION.staged_chancellor":
            ("Ein gestelltes Spiel beginnt bei der Entscheidung, eine Karte zu spielen, nicht bei der "
             "Wahl eines Kanzlers."),
        "BAD_OPTION.staged_first_decision":
            "Die vorgeschlagene erste Entscheidung ist ein Play, kein ChancellorReturn.",
        "GAME_OVER.staged_played":
            "Diese Szene ist gespielt: Drücke „Noch einmal“, um sie anders zu spielen.",
        "ROUND_OVER.staged_played":
            "Diese Szene ist gespielt: Drücke „Noch einmal“, um sie anders zu spielen.",
        "OUT_OF_TURN.staged_played":
            "Diese Szene ist gespielt: Drücke „Noch einmal“, um sie anders zu spielen.",
        "GAME_OVER.staged_one_round":
            "Eine Szene ist eine einzige Entscheidung: Es gibt keine nächste Runde.",
        "ROUND_OVER.staged_one_round":
            "Eine Szene ist eine einzige Entscheidung: Es gibt keine nächste Runde.",
        "ROUND_NOT_OVER.staged_one_round":
            "Eine Szene ist eine einzige Entscheidung: Es gibt keine nächste Runde.",
    },
}
