"""Canonicalization of ``bufferization.clone``, ported from MLIR's
``BufferizationOps.cpp``: its fold (``foldMemRefCast``, in place) and
``SimplifyClones`` (an unused clone goes; a clone whose source or copy is
deallocated once, in the clone's block, is its source, and that dealloc
goes); ``alloc_tensor``'s ``FoldDimOfAllocTensorOp`` and
``ReplaceStaticShapeDims``; ``dealloc``'s six patterns
(``populateDeallocOpCanonicalizationPatterns``: duplicate memrefs and retained
values, empty deallocs, always-false conditions, metadata of allocations,
allocations only deallocated)."""

from __future__ import annotations

from tblgen_py.dialects.asm_support import segment_sizes
from tblgen_py.dialects.memref.canonicalize import fold_memref_cast
from tblgen_py.dialects.memref.hooks import cast_compatible
from tblgen_py.runtime.ir.attributes import BoolAttr, IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, IntegerType, RankedTensorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)
from tblgen_py.runtime.rewrite.effects import EffectInstance, EffectKind

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


def _dealloc_parts(op: Operation) -> tuple[list[Value], list[Value], list[Value]]:
    """A ``bufferization.dealloc``'s memrefs, conditions and retained values."""
    counts = _segments(op)
    operands = list(op.operands)
    first, second = counts[0], counts[0] + counts[1]
    return operands[:first], operands[first:second], operands[second:]


def _update_dealloc(
    op: Operation,
    memrefs: list[Value],
    conditions: list[Value],
    rewriter: PatternRewriter,
) -> bool:
    """``updateDeallocIfChanged``: the new memrefs and conditions in place
    (False when they are the same)."""
    old_memrefs, old_conditions, retained = _dealloc_parts(op)
    if _same(old_memrefs, memrefs) and _same(old_conditions, conditions):
        return False

    def update() -> None:
        op.set_operands([*memrefs, *conditions, *retained])
        properties = op.properties
        props = dict(properties) if isinstance(properties, dict) else {}
        props["operandSegmentSizes"] = segment_sizes(
            len(memrefs), len(conditions), len(retained)
        )
        op.properties = props

    rewriter.modify_op_in_place(op, update)
    return True


def _same(first: list[Value], second: list[Value]) -> bool:
    return len(first) == len(second) and all(
        one is two for one, two in zip(first, second)
    )


def _new_dealloc(
    rewriter: PatternRewriter,
    op: Operation,
    memrefs: list[Value],
    conditions: list[Value],
    retained: list[Value],
) -> Operation:
    """A ``bufferization.dealloc`` (one ``i1`` result per retained value)."""
    return rewriter.create(
        "bufferization.dealloc",
        [*memrefs, *conditions, *retained],
        [IntegerType.get(1)] * len(retained),
        {
            "operandSegmentSizes": segment_sizes(
                len(memrefs), len(conditions), len(retained)
            )
        },
        location=op.location,
    )


