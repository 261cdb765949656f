"""Seeds nobody can guess (issue 18, part 3).

A seed that is not given has 128 bits from :mod:`secrets`, so an agent that tries the
small seeds (``seed_oracle.Oracle``: the issue's attack) rebuilds no deal of a game,
a tournament, ``lovelet play`` or ``lovelet simulate`` left to their default seed,
while it rebuilds every deal of a small seed chosen by hand (the control that shows
the attack works).  ``Round.deal(seed=s)`` deals what ``Game(seed=s)`` deals, and a
drawn seed is shown only once the game (or the tournament) is over.
"""

import contextlib
import io
import random
import re

import numpy as np
import pytest

import seed_oracle
from lovelet import CLASSIC, REVISED, Game, IllegalAction, Round
from lovelet.engine import streams
from lovelet.lab.cli import main
from lovelet.lab.match import play_game
from lovelet.lab.terminal import TerminalGame
from lovelet.lab.tournament import play_tournament
from lovelet.lab.tournament.runner import deal_seed

ipywidgets = pytest.importorskip("ipywidgets")

from lovelet.widgets import StrategyLabController, StrategyLabView  # noqa: E402
from lovelet.widgets.setup import SetupController  # noqa: E402
from lovelet.widgets.views import TableView  # noqa: E402
from test_widgets_views import page_text  # noqa: E402


@pytest.fixture(autouse=True)
def forget_predictions():
    seed_oracle.PREDICTED.clear()
    yield
    seed_oracle.PREDICTED.clear()


def recovered(decks):
    """How many of the dealt ``decks`` the Oracle predicted."""
    return sum(tuple(deck) in seed_oracle.PREDICTED for deck in decks)


def tournament_decks(result):
    return [Game(result.edition, result.players, seed=record.deal_seed, first_player=0,
                 **result.options).round.dealt_deck for record in result.records]


# ---------------------------------------------------------------------- the attack


def test_a_default_seeded_tournament_keeps_its_deals_from_an_agent_that_tries_seeds():
    result = play_tournament([seed_oracle.Oracle(), "random"], games=8, workers=1, progress=False)
    assert seed_oracle.PREDICTED  # it did try, at each game it started
    assert recovered(tournament_decks(result)) == 0
    assert result.seed.bit_length() > 64  # the seed to replay it, kept in the result


def test_a_small_seed_chosen_by_hand_is_guessed_which_is_why_it_is_for_lessons():
    result = play_tournament([seed_oracle.Oracle(), "random"], games=4, seed=137, workers=1, progress=False)
    # The Oracle starts games 0 and 2 (seat 0): it rebuilds both deals, played twice each.
    assert recovered(tournament_decks(result)) == 4


def test_a_default_game_keeps_its_deal_from_an_agent_that_tries_seeds():
    decks = []
    for _ in range(6):
        game = play_game(Game(REVISED, ["Ann", "Ben"]), [seed_oracle.Oracle(), seed_oracle.Oracle()])
        decks.append(game.rounds[0].dealt_deck)
    assert seed_oracle.PREDICTED and recovered(decks) == 0
    control = play_game(Game(REVISED, ["Ann", "Ben"], seed=57), [seed_oracle.Oracle(), seed_oracle.Oracle()])
    assert recovered([control.rounds[0].dealt_deck]) == 1


def test_lovelet_simulate_with_its_default_seed_keeps_its_deals():
    for given, found in ((None, 0), ("137", 4)):
        seed_oracle.PREDICTED.clear()
        out = io.StringIO()
        arguments = ["simulate", "--agents", "seed_oracle:Oracle,random", "--games", "4", "--workers", "1"]
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            assert main(arguments + (["--seed", given] if given else [])) == 0
        seed = int(re.search(r"seed (\d+)", out.getvalue()).group(1))
        assert (seed == 137) if given else seed.bit_length() > 64
        decks = [Game(REVISED, 2, seed=deal_seed(seed, deal), first_player=0).round.dealt_deck
                 for deal in (0, 0, 1, 1)]
        assert recovered(decks) == found


def a_script(seed=0):
    """A person who answers with numbers from 1 to 4 (a refused one is asked again)."""
    numbers = random.Random(seed)
    lines = []
    return lines, (lambda prompt: lines.append(prompt) or str(numbers.randint(1, 4))), lines.append


