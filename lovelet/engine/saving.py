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
save) records that generator's state in ``generator``, so it too goes on as before.

Format 1 (lovelet 0.1) held only the seed and replayed Python's shuffle from it; such
saves still load (their ``check.random`` digest of the generator is then required).
The replay itself and the fingerprints are in :mod:`lovelet.engine.restoring`.
"""

import json
import random
from contextlib import contextmanager
import re

from lovelet.engine import files
from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import EDITIONS, Card
from lovelet.engine.errors import IllegalAction
from lovelet.engine.files import checked_path_for_writing
from lovelet.engine.game import Game
from lovelet.engine.restoring import action_record, difference, document_digest, fingerprint, replay_record
from lovelet.engine.round import Round

__all__ = ["game_to_dict", "game_from_dict", "dumps", "loads", "save", "load", "FORMAT", "VERSION"]

FORMAT = "lovelet-game"
VERSION = 2
READABLE_VERSIONS = (1, 2)

_TOP_KEYS = ("format", "version", "saved_by", "edition", "players", "options", "seed",
             "first_player", "position", "favors", "rounds", "check")
_OPTION_KEYS = ("tie_break", "thresholds", "reveal_drawn")
_POSITION_KEYS = ("hands", "deck", "set_aside", "face_up", "discards", "protected",
                  "eliminated", "active", "turn")
_ROUND_KEYS = ("start_player", "deck", "actions")
_CHECK_KEYS = ("favors", "winners", "events", "rounds", "random", "document")
_DIGEST = re.compile(r"[0-9a-f]{64}")


def _refused(message, key="BAD_SAVE.damaged", detail=None):
    """BAD_SAVE with ``message``; ``key`` (lovelet.text.loading) says it in every language
    with ``detail`` (by default the message itself) apart, or None for a refused saving."""
    message = message[:1].upper() + message[1:]
    values = None if key is None else {"detail": message if detail is None else detail}
    return IllegalAction("BAD_SAVE", message, key=key, values=values)


# ---------------------------------------------------------------------- saving


def game_to_dict(game):
    """The save of ``game`` as plain JSON values (see the module docstring).

    The record is replayed once before it is returned, so a save that would not load
    is refused here (BAD_SAVE) rather than discovered later.
    """
    if not isinstance(game, Game):
        raise _refused(f"Only a Game can be saved, not {type(game).__name__}.", None)
    if game.seed is not None and (isinstance(game.seed, bool) or not isinstance(game.seed, int)):
        raise _refused(f"This game cannot be saved: its seed {game.seed!r} is not a whole number.", None)
    position = game.staged_position
    if game.rounds[0].dealt_deck is None and position is None:
        raise _refused("This game cannot be saved: its first round was neither dealt nor staged "
                       "from a position (Game.from_round).", None)
    rounds = []
    for rnd in game.rounds:
        deck = None if rnd.dealt_deck is None else [card.name for card in rnd.dealt_deck]
        rounds.append({"start_player": rnd.start_player, "deck": deck,
                       "actions": [action_record(action) for action in rnd.actions]})
    staged = position is not None
    rounds[0]["start_player"] = None  # round 1's starter is first_player (or the position's)
    document = {
        "format": FORMAT,
        "version": VERSION,
        "saved_by": f"lovelet {_lovelet_version()}",
        "edition": game.edition.name,
        "players": list(game.names),
        "options": game.options.as_dict(),
        "seed": game.seed,
        "first_player": None if staged else game.rounds[0].start_player,
        "position": _position_record(game, position) if staged else None,
        "favors": list(position["favors"]) if staged else None,
        "rounds": rounds,
        "generator": _generator_record(game.generator_state()),
    }
    document["check"] = fingerprint(game, VERSION)
    document["check"]["document"] = document_digest(document)
    # The record reproduces the game only if no round was changed behind the game's
    # back: check it now, not at loading.
    try:
        found = difference(replay_record(_read(document)), document["check"], VERSION)
    except IllegalAction as error:
        found = error.message.rstrip(".")
    if found:
        raise _refused(f"This game cannot be saved: its record does not reproduce it ({found}). "
                       "That happens when a round is changed by hand.", None)
    return document


def dumps(game):
    """``game`` saved as JSON text (indented by 1, keys sorted)."""
    return json.dumps(game_to_dict(game), indent=1, sort_keys=True, ensure_ascii=False)


def save(game, path):
    """Write ``game`` to the file ``path``, replacing it only once the save is complete.

    A path that cannot be written (a missing folder, a folder, no permission) raises
    BAD_PATH naming it, before anything is written.
    """
    write_atomically(dumps(game) + "\n", path)


def write_atomically(text, path):
    """Write the JSON ``text`` to ``path`` through :func:`lovelet.engine.files.write_atomically`
    (BAD_PATH before anything is written when ``path`` is no file lovelet may write)."""
    checked_path_for_writing(path)  # a bad name is refused before the text is encoded
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # a name with a lone surrogate: JSON's \u escapes carry it
        data = (json.dumps(json.loads(text), indent=1, sort_keys=True) + "\n").encode("ascii")
    files.write_atomically(data, path)


def _generator_record(state):
    """A generator's state as JSON (a game drawing from one ``random.Random``), or None."""
    if state is None:
        return None
    version, words, gauss = state
    return [version, list(words), gauss]


