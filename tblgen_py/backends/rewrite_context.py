"""State shared while one DRR pattern is turned into Python: code, symbols, errors."""

from __future__ import annotations

from tblgen_py.backends.names import py_string as _q

import re
from dataclasses import dataclass, field
from enum import Enum

from tblgen_py.backends.checks import CheckTable
from tblgen_py.support.diagnostics import Diagnostic, Level, Span
from tblgen_py.patterns.from_drr import split_index
from tblgen_py.ods.constraints import Arity
from tblgen_py.ods.operator import NamedTypeConstraint, Operator
from tblgen_py.patterns.model import Node, NodeKind, PatternValue


class SymKind(Enum):
    """What a bound symbol holds at run time."""

    VALUE = "value"
    VALUES = "values"
    ATTR = "attr"
    OP = "op"
    NATIVE = "native"


@dataclass
class Symbol:
    """A bound symbol: its kind, Python local, and (for ops) the ODS op."""

    kind: SymKind
    py: str
    op: Operator | None = None
    count: int = 1


_ARITY_CODE = {
    Arity.SINGLE: "s",
    Arity.OPTIONAL: "o",
    Arity.VARIADIC: "v",
    Arity.VARIADIC_OF_VARIADIC: "v",
}


def arity_code(values: tuple[NamedTypeConstraint, ...]) -> str:
    """``s``/``o``/``v`` per ODS value group, as ``_drr.groups`` takes them."""
    return "".join(_ARITY_CODE[v.arity] for v in values)


def all_single(values: tuple[NamedTypeConstraint, ...]) -> bool:
    """Whether every group holds exactly one value."""
    return all(v.arity is Arity.SINGLE for v in values)


class NativeTable:
    """Module-wide record of native code that needs user-supplied Python."""

    def __init__(self) -> None:
        self.required: dict[str, str] = {}
        self.constants: dict[str, str] = {}

    def constant(self, expr: str, prefix: str = "_K") -> str:
        """A module-level name holding the (immutable) attribute ``expr``."""
        name = self.constants.get(expr)
        if name is None:
            name = self.constants[expr] = f"{prefix}{len(self.constants)}"
        return name

    def lines(self) -> list[str]:
        """The constants' assignments, in order of first use."""
        return [f"{name} = {expr}" for expr, name in self.constants.items()]

    def require(self, name: str, what: str) -> None:
        """Remember that ``name`` must be supplied (``what`` says for what)."""
        self.required.setdefault(name, what)


@dataclass
class PatternContext:
    """Lines, symbols and diagnostics of one pattern's ``match_and_rewrite``.

    Values of the pattern are Python locals: DRR's bound ``$symbols`` by name
    (``symbols``), other values of the model by value (``value_name``)."""

    loc: Span | None
    """Where the pattern's def is written (errors point inside it)."""
    checks: CheckTable
    natives: NativeTable
    diagnostics: list[Diagnostic] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    depth: int = 2
    symbols: dict[str, Symbol] = field(default_factory=dict)
    fail_stack: list[str] = field(default_factory=list)
    matched_ops: list[str] = field(default_factory=list)
    counter: int = 0
    uses_builder: bool = False
    loc_expr: str = "op0.location"
    in_results: bool = False
    fail_default: str | None = None
    """What leaves a failed match outside loops (None: the pattern's
    ``notify_match_failure`` with the reason)."""
    match_end: int = 0
    """How many lines the match took (the rewrite follows)."""
    names: dict[PatternValue, str] = field(default_factory=dict)
    """Locals of pattern values (the root op is ``op0``)."""
    bound: set[PatternValue] = field(default_factory=set)
    value_count: int = 0
    root_operands: list[str] | None = None
    """Per root operand, Python for what the match requires of its defining
    op: an op name, ``_drr.CONSTANT`` or ``None`` (the runtime's
    ``ROOT_OPERANDS``); None: the root's operands are not all single."""

    # -- code ---------------------------------------------------------------
    def emit(self, text: str) -> None:
        """Append one line at the current depth."""
        self.lines.append("    " * self.depth + text)

    def fresh(self, prefix: str) -> str:
        """A new local name."""
        self.counter += 1
        return f"{prefix}{self.counter}"

    def fail(self, reason: str) -> None:
        """Emit the statement that abandons the current match attempt."""
        if self.fail_stack:
            self.emit(self.fail_stack[-1])
        elif self.fail_default is not None:
            self.emit(self.fail_default)
        else:
            self.emit(
                "return rewriter.notes_failures and "
                f"rewriter.notify_match_failure(op0, {_q(reason)})"
            )

    def guard(self, condition: str, reason: str) -> None:
        """``if condition: <fail>``."""
        if len("    " * self.depth + condition) > 80:
            condition = self._hoisted(condition)
        self.emit(f"if {condition}:")
        self.depth += 1
        self.fail(reason)
        self.depth -= 1

    def _hoisted(self, condition: str) -> str:
        """A long ``not f(a == b)`` as locals for ``a`` and ``b`` (short lines)."""
        import ast

        from tblgen_py.backends.rewrite_native import double_quoted

        node = ast.parse(condition, mode="eval").body
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            inner = node.operand
            if isinstance(inner, ast.Call) and len(inner.args) == 1:
                inner = inner.args[0]
            if isinstance(inner, ast.Compare) and len(inner.ops) == 1:
                names = []
                for part in (inner.left, inner.comparators[0]):
                    name = self.fresh("c")
                    self.emit(f"{name} = {double_quoted(ast.unparse(part))}")
                    names.append(ast.Name(name))
                compare = ast.Compare(names[0], inner.ops, [names[1]])
                return f"not {ast.unparse(compare)}"
        return condition

    # -- values of the model -------------------------------------------------
    def value_name(self, value: PatternValue) -> str:
        """The local of a pattern value (``v<N>``, in order of first use)."""
        if value not in self.names:
            self.names[value] = f"v{self.value_count}"
            self.value_count += 1
        return self.names[value]

    def value_ref(self, value: PatternValue) -> str:
        """A bound value's local (``None`` when nothing bound it)."""
        return self.value_name(value) if value in self.bound else "None"

    def define(self, value: PatternValue, expr: str) -> None:
        """Bind ``value`` to a new local holding ``expr``."""
        self.emit(f"{self.value_name(value)} = {expr}")
        self.bound.add(value)

    # -- diagnostics -----------------------------------------------------------
    def error(self, message: str, needle: str | None = None, nth: int = 1) -> None:
        """Record an error at ``needle`` inside the def (or at the def)."""
        diag = Diagnostic(Level.ERROR, message, self.span(needle, nth))
        if diag not in self.diagnostics:
            self.diagnostics.append(diag)

    def span(self, needle: str | None, nth: int = 1) -> Span | None:
        """The first occurrence of ``needle`` in the def's text, or the def."""
        loc = self.loc
        if loc is None or needle is None:
            return loc
        text = loc.file.text
        end = _def_end(text, loc.start)
        begin = _results_start(text, loc.start, end) if self.in_results else loc.start
        found = list(re.finditer(re.escape(needle) + r"(?![\w])", text[begin:end]))
        if not found:
            return loc
        match = found[min(nth, len(found)) - 1]
        start = begin + match.start()
        return Span(loc.file, start, start + len(needle))

    # -- symbols -------------------------------------------------------
    def bind(self, name: str, symbol: Symbol) -> None:
        """Bind a new symbol (an error if it is already bound)."""
        if name in self.symbols:
            self.error(f"symbol '${name}' is bound more than once", f"${name}", 2)
            return
        self.symbols[name] = symbol

    def lookup(self, name: str) -> tuple[str, SymKind] | None:
        """Python expression and kind of a symbol reference (with ``__N``)."""
        found = self.symbols.get(name)
        if found is not None:
            return use_expr(found), _use_kind(found)
        base, index = split_index(name)
        found = self.symbols.get(base)
        if found is None or index is None:
            return None
        return indexed_expr(self, found, index, name)

    def ref(self, name: str) -> tuple[str, SymKind]:
        """Like ``lookup``; an unbound symbol is an error (value ``None``)."""
        found = self.lookup(name)
        if found is None:
            self.error(f"referenced symbol '${name}' is not bound", f"${name}")
            return "None", SymKind.VALUE
        return found


