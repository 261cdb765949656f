"""The probability explorer fits its controls together (issue 17).

Each problem reported is a regression test: the deck follows the hand, the cards seen
and the players; a situation whose unseen cards do not fill the hidden places is refused
with a sentence; one opponent, one copy, one card are said in the singular in English,
French and German; no sentence nests brackets; switching the edition keeps what the other
edition allows and says what it changed.  Then random walks over the controls check that
every situation the explorer accepts adds up, and :mod:`lovelet.text.plurals` is checked.
"""

import random
import re
from decimal import Decimal
from fractions import Fraction

import pytest

from lovelet import CLASSIC, REVISED, Card, IllegalAction
from lovelet.deduction.situation import Situation, carried_over, fitted_deck_size, situation_problem
from lovelet.text.i18n import CARD_NAMES, PLURAL_NAMES
from lovelet.text.numbers import decimal as number
from lovelet.text.numbers import listed as joined
from lovelet.text.plurals import choose, plural_form
from lovelet.widgets import ExplorerController
from lovelet.text.typography import french_spacing

LANGUAGES = ("en", "fr", "de")


def traits(controller):
    return {name: getattr(controller, name) for name in controller.trait_names()}


def sentences(explorer):
    """Every sentence the explorer shows, in its language."""
    said = [explorer.summary, explorer.places, explorer.no_draw, explorer.best_guess["text"], explorer.error,
            explorer.notice]
    for row in explorer.rows:
        for key in ("next_draw", "guard", "opponent_holds", "in_deck"):
            if row[key] is not None:
                said += [row[key]["text"], row[key]["count"], row[key]["exact"]]
    for entry in explorer.baron:
        said.append(entry["title"])
        said += [entry[outcome]["text"] for outcome in ("win", "tie", "lose")]
    return [sentence for sentence in said if sentence]


def bracket_depth(sentence):
    depth = deepest = 0
    for character in sentence:
        depth += {"(": 1, ")": -1}.get(character, 0)
        deepest = max(deepest, depth)
        assert depth >= 0, sentence
    assert depth == 0, sentence
    return deepest


def _plural_cards(language):
    """The plural card names of ``language`` that differ from the singular ("Priester" does not)."""
    return "|".join(PLURAL_NAMES[language][card] for card in Card
                    if PLURAL_NAMES[language][card] != CARD_NAMES[language][card])


# Plurals after a count of 1 that a sentence must never write (and "there are only 1").
WRONG_SINGULARS = {
    "en": re.compile(rf"\b1 (opponents|cards|unseen cards|{_plural_cards('en')})\b|are only 1\b|1 of the 1 "),
    "fr": re.compile(rf"\b1 (adversaires|cartes|vus|{_plural_cards('fr')})\b|\bque 1\b"),
    "de": re.compile(rf"\b1 (Karten|Gegnern|ungesehene Karten|{_plural_cards('de')})\b"),
}


# ---------------------------------------------------------------------- the deck follows


def test_from_the_issues_defaults_a_second_card_in_hand_is_accepted_and_the_deck_follows():
    explorer = ExplorerController(hand=["Guard"], seen={"Priest": 1}, players_left=3)
    assert explorer.deck_size == 16 and explorer.error == ""
    assert explorer.set_hand("GUARD", "BARON") is True, explorer.error
    assert explorer.hand == ["GUARD", "BARON"] and explorer.deck_size == 15 and explorer.error == ""
    assert explorer.set_hand("GUARD") is True and explorer.deck_size == 16  # the card is unseen again


@pytest.mark.parametrize("card", [card.name for card in REVISED.cards])
def test_from_the_issues_defaults_any_card_seen_is_accepted_and_the_deck_follows(card):
    explorer = ExplorerController(hand=["Guard"], seen={"Priest": 1}, players_left=3)
    if explorer.unseen[card] == 0:  # the one Priest left is seen next, below
        card = "PRIEST"
    assert explorer.set_seen(card, explorer.seen[card] + 1) is True, explorer.error
    assert explorer.deck_size == 15 and explorer.error == ""
    explorer.hand = ["GUARD", "KING"] if card != "KING" else ["GUARD", "PRINCE"]  # assigned directly
    assert explorer.deck_size == 14 and explorer.error == ""
    explorer.players_left = 4
    assert explorer.deck_size == 13 and explorer.opponents == 3


def test_a_deck_typed_on_its_own_is_checked_against_the_one_the_cards_leave():
    explorer = ExplorerController(hand=["Guard"], seen={"Priest": 1}, players_left=3)
    before = traits(explorer)
    explorer.deck_size = 10
    assert explorer.error_code == "BAD_POSITION" and explorer.deck_size == 16
    assert "the deck holds 16 cards, not 10" in explorer.error and "mark 6 more cards as seen" in explorer.error
    assert {name for name in before if before[name] != traits(explorer)[name]} == {"error", "error_code"}
    assert explorer.update(deck_size=16) is True and explorer.error == ""  # the deck the cards leave


