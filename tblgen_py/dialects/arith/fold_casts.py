"""``arith`` folders of the float casts: ``extf``, ``truncf``, ``sitofp``,
``uitofp``, ``fptosi``, ``fptoui`` and ``bitcast``, as MLIR's ``ArithOps.cpp``.

Float constants fold between ``f32`` and ``f64`` only, and only when the
conversion loses nothing (APFloat's ``convert`` without ``losesInfo``); a
signaling NaN never converts.  Integer-to-float conversions round to nearest
even, float-to-integer ones truncate and do not fold out of range.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from tblgen_py.dialects.arith.fold_int import fold_hook
from tblgen_py.dialects.fold_support import (
    const_fold,
    defining,
    element_type,
    enum_flags,
    int_attr_width,
    int_width,
    mask,
    to_signed,
)
from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, ShapedType
from tblgen_py.runtime.rewrite.fold import FoldAdaptor

_EXACT = ("f32", "f64")


def _float_type(ty: object) -> FloatType | None:
    """``ty``'s element type if it is ``f32`` or ``f64``."""
    element = element_type(ty)
    return (
        element if isinstance(element, FloatType) and element.name in _EXACT else None
    )


def _nan_parts(ty: FloatType, bits: int) -> tuple[int, int] | None:
    """(sign, mantissa) of a NaN bit pattern; None if not a NaN."""
    sem = ty.semantics
    mantissa = bits & mask(sem.mantissa_bits)
    exponent = (bits >> sem.mantissa_bits) & mask(sem.exponent_bits)
    if exponent != mask(sem.exponent_bits) or mantissa == 0:
        return None
    return bits >> (ty.width - 1), mantissa


def convert_float(source: FloatType, target: FloatType, bits: int) -> int | None:
    """``convertFloatValue``: ``bits`` in ``target``, None if information is lost."""
    nan = _nan_parts(source, bits)
    shift = target.semantics.mantissa_bits - source.semantics.mantissa_bits
    if nan is not None:
        sign, mantissa = nan
        if not mantissa >> (source.semantics.mantissa_bits - 1):
            return None  # signaling: invalid operation
        moved = mantissa << shift if shift >= 0 else mantissa >> -shift
        if shift < 0 and mantissa & mask(-shift):
            return None
        exponent = mask(target.semantics.exponent_bits)
        return (
            sign << (target.width - 1)
            | exponent << target.semantics.mantissa_bits
            | moved
        )
    value = FloatAttr.from_bits(source, bits).value
    converted = FloatAttr.get(target, value)
    if converted.value != value and not math.isinf(value):
        return None
    return converted.bits


def _float_cast(op: Operation, adaptor: FoldAdaptor) -> object:
    """Constant-fold an ``f32``/``f64`` conversion to the result type."""
    source = _float_type(getattr(adaptor.operands[0], "type", None))
    target = _float_type(op.results[0].type)
    if source is None or target is None:
        return None
    return _cast(op, adaptor, FloatAttr, lambda a: convert_float(source, target, a))


def _cast(
    op: Operation, adaptor: FoldAdaptor, kind: type, fn: Callable[[int], int | None]
) -> object:
    """``constFoldCastOp`` from scalar class ``kind`` to the result type."""
    return const_fold(adaptor.operands, kind, fn, op.results[0].type)


def _contract(op: Operation) -> bool:
    """Whether ``op``'s fastmath flags include ``contract``."""
    flags = enum_flags(op.get_attr("fastmath"))
    return "contract" in flags or "fast" in flags


@fold_hook("arith.extf")
def fold_extf(op: Operation, adaptor: FoldAdaptor) -> object:
    """extf(truncf(x)) -> x when both contract; lossless constants."""
    trunc = defining(op.operand(0), "arith.truncf")
    if trunc is not None and trunc.operand(0).type == op.results[0].type:
        if _contract(trunc) and _contract(op):
            return trunc.operand(0)
    return _float_cast(op, adaptor)


def _representable(source: FloatType, target: FloatType) -> bool:
    """``APFloatBase::isRepresentableBy`` for IEEE-like formats."""
    a, b = source.semantics, target.semantics
    return b.precision >= a.precision and b.emax >= a.emax and b.emin <= a.emin


