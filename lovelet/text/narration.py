"""Events told as sentences, in English, French or German.

:func:`describe` turns one event, as a given player saw it, into a sentence a student
can read in a log: "Ann plays the Guard on Ben and names the Priest." followed by
"Wrong guess: Ben does not hold the Priest." for the next event.  Secrets appear
only when the event carries them (an event taken from ``observation.events`` has its
secrets removed already), so a narration built from an observation never tells more
than that player knows.

Every card is named with its definite article, declined as the sentence needs it
(:func:`lovelet.text.i18n.card_with_article`): "Raté : Ann n'a pas le Prêtre.", "Falsch
geraten: Ann hat nicht den Priester.", "Ben legt den Prinzen ab."; French elides "de"
before a vowel ("la carte d'Ann").  ``language`` is read by
:func:`lovelet.text.languages.language_of`.
"""

import functools

from lovelet.engine.cards import Card
from lovelet.text.i18n import card_with_article, formatted
from lovelet.text.typography import french_spacing
from lovelet.text.languages import language_of

__all__ = ["describe", "narrate"]

# Templates take their values through str.format.  A card, or a list of cards, is
# written with its definite article (lovelet.text.i18n.card_with_article); the format spec
# gives the grammatical case the sentence needs: "{card:acc}" is "den Priester" in
# German, "le Prêtre" in French, "the Priest" in English ("nom" when no spec is given).
SENTENCES = {
    "en": {
        "deal": "{player} is dealt a card.",
        "deal_seen": "{player} is dealt {card}.",
        "hand_seen": "{player} holds {cards}.",
        "hand_empty": "{player} holds no card.",
        "position": "The lesson starts from a staged position.",
        "set_aside": "One card is set aside face down.",
        "face_up": "Set aside face up: {cards}.",
        "deck": "The deck has {size} cards.",
        "deck_one": "The deck has 1 card.",
        "deck_none": "The deck is empty.",
        "protection_ends": "{player}'s Handmaid protection ends.",
        "draw": "{player} draws a card.",
        "draw_seen": "{player} draws {card}.",
        "draw_set_aside": "{player} takes the set-aside card.",
        "draw_set_aside_seen": "{player} takes the set-aside card: {card}.",
        "play": "{player} plays {card}.",
        "play_target": "{player} plays {card} on {target}.",
        "play_guess": "{player} plays {guard} on {target} and names {guess}.",
        "guard_hit": "Right guess: {target} held {guess}.",
        "guard_miss": "Wrong guess: {target} does not hold {guess}.",
        "priest": "{player} looks at {target}'s card.",
        "priest_seen": "{player} looks at {target}'s card: {card}.",
        "baron_tie": "{player} and {target} compare cards: a tie, nobody is out.",
        "baron_out": "{player} and {target} compare cards: {loser} has the lower card.",
        "baron_seen": "{player} holds {player_card}, {target} {target_card}.",
        "protected": "{player} is protected until their next turn.",
        "prince": "{target} discards {card}.",
        "chancellor_draw": "{player} draws {count} cards with the Chancellor.",
        "chancellor_draw_seen": "{player} draws {cards} with the Chancellor.",
        "chancellor_return": "{player} puts {count} cards under the deck.",
        "chancellor_return_seen": "{player} keeps {keep} and puts {bottom} under the deck.",
        "king": "{player} and {target} exchange their cards.",
        "king_seen": "{player} gives {player_card} to {target} and receives {target_card}.",
        "eliminated": "{player} is out of the round.",
        "eliminated_cards": "{player} is out of the round and discards {cards}.",
        "chancellor_nothing": "The deck is empty: {player}'s Chancellor draws nothing.",
        "chancellor_draw_one": "{player} draws 1 card with the Chancellor.",
        "chancellor_return_one": "{player} puts 1 card under the deck.",
        "showdown": "The deck is empty and the hands are shown: {hands}.",
        "shows": "{player} holds {card}",
        "set_aside_was": "The card set aside was {card}.",
        "spy_bonus": "{player} gains a favor for the Spy.",
        "game_end": "{winners} {won} the game.",
        "round_end": "The round is over: {winners} {won}.",
        "round_end_nobody": "The round is over: nobody wins.",
        "won_one": "wins", "won_many": "win",
        "and": "and",
    },
    "fr": {
        "deal": "{player} reçoit une carte.",
        "deal_seen": "{player} reçoit {card:acc}.",
        "hand_seen": "{player} a en main {cards:acc}.",
        "hand_empty": "{player} n'a aucune carte en main.",
        "position": "La leçon part d'une position préparée.",
        "set_aside": "Une carte est mise à part, face cachée.",
        "face_up": "Cartes mises à part face visible : {cards}.",
        "deck": "La pioche compte {size} cartes.",
        "deck_one": "La pioche compte 1 carte.",
        "deck_none": "La pioche est vide.",
        "protection_ends": "La protection de la Servante prend fin pour {player}.",
        "draw": "{player} pioche une carte.",
        "draw_seen": "{player} pioche {card:acc}.",
        "draw_set_aside": "{player} prend la carte mise à part.",
        "draw_set_aside_seen": "{player} prend la carte mise à part : {card}.",
        "play": "{player} joue {card:acc}.",
        "play_target": "{player} joue {card:acc} sur {target}.",
        "play_guess": "{player} joue {guard:acc} sur {target} et annonce {guess:acc}.",
        "guard_hit": "Bien vu : {target} avait {guess:acc}.",
        "guard_miss": "Raté : {target} n'a pas {guess:acc}.",
        "priest": "{player} regarde la carte de {target}.",
        "priest_seen": "{player} regarde la carte de {target} : {card}.",
        "baron_tie": "{player} et {target} comparent leurs cartes : égalité, personne n'est éliminé.",
        "baron_out": "{player} et {target} comparent leurs cartes : {loser} a la plus faible.",
        "baron_seen": "{player} a {player_card:acc}, {target} a {target_card:acc}.",
        "protected": "La Servante protège {player} jusqu'à son prochain tour.",
        "prince": "{target} défausse {card:acc}.",
        "chancellor_draw": "{player} pioche {count} cartes avec le Chancelier.",
        "chancellor_draw_seen": "{player} pioche {cards:acc} avec le Chancelier.",
        "chancellor_return": "{player} remet {count} cartes sous la pioche.",
        "chancellor_return_seen": "{player} garde {keep:acc} et remet {bottom:acc} sous la pioche.",
        "king": "{player} et {target} échangent leurs cartes.",
        "king_seen": "{player} donne {player_card:acc} à {target} et reçoit {target_card:acc}.",
        "eliminated": "{player} quitte la manche.",
        "eliminated_cards": "{player} quitte la manche et défausse {cards:acc}.",
        "chancellor_nothing": "La pioche est vide : le Chancelier de {player} ne pioche rien.",
        "chancellor_draw_one": "{player} pioche 1 carte avec le Chancelier.",
        "chancellor_return_one": "{player} remet 1 carte sous la pioche.",
        "showdown": "La pioche est vide, chacun montre sa carte : {hands}.",
        "shows": "{player} a {card:acc}",
        "set_aside_was": "La carte mise à part était {card}.",
        "spy_bonus": "{player} gagne une faveur grâce à l'Espionne.",
        "game_end": "{winners} {won} la partie.",
        "round_end": "La manche est finie : {winners} {won}.",
        "round_end_nobody": "La manche est finie : personne ne gagne.",
        "won_one": "gagne", "won_many": "gagnent",
        "and": "et",
    },
    "de": {
        "deal": "{player} erhält eine Karte.",
        "deal_seen": "{player} erhält {card:acc}.",
        "hand_seen": "{player} hat {cards:acc} auf der Hand.",
        "hand_empty": "{player} hat keine Karte auf der Hand.",
        "position": "Die Lektion beginnt mit einer vorbereiteten Stellung.",
        "set_aside": "Eine Karte wird verdeckt beiseitegelegt.",
        "face_up": "Offen beiseitegelegt: {cards}.",
        "deck": "Der Nachziehstapel hat {size} Karten.",
        "deck_one": "Der Nachziehstapel hat 1 Karte.",
        "deck_none": "Der Nachziehstapel ist leer.",
        "protection_ends": "{player} ist nicht mehr durch die Zofe geschützt.",
        "draw": "{player} zieht eine Karte.",
        "draw_seen": "{player} zieht {card:acc}.",
        "draw_set_aside": "{player} nimmt die Reservekarte.",
        "draw_set_aside_seen": "{player} nimmt die Reservekarte: {card:acc}.",
        "play": "{player} spielt {card:acc}.",
        "play_target": "{player} spielt {card:acc} gegen {target}.",
        "play_guess": "{player} spielt {guard:acc} gegen {target} und nennt {guess:acc}.",
        "guard_hit": "Richtig geraten: {target} hatte {guess:acc}.",
        "guard_miss": "Falsch geraten: {target} hat nicht {guess:acc}.",
        "priest": "{player} sieht sich die Karte von {target} an.",
        "priest_seen": "{player} sieht sich die Karte von {target} an: {card:acc}.",
        "baron_tie": "{player} und {target} vergleichen ihre Karten: Gleichstand, niemand scheidet aus.",
        "baron_out": "{player} und {target} vergleichen ihre Karten: {loser} hat die niedrigere Karte.",
        "baron_seen": "{player} hat {player_card:acc}, {target} hat {target_card:acc}.",
        "protected": "{player} ist bis zum nächsten eigenen Zug geschützt.",
        "prince": "{target} legt {card:acc} ab.",
        "chancellor_draw": "{player} zieht mit dem Kanzler {count} Karten.",
        "chancellor_draw_seen": "{player} zieht mit dem Kanzler {cards:acc}.",
        "chancellor_return": "{player} legt {count} Karten unter den Stapel.",
        "chancellor_return_seen": "{player} behält {keep:acc} und legt {bottom:acc} unter den Stapel.",
        "king": "{player} und {target} tauschen ihre Karten.",
        "king_seen": "{player} gibt {player_card:acc} an {target} und erhält {target_card:acc}.",
        "eliminated": "{player} scheidet aus der Runde aus.",
        "eliminated_cards": "{player} scheidet aus der Runde aus und legt {cards:acc} ab.",
        "chancellor_nothing": "Der Stapel ist leer: {player} zieht mit dem Kanzler nichts.",
        "chancellor_draw_one": "{player} zieht mit dem Kanzler 1 Karte.",
        "chancellor_return_one": "{player} legt 1 Karte unter den Stapel.",
        "showdown": "Der Stapel ist leer, alle zeigen ihre Karten: {hands}.",
        "shows": "{player} hat {card:acc}",
        "set_aside_was": "Die Reservekarte war {card}.",
        "spy_bonus": "{player} erhält ein Herz für die Spionin.",
        "game_end": "{winners} {won} das Spiel.",
        "round_end": "Die Runde ist vorbei: {winners} {won}.",
        "round_end_nobody": "Die Runde ist vorbei: niemand gewinnt.",
        "won_one": "gewinnt", "won_many": "gewinnen",
        "and": "und",
    },
}