def _read_generator(value):
    """The state of a ``random.Random`` from its JSON record; BAD_SAVE if it is not one."""
    if value is None:
        return None
    try:
        version, words, gauss = value
        if type(version) is not int or not isinstance(words, list) or len(words) != 625 or not all(
                type(word) is int and 0 <= word < 2**32 for word in words) or not (
                gauss is None or isinstance(gauss, (int, float))):
            raise ValueError("not a generator state")
        state = (version, tuple(words), gauss)
        random.Random().setstate(state)
    except (TypeError, ValueError) as error:
        raise _refused(f"This save's generator is not the state of a random generator ({error}).") from None
    return state


#: The folder a file will be written in; BAD_PATH when it cannot be (see lovelet.engine.files).
writable_folder = checked_path_for_writing


def _lovelet_version():
    from lovelet import __version__  # at call time: the package imports this module

    return __version__


def _position_record(game, position):
    """The staged first round in one canonical form, whatever forms were passed.

    The position is staged again from the arguments the game recorded, because the
    game's own first round has moved on since.
    """
    try:
        staged = Round.from_position(game.edition, players=game.names, **game.options.as_dict(),
                                     **position)
    except IllegalAction as error:  # the caller changed the position's lists since
        raise _refused(f"This game cannot be saved: its staged position no longer holds. {error.message}", None)
    seats = range(staged.players)
    return {
        "hands": [[card.name for card in staged.hand(seat)] for seat in seats],
        "deck": [card.name for card in staged.deck],
        "set_aside": staged.set_aside.name,
        "face_up": [card.name for card in staged.face_up],
        "discards": [[card.name for card in staged.discards(seat)] for seat in seats],
        "protected": sorted(staged.protected),
        "eliminated": sorted(staged.eliminated),
        "active": staged.current_player,
        "turn": staged.turn,
    }


# ---------------------------------------------------------------------- loading


def load(path):
    """The game saved in the file ``path``; anything wrong raises BAD_SAVE (a file that
    is not a regular one, or larger than :data:`lovelet.engine.files.MAX_FILE_BYTES`, too)."""
    return loads(files.read_limited(path))


