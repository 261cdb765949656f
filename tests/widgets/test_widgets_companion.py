"""The companion widget (lovelet.widgets.companion, .companion_view), driven without a browser.

The controller is driven as a player beside a real game drives it: seeded engine games
stand for the table, and what one seat saw of each step (``entries_of``, the record's
own test helper, written from the events' meaning) is tapped in through the buttons,
one field at a time (``tap_entry``).  After every step the record's observation must be
the engine's, the buttons must offer exactly the record's legal values, and the panel
must show what the deduction tools compute from the engine's own observation.

The view is read as a browser reads it: every widget's state (``states``, the leak
test's helper of tests/widgets/test_widgets_views.py).  Nothing in it depends on the cards the
seat has not seen (twin games dealt differently give the same states), every card on
the board is one the seat saw, a hostile name never reaches an HTML widget unescaped,
every text follows the language, and no fixed width is wider than a phone.
"""

import html
import json
import random
import re
import subprocess
import sys
from collections import Counter
from fractions import Fraction

import pytest

from lovelet.text.typography import french_spacing

ipywidgets = pytest.importorskip("ipywidgets")

from test_companion_record import dealt, entries_of, random_entry  # noqa: E402
from test_widgets_views import HOSTILE, QUOTED, difference, html_values, page_text, reachable, states  # noqa: E402

from lovelet import CLASSIC, CODES, REVISED, Card, Game, IllegalAction  # noqa: E402
from lovelet.companion import Played, Record  # noqa: E402
from lovelet.deduction import belief, tracker  # noqa: E402
from lovelet.deduction.odds import best_guard_guess, showdown_odds  # noqa: E402
from lovelet.text.i18n import TEXTS, card_name, say  # noqa: E402
from lovelet.text.companion import COMPANION_HOW  # noqa: E402
from lovelet.text.refusals import TEMPLATES  # noqa: E402
from lovelet.widgets.companion import CONFIRM, CompanionController  # noqa: E402
from lovelet.widgets.companion_panel import EXACT_SHOWDOWN_OPPONENTS  # noqa: E402
from lovelet.widgets.companion_view import CompanionView  # noqa: E402

LANGUAGES = ("en", "fr", "de")


# ---------------------------------------------------------------------- a real game, entered by taps


def _json(value):
    if isinstance(value, Card):
        return value.name
    if isinstance(value, tuple):
        return [_json(item) for item in value]
    return value


def wanted(entry, field):
    """The value ``entry`` gives the field the companion asks for."""
    if field.startswith("shown"):
        return dict(entry.hands)[int(field[5:])]
    if field.startswith("face_up"):
        return entry.face_up[int(field[7:])]
    if entry.kind == "chancellor_drew":
        return entry.cards[int(field[4:])]
    return getattr(entry, field)


def tap_entry(controller, entry, check=None):
    """Make ``entry`` by tapping the buttons the companion offers, one field at a time;
    ``check(controller)`` before every tap."""
    record = controller.record
    count = len(record)
    for _ in range(12):
        assert controller.error == "", controller.error
        if check is not None:
            check(controller)
        value = CONFIRM if controller.field == CONFIRM else _json(wanted(entry, controller.field))
        offered = [button["value"] for button in controller.buttons]
        assert value in offered, (controller.expected, controller.field, value, offered)
        assert controller.choose(offered.index(value)), controller.error
        if len(record) > count:
            return
    raise AssertionError(f"{entry} was not made in 12 taps")


def start_following(game, seat, language="en", **options):
    """A companion at ``seat`` of ``game``'s first round, started through its form."""
    card, face_up, read = dealt(game.round.observation(seat))
    controller = CompanionController(save=False, language=language, **options)
    with controller.hold_trait_notifications():
        controller.edition = game.edition.name
        controller.players = len(game.names)
    for index, name in enumerate(game.names):
        controller.set_name(index, name)
    controller.seat = seat
    controller.start_player = game.round.start_player
    controller.card = card.name
    for index, up in enumerate(face_up):
        controller.set_face_up(index, up.name)
    for name, value in game.options.as_dict().items():
        setattr(controller, name, value)
    assert controller.ready, controller.form_error
    assert controller.start(), controller.error
    return controller, read


def follow(game, seat, rng, controller, read, check=None, rounds=None, before_tap=None):
    """Play ``game`` at random and tap in what ``seat`` saw, step by step; ``check(controller,
    game)`` after every step, ``before_tap(controller)`` before every tap."""
    while not game.is_over and (rounds is None or len(game.rounds) <= rounds):
        if game.round.is_over:
            winners = game.round.winners
            game.next_round()
            card, face_up, read = dealt(game.round.observation(seat))
            tap_entry(controller, _next_round(card, face_up, game.round.start_player if len(winners) > 1 else None),
                      before_tap)
        else:
            game.apply(rng.choice(game.legal_actions()))
        observation = game.round.observation(seat)
        for entry in entries_of(observation.events[read:], seat, game.options.reveal_drawn):
            tap_entry(controller, entry, before_tap)
        read = len(observation.events)
        assert controller.record.observation() == observation
        if check is not None:
            check(controller, game)
    return controller


