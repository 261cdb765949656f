"""The refusals a player meets at the table, said in English, French and German.

The engine's English sentence stays what it was; the same refusal said in French or
German carries the same facts (the names, the card) in that language's words.
"""

import pickle
import random
import string

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Game, IllegalAction, Play
from lovelet.text.refusals import TEMPLATES, refused, said, sentence

LANGUAGES = ("en", "fr", "de")


def placeholders(template):
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def test_every_sentence_exists_in_every_language_with_the_same_facts():
    assert set(TEMPLATES["fr"]) == set(TEMPLATES["en"]) == set(TEMPLATES["de"])
    card_forms = {"card", "the_card", "The_card", "no_card"}
    for key, english in TEMPLATES["en"].items():
        facts = placeholders(english) - card_forms
        for language in ("fr", "de"):
            translated = TEMPLATES[language][key]
            # the same facts, but that "this edition" may stand for the edition's name, and that
            # a programmer's English {detail} (a JSON parser's message) is not mixed into French or German
            assert facts - {"edition", "detail"} <= placeholders(translated) - card_forms <= facts, (key, language)
            # a sentence about a card names it in every language
            assert bool(placeholders(translated) & card_forms) == bool(placeholders(english) & card_forms)
            assert translated != english


def test_the_english_sentence_is_the_engines_message():
    refusal = refused("TARGET_REQUIRED", card=Card.BARON, name="Ann", names=("Ben", "Cleo"))
    assert refusal.code == "TARGET_REQUIRED"
    assert refusal.message == "The Baron needs a target; Ann may choose Ben, Cleo."
    assert refusal.sentence("en") == refusal.message == str(refusal)


@pytest.mark.parametrize("language, expected", [
    ("fr", "Le Baron doit viser un joueur\u202f; Ann peut choisir Ben ou Cleo."),
    ("de", "Der Baron braucht ein Ziel; Ann kann Ben oder Cleo wählen."),
])
def test_several_names_end_with_the_languages_or(language, expected):
    refusal = refused("TARGET_REQUIRED", card=Card.BARON, name="Ann", names=("Ben", "Cleo"))
    assert refusal.sentence(language) == expected


def test_cards_take_their_grammar():
    # French elides "de" before a vowel; German declines "kein" and the weak noun Prinz.
    assert refused("CARD_NOT_IN_HAND", name="Ann", card=Card.SPY).sentence("fr") == \
        "Ann n'a pas d'Espionne en main."
    assert refused("CARD_NOT_IN_HAND", name="Ann", card=Card.GUARD).sentence("fr") == \
        "Ann n'a pas de Garde en main."
    assert refused("CARD_NOT_IN_HAND", name="Ann", card=Card.PRINCE).sentence("de") == \
        "Ann hat keinen Prinzen auf der Hand."
    assert refused("CARD_NOT_IN_HAND", name="Ann", card=Card.HANDMAID).sentence("de") == \
        "Ann hat keine Zofe auf der Hand."
    assert refused("OUT_OF_TURN", current="Ève", seat="Ann").sentence("fr") == \
        "C'est au tour d'Ève, pas d'Ann."
    assert refused("SELF_TARGET_NOT_ALLOWED", card=Card.PRIEST).sentence("fr") == \
        "Le Prêtre doit choisir un autre joueur."


def test_a_refusal_without_a_key_and_an_unknown_language_stay_in_english():
    plain = IllegalAction("BAD_OPTION", "Something is wrong.")
    assert plain.sentence("fr") == "Something is wrong."
    keyed = refused("GUESS_GUARD")
    assert sentence(keyed, "it") == keyed.message
    assert said("GUESS_GUARD", "it") == keyed.message


def test_keys_and_values_survive_pickling_and_cannot_be_changed():
    refusal = refused("TARGET_PROTECTED", target="Ben")
    again = pickle.loads(pickle.dumps(refusal))
    assert (again.code, again.message, again.key) == (refusal.code, refusal.message, refusal.key)
    assert again.sentence("de") == refusal.sentence("de")
    with pytest.raises(TypeError):
        refusal.values["target"] = "Ann"
    mine = {"target": "Ben"}
    kept = refused("TARGET_PROTECTED", **mine)
    mine["target"] = "Ann"
    assert kept.values["target"] == "Ben"


def _attempts(rnd):
    """Moves to try in ``rnd``: every card with every target and a few guesses."""
    targets = [None, *range(rnd.players)]
    for card in rnd.edition.cards:
        for target in targets:
            yield Play(card, target)
            yield Play(card, target, Card.GUARD)
            yield Play(card, target, Card.PRINCESS)
    hand = rnd.hand(rnd.current_player)
    yield ChancellorReturn(hand[0], ())


