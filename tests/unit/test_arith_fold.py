"""Edge cases of the arith fold hooks the mlir-opt comparison cannot reach."""

from __future__ import annotations

import pytest

import tblgen_py.dialects.arith  # noqa: F401  (attaches the folders)
from tblgen_py.dialects.arith.fold_cmp import compare, fold_cmpi
from tblgen_py.dialects.arith.fold_int import (
    fold_addi,
    fold_divsi,
    fold_shli,
    fold_shrsi,
    fold_shrui,
)
from tblgen_py.dialects.arith.fold_minmax import _ceil_div_s
from tblgen_py.dialects.constant_fold import (
    MaterializingDialect,
    arith_buildable,
    func_buildable,
    install_materializer,
    llvm_buildable,
)
from tblgen_py.dialects.fold_support import (
    const_fold,
    enum_flags,
    fold_cast_interface,
    fold_commutative,
    splat_of,
    to_signed,
    zero_attr,
)
from tblgen_py.runtime.ir import Context, Operation
from tblgen_py.runtime.ir.attributes import (
    FlatSymbolRefAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import Builder, InsertionPoint
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    RankedTensorType,
    Signedness,
    VectorType,
)
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.rewrite.fold import FoldAdaptor

I8 = IntegerType.get(8)
I32 = IntegerType.get(32)


class CommutativeAddI(Operation):
    """An ``arith.addi`` class declaring ODS's ``Commutative``."""

    __slots__ = ()
    OPERATION_NAME = "arith.addi"
    ODS_TRAITS = ("Commutative",)


class Adaptor(FoldAdaptor):
    """A fold adaptor with given operand constants."""

    __slots__ = ()

    def __init__(self, *operands: object) -> None:
        self.operands = list(operands)


def _op(name: str, count: int, ty: object = I32) -> Operation:
    """An op ``name`` over ``count`` fresh block arguments of type ``ty``."""
    block = Block()
    args = [block.add_argument(ty) for _ in range(count)]
    op = Operation.create(name, args, [ty])
    block.append(op)
    return op


class TestIntegerFolds:
    """Wrap-around, no-fold conditions and operand types."""

    def test_addi_wraps_at_width(self) -> None:
        a = IntegerAttr.get(I8, 127)
        assert fold_addi(_op("arith.addi", 2, I8), Adaptor(a, a)) == IntegerAttr.get(
            I8, -2
        )

    @pytest.mark.parametrize(("lhs", "rhs"), [(-128, -1), (5, 0)])
    def test_divsi_overflow_and_zero_do_not_fold(self, lhs: int, rhs: int) -> None:
        operands = Adaptor(IntegerAttr.get(I8, lhs), IntegerAttr.get(I8, rhs))
        assert fold_divsi(_op("arith.divsi", 2, I8), operands) is None

    def test_shift_by_width_does_not_fold(self) -> None:
        operands = Adaptor(IntegerAttr.get(I8, 1), IntegerAttr.get(I8, 8))
        assert fold_shli(_op("arith.shli", 2, I8), operands) is None

    @pytest.mark.parametrize("width", [8, 64])
    def test_negative_amount_is_out_of_range(self, width: int) -> None:
        # mlir-opt-22 --canonicalize keeps `arith.shli %c5, %c-1 : i64`.
        ty = IntegerType.get(width)
        operands = Adaptor(IntegerAttr.get(ty, 5), IntegerAttr.get(ty, -1))
        for name in ("arith.shli", "arith.shrui", "arith.shrsi"):
            fold = {"arith.shli": fold_shli, "arith.shrui": fold_shrui}.get(
                name, fold_shrsi
            )
            assert fold(_op(name, 2, ty), operands) is None

    def test_earlier_out_of_range_lane_shifts_by_the_width(self) -> None:
        # mlir-opt-22 --canonicalize: shli dense<[-128, 64]>, dense<[-1, 1]>
        # : vector<2xi8> folds to dense<[0, -128]>.
        vector = VectorType.get([2], I8)
        lhs = DenseElementsAttr.get(vector, [-128, 64])
        rhs = DenseElementsAttr.get(vector, [-1, 1])
        folded = fold_shli(_op("arith.shli", 2, vector), Adaptor(lhs, rhs))
        assert folded == DenseElementsAttr.get(vector, [0, -128])

    def test_mismatched_operand_types_do_not_fold(self) -> None:
        operands = [IntegerAttr.get(I8, 1), IntegerAttr.get(I32, 1)]
        assert const_fold(operands, IntegerAttr, lambda a, b: a + b) is None

    def test_index_is_64_bits(self) -> None:
        index = IndexType.get()
        big = IntegerAttr.get(index, (1 << 63) - 1)
        one = IntegerAttr.get(index, 1)
        folded = fold_addi(_op("arith.addi", 2, index), Adaptor(big, one))
        assert folded == IntegerAttr.get(index, -(1 << 63))

    @pytest.mark.parametrize(
        ("a", "b", "expected"), [(7, -2, -3), (-7, 2, -3), (-7, -2, 4), (6, 3, 2)]
    )
    def test_ceildivsi(self, a: int, b: int, expected: int) -> None:
        result = _ceil_div_s(a & 0xFF, b & 0xFF, 8)
        assert result is not None and to_signed(result, 8) == expected

    def test_unsigned_and_signed_predicates_differ(self) -> None:
        assert compare(6, 0xFF, 1, 8) is False  # ult: 255 < 1
        assert compare(2, 0xFF, 1, 8) is True  # slt: -1 < 1


