"""``play.ipynb`` served by Voilà and played in Chromium: the Setup, then the Table.

Each test opens the page, fills the Setup as a person would (the seed makes the game
the same every time) and plays by clicking.  What the page should show is computed
here from the same seed with the engine (the hands dealt, the engine's sentence for a
refused move), never written down by hand.
"""

import re

import pytest

from lovelet import REVISED, Card, Game, IllegalAction, Play
from lovelet.text.i18n import card_name, text
from lovelet.display.svg import card_alt
from lovelet.widgets import TableController
from lovelet.widgets.table_view import say

from .table_page import (HAND, LOG_ITEMS, STRICT, card_button, choose_first, click, decision, expect, hand_labels,
                         hand_names, in_view, log_sentences, open_play, play_any, round_over, set_up, start,
                         wait_for_hand, wait_for_log_longer_than, wait_for_my_turn_or_round_over,
                         wait_for_play_panel)

NAMES = [f"{text('player', 'en')} {seat}" for seat in (1, 2, 3)]  # the Setup's default names
HOSTILE = "<img src=x onerror=alert(1)>"
NO_EFFECT = (Card.HANDMAID, Card.COUNTESS, Card.SPY)  # played without a target, changing no other hand


def first_seed(names, condition, limit=2000):
    """The smallest seed whose new game (revised edition, ``names``) satisfies ``condition``."""
    for seed in range(limit):
        game = Game(REVISED, list(names), seed=seed)
        if condition(game):
            return seed, game
    raise AssertionError("no seed up to {limit} deals the position this test needs")


def alts(cards, language="en"):
    return [card_alt(card, REVISED, language) for card in cards]


def wait_for_text(page, selector, expected):
    page.locator(selector, has_text=expected).first.wait_for()


def test_a_whole_round_is_played_by_clicking_and_an_illegal_move_is_refused(page, voila_url):
    seed, game = first_seed(NAMES, lambda g: g.round.current_player == 0 and Card.GUARD in g.round.hand(0))
    target = 1
    try:
        game.round.apply(Play(Card.GUARD, target=target), player=0)
    except IllegalAction as refusal:
        assert refusal.code == "GUESS_REQUIRED"
    else:
        raise AssertionError("the engine took a Guard with no guess")

    open_play(page, voila_url)
    set_up(page, seed=seed)
    start(page)
    assert wait_for_my_turn_or_round_over(page)
    decision(page)
    # The hand is drawn as SVG cards with their names.
    wait_for_hand(page, alts(game.round.hand(0)))
    assert hand_names(page) == [card_name(card, "en") for card in game.round.hand(0)]
    board = page.locator(".lovelet-board").inner_html()
    before = log_sentences(page)
    assert before, "the round starts with its setup in the log"

    # A Guard aimed at a player but naming no card: Play waits and says what is missing.
    card_button(page, card_name(Card.GUARD, "en")).click()
    wait_for_play_panel(page, Card.GUARD)
    page.locator(".lovelet-target:visible select").select_option(label=NAMES[target])
    wait_for_text(page, ".lovelet-table .lovelet-play-note", text("table_choose_guess", "en"))
    assert page.locator(".lovelet-play:visible").is_disabled()
    assert log_sentences(page) == before
    assert hand_labels(page) == alts(game.round.hand(0))
    assert page.locator(".lovelet-board").inner_html() == board

    # Naming a card plays the Guard: the log grows.
    choose_first(page, ".lovelet-guess")
    page.locator(".lovelet-play:visible:not([disabled])").click()
    after = wait_for_log_longer_than(page, len(before))
    assert after[:len(before)] == before
    assert NAMES[0] in after[len(before)]
    assert page.locator(".lovelet-table .lovelet-error").inner_text().strip() == ""

    # The rest of the round: the bots move by themselves, the person clicks.
    every_card = set(alts(REVISED.cards))
    for _ in range(40):
        if not wait_for_my_turn_or_round_over(page):
            break
        decision(page)
        labels = hand_labels(page)
        assert len(labels) in (2, 3) and set(labels) <= every_card
        count = len(log_sentences(page))
        play_any(page, avoid=[card_name(Card.PRINCESS, "en")])
        wait_for_log_longer_than(page, count)
    else:
        raise AssertionError("the round did not end")
    round_over(page).wait_for()
    log = log_sentences(page)
    assert len(log) > len(after)
    assert any(NAMES[1] in sentence for sentence in log) and any(NAMES[2] in sentence for sentence in log)
    page.locator(".lovelet-next-round:visible").wait_for()
    assert page.dialogs == []


