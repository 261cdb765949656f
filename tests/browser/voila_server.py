"""A Voilà server and the system Chromium, for the browser tests and the browser benchmarks.

:func:`serving` starts Voilà on a free port of 127.0.0.1, serving a folder of notebooks,
waits until it answers and stops it at the end together with every kernel it started.
:func:`chromium` launches Debian's Chromium (package ``chromium``) through Playwright
by its executable path, with a fresh profile: Playwright's own browser download is
not used.  The benchmarks in ``benchmarks/`` import this module too.
"""

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

#: Chromium's flags for a closed network, as root, in a container: without the
#: background-networking ones its own connections are refused and slow every start, and
#: a container's small /dev/shm would crash its tabs.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage"]


def chromium_path():
    """The system Chromium's executable (``$LOVELET_CHROMIUM``, ``chromium`` on the PATH,
    ``/usr/bin/chromium``), or None."""
    for candidate in (os.environ.get("LOVELET_CHROMIUM"), shutil.which("chromium"), "/usr/bin/chromium"):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def free_port():
    """A TCP port of 127.0.0.1 that nothing listens on (now)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until_answering(url, process, timeout=60.0):
    """Return once ``url`` answers 200; raise RuntimeError if ``process`` ends first or
    ``timeout`` seconds pass."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"Voilà stopped at once (exit code {process.returncode})")
        try:
            with urllib.request.urlopen(url, timeout=5) as answer:
                if answer.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(0.2)  # polling a server that is starting
    raise RuntimeError(f"Voilà did not answer at {url} within {timeout:.0f} s")


def start_voila(directory, port, log, data_dir, *extra):
    """A Voilà server on 127.0.0.1:``port`` serving ``directory`` (its kernels are its
    children); ``extra`` are more Voilà arguments.

    ``data_dir`` becomes its Jupyter data directory, so that a kernel named python3 in
    the user's own Jupyter directory cannot replace this interpreter's.
    """
    env = dict(os.environ, JUPYTER_DATA_DIR=str(data_dir))
    command = [sys.executable, "-m", "voila", str(directory), "--no-browser", f"--port={port}",
               "--Voila.port_retries=0", "--Voila.ip=127.0.0.1", "--show_tracebacks=True", *extra]
    return subprocess.Popen(command, cwd=directory, env=env, stdout=log, stderr=subprocess.STDOUT)


def stop_voila(process):
    """Stop the server (on SIGTERM it shuts its kernels down), then any kernel it left.

    Kernels run in sessions of their own, so they are found as the server's children
    before it stops, and only those processes are killed.
    """
    import psutil

    try:
        children = psutil.Process(process.pid).children(recursive=True)
    except psutil.NoSuchProcess:
        children = []
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
    for child in children:
        with contextlib.suppress(psutil.NoSuchProcess):
            child.kill()
    psutil.wait_procs(children, timeout=10)


class VoilaServer:
    """A running server: ``url`` (no trailing slash), ``process``, ``log_path``."""

    def __init__(self, url, process, log_path):
        self.url, self.process, self.log_path = url, process, log_path

    def log_tail(self, characters=3000):
        return self.log_path.read_text(errors="replace")[-characters:]


@contextlib.contextmanager
def serving(directory=NOTEBOOKS, *extra, folder=None, timeout=60.0):
    """Serve ``directory`` with Voilà for the ``with`` block; yields a :class:`VoilaServer`.

    ``folder`` holds the server's log and Jupyter data (a temporary folder by default).
    """
    with contextlib.ExitStack() as stack:
        if folder is None:
            folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="lovelet-voila-"))
        folder = Path(folder)
        log_path = folder / "voila.log"
        port = free_port()
        log = stack.enter_context(open(log_path, "wb"))
        process = start_voila(directory, port, log, folder, *extra)
        try:
            url = f"http://127.0.0.1:{port}"
            try:
                wait_until_answering(url + "/", process, timeout)
            except RuntimeError as failure:
                raise RuntimeError(f"{failure}; its log:\n{log_path.read_text(errors='replace')[-3000:]}") \
                    from None
            yield VoilaServer(url, process, log_path)
        finally:
            stop_voila(process)


def chromium(playwright, profile, viewport=(1200, 900), scale=1):
    """A headless system Chromium with the fresh profile folder ``profile``: a Playwright
    persistent context (``context.new_page()`` opens a tab; close the context at the end).
    ``viewport`` is the page's size in CSS pixels, ``scale`` the device pixels per CSS pixel."""
    width, height = viewport
    return playwright.chromium.launch_persistent_context(
        str(profile), executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True,
        viewport={"width": width, "height": height}, device_scale_factor=scale)
