"""Refusals said to the person who made the move, as the Table says them.

``IllegalAction.sentence(language, second_person=True)`` speaks to the player refused
("You must play the Countess: you hold the King.") in English, French and German; a
refusal with no second-person sentence is said in the third person, and the engine's
``message`` never changes.
"""

import random
import string

import pytest

from lovelet import CLASSIC, REVISED, Card, Game, IllegalAction, Play
from lovelet.text.refusals import SECOND_PERSON, TEMPLATES, refused

LANGUAGES = ("en", "fr", "de")
CARD_FORMS = {"card", "the_card", "The_card", "no_card", "the_card_acc", "the_card_gen"}


def placeholders(template):
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def test_every_second_person_sentence_exists_in_every_language_with_the_facts_it_needs():
    assert set(SECOND_PERSON["en"]) == set(SECOND_PERSON["fr"]) == set(SECOND_PERSON["de"])
    assert set(SECOND_PERSON["en"]) <= set(TEMPLATES["en"])
    for key in SECOND_PERSON["en"]:
        facts = {frozenset(placeholders(SECOND_PERSON[language][key]) - CARD_FORMS) for language in LANGUAGES}
        assert len(facts) == 1, key  # the same facts in the three languages
        # the person addressed is "you", never their name
        assert "name" not in facts.pop(), key
        uses_card = {bool(placeholders(SECOND_PERSON[language][key]) & CARD_FORMS) for language in LANGUAGES}
        assert len(uses_card) == 1, key


@pytest.mark.parametrize("card, language, expected", [
    (Card.KING, "en", "You must play the Countess: you hold the King."),
    (Card.PRINCE, "en", "You must play the Countess: you hold the Prince."),
    (Card.KING, "fr", "Tu dois jouer la Comtesse\u00a0: tu as le Roi en main."),
    (Card.PRINCE, "de", "Du musst die Gräfin spielen: Du hast den Prinzen auf der Hand."),
    (Card.KING, "de", "Du musst die Gräfin spielen: Du hast den König auf der Hand."),
])
def test_the_countess_refusal_speaks_to_the_player_and_names_the_card(card, language, expected):
    game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=0)
    rnd = game.round
    for seed in range(3000):
        game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=seed)
        rnd = game.round
        if {Card.COUNTESS, card} <= set(rnd.hand(rnd.current_player)):
            break
    with pytest.raises(IllegalAction) as caught:
        rnd.apply(Play(card, (rnd.current_player + 1) % 3))
    refusal = caught.value
    assert refusal.code == "COUNTESS_FORCED"
    assert refusal.sentence(language, second_person=True) == expected
    # the engine's message and the third person are unchanged
    name = rnd.names[rnd.current_player]
    assert refusal.message == f"With the Countess and a King or Prince in hand, {name} must play the Countess."
    assert name in refusal.sentence(language)


@pytest.mark.parametrize("language, expected", [
    ("en", "Choose whom the Baron targets: Ben or Cleo."),
    ("fr", "Choisis la cible du Baron\u00a0: Ben ou Cleo."),
    ("de", "Wähle ein Ziel für den Baron: Ben oder Cleo."),
])
def test_a_missing_target_asks_the_player_to_choose_among_the_names(language, expected):
    refusal = refused("TARGET_REQUIRED", card=Card.BARON, name="Ann", names=("Ben", "Cleo"))
    assert refusal.sentence(language, second_person=True) == expected
    assert refusal.message == "The Baron needs a target; Ann may choose Ben, Cleo."


@pytest.mark.parametrize("language, expected", [
    ("en", "It is Ève's turn, not yours."),
    ("fr", "C'est au tour d'Ève, pas au tien."),
    ("de", "Ève ist am Zug, nicht du."),
])
def test_out_of_turn_says_whose_turn_it_is(language, expected):
    assert refused("OUT_OF_TURN", current="Ève", seat="Ann").sentence(language, True) == expected


def test_refusals_without_a_second_person_sentence_keep_the_third_person():
    about_another = refused("TARGET_PROTECTED", target="Ben")
    for language in LANGUAGES:
        assert about_another.sentence(language, second_person=True) == about_another.sentence(language)
    plain = IllegalAction("BAD_OPTION", "Something is wrong.")
    assert plain.sentence("de", second_person=True) == "Something is wrong."
    # a refusal made before its card was recorded falls back rather than fail
    older = IllegalAction("COUNTESS_FORCED", "old", key="COUNTESS_FORCED", values={"name": "Ann"})
    assert older.sentence("fr", second_person=True) == TEMPLATES["fr"]["COUNTESS_FORCED"].format(name="Ann")
    # an unknown language: English
    assert refused("GUESS_GUARD").sentence("it", second_person=True) == SECOND_PERSON["en"]["GUESS_GUARD"]


@pytest.mark.parametrize("edition", [REVISED, CLASSIC], ids=["revised", "classic"])
def test_every_refusal_at_the_table_is_said_to_the_player_in_three_languages(edition):
    """Whatever the player on turn tries, the second-person sentence is filled (no
    placeholder left), names no one the third person does not, and never names the
    player it speaks to where it has a sentence of its own."""
    said_to_you = set()
    for seed in range(10):
        names = ["Ann", "Ben", "Cleo", "Dan"][: 2 + seed % 3]
        rnd = Game(edition, names, seed=seed).round
        rng = random.Random(seed)
        while not rnd.is_over:
            legal = set(rnd.legal_actions())
            me = rnd.names[rnd.current_player]
            for card in rnd.edition.cards:
                for target in (None, *range(rnd.players)):
                    for guess in (None, Card.GUARD, Card.PRINCESS):
                        action = Play(card, target, guess)
                        if action in legal:
                            continue
                        try:
                            rnd.apply(action)
                        except IllegalAction as refusal:
                            for language in LANGUAGES:
                                spoken = refusal.sentence(language, second_person=True)
                                assert spoken and "{" not in spoken
                                if refusal.key in SECOND_PERSON[language]:
                                    said_to_you.add(refusal.key)
                                    assert me not in spoken or refusal.key == "TARGET_REQUIRED"
                                    assert spoken != refusal.sentence(language)
                                else:
                                    assert spoken == refusal.sentence(language)
            rnd.apply(rng.choice(rnd.legal_actions()))
    assert {"CARD_NOT_IN_HAND", "SELF_TARGET_NOT_ALLOWED", "GUESS_GUARD"} <= said_to_you
