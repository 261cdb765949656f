"""``make app`` keeps the server's memory: kernels of closed or reloaded pages go, kernels
of open pages and the kernels waiting in the pool (``CLASS=``) stay.

Voilà is started with the very arguments ``make app`` gives it (read from ``make -n app``),
with short culling times passed the way a teacher would pass them (``CULL_IDLE=``,
``CULL_INTERVAL=``) and one kernel of the Table started ahead (``CLASS=1``).  It serves the
student build of the Table and a page that only waits (``tests/browser/notebooks``).
The kernels are the server's child processes (psutil), named by their connection files.

* A page closed as a browser closes a tab (its ``beforeunload`` runs) shuts its kernel
  down at once: Voilà's shutdown request gets through (no "403 ... _xsrf" in the log).
* A reloaded page's old kernel goes the same way; the new one stays while the page is
  open, however long it is idle.
* A page that vanishes without a word (a browser killed, a flat battery) is culled once
  its kernel has been idle and unconnected for ``CULL_IDLE`` seconds.
* The Table's waiting kernel is never culled.
"""

import shutil
import time
from pathlib import Path

import pytest

from .app_pages import ROOT, kernel_of, kernels, make_app_arguments, student_tool
from .voila_server import serving

WAITING_PAGE = Path(__file__).resolve().parent / "notebooks" / "waiting_page.ipynb"
CULL_IDLE, CULL_INTERVAL = 20, 2
#: Seconds a shutdown asked by a closing page may take (far below CULL_IDLE).
SHUTDOWN_DELAY = 12


def wait_for(condition, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.5)  # polling the server's processes
    pytest.fail(f"{what} within {timeout} s")


def open_waiting_page(context, server):
    page = context.new_page()
    page.goto(f"{server.url}/voila/render/waiting_page.ipynb", timeout=90_000)
    page.locator(".lovelet-test-waiting").wait_for(timeout=90_000)
    return page


def test_make_app_culls_the_kernels_of_closed_pages_and_keeps_the_pool(browser_context, tmp_path):
    served = tmp_path / "app"
    student_tool().write_student_copies([ROOT / "notebooks" / "play.ipynb"], served)
    shutil.copy(WAITING_PAGE, served)
    arguments = make_app_arguments(CLASS=1, CULL_IDLE=CULL_IDLE, CULL_INTERVAL=CULL_INTERVAL)
    assert f"--MappingKernelManager.cull_idle_timeout={CULL_IDLE}" in arguments
    with serving(served, *arguments, folder=tmp_path) as server:
        wait_for(lambda: len(kernels(server)) == 1, 120, "the Table's kernel was not started ahead")
        pool = kernels(server)

        closed, reloaded, vanished = (open_waiting_page(browser_context, server) for _ in range(3))
        pages = {name: kernel_of(page) for name, page in
                 (("closed", closed), ("reloaded", reloaded), ("vanished", vanished))}
        assert set(kernels(server)) == set(pool) | set(pages.values())

        closed.close(run_before_unload=True)
        wait_for(lambda: pages["closed"] not in kernels(server), SHUTDOWN_DELAY,
                 "a closed page's kernel was not shut down")
        reloaded.reload()
        reloaded.locator(".lovelet-test-waiting").wait_for(timeout=90_000)
        pages["reopened"] = kernel_of(reloaded)
        wait_for(lambda: pages["reloaded"] not in kernels(server), SHUTDOWN_DELAY,
                 "a reloaded page's old kernel was not shut down")
        assert "403 POST" not in server.log_tail(100_000)

        # A page gone without a word: its kernel stays until the culler takes it.
        vanished.close(run_before_unload=False)
        time.sleep(SHUTDOWN_DELAY)
        assert pages["vanished"] in kernels(server), "the page said nothing, yet its kernel went at once"
        wait_for(lambda: pages["vanished"] not in kernels(server), CULL_IDLE + 4 * CULL_INTERVAL + 10,
                 "an unconnected idle kernel was not culled")

        # The open page has been idle longer than CULL_IDLE: connected, it stays; so does the pool.
        assert set(kernels(server)) == set(pool) | {pages["reopened"]}
        assert kernels(server)[next(iter(pool))] == next(iter(pool.values()))
        reloaded.close(run_before_unload=True)
        wait_for(lambda: kernels(server) == pool, SHUTDOWN_DELAY, "the last page's kernel did not go")
        # The waiting kernel has been idle and unconnected for far longer than CULL_IDLE by
        # now (it survived the vanished page's whole culling above): a few more passes of
        # the culler, with no page left at all, would take it if it could be taken.
        time.sleep(4 * CULL_INTERVAL + 2)
        assert kernels(server) == pool, "the waiting kernel of the Table was culled"
