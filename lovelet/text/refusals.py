"""The refusals a player meets at the table, in English, French and German.

The engine speaks in codes: a refusal made by :func:`lovelet.engine.errors.refused`
carries, besides its code, the key of its sentence and the values that go into it
(names, cards, counts: nothing the sentence does not already say).  This module holds
the sentences and says them: it registers :func:`sentence` with the engine
(:func:`lovelet.engine.errors.speak_with`) when lovelet is imported, so that
``IllegalAction.message`` is the English sentence and ``refusal.sentence("fr")`` the French one.

Keys are ``CODE`` or ``CODE.variant`` where one code has several sentences (the Prince
and the Guard need a target for different reasons).  A refusal with no key, or a key
with no template in a language, is said in English: never a missing sentence.

The Table speaks to the person who made the move: :data:`SECOND_PERSON` says the
refusals a person meets there to that person ("You must play the Countess: you hold
the King."), through ``refusal.sentence(language, second_person=True)``; a refusal
with no second-person sentence (one about another player, or about no one) is said
in the third person as usual.  ``message`` is always the English third-person sentence.
"""

from lovelet.engine.errors import IllegalAction, _plain_words, refused, speak_with
from lovelet.text.i18n import GENDERS, card_name, card_with_article, formatted
from lovelet.text.loading import TEMPLATES as _LOADING_TEMPLATES

__all__ = ["refused", "said", "sentence", "TEMPLATES", "SECOND_PERSON"]

