"""Sealing (issue 7, sections 1 and 2): nothing a caller receives can change the round,
anyone's view or the editions, and no agent can reach the dealer's generator.

The property test plays random rounds of both editions and, at several points, hands
an attacker everything the public API gives out: every seat's observation with its
fields, events, details and secrets, the round's events, result, legal actions, hands,
piles, deck, winners and favors, the edition tables, the options, the game's snapshot,
and what the deduction tools return (tracker, belief, sampled worlds, outcome
probabilities).  The attacker tries to change each of them as a student would:
setattr and delattr on every attribute, item assignment and deletion, in-place
operators, append / extend / insert / remove / pop / clear / sort / reverse / update /
setdefault / popitem / add / discard, everywhere it can reach.  Then the round equals a
twin that nobody touched (the same deck and actions replayed), every player's view
(fresh, and the one a bystander held all along) equals the twin's, the deduction tools
give what they gave before, and the editions still have their printed values.  What
must be immutable (observations, events, editions, options, legal actions, the
round's tuples) refuses every attempt; fresh copies may change, alone.

Holes found while writing this are pinned by strict xfail tests at the end, so the
property test stays green while they are open and tells when one is closed.
"""

import functools
import gc
import inspect
import operator
import random
import types
from fractions import Fraction

import pytest

from lovelet import CLASSIC, EDITIONS, REVISED, Card, Game, Observation, Options, Round
from lovelet.deduction import belief, outcome_probabilities, sample_worlds, tracker
from lovelet.engine.frozen import ReadOnlyDict
from lovelet.engine.game import DerivedDealer, SequentialDealer
from lovelet.lab.match import play_game, play_round, seat_generators
from lovelet.engine.saving import dumps
from lovelet.engine.stream_random import StreamRandom, generator_from_state

from conftest import random_position

# The printed tables (docs/rules.md A1, A3, B1, B3), written out here rather than read
# from the engine, so that a changed table cannot hide itself.
PRINTED = {
    "revised": {
        "values": {Card.SPY: 0, Card.GUARD: 1, Card.PRIEST: 2, Card.BARON: 3, Card.HANDMAID: 4,
                   Card.PRINCE: 5, Card.CHANCELLOR: 6, Card.KING: 7, Card.COUNTESS: 8, Card.PRINCESS: 9},
        "copies": {Card.SPY: 2, Card.GUARD: 6, Card.PRIEST: 2, Card.BARON: 2, Card.HANDMAID: 2,
                   Card.PRINCE: 2, Card.CHANCELLOR: 2, Card.KING: 1, Card.COUNTESS: 1, Card.PRINCESS: 1},
        "thresholds": {"standard": {2: 6, 3: 5, 4: 4, 5: 3, 6: 3}},
    },
    "classic": {
        "values": {Card.GUARD: 1, Card.PRIEST: 2, Card.BARON: 3, Card.HANDMAID: 4, Card.PRINCE: 5,
                   Card.KING: 6, Card.COUNTESS: 7, Card.PRINCESS: 8},
        "copies": {Card.GUARD: 5, Card.PRIEST: 2, Card.BARON: 2, Card.HANDMAID: 2, Card.PRINCE: 2,
                   Card.KING: 1, Card.COUNTESS: 1, Card.PRINCESS: 1},
        "thresholds": {"standard": {2: 5, 3: 4, 4: 3}, "aeg": {2: 7, 3: 5, 4: 4}},
    },
}
SETUPS = [(REVISED, 2), (REVISED, 3), (REVISED, 4), (REVISED, 6), (CLASSIC, 2), (CLASSIC, 3), (CLASSIC, 4)]
SETUP_IDS = [f"{edition.name}-{players}" for edition, players in SETUPS]


def assert_editions_printed():
    assert dict(EDITIONS) == {"revised": REVISED, "classic": CLASSIC}
    for edition in (REVISED, CLASSIC):
        printed = PRINTED[edition.name]
        assert dict(edition.values) == printed["values"]
        assert dict(edition.copies) == printed["copies"]
        assert {name: dict(table) for name, table in edition.thresholds.items()} == printed["thresholds"]
        assert edition.cards == tuple(sorted(printed["values"], key=printed["values"].__getitem__))
        assert edition.deck == tuple(card for card in edition.cards for _ in range(printed["copies"][card]))
        assert edition.size == sum(printed["copies"].values())
        for card, value in printed["values"].items():
            assert edition.value(card) == value
    assert Options() == Options("shared", "standard", False)


