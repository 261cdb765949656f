"""Reading a save's document: its format, its structure checked strictly, its values as the engine's.

:func:`read_document` turns the JSON values of a save (see :mod:`lovelet.engine.saving`
for the document) into engine values (cards, seats, actions, a generator's state),
after checking every part of it: types, known keys, card names of the edition, seats.
It replays nothing: :mod:`lovelet.engine.restoring` does.  Everything doubtful is
refused with ``IllegalAction("BAD_SAVE", ...)`` whose key (:mod:`lovelet.text.loading`)
says what happened in every language, the engine's sentence as its detail.

The small strict readers (:func:`_keys`, :func:`_list`, :func:`_seat`, :func:`_cards`...)
are shared with the other documents lovelet reads (:mod:`lovelet.companion.exports`,
:mod:`lovelet.companion.storage`).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from typing import Any, cast
from contextlib import contextmanager

from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import EDITIONS, Card, Edition
from lovelet.engine.errors import IllegalAction
from lovelet.engine.json_files import checked_format

__all__ = ["FORMAT", "VERSION", "READABLE_VERSIONS", "read_document", "save_fault", "refused_whole",
           "changed_since_written", "not_replayed", "not_an_object"]

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


def _refused(message: str, key: str | None = "BAD_SAVE.damaged", detail: str | None = None) -> IllegalAction:
    """BAD_SAVE with ``message``; ``key`` (lovelet.text.loading) says it in every language
    with ``detail`` (by default the message itself) apart, or None for a refused saving."""
    message = message[:1].upper() + message[1:]
    values = None if key is None else {"detail": message if detail is None else detail}
    return IllegalAction("BAD_SAVE", message, key=key, values=values)



def _read_generator(value: object) -> tuple[Any, ...] | None:
    """The state of a ``random.Random`` from its JSON record; BAD_SAVE if it is not one."""
    if value is None:
        return None
    try:
        version, words, gauss = cast("tuple[object, object, object]", value)  # or TypeError, ValueError
        if type(version) is not int or not isinstance(words, list) or len(words) != 625 or not all(
                type(word) is int and 0 <= word < 2**32 for word in words) or not (
                gauss is None or isinstance(gauss, (int, float))):
            raise ValueError("not a generator state")
        state = (version, tuple(words), gauss)
        random.Random().setstate(state)
    except (TypeError, ValueError) as error:
        raise _refused(f"This save's generator is not the state of a random generator ({error}).") from None
    return state



_DAMAGED = {"save": "BAD_SAVE.damaged", "export": "BAD_SAVE.export_damaged"}


@contextmanager
def refused_whole(what: str) -> Iterator[None]:
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


def save_fault(fault: str, value: object) -> IllegalAction:
    """The refusal of a save that is not a readable document (one of
    :data:`lovelet.engine.json_files.FAULTS`, found by the one JSON loader)."""
    if fault == "not_text":
        return _refused(f"This save is not text: {value}.", "BAD_SAVE.not_text", str(value))
    if fault == "not_str":
        return _refused(f"A save is JSON text, not {value}.", "BAD_SAVE.not_text", str(value))
    if fault == "empty":
        return _refused("This save is empty.", "BAD_SAVE.empty", "")
    if fault == "not_json":
        return _refused(f"This save is not valid JSON; it may be truncated or damaged ({value}).",
                        "BAD_SAVE.not_json", str(value))
    if fault == "duplicate_key":
        return _refused(f"This save names {value!r} twice in one object.", "BAD_SAVE.duplicate_key", repr(value))
    if fault == "not_object":
        return _refused(f"A save is a JSON object, not {_kind(value)}.")
    if fault == "format":
        return _refused(f'This is not a lovelet save: it has no "format": "{FORMAT}" marker.',
                        "BAD_SAVE.not_a_save", f'"format": {_kind(value)}')
    if fault == "version_kind":
        return _refused(f"This save's version must be a whole number, not {_kind(value)}.", "BAD_SAVE.version",
                        f"version: {_kind(value)}")
    return _refused(f"This save has format version {value}; this lovelet reads versions 1 and 2.",
                    "BAD_SAVE.version", f"version {value}; readable: 1, 2")


def changed_since_written() -> IllegalAction:
    """The refusal of a save whose document digest does not match: it was changed after
    it was written."""
    return _refused("This save was changed after it was written: its document digest does not match.",
                    "BAD_SAVE.changed", "check.document")


def not_replayed(found: str, saved_by: str, this: str) -> IllegalAction:
    """The refusal of a save that does not replay to the game it recorded (``found``: how it
    differs), written by ``saved_by`` and read by ``this`` lovelet."""
    cause = "changed after it was saved" if saved_by == this else (
        f"changed after it was saved, or written by another version ({saved_by}; this is {this})")
    return _refused(f"This save does not replay to the game it recorded: {found}. It was {cause}.",
                    "BAD_SAVE.no_replay", f"{found} ({saved_by}; this is {this})")


def read_document(data: object) -> dict[str, Any]:
    """The save's content as engine values, after checking its structure strictly."""
    version = checked_format(data, FORMAT, READABLE_VERSIONS, save_fault)
    data = cast("dict[str, Any]", data)  # an object: checked_format refuses anything else
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
    return {"version": version, "generator": _read_generator(data.get("generator")), "edition": edition,
            "names": names, "options": options, "seed": seed, "first_player": first_player,
            "position": position, "favors": favors, "rounds": replay, "check": check}


