"""Helpers shared by the dialect hook modules."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from tblgen_py.runtime.ir.attributes import SymbolRefAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.symbol_table import SymbolTable, nearest_symbol_table
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    RankedTensorType,
    ShapedType,
    UnrankedTensorType,
    VectorType,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach when imported."""


def quoted(ty: object) -> str:
    """A type as MLIR diagnostics print it: ``'i32'``."""
    return f"'{ty}'"


def types_of(values: Sequence[Value]) -> list[object]:
    """The types of ``values``."""
    return [value.type for value in values]


def lookup_symbol(op: Operation, ref: object) -> Operation | None:
    """``lookupNearestSymbolFrom``: ``ref`` resolved from ``op``'s symbol table."""
    if not isinstance(ref, SymbolRefAttr):
        return None
    table = nearest_symbol_table(op.parent_op) if op.parent_op is not None else None
    found = SymbolTable(table).lookup(ref.root) if table is not None else None
    for name in ref.nested:
        if found is None:
            return None
        found = SymbolTable(found).lookup(name)
    return found


def verify_call_types(op: Operation, callee: FunctionType) -> None:
    """A call's operand and result types are its callee's (``CallOpInterface``
    checks with MLIR's wording)."""
    operands = types_of([use.value for use in op.operand_uses])
    if len(operands) != len(callee.inputs):
        raise VerifyError("incorrect number of operands for callee")
    for index, (found, expected) in enumerate(zip(operands, callee.inputs)):
        if found != expected:
            raise VerifyError(
                f"operand type mismatch: expected operand type {quoted(expected)}, "
                f"but provided {quoted(found)} for operand number {index}"
            )
    results = [result.type for result in op.results]
    if len(results) != len(callee.results):
        raise VerifyError("incorrect number of results for callee")
    for index, (found, expected) in enumerate(zip(results, callee.results)):
        if found != expected:
            raise VerifyError(f"result type mismatch at index {index}")


def terminator(region: Region) -> Operation | None:
    """The last op of the region's first block, if any."""
    if not region.blocks:
        return None
    return region.blocks[0].last_op


def is_signless_i1(ty: object) -> bool:
    """``Type::isSignlessInteger(1)``."""
    return isinstance(ty, IntegerType) and ty.width == 1 and ty.is_signless


def is_dynamic(size: int) -> bool:
    """A ``?`` dimension."""
    return size == DYNAMIC


def num_dynamic_dims(ty: ShapedType) -> int:
    """``ShapedType::getNumDynamicDims``."""
    return sum(1 for size in ty.shape if is_dynamic(size))


def shapes_compatible(a: object, b: object) -> bool:
    """``verifyCompatibleShape``: equal ranks (if ranked), sizes equal or ``?``."""
    ranked = (RankedTensorType, VectorType)
    if not isinstance(a, ranked) or not isinstance(b, ranked):
        return isinstance(a, (ShapedType,)) and isinstance(b, (ShapedType,))
    if len(a.shape) != len(b.shape):
        return False
    return all(
        x == y or is_dynamic(x) or is_dynamic(y) for x, y in zip(a.shape, b.shape)
    )


def is_tensor(ty: object) -> bool:
    """``TensorType``: ranked or unranked."""
    return isinstance(ty, (RankedTensorType, UnrankedTensorType))


def bit_width(ty: object) -> int | None:
    """Bit width of an integer, float or index (64) type; None otherwise."""
    if isinstance(ty, (IntegerType, FloatType)):
        return ty.width
    return 64 if isinstance(ty, IndexType) else None


def element_type_or_self(ty: object) -> object:
    """``getElementTypeOrSelf``: a vector's or tensor's element type."""
    if isinstance(ty, (VectorType, RankedTensorType, UnrankedTensorType)):
        return ty.element_type
    return ty


def reassociation(op: Operation) -> list[list[int]]:
    """``getReassociationIndices``: the groups of the ``reassociation`` array."""
    groups = getattr(op.get_attr("reassociation"), "elements", ())
    return [
        [int(getattr(index, "value", 0)) for index in getattr(group, "elements", ())]
        for group in groups
    ]


def name_results(table: Mapping[str, str]) -> None:
    """Attach ``getAsmResultNames`` hooks that give each op's one result its name."""
    for op_name, name in table.items():
        implement_op(op_name, "getAsmResultNames")(_result_namer(name))


def _result_namer(
    name: str,
) -> Callable[[Operation, Callable[[Value, str], None]], None]:
    def set_result_name(op: Operation, set_name: Callable[[Value, str], None]) -> None:
        set_name(op.results[0], name)

    return set_result_name
