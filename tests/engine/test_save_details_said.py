"""A damaged save is refused in the reader's language, its specific fault included: the page
sentence (lovelet.text.loading) and the detail nested in it (BAD_SAVE.detail_*) are both
said in French or German, with no English word but the values."""

import ast
import copy
import pathlib
import re

import pytest

import lovelet
from lovelet import REVISED, Game, IllegalAction
from lovelet.engine import saving
from lovelet.engine.restoring import document_digest
from lovelet.text.loading import explained
from lovelet.text.refusals import TEMPLATES

# English words the French and German sentences must not contain (values aside; "Text" is German too)
ENGLISH = re.compile(r"\b(this|the|is|not|must|be|save|damaged|whole|number|round|lacks|list|"
                     r"cannot|changed|written|record|of|or)\b", re.I)


def _document():
    return saving.game_to_dict(Game(REVISED, 3, seed=4))


def _refusal(document):
    with pytest.raises(IllegalAction) as caught:
        saving.game_from_dict(document)
    return caught.value


def _damaged():
    """Damaged saves, each with the value its detail names (said as it is in every language)."""
    seed = _document()
    seed["seed"] = "abc"
    player = _document()
    player["players"][1] = 7
    lacking = _document()
    del lacking["check"]
    rounds = _document()
    rounds["rounds"] = []
    version = dict(_document(), version=9)
    return {"seed": (seed, "'abc'"), "player name": (player, "(7)"), "no check": (lacking, "'check'"),
            "no round": (rounds, None), "version": (version, "9")}


@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("case", sorted(_damaged()))
def test_a_damaged_save_is_refused_with_its_detail_in_the_readers_language(case, language):
    document, value = _damaged()[case]
    refusal = _refusal(copy.deepcopy(document))
    assert refusal.code == "BAD_SAVE" and isinstance(refusal.values["detail"], IllegalAction)
    page, detail = explained(refusal, language)
    said = refusal.sentence(language)
    assert said.startswith(page) and said.endswith(detail) and detail  # the page, then its detail
    assert not ENGLISH.search(said), said
    if value is not None:
        assert value in detail
    # the English message still names the specific fault, as it did
    english = refusal.values["detail"].message
    assert english[:1].upper() + english[1:] in refusal.message and english != said.removeprefix(page).strip()


def test_the_same_detail_is_said_in_three_different_languages():
    refusal = _refusal(dict(_document(), seed=2.5))
    details = {language: explained(refusal, language)[1] for language in ("en", "fr", "de")}
    assert details["en"] == "Seed must be a whole number or null, not a fractional number (2.5)."
    assert len(set(details.values())) == 3 and all("2.5" in detail for detail in details.values())


def test_an_illegal_move_in_a_save_names_the_move_and_the_rules_refusal_in_the_language():
    document = _document()
    fresh = Game(REVISED, 3, seed=4)
    hand = fresh.round.hand(fresh.round.current_player)
    missing = next(card for card in REVISED.cards if card not in hand)
    document["rounds"][0]["actions"].insert(0, {"play": missing.name})
    document["check"]["document"] = document_digest(document)  # resealed: only the move is wrong
    refusal = _refusal(document)
    assert refusal.key == "BAD_SAVE.bad_record"
    assert "Round 1, action 1" in refusal.message and str(missing) in refusal.message
    french = refusal.sentence("fr")
    assert "L'action 1 de la manche 1" in french
    german = refusal.sentence("de")
    assert "Zug 1 von Runde 1" in german and not ENGLISH.search(german.split("(")[0])


def _detail_keys():
    """Every BAD_SAVE.detail_*/kind_*/action_*/where_* key the loaders write, whole or as an f-string's prefix."""
    package = pathlib.Path(lovelet.__file__).parent
    source = "".join((package / name).read_text(encoding="utf-8")
                     for name in ("engine/save_reading.py", "engine/restoring.py"))
    whole = set(re.findall(r'"(BAD_SAVE\.(?:kind|action|card_named|where)\w*)"', source))
    # _detail("variant", ...), _refused("variant", ...) in restoring, and the variants written otherwise
    variants = set(re.findall(r'(?:_detail\(|_refused\(|_where\()\s*"(\w+)"', source)) | {
        "save_refused", "export_refused", "save_unreadable", "export_unreadable", "unrecorded_round"}
    where = {variant for variant in variants if f'_where("{variant}")' in source}
    return whole | {f"BAD_SAVE.detail_{variant}" for variant in variants - where} | {
        f"BAD_SAVE.where_{variant}" for variant in where} | {f"BAD_SAVE.action_chancellor_{count}" for count in (1, 2)} | {
        f"BAD_SAVE.action_{variant}" for variant in ("play", "play_on", "play_naming", "play_on_naming")}


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_every_detail_is_said_in_every_language(language):
    keys = _detail_keys()
    assert len(keys) > 40
    missing = sorted(key for key in keys if key not in TEMPLATES[language])
    assert missing == []
    same = {"BAD_SAVE.card_named", "BAD_SAVE.kind_null", "BAD_SAVE.kind_other"}
    if language != "en":  # not the English sentence again (but for a bare value)
        assert [key for key in keys - same if TEMPLATES[language][key] == TEMPLATES["en"][key]] == []


def test_the_loaders_write_no_english_sentence():
    package = pathlib.Path(lovelet.__file__).parent
    written = 0
    for name in ("engine/save_reading.py", "engine/restoring.py"):
        tree = ast.parse((package / name).read_text(encoding="utf-8"))
        calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)
                 and getattr(node.func, "id", None) in ("_refused", "_detail")]
        written += len(calls)
        for call in calls:  # keys and values only: a sentence would have spaces
            words = [arg for arg in call.args if isinstance(arg, ast.Constant) and " " in str(arg.value)]
            assert words == [], (name, call.lineno)
    assert written > 40

