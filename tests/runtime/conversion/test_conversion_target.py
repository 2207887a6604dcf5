"""ConversionTarget: op, dialect and unknown-op legality, recursive legality."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.conversion import (
    ConversionTarget,
    LegalizationAction,
    LegalOpDetails,
)
from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.ir.attributes import UnitAttr


class AddOp(Operation):
    """A registered op class keyed by its OPERATION_NAME."""

    OPERATION_NAME = "foo.add"


def op(name: str, flag: bool = False) -> Operation:
    """An unregistered op, with a `flag` unit attribute when asked."""
    attrs: dict[str, object] = {"flag": UnitAttr.get()} if flag else {}
    return Operation(name, attributes=attrs)


def flagged(o: Operation) -> bool | None:
    """Legal exactly when the op carries `flag`."""
    return "flag" in o.attributes


class TestOpActions:
    def test_nothing_registered_is_neither_legal_nor_illegal(self) -> None:
        target = ConversionTarget()
        assert target.is_legal(op("foo.add")) is None
        assert not target.is_illegal(op("foo.add"))
        assert target.get_op_action("foo.add") is None

    def test_legal_op_by_name_and_class(self) -> None:
        target = ConversionTarget()
        target.add_legal_op(AddOp, "foo.sub")
        assert target.is_legal(op("foo.add")) == LegalOpDetails(False)
        assert target.is_legal(op("foo.sub")) == LegalOpDetails(False)
        assert target.is_legal(op("foo.mul")) is None
        assert target.get_op_action(AddOp) is LegalizationAction.LEGAL

    def test_illegal_op(self) -> None:
        target = ConversionTarget()
        target.add_illegal_op("foo.add")
        assert target.is_legal(op("foo.add")) is None
        assert target.is_illegal(op("foo.add"))

    def test_class_without_name_is_rejected(self) -> None:
        class Nameless(Operation):
            pass

        with pytest.raises(ValueError, match="OPERATION_NAME"):
            ConversionTarget().add_legal_op(Nameless)

    def test_later_action_overrides(self) -> None:
        target = ConversionTarget()
        target.add_legal_op("foo.add")
        target.add_illegal_op("foo.add")
        assert target.is_illegal(op("foo.add"))


class TestDynamicLegality:
    def test_dynamic_op_uses_callback(self) -> None:
        target = ConversionTarget()
        target.add_dynamically_legal_op("foo.add", callback=flagged)
        assert target.is_legal(op("foo.add", flag=True)) == LegalOpDetails()
        assert target.is_legal(op("foo.add")) is None
        assert target.is_illegal(op("foo.add"))
        assert not target.is_illegal(op("foo.add", flag=True))

    def test_newer_callback_answers_first_none_defers(self) -> None:
        target = ConversionTarget()
        calls: list[str] = []

        def old(o: Operation) -> bool | None:
            calls.append("old")
            return True

        def new(o: Operation) -> bool | None:
            calls.append("new")
            return False if "flag" in o.attributes else None

        target.add_dynamically_legal_op("foo.add", callback=old)
        target.add_dynamically_legal_op("foo.add", callback=new)
        assert target.is_legal(op("foo.add", flag=True)) is None
        assert calls == ["new"]
        assert target.is_legal(op("foo.add")) is not None
        assert calls == ["new", "new", "old"]

    def test_callback_without_opinion_is_not_legal_nor_illegal(self) -> None:
        target = ConversionTarget()
        target.add_dynamically_legal_op("foo.add", callback=lambda o: None)
        assert target.is_legal(op("foo.add")) is None
        assert not target.is_illegal(op("foo.add"))

    def test_dynamic_dialect(self) -> None:
        target = ConversionTarget()
        target.add_dynamically_legal_dialect("foo", "bar", callback=flagged)
        assert target.is_legal(op("bar.x", flag=True)) is not None
        assert target.is_legal(op("foo.y")) is None
        assert target.get_op_action("bar.z") is LegalizationAction.DYNAMIC

    def test_unknown_ops_dynamic(self) -> None:
        target = ConversionTarget()
        target.mark_unknown_op_dynamically_legal(flagged)
        assert target.is_legal(op("any.thing", flag=True)) is not None
        assert target.is_legal(op("any.thing")) is None
        assert target.get_op_action("any.thing") is LegalizationAction.DYNAMIC


class TestDialects:
    def test_legal_and_illegal_dialects(self) -> None:
        target = ConversionTarget()
        target.add_legal_dialect("llvm", "arith")
        target.add_illegal_dialect("gpu")
        assert target.is_legal(op("llvm.add")) is not None
        assert target.is_legal(op("arith.addi")) is not None
        assert target.is_illegal(op("gpu.launch"))
        assert target.get_op_action("func.func") is None

    def test_op_action_wins_over_dialect(self) -> None:
        target = ConversionTarget()
        target.add_legal_dialect("arith")
        target.add_illegal_op("arith.addi")
        assert target.is_illegal(op("arith.addi"))
        assert target.is_legal(op("arith.subi")) is not None

    def test_dialect_wins_over_unknown(self) -> None:
        target = ConversionTarget()
        target.mark_unknown_op_dynamically_legal(lambda o: True)
        target.add_illegal_dialect("gpu")
        assert target.is_illegal(op("gpu.launch"))
        assert target.is_legal(op("x.y")) is not None

    def test_dialect_callback_ignored_when_dialect_is_legal(self) -> None:
        target = ConversionTarget()
        target.add_dynamically_legal_dialect("foo", callback=lambda o: False)
        target.add_legal_dialect("foo")
        assert target.is_legal(op("foo.a")) is not None

    def test_dialect_is_prefix_before_first_dot(self) -> None:
        target = ConversionTarget()
        target.add_legal_dialect("a")
        assert target.is_legal(op("a.b.c")) is not None
        assert target.is_legal(op("ab.c")) is None


class TestRecursiveLegality:
    def test_requires_legal_or_dynamic_op(self) -> None:
        target = ConversionTarget()
        with pytest.raises(ValueError, match="recursively legal"):
            target.mark_op_recursively_legal("foo.add")
        target.add_illegal_op("foo.add")
        with pytest.raises(ValueError, match="recursively legal"):
            target.mark_op_recursively_legal("foo.add")

    def test_recursively_legal_op(self) -> None:
        target = ConversionTarget()
        target.add_legal_op("foo.add", "foo.sub")
        target.mark_op_recursively_legal("foo.add")
        assert target.is_legal(op("foo.add")) == LegalOpDetails(True)
        assert target.is_legal(op("foo.sub")) == LegalOpDetails(False)

    def test_only_for_legal_instances(self) -> None:
        target = ConversionTarget()
        target.add_dynamically_legal_op("foo.add", callback=flagged)
        target.mark_op_recursively_legal("foo.add")
        assert target.is_legal(op("foo.add")) is None
        assert target.is_legal(op("foo.add", flag=True)) == LegalOpDetails(True)

    def test_callback_selects_instances_none_means_yes(self) -> None:
        target = ConversionTarget()
        target.add_legal_op("foo.add")
        target.mark_op_recursively_legal(
            "foo.add", callback=lambda o: False if "flag" in o.attributes else None
        )
        assert target.is_legal(op("foo.add")) == LegalOpDetails(True)
        assert target.is_legal(op("foo.add", flag=True)) == LegalOpDetails(False)

    def test_mark_without_callback_drops_callback(self) -> None:
        target = ConversionTarget()
        target.add_legal_op("foo.add")
        target.mark_op_recursively_legal("foo.add", callback=lambda o: False)
        assert target.is_legal(op("foo.add")) == LegalOpDetails(False)
        target.mark_op_recursively_legal("foo.add")
        assert target.is_legal(op("foo.add")) == LegalOpDetails(True)

    def test_dialect_ops_are_never_recursively_legal(self) -> None:
        target = ConversionTarget()
        target.add_legal_dialect("foo")
        assert target.is_legal(op("foo.add")) == LegalOpDetails(False)

    def test_recursive_flag_survives_action_change(self) -> None:
        target = ConversionTarget()
        target.add_legal_op("foo.add")
        target.mark_op_recursively_legal("foo.add")
        target.add_dynamically_legal_op("foo.add", callback=lambda o: True)
        assert target.is_legal(op("foo.add")) == LegalOpDetails(True)