def _next_round(card, face_up, start):
    from lovelet.companion import NextRound

    return NextRound(card, tuple(face_up), start)


def options_now(controller):
    """What the record offers for the field asked, with the fields chosen (the record's
    own answer, through its documented fields)."""
    record, field = controller.record, controller.field
    chosen = {item["field"]: item for item in controller.draft}
    kind = record.expected().kind
    picked = controller._draft.chosen
    if field == CONFIRM:
        return [CONFIRM]
    if kind == "played":
        before = {"card": (), "target": ("card",), "guess": ("card", "target"),
                  "drawn": ("card", "target", "guess")}[field]
        return record.options_for(field, **{name: picked[name] for name in before})
    if kind == "chancellor_drew":
        return record.options_for("card", before=tuple(picked[f"card{i}"] for i in range(int(field[4:]))))
    if kind == "revealed":
        hands = tuple((int(name[5:]), picked[name]) for name in sorted(picked) if name.startswith("shown"))
        if field == "set_aside":
            return record.options_for("set_aside", hands=hands)
        return record.options_for("card", player=int(field[5:]), hands=hands)
    if kind == "baron_outcome" and field == "card":
        return record.options_for("card", loser=picked["loser"])
    if kind == "chancellor_returned" and field == "bottom":
        return record.options_for("bottom", keep=picked["keep"])
    if kind == "next_round":
        return record.options_for("face_up" if field.startswith("face_up") else field)
    assert not chosen or kind in ("baron_outcome", "chancellor_returned")
    return record.options_for(field)


def only_legal_buttons(controller):
    """The buttons are exactly the record's legal values; my own draw offers only the
    cards that can still be drawn."""
    offered = [button["value"] for button in controller.buttons]
    assert offered == [_json(value) for value in options_now(controller)]
    if controller.expected == "drew" and controller.field == "card":
        seen = belief(controller.record.observation())
        possible = seen.next_draw if controller.record.expected().source == "deck" else seen.set_aside
        assert offered == [card.name for card, chance in possible.items() if chance > 0]


def panel_is_the_engines(controller, game):
    """The tracker, the next draw, the belief and the odds shown are those the deduction
    tools give from the engine's own observation of the seat."""
    observation = game.round.observation(controller.seat)
    exact = belief(observation).as_fractions()
    counted = tracker(observation)
    for row in controller.tracker:
        card = Card[row["card"]]
        assert (row["copies"], row["seen"], row["unseen"]) == (counted.copies[card], counted.seen[card],
                                                              counted.unseen[card])
        if row["next"] is not None:
            assert Fraction(row["next"]["fraction"]) == exact.next_draw[card]
    for item, index in zip(controller.belief_seats, range(len(controller.belief_seats))):
        for row in controller.belief_rows:
            assert Fraction(row["cells"][index]["fraction"]) == exact.hand(item["seat"]).get(Card[row["card"]], 0)
    for guess in controller.guesses:
        card, chance = best_guard_guess(observation, guess["seat"], exact)
        assert (guess["card"], Fraction(guess["fraction"])) == (card.name, chance)
    opponents = [seat for seat in observation.in_round if seat != observation.player]
    for row in controller.showdown:
        assert row["exact"] == (len(opponents) <= EXACT_SHOWDOWN_OPPONENTS)
        if row["exact"]:
            odds = showdown_odds(observation, Card[row["card"]], exact)
            assert [Fraction(row[key]["fraction"]) for key in ("win", "tie", "lose")] == \
                [odds[key] for key in ("win", "tie", "lose")]
        else:
            assert sum(row[key]["p"] for key in ("win", "tie", "lose")) == pytest.approx(1)


def snapshot(controller):
    """Every trait of the controller: what a view can show."""
    return {name: getattr(controller, name) for name in controller.trait_names()}


# ---------------------------------------------------------------------- the controller


def test_the_start_form_says_what_is_missing_in_three_languages():
    controller = CompanionController(save=False, names=["Ann", "Ben", "Cleo"])
    assert not controller.ready and not controller.started
    for language in LANGUAGES:
        controller.language = language
        assert controller.form_error == TEXTS[language]["companion_choose_card"]
    controller.language = "en"
    controller.card = "PRIEST"
    assert controller.ready and controller.form_error == ""
    controller.set_name(2, "Ann")  # a name twice: the engine's sentence
    assert not controller.ready and "Ann" in controller.form_error
    controller.set_name(2, "Cleo")
    controller.players = 2
    assert controller.names == ["Ann", "Ben"] and controller.face_up == [None, None, None]
    assert controller.form_error == TEXTS["en"]["companion_choose_face_up"]
    for index in range(3):
        controller.set_face_up(index, "PRINCESS")  # two Princesses: impossible
    assert not controller.ready and "Princess" in controller.form_error
    assert not controller.start() and controller.error_code == "IMPOSSIBLE_ENTRY" and not controller.started
    controller.language = "de"
    assert "Prinzessin" in controller.error  # the refusal standing is said again
    for index, code in enumerate(("GUARD", "BARON", "KING")):
        controller.set_face_up(index, code)
    assert controller.ready
    assert controller.start() and controller.started and controller.error == ""
    assert controller.round_face_up == ["GUARD", "BARON", "KING"] and controller.hand == ["PRIEST"]
    assert controller.prompt == controller.record.prompt("de")


