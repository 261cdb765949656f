"""The probability explorer: exact odds of a situation set by hand, and their widgets.

The figures of :class:`lovelet.deduction.situation.Situation` are checked against a
brute-force count: every order of the unseen cards (each copy told apart) laid into the
hidden places (the opponents' hands, the deck from the top, the set-aside card), all
equally likely, is listed and counted.  Then the controller (its figures,
the sentences and codes of impossible situations, which change nothing else, its
languages) and the view, driven through its widgets as a teacher would.
"""

import html
import random
import re
from collections import Counter
from fractions import Fraction
from itertools import permutations

import pytest

from lovelet import CLASSIC, REVISED, Card, IllegalAction
from lovelet.deduction.situation import Situation, situation_problem
from lovelet.text.i18n import card_name
from lovelet.widgets import ExplorerController
from lovelet.widgets.explorer import percent_text

ipywidgets = pytest.importorskip("ipywidgets")

from lovelet.widgets.views import ExplorerView  # noqa: E402


def traits(controller):
    return {name: getattr(controller, name) for name in controller.trait_names()}


# ---------------------------------------------------------------------- brute force


def random_situation(rng, edition, unseen):
    """A possible situation with exactly ``unseen`` unseen cards, drawn with ``rng``."""
    cards = list(edition.deck)
    rng.shuffle(cards)
    hand = [cards.pop() for _ in range(rng.choice((1, 2)))]
    seen = Counter(cards[unseen:])
    players = rng.randint(2, min(edition.max_players, unseen - 1))  # one unseen card is set aside
    return Situation(edition, hand, dict(seen), players)  # the deck holds the rest


def enumerated(situation):
    """Every chance of the situation, counted over every order of its unseen cards.

    Places, in order: the opponents' cards (opponent 0 first), the deck from the top,
    then the set-aside card: every unseen card has one place.
    """
    cards = [card for card, count in situation.unseen.items() for _ in range(count)]
    m, deck = situation.opponents, situation.deck_size
    assert len(cards) == m + deck + 1 == situation.hidden_places
    values = situation.edition.values
    keeps = situation.baron_cards()
    counts = Counter()
    orders = 0
    for order in permutations(range(len(cards))):
        dealt = [cards[index] for index in order]
        orders += 1
        counts["guard", dealt[0]] += 1
        if deck:
            counts["next", dealt[m]] += 1
        for card in set(dealt[:m]):
            counts["opponents", card] += 1
        in_deck = Counter(dealt[m:m + deck])
        for card in situation.edition.cards:
            counts["copies", card, in_deck[card]] += 1
            for draws in range(deck + 1):
                if card in dealt[m:m + draws]:
                    counts["within", card, draws] += 1
        for keep in keeps:
            mine, theirs = values[keep], values[dealt[0]]
            counts["baron", keep, "win" if mine > theirs else "tie" if mine == theirs else "lose"] += 1
    return {key: Fraction(count, orders) for key, count in counts.items()}


SITUATIONS = [(edition, seed) for edition in (REVISED, CLASSIC) for seed in range(5)]


@pytest.mark.parametrize(("edition", "seed"), SITUATIONS, ids=[f"{e.name}-{s}" for e, s in SITUATIONS])
def test_every_figure_equals_the_count_of_every_order_of_the_unseen_cards(edition, seed):
    rng = random.Random(seed)
    situation = random_situation(rng, edition, unseen=rng.choice((6, 7)))
    counted = enumerated(situation)

    def chance(*key):
        return counted.get(key, Fraction(0))

    cards = edition.cards
    assert situation.guard() == {card: chance("guard", card) for card in edition.guessable}
    if situation.deck_size:
        assert situation.next_draw() == {card: chance("next", card) for card in cards}
    else:
        assert situation.next_draw() is None
    assert situation.held_by_opponents() == {card: chance("opponents", card) for card in cards}
    for card in cards:
        law = situation.copies_in_deck(card)
        assert law == {k: chance("copies", card, k) for k in range(situation.unseen[card] + 1)}
        assert sum(law.values()) == 1
        assert situation.in_deck()[card] == 1 - chance("copies", card, 0)
        for draws in range(situation.deck_size + 1):
            assert situation.draw_within(card, draws) == chance("within", card, draws)
    for keep in situation.baron_cards():
        assert situation.baron(keep) == {outcome: chance("baron", keep, outcome)
                                         for outcome in ("win", "tie", "lose")}
    best, best_chance = situation.best_guard_guess()
    assert best_chance == max(situation.guard().values()) and situation.guard()[best] == best_chance


