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


def _class_names(node: ast.ClassDef) -> frozenset[str]:
    """The names a class body binds (its methods, properties and attributes)."""
    names: set[str] = set()
    for stmt in node.body:
        if isinstance(stmt, ast.FunctionDef):
            names.add(stmt.name)
        targets = stmt.targets if isinstance(stmt, ast.Assign) else []
        if isinstance(stmt, ast.AnnAssign):
            targets = [stmt.target]
        names.update(t.id for t in targets if isinstance(t, ast.Name))
    return frozenset(names)


def _builtin_loads(tree: ast.Module) -> set[str]:
    """Builtin names read in ``tree`` that no enclosing scope binds.

    A class body's names are visible to the expressions evaluated in that body
    (decorators such as ``@any.setter``), not inside its methods.
    """
    found: set[str] = set()

    def visit(node: ast.AST, bound: frozenset[str]) -> None:
        if isinstance(node, ast.ClassDef):
            in_class = bound | _class_names(node)
            for stmt in node.body:
                if isinstance(stmt, ast.FunctionDef):
                    for decorator in stmt.decorator_list:
                        visit(decorator, in_class)
                    visit_function(stmt, bound)
                else:
                    visit(stmt, in_class)
            return
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

    def visit_function(node: ast.FunctionDef, bound: frozenset[str]) -> None:
        args = node.args
        every = [*args.posonlyargs, *args.args, *args.kwonlyargs]
        every += [a for a in (args.vararg, args.kwarg) if a is not None]
        inner = bound | {a.arg for a in every}
        for child in [*args.defaults, *args.kw_defaults, *node.body]:
            if child is not None:
                visit(child, inner)

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


def test_the_scan_sees_class_scope() -> None:
    """A class's property is bound for its decorators, not inside its methods."""
    source = (
        "class C:\n"
        "    @property\n"
        "    def any(self):\n"
        "        return 1\n"
        "    @any.setter\n"
        "    def any(self, v):\n"
        "        return any(v)\n"
    )
    assert _builtin_loads(ast.parse(source)) == {"property", "any"}
