"""The modules of ``tblgen_py.records`` form layers that import only downwards.

Each module may import (at run time, at module level or inside a function) only
modules listed before it in ``LAYERS``; imports under ``if TYPE_CHECKING:`` are
for annotations only and may point anywhere.  A module missing from the list
fails the test, so a new module has to be given its place.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tblgen_py.records

PACKAGE = "tblgen_py.records"
ROOT = Path(tblgen_py.records.__file__).parent
LAYERS = [
    "types",
    "active",
    "scalars",
    "resolve",
    "composites",
    "references",
    "values",
    "regex",
    "ops",
    "record",
    "dump",
    "bang_ops",
    "bang_binary",
    "bang_ternary",
    "keeper",
]


def _is_type_checking(node: ast.If) -> bool:
    return isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def runtime_imports(tree: ast.AST) -> set[str]:
    """The ``tblgen_py.records`` modules a module imports when it runs."""
    found: set[str] = set()
    pending = [tree]
    while pending:
        node = pending.pop()
        if isinstance(node, ast.If) and _is_type_checking(node):
            pending.extend(node.orelse)
            continue
        if isinstance(node, ast.ImportFrom) and node.module == PACKAGE:
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith(PACKAGE + "."):
                found.add(node.module.split(".")[2])
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(PACKAGE + "."):
                    found.add(alias.name.split(".")[2])
        pending.extend(ast.iter_child_nodes(node))
    return found


def test_every_module_has_a_layer() -> None:
    """The list names exactly the package's modules."""
    modules = {path.stem for path in ROOT.glob("*.py")} - {"__init__"}
    assert modules == set(LAYERS)


@pytest.mark.parametrize("module", LAYERS)
def test_imports_point_downwards(module: str) -> None:
    """No run-time import of a module at the same or a later layer."""
    tree = ast.parse((ROOT / f"{module}.py").read_text())
    level = LAYERS.index(module)
    upward = sorted(
        name
        for name in runtime_imports(tree)
        if name not in LAYERS or LAYERS.index(name) >= level
    )
    assert not upward, f"{module} imports {upward} (not below it)"


def test_the_check_sees_function_level_imports() -> None:
    """A late import inside a function counts; one under TYPE_CHECKING does not."""
    source = (
        "if TYPE_CHECKING:\n"
        "    from tblgen_py.records.keeper import RecordKeeper\n"
        "def f():\n"
        "    from tblgen_py.records import ops\n"
        "    from tblgen_py.records.record import Record\n"
    )
    assert runtime_imports(ast.parse(source)) == {"ops", "record"}
