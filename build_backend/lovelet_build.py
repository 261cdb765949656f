"""lovelet's build backend: setuptools' own, with mypy added when the compiled build is asked for.

pip builds lovelet in an isolated environment holding only what the backend asks for.
``LOVELET_COMPILE=1 pip install .`` needs mypyc there, which comes with mypy; a plain
``pip install .`` does not, and downloads nothing more than setuptools.  Everything else
is setuptools.build_meta unchanged (setup.py decides what is compiled and falls back).
"""

import os

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F401,F403 - every hook of setuptools' backend

#: What the compiled build needs beyond setuptools: mypyc is part of mypy.
COMPILE_REQUIRES = ["mypy>=1.11"]


def _compile_requested():
    return os.environ.get("LOVELET_COMPILE", "").strip().lower() in {"1", "true", "yes"}


def _with_compiler(requires):
    return list(requires) + (COMPILE_REQUIRES if _compile_requested() else [])


def get_requires_for_build_wheel(config_settings=None):
    return _with_compiler(_setuptools.get_requires_for_build_wheel(config_settings))


def get_requires_for_build_editable(config_settings=None):
    return _with_compiler(_setuptools.get_requires_for_build_editable(config_settings))
