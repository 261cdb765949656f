"""The replay viewer, issue 17: what it showed wrong, each as a regression test.

* "Deck: 0" for the first steps, until "The deck has 17 cards.": at every step of the
  deal the deck size is the true count (the round's announced deck plus the cards the
  deal has still to take), and at every step after, the engine's, from every seat, for
  seeded games of both editions and for a one-player export.
* The previous game stayed on screen under a refusal: a refused file unloads it.
* Refusals half in English in French, the parser's detail first: in French and German
  no English sentence, the detail after the sentence, in a "Details" line.
* "Choose a file (0)" whatever it held: the chooser names the file it holds.
"""

import html
import json
import re
from pathlib import Path

import pytest

import lovelet
from lovelet import IllegalAction, save_game_text
from lovelet.companion.exports import observation_to_dict
from lovelet.text.loading import TEMPLATES
from lovelet.text.refusals_files import FILE_TEMPLATES
from lovelet.text.typography import french_spacing

# The loaders' sentences as a person reads them: French with the kit's one spacing.
LOADING = {language: {key: french_spacing(template) if language == "fr" else template
                      for key, template in templates.items()} for language, templates in TEMPLATES.items()}
from lovelet.widgets import ReplayController

ipywidgets = pytest.importorskip("ipywidgets")

from lovelet.widgets.views import ReplayView  # noqa: E402
from test_widgets_replay import boundaries, corrupt_files, played, traits, uploaded  # noqa: E402

GAMES = [("revised", 2, 3), ("revised", 3, 11), ("revised", 6, 21), ("classic", 2, 13), ("classic", 4, 14)]
DEAL = {"set_aside": 1, "deal": 1}  # cards a deal event takes from the deck (face_up: its cards)
# Words of an English sentence that no French or German refusal uses.
ENGLISH = re.compile(r"\b(this|the|is|not|cannot|file|save|changed|written|damaged|before|refused)\b", re.I)


def said_by_a_loader(sentence, language):
    """Whether ``sentence`` is one of the loaders' templates in ``language``, filled in
    (the file's own refusals name the path a Python caller gave)."""
    templates = list(LOADING[language].values()) + [template for key, template in FILE_TEMPLATES[language].items()
                                                    if key.startswith("BAD_SAVE.")]
    if language == "fr":  # French is said with the kit's one spacing
        templates = [french_spacing(template) for template in templates]
    return any(re.fullmatch(re.sub(r"\\\{\w+\\\}", ".+", re.escape(template)), sentence)
               for template in templates)


def taken(event):
    return len(event.details["cards"]) if event.kind == "face_up" else DEAL.get(event.kind, 0)


def true_deck_sizes(game):
    """{step: the deck's true size} at every step of the deals and after every action."""
    truth, offset = {}, 0
    for rnd in game.rounds:
        deal = next(index for index, event in enumerate(rnd.events) if event.kind == "deck")
        for index in range(deal):  # the deck announced at the deal's end, plus what the deal still takes
            later = sum(taken(event) for event in rnd.events[index + 1:deal])
            truth[offset + index + 1] = rnd.events[deal].details["size"] + later
        offset += len(rnd.events)
    for step, rnd in boundaries(game):  # the engine's round played again to the same event
        truth[step] = rnd.deck_size
    return truth


@pytest.mark.parametrize(("edition", "players", "seed"), GAMES, ids=[f"{e}-{p}" for e, p, _ in GAMES])
def test_the_deck_size_is_true_from_the_first_step(edition, players, seed):
    game = played(edition, players, seed)
    truth = true_deck_sizes(game)
    replay = ReplayController(save_game_text(game))
    first = game.rounds[0].events
    # the first event takes one card of the whole edition (the set-aside card, or a hand)
    assert first[0].kind in ("set_aside", "deal") and truth[1] == sum(game.edition.copies.values()) - 1
    for seat in [*range(players), None]:
        replay.watch(seat)
        for step, size in truth.items():
            replay.go(step)
            assert replay.deck_size == size, (seat, step, replay.event_text)
    # A one-player export of round 1 shows its seat the same counts.
    export = ReplayController(json.dumps(observation_to_dict(game.rounds[0].observation(1))))
    for step in range(1, export.steps + 1):
        export.go(step)
        if step in truth:
            assert export.deck_size == truth[step], step
    view = ReplayView(ReplayController(game))
    shown = html.unescape(re.sub(r"<[^>]*>", " ", view.board.value))
    assert f"Deck: {truth[1]}" in shown and "Deck: 0" not in shown


