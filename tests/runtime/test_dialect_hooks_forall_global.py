"""Ports of ``scf.forall``/``scf.forall.in_parallel`` and ``llvm.mlir.global``."""

from __future__ import annotations


import pytest
from hook_harness import op_named as _op
from hook_harness import run_hook as _run

import tblgen_py.dialects.llvm.hooks  # noqa: F401 - attaches the hooks
import tblgen_py.dialects.scf.hooks  # noqa: F401
from tblgen_py.dialects.llvm.hooks import function_result_type
from tblgen_py.dialects.llvm.global_ops import (
    array_shape,
    is_power_of_two,
    is_zero_attribute,
)
from tblgen_py.dialects.scf.forall import verify_list_of_operands_or_integers
from tblgen_py.runtime.ir.attributes import ArrayAttr, FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.types import DYNAMIC, RankedTensorType, f32, i
from tblgen_py.runtime.ir.verifier import (
    PlainVerifyError,
    VerificationError,
    VerifyError,
)


class TestForall:
    @pytest.mark.parametrize(
        ("count", "statics", "dynamic", "message"),
        [
            (2, [0, DYNAMIC], 1, None),
            (1, [0, 1], 0, "expected 1 step values, got 2"),
            (1, [DYNAMIC], 0, "expected 1 dynamic step values"),
            (1, [4], 1, "expected 0 dynamic step values"),
        ],
    )
    def test_list_of_operands_or_integers(
        self, count: int, statics: list[int], dynamic: int, message: str | None
    ) -> None:
        if message is None:
            verify_list_of_operands_or_integers("step", count, statics, dynamic)
            return
        with pytest.raises(PlainVerifyError) as info:
            verify_list_of_operands_or_integers("step", count, statics, dynamic)
        assert str(info.value) == message

    IN_PARALLEL = """
    %t = "test.val"() : () -> tensor<4xf32>
    %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
    ^bb0(%i: index, %o: tensor<4xf32>):
      "scf.forall.in_parallel"() ({
      ^bb1:
        BODY
      }) : () -> ()
    }) : (tensor<4xf32>) -> tensor<4xf32>
    """

    def test_in_parallel_accepts_an_empty_body(self) -> None:
        op = _op(self.IN_PARALLEL.replace("BODY", ""), "scf.forall.in_parallel")
        _run(op, "verify")
        forall = op.parent_op
        assert forall is not None
        body = forall.regions[0].blocks[0]
        assert _run(forall, "getRegionIterArgs") == body.arguments[1:]
        assert _run(forall, "getLoopInductionVars") == body.arguments[:1]

    def test_in_parallel_rejects_other_ops(self) -> None:
        text = self.IN_PARALLEL.replace("BODY", '"test.op"() : () -> ()')
        op = _op(text, "scf.forall.in_parallel")
        with pytest.raises(VerifyError) as info:
            _run(op, "verify")
        assert str(info.value) == "expected only ParallelCombiningOpInterface ops"

    def test_in_parallel_needs_a_forall_parent(self) -> None:
        text = """
        "test.region"() ({
          "scf.forall.in_parallel"() ({
          ^bb1:
          }) : () -> ()
        }) : () -> ()
        """
        op = _op(text, "scf.forall.in_parallel")
        with pytest.raises(VerifyError, match="^expected forall op parent$"):
            _run(op, "verify")


GLOBAL = """
"builtin.module"() ({
  "llvm.mlir.global"() <{global_type = TYPE, linkage = #llvm.linkage<LINKAGE>, sym_name = "g"VALUE}> ({
  }) : () -> ()
}) : () -> ()
"""


