"""The engine is the bottom layer: its modules import the standard library and the engine,
nothing else of lovelet (issue 20).

The import graph is read from the source with :mod:`ast`, so that an import inside a
function counts as much as one at the top of a module.  The one exception is the lazy
draw of a function named ``_repr_html_`` or ``_repr_svg_`` (Jupyter asks an object to draw
itself; the drawing is the display layer's).
"""

import ast
import pathlib
import re

import lovelet.engine

ENGINE = pathlib.Path(lovelet.engine.__file__).parent
_REPR = re.compile(r"_repr_\w+_")


def _module_name(path):
    relative = path.relative_to(ENGINE.parent.parent).with_suffix("")
    parts = relative.parts[:-1] if relative.name == "__init__" else relative.parts
    return ".".join(parts)


def _imports(tree, module, package):
    """(line, imported module) of every import in ``tree`` outside ``_repr_*_`` functions."""
    found = []

    def visit(node, inside_repr):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and _REPR.fullmatch(node.name):
            inside_repr = True
        if not inside_repr:
            if isinstance(node, ast.Import):
                found.extend((node.lineno, alias.name) for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:  # a relative import: resolved from the module's package
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module
                found.append((node.lineno, target))
        for child in ast.iter_child_nodes(node):
            visit(child, inside_repr)

    visit(tree, False)
    return found


def import_graph():
    """{engine module: [(line, imported module), ...]} for every module of lovelet.engine."""
    graph = {}
    for path in sorted(ENGINE.rglob("*.py")):
        module = _module_name(path)
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        graph[module] = _imports(ast.parse(path.read_text(encoding="utf-8")), module, package)
    return graph


def _is_lovelet(name):
    return name == "lovelet" or name.startswith("lovelet.")


def _is_engine(name):
    return name == "lovelet.engine" or name.startswith("lovelet.engine.")


def test_the_graph_is_read_from_every_engine_module():
    graph = import_graph()
    assert {"lovelet.engine", "lovelet.engine.cards", "lovelet.engine.round",
            "lovelet.engine.errors"} <= set(graph)
    # the cards' own lazy drawing (Card._repr_html_) is left out, their other imports are read
    cards = [target for _, target in graph["lovelet.engine.cards"]]
    assert "lovelet.engine.errors" in cards
    assert not any(target.startswith("lovelet.display") for target in cards)


def test_the_reader_finds_imports_inside_functions_and_skips_repr_drawings():
    source = ("import os\n"
              "def helper():\n    from lovelet.text import i18n\n"
              "class Thing:\n    def _repr_html_(self):\n        from lovelet.display import rounds\n"
              "    def _repr_svg_(self):\n        import lovelet.display.svg\n"
              "from . import cards\n")
    found = _imports(ast.parse(source), "lovelet.engine.thing", "lovelet.engine")
    assert [target for _, target in found] == ["os", "lovelet.text", "lovelet.engine"]


def test_the_engine_imports_nothing_outside_the_engine():
    outward = [f"{module}:{line} imports {target}"
               for module, imports in import_graph().items()
               for line, target in imports if _is_lovelet(target) and not _is_engine(target)]
    assert outward == []
