"""The companion page's texts about games' codes and its "How to use it", in three languages.

:mod:`lovelet.text.i18n` merges them into :data:`lovelet.text.i18n.TEXTS` (a module of their own,
so that the catalogue stays readable); ask for them with :func:`lovelet.text.i18n.say` like
any other text.  ``companion_how`` lists the keys of the instructions, in their order.
"""

__all__ = ["COMPANION_TEXTS", "COMPANION_HOW"]

#: The paragraphs of "How to use it", in their order (keys of :data:`COMPANION_TEXTS`).
COMPANION_HOW = ("companion_how_start", "companion_how_tap", "companion_how_slip", "companion_how_round",
                 "companion_how_code", "companion_how_read")

COMPANION_TEXTS = {
    "en": {
        "companion_code": "Game code",
        "companion_code_help": "Have a game's code? Type it to take that game up again.",
        "companion_resumed": "Game {code} taken up again where it stopped (round {round}).",
        "companion_address": "This game's address",
        "companion_address_help": ("Saved after every entry: open this address again (after a reload or a "
                                   "flat battery) to go on. Nobody can open this game without its code."),
        "companion_how_title": "How to use it",
        "companion_how_start": ("Start: choose the edition, the players in seating order, which of them "
                                "you are, who starts and the card you were dealt (with 2 players, also "
                                "the three cards laid face up), then press Start."),
        "companion_how_tap": ("Tap what happens at the table, one question at a time: the card played, "
                              "its target, the Guard's guess, the result when there is one. Only what the "
                              "rules and the cards already seen allow is offered; at your own turn you "
                              "first tap the card you drew."),
        "companion_how_slip": "A slip? Back takes back the last tap, Undo the last entry.",
        "companion_how_round": ("At the round's end, enter the cards shown: the page says who wins, the "
                                "favors and the Spy bonus, then asks for your card of the next round."),
        "companion_how_code": ("Each game has its own code, shown with its address once it starts; it is "
                               "saved after every entry. Open the address again to take the game up, or "
                               "type its code in the box under the form. Each phone starts its own game."),
        "companion_how_read": ("Cards left: each character's unseen copies and the chance it is the next "
                               "draw. What the others may hold: the exact chance of each card in each "
                               "opponent's hand. Then your best Guard guess, a Baron comparison and your "
                               "chance if the round ended now. The coach (off by default) weighs your "
                               "moves at your own turn."),
    },
    "fr": {
        "companion_code": "Code de la partie",
        "companion_code_help": "Tu as le code d'une partie ? Tape-le pour la reprendre.",
        "companion_resumed": "Partie {code} reprise là où elle s'était arrêtée (manche {round}).",
        "companion_address": "Adresse de cette partie",
        "companion_address_help": ("Enregistrée après chaque saisie : rouvre cette adresse (après un "
                                   "rechargement ou une batterie à plat) pour continuer. Personne ne peut "
                                   "ouvrir cette partie sans son code."),
        "companion_how_title": "Mode d'emploi",
        "companion_how_start": ("Pour commencer : choisis l'édition, les joueurs dans l'ordre où ils sont "
                                "assis, lequel tu es, qui commence et la carte que tu as reçue (à 2 "
                                "joueurs, aussi les trois cartes posées face visible), puis touche "
                                "Commencer."),
        "companion_how_tap": ("Touche ce qui se passe à la table, une question à la fois : la carte jouée, "
                              "sa cible, l'annonce du Garde, le résultat s'il y en a un. Seul ce que les "
                              "règles et les cartes déjà vues permettent est proposé ; à ton tour, touche "
                              "d'abord la carte que tu as piochée."),
        "companion_how_slip": "Une erreur ? Retour annule la dernière touche, Annuler la dernière saisie.",
        "companion_how_round": ("En fin de manche, entre les cartes montrées : la page dit qui gagne, les "
                                "faveurs et le bonus de l'Espionne, puis demande ta carte de la manche "
                                "suivante."),
        "companion_how_code": ("Chaque partie a son propre code, affiché avec son adresse dès qu'elle "
                               "commence ; elle est enregistrée après chaque saisie. Rouvre l'adresse pour "
                               "la reprendre, ou tape son code dans la case sous le formulaire. Chaque "
                               "téléphone commence sa propre partie."),
        "companion_how_read": ("Cartes restantes : les exemplaires non vus de chaque personnage et la "
                               "probabilité qu'il soit la prochaine pioche. Ce que les autres peuvent "
                               "avoir : la probabilité exacte de chaque carte dans la main de chaque "
                               "adversaire. Puis ta meilleure annonce de Garde, une comparaison du Baron "
                               "et tes chances si la manche s'arrêtait maintenant. Le coach (éteint au "
                               "départ) pèse tes coups à ton tour."),
    },
    "de": {
        "companion_code": "Spielcode",
        "companion_code_help": "Du hast den Code eines Spiels? Gib ihn ein, um das Spiel fortzusetzen.",
        "companion_resumed": "Spiel {code} geht weiter, wo es stand (Runde {round}).",
        "companion_address": "Adresse dieses Spiels",
        "companion_address_help": ("Nach jeder Eingabe gespeichert: Öffne diese Adresse wieder (nach dem "
                                   "Neuladen oder einem leeren Akku), um weiterzuspielen. Ohne den Code kann "
                                   "niemand dieses Spiel öffnen."),
        "companion_how_title": "So geht's",
        "companion_how_start": ("Zum Beginn: Wähle die Ausgabe, die Spieler in Sitzreihenfolge, wer von "
                                "ihnen du bist, wer beginnt und die Karte, die du bekommen hast (zu zweit "
                                "auch die drei offen ausgelegten Karten), und tippe dann auf Starten."),
        "companion_how_tap": ("Tippe ein, was am Tisch geschieht, eine Frage nach der anderen: die "
                              "gespielte Karte, ihr Ziel, den Tipp der Wächterin, das Ergebnis, wenn es "
                              "eines gibt. Angeboten wird nur, was die Regeln und die schon gesehenen "
                              "Karten erlauben; in deinem Zug tippst du zuerst die gezogene Karte."),
        "companion_how_slip": ("Vertippt? Zurück nimmt das letzte Tippen zurück, Rückgängig die letzte "
                               "Eingabe."),
        "companion_how_round": ("Am Ende der Runde gibst du die gezeigten Karten ein: Die Seite sagt, wer "
                                "gewinnt, die Herzen und den Bonus der Spionin, und fragt dann nach "
                                "deiner Karte der nächsten Runde."),
        "companion_how_code": ("Jedes Spiel hat seinen eigenen Code, der mit seiner Adresse erscheint, "
                               "sobald es beginnt; es wird nach jeder Eingabe gespeichert. Öffne die "
                               "Adresse wieder, um weiterzuspielen, oder gib den Code im Feld unter dem "
                               "Formular ein. Jedes Handy beginnt sein eigenes Spiel."),
        "companion_how_read": ("Übrige Karten: die ungesehenen Exemplare jeder Figur und die Chance, dass "
                               "sie als Nächstes gezogen wird. Was die anderen halten können: die genaue "
                               "Chance jeder Karte in der Hand jedes Gegners. Dann dein bester Tipp mit "
                               "der Wächterin, ein Vergleich mit dem Baron und deine Chance, wenn die "
                               "Runde jetzt endete. Der Coach (anfangs aus) wägt in deinem Zug deine "
                               "Züge ab."),
    },
}
