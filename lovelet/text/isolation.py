"""Why an isolated agent lost a game by forfeit, and how the strategy lab says it, in three languages.

:mod:`lovelet.text.i18n` merges them into :data:`lovelet.text.i18n.TEXTS`; each ``forfeit_*`` key
is a reason of :data:`lovelet.lab.isolation.FORFEIT_REASONS`, said after a colon ("lost by
forfeit: more than 2 s to choose a move"), with ``{detail}`` its one line.
"""

__all__ = ["ISOLATION_TEXTS"]

ISOLATION_TEXTS = {
    "en": {
        "forfeit_overran": "more than {detail} s to choose a move",
        "forfeit_crashed": "the agent raised {detail}",
        "forfeit_junk": "the agent sent something that is not a move ({detail})",
        "forfeit_illegal": "the agent chose a move the rules refuse: {detail}",
        "forfeit_ended": "the agent's process ended ({detail})",
        "forfeit_unstartable": "the agent could not be started ({detail})",
        "lab_forfeit": "Game {game}: {agent} lost by forfeit: {reason}.",
        "lab_forfeit_rounds": "Round {game}: {agent} lost by forfeit: {reason}.",
        "lab_forfeits_more": "… and {count} more forfeits.",
        "lab_bad_isolate": "isolate must be True or False, not {value}.",
        "lab_bad_move_seconds": "move_seconds must be a number of seconds above 0 and at most {most}, not {value}.",
    },
    "fr": {
        "forfeit_overran": "plus de {detail} s pour choisir un coup",
        "forfeit_crashed": "l'agent a levé {detail}",
        "forfeit_junk": "l'agent a envoyé autre chose qu'un coup ({detail})",
        "forfeit_illegal": "l'agent a choisi un coup que les règles refusent : {detail}",
        "forfeit_ended": "le processus de l'agent s'est arrêté ({detail})",
        "forfeit_unstartable": "l'agent n'a pas pu être lancé ({detail})",
        "lab_forfeit": "Partie {game} : {agent} perd par forfait : {reason}.",
        "lab_forfeit_rounds": "Manche {game} : {agent} perd par forfait : {reason}.",
        "lab_forfeits_more": "… et {count} autres forfaits.",
        "lab_bad_isolate": "isolate doit valoir True ou False, pas {value}.",
        "lab_bad_move_seconds": ("move_seconds doit être un nombre de secondes au-dessus de 0 et d'au plus {most}, "
                                 "pas {value}."),
    },
    "de": {
        "forfeit_overran": "mehr als {detail} s für einen Zug",
        "forfeit_crashed": "der Agent hat {detail} ausgelöst",
        "forfeit_junk": "der Agent hat etwas geschickt, das kein Zug ist ({detail})",
        "forfeit_illegal": "der Agent hat einen Zug gewählt, den die Regeln verbieten: {detail}",
        "forfeit_ended": "der Prozess des Agenten wurde beendet ({detail})",
        "forfeit_unstartable": "der Agent konnte nicht gestartet werden ({detail})",
        "lab_forfeit": "Partie {game}: {agent} verliert kampflos: {reason}.",
        "lab_forfeit_rounds": "Runde {game}: {agent} verliert kampflos: {reason}.",
        "lab_forfeits_more": "… und {count} weitere kampflose Niederlagen.",
        "lab_bad_isolate": "isolate muss True oder False sein, nicht {value}.",
        "lab_bad_move_seconds": "move_seconds muss eine Zahl von Sekunden über 0 und höchstens {most} sein, nicht {value}.",
    },
}
