"""The cards lovelet draws itself (lovelet.display.svg), the palette (lovelet.display.palette) and the
interface texts the classroom widgets need (lovelet.text.i18n.TEXTS).

Every drawing is read back with ElementTree: it must be well-formed XML, say its value
and name, carry a text alternative (role, title, aria-label), and a face-down card must
give nothing away.  The palette must tell every character apart without colour, and
the widget texts must exist in English, French and German, with no English left in the
French and German ones.
"""

import html
import re
import string
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from lovelet import CLASSIC, EDITIONS, REVISED, Card, IllegalAction
from lovelet.display import palette, svg
from lovelet.text import i18n
from lovelet.text.i18n import CARD_NAMES, TEXTS, card_name, formatted, text
from lovelet.engine.naming import folded, unknown_card_sentence
from lovelet.text.languages import LANGUAGES
from lovelet.display.palette import (OKABE_ITO, PROJECTOR_FONT_SIZE, STYLES, color_of, contrast, hatch_of,
                             marker_of, projector_rc, style_of)
from lovelet.display.svg import card_alt, card_back_svg, card_svg, hand_svg

SVG = "{http://www.w3.org/2000/svg}"
EVERY_CARD = [(edition, card) for edition in EDITIONS.values() for card in edition.cards]
HOSTILE = "</title><script>alert(\"x\")</script><text a='b'>&amp; ]]>"


# ---------------------------------------------------------------------- reading the SVG back


def parse(markup):
    root = ET.fromstring(markup)
    assert root.tag == SVG + "svg"
    return root


def texts(root, css_class):
    return [element.text for element in root.iter(SVG + "text")
            if css_class in (element.get("class") or "").split()]


def title(root):
    titles = root.findall(SVG + "title")
    assert len(titles) == 1 and root[0] is titles[0]  # the first child: read before the drawing
    return titles[0].text


def check_alternative(root, expected):
    assert root.get("role") == "img"
    assert root.get("aria-label") == expected
    assert title(root) == expected


# ---------------------------------------------------------------------- faces


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("edition, card", EVERY_CARD, ids=lambda x: getattr(x, "name", x))
def test_every_card_parses_and_shows_its_value_and_name(edition, card, language):
    markup = card_svg(card, edition, language)
    root = parse(markup)
    value = edition.values[card]
    name = card_name(card, language)
    assert texts(root, "lovelet-value") == [str(value)]
    assert texts(root, "lovelet-name") == [name]
    expected = formatted(text("card_alt", language), language, name=name, value=value)
    check_alternative(root, expected)
    assert card_alt(card, edition, language) == expected
    assert str(value) in expected and name in expected
    assert root.get("data-card") == card.value and root.get("data-value") == str(value)
    assert root.get("viewBox") == "0 0 100 140"
    assert "<script" not in markup and " id=" not in markup  # no id: cards never clash on a page


def test_the_text_alternatives_read_as_sentences():
    assert title(parse(card_svg(Card.GUARD, language="fr"))) == "Garde, valeur 1"
    assert title(parse(card_svg(Card.GUARD, language="de"))) == "Wächterin, Wert 1"
    assert title(parse(card_svg(Card.KING, CLASSIC))) == "King, value 6"
    assert title(parse(card_svg(Card.KING, "revised"))) == "King, value 7"
    assert title(parse(card_svg(Card.SPY, language="fr"))) == "Espionne, valeur 0"
    assert title(parse(card_back_svg("fr"))) == "carte face cachée"
    assert title(parse(card_back_svg("de"))) == "verdeckte Karte"
    assert title(parse(card_back_svg())) == "face-down card"


def test_a_card_may_be_named_in_any_language_and_the_language_spelled_out():
    assert card_svg("Wächterin") == card_svg("guard") == card_svg(Card.GUARD)
    assert card_svg("Prêtre", language="Français") == card_svg(Card.PRIEST, language="fr")
    assert card_svg(Card.KING, "CLASSIC") == card_svg(Card.KING, CLASSIC)


def test_the_size_is_the_width_in_pixels():
    root = parse(card_svg(Card.BARON, size=150))
    assert (root.get("width"), root.get("height")) == ("150", "210")
    root = parse(card_svg(Card.BARON, size=72.5))
    assert (root.get("width"), root.get("height")) == ("72.5", "101.5")
    assert parse(card_back_svg(size=50)).get("width") == "50"


