"""A damaged one-player export is refused in the reader's language, its specific fault
included: the page sentence (lovelet.text.loading) and the detail nested in it
(BAD_SAVE.detail_export_*, lovelet.text.refusals_lab) are both said in French or German,
with no English word but the values."""

import ast
import copy
import json
import pathlib
import random
import re

import pytest

import lovelet
from lovelet import REVISED, IllegalAction, Round
from lovelet.companion.exports import load_observation, observation_from_dict, observation_to_dict
from lovelet.engine.restoring import document_digest
from lovelet.text.loading import explained

# English words the French and German sentences must not contain (values aside)
# ("export", "secret", "impossible" and "a" are French or German words too)
ENGLISH = re.compile(r"\b(this|the|is|not|must|be|damaged|whole|number|round|lacks|list|cannot|changed|"
                     r"written|events?|player|has|have|of|or|does|follow|from|its|object|valid|may|"
                     r"truncated|twice|kind|details|unknown)\b", re.I)


def _document():
    rnd = Round.deal(REVISED, 3, rng=random.Random(5))
    for _ in range(4):
        rnd.apply(rnd.legal_actions()[0])
    return observation_to_dict(rnd.observation(rnd.current_player))


def _resealed(document):
    document["check"] = {}
    document["check"]["document"] = document_digest(document)
    return document


def _damaged():
    """Damaged exports, each with a value its detail names (said as it is in every language)."""
    edition = _resealed(dict(_document(), edition="modern"))
    needed = _document()
    needed["fields"]["favors_needed"] += 1
    kind = _document()
    kind["events"][2]["kind"] = "dragon"
    details = _document()
    details["events"][0]["details"] = {"colour": "red"}
    field = _document()
    field["fields"]["deck_size"] += 1
    changed = _document()
    changed["fields"]["turn"] += 1  # not resealed
    version = dict(_document(), version=9)
    return {"edition": (edition, "'modern'"), "favors needed": (_resealed(needed), None),
            "unknown kind": (_resealed(kind), "'dragon'"), "details": (_resealed(details), "['colour']"),
            "field": (_resealed(field), "deck_size"), "changed": (changed, None), "version": (version, "9")}


def _refusal(document):
    with pytest.raises(IllegalAction) as caught:
        observation_from_dict(copy.deepcopy(document))
    return caught.value


@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("case", sorted(_damaged()))
def test_a_damaged_export_is_refused_with_its_detail_in_the_readers_language(case, language):
    document, value = _damaged()[case]
    refusal = _refusal(document)
    assert refusal.code == "BAD_SAVE" and isinstance(refusal.values["detail"], IllegalAction), refusal.message
    assert refusal.values["detail"].key.startswith("BAD_SAVE.detail_export_"), refusal.values["detail"].key
    page, detail = explained(refusal, language)
    said = refusal.sentence(language)
    assert said.startswith(page) and said.endswith(detail) and detail  # the page, then its detail
    assert detail != explained(refusal, "en")[1]
    shown = detail.replace(value, "") if value is not None else detail
    assert not ENGLISH.search(page + " " + shown), said
    if value is not None:
        assert value in detail and value in refusal.message


def test_a_file_that_is_not_an_export_is_refused_in_the_readers_language(tmp_path):
    path = tmp_path / "empty.json"
    path.write_text("   ", encoding="utf-8")
    with pytest.raises(IllegalAction) as caught:
        load_observation(path)
    refusal = caught.value
    assert "not valid JSON" in refusal.message
    for language in ("fr", "de"):
        page, detail = explained(refusal, language)
        assert detail and not ENGLISH.search(detail.replace("JSON", "")), detail
    path.write_text(json.dumps({"format": "lovelet-game", "version": 2}), encoding="utf-8")
    with pytest.raises(IllegalAction) as caught:
        load_observation(path)
    assert "not a lovelet observation export" in caught.value.message
    assert "lovelet-observation" in explained(caught.value, "de")[1]


def test_the_export_reader_writes_no_english_sentence():
    """Every refusal of lovelet.companion.exports is keyed: keys and values only."""
    source = (pathlib.Path(lovelet.__file__).parent / "companion" / "exports.py").read_text(encoding="utf-8")
    calls = [node for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Call)
             and getattr(node.func, "id", None) in ("_refused", "refused", "_where")]
    assert len(calls) > 30
    for call in calls:  # a sentence would have spaces
        words = [arg for arg in call.args if isinstance(arg, (ast.Constant, ast.JoinedStr))
                 and " " in ast.unparse(arg).strip("'\"f")]
        assert words == [], call.lineno
