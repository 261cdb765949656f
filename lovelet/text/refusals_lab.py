"""Sentences of the refusals of matches, tournaments, isolated agents, the command line, the companion, the lessons and the reinforcement-learning environment (lovelet.lab, lovelet.companion, lovelet.lessons, lovelet.rl), in English, French and German.

Data only: :mod:`lovelet.text.refusals` merges these templates into its own.  Keys are
``CODE.variant``; placeholders are the values the refusal is made with (see
:mod:`lovelet.text.refusals` for ``{card}``, ``{the_card}``, ``{names}``...).
"""

__all__ = ["LAB_TEMPLATES"]

LAB_TEMPLATES = {
    "en": {
        # the class's own games (lovelet.lessons.class_games)
        'BAD_PATH.class_games_folder': "The class's games are read from a folder of saves; {shown} is not one.",
        'BAD_OPTION.class_games': "guard_guesses reads the class's games (load_class_games(folder)), not {shown}.",
        'BAD_OPTION.class_games_guesses': "hit_rates needs the list of at least one Guard guess (guard_guesses(...)), "
                                          "not {shown}.",
        'BAD_OPTION.class_games_rates': "plot_hit_rates draws the class's hit rates (hit_rates(...)), not {shown}.",
        # a student's typed answer (lovelet.lessons.exercises.read_answer)
        'BAD_OPTION.exercise_empty': "Type an answer first.",
        'BAD_OPTION.exercise_unreadable':
            "Write a fraction such as 3/11, a decimal such as 0.27 or a percentage such as 27%, not “{text}”.",
        'BAD_OPTION.exercise_unreadable_number': "Write a number, such as 12 or 12.5, not “{text}”.",
        'BAD_OPTION.exercise_zero_denominator': "A fraction cannot have 0 below the line.",
        'BAD_OPTION.exercise_not_a_percentage': "This answer is a number, not a chance: write it without %.",
        'AGENT_FAILED.in_game':
            'The agent {agent} failed in game {game}: {refusal}.',
        'BAD_ACTION.cards_not_named':
            '{shown} names its cards by anything but their names.',
        'BAD_ACTION.not_action_data':
            '{shown} is not an action.',
        'BAD_ACTION.rl_index':
            'An action is a whole number from 0 to {last}, not {shown}.',
        'BAD_ACTION.rl_no_such_index':
            'There is no action {index}: the actions are numbered 0 to {last}.',
        'BAD_ACTION.rl_none':
            "It is {name}'s turn: give one of its legal actions, not None.",
        'BAD_ACTION.rl_not_in_edition':
            '{shown} is not an action of the {edition} edition for {players} players.',
        'BAD_CHANCELLOR_CHOICE.cards_not_named':
            '{shown} names its cards by anything but their names.',
        'BAD_ENTRY.keys_missing':
            'This {kind} entry lacks {keys}.',
        'BAD_ENTRY.keys_unknown':
            'This {kind} entry has unknown {keys}.',
        'BAD_ENTRY.no_fields':
            'The {kind} entry has no field {shown}: its fields are none.',
        'BAD_ENTRY.no_such_field':
            'The {kind} entry has no field {shown}: its fields are {fields}.',
        'BAD_ENTRY.not_a_bool':
            '{what} is True or False, not {shown}.',
        'BAD_ENTRY.not_a_card_list':
            '{what} is a list of cards, not {shown}.',
        'BAD_ENTRY.not_an_object':
            'An entry is a JSON object, not {shown}.',
        'BAD_ENTRY.options_not_an_object':
            "A setup's options are a JSON object, not {shown}.",
        'BAD_ENTRY.shown_not_a_pair':
            'Each card shown is a (player, card) pair, not {shown}.',
        'BAD_ENTRY.shown_not_pairs':
            'The cards shown are (player, card) pairs, not {shown}.',
        'BAD_ENTRY.shown_twice':
            'Each player shows one card: a player is named twice.',
        'BAD_ENTRY.unknown_kind':
            'Unknown kind of entry {shown}: the kinds are {kinds}.',
        'BAD_EXPORT.events':
            ('The events of this export do not follow one another as in a round of Love '
            'Letter: it was edited. ({detail})'),
        'BAD_EXPORT.no_deal':
            "No deal of the cards explains what this export's player saw: it was edited. ({detail})",
        'BAD_EXPORT.position':
            'The position this export starts from breaks a rule of the game: it was edited. ({detail})',
        'BAD_OBSERVATION.export_fields':
            'This observation cannot be exported: its fields do not follow from its events.',
        'BAD_OBSERVATION.not_exportable':
            'This observation cannot be exported: {refusal}.',
        'BAD_OPTION.agent_import_fails':
            'The agent {path} cannot be loaded: importing {module} fails ({detail}).',
        'BAD_OPTION.agent_no_attribute':
            'The agent {path} cannot be loaded: {module} has no {attribute}.',
        'BAD_OPTION.agent_no_module':
            'The agent {path} cannot be loaded: no module named {module} ({detail}).',
        'BAD_OPTION.agent_not_callable':
            ('The agent {path} is {shown}, not an agent: an agent has choose(observation, '
            'rng), or is a function of (observation, rng).'),
        'BAD_OPTION.agent_not_loaded_in_process':
            'The agent {path} cannot be loaded in its own process: {detail}',
        'BAD_OPTION.agent_not_made':
            'The agent {path} cannot be made with no arguments ({detail}).',
        'BAD_OPTION.agent_not_sent':
            ('The agent {shown} cannot be sent to its own process ({detail}): give it a way to '
            'be pickled, or play it in this process.'),
        'BAD_OPTION.agent_path':
            'The agent {path} is not module:attribute, such as my_agents:Cautious.',
        'BAD_OPTION.agent_signature':
            'The agent {path} cannot be asked for a move: {what} does not take (observation, rng).',
        'BAD_OPTION.agent_word':
            "An agent is named by a word such as 'random', not {shown}.",
        'BAD_OPTION.agents_not_sent':
            ('The agents cannot be sent to other processes ({detail}): play with workers=1, or '
            'give the agent a way to be pickled.'),
        'BAD_OPTION.bot_kind':
            'The bots are {kinds}, not {shown}.',
        'BAD_OPTION.cli_agents_count':
            ('--agents lists {count} agents for {players} players: give one per seat, or a '
            'single one for every seat.'),
        'BAD_OPTION.deck_empty':
            'The deck is empty: no card is left to draw.',
        'BAD_OPTION.dilemma_players':
            'This dilemma is for three players, not {shown}.',
        'BAD_OPTION.entrant_label_empty':
            "An entrant's label must be non-empty text.",
        'BAD_OPTION.entrant_labels_twice':
            'Two entrants have the same label: give each its own.',
        'BAD_OPTION.executor':
            'executor must be a concurrent.futures.Executor (or a Dask Client), not {shown}.',
        'BAD_OPTION.exercise_hint_texts':
            "An exercise's hint must be a text in each of {languages}.",
        'BAD_OPTION.exercise_key':
            "An exercise's key must be a non-empty text.",
        'BAD_OPTION.exercise_kind':
            'An exercise asks for one of {kinds}, not {shown}.',
        'BAD_OPTION.exercise_question_texts':
            "An exercise's question must be a text in each of {languages}.",
        'BAD_OPTION.isolate':
            'isolate must be True or False, not {shown}.',
        'BAD_OPTION.move_seconds':
            '{name} must be a number of seconds above 0 and at most {most}, not {shown}.',
        'BAD_OPTION.not_an_entrant':
            '{shown} is not an entrant of this tournament: the entrants are {entrants}.',
        'BAD_OPTION.not_at_the_deal':
            ('{what} is about the deal: pass an observation from the deal, before the first '
            'card is played.'),
        'BAD_OPTION.opponent_in_round':
            'Choose an opponent still in the round.',
        'BAD_OPTION.opponent_one_card':
            'Choose an opponent who holds one card, not {shown}.',
        'BAD_OPTION.opponent_one_or_two_cards':
            'Choose an opponent who holds one card or two.',
        'BAD_OPTION.play_game_subject':
            'play_game plays a Game, not {shown}.',
        'BAD_OPTION.play_on_subject':
            'play_on plays a Round or a Game, not {shown}.',
        'BAD_OPTION.play_round_subject':
            'play_round plays a Round, not {shown}.',
        'BAD_OPTION.progress':
            ('progress must be True (a progress bar), False, or a function of (done, total), '
            'not {shown}.'),
        'BAD_OPTION.render_mode':
            "render_mode must be None, 'human' or 'ansi', not {shown}.",
        'BAD_OPTION.rl_unit':
            "unit must be 'round' or 'game', not {shown}.",
        'BAD_OPTION.rounds_by_kind':
            ('plot_round_lengths needs {{kind of bot: rounds played}}, with kinds among '
            '{kinds}, not {shown}.'),
        'BAD_OPTION.row_kind':
            'Unknown kind of rows {shown}: use one of {kinds}.',
        'BAD_OPTION.scene_names':
            'This scene needs {count} player names, not {shown}.',
        'BAD_OPTION.terminal_name':
            'Your name must be some text, not nothing.',
        'BAD_OPTION.terminal_seat':
            'Your seat must be a number from 0 to {last}, not {shown}.',
        'BAD_OPTION.too_many_games':
            ('A tournament plays at most {most} games, not {games}: play several tournaments '
            'with other seeds.'),
        'BAD_OPTION.tournament_agents':
            ('A tournament needs one agent per seat (a list or a dict), or one agent and a '
            'number of players, not {shown}.'),
        'BAD_OPTION.tutorial_check_step':
            'Step {step}: a check step says its kind and computes its answer.',
        'BAD_OPTION.tutorial_condition':
            'A tutorial condition is one of {kinds}, not {shown}.',
        'BAD_OPTION.tutorial_not_a_check':
            'Step {step} is not a quick check.',
        'BAD_OPTION.tutorial_scene_step':
            'Step {step}: a scene step names a scene and what is right.',
        'BAD_OPTION.tutorial_step':
            'A tutorial step is one of {kinds}, not {shown}.',
        'BAD_OPTION.unit':
            "unit must be 'game' or 'round', not {shown}.",
        'BAD_OPTION.unknown_agent':
            'Unknown agent {shown}: the agents are {words}, or module:attribute for your own.',
        'BAD_OPTION.unknown_scene':
            'There is no scene called {shown}; the scenes are {scenes}.',
        'BAD_OPTION.whole_chunk_size':
            'chunk_size must be a whole number of games per task from 1 up, not {shown}.',
        'BAD_OPTION.whole_from':
            '{what} must be a whole number from {low} up, not {shown}.',
        'BAD_OPTION.whole_from_to':
            '{what} must be a whole number from {low} to {high}, not {shown}.',
        'BAD_OPTION.whole_games':
            'games must be a whole number of games from 1 up, not {shown}.',
        'BAD_OPTION.whole_players':
            'players must be a whole number of players, not {shown}.',
        'BAD_OPTION.whole_workers':
            'workers must be a whole number of worker processes from 1 up, not {shown}.',
        'BAD_OPTION.workers_and_executor':
            'Give workers or an executor, not both: the executor decides how many workers play.',
        'BAD_PLAYER_COUNT.not_a_number':
            'players must be a number of players, not {shown}.',
        'UNKNOWN_CARD.not_a_card_name':
            "{shown} is not a card's name.",
        'UNKNOWN_PLAYER.target_not_a_seat':
            'The target {shown} is not a seat.',
        # a one-player export's faults (lovelet.companion.exports), the detail of a BAD_SAVE
        'BAD_SAVE.detail_export_not_object':
            'This is not a lovelet observation export: it has no {marker} marker ({kind}).',
        'BAD_SAVE.detail_export_format':
            'This is not a lovelet observation export: it has no {marker} marker ({part}: {kind}).',
        'BAD_SAVE.detail_export_version':
            'This export has format version {version}; this lovelet reads version {readable}.',
        'BAD_SAVE.detail_export_not_json':
            'This export is not valid JSON; it may be truncated or damaged ({error}).',
        'BAD_SAVE.detail_export_empty':
            'This export is not valid JSON; it may be truncated or damaged (it holds nothing but white space).',
        'BAD_SAVE.detail_export_duplicate_key':
            ('This export is not valid JSON; it may be truncated or damaged (it names {shown} twice in one '
             'object).'),
        'BAD_SAVE.detail_export_check':
            "The export's check must hold just its document digest.",
        'BAD_SAVE.detail_export_changed':
            'This export was changed after it was written: its document digest does not match.',
        'BAD_SAVE.detail_export_edition':
            "The export's edition must be {choices: or }, not {kind}.",
        'BAD_SAVE.detail_export_favors_count':
            "The export's fields.favors must list one count per player ({players}), not {found}.",
        'BAD_SAVE.detail_export_favors_needed':
            "The export's fields.favors_needed must be {needed} for {players} players.",
        'BAD_SAVE.detail_export_hand_on_turn':
            'The player on turn must hold two cards (three during a Chancellor).',
        'BAD_SAVE.detail_export_no_start':
            ("This export's events do not begin a round: every round sets one card aside and starts from a "
             'deal or a staged position, once.'),
        'BAD_SAVE.detail_export_favors_won':
            'In a round still being played, every player has fewer than the {needed} favors that win.',
        'BAD_SAVE.detail_export_reveal_drawn':
            'The plays of this export do not match its reveal_drawn option.',
        'BAD_SAVE.detail_export_events':
            "This export's events cannot happen in a round: {refusal}.",
        'BAD_SAVE.detail_export_field':
            "This export's {field} does not follow from its events.",
        'BAD_SAVE.detail_export_event_kind':
            'Event {index} has an unknown kind {kind}.',
        'BAD_SAVE.detail_export_details_object':
            "Event {index}'s details must be an object.",
        'BAD_SAVE.detail_export_secret_object':
            "Event {index}'s secret must be an object or null.",
        'BAD_SAVE.detail_export_names_player':
            'Event {index} ({kind}) must name a player.',
        'BAD_SAVE.detail_export_names_no_player':
            'Event {index} ({kind}) cannot name a player.',
        'BAD_SAVE.detail_export_details':
            'Event {index} ({kind}) must have the details {expected}, not {found}.',
        'BAD_SAVE.detail_export_impossible':
            'Event {index} ({kind}) has an impossible {part}: {value}.',
        'BAD_SAVE.detail_export_no_secret':
            'Event {index} ({kind}) has no secret part.',
        'BAD_SAVE.detail_export_drawn_shown':
            'Event {index} (play) shows whether the card was drawn: it has no secret part.',
        'BAD_SAVE.detail_export_seen_by':
            'Event {index} ({kind}) must say who saw its secret (seen_by).',
        'BAD_SAVE.detail_export_secret':
            'Event {index} ({kind}) must have the secret {expected}, not {found}.',
        'BAD_SAVE.detail_export_impossible_secret':
            'Event {index} ({kind}) has an impossible secret {part}: {value}.',
        'BAD_SAVE.detail_export_seat_keyed':
            "Event {index}'s {part} must be an object.",
        'BAD_SAVE.detail_export_card_edition':
            'Event {index} names {card}, which is not a card of the {edition} edition.',
        'BAD_SAVE.detail_export_value':
            "Event {index}'s {part} cannot be {kind}.",
        'BAD_SAVE.detail_export_bool':
            "The export's {where} must be true or false, not {kind}.",
        'BAD_SAVE.where_export':
            'The export',
        'BAD_SAVE.where_export_event':
            'Event {index}',
        'BAD_SAVE.where_export_event_player':
            'The player of event {index}',
        'BAD_SAVE.where_export_event_seen_by':
            'The seen_by of event {index}',
        'BAD_SAVE.where_export_event_seat':
            'A seat in event {index}',
    },
    "fr": {
        'BAD_PATH.class_games_folder': "Les parties de la classe se lisent dans un dossier de sauvegardes ; "
                                       "{shown} n'en est pas un.",
        'BAD_OPTION.class_games': "guard_guesses lit les parties de la classe (load_class_games(dossier)), pas {shown}.",
        'BAD_OPTION.class_games_guesses': "hit_rates a besoin de la liste d'au moins une annonce de Garde "
                                          "(guard_guesses(...)), pas {shown}.",
        'BAD_OPTION.class_games_rates': "plot_hit_rates dessine les taux de réussite de la classe (hit_rates(...)), "
                                        "pas {shown}.",
        'BAD_OPTION.exercise_empty': "Écris d'abord une réponse.",
        'BAD_OPTION.exercise_unreadable':
            "Écris une fraction comme 3/11, un nombre décimal comme 0,27 ou un pourcentage comme 27 %, "
            "pas « {text} ».",
        'BAD_OPTION.exercise_unreadable_number': "Écris un nombre, par exemple 12 ou 12,5, pas « {text} ».",
        'BAD_OPTION.exercise_zero_denominator': "Une fraction ne peut pas avoir 0 au dénominateur.",
        'BAD_OPTION.exercise_not_a_percentage':
            "Cette réponse est un nombre, pas une probabilité : écris-la sans %.",
        'AGENT_FAILED.in_game':
            "L'agent {agent} a échoué dans la partie {game} : {refusal}.",
        'BAD_ACTION.cards_not_named':
            '{shown} ne désigne pas ses cartes par leur nom.',
        'BAD_ACTION.not_action_data':
            "{shown} n'est pas une action.",
        'BAD_ACTION.rl_index':
            'Une action est un nombre entier de 0 à {last}, pas {shown}.',
        'BAD_ACTION.rl_no_such_index':
            "Il n'y a pas d'action {index} : les actions sont numérotées de 0 à {last}.",
        'BAD_ACTION.rl_none':
            "C'est au tour de {name} : donne une de ses actions légales, pas None.",
        'BAD_ACTION.rl_not_in_edition':
            "{shown} n'est pas une action de l'édition {edition} pour {players} joueurs.",
        'BAD_CHANCELLOR_CHOICE.cards_not_named':
            '{shown} ne désigne pas ses cartes par leur nom.',
        'BAD_ENTRY.keys_missing':
            'Il manque {keys} à cette saisie {kind}.',
        'BAD_ENTRY.keys_unknown':
            'Cette saisie {kind} a des clés inconnues : {keys}.',
        'BAD_ENTRY.no_fields':
            "La saisie {kind} n'a pas de champ {shown} : elle n'en a aucun.",
        'BAD_ENTRY.no_such_field':
            "La saisie {kind} n'a pas de champ {shown} : ses champs sont {fields}.",
        'BAD_ENTRY.not_a_bool':
            '{what} vaut True ou False, pas {shown}.',
        'BAD_ENTRY.not_a_card_list':
            '{what} est une liste de cartes, pas {shown}.',
        'BAD_ENTRY.not_an_object':
            'Une saisie est un objet JSON, pas {shown}.',
        'BAD_ENTRY.options_not_an_object':
            "Les options d'une mise en place sont un objet JSON, pas {shown}.",
        'BAD_ENTRY.shown_not_a_pair':
            'Chaque carte montrée est une paire (joueur, carte), pas {shown}.',
        'BAD_ENTRY.shown_not_pairs':
            'Les cartes montrées sont des paires (joueur, carte), pas {shown}.',
        'BAD_ENTRY.shown_twice':
            'Chaque joueur montre une carte : un joueur est nommé deux fois.',
        'BAD_ENTRY.unknown_kind':
            'Sorte de saisie inconnue {shown} : les sortes sont {kinds}.',
        'BAD_OBSERVATION.export_fields':
            ('Cette observation ne peut pas être exportée : ses champs ne découlent pas de ses '
            'événements.'),
        'BAD_OBSERVATION.not_exportable':
            'Cette observation ne peut pas être exportée : {refusal}.',
        'BAD_OPTION.agent_import_fails':
            "L'agent {path} ne peut pas être chargé : l'import de {module} échoue ({detail}).",
        'BAD_OPTION.agent_no_attribute':
            "L'agent {path} ne peut pas être chargé : {module} n'a pas de {attribute}.",
        'BAD_OPTION.agent_no_module':
            "L'agent {path} ne peut pas être chargé : aucun module ne s'appelle {module} ({detail}).",
        'BAD_OPTION.agent_not_callable':
            ("L'agent {path} est {shown}, pas un agent : un agent a choose(observation, rng), "
            "ou c'est une fonction de (observation, rng)."),
        'BAD_OPTION.agent_not_loaded_in_process':
            "L'agent {path} ne peut pas être chargé dans son propre processus : {detail}",
        'BAD_OPTION.agent_not_made':
            "L'agent {path} ne peut pas être créé sans arguments ({detail}).",
        'BAD_OPTION.agent_not_sent':
            ("L'agent {shown} ne peut pas être envoyé dans son propre processus ({detail}) : "
            "donne-lui un moyen d'être sérialisé par pickle, ou fais-le jouer dans ce "
            'processus.'),
        'BAD_OPTION.agent_path':
            "L'agent {path} n'est pas de la forme module:attribut, comme my_agents:Cautious.",
        'BAD_OPTION.agent_signature':
            "On ne peut pas demander de coup à l'agent {path} : {what} ne prend pas (observation, rng).",
        'BAD_OPTION.agent_word':
            "Un agent se nomme par un mot comme 'random', pas {shown}.",
        'BAD_OPTION.agents_not_sent':
            ("Les agents ne peuvent pas être envoyés à d'autres processus ({detail}) : joue "
            "avec workers=1, ou donne à l'agent un moyen d'être sérialisé par pickle."),
        'BAD_OPTION.bot_kind':
            'Les bots sont {kinds}, pas {shown}.',
        'BAD_OPTION.cli_agents_count':
            ('--agents donne {count} agents pour {players} joueurs : donnes-en un par place, '
            'ou un seul pour toutes les places.'),
        'BAD_OPTION.deck_empty':
            'La pioche est vide : il ne reste aucune carte à piocher.',
        'BAD_OPTION.dilemma_players':
            'Ce dilemme se joue à trois joueurs, pas {shown}.',
        'BAD_OPTION.entrant_label_empty':
            "L'étiquette d'un participant doit être un texte non vide.",
        'BAD_OPTION.entrant_labels_twice':
            'Deux participants ont la même étiquette : donne à chacun la sienne.',
        'BAD_OPTION.executor':
            'executor doit être un concurrent.futures.Executor (ou un Client Dask), pas {shown}.',
        'BAD_OPTION.exercise_hint_texts':
            "L'indice d'un exercice doit être un texte dans chacune de ces langues : {languages}.",
        'BAD_OPTION.exercise_key':
            "La clé d'un exercice doit être un texte non vide.",
        'BAD_OPTION.exercise_kind':
            "Un exercice demande l'une de ces sortes : {kinds}, pas {shown}.",
        'BAD_OPTION.exercise_question_texts':
            "La question d'un exercice doit être un texte dans chacune de ces langues : {languages}.",
        'BAD_OPTION.isolate':
            'isolate doit valoir True ou False, pas {shown}.',
        'BAD_OPTION.move_seconds':
            "{name} doit être un nombre de secondes au-dessus de 0 et d'au plus {most}, pas {shown}.",
        'BAD_OPTION.not_an_entrant':
            "{shown} n'est pas un participant de ce tournoi : les participants sont {entrants}.",
        'BAD_OPTION.not_at_the_deal':
            ('{what} porte sur la distribution : donne une observation de la distribution, '
            'avant que la première carte soit jouée.'),
        'BAD_OPTION.opponent_in_round':
            'Choisis un adversaire encore dans la manche.',
        'BAD_OPTION.opponent_one_card':
            'Choisis un adversaire qui a une carte en main, pas {shown}.',
        'BAD_OPTION.opponent_one_or_two_cards':
            'Choisis un adversaire qui a une ou deux cartes en main.',
        'BAD_OPTION.play_game_subject':
            'play_game joue un Game, pas {shown}.',
        'BAD_OPTION.play_on_subject':
            'play_on joue un Round ou un Game, pas {shown}.',
        'BAD_OPTION.play_round_subject':
            'play_round joue un Round, pas {shown}.',
        'BAD_OPTION.progress':
            ('progress doit valoir True (une barre de progression), False, ou être une '
            'fonction de (done, total), pas {shown}.'),
        'BAD_OPTION.render_mode':
            "render_mode doit valoir None, 'human' ou 'ansi', pas {shown}.",
        'BAD_OPTION.rl_unit':
            "unit doit valoir 'round' ou 'game', pas {shown}.",
        'BAD_OPTION.rounds_by_kind':
            ('plot_round_lengths a besoin de {{sorte de bot : manches jouées}}, avec des '
            'sortes parmi {kinds}, pas {shown}.'),
        'BAD_OPTION.row_kind':
            "Sorte de lignes inconnue {shown} : utilise l'une de {kinds}.",
        'BAD_OPTION.scene_names':
            'Cette scène a besoin de {count} noms de joueurs, pas {shown}.',
        'BAD_OPTION.terminal_name':
            'Ton nom doit être un texte, pas rien.',
        'BAD_OPTION.terminal_seat':
            'Ta place doit être un nombre de 0 à {last}, pas {shown}.',
        'BAD_OPTION.too_many_games':
            ('Un tournoi joue au plus {most} parties, pas {games} : joue plusieurs tournois '
            "avec d'autres graines."),
        'BAD_OPTION.tournament_agents':
            ("Un tournoi a besoin d'un agent par place (une liste ou un dict), ou d'un agent "
            "et d'un nombre de joueurs, pas {shown}."),
        'BAD_OPTION.tutorial_check_step':
            'Étape {step} : une étape de vérification dit sa sorte et calcule sa réponse.',
        'BAD_OPTION.tutorial_condition':
            "Une condition du tutoriel est l'une de {kinds}, pas {shown}.",
        'BAD_OPTION.tutorial_not_a_check':
            "L'étape {step} n'est pas une vérification rapide.",
        'BAD_OPTION.tutorial_scene_step':
            'Étape {step} : une étape de scène nomme une scène et ce qui est juste.',
        'BAD_OPTION.tutorial_step':
            "Une étape du tutoriel est l'une de {kinds}, pas {shown}.",
        'BAD_OPTION.unit':
            "unit doit valoir 'game' ou 'round', pas {shown}.",
        'BAD_OPTION.unknown_agent':
            'Agent inconnu {shown} : les agents sont {words}, ou module:attribut pour le tien.',
        'BAD_OPTION.unknown_scene':
            "Aucune scène ne s'appelle {shown} ; les scènes sont {scenes}.",
        'BAD_OPTION.whole_chunk_size':
            'chunk_size doit être un nombre entier de parties par tâche, à partir de 1, pas {shown}.',
        'BAD_OPTION.whole_from':
            '{what} doit être un nombre entier à partir de {low}, pas {shown}.',
        'BAD_OPTION.whole_from_to':
            '{what} doit être un nombre entier de {low} à {high}, pas {shown}.',
        'BAD_OPTION.whole_games':
            'games doit être un nombre entier de parties, à partir de 1, pas {shown}.',
        'BAD_OPTION.whole_players':
            'players doit être un nombre entier de joueurs, pas {shown}.',
        'BAD_OPTION.whole_workers':
            'workers doit être un nombre entier de processus, à partir de 1, pas {shown}.',
        'BAD_OPTION.workers_and_executor':
            ("Donne workers ou un executor, pas les deux : l'executor décide combien de "
            'processus jouent.'),
        'BAD_PLAYER_COUNT.not_a_number':
            'players doit être un nombre de joueurs, pas {shown}.',
        'UNKNOWN_CARD.not_a_card_name':
            "{shown} n'est pas le nom d'une carte.",
        'UNKNOWN_PLAYER.target_not_a_seat':
            "La cible {shown} n'est pas une place.",
        # a one-player export's faults (lovelet.companion.exports), the detail of a BAD_SAVE
        'BAD_SAVE.detail_export_not_object':
            "Ce n'est pas un export d'observation lovelet : la marque {marker} y manque ({kind}).",
        'BAD_SAVE.detail_export_format':
            "Ce n'est pas un export d'observation lovelet : la marque {marker} y manque ({part} : {kind}).",
        'BAD_SAVE.detail_export_version':
            'Cet export est au format de version {version} ; cette version de lovelet lit la version {readable}.',
        'BAD_SAVE.detail_export_not_json':
            "Cet export n'est pas du JSON valide ; il est peut-être tronqué ou abîmé ({error}).",
        'BAD_SAVE.detail_export_empty':
            ("Cet export n'est pas du JSON valide ; il est peut-être tronqué ou abîmé (il ne contient que "
             'des blancs).'),
        'BAD_SAVE.detail_export_duplicate_key':
            ("Cet export n'est pas du JSON valide ; il est peut-être tronqué ou abîmé (il donne deux fois "
             '{shown} dans un même objet).'),
        'BAD_SAVE.detail_export_check':
            "Le contrôle (check) de l'export doit contenir seulement l'empreinte du document.",
        'BAD_SAVE.detail_export_changed':
            'Cet export a été modifié après avoir été écrit : son empreinte ne correspond pas.',
        'BAD_SAVE.detail_export_edition':
            "L'édition de cet export doit être {choices: ou }, pas {kind}.",
        'BAD_SAVE.detail_export_favors_count':
            "Le champ fields.favors de l'export doit donner un compte par joueur ({players}), pas {found}.",
        'BAD_SAVE.detail_export_favors_needed':
            "Le champ fields.favors_needed de l'export doit valoir {needed} pour {players} joueurs.",
        'BAD_SAVE.detail_export_hand_on_turn':
            "Le joueur dont c'est le tour doit tenir deux cartes (trois pendant un Chancelier).",
        'BAD_SAVE.detail_export_no_start':
            ('Les événements de cet export ne commencent pas une manche : chaque manche écarte une carte et '
             "part d'une distribution ou d'une position mise en place, une seule fois."),
        'BAD_SAVE.detail_export_favors_won':
            'Dans une manche encore en cours, chaque joueur a moins que les {needed} faveurs qui font gagner.',
        'BAD_SAVE.detail_export_reveal_drawn':
            'Les coups de cet export ne correspondent pas à son option reveal_drawn.',
        'BAD_SAVE.detail_export_events':
            'Les événements de cet export ne peuvent pas arriver dans une manche : {refusal}.',
        'BAD_SAVE.detail_export_field':
            'Le champ {field} de cet export ne découle pas de ses événements.',
        'BAD_SAVE.detail_export_event_kind':
            "L'événement {index} est d'une sorte inconnue : {kind}.",
        'BAD_SAVE.detail_export_details_object':
            "Les détails (details) de l'événement {index} doivent former un objet.",
        'BAD_SAVE.detail_export_secret_object':
            "Le secret (secret) de l'événement {index} doit être un objet ou null.",
        'BAD_SAVE.detail_export_names_player':
            "L'événement {index} ({kind}) doit nommer un joueur.",
        'BAD_SAVE.detail_export_names_no_player':
            "L'événement {index} ({kind}) ne peut pas nommer de joueur.",
        'BAD_SAVE.detail_export_details':
            "L'événement {index} ({kind}) doit avoir les détails {expected}, pas {found}.",
        'BAD_SAVE.detail_export_impossible':
            "L'événement {index} ({kind}) a une valeur impossible pour {part} : {value}.",
        'BAD_SAVE.detail_export_no_secret':
            "L'événement {index} ({kind}) n'a pas de partie secrète.",
        'BAD_SAVE.detail_export_drawn_shown':
            "L'événement {index} (play) montre si la carte a été piochée : il n'a pas de partie secrète.",
        'BAD_SAVE.detail_export_seen_by':
            "L'événement {index} ({kind}) doit dire qui a vu son secret (seen_by).",
        'BAD_SAVE.detail_export_secret':
            "L'événement {index} ({kind}) doit avoir le secret {expected}, pas {found}.",
        'BAD_SAVE.detail_export_impossible_secret':
            "L'événement {index} ({kind}) a une valeur secrète impossible pour {part} : {value}.",
        'BAD_SAVE.detail_export_seat_keyed':
            "Le champ {part} de l'événement {index} doit être un objet.",
        'BAD_SAVE.detail_export_card_edition':
            "L'événement {index} nomme {card}, qui n'est pas une carte de l'édition {edition}.",
        'BAD_SAVE.detail_export_value':
            "Le champ {part} de l'événement {index} ne peut pas valoir {kind}.",
        'BAD_SAVE.detail_export_bool':
            "Le champ {where} de l'export doit valoir true ou false, pas {kind}.",
        'BAD_SAVE.where_export':
            "L'export",
        'BAD_SAVE.where_export_event':
            "L'événement {index}",
        'BAD_SAVE.where_export_event_player':
            "Le joueur de l'événement {index}",
        'BAD_SAVE.where_export_event_seen_by':
            "Le champ seen_by de l'événement {index}",
        'BAD_SAVE.where_export_event_seat':
            "Une place de l'événement {index}",
    },
    "de": {
        'BAD_PATH.class_games_folder': "Die Spiele der Klasse werden aus einem Ordner mit Spielständen gelesen; "
                                       "{shown} ist keiner.",
        'BAD_OPTION.class_games': "guard_guesses liest die Spiele der Klasse (load_class_games(ordner)), nicht {shown}.",
        'BAD_OPTION.class_games_guesses': "hit_rates braucht die Liste von mindestens einem Tipp der Wächterin "
                                          "(guard_guesses(...)), nicht {shown}.",
        'BAD_OPTION.class_games_rates': "plot_hit_rates zeichnet die Trefferquoten der Klasse (hit_rates(...)), "
                                        "nicht {shown}.",
        'BAD_OPTION.exercise_empty': "Gib zuerst eine Antwort ein.",
        'BAD_OPTION.exercise_unreadable':
            "Schreib einen Bruch wie 3/11, eine Dezimalzahl wie 0,27 oder einen Prozentsatz wie 27 %, "
            "nicht „{text}“.",
        'BAD_OPTION.exercise_unreadable_number': "Schreib eine Zahl, zum Beispiel 12 oder 12,5, nicht „{text}“.",
        'BAD_OPTION.exercise_zero_denominator': "Ein Bruch kann nicht 0 im Nenner haben.",
        'BAD_OPTION.exercise_not_a_percentage':
            "Diese Antwort ist eine Zahl, keine Wahrscheinlichkeit: schreib sie ohne %.",
        'AGENT_FAILED.in_game':
            'Der Agent {agent} ist in Spiel {game} gescheitert: {refusal}.',
        'BAD_ACTION.cards_not_named':
            '{shown} bezeichnet seine Karten nicht mit ihren Namen.',
        'BAD_ACTION.not_action_data':
            '{shown} ist keine Aktion.',
        'BAD_ACTION.rl_index':
            'Eine Aktion ist eine ganze Zahl von 0 bis {last}, nicht {shown}.',
        'BAD_ACTION.rl_no_such_index':
            'Es gibt keine Aktion {index}: Die Aktionen sind von 0 bis {last} nummeriert.',
        'BAD_ACTION.rl_none':
            '{name} ist am Zug: Gib eine seiner legalen Aktionen an, nicht None.',
        'BAD_ACTION.rl_not_in_edition':
            '{shown} ist keine Aktion der Edition {edition} für {players} Spieler.',
        'BAD_CHANCELLOR_CHOICE.cards_not_named':
            '{shown} bezeichnet seine Karten nicht mit ihren Namen.',
        'BAD_ENTRY.keys_missing':
            'Dieser Eingabe {kind} fehlt {keys}.',
        'BAD_ENTRY.keys_unknown':
            'Diese Eingabe {kind} hat unbekannte Schlüssel: {keys}.',
        'BAD_ENTRY.no_fields':
            'Die Eingabe {kind} hat kein Feld {shown}: Sie hat keine Felder.',
        'BAD_ENTRY.no_such_field':
            'Die Eingabe {kind} hat kein Feld {shown}: Ihre Felder sind {fields}.',
        'BAD_ENTRY.not_a_bool':
            '{what} ist True oder False, nicht {shown}.',
        'BAD_ENTRY.not_a_card_list':
            '{what} ist eine Liste von Karten, nicht {shown}.',
        'BAD_ENTRY.not_an_object':
            'Eine Eingabe ist ein JSON-Objekt, nicht {shown}.',
        'BAD_ENTRY.options_not_an_object':
            'Die Optionen eines Aufbaus sind ein JSON-Objekt, nicht {shown}.',
        'BAD_ENTRY.shown_not_a_pair':
            'Jede gezeigte Karte ist ein Paar (Spieler, Karte), nicht {shown}.',
        'BAD_ENTRY.shown_not_pairs':
            'Die gezeigten Karten sind Paare (Spieler, Karte), nicht {shown}.',
        'BAD_ENTRY.shown_twice':
            'Jeder Spieler zeigt eine Karte: Ein Spieler wird zweimal genannt.',
        'BAD_ENTRY.unknown_kind':
            'Unbekannte Art von Eingabe {shown}: Die Arten sind {kinds}.',
        'BAD_OBSERVATION.export_fields':
            ('Diese Beobachtung kann nicht exportiert werden: Ihre Felder folgen nicht aus '
            'ihren Ereignissen.'),
        'BAD_OBSERVATION.not_exportable':
            'Diese Beobachtung kann nicht exportiert werden: {refusal}.',
        'BAD_OPTION.agent_import_fails':
            ('Der Agent {path} kann nicht geladen werden: Der Import von {module} schlägt fehl '
            '({detail}).'),
        'BAD_OPTION.agent_no_attribute':
            'Der Agent {path} kann nicht geladen werden: {module} hat kein {attribute}.',
        'BAD_OPTION.agent_no_module':
            'Der Agent {path} kann nicht geladen werden: Es gibt kein Modul namens {module} ({detail}).',
        'BAD_OPTION.agent_not_callable':
            ('Der Agent {path} ist {shown}, kein Agent: Ein Agent hat choose(observation, rng) '
            'oder ist eine Funktion von (observation, rng).'),
        'BAD_OPTION.agent_not_loaded_in_process':
            'Der Agent {path} kann nicht in seinem eigenen Prozess geladen werden: {detail}',
        'BAD_OPTION.agent_not_made':
            'Der Agent {path} kann nicht ohne Argumente erzeugt werden ({detail}).',
        'BAD_OPTION.agent_not_sent':
            ('Der Agent {shown} kann nicht in seinen eigenen Prozess geschickt werden '
            '({detail}): Mach ihn mit pickle serialisierbar oder lass ihn in diesem Prozess '
            'spielen.'),
        'BAD_OPTION.agent_path':
            'Der Agent {path} hat nicht die Form module:attribut, wie my_agents:Cautious.',
        'BAD_OPTION.agent_signature':
            ('Der Agent {path} kann nicht nach einem Zug gefragt werden: {what} nimmt nicht '
            '(observation, rng).'),
        'BAD_OPTION.agent_word':
            "Ein Agent wird mit einem Wort wie 'random' benannt, nicht {shown}.",
        'BAD_OPTION.agents_not_sent':
            ('Die Agenten können nicht an andere Prozesse geschickt werden ({detail}): Spiele '
            'mit workers=1 oder mach den Agenten mit pickle serialisierbar.'),
        'BAD_OPTION.bot_kind':
            'Die Bots sind {kinds}, nicht {shown}.',
        'BAD_OPTION.cli_agents_count':
            ('--agents nennt {count} Agenten für {players} Spieler: Gib einen pro Platz an '
            'oder einen einzigen für alle Plätze.'),
        'BAD_OPTION.deck_empty':
            'Der Stapel ist leer: Es ist keine Karte mehr zu ziehen.',
        'BAD_OPTION.dilemma_players':
            'Dieses Dilemma ist für drei Spieler, nicht {shown}.',
        'BAD_OPTION.entrant_label_empty':
            'Die Bezeichnung eines Teilnehmers muss ein nicht leerer Text sein.',
        'BAD_OPTION.entrant_labels_twice':
            'Zwei Teilnehmer haben dieselbe Bezeichnung: Gib jedem seine eigene.',
        'BAD_OPTION.executor':
            'executor muss ein concurrent.futures.Executor (oder ein Dask-Client) sein, nicht {shown}.',
        'BAD_OPTION.exercise_hint_texts':
            'Der Hinweis einer Übung muss ein Text in jeder dieser Sprachen sein: {languages}.',
        'BAD_OPTION.exercise_key':
            'Der Schlüssel einer Übung muss ein nicht leerer Text sein.',
        'BAD_OPTION.exercise_kind':
            'Eine Übung fragt nach einer dieser Arten: {kinds}, nicht {shown}.',
        'BAD_OPTION.exercise_question_texts':
            'Die Frage einer Übung muss ein Text in jeder dieser Sprachen sein: {languages}.',
        'BAD_OPTION.isolate':
            'isolate muss True oder False sein, nicht {shown}.',
        'BAD_OPTION.move_seconds':
            '{name} muss eine Zahl von Sekunden über 0 und höchstens {most} sein, nicht {shown}.',
        'BAD_OPTION.not_an_entrant':
            '{shown} ist kein Teilnehmer dieses Turniers: Die Teilnehmer sind {entrants}.',
        'BAD_OPTION.not_at_the_deal':
            ('{what} betrifft das Austeilen: Übergib eine Beobachtung vom Austeilen, bevor die '
            'erste Karte gespielt wird.'),
        'BAD_OPTION.opponent_in_round':
            'Wähle einen Gegner, der noch in der Runde ist.',
        'BAD_OPTION.opponent_one_card':
            'Wähle einen Gegner, der eine Karte auf der Hand hat, nicht {shown}.',
        'BAD_OPTION.opponent_one_or_two_cards':
            'Wähle einen Gegner, der eine oder zwei Karten auf der Hand hat.',
        'BAD_OPTION.play_game_subject':
            'play_game spielt ein Game, nicht {shown}.',
        'BAD_OPTION.play_on_subject':
            'play_on spielt eine Round oder ein Game, nicht {shown}.',
        'BAD_OPTION.play_round_subject':
            'play_round spielt eine Round, nicht {shown}.',
        'BAD_OPTION.progress':
            ('progress muss True (ein Fortschrittsbalken), False oder eine Funktion von (done, '
            'total) sein, nicht {shown}.'),
        'BAD_OPTION.render_mode':
            "render_mode muss None, 'human' oder 'ansi' sein, nicht {shown}.",
        'BAD_OPTION.rl_unit':
            "unit muss 'round' oder 'game' sein, nicht {shown}.",
        'BAD_OPTION.rounds_by_kind':
            ('plot_round_lengths braucht {{Art von Bot: gespielte Runden}}, mit Arten aus '
            '{kinds}, nicht {shown}.'),
        'BAD_OPTION.row_kind':
            'Unbekannte Art von Zeilen {shown}: Verwende eine von {kinds}.',
        'BAD_OPTION.scene_names':
            'Diese Szene braucht {count} Spielernamen, nicht {shown}.',
        'BAD_OPTION.terminal_name':
            'Dein Name muss ein Text sein, nicht nichts.',
        'BAD_OPTION.terminal_seat':
            'Dein Platz muss eine Zahl von 0 bis {last} sein, nicht {shown}.',
        'BAD_OPTION.too_many_games':
            ('Ein Turnier spielt höchstens {most} Spiele, nicht {games}: Spiele mehrere '
            'Turniere mit anderen Seeds.'),
        'BAD_OPTION.tournament_agents':
            ('Ein Turnier braucht einen Agenten pro Platz (eine Liste oder ein Dict) oder '
            'einen Agenten und eine Spielerzahl, nicht {shown}.'),
        'BAD_OPTION.tutorial_check_step':
            'Schritt {step}: Ein Prüfschritt nennt seine Art und berechnet seine Antwort.',
        'BAD_OPTION.tutorial_condition':
            'Eine Bedingung des Tutorials ist eine von {kinds}, nicht {shown}.',
        'BAD_OPTION.tutorial_not_a_check':
            'Schritt {step} ist keine kurze Prüfung.',
        'BAD_OPTION.tutorial_scene_step':
            'Schritt {step}: Ein Szenenschritt nennt eine Szene und was richtig ist.',
        'BAD_OPTION.tutorial_step':
            'Ein Schritt des Tutorials ist einer von {kinds}, nicht {shown}.',
        'BAD_OPTION.unit':
            "unit muss 'game' oder 'round' sein, nicht {shown}.",
        'BAD_OPTION.unknown_agent':
            ('Unbekannter Agent {shown}: Die Agenten sind {words}, oder module:attribut für '
            'deinen eigenen.'),
        'BAD_OPTION.unknown_scene':
            'Es gibt keine Szene namens {shown}; die Szenen sind {scenes}.',
        'BAD_OPTION.whole_chunk_size':
            'chunk_size muss eine ganze Zahl von Spielen pro Aufgabe ab 1 sein, nicht {shown}.',
        'BAD_OPTION.whole_from':
            '{what} muss eine ganze Zahl ab {low} sein, nicht {shown}.',
        'BAD_OPTION.whole_from_to':
            '{what} muss eine ganze Zahl von {low} bis {high} sein, nicht {shown}.',
        'BAD_OPTION.whole_games':
            'games muss eine ganze Zahl von Spielen ab 1 sein, nicht {shown}.',
        'BAD_OPTION.whole_players':
            'players muss eine ganze Zahl von Spielern sein, nicht {shown}.',
        'BAD_OPTION.whole_workers':
            'workers muss eine ganze Zahl von Arbeitsprozessen ab 1 sein, nicht {shown}.',
        'BAD_OPTION.workers_and_executor':
            ('Gib workers oder einen executor an, nicht beides: Der executor entscheidet, wie '
            'viele Prozesse spielen.'),
        'BAD_PLAYER_COUNT.not_a_number':
            'players muss eine Spielerzahl sein, nicht {shown}.',
        'UNKNOWN_CARD.not_a_card_name':
            '{shown} ist nicht der Name einer Karte.',
        'UNKNOWN_PLAYER.target_not_a_seat':
            'Das Ziel {shown} ist kein Platz.',
        # a one-player export's faults (lovelet.companion.exports), the detail of a BAD_SAVE
        'BAD_SAVE.detail_export_not_object':
            'Das ist kein lovelet-Beobachtungsexport: Ihm fehlt die Markierung {marker} ({kind}).',
        'BAD_SAVE.detail_export_format':
            'Das ist kein lovelet-Beobachtungsexport: Ihm fehlt die Markierung {marker} ({part}: {kind}).',
        'BAD_SAVE.detail_export_version':
            'Dieser Export hat die Formatversion {version}; diese lovelet-Version liest Version {readable}.',
        'BAD_SAVE.detail_export_not_json':
            'Dieser Export ist kein gültiges JSON; er ist vielleicht abgeschnitten oder beschädigt ({error}).',
        'BAD_SAVE.detail_export_empty':
            ('Dieser Export ist kein gültiges JSON; er ist vielleicht abgeschnitten oder beschädigt (er '
             'enthält nur Leerraum).'),
        'BAD_SAVE.detail_export_duplicate_key':
            ('Dieser Export ist kein gültiges JSON; er ist vielleicht abgeschnitten oder beschädigt (er '
             'nennt {shown} zweimal in einem Objekt).'),
        'BAD_SAVE.detail_export_check':
            'Die Prüfung (check) des Exports darf nur die Prüfsumme des Dokuments enthalten.',
        'BAD_SAVE.detail_export_changed':
            'Dieser Export wurde nach dem Schreiben verändert: Seine Prüfsumme stimmt nicht.',
        'BAD_SAVE.detail_export_edition':
            'Die Edition dieses Exports muss {choices: oder } sein, nicht {kind}.',
        'BAD_SAVE.detail_export_favors_count':
            'Das Feld fields.favors des Exports muss eine Anzahl pro Spieler angeben ({players}), nicht {found}.',
        'BAD_SAVE.detail_export_favors_needed':
            'Das Feld fields.favors_needed des Exports muss bei {players} Spielern {needed} sein.',
        'BAD_SAVE.detail_export_hand_on_turn':
            'Der Spieler am Zug muss zwei Karten halten (drei während eines Kanzlers).',
        'BAD_SAVE.detail_export_no_start':
            ('Die Ereignisse dieses Exports beginnen keine Runde: Jede Runde legt eine Karte beiseite und '
             'beginnt einmal mit einem Austeilen oder einer aufgebauten Stellung.'),
        'BAD_SAVE.detail_export_favors_won':
            'In einer laufenden Runde hat jeder Spieler weniger als die {needed} Herzen, die gewinnen.',
        'BAD_SAVE.detail_export_reveal_drawn':
            'Die Züge dieses Exports passen nicht zu seiner Option reveal_drawn.',
        'BAD_SAVE.detail_export_events':
            'Die Ereignisse dieses Exports können in keiner Runde vorkommen: {refusal}.',
        'BAD_SAVE.detail_export_field':
            'Das Feld {field} dieses Exports folgt nicht aus seinen Ereignissen.',
        'BAD_SAVE.detail_export_event_kind':
            'Ereignis {index} hat eine unbekannte Art: {kind}.',
        'BAD_SAVE.detail_export_details_object':
            'Die Angaben (details) von Ereignis {index} müssen ein Objekt sein.',
        'BAD_SAVE.detail_export_secret_object':
            'Das Geheimnis (secret) von Ereignis {index} muss ein Objekt oder null sein.',
        'BAD_SAVE.detail_export_names_player':
            'Ereignis {index} ({kind}) muss einen Spieler nennen.',
        'BAD_SAVE.detail_export_names_no_player':
            'Ereignis {index} ({kind}) darf keinen Spieler nennen.',
        'BAD_SAVE.detail_export_details':
            'Ereignis {index} ({kind}) muss die Angaben {expected} haben, nicht {found}.',
        'BAD_SAVE.detail_export_impossible':
            'Ereignis {index} ({kind}) hat einen unmöglichen Wert für {part}: {value}.',
        'BAD_SAVE.detail_export_no_secret':
            'Ereignis {index} ({kind}) hat keinen geheimen Teil.',
        'BAD_SAVE.detail_export_drawn_shown':
            'Ereignis {index} (play) zeigt, ob die Karte gezogen wurde: Es hat keinen geheimen Teil.',
        'BAD_SAVE.detail_export_seen_by':
            'Ereignis {index} ({kind}) muss sagen, wer sein Geheimnis gesehen hat (seen_by).',
        'BAD_SAVE.detail_export_secret':
            'Ereignis {index} ({kind}) muss das Geheimnis {expected} haben, nicht {found}.',
        'BAD_SAVE.detail_export_impossible_secret':
            'Ereignis {index} ({kind}) hat einen unmöglichen geheimen Wert für {part}: {value}.',
        'BAD_SAVE.detail_export_seat_keyed':
            'Das Feld {part} von Ereignis {index} muss ein Objekt sein.',
        'BAD_SAVE.detail_export_card_edition':
            'Ereignis {index} nennt {card}, keine Karte der Edition {edition}.',
        'BAD_SAVE.detail_export_value':
            'Das Feld {part} von Ereignis {index} kann nicht {kind} sein.',
        'BAD_SAVE.detail_export_bool':
            'Das Feld {where} des Exports muss true oder false sein, nicht {kind}.',
        'BAD_SAVE.where_export':
            'Der Export',
        'BAD_SAVE.where_export_event':
            'Ereignis {index}',
        'BAD_SAVE.where_export_event_player':
            'Der Spieler von Ereignis {index}',
        'BAD_SAVE.where_export_event_seen_by':
            'Das Feld seen_by von Ereignis {index}',
        'BAD_SAVE.where_export_event_seat':
            'Ein Platz in Ereignis {index}',
    },
}
