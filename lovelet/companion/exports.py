"""A one-player export: a position as one player knows it, to hand to a student.

``save_observation(observation, path)`` writes what one player may know of a round,
and nothing else: the fields of their :class:`~lovelet.Observation` and the events as
that player saw them (secrets they did not see are not in the observation, so they
cannot be in the file).  ``load_observation(path)`` reads it back as an equal
observation, which every deduction tool, plot and drawing accepts.

The document (cards by their names, seats by number)::

    {"format": "lovelet-observation", "version": 1, "saved_by": "lovelet 0.1.0",
     "edition": "revised", "players": ["Ann", "Ben", "Cleo"], "player": 1,
     "options": {"tie_break": "shared", "thresholds": "standard", "reveal_drawn": false},
     "fields": {"hand": ["GUARD", "KING"], "discards": [[], [], []], ...},
     "events": [{"kind": "deal", "player": 1, "details": {}, "secret": {"card": "GUARD"},
                 "seen_by": [1]}, ...],
     "check": {"document": "<sha256>"}}

Loading refuses anything doubtful whole, with ``IllegalAction("BAD_SAVE", ...)``: a
structure that is not this one, a changed document (its digest), events no round can
produce, or fields that the events do not lead to (they are read again with
:mod:`lovelet.engine.replay` and must agree).  Like a save's digest, the check catches
damage and careless edits; it is not a signature.

An edited export whose digest was computed again is then checked for consistency, as
the companion checks a record (:mod:`lovelet.companion.retrace`): its events must
follow one another by the rules, from a deal or a valid staged position to a moment
between two decisions, and some deal of the cards must explain what the player saw;
if not, it is refused whole with ``IllegalAction("BAD_EXPORT", ...)``.  So every
observation that loads is one the engine could have given, and every deduction tool
reads it.
"""

from __future__ import annotations

import json
import os
from typing import Any

from lovelet.companion.retrace import retrace
from lovelet.engine.arguments import player_names
from lovelet.engine.cards import EDITIONS, Card, Options
from lovelet.engine.errors import IllegalAction, OneOf, refused
from lovelet.engine.events import Event, _redacted, json_ready
from lovelet.engine.json_files import checked_format, read_json_file
from lovelet.engine.legality import chancellor_returns, hand_plays
from lovelet.engine.observation import Observation, check_observation
from lovelet.engine.replay import replay
from lovelet.engine.restoring import document_digest as _document_digest
from lovelet.engine.save_reading import _count, _keys, _kind, _list, _seat, refused_whole
from lovelet.engine.save_reading import _cards as saving_cards
from lovelet.engine.saving import _lovelet_version, write_atomically

__all__ = ["save_observation", "load_observation", "observation_to_dict", "observation_from_dict",
           "FORMAT", "VERSION"]

FORMAT = "lovelet-observation"
VERSION = 1


def _refused(variant, page="BAD_SAVE.export_damaged", **values):
    """BAD_SAVE said by the page sentence ``page`` (lovelet.text.loading), with the specific
    fault ``BAD_SAVE.detail_export_<variant>`` (lovelet.text.refusals_lab) said with
    ``values`` as its detail: both in the reader's language."""
    return refused(page, detail=refused(f"BAD_SAVE.detail_export_{variant}", **values))


def _where(part, index):
    """A part of event ``index`` named in words (``BAD_SAVE.where_export_<part>``), said in
    the sentence's language; never raised."""
    return refused(f"BAD_SAVE.where_export_{part}", index=index)

_TOP_KEYS = ("format", "version", "saved_by", "edition", "players", "player", "options", "fields",
             "events", "check")
_FIELD_KEYS = ("hand", "discards", "face_up", "deck_size", "set_aside_count", "protected",
               "eliminated", "current_player", "pending_chancellor", "turn", "favors",
               "favors_needed", "is_over", "winners")
_EVENT_KEYS = ("kind", "player", "details", "secret", "seen_by")
_KINDS = ("deal", "set_aside", "face_up", "deck", "protection_ends", "draw", "play", "guard",
          "priest", "baron", "protected", "prince", "chancellor_draw", "chancellor_return", "king",
          "eliminated", "round_end", "position", "hand")
