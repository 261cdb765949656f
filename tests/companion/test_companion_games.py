"""The companion's games kept by code (lovelet.companion.games): codes, the folder,
refusals of anything that is not a code, atomic saves, taking a game up again; and
the page's address as Voilà gives it to the kernel (lovelet.widgets.companion_address)."""

import math
import os
import random
import stat
import sys
import types

import pytest

from lovelet import REVISED, Card, IllegalAction
from lovelet.companion import Record, Setup
from lovelet.companion import games
from lovelet.companion.games import (ALPHABET, CODE_LENGTH, code_in_query, game_exists, game_path, games_folder,
                                     new_code, parse_code, resume_game, start_game)
from lovelet.text.refusals import TEMPLATES
from lovelet.widgets import companion_address

SETUP = Setup(REVISED, ("Ann", "Ben", "Cleo"), 0, 1, Card.GUARD)

NOT_CODES = ["", "   ", "ABC", "7K3M9QXD2", "7K3M9QXD2FF", "../../etc/passwd", "/etc/passwd", "..",
             "7K3M9QXD2F.json", "7K3M9/XD2F", "7K3M9\\XD2F", "7K3M9QXDUF", "7K3M9QXD2F\x00", "７K3M9QXD2F",
             "<img src=x onerror=alert(1)>", "x" * 10_000, None, 12345, b"7K3M9QXD2F", ["7K3M9QXD2F"]]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """The folder of the games, set as a teacher sets it (LOVELET_COMPANION_DIR)."""
    where = tmp_path / "games"
    monkeypatch.setenv("LOVELET_COMPANION_DIR", str(where))
    return where


def test_a_code_is_ten_characters_of_crockford_base_32_with_fifty_random_bits():
    assert len(ALPHABET) == 32 and not set("ILOU") & set(ALPHABET) and CODE_LENGTH * math.log2(32) >= 40
    codes = [new_code() for _ in range(2000)]
    assert all(len(code) == CODE_LENGTH and set(code) <= set(ALPHABET) for code in codes)
    assert len(set(codes)) == len(codes)
    # Every character of the alphabet turns up at every place: no place is fixed.
    for place in range(CODE_LENGTH):
        assert len({code[place] for code in codes}) == 32
    # A seeded generator does not make codes: the same seed twice gives two codes.
    random.seed(7)
    first = new_code()
    random.seed(7)
    assert new_code() != first


def test_a_code_is_read_as_crockford_allows_and_nothing_else_is_a_code():
    assert parse_code(" 7k3m9-qxd2f ") == "7K3M9QXD2F"
    assert parse_code("7K3M9 QXD2F") == "7K3M9QXD2F"
    assert parse_code("OIL0000000") == "0110000000"  # O reads 0, I and L read 1
    for typed in NOT_CODES:
        with pytest.raises(IllegalAction) as caught:
            parse_code(typed)
        assert caught.value.code == "BAD_GAME_CODE"
        assert len(caught.value.message) < 200  # a long paste is not echoed whole
        for language in ("fr", "de"):
            assert caught.value.sentence(language) != caught.value.message