class TestInPlaceFolds:
    """Folds that update the op instead of replacing it."""

    def test_cmpi_moves_constant_right_and_swaps_predicate(self) -> None:
        op = _op("arith.cmpi", 2)
        op.properties = {"predicate": IntegerAttr.get(IntegerType.get(64), 2)}
        lhs, rhs = op.operands
        result = fold_cmpi(op, Adaptor(IntegerAttr.get(I32, 1), None))
        assert result is op.results[0]
        assert op.operands == [rhs, lhs]
        assert op.get_attr("predicate") == IntegerAttr.get(IntegerType.get(64), 4)

    def test_commutative_partition_is_stable(self) -> None:
        op = _op("test.sum", 3)
        a, b, c = op.operands
        one = IntegerAttr.get(I32, 1)
        assert fold_commutative(op, [one, None, None])
        assert op.operands == [b, c, a]
        assert not fold_commutative(op, [None, None, one])

    def test_attached_hook_reorders_commutative_addi(self) -> None:
        block = Block()
        a, b = block.add_argument(I32), block.add_argument(I32)
        op = CommutativeAddI.create("arith.addi", [a, b], [I32])
        hook = hooks._HOOKS[("arith.addi", "fold")]
        assert hook(op, Adaptor(IntegerAttr.get(I32, 3), None)) == []
        assert op.operands == [b, a]


