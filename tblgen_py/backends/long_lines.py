"""Generated statements too long for a line, split by naming their parts.

A check function's statement whose expression cannot be broken up as an
``and``/``or`` chain (``check_body``) is written on one line.  When that line
is longer than black allows, its largest subexpressions that are always
evaluated (not inside a conditional's branches, the right of ``and``/``or``,
a lambda or a comprehension) are bound to locals first (``_v1: Any = ...``,
typed as loosely as the helpers' results were inline), as a
person would write it, until every line fits: the helpers translated
predicates call have no side effects, so only their evaluation order changes.
Every occurrence of a named part is replaced, so a repeated call
(``_p.get_type(_self._ods_operand(0))``) is evaluated once.  A statement that
still does not fit is returned unchanged (the caller marks it
``# fmt: skip``).
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator

from tblgen_py.backends.layout import LINE_LENGTH

_MAX_PARTS = 8
"""Locals one statement may get before it is left whole."""

_NO_DESCENT = (ast.Lambda, ast.GeneratorExp, ast.ListComp, ast.SetComp, ast.DictComp)


def split_long_statement(
    statement: str, indent: str, taken: set[str], requote: Callable[[str], str]
) -> list[str] | None:
    """Lines binding parts of ``statement`` (one line of Python, without its
    indentation) and the statement itself, all within the line length; None
    when it cannot be done.  ``taken`` holds the names in use (updated);
    ``requote`` puts string literals in black's quotes."""
    header = statement.endswith(":")
    try:
        module = ast.parse(statement + "\n    pass" if header else statement)
    except SyntaxError:
        return None
    if len(module.body) != 1:
        return None
    node = module.body[0]
    root = _expression_of(node)
    if root is None:
        return None
    lines: list[str] = []
    for _ in range(_MAX_PARTS):
        text = _render(node, header, requote)
        if len(indent + text) <= LINE_LENGTH:
            return [*lines, indent + text]
        part = _largest_part(root, indent, requote)
        if part is None:
            return None
        name = _fresh(taken)
        lines.append(f"{indent}{name}: Any = {requote(ast.unparse(part))}")
        root = _replace(node, root, ast.dump(part), name)
    return None


def _expression_of(node: ast.stmt) -> ast.expr | None:
    """The expression a one-line statement evaluates first."""
    if isinstance(node, ast.Assign) and len(node.targets) == 1:
        return node.value
    if isinstance(node, ast.Return) and node.value is not None:
        return node.value
    if isinstance(node, ast.If):
        return node.test
    if isinstance(node, ast.For):
        return node.iter
    return None


def _render(node: ast.stmt, header: bool, requote: Callable[[str], str]) -> str:
    """The statement's line (a compound statement's header only)."""
    text = ast.unparse(node)
    if header:
        text = text.split("\n", 1)[0]
    return requote(text)


def _always_evaluated(node: ast.expr) -> Iterator[ast.expr]:
    """Subexpressions of ``node`` evaluated whenever ``node`` is (itself excluded)."""
    for child in _unconditional_children(node):
        yield child
        yield from _always_evaluated(child)


def _unconditional_children(node: ast.expr) -> list[ast.expr]:
    """The direct subexpressions of ``node`` it always evaluates."""
    if isinstance(node, _NO_DESCENT):
        return []
    if isinstance(node, ast.IfExp):
        return [node.test]
    if isinstance(node, ast.BoolOp):
        return [node.values[0]]
    if isinstance(node, ast.Compare) and len(node.ops) > 1:
        return [node.left, node.comparators[0]]
    return [c for c in ast.iter_child_nodes(node) if isinstance(c, ast.expr)]


def _largest_part(
    root: ast.expr, indent: str, requote: Callable[[str], str]
) -> ast.expr | None:
    """The longest always-evaluated call or operation whose binding fits."""
    best: tuple[int, ast.expr] | None = None
    for part in _always_evaluated(root):
        if not isinstance(part, (ast.Call, ast.BinOp, ast.Tuple)):
            continue
        text = requote(ast.unparse(part))
        if len(f"{indent}_v0: Any = {text}") > LINE_LENGTH:
            continue
        if best is None or len(text) > best[0]:
            best = (len(text), part)
    return None if best is None else best[1]


def _fresh(taken: set[str]) -> str:
    """A new local name."""
    count = 1
    while f"_v{count}" in taken:
        count += 1
    name = f"_v{count}"
    taken.add(name)
    return name


class _Replacer(ast.NodeTransformer):
    """Replaces each occurrence of one subexpression (outside lambdas and
    comprehensions, whose names may be bound there) by a local."""

    def __init__(self, dump: str, name: str) -> None:
        self.dump = dump
        self.name = name

    def visit(self, node: ast.AST) -> ast.AST:
        if isinstance(node, _NO_DESCENT):
            return node
        if isinstance(node, ast.expr) and ast.dump(node) == self.dump:
            return ast.Name(self.name, ast.Load())
        result: ast.AST = super().visit(node)
        return result


def _replace(node: ast.stmt, root: ast.expr, dump: str, name: str) -> ast.expr:
    """Replace the part in the statement's expression; the new expression."""
    new_root = _Replacer(dump, name).visit(root)
    assert isinstance(new_root, ast.expr)
    if isinstance(node, ast.Assign | ast.Return):
        node.value = new_root
    elif isinstance(node, ast.If):
        node.test = new_root
    elif isinstance(node, ast.For):
        node.iter = new_root
    return new_root