def loads(text):
    """The game saved in the JSON ``text`` (str or UTF-8 bytes); anything wrong raises BAD_SAVE."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise _refused(f"This save is not text: {error}.", "BAD_SAVE.not_text", str(error)) from None
    if not isinstance(text, str):
        raise _refused(f"A save is JSON text, not {type(text).__name__}.", "BAD_SAVE.not_text", type(text).__name__)
    if not text.strip():
        raise _refused("This save is empty.", "BAD_SAVE.empty", "")
    try:
        data = json.loads(text, object_pairs_hook=_without_duplicate_keys)
    except IllegalAction:
        raise
    except (ValueError, RecursionError) as error:
        raise _refused(f"This save is not valid JSON; it may be truncated or damaged ({error}).", "BAD_SAVE.not_json",
                       str(error)) from None
    return game_from_dict(data)


def _without_duplicate_keys(pairs):
    data = {}
    for key, value in pairs:
        if key in data:
            raise _refused(f"This save names {key!r} twice in one object.", "BAD_SAVE.duplicate_key", repr(key))
        data[key] = value
    return data


def game_from_dict(data):
    """The game a save describes, replayed and checked; anything wrong raises BAD_SAVE.

    The structure is checked strictly first (types, known keys, card names, seats);
    then the digest of the document, the replay of every action, and finally the
    replayed game against the saved fingerprint.
    """
    with refused_whole("save"):
        record = _read(data)
        if record["check"]["document"] != document_digest(data):
            raise _refused("This save was changed after it was written: its document digest does not match.",
                           "BAD_SAVE.changed", "check.document")
        game = replay_record(record)
        found = difference(game, record["check"], record["version"])
        if found:
            saved_by, this = data["saved_by"], f"lovelet {_lovelet_version()}"
            cause = "changed after it was saved" if saved_by == this else (
                f"changed after it was saved, or written by another version ({saved_by}; this is {this})")
            raise _refused(f"This save does not replay to the game it recorded: {found}. It was {cause}.",
                           "BAD_SAVE.no_replay", f"{found} ({saved_by}; this is {this})")
        return game


_DAMAGED = {"save": "BAD_SAVE.damaged", "export": "BAD_SAVE.export_damaged"}


@contextmanager
def refused_whole(what):
    """Turn every failure inside into one BAD_SAVE refusal naming the ``what`` (a "save",
    an "export"): a file is refused whole, and no other exception escapes its reading."""
    try:
        yield
    except IllegalAction as error:
        if error.code in ("BAD_SAVE", "BAD_EXPORT"):
            raise
        raise _refused(f"This {what} is refused: {error.message}", _DAMAGED[what], error.message) from error
    except Exception as error:  # a malformed value deep inside
        raise _refused(f"This {what} cannot be read ({type(error).__name__}: {error}).", _DAMAGED[what],
                       f"{type(error).__name__}: {error}") from error


def _read(data):
    """The save's content as engine values, after checking its structure strictly."""
    if not isinstance(data, dict):
        raise _refused(f"A save is a JSON object, not {_kind(data)}.")
    if data.get("format") != FORMAT:
        raise _refused(f'This is not a lovelet save: it has no "format": "{FORMAT}" marker.', "BAD_SAVE.not_a_save",
                       f'"format": {_kind(data.get("format"))}')
    version = data.get("version")
    if type(version) is not int:
        raise _refused(f"This save's version must be a whole number, not {_kind(version)}.", "BAD_SAVE.version",
                       f"version: {_kind(version)}")
    if version not in READABLE_VERSIONS:
        raise _refused(f"This save has format version {version}; this lovelet reads versions 1 and 2.",
                       "BAD_SAVE.version", f"version {version}; readable: 1, 2")
    _keys(data, _TOP_KEYS + (("generator",) if version >= 2 else ()), "The save")
    _text(data["saved_by"], "saved_by")
    edition = EDITIONS.get(data["edition"]) if isinstance(data["edition"], str) else None
    if edition is None:
        choices = " or ".join(repr(name) for name in EDITIONS)
        raise _refused(f"This save's edition must be {choices}, not {_kind(data['edition'])}.")
    names = data["players"]
    if not isinstance(names, list) or not names:
        raise _refused(f"players must be a list of names, not {_kind(names)}.")
    for name in names:
        _text(name, "Every player name")
    players = len(names)
    options = data["options"]
    _keys(options, _OPTION_KEYS, "options")
    _text(options["tie_break"], "options.tie_break")
    _text(options["thresholds"], "options.thresholds")
    if type(options["reveal_drawn"]) is not bool:
        raise _refused(f"options.reveal_drawn must be true or false, not {_kind(options['reveal_drawn'])}.")
    seed = data["seed"]
    if seed is not None and type(seed) is not int:
        raise _refused(f"seed must be a whole number or null, not {_kind(seed)}.")
    first_player = _optional_seat(data["first_player"], players, "first_player")
    staged = data["position"] is not None
    position = _read_position(data["position"], edition, players) if staged else None
    favors = None
    if staged:
        favors = _list(data["favors"], "favors")
        if len(favors) != players:
            raise _refused(f"favors must list one count per player ({players}), not {len(favors)}.")
        for count in favors:
            _count(count, "Every favor count")
        if first_player is not None:
            raise _refused("A game staged from a position has no first_player: the position names the active seat.")
    elif data["favors"] is not None:
        raise _refused("favors is only saved for a game staged from a position; it must be null here.")
    if seed is None and version == 1 and (staged or first_player is None):
        raise _refused("A game saved without a seed records its first player and is never staged from a position.")
    if version >= 2 and not staged and first_player is None:
        raise _refused("This save does not record who started round 1 (first_player).")

    rounds = _list(data["rounds"], "rounds")
    if not rounds:
        raise _refused("This save lists no round.")
    replay = []
    for number, entry in enumerate(rounds, 1):
        where = f"round {number}"
        _keys(entry, _ROUND_KEYS, where)
        start = _optional_seat(entry["start_player"], players, f"{where}'s start_player")
        deck = None if entry["deck"] is None else _cards(entry["deck"], edition, f"{where}'s deck")
        if number == 1 and start is not None:
            raise _refused("Round 1 has no start_player of its own: the game's first_player starts it.")
        if number == 1 and staged and deck is not None:
            raise _refused("Round 1 of a game staged from a position has no deck of its own.")
        if (seed is None or version >= 2) and (
                (deck is None and not (number == 1 and staged)) or (start is None and number > 1)):
            raise _refused(f"A game saved {'without a seed ' if version == 1 else ''}records every deck "
                           f"and starting player, but {where} does not.")
        actions = [_read_action(action, edition, players, f"{where}, action {index}")
                   for index, action in enumerate(_list(entry["actions"], f"{where}'s actions"), 1)]
        replay.append((start, deck, actions))

    check = data["check"]
    _keys(check, _CHECK_KEYS, "check")
    for count in _list(check["favors"], "check.favors"):
        _count(count, "Every favor count in check")
    for seat in _list(check["winners"], "check.winners"):
        _seat(seat, players, "Every winner in check")
    _count(check["events"], "check.events")
    digests = _list(check["rounds"], "check.rounds")
    if len(digests) != len(rounds):
        raise _refused(f"check.rounds lists {len(digests)} digests for {len(rounds)} rounds.")
    if (seed is None or version >= 2) and check["random"] is not None:
        raise _refused("check.random must be null here: only a format-1 save with a seed records it.")
    for digest in digests + [check["document"]] + ([] if check["random"] is None else [check["random"]]):
        if not isinstance(digest, str) or not _DIGEST.fullmatch(digest):
            raise _refused(f"A digest in check must be 64 lowercase hexadecimal digits, not {_kind(digest)}.")
    if version == 1 and seed is not None and check["random"] is None:
        raise _refused("A format-1 save with a seed checks the state of its generator (check.random).")
    return {"version": version, "generator": _read_generator(data.get("generator")), "edition": edition, "names": names, "options": options, "seed": seed,
            "first_player": first_player, "position": position, "favors": favors,
            "rounds": replay, "check": check}


