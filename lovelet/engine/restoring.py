"""Restoring a saved game: replaying its record, and the fingerprints that check it.

:func:`replay_record` rebuilds the game a save's record describes (read and checked by
:mod:`lovelet.engine.saving`) by replaying every round's setup and actions; the fingerprint
(:func:`fingerprint`) is what the replayed game must reproduce exactly: the favors,
the winners, a digest of every round's state (and, in saves of format 1, the state of
the game's one generator).  Digests are SHA-256 of canonical JSON (keys sorted, no
spaces, ASCII only).
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Mapping
from typing import Any

from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import Card, Options
from lovelet.engine.errors import IllegalAction, refused
from lovelet.engine.events import Event
from lovelet.engine.game import Game
from lovelet.engine.round import Round
from lovelet.engine.stream_random import generator_from_state

__all__ = ["replay_record", "fingerprint", "difference", "document_digest", "action_record"]


def _refused(variant: str, **values: object) -> IllegalAction:
    """BAD_SAVE for a record the rules refuse: the page sentence ``BAD_SAVE.bad_record``
    (lovelet.text.loading) with, as its detail, ``BAD_SAVE.detail_<variant>`` said with
    ``values``; the text layer says both in the reader's language."""
    return refused("BAD_SAVE.bad_record", detail=refused(f"BAD_SAVE.detail_{variant}", **values))


def action_record(action: Play | ChancellorReturn) -> dict[str, object]:
    """An action as a save writes it."""
    if isinstance(action, Play):
        record: dict[str, object] = {"play": action.card.name}
        if action.target is not None:
            record["target"] = action.target
        if action.guess is not None:
            record["guess"] = action.guess.name
        return record
    return {"chancellor_return": {"keep": action.keep.name,
                                  "bottom": [card.name for card in action.bottom]}}


# ---------------------------------------------------------------------- fingerprints