# ---------------------------------------------------------------------- hidden places


ISSUE_SITUATION = {"edition": "revised", "hand": ["GUARD"], "seen": {"PRIEST": 1}, "players_left": 3,
                   "deck_size": 10}  # 19 unseen cards, 13 hidden places


@pytest.mark.parametrize("language", LANGUAGES)
def test_unseen_cards_that_the_hidden_places_cannot_hold_are_refused_with_a_sentence(language):
    problem = situation_problem(**ISSUE_SITUATION)
    assert problem is not None and problem.code == "BAD_POSITION"
    sentence = problem.sentence(language)
    assert sentence.endswith(".") and "19" in sentence and "16" in sentence and "10" in sentence
    explorer = ExplorerController(language=language, hand=["GUARD"], seen={"PRIEST": 1}, players_left=3)
    before = traits(explorer)
    assert explorer.update(deck_size=10) is False
    assert explorer.error == sentence and explorer.error_code == "BAD_POSITION"
    assert {name for name in before if before[name] != traits(explorer)[name]} == {"error", "error_code"}
    with pytest.raises(IllegalAction) as refusal:
        ExplorerController(**ISSUE_SITUATION)
    assert refusal.value.code == "BAD_POSITION"
    with pytest.raises(IllegalAction):
        Situation(**ISSUE_SITUATION)


@pytest.mark.parametrize("language", LANGUAGES)
def test_too_few_unseen_cards_for_the_opponents_and_the_set_aside_card_are_refused(language):
    # 21 - 1 in hand - 17 seen: 3 unseen cards, but 4 opponents and the set-aside card need 5
    seen = {"GUARD": 5, "SPY": 2, "PRIEST": 2, "BARON": 2, "HANDMAID": 2, "PRINCE": 2, "CHANCELLOR": 2}
    problem = situation_problem(REVISED, ["PRINCESS"], seen, 5)
    assert problem.code == "BAD_POSITION"
    assert {"en": "need 5 unseen cards, but only 3 cards are unseen",
            "fr": "demandent 5 cartes non vues, mais il ne reste que 3 cartes non vues",
            "de": "brauchen 5 ungesehene Karten, aber nur 3 Karten sind ungesehen"}[language] in \
        problem.sentence(language)
    explorer = ExplorerController(language=language, hand=["PRINCESS"], seen=seen, players_left=2)
    assert explorer.deck_size == 1
    assert explorer.update(players_left=5) is False and explorer.players_left == 2
    assert explorer.error == problem.sentence(language)
    with pytest.raises(IllegalAction):
        fitted_deck_size(REVISED, ["PRINCESS"], seen, 5)


# ---------------------------------------------------------------------- words and brackets


@pytest.mark.parametrize("language", LANGUAGES)
def test_one_opponent_one_copy_and_one_card_are_said_in_the_singular(language):
    explorer = ExplorerController(language=language, hand=["BARON"], players_left=2)
    expected = {"en": "1 in the opponent's hand", "fr": "1 dans la main de l'adversaire",
                "de": "1 auf der Hand des Gegners"}[language]
    assert expected in explorer.places
    for said in sentences(explorer):
        assert not WRONG_SINGULARS[language].search(said), said
    problem = situation_problem(CLASSIC, ["PRINCESS"], {"PRINCESS": 1}, 3)
    sentence = problem.sentence(language)
    assert {"en": "there is only 1 Princess", "fr": "qu'un exemplaire de la carte Princesse",
            "de": "nur ein Exemplar der Karte Prinzessin"}[language] in sentence
    assert not WRONG_SINGULARS[language].search(sentence), sentence
    # a Baron against the one unseen higher card, and none of the same value
    explorer.update(hand=["KING"], seen={"PRINCESS": 1, "COUNTESS": 1})
    lose, tie = explorer.baron[0]["lose"]["count"], explorer.baron[0]["tie"]["count"]
    assert lose == {"en": "none of the 18 unseen cards is higher",
                    "fr": "aucune des 18 cartes non vues n'est plus forte",
                    "de": "keine der 18 ungesehenen Karten ist höher"}[language]
    assert tie.startswith({"en": "none", "fr": "aucune", "de": "keine"}[language])
    explorer.update(seen={"PRINCESS": 0})
    assert explorer.baron[0]["lose"]["count"] == {"en": "1 of the 19 unseen cards is higher",
                                                  "fr": "1 des 19 cartes non vues est plus forte",
                                                  "de": "1 der 19 ungesehenen Karten ist höher"}[language]