# ---------------------------------------------------------------------- the attacker


class Junk:
    """What the attacker writes: equal to nothing the engine holds."""

    def __repr__(self):
        return "JUNK"


JUNK = Junk()
ATOMS = (type(None), bool, int, float, complex, str, bytes, Fraction, range, Junk, Card)
MUTATORS = ("append", "extend", "insert", "remove", "pop", "clear", "sort", "reverse", "update",
            "setdefault", "popitem", "add", "discard", "difference_update", "intersection_update",
            "symmetric_difference_update")
IN_PLACE = (operator.iadd, operator.ior, operator.iand, operator.isub, operator.imul)


def is_atom(value):
    """Values the attacker does not enter: immutable scalars, cards (enum singletons, see
    test_a_card_refuses_new_attributes), classes, modules and functions."""
    return (isinstance(value, ATOMS) or isinstance(value, (type, types.ModuleType))
            or inspect.isroutine(value) or isinstance(value, (types.CodeType, types.FrameType,
                                                              types.GeneratorType)))


_MISSING = object()


def _class_level(value, name):
    """True when ``value.name`` is a plain attribute of its class (such as a namedtuple's
    ``_field_defaults``), not the instance's own value or a property computed from it."""
    own = getattr(value, "__dict__", None)
    if isinstance(own, dict) and name in own:
        return False
    found = inspect.getattr_static(type(value), name, _MISSING)
    if found is _MISSING:
        return False
    if isinstance(found, (property, functools.cached_property)) or hasattr(type(found), "__set__"):
        return False
    return True


def _contents(value):
    try:
        return list(value.items()) if hasattr(value, "items") else list(value)
    except Exception:
        return None


