"""The replay viewer: a saved game or a one-player export, step by step, from one seat.

The oracle is the engine itself: each game is played again action by action from the
same seed, and at the start of every round and after every action, the replay at that
step from every seat must show what ``rnd.observation(seat)`` gives then (hand, discard
piles, deck, protections, eliminations, favors, the log in sentences), and the
teacher's view every hand.

The leak test: a seat's view of a round must be computable from that seat's one-player
export of the round, which holds nothing else; so at every step of every round the
controller's table traits, and the board and log the view draws, equal those of a
replay of that export.  Then: exports are restricted to their seat, corrupt or edited
files are refused whole with the engine's sentence and change nothing, an uploaded
file does not stay in the page, hostile names are escaped, languages.
"""

import html
import json
import random
import re
from collections import Counter

import pytest

from lovelet import (CLASSIC, REVISED, Card, Game, IllegalAction, load_game_text, load_observation,
                     save_game, save_game_text, save_observation)
from lovelet.agents import CautiousRandomAgent, HeuristicAgent, RandomAgent
from lovelet.companion.exports import observation_from_dict, observation_to_dict
from lovelet.text.loading import TEMPLATES as LOADING
from lovelet.lab.match import play_game
from lovelet.text.narration import narrate
from lovelet.widgets import ReplayController

ipywidgets = pytest.importorskip("ipywidgets")

from lovelet.widgets.views import ReplayView  # noqa: E402

HOSTILE = "<img src=x onerror=alert(1)>"
QUOTED = '"><script>alert(2)</script>'
TABLE = ("hand", "all_hands", "hand_sizes", "discards", "deck_size", "set_aside_count", "face_up",
         "protected", "eliminated", "current_player", "pending_chancellor", "turn", "favors",
         "favors_needed", "round_over", "winners", "shown_hands", "set_aside_card", "log", "event_text",
         "round_step", "round_steps", "teacher", "viewer", "names", "edition", "card_names")
GAMES = [("revised", 3, 11), ("revised", 5, 12), ("classic", 2, 13), ("classic", 4, 14)]


def traits(controller):
    return {name: getattr(controller, name) for name in controller.trait_names()}


def codes(cards):
    return [card.name for card in cards]


def played(edition, players, seed, names=None, **options):
    """A whole game of bots, dealt from ``seed``."""
    names = names or [f"P{seat}" for seat in range(players)]
    game = Game(edition, names, seed=seed, **options)
    kinds = [RandomAgent(), CautiousRandomAgent(), HeuristicAgent()]
    return play_game(game, [kinds[seat % 3] for seat in range(players)], seed=seed)


def boundaries(game):
    """(step, round) at the start of every round and after every action of ``game``,
    the round being a copy of the game's played again to that point."""
    position = game.staged_position
    if position is None:
        twin = Game(game.edition, list(game.names), seed=game.seed, **game.options.as_dict())
    else:
        twin = Game.from_position(game.edition, list(game.names), seed=game.seed, **game.options.as_dict(),
                                  **position)
    offset = 0
    for index, original in enumerate(game.rounds):
        if index:
            twin.next_round()
        rnd = twin.round
        yield offset + len(rnd.events), rnd
        for action in original.actions:
            twin.apply(action)
            yield offset + len(rnd.events), rnd
        offset += len(rnd.events)
    assert twin == game


def seen_as_engine_says(replay, rnd, seat, language="en"):
    """The replay shows at this step what the engine gives ``seat`` (None: the teacher)."""
    obs = rnd.observation(0 if seat is None else seat)
    assert replay.error == ""
    if seat is None:
        assert replay.teacher and replay.hand == []
        assert replay.all_hands == [codes(rnd.hand(other)) for other in range(rnd.players)]
        assert replay.log == narrate(rnd.events, rnd.names, language)
    else:
        assert not replay.teacher and replay.all_hands == []
        assert replay.hand == codes(obs.hand)
        assert replay.log == narrate(obs.events, rnd.names, language)
    assert replay.discards == [codes(pile) for pile in obs.discards]
    assert replay.hand_sizes == [obs.hand_size(other) for other in range(rnd.players)]
    assert replay.deck_size == obs.deck_size and replay.set_aside_count == obs.set_aside_count
    assert replay.face_up == codes(obs.face_up)
    assert replay.protected == sorted(obs.protected) and replay.eliminated == sorted(obs.eliminated)
    assert replay.current_player == obs.current_player and replay.turn == obs.turn
    assert replay.pending_chancellor == obs.pending_chancellor
    assert replay.favors == list(obs.favors) and replay.favors_needed == obs.favors_needed
    assert replay.round_over == obs.is_over and replay.winners == list(obs.winners)
    if obs.is_over:
        details = rnd.result.details
        assert replay.shown_hands == {str(other): card.name for other, card in details["hands"].items()}
        assert replay.set_aside_card == (details["set_aside"].name if details["set_aside"] else "")


