"""The companion's layering (issue 20): the record saves itself through its storage,
which builds the record class it is given and imports no record; the one-card entries
share one base; the companion's refusals are said in English, French and German."""

import ast
import inspect

import pytest

from lovelet import REVISED, Card, IllegalAction
from lovelet.companion import Discarded, Drew, Record, Saw, entry_from_dict, storage


def _record(record_class=Record):
    record = record_class.start(REVISED, ["Ann", "Ben", "Cleo"], seat="Ann", start_player="Ben",
                                card=Card.GUARD)
    record.play("Ben", Card.PRIEST, target="Ann")
    return record


class NotedRecord(Record):
    """A record of one's own, as a teacher might extend it."""


def test_storage_builds_the_record_class_it_is_given():
    text = _record().dumps()
    assert type(storage.loads(text, Record)) is Record and storage.loads(text, Record) == _record()
    assert type(storage.loads(text, NotedRecord)) is NotedRecord
    assert type(NotedRecord.loads(text)) is NotedRecord  # a class method builds its own class


def test_the_storage_module_does_not_import_the_record():
    tree = ast.parse(inspect.getsource(storage))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "lovelet.companion.record" not in imported


def test_one_card_entries_keep_their_kind():
    for kind in (Drew, Saw, Discarded):
        entry = kind("guard").normalized(("Ann", "Ben"), REVISED)
        assert type(entry) is kind and entry.card is Card.GUARD
        assert entry_from_dict(entry.as_dict()) == kind(Card.GUARD)
    assert Drew(Card.GUARD) != Saw(Card.GUARD)


@pytest.mark.parametrize("data", [
    ["not", "an", "object"],
    {"kind": "teleported"},
    {"kind": "drew"},
    {"kind": "drew", "card": "GUARD", "colour": "red"},
], ids=["not an object", "unknown kind", "missing key", "unknown key"])
def test_a_bad_entry_is_refused_in_three_languages(data):
    with pytest.raises(IllegalAction) as caught:
        entry_from_dict(data)
    refusal = caught.value
    assert refusal.code == "BAD_ENTRY"
    assert len({refusal.sentence(language) for language in ("en", "fr", "de")}) == 3


def test_asking_for_a_field_the_entry_does_not_have_is_refused_in_three_languages():
    with pytest.raises(IllegalAction) as caught:
        _record().options_for("colour")
    refusal = caught.value
    assert refusal.code == "BAD_ENTRY" and "colour" in refusal.message
    assert len({refusal.sentence(language) for language in ("en", "fr", "de")}) == 3