class TestGlobal:
    @pytest.mark.parametrize(
        ("ty", "linkage", "value", "message"),
        [
            ("i32", "internal", ", value = 1 : i32", None),
            ("!llvm.array<2 x i8>", "internal", ', value = "ab"', None),
            (
                "!llvm.array<3 x i8>",
                "internal",
                ', value = "ab"',
                "requires an i8 array type of the length equal to that of the "
                "string attribute",
            ),
            (
                "!llvm.token",
                "internal",
                "",
                "expects type to be a valid element type for an LLVM global",
            ),
            (
                '!llvm.target<"foo">',
                "internal",
                "",
                "this target extension type cannot be used in a global",
            ),
            (
                "i32",
                "common",
                ", value = 2 : i32",
                "expected zero value for 'common' linkage",
            ),
            ("i32", "appending", "", "expected array type for 'appending' linkage"),
            ("i32", "internal", ", alignment = 3 : i64", "alignment attribute is"),
            ("i32", "internal", ", comdat = @c::@s", "expected comdat symbol"),
        ],
    )
    def test_verify(
        self, ty: str, linkage: str, value: str, message: str | None
    ) -> None:
        text = GLOBAL.replace("TYPE", ty).replace("LINKAGE", linkage)
        op = _op(text.replace("VALUE", value), "llvm.mlir.global")
        if message is None:
            _run(op, "verify")
            return
        with pytest.raises(VerifyError) as info:
            _run(op, "verify")
        assert str(info.value).startswith(message)

    def test_must_appear_at_module_level(self) -> None:
        text = GLOBAL.replace("builtin.module", "test.region")
        text = text.replace("TYPE", "i32").replace("LINKAGE", "internal")
        op = _op(text.replace("VALUE", ""), "llvm.mlir.global")
        with pytest.raises(VerifyError, match="^must appear at the module level$"):
            _run(op, "verify")

    def test_initializer_side_effects_point_at_the_op(self) -> None:
        text = """
        "llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
          %0 = "test.val"() : () -> i32
          "llvm.return"(%0) : (i32) -> ()
        }) : () -> ()
        """
        op = _op(text, "llvm.mlir.global")
        with pytest.raises(VerificationError) as info:
            _run(op, "verify_regions")
        assert info.value.message == (
            "ops with side effects not allowed in global initializers"
        )
        assert info.value.op is op.regions[0].blocks[0].first_op

    def test_initializer_type(self) -> None:
        text = """
        "llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
          %0 = "test.val"() : () -> i64
          "llvm.return"(%0) : (i64) -> ()
        }) : () -> ()
        """
        op = _op(text, "llvm.mlir.global")
        with pytest.raises(VerifyError) as info:
            _run(op, "verify_regions")
        assert str(info.value) == (
            "initializer region type 'i64' does not match global type 'i32'"
        )

    def test_zero_attributes(self) -> None:
        tensor = RankedTensorType.get([2], i(32))
        assert is_zero_attribute(IntegerAttr.get(i(32), 0))
        assert is_zero_attribute(FloatAttr.get(f32(), -0.0))
        assert is_zero_attribute(DenseElementsAttr.get(tensor, [0, 0]))
        assert not is_zero_attribute(DenseElementsAttr.get(tensor, [0, 1]))
        assert is_zero_attribute(ArrayAttr.get([IntegerAttr.get(i(8), 0)]))
        assert not is_zero_attribute(ArrayAttr.get([FloatAttr.get(f32(), 1.0)]))

    @pytest.mark.parametrize(
        ("value", "expected"), [(1, True), (16, True), (0, False), (12, False)]
    )
    def test_power_of_two(self, value: int, expected: bool) -> None:
        assert is_power_of_two(value) is expected

    def test_array_shape(self) -> None:
        assert array_shape("!llvm.array<4 x i8>") == (4, "i8")
        assert array_shape("!llvm.array<2 x array<3 x i8>>") == (2, "array<3 x i8>")
        assert array_shape("i32") is None


class TestReturn:
    @pytest.mark.parametrize(
        ("func_type", "expected"),
        [
            ("!llvm.func<void ()>", "void"),
            ("!llvm.func<i32 (i64, ...)>", "i32"),
            ("!llvm.func<struct<(i32, f32)> (i32)>", "!llvm.struct<(i32, f32)>"),
            ("!llvm.func<ptr (ptr)>", "!llvm.ptr"),
        ],
    )
    def test_function_result_type(self, func_type: str, expected: str) -> None:
        assert function_result_type(func_type) == expected

    def test_outside_a_function_anything_goes(self) -> None:
        text = """
        %0 = "test.val"() : () -> i32
        "llvm.return"(%0) : (i32) -> ()
        """
        _run(_op(text, "llvm.return"), "verify")