# ---------------------------------------------------------------------- the engine as oracle


@pytest.mark.parametrize(("edition", "players", "seed"), GAMES, ids=[f"{e}-{p}" for e, p, _ in GAMES])
def test_every_step_from_every_seat_is_what_the_engine_showed_then(edition, players, seed):
    game = played(edition, players, seed)
    replay = ReplayController(save_game_text(game))
    assert replay.kind == "game" and replay.round_count == len(game.rounds)
    assert replay.steps == sum(len(rnd.events) for rnd in game.rounds)
    assert replay.seats == list(range(players)) and replay.teacher_allowed
    checked = 0
    for step, rnd in boundaries(game):
        assert replay.go(step)
        for seat in [*range(players), None]:
            assert replay.watch(seat)
            seen_as_engine_says(replay, rnd, seat)
            checked += 1
    assert checked > 10 * players


def test_a_staged_game_a_game_in_progress_and_the_reveal_drawn_option(game_position):
    G, P, B, H, S, K, C = Card.GUARD, Card.PRIEST, Card.BARON, Card.HANDMAID, Card.SPY, Card.KING, Card.CHANCELLOR
    staged = game_position([[G], [P], [K, B]], names=["Ann", "Ben", "Cleo"], seed=3,
                           discards=[[G, S], [C], [P, H]], active=2)
    play_game(staged, [RandomAgent()] * 3, seed=3)
    shown = played("classic", 3, 5, reveal_drawn=True)
    for game in (staged, shown):
        replay = ReplayController(game)  # a Game given as it is
        for step, rnd in boundaries(game):
            replay.go(step)
            for seat in (0, 2, None):
                replay.watch(seat)
                seen_as_engine_says(replay, rnd, seat)
    # A game still being played: the replay holds it as it was when loaded.
    game = Game(REVISED, 3, seed=8)
    rng = random.Random(8)
    for _ in range(4):
        game.apply(rng.choice(game.legal_actions()))
    replay = ReplayController(game, viewer=1)
    before = traits(replay)
    replay.last()
    seen_as_engine_says(replay, game.round, 1)
    game.apply(game.legal_actions()[0])
    assert replay.steps == before["steps"]
    replay.last()
    assert replay.steps == before["steps"] and replay.step == before["steps"]


# ---------------------------------------------------------------------- nothing more than the seat sees


def export_of(rnd, seat):
    """``seat``'s one-player export of ``rnd``, as a file would give it back."""
    return observation_from_dict(json.loads(json.dumps(observation_to_dict(rnd.observation(seat)))))


def test_a_seat_sees_nothing_its_own_export_does_not_hold():
    game = played("revised", 4, 21)
    replay = ReplayController(save_game_text(game), teacher=False)
    view = ReplayView(replay)
    offset = 0
    for index, rnd in enumerate(game.rounds):
        for seat in range(game.players):
            export = ReplayController(export_of(rnd, seat))
            twin = ReplayView(export)
            replay.watch(seat)
            assert export.seats == [seat] and not export.teacher_allowed
            for count in range(1, len(rnd.events) + 1):
                replay.go(offset + count)
                export.go(count)
                mine, theirs = traits(replay), traits(export)
                assert {name: mine[name] for name in TABLE} == {name: theirs[name] for name in TABLE}
                assert view.board.value == twin.board.value and view.events.value == twin.events.value
        offset += len(rnd.events)
    assert view.failures == []