# Details whose keys are seats (the showdown's hands, the discard totals).
_SEAT_KEYED = ("hands", "discard_sums")


# ---------------------------------------------------------------------- writing


def observation_to_dict(observation: Observation, *, verify: bool = True) -> dict[str, Any]:
    """The export of ``observation`` as plain JSON values (see the module docstring).

    ``verify=False`` skips reading the document back here, for a caller whose reader
    loads it at once with every check (an isolated agent's process, lovelet.lab.isolation)."""
    check_observation(observation, "save_observation")
    fields = {name: json_ready(getattr(observation, name)) for name in _FIELD_KEYS}
    document = {
        "format": FORMAT,
        "version": VERSION,
        "saved_by": f"lovelet {_lovelet_version()}",
        "edition": observation.edition.name,
        "players": list(observation.names),
        "player": observation.player,
        "options": observation.options.as_dict(),
        "fields": fields,
        "events": [_event_record(event) for event in observation.events],
    }
    document["check"] = {}
    document["check"]["document"] = _document_digest(document)
    if not verify:
        return document
    # What loads must be this observation: check it now, not when a student opens it.
    try:
        again = observation_from_dict(json.loads(json.dumps(document)))
    except IllegalAction as error:
        raise refused("BAD_OBSERVATION.not_exportable", refusal=error) from None
    if again != observation:
        raise refused("BAD_OBSERVATION.export_fields")
    return document


def save_observation(observation: Observation, path: str | os.PathLike[str]) -> None:
    """Write ``observation`` to the file ``path`` (JSON), replacing it only once complete."""
    document = observation_to_dict(observation)
    write_atomically(json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False) + "\n", path)


def _event_record(event):
    return {"kind": event.kind, "player": event.player, "details": json_ready(event.details),
            "secret": None if event.secret is None else json_ready(event.secret),
            "seen_by": None if event.seen_by is None else sorted(event.seen_by)}


# ---------------------------------------------------------------------- reading


def load_observation(path: str | os.PathLike[str]) -> Observation:
    """The observation exported to the file ``path``; anything damaged raises BAD_SAVE,
    events that no round explains BAD_EXPORT."""
    return observation_from_dict(read_json_file(path, _export_fault))


def _export_fault(fault, value):
    """The refusal of an export that is not a readable document (one of
    :data:`lovelet.engine.json_files.FAULTS`), in the export's words."""
    marker = f'"format": "{FORMAT}"'
    if fault == "not_object":
        return _refused("not_object", "BAD_SAVE.not_a_save", marker=marker, kind=_kind(value))
    if fault == "format":
        return _refused("format", "BAD_SAVE.not_a_save", marker=marker, part='"format"', kind=_kind(value))
    if fault in ("version_kind", "version_unknown"):
        version = str(value) if type(value) is int else _kind(value)  # 9, or what stands for it
        return _refused("version", "BAD_SAVE.export_version", version=version, readable=VERSION)
    # Text that is not JSON, a key given twice, an empty file: all "not valid JSON" here.
    if fault == "duplicate_key":
        return _refused("duplicate_key", "BAD_SAVE.not_json", shown=repr(value))
    if fault == "empty":
        return _refused("empty", "BAD_SAVE.not_json")
    return _refused("not_json", "BAD_SAVE.not_json", error=str(value))


def observation_from_dict(data: Any) -> Observation:
    """The observation an export describes, checked; anything damaged raises BAD_SAVE,
    events that no round explains BAD_EXPORT."""
    with refused_whole("export"):
        return _read(data)