def random_controls(rng, edition):
    """A possible situation drawn at random, as the explorer's keyword arguments."""
    cards = list(edition.deck)
    rng.shuffle(cards)
    hand = [cards.pop().name for _ in range(rng.choice((1, 2)))]
    players = rng.randint(edition.min_players, edition.max_players)
    unseen = rng.randint(players, len(cards))  # the opponents and the set-aside card need `players`
    seen = {}
    for card in cards[unseen:]:
        seen[card.name] = seen.get(card.name, 0) + 1
    return {"edition": edition.name, "hand": hand, "seen": seen, "players_left": players}


def test_no_sentence_nests_brackets_and_none_misses_a_singular_over_many_situations():
    rng = random.Random(17)
    for _ in range(60):
        edition = rng.choice((REVISED, CLASSIC))
        controls = random_controls(rng, edition)
        for language in LANGUAGES:
            explorer = ExplorerController(language=language, **controls)
            other = "classic" if edition is REVISED else "revised"
            said = sentences(explorer)
            explorer.edition = other  # the notice of a switch
            said += sentences(explorer)
            explorer.deck_size = explorer.deck_size + rng.choice((-3, -1, 1, 4))  # a refusal's sentence
            said.append(explorer.error)
            assert explorer.error
            for sentence in said:
                assert bracket_depth(sentence) <= 1, sentence
                assert not WRONG_SINGULARS[language].search(sentence), sentence
    best = ExplorerController(hand=["GUARD"], seen={"PRIEST": 0}, players_left=3).best_guess["text"]
    assert best.startswith("Best Guard guess: ") and bracket_depth(best) == 1


# ---------------------------------------------------------------------- the edition switch


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_edition_switch_keeps_what_fits_and_says_what_it_changed(language):
    explorer = ExplorerController(language=language, hand=["BARON", "PRINCE"], seen={"GUARD": 6, "PRIEST": 1},
                                  players_left=6)
    assert explorer.deck_size == 21 - 2 - 7 - 6
    explorer.edition = "classic"
    assert explorer.error == "" and explorer.edition == "classic"
    assert explorer.hand == ["BARON", "PRINCE"]  # both are classic cards: kept
    assert explorer.seen["PRIEST"] == 1 and explorer.seen["GUARD"] == 5  # the classic edition has 5 Guards
    assert explorer.players_left == 4 and explorer.deck_size == 16 - 2 - 6 - 4
    words = {"en": ("cards seen, Guard: 5 instead of 6", "players left: 4 instead of 6",
                    "deck size: 4 instead of 6"),
             "fr": ("cartes vues, Garde : 5 au lieu de 6", "joueurs restants : 4 au lieu de 6",
                    "taille de la pioche : 4 au lieu de 6"),
             "de": ("gesehene Karten, Wächterin: 5 statt 6", "verbleibende Spieler: 4 statt 6",
                    "Größe des Nachziehstapels: 4 statt 6")}[language]
    for part in words:
        assert (french_spacing(part) if language == "fr" else part) in explorer.notice, explorer.notice
    kept = {"en": "Kept: your hand", "fr": "Gardés : ta main", "de": "Beibehalten: deine Hand"}[language]
    assert (french_spacing(kept) if language == "fr" else kept) in explorer.notice
    assert language != "fr" or " ;" not in explorer.notice  # the French spacing, joins included
    explorer.chart = "guard"  # a setting keeps the notice; the next change of the situation clears it
    assert explorer.notice
    explorer.update(edition="revised")  # back: everything classic is revised too
    assert explorer.hand == ["BARON", "PRINCE"] and explorer.players_left == 4
    assert explorer.seen["GUARD"] == 5 and explorer.seen["PRIEST"] == 1 and explorer.deck_size == 21 - 2 - 6 - 4
    assert {"en": "Kept: your hand, the cards seen and the players left",
            "fr": "Gardés\u00a0: ta main, les cartes vues et les joueurs restants",
            "de": "Beibehalten: deine Hand, die gesehenen Karten und die verbleibenden Spieler"}[language] \
        in explorer.notice
    explorer.players_left = 3
    assert explorer.notice == ""


def test_the_notice_follows_the_language():
    explorer = ExplorerController(hand=["SPY"])
    explorer.edition = "classic"
    english = explorer.notice
    explorer.language = "de"
    assert explorer.notice != english and "die Spionin hat deine Hand verlassen" in explorer.notice
    assert explorer.update(edition="revised", seen={"SPY": 2}) and "Größe des Nachziehstapels: 14 statt 11" in \
        explorer.notice  # the deck the other changes leave


