"""The arith float folders on formats beyond f32/f64 (issue 14's regressions):
``truncf`` to bf16, ``extf`` f80 -> f128, ``subf`` on f16, exact identity
matching on wide formats, and formats whose -0 is NaN."""

from __future__ import annotations

from fractions import Fraction

import tblgen_py.dialects.arith  # noqa: F401  (attaches the folders)
from tblgen_py.dialects.arith.fold_casts import _float_to_int, fold_extf, fold_truncf
from tblgen_py.dialects.arith.fold_cmp import fold_cmpf
from tblgen_py.dialects.arith.fold_float import fold_mulf, fold_negf, fold_subf
from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.ir.apfloat import APFloat
from tblgen_py.runtime.ir.attributes import BoolAttr, FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.types import FloatType, IntegerType
from tblgen_py.runtime.rewrite.fold import FoldAdaptor


class Adaptor(FoldAdaptor):
    """A fold adaptor with given operand constants."""

    __slots__ = ()

    def __init__(self, *operands: object) -> None:
        self.operands = list(operands)


def _op(
    name: str, operand_type: object, result_type: object, count: int = 1
) -> Operation:
    block = Block()
    args = [block.add_argument(operand_type) for _ in range(count)]
    op = Operation.create(name, args, [result_type])
    block.append(op)
    return op


def _const(type_name: str, value: Fraction | str) -> FloatAttr:
    ty = FloatType.get(type_name)
    if isinstance(value, str):
        return FloatAttr.from_bits(ty, int(value, 16))
    return FloatAttr.from_bits(ty, APFloat.from_fraction(ty.semantics, value)[0].bits)


def test_truncf_to_bf16_folds_exact_values_only() -> None:
    f32, bf16 = FloatType.get("f32"), FloatType.get("bf16")
    op = _op("arith.truncf", f32, bf16)
    exact = fold_truncf(op, Adaptor(_const("f32", Fraction(3, 8))))
    assert exact == FloatAttr.from_bits(bf16, 0x3EC0)
    assert fold_truncf(op, Adaptor(_const("f32", Fraction(1, 10)))) is None


def test_extf_f80_to_f128_keeps_every_bit() -> None:
    f80, f128 = FloatType.get("f80"), FloatType.get("f128")
    third = _const("f80", Fraction(1, 3))
    folded = fold_extf(_op("arith.extf", f80, f128), Adaptor(third))
    assert isinstance(folded, FloatAttr)
    wide = APFloat.from_bits(f128.semantics, folded.bits).value()
    assert (
        wide == APFloat.from_bits(f80.semantics, third.bits).value() != Fraction(1, 3)
    )


def test_subf_on_f16_rounds_in_f16() -> None:
    f16 = FloatType.get("f16")
    op = _op("arith.subf", f16, f16, 2)
    folded = fold_subf(
        op, Adaptor(_const("f16", Fraction(4096)), _const("f16", "3C00"))
    )
    assert folded == FloatAttr.from_bits(f16, 0x6C00)  # 4095 is a tie: 4096


def test_mulf_by_a_near_one_f128_is_not_the_identity() -> None:
    """1 + 2**-112 is not 1, although a double rounds it to 1.0."""
    f128 = FloatType.get("f128")
    op = _op("arith.mulf", f128, f128, 2)
    near_one = _const("f128", "3FFF0000000000000000000000000001")
    folded = fold_mulf(op, Adaptor(_const("f128", Fraction(3)), near_one))
    assert isinstance(folded, FloatAttr) and folded.bits != 0x40008000 << 96


def test_negf_keeps_fnuz_zero() -> None:
    """f8E5M2FNUZ has no -0 (its pattern is the NaN): negating 0 gives 0."""
    fnuz = FloatType.get("f8E5M2FNUZ")
    zero = FloatAttr.from_bits(fnuz, 0)
    assert fold_negf(_op("arith.negf", fnuz, fnuz), Adaptor(zero)) == zero


def test_cmpf_on_f80_compares_exactly() -> None:
    """Values equal as doubles but not as f80 compare unequal."""
    f80 = FloatType.get("f80")
    op = _op("arith.cmpf", f80, IntegerType.get(1), 2)
    op.attributes["predicate"] = IntegerAttr.get(IntegerType.get(64), 1)  # oeq
    a = _const("f80", "3FFF8000000000000000")
    b = _const("f80", "3FFF8000000000000001")
    assert fold_cmpf(op, Adaptor(a, b)) == BoolAttr.get(False)


def test_fptosi_of_bf16_truncates_and_checks_range() -> None:
    bf16, i8 = FloatType.get("bf16"), IntegerType.get(8)
    op = _op("arith.fptosi", bf16, i8)
    fold_fptosi = _float_to_int(True)
    assert fold_fptosi(op, Adaptor(_const("bf16", Fraction(-7, 2)))) == IntegerAttr.get(
        i8, -3
    )
    assert fold_fptosi(op, Adaptor(_const("bf16", Fraction(128)))) is None


def test_x87_noncanonical_patterns_are_stored_as_apfloat_gives_them_back() -> None:
    """An unnormal (integer bit clear) is a NaN: its attribute has the all-ones
    exponent, so a folded copy of it is the same attribute (one constant)."""
    f80 = FloatType.get("f80")
    unnormal = FloatAttr.from_bits(f80, 0x2ABC_5854_AC76_7514_CDE0)
    assert unnormal.bits == 0x7FFF_5854_AC76_7514_CDE0
    assert FloatAttr.from_bits(f80, 0x3FFF_8000_0000_0000_0000).bits == (
        0x3FFF_8000_0000_0000_0000
    )
