"""The layers of lovelet import one way, read from the source itself.

The import graph is built with :mod:`ast` from every module of the package, imports at
module level and inside functions alike.  It fails on any circle, on a layer importing a
layer above it, and on a lovelet import hidden inside a function (the lazy ``_repr_html_``
/ ``_repr_svg_`` draws aside, as python-chess does): an import in a function is a circle
in disguise.  The layers, lowest first, are those of the README's "How lovelet is built".
"""

import ast
import pathlib

import pytest

import lovelet

PACKAGE = pathlib.Path(lovelet.__file__).parent

#: Each part of lovelet and the parts it may import (besides itself and the standard
#: library).  The top-level ``lovelet`` package (the public names) and ``lovelet._moved``
#: (the old paths) sit above everything and nothing imports them.
MAY_IMPORT = {
    # which build runs (lovelet._builds): imported before the engine, it imports none of lovelet
    "_builds": set(),
    "engine": set(),
    "text": {"engine"},
    "display": {"engine", "text"},
    "deduction": {"engine", "text", "display"},
    "agents": {"engine", "text", "deduction"},
    "plots": {"engine", "text", "display", "deduction"},
    "lab": {"engine", "text", "display", "deduction", "agents", "companion"},
    "companion": {"engine", "text", "display", "deduction"},
    "lessons": {"engine", "text", "display", "deduction", "agents", "lab", "plots", "companion"},
    # the student pages of the classroom site (lovelet.pages): a page lays out widgets and lessons
    "pages": {"engine", "text", "display", "deduction", "agents", "lab", "plots", "companion", "lessons",
              "widgets"},
    "rl": {"engine", "text", "deduction", "agents", "lab"},
    # the table service of a class; its clients (table_service.client, .frames) are what widgets use
    "table_service": {"engine", "text", "display", "deduction", "agents", "lab", "companion"},
    "widgets": {"engine", "text", "display", "deduction", "agents", "lab", "plots", "companion",
                "lessons", "table_service"},
}
_DRAWS = ("_repr_html_", "_repr_svg_")


def _module_name(path):
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(path): path for path in PACKAGE.rglob("*.py")}


def _reached(module, is_package, node):
    """The lovelet modules an import statement names."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            parts = module.split(".")[: None if is_package else -1]
            parts = parts[: len(parts) - node.level + 1]
            base = ".".join(parts + ([base] if base else []))
        names = [base] + [f"{base}.{alias.name}" for alias in node.names]
    reached = set()
    for name in names:
        while name and name not in MODULES:
            name = name.rpartition(".")[0]
        if name.startswith("lovelet"):
            reached.add(name)
    return reached - {module}


def _graph():
    """module -> modules it imports; and the imports hidden in functions."""
    graph, hidden = {}, []
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        is_package = path.name == "__init__.py"
        edges = set()

        def visit(node, function=None):
            for child in ast.iter_child_nodes(node):
                inner = function
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) and function not in _DRAWS:
                    inner = child.name
                if isinstance(child, (ast.Import, ast.ImportFrom)) and function not in _DRAWS:
                    reached = _reached(module, is_package, child)
                    edges.update(reached)
                    if function is not None and reached:
                        hidden.append(f"{path.relative_to(PACKAGE.parent)}:{child.lineno}")
                visit(child, inner)

        visit(tree)
        # a package's __init__ naming its own modules is not an arrow between layers
        graph[module] = {target for target in edges if not target.startswith(module + ".")}
    return graph, hidden


GRAPH, HIDDEN = _graph()


def _part(module):
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _circles(graph):
    """The strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def connect(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph.get(node, ()):
            if target not in index:
                connect(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return found


def test_the_graph_reads_the_package():
    assert {"lovelet.engine.round", "lovelet.text.refusals", "lovelet.display.svg"} <= set(GRAPH)
    assert "lovelet.engine.cards" in GRAPH["lovelet.engine.round"]


def test_no_import_circle():
    assert _circles(GRAPH) == []


def test_no_lovelet_import_hidden_in_a_function():
    assert HIDDEN == []


@pytest.mark.parametrize("part", sorted(MAY_IMPORT))
def test_each_layer_imports_only_the_layers_below_it(part):
    wrong = sorted(f"{module} -> {target}" for module, targets in GRAPH.items() if _part(module) == part
                   for target in targets
                   if _part(target) != part and _part(target) not in MAY_IMPORT[part])
    assert wrong == []


def test_every_part_of_the_package_has_its_place_in_the_layers():
    parts = {_part(module) for module in GRAPH} - {"", "_moved", "__main__"}
    assert parts <= set(MAY_IMPORT), parts - set(MAY_IMPORT)


def test_the_circle_finder_finds_a_circle():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
