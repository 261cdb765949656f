"""One runner for panels whose work is played in steps: the deduction panel, the strategy lab.

Some widgets compute for longer than a page may wait (the deduction panel's playouts,
the strategy lab's tournament).  They cut the work into steps and play them one at a
time: with an asyncio loop running (a Jupyter kernel, Voilà) each step is scheduled on
the loop after a short pause, so that the page stays alive and shows the results so
far; without one (tests, a script) the work is played at once, or left for
:meth:`SteppedWork.run_pending` and :meth:`SteppedWork.finish`.

:class:`SteppedWork` is that runner, a mixin of the two controllers.  It owns the timer
and the loop; the controller says what one step is and whether work remains:

* ``pending`` (a property): True while steps of the work in view remain;
* ``_step()``: play one step and show its results;
* ``_work_in_view()``: the work being played (a newer one makes the older steps stale);
* ``_background`` (None, False or True: see :meth:`SteppedWork._plays_at_once`) and
  ``_pause`` (seconds left to the page between two steps), set by its ``__init__``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from lovelet.engine.errors import IllegalAction, shown
from lovelet.engine.naming import whole_number_or_none
from lovelet.widgets.loop import running_loop

__all__ = ["SteppedWork"]


class SteppedWork:
    """The step-and-finish runner of a panel (a mixin: see the module's docstring)."""

    _background: bool | None = None
    _pause: float = 0.005
    _timer: asyncio.TimerHandle | None = None
    _closed = False

    # ------------------------------------------------------------------ what the panel says

    @property
    def pending(self) -> bool:  # pragma: no cover - every panel says it
        """True while steps of the work in view remain to be played."""
        raise NotImplementedError

    def _step(self) -> None:  # pragma: no cover - every panel says it
        """Play one step of the work in view and show its results."""
        raise NotImplementedError

    def _work_in_view(self) -> Any:  # pragma: no cover - every panel says it
        """The work being played: a step scheduled for another one is stale."""
        raise NotImplementedError

    # ------------------------------------------------------------------ playing now

    def _run_pending(self, count: Any, refusal: Callable[[str], IllegalAction]) -> bool:
        """Play up to ``count`` steps now; True once the work is done.

        ``count`` must be a whole number from 1 up: else ``refusal(shown(count))`` is raised.
        """
        steps = whole_number_or_none(count)
        if steps is None or steps < 1:
            raise refusal(shown(count))
        for _ in range(steps):
            if not self.pending:
                break
            self._step()
        return not self.pending

    def _play_all(self) -> None:
        """Play every step left now (the results are then final)."""
        while self.pending:
            self._step()

    def _plays_at_once(self) -> bool:
        """Whether new work is played at once: ``background`` False, or None without a running loop."""
        return self._background is False or (self._background is None and running_loop() is None)

    # ------------------------------------------------------------------ playing on the loop

    def _schedule(self) -> None:
        """Ask the running loop for the next step soon (nothing without a loop, once closed,
        with ``background`` False, or when nothing is pending)."""
        if self._closed or self._timer is not None or self._background is False or not self.pending:
            return
        loop = running_loop()
        if loop is not None:
            self._timer = loop.call_later(self._pause, self._tick, self._work_in_view())

    def _tick(self, work: Any) -> None:
        self._timer = None
        if self._closed or work is not self._work_in_view() or not self.pending:  # stopped, or newer work
            return
        self._step()
        self._schedule()

    def _cancel(self) -> None:
        """Cancel the step scheduled, if any."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