def test_a_new_seat_gets_a_name_that_follows_the_language():
    controller = CompanionController(save=False, language="fr")
    assert controller.names == ["Joueur 1", "Joueur 2", "Joueur 3"]
    controller.set_name(0, "Zoé")
    controller.players = 4
    controller.language = "de"
    assert controller.names == ["Zoé", "Spieler 2", "Spieler 3", "Spieler 4"]


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_a_whole_round_of_three_through_the_buttons(seat):
    game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=20 + seat)
    controller, read = start_following(game, seat)
    seen = Counter()

    def before_tap(c):
        only_legal_buttons(c)
        seen[c.expected] += 1

    follow(game, seat, random.Random(seat), controller, read, panel_is_the_engines, rounds=1, before_tap=before_tap)
    assert seen["played"] and seen["drew"]
    assert controller.round_over or controller.round_number == 2


@pytest.mark.parametrize(("edition", "players", "seed"), [(REVISED, 2, 3), (REVISED, 4, 5), (CLASSIC, 3, 7)])
def test_whole_games_end_with_their_winners(edition, players, seed):
    game = Game(edition, players, seed=seed)
    controller, read = start_following(game, seed % players)
    ends = []

    def check(c, engine):
        if c.round_over and c.round_summary and (not ends or ends[-1] != c.round_number):
            ends.append(c.round_number)
            result = engine.round.result.details
            assert c.round_summary["winners"] == list(result["winners"])
            assert c.round_summary["spy_bonus"] == result["spy_bonus"]
            assert c.favors == list(engine.favors)
            assert c.expected in ("next_round", "game_over")

    follow(game, seed % players, random.Random(seed), controller, read, check)
    assert controller.game_over and controller.expected == "game_over" and not controller.buttons
    assert controller.game_summary["winners"] == list(game.winners)
    assert ends == list(range(1, len(game.rounds) + 1))


def test_a_tap_that_is_not_offered_is_refused_and_changes_nothing():
    game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=2)
    controller, _ = start_following(game, 0, language="fr")
    before = snapshot(controller)
    for tap in (lambda: controller.choose(len(controller.buttons)), lambda: controller.choose(-1),
                lambda: controller.choose("0"), lambda: controller.choose_value("DRAGON")):
        assert tap() is False
        assert controller.error_code == "BAD_OPTION" and "boutons" in controller.error
        assert {key: value for key, value in snapshot(controller).items() if key not in ("error", "error_code")} \
            == {key: value for key, value in before.items() if key not in ("error", "error_code")}
    controller.language = "en"
    assert "buttons" in controller.error
    assert controller.choose(0) and controller.error == ""


def test_an_impossible_entry_shows_the_records_sentence_and_changes_nothing():
    controller = CompanionController(save=False, names=["Ann", "Ben"], players=2, seat=0, start_player=1,
                                     card="GUARD", face_up=["GUARD", "GUARD", "GUARD"], language="de")
    assert controller.start()
    controller.choose_value("GUARD")  # Ben's Guard
    controller.choose_value(0)  # at Ann
    controller.choose_value("PRIEST")  # a miss: Ann holds a Guard; then Ann draws
    assert controller.expected == "drew" and "GUARD" in [button["value"] for button in controller.buttons]
    controller.choose_value("GUARD")  # the sixth Guard
    controller.choose_value("GUARD")
    controller.choose_value(1)
    controller.choose_value("BARON")
    controller.choose_value(False)
    assert controller.expected == "played" and "GUARD" not in [button["value"] for button in controller.buttons]
    before = snapshot(controller)
    assert not controller.enter(Played("Ben", Card.GUARD, target="Ann", guess=Card.PRIEST))
    assert controller.error_code == "IMPOSSIBLE_ENTRY" and "Wächterin" in controller.error
    assert {key: value for key, value in snapshot(controller).items() if key not in ("error", "error_code")} \
        == {key: value for key, value in before.items() if key not in ("error", "error_code")}