@fold_hook("arith.truncf")
def fold_truncf(op: Operation, adaptor: FoldAdaptor) -> object:
    """truncf(extf(a)) -> truncf(a) or a; lossless constants."""
    result = element_type(op.results[0].type)
    ext = defining(op.operand(0), "arith.extf")
    if ext is not None and isinstance(result, FloatType):
        src = element_type(ext.operand(0).type)
        middle = element_type(ext.results[0].type)
        if isinstance(src, FloatType) and isinstance(middle, FloatType):
            if _representable(src, middle):
                if src.width > result.width:
                    op.set_operand(0, ext.operand(0))
                    return op.results[0]
                if src == result:
                    return ext.operand(0)
    return _float_cast(op, adaptor)


def _int_to_float(signed: bool) -> Callable[[Operation, FoldAdaptor], object]:
    """The fold of ``sitofp``/``uitofp``: constants rounded to nearest even."""

    def fold(op: Operation, adaptor: FoldAdaptor) -> object:
        target = _float_type(op.results[0].type)
        width = int_attr_width(adaptor.operands[0])
        if target is None or not width:
            return None

        def convert(bits: int) -> int | None:
            value = to_signed(bits, width) if signed else bits
            if target.name == "f32" and abs(value) >= 1 << 53:
                return None  # a double would round twice
            return FloatAttr.get(target, float(value)).bits

        return _cast(op, adaptor, IntegerAttr, convert)

    fold.__doc__ = "Integer constants converted to the float result type."
    return fold


fold_hook("arith.sitofp")(_int_to_float(True))
fold_hook("arith.uitofp")(_int_to_float(False))


def _float_to_int(signed: bool) -> Callable[[Operation, FoldAdaptor], object]:
    """The fold of ``fptosi``/``fptoui``: truncated constants that fit."""

    def fold(op: Operation, adaptor: FoldAdaptor) -> object:
        source = _float_type(getattr(adaptor.operands[0], "type", None))
        width = int_width(element_type(op.results[0].type))
        if source is None or not width:
            return None
        low, high = (
            (-(1 << (width - 1)), 1 << (width - 1)) if signed else (0, 1 << width)
        )

        def convert(bits: int) -> int | None:
            value = FloatAttr.from_bits(source, bits).value
            if math.isnan(value) or math.isinf(value):
                return None
            truncated = math.trunc(value)
            if not low <= truncated < high:
                return None
            return truncated & mask(width)

        return _cast(op, adaptor, FloatAttr, convert)

    fold.__doc__ = "Float constants truncated toward zero, if they fit."
    return fold


fold_hook("arith.fptosi")(_float_to_int(True))
fold_hook("arith.fptoui")(_float_to_int(False))


@fold_hook("arith.bitcast")
def fold_bitcast(op: Operation, adaptor: FoldAdaptor) -> object:
    """Constants reinterpreted bit for bit."""
    operand = adaptor.operands[0]
    result_type = op.results[0].type
    if isinstance(operand, DenseElementsAttr) and isinstance(result_type, ShapedType):
        return _bitcast_elements(operand, result_type)
    if isinstance(result_type, ShapedType):
        return None
    if isinstance(operand, FloatAttr):
        bits = operand.bits
    elif isinstance(operand, IntegerAttr):
        bits = operand.value & mask(int_attr_width(operand))
    else:
        return None
    if isinstance(result_type, FloatType):
        return FloatAttr.from_bits(result_type, bits)
    return IntegerAttr.get(result_type, bits)  # type: ignore[arg-type]


def _bitcast_elements(attr: DenseElementsAttr, ty: ShapedType) -> object | None:
    """Dense elements with the same bits under ``ty``'s element type."""
    source = attr.type.element_type
    width = int_width(source) or getattr(source, "width", 0)
    values = attr.values if attr.is_splat else attr.element_values()
    if not width or not all(isinstance(v, int) for v in values):
        return None
    if not isinstance(ty.element_type, FloatType) and not int_width(ty.element_type):
        return None
    bits = [v & mask(width) for v in values]  # type: ignore[operator]
    target = ty.element_type
    if not isinstance(target, FloatType):
        bits = [to_signed(b, int_width(target)) for b in bits]
    if ty.shape != attr.type.shape:
        return None  # MLIR's attribute would not match the result type
    return DenseElementsAttr.get(ty, bits)