class DeallocRemoveDuplicateDeallocMemrefs(RewritePattern):
    """A memref deallocated twice is deallocated once, under the disjunction
    of its conditions."""

    def __init__(self) -> None:
        super().__init__(
            "bufferization.dealloc",
            debug_name="DeallocRemoveDuplicateDeallocMemrefs",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        memrefs, conditions, _ = _dealloc_parts(op)
        position: dict[Value, int] = {}
        new_memrefs: list[Value] = []
        new_conditions: list[Value] = []
        for memref, condition in zip(memrefs, conditions):
            if memref in position:
                at = position[memref]
                if new_conditions[at] is not condition:
                    new_conditions[at] = rewriter.create(
                        "arith.ori",
                        [new_conditions[at], condition],
                        [condition.type],
                        location=op.location,
                    ).results[0]
                continue
            position[memref] = len(new_conditions)
            new_memrefs.append(memref)
            new_conditions.append(condition)
        return _update_dealloc(op, new_memrefs, new_conditions, rewriter)


class DeallocRemoveDuplicateRetainedMemrefs(RewritePattern):
    """A value retained twice is retained once; both results read its one."""

    def __init__(self) -> None:
        super().__init__(
            "bufferization.dealloc",
            debug_name="DeallocRemoveDuplicateRetainedMemrefs",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        memrefs, conditions, retained = _dealloc_parts(op)
        seen: dict[Value, int] = {}
        kept: list[Value] = []
        index: list[int] = []
        for value in retained:
            if value not in seen:
                seen[value] = len(kept)
                kept.append(value)
            index.append(seen[value])
        if len(kept) == len(retained):
            return False
        new = _new_dealloc(rewriter, op, memrefs, conditions, kept)
        rewriter.replace_op(op, [new.results[i] for i in index])
        return True


class EraseEmptyDealloc(RewritePattern):
    """A dealloc of no memref: every result is ``false``."""

    def __init__(self) -> None:
        super().__init__("bufferization.dealloc", debug_name="EraseEmptyDealloc")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if _segments(op)[0] != 0:
            return False
        false = rewriter.create(
            "arith.constant",
            [],
            [IntegerType.get(1)],
            {"value": BoolAttr.get(False)},
            location=op.location,
        ).results[0]
        rewriter.replace_op(op, [false] * len(op.results))
        return True


def _is_zero(value: Value) -> bool:
    """``m_Zero``: an integer (splat) constant zero."""
    attr = constant_value(value)
    if isinstance(attr, IntegerAttr):
        return attr.value == 0
    return False


class EraseAlwaysFalseDealloc(RewritePattern):
    """Memrefs deallocated under a constant ``false`` condition are dropped."""

    def __init__(self) -> None:
        super().__init__("bufferization.dealloc", debug_name="EraseAlwaysFalseDealloc")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        memrefs, conditions, _ = _dealloc_parts(op)
        pairs = [(m, c) for m, c in zip(memrefs, conditions) if not _is_zero(c)]
        return _update_dealloc(
            op, [m for m, _ in pairs], [c for _, c in pairs], rewriter
        )


def _effects(op: Operation) -> list[EffectInstance] | None:
    """The op's ported memory effects (None when it has none ported)."""
    get_effects = getattr(op, "get_effects", None)
    if get_effects is not None:
        return list(get_effects())
    if getattr(type(op), "ODS_TRAITS", None) is None:
        return None
    hook = hooks.lookup(type(op), "getEffects")
    return None if hook is None else list(hook(op))  # type: ignore[call-overload]


def _allocates(op: Operation, value: Value) -> bool:
    """``getEffectOnValue<MemoryEffects::Allocate>(value)``."""
    effects = _effects(op)
    return effects is not None and any(
        e.kind is EffectKind.ALLOCATE and e.value is value for e in effects
    )


def _only_allocates(op: Operation, value: Value) -> bool:
    """``hasSingleEffect<MemoryEffects::Allocate>(op, value)``."""
    effects = _effects(op)
    return bool(effects) and all(
        e.kind is EffectKind.ALLOCATE and e.value is value
        for e in effects  # type: ignore[union-attr]
    )


class SkipExtractMetadataOfAlloc(RewritePattern):
    """The base buffer of an ``extract_strided_metadata`` of an allocation is
    deallocated as that allocation."""

    def __init__(self) -> None:
        super().__init__(
            "bufferization.dealloc", debug_name="SkipExtractMetadataOfAlloc"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        memrefs, conditions, _ = _dealloc_parts(op)
        new_memrefs: list[Value] = []
        for memref in memrefs:
            metadata = memref.defining_op
            if (
                metadata is not None
                and metadata.name == "memref.extract_strided_metadata"
            ):
                source = metadata.operands[0]
                alloc = source.defining_op
                if alloc is not None and _allocates(alloc, source):
                    memref = source
            new_memrefs.append(memref)
        return _update_dealloc(op, new_memrefs, conditions, rewriter)


class RemoveAllocDeallocPairWhenNoOtherUsers(RewritePattern):
    """An allocation only used by the dealloc goes, with its entry."""

    def __init__(self) -> None:
        super().__init__(
            "bufferization.dealloc",
            debug_name="RemoveAllocDeallocPairWhenNoOtherUsers",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        memrefs, conditions, _ = _dealloc_parts(op)
        new_memrefs: list[Value] = []
        new_conditions: list[Value] = []
        doomed: list[Operation] = []
        for memref, condition in zip(memrefs, conditions):
            alloc = memref.defining_op
            if (
                alloc is not None
                and _allocates(alloc, memref)
                and _only_allocates(alloc, memref)
                and memref.has_one_use()
            ):
                doomed.append(alloc)
                continue
            new_memrefs.append(memref)
            new_conditions.append(condition)
        if not _update_dealloc(op, new_memrefs, new_conditions, rewriter):
            return False
        for alloc in doomed:
            rewriter.erase_op(alloc)
        return True


@implement_op("bufferization.dealloc", "canonicalization_patterns")
def dealloc_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``populateDeallocOpCanonicalizationPatterns``."""
    patterns.add(
        DeallocRemoveDuplicateDeallocMemrefs(),
        DeallocRemoveDuplicateRetainedMemrefs(),
        EraseEmptyDealloc(),
        EraseAlwaysFalseDealloc(),
        SkipExtractMetadataOfAlloc(),
        RemoveAllocDeallocPairWhenNoOtherUsers(),
    )