class Attacker:
    """Tries every change it can think of on everything reachable from what it is given.

    ``changed`` lists (path, how) for each attempt that went through, so that a test can
    say which must have been refused.
    """

    def __init__(self, budget=2000, depth=7):
        self.seen = set()
        self.keep = []  # the objects seen, kept alive so their ids stay theirs
        self.budget = budget
        self.depth = depth
        self.changed = []
        self._start = 0

    def attack(self, value, path):
        self._start = len(self.seen)
        self._visit(value, path, 0)

    def _try(self, path, how, action):
        try:
            action()
        except Exception:  # a refusal: TypeError, AttributeError, IllegalAction, anything
            return False
        self.changed.append((path, how))
        return True

    def _visit(self, value, path, depth):
        if (is_atom(value) or id(value) in self.seen or depth > self.depth
                or len(self.seen) - self._start > self.budget):
            return
        self.seen.add(id(value))
        self.keep.append(value)
        children = self._children(value, path)  # read before anything is changed
        self._mutate(value, path)
        for child, where in children:
            self._visit(child, where, depth + 1)

    def _children(self, value, path):
        children = []
        if isinstance(value, dict):
            for key, item in list(value.items())[:40]:
                children += [(key, f"{path}[key {key!r}]"), (item, f"{path}[{key!r}]")]
        elif isinstance(value, (list, tuple, set, frozenset)):
            try:
                items = list(value)[:60]
            except TypeError:  # an Observation is a tuple that refuses to be read as one
                items = []
            for index, item in enumerate(items):
                children.append((item, f"{path}[{index}]"))
        for name in self._names(value):
            if _class_level(value, name):
                continue  # the class's own, shared by every instance: not something handed out
            try:
                item = getattr(value, name)
            except Exception:
                continue
            if not inspect.isroutine(item):
                children.append((item, f"{path}.{name}"))
        return children

    @staticmethod
    def _names(value):
        try:
            names = dir(value)
        except Exception:
            return []
        return [name for name in names if not (name.startswith("__") and name.endswith("__"))]

    def _mutate(self, value, path):
        for name in self._names(value):
            self._try(path, f"setattr .{name}", lambda: setattr(value, name, JUNK))
            self._try(path, f"delattr .{name}", lambda: delattr(value, name))
        self._try(path, "setattr .injected", lambda: setattr(value, "injected", JUNK))
        if isinstance(value, dict) or hasattr(value, "keys"):
            try:
                keys = list(value.keys())[:5]
            except Exception:
                keys = []
            for key in keys:
                self._try(path, f"[{key!r}] =", lambda: value.__setitem__(key, JUNK))
                self._try(path, f"del [{key!r}]", lambda: value.__delitem__(key))
                self._try(path, f"pop({key!r})", lambda: value.pop(key))
            self._try(path, "[new] =", lambda: value.__setitem__("new", JUNK))
        if hasattr(value, "__setitem__") or hasattr(value, "__delitem__"):
            for index in (0, -1):
                self._try(path, f"[{index}] =", lambda: value.__setitem__(index, JUNK))
                self._try(path, f"del [{index}]", lambda: value.__delitem__(index))
            self._try(path, "[:] =", lambda: value.__setitem__(slice(None), []))
        try:
            first = next(iter(value)) if isinstance(value, (list, set, dict, tuple, frozenset)) else JUNK
        except (StopIteration, TypeError):
            first = JUNK
        arguments = {"append": [(JUNK,)], "extend": [([JUNK],)], "insert": [(0, JUNK)],
                     "remove": [(first,)], "pop": [(), (0,), (first,)], "clear": [()], "sort": [()],
                     "reverse": [()], "update": [({JUNK: JUNK},), ([(JUNK, JUNK)],)],
                     "setdefault": [(JUNK, JUNK)], "popitem": [()], "add": [(JUNK,)], "discard": [(first,)],
                     "difference_update": [([first],)], "intersection_update": [(set(),)],
                     "symmetric_difference_update": [({JUNK},)]}
        for name in MUTATORS:
            method = getattr(value, name, None)
            if not callable(method):
                continue
            for args in arguments[name]:
                self._try(path, f".{name}{args!r}", lambda: method(*args))
        for op in IN_PLACE:
            for other in ([JUNK], (JUNK,), {JUNK: JUNK}, {JUNK}, 2):
                before = _contents(value)
                try:
                    result = op(value, other)
                except Exception:
                    continue
                if result is value and _contents(value) != before:  # changed in place
                    self.changed.append((path, f"{op.__name__} {other!r}"))


def test_the_attacker_changes_what_can_be_changed():
    """The attacker itself: it reaches nested values and its changes go through where
    nothing stops them (so that an empty list of changes means the values refused)."""

    class Holder:
        def __init__(self):
            self.cards = [Card.GUARD]
            self.table = {"a": [1, 2]}
            self.pair = (set(), {"b": 1})

    holder = Holder()
    attacker = Attacker()
    attacker.attack(holder, "holder")
    ways = {how.split("(")[0].split(" ")[0] for _, how in attacker.changed}
    assert {"setattr", "delattr", ".append", ".clear", ".add", ".update"} <= ways
    places = {path for path, _ in attacker.changed}
    assert {"holder", "holder.table['a']", "holder.pair[0]", "holder.pair[1]"} <= places
    sealed = Attacker()
    sealed.attack((ReadOnlyDict({"a": (1, frozenset({2}))}), Options(), REVISED), "sealed")
    assert sealed.changed == []


# ---------------------------------------------------------------------- what is handed out