# Placeholders: {name}, {current}, {seat}, {target}: players' names (never escaped
# here: a view escapes what it draws); {names}: several players; {held}, {rest}:
# counts; {card}: a card's bare name, {the_card}/{The_card}: with its article (as a
# subject, capitalised at the start of a sentence), {no_card}: German "kein ..." in
# the accusative.
TEMPLATES = {
    "en": {
        "CHANCELLOR_PENDING": "{name} must first finish the Chancellor: keep one card and return "
                              "the others to the bottom of the deck.",
        "CARD_NOT_IN_HAND": "{name} does not hold a {card}.",
        "COUNTESS_FORCED": "With the Countess and a King or Prince in hand, {name} must play "
                           "the Countess.",
        "PARAM_NOT_ALLOWED.no_parameters": "The {card} takes no target and no guess.",
        "PARAM_NOT_ALLOWED.prince_guess": "The Prince takes a target but no guess.",
        "PARAM_NOT_ALLOWED.only_guard": "Only the Guard names a card; the {card} does not.",
        "PARAM_NOT_ALLOWED.guard_nobody": "Nobody can be chosen, so the Guard has no effect "
                                          "and names no card.",
        "TARGET_REQUIRED.prince": "The Prince needs a target: any player in the round who is "
                                  "not protected, {name} included.",
        "TARGET_REQUIRED": "The {card} needs a target; {name} may choose {names}.",
        "GUESS_REQUIRED": "The Guard must name a card: any character but the Guard.",
        "GUESS_GUARD": "The Guard may name any character except the Guard itself.",
        "SELF_TARGET_NOT_ALLOWED": "The {card} must choose another player.",
        "TARGET_OUT_OF_ROUND": "{target} is out of the round and cannot be chosen.",
        "TARGET_PROTECTED": "{target} is protected by the Handmaid until their next turn.",
        "NO_CHANCELLOR_PENDING": "There is no Chancellor choice to finish right now.",
        "BAD_CHANCELLOR_CHOICE": "Keep exactly one of the {held} cards in hand and return the "
                                 "other {rest} to the bottom of the deck.",
        "GAME_OVER": "The game is over: no more moves can be made.",
        "ROUND_OVER": "This round is over: start the next round to play on.",
        "OUT_OF_TURN": "It is {current}'s turn, not {seat}'s.",
        "OUT_OF_TURN.bot_first": "It is {name}'s turn: the computer plays first.",
        "OUT_OF_TURN.computer": "{name} is a computer player: it makes its own moves.",
        "OUT_OF_TURN.hidden": "The cards are hidden: {name} reveals them before playing.",
        "BAD_OPTION.hide_alone": "Hands are hidden between turns only when several persons share "
                                 "the screen.",
        "agent_refused": "{name}'s agent chose a move the rules do not allow.",
        "BAD_OPTION.player_name": "Player names must be non-empty text, not {shown}.",
        "BAD_PLAYER_COUNT": "The {edition} edition is for {fewest} to {most} players, not {count}.",
        "DUPLICATE_PLAYER": "Two players cannot share a name: {names}.",
        "BAD_OPTION.seed": "A seed must be a whole number, not {shown}.",
        "BAD_OPTION.language": "Unknown language {shown}: use 'en' (English), 'fr' (français) or "
                               "'de' (Deutsch).",
        # the companion's record of a real game (lovelet.companion)
        "OUT_OF_TURN.eliminated": "{seat} is out of the round; it is {current}'s turn.",
        "ROUND_OVER.reveal": "The round is over: enter the cards shown at its end, and the "
                             "set-aside card.",
        "ROUND_OVER.empty_deck": "The deck is empty: nobody draws any more, the round is over. "
                                 "Enter the cards shown at its end.",
        "BAD_START_PLAYER": "The next round is started by a winner of the last one: {names}.",
        "ROUND_NOT_OVER": "This round is not over yet: play it to the end first.",
        "ENTRY_NOT_EXPECTED.played": "Not now: it is {name}'s turn to play a card.",
        "ENTRY_NOT_EXPECTED.drew": "Not now: first enter the card you drew.",
        "ENTRY_NOT_EXPECTED.guard_answer": "Not now: first say whether {name} holds {the_card}.",
        "ENTRY_NOT_EXPECTED.saw_priest": "Not now: first enter the card you saw in {name}'s hand.",
        "ENTRY_NOT_EXPECTED.saw_baron": "Not now: first enter {name}'s card, which the Baron "
                                        "showed you.",
        "ENTRY_NOT_EXPECTED.saw_king": "Not now: first enter the card {name} gave you.",
        "ENTRY_NOT_EXPECTED.baron_outcome": "Not now: first say who lost the Baron comparison "
                                            "between {name} and {target}.",
        "ENTRY_NOT_EXPECTED.discarded": "Not now: first enter the card {name} discarded.",
        "ENTRY_NOT_EXPECTED.chancellor_drew": "Not now: first enter the cards you drew with the "
                                              "Chancellor.",
        "ENTRY_NOT_EXPECTED.chancellor_returned": "Not now: {name} must first finish the Chancellor.",
        "BAD_ENTRY.not_an_entry": "That is not an entry of the record: use Played, Drew, "
                                  "GuardAnswer, Saw, BaronOutcome, Discarded, ChancellorDrew, "
                                  "ChancellorReturned, Revealed or NextRound.",
        "BAD_ENTRY.not_a_setup": "A record begins with a Setup: the edition, the players, your "
                                 "seat, who starts and your card.",
        "BAD_ENTRY.setup": "A record has one setup, at its start: begin a new record for a new game.",
        "BAD_ENTRY.drawn_not_needed": "Leave out whether {name} played the card just drawn: it "
                                      "is entered only for another player, with the reveal_drawn "
                                      "option.",
        "BAD_ENTRY.drawn_needed": "With the reveal_drawn option, say whether {name} played the "
                                  "card just drawn or the other one.",
        "BAD_ENTRY.baron_loser": "The Baron between {name} and {target} is lost by one of them, "
                                 "or by nobody on a tie.",
        "BAD_ENTRY.baron_card": "Enter the card the loser of the Baron discards.",
        "BAD_ENTRY.baron_tie": "On a tie nobody discards: leave the card out.",
        "BAD_ENTRY.chancellor_count": "Enter as many cards as the Chancellor drew ({count}), in "
                                      "the order drawn.",
        "BAD_ENTRY.chancellor_unseen": "Nobody sees which cards {name} keeps and puts back: "
                                       "enter only that the Chancellor is finished.",
        "BAD_ENTRY.showdown_hands": "Enter the card of each other player still in the round, "
                                    "and only theirs: {players}.",
        "BAD_ENTRY.no_showdown": "One player is left: nobody shows a card. Enter only the "
                                 "set-aside card.",
        "BAD_ENTRY.set_aside_needed": "Turn the set-aside card over and enter it too.",
        "BAD_ENTRY.set_aside_taken": "A Prince's draw took the set-aside card: there is none to "
                                     "enter.",
        "BAD_ENTRY.face_up": "With 2 players, enter the three cards set aside face up; with more "
                             "players, none.",
        "BAD_ENTRY.start_player_needed": "Several players won the last round: enter which of "
                                         "them starts the next one ({players}).",
        "IMPOSSIBLE_ENTRY": "This cannot have happened: no deal of the cards fits it and what you "
                            "have seen.",
        "IMPOSSIBLE_ENTRY.copies": "Every {card} is already in sight (discards, face-up cards, "
                                   "your hand): there is no other one.",
        "IMPOSSIBLE_ENTRY.accounted": "You know where every {card} is (in sight or seen in "
                                      "private): there is no other one.",
        "IMPOSSIBLE_ENTRY.known": "You know that {target} holds {the_card}: this cannot have "
                                  "happened.",
    },
    "fr": {
        "CHANCELLOR_PENDING": "{name} doit d'abord finir le Chancelier : garder une carte et "
                              "remettre les autres sous la pioche.",
        "CARD_NOT_IN_HAND": "{name} n'a pas de {card} en main.",
        "COUNTESS_FORCED": "Avec la Comtesse et un Roi ou un Prince en main, {name} doit jouer "
                           "la Comtesse.",
        "PARAM_NOT_ALLOWED.no_parameters": "{The_card} ne vise personne et ne nomme aucune carte.",
        "PARAM_NOT_ALLOWED.prince_guess": "Le Prince vise un joueur mais ne nomme aucune carte.",
        "PARAM_NOT_ALLOWED.only_guard": "Seul le Garde nomme une carte, pas {the_card}.",
        "PARAM_NOT_ALLOWED.guard_nobody": "Personne ne peut être choisi : le Garde n'a aucun "
                                          "effet et ne nomme aucune carte.",
        "TARGET_REQUIRED.prince": "Le Prince doit viser un joueur : n'importe qui encore dans "
                                  "la manche et sans protection, {name} compris.",
        "TARGET_REQUIRED": "{The_card} doit viser un joueur ; {name} peut choisir {names}.",
        "GUESS_REQUIRED": "Le Garde doit nommer une carte : n'importe quel personnage sauf "
                          "le Garde.",
        "GUESS_GUARD": "Le Garde peut nommer n'importe quel personnage, sauf le Garde lui-même.",
        "SELF_TARGET_NOT_ALLOWED": "{The_card} doit choisir un autre joueur.",
        "TARGET_OUT_OF_ROUND": "Impossible de choisir {target}, qui n'est plus dans la manche.",
        "TARGET_PROTECTED": "{target} est sous la protection de la Servante jusqu'à son "
                            "prochain tour.",
        "NO_CHANCELLOR_PENDING": "Il n'y a pas de choix de Chancelier à finir maintenant.",
        "BAD_CHANCELLOR_CHOICE": "Gardez exactement une des {held} cartes en main et remettez "
                                 "les {rest} autres sous la pioche.",
        "GAME_OVER": "La partie est finie : plus aucun coup n'est possible.",
        "ROUND_OVER": "Cette manche est finie : commencez la suivante pour continuer.",
        "OUT_OF_TURN": "C'est au tour de {current}, pas de {seat}.",
        "OUT_OF_TURN.bot_first": "C'est au tour de {name} : l'ordinateur joue d'abord.",
        "OUT_OF_TURN.computer": "{name} est joué par l'ordinateur, qui choisit ses coups.",
        "OUT_OF_TURN.hidden": "Les cartes sont cachées : {name} les montre avant de jouer.",
        "BAD_OPTION.hide_alone": "Les mains ne se cachent entre les tours que si plusieurs "
                                 "personnes partagent l'écran.",
        "agent_refused": "L'agent de {name} a choisi un coup que les règles interdisent.",
        "BAD_OPTION.player_name": "Chaque joueur a besoin d'un nom (un texte non vide), pas "
                                  "{shown}.",
        "BAD_PLAYER_COUNT": "Cette édition se joue de {fewest} à {most} joueurs, pas {count}.",
        "DUPLICATE_PLAYER": "Deux joueurs ne peuvent pas porter le même nom : {names}.",
        "BAD_OPTION.seed": "Une graine doit être un nombre entier, pas {shown}.",
        "BAD_OPTION.language": "Langue inconnue {shown} : choisis 'en' (English), 'fr' (français) "
                               "ou 'de' (Deutsch).",
        # the companion's record of a real game (lovelet.companion)
        "OUT_OF_TURN.eliminated": "{seat} n'est plus dans la manche ; c'est au tour de {current}.",
        "ROUND_OVER.reveal": "La manche est finie : entrez les cartes montrées à la fin, et la "
                             "carte mise de côté.",
        "ROUND_OVER.empty_deck": "La pioche est vide : personne ne pioche plus, la manche est "
                                 "finie. Entrez les cartes montrées à la fin.",
        "BAD_START_PLAYER": "La manche suivante commence par un gagnant de la précédente : {names}.",
        "ROUND_NOT_OVER": "Cette manche n'est pas encore finie : jouez-la d'abord jusqu'au bout.",
        "ENTRY_NOT_EXPECTED.played": "Pas maintenant : c'est au tour de {name} de jouer une carte.",
        "ENTRY_NOT_EXPECTED.drew": "Pas maintenant : entrez d'abord la carte que vous avez piochée.",
        "ENTRY_NOT_EXPECTED.guard_answer": "Pas maintenant : dites d'abord si {name} a {the_card}.",
        "ENTRY_NOT_EXPECTED.saw_priest": "Pas maintenant : entrez d'abord la carte vue dans la "
                                         "main de {name}.",
        "ENTRY_NOT_EXPECTED.saw_baron": "Pas maintenant : entrez d'abord la carte de {name}, que "
                                        "le Baron vous a montrée.",
        "ENTRY_NOT_EXPECTED.saw_king": "Pas maintenant : entrez d'abord la carte que {name} vous "
                                       "a donnée.",
        "ENTRY_NOT_EXPECTED.baron_outcome": "Pas maintenant : dites d'abord qui a perdu la "
                                            "comparaison du Baron entre {name} et {target}.",
        "ENTRY_NOT_EXPECTED.discarded": "Pas maintenant : entrez d'abord la carte défaussée par "
                                        "{name}.",
        "ENTRY_NOT_EXPECTED.chancellor_drew": "Pas maintenant : entrez d'abord les cartes piochées "
                                              "avec le Chancelier.",
        "ENTRY_NOT_EXPECTED.chancellor_returned": "Pas maintenant : {name} doit d'abord finir le "
                                                  "Chancelier.",
        "BAD_ENTRY.not_an_entry": "Ce n'est pas une entrée du relevé : utilisez Played, Drew, "
                                  "GuardAnswer, Saw, BaronOutcome, Discarded, ChancellorDrew, "
                                  "ChancellorReturned, Revealed ou NextRound.",
        "BAD_ENTRY.not_a_setup": "Un relevé commence par un Setup : l'édition, les joueurs, votre "
                                 "place, qui commence et votre carte.",
        "BAD_ENTRY.setup": "Un relevé n'a qu'une mise en place, au début : commencez un nouveau "
                           "relevé pour une nouvelle partie.",
        "BAD_ENTRY.drawn_not_needed": "N'indiquez pas si {name} a joué la carte qui vient d'être "
                                      "piochée : cela ne s'entre que pour un autre joueur, avec "
                                      "l'option reveal_drawn.",
        "BAD_ENTRY.drawn_needed": "Avec l'option reveal_drawn, dites si {name} a joué la carte "
                                  "qui vient d'être piochée ou l'autre.",
        "BAD_ENTRY.baron_loser": "Le Baron entre {name} et {target} est perdu par l'un d'eux, ou "
                                 "par personne en cas d'égalité.",
        "BAD_ENTRY.baron_card": "Entrez la carte que défausse le perdant du Baron.",
        "BAD_ENTRY.baron_tie": "En cas d'égalité, personne ne défausse : n'entrez pas de carte.",
        "BAD_ENTRY.chancellor_count": "Entrez autant de cartes que le Chancelier en a piochées "
                                      "({count}), dans l'ordre de la pioche.",
        "BAD_ENTRY.chancellor_unseen": "Personne ne voit quelles cartes {name} garde et remet : "
                                       "entrez seulement que le Chancelier est fini.",
        "BAD_ENTRY.showdown_hands": "Entrez la carte de chaque autre joueur encore dans la manche, "
                                    "et seulement la leur : {players}.",
        "BAD_ENTRY.no_showdown": "Il ne reste qu'un joueur : personne ne montre de carte. Entrez "
                                 "seulement la carte mise de côté.",
        "BAD_ENTRY.set_aside_needed": "Retournez la carte mise de côté et entrez-la aussi.",
        "BAD_ENTRY.set_aside_taken": "Un Prince a fait piocher la carte mise de côté : il n'y en "
                                     "a plus à entrer.",
        "BAD_ENTRY.face_up": "À 2 joueurs, entrez les trois cartes mises de côté face visible ; "
                             "à plus de joueurs, aucune.",
        "BAD_ENTRY.start_player_needed": "Plusieurs joueurs ont gagné la dernière manche : entrez "
                                         "lequel commence la suivante ({players}).",
        "IMPOSSIBLE_ENTRY": "C'est impossible : aucune donne des cartes ne s'accorde avec cela et "
                            "avec ce que vous avez vu.",
        "IMPOSSIBLE_ENTRY.copies": "Toutes les cartes « {card} » sont déjà visibles (défausses, "
                                   "cartes face visible, votre main) : il n'en reste aucune autre.",
        "IMPOSSIBLE_ENTRY.accounted": "Vous savez où est chaque carte « {card} » (visible ou vue "
                                      "en secret) : il n'en reste aucune autre.",
        "IMPOSSIBLE_ENTRY.known": "Vous savez que {target} a la carte « {card} » : c'est "
                                  "impossible.",
    },
    "de": {
        "CHANCELLOR_PENDING": "{name} muss zuerst den Kanzler beenden: eine Karte behalten und "
                              "die anderen unter den Stapel legen.",
        "CARD_NOT_IN_HAND": "{name} hat {no_card} auf der Hand.",
        "COUNTESS_FORCED": "Mit der Gräfin und einem König oder Prinzen auf der Hand muss "
                           "{name} die Gräfin spielen.",
        "PARAM_NOT_ALLOWED.no_parameters": "{The_card} hat kein Ziel und nennt keine Karte.",
        "PARAM_NOT_ALLOWED.prince_guess": "Der Prinz wählt ein Ziel, nennt aber keine Karte.",
        "PARAM_NOT_ALLOWED.only_guard": "Nur die Wächterin nennt eine Karte, {the_card} nicht.",
        "PARAM_NOT_ALLOWED.guard_nobody": "Niemand kann gewählt werden: Die Wächterin bleibt "
                                          "ohne Wirkung und nennt keine Karte.",
        "TARGET_REQUIRED.prince": "Der Prinz braucht ein Ziel: jeden in der Runde, der nicht "
                                  "geschützt ist, {name} eingeschlossen.",
        "TARGET_REQUIRED": "{The_card} braucht ein Ziel; {name} kann {names} wählen.",
        "GUESS_REQUIRED": "Die Wächterin muss eine Karte nennen: jede Figur außer der Wächterin.",
        "GUESS_GUARD": "Die Wächterin darf jede Figur nennen, nur nicht die Wächterin selbst.",
        "SELF_TARGET_NOT_ALLOWED": "{The_card} muss jemand anderen wählen.",
        "TARGET_OUT_OF_ROUND": "{target} ist aus der Runde ausgeschieden und kann nicht "
                               "gewählt werden.",
        "TARGET_PROTECTED": "{target} ist bis zum eigenen nächsten Zug durch die Zofe geschützt.",
        "NO_CHANCELLOR_PENDING": "Gerade ist keine Wahl für den Kanzler offen.",
        "BAD_CHANCELLOR_CHOICE": "Behalte genau eine der {held} Karten auf der Hand und lege "
                                 "die anderen {rest} unter den Stapel.",
        "GAME_OVER": "Das Spiel ist vorbei: Es sind keine Züge mehr möglich.",
        "ROUND_OVER": "Diese Runde ist vorbei: Starte die nächste Runde, um weiterzuspielen.",
        "OUT_OF_TURN": "{current} ist am Zug, nicht {seat}.",
        "OUT_OF_TURN.bot_first": "{name} ist am Zug: Der Computer spielt zuerst.",
        "OUT_OF_TURN.computer": "{name} wird vom Computer gespielt und wählt die Züge selbst.",
        "OUT_OF_TURN.hidden": "Die Karten sind verdeckt: {name} deckt sie vor dem Spielen auf.",
        "BAD_OPTION.hide_alone": "Die Hände werden zwischen den Zügen nur verdeckt, wenn sich "
                                 "mehrere Personen den Bildschirm teilen.",
        "agent_refused": "Der Agent von {name} hat einen Zug gewählt, den die Regeln nicht "
                         "erlauben.",
        "BAD_OPTION.player_name": "Jeder Spieler braucht einen Namen (nicht leerer Text), nicht "
                                  "{shown}.",
        "BAD_PLAYER_COUNT": "Diese Ausgabe ist für {fewest} bis {most} Spieler, nicht {count}.",
        "DUPLICATE_PLAYER": "Zwei Spieler können nicht denselben Namen tragen: {names}.",
        "BAD_OPTION.seed": "Ein Seed muss eine ganze Zahl sein, nicht {shown}.",
        "BAD_OPTION.language": "Unbekannte Sprache {shown}: Wähle 'en' (English), 'fr' (français) "
                               "oder 'de' (Deutsch).",
        # the companion's record of a real game (lovelet.companion)
        "OUT_OF_TURN.eliminated": "{seat} ist aus der Runde ausgeschieden; {current} ist am Zug.",
        "ROUND_OVER.reveal": "Die Runde ist vorbei: Gib die am Ende gezeigten Karten ein, und "
                             "die beiseitegelegte Karte.",
        "ROUND_OVER.empty_deck": "Der Stapel ist leer: Niemand zieht mehr, die Runde ist vorbei. "
                                 "Gib die am Ende gezeigten Karten ein.",
        "BAD_START_PLAYER": "Die nächste Runde beginnt ein Gewinner der letzten: {names}.",
        "ROUND_NOT_OVER": "Diese Runde ist noch nicht vorbei: Spiel sie zuerst zu Ende.",
        "ENTRY_NOT_EXPECTED.played": "Nicht jetzt: {name} ist am Zug und spielt eine Karte.",
        "ENTRY_NOT_EXPECTED.drew": "Nicht jetzt: Gib zuerst die Karte ein, die du gezogen hast.",
        "ENTRY_NOT_EXPECTED.guard_answer": "Nicht jetzt: Sag zuerst, ob {name} die Karte "
                                           "„{card}“ hat.",
        "ENTRY_NOT_EXPECTED.saw_priest": "Nicht jetzt: Gib zuerst die Karte ein, die du in der "
                                         "Hand von {name} gesehen hast.",
        "ENTRY_NOT_EXPECTED.saw_baron": "Nicht jetzt: Gib zuerst die Karte von {name} ein, die "
                                        "dir der Baron gezeigt hat.",
        "ENTRY_NOT_EXPECTED.saw_king": "Nicht jetzt: Gib zuerst die Karte ein, die dir {name} "
                                       "gegeben hat.",
        "ENTRY_NOT_EXPECTED.baron_outcome": "Nicht jetzt: Sag zuerst, wer den Vergleich des "
                                            "Barons zwischen {name} und {target} verloren hat.",
        "ENTRY_NOT_EXPECTED.discarded": "Nicht jetzt: Gib zuerst die Karte ein, die {name} "
                                        "abgelegt hat.",
        "ENTRY_NOT_EXPECTED.chancellor_drew": "Nicht jetzt: Gib zuerst die Karten ein, die du mit "
                                              "dem Kanzler gezogen hast.",
        "ENTRY_NOT_EXPECTED.chancellor_returned": "Nicht jetzt: {name} muss zuerst den Kanzler "
                                                  "beenden.",
        "BAD_ENTRY.not_an_entry": "Das ist kein Eintrag des Protokolls: Nimm Played, Drew, "
                                  "GuardAnswer, Saw, BaronOutcome, Discarded, ChancellorDrew, "
                                  "ChancellorReturned, Revealed oder NextRound.",
        "BAD_ENTRY.not_a_setup": "Ein Protokoll beginnt mit einem Setup: Ausgabe, Spieler, dein "
                                 "Platz, wer beginnt und deine Karte.",
        "BAD_ENTRY.setup": "Ein Protokoll hat nur einen Spielaufbau, am Anfang: Beginne ein neues "
                           "Protokoll für ein neues Spiel.",
        "BAD_ENTRY.drawn_not_needed": "Lass weg, ob {name} die gerade gezogene Karte gespielt hat: "
                                      "Das wird nur für andere Spieler eingegeben, mit der Option "
                                      "reveal_drawn.",
        "BAD_ENTRY.drawn_needed": "Mit der Option reveal_drawn: Sag, ob {name} die gerade gezogene "
                                  "Karte gespielt hat oder die andere.",
        "BAD_ENTRY.baron_loser": "Den Baron zwischen {name} und {target} verliert einer der "
                                 "beiden, oder bei Gleichstand niemand.",
        "BAD_ENTRY.baron_card": "Gib die Karte ein, die der Verlierer des Barons ablegt.",
        "BAD_ENTRY.baron_tie": "Bei Gleichstand legt niemand ab: Lass die Karte weg.",
        "BAD_ENTRY.chancellor_count": "Gib so viele Karten ein, wie der Kanzler gezogen hat "
                                      "({count}), in der gezogenen Reihenfolge.",
        "BAD_ENTRY.chancellor_unseen": "Niemand sieht, welche Karten {name} behält und zurücklegt: "
                                       "Gib nur ein, dass der Kanzler beendet ist.",
        "BAD_ENTRY.showdown_hands": "Gib die Karte jedes anderen Spielers ein, der noch in der "
                                    "Runde ist, und nur deren: {players}.",
        "BAD_ENTRY.no_showdown": "Nur ein Spieler ist übrig: Niemand zeigt eine Karte. Gib nur "
                                 "die beiseitegelegte Karte ein.",
        "BAD_ENTRY.set_aside_needed": "Dreh die beiseitegelegte Karte um und gib sie auch ein.",
        "BAD_ENTRY.set_aside_taken": "Ein Prinz hat die beiseitegelegte Karte ziehen lassen: Es "
                                     "gibt keine mehr einzugeben.",
        "BAD_ENTRY.face_up": "Zu zweit gib die drei offen beiseitegelegten Karten ein; mit mehr "
                             "Spielern keine.",
        "BAD_ENTRY.start_player_needed": "Mehrere Spieler haben die letzte Runde gewonnen: Gib "
                                         "ein, wer von ihnen die nächste beginnt ({players}).",
        "IMPOSSIBLE_ENTRY": "Das kann nicht sein: Keine Verteilung der Karten passt dazu und zu "
                            "dem, was du gesehen hast.",
        "IMPOSSIBLE_ENTRY.copies": "Alle Karten „{card}“ sind schon zu sehen (Ablagen, offene "
                                   "Karten, deine Hand): Es gibt keine weitere.",
        "IMPOSSIBLE_ENTRY.accounted": "Du weißt, wo jede Karte „{card}“ ist (offen oder heimlich "
                                      "gesehen): Es gibt keine weitere.",
        "IMPOSSIBLE_ENTRY.known": "Du weißt, dass {target} die Karte „{card}“ hat: Das kann "
                                  "nicht sein.",
    },
}

