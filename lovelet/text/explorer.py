"""The probability explorer's sentences that depend on a count, in English, French, German.

:mod:`lovelet.text.i18n` holds the explorer's fixed labels; the sentences here change their
words with a number ("1 opponent", "2 opponents"; "1 of the 14 unseen cards is lower",
"none of the 14 ... is lower"), so each is given as its plural forms and chosen with
:func:`lovelet.text.plurals.choose` (CLDR's rules, through Babel).  Every sentence has at
most one level of brackets: a figure is "14.3% (1/7: 2 of the 14 unseen cards)", and
nothing that holds a figure puts it in brackets again.

Each function returns plain text (a view escapes it) in ``language``.
"""

from lovelet.text.i18n import card_count, card_name, card_with_article, formatted, text
from lovelet.text.plurals import choose, joined, number
from lovelet.text.typography import french_spacing

__all__ = ["places", "unseen_count", "outcome_count", "best_guess", "reason", "edition_notice", "REASONS"]

_FORMS = {
    "en": {
        "places": "The {unseen} unseen cards are: {places}.",
        "in_hands": {"one": "1 in the opponent's hand", "other": "{count} in the opponents' hands"},
        "in_deck": {"zero": "none in the deck", "other": "{count} in the deck"},
        "aside": "1 set aside face down",
        "unseen_of": {"zero": "none of the {total} unseen cards", "one": "{count} of 1 unseen card",
                      "other": "{count} of the {total} unseen cards"},
        "lower": {"zero": "none of the {total} unseen cards is lower",
                  "one": "1 of the {total} unseen cards is lower",
                  "other": "{count} of the {total} unseen cards are lower"},
        "equal": {"zero": "none of the {total} unseen cards has the same value",
                  "one": "1 of the {total} unseen cards has the same value",
                  "other": "{count} of the {total} unseen cards have the same value"},
        "higher": {"zero": "none of the {total} unseen cards is higher",
                   "one": "1 of the {total} unseen cards is higher",
                   "other": "{count} of the {total} unseen cards are higher"},
        "best_guess": "Best Guard guess: {card}, {chance}",
        "too_many": {"one": "there is only 1 {card} in this edition, but {held} in your hand and {seen} "
                            "seen make {total}.",
                     "other": "there are only {copies} in this edition, but {held} in your hand and {seen} "
                              "seen make {total}."},
        "seen_count": "{count}",
        "hands": {"one": "the opponent's hand", "other": "the {count} opponents' hands"},
        "only_unseen": {"zero": "no card is unseen", "one": "only 1 card is unseen",
                        "other": "only {count} cards are unseen"},
        "cannot_fill": ("{hands} and the set-aside card need {needed} unseen cards, but {unseen}: mark "
                        "fewer cards as seen, or take a player out."),
        "cards": {"zero": "no card", "one": "1 card", "other": "{count} cards"},
        "unseen_cards": {"one": "1 unseen card", "other": "{count} unseen cards"},
        "opponents": {"one": "1 opponent", "other": "{count} opponents"},
        "deck_follows": ("with {unseen} and {opponents}, the deck holds {fitted}, not {deck}: each "
                         "opponent holds one card and one card is set aside. {advice}"),
        "see_more": {"one": "For a deck of {deck}, mark 1 more card as seen.",
                     "other": "For a deck of {deck}, mark {count} more cards as seen."},
        "see_fewer": "A larger deck needs fewer cards seen, or fewer players.",
        "notice": "Edition switched to {edition}. {changes}.",
        "kept": "kept: {what}", "kept_hand": "your hand", "kept_seen": "the cards seen",
        "kept_players": "the players left",
        "left_hand": "{card} left your hand (this edition has none)",
        "new_hand": "your hand now holds {card}",
        "seen_changed": "cards seen, {card}: {new} instead of {old}",
        "players_changed": "players left: {new} instead of {old}",
        "deck_changed": "deck size: {new} instead of {old}",
        "nothing_kept": "nothing of the situation fits this edition: it starts from its own",
    },
    "fr": {
        "places": "Les {unseen} cartes non vues sont : {places}.",
        "in_hands": {"one": "1 dans la main de l'adversaire",
                     "other": "{count} dans les mains des adversaires"},
        "in_deck": {"zero": "aucune dans la pioche", "other": "{count} dans la pioche"},
        "aside": "1 mise à part face cachée",
        "unseen_of": {"zero": "aucune des {total} cartes non vues", "one": "{count} sur 1 carte non vue",
                      "other": "{count} des {total} cartes non vues"},
        "lower": {"zero": "aucune des {total} cartes non vues n'est plus faible",
                  "one": "1 des {total} cartes non vues est plus faible",
                  "other": "{count} des {total} cartes non vues sont plus faibles"},
        "equal": {"zero": "aucune des {total} cartes non vues n'a la même valeur",
                  "one": "1 des {total} cartes non vues a la même valeur",
                  "other": "{count} des {total} cartes non vues ont la même valeur"},
        "higher": {"zero": "aucune des {total} cartes non vues n'est plus forte",
                   "one": "1 des {total} cartes non vues est plus forte",
                   "other": "{count} des {total} cartes non vues sont plus fortes"},
        "best_guess": "Meilleure annonce du Garde : {card}, {chance}",
        "too_many": {"one": "il n'y a qu'un exemplaire de la carte {card} dans cette édition, mais {held} en "
                            "main et {seen} font {total}.",
                     "other": "il n'y a que {copies} dans cette édition, mais {held} en main et {seen} "
                              "font {total}."},
        "seen_count": {"one": "{count} vu", "other": "{count} vus"},
        "hands": {"one": "la main de l'adversaire", "other": "les mains des {count} adversaires"},
        "only_unseen": {"zero": "il ne reste aucune carte non vue", "one": "il ne reste qu'une carte non vue",
                        "other": "il ne reste que {count} cartes non vues"},
        "cannot_fill": ("{hands} et la carte mise à part demandent {needed} cartes non vues, mais {unseen} : "
                        "marque moins de cartes comme vues, ou retire un joueur."),
        "cards": {"zero": "aucune carte", "one": "1 carte", "other": "{count} cartes"},
        "unseen_cards": {"one": "1 carte non vue", "other": "{count} cartes non vues"},
        "opponents": {"one": "1 adversaire", "other": "{count} adversaires"},
        "deck_follows": ("avec {unseen} et {opponents}, la pioche compte {fitted}, pas {deck} : chaque "
                         "adversaire a une carte en main et une carte est mise à part. {advice}"),
        "see_more": {"one": "Pour une pioche de {deck}, marque 1 carte de plus comme vue.",
                     "other": "Pour une pioche de {deck}, marque {count} cartes de plus comme vues."},
        "see_fewer": "Une pioche plus grande demande moins de cartes vues, ou moins de joueurs.",
        "notice": "Édition changée : {edition}. {changes}.",
        "kept": "gardés : {what}", "kept_hand": "ta main", "kept_seen": "les cartes vues",
        "kept_players": "les joueurs restants",
        "left_hand": "{card} a quitté ta main (cette édition n'en a pas)",
        "new_hand": "ta main tient maintenant {card}",
        "seen_changed": "cartes vues, {card} : {new} au lieu de {old}",
        "players_changed": "joueurs restants : {new} au lieu de {old}",
        "deck_changed": "taille de la pioche : {new} au lieu de {old}",
        "nothing_kept": "rien de la situation ne convient à cette édition : elle part de la sienne",
    },
    "de": {
        "places": "Die {unseen} ungesehenen Karten sind: {places}.",
        "in_hands": {"one": "1 auf der Hand des Gegners", "other": "{count} auf den Händen der Gegner"},
        "in_deck": {"zero": "keine im Nachziehstapel", "other": "{count} im Nachziehstapel"},
        "aside": "1 verdeckt beiseitegelegt",
        "unseen_of": {"zero": "keine der {total} ungesehenen Karten",
                      "one": "{count} von 1 ungesehenen Karte", "other": "{count} der {total} ungesehenen Karten"},
        "lower": {"zero": "keine der {total} ungesehenen Karten ist niedriger",
                  "one": "1 der {total} ungesehenen Karten ist niedriger",
                  "other": "{count} der {total} ungesehenen Karten sind niedriger"},
        "equal": {"zero": "keine der {total} ungesehenen Karten hat denselben Wert",
                  "one": "1 der {total} ungesehenen Karten hat denselben Wert",
                  "other": "{count} der {total} ungesehenen Karten haben denselben Wert"},
        "higher": {"zero": "keine der {total} ungesehenen Karten ist höher",
                   "one": "1 der {total} ungesehenen Karten ist höher",
                   "other": "{count} der {total} ungesehenen Karten sind höher"},
        "best_guess": "Bester Tipp der Wächterin: {card}, {chance}",
        "too_many": {"one": "diese Ausgabe hat nur ein Exemplar der Karte {card}, aber {held} auf deiner Hand "
                            "und {seen} gesehen ergeben {total}.",
                     "other": "diese Ausgabe hat nur {copies}, aber {held} auf deiner Hand und {seen} gesehen "
                              "ergeben {total}."},
        "seen_count": "{count}",
        "hands": {"one": "die Hand des Gegners", "other": "die Hände der {count} Gegner"},
        "only_unseen": {"zero": "keine Karte ist ungesehen", "one": "nur 1 Karte ist ungesehen",
                        "other": "nur {count} Karten sind ungesehen"},
        "cannot_fill": ("{hands} und die Reservekarte brauchen {needed} ungesehene Karten, aber {unseen}: "
                        "markiere weniger Karten als gesehen oder nimm einen Spieler heraus."),
        "cards": {"zero": "keine Karte", "one": "1 Karte", "other": "{count} Karten"},
        "unseen_cards": {"one": "1 ungesehenen Karte", "other": "{count} ungesehenen Karten"},  # dative
        "opponents": {"one": "1 Gegner", "other": "{count} Gegnern"},
        "deck_follows": ("bei {unseen} und {opponents} hat der Nachziehstapel {fitted}, nicht {deck}: jeder "
                         "Gegner hat eine Karte auf der Hand und eine Karte ist beiseitegelegt. {advice}"),
        "see_more": {"one": "Für einen Stapel von {deck} markiere 1 weitere Karte als gesehen.",
                     "other": "Für einen Stapel von {deck} markiere {count} weitere Karten als gesehen."},
        "see_fewer": "Ein größerer Stapel braucht weniger gesehene Karten oder weniger Spieler.",
        "notice": "Ausgabe gewechselt: {edition}. {changes}.",
        "kept": "beibehalten: {what}", "kept_hand": "deine Hand", "kept_seen": "die gesehenen Karten",
        "kept_players": "die verbleibenden Spieler",
        "left_hand": "{card} hat deine Hand verlassen (diese Ausgabe hat keine)",
        "new_hand": "deine Hand hält jetzt {card}",
        "seen_changed": "gesehene Karten, {card}: {new} statt {old}",
        "players_changed": "verbleibende Spieler: {new} statt {old}",
        "deck_changed": "Größe des Nachziehstapels: {new} statt {old}",
        "nothing_kept": "nichts von der Lage passt zu dieser Ausgabe: sie beginnt mit ihrer eigenen",
    },
}


