"""An agent that reasons with the exact belief: the play with the best immediate chances.

From what it saw, the agent computes the exact belief (the probability of every card in
every opponent's hand, :func:`lovelet.deduction.belief`), scores every legal play by
the chance of winning the round it gives now, in one simple currency, and plays the
best.  The scores are the deduction tools' (:mod:`lovelet.deduction.move_worth` says
how they are made): the coach names the same pick from them.
"""

from __future__ import annotations

from collections import Counter

from lovelet.engine.observation import Observation
from lovelet.deduction.move_worth import MoveWorth
from lovelet.deduction.opponent_model import Model
from lovelet.deduction.players import Action
from lovelet.agents.base import DecidingAgent
from lovelet.agents.blend import Blend
from lovelet.agents.heuristic import HeuristicAgent
from lovelet.agents.thinking import checked_milliseconds, checked_work

__all__ = ["DeductiveAgent", "USUAL_PLAY"]

#: The agent's default idea of its opponents: they play like the heuristic agent (keep
#: the higher card, use what they saw) four times in five, and anyhow the fifth time, so
#: that no real play is ever ruled out while a kept card still reads as likely high.
USUAL_PLAY = Blend(HeuristicAgent(), share=0.2)


class DeductiveAgent(DecidingAgent):
    """Plays the legal action whose immediate chances, under the exact belief, are best.

    ``model`` is the agent the opponents are assumed to play like when their past plays
    are weighed (:func:`lovelet.deduction.belief`): by default :data:`USUAL_PLAY`; None
    weighs every legal play alike.

    ``milliseconds`` is the time budget of a decision (20 by default).  Weighing the
    opponents' histories under the model is exact within it; where it would not fit
    (long histories with Chancellors), the agent uses an estimate of that belief, or
    for that decision the plain belief (:mod:`lovelet.deduction.budget`), and counts
    which in :attr:`beliefs` ({"exact": n, "estimated": n, "plain": n}).  ``work``
    bounds the same weighing in units of work instead of time (see
    :mod:`lovelet.agents.thinking`), and ``milliseconds=None`` without ``work`` weighs
    exactly however long it takes.  Without a time limit the agent is deterministic,
    the same observation always giving the same action (ties go to the first legal
    action), so it needs no generator and its :meth:`policy` puts all the probability
    on that action; with one it is too whenever the belief fits, as it nearly always does.
    """

    name = "deductive"

    def __init__(self, model: Model = USUAL_PLAY, milliseconds: float | None = 20, work: int | None = None) -> None:
        self.model = model
        self.milliseconds = checked_milliseconds(milliseconds)
        self.work = checked_work(work)
        self.beliefs: Counter[str] = Counter()

    def decide(self, observation: Observation) -> Action:
        """The action this agent takes in ``observation``."""
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        scores = self.scores(observation)
        return max(legal, key=lambda action: scores[action])

    def scores(self, observation: Observation) -> dict[Action, float]:
        """{legal action: its score}, the agent's reasons as numbers (higher is better)."""
        position = MoveWorth(observation, self.model, self.milliseconds, self.work)
        self.beliefs[position.method] += 1
        return position.scores()

    def __repr__(self) -> str:
        options = [] if self.model is USUAL_PLAY else [f"model={self.model!r}"]
        if self.milliseconds != 20:
            options.append(f"milliseconds={self.milliseconds!r}")
        if self.work is not None:
            options.append(f"work={self.work!r}")
        return f"DeductiveAgent({', '.join(options)})"
