"""A class at the table: 8 tables of 4 students against one table service on this machine.

The service is started as ``make app`` starts it (``python -m lovelet.table_service.serve``,
SQLite on disk, ``synchronous=FULL``), eight tables of four student seats are created
through the teacher's routes, and 32 clients join them through ``/api/join`` and play
over ``/ws`` as a student's kernel does: each keeps its seat's observation with
:class:`lovelet.table_service.frames.ObservationAssembler` (every export check included) and,
at its turn, plays a random legal action.

Two paces:

* **class**: one move every 2-5 s per student (``--think 2 5``), as people play;
* **flat out**: no pause at all (``--think 0 0``), the service's ceiling.

It reports, from the moment a student sends an action to the moment *every* seat of
that table has received the observation that includes it (the median and the 95th
percentile; the issue's target is under 100 ms at the 95th), the service's memory
(RSS) per table and its processor time per table and per action.  ``--slow-disk 20``
starts the service with every SQLite write delayed by 20 ms (a slow SD card or a
network disk, simulated in the benchmark's own wrapper, not in lovelet).

The clients run on the same machine and take their share of its two processors; a
class's kernels would add theirs, the browsers would not.

    python benchmarks/class_table.py [--tables 8] [--seats 4] [--seconds 60] [--think 2 5] [--slow-disk 0]
"""

import argparse
import asyncio
import json
import os
import pathlib
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import psutil  # noqa: E402
from websockets.asyncio.client import connect  # noqa: E402

from lovelet.engine.restoring import action_record  # noqa: E402
from lovelet.table_service.frames import ObservationAssembler  # noqa: E402
from lovelet.table_service.service import TableService  # noqa: E402

TARGET_MS = 100  # the aim for the 95th percentile

# The service with every SQLite write delayed (the --slow-disk wrapper): run as a script.
_SLOW_SERVE = """
import sys, time
from lovelet.table_service import store
delay = float(sys.argv.pop(1)) / 1000
_append, _create = store.TableStore.append, store.TableStore.create
def append(self, code, entry):
    time.sleep(delay)
    return _append(self, code, entry)
def create(self, code, entry):
    time.sleep(delay)
    return _create(self, code, entry)
store.TableStore.append, store.TableStore.create = append, create
from lovelet.table_service.serve import main
sys.exit(main(sys.argv[1:]))
"""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def request(address, path, token=None, body=None):
    data = None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    with urllib.request.urlopen(urllib.request.Request(address + path, data, headers,
                                                       method="GET" if body is None else "POST")) as answer:
        return json.loads(answer.read())


def start_service(folder, slow_disk_ms):
    db = pathlib.Path(folder) / "class.sqlite"
    service = TableService(db)  # makes the file and the teacher's token
    teacher = service.teacher_token
    service.close()
    port = free_port()
    arguments = ["--host", "127.0.0.1", "--port", str(port), "--db", str(db)]
    if slow_disk_ms:
        command = [sys.executable, "-c", _SLOW_SERVE, str(slow_disk_ms), *arguments]
    else:
        command = [sys.executable, "-m", "lovelet.table_service.serve", *arguments]
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               env={**os.environ, "PYTHONPATH": str(ROOT)})
    address = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            urllib.request.urlopen(address + "/health", timeout=1).read()
            return process, address, teacher
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("the table service did not start")


class Student:
    """One student's kernel: its seat's frames, a random legal move at its turn."""

    def __init__(self, table, token, rng, think, samples):
        self.table, self.token, self.rng, self.think = table, token, rng, think
        self.assembler = ObservationAssembler()
        self.samples = samples
        self.actions = 0

    async def run(self, address, until):
        url = address.replace("http", "ws", 1) + "/ws"
        async with connect(url, max_size=2**22) as socket_:
            await socket_.send(json.dumps({"type": "hello", "token": self.token, "language": "en"}))
            ref = 0
            while time.monotonic() < until:
                try:
                    text = await asyncio.wait_for(socket_.recv(), timeout=max(0.1, until - time.monotonic()))
                except asyncio.TimeoutError:
                    break
                frame = json.loads(text)
                if frame["type"] == "observation":
                    self.assembler.add(frame)
                    self.table.received(self)
                elif frame["type"] == "status" and frame.get("round_over") and not frame.get("game_over"):
                    if self.table.state_over_seen(self, frame):
                        await socket_.send(json.dumps({"type": "next_round", "ref": None}))
                obs = self.assembler.observation
                if (obs is not None and not obs.is_over and obs.current_player == obs.player
                        and self.table.acting is not self):
                    low, high = self.think
                    if high:
                        await asyncio.sleep(self.rng.uniform(low, high))
                    ref += 1
                    self.table.sent(self)
                    action = self.rng.choice(obs.legal_actions())
                    await socket_.send(json.dumps({"type": "act", "ref": ref, "action": action_record(action)}))
                    self.actions += 1