class _Cards:
    """Cards to be written into a sentence, with their articles in the case the
    template's format spec asks for ("{cards:acc}"), joined with "and"."""

    __slots__ = ("cards", "language", "conjunction")

    def __init__(self, cards, language, conjunction):
        self.cards = tuple(cards)
        self.language = language
        self.conjunction = conjunction

    def __format__(self, case):
        words = [card_with_article(card, self.language, case or "nom") if isinstance(card, Card)
                 else str(card) for card in self.cards]
        return _joined(words, self.conjunction)


def _joined(words, conjunction):
    """["a", "b", "c"] as "a, b and c"."""
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {conjunction} " + words[-1]


@functools.lru_cache(maxsize=None)
def _spaced_sentences(language):
    """The sentences of ``language``, French ones with French spacing ("finie : ...")."""
    if language != "fr":
        return SENTENCES[language]
    return {key: french_spacing(value) if isinstance(value, str) else value
            for key, value in SENTENCES[language].items()}


def describe(event, names, language="en"):
    """The sentence (or few sentences) telling ``event``; "" when there is nothing to tell.

    ``names`` are the players' names by seat (``round.names``).  Secret parts are told
    only when the event carries them; everything else comes from the event's public
    details.  ``language`` is "en", "fr" or "de" (see :func:`lovelet.text.languages.language_of`);
    anything else raises IllegalAction BAD_OPTION.
    """
    language = language_of(language)
    words = _spaced_sentences(language)

    def card(value):
        return _Cards((value,), language, words["and"])

    def cards(values):
        return _Cards(values, language, words["and"])

    def seat(value):
        return names[value] if isinstance(value, int) and 0 <= value < len(names) else str(value)

    kind, details, secret = event.kind, event.details, event.secret
    fields = {"player": seat(event.player)}
    if "target" in details:
        fields["target"] = seat(details["target"])
    if kind == "deal":
        key = "deal_seen" if secret else "deal"
        fields["card"] = card(secret["card"]) if secret else ""
    elif kind == "hand":
        if not secret:
            return ""
        key, fields["cards"] = ("hand_seen" if secret["cards"] else "hand_empty"), cards(secret["cards"])
    elif kind in ("position", "set_aside", "protection_ends", "protected", "king"):
        key = kind + ("_seen" if kind == "king" and secret else "")
        if kind == "king" and secret:
            fields.update(player_card=card(secret["player_card"]), target_card=card(secret["target_card"]))
    elif kind == "face_up":
        key, fields["cards"] = kind, cards(details["cards"])
    elif kind == "deck":
        key = {0: "deck_none", 1: "deck_one"}.get(details["size"], "deck")
        fields["size"] = details["size"]
    elif kind == "draw":
        key = "draw_set_aside" if details["source"] == "set_aside" else "draw"
        if secret:
            key += "_seen"
            fields["card"] = card(secret["card"])
    elif kind == "play":
        fields["card"] = card(details["card"])
        if details.get("guess") is not None:
            key, fields["guess"] = "play_guess", card(details["guess"])
            fields["guard"] = card(Card.GUARD)
        elif details.get("target") is not None:
            key = "play_target"
        else:
            key = "play"
    elif kind == "guard":
        key, fields["guess"] = ("guard_hit" if details["hit"] else "guard_miss"), card(details["guess"])
    elif kind == "priest":
        key = "priest_seen" if secret else "priest"
        if secret:
            fields["card"] = card(secret["card"])
    elif kind == "baron":
        loser = details["loser"]
        key = "baron_tie" if loser is None else "baron_out"
        fields["loser"] = seat(loser)
        sentence = formatted(words[key], language, **fields)
        if secret:
            sentence += " " + formatted(
                words["baron_seen"], language, player=fields["player"], target=fields["target"],
                player_card=card(secret["player_card"]), target_card=card(secret["target_card"]))
        return sentence
    elif kind == "prince":
        key, fields["card"] = kind, card(details["card"])
    elif kind == "chancellor_draw":
        count = fields["count"] = details["count"]
        key = {0: "chancellor_nothing", 1: "chancellor_draw_one"}.get(count, kind)
        if secret and count:
            key, fields["cards"] = "chancellor_draw_seen", cards(secret["cards"])
    elif kind == "chancellor_return":
        key, fields["count"] = ("chancellor_return_one" if details["count"] == 1 else kind), details["count"]
        if secret:
            key = "chancellor_return_seen"
            fields.update(keep=card(secret["keep"]), bottom=cards(secret["bottom"]))
    elif kind == "eliminated":
        key = "eliminated_cards" if details["cards"] else "eliminated"
        fields["cards"] = cards(details["cards"])
    elif kind == "round_end":
        return _round_end(details, words, seat, card)
    else:
        return kind
    return formatted(words[key], language, **fields)


