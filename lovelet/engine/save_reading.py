"""Reading a save's document: its format, its structure checked strictly, its values as the engine's.

:func:`read_document` turns the JSON values of a save (see :mod:`lovelet.engine.saving`
for the document) into engine values (cards, seats, actions, a generator's state),
after checking every part of it: types, known keys, card names of the edition, seats.
It replays nothing: :mod:`lovelet.engine.restoring` does.  Everything doubtful is
refused with a ``BAD_SAVE`` refusal whose key (:mod:`lovelet.text.loading`) says what
happened to the file and whose ``detail`` value, itself a keyed refusal
(``BAD_SAVE.detail_*``, :mod:`lovelet.text.refusals_games`), says what exactly is wrong:
both are said in the reader's language.

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
from lovelet.engine.errors import IllegalAction, OneOf, refused
from lovelet.engine.json_files import checked_format
from lovelet.engine.stream_random import STATE_TAG as STREAM_STATE_TAG
from lovelet.engine.stream_random import StreamRandom

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

#: How a sentence names a part of the save: its JSON path, or a phrase said in the sentence's language.
Where = str | IllegalAction


def _refused(detail: IllegalAction, key: str = "BAD_SAVE.damaged") -> IllegalAction:
    """BAD_SAVE said by the page sentence ``key`` (lovelet.text.loading: what happened to
    the file), with ``detail`` (a ``BAD_SAVE.detail_*`` refusal: what is wrong in it) as
    its value: the text layer says both in the reader's language, the detail after."""
    return refused(key, detail=detail)


def _where(part: str) -> IllegalAction:
    """A part of a save named in words (``BAD_SAVE.where_<part>``: "Every player name"),
    a phrase the text layer says in the sentence's language; never raised.  The other
    parts are named by their JSON path ("options.tie_break"), the same in every language."""
    return refused(f"BAD_SAVE.where_{part}")


def _detail(variant: str, **values: object) -> IllegalAction:
    """The specific fault ``BAD_SAVE.detail_<variant>``, said with ``values``: never raised
    alone, it is the ``detail`` of a page refusal (:func:`_refused`)."""
    return refused(f"BAD_SAVE.detail_{variant}", **values)


def _read_generator(value: object) -> tuple[Any, ...] | None:
    """The state of a ``random.Random`` from its JSON record; BAD_SAVE if it is not one."""
    if value is None:
        return None
    if isinstance(value, list) and value[:1] == [STREAM_STATE_TAG]:
        return _read_stream_generator(value)
    try:
        version, words, gauss = cast("Sequence[object]", value)  # or TypeError, ValueError
        if type(version) is not int or not isinstance(words, list) or len(words) != 625 or not all(
                type(word) is int and 0 <= word < 2**32 for word in words) or not (
                gauss is None or isinstance(gauss, (int, float))):
            raise ValueError("not a generator state")
        state = (version, tuple(words), gauss)
        random.Random().setstate(state)
    except (TypeError, ValueError) as error:
        raise _refused(_detail("generator", error=str(error))) from None
    return state


def _read_stream_generator(value: list[object]) -> tuple[Any, ...]:
    """The state of a StreamRandom from its JSON record (its key in hexadecimal);
    BAD_SAVE if it is not one."""
    try:
        if len(value) != 7 or not isinstance(value[1], str):
            raise ValueError("not the state of a StreamRandom")
        state = (STREAM_STATE_TAG, bytes.fromhex(value[1]), *value[2:])
        StreamRandom.named(b"").setstate(state)  # ValueError for anything else
    except ValueError as error:
        raise _refused(_detail("generator", error=str(error))) from None
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
        raise _refused(_detail(f"{what}_refused", refusal=error), _DAMAGED[what]) from error
    # (its own name: the compiled build types a name by the first except that binds it)
    except Exception as failure:  # a malformed value deep inside
        raise _refused(_detail(f"{what}_unreadable", error=f"{type(failure).__name__}: {failure}"),
                       _DAMAGED[what]) from failure


