"""The body of a generated check function whose expression is too long for one line.

A translated predicate is one Python expression.  When ``return <expression>``
does not fit in 88 columns, the body is written as statements a person would
write, with the expression's evaluation order and short-circuiting kept:

- an ``and``/``or`` chain becomes one guard per operand
  (``if not <a>:`` / ``return False``, then the rest), nested ``if`` blocks where
  the operands must all hold;
- ``(lambda name: body)(argument)``, which translated C++ uses to bind a value,
  becomes ``name = argument`` followed by ``body``'s statements;
- ``_p.all_of(x for v in range)`` / ``_p.any_of(...)`` becomes a ``for`` loop.

Every line fits, so black leaves the result alone.  An operand that cannot be
split this way (one call too long by itself) keeps its one line under
``# fmt: skip``.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

from tblgen_py.backends.layout import FMT_SKIP, LINE_LENGTH, bracketed

INDENT = "    "
_RANGE_HELPERS = {"all_of": True, "any_of": False}
"""The range helpers translated predicates call, with the value of an empty range."""


# The nodes are plain slotted classes: creating a dataclass costs more at
# import than this module's uses of it save.


class _Leaf:
    __slots__ = ("text", "precedence", "call", "compare")

    def __init__(
        self,
        text: str,
        precedence: int,  # _ATOM, _COMPARISON or _LOWEST (a conditional or lambda)
        call: tuple[str, tuple[str, ...]] | None = None,  # callee, arguments
        compare: tuple[str, str, str] | None = None,  # left, operator, right
    ) -> None:
        self.text = text
        self.precedence = precedence
        self.call = call
        self.compare = compare


_LOWEST, _COMPARISON, _ATOM = range(3)


class _Not:
    __slots__ = ("operand",)

    def __init__(self, operand: _Node) -> None:
        self.operand = operand


class _Chain:
    __slots__ = ("conjunction", "operands")

    def __init__(self, conjunction: bool, operands: tuple[_Node, ...]) -> None:
        self.conjunction = conjunction  # ``and`` (else ``or``)
        self.operands = operands


class _Bind:
    """``(lambda name: body)(value)``."""

    __slots__ = ("name", "value", "body", "used")

    def __init__(self, name: str, value: str, body: _Node, used: bool) -> None:
        self.name = name
        self.value = value
        self.body = body
        self.used = used  # whether ``body`` reads ``name``


class _Range:
    """``helper(element for var in iterable)`` with ``helper`` all_of/any_of."""

    __slots__ = ("helper", "every", "element", "var", "iterable")

    def __init__(
        self, helper: str, every: bool, element: _Node, var: str, iterable: str
    ) -> None:
        self.helper = helper
        self.every = every  # all_of (else any_of)
        self.element = element
        self.var = var
        self.iterable = iterable


_Node = _Leaf | _Not | _Chain | _Bind | _Range
_Body = Callable[[str], list[str]]
"""Lays a block's body out at the indentation given."""


def check_body(expression: str, parameters: frozenset[str], indent: str) -> list[str]:
    """The lines of a function body returning ``expression`` at ``indent``.

    ``parameters``: the function's parameter names (never rebound).
    """
    one = f"{indent}return {expression}"
    if len(one) <= LINE_LENGTH:
        return [one]
    try:
        tree = ast.parse(expression, mode="eval")
    except SyntaxError:
        return [one + FMT_SKIP]
    reserved = parameters | _free_names(tree.body)
    node = _Builder(expression, reserved).build(tree.body)
    return _Writer(reserved).value(node, indent)


def _free_names(node: ast.AST) -> frozenset[str]:
    """Names ``node`` reads that no lambda or comprehension inside it binds."""
    found: set[str] = set()

    def visit(current: ast.AST, bound: frozenset[str]) -> None:
        if isinstance(current, ast.Lambda):
            bound = bound | {a.arg for a in current.args.args}
        elif isinstance(current, ast.GeneratorExp | ast.ListComp | ast.SetComp):
            for comp in current.generators:
                visit(comp.iter, bound)
                bound = bound | {
                    n.id for n in ast.walk(comp.target) if isinstance(n, ast.Name)
                }
            for part in (current.elt, *(c for g in current.generators for c in g.ifs)):
                visit(part, bound)
            return
        elif isinstance(current, ast.Name) and current.id not in bound:
            found.add(current.id)
        for child in ast.iter_child_nodes(current):
            visit(child, bound)

    visit(node, frozenset())
    return frozenset(found)


