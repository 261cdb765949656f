"""One seat's Table at a class's table, fed by a real table service through JSON frames.

The service is :class:`~lovelet.table_service.service.TableService` in memory, behind a thread
that reads and writes the design's frames (``seat_fakes``); each seat's controller sees
only its link.  Whatever the controller shows is checked against what
:class:`~lovelet.widgets.table.TableController` shows of the same game from the same
seat: the same Table, drawn from the seat's observation alone.  No game or round is
ever reachable from the controller, and what it shows is a function of the frames its
seat received.
"""

import asyncio
import gc
import json
import random
import threading
import types

import pytest

from lovelet.engine.game import Game
from lovelet.engine.round_state import RoundState
from lovelet.table_service.frames import ObservationAssembler
from lovelet.widgets.seat_table import SeatTableController
from lovelet.widgets.table import TableController
from lovelet.widgets.table_view import TableView
from seat_fakes import ServiceEnd

# The traits both controllers compute from the seat's observation.
SAME = ("names", "players", "edition", "card_names", "card_values", "viewer", "round_number", "turn",
        "current_player", "pending_chancellor", "hand", "hand_sizes", "discards", "deck_size",
        "set_aside_count", "face_up", "protected", "eliminated", "favors", "favors_needed", "round_over",
        "log", "choices", "known", "summary", "rounds", "game_over")


@pytest.fixture
def end():
    service_end = ServiceEnd()
    yield service_end
    service_end.close()


def seated(end, seats=("student", "student", "heuristic"), languages=("en", "en"), **settings):
    """(table code, [controller per student seat]) of a table whose students have joined."""
    code = end.table(seats, **settings)
    controllers = []
    for number, language in enumerate(languages):
        token, _ = end.join(code, f"Student {number + 1}", language)
        controllers.append(SeatTableController(end.seat(token, language), language=language))
    end.settle()
    return code, controllers


def game_of(end, code):
    return end.service.table(code).game


def local_table(end, code, seat, language="en"):
    """The TableController's view of the service's game from ``seat`` (it moves nothing)."""
    game = game_of(end, code)
    kinds = ["heuristic"] * game.players
    kinds[seat] = "person"
    return TableController(game, kinds, language=language)


def random_move(controller, rng):
    """A legal move of ``controller``'s seat, picked from its choices (as a view would)."""
    choices = controller.choices
    if choices["kind"] == "chancellor":
        option = rng.choice(choices["options"])
        return controller.chancellor(option["keep"], option["bottom"])
    card = rng.choice([item for item in choices["cards"] if item["playable"]])
    targets = [item["seat"] for item in card["targets"] if item["allowed"]]
    target = rng.choice(targets) if targets else None
    guesses = [item["card"] for item in card["guesses"] if item["allowed"]] if target is not None else []
    return controller.play(card["card"], target, rng.choice(guesses) if guesses else None)


def play_to_the_end(end, code, controllers, rng, check=None, limit=None):
    """Play random legal moves (and ask for each next round) until the game ends, or
    for ``limit`` steps."""
    for _ in range(limit or 2000):
        table = end.service.table(code)
        if table.state != "playing":
            return
        acted = False
        for controller in controllers:
            if controller.choices:
                assert random_move(controller, rng), controller.error
                acted = True
            elif controller.round_over and not controller.game_over and controller.viewer not in controller.ready:
                assert controller.next_round(), controller.error
                acted = True
        end.settle()
        if check is not None:
            check()
        assert acted or table.state != "playing", ("nobody could act", table.status(), [
            (c.viewer, c.round_number, c.round_over, c.game_over, c.ready, c.current_player, c.table_state, c.error)
            for c in controllers])
    assert limit, "the game did not end"


def test_the_seat_sees_the_table_the_table_controller_shows_from_that_seat(end):
    code, controllers = seated(end, languages=("en", "fr"))

    def check():
        table = end.service.table(code)
        if table.state != "playing":
            return
        for seat, controller in enumerate(controllers):
            local = local_table(end, code, seat, controller.language)
            for name in SAME:
                assert getattr(controller, name) == getattr(local, name), name
            assert controller.all_hands == [] and controller.bots_to_move is False and controller.hot_seat is False

    check()
    assert controllers[1].log[0] != controllers[0].log[0]  # French and English
    play_to_the_end(end, code, controllers, random.Random(3), check)
    final = controllers[0]
    assert final.game_over and final.game_summary["winners"] == list(game_of(end, code).winners)
    assert "seed" not in final.game_summary  # the service keeps the seed
    assert [item["round"] for item in final.rounds] == list(range(1, len(game_of(end, code).rounds) + 1))


