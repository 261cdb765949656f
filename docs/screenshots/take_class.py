"""Take the README's screenshots of a class at the table: a student's seat, the teacher's page.

The table service (``python -m lovelet.table_service.serve``) and Voilà (serving
``notebooks/``, its kernels pointed at the service) run as ``make app`` runs them; the
system Chromium (headless, through Playwright) opens the pages:

* ``class-join.png``: ``join.ipynb?code=...`` on a phone (390 pixels wide), the form filled in;
* ``class-seat.png``: a student's seat at 1366 x 768 (a laptop), a few moves into a game
  with two heuristic bots and a second student (a client of the service playing at random);
* ``class-teacher.png``: ``teacher.ipynb`` at 1366 x 768, following that table.

    python docs/screenshots/take_class.py
"""

import os
import pathlib
import random
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))  # the browser tests' Voilà and page helpers

from table_page import log_sentences, my_turn, play_any, wait_for_log_longer_than  # noqa: E402
from take import shrink  # noqa: E402
from voila_server import CHROMIUM_ARGS, chromium_path, free_port, serving  # noqa: E402

from lovelet.table_service.client import SeatClient, TeacherClient, join  # noqa: E402

LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
MOVES = 2  # the student's moves before the picture


def start_service(folder):
    database = pathlib.Path(folder) / "class.sqlite"
    command = [sys.executable, "-m", "lovelet.table_service.serve", "--db", str(database)]
    token = subprocess.run([*command, "--print-teacher-token"], capture_output=True, text=True,
                           check=True).stdout.strip()
    port = free_port()
    process = subprocess.Popen([*command, "--port", str(port)], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    address = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            urllib.request.urlopen(address + "/health", timeout=1).read()
            return process, address, token
        except OSError:
            time.sleep(0.1)  # polling a server that is starting
    process.kill()
    raise RuntimeError("the table service did not start")


def random_player(address, token):
    """A second student, played by a client of the service choosing at random."""
    rng = random.Random(4)

    def move(client):
        obs = client.observation
        if obs is not None and not obs.is_over and obs.current_player == obs.player:
            try:
                client.act(rng.choice(obs.legal_actions()))
            except Exception:  # noqa: BLE001 - a picture, not a test: the next news tries again
                pass

    client = SeatClient(address, token, "en")
    client.add_listener(lambda changed: move(changed))
    return client


def main():
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        process, address, teacher_token = start_service(folder)
        os.environ["LOVELET_TABLES"] = address
        try:
            with serving(folder=folder) as server:
                os.environ["LOVELET_PAGES"] = server.url + "/voila/render"
                teacher = TeacherClient(address, teacher_token)
                code = teacher.create_table({"edition": "revised",
                                             "seats": ["student", "heuristic", "student", "heuristic"],
                                             "bot_seconds": 0.3, "idle_seconds": 0})
                browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
                render = f"{server.url}/voila/render"

                phone = browser.new_context(viewport=PHONE, device_scale_factor=1).new_page()
                phone.goto(f"{render}/join.ipynb?code={code}", timeout=120_000)
                phone.locator(".lovelet-join-name input").wait_for(timeout=120_000)
                phone.locator(".lovelet-join-name input").fill("Ann")
                phone.screenshot(path=HERE / "class-join.png")
                phone.close()  # the picture of the form: Ann does not join from here

                other = random_player(address, join(address, code, "Ben", "en"))
                student = browser.new_context(viewport=LAPTOP).new_page()
                student.goto(f"{render}/join.ipynb?code={code}", timeout=120_000)
                student.locator(".lovelet-join-name input").wait_for(timeout=120_000)
                student.locator(".lovelet-join-name input").fill("Cleo")
                student.locator(".lovelet-join-name input").press("Tab")
                student.locator(".lovelet-join-button").click()
                student.locator(".lovelet-table .lovelet-hand").first.wait_for(timeout=120_000)
                for _ in range(MOVES):
                    my_turn(student).wait_for(timeout=120_000)
                    count = len(log_sentences(student))
                    play_any(student)
                    wait_for_log_longer_than(student, count)
                my_turn(student).wait_for(timeout=120_000)
                student.screenshot(path=HERE / "class-seat.png")

                teacher_page = browser.new_context(viewport=LAPTOP).new_page()
                teacher_page.goto(f"{render}/teacher.ipynb?teacher={teacher_token}", timeout=120_000)
                teacher_page.locator(f'.lovelet-teacher-table[data-code="{code}"]').wait_for(timeout=120_000)
                teacher_page.wait_for_timeout(1500)  # the QR code and the log are drawn
                teacher_page.screenshot(path=HERE / "class-teacher.png")
                other.close()
                browser.close()
        finally:
            process.kill()
            process.wait()
    for name in ("class-join", "class-seat", "class-teacher"):
        shrink(HERE / f"{name}.png")
        print(f"{name}.png: {(HERE / f'{name}.png').stat().st_size / 1024:.0f} KB")


if __name__ == "__main__":
    main()