class Table:
    """A table's students, and the latency of each action until every seat has it."""

    def __init__(self, samples):
        self.students = []
        self.samples = samples
        self.acting = None
        self.began = None
        self.waiting = set()
        self.rounds_seen = {}

    def sent(self, student):
        self.acting, self.began = student, time.perf_counter()
        self.waiting = set(self.students)

    def received(self, student):
        if self.began is None or student not in self.waiting:
            return
        self.waiting.discard(student)
        if student is self.acting:
            self.acting = None
        if not self.waiting:
            self.samples.append((time.perf_counter() - self.began) * 1000)
            self.began = None

    def state_over_seen(self, student, frame):
        key = (id(student), frame["round"])
        if key in self.rounds_seen:
            return False
        self.rounds_seen[key] = True
        return True


async def play(address, teacher, tables, seats, seconds, think, seed):
    samples = []
    rng = random.Random(seed)
    groups = []
    for _ in range(tables):
        code = request(address, "/api/teacher/tables", teacher,
                       {"edition": "revised", "seats": ["student"] * seats, "bot_seconds": 0, "idle_seconds": 0})["code"]
        table = Table(samples)
        for number in range(seats):
            token = request(address, "/api/join", body={"code": code, "name": f"S{number}", "language": "en"})["token"]
            table.students.append(Student(table, token, random.Random(rng.random()), think, samples))
        groups.append(table)
    until = time.monotonic() + seconds
    students = [student for table in groups for student in table.students]
    await asyncio.gather(*(student.run(address, until) for student in students))
    return samples, sum(student.actions for student in students)


def measure(tables, seats, seconds, think, slow_disk_ms, seed=1):
    with tempfile.TemporaryDirectory() as folder:
        process, address, teacher = start_service(folder, slow_disk_ms)
        try:
            server = psutil.Process(process.pid)
            memory_before = server.memory_info().rss
            cpu_before = sum(server.cpu_times()[:2])
            samples, actions = asyncio.run(play(address, teacher, tables, seats, seconds, think, seed))
            memory_after = server.memory_info().rss
            cpu = sum(server.cpu_times()[:2]) - cpu_before
        finally:
            process.kill()
            process.wait()
    samples.sort()
    p95 = samples[int(0.95 * (len(samples) - 1))] if samples else float("nan")
    return {"actions": actions, "median_ms": statistics.median(samples) if samples else float("nan"),
            "p95_ms": p95, "memory_per_table_mb": (memory_after - memory_before) / tables / 2**20,
            "memory_mb": memory_after / 2**20, "cpu_per_table_s": cpu / tables,
            "cpu_per_action_ms": cpu / max(actions, 1) * 1000}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--think", type=float, nargs=2, default=None, metavar=("LOW", "HIGH"),
                        help="seconds a student thinks before each move (default: both paces, 2-5 and 0)")
    parser.add_argument("--slow-disk", type=float, default=0, help="milliseconds added to every SQLite write")
    arguments = parser.parse_args(argv)
    paces = [tuple(arguments.think)] if arguments.think else [(2.0, 5.0), (0.0, 0.0)]
    for think in paces:
        found = measure(arguments.tables, arguments.seats, arguments.seconds, think, arguments.slow_disk)
        pace = "flat out" if think == (0.0, 0.0) else f"a move every {think[0]:g}-{think[1]:g} s"
        print(f"{arguments.tables} tables x {arguments.seats} students, {pace}, slow disk {arguments.slow_disk:g} ms: "
              f"{found['actions']} actions; action to every seat: median {found['median_ms']:.1f} ms, "
              f"95th percentile {found['p95_ms']:.1f} ms (target < {TARGET_MS}); "
              f"service memory {found['memory_mb']:.0f} MB ({found['memory_per_table_mb']:.2f} MB per table); "
              f"processor {found['cpu_per_table_s']:.2f} s per table, {found['cpu_per_action_ms']:.2f} ms per action")
    return 0


if __name__ == "__main__":
    sys.exit(main())