class _Builder:
    """Turns the parsed expression into the nodes the writer splits at."""

    def __init__(self, source: str, reserved: frozenset[str]) -> None:
        self.source = source
        self.reserved = reserved
        # one ASCII line: the nodes' column offsets (UTF-8 bytes) index it
        self.one_line = source.isascii() and "\n" not in source and "\r" not in source

    def text(self, node: ast.expr | ast.keyword) -> str:
        if self.one_line and node.end_col_offset is not None:
            return self.source[node.col_offset : node.end_col_offset]
        segment = ast.get_source_segment(self.source, node)
        assert segment is not None
        return segment

    def build(self, node: ast.expr, enclosing: frozenset[str] = frozenset()) -> _Node:
        """``enclosing``: the names bound around ``node`` (never rebound inside)."""
        if isinstance(node, ast.BoolOp):
            operands = tuple(self.build(v, enclosing) for v in node.values)
            return _Chain(isinstance(node.op, ast.And), operands)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            return _Not(self.build(node.operand, enclosing))
        bind = self.bind(node, enclosing)
        if bind is not None:
            return bind
        loop = self.range(node, enclosing)
        if loop is not None:
            return loop
        if isinstance(node, ast.IfExp | ast.Lambda | ast.NamedExpr):
            return _Leaf(self.text(node), _LOWEST)
        if isinstance(node, ast.Compare):
            compare = None
            if len(node.ops) == 1:
                operator = _COMPARISON_OPERATORS[type(node.ops[0])]
                compare = (
                    self.text(node.left),
                    operator,
                    self.text(node.comparators[0]),
                )
            return _Leaf(self.text(node), _COMPARISON, compare=compare)
        call = None
        if isinstance(node, ast.Call) and _plain_callee(node.func):
            arguments: tuple[ast.expr | ast.keyword, ...] = (*node.args, *node.keywords)
            call = (self.text(node.func), tuple(self.text(a) for a in arguments))
        return _Leaf(self.text(node), _ATOM, call=call)

    def bind(self, node: ast.expr, enclosing: frozenset[str]) -> _Bind | None:
        """``(lambda name: body)(value)`` whose name may become a local."""
        if not isinstance(node, ast.Call) or node.keywords or len(node.args) != 1:
            return None
        fn = node.func
        if not isinstance(fn, ast.Lambda) or not _single_parameter(fn.args):
            return None
        name = fn.args.args[0].arg
        if name in self.reserved | enclosing or isinstance(node.args[0], ast.Starred):
            return None
        body = self.build(fn.body, enclosing | {name})
        used = name in _free_names(fn.body)
        return _Bind(name, self.text(node.args[0]), body, used)

    def range(self, node: ast.expr, enclosing: frozenset[str]) -> _Range | None:
        """``_p.all_of(element for var in iterable)`` (one plain ``for``)."""
        if not isinstance(node, ast.Call) or node.keywords or len(node.args) != 1:
            return None
        fn, (generator,) = node.func, node.args
        if not isinstance(fn, ast.Attribute) or fn.attr not in _RANGE_HELPERS:
            return None
        if (
            not isinstance(generator, ast.GeneratorExp)
            or len(generator.generators) != 1
        ):
            return None
        comp = generator.generators[0]
        if comp.ifs or comp.is_async or not isinstance(comp.target, ast.Name):
            return None
        if comp.target.id in self.reserved | enclosing:
            return None
        return _Range(
            self.text(fn),
            _RANGE_HELPERS[fn.attr],
            self.build(generator.elt, enclosing | {comp.target.id}),
            comp.target.id,
            self.text(comp.iter),
        )


_COMPARISON_OPERATORS: dict[type[ast.cmpop], str] = {
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.In: "in",
    ast.NotIn: "not in",
    ast.Is: "is",
    ast.IsNot: "is not",
}


