"""APFloat arithmetic: ``add``, ``subtract``, ``multiply``, ``divide``, ``mod``,
``remainder`` and LLVM's ``minnum``/``maxnum``/``minimum``/``maximum`` family.

Each operation handles APFloat's special cases (NaN propagation, infinities,
signed zeros, formats without infinity or without -0), then rounds the exact
rational result once.  Results come with their ``OpStatus``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction

from tblgen_py.runtime.ir.apfloat import (
    NTE,
    APFloat,
    OpStatus,
    RoundingMode,
    less_than,
    round_to_semantics,
)

Result = tuple[APFloat, OpStatus]


def _propagate_nan(lhs: APFloat, rhs: APFloat) -> Result:
    """The first NaN operand made quiet; invalid if either NaN signals."""
    chosen = lhs if lhs.is_nan else rhs
    status = (
        OpStatus.INVALID_OP if lhs.is_signaling or rhs.is_signaling else OpStatus.OK
    )
    return chosen.make_quiet(), status


def _rounded(sem_of: APFloat, value: Fraction, rm: RoundingMode) -> Result:
    """A nonzero exact ``value`` rounded to ``sem_of``'s semantics."""
    return round_to_semantics(sem_of.semantics, value < 0, abs(value), rm)


def add(lhs: APFloat, rhs: APFloat, rm: RoundingMode = NTE) -> Result:
    """``lhs + rhs``."""
    return _add_or_subtract(lhs, rhs, rm, False)


def subtract(lhs: APFloat, rhs: APFloat, rm: RoundingMode = NTE) -> Result:
    """``lhs - rhs``."""
    return _add_or_subtract(lhs, rhs, rm, True)


def _add_or_subtract(
    lhs: APFloat, rhs: APFloat, rm: RoundingMode, subtract: bool
) -> Result:
    """``addOrSubtract``: specials first, then the exact sum rounded once."""
    sem = lhs.semantics
    if lhs.is_nan or rhs.is_nan:
        return _propagate_nan(lhs, rhs)
    rhs_negative = rhs.negative != subtract
    if lhs.is_inf and rhs.is_inf and lhs.negative != rhs_negative:
        return APFloat.nan(sem), OpStatus.INVALID_OP
    if lhs.is_inf:
        return lhs, OpStatus.OK
    if rhs.is_inf:
        return APFloat.inf(sem, rhs_negative), OpStatus.OK
    if lhs.is_zero and rhs.is_zero:
        negative = lhs.negative
        if (lhs.negative == rhs.negative) == subtract:
            negative = rm is RoundingMode.TOWARD_NEGATIVE
        return APFloat.zero(sem, negative), OpStatus.OK
    if lhs.is_zero:
        return rhs.with_sign(rhs_negative), OpStatus.OK
    if rhs.is_zero:
        return lhs, OpStatus.OK
    a, b = lhs.value(), rhs.value()
    assert a is not None and b is not None
    exact = a - b if subtract else a + b
    if exact == 0:
        return APFloat.zero(sem, rm is RoundingMode.TOWARD_NEGATIVE), OpStatus.OK
    return _rounded(lhs, exact, rm)


def multiply(lhs: APFloat, rhs: APFloat, rm: RoundingMode = NTE) -> Result:
    """``lhs * rhs``."""
    sem = lhs.semantics
    if lhs.is_nan or rhs.is_nan:
        return _propagate_nan(lhs, rhs)
    negative = lhs.negative != rhs.negative
    if (lhs.is_zero and rhs.is_inf) or (lhs.is_inf and rhs.is_zero):
        return APFloat.nan(sem), OpStatus.INVALID_OP
    if lhs.is_inf or rhs.is_inf:
        return APFloat.inf(sem, negative), OpStatus.OK
    if lhs.is_zero or rhs.is_zero:
        return APFloat.zero(sem, negative), OpStatus.OK
    return round_to_semantics(sem, negative, lhs.magnitude * rhs.magnitude, rm)


def divide(lhs: APFloat, rhs: APFloat, rm: RoundingMode = NTE) -> Result:
    """``lhs / rhs``."""
    sem = lhs.semantics
    if lhs.is_nan or rhs.is_nan:
        return _propagate_nan(lhs, rhs)
    negative = lhs.negative != rhs.negative
    if (lhs.is_inf and rhs.is_inf) or (lhs.is_zero and rhs.is_zero):
        return APFloat.nan(sem), OpStatus.INVALID_OP
    if lhs.is_inf:
        return APFloat.inf(sem, negative), OpStatus.OK
    if lhs.is_zero or rhs.is_inf:
        return APFloat.zero(sem, negative), OpStatus.OK
    if rhs.is_zero:
        return APFloat.inf(sem, negative), OpStatus.DIV_BY_ZERO
    return round_to_semantics(sem, negative, lhs.magnitude / rhs.magnitude, rm)


def mod(lhs: APFloat, rhs: APFloat) -> Result:
    """``mod`` (C's ``fmod``): ``lhs - trunc(lhs / rhs) * rhs``, exact."""
    return _remainder_like(lhs, rhs, _trunc)


def remainder(lhs: APFloat, rhs: APFloat) -> Result:
    """IEEE ``remainder``: the quotient rounded to nearest, ties to even."""
    return _remainder_like(lhs, rhs, _round_half_even)


