"""Narration: events told as sentences in English, French and German, without leaks.

* Every event kind the engine writes (docs/rules.md C, "Events"; lovelet/events.py) is told
  in en, fr and de without an error, a leftover ``{placeholder}`` or an untranslated
  card name: many random rounds of both editions and every player count, with and
  without reveal_drawn, plus staged positions for the rare cases (a Chancellor that
  draws 1 or 0 cards, a Prince that takes the set-aside card).
* A player's narration (``narrate(rnd.observation(p).events, ...)``) names no card that
  player may not know: in staged positions where an opponent secretly holds the
  Princess, public moves never let "Princess" / "Princesse" / "Prinzessin" into it,
  while the narrations of those who see the card do name it; over random rounds,
  every card named in a sentence is one the event shows to that player.
* The sentences for a Guard hit and miss, a Baron tie and loss, a Prince, a Priest, a
  Chancellor and a King, as the players involved and the others see them.
* An unknown language is IllegalAction BAD_OPTION (docs/rules.md D).
"""

import random
import re
from collections.abc import Mapping

import pytest

from lovelet import CLASSIC, REVISED, Card, ChancellorReturn, IllegalAction, Play, Round
from lovelet.agents import RandomAgent
from lovelet.text.i18n import card_name, card_with_article
from lovelet.text.narration import describe, narrate

LANGUAGES = ("en", "fr", "de")
NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eve", "Fay")
SIZES = [(edition, players) for edition in (REVISED, CLASSIC)
         for players in range(edition.min_players, edition.max_players + 1)]
# Every kind documented in lovelet/events.py, and the two a staged position adds.
EVENT_KINDS = {"deal", "set_aside", "face_up", "deck", "protection_ends", "draw", "play",
               "guard", "priest", "baron", "protected", "prince", "chancellor_draw",
               "chancellor_return", "king", "eliminated", "round_end", "position", "hand"}
PRINCESS_NAMES = [card_name(Card.PRINCESS, language) for language in LANGUAGES]
assert PRINCESS_NAMES == ["Princess", "Princesse", "Prinzessin"]


def random_round(edition, players, seed, reveal_drawn=False):
    rng = random.Random(seed)
    rnd = Round.deal(edition, players, rng=rng, reveal_drawn=reveal_drawn)
    agent = RandomAgent()
    while not rnd.is_over:
        rnd.apply(agent.choose(rnd.observation(rnd.current_player), rng))
    return rnd


def staged_rare_rounds(position):
    """Finished rounds with the cases random play seldom reaches."""
    rounds = []
    # A Chancellor with one card left in the deck: draw 1, return 1 (docs/rules.md A9.7).
    rnd = position([[Card.CHANCELLOR, Card.GUARD], [Card.PRIEST]], deck=[Card.BARON], dump=1)
    rnd.apply(Play(Card.CHANCELLOR))
    rnd.apply(ChancellorReturn(keep=Card.GUARD, bottom=(Card.BARON,)))
    rnd.apply(Play(Card.BARON, target=0))
    rounds.append(rnd)
    # A Chancellor with an empty deck: nothing drawn, the round ends (A9.7, A11.2).
    rnd = position([[Card.CHANCELLOR, Card.GUARD], [Card.PRIEST]], deck=[], dump=1)
    rnd.apply(Play(Card.CHANCELLOR))
    rounds.append(rnd)
    # A Prince with an empty deck: the target takes the set-aside card (A9.6.2).
    rnd = position([[Card.PRINCE, Card.GUARD], [Card.PRIEST]], deck=[], dump=1,
                   set_aside=Card.COUNTESS, face_up=[Card.PRINCESS, Card.SPY, Card.SPY])
    rnd.apply(Play(Card.PRINCE, target=1))
    rounds.append(rnd)
    # A Handmaid whose protection ends, a staged 4-player round played out.
    rnd = position([[Card.HANDMAID, Card.GUARD], [Card.PRIEST], [Card.BARON], [Card.SPY]])
    rng = random.Random(4)
    while not rnd.is_over:
        rnd.apply(RandomAgent().choose(rnd.observation(rnd.current_player), rng))
    rounds.append(rnd)
    return rounds