def test_a_refusal_after_a_loaded_game_leaves_no_old_game():
    game = played("revised", 3, 41)
    text = save_game_text(game)
    view = ReplayView(ReplayController())
    uploaded(view, text)
    replay = view.controller
    replay.go(9)
    replay.watch(None)
    assert replay.loaded and view.board.value
    names = list(game.names)
    uploaded(view, text[: len(text) // 3], name="broken.json")
    empty = traits(ReplayController())
    after = traits(replay)
    assert {key for key in empty if empty[key] != after[key]} == {"error", "error_detail", "error_code"}
    # nothing of the old game in any widget: no name, no card, no step, no log
    drawn = " ".join(str(value) for widget in (view.board, view.events, view.status, view.source,
                                                view.step_label) for value in [widget.value])
    assert not any(name in drawn for name in names) and "<li>" not in drawn
    assert view.slider.disabled and view.next.disabled and view.seat.layout.display == "none"
    assert "No game loaded yet" in view.status.value
    assert view.upload.value == () and view.upload.description == "Choose a file"
    # stepping after the refusal is refused too, and loading again works
    assert replay.go(2) is False and not replay.loaded
    uploaded(view, text)
    assert replay.loaded and replay.error == "" and replay.step == 1


@pytest.mark.parametrize("language", ["fr", "de"])
def test_refusals_are_in_the_pages_language_with_the_detail_last(language):
    text = save_game_text(played("classic", 3, 51))
    replay = ReplayController(text, language=language)
    view = ReplayView(replay)
    for name, bad in corrupt_files(text).items():
        assert replay.load(bad) is False and replay.error_code == "BAD_SAVE", name
        sentence, detail = replay.error, replay.error_detail
        assert said_by_a_loader(sentence, language) and not ENGLISH.search(sentence), (name, sentence)
        box = html.unescape(re.sub(r"<[^>]*>", " ", view.error.value))
        assert sentence in box and not ENGLISH.search(box.split(sentence)[0]), name
        if detail:
            label = {"fr": "Détails\u00a0:", "de": "Details:"}[language]
            assert box.index(sentence) < box.index(f"{label} {detail}"), name
            assert detail not in sentence
    # The issue's own example: a save changed after it was written.
    assert replay.load(corrupt_files(text)["edited deck"]) is False
    changed = LOADING[language]["BAD_SAVE.changed"]
    detail = {"fr": "Cette sauvegarde a été modifiée après avoir été écrite\u00a0: son empreinte ne correspond pas.",
              "de": "Dieser Spielstand wurde nach dem Schreiben verändert: Seine Prüfsumme stimmt nicht."}[language]
    # the detail is said in the page's language too (it was the field's name, "check.document")
    assert replay.error == (french_spacing(changed) if language == "fr" else changed) and replay.error_detail == detail
    # The parser's line and column come last, in a smaller line.
    replay.load("{this is not json")
    assert re.search(r"line 1 column 2", replay.error_detail) and "line" not in replay.error
    assert view.error.value.index(html.escape(replay.error, quote=True)) < view.error.value.index("font-size:85%")
    # Changing the page's language says the refusal on screen again in the new one.
    english = LOADING["en"]["BAD_SAVE.not_json"]
    view.language.value = "en"
    assert replay.error == english and "(Expecting" in replay.error_detail  # the parser's words, in the detail
    view.language.value = language
    assert replay.error == LOADING[language]["BAD_SAVE.not_json"]


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_upload_button_says_what_it_holds(language):
    game = played("revised", 2, 31)
    view = ReplayView(ReplayController(language=language))
    chooser = {"en": "Choose a file", "fr": "Choisir un fichier", "de": "Datei wählen"}[language]
    assert view.upload.description == chooser and view.upload.value == () and view.upload.icon == "upload"
    uploaded(view, save_game_text(game), name="game.json")
    loaded = {"en": "game.json loaded", "fr": "game.json chargé", "de": "game.json geladen"}[language]
    # ipywidgets draws "description (files held)": "game.json loaded (1)", the name without its content
    assert view.upload.description == loaded and len(view.upload.value) == 1 and view.upload.icon == "check"
    assert view.upload.value[0]["name"] == "game.json" and bytes(view.upload.value[0]["content"]) == b""
    assert view.controller.source_name == "game.json"
    # another game loaded from Python: the chooser no longer claims the file
    view.controller.load(game)
    assert view.upload.description == chooser and view.upload.value == ()
    uploaded(view, save_game_text(game), name="<b>x</b>.json")
    assert view.upload.description.startswith("<b>x</b>.json")  # a button's label is plain text
    uploaded(view, b"{", name="broken.json")
    assert view.upload.description == chooser and view.upload.value == () and view.failures == []


def test_every_load_refusal_has_its_sentence_in_three_languages():
    loaders = "".join((Path(lovelet.__file__).parent / name).read_text(encoding="utf-8")
                      for name in ("engine/save_reading.py", "engine/restoring.py", "companion/exports.py"))
    # the page sentences; the details and the phrases put into them (BAD_SAVE.detail_*, kind_*,
    # action_*, card_named) are lovelet.text.refusals_games' (tests/engine/test_save_details_said.py)
    named = {key for key in re.findall(r'"(BAD_SAVE\.\w+)"', loaders)
             if not re.match(r"BAD_SAVE\.(detail_|kind_|action_|where_|card_named)", key)}
    assert len(named) >= 10 and named <= set(LOADING["en"])
    for language in ("fr", "de"):
        assert set(LOADING[language]) == set(LOADING["en"])
        for key in named:
            assert LOADING[language][key] != LOADING["en"][key] and not ENGLISH.search(LOADING[language][key])
            expected = LOADING[language][key]
            assert IllegalAction("BAD_SAVE", "x", key=key).sentence(language) == (
                french_spacing(expected) if language == "fr" else expected)


@pytest.mark.parametrize("language", ["fr", "de"])
def test_a_broken_export_is_refused_in_the_pages_language(language):
    game = played("revised", 3, 61)
    document = observation_to_dict(game.rounds[0].observation(0))
    edited = json.loads(json.dumps(document))
    edited["fields"]["deck_size"] += 1
    replay = ReplayController(language=language)
    for bad, key in ((json.dumps(edited), "BAD_SAVE.export_changed"),
                     (json.dumps(dict(document, version=7)), "BAD_SAVE.export_version"),
                     (json.dumps(document)[:-40], "BAD_SAVE.not_json")):
        said = french_spacing(LOADING[language][key]) if language == "fr" else LOADING[language][key]
        assert replay.load(bad) is False and replay.error == said, key
        assert not ENGLISH.search(replay.error)
