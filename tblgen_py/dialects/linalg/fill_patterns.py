"""``linalg`` canonicalization patterns rooted at ``tensor`` ops or moving
transposes, ported from MLIR's ``LinalgOps.cpp``: ``FoldFillWithPad`` (a pad
of a fill by its value is a bigger fill), ``FoldInsertPadIntoFill`` (a padded
slice inserted into a fill of the padding value inserts the unpadded source)
and ``SwapTransposeWithBroadcast`` (``transpose(broadcast(x))`` broadcasts the
transposed ``x``).  The two pad patterns are ported for static shapes and
offsets: the reified dynamic sizes and composed ``affine.apply``s are not."""

from __future__ import annotations

from tblgen_py.dialects.mixed_indices import i64_array, static_values
from tblgen_py.dialects.offset_size_stride import create_slice_op, mixed_slice
from tblgen_py.dialects.region_moves import cloned_regions
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, RankedTensorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite import PatternRewriter, RewritePattern, constant_value

__all__ = ["FoldFillWithPad", "FoldInsertPadIntoFill", "SwapTransposeWithBroadcast"]

_INDEX = IndexType.get()


def _defined_by(value: Value, name: str) -> Operation | None:
    op = value.defining_op
    return op if op is not None and op.name == name else None


def constant_padding_value(pad: Operation) -> Value | None:
    """``PadOp::getConstantPaddingValue``: the yielded value when it is a
    constant or defined outside the pad's body."""
    block = pad.regions[0].blocks[0]
    terminator = block.last_op
    if terminator is None or terminator.name != "tensor.yield":
        return None
    value = terminator.operands[0]
    if constant_value(value) is not None:
        return value
    owner = value.defining_op
    parent = owner.parent if owner is not None else getattr(value, "owner", None)
    return None if parent is block else value


def _static_amounts(pad: Operation, name: str) -> list[int] | None:
    amounts = static_values(pad.get_attr(name))
    return None if DYNAMIC in amounts else amounts


class FoldFillWithPad(RewritePattern):
    """``tensor.pad(linalg.fill(v))`` padded with ``v``: a fill of an empty
    tensor of the result shape (static results only)."""

    def __init__(self) -> None:
        super().__init__("tensor.pad", debug_name="FoldFillWithPad")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        fill = _defined_by(op.operands[0], "linalg.fill")
        if fill is None:
            return False
        value = constant_padding_value(op)
        if value is None or fill.operands[0] is not value:
            return False
        result = op.results[0].type
        if not isinstance(result, RankedTensorType) or not result.has_static_shape:
            return False
        empty = rewriter.create(
            "tensor.empty",
            [],
            [RankedTensorType.get(result.shape, result.element_type)],
            location=op.location,
        )
        new = _fill(rewriter, fill, value, empty.results[0])
        replacement = new.results[0]
        if replacement.type != result:
            cast = rewriter.create(
                "tensor.cast", [replacement], [result], location=fill.location
            )
            replacement = cast.results[0]
        rewriter.replace_op(op, [replacement])
        return True


def _fill(
    rewriter: PatternRewriter, template: Operation, value: Value, init: Value
) -> Operation:
    """A ``linalg.fill`` of ``value`` into ``init`` with ``template``'s body."""
    return rewriter.create(
        "linalg.fill",
        [value, init],
        [init.type],
        dict(template.properties) if isinstance(template.properties, dict) else None,
        regions=cloned_regions(template),
        location=template.location,
    )


def _static_slice(op: Operation) -> list[list[int]] | None:
    mixed = mixed_slice(op)
    if any(not isinstance(entry, int) for group in mixed for entry in group):
        return None
    return [[int(entry) for entry in group] for group in mixed]  # type: ignore[arg-type]


def _disjoint(prev: Operation, cur: Operation) -> bool:
    """Some dimension, static in both slices, whose ranges do not meet."""
    first, second = mixed_slice(prev), mixed_slice(cur)
    for dim in range(len(first[0])):
        entries = [group[dim] for group in (*first, *second)]
        ints = [entry for entry in entries if isinstance(entry, int)]
        if len(ints) != len(entries):
            continue
        p_off, p_size, p_stride, c_off, c_size, c_stride = ints
        prev_end = p_off + (p_size - 1) * p_stride
        cur_end = c_off + (c_size - 1) * c_stride
        if prev_end < c_off or cur_end < p_off:
            return True
    return False


