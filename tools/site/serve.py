"""``make site-serve``: serve the built site on this machine, as any static web host would.

    python -m tools.site.serve [--port 8000] [--bind 127.0.0.1] [folder]

Python's own static server, with the types a site of modules and WebAssembly must be
sent with whatever the machine's MIME table says (``.mjs`` as JavaScript, ``.wasm`` as
WebAssembly): on a school web server these are the usual types too.
"""

import argparse
import functools
import http.server
from pathlib import Path

TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".json": "application/json", ".whl": "application/zip", ".zip": "application/zip",
         ".svg": "image/svg+xml", ".ipynb": "application/json"}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with :data:`TYPES`; quiet unless a request fails."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format, *args):  # noqa: A002 - the standard library's name
        if len(args) >= 2 and str(args[1]).startswith(("4", "5")):
            super().log_message(format, *args)


def server(folder: Path, port: int = 8000, bind: str = "127.0.0.1"):
    """A threading HTTP server for ``folder`` (port 0: any free port; see ``server_port``)."""
    handler = functools.partial(SiteHandler, directory=str(folder))
    return http.server.ThreadingHTTPServer((bind, port), handler)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=Path(__file__).resolve().parents[2] / "site")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--bind", default="127.0.0.1")
    options = parser.parse_args(argv)
    if not (options.folder / "index.html").exists():
        raise SystemExit(f"{options.folder} holds no site: `make site` builds it")
    with server(options.folder, options.port, options.bind) as httpd:
        print(f"The classroom site: http://{options.bind}:{httpd.server_port}/ (Ctrl-C stops it)")
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
