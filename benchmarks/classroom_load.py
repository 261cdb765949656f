"""A class on one machine: many sessions of ``play.ipynb`` on one ``make app`` server at once.

Voilà serves ``notebooks/`` with the options of ``make app``, and the system Chromium (headless,
through Playwright) opens ``--sessions`` tabs of ``play.ipynb`` at the same moment, as
a class does when the teacher says "open the page".  For each tab it reports:

* form: the seconds until the page is usable (the Setup's Start button is shown: Voilà
  has started the tab's kernel and run the notebook, and the widgets are drawn);
* table: the seconds until the first click is answered (Start pressed as soon as the
  form is there, until the Table is shown; not with ``--no-start``).

Then, with every tab still open, the memory each tab's kernel holds (psutil: RSS, the
resident size, and USS, the memory that kernel alone holds, which is what one more
student costs), and the server's own.

Chromium runs on the same machine here and takes its share of the processors; in a
class, the students' browsers run on their own machines, so a class is served at
least as fast as measured.

    python benchmarks/classroom_load.py [--sessions 30] [--class 30] [--voila-args="..."]

``--class 30`` starts the server as ``make app CLASS=30`` does (30 kernels of
``play.ipynb`` started ahead, the notebook already run in each) and waits until they
are ready before the class opens its pages.
"""

import argparse
import asyncio
import pathlib
import shlex
import statistics
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))  # the browser tests' Voilà helpers

from voila_server import CHROMIUM_ARGS, chromium_path, serving  # noqa: E402

USABLE_TARGET = 10.0  # seconds until every page is usable (the aim)
MEMORY_TARGET = 150  # MB per session's kernel (the aim)
TIMEOUT = 300_000  # ms: a page of a loaded server may take long, but not forever


async def one_session(context, url, began, press_start=True):
    """Open one tab; (seconds until the form, seconds until the Table or None, the page)."""
    page = await context.new_page()
    await page.goto(url, timeout=TIMEOUT)
    start = page.locator(".lovelet-setup-start")
    await start.wait_for(timeout=TIMEOUT)
    form = time.perf_counter() - began
    if not press_start:
        return form, None, page
    await start.click(timeout=TIMEOUT)
    await page.locator(".lovelet-table .lovelet-status").wait_for(timeout=TIMEOUT)
    return form, time.perf_counter() - began, page


async def open_class(base_url, sessions, profile, server_pid, press_start=True):
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        context = await playwright.chromium.launch_persistent_context(
            str(profile), executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True,
            viewport={"width": 1000, "height": 700})
        url = f"{base_url}/voila/render/play.ipynb"
        server_before, browser_before = serving_cpu(server_pid), browser_cpu(profile)
        began = time.perf_counter()
        results = await asyncio.gather(*(one_session(context, url, began, press_start) for _ in range(sessions)))
        memory = kernels_memory(server_pid)
        memory += (serving_cpu(server_pid) - server_before, browser_cpu(profile) - browser_before)
        for _, _, page in results:
            await page.close()
        await context.close()
    return [form for form, _, _ in results], [table for _, table, _ in results], memory


def _cpu(process):
    times = process.cpu_times()
    return times.user + times.system


def kernels_memory(server_pid):
    """[(rss, uss, cpu)] of every kernel of the server ``server_pid`` and the server's own
    (rss, uss, cpu): memory in MB, processor time in seconds so far."""
    import psutil

    server = psutil.Process(server_pid)
    kernels = []
    for child in server.children(recursive=True):
        try:
            if "ipykernel" in " ".join(child.cmdline()):
                info = child.memory_full_info()
                kernels.append((info.rss / 2**20, info.uss / 2**20, _cpu(child)))
        except psutil.NoSuchProcess:
            pass
    info = server.memory_full_info()
    return kernels, (info.rss / 2**20, info.uss / 2**20, _cpu(server))


def serving_cpu(server_pid):
    """The processor seconds used so far by the server and its kernels still running."""
    import psutil

    server = psutil.Process(server_pid)
    total = _cpu(server)
    for child in server.children(recursive=True):
        try:
            total += _cpu(child)
        except psutil.NoSuchProcess:
            pass
    return total


