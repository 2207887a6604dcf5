"""The Python ports of MLIR's C++ verifiers and interface methods (tblgen_py.dialects)."""

from __future__ import annotations


import pytest
from hook_harness import op_named as _op
from hook_harness import run_hook as _run

import tblgen_py.dialects.arith.hooks  # noqa: F401 - attaches the hooks
import tblgen_py.dialects.func.hooks  # noqa: F401
import tblgen_py.dialects.llvm.hooks  # noqa: F401
import tblgen_py.dialects.scf.hooks  # noqa: F401
import tblgen_py.dialects.tensor.hooks  # noqa: F401
import tblgen_py.dialects.vector.hooks  # noqa: F401
from tblgen_py.dialects.memref.hooks import layout_symbol_count
from tblgen_py.dialects.tensor.hooks import (
    rank_reduction_mask,
    slice_bounds_error,
    slice_type_error,
)
from tblgen_py.dialects.vector.hooks import broadcast_mismatch
from tblgen_py.runtime.ir.attributes import StridedLayoutAttr
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    MemRefType,
    RankedTensorType,
    VectorType,
    f32,
    i,
)
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.region_branch import RegionSuccessor

FUNC = """
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  %b = "test.val"() : () -> f32
  "func.return"(RET) : (TYPES) -> ()
}) : () -> ()
"""


class TestFunc:
    @pytest.mark.parametrize(
        ("ret", "types", "message"),
        [
            ("%a", "i32", None),
            ("", "", "has 0 operands, but enclosing function (@f) returns 1"),
            (
                "%b",
                "f32",
                "type of return operand 0 ('f32') doesn't match function result "
                "type ('i32') in function @f",
            ),
        ],
    )
    def test_return(self, ret: str, types: str, message: str | None) -> None:
        op = _op(FUNC.replace("RET", ret).replace("TYPES", types), "func.return")
        if message is None:
            _run(op, "verify")
            return
        with pytest.raises(VerifyError) as info:
            _run(op, "verify")
        assert str(info.value) == message

    def test_call_symbol_uses(self) -> None:
        text = """
        "func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
        }) : () -> ()
        %a = "test.val"() : () -> f32
        %0 = "func.call"(%a) <{callee = @g}> : (f32) -> i32
        %1 = "func.call"() <{callee = @nope}> : () -> i32
        """
        calls = [
            op for op in _op(text, "func.func").parent.ops if op.name == "func.call"
        ]
        with pytest.raises(VerifyError, match="expected operand type 'i32', but"):
            _run(calls[0], "verifySymbolUses")
        with pytest.raises(VerifyError, match="'nope' does not reference a valid"):
            _run(calls[1], "verifySymbolUses")


class TestScf:
    def test_for_interface_methods(self) -> None:
        text = """
        %lb = "test.val"() : () -> index
        %i = "test.val"() : () -> i32
        %r = "scf.for"(%lb, %lb, %lb, %i) ({
        ^bb0(%iv: index, %x: i32):
          "scf.yield"(%x) : (i32) -> ()
        }) : (index, index, index, i32) -> i32
        """
        op = _op(text, "scf.for")
        body = op.regions[0].blocks[0]
        assert _run(op, "getInits") == [op.operand_uses[3].value]
        assert _run(op, "getRegionIterArgs") == body.arguments[1:]
        assert _run(op, "getYieldedValues") == [body.arguments[1]]
        assert _run(op, "getSuccessorRegions", None) == [
            RegionSuccessor(0, body.arguments[1:]),
            RegionSuccessor(None, list(op.results)),
        ]
        _run(op, "verify")
        _run(op, "verify_regions")

    def test_if_successors_skip_an_empty_else(self) -> None:
        text = """
        %c = "test.val"() : () -> i1
        "scf.if"(%c) ({
          "scf.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        """
        op = _op(text, "scf.if")
        found = _run(op, "getSuccessorRegions", None)
        assert found == [RegionSuccessor(0, []), RegionSuccessor(None, [])]

    def test_while_terminators(self) -> None:
        text = """
        "scf.while"() ({
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : () -> ()
        """
        with pytest.raises(VerifyError, match="'before' region to terminate with"):
            _run(_op(text, "scf.while"), "verify")


