"""Canonicalization of ``linalg``, ported from MLIR's ``LinalgOps.cpp``, in part.

- folds: ``foldMemRefCast`` (in place) for every op with a folder;
  ``linalg.transpose`` of a tensor by an identity permutation is its input;
- ``EraseDeadLinalgOp`` (the dialect's: a structured op over a memref with a
  zero-sized dimension goes);
- ``EraseIdentityLinalgOp`` of ``linalg.generic`` and ``linalg.broadcast``
  (equal indexing maps and a body that only yields block arguments);
- ``linalg.copy``: ``EraseSelfCopy``;
- ``linalg.transpose``: ``FoldTransposeWithTranspose``;
- ``linalg.fill``'s patterns on other ops: ``FoldFillWithTensorExtract``,
  ``FoldFillWithTensorReshape`` (collapse and expand), ``FoldFillWithCopy``,
  ``FoldFillWithTranspose``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.linalg.fill_patterns import (
    FoldFillWithPad,
    FoldInsertPadIntoFill,
    SwapTransposeWithBroadcast,
)
from tblgen_py.dialects.linalg.static_shapes import (
    FoldTensorCastConsumerOp,
    InferStaticShapeOfOperands,
)
from tblgen_py.dialects.linalg.structured import dps_inits, indexing_maps
from tblgen_py.dialects.memref.canonicalize import fold_memref_cast
from tblgen_py.dialects.region_moves import cloned_regions
from tblgen_py.runtime.ir.affine import AffineDimExpr, AffineMap
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import (
    IntegerType,
    MemRefType,
    RankedTensorType,
    UnrankedTensorType,
)
from tblgen_py.runtime.ir.value import BlockArgument, Value
from tblgen_py.runtime.ods.hooks import implement_op, lookup_op
from tblgen_py.runtime.passes.canonicalize import register_dialect_patterns
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["attach_folds"]

_TENSORS = (RankedTensorType, UnrankedTensorType)


def _fold_memref_cast(op: Operation, adaptor: object) -> object:
    """``memref::foldMemRefCast`` in place."""
    return list(op.results) if fold_memref_cast(op) else None


def attach_folds(name: str, cls: type) -> None:
    """Give op ``name`` (class ``cls``) MLIR's fold when its ODS has one:
    ``foldMemRefCast`` (``linalg.transpose``'s own is attached below)."""
    hooks = dict(getattr(cls, "ODS_HOOKS", ()))
    if hooks.get("fold") != "hasFolder" or lookup_op(name, "fold") is not None:
        return
    implement_op(name, "fold")(_fold_memref_cast)


@implement_op("linalg.transpose", "fold")
def fold_transpose(op: Operation, adaptor: object) -> object:
    """A tensor transposed by an identity permutation is itself."""
    if not isinstance(op.operands[0].type, _TENSORS):
        return None
    permutation = _array(op, "permutation")
    if all(index == position for position, index in enumerate(permutation)):
        return [op.operands[0]]
    return None


def _array(op: Operation, name: str) -> list[int]:
    attr = op.get_attr(name)
    return [int(v) for v in getattr(attr, "values", ())]


def _inputs(op: Operation) -> list[Value]:
    inits = set(dps_inits(op))
    return [value for index, value in enumerate(op.operands) if index not in inits]


def _inits(op: Operation) -> list[Value]:
    return [op.operands[index] for index in dps_inits(op)]


def _pure_buffer(op: Operation) -> bool:
    """``hasPureBufferSemantics``: no tensor operand."""
    return not any(isinstance(v.type, _TENSORS) for v in op.operands)


def _pure_tensor(op: Operation) -> bool:
    """``hasPureTensorSemantics``: no memref operand."""
    return not any(isinstance(v.type, MemRefType) for v in op.operands)


class _Pattern(RewritePattern):
    ROOT = ""

    def __init__(self, root: str = "") -> None:
        super().__init__(root or self.ROOT, debug_name=type(self).__name__)


class EraseDeadLinalgOp(RewritePattern):
    """A structured op over a memref with a static zero size goes."""

    def __init__(self) -> None:
        super().__init__(
            root_interface="LinalgStructuredInterface",
            debug_name="EraseDeadLinalgOp",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        for value in op.operands:
            ty = value.type
            if isinstance(ty, MemRefType) and 0 in ty.shape:
                rewriter.erase_op(op)
                return True
        return False


def _broadcast_maps(op: Operation) -> list[AffineMap]:
    """``BroadcastOp::getIndexingMaps``: the init's identity without the
    broadcast dimensions, and the identity."""
    rank = len(getattr(op.operands[1].type, "shape", ()))
    dims = set(_array(op, "dimensions"))
    kept = [AffineDimExpr.get(i) for i in range(rank) if i not in dims]
    identity = [AffineDimExpr.get(i) for i in range(rank)]
    return [AffineMap.get(rank, 0, kept), AffineMap.get(rank, 0, identity)]


class EraseIdentityLinalgOp(_Pattern):
    """Equal indexing maps and a body yielding block arguments: the op is
    its operands (a self copy on buffers goes)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        maps = (
            _broadcast_maps(op) if op.name == "linalg.broadcast" else indexing_maps(op)
        )
        if any(m != maps[0] for m in maps):
            return False
        body = op.regions[0].blocks[0]
        terminator = body.last_op
        if terminator is None or terminator is not body.first_op:
            return False
        if terminator.name != "linalg.yield":
            return False
        inputs, inits = _inputs(op), _inits(op)
        if _pure_buffer(op):
            if len(inputs) == 1 and len(inits) == 1 and inputs[0] is inits[0]:
                rewriter.erase_op(op)
                return True
            return False
        if not _pure_tensor(op):
            return False
        replacements = _returned_args(op, body, terminator, rewriter)
        if replacements is None or len(replacements) != len(op.results):
            return False
        rewriter.replace_op(op, replacements)
        return True


def _returned_args(
    op: Operation, body: Block, terminator: Operation, rewriter: PatternRewriter
) -> list[Value] | None:
    """The operands the yielded block arguments stand for, cast to the
    result types (None: a yielded value is not one, or cannot be cast)."""
    from tblgen_py.dialects.tensor.canonicalize import join_shapes

    values: list[Value] = []
    for index, yielded in enumerate(terminator.operands):
        if not isinstance(yielded, BlockArgument) or yielded.owner is not body:
            return None
        value = op.operands[yielded.index]
        result = op.results[index].type
        if value.type != result:
            if join_shapes(value.type, result) is None:
                return None
            if getattr(value.type, "element_type", None) != getattr(
                result, "element_type", None
            ):
                return None
            cast = rewriter.create(
                "tensor.cast", [value], [result], location=op.location
            )
            value = cast.results[0]
        values.append(value)
    return values


class EraseSelfCopy(_Pattern):
    """A copy of a value onto itself goes (on tensors: is the value)."""

    ROOT = "linalg.copy"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if _inputs(op) != _inits(op):
            return False
        if _pure_buffer(op):
            rewriter.erase_op(op)
        else:
            rewriter.replace_op(op, _inputs(op))
        return True


class FoldTransposeWithTranspose(_Pattern):
    """A transpose of a transpose is one transpose."""

    ROOT = "linalg.transpose"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = op.operands[0].defining_op
        if inner is None or inner.name != "linalg.transpose":
            return False
        if not inner.results or not op.results:
            return False
        first, second = _array(inner, "permutation"), _array(op, "permutation")
        composed = [first[index] for index in second]
        rewriter.replace_op_with_new_op(
            op,
            "linalg.transpose",
            [inner.operands[0], op.operands[1]],
            op.result_types,
            {"permutation": DenseArrayAttr.get(IntegerType.get(64), composed)},
            regions=[_cloned_body(op)],
        )
        return True


def _cloned_body(template: Operation) -> Region:
    """A copy of ``template``'s region, for a new op of its kind."""
    return cloned_regions(template)[0]


def _fill_like(
    rewriter: PatternRewriter,
    fill: Operation,
    replaced: Operation,
    init: Value,
    result_types: Sequence[object],
) -> bool:
    """``replaceOpWithNewOp<FillOp>(replaced, fill's value, init)``; the body
    is ``fill``'s (the same element types: others are not ported)."""
    old_init = fill.operands[1].type
    if getattr(old_init, "element_type", None) != getattr(
        init.type, "element_type", None
    ):
        return False
    rewriter.replace_op_with_new_op(
        replaced,
        "linalg.fill",
        [fill.operands[0], init],
        list(result_types),
        {"operandSegmentSizes": DenseArrayAttr.get(IntegerType.get(32), [1, 1])},
        regions=[_cloned_body(fill)],
    )
    return True


def _fill_of(value: Value) -> Operation | None:
    op = value.defining_op
    return op if op is not None and op.name == "linalg.fill" else None


class FoldFillWithTensorExtract(_Pattern):
    """An element of a filled tensor is the fill value."""

    ROOT = "tensor.extract"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        fill = _fill_of(op.operands[0])
        if fill is None:
            return False
        rewriter.replace_op(op, [fill.operands[0]])
        return True


class FoldFillWithTensorReshape(_Pattern):
    """A reshape of a fill is a fill of the reshaped init."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        fill = _fill_of(op.operands[0])
        if fill is None:
            return False
        properties = op.properties
        reshape = rewriter.create(
            op.name,
            [fill.operands[1], *op.operands[1:]],
            op.result_types,
            dict(properties) if isinstance(properties, dict) else None,
            location=fill.location,
        )
        return _fill_like(rewriter, fill, op, reshape.results[0], op.result_types)


class FoldFillWithCopy(_Pattern):
    """A copy of a fill is a fill; a copy into a fill copies into its init."""

    ROOT = "linalg.copy"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source, init = _inputs(op)[0], _inits(op)[0]
        fill = _fill_of(source)
        if fill is not None:
            return _fill_like(rewriter, fill, op, init, op.result_types)
        fill = _fill_of(init)
        if fill is None:
            return False
        rewriter.replace_op_with_new_op(
            op,
            "linalg.copy",
            [source, fill.operands[1]],
            (
                [fill.operands[1].type]
                if isinstance(fill.operands[1].type, _TENSORS)
                else []
            ),
            dict(op.properties) if isinstance(op.properties, dict) else None,
            regions=[_cloned_body(op)],
        )
        return True


class FoldFillWithTranspose(_Pattern):
    """A transpose of a fill is a fill of the transpose's init."""

    ROOT = "linalg.transpose"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        fill = _fill_of(op.operands[0])
        if fill is None:
            return False
        return _fill_like(rewriter, fill, op, op.operands[1], op.result_types)


@implement_op("linalg.fill", "canonicalization_patterns")
def fill_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``FillOp::getCanonicalizationPatterns`` (ported ones)."""
    patterns.add(
        FoldFillWithCopy(),
        FoldFillWithTensorExtract(),
        FoldFillWithPad(),
        FoldFillWithTensorReshape("tensor.collapse_shape"),
        FoldFillWithTensorReshape("tensor.expand_shape"),
        FoldInsertPadIntoFill(),
        FoldFillWithTranspose(),
    )


@implement_op("linalg.generic", "canonicalization_patterns")
def generic_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``GenericOp::getCanonicalizationPatterns``."""
    patterns.add(EraseIdentityLinalgOp("linalg.generic"))


@implement_op("linalg.broadcast", "canonicalization_patterns")
def broadcast_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``BroadcastOp::getCanonicalizationPatterns`` (ported ones)."""
    patterns.add(EraseIdentityLinalgOp("linalg.broadcast"))


@implement_op("linalg.copy", "canonicalization_patterns")
def copy_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``CopyOp::getCanonicalizationPatterns``."""
    patterns.add(EraseSelfCopy())


@implement_op("linalg.transpose", "canonicalization_patterns")
def transpose_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``TransposeOp::getCanonicalizationPatterns`` (ported ones)."""
    patterns.add(FoldTransposeWithTranspose(), SwapTransposeWithBroadcast())


def _dialect_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``LinalgDialect::getCanonicalizationPatterns``."""
    patterns.add(
        EraseDeadLinalgOp(), FoldTensorCastConsumerOp(), InferStaticShapeOfOperands()
    )


register_dialect_patterns("linalg", _dialect_patterns)
