"""The one JSON loader (lovelet.engine.json_files): every malformed document is refused with
its fault, in the words of the kind of document being read (a save, a one-player export, a
companion record), with the same code and key as before, and nothing is changed by a refusal."""

import copy
import json

import pytest

import lovelet
from lovelet import REVISED, Game, IllegalAction
from lovelet.companion import storage
from lovelet.companion.entries import Setup
from lovelet.companion.record import Record
from lovelet.companion.exports import load_observation, observation_to_dict
from lovelet.engine import json_files, saving
from lovelet.engine.json_files import FAULTS, checked_format, loaded_json, parsed_json, read_json_file
from lovelet.engine.version import VERSION

# (source, the fault the loader finds, the value it is refused with)
MALFORMED = [
    (b"\xff\xfe{", "not_text", None),
    (12, "not_str", "int"),
    (None, "not_str", "NoneType"),
    ("", "empty", ""),
    (" \n\t", "empty", " \n\t"),
    ("{this is not json", "not_json", None),
    ('{"a": 1,}', "not_json", None),
    ('{"a": NaN}', "not_json", None),
    ('{"a": [Infinity]}', "not_json", None),
    ('{"a": -Infinity}', "not_json", None),
    ("[" * 100_000 + "]" * 100_000, "not_json", None),
    ('{"a": 1, "a": 2}', "duplicate_key", "a"),
    ('{"a": {"b": 1, "b": 1}}', "duplicate_key", "b"),
    ("[1, 2]", "not_object", [1, 2]),
    ('"text"', "not_object", "text"),
    ("7", "not_object", 7),
]


class Refusals:
    """A caller's ``refuse``: it records each fault and refuses it as a BAD_SAVE of its own."""

    def __init__(self):
        self.faults = []

    def __call__(self, fault, value):
        self.faults.append((fault, value))
        return IllegalAction("BAD_SAVE", key="BAD_SAVE.damaged", values={"detail": fault})


@pytest.mark.parametrize("source, fault, value", MALFORMED, ids=[f"{fault}-{index}" for index, (_, fault, _)
                                                                  in enumerate(MALFORMED)])
def test_every_malformed_text_is_refused_with_its_fault(source, fault, value):
    refuse = Refusals()
    with pytest.raises(IllegalAction) as caught:
        parsed_json(source, refuse)
    assert caught.value.code == "BAD_SAVE"
    assert [found for found, _ in refuse.faults] == [fault] and fault in FAULTS
    if value is not None:
        assert refuse.faults[0][1] == value
    if fault == "not_json":
        assert "line 1 column" in refuse.faults[0][1] or "JSON allows" in refuse.faults[0][1] \
            or "recursion" in refuse.faults[0][1]


def test_a_json_object_is_parsed_from_text_or_utf8_bytes_with_a_byte_order_mark():
    refuse = Refusals()
    text = '{"format": "x", "version": 1, "name": "Zoë"}'
    assert parsed_json(text, refuse) == parsed_json(text.encode("utf-8-sig"), refuse) == json.loads(text)
    assert parsed_json(bytearray(text.encode()), refuse)["name"] == "Zoë"
    assert refuse.faults == []


@pytest.mark.parametrize("document, fault", [
    ({"version": 1}, "format"),
    ({"format": "lovelet-round", "version": 1}, "format"),
    ({"format": "x", "version": True}, "version_kind"),
    ({"format": "x", "version": "1"}, "version_kind"),
    ({"format": "x", "version": 1.0}, "version_kind"),
    ({"format": "x"}, "version_kind"),
    ({"format": "x", "version": 3}, "version_unknown"),
    ([], "not_object"),
])
def test_the_format_and_version_are_checked(document, fault):
    refuse = Refusals()
    before = copy.deepcopy(document)
    with pytest.raises(IllegalAction):
        checked_format(document, "x", (1, 2), refuse)
    assert [found for found, _ in refuse.faults] == [fault]
    assert document == before  # nothing changed by a refusal


def test_a_readable_document_gives_its_version():
    refuse = Refusals()
    assert checked_format({"format": "x", "version": 2}, "x", (1, 2), refuse) == 2
    assert loaded_json('{"format": "x", "version": 1}', "x", (1,), refuse) == {"format": "x", "version": 1}
    assert refuse.faults == []


def test_a_file_is_read_within_the_limit_and_then_parsed(tmp_path):
    path = tmp_path / "doc.json"
    path.write_text('{"format": "x", "version": 1}', encoding="utf-8")
    refuse = Refusals()
    assert read_json_file(path, refuse) == {"format": "x", "version": 1}
    path.write_text('{"a": 1, "a": 1}', encoding="utf-8")
    with pytest.raises(IllegalAction):
        read_json_file(path, refuse)
    assert refuse.faults[-1] == ("duplicate_key", "a")
    for missing in (tmp_path / "nothing.json", tmp_path):  # the file reader's own refusals
        with pytest.raises(IllegalAction) as caught:
            read_json_file(missing, refuse)
        assert caught.value.code == "BAD_SAVE" and caught.value.key.startswith("BAD_SAVE.named_")
    with pytest.raises(IllegalAction) as caught:
        read_json_file(tmp_path / "nothing.json", refuse, named=False)
    assert caught.value.key.startswith("BAD_SAVE.file_") and str(tmp_path) not in caught.value.message


