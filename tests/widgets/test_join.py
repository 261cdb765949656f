"""The student's page (join.ipynb), without a browser: joining a table, the refusals beside
their fields, the seat's address, what the page says about the table.

The service is a real TableService in memory behind JSON frames (``seat_fakes``); the
page reaches it through the two calls a test may give (``join`` and ``connect``), as the
real page does through :mod:`lovelet.table_service.client`.
"""

import html

import pytest

from lovelet.widgets import JoinController, JoinView
from lovelet.widgets.join import page_query, seat_notes
from lovelet.widgets.seat_table_view import SeatTableView
from lovelet.widgets.deduction_view import TableWithDeduction
from seat_fakes import ServiceEnd


@pytest.fixture
def end():
    service_end = ServiceEnd()
    yield service_end
    service_end.close()


def page(end, query="", language="en"):
    """A JoinController reaching ``end``'s service."""
    return JoinController(query, address="http://tables.test:8867", language=language,
                          join=lambda address, code, name, lang: end.join(code, name, lang)[0],
                          connect=lambda address, token, lang: end.seat(token, lang))


def unreachable(*_arguments):
    raise ConnectionRefusedError(111, "Connection refused")


def test_the_query_string_gives_the_seat_or_the_code():
    assert page_query("seat=abc&code=K7QXM4") == {"seat": "abc", "code": "K7QXM4"}
    assert page_query("?code=a&code=K7QXM4") == {"code": "K7QXM4"}
    assert page_query("") == {}


def test_a_student_joins_and_sees_the_table_waiting_for_the_others(end):
    code = end.table(("student", "student", "heuristic"))
    ann = page(end, f"code={code}")
    assert ann.code == code and not ann.seated
    assert ann.join(name="  Ann ") is True
    end.settle()
    assert ann.seated and ann.error == "" and ann.seat_link == f"join.ipynb?seat={ann.token}"
    table = ann.table
    assert table.table_state == "waiting" and table.viewer == 0
    assert seat_notes(table, "en") == [
        "Waiting for players. Joined so far: Ann. The game starts when every seat is taken."]
    ben = page(end, language="fr")
    assert ben.join(code.lower(), "Ben")  # a code typed in lower case is the code
    end.settle()
    assert table.table_state == "playing" and seat_notes(table, "en") == []
    assert ben.table.language == "fr" and ben.table.names == ["Ann", "Ben", "Bot 3"]


def test_refusals_are_said_beside_their_field_in_the_chosen_language(end):
    code = end.table(("student", "heuristic"))
    student = page(end, language="de")
    assert student.join("K7-QXM", "Ann") is False  # not a code at all: refused before asking the service
    assert (student.error_code, student.error_field) == ("BAD_TABLE_CODE", "code") and "K7-QXM" in student.error
    assert student.join("ZZZZZZ", "Ann") is False  # a code, but no table's
    assert (student.error_code, student.error_field) == ("BAD_TABLE_CODE", "code")
    assert student.error.startswith("Kein Tisch hat den Code")
    assert student.join(code, "   ") is False
    assert (student.error_code, student.error_field) == ("BAD_OPTION", "name")
    assert student.join(code, "Ann") is True
    late = page(end, language="fr")
    assert late.join(code, "Ben") is False
    assert (late.error_code, late.error_field) == ("TABLE_CLOSED", "code")  # every seat taken: it has started
    assert late.error == f"La partie de la table {code} a déjà commencé\u00a0: demandez une autre table à votre enseignant."
    assert not late.seated and late.table is None


def test_a_service_that_does_not_answer_is_said_and_joining_can_be_tried_again(end):
    student = JoinController("", address="http://tables.test:8867", language="fr", join=unreachable,
                             connect=unreachable)
    assert student.join("K7QXM4", "Ann") is False
    assert (student.error_code, student.error_field) == ("", "service")
    assert "http://tables.test:8867" in student.error and "ne répond pas" in student.error
    code = end.table(("student", "heuristic"))
    student._join = lambda address, table_code, name, language: end.join(table_code, name, language)[0]
    student._connect = lambda address, token, language: end.seat(token, language)
    student.code = code
    assert student.retry() is True and student.seated


def test_the_seats_address_takes_the_seat_up_again_and_a_bad_one_is_refused(end):
    code = end.table(("student", "heuristic"))
    first = page(end)
    assert first.join(code, "Ann")
    end.settle()
    again = page(end, first.seat_link.partition("?")[2])
    assert again.seated and again.token == first.token and again.table.viewer == first.table.viewer
    end.settle()
    assert again.table.hand == first.table.hand and again.table.log == first.table.log
    stranger = page(end, "seat=" + "x" * 32)
    assert not stranger.seated and (stranger.error_code, stranger.error_field) == ("BAD_TOKEN", "seat")
    junk = page(end, "seat=<script>")
    assert not junk.seated and junk.error_code == "BAD_TOKEN"
    away = JoinController(f"seat={first.token}", language="en", join=unreachable, connect=unreachable)
    assert not away.seated and away.error_field == "service" and away.token == first.token


