"""Canonicalization of ``bufferization.clone``, ported from MLIR's
``BufferizationOps.cpp``: its fold (``foldMemRefCast``, in place) and
``SimplifyClones`` (an unused clone goes; a clone whose source or copy is
deallocated once, in the clone's block, is its source, and that dealloc
goes); ``alloc_tensor``'s ``FoldDimOfAllocTensorOp`` and
``ReplaceStaticShapeDims``."""

from __future__ import annotations

from tblgen_py.dialects.asm_support import segment_sizes
from tblgen_py.dialects.memref.canonicalize import fold_memref_cast
from tblgen_py.dialects.memref.hooks import cast_compatible
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, IntegerType, RankedTensorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)

__all__: list[str] = []

_FREEING = ("memref.dealloc", "bufferization.dealloc", "memref.realloc")
"""The ops whose ``MemFree`` effects a deallocation search sees."""


@implement_op("bufferization.clone", "fold")
def fold_clone(op: Operation, adaptor: object) -> object:
    """``memref::foldMemRefCast`` in place."""
    return list(op.results) if fold_memref_cast(op) else None


def find_dealloc(value: Value) -> tuple[bool, Operation | None]:
    """``memref::findDealloc``: (no realloc and at most one deallocation,
    that deallocation)."""
    found: Operation | None = None
    for use in value.uses:
        user = use.owner
        if user.name not in _FREEING:
            continue
        if user.name == "memref.realloc" or found is not None:
            return False, None
        found = user
    return True, found


def _view_source(value: Value) -> Value:
    """Through ``ViewLikeOpInterface`` ops whose view is ``value``."""
    while True:
        op = value.defining_op
        if op is None or "ViewLikeOpInterface" not in getattr(
            type(op), "ODS_TRAITS", ()
        ):
            return value
        if not op.operands or op.results[0] is not value:
            return value
        value = op.operands[0]


class SimplifyClones(RewritePattern):
    """A clone made redundant by a dealloc of its source or of itself."""

    def __init__(self) -> None:
        super().__init__("bufferization.clone", debug_name="SimplifyClones")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result = op.results[0]
        if not result.uses:
            rewriter.erase_op(op)
            return True
        source = op.operands[0]
        if source.type != result.type and not cast_compatible(
            op, [source.type], [result.type]
        ):
            return False
        single, clone_dealloc = find_dealloc(result)
        if not single:
            return False
        single, source_dealloc = find_dealloc(_view_source(source))
        if not single:
            return False
        if clone_dealloc is not None and source_dealloc is not None:
            if clone_dealloc.parent is source_dealloc.parent:
                return False
        redundant = None
        if clone_dealloc is not None and clone_dealloc.parent is op.parent:
            redundant = clone_dealloc
        elif source_dealloc is not None and source_dealloc.parent is op.parent:
            redundant = source_dealloc
        if redundant is None or not _no_free_between(op, redundant):
            return False
        if source.type != result.type:
            cast = rewriter.create(
                "memref.cast", [source], [result.type], location=op.location
            )
            source = cast.results[0]
        rewriter.replace_op(op, [source])
        rewriter.erase_op(redundant)
        return True


def _no_free_between(op: Operation, dealloc: Operation) -> bool:
    """No deallocation between ``op`` and ``dealloc``, which follows it in
    its block."""
    block = op.parent
    if block is None:
        return False
    ops = block.operations
    start = ops.index(op) + 1
    for other in ops[start:]:
        if other is dealloc:
            return True
        if other.name in _FREEING:
            return False
    return False


@implement_op("bufferization.clone", "canonicalization_patterns")
def clone_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``CloneOp::getCanonicalizationPatterns``."""
    patterns.add(SimplifyClones())


def _segments(op: Operation) -> list[int]:
    attr = op.get_attr("operandSegmentSizes")
    return [int(v) for v in getattr(attr, "values", ())]


class ReplaceStaticShapeDims(RewritePattern):
    """Constant non-negative dynamic sizes of an ``alloc_tensor`` without a
    copy become static; the new tensor is cast back."""

    def __init__(self) -> None:
        super().__init__(
            "bufferization.alloc_tensor", debug_name="ReplaceStaticShapeDims"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        segments = _segments(op)
        if len(segments) != 3 or segments[1]:
            return False
        ty = op.results[0].type
        if not isinstance(ty, RankedTensorType):
            return False
        sizes = iter(op.operands[: segments[0]])
        shape: list[int] = []
        dynamic: list[Value] = []
        for size in ty.shape:
            if size != DYNAMIC:
                shape.append(size)
                continue
            value = next(sizes)
            constant = constant_value(value)
            integral = isinstance(value.type, (IntegerType, IndexType))
            if integral and isinstance(constant, IntegerAttr) and constant.value >= 0:
                shape.append(constant.value)
            else:
                shape.append(DYNAMIC)
                dynamic.append(value)
        new_type = RankedTensorType.get(shape, ty.element_type)
        if new_type == ty:
            return False
        new = rewriter.create(
            "bufferization.alloc_tensor",
            dynamic,
            [new_type],
            {"operandSegmentSizes": segment_sizes(len(dynamic), 0, 0)},
            location=op.location,
        )
        rewriter.replace_op_with_new_op(op, "tensor.cast", new.results, [ty])
        return True


class FoldDimOfAllocTensorOp(RewritePattern):
    """``tensor.dim`` of a dynamic size of an ``alloc_tensor``: that size."""

    def __init__(self) -> None:
        super().__init__("tensor.dim", debug_name="FoldDimOfAllocTensorOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        alloc = op.operands[0].defining_op
        index = constant_value(op.operands[1])
        if alloc is None or alloc.name != "bufferization.alloc_tensor":
            return False
        if not isinstance(index, IntegerAttr):
            return False
        ty = alloc.results[0].type
        if not isinstance(ty, RankedTensorType):
            return False
        position = index.value
        if not 0 <= position < len(ty.shape) or ty.shape[position] != DYNAMIC:
            return False
        if _segments(alloc)[0] == 0:
            return False  # sizes of the copy: not ported
        count = sum(1 for size in ty.shape[:position] if size == DYNAMIC)
        rewriter.replace_op(op, [alloc.operands[count]])
        return True


@implement_op("bufferization.alloc_tensor", "canonicalization_patterns")
def alloc_tensor_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``AllocTensorOp::getCanonicalizationPatterns``."""
    patterns.add(FoldDimOfAllocTensorOp(), ReplaceStaticShapeDims())
