"""The HTML drawings of lovelet.display: structure, escaping, languages, hidden cards.

The drawings are well-formed XML, so these tests read them back with ElementTree and
check what is drawn where: face-up cards (``lovelet-card``: lovelet's SVG card, an
image labelled with its name and value, drawing its value, then its name), card backs
(``lovelet-back``: the Table's back, labelled "face-down card" and nothing else), and
one ``lovelet-seat`` row per player.
What may be shown follows docs/rules.md C ("Events (information model)").

The deduction tables (tracker, belief, sharpening, outcomes) draw here too: their
player names are escaped, their headings come in English, French and German, and every
drawing, table and plot refuses a language that lovelet.engine.naming.language_of refuses
(IllegalAction BAD_OPTION).
"""

import random
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, Game, IllegalAction, Play, Round
from lovelet import display
from lovelet.display import (belief_html, card_back_html, card_html, game_html, observation_html,
                             outcomes_html, round_html, sharpening_html, tracker_html)
from lovelet.text.i18n import TEXTS, card_name, say, text
from lovelet.display.svg import card_back_svg, card_svg

NAMES = ["Ann", "<script>", "Cleo"]
PRINCESS_NAMES = ("Princess", "Princesse", "Prinzessin")


# ---------------------------------------------------------------------- reading the HTML back


def parse(markup):
    return ET.fromstring(markup)


def classes(element):
    return (element.get("class") or "").split()


SVG = "{http://www.w3.org/2000/svg}"


def card_image(span):
    """The single SVG image of a card's span, checked to be labelled as an image."""
    (image,) = list(span)
    assert image.tag == f"{SVG}svg" and image.get("role") == "img"
    assert image.find(f"{SVG}title").text == image.get("aria-label")
    return image


def faces(element):
    """The face-up cards inside ``element``, in order, as (value, name): what the card
    draws, checked against its label ("Guard, value 1" in the card's language)."""
    found = []
    for span in element.iter("span"):
        if "lovelet-card" in classes(span):
            image = card_image(span)
            label, value, name = list(image.itertext())
            assert name in label and value in label and label == image.get("aria-label")
            found.append((int(value), name))
    return found


def backs(element):
    """The number of face-down cards in ``element``; each is only "face-down card"."""
    count = 0
    for span in element.iter("span"):
        if "lovelet-back" in classes(span):
            image = card_image(span)
            assert list(image.itertext()) == [image.get("aria-label")]
            count += 1
    return count


def part(element, name):
    """The single element of class ``name`` inside ``element``, or None."""
    found = [child for child in element.iter() if name in classes(child)]
    assert len(found) <= 1
    return found[0] if found else None


def rows(root):
    return [row for row in root.iter("tr") if "lovelet-seat" in classes(row)]


def all_text(element):
    """The words of ``element`` outside the card images (which ``faces`` reads)."""
    return (element.text or "") + "".join(_words_and_tail(child) for child in element)


def _words_and_tail(element):
    words = "" if element.tag == f"{SVG}svg" else all_text(element)
    return words + (element.tail or "")


def shown(cards, edition=REVISED, language="en"):
    """How ``cards`` look face up: (value, name) as docs/rules.md A2/B2 and i18n give them."""
    return [(edition.value(card), card.label(language)) for card in cards]


def staged(hands, set_aside, discards=None, edition=REVISED, deck_rest=True, **position):
    """A staged round: the cards not placed anywhere else form the deck (or the
    discards of the last seat when ``deck_rest`` is False)."""
    discards = [list(pile) for pile in (discards or [[] for _ in hands])]
    used = Counter(card for hand in hands for card in hand)
    used.update(card for pile in discards for card in pile)
    used.update([set_aside])
    used.update(position.get("face_up", ()))
    rest = list((Counter(edition.deck) - used).elements())
    deck = rest if deck_rest else []
    if not deck_rest:
        discards[position.pop("rest_to", len(hands) - 1)].extend(rest)
    return dict(edition=edition, hands=hands, deck=deck, set_aside=set_aside,
                discards=discards, **position)


def playouts(players, seed, edition=REVISED):
    """Every state of a random game's first round, the final one included."""
    rng = random.Random(seed)
    rnd = Round.deal(edition, players=players, rng=rng)
    yield rnd
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
        yield rnd


# ---------------------------------------------------------------------- cards


def test_card_repr_html_shows_the_revised_value_and_english_name():
    assert faces(parse(Card.GUARD._repr_html_())) == [(1, "Guard")]