def test_the_counts_behind_the_figures():
    situation = Situation(REVISED, ["BARON", "KING"], {"GUARD": 3, "PRIEST": 1}, players_left=3)
    assert situation.unseen_total == 21 - 2 - 4 == 15 and situation.deck_size == 15 - 2 - 1
    assert situation.unseen[Card.GUARD] == 3 and situation.unseen[Card.KING] == 0
    assert situation.guard()[Card.PRIEST] == Fraction(1, 15)
    assert situation.baron_cards() == (Card.KING,)  # the Baron is played, the King compared
    assert situation.baron_counts("KING") == {"win": 13, "tie": 0, "lose": 2}  # the Countess, the Princess
    assert sum(situation.baron_counts("KING").values()) == situation.unseen_total
    assert Situation(REVISED, ["BARON", "BARON"], {}, 2).baron_cards() == (Card.BARON,)
    assert Situation(REVISED, ["GUARD", "KING"], {}, 2).baron_cards() == (Card.GUARD, Card.KING)
    with pytest.raises(IllegalAction) as refusal:
        situation.baron_counts("PRIEST")
    assert refusal.value.code == "CARD_NOT_IN_HAND"
    with pytest.raises(AttributeError):
        situation.deck_size = 3


IMPOSSIBLE = [
    # (arguments, code, a word of the English reason)
    ((REVISED, ["PRIEST"], {"PRIEST": 2}, 3, 5), "BAD_POSITION", "only 2 Priests"),
    ((CLASSIC, ["PRINCESS"], {"PRINCESS": 1}, 3, 5), "BAD_POSITION", "only 1 Princess"),
    ((REVISED, ["GUARD"], {}, 3, 18), "BAD_POSITION", "the deck holds 17 cards, not 18"),
    ((REVISED, ["GUARD"], {card: 1 for card in REVISED.cards}, 6, 8), "BAD_POSITION", "holds 4 cards, not 8"),
    # issue 17: 19 unseen cards, 2 opponents and a deck of 10 leave 6 unseen cards nowhere
    ((REVISED, ["GUARD"], {"PRIEST": 1}, 3, 10), "BAD_POSITION", "mark 6 more cards as seen"),
    ((REVISED, ["GUARD"], {"PRIEST": 1}, 3, 0), "BAD_POSITION", "holds 16 cards, not 0"),
    ((REVISED, ["GUARD"], dict(Counter(REVISED.deck[3:])), 5, 0), "BAD_POSITION", "opponents' hands"),
    ((CLASSIC, ["GUARD"], {}, 5, 3), "BAD_POSITION", "2 to 4 players"),
    ((REVISED, ["GUARD"], {}, 1, 3), "BAD_POSITION", "2 to 6 players"),
    ((REVISED, [], {}, 3, 3), "BAD_POSITION", "not 0"),
    ((REVISED, ["GUARD", "GUARD", "KING"], {}, 3, 3), "BAD_POSITION", "not 3"),
    ((REVISED, ["GUARD"], {"PRIEST": -1}, 3, 3), "BAD_OPTION", "whole number"),
    ((REVISED, ["GUARD"], {"PRIEST": 1.5}, 3, 3), "BAD_OPTION", "whole number"),
    ((REVISED, ["GUARD"], {}, "three", 3), "BAD_OPTION", "whole number"),
    ((REVISED, ["GUARD"], {}, 3, True), "BAD_OPTION", "whole number"),
    ((REVISED, ["GUARD"], {}, 3, -2), "BAD_OPTION", "whole number"),
]