@pytest.mark.parametrize("edition", [REVISED, CLASSIC], ids=["revised", "classic"])
def test_every_play_refusal_is_said_in_french_and_german(edition):
    """Whatever a player tries at the table, the refusal is translated, with the same names."""
    seen = set()
    for seed in range(12):
        rnd = Game(edition, ["Ann", "Ben", "Cleo", "Dan"][: 2 + seed % 3], seed=seed).round
        rng = random.Random(seed)
        while not rnd.is_over:
            legal = set(rnd.legal_actions())
            for action in _attempts(rnd):
                if action in legal:
                    continue
                try:  # an illegal move changes nothing, so it is tried on the round itself
                    rnd.apply(action)
                except IllegalAction as refusal:
                    seen.add(refusal.code)
                    assert refusal.key is not None, (refusal.code, refusal.message)
                    for language in ("fr", "de"):
                        said_there = refusal.sentence(language)
                        assert said_there and said_there != refusal.message
                        assert "{" not in said_there
                        for name in rnd.names:
                            assert (name in refusal.message) == (name in said_there)
            rnd.apply(rng.choice(rnd.legal_actions()))
    assert {"CARD_NOT_IN_HAND", "SELF_TARGET_NOT_ALLOWED", "PARAM_NOT_ALLOWED",
            "GUESS_GUARD", "NO_CHANCELLOR_PENDING"} <= seen


def test_the_table_says_refusals_and_reasons_in_its_language():
    from lovelet.widgets import TableController

    game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=3)
    table = TableController(game, ["person", "heuristic", "heuristic"], language="fr")
    table.run_bots()
    held = set(table.hand)
    missing = next(card for card in REVISED.cards if card.name not in held)
    assert not table.play(missing.name)
    assert table.error_code == "CARD_NOT_IN_HAND"
    # said to Ann, the person in view
    assert table.error == refused("CARD_NOT_IN_HAND", name="Ann", card=missing).sentence("fr", second_person=True)
    table.language = "de"
    reasons = [target["reason"] for card in table.choices["cards"] for target in card["targets"]
               if target["reason"]]
    for reason in reasons:
        assert reason not in {refusal for refusal in TEMPLATES["en"].values()}
        assert "muss" in reason or "geschützt" in reason or "ausgeschieden" in reason


def test_hot_seat_hides_on_request_and_only_in_hot_seat():
    from lovelet.widgets import TableController

    game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=3)
    table = TableController(game, ["person", "person", "heuristic"])
    table.run_bots()
    assert table.reveal() and table.hand
    person = table.viewer
    assert table.hide()
    assert table.hidden and table.viewer is None and table.hand == [] and table.to_reveal == person
    assert not table.play("GUARD")
    assert table.error_code == "OUT_OF_TURN"
    assert table.reveal() and table.viewer == person
    alone = TableController(Game(REVISED, ["Ann", "Ben"], seed=3), ["person", "heuristic"])
    assert not alone.hide()
    assert alone.error_code == "BAD_OPTION" and not alone.hidden and alone.hand


@pytest.mark.parametrize("language, duplicate, seed", [
    ("en", "Two players cannot share a name: Ann.", "A seed must be a whole number, not 'abc'."),
    ("fr", "Deux joueurs ne peuvent pas porter le même nom\u00a0: Ann.",
     "Une graine doit être un nombre entier, pas 'abc'."),
    ("de", "Zwei Spieler können nicht denselben Namen tragen: Ann.",
     "Ein Seed muss eine ganze Zahl sein, nicht 'abc'."),
])
def test_the_setup_says_what_is_wrong_in_its_language(language, duplicate, seed):
    from lovelet.widgets import SetupController

    setup = SetupController(language=language)
    setup.names = ["Ann", "Ann", "Bo"]
    assert (setup.error_code, setup.error, setup.ready) == ("DUPLICATE_PLAYER", duplicate, False)
    setup.names = ["Ann", "Bo", "Cy"]
    setup.seed = "abc"
    assert (setup.error_code, setup.error) == ("BAD_OPTION", seed)
    setup.seed = 4
    setup.players = 9
    assert setup.error_code == "BAD_PLAYER_COUNT" and "9" in setup.error
    assert setup.error == refused("BAD_PLAYER_COUNT", edition="revised", fewest=2, most=6,
                                  count=9).sentence(language)
