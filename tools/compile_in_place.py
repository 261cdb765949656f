"""``make fast``: the compiled build made in place, its extensions beside their sources.

This is ``LOVELET_COMPILE=1 python setup.py build_ext --inplace`` without reading
pyproject.toml: the setuptools a virtual environment starts with (65 on Python 3.11)
cannot read its license field, and the in-place build needs none of its metadata.
setup.py's own rules apply (its list of modules, its fallback to the pure-Python build
with one line), so both ways of building agree.  Run from the repository's root; the
generated C and the object files go under ``build/``.
"""

import os
import runpy
import sys

from setuptools.dist import Distribution


def main():
    root = os.getcwd()
    if not os.path.exists(os.path.join(root, "setup.py")):
        sys.exit("compile_in_place: run it from the repository's root (where setup.py is)")
    setup_py = runpy.run_path(os.path.join(root, "setup.py"), run_name="lovelet_setup")
    options = setup_py["build_options"]({**os.environ, "LOVELET_COMPILE": "1"}, ["build_ext"])
    distribution = Distribution({"name": "lovelet", **options})
    distribution.script_name = "setup.py"
    distribution.script_args = ["build_ext", "--inplace", "--build-temp", os.path.join("build", "temp-compiled")]
    distribution.parse_command_line()
    distribution.run_commands()


if __name__ == "__main__":
    main()