def test_many_switches_keep_every_choice_the_other_edition_allows():
    rng = random.Random(1717)
    for _ in range(200):
        edition = rng.choice((REVISED, CLASSIC))
        situation = Situation(**random_controls(rng, edition))
        other = CLASSIC if edition is REVISED else REVISED
        moved, changes = carried_over(situation, other)
        assert moved.edition is other
        kept_hand = [card for card in situation.hand if card in other.copies]
        assert list(moved.hand) == (kept_hand or [Card.GUARD])
        for card in other.cards:
            before = situation.seen.get(card, 0)
            assert moved.seen[card] <= before
            if before + moved.hand.count(card) <= other.copies[card] and moved.seen[card] != before:
                assert moved.unseen_total == moved.players_left  # lowered only to fill the hidden places
        assert other.min_players <= moved.players_left <= min(situation.players_left, other.max_players) or \
            situation.players_left < other.min_players
        assert moved.deck_size == fitted_deck_size(other, moved.hand, moved.seen, moved.players_left)
        changed = {kind for kind, _ in changes}
        assert ("deck_changed" in changed) == (moved.deck_size != situation.deck_size)
        assert ("players_changed" in changed) == (moved.players_left != situation.players_left)
        if edition is CLASSIC:  # every classic situation is a revised one: nothing but the deck changes
            assert changed <= {"kept", "deck_changed"}
            back, _ = carried_over(moved, CLASSIC)
            assert back == situation


# ---------------------------------------------------------------------- every accepted situation adds up


def test_every_situation_the_explorer_accepts_fills_its_hidden_places_exactly():
    rng = random.Random(2026)
    for walk in range(12):
        explorer = ExplorerController(language=LANGUAGES[walk % 3])
        for _ in range(60):
            before = traits(explorer)
            move = rng.choice(("seen", "seen", "hand", "players", "deck", "edition"))
            cards = explorer.cards
            if move == "seen":
                accepted = explorer.set_seen(rng.choice(cards), rng.randint(0, 3))
            elif move == "hand":
                second = rng.choice(cards + [None])
                accepted = explorer.set_hand(rng.choice(cards), second)
            elif move == "players":
                accepted = explorer.update(players_left=rng.randint(1, 7))
            elif move == "deck":
                accepted = explorer.update(deck_size=explorer.deck_size + rng.randint(-2, 2))
            else:
                accepted = explorer.update(edition=rng.choice(("revised", "classic")))
            if not accepted and explorer.error:
                assert explorer.error.endswith(".") and explorer.error_code in ("BAD_POSITION", "BAD_OPTION")
                after = traits(explorer)
                assert {name for name in before if before[name] != after[name]} <= {"error", "error_code"}
            edition = REVISED if explorer.edition == "revised" else CLASSIC
            seen, hand = sum(explorer.seen.values()), len(explorer.hand)
            assert seen + hand + explorer.unseen_total == edition.size
            assert explorer.unseen_total == explorer.opponents + explorer.deck_size + 1  # nothing left over
            assert all(count >= 0 for count in explorer.unseen.values())
            assert explorer.situation.hidden_places == explorer.unseen_total
            assert edition.min_players <= explorer.players_left <= edition.max_players


# ---------------------------------------------------------------------- lovelet.text.plurals


def test_plural_forms_follow_cldr_in_each_language():
    assert [plural_form(n, "en") for n in (0, 1, 2)] == ["other", "one", "other"]
    assert [plural_form(n, "fr") for n in (0, 1, 2)] == ["one", "one", "other"]  # "0 carte vue"
    assert [plural_form(n, "de") for n in (0, 1, 2)] == ["other", "one", "other"]
    forms = {"zero": "none", "one": "one card", "other": "cards"}
    assert [choose(forms, n, "en") for n in (0, 1, 5)] == ["none", "one card", "cards"]
    assert choose({"one": "1 carte", "other": "cartes"}, 0, "fr") == "1 carte"
    assert choose({"other": "Karten"}, 1, "de") == "Karten"
    with pytest.raises(IllegalAction):
        plural_form(1, "es")


def test_numbers_and_lists_are_written_as_each_language_writes_them():
    assert number(Decimal("1234.5"), "en") == "1,234.5"
    assert number(Decimal("1234.5"), "fr") == "1\u202f234,5"
    assert number(Decimal("1234.5"), "de") == "1.234,5"
    assert number(16, "de") == "16" and number(Fraction(1, 4), "fr") == "0,25"
    assert joined(["a", "b", "c"], "en") == "a, b and c"
    assert joined(["a", "b", "c"], "fr") == "a, b et c" and joined(["a", "b"], "de") == "a und b"
    assert joined([], "en") == ""
