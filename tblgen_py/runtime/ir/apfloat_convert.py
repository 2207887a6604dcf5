"""APFloat conversions: between float formats (``convert``, with APFloat's
``losesInfo`` and NaN payload rules) and to integers (``convertToInteger``).
"""

from __future__ import annotations

from tblgen_py.runtime.ir.apfloat import (
    NTE,
    APFloat,
    OpStatus,
    RoundingMode,
    has_nan,
    round_to_semantics,
)
from tblgen_py.runtime.ir.float_format import Category, FloatSemantics, NonFinite

_NAN_ONLY = (NonFinite.NAN_ONLY_ALL_ONES, NonFinite.NAN_ONLY_NEG_ZERO, NonFinite.E8M0)


def convert(
    x: APFloat, target: FloatSemantics, rm: RoundingMode = NTE
) -> tuple[APFloat, OpStatus, bool]:
    """``convert``: ``x`` in ``target``, its status and whether info was lost."""
    if x.is_finite_nonzero:
        result, status = round_to_semantics(target, x.negative, x.magnitude, rm)
        return result, status, status is not OpStatus.OK
    if x.is_nan:
        return _convert_nan(x, target)
    if x.is_inf:
        if not has_nan(target):
            return APFloat.largest(target, x.negative), OpStatus.INVALID_OP, True
        if target.non_finite in _NAN_ONLY:
            return APFloat.nan(target, x.negative), OpStatus.INEXACT, True
        return APFloat.inf(target, x.negative), OpStatus.OK, False
    neg_zero_nan = NonFinite.NAN_ONLY_NEG_ZERO
    if target.non_finite is neg_zero_nan:
        lost = x.negative and x.semantics.non_finite is not neg_zero_nan
        status = OpStatus.INEXACT if lost else OpStatus.OK
        return APFloat.zero(target), status, lost
    return APFloat.zero(target, x.negative), OpStatus.OK, False


def _convert_nan(x: APFloat, target: FloatSemantics) -> tuple[APFloat, OpStatus, bool]:
    """A NaN's conversion: payload shifted by the precision change, made quiet."""
    source = x.semantics
    invalid = OpStatus.INVALID_OP if x.is_signaling else OpStatus.OK
    if not has_nan(target):
        return APFloat.largest(target, x.negative), OpStatus.INVALID_OP, True
    if target.non_finite in _NAN_ONLY:
        lost = source.non_finite not in _NAN_ONLY
        return APFloat.nan(target, x.negative), invalid, lost
    if source.non_finite is NonFinite.NAN_ONLY_NEG_ZERO:
        return APFloat.nan(target), OpStatus.OK, False
    special = _x87_special(x) and not target.explicit_int_bit
    payload, lost = x.payload, False
    shift = target.precision - source.precision
    if shift < 0 and source.non_finite not in _NAN_ONLY:
        lost = bool(payload & ((1 << -shift) - 1))
        payload >>= -shift
    elif shift > 0:
        payload <<= shift
    payload &= (1 << target.mantissa_bits) - 1
    if target.explicit_int_bit and not special:
        payload |= 1 << (target.precision - 1)
    if x.is_signaling:
        payload |= 1 << (target.precision - 2)
    result = APFloat(target, Category.NAN, x.negative, payload=payload)
    return result, invalid, lost or special


def _x87_special(x: APFloat) -> bool:
    """An x87 NaN no other format can hold (integer or quiet bit clear)."""
    if not x.semantics.explicit_int_bit:
        return False
    top = x.semantics.precision - 1
    return not (x.payload >> top) & 1 or not (x.payload >> (top - 1)) & 1


def to_integer(
    x: APFloat, width: int, signed: bool, rm: RoundingMode = RoundingMode.TOWARD_ZERO
) -> tuple[int, OpStatus, bool]:
    """``convertToInteger``: (value, status, is_exact).

    Out of range, infinite and NaN inputs give ``INVALID_OP`` with APFloat's
    deterministic value: 0 for NaN, else the nearest end of the range.
    """
    low = -(1 << (width - 1)) if signed and width else 0
    high = ((1 << (width - 1)) if signed and width else (1 << width)) - 1
    if x.is_nan:
        return 0, OpStatus.INVALID_OP, False
    if x.is_inf:
        return (low if x.negative else high), OpStatus.INVALID_OP, False
    if x.is_zero:
        return 0, OpStatus.OK, not x.negative
    num, den = x.magnitude.numerator, x.magnitude.denominator
    whole, rest = divmod(num, den)
    if rest and _away(rm, 2 * rest, den, x.negative, bool(whole & 1)):
        whole += 1
    value = -whole if x.negative else whole
    if not low <= value <= high:
        return (low if x.negative else high), OpStatus.INVALID_OP, False
    if rest:
        return value, OpStatus.INEXACT, False
    return value, OpStatus.OK, True


def _away(rm: RoundingMode, twice: int, den: int, negative: bool, odd: bool) -> bool:
    """Whether a dropped fraction ``twice / (2 * den)`` rounds the magnitude up."""
    if rm is RoundingMode.NEAREST_TIES_TO_AWAY:
        return twice >= den
    if rm is RoundingMode.NEAREST_TIES_TO_EVEN:
        return twice > den or (twice == den and odd)
    if rm is RoundingMode.TOWARD_POSITIVE:
        return not negative
    if rm is RoundingMode.TOWARD_NEGATIVE:
        return negative
    return False