def save_fault(fault: str, value: object) -> IllegalAction:
    """The refusal of a save that is not a readable document (one of
    :data:`lovelet.engine.json_files.FAULTS`, found by the one JSON loader)."""
    if fault == "not_text":
        return _refused(_detail("not_text", error=str(value)), "BAD_SAVE.not_text")
    if fault == "not_str":
        return _refused(_detail("not_str", type=str(value)), "BAD_SAVE.not_text")
    if fault == "empty":
        return _refused(_detail("empty"), "BAD_SAVE.empty")
    if fault == "not_json":
        return _refused(_detail("not_json", error=str(value)), "BAD_SAVE.not_json")
    if fault == "duplicate_key":
        return _refused(_detail("duplicate_key", shown=repr(value)), "BAD_SAVE.duplicate_key")
    if fault == "not_object":
        return _refused(_detail("not_object", kind=_kind(value)))
    if fault == "format":
        return _refused(_detail("format", marker=f'"format": "{FORMAT}"'), "BAD_SAVE.not_a_save")
    if fault == "version_kind":
        return _refused(_detail("version_kind", kind=_kind(value)), "BAD_SAVE.version")
    return _refused(_detail("version", version=str(value), readable=OneOf(map(str, READABLE_VERSIONS))),
                    "BAD_SAVE.version")


def changed_since_written() -> IllegalAction:
    """The refusal of a save whose document digest does not match: it was changed after
    it was written."""
    return _refused(_detail("changed"), "BAD_SAVE.changed")


def not_replayed(found: str, saved_by: str, this: str) -> IllegalAction:
    """The refusal of a save that does not replay to the game it recorded (``found``: how it
    differs), written by ``saved_by`` and read by ``this`` lovelet."""
    if saved_by == this:
        return _refused(_detail("no_replay", found=found), "BAD_SAVE.no_replay")
    return _refused(_detail("no_replay_version", found=found, saved_by=saved_by, this=this), "BAD_SAVE.no_replay")


def read_document(data: object) -> dict[str, Any]:
    """The save's content as engine values, after checking its structure strictly."""
    version = checked_format(data, FORMAT, READABLE_VERSIONS, save_fault)
    data = cast("dict[str, Any]", data)  # an object: checked_format refuses anything else
    _keys(data, _TOP_KEYS + (("generator",) if version >= 2 else ()), _where("save"))
    _text(data["saved_by"], "saved_by")
    edition = EDITIONS.get(data["edition"]) if isinstance(data["edition"], str) else None
    if edition is None:
        raise _refused(_detail("edition", choices=OneOf(repr(name) for name in EDITIONS),
                               kind=_kind(data["edition"])))
    names = data["players"]
    if not isinstance(names, list) or not names:
        raise _refused(_detail("players", kind=_kind(names)))
    for name in names:
        _text(name, _where("player_name"))
    players = len(names)
    options = data["options"]
    _keys(options, _OPTION_KEYS, "options")
    _text(options["tie_break"], "options.tie_break")
    _text(options["thresholds"], "options.thresholds")
    if type(options["reveal_drawn"]) is not bool:
        raise _refused(_detail("reveal_drawn", kind=_kind(options["reveal_drawn"])))
    seed = data["seed"]
    if seed is not None and type(seed) is not int:
        raise _refused(_detail("seed", kind=_kind(seed)))
    first_player = _optional_seat(data["first_player"], players, "first_player")
    staged = data["position"] is not None
    position = _read_position(data["position"], edition, players) if staged else None
    favors = None
    if staged:
        favors = _list(data["favors"], "favors")
        if len(favors) != players:
            raise _refused(_detail("favors_count", players=players, found=len(favors)))
        for count in favors:
            _count(count, _where("favor_count"))
        if first_player is not None:
            raise _refused(_detail("staged_first_player"))
    elif data["favors"] is not None:
        raise _refused(_detail("favors_not_staged"))
    if seed is None and version == 1 and (staged or first_player is None):
        raise _refused(_detail("unseeded_first_player"))
    if version >= 2 and not staged and first_player is None:
        raise _refused(_detail("no_first_player"))

    rounds = _list(data["rounds"], "rounds")
    if not rounds:
        raise _refused(_detail("no_round"))
    replay = []
    for number, entry in enumerate(rounds, 1):
        where = f"round {number}"
        _keys(entry, _ROUND_KEYS, where)
        start = _optional_seat(entry["start_player"], players, f"{where}'s start_player")
        deck = None if entry["deck"] is None else _cards(entry["deck"], edition, f"{where}'s deck")
        if number == 1 and start is not None:
            raise _refused(_detail("round_one_start"))
        if number == 1 and staged and deck is not None:
            raise _refused(_detail("round_one_deck"))
        if (seed is None or version >= 2) and (
                (deck is None and not (number == 1 and staged)) or (start is None and number > 1)):
            raise _refused(_detail("unrecorded_round_unseeded" if version == 1 else "unrecorded_round",
                                   number=number))
        actions = [_read_action(action, edition, players, f"{where}, action {index}")
                   for index, action in enumerate(_list(entry["actions"], f"{where}'s actions"), 1)]
        replay.append((start, deck, actions))

    check = data["check"]
    _keys(check, _CHECK_KEYS, "check")
    for count in _list(check["favors"], "check.favors"):
        _count(count, _where("check_favor_count"))
    for seat in _list(check["winners"], "check.winners"):
        _seat(seat, players, _where("check_winner"))
    _count(check["events"], "check.events")
    digests = _list(check["rounds"], "check.rounds")
    if len(digests) != len(rounds):
        raise _refused(_detail("check_rounds", digests=len(digests), rounds=len(rounds)))
    if (seed is None or version >= 2) and check["random"] is not None:
        raise _refused(_detail("check_random"))
    for digest in digests + [check["document"]] + ([] if check["random"] is None else [check["random"]]):
        if not isinstance(digest, str) or not _DIGEST.fullmatch(digest):
            raise _refused(_detail("digest", kind=_kind(digest)))
    if version == 1 and seed is not None and check["random"] is None:
        raise _refused(_detail("check_random_missing"))
    return {"version": version, "generator": _read_generator(data.get("generator")), "edition": edition,
            "names": names, "options": options, "seed": seed, "first_player": first_player,
            "position": position, "favors": favors, "rounds": replay, "check": check}