def test_a_card_the_rules_forbid_shows_the_engines_reason(page, voila_url):
    seed, game = first_seed(NAMES, lambda g: g.round.current_player == 0 and Card.COUNTESS in g.round.hand(0)
                            and {Card.KING, Card.PRINCE} & set(g.round.hand(0)))
    forced = next(card for card in game.round.hand(0) if card in (Card.KING, Card.PRINCE))
    choice = next(item for item in TableController(game).choices["cards"] if item["card"] == forced.name)
    assert choice["code"] == "COUNTESS_FORCED"
    said = f"Tu dois jouer la Comtesse : tu as le {card_name(forced, 'fr')} en main."

    open_play(page, voila_url)
    set_up(page, seed=seed, language="fr")
    start(page)
    assert wait_for_my_turn_or_round_over(page, "fr")
    decision(page, "fr")
    # Why, on request only: the "why not?" control beside the hand.
    reasons = page.locator(".lovelet-card-reason", has_text=said)
    assert reasons.count() == 0
    page.locator(".lovelet-why-not-hand:visible", has_text=text("table_why_not", "fr")).click()
    reasons.wait_for()
    # A click on the forbidden card: the refusal beside the Play button, said to the person.
    card_button(page, card_name(forced, "fr")).click()
    wait_for_text(page, ".lovelet-table .lovelet-play-note", say("table_refused", "fr", reason=said))
    assert page.locator(".lovelet-play:visible").is_disabled()
    card_button(page, card_name(Card.COUNTESS, "fr")).click()
    page.locator(".lovelet-play:visible:not([disabled])").wait_for()


def test_hot_seat_hides_each_hand_until_its_player_reveals_it(page, voila_url):
    names = [HOSTILE, "Ben"]

    def suits(game):
        rnd = game.round
        first = rnd.current_player
        if not set(NO_EFFECT) & set(rnd.hand(first)):
            return False
        after = game.clone()
        after.round.apply(Play(next(card for card in rnd.hand(first) if card in NO_EFFECT)), player=first)
        second = after.round.current_player
        seen = set(rnd.hand(first)) | set(after.round.observation(first).face_up)
        seen |= {card for pile in after.round.observation(first).discards for card in pile}
        return not seen & set(after.round.hand(second))

    seed, game = first_seed(names, suits)
    rnd = game.round
    first = rnd.current_player
    played = next(card for card in rnd.hand(first) if card in NO_EFFECT)
    after = game.clone()
    after.round.apply(Play(played), player=first)
    second = after.round.current_player
    secret = {card.value for card in after.round.hand(second)}  # the data-card of their faces

    open_play(page, voila_url)
    set_up(page, players=2, seats=["person", "person"], names=names, seed=seed)
    start(page)
    reveal = page.locator(".lovelet-reveal:visible")
    reveal.wait_for()
    # The hostile name is text, not markup.
    hidden_note = say("table_hidden_hand", "en", name=names[first])
    wait_for_text(page, ".lovelet-hot-seat", hidden_note)
    assert page.locator("img[src='x']").count() == 0
    assert hand_labels(page) == []

    reveal.click()
    page.locator(".lovelet-confirm-reveal:visible").click()  # "Yes, show my hand"
    decision(page)
    wait_for_hand(page, alts(rnd.hand(first)))
    count = len(log_sentences(page))
    card_button(page, card_name(played, "en")).click()
    page.locator(".lovelet-play:visible").click()
    wait_for_log_longer_than(page, count)
    page.locator(".lovelet-done:visible").click()  # the mover has read the result: pass the screen
    reveal.wait_for()
    wait_for_text(page, ".lovelet-hot-seat", say("table_hidden_hand", "en", name=names[second]))

    # Hidden: neither hand is on the page, and the second hand never reached it (the log,
    # the last widget of the page to be redrawn, has grown: every widget is redrawn).
    wait_for_hand(page, [])
    content = page.content()
    faces = re.compile(r'data-card=\\*"(%s)\\*"' % "|".join(sorted(secret)))
    assert not faces.search(content)
    assert page.frames_received, "the page's websocket frames were not recorded"
    assert not any(faces.search(frame) for frame in page.frames_received)

    reveal.click()
    page.locator(".lovelet-confirm-reveal:visible").click()
    decision(page)
    wait_for_hand(page, alts(after.round.hand(second)))
    assert page.locator("img[src='x']").count() == 0
    assert page.dialogs == []