def immutable_handouts(rnd):
    """What the round hands out that must refuse every change: (path, value)."""
    out = [("rnd.events", rnd.events), ("rnd.result", rnd.result), ("rnd.legal_actions()", rnd.legal_actions()),
           ("rnd.deck", rnd.deck), ("rnd.winners", rnd.winners), ("rnd.favors", rnd.favors),
           ("rnd.favors_before", rnd.favors_before), ("rnd.face_up", rnd.face_up),
           ("rnd.protected", rnd.protected), ("rnd.eliminated", rnd.eliminated),
           ("rnd.in_round", rnd.in_round), ("rnd.dealt_deck", rnd.dealt_deck), ("rnd.actions", rnd.actions),
           ("rnd.names", rnd.names), ("rnd.options", rnd.options), ("rnd.edition", rnd.edition),
           ("rnd.game_winners", rnd.game_winners), ("rnd.eligible_opponents()", rnd.eligible_opponents()),
           ("EDITIONS", EDITIONS), ("REVISED", REVISED), ("CLASSIC", CLASSIC),
           ("REVISED.values", REVISED.values), ("CLASSIC.thresholds", CLASSIC.thresholds)]
    for seat in range(rnd.players):
        observation = rnd.observation(seat)
        out += [(f"rnd.hand({seat})", rnd.hand(seat)), (f"rnd.discards({seat})", rnd.discards(seat)),
                (f"obs{seat}", observation), (f"obs{seat}.legal_actions()", observation.legal_actions()),
                (f"obs{seat}.events", observation.events), (f"obs{seat}.in_round", observation.in_round)]
        for index, event in enumerate(observation.events):
            for other in range(rnd.players):
                out.append((f"obs{seat}.events[{index}].seen_from({other})", event.seen_from(other)))
    for index, event in enumerate(rnd.events):
        for seat in range(rnd.players):
            out.append((f"rnd.events[{index}].seen_from({seat})", event.seen_from(seat)))
    return out


def fresh_handouts(rnd, attacker_seat, rng):
    """What may be a fresh copy (changing it must change nothing else): (path, value)."""
    out = [("rnd.snapshot()", rnd.snapshot()), ("rnd.position_key()", rnd.position_key())]
    for seat in range(rnd.players):
        observation = rnd.observation(seat)
        out.append((f"obs{seat}.as_fields()", observation.as_fields()))
        out += [(f"obs{seat}.events[{index}].as_dict()", event.as_dict())
                for index, event in enumerate(observation.events)]
    mine = rnd.observation(attacker_seat)
    out += deduction_handouts(mine, rng)
    return out


def deduction_handouts(observation, rng):
    out = []
    found = tracker(observation)
    out.append(("tracker", found))
    for name in ("known", "seen", "unseen", "unseen_values", "value_distribution"):
        out.append((f"tracker.{name}", getattr(found, name)))
    for card in observation.edition.cards:
        out.append((f"tracker.where({card.name})", found.where(card)))
    believed = belief(observation)
    out.append(("belief", believed))
    for seat in range(observation.players):
        out.append((f"belief.hand({seat})", believed.hand(seat)))
    out += [("belief.set_aside", believed.set_aside), ("belief.next_draw", believed.next_draw),
            ("belief.rows()", believed.rows()), ("belief.as_fractions()", believed.as_fractions())]
    others = [seat for seat in observation.in_round if seat != observation.player]
    if others:
        out.append(("belief.joint", believed.joint(others[:2])))
    if not observation.is_over:
        out.append(("worlds", list(sample_worlds(observation, 4, random.Random(rng.random())))))
    # Sampled, not exact (exact_below=None): the exact search of late positions is slow,
    # and its results are the same kind of values.
    out.append(("outcomes", outcome_probabilities(observation, n=12, seed=rng.randrange(100),
                                                  game=rng.random() < 0.5, exact_below=None)))
    return out


def deduction_reference(observation):
    """What the deduction tools say about ``observation``, as plain comparable values."""
    found = tracker(observation)
    believed = belief(observation)
    return {
        "tracker": (found, dict(found.unseen), tuple(found.where(card) for card in observation.edition.cards)),
        "hands": tuple(tuple(sorted(believed.hand(seat).items(), key=lambda item: item[0].name))
                       for seat in range(observation.players)),
        "set_aside": dict(believed.set_aside), "next_draw": dict(believed.next_draw),
        "exact": believed.exact,
    }


# ---------------------------------------------------------------------- twins


def twin_of(rnd, staged):
    """A round that nobody touched: the same deal (or position) and the same actions."""
    if staged is None:
        twin = Round.deal(rnd.edition, list(rnd.names), deck=rnd.dealt_deck, first_player=rnd.start_player,
                          favors=rnd.favors_before, **rnd.options.as_dict())
    else:
        twin = Round.from_position(rnd.edition, players=list(rnd.names), favors=rnd.favors_before,
                                   **rnd.options.as_dict(), **staged)
    for action in rnd.actions:
        twin.apply(action)
    return twin


