"""What the thinking agents share: the time budget of a decision, and the belief within it.

A thinking agent (:class:`~lovelet.agents.DeductiveAgent`,
:class:`~lovelet.agents.ISMCTSAgent`) weighs its opponents' past plays under a model
of how they play.  That is usually quick, but can take seconds after Chancellors; so
each decision has a budget: ``milliseconds`` (the default, for a person waiting at the
Table), or ``work`` (units of the histories' work, the same on every machine), or, with
``milliseconds=None`` and no ``work``, none (the exact belief however long it takes,
as before).  The last two replay the same from a seed on any machine: the choice for
experiments.  Within the budget the belief is exact, else an estimate, else the plain
belief (:mod:`lovelet.deduction.budget` says how and why), and the agent counts which.
"""

from __future__ import annotations

import random

from lovelet.engine.errors import refused, shown
from lovelet.engine.observation import Observation
from lovelet.deduction.budget import PLAIN, checked_milliseconds
from lovelet.deduction.move_worth import budgeted_belief
from lovelet.deduction.opponent_model import Model
from lovelet.deduction.worlds import HiddenCards

__all__ = ["checked_milliseconds", "checked_work", "budgeted_belief", "budgeted_hidden_cards"]


def checked_work(work: object) -> int | None:
    """``work`` (a whole number from 1 up, or None for no limit in work) as given; anything
    else is refused with BAD_OPTION."""
    if work is None:
        return None
    if isinstance(work, bool) or not isinstance(work, int) or work < 1:
        raise refused("BAD_OPTION.work", shown=shown(work))
    return work


def budgeted_hidden_cards(observation: Observation, model: Model, milliseconds: float | None, work: int | None,
                          rng: random.Random, start: float) -> tuple[HiddenCards, str]:
    """(:class:`~lovelet.deduction.worlds.HiddenCards`, method) of ``observation`` under
    ``model``, within a decision of ``milliseconds`` and ``work`` (either None: no such
    limit) started at ``start``; the estimate draws with ``rng``."""
    seconds = None if milliseconds is None else milliseconds / 1000
    try:
        hidden = HiddenCards(observation, model, seconds=seconds, work=work, rng=rng, start=start)
    except ValueError:  # the model cannot explain the opponents' plays: weigh all alike
        hidden = HiddenCards(observation)
        return hidden, PLAIN
    return hidden, hidden.method
