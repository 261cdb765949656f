"""The compiled build's plumbing (setup.py, tools/compile_in_place.py, the build backend):
what is compiled, when mypyc is asked for, and the fallback to pure Python in one line.

Nothing here compiles: the fallbacks are met before mypyc's work (no C compiler, no mypyc),
in a copy of the plumbing under tmp_path with a one-module engine.
"""

import os
import pathlib
import runpy
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
FALLBACK_START = "lovelet: compiled build unavailable ("
FALLBACK_END = "); installing the pure-Python build"


@pytest.fixture(scope="module")
def setup_py():
    return runpy.run_path(str(ROOT / "setup.py"), run_name="lovelet_setup")


def test_every_engine_module_but_three_is_compiled_and_listed_once(setup_py):
    engine = sorted(f"lovelet/engine/{path.name}" for path in (ROOT / "lovelet" / "engine").glob("*.py"))
    sources = setup_py["COMPILED_SOURCES"]
    assert setup_py["UNCOMPILED"] == ["lovelet/engine/compiling.py", "lovelet/engine/errors.py",
                                      "lovelet/engine/stream_random.py"]
    assert sources == [path for path in engine if path not in setup_py["UNCOMPILED"]] + setup_py["EXTRA_COMPILED"]
    assert len(sources) == len(set(sources))
    assert all((ROOT / path).is_file() for path in sources)


@pytest.mark.parametrize("value", ["", "0", "no"])
def test_without_lovelet_compile_the_build_is_the_usual_pure_one(setup_py, value):
    assert setup_py["build_options"]({"LOVELET_COMPILE": value}, ["bdist_wheel"]) == {}


def test_lovelet_compile_asks_for_extensions_only_when_a_command_builds(setup_py):
    environ = {"LOVELET_COMPILE": "1"}
    assert setup_py["build_options"](environ, ["egg_info"]) == {}
    assert setup_py["build_options"](environ, ["dist_info", "--output-dir", "x"]) == {}
    options = setup_py["build_options"](environ, ["bdist_wheel", "--dist-dir", "x"])
    assert options["cmdclass"]["build_ext"] is setup_py["OptionalBuildExt"]
    assert len(options["ext_modules"]) == 1


def test_the_pure_build_imports_nothing_of_mypyc():
    result = subprocess.run(
        [sys.executable, "-c", "import runpy, sys; ns = runpy.run_path('setup.py', run_name='x'); "
         "ns['build_options']({}, ['bdist_wheel']); print(sorted(m for m in sys.modules if 'mypy' in m))"],
        cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_the_backend_adds_mypy_only_when_the_compiled_build_is_asked_for(monkeypatch):
    backend = runpy.run_path(str(ROOT / "build_backend" / "lovelet_build.py"), run_name="lovelet_build")
    asked = backend["get_requires_for_build_wheel"].__globals__
    monkeypatch.setattr(asked["_setuptools"], "get_requires_for_build_wheel", lambda settings=None: ["x"])
    monkeypatch.setattr(asked["_setuptools"], "get_requires_for_build_editable", lambda settings=None: ["x"])
    monkeypatch.delenv("LOVELET_COMPILE", raising=False)
    assert backend["get_requires_for_build_wheel"]() == ["x"]
    monkeypatch.setenv("LOVELET_COMPILE", "1")
    assert backend["get_requires_for_build_wheel"]() == ["x", "mypy>=1.11"]
    assert backend["get_requires_for_build_editable"]() == ["x", "mypy>=1.11"]


def test_the_sdist_carries_the_build_plumbing():
    manifest = (ROOT / "MANIFEST.in").read_text().split()
    assert "setup.py" in manifest and "build_backend/lovelet_build.py" in manifest


@pytest.fixture
def small_tree(tmp_path):
    """setup.py and the in-place builder, with a one-module engine, and no pyproject.toml
    (the venv's setuptools need not read it); the modules setup.py compiles outside engine/
    are one-line stand-ins."""
    shutil.copy(ROOT / "setup.py", tmp_path / "setup.py")
    (tmp_path / "tools").mkdir()
    shutil.copy(ROOT / "tools" / "compile_in_place.py", tmp_path / "tools" / "compile_in_place.py")
    engine = tmp_path / "lovelet" / "engine"
    engine.mkdir(parents=True)
    (tmp_path / "lovelet" / "__init__.py").write_text("")
    (engine / "__init__.py").write_text("")
    (engine / "tiny.py").write_text("def double(x: int) -> int:\n    return 2 * x\n")
    for path in runpy.run_path(str(ROOT / "setup.py"), run_name="lovelet_setup")["EXTRA_COMPILED"]:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).parent.joinpath("__init__.py").touch()
        (tmp_path / path).write_text("ANSWER: int = 42\n")
    return tmp_path


def build(tree, command, **environ):
    env = {key: value for key, value in os.environ.items() if not key.startswith("LOVELET_")}
    env.update(environ)
    return subprocess.run([sys.executable, *command], cwd=tree, env=env, capture_output=True,
                          text=True, timeout=120)


def said_once(result):
    lines = [line for line in (result.stdout + result.stderr).splitlines() if line.startswith("lovelet:")]
    assert len(lines) == 1, result.stdout + result.stderr
    assert lines[0].startswith(FALLBACK_START) and lines[0].endswith(FALLBACK_END)
    return lines[0]


def no_extensions(tree):
    return sorted(str(path.relative_to(tree)) for path in tree.rglob("*.so")) == []


@pytest.mark.parametrize("command", [["tools/compile_in_place.py"], ["setup.py", "build_ext", "--inplace"]],
                         ids=["make fast", "setup.py"])
def test_no_c_compiler_falls_back_to_pure_python_in_one_line(small_tree, command):
    result = build(small_tree, command, LOVELET_COMPILE="1", CC="/nonexistent-cc")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no working C compiler" in said_once(result)
    assert no_extensions(small_tree)


def test_no_mypyc_falls_back_to_pure_python_in_one_line(small_tree):
    blocker = small_tree / "blocker"
    (blocker / "mypyc").mkdir(parents=True)
    (blocker / "mypyc" / "__init__.py").write_text("raise ImportError('mypyc left out by the test')\n")
    result = build(small_tree, ["tools/compile_in_place.py"], PYTHONPATH=str(blocker))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "mypyc is not installed" in said_once(result)
    assert no_extensions(small_tree)


def test_setup_py_without_lovelet_compile_says_nothing_and_builds_nothing(small_tree):
    result = build(small_tree, ["setup.py", "build_ext", "--inplace"], CC="/nonexistent-cc")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "lovelet:" not in result.stdout + result.stderr
    assert no_extensions(small_tree)


@pytest.mark.slow
def test_a_compiler_builds_the_extensions_in_place(small_tree):
    if shutil.which(os.environ.get("CC", "cc")) is None:
        pytest.skip("no C compiler here")
    result = build(small_tree, ["tools/compile_in_place.py"])
    assert result.returncode == 0, result.stdout + result.stderr
    assert "lovelet:" not in result.stdout
    check = build(small_tree, ["-c", "import importlib.machinery as m, lovelet.engine.tiny as t; "
                               "print(isinstance(t.__spec__.loader, m.ExtensionFileLoader), t.double(21))"])
    assert check.stdout.split() == ["True", "42"], check.stderr
    tiny = small_tree / "lovelet" / "engine" / "tiny.py"
    extension = next(tiny.parent.glob("tiny.*.so"))
    assert extension.stat().st_mtime >= tiny.stat().st_mtime
