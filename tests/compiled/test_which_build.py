"""Which build runs (lovelet._builds): LOVELET_PURE, lovelet.COMPILED and the stale-build warning.

Nothing here compiles: an extension module is stood in for by a file with the extension's
name (garbage, so that importing it fails loudly), in a copy of the package under tmp_path.
"""

import importlib.machinery
import os
import pathlib
import shutil
import subprocess
import sys
import warnings

import pytest

import lovelet
from lovelet import _builds

ROOT = pathlib.Path(__file__).resolve().parents[2]
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]  # ".cpython-311-x86_64-linux-gnu.so"


@pytest.fixture(scope="module")
def checkout(tmp_path_factory):
    """A copy of the package, with setup.py beside it, and a fake extension beside round.py
    that is older than it: what a checkout looks like after ``make fast`` and an edit."""
    root = tmp_path_factory.mktemp("checkout")
    shutil.copytree(ROOT / "lovelet", root / "lovelet", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    shutil.copy(ROOT / "setup.py", root / "setup.py")
    fake = root / "lovelet" / "engine" / f"round{SUFFIX}"
    fake.write_bytes(b"not an extension module")
    source = root / "lovelet" / "engine" / "round.py"
    os.utime(fake, (source.stat().st_mtime - 60,) * 2)
    return root


def run_python(code, cwd, **environ):
    env = {key: value for key, value in os.environ.items() if not key.startswith("LOVELET_")}
    env.update(environ, PYTHONPATH=str(cwd))
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=60)


def test_compiled_is_a_public_bool_and_false_in_the_pure_build():
    assert "COMPILED" in lovelet.__all__
    assert lovelet.COMPILED is _builds.engine_is_compiled()
    # make test-compiled runs the compiled build, every other run the pure one
    assert lovelet.COMPILED is (os.environ.get("LOVELET_EXPECT_COMPILED") == "1")


def test_an_extension_beside_its_source_is_what_python_imports(checkout):
    # the control of the next test: without LOVELET_PURE the (fake) extension is taken
    result = run_python("import lovelet", checkout)
    assert result.returncode != 0
    assert f"round{SUFFIX}" in result.stderr or "lovelet.engine.round" in result.stderr


def test_lovelet_pure_loads_every_module_from_its_source(checkout):
    result = run_python(
        "import lovelet, lovelet.engine, lovelet.engine.round, sys\n"
        "print(lovelet.COMPILED)\n"
        "print(lovelet.engine.__file__)\n"
        "print(lovelet.engine.round.__file__)\n"
        "print(all(m.__file__.endswith('.py') for name, m in sys.modules.items()\n"
        "          if name.startswith('lovelet.') and getattr(m, '__file__', None)))\n",
        checkout, LOVELET_PURE="1")
    assert result.returncode == 0, result.stderr
    compiled, package, module, all_sources = result.stdout.split()
    assert compiled == "False"
    assert package == str(checkout / "lovelet" / "engine" / "__init__.py")
    assert module == str(checkout / "lovelet" / "engine" / "round.py")
    assert all_sources == "True"


def test_importing_a_compiled_checkout_warns_once_when_a_source_is_newer(checkout):
    # the engine's build is taken as compiled (the fake extension cannot run) before lovelet
    # imports: lovelet/__init__.py must then look for stale extensions and warn
    result = run_python(
        "import importlib.util, sys, warnings\n"
        "spec = importlib.util.spec_from_file_location('lovelet._builds', 'lovelet/_builds.py')\n"
        "builds = importlib.util.module_from_spec(spec)\n"
        "sys.modules['lovelet._builds'] = builds\n"
        "spec.loader.exec_module(builds)\n"
        "builds.engine_is_compiled = lambda: True\n"
        "with warnings.catch_warnings(record=True) as caught:\n"
        "    warnings.simplefilter('always')\n"
        "    import lovelet\n"
        "print(lovelet.COMPILED)\n"
        "for warning in caught:\n"
        "    print(warning.category.__name__, warning.message)\n",
        checkout, LOVELET_PURE="1")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "True"
    stale = [line for line in lines[1:] if line.startswith("StaleCompiledBuild")]
    assert stale == ["StaleCompiledBuild the compiled engine is older than its source (round.py): "
                     "run `make fast` again, or `make pure`"]


def fake_tree(root, *, extension_age, with_setup=True):
    """lovelet/engine/round.py and its extension, ``extension_age`` seconds older than it."""
    engine = root / "lovelet" / "engine"
    engine.mkdir(parents=True)
    source = engine / "round.py"
    source.write_text("")
    extension = engine / f"round{SUFFIX}"
    extension.write_bytes(b"")
    os.utime(extension, (source.stat().st_mtime - extension_age,) * 2)
    if with_setup:
        (root / "setup.py").write_text("")
    return root / "lovelet"


@pytest.fixture
def fresh_warning(monkeypatch):
    monkeypatch.setattr(_builds, "_warned", False)


def test_an_extension_older_than_its_source_is_stale(tmp_path):
    package = fake_tree(tmp_path, extension_age=5)
    (package / "engine" / "cards.py").write_text("")  # no extension: not compiled, not stale
    assert _builds.stale_sources(str(package)) == [os.path.join("engine", "round.py")]


def test_an_extension_newer_than_its_source_is_not(tmp_path):
    assert _builds.stale_sources(str(fake_tree(tmp_path, extension_age=-5))) == []


def test_the_stale_warning_is_given_once_per_process(tmp_path, fresh_warning):
    package = str(fake_tree(tmp_path, extension_age=5))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert _builds.warn_if_stale(True, package) == [os.path.join("engine", "round.py")]
        assert _builds.warn_if_stale(True, package) == []
    assert [warning.category for warning in caught] == [_builds.StaleCompiledBuild]
    assert "(round.py): run `make fast` again, or `make pure`" in str(caught[0].message)


@pytest.mark.parametrize("compiled, with_setup", [(False, True), (True, False)], ids=["pure", "installed"])
def test_no_stale_warning_for_a_pure_build_or_an_installed_one(tmp_path, fresh_warning, compiled, with_setup):
    package = str(fake_tree(tmp_path, extension_age=5, with_setup=with_setup))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert _builds.warn_if_stale(compiled, package) == []
    assert caught == []


@pytest.mark.parametrize("value, wanted", [("1", True), ("yes", True), ("TRUE", True), ("0", False), ("", False)])
def test_lovelet_pure_reads_the_usual_yes(value, wanted):
    assert _builds.pure_requested({"LOVELET_PURE": value}) is wanted