def _plain_callee(node: ast.expr) -> bool:
    """A callee black cannot split (a name or a chain of attributes)."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name)


def _single_parameter(args: ast.arguments) -> bool:
    return (
        len(args.args) == 1
        and not args.posonlyargs
        and not args.kwonlyargs
        and args.vararg is None
        and args.kwarg is None
        and not args.defaults
    )


def _text(node: _Node) -> str:
    """The Python source of ``node``."""
    if isinstance(node, _Leaf):
        return node.text
    if isinstance(node, _Not):
        return f"not {_operand(node.operand, inside_chain=False)}"
    if isinstance(node, _Chain):
        word = " and " if node.conjunction else " or "
        return word.join(_operand(o, inside_chain=True) for o in node.operands)
    if isinstance(node, _Bind):
        return f"(lambda {node.name}: {_text(node.body)})({node.value})"
    generator = f"{_text(node.element)} for {node.var} in {node.iterable}"
    return f"{node.helper}({generator})"


def _operand(node: _Node, inside_chain: bool) -> str:
    """``node``'s text as an operand of ``and``/``or`` (``inside_chain``) or of
    ``not``: chains and conditional or lambda leaves are parenthesized, and so
    is a comparison under ``not``."""
    text = _text(node)
    if isinstance(node, _Chain):
        return f"({text})"
    if isinstance(node, _Leaf) and node.precedence != _ATOM:
        if inside_chain and node.precedence == _COMPARISON:
            return text  # a comparison binds tighter than and/or
        return f"({text})"
    return text


def _condition(node: _Node, when: bool) -> str:
    """An expression true exactly when ``bool(node) is when``."""
    if when:
        return _text(node)
    if isinstance(node, _Not):
        return _text(node.operand)
    return f"not {_operand(node, inside_chain=False)}"


class _Writer:
    """Statements for the nodes; every method returns lines at ``indent``."""

    def __init__(self, reserved: frozenset[str]) -> None:
        self.reserved = reserved

    def value(self, node: _Node, indent: str) -> list[str]:
        """Statements returning ``node``'s value (its truth, for a split chain)."""
        if isinstance(node, _Bind) and node.used:
            # in statement form already: a binding reads better as a local
            return [
                f"{indent}{node.name} = {node.value}",
                *self.value(node.body, indent),
            ]
        one = f"{indent}return {_text(node)}"
        if len(one) <= LINE_LENGTH:
            return [one]
        wrapped = _wrapped("return ", node, True, "", indent)
        if wrapped is not None:
            return wrapped
        if isinstance(node, _Leaf):
            bound = self.bound(node, indent, lambda leaf: self.value(leaf, indent))
            return [one + FMT_SKIP] if bound is None else bound
        if isinstance(node, _Chain):
            *first, last = node.operands
            stop = not node.conjunction  # or: True stops; and: False stops
            lines: list[str] = []
            for operand in first:
                lines += self.guard(operand, stop, f"return {stop}", indent)
            return lines + self.value(last, indent)
        if isinstance(node, _Not):
            return self.guard(node.operand, True, "return False", indent) + [
                f"{indent}return True"
            ]
        if isinstance(node, _Bind):
            return [
                f"{indent}{node.name} = {node.value}",
                *self.value(node.body, indent),
            ]
        if isinstance(node, _Range):
            stop = not node.every
            head = f"{indent}for {node.var} in {node.iterable}:"
            body = self.guard(node.element, stop, f"return {stop}", indent + INDENT)
            return [*_fitted(head), *body, f"{indent}return {node.every}"]
        return [one + FMT_SKIP]

    def bound(
        self, leaf: _Leaf, indent: str, then: Callable[[_Leaf], list[str]]
    ) -> list[str] | None:
        """A too-long comparison with its sides bound to ``lhs`` (and ``rhs``)
        first, then ``then`` on what is left; None when it is not one."""
        if leaf.compare is None or {"lhs", "rhs"} & self.reserved:
            return None
        left, operator, right = leaf.compare
        lines = [f"{indent}lhs = {left}"]
        rest = _Leaf(f"lhs {operator} {right}", _COMPARISON)
        if len(f"{indent}if not ({rest.text}):") > LINE_LENGTH:
            lines.append(f"{indent}rhs = {right}")
            rest = _Leaf(f"lhs {operator} rhs", _COMPARISON)
        return [*(_fitted(line)[0] for line in lines), *then(rest)]

    def guard(self, node: _Node, when: bool, action: str, indent: str) -> list[str]:
        """Statements doing ``action`` when ``bool(node) is when``, else nothing."""
        head = f"{indent}if {_condition(node, when)}:"
        if len(head) <= LINE_LENGTH:
            return [head, f"{indent}{INDENT}{action}"]
        if isinstance(node, _Not):
            return self.guard(node.operand, not when, action, indent)
        if isinstance(node, _Chain) and node.conjunction != when:
            # or-chain guarded on truth, and-chain on falsity: one guard each
            lines: list[str] = []
            for operand in node.operands:
                lines += self.guard(operand, when, action, indent)
            return lines
        if isinstance(node, _Range) and node.every != when and action != "break":
            # any element decides: guard each in a loop (a break would leave
            # the new loop, not the one it is meant for)
            head = f"{indent}for {node.var} in {node.iterable}:"
            body = self.guard(node.element, when, action, indent + INDENT)
            return [*_fitted(head), *body]
        return self.block(node, when, lambda at: [f"{at}{action}"], indent)

    def block(self, node: _Node, when: bool, body: _Body, indent: str) -> list[str]:
        """``body`` run when ``bool(node) is when``; ``body(i)`` lays the body
        out at indentation ``i`` (one level deeper than its ``if``)."""
        inner = indent + INDENT
        head = f"{indent}if {_condition(node, when)}:"
        if len(head) <= LINE_LENGTH:
            return [head, *body(inner)]
        if isinstance(node, _Not):
            return self.block(node.operand, not when, body, indent)
        if isinstance(node, _Bind):
            return [
                f"{indent}{node.name} = {node.value}",
                *self.block(node.body, when, body, indent),
            ]
        wrapped = _wrapped("if ", node, when, ":", indent)
        if wrapped is not None:
            return [*wrapped, *body(inner)]
        if isinstance(node, _Chain) and node.conjunction == when:
            # every operand must decide the same way: nested blocks
            first, *rest = node.operands
            rest_node = (
                rest[0] if len(rest) == 1 else _Chain(node.conjunction, tuple(rest))
            )
            return self.block(
                first, when, lambda at: self.block(rest_node, when, body, at), indent
            )
        if isinstance(node, _Range) and node.every == when:
            # every element must decide the same way: a loop that breaks out
            head = f"{indent}for {node.var} in {node.iterable}:"
            stop = self.guard(node.element, not when, "break", inner)
            return [*_fitted(head), *stop, f"{indent}else:", *body(inner)]
        if isinstance(node, _Leaf):
            bound = self.bound(
                node, indent, lambda leaf: self.block(leaf, when, body, indent)
            )
            if bound is not None:
                return bound
        return [head + FMT_SKIP, *body(inner)]


