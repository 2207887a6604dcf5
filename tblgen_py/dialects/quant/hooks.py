"""``quant`` dialect (QuantOps.cpp): its C++-defined types loaded into the
context, and the verifiers and folders of ``dcast``, ``qcast`` and
``scast``."""

from __future__ import annotations

from tblgen_py.dialects.quant.types import QUANT_TYPES, UniformQuantizedType
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.dialect import Dialect
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    IntegerType,
    RankedTensorType,
    ShapedType,
    UnrankedTensorType,
)
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["register"]


def register(context: object) -> None:
    """``--load-dialect`` entry point: the types MLIR's ``QuantDialect``
    adds in C++ (hooks attach on import)."""
    if isinstance(context, Context):
        context.load_dialect(Dialect("quant", types=QUANT_TYPES))


def _element(ty: object) -> object:
    """``getElementTypeOrSelf``."""
    return ty.element_type if isinstance(ty, ShapedType) else ty


def _verify_per_axis(quantized: object, container: object) -> None:
    """``verifyPerAxisQuantization``."""
    axis = getattr(quantized, "quantized_dimension", None)
    if not isinstance(quantized, UniformQuantizedType) or axis is None:
        return
    if not isinstance(container, (RankedTensorType, UnrankedTensorType)):
        raise PlainVerifyError("scalar types may not use per-axis quantization")
    if isinstance(container, UnrankedTensorType):
        return
    shape = container.shape
    if axis >= len(shape):
        raise PlainVerifyError("quantized dimension must be less than tensor rank")
    size = shape[axis]
    if size != DYNAMIC and size != len(quantized.scales):
        raise PlainVerifyError(
            "quantized dimension size does not match number of scales"
        )


def _verify_cast(op: Operation, quantized: object, floating: object) -> None:
    """``verifyQuantizationOp``."""
    if getattr(quantized, "expressed_type", None) != floating:
        raise PlainVerifyError(
            "expressed type in quantized type expected to match float type"
        )
    _verify_per_axis(quantized, op.operand_uses[0].value.type)


@implement_op("quant.dcast", "verify")
def verify_dcast(op: Operation) -> None:
    """``DequantizeCastOp::verify``."""
    quantized = _element(op.operand_uses[0].value.type)
    _verify_cast(op, quantized, _element(op.results[0].type))


@implement_op("quant.qcast", "verify")
def verify_qcast(op: Operation) -> None:
    """``QuantizeCastOp::verify``."""
    quantized = _element(op.results[0].type)
    _verify_cast(op, quantized, _element(op.operand_uses[0].value.type))


@implement_op("quant.scast", "verify")
def verify_scast(op: Operation) -> None:
    """``StorageCastOp::verify``: the integer side is the storage type."""
    source = _element(op.operand_uses[0].value.type)
    result = _element(op.results[0].type)
    integer = source if isinstance(source, IntegerType) else result
    quantized = result if isinstance(source, IntegerType) else source
    if getattr(quantized, "storage_type", None) != integer:
        raise PlainVerifyError(
            "storage type in quantized type expected to match integer type"
        )
    _verify_per_axis(quantized, op.operand_uses[0].value.type)


def _fold_inverse(kind: str, same_type: bool):  # type: ignore[no-untyped-def]
    """The folders: a cast of a cast (of ``kind``) back to the original."""

    def fold(op: Operation, adaptor: object) -> object:
        source = op.operand_uses[0].value.defining_op
        if source is None or source.name != kind:
            return None
        original = source.operand_uses[0].value
        if same_type or original.type == op.results[0].type:
            return original
        return None

    return fold


implement_op("quant.dcast", "fold")(_fold_inverse("quant.qcast", True))
implement_op("quant.qcast", "fold")(_fold_inverse("quant.dcast", False))
implement_op("quant.scast", "fold")(_fold_inverse("quant.scast", False))
