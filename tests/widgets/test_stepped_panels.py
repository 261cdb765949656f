"""One runner for the panels that work in steps: the deduction panel and the strategy lab.

Both controllers play their work through :class:`lovelet.widgets.stepping.SteppedWork`:
without a loop, ``background=True`` leaves the work for ``run_pending`` and ``finish``;
on a running asyncio loop the steps are scheduled one after another until the work is
done; ``close`` cancels what is scheduled; a count of steps that is not a whole number
from 1 up is refused in the same way.  The runner is also checked on its own, with a
panel that only counts.
"""

import asyncio

import pytest

from lovelet import Game
from lovelet.engine.errors import IllegalAction
from lovelet.widgets.deduction import DeductionController
from lovelet.widgets.lab import StrategyLabController
from lovelet.widgets.stepping import SteppedWork
from lovelet.widgets.table import TableController


def deduction_panel(**options):
    table = TableController(Game("revised", 3, seed=4), ["person", "random", "random"])
    table.run_bots()
    return DeductionController(table, playouts=12, chunk=4, belief_budget=None, exact_below=None, **options)


def lab(**options):
    controller = StrategyLabController(["heuristic", "random"], games=4, seed=3, step_seconds=0, **options)
    return controller


def started(panel):
    """The panel with its work begun (the lab's starts with run(); the deduction panel's at once)."""
    if isinstance(panel, StrategyLabController):
        assert panel.run()
    return panel


PANELS = {"deduction": deduction_panel, "lab": lab}


@pytest.mark.parametrize("kind", PANELS)
def test_both_panels_are_stepped_work(kind):
    assert isinstance(PANELS[kind](background=True), SteppedWork)


@pytest.mark.parametrize("kind", PANELS)
def test_without_a_loop_background_work_waits_for_run_pending_then_finish(kind):
    panel = started(PANELS[kind](background=True))
    assert panel.pending
    assert panel.run_pending(1) is False and panel.pending  # one step: the rest waits
    assert panel.finish() and not panel.pending
    assert panel.run_pending(3) is True  # nothing left: nothing is played


@pytest.mark.parametrize("kind", PANELS)
def test_without_a_loop_the_work_is_played_at_once_by_default(kind):
    panel = started(PANELS[kind]())
    assert not panel.pending


@pytest.mark.parametrize("kind", PANELS)
@pytest.mark.parametrize("count", [0, -1, 1.5, "2", True, None])
def test_a_wrong_count_of_steps_is_refused_alike(kind, count):
    panel = started(PANELS[kind](background=True))
    with pytest.raises(IllegalAction) as refused:
        panel.run_pending(count)
    assert refused.value.code == "BAD_OPTION"
    assert len({refused.value.sentence(language) for language in ("en", "fr", "de")}) == 3
    assert panel.pending  # nothing was played


@pytest.mark.parametrize("kind", PANELS)
def test_on_a_running_loop_the_steps_follow_one_another_until_done(kind):
    async def main():
        panel = started(PANELS[kind](pause=0.001))
        assert panel.pending and panel._timer is not None  # scheduled, not played at once
        for _ in range(2000):
            if not panel.pending:
                break
            await asyncio.sleep(0.001)
        assert not panel.pending and panel._timer is None
        return panel

    asyncio.run(main())


@pytest.mark.parametrize("kind", PANELS)
def test_close_cancels_the_step_scheduled(kind):
    async def main():
        panel = started(PANELS[kind](pause=0.001))
        assert panel._timer is not None
        panel.close()
        assert panel._timer is None
        await asyncio.sleep(0.01)
        return panel

    asyncio.run(main())


# ---------------------------------------------------------------------- the runner alone


class Counting(SteppedWork):
    """A panel whose work is counting up to ``total``, one step at a time."""

    def __init__(self, total, background=None, pause=0.0):
        self.total, self.count, self.work = total, 0, object()
        self._background, self._pause = background, pause

    @property
    def pending(self):
        return self.count < self.total

    def _step(self):
        self.count += 1

    def _work_in_view(self):
        return self.work


def refusal(value):
    return IllegalAction("BAD_OPTION", key="BAD_OPTION.lab_bad_steps", values={"value": value})


def test_the_runner_plays_what_is_asked_and_no_more():
    counting = Counting(5)
    assert counting._run_pending(2, refusal) is False and counting.count == 2
    counting._play_all()
    assert counting.count == 5 and counting._run_pending(4, refusal) is True and counting.count == 5


def test_the_runner_plays_at_once_only_without_a_loop_or_when_told():
    assert Counting(1)._plays_at_once() and Counting(1, background=False)._plays_at_once()
    assert not Counting(1, background=True)._plays_at_once()

    async def on_a_loop():
        return Counting(1)._plays_at_once(), Counting(1, background=False)._plays_at_once()

    assert asyncio.run(on_a_loop()) == (False, True)


def test_a_step_scheduled_for_older_work_is_dropped():
    async def main():
        counting = Counting(3)
        counting._schedule()
        counting.work = object()  # newer work took over before the step was due
        await asyncio.sleep(0.01)
        assert counting.count == 0 and counting._timer is None
        counting._schedule()
        await asyncio.sleep(0.05)
        assert counting.count == 3  # the newer work, step after step

    asyncio.run(main())


def test_nothing_is_scheduled_without_a_loop_once_closed_or_with_background_false():
    counting = Counting(3)
    counting._schedule()
    assert counting._timer is None

    async def main():
        for panel in (Counting(3, background=False), Counting(0)):
            panel._schedule()
            assert panel._timer is None
        closed = Counting(3)
        closed._closed = True
        closed._schedule()
        assert closed._timer is None

    asyncio.run(main())