@pytest.mark.parametrize(("arguments", "code", "words"), IMPOSSIBLE)
def test_an_impossible_situation_is_refused_with_a_sentence(arguments, code, words):
    with pytest.raises(IllegalAction) as refusal:
        Situation(*arguments)
    assert refusal.value.code == code and words in refusal.value.message
    assert refusal.value.message.endswith(".")
    problem = situation_problem(*arguments)
    assert problem.code == code and problem.sentence("en") == refusal.value.message
    for language in ("fr", "de"):
        said = problem.sentence(language)
        assert said.endswith(".") and said != problem.sentence("en")


def test_unknown_cards_and_editions_are_the_engines_refusals():
    with pytest.raises(IllegalAction) as refusal:
        Situation(CLASSIC, ["SPY"], {}, 2, 3)
    assert refusal.value.code == "UNKNOWN_CARD"
    with pytest.raises(IllegalAction) as refusal:
        Situation("deluxe", ["GUARD"], {}, 2, 3)
    assert refusal.value.code == "BAD_OPTION"


def test_the_tightest_situations_are_possible():
    # The start of a four-player round, my turn: every unseen card has exactly one place.
    Situation(REVISED, ["GUARD", "KING"], {}, players_left=4, deck_size=21 - 1 - 4 - 1)
    Situation(CLASSIC, ["GUARD", "KING"], {}, players_left=4, deck_size=16 - 1 - 4 - 1)
    last = Situation(REVISED, [REVISED.deck[0]], dict(Counter(REVISED.deck[3:])), players_left=2, deck_size=0)
    assert last.unseen_total == 2 and last.next_draw() is None  # the opponent's card, the set-aside card
    with pytest.raises(IllegalAction):  # the opponent's card and the set-aside card need two
        Situation(REVISED, [REVISED.deck[0]], dict(Counter(REVISED.deck[2:])), players_left=2)


# ---------------------------------------------------------------------- the controller


def test_percentages_are_written_as_each_language_writes_them():
    assert percent_text(Fraction(3, 11)) == "27.3%"
    assert percent_text(Fraction(1, 4)) == "25%"
    assert percent_text(Fraction(3, 11), "fr") == "27,3\u202f%"
    assert percent_text(Fraction(3, 11), "de") == "27,3\u202f%"
    assert percent_text(Fraction(1, 5000)) == "< 0.1%"
    assert percent_text(Fraction(4999, 5000)) == "> 99.9%"
    assert percent_text(0) == "0%" and percent_text(1) == "100%"
    assert percent_text(Fraction(1, 16)) == "6.3%" and percent_text(Fraction(1, 8)) == "12.5%"  # half up


def test_the_controller_shows_each_figure_as_percent_fraction_and_count():
    explorer = ExplorerController(hand=["BARON", "KING"], seen={"GUARD": 3, "PRIEST": 1}, players_left=3)
    situation = explorer.situation
    assert explorer.unseen_total == 15 and explorer.error == ""
    rows = {row["card"]: row for row in explorer.rows}
    assert list(rows) == [card.name for card in REVISED.cards]
    guard = rows["PRIEST"]["guard"]
    assert guard["fraction"] == "1/15" and guard["percent"] == "6.7%"
    assert guard["count"] == "1 of the 15 unseen cards" and guard["exact"] == "exactly 1/15"
    assert rows["GUARD"]["guard"] is None  # a Guard never names the Guard
    assert rows["GUARD"]["next_draw"]["fraction"] == "1/5"  # 3 of 15, reduced
    assert rows["GUARD"]["next_draw"]["count"] == "3 of the 15 unseen cards"
    for row in explorer.rows:
        card = Card[row["card"]]
        assert row["unseen"] == situation.unseen[card]
        assert row["in_deck"]["value"] == pytest.approx(float(situation.in_deck()[card]))
        assert row["opponent_holds"]["value"] == pytest.approx(float(situation.held_by_opponents()[card]))
        assert row["seen"] == situation.seen[card] and row["in_hand"] == situation.hand.count(card)
    [baron] = explorer.baron
    assert baron["card"] == "KING" and baron["win"]["fraction"] == "13/15"
    assert baron["lose"]["count"] == "2 of the 15 unseen cards are higher"
    assert explorer.update(seen={"PRINCESS": 1}) and explorer.baron[0]["lose"]["count"] == \
        "1 of the 14 unseen cards is higher"
    assert baron["tie"]["fraction"] == "0"
    assert explorer.best_guess["card"] == "SPY"  # 2 unseen Spies, the lowest of the most likely


