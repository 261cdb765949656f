"""Issue 18, item 6: file names and files lovelet refuses (lovelet.engine.files; BAD_PATH, BAD_SAVE).

Writing refuses, before anything is written, a name with a NUL character, a folder, a
device node or a pipe, and a symbolic link (never replaced, never written through).
Every loader (games, exports, companion records, the replay viewer) reads regular files
only, at most lovelet.engine.files.MAX_FILE_BYTES, and refuses anything else with a sentence.
"""

import os
import stat

import pytest

import lovelet
from lovelet import Card, Game, IllegalAction, REVISED
from lovelet.engine import files
from lovelet.companion import Record, Setup
from lovelet.companion import storage
from lovelet.companion.exports import load_observation, save_observation
from lovelet.widgets.replay_viewer import ReplayController

LANGUAGES = ("en", "fr", "de")


def small_game():
    game = Game(REVISED, ["Ann", "Ben"], seed=3)
    return game


def refused_with(code, function, *arguments):
    with pytest.raises(Exception) as caught:
        function(*arguments)
    error = caught.value
    assert type(error) is IllegalAction, f"{type(error).__name__}: {error}"
    assert error.code == code, (error.code, error.message)
    sentences = [error.sentence(language) for language in LANGUAGES]
    assert len(set(sentences)) == 3, sentences  # said in three languages
    assert all(sentence.rstrip()[-1] in ".!" for sentence in sentences), sentences
    return error


def writers(tmp_path):
    game = small_game()
    observation = game.round.observation(0)
    return {"save_game": lambda where: lovelet.save_game(game, where),
            "save_observation": lambda where: save_observation(observation, where)}


def listing(folder):
    return sorted((root, sorted(dirs), sorted(names)) for root, dirs, names in os.walk(folder))


@pytest.mark.parametrize("writer", ["save_game", "save_observation"])
def test_a_name_with_a_nul_character_is_refused_with_bad_path(tmp_path, writer):
    before = listing(tmp_path)
    error = refused_with("BAD_PATH", writers(tmp_path)[writer], str(tmp_path / "x\0.json"))
    assert "NUL" in error.message
    assert listing(tmp_path) == before


def test_the_issue_s_nul_path_is_refused():
    refused_with("BAD_PATH", lovelet.save_game, small_game(), "/tmp/x\0.json")


@pytest.mark.parametrize("writer", ["save_game", "save_observation"])
def test_a_symbolic_link_is_neither_replaced_nor_written_through(tmp_path, writer):
    target = tmp_path / "real.json"
    target.write_text("precious", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    error = refused_with("BAD_PATH", writers(tmp_path)[writer], link)
    assert "symbolic link" in error.message and str(link) in error.message
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text(encoding="utf-8") == "precious"
    assert sorted(item.name for item in tmp_path.iterdir()) == ["link.json", "real.json"]


def test_a_dangling_symbolic_link_is_refused_too(tmp_path):
    link = tmp_path / "link.json"
    link.symlink_to(tmp_path / "nowhere.json")
    refused_with("BAD_PATH", lovelet.save_game, small_game(), link)
    assert link.is_symlink() and not (tmp_path / "nowhere.json").exists()


@pytest.mark.parametrize("writer", ["save_game", "save_observation"])
def test_a_pipe_is_refused_and_left_a_pipe(tmp_path, writer):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    error = refused_with("BAD_PATH", writers(tmp_path)[writer], pipe)
    assert "not a file" in error.message
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)
    assert sorted(item.name for item in tmp_path.iterdir()) == ["pipe.json"]


def test_a_device_node_is_refused_before_anything_is_written():
    # /dev/null is a character device every POSIX system has; as root the old code
    # replaced such a node with a file, so the node must still be a device afterwards.
    before = os.lstat("/dev/null")
    refused_with("BAD_PATH", lovelet.save_game, small_game(), "/dev/null")
    after = os.lstat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino
    if os.path.exists("/dev/full"):
        refused_with("BAD_PATH", lovelet.save_game, small_game(), "/dev/full")
        assert stat.S_ISCHR(os.lstat("/dev/full").st_mode)


def test_a_regular_file_is_still_replaced_whole(tmp_path):
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")
    game = small_game()
    lovelet.save_game(game, path)
    assert lovelet.load_game(path).round.snapshot() == game.round.snapshot()
    assert sorted(item.name for item in tmp_path.iterdir()) == ["game.json"]


# ---------------------------------------------------------------------- reading


def loaders():
    return {"load_game": lovelet.load_game, "load_observation": load_observation,
            "companion": lambda path: storage.load(path, Record), "Record.load": Record.load,
            "replay": lambda where: ReplayController(where)}


LOADERS = list(loaders())


@pytest.mark.parametrize("loader", LOADERS)
def test_a_device_is_refused_without_reading_it(loader):
    # /dev/zero never ends: the old loaders read it until memory ran out.
    error = refused_with("BAD_SAVE", loaders()[loader], "/dev/zero")
    assert "device" in error.message


@pytest.mark.parametrize("loader", LOADERS)
def test_a_pipe_is_refused_without_waiting_for_a_writer(tmp_path, loader):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    refused_with("BAD_SAVE", loaders()[loader], pipe)


@pytest.mark.parametrize("loader", LOADERS)
def test_a_file_larger_than_the_limit_is_refused(tmp_path, loader):
    path = tmp_path / "huge.json"
    with open(path, "wb") as out:  # sparse: no disk is used for the zeros
        out.truncate(files.MAX_FILE_BYTES + 1)
    error = refused_with("BAD_SAVE", loaders()[loader], path)
    assert "16 MB" in error.message


def test_a_file_at_the_limit_is_read_whole(tmp_path):
    path = tmp_path / "big.bin"
    path.write_bytes(b"x" * 1000)
    assert files.read_limited(path, limit=1000) == b"x" * 1000
    refused_with("BAD_SAVE", files.read_limited, path, 999)


@pytest.mark.parametrize("loader", LOADERS)
def test_a_name_with_a_nul_character_is_refused_when_loading(loader):
    refused_with("BAD_SAVE", loaders()[loader], "/tmp/x\0.json")


def test_loading_follows_a_symbolic_link_to_a_regular_file(tmp_path):
    game = small_game()
    lovelet.save_game(game, tmp_path / "game.json")
    (tmp_path / "link.json").symlink_to(tmp_path / "game.json")
    assert lovelet.load_game(tmp_path / "link.json").round.snapshot() == game.round.snapshot()


def test_the_companion_s_sentences_name_no_folder(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as out:
        out.truncate(files.MAX_FILE_BYTES + 1)
    for target in (path, tmp_path, "/dev/zero"):
        error = refused_with("BAD_SAVE", storage.load, target, Record)
        assert str(tmp_path) not in "".join(error.sentence(language) for language in LANGUAGES)


def test_a_companion_record_is_not_autosaved_through_a_symbolic_link(tmp_path):
    target = tmp_path / "real.json"
    target.write_text("precious", encoding="utf-8")
    link = tmp_path / "ann.json"
    link.symlink_to(target)
    setup = Setup(edition="revised", names=["Ann", "Ben", "Cleo"], seat=0, start_player=0, card=Card.GUARD)
    record = Record(setup)
    refused_with("BAD_PATH", record.save, link)
    assert target.read_text(encoding="utf-8") == "precious" and link.is_symlink()
