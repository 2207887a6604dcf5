"""``arith`` folders of the float casts: ``extf``, ``truncf``, ``sitofp``,
``uitofp``, ``fptosi``, ``fptoui`` and ``bitcast``, as MLIR's ``ArithOps.cpp``.

Float constants convert between any two float types through the runtime's
APFloat, and fold only when the conversion is exact (``convertFloatValue``:
no ``losesInfo``, status OK; a signaling NaN never converts, nor an infinity or
NaN the target cannot hold).  ``truncf`` rounds with its ``roundingmode``.
Integer-to-float conversions round to nearest even; float-to-integer ones
truncate and do not fold out of range.
"""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects.arith.fold_int import fold_hook
from tblgen_py.dialects.fold_support import (
    const_fold,
    defining,
    element_type,
    enum_flags,
    int_attr_width,
    int_width,
    is_int_type,
    is_poison,
    mask,
    to_signed,
)
from tblgen_py.runtime.ir.apfloat import (
    NTE,
    APFloat,
    OpStatus,
    RoundingMode,
    has_inf,
    has_nan,
)
from tblgen_py.runtime.ir.apfloat_convert import convert, to_integer
from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, ShapedType
from tblgen_py.runtime.rewrite.fold import FoldAdaptor

_ARITH_ROUNDING = {
    0: RoundingMode.NEAREST_TIES_TO_EVEN,
    1: RoundingMode.TOWARD_NEGATIVE,
    2: RoundingMode.TOWARD_POSITIVE,
    3: RoundingMode.TOWARD_ZERO,
    4: RoundingMode.NEAREST_TIES_TO_AWAY,
}
"""``convertArithRoundingModeToLLVMIR``: ``#arith<rounding ...>`` case values."""


def _float_type(ty: object) -> FloatType | None:
    """``ty``'s element type if it is a float type."""
    element = element_type(ty)
    return element if isinstance(element, FloatType) else None


def convert_float(
    source: FloatType, target: FloatType, bits: int, rm: RoundingMode = NTE
) -> int | None:
    """``convertFloatValue``: ``bits`` in ``target``, None if information is lost."""
    value = APFloat.from_bits(source.semantics, bits)
    sem = target.semantics
    if (value.is_inf and not has_inf(sem)) or (value.is_nan and not has_nan(sem)):
        return None
    result, status, lost = convert(value, sem, rm)
    if lost or status is not OpStatus.OK:
        return None
    return result.bits


def _rounding_mode(op: Operation) -> RoundingMode:
    """The op's ``roundingmode`` attribute (default: to nearest, ties to even)."""
    attr = op.get_attr("roundingmode")
    case = getattr(attr, "value", None)
    if isinstance(attr, IntegerAttr) and isinstance(case, int):
        return _ARITH_ROUNDING.get(case, NTE)
    return NTE


def _float_cast(op: Operation, adaptor: FoldAdaptor, rm: RoundingMode = NTE) -> object:
    """Constant-fold a float-to-float conversion to the result type."""
    if is_poison(adaptor.operands[0]):
        return adaptor.operands[0]
    source = _float_type(getattr(adaptor.operands[0], "type", None))
    target = _float_type(op.results[0].type)
    if source is None or target is None:
        return None
    return _cast(op, adaptor, FloatAttr, lambda a: convert_float(source, target, a, rm))


def _cast(
    op: Operation, adaptor: FoldAdaptor, kind: type, fn: Callable[[int], int | None]
) -> object:
    """``constFoldCastOp`` from scalar class ``kind`` to the result type."""
    return const_fold(adaptor.operands, kind, fn, op.results[0].type, poison=True)


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
    """``APFloatBase::isRepresentableBy``."""
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
    return _float_cast(op, adaptor, _rounding_mode(op))


def _int_to_float(signed: bool) -> Callable[[Operation, FoldAdaptor], object]:
    """The fold of ``sitofp``/``uitofp``: constants rounded to nearest even."""

    def fold(op: Operation, adaptor: FoldAdaptor) -> object:
        if is_poison(adaptor.operands[0]):
            return adaptor.operands[0]
        target = _float_type(op.results[0].type)
        width = int_attr_width(adaptor.operands[0])
        source = element_type(getattr(adaptor.operands[0], "type", None))
        if target is None or not is_int_type(source):
            return None
        sem = target.semantics

        def convert(bits: int) -> int | None:
            value = to_signed(bits, width) if signed else bits
            return APFloat.from_int(sem, value)[0].bits

        return _cast(op, adaptor, IntegerAttr, convert)

    fold.__doc__ = "Integer constants converted to the float result type."
    return fold


fold_hook("arith.sitofp")(_int_to_float(True))
fold_hook("arith.uitofp")(_int_to_float(False))


def _float_to_int(signed: bool) -> Callable[[Operation, FoldAdaptor], object]:
    """The fold of ``fptosi``/``fptoui``: truncated constants that fit."""

    def fold(op: Operation, adaptor: FoldAdaptor) -> object:
        if is_poison(adaptor.operands[0]):
            return adaptor.operands[0]
        source = _float_type(getattr(adaptor.operands[0], "type", None))
        result = element_type(op.results[0].type)
        width = int_width(result)
        if source is None or not is_int_type(result):
            return None
        sem = source.semantics

        def convert(bits: int) -> int | None:
            value, status, _ = to_integer(APFloat.from_bits(sem, bits), width, signed)
            if status & OpStatus.INVALID_OP:
                return None
            return value & mask(width)

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
    if is_poison(operand):
        return operand
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