def test_every_control_changes_the_figures_it_should():
    explorer = ExplorerController(hand=["GUARD"], seen={"PRIEST": 1}, players_left=3)

    def figures():
        return {row["card"]: row for row in explorer.rows}

    def deck_follows():
        return explorer.deck_size == explorer.unseen_total - explorer.opponents - 1

    before = figures()
    assert explorer.deck_size == 16 and deck_follows()
    assert explorer.set_seen("Handmaid", 2) is True and explorer.seen["HANDMAID"] == 2
    after = figures()
    assert explorer.deck_size == 14 and deck_follows()
    assert after["HANDMAID"]["unseen"] == 0 and after["HANDMAID"]["guard"]["fraction"] == "0"
    assert after["KING"]["guard"]["ways"] == 1
    assert after["KING"]["guard"]["total"] == before["KING"]["guard"]["total"] - 2
    assert explorer.set_seen("GUARD", 5) and explorer.deck_size == 9 and deck_follows()
    # fewer unseen cards beside the same three other places: a Prince is less likely in the deck
    assert figures()["PRINCE"]["in_deck"]["value"] < after["PRINCE"]["in_deck"]["value"]
    held = figures()["PRINCE"]["opponent_holds"]["value"]
    explorer.players_left = 4
    assert figures()["PRINCE"]["opponent_holds"]["value"] > held and explorer.opponents == 3
    assert explorer.deck_size == 8 and deck_follows()
    assert explorer.set_hand("BARON", "PRINCESS") is True and explorer.deck_size == 7
    assert explorer.hand == ["BARON", "PRINCESS"] and [entry["card"] for entry in explorer.baron] == ["PRINCESS"]
    assert explorer.baron[0]["lose"]["fraction"] == "0"
    assert explorer.update(seen={"PRIEST": 2}) is True
    assert explorer.seen["PRIEST"] == 2 and explorer.seen["HANDMAID"] == 2 and explorer.deck_size == 6
    assert explorer.update(deck_size=6, players_left=3) is False and explorer.deck_size == 6  # 7 is left
    assert explorer.update(deck_size=7, players_left=3) is True and deck_follows()
    assert explorer.update(seen={"PRINCE": 2, "SPY": 2, "CHANCELLOR": 2, "BARON": 1}) and explorer.deck_size == 0
    assert all(row["next_draw"] is None for row in explorer.rows) and explorer.no_draw


def test_another_edition_keeps_what_it_allows_and_says_what_changed():
    explorer = ExplorerController(hand=["SPY", "CHANCELLOR"], seen={"SPY": 1})
    explorer.edition = "classic"
    assert explorer.edition == "classic" and explorer.error == ""
    assert explorer.cards == [card.name for card in CLASSIC.cards] and set(explorer.seen) == set(explorer.cards)
    assert explorer.hand == ["GUARD"]  # the classic edition has neither card: a Guard, said so
    assert explorer.unseen_total == 16 - 1 and explorer.deck_size == 16 - 1 - 4
    assert "the Spy left your hand" in explorer.notice and "the Chancellor left your hand" in explorer.notice
    assert "your hand now holds the Guard" in explorer.notice
    assert explorer.update(edition="revised") and explorer.cards[0] == "SPY" and explorer.max_players == 6
    assert explorer.hand == ["GUARD"] and explorer.deck_size == 21 - 1 - 4  # kept, and the deck follows


