"""Generated getters of enum attributes return the generated enum members."""

from __future__ import annotations

import enum
from types import ModuleType

import pytest
from drr_harness import generated

from tblgen_py.runtime.ir import i
from tblgen_py.runtime.ir.attributes import IntegerAttr, OpaqueAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.types import IntegerType


@pytest.fixture(scope="module")
def enm() -> ModuleType:
    """``generated/enums_ops.py``."""
    return generated("enums_ops")


def _values(count: int) -> list[object]:
    """Block arguments of type i32 to use as operands."""
    return list(Block([i(32)] * count).arguments)


class TestIntegerEnums:
    def test_getter_returns_the_member(self, enm: ModuleType) -> None:
        lhs, rhs = _values(2)
        op = enm.CmpOp(i(1), enm._enum_defs.CmpPredicate.ge, lhs, rhs)
        assert op.predicate is enm._enum_defs.CmpPredicate.ge
        assert isinstance(op.predicate, enum.IntEnum)
        assert str(op.predicate) == "greater_equal"
        assert op.predicate_attr == IntegerAttr.get(IntegerType.get(32), 5)

    def test_plain_int_and_raw_attribute_are_accepted(self, enm: ModuleType) -> None:
        lhs, rhs = _values(2)
        op = enm.CmpOp(i(1), 2, lhs, rhs)
        assert op.predicate is enm._enum_defs.CmpPredicate.lt
        op.predicate = IntegerAttr.get(IntegerType.get(32), 1)
        assert op.predicate is enm._enum_defs.CmpPredicate.ne

    def test_adaptor_getter(self, enm: ModuleType) -> None:
        lhs, rhs = _values(2)
        op = enm.CmpOp(i(1), enm._enum_defs.CmpPredicate.eq, lhs, rhs)
        adaptor = enm.CmpOpAdaptor([lhs, rhs], op.properties)
        assert adaptor.predicate is enm._enum_defs.CmpPredicate.eq

    def test_not_a_case_is_an_error(self, enm: ModuleType) -> None:
        lhs, rhs = _values(2)
        op = enm.CmpOp(i(1), IntegerAttr.get(IntegerType.get(32), 3), lhs, rhs)
        with pytest.raises(ValueError, match="not a CmpPredicate case: 3"):
            op.predicate


class TestBitAndDialectEnums:
    def test_bit_enum_flags(self, enm: ModuleType) -> None:
        flags = enm._enum_defs.Access.Read | enm._enum_defs.Access.Exec
        op = enm.FlagsOp(enm._enum_defs.MyIntEnum.Case20, access=flags)
        assert op.access == flags and isinstance(op.access, enum.IntFlag)
        assert op.legacy is enm._enum_defs.MyIntEnum.Case20

    def test_defaults_are_members(self, enm: ModuleType) -> None:
        op = enm.FlagsOp(15)
        assert op.access is enm._enum_defs.Access.Read
        assert op.color is enm._enum_defs.Color.Green
        assert op.size is None  # optional, no default

    def test_dialect_enum_attribute(self, enm: ModuleType) -> None:
        op = enm.FlagsOp(15, color=enm._enum_defs.Color.Blue)
        assert op.color_attr == OpaqueAttr.get("enm", "color<blue>")
        assert op.color is enm._enum_defs.Color.Blue
        op.color = "red"
        assert op.color is enm._enum_defs.Color.Red
