"""Constant ops' folders and the dialects' constant materializers.

``arith.constant``, ``func.constant`` and ``llvm.mlir.constant`` fold to their
``value``.  ``install_materializer(context, dialect)`` gives a loaded dialect
MLIR's ``materializeConstant`` (``arith``: ``arith.constant`` for signless
integer, float and elements attributes of the result type; ``func``:
``func.constant`` for a symbol of function type; ``llvm``:
``llvm.mlir.constant`` for integer, float and vector constants, not yet
``llvm.mlir.zero``/``undef``/``poison`` or ``addressof``), so the greedy driver
can turn fold results into constants.
"""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.runtime.ir.attributes import (
    FlatSymbolRefAttr,
    FloatAttr,
    IntegerAttr,
    SymbolRefAttr,
)
from tblgen_py.runtime.ir.attributes_dense import (
    DenseElementsAttr,
    DenseResourceElementsAttr,
    SparseElementsAttr,
)
from tblgen_py.runtime.ir.builder import Builder
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.dialect import Dialect
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    FloatType,
    FunctionType,
    IntegerType,
    ShapedType,
    VectorType,
)
from tblgen_py.runtime.ods.hooks import implement_op

_ELEMENTS = (DenseElementsAttr, DenseResourceElementsAttr, SparseElementsAttr)


def _value_attr(op: Operation, adaptor: object) -> object:
    """A constant op folds to its ``value`` attribute."""
    return op.get_attr("value")


for _name in ("arith.constant", "func.constant", "llvm.mlir.constant"):
    implement_op(_name, "fold")(_value_attr)


def arith_buildable(value: object, type: object) -> bool:
    """``arith::ConstantOp::isBuildableWith``."""
    if getattr(value, "type", None) != type:
        return False
    element = type.element_type if isinstance(type, ShapedType) else type
    if isinstance(element, IntegerType) and not element.is_signless:
        return False
    return isinstance(value, (IntegerAttr, FloatAttr, *_ELEMENTS))


def func_buildable(value: object, type: object) -> bool:
    """``func::ConstantOp::isBuildableWith``: a flat symbol, a function type."""
    flat = isinstance(value, FlatSymbolRefAttr) or (
        isinstance(value, SymbolRefAttr) and not value.nested
    )
    return flat and isinstance(type, FunctionType)


_LLVM_FLOATS = frozenset({"bf16", "f16", "f32", "f64", "f80", "f128"})


def _llvm_scalar(ty: object) -> bool:
    """A signless integer or a builtin float type LLVM accepts."""
    if isinstance(ty, IntegerType):
        return ty.is_signless
    return isinstance(ty, FloatType) and ty.name in _LLVM_FLOATS


def llvm_buildable(value: object, type: object) -> bool:
    """``LLVM::ConstantOp::isBuildableWith`` for integer, float and vector types."""
    if getattr(value, "type", None) != type:
        return False
    if isinstance(type, VectorType):
        if not _llvm_scalar(type.element_type):
            return False
    elif not _llvm_scalar(type):
        return False
    return isinstance(value, (IntegerAttr, FloatAttr, *_ELEMENTS))


_BUILDABLE: dict[str, tuple[str, Callable[[object, object], bool]]] = {
    "arith": ("arith.constant", arith_buildable),
    "func": ("func.constant", func_buildable),
    "llvm": ("llvm.mlir.constant", llvm_buildable),
    "tensor": ("arith.constant", arith_buildable),
    "memref": ("arith.constant", arith_buildable),
}


class MaterializingDialect(Dialect):
    """A loaded dialect that can build its constant op."""

    __slots__ = ()

    def materialize_constant(
        self, builder: Builder, value: object, type: object, location: object
    ) -> Operation | None:
        """``materializeConstant``: the dialect's constant op, if buildable."""
        op_name, buildable = _BUILDABLE[self.name]
        if not buildable(value, type):
            return None
        return builder.create(op_name, (), [type], {"value": value}, location=location)


def install_materializer(context: Context, dialect: str) -> None:
    """Give dialect ``dialect`` of ``context`` its constant materializer."""
    known = context.dialects.get(dialect)
    if isinstance(known, MaterializingDialect):
        return
    replacement = MaterializingDialect(dialect)
    if known is not None:
        replacement.merge(known)
    context.dialects[dialect] = replacement