def _read(data):
    checked_format(data, FORMAT, (VERSION,), _export_fault)
    _keys(data, _TOP_KEYS, refused("BAD_SAVE.where_export"))
    if data["check"] is None or not isinstance(data["check"], dict) or set(data["check"]) != {"document"}:
        raise _refused("check")
    if data["check"]["document"] != _document_digest(data):
        raise _refused("changed", "BAD_SAVE.export_changed")
    edition = EDITIONS.get(data["edition"]) if isinstance(data["edition"], str) else None
    if edition is None:
        raise _refused("edition", choices=OneOf(repr(name) for name in EDITIONS), kind=_kind(data["edition"]))
    names = data["players"]
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise refused("BAD_SAVE.export_damaged", detail=refused("BAD_SAVE.detail_players", kind=_kind(names)))
    names = player_names(edition, names)
    players = len(names)
    player = _seat(data["player"], players, "player")
    options = data["options"]
    _keys(options, ("tie_break", "thresholds", "reveal_drawn"), "options")
    options = Options.checked(edition, **options)
    fields = data["fields"]
    _keys(fields, _FIELD_KEYS, "fields")
    events = tuple(_read_event(record, edition, players, index)
                   for index, record in enumerate(_list(data["events"], "events"), 1))
    hand = _cards(fields["hand"], edition, "fields.hand")
    discards = _list(fields["discards"], "fields.discards")
    if len(discards) != players:
        raise refused("BAD_SAVE.export_damaged", detail=refused(
            "BAD_SAVE.detail_piles", where="fields.discards", players=players, found=len(discards)))
    discards = [_cards(pile, edition, "fields.discards") for pile in discards]
    current = fields["current_player"]
    current = None if current is None else _seat(current, players, "fields.current_player")
    pending = _bool(fields["pending_chancellor"], "fields.pending_chancellor")
    is_over = _bool(fields["is_over"], "fields.is_over")
    protected = frozenset(_seat(seat, players, "fields.protected") for seat in _list(fields["protected"], "fields.protected"))
    eliminated = frozenset(_seat(seat, players, "fields.eliminated") for seat in _list(fields["eliminated"], "fields.eliminated"))
    favors = [_count(count, "fields.favors") for count in _list(fields["favors"], "fields.favors")]
    if len(favors) != players:
        raise _refused("favors_count", players=players, found=len(favors))
    needed = edition.favors_needed(players, options.thresholds)
    if fields["favors_needed"] != needed:
        raise _refused("favors_needed", needed=needed, players=players)
    if current == player and not is_over:
        if pending:
            legal = chancellor_returns(tuple(hand)) if len(hand) in (2, 3) else None
        else:
            blocked = sum(1 << seat for seat in protected | eliminated)
            legal = hand_plays(hand[0], hand[1], players, player, blocked, edition)[0] if len(hand) == 2 else None
        if legal is None:
            raise _refused("hand_on_turn")
    else:
        legal = ()
    observation = Observation(
        edition=edition, options=options, names=names, player=player, hand=hand,
        discards=discards, face_up=_cards(fields["face_up"], edition, "fields.face_up"),
        deck_size=_count(fields["deck_size"], "fields.deck_size"),
        set_aside_count=_count(fields["set_aside_count"], "fields.set_aside_count"),
        protected=protected, eliminated=eliminated, current_player=current,
        pending_chancellor=pending, turn=_count(fields["turn"], "fields.turn"), favors=favors,
        favors_needed=needed, is_over=is_over,
        winners=[_seat(seat, players, "fields.winners") for seat in _list(fields["winners"], "fields.winners")],
        events=events, legal_actions=legal)
    kinds = [event.kind for event in events]
    if kinds.count("set_aside") != 1 or kinds.count("position") + kinds.count("deck") != 1:
        raise _refused("no_start")
    if not is_over and any(count >= needed for count in favors):
        raise _refused("favors_won", needed=needed)
    for event in events:
        if event.kind == "play" and ("drawn" in event.details) != options.reveal_drawn:
            raise _refused("reveal_drawn")
    _check_against_events(observation)
    # Damage is caught above; consistency is the companion's question, asked as its
    # record asks it of every entry: do the events follow one another by the rules, and
    # does some deal of the cards explain them?  (BAD_EXPORT when not.)
    retrace(observation)
    return observation


