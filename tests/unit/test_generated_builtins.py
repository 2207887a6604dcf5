"""Generated modules call only the builtins the backends reserve.

Value builders and other module-level names made from input names are free to
take any other builtin's name (``math.abs``, ``pdl.range``, as in MLIR's Python
bindings), so generated code must never call such a builtin itself.
"""

from __future__ import annotations

import ast
import builtins
from pathlib import Path

import pytest

from tblgen_py.backends.names import GENERATED_BUILTINS

ROOT = Path(__file__).resolve().parents[2]
MODULES = sorted([*ROOT.glob("generated/*.py"), *ROOT.glob("tests/golden/**/gen-*.py")])
BUILTINS = frozenset(dir(builtins)) - {"__name__"}


def _builtin_loads(tree: ast.Module) -> set[str]:
    """Builtin names read in ``tree`` that no enclosing function binds."""
    found: set[str] = set()

    def visit(node: ast.AST, bound: frozenset[str]) -> None:
        if isinstance(node, (ast.FunctionDef, ast.Lambda)):
            args = node.args
            every = [*args.posonlyargs, *args.args, *args.kwonlyargs]
            every += [a for a in (args.vararg, args.kwarg) if a is not None]
            bound = bound | {a.arg for a in every}
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            if node.id in BUILTINS and node.id not in bound:
                found.add(node.id)
        for child in ast.iter_child_nodes(node):
            visit(child, bound)

    visit(tree, frozenset())
    return found


def test_there_are_modules() -> None:
    assert len(MODULES) >= 10


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_only_reserved_builtins_are_called(path: Path) -> None:
    loads = _builtin_loads(ast.parse(path.read_text(encoding="utf-8")))
    assert loads <= GENERATED_BUILTINS, sorted(loads - GENERATED_BUILTINS)


def test_the_scan_sees_calls() -> None:
    """The scan finds a builtin call and ignores a parameter of that name."""
    tree = ast.parse("def f(any):\n    return all(any) and len(any)\n")
    assert _builtin_loads(tree) == {"all", "len"}
