"""The teacher's page (lovelet.widgets.teacher, teacher_view, teacher_form) and its
drawings (lovelet.display.tables), against a real in-memory TableService reached through
a client with TeacherClient's methods: tables created, followed, steered, debriefed and
downloaded; refusals beside their control in three languages; a service that is away;
the token never in a trait or on the page; every name a student typed escaped."""

import asyncio
import base64
import io
import json
import threading
import zipfile

import pytest

from lovelet import IllegalAction, load_game_text
from lovelet.display.tables import join_link, projector_html, qr_svg, table_card_html
from lovelet.table_service.debrief import debrief
from lovelet.table_service.service import TableService
from lovelet.widgets.teacher import TeacherController, pages_address, token_in_query
from lovelet.widgets.teacher_view import TeacherView

HOSTILE = "<img src=x onerror=1>&Zo"  # as long as a name may be (24 characters)


class ServiceClient:
    """TeacherClient's methods on a TableService in this process, every answer through JSON
    as the network would carry it; ``follow`` keeps the listener, ``push()`` calls it."""

    def __init__(self, service, token, language="en"):
        self.service, self.token, self.language = service, token, language
        self.listeners = []
        self.connected = True

    def _checked(self):
        self.service.check_teacher(self.token)

    def health(self):
        return {"ok": True}

    def _views(self):
        return json.loads(json.dumps([table.teacher_view(self.language, debrief) for table in self.service.tables()]))

    def tables(self):
        self._checked()
        return self._views()

    def create_table(self, settings):
        self._checked()
        return self.service.create_table(json.loads(json.dumps(settings)), now=0.0).code

    def _teacher(self, code, what):
        self._checked()
        return json.loads(json.dumps(self.service.teacher(code, what, now=0.0).teacher_view(self.language)))

    def start(self, code):
        return self._teacher(code, "start")

    def pause(self, code):
        return self._teacher(code, "pause")

    def resume(self, code):
        return self._teacher(code, "resume")

    def end(self, code):
        return self._teacher(code, "end")

    def next_round(self, code):
        return self._teacher(code, "next_round")

    def replace_with_bot(self, code, seat, kind="heuristic"):
        self._checked()
        return json.loads(json.dumps(self.service.replace_with_bot(code, seat, kind, now=0.0).status()))

    def save_text(self, code):
        self._checked()
        return self.service.save_text(code)

    def saves_zip(self):
        self._checked()
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            for table in self.service.tables():
                if table.game is not None:
                    archive.writestr(f"lovelet-table-{table.code}.json", self.service.save_text(table.code))
        return buffer.getvalue()

    def follow(self, on_tables):
        self.listeners.append(on_tables)
        return self

    def stop(self):
        self.listeners.clear()

    def push(self):
        for listener in list(self.listeners):
            listener(self._views())


class Away:
    """A client whose service does not answer."""

    def __init__(self, *_args):
        pass

    def tables(self):
        raise ConnectionRefusedError("no service")

    health = tables


@pytest.fixture()
def service():
    made = TableService(None, now=0.0)
    yield made
    made.close()


def controller_for(service, language="en", **keywords):
    clients = []

    def factory(address, token, language):
        clients.append(ServiceClient(service, token, language))
        return clients[-1]

    controller = TeacherController(language=language, client_factory=factory,
                                   pages="http://class.example/voila/render", **keywords)
    controller.clients = clients
    return controller


def play_out_round(service, code):
    """Bots and stand-ins play until the round in progress is over."""
    table = service.table(code)
    moment = 0.0
    while not table.game.round.is_over:
        moment += 1000.0
        service.step(moment)
    return table


def test_the_token_comes_from_the_query_string_and_is_never_a_trait(service, monkeypatch):
    monkeypatch.setenv("QUERY_STRING", f"teacher={service.teacher_token}&x=1")
    controller = controller_for(service)
    assert controller.connection == "connected" and controller.message == ""
    assert token_in_query(f"a=1&teacher={service.teacher_token}") == service.teacher_token
    assert token_in_query("") is None and token_in_query("teacher=") is None
    traits = json.dumps({name: getattr(controller, name) for name in controller.trait_names()}, default=str)
    assert service.teacher_token not in traits
    view = TeacherView(controller)
    assert service.teacher_token not in _page(view)


