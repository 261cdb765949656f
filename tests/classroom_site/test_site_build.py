"""The classroom site's build (tools/site/), without a browser or a registry.

What the browser test (tests/browser/test_site.py) cannot single out: the Pyodide lock
is rewritten to the digests of the files served, reported entry by entry, and stripped
of what the site does not serve (or pointed at a teacher's address); a kernel wheel that
is not pure Python stops the build; lovelet's browser wheel declares only what the
browser needs; every page is linked in every language from the landing page, with the
code its link runs.
"""

import hashlib
import io
import json
import re
import tarfile

import urllib.parse
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")  # Python 3.11 and later

from lovelet.pages import PAGES
from tools.site import pages as site_pages
from tools.site import pyodide_core
from tools.site.wheels import BROWSER_REQUIRES, browser_requirements

ROOT = Path(__file__).resolve().parents[2]


def entry(name, file_name, depends=(), sha="0" * 64):
    return {"name": name, "version": "1.0", "file_name": file_name, "depends": list(depends), "sha256": sha}


def test_the_closure_follows_dependencies_however_they_are_spelt():
    packages = {"ipython": entry("ipython", "ipython-1.0-py3-none-any.whl", ["stack_data", "Pygments"]),
                "stack-data": entry("stack-data", "stack_data-1.0-py3-none-any.whl", ["pure-eval"]),
                "pure-eval": entry("pure-eval", "pure_eval-1.0-py3-none-any.whl"),
                "pygments": entry("pygments", "pygments-1.0-py3-none-any.whl"),
                "numpy": entry("numpy", "numpy-1.0-cp314-cp314-pyemscripten_2026_0_wasm32.whl")}
    assert pyodide_core.closure(packages, ["ipython"]) == ["ipython", "pure-eval", "pygments", "stack-data"]
    with pytest.raises(SystemExit, match="no package 'jedi'"):
        pyodide_core.closure(packages, ["jedi"])


def fake_npm_core(folder, packages):
    """An npm tarball like Pyodide's: its core files and a lock naming ``packages``."""
    tarball = folder / "pyodide.tgz"
    lock = {"info": {"python": "3.14.2"}, "packages": packages}
    with tarfile.open(tarball, "w:gz") as archive:
        for name in pyodide_core.CORE_FILES:
            data = json.dumps(lock).encode() if name == "pyodide-lock.json" else name.encode()
            info = tarfile.TarInfo(f"package/{name}")
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return tarball


@pytest.fixture
def offline(monkeypatch, tmp_path):
    """install_core with npm and PyPI replaced by files made here: each wheel's bytes are
    its name, so its digest differs from the lock's."""
    wheels = tmp_path / "wheels"
    wheels.mkdir()

    def wheel(name, version, cache, python):
        assert python == "3.14"
        path = wheels / f"{name}-{version}.whl"
        path.write_bytes(f"{name} from PyPI".encode())
        return path

    monkeypatch.setattr(pyodide_core, "wheel", wheel)
    monkeypatch.setattr(pyodide_core, "KERNEL_ROOTS", ("micropip", "ipython"))
    return tmp_path


def install(offline, monkeypatch, packages, address=None):
    tarball = fake_npm_core(offline, packages)
    monkeypatch.setattr(pyodide_core, "npm_package", lambda name, version, cache: tarball)
    said = []
    destination = offline / "static" / "pyodide"
    changes = pyodide_core.install_core(destination, offline / "cache", said.append, address)
    return destination, changes, said


def test_the_lock_holds_the_digests_of_the_files_served_and_says_what_it_changed(offline, monkeypatch):
    packages = {"micropip": entry("micropip", "micropip-1.0-py3-none-any.whl"),
                "ipython": entry("ipython", "ipython-1.0-py3-none-any.whl", ["traitlets"]),
                "traitlets": entry("traitlets", "traitlets-1.0-py3-none-any.whl"),
                "matplotlib": entry("matplotlib", "matplotlib-1.0-cp314-cp314-pyemscripten_2026_0_wasm32.whl")}
    destination, changes, said = install(offline, monkeypatch, packages)
    lock = json.loads((destination / "pyodide-lock.json").read_text())
    assert sorted(lock["packages"]) == ["ipython", "micropip", "traitlets"]  # matplotlib is not served
    for name, served in lock["packages"].items():
        assert served["sha256"] == hashlib.sha256((destination / served["file_name"]).read_bytes()).hexdigest()
    assert sorted(change.package for change in changes) == ["ipython", "micropip", "traitlets"]
    for change in changes:
        assert any(change.file_name in line and change.new_sha256[:12] in line for line in said)
    assert "1 other packages left out" in said[-1]
    assert all((destination / name).exists() for name in pyodide_core.CORE_FILES)


