"""A card is named in English by the engine and in French and German by the text layer,
which registers its names with the engine when lovelet is imported
(:func:`lovelet.engine.cards.name_cards`, :func:`lovelet.engine.cards.label_cards_with`).

The registration is global (every round shares the cards), so the tests that register
names of their own do it on copies of the engine's tables, put back afterwards.
"""

import pytest

from lovelet import CLASSIC, REVISED, Card, IllegalAction, Play
from lovelet.engine import cards
from lovelet.engine.cards import card_of, card_or_none, label_cards_with, name_cards
from lovelet.engine.naming import card_of as naming_card_of
from lovelet.text.i18n import CARD_NAMES

ITALIAN = {Card.SPY: "Spia", Card.GUARD: "Guardia", Card.PRIEST: "Sacerdote", Card.BARON: "Barone",
           Card.HANDMAID: "Ancella", Card.PRINCE: "Principe", Card.CHANCELLOR: "Cancelliere",
           Card.KING: "Re", Card.COUNTESS: "Contessa", Card.PRINCESS: "Principessa"}


@pytest.fixture
def engine_alone(monkeypatch):
    """The engine's card names as they are before the text layer registers any: English."""
    monkeypatch.setattr(cards, "_LABELS", {"en": cards._LABELS["en"]})
    english = {name: card for name, card in cards._BY_NAME.items()
               if name in {cards.folded(word) for card in Card
                           for word in (card.name, card.value, CARD_NAMES["en"][card])}
               or name.endswith("s")}
    monkeypatch.setattr(cards, "_BY_NAME", english)
    monkeypatch.setattr(cards, "_LABELLER", [cards._codes_only])


# ---------------------------------------------------------------------- once lovelet is imported


@pytest.mark.parametrize("name, card", [
    ("Garde", Card.GUARD), ("garde", Card.GUARD), ("Wächterin", Card.GUARD), ("WACHTERIN", Card.GUARD),
    ("Prêtre", Card.PRIEST), ("pretre", Card.PRIEST), ("Priester", Card.PRIEST), ("Spionin", Card.SPY),
    ("Espionne", Card.SPY), ("Kanzler", Card.CHANCELLOR), ("Roi", Card.KING), ("König", Card.KING),
    ("Gräfin", Card.COUNTESS), ("Princesse", Card.PRINCESS), ("Prinz", Card.PRINCE),
])
def test_french_and_german_names_are_read_everywhere_a_card_is(name, card):
    assert Card(name) is card_of(name) is naming_card_of(name) is card_or_none(name) is card
    assert REVISED.value(name) == REVISED.value(card)
    assert Play(name) == Play(card)


@pytest.mark.parametrize("name, card", [("guard", Card.GUARD), ("GUARD", Card.GUARD), ("Guards", Card.GUARD),
                                        ("Spies", Card.SPY), ("princesses", Card.PRINCESS),
                                        (" King ", Card.KING)])
def test_english_names_and_plurals_are_the_engines_own(engine_alone, name, card):
    assert Card(name) is card_of(name) is card


@pytest.mark.parametrize("language, label", [("en", "King"), ("fr", "Roi"), ("de", "König"),
                                             ("German", "König"), ("Français", "Roi")])
def test_a_card_is_labelled_in_each_language_by_code_or_name(language, label):
    assert Card.KING.label(language) == label


def test_every_card_is_labelled_as_the_text_layer_names_it():
    for language, names in CARD_NAMES.items():
        assert {card: card.label(language) for card in Card} == dict(names)


def test_a_card_of_the_other_edition_is_still_refused_by_its_french_name():
    with pytest.raises(IllegalAction) as refused:
        CLASSIC.value("Espionne")
    assert refused.value.code == "UNKNOWN_CARD" and refused.value.values["card"] is Card.SPY


# ---------------------------------------------------------------------- the registration itself


def test_before_the_text_layer_only_english_names_are_cards(engine_alone):
    with pytest.raises(IllegalAction) as refused:
        Card("Garde")
    assert refused.value.code == "UNKNOWN_CARD"
    assert card_or_none("Wächterin") is None
    assert Card.KING.label() == "King"
    with pytest.raises(IllegalAction) as refused:
        Card.KING.label("fr")
    assert (refused.value.code, refused.value.key) == ("BAD_OPTION", "BAD_OPTION.language")
    assert refused.value.values["shown"] == "'fr'"


def test_naming_the_cards_in_a_language_makes_its_names_cards_and_labels(engine_alone):
    name_cards("it", ITALIAN)
    assert Card("Guardia") is card_of("guardia") is Card.GUARD
    assert card_of("PRINCIPESSA", REVISED) is Card.PRINCESS
    assert REVISED.value("Re") == 7 and CLASSIC.value("Re") == 6
    assert Card.COUNTESS.label("it") == "Contessa"
    assert Card("Guard") is Card.GUARD  # English stays
    with pytest.raises(IllegalAction):
        Card.KING.label("fr")  # only the languages named


def test_naming_a_language_again_replaces_its_labels(engine_alone):
    name_cards("it", ITALIAN)
    name_cards("it", {**ITALIAN, Card.KING: "Sovrano"})
    assert Card.KING.label("it") == "Sovrano" and Card("Sovrano") is Card("Re") is Card.KING


@pytest.mark.parametrize("language, names", [
    ("it", {card: name for card, name in ITALIAN.items() if card is not Card.KING}),  # a card left out
    ("it", {**ITALIAN, Card.KING: "Guardia"}),  # one name for two cards
    ("it", {**ITALIAN, Card.KING: "Priest"}),  # another card's English name
    ("", ITALIAN),  # no language
])
def test_names_that_do_not_name_every_card_once_are_refused_whole(engine_alone, language, names):
    with pytest.raises(ValueError):
        name_cards(language, names)
    assert card_or_none("Contessa") is None
    assert "it" not in cards._LABELS and "" not in cards._LABELS


def test_a_labeller_reads_the_languages_the_engine_was_not_given_by_code(engine_alone):
    asked = []

    def labeller(card, language):
        asked.append(language)
        return f"{card.name} in {language}"

    label_cards_with(labeller)
    assert Card.KING.label("en") == "King" and asked == []  # a named code: the engine's table
    assert Card.KING.label("Klingon") == "KING in Klingon" and asked == ["Klingon"]
    assert Card.KING.label(["en"]) == "KING in ['en']"  # not even a text: the labeller says what to do
