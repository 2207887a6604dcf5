"""Reading PDL ops: their operand segments, attributes and value kinds."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import ArrayAttr, IntegerAttr, StringAttr, TypeAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import OpResult, Value

Entity = object
"""What a PDL value binds to: an op, a value, a list of values, a type, a list
of types or an attribute."""


def segments(op: Operation, name: str = "operandSegmentSizes") -> list[int] | None:
    """The op's segment sizes attribute ``name``, if it has one."""
    attr = op.get_attr(name)
    if isinstance(attr, DenseArrayAttr):
        return [int(v) for v in attr.values]
    return None


def segment(op: Operation, index: int) -> list[Value]:
    """Operand segment ``index`` of a PDL op (its ``operandSegmentSizes``)."""
    sizes = segments(op)
    if sizes is None:
        return list(op.operands) if index == 0 else []
    start = sum(sizes[:index])
    return list(op.operands[start : start + sizes[index]])


def str_attr(op: Operation, name: str) -> str | None:
    """A string attribute's text, if present."""
    attr = op.get_attr(name)
    return attr.value if isinstance(attr, StringAttr) else None


def int_attr(op: Operation, name: str) -> int | None:
    """An integer attribute's value, if present."""
    attr = op.get_attr(name)
    return int(attr.value) if isinstance(attr, IntegerAttr) else None


def names_attr(op: Operation, name: str) -> list[str]:
    """The texts of an array of strings attribute (empty if absent)."""
    attr = op.get_attr(name)
    if not isinstance(attr, ArrayAttr):
        return []
    return [e.value for e in attr.elements if isinstance(e, StringAttr)]


def type_attr(op: Operation, name: str) -> object | None:
    """The type held by a type attribute, if present."""
    attr = op.get_attr(name)
    return attr.type if isinstance(attr, TypeAttr) else None


def types_attr(op: Operation, name: str) -> list[object] | None:
    """The types held by an array of type attributes, if present."""
    attr = op.get_attr(name)
    if not isinstance(attr, ArrayAttr):
        return None
    return [e.type for e in attr.elements if isinstance(e, TypeAttr)]


def is_range(value: Value) -> bool:
    """Whether a PDL value has a ``!pdl.range<...>`` type."""
    return "range" in str(value.type)


def defining_op(value: Value) -> Operation | None:
    """The op defining a PDL value (None for block arguments)."""
    return value.op if isinstance(value, OpResult) else None


def group(
    values: list[Value], index: int | None, variadic: bool, sizes: list[int] | None
) -> Entity | None:
    """Operand/result group ``index`` as the bytecode reads it: a segment if the op
    has segment sizes, else everything from ``index`` on; one value unless
    ``variadic`` (None when it does not fit)."""
    if index is None:
        picked = values
    elif sizes is not None:
        if index >= len(sizes):
            return None
        start = sum(sizes[:index])
        picked = values[start : start + sizes[index]]
    elif len(values) >= index:
        picked = values[index:]
    else:
        return None
    if variadic:
        return list(picked)
    return picked[0] if len(picked) == 1 else None


def same(lhs: Entity, rhs: Entity) -> bool:
    """Whether two bound entities are the same (identity for IR, equality else)."""
    if isinstance(lhs, list) and isinstance(rhs, list):
        return len(lhs) == len(rhs) and all(same(a, b) for a, b in zip(lhs, rhs))
    if isinstance(lhs, (Operation, Value)) or isinstance(rhs, (Operation, Value)):
        return lhs is rhs
    return lhs == rhs
