"""Sentences of the refusals of rounds, games, positions, observations, replays and saves (lovelet.engine's round, game, positions, observation, replay, restoring, saving), in English, French and German.

Data only: :mod:`lovelet.text.refusals` merges these templates into its own.  Keys are
``CODE.variant``; placeholders are the values the refusal is made with (see
:mod:`lovelet.text.refusals` for ``{card}``, ``{the_card}``, ``{names}``...).
"""

__all__ = ["GAMES_TEMPLATES"]

GAMES_TEMPLATES = {
    "en": {
        # rounds and games (lovelet.engine.round, lovelet.engine.game)
        "BAD_OPTION.rng": "rng must be a random.Random, not {shown}.",
        "BAD_OPTION.seed_or_rng": "Pass either a seed (a whole number) or rng (a random.Random).",
        "BAD_OPTION.from_round": "Game.from_round needs a Round, not {shown}.",
        "BAD_POSITION.favors_won": "{names} already has the {count} favors that win the game, so no round "
                                   "is played: give every player fewer than {count}.",
        "BAD_POSITION.favors_won_several": "{names} already have the {count} favors that win the game, so no "
                                           "round is played: give every player fewer than {count}.",
        "BAD_POSITION.winners": "A round ends with at least one winner, each a player of the game.",
        "GAME_OVER.favors": "Those favors already decide the game: no more rounds are played.",
        "GAME_OVER.rounds": "The game is over: no more rounds are played.",
        # staged positions (lovelet.engine.positions)
        "BAD_POSITION.missing": "{what} is missing.",
        "BAD_POSITION.not_cards": "{what} must be a list of cards, not {shown}.",
        "BAD_POSITION.not_a_card": "{what} contains {shown}, which is not a card.",
        "BAD_POSITION.not_a_player": "{what} names {shown}, which is not a player of this game.",
        "BAD_POSITION.not_piles": "{what} must list one pile of cards per player.",
        "BAD_POSITION.pile_count": "{what} must list one pile of cards for each of the {count} players, "
                                   "not {found}.",
        "BAD_POSITION.hand_seats": "hands given as a dict must have seats 0, 1, ... as keys, or pass players=.",
        "BAD_POSITION.hands": "hands must list one hand of cards per player.",
        "BAD_POSITION.no_set_aside": "A round in progress always has exactly one face-down set-aside card.",
        "BAD_POSITION.set_aside_count": "There is exactly one face-down set-aside card, not {found}.",
        "BAD_POSITION.turn": "turn must be a whole number from 1 up, not {shown}.",
        "BAD_POSITION.active": "active must be a seat from 0 to {last}, not {shown}.",
        "BAD_DECK.position": "The cards of this position are not the {edition} edition's {size} cards: "
                             "{problem}.",
        "BAD_POSITION.face_up_two": "With 2 players exactly 3 cards are set aside face up, not {found}.",
        "BAD_POSITION.face_up_more": "Cards are set aside face up only with 2 players, not with {count}.",
        "BAD_POSITION.active_out": "The active player, {name}, cannot be out of the round.",
        "BAD_POSITION.too_few": "At least two players must still be in the round, or the round would be over.",
        "BAD_POSITION.out_holds": "{name} is out of the round and must hold no card, not {held}.",
        "BAD_POSITION.out_no_discards": "{name} is out of the round, so their discard pile cannot be empty.",
        "BAD_POSITION.active_holds": "{name} is the active player and, after the draw, holds 2 cards, "
                                     "not {held}.",
        "BAD_POSITION.waiting_holds": "{name} is waiting for their turn and holds exactly 1 card, not {held}.",
        "BAD_POSITION.princess_discarded": "{name} has the Princess in their discards, so they cannot still "
                                           "be in the round.",
        "BAD_POSITION.out_protected": "{name} is out of the round and cannot be protected.",
        "BAD_POSITION.active_protected": "{name} is the active player, whose protection has already ended.",
        "BAD_POSITION.protected_handmaid": "{name} is protected, so the last card of their discard pile is "
                                           "the Handmaid they played.",
        "BAD_POSITION.restage_fresh": "Only a freshly staged round can be restaged.",
        "BAD_POSITION.restage_sizes": "A restaged round keeps every hand's size and the deck's.",
        "BAD_POSITION.restage_cards": "A restaged round holds the same hidden cards, rearranged.",
        # observations and their replay (lovelet.engine.observation, lovelet.engine.replay)
        "BAD_OBSERVATION.events": "An observation's events are Events, not {shown}.",
        "BAD_OBSERVATION.needed": "{what} needs a player's observation, such as round.observation(seat), "
                                  "not {shown}.",
        "BAD_OBSERVATION.replay_needs": "A replay needs a player's observation, such as "
                                        "round.observation(seat), not {shown}.",
        "BAD_OBSERVATION.unknown_event": "These events cannot come from a round: lovelet does not know the "
                                         "{kind} event.",
        "BAD_OBSERVATION.set_aside_twice": "These events cannot come from a round: the set-aside card was "
                                           "taken twice.",
        "BAD_OBSERVATION.play_holding": "These events cannot come from a round: seat {seat} plays holding "
                                        "{held} cards, not 2.",
        "BAD_OBSERVATION.return_holding": "These events cannot come from a round: seat {seat} returns {count} "
                                          "cards holding {held}.",
        "BAD_OBSERVATION.discard_holding": "These events cannot come from a round: seat {seat} discards "
                                           "{count} cards holding {held}.",
        "BAD_OBSERVATION.set_aside_taken": "These events cannot come from a round: the round shows a "
                                           "set-aside card that a Prince had taken.",
        "BAD_OBSERVATION.too_many": "These events cannot come from a round: more copies of the {card} were "
                                    "seen than the edition has.",
        "BAD_OBSERVATION.contradiction": "These events cannot come from a round: a card known to be the "
                                         "{known} is shown as the {card}.",
        "BAD_OBSERVATION.empty_deck": "These events cannot come from a round: a card was drawn from an "
                                      "empty deck.",
        "BAD_OBSERVATION.one_card": "These events cannot come from a round: seat {seat} should hold one "
                                    "card, not {held}.",
        "BAD_OBSERVATION.not_played": "These events cannot come from a round: the {card} played is not the "
                                      "card the events put there.",
        "BAD_OBSERVATION.not_returned": "These events cannot come from a round: the {card} returned is not a "
                                        "card held.",
        # saving a game (lovelet.engine.saving)
        "BAD_SAVE.not_a_game": "Only a Game can be saved, not {kind}.",
        "BAD_SAVE.seed": "This game cannot be saved: its seed {seed} is not a whole number.",
        "BAD_SAVE.unrecorded": "This game cannot be saved: its first round was neither dealt nor staged "
                               "from a position (Game.from_round).",
        "BAD_SAVE.unreproducible": "This game cannot be saved: its record does not reproduce it ({found}). "
                                   "That happens when a round is changed by hand.",
        "BAD_SAVE.position_changed": "This game cannot be saved: its staged position no longer holds. "
                                     "{reason}.",
    },
    "fr": {
        "BAD_OPTION.rng": "rng doit être un random.Random, pas {shown}.",
        "BAD_OPTION.seed_or_rng": "Donne soit une graine (un nombre entier), soit rng (un random.Random), "
                                  "pas les deux.",
        "BAD_OPTION.from_round": "Game.from_round a besoin d'une manche (Round), pas de {shown}.",
        "BAD_POSITION.favors_won": "{names} a déjà les {count} faveurs qui gagnent la partie, donc aucune "
                                   "manche ne se joue : donne à chaque joueur moins de {count} faveurs.",
        "BAD_POSITION.favors_won_several": "Ces joueurs ont déjà les {count} faveurs qui gagnent la partie "
                                           "({names}), donc aucune manche ne se joue : donne à chaque joueur "
                                           "moins de {count} faveurs.",
        "BAD_POSITION.winners": "Une manche se termine avec au moins un gagnant, chacun joueur de la partie.",
        "GAME_OVER.favors": "Ces faveurs décident déjà de la partie : plus aucune manche ne se joue.",
        "GAME_OVER.rounds": "La partie est finie : plus aucune manche ne se joue.",
        "BAD_POSITION.missing": "{what} manque.",
        "BAD_POSITION.not_cards": "{what} doit être une liste de cartes, pas {shown}.",
        "BAD_POSITION.not_a_card": "{what} contient {shown}, qui n'est pas une carte.",
        "BAD_POSITION.not_a_player": "{what} nomme {shown}, qui n'est pas un joueur de cette partie.",
        "BAD_POSITION.not_piles": "{what} doit donner une pile de cartes par joueur.",
        "BAD_POSITION.pile_count": "{what} doit donner une pile de cartes pour chacun des {count} joueurs, "
                                   "pas {found}.",
        "BAD_POSITION.hand_seats": "Des mains données en dictionnaire ont pour clés les places 0, 1, 2 et "
                                   "ainsi de suite, sinon donne players=.",
        "BAD_POSITION.hands": "hands doit donner une main de cartes par joueur.",
        "BAD_POSITION.no_set_aside": "Une manche en cours a toujours exactement une carte écartée face "
                                     "cachée.",
        "BAD_POSITION.set_aside_count": "Il y a exactement une carte écartée face cachée, pas {found}.",
        "BAD_POSITION.turn": "turn doit être un nombre entier à partir de 1, pas {shown}.",
        "BAD_POSITION.active": "active doit être une place de 0 à {last}, pas {shown}.",
        "BAD_DECK.position": "Les cartes de cette position ne sont pas les {size} cartes de l'édition "
                             "{edition} : {problem}.",
        "BAD_POSITION.face_up_two": "À 2 joueurs, exactement 3 cartes sont écartées face visible, pas "
                                    "{found}.",
        "BAD_POSITION.face_up_more": "Des cartes ne sont écartées face visible qu'à 2 joueurs, pas à {count}.",
        "BAD_POSITION.active_out": "Le joueur actif, {name}, ne peut pas être hors de la manche.",
        "BAD_POSITION.too_few": "Au moins deux joueurs doivent encore être dans la manche, sinon elle serait "
                                "finie.",
        "BAD_POSITION.out_holds": "{name} est hors de la manche et ne doit tenir aucune carte, pas {held}.",
        "BAD_POSITION.out_no_discards": "{name} est hors de la manche : sa défausse ne peut donc pas être "
                                        "vide.",
        "BAD_POSITION.active_holds": "{name} est le joueur actif et tient 2 cartes après la pioche, pas "
                                     "{held}.",
        "BAD_POSITION.waiting_holds": "{name} attend son tour et tient exactement 1 carte, pas {held}.",
        "BAD_POSITION.princess_discarded": "{name} a la Princesse dans sa défausse, et ne peut donc plus être "
                                           "dans la manche.",
        "BAD_POSITION.out_protected": "{name} est hors de la manche et ne peut pas être protégé.",
        "BAD_POSITION.active_protected": "{name} est le joueur actif, dont la protection a déjà pris fin.",
        "BAD_POSITION.protected_handmaid": "{name} est protégé : la dernière carte de sa défausse est donc "
                                           "la Servante qu'il a jouée.",
        "BAD_POSITION.restage_fresh": "Seule une manche qui vient d'être mise en place peut être redistribuée.",
        "BAD_POSITION.restage_sizes": "Une manche redistribuée garde la taille de chaque main et celle de la "
                                      "pioche.",
        "BAD_POSITION.restage_cards": "Une manche redistribuée contient les mêmes cartes cachées, autrement "
                                      "rangées.",
        "BAD_OBSERVATION.events": "Les événements d'une observation sont des Event, pas {shown}.",
        "BAD_OBSERVATION.needed": "{what} a besoin de l'observation d'un joueur, comme "
                                  "round.observation(seat), pas de {shown}.",
        "BAD_OBSERVATION.replay_needs": "Relire une manche demande l'observation d'un joueur, comme "
                                        "round.observation(seat), pas {shown}.",
        "BAD_OBSERVATION.unknown_event": "Ces événements ne peuvent pas venir d'une manche : lovelet ne "
                                         "connaît pas l'événement {kind}.",
        "BAD_OBSERVATION.set_aside_twice": "Ces événements ne peuvent pas venir d'une manche : la carte "
                                           "écartée a été prise deux fois.",
        "BAD_OBSERVATION.play_holding": "Ces événements ne peuvent pas venir d'une manche : la place {seat} "
                                        "joue en tenant {held} cartes, pas 2.",
        "BAD_OBSERVATION.return_holding": "Ces événements ne peuvent pas venir d'une manche : la place "
                                          "{seat} rend {count} cartes en en tenant {held}.",
        "BAD_OBSERVATION.discard_holding": "Ces événements ne peuvent pas venir d'une manche : la place "
                                           "{seat} défausse {count} cartes en en tenant {held}.",
        "BAD_OBSERVATION.set_aside_taken": "Ces événements ne peuvent pas venir d'une manche : la manche "
                                           "montre une carte écartée qu'un Prince avait déjà prise.",
        "BAD_OBSERVATION.too_many": "Ces événements ne peuvent pas venir d'une manche : on a vu plus "
                                    "d'exemplaires de la carte {card} que l'édition n'en a.",
        "BAD_OBSERVATION.contradiction": "Ces événements ne peuvent pas venir d'une manche : une carte connue "
                                         "({known}) est maintenant montrée comme une autre ({card}).",
        "BAD_OBSERVATION.empty_deck": "Ces événements ne peuvent pas venir d'une manche : une carte a été "
                                      "piochée dans une pioche vide.",
        "BAD_OBSERVATION.one_card": "Ces événements ne peuvent pas venir d'une manche : la place {seat} "
                                    "devrait tenir une carte, pas {held}.",
        "BAD_OBSERVATION.not_played": "Ces événements ne peuvent pas venir d'une manche : la carte jouée "
                                      "({card}) n'est pas celle que les événements y ont mise.",
        "BAD_OBSERVATION.not_returned": "Ces événements ne peuvent pas venir d'une manche : la carte rendue "
                                        "({card}) n'est pas une carte tenue.",
        "BAD_SAVE.not_a_game": "Seule une partie (Game) peut être sauvegardée, pas {kind}.",
        "BAD_SAVE.seed": "Cette partie ne peut pas être sauvegardée : sa graine {seed} n'est pas un nombre "
                         "entier.",
        "BAD_SAVE.unrecorded": "Cette partie ne peut pas être sauvegardée : sa première manche n'a été ni "
                               "distribuée, ni mise en place depuis une position (Game.from_round).",
        "BAD_SAVE.unreproducible": "Cette partie ne peut pas être sauvegardée : son enregistrement ne la "
                                   "redonne pas ({found}). Cela arrive quand une manche est modifiée à la main.",
        "BAD_SAVE.position_changed": "Cette partie ne peut pas être sauvegardée : sa position de départ ne "
                                     "tient plus. {reason}.",
    },
    "de": {
        "BAD_OPTION.rng": "rng muss ein random.Random sein, nicht {shown}.",
        "BAD_OPTION.seed_or_rng": "Gib entweder einen Seed (eine ganze Zahl) oder rng (ein random.Random) an, "
                                  "nicht beides.",
        "BAD_OPTION.from_round": "Game.from_round braucht eine Runde (Round), nicht {shown}.",
        "BAD_POSITION.favors_won": "{names} hat schon die {count} Gunstbeweise, die das Spiel gewinnen, also "
                                   "wird keine Runde gespielt: Gib jedem Spieler weniger als {count}.",
        "BAD_POSITION.favors_won_several": "Diese Spieler haben schon die {count} Gunstbeweise, die das Spiel "
                                           "gewinnen ({names}), also wird keine Runde gespielt: Gib jedem "
                                           "Spieler weniger als {count}.",
        "BAD_POSITION.winners": "Eine Runde endet mit mindestens einem Gewinner, jeder ein Spieler des Spiels.",
        "GAME_OVER.favors": "Diese Gunstbeweise entscheiden das Spiel schon: Es wird keine Runde mehr gespielt.",
        "GAME_OVER.rounds": "Das Spiel ist vorbei: Es wird keine Runde mehr gespielt.",
        "BAD_POSITION.missing": "{what} fehlt.",
        "BAD_POSITION.not_cards": "{what} muss eine Liste von Karten sein, nicht {shown}.",
        "BAD_POSITION.not_a_card": "{what} enthält {shown}, das keine Karte ist.",
        "BAD_POSITION.not_a_player": "{what} nennt {shown}, das kein Spieler dieses Spiels ist.",
        "BAD_POSITION.not_piles": "{what} muss für jeden Spieler einen Kartenstapel angeben.",
        "BAD_POSITION.pile_count": "{what} muss für jeden der {count} Spieler einen Kartenstapel angeben, "
                                   "nicht {found}.",
        "BAD_POSITION.hand_seats": "Als Wörterbuch angegebene Hände haben die Plätze 0, 1, ... als Schlüssel; "
                                   "sonst gib players= an.",
        "BAD_POSITION.hands": "hands muss für jeden Spieler eine Hand voll Karten angeben.",
        "BAD_POSITION.no_set_aside": "Eine laufende Runde hat immer genau eine verdeckt beiseitegelegte Karte.",
        "BAD_POSITION.set_aside_count": "Es gibt genau eine verdeckt beiseitegelegte Karte, nicht {found}.",
        "BAD_POSITION.turn": "turn muss eine ganze Zahl ab 1 sein, nicht {shown}.",
        "BAD_POSITION.active": "active muss ein Platz von 0 bis {last} sein, nicht {shown}.",
        "BAD_DECK.position": "Die Karten dieser Stellung sind nicht die {size} Karten der Ausgabe "
                             "{edition}: {problem}.",
        "BAD_POSITION.face_up_two": "Zu zweit werden genau 3 Karten offen beiseitegelegt, nicht {found}.",
        "BAD_POSITION.face_up_more": "Karten werden nur zu zweit offen beiseitegelegt, nicht zu {count}.",
        "BAD_POSITION.active_out": "Der aktive Spieler, {name}, kann nicht aus der Runde ausgeschieden sein.",
        "BAD_POSITION.too_few": "Mindestens zwei Spieler müssen noch in der Runde sein, sonst wäre sie vorbei.",
        "BAD_POSITION.out_holds": "{name} ist aus der Runde ausgeschieden und darf keine Karte halten, "
                                  "nicht {held}.",
        "BAD_POSITION.out_no_discards": "{name} ist aus der Runde ausgeschieden, also kann der Ablagestapel "
                                        "nicht leer sein.",
        "BAD_POSITION.active_holds": "{name} ist am Zug und hält nach dem Ziehen 2 Karten, nicht {held}.",
        "BAD_POSITION.waiting_holds": "{name} wartet auf den eigenen Zug und hält genau 1 Karte, nicht {held}.",
        "BAD_POSITION.princess_discarded": "{name} hat die Prinzessin abgelegt und kann daher nicht mehr in "
                                           "der Runde sein.",
        "BAD_POSITION.out_protected": "{name} ist aus der Runde ausgeschieden und kann nicht geschützt sein.",
        "BAD_POSITION.active_protected": "{name} ist am Zug; der Schutz ist schon abgelaufen.",
        "BAD_POSITION.protected_handmaid": "{name} ist geschützt, also ist die letzte Karte des "
                                           "Ablagestapels die ausgespielte Zofe.",
        "BAD_POSITION.restage_fresh": "Nur eine frisch aufgestellte Runde kann neu verteilt werden.",
        "BAD_POSITION.restage_sizes": "Eine neu verteilte Runde behält die Größe jeder Hand und des "
                                      "Nachziehstapels.",
        "BAD_POSITION.restage_cards": "Eine neu verteilte Runde enthält dieselben verdeckten Karten, nur "
                                      "anders verteilt.",
        "BAD_OBSERVATION.events": "Die Ereignisse einer Beobachtung sind Events, nicht {shown}.",
        "BAD_OBSERVATION.needed": "{what} braucht die Beobachtung eines Spielers, etwa "
                                  "round.observation(seat), nicht {shown}.",
        "BAD_OBSERVATION.replay_needs": "Das Nachlesen einer Runde braucht die Beobachtung eines Spielers, "
                                        "etwa round.observation(seat), nicht {shown}.",
        "BAD_OBSERVATION.unknown_event": "Diese Ereignisse können nicht aus einer Runde stammen: lovelet "
                                         "kennt das Ereignis {kind} nicht.",
        "BAD_OBSERVATION.set_aside_twice": "Diese Ereignisse können nicht aus einer Runde stammen: Die "
                                           "beiseitegelegte Karte wurde zweimal genommen.",
        "BAD_OBSERVATION.play_holding": "Diese Ereignisse können nicht aus einer Runde stammen: Platz {seat} "
                                        "spielt mit {held} Karten auf der Hand, nicht mit 2.",
        "BAD_OBSERVATION.return_holding": "Diese Ereignisse können nicht aus einer Runde stammen: Platz "
                                          "{seat} legt {count} Karten zurück und hält {held}.",
        "BAD_OBSERVATION.discard_holding": "Diese Ereignisse können nicht aus einer Runde stammen: Platz "
                                           "{seat} legt {count} Karten ab und hält {held}.",
        "BAD_OBSERVATION.set_aside_taken": "Diese Ereignisse können nicht aus einer Runde stammen: Die Runde "
                                           "zeigt eine beiseitegelegte Karte, die ein Prinz schon genommen "
                                           "hatte.",
        "BAD_OBSERVATION.too_many": "Diese Ereignisse können nicht aus einer Runde stammen: Es wurden mehr "
                                    "Exemplare der Karte {card} gesehen, als die Ausgabe hat.",
        "BAD_OBSERVATION.contradiction": "Diese Ereignisse können nicht aus einer Runde stammen: Eine als "
                                         "{known} bekannte Karte wird nun als {the_card} gezeigt.",
        "BAD_OBSERVATION.empty_deck": "Diese Ereignisse können nicht aus einer Runde stammen: Eine Karte "
                                      "wurde von einem leeren Stapel gezogen.",
        "BAD_OBSERVATION.one_card": "Diese Ereignisse können nicht aus einer Runde stammen: Platz {seat} "
                                    "sollte eine Karte halten, nicht {held}.",
        "BAD_OBSERVATION.not_played": "Diese Ereignisse können nicht aus einer Runde stammen: Die gespielte "
                                      "Karte {card} ist nicht die, die die Ereignisse dorthin gelegt haben.",
        "BAD_OBSERVATION.not_returned": "Diese Ereignisse können nicht aus einer Runde stammen: Die "
                                        "zurückgelegte Karte {card} ist keine gehaltene Karte.",
        "BAD_SAVE.not_a_game": "Nur ein Spiel (Game) kann gespeichert werden, nicht {kind}.",
        "BAD_SAVE.seed": "Dieses Spiel kann nicht gespeichert werden: Sein Seed {seed} ist keine ganze Zahl.",
        "BAD_SAVE.unrecorded": "Dieses Spiel kann nicht gespeichert werden: Seine erste Runde wurde weder "
                               "ausgeteilt noch aus einer Stellung aufgestellt (Game.from_round).",
        "BAD_SAVE.unreproducible": "Dieses Spiel kann nicht gespeichert werden: Seine Aufzeichnung ergibt es "
                                   "nicht wieder ({found}). Das geschieht, wenn eine Runde von Hand "
                                   "verändert wird.",
        "BAD_SAVE.position_changed": "Dieses Spiel kann nicht gespeichert werden: Seine Ausgangsstellung gilt "
                                     "nicht mehr. {reason}.",
    },
}