def _read_position(value: object, edition: Edition, players: int) -> dict[str, object]:
    position = _keys(value, _POSITION_KEYS, "position")
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


def _turn(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise _refused(f"position.turn must be a whole number from 1 up, not {_kind(value)}.")
    return value


def _read_action(record: object, edition: Edition, players: int, where: str) -> Play | ChancellorReturn:
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


def _kind(value: object) -> str:
    names = {dict: "an object", list: "a list", str: "text", bool: "true or false",
             int: "a whole number", float: "a fractional number", type(None): "null"}
    shown = repr(value)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    return f"{names.get(type(value), type(value).__name__)} ({shown})"


def not_an_object(where: str, value: object) -> IllegalAction:
    """The refusal of ``value``, named ``where``, which should have been a JSON object."""
    return _refused(f"{where} must be a JSON object, not {_kind(value)}.")


def _keys(value: object, required: Sequence[str], where: str, optional: Sequence[str] = ()) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise not_an_object(where, value)
    missing = [key for key in required if key not in value]
    if missing:
        raise _refused(f"{where} lacks {', '.join(map(repr, missing))}: the save is incomplete.")
    unknown = sorted(key for key in value if key not in required and key not in optional)
    if unknown:
        raise _refused(f"{where} has unknown {', '.join(map(repr, unknown))}: this is not a lovelet save.")
    return value


def _list(value: object, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise _refused(f"{where} must be a list, not {_kind(value)}.")
    return value


def _text(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise _refused(f"{where} must be text, not {_kind(value)}.")
    return value


def _count(value: object, where: str) -> int:
    if type(value) is not int or value < 0:
        raise _refused(f"{where} must be a whole number >= 0, not {_kind(value)}.")
    return value


def _seat(value: object, players: int, where: str) -> int:
    if type(value) is not int or not 0 <= value < players:
        raise _refused(f"{where} must be a seat from 0 to {players - 1}, not {_kind(value)}.")
    return value


def _seats(value: object, players: int, where: str) -> list[int]:
    return [_seat(seat, players, where) for seat in _list(value, where)]


def _optional_seat(value: object, players: int, where: str) -> int | None:
    return None if value is None else _seat(value, players, where)


def _card(value: object, edition: Edition, where: str) -> Card:
    card = Card.__members__.get(value) if isinstance(value, str) else None
    if card is None or card not in edition.values:
        known = ", ".join(card.name for card in edition.cards)
        raise _refused(f"{where} must be a card of the {edition.name} edition ({known}), not {_kind(value)}.")
    return card


def _cards(value: object, edition: Edition, where: str) -> list[Card]:
    return [_card(item, edition, where) for item in _list(value, where)]