@pytest.mark.parametrize("card, revised, classic", [
    (Card.GUARD, 1, 1), (Card.KING, 7, 6), (Card.COUNTESS, 8, 7), (Card.PRINCESS, 9, 8),
])
def test_a_card_shows_its_value_in_the_edition_given(card, revised, classic):
    # docs/rules.md A2 (revised) and B2 (classic): the King is 7 in one and 6 in the other.
    assert faces(parse(card_html(card)))[0][0] == revised
    assert faces(parse(card_html(card, edition=REVISED)))[0][0] == revised
    assert faces(parse(card_html(card, edition=CLASSIC)))[0][0] == classic


@pytest.mark.parametrize("card, language, name", [
    (Card.GUARD, "fr", "Garde"), (Card.GUARD, "de", "Wächterin"),
    (Card.PRINCESS, "fr", "Princesse"), (Card.PRINCESS, "de", "Prinzessin"),
    (Card.HANDMAID, "fr", "Servante"), (Card.HANDMAID, "de", "Zofe"),
])
def test_a_card_is_named_in_the_language_given(card, language, name):
    assert faces(parse(card_html(card, language=language)))[0][1] == name


def test_a_face_down_card_shows_neither_name_nor_value():
    drawings = {card_html(card, face_down=True) for card in Card}
    assert drawings == {card_back_html()}  # the same back whatever the card
    back = parse(card_back_html())
    assert "".join(back.itertext()) == "face-down card" and backs(back) == 1 and faces(back) == []
    for card in Card:
        assert card.label() not in card_back_html()


@pytest.mark.parametrize("language, label, back", [
    ("en", "Handmaid, value 4", "face-down card"),
    ("fr", "Servante, valeur 4", "carte face cachée"),
    ("de", "Zofe, Wert 4", "verdeckte Karte"),
])
def test_cards_are_the_tables_svg_cards_labelled_in_the_language(language, label, back):
    # One card style everywhere: the Table's drawings (lovelet.display.svg), 54 px wide.
    face = card_html(Card.HANDMAID, CLASSIC, language)
    assert card_svg(Card.HANDMAID, CLASSIC, language, size=54) in face
    assert card_image(parse(face)).get("aria-label") == label
    assert card_image(parse(face)).get("width") == "54"
    hidden = card_back_html(language)
    assert card_back_svg(language, size=54) in hidden
    assert card_image(parse(hidden)).get("aria-label") == back


def test_a_board_draws_only_svg_cards_and_escapes_the_names():
    game = Game(REVISED, players=NAMES, seed=3)
    rng = random.Random(3)
    while not game.round.is_over:
        for markup in (round_html(game.round), observation_html(game.observation(1)), game_html(game)):
            root = parse(markup)
            assert "linear-gradient" not in markup and "<script>" not in markup
            assert "&lt;script&gt;" in markup
            images = [image for image in root.iter(f"{SVG}svg") if "lovelet-card-svg" in classes(image)]
            assert len(images) == len(faces(root)) + backs(root) > 0
        game.apply(rng.choice(game.legal_actions()))


def test_a_card_outside_the_edition_or_an_unknown_language_is_refused():
    with pytest.raises(IllegalAction) as error:
        card_html(Card.SPY, edition=CLASSIC)  # no Spy in the classic edition (B2)
    assert error.value.code == "UNKNOWN_CARD"
    with pytest.raises(IllegalAction) as error:
        card_html(Card.GUARD, language="es")
    assert error.value.code == "BAD_OPTION"
    with pytest.raises(IllegalAction) as error:
        round_html(Round.deal(REVISED, players=3, seed=1), language="es")
    assert error.value.code == "BAD_OPTION"


def test_every_interface_text_exists_in_every_language():
    assert set(TEXTS) == {"en", "fr", "de"}
    assert set(TEXTS["fr"]) == set(TEXTS["en"]) == set(TEXTS["de"])
    assert text("deck", "fr") == "Pioche" and text("deck", "de") == "Nachziehstapel"
    with pytest.raises(IllegalAction):
        text("deck", "it")


# ---------------------------------------------------------------------- names and escaping


def test_every_player_name_is_escaped_in_every_drawing():
    game = Game(REVISED, players=NAMES, seed=4)
    drawings = [round_html(game.round), round_html(game.round, viewer=1),
                observation_html(game.observation(0)), game_html(game), game._repr_html_()]
    for markup in drawings:
        assert "<script>" not in markup
        assert "&lt;script&gt;" in markup
        root = parse(markup)  # well-formed: nothing unescaped broke the markup
        assert [row.findall("td")[1].find("b").text for row in rows(root)] == NAMES


# ---------------------------------------------------------------------- face up and face down