@pytest.mark.parametrize(("edition", "players", "seed"), [(REVISED, 3, 40), (REVISED, 5, 41), (CLASSIC, 2, 42)])
def test_random_entries_are_refused_with_a_sentence_or_taken_back_by_undo(edition, players, seed):
    game = Game(edition, players, seed=seed)
    controller, read = start_following(game, seed % players, language=LANGUAGES[seed % 3])
    rng = random.Random(seed)
    tried = Counter()

    def check(c, engine):
        for _ in range(3):
            before = snapshot(c)
            if c.enter(random_entry(rng, c.record)):
                tried["taken"] += 1
                assert c.undo()
                assert snapshot(c) == {**before, "error": "", "error_code": ""}
            else:
                tried["refused"] += 1
                assert c.error_code in CODES and c.error.strip()
                assert {key: value for key, value in snapshot(c).items() if key not in ("error", "error_code")} \
                    == {key: value for key, value in before.items() if key not in ("error", "error_code")}
            c.error = c.error_code = ""

    follow(game, seed % players, rng, controller, read, check, rounds=1)
    assert tried["refused"] > 10


def test_back_and_undo_return_to_the_earlier_screen_exactly():
    game = Game(REVISED, ["Ann", "Ben", "Cleo", "Dan"], seed=11)
    controller, read = start_following(game, 1)
    screens = [snapshot(controller)]
    rng = random.Random(11)
    for _ in range(6):
        game.apply(rng.choice(game.legal_actions()))
        observation = game.round.observation(1)
        for entry in entries_of(observation.events[read:], 1, False):
            tap_entry(controller, entry)
            screens.append(snapshot(controller))
        read = len(observation.events)
    assert len(screens) > 4
    # Back takes back a tap of the entry being made; Undo an entry, repeatedly.
    if controller.buttons and controller.field != CONFIRM:
        controller.choose(0)
        if len(controller.record) == len(screens) - 1:
            assert controller.can_back and controller.back()
    assert snapshot(controller) == screens[-1]
    while screens[:-1]:
        screens.pop()
        assert controller.undo()
        assert snapshot(controller) == screens[-1]
    assert not controller.can_undo and not controller.undo() and controller.error_code == "BAD_OPTION"


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """The folder of the companion's games (LOVELET_COMPANION_DIR), empty."""
    where = tmp_path / "games"
    monkeypatch.setenv("LOVELET_COMPANION_DIR", str(where))
    return where


def saved(folder):
    return sorted(item.name for item in folder.iterdir()) if folder.exists() else []


def test_every_entry_is_saved_under_the_games_code_and_its_address_takes_it_up_again(folder):
    game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=8)
    card, _, read = dealt(game.round.observation(2))
    controller = CompanionController(names=list(game.names), seat=2, start_player=game.round.start_player,
                                     card=card.name, page="/voila/render/companion.ipynb")
    assert saved(folder) == [] and controller.code == controller.address == ""
    assert controller.start()
    code = controller.code
    assert len(code) == 10 and saved(folder) == [f"{code}.json"] and controller.note == ""
    assert controller.address == f"/voila/render/companion.ipynb?game={code}"
    path = folder / f"{code}.json"
    rng = random.Random(8)
    for _ in range(5):
        game.apply(rng.choice(game.legal_actions()))
        observation = game.round.observation(2)
        for entry in entries_of(observation.events[read:], 2, False):
            tap_entry(controller, entry)
            assert Record.load(str(path)) == controller.record  # saved after every entry
        read = len(observation.events)
    controller.undo()
    assert Record.load(str(path)) == controller.record  # and after an undo
    # The game's address on the same device (a reload, a new kernel) takes it up where it stopped.
    again = CompanionController(game=code.lower(), language="fr")
    assert again.started and again.record == controller.record and again.code == code
    assert code in again.note and "manche 1" in again.note and str(folder) not in again.note
    mine, theirs = snapshot(controller), snapshot(again)
    for key in ("note", "language", "prompt", "log", "buttons", "card_names", "question", "draft", "round_summary",
                "address"):
        mine.pop(key), theirs.pop(key)
    assert mine == theirs
    again.language = "en"
    assert again.prompt == controller.prompt and again.log == controller.log and again.buttons == controller.buttons
    assert again.note == say("companion_resumed", "en", code=code, round=1)  # the note follows the language