def _read_position(position, edition, players):
    _keys(position, _POSITION_KEYS, "position")
    per_seat = {}
    for key in ("hands", "discards"):
        piles = _list(position[key], f"position.{key}")
        if len(piles) != players:
            raise _refused(f"position.{key} must list one pile per player ({players}), not {len(piles)}.")
        per_seat[key] = [_cards(pile, edition, f"position.{key} of seat {seat}")
                         for seat, pile in enumerate(piles)]
    return {
        "hands": per_seat["hands"],
        "deck": _cards(position["deck"], edition, "position.deck"),
        "set_aside": _card(position["set_aside"], edition, "position.set_aside"),
        "face_up": _cards(position["face_up"], edition, "position.face_up"),
        "discards": per_seat["discards"],
        "protected": _seats(position["protected"], players, "position.protected"),
        "eliminated": _seats(position["eliminated"], players, "position.eliminated"),
        "active": _seat(position["active"], players, "position.active"),
        "turn": _turn(position["turn"]),
    }


def _turn(value):
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise _refused(f"position.turn must be a whole number from 1 up, not {_kind(value)}.")
    return value


def _read_action(record, edition, players, where):
    if not isinstance(record, dict):
        raise _refused(f"{where.capitalize()} must be a JSON object, not {_kind(record)}.")
    if "play" in record:
        _keys(record, ("play",), where, optional=("target", "guess"))
        card = _card(record["play"], edition, f"{where}'s card")
        target = _seat(record["target"], players, f"{where}'s target") if "target" in record else None
        guess = _card(record["guess"], edition, f"{where}'s guess") if "guess" in record else None
        return Play(card, target, guess)
    if "chancellor_return" in record:
        _keys(record, ("chancellor_return",), where)
        choice = record["chancellor_return"]
        _keys(choice, ("keep", "bottom"), f"{where}'s chancellor_return")
        keep = _card(choice["keep"], edition, f"{where}'s kept card")
        return ChancellorReturn(keep, tuple(_cards(choice["bottom"], edition, f"{where}'s returned cards")))
    raise _refused(f'{where.capitalize()} must have "play" or "chancellor_return", not {sorted(record)}.')