def _round_end(details, words, seat, card):
    """The end of a round: hands shown at a showdown, winners, Spy bonus, game winners.

    Everything here is public once the round is over (docs/rules.md C, events).
    """
    sentences = []
    hands = details.get("hands") or {}
    if hands:
        shown = [words["shows"].format(player=seat(player), card=card(held))
                 for player, held in sorted(hands.items())]
        sentences.append(words["showdown"].format(hands=_joined(shown, words["and"])))
    winners = [seat(winner) for winner in details["winners"]]
    if winners:
        sentences.append(words["round_end"].format(
            winners=_joined(winners, words["and"]),
            won=words["won_one"] if len(winners) == 1 else words["won_many"]))
    else:
        sentences.append(words["round_end_nobody"])
    if details.get("spy_bonus") is not None:
        sentences.append(words["spy_bonus"].format(player=seat(details["spy_bonus"])))
    if details.get("set_aside") is not None:
        sentences.append(words["set_aside_was"].format(card=card(details["set_aside"])))
    game_winners = [seat(winner) for winner in details.get("game_winners") or ()]
    if game_winners:
        sentences.append(words["game_end"].format(
            winners=_joined(game_winners, words["and"]),
            won=words["won_one"] if len(game_winners) == 1 else words["won_many"]))
    return " ".join(sentences)


def narrate(events, names, language="en"):
    """The sentences of ``events`` in order, skipping events with nothing to tell.

    An unknown ``language`` raises IllegalAction BAD_OPTION, even with no events.
    """
    language = language_of(language)
    sentences = (describe(event, names, language) for event in events)
    return [sentence for sentence in sentences if sentence]