def test_a_new_page_starts_its_own_game_and_holds_nothing_of_another(folder):
    first = CompanionView(names=["Ann", "Ben", "Cleo"], card="PRINCESS")
    first.start.click()
    first.controller.choose_value("PRIEST")
    first.controller.choose_value(0)
    code = first.controller.code
    # Another phone opens the page: the start form, whatever the folder holds.
    second = CompanionView(names=["Dan", "Eve", "Fay"], card="GUARD")
    assert not second.controller.started and second.controller.record is None
    page = json.dumps(states(second))
    assert code not in page and "PRINCESS" not in json.dumps(second.controller.hand)
    second.start.click()
    assert second.controller.code != code and saved(folder) == sorted([f"{code}.json",
                                                                       f"{second.controller.code}.json"])
    for value in (code, "Ann", "Ben", "Cleo"):
        assert value not in json.dumps(states(second))
    assert second.controller.hand == ["GUARD"] and "PRINCESS" in first.controller.hand


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_code_that_is_not_one_or_names_no_game_is_refused_beside_its_box(folder, language):
    view = CompanionView(names=["Ann", "Ben", "Cleo"], card="GUARD", language=language)
    c = view.controller
    view.start.click()
    kept = c.code
    view.new_game.click()
    before = {name: (folder / name).read_bytes() for name in saved(folder)}
    for typed in ("../../etc/passwd", "/etc/passwd", f"{kept}.json", "lovelet-companion.json", "ZZZZZZZZZZ",
                  "", "<b>7K3M9</b>", "x" * 500):
        view.code_box.value = typed
        view.resume.click()
        assert not c.started and c.code_error and c.error_code == "BAD_GAME_CODE", typed
        assert view.code_error.value and html.escape(c.code_error) in view.code_error.value
        assert "<b>" not in view.code_error.value and view.failures == [] and view.error.value == ""
        # nothing opened, nothing written
        assert {name: (folder / name).read_bytes() for name in saved(folder)} == before
    assert c.code_error == c._code_refusal.sentence(language)
    view.code_box.value = f" {kept.lower()} "
    view.resume.click()
    assert c.started and c.code == kept and view.code_error.value == ""
    assert kept in view.game_code.value and f'href="?game={kept}"' in view.game_code.value


def test_a_code_in_the_address_that_takes_no_game_up_leaves_the_form_with_the_sentence(folder):
    view = CompanionView(game="../secret", language="de")
    assert not view.controller.started and "kein Spielcode" in view.code_error.value
    view.language.value = "fr"
    assert "pas un code de partie" in view.code_error.value