def _rank(value: Value) -> int:
    return len(getattr(value.type, "shape", ()))


class FoldInsertPadIntoFill(RewritePattern):
    """Inserting a pad into a fill of the padding value (through disjoint
    earlier inserts) inserts the pad's source at the padded offsets."""

    def __init__(self) -> None:
        super().__init__("tensor.insert_slice", debug_name="FoldInsertPadIntoFill")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        pad = _defined_by(op.operands[0], "tensor.pad")
        if pad is None or _rank(op.results[0]) != _rank(op.operands[0]):
            return False
        current = _static_slice(op)
        dest = op.operands[1]
        while (prev := _defined_by(dest, "tensor.insert_slice")) is not None:
            if _rank(prev.results[0]) != _rank(prev.operands[0]):
                return False
            if not _disjoint(prev, op):
                break
            dest = prev.operands[1]
        fill = _defined_by(dest, "linalg.fill")
        if fill is None:
            return False
        value = constant_padding_value(pad)
        if value is None or fill.operands[0] is not value:
            return False
        low = _static_amounts(pad, "static_low")
        source = pad.operands[0].type
        if current is None or low is None or not isinstance(source, RankedTensorType):
            return False
        if not source.has_static_shape:
            return False
        offsets = [a + b for a, b in zip(low, current[0])]
        new = create_slice_op(
            rewriter,
            "tensor.insert_slice",
            op.location,
            op.result_types,
            [pad.operands[0], op.operands[1]],
            [offsets, list(source.shape), current[2]],
        )
        rewriter.replace_op(op, new)
        return True


class SwapTransposeWithBroadcast(RewritePattern):
    """``transpose(broadcast(x))`` of a single-use broadcast: the transposed
    ``x`` broadcast into the transpose's init."""

    def __init__(self) -> None:
        super().__init__("linalg.transpose", debug_name="SwapTransposeWithBroadcast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        value = op.operands[0]
        broadcast = _defined_by(value, "linalg.broadcast")
        if broadcast is None or len(value.uses) != 1:
            return False
        dims = [int(v) for v in static_values(broadcast.get_attr("dimensions"))]
        perm = [int(v) for v in static_values(op.get_attr("permutation"))]
        kept = [index for index in perm if index not in dims]
        new_perm = [index - sum(1 for d in dims if d < index) for index in kept]
        inverse = [0] * len(perm)
        for position, index in enumerate(perm):
            inverse[index] = position
        new_dims = [inverse[d] for d in dims]
        source = broadcast.operands[0]
        ty = source.type
        if not isinstance(ty, RankedTensorType):
            return False
        sizes: list[Value | int] = []
        for index, size in enumerate(ty.shape):
            sizes.append(size if size != DYNAMIC else _dim(rewriter, op, source, index))
        permuted = [sizes[index] for index in new_perm]
        empty = rewriter.create(
            "tensor.empty",
            [size for size in permuted if isinstance(size, Value)],
            [
                RankedTensorType.get(
                    [DYNAMIC if isinstance(s, Value) else s for s in permuted],
                    ty.element_type,
                )
            ],
            location=op.location,
        )
        transposed = rewriter.create(
            "linalg.transpose",
            [source, empty.results[0]],
            [empty.results[0].type],
            {"permutation": i64_array(new_perm)},
            regions=cloned_regions(op),
            location=op.location,
        )
        rewriter.replace_op_with_new_op(
            op,
            "linalg.broadcast",
            [transposed.results[0], op.operands[1]],
            op.result_types,
            {"dimensions": i64_array(new_dims)},
            regions=cloned_regions(broadcast),
        )
        return True


def _dim(rewriter: PatternRewriter, op: Operation, source: Value, index: int) -> Value:
    """``tensor::DimOp::create(loc, source, index)``."""
    constant = rewriter.create(
        "arith.constant",
        [],
        [_INDEX],
        {"value": IntegerAttr.get(_INDEX, index)},
        location=op.location,
    )
    dim = rewriter.create(
        "tensor.dim", [source, constant.results[0]], [_INDEX], location=op.location
    )
    return dim.results[0]