def _read_position(value: object, edition: Edition, players: int) -> dict[str, object]:
    position = _keys(value, _POSITION_KEYS, "position")
    per_seat = {}
    for key in ("hands", "discards"):
        piles = _list(position[key], f"position.{key}")
        if len(piles) != players:
            raise _refused(_detail("piles", where=f"position.{key}", players=players, found=len(piles)))
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
        raise _refused(_detail("turn", kind=_kind(value)))
    return value


def _read_action(record: object, edition: Edition, players: int, where: str) -> Play | ChancellorReturn:
    if not isinstance(record, dict):
        raise not_an_object(where, record)
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
    raise _refused(_detail("action_keys", where=where, keys=str(sorted(record))))


# Small strict readers; ``where`` names the value for the message.


_KINDS = {dict: "object", list: "list", str: "text", bool: "bool", int: "int", float: "float",
          type(None): "null"}


def _kind(value: object) -> IllegalAction:
    """What ``value`` is, for a sentence: a phrase (``BAD_SAVE.kind_*``, "a list ([1, 2])")
    the text layer says in the sentence's language; never raised.  ``str()`` of it is
    the English phrase."""
    shown = repr(value)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    kind = _KINDS.get(type(value))
    if kind is None:
        return refused("BAD_SAVE.kind_other", type=type(value).__name__, shown=shown)
    return refused(f"BAD_SAVE.kind_{kind}", shown=shown)


def not_an_object(where: Where, value: object) -> IllegalAction:
    """The refusal of ``value``, named ``where``, which should have been a JSON object."""
    return _refused(_detail("not_object_at", where=where, kind=_kind(value)))


def _keys(value: object, required: Sequence[str], where: Where, optional: Sequence[str] = ()) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise not_an_object(where, value)
    missing = [key for key in required if key not in value]
    if missing:
        raise _refused(_detail("lacks", where=where, missing=", ".join(map(repr, missing))))
    unknown = sorted(key for key in value if key not in required and key not in optional)
    if unknown:
        raise _refused(_detail("unknown_keys", where=where, unknown=", ".join(map(repr, unknown))))
    return value


def _list(value: object, where: Where) -> list[Any]:
    if not isinstance(value, list):
        raise _refused(_detail("list", where=where, kind=_kind(value)))
    return value


def _text(value: object, where: Where) -> str:
    if not isinstance(value, str):
        raise _refused(_detail("text", where=where, kind=_kind(value)))
    return value


def _count(value: object, where: Where) -> int:
    if type(value) is not int or value < 0:
        raise _refused(_detail("count", where=where, kind=_kind(value)))
    return value


def _seat(value: object, players: int, where: Where) -> int:
    if type(value) is not int or not 0 <= value < players:
        raise _refused(_detail("seat", where=where, last=players - 1, kind=_kind(value)))
    return value


def _seats(value: object, players: int, where: Where) -> list[int]:
    return [_seat(seat, players, where) for seat in _list(value, where)]


def _optional_seat(value: object, players: int, where: Where) -> int | None:
    return None if value is None else _seat(value, players, where)


def _card(value: object, edition: Edition, where: Where) -> Card:
    card = Card.__members__.get(value) if isinstance(value, str) else None
    if card is None or card not in edition.values:
        known = ", ".join(card.name for card in edition.cards)
        raise _refused(_detail("card", where=where, edition=edition.name, known=known, kind=_kind(value)))
    return card


def _cards(value: object, edition: Edition, where: Where) -> list[Card]:
    return [_card(item, edition, where) for item in _list(value, where)]

