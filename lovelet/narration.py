"""Events told as sentences, in English, French or German.

:func:`describe` turns one event, as a given player saw it, into a sentence a student
can read in a log: "Ann plays the Guard on Ben and names the Priest." followed by
"Wrong guess: Ben does not hold the Priest." for the next event.  Secrets appear
only when the event carries them (an event taken from ``observation.events`` has its
secrets removed already), so a narration built from an observation never tells more
than that player knows.
"""

from .cards import Card
from .errors import IllegalAction, shown
from .i18n import card_name

__all__ = ["describe", "narrate"]

SENTENCES = {
    "en": {
        "deal": "{player} is dealt a card.",
        "deal_seen": "{player} is dealt the {card}.",
        "hand_seen": "{player} holds {cards}.",
        "position": "The lesson starts from a staged position.",
        "set_aside": "One card is set aside face down.",
        "face_up": "Set aside face up: {cards}.",
        "deck": "The deck has {size} cards.",
        "protection_ends": "{player}'s Handmaid protection ends.",
        "draw": "{player} draws a card.",
        "draw_seen": "{player} draws the {card}.",
        "draw_set_aside": "{player} takes the set-aside card.",
        "draw_set_aside_seen": "{player} takes the set-aside card: the {card}.",
        "play": "{player} plays the {card}.",
        "play_target": "{player} plays the {card} on {target}.",
        "play_guess": "{player} plays the Guard on {target} and names the {guess}.",
        "guard_hit": "Right guess: {target} held the {guess}.",
        "guard_miss": "Wrong guess: {target} does not hold the {guess}.",
        "priest": "{player} looks at {target}'s card.",
        "priest_seen": "{player} looks at {target}'s card: the {card}.",
        "baron_tie": "{player} and {target} compare cards: a tie, nobody is out.",
        "baron_out": "{player} and {target} compare cards: {loser} has the lower card.",
        "baron_seen": "{player} holds the {player_card}, {target} the {target_card}.",
        "protected": "{player} is protected until their next turn.",
        "prince": "{target} discards the {card}.",
        "chancellor_draw": "{player} draws {count} cards with the Chancellor.",
        "chancellor_draw_seen": "{player} draws {cards} with the Chancellor.",
        "chancellor_return": "{player} puts {count} cards under the deck.",
        "chancellor_return_seen": "{player} keeps the {keep} and puts {bottom} under the deck.",
        "king": "{player} and {target} exchange their cards.",
        "king_seen": "{player} gives the {player_card} to {target} and receives the {target_card}.",
        "eliminated": "{player} is out of the round.",
        "eliminated_cards": "{player} is out of the round and discards {cards}.",
        "chancellor_nothing": "The deck is empty: {player}'s Chancellor draws nothing.",
        "chancellor_draw_one": "{player} draws 1 card with the Chancellor.",
        "chancellor_return_one": "{player} puts 1 card under the deck.",
        "showdown": "The deck is empty and the hands are shown: {hands}.",
        "shows": "{player} holds the {card}",
        "set_aside_was": "The card set aside was the {card}.",
        "spy_bonus": "{player} gains a favor for the Spy.",
        "game_end": "{winners} {won} the game.",
        "round_end": "The round is over: {winners} {won}.",
        "won_one": "wins", "won_many": "win",
        "and": "and", "nothing": "nothing",
    },
    "fr": {
        "deal": "{player} reçoit une carte.",
        "deal_seen": "{player} reçoit : {card}.",
        "hand_seen": "{player} a en main : {cards}.",
        "position": "La leçon part d'une position préparée.",
        "set_aside": "Une carte est mise à part, cachée.",
        "face_up": "Mises à part, visibles : {cards}.",
        "deck": "La pioche compte {size} cartes.",
        "protection_ends": "La protection de la Servante de {player} prend fin.",
        "draw": "{player} pioche une carte.",
        "draw_seen": "{player} pioche : {card}.",
        "draw_set_aside": "{player} prend la carte mise à part.",
        "draw_set_aside_seen": "{player} prend la carte mise à part : {card}.",
        "play": "{player} joue : {card}.",
        "play_target": "{player} joue {card} sur {target}.",
        "play_guess": "{player} joue le Garde sur {target} et annonce : {guess}.",
        "guard_hit": "Bien vu : {target} avait {guess}.",
        "guard_miss": "Raté : {target} n'a pas {guess}.",
        "priest": "{player} regarde la carte de {target}.",
        "priest_seen": "{player} regarde la carte de {target} : {card}.",
        "baron_tie": "{player} et {target} comparent leurs cartes : égalité, personne ne sort.",
        "baron_out": "{player} et {target} comparent leurs cartes : {loser} a la plus faible.",
        "baron_seen": "{player} a {player_card}, {target} a {target_card}.",
        "protected": "{player} est protégé jusqu'à son prochain tour.",
        "prince": "{target} défausse : {card}.",
        "chancellor_draw": "{player} pioche {count} cartes avec le Chancelier.",
        "chancellor_draw_seen": "{player} pioche {cards} avec le Chancelier.",
        "chancellor_return": "{player} remet {count} cartes sous la pioche.",
        "chancellor_return_seen": "{player} garde {keep} et remet {bottom} sous la pioche.",
        "king": "{player} et {target} échangent leurs cartes.",
        "king_seen": "{player} donne {player_card} à {target} et reçoit {target_card}.",
        "eliminated": "{player} est éliminé de la manche.",
        "eliminated_cards": "{player} est éliminé de la manche et défausse {cards}.",
        "chancellor_nothing": "La pioche est vide : le Chancelier de {player} ne pioche rien.",
        "chancellor_draw_one": "{player} pioche 1 carte avec le Chancelier.",
        "chancellor_return_one": "{player} remet 1 carte sous la pioche.",
        "showdown": "La pioche est vide, chacun montre sa carte : {hands}.",
        "shows": "{player} a {card}",
        "set_aside_was": "La carte mise à part était : {card}.",
        "spy_bonus": "{player} gagne une faveur grâce à l'Espionne.",
        "game_end": "{winners} {won} la partie.",
        "round_end": "La manche est finie : {winners} {won}.",
        "won_one": "gagne", "won_many": "gagnent",
        "and": "et", "nothing": "rien",
    },
    "de": {
        "deal": "{player} erhält eine Karte.",
        "deal_seen": "{player} erhält: {card}.",
        "hand_seen": "{player} hat auf der Hand: {cards}.",
        "position": "Die Lektion beginnt mit einer vorbereiteten Stellung.",
        "set_aside": "Eine Karte wird verdeckt beiseitegelegt.",
        "face_up": "Offen beiseitegelegt: {cards}.",
        "deck": "Der Nachziehstapel hat {size} Karten.",
        "protection_ends": "Der Schutz der Zofe für {player} endet.",
        "draw": "{player} zieht eine Karte.",
        "draw_seen": "{player} zieht: {card}.",
        "draw_set_aside": "{player} nimmt die Reservekarte.",
        "draw_set_aside_seen": "{player} nimmt die Reservekarte: {card}.",
        "play": "{player} spielt: {card}.",
        "play_target": "{player} spielt {card} gegen {target}.",
        "play_guess": "{player} spielt die Wächterin gegen {target} und rät: {guess}.",
        "guard_hit": "Richtig geraten: {target} hatte {guess}.",
        "guard_miss": "Falsch geraten: {target} hat nicht {guess}.",
        "priest": "{player} schaut die Karte von {target} an.",
        "priest_seen": "{player} schaut die Karte von {target} an: {card}.",
        "baron_tie": "{player} und {target} vergleichen: Gleichstand, niemand scheidet aus.",
        "baron_out": "{player} und {target} vergleichen: {loser} hat die niedrigere Karte.",
        "baron_seen": "{player} hat {player_card}, {target} hat {target_card}.",
        "protected": "{player} ist bis zum nächsten eigenen Zug geschützt.",
        "prince": "{target} legt ab: {card}.",
        "chancellor_draw": "{player} zieht {count} Karten mit dem Kanzler.",
        "chancellor_draw_seen": "{player} zieht {cards} mit dem Kanzler.",
        "chancellor_return": "{player} legt {count} Karten unter den Stapel.",
        "chancellor_return_seen": "{player} behält {keep} und legt {bottom} unter den Stapel.",
        "king": "{player} und {target} tauschen ihre Karten.",
        "king_seen": "{player} gibt {player_card} an {target} und erhält {target_card}.",
        "eliminated": "{player} scheidet aus der Runde aus.",
        "eliminated_cards": "{player} scheidet aus der Runde aus und legt {cards} ab.",
        "chancellor_nothing": "Der Stapel ist leer: {player} zieht mit dem Kanzler nichts.",
        "chancellor_draw_one": "{player} zieht 1 Karte mit dem Kanzler.",
        "chancellor_return_one": "{player} legt 1 Karte unter den Stapel.",
        "showdown": "Der Stapel ist leer, alle zeigen ihre Karte: {hands}.",
        "shows": "{player} hat {card}",
        "set_aside_was": "Die Reservekarte war: {card}.",
        "spy_bonus": "{player} erhält ein Herz für die Spionin.",
        "game_end": "{winners} {won} das Spiel.",
        "round_end": "Die Runde ist vorbei: {winners} {won}.",
        "won_one": "gewinnt", "won_many": "gewinnen",
        "and": "und", "nothing": "nichts",
    },
}