def faces(view):
    """The card faces drawn in any widget's state, as a Counter of card codes."""
    found = Counter()
    for widget in reachable(view):
        for value in strings(widget.get_state()):
            for card in re.findall(r'data-card="(\w+)"', value):
                found[card.upper()] += 1
    return found


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from strings(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)


def reachable(root):
    found, seen = [], set()

    def visit(widget):
        if id(widget) in seen:
            return
        seen.add(id(widget))
        found.append(widget)
        for name in sorted(widget.keys):
            value = getattr(widget, name, None)
            for item in value if isinstance(value, (list, tuple)) else [value]:
                if isinstance(item, ipywidgets.Widget):
                    visit(item)

    visit(root)
    return found


@pytest.mark.parametrize("edition", ["revised", "classic"])
def test_every_widget_state_shows_only_the_cards_the_seat_sees(edition):
    game = played(edition, 2, 31)
    view = ReplayView(ReplayController(game))
    replay = view.controller
    for step, rnd in boundaries(game):
        view.slider.value = step
        for seat in (0, 1):
            view.seat.value = seat
            obs = rnd.observation(seat)
            expected = Counter(codes(obs.hand))
            expected.update(card.name for pile in obs.discards for card in pile)
            expected.update(codes(obs.face_up))
            if obs.is_over:
                details = rnd.result.details
                expected.update(card.name for other, card in details["hands"].items() if other != seat)
                if details["set_aside"] is not None:
                    expected[details["set_aside"].name] += 1
            assert faces(view) == expected, (step, seat)
            for widget in reachable(view):
                assert all(not isinstance(value, (bytes, memoryview)) for value in widget.get_state().values())
        view.seat.value = -1  # the teacher's view draws every hand
        everything = Counter(card.name for other in range(rnd.players) for card in rnd.hand(other))
        everything.update(card.name for pile in rnd.observation(0).discards for card in pile)
        everything.update(codes(rnd.face_up))
        if rnd.is_over and rnd.result.details["set_aside"] is not None:
            everything[rnd.result.details["set_aside"].name] += 1
        assert faces(view) == everything, step
    assert view.failures == [] and replay.error == ""


# ---------------------------------------------------------------------- one player's export


def test_a_one_player_export_shows_its_own_seat_only(tmp_path):
    game = played("revised", 3, 41)
    rnd = game.rounds[0]
    path = tmp_path / "ben.json"
    save_observation(rnd.observation(1), path)
    for source in (path, str(path), path.read_bytes(), path.read_text(encoding="utf-8"), load_observation(path)):
        replay = ReplayController(source, language="fr")
        assert replay.kind == "export" and replay.seats == [1] and replay.viewer == 1
        assert not replay.teacher_allowed and replay.round_count == 1 and replay.steps == len(rnd.events)
        before = traits(replay)
        for refused in (None, 0, "P2", 7):
            assert replay.watch(refused) is False and replay.error_code in ("BAD_OPTION", "UNKNOWN_PLAYER")
            after = traits(replay)
            assert {name for name in before if before[name] != after[name]} <= {"error", "error_code"}
        replay.last()
        seen_as_engine_says(replay, rnd, 1, "fr")
    with pytest.raises(IllegalAction):
        ReplayController(path, viewer=0)
    view = ReplayView(ReplayController(path))
    assert view.seat.options == (("P1", 1),)  # no other seat, no teacher's view
    assert "P1" in html.unescape(view.source.value)


# ---------------------------------------------------------------------- refusals