# A save or an export refused whole (BAD_SAVE.*, BAD_EXPORT.*): said in every language, its
# technical detail apart (lovelet.text.loading).
for _language, _templates in _LOADING_TEMPLATES.items():
    TEMPLATES[_language].update({key: text for key, text in _templates.items()
                                 if key.startswith(("BAD_SAVE.", "BAD_EXPORT."))})
# The same refusals said to the person who made the move ({name} is that person, so
# these sentences do not use it).  Not here: refusals about another player, and those
# met before anyone is known to be at the screen (a hand hidden in hot seat).
# {the_card_acc}: the card with its article as a direct object or after "für" (German
# "den König"); {the_card_gen}: after "de" (French "du Baron").
SECOND_PERSON = {
    "en": {
        "CHANCELLOR_PENDING": "You must first finish the Chancellor: keep one card and put the "
                              "others under the deck.",
        "CARD_NOT_IN_HAND": "You do not hold a {card}.",
        "COUNTESS_FORCED": "You must play the Countess: you hold {the_card_acc}.",
        "TARGET_REQUIRED.prince": "The Prince needs a target: any player in the round who is not "
                                  "protected, you included.",
        "TARGET_REQUIRED": "Choose whom {the_card_acc} targets: {names}.",
        "GUESS_REQUIRED": "Name a card for your Guard: any character but the Guard.",
        "GUESS_GUARD": "Your Guard may name any character except the Guard itself.",
        "SELF_TARGET_NOT_ALLOWED": "The {card} must choose another player, not you.",
        "NO_CHANCELLOR_PENDING": "You have no Chancellor choice to finish right now.",
        "BAD_CHANCELLOR_CHOICE": "Keep exactly one of your {held} cards and put the other {rest} "
                                 "under the deck.",
        "ROUND_OVER": "This round is over: start the next round to play on.",
        "OUT_OF_TURN": "It is {current}'s turn, not yours.",
    },
    "fr": {
        "CHANCELLOR_PENDING": "Tu dois d'abord finir le Chancelier : garde une carte et remets "
                              "les autres sous la pioche.",
        "CARD_NOT_IN_HAND": "Tu n'as pas de {card} en main.",
        "COUNTESS_FORCED": "Tu dois jouer la Comtesse : tu as {the_card_acc} en main.",
        "TARGET_REQUIRED.prince": "Le Prince doit viser un joueur : n'importe qui encore dans la "
                                  "manche et sans protection, toi compris.",
        "TARGET_REQUIRED": "Choisis la cible {the_card_gen} : {names}.",
        "GUESS_REQUIRED": "Nomme une carte pour ton Garde : n'importe quel personnage sauf le "
                          "Garde.",
        "GUESS_GUARD": "Ton Garde peut nommer n'importe quel personnage, sauf le Garde lui-même.",
        "SELF_TARGET_NOT_ALLOWED": "{The_card} doit choisir un autre joueur que toi.",
        "NO_CHANCELLOR_PENDING": "Tu n'as pas de choix de Chancelier à finir maintenant.",
        "BAD_CHANCELLOR_CHOICE": "Garde exactement une de tes {held} cartes et remets les {rest} "
                                 "autres sous la pioche.",
        "ROUND_OVER": "Cette manche est finie : commence la suivante pour continuer.",
        "OUT_OF_TURN": "C'est au tour de {current}, pas au tien.",
    },
    "de": {
        "CHANCELLOR_PENDING": "Du musst zuerst den Kanzler beenden: Behalte eine Karte und lege "
                              "die anderen unter den Stapel.",
        "CARD_NOT_IN_HAND": "Du hast {no_card} auf der Hand.",
        "COUNTESS_FORCED": "Du musst die Gräfin spielen: Du hast {the_card_acc} auf der Hand.",
        "TARGET_REQUIRED.prince": "Der Prinz braucht ein Ziel: jeden in der Runde, der nicht "
                                  "geschützt ist, dich eingeschlossen.",
        "TARGET_REQUIRED": "Wähle ein Ziel für {the_card_acc}: {names}.",
        "GUESS_REQUIRED": "Nenne eine Karte für deine Wächterin: jede Figur außer der Wächterin.",
        "GUESS_GUARD": "Deine Wächterin darf jede Figur nennen, nur nicht die Wächterin selbst.",
        "SELF_TARGET_NOT_ALLOWED": "{The_card} muss jemand anderen wählen, nicht dich.",
        "NO_CHANCELLOR_PENDING": "Du hast gerade keine Wahl für den Kanzler offen.",
        "BAD_CHANCELLOR_CHOICE": "Behalte genau eine deiner {held} Karten und lege die anderen "
                                 "{rest} unter den Stapel.",
        "ROUND_OVER": "Diese Runde ist vorbei: Starte die nächste Runde, um weiterzuspielen.",
        "OUT_OF_TURN": "{current} ist am Zug, nicht du.",
    },
}

