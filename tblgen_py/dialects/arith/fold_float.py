"""``arith`` float folders: ``addf``, ``subf``, ``mulf``, ``divf``, ``remf``,
``negf`` and the min/max family, as MLIR's ``ArithOps.cpp`` folds them.

Constants fold for every float type through the runtime's APFloat (IEEE
arithmetic rounded to nearest, ties to even, as MLIR's folders use): NaNs
propagate as APFloat's do (the first NaN operand, made quiet, with its sign and
payload; an invalid operation gives the default NaN).  A result the type cannot
hold (an infinity or NaN of ``f4E2M1FN``/``f6`` types) does not fold.
"""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects.arith.fold_int import fold_hook
from tblgen_py.dialects.fold_support import (
    const_fold,
    element_type,
    enum_flags,
    is_poison,
    splat_float_bits,
)
from tblgen_py.runtime.ir import apfloat_arith as ap
from tblgen_py.runtime.ir.apfloat import APFloat, OpStatus
from tblgen_py.runtime.ir.attributes import FloatAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType
from tblgen_py.runtime.rewrite.fold import FoldAdaptor

BinaryFn = Callable[[APFloat, APFloat], APFloat]


def apfloat_of(attr: object) -> APFloat | None:
    """A float scalar or splat constant as an APFloat."""
    bits = splat_float_bits(attr)
    ty = element_type(getattr(attr, "type", None))
    if bits is None or not isinstance(ty, FloatType):
        return None
    return APFloat.from_bits(ty.semantics, bits)


def _float_type(attr: object) -> FloatType | None:
    """``attr``'s element type if it is a float type."""
    ty = element_type(getattr(attr, "type", None))
    return ty if isinstance(ty, FloatType) else None


def fold_floats(adaptor: FoldAdaptor, fn: BinaryFn) -> object:
    """``constFoldBinaryOp<FloatAttr>``: two float constants combined by ``fn``
    (a poison operand is the result)."""
    poison = next((a for a in adaptor.operands if is_poison(a)), None)
    if poison is not None:
        return poison
    ty = _float_type(adaptor.operands[0])
    if ty is None:
        return None
    sem = ty.semantics

    def element(a: int, b: int) -> int | None:
        result = fn(APFloat.from_bits(sem, a), APFloat.from_bits(sem, b))
        return result.bits if result.is_representable else None

    return const_fold(adaptor.operands, FloatAttr, element)


def _value(op: Callable[[APFloat, APFloat], tuple[APFloat, OpStatus]]) -> BinaryFn:
    """An APFloat operation's result without its status."""
    return lambda a, b: op(a, b)[0]


def _matches(attr: object, test: Callable[[APFloat], bool]) -> bool:
    """A float scalar or splat constant satisfying ``test``."""
    value = apfloat_of(attr)
    return value is not None and test(value)


def _is_one(x: APFloat) -> bool:
    """``m_OneFloat``: exactly +1."""
    return x.is_exactly(1, negative=False)


@fold_hook("arith.addf")
def fold_addf(op: Operation, adaptor: FoldAdaptor) -> object:
    """addf(x, -0) -> x; constants."""
    if _matches(adaptor.operands[1], lambda x: x.is_zero and x.negative):
        return op.operand(0)
    return fold_floats(adaptor, _value(ap.add))


@fold_hook("arith.subf")
def fold_subf(op: Operation, adaptor: FoldAdaptor) -> object:
    """subf(x, +0) -> x; constants."""
    if _matches(adaptor.operands[1], lambda x: x.is_zero and not x.negative):
        return op.operand(0)
    return fold_floats(adaptor, _value(ap.subtract))


@fold_hook("arith.mulf")
def fold_mulf(op: Operation, adaptor: FoldAdaptor) -> object:
    """mulf(x, 1) -> x; mulf(x, +-0) -> the zero under nnan and nsz; constants."""
    if _matches(adaptor.operands[1], _is_one):
        return op.operand(0)
    flags = enum_flags(op.get_attr("fastmath"))
    if "fast" in flags or {"nnan", "nsz"} <= flags:
        if _matches(adaptor.operands[1], lambda x: x.is_zero):
            return op.operand(1)
    return fold_floats(adaptor, _value(ap.multiply))


@fold_hook("arith.divf")
def fold_divf(op: Operation, adaptor: FoldAdaptor) -> object:
    """divf(x, 1) -> x; constants."""
    if _matches(adaptor.operands[1], _is_one):
        return op.operand(0)
    return fold_floats(adaptor, _value(ap.divide))


@fold_hook("arith.remf")
def fold_remf(op: Operation, adaptor: FoldAdaptor) -> object:
    """Constants: ``APFloat::mod``, the remainder with the dividend's sign."""
    return fold_floats(adaptor, _value(ap.mod))


def _same_operands(op: Operation) -> bool:
    lhs, rhs = op.operands
    return lhs is rhs


@fold_hook("arith.maximumf")
def fold_maximumf(op: Operation, adaptor: FoldAdaptor) -> object:
    """maximumf(x, x) -> x; maximumf(x, -inf) -> x; constants."""
    if _same_operands(op):
        return op.operand(1)
    if _matches(adaptor.operands[1], lambda x: x.is_inf and x.negative):
        return op.operand(0)
    return fold_floats(adaptor, ap.maximum)


@fold_hook("arith.minimumf")
def fold_minimumf(op: Operation, adaptor: FoldAdaptor) -> object:
    """minimumf(x, x) -> x; minimumf(x, +inf) -> x; constants."""
    if _same_operands(op):
        return op.operand(1)
    if _matches(adaptor.operands[1], lambda x: x.is_inf and not x.negative):
        return op.operand(0)
    return fold_floats(adaptor, ap.minimum)


@fold_hook("arith.maxnumf")
def fold_maxnumf(op: Operation, adaptor: FoldAdaptor) -> object:
    """maxnumf(x, x) -> x; maxnumf(x, NaN) -> x; constants."""
    if _same_operands(op):
        return op.operand(1)
    if _matches(adaptor.operands[1], lambda x: x.is_nan):
        return op.operand(0)
    return fold_floats(adaptor, ap.maxnum)


@fold_hook("arith.minnumf")
def fold_minnumf(op: Operation, adaptor: FoldAdaptor) -> object:
    """minnumf(x, x) -> x; minnumf(x, NaN) -> x; constants."""
    if _same_operands(op):
        return op.operand(1)
    if _matches(adaptor.operands[1], lambda x: x.is_nan):
        return op.operand(0)
    return fold_floats(adaptor, ap.minnum)


@fold_hook("arith.negf")
def fold_negf(op: Operation, adaptor: FoldAdaptor) -> object:
    """negf(negf(x)) -> x; constants negated (``changeSign``)."""
    inner = op.operand(0).defining_op
    if inner is not None and inner.name == "arith.negf":
        return inner.operand(0)
    if is_poison(adaptor.operands[0]):
        return adaptor.operands[0]
    ty = _float_type(adaptor.operands[0])
    if ty is None:
        return None
    sem = ty.semantics
    return const_fold(
        adaptor.operands, FloatAttr, lambda a: APFloat.from_bits(sem, a).neg().bits
    )