def test_no_game_or_round_is_reachable_from_a_seat(end):
    code, controllers = seated(end)
    play_to_the_end(end, code, controllers, random.Random(5), limit=6)
    seen, stack = set(), [controllers[0]]
    while stack:
        item = stack.pop()
        if id(item) in seen or isinstance(item, (type, types.ModuleType)):
            continue
        seen.add(id(item))
        assert not isinstance(item, (Game, RoundState, ServiceEnd)), item
        if isinstance(item, types.FunctionType):  # what it closes over, not its module's globals
            stack.extend(cell.cell_contents for cell in item.__closure__ or ())
            stack.extend(item.__defaults__ or ())
        else:
            stack.extend(gc.get_referents(item))
    assert len(seen) > 300  # the controller, its traits, its link and what they hold


def test_what_a_seat_shows_is_what_its_own_frames_say(end):
    """Frames recorded on the way in, read again by a kernel with no service at all,
    give the same traits: nothing else reaches the seat."""
    code = end.table(("student", "heuristic", "heuristic"))
    token, _ = end.join(code, "Ann")
    link = end.seat(token)
    controller = SeatTableController(link)
    end.settle()
    play_to_the_end(end, code, [controller], random.Random(8), limit=4)

    class Replayed:
        welcome, status, connected = link.welcome, None, True
        assembler = ObservationAssembler()
        observation = property(lambda self: self.assembler.observation)
        finished = property(lambda self: self.assembler.finished)
        round = property(lambda self: self.assembler.round)

        def add_listener(self, callback):
            pass

        def set_language(self, language):
            pass

    offline = Replayed()
    for text in link.received:
        frame = json.loads(text)
        if frame["type"] == "observation":
            offline.assembler.add(frame)
        elif frame["type"] == "status":
            offline.status = {key: value for key, value in frame.items() if key != "type"}
    again = SeatTableController(offline)
    for name in controller.trait_names():
        assert getattr(again, name) == getattr(controller, name), name


def test_a_move_the_rules_refuse_is_refused_in_the_engines_words_and_nothing_changes(end):
    code, controllers = seated(end, languages=("fr", "en"))
    mover = next(controller for controller in controllers if controller.choices)
    other = next(controller for controller in controllers if controller is not mover)
    version = end.service.table(code).version
    before = dict(mover.trait_values())
    held = set(mover.hand)
    missing = next(card for card in mover.card_values if card not in held)
    assert mover.play(missing) is False
    assert mover.error_code == "CARD_NOT_IN_HAND"
    local = local_table(end, code, mover.viewer, mover.language)
    local.play(missing)
    assert mover.error == local.error  # the engine's sentence, said to the student in their language
    assert other.play(mover.hand[0]) is False and other.error_code == "OUT_OF_TURN"
    end.settle()
    assert end.service.table(code).version == version
    after = dict(mover.trait_values())
    assert {key: value for key, value in after.items() if key not in ("error", "error_code")} == \
        {key: value for key, value in before.items() if key not in ("error", "error_code")}


def test_what_only_the_service_refuses_is_shown_in_the_pages_language(end):
    code, controllers = seated(end, languages=("de", "de"))
    mover = next(controller for controller in controllers if controller.choices)
    card = next(item for item in mover.choices["cards"] if item["playable"])
    targets = [item["seat"] for item in card["targets"] if item["allowed"]]
    guess = "PRIEST" if card["card"] == "GUARD" and targets else None
    end.teacher(code, "pause")
    assert mover.table_state == "paused" and mover.choices == {}
    assert mover.play(card["card"], targets[0] if targets else None, guess) is False
    assert mover.error_code == "TABLE_CLOSED"
    assert "angehalten" in mover.error and code in mover.error
    mover.language = "en"
    end.settle()
    assert mover.play(card["card"], targets[0] if targets else None, guess) is False
    assert mover.error == f"Your teacher has paused table {code}: wait a moment."