def siege(rnd, staged, attacker_seat, rng):
    """Attack everything ``rnd`` hands out, then check nothing else changed."""
    twin = twin_of(rnd, staged)
    assert rnd.snapshot() == twin.snapshot()
    # Bystanders hold their views from before the attack, events read.
    bystanders = {seat: rnd.observation(seat) for seat in range(rnd.players)}
    for view in bystanders.values():
        view.events
    expected = {seat: twin.observation(seat) for seat in range(rnd.players)}
    reference = {seat: deduction_reference(expected[seat]) for seat in range(rnd.players)}
    result_before = twin.result

    sealed = Attacker(budget=10**6, depth=12)
    for path, value in immutable_handouts(rnd):
        sealed.attack(value, path)
    assert sealed.changed == [], f"changes went through: {sealed.changed[:5]}"
    loose = Attacker()
    for path, value in fresh_handouts(rnd, attacker_seat, rng):
        loose.attack(value, path)
    assert loose.changed  # the attacker has teeth: fresh copies did change

    assert rnd.snapshot() == twin.snapshot()
    assert rnd.legal_actions() == twin.legal_actions()
    assert (rnd.winners, rnd.favors, rnd.game_winners) == (twin.winners, twin.favors, twin.game_winners)
    assert rnd.result == result_before
    if rnd.is_over:
        details = rnd.result.details
        assert (details["winners"], details["gains"]) == (rnd.winners, tuple(
            after - before for after, before in zip(rnd.favors, rnd.favors_before)))
    for seat in range(rnd.players):
        fresh = rnd.observation(seat)
        assert fresh == expected[seat]
        assert fresh.legal_actions() == expected[seat].legal_actions()
        assert bystanders[seat] == expected[seat]
        assert bystanders[seat].events == expected[seat].events
        assert bystanders[seat].legal_actions() == expected[seat].legal_actions()
        assert deduction_reference(fresh) == reference[seat]
    assert_editions_printed()
    return twin, len(sealed.seen) + len(loose.seen)


@pytest.mark.parametrize(("edition", "players"), SETUPS, ids=SETUP_IDS)
def test_nothing_handed_out_changes_a_dealt_round(edition, players):
    reached = 0
    for seed in range(2):
        rng = random.Random(97 * players + seed)
        rnd = Round.deal(edition, players, seed=rng.randrange(2**32), reveal_drawn=seed == 1)
        lockstep = twin_of(rnd, None)
        checkpoints = {0, 3, 9}
        step = 0
        while True:
            if step in checkpoints or rnd.is_over or rnd.pending_chancellor:
                _, seen = siege(rnd, None, rng.randrange(players), rng)
                reached += seen
            if rnd.is_over:
                break
            action = rng.choice(rnd.legal_actions())
            rnd.apply(action)
            lockstep.apply(action)
            step += 1
        assert rnd.snapshot() == lockstep.snapshot()
        assert rnd.result == lockstep.result and rnd.winners == lockstep.winners
    assert reached > 500  # the attacker did reach a good deal


@pytest.mark.parametrize(("edition", "players"), SETUPS, ids=SETUP_IDS)
def test_nothing_handed_out_changes_a_staged_round(edition, players):
    for seed in range(2):
        rng = random.Random(31 * players + seed)
        position = random_position(rng, edition, players)
        rnd = Round.from_position(edition, **position, reveal_drawn=seed == 0)
        staged = {key: value for key, value in position.items()}
        for step in range(6):
            if step % 2 == 0 or rnd.is_over:
                siege(rnd, staged, rng.randrange(players), rng)
            if rnd.is_over:
                break
            rnd.apply(rng.choice(rnd.legal_actions()))


def test_nothing_handed_out_changes_a_pending_chancellor():
    for seed in range(100):
        rnd = Round.deal(REVISED, 3, seed=seed)
        rng = random.Random(seed)
        while not rnd.is_over and not rnd.pending_chancellor:
            rnd.apply(rng.choice(rnd.legal_actions()))
        if rnd.pending_chancellor:
            break
    siege(rnd, None, rnd.current_player, rng)
    siege(rnd, None, (rnd.current_player + 1) % 3, rng)


