"""``lovelet serve`` (and ``python -m lovelet.table_service.serve``): the table service of a class.

    python -m lovelet.table_service.serve --port 8867 --db build/tables.sqlite
    python -m lovelet.table_service.serve --db build/tables.sqlite --print-teacher-token

It opens the database (made if missing; every table in it resumes where it was, whatever
stopped the service, even a SIGKILL: each accepted action was written before it was
acknowledged), prints the teacher's token once, and serves the app of
:mod:`lovelet.table_service.app` with uvicorn until it is stopped (Ctrl-C or SIGTERM).
``--print-teacher-token`` prints only the token, on a line of its own, and serves nothing:
the Makefile reads it so that it can print the teacher's page address.

The service listens on localhost by default: only the kernels of the Voilà pages, on the
same machine, talk to it; the students' browsers talk to Voilà.  Started with Ctrl-C
ignored (in the background of a shell script, as ``make app`` starts it), it keeps
ignoring it and stops on SIGTERM only: the Ctrl-C meant for Voilà, which asks before it
stops, must not stop the service under it.
"""

from __future__ import annotations

import argparse
import signal
import sqlite3
import sys
from collections.abc import Sequence

import uvicorn

from lovelet.engine.errors import IllegalAction
from lovelet.table_service.app import make_app
from lovelet.table_service.debrief import debrief
from lovelet.table_service.service import TableService

__all__ = ["main", "build_parser", "DEFAULT_PORT", "WS_MAX_SIZE"]

#: The service's port unless told (Voilà's is 8866).
DEFAULT_PORT = 8867
#: The largest WebSocket message uvicorn passes to the app: well above the app's own limit
#: (16 KiB), so that the app itself refuses a long frame with BAD_MESSAGE.too_large and
#: keeps the socket, rather than uvicorn closing it unexplained.
WS_MAX_SIZE = 1024 * 1024


def build_parser(prog: str = "lovelet serve") -> argparse.ArgumentParser:
    """The options of ``lovelet serve``."""
    parser = argparse.ArgumentParser(
        prog=prog, description="Serve the tables of a class: students play each other from "
        "their own pages (join.ipynb) while the teacher follows every table (teacher.ipynb).")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on; default: 127.0.0.1 (the pages' kernels "
                             "run on this machine)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"the port to listen on; default: {DEFAULT_PORT}")
    parser.add_argument("--db", default="tables.sqlite",
                        help="the SQLite file of the tables (made if missing; its tables resume); "
                             "default: tables.sqlite")
    parser.add_argument("--print-teacher-token", action="store_true",
                        help="print the teacher's token alone and serve nothing")
    parser.add_argument("--log-level", default="warning",
                        choices=("critical", "error", "warning", "info", "debug"),
                        help="how much uvicorn says; default: warning")
    return parser


def main(argv: Sequence[str] | None = None, prog: str = "lovelet serve") -> int:
    """Run ``lovelet serve`` with ``argv``; returns the exit status (2 for a bad option or
    a database that cannot be opened, said in one line)."""
    parser = build_parser(prog)
    args = parser.parse_args(argv)
    try:
        service = TableService(args.db)
    except IllegalAction as refusal:
        parser.exit(2, f"{prog}: error: {refusal}\n")
    except (OSError, sqlite3.Error, RuntimeError) as error:  # no permission, a damaged file, another schema
        parser.exit(2, f"{prog}: error: cannot open {args.db}: {error}\n")
    if args.print_teacher_token:
        print(service.teacher_token, flush=True)
        return 0
    print(f"{prog}: http://{args.host}:{args.port} with {args.db}; teacher token: {service.teacher_token}",
          flush=True)
    # After each round the teacher sees what every seat could have deduced (made in a worker thread).
    config = uvicorn.Config(make_app(service, debrief=debrief), host=args.host, port=args.port, ws_max_size=WS_MAX_SIZE,
                            log_level=args.log_level, access_log=False, lifespan="on")
    server = _Server(config, ignore_interrupt=signal.getsignal(signal.SIGINT) is signal.SIG_IGN)
    try:
        server.run()
    finally:
        service.close()
    # uvicorn returns without raising when the port is taken: say it with a status
    return 0 if server.started else 1


class _Server(uvicorn.Server):
    """uvicorn's server, deaf to Ctrl-C when the process was started deaf to it."""

    def __init__(self, config: uvicorn.Config, ignore_interrupt: bool) -> None:
        super().__init__(config)
        self.ignore_interrupt = ignore_interrupt

    def handle_exit(self, sig: int, frame: object) -> None:
        if sig == signal.SIGINT and self.ignore_interrupt:
            return
        super().handle_exit(sig, frame)  # type: ignore[arg-type]


if __name__ == "__main__":
    sys.exit(main())