def test_a_damaged_record_is_refused_whole_and_the_form_stays(folder):
    controller = CompanionController(names=["Ann", "Ben", "Cleo"], card="KING", language="fr")
    controller.start()
    controller.choose(0)
    code = controller.code
    path = folder / f"{code}.json"
    text = path.read_text()
    path.write_text(text.replace('"KING"', '"PRINCESS"'))  # edited by hand
    again = CompanionController(game=code, language="fr")
    assert not again.started and again.record is None and again.error_code == "BAD_SAVE"
    assert again.code_error == french_spacing(TEMPLATES["fr"]["BAD_SAVE.edited"])
    path.write_text(text[: len(text) // 2])  # truncated
    assert not again.resume(code) and not again.started and again.code_error
    path.write_text(text)
    assert again.resume(code) and again.started and len(again.record) == 1 and again.code_error == ""


def test_new_game_keeps_the_players_and_start_makes_a_new_game_leaving_the_old_one(folder):
    controller = CompanionController(names=["Ann", "Ben", "Cleo"], seat=1, card="KING")
    controller.start()
    controller.choose(0)
    old = controller.code
    controller.new_game()
    assert not controller.started and controller.names == ["Ann", "Ben", "Cleo"] and controller.seat == 1
    assert controller.code == controller.address == "" and controller.card is None and not controller.ready
    assert controller.face_up == []  # no face-up cards at a table of three
    controller.card = "GUARD"
    assert controller.start() and controller.code != old
    assert len(Record.load(str(folder / f"{old}.json")).entries) == 1  # the old game stays, under its code
    assert Record.load(str(folder / f"{controller.code}.json")).entries == ()


def test_after_new_game_the_form_shows_no_card_dealt_until_one_is_chosen():
    view = CompanionView(save=False, names=["Ann", "Ben"], card="KING", face_up=["GUARD", "PRIEST", "BARON"])
    view.start.click()
    view.new_game.click()
    c = view.controller
    assert c.card is None and view.card.value is None and view.card.index is None
    assert [dropdown.value for dropdown in view.face_up] == [None, None, None] and view.start.disabled
    view.card.value = "GUARD"
    assert c.card == "GUARD"


def test_a_companion_that_keeps_nothing_offers_no_code_box(folder):
    view = CompanionView(save=False, names=["Ann", "Ben", "Cleo"], card="GUARD")
    assert view.resuming.layout.display == "none"
    assert not view.controller.resume("7K3M9QXD2F") and view.controller.code_error
    view.start.click()
    assert view.controller.started and view.controller.code == "" and view.game_code.value == ""
    assert saved(folder) == []


def test_the_form_comes_first_and_the_instructions_fold_under_one_line(folder):
    view = CompanionView(language="fr")
    order = list(view.children)
    assert order.index(view.form) < order.index(view.how)
    assert view.how.value.startswith("<details") and " open" not in view.how.value.split(">")[0]
    assert "<summary" in view.how.value and html.escape(french_spacing(TEXTS["fr"]["companion_how_title"])) in view.how.value
    for key in COMPANION_HOW:
        assert html.escape(french_spacing(TEXTS["fr"][key])) in view.how.value
    # No field takes a file name: the only text boxes are the names and the game's code.
    boxes = [widget for widget in reachable(view) if isinstance(widget, ipywidgets.Text)]
    assert set(boxes) == set(view.names) | {view.code_box}


def test_the_coach_is_off_by_default_and_advises_at_my_decision():
    game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=5, first_player=0)
    controller, read = start_following(game, 0)
    assert controller.advice == {} and controller.coach_note == ""
    controller.coach = True
    assert controller.expected == "drew" and controller.advice == {} and controller.coach_note
    card = next(e.secret["card"] for e in game.round.observation(0).events[read:] if e.kind == "draw")
    tap_entry(controller, _drew(card))
    assert controller.expected == "played" and controller.current_player == 0
    try:
        from lovelet.deduction.coach import coach
    except ImportError:
        assert controller.coach_note == TEXTS["en"]["companion_coach_missing"]
        return
    assert controller.advice == coach(game.round.observation(0)).summary("en")
    controller.coach = False
    assert controller.advice == {}


def _drew(card):
    from lovelet.companion import Drew

    return Drew(card)


def test_a_showdown_against_many_opponents_is_estimated_and_says_so():
    game = Game(REVISED, 5, seed=1)
    controller, read = start_following(game, 0)
    assert controller.showdown and not any(row["exact"] for row in controller.showdown)
    row = controller.showdown[0]
    assert row["deals"] > 0 and all(row[key]["low"] <= row[key]["p"] <= row[key]["high"]
                                    for key in ("win", "tie", "lose"))
    again, _ = start_following(Game(REVISED, 5, seed=1), 0)
    assert again.showdown == controller.showdown  # seeded: the same position, the same estimate


def _chancellor_round(seed):
    """A 3-player round in which everyone plays a Chancellor whenever they can."""
    game = Game(REVISED, 3, seed=seed, first_player=0)
    rng = random.Random(seed)
    while not game.round.is_over:
        legal = game.legal_actions()
        chancellor = [action for action in legal if getattr(action, "card", None) is Card.CHANCELLOR]
        game.apply(chancellor[0] if chancellor else rng.choice(legal))
    return game


def test_a_chancellor_of_mine_and_of_another_player_through_the_buttons():
    def returns(game):
        return {event.player for event in game.round.observation(0).events if event.kind == "chancellor_return"}

    seed = next(seed for seed in range(300) if {0, 1} <= returns(_chancellor_round(seed))
                or {0, 2} <= returns(_chancellor_round(seed)))
    played = _chancellor_round(seed)
    game = Game(REVISED, 3, seed=seed, first_player=0)
    controller, read = start_following(game, 0)
    asked = set()

    def before_tap(c):
        only_legal_buttons(c)
        asked.add((c.expected, c.field))

    for action in played.round.actions:
        game.apply(action)
        observation = game.round.observation(0)
        for entry in entries_of(observation.events[read:], 0, False):
            tap_entry(controller, entry, before_tap)
        read = len(observation.events)
        assert controller.record.observation() == observation
    # Mine: the card kept, then the order under the deck; another's: one "Done".
    assert {("chancellor_drew", "card0"), ("chancellor_returned", "keep"), ("chancellor_returned", "bottom"),
            ("chancellor_returned", CONFIRM)} <= asked


# ---------------------------------------------------------------------- the view


def tap(view, value):
    """Tap the entry button of ``value`` (JSON form) in the view, as a thumb does."""
    c = view.controller
    index = [button["value"] for button in c.buttons].index(value)
    buttons = [button for button in view._entry_buttons if button.layout.display != "none"]
    assert [button.description for button in buttons] == [item["label"] for item in c.buttons]
    buttons[index].click()


def view_following(game, seat, language="en", names=None):
    """A view at ``seat`` started through its own form widgets."""
    card, face_up, read = dealt(game.round.observation(seat))
    view = CompanionView(save=False, language=language)
    view.edition.value = game.edition.name
    view.players.value = len(game.names)
    for index, name in enumerate(names or game.names):
        view.names[index].value = name
    view.seat.value = seat
    view.start_player.value = game.round.start_player
    view.card.value = card.name
    for index, up in enumerate(face_up):
        view.face_up[index].value = up.name
    assert not view.start.disabled, view.controller.form_error
    view.start.click()
    assert view.controller.started and view.failures == []
    return view, read


def play_through_view(view, game, seat, read, rng, check, steps=400):
    c = view.controller
    for _ in range(steps):
        if game.is_over:
            return
        if game.round.is_over:
            winners = game.round.winners
            game.next_round()
            card, face_up, read = dealt(game.round.observation(seat))
            entries = [_next_round(card, face_up, game.round.start_player if len(winners) > 1 else None)]
        else:
            game.apply(rng.choice(game.legal_actions()))
            entries = []
        observation = game.round.observation(seat)
        entries += entries_of(observation.events[read:], seat, False)
        read = len(observation.events)
        for entry in entries:
            count = len(c.record)
            while len(c.record) == count:
                check(view, game)
                value = CONFIRM if c.field == CONFIRM else _json(wanted(entry, c.field))
                tap(view, value)
                assert view.failures == [] and c.error == "", c.error
        assert c.record.observation() == observation


def board_chips(view):
    return Counter(re.findall(r'data-card-code="(\w+)"', view.board.value))


def test_a_whole_game_through_the_view_shows_only_what_the_seat_saw():
    game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=13)
    view, read = view_following(game, 1)
    rounds = []

    def check(v, engine):
        observation = engine.round.observation(1) if len(engine.rounds) == v.controller.round_number \
            else engine.rounds[v.controller.round_number - 1].observation(1)
        if v.controller.record.observation() != observation:
            return  # the step is being tapped in
        seen = Counter(card.name for pile in observation.discards for card in pile)
        seen.update(card.name for card in observation.hand)
        seen.update(card.name for card in observation.face_up)
        assert board_chips(v) == seen
        assert html.escape(v.controller.prompt) in v.prompt.value
        if v.controller.round_over:
            rounds.append(v.controller.round_number)

    play_through_view(view, game, 1, read, random.Random(13), check)
    assert game.is_over and view.controller.game_over
    assert html.escape(view.controller.game_summary["text"]) in view.summary.value
    assert rounds and view.failures == []


