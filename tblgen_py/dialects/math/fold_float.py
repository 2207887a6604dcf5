"""``math`` float folders, as ``MathOps.cpp``.

Transcendental functions (``sin``, ``exp``, ``log``, ``powf``, ``atan2``, ...)
fold ``f64`` and ``f32`` constants only, through the host's C math library
(``double`` and ``float`` variants, as MLIR calls them); the logarithms and
``sqrt`` leave negative operands alone.  ``absf``, ``copysign``, ``ceil``,
``floor`` and ``roundeven`` fold every float type exactly (APFloat's sign
operations and ``roundToIntegral``); ``isnan``/``isinf``/``isfinite``/
``isnormal`` fold scalars and splats to ``i1``.
"""

from __future__ import annotations

import struct
from fractions import Fraction
from collections.abc import Callable

from tblgen_py.dialects.fold_support import (
    const_fold,
    element_type,
    is_poison,
    splat_float_bits,
    splat_of,
)
from tblgen_py.dialects.math.fold_int import math_fold
from tblgen_py.runtime.ir import apfloat_arith as ap
from tblgen_py.runtime.ir import libm
from tblgen_py.runtime.ir.apfloat import NTE, APFloat, RoundingMode
from tblgen_py.runtime.ir.attributes import BoolAttr, FloatAttr
from tblgen_py.runtime.ir.float_format import FloatSemantics
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType
from tblgen_py.runtime.rewrite.fold import FoldAdaptor

_HOST = {"f64": (64, "<d", "<Q"), "f32": (32, "<f", "<I")}
"""Types the libm folders handle: width, struct codes of value and bits."""

Guard = Callable[[APFloat], bool]


def _float_type(attr: object) -> FloatType | None:
    ty = element_type(getattr(attr, "type", None))
    return ty if isinstance(ty, FloatType) else None


def _host_value(name: str, bits: int) -> float:
    _, value, raw = _HOST[name]
    return float(struct.unpack(value, struct.pack(raw, bits))[0])


def _host_bits(name: str, value: float) -> int:
    _, code, raw = _HOST[name]
    return int(struct.unpack(raw, struct.pack(code, value))[0])


def _libm(
    function: str, arity: int = 1, guard: Guard | None = None
) -> Callable[[Operation, FoldAdaptor], object]:
    """A folder calling libm's ``function`` on f64/f32 constants."""

    def fold(op: Operation, adaptor: FoldAdaptor) -> object:
        poison = next((a for a in adaptor.operands if is_poison(a)), None)
        if poison is not None:
            return poison
        ty = _float_type(adaptor.operands[0])
        if ty is None:
            return None
        sem = ty.semantics

        def element(*bits: int) -> int | None:
            values = [APFloat.from_bits(sem, b) for b in bits]
            if arity == 2 and function == "atan2" and all(v.is_zero for v in values):
                return APFloat.nan(sem).bits  # getNaN, whatever the type
            if ty.name not in _HOST or (guard is not None and not guard(values[0])):
                return None
            width = _HOST[ty.name][0]
            result = libm.call(
                function, width, *(_host_value(ty.name, b) for b in bits)
            )
            return None if result is None else _host_bits(ty.name, result)

        return const_fold(adaptor.operands, FloatAttr, element)

    fold.__doc__ = f"``{function}`` of f64/f32 constants (libm)."
    return fold


def _not_negative(x: APFloat) -> bool:
    return not x.negative


def _log1p_domain(x: APFloat) -> bool:
    """``(a + 1.0).isNegative()`` does not hold."""
    one = APFloat.from_fraction(x.semantics, Fraction(1))[0]
    return not ap.add(x, one)[0].negative


_UNARY = {
    "acos": "acos",
    "acosh": "acosh",
    "asin": "asin",
    "asinh": "asinh",
    "atan": "atan",
    "atanh": "atanh",
    "cos": "cos",
    "cosh": "cosh",
    "sin": "sin",
    "sinh": "sinh",
    "tan": "tan",
    "tanh": "tanh",
    "erf": "erf",
    "erfc": "erfc",
    "exp": "exp",
    "exp2": "exp2",
    "expm1": "expm1",
    "round": "round",
    "trunc": "trunc",
}
for _op, _function in _UNARY.items():
    math_fold(_op)(_libm(_function))
for _op in ("log", "log2", "log10", "sqrt"):
    math_fold(_op)(_libm(_op, guard=_not_negative))
math_fold("log1p")(_libm("log1p", guard=_log1p_domain))
math_fold("powf")(_libm("pow", arity=2))
math_fold("atan2")(_libm("atan2", arity=2))


def _exact(
    fn: Callable[[FloatSemantics], Callable[..., APFloat]],
) -> Callable[[Operation, FoldAdaptor], object]:
    """A folder applying an exact APFloat operation to constants of any type."""

    def fold(op: Operation, adaptor: FoldAdaptor) -> object:
        poison = next((a for a in adaptor.operands if is_poison(a)), None)
        if poison is not None:
            return poison
        ty = _float_type(adaptor.operands[0])
        if ty is None:
            return None
        sem = ty.semantics
        apply = fn(sem)

        def element(*bits: int) -> int:
            return apply(*(APFloat.from_bits(sem, b) for b in bits)).bits

        return const_fold(adaptor.operands, FloatAttr, element)

    return fold


def _rounding(rm: RoundingMode) -> Callable[[FloatSemantics], Callable[..., APFloat]]:
    return lambda sem: lambda x: ap.round_to_integral(x, rm)[0]


math_fold("absf")(_exact(lambda sem: ap.abs_value))
math_fold("copysign")(_exact(lambda sem: ap.copy_sign))
math_fold("ceil")(_exact(_rounding(RoundingMode.TOWARD_POSITIVE)))
math_fold("floor")(_exact(_rounding(RoundingMode.TOWARD_NEGATIVE)))
math_fold("roundeven")(_exact(_rounding(NTE)))


def _classify(test: Guard) -> Callable[[Operation, FoldAdaptor], object]:
    """``isnan``-style folders: a scalar to a bool, a splat to an i1 splat."""

    def fold(op: Operation, adaptor: FoldAdaptor) -> object:
        attr = adaptor.operands[0]
        ty = _float_type(attr)
        bits = splat_float_bits(attr)
        if ty is None or bits is None:
            return None
        verdict = test(APFloat.from_bits(ty.semantics, bits))
        if isinstance(attr, FloatAttr):
            return BoolAttr.get(verdict)
        return splat_of(op.results[0].type, int(verdict))

    return fold


def _is_normal(x: APFloat) -> bool:
    return x.is_finite_nonzero and not x.is_denormal


math_fold("isnan")(_classify(lambda x: x.is_nan))
math_fold("isinf")(_classify(lambda x: x.is_inf))
math_fold("isfinite")(_classify(lambda x: not x.is_nan and not x.is_inf))
math_fold("isnormal")(_classify(_is_normal))
