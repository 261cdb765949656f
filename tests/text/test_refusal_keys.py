"""The engine speaks codes, the text layer sentences: every refusal lovelet raises is made
from a key and values, and every key is said in English, French and German."""

import ast
import pathlib

import pytest

import lovelet
from lovelet.text.refusals import TEMPLATES

PACKAGE = pathlib.Path(lovelet.__file__).parent


def _calls():
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", None))
                yield path.relative_to(PACKAGE.parent), node, name


def test_no_refusal_is_written_as_a_whole_english_sentence():
    inline = [f"{path}:{node.lineno}" for path, node, name in _calls()
              if name == "IllegalAction" and (len(node.args) > 1 or any(k.arg == "message" for k in node.keywords))]
    assert inline == [], "refusals with an inline sentence instead of a key: " + ", ".join(inline)


def _keys():
    return sorted({(str(path), node.args[0].value) for path, node, name in _calls()
                   if name == "refused" and node.args and isinstance(node.args[0], ast.Constant)})


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_every_key_a_refusal_is_made_from_is_said_in_every_language(language):
    missing = [f"{key} ({path})" for path, key in _keys() if key not in TEMPLATES[language]]
    assert missing == []


def test_a_refusal_is_said_from_its_key_in_the_chosen_language():
    from lovelet import REVISED, Play, Round
    rnd = Round.deal(REVISED, ["Ann", "Ben"], seed=3)
    held = set(rnd.hand(rnd.current_player))
    absent = next(card for card in REVISED.cards if card not in held)
    with pytest.raises(lovelet.IllegalAction) as caught:
        rnd.apply(Play(absent))
    refusal = caught.value
    assert refusal.key == "CARD_NOT_IN_HAND" and refusal.values["name"] == rnd.names[rnd.current_player]
    assert str(refusal) == refusal.message == refusal.sentence("en")
    assert len({refusal.sentence(language) for language in ("en", "fr", "de")}) == 3


def test_no_key_is_given_two_sentences_by_two_parts():
    from lovelet.text import (refusals_deduction, refusals_games, refusals_lab, refusals_rules,
                              refusals_tables, refusals_widgets)
    parts = {"rules": refusals_rules.RULES_TEMPLATES, "games": refusals_games.GAMES_TEMPLATES,
             "deduction": refusals_deduction.DEDUCTION_TEMPLATES, "lab": refusals_lab.LAB_TEMPLATES,
             "widgets": refusals_widgets.WIDGETS_TEMPLATES,
             "tables": refusals_tables.TABLES_TEMPLATES}
    seen, twice = {}, []
    for part, templates in parts.items():
        for key in templates["en"]:
            if key in seen:
                twice.append(f"{key} ({seen[key]}, {part})")
            seen[key] = part
    assert twice == []
