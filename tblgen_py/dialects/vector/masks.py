"""Canonicalization of ``vector.create_mask`` and ``vector.constant_mask``,
and of the ops that read them, ported from MLIR's C++ (``VectorOps.cpp``).

- ``constant_mask``'s fold: an all-set or all-unset mask is a splat constant;
- ``CreateMaskFolder``: a ``create_mask`` of constants (or, for a scalable
  dimension, of a multiple of ``vector.vscale`` covering it, or a negative
  constant) is a ``constant_mask``, its sizes clamped to the shape;
- ``ExtractOpFromCreateMask``: an ``extract`` of a ``create_mask`` is a
  ``create_mask`` of the trailing sizes, or all-false;
- ``FoldTransposeCreateMask``: a ``transpose`` of a mask is a mask of the
  permuted sizes;
- ``StridedSliceConstantMaskFolder`` / ``StridedSliceCreateMaskFolder``: a
  unit-stride ``extract_strided_slice`` of a mask is a mask of the sliced
  region;
- ``ShapeCastCreateMaskFolderTrailingOneDim``: a ``shape_cast`` dropping
  trailing unit dimensions of a mask whose sizes there are 1.

``mask_format`` is MLIR's ``getMaskFormat`` (all-true / all-false / unknown).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from tblgen_py.dialects.mixed_indices import constant_index, i64_array, static_values
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, Type, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = [
    "ExtractOpFromCreateMask",
    "FoldTransposeCreateMask",
    "MaskFormat",
    "ShapeCastCreateMaskFolderTrailingOneDim",
    "StridedSliceConstantMaskFolder",
    "StridedSliceCreateMaskFolder",
    "fold_constant_mask",
    "int_array",
    "mask_format",
]


class MaskFormat(Enum):
    """What ``getMaskFormat`` knows of a mask value."""

    ALL_TRUE = 0
    ALL_FALSE = 1
    UNKNOWN = 2


def _arith_constant_int(value: Value) -> int | None:
    """The integer of an ``arith.constant`` defining ``value`` (signed)."""
    op = value.defining_op
    if op is None or op.name != "arith.constant":
        return None
    return constant_index(value)


def mask_format(mask: Value) -> MaskFormat:
    """``getMaskFormat``: a dense i1 constant, a ``constant_mask``, or a
    ``create_mask`` with a constant size <= 0 (all-false)."""
    op = mask.defining_op
    if op is None:
        return MaskFormat.UNKNOWN
    if op.name == "arith.constant":
        attr = op.get_attr("value")
        if isinstance(attr, DenseElementsAttr) and isinstance(attr.type, VectorType):
            count = 0
            for bit in attr.values:
                if bit and count >= 0:
                    count += 1
                elif not bit and count <= 0:
                    count -= 1
                else:
                    return MaskFormat.UNKNOWN
            if count > 0:
                return MaskFormat.ALL_TRUE
            if count < 0:
                return MaskFormat.ALL_FALSE
        return MaskFormat.UNKNOWN
    if op.name == "vector.constant_mask":
        result = op.results[0].type
        if not isinstance(result, VectorType):
            return MaskFormat.UNKNOWN
        sizes = static_values(op.get_attr("mask_dim_sizes"))
        all_true = all(size >= dim for size, dim in zip(sizes, result.shape))
        all_false = all(size <= 0 for size in sizes[: len(result.shape)])
        if all_true:
            return MaskFormat.ALL_TRUE
        if all_false:
            return MaskFormat.ALL_FALSE
        return MaskFormat.UNKNOWN
    if op.name == "vector.create_mask":
        for operand in op.operands:
            size = _arith_constant_int(operand)
            if size is not None and size <= 0:
                return MaskFormat.ALL_FALSE
    return MaskFormat.UNKNOWN


def _bool_splat(ty: VectorType, value: bool) -> DenseElementsAttr:
    return DenseElementsAttr.get(ty, [1 if value else 0])


@implement_op("vector.constant_mask", "fold")
def fold_constant_mask(op: Operation, adaptor: object) -> object:
    """An all-set or all-unset mask is a splat constant."""
    ty = op.results[0].type
    if not isinstance(ty, VectorType):
        return None
    bounds = static_values(op.get_attr("mask_dim_sizes"))
    if not ty.shape:
        return _bool_splat(ty, bounds == [1])
    if tuple(bounds) == tuple(ty.shape):
        return _bool_splat(ty, True)
    if all(bound == 0 for bound in bounds):
        return _bool_splat(ty, False)
    return None


def _constant_mask(
    rewriter: PatternRewriter, op: Operation, ty: object, sizes: Sequence[int]
) -> None:
    rewriter.replace_op_with_new_op(
        op,
        "vector.constant_mask",
        [],
        [ty],
        properties={"mask_dim_sizes": i64_array(sizes)},
    )


def _vscale_multiplier(value: Value) -> int | None:
    """``getConstantVscaleMultiplier``: ``vscale`` (1) or ``vscale * c``."""
    op = value.defining_op
    if op is None:
        return None
    if op.name == "vector.vscale":
        return 1
    if op.name != "arith.muli":
        return None
    lhs, rhs = op.operands[0], op.operands[1]
    lhs_op = lhs.defining_op
    rhs_op = rhs.defining_op
    if lhs_op is not None and lhs_op.name == "vector.vscale":
        return constant_index(rhs)
    if rhs_op is not None and rhs_op.name == "vector.vscale":
        return constant_index(lhs)
    return None


class CreateMaskFolder(RewritePattern):
    """``create_mask`` of constant sizes -> ``constant_mask``."""

    def __init__(self) -> None:
        super().__init__("vector.create_mask", debug_name="CreateMaskFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        ty = op.results[0].type
        if not isinstance(ty, VectorType):
            return False
        shape = list(ty.shape) or [1]
        scalable = list(ty.scalable) or [False]
        sizes: list[int] = []
        for index, operand in enumerate(op.operands):
            if index >= len(shape):
                return False
            size = constant_index(operand)
            if size is not None:
                if scalable[index] and size >= 0:
                    return False
                sizes.append(size)
                continue
            multiplier = _vscale_multiplier(operand)
            if multiplier is None or multiplier < shape[index]:
                return False
            sizes.append(multiplier)
        sizes = [min(max(size, 0), dim) for size, dim in zip(sizes, shape)]
        if 0 in sizes:
            sizes = [0] * len(sizes)
        _constant_mask(rewriter, op, ty, sizes)
        return True


class ExtractOpFromCreateMask(RewritePattern):
    """``extract(create_mask)`` -> ``create_mask`` of the trailing sizes, or
    an all-false constant."""

    def __init__(self) -> None:
        super().__init__("vector.extract", debug_name="ExtractOpFromCreateMask")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = op.operands[0]
        mask = source.defining_op
        if mask is None or mask.name != "vector.create_mask":
            return False
        result = op.results[0].type
        mask_type = source.type
        if not isinstance(result, VectorType) or not isinstance(mask_type, VectorType):
            return False
        position = static_values(op.get_attr("static_position"))
        operands = list(mask.operands)
        unknown = False
        all_false = mask_format(source) is MaskFormat.ALL_FALSE
        for dim, pos in enumerate(position):
            if all_false:
                break
            bound = _arith_constant_int(operands[dim])
            if bound is None:
                unknown = True
                continue
            if pos != DYNAMIC:
                all_false = all_false or pos >= bound
            elif bound < mask_type.shape[dim]:
                unknown = True
        if all_false:
            constant = rewriter.create(
                "arith.constant",
                [],
                [result],
                {"value": _bool_splat(result, False)},
                location=op.location,
            )
            rewriter.replace_op(op, constant)
            return True
        if unknown:
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.create_mask", operands[len(position) :], [result]
        )
        return True


class FoldTransposeCreateMask(RewritePattern):
    """``transpose(create_mask|constant_mask)`` -> a mask of permuted sizes."""

    def __init__(self) -> None:
        super().__init__("vector.transpose", debug_name="FoldTransposeCreateMask")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mask = op.operands[0].defining_op
        if mask is None or mask.name not in (
            "vector.create_mask",
            "vector.constant_mask",
        ):
            return False
        permutation = static_values(op.get_attr("permutation"))
        result = op.results[0].type
        if mask.name == "vector.create_mask":
            operands = list(mask.operands)
            if len(operands) != len(permutation):
                return False
            permuted = [operands[index] for index in permutation]
            rewriter.replace_op_with_new_op(
                op, "vector.create_mask", permuted, [result]
            )
            return True
        sizes = static_values(mask.get_attr("mask_dim_sizes"))
        if len(sizes) != len(permutation):
            return False
        _constant_mask(rewriter, op, result, [sizes[index] for index in permutation])
        return True


def int_array(op: Operation, name: str) -> list[int]:
    """An ``I64ArrayAttr``'s values."""
    attr = op.get_attr(name)
    return [int(getattr(entry, "value", 0)) for entry in getattr(attr, "elements", ())]


