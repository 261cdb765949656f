"""Seeded random play written out as one canonical text, for comparing two builds.

The differential test (test_differential.py) plays the same seeds with the interpreted
engine and the compiled one and compares what each writes here.  A *unit* is one
seed: usually one round dealt by ``Round.deal(edition, players, seed=seed)``, and for
one seed in :data:`GAME_EVERY` a whole game (``Game(..., seed=seed)`` played round after
round through ``next_round`` until someone wins).  Everything the engine hands out is
written, one line at a time:

* before each decision, every seat's observation: every field, its legal actions, and
  the events it adds to that seat's previous observation (``events_since``), each
  event with its kind, player, details, secret and seen_by;
* now and then (one decision in :data:`ILLEGAL_EVERY`), one action the rules refuse
  (a card not in hand, a bad target, a Guard naming Guard, acting out of turn, a
  Chancellor return with none open, ...): its code, key and values, its sentence, and
  whether the round was left exactly as it was;
* the action taken, drawn by a ``random.Random`` of the harness's own (seeded from the
  unit's seed, never from the engine's streams), given in the engine's exact form or,
  now and then, by names;
* at the end of each round, every seat's final observation with all its events, the
  full log, the result (winners, gains, favors, game winners) and the round's snapshot.

Values are written canonically (:func:`canon`): cards by name, mappings and sets
sorted, every type the harness does not know refused rather than written by its repr.
Each unit's lines are hashed with BLAKE2b; two builds that write the same digest for
every seed played the same games.  When they differ, :func:`unit_lines` replays one
seed to show the first line that differs.

Run as a script: ``python play_log.py EDITION PLAYERS FIRST_SEED COUNT`` writes a JSON
object with the build's description and one ``[seed, rounds, digest]`` per unit, until
COUNT rounds were played; ``--show SEED`` writes that unit's lines instead.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
from itertools import chain
import json
import random
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import lovelet
from lovelet import ChancellorReturn, Card, Event, Game, IllegalAction, Observation, Options, Play, Round
from lovelet.engine.cards import Edition, edition_named
from lovelet.engine.frozen import ReadOnlyDict

#: One seed in this many plays a whole game instead of one round.
GAME_EVERY = 10
#: About one decision in this many also tries an action the rules refuse.
ILLEGAL_EVERY = 8
#: About one action in this many is given by names (card and player names) instead of seats and Cards.
NAMED_EVERY = 8

# The observation's fields, as the engine lists them (events are written apart).
_FIELDS = tuple(field.name for field in dataclasses.fields(Observation) if field.name != "events")


# ---------------------------------------------------------------------- canonical text

_CARD_NAMES = {card: card.name for card in Card}
_CARD_NAME = _CARD_NAMES.__getitem__
# Values written by their repr (which tells True from 1 and "1" from 1).
_SCALARS = frozenset({int, str, bool, type(None)})
_CARD_TYPE = frozenset({Card})
_TUPLE_TYPE = frozenset({tuple})


def _items(value: Iterable[object]) -> str:
    """The items of a tuple, list or set, canonical and joined by commas (in order)."""
    kinds = set(map(type, value))
    # Most hold only cards, or only numbers: joined at C speed.
    if kinds <= _CARD_TYPE:
        return ",".join(map(_CARD_NAME, value))
    if kinds <= _SCALARS:
        return ",".join(map(repr, value))
    if kinds == _TUPLE_TYPE and set(map(type, chain.from_iterable(value))) <= _CARD_TYPE:
        return ",".join(["(" + ",".join(map(_CARD_NAME, item)) + ")" for item in value])  # type: ignore[call-overload]
    return ",".join([canon(item) for item in value])


def _mapping(value: Mapping[object, object]) -> str:
    if all(type(key) is str for key in value):  # the usual keys: unique texts, sorted as they are
        items = ",".join([f"{key!r}:{canon(item)}" for key, item in sorted(value.items())])
    else:
        items = ",".join(sorted([f"{canon(key)}:{canon(item)}" for key, item in value.items()]))
    return type(value).__name__ + "{" + items + "}"


def _set(value: Iterable[object]) -> str:
    if set(map(type, value)) <= _CARD_TYPE:
        items = sorted(map(_CARD_NAME, value))
    else:
        items = sorted([canon(item) for item in value])
    return type(value).__name__ + "{" + ",".join(items) + "}"


def _event(event: Event) -> str:
    """One event, canonical: its kind, player, details, secret and seen_by."""
    details, secret = event.details, event.secret
    if event.kind == "round_end" or type(details) is not ReadOnlyDict or (
            secret is not None and type(secret) is not ReadOnlyDict):
        return (f"Event({event.kind!r},{event.player!r},{canon(details)},"
                f"{canon(secret)},{canon(event.seen_by)})")
    # The other kinds hold cards, seats, numbers and flags (and tuples of them), which
    # their repr writes exactly; the texts of the keys sort the items.
    return repr((event.kind, event.player, sorted(details.items()),
                 None if secret is None else sorted(secret.items()), _seats(event.seen_by)))


def _seats(seats: frozenset[int] | None) -> object:
    return seats if seats is None or type(seats) is not frozenset else sorted(seats)


_WRITERS: dict[type, Callable[[Any], str]] = {
    list: lambda items: "[" + _items(items) + "]",
    frozenset: _set, set: _set, dict: _mapping, ReadOnlyDict: _mapping,
    Event: _event,
    Play: lambda play: "Play(" + _items(tuple.__getitem__(play, slice(None))) + ")",
    ChancellorReturn: lambda back: "Return(" + _items(tuple.__getitem__(back, slice(None))) + ")",
    Options: lambda options: f"Options({options.tie_break!r},{options.thresholds!r},{options.reveal_drawn!r})",
    Edition: lambda edition: f"Edition({edition.name!r})",
}


def canon(value: object) -> str:
    """``value`` as canonical text: cards by name, mappings by sorted keys, sets sorted,
    the type of every mapping and set named.  A value of a type not listed here is
    refused (TypeError), so nothing is ever written by an address-bearing repr."""
    kind = type(value)
    if kind is Card:
        return _CARD_NAMES[value]  # type: ignore[index]
    if kind is int or kind is str or kind is bool or value is None:
        return repr(value)
    if kind is tuple:
        return "(" + _items(value) + ")"  # type: ignore[arg-type]
    writer = _WRITERS.get(kind)
    if writer is None:
        if isinstance(value, tuple):  # a tuple subclass (CardList), named
            return kind.__name__ + "(" + _items(value) + ")"
        raise TypeError(f"play_log cannot write a {kind.__name__}: {value!r}")
    return writer(value)


# ---------------------------------------------------------------------- playing

class Writer:
    """Takes the lines of one unit: hashes them, and keeps them when asked to."""

    def __init__(self, keep: bool = False) -> None:
        self.hash = hashlib.blake2b(digest_size=16)
        self.lines: list[str] | None = [] if keep else None

    def __call__(self, line: str) -> None:
        self.hash.update(line.encode() + b"\n")
        if self.lines is not None:
            self.lines.append(line)


def _observation(obs: Observation, previous: Observation | None,
                 seen: list[object] | None = None) -> tuple[str, list[object]]:
    """One seat's observation as a line, and its fields: every field, then its legal
    actions, then its events since ``previous`` (all of them when None).

    A field that is the very object ``seen`` (``previous``'s fields) held, an immutable
    value and so the same value, is written as ``=``: the stream already holds it.
    """
    new = obs.events if previous is None else obs.events_since(previous)
    if new is None:
        raise AssertionError(f"seat {obs.player}'s observation does not continue its previous one")
    fields = [getattr(obs, name) for name in _FIELDS]
    legal = obs.legal_actions()
    fields.append(legal)
    if seen is None:
        written = list(map(canon, fields))
    else:
        written = ["=" if field is old else canon(field) for field, old in zip(fields, seen)]
    if legal and written[-1] != "=":
        written[-1] = _legal(legal)
    line = f"obs {obs.player} {';'.join(written)} new=[{','.join(map(_event, new))}]"
    return line, fields


# Legal actions by the identity of their tuple, which the engine keeps for each situation
# and hands out again: {id: (the tuple, kept alive so that its id is never reused, text)}.
_LEGAL_TEXTS: dict[int, tuple[object, str]] = {}


def _legal(legal: tuple[object, ...]) -> str:
    known = _LEGAL_TEXTS.get(id(legal))
    if known is None:
        if len(_LEGAL_TEXTS) > 100_000:
            _LEGAL_TEXTS.clear()
        known = _LEGAL_TEXTS[id(legal)] = (legal, canon(legal))
    return known[1]


def _wrong_actions(rnd: Round, rng: random.Random) -> list[tuple[object, object]]:
    """(action, player) pairs the rules must refuse now, of several kinds."""
    seat, n = rnd.current_player, rnd.players
    assert seat is not None
    hand = rnd.hand(seat)
    legal = rnd.legal_actions()
    missing = [card for card in rnd.edition.cards if card not in hand]
    other = (seat + 1 + rng.randrange(n - 1)) % n
    wrong: list[tuple[object, object]] = [
        (legal[0], other),  # out of turn
        (rng.choice(legal), n + rng.randrange(3)),  # a player who is not at the table
        ("not an action", None),
    ]
    if rnd.pending_chancellor:
        wrong += [(Play(hand[0]), None),
                  (ChancellorReturn(hand[0], tuple(hand[1:]) + (hand[0],)), None),
                  (ChancellorReturn(missing[0], tuple(hand[1:])), None)]
    else:
        wrong += [(Play(rng.choice(missing)), None),
                  (Play(rng.choice(missing), other, Card.PRIEST), None),
                  (ChancellorReturn(hand[0], (hand[1],)), None)]
        for card in hand:
            wrong += [(Play(card, seat, Card.PRIEST if card is Card.GUARD else None), None),
                      (Play(card, other, Card.GUARD), None),
                      (Play(card, n), None)]
            if card in (Card.HANDMAID, Card.COUNTESS, Card.PRINCESS, Card.SPY, Card.CHANCELLOR):
                wrong.append((Play(card, other), None))
            if card is Card.GUARD:
                wrong.append((Play(card, other), None))
            for out in sorted(rnd.eliminated | rnd.protected):
                if out != seat:
                    wrong.append((Play(card, out, Card.PRIEST if card is Card.GUARD else None), None))
    return [(action, player) for action, player in wrong if player is not None or action not in legal]


def _try_wrong(rnd: Round, rng: random.Random, write: Writer) -> None:
    action, player = rng.choice(_wrong_actions(rnd, rng))
    before = rnd.snapshot()
    try:
        rnd.apply(action, player)
    except IllegalAction as refusal:
        unchanged = rnd.snapshot() == before
        write(f"refused {canon(action)} by {player!r}: {refusal.code} {refusal.key!r} "
              f"{canon(dict(refusal.values))} {str(refusal)!r} unchanged={unchanged}")
    else:
        raise AssertionError(f"the engine accepted {action!r} by {player!r}, which the rules refuse")


def _named(rnd: Round, action: object) -> object:
    """``action`` given by names: the card's and the guess's names, the target's name."""
    if isinstance(action, Play):
        target = None if action.target is None else rnd.names[action.target]
        guess = None if action.guess is None else action.guess.name.lower()
        return Play(action.card.name.lower(), target, guess)
    assert isinstance(action, ChancellorReturn)
    return ChancellorReturn(action.keep.name.lower(), [card.name.lower() for card in action.bottom])


def play_round(rnd: Round, rng: random.Random, write: Writer, observe: Callable[[int], Observation]) -> None:
    """Play ``rnd`` to its end with random legal actions, writing everything seen."""
    n = rnd.players
    previous: list[Observation | None] = [None] * n
    seen: list[list[object] | None] = [None] * n
    write(f"deal start={rnd.start_player} deck={canon(rnd.dealt_deck)} favors={canon(rnd.favors_before)}")
    while not rnd.is_over:
        for seat in range(n):
            obs = observe(seat)
            line, seen[seat] = _observation(obs, previous[seat], seen[seat])
            write(line)
            previous[seat] = obs
        seat = rnd.current_player
        assert seat is not None
        legal = previous[seat].legal_actions()  # type: ignore[union-attr]
        if legal != rnd.legal_actions():
            write(f"legal differs: round {canon(rnd.legal_actions())}")
        if rng.randrange(ILLEGAL_EVERY) == 0:
            _try_wrong(rnd, rng, write)
        action = legal[rng.randrange(len(legal))]
        write(f"act {canon(action)}")
        if rng.randrange(NAMED_EVERY) == 0:
            rnd.apply(_named(rnd, action), rnd.names[seat])
        else:
            rnd.apply(action)
    for seat in range(n):
        write(_observation(observe(seat), previous[seat], seen[seat])[0])
    whole = rng.randrange(n)  # one seat's events again, built whole rather than added
    write(_observation(observe(whole), None)[0])
    write(f"events {canon(rnd.events)}")
    write(f"result winners={canon(rnd.winners)} favors={canon(rnd.favors)} game_winners={canon(rnd.game_winners)} "
          f"result={canon(rnd.result)}")
    snapshot = rnd.snapshot()
    del snapshot["events"]  # written above
    write(f"snapshot {canon(snapshot)}")


def _options_for(edition: Edition, rng: random.Random) -> dict[str, object]:
    """Options drawn for one unit: reveal_drawn now and then, the classic variants."""
    options: dict[str, object] = {"reveal_drawn": rng.randrange(4) == 0}
    if edition.name == "classic":
        options["tie_break"] = rng.choice(["shared", "discard_sum"])
        options["thresholds"] = rng.choice(["standard", "aeg"])
    return options


def _refusal(call: Callable[[], object], write: Writer, what: str) -> None:
    try:
        call()
    except IllegalAction as refusal:
        write(f"refused {what}: {refusal.code} {refusal.key!r} {canon(dict(refusal.values))}")
    else:
        raise AssertionError(f"{what} was accepted")


def play_unit(edition: str, players: int, seed: int, write: Writer) -> int:
    """Play seed ``seed``'s unit (a round, or a whole game); returns its number of rounds."""
    chosen = edition_named(edition)
    rng = random.Random(f"lovelet differential:{edition}:{players}:{seed}")  # str seeds: sha512, stable
    options = _options_for(chosen, rng)
    write(f"unit {edition} {players} {seed} options={canon(options)}")
    if seed % GAME_EVERY:
        first = rng.randrange(players) if rng.randrange(4) == 0 else None
        rnd = Round.deal(chosen, players, first_player=first, seed=seed, **options)
        play_round(rnd, rng, write, rnd.observation)
        return 1
    game = Game(chosen, players, seed=seed, **options)
    while True:
        _refusal(game.next_round, write, "next round too early")
        play_round(game.round, rng, write, game.observation)
        write(f"game favors={canon(game.favors)} winners={canon(game.winners)} over={game.is_over}")
        if game.is_over:
            _refusal(game.next_round, write, "next round after the game")
            return len(game.rounds)
        game.next_round()


def unit_digest(edition: str, players: int, seed: int) -> tuple[int, str]:
    """(rounds played, hex digest of the unit's lines) for one seed."""
    write = Writer()
    rounds = play_unit(edition, players, seed, write)
    return rounds, write.hash.hexdigest()


def unit_lines(edition: str, players: int, seed: int) -> list[str]:
    """Every line of one seed's unit, for showing where two builds part."""
    write = Writer(keep=True)
    play_unit(edition, players, seed, write)
    assert write.lines is not None
    return write.lines


def digests(edition: str, players: int, first_seed: int, count: int) -> list[tuple[int, int, str]]:
    """[(seed, rounds, digest)] for the seeds from ``first_seed`` until ``count`` rounds were played."""
    found, played, seed = [], 0, first_seed
    while played < count:
        rounds, digest = unit_digest(edition, players, seed)
        found.append((seed, rounds, digest))
        played += rounds
        seed += 1
    return found


def build() -> dict[str, object]:
    """Which build of lovelet runs here: ``lovelet.COMPILED`` and where the engine's
    modules were loaded from (a .py file, or a compiled extension)."""
    import lovelet.engine.round as round_module

    return {"compiled": getattr(lovelet, "COMPILED", None), "round_module": round_module.__file__,
            "lovelet": lovelet.__file__}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("edition")
    parser.add_argument("players", type=int)
    parser.add_argument("first_seed", type=int)
    parser.add_argument("count", type=int, nargs="?", default=1)
    parser.add_argument("--show", type=int, metavar="SEED", help="write that seed's lines instead")
    args = parser.parse_args(argv)
    if args.show is not None:
        out = {"build": build(), "lines": unit_lines(args.edition, args.players, args.show)}
    else:
        out = {"build": build(), "units": digests(args.edition, args.players, args.first_seed, args.count)}
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