class TestCasts:
    @pytest.mark.parametrize(
        ("name", "source", "target", "ok"),
        [
            ("arith.extf", "f32", "f64", True),
            ("arith.extf", "f64", "f32", False),
            ("arith.trunci", "i32", "i16", True),
            ("arith.index_cast", "i32", "index", True),
            ("arith.index_cast", "i32", "i64", False),
            ("arith.bitcast", "i32", "f32", True),
            ("arith.bitcast", "i32", "f64", False),
            ("tensor.cast", "tensor<4xf32>", "tensor<?xf32>", True),
            ("tensor.cast", "tensor<4xf32>", "tensor<4x1xf32>", False),
            ("tensor.bitcast", "tensor<4xf32>", "tensor<?xi32>", True),
            ("tensor.bitcast", "tensor<4xf32>", "tensor<4xi64>", False),
        ],
    )
    def test_are_cast_compatible(
        self, name: str, source: str, target: str, ok: bool
    ) -> None:
        text = f'%a = "test.val"() : () -> {source}\n%0 = "{name}"(%a) : ({source}) -> {target}\n'
        op = _op(text, name)
        inputs = [op.operand_uses[0].value.type]
        assert _run(op, "areCastCompatible", inputs, [op.results[0].type]) is ok


class TestShapes:
    @pytest.mark.parametrize(
        ("source", "result", "message"),
        [
            (f32(), VectorType.get((4,), f32()), None),
            (VectorType.get((1, 4), f32()), VectorType.get((3, 4), f32()), None),
            (
                VectorType.get((2, 4), f32()),
                VectorType.get((3, 4), f32()),
                "dimension mismatch (2 vs. 3)",
            ),
            (
                VectorType.get((3, 4), f32()),
                VectorType.get((4,), f32()),
                "source rank higher than destination rank",
            ),
            (
                VectorType.get((4,), f32()),
                VectorType.get((2, 4), f32(), (False, True)),
                "dimension mismatch (4 vs. [4])",
            ),
            (i(32), VectorType.get((4,), f32()), "source type is not a vector"),
        ],
    )
    def test_broadcast(
        self, source: object, result: VectorType, message: str | None
    ) -> None:
        assert broadcast_mismatch(source, result) == message

    def test_layout_symbols(self) -> None:
        strided = StridedLayoutAttr.get((DYNAMIC, 1), DYNAMIC)
        assert layout_symbol_count(MemRefType.get((4, 4), f32(), strided)) == 2
        assert layout_symbol_count(MemRefType.get((4,), f32())) == 0


class TestSlices:
    @pytest.mark.parametrize(
        ("original", "reduced", "ok"),
        [
            ((1, 4, 1), (4,), True),
            ((4, 4), (4, 4), True),
            ((4, 1), (1, 4), False),
            ((4, DYNAMIC), (4, 4), False),
            ((1, 1), (), True),
        ],
    )
    def test_rank_reduction(
        self, original: tuple[int, ...], reduced: tuple[int, ...], ok: bool
    ) -> None:
        assert rank_reduction_mask(original, reduced) is ok

    @pytest.mark.parametrize(
        ("offsets", "sizes", "strides", "message"),
        [
            ((0, 0), (4, 4), (1, 1), None),
            ((8, 0), (0, 4), (1, 1), "offset 0 is out-of-bounds: 8 >= 8"),
            (
                (0, 0),
                (4, 4),
                (3, 1),
                "slice along dimension 0 runs out-of-bounds: 9 >= 8",
            ),
            ((DYNAMIC, 0), (4, 4), (1, 1), None),
            ((6, 0), (DYNAMIC, 4), (1, 1), None),
        ],
    )
    def test_bounds(
        self,
        offsets: tuple[int, ...],
        sizes: tuple[int, ...],
        strides: tuple[int, ...],
        message: str | None,
    ) -> None:
        assert slice_bounds_error((8, 8), offsets, sizes, strides) == message

    def test_result_type(self) -> None:
        expected = RankedTensorType.get((4, 4), f32())
        assert slice_type_error(expected, RankedTensorType.get((4, 4), i(32))) == (
            "expected element type to be 'f32'"
        )
        assert slice_type_error(expected, RankedTensorType.get((1, 4, 4), f32())) == (
            "expected rank to be smaller or equal to the other rank. "
        )
