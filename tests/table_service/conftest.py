"""A real table service for the tests that talk to it over the network.

``service`` (one per test module) starts ``python -m lovelet.table_service.serve`` in a process
of its own on a free localhost port with a fresh SQLite file, waits until ``/health``
answers, and kills it after the module.  It yields a :class:`RunningService`: its
``address``, the ``teacher`` token (read with ``--print-teacher-token``, as ``make app``
reads it), and ``kill()`` / ``start()`` to SIGKILL it and start it again on the same port
and file.
"""

import os
import pathlib
import signal
import subprocess
import sys

import pytest

import lovelet
from lovelet.table_service.client import ENVIRONMENT, TeacherClient, wait_for_service
from seat_players import free_port

ROOT = pathlib.Path(lovelet.__file__).resolve().parent.parent


class RunningService:
    """A ``lovelet.table_service.serve`` process (see the module docstring)."""

    def __init__(self, folder):
        self.db = folder / "class.sqlite"
        self.log = folder / "serve.log"
        self.port = free_port()
        self.address = f"http://127.0.0.1:{self.port}"
        self.root = ROOT
        self.environment = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.environment.pop(ENVIRONMENT, None)
        self.teacher = subprocess.run(self._command("--print-teacher-token"), env=self.environment, cwd=ROOT,
                                      capture_output=True, text=True, check=True, timeout=60).stdout.strip()
        self.process = None

    def _command(self, *more):
        return [sys.executable, "-m", "lovelet.table_service.serve", "--port", str(self.port), "--db", str(self.db), *more]

    def start(self):
        """Start the service (again, on the same port and file) and wait until it answers."""
        with open(self.log, "a") as log:
            self.process = subprocess.Popen(self._command(), env=self.environment, cwd=ROOT,
                                            stdout=log, stderr=subprocess.STDOUT)
        if not wait_for_service(self.address, timeout=60):
            self.stop()
            pytest.fail(f"the table service did not start:\n{self.log.read_text()}")

    def kill(self):
        """SIGKILL: no shutdown, no last write; what was acknowledged must be in SQLite."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self):
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=30)


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    running = RunningService(tmp_path_factory.mktemp("tables"))
    running.start()
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def teacher(service):
    return TeacherClient(service.address, service.teacher)
