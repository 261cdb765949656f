"""lovelet's optional compiled build (mypyc); every other setting is in pyproject.toml.

Without ``LOVELET_COMPILE`` set to 1 (or true, yes) this adds nothing: nothing of mypyc
is imported and the wheel is the usual pure-Python one.  With it, the modules of
:data:`COMPILED_SOURCES` are compiled with mypyc into C extensions that sit beside their
``.py`` sources (``LOVELET_COMPILE=1 pip install .``, or ``make fast`` in place).

A compiled build that cannot be made is never an error: no mypyc, no working C compiler,
a module mypyc refuses, a compile or link that fails all end the same way, with one line
(:data:`FALLBACK`) and the pure-Python build, which gives the same results, only slower.
``pip install -v`` shows that line.
"""

import glob
import os
import shutil
import sys
import sysconfig
import tempfile

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))

#: Engine modules the compiler leaves alone: compiling.py holds what mypyc cannot
#: compile (and the stand-ins of mypy_extensions for a build without mypy); errors.py
#: holds IllegalAction, which callers subclass (a compiled class checks ``self`` against
#: itself exactly) and which is raised only for bad input, never on a hot path;
#: stream_random.py holds StreamRandom, a ``random.Random`` subclass (which mypyc can only
#: make a Python class, whose compiled methods would refuse a student's subclass): its
#: methods pass the work on to the compiled BitPool of hash_stream.py.
UNCOMPILED = ["lovelet/engine/compiling.py", "lovelet/engine/errors.py", "lovelet/engine/stream_random.py"]

#: Modules outside engine/ to compile too (the hot paths of deduction/ and agents/),
#: as paths from the repository's root.  Each is there because a profile finds the time
#: there: of the match and playout loop, or of the exact belief (``belief(obs)`` and its
#: readings, benchmarks/deduction.py).
EXTRA_COMPILED: list[str] = [
    "lovelet/deduction/playouts.py",  # the loop of every match and playout: a decision, then apply
    "lovelet/deduction/counting.py",  # the sums over the supply: the belief's largest share
    "lovelet/deduction/factors.py",  # the weights evidence applies, event by event
    "lovelet/deduction/evidence.py",  # the reader that turns each event into factors
    "lovelet/deduction/slots.py",  # the Evidence every reading ends with
    "lovelet/deduction/belief_sums.py",  # the belief's own sums and floats, beside its class
]
#: Not compiled, though a profile finds time there: the classes Belief
#: (``deduction/belief.py``, whose sums are ``belief_sums.py``) and HeuristicAgent
#: (``agents/heuristic.py``, a tenth of a heuristic game).  Callers subclass them
#: (lessons, students, tests), and a method mypyc compiles for a Python class refuses a
#: subclass's ``self`` (it checks the exact class, whatever ``allow_interpreted_subclasses``
#: says; mypyc 2.4).

#: Every module of the compiled build, as paths from the repository's root: the one list
#: that ``make fast``, ``pip install`` and ``make pure`` follow.
COMPILED_SOURCES = sorted(
    path for path in (os.path.relpath(found, HERE).replace(os.sep, "/")
                      for found in glob.glob(os.path.join(HERE, "lovelet", "engine", "*.py")))
    if path not in UNCOMPILED
) + EXTRA_COMPILED

#: The compiled modules share one C library, which mypyc names ``<hash>__mypyc`` and
#: places beside the top package: at the top of site-packages when installed, at the
#: checkout's root after ``make fast`` (where lovelet._builds finds it for kernels and
#: scripts started elsewhere).  mypyc's ``group_name`` would put it inside the package,
#: but its modules then fail to import (mypyc 2.4).

#: The one line said when the compiled build cannot be made.
FALLBACK = "lovelet: compiled build unavailable ({reason}); installing the pure-Python build"

#: mypyc's generated C, kept out of the sources.
MYPYC_DIR = os.path.join("build", "mypyc")

# Stands in for the compiled extensions until build_ext makes them; it also marks the
# wheel as platform-specific, as a compiled wheel is.
_PLACEHOLDER = "lovelet.engine._compiled_build"

#: The commands that build: only they get the compiled build.  setuptools runs this file
#: for metadata alone too (egg_info, dist_info: pip asks before it installs mypy), where
#: mypyc has nothing to do and would run for nothing.
BUILD_COMMANDS = {"build", "build_ext", "bdist_wheel", "editable_wheel", "install", "develop", "bdist_egg"}


