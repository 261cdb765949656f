"""Shared helpers for the rules tests: staged positions and refusal checks.

Fixtures, each a plain function handed to the tests:

* ``position(hands, ...)`` builds a :meth:`Round.from_position` where only the cards
  that matter to the test are named; every other card of the edition is placed
  automatically (set aside, face up, then under the named top of the deck).
* ``game_position(hands, names=, favors=, seed=, ...)`` does the same for a
  :meth:`Game.from_position`.
* ``assert_unchanged(subject, fn, code)`` calls ``fn`` expecting an
  :class:`IllegalAction` with ``code``, and checks that the round or game is exactly
  as it was before (docs/rules.md A8: "A rejected action changes nothing") and that the
  message is a sentence.
* ``refuse(rnd, action, code, player=None)``: the same for ``rnd.apply(action)``.
* ``assert_error(fn, code)``: ``fn`` raises IllegalAction(code) with a sentence (for
  constructors, which have no state to keep).
* A protected seat whose pile the test leaves without a Handmaid on top gets one (the
  Handmaid it played), as a staged position requires.
* ``position_arguments(hands, ...)``: the keywords ``position`` would pass to
  ``Round.from_position``, for tests that break one invariant on purpose.

pytest's header names the build under test (pure Python or compiled, ``lovelet.COMPILED``);
with ``LOVELET_EXPECT_COMPILED=1`` (``make test-compiled``) the session stops at once
unless it is the compiled one.

The tests mirror the package (tests/engine/, tests/text/, ...), and some reuse another
folder's helpers by module name (``from test_widgets_views import page_text``): every
folder of tests is put on the import path here, before any test module is collected.
"""

import copy
import os
import pathlib
import pickle
import sys
from collections import Counter

import pytest

import lovelet
from lovelet import REVISED, Card, Game, IllegalAction, Round

_TESTS = pathlib.Path(__file__).resolve().parent
for _folder in sorted(path for path in _TESTS.iterdir() if path.is_dir() and not path.name.startswith((".", "_"))):
    if str(_folder) not in sys.path:
        sys.path.append(str(_folder))


def pytest_report_header(config):
    """Which build of lovelet the suite runs against, in pytest's header."""
    build = "compiled (mypyc)" if lovelet.COMPILED else "pure Python"
    return f"lovelet build: {build}, from {pathlib.Path(lovelet.__file__).parent}"


def pytest_configure(config):
    """``make test-compiled`` (LOVELET_EXPECT_COMPILED=1) must run the compiled build: a
    suite that passed on the pure build there would prove nothing about the compiled one."""
    if os.environ.get("LOVELET_EXPECT_COMPILED") == "1" and not lovelet.COMPILED:
        pytest.exit("LOVELET_EXPECT_COMPILED=1 but lovelet runs as pure Python (lovelet.COMPILED is "
                    "False): build it with `make fast`, and leave LOVELET_PURE unset", returncode=3)


def leftover_cards(edition, placed):
    """The edition's cards not in ``placed``, in the edition's canonical order.

    Fails the test (not the engine) when ``placed`` holds more copies of a card than
    the edition has: that is a mistake in the test's position, not a rule.
    """
    remaining = Counter(edition.deck)
    remaining.subtract(Counter(placed))
    too_many = sorted((card.name for card, count in remaining.items() if count < 0))
    assert not too_many, f"the test places too many of {too_many}"
    return [card for card in edition.cards for _ in range(remaining[card])]


def filled_position(hands, *, edition=REVISED, top=(), deck=None, set_aside=None,
                    face_up=None, discards=None, protected=(), eliminated=(), active=0,
                    dump=None):
    """The keyword arguments of a staged position, with unnamed cards filled in.

    * ``top`` lists the first cards of the deck (top first); the other unplaced cards
      follow beneath them.
    * ``deck`` instead gives the exact deck; the cards left over then go onto the
      discard pile of seat ``dump`` (after ``discards``), which the test must choose.
    * ``set_aside`` defaults to the leftover Princess if any (so that a dump pile never
      holds it), else to the first leftover card; ``face_up`` (2 players) defaults to
      the next three leftovers, which puts the revised Spies face up when no test
      card uses them.
    """
    players = len(hands)
    discards = [list(pile) for pile in (discards or [[] for _ in range(players)])]
    named_deck = list(top) if deck is None else list(deck)
    # A protected seat played the Handmaid that protects it, the last card on its pile
    # (RULES.md C5): one is added where the test named none.
    handmaid_owed = [seat for seat in sorted(protected) if isinstance(seat, int) and 0 <= seat < players
                     and not (discards[seat] and discards[seat][-1] is Card.HANDMAID)]
    placed = [card for hand in hands for card in hand] + named_deck + [Card.HANDMAID] * len(handmaid_owed)
    placed += [card for pile in discards for card in pile]
    if set_aside is not None:
        placed.append(set_aside)
    if face_up is not None:
        placed += list(face_up)
    rest = leftover_cards(edition, placed)
    if set_aside is None:
        princess = [card for card in rest if card.name == "PRINCESS"]
        set_aside = princess[0] if princess else rest[0]
        rest.remove(set_aside)
    if face_up is None:
        face_up = tuple(rest[:3]) if players == 2 else ()
        rest = rest[len(face_up):]
    if deck is None:
        deck = named_deck + rest
    elif rest:
        assert dump is not None, f"an exact deck leaves {rest} to place: pass dump=seat"
        discards[dump].extend(rest)
    for seat in handmaid_owed:
        discards[seat].append(Card.HANDMAID)
    return dict(hands=[list(hand) for hand in hands], deck=deck, set_aside=set_aside,
                face_up=face_up, discards=discards, protected=protected,
                eliminated=eliminated, active=active)


