"""``arith`` float folders: ``addf``, ``subf``, ``mulf``, ``divf``, ``negf``,
``maximumf`` and ``minimumf``, as MLIR's ``ArithOps.cpp`` folds them.

Constants fold only for ``f32`` and ``f64``, where IEEE round-to-nearest of
Python's double arithmetic is exact (an ``f32`` result rounded from the double
one is correctly rounded for these operations).  NaNs follow APFloat: the
first NaN operand, made quiet, with its sign and payload; an invalid operation
on non-NaNs gives the positive default NaN.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from tblgen_py.dialects.arith.fold_int import fold_hook
from tblgen_py.dialects.fold_support import (
    const_fold,
    enum_flags,
    element_type,
    float_of,
    splat_float_bits,
)
from tblgen_py.runtime.ir.attributes import FloatAttr
from tblgen_py.runtime.ir.float_format import nan_bits
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType
from tblgen_py.runtime.rewrite.fold import FoldAdaptor

FloatFn = Callable[[float, float], float]


def _divide(a: float, b: float) -> float:
    """IEEE division (Python raises on a zero divisor)."""
    if b != 0.0:
        return a / b
    if a == 0.0 or math.isnan(a):
        return math.nan
    negative = (math.copysign(1.0, a) < 0) != (math.copysign(1.0, b) < 0)
    return -math.inf if negative else math.inf


def _maximum(a: float, b: float) -> float:
    """``llvm::maximum``: +0 over -0, else the larger."""
    if a == 0.0 and b == 0.0:
        return a if math.copysign(1.0, a) > 0 else b
    return b if a < b else a


def _minimum(a: float, b: float) -> float:
    """``llvm::minimum``: -0 over +0, else the smaller."""
    if a == 0.0 and b == 0.0:
        return a if math.copysign(1.0, a) < 0 else b
    return b if b < a else a


def _folded_float_type(adaptor: FoldAdaptor) -> FloatType | None:
    """The element type of the first operand if it is one we fold (f32, f64)."""
    ty = element_type(getattr(adaptor.operands[0], "type", None))
    if isinstance(ty, FloatType) and ty.name in ("f32", "f64"):
        return ty
    return None


def fold_floats(adaptor: FoldAdaptor, fn: FloatFn) -> object:
    """Constant-fold two ``f32``/``f64`` operands with ``fn``."""
    ty = _folded_float_type(adaptor)
    if ty is None:
        return None

    quiet = 1 << (ty.semantics.precision - 2)

    def element(a: int, b: int) -> int | None:
        x, y = FloatAttr.from_bits(ty, a).value, FloatAttr.from_bits(ty, b).value
        if math.isnan(x) or math.isnan(y):
            return (a if math.isnan(x) else b) | quiet
        result = fn(x, y)
        if math.isnan(result):
            return nan_bits(ty.semantics)
        return FloatAttr.get(ty, result).bits

    return const_fold(adaptor.operands, FloatAttr, element)


def _is_float(attr: object, value: float, negative: bool = False) -> bool:
    """A float scalar or splat equal to ``value`` with the given sign."""
    found = float_of(attr)
    if found is None or found != value:
        return False
    return (math.copysign(1.0, found) < 0) == negative


@fold_hook("arith.addf")
def fold_addf(op: Operation, adaptor: FoldAdaptor) -> object:
    """addf(x, -0) -> x; constants."""
    if _is_float(adaptor.operands[1], 0.0, negative=True):
        return op.operand(0)
    return fold_floats(adaptor, lambda a, b: a + b)


@fold_hook("arith.subf")
def fold_subf(op: Operation, adaptor: FoldAdaptor) -> object:
    """subf(x, +0) -> x; constants."""
    if _is_float(adaptor.operands[1], 0.0):
        return op.operand(0)
    return fold_floats(adaptor, lambda a, b: a - b)


@fold_hook("arith.mulf")
def fold_mulf(op: Operation, adaptor: FoldAdaptor) -> object:
    """mulf(x, 1) -> x; mulf(x, +-0) -> the zero under nnan and nsz; constants."""
    if _is_float(adaptor.operands[1], 1.0):
        return op.operand(0)
    flags = enum_flags(op.get_attr("fastmath"))
    if "fast" in flags or {"nnan", "nsz"} <= flags:
        if float_of(adaptor.operands[1]) == 0.0:
            return op.operand(1)
    return fold_floats(adaptor, lambda a, b: a * b)


@fold_hook("arith.divf")
def fold_divf(op: Operation, adaptor: FoldAdaptor) -> object:
    """divf(x, 1) -> x; constants."""
    if _is_float(adaptor.operands[1], 1.0):
        return op.operand(0)
    return fold_floats(adaptor, _divide)


@fold_hook("arith.maximumf")
def fold_maximumf(op: Operation, adaptor: FoldAdaptor) -> object:
    """maximumf(x, x) -> x; maximumf(x, -inf) -> x; constants."""
    lhs, rhs = op.operands
    if lhs is rhs:
        return rhs
    if _is_float(adaptor.operands[1], -math.inf, negative=True):
        return lhs
    return fold_floats(adaptor, _maximum)


@fold_hook("arith.minimumf")
def fold_minimumf(op: Operation, adaptor: FoldAdaptor) -> object:
    """minimumf(x, x) -> x; minimumf(x, +inf) -> x; constants."""
    lhs, rhs = op.operands
    if lhs is rhs:
        return rhs
    if _is_float(adaptor.operands[1], math.inf):
        return lhs
    return fold_floats(adaptor, _minimum)


def _fold_num(adaptor: FoldAdaptor, pick: FloatFn) -> object:
    """Constant-fold ``maxnumf``/``minnumf``: a NaN operand yields the other."""
    ty = _folded_float_type(adaptor)
    if ty is None:
        return None
    quiet = 1 << (ty.semantics.precision - 2)

    def element(a: int, b: int) -> int | None:
        x, y = FloatAttr.from_bits(ty, a).value, FloatAttr.from_bits(ty, b).value
        if math.isnan(x):
            return b | quiet if math.isnan(y) else b
        if math.isnan(y):
            return a
        return FloatAttr.get(ty, pick(x, y)).bits

    return const_fold(adaptor.operands, FloatAttr, element)


@fold_hook("arith.maxnumf")
def fold_maxnumf(op: Operation, adaptor: FoldAdaptor) -> object:
    """maxnumf(x, x) -> x; maxnumf(x, NaN) -> x; constants."""
    lhs, rhs = op.operands
    if lhs is rhs:
        return rhs
    if _is_nan(adaptor.operands[1]):
        return lhs
    return _fold_num(adaptor, _maximum)


@fold_hook("arith.minnumf")
def fold_minnumf(op: Operation, adaptor: FoldAdaptor) -> object:
    """minnumf(x, x) -> x; minnumf(x, NaN) -> x; constants."""
    lhs, rhs = op.operands
    if lhs is rhs:
        return rhs
    if _is_nan(adaptor.operands[1]):
        return lhs
    return _fold_num(adaptor, _minimum)


def _is_nan(attr: object) -> bool:
    """``m_NaNFloat``: a NaN scalar or splat."""
    value = float_of(attr)
    return value is not None and math.isnan(value)


@fold_hook("arith.negf")
def fold_negf(op: Operation, adaptor: FoldAdaptor) -> object:
    """negf(negf(x)) -> x; constants negated (the sign bit flipped)."""
    inner = op.operand(0).defining_op
    if inner is not None and inner.name == "arith.negf":
        return inner.operand(0)
    attr = adaptor.operands[0]
    ty = element_type(getattr(attr, "type", None))
    if splat_float_bits(attr) is None and attr is None:
        return None
    if not isinstance(ty, FloatType):
        return None
    sign = 1 << (ty.width - 1)
    return const_fold(adaptor.operands, FloatAttr, lambda a: a ^ sign)
