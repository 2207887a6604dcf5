"""Unit tests of the ported verifier helpers whose branches the differential
cases cannot reach (earlier ODS checks or the parser reject those inputs)."""

from __future__ import annotations

import pytest
from hook_harness import op_named, run_hook

import tblgen_py.dialects.arith  # noqa: F401
import tblgen_py.dialects.llvm  # noqa: F401
from tblgen_py.dialects.llvm.aggregate import aggregate_members, split_top_level
from tblgen_py.dialects.llvm.calls import function_params
from tblgen_py.dialects.vector.transfer import transfer_mask_type
from tblgen_py.runtime.ir.affine import (
    AffineConstantExpr,
    AffineDimExpr,
    AffineMap,
    AffineMapAttr,
    AffineSymbolExpr,
)
from tblgen_py.runtime.ir.attributes import StridedLayoutAttr
from tblgen_py.runtime.ir.strided_layout import (
    canonical_strided_layout,
    sat_add,
    sat_mul,
    strides_and_offset,
)
from tblgen_py.runtime.ir.types import DYNAMIC, MemRefType, OpaqueType, VectorType, f32
from tblgen_py.runtime.ir.verifier import VerifyError

D0, D1 = AffineDimExpr.get(0), AffineDimExpr.get(1)
S0 = AffineSymbolExpr.get(0)


def _memref(layout: object, shape: tuple[int, ...] = (4, 8)) -> MemRefType:
    return MemRefType.get(shape, f32(), layout)


class TestStridesAndOffset:
    """``getStridesAndOffset`` over identity, strided and affine layouts."""

    @pytest.mark.parametrize(
        ("layout", "shape", "expected"),
        [
            (None, (4, 8), ([8, 1], 0)),
            (None, (4, DYNAMIC, 8), ([DYNAMIC, 8, 1], 0)),
            (StridedLayoutAttr.get([16, 2], 3), (4, 8), ([16, 2], 3)),
            (AffineMapAttr.get(AffineMap.identity(2)), (4, 8), ([8, 1], 0)),
            (
                AffineMapAttr.get(AffineMap.get(2, 0, [D0 * 16 + D1 + 4])),
                (4, 8),
                ([16, 1], 4),
            ),
            (
                AffineMapAttr.get(AffineMap.get(2, 1, [D0 * S0 + D1])),
                (4, 8),
                ([DYNAMIC, 1], 0),
            ),
            (
                AffineMapAttr.get(AffineMap.get(2, 1, [D0 * 8 + D1 + S0])),
                (4, 8),
                ([8, 1], DYNAMIC),
            ),
        ],
    )
    def test_strided(
        self, layout: object, shape: tuple[int, ...], expected: object
    ) -> None:
        assert strides_and_offset(_memref(layout, shape)) == expected

    @pytest.mark.parametrize(
        "amap",
        [
            AffineMap.get(2, 0, [D0.floordiv(2) + D1]),
            AffineMap.get(2, 0, [D0, D1 + 1]),
            AffineMap.get(2, 0, [D0 * D1]),
        ],
    )
    def test_not_strided(self, amap: AffineMap) -> None:
        assert strides_and_offset(_memref(AffineMapAttr.get(amap))) is None

    def test_saturated_arithmetic(self) -> None:
        assert sat_add(2, 3) == 5 and sat_mul(2, 3) == 6
        assert sat_add(DYNAMIC, 3) == DYNAMIC and sat_mul(2, DYNAMIC) == DYNAMIC


class TestCanonicalStridedLayout:
    """``canonicalizeStridedLayout``."""

    def test_identity_map_dropped(self) -> None:
        ty = _memref(AffineMapAttr.get(AffineMap.identity(2)))
        assert canonical_strided_layout(ty).layout is None

    def test_contiguous_strided_dropped(self) -> None:
        ty = _memref(StridedLayoutAttr.get([8, 1], 0))
        assert canonical_strided_layout(ty).layout is None

    def test_transposed_kept_as_flat_map(self) -> None:
        ty = _memref(StridedLayoutAttr.get([1, 4], 2), (8, 4))
        layout = canonical_strided_layout(ty).layout
        assert str(layout) == "affine_map<(d0, d1) -> (d0 + d1 * 4 + 2)>"

    def test_zero_rank_and_unknown_layouts_unchanged(self) -> None:
        scalar = MemRefType.get((), f32(), StridedLayoutAttr.get([], 5))
        assert canonical_strided_layout(scalar) == scalar
        odd = _memref(AffineMapAttr.get(AffineMap.get(2, 0, [D0 % 2, D1])))
        assert canonical_strided_layout(odd) == odd