def test_the_language_follows_the_setup_then_the_tables_own_control(page, voila_url):
    seed, game = first_seed(NAMES, lambda g: g.round.current_player == 0)
    french_names = [f"{text('player', 'fr')} {seat}" for seat in (1, 2, 3)]
    open_play(page, voila_url)
    set_up(page, seed=seed, language="fr")
    wait_for_text(page, ".lovelet-setup-start", text("setup_start", "fr"))
    # Names nobody typed follow the language.
    expect(page.locator(".lovelet-setup-seat-name input").first).to_have_value(french_names[0])
    start(page)
    assert wait_for_my_turn_or_round_over(page, "fr")
    decision(page, "fr")
    wait_for_hand(page, alts(game.round.hand(0), "fr"))
    wait_for_text(page, ".lovelet-table .lovelet-log-widget", text("table_log", "fr"))

    page.locator(".lovelet-table .lovelet-language select").select_option(label=text("language_de", "fr"))
    wait_for_text(page, ".lovelet-table .lovelet-status", text("table_your_turn", "de"))
    wait_for_hand(page, alts(game.round.hand(0), "de"))
    wait_for_text(page, ".lovelet-table .lovelet-log-widget", text("table_log", "de"))
    assert page.locator(LOG_ITEMS).count() > 0


# ---------------------------------------------------------------------- a laptop, a projector


LAPTOP = {"width": 1366, "height": 768}
PROJECTOR = {"width": 1024, "height": 768}
TABLET = {"width": 820, "height": 1180}


@pytest.fixture
def strict():
    """Every click and choice of the test is checked to be inside the viewport, unscrolled."""
    STRICT["in_view"] = True
    yield
    STRICT["in_view"] = False


def test_a_whole_round_on_a_laptop_with_every_click_in_view(page, voila_url, strict):
    seed, game = first_seed(NAMES, lambda g: g.round.current_player == 0 and Card.COUNTESS in g.round.hand(0)
                            and {Card.KING, Card.PRINCE} & set(g.round.hand(0)))
    forced = next(card for card in game.round.hand(0) if card in (Card.KING, Card.PRINCE))
    said = f"You must play the Countess: you hold the {card_name(forced, 'en')}."
    page.set_viewport_size(LAPTOP)
    open_play(page, voila_url)
    expect(page.locator(".lovelet-setup-heading")).to_contain_text(text("play_title", "en"))
    set_up(page, seed=seed)
    start(page)
    # The form folded into one line ("New game"); the Table took its place, in view.
    expect(page.locator(".lovelet-setup-form")).to_be_hidden()
    in_view(page, page.locator(".lovelet-setup-new-game"))
    assert wait_for_my_turn_or_round_over(page)
    decision(page)
    # The card the rules forbid: clicked, its refusal said to the person beside Play.
    click(card_button(page, card_name(forced, "en")))
    refusal = page.locator(".lovelet-table .lovelet-play-note [role=alert]")
    expect(refusal).to_have_text(re.compile(re.escape(say("table_refused", "en", reason=said))))
    play = page.locator(".lovelet-table .lovelet-play:visible")
    assert play.is_disabled()
    for card in page.locator(HAND).all():
        in_view(page, card)
    in_view(page, play)
    in_view(page, refusal)
    # Why not? The reason under the card, on request only.
    reason = page.locator(".lovelet-card-reason", has_text=said)
    assert reason.count() == 0
    click(page.locator(".lovelet-why-not-hand:visible"))
    in_view(page, reason)
    # The Countess: the refusal goes; then the whole round by clicking, every click in view.
    before = log_sentences(page)
    click(card_button(page, card_name(Card.COUNTESS, "en")))
    expect(refusal).to_have_count(0)
    click(page.locator(".lovelet-table .lovelet-play:visible:not([disabled])"))
    wait_for_log_longer_than(page, len(before))
    for _ in range(40):
        if not wait_for_my_turn_or_round_over(page):
            break
        count = len(log_sentences(page))
        play_any(page, avoid=[card_name(Card.PRINCESS, "en")])
        wait_for_log_longer_than(page, count)
    else:
        raise AssertionError("the round did not end")
    round_over(page).wait_for()
    in_view(page, page.locator(".lovelet-next-round:visible"))
    # "New game" opens the form again, at the top of the page.
    click(page.locator(".lovelet-setup-new-game"))
    in_view(page, page.locator(".lovelet-setup-start"))
    assert page.dialogs == []