def test_the_issue_reproductions_change_nothing():
    """Issue 7, section 1, as reported: a copied Guard guess, an edited showdown, an edition."""
    for seed in range(200):
        rnd = Round.deal(REVISED, 3, seed=seed)
        rng = random.Random(seed)
        while not rnd.is_over:
            rnd.apply(rng.choice(rnd.legal_actions()))
        if any(event.kind == "guard" for event in rnd.events) and rnd.result.details["hands"]:
            break
    before = belief(rnd.observation(2)).hand(0)
    mine = rnd.observation(1)
    guard = next(event for event in mine.events if event.kind == "guard")
    with pytest.raises(TypeError):
        guard.details["guess"] = Card.PRIEST
    with pytest.raises(AttributeError):
        guard.details = {"guess": Card.PRIEST}
    with pytest.raises(TypeError):
        mine.events[-1].details["hands"][0] = Card.PRINCESS
    with pytest.raises(TypeError):
        REVISED.values[Card.PRINCESS] = -1
    with pytest.raises((TypeError, AttributeError)):
        mine.legal_actions().append(None)
    assert belief(rnd.observation(2)).hand(0) == before
    assert rnd.result.details["winners"] == rnd.winners
    assert_editions_printed()


# ---------------------------------------------------------------------- games


def game_twins(kind, seed):
    if kind == "dealt":
        return Game(REVISED, 3, seed=seed), Game(REVISED, 3, seed=seed)
    rng = random.Random(seed)
    position = random_position(rng, CLASSIC, 3)
    position["protected"] = ()
    return (Game.from_position(CLASSIC, 3, seed=seed, favors=[1, 0, 2], **position),
            Game.from_position(CLASSIC, 3, seed=seed, favors=[1, 0, 2], **position))


def game_handouts(game):
    out = [("game.favors", game.favors), ("game.winners", game.winners), ("game.names", game.names),
           ("game.options", game.options), ("game.edition", game.edition)]
    for seat in range(game.players):
        out.append((f"game.observation({seat})", game.observation(seat)))
    # A staged game's snapshot holds its staged position, which hands out the game's own
    # lists (test_the_staged_position_is_sealed): left out while that hole is open.
    if game.staged_position is None:
        out += [("game.snapshot()", game.snapshot())]
    return out


@pytest.mark.parametrize("kind", ["dealt", "staged"])
def test_nothing_handed_out_changes_a_game(kind):
    for seed in range(3):
        game, twin = game_twins(kind, seed)
        rng = random.Random(seed)
        for _ in range(40):
            if game.is_over:
                break
            if game.round.is_over:
                game.next_round()
                twin.next_round()
            else:
                action = rng.choice(game.round.legal_actions())
                game.apply(action)
                twin.apply(action)
            if rng.random() < 0.2:
                attacker = Attacker()
                for path, value in game_handouts(game):
                    attacker.attack(value, path)
                assert game.snapshot() == twin.snapshot()
                assert game == twin
        assert dumps(game) == dumps(twin)
        assert_editions_printed()


# ---------------------------------------------------------------------- generators


def reachable(root, limit=50000):
    """Every object reachable from ``root`` through references, classes, modules and
    functions left out (they lead to everything)."""
    seen = {id(root): root}
    todo = [root]
    while todo and len(seen) < limit:
        value = todo.pop()
        for child in gc.get_referents(value):
            if id(child) in seen or isinstance(child, (type, types.ModuleType)) or inspect.isroutine(child) \
                    or isinstance(child, (types.CodeType, types.FrameType)):
                continue
            seen[id(child)] = child
            todo.append(child)
    return list(seen.values())


