"""Canonicalization of ``vector.extract_strided_slice`` and
``vector.insert_strided_slice``, ported from MLIR's C++ (``VectorOps.cpp``).

- ``extract_strided_slice``'s fold: to the source's own type; through a
  chain of ``insert_strided_slice``s (``foldExtractStridedOpFromInsertChain``);
  a splat constant resized; a dense constant sliced.  Its patterns:
  ``StridedSliceCreateMaskFolder``, ``StridedSliceConstantMaskFolder`` (in
  ``masks``), ``StridedSliceBroadcast``, ``StridedSliceSplat`` (a broadcast
  scalar) and ``ContiguousExtractStridedSliceToExtract``;
- ``insert_strided_slice``'s fold (a source of the destination's type) and
  its patterns ``FoldInsertStridedSliceSplat``,
  ``FoldInsertStridedSliceOfExtract`` and ``InsertStridedSliceConstantFolder``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.mixed_indices import i64_array
from tblgen_py.dialects.vector.canonicalize import scalar_splat_source
from tblgen_py.dialects.vector.masks import (
    StridedSliceConstantMaskFolder,
    StridedSliceCreateMaskFolder,
    int_array,
)
from tblgen_py.runtime.ir.attributes import ArrayAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr, Element
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)

__all__ = [
    "extract_strided_slice_patterns",
    "fold_extract_strided_slice",
    "fold_insert_strided_slice",
    "i64_array_attr",
    "insert_strided_slice_patterns",
    "slice_positions",
]

_I64 = IntegerType.get(64)
_FOLD_THRESHOLD = 256
"""``vectorSizeFoldThreshold`` of ``InsertStridedSliceConstantFolder``."""


def i64_array_attr(values: Sequence[int]) -> ArrayAttr:
    """An ``I64ArrayAttr``."""
    return ArrayAttr.get(IntegerAttr.get(_I64, value) for value in values)


def _set_array(op: Operation, name: str, values: Sequence[int]) -> None:
    props = op.properties
    if isinstance(props, dict):
        props[name] = i64_array_attr(values)
    else:
        op.attributes[name] = i64_array_attr(values)


def _strides(shape: Sequence[int]) -> list[int]:
    """``computeStrides``: row-major strides of ``shape``."""
    strides = [1] * len(shape)
    for index in range(len(shape) - 2, -1, -1):
        strides[index] = strides[index + 1] * shape[index + 1]
    return strides


def slice_positions(offsets: Sequence[int], shape: Sequence[int]) -> list[list[int]]:
    """Every position of a ``shape``-sized slice at ``offsets``, in
    lexicographic order (``incSlicePosition``)."""
    if any(size <= 0 for size in shape):
        return []
    current = list(offsets)
    positions = [list(current)]
    while True:
        index = len(current) - 1
        while index >= 0:
            current[index] += 1
            if current[index] < offsets[index] + shape[index]:
                break
            current[index] = offsets[index]
            index -= 1
        if index < 0:
            return positions
        positions.append(list(current))


def _count(shape: Sequence[int]) -> int:
    total = 1
    for size in shape:
        total *= size
    return total


def _all_values(attr: DenseElementsAttr, count: int) -> list[Element]:
    """Every element (a splat repeated ``count`` times)."""
    if attr.is_splat:
        return [attr.values[0]] * count
    return list(attr.values)


def _non_unit_strides(op: Operation) -> bool:
    return any(stride != 1 for stride in int_array(op, "strides"))


def _from_insert_chain(op: Operation) -> bool:
    """``foldExtractStridedOpFromInsertChain``: extract straight from the
    value an ``insert_strided_slice`` of the chain inserted (in place)."""
    source_type = op.operands[0].type
    extract_offsets = int_array(op, "offsets")
    extract_strides = int_array(op, "strides")
    extract_sizes = int_array(op, "sizes")
    insert = op.operands[0].defining_op
    while insert is not None and insert.name == "vector.insert_strided_slice":
        inserted = insert.operands[0].type
        if not isinstance(source_type, VectorType) or not isinstance(
            inserted, VectorType
        ):
            return False
        if len(source_type.shape) != len(inserted.shape):
            return False
        insert_offsets = int_array(insert, "offsets")
        insert_strides = int_array(insert, "strides")
        if len(extract_offsets) > len(insert_offsets):
            return False
        partial = False
        disjoint = False
        diffs: list[int] = []
        for dim, offset in enumerate(extract_offsets):
            if extract_strides[dim] != insert_strides[dim]:
                return False
            start = insert_offsets[dim]
            end = start + inserted.shape[dim]
            size = extract_sizes[dim]
            if start <= offset < end:
                if offset + size > end:
                    partial = True
                diffs.append(offset - start)
                continue
            disjoint = True
            break
        if not disjoint and not partial:
            op.set_operand(0, insert.operands[0])
            _set_array(op, "offsets", diffs)
            return True
        if not disjoint:
            return False
        insert = insert.operands[1].defining_op
    return False


def _sliced_constant(op: Operation, attr: DenseElementsAttr) -> object:
    """``foldExtractStridedSliceNonSplatConstant``."""
    if _non_unit_strides(op):
        return None
    source = op.operands[0].type
    result = op.results[0].type
    if not isinstance(source, VectorType) or not isinstance(result, VectorType):
        return None
    if any(source.scalable):
        return None
    offsets = int_array(op, "offsets")
    offsets += [0] * (len(result.shape) - len(offsets))
    strides = _strides(source.shape)
    values = [
        attr.values[sum(p * s for p, s in zip(position, strides))]
        for position in slice_positions(offsets, result.shape)
    ]
    return DenseElementsAttr.get(result, values)


@implement_op("vector.extract_strided_slice", "fold")
def fold_extract_strided_slice(op: Operation, adaptor: object) -> object:
    """``ExtractStridedSliceOp::fold``."""
    source = op.operands[0]
    result = op.results[0].type
    if source.type == result:
        return source
    if _from_insert_chain(op):
        return op.results[0]
    operands = getattr(adaptor, "operands", [])
    attr = operands[0] if operands else None
    if not isinstance(attr, DenseElementsAttr) or not isinstance(result, VectorType):
        return None
    if attr.is_splat:
        return DenseElementsAttr.get(result, [attr.values[0]])
    return _sliced_constant(op, attr)


def _slice_type(source: VectorType, sizes: Sequence[int]) -> VectorType:
    """``inferStridedSliceOpResultType``."""
    shape = list(sizes) + list(source.shape[len(sizes) :])
    return VectorType.get(shape, source.element_type, source.scalable)


class StridedSliceBroadcast(RewritePattern):
    """``extract_strided_slice(broadcast(x))`` -> ``broadcast`` of ``x`` (or
    of a slice of ``x``)."""

    def __init__(self) -> None:
        super().__init__(
            "vector.extract_strided_slice", debug_name="StridedSliceBroadcast"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        broadcast = op.operands[0].defining_op
        if broadcast is None or broadcast.name != "vector.broadcast":
            return False
        source = broadcast.operands[0]
        result = op.results[0].type
        if not isinstance(result, VectorType):
            return False
        source_type = source.type
        shape = source_type.shape if isinstance(source_type, VectorType) else ()
        diff = len(result.shape) - len(shape)
        needs_slice = any(
            size != 1 and size != result.shape[index + diff]
            for index, size in enumerate(shape)
        )
        new_source: Value = source
        if needs_slice and isinstance(source_type, VectorType):
            offsets = int_array(op, "offsets")[diff:]
            sizes = int_array(op, "sizes")[diff:]
            strides = int_array(op, "strides")[diff:]
            for index, size in enumerate(shape):
                if size == 1 and index < len(offsets):
                    offsets[index] = 0
                    sizes[index] = 1
            sliced = rewriter.create(
                "vector.extract_strided_slice",
                [source],
                [_slice_type(source_type, sizes)],
                {
                    "offsets": i64_array_attr(offsets),
                    "sizes": i64_array_attr(sizes),
                    "strides": i64_array_attr(strides),
                },
                location=op.location,
            )
            new_source = sliced.results[0]
        rewriter.replace_op_with_new_op(op, "vector.broadcast", [new_source], [result])
        return True


class StridedSliceSplat(RewritePattern):
    """``extract_strided_slice`` of a splat scalar -> a smaller splat."""

    def __init__(self) -> None:
        super().__init__("vector.extract_strided_slice", debug_name="StridedSliceSplat")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        scalar = scalar_splat_source(op.operands[0])
        if scalar is None:
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [scalar], op.result_types
        )
        return True


class ContiguousExtractStridedSliceToExtract(RewritePattern):
    """A contiguous unit-stride slice -> ``shape_cast(extract)``."""

    def __init__(self) -> None:
        super().__init__(
            "vector.extract_strided_slice",
            debug_name="ContiguousExtractStridedSliceToExtract",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if _non_unit_strides(op):
            return False
        source = op.operands[0]
        source_type = source.type
        if not isinstance(source_type, VectorType):
            return False
        if any(source_type.scalable) or not source_type.shape:
            return False
        sizes = int_array(op, "sizes")
        rank = len(source_type.shape)
        count = len(sizes)
        while count > 0:
            if sizes[count - 1] != source_type.shape[count - 1]:
                break
            count -= 1
        if count == 0:
            return False
        if count == rank and len(sizes) == rank:
            return False
        if any(sizes[index] != 1 for index in range(count)):
            return False
        while count < len(sizes) - 1 and sizes[count] == 1:
            count += 1
        position = int_array(op, "offsets")[:count]
        extracted_shape = source_type.shape[count:]
        extracted_type: object = (
            VectorType.get(
                extracted_shape, source_type.element_type, source_type.scalable[count:]
            )
            if extracted_shape
            else source_type.element_type
        )
        extract = rewriter.create(
            "vector.extract",
            [source],
            [extracted_type],
            {"static_position": i64_array(position)},
            location=op.location,
        )
        rewriter.replace_op_with_new_op(
            op, "vector.shape_cast", [extract.results[0]], op.result_types
        )
        return True


@implement_op("vector.extract_strided_slice", "canonicalization_patterns")
def extract_strided_slice_patterns(
    patterns: RewritePatternSet, context: object
) -> None:
    """``ExtractStridedSliceOp::getCanonicalizationPatterns``."""
    patterns.add(
        StridedSliceCreateMaskFolder(),
        StridedSliceConstantMaskFolder(),
        StridedSliceBroadcast(),
        StridedSliceSplat(),
        ContiguousExtractStridedSliceToExtract(),
    )


@implement_op("vector.insert_strided_slice", "fold")
def fold_insert_strided_slice(op: Operation, adaptor: object) -> object:
    """An insert of a whole destination-typed value is that value."""
    if op.operands[0].type == op.operands[1].type:
        return op.operands[0]
    return None


class FoldInsertStridedSliceSplat(RewritePattern):
    """A splat inserted into a splat of the same scalar is the destination."""

    def __init__(self) -> None:
        super().__init__(
            "vector.insert_strided_slice", debug_name="FoldInsertStridedSliceSplat"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        scalar = scalar_splat_source(op.operands[0])
        if scalar is None or scalar_splat_source(op.operands[1]) is not scalar:
            return False
        rewriter.replace_op(op, [op.operands[1]])
        return True


class FoldInsertStridedSliceOfExtract(RewritePattern):
    """``insert_strided_slice(extract_strided_slice(dst), dst)`` at the same
    offsets and strides -> ``dst``."""

    def __init__(self) -> None:
        super().__init__(
            "vector.insert_strided_slice",
            debug_name="FoldInsertStridedSliceOfExtract",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        extract = op.operands[0].defining_op
        if extract is None or extract.name != "vector.extract_strided_slice":
            return False
        if extract.operands[0] is not op.operands[1]:
            return False
        if int_array(extract, "strides") != int_array(op, "strides"):
            return False
        if int_array(extract, "offsets") != int_array(op, "offsets"):
            return False
        rewriter.replace_op(op, [op.operands[1]])
        return True


class InsertStridedSliceConstantFolder(RewritePattern):
    """A constant inserted into a constant -> one constant."""

    def __init__(self) -> None:
        super().__init__(
            "vector.insert_strided_slice",
            debug_name="InsertStridedSliceConstantFolder",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        dest = op.operands[1]
        dest_attr = constant_value(dest)
        if not isinstance(dest_attr, DenseElementsAttr):
            return False
        dest_type = dest.type
        if not isinstance(dest_type, VectorType) or any(dest_type.scalable):
            return False
        count = _count(dest_type.shape)
        if count > _FOLD_THRESHOLD and len(dest.uses) != 1:
            return False
        source = op.operands[0]
        source_attr = constant_value(source)
        if not isinstance(source_attr, DenseElementsAttr):
            return False
        if _non_unit_strides(op):
            return False
        source_type = source.type
        if not isinstance(source_type, VectorType):
            return False
        diff = len(dest_type.shape) - len(source_type.shape)
        offsets = int_array(op, "offsets")
        strides = _strides(dest_type.shape)
        values = _all_values(dest_attr, count)
        inserted = iter(_all_values(source_attr, _count(source_type.shape)))
        lead = offsets[:diff]
        for position in slice_positions(offsets[diff:], source_type.shape):
            flat = sum(p * s for p, s in zip(lead + position, strides))
            values[flat] = next(inserted)
        constant = rewriter.create(
            "arith.constant",
            [],
            [dest_type],
            {"value": DenseElementsAttr.get(dest_type, values)},
            location=op.location,
        )
        rewriter.replace_op(op, constant)
        return True


@implement_op("vector.insert_strided_slice", "canonicalization_patterns")
def insert_strided_slice_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``InsertStridedSliceOp::getCanonicalizationPatterns``."""
    patterns.add(
        FoldInsertStridedSliceSplat(),
        FoldInsertStridedSliceOfExtract(),
        InsertStridedSliceConstantFolder(),
    )
