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

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Final, Protocol

from lovelet.engine.cards import Card
from lovelet.text.catalog import templates
from lovelet.text.grammar import card_with_article
from lovelet.text.i18n import formatted
from lovelet.text.languages import language_of
from lovelet.text.numbers import listed
from lovelet.text.plurals import choose
from lovelet.text.typography import french_spacing

__all__ = ["describe", "narrate"]

# Templates take their values through str.format.  A card, or a list of cards, is
# written with its definite article (lovelet.text.i18n.card_with_article); the format spec
# gives the grammatical case the sentence needs: "{card:acc}" is "den Priester" in
# German, "le Prêtre" in French, "the Priest" in English ("nom" when no spec is given).
# The narration's sentences, by language and key (the catalogs' ``narration`` section).
SENTENCES: Final = templates("narration")


class Told(Protocol):
    """What the narration reads of an event (a :class:`lovelet.engine.events.Event`)."""

    @property
    def kind(self) -> str: ...

    @property
    def player(self) -> int | None: ...

    # An event's details and secret are values of several kinds: seats, card names,
    # counts, lists of cards, a dict of the hands shown.
    @property
    def details(self) -> Mapping[str, Any]: ...

    @property
    def secret(self) -> Mapping[str, Any] | None: ...


class _Cards:
    """Cards to be written into a sentence, with their articles in the case the
    template's format spec asks for ("{cards:acc}"), listed with "and"."""

    __slots__ = ("cards", "language")

    def __init__(self, cards: Iterable[Card | str], language: str) -> None:
        self.cards = tuple(cards)
        self.language = language

    def __format__(self, case: str) -> str:
        words = [card_with_article(card, self.language, case or "nom") if isinstance(card, Card)
                 else str(card) for card in self.cards]
        return listed(words, self.language)


@functools.lru_cache(maxsize=None)
def _spaced_sentences(language: str) -> dict[str, str]:
    """The sentences of ``language``, French ones with French spacing ("finie : ...")."""
    if language != "fr":
        return SENTENCES[language]
    return {key: french_spacing(value) for key, value in SENTENCES[language].items()}


def describe(event: Told, names: Sequence[str], language: str = "en") -> str:
    """The sentence (or few sentences) telling ``event``; "" when there is nothing to tell.

    ``names`` are the players' names by seat (``round.names``).  Secret parts are told
    only when the event carries them; everything else comes from the event's public
    details.  ``language`` is "en", "fr" or "de" (see :func:`lovelet.text.languages.language_of`);
    anything else raises IllegalAction BAD_OPTION.
    """
    language = language_of(language)
    words = _spaced_sentences(language)

    def card(value: Card | str) -> _Cards:
        return _Cards((value,), language)

    def cards(values: Iterable[Card | str]) -> _Cards:
        return _Cards(values, language)

    def seat(value: object) -> str:
        return names[value] if isinstance(value, int) and 0 <= value < len(names) else str(value)

    kind, details, secret = event.kind, event.details, event.secret
    fields: dict[str, object] = {"player": seat(event.player)}
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
        return _round_end(details, words, seat, card, language)
    else:
        return str(kind)
    return formatted(words[key], language, **fields)


def _won(winners: int, words: Mapping[str, str], language: str) -> str:
    """The verb "win(s)" agreeing with a number of ``winners`` (CLDR's plural form)."""
    return choose({"one": words["won_one"], "other": words["won_many"]}, winners, language)


def _round_end(details: Mapping[str, Any], words: Mapping[str, str], seat: Callable[[object], str],
               card: Callable[[Card | str], _Cards], language: str) -> str:
    """The end of a round: hands shown at a showdown, winners, Spy bonus, game winners.

    Everything here is public once the round is over (docs/rules.md C, events).
    """
    sentences: list[str] = []
    hands = details.get("hands") or {}
    if hands:
        shown = [words["shows"].format(player=seat(player), card=card(held))
                 for player, held in sorted(hands.items())]
        sentences.append(words["showdown"].format(hands=listed(shown, language)))
    winners = [seat(winner) for winner in details["winners"]]
    if winners:
        sentences.append(words["round_end"].format(
            winners=listed(winners, language),
            won=_won(len(winners), words, language)))
    else:
        sentences.append(words["round_end_nobody"])
    if details.get("spy_bonus") is not None:
        sentences.append(words["spy_bonus"].format(player=seat(details["spy_bonus"])))
    if details.get("set_aside") is not None:
        sentences.append(words["set_aside_was"].format(card=card(details["set_aside"])))
    game_winners = [seat(winner) for winner in details.get("game_winners") or ()]
    if game_winners:
        sentences.append(words["game_end"].format(
            winners=listed(game_winners, language),
            won=_won(len(game_winners), words, language)))
    return " ".join(sentences)


def narrate(events: Iterable[Told], names: Sequence[str], language: str = "en") -> list[str]:
    """The sentences of ``events`` in order, skipping events with nothing to tell.

    An unknown ``language`` raises IllegalAction BAD_OPTION, even with no events.
    """
    language = language_of(language)
    sentences = (describe(event, names, language) for event in events)
    return [sentence for sentence in sentences if sentence]