def test_lovelet_play_keeps_its_deal_from_a_bot_that_tries_seeds():
    decks = []
    for attempt in range(6):
        _, read, write = a_script(attempt)
        session = TerminalGame(players=2, seat=1, bots=seed_oracle.Oracle(), single_round=True,
                               read=read, write=write)
        assert session.run() == 0
        decks.append(session.game.rounds[0].dealt_deck)
    assert recovered(decks) == 0
    # The control: a seed the Oracle tries, where the bot (seat 0) starts.
    seed = next(seed for seed in range(seed_oracle.TRIED) if Round.deal(REVISED, 2, seed=seed).start_player == 0)
    _, read, write = a_script()
    session = TerminalGame(players=2, seat=1, bots=seed_oracle.Oracle(), seed=seed, single_round=True,
                           read=read, write=write)
    session.run()
    assert recovered([session.game.rounds[0].dealt_deck]) == 1


# ---------------------------------------------------------------------- drawn seeds


def test_every_default_seed_is_128_bits_from_secrets(monkeypatch):
    drawn = []

    def randbits(bits):
        drawn.append(bits)
        return 2**127 + len(drawn)  # a number no one would pick, to find again below

    monkeypatch.setattr(streams.secrets, "randbits", randbits)

    def last():
        return 2**127 + len(drawn)

    assert Game(REVISED, 2).seed == last()
    dealt = Round.deal(REVISED, 3).dealt_deck
    assert dealt == Round.deal(REVISED, 3, seed=last()).dealt_deck
    assert play_tournament(["random", "random"], games=2, workers=1, progress=False).seed == last()
    assert TerminalGame(players=2, read=None, write=None).game.seed == last()
    assert SetupController().start().game.seed == last()
    lab = StrategyLabController(["random", "random"], games=2, background=False)
    assert lab.run() and lab.result.seed == last()
    assert drawn and set(drawn) == {128}


def test_a_default_seed_is_never_the_same_twice():
    seeds = {Game(REVISED, 2).seed for _ in range(20)}
    assert len(seeds) == 20 and max(seeds).bit_length() > 64


@pytest.mark.parametrize("seed", [1.5, "7", True, int, [1], np.float64(2.0)])
def test_a_seed_that_is_not_a_whole_number_is_refused_the_same_way_everywhere(seed):
    for make in (lambda: Game(REVISED, 2, seed=seed), lambda: Round.deal(REVISED, 2, seed=seed),
                 lambda: play_tournament(["random"] * 2, games=1, seed=seed, workers=1, progress=False),
                 lambda: play_game(Game(REVISED, 2, seed=1), seed=seed)):
        with pytest.raises(IllegalAction) as refusal:
            make()
        assert refusal.value.code == "BAD_OPTION" and refusal.value.key == "BAD_OPTION.seed"
        assert refusal.value.sentence("fr").startswith("Une graine doit être un nombre entier")


def test_a_derived_deal_seed_has_128_bits():
    seeds = [deal_seed(seed, deal) for seed in range(5) for deal in range(5)]
    assert max(seeds).bit_length() > 120 and all(0 <= seed < 2**128 for seed in seeds)
    assert len(set(seeds)) == len(seeds)


# ---------------------------------------------------------------------- one seeding scheme


@pytest.mark.parametrize("edition, players", [(REVISED, 2), (REVISED, 4), (REVISED, 6), (CLASSIC, 2), (CLASSIC, 4)])
@pytest.mark.parametrize("seed", [0, 1, 137, 2**127 + 3, np.int64(9)])
def test_round_deal_deals_what_game_deals_for_the_same_seed(edition, players, seed):
    names = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn"][:players]
    alone, in_game = Round.deal(edition, names, seed=seed), Game(edition, names, seed=seed).round
    assert alone.dealt_deck == in_game.dealt_deck and alone.start_player == in_game.start_player
    assert alone.observation(0).events == in_game.observation(0).events
    assert [alone.hand(seat) for seat in range(players)] == [in_game.hand(seat) for seat in range(players)]


