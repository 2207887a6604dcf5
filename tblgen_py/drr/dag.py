"""DRR dag trees: typed views of the ``DagInit`` nodes and leaves of a pattern.

A node is ``(operator:$symbol arg:$name, ...)``; its operator is an op def, a
``NativeCodeCall``, a ``Constraint`` (in the constraint list) or one of the
directives ``replaceWithValue``, ``location``, ``returnType``, ``either`` and
``variadic``.  A leaf is an argument that is not a dag: an unset value with a
symbol (``$x``), a constraint or constant-attribute def (with or without a
symbol), a string, or a NativeCodeCall def used without arguments.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Union

from tblgen_py.ods.fields import derives, int_field, string_field
from tblgen_py.records.record import Record
from tblgen_py.records.values import (
    DagInit,
    DefInit,
    Init,
    IntInit,
    StringInit,
    UnsetInit,
)

DIRECTIVES = ("replaceWithValue", "location", "returnType", "either", "variadic")


class NodeKind(Enum):
    """What a dag node's operator is."""

    OP = "op"
    NATIVE = "native"
    CONSTRAINT = "constraint"
    REPLACE_WITH_VALUE = "replaceWithValue"
    LOCATION = "location"
    RETURN_TYPE = "returnType"
    EITHER = "either"
    VARIADIC = "variadic"
    UNKNOWN = "unknown"


class LeafKind(Enum):
    """What a dag leaf is."""

    SYMBOL = "symbol"
    TYPE_CONSTRAINT = "type_constraint"
    ATTR_CONSTRAINT = "attr_constraint"
    CONSTANT_ATTR = "constant_attr"
    ENUM_CASE = "enum_case"
    NATIVE = "native"
    CONSTRAINT = "constraint"
    STRING = "string"
    INT = "int"
    OTHER = "other"


def _split_symbol(name: StringInit | None) -> str | None:
    """The symbol without ``$`` (None when absent)."""
    if name is None:
        return None
    return name.value.removeprefix("$")


@dataclass(frozen=True)
class DagLeaf:
    """One non-dag argument and the symbol attached to it."""

    value: Init
    symbol: str | None

    @property
    def record(self) -> Record | None:
        """The def of a def leaf."""
        return self.value.record if isinstance(self.value, DefInit) else None

    @property
    def kind(self) -> LeafKind:
        """The leaf's kind (defs are classified by their superclasses)."""
        if isinstance(self.value, UnsetInit):
            return LeafKind.SYMBOL
        if isinstance(self.value, StringInit):
            return LeafKind.STRING
        if isinstance(self.value, IntInit):
            return LeafKind.INT
        rec = self.record
        if rec is None:
            return LeafKind.OTHER
        return _def_leaf_kind(rec)

    @property
    def is_ignored(self) -> bool:
        """``$_``: matched but not bound."""
        return self.symbol == "_"

    def __str__(self) -> str:
        text = "?" if isinstance(self.value, UnsetInit) else str(self.value)
        return f"{text}:${self.symbol}" if self.symbol else text


def _def_leaf_kind(rec: Record) -> LeafKind:
    """Classify a def used as a leaf."""
    if derives(rec, "ConstantAttr"):
        return LeafKind.CONSTANT_ATTR
    if derives(rec, "EnumAttrCaseInfo") or derives(rec, "EnumCase"):
        return LeafKind.ENUM_CASE
    if derives(rec, "NativeCodeCall"):
        return LeafKind.NATIVE
    if derives(rec, "TypeConstraint"):
        return LeafKind.TYPE_CONSTRAINT
    if derives(rec, "AttrConstraint"):
        return LeafKind.ATTR_CONSTRAINT
    if derives(rec, "Constraint"):
        return LeafKind.CONSTRAINT
    return LeafKind.OTHER


@dataclass(frozen=True)
class DagNode:
    """One ``(operator args...)`` node of a pattern."""

    dag: DagInit

    @property
    def operator(self) -> Record | None:
        """The def used as operator."""
        return self.dag.op.record if isinstance(self.dag.op, DefInit) else None

    @property
    def operator_name(self) -> str:
        """The operator def's name."""
        rec = self.operator
        return rec.name_string if rec is not None else str(self.dag.op)

    @property
    def symbol(self) -> str | None:
        """The symbol bound to the node (``(Op:$sym ...)``)."""
        return _split_symbol(self.dag.name)

    @property
    def kind(self) -> NodeKind:
        """What the operator is."""
        rec = self.operator
        if rec is None:
            return NodeKind.UNKNOWN
        name = rec.name_string
        if name in DIRECTIVES:
            return NodeKind(name)
        if derives(rec, "Op"):
            return NodeKind.OP
        if derives(rec, "NativeCodeCall"):
            return NodeKind.NATIVE
        if derives(rec, "Constraint"):
            return NodeKind.CONSTRAINT
        return NodeKind.UNKNOWN

    @property
    def args(self) -> tuple[DagNode | DagLeaf, ...]:
        """The arguments as nodes and leaves."""
        return tuple(
            wrap(arg, name) for arg, name in zip(self.dag.args, self.dag.arg_names)
        )

    @property
    def native_expression(self) -> str:
        """The C++ template of a NativeCodeCall operator."""
        rec = self.operator
        return string_field(rec, "expression") if rec is not None else ""

    @property
    def num_returns(self) -> int:
        """``numReturns`` of a NativeCodeCall operator."""
        rec = self.operator
        return int_field(rec, "numReturns", 1) if rec is not None else 1

    def __str__(self) -> str:
        return str(self.dag)


DagArg = Union[DagNode, DagLeaf]


def wrap(arg: Init, name: StringInit | None) -> DagArg:
    """A node for a dag argument, a leaf otherwise."""
    if isinstance(arg, DagInit):
        node = DagNode(arg)
        return node
    return DagLeaf(arg, _split_symbol(name))


def count_ops(node: DagArg) -> int:
    """The number of op nodes in a tree (the base of a pattern's benefit)."""
    if not isinstance(node, DagNode):
        return 0
    own = 1 if node.kind is NodeKind.OP else 0
    return own + sum(count_ops(arg) for arg in node.args)


def split_index(symbol: str) -> tuple[str, int | None]:
    """``name__N`` -> ``("name", N)``; other names -> ``(name, None)``."""
    base, sep, index = symbol.rpartition("__")
    if sep and base and index.isdigit():
        return base, int(index)
    return symbol, None