def test_every_character_has_its_own_emblem_marker_and_hatch():
    emblems = {card: svg._emblem(card, style_of(card).color, style_of(card).ink) for card in Card}
    assert all(emblem.startswith("<") for emblem in emblems.values())
    assert len(set(emblems.values())) == len(Card)
    for card, emblem in emblems.items():
        ET.fromstring(f'<g xmlns="http://www.w3.org/2000/svg">{emblem}</g>')  # well-formed
        assert style_of(card).color in emblem  # drawn in the character's colour
    faces = {card: card_svg(card) for card in Card}
    assert len(set(faces.values())) == len(Card)
    # the marker and the hatch drawn on the card differ from card to card
    markers = {svg._marker(marker_of(card), 0, 0, 8, "#000000") for card in Card}
    hatches = {svg._hatch(hatch_of(card), 0, 0, 84, 12, "#000000") for card in Card}
    assert len(markers) == len(hatches) == len(Card)
    assert all(hatch for hatch in hatches)


# ---------------------------------------------------------------------- backs


def card_words():
    """Every name a card has, in every language, in folded form."""
    return {folded(name) for names in CARD_NAMES.values() for name in names.values()} | {
        folded(card.value) for card in Card}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_face_down_card_gives_nothing_away(language):
    back = card_back_svg(language)
    drawings = {card_svg(card, edition, language, face_down=True) for edition, card in EVERY_CARD}
    drawings.add(card_svg(None, language=language, face_down=True))  # a card the viewer does not know
    drawings.add(card_svg(None, CLASSIC, language, face_down=True))
    assert drawings == {back}  # the same markup for every card: it cannot tell which one it is
    root = parse(back)
    check_alternative(root, text("card_alt_face_down", language))
    assert root.findall(f".//{SVG}text") == []  # no value and no name written anywhere
    assert "".join(root.itertext()) == text("card_alt_face_down", language)
    assert not any(key.startswith("data-") for element in root.iter() for key in element.attrib)
    markup = folded(back)
    for word in card_words():
        assert word not in markup, word


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_face_down_hand_gives_nothing_away(language):
    hands = [[Card.GUARD, Card.PRINCESS], [Card.SPY, Card.SPY], [None, None], ["Roi", "Baron"]]
    drawings = {hand_svg(hand, language=language, face_down=True) for hand in hands}
    assert len(drawings) == 1
    markup = drawings.pop()
    root = parse(markup)
    assert root.findall(f".//{SVG}text") == []
    assert all(word not in folded(markup) for word in card_words())
    # one card face up and one face down: only the face-up one is told
    mixed = parse(hand_svg([Card.KING, Card.PRINCESS], language=language, face_down=[False, True]))
    alternative = mixed.get("aria-label")
    assert card_name(Card.KING, language) in alternative
    assert text("card_alt_face_down", language) in alternative
    assert all(word not in folded(alternative) for word in {folded(n) for n in (
        card_name(Card.PRINCESS, other) for other in LANGUAGES)})
    assert texts(mixed, "lovelet-name") == [card_name(Card.KING, language)]


# ---------------------------------------------------------------------- hands


def test_a_hand_lays_its_cards_out_in_one_row():
    markup = hand_svg([Card.GUARD, "Priester", Card.KING], CLASSIC, "de", size=80)
    root = parse(markup)
    check_alternative(root, "Karten: Wächterin, Wert 1; Priester, Wert 2; König, Wert 6")
    groups = root.findall(SVG + "g")
    assert [group.get("transform") for group in groups] == [
        "translate(0,0)", "translate(108,0)", "translate(216,0)"]
    assert [group.find(SVG + "title").text for group in groups] == [
        "Wächterin, Wert 1", "Priester, Wert 2", "König, Wert 6"]
    assert texts(root, "lovelet-value") == ["1", "2", "6"]
    assert root.get("viewBox") == "0 0 316 140"
    assert (root.get("width"), root.get("height")) == ("252.8", "112")


def test_an_empty_hand_is_no_card():
    for language in LANGUAGES:
        root = parse(hand_svg([], language=language))
        expected = formatted(text("cards_alt", language), language,
                             cards=text("cards_alt_none", language))
        check_alternative(root, expected)
    assert parse(hand_svg([])).get("aria-label") == "Cards: no card"


# ---------------------------------------------------------------------- escaping