def test_twin_deals_give_the_same_page():
    """Two games dealt differently, in which the seat sees the same things: every widget
    state of the companion is the same (nothing on the page depends on an unseen card)."""
    base = Game(REVISED, ["Ann", "Ben", "Cleo", "Dan"], seed=31, first_player=2)
    rng = random.Random(31)
    actions = []
    while len(actions) < 6 and not base.round.is_over:
        action = rng.choice(base.legal_actions())
        base.apply(action)
        actions.append(action)
    seen = base.round.observation(0)
    deck, twins = list(base.round.dealt_deck), []
    for _ in range(200):
        i, j = rng.sample(range(len(deck)), 2)
        swapped = list(deck)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        if swapped == deck:
            continue
        twin = Game(REVISED, list(base.names), seed=31, first_player=2, deck=swapped)
        try:
            for action in actions:
                twin.apply(action, player=twin.round.current_player)
        except IllegalAction:
            continue
        if twin.round.observation(0) == seen:
            twins.append(swapped)
        if len(twins) == 2:
            break
    assert twins, "no twin deal found"
    pages = []
    for order in [deck] + twins:
        game = Game(REVISED, list(base.names), seed=31, first_player=2, deck=order)
        view, read = view_following(game, 0)
        observation_entries = entries_of(seen.events[read:], 0, False)
        for entry in observation_entries:
            count = len(view.controller.record)
            while len(view.controller.record) == count:
                c = view.controller
                tap(view, CONFIRM if c.field == CONFIRM else _json(wanted(entry, c.field)))
        pages.append(states(view))
    for other in pages[1:]:
        assert not difference(pages[0], other)


def test_a_hostile_name_and_code_are_always_escaped(folder):
    names = [HOSTILE, QUOTED, "Zoé & <b>Léa</b>"]
    typed = "<img src=x onerror=alert(3)>"
    game = Game(REVISED, names, seed=17)
    card, _, read = dealt(game.round.observation(0))
    view = CompanionView(names=names, start_player=game.round.start_player, card=card.name)
    view.code_box.value = typed
    view.resume.click()
    assert html.escape(repr(typed)) in view.code_error.value
    assert view.controller.ready
    view.start.click()
    assert view.controller.names == names
    hostile = names + [typed]

    def check(v, engine):
        for value in html_values(v):
            for name in hostile:
                assert name not in value
        assert html.escape(HOSTILE) in v.board.value
        labels = [label for widget in reachable(v) if isinstance(widget, ipywidgets.Dropdown)
                  for label in widget._options_labels]
        labels += [button.description for button in v._entry_buttons]
        assert all("&lt;" not in label for label in labels)  # plain text widgets show names as typed

    play_through_view(view, game, 0, read, random.Random(17), check, steps=25)
    view.new_game.click()
    for value in html_values(view):
        assert all(name not in value for name in hostile)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_follows_the_language(language):
    other = {"en": "fr", "fr": "de", "de": "en"}[language]
    game = Game(REVISED, ["Ann", "Ben", "Cleo"], seed=3)
    view, read = view_following(game, 0, language=language)
    play_through_view(view, game, 0, read, random.Random(3), lambda v, g: None, steps=4)
    c = view.controller
    page = page_text(view)
    words = TEXTS[language]
    for key in ("companion_title", "companion_cards_left", "companion_hands", "companion_undo",
                "companion_new_game", "companion_coach", "table_log"):
        assert words[key] in page, key
    assert c.prompt == c.record.prompt(language) and html.escape(c.prompt) in view.prompt.value
    for sentence in c.record.log(language):
        assert html.escape(sentence[1]) in view.events.value
    for card in REVISED.cards:
        assert card_name(card, language) in page
    # No text of the other language's companion block, where the two differ.
    for key, value in TEXTS[other].items():
        if key.startswith("companion_") and "{" not in value and value != words[key] and len(value) > 8:
            assert value not in page, key
    view.language.value = other
    assert view.controller.language == other and TEXTS[other]["companion_title"] in page_text(view)