def test_the_page_says_paused_reconnecting_and_who_the_next_round_waits_for(end):
    code = end.table(("student", "student"))
    ann, ben = page(end), page(end)
    assert ann.join(code, "Ann") and ben.join(code, "Ben")
    end.settle()
    end.teacher(code, "pause")
    assert seat_notes(ann.table, "en") == ["Your teacher has paused the table: wait a moment."]
    end.teacher(code, "resume")
    end.settle()
    student = ann if ann.table.choices else ben  # whose decision it is
    student.connection.drop()
    end.settle()
    assert seat_notes(student.table, "fr") == ["La connexion au service des tables est perdue\u00a0: reconnexion…"]
    card = next(item for item in student.table.choices["cards"] if item["playable"])
    targets = [item["seat"] for item in card["targets"] if item["allowed"]]
    target = targets[0] if targets else None
    assert student.table.play(card["card"], target, "PRIEST" if card["card"] == "GUARD" and target is not None
                              else None) is False
    assert student.table.error == ("Your move did not reach the table service: the connection was lost. "
                                   "Reconnecting…")
    student.connection.reconnect()
    end.settle()
    assert seat_notes(student.table, "en") == [] and student.table.connected and student.table.choices
    while not ann.table.round_over:
        for mover in (ann.table, ben.table):
            choice = mover.choices
            if choice and choice["kind"] == "chancellor":
                assert mover.chancellor(choice["options"][0]["keep"], choice["options"][0]["bottom"])
            elif choice:
                card = next(item for item in choice["cards"] if item["playable"])
                targets = [item["seat"] for item in card["targets"] if item["allowed"]]
                target = targets[0] if targets else None
                assert mover.play(card["card"], target,
                                  "PRIEST" if card["card"] == "GUARD" and target is not None else None)
        end.settle()
    if not ann.table.game_over:
        assert ann.table.next_round()
        end.settle()
        assert seat_notes(ann.table, "en") == ["You are ready for the next round; waiting for Ben."]
        assert seat_notes(ben.table, "en") == []
    end.call(lambda: end.service.replace_with_bot(code, ben.table.viewer, "heuristic", now=1000.0))
    assert "Your teacher has given your seat to a bot." in seat_notes(ben.table, "en")


def test_the_view_draws_the_form_then_the_seat_escaped(end):
    code = end.table(("student", "student"), coach=False, deduction=False)
    view = JoinView(page(end))
    assert view.failures == [] and view.form.layout.display != "none"
    assert "Join your table" in view.title.value and view.join.description == "Join"
    view.code.value = "nope"
    view.name.value = "<b>Ann</b>"
    view.join.click()
    assert "lovelet-join-code-error" in view.code_error._dom_classes and "nope" in view.code_error.value
    view.code.value = code
    view.join.click()
    assert view.failures == [] and view.form.layout.display == "none"
    end.settle()
    assert "&lt;b&gt;Ann&lt;/b&gt;" in view.seat.value and "<b>Ann</b>" not in view.seat.value
    assert "Waiting for players" in view.notes.value and "&lt;b&gt;Ann&lt;/b&gt;" in view.notes.value
    link = html.escape(f"join.ipynb?seat={view.controller.token}")
    assert link in view.address.value and "Keep this address" in view.address.value
    assert view.follow.value == ""  # not served by Voilà: the address bar is left alone
    assert view.table.layout.display == "none"  # no game yet: no empty board
    assert page(end).join(code, "Ben")
    end.settle()
    assert view.table.layout.display != "none" and "Waiting for players" not in view.notes.value
    (table_view,) = view.table.children
    assert isinstance(table_view, SeatTableView) and table_view.teacher is None
    assert table_view.coach.layout.display == "none"  # the table's help does not offer the coach
    view.close()


def test_a_page_served_by_voila_follows_the_seats_address_and_offers_the_deduction_panel(end):
    code = end.table(("student", "heuristic"))
    view = JoinView(page(end), follow_address=True, page_address="http://school:8866/voila/render/join.ipynb")
    view.code.value, view.name.value = code, "Cleo"
    view.join.click()
    end.settle()
    token = view.controller.token
    assert f"history.replaceState(history.state, '', '?seat={token}')" in view.follow.value
    assert f"http://school:8866/voila/render/join.ipynb?seat={token}" in view.address.value
    (both,) = view.table.children
    assert isinstance(both, TableWithDeduction) and both.table_view.coach.layout.display != "none"
    both.table_view.language.value = "de"  # the Table's language is the page's
    assert view.controller.language == "de" and "Tisch" in view.seat.value
    assert view.failures == [] and both.table_view.failures == []
    view.close()
