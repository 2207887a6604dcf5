"""Canonicalization of ``memref.subview``, ``memref.copy`` and the memref
reshapes, ported from MLIR's C++ (``MemRefOps.cpp``), in part.

- ``subview``: the constant-argument folder (constant dynamic offsets, sizes
  and strides become static; the result type re-inferred with its strided
  layout, rank reductions kept, and cast back), ``SubViewOpMemRefCastFolder``
  (a subview of a ``memref.cast`` that ``canFoldIntoConsumerOp`` views the
  cast's source), ``TrivialSubViewOpFolder`` (zero offsets, unit strides,
  the whole source); its fold (the same static type, or a no-op subview of a
  subview);
- ``copy``: ``FoldEmptyCopy``, ``FoldSelfCopy``; its fold skips casts that
  only change the layout (``FoldCopyOfCast``);
- ``view``: its fold (the source's own static type), ``ViewOpShapeFolder``
  (constant sizes become static, cast back), ``ViewOpMemrefCastFolder``;
- ``reinterpret_cast``: its fold (through a reinterpret_cast, a cast or a
  zero-offset subview; an identity cast),
  ``ReinterpretCastOpExtractStridedMetadataFolder`` (a cast of the base
  buffer of an ``extract_strided_metadata`` reads the metadata's source, or
  is that source when it rebuilds the same offset, sizes and strides) (not
  ``ReinterpretCastOpConstantFolder``);
- ``expand_shape``/``collapse_shape``: the folds of ``reshape_folds`` and
  ``ComposeReassociativeReshapeOps``, ``ComposeExpandOfCollapseOp``,
  ``ComposeCollapseOfExpandOp``, and ``CollapseShapeOpMemRefCastFolder``
  (a collapse reads through an information-losing cast).
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects._support import reassociation
from tblgen_py.dialects.memref.hooks import strides_and_offset
from tblgen_py.dialects.memref.reshape import collapsed_type
from tblgen_py.dialects.memref.views import dropped_dims, subview_result_type
from tblgen_py.dialects.mixed_indices import Mixed, constant_index
from tblgen_py.dialects.reshape_folds import (
    reshape_cast_source,
    ComposeCollapseOfExpandOp,
    ComposeExpandOfCollapseOp,
    ComposeReassociativeReshapeOps,
)
from tblgen_py.dialects.offset_size_stride import (
    create_slice_op,
    fold_slice_constants,
    is_constant_index,
    mixed_slice,
    slice_in_bounds,
)
from tblgen_py.runtime.ir.attributes import StridedLayoutAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, MemRefType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["can_fold_into_consumer"]


def _statics(values: Sequence[Mixed]) -> list[int]:
    return [value if isinstance(value, int) else DYNAMIC for value in values]


def _less_static(source: int, result: int) -> bool:
    """A dynamic source entry cast to a static one."""
    return source != result and source == DYNAMIC and result != DYNAMIC


def can_fold_into_consumer(cast: Operation) -> bool:
    """``memref::CastOp::canFoldIntoConsumerOp``: the cast only makes sizes,
    offset or strides more dynamic."""
    source, result = cast.operands[0].type, cast.results[0].type
    if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
        return False
    if source.element_type != result.element_type:
        return False
    if len(source.shape) != len(result.shape):
        return False
    first, second = strides_and_offset(source), strides_and_offset(result)
    if first is None or second is None:
        return False
    if any(_less_static(a, b) for a, b in zip(source.shape, result.shape)):
        return False
    if _less_static(first[1], second[1]):
        return False
    return not any(_less_static(a, b) for a, b in zip(first[0], second[0]))


def _cast(
    rewriter: PatternRewriter, location: object, value: Value, type: object
) -> Operation:
    return rewriter.create("memref.cast", [value], [type], location=location)


def _reduced_type(
    source: MemRefType,
    mixed: list[list[Mixed]],
    dropped: list[bool] | None,
) -> MemRefType | None:
    """The inferred subview type with the dimensions ``dropped`` removed (None,
    as ``inferResultType`` of mixed values gives, for a negative static offset
    or size or a zero static stride)."""
    offsets, sizes, strides = (_statics(values) for values in mixed)
    if any(v != DYNAMIC and v < 0 for v in (*offsets, *sizes)) or 0 in strides:
        return None
    inferred = subview_result_type(source, offsets, sizes, strides)
    if inferred is None or dropped is None:
        return None
    if not any(dropped):
        return inferred
    found = strides_and_offset(inferred)
    assert found is not None
    strides, offset = found
    shape = [size for size, gone in zip(inferred.shape, dropped) if not gone]
    kept = [stride for stride, gone in zip(strides, dropped) if not gone]
    layout = StridedLayoutAttr.get(kept, offset)
    return MemRefType.get(shape, inferred.element_type, layout, inferred.memory_space)


def _dropped(op: Operation) -> list[bool] | None:
    """``SubViewOp::getDroppedDims``."""
    source, result = op.operands[0].type, op.results[0].type
    if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
        return None
    return dropped_dims(source, result, _statics(mixed_slice(op)[1]))


class SubViewOpConstantArgumentFolder(RewritePattern):
    """Constant dynamic offsets, sizes and strides become static."""

    def __init__(self) -> None:
        super().__init__(
            "memref.subview",
            debug_name="OpWithOffsetSizesAndStridesConstantArgumentFolder",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mixed = mixed_slice(op)
        if not fold_slice_constants(mixed):
            return False
        source = op.operands[0]
        source_type = source.type
        if not isinstance(source_type, MemRefType):
            return False
        if not slice_in_bounds(source_type.shape, *mixed):
            return False
        result_type = _reduced_type(source_type, mixed, _dropped(op))
        if result_type is None:
            return False
        new = create_slice_op(
            rewriter, op.name, op.location, [result_type], [source], mixed
        )
        rewriter.replace_op_with_new_op(
            op, "memref.cast", [new.results[0]], op.result_types
        )
        return True


class SubViewOpMemRefCastFolder(RewritePattern):
    """A subview of a foldable ``memref.cast`` views the cast's source."""

    def __init__(self) -> None:
        super().__init__("memref.subview", debug_name="SubViewOpMemRefCastFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if any(is_constant_index(value) for value in op.operands):
            return False
        cast = op.operands[0].defining_op
        if cast is None or cast.name != "memref.cast":
            return False
        if not can_fold_into_consumer(cast):
            return False
        source = cast.operands[0]
        assert isinstance(source.type, MemRefType)
        mixed = mixed_slice(op)
        result_type = _reduced_type(source.type, mixed, _dropped(op))
        if result_type is None:
            return False
        properties = op.properties
        new = rewriter.create(
            op.name,
            [source, *op.operands[1:]],
            [result_type],
            properties=dict(properties) if isinstance(properties, dict) else None,
            location=op.location,
        )
        rewriter.replace_op_with_new_op(
            op, "memref.cast", [new.results[0]], op.result_types
        )
        return True


def _trivial(op: Operation) -> bool:
    """``isTrivialSubViewOp``: zero offsets, unit strides, the source's sizes."""
    source, result = op.operands[0].type, op.results[0].type
    shape = getattr(source, "shape", ())
    if len(shape) != len(getattr(result, "shape", ())):
        return False
    offsets, sizes, strides = mixed_slice(op)
    if any(offset != 0 for offset in offsets):
        return False
    if any(stride != 1 for stride in strides):
        return False
    return all(size == dim for size, dim in zip(sizes, shape))


class TrivialSubViewOpFolder(RewritePattern):
    """A subview of the whole source is the source (cast to the result type)."""

    def __init__(self) -> None:
        super().__init__("memref.subview", debug_name="TrivialSubViewOpFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not _trivial(op):
            return False
        source = op.operands[0]
        if source.type == op.results[0].type:
            rewriter.replace_op(op, [source])
        else:
            rewriter.replace_op_with_new_op(
                op, "memref.cast", [source], op.result_types
            )
        return True


def _static_layout(ty: MemRefType) -> bool:
    layout = ty.layout
    if not isinstance(layout, StridedLayoutAttr):
        return True
    return layout.offset != DYNAMIC and DYNAMIC not in layout.strides


@implement_op("memref.subview", "fold")
def fold_subview(op: Operation, adaptor: object) -> object:
    """The source when the subview is of its own static type, or a no-op
    subview of a subview."""
    source = op.operands[0]
    result_type = op.results[0].type
    if not isinstance(result_type, MemRefType):
        return None
    if (
        source.type == result_type
        and DYNAMIC not in result_type.shape
        and _static_layout(result_type)
    ):
        return source
    inner = source.defining_op
    if inner is not None and inner.name == "memref.subview":
        offsets, sizes, strides = mixed_slice(op)
        if (
            all(offset == 0 for offset in offsets)
            and all(stride == 1 for stride in strides)
            and _same_mixed(sizes, mixed_slice(inner)[1])
            and result_type == source.type
        ):
            return source
    return None


def _same_mixed(first: Sequence[Mixed], second: Sequence[Mixed]) -> bool:
    if len(first) != len(second):
        return False
    for a, b in zip(first, second):
        if isinstance(a, Value) or isinstance(b, Value):
            if a is not b:
                return False
        elif a != b:
            return False
    return True


class FoldEmptyCopy(RewritePattern):
    """A copy from or to a memref with a zero dimension goes."""

    def __init__(self) -> None:
        super().__init__("memref.copy", debug_name="FoldEmptyCopy")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        for value in op.operands[:2]:
            if isinstance(value.type, MemRefType) and 0 in value.type.shape:
                rewriter.erase_op(op)
                return True
        return False


class FoldSelfCopy(RewritePattern):
    """``memref.copy %x, %x`` goes."""

    def __init__(self) -> None:
        super().__init__("memref.copy", debug_name="FoldSelfCopy")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.operands[0] is not op.operands[1]:
            return False
        rewriter.erase_op(op)
        return True


@implement_op("memref.copy", "fold")
def fold_copy(op: Operation, adaptor: object) -> object:
    """``FoldCopyOfCast``: the first cast operand that only changes the layout
    or makes the type more dynamic is skipped."""
    for index, value in enumerate(op.operands):
        cast = value.defining_op
        if cast is not None and cast.name == "memref.cast":
            if can_fold_into_consumer(cast):
                op.set_operand(index, cast.operands[0])
                return []
    return None


@implement_op("memref.subview", "canonicalization_patterns")
def subview_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``SubViewOp::getCanonicalizationPatterns``."""
    patterns.add(
        SubViewOpConstantArgumentFolder(),
        SubViewOpMemRefCastFolder(),
        TrivialSubViewOpFolder(),
    )


@implement_op("memref.copy", "canonicalization_patterns")
def copy_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``CopyOp::getCanonicalizationPatterns``."""
    patterns.add(FoldEmptyCopy(), FoldSelfCopy())


@implement_op("memref.expand_shape", "canonicalization_patterns")
def expand_shape_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ExpandShapeOp::getCanonicalizationPatterns``."""
    patterns.add(
        ComposeReassociativeReshapeOps("memref.expand_shape"),
        ComposeExpandOfCollapseOp("memref.expand_shape", "memref.collapse_shape"),
    )


class CollapseShapeOpMemRefCastFolder(RewritePattern):
    """A collapse of an information-losing ``memref.cast`` collapses the
    cast's source (in place when the result type stays; else a new collapse
    cast back to the old type)."""

    def __init__(self) -> None:
        super().__init__(
            "memref.collapse_shape", debug_name="CollapseShapeOpMemRefCastFolder"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = op.operands[0].defining_op
        if cast is None or cast.name != "memref.cast":
            return False
        if not can_fold_into_consumer(cast):
            return False
        source = cast.operands[0]
        if not isinstance(source.type, MemRefType):
            return False
        new_type = collapsed_type(source.type, reassociation(op))
        if new_type is None:
            return False
        reshape_cast_source(rewriter, op, source, new_type)
        return True


@implement_op("memref.collapse_shape", "canonicalization_patterns")
def collapse_shape_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``CollapseShapeOp::getCanonicalizationPatterns``."""
    patterns.add(
        ComposeReassociativeReshapeOps("memref.collapse_shape"),
        ComposeCollapseOfExpandOp(
            "memref.collapse_shape", "memref.expand_shape", "memref.cast"
        ),
        CollapseShapeOpMemRefCastFolder(),
    )


def _reinterpret_source(source: Value) -> Value | None:
    """The source a ``reinterpret_cast`` may read instead of ``source``."""
    prev = source.defining_op
    if prev is None:
        return None
    if prev.name in ("memref.reinterpret_cast", "memref.cast"):
        return prev.operands[0]
    if prev.name == "memref.subview":
        if all(offset == 0 for offset in mixed_slice(prev)[0]):
            return prev.operands[0]
    return None


@implement_op("memref.reinterpret_cast", "fold")
def fold_reinterpret_cast(op: Operation, adaptor: object) -> object:
    """Read through a reinterpret_cast, cast or zero-offset subview; a cast to the source's own static type with a zero
    offset is the source."""
    source = op.operands[0]
    previous = _reinterpret_source(source)
    if previous is not None:
        op.set_operand(0, previous)
        return op.results[0]
    result_type = op.results[0].type
    offsets = mixed_slice(op)[0]
    if (
        isinstance(result_type, MemRefType)
        and DYNAMIC not in result_type.shape
        and source.type == result_type
        and offsets[:1] == [0]
    ):
        return source
    return None


@implement_op("memref.view", "fold")
def fold_view(op: Operation, adaptor: object) -> object:
    """A view of the source's own static type is the source."""
    source, result_type = op.operands[0], op.results[0].type
    if source.type == result_type and DYNAMIC not in getattr(result_type, "shape", ()):
        return source
    return None


class ViewOpShapeFolder(RewritePattern):
    """Constant dynamic sizes of a ``memref.view`` become static, cast back."""

    def __init__(self) -> None:
        super().__init__("memref.view", debug_name="ViewOpShapeFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not any(is_constant_index(value) for value in op.operands):
            return False
        result_type = op.results[0].type
        if not isinstance(result_type, MemRefType):
            return False
        found = strides_and_offset(result_type)
        if found is None:
            return False
        sizes = iter(op.operands[2:])
        shape: list[int] = []
        kept: list[Value] = []
        for dim in result_type.shape:
            if dim != DYNAMIC:
                shape.append(dim)
                continue
            size = next(sizes)
            constant = constant_index(size) if is_constant_index(size) else None
            if constant is None:
                shape.append(DYNAMIC)
                kept.append(size)
            else:
                shape.append(constant)
        new_type = MemRefType.get(
            shape,
            result_type.element_type,
            result_type.layout,
            result_type.memory_space,
        )
        if new_type == result_type:
            return False
        new = rewriter.create(
            "memref.view",
            [op.operands[0], op.operands[1], *kept],
            [new_type],
            location=op.location,
        )
        rewriter.replace_op_with_new_op(
            op, "memref.cast", [new.results[0]], [result_type]
        )
        return True


class ViewOpMemrefCastFolder(RewritePattern):
    """A view of a ``memref.cast`` of an ``alloc`` views the allocation."""

    def __init__(self) -> None:
        super().__init__("memref.view", debug_name="ViewOpMemrefCastFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = op.operands[0].defining_op
        if cast is None or cast.name != "memref.cast":
            return False
        alloc = cast.operands[0].defining_op
        if alloc is None or alloc.name != "memref.alloc":
            return False
        rewriter.replace_op_with_new_op(
            op, "memref.view", [cast.operands[0], *op.operands[1:]], op.result_types
        )
        return True


@implement_op("memref.view", "canonicalization_patterns")
def view_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ViewOp::getCanonicalizationPatterns``."""
    patterns.add(ViewOpShapeFolder(), ViewOpMemrefCastFolder())


class ReinterpretCastOpExtractStridedMetadataFolder(RewritePattern):
    """``reinterpret_cast(extract_strided_metadata(x))``: ``x`` (cast to the
    result type if needed) when the cast rebuilds ``x``'s own offset, sizes
    and strides, else a ``reinterpret_cast`` of ``x`` itself."""

    def __init__(self) -> None:
        super().__init__(
            "memref.reinterpret_cast",
            debug_name="ReinterpretCastOpExtractStridedMetadataFolder",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        metadata = op.operands[0].defining_op
        if metadata is None or metadata.name != "memref.extract_strided_metadata":
            return False
        source = metadata.operands[0]
        if not _rebuilds_metadata(op, metadata):
            rewriter.modify_op_in_place(op, lambda: op.set_operand(0, source))
            return True
        if source.type == op.results[0].type:
            rewriter.replace_op(op, [source])
        else:
            rewriter.replace_op_with_new_op(
                op, "memref.cast", [source], op.result_types
            )
        return True


def _constified(values: Sequence[Mixed]) -> list[Mixed]:
    """``getConstifiedMixed*``: constant values as integers."""
    result: list[Mixed] = []
    for value in values:
        constant = None if isinstance(value, int) else constant_index(value)
        result.append(value if constant is None else constant)
    return result


def _metadata_mixed(metadata: Operation) -> list[Mixed] | None:
    """The extract's offset, sizes and strides: static ones of its source type
    as integers, else its results."""
    ty = metadata.operands[0].type
    layout = strides_and_offset(ty) if isinstance(ty, MemRefType) else None
    if layout is None or not isinstance(ty, MemRefType):
        return None
    strides, offset = layout
    rank = len(ty.shape)
    results = metadata.results
    statics = [offset, *ty.shape, *strides]
    values = [results[1 + index] for index in range(1 + 2 * rank)]
    mixed = [
        value if static == DYNAMIC else static for static, value in zip(statics, values)
    ]
    return _constified(mixed)


def _rebuilds_metadata(op: Operation, metadata: Operation) -> bool:
    """Whether ``op`` rebuilds the offset, sizes and strides ``metadata`` read."""
    expected = _metadata_mixed(metadata)
    offsets, sizes, strides = mixed_slice(op)
    actual = _constified([*offsets, *sizes, *strides])
    if expected is None or len(expected) != len(actual):
        return False
    return all(
        a is b if isinstance(a, Value) else a == b for a, b in zip(expected, actual)
    )


@implement_op("memref.reinterpret_cast", "canonicalization_patterns")
def reinterpret_cast_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``ReinterpretCastOp::getCanonicalizationPatterns``."""
    patterns.add(ReinterpretCastOpExtractStridedMetadataFolder())
