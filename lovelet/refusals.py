"""The refusals a player meets at the table, in English, French and German.

The engine explains a refused move in English (``IllegalAction.message``); the
classroom kit speaks the reader's language.  A refusal raised through :func:`refused`
carries, besides its code, the key of its sentence and the values that went into it
(names, cards, counts: nothing the sentence does not already say), so that
:meth:`lovelet.IllegalAction.sentence` can say it again in French or German.

Keys are ``CODE`` or ``CODE.variant`` where one code has several sentences (the Prince
and the Guard need a target for different reasons).  A refusal with no key, or a key
with no template in a language, is said in English: never a missing sentence.
"""

from .errors import IllegalAction

__all__ = ["refused", "said", "sentence", "TEMPLATES"]

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
    },
}

# The last two of several names are joined by the language's "or".
_OR = {"en": None, "fr": " ou ", "de": " oder "}
_DE_NONE = {"m": "keinen", "f": "keine"}


def _names(names, language):
    names = [str(name) for name in names]
    if _OR[language] is None or len(names) < 2:
        return ", ".join(names)  # the engine's English form, unchanged
    return ", ".join(names[:-1]) + _OR[language] + names[-1]


def _card_forms(card, language):
    """The forms of ``card``'s name the templates use, in ``language``."""
    from .i18n import GENDERS, card_name, card_with_article

    the_card = card_with_article(card, language)
    forms = {"card": card_name(card, language), "the_card": the_card,
             "The_card": the_card[:1].upper() + the_card[1:]}
    if language == "de":
        # the accusative's own form: "keinen Prinzen" (a weak noun), "keinen Priester"
        accusative = card_with_article(card, "de", "acc").split(" ", 1)[1]
        forms["no_card"] = f"{_DE_NONE[GENDERS['de'][card]]} {accusative}"
    return forms


def _filled(template, language, values):
    from .i18n import formatted

    fields = {key: value for key, value in values.items() if key not in ("card", "names")}
    if "card" in values:
        fields.update(_card_forms(values["card"], language))
    if "names" in values:
        fields["names"] = _names(values["names"], language)
    return formatted(template, language, **fields)


def said(key, language="en", **values):
    """The sentence ``key`` of :data:`TEMPLATES` in ``language``, filled with ``values``
    (English where the language has no such sentence)."""
    template = TEMPLATES.get(language, {}).get(key) or TEMPLATES["en"][key]
    return _filled(template, language if key in TEMPLATES.get(language, {}) else "en", values)


def refused(key, **values):
    """The IllegalAction for ``key`` (a key of :data:`TEMPLATES` named after its code),
    its English sentence filled with ``values``, remembering both so that it can be
    said in other languages."""
    code = key.split(".", 1)[0]
    message = _filled(TEMPLATES["en"][key], "en", values)
    return IllegalAction(code, message, key=key, values=values)


def sentence(refusal, language="en"):
    """``refusal``'s sentence in ``language`` ("en", "fr", "de"; anything else: English).

    Refusals with no translation (those not raised through :func:`refused`) keep the
    engine's English sentence.
    """
    key = getattr(refusal, "key", None)
    template = TEMPLATES.get(language, {}).get(key) if key else None
    if template is None or language == "en":
        return refusal.message
    try:
        return _filled(template, language, refusal.values)
    except (KeyError, ValueError, IndexError):  # a key whose values do not fit: say it in English
        return refusal.message