def _check_against_events(observation):
    """Refuse an observation whose fields its events do not lead to."""
    try:
        state = replay(observation)
    except IllegalAction as error:
        raise _refused("events", "BAD_SAVE.export_events", refusal=error) from None
    checks = ("hand", "discards", "face_up", "deck_size", "set_aside_count", "protected",
              "eliminated", "current_player", "pending_chancellor", "turn", "is_over", "winners")
    for name in checks:
        theirs = getattr(observation, name)
        ours = getattr(state, name)
        if name == "discards":
            ours = tuple(map(tuple, ours))
        elif name in ("protected", "eliminated"):
            ours = frozenset(ours)
        elif name in ("hand", "face_up", "winners"):
            ours = tuple(ours)
        if ours != theirs:
            raise _refused("field", field=name)


def _read_event(record, edition, players, index):
    _keys(record, _EVENT_KEYS, _where("event", index))
    kind = record["kind"]
    if kind not in _KINDS:
        raise _refused("event_kind", index=index, kind=_kind(kind))
    player = record["player"]
    if player is not None:
        player = _seat(player, players, _where("event_player", index))
    if not isinstance(record["details"], dict):
        raise _refused("details_object", index=index)
    details = {key: _value(key, value, edition, players, index) for key, value in record["details"].items()}
    secret = record["secret"]
    if secret is not None:
        if not isinstance(secret, dict):
            raise _refused("secret_object", index=index)
        secret = {key: _value(key, value, edition, players, index) for key, value in secret.items()}
    seen_by = record["seen_by"]
    if seen_by is not None:
        seen = _where("event_seen_by", index)
        seen_by = frozenset(_seat(seat, players, seen) for seat in _list(seen_by, seen))
    _check_schema(kind, player, details, secret, seen_by, players, index)
    if secret is None:
        # A secret this player did not see: the event shows only who saw it.
        event = Event(kind, player, details)
        if seen_by is not None:
            event = _redacted(kind, player, event.details, seen_by)
        return event
    return Event(kind, player, details, secret, seen_by or frozenset())


# What each kind of event holds: its details, its secret (if it has one) and whether it
# names a player.  Each check takes (value, players) and says whether the value fits.
def _is_seat(value, players):
    return type(value) is int and 0 <= value < players


def _is_card(value, players):
    return isinstance(value, Card)


def _is_cards(value, players):
    return isinstance(value, tuple) and all(isinstance(card, Card) for card in value)


def _is_seats(value, players):
    return isinstance(value, tuple) and all(_is_seat(seat, players) for seat in value)


def _is_count(value, players):
    return type(value) is int and value >= 0


def _optional(check):
    return lambda value, players: value is None or check(value, players)


def _one_of(*options):
    return lambda value, players: isinstance(value, str) and value in options


def _is_bool(value, players):
    return type(value) is bool


def _per_seat(check):
    return lambda value, players: (isinstance(value, dict) and all(
        _is_seat(seat, players) and check(item, players) for seat, item in value.items()))


def _is_piles(value, players):
    return isinstance(value, tuple) and len(value) == players and all(_is_cards(pile, players) for pile in value)


def _is_gains(value, players):
    return isinstance(value, tuple) and len(value) == players and all(_is_count(gain, players) for gain in value)