@pytest.fixture
def hostile_texts(monkeypatch):
    """Every word a drawing takes from lovelet.text.i18n replaced by markup."""
    for language in LANGUAGES:
        for card in Card:
            monkeypatch.setitem(CARD_NAMES[language], card, f"{HOSTILE}{card.value}")
        monkeypatch.setitem(TEXTS[language], "card_alt", HOSTILE + " {name} {value}")
        monkeypatch.setitem(TEXTS[language], "card_alt_face_down", HOSTILE)
        monkeypatch.setitem(TEXTS[language], "cards_alt", HOSTILE + " {cards}")
        monkeypatch.setitem(TEXTS[language], "cards_alt_none", HOSTILE)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_hostile_string_never_reaches_the_markup_unescaped(hostile_texts, language):
    drawings = [card_svg(card, edition, language) for edition, card in EVERY_CARD]
    drawings += [card_back_svg(language), card_svg(Card.SPY, language=language, face_down=True),
                 hand_svg(list(Card), language=language), hand_svg([], language=language),
                 hand_svg([Card.GUARD, None], language=language, face_down=[False, True])]
    for markup in drawings:
        assert "<script" not in markup and "<text a=" not in markup and "]]>" not in markup
        root = parse(markup)  # nothing unescaped broke the markup
        assert [element.tag for element in root.iter()].count(SVG + "script") == 0
        assert title(root).startswith(HOSTILE)  # read back exactly as given
        assert root.get("aria-label").startswith(HOSTILE)
    root = parse(card_svg(Card.GUARD, language=language))
    assert texts(root, "lovelet-name") == [HOSTILE + "guard"]
    assert html.escape(HOSTILE) in card_svg(Card.GUARD, language=language)


def test_hostile_arguments_are_refused_not_drawn():
    for call in (lambda: card_svg(HOSTILE), lambda: card_svg(Card.GUARD, language=HOSTILE),
                 lambda: card_svg(Card.GUARD, edition=HOSTILE), lambda: hand_svg([HOSTILE]),
                 lambda: card_back_svg(HOSTILE), lambda: card_svg(Card.GUARD, size=HOSTILE)):
        with pytest.raises(IllegalAction):
            call()


# ---------------------------------------------------------------------- refusals


def refusal(call):
    with pytest.raises(IllegalAction) as error:
        call()
    return error.value


def test_a_card_not_in_the_edition_is_refused_with_the_engines_sentence():
    for card in (Card.SPY, Card.CHANCELLOR, "Espionne", "Kanzler"):
        error = refusal(lambda: card_svg(card, CLASSIC))
        assert error.code == "UNKNOWN_CARD"
        assert error.message == unknown_card_sentence(card, CLASSIC)
        assert error.message.endswith("is not a card of the classic edition.")
        # face down too: a mistake is not hidden behind a back
        assert refusal(lambda: card_svg(card, CLASSIC, face_down=True)).message == error.message
        assert refusal(lambda: hand_svg([Card.GUARD, card], CLASSIC)).message == error.message
    for value in ("Joker", 3, None, "", Card):
        error = refusal(lambda: card_svg(value))
        assert error.code == "UNKNOWN_CARD"
        assert error.message == unknown_card_sentence(value, REVISED)


def test_a_bad_language_edition_size_or_face_down_is_refused():
    for language in ("es", "", None, 1, "english!"):
        assert refusal(lambda: card_svg(Card.GUARD, language=language)).code == "BAD_OPTION"
        assert refusal(lambda: card_back_svg(language)).code == "BAD_OPTION"
        assert refusal(lambda: hand_svg([Card.GUARD], language=language)).code == "BAD_OPTION"
        assert refusal(lambda: card_svg(None, language=language, face_down=True)).code == "BAD_OPTION"
    assert refusal(lambda: card_svg(Card.GUARD, edition="third")).code == "BAD_OPTION"
    for size in (0, -10, True, "big", float("nan"), float("inf"), None):
        assert refusal(lambda: card_svg(Card.GUARD, size=size)).code == "BAD_OPTION"
        assert refusal(lambda: card_back_svg(size=size)).code == "BAD_OPTION"
    assert refusal(lambda: hand_svg("Guard")).code == "BAD_OPTION"
    assert refusal(lambda: hand_svg(Card.GUARD)).code == "BAD_OPTION"
    assert refusal(lambda: hand_svg(7)).code == "BAD_OPTION"
    assert refusal(lambda: hand_svg([Card.GUARD], face_down=[True, False])).code == "BAD_OPTION"
    assert refusal(lambda: hand_svg([Card.GUARD], face_down=["yes"])).code == "BAD_OPTION"
    assert refusal(lambda: hand_svg([Card.GUARD], face_down=1)).code == "BAD_OPTION"
    assert refusal(lambda: hand_svg([None])).code == "UNKNOWN_CARD"  # a face-up card must be known