def test_the_teacher_view_shows_every_hand_and_keeps_deck_and_set_aside_face_down():
    rnd = Round.deal(REVISED, players=NAMES, seed=2)
    root = parse(round_html(rnd))
    for seat, row in enumerate(rows(root)):
        hand = part(row, "lovelet-hand")
        assert faces(hand) == shown(rnd.hand(seat)) and backs(hand) == 0
    deck = part(root, "lovelet-deck")
    assert faces(deck) == [] and backs(deck) == 1
    assert all_text(deck).strip() == f"×{rnd.deck_size}"
    aside = part(root, "lovelet-set-aside")
    assert faces(aside) == [] and backs(aside) == 1
    assert part(root, "lovelet-face-up") is None  # face-up cards only with 2 players (A4)


@pytest.mark.parametrize("viewer", [0, 1, 2])
def test_a_viewer_sees_only_their_own_hand(viewer):
    rnd = Round.deal(REVISED, players=NAMES, seed=9, first_player=1)
    for who in (viewer, NAMES[viewer]):  # a seat or a name
        root = parse(round_html(rnd, viewer=who))
        for seat, row in enumerate(rows(root)):
            hand = part(row, "lovelet-hand")
            if seat == viewer:
                assert faces(hand) == shown(rnd.hand(seat)) and backs(hand) == 0
            else:
                assert faces(hand) == [] and backs(hand) == len(rnd.hand(seat))


def test_an_unknown_viewer_is_refused():
    rnd = Round.deal(REVISED, players=NAMES, seed=9)
    for viewer in (3, -1, "Dora"):
        with pytest.raises(IllegalAction) as error:
            round_html(rnd, viewer=viewer)
        assert error.value.code == "UNKNOWN_PLAYER"


def test_two_players_see_the_three_face_up_cards():
    rnd = Round.deal(REVISED, players=["Ann", "Ben"], seed=3)
    for markup in (round_html(rnd), round_html(rnd, viewer=1), observation_html(rnd.observation(0))):
        assert faces(part(parse(markup), "lovelet-face-up")) == shown(rnd.face_up)


def test_active_player_protection_elimination_and_discards_are_marked():
    position = staged(
        hands=[[Card.GUARD, Card.PRIEST], [Card.BARON], [Card.KING], []],
        set_aside=Card.PRINCE,
        discards=[[Card.SPY], [Card.GUARD, Card.HANDMAID], [Card.HANDMAID], [Card.PRIEST, Card.GUARD]],
        protected={2}, eliminated={3}, active=0, favors=[2, 0, 1, 3],
    )
    rnd = Round.from_position(players=["Ann", "Ben", "Cleo", "Dan"], **position)
    for markup in (round_html(rnd), round_html(rnd, viewer=1), observation_html(rnd.observation(3))):
        root = parse(markup)
        table_rows = rows(root)
        assert "Ann to play" in all_text(root)
        assert ["▶" in all_text(row) for row in table_rows] == [True, False, False, False]
        assert ["Protected" in all_text(row) for row in table_rows] == [False, False, True, False]
        assert ["Out" in all_text(row) for row in table_rows] == [False, False, False, True]
        out_hand = part(table_rows[3], "lovelet-hand")
        assert faces(out_hand) == [] and backs(out_hand) == 0 and all_text(out_hand) == ""  # A10
        for seat, row in enumerate(table_rows):
            assert faces(part(row, "lovelet-discards")) == shown(position["discards"][seat])
            assert row.findall("td")[2].text == str([2, 0, 1, 3][seat])
        assert all_text(part(root, "lovelet-deck")).strip() == f"×{rnd.deck_size}"


# ---------------------------------------------------------------------- hidden information


def princess_with_an_opponent():
    """Seat 1 holds the Princess, which nobody else has seen (none is public)."""
    return Round.from_position(players=NAMES, **staged(
        hands=[[Card.GUARD, Card.PRIEST], [Card.PRINCESS], [Card.BARON]], set_aside=Card.HANDMAID))


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_hidden_princess_never_reaches_another_players_drawing(language):
    rnd = princess_with_an_opponent()
    # The teacher's view shows it, so the absence below is a real check.
    assert any(name in round_html(rnd, language=language) for name in PRINCESS_NAMES)
    for seat in (0, 2):
        for markup in (observation_html(rnd.observation(seat), language=language),
                       round_html(rnd, viewer=seat, language=language)):
            for name in PRINCESS_NAMES:
                assert name not in markup
            assert 9 not in [value for value, _ in faces(parse(markup))]
    assert "Princess" in round_html(rnd, viewer=1)  # its holder sees it


