"""Canonicalization of ``tensor.expand_shape`` and ``tensor.collapse_shape``,
ported from MLIR's C++ (``TensorOps.cpp``, ``ReshapeOpsUtils.h``), in part.

- from ``dialects/reshape_folds.py``: the folds (``foldReshapeOp``) and
  ``ComposeReassociativeReshapeOps``;
- ``FoldReshapeWithSplat`` and ``FoldReshapeWithFromElements``: a reshape of a
  ``tensor.splat`` or ``tensor.from_elements`` makes one of the new type.

- ``ComposeExpandOfCollapseOp``/``ComposeCollapseOfExpandOp`` (also
  ``dialects/reshape_folds.py``).

- the folds of ``tensor.reshape`` and ``tensor.gather`` (``ReshapeOp::fold``,
  ``GatherOp::fold``).

- ``FoldCollapseOfCastOp``: a collapse reads through an information-losing
  ``tensor.cast``.

Not ported: ``ConvertToStaticExpandShape`` and the ``tensor.dim`` folds of
reshapes.
"""

from __future__ import annotations

import math

from tblgen_py.dialects._support import reassociation
from tblgen_py.dialects.static_shapes import preserves_static_information
from tblgen_py.dialects.reshape_folds import (
    reshape_cast_source,
    ComposeCollapseOfExpandOp,
    ComposeExpandOfCollapseOp,
    ComposeReassociativeReshapeOps,
)
from tblgen_py.dialects.mixed_indices import constant_index
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, RankedTensorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = [
    "FoldReshapeWithFromElements",
    "FoldReshapeWithSplat",
    "fold_gather",
    "fold_tensor_reshape",
]


class FoldReshapeWithSplat(RewritePattern):
    """A reshape of a ``tensor.splat`` is a splat of the new (static) type."""

    def __init__(self, name: str) -> None:
        super().__init__(name, debug_name="FoldReshapeWithSplat")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        splat = op.operands[0].defining_op
        result_type = op.results[0].type
        if splat is None or splat.name != "tensor.splat":
            return False
        if DYNAMIC in getattr(result_type, "shape", (DYNAMIC,)):
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.splat", [splat.operands[0]], [result_type]
        )
        return True


class FoldReshapeWithFromElements(RewritePattern):
    """A reshape of a ``tensor.from_elements`` is one of the new type."""

    def __init__(self, name: str) -> None:
        super().__init__(name, debug_name="FoldReshapeWithFromElements")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        elements = op.operands[0].defining_op
        result_type = op.results[0].type
        if elements is None or elements.name != "tensor.from_elements":
            return False
        if DYNAMIC in getattr(result_type, "shape", (DYNAMIC,)):
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.from_elements", list(elements.operands), [result_type]
        )
        return True


class FoldCollapseOfCastOp(RewritePattern):
    """A collapse of an information-losing ``tensor.cast`` collapses the
    cast's source (in place when the result type stays; else a new collapse
    of the inferred type, cast back)."""

    def __init__(self) -> None:
        super().__init__("tensor.collapse_shape", debug_name="FoldCollapseOfCastOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = op.operands[0].defining_op
        if cast is None or cast.name != "tensor.cast":
            return False
        source = cast.operands[0]
        if not preserves_static_information(cast.results[0].type, source.type):
            return False
        source_type = source.type
        if not isinstance(source_type, RankedTensorType):
            return False
        shape = []
        for group in reassociation(op):
            sizes = [source_type.shape[dim] for dim in group]
            shape.append(DYNAMIC if DYNAMIC in sizes else math.prod(sizes))
        new_type = RankedTensorType.get(shape, source_type.element_type)
        reshape_cast_source(rewriter, op, source, new_type)
        return True


@implement_op("tensor.collapse_shape", "canonicalization_patterns")
def collapse_shape_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``CollapseShapeOp::getCanonicalizationPatterns``."""
    name = "tensor.collapse_shape"
    patterns.add(
        ComposeReassociativeReshapeOps(name),
        ComposeCollapseOfExpandOp(name, "tensor.expand_shape", "tensor.cast"),
        FoldReshapeWithFromElements(name),
        FoldReshapeWithSplat(name),
        FoldCollapseOfCastOp(),
    )


@implement_op("tensor.expand_shape", "canonicalization_patterns")
def expand_shape_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``ExpandShapeOp::getCanonicalizationPatterns``."""
    name = "tensor.expand_shape"
    patterns.add(
        ComposeReassociativeReshapeOps(name),
        ComposeExpandOfCollapseOp(name, "tensor.collapse_shape"),
        FoldReshapeWithSplat(name),
        FoldReshapeWithFromElements(name),
    )


def _reshape_constant_source(attr: object, result_type: object) -> object:
    """``reshapeConstantSource``: a splat constant of the static result type."""
    if not isinstance(attr, DenseElementsAttr) or not attr.is_splat:
        return None
    if not isinstance(result_type, RankedTensorType) or DYNAMIC in result_type.shape:
        return None
    return DenseElementsAttr.get(result_type, [attr.values[0]])


@implement_op("tensor.gather", "fold")
def fold_gather(op: Operation, adaptor: object) -> object:
    """``GatherOp::fold``: a gather from a splat constant is a splat."""
    operands = getattr(adaptor, "operands", [])
    return _reshape_constant_source(
        operands[0] if operands else None, op.results[0].type
    )


@implement_op("tensor.reshape", "fold")
def fold_tensor_reshape(op: Operation, adaptor: object) -> object:
    """``ReshapeOp::fold``: a splat constant; a reshape of a reshape reads the
    first one's source; a reshape to the source's own type that is 1-D or
    whose shape is ``from_elements`` of the source's sizes (constants or
    ``tensor.dim`` of it) is the source."""
    operands = getattr(adaptor, "operands", [])
    folded = _reshape_constant_source(
        operands[0] if operands else None, op.results[0].type
    )
    if folded is not None:
        return folded
    source = op.operands[0]
    producer = source.defining_op
    if producer is not None and producer.name == "tensor.reshape":
        op.set_operand(0, producer.operands[0])
        return op.results[0]
    source_type = source.type
    if (
        not isinstance(source_type, RankedTensorType)
        or source_type != op.results[0].type
    ):
        return None
    if len(source_type.shape) == 1:
        return source
    shape = op.operands[1].defining_op
    if shape is not None and shape.name == "tensor.from_elements":
        if _same_sizes(source, source_type, list(shape.operands)):
            return source
    return None


def _same_sizes(
    source: Value, source_type: RankedTensorType, elements: list[Value]
) -> bool:
    """Whether ``elements`` spell the sizes of ``source``, dimension by dimension."""
    if len(elements) != len(source_type.shape):
        return False
    for index, element in enumerate(elements):
        constant = constant_index(element)
        if constant is not None:
            if constant != source_type.shape[index]:
                return False
            continue
        dim = element.defining_op
        if dim is None or dim.name != "tensor.dim" or dim.operands[0] is not source:
            return False
        if constant_index(dim.operands[1]) != index:
            return False
    return True
