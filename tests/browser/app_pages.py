"""What ``make app`` serves, for the browser tests: its Voilà arguments and its student pages.

:func:`make_app_arguments` reads the arguments ``make app`` gives Voilà from ``make -n app``
(with the make variables given), so the tests serve pages exactly as a class gets them;
:func:`student_tool` is ``tools/student.py``, which builds the student pages;
:func:`kernels` the kernels a server runs, :func:`kernel_of` the one a page was given.
"""

import importlib.util
import re
import shlex
import subprocess
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[2]
# Arguments of `make app` that voila_server.serving() sets itself (port, address, browser).
_SERVING_OWN = re.compile(r"--(port|Voila\.port_retries|Voila\.ip|no-browser)\b")


def make_app_arguments(**variables):
    """The arguments ``make app`` passes to Voilà (``make -n``: nothing is run), without
    the served folder and those :func:`voila_server.serving` sets itself."""
    assignments = [f"{name}={value}" for name, value in variables.items()]
    dry = subprocess.run(["make", "-n", "-s", "app", *assignments], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    # The Voilà line, after the environment it is given (the table service's address).
    command = next(shlex.split(line) for line in dry.splitlines() if re.match(r"(\S+=\S+ )*\S*bin/voila ", line))
    command = command[next(index for index, word in enumerate(command) if word.endswith("bin/voila")):]
    return [argument for argument in command[1:-1] if not _SERVING_OWN.match(argument)]


def student_tool():
    """``tools/student.py`` as a module."""
    spec = importlib.util.spec_from_file_location("student_tool", ROOT / "tools" / "student.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def kernels(server):
    """{kernel id: pid} of the kernels the Voilà ``server`` runs now (its child processes,
    named by their connection files)."""
    found = {}
    for child in psutil.Process(server.process.pid).children(recursive=True):
        try:
            match = re.search(r"kernel-([0-9a-f-]{36})\.json", " ".join(child.cmdline()))
        except psutil.NoSuchProcess:
            continue
        if match:
            found[match.group(1)] = child.pid
    return found


def kernel_of(page):
    """The id of the kernel Voilà gave ``page``."""
    return page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