def test_an_explicit_deck_is_dealt_as_it_is_given():
    deck = list(REVISED.deck)
    random.Random(3).shuffle(deck)
    for first in range(3):
        rnd = Round.deal(REVISED, 3, deck=deck, first_player=first)
        assert list(rnd.dealt_deck) == deck and rnd.start_player == first
        assert rnd.set_aside == deck[0]  # the top card is set aside (docs/rules.md A4)


def test_a_callers_generator_still_deals_in_order():
    ours = Round.deal(REVISED, 3, rng=random.Random(8))
    again = random.Random(8)
    first = again.randrange(3)
    deck = list(REVISED.deck)
    again.shuffle(deck)
    assert ours.start_player == first and list(ours.dealt_deck) == deck
    with pytest.raises(IllegalAction):
        Round.deal(REVISED, 3, rng=random.Random(8), seed=8)


# ---------------------------------------------------------------------- shown once over


def test_lovelet_play_shows_the_seed_only_once_the_game_is_over():
    lines, read, write = a_script(3)
    session = TerminalGame(players=3, read=read, write=write)
    seed = str(session.game.seed)
    assert session.run() == 0 and session.game.is_over
    shown_at = [index for index, line in enumerate(lines) if seed in line]
    assert len(shown_at) == 1 and shown_at[0] == len(lines) - 1  # the last line, after the winner
    assert "--seed " + seed in lines[-1]


def test_lovelet_play_left_before_the_end_never_shows_the_seed():
    answers = iter(["1", "q"])
    lines = []
    session = TerminalGame(players=2, read=lambda prompt: next(answers), write=lines.append)
    assert session.run() == 0 and not session.game.is_over
    assert not any(str(session.game.seed) in line for line in lines)


def trait_text(controller):
    return repr({name: getattr(controller, name) for name in controller.trait_names()})


def test_the_table_shows_the_drawn_seed_only_once_the_game_is_over():
    setup = SetupController(players=3)
    setup.seats = ["heuristic", "random", "cautious"]
    table = setup.start()
    seed = str(table.game.seed)
    view = TableView(table, pause=0)
    assert seed not in trait_text(setup)
    while not table.game_over:
        assert seed not in trait_text(table) and seed not in page_text(view)
        if table.round_over:
            table.next_round()
        else:
            table.step_bots()
    assert table.game_summary["seed"] == table.game.seed
    assert seed in page_text(view)


def test_the_lab_shows_the_drawn_seed_only_once_the_tournament_is_over():
    lab = StrategyLabController(["heuristic", "random"], games=6, background=True, step_seconds=0)
    view = StrategyLabView(lab, plot=False)
    assert lab.seed is None and lab.run() and lab.status == "running"
    seen = []
    while lab.status == "running":
        seen.append((trait_text(lab), page_text(view)))
        lab.run_pending(1)
        if lab.status == "running":
            assert lab.done and lab.played["seed"] is None
    seed = str(lab.result.seed)
    assert len(seed) > 20 and lab.played["seed"] == lab.result.seed
    assert all(seed not in traits and seed not in page for traits, page in seen)
    assert seed in page_text(view)


def test_a_seed_typed_in_the_lab_stays_in_its_box_and_replays_the_tournament():
    lab = StrategyLabController(["heuristic", "random"], games=4, seed="12", background=False)
    assert lab.run() and lab.result.seed == 12 and lab.seed == "12"
    assert lab.result == play_tournament(lab.agents(), 4, seed=12, workers=1, progress=False)
    lab.seed = "twelve"
    assert not lab.ready and lab.error_code == "BAD_OPTION"


def test_a_derived_shuffle_makes_one_swap_per_digit_of_its_number():
    """derived_shuffle reads its digits many swaps at a time (for speed); the swaps
    are exactly those of one division of the 512-bit number per swap, for every length
    the function promises (up to 60 items)."""
    from lovelet.engine.streams import derived_number, derived_shuffle

    def one_division_per_swap(items, seed, purpose, *numbers):
        number = derived_number(seed, purpose, *numbers)
        for last in range(len(items) - 1, 0, -1):
            number, chosen = divmod(number, last + 1)
            items[last], items[chosen] = items[chosen], items[last]
        return items

    for length in range(61):
        for seed in (0, 1, 2**127 + 5):
            assert derived_shuffle(list(range(length)), seed, "deal", length) == \
                one_division_per_swap(list(range(length)), seed, "deal", length)