class TestLlvmTypeText:
    """Reading LLVM aggregate and function types from their text."""

    def test_split_ignores_nested_and_quoted_commas(self) -> None:
        text = 'i32, struct<"a,b", (i8, i16)>, array<2 x ptr>'
        assert split_top_level(text) == [
            "i32",
            'struct<"a,b", (i8, i16)>',
            "array<2 x ptr>",
        ]

    @pytest.mark.parametrize(
        ("text", "expected"),
        [
            ("!llvm.struct<(i32, ptr)>", ("struct", ["i32", "!llvm.ptr"], 2)),
            ('!llvm.struct<"named", (f32)>', ("struct", ["f32"], 1)),
            ("!llvm.struct<packed (i8, i32)>", ("struct", ["i8", "i32"], 2)),
            ("!llvm.array<3 x struct<(i8)>>", ("array", ["!llvm.struct<(i8)>"], 3)),
            ('!llvm.struct<"opaque", opaque>', None),
            ("!llvm.ptr", None),
        ],
    )
    def test_aggregate_members(self, text: str, expected: object) -> None:
        ty = _opaque(text)
        assert str(ty) == text
        assert aggregate_members(ty) == expected

    @pytest.mark.parametrize(
        ("text", "expected"),
        [
            ("!llvm.func<void ()>", ([], False)),
            ("!llvm.func<i32 (i32, ...)>", (["i32"], True)),
            (
                "!llvm.func<ptr (struct<(i32, f32)>, ptr)>",
                (["!llvm.struct<(i32, f32)>", "!llvm.ptr"], False),
            ),
        ],
    )
    def test_function_params(self, text: str, expected: object) -> None:
        assert function_params(text) == expected


def _opaque(text: str) -> object:
    """An opaque type whose printed form is ``text``."""
    dialect, _, data = text[1:].partition(".")
    return OpaqueType.get(dialect, data)


class TestTransferMaskType:
    """``inferTransferOpMaskType``."""

    def test_transposed(self) -> None:
        vector = VectorType.get([4, 2], f32())
        mask = transfer_mask_type(vector, AffineMap.get(2, 0, [D1, D0]))
        assert str(mask) == "vector<2x4xi1>"

    def test_broadcast_dims_dropped_and_zero_d(self) -> None:
        vector = VectorType.get([4, 3], f32(), [False, True])
        amap = AffineMap.get(2, 0, [D1, AffineConstantExpr.get(0)])
        assert str(transfer_mask_type(vector, amap)) == "vector<4xi1>"
        scalar = VectorType.get([], f32())
        assert (
            str(transfer_mask_type(scalar, AffineMap.get(1, 0, []))) == "vector<1xi1>"
        )


def test_scaling_verifier_width_check() -> None:
    """The width check behind CastOpInterface (which rejects these first)."""
    op = op_named(
        """
        %a = "test.val"() : () -> f32
        %s = "test.val"() : () -> f8E8M0FNU
        %0 = "arith.scaling_extf"(%a, %s) : (f32, f8E8M0FNU) -> f16
        """,
        "arith.scaling_extf",
    )
    with pytest.raises(VerifyError, match="must be wider than operand type"):
        run_hook(op, "verify")
    compatible = run_hook(
        op,
        "areCastCompatible",
        [op.operand_uses[0].value.type, op.operand_uses[1].value.type],
        [op.results[0].type],
    )
    assert compatible is False


CMPXCHG = """
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> {ty}
%0 = "llvm.cmpxchg"(%p, %v, %v) <{{failure_ordering = {failure} : i64, success_ordering = {success} : i64}}> : (!llvm.ptr, {ty}, {ty}) -> !llvm.struct<({ty}, i1)>
"""


@pytest.mark.parametrize(
    ("ty", "success", "failure", "message"),
    [
        ("i32", 7, 2, None),
        ("!llvm.ptr", 4, 4, None),
        ("i1", 7, 2, "unexpected LLVM IR type"),
        ("i32", 1, 2, "ordering must be at least 'monotonic'"),
        ("i32", 7, 1, "ordering must be at least 'monotonic'"),
        ("i32", 7, 6, "failure ordering cannot be 'release' or 'acq_rel'"),
    ],
)
def test_cmpxchg_verifier(
    ty: str, success: int, failure: int, message: str | None
) -> None:
    """The hook's checks (the ODS result-type predicate is not translated yet,
    so the differential cases cannot reach them)."""
    from tblgen_py.runtime.ods.hooks import lookup_op

    op = op_named(
        CMPXCHG.format(ty=ty, success=success, failure=failure), "llvm.cmpxchg"
    )
    names = (
        "not_atomic",
        "unordered",
        "monotonic",
        "consume",
        "acquire",
        "release",
        "acq_rel",
        "seq_cst",
    )

    class View:
        """The op with its orderings as enum case names, as generated classes give."""

        operand_uses = op.operand_uses
        success_ordering = names[success]
        failure_ordering = names[failure]

    verify = lookup_op("llvm.cmpxchg", "verify")
    assert verify is not None
    if message is None:
        verify(View())
    else:
        with pytest.raises(VerifyError, match=message):
            verify(View())