def _wrapped(
    prefix: str, node: _Node, when: bool, suffix: str, indent: str
) -> list[str] | None:
    """``prefix <condition> suffix`` over several lines as black splits it: a
    call's arguments on their own line(s), an ``and``/``or`` chain (of three or
    more) or a negated expression inside parentheses; None when black would
    split differently or a line would still be too long."""
    if not when and isinstance(node, _Not):
        return _wrapped(prefix, node.operand, True, suffix, indent)
    if isinstance(node, _Leaf) and node.call is not None:
        callee, arguments = node.call
        negation = "" if when else "not "
        head = f"{prefix}{negation}{callee}("
        return _fitting(bracketed(head, arguments, f"){suffix}", indent))
    inner = indent + INDENT
    if not when:
        body = _chain_lines(node, inner) if isinstance(node, _Chain) else None
        if body is None:
            body = [inner + _text(node)]
        return _fitting([f"{indent}{prefix}not (", *body, f"{indent}){suffix}"])
    if isinstance(node, _Chain) and len(node.operands) >= 3:
        body = _chain_lines(node, inner)
        return _fitting([f"{indent}{prefix}(", *body, f"{indent}){suffix}"])
    return None


def _chain_lines(node: _Chain, indent: str) -> list[str]:
    """A chain inside parentheses: one line, else one operand per line."""
    one = indent + _text(node)
    if len(one) <= LINE_LENGTH:
        return [one]
    word = "and " if node.conjunction else "or "
    first, *rest = (_operand(o, inside_chain=True) for o in node.operands)
    return [indent + first, *(indent + word + o for o in rest)]


def _fitting(lines: list[str]) -> list[str] | None:
    return lines if all(len(line) <= LINE_LENGTH for line in lines) else None


def _fitted(line: str) -> list[str]:
    """A header line, kept whole (with ``# fmt: skip`` when too long)."""
    return [line if len(line) <= LINE_LENGTH else line + FMT_SKIP]
