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

import random
import time

from lovelet.deduction.belief import Belief, checked_model
from lovelet.deduction.budget import PLAIN, checked_milliseconds, modelled_evidence
from lovelet.deduction.evidence import read_evidence
from lovelet.deduction.worlds import HiddenCards
from lovelet.engine.errors import IllegalAction, shown

__all__ = ["checked_milliseconds", "checked_work", "budgeted_belief", "budgeted_hidden_cards"]

# The share of a deductive decision's time the exact weighing may take; the plain
# belief and the scoring take a few milliseconds after it.
_DEDUCTIVE_EXACT_SHARE = 0.8


def checked_work(work):
    """``work`` (a whole number from 1 up, or None for no limit in work) as given; anything
    else is refused with BAD_OPTION."""
    if work is not None and (isinstance(work, bool) or not isinstance(work, int) or work < 1):
        raise IllegalAction("BAD_OPTION", f"work must be a whole number from 1 up or None, not {shown(work)}.")
    return work


def budgeted_belief(observation, model, milliseconds, work=None, start=None):
    """(:class:`~lovelet.deduction.Belief`, method) of ``observation`` under ``model``
    within a decision of ``milliseconds`` and ``work`` (either None: no such limit),
    started at ``start``.  A model that cannot explain the opponents' plays gives the
    plain belief, as before."""
    start = time.perf_counter() if start is None else start
    seconds = None if milliseconds is None else milliseconds / 1000
    checked = checked_model(model)
    try:
        # A fixed generator: the same observation and budget give the same belief.  The
        # estimate seldom fits in a budget this small where the exact reading did not:
        # the exact reading has nearly all of it (the scoring that follows is quick).
        evidence, method = modelled_evidence(observation, checked, seconds, work, random.Random(0), start,
                                             estimate=False, shares=(_DEDUCTIVE_EXACT_SHARE, 1.0))
    except (IllegalAction, ValueError):
        # The model cannot explain what the opponents did: weigh every play alike.
        evidence, method = read_evidence(observation), PLAIN
    return Belief(evidence), method


def budgeted_hidden_cards(observation, model, milliseconds, work, rng, start):
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