def literal(ctx: PatternContext, node: Node) -> str:
    """The module constant of a constant type or attribute of PDL's shape."""
    assert node.constant is not None
    kind = "attr" if node.kind is NodeKind.ATTRIBUTE else "type"
    return ctx.natives.constant(f"_pdl.constant_{kind}({_q(node.constant)})", "_C")


def use_expr(symbol: Symbol) -> str:
    """A symbol used whole: one-result ops stand for their result."""
    if symbol.kind is SymKind.OP and symbol.op is not None:
        results = symbol.op.results
        if len(results) == 1 and results[0].arity is Arity.SINGLE:
            return f"{symbol.py}.results[0]"
    return symbol.py


def _use_kind(symbol: Symbol) -> SymKind:
    if symbol.kind is SymKind.OP and use_expr(symbol) != symbol.py:
        return SymKind.VALUE
    return symbol.kind


def indexed_expr(
    ctx: PatternContext, symbol: Symbol, index: int, name: str
) -> tuple[str, SymKind] | None:
    """``$sym__N``: result group N of an op, or return value N of native code."""
    if symbol.kind is SymKind.NATIVE:
        if index >= symbol.count:
            ctx.error(f"'${name}': native code returns {symbol.count}", f"${name}")
        return f"{symbol.py}[{index}]", SymKind.VALUE
    if symbol.kind is not SymKind.OP or symbol.op is None:
        ctx.error(f"'${name}': only op results can be indexed", f"${name}")
        return "None", SymKind.VALUE
    results = symbol.op.results
    if index >= len(results):
        ctx.error(
            f"'${name}': op '{symbol.op.operation_name}' has {len(results)} results",
            f"${name}",
        )
        return "None", SymKind.VALUE
    if all_single(results):
        return f"{symbol.py}.results[{index}]", SymKind.VALUE
    seg = symbol.op.has_native_trait("AttrSizedResultSegments")
    groups = f"_drr.result_groups({symbol.py}, {_q(arity_code(results))}, {seg})"
    if results[index].arity is Arity.SINGLE:
        return f"{groups}[{index}][0]", SymKind.VALUE
    return f"{groups}[{index}]", SymKind.VALUES


def _results_start(text: str, start: int, end: int) -> int:
    """Where the source dag of the def at ``start`` ends (result dags follow)."""
    open_at = text.find("(", start, end)
    depth = 0
    for index in range(max(open_at, start), end):
        char = text[index]
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return index + 1
    return start


def _def_end(text: str, start: int) -> int:
    """Where the def starting near ``start`` ends (the next top-level def)."""
    found = re.compile(r"^(def|class|let|include|multiclass|defm)\b", re.M)
    match = found.search(text, start + 1)
    return match.start() if match is not None else len(text)


def py_local(prefix: str, name: str) -> str:
    """A Python local for symbol ``name``."""
    clean = re.sub(r"\W", "_", name)
    return f"{prefix}_{clean}"