def test_the_folder_is_the_setting_else_the_users_data_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("LOVELET_COMPANION_DIR", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    assert games_folder() == games_folder().home() / ".local" / "share" / "lovelet" / "companion"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert games_folder() == tmp_path / "data" / "lovelet" / "companion"
    monkeypatch.setenv("LOVELET_COMPANION_DIR", str(tmp_path / "class"))
    assert games_folder() == tmp_path / "class"


def test_a_games_file_is_always_inside_the_folder(folder):
    code = new_code()
    assert game_path(code) == folder / f"{code}.json"
    for typed in NOT_CODES:
        with pytest.raises(IllegalAction):
            game_path(typed)
        assert not game_exists(typed)


def test_a_new_game_is_saved_at_once_for_the_servers_user_only_and_taken_up_by_its_code(folder):
    code, record = start_game(SETUP)
    path = folder / f"{code}.json"
    assert path.is_file() and Record.load(str(path)) == record and game_exists(code)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700 and stat.S_IMODE(path.stat().st_mode) == 0o600
    record.play(1, Card.PRIEST, target=0)
    record.play(2, Card.GUARD, target=0, guess=Card.BARON)
    assert Record.load(str(path)) == record  # saved after every entry
    again_code, again = resume_game(code.lower())
    assert again_code == code and again == record and again.expected().kind == "drew"
    again.draw(Card.KING)
    assert Record.load(str(path)) == again  # the game taken up saves to its own file
    assert sorted(item.name for item in folder.iterdir()) == [f"{code}.json"]  # no temporary file left


def test_a_new_game_never_replaces_another(folder, monkeypatch):
    taken, _ = start_game(SETUP)
    before = (folder / f"{taken}.json").read_bytes()
    drawn = iter([taken, taken, "7K3M9QXD2F"])
    monkeypatch.setattr(games, "new_code", lambda: next(drawn))
    code, _ = start_game(SETUP)
    assert code == "7K3M9QXD2F" and (folder / f"{taken}.json").read_bytes() == before


def test_an_unknown_code_or_a_damaged_record_is_refused_in_three_languages(folder):
    with pytest.raises(IllegalAction) as caught:
        resume_game("7K3M9QXD2F")
    assert caught.value.code == "BAD_GAME_CODE" and "7K3M9QXD2F" in caught.value.sentence("de")
    code, record = start_game(SETUP)
    record.play(1, Card.PRIEST, target=0)
    path = folder / f"{code}.json"
    text = path.read_text()
    for damaged in (text.replace('"PRIEST"', '"PRINCESS"'), text[: len(text) // 2], "", "[]", '{"format": 1}',
                    text.replace('"check"', '"check", "check"')):
        path.write_text(damaged)
        with pytest.raises(IllegalAction) as caught:
            resume_game(code)
        refusal = caught.value
        assert refusal.code == "BAD_SAVE" and refusal.key.startswith("BAD_SAVE.")
        sentences = {language: refusal.sentence(language) for language in ("en", "fr", "de")}
        assert len(set(sentences.values())) == 3, sentences
        assert str(folder) not in "".join(sentences.values())  # a page learns nothing of the folders


def test_every_saved_record_refusal_has_its_sentence_in_three_languages():
    keys = [key for key in TEMPLATES["en"] if key.startswith(("BAD_SAVE.", "BAD_GAME_CODE.", "BAD_PATH."))]
    assert len(keys) >= 14
    for key in keys:
        assert all(key in TEMPLATES[language] for language in ("fr", "de")), key


def test_a_save_that_cannot_be_written_leaves_the_file_and_the_record_as_they_were(folder, monkeypatch):
    code, record = start_game(SETUP)
    record.play(1, Card.PRIEST, target=0)
    path = folder / f"{code}.json"
    before = path.read_bytes()

    def broken(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(IllegalAction) as caught:
        record.play(2, Card.GUARD, target=0, guess=Card.BARON)
    assert caught.value.code == "BAD_PATH" and len(record) == 1
    assert path.read_bytes() == before and sorted(item.name for item in folder.iterdir()) == [f"{code}.json"]


def test_the_game_of_a_query_string():
    assert code_in_query("game=7K3M9QXD2F") == "7K3M9QXD2F"
    assert code_in_query("?theme=dark&game=7k3m9qxd2f") == "7k3m9qxd2f"
    assert code_in_query("game=A&game=B") == "B"
    assert code_in_query("game=") == ""
    assert code_in_query("") is None and code_in_query("theme=dark") is None and code_in_query(None) is None
    assert code_in_query("game=..%2F..%2Fetc%2Fpasswd") == "../../etc/passwd"  # and parse_code refuses it


def test_the_page_voila_renders(monkeypatch):
    for name in ("VOILA_PREHEAT", "QUERY_STRING", "SCRIPT_NAME", "VOILA_REQUEST_URL", "SERVER_NAME", "SERVER_PORT"):
        monkeypatch.delenv(name, raising=False)
    assert companion_address.this_page() == (None, "companion.ipynb", False)
    # A kernel Voilà starts for a page: the request in its environment.
    monkeypatch.setenv("VOILA_PREHEAT", "False")
    monkeypatch.setenv("QUERY_STRING", "game=7K3M9QXD2F")
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/companion.ipynb")
    monkeypatch.setenv("VOILA_REQUEST_URL", "https://class.example:8866/voila/render/companion.ipynb?game=7K3M9QXD2F")
    assert companion_address.this_page() == ("7K3M9QXD2F", "https://class.example:8866/voila/render/companion.ipynb",
                                             True)
    # A kernel started ahead: Voilà's get_query_string waits for the page, then sets the request.
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.delenv("VOILA_REQUEST_URL")
    monkeypatch.setenv("SERVER_NAME", "10.0.0.5")
    monkeypatch.setenv("SERVER_PORT", "8866")
    asked = []
    utils = types.ModuleType("voila.utils")
    utils.get_query_string = lambda: asked.append(1) or "game=ABCDEFGHJK"
    monkeypatch.setitem(sys.modules, "voila.utils", utils)
    assert companion_address.this_page() == ("ABCDEFGHJK", "http://10.0.0.5:8866/voila/render/companion.ipynb",
                                             True)
    assert asked == [1]
