"""Behaviour of the op modules under generated/ (``--gen-op-defs`` on td/examples)."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tblgen_py.runtime.ir import (
    Block,
    Context,
    InsertionPoint,
    VerificationError,
    verify,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr, StringAttr
from tblgen_py.runtime.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    RankedTensorType,
)
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.ods.convert import AttributeValueError
from tblgen_py.runtime.ods.specs import (
    Check,
    UntranslatedConstraintError,
    untranslated_predicate,
)
from tblgen_py.runtime.predicates import is_signless_integer

GENERATED = Path(__file__).resolve().parents[2] / "generated"
F64 = FloatType.get("f64")
TENSOR = RankedTensorType.get([2, 2], F64)
INDEX = IndexType.get()
I1 = IntegerType.get(1)
I32 = IntegerType.get(32)


def load(stem: str) -> ModuleType:
    """Import ``generated/<stem>.py``."""
    name = f"generated_{stem}"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, GENERATED / f"{stem}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    sys.path.insert(0, str(GENERATED))  # the enums module an op module imports
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(GENERATED))
    return module


@pytest.fixture
def toy() -> ModuleType:
    return load("toy_ops")


@pytest.fixture
def opnd() -> ModuleType:
    return load("operands_ops")


@pytest.fixture
def block() -> Block:
    return Block([TENSOR, TENSOR, F64.__class__.get("f32")])


@pytest.fixture
def clean_hooks(toy: ModuleType) -> Iterator[None]:
    yield
    hooks.detach(toy.TransposeOp, "verify")


def _verify_message(op: object) -> str:
    with pytest.raises(VerificationError) as info:
        verify(op, allow_unregistered=False)  # type: ignore[arg-type]
    return str(info.value)


class TestToy:
    def test_class_data(self, toy: ModuleType) -> None:
        assert toy.AddOp.OPERATION_NAME == "toy.add"
        assert toy.AddOp.is_pure() and not toy.PrintOp.is_pure()
        assert toy.AddOp.has_ods_trait("Commutative")
        assert "one" not in toy.DIALECT_NAMESPACES and toy.DIALECT_NAMESPACES == (
            "toy",
        )
        assert toy.AddOp.__doc__.startswith("element-wise addition")

    def test_builders_accessors_and_inference(
        self, toy: ModuleType, block: Block
    ) -> None:
        a, b, _ = block.arguments
        ip = InsertionPoint(block)
        total = toy.add(a, b, ip=ip)
        op = total.owner
        assert isinstance(op, toy.AddOp)
        assert (op.lhs, op.rhs, op.result) == (a, b, total)
        assert total.type is TENSOR  # SameOperandsAndResultType
        mul = toy.MulOp(total, b, ip=ip)
        assert mul.lhs is total and list(block)[-1] is mul
        verify(mul)

    def test_operand_type_message(self, toy: ModuleType, block: Block) -> None:
        _, _, f32 = block.arguments
        op = toy.PrintOp(f32, ip=InsertionPoint(block))
        assert _verify_message(op) == (
            "'toy.print' op operand #0 must be tensor of 64-bit float values, "
            "but got 'f32'"
        )

    def test_operand_count_message(self, toy: ModuleType, block: Block) -> None:
        a, b, _ = block.arguments
        op = toy.PrintOp(a, ip=InsertionPoint(block))
        op.set_operands([a, b])
        assert _verify_message(op) == "'toy.print' op requires a single operand"
        add = toy.AddOp(a, b, ip=InsertionPoint(block))
        add.set_operands([a, b, a])
        assert _verify_message(add) == "'toy.add' op expected 2 operands, but found 3"

    def test_missing_hook_fails_naming_op_and_hook(
        self, toy: ModuleType, block: Block, clean_hooks: None
    ) -> None:
        op = toy.TransposeOp(TENSOR, block.arguments[0], ip=InsertionPoint(block))
        message = _verify_message(op)
        assert "'toy.transpose' declares hasVerifier" in message
        assert "implement(TransposeOp, 'verify')" in message
        seen: list[object] = []
        hooks.attach(toy.TransposeOp, "verify", seen.append)
        verify(op)
        assert seen == [op]

    def test_fold_hook(self, toy: ModuleType, block: Block) -> None:
        op = toy.ConstantOp.build_generic([TENSOR], attributes={})
        with pytest.raises(hooks.MissingHookError, match="declares hasFolder"):
            op.fold(None)
        hooks.attach(toy.ConstantOp, "fold", lambda op, adaptor: op.results)
        try:
            assert op.fold(None) == op.results
        finally:
            hooks.detach(toy.ConstantOp, "fold")

    def test_call_hook(self, toy: ModuleType) -> None:
        op = toy.TransposeOp.build_generic([TENSOR])
        with pytest.raises(hooks.MissingHookError, match="has no hook 'shape'"):
            op.call_hook("shape")
        hooks.attach(toy.TransposeOp, "shape", lambda op, k: (op.name, k))
        try:
            assert op.call_hook("shape", 2) == ("toy.transpose", 2)
        finally:
            hooks.detach(toy.TransposeOp, "shape")

    def test_registration(self, toy: ModuleType) -> None:
        ctx = Context()
        toy.register(ctx)
        assert ctx.lookup_op_class("toy.add") is toy.AddOp
        assert set(ctx.dialects) >= {"toy"}


class TestSegments:
    def test_attr_sized_operands_and_results(self, opnd: ModuleType) -> None:
        blk = Block([INDEX, INDEX, INDEX])
        x, y, z = blk.arguments
        op = opnd.SegmentsOp([INDEX, INDEX], I1, [x, y], [z], ip=InsertionPoint(blk))
        assert (op.lower, op.step, op.upper) == ([x, y], None, [z])
        assert len(op.values) == 2 and op.done is op.results[2]
        assert op.get_attr("operandSegmentSizes").values == (2, 0, 1)
        verify(op)
        adaptor = opnd.SegmentsOpAdaptor.from_op(op, [z, x, y])
        assert (adaptor.lower, adaptor.step, adaptor.upper) == ([z, x], None, [y])

    def test_segment_sizes_must_add_up(self, opnd: ModuleType) -> None:
        blk = Block([INDEX, INDEX])
        x, y = blk.arguments
        op = opnd.SegmentsOp([], None, [x], [y], ip=InsertionPoint(blk))
        op.set_operands([x, y, x])
        assert _verify_message(op) == (
            "'opnd.segments' op operand count (3) does not match with the total "
            "size (2) specified in attribute 'operandSegmentSizes'"
        )

    def test_same_variadic_size(self, opnd: ModuleType) -> None:
        i64 = IntegerType.get(64)
        f32 = FloatType.get("f32")
        blk = Block([I32, I32, i64, f32, f32])
        a0, a1, pivot, b0, b1 = blk.arguments
        op = opnd.SameSizeOp([I32], [f32], [a0, a1], pivot, [b0, b1])
        assert (op.a, op.pivot, op.b) == ([a0, a1], pivot, [b0, b1])
        assert (op.x, op.y) == ([op.results[0]], [op.results[1]])

    def test_optional_operand(self, opnd: ModuleType) -> None:
        f32 = FloatType.get("f32")
        blk = Block([f32, f32])
        maybe, value = blk.arguments
        with_it = opnd.OptionalOp(None, value, maybe=maybe)
        without = opnd.OptionalOp(I1, value)
        assert (with_it.maybe, with_it.value, with_it.status) == (maybe, value, None)
        assert (without.maybe, without.value) == (None, value)
        assert without.status is without.results[0]


class TestAttributes:
    def test_plain_values_are_converted(self) -> None:
        attrs = load("attributes_ops")
        op = attrs.DecoratedOp(maybe_count=3, maybe_name="n")
        assert op.maybe_count == 3 and op.maybe_name == "n"
        assert op.maybe_count_attr is IntegerAttr.get(I32, 3)
        assert op.width == 8 and op.strict is False and op.mode == "fast"
        op.width = 16
        assert op.width == 16 and op.get_attr("width") is IntegerAttr.get(
            IntegerType.get(64), 16
        )
        op.maybe_name = None
        assert op.maybe_name is None and op.maybe_name_attr is None
        op.maybe_name = StringAttr.get("raw")
        assert op.maybe_name == "raw"

    def test_attribute_without_conversion_needs_an_attribute(self) -> None:
        op = load("attributes_ops").StructuredOp.create()
        with pytest.raises(AttributeValueError, match="attribute 'elements' needs"):
            op.elements = [1.0, 2.0]

    def test_enum_attributes(self) -> None:
        enums = load("enums_ops")
        kinds = load("enums_enums")
        op = enums.FlagsOp(legacy=15, color=kinds.Color.Blue, access=3)
        assert str(op.get_attr("color")) == "#enm.color<blue>"
        assert op.access == 3 and kinds.Access(op.access) is kinds.Access.ReadWrite
        with pytest.raises(AttributeValueError, match="#enm.color needs a case name"):
            enums.FlagsOp(legacy=15, color=2)


class TestChecks:
    def test_untranslated_constraint_fails_naming_it(self) -> None:
        check = Check("My_Type", "my type", None)
        with pytest.raises(
            UntranslatedConstraintError, match="constraint 'My_Type' \\(my type\\)"
        ):
            check(I32)

    def test_untranslated_sentinel_fails_naming_it(self) -> None:
        check = Check("My_Type", "my type", untranslated_predicate)
        assert not check.translated
        with pytest.raises(UntranslatedConstraintError, match="'My_Type'"):
            check(I32)

    def test_translated_constraint(self) -> None:
        def i32(value: object) -> bool:
            return is_signless_integer(value, 32)

        check = Check("I32", "32-bit signless integer", i32)
        assert check.translated and check.predicate is i32
        assert check(I32) and not check(I1)

    def test_generated_checks_are_named_functions(self, toy: ModuleType) -> None:
        """Each check of a generated module calls a module-level function named
        after its constraint (no source compiled at run time)."""
        spec = toy.AddOp._ODS_OPERANDS[0]
        assert spec.check is not None and spec.check.name == "F64Tensor"
        function = spec.check.predicate
        assert function is toy._f64_tensor
        assert function.__module__ == toy.__name__
        assert spec.check(TENSOR) and not spec.check(I32)
        variadic = toy._C2
        assert variadic.name != "F64Tensor" and variadic.predicate is function