def test_a_hidden_princess_stays_hidden_after_a_priest_looks_at_it():
    rnd = princess_with_an_opponent()
    rnd.apply(Play(Card.PRIEST, target=1))  # Ann learns it: her drawing says so, in words on Ben's row
    for markup in (observation_html(rnd.observation(2)), round_html(rnd, viewer=2)):
        assert not any(name in markup for name in PRINCESS_NAMES)
    for language in ("en", "fr", "de"):
        for markup in (observation_html(rnd.observation(0), language), round_html(rnd, viewer=0, language=language)):
            root = parse(markup)
            ben = rows(root)[1]
            assert backs(part(ben, "lovelet-hand")) == len(rnd.hand(1)) and not faces(part(ben, "lovelet-hand"))
            assert all_text(part(ben, "lovelet-known")).endswith(card_name(Card.PRINCESS, language))
            assert say("known_priest", language, card=card_name(Card.PRINCESS, language)) in all_text(ben)
            assert [all_text(part(row, "lovelet-hand")) for row in rows(root)[2:]] == [""]


def test_the_set_aside_card_is_face_down_until_the_round_ends():
    rnd = Round.from_position(players=NAMES, **staged(
        hands=[[Card.GUARD, Card.PRIEST], [Card.BARON], [Card.KING]], set_aside=Card.PRINCESS))
    for markup in (round_html(rnd), round_html(rnd, viewer=0), observation_html(rnd.observation(1))):
        assert not any(name in markup for name in PRINCESS_NAMES)
        assert backs(part(parse(markup), "lovelet-set-aside")) == 1


def known_to(rnd, seat):
    """The cards ``seat`` may see face up (docs/rules.md C): own hand, discards, face-up
    cards; once the round is over also the showdown hands and the set-aside card."""
    cards = list(rnd.hand(seat)) + list(rnd.face_up)
    for other in range(rnd.players):
        cards += rnd.discards(other)
    if rnd.is_over:
        details = rnd.result.details
        cards += [card for other, card in details["hands"].items() if other != seat]
        if details["set_aside"] is not None:
            cards.append(details["set_aside"])
    return Counter(shown(cards, rnd.edition))


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3), (6, 4)])
def test_every_drawing_shows_exactly_the_cards_its_viewer_may_know(players, seed):
    for rnd in playouts(players, seed):
        for seat in range(players):
            expected = known_to(rnd, seat)
            for markup in (observation_html(rnd.observation(seat)), round_html(rnd, viewer=seat)):
                root = parse(markup)
                assert Counter(faces(root)) == expected
                for row, other in zip(rows(root), range(players)):
                    if other != seat and not (rnd.is_over and other in rnd.result.details["hands"]):
                        assert backs(part(row, "lovelet-hand")) == len(rnd.hand(other))


def test_the_teacher_view_shows_every_card_but_the_deck_and_set_aside_while_the_round_lasts():
    for rnd in playouts(4, 11):
        if rnd.is_over:
            break
        cards = [card for seat in range(4) for card in rnd.hand(seat) + rnd.discards(seat)]
        assert Counter(faces(parse(round_html(rnd)))) == Counter(shown(cards))


def test_a_chancellor_choice_shows_three_cards_to_their_holder_and_three_backs_to_others():
    rnd = Round.from_position(players=NAMES, **staged(
        hands=[[Card.CHANCELLOR, Card.GUARD], [Card.BARON], [Card.KING]], set_aside=Card.PRINCE))
    rnd.apply(Play(Card.CHANCELLOR))
    mine = parse(observation_html(rnd.observation(0)))
    assert faces(part(rows(mine)[0], "lovelet-hand")) == shown(rnd.hand(0))
    assert len(rnd.hand(0)) == 3
    assert "choosing the cards to put under the deck" in all_text(mine)
    theirs = parse(observation_html(rnd.observation(1)))
    assert backs(part(rows(theirs)[0], "lovelet-hand")) == 3  # the count drawn is public (C)
    keep, *bottom = rnd.hand(0)
    rnd.apply(ChancellorReturn(keep=keep, bottom=tuple(bottom)))
    assert backs(part(rows(parse(observation_html(rnd.observation(1))))[0], "lovelet-hand")) == 1


# ---------------------------------------------------------------------- the end of a round


def showdown_game():
    """Ann holds the Countess, <script> the King, Cleo the Priest and two Spies in her
    discards; the deck is empty, so Ann's Handmaid ends the round in a showdown."""
    position = staged(
        hands=[[Card.HANDMAID, Card.COUNTESS], [Card.KING], [Card.PRIEST]],
        set_aside=Card.PRINCESS, discards=[[], [], [Card.SPY, Card.SPY]],
        deck_rest=False, rest_to=1, active=0,
    )
    game = Game.from_position(players=NAMES, favors=[4, 0, 0], seed=1, **position)
    game.apply(Play(Card.HANDMAID))
    return game


