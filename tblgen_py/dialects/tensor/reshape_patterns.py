"""Canonicalization of ``tensor.expand_shape`` and ``tensor.collapse_shape``,
ported from MLIR's C++ (``TensorOps.cpp``, ``ReshapeOpsUtils.h``), in part.

- from ``dialects/reshape_folds.py``: the folds (``foldReshapeOp``) and
  ``ComposeReassociativeReshapeOps``;
- ``FoldReshapeWithSplat`` and ``FoldReshapeWithFromElements``: a reshape of a
  ``tensor.splat`` or ``tensor.from_elements`` makes one of the new type.

- ``ComposeExpandOfCollapseOp``/``ComposeCollapseOfExpandOp`` (also
  ``dialects/reshape_folds.py``).

Not ported: ``ConvertToStaticExpandShape``, ``FoldCollapseOfCastOp`` and the ``tensor.dim``
folds of reshapes.
"""

from __future__ import annotations

from tblgen_py.dialects.reshape_folds import (
    ComposeCollapseOfExpandOp,
    ComposeExpandOfCollapseOp,
    ComposeReassociativeReshapeOps,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["FoldReshapeWithFromElements", "FoldReshapeWithSplat"]


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


@implement_op("tensor.collapse_shape", "canonicalization_patterns")
def collapse_shape_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``CollapseShapeOp::getCanonicalizationPatterns``."""
    name = "tensor.collapse_shape"
    patterns.add(
        ComposeReassociativeReshapeOps(name),
        ComposeCollapseOfExpandOp(name, "tensor.expand_shape", "tensor.cast"),
        FoldReshapeWithFromElements(name),
        FoldReshapeWithSplat(name),
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