def corrupt_files(text):
    """Damaged or edited forms of the save ``text``, each one the engine refuses."""
    data = json.loads(text)
    edited = json.loads(text)
    deck = edited["rounds"][0]["deck"]
    other = next(index for index, card in enumerate(deck) if card != deck[0])
    deck[0], deck[other] = deck[other], deck[0]  # two different cards change places
    resealed = json.loads(text)  # an action changed: the replay no longer gives the recorded game
    resealed["rounds"][0]["actions"] = resealed["rounds"][0]["actions"][:-1]
    foreign = dict(data, format="another-game")
    return {"truncated": text[: len(text) // 2], "edited deck": json.dumps(edited),
            "cut actions": json.dumps(resealed), "not a save": json.dumps(foreign),
            "not JSON": "{this is not json", "not text": b"\xff\xfe\x00\x01{", "a list": "[1, 2]",
            "duplicate key": text.replace('"format":', '"format": "lovelet-game", "format":', 1),
            "empty": b"", "missing file": "/nonexistent/game.json"}


def test_a_corrupt_or_edited_save_is_refused_whole_with_the_engines_sentence(tmp_path):
    game = played("classic", 3, 51)
    text = save_game_text(game)
    replay = ReplayController(text, viewer=2)
    view = ReplayView(replay)
    empty = traits(ReplayController())
    for name, bad in corrupt_files(text).items():
        assert replay.load(text, viewer=2) and replay.go(7)
        assert replay.load(bad) is False, name
        assert replay.error_code == "BAD_SAVE", name
        if name != "missing file":
            with pytest.raises(IllegalAction) as engine:
                load_game_text(bad)
            # every load refusal has a sentence of its own, the parser's position apart
            assert engine.value.key.startswith("BAD_SAVE.") and replay.error == LOADING["en"][engine.value.key]
            if name in ("truncated", "not JSON"):
                assert re.search(r"line \d+ column \d+", replay.error_detail) and "line" not in replay.error
        after = traits(replay)
        # the game shown before is gone: the viewer is as if nothing had been loaded
        assert {key for key in empty if empty[key] != after[key]} <= {"error", "error_detail", "error_code"}, name
        assert after["error"] != "" and not after["loaded"] and after["names"] == []
        assert view.board.value == "" and html.escape(replay.error) in view.error.value
    # An export edited after it was written is refused too.
    path = tmp_path / "ann.json"
    save_observation(game.rounds[0].observation(0), path)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["fields"]["deck_size"] += 1
    assert replay.load(json.dumps(document)) is False and replay.error_code == "BAD_SAVE"
    with pytest.raises(IllegalAction) as engine:
        observation_from_dict(document)
    # the detail is the export's own sentence (it was the field's name, "check.document")
    assert (replay.error, replay.error_detail) == (
        "This export was changed after it was written.",
        "This export was changed after it was written: its document digest does not match.") \
        and "changed" in engine.value.message
    assert ReplayController(path).load(json.dumps(document)) is False
    with pytest.raises(IllegalAction) as refusal:
        ReplayController(text[:100])
    assert refusal.value.code == "BAD_SAVE"
    assert replay.load(12) is False and replay.error_code == "BAD_OPTION"


def test_steps_and_seats_that_do_not_exist_are_refused_and_change_nothing():
    replay = ReplayController(played("revised", 2, 61))
    replay.go(5)
    for attempt, code in ((lambda: replay.go(0), "BAD_OPTION"), (lambda: replay.go(replay.steps + 1), "BAD_OPTION"),
                          (lambda: replay.go("3"), "BAD_OPTION"), (lambda: replay.go(True), "BAD_OPTION"),
                          (lambda: replay.watch(2), "UNKNOWN_PLAYER"), (lambda: replay.watch("Zoe"), "UNKNOWN_PLAYER")):
        before = traits(replay)
        assert attempt() is False and replay.error_code == code
        after = traits(replay)
        assert {name for name in before if before[name] != after[name]} <= {"error", "error_code"}
    replay.step = 10_000  # assigned as a slider would: refused the same way
    assert replay.step == 5 and replay.error_code == "BAD_OPTION"
    replay.viewer = 9
    assert replay.viewer == 0 and replay.error_code == "UNKNOWN_PLAYER"
    replay.last()
    assert replay.next() is False and replay.step == replay.steps
    replay.first()
    assert replay.previous() is False and replay.step == 1
    student = ReplayController(played("revised", 2, 61), teacher=False)
    assert student.watch(None) is False and student.viewer == 0 and not student.teacher
    empty = ReplayController()
    assert not empty.loaded and empty.go(1) is False and empty.watch(0) is False
    view = ReplayView(empty)
    assert "No game loaded yet" in view.status.value and view.slider.disabled and view.failures == []


# ---------------------------------------------------------------------- the view


def uploaded(view, content, name="game.json"):
    """Choose a file in the view's FileUpload as a browser sends it."""
    if isinstance(content, str):
        content = content.encode("utf-8")
    view.upload.set_state({"value": [{"name": name, "type": "application/json", "size": len(content),
                                      "content": memoryview(content), "last_modified": 0}]})


def test_the_view_loads_a_file_steps_through_it_and_forgets_the_file(tmp_path):
    game = played("revised", 3, 71)
    view = ReplayView(ReplayController())
    uploaded(view, save_game_text(game))
    replay = view.controller
    # the chooser keeps the file's name only: no byte of the save stays in the page
    assert replay.loaded and replay.steps > 20 and [file["name"] for file in view.upload.value] == ["game.json"]
    assert all(bytes(file["content"]) == b"" for file in view.upload.value)
    assert all(not isinstance(value, (bytes, memoryview)) for widget in reachable(view)
               for value in widget.get_state().values())
    assert view.slider.max == replay.steps and view.slider.value == 1 and view.first.disabled
    view.next.click()
    view.next.click()
    assert replay.step == 3 and "Step 3 of" in view.step_label.value
    view.last.click()
    assert replay.step == replay.steps and view.next.disabled and not view.previous.disabled
    assert html.escape(replay.event_text) in view.status.value
    view.previous.click()
    assert replay.step == replay.steps - 1
    view.first.click()
    assert replay.step == 1
    view.slider.value = 15
    assert replay.step == 15 and len(re.findall("<li>", view.events.value)) == len(replay.log)
    view.seat.value = 2
    assert replay.viewer == 2 and "P2 (you)" in html.unescape(re.sub(r"<[^>]*>", "", view.board.value))
    view.seat.value = -1
    assert replay.teacher and "Every hand shown" in view.status.value
    uploaded(view, b"not a save at all")
    assert replay.error_code == "BAD_SAVE" and not replay.loaded and not replay.teacher
    assert "Refused" in view.error.value and view.upload.value == ()
    path = tmp_path / "game.json"
    save_game(game, path)
    uploaded(view, path.read_bytes())
    assert replay.error == "" and replay.step == 1 and view.failures == []


def test_hostile_names_are_escaped_everywhere():
    names = [HOSTILE, QUOTED, "Zoé & <b>Léa</b>"]
    game = played("revised", 3, 81, names=names)
    view = ReplayView(ReplayController(game))
    for step in range(1, view.controller.steps + 1, 7):
        view.slider.value = step
        for seat in (0, 1, -1):
            view.seat.value = seat
            for widget in reachable(view):
                if isinstance(widget, ipywidgets.HTML):
                    assert all(name not in widget.value for name in names)
            assert html.escape(HOSTILE) in view.board.value
    labels = view.seat._options_labels
    assert labels[:3] == tuple(names)  # a dropdown shows plain text, as typed
    assert view.failures == []


@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_replay_speaks_the_chosen_language(language):
    game = played("classic", 2, 91)
    english = ReplayController(game)
    english.last()
    chosen = ReplayController(game, language=language)
    chosen.last()
    assert chosen.log == narrate(game.rounds[-1].observation(0).events, game.names, language)
    assert chosen.log != english.log and chosen.card_names["GUARD"] != english.card_names["GUARD"]
    view = ReplayView(english)
    text = view.status.value
    view.language.value = language
    assert english.language == language and english.log == chosen.log and view.status.value != text
    assert {"fr": "Manche", "de": "Runde"}[language] in view.status.value
    assert {"fr": "Étape", "de": "Schritt"}[language] in view.step_label.value
    english.language = "xx"
    assert english.language == language and english.error_code == "BAD_OPTION"


def test_the_session_language_is_the_default():
    import lovelet.widgets as kit

    try:
        kit.set_language("fr")
        assert ReplayController().language == "fr"
    finally:
        kit.set_language("en")


def test_every_widget_the_view_creates_is_in_its_tree():
    before = set(ipywidgets.widgets.widget._instances)
    view = ReplayView(ReplayController(played(CLASSIC, 2, 5)))
    view.next.click()
    view.seat.value = -1
    created = set(ipywidgets.widgets.widget._instances) - before
    assert created <= {widget.model_id for widget in reachable(view)}
    with pytest.raises(IllegalAction):
        ReplayView(object())
    assert REVISED  # both editions are imported for the games above
