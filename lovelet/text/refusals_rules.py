"""What the rules themselves refuse, in English, French and German: an unknown card or
edition, a seat that is not at the table, an illegal action, a round's bad arguments
(lovelet.engine's cards, naming, actions, arguments, legality, streams, files).

The engine raises these refusals without knowing the reader's language, so it hands
over its values whole and each template says them in its own language through the
format spec (:mod:`lovelet.text.refusals` merges these templates and fills ``{card}``,
``{the_card}``, ``{names}``...):

* ``{cards:fr}``: cards (:class:`lovelet.engine.cards.CardList`), named in that language;
* ``{players:@ (place #)}``: the players in seat order (:class:`lovelet.engine.naming.Seats`),
  each said by the pattern, ``@`` standing for the name and ``#`` for the seat;
* ``{allowed: ou }``: choices (:class:`lovelet.engine.errors.OneOf`), the last two joined
  by the word given.

``{what}`` is a caller's own English word for the argument refused ("Viewer",
"start_player"), shown as given in every language; the engine's own words have
sentences of their own.  ``{problem}`` and ``{more}`` are refusals said inside this one.
"""

__all__ = ["RULES_TEMPLATES"]

RULES_TEMPLATES = {
    "en": {
        # cards and editions (lovelet.engine.cards)
        "UNKNOWN_CARD": "{shown} is not a card of the {edition} edition; its cards are {cards:en}.",
        "UNKNOWN_CARD.named": "{shown} is not a {what} of the {edition} edition; its cards are "
                              "{cards:en}.",
        "UNKNOWN_CARD.any_edition": "{shown} is not a card of Love Letter; its cards are {cards:en}.",
        "UNKNOWN_CARD.any_edition_guess": "{shown} is not a card to guess of Love Letter; its cards "
                                          "are {cards:en}.",
        "UNKNOWN_CARD.any_edition_keep": "{shown} is not a card to keep of Love Letter; its cards are "
                                         "{cards:en}.",
        "UNKNOWN_CARD.any_edition_put_back": "{shown} is not a card to put back of Love Letter; its "
                                             "cards are {cards:en}.",
        "UNKNOWN_CARD.any_edition_named": "{shown} is not a {what} of Love Letter; its cards are "
                                          "{cards:en}.",
        "UNKNOWN_CARD.other_edition": "The {card} is not a card of the {edition} edition.",
        "BAD_OPTION.language": "Unknown language {shown}: use 'en' (English), 'fr' (français) or "
                               "'de' (Deutsch).",
        "BAD_OPTION.edition": "Unknown edition {shown}: choose REVISED (21 cards) or CLASSIC (16 cards).",
        "BAD_OPTION.option_name": "Unknown option {option}: the options are tie_break, thresholds "
                                  "and reveal_drawn.",
        "BAD_OPTION.tie_break_twice": "Give the tie break once, as tie_break.",
        "BAD_OPTION.tie_break": "Unknown tie break {shown}: use 'shared' or 'discard_sum'.",
        "BAD_OPTION.revised_tie_break": "The revised edition never breaks ties by discards: every "
                                        "tied player wins.",
        "BAD_OPTION.thresholds": "Unknown thresholds {shown} for the {edition} edition: use "
                                 "{allowed: or }.",
        "BAD_OPTION.reveal_drawn": "reveal_drawn must be True or False.",
        # seats (lovelet.engine.naming)
        "UNKNOWN_PLAYER.not_a_player": "{player} is refused: it is not a player of this game. "
                                       "The players are {players:@ (seat #)}.",
        "UNKNOWN_PLAYER.bool": "{player} is refused: True and False are not players. "
                               "The players are {players:@ (seat #)}.",
        "UNKNOWN_PLAYER.count": "{player} is not a player: the players are seats 0 to {last}.",
        "UNKNOWN_PLAYER.bool_count": "{player} is refused: True and False are not players. "
                                     "The players are seats 0 to {last}.",
        "UNKNOWN_PLAYER.named_not_a_player": "{what} {player} is refused: it is not a player of this "
                                             "game. The players are {players:@ (seat #)}.",
        "UNKNOWN_PLAYER.named_bool": "{what} {player} is refused: True and False are not players. "
                                     "The players are {players:@ (seat #)}.",
        "UNKNOWN_PLAYER.named_count": "{what} {player} is not a player: the players are seats 0 to "
                                      "{last}.",
        "UNKNOWN_PLAYER.named_bool_count": "{what} {player} is refused: True and False are not "
                                           "players. The players are seats 0 to {last}.",
        "UNKNOWN_PLAYER.target": "The target {player} is refused: it is not a player of this game. "
                                 "The players are {players:@ (seat #)}.",
        # actions (lovelet.engine.actions, lovelet.engine.legality)
        "UNKNOWN_PLAYER.target_bool": "The target {shown} is refused: True and False are not players.",
        "UNKNOWN_PLAYER.target_kind": "The target {shown} is refused: a target is a seat number or "
                                      "a player's name.",
        "BAD_CHANCELLOR_CHOICE.bottom_kind": "The cards put back under the deck must be a list of "
                                             "cards, not {shown}.",
        "BAD_ACTION.incomplete": "{shown} is not a whole action: use Play(card, target, guess) or "
                                 "ChancellorReturn(keep, bottom).",
        "BAD_ACTION.not_an_action": "{shown} is not an action: use Play(card, target, guess) or "
                                    "ChancellorReturn(keep, bottom).",
        "GUESS_UNKNOWN_CARD": "The Guard must name a card of the {edition} edition; {shown} is not one.",
        "GUESS_UNKNOWN_CARD.other_edition": "The Guard must name a card of the {edition} edition; "
                                            "{card} is not one.",
        # the arguments of a round (lovelet.engine.arguments)
        "BAD_PLAYER_COUNT.kind": "players must be a number of players or a list of names, not {shown}.",
        "UNKNOWN_PLAYER.seat_range": "{what} must be a seat from 0 to {last}, not {shown}.",
        "BAD_POSITION.favors_count": "favors must list one count for each of the {players} players.",
        "BAD_POSITION.favors_value": "A number of favors must be a whole number >= 0, not {shown}.",
        "BAD_DECK.kind": "A deck must be a list of cards, not {shown}.",
        "BAD_DECK.not_the_deck": "That deck is not the {edition} edition's {size} cards: {problem}.",
        # how some cards differ from an edition's deck, said inside another refusal
        "BAD_DECK.foreign_card": "{shown} is not a card of this edition",
        "BAD_DECK.count": "{card}: {have} instead of {want}",
        "BAD_DECK.counts": "{card}: {have} instead of {want}; {more}",
    },
    "fr": {
        "UNKNOWN_CARD": "{shown} n'est pas une carte de l'édition {edition} ; ses cartes sont {cards:fr}.",
        "UNKNOWN_CARD.named": "{shown} ({what}) n'est pas une carte de l'édition {edition} ; ses "
                              "cartes sont {cards:fr}.",
        "UNKNOWN_CARD.any_edition": "{shown} n'est pas une carte de Love Letter ; ses cartes sont "
                                    "{cards:fr}.",
        "UNKNOWN_CARD.any_edition_guess": "{shown} n'est pas une carte de Love Letter à nommer ; ses "
                                          "cartes sont {cards:fr}.",
        "UNKNOWN_CARD.any_edition_keep": "{shown} n'est pas une carte de Love Letter à garder ; ses "
                                         "cartes sont {cards:fr}.",
        "UNKNOWN_CARD.any_edition_put_back": "{shown} n'est pas une carte de Love Letter à remettre "
                                             "sous la pioche ; ses cartes sont {cards:fr}.",
        "UNKNOWN_CARD.any_edition_named": "{shown} ({what}) n'est pas une carte de Love Letter ; ses "
                                          "cartes sont {cards:fr}.",
        "UNKNOWN_CARD.other_edition": "{The_card} ne fait pas partie de l'édition {edition}.",
        "BAD_OPTION.language": "Langue inconnue {shown} : choisis 'en' (English), 'fr' (français) "
                               "ou 'de' (Deutsch).",
        "BAD_OPTION.edition": "Édition inconnue {shown} : choisissez REVISED (21 cartes) ou CLASSIC "
                              "(16 cartes).",
        "BAD_OPTION.option_name": "Option inconnue {option} : les options sont tie_break, thresholds "
                                  "et reveal_drawn.",
        "BAD_OPTION.tie_break_twice": "Donnez le départage une seule fois, avec tie_break.",
        "BAD_OPTION.tie_break": "Départage inconnu {shown} : utilisez 'shared' ou 'discard_sum'.",
        "BAD_OPTION.revised_tie_break": "L'édition révisée ne départage jamais par les défausses : "
                                        "tous les joueurs à égalité gagnent.",
        "BAD_OPTION.thresholds": "Seuils inconnus {shown} pour l'édition {edition} : utilisez "
                                 "{allowed: ou }.",
        "BAD_OPTION.reveal_drawn": "reveal_drawn doit valoir True ou False.",
        "UNKNOWN_PLAYER.not_a_player": "{player} est refusé : ce n'est pas un joueur de cette partie. "
                                       "Les joueurs sont {players:@ (place #)}.",
        "UNKNOWN_PLAYER.bool": "{player} est refusé : True et False ne sont pas des joueurs. "
                               "Les joueurs sont {players:@ (place #)}.",
        "UNKNOWN_PLAYER.count": "{player} n'est pas un joueur : les joueurs sont les places 0 à {last}.",
        "UNKNOWN_PLAYER.bool_count": "{player} est refusé : True et False ne sont pas des joueurs. "
                                     "Les joueurs sont les places 0 à {last}.",
        "UNKNOWN_PLAYER.named_not_a_player": "Refusé : {player} ({what}) n'est pas un joueur "
                                             "de cette partie. Les joueurs sont {players:@ (place #)}.",
        "UNKNOWN_PLAYER.named_bool": "Refusé : {player} ({what}), car True et False ne sont pas des "
                                     "joueurs. Les joueurs sont {players:@ (place #)}.",
        "UNKNOWN_PLAYER.named_count": "Refusé : {player} ({what}) n'est pas un joueur ; les joueurs sont les "
                                      "places 0 à {last}.",
        "UNKNOWN_PLAYER.named_bool_count": "Refusé : {player} ({what}), car True et False ne sont pas "
                                           "des joueurs. Les joueurs sont les places 0 à {last}.",
        "UNKNOWN_PLAYER.target": "La cible {player} est refusée : ce n'est pas un joueur de cette "
                                 "partie. Les joueurs sont {players:@ (place #)}.",
        "UNKNOWN_PLAYER.target_bool": "La cible {shown} est refusée : True et False ne sont pas des "
                                      "joueurs.",
        "UNKNOWN_PLAYER.target_kind": "La cible {shown} est refusée : une cible est un numéro de "
                                      "place ou le nom d'un joueur.",
        "BAD_CHANCELLOR_CHOICE.bottom_kind": "Les cartes remises sous la pioche doivent être une "
                                             "liste de cartes, pas {shown}.",
        "BAD_ACTION.incomplete": "{shown} n'est pas une action complète : utilisez Play(card, target, "
                                 "guess) ou ChancellorReturn(keep, bottom).",
        "BAD_ACTION.not_an_action": "{shown} n'est pas une action : utilisez Play(card, target, guess) "
                                    "ou ChancellorReturn(keep, bottom).",
        "GUESS_UNKNOWN_CARD": "Le Garde doit nommer une carte de l'édition {edition} ; {shown} n'en "
                              "est pas une.",
        "GUESS_UNKNOWN_CARD.other_edition": "Le Garde doit nommer une carte de l'édition {edition} ; "
                                            "{the_card} n'en fait pas partie.",
        "BAD_PLAYER_COUNT.kind": "players doit être un nombre de joueurs ou une liste de noms, pas "
                                 "{shown}.",
        "UNKNOWN_PLAYER.seat_range": "{what} doit être une place de 0 à {last}, pas {shown}.",
        "BAD_POSITION.favors_count": "favors doit donner un nombre pour chacun des {players} joueurs.",
        "BAD_POSITION.favors_value": "Un nombre de faveurs doit être un entier >= 0, pas {shown}.",
        "BAD_DECK.kind": "Une pioche doit être une liste de cartes, pas {shown}.",
        "BAD_DECK.not_the_deck": "Ces cartes ne sont pas les {size} cartes de l'édition {edition} : "
                                 "{problem}.",
        "BAD_DECK.foreign_card": "{shown} n'est pas une carte de cette édition",
        "BAD_DECK.count": "{card} : {have} au lieu de {want}",
        "BAD_DECK.counts": "{card} : {have} au lieu de {want} ; {more}",
    },
    "de": {
        "UNKNOWN_CARD": "{shown} ist keine Karte der Ausgabe {edition}; ihre Karten sind {cards:de}.",
        "UNKNOWN_CARD.named": "{shown} ({what}) ist keine Karte der Ausgabe {edition}; ihre Karten "
                              "sind {cards:de}.",
        "UNKNOWN_CARD.any_edition": "{shown} ist keine Karte von Love Letter; seine Karten sind "
                                    "{cards:de}.",
        "UNKNOWN_CARD.any_edition_guess": "{shown} ist keine Karte von Love Letter zum Nennen; seine "
                                          "Karten sind {cards:de}.",
        "UNKNOWN_CARD.any_edition_keep": "{shown} ist keine Karte von Love Letter zum Behalten; seine "
                                         "Karten sind {cards:de}.",
        "UNKNOWN_CARD.any_edition_put_back": "{shown} ist keine Karte von Love Letter zum Zurücklegen; "
                                             "seine Karten sind {cards:de}.",
        "UNKNOWN_CARD.any_edition_named": "{shown} ({what}) ist keine Karte von Love Letter; seine "
                                          "Karten sind {cards:de}.",
        "UNKNOWN_CARD.other_edition": "{The_card} gehört nicht zur Ausgabe {edition}.",
        "BAD_OPTION.language": "Unbekannte Sprache {shown}: Wähle 'en' (English), 'fr' (français) "
                               "oder 'de' (Deutsch).",
        "BAD_OPTION.edition": "Unbekannte Ausgabe {shown}: Wähle REVISED (21 Karten) oder CLASSIC "
                              "(16 Karten).",
        "BAD_OPTION.option_name": "Unbekannte Option {option}: Die Optionen sind tie_break, "
                                  "thresholds und reveal_drawn.",
        "BAD_OPTION.tie_break_twice": "Gib die Regel für Gleichstände nur einmal an, als tie_break.",
        "BAD_OPTION.tie_break": "Unbekannte Regel für Gleichstände {shown}: Nimm 'shared' oder "
                                "'discard_sum'.",
        "BAD_OPTION.revised_tie_break": "Die Neuauflage entscheidet Gleichstände nie nach den "
                                        "Ablagen: Alle Spieler im Gleichstand gewinnen.",
        "BAD_OPTION.thresholds": "Unbekannte Schwellen {shown} für die Ausgabe {edition}: Nimm "
                                 "{allowed: oder }.",
        "BAD_OPTION.reveal_drawn": "reveal_drawn muss True oder False sein.",
        "UNKNOWN_PLAYER.not_a_player": "{player} wird abgelehnt: Das ist kein Spieler dieses Spiels. "
                                       "Die Spieler sind {players:@ (Platz #)}.",
        "UNKNOWN_PLAYER.bool": "{player} wird abgelehnt: True und False sind keine Spieler. "
                               "Die Spieler sind {players:@ (Platz #)}.",
        "UNKNOWN_PLAYER.count": "{player} ist kein Spieler: Die Spieler sind die Plätze 0 bis {last}.",
        "UNKNOWN_PLAYER.bool_count": "{player} wird abgelehnt: True und False sind keine Spieler. "
                                     "Die Spieler sind die Plätze 0 bis {last}.",
        "UNKNOWN_PLAYER.named_not_a_player": "Abgelehnt: {player} ({what}) ist kein Spieler "
                                             "dieses Spiels. Die Spieler sind {players:@ (Platz #)}.",
        "UNKNOWN_PLAYER.named_bool": "Abgelehnt: {player} ({what}), denn True und False sind keine "
                                     "Spieler. Die Spieler sind {players:@ (Platz #)}.",
        "UNKNOWN_PLAYER.named_count": "Abgelehnt: {player} ({what}) ist kein Spieler; die Spieler sind die "
                                      "Plätze 0 bis {last}.",
        "UNKNOWN_PLAYER.named_bool_count": "Abgelehnt: {player} ({what}), denn True und False sind "
                                           "keine Spieler. Die Spieler sind die Plätze 0 bis {last}.",
        "UNKNOWN_PLAYER.target": "Das Ziel {player} wird abgelehnt: Das ist kein Spieler dieses "
                                 "Spiels. Die Spieler sind {players:@ (Platz #)}.",
        "UNKNOWN_PLAYER.target_bool": "Das Ziel {shown} wird abgelehnt: True und False sind keine "
                                      "Spieler.",
        "UNKNOWN_PLAYER.target_kind": "Das Ziel {shown} wird abgelehnt: Ein Ziel ist eine "
                                      "Platznummer oder der Name eines Spielers.",
        "BAD_CHANCELLOR_CHOICE.bottom_kind": "Die Karten, die unter den Stapel kommen, müssen eine "
                                             "Liste von Karten sein, nicht {shown}.",
        "BAD_ACTION.incomplete": "{shown} ist keine vollständige Aktion: Nimm Play(card, target, "
                                 "guess) oder ChancellorReturn(keep, bottom).",
        "BAD_ACTION.not_an_action": "{shown} ist keine Aktion: Nimm Play(card, target, guess) oder "
                                    "ChancellorReturn(keep, bottom).",
        "GUESS_UNKNOWN_CARD": "Die Wächterin muss eine Karte der Ausgabe {edition} nennen; {shown} "
                              "ist keine.",
        "GUESS_UNKNOWN_CARD.other_edition": "Die Wächterin muss eine Karte der Ausgabe {edition} "
                                            "nennen; {the_card} gehört nicht dazu.",
        "BAD_PLAYER_COUNT.kind": "players muss eine Spielerzahl oder eine Liste von Namen sein, "
                                 "nicht {shown}.",
        "UNKNOWN_PLAYER.seat_range": "{what} muss ein Platz von 0 bis {last} sein, nicht {shown}.",
        "BAD_POSITION.favors_count": "favors muss für jeden der {players} Spieler eine Zahl angeben.",
        "BAD_POSITION.favors_value": "Eine Zahl von Herzen muss eine ganze Zahl >= 0 sein, nicht "
                                     "{shown}.",
        "BAD_DECK.kind": "Ein Stapel muss eine Liste von Karten sein, nicht {shown}.",
        "BAD_DECK.not_the_deck": "Diese Karten sind nicht die {size} Karten der Ausgabe {edition}: "
                                 "{problem}.",
        "BAD_DECK.foreign_card": "{shown} ist keine Karte dieser Ausgabe",
        "BAD_DECK.count": "{card}: {have} statt {want}",
        "BAD_DECK.counts": "{card}: {have} statt {want}; {more}",
    },
}
