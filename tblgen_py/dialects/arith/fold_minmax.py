"""``arith`` folders of integer min/max and the rounding divisions
(``ceildivui``, ``ceildivsi``, ``floordivsi``), as MLIR's ``ArithOps.cpp``."""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects.arith.fold_int import fold_hook, fold_ints
from tblgen_py.dialects.fold_support import (
    int_attr_width,
    is_one,
    mask,
    splat_int,
    to_signed,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.rewrite.fold import FoldAdaptor

Bounds = Callable[[int], tuple[int, int]]
"""The (absorbing, identity) unsigned patterns of a min/max at a width."""


def _signed_max(width: int) -> int:
    """The largest signed value's pattern."""
    return mask(width - 1)


def _signed_min(width: int) -> int:
    """The smallest signed value's pattern."""
    return 1 << (width - 1)


def _min_max(name: str, bounds: Bounds, pick: Callable[[int, int, int], int]) -> None:
    """Attach the fold of a min/max op: x op x, absorbing/identity rhs, constants."""

    def fold(op: Operation, adaptor: FoldAdaptor) -> object:
        lhs, rhs = op.operands
        if lhs is rhs:
            return rhs
        value = splat_int(adaptor.operands[1])
        if value is not None:
            absorbing, identity = bounds(int_attr_width(adaptor.operands[1]))
            if value == absorbing:
                return rhs
            if value == identity:
                return lhs
        return fold_ints(adaptor, pick)

    fold.__doc__ = f"``{name}``: equal operands, bounds on the right, constants."
    fold_hook(name)(fold)


def _signed(fn: Callable[[int, int], int]) -> Callable[[int, int, int], int]:
    """Apply ``fn`` to the signed values, giving back the chosen pattern."""
    return lambda a, b, w: a if fn(to_signed(a, w), to_signed(b, w)) == 0 else b


_min_max(
    "arith.maxsi",
    lambda w: (_signed_max(w), _signed_min(w)),
    _signed(lambda a, b: 0 if a >= b else 1),
)
_min_max(
    "arith.minsi",
    lambda w: (_signed_min(w), _signed_max(w)),
    _signed(lambda a, b: 0 if a <= b else 1),
)
_min_max("arith.maxui", lambda w: (mask(w), 0), lambda a, b, w: max(a, b))
_min_max("arith.minui", lambda w: (0, mask(w)), lambda a, b, w: min(a, b))


def _ceil_div_u(a: int, b: int, w: int) -> int | None:
    """Unsigned ceiling division; no fold by zero."""
    if b == 0:
        return None
    quotient = -(-a // b)
    return quotient if quotient <= mask(w) else None


def _ceil_div_s(a: int, b: int, w: int) -> int | None:
    """Signed ceiling division; no fold by zero or when MLIR's negations overflow."""
    x, y = to_signed(a, w), to_signed(b, w)
    if y == 0:
        return None
    if x == 0:
        return 0
    if (x > 0) != (y > 0) or x < 0:
        if x == -(1 << (w - 1)) or y == -(1 << (w - 1)):
            return None
    quotient = -((-x) // y) if y > 0 else -(x // -y)
    return quotient & mask(w)


def _floor_div_s(a: int, b: int, w: int) -> int | None:
    """Signed floor division; no fold by zero or on overflow."""
    x, y = to_signed(a, w), to_signed(b, w)
    if y == 0 or (x == -(1 << (w - 1)) and y == -1):
        return None
    return (x // y) & mask(w)


def _rounding_division(name: str, fn: Callable[[int, int, int], int | None]) -> None:
    """Attach the fold of a rounding division: x / 1 -> x, constants."""

    def fold(op: Operation, adaptor: FoldAdaptor) -> object:
        if is_one(adaptor.operands[1]):
            return op.operand(0)
        return fold_ints(adaptor, fn)

    fold.__doc__ = f"``{name}``: division by one, constants unless undefined."
    fold_hook(name)(fold)


_rounding_division("arith.ceildivui", _ceil_div_u)
_rounding_division("arith.ceildivsi", _ceil_div_s)
_rounding_division("arith.floordivsi", _floor_div_s)