# ---------------------------------------------------------------------- the palette


def test_the_palette_tells_ten_characters_apart_without_colour():
    assert set(STYLES) == set(Card)
    assert set(OKABE_ITO.values()) == {"#000000", "#E69F00", "#56B4E9", "#009E73", "#F0E442",
                                        "#0072B2", "#D55E00", "#CC79A7"}
    assert len({(color_of(card), marker_of(card)) for card in Card}) == 10
    assert len({marker_of(card) for card in Card}) == 10  # the marker alone tells them apart
    assert len({hatch_of(card) for card in Card}) == 10  # and so does the hatch
    assert all(color_of(card) in OKABE_ITO.values() for card in Card)
    assert len({color_of(card) for card in CLASSIC.cards}) == 8  # classic: one colour each
    assert len({color_of(card) for card in Card}) == 8  # revised: every Okabe-Ito colour used


def test_the_palette_reads_cards_by_name_and_refuses_others():
    assert color_of("Garde") == color_of(Card.GUARD) == "#0072B2"
    assert marker_of("Wächterin") == "^" and hatch_of("guard") == "//"
    assert style_of(Card.KING).colour_name == "yellow"
    assert refusal(lambda: color_of("Joker")).code == "UNKNOWN_CARD"
    assert refusal(lambda: marker_of(None)).code == "UNKNOWN_CARD"


def test_black_text_reads_on_every_card_and_ink_on_every_band():
    for card in Card:
        style = style_of(card)
        assert contrast(style.tint, "#000000") >= 7  # the name and value (WCAG AAA)
        assert contrast(style.color, style.ink) >= 4.5  # the hatch on the band
        assert style.tint != style.color
    assert contrast(palette.BACK_COLOR, palette.BACK_INK) >= 7


def test_the_markers_hatches_and_projector_settings_are_matplotlibs():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    assert PROJECTOR_FONT_SIZE >= 14
    with matplotlib.rc_context(projector_rc()):
        figure, ax = plt.subplots()
        try:
            for value, card in enumerate(Card):
                ax.bar(value, 1, color=color_of(card), hatch=hatch_of(card), edgecolor="#000000")
                ax.plot([value], [1.2], marker=marker_of(card), color=color_of(card),
                        markeredgecolor="#000000", linestyle="")
            figure.canvas.draw()
            assert matplotlib.rcParams["font.size"] == PROJECTOR_FONT_SIZE
        finally:
            plt.close(figure)