def test_a_finished_round_shows_winners_favors_spy_bonus_and_the_set_aside_card():
    game = showdown_game()
    rnd = game.round
    for markup in (round_html(rnd), round_html(rnd, viewer=1), observation_html(rnd.observation(2))):
        root = parse(markup)
        words = all_text(root)
        assert "Round over" in words and "highest card wins" in words
        result = all_text(part(root, "lovelet-result"))
        assert "Round won by: Ann" in result  # Countess 8 beats King 7 and Priest 2 (A12)
        assert "Spy bonus: Cleo" in result  # the only survivor with a Spy (A13)
        assert "Favors gained: Ann +1, Cleo +1" in result
        assert "Game won by: Ann" in result  # 4 + 1 reaches 5 with 3 players (A3, A14)
        assert faces(part(root, "lovelet-set-aside")) == [(9, "Princess")]  # revealed (C)
        favors = [row.findall("td")[2] for row in rows(root)]
        assert [all_text(cell) for cell in favors] == ["5 +1", "0", "1 +1"]
        assert not any("▶" in all_text(row) for row in rows(root))
        # Showdown hands are public: every viewer sees all three.
        assert [faces(part(row, "lovelet-hand")) for row in rows(root)] == [
            [(8, "Countess")], [(7, "King")], [(2, "Priest")]]


def test_a_finished_game_shows_its_winner_in_the_favors_table():
    root = parse(game_html(showdown_game()))
    words = all_text(root)
    assert "Game over" in words
    favor_rows = [all_text(row) for row in root.iter("tr") if "lovelet-favors" in classes(row)]
    assert len(favor_rows) == 3
    assert favor_rows[0].startswith("AnnWinner") and favor_rows[0].endswith("5/5")
    assert favor_rows[1].endswith("0/5") and "Winner" not in favor_rows[1]
    assert favor_rows[2].endswith("1/5")


def test_a_sole_survivor_keeps_their_hand_hidden_from_the_others():
    position = staged(
        hands=[[Card.GUARD, Card.PRIEST], [Card.BARON], []], set_aside=Card.KING,
        discards=[[], [], [Card.PRINCESS]], eliminated={2}, active=0,
    )
    rnd = Round.from_position(players=NAMES, **position)
    rnd.apply(Play(Card.GUARD, target=1, guess=Card.BARON))
    assert rnd.is_over
    for markup in (round_html(rnd, viewer=1), observation_html(rnd.observation(2))):
        root = parse(markup)
        assert "last player in the round" in all_text(root)
        ann = part(rows(root)[0], "lovelet-hand")
        assert faces(ann) == [] and backs(ann) == 1  # no showdown, nothing revealed (A12.3)
        assert faces(part(root, "lovelet-set-aside")) == [(7, "King")]
    assert faces(part(rows(parse(round_html(rnd)))[0], "lovelet-hand")) == [(2, "Priest")]


# ---------------------------------------------------------------------- languages


def test_the_round_speaks_french_and_german():
    rnd = Round.from_position(players=NAMES, **staged(
        hands=[[Card.GUARD, Card.PRIEST], [Card.HANDMAID], [Card.BARON]], set_aside=Card.KING,
        discards=[[Card.SPY], [], []]))
    french = round_html(rnd, language="fr")
    german = round_html(rnd, language="de")
    assert [name for _, name in faces(parse(french))] == ["Garde", "Prêtre", "Espionne", "Servante", "Baron"]
    assert [name for _, name in faces(parse(german))] == ["Wächterin", "Priester", "Spionin", "Zofe", "Baron"]
    assert "Pioche" in french and "Défausse" in french and "À Ann de jouer" in french
    assert "Nachziehstapel" in german and "Ablage" in german and "Ann ist am Zug" in german
    for english in ("Guard", "Handmaid", "Deck", "Discards", "to play"):
        assert english not in french and english not in german


def test_a_classic_round_uses_classic_values_and_has_no_spy_bonus():
    rnd = Round.from_position(players=NAMES, **staged(
        edition=CLASSIC, hands=[[Card.HANDMAID, Card.KING], [Card.GUARD], [Card.PRIEST]],
        set_aside=Card.PRINCESS, deck_rest=False))
    assert (6, "King") in faces(parse(round_html(rnd)))  # the classic King is 6 (B2)
    rnd.apply(Play(Card.HANDMAID))
    markup = round_html(rnd)
    assert "Round won by: Ann" in all_text(parse(markup)) and "Spy" not in markup


# ---------------------------------------------------------------------- games


def test_a_game_shows_the_favors_table_the_target_and_the_round_number():
    game = Game(REVISED, players=NAMES, seed=12)
    root = parse(game_html(game))
    words = all_text(root)
    assert "Round 1" in words and "5 to win" in words  # 3 players need 5 favors (A3)
    assert part(root, "lovelet-round") is not None
    favor_rows = [all_text(row) for row in root.iter("tr") if "lovelet-favors" in classes(row)]
    assert [row.endswith("0/5") for row in favor_rows] == [True, True, True]
    rng = random.Random(5)
    while not game.round.is_over:
        game.apply(rng.choice(game.legal_actions()))
    if not game.is_over:
        game.next_round()
        assert "Round 2" in all_text(parse(game_html(game, language="en")))
    assert "Manche" in game_html(game, language="fr") and "Runde" in game_html(game, language="de")


