"""Folds of ``vector.transfer_read`` and ``vector.transfer_write``, and the
``FoldWaw`` pattern, ported from MLIR's C++ (``VectorOps.cpp``).

- both: ``foldTransferInBoundsAttribute`` (a dimension whose constant index
  plus the vector size fits the static source size is in bounds; broadcast
  dimensions then too), ``foldTransferFullMask`` (an all-true mask is
  dropped), ``foldMemRefCast``; the read also ``foldTensorCast`` and
  ``foldRAW`` (a read of a tensor at the place a write wrote is the written
  vector, skipping disjoint writes);
- the write: ``foldReadInitWrite`` (a write of a whole tensor read back into
  the same tensor type is the read tensor) and ``foldWAR`` (a write of what
  was read from the same place is the tensor);
- ``FoldWaw``: a tensor write overwriting an earlier one at the same place
  writes into the earlier write's destination.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.asm_support import segment_sizes
from tblgen_py.dialects.memref.canonicalize import fold_memref_cast
from tblgen_py.dialects.mixed_indices import constant_index, static_values
from tblgen_py.dialects.static_shapes import preserves_static_information
from tblgen_py.dialects.vector.masks import MaskFormat, mask_format
from tblgen_py.runtime.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap
from tblgen_py.runtime.ir.attributes import ArrayAttr, BoolAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, RankedTensorType, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["fold_transfer_read", "fold_transfer_write", "transfer_write_patterns"]


class _Transfer:
    """A transfer op's operand groups (MLIR's accessors)."""

    def __init__(self, op: Operation) -> None:
        self.op = op
        self.read = op.name == "vector.transfer_read"
        sizes = static_values(op.get_attr("operandSegmentSizes"))
        self.sizes = sizes
        starts = [sum(sizes[:index]) for index in range(len(sizes))]
        operands = op.operands
        self.starts = starts
        if self.read:
            self.base = operands[starts[0]]
            self.indices = operands[starts[1] : starts[1] + sizes[1]]
            self.vector_type = op.results[0].type
        else:
            self.vector = operands[starts[0]]
            self.base = operands[starts[1]]
            self.indices = operands[starts[2] : starts[2] + sizes[2]]
            self.vector_type = self.vector.type
        self.mask: Value | None = operands[starts[3]] if sizes[3] else None
        amap = getattr(op.get_attr("permutation_map"), "value", None)
        self.map: AffineMap | None = amap if isinstance(amap, AffineMap) else None

    @property
    def rank(self) -> int:
        """``getTransferRank``."""
        return len(self.map.results) if self.map is not None else 0

    def in_bounds(self) -> list[bool]:
        attr = self.op.get_attr("in_bounds")
        return [bool(getattr(e, "value", 0)) for e in getattr(attr, "elements", ())]

    def broadcast_dim(self, dim: int) -> bool:
        assert self.map is not None
        expr = self.map.results[dim]
        return isinstance(expr, AffineConstantExpr) and expr.value == 0

    def dim_in_bounds(self, dim: int) -> bool:
        """``isDimInBounds``."""
        if self.broadcast_dim(dim):
            return True
        flags = self.in_bounds()
        return dim < len(flags) and flags[dim]

    def has_out_of_bounds_dim(self) -> bool:
        return any(not self.dim_in_bounds(dim) for dim in range(self.rank))


def _set_in_bounds(op: Operation, flags: Sequence[bool]) -> None:
    attr = ArrayAttr.get(BoolAttr.get(flag) for flag in flags)
    props = op.properties
    if isinstance(props, dict):
        props["in_bounds"] = attr
    else:
        op.attributes["in_bounds"] = attr


def _dim_fits(transfer: _Transfer, result: int, index: int) -> bool:
    """``isInBounds``: a constant index plus the vector size fits the static
    source size."""
    shaped = transfer.base.type
    shape = getattr(shaped, "shape", ())
    if index >= len(shape) or shape[index] == DYNAMIC:
        return False
    constant = constant_index(transfer.indices[index])
    vector_type = transfer.vector_type
    if constant is None or not isinstance(vector_type, VectorType):
        return False
    return bool(constant + vector_type.shape[result] <= int(shape[index]))


def _fold_in_bounds(op: Operation) -> bool:
    """``foldTransferInBoundsAttribute`` (in place)."""
    transfer = _Transfer(op)
    if transfer.rank == 0 or transfer.map is None:
        return False
    changed = False
    flags: list[bool] = []
    non_broadcast: list[int] = []
    for dim in range(transfer.rank):
        if transfer.dim_in_bounds(dim):
            flags.append(True)
            continue
        fits = False
        expr = transfer.map.results[dim]
        if isinstance(expr, AffineDimExpr):
            fits = _dim_fits(transfer, dim, expr.position)
            non_broadcast.append(dim)
        flags.append(fits)
        changed = changed or fits
    if all(flags[dim] for dim in non_broadcast):
        for dim in range(transfer.rank):
            if transfer.broadcast_dim(dim):
                changed = changed or not flags[dim]
                flags[dim] = True
    if not changed:
        return False
    _set_in_bounds(op, flags)
    return True


def _fold_full_mask(op: Operation) -> bool:
    """``foldTransferFullMask``: drop an all-true mask (in place)."""
    transfer = _Transfer(op)
    if transfer.mask is None or mask_format(transfer.mask) is not MaskFormat.ALL_TRUE:
        return False
    op.erase_operand(transfer.starts[3])
    sizes = list(transfer.sizes)
    sizes[3] = 0
    props = op.properties
    if isinstance(props, dict):
        props["operandSegmentSizes"] = segment_sizes(*sizes)
    else:
        op.attributes["operandSegmentSizes"] = segment_sizes(*sizes)
    return True


def _fold_tensor_cast(op: Operation) -> bool:
    """``tensor::foldTensorCast``."""
    folded = False
    for use in op.operand_uses:
        cast = use.value.defining_op
        if cast is None or cast.name != "tensor.cast":
            continue
        source = cast.operands[0]
        if not preserves_static_information(cast.results[0].type, source.type):
            continue
        op.set_operand(use.index, source)
        folded = True
    return folded


def _disjoint(first: _Transfer, second: _Transfer) -> bool:
    """``isDisjointTransferIndices`` (constant indices only)."""
    if first.vector_type != second.vector_type:
        return False
    vector_type = first.vector_type
    if not isinstance(vector_type, VectorType):
        return False
    shaped_rank = len(getattr(first.base.type, "shape", ()))
    offset = shaped_rank - first.rank
    for index, (a, b) in enumerate(zip(first.indices, second.indices)):
        left = constant_index(a)
        right = constant_index(b)
        if left is None or right is None:
            continue
        if index < offset:
            if left != right:
                return True
            continue
        if abs(left - right) >= vector_type.shape[index - offset]:
            return True
    return False


def _same_indices(first: _Transfer, second: _Transfer) -> bool:
    return len(first.indices) == len(second.indices) and all(
        a is b for a, b in zip(first.indices, second.indices)
    )


def _same_raw(write: _Transfer, read: _Transfer) -> bool:
    """``checkSameValueRAW``."""
    return (
        not write.has_out_of_bounds_dim()
        and write.mask is None
        and read.mask is None
        and _same_indices(write, read)
        and write.vector_type == read.vector_type
        and write.map == read.map
    )


def _fold_raw(op: Operation) -> Value | None:
    """``foldRAW``: a tensor read of what a write wrote there."""
    read = _Transfer(op)
    if not isinstance(read.base.type, RankedTensorType):
        return None
    write_op = read.base.defining_op
    while write_op is not None and write_op.name == "vector.transfer_write":
        write = _Transfer(write_op)
        if _same_raw(write, read):
            return write.vector
        if not _disjoint(write, read):
            break
        write_op = write.base.defining_op
    return None


@implement_op("vector.transfer_read", "fold")
def fold_transfer_read(op: Operation, adaptor: object) -> object:
    """``TransferReadOp::fold``."""
    if _fold_in_bounds(op) or _fold_full_mask(op):
        return op.results[0]
    if fold_memref_cast(op) or _fold_tensor_cast(op):
        return op.results[0]
    return _fold_raw(op)


def _minor_identity(amap: AffineMap | None) -> bool:
    if amap is None:
        return False
    start = amap.num_dims - len(amap.results)
    if start < 0:
        return False
    return all(
        isinstance(expr, AffineDimExpr) and expr.position == start + index
        for index, expr in enumerate(amap.results)
    )


def _not_zero(value: Value) -> bool:
    return constant_index(value) != 0


def _fold_read_init_write(op: Operation) -> Value | None:
    """``foldReadInitWrite``."""
    write = _Transfer(op)
    tensor = write.base.type
    if not isinstance(tensor, RankedTensorType):
        return None
    read_op = write.vector.defining_op
    if read_op is None or read_op.name != "vector.transfer_read":
        return None
    read = _Transfer(read_op)
    if read.rank == 0:
        return None
    if not _minor_identity(read.map) or not _minor_identity(write.map):
        return None
    if read.rank != write.rank:
        return None
    if read.has_out_of_bounds_dim() or write.has_out_of_bounds_dim():
        return None
    if read.base.type != tensor or read.vector_type != write.vector_type:
        return None
    vector_type = read.vector_type
    if not isinstance(vector_type, VectorType):
        return None
    if tuple(vector_type.shape) != tuple(tensor.shape):
        return None
    if any(_not_zero(v) for v in read.indices) or any(
        _not_zero(v) for v in write.indices
    ):
        return None
    return read.base


def _fold_war(op: Operation) -> Value | None:
    """``foldWAR``: a tensor write of what was read from the same place."""
    write = _Transfer(op)
    if not isinstance(write.base.type, RankedTensorType):
        return None
    read_op = write.vector.defining_op
    if read_op is None or read_op.name != "vector.transfer_read":
        return None
    read = _Transfer(read_op)
    if (
        read.base is write.base
        and _same_indices(read, write)
        and read.map == write.map
        and read.vector_type == write.vector_type
        and read.mask is None
        and write.mask is None
    ):
        return read.base
    return None


@implement_op("vector.transfer_write", "fold")
def fold_transfer_write(op: Operation, adaptor: object) -> object:
    """``TransferWriteOp::fold``."""
    if _Transfer(op).rank == 0:
        return None
    found = _fold_read_init_write(op)
    if found is None:
        found = _fold_war(op)
    if found is not None:
        return [found]
    if _fold_in_bounds(op) or _fold_full_mask(op) or fold_memref_cast(op):
        return list(op.results)
    return None


class FoldWaw(RewritePattern):
    """A tensor write at the place an earlier write (used only along the
    chain) wrote writes into that write's destination."""

    def __init__(self) -> None:
        super().__init__("vector.transfer_write", debug_name="FoldWaw")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        write = _Transfer(op)
        if not isinstance(write.base.type, RankedTensorType):
            return False
        to_modify = write
        prior_op = write.base.defining_op
        while prior_op is not None and prior_op.name == "vector.transfer_write":
            prior = _Transfer(prior_op)
            if (
                _same_indices(prior, write)
                and prior.mask is write.mask
                and prior.vector_type == write.vector_type
                and prior.map == write.map
            ):
                target = to_modify
                with rewriter.modifying(target.op):
                    target.op.set_operand(target.starts[1], prior.base)
                return True
            if not _disjoint(prior, write):
                break
            if len(prior_op.results[0].uses) != 1:
                break
            to_modify = prior
            prior_op = prior.base.defining_op
        return False


@implement_op("vector.transfer_write", "canonicalization_patterns")
def transfer_write_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``TransferWriteOp::getCanonicalizationPatterns``."""
    patterns.add(FoldWaw())
