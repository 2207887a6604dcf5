"""Canonicalization of ``tensor.expand_shape`` and ``tensor.collapse_shape``,
ported from MLIR's C++ (``TensorOps.cpp``, ``ReshapeOpsUtils.h``), in part.

- from ``dialects/reshape_folds.py``: the folds (``foldReshapeOp``) and
  ``ComposeReassociativeReshapeOps``;
- ``FoldReshapeWithSplat`` and ``FoldReshapeWithFromElements``: a reshape of a
  ``tensor.splat`` or ``tensor.from_elements`` makes one of the new type.

Not ported: ``ComposeExpandOfCollapseOp``/``ComposeCollapseOfExpandOp``,
``ConvertToStaticExpandShape``, ``FoldCollapseOfCastOp`` and the ``tensor.dim``
folds of reshapes.
"""

from __future__ import annotations

from tblgen_py.dialects.reshape_folds import ComposeReassociativeReshapeOps
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


def _patterns(
    name: str, *extra: type[FoldReshapeWithSplat | FoldReshapeWithFromElements]
) -> None:
    def add(patterns: RewritePatternSet, context: object) -> None:
        patterns.add(ComposeReassociativeReshapeOps(name))
        patterns.add(*(pattern(name) for pattern in extra))

    add.__doc__ = f"The ported part of ``getCanonicalizationPatterns`` of ``{name}``."
    implement_op(name, "canonicalization_patterns")(add)


_patterns("tensor.collapse_shape", FoldReshapeWithFromElements, FoldReshapeWithSplat)
_patterns("tensor.expand_shape", FoldReshapeWithSplat, FoldReshapeWithFromElements)
