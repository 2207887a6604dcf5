"""``math`` folders: libm on f64/f32 only, domain guards, exact rounding and
classification on every float type, integer ops, poison."""

from __future__ import annotations

from fractions import Fraction

import tblgen_py.dialects.math  # noqa: F401  (attaches the folders)
from tblgen_py.dialects.ub.hooks import poison_attr
from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.ir import apfloat_arith as ap
from tblgen_py.runtime.ir.apfloat import APFloat, OpStatus, RoundingMode
from tblgen_py.runtime.ir.attributes import BoolAttr, FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.types import FloatType, IntegerType
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.rewrite.fold import FoldAdaptor


class Adaptor(FoldAdaptor):
    __slots__ = ()

    def __init__(self, *operands: object) -> None:
        self.operands = list(operands)


def _fold(name: str, result_type: object, *operands: object) -> object:
    block = Block()
    args = [block.add_argument(getattr(o, "type", result_type)) for o in operands]
    op = Operation.create(f"math.{name}", args, [result_type])
    block.append(op)
    fold = hooks.lookup_op(f"math.{name}", "fold")
    assert fold is not None
    return fold(op, Adaptor(*operands))


def _f(type_name: str, value: Fraction | int) -> FloatAttr:
    ty = FloatType.get(type_name)
    return FloatAttr.from_bits(
        ty, APFloat.from_fraction(ty.semantics, Fraction(value))[0].bits
    )


def test_libm_folds_f64_and_f32_only() -> None:
    assert _fold("sqrt", FloatType.get("f64"), _f("f64", 4)) == _f("f64", 2)
    assert _fold("exp", FloatType.get("f32"), _f("f32", 0)) == _f("f32", 1)
    assert _fold("sin", FloatType.get("f16"), _f("f16", 1)) is None


def test_logarithms_leave_negative_operands() -> None:
    assert _fold("log", FloatType.get("f64"), _f("f64", -1)) is None
    minus_zero = FloatAttr.from_bits(FloatType.get("f32"), 0x80000000)
    assert _fold("sqrt", FloatType.get("f32"), minus_zero) is None
    assert _fold("log1p", FloatType.get("f64"), _f("f64", Fraction(-1, 2))) is not None
    assert _fold("log1p", FloatType.get("f64"), _f("f64", -2)) is None


def test_exact_rounding_on_any_type() -> None:
    f16 = FloatType.get("f16")
    assert _fold("floor", f16, _f("f16", Fraction(-3, 2))) == _f("f16", -2)
    assert _fold("ceil", f16, _f("f16", Fraction(-1, 2))) == FloatAttr.from_bits(
        f16, 0x8000
    )
    assert _fold("roundeven", f16, _f("f16", Fraction(5, 2))) == _f("f16", 2)
    bf16 = FloatType.get("bf16")
    assert _fold("absf", bf16, _f("bf16", -3)) == _f("bf16", 3)


def test_round_to_integral_modes_and_status() -> None:
    sem = FloatType.get("f32").semantics
    x = APFloat.from_fraction(sem, Fraction(-5, 2))[0]
    expected = {
        RoundingMode.NEAREST_TIES_TO_EVEN: -2,
        RoundingMode.NEAREST_TIES_TO_AWAY: -3,
        RoundingMode.TOWARD_ZERO: -2,
        RoundingMode.TOWARD_POSITIVE: -2,
        RoundingMode.TOWARD_NEGATIVE: -3,
    }
    for mode, value in expected.items():
        result, status = ap.round_to_integral(x, mode)
        assert result.value() == value and status is OpStatus.INEXACT


def test_classification_to_bool() -> None:
    nan = FloatAttr.from_bits(FloatType.get("f16"), 0x7E00)
    i1 = IntegerType.get(1)
    assert _fold("isnan", i1, nan) == BoolAttr.get(True)
    assert _fold("isfinite", i1, nan) == BoolAttr.get(False)
    tiny = FloatAttr.from_bits(FloatType.get("f16"), 0x0001)
    assert _fold("isnormal", i1, tiny) == BoolAttr.get(False)


def test_integer_ops() -> None:
    i8 = IntegerType.get(8)
    assert _fold("ctlz", i8, IntegerAttr.get(i8, 1)) == IntegerAttr.get(i8, 7)
    assert _fold("cttz", i8, IntegerAttr.get(i8, 0)) == IntegerAttr.get(i8, 8)
    assert _fold("absi", i8, IntegerAttr.get(i8, -128)) == IntegerAttr.get(i8, -128)
    three, five = IntegerAttr.get(i8, 3), IntegerAttr.get(i8, 5)
    assert _fold("ipowi", i8, three, five) == IntegerAttr.get(i8, 243 - 256)
    zero, minus = IntegerAttr.get(i8, 0), IntegerAttr.get(i8, -1)
    assert _fold("ipowi", i8, zero, minus) is None


def test_poison_propagates() -> None:
    assert _fold("sin", FloatType.get("f32"), poison_attr()) is poison_attr()