class TestConstants:
    """Constant op folds and the materializers' buildability checks."""

    def test_constant_ops_fold_to_their_value(self) -> None:
        for name in ("arith.constant", "func.constant", "llvm.mlir.constant"):
            op = Operation.create(name, (), [I32], {"value": IntegerAttr.get(I32, 4)})
            assert hooks._HOOKS[(name, "fold")](op, Adaptor()) == IntegerAttr.get(
                I32, 4
            )

    def test_arith_buildable(self) -> None:
        unsigned = IntegerType.get(8, Signedness.UNSIGNED)
        assert arith_buildable(IntegerAttr.get(I32, 1), I32)
        assert not arith_buildable(IntegerAttr.get(I32, 1), I8)
        assert not arith_buildable(IntegerAttr.get(unsigned, 1), unsigned)
        assert not arith_buildable(FlatSymbolRefAttr.get("f"), I32)

    def test_func_buildable(self) -> None:
        fn = FunctionType.get([], [])
        assert func_buildable(FlatSymbolRefAttr.get("f"), fn)
        assert not func_buildable(FlatSymbolRefAttr.get("f"), I32)

    def test_install_keeps_ops_and_is_idempotent(self) -> None:
        context = Context()
        install_materializer(context, "arith")
        dialect = context.dialects["arith"]
        assert isinstance(dialect, MaterializingDialect)
        install_materializer(context, "arith")
        assert context.dialects["arith"] is dialect

    @pytest.mark.parametrize(
        ("dialect", "op_name"),
        [("arith", "arith.constant"), ("llvm", "llvm.mlir.constant")],
    )
    def test_materializer_builds_the_constant_op(
        self, dialect: str, op_name: str
    ) -> None:
        context = Context()
        install_materializer(context, dialect)
        block = Block()
        builder = Builder(InsertionPoint.at_end(block), context)
        materializer = context.dialects[dialect]
        assert isinstance(materializer, MaterializingDialect)
        value = IntegerAttr.get(I8, 5)
        op = materializer.materialize_constant(builder, value, I8, None)
        assert op is not None and op.name == op_name
        assert op.get_attr("value") == value and op.results[0].type == I8
        assert op.parent is block
        assert materializer.materialize_constant(builder, value, I32, None) is None

    def test_llvm_buildable(self) -> None:
        vector = VectorType.get([2], I32)
        tensor = RankedTensorType.get([2], I32)
        assert llvm_buildable(DenseElementsAttr.get(vector, [1, 2]), vector)
        assert not llvm_buildable(DenseElementsAttr.get(tensor, [1, 2]), tensor)
        index = IndexType.get()
        assert not llvm_buildable(IntegerAttr.get(index, 1), index)

    def test_dynamic_shapes_splat_only_for_zero_attr(self) -> None:
        dynamic = RankedTensorType.get([DYNAMIC], I32)
        assert splat_of(dynamic, 1) is None  # getBoolAttribute
        assert zero_attr(dynamic) == DenseElementsAttr.get(dynamic, [0])
        assert zero_attr(VectorType.get([2], FloatType.get("f32"))) is not None

    def test_enum_flags(self) -> None:
        attr = OpaqueAttr.get("arith", "overflow<nsw, nuw>")
        assert enum_flags(attr) == {"nsw", "nuw"}
        assert enum_flags(FloatAttr.get(FloatType.get("f32"), 1.0)) == frozenset()


class TestZeroWidthAndI1Vectors:
    """``i0`` constants are constants; ``cmpi ne (ext x : vector<..xi1>), 0``."""

    def test_i0_constants_fold(self) -> None:
        i0 = IntegerType.get(0)
        zero = IntegerAttr.get(i0, 0)
        assert const_fold([zero, zero], IntegerAttr, lambda a, b: a ^ b) == zero
        op = _op("arith.cmpi", 2, i0)
        op.attributes["predicate"] = IntegerAttr.get(IntegerType.get(64), 0)
        op.results[0].type = IntegerType.get(1)
        assert fold_cmpi(op, Adaptor(zero, IntegerAttr.get(i0, 0))) is not None

    def test_cmpi_ne_of_extended_i1_vector_is_the_vector(self) -> None:
        block = Block()
        mask_type = VectorType.get([4], IntegerType.get(1))
        wide = VectorType.get([4], I32)
        source = block.add_argument(mask_type)
        ext = Operation.create("arith.extui", [source], [wide])
        block.append(ext)
        zero = block.add_argument(wide)
        cmp = Operation.create("arith.cmpi", [ext.results[0], zero], [mask_type])
        cmp.attributes["predicate"] = IntegerAttr.get(IntegerType.get(64), 1)  # ne
        block.append(cmp)
        assert fold_cmpi(cmp, Adaptor(None, splat_of(wide, 0))) is source

    def test_same_type_bitcast_folds_to_its_operand(self) -> None:
        """``CastOpInterface``'s trait fold: same types fold to the operands."""
        op = _op("arith.bitcast", 1)
        assert fold_cast_interface(op) == [op.operand(0)]
        other = Operation.create(
            "arith.bitcast", [op.operand(0)], [FloatType.get("f32")]
        )
        assert fold_cast_interface(other) is None


def test_comparisons_infer_their_i1_result_types() -> None:
    """arith.cmpi/cmpf results (DRR's MulSIExtendedRHSOne builds a cmpi)."""
    infer = hooks.lookup_op("arith.cmpi", "infer_return_types")
    assert infer is not None
    block = Block()
    vector = block.add_argument(VectorType.get([4], I32))
    assert infer([vector, vector], {}, 0) == [VectorType.get([4], IntegerType.get(1))]
    scalar = block.add_argument(FloatType.get("f16"))
    infer_f = hooks.lookup_op("arith.cmpf", "infer_return_types")
    assert infer_f is not None and infer_f([scalar, scalar], {}, 0) == [
        IntegerType.get(1)
    ]
