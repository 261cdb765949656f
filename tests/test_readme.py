"""The README's Python examples run as written (a README that lies is a bug)."""

import pathlib
import re

README = pathlib.Path(__file__).resolve().parent.parent / "README.md"


def python_blocks():
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def test_the_readme_has_python_examples():
    assert len(python_blocks()) >= 2


def test_the_readme_examples_run_in_order(capsys):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    namespace = {}
    for block in python_blocks():
        exec(compile(block, str(README), "exec"), namespace)  # noqa: S102 - our own README
    assert "GUESS_GUARD" in capsys.readouterr().out
    rnd = namespace["rnd"]
    assert rnd.discards(1) == (namespace["Card"].GUARD,)
    assert rnd.actions[-1].target == 0 and rnd.actions[-1].guess is namespace["Card"].PRIEST
    assert namespace["game"].is_over
    assert namespace["b"].exact
    plt.close("all")
