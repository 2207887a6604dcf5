"""More of ``ExtractOp::fold`` and its patterns, ported from MLIR's C++
(``VectorOps.cpp``): extracts through extract chains, shape_casts and
strided slices.

- ``foldExtractOpFromExtractChain``: an extract of an extract reads the
  first source at the concatenated position;
- ``foldExtractFromShapeCast``: an extract of a shape_cast whose trailing
  dimensions match reads the shape_cast's source (position re-linearized);
- ``foldExtractFromExtractStrided``: an extract of a unit-stride
  ``extract_strided_slice`` reads its source at the offset position;
- ``foldExtractStridedOpFromInsertChain``: an extract through a chain of
  ``insert_strided_slice``s reads the inserted value that covers it;
- the pattern ``foldExtractFromShapeCastToShapeCast``: an extract of as many
  elements as a shape_cast's source is a shape_cast.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.mixed_indices import i64_array, static_values
from tblgen_py.dialects.vector.masks import int_array
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.rewrite import PatternRewriter, RewritePattern

__all__ = [
    "ExtractFromShapeCastToShapeCast",
    "from_extract_chain",
    "from_extract_strided",
    "from_insert_strided_chain",
    "from_shape_cast",
]


def _position(op: Operation) -> list[int]:
    return static_values(op.get_attr("static_position"))


def _set(op: Operation, source: object, position: Sequence[int]) -> None:
    props = op.properties
    if isinstance(props, dict):
        props["static_position"] = i64_array(position)
    else:
        op.attributes["static_position"] = i64_array(position)
    op.set_operand(0, source)  # type: ignore[arg-type]


def _static(op: Operation) -> bool:
    return len(op.operands) == 1 and all(entry >= 0 for entry in _position(op))


def _rank(ty: object) -> int:
    return len(ty.shape) if isinstance(ty, VectorType) else 0


def from_extract_chain(op: Operation) -> object:
    """``foldExtractOpFromExtractChain`` (in place)."""
    inner = op.operands[0].defining_op
    if inner is None or inner.name != "vector.extract" or not _static(op):
        return None
    position = list(reversed(_position(op)))
    current = op
    while True:
        nxt = current.operands[0].defining_op
        if nxt is None or nxt.name != "vector.extract":
            break
        current = nxt
        if not _static(current):
            return None
        position += list(reversed(_position(current)))
    _set(op, current.operands[0], list(reversed(position)))
    return op.results[0]


def from_shape_cast(op: Operation) -> object:
    """``foldExtractFromShapeCast`` (in place)."""
    if not _static(op):
        return None
    cast = op.operands[0].defining_op
    if cast is None or cast.name != "vector.shape_cast":
        return None
    cast_source = cast.operands[0].type
    extract_source = op.operands[0].type
    result = op.results[0].type
    if not isinstance(cast_source, VectorType) or not isinstance(
        extract_source, VectorType
    ):
        return None
    rank = _rank(result)
    if rank > len(cast_source.shape):
        return None
    if isinstance(result, VectorType):
        for index in range(rank):
            if cast_source.shape[-1 - index] != result.shape[-1 - index]:
                return None
    extracted = list(reversed(_position(op)))
    linear, stride = 0, 1
    for index, entry in enumerate(extracted):
        linear += entry * stride
        stride *= extract_source.shape[-1 - (index + rank)]
    strides: list[int] = []
    stride = 1
    for index in range(len(cast_source.shape) - rank):
        strides.append(stride)
        stride *= cast_source.shape[-1 - (index + rank)]
    new_position: list[int] = []
    for stride in reversed(strides):
        new_position.append(linear // stride)
        linear %= stride
    _set(op, cast.operands[0], new_position)
    return op.results[0]


def from_extract_strided(op: Operation) -> object:
    """``foldExtractFromExtractStrided`` (in place)."""
    if not _static(op):
        return None
    slice_op = op.operands[0].defining_op
    if slice_op is None or slice_op.name != "vector.extract_strided_slice":
        return None
    slice_source = slice_op.operands[0].type
    slice_result = slice_op.results[0].type
    if not isinstance(slice_source, VectorType) or not isinstance(
        slice_result, VectorType
    ):
        return None
    if not slice_source.shape or not slice_result.shape:
        return None
    if any(stride != 1 for stride in int_array(slice_op, "strides")):
        return None
    offsets = int_array(slice_op, "offsets")
    while offsets:
        last = len(offsets) - 1
        if offsets[-1] != 0 or slice_result.shape[last] != slice_source.shape[last]:
            break
        offsets.pop()
    rank = _rank(op.results[0].type)
    if rank > len(slice_source.shape) - len(offsets):
        return None
    position = _position(op)
    if len(position) < len(offsets):
        return None
    for index, offset in enumerate(offsets):
        position[index] += offset
    _set(op, slice_op.operands[0], position)
    return op.results[0]


def from_insert_strided_chain(op: Operation) -> object:
    """``foldExtractStridedOpFromInsertChain`` (in place)."""
    if not _static(op):
        return None
    rank = _rank(op.results[0].type)
    insert = op.operands[0].defining_op
    if insert is None or insert.name != "vector.insert_strided_slice":
        return None
    source0 = insert.operands[0].type
    dest0 = insert.operands[1].type
    if not isinstance(source0, VectorType) or not isinstance(dest0, VectorType):
        return None
    if not source0.shape or not dest0.shape:
        return None
    while insert is not None and insert.name == "vector.insert_strided_slice":
        inserted = insert.operands[0].type
        dest = insert.operands[1].type
        if not isinstance(inserted, VectorType) or not isinstance(dest, VectorType):
            return None
        diff = len(dest.shape) - len(inserted.shape)
        if rank > len(inserted.shape):
            return None
        insert_offsets = int_array(insert, "offsets")
        extract_offsets = _position(op)
        if any(stride != 1 for stride in int_array(insert, "strides")):
            return None
        disjoint = False
        diffs: list[int] = []
        for dim, offset in enumerate(extract_offsets):
            start = insert_offsets[dim]
            size = 1 if dim < diff else inserted.shape[dim - diff]
            if start <= offset < start + size:
                if dim >= diff:
                    diffs.append(offset - start)
                continue
            disjoint = True
            break
        if not disjoint:
            src_diff = len(inserted.shape) - rank
            for index in range(rank):
                if (
                    inserted.shape[index + src_diff]
                    != dest.shape[index + src_diff + diff]
                ):
                    return None
            _set(op, insert.operands[0], diffs)
            return op.results[0]
        insert = insert.operands[1].defining_op
    return None


class ExtractFromShapeCastToShapeCast(RewritePattern):
    """``foldExtractFromShapeCastToShapeCast``: an extract of all the elements
    of a shape_cast's source is a shape_cast."""

    def __init__(self) -> None:
        super().__init__(
            "vector.extract", debug_name="foldExtractFromShapeCastToShapeCast"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = op.operands[0].defining_op
        if cast is None or cast.name != "vector.shape_cast":
            return False
        source = cast.operands[0].type
        target = op.results[0].type
        if not isinstance(source, VectorType) or not isinstance(target, VectorType):
            return False
        if _count(source.shape) != _count(target.shape):
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.shape_cast", [cast.operands[0]], [target]
        )
        return True


def _count(shape: Sequence[int]) -> int:
    total = 1
    for size in shape:
        total *= size
    return total