def test_a_teachers_address_serves_the_rest_of_pyodides_packages(offline, monkeypatch):
    wheel = "matplotlib-1.0-cp314-cp314-pyemscripten_2026_0_wasm32.whl"
    packages = {"micropip": entry("micropip", "micropip-1.0-py3-none-any.whl"),
                "ipython": entry("ipython", "ipython-1.0-py3-none-any.whl"),
                "matplotlib": entry("matplotlib", wheel, sha="a" * 64)}
    destination, _changes, said = install(offline, monkeypatch, packages, "https://school.example/pyodide/full")
    lock = json.loads((destination / "pyodide-lock.json").read_text())
    assert lock["packages"]["matplotlib"]["file_name"] == f"https://school.example/pyodide/full/{wheel}"
    assert lock["packages"]["matplotlib"]["sha256"] == "a" * 64  # Pyodide's own build, as the lock says
    assert lock["packages"]["micropip"]["file_name"] == "micropip-1.0-py3-none-any.whl"  # served by the site
    assert "load from https://school.example/pyodide/full" in said[-1]


def test_a_kernel_package_that_is_not_pure_python_stops_the_build(offline, monkeypatch):
    packages = {"micropip": entry("micropip", "micropip-1.0-py3-none-any.whl"),
                "ipython": entry("ipython", "ipython-1.0-py3-none-any.whl", ["regex"]),
                "regex": entry("regex", "regex-1.0-cp314-cp314-pyemscripten_2026_0_wasm32.whl")}
    with pytest.raises(SystemExit, match="regex .* not pure Python"):
        install(offline, monkeypatch, packages)


def test_the_browsers_wheel_declares_only_what_the_browser_needs():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    narrowed = tomllib.loads(browser_requirements(pyproject))
    original = tomllib.loads(pyproject)
    assert narrowed["project"]["dependencies"] == list(BROWSER_REQUIRES)
    assert {"numpy", "matplotlib", "pandas"} <= set(original["project"]["dependencies"])
    assert narrowed["project"]["optional-dependencies"] == original["project"]["optional-dependencies"]
    assert narrowed["project"]["name"] == "lovelet"
    with pytest.raises(SystemExit):
        browser_requirements("[project]\nname = 'x'\n")


class Links(HTMLParser):
    """The landing page's links, by the language of their section."""

    def __init__(self):
        super().__init__()
        self.language, self.links = None, []

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if tag == "section":
            self.language = attributes["lang"]
        elif tag == "a":
            self.links.append([self.language, attributes["href"], ""])

    def handle_data(self, data):
        if self.links and self.links[-1][2] == "" and self.lasttag == "a":
            self.links[-1][2] = data


def landing_links(teacher):
    parser = Links()
    parser.feed(site_pages.landing_page(teacher))
    return parser.links


def test_the_landing_page_links_every_page_in_every_language_with_its_code():
    links = landing_links(teacher=False)
    assert len(links) == len(PAGES) * 3
    for language in ("en", "fr", "de"):
        for name, page in PAGES.items():
            href = next(href for lang, href, title in links if lang == language and title == page.title(language))
            path, _, query = href.partition("?")
            assert path == "repl/index.html"
            options = dict(urllib.parse.parse_qsl(query))
            assert options["kernel"] == "python" and options["hideCodeInput"] == "1" and options["showBanner"] == "0"
            assert options["lang"] == language
            assert options["code"] == page.code(language) + ";"  # the ; keeps the REPL from showing it twice
    assert not any("lab/" in href for _lang, href, _title in links)


def test_the_teachers_site_also_links_the_notebooks():
    links = landing_links(teacher=True)
    assert sum(href == "lab/index.html" for _lang, href, _title in links) == 3


def test_the_page_app_hides_the_prompt_and_says_it_is_loading_in_each_language():
    style = site_pages.page_style()
    assert re.search(r"\.jp-CodeConsole-promptCell[^{]*\{ display: none !important; \}", style.replace("\n", " "))
    for language, line in site_pages.LOADING.items():
        assert f'html[data-lovelet-lang="{language}"]' in style and line in style


def test_a_wheel_in_the_lock_loads_on_import_with_what_it_needs(tmp_path):
    path = tmp_path / "lovelet-0.1.0-py3-none-any.whl"
    metadata = ("Metadata-Version: 2.4\nName: lovelet\nVersion: 0.1.0\nRequires-Dist: ipywidgets\n"
                "Requires-Dist: babel\nRequires-Dist: numpy; extra == \"rl\"\nRequires-Dist: tomli; python_version < \"3\"\n")
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("lovelet/__init__.py", "")
        archive.writestr("lovelet-0.1.0.dist-info/METADATA", metadata)
    lock_path = tmp_path / "pyodide-lock.json"
    lock_path.write_text(json.dumps({"packages": {"ipywidgets": entry("ipywidgets", "i.whl"),
                                                  "numpy": entry("numpy", "n.whl")}}))
    said = []
    pyodide_core.add_wheels(lock_path, [path], "../../pypi/", said.append)
    added = json.loads(lock_path.read_text())["packages"]["lovelet"]
    assert added["file_name"] == "../../pypi/lovelet-0.1.0-py3-none-any.whl"
    assert added["imports"] == ["lovelet"]
    assert added["depends"] == ["ipywidgets"]  # babel is not in this lock; numpy only for an extra
    assert added["sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
    assert path.name in said[0]