def build_position(hands, *, edition=REVISED, top=(), deck=None, set_aside=None,
                   face_up=None, discards=None, protected=(), eliminated=(), active=0,
                   dump=None, **options):
    """A staged :class:`Round` (see :func:`filled_position`); ``options`` go to from_position."""
    staged = filled_position(hands, edition=edition, top=top, deck=deck, set_aside=set_aside,
                             face_up=face_up, discards=discards, protected=protected,
                             eliminated=eliminated, active=active, dump=dump)
    return Round.from_position(edition, **staged, **options)


def build_game(hands, *, names=None, favors=None, seed=0, edition=REVISED, top=(), deck=None,
               set_aside=None, face_up=None, discards=None, protected=(), eliminated=(),
               active=0, dump=None, **options):
    """A :class:`Game` whose current round is staged (see :func:`filled_position`)."""
    staged = filled_position(hands, edition=edition, top=top, deck=deck, set_aside=set_aside,
                             face_up=face_up, discards=discards, protected=protected,
                             eliminated=eliminated, active=active, dump=dump)
    names = names or [f"P{seat}" for seat in range(len(hands))]
    return Game.from_position(edition, players=names, favors=favors, seed=seed, **options, **staged)


@pytest.fixture
def position():
    """The :func:`build_position` helper."""
    return build_position


@pytest.fixture
def game_position():
    """The :func:`build_game` helper."""
    return build_game


@pytest.fixture
def position_arguments():
    """The :func:`filled_position` helper: staged-position keywords to alter before use."""
    return filled_position


def state_of(subject):
    """Everything that must not change when ``subject`` (a Round or Game) refuses."""
    return subject.snapshot()


def check_refusal(subject, fn, code=None):
    """Call ``fn`` expecting IllegalAction(code); ``subject`` must be left exactly as it was.

    Returns the error so a test can look at its message.
    """
    rnd = subject.round if isinstance(subject, Game) else subject
    legal_before = rnd.legal_actions()
    before = state_of(subject)
    pickled = pickle.dumps(subject)
    twin = copy.deepcopy(subject)
    with pytest.raises(IllegalAction) as caught:
        fn()
    error = caught.value
    if code is not None:
        assert error.code == code, f"expected {code}, got {error.code}: {error.message}"
    after = state_of(subject)
    assert after == before
    assert state_of(pickle.loads(pickled)) == after
    assert state_of(twin) == after
    assert rnd.legal_actions() == legal_before
    assert_sentence(error.message)
    assert str(error) == error.message
    return error


def assert_sentence(message):
    """An error message is a non-empty sentence for the person at the table."""
    assert isinstance(message, str)
    text = message.strip()
    assert len(text) > 10 and " " in text, f"not a sentence: {message!r}"
    assert text[-1] in ".!", f"a sentence ends with a full stop: {message!r}"


def check_error(fn, code):
    """Call ``fn`` (which has no state to keep) expecting IllegalAction(code) and a sentence."""
    with pytest.raises(IllegalAction) as caught:
        fn()
    error = caught.value
    assert error.code == code, f"expected {code}, got {error.code}: {error.message}"
    assert_sentence(error.message)
    return error


@pytest.fixture
def assert_error():
    """The :func:`check_error` helper."""
    return check_error


@pytest.fixture
def assert_unchanged():
    """The :func:`check_refusal` helper."""
    return check_refusal


@pytest.fixture
def refuse():
    """``refuse(rnd, action, code, player=None)``: apply fails with ``code``, changing nothing.

    ``action`` may be a function that makes the action: an action naming no card or seat
    is refused when it is made (issue 18), and that refusal must change nothing either."""

    def refuse_action(rnd, action, code, player=None):
        make = action if callable(action) else (lambda: action)
        return check_refusal(rnd, lambda: rnd.apply(make(), player=player), code)

    return refuse_action


def random_position(rng, edition, players):
    """The keywords of a valid staged position (docs/rules.md C, load_position), drawn with
    ``rng``: the hidden cards, discards, protections and eliminations at random, at least one
    card left in the deck.  Shared by the export and sealing tests."""
    cards = list(edition.deck)
    rng.shuffle(cards)
    out = set(rng.sample(range(players), rng.randint(0, players - 2)))
    alive = [seat for seat in range(players) if seat not in out]
    active = rng.choice(alive)
    hands = [[] for _ in range(players)]
    for seat in alive:
        hands[seat] = [cards.pop() for _ in range(2 if seat == active else 1)]
    set_aside = cards.pop()
    face_up = [cards.pop() for _ in range(3)] if players == 2 else []
    discards = [[] for _ in range(players)]
    for seat in sorted(out):  # I6: an eliminated player has discarded
        discards[seat].append(cards.pop())
    for _ in range(rng.randint(0, len(cards) - 1)):
        discards[rng.randrange(players)].append(cards.pop())
    for seat in alive:  # I5: a player in the round never discarded the Princess
        if Card.PRINCESS in discards[seat]:
            index = discards[seat].index(Card.PRINCESS)
            discards[seat][index], set_aside = set_aside, Card.PRINCESS
    protected = set()
    for seat in alive:  # a protected player's last discard is the Handmaid it played (C5)
        if seat != active and rng.random() < 0.3 and Card.HANDMAID in cards and len(cards) > 1:
            cards.remove(Card.HANDMAID)
            discards[seat].append(Card.HANDMAID)
            protected.add(seat)
    return {"hands": hands, "deck": cards, "set_aside": set_aside, "face_up": face_up,
            "discards": discards, "protected": protected, "eliminated": out, "active": active,
            "turn": rng.randint(1, 12)}