# The last two of several names are joined by the language's "or".
_OR = {"en": None, "fr": " ou ", "de": " oder "}
_DE_NONE = {"m": "keinen", "f": "keine"}


def _names(names, language, english_or=False):
    names = [str(name) for name in names]
    if english_or and language == "en" and len(names) > 1:
        return ", ".join(names[:-1]) + " or " + names[-1]
    if _OR[language] is None or len(names) < 2:
        return ", ".join(names)  # the engine's English form, unchanged
    return ", ".join(names[:-1]) + _OR[language] + names[-1]


def _card_forms(card, language):
    """The forms of ``card``'s name the templates use, in ``language``."""
    the_card = card_with_article(card, language)
    forms = {"card": card_name(card, language), "the_card": the_card,
             "The_card": the_card[:1].upper() + the_card[1:],
             "the_card_acc": card_with_article(card, language, "acc"),
             "the_card_gen": card_with_article(card, language, "gen")}
    if language == "de":
        # the accusative's own form: "keinen Prinzen" (a weak noun), "keinen Priester"
        accusative = card_with_article(card, "de", "acc").split(" ", 1)[1]
        forms["no_card"] = f"{_DE_NONE[GENDERS['de'][card]]} {accusative}"
    return forms


def _filled(template, language, values, english_or=False):
    fields = {key: value for key, value in values.items() if key not in ("card", "names")}
    for key, value in fields.items():
        if isinstance(value, IllegalAction):  # the refusal that caused this one, in the same words
            fields[key] = sentence(value, language).rstrip(".")
    if "card" in values:
        fields.update(_card_forms(values["card"], language))
    if "names" in values:
        # The engine's English message joins names with commas only (kept as it was);
        # a sentence said to a person ends the list with "or".
        fields["names"] = _names(values["names"], language, english_or)
    return formatted(template, language, **fields)


