"""The end of a round as the Table and the staged plays say it, and the log
(lovelet.display.round_end, staged_result): every name escaped wherever it is said."""

from types import SimpleNamespace

from lovelet.display.markup import escaped
from lovelet.display.round_end import gains_text, joined, log_html, table_summary_html
from lovelet.display.staged_result import result_html

HOSTILE = '<i>"Zoé" & Co</i>'
NAMES = ["Ann", HOSTILE, "Cleo"]


def round_summary(**changes):
    summary = dict(round=2, text="Ann wins the round.", reason="showdown",
                   showdown=[{"seat": 0, "card": "KING"}, {"seat": 1, "card": "KING"}], tied=True, shared=True,
                   winners=[0, 1], discard_sums=[], spy_bonus=1, set_aside="GUARD", gains=[1, 1, 0])
    summary.update(changes)
    return summary


def assert_escaped(drawn):
    assert escaped(HOSTILE) in drawn
    assert HOSTILE not in drawn and "<i>" not in drawn


def test_the_table_s_summary_escapes_every_name():
    table = SimpleNamespace(names=NAMES, edition="revised", summary=round_summary(),
                            game_summary={"text": f"{HOSTILE} wins.", "seed": 7}, rounds=[{"round": 1, "text": HOSTILE}])
    drawn = table_summary_html(table, "en")
    assert_escaped(drawn)
    assert drawn.startswith('<div class="lovelet-summary"><h4>')
    assert "<details><summary>Round 1</summary>" in drawn and 'data-card="guard"' in drawn
    broken = SimpleNamespace(names=NAMES, edition="classic", game_summary={}, rounds=[],
                             summary=round_summary(shared=False, discard_sums=[{"seat": 1, "total": 5}],
                                                   spy_bonus=None))
    assert_escaped(table_summary_html(broken, "fr"))


def test_nothing_to_sum_up_draws_nothing():
    table = SimpleNamespace(names=NAMES, edition="revised", summary={}, game_summary={}, rounds=[])
    assert table_summary_html(table, "en") == ""


def test_the_log_escapes_its_sentences_and_is_live_on_the_table_only():
    live = log_html([HOSTILE, ""], "en")
    assert_escaped(live)
    assert live.count("<li>") == 1 and 'role="log" aria-live="polite"' in live
    replayed = log_html([HOSTILE], "en", live=False)
    assert_escaped(replayed)
    assert 'role="log"' not in replayed and replayed.startswith('<div class="lovelet-log"><b>')


def test_names_are_joined_and_gains_listed_as_the_narration_writes_them():
    assert joined(["Ann", "Ben", "Cleo"], "en") == "Ann, Ben and Cleo"
    assert joined(["Ann", "Ben"], "fr") == "Ann et Ben" and joined(["Ann"], "de") == "Ann"
    assert gains_text(NAMES, [1, 0, 2], "en") == "Ann +1, Cleo +2"
    assert gains_text(NAMES, [0, 0, 0], "en") == "nobody"


def test_a_staged_play_s_result_escapes_every_name():
    staged = SimpleNamespace(
        names=NAMES, edition="revised", language="en", resolved=True, resolution=[f"Ann looks at {HOSTILE}'s hand."],
        outcome={"eliminated": [1], "protected": [1], "seen": [{"seat": 1, "card": "PRIEST"}],
                 "compared": {"card": "KING", "target_card": "BARON", "target": 1},
                 "chancellor": {"keep": "GUARD", "bottom": ["SPY", "KING"]}},
        summary=round_summary(), game_summary={"text": HOSTILE}, round_over=False, current_player=1)
    drawn = result_html(staged, "en")
    assert_escaped(drawn)
    assert drawn.startswith('<div class="lovelet-staged-outcome"')
    assert '<div class="lovelet-staged-summary">' in drawn
    assert result_html(SimpleNamespace(resolved=False), "en") == ""
