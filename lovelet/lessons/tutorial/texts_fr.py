"""Les mots du tutoriel des règles en français (données seules) : {étape : {champ : texte}}.

Mêmes champs que :mod:`lovelet.lessons.tutorial.texts_en`.  Les noms des cartes suivent
le tutoriel français de l'édition 2019.
"""

NAMES = ("Alice", "Bruno", "Chloé", "David")

TEXTS = {
    "welcome": {
        "title": "Love Letter en une page",
        "body": "Love Letter se joue avec **21 cartes**, et tu n'en tiens presque toujours **qu'une**. "
                "À ton tour, tu pioches une deuxième carte, tu joues l'une des deux et tu fais ce "
                "qu'elle dit.\n\n"
                "On joue plusieurs **manches**. Tu gagnes une manche en étant le **dernier joueur** "
                "encore en jeu, ou en tenant la **carte la plus forte** quand la pioche est vide ; "
                "chaque manche gagnée rapporte une **faveur**, et le premier à en réunir assez gagne "
                "la partie.\n\n"
                "Voici l'**édition révisée** de 2019 : dix personnages de 0 à 9, de 2 à 6 joueurs (A1). "
                "Chaque carte jouée reste face visible devant son propriétaire toute la manche.",
        "note": "Environ 20 minutes pour les 27 étapes. Projette cette page (version enseignant) et "
                "fais proposer chaque coup par la classe avant de cliquer ; ou distribue la page élève "
                "et circule. Aucun prérequis sur le jeu.",
    },
    "setup": {
        "title": "La mise en place, et un tour",
        "body": "Pour préparer une manche (A4) : mélange les 21 cartes ; mets celle du dessus **de côté, "
                "face cachée**, sans la regarder ; **à deux joueurs seulement**, mets-en trois de plus "
                "de côté **face visible** ; distribue une carte à chacun ; le reste forme la pioche.\n\n"
                "À la première manche, commence la personne qui a écrit une lettre à la main le plus "
                "récemment (A5) ; ensuite, le gagnant de la manche précédente. On joue dans le sens des "
                "aiguilles d'une montre.\n\n"
                "**Ton tour** (A6) : pioche la carte du dessus, choisis l'une de tes deux cartes, pose-la "
                "face visible sur ta défausse et applique tout son effet, même s'il te nuit ; garde "
                "l'autre.\n\n"
                "Ci-dessous : une manche à trois joueurs, distribuée avec la graine de la leçon, vue par "
                "le premier joueur après sa pioche.",
        "note": "Insiste sur la carte mise de côté face cachée : c'est pourquoi personne n'est sûr des "
                "dernières cartes.",
    },
    "check_deck": {
        "title": "Vérification : la pioche",
        "body": "Compte ce qui quitte la pioche avant que le premier joueur ait joué.",
        "question": "À quatre joueurs, combien de cartes reste-t-il dans la pioche une fois que le premier "
                    "joueur a pioché ?",
        "hint": "Pars de 21 ; enlève la carte mise de côté, une carte par joueur et la carte piochée. "
                "Les cartes face visible ne concernent que deux joueurs.",
        "explanation": "21 - 1 de côté - 4 distribuées - 1 piochée : pas de cartes face visible au-delà "
                       "de deux joueurs (A4).",
        "note": "Bon moment pour vérifier que tout le monde compte la carte mise de côté.",
    },
    "spy": {
        "title": "0 · Espionne (2 exemplaires)",
        "body": "L'Espionne ne fait **rien** quand tu la joues (A9.1). Mais à la fin de la manche, si tu "
                "es encore en jeu et que tu es le **seul** joueur encore en jeu à avoir joué ou défaussé "
                "une Espionne, tu gagnes une faveur de plus (A13).\n\n"
                "Chaque scène prépare une table pour une règle. Tu es à la première place ; les autres "
                "mains sont face cachée, et la page ne les connaît vraiment pas. Clique sur une carte, "
                "choisis ce qu'elle demande, puis sur le bouton pour la jouer.",
        "goal": "Joue l'Espionne et garde ton Garde pour plus tard.",
        "reason": "L'Espionne n'a aucun effet quand on la joue : elle reste sur ta défausse, où elle peut "
                  "rapporter une faveur en fin de manche (A9.1, A13).",
        "hint": "Clique sur l'Espionne, puis sur son bouton.",
        "note": "Laisse un élève jouer la première scène au tableau ; montre la défausse sous le nom "
                "d'Alice.",
    },
    "guard": {
        "title": "1 · Garde (6 exemplaires)",
        "body": "Choisis **un autre joueur** et nomme un personnage **autre que le Garde**. S'il le "
                "tient, il quitte la manche (A9.2).\n\n"
                "À ton dernier tour, ton Prêtre (sur ta défausse) t'a montré la carte de {p1} : un "
                "**Prêtre**. {p2} a joué une Servante et ne peut pas être choisie.",
        "goal": "Élimine {p1} avec ton Garde.",
        "reason": "Un Garde n'élimine que si tu nommes la carte que le joueur tient ; tu ne peux jamais "
                  "nommer le Garde, ni choisir un joueur protégé (A9.2, A8).",
        "hint": "Tu connais la carte de {p1} : nomme-la.",
        "note": "Les listes n'offrent que ce que les règles permettent ; la page dit pourquoi {p2} et le "
                "Garde manquent.",
    },
    "priest": {
        "title": "2 · Prêtre (2 exemplaires)",
        "body": "Regarde la carte d'un autre joueur, **en secret** (A9.3). Toi seul la vois ; les autres "
                "savent que tu as regardé, pas ce que tu as vu.",
        "goal": "Découvre ce que tient {p1}.",
        "reason": "Le Prêtre te montre la carte du joueur choisi, et à personne d'autre (A9.3).",
        "hint": "Joue le Prêtre sur {p1}.",
        "note": "Ce qu'un Prêtre a vu est le début de la déduction (leçon 3). Cela se périme après un "
                "Roi, un Prince ou un Chancelier.",
    },
    "baron": {
        "title": "3 · Baron (2 exemplaires)",
        "body": "Compare en secret **la carte que tu gardes** avec celle d'un autre joueur : la plus "
                "faible quitte la manche, et ce peut être toi. En cas d'égalité, rien ne se passe (A9.4).\n\n"
                "Tu garderas une Servante (4). {p2} vient d'annoncer qu'elle tient une carte de plus de 4.",
        "goal": "Élimine quelqu'un avec ton Baron, et reste en jeu.",
        "reason": "Le Baron compare la carte que tu gardes avec celle de la cible : la plus faible est "
                  "éliminée, même si c'est la tienne (A9.4).",
        "hint": "Défie le joueur qui a le moins de chances de tenir plus que ta Servante (4).",
        "note": "Fais essayer {p2} aussi (Rejouer) : être éliminé par son propre Baron marque les esprits.",
    },
    "handmaid": {
        "title": "4 · Servante (2 exemplaires)",
        "body": "Jusqu'au **début de ton prochain tour**, aucune carte d'un autre joueur ne peut te choisir "
                "(A9.5). Tu n'es pas protégé de tes propres cartes : un Prince peut encore te viser.",
        "goal": "Fais en sorte que personne ne puisse te choisir avant ton prochain tour.",
        "reason": "Une Servante jouée te protège jusqu'au début de ton prochain tour (A9.5).",
        "hint": "Laquelle de tes cartes te protège ?",
        "note": "Piège : la protection finit au début du prochain tour de sa joueuse, pas après un tour "
                "de table complet.",
    },
    "prince": {
        "title": "5 · Prince (2 exemplaires)",
        "body": "Choisis **n'importe quel joueur, toi compris**. Il défausse sa carte face visible, "
                "**sans son effet**, et en pioche une nouvelle (A9.6). S'il défausse la Princesse, il est "
                "éliminé et ne pioche rien.\n\n{p1} tient une Servante.",
        "goal": "Fais défausser sa carte à {p1}.",
        "reason": "Une carte défaussée à cause d'un Prince ne fait rien : la Servante de {p1} ne protège "
                  "personne (A9.6).",
        "hint": "Joue le Prince et choisis {p1}.",
        "note": "Demande : {p1} est-il protégé maintenant ? (Non : seule une Servante jouée protège.)",
    },
    "prince_empty_deck": {
        "title": "5 · Prince, au dernier tour",
        "body": "Si la pioche est **vide**, le joueur choisi par ton Prince prend la carte **mise de côté "
                "face cachée** au début (A9.6.2).\n\n"
                "La pioche est vide : c'est le dernier tour. Pour cette scène seulement, on te dit que la "
                "carte mise de côté est la **Princesse** (9).",
        "goal": "Gagne la manche avec ton Prince.",
        "reason": "Pioche vide : la cible du Prince prend la carte mise de côté ; puis la manche se finit "
                  "par une comparaison, et la carte la plus forte gagne (A9.6.2, A11.2).",
        "hint": "Un Prince peut te choisir : ton autre carte part, et tu prends la carte mise de côté.",
        "note": "Beaucoup oublient que la carte mise de côté revient ainsi.",
    },
    "chancellor": {
        "title": "6 · Chancelier (2 exemplaires)",
        "body": "Pioche **deux cartes**. Avec celle que tu gardais, tu en as trois : garde-en **une**, et "
                "remets les deux autres sous la pioche, face cachée, **dans l'ordre de ton choix** "
                "(A9.7). Les cartes remises ne sont pas défaussées : remettre la Princesse ne t'élimine "
                "pas.",
        "goal": "Joue le Chancelier et garde la plus forte de tes trois cartes.",
        "reason": "Le Chancelier te laisse garder l'une de tes trois cartes ; les deux autres vont sous "
                  "la pioche, la dernière choisie tout en dessous (A9.7).",
        "hint": "Après l'avoir joué, regarde les valeurs de tes trois cartes.",
        "note": "L'ordre compte plus tard : celui qui pioche en dernier reçoit la carte remise en premier.",
    },
    "king": {
        "title": "7 · Roi (1 exemplaire)",
        "body": "Échange en secret la carte que tu gardes avec celle d'un autre joueur (A9.8). Donner la "
                "Princesse n'est pas la défausser : personne n'est éliminé.\n\n"
                "Un Prêtre t'a montré plus tôt que {p1} tient la **Princesse**.",
        "goal": "Récupère la Princesse dans ta main.",
        "reason": "Le Roi échange ton autre carte avec celle du joueur choisi (A9.8).",
        "hint": "Échange avec le joueur qui la tient.",
        "note": "Demande ce que {p1} sait maintenant de ta main (tout : il tient ton ancienne carte).",
    },
    "countess": {
        "title": "8 · Comtesse (1 exemplaire)",
        "body": "La Comtesse ne fait rien quand on la joue. Mais si ton autre carte est le **Roi ou un "
                "Prince**, tu **dois** jouer la Comtesse (A7.2). Tu peux aussi la jouer par choix.\n\n"
                "Tu tiens un Prince et la Comtesse. Essaie d'abord le Prince.",
        "goal": "Joue la carte que les règles t'obligent à jouer.",
        "reason": "À côté du Roi ou d'un Prince, la Comtesse doit être jouée (A7.2).",
        "hint": "Le bouton du Prince dit pourquoi il n'est pas permis.",
        "note": "La règle la plus mal lue. La jouer par choix fait croire à un Roi ou un Prince.",
    },
    "princess": {
        "title": "9 · Princesse (1 exemplaire)",
        "body": "Si tu joues ou défausses la Princesse, **pour quelque raison que ce soit**, tu quittes "
                "aussitôt la manche (A9.10). La garder peut faire gagner, mais elle attire les coups.\n\n"
                "Une manche à deux joueurs, avec ses trois cartes face visible.",
        "goal": "Reste dans la manche.",
        "reason": "Qui joue ou défausse la Princesse est éliminé aussitôt (A9.10).",
        "hint": "Laquelle de tes deux cartes ne doit jamais quitter ta main ?",
        "note": "Jouer la Princesse est permis : les règles autorisent un coup perdant.",
    },
    "everyone_protected": {
        "title": "Quand personne ne peut être choisi",
        "body": "Si tous les autres joueurs encore en jeu sont protégés, un Garde, un Prêtre, un Baron ou "
                "un Roi est joué **sans effet**, et un Prince doit **te** choisir (A8, A9). Un joueur "
                "éliminé ne joue plus et ne peut plus être choisi (A10).\n\n"
                "{p1} et {p2} ont tous deux joué une Servante.",
        "goal": "Garde ton Prince pour un prochain tour.",
        "reason": "Tous les autres étant protégés, un Garde est joué sans effet, et un Prince ne pourrait "
                  "choisir que toi (A8).",
        "hint": "Quelle carte ne te coûte rien à jouer maintenant ?",
        "note": "Clique sur le Prince avec la classe : il ne propose qu'Alice comme cible.",
    },
    "worked_example": {
        "title": "Un exemple pour comprendre",
        "body": "Le tutoriel français suit un joueur pendant deux tours (FR §06).\n\n"
                "**Premier tour.** Tu gardes un Roi et tu pioches la Comtesse : tu dois jouer la "
                "Comtesse. Les autres voient seulement une Comtesse jouée, sans savoir si tu y étais "
                "obligé.\n\n"
                "**Plus tard.** Tu tiens un Baron et un Prince (5). {p2} est protégée.",
        "goal": "Élimine {p1} avec ton Baron.",
        "reason": "Ton Prince (5) bat toute carte en dessous de 5 ; si {p1} avait tenu un Prince aussi, "
                  "l'égalité n'aurait éliminé personne (A9.4).",
        "hint": "Joue le Baron et garde le Prince.",
        "note": "Demande ce que les autres apprennent de la Comtesse jouée au premier tour (peu de chose).",
    },
    "check_countess": {
        "title": "Vérification : la Comtesse",
        "body": "La règle de la Comtesse ne nomme que deux personnages.",
        "question": "Tu tiens la Comtesse et un Chancelier. Dois-tu jouer la Comtesse ?",
        "hint": "Quels sont les deux personnages qui obligent à jouer la Comtesse ?",
        "explanation": "Non. Seuls le Roi ou un Prince à côté d'elle obligent à la jouer ; et la règle ne "
                       "s'applique pas aux trois cartes tenues un instant avec le Chancelier (A7.2).",
        "note": "Question fréquente du guide anglais.",
    },
    "showdown": {
        "title": "Fin de manche et victoire",
        "body": "**Dernier en jeu.** Dès qu'il ne reste qu'un joueur, il gagne la manche (A11.1).\n\n"
                "**Comparaison.** Sinon la manche finit après le tour où la pioche se vide : les joueurs "
                "encore en jeu montrent leur carte, et la **plus forte valeur** gagne une faveur "
                "(A11.2, A12).\n\nC'est le dernier tour.",
        "goal": "Gagne la manche à la comparaison.",
        "reason": "À la comparaison, la carte la plus forte encore en main gagne la manche (A12).",
        "hint": "Garde la carte de plus forte valeur.",
        "note": "Les valeurs ne comptent qu'à la comparaison : voilà pourquoi on garde les fortes cartes.",
    },
    "tie": {
        "title": "Les égalités se partagent",
        "body": "Tous les joueurs à égalité pour la carte la plus forte gagnent la manche et une faveur. "
                "Ne départage **pas** en additionnant les défausses (A12.2).\n\nDeux joueurs, le "
                "dernier tour.",
        "goal": "Regarde la carte de {p1} avec ton Prêtre, garde ton Prince, et vois qui gagne.",
        "reason": "{p1} tient un Prince lui aussi : les joueurs à égalité gagnent tous, quelles que soient "
                  "leurs défausses (A12.2).",
        "hint": "Joue le Prêtre sur {p1}.",
        "note": "Les anciennes règles départageaient par les défausses ; l'édition 2019 partage.",
    },
    "spy_bonus": {
        "title": "Le bonus de l'Espionne",
        "body": "Si exactement un joueur **encore en jeu** a une Espionne sur sa défausse, jouée ou "
                "défaussée, il gagne **une faveur de plus**, qu'il ait gagné la manche ou non (A13).\n\n"
                "Le dernier tour. Tu vas perdre la comparaison, mais tu tiens une Espionne.",
        "goal": "Gagne une faveur, même si tu perds la comparaison.",
        "reason": "Une Espionne ne compte que sur la défausse d'un joueur encore en jeu, et seulement si "
                  "aucun autre joueur en jeu n'en a une (A13) ; une Espionne en main ne compte pas.",
        "hint": "L'Espionne doit être sur ta défausse, pas dans ta main, à la fin de la manche.",
        "note": "Un gagnant peut gagner deux faveurs dans la même manche.",
    },
    "end_of_game": {
        "title": "Gagner la partie",
        "body": "Les faveurs qui font gagner dépendent du nombre de joueurs : 6 à 2, 5 à 3, 4 à 4, 3 à 5 "
                "ou 6 (A3). Une fois les faveurs de la manche données, tous ceux qui atteignent le "
                "nombre gagnent : plusieurs joueurs peuvent gagner ensemble (A14).\n\n"
                "Deux joueurs à cinq faveurs chacun ; il en faut six.",
        "goal": "Gagne la partie.",
        "reason": "Les faveurs de la manche sont données d'abord, puis tous ceux qui atteignent le "
                  "nombre gagnent (A14).",
        "hint": "Que dois-tu tenir à la comparaison, face au Prince de {p1} ?",
        "note": "Manche suivante : on rassemble toutes les cartes, celles de côté aussi ; le gagnant "
                "commence (A15).",
    },
    "check_game": {
        "title": "Vérification : les faveurs",
        "body": "Quatre joueurs.",
        "question": "Chloé a 3 faveurs. Elle gagne la manche, et elle est la seule joueuse encore en jeu "
                    "avec une Espionne sur sa défausse. Gagne-t-elle la partie ?",
        "hint": "Compte les faveurs qu'elle gagne dans cette manche, et combien il en faut à quatre.",
        "explanation": "Oui : 1 faveur pour la manche et 1 pour l'Espionne font 5, et 4 suffisent à "
                       "quatre joueurs (A3, A13).",
        "note": "Vérifie qu'ils comptent le bonus de l'Espionne comme une deuxième faveur.",
    },
    "mistakes": {
        "title": "Les erreurs fréquentes",
        "body": "- **Garder la Comtesse** à côté du Roi ou d'un Prince.\n"
                "- **Nommer le Garde** avec un Garde : interdit.\n"
                "- **Appliquer une carte défaussée à cause d'un Prince :** elle ne fait rien, sauf la "
                "Princesse, qui élimine qui la défausse.\n"
                "- **Donner le bonus de l'Espionne à un joueur éliminé.**\n"
                "- **Mélanger les éditions :** ici la Princesse vaut 9, la Comtesse 8, le Roi 7.",
        "question": "Ton Prince fait défausser une Servante à un autre joueur. Ce joueur est-il protégé "
                    "maintenant ?",
        "hint": "Une carte défaussée à cause d'un Prince a-t-elle son effet ?",
        "explanation": "Non. La Servante ne protège que quand elle est jouée ; défaussée à cause d'un "
                       "Prince, elle n'a aucun effet (A9.5, A9.6).",
        "note": "Demande à la classe quelles autres erreurs elle a faites dans les scènes.",
    },
    "prince_princess": {
        "title": "Les questions qu'on pose souvent : le Prince et la Princesse",
        "body": "**Est-ce que je pioche après qu'un Prince m'a fait défausser la Princesse ?** Non : la "
                "défausser t'élimine aussitôt, tu ne pioches rien (A9.6.1).\n\n"
                "Ton premier Prêtre t'a montré que {p1} tient la Princesse.",
        "goal": "Élimine {p1}.",
        "reason": "Qui défausse la Princesse, pour quelque raison que ce soit, est éliminé et ne pioche "
                  "rien (A9.6.1, A9.10).",
        "hint": "Un Prince fait défausser sa cible ; un Garde peut aussi la nommer.",
        "note": "Tiré des règles souvent mal comprises du guide anglais.",
    },
    "spy_eliminated": {
        "title": "Les questions qu'on pose souvent : l'Espionne d'un éliminé",
        "body": "**Ai-je le bonus de l'Espionne après avoir été éliminé ?** Non : il faut être encore en "
                "jeu (A13). Et l'Espionne d'un joueur éliminé n'empêche personne de l'obtenir.\n\n"
                "{p1} et toi avez chacun joué une Espionne ; tu sais que {p1} tient le **Roi**. Le "
                "dernier tour.",
        "goal": "Obtiens le bonus de l'Espionne.",
        "reason": "Seuls les joueurs encore en jeu comptent pour le bonus de l'Espionne (A13).",
        "hint": "Tant que {p1} est en jeu, son Espionne annule la tienne.",
        "note": "Aussi : un Garde ne nomme jamais le Garde ; les égalités se partagent.",
    },
    "summary": {
        "title": "Résumé express",
        "body": "- **Mise en place :** 21 cartes ; une de côté face cachée ; à deux, trois de plus face "
                "visible ; une carte chacun.\n"
                "- **Ton tour :** pioche, joue l'une de tes deux cartes, applique tout son effet.\n"
                "- **Manche gagnée :** dernier en jeu, ou carte la plus forte une fois la pioche vide ; "
                "les égalités se partagent.\n"
                "- **Espionne :** le seul joueur en jeu avec une Espionne sur sa défausse gagne une "
                "faveur.\n"
                "- **Conseils :** compte les cartes visibles ; surveille les protections ; ce qu'a vu un "
                "Prêtre se périme après un Roi, un Prince ou un Chancelier ; les petites cartes "
                "éliminent, les fortes gagnent les comparaisons.\n\nLes faveurs pour gagner la partie :",
        "note": "Imprime cette étape comme aide-mémoire de la classe.",
    },
    "classic": {
        "title": "L'édition classique",
        "body": "L'ancien jeu (partie B des règles) a **16 cartes**, cinq Gardes, **ni Espionne ni "
                "Chancelier**, d'autres valeurs (Roi 6, Comtesse 7), les cartes distribuées avant de "
                "mettre la réserve de côté, et moins de faveurs pour gagner (2 à 4 joueurs). Le tour, les "
                "effets, la règle de la Comtesse et les égalités fonctionnent comme ici.",
        "question": "Dans l'édition classique, combien vaut la Princesse ?",
        "hint": "Dans le jeu classique, le Roi, la Comtesse et la Princesse valent chacun un de moins.",
        "explanation": "La Princesse classique vaut 8 (B1) ; lovelet joue les deux éditions.",
        "note": "La leçon 6 compare les éditions en jeu.",
    },
}