def describe(event, names, language="en"):
    """The sentence (or few sentences) telling ``event``; "" when there is nothing to tell.

    ``names`` are the players' names by seat (``round.names``).  Secret parts are told
    only when the event carries them; everything else comes from the event's public
    details.  An unknown ``language`` raises IllegalAction BAD_OPTION.
    """
    words = _sentences(language)

    def card(value):
        return card_name(value, language) if isinstance(value, Card) else str(value)

    def cards(values):
        values = [card(value) for value in values]
        if not values:
            return words["nothing"]
        return values[0] if len(values) == 1 else ", ".join(values[:-1]) + f" {words['and']} " + values[-1]

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
        key, fields["cards"] = "hand_seen", cards(secret["cards"])
    elif kind in ("position", "set_aside", "protection_ends", "protected", "king"):
        key = kind + ("_seen" if kind == "king" and secret else "")
        if kind == "king" and secret:
            fields.update(player_card=card(secret["player_card"]), target_card=card(secret["target_card"]))
    elif kind == "face_up":
        key, fields["cards"] = kind, cards(details["cards"])
    elif kind == "deck":
        key, fields["size"] = kind, details["size"]
    elif kind == "draw":
        key = "draw_set_aside" if details["source"] == "set_aside" else "draw"
        if secret:
            key += "_seen"
            fields["card"] = card(secret["card"])
    elif kind == "play":
        fields["card"] = card(details["card"])
        if details.get("guess") is not None:
            key, fields["guess"] = "play_guess", card(details["guess"])
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
        sentence = words[key].format(**fields)
        if secret:
            sentence += " " + words["baron_seen"].format(
                player=fields["player"], target=fields["target"],
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
        return _round_end(details, words, seat, card, cards)
    else:
        return kind
    return words[key].format(**fields)


def _round_end(details, words, seat, card, cards):
    """The end of a round: hands shown at a showdown, winners, Spy bonus, game winners.

    Everything here is public once the round is over (RULES.md C, events).
    """
    sentences = []
    hands = details.get("hands") or {}
    if hands:
        shown = [words["shows"].format(player=seat(player), card=card(held))
                 for player, held in sorted(hands.items())]
        sentences.append(words["showdown"].format(hands=cards(shown)))
    winners = [seat(winner) for winner in details["winners"]]
    sentences.append(words["round_end"].format(
        winners=cards(winners) if winners else words["nothing"],
        won=words["won_one"] if len(winners) == 1 else words["won_many"]))
    if details.get("spy_bonus") is not None:
        sentences.append(words["spy_bonus"].format(player=seat(details["spy_bonus"])))
    if details.get("set_aside") is not None:
        sentences.append(words["set_aside_was"].format(card=card(details["set_aside"])))
    game_winners = [seat(winner) for winner in details.get("game_winners") or ()]
    if game_winners:
        sentences.append(words["game_end"].format(
            winners=cards(game_winners),
            won=words["won_one"] if len(game_winners) == 1 else words["won_many"]))
    return " ".join(sentences)


def narrate(events, names, language="en"):
    """The sentences of ``events`` in order, skipping events with nothing to tell.

    An unknown ``language`` raises IllegalAction BAD_OPTION, even with no events.
    """
    _sentences(language)
    sentences = (describe(event, names, language) for event in events)
    return [sentence for sentence in sentences if sentence]


def _sentences(language):
    """The sentence templates of ``language``, or IllegalAction BAD_OPTION."""
    if isinstance(language, str) and language in SENTENCES:
        return SENTENCES[language]
    raise IllegalAction("BAD_OPTION", f"Unknown language {shown(language)}: use 'en', 'fr' or 'de'.")
