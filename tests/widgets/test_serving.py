"""The kernel manager ``make app`` gives Voilà (lovelet.widgets.serving): the culler waits a whole
idle timeout from its first look at a kernel before Jupyter's rule may cull it."""

import asyncio

import pytest

pytest.importorskip("jupyter_server")

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager  # noqa: E402

from lovelet.widgets import serving  # noqa: E402


@pytest.fixture
def culled(monkeypatch):
    """The kernel ids Jupyter's own rule was asked about, and a clock the test moves."""
    asked, clock = [], [1000.0]

    async def jupyters_rule(self, kernel_id):
        asked.append(kernel_id)

    monkeypatch.setattr(AsyncMappingKernelManager, "cull_kernel_if_idle", jupyters_rule)
    monkeypatch.setattr(serving.time, "monotonic", lambda: clock[0])
    return asked, clock


def test_a_kernel_gets_a_whole_timeout_of_grace_from_the_culler_s_first_look(culled):
    asked, clock = culled
    manager = serving.ClassroomKernelManager(cull_idle_timeout=120)
    asyncio.run(manager.cull_kernel_if_idle("handed-out"))  # first look: a kernel just given to a page
    clock[0] += 119
    asyncio.run(manager.cull_kernel_if_idle("handed-out"))
    assert asked == []  # however long it had been idle in the pool, it is not culled yet
    clock[0] += 2
    asyncio.run(manager.cull_kernel_if_idle("handed-out"))
    assert asked == ["handed-out"]  # then Jupyter's rule decides (idle, no connection)


def test_a_kernel_shut_down_is_forgotten(culled, monkeypatch):
    _asked, clock = culled
    monkeypatch.setattr(AsyncMappingKernelManager, "remove_kernel", lambda self, kernel_id: None)
    manager = serving.ClassroomKernelManager(cull_idle_timeout=120)
    asyncio.run(manager.cull_kernel_if_idle("gone"))
    manager.remove_kernel("gone")
    assert "gone" not in manager._first_examined
