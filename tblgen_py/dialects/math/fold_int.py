"""``math`` integer folders: ``absi``, ``ctlz``, ``cttz``, ``ctpop`` and
``ipowi`` of integer constants (scalars and elements), as ``MathOps.cpp``."""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects.fold_support import (
    const_fold,
    int_attr_width,
    mask,
    to_signed,
    with_trait_folds,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite.fold import FoldAdaptor

Fold = Callable[[Operation, FoldAdaptor], object]


def math_fold(name: str) -> Callable[[Fold], Fold]:
    """Attach a fold hook to ``math.<name>`` (trait folds after it, as MLIR)."""

    def register(fn: Fold) -> Fold:
        implement_op(f"math.{name}", "fold")(with_trait_folds(fn))  # type: ignore[arg-type]
        return fn

    return register


def _unary(name: str, fn: Callable[[int, int], int]) -> None:
    """A unary integer folder: ``fn(bits, width)`` on unsigned bit patterns."""

    def fold(op: Operation, adaptor: FoldAdaptor) -> object:
        width = int_attr_width(adaptor.operands[0])
        return const_fold(adaptor.operands, IntegerAttr, lambda a: fn(a, width))

    fold.__doc__ = f"``math.{name}`` of integer constants."
    math_fold(name)(fold)


def _abs(bits: int, width: int) -> int:
    return abs(to_signed(bits, width)) & mask(width)


def _leading_zeros(bits: int, width: int) -> int:
    return width - bits.bit_length()


def _trailing_zeros(bits: int, width: int) -> int:
    return width if bits == 0 else (bits & -bits).bit_length() - 1


_unary("absi", _abs)
_unary("ctlz", _leading_zeros)
_unary("cttz", _trailing_zeros)
_unary("ctpop", lambda bits, width: bin(bits).count("1"))


def _ipowi(base_bits: int, power_bits: int, width: int) -> int | None:
    """``IPowIOp::fold``: signed integer power, wrapping; 0 ** negative does
    not fold (MLIR 22 folds ``i1`` too, with its signed values 0 and -1)."""
    base, power = to_signed(base_bits, width), to_signed(power_bits, width)
    if power == 0:
        return 1
    if power < 0:
        if base == 0:
            return None
        if base == 1:
            return 1
        if base != -1:
            return 0
        return mask(width) if power & 1 else 1
    return pow(base_bits, power, 1 << width)


@math_fold("ipowi")
def fold_ipowi(op: Operation, adaptor: FoldAdaptor) -> object:
    """``math.ipowi`` of integer constants."""
    width = int_attr_width(adaptor.operands[0])
    return const_fold(adaptor.operands, IntegerAttr, lambda a, b: _ipowi(a, b, width))