def wait_until_idle(server_pid, quiet=0.2, timeout=600):
    """Wait until the server and its kernels use less than ``quiet`` processor seconds in
    two seconds (a pool of pre-started kernels is full); returns the seconds waited."""
    began = time.perf_counter()
    last = serving_cpu(server_pid)
    while time.perf_counter() - began < timeout:
        time.sleep(2)  # a sampling period, not a wait for a result
        now = serving_cpu(server_pid)
        if now - last < quiet:
            break
        last = now
    return time.perf_counter() - began


def browser_cpu(profile):
    """The processor seconds used so far by the Chromium of the profile folder ``profile``."""
    import psutil

    total = 0.0
    for process in psutil.process_iter(["cmdline"]):
        cmdline = " ".join(process.info["cmdline"] or ())
        if "chrom" in cmdline and str(profile) in cmdline:
            try:
                browser = [process, *process.children(recursive=True)]
                total += sum(_cpu(item) for item in browser)
            except psutil.NoSuchProcess:
                pass
            break
    return total


def summary(values):
    return (f"median {statistics.median(values):5.1f}, max {max(values):5.1f}"
            if values else "none")


def voila_arguments(pool):
    """The arguments `make app` gives Voilà (``pool``: its CLASS option, 0 for none)."""
    arguments = ["--VoilaExecutor.iopub_timeout=60"]
    if pool:
        arguments += ["--preheat_kernel=True", "--VoilaKernelManager.fill_delay=300",
                      '--VoilaKernelManager.kernel_pools_config={"default": {"pool_size": 0}, '
                      f'"play.ipynb": {{"pool_size": {pool}}}}}']
    return arguments


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=30, help="tabs opened at once (default 30)")
    parser.add_argument("--class", dest="pool", type=int, default=0,
                        help="kernels of play.ipynb started ahead, as `make app CLASS=...` (default none)")
    parser.add_argument("--no-start", action="store_true",
                        help="only open the pages (the processor time is then the pages' alone)")
    parser.add_argument("--voila-args", default="", help="more Voilà arguments, as for APP_ARGS")
    args = parser.parse_args()
    if chromium_path() is None:
        sys.exit("No Chromium: apt-get install chromium.")
    extra = voila_arguments(args.pool) + shlex.split(args.voila_args)
    with tempfile.TemporaryDirectory() as folder, serving(ROOT / "notebooks", *extra, folder=folder) as server:
        began = time.perf_counter()
        if args.pool:  # Voilà says when the pool is full; its last kernels may still be busy
            while "Kernel pool of play.ipynb is filled" not in server.log_tail(10**6):
                time.sleep(1)  # polling the server's log
        wait_until_idle(server.process.pid)
        waited = time.perf_counter() - began
        print(f"The server and its pre-started kernels (if any) were ready after {waited:.0f} s.")
        try:
            forms, tables, (kernels, own, serving_time, browser) = asyncio.run(
                open_class(server.url, args.sessions, pathlib.Path(folder) / "profile", server.process.pid,
                           press_start=not args.no_start))
        except Exception:
            print(f"The server's log ends with:\n{server.log_tail()}", file=sys.stderr)
            raise
    rss = [item[0] for item in kernels]
    uss = [item[1] for item in kernels]
    print(f"{args.sessions} sessions of play.ipynb opened at once on one Voilà server "
          f"({f'make app CLASS={args.pool}' if args.pool else 'make app'}"
          f"{', and ' + args.voila_args if args.voila_args else ''}):")
    print(f"  page usable (Start shown), s:  {summary(forms)}   (aim: every page within {USABLE_TARGET:.0f} s)")
    if not args.no_start:
        print(f"  first click answered, s:       {summary(tables)}")
    print(f"  kernels: {len(kernels)}; per kernel, MB: RSS {summary(rss)}; USS {summary(uss)}"
          f"   (aim: < {MEMORY_TARGET} MB a session)")
    print(f"  the server itself, MB: RSS {own[0]:.0f}, USS {own[1]:.0f}")
    print(f"  processor time while the class opened, s: the server and its kernels {serving_time:.0f} "
          f"({serving_time / args.sessions:.2f} a session), the browser {browser:.0f} "
          f"({browser / args.sessions:.2f} a tab)")


if __name__ == "__main__":
    main()
