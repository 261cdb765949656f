"""What the deduction tools, the agents and the plots say when an argument is refused
(lovelet.deduction, lovelet.agents, lovelet.plots), in English, French and German.

These refusals mostly answer a call made in a notebook cell, so nearly every sentence
ends on ``{shown}``, the value as Python writes it, next to what was expected (a budget
in seconds, a whole number of trials, a seat); a template's literal braces are doubled.
:mod:`lovelet.text.refusals` merges these templates into its own, which fill
``{the_card}``, ``{names}`` and the other card and seat placeholders.
"""

__all__ = ["DEDUCTION_TEMPLATES"]

DEDUCTION_TEMPLATES = {
    "en": {
        # hindsight on a played round (lovelet.deduction.hindsight)
        "BAD_OPTION.hindsight_game": "Hindsight reads a lovelet Game (load_game(...)), not {shown}.",
        "BAD_OPTION.hindsight_round": "A round of this game is a whole number from 0 to {count} minus 1, not {shown}.",
        # the belief, its worlds and its budgets (lovelet.deduction)
        "BAD_OPTION.belief_budget": "budget is a number of seconds (0 or more), not {shown}.",
        "BAD_OPTION.deck_place": "A place in the deck is a whole number from 0 up, not {shown}.",
        "UNKNOWN_PLAYER.joint": "joint() takes a list of players, not {shown}.",
        "BAD_OPTION.milliseconds": "milliseconds must be a positive number or None, not {shown}.",
        "BAD_OPTION.world_count": "n must be a whole number of worlds (0 or more), not {shown}.",
        "BAD_OPTION.world_limit": "limit must be a whole number of worlds (1 or more), not {shown}.",
        "BAD_OPTION.too_many_worlds": "This position has more than {limit} hidden worlds: sample them instead.",
        "ROUND_OVER.no_position": "This round is over: there is no position to play on from.",
        "BAD_OPTION.sharpening_belief": "sharpening compares two beliefs, such as belief(observation) and "
                                        "belief(observation, model=agent); the {which} is {shown}.",
        "BAD_OPTION.sharpening_same": "sharpening compares two beliefs of the same observation.",
        # opponent models (lovelet.deduction.opponent_model)
        "BAD_OPTION.agent_class": "{kind} is a kind of agent, not an agent: pass {kind}() instead.",
        "BAD_OPTION.model": "model must be an agent (with a policy or choose method) or a function of "
                            "(observation, rng), not {shown}.",
        # the odds of the lessons (lovelet.deduction.odds, situation)
        "SELF_TARGET_NOT_ALLOWED.odds": "Choose an opponent: the odds are about a card you cannot see.",
        "TARGET_OUT_OF_ROUND.odds": "{name} is out of the round and holds no card.",
        "TARGET_OUT_OF_ROUND.you": "You are out of the round and hold no card.",
        "BAD_OPTION.not_a_belief": "belief must be a belief, such as belief(observation), not {shown}.",
        "BAD_OPTION.belief_of_another": "That belief is not {name}'s: pass the belief of the same "
                                        "observation, belief(observation).",
        "BAD_OPTION.which_kept": "You hold {count} cards: say which one you keep ({names}).",
        "BAD_OPTION.which_shown": "You hold {count} cards: say which one you would show ({names}).",
        "CARD_NOT_IN_HAND.you": "You do not hold the {card}.",
        "BAD_OPTION.baron_keep": "Say which card you would keep (keep=...): you do not hold a Baron and "
                                 "one other card.",
        "BAD_OPTION.situation_hand": "My hand is a list of one or two cards, not {shown}.",
        "BAD_OPTION.situation_seen": "The cards seen are given as {{card: copies seen}}, not {shown}.",
        "CARD_NOT_IN_HAND.situation": "The hand set here does not hold the {card}.",
        "BAD_OPTION.draws": "The number of draws runs from 0 to the deck size ({deck_size}), not {shown}.",
        # the outcomes and their playouts (lovelet.deduction.outcomes, playouts)
        "BAD_OPTION.trials": "trials must be a whole number of trials from 1 up, not {shown}: an interval "
                             "needs at least one trial.",
        "BAD_OPTION.successes": "successes must be a whole number from 0 to trials ({trials}), not {shown}.",
        "BAD_OPTION.z": "z must be a positive number (1.96 for 95%), not {shown}.",
        "BAD_OPTION.no_game_outcomes": "These outcomes were computed with game=False: no game chances.",
        "BAD_OPTION.which_outcomes": "which must be 'round' or 'game', not {shown}.",
        "BAD_OPTION.playouts": "n must be a whole number of playouts from 1 up, not {shown}.",
        "BAD_OPTION.exact_below": "exact_below must be a number of cards or None, not {shown}.",
        "BAD_OPTION.outcome_agent": "{shown} is not an agent: an agent has policy() and choose().",
        "BAD_OPTION.two_agents": "agents gives seat {seat} two agents (keys {first} and {second}): give "
                                 "each player one.",
        "BAD_OPTION.agents_count": "agents must list one agent for each of the {count} players, not {given}.",
        "BAD_OPTION.not_an_agent": "{shown} is not an agent: an agent has choose(observation, rng), or is a "
                                   "function of (observation, rng) that returns an action.",
        # the coach (lovelet.deduction.coach, advice)
        "BAD_OPTION.model_unexplained": "The opponent model cannot explain this round: {problem}",
        "BAD_OPTION.coach_agent": "agent must be an agent with a scores(observation) method, such as "
                                  "DeductiveAgent(), not {shown}.",
        "BAD_ACTION.not_advised": "{shown} is not one of the moves the coach was asked about.",
        # the agents (lovelet.agents)
        "BAD_OPTION.share": "share is a probability, from 0 to 1.",
        "BAD_OPTION.blend_agent": "A blend mixes agents with a policy, not {shown}.",
        "BAD_OPTION.playouts_count": "playouts must be a whole number from 1 up or None, not {shown}.",
        "BAD_OPTION.exploration": "exploration must be a number from 0 up, not {shown}.",
        "BAD_OPTION.rollout": "rollout must be an agent, not {shown}.",
        "BAD_OPTION.work": "work must be a whole number from 1 up or None, not {shown}.",
        # the plots (lovelet.plots)
        "BAD_OPTION.ax": "ax must be matplotlib axes or None, not {shown}.",
        "BAD_OPTION.belief_observation": "Pass the observation the belief was made from: "
                                         "plot_belief(belief, observation).",
        "BAD_OPTION.outcome_points": "plot_outcomes needs outcome_probabilities(...) or "
                                     "{{player name: (p, low, high)}}, not {shown}.",
        "BAD_OPTION.belief_history": "plot_belief_over_time needs a list of (turn, {{label: probability}}), "
                                     "not {shown}.",
        "BAD_OPTION.players_count": "players must be a whole number from 1 up, not {shown}.",
        "BAD_OPTION.tournament_result": "Plot a tournament's result (play_tournament(...)) or "
                                        "{{label: (p, low, high)}}, not {shown}.",
    },
    "fr": {
        "BAD_OPTION.hindsight_game": "Le regard après coup lit une partie de lovelet (load_game(...)), pas {shown}.",
        "BAD_OPTION.hindsight_round": "Une manche de cette partie est un nombre entier de 0 à {count} moins 1, "
                                      "pas {shown}.",
        "BAD_OPTION.belief_budget": "budget est un nombre de secondes (0 ou plus), pas {shown}.",
        "BAD_OPTION.deck_place": "Une place dans la pioche est un nombre entier à partir de 0, pas {shown}.",
        "UNKNOWN_PLAYER.joint": "joint() prend une liste de joueurs, pas {shown}.",
        "BAD_OPTION.milliseconds": "milliseconds doit être un nombre positif ou None, pas {shown}.",
        "BAD_OPTION.world_count": "n doit être un nombre entier de mondes (0 ou plus), pas {shown}.",
        "BAD_OPTION.world_limit": "limit doit être un nombre entier de mondes (1 ou plus), pas {shown}.",
        "BAD_OPTION.too_many_worlds": "Cette position a plus de {limit} mondes cachés : tirez-en plutôt "
                                      "un échantillon.",
        "ROUND_OVER.no_position": "Cette manche est finie : il n'y a pas de position d'où continuer.",
        "BAD_OPTION.sharpening_belief": "sharpening compare deux croyances, comme belief(observation) et "
                                        "belief(observation, model=agent) ; la {which} est {shown}.",
        "BAD_OPTION.sharpening_same": "sharpening compare deux croyances de la même observation.",
        "BAD_OPTION.agent_class": "{kind} est une sorte d'agent, pas un agent : passez plutôt {kind}().",
        "BAD_OPTION.model": "model doit être un agent (avec une méthode policy ou choose) ou une fonction de "
                            "(observation, rng), pas {shown}.",
        "SELF_TARGET_NOT_ALLOWED.odds": "Choisissez un adversaire : les chances portent sur une carte que "
                                        "vous ne voyez pas.",
        "TARGET_OUT_OF_ROUND.odds": "{name} est hors de la manche et n'a pas de carte.",
        "TARGET_OUT_OF_ROUND.you": "Vous êtes hors de la manche et n'avez pas de carte.",
        "BAD_OPTION.not_a_belief": "belief doit être une croyance, comme belief(observation), pas {shown}.",
        "BAD_OPTION.belief_of_another": "Cette croyance n'est pas celle de {name} : passez la croyance de la "
                                        "même observation, belief(observation).",
        "BAD_OPTION.which_kept": "Vous avez {count} cartes : dites laquelle vous gardez ({names}).",
        "BAD_OPTION.which_shown": "Vous avez {count} cartes : dites laquelle vous montreriez ({names}).",
        "CARD_NOT_IN_HAND.you": "Vous n'avez pas {the_card} en main.",
        "BAD_OPTION.baron_keep": "Dites quelle carte vous garderiez (keep=...) : vous n'avez pas un Baron "
                                 "et une autre carte.",
        "BAD_OPTION.situation_hand": "Ma main est une liste d'une ou deux cartes, pas {shown}.",
        "BAD_OPTION.situation_seen": "Les cartes vues se donnent sous la forme {{carte: exemplaires vus}}, "
                                     "pas {shown}.",
        "CARD_NOT_IN_HAND.situation": "La main choisie ici ne contient pas {the_card}.",
        "BAD_OPTION.draws": "Le nombre de pioches va de 0 à la taille de la pioche ({deck_size}), pas {shown}.",
        "BAD_OPTION.trials": "trials doit être un nombre entier d'essais à partir de 1, pas {shown} : un "
                             "intervalle demande au moins un essai.",
        "BAD_OPTION.successes": "successes doit être un nombre entier de 0 à trials ({trials}), pas {shown}.",
        "BAD_OPTION.z": "z doit être un nombre positif (1,96 pour 95 %), pas {shown}.",
        "BAD_OPTION.no_game_outcomes": "Ces résultats ont été calculés avec game=False : pas de chances "
                                       "pour la partie.",
        "BAD_OPTION.which_outcomes": "which doit valoir 'round' ou 'game', pas {shown}.",
        "BAD_OPTION.playouts": "n doit être un nombre entier de simulations à partir de 1, pas {shown}.",
        "BAD_OPTION.exact_below": "exact_below doit être un nombre de cartes ou None, pas {shown}.",
        "BAD_OPTION.outcome_agent": "{shown} n'est pas un agent : un agent a policy() et choose().",
        "BAD_OPTION.two_agents": "agents donne deux agents à la place {seat} (clés {first} et {second}) : "
                                 "donnez-en un à chaque joueur.",
        "BAD_OPTION.agents_count": "agents doit donner un agent à chacun des {count} joueurs, pas {given}.",
        "BAD_OPTION.not_an_agent": "{shown} n'est pas un agent : un agent a choose(observation, rng), ou est "
                                   "une fonction de (observation, rng) qui renvoie une action.",
        "BAD_OPTION.model_unexplained": "Le modèle des adversaires ne peut pas expliquer cette manche : {problem}",
        "BAD_OPTION.coach_agent": "agent doit être un agent avec une méthode scores(observation), comme "
                                  "DeductiveAgent(), pas {shown}.",
        "BAD_ACTION.not_advised": "{shown} n'est pas l'un des coups sur lesquels le coach a été consulté.",
        "BAD_OPTION.share": "share est une probabilité, de 0 à 1.",
        "BAD_OPTION.blend_agent": "Un mélange combine des agents qui ont une politique (policy), pas {shown}.",
        "BAD_OPTION.playouts_count": "playouts doit être un nombre entier à partir de 1 ou None, pas {shown}.",
        "BAD_OPTION.exploration": "exploration doit être un nombre à partir de 0, pas {shown}.",
        "BAD_OPTION.rollout": "rollout doit être un agent, pas {shown}.",
        "BAD_OPTION.work": "work doit être un nombre entier à partir de 1 ou None, pas {shown}.",
        "BAD_OPTION.ax": "ax doit être des axes matplotlib ou None, pas {shown}.",
        "BAD_OPTION.belief_observation": "Passez l'observation d'où vient la croyance : "
                                         "plot_belief(belief, observation).",
        "BAD_OPTION.outcome_points": "plot_outcomes attend outcome_probabilities(...) ou "
                                     "{{nom du joueur: (p, bas, haut)}}, pas {shown}.",
        "BAD_OPTION.belief_history": "plot_belief_over_time attend une liste de (tour, "
                                     "{{étiquette: probabilité}}), pas {shown}.",
        "BAD_OPTION.players_count": "players doit être un nombre entier à partir de 1, pas {shown}.",
        "BAD_OPTION.tournament_result": "Tracez le résultat d'un tournoi (play_tournament(...)) ou "
                                        "{{étiquette: (p, bas, haut)}}, pas {shown}.",
    },
    "de": {
        "BAD_OPTION.hindsight_game": "Der Rückblick liest ein Spiel von lovelet (load_game(...)), nicht {shown}.",
        "BAD_OPTION.hindsight_round": "Eine Runde dieses Spiels ist eine ganze Zahl von 0 bis {count} minus 1, "
                                      "nicht {shown}.",
        "BAD_OPTION.belief_budget": "budget ist eine Anzahl Sekunden (0 oder mehr), nicht {shown}.",
        "BAD_OPTION.deck_place": "Ein Platz im Stapel ist eine ganze Zahl ab 0, nicht {shown}.",
        "UNKNOWN_PLAYER.joint": "joint() nimmt eine Liste von Spielern, nicht {shown}.",
        "BAD_OPTION.milliseconds": "milliseconds muss eine positive Zahl oder None sein, nicht {shown}.",
        "BAD_OPTION.world_count": "n muss eine ganze Zahl von Welten sein (0 oder mehr), nicht {shown}.",
        "BAD_OPTION.world_limit": "limit muss eine ganze Zahl von Welten sein (1 oder mehr), nicht {shown}.",
        "BAD_OPTION.too_many_worlds": "Diese Stellung hat mehr als {limit} verdeckte Welten: ziehe "
                                      "stattdessen eine Stichprobe.",
        "ROUND_OVER.no_position": "Diese Runde ist vorbei: Es gibt keine Stellung, von der aus "
                                  "weitergespielt wird.",
        "BAD_OPTION.sharpening_belief": "sharpening vergleicht zwei Einschätzungen, etwa belief(observation) "
                                        "und belief(observation, model=agent); die {which} ist {shown}.",
        "BAD_OPTION.sharpening_same": "sharpening vergleicht zwei Einschätzungen derselben Beobachtung.",
        "BAD_OPTION.agent_class": "{kind} ist eine Art von Agent, kein Agent: übergib stattdessen {kind}().",
        "BAD_OPTION.model": "model muss ein Agent (mit einer Methode policy oder choose) oder eine Funktion "
                            "von (observation, rng) sein, nicht {shown}.",
        "SELF_TARGET_NOT_ALLOWED.odds": "Wähle einen Gegner: Die Chancen betreffen eine Karte, die du nicht "
                                        "siehst.",
        "TARGET_OUT_OF_ROUND.odds": "{name} ist aus der Runde ausgeschieden und hat keine Karte.",
        "TARGET_OUT_OF_ROUND.you": "Du bist aus der Runde ausgeschieden und hast keine Karte.",
        "BAD_OPTION.not_a_belief": "belief muss eine Einschätzung sein, etwa belief(observation), nicht "
                                   "{shown}.",
        "BAD_OPTION.belief_of_another": "Diese Einschätzung gehört nicht {name}: übergib die Einschätzung "
                                        "derselben Beobachtung, belief(observation).",
        "BAD_OPTION.which_kept": "Du hast {count} Karten: sag, welche du behältst ({names}).",
        "BAD_OPTION.which_shown": "Du hast {count} Karten: sag, welche du zeigen würdest ({names}).",
        "CARD_NOT_IN_HAND.you": "Du hast {no_card} auf der Hand.",
        "BAD_OPTION.baron_keep": "Sag, welche Karte du behalten würdest (keep=...): Du hast nicht einen "
                                 "Baron und eine andere Karte.",
        "BAD_OPTION.situation_hand": "Meine Hand ist eine Liste von einer oder zwei Karten, nicht {shown}.",
        "BAD_OPTION.situation_seen": "Die gesehenen Karten werden als {{Karte: gesehene Exemplare}} "
                                     "angegeben, nicht {shown}.",
        "CARD_NOT_IN_HAND.situation": "Die hier gewählte Hand enthält {no_card}.",
        "BAD_OPTION.draws": "Die Zahl der gezogenen Karten reicht von 0 bis zur Größe des Stapels "
                            "({deck_size}), nicht {shown}.",
        "BAD_OPTION.trials": "trials muss eine ganze Zahl von Versuchen ab 1 sein, nicht {shown}: Ein "
                             "Intervall braucht mindestens einen Versuch.",
        "BAD_OPTION.successes": "successes muss eine ganze Zahl von 0 bis trials ({trials}) sein, nicht "
                                "{shown}.",
        "BAD_OPTION.z": "z muss eine positive Zahl sein (1,96 für 95 %), nicht {shown}.",
        "BAD_OPTION.no_game_outcomes": "Diese Ergebnisse wurden mit game=False berechnet: keine Chancen für "
                                       "die Partie.",
        "BAD_OPTION.which_outcomes": "which muss 'round' oder 'game' sein, nicht {shown}.",
        "BAD_OPTION.playouts": "n muss eine ganze Zahl von Simulationen ab 1 sein, nicht {shown}.",
        "BAD_OPTION.exact_below": "exact_below muss eine Anzahl Karten oder None sein, nicht {shown}.",
        "BAD_OPTION.outcome_agent": "{shown} ist kein Agent: Ein Agent hat policy() und choose().",
        "BAD_OPTION.two_agents": "agents gibt Platz {seat} zwei Agenten (Schlüssel {first} und {second}): "
                                 "Gib jedem Spieler einen.",
        "BAD_OPTION.agents_count": "agents muss jedem der {count} Spieler einen Agenten geben, nicht {given}.",
        "BAD_OPTION.not_an_agent": "{shown} ist kein Agent: Ein Agent hat choose(observation, rng) oder ist "
                                   "eine Funktion von (observation, rng), die einen Zug zurückgibt.",
        "BAD_OPTION.model_unexplained": "Das Modell der Gegner kann diese Runde nicht erklären: {problem}",
        "BAD_OPTION.coach_agent": "agent muss ein Agent mit einer Methode scores(observation) sein, etwa "
                                  "DeductiveAgent(), nicht {shown}.",
        "BAD_ACTION.not_advised": "{shown} ist keiner der Züge, zu denen der Coach befragt wurde.",
        "BAD_OPTION.share": "share ist eine Wahrscheinlichkeit, von 0 bis 1.",
        "BAD_OPTION.blend_agent": "Eine Mischung verbindet Agenten mit einer Strategie (policy), nicht {shown}.",
        "BAD_OPTION.playouts_count": "playouts muss eine ganze Zahl ab 1 oder None sein, nicht {shown}.",
        "BAD_OPTION.exploration": "exploration muss eine Zahl ab 0 sein, nicht {shown}.",
        "BAD_OPTION.rollout": "rollout muss ein Agent sein, nicht {shown}.",
        "BAD_OPTION.work": "work muss eine ganze Zahl ab 1 oder None sein, nicht {shown}.",
        "BAD_OPTION.ax": "ax muss ein matplotlib-Achsenobjekt oder None sein, nicht {shown}.",
        "BAD_OPTION.belief_observation": "Übergib die Beobachtung, aus der die Einschätzung stammt: "
                                         "plot_belief(belief, observation).",
        "BAD_OPTION.outcome_points": "plot_outcomes braucht outcome_probabilities(...) oder "
                                     "{{Spielername: (p, unten, oben)}}, nicht {shown}.",
        "BAD_OPTION.belief_history": "plot_belief_over_time braucht eine Liste von (Zug, "
                                     "{{Beschriftung: Wahrscheinlichkeit}}), nicht {shown}.",
        "BAD_OPTION.players_count": "players muss eine ganze Zahl ab 1 sein, nicht {shown}.",
        "BAD_OPTION.tournament_result": "Zeichne das Ergebnis eines Turniers (play_tournament(...)) oder "
                                        "{{Beschriftung: (p, unten, oben)}}, nicht {shown}.",
    },
}
