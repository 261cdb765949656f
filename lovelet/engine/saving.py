"""Saving a game as JSON (format 2), and loading it back by replaying it.

A save holds a game's record, not its state: the edition, options, player names and
seed, every round's dealt deck and starting player, and every action applied.  Loading
deals each round from its recorded deck and replays the actions, so the loaded game is
the original one, and a save never depends on Python's ``random.shuffle`` staying the
same across versions.  The seed deals the rounds still to come (each from a stream of
its own, see :mod:`lovelet.engine.game`), so the loaded game goes on as the original would.

A save also carries a ``check``: the final favors and winners, the number of events of
the last round, a digest of every round's state and of the document itself.  They
catch a damaged, truncated or carelessly edited file; they are not a signature, since
anyone can recompute them (a save edited consistently is a save of another game).
Loading refuses anything doubtful whole, always with ``IllegalAction("BAD_SAVE", ...)``,
and never returns a partial game.  A file name that cannot be written is refused with
``BAD_PATH`` before anything is written.

The document (cards by their names, seats by number)::

    {"format": "lovelet-game", "version": 2, "saved_by": "lovelet 0.1.0",
     "edition": "revised", "players": ["Ann", "Ben"], "seed": 7,
     "options": {"tie_break": "shared", "thresholds": "standard", "reveal_drawn": false},
     "first_player": 1, "position": null, "favors": null, "generator": null,
     "rounds": [{"start_player": null, "deck": ["PRINCE", "GUARD", ...],
                 "actions": [{"play": "GUARD", "target": 1, "guess": "PRIEST"},
                             {"chancellor_return": {"keep": "KING", "bottom": ["SPY", "GUARD"]}}]},
                {"start_player": 0, "deck": [...], "actions": [...]}],
     "check": {"favors": [0, 0], "winners": [], "events": 12, "rounds": ["<sha256>", ...],
               "random": null, "document": "<sha256>"}}

Digests are SHA-256 of canonical JSON (keys sorted, no spaces, ASCII only): a round's
digest covers its :meth:`~lovelet.Round.snapshot` with cards by name, and ``document``
the whole document without ``check.document``.

``position`` and ``favors`` describe the staged first round of a
:meth:`Game.from_position` game, which has no deck of its own.  A game that draws from
one ``random.Random`` in order (``Game(rng=...)``, or a game loaded from a format-1
save) records that generator's state in ``generator``, so it too goes on as before:
``[version, 625 words, gauss]`` for a Mersenne Twister, ``["lovelet stream 1", key in
hexadecimal, block, offset, pool, left, gauss]`` for a
:class:`~lovelet.engine.stream_random.StreamRandom` (a derived generator).

Format 1 (lovelet 0.1) held only the seed and replayed Python's shuffle from it; such
saves still load (their ``check.random`` digest of the generator is then required).
The text is parsed by the one JSON loader (:mod:`lovelet.engine.json_files`), the
document read and checked by :mod:`lovelet.engine.save_reading`, and replayed, with its
fingerprints, by :mod:`lovelet.engine.restoring`; this module writes saves and loads them
through those three.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from typing import Any, cast

from lovelet.engine import files
from lovelet.engine.errors import IllegalAction, refused
from lovelet.engine.files import checked_path_for_writing
from lovelet.engine.game import Game
from lovelet.engine.json_files import loaded_json
from lovelet.engine.restoring import action_record, difference, document_digest, fingerprint, replay_record
from lovelet.engine.round import Round
from lovelet.engine.stream_random import STATE_TAG as STREAM_STATE_TAG
from lovelet.engine.save_reading import (FORMAT, READABLE_VERSIONS, VERSION, changed_since_written, not_replayed,
                                         read_document, refused_whole, save_fault)
from lovelet.engine.version import VERSION as LOVELET_VERSION

__all__ = ["game_to_dict", "game_from_dict", "dumps", "loads", "save", "load", "FORMAT", "VERSION",
           "write_atomically", "writable_folder", "refused_whole"]

# ---------------------------------------------------------------------- saving


def game_to_dict(game: object) -> dict[str, Any]:
    """The save of ``game`` as plain JSON values (see the module docstring).

    The record is replayed once before it is returned, so a save that would not load
    is refused here (BAD_SAVE) rather than discovered later.
    """
    if not isinstance(game, Game):
        raise refused("BAD_SAVE.not_a_game", kind=type(game).__name__)
    if game.seed is not None and (isinstance(game.seed, bool) or not isinstance(game.seed, int)):
        raise refused("BAD_SAVE.seed", seed=repr(game.seed))
    position = game.staged_position
    if game.rounds[0].dealt_deck is None and position is None:
        raise refused("BAD_SAVE.unrecorded")
    rounds = []
    for rnd in game.rounds:
        deck = None if rnd.dealt_deck is None else [card.name for card in rnd.dealt_deck]
        rounds.append({"start_player": rnd.start_player, "deck": deck,
                       "actions": [action_record(action) for action in rnd.actions]})
    staged = position is not None
    rounds[0]["start_player"] = None  # round 1's starter is first_player (or the position's)
    document: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "saved_by": _saved_by(),
        "edition": game.edition.name,
        "players": list(game.names),
        "options": game.options.as_dict(),
        "seed": game.seed,
        "first_player": None if staged else game.rounds[0].start_player,
        "position": None if position is None else _position_record(game, position),
        "favors": None if position is None else list(position["favors"]),
        "rounds": rounds,
        "generator": _generator_record(game.generator_state()),
    }
    document["check"] = fingerprint(game, VERSION)
    document["check"]["document"] = document_digest(document)
    # The record reproduces the game only if no round was changed behind the game's
    # back: check it now, not at loading.
    found: object
    try:
        found = difference(replay_record(read_document(document)), document["check"], VERSION)
    except IllegalAction as error:
        found = error  # said in the refusal's own language
    if found:
        raise refused("BAD_SAVE.unreproducible", found=found)
    return document


def dumps(game: object) -> str:
    """``game`` saved as JSON text (indented by 1, keys sorted)."""
    return json.dumps(game_to_dict(game), indent=1, sort_keys=True, ensure_ascii=False)


def save(game: object, path: str | os.PathLike[str]) -> None:
    """Write ``game`` to the file ``path``, replacing it only once the save is complete.

    A path that cannot be written (a missing folder, a folder, no permission) raises
    BAD_PATH naming it, before anything is written.
    """
    write_atomically(dumps(game) + "\n", path)


def write_atomically(text: str, path: str | os.PathLike[str]) -> None:
    """Write the JSON ``text`` to ``path`` through :func:`lovelet.engine.files.write_atomically`
    (BAD_PATH before anything is written when ``path`` is no file lovelet may write)."""
    checked_path_for_writing(path)  # a bad name is refused before the text is encoded
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # a name with a lone surrogate: JSON's \u escapes carry it
        data = (json.dumps(json.loads(text), indent=1, sort_keys=True) + "\n").encode("ascii")
    files.write_atomically(data, path)


def _generator_record(state: Any) -> list[object] | None:
    """A generator's state as JSON (a game drawing from one ``random.Random``), or None:
    a Mersenne Twister's [version, words, gauss], or a StreamRandom's state with its key
    in hexadecimal (a game dealt from a derived generator)."""
    if state is None:
        return None
    if isinstance(state, tuple) and len(state) == 7 and state[0] == STREAM_STATE_TAG:
        tag, key, *numbers = state
        return [tag, key.hex(), *numbers]
    if isinstance(state, tuple) and len(state) == 3 and isinstance(state[1], tuple) and len(state[1]) == 625:
        version, words, gauss = state
        return [version, list(words), gauss]
    # A generator of the caller's own kind, with a state of its own: nothing that a
    # save could give back to it.
    raise refused("BAD_SAVE.generator_kind")


#: The folder a file will be written in; BAD_PATH when it cannot be (see lovelet.engine.files).
writable_folder = checked_path_for_writing


def _saved_by() -> str:
    """What a document's ``saved_by`` says: this lovelet and its version."""
    return f"lovelet {LOVELET_VERSION}"