@pytest.mark.parametrize(("edition", "players"), [(REVISED, 2), (REVISED, 4), (CLASSIC, 3)])
def test_an_observation_reaches_no_generator_and_no_round(edition, players):
    """From an observation nothing leads to the round, the game or any generator: an
    agent holding one cannot rewind the dealer."""
    game = Game(edition, players, seed=3)
    rng = random.Random(3)
    for _ in range(25):
        if game.round.is_over:
            break
        for seat in range(players):
            observation = game.observation(seat)
            observation.events
            found = reachable(observation)
            own_attributes = {id(vars(value)) for value in found if hasattr(value, "__dict__")
                              and not isinstance(value, type)}
            # The dict behind a read-only mapping (an edition's tables) is reachable only
            # through the garbage collector, never through the mapping itself.
            own_attributes |= {id(inner) for value in found if isinstance(value, types.MappingProxyType)
                               for inner in gc.get_referents(value) if type(inner) is dict}
            for value in found:
                assert not isinstance(value, (random.Random, Round, Game, DerivedDealer, SequentialDealer)), value
                assert type(value) not in (list, set), value  # such as the round's hands or deck
                if type(value) is dict:  # only an object's own attributes, never the round's state
                    assert id(value) in own_attributes, value
        game.apply(rng.choice(game.legal_actions()))


class Rewinder:
    """An agent that rewinds its generator to where it first found it, every time, and
    tries to rebuild the deck from it."""

    def __init__(self):
        self.states = {}
        self.guesses = []

    def choose(self, observation, rng):
        start = self.states.setdefault(observation.player, rng.getstate())
        rng.setstate(start)
        guess = generator_from_state(start)  # a generator of the seat's kind, rewound
        deck = list(observation.edition.deck)
        guess.shuffle(deck)
        self.guesses.append(tuple(deck))
        return rng.choice(observation.legal_actions())


class Steady:
    def choose(self, observation, rng):
        return rng.choice(observation.legal_actions())


def test_seat_generators_are_separate_streams_from_the_deal():
    players = 4
    generators = seat_generators(7, players)
    states = [generator.getstate() for generator in generators]
    assert len({state for state in states}) == players
    assert all(type(generator) is StreamRandom for generator in generators)
    assert all(set(vars(generator)) <= {"gauss_next", "bit_pool"} for generator in generators)  # nothing but the state
    firsts = [tuple(generator.random() for _ in range(5)) for generator in generators]
    assert len(set(firsts)) == players
    # No seat's stream is the stream the game deals from, nor Python's generator of the seed.
    game = Game(REVISED, players, seed=7)
    for state in states:
        for candidate in (random.Random(7), random.Random(game.seed), StreamRandom(7), StreamRandom(game.seed)):
            assert candidate.getstate() != state
    again = seat_generators(7, players)
    assert [generator.getstate() for generator in again] == states  # reproducible


@pytest.mark.parametrize(("edition", "players"), [(REVISED, 2), (REVISED, 4), (CLASSIC, 3)])
def test_rewinding_an_agents_generator_changes_no_deal_and_tells_nothing(edition, players):
    hits = 0
    for seed in range(25):
        rewinder = Rewinder()
        rewound = play_game(Game(edition, players, seed=seed), {0: rewinder, **{s: Steady() for s in range(1, players)}},
                            seed=seed)
        steady = play_game(Game(edition, players, seed=seed), Steady(), seed=seed)
        dealer = DerivedDealer(seed)
        for game in (rewound, steady):
            for number, rnd in enumerate(game.rounds, 1):
                assert rnd.dealt_deck == tuple(dealer.deck(edition, number))
        shared = min(len(rewound.rounds), len(steady.rounds))
        assert [rnd.dealt_deck for rnd in rewound.rounds[:shared]] == [rnd.dealt_deck for rnd in steady.rounds[:shared]]
        decks = {rnd.dealt_deck for rnd in rewound.rounds}
        hits += sum(guess in decks for guess in rewinder.guesses)
    assert hits == 0


def test_play_round_gives_each_seat_its_own_generator():
    seen = {}

    def spy(observation, rng):
        seen.setdefault(observation.player, set()).add(id(rng))
        assert type(rng) is StreamRandom and isinstance(rng, random.Random)
        return rng.choice(observation.legal_actions())

    rnd = Round.deal(REVISED, 4, seed=5)
    play_round(rnd, spy, seed=5)
    assert all(len(ids) == 1 for ids in seen.values())
    assert len({next(iter(ids)) for ids in seen.values()}) == len(seen)