REFUSALS = [
    ("deck_size", 40, "BAD_POSITION"), ("players_left", 7, "BAD_POSITION"), ("players_left", 1, "BAD_POSITION"),
    ("players_left", "x", "BAD_OPTION"), ("deck_size", -1, "BAD_OPTION"),
    ("hand", ["SPY", "SPY", "SPY"], "BAD_POSITION"),
    ("hand", [], "BAD_POSITION"), ("hand", "nothing", "UNKNOWN_CARD"), ("seen", {"PRIEST": 3}, "BAD_POSITION"),
    ("seen", {"KING": 1}, "BAD_POSITION"), ("seen", {"QUEEN": 1}, "UNKNOWN_CARD"), ("seen", [1, 2], "BAD_OPTION"),
    ("edition", "deluxe", "BAD_OPTION"), ("language", "es", "BAD_OPTION"), ("chart", "pie", "BAD_OPTION"),
]


@pytest.mark.parametrize(("name", "value", "code"), REFUSALS, ids=[f"{n}-{v}" for n, v, _ in REFUSALS])
def test_an_impossible_control_is_refused_and_changes_nothing_else(name, value, code):
    explorer = ExplorerController(hand=["GUARD", "KING"], seen={"PRIEST": 1}, players_left=3, deck_size=15)
    before = traits(explorer)
    setattr(explorer, name, value)
    after = traits(explorer)
    assert explorer.error_code == code, explorer.error
    assert explorer.error.endswith(".") and " " in explorer.error
    assert {key for key in before if before[key] != after[key]} == {"error", "error_code"}
    # The same through update(), which returns False.
    explorer.error = ""
    if name not in ("language", "chart"):
        assert explorer.update(**{name: value}) is False and explorer.error_code == code
    assert traits(explorer)["seen"] == before["seen"]
    explorer.players_left = 4  # the next change that is accepted clears the refusal
    assert explorer.error == explorer.error_code == "" and explorer.deck_size == 14


def test_an_impossible_situation_is_said_in_the_chosen_language():
    sentences = {}
    for language in ("en", "fr", "de"):
        explorer = ExplorerController(language=language, hand=["PRIEST"], players_left=3)
        explorer.set_seen("PRIEST", 2)
        sentences[language] = explorer.error
        assert explorer.error_code == "BAD_POSITION" and explorer.seen["PRIEST"] == 0
    assert sentences["en"].startswith("This situation cannot happen: there are only 2 Priests")
    assert sentences["fr"].startswith("Cette situation est impossible\u00a0: il n'y a que 2 Prêtres")
    assert sentences["de"].startswith("Diese Lage ist unmöglich: diese Ausgabe hat nur 2 Priester")


def test_an_impossible_starting_situation_raises():
    with pytest.raises(IllegalAction) as refusal:
        ExplorerController(deck_size=30)
    assert refusal.value.code == "BAD_POSITION"
    with pytest.raises(IllegalAction):
        ExplorerController(colour="red")


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_every_text_is_in_the_chosen_language(language):
    explorer = ExplorerController(language=language)
    assert explorer.card_names["GUARD"] == card_name(Card.GUARD, language)
    assert all(row["name"] == card_name(Card[row["card"]], language) for row in explorer.rows)
    other = {"en": "fr", "fr": "de", "de": "en"}[language]
    switched = ExplorerController(language=other)
    for key in ("summary", "places"):
        assert getattr(explorer, key) != getattr(switched, key)
    switched.language = language
    assert traits(switched) == traits(explorer)


def test_the_session_language_is_the_default():
    import lovelet.widgets as kit

    try:
        kit.set_language("de")
        assert ExplorerController().language == "de"
        assert ExplorerController(language="fr").language == "fr"
    finally:
        kit.set_language("en")


# ---------------------------------------------------------------------- the view