def test_the_page_fits_a_phone():
    game = Game(REVISED, 6, seed=2)
    view, read = view_following(game, 0)
    play_through_view(view, game, 0, read, random.Random(2), lambda v, g: None, steps=3)
    for widget in reachable(view):
        layout = getattr(widget, "layout", None)
        if isinstance(layout, ipywidgets.Layout):
            for value in (layout.width, layout.min_width, layout.max_width):
                if value and value.endswith("px"):
                    assert float(value[:-2]) <= 370, (type(widget).__name__, value)
    for button in view._entry_buttons + [view.undo, view.back, view.new_game]:
        assert float(button.layout.height[:-2]) >= 44
    assert view.entry.layout.flex_flow == "row wrap"


def test_a_failure_shows_a_sentence_never_a_traceback(monkeypatch):
    view = CompanionView(save=False, names=["Ann", "Ben", "Cleo"], card="GUARD")
    view.start.click()

    def broken(index):
        raise RuntimeError("boom")

    monkeypatch.setattr(view.controller, "choose", broken)
    view._entry_buttons[0].click()
    assert len(view.failures) == 1 and "boom" not in view.error.value
    assert html.escape(TEXTS["en"]["companion_failed"]) in view.error.value


def test_every_widget_the_view_creates_is_in_its_tree():
    before = set(ipywidgets.widgets.widget._instances)
    view = CompanionView(save=False, names=["Ann", "Ben", "Cleo"], card="GUARD")
    view.start.click()
    view._entry_buttons[0].click()
    created = set(ipywidgets.widgets.widget._instances) - before
    assert created <= {widget.model_id for widget in reachable(view)}


def test_the_companion_loads_no_heavy_module_until_a_view_is_asked_for():
    code = ("import sys; from lovelet.widgets import CompanionController; "
            "assert not {'ipywidgets', 'matplotlib', 'numpy'} & set(sys.modules), sys.modules.keys(); "
            "from lovelet.widgets import CompanionView; assert 'ipywidgets' in sys.modules; print('ok')")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout.strip() == "ok", result.stderr


def test_the_notebook_shows_the_companion_and_leaves_no_file_behind(folder, monkeypatch):
    from pathlib import Path

    path = Path(__file__).parents[2] / "notebooks" / "companion.ipynb"
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    assert cells[0]["cell_type"] == "markdown" and len("".join(cells[0]["source"])) < 400  # short prose
    parameters = [cell for cell in cells if "parameters" in cell.get("metadata", {}).get("tags", [])]
    assert len(parameters) == 1 and "TEACHER = True" in "".join(parameters[0]["source"])
    assert "autosave" not in path.read_text(encoding="utf-8")
    assert all(not cell.get("outputs") or cell is cells[-1] for cell in cells)  # no leftover output
    assert sum(len(json.dumps(cell.get("outputs", []))) for cell in cells) < 5_000  # small committed outputs
    # Run as Voilà runs it for a page whose address names no game: the start form.
    for name in ("VOILA_PREHEAT", "QUERY_STRING", "SCRIPT_NAME", "VOILA_REQUEST_URL"):
        monkeypatch.delenv(name, raising=False)
    code = [cell for cell in cells if cell["cell_type"] == "code"]
    namespace = {}
    for cell in code[:-1]:
        exec(compile("".join(cell["source"]), str(path), "exec"), namespace)  # noqa: S102 - our notebook
    *body, last = "".join(code[-1]["source"]).rstrip().splitlines()
    exec(compile("\n".join(body), str(path), "exec"), namespace)  # noqa: S102
    view = eval(compile(last, str(path), "eval"), namespace)  # noqa: S307
    assert isinstance(view, CompanionView) and not view.controller.started
    assert saved(folder) == []  # nothing is written until a game starts
    view.controller.card = "GUARD"
    view.start.click()
    game = view.controller.code
    assert saved(folder) == [f"{game}.json"]
    again = eval(compile(last, str(path), "eval"), namespace)  # noqa: S307 - the page opened again, no code
    assert not again.controller.started
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/companion.ipynb")
    monkeypatch.setenv("QUERY_STRING", f"game={game}")
    resumed = eval(compile(last, str(path), "eval"), namespace)  # noqa: S307 - the game's address
    assert resumed.controller.started and resumed.controller.record == view.controller.record


def test_the_companion_says_tu_in_french_like_the_rest_of_the_kit():
    formal = re.compile(r"\b(vous|votre|vos|[A-Za-zé]+ez-vous)\b", re.IGNORECASE)
    french = {key: value for key, value in TEXTS["fr"].items() if key.startswith("companion_")}
    french.update({key: value for key, value in TEMPLATES["fr"].items()
                   if key.startswith(("BAD_SAVE.", "BAD_GAME_CODE.", "BAD_PATH.companion"))})
    assert len(french) > 100
    assert {key: value for key, value in french.items() if formal.search(value)} == {}
