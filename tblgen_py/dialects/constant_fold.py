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

from tblgen_py.dialects.fold_support import is_poison
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
from tblgen_py.runtime.rewrite.fold import folds_to_value

_ELEMENTS = (DenseElementsAttr, DenseResourceElementsAttr, SparseElementsAttr)


@folds_to_value
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


OpName = str | Callable[[object], str]
"""The constant op's name, or a function of the value giving it."""

_BUILDABLE: dict[str, tuple[OpName, Callable[[object, object], bool]]] = {
    "arith": ("arith.constant", arith_buildable),
    "func": ("func.constant", func_buildable),
    "llvm": ("llvm.mlir.constant", llvm_buildable),
    "tensor": ("arith.constant", arith_buildable),
    "memref": ("arith.constant", arith_buildable),
}


_POISON_DIALECTS = {"arith"}
"""Dialects whose ``materializeConstant`` builds ``ub.poison`` for poison."""


def register_buildable(
    dialect: str,
    op_name: OpName,
    buildable: Callable[[object, object], bool],
    poison: bool = False,
) -> None:
    """Let ``dialect``'s materializer build ``op_name`` for values ``buildable``
    accepts, and ``ub.poison`` for poison if ``poison`` (a dialect package
    registers its constant op this way)."""
    _BUILDABLE[dialect] = (op_name, buildable)
    if poison:
        _POISON_DIALECTS.add(dialect)


class MaterializingDialect(Dialect):
    """A loaded dialect that can build its constant op."""

    __slots__ = ()

    def materialize_constant(
        self, builder: Builder, value: object, type: object, location: object
    ) -> Operation | None:
        """``materializeConstant``: the dialect's constant op, if buildable."""
        if self.name in _POISON_DIALECTS and is_poison(value):
            return builder.create(
                "ub.poison", (), [type], {"value": value}, location=location
            )
        op_name, buildable = _BUILDABLE[self.name]
        if not buildable(value, type):
            return None
        name = op_name if isinstance(op_name, str) else op_name(value)
        return builder.create(name, (), [type], {"value": value}, location=location)


def install_materializer(
    context: Context,
    dialect: str,
    cls: type[MaterializingDialect] = MaterializingDialect,
) -> None:
    """Give dialect ``dialect`` of ``context`` its constant materializer
    (``cls``: a subclass with the dialect's own ``materialize_constant``)."""
    known = context.dialects.get(dialect)
    if isinstance(known, cls):
        return
    replacement = cls(dialect)
    if known is not None:
        replacement.merge(known)
    context.dialects[dialect] = replacement