class WorldWatcher:
    """Plays at random and notes the hand it holds at the first decision of each playout."""

    def __init__(self, greedy, turn, seat):
        self.greedy, self.turn, self.seat = greedy, turn, seat
        self.first_hands = []

    def policy(self, observation):
        actions = observation.legal_actions()
        return {action: 1 / len(actions) for action in actions}

    def choose(self, observation, rng):
        if observation.player == self.seat and observation.turn == self.turn and not observation.pending_chancellor:
            self.first_hands.append(observation.hand)
        for _ in range(self.greedy):
            rng.random()
        return rng.choice(observation.legal_actions())


def test_outcome_playouts_draw_worlds_from_their_own_stream():
    """However much an agent draws, the playouts meet the same hidden worlds."""
    for seed in range(50):
        rnd = Round.deal(REVISED, 3, seed=seed)
        rng = random.Random(seed)
        for _ in range(3):
            rnd.apply(rng.choice(rnd.legal_actions()))
        if not rnd.is_over and not rnd.pending_chancellor and rnd.current_player != 0:
            break
    viewer = rnd.observation(0)
    mover = rnd.current_player
    hands = []
    for greedy in (0, 50):
        watcher = WorldWatcher(greedy, viewer.turn, mover)
        outcome_probabilities(viewer, agents={mover: watcher}, n=40, seed=3, game=False, exact_below=None)
        hands.append(watcher.first_hands)
    assert len(hands[0]) == 40 and hands[0] == hands[1]
    assert len(set(hands[0])) > 1  # the worlds do differ from playout to playout


# ---------------------------------------------------------------------- holes, pinned


@pytest.mark.parametrize("reader", ["staged_position", "snapshot"])
def test_the_staged_position_is_sealed(reader):
    game, twin = game_twins("staged", 1)
    handed = game.staged_position if reader == "staged_position" else game.snapshot()["position"]
    Attacker().attack(handed, reader)
    assert game.snapshot() == twin.snapshot()
    assert dumps(game) == dumps(twin)


@pytest.mark.parametrize("target", ["edition", "result"])
def test_a_read_only_mapping_cannot_be_initialised_again(target):
    rnd = Round.deal(REVISED, 3, seed=2)
    rng = random.Random(2)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    twin = twin_of(rnd, None)
    if target == "edition":
        values = dict(REVISED.values)
        try:
            try:
                REVISED.values.__init__({Card.PRINCESS: -1})
            except TypeError:
                pass
            assert REVISED.value(Card.PRINCESS) == 9
        finally:  # never leave the process with another edition
            if dict(REVISED.values) != values:
                dict.clear(REVISED.values)
                dict.update(REVISED.values, values)
    else:
        try:
            rnd.result.details.__init__(winners=(99,))
        except TypeError:
            pass
        assert rnd.snapshot() == twin.snapshot()
        assert rnd.result.details["winners"] == rnd.winners


def test_a_card_refuses_new_attributes():
    card = Round.deal(REVISED, 3, seed=1).observation(0).hand[0]
    try:
        try:
            card.label = lambda language="en": "forged"
        except (AttributeError, TypeError):
            pass
        assert card.label() != "forged"
    finally:  # never leave the process with a forged card
        getattr(card, "__dict__", {}).pop("label", None)
    with pytest.raises(AttributeError):
        card.name = "KING"
    with pytest.raises(AttributeError):
        card.value = "king"


def test_an_observation_has_no_writable_dict():
    observation = Round.deal(REVISED, 3, seed=1).observation(0)
    events = observation.events
    try:
        vars(observation)["_events"] = ()
    except TypeError:
        pass
    assert observation.events == events


def test_an_observation_event_cache_leaks_nowhere():
    """The hole above stays inside the one object: the round and other views are intact."""
    rnd = Round.deal(REVISED, 3, seed=1)
    observation = rnd.observation(0)
    observation.events
    try:
        vars(observation)["_events"] = ()
    except TypeError:
        pass
    assert rnd.observation(0).events == twin_of(rnd, None).observation(0).events
    assert isinstance(rnd.observation(0), Observation)
    assert rnd.snapshot() == twin_of(rnd, None).snapshot()
