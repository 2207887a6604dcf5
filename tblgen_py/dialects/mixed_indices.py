"""Mixed static/dynamic index lists (MLIR's ``OpFoldResult`` lists of
``StaticValueUtils``), shared by the ports of ops with ``static*`` arrays
beside dynamic operands (``scf.forall``, ``tensor.extract_slice``,
``memref.subview``, ...).

A mixed entry is a Python ``int`` (a static index) or a ``Value`` (dynamic);
a static array marks dynamic entries with ``DYNAMIC``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.fold_support import to_signed
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite import constant_value

__all__ = [
    "Mixed",
    "constant_index",
    "dispatch",
    "fold_dynamic_index_list",
    "i64_array",
    "mixed_values",
    "static_values",
]

Mixed = int | Value
"""An ``OpFoldResult`` of an index list."""

_I64 = IntegerType.get(64)


def static_values(attr: object) -> list[int]:
    """A ``DenseI64ArrayAttr``'s values (empty when absent)."""
    return [int(value) for value in getattr(attr, "values", ())]


def i64_array(values: Sequence[int]) -> DenseArrayAttr:
    """A ``DenseI64ArrayAttr``."""
    return DenseArrayAttr.get(_I64, list(values))


def mixed_values(statics: Sequence[int], dynamics: Sequence[Value]) -> list[Mixed]:
    """``getMixedValues``: each ``DYNAMIC`` static takes the next dynamic value."""
    values = iter(dynamics)
    return [next(values) if static == DYNAMIC else static for static in statics]


def dispatch(mixed: Sequence[Mixed]) -> tuple[list[Value], list[int]]:
    """``dispatchIndexOpFoldResults``: the dynamic values and the static array."""
    dynamics = [value for value in mixed if isinstance(value, Value)]
    statics = [DYNAMIC if isinstance(v, Value) else v for v in mixed]
    return dynamics, statics


def constant_index(value: Value) -> int | None:
    """``getConstantIntValue`` of a value: its signed integer constant."""
    attr = constant_value(value)
    if not isinstance(attr, IntegerAttr):
        return None
    width = 64 if isinstance(attr.type, IndexType) else getattr(attr.type, "width", 0)
    return to_signed(int(attr.value), width) if width else None


def fold_dynamic_index_list(
    mixed: list[Mixed], only_non_negative: bool = False, only_non_zero: bool = False
) -> bool:
    """``foldDynamicIndexList``: constant values become static (in place);
    whether any did."""
    changed = False
    for index, value in enumerate(mixed):
        if isinstance(value, int):
            continue
        constant = constant_index(value)
        if constant is None:
            continue
        if only_non_negative and constant < 0:
            continue
        if only_non_zero and constant == 0:
            continue
        mixed[index] = constant
        changed = True
    return changed