def test_the_status_of_the_table_waiting_ready_and_help(end):
    code = end.table(("student", "student"), coach=False, deduction=True)
    token, seat = end.join(code, "Ann <b>")
    ann = SeatTableController(end.seat(token), coach=True)
    end.settle()
    assert (ann.table_state, ann.table_code, ann.viewer) == ("waiting", code, seat)
    assert [item["name"] for item in ann.seats] == ["Ann <b>", ""] and ann.seats[0]["connected"]
    assert ann.hand == [] and ann.choices == {} and ann.observation() is None
    assert ann.help == {"coach": False, "deduction": True}
    assert ann.play("GUARD", 1, "PRIEST") is False and ann.error_code == "TABLE_CLOSED"
    token, _ = end.join(code, "Ben")
    ben = SeatTableController(end.seat(token), coach=True)
    end.settle()
    assert ann.table_state == "playing" and ann.names == ["Ann <b>", "Ben"] and ann.error == ""
    mover = ann if ann.choices else ben
    assert mover.choices and mover.coach_advice == {}  # the table's help does not allow the coach
    rng = random.Random(1)
    while not mover.round_over:
        for controller in (ann, ben):
            if controller.choices:
                assert random_move(controller, rng)
        end.settle()
    assert ann.next_round()
    end.settle()
    assert ann.ready == [ann.viewer] and ben.ready == [ann.viewer]
    assert ann.next_round() is True  # asked twice: still ready, nothing else
    assert ben.next_round()
    end.settle()
    assert ann.round_number == 2 and ann.ready == [] and not ann.round_over
    assert len(ann.rounds) == 1 and ann.summary == {}


def test_the_coach_speaks_when_the_table_allows_it(end):
    code, controllers = seated(end, seats=("student", "heuristic"), languages=("en",))
    seat = controllers[0]
    seat.coach = True
    rng = random.Random(2)
    for _ in range(30):
        if seat.choices or seat.game_over:
            break
        assert seat.round_over and seat.next_round()
        end.settle()
    if seat.game_over:  # the bot won every round before the seat had a decision: nothing to coach
        return
    local = local_table(end, code, seat.viewer)
    local.coach = True
    assert seat.coach_advice and seat.coach_advice == local.coach_advice
    seat.coach = False
    assert seat.coach_advice == {}
    assert random_move(seat, rng)


def test_news_from_the_links_thread_changes_traits_on_the_kernels_loop(end):
    code = end.table(("student", "student", "heuristic"))
    token, _ = end.join(code, "Ann")
    threads = set()

    async def page():
        controller = SeatTableController(end.seat(token))  # the table waits for Ben
        controller.observe(lambda change: threads.add(threading.get_ident()), names="log")
        end.join(code, "Ben")  # the game starts: Ann's frames come from her link's thread
        for _ in range(300):
            await asyncio.sleep(0.01)
            if controller.log:
                break
        return controller

    controller = asyncio.run(page())
    assert controller.log and controller.table_state == "playing"
    assert threads == {threading.get_ident()}


def test_the_table_view_draws_a_seat(end):
    code, controllers = seated(end)
    view = TableView(controllers[0], show_teacher=False, pause=0)
    assert view.failures == [] and view.teacher is None
    text = view.board.value + view.status.value
    assert "Student 1" in text and "Student 2" in text
    play_to_the_end(end, code, controllers, random.Random(4), limit=3)
    assert view.failures == []
    view.close()


def test_a_move_on_its_way_is_offered_no_more_until_the_service_answers(end):
    code, controllers = seated(end)
    mover = next(controller for controller in controllers if controller.choices)
    link, seen = mover._connection, []
    send = link.act
    link.act = lambda action: (seen.append((dict(mover.choices), mover.error)), send(action))[1]
    assert random_move(mover, random.Random(7))
    assert seen[0] == ({}, "")  # while the service answered: no choice to click twice


def test_in_a_kernel_a_move_is_sent_without_holding_the_page(end):
    code = end.table(("student", "heuristic"))
    token, _ = end.join(code, "Ann")

    async def page():
        controller = SeatTableController(end.seat(token))
        for _ in range(300):
            await asyncio.sleep(0.01)
            if controller.choices or controller.round_over:
                break
        if not controller.choices:  # the bot ended the round at once: nothing to send
            return None
        told = len(controller.log)
        assert random_move(controller, random.Random(9)) is True
        during = (controller.sending, controller.choices)  # the page is drawn again at once
        for _ in range(300):
            await asyncio.sleep(0.01)
            if not controller.sending and len(controller.log) > told:
                break
        return during, controller.sending, controller.error, len(controller.log) > told

    result = asyncio.run(page())
    if result is not None:
        assert result == ((True, {}), False, "", True)