def test_the_jupyter_hooks_call_the_drawings():
    game = Game(REVISED, players=NAMES, seed=3)
    assert game.round._repr_html_() == round_html(game.round)
    assert game._repr_html_() == game_html(game)
    assert game.observation(1)._repr_html_() == observation_html(game.observation(1))
    assert Card.PRINCESS._repr_html_() == card_html(Card.PRINCESS)
    assert set(display.__all__) == {"card_html", "card_back_html", "round_html",
                                    "observation_html", "game_html", "tracker_html",
                                    "belief_html", "sharpening_html", "outcomes_html", "known_card_text",
                                    "known_cards_html"}


# ---------------------------------------------------------------------- size


def test_drawings_stay_a_few_kilobytes():
    # Inline SVG cards (see lovelet.display.card_html): the Chancellor is the largest face.
    assert max(len(card_html(card)) for card in Card) < 3_600
    assert len(card_back_html()) < 1_400
    biggest = {"round": 0, "observation": 0, "game": 0}
    for players, seed in ((2, 5), (4, 6), (6, 7)):
        game = Game(REVISED, players=players, seed=seed)
        rng = random.Random(seed)
        while True:
            biggest["round"] = max(biggest["round"], len(round_html(game.round)))
            biggest["observation"] = max(biggest["observation"], len(observation_html(game.observation(0))))
            biggest["game"] = max(biggest["game"], len(game_html(game)))
            if game.round.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
    assert biggest["round"] < 52_000
    assert biggest["observation"] < 52_000
    assert biggest["game"] < 54_000


# ---------------------------------------------------------------------- deduction tables
#
# The tracker, the belief, the sharpening and the outcomes draw through lovelet.display:
# the same cells and card drawings as the round, every name escaped, headings in the
# three languages.

HOSTILE = "<img src=x onerror=alert(1)>"
HOSTILE_NAMES = ["Ann", HOSTILE, "Cleo"]
LANGUAGES = ("en", "fr", "de")


def deduction_tables(names=HOSTILE_NAMES):
    """{kind: (the object, its drawing function)} for a position seen by Ann: her Priest
    saw Ben's Baron and it is now Ben's turn (two cards), so that each table has names,
    a sighting, a hand of several cards and hidden places."""
    from lovelet.agents import HeuristicAgent
    from lovelet.deduction import belief, outcome_probabilities, sharpening, tracker

    rnd = Round.from_position(players=names, **staged(
        hands=[[Card.PRIEST, Card.GUARD], [Card.BARON], [Card.KING]], set_aside=Card.PRINCESS))
    rnd.apply(Play(Card.PRIEST, target=1))  # Ann sees Ben's Baron
    observation = rnd.observation(0)
    plain = belief(observation)
    modelled = belief(observation, model=HeuristicAgent())
    outcomes = outcome_probabilities(observation, n=60, seed=1)
    return {
        "tracker": (tracker(observation), tracker_html),
        "belief": (plain, belief_html),
        "sharpening": (sharpening(plain, modelled), sharpening_html),
        "outcomes": (outcomes, outcomes_html),
    }


@pytest.fixture(scope="module")
def tables():
    return deduction_tables()