def said(key, language="en", **values):
    """The sentence ``key`` of :data:`TEMPLATES` in ``language``, filled with ``values``
    (English where the language has no such sentence)."""
    template = TEMPLATES.get(language, {}).get(key) or TEMPLATES["en"][key]
    return _filled(template, language if key in TEMPLATES.get(language, {}) else "en", values)




def sentence(refusal, language="en", second_person=False):
    """``refusal``'s sentence in ``language`` ("en", "fr", "de"; anything else: English).

    ``second_person=True`` says it to the player who was refused ("You must play the
    Countess: you hold the King."), where :data:`SECOND_PERSON` has a sentence for it
    whose values the refusal carries; otherwise, and for every other refusal, it is
    said in the third person.  Refusals with no translation (those not raised through
    :func:`refused`) keep the engine's English sentence.
    """
    key = getattr(refusal, "key", None)
    if second_person and key:
        spoken = language if language in SECOND_PERSON else "en"
        template = SECOND_PERSON[spoken].get(key)
        if template is not None:
            try:
                return _filled(template, spoken, refusal.values, english_or=True)
            except (KeyError, ValueError, IndexError):  # values missing (an older refusal)
                pass
    if key is None:  # a caller's own refusal, made with a whole English sentence
        return refusal.message
    english = TEMPLATES["en"].get(key)
    if english is None:  # a key no catalog has: a fault of lovelet's, said plainly
        return _plain_words(refusal)
    template = TEMPLATES.get(language, {}).get(key)
    if template is not None and language != "en":
        try:
            return _filled(template, language, refusal.values)
        except (KeyError, ValueError, IndexError):  # values that do not fit: say it in English
            pass
    return _filled(english, "en", refusal.values)


