"""The coach speaks in words a student understands: percentages first, the exact
fractions on request, uncertainty as equally likely cards, never in bits."""

import random
import re

import pytest

from lovelet import REVISED, Game
from lovelet.agents import RandomAgent
from lovelet.deduction.coach import coach

FRACTION = re.compile(r"(?<![\w/])\d+/\d+(?![\w/])")
BITS = re.compile(r"\bbits?\b|\bBit\b", re.IGNORECASE)
EXACT_FOLD = re.compile(r'<details class="lovelet-coach-exact".*?</details>', re.DOTALL)


def advices(seeds=range(4)):
    for seed in seeds:
        game = Game(REVISED, ["Ann", "Ben", "Cleo", "Dee"], seed=seed)
        rnd, rng = game.round, random.Random(seed)
        while not rnd.is_over:
            observation = rnd.observation(rnd.current_player)
            yield coach(observation)
            rnd.apply(RandomAgent().choose(observation, rng))


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_coach_leads_with_percentages_and_folds_the_fractions(language):
    priests = 0
    for advice in advices():
        page = advice.to_html(language)
        folds = EXACT_FOLD.findall(page)
        assert len(folds) == 1, "the exact fractions are on request, in one fold"
        visible = EXACT_FOLD.sub("", page)
        assert not FRACTION.search(visible), FRACTION.search(visible)
        assert not BITS.search(page)
        assert "%" in visible
        # In the fold, each fraction follows its percentage: "27.3% (3/11)".
        for match in FRACTION.finditer(folds[0]):
            assert folds[0][:match.start()].endswith("% ("), folds[0][max(0, match.start() - 20):match.end()]
        summary = advice.summary(language)
        for row in summary["rows"]:
            assert not FRACTION.search(row["text"]) and not FRACTION.search(row["knock_out"])
            assert not BITS.search(row["text"]) and not BITS.search(row["text_exact"])
            assert row["knock_out"].endswith("%") and "/" not in row["knock_out"]
            if row["kind"] == "priest":
                priests += 1
        assert not FRACTION.search(summary["why"])
    assert priests


def test_a_guard_says_its_chance_in_words_and_a_priest_counts_cards():
    for advice in advices(range(8)):
        for option in advice.options:
            said = option.sentence("en")
            if option.kind == "guard" and option.target is not None:
                assert re.search(r"\d+(\.\d)?% chance to knock .+ out\.$", said), said
            if option.kind == "priest" and option.said.key == "coach_priest":
                assert re.search(r"one of \d+ characters .*as uncertain as \d+ equally likely cards", said), said
                equally, possible = option.said.values["equally"], option.said.values["possible"]
                assert 2 <= equally <= possible
                return
    pytest.fail("no uncertain Priest met")
