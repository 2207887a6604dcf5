"""Canonicalization of ``shape`` ops, ported from MLIR's ``Shape.cpp`` and its
DRR patterns (``ShapeCanonicalization.td``, written here in Python): the
``assuming``, ``assuming_all``, ``cstr_eq``, size/index cast, ``rank``,
``shape_of`` and ``const_shape`` patterns (``broadcast_patterns``: the
broadcast ones)."""

from __future__ import annotations

from tblgen_py.dialects.shape.asm import index_tensor_attr
from tblgen_py.dialects.shape.broadcast_patterns import (
    RemoveDuplicateOperands,
    extent_tensor_type,
    pass_when_shapes_equal,
)
from tblgen_py.dialects.shape.types import is_extent_tensor, is_size
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    IndexType,
    RankedTensorType,
    ShapedType,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__: list[str] = []

_INDEX = IndexType.get()


class _Pattern(RewritePattern):
    ROOT = ""

    def __init__(self, benefit: int = 1) -> None:
        super().__init__(self.ROOT, benefit, debug_name=type(self).__name__)


def _defined_by(value: Value, name: str) -> Operation | None:
    op = value.defining_op
    return op if op is not None and op.name == name else None


class AssumingOpRemoveUnusedResults(_Pattern):
    """Results without uses are dropped, with their yielded values."""

    ROOT = "shape.assuming"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        body = op.regions[0].blocks[0]
        yield_op = body.last_op
        assert yield_op is not None
        kept = [
            value for result, value in zip(op.results, yield_op.operands) if result.uses
        ]
        if len(kept) == len(yield_op.operands):
            return False
        rewriter.set_insertion_point_to_end(body)
        new_yield = rewriter.replace_op_with_new_op(
            yield_op, "shape.assuming_yield", kept, []
        )
        rewriter.set_insertion_point_before(op)
        new = rewriter.create(
            "shape.assuming",
            [op.operands[0]],
            [value.type for value in new_yield.operands],
            regions=1,
            location=op.location,
        )
        new.regions[0].take_body(op.regions[0])
        results = iter(new.results)
        rewriter.replace_op(
            op,
            [next(results) if result.uses else None for result in op.results],  # type: ignore[misc]
        )
        return True


class AssumingWithTrue(_Pattern):
    """A passing constant witness: the region inlined in place of the op."""

    ROOT = "shape.assuming"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        witness = _defined_by(op.operands[0], "shape.const_witness")
        passing = None if witness is None else witness.get_attr("passing")
        if not isinstance(passing, IntegerAttr) or not passing.value:
            return False
        block = op.regions[0].blocks[0]
        yield_op = block.last_op
        assert yield_op is not None
        rewriter.inline_block_before(block, op)
        rewriter.replace_op(op, list(yield_op.operands))
        rewriter.erase_op(yield_op)
        return True


@implement_op("shape.assuming", "canonicalization_patterns")
def assuming_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``AssumingOp::getCanonicalizationPatterns``."""
    patterns.add(AssumingOpRemoveUnusedResults(), AssumingWithTrue())


class MergeAssumingAllOps(_Pattern):
    """The witnesses of an ``assuming_all`` operand join the op's."""

    ROOT = "shape.assuming_all"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        operands: list[Value] = []
        for operand in op.operands:
            inner = _defined_by(operand, "shape.assuming_all")
            operands.extend(inner.operands if inner is not None else [operand])
        if len(operands) == len(op.operands):
            return False
        rewriter.replace_op_with_new_op(op, "shape.assuming_all", operands)
        return True


class AssumingAllOneOp(_Pattern):
    """DRR ``AssumingAllOneOp``: of one witness, that witness."""

    ROOT = "shape.assuming_all"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if len(op.operands) != 1:
            return False
        rewriter.replace_op(op, [op.operands[0]])
        return True


def _remove_if(
    entries: list[tuple[Operation, set[Value]]], start: int, whole: set[Value]
) -> int:
    """``std::remove_if`` over ``entries[start:]`` of the subsets of ``whole``:
    kept entries move forward; the tail keeps what the algorithm leaves there
    (moved-from entries keep their op)."""

    def subset(entry: tuple[Operation, set[Value]]) -> bool:
        return entry[1] <= whole

    first = start
    while first < len(entries) and not subset(entries[first]):
        first += 1
    if first == len(entries):
        return first
    for index in range(first + 1, len(entries)):
        if not subset(entries[index]):
            entries[first] = entries[index]
            entries[index] = (entries[index][0], set())
            first += 1
    return first


