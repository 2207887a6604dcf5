"""``arith`` folders of the two-result ops (``addui_extended``,
``mulsi_extended``, ``mului_extended``), as MLIR's ``ArithOps.cpp`` folds
them."""

from __future__ import annotations

from tblgen_py.dialects.arith.fold_cmp import i1_like
from tblgen_py.dialects.arith.fold_int import fold_hook, fold_ints
from tblgen_py.dialects.fold_support import (
    const_fold,
    is_one,
    is_zero,
    mask,
    to_signed,
    zero_attr,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.rewrite.fold import FoldAdaptor


@fold_hook("arith.addui_extended")
def fold_addui_extended(op: Operation, adaptor: FoldAdaptor) -> object:
    """(x, 0) -> x, false; constants -> sum, carry."""
    if is_zero(adaptor.operands[1]):
        false = zero_attr(op.results[1].type)
        return None if false is None else [op.operand(0), false]
    total = fold_ints(adaptor, lambda a, b, w: (a + b) & mask(w))
    if total is None:
        return None
    carry = const_fold(
        [total, adaptor.operands[0]],
        IntegerAttr,
        lambda s, a: int(s < a),
        i1_like(getattr(total, "type", None)),
    )
    return None if carry is None else [total, carry]


@fold_hook("arith.mulsi_extended")
def fold_mulsi_extended(op: Operation, adaptor: FoldAdaptor) -> object:
    """(x, 0) -> 0, 0; constants -> low, signed high."""
    rhs = adaptor.operands[1]
    if is_zero(rhs):
        return [rhs, rhs]
    low = fold_ints(adaptor, lambda a, b, w: (a * b) & mask(w))
    if low is None:
        return None
    high = fold_ints(
        adaptor,
        lambda a, b, w: ((to_signed(a, w) * to_signed(b, w)) >> w) & mask(w),
    )
    return [low, high]


@fold_hook("arith.mului_extended")
def fold_mului_extended(op: Operation, adaptor: FoldAdaptor) -> object:
    """(x, 0) -> 0, 0; (x, 1) -> x, 0; constants -> low, unsigned high."""
    rhs = adaptor.operands[1]
    if is_zero(rhs):
        return [rhs, rhs]
    if is_one(rhs):
        zero = zero_attr(op.operand(0).type)
        return None if zero is None else [op.operand(0), zero]
    low = fold_ints(adaptor, lambda a, b, w: (a * b) & mask(w))
    if low is None:
        return None
    return [low, fold_ints(adaptor, lambda a, b, w: (a * b) >> w)]