_SCHEMA = {  # kind: (names a player, {detail: check}, {secret: check} or None)
    "deal": (True, {}, {"card": _is_card}),
    "set_aside": (False, {}, {"card": _is_card}),
    "face_up": (False, {"cards": _is_cards}, None),
    "deck": (False, {"size": _is_count}, None),
    "protection_ends": (True, {}, None),
    "draw": (True, {"source": _one_of("deck", "set_aside")}, {"card": _is_card}),
    "play": (True, {"card": _is_card, "target": _optional(_is_seat), "guess": _optional(_is_card)},
             {"drawn": _is_bool}),
    "guard": (True, {"target": _is_seat, "guess": _is_card, "hit": _is_bool}, None),
    "priest": (True, {"target": _is_seat}, {"card": _is_card}),
    "baron": (True, {"target": _is_seat, "loser": _optional(_is_seat)},
              {"player_card": _is_card, "target_card": _is_card}),
    "protected": (True, {}, None),
    "prince": (True, {"target": _is_seat, "card": _is_card}, None),
    "chancellor_draw": (True, {"count": _is_count}, {"cards": _is_cards}),
    "chancellor_return": (True, {"count": _is_count}, {"keep": _is_card, "bottom": _is_cards}),
    "king": (True, {"target": _is_seat}, {"player_card": _is_card, "target_card": _is_card}),
    "eliminated": (True, {"cards": _is_cards, "cause": _one_of("guard", "baron", "prince", "princess")}, None),
    "round_end": (False, {"reason": _one_of("sole_survivor", "showdown"), "hands": _per_seat(_is_card),
                          "discard_sums": _per_seat(_is_count), "winners": _is_seats, "gains": _is_gains,
                          "spy_bonus": _optional(_is_seat), "set_aside": _optional(_is_card),
                          "game_winners": _is_seats}, None),
    "position": (False, {"discards": _is_piles, "face_up": _is_cards, "deck_size": _is_count,
                         "protected": _is_seats, "eliminated": _is_seats, "active": _is_seat,
                         "turn": _is_count}, None),
    "hand": (True, {}, {"cards": _is_cards}),
}


def _check_schema(kind, player, details, secret, seen_by, players, index):
    """Refuse an event whose parts are not those of its kind, with values of their types."""
    names_player, detail_checks, secret_checks = _SCHEMA[kind]
    if names_player != (player is not None):
        raise _refused("names_player" if names_player else "names_no_player", index=index, kind=kind)
    expected = set(detail_checks)
    if kind == "play":
        expected.add("drawn") if "drawn" in details else None
        detail_checks = dict(detail_checks, drawn=_is_bool)
    if kind == "chancellor_draw" and details.get("count") == 0:
        secret_checks = None  # a Chancellor with an empty deck draws nothing, in secret or not
    if set(details) != expected:
        raise _refused("details", index=index, kind=kind, expected=str(sorted(expected)), found=str(sorted(details)))
    for key, check in detail_checks.items():
        if key in details and not check(details[key], players):
            raise _refused("impossible", index=index, kind=kind, part=key, value=_kind(details[key]))
    if secret_checks is None:
        if secret is not None or seen_by is not None:
            raise _refused("no_secret", index=index, kind=kind)
        return
    if kind == "play" and "drawn" in details:
        if secret is not None or seen_by is not None:
            raise _refused("drawn_shown", index=index)
        return
    if seen_by is None:
        raise _refused("seen_by", index=index, kind=kind)
    if secret is not None:
        if set(secret) != set(secret_checks):
            raise _refused("secret", index=index, kind=kind, expected=str(sorted(secret_checks)),
                              found=str(sorted(secret)))
        for key, check in secret_checks.items():
            if not check(secret[key], players):
                raise _refused("impossible_secret", index=index, kind=kind, part=key, value=_kind(secret[key]))


def _value(key, value, edition, players, index):
    """A detail or secret value from JSON: card names become Cards, lists tuples."""
    if key in _SEAT_KEYED:
        if not isinstance(value, dict):
            raise _refused("seat_keyed", index=index, part=key)
        return {_seat(int(seat) if isinstance(seat, str) and seat.isdigit() else seat, players,
                      _where("event_seat", index)):
                _value("", item, edition, players, index) for seat, item in value.items()}
    if isinstance(value, str) and value in Card.__members__:
        card = Card[value]
        if card not in edition.values:
            raise _refused("card_edition", index=index, card=card, edition=edition.name)
        return card
    if isinstance(value, list):
        return tuple(_value("", item, edition, players, index) for item in value)
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise _refused("value", index=index, part=key, kind=_kind(value))


def _bool(value, where):
    if type(value) is not bool:
        raise _refused("bool", where=where, kind=_kind(value))
    return value


def _cards(value, edition, where):
    return tuple(saving_cards(value, edition, where))