def _trunc(value: Fraction) -> int:
    return int(value)


def _round_half_even(value: Fraction) -> int:
    return round(value)


def _remainder_like(
    lhs: APFloat, rhs: APFloat, quotient: Callable[[Fraction], int]
) -> Result:
    """``mod``/``remainder``: specials, then the exact remainder."""
    sem = lhs.semantics
    if lhs.is_nan or rhs.is_nan:
        return _propagate_nan(lhs, rhs)
    if lhs.is_inf or rhs.is_zero:
        return APFloat.nan(sem), OpStatus.INVALID_OP
    if lhs.is_zero or rhs.is_inf:
        return lhs, OpStatus.OK
    a, b = lhs.value(), rhs.value()
    assert a is not None and b is not None
    rest = a - quotient(a / b) * b
    if rest == 0:
        return APFloat.zero(sem, lhs.negative), OpStatus.OK
    return _rounded(lhs, rest, NTE)


def minnum(a: APFloat, b: APFloat) -> APFloat:
    """``llvm::minnum`` (IEEE 754-2008 minNum; a signaling NaN wins, quieted)."""
    if a.is_signaling:
        return a.make_quiet()
    if b.is_signaling:
        return b.make_quiet()
    if a.is_nan:
        return b
    if b.is_nan:
        return a
    return _min(a, b)


def maxnum(a: APFloat, b: APFloat) -> APFloat:
    """``llvm::maxnum`` (IEEE 754-2008 maxNum; a signaling NaN wins, quieted)."""
    if a.is_signaling:
        return a.make_quiet()
    if b.is_signaling:
        return b.make_quiet()
    if a.is_nan:
        return b
    if b.is_nan:
        return a
    return _max(a, b)


def minimum(a: APFloat, b: APFloat) -> APFloat:
    """``llvm::minimum`` (IEEE 754-2019: NaNs propagate, -0 < +0)."""
    if a.is_nan:
        return a.make_quiet()
    if b.is_nan:
        return b.make_quiet()
    return _min(a, b)


def maximum(a: APFloat, b: APFloat) -> APFloat:
    """``llvm::maximum`` (IEEE 754-2019: NaNs propagate, -0 < +0)."""
    if a.is_nan:
        return a.make_quiet()
    if b.is_nan:
        return b.make_quiet()
    return _max(a, b)


def minimumnum(a: APFloat, b: APFloat) -> APFloat:
    """``llvm::minimumnum`` (IEEE 754-2019 minimumNumber)."""
    if a.is_nan:
        return b.make_quiet() if b.is_nan else b
    if b.is_nan:
        return a
    return _min(a, b)


def maximumnum(a: APFloat, b: APFloat) -> APFloat:
    """``llvm::maximumnum`` (IEEE 754-2019 maximumNumber)."""
    if a.is_nan:
        return b.make_quiet() if b.is_nan else b
    if b.is_nan:
        return a
    return _max(a, b)


def _min(a: APFloat, b: APFloat) -> APFloat:
    """The smaller of two non-NaNs, -0 below +0."""
    if a.is_zero and b.is_zero and a.negative != b.negative:
        return a if a.negative else b
    return b if less_than(b, a) else a


def _max(a: APFloat, b: APFloat) -> APFloat:
    """The larger of two non-NaNs, +0 above -0."""
    if a.is_zero and b.is_zero and a.negative != b.negative:
        return b if a.negative else a
    return b if less_than(a, b) else a


def round_to_integral(x: APFloat, rm: RoundingMode) -> Result:
    """``roundToIntegral``: the integer ``rm`` rounds ``x`` to (a zero result
    keeps ``x``'s sign; NaNs, infinities and zeros come back as they are)."""
    if x.is_nan:
        return x.make_quiet(), (OpStatus.INVALID_OP if x.is_signaling else OpStatus.OK)
    value = x.value()
    if value is None or value == 0:
        return x, OpStatus.OK
    whole = _ROUNDERS[rm](value)
    status = OpStatus.OK if whole == value else OpStatus.INEXACT
    if whole == 0:
        return APFloat.zero(x.semantics, x.negative), status
    return (
        round_to_semantics(x.semantics, whole < 0, Fraction(abs(whole)), NTE)[0],
        status,
    )


def _half_away(value: Fraction) -> int:
    magnitude = math.floor(abs(value) + Fraction(1, 2))
    return -magnitude if value < 0 else magnitude


_ROUNDERS: dict[RoundingMode, Callable[[Fraction], int]] = {
    RoundingMode.NEAREST_TIES_TO_EVEN: _round_half_even,
    RoundingMode.NEAREST_TIES_TO_AWAY: _half_away,
    RoundingMode.TOWARD_ZERO: _trunc,
    RoundingMode.TOWARD_POSITIVE: math.ceil,
    RoundingMode.TOWARD_NEGATIVE: math.floor,
}


def abs_value(x: APFloat) -> APFloat:
    """``abs``: the sign cleared (``changeSign`` rules)."""
    return x.neg() if x.negative else x


def copy_sign(x: APFloat, sign_of: APFloat) -> APFloat:
    """``copySign``: ``x`` with ``sign_of``'s sign (``changeSign`` rules)."""
    return x.neg() if x.negative != sign_of.negative else x