def _unit_strides(op: Operation) -> bool:
    return all(stride == 1 for stride in int_array(op, "strides"))


class StridedSliceConstantMaskFolder(RewritePattern):
    """``extract_strided_slice(constant_mask)`` -> the sliced ``constant_mask``."""

    def __init__(self) -> None:
        super().__init__(
            "vector.extract_strided_slice",
            debug_name="StridedSliceConstantMaskFolder",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mask = op.operands[0].defining_op
        if mask is None or mask.name != "vector.constant_mask":
            return False
        if not _unit_strides(op):
            return False
        sizes = static_values(mask.get_attr("mask_dim_sizes"))
        offsets = int_array(op, "offsets")
        slice_sizes = int_array(op, "sizes")
        sliced = [
            max(0, min(offset + length, size) - offset)
            for size, offset, length in zip(sizes, offsets, slice_sizes)
        ]
        sliced += sizes[len(sliced) :]
        if 0 in sliced:
            sliced = [0] * len(sizes)
        _constant_mask(rewriter, op, op.results[0].type, sliced)
        return True


class StridedSliceCreateMaskFolder(RewritePattern):
    """``extract_strided_slice(create_mask)`` -> ``create_mask`` of the sizes
    minus the offsets."""

    def __init__(self) -> None:
        super().__init__(
            "vector.extract_strided_slice",
            debug_name="StridedSliceCreateMaskFolder",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mask = op.operands[0].defining_op
        if mask is None or mask.name != "vector.create_mask":
            return False
        if not _unit_strides(op):
            return False
        sizes = list(mask.operands)
        offsets = int_array(op, "offsets")
        slice_sizes = int_array(op, "sizes")
        sliced: list[Value] = []
        if not all(isinstance(size.type, Type) for size in sizes):
            return False
        for size, offset, _ in zip(sizes, offsets, slice_sizes):
            assert isinstance(size.type, Type)
            constant = rewriter.create(
                "arith.constant",
                [],
                [size.type],
                {"value": IntegerAttr.get(size.type, offset)},
                location=op.location,
            )
            difference = rewriter.create(
                "arith.subi",
                [size, constant.results[0]],
                [size.type],
                location=op.location,
            )
            sliced.append(difference.results[0])
        sliced += sizes[len(sliced) :]
        rewriter.replace_op_with_new_op(
            op, "vector.create_mask", sliced, [op.results[0].type]
        )
        return True


def _trim_trailing_ones(ty: VectorType) -> VectorType:
    """``trimTrailingOneDims``: drop trailing fixed unit dimensions."""
    shape = list(ty.shape)
    scalable = list(ty.scalable)
    while shape and shape[-1] == 1 and not scalable[-1]:
        shape.pop()
        scalable.pop()
    return VectorType.get(shape, ty.element_type, scalable)


class ShapeCastCreateMaskFolderTrailingOneDim(RewritePattern):
    """``shape_cast`` dropping trailing unit dims of a mask sized 1 there."""

    def __init__(self) -> None:
        super().__init__(
            "vector.shape_cast",
            debug_name="ShapeCastCreateMaskFolderTrailingOneDim",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mask = op.operands[0].defining_op
        if mask is None or mask.name not in (
            "vector.create_mask",
            "vector.constant_mask",
        ):
            return False
        source = op.operands[0].type
        result = op.results[0].type
        if not isinstance(source, VectorType) or not isinstance(result, VectorType):
            return False
        if _trim_trailing_ones(source) != result:
            return False
        drop = len(source.shape) - len(result.shape)
        if not drop:
            return False
        if mask.name == "vector.create_mask":
            operands = list(mask.operands)
            for operand in operands[len(operands) - drop :]:
                constant = operand.defining_op
                if (
                    constant is None
                    or constant.name != "arith.constant"
                    or not isinstance(operand.type, IndexType)
                    or constant_index(operand) != 1
                ):
                    return False
            rewriter.replace_op_with_new_op(
                op, "vector.create_mask", operands[: len(operands) - drop], [result]
            )
            return True
        sizes = static_values(mask.get_attr("mask_dim_sizes"))
        if any(size != 1 for size in sizes[len(sizes) - drop :]):
            return False
        _constant_mask(rewriter, op, result, sizes[: len(sizes) - drop])
        return True


@implement_op("vector.create_mask", "canonicalization_patterns")
def create_mask_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``CreateMaskOp::getCanonicalizationPatterns``."""
    patterns.add(CreateMaskFolder())