def _say(key, language, count=None, **values):
    """The text ``key`` in ``language``, its form chosen by ``count`` (written as a number)."""
    template = _FORMS[language][key]
    if isinstance(template, dict):
        template = choose(template, count, language)
    if count is not None:
        values["count"] = number(count, language)
    return formatted(template, language, **{name: number(value, language) if isinstance(value, int)
                                            and not isinstance(value, bool) else value
                                            for name, value in values.items()})


def places(unseen, opponents, deck, language="en"):
    """Where the unseen cards are: "The 19 unseen cards are: 2 in the opponents' hands, 16 in
    the deck, and 1 set aside face down."."""
    parts = [_say("in_hands", language, opponents), _say("in_deck", language, deck), _say("aside", language)]
    return _say("places", language, unseen=unseen, places=joined(parts, language))


def unseen_count(count, total, language="en"):
    """``count`` of the ``total`` unseen cards: "2 of the 14 unseen cards", "none of the 14 unseen cards"."""
    # the form follows the total ("of 1 unseen card"), but a count of 0 reads "none of the ..."
    forms = _FORMS[language]["unseen_of"]
    template = forms["zero"] if count == 0 else choose(forms, total, language)
    return formatted(template, language, count=number(count, language), total=number(total, language))


def outcome_count(outcome, count, total, language="en"):
    """How many unseen cards a Baron's card beats ("lower"), ties ("equal") or loses to ("higher")."""
    return _say(outcome, language, count, total=total)