def test_the_palette_and_the_cards_never_import_matplotlib():
    code = ("import sys, lovelet.display.palette, lovelet.display.svg; "
            "from lovelet import Card; lovelet.display.svg.hand_svg(list(Card)); "
            "lovelet.display.palette.projector_rc(); "
            "assert not [m for m in sys.modules if m.split('.')[0] in ('matplotlib', 'numpy', "
            "'ipywidgets')], sorted(sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------------- the widget texts

# The keys added for the SVG cards and the classroom widgets (issue 8).  The widgets also
# use the keys of the table drawings: your_hand, deck, set_aside, face_up, protected,
# out, favors, round_over, game_over, spy_bonus, winner, turn.
NEW_KEYS = """
card_alt card_alt_face_down cards_alt cards_alt_none
setup_title setup_edition setup_edition_revised setup_edition_classic setup_players
setup_players_range setup_seat setup_seat_kind setup_person setup_bot setup_bot_random
setup_bot_cautious setup_bot_heuristic setup_name setup_language setup_seed setup_seed_help
setup_options setup_tie_break setup_tie_break_shared setup_tie_break_discard_sum
setup_classic_only setup_thresholds setup_thresholds_standard setup_thresholds_aeg
setup_reveal_drawn setup_start
table_play table_play_card table_target table_choose_target table_no_target table_guess
table_choose_guess table_not_allowed table_refused table_keep table_put_under
table_chancellor_help table_confirm table_discard_piles table_deck_count table_favors_of
table_whose_turn table_your_turn table_waiting table_bot_thinking table_hidden_hand
table_reveal table_hide teacher_view teacher_view_help table_next_round table_log
table_showdown table_showdown_help table_tie table_tie_shared table_tie_broken
table_spy_bonus_help table_spy_bonus_none
deduction_title deduction_seat deduction_tracker deduction_belief deduction_best_guess
deduction_best_guess_is deduction_no_guard deduction_chance_to_win deduction_opponent_model
deduction_model_none deduction_model_agent deduction_updating
explorer_title explorer_my_hand explorer_cards_seen explorer_players_left explorer_deck_size
explorer_guard_odds explorer_baron_odds explorer_draw_odds explorer_exact explorer_impossible
replay_title replay_load replay_step replay_step_of replay_seat_view replay_previous
replay_next replay_first replay_last replay_one_player
language_en language_fr language_de
""".split()
REUSED_KEYS = ("your_hand", "deck", "set_aside", "face_up", "protected", "out", "favors",
               "round_over", "game_over", "spy_bonus", "winner", "turn")
# Each language is named in its own language, the same in every table.
ENDONYMS = {"language_en": "English", "language_fr": "Français", "language_de": "Deutsch"}
# Words English shares with French or German (compared without case or accents): the card
# names, the publisher AEG, and words that are French or German too.
_CARD_WORDS = {folded(name) for names in CARD_NAMES.values() for name in names.values()}
SHARED_WORDS = {
    "fr": _CARD_WORDS | {"aeg", "bonus", "chance", "deduction", "edition", "export", "face",
                         "situation", "total"},
    "de": _CARD_WORDS | {"aeg", "bonus", "chance", "export", "hand", "name", "person"},
}


def placeholders(template):
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def words(sentence):
    return {folded(word) for word in re.findall(r"[^\W\d_]+", re.sub(r"\{\w+\}", " ", sentence))}


def test_every_widget_text_exists_in_every_language():
    assert len(NEW_KEYS) == len(set(NEW_KEYS))
    for language in LANGUAGES:
        missing = [key for key in NEW_KEYS + list(REUSED_KEYS) if key not in TEXTS[language]]
        assert not missing, (language, missing)
        for key in NEW_KEYS:
            assert isinstance(TEXTS[language][key], str) and TEXTS[language][key].strip()
    assert set(TEXTS["fr"]) == set(TEXTS["en"]) == set(TEXTS["de"])


@pytest.mark.parametrize("key", NEW_KEYS)
def test_every_widget_text_has_the_same_placeholders_and_formats(key):
    expected = placeholders(TEXTS["en"][key])
    for language in LANGUAGES:
        template = TEXTS[language][key]
        assert placeholders(template) == expected, (language, key)
        written = formatted(template, language, **{field: "Ann" for field in expected})
        assert "{" not in written and "}" not in written


@pytest.mark.parametrize("language", ["fr", "de"])
def test_no_english_is_left_in_the_french_and_german_widget_texts(language):
    english_words = set()
    for key in NEW_KEYS:
        if key not in ENDONYMS:
            english_words |= words(TEXTS["en"][key])
    english_words = {word for word in english_words if len(word) >= 3} - SHARED_WORDS[language]
    for key in NEW_KEYS:
        translated = TEXTS[language][key]
        if key in ENDONYMS:
            assert translated == ENDONYMS[key]
            continue
        if translated == TEXTS["en"][key]:  # only a word both languages have ("Name")
            assert words(translated) <= SHARED_WORDS[language], key
        left = words(translated) & english_words
        assert not left, (language, key, left)


@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_widget_texts_name_cards_as_the_card_names_do(language):
    """A text that names a card in English names it with lovelet's French or German name
    (Espionne, Garde, ...; Spionin, Wächterin, ...)."""
    named = 0
    for key in NEW_KEYS:
        english = words(TEXTS["en"][key])
        for card in Card:
            if folded(card_name(card, "en")) in english:
                named += 1
                assert folded(card_name(card, language)) in words(TEXTS[language][key]), (key, card)
    assert named >= 6


def test_the_i18n_module_still_refuses_unknown_languages_for_the_new_keys():
    assert text("table_keep", "fr") == "Garder" and text("table_keep", "de") == "Behalten"
    with pytest.raises(IllegalAction):
        text("table_keep", "it")
    assert i18n.formatted(text("table_whose_turn", "fr"), "fr", name="Ann") == "Au tour d'Ann"
