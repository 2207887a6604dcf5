"""The pattern model: a pattern's match and rewrite as steps over typed values.

A pattern is a root value and two lists of ``Node``s.  Match nodes describe what
the IR must look like (an operation with a name, operands, attributes and result
types; an operand, a result of an operation, a type or attribute, possibly a
constant; a native constraint); rewrite nodes say what to do (create an
operation, replace, erase, call a native rewrite).  Nodes use and define
``PatternValue``s, whose ``ValueKind`` says what they bind to in the IR.  Every
node keeps the source span it comes from.  This is the shape of MLIR's PDL
dialect, which PDLL lowers to and DRR's semantics fit in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from tblgen_py.support.diagnostics import Span

if TYPE_CHECKING:
    from tblgen_py.ods.operator import Operator
    from tblgen_py.records.record import Record


class ValueKind(Enum):
    """What a pattern value binds to."""

    OPERATION = "operation"
    VALUE = "value"
    VALUE_RANGE = "value_range"
    TYPE = "type"
    TYPE_RANGE = "type_range"
    ATTRIBUTE = "attribute"

    @property
    def is_range(self) -> bool:
        """Whether the value binds to a list."""
        return self in (ValueKind.VALUE_RANGE, ValueKind.TYPE_RANGE)


class NodeKind(Enum):
    """What a node matches or does."""

    OPERATION = "operation"
    OPERAND = "operand"
    OPERANDS = "operands"
    RESULT = "result"
    RESULTS = "results"
    TYPE = "type"
    TYPES = "types"
    ATTRIBUTE = "attribute"
    RANGE = "range"
    CONSTRAINT = "constraint"
    NATIVE_REWRITE = "native_rewrite"
    REPLACE = "replace"
    ERASE = "erase"


@dataclass(eq=False)
class PatternValue:
    """A value a node defines: result ``index`` of ``node``."""

    node: Node
    index: int
    kind: ValueKind


@dataclass(eq=False)
class NativeCode:
    """A native constraint or rewrite as declared: its C++ or Python body."""

    name: str
    code: str | None
    """The body of its ``[{ }]`` block, if it has one."""
    is_python: bool
    """Whether the body is Python (see ``pdll`` for the spelling)."""
    params: tuple[str, ...]
    span: Span


@dataclass(eq=False)
class DrrInfo:
    """What a DRR node says beyond PDL's shape (None on PDLL nodes).

    The shared node kinds carry the structure; this keeps the TableGen side:
    the ``$symbol`` bound to the node, the def behind a constraint, constant,
    enum case or NativeCodeCall (its C++ template, ``$_builder``/``$_loc``/
    ``$_self`` context included), the ODS op of an operation (typed accessors,
    operand groups, defaults), ``either`` operand pairs, and the directives of
    a created op (``location``, ``returnType``).
    """

    symbol: str | None = None
    """The name bound to the node's value (on a ``RESULT`` made for a
    ``$sym__N`` reference: that reference)."""
    record: Record | None = None
    ods: Operator | None = None
    either: tuple[tuple[int, int], ...] = ()
    """OPERATION (match): operand positions matched in either order."""
    location: tuple[PatternValue, ...] = ()
    """OPERATION (rewrite): ``(location ...)`` values (their locations fused)."""
    location_label: str | None = None
    return_types: tuple[PatternValue, ...] | None = None
    """OPERATION (rewrite): ``(returnType ...)`` values whose types it takes."""
    self_value: bool = False
    """CONSTRAINT: a source-pattern NativeCodeCall; ``args[0]`` is the value whose
    defining op is ``$_self``."""
    num_returns: int = 1
    """NATIVE_REWRITE: ``numReturns`` of the NativeCodeCall."""
    leaf: bool = False
    """NATIVE_REWRITE: a NativeCodeCall def used as a leaf (an inline call)."""
    string: str | None = None
    """ATTRIBUTE: a string leaf passed as it is to native code."""


@dataclass(eq=False)
class Node:
    """One step of a pattern.

    ``args`` are the values it uses: for an operation its operands, then its
    attribute values (named by ``attr_names``), then its result types, split by
    ``sizes``; for a result/operand/attribute/... the value it is read from or
    constrained by; for ``REPLACE`` the op replaced, then the replacement.
    """

    kind: NodeKind
    span: Span
    args: list[PatternValue]
    results: list[PatternValue] = field(default_factory=list)
    op_name: str | None = None
    attr_names: tuple[str, ...] = ()
    sizes: tuple[int, ...] = ()
    index: int | None = None
    constant: str | None = None
    """MLIR text of a constant type or attribute."""
    native: NativeCode | None = None
    negated: bool = False
    with_op: bool = False
    """``REPLACE``: the replacement is an operation (its results)."""
    inferred: bool = False
    """``OPERATION`` in a rewrite: its result types are inferred."""
    drr: DrrInfo | None = None
    """DRR's extra information (see ``DrrInfo``)."""

    def add_result(self, kind: ValueKind) -> PatternValue:
        """Define one more value."""
        value = PatternValue(self, len(self.results), kind)
        self.results.append(value)
        return value

    def group(self, index: int) -> list[PatternValue]:
        """Argument group ``index`` of ``sizes``."""
        start = sum(self.sizes[:index])
        return self.args[start : start + self.sizes[index]]


@dataclass(eq=False)
class Pattern:
    """A match (rooted at ``root``) and what to do with it."""

    name: str
    benefit: int
    span: Span
    root: PatternValue
    match: list[Node]
    rewrite: list[Node]
    origin: str
    """The pattern language it comes from (``PDLL``, ``DRR``)."""
    bounded_recursion: bool = False
    """Whether the rewrite may apply to the ops it creates (PDLL's ``recursion``)."""

    @property
    def root_name(self) -> str | None:
        """The root operation's name, if the pattern gives it."""
        return self.root.node.op_name

    def created_ops(self) -> list[str]:
        """Names of operations the rewrite creates, in order, once each."""
        names: list[str] = []
        for node in self.rewrite:
            if node.kind is NodeKind.OPERATION and node.op_name not in (None, *names):
                names.append(node.op_name)  # type: ignore[arg-type]
        return names