# ---------------------------------------------------------------------- the three callers


SAVE_KEYS = {"not_text": "BAD_SAVE.not_text", "empty": "BAD_SAVE.empty", "not_json": "BAD_SAVE.not_json",
             "duplicate_key": "BAD_SAVE.duplicate_key", "not_object": "BAD_SAVE.damaged"}
RECORD_KEYS = {"not_text": "BAD_SAVE.record_not_text", "not_str": "BAD_SAVE.not_json_text",
               "empty": "BAD_SAVE.record_empty", "not_json": "BAD_SAVE.record_not_json",
               "duplicate_key": "BAD_SAVE.malformed", "not_object": "BAD_SAVE.malformed"}


def _refusal(function, argument):
    with pytest.raises(IllegalAction) as caught:
        function(argument)
    return caught.value


@pytest.mark.parametrize("source, fault, value", MALFORMED, ids=[f"{fault}-{index}" for index, (_, fault, _)
                                                                  in enumerate(MALFORMED)])
def test_a_save_and_a_record_refuse_each_fault_with_their_own_key(source, fault, value):
    saved = _refusal(saving.loads, source)
    assert saved.code == "BAD_SAVE" and saved.key == SAVE_KEYS.get(fault, "BAD_SAVE.not_text")
    record = _refusal(Record.loads, source)
    assert record.code == "BAD_SAVE" and record.key == RECORD_KEYS[fault]
    for refusal in (saved, record):  # said in three languages
        assert len({refusal.sentence(language) for language in ("en", "fr", "de")}) == 3


def test_a_save_refuses_another_format_or_version_as_before():
    document = saving.game_to_dict(Game(REVISED, 2, seed=4))
    for changed, key, words in ((dict(document, format="lovelet-observation"), "BAD_SAVE.not_a_save",
                                 "not a lovelet save"),
                                (dict(document, version=9), "BAD_SAVE.version", "version 9"),
                                (dict(document, version="2"), "BAD_SAVE.version", "whole number")):
        before = copy.deepcopy(changed)
        for refusal in (_refusal(saving.game_from_dict, changed), _refusal(saving.loads, json.dumps(changed))):
            assert refusal.key == key and words in refusal.message
        assert changed == before


def test_a_record_refuses_another_format_or_version_as_before():
    record = Record(Setup("revised", ("Ann", "Ben", "Cleo"), 0, 0, "GUARD"))
    document = storage.record_to_dict(record)
    for changed, key in ((dict(document, format="lovelet-game"), "BAD_SAVE.not_companion"),
                         (dict(document, version=2), "BAD_SAVE.record_version"),
                         (dict(document, version=True), "BAD_SAVE.record_version")):
        before = copy.deepcopy(changed)
        assert _refusal(Record.loads, json.dumps(changed)).key == key
        assert changed == before


def test_an_export_file_refuses_each_fault_and_stays_as_it_was(tmp_path):
    game = Game(REVISED, 3, seed=8)
    document = observation_to_dict(game.round.observation(1))
    text = json.dumps(document)
    cases = {"not_json": text[: len(text) // 2], "duplicate_key": text.replace('"format":', '"format": 1, "format":', 1),
             "empty": "", "not_text": b"\xff\xfe{", "not_object": "[1]",
             "format": json.dumps(dict(document, format="lovelet-game")),
             "version": json.dumps(dict(document, version=2))}
    keys = {"not_object": "BAD_SAVE.not_a_save", "format": "BAD_SAVE.not_a_save",
            "version": "BAD_SAVE.export_version"}
    for fault, content in cases.items():
        path = tmp_path / f"{fault}.json"
        data = content if isinstance(content, bytes) else content.encode("utf-8")
        path.write_bytes(data)
        refusal = _refusal(load_observation, path)
        assert refusal.code == "BAD_SAVE" and refusal.key == keys.get(fault, "BAD_SAVE.not_json"), fault
        assert path.read_bytes() == data  # a refused file is left as it was
    path = tmp_path / "good.json"
    path.write_text(text, encoding="utf-8")
    assert load_observation(path) == game.round.observation(1)


def test_the_engine_keeps_lovelets_version_and_every_document_says_it():
    assert lovelet.__version__ == VERSION
    assert saving.game_to_dict(Game(REVISED, 2, seed=1))["saved_by"] == f"lovelet {VERSION}"
    assert json_files.__name__.startswith("lovelet.engine.")