def all_views(rnd):
    """The full log, then each seat's view of it."""
    yield None, rnd.events
    for seat in range(rnd.players):
        yield seat, rnd.observation(seat).events


def foreign_card_names(language):
    """Card names of the other languages that differ from this language's name."""
    own = {card_name(card, language) for card in Card}
    return {card_name(card, other) for card in Card for other in LANGUAGES
            if other != language} - own


def words_of(sentence):
    return set(re.findall(r"\w+", sentence))


def check_sentence(sentence, event, language):
    assert isinstance(sentence, str)
    assert "{" not in sentence and "}" not in sentence, sentence
    if sentence:
        assert sentence != event.kind, f"{event.kind} is not narrated"
        assert sentence.rstrip()[-1] == ".", sentence
        assert not words_of(sentence) & foreign_card_names(language), (language, sentence)
    else:
        # Only a staged hand someone else holds has nothing to tell.
        assert event.kind == "hand" and event.secret is None


def test_every_event_kind_is_told_in_every_language(position):
    kinds = set()
    rounds = [random_round(edition, players, seed, reveal_drawn=seed % 2 == 1)
              for edition, players in SIZES for seed in range(6)]
    rounds += staged_rare_rounds(position)
    for rnd in rounds:
        for _, events in all_views(rnd):
            for event in events:
                kinds.add(event.kind)
                for language in LANGUAGES:
                    check_sentence(describe(event, NAMES, language), event, language)
            for language in LANGUAGES:
                told = narrate(events, NAMES, language)
                assert len(told) == sum(1 for event in events if describe(event, NAMES, language))
    assert kinds == EVENT_KINDS


def test_the_sentences_of_a_round_use_the_names_given():
    rnd = random_round(REVISED, 3, seed=2)
    names = ("Zoé", "Jürgen", "Mary")
    for language in LANGUAGES:
        text = " ".join(narrate(rnd.events, names, language))
        assert all(name in text for name in names)
        assert "Player" not in text


# ---------------------------------------------------------------------- no leaks


def assert_hidden(narration):
    text = " ".join(narration)
    for name in PRINCESS_NAMES:
        assert name not in text, text