def _plain(value: object) -> object:
    """``value`` as JSON values, cards by name; anything unforeseen is an error."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Card):
        return value.name
    if isinstance(value, (Play, ChancellorReturn)):
        return action_record(value)
    if isinstance(value, Event):
        return {"kind": value.kind, "player": value.player, "details": _plain(value.details),
                "secret": _plain(value.secret), "seen_by": _plain(value.seen_by)}
    if isinstance(value, Options):
        return value.as_dict()
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted((_plain(item) for item in value), key=_canonical)
    if isinstance(value, Mapping):
        return {str(key): _plain(item) for key, item in value.items()}
    raise TypeError(f"a round's state holds a {type(value).__name__}, which a save cannot fingerprint")


def _canonical(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def _sha256(value: object) -> str:
    return hashlib.sha256(_canonical(value).encode("ascii")).hexdigest()


def _round_digest(rnd: Round) -> str:
    return _sha256(_plain(rnd.snapshot()))


def fingerprint(game: Game, version: int) -> dict[str, Any]:
    """What a replay must reproduce exactly: favors, winners, every round (and, in the
    saves of format 1, the state of the game's one generator)."""
    return {
        "favors": list(game.favors),
        "winners": list(game.winners),
        "events": len(game.round.events),
        "rounds": [_round_digest(rnd) for rnd in game.rounds],
        # The generator decides the rounds to come: a loaded game must shuffle its next
        # deck as the original would have.  Without a seed it is the caller's own.
        "random": _generator_digest(game) if version == 1 else None,
    }


def _generator_digest(game: Game) -> str | None:
    """The state of the one generator of a game replayed from a format-1 save."""
    state = game.generator_state()
    return None if state is None else _sha256(_plain(state))


def document_digest(document: Mapping[str, Any]) -> str:
    """The digest of the whole document but the digest itself."""
    sealed = dict(document)
    sealed["check"] = {key: value for key, value in document["check"].items() if key != "document"}
    return _sha256(sealed)


# ---------------------------------------------------------------------- replaying


def replay_record(record: Mapping[str, Any]) -> Game:
    """The game the record describes, each refusal named by round and action."""
    options = record["options"]
    try:
        seed = record["seed"]
        # Format 1 drew everything from one generator seeded with the seed, in order:
        # replaying such a save draws again what it did not record.  Format 2 records
        # every deck and starter; its seed deals the rounds still to come.
        # A game that draws from one generator in order (a caller's rng, or a format-1
        # game saved again) records that generator's state: it goes on as before.
        rng: random.Random | None
        if record["version"] == 1:
            rng = random.Random(seed)
        elif record.get("generator") is not None:
            rng = generator_from_state(record["generator"])
        else:
            rng = None
        if record["position"] is None:
            first_deck = record["rounds"][0][1]
            game = Game(record["edition"], list(record["names"]), seed=None if rng else seed, rng=rng,
                        first_player=record["first_player"], deck=first_deck, **options)
        else:
            game = Game.from_position(record["edition"], list(record["names"]), favors=record["favors"],
                                      seed=seed, rng=rng, **options, **record["position"])
        if rng is not None:
            game.seed = seed
    except Exception as error:
        raise _refused("setup", reason=_reason(error)) from error
    for number, (start, deck, actions) in enumerate(record["rounds"], 1):
        if number > 1:
            try:
                game.next_round(start_player=start, deck=deck)
            except Exception as error:
                raise _refused("round_start", number=number, reason=_reason(error)) from error
        for index, action in enumerate(actions, 1):
            try:
                game.apply(action)
            except Exception as error:
                raise _refused("illegal_action", number=number, index=index, action=_describe(action),
                               reason=_reason(error)) from error
    return game


def difference(game: Game, saved: Mapping[str, Any], version: int) -> str | None:
    """How the replayed ``game`` differs from the ``saved`` fingerprint, or None."""
    replayed = fingerprint(game, version)
    for key, what, verb in (("events", "the number of events of the last round", "is"),
                            ("favors", "the favors", "are"), ("winners", "the winners", "are")):
        if replayed[key] != saved[key]:
            return f"{what} after replaying {verb} {replayed[key]}, but the save recorded {saved[key]}"
    for number, (ours, theirs) in enumerate(zip(replayed["rounds"], saved["rounds"]), 1):
        if ours != theirs:
            return f"round {number} replays to a different state from the one saved"
    if saved["random"] is not None and replayed["random"] != saved["random"]:
        return "the random generator replays to another state"
    return None


def _describe(action: Play | ChancellorReturn) -> IllegalAction:
    """The action, as a phrase (``BAD_SAVE.action_*``: "play Guard on seat 1 naming
    Priest") the text layer says in the sentence's language, card names included;
    never raised."""
    if isinstance(action, Play):
        values: dict[str, object] = {"card": action.card}
        variant = "play"
        if action.target is not None:
            values["seat"], variant = action.target, "play_on"
        if action.guess is not None:
            values["guess"], variant = refused("BAD_SAVE.card_named", card=action.guess), variant + "_naming"
        return refused(f"BAD_SAVE.action_{variant}", **values)
    if not action.bottom:
        return refused("BAD_SAVE.action_chancellor_nothing", card=action.keep)
    if len(action.bottom) > 2:  # more than a Chancellor draws: a damaged record, listed plainly
        return refused("BAD_SAVE.action_chancellor_many", card=action.keep,
                       bottom=", ".join(card.name for card in action.bottom))
    bottom = [refused("BAD_SAVE.card_named", card=card) for card in action.bottom]
    return refused(f"BAD_SAVE.action_chancellor_{len(bottom)}", card=action.keep,
                   **{f"bottom{number}": card for number, card in enumerate(bottom, 1)})


def _reason(error: Exception) -> IllegalAction | str:
    """Why a step of the replay failed: the rules' refusal itself (said in the sentence's
    language), or an unforeseen exception as its type and text."""
    if isinstance(error, IllegalAction):
        return error
    return f"{type(error).__name__}: {error}"