@pytest.mark.parametrize("viewport, players", [(LAPTOP, 4), (LAPTOP, 6), (PROJECTOR, 4), (TABLET, 5)],
                         ids=["laptop-4", "laptop-6", "projector-4", "tablet-5"])
def test_the_hand_the_choices_and_play_fit_the_screen(page, voila_url, strict, viewport, players):
    names = [f"{text('player', 'en')} {seat}" for seat in range(1, players + 1)]
    seed, game = first_seed(names, lambda g: g.round.current_player == 0
                            and Card.GUARD in g.round.hand(0))
    page.set_viewport_size(viewport)
    open_play(page, voila_url)
    set_up(page, players=players, seed=seed)
    start(page)
    assert wait_for_my_turn_or_round_over(page)
    decision(page)
    guards = card_button(page, card_name(Card.GUARD, "en"))
    click(guards.last)
    wait_for_play_panel(page, Card.GUARD)
    if guards.count() == 2:  # two Guards in hand: the one clicked is marked, not both
        expect(guards.last).to_have_class(re.compile(r"\bmod-primary\b"))
        expect(guards.first).not_to_have_class(re.compile(r"\bmod-primary\b"))
    choose_first(page, ".lovelet-target")
    # a Guard with its target but no card named: Play waits, and says what is missing
    note = page.locator(".lovelet-table .lovelet-play-note", has_text=text("table_choose_guess", "en"))
    in_view(page, note)
    play = page.locator(".lovelet-table .lovelet-play:visible")
    assert play.is_disabled()
    for card in page.locator(HAND).all():
        in_view(page, card)
    in_view(page, play)
    in_view(page, page.locator(".lovelet-table .lovelet-guess:visible select"))
    table = page.locator(".lovelet-table").bounding_box()
    side = page.locator(".lovelet-deduction-side").bounding_box()
    tab = page.locator(".lovelet-deduction-tab")
    if viewport["width"] >= 1200:  # the deduction panel beside the Table, its tab hidden
        panel = page.locator(".lovelet-deduction").first
        panel.locator(".lovelet-deduction-tracker table").wait_for()
        assert side["x"] >= table["x"] + table["width"] - 1 and side["y"] < viewport["height"] / 2
        in_view(page, page.locator(".lovelet-deduction-title"))
        expect(tab).to_be_hidden()
    else:  # under the Table, folded under its tab until opened
        assert side["y"] >= table["y"] + table["height"] - 1
        expect(page.locator(".lovelet-deduction").first).to_be_hidden()
        tab.click()  # a person scrolls down to it (Playwright does), then opens it
        expect(page.locator(".lovelet-deduction").first).to_be_visible()
        page.locator(".lovelet-table .lovelet-status").scroll_into_view_if_needed()  # and back up
    choose_first(page, ".lovelet-guess")
    click(page.locator(".lovelet-table .lovelet-play:visible:not([disabled])"))
    assert page.dialogs == []