def assert_told(narration, language):
    assert card_name(Card.PRINCESS, language) in " ".join(narration)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_hidden_princess_never_reaches_an_opponents_narration(position, language):
    # Ben secretly holds the Princess. Public moves: a Guard missing on Cleo, a
    # Handmaid, a Priest and a Baron tie between Cleo and Ann (secrets not Ben's).
    rnd = position([[Card.GUARD, Card.HANDMAID], [Card.PRINCESS], [Card.BARON],
                    [Card.GUARD]],
                   top=[Card.HANDMAID, Card.PRIEST, Card.SPY, Card.BARON, Card.KING])
    rnd.apply(Play(Card.GUARD, target=2, guess=Card.PRIEST))  # Ann: miss
    rnd.apply(Play(Card.HANDMAID))  # Ben keeps the Princess
    rnd.apply(Play(Card.PRIEST, target=0))  # Cleo sees Ann's Handmaid
    rnd.apply(Play(Card.SPY))  # Dan
    rnd.apply(Play(Card.HANDMAID))  # Ann keeps the Baron she drew
    assert rnd.hand(1)[0] is Card.PRINCESS and not rnd.is_over
    for seat in (0, 2, 3):
        assert_hidden(narrate(rnd.observation(seat).events, NAMES, language))
    assert_told(narrate(rnd.observation(1).events, NAMES, language), language)
    assert_told(narrate(rnd.events, NAMES, language), language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_princess_seen_privately_is_told_only_to_those_who_saw_it(position, language):
    # Ann's Priest sees Ben's Princess: only Ann (and Ben) may read it.
    rnd = position([[Card.PRIEST, Card.GUARD], [Card.PRINCESS], [Card.BARON]],
                   top=[Card.KING, Card.SPY, Card.GUARD])
    rnd.apply(Play(Card.PRIEST, target=1))
    assert_told(narrate(rnd.observation(0).events, NAMES, language), language)
    assert_hidden(narrate(rnd.observation(2).events, NAMES, language))
    # Ben gives the Princess to Cleo with the King: Ben and Cleo know, Ann knows only
    # that Ben and Cleo exchanged (her old knowledge is her own deduction).
    rnd.apply(Play(Card.KING, target=2))
    assert rnd.hand(2)[0] is Card.PRINCESS
    cleo = narrate(rnd.observation(2).events, NAMES, language)
    assert_told(cleo, language)
    ann = narrate(rnd.observation(0).events, NAMES, language)
    assert sum(card_name(Card.PRINCESS, language) in sentence for sentence in ann) == 1


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_baron_against_the_princess_is_told_only_to_the_two_players(position, language):
    # Ann's Baron (kept with a Guard) loses to Ben's Princess: Ann is out, her Guard
    # becomes public, the Princess stays Ben's and Ann's secret.
    rnd = position([[Card.BARON, Card.GUARD], [Card.PRINCESS], [Card.PRIEST]],
                   top=[Card.SPY, Card.SPY])
    rnd.apply(Play(Card.BARON, target=1))
    assert rnd.eliminated == {0}
    assert_hidden(narrate(rnd.observation(2).events, NAMES, language))
    assert_told(narrate(rnd.observation(0).events, NAMES, language), language)
    assert_told(narrate(rnd.observation(1).events, NAMES, language), language)


@pytest.mark.parametrize("edition,players", SIZES)
def test_a_players_narration_names_only_cards_shown_to_them(edition, players):
    """Card by card: a sentence of p's view names only cards in that event's public
    details, or in its secret when p is one of those who see it."""
    word = {language: {card: card_name(card, language) for card in edition.cards}
            for language in LANGUAGES}
    # Cards a sentence names as part of its fixed wording, not as information.
    wording = {"play": {Card.GUARD}, "protected": {Card.HANDMAID},
               "protection_ends": {Card.HANDMAID}, "chancellor_draw": {Card.CHANCELLOR},
               "round_end": {Card.SPY}}
    for seed in range(6):
        rnd = random_round(edition, players, seed, reveal_drawn=seed % 2 == 0)
        for seat in range(players):
            for event in rnd.observation(seat).events:
                secret = event.secret if event.seen_by is not None and seat in event.seen_by else None
                shown = cards_in(event.details) | cards_in(secret) | wording.get(event.kind, set())
                for language in LANGUAGES:
                    named = words_of(describe(event, NAMES, language))
                    for card in edition.cards:
                        if card not in shown:
                            assert word[language][card] not in named, (seat, event, language)


def cards_in(value):
    """Every card inside a value of an event (nested tuples, lists and dicts)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, Mapping):  # event details are read-only mappings
        return set().union(*(cards_in(item) for item in value.values()), set())
    if isinstance(value, (tuple, list, set, frozenset)):
        return set().union(*(cards_in(item) for item in value), set())
    return set()


# ---------------------------------------------------------------------- specific sentences


def told(rnd, viewer=None, language="en", since=0):
    """The sentences of the events after index ``since``, as ``viewer`` sees them
    (None: the full log)."""
    events = rnd.events if viewer is None else rnd.observation(viewer).events
    return narrate(events[since:], NAMES, language)


def test_guard_hit_and_miss(position):
    rnd = position([[Card.GUARD, Card.GUARD], [Card.PRIEST], [Card.BARON]],
                   top=[Card.SPY, Card.SPY, Card.HANDMAID])
    start = len(rnd.events)
    rnd.apply(Play(Card.GUARD, target=2, guess=Card.KING))
    assert told(rnd, 1, since=start)[:2] == [
        "Ann plays the Guard on Cleo and names the King.",
        "Wrong guess: Cleo does not hold the King.",
    ]
    rnd = position([[Card.GUARD, Card.GUARD], [Card.PRIEST], [Card.BARON]],
                   top=[Card.SPY, Card.SPY, Card.HANDMAID])
    start = len(rnd.events)
    rnd.apply(Play(Card.GUARD, target=1, guess=Card.PRIEST))
    assert told(rnd, 2, since=start)[:3] == [
        "Ann plays the Guard on Ben and names the Priest.",
        "Right guess: Ben held the Priest.",
        "Ben is out of the round and discards the Priest.",
    ]
    for language in ("fr", "de"):
        hit = told(rnd, 2, language, since=start)[1]
        assert "Ben" in hit and card_name(Card.PRIEST, language) in hit


def test_baron_tie_and_loss_told_to_the_players_and_to_the_others(position):
    rnd = position([[Card.BARON, Card.PRIEST], [Card.PRIEST], [Card.GUARD]],
                   top=[Card.SPY, Card.SPY, Card.HANDMAID])
    start = len(rnd.events)
    rnd.apply(Play(Card.BARON, target=1))
    tie = "Ann and Ben compare cards: a tie, nobody is out."
    assert told(rnd, 2, since=start)[1] == tie
    for seat in (0, 1):
        assert told(rnd, seat, since=start)[1] == tie + " Ann holds the Priest, Ben the Priest."

    rnd = position([[Card.BARON, Card.KING], [Card.PRIEST], [Card.GUARD]],
                   top=[Card.SPY, Card.SPY, Card.HANDMAID])
    start = len(rnd.events)
    rnd.apply(Play(Card.BARON, target=1))
    out = "Ann and Ben compare cards: Ben has the lower card."
    assert told(rnd, 2, since=start)[1:3] == [out, "Ben is out of the round and discards the Priest."]
    assert told(rnd, 0, since=start)[1] == out + " Ann holds the King, Ben the Priest."
    assert "König" in told(rnd, 1, "de", since=start)[1]
    assert "König" not in told(rnd, 2, "de", since=start)[1]


def test_prince_told_with_the_replacement_card_only_to_its_target(position):
    rnd = position([[Card.PRINCE, Card.GUARD], [Card.PRIEST], [Card.BARON]],
                   top=[Card.HANDMAID, Card.SPY])
    start = len(rnd.events)
    rnd.apply(Play(Card.PRINCE, target=1))
    public = ["Ann plays the Prince on Ben.", "Ben discards the Priest."]
    assert told(rnd, 1, since=start)[:3] == public + ["Ben draws the Handmaid."]
    assert told(rnd, 2, since=start)[:3] == public + ["Ben draws a card."]
    assert told(rnd, 0, since=start)[:3] == public + ["Ben draws a card."]


def test_prince_on_an_empty_deck_takes_the_set_aside_card(position):
    rnd = position([[Card.PRINCE, Card.GUARD], [Card.PRIEST]], deck=[], dump=1,
                   set_aside=Card.COUNTESS, face_up=[Card.PRINCESS, Card.SPY, Card.SPY])
    start = len(rnd.events)
    rnd.apply(Play(Card.PRINCE, target=1))
    assert told(rnd, 1, since=start)[2] == "Ben takes the set-aside card: the Countess."
    assert told(rnd, 0, since=start)[2] == "Ben takes the set-aside card."
    # Once the round is over, the showdown shows the hands to everyone.
    assert "Ben holds the Countess" in told(rnd, 0, since=start)[-1]


def test_priest_seen_and_unseen(position):
    rnd = position([[Card.PRIEST, Card.GUARD], [Card.KING], [Card.BARON]],
                   top=[Card.SPY])
    start = len(rnd.events)
    rnd.apply(Play(Card.PRIEST, target=2))
    assert told(rnd, 0, since=start)[:2] == ["Ann plays the Priest on Cleo.",
                                              "Ann looks at Cleo's card: the Baron."]
    assert told(rnd, 1, since=start)[1] == "Ann looks at Cleo's card."
    assert told(rnd, 2, since=start)[1] == "Ann looks at Cleo's card."


def test_chancellor_seen_by_its_player_and_counted_for_the_others(position):
    rnd = position([[Card.CHANCELLOR, Card.KING], [Card.PRIEST], [Card.BARON]],
                   top=[Card.GUARD, Card.SPY, Card.HANDMAID])
    start = len(rnd.events)
    rnd.apply(Play(Card.CHANCELLOR))
    rnd.apply(ChancellorReturn(keep=Card.KING, bottom=(Card.SPY, Card.GUARD)))
    mine = told(rnd, 0, since=start)
    assert mine[:3] == ["Ann plays the Chancellor.",
                        "Ann draws the Guard and the Spy with the Chancellor.",
                        "Ann keeps the King and puts the Spy and the Guard under the deck."]
    theirs = told(rnd, 1, since=start)
    assert theirs[:3] == ["Ann plays the Chancellor.",
                          "Ann draws 2 cards with the Chancellor.",
                          "Ann puts 2 cards under the deck."]
    for language in ("fr", "de"):
        assert card_name(Card.SPY, language) in " ".join(told(rnd, 0, language, since=start)[1:3])
        assert card_name(Card.SPY, language) not in " ".join(told(rnd, 2, language, since=start)[1:3])


def test_chancellor_with_one_card_and_with_none(position):
    rnd = position([[Card.CHANCELLOR, Card.GUARD], [Card.PRIEST]], deck=[Card.BARON], dump=1)
    start = len(rnd.events)
    rnd.apply(Play(Card.CHANCELLOR))
    rnd.apply(ChancellorReturn(keep=Card.GUARD, bottom=(Card.BARON,)))
    assert told(rnd, 1, since=start)[1:3] == ["Ann draws 1 card with the Chancellor.",
                                              "Ann puts 1 card under the deck."]
    assert told(rnd, 0, since=start)[1:3] == ["Ann draws the Baron with the Chancellor.",
                                              "Ann keeps the Guard and puts the Baron under the deck."]
    rnd = position([[Card.CHANCELLOR, Card.GUARD], [Card.PRIEST]], deck=[], dump=1)
    start = len(rnd.events)
    rnd.apply(Play(Card.CHANCELLOR))
    assert told(rnd, 1, since=start)[1] == "The deck is empty: Ann's Chancellor draws nothing."


def test_king_seen_by_both_players_and_not_by_the_others(position):
    rnd = position([[Card.KING, Card.HANDMAID], [Card.PRIEST], [Card.BARON]],
                   top=[Card.SPY])
    start = len(rnd.events)
    rnd.apply(Play(Card.KING, target=1))
    seen = "Ann gives the Handmaid to Ben and receives the Priest."
    assert told(rnd, 0, since=start)[:2] == ["Ann plays the King on Ben.", seen]
    assert told(rnd, 1, since=start)[1] == seen
    assert told(rnd, 2, since=start)[1] == "Ann and Ben exchange their cards."
    for language in ("fr", "de"):
        assert card_name(Card.HANDMAID, language) in told(rnd, 1, language, since=start)[1]
        assert card_name(Card.HANDMAID, language) not in told(rnd, 2, language, since=start)[1]


def test_round_end_tells_the_showdown_the_winners_and_the_spy_bonus(position):
    # Ann drew the last card; she plays her Spy and keeps the King: showdown, King (7)
    # beats Priest (2), and Ann is the only survivor with a Spy (A12, A13). The cards
    # not named go to Cleo, who is out.
    rnd = position([[Card.SPY, Card.KING], [Card.PRIEST], []], deck=[], dump=2, eliminated={2})
    rnd.apply(Play(Card.SPY))
    assert rnd.is_over and rnd.winners == (0,)
    end = told(rnd, 1)[-1]
    assert "Ann holds the King" in end and "Ben holds the Priest" in end
    assert "Ann wins." in end and "Ann gains a favor for the Spy." in end


# ---------------------------------------------------------------------- languages


@pytest.mark.parametrize("language", ["es", "xx", "", None, ["en"], ("fr",), 3, b"en"])
def test_an_unknown_language_is_refused(language):
    rnd = random_round(REVISED, 2, seed=1)
    for call in (lambda: describe(rnd.events[0], NAMES, language),
                 lambda: narrate(rnd.events, NAMES, language),
                 lambda: narrate([], NAMES, language)):
        with pytest.raises(IllegalAction) as caught:
            call()
        assert caught.value.code == "BAD_OPTION"
        assert "'en'" in caught.value.message


def test_english_is_the_default_language():
    rnd = random_round(CLASSIC, 3, seed=3)
    assert narrate(rnd.events, NAMES) == narrate(rnd.events, NAMES, "en")
    assert narrate(rnd.events, NAMES, "fr") != narrate(rnd.events, NAMES, "en")
    assert narrate(rnd.events, NAMES, "de") != narrate(rnd.events, NAMES, "fr")


@pytest.mark.parametrize("alias, language", [("EN", "en"), ("English", "en"), ("FR", "fr"),
                                             ("français", "fr"), ("Deutsch", "de"), (" de ", "de")])
def test_a_language_may_be_named_as_lovelet_naming_reads_it(alias, language):
    rnd = random_round(REVISED, 3, seed=4)
    assert narrate(rnd.events, NAMES, alias) == narrate(rnd.events, NAMES, language)


# ---------------------------------------------------------------------- grammar
#
# Card names carry their definite article, declined as the sentence needs it
# (lovelet.text.i18n.card_with_article): "le Prêtre", "l'Espionne"; "den Priester", "den
# Prinzen", "die Wächterin".

FRENCH_ARTICLES = {
    Card.SPY: "l'Espionne", Card.GUARD: "le Garde", Card.PRIEST: "le Prêtre",
    Card.BARON: "le Baron", Card.HANDMAID: "la Servante", Card.PRINCE: "le Prince",
    Card.CHANCELLOR: "le Chancelier", Card.KING: "le Roi", Card.COUNTESS: "la Comtesse",
    Card.PRINCESS: "la Princesse",
}
GERMAN_ACCUSATIVES = {
    Card.SPY: "die Spionin", Card.GUARD: "die Wächterin", Card.PRIEST: "den Priester",
    Card.BARON: "den Baron", Card.HANDMAID: "die Zofe", Card.PRINCE: "den Prinzen",
    Card.CHANCELLOR: "den Kanzler", Card.KING: "den König", Card.COUNTESS: "die Gräfin",
    Card.PRINCESS: "die Prinzessin",
}
# The forms of every German card name in a sentence: the article decides the case.
GERMAN_FORMS = {card: {"Prinz", "Prinzen"} if card is Card.PRINCE else {card_name(card, "de")}
                for card in Card}
MASCULINE = {Card.PRIEST, Card.BARON, Card.PRINCE, Card.CHANCELLOR, Card.KING}
# English words that must not be left in a French or German sentence.
ENGLISH_WORDS = {"the", "and", "is", "of", "plays", "draws", "holds", "held", "card", "cards",
                 "deck", "with", "out", "round", "wins", "win", "guess", "discards", "names",
                 "looks", "takes", "under", "puts", "keeps", "gives", "receives", "nobody",
                 "favor", "game", "over", "set", "aside", "does", "not", "hold", "their"}


def guard_miss_on_ann(position, guess=Card.PRIEST):
    """Ben's Guard names ``guess`` against Ann, who holds another card: a miss."""
    held = Card.KING if guess is Card.BARON else Card.BARON
    rnd = position([[held], [Card.GUARD, Card.HANDMAID], [Card.COUNTESS]],
                   top=[Card.SPY, Card.SPY], active=1)
    start = len(rnd.events)
    rnd.apply(Play(Card.GUARD, target=0, guess=guess))
    return rnd, start


@pytest.mark.parametrize("language, sentences", [
    ("en", ["Ben plays the Guard on Ann and names the Priest.",
            "Wrong guess: Ann does not hold the Priest."]),
    ("fr", ["Ben joue le Garde sur Ann et annonce le Prêtre.",
            "Raté\u00a0: Ann n'a pas le Prêtre."]),
    ("de", ["Ben spielt die Wächterin gegen Ann und nennt den Priester.",
            "Falsch geraten: Ann hat nicht den Priester."]),
])
def test_a_guard_miss_reads_well_in_every_language(position, language, sentences):
    rnd, start = guard_miss_on_ann(position)
    for viewer in (None, 0, 1, 2):
        assert told(rnd, viewer, language, since=start)[:2] == sentences


@pytest.mark.parametrize("card", [card for card in REVISED.cards if card is not Card.GUARD])
def test_a_guard_miss_names_every_card_with_its_article(position, card):
    rnd, start = guard_miss_on_ann(position, guess=card)
    assert told(rnd, 2, "fr", since=start)[1] == f"Raté\u00a0: Ann n'a pas {FRENCH_ARTICLES[card]}."
    assert told(rnd, 2, "de", since=start)[1] == f"Falsch geraten: Ann hat nicht {GERMAN_ACCUSATIVES[card]}."
    assert told(rnd, 2, "en", since=start)[1] == f"Wrong guess: Ann does not hold the {card.label()}."


def test_the_article_helper_declines_every_card():
    for card in Card:
        assert card_with_article(card, "en") == f"the {card.label()}"
        for case in ("nom", "acc"):
            assert card_with_article(card, "fr", case) == FRENCH_ARTICLES[card]
        assert card_with_article(card, "de", "acc") == GERMAN_ACCUSATIVES[card]
    assert card_with_article(Card.PRIEST, "de") == "der Priester"
    assert card_with_article(Card.PRINCE, "de", "nom") == "der Prinz"
    assert card_with_article(Card.PRINCE, "de", "dat") == "dem Prinzen"
    assert card_with_article(Card.PRINCE, "de", "gen") == "des Prinzen"
    assert card_with_article(Card.KING, "de", "gen") == "des Königs"
    assert card_with_article(Card.GUARD, "de", "dat") == "der Wächterin"
    assert card_with_article(Card.KING, "fr", "dat") == "au Roi"
    assert card_with_article(Card.SPY, "fr", "gen") == "de l'Espionne"
    assert card_with_article(Card.HANDMAID, "fr", "gen") == "de la Servante"
    assert card_with_article("Wächterin", "fr") == "le Garde"  # a card's name is a card
    for bad in (["en"], None, "xx"):
        with pytest.raises(IllegalAction) as caught:
            card_with_article(Card.GUARD, bad)
        assert caught.value.code == "BAD_OPTION"
    with pytest.raises(IllegalAction) as caught:
        card_with_article(Card.GUARD, "de", "ablative")
    assert caught.value.code == "BAD_OPTION"


def test_a_prince_and_an_elimination_name_the_discarded_card_with_its_article(position):
    rnd = position([[Card.PRINCE, Card.GUARD], [Card.CHANCELLOR], [Card.BARON]],
                   top=[Card.HANDMAID, Card.SPY])
    start = len(rnd.events)
    rnd.apply(Play(Card.PRINCE, target=1))
    assert told(rnd, 2, since=start)[1] == "Ben discards the Chancellor."
    assert told(rnd, 2, "fr", since=start)[1] == "Ben défausse le Chancelier."
    assert told(rnd, 2, "de", since=start)[1] == "Ben legt den Kanzler ab."
    rnd = position([[Card.PRINCE, Card.GUARD], [Card.PRINCESS], [Card.BARON]],
                   top=[Card.HANDMAID, Card.SPY])
    start = len(rnd.events)
    rnd.apply(Play(Card.PRINCE, target=1))
    assert told(rnd, 2, since=start)[1:3] == ["Ben discards the Princess.", "Ben is out of the round."]
    assert told(rnd, 2, "fr", since=start)[1:3] == ["Ben défausse la Princesse.", "Ben quitte la manche."]
    assert told(rnd, 2, "de", since=start)[1:3] == ["Ben legt die Prinzessin ab.",
                                                    "Ben scheidet aus der Runde aus."]
    # A Guard's hit: the card held is discarded with the player.
    rnd = position([[Card.GUARD, Card.GUARD], [Card.PRIEST], [Card.BARON]],
                   top=[Card.SPY, Card.SPY, Card.HANDMAID])
    start = len(rnd.events)
    rnd.apply(Play(Card.GUARD, target=1, guess=Card.PRIEST))
    assert told(rnd, 2, since=start)[1:3] == ["Right guess: Ben held the Priest.",
                                              "Ben is out of the round and discards the Priest."]
    assert told(rnd, 2, "fr", since=start)[1:3] == ["Bien vu\u00a0: Ben avait le Prêtre.",
                                                    "Ben quitte la manche et défausse le Prêtre."]
    assert told(rnd, 2, "de", since=start)[1:3] == [
        "Richtig geraten: Ben hatte den Priester.",
        "Ben scheidet aus der Runde aus und legt den Priester ab."]


def test_a_prince_on_the_prince_declines_it_in_german(position):
    rnd = position([[Card.PRINCE, Card.GUARD], [Card.PRINCE], [Card.BARON]],
                   top=[Card.HANDMAID, Card.SPY])
    start = len(rnd.events)
    rnd.apply(Play(Card.PRINCE, target=1))
    assert told(rnd, 2, "de", since=start)[:2] == ["Ann spielt den Prinzen gegen Ben.",
                                                   "Ben legt den Prinzen ab."]


def test_french_elides_de_before_a_vowel(position):
    rnd = position([[Card.KING], [Card.BARON], [Card.PRIEST, Card.GUARD]], top=[Card.SPY],
                   active=2)
    start = len(rnd.events)
    rnd.apply(Play(Card.PRIEST, target=0))
    assert told(rnd, 1, "fr", since=start)[1] == "Cleo regarde la carte d'Ann."
    assert told(rnd, 2, "fr", since=start)[1] == "Cleo regarde la carte d'Ann\u00a0: le Roi."


def sentences_by_kind(position):
    """{kind: set of (language, sentence)} over many rounds, every view."""
    found = {}
    rounds = [random_round(edition, players, seed, reveal_drawn=seed % 2 == 1)
              for edition, players in SIZES for seed in range(4)]
    rounds += staged_rare_rounds(position)
    for rnd in rounds:
        for _, events in all_views(rnd):
            for event in events:
                for language in LANGUAGES:
                    sentence = describe(event, NAMES, language)
                    if sentence:
                        found.setdefault(event.kind, set()).add((language, sentence))
    return found


def test_every_event_kind_has_a_french_and_a_german_sentence_without_english(position):
    found = sentences_by_kind(position)
    assert set(found) == EVENT_KINDS
    for kind, sentences in found.items():
        for language in ("fr", "de"):
            told_here = [sentence for lang, sentence in sentences if lang == language]
            assert told_here, (kind, language)
            for sentence in told_here:
                assert " the " not in f" {sentence} ", sentence
                assert not words_of(sentence) & ENGLISH_WORDS, (kind, sentence)


def test_every_card_in_a_sentence_has_its_article(position):
    """English "the Priest" (or "Ann's Handmaid"), French "le/la/l'", German der/die/
    den/dem/des agreeing with the card's gender, and "Prinzen" after den/dem/des."""
    found = sentences_by_kind(position)
    for kind, sentences in found.items():
        for language, sentence in sentences:
            for card in Card:
                if language == "en":
                    for match in re.finditer(rf"(\S+) {card.label()}\b", sentence):
                        assert match.group(1) == "the" or match.group(1).endswith("'s"), sentence
                elif language == "fr":
                    name = card_name(card, "fr")
                    article = "l'" if card is Card.SPY else "le " if card in MASCULINE | {Card.GUARD} \
                        else "la "
                    for match in re.finditer(rf"(\S+ |\S*')(?={name}\b)", sentence):
                        assert match.group(1).lower() == article, sentence
                else:
                    for form in GERMAN_FORMS[card]:
                        for match in re.finditer(rf"(\S+) {form}\b", sentence):
                            article = match.group(1)
                            if card in MASCULINE:
                                assert article in ("der", "den", "dem", "des"), sentence
                                if card is Card.PRINCE:
                                    assert (form == "Prinz") == (article == "der"), sentence
                            else:
                                assert article in ("die", "der"), sentence
