"""``CmpFIntToFPConst``: ``cmpf`` of an int-to-float conversion and a constant.

``cmpf p, (sitofp/uitofp x), C`` compares in integers when the conversion
keeps every bit that matters: ``cmpi p', x, trunc(C)`` with the predicate
adjusted for a fractional ``C``, or a constant when ``C`` lies outside the
integer type's range (or ``p`` is ``ord``/``uno``).  As MLIR's C++ pattern;
formats up to ``f64`` are handled (their values are exact Python floats).
"""

from __future__ import annotations

import math

from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType
from tblgen_py.runtime.rewrite import PatternRewriter, RewritePattern, constant_value

__all__ = ["CmpFIntToFPConst"]

# (mantissa bits with the implicit one, largest binary exponent)
_FORMATS = {"f16": (11, 15), "bf16": (8, 127), "tf32": (11, 127), "f32": (24, 127)}
_FORMATS["f64"] = (53, 1023)

EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE = range(10)
_ORD, _UNO = 7, 14
_TO_INT = {1: EQ, 8: EQ, 6: NE, 13: NE}
_ORDERED = {2: (SGT, UGT), 9: (SGT, UGT), 3: (SGE, UGE), 10: (SGE, UGE)}
_ORDERED |= {4: (SLT, ULT), 11: (SLT, ULT), 5: (SLE, ULE), 12: (SLE, ULE)}
_TRUE_ABOVE_MAX = frozenset({NE, SLT, SLE, ULT, ULE})
_TRUE_BELOW_MIN = frozenset({NE, SGT, SGE, UGT, UGE})


def round_to_format(value: int, mantissa: int, max_exp: int) -> float:
    """``value`` rounded to nearest-even in a binary format (inf past its range)."""
    magnitude = abs(value)
    if magnitude == 0:
        return 0.0
    drop = magnitude.bit_length() - mantissa
    if drop > 0:
        kept, rest = magnitude >> drop, magnitude & ((1 << drop) - 1)
        half = 1 << (drop - 1)
        if rest > half or (rest == half and kept & 1):
            kept += 1
        magnitude = kept << drop
    if magnitude.bit_length() - 1 > max_exp:
        return math.copysign(math.inf, value)
    return math.copysign(float(magnitude), value)


def _ilogb(value: float) -> float:
    """``ilogb``: the binary exponent (inf for infinities, -inf for zero)."""
    if math.isinf(value):
        return math.inf
    if value == 0:
        return -math.inf
    return math.frexp(value)[1] - 1


class CmpFIntToFPConst(RewritePattern):
    """Compare the integer before the conversion instead of the float after it."""

    def __init__(self) -> None:
        super().__init__("arith.cmpf", debug_name="CmpFIntToFPConst")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs_value = op.operands
        attr = constant_value(rhs_value)
        ty = rhs_value.type
        if not isinstance(attr, FloatAttr) or not isinstance(ty, FloatType):
            return False
        rhs = float(attr.value)
        fmt = _FORMATS.get(str(ty))
        conversion = lhs.defining_op
        if math.isnan(rhs) or fmt is None or conversion is None:
            return False
        if conversion.name not in ("arith.sitofp", "arith.uitofp"):
            return False
        unsigned = conversion.name == "arith.uitofp"
        int_value = conversion.operands[0]
        int_ty = int_value.type
        if not isinstance(int_ty, IntegerType):
            return False
        if not _precise_enough(rhs, fmt, int_ty.width, unsigned):
            return False
        fpred = _predicate(op)
        if fpred in (_ORD, _UNO):
            return _replace_bool(op, rewriter, fpred == _ORD)
        if fpred in _TO_INT:
            pred = _TO_INT[fpred]
        elif fpred in _ORDERED:
            pred = _ORDERED[fpred][unsigned]
        else:
            return False
        return self._rewrite(op, rewriter, rhs, fmt, int_value, pred, unsigned)

    def _rewrite(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        rhs: float,
        fmt: tuple[int, int],
        int_value: object,
        pred: int,
        unsigned: bool,
    ) -> bool:
        width = int_value.type.width  # type: ignore[attr-defined]
        low, high = (0, (1 << width) - 1) if unsigned else _signed_range(width)
        if round_to_format(high, *fmt) < rhs:
            return _replace_bool(op, rewriter, pred in _TRUE_ABOVE_MAX)
        if round_to_format(low, *fmt) > rhs:
            return _replace_bool(op, rewriter, pred in _TRUE_BELOW_MIN)
        truncated = math.trunc(rhs)
        if not low <= truncated <= high:  # convertToInteger: invalid
            return False
        if rhs != 0 and truncated != rhs:
            adjusted = _fractional(pred, rhs < 0)
            if isinstance(adjusted, bool):
                return _replace_bool(op, rewriter, adjusted)
            pred = adjusted
        int_ty = int_value.type  # type: ignore[attr-defined]
        constant = rewriter.create(
            "arith.constant",
            [],
            [int_ty],
            {"value": IntegerAttr.get(int_ty, truncated)},
            location=op.location,
        )
        rewriter.replace_op_with_new_op(
            op,
            "arith.cmpi",
            [int_value, constant.results[0]],  # type: ignore[list-item]
            [IntegerType.get(1)],
            {"predicate": IntegerAttr.get(IntegerType.get(64), pred)},
        )
        return True


def _signed_range(width: int) -> tuple[int, int]:
    return -(1 << (width - 1)), (1 << (width - 1)) - 1


def _precise_enough(
    rhs: float, fmt: tuple[int, int], int_width: int, unsigned: bool
) -> bool:
    """Whether a lossy conversion cannot change the comparison's outcome."""
    mantissa, max_exp = fmt
    if int_width <= mantissa:
        return True
    value_bits = int_width if unsigned else int_width - 1
    exponent = _ilogb(rhs)
    if math.isinf(exponent) and exponent > 0:
        return max_exp >= value_bits
    return not mantissa <= exponent <= value_bits


def _fractional(pred: int, negative: bool) -> int | bool:
    """The predicate (or outcome) comparing the integer with a fractional value
    whose truncation toward zero is the new constant."""
    if pred == NE:
        return True
    if pred == EQ:
        return False
    if pred == ULE:
        return False if negative else ULE
    if pred == SLE:
        return SLT if negative else SLE
    if pred == ULT:
        return False if negative else ULE
    if pred == SLT:
        return SLT if negative else SLE
    if pred == UGT:
        return True if negative else UGT
    if pred == SGT:
        return SGE if negative else SGT
    if pred == UGE:
        return True if negative else UGT
    return SGE if negative else SGT  # SGE


def _predicate(op: Operation) -> int:
    attr = op.get_attr("predicate")
    return attr.value if isinstance(attr, IntegerAttr) else -1


def _replace_bool(op: Operation, rewriter: PatternRewriter, value: bool) -> bool:
    """Replace ``op`` by ``arith.constant true/false``."""
    i1 = IntegerType.get(1)
    rewriter.replace_op_with_new_op(
        op, "arith.constant", [], [i1], {"value": IntegerAttr.get(i1, int(value))}
    )
    return True