class AssumingAllOfCstrBroadcastable(_Pattern):
    """``cstr_broadcastable`` witnesses whose shapes another one checks go."""

    ROOT = "shape.assuming_all"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cstrs: dict[Operation, None] = {}
        for operand in op.operands:
            cstr = _defined_by(operand, "shape.cstr_broadcastable")
            if cstr is None:
                return False
            cstrs[cstr] = None
        if len(cstrs) <= 1:
            return False
        entries = [(cstr, set(cstr.operands)) for cstr in cstrs]
        entries.sort(key=lambda entry: -len(entry[0].operands))
        erased: list[Operation] = []
        index = 0
        while index < len(entries):
            end = _remove_if(entries, index + 1, entries[index][1])
            erased.extend(entry[0] for entry in entries[end:])
            del entries[end:]
            index += 1
        if not erased:
            return False
        rewriter.replace_op_with_new_op(
            op, "shape.assuming_all", [entry[0].results[0] for entry in entries]
        )
        for cstr in dict.fromkeys(erased):
            if cstr.parent is not None and not cstr.results[0].uses:
                rewriter.erase_op(cstr)
        return True


class AssumingAllToCstrEqCanonicalization(_Pattern):
    """``cstr_eq`` witnesses sharing shapes become one ``cstr_eq``."""

    ROOT = "shape.assuming_all"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        shapes: list[Value] = []
        for witness in op.operands:
            cstr = _defined_by(witness, "shape.cstr_eq")
            if cstr is None:
                return False
            disjoint = not any(shape in shapes for shape in cstr.operands)
            if shapes and cstr.operands and disjoint:
                return False
            shapes.extend(cstr.operands)
        rewriter.replace_op_with_new_op(op, "shape.cstr_eq", shapes)
        return True


@implement_op("shape.assuming_all", "canonicalization_patterns")
def assuming_all_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``AssumingAllOp::getCanonicalizationPatterns``."""
    patterns.add(
        MergeAssumingAllOps(),
        AssumingAllOneOp(),
        AssumingAllOfCstrBroadcastable(),
        AssumingAllToCstrEqCanonicalization(),
        RemoveDuplicateOperands("shape.assuming_all"),
    )


class CstrEqEqOps(_Pattern):
    """DRR ``CstrEqEqOps``: all shapes the same value pass."""

    ROOT = "shape.cstr_eq"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return pass_when_shapes_equal(op, rewriter)


@implement_op("shape.cstr_eq", "canonicalization_patterns")
def cstr_eq_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``CstrEqOp::getCanonicalizationPatterns``."""
    patterns.add(CstrEqEqOps())


class SizeToIndexToSizeCanonicalization(_Pattern):
    """DRR: ``index_to_size(size_to_index(x)) -> x``."""

    ROOT = "shape.index_to_size"
    INNER = "shape.size_to_index"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = _defined_by(op.operands[0], self.INNER)
        if inner is None:
            return False
        rewriter.replace_op(op, [inner.operands[0]])
        return True


class IndexToSizeToIndexCanonicalization(SizeToIndexToSizeCanonicalization):
    """DRR: ``size_to_index(index_to_size(x)) -> x``."""

    ROOT = "shape.size_to_index"
    INNER = "shape.index_to_size"


@implement_op("shape.index_to_size", "canonicalization_patterns")
def index_to_size_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``IndexToSizeOp::getCanonicalizationPatterns``."""
    patterns.add(SizeToIndexToSizeCanonicalization(2))


@implement_op("shape.size_to_index", "canonicalization_patterns")
def size_to_index_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``SizeToIndexOp::getCanonicalizationPatterns``."""
    patterns.add(IndexToSizeToIndexCanonicalization(2))


class RankShapeOfCanonicalizationPattern(_Pattern):
    """The rank of the shape of a ranked tensor is a constant."""

    ROOT = "shape.rank"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        shape_of = _defined_by(op.operands[0], "shape.shape_of")
        if shape_of is None:
            return False
        ty = shape_of.operands[0].type
        if not isinstance(ty, RankedTensorType):
            return False
        result = op.results[0].type
        if isinstance(result, IndexType):
            name, attr = "arith.constant", IntegerAttr.get(_INDEX, len(ty.shape))
        elif is_size(result):
            name, attr = "shape.const_size", IntegerAttr.get(_INDEX, len(ty.shape))
        else:
            return False
        rewriter.replace_op_with_new_op(op, name, [], [result], {"value": attr})
        return True


