"""Black-style layout of nested call expressions (``Format(Literal("<"), ...)``).

A ``Call(head, args)`` renders on one line when it fits in 88 columns; else its
arguments go on one indented line (when that fits), else one per line with a
trailing comma, each laid out the same way.  This is black's right-hand split
for expressions whose last bracket closes the line.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.backends.layout import LINE_LENGTH
from tblgen_py.ods.named_tuple import NamedTuple


class Call(NamedTuple):
    """``head(args...)``; ``atom`` marks a tuple literal (``head`` is empty)."""

    head: str
    args: tuple[Expr, ...]
    atom: bool = False


Expr = Call | str


def render(expr: Expr) -> str:
    """The expression on one line."""
    if isinstance(expr, str):
        return expr
    inner = ", ".join(render(a) for a in expr.args)
    if expr.atom and len(expr.args) == 1:
        inner += ","
    return f"{expr.head}({inner})"


def expr_lines(
    expr: Expr, indent: str, prefix: str = "", suffix: str = ""
) -> list[str]:
    """``prefix + expr + suffix`` at ``indent``, split as black splits it."""
    one = f"{indent}{prefix}{render(expr)}{suffix}"
    if len(one) <= LINE_LENGTH or isinstance(expr, str) or not expr.args:
        return [one]
    inner = indent + "    "
    joined = ", ".join(render(a) for a in expr.args)
    head = f"{indent}{prefix}{expr.head}("
    close = f"{indent}){suffix}"
    if not expr.atom and len(inner + joined) <= LINE_LENGTH:
        return [head, inner + joined, close]
    lines = [head]
    for arg in expr.args:
        lines += expr_lines(arg, inner, "", ",")
    lines.append(close)
    return lines


def call(head: str, *args: Expr) -> Call:
    """A call expression."""
    return Call(head, tuple(args))


def tuple_of(items: Sequence[Expr]) -> Call:
    """A tuple literal."""
    return Call("", tuple(items), atom=True)
