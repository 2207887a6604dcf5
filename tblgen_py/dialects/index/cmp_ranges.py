"""``index.cmp`` of a ``min``/``max`` with a constant against a constant
(MLIR's ``foldCmpOfMaxOrMin``): the min/max bounds its result to a range
(``ConstantIntRanges``) and ``intrange::evaluatePred`` decides the predicate
when it holds, or fails, over the whole range.
"""

from __future__ import annotations

from dataclasses import dataclass

from tblgen_py.dialects.fold_support import to_signed

__all__ = ["fold_cmp_of_max_or_min"]


@dataclass(frozen=True)
class Ranges:
    """``ConstantIntRanges``: unsigned and signed bounds of ``width`` bits."""

    umin: int
    umax: int
    smin: int
    smax: int


def _from_signed(smin: int, smax: int, width: int) -> Ranges:
    """``ConstantIntRanges::fromSigned``."""
    mask = (1 << width) - 1
    if (smin < 0) == (smax < 0):
        return Ranges(smin & mask, smax & mask, smin, smax)
    return Ranges(0, mask, smin, smax)


def _from_unsigned(umin: int, umax: int, width: int) -> Ranges:
    """``ConstantIntRanges::fromUnsigned``."""
    top = 1 << (width - 1)
    if (umin & top) == (umax & top):
        return Ranges(umin, umax, to_signed(umin, width), to_signed(umax, width))
    return Ranges(umin, umax, -top, top - 1)


def _true(pred: str, lhs: Ranges, rhs: Ranges) -> bool:
    """``isStaticallyTrue``."""
    match pred:
        case "slt":
            return lhs.smax < rhs.smin
        case "sle":
            return lhs.smax <= rhs.smin
        case "sgt":
            return lhs.smin > rhs.smax
        case "sge":
            return lhs.smin >= rhs.smax
        case "ult":
            return lhs.umax < rhs.umin
        case "ule":
            return lhs.umax <= rhs.umin
        case "ugt":
            return lhs.umin > rhs.umax
        case "uge":
            return lhs.umin >= rhs.umax
        case "eq":
            return lhs.umin == lhs.umax == rhs.umin == rhs.umax
    signed = _true("slt", lhs, rhs) or _true("sgt", lhs, rhs)
    return signed or _true("ult", lhs, rhs) or _true("ugt", lhs, rhs)


_INVERSE = {
    "eq": "ne",
    "ne": "eq",
    "slt": "sge",
    "sge": "slt",
    "sle": "sgt",
    "sgt": "sle",
    "ult": "uge",
    "uge": "ult",
    "ule": "ugt",
    "ugt": "ule",
}


def _evaluate(pred: str, lhs: Ranges, rhs: Ranges) -> bool | None:
    """``intrange::evaluatePred``."""
    if _true(pred, lhs, rhs):
        return True
    if _true(_INVERSE[pred], lhs, rhs):
        return False
    return None


def _bounded(kind: str, constant: int, width: int) -> Ranges:
    """The range of ``kind(x, constant)`` (``constant`` unsigned bits)."""
    mask, top = (1 << width) - 1, 1 << (width - 1)
    signed = to_signed(constant, width)
    match kind:
        case "index.mins":
            return _from_signed(-top, signed, width)
        case "index.minu":
            return _from_unsigned(0, constant, width)
        case "index.maxs":
            return _from_signed(signed, top - 1, width)
    return _from_unsigned(constant, mask, width)


def _at(kind: str, pred: str, a: int, b: int, width: int) -> bool | None:
    rhs = Ranges(b, b, to_signed(b, width), to_signed(b, width))
    return _evaluate(pred, _bounded(kind, a, width), rhs)


def fold_cmp_of_max_or_min(kind: str, pred: str, a: int, b: int) -> bool | None:
    """``cmp(kind(x, a), b)`` at 64 and 32 bits, when both agree (``a`` and
    ``b`` unsigned 64-bit patterns); None when not known."""
    mask = (1 << 32) - 1
    wide = _at(kind, pred, a, b, 64)
    narrow = _at(kind, pred, a & mask, b & mask, 32)
    if wide is None or narrow is None or wide != narrow:
        return None
    return wide