def compile_requested(environ=os.environ):
    """True when ``LOVELET_COMPILE`` asks for the compiled build (1, true or yes)."""
    return environ.get("LOVELET_COMPILE", "").strip().lower() in {"1", "true", "yes"}


def compiler_problem(compiler_type=None):
    """Why no C extension can be compiled here (a short reason), or None when one can.

    A tiny C file that includes Python.h is compiled with the compiler setuptools would
    use (``CC`` and sysconfig's flags): it fails fast, before mypyc's minute of work, when
    the compiler or Python's headers are missing.
    """
    from distutils.ccompiler import new_compiler
    from distutils.errors import CCompilerError, DistutilsError
    from distutils.sysconfig import customize_compiler

    scratch = tempfile.mkdtemp(prefix="lovelet-cc-")
    try:
        source = os.path.join(scratch, "probe.c")
        with open(source, "w", encoding="ascii") as file:
            file.write("#include <Python.h>\nint lovelet_probe(void) { return 0; }\n")
        compiler = new_compiler(compiler=compiler_type)
        customize_compiler(compiler)
        compiler.compile([source], output_dir=scratch,
                         include_dirs=[sysconfig.get_paths()["include"]])
    except (CCompilerError, DistutilsError, OSError) as error:
        return f"no working C compiler: {error}"
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return None


class OptionalBuildExt(build_ext):
    """build_ext for the compiled build: mypyc's extensions, or, on any failure, none.

    The extensions are made when the command is set up (mypycify, once per build), after
    a quick check for a C compiler.  Whatever fails, :data:`FALLBACK` is said once, the
    pure-Python build is installed, and nothing half-built is left: a compiled module
    whose shared library failed would not import.
    """

    def finalize_options(self):
        modules = self.distribution.ext_modules or []
        if any(ext.name == _PLACEHOLDER for ext in modules):
            self.distribution.ext_modules = self._compiled_extensions()
        super().finalize_options()

    def _compiled_extensions(self):
        try:
            from mypyc.build import mypycify
        except ImportError as error:
            return self._fall_back(f"mypyc is not installed: {error}")
        problem = compiler_problem(self.compiler)
        if problem:
            return self._fall_back(problem)
        try:
            return mypycify(COMPILED_SOURCES, opt_level="3", target_dir=MYPYC_DIR)
        except SystemExit:  # mypyc's way of reporting type errors, printed above this line
            return self._fall_back("mypyc refused the source: see its errors above")
        except Exception as error:  # noqa: BLE001 - any failure of the optional build falls back
            return self._fall_back(f"mypyc failed: {type(error).__name__}: {error}")

    def run(self):
        inplace = self.inplace
        try:
            super().run()
        except Exception as error:  # noqa: BLE001 - compile, link, or a missing tool
            self._remove_outputs()
            self.extensions = self.distribution.ext_modules = self._fall_back(
                f"the C build failed: {type(error).__name__}: {error}")
            return
        if inplace:
            # setuptools copies an unchanged extension with its old time; the build just
            # checked it against its source, so it is as new as the source now
            for ext in self.extensions:
                path = self.get_ext_fullpath(ext.name)
                if os.path.exists(path):
                    os.utime(path)

    def _remove_outputs(self):
        for ext in self.extensions:
            path = os.path.join(self.build_lib, self.get_ext_filename(self.get_ext_fullname(ext.name)))
            if os.path.exists(path):
                os.remove(path)

    def _fall_back(self, reason):
        print(FALLBACK.format(reason=reason), flush=True)
        wheel = self.distribution.command_obj.get("bdist_wheel")
        if wheel is not None:  # a wheel with no extension is a pure one
            wheel.root_is_pure = True
        return []


def build_options(environ=os.environ, commands=None):
    """The keywords setup() takes for ``commands`` (setup.py's arguments by default) in
    ``environ``: the compiled build's when it asks for one and a command builds, else none."""
    commands = sys.argv[1:] if commands is None else commands
    if not compile_requested(environ) or not BUILD_COMMANDS.intersection(commands):
        return {}
    return {"ext_modules": [Extension(_PLACEHOLDER, sources=[])],
            "cmdclass": {"build_ext": OptionalBuildExt}}


if __name__ == "__main__":
    setup(**build_options())
