"""``arith`` integer folders: add/sub/mul, bitwise ops, division and shifts.

Each follows its ``fold`` in MLIR's ``ArithOps.cpp``: identities first, then
constant folding at the operands' bit width (wrapping), never folding a
division by zero or a signed division overflow or an over-wide shift.
"""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects.fold_support import (
    const_fold,
    defining,
    enum_flags,
    int_attr_width,
    is_all_ones,
    is_one,
    is_poison,
    is_zero,
    mask,
    splat_of,
    to_signed,
    with_trait_folds,
    zero_attr,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.rewrite.fold import FoldAdaptor
from tblgen_py.runtime.rewrite.fold_needs import folds_only_on
from tblgen_py.runtime.ods.hooks import implement_op

Hook = Callable[[Operation, FoldAdaptor], object]


def fold_hook(name: str) -> Callable[[Hook], Hook]:
    """Attach a fold hook to op ``name``, run as MLIR runs folds (trait folds after)."""

    def register(fn: Hook) -> Hook:
        implement_op(name, "fold")(with_trait_folds(fn))  # type: ignore[arg-type]
        return fn

    return register


def fold_ints(
    adaptor: FoldAdaptor, fn: Callable[[int, int, int], int | None]
) -> object:
    """Constant-fold two integer operands; ``fn(a, b, width)`` on unsigned bits."""
    operands = adaptor.operands
    missing = poison = False
    for attr in operands:
        if attr is None:
            missing = True
        elif is_poison(attr):
            poison = True
    if missing and not poison:  # only a poison operand folds without the others
        return None
    width = int_attr_width(operands[0])
    return const_fold(operands, IntegerAttr, lambda a, b: fn(a, b, width))


@fold_hook("arith.addi")
@folds_only_on("arith.subi")
def fold_addi(op: Operation, adaptor: FoldAdaptor) -> object:
    """addi(x, 0) -> x; addi(subi(a, b), b) -> a; constants."""
    uses = op.operand_uses
    lhs, rhs = uses[0].value, uses[1].value
    rhs_attr = adaptor.operands[1]
    if rhs_attr is not None and is_zero(rhs_attr):
        return lhs
    sub = lhs.defining_op
    if sub is not None and sub.name == "arith.subi" and sub.operand(1) is rhs:
        return sub.operand(0)
    sub = rhs.defining_op
    if sub is not None and sub.name == "arith.subi" and sub.operand(1) is lhs:
        return sub.operand(0)
    if rhs_attr is None and adaptor.operands[0] is None:
        return None
    return fold_ints(adaptor, lambda a, b, w: (a + b) & mask(w))


@fold_hook("arith.subi")
def fold_subi(op: Operation, adaptor: FoldAdaptor) -> object:
    """subi(x, x) -> 0; subi(x, 0) -> x; subi(addi(a, b), b|a); constants."""
    lhs, rhs = op.operands
    if lhs is rhs:
        zero = splat_of(op.results[0].type, 0)
        if zero is not None:
            return zero
    if is_zero(adaptor.operands[1]):
        return lhs
    add = defining(lhs, "arith.addi")
    if add is not None:
        if add.operand(1) is rhs:
            return add.operand(0)
        if add.operand(0) is rhs:
            return add.operand(1)
    return fold_ints(adaptor, lambda a, b, w: (a - b) & mask(w))


@fold_hook("arith.muli")
@folds_only_on()
def fold_muli(op: Operation, adaptor: FoldAdaptor) -> object:
    """muli(x, 0) -> 0; muli(x, 1) -> x; constants."""
    if is_zero(adaptor.operands[1]):
        return op.operand(1)
    if is_one(adaptor.operands[1]):
        return op.operand(0)
    return fold_ints(adaptor, lambda a, b, w: (a * b) & mask(w))


def _not_of(value: object, other: object) -> bool:
    """Whether ``value`` is ``xori(other, all-ones)``."""
    xor = defining(value, "arith.xori")  # type: ignore[arg-type]
    if xor is None or xor.operand(0) is not other:
        return False
    const = xor.operand(1).defining_op
    from tblgen_py.runtime.rewrite.fold import constant_attr

    return const is not None and is_all_ones(constant_attr(const))


def _and_of_and(op: Operation) -> object:
    """andi(a, andi(a, b)) -> andi(a, b), either side."""
    for inner_side in (0, 1):
        inner = defining(op.operand(inner_side), "arith.andi")
        other = op.operand(1 - inner_side)
        if inner is not None and other in (inner.operand(0), inner.operand(1)):
            return inner.results[0]
    return None


@fold_hook("arith.andi")
def fold_andi(op: Operation, adaptor: FoldAdaptor) -> object:
    """andi(x, 0) -> 0; andi(x, ~0) -> x; andi(x, not x) -> 0; and of and."""
    lhs, rhs = op.operands
    if is_zero(adaptor.operands[1]):
        return rhs
    if is_all_ones(adaptor.operands[1]):
        return lhs
    if _not_of(rhs, lhs) or _not_of(lhs, rhs):
        zero = zero_attr(op.results[0].type)
        if zero is not None:
            return zero
    nested = _and_of_and(op)
    if nested is not None:
        return nested
    return fold_ints(adaptor, lambda a, b, w: a & b)


@fold_hook("arith.ori")
def fold_ori(op: Operation, adaptor: FoldAdaptor) -> object:
    """ori(x, 0) -> x; ori(x, ~0) -> ~0; ori(x, not x) -> ~0; constants."""
    lhs, rhs = op.operands
    if is_zero(adaptor.operands[1]):
        return lhs
    if is_all_ones(adaptor.operands[1]):
        return adaptor.operands[1]
    for value, other in ((rhs, lhs), (lhs, rhs)):
        if _not_of(value, other):
            return defining(value, "arith.xori").operand(1)  # type: ignore[union-attr]
    return fold_ints(adaptor, lambda a, b, w: a | b)


@fold_hook("arith.xori")
def fold_xori(op: Operation, adaptor: FoldAdaptor) -> object:
    """xori(x, 0) -> x; xori(x, x) -> 0; xori(xori(x, a), a) -> x; constants."""
    lhs, rhs = op.operands
    if is_zero(adaptor.operands[1]):
        return lhs
    if lhs is rhs:
        zero = zero_attr(op.results[0].type)
        if zero is not None:
            return zero
    for inner_value, other in ((lhs, rhs), (rhs, lhs)):
        inner = defining(inner_value, "arith.xori")
        if inner is not None:
            if inner.operand(1) is other:
                return inner.operand(0)
            if inner.operand(0) is other:
                return inner.operand(1)
    return fold_ints(adaptor, lambda a, b, w: a ^ b)


def _udiv(a: int, b: int, w: int) -> int | None:
    """Unsigned division; no fold by zero."""
    return None if b == 0 else a // b


def _urem(a: int, b: int, w: int) -> int | None:
    """Unsigned remainder; no fold by zero."""
    return None if b == 0 else a % b


def _sdiv(a: int, b: int, w: int) -> int | None:
    """Signed division rounding toward zero; no fold by zero or on overflow."""
    x, y = to_signed(a, w), to_signed(b, w)
    if y == 0 or (x == -(1 << (w - 1)) and y == -1):
        return None
    quotient = abs(x) // abs(y)
    return (-quotient if (x < 0) != (y < 0) else quotient) & mask(w)


def _srem(a: int, b: int, w: int) -> int | None:
    """Signed remainder taking the dividend's sign; no fold by zero."""
    x, y = to_signed(a, w), to_signed(b, w)
    if y == 0:
        return None
    remainder = abs(x) % abs(y)
    return (-remainder if x < 0 else remainder) & mask(w)


def _div_of_mul(op: Operation, flag: str) -> object:
    """``(a * b) / b -> a`` when the ``muli`` carries overflow flag ``flag``."""
    lhs, rhs = op.operands
    mul = defining(lhs, "arith.muli")
    if mul is None or flag not in enum_flags(mul.get_attr("overflowFlags")):
        return None
    if mul.operand(0) is rhs:
        return mul.operand(1)
    return mul.operand(0) if mul.operand(1) is rhs else None


@fold_hook("arith.divui")
def fold_divui(op: Operation, adaptor: FoldAdaptor) -> object:
    """divui(x, 1) -> x; (a * b) / b with nuw; constants unless by zero."""
    if is_one(adaptor.operands[1]):
        return op.operand(0)
    quotient = _div_of_mul(op, "nuw")
    if quotient is not None:
        return quotient
    return fold_ints(adaptor, _udiv)


@fold_hook("arith.divsi")
def fold_divsi(op: Operation, adaptor: FoldAdaptor) -> object:
    """divsi(x, 1) -> x; (a * b) / b with nsw; constants unless by zero or
    overflowing."""
    if is_one(adaptor.operands[1]):
        return op.operand(0)
    quotient = _div_of_mul(op, "nsw")
    if quotient is not None:
        return quotient
    return fold_ints(adaptor, _sdiv)


@fold_hook("arith.remui")
def fold_remui(op: Operation, adaptor: FoldAdaptor) -> object:
    """remui(x, 1) -> 0; constants unless by zero."""
    if is_one(adaptor.operands[1]):
        zero = zero_attr(op.results[0].type)
        if zero is not None:
            return zero
    return fold_ints(adaptor, _urem)


@fold_hook("arith.remsi")
def fold_remsi(op: Operation, adaptor: FoldAdaptor) -> object:
    """remsi(x, 1) -> 0; constants unless by zero."""
    if is_one(adaptor.operands[1]):
        zero = zero_attr(op.results[0].type)
        if zero is not None:
            return zero
    return fold_ints(adaptor, _srem)


def _fold_shift(adaptor: FoldAdaptor, fn: Callable[[int, int, int], int]) -> object:
    """Constant-fold a shift; no fold when the last amount seen is out of range.

    As in MLIR, an out-of-range amount (``b`` is unsigned, so a negative one
    too) shifts by the full width (APInt limits the amount to the width; so do
    we, before shifting), and only the last element's amount decides, since
    MLIR's folder keeps one flag across elements.
    """
    bounded = [False]

    def element(a: int, b: int, w: int) -> int:
        bounded[0] = b < w
        return fn(a, min(b, w), w) & mask(w)

    result = fold_ints(adaptor, element)
    return result if bounded[0] else None


@fold_hook("arith.shli")
def fold_shli(op: Operation, adaptor: FoldAdaptor) -> object:
    """shli(x, 0) -> x; constants with an amount below the width."""
    if is_zero(adaptor.operands[1]):
        return op.operand(0)
    return _fold_shift(adaptor, lambda a, b, w: a << b)


@fold_hook("arith.shrui")
def fold_shrui(op: Operation, adaptor: FoldAdaptor) -> object:
    """shrui(x, 0) -> x; constants with an amount below the width."""
    if is_zero(adaptor.operands[1]):
        return op.operand(0)
    return _fold_shift(adaptor, lambda a, b, w: a >> b)


@fold_hook("arith.shrsi")
def fold_shrsi(op: Operation, adaptor: FoldAdaptor) -> object:
    """shrsi(x, 0) -> x; constants with an amount below the width."""
    if is_zero(adaptor.operands[1]):
        return op.operand(0)
    return _fold_shift(adaptor, lambda a, b, w: to_signed(a, w) >> b)
