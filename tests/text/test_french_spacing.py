"""French typography in one place: a no-break space before ":", a narrow one before
";", "!", "?", "%" and inside « », over every catalog text, refusal and narration."""

import random
import re
import string

import pytest

from lovelet import REVISED, CLASSIC, Game
from lovelet.agents import RandomAgent
from lovelet.text.i18n import TEXTS, formatted, percent, say, text, with_colon
from lovelet.text.narration import narrate
from lovelet.text.refusals import TEMPLATES, said
from lovelet.text.typography import NARROW_NO_BREAK_SPACE as NARROW, NO_BREAK_SPACE as NBSP, french_spacing

# A mark glued to a word, or after an ordinary space: not French typography.  (A
# placeholder's format spec, a tag or an address is not text; clock times are not.)
BAD = re.compile(r"(?:[\w)»\"'…]| )[;!?]|(?:[\w)»\"'…]| ):(?=\s|$)|\d ?%|« |«\w| »|\w»")


def bad_spacing(sentence):
    cleaned = re.sub(r"<[^<>]*>|&#?\w+;|[a-z]+://\S+", "", sentence)
    return BAD.search(cleaned)


@pytest.mark.parametrize("raw, spaced", [
    ("Pioche: 0", f"Pioche{NBSP}: 0"),
    ("Pioche : 0", f"Pioche{NBSP}: 0"),
    ("Prêt ? Oui!", f"Prêt{NARROW}? Oui{NARROW}!"),
    ("27 %", f"27{NARROW}%"),
    ("{number}%", f"{{number}}{NARROW}%"),
    ("« Garde »", f"«{NARROW}Garde{NARROW}»"),
    ("{name}: {count:>3}", f"{{name}}{NBSP}: {{count:>3}}"),
    ("{p:.0%} à 10:30", "{p:.0%} à 10:30"),
    ('<span style="color:red;">x</span> &amp; y', '<span style="color:red;">x</span> &amp; y'),
    ("voir https://example.org/a?b=c", "voir https://example.org/a?b=c"),
    ("Quoi ?!", f"Quoi{NARROW}?!"),
    ("{hours}:{minutes}", "{hours}:{minutes}"),
    ("aucune marque", "aucune marque"),
])
def test_french_spacing(raw, spaced):
    assert french_spacing(raw) == spaced
    assert french_spacing(spaced) == spaced  # idempotent


def fill(template):
    values = {name: "Zoé" for _, name, _, _ in string.Formatter().parse(template) if name}
    return formatted(template, "fr", **{key: value for key, value in values.items()})


def test_every_french_catalog_text_is_spaced():
    for key, value in TEXTS["fr"].items():
        if not isinstance(value, str):
            continue
        shown = text(key, "fr")
        try:
            filled = fill(value)
        except (KeyError, ValueError, IndexError):
            filled = shown
        for written in (shown, filled):
            assert not bad_spacing(written), (key, written, bad_spacing(written))


def test_the_other_languages_are_left_as_written():
    for language in ("en", "de"):
        for key, value in TEXTS[language].items():
            if isinstance(value, str):
                assert text(key, language) == value


def test_seen_in_the_issue_round_over_beside_the_deck():
    assert with_colon(say("round_over", "fr"), "fr") == f"Manche terminée{NBSP}:"
    assert say("table_deck_count", "fr", count=0) == f"Pioche{NBSP}: 0"
    assert percent(0.27, "fr") == f"27{NARROW}%" and percent(0.27, "en") == "27%"
    assert with_colon("Deck", "en") == "Deck:"


def test_every_french_refusal_is_spaced():
    for key, template in TEMPLATES["fr"].items():
        values = {name: "Zoé" for _, name, _, _ in string.Formatter().parse(template) if name}
        for special in ("card", "the_card", "The_card", "no_card"):
            values.pop(special, None)
        if any(name in template for name in ("{card}", "{the_card}", "{The_card}")):
            values["card"] = REVISED.cards[1]
        if "{names}" in template:
            values["names"] = ["Ann", "Ben"]
        try:
            sentence = said(key, "fr", **values)
        except (KeyError, ValueError, IndexError):
            continue
        assert not bad_spacing(sentence), (key, sentence)


@pytest.mark.parametrize("edition", [REVISED, CLASSIC])
def test_french_narration_is_spaced(edition):
    sentences = 0
    for seed in range(5):
        game = Game(edition, ["Ann", "Ben", "Cleo"], seed=seed)
        rnd, rng = game.round, random.Random(seed)
        while not rnd.is_over:
            rnd.apply(RandomAgent().choose(rnd.observation(rnd.current_player), rng))
        for sentence in narrate(rnd.events, ["Ann", "Ben", "Cleo"], "fr"):
            sentences += 1
            assert not bad_spacing(sentence), sentence
    assert sentences > 20


def test_a_players_name_is_never_respaced():
    assert say("table_deck_count", "fr", count="3!") .endswith(": 3!")


def test_the_table_page_in_french_is_spaced_everywhere():
    """The Table after a round played by bots, in French: every text on the page."""
    from lovelet.widgets import TableController, TableView

    table = TableController(Game(REVISED, ["Ann", "Ben", "Cleo"], seed=5), ["random", "random", "random"],
                            language="fr")
    view = TableView(table, pause=0)

    def walk(widget):
        yield widget
        for child in getattr(widget, "children", ()):
            yield from walk(child)

    texts = [value for widget in walk(view) for value in (getattr(widget, "value", None),
                                                           getattr(widget, "description", None))
             if isinstance(value, str) and value]
    assert any("Manche" in value for value in texts)  # the round is over and summed up
    for value in texts:
        cleaned = re.sub(r"<style.*?</style>", "", value, flags=re.DOTALL)
        assert not bad_spacing(cleaned), cleaned[:200]
    view.close()