def _lovelet_version() -> str:
    """This lovelet's version (the companion's documents write it too)."""
    return LOVELET_VERSION


def _position_record(game: Game, position: Mapping[str, Any]) -> dict[str, object]:
    """The staged first round in one canonical form, whatever forms were passed.

    The position is staged again from the arguments the game recorded, because the
    game's own first round has moved on since.
    """
    try:
        options: dict[str, Any] = game.options.as_dict()
        staged = Round.from_position(game.edition, players=game.names, **options, **position)
    except IllegalAction as error:  # the caller changed the position's lists since
        raise refused("BAD_SAVE.position_changed", reason=error)
    seats = range(staged.players)
    return {
        "hands": [[card.name for card in staged.hand(seat)] for seat in seats],
        "deck": [card.name for card in staged.deck],
        "set_aside": None if staged.set_aside is None else staged.set_aside.name,  # a staged round has one
        "face_up": [card.name for card in staged.face_up],
        "discards": [[card.name for card in staged.discards(seat)] for seat in seats],
        "protected": sorted(staged.protected),
        "eliminated": sorted(staged.eliminated),
        "active": staged.current_player,
        "turn": staged.turn,
    }


# ---------------------------------------------------------------------- loading


def load(path: object) -> Game:
    """The game saved in the file ``path``; anything wrong raises BAD_SAVE (a file that
    is not a regular one, or larger than :data:`lovelet.engine.files.MAX_FILE_BYTES`, too)."""
    return loads(files.read_limited(path))


def loads(text: object) -> Game:
    """The game saved in the JSON ``text`` (str or UTF-8 bytes); anything wrong raises BAD_SAVE."""
    return game_from_dict(loaded_json(text, FORMAT, READABLE_VERSIONS, save_fault))


def game_from_dict(data: object) -> Game:
    """The game a save describes, replayed and checked; anything wrong raises BAD_SAVE.

    The structure is checked strictly first (types, known keys, card names, seats);
    then the digest of the document, the replay of every action, and finally the
    replayed game against the saved fingerprint.
    """
    with refused_whole("save"):
        record = read_document(data)
        document = cast("dict[str, Any]", data)  # read_document accepts nothing but a JSON object
        if record["check"]["document"] != document_digest(document):
            raise changed_since_written()
        game = replay_record(record)
        found = difference(game, record["check"], record["version"])
        if found:
            raise not_replayed(found, document["saved_by"], _saved_by())
        return game