# Small strict readers; ``where`` names the value for the message.


def _kind(value):
    names = {dict: "an object", list: "a list", str: "text", bool: "true or false",
             int: "a whole number", float: "a fractional number", type(None): "null"}
    shown = repr(value)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    return f"{names.get(type(value), type(value).__name__)} ({shown})"


def _keys(value, required, where, optional=()):
    if not isinstance(value, dict):
        raise _refused(f"{where} must be a JSON object, not {_kind(value)}.")
    missing = [key for key in required if key not in value]
    if missing:
        raise _refused(f"{where} lacks {', '.join(map(repr, missing))}: the save is incomplete.")
    unknown = sorted(key for key in value if key not in required and key not in optional)
    if unknown:
        raise _refused(f"{where} has unknown {', '.join(map(repr, unknown))}: this is not a lovelet save.")


def _list(value, where):
    if not isinstance(value, list):
        raise _refused(f"{where} must be a list, not {_kind(value)}.")
    return value


def _text(value, where):
    if not isinstance(value, str):
        raise _refused(f"{where} must be text, not {_kind(value)}.")
    return value


def _count(value, where):
    if type(value) is not int or value < 0:
        raise _refused(f"{where} must be a whole number >= 0, not {_kind(value)}.")
    return value


def _seat(value, players, where):
    if type(value) is not int or not 0 <= value < players:
        raise _refused(f"{where} must be a seat from 0 to {players - 1}, not {_kind(value)}.")
    return value


def _seats(value, players, where):
    return [_seat(seat, players, where) for seat in _list(value, where)]


def _optional_seat(value, players, where):
    return None if value is None else _seat(value, players, where)


def _card(value, edition, where):
    card = Card.__members__.get(value) if isinstance(value, str) else None
    if card is None or card not in edition.values:
        known = ", ".join(card.name for card in edition.cards)
        raise _refused(f"{where} must be a card of the {edition.name} edition ({known}), not {_kind(value)}.")
    return card


def _cards(value, edition, where):
    return [_card(item, edition, where) for item in _list(value, where)]