@pytest.mark.parametrize("kind", ["tracker", "belief", "sharpening", "outcomes"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_deduction_table_escapes_player_names(tables, kind, language):
    subject, draw = tables[kind]
    markup = draw(subject, language)
    assert "<img" not in markup and "onerror=alert(1)>" not in markup
    assert "&lt;img src=x onerror=alert(1)&gt;" in markup
    root = parse(markup)  # well-formed: no name broke the markup
    assert HOSTILE in all_text(root)  # shown as text
    assert not any(element.tag == "img" for element in root.iter())
    assert part(root, f"lovelet-{kind}") is root


@pytest.mark.parametrize("kind", ["tracker", "belief", "sharpening", "outcomes"])
def test_the_jupyter_hook_and_to_html_draw_through_display(tables, kind):
    subject, draw = tables[kind]
    assert subject._repr_html_() == draw(subject) == subject.to_html() == subject.to_html("en")
    for language in ("fr", "de"):
        assert subject.to_html(language) == draw(subject, language)
    assert subject.to_html("Français") == draw(subject, "fr")  # as naming.language_of reads it


# The headings each table shows, by TEXTS key: present in the table's language, and no
# English heading left in the French and German ones.
HEADINGS = {
    "tracker": ("character", "value", "copies", "your_hand", "seen_privately", "unseen"),
    "belief": ("set_aside_card", "next_draw"),
    "sharpening": ("sharpening_caption", "place", "entropy_before", "entropy_after",
                   "bits_gained", "total_variation"),
    "outcomes": ("player", "win_round", "interval", "win_game"),
}
ENGLISH_HEADINGS = [TEXTS["en"][key] for keys in HEADINGS.values() for key in keys] + [
    "discards", "Cards Ann has seen", "unseen", "What Ann can deduce", "Chances seen by",
    "(you)", "playouts", "Place", "holds"]


@pytest.mark.parametrize("kind", ["tracker", "belief", "sharpening", "outcomes"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_deduction_table_has_its_headings_in_its_language(tables, kind, language):
    subject, draw = tables[kind]
    words = all_text(parse(draw(subject, language)))
    for key in HEADINGS[kind]:
        assert text(key, language) in words, (kind, language, key)
    if language != "en":
        for english in ENGLISH_HEADINGS:
            assert english not in words, (kind, language, english)


def test_the_tracker_table_in_three_languages(tables):
    subject, _ = tables["tracker"]
    english = all_text(parse(tracker_html(subject)))
    assert "Ann's discards" in english and "Cleo's discards" in english
    assert f"Cards Ann has seen; {subject.total_unseen} unseen" in english
    assert f"{HOSTILE}'s hand" in english  # Ann's Priest saw Ben's Baron
    french = all_text(parse(tracker_html(subject, "fr")))
    assert "Défausse d'Ann" in french and "Défausse de Cleo" in french  # elided before a vowel
    assert f"Cartes vues par Ann\u202f; {subject.total_unseen} non vues" in french
    assert f"main de {HOSTILE}" in french
    german = all_text(parse(tracker_html(subject, "de")))
    assert "Ablage von Ann" in german and f"Hand von {HOSTILE}" in german
    assert f"Karten, die Ann gesehen hat; {subject.total_unseen} ungesehen" in german


@pytest.mark.parametrize("kind", ["tracker", "belief"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_card_columns_are_the_round_card_drawings(tables, kind, language):
    subject, draw = tables[kind]
    root = parse(draw(subject, language))
    assert faces(root) == shown(REVISED.cards, language=language)  # one per character, in order
    assert backs(root) == 0
    assert all(card_html(card, REVISED, language) in draw(subject, language) for card in REVISED.cards)


def test_the_belief_table_in_three_languages(tables):
    subject, _ = tables["belief"]
    english = all_text(parse(belief_html(subject)))
    assert "What Ann can deduce (exact)" in english
    assert "Set-aside card" in english and "Next draw" in english
    assert f"{100 * subject.hand(2)[Card.KING]:.1f}%" in english
    french = all_text(parse(belief_html(subject, "fr")))
    assert "Ce qu'Ann peut déduire (exact)" in french  # "que" elided before a vowel
    assert "Carte mise à part" in french and "Prochaine pioche" in french
    assert f"{100 * subject.hand(2)[Card.KING]:.1f}\u202f%".replace(".", ",") in french
    german = all_text(parse(belief_html(subject, "de")))
    assert "Was Ann folgern kann (exakt)" in german and "Reservekarte" in german
    assert f"{100 * subject.hand(2)[Card.KING]:.1f}\u202f%".replace(".", ",") in german


def test_an_estimated_belief_says_so_in_three_languages():
    from lovelet.deduction import belief

    rng = random.Random(3)
    for seed in range(40):
        rnd = Round.deal(REVISED, players=HOSTILE_NAMES, seed=seed)
        while not rnd.is_over and len(rnd.events) < 30:
            rnd.apply(rng.choice(rnd.legal_actions()))
        if rnd.is_over:
            continue
        estimate = belief(rnd.observation(0), budget=0, rng=random.Random(1))
        if not estimate.exact:
            break
    else:
        pytest.skip("no position needed sampling")
    assert "ESTIMATE" in belief_html(estimate) and "samples" in belief_html(estimate)
    assert "ESTIMATION" in belief_html(estimate, "fr") and "tirages" in belief_html(estimate, "fr")
    assert "SCHÄTZUNG" in belief_html(estimate, "de") and "Stichproben" in belief_html(estimate, "de")
    for language in LANGUAGES:
        assert "<img" not in belief_html(estimate, language)
        parse(belief_html(estimate, language))


def test_the_sharpening_and_outcomes_tables_in_three_languages(tables):
    subject, _ = tables["sharpening"]
    english = all_text(parse(sharpening_html(subject)))
    assert "How much the opponent model sharpens the belief" in english
    assert HOSTILE in english and "Set-aside card" in english
    french = all_text(parse(sharpening_html(subject, "fr")))
    assert "Entropie sans modèle (bits)" in french and "Carte mise à part" in french
    german = all_text(parse(sharpening_html(subject, "de")))
    assert "Entropie ohne Modell (Bit)" in german and "Reservekarte" in german
    outcomes, _ = tables["outcomes"]
    english = all_text(parse(outcomes_html(outcomes)))
    assert "Chances seen by Ann" in english and "95% interval" in english and "(you)" in english
    assert "playouts" in english or "exact" in english
    french = all_text(parse(outcomes_html(outcomes, "fr")))
    assert "Chances vues par Ann" in french and "(toi)" in french and "P(gagner la manche)" in french
    german = all_text(parse(outcomes_html(outcomes, "de")))
    assert "Chancen aus Sicht von Ann" in german and "(du)" in german and "P(Spiel gewinnen)" in german


def test_a_table_is_refused_anything_but_its_result():
    for draw in (tracker_html, belief_html, sharpening_html, outcomes_html):
        for junk in (None, 3, "tracker", Round.deal(REVISED, players=3, seed=1)):
            with pytest.raises(IllegalAction) as error:
                draw(junk)
            assert error.value.code == "BAD_OPTION"


# ---------------------------------------------------------------------- one reading of languages

BAD_LANGUAGES = [["en"], None, "xx", ("fr",), 3, b"en", ""]


def drawings_with_a_language(tables):
    """Every drawing that takes ``language``, as a function of it."""
    game = Game(REVISED, players=NAMES, seed=4)
    calls = [
        lambda language: card_html(Card.GUARD, language=language),
        lambda language: card_html(Card.GUARD, face_down=True, language=language),
        lambda language: card_back_html(language),
        lambda language: round_html(game.round, language=language),
        lambda language: observation_html(game.observation(0), language=language),
        lambda language: game_html(game, language=language),
        lambda language: text("deck", language),
        lambda language: card_name(Card.GUARD, language),
        lambda language: Card.GUARD.label(language),
    ]
    for subject, draw in tables.values():
        calls.append(lambda language, subject=subject, draw=draw: draw(subject, language))
        calls.append(lambda language, subject=subject: subject.to_html(language))
    return calls


@pytest.mark.parametrize("language", BAD_LANGUAGES)
def test_an_unknown_language_is_bad_option_in_every_drawing(tables, language):
    for call in drawings_with_a_language(tables):
        with pytest.raises(IllegalAction) as error:
            call(language)
        assert error.value.code == "BAD_OPTION"
        assert "'en'" in error.value.message and "'fr'" in error.value.message


@pytest.mark.parametrize("alias, language", [("EN", "en"), ("French", "fr"), ("deutsch", "de"),
                                             ("Français", "fr")])
def test_every_drawing_reads_a_language_as_naming_does(tables, alias, language):
    for call in drawings_with_a_language(tables):
        assert call(alias) == call(language)


def test_a_card_may_be_drawn_from_its_name():
    assert card_html("Wächterin") == card_html(Card.GUARD)
    assert card_html("princesse", language="de") == card_html(Card.PRINCESS, language="de")
    with pytest.raises(IllegalAction) as error:
        card_html("Jester")
    assert error.value.code == "UNKNOWN_CARD"


@pytest.mark.parametrize("language", BAD_LANGUAGES)
def test_an_unknown_language_is_bad_option_in_every_plot(language):
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from lovelet import plots
    from lovelet.deduction import belief

    rnd = Round.deal(REVISED, players=NAMES, seed=4)
    observation = rnd.observation(0)
    calls = [
        lambda: plots.plot_unseen_values(observation, language=language),
        lambda: plots.plot_guard_odds(observation, 1, language=language),
        lambda: plots.plot_copies_left(observation, Card.GUARD, language=language),
        lambda: plots.plot_belief(belief(observation), observation, language=language),
        lambda: plots.plot_outcomes({"Ann": (0.5, 0.4, 0.6)}, language=language),
        lambda: plots.plot_belief_over_time([(1, {Card.GUARD: 0.5})], language=language),
    ]
    figures = len(plt.get_fignums())
    for call in calls:
        with pytest.raises(IllegalAction) as error:
            call()
        assert error.value.code == "BAD_OPTION"
    assert len(plt.get_fignums()) == figures  # refused before any figure is made


def test_a_plot_reads_a_language_as_naming_does():
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from lovelet import plots

    observation = Round.deal(REVISED, players=NAMES, seed=4).observation(0)
    ax = plots.plot_unseen_values(observation, language="Deutsch")
    assert ax.get_title() == text("plot_unseen_title", "de")
    plt.close(ax.figure)