def page_text(view):
    parts = []
    for widget in [view.title, view.summary, view.table, view.baron, view.error, view.notice, view.seen_title]:
        parts.append(html.unescape(re.sub(r"<[^>]*>", " ", widget.value)))
    for widget in (view.language, view.edition, view.first_card, view.second_card, view.chart):
        parts.append(widget.description)
        parts.extend(widget._options_labels)
    parts.extend(box.description for box in view.seen + [view.players_left, view.deck_size])
    return re.sub(r"\s+", " ", " ".join(parts))


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


def test_the_view_follows_its_controls():
    view = ExplorerView(ExplorerController(hand=["GUARD"], players_left=3))
    c = view.controller
    picture = view.image.value
    assert picture[:8] == b"\x89PNG\r\n\x1a\n" and view.error.value == ""
    assert "1/20" in view.table.value and "1 of the 20 unseen cards" in view.table.value  # the Princess
    view.seen[len(c.cards) - 1].value = 1  # the Princess is seen
    assert c.seen["PRINCESS"] == 1 and "1 of the 19 unseen cards" in view.table.value
    assert view.image.value != picture
    assert c.deck_size == view.deck_size.value == 16 and view.failures == []  # the deck follows
    view.players_left.value = 5
    assert c.players_left == 5 and view.deck_size.value == 14
    view.second_card.value = "BARON"
    assert c.hand == ["GUARD", "BARON"] and "Guard (value 1)" in view.baron.value
    view.first_card.value = "KING"
    assert c.hand == ["KING", "BARON"]
    view.second_card.value = ""
    assert c.hand == ["KING"]
    for chart in ("guard", "baron", "draw"):
        shown = view.image.value
        view.chart.value = chart
        assert c.chart == chart and (view.image.value != shown or chart == "draw")
    view.edition.value = "classic"
    assert c.edition == "classic" and sum(box.layout.display != "none" for box in view.seen) == 8
    assert c.hand == ["KING"] and c.players_left == 4 and c.seen["PRINCESS"] == 1  # kept where they fit
    assert "players left: 4 instead of 5" in view.notice.value and 'role="status"' in view.notice.value
    assert view.failures == []


def test_an_impossible_choice_in_the_view_shows_the_sentence_and_goes_back():
    view = ExplorerView(ExplorerController(hand=["PRIEST"], players_left=3), plot=False)
    c = view.controller
    table = view.table.value
    view.seen[2].value = 2  # the revised Priest's box: one is mine, two more do not exist
    assert c.error_code == "BAD_POSITION" and html.escape(c.error) in view.error.value
    assert view.seen[2].value == 0 and c.seen["PRIEST"] == 0 and view.table.value == table
    view.deck_size.value = 99
    assert view.deck_size.value == 17 and "not 99" in view.error.value
    view.players_left.value = 4
    assert view.error.value == "" and view.deck_size.value == 16 and view.failures == []


@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_view_speaks_the_chosen_language(language):
    view = ExplorerView(ExplorerController(), plot=False)
    english = page_text(view)
    view.language.value = language
    text = page_text(view)
    assert view.controller.language == language and text != english
    assert card_name(Card.PRINCESS, language) in text and "Princess" not in text.replace("Princesse", "")
    assert {"fr": "Explorateur de probabilités", "de": "Wahrscheinlichkeiten erkunden"}[language] in text


def test_every_widget_the_view_creates_is_in_its_tree_and_draws_escaped_text():
    before = set(ipywidgets.widgets.widget._instances)
    view = ExplorerView(ExplorerController())
    view.deck_size.value = 3
    created = set(ipywidgets.widgets.widget._instances) - before
    assert created <= {widget.model_id for widget in reachable(view)}
    for widget in reachable(view):
        if isinstance(widget, ipywidgets.HTML):
            text = re.sub(r"<[^>]*>", "", widget.value)
            assert "<" not in text and ">" not in text.replace("&gt;", "")


def test_the_view_only_shows_an_explorer():
    with pytest.raises(IllegalAction):
        ExplorerView(object())
