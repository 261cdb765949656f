"""The agents build on the deduction tools and sit below the match layer: importing them
loads no part of lovelet.lab or lovelet.widgets, and lovelet 0.1's
``lovelet.agents.play_round`` still plays as the match layer does."""

import random
import subprocess
import sys

from lovelet import REVISED, Round


def test_importing_the_agents_loads_neither_the_lab_nor_the_widgets():
    code = ("import sys, lovelet.agents, lovelet.deduction, lovelet.plots; "
            "print(sorted(m for m in sys.modules if m.startswith(('lovelet.lab', 'lovelet.widgets'))))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"


def test_the_old_play_round_plays_as_the_match_layer():
    from lovelet.agents import RandomAgent, play_round
    from lovelet.engine.streams import SEED_BITS
    from lovelet.lab.match import play_round as play

    # The old form draws the match seed from the generator it is given.
    first = play_round(Round.deal(REVISED, 3, seed=2), [RandomAgent()] * 3, random.Random(5))
    seed = random.Random(5).getrandbits(SEED_BITS)
    second = play(Round.deal(REVISED, 3, seed=2), [RandomAgent()] * 3, seed=seed)
    assert first.is_over and first.winners == second.winners and first.events == second.events