def best_guess(card, chance_text, language="en"):
    """The best Guard guess with its figure, in one level of brackets."""
    return _say("best_guess", language, card=card_name(card, language), chance=chance_text)


# ---------------------------------------------------------------------- refusals


def _too_many(language, card, copies, held, seen, total):
    return _say("too_many", language, copies, card=card_name(card, language),
                copies=card_count(card, copies, language), held=held,
                seen=_say("seen_count", language, seen), total=total)


def _cannot_fill(language, opponents, needed, unseen):
    return _say("cannot_fill", language, hands=_say("hands", language, opponents), needed=needed,
                unseen=_say("only_unseen", language, unseen))


def _deck_follows(language, deck, fitted, unseen, opponents):
    advice = (_say("see_more", language, fitted - deck, deck=deck) if deck < fitted
              else _say("see_fewer", language))
    return _say("deck_follows", language, unseen=_say("unseen_cards", language, unseen),
                opponents=_say("opponents", language, opponents), fitted=_say("cards", language, fitted),
                deck=deck, advice=advice)


#: The refusals said here, by the key of :class:`lovelet.deduction.situation.Problem`.
REASONS = {"explorer_reason_too_many": _too_many, "explorer_reason_cannot_fill": _cannot_fill,
           "explorer_reason_deck_follows": _deck_follows}


