"""What a round, a game, a staged position, an observation, a replay or a save refuses,
said in English, French and German.

The engine's modules for these (round, game, positions, observation, replay, restoring,
saving and save_reading) raise keys and values only; this data module holds their
sentences, and :mod:`lovelet.text.refusals` merges it with the others.  The
``BAD_SAVE.detail_*`` sentences are the specific fault of a damaged save, said inside
the page sentence of :mod:`lovelet.text.loading`; ``{names}``, ``{card}`` and numbers
are the refusal's own values.
"""

__all__ = ["GAMES_TEMPLATES"]

GAMES_TEMPLATES = {
    "en": {
        # a save's specific faults (lovelet.engine.save_reading, lovelet.engine.restoring): the detail
        # of a page sentence (lovelet.text.loading); BAD_SAVE.kind_*, action_*, card_named are phrases
        # put into those details, never raised
        "BAD_SAVE.detail_generator": "This save's generator is not the state of a random generator ({error}).",
        "BAD_SAVE.detail_save_refused": "This save is refused: {refusal}.",
        "BAD_SAVE.detail_export_refused": "This export is refused: {refusal}.",
        "BAD_SAVE.detail_save_unreadable": "This save cannot be read ({error}).",
        "BAD_SAVE.detail_export_unreadable": "This export cannot be read ({error}).",
        "BAD_SAVE.detail_not_text": "This save is not text: {error}.",
        "BAD_SAVE.detail_not_str": "A save is JSON text, not {type}.",
        "BAD_SAVE.detail_empty": "This save is empty.",
        "BAD_SAVE.detail_not_json": "This save is not valid JSON; it may be truncated or damaged ({error}).",
        "BAD_SAVE.detail_duplicate_key": "This save names {shown} twice in one object.",
        "BAD_SAVE.detail_not_object": "A save is a JSON object, not {kind}.",
        "BAD_SAVE.detail_format": "This is not a lovelet save: it has no {marker} marker.",
        "BAD_SAVE.detail_version_kind": "This save's version must be a whole number, not {kind}.",
        "BAD_SAVE.detail_version": "This save has format version {version}; this lovelet reads versions {readable: "
                                   "and }.",
        "BAD_SAVE.detail_changed": "This save was changed after it was written: its document digest does not match.",
        "BAD_SAVE.detail_no_replay": "This save does not replay to the game it recorded: {found}. It was changed "
                                     "after it was saved.",
        "BAD_SAVE.detail_no_replay_version": "This save does not replay to the game it recorded: {found}. It was "
                                             "changed after it was saved, or written by another version "
                                             "({saved_by}; this is {this}).",
        "BAD_SAVE.detail_edition": "This save's edition must be {choices: or }, not {kind}.",
        "BAD_SAVE.detail_players": "players must be a list of names, not {kind}.",
        "BAD_SAVE.detail_reveal_drawn": "options.reveal_drawn must be true or false, not {kind}.",
        "BAD_SAVE.detail_seed": "seed must be a whole number or null, not {kind}.",
        "BAD_SAVE.detail_favors_count": "favors must list one count per player ({players}), not {found}.",
        "BAD_SAVE.detail_staged_first_player": "A game staged from a position has no first_player: the position "
                                               "names the active seat.",
        "BAD_SAVE.detail_favors_not_staged": "favors is only saved for a game staged from a position; it must be "
                                             "null here.",
        "BAD_SAVE.detail_unseeded_first_player": "A game saved without a seed records its first player and is never "
                                                 "staged from a position.",
        "BAD_SAVE.detail_no_first_player": "This save does not record who started round 1 (first_player).",
        "BAD_SAVE.detail_no_round": "This save lists no round.",
        "BAD_SAVE.detail_round_one_start": "Round 1 has no start_player of its own: the game's first_player starts "
                                           "it.",
        "BAD_SAVE.detail_round_one_deck": "Round 1 of a game staged from a position has no deck of its own.",
        "BAD_SAVE.detail_unrecorded_round": "A game saved records every deck and starting player, but round "
                                            "{number} does not.",
        "BAD_SAVE.detail_unrecorded_round_unseeded": "A game saved without a seed records every deck and starting "
                                                     "player, but round {number} does not.",
        "BAD_SAVE.detail_check_rounds": "check.rounds lists {digests} digests for {rounds} rounds.",
        "BAD_SAVE.detail_check_random": "check.random must be null here: only a format-1 save with a seed records "
                                        "it.",
        "BAD_SAVE.detail_digest": "A digest in check must be 64 lowercase hexadecimal digits, not {kind}.",
        "BAD_SAVE.detail_check_random_missing": "A format-1 save with a seed checks the state of its generator "
                                                "(check.random).",
        "BAD_SAVE.detail_piles": "{where} must list one pile per player ({players}), not {found}.",
        "BAD_SAVE.detail_turn": "position.turn must be a whole number from 1 up, not {kind}.",
        "BAD_SAVE.detail_action_keys": "{where} must have \"play\" or \"chancellor_return\", not {keys}.",
        "BAD_SAVE.detail_not_object_at": "{where} must be a JSON object, not {kind}.",
        "BAD_SAVE.detail_lacks": "{where} lacks {missing}: the save is incomplete.",
        "BAD_SAVE.detail_unknown_keys": "{where} has unknown {unknown}: this is not a lovelet save.",
        "BAD_SAVE.detail_list": "{where} must be a list, not {kind}.",
        "BAD_SAVE.detail_text": "{where} must be text, not {kind}.",
        "BAD_SAVE.detail_count": "{where} must be a whole number >= 0, not {kind}.",
        "BAD_SAVE.detail_seat": "{where} must be a seat from 0 to {last}, not {kind}.",
        "BAD_SAVE.detail_card": "{where} must be a card of the {edition} edition ({known}), not {kind}.",
        "BAD_SAVE.detail_setup": "This save's game cannot be set up: {reason}.",
        "BAD_SAVE.detail_round_start": "Round {number} of this save cannot start: {reason}.",
        "BAD_SAVE.detail_illegal_action": "Round {number}, action {index} ({action}) is illegal there: {reason}.",
        "BAD_SAVE.kind_object": "an object ({shown})",
        "BAD_SAVE.kind_list": "a list ({shown})",
        "BAD_SAVE.kind_text": "text ({shown})",
        "BAD_SAVE.kind_bool": "true or false ({shown})",
        "BAD_SAVE.kind_int": "a whole number ({shown})",
        "BAD_SAVE.kind_float": "a fractional number ({shown})",
        "BAD_SAVE.kind_null": "null ({shown})",
        "BAD_SAVE.kind_other": "a {type} ({shown})",
        "BAD_SAVE.card_named": "{card}",
        "BAD_SAVE.where_save": "The save",
        "BAD_SAVE.where_player_name": "Every player name",
        "BAD_SAVE.where_favor_count": "Every favor count",
        "BAD_SAVE.where_check_favor_count": "Every favor count in check",
        "BAD_SAVE.where_check_winner": "Every winner in check",
        "BAD_SAVE.action_play": "play {card}",
        "BAD_SAVE.action_play_on": "play {card} on seat {seat}",
        "BAD_SAVE.action_play_naming": "play {card} naming {guess}",
        "BAD_SAVE.action_play_on_naming": "play {card} on seat {seat} naming {guess}",
        "BAD_SAVE.action_chancellor_nothing": "Chancellor keeping {card}, returning nothing",
        "BAD_SAVE.action_chancellor_1": "Chancellor keeping {card}, returning {bottom1}",
        "BAD_SAVE.action_chancellor_2": "Chancellor keeping {card}, returning {bottom1}, {bottom2}",
        "BAD_SAVE.action_chancellor_many": "Chancellor keeping {card}, returning {bottom}",
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
        "BAD_SAVE.generator_kind": "This game cannot be saved: it draws from a generator whose state lovelet "
                                   "cannot write. Deal it from a seed, a random.Random or one of lovelet's "
                                   "derived generators.",
        "BAD_SAVE.unreproducible": "This game cannot be saved: its record does not reproduce it ({found}). "
                                   "That happens when a round is changed by hand.",
        "BAD_SAVE.position_changed": "This game cannot be saved: its staged position no longer holds. "
                                     "{reason}.",
    },
    "fr": {
        # les défauts précis d'une sauvegarde (voir en)
        "BAD_SAVE.detail_generator": "Le générateur de cette sauvegarde n'est pas l'état d'un générateur aléatoire "
                                     "({error}).",
        "BAD_SAVE.detail_save_refused": "Cette sauvegarde est refusée : {refusal}.",
        "BAD_SAVE.detail_export_refused": "Cet export est refusé : {refusal}.",
        "BAD_SAVE.detail_save_unreadable": "Cette sauvegarde ne peut pas être lue ({error}).",
        "BAD_SAVE.detail_export_unreadable": "Cet export ne peut pas être lu ({error}).",
        "BAD_SAVE.detail_not_text": "Cette sauvegarde n'est pas du texte : {error}.",
        "BAD_SAVE.detail_not_str": "Une sauvegarde est un texte JSON, pas {type}.",
        "BAD_SAVE.detail_empty": "Cette sauvegarde est vide.",
        "BAD_SAVE.detail_not_json": "Cette sauvegarde n'est pas du JSON valide ; elle est peut-être tronquée ou "
                                    "abîmée ({error}).",
        "BAD_SAVE.detail_duplicate_key": "Cette sauvegarde donne deux fois {shown} dans un même objet.",
        "BAD_SAVE.detail_not_object": "Une sauvegarde est un objet JSON, pas {kind}.",
        "BAD_SAVE.detail_format": "Ce n'est pas une sauvegarde lovelet : la marque {marker} y manque.",
        "BAD_SAVE.detail_version_kind": "La version de cette sauvegarde doit être un nombre entier, pas {kind}.",
        "BAD_SAVE.detail_version": "Cette sauvegarde est au format de version {version} ; cette version de lovelet "
                                   "lit les versions {readable: et }.",
        "BAD_SAVE.detail_changed": "Cette sauvegarde a été modifiée après avoir été écrite : son empreinte ne "
                                   "correspond pas.",
        "BAD_SAVE.detail_no_replay": "Cette sauvegarde ne redonne pas la partie enregistrée : {found}. Elle a été "
                                     "modifiée après avoir été sauvegardée.",
        "BAD_SAVE.detail_no_replay_version": "Cette sauvegarde ne redonne pas la partie enregistrée : {found}. Elle "
                                             "a été modifiée après coup, ou écrite par une autre version "
                                             "({saved_by} ; celle-ci est {this}).",
        "BAD_SAVE.detail_edition": "L'édition de cette sauvegarde doit être {choices: ou }, pas {kind}.",
        "BAD_SAVE.detail_players": "Les joueurs (players) doivent former une liste de noms, pas {kind}.",
        "BAD_SAVE.detail_reveal_drawn": "L'option reveal_drawn doit valoir true ou false, pas {kind}.",
        "BAD_SAVE.detail_seed": "La graine (seed) doit être un nombre entier ou null, pas {kind}.",
        "BAD_SAVE.detail_favors_count": "Les faveurs (favors) doivent donner un compte par joueur ({players}), pas "
                                        "{found}.",
        "BAD_SAVE.detail_staged_first_player": "Une partie mise en place depuis une position n'a pas de "
                                               "first_player : la position désigne la place active.",
        "BAD_SAVE.detail_favors_not_staged": "Les faveurs (favors) ne sont sauvegardées que pour une partie mise en "
                                             "place depuis une position ; elles doivent valoir null ici.",
        "BAD_SAVE.detail_unseeded_first_player": "Une partie sauvegardée sans graine enregistre son premier joueur "
                                                 "et n'est jamais mise en place depuis une position.",
        "BAD_SAVE.detail_no_first_player": "Cette sauvegarde n'indique pas qui a commencé la manche 1 "
                                           "(first_player).",
        "BAD_SAVE.detail_no_round": "Cette sauvegarde ne contient aucune manche.",
        "BAD_SAVE.detail_round_one_start": "La manche 1 n'a pas de start_player propre : le first_player de la "
                                           "partie la commence.",
        "BAD_SAVE.detail_round_one_deck": "La manche 1 d'une partie mise en place depuis une position n'a pas de "
                                          "pioche propre.",
        "BAD_SAVE.detail_unrecorded_round": "Une partie sauvegardée enregistre chaque pioche et chaque premier "
                                            "joueur, mais la manche {number} ne le fait pas.",
        "BAD_SAVE.detail_unrecorded_round_unseeded": "Une partie sauvegardée sans graine enregistre chaque pioche "
                                                     "et chaque premier joueur, mais la manche {number} ne le fait "
                                                     "pas.",
        "BAD_SAVE.detail_check_rounds": "check.rounds donne {digests} empreintes pour {rounds} manches.",
        "BAD_SAVE.detail_check_random": "check.random doit valoir null ici : seule une sauvegarde au format 1 avec "
                                        "une graine l'enregistre.",
        "BAD_SAVE.detail_digest": "Une empreinte de check doit compter 64 chiffres hexadécimaux en minuscules, pas "
                                  "{kind}.",
        "BAD_SAVE.detail_check_random_missing": "Une sauvegarde au format 1 avec une graine vérifie l'état de son "
                                                "générateur (check.random).",
        "BAD_SAVE.detail_piles": "{where} doit donner une pile par joueur ({players}), pas {found}.",
        "BAD_SAVE.detail_turn": "position.turn doit être un nombre entier à partir de 1, pas {kind}.",
        "BAD_SAVE.detail_action_keys": "{where} doit contenir \"play\" ou \"chancellor_return\", pas {keys}.",
        "BAD_SAVE.detail_not_object_at": "{where} doit être un objet JSON, pas {kind}.",
        "BAD_SAVE.detail_lacks": "{where} : il manque {missing}, la sauvegarde est incomplète.",
        "BAD_SAVE.detail_unknown_keys": "{where} contient des entrées inconnues ({unknown}) : ce n'est pas une "
                                        "sauvegarde lovelet.",
        "BAD_SAVE.detail_list": "{where} doit être une liste, pas {kind}.",
        "BAD_SAVE.detail_text": "{where} doit être du texte, pas {kind}.",
        "BAD_SAVE.detail_count": "{where} doit être un nombre entier >= 0, pas {kind}.",
        "BAD_SAVE.detail_seat": "{where} doit être une place de 0 à {last}, pas {kind}.",
        "BAD_SAVE.detail_card": "{where} doit être une carte de l'édition {edition} ({known}), pas {kind}.",
        "BAD_SAVE.detail_setup": "La partie de cette sauvegarde ne peut pas être mise en place : {reason}.",
        "BAD_SAVE.detail_round_start": "La manche {number} de cette sauvegarde ne peut pas commencer : {reason}.",
        "BAD_SAVE.detail_illegal_action": "L'action {index} de la manche {number} ({action}) est interdite à cet "
                                          "endroit : {reason}.",
        "BAD_SAVE.kind_object": "un objet ({shown})",
        "BAD_SAVE.kind_list": "une liste ({shown})",
        "BAD_SAVE.kind_text": "du texte ({shown})",
        "BAD_SAVE.kind_bool": "true ou false ({shown})",
        "BAD_SAVE.kind_int": "un nombre entier ({shown})",
        "BAD_SAVE.kind_float": "un nombre décimal ({shown})",
        "BAD_SAVE.kind_null": "la valeur null ({shown})",
        "BAD_SAVE.kind_other": "un objet {type} ({shown})",
        "BAD_SAVE.card_named": "{the_card}",
        "BAD_SAVE.where_save": "La sauvegarde",
        "BAD_SAVE.where_player_name": "Chaque nom de joueur",
        "BAD_SAVE.where_favor_count": "Chaque nombre de faveurs",
        "BAD_SAVE.where_check_favor_count": "Chaque nombre de faveurs de check",
        "BAD_SAVE.where_check_winner": "Chaque gagnant de check",
        "BAD_SAVE.action_play": "jouer {the_card}",
        "BAD_SAVE.action_play_on": "jouer {the_card} sur la place {seat}",
        "BAD_SAVE.action_play_naming": "jouer {the_card} en nommant {guess}",
        "BAD_SAVE.action_play_on_naming": "jouer {the_card} sur la place {seat} en nommant {guess}",
        "BAD_SAVE.action_chancellor_nothing": "Chancelier gardant {the_card} et ne remettant rien",
        "BAD_SAVE.action_chancellor_1": "Chancelier gardant {the_card} et remettant {bottom1}",
        "BAD_SAVE.action_chancellor_2": "Chancelier gardant {the_card} et remettant {bottom1} et {bottom2}",
        "BAD_SAVE.action_chancellor_many": "Chancelier gardant {the_card} et remettant {bottom}",
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
        "BAD_SAVE.generator_kind": "Cette partie ne peut pas être sauvegardée : elle tire d'un générateur dont "
                                   "lovelet ne sait pas écrire l'état. Distribuez-la depuis une graine, un "
                                   "random.Random ou l'un des générateurs dérivés de lovelet.",
        "BAD_SAVE.unreproducible": "Cette partie ne peut pas être sauvegardée : son enregistrement ne la "
                                   "redonne pas ({found}). Cela arrive quand une manche est modifiée à la main.",
        "BAD_SAVE.position_changed": "Cette partie ne peut pas être sauvegardée : sa position de départ ne "
                                     "tient plus. {reason}.",
    },
    "de": {
        # die genauen Fehler eines Spielstands (siehe en)
        "BAD_SAVE.detail_generator": "Der Zufallsgenerator dieses Spielstands ist kein gültiger Zustand eines "
                                     "Zufallsgenerators ({error}).",
        "BAD_SAVE.detail_save_refused": "Dieser Spielstand wird abgelehnt: {refusal}.",
        "BAD_SAVE.detail_export_refused": "Dieser Export wird abgelehnt: {refusal}.",
        "BAD_SAVE.detail_save_unreadable": "Dieser Spielstand kann nicht gelesen werden ({error}).",
        "BAD_SAVE.detail_export_unreadable": "Dieser Export kann nicht gelesen werden ({error}).",
        "BAD_SAVE.detail_not_text": "Dieser Spielstand ist kein Text: {error}.",
        "BAD_SAVE.detail_not_str": "Ein Spielstand ist JSON-Text, nicht {type}.",
        "BAD_SAVE.detail_empty": "Dieser Spielstand ist leer.",
        "BAD_SAVE.detail_not_json": "Dieser Spielstand ist kein gültiges JSON; er ist vielleicht abgeschnitten oder "
                                    "beschädigt ({error}).",
        "BAD_SAVE.detail_duplicate_key": "Dieser Spielstand nennt {shown} zweimal in einem Objekt.",
        "BAD_SAVE.detail_not_object": "Ein Spielstand ist ein JSON-Objekt, nicht {kind}.",
        "BAD_SAVE.detail_format": "Das ist kein lovelet-Spielstand: Ihm fehlt die Markierung {marker}.",
        "BAD_SAVE.detail_version_kind": "Die Version dieses Spielstands muss eine ganze Zahl sein, nicht {kind}.",
        "BAD_SAVE.detail_version": "Dieser Spielstand hat die Formatversion {version}; diese lovelet-Version liest "
                                   "die Versionen {readable: und }.",
        "BAD_SAVE.detail_changed": "Dieser Spielstand wurde nach dem Schreiben verändert: Seine Prüfsumme stimmt "
                                   "nicht.",
        "BAD_SAVE.detail_no_replay": "Dieser Spielstand ergibt nicht das aufgezeichnete Spiel: {found}. Er wurde "
                                     "nach dem Speichern verändert.",
        "BAD_SAVE.detail_no_replay_version": "Dieser Spielstand ergibt nicht das aufgezeichnete Spiel: {found}. Er "
                                             "wurde nachträglich verändert oder von einer anderen Version "
                                             "geschrieben ({saved_by}; diese ist {this}).",
        "BAD_SAVE.detail_edition": "Die Edition dieses Spielstands muss {choices: oder } sein, nicht {kind}.",
        "BAD_SAVE.detail_players": "Die Spieler (players) müssen eine Liste von Namen sein, nicht {kind}.",
        "BAD_SAVE.detail_reveal_drawn": "Die Option reveal_drawn muss true oder false sein, nicht {kind}.",
        "BAD_SAVE.detail_seed": "Der Startwert (seed) muss eine ganze Zahl oder null sein, nicht {kind}.",
        "BAD_SAVE.detail_favors_count": "Die Herzen (favors) müssen eine Anzahl pro Spieler angeben ({players}), "
                                        "nicht {found}.",
        "BAD_SAVE.detail_staged_first_player": "Ein aus einer Stellung aufgestelltes Spiel hat keinen first_player: "
                                               "Die Stellung nennt den aktiven Platz.",
        "BAD_SAVE.detail_favors_not_staged": "Die Herzen (favors) werden nur für ein aus einer Stellung "
                                             "aufgestelltes Spiel gespeichert; hier müssen sie null sein.",
        "BAD_SAVE.detail_unseeded_first_player": "Ein ohne Startwert gespeichertes Spiel hält seinen ersten Spieler "
                                                 "fest und wird nie aus einer Stellung aufgestellt.",
        "BAD_SAVE.detail_no_first_player": "Dieser Spielstand hält nicht fest, wer Runde 1 begonnen hat "
                                           "(first_player).",
        "BAD_SAVE.detail_no_round": "Dieser Spielstand enthält keine Runde.",
        "BAD_SAVE.detail_round_one_start": "Runde 1 hat keinen eigenen start_player: Der first_player des Spiels "
                                           "beginnt sie.",
        "BAD_SAVE.detail_round_one_deck": "Runde 1 eines aus einer Stellung aufgestellten Spiels hat keinen eigenen "
                                          "Stapel.",
        "BAD_SAVE.detail_unrecorded_round": "Ein gespeichertes Spiel hält jeden Stapel und jeden Startspieler fest, "
                                            "Runde {number} aber nicht.",
        "BAD_SAVE.detail_unrecorded_round_unseeded": "Ein ohne Startwert gespeichertes Spiel hält jeden Stapel und "
                                                     "jeden Startspieler fest, Runde {number} aber nicht.",
        "BAD_SAVE.detail_check_rounds": "check.rounds nennt {digests} Prüfsummen für {rounds} Runden.",
        "BAD_SAVE.detail_check_random": "check.random muss hier null sein: Nur ein Spielstand im Format 1 mit "
                                        "Startwert hält ihn fest.",
        "BAD_SAVE.detail_digest": "Eine Prüfsumme in check muss aus 64 kleingeschriebenen Hexadezimalziffern "
                                  "bestehen, nicht {kind}.",
        "BAD_SAVE.detail_check_random_missing": "Ein Spielstand im Format 1 mit Startwert prüft den Zustand seines "
                                                "Zufallsgenerators (check.random).",
        "BAD_SAVE.detail_piles": "{where} muss einen Stapel pro Spieler angeben ({players}), nicht {found}.",
        "BAD_SAVE.detail_turn": "position.turn muss eine ganze Zahl ab 1 sein, nicht {kind}.",
        "BAD_SAVE.detail_action_keys": "{where} muss \"play\" oder \"chancellor_return\" enthalten, nicht {keys}.",
        "BAD_SAVE.detail_not_object_at": "{where} muss ein JSON-Objekt sein, nicht {kind}.",
        "BAD_SAVE.detail_lacks": "{where}: {missing} fehlt, der Spielstand ist unvollständig.",
        "BAD_SAVE.detail_unknown_keys": "{where} enthält unbekannte Einträge ({unknown}): Das ist kein "
                                        "lovelet-Spielstand.",
        "BAD_SAVE.detail_list": "{where} muss eine Liste sein, nicht {kind}.",
        "BAD_SAVE.detail_text": "{where} muss Text sein, nicht {kind}.",
        "BAD_SAVE.detail_count": "{where} muss eine ganze Zahl >= 0 sein, nicht {kind}.",
        "BAD_SAVE.detail_seat": "{where} muss ein Platz von 0 bis {last} sein, nicht {kind}.",
        "BAD_SAVE.detail_card": "{where} muss eine Karte der Edition {edition} sein ({known}), nicht {kind}.",
        "BAD_SAVE.detail_setup": "Das Spiel dieses Spielstands kann nicht aufgebaut werden: {reason}.",
        "BAD_SAVE.detail_round_start": "Runde {number} dieses Spielstands kann nicht beginnen: {reason}.",
        "BAD_SAVE.detail_illegal_action": "Zug {index} von Runde {number} ({action}) ist dort nicht erlaubt: "
                                          "{reason}.",
        "BAD_SAVE.kind_object": "ein Objekt ({shown})",
        "BAD_SAVE.kind_list": "eine Liste ({shown})",
        "BAD_SAVE.kind_text": "Text ({shown})",
        "BAD_SAVE.kind_bool": "true oder false ({shown})",
        "BAD_SAVE.kind_int": "eine ganze Zahl ({shown})",
        "BAD_SAVE.kind_float": "eine Dezimalzahl ({shown})",
        "BAD_SAVE.kind_null": "der Wert null ({shown})",
        "BAD_SAVE.kind_other": "ein Objekt vom Typ {type} ({shown})",
        "BAD_SAVE.card_named": "die Karte {card}",
        "BAD_SAVE.where_save": "Der Spielstand",
        "BAD_SAVE.where_player_name": "Jeder Spielername",
        "BAD_SAVE.where_favor_count": "Jede Anzahl von Herzen",
        "BAD_SAVE.where_check_favor_count": "Jede Anzahl von Herzen in check",
        "BAD_SAVE.where_check_winner": "Jeder Gewinner in check",
        "BAD_SAVE.action_play": "die Karte {card} spielen",
        "BAD_SAVE.action_play_on": "die Karte {card} auf Platz {seat} spielen",
        "BAD_SAVE.action_play_naming": "die Karte {card} spielen und {guess} nennen",
        "BAD_SAVE.action_play_on_naming": "die Karte {card} auf Platz {seat} spielen und {guess} nennen",
        "BAD_SAVE.action_chancellor_nothing": "Kanzler behält die Karte {card} und legt nichts zurück",
        "BAD_SAVE.action_chancellor_1": "Kanzler behält die Karte {card} und legt {bottom1} zurück",
        "BAD_SAVE.action_chancellor_2": "Kanzler behält die Karte {card} und legt {bottom1} und {bottom2} zurück",
        "BAD_SAVE.action_chancellor_many": "Kanzler behält die Karte {card} und legt {bottom} zurück",
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
        "BAD_SAVE.generator_kind": "Dieses Spiel kann nicht gespeichert werden: Es zieht aus einem "
                                   "Zufallsgenerator, dessen Zustand lovelet nicht schreiben kann. Teilen Sie es "
                                   "aus einem Seed, einem random.Random oder einem abgeleiteten Generator von "
                                   "lovelet aus.",
        "BAD_SAVE.unreproducible": "Dieses Spiel kann nicht gespeichert werden: Seine Aufzeichnung ergibt es "
                                   "nicht wieder ({found}). Das geschieht, wenn eine Runde von Hand "
                                   "verändert wird.",
        "BAD_SAVE.position_changed": "Dieses Spiel kann nicht gespeichert werden: Seine Ausgangsstellung gilt "
                                     "nicht mehr. {reason}.",
    },
}