@implement_op("shape.rank", "canonicalization_patterns")
def rank_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``RankOp::getCanonicalizationPatterns``."""
    patterns.add(RankShapeOfCanonicalizationPattern())


class ShapeOfCastExtentTensor(_Pattern):
    """``tensor.cast(shape_of(x))`` to a rank-1 type: ``shape_of`` of that type."""

    ROOT = "tensor.cast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        ty = op.results[0].type
        if not isinstance(ty, RankedTensorType) or len(ty.shape) != 1:
            return False
        shape_of = _defined_by(op.operands[0], "shape.shape_of")
        if shape_of is None:
            return False
        arg = shape_of.operands[0].type
        if not isinstance(arg, RankedTensorType):
            return False
        if ty.shape[0] != DYNAMIC and ty.shape[0] != len(arg.shape):
            return False
        rewriter.replace_op_with_new_op(
            op, "shape.shape_of", [shape_of.operands[0]], [ty]
        )
        return True


class ShapeOfFromReshape(_Pattern):
    """``shape_of(tensor.reshape(x, s))`` as an extent tensor: ``s`` (cast to
    the result type: ``tensor.cast`` for the same element type,
    ``arith.index_cast`` from a shape that is not an extent tensor)."""

    ROOT = "shape.shape_of"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        reshape = _defined_by(op.operands[0], "tensor.reshape")
        if reshape is None:
            return False
        result = op.results[0].type
        if not isinstance(result, RankedTensorType):
            return False
        shape = reshape.operands[1]
        ty = shape.type
        if ty != result and isinstance(ty, RankedTensorType):
            if ty.element_type == result.element_type:
                name = "tensor.cast"
            elif not is_extent_tensor(ty):
                name = "arith.index_cast"
            else:
                name = ""
            if name:
                cast = rewriter.create(name, [shape], [result], location=op.location)
                shape = cast.results[0]
        rewriter.replace_op(op, [shape])
        return True


class ExtractFromShapeOfExtentTensor(_Pattern):
    """DRR: ``tensor.extract(shape_of(x), i) -> tensor.dim(x, i)``."""

    ROOT = "tensor.extract"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        shape_of = _defined_by(op.operands[0], "shape.shape_of")
        if shape_of is None or len(op.operands) < 2:
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.dim", [shape_of.operands[0], op.operands[1]], op.result_types
        )
        return True


class ShapeOfOpToConstShapeOp(_Pattern):
    """``shape_of`` a statically shaped value: a ``const_shape`` (cast to
    the result type when it differs)."""

    ROOT = "shape.shape_of"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        ty = op.operands[0].type
        if not isinstance(ty, ShapedType) or not ty.has_static_shape:
            return False
        const = rewriter.create(
            "shape.const_shape",
            (),
            [extent_tensor_type(len(ty.shape))],
            {"shape": index_tensor_attr(list(ty.shape))},
            location=op.location,
        )
        value = const.results[0]
        result = op.results[0].type
        if value.type != result:
            cast = rewriter.create(
                "tensor.cast", [value], [result], location=op.location
            )
            value = cast.results[0]
        rewriter.replace_op(op, [value])
        return True


@implement_op("shape.shape_of", "canonicalization_patterns")
def shape_of_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ShapeOfOp::getCanonicalizationPatterns``."""
    patterns.add(
        ShapeOfCastExtentTensor(),
        ShapeOfFromReshape(),
        ExtractFromShapeOfExtentTensor(2),
        ShapeOfOpToConstShapeOp(),
    )


class TensorCastConstShape(_Pattern):
    """DRR: ``tensor.cast(const_shape)`` to a static type: a ``const_shape``
    of that type."""

    ROOT = "tensor.cast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        const = _defined_by(op.operands[0], "shape.const_shape")
        ty = op.results[0].type
        if const is None or not isinstance(ty, ShapedType):
            return False
        if not ty.has_static_shape:
            return False
        rewriter.replace_op_with_new_op(
            op, "shape.const_shape", [], [ty], {"shape": const.get_attr("shape")}
        )
        return True


@implement_op("shape.const_shape", "canonicalization_patterns")
def const_shape_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ConstShapeOp::getCanonicalizationPatterns``."""
    patterns.add(TensorCastConstShape(2))