# The companion's refusals of a saved record and of a game's code (a module of their own).
from lovelet.text.refusals_companion import COMPANION_TEMPLATES  # noqa: E402

for _code, _templates in COMPANION_TEMPLATES.items():
    TEMPLATES[_code].update(_templates)

# The refusals of a file name or a file (lovelet.engine.files), also a module of their own.
from lovelet.text.refusals_files import FILE_TEMPLATES  # noqa: E402

for _code, _templates in FILE_TEMPLATES.items():
    TEMPLATES[_code].update(_templates)

# The refusals of each part of lovelet, each a data module of its own.
from lovelet.text.refusals_deduction import DEDUCTION_TEMPLATES  # noqa: E402
from lovelet.text.refusals_games import GAMES_TEMPLATES  # noqa: E402
from lovelet.text.refusals_lab import LAB_TEMPLATES  # noqa: E402
from lovelet.text.refusals_rules import RULES_TEMPLATES  # noqa: E402
from lovelet.text.refusals_widgets import WIDGETS_TEMPLATES  # noqa: E402

for _part in (RULES_TEMPLATES, GAMES_TEMPLATES, DEDUCTION_TEMPLATES, LAB_TEMPLATES, WIDGETS_TEMPLATES):
    for _language, _templates in _part.items():
        TEMPLATES[_language].update(_templates)

# From now on every refusal the engine raises is said with these sentences.
speak_with(sentence)