def _page(view):
    """Every value of every widget of ``view``, as one string (what the browser receives)."""
    found = []

    def walk(widget):
        for name in ("value", "description", "placeholder", "options"):
            if hasattr(widget, name):
                found.append(str(getattr(widget, name)))
        for child in getattr(widget, "children", ()):
            walk(child)

    walk(view)
    return "\n".join(found)


@pytest.mark.parametrize("language, words", [("en", "does not answer"), ("fr", "ne répond pas"),
                                              ("de", "antwortet nicht")])
def test_a_service_that_does_not_answer_is_said_in_the_pages_language(language, words, monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    controller = TeacherController(language=language, client_factory=Away)
    assert controller.connection == "unreachable" and words in controller.message  # said before any token
    assert not controller.connect("some-token")
    assert controller.connection == "unreachable" and words in controller.message
    view = TeacherView(controller)
    assert words in view.connection.value and view._form.layout.display == "none"
    assert view.failures == []


def test_a_wrong_token_is_refused_beside_the_connection(service, monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    controller = controller_for(service, language="de")
    assert controller.connection == "none" and controller.message == ""  # the service answers: the token next
    view = TeacherView(controller)
    assert "Token der Lehrkraft" in view.connection.value
    view.token.value = "not-the-token"
    view.connect_button.click()
    assert view.token.value == ""  # the page never keeps what was typed
    assert controller.connection == "refused"
    assert "nicht das Token der Lehrkraft" in view.connection.value
    view.token.value = service.teacher_token
    view.connect_button.click()
    assert controller.connection == "connected" and "connect" not in controller.refusals
    assert view.failures == []


def test_a_table_is_created_from_the_form_and_followed(service):
    controller = controller_for(service, token=service.teacher_token)
    view = TeacherView(controller)
    view.seat_count.value = 3
    view.seats[2].value = "heuristic"
    view.coach.value = False
    view.create_button.click()
    [table] = service.tables()
    assert table.settings.seats == ("student", "student", "heuristic") and not table.settings.coach
    assert [row["code"] for row in controller.tables] == [table.code]
    box = view._boxes[table.code]
    assert table.code in box.card.value and "join.ipynb?code=" + table.code in box.card.value
    assert "<svg" in box.card.value
    assert box.buttons["start"].layout.display != "none" and box.buttons["pause"].layout.display == "none"
    # A student joins: the follower's push redraws the table's card.
    service.join(table.code, HOSTILE, "fr", now=0.0)
    controller.clients[-1].push()
    assert "&lt;img src=x" in box.card.value and "<img src=x" not in box.card.value
    assert view.failures == []


def test_a_setting_the_service_refuses_is_said_beside_the_form(service):
    controller = controller_for(service, language="fr", token=service.teacher_token)
    view = TeacherView(controller)
    for seat in range(4):
        controller.set_seat_kind(seat, "heuristic")
    view.create_button.click()
    assert service.tables() == []
    assert "au moins une place d" in controller.refusals["create"]
    assert "au moins une place" in view.create_error.value
    controller.set_seat_kind(0, "student")
    view.create_button.click()
    assert "create" not in controller.refusals and len(service.tables()) == 1


def test_the_classic_edition_offers_its_seats_and_tie_breaks(service):
    controller = controller_for(service, token=service.teacher_token)
    controller.set_seat_count(6)
    controller.edition = "classic"
    assert len(controller.seat_kinds) == 4 and controller.seat_range == (2, 4)
    assert controller.tie_breaks == ("shared", "discard_sum")
    controller.tie_break = "discard_sum"
    assert controller.create_table() is not None
    assert service.tables()[0].settings.options["tie_break"] == "discard_sum"
    controller.edition = "revised"
    assert controller.tie_break == "shared"


def test_the_teacher_starts_pauses_resumes_replaces_and_ends(service):
    controller = controller_for(service, token=service.teacher_token)
    code = controller.create_table()
    service.join(code, "Ann", "en", now=0.0)
    view = TeacherView(controller)
    box = view._boxes[code]
    # Next round before any round: the service refuses, and the sentence is beside the table.
    assert not controller.act(code, "next_round")
    assert controller.refusals[code] and controller.refusals[code] in box.error.value.replace("&#x27;", "'")
    box.buttons["start"].click()
    assert service.table(code).state == "playing" and code not in controller.refusals
    assert box.buttons["pause"].layout.display != "none" and box.buttons["start"].layout.display == "none"
    box.buttons["pause"].click()
    assert service.table(code).state == "paused" and box.buttons["resume"].layout.display != "none"
    box.buttons["resume"].click()
    assert service.table(code).state == "playing"
    assert [value for _label, value in box.seat.options] == [0]  # the one student who joined
    box.seat.value = 0
    box.kind.value = "cautious"
    box.replace_button.click()
    assert service.table(code).status()["seats"][0]["bot"] == "cautious"
    box.buttons["end"].click()
    assert service.table(code).state == "over" and box.buttons["end"].layout.display == "none"
    assert not controller.act(code, "fly")
    assert view.failures == []


def test_after_a_round_the_card_shows_the_hands_and_the_debrief(service):
    controller = controller_for(service, language="fr", token=service.teacher_token)
    controller.set_seat_count(2)
    code = controller.create_table()
    controller.act(code, "start")  # the empty student seats become bots
    table = play_out_round(service, code)
    controller.refresh()
    view = TeacherView(controller)
    [shown] = controller.tables
    assert shown["round_over"] and shown["hands"] and shown["debrief"]
    card = view._boxes[code].card.value
    assert "Dernière décision" in card or "aucune décision" in card
    assert "Main à la fin de la manche" in card
    if not table.game.is_over:
        assert view._boxes[code].buttons["next_round"].layout.display != "none"
        view._boxes[code].buttons["next_round"].click()
        assert len(table.game.rounds) == 2
    assert view.failures == []


def test_every_game_is_offered_for_download_and_written_to_a_folder(service, tmp_path):
    controller = controller_for(service, token=service.teacher_token)
    assert controller.download_saves() == [] and "download" in controller.refusals  # nothing started yet
    first, waiting = controller.create_table(), controller.create_table()
    controller.act(first, "start")
    play_out_round(service, first)
    links = controller.download_saves(tmp_path)
    assert [link["name"] for link in links] == [f"lovelet-table-{first}.json", "lovelet-tables.zip"]
    save = base64.b64decode(links[0]["href"].partition(",")[2]).decode("utf-8")
    assert load_game_text(save) == service.table(first).game
    assert load_game_text((tmp_path / f"lovelet-table-{first}.json").read_text()) == service.table(first).game
    with zipfile.ZipFile(tmp_path / "lovelet-tables.zip") as archive:
        assert archive.namelist() == [f"lovelet-table-{first}.json"]
    assert waiting not in json.dumps(links)
    view = TeacherView(controller)
    assert 'download="lovelet-table-' in view.downloads.value


def test_the_projector_shows_one_table_large(service):
    controller = controller_for(service, token=service.teacher_token)
    code = controller.create_table()
    view = TeacherView(controller)
    view._boxes[code].project_button.click()
    assert controller.projected == code
    assert view.projector_box.layout.display != "none" and code in view.projector.value
    view.projector_close.click()
    assert controller.projected == "" and view.projector_box.layout.display == "none"
    controller.project("NOSUCH")
    assert controller.projected == ""


def test_the_drawings_escape_every_name_in_html_and_svg():
    view = {"code": "K7QXM4", "state": "playing", "edition": "revised", "names": [HOSTILE, "Ben"],
            "seats": [{"seat": 0, "name": HOSTILE, "kind": "student", "bot": None, "joined": True,
                       "connected": True, "stand_in": False},
                      {"seat": 1, "name": "Ben", "kind": "bot", "bot": "heuristic", "joined": True,
                       "connected": False, "stand_in": False}],
            "round": 1, "current_player": 0, "favors": [0, 1], "favors_needed": 6, "ready": [],
            "round_over": True, "game_over": False, "winners": [], "log": [f"{HOSTILE} plays the Guard."],
            "hands": [["PRINCESS"], ["GUARD"]], "last_round": 1,
            "debrief": [{"sentence": f"Last decision of {HOSTILE}.", "guards": [{"sentence": f"{HOSTILE} hit."}]}]}
    drawn = table_card_html(view, "en", "http://x/voila/render")
    assert "<img" not in drawn and drawn.count("&lt;img src=x onerror=1&gt;&amp;Zo") >= 4
    assert "Princess" in drawn and "K7QXM4" in drawn
    svg = qr_svg("http://x/join.ipynb?code=K7QXM4", label=HOSTILE)
    assert svg.count("<svg") == 1 and "<img" not in svg
    assert "K7QXM4" in projector_html("K7QXM4", "de", "http://x/voila/render")
    assert join_link("K7QXM4", "http://x/voila/render/") == "http://x/voila/render/join.ipynb?code=K7QXM4"


def test_the_pages_address_comes_from_the_environment(monkeypatch):
    monkeypatch.setenv("LOVELET_PAGES", "https://school.example/voila/render")
    assert pages_address() == "https://school.example/voila/render"
    monkeypatch.delenv("LOVELET_PAGES")
    assert pages_address() == "http://localhost:8866/voila/render"


def test_a_view_of_something_else_is_refused():
    with pytest.raises(IllegalAction) as caught:
        TeacherView("controller")
    assert caught.value.code == "BAD_OPTION"


def test_a_change_of_language_follows_the_tables_in_it(service):
    controller = controller_for(service, token=service.teacher_token)
    code = controller.create_table()
    controller.act(code, "start")
    client = controller.clients[-1]
    assert len(client.listeners) == 1
    controller.language = "de"
    assert client.language == "de" and len(client.listeners) == 1  # followed again, once
    controller.language = "klingon"
    assert controller.language == "de" and controller.refusals["create"]


def test_a_refusal_the_service_said_is_shown_as_said(service):
    """The network client gives the service's sentence with its key but not its values."""
    controller = controller_for(service, token=service.teacher_token)

    def refuse(code):
        raise IllegalAction("BAD_TABLE_CODE", "Aucune table n’a le code 'NOPE99'.", key="BAD_TABLE_CODE")

    controller.clients[-1].pause = refuse
    assert not controller.act("NOPE99", "pause")
    assert controller.refusals["NOPE99"] == "Aucune table n’a le code 'NOPE99'."


def test_on_a_loop_the_tables_are_polled_while_not_followed_and_pushes_land_on_the_loop(service):
    async def scenario():
        controller = controller_for(service, token=service.teacher_token, follow=False, poll_seconds=0.01)
        assert controller.tables == []
        service.create_table({"edition": "revised", "seats": ["student", "student"]}, now=0.0)
        for _ in range(100):
            await asyncio.sleep(0.01)
            if controller.tables:
                break
        polled = [table["code"] for table in controller.tables]
        # A push from another thread (the follower's) is applied on the loop's thread.
        seen = []
        controller.observe(lambda change: seen.append(threading.current_thread()), names="tables")
        pusher = threading.Thread(target=controller._on_tables, args=([],))
        pusher.start()
        pusher.join()
        await asyncio.sleep(0.05)
        controller.close()
        return polled, seen

    polled, seen = asyncio.run(scenario())
    assert polled == [table.code for table in service.tables()]
    assert seen and all(thread is threading.main_thread() for thread in seen)


def test_every_sentence_follows_the_pages_language(service, monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    controller = TeacherController(language="en", client_factory=Away)
    assert "does not answer" in controller.message and "does not answer" in controller.refusals["connect"]
    controller.language = "fr"
    assert "ne répond pas" in controller.message and "ne répond pas" in controller.refusals["connect"]
    connected = controller_for(service, language="de", token=service.teacher_token)
    assert not connected.act("NOSUCH", "pause")
    german = connected.refusals["NOSUCH"]
    connected.language = "en"
    assert connected.refusals["NOSUCH"] != german and "NOSUCH" in connected.refusals["NOSUCH"]


def test_a_service_that_goes_away_is_said_and_comes_back(service):
    controller = controller_for(service, token=service.teacher_token)
    client = controller.clients[-1]
    tables = client.tables
    client.tables = Away().tables
    controller.refresh()
    assert controller.connection == "unreachable" and "does not answer" in controller.message
    client.tables = tables
    controller.refresh()
    assert controller.connection == "connected" and controller.message == "" and "connect" not in controller.refusals