def reason(key, language, **values):
    """The refusal ``key`` of :data:`REASONS` in ``language``, filled with ``values``."""
    return REASONS[key](language, **values)


# ---------------------------------------------------------------------- the edition switch


def edition_notice(edition, changes, language="en"):
    """What a switch to ``edition`` changed, in a sentence.

    ``changes`` is a list of (kind, values) in order: ("kept", {"what": a list of
    "hand", "seen", "players"}), ("left_hand", {"card"}),
    ("new_hand", {"card"}), ("seen_changed", {"card", "old", "new"}),
    ("players_changed", {"old", "new"}), ("deck_changed", {"old", "new"}) or
    ("nothing_kept", {}).
    """
    said = []
    for kind, values in changes:
        values = dict(values)
        if kind == "kept":
            values["what"] = joined([_say(f"kept_{what}", language) for what in values["what"]], language)
        elif kind == "left_hand":
            values["card"] = card_with_article(values["card"], language, "nom")
        elif kind == "new_hand":
            values["card"] = card_with_article(values["card"], language, "acc")
        elif kind == "seen_changed":
            values["card"] = card_name(values["card"], language)
        said.append(_say(kind, language, **values))
    # Joined here, outside any template: the French "; " gets its spacing like the rest.
    changes = french_spacing(" ; ".join(said)) if language == "fr" else "; ".join(said)
    return _say("notice", language, edition=text(f"setup_edition_{edition}", language),
                changes=changes[:1].upper() + changes[1:])
